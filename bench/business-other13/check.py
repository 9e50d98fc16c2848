"""business-other13: checks that the PDFs and questions.jsonl agree.

    /work/main/.venv/bin/python bench/business-other13/check.py

Builds the PDFs twice into /tmp/business-other13work, reads every evidence cell back from the PDF text layer
(pdfplumber, inside the box where the cell was drawn) and from `pdftotext -layout`, recomputes every gold
from the texts read back, and runs score.py's self-test. Exits non-zero on the first failed group.
"""
from __future__ import annotations

import hashlib
import json
import re
import subprocess
import sys
from collections import Counter
from decimal import Decimal
from pathlib import Path

import pdfplumber
from pypdf import PdfReader

HERE = Path(__file__).resolve().parent
sys.dont_write_bytecode = True
WORK = Path("/tmp/business-other13work")
sys.path.insert(0, str(HERE))
import make_docs as M  # noqa: E402
import make_questions as MQ  # noqa: E402

SCORE = Path("/work/shared/tools/score.py")
QFILE = HERE / "questions.jsonl"
CATEGORIES = {"lookup", "lookup_header_path", "range_lookup", "argmin", "argmax", "compare_two", "difference",
              "percent_change", "sum", "average", "count", "filter_list", "cross_document", "transposed_lookup",
              "multi_page_lookup", "unanswerable"}
HARD = {"borderless", "vat_condition", "merged_cell", "locale_number", "header_path", "unit_in_header", "synonym",
        "footnote", "range_match", "transposed", "multi_page", "scanned", "total_row", "adjacent_tables",
        "side_by_side", "header_not_repeated", "negative_parentheses", "distractor_prose", "null_cell",
        "cross_lingual", "superscript", "missing_row", "total_row_excluded", "absent_entity", "subtotal_rows",
        "absent_year", "wide_table", "text_value", "mixed_units", "missing_column", "rotated", "dash_zero",
        "uncovered_quantity", "scale_normalization", "currency_format", "rounded_figure"}
FAMILIES = {"price_list", "financial", "support_plans", "catalogue", "spec_sheet"}
SINGLE = {"lookup", "lookup_header_path", "range_lookup", "transposed_lookup", "multi_page_lookup"}
CURRENCY = {M.KP_FILE: "EUR", M.VL_FILE: "EUR", M.WW_FILE: "EUR", M.LC_FILE: "EUR", M.NV_FILE: "EUR",
            M.CB_FILE: "GBP", M.HC_FILE: "GBP", M.GH_FILE: "GBP", M.TB_FILE: "GBP", M.KZ_FILE: "USD",
            M.NB_FILE: "USD", M.AM_FILE: None}
MONEY = {"EUR", "GBP", "USD", "CHF"}


def fail(msg):
    print("FAILED:", msg)
    sys.exit(1)


def norm(s: str) -> str:
    return " ".join((s or "").split())


def sha(p: Path) -> str:
    return hashlib.sha256(p.read_bytes()).hexdigest()


# ================================================================================ 1 determinism
def determinism():
    docs = {}
    hashes = []
    for run in ("build1", "build2"):
        docs[run] = M.build(WORK / run)
        hashes.append({f: sha(WORK / run / f) for f in docs[run]})
    if hashes[0] != hashes[1]:
        fail(f"PDFs differ between builds: {[f for f in hashes[0] if hashes[0][f] != hashes[1][f]]}")
    for f, d in docs["build1"].items():
        if d.tables.keys() != docs["build2"][f].tables.keys() or any(
                t.boxes != docs["build2"][f].tables[k].boxes for k, t in d.tables.items()):
            fail(f"{f}: cell boxes differ between builds")
    outs = []
    for i in (1, 2):
        out = WORK / f"questions{i}.jsonl"
        subprocess.run([sys.executable, str(HERE / "make_questions.py"), str(out)], check=True,
                       capture_output=True)
        outs.append(out.read_bytes())
    if outs[0] != outs[1] or outs[0] != QFILE.read_bytes():
        fail("questions.jsonl is not reproduced byte-identically")
    print(f"determinism: {len(hashes[0])} PDFs, identical sha256 over two builds; questions.jsonl byte-identical "
          f"over two runs and with the committed file")
    return docs["build1"], WORK / "build1"


# ================================================================================ reading the PDFs
class Reader:
    def __init__(self, root: Path, docs):
        self.root, self.docs = root, docs
        self.pdfs = {f: pdfplumber.open(str(root / f)) for f in docs}
        self.layout = {}

    def box(self, doc, box):
        page, x0, top, x1, bottom, _ = box
        p = self.pdfs[doc].pages[page - 1]
        return norm(p.within_bbox((x0 + 0.5, top + 0.5, x1 - 0.5, bottom - 0.5)).extract_text())

    def text(self, doc, page):
        key = (doc, page)
        if key not in self.layout:
            self.layout[key] = subprocess.run(
                ["pdftotext", "-layout", "-f", str(page), "-l", str(page), str(self.root / doc), "-"],
                check=True, capture_output=True, text=True).stdout
        return self.layout[key]

    def cell(self, e):
        t = self.docs[e["doc"]].tables[e["table"]]
        text, page, bbox = t.cell(e["row"], e["column"])
        return text, page, self.box(e["doc"], (page, *bbox, text))


# ================================================================================ 2 pages and captions
def pages_and_captions(rd: Reader, docs):
    n = 0
    for f, d in docs.items():
        pages = len(PdfReader(str(rd.root / f)).pages)
        if pages != d.npages:
            fail(f"{f}: {pages} pages, layout says {d.npages}")
        for tid, t in d.tables.items():
            for i, (page, first, last) in enumerate(t.parts):
                cap = t.caption if i == 0 else t.cont_caption
                lines = [norm(x) for x in rd.text(f, page).splitlines()]
                if sum(1 for x in lines if x == cap) != 1:
                    fail(f"{f} {tid}: caption {cap!r} not found once on page {page}")
                n += 1
    print(f"pages as laid out; {n} table captions (continuations included) found once on their pages")


# ================================================================================ 3 record format
def record_format(recs):
    ids = [r["id"] for r in recs]
    if ids != [f"bo13-{i:03d}" for i in range(1, len(recs) + 1)]:
        fail("ids not bo13-001.. in order")
    if len(set(r["question"] for r in recs)) != len(recs):
        fail("duplicate question texts")
    keys = ["id", "question", "category", "answer", "evidence", "hard_cases", "family", "source"]
    akeys = ["kind", "value", "raw", "unit", "scale_note", "conditions"]
    for r in recs:
        if list(r) != keys:
            fail(f"{r['id']}: keys {list(r)}")
        a = r["answer"]
        if list(a)[:6] != akeys:
            fail(f"{r['id']}: answer keys {list(a)}")
        if r["category"] not in CATEGORIES or r["family"] not in FAMILIES or r["source"] != "business-other13":
            fail(f"{r['id']}: category / family / source")
        if not set(r["hard_cases"]) <= HARD:
            fail(f"{r['id']}: unknown hard cases {set(r['hard_cases']) - HARD}")
        none = a["kind"] == "none"
        if none != (r["category"] == "unanswerable"):
            fail(f"{r['id']}: kind none iff unanswerable")
        if none and (a["value"] is not None or r["evidence"] or not a.get("reason")):
            fail(f"{r['id']}: unanswerable with value / evidence / no reason")
        if not none and (not r["evidence"] or a["value"] is None or a["raw"] in (None, "")):
            fail(f"{r['id']}: answered without evidence / value / raw")
        if a["kind"] == "number" and not isinstance(a["value"], (int, float)):
            fail(f"{r['id']}: number gold is not a number")
        if a["kind"] == "list" and not isinstance(a["value"], list):
            fail(f"{r['id']}: list gold is not a list")
        if r["category"] == "percent_change" and not (a["unit"] == "%" and a.get("tolerance")):
            fail(f"{r['id']}: percent change without % / tolerance")
        for e in r["evidence"]:
            if list(e) != ["doc", "page", "table", "row", "column"]:
                fail(f"{r['id']}: evidence keys")
    print(f"record format: {len(recs)} records, ids unique and in order, keys, kinds, categories, hard cases, "
          f"unique question texts")


# ================================================================================ 4 evidence cells
def evidence(rd: Reader, recs):
    n = 0
    for r in recs:
        pages = set()
        for e in r["evidence"]:
            text, page, got = rd.cell(e)
            t = rd.docs[e["doc"]].tables[e["table"]]
            if page != e["page"]:
                fail(f"{r['id']}: cell is on page {page}, evidence says {e['page']}")
            if got != norm(text):
                fail(f"{r['id']}: cell {e['row']!r} / {e['column']!r} reads {got!r}, expected {text!r}")
            keys = [rd.box(e["doc"], b) for b in t.key_boxes(e["row"])]
            if " > ".join(keys) != e["row"]:
                fail(f"{r['id']}: row key cells read {keys!r}, evidence row {e['row']!r}")
            heads = [rd.box(e["doc"], b) for b in t.header_boxes(e["column"], page)]
            if " > ".join(heads) != e["column"]:
                fail(f"{r['id']}: header cells read {heads!r}, evidence column {e['column']!r}")
            lay = norm(rd.text(e["doc"], page))
            for piece in [norm(text), *[norm(k) for k in keys]]:
                if piece and piece not in lay:
                    # a wrapped cell is split over lines in -layout; every word must still be there
                    if not all(w in lay for w in piece.split()):
                        fail(f"{r['id']}: {piece!r} not in pdftotext of page {page}")
            pages.add((e["doc"], page))
            n += 1
        if r["answer"]["kind"] != "none":
            raw = r["answer"]["raw"]
            alltext = " ".join(norm(rd.text(d, p)) for d, p in pages)
            for piece in str(raw).split(" | "):
                if norm(piece) not in alltext:
                    fail(f"{r['id']}: raw piece {piece!r} not printed on the evidence pages")
    print(f"evidence cells: {n} read back from the text layer inside their drawn boxes (value, row-key and header "
          f"cells), on the cited pages, and found in pdftotext -layout; every raw piece printed on its pages")


# ================================================================================ 5/6 golds
def parse_for(doc):
    return {"de": MQ.nde, "fr": MQ.nfr}.get(M_DOCS[doc].lang, MQ.nen)


def golds(rd: Reader, recs):
    single = recomputed = 0
    for r, q in zip(recs, MQ.QUESTIONS):
        a = r["answer"]
        if a["kind"] == "none":
            continue
        texts = [rd.cell(e)[2] for e in r["evidence"]]
        got = q["calc"](texts)
        if not MQ.same(got, a["value"]):
            fail(f"{r['id']}: recomputed {got!r} from the PDF, gold {a['value']!r}")
        recomputed += 1
        if r["category"] in SINGLE:          # the answer cell is the last evidence cell
            e = r["evidence"][-1]
            txt = rd.cell(e)[2]
            if a["raw"] != txt and not (a["kind"] == "text" and a["raw"] == e["row"]):
                fail(f"{r['id']}: raw {a['raw']!r} is not the cell read back {txt!r}")
            if a["kind"] == "number":
                # base units: the printed number times the table's stated scale (Nehalem t1: USD thousands)
                base = parse_for(e["doc"])(txt) * (1000 if (e["doc"], e["table"]) == (M.NB_FILE, "t1") else 1)
                gold = Decimal(str(a["value"])) * Decimal(str(a.get("scale") or 1))
                if abs(base - gold) > Decimal("1e-9"):
                    fail(f"{r['id']}: raw {txt!r} is {base} in base units, gold value x scale is {gold}")
            single += 1
    print(f"single-cell lookups: {single} golds equal the cell read back (raw parses to the value)")
    print(f"golds recomputed from the cells read back: {recomputed} (tiers, surcharges, setup fees, per-100 / "
          f"per-1,000 normalisation, arg-min/max, counts, lists, averages, percent changes, cross-document)")


# ================================================================================ 7 mutation test
def mutations(rd: Reader, recs):
    moved = differ = 0
    for r in recs:
        if r["category"] not in SINGLE or len(r["evidence"]) != 1:
            continue
        e = r["evidence"][0]
        t = rd.docs[e["doc"]].tables[e["table"]]
        raw = r["answer"]["raw"]
        row_hits = col_hits = 0
        rows = [k for k in t.keys if k and k != e["row"]]
        cols = [c for c in t.colkeys if c != e["column"] and t.colkeys.index(c) >= 1]
        for k in rows:
            try:
                txt = rd.cell(dict(e, row=k))[2]
            except KeyError:
                continue
            moved += 1
            if txt != raw:
                differ += 1
                col_hits += 1
        for c in cols:
            txt = rd.cell(dict(e, column=c))[2]
            moved += 1
            if txt != raw:
                differ += 1
                row_hits += 1
        if (rows and not col_hits) or (cols and not row_hits):
            fail(f"{r['id']}: no move along the row / column changes the answer")
    print(f"mutation test: {differ} of {moved} moved lookup cells read something else than the gold's raw; every "
          f"lookup is caught by a move along its row and along its column")


# ================================================================================ 8 units and scales
def units(recs):
    n = 0
    for r in recs:
        a = r["answer"]
        if a["kind"] != "number":
            continue
        docs = {e["doc"] for e in r["evidence"]}
        if a["unit"] in MONEY:
            for d in docs:
                want = CURRENCY[d]
                if d == M.AM_FILE:
                    want = {e["column"].split(" > ")[-1] for e in r["evidence"] if "Price per cone" in e["column"]}
                    if want != {a["unit"]}:
                        fail(f"{r['id']}: unit {a['unit']} but Amsteg columns {want}")
                elif want != a["unit"]:
                    fail(f"{r['id']}: unit {a['unit']}, document currency {want}")
        tables = {(e["doc"], e["table"]) for e in r["evidence"]}
        scale = a.get("scale")
        nb_money = (M.NB_FILE, "t1") in tables and a["unit"] == "USD"
        if nb_money != (scale == 1000):
            fail(f"{r['id']}: scale 1000 exactly for Nehalem statement amounts (unit {a['unit']}, scale {scale})")
        if not nb_money and scale not in (None, 1000000):
            fail(f"{r['id']}: unexpected scale {scale}")
        if scale == 1000000 and not ("£ million" in r["question"] and docs == {M.TB_FILE}):
            fail(f"{r['id']}: scale 1e6 only where the question asks for £ million")
        if scale == 1000 and a["scale_note"] != "USD thousands":
            fail(f"{r['id']}: scale note")
        n += 1
    print(f"units and scales: {n} number golds checked (currency per document, CHF / EUR per Amsteg column, "
          f"scale 1000 for Nehalem's USD thousands, 1,000,000 only where £ million is asked, none elsewhere)")


# ================================================================================ 9 unanswerables
def unanswerables(rd: Reader, recs):
    n = 0
    for r, q in zip(recs, MQ.QUESTIONS):
        if r["answer"]["kind"] != "none":
            continue
        p = q["probe"]
        d = rd.docs[p["doc"]]
        full = norm(" ".join(rd.text(p["doc"], i) for i in range(1, d.npages + 1)))
        for s in p.get("absent", []):
            if s.lower() in full.lower():
                fail(f"{r['id']}: {s!r} occurs in {p['doc']}")
        for s in p.get("present", []):
            if norm(s) not in full:
                fail(f"{r['id']}: {s!r} missing from {p['doc']}")
        if "cell" in p:
            tid, row, col, want = p["cell"]
            got = rd.cell({"doc": p["doc"], "table": tid, "row": row, "column": col})[2]
            if got != want:
                fail(f"{r['id']}: cell reads {got!r}, expected {want!r}")
        n += 1
    print(f"unanswerables: {n} checked against the documents (absent terms, 'sur devis', the '—' cell)")


# ================================================================================ 10 derived figures
def derived(rd: Reader, docs):
    n = 0

    def eq(a, b, what):
        nonlocal n
        if abs(Decimal(a) - Decimal(b)) > Decimal("0.005"):
            fail(f"derived: {what}: {a} != {b}")
        n += 1

    def rc(doc, tid, row, col):
        return rd.cell({"doc": doc, "table": tid, "row": row, "column": col})[2]

    nen = MQ.nen
    # Kinzua invoice
    K = M.KZ_FILE
    amounts = []
    for i in range(1, len(M.KZ_LINES) + 1):
        s = str(i)
        amt = nen(rc(K, "t1", s, "Amount (USD)"))
        calc = M.q(nen(rc(K, "t1", s, "Qty")) * nen(rc(K, "t1", s, "Unit price (USD)")) *
                   (1 - nen(rc(K, "t1", s, "Disc. %")) / 100))
        eq(amt, calc, f"invoice line {i}")
        amounts.append(amt)
    sub = nen(rc(K, "t1", "Subtotal", "Amount (USD)"))
    eq(sub, sum(amounts), "invoice subtotal")
    tax = nen(rc(K, "t1", "Sales tax 6.00% (lines 1–6)", "Amount (USD)"))
    eq(tax, M.q(sum(amounts[:6]) * Decimal("0.06")), "sales tax on lines 1-6")
    tot = nen(rc(K, "t1", "Invoice total", "Amount (USD)"))
    eq(tot, sub + nen(rc(K, "t1", "Freight", "Amount (USD)")) + tax, "invoice total")
    eq(nen(rc(K, "t1", "Balance due", "Amount (USD)")),
       tot + nen(rc(K, "t1", "Less deposit received", "Amount (USD)")), "balance due")
    # Trebarwith
    T = M.TB_FILE
    for y in ("2025", "2024"):
        col = f"{y} > £"

        def v(tid, row):
            return nen(rc(T, tid, row, col))
        eq(v("t1", "Gross profit"), v("t1", "Turnover") + v("t1", "Cost of sales"), f"{y} gross profit")
        eq(v("t1", "Operating profit"), v("t1", "Gross profit") + v("t1", "Administrative expenses") +
           v("t1", "Other operating income"), f"{y} operating profit")
        eq(v("t1", "Profit before taxation"), v("t1", "Operating profit") +
           v("t1", "Interest payable and similar charges"), f"{y} PBT")
        eq(v("t1", "Profit for the financial year"), v("t1", "Profit before taxation") + v("t1", "Tax on profit"),
           f"{y} profit")
        eq(v("t2", "Net current assets"), v("t2", "Stocks") + v("t2", "Debtors") + v("t2", "Cash at bank and in hand")
           + v("t2", "Creditors: amounts falling due within one year"), f"{y} NCA")
        eq(v("t2", "Total assets less current liabilities"), v("t2", "Tangible fixed assets") +
           v("t2", "Net current assets"), f"{y} TALCL")
        eq(v("t2", "Net assets"), v("t2", "Total assets less current liabilities") +
           v("t2", "Creditors: amounts falling due after more than one year"), f"{y} net assets")
        eq(v("t2", "Shareholders' funds"), v("t2", "Called up share capital") + v("t2", "Profit and loss account"),
           f"{y} shareholders' funds")
        eq(v("t2", "Shareholders' funds"), v("t2", "Net assets"), f"{y} balance")
        eq(nen(rc(T, "t3", "Total turnover", y)), sum(nen(rc(T, "t3", a, y)) for a, _, _ in M.TB_TURNOVER),
           f"{y} turnover note total")
        eq(nen(rc(T, "t3", "Total turnover", y)), v("t1", "Turnover"), f"{y} note = P&L")
    # Nehalem
    N = M.NB_FILE
    cols = [f"Fiscal 2025 > Q{i}" for i in range(1, 5)] + ["Full year > FY 2025", "Full year > FY 2024"]
    for c in cols:
        def v(row):
            return nen(rc(N, "t1", row, c))
        eq(v("Total net sales"), v("Dealer and wholesale") + v("Direct-to-consumer") + v("Rentals and guided tours"),
           f"{c} total net sales")
        eq(v("Gross profit"), v("Total net sales") + v("Cost of sales"), f"{c} gross profit")
        eq(v("Operating income (loss)"), v("Gross profit") + v("Selling and marketing") +
           v("General and administrative"), f"{c} operating income")
        eq(v("Income (loss) before income tax"), v("Operating income (loss)") + v("Interest expense"), f"{c} PBT")
        eq(v("Net income (loss)"), v("Income (loss) before income tax") + v("Income tax (expense) benefit"),
           f"{c} net income")
    for row in [k for k in docs[N].tables["t1"].keys if k]:
        qs = [nen(rc(N, "t1", row, c)) for c in cols[:4]]
        fy, fy24 = nen(rc(N, "t1", row, cols[4])), nen(rc(N, "t1", row, cols[5]))
        eq(fy, sum(qs), f"{row} FY = sum of quarters")
        eq(nen(rc(N, "t1", row, "Change %")), M.q((abs(fy) - abs(fy24)) / abs(fy24) * 100, 1), f"{row} change %")
    for row in M.NB_OPS:
        eq(nen(rc(N, "t2", row, "FY 2025")), sum(nen(rc(N, "t2", row, f"Q{i}")) for i in range(1, 5)),
           f"{row} FY")
    print(f"derived figures read back from the PDFs: {n} equalities (invoice lines, tax and totals; Trebarwith "
          f"subtotals, balance sheet, turnover note; Nehalem subtotals, FY = sum of quarters, change %)")


# ================================================================================ 11 names
def names():
    for name in M.COMPANIES:
        out = subprocess.run(["grep", "-ril", "--", name, "/work/main/bench", "/work/shared/corpus"],
                             capture_output=True, text=True).stdout.split()
        outside = [p for p in out if not p.startswith(str(HERE) + "/")]
        if outside:
            fail(f"name {name!r} occurs outside this folder: {outside[:3]}")
    print(f"names: {len(M.COMPANIES)} fictional names, no hits outside bench/business-other13")


# ================================================================================ main
M_DOCS = {}


def main():
    docs, root = determinism()
    M_DOCS.update(docs)
    rd = Reader(root, docs)
    recs = [json.loads(x) for x in QFILE.read_text(encoding="utf-8").splitlines() if x.strip()]
    if len(recs) != len(MQ.QUESTIONS):
        fail("questions.jsonl and make_questions disagree on the count")
    pages_and_captions(rd, docs)
    record_format(recs)
    evidence(rd, recs)
    golds(rd, recs)
    mutations(rd, recs)
    units(recs)
    unanswerables(rd, recs)
    derived(rd, docs)
    names()
    c = Counter(r["category"] for r in recs)
    print("categories: " + ", ".join(f"{k} {v}" for k, v in sorted(c.items())))
    res = subprocess.run([sys.executable, str(SCORE), "--self-test", "--questions", str(QFILE)],
                         capture_output=True, text=True)
    print(res.stdout.rstrip())
    if res.returncode != 0 or "self-test passed" not in res.stdout:
        fail("score.py self-test")
    print("ALL CHECKS PASSED")


if __name__ == "__main__":
    main()
