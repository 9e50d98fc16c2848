"""tatqa-style16: all checks on the generated PDFs and questions.jsonl.

    /work/main/.venv/bin/python bench/tatqa-style16/check.py [OUTDIR]

OUTDIR defaults to /tmp/tatqa-style16work/docs (built there first if missing). The page text is read with
pdfplumber. Checks:
 1. determinism: two fresh builds are byte-identical, and equal OUTDIR;
 2. one page per PDF;
 3. read-back: every table row on one text line, in order, holding exactly its label and its printed cells;
    positions: each printed cell of a row is found, whole, inside its own column's box on that line (the column
    edges come from the widths make_docs planned); header words, company, title, caption, paragraphs and
    footnotes on the page;
 4. printed relations (sums, differences, "%" of total, "% change" columns, weighted averages, products such as
    capacity factors, yields, grades and premiums, roll-forwards) hold on the printed figures ("—" counted as 0);
 5. layout tags agree with the notes (current year on the right, bold section rows, large section titles, scale in
    the caption, year bands, "Amount | %" bands, nil dashes, footnotes, scales in section rows, repeated labels);
 6. golds: value == score.to_number(raw); every operand on its page as printed, and every table operand in its
    row and column box; lookups and lists are printed cells with the cell's unit and scale; arithmetic equals its
    derivation re-evaluated at the decimals of raw; every figure of a derivation is on the evidence page
    (conversion constants and an average's divisor excepted); difference / average / sum keep their operands' unit
    and scale; percentages have scale 1 and percent changes unit "%"; label, list, count, comparison, text-cell
    and footnote-date golds are recomputed by independent rules from the printed cells or the page text;
    unanswerable terms are absent from the page;
 7. records: ids t16-001 ... unique and in order, field order, source, evidence, every document used, no repeated
    question text, the stored file == make_questions.build();
 8. score.py --self-test on questions.jsonl;
 9. invented names occur nowhere else under /work/main/bench or /work/shared/corpus (grep -rilF over the files, and
    over the pdfplumber text of the corpus PDFs, cached under /tmp/tatqa-style16work/corpus_txt).
"""
from __future__ import annotations

import ast
import hashlib
import importlib.util
import json
import operator
import re
import subprocess
import sys
import tempfile
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

import pdfplumber

HERE = Path(__file__).resolve().parent
sys.dont_write_bytecode = True       # keep this folder free of __pycache__
sys.path.insert(0, str(HERE))
import make_docs as md  # noqa: E402
import make_questions as mq  # noqa: E402

PY = "/work/main/.venv/bin/python"
WORK = Path("/tmp/tatqa-style16work")
SCORE = Path("/work/shared/tools/score.py")
SOURCE, PREFIX = "tatqa-style16", "t16-"
ERRORS: list[str] = []
FIELDS = ["id", "question", "category", "answer", "evidence", "source", "hard_cases", "derivation", "answer_type",
          "answer_from", "context"]
CATEGORIES = {"lookup", "list", "count", "difference", "percent_change", "average", "sum", "ratio",
              "arithmetic_other", "unanswerable"}
FRAME_PAD = 6          # reportlab's Frame padding: the table starts at MARGIN + 6

spec = importlib.util.spec_from_file_location("score", SCORE)
score = importlib.util.module_from_spec(spec)
spec.loader.exec_module(score)


def err(m):
    ERRORS.append(m)
    print("  FAIL", m)


def squash(s: str) -> str:
    return "".join(s.split())


def sha_dir(p: Path) -> str:
    h = hashlib.sha256()
    for f in sorted(p.glob("*.pdf")):
        h.update(f.name.encode())
        h.update(f.read_bytes())
    return h.hexdigest()


def build(outdir: Path):
    subprocess.run([PY, str(HERE / "make_docs.py"), str(outdir)], check=True, capture_output=True)


# ---------------------------------------------------------------------------- 1-2
def determinism(outdir: Path):
    print("1. determinism")
    with tempfile.TemporaryDirectory(dir=WORK) as a, tempfile.TemporaryDirectory(dir=WORK) as b:
        build(Path(a))
        build(Path(b))
        ha, hb, ho = sha_dir(Path(a)), sha_dir(Path(b)), sha_dir(outdir)
        if ha != hb:
            err("two fresh builds differ")
        if ha != ho:
            err(f"{outdir} differs from a fresh build")
        n = len(list(Path(a).glob("*.pdf")))
    print(f"   {n} PDFs; two builds identical: {ha == hb}; OUTDIR identical: {ha == ho}; sha256 {ha[:12]}")
    return ha


def pages(outdir: Path, notes):
    print("2. one page per PDF")
    from pypdf import PdfReader
    bad = [n.doc for n in notes if len(PdfReader(str(outdir / n.doc)).pages) != 1]
    for d in bad:
        err(f"{d}: not one page")
    print(f"   {len(notes) - len(bad)}/{len(notes)} one page")


# ---------------------------------------------------------------------------- 3
_PAGE: dict = {}


def page(outdir: Path, n):
    """(full text, text lines with positions, the pdfplumber page's chars) of a note's page."""
    if n.doc not in _PAGE:
        with pdfplumber.open(str(outdir / n.doc)) as pdf:
            p = pdf.pages[0]
            text = p.extract_text() or ""
            lines = p.extract_text_lines()
            chars = [dict(c) for c in p.chars]
        _PAGE[n.doc] = (text, lines, chars)
    return _PAGE[n.doc]


def pagetext(outdir: Path, n) -> str:
    return page(outdir, n)[0]


def column_edges(n):
    x = md.MARGIN + FRAME_PAD
    edges = []
    for w in n.colw:
        edges.append((x, x + w))
        x += w
    return edges


def boxtext(chars, x0, x1, top, bottom) -> str:
    """The characters wholly inside a box, in reading order, whitespace dropped."""
    inside = [c for c in chars if c["x0"] >= x0 - 0.5 and c["x1"] <= x1 + 0.5 and c["top"] >= top - 1
              and c["bottom"] <= bottom + 1]
    inside.sort(key=lambda c: (round(c["top"]), c["x0"]))
    return squash("".join(c["text"] for c in inside))


ROWPOS: dict = {}      # (note key, row key) -> (top, bottom) of its text line


def readback(outdir: Path, notes):
    print("3. read-back and cell positions (pdfplumber)")
    rows = cells = words = placed = 0
    for n in notes:
        text, lines, chars = page(outdir, n)
        sq = [squash(ln["text"]) for ln in lines]
        flat = squash(text)
        edges = column_edges(n)
        pos = 0
        for r, t in zip(n.rows, n.texts()):
            want = squash(r.label + "".join(t))
            hit = next((i for i in range(pos, len(sq)) if sq[i] == want), None)
            if hit is None:
                err(f"{n.key}: row {r.label!r} not found on one line as {want!r}")
                continue
            pos = hit + 1
            rows += 1
            ln = lines[hit]
            ROWPOS[(n.key, r.key)] = (ln["top"], ln["bottom"])
            if r.kind == "big":            # a title row spanning the whole table
                continue
            if boxtext(chars, *edges[0], ln["top"], ln["bottom"]) != squash(r.label):
                err(f"{n.key}: label {r.label!r} not inside the label column")
            for j, x in enumerate(t):
                if not x:
                    continue
                cells += 1
                got = boxtext(chars, *edges[j + 1], ln["top"], ln["bottom"])
                if got != squash(x):
                    err(f"{n.key}: row {r.label!r} column {j + 1}: box holds {got!r}, printed {x!r}")
                else:
                    placed += 1
        head, _ = md.header_cells(n)
        for hr in head:
            for h in hr:
                for w in h.split():
                    words += 1
                    if squash(w) not in flat:
                        err(f"{n.key}: header word {w!r} not on the page")
        for part in [n.company, n.title, n.intro, n.caption] + n.outro + n.foot:
            if part and squash(part) not in flat:
                err(f"{n.key}: text not on the page: {part[:50]!r}")
    print(f"   {rows} rows found in order; {placed}/{cells} cells inside their column boxes; {words} header words; "
          f"prose and footnotes checked")


# ---------------------------------------------------------------------------- 4
def pnum(text: str):
    """A printed cell as a Decimal ("—" = 0, "(1.2)" = -1.2, "$1,234" = 1234, "93.3%" = 93.3, "(3.1)%" = -3.1)."""
    if text == md.DASH:
        return Decimal(0)
    x = score.to_number(text)
    if x is None:
        raise ValueError(text)
    return Decimal(re.sub(r"[^\d.]", "", text)) * (-1 if x < 0 else 1)


def printed(n, ref):
    rk, ck = ref
    ri = [r.key for r in n.rows].index(rk)
    return n.texts()[ri][n.colidx(ck)]


def decimals(text: str) -> int:
    m = re.search(r"\.(\d+)", text)
    return len(m.group(1)) if m else 0


def near(value: Decimal, target_text: str) -> bool:
    t = pnum(target_text)
    return abs(value - t) <= Decimal(5) * Decimal(10) ** (-decimals(target_text) - 1) + Decimal("1e-9")


def relations(notes):
    print("4. printed relations")
    k = 0
    kinds = {}
    for n in notes:
        for kind, target, ops in n.rels:
            k += 1
            kinds[kind] = kinds.get(kind, 0) + 1
            tt = printed(n, target)
            if kind == "sum":
                ok = pnum(tt) == sum(pnum(printed(n, o)) for o in ops)
            elif kind == "diff":
                ok = pnum(tt) == pnum(printed(n, ops[0])) - pnum(printed(n, ops[1]))
            elif kind == "lin":
                ok = pnum(tt) == sum(c * pnum(printed(n, o)) for c, o in ops)
            elif kind == "pct":
                ok = near(pnum(printed(n, ops[0])) / pnum(printed(n, ops[1])) * 100, tt)
            elif kind == "chg":
                new, old = pnum(printed(n, ops[0])), pnum(printed(n, ops[1]))
                ok = near((new - old) / old * 100, tt)
            elif kind == "prod":
                top = Decimal(1)
                for o in ops[0]:
                    top *= pnum(printed(n, o))
                bot = Decimal(1)
                for o in ops[1]:
                    bot *= pnum(printed(n, o))
                ok = near(top * ops[2] / bot, tt)
            elif kind == "wavg":
                pairs = [(printed(n, v), printed(n, w)) for v, w in ops]
                pairs = [(pnum(v), pnum(w)) for v, w in pairs if v != md.DASH and w != md.DASH]
                ok = near(sum(v * w for v, w in pairs) / sum(w for _, w in pairs), tt)
            else:
                ok = False
            if not ok:
                err(f"{n.key}: relation {kind} {target} fails on the printed figures")
    print(f"   {k} relations checked ({', '.join(f'{a} {b}' for a, b in sorted(kinds.items()))})")
    return k


# ---------------------------------------------------------------------------- 5
YEAR = re.compile(r"(?<!\d)(20\d\d)(?!\d)")


def years(n):
    """Year tokens of the header cells (first column excluded), left to right, top row first ('2023/24' -> 2023)."""
    return [int(m.group(1)) for hr in md.header_cells(n)[0] for h in hr[1:] for m in YEAR.finditer(h)]


def has_year_band(n) -> bool:
    """Two header rows, a band spanning columns in the first, and a year in the band or under it."""
    if n.nhead < 2:
        return False
    head, spans = md.header_cells(n)
    for hi, a, b in spans:
        if hi == 0 and b > a:
            if YEAR.search(head[0][a]) or any(YEAR.search(head[1][j]) for j in range(a, b + 1)):
                return True
    return False


def layout(notes):
    print("5. layout tags")
    seen = {}
    for n in notes:
        ys = years(n)
        distinct = [y for i, y in enumerate(ys) if i == 0 or y != ys[i - 1]]
        right = len(distinct) >= 2 and distinct[1] > distinct[0]
        facts = {
            "current_year_right": right,
            "bold_section_rows": any(r.kind == "sec" for r in n.rows),
            "section_titles_large": any(r.kind == "big" for r in n.rows),
            "scale_in_caption": bool(re.search(r"(?i)\b(thousands|millions|billions)\b", n.caption)),
            "nil_dash": any(md.DASH in t for t in n.texts()),
            "year_band": has_year_band(n),
            "amount_pct_band": n.nhead > 1 and "%" in n.heads[-1],
            "footnote": bool(n.foot),
            "section_scale": any(r.kind == "sec" and re.search(r"\((in )?(millions|thousands)", r.label)
                                 for r in n.rows),
            "repeated_row_label": any([r.label for r in n.rows].count(r.label) > 1 for r in n.rows
                                      if r.kind == "item"),
        }
        for tag, have in facts.items():
            if have != (tag in n.tags):
                err(f"{n.key}: tag {tag} is {'missing' if have else 'set but not true'}")
            seen[tag] = seen.get(tag, 0) + have
        if n.land:
            err(f"{n.key}: landscape (every table is meant to fit portrait)")
    print("   " + ", ".join(f"{k} {v}" for k, v in seen.items()))
    return seen


# ---------------------------------------------------------------------------- 6
_OPS = {ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul, ast.Div: operator.truediv}


def ev(der: str) -> Decimal:
    """Evaluate a derivation: figures with thousands commas, + - * / and parentheses."""
    s = der
    for _ in range(3):
        s = re.sub(r"(\d),(\d{3})", r"\1\2", s)
    s = re.sub(r"(\d+(?:\.\d+)?)", r"D('\1')", s)

    def walk(node):
        if isinstance(node, ast.Expression):
            return walk(node.body)
        if isinstance(node, ast.BinOp) and type(node.op) in _OPS:
            return _OPS[type(node.op)](walk(node.left), walk(node.right))
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
            return -walk(node.operand)
        if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "D":
            return Decimal(node.args[0].value)
        raise ValueError(ast.dump(node))
    return walk(ast.parse(s, mode="eval"))


def figs(der: str):
    return re.findall(r"\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?", der)


def on_page(text: str, fig: str) -> bool:
    return re.search(r"(?<![\d.,])" + re.escape(fig) + r"(?![\d]|[.,]\d)", text) is not None


def clean(label):
    return re.sub(r"\(\d\)$", "", label).strip()


def items_of(n):
    return [(r, t) for r, t in zip(n.rows, n.texts()) if r.kind == "item"]


def cell(n, t, ck):
    return t[n.colidx(ck)]


def section(n, title):
    out, cur = [], None
    for r, t in zip(n.rows, n.texts()):
        if r.kind in ("sec", "big"):
            cur = r.label
        elif cur == title and r.kind == "item":
            out.append((r, t))
    return out


RULES = {}


def rule(name):
    def deco(f):
        RULES[name] = f
        return f
    return deco


def cmp_labels(n, a, b, op, rows=None):
    """Labels of item rows whose printed cell a compares to printed cell b by op (rows with a dash skipped)."""
    rows = rows if rows is not None else items_of(n)
    out = []
    for r, t in rows:
        x, y = cell(n, t, a), cell(n, t, b)
        if md.DASH in (x, y):
            continue
        if op(pnum(x), pnum(y)):
            out.append(clean(r.label))
    return out


def above(n, ck, limit, rows=None):
    rows = rows if rows is not None else items_of(n)
    return [clean(r.label) for r, t in rows if cell(n, t, ck) != md.DASH and pnum(cell(n, t, ck)) > limit]


def date_after(text, lead, pat=r"(\d{1,2} \w+ \d{4}|\w+ \d{4})"):
    m = re.search(re.escape(lead) + r"\s+" + pat, " ".join(text.split()))
    return m.group(1) if m else None


def text_after_label(text, label):
    """The words between a row label at the start of a page line and the line's first figure."""
    m = re.search(r"^" + re.escape(label) + r"[ \t]+(.+?)[ \t]+\$?[\d,]+(?:\.\d+)?(?:[ \t]|$)", text, re.M)
    return m.group(1) if m else None


def label_before_text(text, words):
    """Row labels of page lines whose text cell (before the line's first figure) is exactly `words`."""
    return [m.group(1) for m in re.finditer(r"^(\S.*?)[ \t]+" + re.escape(words) + r"[ \t]+\$?[\d,]+", text,
                                            re.M)]


def max_year(n, rk, cks):
    """The header year (last header row) above the row's largest printed value among the columns cks."""
    t = n.texts()[[r.key for r in n.rows].index(rk)]
    head = md.header_cells(n)[0][-1]
    vals = [(pnum(cell(n, t, ck)), head[n.colidx(ck) + 1]) for ck in cks]
    best = max(v for v, _ in vals)
    ys = [YEAR.search(h).group(1) for v, h in vals if v == best]
    return ys[0] if len(ys) == 1 else ys


@rule("n01-white9")
def _(n, text):
    return above(n, "y24", 9, section(n, "White varieties"))


@rule("n02-more")
def _(n, text):
    return len(cmp_labels(n, "c24", "c23", operator.gt))


@rule("n02-brackenspur")
def _(n, text):
    return text_after_label(text, "Brackenspur")


@rule("n03-ripadoro")
def _(n, text):
    return date_after(text, "The Ripadoro mill was acquired on")


@rule("n03-fewer")
def _(n, text):
    return cmp_labels(n, "v25", "v24", operator.lt)


@rule("n04-up")
def _(n, text):
    out = cmp_labels(n, "t24", "t23", operator.gt)
    return out[0] if len(out) == 1 else out


@rule("n05-cinderbank")
def _(n, text):
    return text_after_label(text, "Cinderbank Reentry Center")


@rule("n05-over95")
def _(n, text):
    return above(n, "o24", 95)


@rule("n06-down")
def _(n, text):
    return cmp_labels(n, "y24", "y23", operator.lt, section(n, "Admissions"))


@rule("n06-wvmax")
def _(n, text):
    return max_year(n, "A/West Virginia", ["y24", "y23", "y22"])


@rule("n06-adcup")
def _(n, text):
    return len(cmp_labels(n, "y24", "y22", operator.gt, section(n, "Average daily census (patients)")))


@rule("n08-mirestead")
def _(n, text):
    return text_after_label(text, "Mirestead")


@rule("n08-reedwarren")
def _(n, text):
    return date_after(text, "Reedwarren began injecting gas into the grid on")


@rule("n09-more")
def _(n, text):
    return len(cmp_labels(n, "g24", "g23", operator.gt))


@rule("n10-more")
def _(n, text):
    return cmp_labels(n, "p24", "p23", operator.gt)


@rule("n12-up")
def _(n, text):
    return cmp_labels(n, "y24", "y23", operator.gt)


@rule("n13-dissolving")
def _(n, text):
    out = label_before_text(text, "Dissolving")
    return out[0] if len(out) == 1 else out


@rule("n14-down")
def _(n, text):
    return cmp_labels(n, "r24", "r23", operator.lt)


@rule("n17-down")
def _(n, text):
    return cmp_labels(n, "t24", "t23", operator.lt)


@rule("n18-more")
def _(n, text):
    return len(cmp_labels(n, "t24", "t23", operator.gt))


@rule("n19-maxship")
def _(n, text):
    return max_year(n, "ship", ["y22", "y23", "y24"])


@rule("n21-two")
def _(n, text):
    return [m.group(1) for m in re.finditer(r"^(.+?)[ \t]+\$?[\d,]+[ \t].*[ \t]Two at 100%", text, re.M)]


@rule("n23-up")
def _(n, text):
    out = cmp_labels(n, "pt24", "pt23", operator.gt)
    return out[0] if len(out) == 1 else out


@rule("n25-down")
def _(n, text):
    return cmp_labels(n, "h24", "h23", operator.lt)


@rule("n26-aspup")
def _(n, text):
    return cmp_labels(n, "p24", "p23", operator.gt, section(n, "Motorized"))


@rule("n27-stockup")
def _(n, text):
    return len(cmp_labels(n, "s24", "s23", operator.gt))


@rule("n28-lflneg")
def _(n, text):
    return [clean(r.label) for r, t in items_of(n) if pnum(cell(n, t, "lfl")) < 0]


@rule("n29-latam")
def _(n, text):
    return max_year(n, "B/Latin America", ["y24", "y23", "y22"])


@rule("n30-italy")
def _(n, text):
    return date_after(text, "(1) Acquired on")


PCT_CATS = {"percent_change"}


def golds(outdir, recs, meta):
    print("6. golds")
    narith = nfig = nrule = nraw = nbox = 0
    for rec, m in zip(recs, meta):
        n, a, cat, rid = m["note"], rec["answer"], rec["category"], rec["id"]
        text, _, chars = page(outdir, n)
        flat = squash(text)
        ops = m["ops"]
        consts = {o.fig for o in ops if isinstance(o, mq.Const)}
        if cat not in CATEGORIES:
            err(f"{rid}: category {cat}")
        if a["kind"] == "number":
            if score.to_number(a["raw"]) != a["value"]:
                err(f"{rid}: value {a['value']} != raw {a['raw']!r}")
            if a["unit"] == "%" and a["scale"] != 1:
                err(f"{rid}: percentage with scale {a['scale']}")
            if a["scale"] not in (None, 1, 1000, 10 ** 6, 10 ** 9):
                err(f"{rid}: scale {a['scale']}")
        if cat == "percent_change" and (a["unit"], a["scale"]) != ("%", 1):
            err(f"{rid}: percent change without unit '%'")
        if a["kind"] == "list":
            for v, raw in zip(a["value"], a["raw"]):
                if isinstance(v, (int, float)) and score.to_number(raw) != v:
                    err(f"{rid}: list value {v} != raw {raw!r}")
        for o in ops:                      # every operand as printed: a cell in its box, a fact in the prose
            if isinstance(o, mq.Const):
                continue
            nraw += 1
            if squash(o.text) not in flat:
                err(f"{rid}: operand {o.text!r} not on the page")
            if getattr(o, "where", "") == "table":
                top, bottom = ROWPOS[(n.key, o.row.key)]
                x0, x1 = column_edges(n)[n.colidx(o.col.key) + 1]
                if boxtext(chars, x0, x1, top, bottom) != squash(o.text):
                    err(f"{rid}: operand {o.text!r} not in its row / column box")
                else:
                    nbox += 1
        if cat in ("lookup", "list") and a["kind"] in ("number", "list") and ops:
            raws = a["raw"] if a["kind"] == "list" else [a["raw"]]
            if len(raws) != len(ops):
                err(f"{rid}: {len(raws)} raws for {len(ops)} cells")
            for raw, o in zip(raws, ops):
                if raw != o.text:
                    err(f"{rid}: raw {raw!r} is not the operand {o.text!r}")
                if squash(raw) not in flat:
                    err(f"{rid}: raw {raw!r} not on the page")
                want_scale = int(o.scale) if o.scale is not None else None
                if (a["unit"], a["scale"]) != (o.unit, want_scale):
                    err(f"{rid}: unit/scale {(a['unit'], a['scale'])} != cell {(o.unit, want_scale)}")
        if rec["answer_type"] == "arithmetic":
            narith += 1
            x = ev(rec["derivation"])
            if cat in PCT_CATS or (cat == "ratio" and a["unit"] == "%"):
                x *= 100
            d = decimals(a["raw"])
            if x.quantize(Decimal(1).scaleb(-d), rounding=ROUND_HALF_UP) != Decimal(a["raw"].replace(",", "")):
                err(f"{rid}: derivation {rec['derivation']!r} = {x}, gold {a['raw']}")
            fs = figs(rec["derivation"])
            if cat == "average":             # "(a + b + ...) / n": n is the number of operands, not a figure
                if fs[-1] != str(len(fs) - 1):
                    err(f"{rid}: average divisor {fs[-1]} != {len(fs) - 1} operands")
                fs = fs[:-1]
            for f in fs:
                nfig += 1
                if f in consts:
                    continue
                if not on_page(text, f):
                    err(f"{rid}: figure {f} of the derivation not on the page")
            if cat in ("difference", "average", "sum"):
                us = {(o.unit, int(o.scale) if o.scale is not None else None) for o in ops}
                if len(us) != 1 or (a["unit"], a["scale"]) != us.pop():
                    err(f"{rid}: unit/scale of the result differs from its operands")
        if m["rule"]:
            nrule += 1
            got = RULES[m["rule"]](n, text)
            want = a["value"]
            ok = sorted(got) == sorted(want) if a["kind"] == "list" and isinstance(got, list) else got == want
            if not ok:
                err(f"{rid}: rule {m['rule']} gives {got!r}, gold {want!r}")
        elif cat == "count" or a["kind"] == "text" or (a["kind"] == "list" and not ops):
            err(f"{rid}: a label / count gold without a rule")
        if a["kind"] == "text" and squash(a["value"]) not in flat:
            err(f"{rid}: text answer not on the page")
        if a["kind"] == "list" and not ops:
            for v in a["value"]:
                if squash(v) not in flat:
                    err(f"{rid}: list item {v!r} not on the page")
        if cat == "count":
            for item in rec["derivation"].split("##"):
                if squash(item) not in flat:
                    err(f"{rid}: counted item {item!r} not on the page")
        if cat == "unanswerable":
            if a["kind"] != "none" or not m["absent"] or rec["answer_type"] != "none":
                err(f"{rid}: unanswerable record malformed")
            for term in m["absent"]:
                if term.lower() in text.lower():
                    err(f"{rid}: unanswerable term {term!r} is on the page")
    print(f"   {len(recs)} records; {nraw} operands found on their pages ({nbox} table operands in their row / "
          f"column boxes); {narith} arithmetic golds re-evaluated; {nfig} derivation figures checked; {nrule} "
          f"rule-checked label/list/count/text golds")


# ---------------------------------------------------------------------------- 7-9
def records(notes, recs, stored):
    print("7. records")
    ids = [r["id"] for r in stored]
    if ids != [f"{PREFIX}{i:03d}" for i in range(1, len(stored) + 1)]:
        err(f"ids are not {PREFIX}001 ... in order")
    if len(set(ids)) != len(ids):
        err("duplicate ids")
    docs = {n.doc for n in notes}
    for r in stored:
        if list(r) != FIELDS:
            err(f"{r['id']}: field order {list(r)}")
        if r["source"] != SOURCE:
            err(f"{r['id']}: source")
        if r["evidence"] != [{"doc": r["evidence"][0]["doc"], "page": 1}] or r["evidence"][0]["doc"] not in docs:
            err(f"{r['id']}: evidence")
    used = {r["evidence"][0]["doc"] for r in stored}
    if used != docs:
        err(f"documents without questions: {len(docs - used)}")
    qs = [r["question"].lower() for r in stored]
    if len(set(qs)) != len(qs):
        err("duplicate question texts")
    if stored != json.loads(json.dumps(recs)):
        err("questions.jsonl differs from make_questions.build(); rerun make_questions.py")
    cats = {}
    for r in stored:
        cats[r["category"]] = cats.get(r["category"], 0) + 1
    print(f"   {len(stored)} records, {len(used)} documents used; " +
          ", ".join(f"{k} {v}" for k, v in sorted(cats.items(), key=lambda kv: -kv[1])))


def selftest():
    print("8. score.py --self-test")
    p = subprocess.run([PY, str(SCORE), "--self-test", "--questions", str(HERE / "questions.jsonl")],
                       capture_output=True, text=True)
    for line in p.stdout.strip().splitlines():
        print("   " + line)
    if p.returncode != 0 or "self-test passed" not in p.stdout:
        err("score.py self-test failed")


def corpus_text() -> Path:
    """pdfplumber text of every corpus PDF, extracted once (slow the first time) and cached."""
    d = WORK / "corpus_txt"
    d.mkdir(parents=True, exist_ok=True)
    for p in sorted(Path("/work/shared/corpus").rglob("*.pdf")):
        out = d / (str(p.relative_to("/work/shared/corpus")).replace("/", "_") + ".txt")
        if out.exists():
            continue
        try:
            with pdfplumber.open(str(p)) as pdf:
                t = "\n".join((pg.extract_text() or "") for pg in pdf.pages)
        except Exception as e:             # an unreadable PDF: record it, grep the rest
            t = f"(unreadable: {e})"
        out.write_text(t, encoding="utf-8")
    return d


def names(notes):
    print("9. invented names")
    txt = corpus_text()
    cands = []
    for n in notes:
        cands += [n.company, n.company.split()[0]] + n.names
    cands = sorted(set(cands))
    hits = 0
    for name in cands:
        p = subprocess.run(["grep", "-rilF", "--", name, "/work/main/bench", "/work/shared/corpus", str(txt)],
                           capture_output=True, text=True)
        found = [f for f in p.stdout.splitlines() if not f.startswith(str(HERE) + "/")]
        if found:
            hits += 1
            err(f"name {name!r} found elsewhere: {found[:3]}")
    print(f"   {len(cands)} names grepped under /work/main/bench (outside this folder), /work/shared/corpus and "
          f"the text of {len(list(txt.glob('*.txt')))} corpus PDFs: {hits} with hits")


def main(argv):
    outdir = Path(argv[1]) if len(argv) > 1 else WORK / "docs"
    WORK.mkdir(parents=True, exist_ok=True)
    if not outdir.is_dir() or not list(outdir.glob("*.pdf")):
        build(outdir)
    notes = md.notes()
    sha = determinism(outdir)
    pages(outdir, notes)
    readback(outdir, notes)
    relations(notes)
    layout(notes)
    recs, meta = mq.build()
    stored = [json.loads(x) for x in (HERE / "questions.jsonl").read_text(encoding="utf-8").splitlines() if x.strip()]
    golds(outdir, recs, meta)
    records(notes, recs, stored)
    selftest()
    names(notes)
    if ERRORS:
        print(f"{len(ERRORS)} check(s) FAILED")
        return 1
    print(f"all checks passed ({len(stored)} questions, {len(notes)} documents, PDF set sha256 {sha[:12]})")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
