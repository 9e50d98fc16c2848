"""Checks for bench/business-other11 (run with the project's venv, from anywhere):

    /work/main/.venv/bin/python bench/business-other11/check.py

 1. Determinism: make_docs.py run twice into two temporary directories, sha256 of all twelve PDFs equal;
    make_questions.py run twice, questions.jsonl byte-identical.
 2. Page counts as declared (make_docs.PAGES); every table caption found exactly once as a line of its page.
 3. Record format: ids bo11-001 ... in order, keys in order, business-dev categories and hard-case names,
    answer kinds well formed, kind none exactly for unanswerable (no evidence), unique question texts.
 4. Evidence read back from the PDF text layer (pdfplumber words -> lines -> cells split at gaps > 4 pt): the
    table region on a page runs from its caption line to the next caption line (a continuation page without
    caption or header: the whole page, with the column positions taken from the header on the table's first
    page). The row label (last part of the row path) must be exactly one cell of the region; the column header
    (for "A > B": a cell B whose nearest cell on a line above holding A is A; a header wrapped over two lines
    is matched as two stacked cells) must be found exactly once; the value is the row's cell under it.
 5. Single-cell lookups: the cell read equals the gold's raw, and raw parses to the gold value.
 6. pdftotext: every cell text read at an evidence cell (so every printed number behind a gold) occurs in the
    `pdftotext -layout` text of its evidence page.
 7. Computed golds: recomputed from the cells read back with the question's own rule, equal to the gold.
 8. Units and scales: price answers carry their document's currency and no scale; figures from £'000, TEUR
    and £m tables carry scale 1000 / 1000 / 1000000 and a scale_note; per-share, headcount, percentages and
    other unscaled rows carry none.
 9. Unanswerable questions: the fact that makes them unanswerable holds in the document text.
10. Derived figures read back from the PDFs add up (Gatcombe's statements, notes and balance sheet;
    Wiesentheid's GuV and change column; Kirkoswald's operating margins).
11. Mutation test: each single-cell lookup's evidence moved to other rows/columns cited in the same table
    reads something else (or nothing) at least once.
12. Names: each fictional company name has no hit under /work/main/bench (this folder excluded) nor under
    /work/shared/corpus (grep -ril ... | wc -l).
13. /work/shared/tools/score.py --self-test on questions.jsonl.

Reads only this folder, the PDFs it builds in a temporary directory, and score.py. Never runs or reads tabsql.
"""
from __future__ import annotations

import hashlib
import json
import re
import shutil
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
FAILS: list[str] = []
COUNT: dict[str, int] = {}
LOOKUPS = {"lookup", "lookup_header_path", "range_lookup", "transposed_lookup", "multi_page_lookup"}
CATS = LOOKUPS | {"argmin", "argmax", "compare_two", "difference", "percent_change", "sum", "average", "count",
                  "filter_list", "cross_document", "unanswerable"}
HARD = {"borderless", "vat_condition", "merged_cell", "locale_number", "header_path", "unit_in_header", "synonym",
        "footnote", "range_match", "transposed", "multi_page", "scanned", "total_row", "adjacent_tables",
        "header_not_repeated", "side_by_side", "negative_parentheses", "distractor_prose", "null_cell",
        "cross_lingual", "missing_row", "superscript", "absent_entity", "total_row_excluded", "subtotal_rows",
        "absent_year", "wide_table", "missing_column", "mixed_units", "text_value", "dash_zero", "rotated",
        "scale_normalization", "uncovered_quantity", "currency_format", "rounded_figure"}
KEYS = ["id", "question", "category", "answer", "evidence", "hard_cases", "family", "source"]


def fail(msg):
    FAILS.append(msg)
    print("FAIL", msg)


def tick(k, n=1):
    COUNT[k] = COUNT.get(k, 0) + n


def norm(s: str) -> str:
    return " ".join(s.split())


# ------------------------------------------------------------------------------------ 1. determinism
def build(out: Path) -> dict[str, str]:
    subprocess.run([PY, str(HERE / "make_docs.py"), str(out)], check=True)
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in sorted(out.glob("*.pdf"))}


TMP = Path(tempfile.mkdtemp(prefix="bo11check-"))
h1, h2 = build(TMP / "a"), build(TMP / "b")
if h1 != h2 or sorted(h1) != sorted(d.FAMILY):
    fail(f"make_docs not deterministic or wrong files: {sorted(h1)}")
else:
    print(f"ok  determinism: {len(h1)} PDFs with identical sha256 over two builds")
outs = []
for _ in range(2):
    subprocess.run([PY, str(HERE / "make_questions.py")], check=True, capture_output=True)
    outs.append((HERE / "questions.jsonl").read_bytes())
if outs[0] != outs[1]:
    fail("make_questions not deterministic")
else:
    print("ok  determinism: questions.jsonl byte-identical over two runs")
DOCS = TMP / "a"
d.main(TMP / "c")  # fills d.CAPTIONS / d.HEADERLESS in this process


# ------------------------------------------------------------------------------------ text layer
class Pg:
    def __init__(self, page):
        words = sorted(page.extract_words(), key=lambda w: (round(w["top"], 1), w["x0"]))
        groups: list[list[dict]] = []
        for w in words:
            if groups and abs(groups[-1][0]["top"] - w["top"]) <= 2.0:
                groups[-1].append(w)
            else:
                groups.append([w])
        self.lines = []
        for g in groups:
            g.sort(key=lambda w: w["x0"])
            cells, cur = [], [g[0]]
            for w in g[1:]:
                if w["x0"] - cur[-1]["x1"] > GAP:
                    cells.append(cur)
                    cur = [w]
                else:
                    cur.append(w)
            cells.append(cur)
            self.lines.append({"top": g[0]["top"], "text": " ".join(w["text"] for w in g),
                               "cells": [{"text": " ".join(w["text"] for w in c), "x0": c[0]["x0"],
                                          "x1": c[-1]["x1"], "top": min(w["top"] for w in c)} for c in cells]})
        self.height = page.height
        self.text = page.extract_text() or ""


PDF: dict[str, list[Pg]] = {}
LAYOUT: dict[tuple[str, int], str] = {}
for name in sorted(h1):
    with pdfplumber.open(DOCS / name) as pdf:
        PDF[name] = [Pg(p) for p in pdf.pages]
    if len(PDF[name]) != d.PAGES[name]:
        fail(f"{name}: {len(PDF[name])} pages, expected {d.PAGES[name]}")
    for p in range(1, len(PDF[name]) + 1):
        LAYOUT[(name, p)] = subprocess.run(["pdftotext", "-layout", "-f", str(p), "-l", str(p), str(DOCS / name), "-"],
                                           capture_output=True, text=True, check=True).stdout


def caption_tops(doc, page):
    tops = {}
    for doc_, tid, p, text in d.CAPTIONS:
        if doc_ != doc or p != page:
            continue
        hits = [ln["top"] for ln in PDF[doc][page - 1].lines if ln["text"] == norm(text)]
        if len(hits) != 1:
            return None
        tops[tid] = hits[0]
    return tops


n_caps = 0
for doc, tid, page, text in d.CAPTIONS:
    n_caps += 1
    tops = caption_tops(doc, page)
    if tops is None or tid not in tops:
        fail(f"{doc}: caption {text!r} not found once on page {page}")
print(f"ok  {n_caps} captions found once on their pages" if not FAILS else "captions checked")


def region_lines(doc, table, page):
    pg = PDF[doc][page - 1]
    if (doc, table, page) in d.HEADERLESS:
        return pg.lines
    tops = caption_tops(doc, page)
    if not tops or table not in tops:
        return None
    start = tops[table]
    end = min([t for t in tops.values() if t > start], default=pg.height)
    return [ln for ln in pg.lines if start + 1 <= ln["top"] < end]


def mid(c):
    return (c["x0"] + c["x1"]) / 2


def find_header(lines, column, below_top=None):
    """The header cell for a column path within `lines` (above `below_top` if given)."""
    above = [ln for ln in lines if below_top is None or ln["top"] < below_top - 1]
    path = column.split(" > ")
    leaf = path[-1]
    heads = [(ln, c) for ln in above for c in ln["cells"] if c["text"] == leaf]
    if not heads:  # stacked: leaf wrapped over two lines
        for i, la in enumerate(above):
            for lb in above[i + 1:]:
                if not 0 < lb["top"] - la["top"] <= 14:
                    continue
                for ca in la["cells"]:
                    for cb in lb["cells"]:
                        if ca["text"] + " " + cb["text"] == leaf and ca["x0"] < cb["x1"] and cb["x0"] < ca["x1"]:
                            heads.append((lb, {"text": leaf, "x0": min(ca["x0"], cb["x0"]),
                                               "x1": max(ca["x1"], cb["x1"]), "top": ca["top"]}))
    if len(path) == 2:
        parents = [ln for ln in above if any(c["text"] == path[0] for c in ln["cells"])]
        heads = [(ln, c) for ln, c in heads
                 if any(pl["top"] < ln["top"] - 1 and min(pl["cells"], key=lambda pc: abs(mid(pc) - mid(c)))["text"]
                        == path[0] for pl in parents)]
    return heads


def read(e):
    """(text, why) at an evidence cell."""
    doc, page, table = e["doc"], e["page"], e["table"]
    if doc not in PDF or not 1 <= page <= len(PDF[doc]):
        return None, "no such page"
    lines = region_lines(doc, table, page)
    if lines is None:
        return None, "no table region"
    leaf = e["row"].split(" > ")[-1]
    rows = [(ln, c) for ln in lines for c in ln["cells"] if c["text"] == leaf]
    if len(rows) != 1:
        return None, f"row {leaf!r} found {len(rows)} times"
    rln, rcell = rows[0]
    if (doc, table, page) in d.HEADERLESS:
        hp = d.HEADERLESS[(doc, table, page)]
        heads = find_header(region_lines(doc, table, hp), e["column"])
        # the continuation page must not repeat the header
        if find_header(lines, e["column"]):
            return None, "header repeated on a page declared header-less"
    else:
        heads = find_header(lines, e["column"], rln["top"])
    if len(heads) != 1:
        return None, f"column {e['column']!r} found {len(heads)} times"
    h = heads[0][1]
    cands = [c for c in rln["cells"] if c is not rcell]
    if not cands:
        return None, "row has no other cell"

    def ov(c):
        return min(c["x1"], h["x1"]) - max(c["x0"], h["x0"])
    best = max(cands, key=lambda c: (ov(c) > 0, ov(c) if ov(c) > 0 else -abs(mid(c) - mid(h))))
    if ov(best) <= 0 and abs(mid(best) - mid(h)) > 40:
        return None, "nothing under the column"
    if best is rcell:
        return None, "value is the row label"
    return best["text"], ""


# ------------------------------------------------------------------------------------ 3. records
recs = [json.loads(x) for x in (HERE / "questions.jsonl").read_text(encoding="utf-8").splitlines()]
mem = mq.QS
if len(recs) != len(mem):
    fail("questions.jsonl out of step with make_questions")
seen = set()
for k, r in enumerate(recs, 1):
    rid = r.get("id")
    if rid != f"bo11-{k:03d}" or list(r) != KEYS:
        fail(f"{rid}: id/keys {list(r)}")
    if r["question"] in seen:
        fail(f"{rid}: duplicate question")
    seen.add(r["question"])
    if r["category"] not in CATS:
        fail(f"{rid}: category {r['category']}")
    if set(r["hard_cases"]) - HARD:
        fail(f"{rid}: unknown hard cases {set(r['hard_cases']) - HARD}")
    if r["source"] != "business-other11" or r["family"] not in set(d.FAMILY.values()):
        fail(f"{rid}: source/family")
    a = r["answer"]
    for key in ("kind", "value", "raw", "unit", "scale_note", "conditions"):
        if key not in a:
            fail(f"{rid}: answer lacks {key}")
    if (a["kind"] == "none") != (r["category"] == "unanswerable"):
        fail(f"{rid}: kind none iff unanswerable")
    if a["kind"] == "none":
        if r["evidence"] or a["value"] is not None or not a.get("reason"):
            fail(f"{rid}: unanswerable must have no evidence, null value and a reason")
        continue
    if not r["evidence"]:
        fail(f"{rid}: no evidence")
    for e in r["evidence"]:
        if list(e) != ["doc", "page", "table", "row", "column"] or e["doc"] not in d.FAMILY:
            fail(f"{rid}: evidence {e}")
    ok_kind = {"number": lambda v: isinstance(v, (int, float)) and not isinstance(v, bool),
               "text": lambda v: isinstance(v, str), "list": lambda v: isinstance(v, list) and v}
    if a["kind"] not in ok_kind or not ok_kind[a["kind"]](a["value"]):
        fail(f"{rid}: bad {a['kind']} value {a['value']!r}")
    if a["kind"] == "number" and a["unit"] == "%" and r["category"] == "percent_change" \
            and not (a.get("tolerance") or a.get("decimals") is not None):
        fail(f"{rid}: computed percentage without tolerance/decimals")
print(f"ok  record format: {len(recs)} records" if not FAILS else "record format checked")

# ------------------------------------------------------------------------------------ 4-7. evidence, lookups, computed
for r, m in zip(recs, mem):
    rid, a, cat = r["id"], r["answer"], r["category"]
    if a["kind"] == "none":
        for doc, test in m["_verify"].items():
            full = norm("\n".join(p.text for p in PDF[doc]))
            if not test(full):
                fail(f"{rid}: the reason it is unanswerable does not hold in {doc}")
        tick("unanswerable verified")
        continue
    cells = []
    for e in r["evidence"]:
        t, why = read(e)
        tick("evidence cells read")
        if t is None:
            fail(f"{rid}: {e['doc']} p{e['page']} {e['table']} {e['row']!r} / {e['column']!r}: {why}")
        else:
            lay = norm(LAYOUT[(e["doc"], e["page"])])
            if norm(t) not in lay:
                fail(f"{rid}: {t!r} not in pdftotext of {e['doc']} page {e['page']}")
            tick("cells found in pdftotext")
        cells.append(t)
    if None in cells:
        continue
    lang = d.LANG[r["evidence"][0]["doc"]]
    if cat in LOOKUPS:
        tick("single-cell lookups")
        if cells[0] != a["raw"]:
            fail(f"{rid}: cell reads {cells[0]!r}, gold raw {a['raw']!r}")
        if a["kind"] == "number":
            v = mq.pnum(a["raw"], lang)
            if v is None or abs(v - a["value"]) > 1e-9:
                fail(f"{rid}: raw {a['raw']!r} does not parse to {a['value']}")
        elif a["value"] != a["raw"]:
            fail(f"{rid}: text gold differs from raw")
        if norm(a["raw"]) not in norm(LAYOUT[(r["evidence"][0]["doc"], r["evidence"][0]["page"])]):
            fail(f"{rid}: raw not printed on its evidence page")
        continue
    calc = m.get("_calc")
    if calc is None:
        fail(f"{rid}: computed gold without a rule")
        continue
    got = calc(cells)
    tick("computed golds recomputed")
    if a["kind"] == "number":
        tol = 1e-6
        if a.get("decimals") is not None:
            tol = 0.5 * 10 ** -a["decimals"] + 1e-9
        elif a.get("tolerance"):
            tol = 0.005
        if abs(got - a["value"]) > tol:
            fail(f"{rid}: recomputed {got} != gold {a['value']}")
    elif a["kind"] == "list":
        if sorted(got) != sorted(a["value"]):
            fail(f"{rid}: recomputed {got} != gold {a['value']}")
    elif got != a["value"]:
        fail(f"{rid}: recomputed {got!r} != gold {a['value']!r}")
print("evidence: " + ", ".join(f"{k} {v}" for k, v in COUNT.items()))

# ------------------------------------------------------------------------------------ 8. units and scales
CUR = {d.TF_DOC: "GBP", d.LH_DOC: "GBP", d.AE_DOC: "GBP", d.CP_DOC: "GBP", d.ST_DOC: "GBP", d.RM_DOC: "GBP",
       d.DH_DOC: "TRY", d.WM_DOC: "EUR", d.NH_DOC: "EUR", d.GI_DOC: "GBP", d.WK_DOC: "EUR", d.KF_DOC: "GBP"}
UNSCALED_ROWS = {"Basic earnings per share (pence)", "Dividend per share (pence)", "Average number of employees",
                 "Operating margin (%)", "Mitarbeiter (Jahresdurchschnitt)", "Eigenkapitalquote (%)"}
SCALE = {d.GI_DOC: 1000, d.WK_DOC: 1000, d.KF_DOC: 1000000}
n_units = 0
for r in recs:
    a = r["answer"]
    if a["kind"] != "number":
        continue
    docs = {e["doc"] for e in r["evidence"]}
    money = a["unit"] in ("GBP", "EUR", "TRY")
    if money:
        if len({CUR[x] for x in docs}) == 1 and a["unit"] != CUR[next(iter(docs))]:
            fail(f"{r['id']}: unit {a['unit']} but document currency {CUR[next(iter(docs))]}")
        fin = [x for x in docs if x in SCALE]
        rows_unscaled = all(e["row"] in UNSCALED_ROWS for e in r["evidence"])
        if fin and not rows_unscaled and r["category"] != "percent_change":
            want = SCALE[d.KF_DOC] if r["category"] == "cross_document" else SCALE[fin[0]]
            if a.get("scale") != want or not a.get("scale_note"):
                fail(f"{r['id']}: financial amount without scale {want}")
        elif a.get("scale"):
            fail(f"{r['id']}: price answer with a scale")
    else:
        if a.get("scale"):
            fail(f"{r['id']}: non-money answer ({a['unit']}) with a scale")
    n_units += 1
print(f"ok  units/scales: {n_units} number answers consistent" if not [f for f in FAILS if "scale" in f or "unit" in f]
      else "units checked")


# ------------------------------------------------------------------------------------ 10. derived figures
def line_vals(doc, page, label, lang="en"):
    hits = [ln for ln in PDF[doc][page - 1].lines if ln["cells"][0]["text"] == label]
    if len(hits) != 1:
        return None
    return [mq.pnum(c["text"], lang) for c in hits[0]["cells"][1:]]


def last2(v):
    return v[-2:] if v else [None, None]


GI = {lab: last2(line_vals(d.GI_DOC, 1, lab)) for lab, _, _, _ in d.gi_is()}
BS = {lab: last2(line_vals(d.GI_DOC, 2, lab)) for lab, _, v, _ in d.gi_bs() if v is not None}
ok = True
for y in range(2):
    g = {k: v[y] for k, v in GI.items()}
    b = {k: v[y] for k, v in BS.items()}
    ok &= g["Gross profit"] == g["Revenue"] + g["Cost of sales"]
    ok &= g["Operating profit"] == g["Gross profit"] + g["Distribution costs"] + g["Administrative expenses"] \
        + g["Other operating income"]
    ok &= g["Profit before tax"] == g["Operating profit"] + g["Finance income"] + g["Finance costs"]
    ok &= g["Profit for the year"] == g["Profit before tax"] + g["Taxation"]
    ok &= b["Total assets"] == sum(b[k] for k in ("Property, plant and equipment", "Intangible assets", "Inventories",
                                                   "Trade and other receivables", "Cash and cash equivalents"))
    ok &= b["Total liabilities"] == sum(b[k] for k in ("Trade and other payables", "Borrowings due within one year",
                                                        "Borrowings due after one year"))
    ok &= b["Net assets"] == b["Total assets"] + b["Total liabilities"] == b["Total equity"] \
        == b["Share capital"] + b["Retained earnings"]
    regions = [line_vals(d.GI_DOC, 1, r)[y] for r, _ in d.GI_REGIONS]
    ok &= sum(regions) == line_vals(d.GI_DOC, 1, "Total revenue")[y] == g["Revenue"]
    inv = [line_vals(d.GI_DOC, 2, k)[y] for k, _ in d.GI_INVENTORIES]
    ok &= sum(inv) == line_vals(d.GI_DOC, 2, "Total inventories")[y] == b["Inventories"]
if not ok:
    fail("Gatcombe statements or notes do not add up")
WK = {lab: line_vals(d.WK_DOC, 1, lab, "de") for lab, _, _ in d.wk_guv()}
for y in range(2):
    ops = ["Umsatzerlöse", "Bestandsveränderungen", "Sonstige betriebliche Erträge", "Materialaufwand",
           "Personalaufwand", "Abschreibungen", "Sonstige betriebliche Aufwendungen"]
    if (WK["Betriebsergebnis (EBIT)"][y] != sum(WK[k][y] for k in ops)
            or WK["Ergebnis vor Steuern"][y] != WK["Betriebsergebnis (EBIT)"][y] + WK["Finanzergebnis"][y]
            or WK["Jahresüberschuss"][y] != WK["Ergebnis vor Steuern"][y] + WK["Ertragsteuern"][y]):
        fail("Wiesentheid GuV does not add up")
for lab, v in WK.items():
    if v[2] is not None and abs(round((abs(v[0]) - abs(v[1])) / abs(v[1]) * 100, 1) - v[2]) > 0.051:
        fail(f"Wiesentheid change % wrong for {lab}")
rev, op, mg = (line_vals(d.KF_DOC, 1, k) for k in ("Revenue", "Operating profit", "Operating margin (%)"))
if any(abs(round(o / r_ * 100, 1) - m_) > 0.051 for o, r_, m_ in zip(op, rev, mg)):
    fail("Kirkoswald operating margins do not match")
print("ok  derived figures read back add up (Gatcombe, Wiesentheid, Kirkoswald)"
      if not [f for f in FAILS if "add up" in f or "wrong" in f or "match" in f] else "derived figures checked")

# ------------------------------------------------------------------------------------ 11. mutation test
cited: dict[tuple, tuple[set, set]] = {}
for r in recs:
    for e in r["evidence"]:
        rs, cs = cited.setdefault((e["doc"], e["table"], e["page"]), (set(), set()))
        rs.add(e["row"])
        cs.add(e["column"])
tot = caught = 0
for r in recs:
    if r["category"] not in LOOKUPS:
        continue
    e = r["evidence"][0]
    rs, cs = cited[(e["doc"], e["table"], e["page"])]
    alts = [dict(e, row=x) for x in sorted(rs - {e["row"]})] + [dict(e, column=x) for x in sorted(cs - {e["column"]})]
    here = 0
    for alt in alts:
        t, _ = read(alt)
        tot += 1
        here += t != r["answer"]["raw"]
    caught += here
    if alts and not here:
        fail(f"{r['id']}: no moved evidence cell reads anything else")
print(f"ok  mutation test: {caught}/{tot} moved lookup cells read something other than the gold")

# ------------------------------------------------------------------------------------ 12. names
for nm in d.NAMES:
    n = subprocess.run(f"grep -ril {nm!r} /work/main/bench --exclude-dir=business-other11 /work/shared/corpus "
                       "2>/dev/null | wc -l", shell=True, capture_output=True, text=True).stdout.strip()
    if n != "0":
        fail(f"name {nm} found in {n} files outside this folder")
print(f"ok  names: {len(d.NAMES)} names have no hits elsewhere" if not [f for f in FAILS if "name " in f] else "")

# ------------------------------------------------------------------------------------ 13. score.py
res = subprocess.run([PY, "/work/shared/tools/score.py", "--self-test", "--questions", str(HERE / "questions.jsonl")],
                     capture_output=True, text=True)
print(res.stdout.strip())
if res.returncode != 0 or "self-test passed" not in res.stdout:
    fail("score.py --self-test failed")

shutil.rmtree(TMP, ignore_errors=True)
print()
print("ALL CHECKS PASSED" if not FAILS else f"{len(FAILS)} FAILURES")
sys.exit(1 if FAILS else 0)
