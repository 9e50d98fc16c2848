"""Checks for bench/tatqa-style7.

    python bench/tatqa-style7/check.py [OUTDIR]

 1. determinism: two fresh builds of make_docs.py are byte-identical (and equal OUTDIR when given);
 2. each PDF has exactly one page;
 3. read-back (pdfplumber words): every header cell is printed inside its column block; every body row is found
    by its label in the label column, and every one of its cells is printed on that line inside its column block
    exactly as built;
 4. printed sums: totals, subtotals, roll-forward closings and row totals add up as read from the page;
 5. golds: span / list golds equal the printed cell and score.py reads each raw as the gold value; every raw
    number and every figure of a derivation occurs in the page text (pdftotext); arithmetic golds equal their
    derivation evaluated; units / scales agree with the cells used; counts, comparisons, prose spans and
    unanswerable questions are checked against the page text;
 6. records: ids t7-001.. in order, fields, evidence, questions.jsonl equals make_questions.build();
 7. score.py --self-test passes on questions.jsonl;
 8. invented names occur nowhere under /work/shared/corpus (files and pdftotext of its PDFs) or bench/ (but here).
"""
from __future__ import annotations

import hashlib
import importlib.util
import json
import re
import subprocess
import sys
import tempfile
from collections import Counter
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
WORK = Path("/tmp/tatqa-style7work")
FIELDS = ["id", "question", "category", "answer", "evidence", "source", "hard_cases", "derivation", "answer_type",
          "answer_from", "context"]
AFIELDS = ["kind", "value", "raw", "unit", "scale", "conditions"]
EXTRA_NAMES = ["Tidemere", "Aldermoss", "Wellsmoor", "Harrowfen", "Greywether", "Lochmarren", "Brackenlow",
               "Farrowgate", "Penhollow", "Trevannick", "Kippendale", "Morvell", "Selwick", "Ashgarth", "Vennick",
               "Pendrick"]
ERR: list[str] = []
N = Counter()


def err(m):
    ERR.append(m)


def sq(s):
    """Whitespace removed (pdftotext / pdfplumber may put spaces differently)."""
    return "".join(str(s).split())


def spec_score():
    spec = importlib.util.spec_from_file_location("score", SCORE)
    m = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(m)
    return m


SC = spec_score()


# ------------------------------------------------------------------ 1. determinism
def sha_dir(p: Path):
    return {f.name: hashlib.sha256(f.read_bytes()).hexdigest() for f in sorted(p.glob("*.pdf"))}


def determinism(outdir):
    with tempfile.TemporaryDirectory() as a, tempfile.TemporaryDirectory() as b:
        for t in (a, b):
            subprocess.run([PY, str(HERE / "make_docs.py"), t], check=True, capture_output=True)
        ha, hb = sha_dir(Path(a)), sha_dir(Path(b))
    if ha != hb or len(ha) != 30:
        err("determinism: two builds differ or not 30 PDFs")
    same = outdir is not None and sha_dir(outdir) == ha
    if outdir is not None and not same:
        err(f"{outdir} differs from a fresh build")
    digest = hashlib.sha256(json.dumps(ha, sort_keys=True).encode()).hexdigest()[:12]
    print(f"1. determinism: two builds identical ({len(ha)} PDFs, listing sha256 {digest})"
          + ("; OUTDIR equal to a fresh build" if same else ""))


# ------------------------------------------------------------------ 3. page read-back
class Page:
    def __init__(self, d: md.Note, path: Path):
        self.d = d
        with pdfplumber.open(path) as pdf:
            self.npages = len(pdf.pages)
            pg = pdf.pages[0]
            words = pg.extract_words(x_tolerance=1.5, y_tolerance=2, keep_blank_chars=False)
        self.text = subprocess.run(["pdftotext", "-layout", str(path), "-"], capture_output=True,
                                   text=True).stdout
        self.flat = subprocess.run(["pdftotext", str(path), "-"], capture_output=True, text=True).stdout
        grid, phys, w, fs = md.layout(d)
        self.grid, self.phys, self.w = grid, phys, w
        edges = [md.MARGIN + md.FRAME_PAD]
        for x in w:
            edges.append(edges[-1] + x)
        self.edges = edges
        self.lines = []
        for wd in sorted(words, key=lambda z: (round(z["top"], 1), z["x0"])):
            if self.lines and abs(self.lines[-1][0] - wd["top"]) <= 2:
                self.lines[-1][1].append(wd)
            else:
                self.lines.append([wd["top"], [wd]])
        for ln in self.lines:
            ln[1].sort(key=lambda z: z["x0"])
        self.rowtop = {}

    def block(self, a, b):
        return self.edges[a], self.edges[b + 1]

    def words_in(self, ws, lo, hi):
        return [z for z in ws if z["x0"] >= lo - 0.6 and z["x1"] <= hi + 0.6]

    def read(self):
        d = self.d
        nh = len(d.heads)
        # body rows, in order, by their label
        i = 0
        labcol = self.block(0, 0)
        first_body = None
        for k, r in enumerate(d.lines):
            found = False
            while i < len(self.lines):
                top, ws = self.lines[i]
                i += 1
                got = " ".join(z["text"] for z in self.words_in(ws, *labcol))
                if got == r.label:
                    self.rowtop[k] = (top, ws)
                    found = True
                    if first_body is None:
                        first_body = top
                    break
            if not found:
                err(f"{d.key}: row {r.label!r} not found in the label column")
                return
            N["rows read"] += 1
            if r.vals is None:
                continue
            for c in d.cols:
                a, b = self.phys[c]
                got = sq(" ".join(z["text"] for z in self.words_in(ws, *self.block(a, b))))
                want = d.shown(r, c)
                N["cells read"] += 1
                if got != want:
                    err(f"{d.key}: {r.label!r}/{c}: page {got!r}, built {want!r}")
        # header cells, above the first body row
        spanned = {}
        for hi, c0, c1 in d.spans:
            spanned[(hi, c0)] = (self.phys[c0][0], self.phys[c1][1])
        for hi, h in enumerate(d.heads):
            for c, txt in zip(d.cols, h[1:]):
                if not txt:
                    continue
                a, b = spanned.get((hi, c), self.phys[c])
                lo, hi_ = self.block(a, b)
                ok = any(sq(" ".join(z["text"] for z in self.words_in(ws, lo, hi_))) == sq(txt)
                         for top, ws in self.lines if top < first_body)
                N["header cells read"] += 1
                if not ok:
                    err(f"{d.key}: header {txt!r} not found in its column block")

    def cell(self, label, col):
        d = self.d
        r = d.row(label)
        k = d.lines.index(r)
        top, ws = self.rowtop[k]
        a, b = self.phys[col]
        return " ".join(z["text"] for z in self.words_in(ws, *self.block(a, b)))

    def figures(self):
        return set(re.findall(r"\d[\d,]*(?:\.\d+)?", self.flat))


def parse(s):
    s = sq(s)
    for c in ("$", "£", "€"):
        s = s.replace(c, "")
    if s in ("", md.DASH):
        return 0.0 if s == md.DASH else None
    neg = s.startswith("(")
    s = s.strip("()%").rstrip(")")
    try:
        v = float(s.replace(",", ""))
    except ValueError:
        return None
    return -v if neg else v


# ------------------------------------------------------------------ 4. sums
def sums(pg: Page):
    d = pg.d
    for tgt, parts, cols in d.sums:
        if parts in ("row", "row0"):
            vals = [parse(pg.cell(tgt, c)) for c in d.cols]
            vals = [0.0 if v is None else v for v in vals]
            ok = abs(sum(vals[:-1]) - vals[-1]) < 0.05 if parts == "row" else abs(sum(vals[1:]) - vals[0]) < 0.05
            N["sum relations"] += 1
            if not ok:
                err(f"{d.key}: row total {tgt!r} does not add up: {vals}")
            continue
        for c in cols or d.cols:
            t = parse(pg.cell(tgt, c))
            ps = [parse(pg.cell(p, c)) for p in parts]
            if t is None or any(p is None for p in ps):
                err(f"{d.key}: empty cell in sum {tgt!r}/{c}")
                continue
            N["sum relations"] += 1
            if abs(sum(ps) - t) > 0.05:
                err(f"{d.key}: {tgt!r}/{c} printed {t}, parts add to {sum(ps)}")


# ------------------------------------------------------------------ 5. golds
def golds(qs, pages):
    for q in qs:
        d = mq.DOCS[q["context"][:3]]
        pg = pages[d.key]
        a = q["answer"]
        cells = mq.CELLS[q["id"]]
        flat = sq(pg.flat)
        if a["unit"] == "%" and a["scale"] != 1:
            err(f"{q['id']}: percent with scale {a['scale']}")
        if a["unit"] not in (None, "%") or a["scale"] not in (None, 1, 1e3, 1e6, 1e9):
            err(f"{q['id']}: unit/scale {a['unit']}/{a['scale']}")
        # spans and lists from the table
        if q["category"] in ("lookup", "list") and q["answer_from"] in ("table", "table-text") \
                and "comparison" not in q["hard_cases"] and cells:
            raws = a["raw"] if isinstance(a["raw"], list) else [a["raw"]]
            vals = a["value"] if isinstance(a["value"], list) else [a["value"]]
            for (lab, col), raw, val in zip(cells, raws, vals):
                printed = sq(pg.cell(lab, col))
                N["span golds read back"] += 1
                if d.sign_cell:
                    printed = printed.lstrip("$")
                if printed != sq(raw):
                    err(f"{q['id']}: raw {raw!r} but the page shows {printed!r}")
                if SC.to_number(raw) != val:
                    err(f"{q['id']}: score.py reads {raw!r} as {SC.to_number(raw)}, gold {val}")
                if sq(raw) not in flat:
                    err(f"{q['id']}: raw {raw!r} not in the pdftotext text")
                unit, scale = d.unit_scale(lab, col)
                if (unit, scale) != (a["unit"], a["scale"]):
                    err(f"{q['id']}: unit/scale {a['unit']}/{a['scale']} but cell has {unit}/{scale}")
        # arithmetic
        if q["answer_type"] == "arithmetic":
            expr = q["derivation"].replace(",", "")
            v = eval(expr, {"__builtins__": {}}) * (100 if q["id"] in mq.X100 else 1)
            N["arithmetic golds"] += 1
            if mq.r2(v) != a["value"] or a["raw"] != a["value"]:
                err(f"{q['id']}: {q['derivation']} = {v}, gold {a['value']}")
            body = re.sub(r"\)\s*/\s*\d+$", ")", q["derivation"])       # the "/ n" of an average
            figs = pg.figures()
            for f in re.findall(r"\d[\d,]*(?:\.\d+)?", body):
                N["derivation figures on the page"] += 1
                if f not in figs:
                    err(f"{q['id']}: derivation figure {f} is not on the page")
            for lab, col in cells:
                if parse(pg.cell(lab, col)) != d.val(lab, col):
                    err(f"{q['id']}: operand {lab}/{col} reads {pg.cell(lab, col)!r}")
            if q["category"] == "percent_change" and (a["unit"], a["scale"]) != ("%", 1):
                err(f"{q['id']}: percent change without unit %")
            if q["category"] in ("difference", "average", "sum") and cells:
                us = {d.unit_scale(l, c) for l, c in cells}
                if us != {(a["unit"], a["scale"])}:
                    err(f"{q['id']}: result unit/scale {a['unit']}/{a['scale']} vs operands {us}")
        if q["answer_type"] == "count":
            items = q["derivation"].split("##")
            N["count golds"] += 1
            if len(items) != a["value"] or any(sq(i) not in flat for i in items):
                err(f"{q['id']}: count {a['value']} vs items {items}")
        if "comparison" in q["hard_cases"]:
            N["comparison golds"] += 1
            sep = ">" if ">" in q["derivation"] else "<"
            nums = [float(x.replace(",", "")) for x in q["derivation"].split(sep)]
            mono = all(x > y for x, y in zip(nums, nums[1:])) if sep == ">" else \
                all(x < y for x, y in zip(nums, nums[1:]))
            if not mono or sq(a["value"]) not in flat or len(nums) != len(cells):
                err(f"{q['id']}: comparison {q['derivation']} / {a['value']}")
        if q["answer_from"] == "text" and q["answer_type"] == "span":
            N["prose golds"] += 1
            if sq(a["raw"]) not in sq(d.prose()) or sq(a["raw"]) not in flat:
                err(f"{q['id']}: prose gold {a['raw']!r} not in the prose")
            if a["kind"] == "number" and SC.to_number(re.sub(r"-?[a-z ]+$", "", a["raw"])) != a["value"]:
                err(f"{q['id']}: prose raw {a['raw']!r} is not {a['value']}")
        if a["kind"] == "list" and all(isinstance(x, str) for x in a["value"]):
            for x in a["value"]:
                N["label golds"] += 1
                if not any(x == r.label for r in d.lines):
                    err(f"{q['id']}: {x!r} is not a row label")
        if a["kind"] == "none":
            N["unanswerable"] += 1
            for t in mq.ABSENT[q["id"]]:
                if t.lower() in pg.flat.lower() or t.lower() in pg.text.lower():
                    err(f"{q['id']}: term {t!r} is on the page")
        if "scale_in_prose_only" in q["hard_cases"] and d.where != "prose":
            err(f"{q['id']}: scale_in_prose_only on a table that states its scale")


# ------------------------------------------------------------------ 6. records
def records(qs):
    ids = [q["id"] for q in qs]
    if ids != [f"t7-{i:03d}" for i in range(1, len(qs) + 1)]:
        err("ids are not t7-001.. in order")
    if len(set(ids)) != len(ids):
        err("duplicate ids")
    pdf = {d.key: d.pdf for d in mq.DOCS.values()}
    for q in qs:
        if list(q) != FIELDS or list(q["answer"]) != AFIELDS:
            err(f"{q['id']}: fields")
        if q["source"] != "tatqa-style7" or q["evidence"] != [{"doc": pdf[q["context"]], "page": 1}]:
            err(f"{q['id']}: source / evidence")
        if q["answer"]["kind"] not in ("number", "text", "list", "none"):
            err(f"{q['id']}: kind")
        if q["answer_type"] not in ("span", "multi-span", "count", "arithmetic", "none"):
            err(f"{q['id']}: answer_type")
        if q["answer_from"] not in ("table", "text", "table-text", "none"):
            err(f"{q['id']}: answer_from")
    built = [json.dumps(q, ensure_ascii=False) for q in mq.build()]
    onfile = (HERE / "questions.jsonl").read_text(encoding="utf-8").splitlines()
    if built != onfile:
        err("questions.jsonl differs from make_questions.build()")
    print(f"6. records: {len(qs)} questions over {len({q['context'] for q in qs})} documents, ids t7-001..t7-{len(qs):03d}, "
          f"fields as tatqa-dev (+answer_from, context); file equals the build: {built == onfile}")


def selftest():
    r = subprocess.run([PY, SCORE, "--self-test", "--questions", str(HERE / "questions.jsonl")],
                       capture_output=True, text=True)
    print("7. score.py --self-test:\n   " + "\n   ".join(r.stdout.strip().splitlines()))
    if r.returncode != 0 or "self-test passed" not in r.stdout:
        err("score.py self-test failed")


def names():
    docs = list(mq.DOCS.values())
    ns = [d.company.split()[0].rstrip(",") for d in docs] + EXTRA_NAMES
    if len({n.lower() for n in ns}) != len(ns):
        err("invented names are not unique")
    cache = WORK / "corpus_txt"
    cache.mkdir(parents=True, exist_ok=True)
    pdfs = sorted(CORPUS.rglob("*.pdf"))
    for p in pdfs:
        t = cache / (hashlib.md5(str(p).encode()).hexdigest() + ".txt")
        if not t.exists():
            subprocess.run(["pdftotext", "-q", str(p), str(t)], check=False)
    hits = []
    for n in ns:
        r = subprocess.run(["grep", "-rliF", n, str(CORPUS), str(BENCH), str(cache), f"--exclude-dir={HERE.name}"],
                           capture_output=True, text=True)
        if r.stdout.strip():
            hits.append((n, r.stdout.split()[:3]))
    for n, h in hits:
        err(f"name {n!r} found elsewhere: {h}")
    print(f"8. names: {len(ns)} invented names (30 companies + {len(EXTRA_NAMES)} others), unique; grep -rliF over "
          f"{CORPUS} (files and the text of its {len(pdfs)} PDFs) and {BENCH} (this folder excepted): {len(hits)} hits")


def main(argv):
    outdir = Path(argv[1]) if len(argv) > 1 else None
    mq.build()
    determinism(outdir)
    tmp = None
    if outdir is None:
        tmp = tempfile.TemporaryDirectory()
        outdir = Path(tmp.name)
        subprocess.run([PY, str(HERE / "make_docs.py"), str(outdir)], check=True, capture_output=True)
    pages = {}
    for d in mq.DOCS.values():
        pg = Page(d, outdir / d.pdf)
        if pg.npages != 1:
            err(f"{d.key}: {pg.npages} pages")
        pg.read()
        pages[d.key] = pg
    print(f"2. pages: {sum(p.npages for p in pages.values())} pages for {len(pages)} PDFs")
    print(f"3. read-back: {N['rows read']} body rows, {N['cells read']} body cells, {N['header cells read']} header "
          f"cells located and equal to the build")
    for pg in pages.values():
        if all(k in pg.rowtop for k in range(len(pg.d.lines))):
            sums(pg)
    print(f"4. printed sums: {N['sum relations']} relations add up")
    qs = [json.loads(x) for x in (HERE / "questions.jsonl").read_text(encoding="utf-8").splitlines()]
    golds(qs, pages)
    print("5. golds: " + ", ".join(f"{k} {v}" for k, v in N.items()
                                   if k not in ("rows read", "cells read", "header cells read", "sum relations")))
    records(qs)
    selftest()
    names()
    if ERR:
        print(f"\nFAILED ({len(ERR)}):")
        for e in ERR:
            print("  " + e)
        return 1
    print("\nall checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
