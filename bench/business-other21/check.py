#!/usr/bin/env python3
"""Verify business-other21 end to end.

    /work/main/.venv/bin/python check.py OUTDIR

Builds the twelve PDFs into OUTDIR (and again into a scratch folder, to compare bytes), regenerates
questions.jsonl, then reads every cited cell back from the PDFs with pdfplumber and recomputes every gold
from what is printed.  Exits non-zero on the first failing group of checks.
"""
from __future__ import annotations

import hashlib
import json
import os
import re
import subprocess
import sys
from decimal import Decimal as D

import pdfplumber

sys.dont_write_bytecode = True      # keep the set folder free of __pycache__
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import make_docs as M  # noqa: E402
import make_questions as MQ  # noqa: E402

WORK = MQ.WORK
SCORE = "/work/shared/tools/score.py"
QFILE = os.path.join(HERE, "questions.jsonl")
CATEGORIES = {"lookup", "lookup_header_path", "unanswerable", "cross_document", "range_lookup", "transposed_lookup",
              "multi_page_lookup", "argmax", "compare_two", "count", "sum", "average", "percent_change", "argmin",
              "filter_list", "difference"}
FAMILIES = {"price_list", "support_plans", "spec_sheet", "catalogue", "financial"}
HARD = {"borderless", "vat_condition", "merged_cell", "locale_number", "header_path", "unit_in_header", "synonym",
        "footnote", "range_match", "transposed", "multi_page", "scanned", "total_row", "adjacent_tables",
        "side_by_side", "header_not_repeated", "negative_parentheses", "distractor_prose", "null_cell",
        "cross_lingual", "superscript", "missing_row", "total_row_excluded", "absent_entity", "subtotal_rows",
        "absent_year", "text_value", "mixed_units", "missing_column", "rotated", "dash_zero", "uncovered_quantity",
        "scale_normalization", "currency_format", "rounded_figure", "wide_table"}
KEYS = ["id", "question", "category", "answer", "evidence", "hard_cases", "family", "source"]
UNITS = {"GBP", "EUR", "USD", "%", "°C", "kg", "mm", "A", "hours", None}
DOC_CURRENCY = {"BF": "EUR", "WS": "USD"}

failures = []


def fail(msg):
    failures.append(msg)


def section(name, ok_line):
    if failures:
        print(f"FAILED in {name}:")
        for f in failures[:40]:
            print("  " + f)
        if len(failures) > 40:
            print(f"  ... and {len(failures) - 40} more")
        sys.exit(1)
    print(ok_line)


def sha(path):
    with open(path, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


def ws1(s):
    return " ".join(s.split())


norm = MQ.norm_ws


# ----------------------------------------------------------------------------- PDF access
class Pdfs:
    def __init__(self, outdir):
        self.outdir = outdir
        self.docs, self.texts = {}, {}

    def pdf(self, key):
        if key not in self.docs:
            self.docs[key] = pdfplumber.open(os.path.join(self.outdir, M.DOCS[key]["file"]))
        return self.docs[key]

    def npages(self, key):
        return len(self.pdf(key).pages)

    def text(self, key, page):
        k = (key, page)
        if k not in self.texts:
            self.texts[k] = self.pdf(key).pages[page - 1].extract_text() or ""
        return self.texts[k]

    def all_text(self, key):
        return "\n".join(self.text(key, p) for p in range(1, self.npages(key) + 1))

    def crop(self, key, page, bbox):
        return ws1(self.pdf(key).pages[page - 1].within_bbox(bbox).extract_text() or "")


class PdfReader:
    """The accessor's reader for check.py: every cell is read from its bbox on its page."""

    def __init__(self, pdfs):
        self.pdfs = pdfs

    def cell(self, key, rec):
        got = self.pdfs.crop(key, rec["page"], rec["bbox"])
        if got != ws1(rec["text"]):
            fail(f"{key} p{rec['page']}: cell at {rec['bbox']} reads {got!r}, expected {rec['text']!r}")
        return got

    def note(self, key, page, phrase):
        if norm(phrase) not in norm(self.pdfs.text(key, page)):
            fail(f"{key} p{page}: note phrase {phrase!r} not printed")
        return phrase


class PdfText:
    """Probes for the unanswerable questions, over the PDF text."""

    def __init__(self, pdfs, regs):
        self.pdfs, self.regs = pdfs, regs

    def cell(self, key, tid, row, col):
        rec = self.regs[key]["cells"][(tid, row, col)]
        return self.pdfs.crop(key, rec["page"], rec["bbox"])

    def has(self, key, phrase):
        return norm(phrase) in norm(self.pdfs.all_text(key))

    def has_word(self, key, word):
        return re.search(r"\b" + re.escape(word) + r"\b", self.pdfs.all_text(key), re.I) is not None


# ----------------------------------------------------------------------------- checks
def check_determinism(outdir):
    regs = M.build(outdir)
    regs2 = M.build(os.path.join(WORK, "rebuild"))
    for key, d in M.DOCS.items():
        a, b = sha(os.path.join(outdir, d["file"])), sha(os.path.join(WORK, "rebuild", d["file"]))
        if a != b:
            fail(f"{d['file']}: sha256 differs between two builds")
    extra = sorted(f for f in os.listdir(outdir) if f.endswith(".pdf") and f not in {d["file"] for d in M.DOCS.values()})
    if extra:
        fail(f"unexpected PDFs in {outdir}: {extra}")
    assert repr(regs) == repr(regs2)
    outs = []
    for i in (1, 2):
        p = os.path.join(WORK, f"questions_regen{i}.jsonl")
        subprocess.run([sys.executable, os.path.join(HERE, "make_questions.py"), p], check=True,
                       stdout=subprocess.DEVNULL)
        with open(p, "rb") as f:
            outs.append(f.read())
    with open(QFILE, "rb") as f:
        committed = f.read()
    if outs[0] != outs[1]:
        fail("questions.jsonl differs between two regenerations")
    if outs[0] != committed:
        fail("regenerated questions.jsonl differs from the committed file")
    for d in M.DOCS.values():   # make_questions.py (just run) took its row pages from this build
        if sha(os.path.join(WORK, "qdocs", d["file"])) != sha(os.path.join(outdir, d["file"])):
            fail(f"{d['file']}: differs from the build make_questions.py used")
    pdfs = Pdfs(outdir)
    for key in M.DOCS:
        if pdfs.npages(key) != regs[key]["npages"]:
            fail(f"{key}: {pdfs.npages(key)} pages read back, {regs[key]['npages']} laid out")
    section("determinism", f"determinism: {len(M.DOCS)} PDFs with identical sha256 over two builds (and the build "
            f"behind the questions); questions.jsonl byte-identical over two runs and with the committed file; "
            f"page counts {sum(r['npages'] for r in regs.values())} as laid out")
    return regs, pdfs


def check_format(recs):
    seen_q = set()
    for i, r in enumerate(recs, 1):
        rid = r.get("id")
        if rid != f"bo21-{i:03d}":
            fail(f"id {rid} out of order (expected bo21-{i:03d})")
        if list(r) != KEYS:
            fail(f"{rid}: keys {list(r)}")
        if r["category"] not in CATEGORIES:
            fail(f"{rid}: category {r['category']}")
        if r["family"] not in FAMILIES:
            fail(f"{rid}: family {r['family']}")
        if not set(r["hard_cases"]) <= HARD or r["hard_cases"] != sorted(set(r["hard_cases"])):
            fail(f"{rid}: hard cases {r['hard_cases']}")
        if r["source"] != MQ.SOURCE:
            fail(f"{rid}: source")
        if r["question"] in seen_q:
            fail(f"{rid}: duplicate question text")
        seen_q.add(r["question"])
        a = r["answer"]
        for k in ("kind", "value", "raw", "unit", "scale_note", "conditions"):
            if k not in a:
                fail(f"{rid}: answer lacks {k}")
        none = a["kind"] == "none"
        if none != (r["category"] == "unanswerable"):
            fail(f"{rid}: kind none iff unanswerable")
        if none and (a["value"] is not None or r["evidence"] or not a.get("reason")):
            fail(f"{rid}: unanswerable must have null value, no evidence and a reason")
        if not none and not r["evidence"]:
            fail(f"{rid}: no evidence")
        if a["kind"] == "number":
            if isinstance(a["value"], bool) or not isinstance(a["value"], (int, float)):
                fail(f"{rid}: number value {a['value']!r}")
            if a["unit"] not in UNITS:
                fail(f"{rid}: unit {a['unit']}")
            if a["unit"] == "%" and not a.get("tolerance"):
                fail(f"{rid}: percent without tolerance")
        elif a["kind"] == "text":
            if not isinstance(a["value"], str) or a["unit"] is not None:
                fail(f"{rid}: text value / unit")
        elif a["kind"] == "list":
            if not isinstance(a["value"], list) or len(a["value"]) < 2:
                fail(f"{rid}: list value")
        docs = {MQ.FILE2KEY[e["doc"]] for e in r["evidence"]}
        if r["category"] == "cross_document":
            if len(docs) < 2:
                fail(f"{rid}: cross_document citing one document")
        elif len(docs) > 1:
            fail(f"{rid}: {r['category']} citing {len(docs)} documents")
        if docs and r["category"] != "cross_document":
            k = docs.pop()
            if r["family"] != M.DOCS[k]["family"]:
                fail(f"{rid}: family {r['family']} but cites a {M.DOCS[k]['family']}")
        if r["category"] == "multi_page_lookup" and not any(e["page"] > 1 for e in r["evidence"]):
            fail(f"{rid}: multi_page_lookup without a later page")
        raws = a["raw"].split(" | ") if a["raw"] else []
        if not none and len(raws) != len(r["evidence"]):
            fail(f"{rid}: {len(raws)} raw pieces for {len(r['evidence'])} evidence items")
    section("record format", f"record format: {len(recs)} records, ids bo21-001..bo21-{len(recs):03d} in order, "
            f"keys, kinds, units, categories, families, hard-case names, unique question texts, raw piece per "
            f"evidence item")


def check_golds(recs, regs, pdfs):
    reader, text = PdfReader(pdfs), PdfText(pdfs, regs)
    try:
        again = MQ.build_records(regs, reader, text)
    except AssertionError as e:
        fail(f"recomputation from the PDFs: {e}")
        again = []
    n_cells = 0
    for a, b in zip(recs, again):
        if json.dumps(a, ensure_ascii=False) != json.dumps(b, ensure_ascii=False):
            fail(f"{a['id']}: record recomputed from the PDF text differs:\n    {a['answer']}\n    {b['answer']}")
        n_cells += len(b["evidence"])
    if again and len(again) != len(recs):
        fail("record count differs")
    section("golds", f"golds recomputed from the PDFs: {len(recs)} records rebuilt with every calc reading its "
            f"cells from pdfplumber crops of the cells' boxes ({n_cells} cells / note phrases, each text as "
            f"printed) — identical to questions.jsonl, including {sum(r['answer']['kind'] == 'none' for r in recs)} "
            f"unanswerable probes run on the PDF text")


def check_evidence(recs, regs, pdfs):
    n = 0
    for r in recs:
        raws = r["answer"]["raw"].split(" | ") if r["answer"]["raw"] else []
        for e, raw in zip(r["evidence"], raws):
            key = MQ.FILE2KEY[e["doc"]]
            reg, page, tid = regs[key], e["page"], e["table"]
            n += 1
            if not 1 <= page <= pdfs.npages(key):
                fail(f"{r['id']}: page {page} out of range")
                continue
            ptext = pdfs.text(key, page)
            if norm(raw) not in norm(ptext):
                fail(f"{r['id']}: raw {raw!r} not printed on {key} p{page}")
            if page not in reg["tables"][tid]["pages"]:
                fail(f"{r['id']}: table {tid} not on page {page}")
            if e["row"] == "footnote":
                continue
            t_caps = [c for c in (reg["tables"][tid]["caption"],) if norm(c) in norm(ptext)]
            if not t_caps and "continued" not in ptext:
                fail(f"{r['id']}: caption of {tid} not on page {page}")
            rec = reg["cells"].get((tid, e["row"], e["column"]))
            if rec is None or rec["page"] != page:
                fail(f"{r['id']}: cell {e['row']!r} / {e['column']!r} not laid out on page {page}")
                continue
            # the row label: the first cell of that row, read back, is the last part of the cited row key
            parts = e["row"].split(" > ")
            first_cols = [k for (t, rw, k) in reg["cells"] if t == tid and rw == e["row"]]
            lab = reg["cells"][(tid, e["row"], first_cols[0])]
            got = pdfs.crop(key, lab["page"], lab["bbox"])
            if M.clean_label(got) != parts[-1]:
                fail(f"{r['id']}: row label reads {got!r}, cited {parts[-1]!r}")
            for sec_part in parts[:-1]:
                if norm(sec_part) not in norm(pdfs.all_text(key)):
                    fail(f"{r['id']}: section {sec_part!r} not printed")
            # every part of the column label is a header cell printed on this page
            heads = [h for h in reg["heads"][(tid, e["column"])] if h["page"] == page]
            if not heads:
                fail(f"{r['id']}: no header for {e['column']!r} on page {page}")
            got_parts = [M.clean_label(pdfs.crop(key, page, h["bbox"])) for h in heads]
            want_parts = e["column"].split(" > ")
            if got_parts != want_parts:
                fail(f"{r['id']}: header reads {got_parts}, cited {want_parts}")
    section("evidence", f"evidence: {n} cited cells / note phrases; each raw piece printed on its evidence page; "
            f"every cited cell on a page of its table, its row label read back from the row's first cell, its "
            f"section printed, and every part of its column label read back from the header cells on that page")


def check_tiers(regs, pdfs):
    """The quantity bands used to map N -> column are the ones printed in the headers / row labels."""
    def bounds(lab):
        ns = [int(x.replace(",", "")) for x in re.findall(r"\d[\d,]*", lab)]
        return (ns[0], ns[1]) if len(ns) == 2 else (ns[0], None)
    sets = [("CS", "t1", M.CS_TIERS, "head"), ("UW", "t1", M.UW_TIERS, "row"), ("UW", "t2", M.UW_T2_TIERS, "head"),
            ("BH", "t1", M.BH_TIERS, "head"), ("BH", "t2", M.BH_BULK_TIERS, "head"), ("SS", "t1", M.SS_TIERS, "head"),
            ("NT", "t1", M.NT_TIERS, "head"), ("GC", "t1", M.GC_TIERS, "head"), ("WS", "t1", M.WS_TIERS, "head"),
            ("CX", "t1", M.CX_LENGTHS, "row")]
    n = 0
    for key, tid, tiers, where in sets:
        reg = regs[key]
        if where == "head":   # the header cells of the table, read back from their boxes
            printed = {M.clean_label(pdfs.crop(key, h["page"], h["bbox"]))
                       for hs in [v for (t, _), v in reg["heads"].items() if t == tid] for h in hs}
        else:                 # the first cell of every row, read back
            printed = set()
            for rk_ in reg["row_order"][tid]:
                first = next(c for (t, rw, c) in reg["cells"] if t == tid and rw == rk_)
                rec = reg["cells"][(tid, rk_, first)]
                printed.add(pdfs.crop(key, rec["page"], rec["bbox"]))
        prev_hi = 0
        for lo, hi, lab in tiers:
            n += 1
            if lab not in printed:
                fail(f"{key}: tier label {lab!r} not printed in {tid}")
            if lab != "Up to 10 m" and bounds(lab) != (lo, hi):
                fail(f"{key}: tier {lab!r} parsed {bounds(lab)} but data bounds {(lo, hi)}")
            if lo != prev_hi + 1 and not (lab == "Up to 10 m"):
                fail(f"{key}: tier {lab!r} does not follow the previous band")
            prev_hi = hi if hi is not None else prev_hi
    section("tiers", f"tiers: {n} quantity / length bands parsed from their printed labels equal the bounds used to "
            f"map quantities to columns or rows, contiguous from 1")


def check_statements(regs, pdfs):
    def v(key, tid, row, col):
        rec = regs[key]["cells"][(tid, row, col)]
        return MQ.num(pdfs.crop(key, rec["page"], rec["bbox"]))
    n = 0
    for y in (2025, 2024):
        c1, c3, c2 = f"Year ended 31 March > {y}", f"31 March > {y}", str(y)
        g = lambda row: v("BE", "t1", row, c1)  # noqa: E731
        b = lambda row: v("BE", "t3", row, c3)  # noqa: E731
        ids = [
            (g("Turnover") + g("Cost of sales"), g("Gross profit")),
            (g("Gross profit") + g("Administrative expenses"), g("Operating profit")),
            (g("Operating profit") + g("Interest payable"), g("Profit before taxation")),
            (g("Profit before taxation") + g("Tax on profit"), g("Profit for the financial year")),
            (sum(v("BE", "t2", s[0], c2) for s in M.BE_STREAMS), v("BE", "t2", "Total turnover", c2)),
            (v("BE", "t2", "Total turnover", c2), g("Turnover")),
            (b("Debtors") + b("Cash at bank") + b("Creditors: due within one year"), b("Net current assets (liabilities)")),
            (b("Fixed assets") + b("Net current assets (liabilities)") + b("Bank loan: due after one year"), b("Net assets")),
            (b("Called-up share capital") + b("Profit and loss account"), b("Shareholders' funds")),
            (b("Net assets"), b("Shareholders' funds")),
            ((v("BE", "t2", "Room bookings", c2) * 1000 / v("BE", "t4", "Games played", c2)).quantize(MQ.CENT),
             v("BE", "t4", "Average room booking revenue per game (£)", c2)),
        ]
        for i, (a, bb) in enumerate(ids):
            n += 1
            if a != bb:
                fail(f"Brassington {y} identity {i}: {a} != {bb}")
    pl = [v("BE", "t3", "Profit and loss account", f"31 March > {y}") for y in (2025, 2024)]
    n += 1
    if pl[0] != pl[1] + v("BE", "t1", "Profit for the financial year", "Year ended 31 March > 2025") - \
            v("BE", "t4", "Dividends paid (£000)", "2025"):
        fail("Brassington reserves do not roll forward")
    # Blubberhouses prints prices incl. 20 % VAT: every printed price is an ex-VAT price in whole pence times 1.2
    for (tid, row, col), rec in regs["BH"]["cells"].items():
        if re.fullmatch(r"[\d,]+\.\d\d", rec["text"]):
            n += 1
            x = MQ.num(pdfs.crop("BH", rec["page"], rec["bbox"])) / D("1.2")
            if x != x.quantize(MQ.CENT):
                fail(f"Blubberhouses {row} {col}: {rec['text']} / 1.2 is not a whole-pence price")
    section("statements", f"statements: {n} identities read back from the PDFs (Brassington profit and loss "
            f"subtotals, turnover by activity = total = turnover, balance-sheet subtotals, reserves roll-forward, "
            f"revenue per game; every Blubberhouses VAT-inclusive price divides by 1.2 to whole pence)")


def check_units(recs):
    n = 0
    for r in recs:
        a = r["answer"]
        if a["kind"] != "number":
            continue
        n += 1
        keys = {MQ.FILE2KEY[e["doc"]] for e in r["evidence"]}
        if a["unit"] in ("GBP", "EUR", "USD"):
            want = {DOC_CURRENCY.get(k, "GBP") for k in keys}
            if want != {a["unit"]}:
                fail(f"{r['id']}: unit {a['unit']} for documents {keys}")
        scale = a.get("scale")
        if scale is not None:
            if keys != {"BE"} or scale not in (1000, 1_000_000):
                fail(f"{r['id']}: scale {scale} outside the £000 accounts")
            if scale == 1_000_000 and a.get("decimals") is None:
                fail(f"{r['id']}: millions without decimals")
        elif keys == {"BE"} and a["unit"] == "GBP" and not any("(£)" in e["row"] for e in r["evidence"]):
            fail(f"{r['id']}: £000 amount without scale")
    section("units", f"units and scales: {n} number golds; currency = the cited documents' currency (GBP, EUR for "
            f"Ballyragget, USD for Wapakoneta); scale only on Brassington's £000 figures (1,000, or 1,000,000 with "
            f"decimals where millions are asked), not on its £-per-game figure")


def check_names():
    hits_total = 0
    for name in M.COMPANY_NAMES:
        out = subprocess.run(["grep", "-ril", name, "/work/main/bench", "/work/shared/corpus"], capture_output=True,
                             text=True).stdout.split()
        outside = [p for p in out if not os.path.abspath(p).startswith(HERE + os.sep)]
        hits_total += len(outside)
        if outside:
            fail(f"name {name} found outside this folder: {outside[:3]}")
    section("names", f"names: {len(M.COMPANY_NAMES)} fictional company names ({', '.join(M.COMPANY_NAMES)}), "
            f"{hits_total} hits outside bench/business-other21")


def check_score(recs):
    r = subprocess.run([sys.executable, SCORE, "--self-test", "--questions", QFILE], capture_output=True, text=True)
    print(r.stdout.rstrip())
    if r.returncode != 0 or "self-test passed" not in r.stdout:
        fail("score.py --self-test failed")
    for label, scaled in (("value = gold value", False), ("value in base units (gold x scale)", True)):
        path = os.path.join(WORK, f"gold_answers_{'base' if scaled else 'asis'}.jsonl")
        with open(path, "w", encoding="utf-8") as f:
            for q in recs:
                a = q["answer"]
                if a["kind"] == "none":
                    obj = {"id": q["id"], "status": "not_found", "value": None, "unit": None, "answer": ""}
                else:
                    val = a["value"]
                    if scaled and a["kind"] == "number" and a.get("scale"):
                        val = val * a["scale"]
                    obj = {"id": q["id"], "status": "answered", "value": val, "unit": a["unit"],
                           "answer": str(val)}
                f.write(json.dumps(obj, ensure_ascii=False) + "\n")
        out = os.path.join(WORK, "score_result.json")
        res = subprocess.run([sys.executable, SCORE, "--questions", QFILE, "--answers", path, "--json", out],
                             capture_output=True, text=True)
        if res.returncode != 0:
            fail(f"score.py failed: {res.stderr}")
            continue
        with open(out) as f:
            tot = json.load(f)["overall"]
        print(f"gold-as-answer ({label}): correct {tot['correct']}/{tot['total']}, wrong {tot['wrong']}, "
              f"refused {tot['refused']}, errors {tot['error']}, missing {tot['missing']}")
        if tot["correct"] != tot["total"]:
            bad = [q["id"] for q in json.load(open(out))["questions"] if q["grade"] != "correct"]
            fail(f"gold answers graded incorrect: {bad}")
    section("score", "score.py: self-test passed; the golds graded against themselves all correct")


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: check.py OUTDIR")
    outdir = os.path.abspath(sys.argv[1])
    os.makedirs(WORK, exist_ok=True)
    regs, pdfs = check_determinism(outdir)
    with open(QFILE, encoding="utf-8") as f:
        recs = [json.loads(x) for x in f if x.strip()]
    check_format(recs)
    check_golds(recs, regs, pdfs)
    check_evidence(recs, regs, pdfs)
    check_tiers(regs, pdfs)
    check_statements(regs, pdfs)
    check_units(recs)
    check_names()
    from collections import Counter
    for what, c in (("categories", Counter(r["category"] for r in recs)),
                    ("families", Counter(r["family"] for r in recs)),
                    ("answer kinds", Counter(r["answer"]["kind"] for r in recs)),
                    ("hard cases", Counter(h for r in recs for h in r["hard_cases"]))):
        print(f"{what}: " + ", ".join(f"{k} {v}" for k, v in sorted(c.items(), key=lambda kv: (-kv[1], kv[0]))))
    check_score(recs)
    print("ALL CHECKS PASSED")


if __name__ == "__main__":
    main()
