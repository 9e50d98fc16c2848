"""Checks for bench/aitqa-style6 (exit 1 on any failure).

    /work/main/.venv/bin/python bench/aitqa-style6/check.py [--no-names]

1 determinism (two builds, byte-identical; page counts), 2 questions.jsonl == build() and record
format, 3 every cell behind an answer found on its page (row line, column x-range, header path),
4 golds equal printed cells / formulas, scales backed by page text, 5 unanswerable terms absent,
6 score.py --self-test on this file, 7 invented names absent elsewhere (bench/ and the corpus).
"""
from __future__ import annotations

import hashlib
import json
import re
import subprocess
import sys
import shutil
from pathlib import Path

import pdfplumber

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import make_docs  # noqa: E402
import make_questions  # noqa: E402
from engine import DASH, TABLE_X, parse, strip_marker  # noqa: E402

WORK = Path("/tmp/aitqa-style6work")
SCORE = "/work/shared/tools/score.py"
FIELDS = ["id", "question", "category", "answer", "evidence", "source", "hard_cases", "question_type"]
AFIELDS = ["kind", "value", "raw", "unit", "scale", "conditions"]
FAILS: list[str] = []


def fail(msg):
    FAILS.append(msg)
    print("FAIL:", msg)


def build_into(d):
    subprocess.run([sys.executable, str(HERE / "make_docs.py"), str(d)], check=True, capture_output=True)
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in sorted(Path(d).glob("*.pdf"))}


def pdftext(path, page=None, layout=True):
    args = ["pdftotext"] + (["-layout"] if layout else [])
    if page:
        args += ["-f", str(page), "-l", str(page)]
    return subprocess.run(args + [str(path), "-"], capture_output=True, text=True, check=True).stdout


def norm(s):
    return " ".join(s.split())


class Page:
    """pdfplumber words of one page, grouped into lines."""

    def __init__(self, page):
        self.words = page.extract_words(keep_blank_chars=False, use_text_flow=False, x_tolerance=1.5)
        lines = []
        for w in sorted(self.words, key=lambda w: (round(w["top"]), w["x0"])):
            if lines and abs(lines[-1][0]["top"] - w["top"]) < 2.5:
                lines[-1].append(w)
            else:
                lines.append([w])
        self.lines = [sorted(ln, key=lambda w: w["x0"]) for ln in lines]


def label_lines(pg, doc, label):
    """Lines whose words inside the label column spell `label`."""
    (_, lx1), _ = doc.col_x(TABLE_X)
    out = []
    for ln in pg.lines:
        text = norm(" ".join(w["text"] for w in ln if w["x1"] <= lx1 + 1))
        if text == norm(label):
            out.append(ln)
    return out


def check_cell(pages, doc, r, c, where):
    p = doc.page_of(r)
    pg = pages[p - 1]
    same = [x for x in doc.rows if x.label == r.label and doc.page_of(x) == p]
    k = same.index(r)
    lines = label_lines(pg, doc, r.label)
    if len(lines) != len(same):
        return fail(f"{where}: label {r.label!r} found {len(lines)} times on page {p}, expected {len(same)}")
    ln = lines[k]
    _, xs = doc.col_x(TABLE_X)
    j = doc.cols.index(c)
    x0, x1 = xs[j]
    got = norm(" ".join(w["text"] for w in ln if x0 - 0.5 <= (w["x0"] + w["x1"]) / 2 <= x1 + 0.5))
    want = r.cells[j]
    if got != norm(want):
        return fail(f"{where}: cell {r.label!r}/{c.key}: printed {got!r}, expected {want!r}")
    # header path: each header cell's words lie above the body inside the cell's span
    hp = 1 if (p == 2 and not doc.repeat_header) else p
    hpg = pages[hp - 1]
    first_body = doc.rows[0] if hp == 1 else doc.rows[doc.split_after]
    fl = label_lines(hpg, doc, first_body.label)
    if not fl:
        return fail(f"{where}: first body row {first_body.label!r} not found on page {hp}")
    ytop = fl[0][0]["top"]
    for text, r0, r1, c0, c1 in doc.header_cells():
        if not (c0 - 1 <= j <= c1 - 1):
            continue
        sx0, sx1 = xs[c0 - 1][0], xs[c1 - 1][1]
        ws = [w for w in hpg.words if w["top"] < ytop - 1 and sx0 - 0.5 <= (w["x0"] + w["x1"]) / 2 <= sx1 + 0.5]
        ws.sort(key=lambda w: (round(w["top"]), w["x0"]))
        hay = " ".join(w["text"] for w in ws)
        if norm(text) not in norm(hay):
            fail(f"{where}: header {text!r} not printed over column {c.key} (saw {hay!r})")
    if r.section:
        sec = [x for x in doc.rows if x.kind == "section" and strip_marker(x.label) == r.section]
        ps = doc.page_of(sec[0])
        if not label_lines(pages[ps - 1], doc, sec[0].label):
            fail(f"{where}: section {r.section!r} not printed")
    return True


SCALE_WORD = {1000000: "million", 1000: "thousand", 1000000000: "billion"}


def main():
    names = "--no-names" not in sys.argv
    WORK.mkdir(parents=True, exist_ok=True)
    docs = {d.key: d for d in make_docs.build()}

    # 1 determinism
    dirs = [WORK / "buildA", WORK / "buildB"]
    for x in dirs:
        shutil.rmtree(x, ignore_errors=True)
    a = build_into(dirs[0])
    outdir = dirs[1]
    b = build_into(outdir)
    same = a == b and len(a) == 30
    npages = {}
    for key, d in docs.items():
        with pdfplumber.open(outdir / make_docs.pdf_name(d)) as pdf:
            npages[key] = len(pdf.pages)
        want = 1 if d.split_after is None else 2
        if npages[key] != want:
            fail(f"{key}: {npages[key]} pages, expected {want}")
    if not same:
        fail("two builds differ")
    allhash = hashlib.sha256("".join(a[k] for k in sorted(a)).encode()).hexdigest()[:12]
    split = ", ".join(f"{k} ({'header repeated' if d.split_after and d.repeat_header else 'header not repeated'})"
                      for k, d in docs.items() if d.split_after)
    print(f"1. determinism: {len(a)} PDFs, two builds identical: {same} (sha256 {allhash}); two pages: {split}")

    # 2 questions file
    qs = [json.loads(x) for x in open(HERE / "questions.jsonl")]
    built = make_questions.build()
    ok2 = qs == built
    if not ok2:
        fail("questions.jsonl differs from make_questions.build()")
    ids = [q["id"] for q in qs]
    if len(set(ids)) != len(ids) or not all(re.fullmatch(r"as6-\d{3}", i) for i in ids):
        fail("ids not unique or wrong prefix")
    for q in qs:
        if list(q) != FIELDS or list(q["answer"]) != AFIELDS or q["source"] != "aitqa-style6":
            fail(f"{q['id']}: record format")
        if q["answer"]["conditions"] != [] or q["question_type"] not in ("KPI-driven", "Table-driven"):
            fail(f"{q['id']}: conditions/question_type")
        for e in q["evidence"]:
            if not (outdir / e["doc"]).exists() or not 1 <= e["page"] <= npages[e["doc"][4:7]]:
                fail(f"{q['id']}: evidence {e}")
    print(f"2. questions.jsonl matches build(): {ok2} ({len(qs)} questions); format, ids, evidence: "
          f"{'ok' if not FAILS else 'see failures'}")

    # 3/4/5 against the pages
    pdfs = {}
    for key, d in docs.items():
        with pdfplumber.open(outdir / make_docs.pdf_name(d)) as pdf:
            pdfs[key] = [Page(p) for p in pdf.pages]
    texts = {k: [pdftext(outdir / make_docs.pdf_name(d), p) for p in range(1, npages[k] + 1)] for k, d in docs.items()}
    specs = [(k, s) for k in sorted(make_questions.SPECS) for s in make_questions.SPECS[k]]
    ncell = nlook = nform = ncmp = nun = nfirst2 = 0
    cats = {}
    for q, (key, spec) in zip(qs, specs):
        d = docs[key]
        where = q["id"]
        cats[q["category"]] = cats.get(q["category"], 0) + 1
        cells = [make_questions.resolve(d, c) for c in spec["cells"]]
        ans = q["answer"]
        for r, c, raw in cells:
            ncell += 1
            nfirst2 += d.page_of(r) == 2
            check_cell(pdfs[key], d, r, c, where)
            if raw != DASH and raw not in texts[key][d.page_of(r) - 1]:
                fail(f"{where}: {raw!r} not in pdftotext of page {d.page_of(r)}")
        ev_pages = sorted({d.page_of(r) for r, _, _ in cells})
        if cells and [e["page"] for e in q["evidence"]] != ev_pages:
            fail(f"{where}: evidence pages")
        cat = q["category"]
        if cat == "lookup":
            nlook += 1
            r, c, raw = cells[0]
            if ans["raw"] != raw:
                fail(f"{where}: raw {ans['raw']!r} is not the printed cell {raw!r}")
            if ans["kind"] == "number":
                if parse(raw) != ans["value"]:
                    fail(f"{where}: value {ans['value']} != parse({raw!r})")
                unit, scale = d.unit_scale(r, c, raw)
                if (unit, scale) != (ans["unit"], ans["scale"]):
                    fail(f"{where}: unit/scale {(ans['unit'], ans['scale'])} != {(unit, scale)}")
            elif ans["value"] != raw:
                fail(f"{where}: text gold")
        elif cat in ("difference", "sum", "percent_change"):
            nform += 1
            v = [parse(raw) for _, _, raw in cells]
            f = {"difference": lambda: v[0] - v[1], "sum": lambda: sum(v),
                 "percent_change": lambda: (v[0] - v[1]) / abs(v[1]) * 100}[cat]()
            dec = 1 if cat == "percent_change" else max(make_questions.decimals(raw) for _, _, raw in cells)
            gr = ans["raw"]
            graw = -parse(gr[1:]) if gr.startswith("-") else parse(gr)
            if abs(round(f, dec) - ans["value"]) > 1e-9 or graw != ans["value"]:
                fail(f"{where}: formula {f} vs gold {ans['value']} / raw {ans['raw']}")
            if cat != "percent_change":
                us = {d.unit_scale(r, c, raw) for r, c, raw in cells}
                if us != {(ans["unit"], ans["scale"])}:
                    fail(f"{where}: operand unit/scale {us} vs gold")
            elif (ans["unit"], ans["scale"]) != ("%", 1):
                fail(f"{where}: percent change unit")
        elif cat == "comparison":
            ncmp += 1
            v = [0 if raw == DASH else parse(raw) for _, _, raw in cells]
            best = max(v) if spec["mode"] == "max" else min(v)
            if v.count(best) != 1 or spec["options"][v.index(best)][0] != ans["value"]:
                fail(f"{where}: comparison gold")
            if ans["value"].lower() not in " ".join(texts[key]).lower():
                fail(f"{where}: comparison answer not printed")
        elif cat == "unanswerable":
            nun += 1
            if ans["kind"] != "none" or spec["absent"].lower() in " ".join(texts[key]).lower():
                fail(f"{where}: unanswerable term {spec['absent']!r} is in the PDF")
            if spec["absent"].lower() not in q["question"].lower():
                fail(f"{where}: question does not name its absent term")
        if ans["kind"] == "number" and ans["scale"] in SCALE_WORD:
            word = SCALE_WORD[ans["scale"]]
            if word not in " ".join(texts[key]).lower():
                fail(f"{where}: scale {ans['scale']} not stated on the page")
        if ans["kind"] == "number" and ans["unit"] == "%" and not any("%" in raw for _, _, raw in cells) \
                and cat != "percent_change":
            fail(f"{where}: % gold without a % cell")
    print(f"3. positions: {ncell} cells behind {len(qs) - nun} answerable questions found on their row line, in their "
          f"column's x-range, under their header path ({nfirst2} on a second page)")
    print(f"4. golds: {nlook} lookups equal their printed cell; {nform} differences/sums/percent changes equal their "
          f"formula over printed numbers; {ncmp} comparisons name the extreme; scales backed by page text")
    print(f"5. unanswerable: {nun} questions; each names a term absent from its PDF's text")
    print("   categories:", ", ".join(f"{k} {v}" for k, v in sorted(cats.items())))

    # 6 score.py
    r = subprocess.run([sys.executable, SCORE, "--self-test", "--questions", str(HERE / "questions.jsonl")],
                       capture_output=True, text=True)
    if r.returncode != 0:
        fail("score.py self-test failed:\n" + r.stdout + r.stderr)
    print(f"6. score.py --self-test --questions questions.jsonl: {'passed' if r.returncode == 0 else 'FAILED'}")

    # 7 names
    if names:
        nm = [v[1] for v in make_docs.CO.values()] + make_docs.OTHER_NAMES
        cache = WORK / "corpus_pdf_text"
        cache.mkdir(exist_ok=True)
        corpus_pdfs = sorted(Path("/work/shared/corpus").rglob("*.pdf"))
        blob = []
        for p in corpus_pdfs:
            t = cache / (hashlib.sha1(str(p).encode()).hexdigest() + ".txt")
            if not t.exists():
                t.write_text(pdftext(p, layout=False))
            blob.append(t.read_text().lower())
        blob = "\n".join(blob)
        hits = []
        for n in nm:
            g = subprocess.run(["grep", "-ril", n, "/work/main/bench", "/work/shared/corpus"], capture_output=True, text=True)
            files = [x for x in g.stdout.split() if not x.startswith(str(HERE))]
            if files or n.lower() in blob:
                hits.append((n, files[:3], n.lower() in blob))
        if hits:
            fail(f"names found elsewhere: {hits}")
        print(f"7. names: {len(nm)} names ({', '.join(nm)}) checked against {len(corpus_pdfs)} corpus PDFs' text, the "
              f"corpus files and bench/ outside this set: {'no hits' if not hits else hits}")
    print("all checks passed" if not FAILS else f"{len(FAILS)} FAILURES")
    return 1 if FAILS else 0


if __name__ == "__main__":
    sys.exit(main())
