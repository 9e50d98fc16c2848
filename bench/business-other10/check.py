"""Checks for bench/business-other10 (run from /work/main with the project's venv):

    .venv/bin/python bench/business-other10/check.py

1. Determinism: make_docs.py run twice into two temporary directories, sha256 of every PDF compared;
   make_questions.py run twice, questions.jsonl compared byte for byte.
2. Every PDF opens with pdfplumber, has the expected number of pages, and every table caption is found as a
   line of its page.
3. Record format: ids bo10-001 ... in order, keys in order, categories from business-dev's list, answer kinds
   well formed, `none` exactly for unanswerable questions (and without evidence), question texts unique.
4. Evidence against the text layer (pdfplumber words grouped into lines and cells): a table's region on a page
   runs from its caption line to the next caption line (or the page end). For every evidence cell, the row
   label is exactly one cell of exactly one line in the region, and the column header (for "A > B": B, below
   a cell A) is a cell in the region above that line (a header wrapped over two header rows is accepted as
   two stacked cells).
5. Single-cell lookups (lookup, lookup_header_path, range_lookup, transposed_lookup, multi_page_lookup): the
   cell on the row's line under the column header reads exactly the gold's raw, and raw parses to the gold
   value.
6. Computed golds (everything else answerable): recomputed from the cell texts read back at the evidence
   cells with the question's recompute function and compared with the gold.
7. Unanswerable questions: the terms they rest on are absent from the document's text.
8. Names: each fictional company name has no hit under /work/main/bench (this directory excluded) nor under
   /work/shared/corpus (grep -ril, counts only).
9. /work/shared/tools/score.py --self-test on questions.jsonl.

Never runs, imports or reads tabsql.
"""
from __future__ import annotations

import hashlib
import json
import subprocess
import sys
import tempfile
from pathlib import Path

import pdfplumber

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import make_docs as d  # noqa: E402
import make_questions as mq  # noqa: E402

PY = sys.executable
GAP = 4.0
LOOKUPS = {"lookup", "lookup_header_path", "range_lookup", "transposed_lookup", "multi_page_lookup"}
CATEGORIES = {"lookup", "lookup_header_path", "unanswerable", "cross_document", "range_lookup", "transposed_lookup",
              "multi_page_lookup", "argmax", "argmin", "compare_two", "count", "sum", "average", "percent_change",
              "filter_list", "difference"}
HARD = {"borderless", "vat_condition", "merged_cell", "locale_number", "header_path", "unit_in_header", "synonym",
        "footnote", "range_match", "transposed", "multi_page", "scanned", "total_row", "missing_row"}
PAGES = {d.UB_DOC: 2, d.SJ_DOC: 2}
KEYS = ["id", "question", "category", "answer", "evidence", "hard_cases", "family", "source"]
FAIL: list[str] = []
STATS: dict[str, int] = {}


def fail(msg: str) -> None:
    FAIL.append(msg)
    print("FAIL", msg)


def stat(k: str, n: int = 1) -> None:
    STATS[k] = STATS.get(k, 0) + n


# ----------------------------------------------------------------------------- 1. determinism
def build(out: Path) -> dict[str, str]:
    subprocess.run([PY, str(HERE / "make_docs.py"), str(out)], check=True)
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in sorted(out.glob("*.pdf"))}


tmp = Path(tempfile.mkdtemp(prefix="bo10check-"))
h1, h2 = build(tmp / "a"), build(tmp / "b")
if h1 != h2 or len(h1) != 12:
    fail(f"make_docs not deterministic or not 12 PDFs: {len(h1)} files")
else:
    print(f"ok  determinism: 12 PDFs, identical sha256 over two builds")
qs_bytes = []
for _ in range(2):
    subprocess.run([PY, str(HERE / "make_questions.py")], check=True, capture_output=True)
    qs_bytes.append((HERE / "questions.jsonl").read_bytes())
if qs_bytes[0] != qs_bytes[1]:
    fail("make_questions not deterministic")
else:
    print("ok  determinism: questions.jsonl byte-identical over two runs")
DOCS = tmp / "a"
d.main(tmp / "c")  # fills d.CAPTIONS in this process


# ----------------------------------------------------------------------------- text layer
class Page:
    def __init__(self, page):
        words = sorted(page.extract_words(), key=lambda w: (w["top"], w["x0"]))
        lines: list[list[dict]] = []
        for w in words:
            if lines and abs(lines[-1][0]["top"] - w["top"]) <= 2.0:
                lines[-1].append(w)
            else:
                lines.append([w])
        self.lines = []
        for ln in lines:
            ln.sort(key=lambda w: w["x0"])
            cells, cur = [], [ln[0]]
            for w in ln[1:]:
                if w["x0"] - cur[-1]["x1"] > GAP:
                    cells.append(cur)
                    cur = [w]
                else:
                    cur.append(w)
            cells.append(cur)
            self.lines.append({"top": ln[0]["top"], "text": " ".join(w["text"] for w in ln),
                               "cells": [{"text": " ".join(w["text"] for w in c), "x0": c[0]["x0"],
                                          "x1": c[-1]["x1"], "top": c[0]["top"]} for c in cells]})
        self.height = page.height
        self.text = page.extract_text() or ""


PDF: dict[str, list[Page]] = {}
for name in sorted(h1):
    with pdfplumber.open(DOCS / name) as pdf:
        PDF[name] = [Page(p) for p in pdf.pages]
    want = PAGES.get(name, 1)
    if len(PDF[name]) != want:
        fail(f"{name}: {len(PDF[name])} pages, expected {want}")


def region(doc: str, table: str, page: int) -> tuple[float, float] | None:
    caps = d.CAPTIONS[doc]
    pg = PDF[doc][page - 1]
    mine = [c for c in caps if c[0] == table and c[1] == page]
    if len(mine) != 1:
        return None
    tops = {}
    for tid, p, text in caps:
        if p != page:
            continue
        hits = [ln["top"] for ln in pg.lines if ln["text"] == text]
        if len(hits) != 1:
            return None
        tops[tid] = hits[0]
    start = tops[table]
    later = [t for t in tops.values() if t > start]
    return start + 1, min(later) if later else pg.height


for doc, caps in d.CAPTIONS.items():
    for tid, page, text in caps:
        if region(doc, tid, page) is None:
            fail(f"{doc}: caption {text!r} (table {tid}, page {page}) not found once")
print(f"ok  {sum(len(c) for c in d.CAPTIONS.values())} captions checked" if not FAIL else "captions checked")


def read_cell(e: dict) -> tuple[str | None, str]:
    """The printed text at an evidence cell, or (None, why)."""
    doc, page = e["doc"], e["page"]
    if doc not in PDF or not 1 <= page <= len(PDF[doc]):
        return None, "no such doc/page"
    pg = PDF[doc][page - 1]
    reg = region(doc, e["table"], page)
    if reg is None:
        return None, "no region"
    lines = [ln for ln in pg.lines if reg[0] <= ln["top"] < reg[1]]
    rows = [(ln, c) for ln in lines for c in ln["cells"] if c["text"] == e["row"]]
    if len(rows) != 1:
        return None, f"row {e['row']!r} found {len(rows)} times"
    rln, rcell = rows[0]
    above = [ln for ln in lines if ln["top"] < rln["top"] - 1]
    path = e["column"].split(" > ")
    leaf = path[-1]
    heads = [(ln, c) for ln in above for c in ln["cells"] if c["text"] == leaf]
    if not heads:  # a header wrapped over two header rows: stacked cells
        toks = leaf.split()
        for k in range(1, len(toks)):
            a, b = " ".join(toks[:k]), " ".join(toks[k:])
            for i, ln in enumerate(above[:-1]):
                for ca in ln["cells"]:
                    if ca["text"] != a:
                        continue
                    for cb in above[i + 1]["cells"]:
                        if cb["text"] == b and cb["x0"] < ca["x1"] and ca["x0"] < cb["x1"]:
                            heads.append((above[i + 1], cb))
    if len(path) == 2:  # the child's nearest cell (by centre) on the parent's line must be the parent
        def mid(c):
            return (c["x0"] + c["x1"]) / 2
        plines = [ln for ln in above if any(c["text"] == path[0] for c in ln["cells"])]
        heads = [(ln, c) for ln, c in heads
                 if any(pl["top"] < ln["top"] - 1
                        and min(pl["cells"], key=lambda pc: abs(mid(pc) - mid(c)))["text"] == path[0]
                        for pl in plines)]
    if len(heads) != 1:
        return None, f"column {e['column']!r} found {len(heads)} times"
    _, hc = heads[0]
    cands = [c for c in rln["cells"] if c is not rcell]
    if not cands:
        return None, "empty row"

    def score(c):
        ov = min(c["x1"], hc["x1"]) - max(c["x0"], hc["x0"])
        return (ov > 0, ov if ov > 0 else -abs((c["x0"] + c["x1"]) / 2 - (hc["x0"] + hc["x1"]) / 2))
    best = max(cands, key=score)
    if score(best)[0] is False and abs((best["x0"] + best["x1"]) / 2 - (hc["x0"] + hc["x1"]) / 2) > 40:
        return None, "no cell under the column"
    return best["text"], ""


# ----------------------------------------------------------------------------- 3. records
recs = [json.loads(l) for l in (HERE / "questions.jsonl").read_text(encoding="utf-8").splitlines()]
mem = mq.QUESTIONS
if len(recs) != len(mem):
    fail("questions.jsonl and make_questions disagree")
seen_q = set()
for k, (r, m) in enumerate(zip(recs, mem), 1):
    rid = r["id"]
    if rid != f"bo10-{k:03d}" or list(r) != KEYS:
        fail(f"{rid}: id or keys wrong {list(r)}")
    if r["question"] in seen_q:
        fail(f"{rid}: duplicate question text")
    seen_q.add(r["question"])
    if r["category"] not in CATEGORIES:
        fail(f"{rid}: category {r['category']}")
    if set(r["hard_cases"]) - HARD:
        fail(f"{rid}: hard cases {set(r['hard_cases']) - HARD}")
    if r["source"] != "business-other10" or r["family"] not in set(d.FAMILY.values()):
        fail(f"{rid}: source/family")
    a = r["answer"]
    if (a["kind"] == "none") != (r["category"] == "unanswerable"):
        fail(f"{rid}: kind none iff unanswerable")
    if a["kind"] == "none":
        if r["evidence"] or a["value"] is not None:
            fail(f"{rid}: unanswerable with evidence/value")
    else:
        if not r["evidence"]:
            fail(f"{rid}: no evidence")
        for e in r["evidence"]:
            if list(e) != ["doc", "page", "table", "row", "column"] or e["doc"] not in d.FAMILY:
                fail(f"{rid}: evidence record {e}")
    if a["kind"] == "number" and not isinstance(a["value"], (int, float)):
        fail(f"{rid}: number value")
    if a["kind"] == "list" and not isinstance(a["value"], list):
        fail(f"{rid}: list value")
    if a["kind"] == "text" and not isinstance(a["value"], str):
        fail(f"{rid}: text value")
print(f"ok  record format: {len(recs)} records")

# ----------------------------------------------------------------------------- 4-7. evidence, lookups, computed
for r, m in zip(recs, mem):
    rid, a, cat = r["id"], r["answer"], r["category"]
    cells = []
    for e in r["evidence"]:
        txt, why = read_cell(e)
        stat("evidence cells")
        if txt is None:
            fail(f"{rid}: evidence {e['doc']} p{e['page']} {e['table']} {e['row']!r} / {e['column']!r}: {why}")
        cells.append(txt)
    if a["kind"] == "none":
        for doc, terms in m["_absent"].items():
            low = "\n".join(p.text for p in PDF[doc]).lower()
            for t in terms:
                if t.lower() in low:
                    fail(f"{rid}: unanswerable term {t!r} occurs in {doc}")
        stat("unanswerable checked")
        continue
    if None in cells:
        continue
    if cat in LOOKUPS:
        stat("single-cell lookups")
        if cells[0] != a["raw"]:
            fail(f"{rid}: cell reads {cells[0]!r}, gold raw {a['raw']!r}")
        v = mq.n(a["raw"])
        if v is None or abs(v - a["value"]) > 1e-9:
            fail(f"{rid}: raw {a['raw']!r} does not parse to {a['value']}")
        continue
    calc = m.get("_calc")
    if calc is None:
        fail(f"{rid}: computed gold without a recompute rule")
        continue
    got = calc(cells)
    stat("computed golds")
    if a["kind"] == "number":
        tol = 1e-6
        if a.get("decimals") is not None:
            tol = 0.5 * 10 ** -a["decimals"]
        elif a.get("tolerance"):
            tol = 0.005 + 1e-9
        if abs(got - a["value"]) > tol:
            fail(f"{rid}: recomputed {got} != gold {a['value']}")
    elif a["kind"] == "list":
        if sorted(got) != sorted(a["value"]):
            fail(f"{rid}: recomputed {got} != gold {a['value']}")
    elif a["kind"] == "text":
        if got != a["value"]:
            fail(f"{rid}: recomputed {got!r} != gold {a['value']!r}")
print("evidence / lookup / computed / unanswerable checks: " + ", ".join(f"{k} {v}" for k, v in STATS.items()))

# ----------------------------------------------------------------------------- mutation test of the lookup check
# Every single-cell lookup's evidence is moved to another row and to another column of the same table (labels
# taken from the other evidence cells of the set, and for two-level headers the other parent); the cell read
# there must not be the gold's raw (or must not be found). A lookup none of whose mutations is caught fails.
labels: dict[tuple, tuple[set, set]] = {}
for r in recs:
    for e in r["evidence"]:
        rows_, cols_ = labels.setdefault((e["doc"], e["table"], e["page"]), (set(), set()))
        rows_.add(e["row"])
        cols_.add(e["column"])
mut_total = mut_caught = 0
SAME: list[str] = []
for r in recs:
    if r["category"] not in LOOKUPS:
        continue
    e = r["evidence"][0]
    rows_, cols_ = labels[(e["doc"], e["table"], e["page"])]
    alts = [dict(e, row=x) for x in sorted(rows_ - {e["row"]})] + [dict(e, column=x) for x in sorted(cols_ - {e["column"]})]
    if " > " in e["column"]:
        parents = sorted({c.split(" > ")[0] for c in cols_ if " > " in c} - {e["column"].split(" > ")[0]})
        alts += [dict(e, column=p + " > " + e["column"].split(" > ")[1]) for p in parents]
    caught_here = 0
    for alt in alts:
        txt, _ = read_cell(alt)
        mut_total += 1
        if txt != r["answer"]["raw"]:
            caught_here += 1
        else:
            SAME.append(f"{r['id']} {alt['row']!r} / {alt['column']!r} = {txt!r}")
    mut_caught += caught_here
    if alts and not caught_here:
        fail(f"{r['id']}: no mutation of its evidence changes the cell read")
print(f"ok  mutation test: {mut_caught}/{mut_total} moved evidence cells read something other than the gold "
      f"(the rest are equal values elsewhere in the table: {'; '.join(SAME)})")

# ----------------------------------------------------------------------------- derived figures in the PDFs
def line_numbers(doc, page, label):
    for ln in PDF[doc][page - 1].lines:
        if ln["cells"][0]["text"] == label:
            return [mq.n(c["text"]) for c in ln["cells"][1:]]
    return None


pl = {lab: line_numbers(d.SJ_DOC, 1, lab) for lab, _, _ in d.sj_pl()}
bs = {lab: line_numbers(d.SJ_DOC, 2, lab) for lab, v, _ in d.sj_bs() if v is not None}
for y in range(2):
    ok = (pl["Gross profit"][y] == pl["Turnover"][y] + pl["Cost of sales"][y]
          and pl["Operating profit"][y] == pl["Gross profit"][y] + pl["Administrative expenses"][y]
          + pl["Other operating income"][y]
          and pl["Profit before taxation"][y] == pl["Operating profit"][y] + pl["Interest payable and similar charges"][y]
          and pl["Profit for the financial year"][y] == pl["Profit before taxation"][y] + pl["Tax on profit"][y]
          and bs["Total current assets"][y] == bs["Stocks"][y] + bs["Debtors"][y] + bs["Cash at bank and in hand"][y]
          and bs["Net assets"][y] == bs["Shareholders' funds"][y]
          == bs["Called up share capital"][y] + bs["Profit and loss account"][y]
          and bs["Net assets"][y] == bs["Tangible assets"][y] + bs["Total current assets"][y]
          + bs["Creditors: amounts falling due within one year"][y]
          + bs["Creditors: amounts falling due after more than one year"][y])
    if not ok:
        fail(f"Sollerton statements do not add up (column {y})")
for name, *_ in d.MB_REGIONS + [("Total",)]:
    v = line_numbers(d.MB_DOC, 1, name)
    if v is None or sum(v[:4]) != v[4] or abs(round((v[4] - v[5]) / v[5] * 100, 1) - v[6]) > 0.051:
        fail(f"Marlstone row {name} does not add up")
print("ok  derived figures (Sollerton statements, Marlstone FY and change %) read back and add up"
      if not [f for f in FAIL if "add up" in f] else "derived figures checked")

# ----------------------------------------------------------------------------- 8. names
for nm in d.NAMES:
    out = subprocess.run(f"grep -ril {nm!r} /work/main/bench --exclude-dir=business-other10 /work/shared/corpus "
                         f"2>/dev/null | wc -l", shell=True, capture_output=True, text=True).stdout.strip()
    if out != "0":
        fail(f"name {nm} found in {out} files elsewhere")
print(f"ok  names: {len(d.NAMES)} company names unique" if not [f for f in FAIL if f.startswith("name")] else "")

# ----------------------------------------------------------------------------- 9. score.py self-test
res = subprocess.run([sys.executable, "/work/shared/tools/score.py", "--self-test", "--questions",
                      str(HERE / "questions.jsonl")], capture_output=True, text=True)
print(res.stdout.strip())
if res.returncode != 0 or "self-test passed" not in res.stdout:
    fail("score.py --self-test failed")

import shutil  # noqa: E402
shutil.rmtree(tmp, ignore_errors=True)
print()
print("ALL CHECKS PASSED" if not FAIL else f"{len(FAIL)} FAILURES")
sys.exit(1 if FAIL else 0)
