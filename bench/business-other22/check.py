#!/usr/bin/env python3
"""Check business-other22 end to end.

    python check.py OUTDIR

1. determinism: the PDFs are built into OUTDIR and again into a scratch folder (identical sha256);
   questions.jsonl is regenerated twice, byte-identical and equal to the committed file;
2. record format;
3. golds recomputed from the PDFs: every calc of make_questions.py runs again with an accessor that
   reads each cell by cropping its box with pdfplumber and each note phrase from the page text; the
   rebuilt records must equal questions.jsonl; unanswerable probes run on the PDF text;
4. evidence: raw pieces on their pages, row labels and column header paths read back;
5. quantity bands: printed band labels parse to the bounds the questions use;
6. statements: the accounts add up when read back;
7. units and scales;
8. names: no company name occurs outside this folder in /work/main/bench or /work/shared/corpus;
9. score.py --self-test, and the golds graded as answers (all correct).
Exit 1 on the first failing section (after printing what failed).
"""
from __future__ import annotations

import hashlib
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import pdfplumber  # noqa: E402

import make_docs as M  # noqa: E402
import make_questions as Q  # noqa: E402

SCRATCH = "/tmp/business-other22work"
SCORE = "/work/shared/tools/score.py"
QFILE = os.path.join(HERE, "questions.jsonl")
NAMES = ["Mappowder", "Chillenden", "Yelvertoft", "Hinderclay", "Bredwardine", "Kexby", "Balmaclellan",
         "Luxulyan", "Ardentinny", "Upottery", "Ballyjamesduff", "Whaplode"]
FAILED = []


def fail(section, msg):
    FAILED.append(f"[{section}] {msg}")


def sha(path):
    with open(path, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


def norm(s):
    return " ".join((s or "").split())


class PdfText:
    def __init__(self, outdir, reg):
        self.outdir, self.reg = outdir, reg
        self.pdfs = {}
        self.pages = {}

    def page(self, doc, n):
        if doc not in self.pdfs:
            self.pdfs[doc] = pdfplumber.open(os.path.join(self.outdir, doc))
        return self.pdfs[doc].pages[n - 1]

    def crop(self, doc, page, bbox):
        return norm(self.page(doc, page).within_bbox(tuple(bbox)).extract_text())

    def read_cell(self, doc, c):
        got = self.crop(doc, c["page"], c["bbox"])
        if got != norm(c["text"]):
            raise AssertionError(f"{doc} p{c['page']} {c['bbox']}: crop {got!r} != printed {c['text']!r}")
        return got

    def read_page(self, doc, n):
        key = (doc, n)
        if key not in self.pages:
            self.pages[key] = norm(self.page(doc, n).extract_text())
        return self.pages[key]

    def n_pages(self, doc):
        self.page(doc, 1)
        return len(self.pdfs[doc].pages)


def main(argv):
    if len(argv) != 2:
        sys.exit("usage: check.py OUTDIR")
    outdir = argv[1]
    os.makedirs(SCRATCH, exist_ok=True)

    # ------------------------------------------------------------------ 1 determinism
    reg = M.build(outdir)
    rebuild = os.path.join(SCRATCH, "rebuild")
    reg2 = M.build(rebuild)
    n_same = 0
    for doc in M.DOCS:
        a, b = sha(os.path.join(outdir, doc)), sha(os.path.join(rebuild, doc))
        if a != b:
            fail("determinism", f"{doc}: sha256 differs between two builds")
        else:
            n_same += 1
    if repr(reg) != repr(reg2):
        fail("determinism", "registries differ between two builds")
    with tempfile.TemporaryDirectory() as tmp:
        outs = []
        for i in range(2):
            p = os.path.join(tmp, f"q{i}.jsonl")
            subprocess.run([sys.executable, os.path.join(HERE, "make_questions.py"), p], check=True,
                           stdout=subprocess.DEVNULL)
            outs.append(open(p, "rb").read())
    committed = open(QFILE, "rb").read()
    if outs[0] != outs[1]:
        fail("determinism", "make_questions.py output differs between two runs")
    if outs[0] != committed:
        fail("determinism", "regenerated questions.jsonl differs from the committed file")
    pdf = PdfText(outdir, reg)
    total_pages = 0
    for doc in M.DOCS:
        n = pdf.n_pages(doc)
        total_pages += n
        if n != reg[doc]["pages"]:
            fail("determinism", f"{doc}: {n} pages read back, {reg[doc]['pages']} laid out")
    print(f"determinism: {n_same}/{len(M.DOCS)} PDFs with identical sha256 over two builds; questions.jsonl "
          f"byte-identical over two runs and equal to the committed file; {total_pages} pages as laid out")
    if FAILED:
        return report()

    # ------------------------------------------------------------------ 2 record format
    recs = [json.loads(line) for line in committed.decode("utf-8").splitlines() if line.strip()]
    keys = ["id", "question", "category", "answer", "evidence", "hard_cases", "family", "source"]
    seen_q = set()
    for i, r in enumerate(recs, 1):
        rid = f"{Q.PREFIX}-{i:03d}"
        if r.get("id") != rid:
            fail("format", f"id {r.get('id')} should be {rid}")
        if list(r) != keys:
            fail("format", f"{rid}: keys {list(r)}")
        if r["category"] not in Q.CATEGORIES:
            fail("format", f"{rid}: category {r['category']}")
        if set(r["hard_cases"]) - Q.HARD_CASES:
            fail("format", f"{rid}: hard cases {set(r['hard_cases']) - Q.HARD_CASES}")
        if r["source"] != Q.SOURCE:
            fail("format", f"{rid}: source")
        if norm(r["question"]).lower() in seen_q:
            fail("format", f"{rid}: duplicate question text")
        seen_q.add(norm(r["question"]).lower())
        a = r["answer"]
        for k in ("kind", "value", "raw", "unit", "scale_note", "conditions"):
            if k not in a:
                fail("format", f"{rid}: answer lacks {k}")
        none = a["kind"] == "none"
        if none != (r["category"] == "unanswerable"):
            fail("format", f"{rid}: kind none iff unanswerable")
        if none and (a["value"] is not None or r["evidence"] or not a.get("reason")):
            fail("format", f"{rid}: unanswerable must have null value, no evidence, a reason")
        if not none:
            if not r["evidence"]:
                fail("format", f"{rid}: no evidence")
            if len(a["raw"].split(" | ")) != len(r["evidence"]):
                fail("format", f"{rid}: raw pieces {len(a['raw'].split(' | '))} vs evidence {len(r['evidence'])}")
            if a["kind"] == "number" and not isinstance(a["value"], (int, float)):
                fail("format", f"{rid}: number value {a['value']!r}")
            if a["kind"] == "text" and not isinstance(a["value"], str):
                fail("format", f"{rid}: text value")
            if a["kind"] == "list" and not (isinstance(a["value"], list) and len(a["value"]) >= 2):
                fail("format", f"{rid}: list value")
        docs = {e["doc"] for e in r["evidence"]}
        if r["category"] == "cross_document" and len(docs) < 2:
            fail("format", f"{rid}: cross_document cites {len(docs)} document(s)")
        if r["category"] != "cross_document" and len(docs) > 1:
            fail("format", f"{rid}: cites several documents")
        if r["category"] == "multi_page_lookup" and not any(e["page"] >= 2 for e in r["evidence"]):
            fail("format", f"{rid}: multi_page_lookup not on page 2")
        for d in docs:
            if reg[d]["family"] != r["family"]:
                fail("format", f"{rid}: family {r['family']} vs {reg[d]['family']}")
    cats = {}
    for r in recs:
        cats[r["category"]] = cats.get(r["category"], 0) + 1
    n_none = sum(r["answer"]["kind"] == "none" for r in recs)
    print(f"record format: {len(recs)} records, ids {recs[0]['id']}..{recs[-1]['id']} in order; keys, kinds, "
          f"categories, hard-case names, families, unique question texts, one raw piece per evidence item; "
          f"{n_none} unanswerable ({100 * n_none / len(recs):.1f} %)")
    if FAILED:
        return report()

    # ------------------------------------------------------------------ 3 golds recomputed from the PDFs
    try:
        rebuilt = Q.build_records(reg, pdf.read_cell, pdf.read_page)
    except AssertionError as e:
        fail("recompute", f"reading the PDFs: {e}")
        return report()
    n_ev = sum(len(r["evidence"]) for r in rebuilt)
    for a, b in zip(rebuilt, recs):
        if a != b:
            fail("recompute", f"{b['id']}: rebuilt from the PDF differs: {a['answer']} vs {b['answer']}")
    if len(rebuilt) != len(recs):
        fail("recompute", f"{len(rebuilt)} rebuilt vs {len(recs)} committed")
    print(f"golds recomputed from the PDFs: {len(rebuilt)} records rebuilt with every cell read from a pdfplumber "
          f"crop of its box and every note phrase from the page text ({n_ev} cells / phrases, each equal to the "
          f"printed string); identical to questions.jsonl; {n_none} unanswerable probes confirmed on the PDF text")

    # ------------------------------------------------------------------ 4 evidence
    n_checked = 0
    for r in recs:
        raws = r["answer"]["raw"].split(" | ") if r["answer"]["raw"] else []
        for e, piece in zip(r["evidence"], raws):
            doc, page = e["doc"], e["page"]
            text = pdf.read_page(doc, page)
            if norm(piece) not in text:
                fail("evidence", f"{r['id']}: raw {piece!r} not on {doc} p{page}")
            n_checked += 1
            if e["row"] == "footnote":
                continue
            info = reg[doc]["tables"][e["table"]]
            if page not in info["pages"]:
                fail("evidence", f"{r['id']}: page {page} not a page of {e['table']}")
            cell = reg[doc]["cells"][(e["table"], e["row"], e["column"])]
            # row label: the row's key cell read back; its section printed on the page
            key_col_name = info["col_keys"][info["key_col"]]
            label_cell = reg[doc]["cells"][(e["table"], e["row"], key_col_name)]
            label = pdf.crop(doc, label_cell["page"], label_cell["bbox"])
            parts = e["row"].split(" > ")
            if label != parts[-1]:
                fail("evidence", f"{r['id']}: row label {label!r} vs {parts[-1]!r}")
            if len(parts) > 1 and parts[0] not in text:
                fail("evidence", f"{r['id']}: section {parts[0]!r} not on the page")
            # column path: header cells covering the column on that page
            col = cell["col"]
            hdrs = sorted((h for h in reg[doc]["headers"][e["table"]][page] if h["cols"][0] <= col <= h["cols"][1]),
                          key=lambda h: h["row"])
            got = [M.strip_markers(pdf.crop(doc, page, h["bbox"])) for h in hdrs]
            want = [p for p in e["column"].split(" > ") if p]
            if got != want:
                fail("evidence", f"{r['id']}: header path {got} vs {want}")
    print(f"evidence: {n_checked} cited cells / note phrases; each raw piece printed on its evidence page; every "
          f"cited cell on a page of its table, its row label read back from the row's first cell, its section "
          f"printed, and every part of its column path read back from the header cells above it on that page")

    # ------------------------------------------------------------------ 5 bands
    def parse_band(s):
        s = M.strip_markers(s).replace(",", "")
        m = re.fullmatch(r"(\d+)–(\d+)(?: \w+| L| cm)?", s)
        if m:
            return int(m.group(1)), int(m.group(2))
        m = re.fullmatch(r"(\d+)\+(?: \w+)?", s)
        if m:
            return int(m.group(1)), None
        m = re.fullmatch(r"[Uu]p to (\d+)(?: L| cm)", s)
        if m:
            return 0, int(m.group(1))
        raise ValueError(s)

    def header_bands(doc, tid, group):
        hs = [h for pg in reg[doc]["headers"][tid].values() for h in pg]
        g = [h for h in hs if M.strip_markers(h["text"]) == group]
        assert g, (doc, group)
        lo, hi = g[0]["cols"]
        page = next(p for p, lst in reg[doc]["headers"][tid].items() if g[0] in lst)
        kids = sorted((h for h in reg[doc]["headers"][tid][page] if h["row"] == g[0]["row"] + 1
                       and lo <= h["cols"][0] <= hi), key=lambda h: h["cols"][0])
        return [parse_band(pdf.crop(doc, page, h["bbox"])) for h in kids]

    def row_bands(doc, tid, keys, col):
        out = []
        for k in keys:
            c = reg[doc]["cells"][(tid, k, col)]
            out.append(parse_band(pdf.crop(doc, c["page"], c["bbox"])))
        return out

    band_sets = [
        ("Mappowder tins", header_bands(Q.MP, "t1", "Price per tin, ex VAT (£)"), M.MP_TIERS),
        ("Chillenden tins", row_bands(Q.CH, "t1", [Q.ch_row(i) for i in range(3)], "Tins ordered"), M.CH_TIERS),
        ("Yelvertoft tins", header_bands(Q.YV, "t1", "Price per tin by tins ordered (ex VAT)"), M.YV_TIERS),
        ("Hinderclay items", header_bands(Q.HT, "t1", "Price each, ex VAT (£)"), M.HT_TIERS),
        ("Bredwardine stumps", header_bands(Q.BT, "t2", "Price per stump, ex VAT (£)"), M.BT_STUMP_TIERS),
        ("Bredwardine diameters", row_bands(Q.BT, "t2", [b[0] for b in M.BT_STUMPS], "Stump diameter"),
         [b[1] for b in M.BT_STUMPS]),
        ("Kexby doors", row_bands(Q.KX, "t1", [Q.kx_fee_row(lo) for lo, _ in M.KX_TIERS], ""), M.KX_TIERS),
        ("Balmaclellan litres", header_bands(Q.BA, "t1", "Monthly fee per tank by volume, ex VAT (£)"),
         M.BA_VOLUMES),
        ("Upottery units", header_bands(Q.UA, "t1", "Price per unit sold, ex VAT (£)"), M.UA_TIERS),
        ("Ballyjamesduff packs", header_bands(Q.BJ, "t1", "Price per pack, ex VAT (€)"), M.BJ_TIERS),
    ]
    n_bands = 0
    for name, got, want in band_sets:
        want = [tuple(w) for w in want]
        if got != want:
            fail("bands", f"{name}: printed {got} vs data {want}")
        for (a_lo, a_hi), (b_lo, _) in zip(want, want[1:]):
            if a_hi is None or b_lo != a_hi + 1:
                fail("bands", f"{name}: not contiguous")
        if want[-1][1] is not None and name not in ("Bredwardine diameters", "Balmaclellan litres"):
            fail("bands", f"{name}: the top band should be open")
        n_bands += len(want)
    print(f"bands: {n_bands} quantity / size bands in {len(band_sets)} sets parsed from the printed labels equal "
          f"the bounds used to map quantities, contiguous")

    # ------------------------------------------------------------------ 6 statements
    def wtv(tid, row, year):
        col = {"t1": "Year ended 30 September", "t2": "Year ended 30 September", "t3": "At 30 September",
               "t4": ""}[tid]
        c = reg[Q.WT]["cells"][(tid, row, f"{col} > {year}" if col else year)]
        return Q.num(pdf.crop(Q.WT, c["page"], c["bbox"]))
    ids = 0
    for y in M.WT_YEARS:
        checks = [
            (wtv("t1", "Turnover", y) + wtv("t1", "Cost of sales", y), wtv("t1", "Gross profit", y)),
            (wtv("t1", "Gross profit", y) + wtv("t1", "Administrative expenses", y)
             + wtv("t1", "Other operating income", y), wtv("t1", "Operating profit", y)),
            (wtv("t1", "Operating profit", y) + wtv("t1", "Interest payable and similar charges", y),
             wtv("t1", "Profit before taxation", y)),
            (wtv("t1", "Profit before taxation", y) + wtv("t1", "Tax on profit", y),
             wtv("t1", "Profit for the financial year", y)),
            (sum(wtv("t2", a, y) for a, _ in M.WT_ACTIVITIES), wtv("t2", "Total turnover", y)),
            (wtv("t2", "Total turnover", y), wtv("t1", "Turnover", y)),
            (wtv("t3", "Stocks", y) + wtv("t3", "Debtors", y) + wtv("t3", "Cash at bank and in hand", y),
             wtv("t3", "Total current assets", y)),
            (wtv("t3", "Total current assets", y) + wtv("t3", "Creditors: amounts falling due within one year", y),
             wtv("t3", "Net current assets", y)),
            (wtv("t3", "Tangible assets", y) + wtv("t3", "Net current assets", y),
             wtv("t3", "Total assets less current liabilities", y)),
            (wtv("t3", "Total assets less current liabilities", y)
             + wtv("t3", "Creditors: amounts falling due after more than one year", y)
             + wtv("t3", "Provisions for liabilities", y), wtv("t3", "Net assets", y)),
            (wtv("t3", "Called up share capital", y) + wtv("t3", "Profit and loss account", y),
             wtv("t3", "Shareholders' funds", y)),
            (wtv("t3", "Net assets", y), wtv("t3", "Shareholders' funds", y)),
            (Q.q2(wtv("t2", "Bowling", y) * 1000 / wtv("t4", "Games bowled", y)),
             wtv("t4", "Bowling turnover per game (£)", y)),
        ]
        for i, (a, b) in enumerate(checks):
            ids += 1
            if a != b:
                fail("statements", f"{y} identity {i}: {a} != {b}")
    ids += 1
    if wtv("t3", "Profit and loss account", "2024") + wtv("t1", "Profit for the financial year", "2025") \
            - wtv("t4", "Dividends paid (£000)", "2025") != wtv("t3", "Profit and loss account", "2025"):
        fail("statements", "reserves roll-forward")
    # focal ratios printed = focal length / aperture
    for sec, items in M.AT_SECTIONS:
        for it in items:
            row = f"{sec} > {it[0]}"
            cells = {k: reg[Q.AT]["cells"][("t1", row, k)] for k in ("Aperture (mm)", "Focal length (mm)",
                                                                      "Focal ratio")}
            ap = Q.num(pdf.crop(Q.AT, 1, cells["Aperture (mm)"]["bbox"]))
            fl = Q.num(pdf.crop(Q.AT, 1, cells["Focal length (mm)"]["bbox"]))
            ids += 1
            if pdf.crop(Q.AT, 1, cells["Focal ratio"]["bbox"]) != M.focal_ratio(ap, fl):
                fail("statements", f"focal ratio {it[0]}")
    print(f"statements: {ids} identities read back from the PDFs (Whaplode profit and loss subtotals, turnover by "
          f"activity = total = turnover, balance-sheet subtotals, net assets = shareholders' funds, turnover per game, "
          f"reserves roll-forward with dividends; Ardentinny focal ratios)")

    # ------------------------------------------------------------------ 7 units and scales
    n_num = 0
    for r in recs:
        a = r["answer"]
        if a["kind"] != "number":
            if a.get("unit") is not None:
                fail("units", f"{r['id']}: unit on a non-number")
            continue
        n_num += 1
        docs = [e["doc"] for e in r["evidence"]]
        if a["unit"] in ("GBP", "EUR", "USD"):
            if any(Q.CURRENCY[d] != a["unit"] for d in docs):
                fail("units", f"{r['id']}: currency {a['unit']} vs documents")
        if a.get("scale") and set(docs) != {Q.WT}:
            fail("units", f"{r['id']}: a scale outside the accounts")
        if set(docs) == {Q.WT} and a["unit"] == "GBP":
            rows = [e["row"] for e in r["evidence"]]
            in_000 = all(e["table"] in ("t1", "t2", "t3") or "(£000)" in e["row"] for e in r["evidence"])
            if in_000 and not a.get("scale"):
                fail("units", f"{r['id']}: £000 figure without a scale ({rows})")
        if a["unit"] == "%" and not (a.get("tolerance") or a.get("decimals")):
            fail("units", f"{r['id']}: percent without tolerance or decimals")
    print(f"units and scales: {n_num} number golds; currencies match the cited documents (GBP; USD for Ardentinny; "
          f"EUR for Ballyjamesduff); scales only on Whaplode's £000 figures; percents carry a tolerance or decimals")

    # ------------------------------------------------------------------ 8 names
    for name in NAMES:
        out = subprocess.run(["grep", "-ril", "--exclude-dir=business-other22", name, "/work/main/bench",
                              "/work/shared/corpus"], capture_output=True, text=True).stdout.split()
        if out:
            fail("names", f"{name}: {len(out)} hit(s) outside this folder, e.g. {out[:2]}")
    print(f"names: {len(NAMES)} fictional company names ({', '.join(NAMES)}), "
          f"{'0 hits' if not any('names' in f for f in FAILED) else 'HITS'} outside bench/business-other22")

    # ------------------------------------------------------------------ 9 score.py
    st = subprocess.run([sys.executable, SCORE, "--self-test", "--questions", QFILE], capture_output=True, text=True)
    last = st.stdout.strip().splitlines()[-1] if st.stdout.strip() else ""
    if st.returncode != 0:
        fail("score", f"self-test failed: {st.stdout[-800:]}")
    print(f"score.py self-test: {last}")
    for mode in ("as printed", "base units"):
        path = os.path.join(SCRATCH, f"gold_answers_{mode.replace(' ', '_')}.jsonl")
        with open(path, "w", encoding="utf-8") as f:
            for r in recs:
                a = r["answer"]
                if a["kind"] == "none":
                    obj = {"id": r["id"], "status": "not_found", "value": None, "unit": None, "answer": ""}
                else:
                    v = a["value"]
                    if mode == "base units" and a["kind"] == "number":
                        v = v * (a.get("scale") or 1)
                    obj = {"id": r["id"], "status": "answered", "value": v, "unit": a["unit"], "answer": str(v)}
                f.write(json.dumps(obj, ensure_ascii=False) + "\n")
        js = os.path.join(SCRATCH, f"score_{mode.replace(' ', '_')}.json")
        sc = subprocess.run([sys.executable, SCORE, "--questions", QFILE, "--answers", path, "--json", js],
                            capture_output=True, text=True)
        if sc.returncode != 0:
            fail("score", sc.stderr[-500:])
            continue
        t = json.load(open(js))["overall"]
        if t["correct"] != len(recs):
            bad = [x["id"] for x in json.load(open(js))["questions"] if x["grade"] != "correct"]
            fail("score", f"gold-as-answer ({mode}): {t['correct']}/{len(recs)} correct; not correct: {bad}")
        print(f"gold-as-answer ({mode}): correct {t['correct']}/{t['total']}, wrong {t['wrong']}, refused "
              f"{t['refused']}, errors {t['error']}, missing {t['missing']}")
    return report()


def report():
    if FAILED:
        print("FAILED:")
        for f in FAILED:
            print("  " + f)
        return 1
    print("ALL CHECKS PASSED")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
