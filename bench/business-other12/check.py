"""business-other12: checks of the documents and of questions.jsonl.

    /work/main/.venv/bin/python bench/business-other12/check.py

1. determinism: the 12 PDFs built twice are byte-identical; questions.jsonl is regenerated identically;
2. page counts and captions;
3. record format (ids, key order, categories and hard-case names of business-dev, kinds, units);
4. every evidence cell is read back from the PDF text layer inside the bounding box where it was drawn
   (make_docs --cells): the value cell, the cells of its row key and of its column-header path, on the cited
   page; every evidence text also occurs in `pdftotext -layout` of that page;
5. single-cell lookups: the cell read back is the gold's raw, and raw parses to the gold value;
6. every answered gold is recomputed from the texts read back (make_questions' recompute rules);
7. units and scales;
8. unanswerables: what makes them unanswerable holds in the document;
9. derived figures read back from the PDFs add up (Cenicero, Corrib, Cranoe, Fulbeck, Lanreath);
10. the fictional names have no hits elsewhere in /work/main/bench or /work/shared/corpus;
11. /work/shared/tools/score.py --self-test passes on questions.jsonl.
"""
from __future__ import annotations

import hashlib
import json
import subprocess
import sys
from decimal import Decimal
from pathlib import Path

import pdfplumber

HERE = Path(__file__).resolve().parent
ROOT = Path("/work/main")
PY = str(ROOT / ".venv/bin/python")
WORK = Path("/tmp/business-other12work")
SCORE = "/work/shared/tools/score.py"
sys.dont_write_bytecode = True
sys.path.insert(0, str(HERE))

FAILS: list[str] = []
COUNT: dict[str, int] = {}

CATEGORIES = {"lookup", "lookup_header_path", "range_lookup", "argmin", "argmax", "compare_two", "difference",
              "percent_change", "sum", "average", "count", "filter_list", "cross_document", "transposed_lookup",
              "multi_page_lookup", "unanswerable"}
HARD = {"borderless", "vat_condition", "merged_cell", "locale_number", "header_path", "unit_in_header", "synonym",
        "footnote", "range_match", "transposed", "multi_page", "scanned", "total_row", "adjacent_tables",
        "header_not_repeated", "side_by_side", "negative_parentheses", "distractor_prose", "null_cell",
        "cross_lingual", "missing_row", "superscript", "absent_entity", "total_row_excluded", "subtotal_rows",
        "absent_year", "wide_table", "missing_column", "mixed_units", "text_value", "dash_zero", "rotated",
        "scale_normalization", "uncovered_quantity", "currency_format", "rounded_figure"}
SINGLE = {"lookup", "lookup_header_path", "transposed_lookup", "multi_page_lookup"}
NAMES = ["Quethiock", "Tullynally", "Idstone", "Hoogkerk", "Fulbeck", "Wymeswold", "Lanreath", "Cranoe",
         "Kelmscott", "Thurlestone", "Cenicero", "Corrib"]


def fail(msg):
    FAILS.append(msg)
    print("FAIL", msg)


def tick(k, n=1):
    COUNT[k] = COUNT.get(k, 0) + n


def norm(s: str) -> str:
    return " ".join(str(s).split())


def sha(p: Path) -> str:
    return hashlib.sha256(p.read_bytes()).hexdigest()


# ================================================================================ 1. determinism
def build(out: Path) -> Path:
    out.mkdir(parents=True, exist_ok=True)
    cells = out / "cells.json"
    subprocess.run([PY, str(HERE / "make_docs.py"), str(out / "docs"), "--cells", str(cells)], check=True,
                   stdout=subprocess.DEVNULL)
    return out


def determinism():
    a, b = build(WORK / "check_a"), build(WORK / "check_b")
    pa, pb = sorted((a / "docs").glob("*.pdf")), sorted((b / "docs").glob("*.pdf"))
    if [p.name for p in pa] != [p.name for p in pb] or len(pa) != 12:
        fail(f"PDF sets differ or not 12: {len(pa)} / {len(pb)}")
    for x, y in zip(pa, pb):
        if sha(x) != sha(y):
            fail(f"not deterministic: {x.name}")
    if sha(a / "cells.json") != sha(b / "cells.json"):
        fail("cells.json differs between builds")
    print(f"determinism: {len(pa)} PDFs, identical sha256 over two builds")
    q1, q2 = WORK / "q1.jsonl", WORK / "q2.jsonl"
    for q in (q1, q2):
        subprocess.run([PY, str(HERE / "make_questions.py"), str(q)], check=True, stdout=subprocess.DEVNULL)
    if sha(q1) != sha(q2) or sha(q1) != sha(HERE / "questions.jsonl"):
        fail("questions.jsonl is not reproduced byte for byte")
    else:
        print("questions.jsonl: byte-identical over two runs and with the committed file")
    return a


# ================================================================================ PDF reading
class Reader:
    def __init__(self, build_dir: Path, tables):
        self.dir = build_dir / "docs"
        self.cells = json.loads((build_dir / "cells.json").read_text(encoding="utf-8"))
        self.tables = tables
        self.pdfs = {}
        self.layout = {}
        self.drawn = {}
        for e in self.cells:
            key = (e["doc"], e["tid"], e["part"])
            if key in self.drawn:
                fail(f"table part drawn twice: {key}")
            self.drawn[key] = e

    def pdf(self, doc):
        if doc not in self.pdfs:
            self.pdfs[doc] = pdfplumber.open(str(self.dir / doc))
        return self.pdfs[doc]

    def page_text(self, doc, page):
        key = (doc, page)
        if key not in self.layout:
            out = subprocess.run(["pdftotext", "-layout", "-f", str(page), "-l", str(page), str(self.dir / doc),
                                  "-"], check=True, capture_output=True, text=True).stdout
            self.layout[key] = out
        return self.layout[key]

    def doc_text(self, doc):
        return "\n".join(self.page_text(doc, p) for p in range(1, len(self.pdf(doc).pages) + 1))

    def part_of(self, doc, tid, r):
        spec = self.tables[(doc, tid)]
        if r < spec.nh:
            raise KeyError("header row has no part of its own")
        for i, (_page, rows) in enumerate(spec.parts):
            if r in rows:
                return i
        raise KeyError((doc, tid, r))

    def bbox(self, doc, tid, part, r, c):
        spec = self.tables[(doc, tid)]
        d = self.drawn[(doc, tid, part)]
        local = list(range(spec.nh)) + d["rows"]
        c0, r0, c1, r1 = c, r, c, r
        for (sc0, sr0, sc1, sr1) in spec.spans:
            if sc0 == c and sr0 == r:
                c0, r0, c1, r1 = sc0, sr0, sc1, sr1
        i0, i1 = local.index(r0), local.index(r1)
        x0, x1 = d["x"][c0], d["x"][c1 + 1]
        ytop, ybot = d["y"][i0], d["y"][i1 + 1]
        h = d["pageheight"]
        return d["page"], (x0, h - ytop, x1, h - ybot)

    def read(self, doc, tid, part, r, c) -> tuple[int, str]:
        page, (x0, top, x1, bottom) = self.bbox(doc, tid, part, r, c)
        pg = self.pdf(doc).pages[page - 1]
        crop = pg.within_bbox((x0 - 0.6, top - 0.6, x1 + 0.6, bottom + 0.6))
        return page, norm(crop.extract_text() or "")


# ================================================================================ 2. pages and captions
def pages_and_captions(rd: Reader, tables, docs):
    for doc, meta in docs.items():
        n = len(rd.pdf(doc).pages)
        if n != meta["pages"]:
            fail(f"{doc}: {n} pages, expected {meta['pages']}")
    n_caps = 0
    for (doc, tid), spec in tables.items():
        for i, (page, rows) in enumerate(spec.parts):
            d = rd.drawn.get((doc, tid, i))
            if d is None:
                fail(f"{doc} {tid} part {i} never drawn")
                continue
            if d["page"] != page or d["rows"] != rows:
                fail(f"{doc} {tid} part {i}: drawn on page {d['page']}, declared {page}")
            cap = spec.caption + (" (continued)" if i > 0 else "")
            lines = [norm(x) for x in rd.page_text(doc, page).splitlines()]
            if lines.count(norm(cap)) != 1:
                fail(f"{doc} {tid}: caption {cap!r} not found once on page {page}")
            n_caps += 1
    print(f"pages as declared; {n_caps} table captions found once on their pages")


# ================================================================================ 3. record format
def record_format(recs):
    keys = ["id", "question", "category", "answer", "evidence", "hard_cases", "family", "source"]
    akeys = ["kind", "value", "raw", "unit", "scale_note", "conditions"]
    opt = {"scale", "tolerance", "decimals", "accept_abs", "aliases", "reason"}
    fams = {"price_list", "catalogue", "spec_sheet", "support_plans", "financial"}
    for i, r in enumerate(recs):
        if list(r) != keys:
            fail(f"{r.get('id')}: keys {list(r)}")
        if r["id"] != f"bo12-{i + 1:03d}":
            fail(f"id {r['id']} out of order")
        if r["source"] != "business-other12" or r["family"] not in fams:
            fail(f"{r['id']}: source/family")
        if r["category"] not in CATEGORIES:
            fail(f"{r['id']}: category {r['category']}")
        bad = set(r["hard_cases"]) - HARD
        if bad:
            fail(f"{r['id']}: hard cases {bad}")
        a = r["answer"]
        if list(a)[:6] != akeys or set(list(a)[6:]) - opt:
            fail(f"{r['id']}: answer keys {list(a)}")
        none = a["kind"] == "none"
        if none != (r["category"] == "unanswerable"):
            fail(f"{r['id']}: kind none iff unanswerable")
        if none and (a["value"] is not None or r["evidence"] or not a.get("reason")):
            fail(f"{r['id']}: unanswerable must have no value, no evidence, a reason")
        if not none and not r["evidence"]:
            fail(f"{r['id']}: no evidence")
        if a["kind"] == "number" and not isinstance(a["value"], (int, float)):
            fail(f"{r['id']}: number value")
        if a["kind"] == "list" and not isinstance(a["value"], list):
            fail(f"{r['id']}: list value")
        if a["kind"] == "text" and not isinstance(a["value"], str):
            fail(f"{r['id']}: text value")
        if a["unit"] == "%" and r["category"] == "percent_change" and a.get("tolerance") is None \
                and a.get("decimals") is None:
            fail(f"{r['id']}: computed percent without tolerance")
    qs = [r["question"] for r in recs]
    if len(set(qs)) != len(qs):
        fail("duplicate question texts")
    if len({r["id"] for r in recs}) != len(recs):
        fail("duplicate ids")
    print(f"record format: {len(recs)} records, ids unique and in order, keys, kinds, categories, hard cases")


# ================================================================================ 4-6. evidence
def evidence(rd: Reader, Q, tables, num):
    import make_questions as MQ
    n_cells = n_single = n_rc = 0
    for item in Q:
        rec = item["rec"]
        got = []
        for e in rec["evidence"]:
            spec = tables[(e["doc"], e["table"])]
            r, c = spec.find_row(e["row"]), spec.find_col(e["column"])
            part = rd.part_of(e["doc"], e["table"], r)
            page, text = rd.read(e["doc"], e["table"], part, r, c)
            if page != e["page"]:
                fail(f"{rec['id']}: evidence page {e['page']} but drawn on {page}")
            if text != norm(spec.cells[r][c]):
                fail(f"{rec['id']}: cell {e['row']} / {e['column']} reads {text!r}, spec {spec.cells[r][c]!r}")
            # row key cells
            _key, parts = spec.rowkeys[r]
            for rr, cc in parts:
                p2 = rd.part_of(e["doc"], e["table"], rr)
                _pg, t2 = rd.read(e["doc"], e["table"], p2, rr, cc)
                if t2 != norm(spec.cells[rr][cc]):
                    fail(f"{rec['id']}: row-key cell reads {t2!r}, expected {spec.cells[rr][cc]!r}")
            got_key = " > ".join(norm(spec.cells[rr][cc]) for rr, cc in parts)
            if got_key != e["row"]:
                fail(f"{rec['id']}: row key {got_key!r} != {e['row']!r}")
            # column path: header cells drawn above this part
            _key, hparts = spec.colkeys[c]
            hdr = []
            for rr, cc in hparts:
                _pg, t3 = rd.read(e["doc"], e["table"], part, rr, cc)
                hdr.append(D.clean(t3))
            if " > ".join(hdr) != e["column"]:
                fail(f"{rec['id']}: header path read {' > '.join(hdr)!r}, cited {e['column']!r}")
            # pdftotext
            if text.replace(" ", "") not in rd.page_text(e["doc"], page).replace(" ", ""):
                fail(f"{rec['id']}: {text!r} not in pdftotext of {e['doc']} p{page}")
            got.append(text)
            n_cells += 1
        a = rec["answer"]
        if a["kind"] == "none":
            continue
        if rec["category"] in SINGLE or (len(rec["evidence"]) == 1 and rec["category"] == "range_lookup"):
            if got[0] != norm(a["raw"]):
                fail(f"{rec['id']}: raw {a['raw']!r} but cell reads {got[0]!r}")
            n_single += 1
        value = item["rc"](got)
        if a["kind"] == "number":
            if value is None or abs(Decimal(str(value)) - Decimal(str(a["value"]))) > Decimal("1e-9"):
                fail(f"{rec['id']}: recomputed {value} != gold {a['value']}")
        elif a["kind"] == "list":
            if value is None or sorted(value) != sorted(a["value"]):
                fail(f"{rec['id']}: recomputed {value} != gold {a['value']}")
        elif value != a["value"]:
            fail(f"{rec['id']}: recomputed {value!r} != gold {a['value']!r}")
        n_rc += 1
        # every piece of raw is printed on an evidence page
        pages = " ".join(norm(rd.page_text(e["doc"], e["page"])) for e in rec["evidence"])
        for piece in str(a["raw"]).split(" | "):
            if piece.replace(" ", "") not in pages.replace(" ", ""):
                fail(f"{rec['id']}: raw piece {piece!r} not printed on its evidence pages")
    print(f"evidence cells: {n_cells} read back from the text layer inside their drawn boxes "
          f"(value, row-key and header cells), and found in pdftotext of their pages")
    print(f"single-cell lookups: {n_single} golds equal the cell read back")
    print(f"golds recomputed from the cells read back: {n_rc}")
    _ = MQ


# ================================================================================ 6b. mutation test
def mutations(rd: Reader, Q, tables):
    """Move each single-cell lookup to every other row and every other column of its table: the cell read
    there must differ from the gold's raw in at least one other row and at least one other column."""
    moved = differ = 0
    for item in Q:
        rec = item["rec"]
        if rec["answer"]["kind"] == "none" or len(rec["evidence"]) != 1 or \
                rec["category"] not in SINGLE | {"range_lookup"}:
            continue
        e = rec["evidence"][0]
        spec = tables[(e["doc"], e["table"])]
        r0, c0 = spec.find_row(e["row"]), spec.find_col(e["column"])
        raw = norm(rec["answer"]["raw"])
        hit_r = hit_c = False
        for r in spec.rowkeys:
            if r == r0:
                continue
            t = rd.read(e["doc"], e["table"], rd.part_of(e["doc"], e["table"], r), r, c0)[1]
            moved += 1
            if t != raw:
                differ += 1
                hit_r = True
        for c in spec.colkeys:
            if c == c0:
                continue
            t = rd.read(e["doc"], e["table"], rd.part_of(e["doc"], e["table"], r0), r0, c)[1]
            moved += 1
            if t != raw:
                differ += 1
                hit_c = True
        if not (hit_r and (hit_c or len(spec.colkeys) == 1)):
            fail(f"{rec['id']}: no moved evidence cell reads differently")
    print(f"mutation test: {differ} of {moved} moved lookup cells read something else than the gold's raw; "
          f"every lookup is caught by a move along its row and along its column")


# ================================================================================ 7. units and scales
CURRENCY = {"quethiock": "USD", "idstone": "GBP", "hoogkerk": "EUR", "fulbeck": "USD", "wymeswold": "GBP",
            "lanreath": "GBP", "cranoe": "GBP", "thurlestone": "GBP", "cenicero": "EUR", "corrib": "EUR"}
MONEY = {"USD", "EUR", "GBP"}


def units(recs, tables):
    n = 0
    for r in recs:
        a = r["answer"]
        if a["kind"] != "number":
            if a.get("scale") is not None:
                fail(f"{r['id']}: scale on a non-number")
            continue
        docs = {e["doc"] for e in r["evidence"]}
        unit, scale = a["unit"], a.get("scale")
        if unit in MONEY:
            for d in docs:
                stem = d.split("_")[0]
                if stem == "tullynally":
                    cols = {e["column"].split(" per reel")[0] for e in r["evidence"] if e["doc"] == d
                            and " per reel" in e["column"]}
                    if cols != {unit}:
                        fail(f"{r['id']}: unit {unit} but Tullynally columns {cols}")
                elif CURRENCY[stem] != unit:
                    fail(f"{r['id']}: unit {unit} for {d}")
            stems = {d.split("_")[0] for d in docs}
            want = 1000 if stems == {"cenicero"} else 1_000_000 if "corrib" in stems else None
            if scale != want:
                fail(f"{r['id']}: scale {scale}, expected {want}")
            if want and not a["scale_note"]:
                fail(f"{r['id']}: scaled amount without scale_note")
        else:
            if scale is not None:
                fail(f"{r['id']}: scale on unit {unit}")
        if unit == "%" and r["category"] in ("percent_change",) and a.get("tolerance") != 0.05:
            fail(f"{r['id']}: percent tolerance")
        n += 1
    print(f"units and scales: {n} number golds checked (currency per document, scale 1000 for Cenicero's "
          f"miles de euros, 1,000,000 for Corrib's € million, none elsewhere)")


# ================================================================================ 8. unanswerables
def unanswerables(rd: Reader, Q, tables):
    n = 0
    for item in Q:
        u = item["unans"]
        if not u:
            continue
        rec = item["rec"]
        text = rd.doc_text(u["doc"]).lower()
        for term in u.get("absent", []):
            if term.lower() in text:
                fail(f"{rec['id']}: {term!r} occurs in {u['doc']}")
        if "cell" in u:
            doc, tid, row, col = u["cell"]
            spec = tables[(doc, tid)]
            r, c = spec.find_row(row), spec.find_col(col)
            _pg, t = rd.read(doc, tid, rd.part_of(doc, tid, r), r, c)
            if t != u["reads"]:
                fail(f"{rec['id']}: cell reads {t!r}, expected {u['reads']!r}")
        if "no_column" in u:
            doc, tid, col = u["no_column"]
            spec = tables[(doc, tid)]
            if any(k == col for k, _ in spec.colkeys.values()):
                fail(f"{rec['id']}: column {col} exists")
            hdr = [rd.read(doc, tid, 0, 1, c)[1] for c in range(spec.ncols)]
            if any("Essentials" in h for h in hdr):
                fail(f"{rec['id']}: Essentials in the SLA header")
        if "no_row" in u:
            sec, size, wall = u["no_row"]
            spec = tables[(u["doc"], "t1")]
            for r in spec.body_rows():
                if r in spec.sections:
                    continue
                part = rd.part_of(u["doc"], "t1", r)
                s = rd.read(u["doc"], "t1", part, r, 1)[1]
                w = rd.read(u["doc"], "t1", part, r, 2)[1]
                if s == size and w == wall:
                    fail(f"{rec['id']}: row {size} / {wall} exists")
        n += 1
    print(f"unanswerables: {n} checked against the documents")


# ================================================================================ 9. derived figures
def derived(rd: Reader, tables, num):
    eq = 0

    def cellv(doc, tid, row, col, lang="en"):
        spec = tables[(doc, tid)]
        r, c = spec.find_row(row), spec.find_col(col)
        t = rd.read(doc, tid, rd.part_of(doc, tid, r), r, c)[1]
        if t in ("–", "—"):
            return Decimal(0)
        return num(t, lang)

    def same(a, b, what):
        nonlocal eq
        if a != b:
            fail(f"derived: {what}: {a} != {b}")
        eq += 1

    # Cenicero
    for tid, labels in (("t1", [lab for lab, _ in D.CE_ORDER]), ("t2", list(D.CE_OTHER))):
        for lab in labels:
            qv = [cellv(D.CE_DOC, tid, lab, qq, "es") for qq in D.CE_Q]
            fy = cellv(D.CE_DOC, tid, lab, "Ejercicio 2025", "es")
            py = cellv(D.CE_DOC, tid, lab, "Ejercicio 2024", "es")
            var = cellv(D.CE_DOC, tid, lab, "Variación", "es")
            pct = cellv(D.CE_DOC, tid, lab, "Var. %", "es")
            same(fy, sum(qv) if lab != "Plantilla media (personas)" else sum(qv) / 4, f"Cenicero {lab} FY")
            same(var, fy - py, f"Cenicero {lab} variance")
            same(pct, D.q((fy - py) * 100 / abs(py), 1), f"Cenicero {lab} var %")
    for lab, kind in D.CE_ORDER:
        if kind != "line":
            for col in D.CE_Q + ["Ejercicio 2025", "Ejercicio 2024"]:
                same(cellv(D.CE_DOC, "t1", lab, col, "es"), sum(cellv(D.CE_DOC, "t1", k, col, "es") for k in kind),
                     f"Cenicero {lab} {col}")
    # Corrib
    for lab, kind in D.CO_IS_ORDER:
        if kind != "line":
            for y in D.CO_YEARS:
                col = f"Year ended 31 December > {y}"
                same(cellv(D.CO_DOC, "t1", lab, col), sum(cellv(D.CO_DOC, "t1", k, col) for k in kind),
                     f"Corrib {lab} {y}")
    for i, y in enumerate(D.CO_YEARS):
        col = f"Year ended 31 December > {y}"
        eps = cellv(D.CO_DOC, "t1", "Basic earnings per share (cent)", col)
        same(eps, D.q(cellv(D.CO_DOC, "t1", "Profit for the year", col) * 100 / D.CO_SHARES[i], 1), f"EPS {y}")
        segs = list(D.co_segments())
        for meas in ("Revenue", "Operating profit"):
            tot = sum(cellv(D.CO_DOC, "t2", s, f"{meas} > {y}") for s in segs)
            if meas == "Operating profit":
                tot += cellv(D.CO_DOC, "t2", "Central costs", f"{meas} > {y}")
            same(tot, cellv(D.CO_DOC, "t2", "Group", f"{meas} > {y}"), f"Corrib segments {meas} {y}")
        same(cellv(D.CO_DOC, "t2", "Group", f"Revenue > {y}"), cellv(D.CO_DOC, "t1", "Revenue", col), "Group rev")
        same(cellv(D.CO_DOC, "t2", "Group", f"Operating profit > {y}"),
             cellv(D.CO_DOC, "t1", "Operating profit", col), "Group op")
    # Cranoe: price = weight x 6 x rate of the alloy, on both pages
    for row in D.cr_rows():
        code = row[1]
        w = cellv(D.CR_DOC, "t1", code, "Weight (kg/m)")
        spec = tables[(D.CR_DOC, "t1")]
        r = spec.find_row(code)
        alloy = rd.read(D.CR_DOC, "t1", rd.part_of(D.CR_DOC, "t1", r), r, spec.find_col("Alloy"))[1]
        same(cellv(D.CR_DOC, "t1", code, "Price per 6 m length (£)"), D.q(w * 6 * D.CR_RATE[alloy], 2),
             f"Cranoe {code}")
    print(f"derived figures read back from the PDFs: {eq} equalities (Cenicero FY, variances, subtotals; "
          f"Corrib subtotals, EPS, segments = group; Cranoe price = weight × 6 m × alloy rate)")


# ================================================================================ 10. names
def names():
    for n in NAMES:
        out = subprocess.run(["grep", "-ril", n, "/work/main/bench", "/work/shared/corpus"], capture_output=True,
                             text=True).stdout.split()
        others = [p for p in out if not p.startswith(str(HERE) + "/")]
        if others:
            fail(f"name {n} has {len(others)} hits outside this folder")
    print(f"names: {len(NAMES)} fictional company names, no hits outside bench/business-other12")


# ================================================================================ main
def main():
    global D
    build_dir = determinism()
    import make_docs as D  # noqa: F811
    import make_questions as MQ
    Q = MQ.build()
    tables, docs = MQ.TABLES, MQ.DOCS
    recs = [json.loads(x) for x in (HERE / "questions.jsonl").read_text(encoding="utf-8").splitlines() if x]
    if [x["rec"] for x in Q] != recs:
        fail("questions.jsonl differs from make_questions' records")
    rd = Reader(build_dir, tables)
    pages_and_captions(rd, tables, docs)
    record_format(recs)
    evidence(rd, Q, tables, MQ.num)
    mutations(rd, Q, tables)
    units(recs, tables)
    unanswerables(rd, Q, tables)
    derived(rd, tables, MQ.num)
    names()
    res = subprocess.run(["python3", SCORE, "--self-test", "--questions", str(HERE / "questions.jsonl")],
                         capture_output=True, text=True)
    print(res.stdout.rstrip())
    if res.returncode != 0:
        fail("score.py --self-test failed")
    if FAILS:
        print(f"{len(FAILS)} CHECKS FAILED")
        return 1
    print("ALL CHECKS PASSED")
    return 0


D = None
if __name__ == "__main__":
    sys.exit(main())
