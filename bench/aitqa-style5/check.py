"""Checks for bench/aitqa-style5 (run with /work/main/.venv/bin/python bench/aitqa-style5/check.py).

1. determinism: make_docs.py run twice into fresh folders gives identical bytes; page counts as modelled
2. questions.jsonl equals make_questions.build(); record format; ids unique and in order; evidence PDFs/pages exist
3. positions (pdfplumber words): each cell a gold rests on is printed on its row's line (row label found,
   repeated labels counted in order), inside its column's x-range, with its header path above it
   (read on page 1 when page 2 does not repeat the header)
4. golds from the page: lookups equal the printed cell (raw and value); differences / sums / percent
   changes equal their formula over the printed numbers; comparisons name the printed extreme
5. unanswerable questions: the terms they ask about do not occur in the PDF text (pdftotext)
6. score.py --self-test on questions.jsonl
7. names: the invented names occur nowhere in /work/shared/corpus (files and PDF text) or in bench/ outside this set
"""
from __future__ import annotations

import filecmp
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
import make_docs  # noqa: E402
import make_questions  # noqa: E402
from engine import MARGIN, parse, strip_marker  # noqa: E402

PY = sys.executable
FIELDS = ["id", "question", "category", "answer", "evidence", "source", "hard_cases", "question_type"]
AFIELDS = ["kind", "value", "raw", "unit", "scale", "conditions"]
problems = []


def fail(msg):
    problems.append(msg)


def lines_of(words):
    """Group words into lines by their top (within 1.5 pt)."""
    out = []
    for w in sorted(words, key=lambda w: (round(w["top"], 1), w["x0"])):
        if out and abs(out[-1][0] - w["top"]) < 1.5:
            out[-1][1].append(w)
        else:
            out.append([w["top"], [w]])
    return [(t, sorted(ws, key=lambda w: w["x0"])) for t, ws in out]


def join(ws):
    return " ".join(w["text"] for w in ws)


def subseq(tokens, hay):
    it = iter(hay)
    return all(any(t == h for h in it) for t in tokens)


class Page:
    def __init__(self, pdf, doc, pno):
        self.doc, self.pno = doc, pno
        self.words = pdf.pages[pno - 1].extract_words(x_tolerance=1.5, y_tolerance=2)
        w = doc.widths()
        self.edges = [MARGIN + 6]   # the frame's 6 pt padding
        for x in w:
            self.edges.append(self.edges[-1] + x)
        self.label_lines = lines_of([x for x in self.words if x["x0"] < self.edges[1] - 2])

    def label_top(self, row):
        rows = [r for r in self.doc.rows if self.doc.page_of(r) == self.pno]
        k = [r for r in rows if r.label == row.label].index(row)
        tops = [t for t, ws in self.label_lines if join(ws) == row.label]
        # the caption may repeat a label's words; labels are matched after the header
        tops = [t for t in tops if t > self.first_body_top(strict=False) - 0.5]
        return tops[k] if k < len(tops) else None

    def first_body_top(self, strict=True):
        rows = [r for r in self.doc.rows if self.doc.page_of(r) == self.pno]
        cap = self.caption_top()
        tops = [t for t, ws in self.label_lines if join(ws) == rows[0].label and t > cap]
        return tops[0] if tops else None

    def caption_top(self):
        cap = self.doc.caption if self.pno == 1 else (self.doc.caption or self.doc.short) + " (continued)"
        first = cap.split()[0]
        for t, ws in lines_of(self.words):
            if join(ws).startswith(cap[:40]) or (ws[0]["text"] == first and join(ws).startswith(cap.split(" ")[0])
                                                 and abs(ws[0]["x0"] - MARGIN) < 2 and t > 40 and cap[:20] in join(ws)):
                return t
        return 0

    def in_col(self, a, b, top=None, tol=3.0):
        lo, hi = self.edges[a], self.edges[b + 1]
        return [w for w in self.words if lo <= (w["x0"] + w["x1"]) / 2 <= hi and (top is None or abs(w["top"] - top) < tol)]


def check_cell(pdfs, doc, row, col, where):
    pno = doc.page_of(row)
    pg = pdfs[(doc.key, pno)]
    top = pg.label_top(row)
    if top is None:
        fail(f"{where}: row label {row.label!r} not found on page {pno}")
        return None
    vi = doc.value_index(col)
    got = join(sorted(pg.in_col(vi, vi, top), key=lambda w: w["x0"]))
    want = row.cells[col]
    if got != want:
        fail(f"{where}: cell {row.label!r}/{col}: printed {got!r}, model {want!r}")
        return None
    if doc.col(col).dollar and row.dollar and want not in ("", "—"):
        di = doc.dollar_index(col)
        if join(pg.in_col(di, di, top)) != "$":
            fail(f"{where}: no '$' beside {row.label!r}/{col}")
    # header path
    hp_page = pno if (pno == 1 or doc.repeat) else 1
    hpg = pdfs[(doc.key, hp_page)]
    lo, hi = hpg.caption_top() + 2, hpg.first_body_top() - 1
    for text, a, b in doc.col_header_path(col):
        ws = sorted([w for w in hpg.in_col(a, b) if lo < w["top"] < hi], key=lambda w: (round(w["top"]), w["x0"]))
        if not subseq(text.split(), [w["text"] for w in ws]):
            fail(f"{where}: header {text!r} not above column {col} (saw {join(ws)!r})")
    # the row's section labels are printed above it
    for s in doc.sections_of(row):
        spg = pdfs[(doc.key, doc.page_of(s))]
        if not any(join(ws) == s.label for t, ws in spg.label_lines):
            fail(f"{where}: section {s.label!r} not printed")
    return parse(got), got


def main():
    names = "--no-names" not in sys.argv
    docs = make_docs.docs()
    tmp = Path(tempfile.mkdtemp(prefix="as5check-"))
    # 1. determinism
    for k in ("a", "b"):
        subprocess.run([PY, str(HERE / "make_docs.py"), str(tmp / k)], check=True, capture_output=True)
    same = all(filecmp.cmp(tmp / "a" / d.pdf, tmp / "b" / d.pdf, shallow=False) for d in docs.values())
    digest = hashlib.sha256(b"".join((tmp / "a" / d.pdf).read_bytes() for d in docs.values())).hexdigest()[:12]
    if not same:
        fail("PDFs differ between two builds")
    pdfs, pagefail = {}, []
    opened = {}
    for d in docs.values():
        pdf = pdfplumber.open(tmp / "a" / d.pdf)
        opened[d.key] = pdf
        if len(pdf.pages) != d.pages:
            pagefail.append(d.key)
        for p in range(1, min(d.pages, len(pdf.pages)) + 1):
            pdfs[(d.key, p)] = Page(pdf, d, p)
    if pagefail:
        fail(f"page counts differ: {pagefail}")
    split = [d.key for d in docs.values() if d.split is not None]
    print(f"1. determinism: {len(docs)} PDFs, two builds identical: {same} (sha256 {digest}); "
          f"over two pages: {', '.join(k + (' (header repeated)' if docs[k].repeat else ' (header not repeated)') for k in split)}; "
          f"page problems: {pagefail or 'none'}")

    # 2. fresh gold and format
    built = make_questions.build()
    onfile = [json.loads(x) for x in open(HERE / "questions.jsonl", encoding="utf-8")]
    if built != onfile:
        fail("questions.jsonl differs from make_questions.build()")
    ids = [q["id"] for q in onfile]
    if ids != [f"as5-{i:03d}" for i in range(1, len(ids) + 1)] or len(set(ids)) != len(ids):
        fail("ids not unique / in order")
    for q in onfile:
        if list(q) != FIELDS or list(q["answer"]) != AFIELDS:
            fail(f"{q['id']}: fields {list(q)} / {list(q['answer'])}")
        if q["answer"]["kind"] not in ("number", "text", "none") or q["source"] != "aitqa-style5":
            fail(f"{q['id']}: kind/source")
        if q["answer"]["kind"] == "none" and any(q["answer"][k] is not None for k in ("value", "raw", "unit", "scale")):
            fail(f"{q['id']}: none with values")
        for e in q["evidence"]:
            key = e["doc"][4:7]
            if (key, e["page"]) not in pdfs:
                fail(f"{q['id']}: evidence {e} missing")
    print(f"2. questions.jsonl matches build(): {built == onfile} ({len(onfile)} questions); format, ids, evidence: "
          f"{'ok' if not problems else 'see problems'}")

    # 3 + 4. positions and golds
    n_cells = n_look = n_arith = n_cmp = n_p2 = 0
    for q in onfile:
        if q["category"] == "unanswerable":
            continue
        tk, doc, used, spec = make_questions.USED[q["id"]]
        printed = []
        for row, col in used:
            r = check_cell(pdfs, doc, row, col, q["id"])
            n_cells += 1
            n_p2 += doc.page_of(row) == 2
            printed.append(r)
        if any(p is None for p in printed):
            continue
        a = q["answer"]
        if q["category"] == "lookup":
            n_look += 1
            v, txt = printed[0]
            if doc.col(used[0][1]).text:
                ok = a["value"] == txt
            else:
                ok = a["value"] == v and a["raw"] == strip_marker(txt)
            if not ok:
                fail(f"{q['id']}: lookup gold {a['value']!r}/{a['raw']!r} vs printed {txt!r}")
        elif q["category"] in ("difference", "sum", "percent_change"):
            n_arith += 1
            vals = [p[0] for p in printed]
            want = {"difference": lambda: vals[0] - vals[1], "sum": lambda: sum(vals),
                    "percent_change": lambda: round((vals[0] - vals[1]) / abs(vals[1]) * 100, 1)}[q["category"]]()
            if abs(want - a["value"]) > 1e-6:
                fail(f"{q['id']}: {q['category']} gold {a['value']} vs {want}")
        elif q["category"] == "comparison":
            n_cmp += 1
            vals = [p[0] or 0 for p in printed]
            best = max(vals) if spec[4] == "max" else min(vals)
            if vals.count(best) != 1 or strip_marker(used[vals.index(best)][0].label) != a["value"]:
                fail(f"{q['id']}: comparison gold {a['value']!r}")
        # unit / scale backed by the page text
        if a["kind"] == "number":
            text = " ".join(w["text"] for p in range(1, doc.pages + 1) for w in pdfs[(tk, p)].words).lower()
            need = {1e3: ("thousand", "(000s)"), 1e6: ("million",), 0.01: ("cents",)}.get(a["scale"])
            if need and not any(n in text for n in need):
                fail(f"{q['id']}: scale {a['scale']} not stated on the page")
            if a["unit"] == "%" and q["category"] == "lookup" and "%" not in printed[0][1] and "%" not in text:
                fail(f"{q['id']}: % unit without %")
    print(f"3. positions: {n_cells} cells behind {len(onfile) - sum(q['category'] == 'unanswerable' for q in onfile)} "
          f"answerable questions found on their row line, in their column's x-range, under their header path "
          f"({n_p2} on a second page)")
    print(f"4. golds from the page: {n_look} lookups equal their printed cell; {n_arith} differences/sums/percent "
          f"changes equal their formula over printed numbers; {n_cmp} comparisons name the printed extreme; "
          f"scales backed by page text")

    # 5. unanswerables
    n_none = 0
    for q in onfile:
        if q["category"] != "unanswerable":
            continue
        tk, doc, used, spec = make_questions.USED[q["id"]]
        txt = subprocess.run(["pdftotext", "-layout", str(tmp / "a" / doc.pdf), "-"], capture_output=True,
                             text=True).stdout.lower()
        for term in spec[3]:
            if term.lower() in txt:
                fail(f"{q['id']}: term {term!r} occurs in {doc.pdf}")
            if term.lower() not in q["question"].lower():
                fail(f"{q['id']}: term {term!r} not in the question")
        n_none += 1
    print(f"5. unanswerable: {n_none} questions; each names a term absent from its PDF's text")

    # 6. scorer self-test
    r = subprocess.run([sys.executable, "/work/shared/tools/score.py", "--self-test", "--questions",
                        str(HERE / "questions.jsonl")], capture_output=True, text=True)
    if r.returncode != 0 or "self-test passed" not in r.stdout:
        fail("score.py --self-test failed:\n" + r.stdout + r.stderr)
    print("6. score.py --self-test: " + ("passed" if r.returncode == 0 else "FAILED"))
    for line in r.stdout.splitlines():
        if line.strip().startswith(("ok", "FAIL")):
            print("     " + line.strip())

    # 7. names
    if names:
        nm = [v[1] for v in make_docs.CO.values()] + make_docs.OTHER_NAMES
        cache = Path("/tmp/as5-corpus-text")
        cache.mkdir(exist_ok=True)
        pdf_files = sorted(Path("/work/shared/corpus").rglob("*.pdf"))
        for p in pdf_files:
            out = cache / (hashlib.md5(str(p).encode()).hexdigest() + ".txt")
            if not out.exists():
                out.write_text(subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True,
                                              errors="replace").stdout)
        hits = []
        for n in nm:
            g = subprocess.run(["grep", "-ril", n, "/work/shared/corpus", str(cache), str(HERE.parent)],
                               capture_output=True, text=True).stdout.split()
            g = [x for x in g if not x.startswith(str(HERE))]
            if g:
                hits.append((n, g[:3]))
        if hits:
            fail(f"names found elsewhere: {hits}")
        print(f"7. names: {len(nm)} names ({', '.join(nm)}) checked against {len(pdf_files)} corpus PDFs' text, "
              f"the corpus files and bench/ outside this set: {'no hits' if not hits else hits}")
    for pdf in opened.values():
        pdf.close()
    if problems:
        print(f"PROBLEMS ({len(problems)}):")
        for p in problems[:60]:
            print("  " + p)
        return 1
    print("all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
