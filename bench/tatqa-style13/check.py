"""tatqa-style13: all checks on the generated PDFs and questions.jsonl.

    /work/main/.venv/bin/python bench/tatqa-style13/check.py [OUTDIR]

OUTDIR defaults to /tmp/tatqa-style13work/docs (built there first if missing). Checks:
 1. determinism: two fresh builds are byte-identical, and equal OUTDIR;
 2. one page per PDF;
 3. read-back with pdftotext -layout: every body row on one line, in order, holding exactly its label and its printed
    cells; section rows, header words, company, title, caption, paragraphs and footnotes on the page;
 4. printed relations (sums, "%" of total, % change, ratios, weighted averages) hold on the printed figures
    ("—" counted as 0);
 5. layout tags agree with the notes (current year on the right, bold section rows, large section titles, scale in
    the caption, scale in section rows, "Amount | %" bands, nil dashes, parenthesised negatives, text column);
 6. golds: value == score.to_number(raw); lookups and lists are printed cells with the cell's unit and scale, on
    the page; arithmetic equals its derivation re-evaluated at the decimals of raw; every figure of a derivation
    is on the evidence page; difference / average / sum keep their operands' unit and scale; percentages have
    scale 1 and percent changes unit "%"; label, list, count and comparison golds are recomputed by independent
    rules from the printed cells; unanswerable terms are absent from the page;
 7. records: ids t13-001 ... unique and in order, field order, source, evidence, every document used, the stored
    file == make_questions.build();
 8. score.py --self-test on questions.jsonl;
 9. invented names occur nowhere else under /work/main/bench or /work/shared/corpus (files, and the pdftotext
    text of the corpus PDFs).
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

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import make_docs as md  # noqa: E402
import make_questions as mq  # noqa: E402

PY = "/work/main/.venv/bin/python"
WORK = Path("/tmp/tatqa-style13work")
SCORE = Path("/work/shared/tools/score.py")
SOURCE, PREFIX = "tatqa-style13", "t13-"
ERRORS: list[str] = []
FIELDS = ["id", "question", "category", "answer", "evidence", "source", "hard_cases", "derivation", "answer_type",
          "answer_from", "context"]
CONSTANTS = {"1,000", "100", "12"}          # conversion constants a derivation may use
CATEGORIES = {"lookup", "list", "count", "difference", "percent_change", "average", "sum", "ratio",
              "arithmetic_other", "unanswerable"}

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
_TEXT: dict = {}


def pagetext(outdir: Path, n) -> str:
    if n.doc not in _TEXT:
        _TEXT[n.doc] = subprocess.run(["pdftotext", "-layout", str(outdir / n.doc), "-"], check=True,
                                      capture_output=True, text=True).stdout
    return _TEXT[n.doc]


def readback(outdir: Path, notes):
    print("3. read-back (pdftotext -layout)")
    rows = cells = words = 0
    for n in notes:
        text = pagetext(outdir, n)
        lines = [squash(x) for x in text.splitlines()]
        flat = squash(text)
        pos = 0
        for r, t in zip(n.rows, n.texts()):
            want = squash(r.label + "".join(t))
            hit = next((i for i in range(pos, len(lines)) if lines[i] == want), None)
            if hit is None:
                err(f"{n.key}: row {r.label!r} not found on one line as {want!r}")
                continue
            pos = hit + 1
            rows += 1
            cells += sum(1 for x in t if x)
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
    print(f"   {rows} rows found in order ({cells} cells); {words} header words; prose and footnotes checked")


# ---------------------------------------------------------------------------- 4
def pnum(text: str):
    """A printed cell as a Decimal ("—" = 0, "(1.2)%" = -1.2, "$1,234" = 1234)."""
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
    for n in notes:
        for kind, target, ops in n.rels:
            k += 1
            tt = printed(n, target)
            if kind == "sum":
                ok = pnum(tt) == sum(pnum(printed(n, o)) for o in ops)
            elif kind == "pct":
                ok = near(pnum(printed(n, ops[0])) / pnum(printed(n, ops[1])) * 100, tt)
            elif kind == "chg":
                new, old = pnum(printed(n, ops[0])), pnum(printed(n, ops[1]))
                ok = near((new - old) / old * 100, tt)
            elif kind == "ratio":
                ok = near(pnum(printed(n, ops[0])) * ops[2] / pnum(printed(n, ops[1])), tt)
            elif kind == "wavg":
                pairs = [(printed(n, v), printed(n, w)) for v, w in ops]
                pairs = [(pnum(v), pnum(w)) for v, w in pairs if v != md.DASH and w != md.DASH]
                ok = near(sum(v * w for v, w in pairs) / sum(w for _, w in pairs), tt)
            else:
                ok = False
            if not ok:
                err(f"{n.key}: relation {kind} {target} fails on the printed figures")
    print(f"   {k} relations checked")


# ---------------------------------------------------------------------------- 5
def yrs(cells):
    out = []
    for h in cells:
        out += [int(y) for y in re.findall(r"\b(20\d\d)\b", h)]
    return out


def year_order(n):
    """(right, left): does some header sequence put the later year to the right / to the left? Sequences: the
    top header row, and the last header row under each band of the top row."""
    head, spans = md.header_cells(n)
    seqs = [yrs(head[0][1:])]
    if n.nhead > 1:
        seqs += [yrs(head[-1][a:b + 1]) for hi, a, b in spans if hi == 0 and b > a]
    right = left = False
    for s in seqs:
        d = [y for i, y in enumerate(s) if i == 0 or y != s[i - 1]]
        if len(d) >= 2:
            right |= d[1] > d[0]
            left |= d[1] < d[0]
    return right, left


def layout(notes):
    print("5. layout tags")
    seen = {}
    for n in notes:
        right, left = year_order(n)
        if right and left:
            err(f"{n.key}: years run both ways in the header")
        texts = n.texts()
        facts = {
            "current_year_right": right,
            "bold_section_rows": any(r.kind == "sec" for r in n.rows),
            "section_titles_large": any(r.kind == "big" for r in n.rows),
            "scale_in_caption": bool(re.search(r"in thousands", n.caption)),
            "section_scale": any(r.kind == "sec" and re.search(r"\((in )?(thousands|millions)\)", r.label)
                                 for r in n.rows),
            "nil_dash": any(md.DASH in t for t in texts),
            "negative_in_parens": any(x.startswith("(") for t in texts for x in t),
            "text_column": any(isinstance(v, str) and v for r in n.rows for v in r.vals),
            "repeated_row_label": len({r.label for r in n.rows if r.kind == "item"})
            < len([r for r in n.rows if r.kind == "item"]),
            "year_band": n.nhead > 1 and any(isinstance(h, md.G) for h in n.heads[0]),
            "amount_pct_band": n.nhead > 1 and any(h in ("%", "% of total") for h in n.heads[-1]),
            "footnote": bool(n.foot),
        }
        for tag, have in facts.items():
            if have != (tag in n.tags):
                err(f"{n.key}: tag {tag} is {'missing' if have else 'set but not true'}")
            seen[tag] = seen.get(tag, 0) + have
        if n.scale is None and n.caption:
            err(f"{n.key}: a caption without a note scale")
    print("   " + ", ".join(f"{k} {v}" for k, v in seen.items()))


# ---------------------------------------------------------------------------- 6
_OPS = {ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul, ast.Div: operator.truediv}


def ev(der: str) -> Decimal:
    """Evaluate a derivation: figures with thousands commas, '%' suffixes, + - * / and parentheses."""
    s = re.sub(r"(\d),(\d{3})", r"\1\2", der)
    s = re.sub(r"(\d),(\d{3})", r"\1\2", s)
    s = re.sub(r"(\d+(?:\.\d+)?)%", r"(\1/100)", s)
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


def items_of(n, kinds=("item",)):
    return [(r, t) for r, t in zip(n.rows, n.texts()) if r.kind in kinds]


def cell(n, r, t, ck):
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


@rule("n01-occdown")
def _(n):
    return [clean(r.label) for r, t in items_of(n) if pnum(cell(n, r, t, "o24")) < pnum(cell(n, r, t, "o23"))]


@rule("n03-officesdown")
def _(n):
    return len([1 for r, t in section(n, "Supported dental offices (at year end)") if pnum(t[0]) < pnum(t[1])])


@rule("n05-ep15000")
def _(n):
    return [clean(r.label) for r, t in items_of(n) if pnum(cell(n, r, t, "e23")) > 15000]


@rule("n09-scotland")
def _(n):
    return [clean(r.label) for r, _ in section(n, "Scotland")]


@rule("n10-tripsup")
def _(n):
    return len([1 for r, t in items_of(n) if md.DASH not in (t[0], t[1]) and pnum(t[1]) > pnum(t[0])])


@rule("n11-rn10")
def _(n):
    return [clean(r.label) for r, t in items_of(n) if pnum(cell(n, r, t, "rc")) > 10]


@rule("n12-consumer")
def _(n):
    return [clean(r.label) for r, _ in section(n, "Consumer and lifestyle")]


@rule("n14-moremachines")
def _(n):
    return [clean(r.label) for r, t in items_of(n) if pnum(t[0]) > pnum(t[1])]


@rule("n19-uk80")
def _(n):
    return [clean(r.label) for r, t in section(n, "United Kingdom") if pnum(cell(n, r, t, "o23")) > 80]


@rule("n20-occdown")
def _(n):
    return [clean(r.label) for r, t in items_of(n) if pnum(cell(n, r, t, "o23")) < pnum(cell(n, r, t, "o22"))]


@rule("n21-branches100")
def _(n):
    return len([1 for r, t in items_of(n) if pnum(t[0]) > 100])


@rule("n25-firstloe")
def _(n):
    its = sorted((t[0], clean(r.label)) for r, t in items_of(n) if t[0].isdigit())
    return its[0][1] if its[0][0] != its[1][0] else None


@rule("n25-loe2627")
def _(n):
    return int(sum(pnum(t[1]) for r, t in items_of(n) if t[0] in ("2026", "2027")))


@rule("n25-ostravue")
def _(n):
    return next(t[0] for r, t in items_of(n) if r.label == "Ostravue")


@rule("n28-lfl4")
def _(n):
    return [clean(r.label) for r, t in section(n, "England") if pnum(cell(n, r, t, "lfl")) > 4]


@rule("n30-plants10")
def _(n):
    return [clean(r.label) for r, t in items_of(n) if pnum(t[0]) > 10]


@rule("n30-linen10")
def _(n):
    return len([1 for r, t in items_of(n) if pnum(cell(n, r, t, "t24")) > 10])


PCT_CATS = {"percent_change"}


def golds(outdir, recs, meta):
    print("6. golds")
    narith = nfig = nrule = nraw = 0
    for rec, m in zip(recs, meta):
        n, a, cat, rid = m["note"], rec["answer"], rec["category"], rec["id"]
        text = pagetext(outdir, n)
        flat = squash(text)
        ops = m["ops"]
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
        for o in ops:                      # every operand as printed: a cell on its line, a fact in the prose
            nraw += 1
            if squash(o.text) not in flat:
                err(f"{rid}: operand {o.text!r} not on the page")
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
            if d == 0 and x != x.to_integral_value() and "nearest" not in rec["question"]:
                err(f"{rid}: a rounded integer gold without the question asking for it")
            fs = figs(rec["derivation"])
            if cat == "average":             # "(a + b + ...) / n": n is the number of operands, not a figure
                if fs[-1] != str(len(fs) - 1):
                    err(f"{rid}: average divisor {fs[-1]} != {len(fs) - 1} operands")
                fs = fs[:-1]
            for f in fs:
                nfig += 1
                if f in CONSTANTS:
                    continue
                if not on_page(text, f):
                    err(f"{rid}: figure {f} of the derivation not on the page")
            if cat in ("difference", "average", "sum"):
                us = {(o.unit, int(o.scale) if o.scale is not None else None) for o in ops}
                if len(us) != 1 or (a["unit"], a["scale"]) != us.pop():
                    err(f"{rid}: unit/scale of the result differs from its operands")
        if m["rule"]:
            nrule += 1
            got = RULES[m["rule"]](n)
            want = a["value"]
            ok = sorted(got) == sorted(want) if a["kind"] == "list" else got == want
            if not ok:
                err(f"{rid}: rule {m['rule']} gives {got!r}, gold {want!r}")
        elif cat in ("count",) or a["kind"] == "text" or (a["kind"] == "list" and not ops):
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
    print(f"   {len(recs)} records; {nraw} operands found on their pages; {narith} arithmetic golds re-evaluated; "
          f"{nfig} derivation figures checked; {nrule} rule-checked label/list/count/selection golds")


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
    d = WORK / "corpus_txt"
    pdfs = sorted(Path("/work/shared/corpus").rglob("*.pdf"))
    if not d.is_dir() or len(list(d.glob("*.txt"))) < len(pdfs):
        d.mkdir(parents=True, exist_ok=True)
        for p in pdfs:
            out = d / (str(p.relative_to("/work/shared/corpus")).replace("/", "_") + ".txt")
            subprocess.run(["pdftotext", "-q", str(p), str(out)], check=False)
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
