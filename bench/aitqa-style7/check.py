"""bench/aitqa-style7: checks of the PDFs and questions.jsonl.

    /work/main/.venv/bin/python bench/aitqa-style7/check.py [--no-names]

1. determinism: the PDFs built twice are byte-identical; page counts as intended
2. questions.jsonl equals make_questions.build(); fields, ids, source, evidence
3. positions: every cell behind an answer is read back with pdfplumber on its evidence page: the row
   label on the cell's line, the printed cell inside its column's x-range, each header of the column's
   path above the body inside its span, the row's section label printed; raw in pdftotext -layout
4. golds: lookups equal their printed cell, unit/scale equal unit_scale(), the scale is stated on the
   page; computed golds equal their formula; comparisons name the one extreme
5. unanswerable questions name a term absent from their PDF's text
6. score.py --self-test on questions.jsonl
7. names: each invented name absent from /work/shared/corpus (files and PDF text) and from
   /work/main/bench outside this folder
Exits non-zero on any failure.
"""
from __future__ import annotations

import hashlib
import json
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pdfplumber

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import make_docs  # noqa: E402
import make_questions  # noqa: E402
from engine import parse, strip_marker  # noqa: E402

PY = "/work/main/.venv/bin/python"
SCORE = "/work/shared/tools/score.py"
CORPUS = Path("/work/shared/corpus")
BENCH = Path("/work/main/bench")
WORK = Path("/tmp/aitqa-style7work")
FIELDS = ["id", "question", "category", "answer", "evidence", "source", "hard_cases", "question_type"]
AFIELDS = ["kind", "value", "raw", "unit", "scale", "conditions"]
FAILS: list[str] = []


def fail(msg):
    FAILS.append(msg)
    print("  FAIL", msg)


def sha(path):
    return hashlib.sha256(Path(path).read_bytes()).hexdigest()


def pdftext(path, page=None, layout=True):
    cmd = ["pdftotext"] + (["-layout"] if layout else [])
    if page:
        cmd += ["-f", str(page), "-l", str(page)]
    return subprocess.run(cmd + [str(path), "-"], capture_output=True, text=True, check=True).stdout


def norm(s):
    return " ".join(s.split())


class Pages:
    """pdfplumber words of each page of one PDF."""

    def __init__(self, path):
        with pdfplumber.open(path) as pdf:
            self.h = [p.height for p in pdf.pages]
            self.words = [p.extract_words(keep_blank_chars=False, use_text_flow=False) for p in pdf.pages]

    def line(self, page, y, x0, x1):
        """Words whose baseline is at reportlab y and which lie inside [x0, x1]."""
        H = self.h[page - 1]
        ws = [w for w in self.words[page - 1]
              if abs((H - w["bottom"]) - (y - 2.0)) < 2.6 and w["x0"] >= x0 - 1 and w["x1"] <= x1 + 1]
        return " ".join(w["text"] for w in sorted(ws, key=lambda w: w["x0"]))

    def box(self, page, x0, x1, top, bottom):
        H = self.h[page - 1]
        ws = [w for w in self.words[page - 1]
              if w["x0"] >= x0 - 1 and w["x1"] <= x1 + 1 and H - w["top"] <= top + 1 and H - w["bottom"] >= bottom - 1]
        return " ".join(w["text"] for w in sorted(ws, key=lambda w: (round(w["top"]), w["x0"])))


def check_cell(pages, doc, r, c, label_hint=""):
    """The cell (row r, column c) as printed at its recorded place; returns the number of problems."""
    bad = 0
    where = f"{doc.key} {r.label!r}/{c.key}{label_hint}"
    lay = doc.layout["rows"][id(r)]
    pg, y = lay["page"], lay["y"]
    got = pages.line(pg, y, *doc.layout["cols"][c.key])
    want = doc.printed(r, c)
    if got != want:
        fail(f"{where}: column reads {got!r}, expected {want!r}")
        bad += 1
    lab = pages.line(pg, y, *doc.layout["label_x"])
    if lab != lay["lines"][-1]:
        fail(f"{where}: label line reads {lab!r}, expected {lay['lines'][-1]!r}")
        bad += 1
    # header path: on this page if the header is drawn here, else on page 1
    hp = pg if pg in doc.layout["header_pages"] else 1
    cx0, cx1 = doc.layout["cols"][c.key]
    for lev, text in enumerate(c.path):
        hc = [h for h in doc.layout["header"] if h["page"] == hp and h["level"] == lev and h["text"] == text
              and h["x0"] <= cx0 + 0.01 and h["x1"] >= cx1 - 0.01]
        if len(hc) != 1:
            fail(f"{where}: header {text!r} not recorded over the column")
            bad += 1
            continue
        h = hc[0]
        seen = pages.box(hp, h["x0"], h["x1"], h["top"], h["bottom"])
        if norm(text) not in norm(seen):
            fail(f"{where}: header {text!r} reads {seen!r}")
            bad += 1
    # section labels printed somewhere on a page up to this one
    txt = " ".join(norm(pdftext(doc._pdf, p, layout=False)) for p in range(1, pg + 1))
    for s in r.sections:
        if s not in txt:
            fail(f"{where}: section {s!r} not printed")
            bad += 1
    if want not in pdftext(doc._pdf, pg):
        fail(f"{where}: {want!r} not in pdftotext -layout of page {pg}")
        bad += 1
    return bad


def scale_word_ok(text, scale):
    t = text.lower()
    if scale == 1e3:
        return "thousand" in t or "000)" in t or "(000" in t
    if scale == 1e6:
        return "million" in t
    if scale == 0.01:
        return "cent" in t
    return True


def main():
    names = "--no-names" not in sys.argv
    # ---------------------------------------------------------------- 1 determinism
    d1, d2 = WORK / "check_build_a", WORK / "check_build_b"
    docs = make_docs.build(d1)
    make_docs.build(d2)
    same = all(sha(d1 / make_docs.pdf_name(d)) == sha(d2 / make_docs.pdf_name(d)) for d in docs)
    if not same:
        fail("PDFs differ between two builds")
    digest = hashlib.sha256(b"".join(bytes.fromhex(sha(d1 / make_docs.pdf_name(d))) for d in docs)).hexdigest()
    multi = []
    for d in docs:
        d._pdf = d1 / make_docs.pdf_name(d)
        with pdfplumber.open(d._pdf) as pdf:
            n = len(pdf.pages)
        if n != d.pages:
            fail(f"{d.key}: {n} pages, intended {d.pages}")
        if n > 1:
            multi.append(f"{d.key} ({'header repeated' if d.repeat_header else 'header not repeated'})")
    print(f"1. determinism: {len(docs)} PDFs, two builds identical: {same} (sha256 {digest[:12]}); "
          f"two pages: {', '.join(multi)}")

    # ---------------------------------------------------------------- 2 questions.jsonl
    recs = [json.loads(x) for x in (HERE / "questions.jsonl").read_text(encoding="utf-8").splitlines() if x.strip()]
    fresh = make_questions.build(docs)
    if recs != fresh:
        fail("questions.jsonl differs from make_questions.build(); rerun make_questions.py")
    ids = [r["id"] for r in recs]
    if len(set(ids)) != len(ids):
        fail("duplicate ids")
    for i, r in enumerate(recs, 1):
        if list(r) != FIELDS or list(r["answer"]) != AFIELDS:
            fail(f"{r['id']}: fields {list(r)} / {list(r['answer'])}")
        if r["id"] != f"as7-{i:03d}":
            fail(f"{r['id']}: id out of sequence")
        if r["source"] != "aitqa-style7":
            fail(f"{r['id']}: source {r['source']}")
        for ev in r["evidence"]:
            p = d1 / ev["doc"]
            if not p.exists():
                fail(f"{r['id']}: no {ev['doc']}")
                continue
            with pdfplumber.open(p) as pdf:
                if not 1 <= ev["page"] <= len(pdf.pages):
                    fail(f"{r['id']}: page {ev['page']} missing")
    qtexts = Counter(r["question"].lower() for r in recs)
    for q, n in qtexts.items():
        if n > 1:
            fail(f"question asked {n} times: {q}")
    used = {r["evidence"][0]["doc"] for r in recs}
    for d in docs:
        if make_docs.pdf_name(d) not in used:
            fail(f"{d.key}: no question")
    print(f"2. questions.jsonl matches build(): {recs == fresh} ({len(recs)} questions over {len(used)} PDFs); "
          f"format, ids, evidence: {'ok' if not FAILS else 'see failures'}")

    # ---------------------------------------------------------------- 3 + 4 positions and golds
    by = {d.key: d for d in docs}
    pages = {d.key: Pages(d._pdf) for d in docs}
    ncells = n2 = 0
    nq = Counter()
    for spec, r in zip(make_questions.SPECS, recs):
        d = by[spec["doc"]]
        cells = [make_questions.resolve(d, cl) for cl in spec["cells"]]
        for row, col in cells:
            check_cell(pages[d.key], d, row, col, f" ({r['id']})")
            ncells += 1
            if d.layout["rows"][id(row)]["page"] > 1:
                n2 += 1
        a = r["answer"]
        cat = r["category"]
        nq[cat] += 1
        pg_pages = sorted({d.layout["rows"][id(row)]["page"] for row, _ in cells}) or [1]
        if [e["page"] for e in r["evidence"]] != pg_pages:
            fail(f"{r['id']}: evidence pages {r['evidence']} vs {pg_pages}")
        printed = [d.printed(row, col) for row, col in cells]
        nums = [parse(p) for p in printed]
        if cat == "lookup":
            row, col = cells[0]
            if a["raw"] != printed[0]:
                fail(f"{r['id']}: raw {a['raw']!r} != printed {printed[0]!r}")
            if a["kind"] == "number":
                if a["value"] != nums[0] or parse(a["raw"]) != a["value"]:
                    fail(f"{r['id']}: value {a['value']} vs printed {printed[0]!r}")
                if (a["unit"], a["scale"]) != d.unit_scale(row, col):
                    fail(f"{r['id']}: unit/scale {(a['unit'], a['scale'])} vs {d.unit_scale(row, col)}")
            elif a["kind"] != "text" or nums[0] is not None:
                fail(f"{r['id']}: kind {a['kind']} for {printed[0]!r}")
        elif cat in ("difference", "sum", "percent_change"):
            if cat == "difference":
                want = nums[0] - nums[1]
            elif cat == "sum":
                want = sum(nums)
            else:
                want = round((nums[0] - nums[1]) / abs(nums[1]) * 100, 1)
            if abs(a["value"] - want) > 1e-6:
                fail(f"{r['id']}: {cat} {a['value']} != {want}")
            if cat != "percent_change":
                us = {d.unit_scale(row, col) for row, col in cells}
                if len(us) != 1 or (a["unit"], a["scale"]) != us.pop():
                    fail(f"{r['id']}: operands' unit/scale")
            elif (a["unit"], a["scale"]) != ("%", 1) or a["raw"] != f"{a['value']:.1f}%":
                fail(f"{r['id']}: percent change format")
        elif cat == "comparison":
            vals = sorted(zip(nums, spec["names"]), reverse=spec["pick"] == "max")
            if vals[0][0] == vals[1][0] or a["value"] != vals[0][1]:
                fail(f"{r['id']}: comparison gold {a['value']!r}, extreme {vals[0]}")
            if a["value"] not in norm(pdftext(d._pdf, layout=False)):
                fail(f"{r['id']}: {a['value']!r} not printed")
        if a["kind"] == "number":
            txt = " ".join(pdftext(d._pdf, p) for p in [1] + [e["page"] for e in r["evidence"]])
            if not scale_word_ok(txt, a["scale"]):
                fail(f"{r['id']}: scale {a['scale']} not stated on the page")
            if a["unit"] == "%" and "%" not in a["raw"] and cat != "difference":
                fail(f"{r['id']}: % gold without % in raw")
    print(f"3. positions: {ncells} cells behind {len(recs) - nq['unanswerable']} answerable questions found on "
          f"their row line, in their column's x-range, under their header path ({n2} on a second page)")
    print(f"4. golds: {nq['lookup']} lookups equal their printed cell; "
          f"{nq['difference'] + nq['sum'] + nq['percent_change']} differences/sums/percent changes equal their "
          f"formula; {nq['comparison']} comparisons name the extreme; scales stated on the page")

    # ---------------------------------------------------------------- 5 unanswerable
    nna = 0
    for spec, r in zip(make_questions.SPECS, recs):
        if r["category"] != "unanswerable":
            continue
        nna += 1
        d = by[spec["doc"]]
        txt = pdftext(d._pdf, layout=False).lower()
        if spec["absent"].lower() in txt:
            fail(f"{r['id']}: {spec['absent']!r} is in {d.key}'s text")
        if spec["absent"].lower() not in r["question"].lower():
            fail(f"{r['id']}: absent term not in the question")
        if r["answer"]["kind"] != "none":
            fail(f"{r['id']}: kind {r['answer']['kind']}")
    print(f"5. unanswerable: {nna} questions ({nna / len(recs):.1%}); each names a term absent from its PDF's text")
    print("   categories: " + ", ".join(f"{k} {v}" for k, v in sorted(nq.items())))

    # ---------------------------------------------------------------- 6 score.py self-test
    p = subprocess.run([PY, SCORE, "--self-test", "--questions", str(HERE / "questions.jsonl")],
                       capture_output=True, text=True)
    ok = p.returncode == 0 and "self-test passed" in p.stdout
    if not ok:
        fail("score.py self-test:\n" + p.stdout + p.stderr)
    print(f"6. score.py --self-test --questions questions.jsonl: {'passed' if ok else 'FAILED'}")

    # ---------------------------------------------------------------- 7 names
    if names:
        cache = WORK / "corpus_pdf_text"
        cache.mkdir(parents=True, exist_ok=True)
        pdfs = sorted(CORPUS.rglob("*.pdf"))
        texts = []
        for i, pdf in enumerate(pdfs):
            out = cache / (hashlib.sha1(str(pdf).encode()).hexdigest() + ".txt")
            if not out.exists():
                out.write_text(pdftext(pdf, layout=False))
            texts.append(out.read_text().lower())
        corpus_text = "\n".join(texts)
        hits = []
        for name in make_docs.NAMES:
            g = subprocess.run(["grep", "-ril", name, str(BENCH), str(CORPUS)], capture_output=True, text=True)
            files = [f for f in g.stdout.splitlines() if not f.startswith(str(HERE))]
            if files or name.lower() in corpus_text:
                hits.append(f"{name}: {files[:3]} {'(corpus PDF text)' if name.lower() in corpus_text else ''}")
        for h in hits:
            fail("name found elsewhere: " + h)
        print(f"7. names: {len(make_docs.NAMES)} names ({', '.join(make_docs.NAMES[:8])}, ...) checked against "
              f"{len(pdfs)} corpus PDFs' text, the corpus files and bench/ outside this set: "
              f"{'no hits' if not hits else str(len(hits)) + ' hits'}")
    else:
        print("7. names: skipped (--no-names)")

    if FAILS:
        print(f"{len(FAILS)} check(s) FAILED")
        return 1
    print("all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
