"""Checks for bench/tatqa-style6.

    python bench/tatqa-style6/check.py [OUTDIR]

1. determinism: make_docs.py run twice gives the same bytes (and equals OUTDIR when given);
2. every PDF is one page;
3. positions: every table cell a question quotes or computes from is printed on its row's line, inside its
   column's block, below that column's header text (pdfplumber words); span golds equal the printed text;
4. arithmetic golds equal their derivations evaluated; every figure of a derivation is printed on the page;
5. counts equal the items listed; comparison answers are the extreme option; prose golds are in the prose;
6. unanswerable questions: the terms they need are absent from the page text;
7. totals, subtotals and row totals read back from the page add up;
8. records: fields, ids, kinds, questions.jsonl equals make_questions.build();
9. score.py --self-test passes on questions.jsonl;
10. names: the invented names occur nowhere in /work/shared/corpus (files and PDF text) or bench/ (but here).
"""
from __future__ import annotations

import hashlib
import json
import re
import subprocess
import sys
import tempfile
from pathlib import Path

import pdfplumber

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import make_docs as md  # noqa: E402
import make_questions as mq  # noqa: E402

PY = sys.executable
SCORE = "/work/shared/tools/score.py"
CORPUS = Path("/work/shared/corpus")
BENCH = HERE.parent
FIELDS = ["id", "question", "category", "answer", "evidence", "source", "hard_cases", "derivation", "answer_type",
          "answer_from", "context"]
ANS_FIELDS = ["kind", "value", "raw", "unit", "scale", "conditions"]
FAIL: list[str] = []
STATS: dict[str, int] = {}


def fail(msg):
    FAIL.append(msg)


def stat(k, n=1):
    STATS[k] = STATS.get(k, 0) + n


def norm(s):
    return " ".join(str(s).split())


def digest(folder: Path) -> dict:
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in sorted(folder.glob("*.pdf"))}


# ------------------------------------------------------------------ the page model
class Page:
    """Words of the rendered page, the table's column blocks (from the layout widths; the table is centred),
    the header line and the body rows located by their labels."""

    def __init__(self, d: md.Doc, path: Path):
        self.d = d
        with pdfplumber.open(path) as pdf:
            self.npages = len(pdf.pages)
            p = pdf.pages[0]
            self.W = float(p.width)
            self.words = p.extract_words(x_tolerance=1.5, y_tolerance=2)
            self.text = p.extract_text() or ""
        grid, colmap, widths, page = md.layout(d)
        left = (self.W - sum(widths)) / 2
        edges = [left]
        for w in widths:
            edges.append(edges[-1] + w)
        self.label_right = edges[1]
        self.block = {}
        for c, j in colmap.items():
            j0 = j - 1 if d.dollar_cell else j
            self.block[c] = (edges[j0], edges[j + 1])
        self.lines = self._lines(self.words)
        self._find_header()
        self._find_rows()

    @staticmethod
    def _lines(words):
        out = []
        for w in sorted(words, key=lambda w: (w["top"], w["x0"])):
            if out and abs(out[-1][0] - w["top"]) <= 2:
                out[-1][1].append(w)
            else:
                out.append([w["top"], [w]])
        return [(t, sorted(ws, key=lambda w: w["x0"])) for t, ws in out]

    def _find_header(self):
        d = self.d
        bottom = d.header[-1]
        self.header_top = None
        for top, ws in self.lines:
            ok = True
            for c, h in zip(d.cols, bottom[1:]):
                lo, hi = self.block[c]
                got = norm(" ".join(w["text"] for w in ws if w["x0"] >= lo - 0.5 and w["x1"] <= hi + 0.5))
                if got != norm(h):
                    ok = False
                    break
            if ok:
                self.header_top = top
                self.header_words = ws
                break
        if self.header_top is None:
            fail(f"{d.key}: bottom header line {bottom[1:]} not found in the column blocks")

    def _find_rows(self):
        d = self.d
        self.row_top = {}
        if self.header_top is None:
            return
        label_lines = []
        for top, ws in self.lines:
            if top <= self.header_top + 1:
                continue
            lw = [w for w in ws if w["x1"] <= self.label_right + 0.5 and w["text"] not in md.CUR]
            if lw:
                label_lines.append((top, norm(" ".join(w["text"] for w in lw))))
        i = 0
        for k, r in enumerate(d.rows):
            acc, start = "", i
            while i < len(label_lines):
                acc = norm(acc + " " + label_lines[i][1])
                i += 1
                if acc == norm(r.label):
                    self.row_top[k] = label_lines[i - 1][0]
                    break
                if not norm(r.label).startswith(acc):
                    break
            if k not in self.row_top:
                fail(f"{d.key}: row {r.label!r} not found in the label column (after line {start})")
                return
        self.label_lines = label_lines

    def cell(self, label: str, col: str) -> str | None:
        """The text printed on the row's (last label) line inside the column's block."""
        d = self.d
        r = d.find(label)
        k = d.rows.index(r)
        if k not in self.row_top:
            return None
        top = self.row_top[k]
        lo, hi = self.block[col]
        ws = [w for t, line in self.lines if abs(t - top) <= 2 for w in line
              if w["x0"] >= lo - 0.5 and w["x1"] <= hi + 0.5]
        return norm(" ".join(w["text"] for w in sorted(ws, key=lambda w: w["x0"])))

    def figures(self) -> set:
        return set(re.findall(r"\d[\d,]*(?:\.\d+)?", " ".join(w["text"] for w in self.words)))


def parse(s: str):
    s = s.strip()
    for c in md.CUR:
        s = s.replace(c + " ", "").replace(c, "")
    if s in ("", md.DASH):
        return 0.0 if s == md.DASH else None
    neg = s.startswith("(")
    s = s.strip("()%").replace(",", "")
    s = s.rstrip(")").rstrip("%").rstrip(")")
    try:
        v = float(s)
    except ValueError:
        return None
    return -v if neg else v


def strip_sign_cell(s: str, d) -> str:
    if d.dollar_cell:
        for c in md.CUR:
            if s.startswith(c + " "):
                return s[len(c) + 1:]
    return s


# ------------------------------------------------------------------ checks
def check_determinism(outdir: Path | None):
    with tempfile.TemporaryDirectory() as a, tempfile.TemporaryDirectory() as b:
        for t in (a, b):
            subprocess.run([PY, str(HERE / "make_docs.py"), t], check=True, capture_output=True)
        da, db = digest(Path(a)), digest(Path(b))
        if da != db or len(da) != 30:
            fail(f"determinism: two builds differ or not 30 PDFs ({len(da)})")
        if outdir is not None:
            do = digest(outdir)
            if do != da:
                fail(f"{outdir}: differs from a fresh build")
        print(f"1. determinism: two builds identical ({len(da)} PDFs, listing sha256 "
              f"{hashlib.sha256(json.dumps(da, sort_keys=True).encode()).hexdigest()[:12]})"
              + (", OUTDIR equal" if outdir is not None and digest(outdir) == da else ""))


def check_sums(pg: Page):
    d = pg.d
    for tgt, parts, cols in d.sums:
        if cols in ("rowsum", "rowsum2"):
            r = d.find(tgt)
            vals = [parse(pg.cell(tgt, c) or "") for c in d.cols]
            vals = [0.0 if v is None else v for v in vals]
            if cols == "rowsum":
                ok = abs(sum(vals[:-1]) - vals[-1]) < 0.05
            else:
                ok = abs(vals[0] + vals[1] - vals[2]) < 0.05
            stat("sum relations")
            if not ok:
                fail(f"{d.key}: row total of {tgt!r} does not add up: {vals}")
            continue
        use = d.cols if cols in (None, "minus") else cols
        for c in use:
            t = parse(pg.cell(tgt, c) or "")
            ps = [parse(pg.cell(p, c) or "") for p in parts]
            if t is None or any(p is None for p in ps):
                fail(f"{d.key}: empty cell in sum {tgt!r} / {c}")
                continue
            s = ps[0] - ps[1] if cols == "minus" else sum(ps)
            stat("sum relations")
            stat("cells in sums", len(ps) + 1)
            if abs(s - t) > 0.05:
                fail(f"{d.key}: {tgt!r} {c}: printed {t} but parts give {s}")


def eval_der(der: str) -> float:
    return eval(der.replace(",", ""), {"__builtins__": {}})


def check_questions(qs, pages):
    import importlib.util
    spec = importlib.util.spec_from_file_location("score", SCORE)
    sc = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(sc)
    for q in qs:
        d = mq.DOCS[q["context"][:3]]
        pg = pages[d.key]
        a = q["answer"]
        cells = mq.CELLS.get(q["id"], [])
        # 3. positions of every quoted / used cell
        for lab, col in cells:
            printed = pg.cell(lab, col)
            want = d.printed_cell(d.find(lab), col)
            stat("cells located")
            if printed != want:
                fail(f"{q['id']}: cell {lab!r}/{col} printed {printed!r}, expected {want!r}")
        if q["answer_type"] in ("span", "multi-span") and q["answer_from"] == "table" and q["category"] in ("lookup", "list") \
                and "comparison" not in q["hard_cases"] and cells:
            raws = a["raw"] if isinstance(a["raw"], list) else [a["raw"]]
            vals = a["value"] if isinstance(a["value"], list) else [a["value"]]
            for (lab, col), raw, val in zip(cells, raws, vals):
                got = strip_sign_cell(pg.cell(lab, col) or "", d)
                stat("span golds read back")
                if got != raw:
                    fail(f"{q['id']}: gold raw {raw!r} but page shows {got!r}")
                if isinstance(val, (int, float)) and sc.to_number(raw) != val:
                    fail(f"{q['id']}: score.py reads {raw!r} as {sc.to_number(raw)}, gold value {val}")
        # 4. arithmetic
        if q["answer_type"] == "arithmetic":
            v = eval_der(q["derivation"]) * (100 if q["id"] in mq.X100 else 1)
            stat("arithmetic golds")
            if abs(v - a["value"]) > 0.005 + 1e-9 or mq.r2(v) != a["value"]:
                fail(f"{q['id']}: derivation {q['derivation']} = {v}, gold {a['value']}")
            figs = pg.figures()
            operands = re.sub(r"\)\s*/\s*\d(?![\d,.])", ")", q["derivation"])   # the "/ n" of an average
            for n in re.findall(r"\d[\d,]*(?:\.\d+)?", operands):
                stat("derivation figures")
                if n not in figs:
                    fail(f"{q['id']}: figure {n} of the derivation is not printed on the page")
            for lab, col in cells:   # the operands are the stored figures of those cells
                if parse(pg.cell(lab, col) or "") != d.value(lab, col) and d.value(lab, col) is not None:
                    fail(f"{q['id']}: operand {lab}/{col} reads {pg.cell(lab, col)!r}")
        # 5. counts, comparisons, prose, labels
        if q["answer_type"] == "count":
            items = q["derivation"].split("##")
            stat("count golds")
            if len(items) != a["value"] or any(norm(i) not in norm(pg.text) for i in items):
                fail(f"{q['id']}: count items {items} vs {a['value']}")
        if "comparison" in q["hard_cases"]:
            stat("comparison golds")
            parts = q["derivation"].replace("<", ">").split(">")
            nums = [parse(x.replace("-", "(") + (")" if x.startswith("-") else "")) for x in parts]
            mono = all(x >= y for x, y in zip(nums, nums[1:])) or all(x <= y for x, y in zip(nums, nums[1:]))
            if not mono or norm(a["value"]) not in norm(pg.text):
                fail(f"{q['id']}: comparison {q['derivation']} / {a['value']}")
        if q["answer_from"] == "text" and q["answer_type"] == "span":
            stat("prose golds")
            prose = norm(" ".join(d.before + d.after))
            if norm(a["raw"]) not in prose or norm(a["raw"]) not in norm(pg.text):
                fail(f"{q['id']}: prose gold {a['raw']!r} not in the prose/page")
            if a["kind"] == "number" and sc.to_number(re.sub(r"[a-z]+$", "", a["raw"])) != a["value"]:
                fail(f"{q['id']}: prose raw {a['raw']!r} does not read as {a['value']}")
        if q["category"] == "list" and a["kind"] == "list" and all(isinstance(x, str) for x in a["value"]):
            for x in a["value"]:
                stat("label golds")
                if not any(norm(x) == norm(r.label) for r in d.rows):
                    fail(f"{q['id']}: {x!r} is not a row label")
        # 6. unanswerable
        if a["kind"] == "none":
            stat("unanswerable")
            low = pg.text.lower()
            for term in mq.ABSENT[q["id"]]:
                if term.lower() in low:
                    fail(f"{q['id']}: term {term!r} is on the page")


def check_records(qs):
    ids = [q["id"] for q in qs]
    if ids != [f"t6-{i:03d}" for i in range(1, len(qs) + 1)]:
        fail("ids are not t6-001.. in order")
    pdfs = {d.key: d.pdf for d in mq.DOCS.values()}
    for q in qs:
        if list(q) != FIELDS or list(q["answer"]) != ANS_FIELDS:
            fail(f"{q['id']}: fields {list(q)} / {list(q['answer'])}")
        a = q["answer"]
        if q["source"] != "tatqa-style6" or q["evidence"] != [{"doc": pdfs[q["context"]], "page": 1}]:
            fail(f"{q['id']}: source/evidence")
        if a["kind"] not in ("number", "text", "list", "none"):
            fail(f"{q['id']}: kind {a['kind']}")
        if a["unit"] not in (None, "%") or (a["unit"] == "%" and a["scale"] != 1):
            fail(f"{q['id']}: unit {a['unit']} scale {a['scale']}")
        if a["scale"] not in (None, 1, 1e3, 1e6, 1e9):
            fail(f"{q['id']}: scale {a['scale']}")
        if q["answer_type"] not in ("span", "multi-span", "count", "arithmetic", "none"):
            fail(f"{q['id']}: answer_type")
        if q["answer_from"] not in ("table", "text", "table-text", "none"):
            fail(f"{q['id']}: answer_from")
    built = [json.dumps(q, ensure_ascii=False) for q in mq.build()]
    onfile = (HERE / "questions.jsonl").read_text().splitlines()
    if built != onfile:
        fail("questions.jsonl differs from make_questions.build()")
    print(f"8. records: {len(qs)} questions, ids in order, fields as tatqa-dev (+answer_from, context); "
          f"file equals the build: {built == onfile}")


def check_score():
    r = subprocess.run([sys.executable, SCORE, "--self-test", "--questions", str(HERE / "questions.jsonl")],
                       capture_output=True, text=True)
    print("9. score.py --self-test:")
    print("   " + "\n   ".join(r.stdout.strip().splitlines()))
    if r.returncode != 0 or "self-test passed" not in r.stdout:
        fail("score.py --self-test failed")


NAMES_EXTRA = ["Oskeldane", "Pelbright", "Quindle", "Strandholt", "Ulvenhall", "Tavistow", "Helmsgard", "Brackwater",
               "Yennick", "Castlefold", "Tallowfield", "Northvale"]


def check_names():
    docs = list(mq.DOCS.values())
    names = [d.company.split()[0].rstrip(",") for d in docs] + NAMES_EXTRA
    if len(set(n.lower() for n in names)) != len(names):
        fail("invented names are not unique")
    cache = Path("/tmp/ts6work/corpus_txt")
    cache.mkdir(parents=True, exist_ok=True)
    pdfs = sorted(CORPUS.rglob("*.pdf"))
    for p in pdfs:
        t = cache / (hashlib.md5(str(p).encode()).hexdigest() + ".txt")
        if not t.exists():
            subprocess.run(["pdftotext", "-q", str(p), str(t)], check=False)
    hits = []
    for n in names:
        r = subprocess.run(["grep", "-rliF", n, str(CORPUS), str(BENCH), str(cache), "--exclude-dir=tatqa-style6"],
                           capture_output=True, text=True)
        if r.stdout.strip():
            hits.append((n, r.stdout.split()[:3]))
    for n, h in hits:
        fail(f"name {n!r} found: {h}")
    print(f"10. names: {len(names)} invented names (30 companies + {len(NAMES_EXTRA)} others), unique; "
          f"grep -rliF over {CORPUS} (and the text of its {len(pdfs)} PDFs) and bench/ (this folder excepted): "
          f"{len(hits)} hits")


def main(argv):
    outdir = Path(argv[1]) if len(argv) > 1 else None
    mq.build()
    check_determinism(outdir)
    tmp = None
    if outdir is None:
        tmp = tempfile.TemporaryDirectory()
        outdir = Path(tmp.name)
        subprocess.run([PY, str(HERE / "make_docs.py"), str(outdir)], check=True, capture_output=True)
    pages = {}
    for d in mq.DOCS.values():
        pg = Page(d, outdir / d.pdf)
        pages[d.key] = pg
        if pg.npages != 1:
            fail(f"{d.key}: {pg.npages} pages")
    print(f"2. pages: {sum(p.npages for p in pages.values())} pages for {len(pages)} PDFs")
    for pg in pages.values():
        check_sums(pg)
    qs = [json.loads(l) for l in (HERE / "questions.jsonl").read_text().splitlines()]
    check_questions(qs, pages)
    print(f"3-7. {STATS}")
    check_records(qs)
    check_score()
    check_names()
    if FAIL:
        print(f"\nFAILED ({len(FAIL)}):")
        for f in FAIL:
            print("  " + f)
        return 1
    print("\nall checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
