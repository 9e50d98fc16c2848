"""business-other20: checks that the PDFs and questions.jsonl agree.

    /work/main/.venv/bin/python bench/business-other20/check.py

Builds the PDFs twice into /tmp/business-other20work, reads every evidence page back with pdfplumber (words grouped
into lines, a double space where a gap between words is wider than a word space, so that table cells stay apart),
finds every raw text of every gold on its evidence page, recomputes every gold from the raw texts, checks units and
scales, probes the unanswerables, reads the printed statements and price grids back and compares them with the
data, checks the weekday of every date named in a question, repeats the company-name check and runs score.py's
self-test. Exits non-zero if any check failed.
"""
from __future__ import annotations

import datetime
import hashlib
import json
import re
import subprocess
import sys
from collections import Counter
from decimal import Decimal
from pathlib import Path

import pdfplumber

HERE = Path(__file__).resolve().parent
sys.dont_write_bytecode = True
WORK = Path("/tmp/business-other20work")
sys.path.insert(0, str(HERE))
import make_docs as M  # noqa: E402
import make_questions as MQ  # noqa: E402

PY = "/work/main/.venv/bin/python"
SCORE = Path("/work/shared/tools/score.py")
QFILE = HERE / "questions.jsonl"
PREFIX, SOURCE = "bo20-", "business-other20"
KEYS = ["id", "question", "category", "answer", "evidence", "hard_cases", "family", "source"]
CATEGORIES = {"lookup", "lookup_header_path", "range_lookup", "argmin", "argmax", "compare_two", "difference",
              "percent_change", "sum", "average", "count", "filter_list", "cross_document", "transposed_lookup",
              "multi_page_lookup", "unanswerable"}
FAMILIES = {"price_list", "financial", "support_plans", "spec_sheet", "catalogue"}
HARD = {"borderless", "vat_condition", "merged_cell", "locale_number", "header_path", "unit_in_header", "synonym",
        "footnote", "range_match", "transposed", "multi_page", "scanned", "total_row", "negative_parentheses",
        "null_cell", "cross_lingual", "missing_row", "absent_entity", "text_value", "mixed_units",
        "scale_normalization", "rounded_figure"}
UNITS = {  # document -> units a number gold may carry (besides '%' for percent changes)
    M.RB_FILE: {"EUR"}, M.MA_FILE: {"EUR", "USD"}, M.BR_FILE: {"EUR"}, M.RP_FILE: {"GBP"}, M.KS_FILE: {"GBP"},
    M.PG_FILE: {"GBP"}, M.DT_FILE: {"EUR"}, M.GR_FILE: {"min", "kg", "GBP"}, M.WP_FILE: {"bar", "kg", "GBP"},
    M.PS_FILE: {"GBP", "pages"}, M.DW_FILE: {"GBP"}, M.ZT_FILE: {"EUR"},
}
CURRENCY = {M.RB_FILE: "EUR", M.BR_FILE: "EUR", M.RP_FILE: "GBP", M.KS_FILE: "GBP", M.PG_FILE: "GBP",
            M.DT_FILE: "EUR", M.GR_FILE: "GBP", M.WP_FILE: "GBP", M.PS_FILE: "GBP", M.DW_FILE: "GBP",
            M.ZT_FILE: "EUR"}
THOUSANDS = {(M.DW_FILE, "t1"), (M.DW_FILE, "t2")}                             # printed in £000
MILLIONS = {(M.ZT_FILE, "t1"), (M.ZT_FILE, "t2"), (M.ZT_FILE, "t3")}          # printed in €m
NOTE_ROWS = ("footnote", "note")
FAILED = []


def fail(group, msg):
    FAILED.append(f"{group}: {msg}")


def sha(p: Path) -> str:
    return hashlib.sha256(p.read_bytes()).hexdigest()


def page_texts(pdf: Path) -> list[str]:
    """One text per page: words grouped into lines by their baseline, two spaces where the gap between words is
    wider than a word space (a new table cell), one space otherwise."""
    out = []
    with pdfplumber.open(str(pdf)) as p:
        for pg in p.pages:
            words = sorted(pg.extract_words(x_tolerance=1.5, y_tolerance=2), key=lambda w: (w["bottom"], w["x0"]))
            lines, cur, base = [], [], None
            for w in words:
                if base is None or abs(w["bottom"] - base) > 2.0:
                    if cur:
                        lines.append(cur)
                    cur, base = [w], w["bottom"]
                else:
                    cur.append(w)
            if cur:
                lines.append(cur)
            txt = []
            for ln in lines:
                ln.sort(key=lambda w: w["x0"])
                s, prev = "", None
                for w in ln:
                    if prev is not None:
                        s += "  " if w["x0"] - prev > 4.0 else " "
                    s += w["text"]
                    prev = w["x1"]
                txt.append(s)
            out.append("\n".join(txt))
    return out


def norm(s: str) -> str:
    return " ".join(s.split())


def words_on(label: str, text: str) -> bool:
    ws = [w for w in re.split(r"\s+", MQ.clean(label)) if w]
    return all(w in text for w in ws)


def cells_after(text: str, label: str):
    """The cells printed after a row label on one line (split at 2+ spaces)."""
    for line in text.splitlines():
        m = re.fullmatch(r"\s*" + re.escape(label) + r"\s{2,}(.*?)\s*", line)
        if m:
            return re.split(r"\s{2,}", m.group(1))
    return None


def scale_of(e) -> int:
    if e["row"].startswith(NOTE_ROWS):
        return 1
    if (e["doc"], e["table"]) in THOUSANDS:
        return 1000
    if (e["doc"], e["table"]) in MILLIONS:
        return 1000000
    return 1


def main() -> int:
    # 1 determinism ------------------------------------------------------------------------------------------
    b1, b2 = WORK / "build1", WORK / "build2"
    for b in (b1, b2):
        subprocess.run([PY, str(HERE / "make_docs.py"), str(b)], check=True, capture_output=True)
    files = sorted(p.name for p in b1.glob("*.pdf"))
    if len(files) != 12 or set(files) != set(MQ.DOCS):
        fail("determinism", f"{len(files)} PDFs / names differ from the layout")
    for f in files:
        if sha(b1 / f) != sha(b2 / f):
            fail("determinism", f"{f} differs between builds")
        if sha(b1 / f) != sha(WORK / "qdocs" / f):
            fail("determinism", f"{f} differs from the build make_questions used")
    qa, qb = WORK / "q1.jsonl", WORK / "q2.jsonl"
    for qf in (qa, qb):
        subprocess.run([PY, str(HERE / "make_questions.py"), str(qf)], check=True, capture_output=True)
    if not (qa.read_bytes() == qb.read_bytes() == QFILE.read_bytes()):
        fail("determinism", "questions.jsonl not reproduced byte for byte")
    print(f"determinism: {len(files)} PDFs with identical sha256 over two builds (and the build behind the "
          "questions); questions.jsonl byte-identical over two runs and with the committed file")
    pages = {f: d.pages for f, d in MQ.DOCS.items()}
    texts = {f: page_texts(b1 / f) for f in files}
    for f in files:
        if len(texts[f]) != pages[f]:
            fail("determinism", f"{f}: {len(texts[f])} pages read, {pages[f]} laid out")

    def text(doc, page):
        return texts[doc][page - 1]

    def full(doc):
        return "\n".join(texts[doc])

    # 2 record format ----------------------------------------------------------------------------------------
    recs = [json.loads(line) for line in QFILE.read_text(encoding="utf-8").splitlines() if line.strip()]
    if len(recs) != len(MQ.QUESTIONS):
        fail("format", "record count differs from make_questions")
    ids = [r["id"] for r in recs]
    if ids != [f"{PREFIX}{i:03d}" for i in range(1, len(recs) + 1)] or len(set(ids)) != len(ids):
        fail("format", "ids not unique / not in order / wrong prefix")
    if len({r["question"] for r in recs}) != len(recs):
        fail("format", "duplicate question texts")
    for r in recs:
        a = r["answer"]
        if list(r) != KEYS:
            fail("format", f"{r['id']} keys {list(r)}")
        if list(a)[:6] != ["kind", "value", "raw", "unit", "scale_note", "conditions"]:
            fail("format", f"{r['id']} answer keys {list(a)}")
        if r["category"] not in CATEGORIES or r["family"] not in FAMILIES or not set(r["hard_cases"]) <= HARD:
            fail("format", f"{r['id']} category / family / hard cases {set(r['hard_cases']) - HARD}")
        if r["source"] != SOURCE:
            fail("format", f"{r['id']} source")
        if (r["category"] == "unanswerable") != (a["kind"] == "none"):
            fail("format", f"{r['id']} kind none exactly for unanswerables")
        if a["kind"] == "none" and (a["value"] is not None or r["evidence"] or not a.get("reason")):
            fail("format", f"{r['id']} an unanswerable needs a null value, no evidence and a reason")
        if a["kind"] != "none" and (not r["evidence"] or not a["raw"]):
            fail("format", f"{r['id']} no evidence / raw")
        if r["category"] == "percent_change" and (a["unit"] != "%" or "tolerance" not in a):
            fail("format", f"{r['id']} a percent change needs unit % and a tolerance")
        if a["kind"] == "number" and (isinstance(a["value"], bool) or not isinstance(a["value"], (int, float))):
            fail("format", f"{r['id']} number value")
        if a["kind"] == "list" and not (isinstance(a["value"], list) and len(a["value"]) > 1):
            fail("format", f"{r['id']} list value")
        if a["kind"] == "text" and not isinstance(a["value"], str):
            fail("format", f"{r['id']} text value")
        if r["category"] == "cross_document" and len({e["doc"] for e in r["evidence"]}) < 2:
            fail("format", f"{r['id']} cross-document question citing one document")
        if r["category"] != "cross_document" and len({e["doc"] for e in r["evidence"]}) > 1:
            fail("format", f"{r['id']} single-document category citing several documents")
        if r["category"] == "multi_page_lookup" and not any(e["page"] > 1 for e in r["evidence"]):
            fail("format", f"{r['id']} multi-page lookup on the first page")
        if r["family"] != MQ.FAMILY[sorted({e["doc"] for e in r["evidence"]} or
                                         {MQ.QUESTIONS[ids.index(r["id"])]["probe"]["doc"]})[0]]:
            fail("format", f"{r['id']} family is not the cited document's")
    print(f"record format: {len(recs)} records, ids {PREFIX}001..{PREFIX}{len(recs):03d} unique and in order, keys, "
          "kinds, categories, families, hard-case names, unique question texts")

    # 3 evidence ---------------------------------------------------------------------------------------------
    n_ev = n_raw = 0
    for q, r in zip(MQ.QUESTIONS, recs):
        if r["answer"]["kind"] == "none":
            continue
        evs = r["evidence"]
        for e in evs:
            n_ev += 1
            if not 1 <= e["page"] <= pages[e["doc"]]:
                fail("evidence", f"{r['id']} page {e['page']} of {e['doc']}")
                continue
            t = text(e["doc"], e["page"])
            tab = MQ.DOCS[e["doc"]].tables[e["table"]]
            if e["page"] not in tab.pages:
                fail("evidence", f"{r['id']} table {e['table']} is not on page {e['page']}")
            if e["row"].startswith(NOTE_ROWS):
                if norm(e["column"]) not in norm(t):
                    fail("evidence", f"{r['id']} note phrase {e['column']!r} not on {e['doc']} p.{e['page']}")
                continue
            row_last = e["row"].split(" > ")[-1]
            if not words_on(row_last, t):
                fail("evidence", f"{r['id']} row {row_last!r} not on {e['doc']} p.{e['page']}")
            if tab.row_pages.get(row_last) != e["page"]:
                fail("evidence", f"{r['id']} row {row_last!r} is not laid out on page {e['page']}")
            if " > " in e["row"]:
                sec = e["row"].split(" > ")[0]
                if not words_on(sec, full(e["doc"])):
                    fail("evidence", f"{r['id']} section {sec!r} not printed in {e['doc']}")
            hp = e["page"] if e["page"] in tab.header_pages else min(tab.header_pages)
            for part in e["column"].split(" > "):
                if not words_on(part, text(e["doc"], hp)):
                    fail("evidence", f"{r['id']} column label {part!r} not on {e['doc']} p.{hp}")
        if len(q["raws"]) != len(evs) and len(q["raws"]) != 1:
            fail("evidence", f"{r['id']} raws and evidence not parallel")
        for i, piece in enumerate(q["raws"]):
            n_raw += 1
            e = evs[i] if len(q["raws"]) == len(evs) else evs[0]
            if norm(piece) not in norm(text(e["doc"], e["page"])):
                fail("evidence", f"{r['id']} raw {piece!r} not printed on {e['doc']} p.{e['page']}")
    print(f"evidence: {n_ev} evidence cells / notes on existing pages of their table, row, section and column labels "
          f"(or the note's phrase) printed there; {n_raw} raw pieces each printed on its own evidence page "
          "(pdfplumber)")

    # 4 golds recomputed from the raw texts --------------------------------------------------------------------
    n = n_single = 0
    for q, r in zip(MQ.QUESTIONS, recs):
        if q["calc"] is None:
            if r["answer"]["kind"] != "none":
                fail("golds", f"{r['id']} has no calc")
            continue
        got = q["calc"](MQ.parse_raws(q, r))
        if not MQ.same(got, r["answer"]["value"]):
            fail("golds", f"{r['id']} recomputed {got} != {r['answer']['value']}")
        n += 1
        a = r["answer"]
        if r["category"] in ("lookup", "lookup_header_path", "transposed_lookup", "multi_page_lookup",
                             "range_lookup") and len(q["raws"]) == 1 and a["kind"] == "number" and \
                "scale_normalization" not in r["hard_cases"]:
            e0 = r["evidence"][0]
            v = MQ.num(q["raws"][0], MQ.fmt_of(e0["doc"]))
            base = Decimal(str(a["value"])) * Decimal(str(a.get("scale") or 1))
            if not MQ.same(v * scale_of(e0), base):
                fail("golds", f"{r['id']} single cell {q['raws'][0]!r} x {scale_of(e0)} vs {a['value']} x "
                              f"{a.get('scale')}")
            n_single += 1
    print(f"golds recomputed from the raw texts read back: {n} (carton, litre, bottle, pallet and GT bands, shipping "
          "zones, per-litre / per-bottle / per-ream / per-1,000-page prices from packs, minimum orders, transport, "
          "deposit, delivery, winter-discount, travel, extension, weekend, older-machine, minimum-charge, "
          "minimum-term, desludge, extra-wire and carriage rules, arg-min/max, counts, lists, averages, percent "
          f"changes); {n_single} single-cell lookups equal the printed number times the table's scale")

    # 5 units and scales ---------------------------------------------------------------------------------------
    n = 0
    for r in recs:
        a = r["answer"]
        if a["kind"] != "number":
            continue
        n += 1
        docs = {e["doc"] for e in r["evidence"]}
        for d in docs:
            if a["unit"] is not None and a["unit"] not in UNITS[d] | {"%"}:
                fail("units", f"{r['id']} unit {a['unit']} for {d}")
            if a["unit"] in ("EUR", "GBP", "USD") and d in CURRENCY and a["unit"] != CURRENCY[d]:
                fail("units", f"{r['id']} currency {a['unit']} for {d}")
        if a["unit"] == "%" and r["category"] != "percent_change":
            fail("units", f"{r['id']} % unit outside a percent change")
        if M.MA_FILE in docs and a["unit"] in ("EUR", "USD"):
            curs = {e["column"].split(" > ")[0] for e in r["evidence"] if e["doc"] == M.MA_FILE
                    and e["table"] == "t1" and " > " in e["column"]}
            want = MQ.clean(M.MA_CUR[0] if a["unit"] == "EUR" else M.MA_CUR[1])
            if curs != {want}:
                fail("units", f"{r['id']} Meligalas currency columns {curs} vs unit {a['unit']}")
        sc = a.get("scale")
        ql = r["question"].lower()
        cells = [e for e in r["evidence"] if not e["row"].startswith(NOTE_ROWS)]
        in_k = bool(cells) and all(scale_of(e) == 1000 for e in cells)
        in_m = bool(cells) and all(scale_of(e) == 1000000 for e in cells)
        if a["unit"] == "%":
            ok = sc is None
        elif sc == 1000:
            ok = in_k and a["unit"] == "GBP" and a["scale_note"] == "\u00a3000"
        elif sc == 1000000:
            ok = (in_m and a["unit"] == "EUR" and a["scale_note"] == "\u20acm") or \
                 ("millions" in ql and a.get("decimals") is not None and in_k)
        else:
            ok = sc is None and all(scale_of(e) == 1 for e in cells)
        if not ok:
            fail("units", f"{r['id']} scale {sc}")
    print(f"units and scales: {n} number golds; units allowed per document, the document's currency (Meligalas: "
          "the EUR or USD column cited); scale 1000 exactly for amounts from Dalbeattie's \u00a3000 tables, 1,000,000 "
          "for amounts from Zeddam's \u20acm tables and where \u00a3 millions are asked (with decimals); none elsewhere")

    # 6 unanswerables ----------------------------------------------------------------------------------------
    n = 0
    for q, r in zip(MQ.QUESTIONS, recs):
        if r["answer"]["kind"] != "none":
            continue
        n += 1
        pr = q["probe"]
        t = full(pr["doc"])
        for s in pr["absent"]:
            if s.lower() in t.lower():
                fail("unanswerable", f"{r['id']} {s!r} found in {pr['doc']}")
        for p in pr["present"]:
            if not re.search(p, norm(t)):
                fail("unanswerable", f"{r['id']} pattern {p!r} not found in {pr['doc']}")
    print(f"unanswerables: {n} probed in the document text (absent items and figures; the rules that leave a "
          "figure unpriced: unlisted countries and destinations, whole IBCs only, pilotage passed on at cost, "
          "plants over 30 PE after a site visit)")

    # 7 statements and price grids read back from the PDFs --------------------------------------------------
    n = 0
    dw = text(M.DW_FILE, 1)
    for lab, v, _ in M.dw_is():
        n += 1
        if cells_after(dw, lab) != [M.brk(x) for x in v]:
            fail("statements", f"Dalbeattie {lab}: {cells_after(dw, lab)}")
    for lab, v in M.DW_STREAMS + [("Total revenue", M.dw_revenue())]:
        n += 1
        if cells_after(dw, lab) != [M.brk(x) for x in v]:
            fail("statements", f"Dalbeattie revenue {lab}: {cells_after(dw, lab)}")
    IS = {lab: v for lab, v, _ in M.dw_is()}
    for i in range(2):
        n += 1
        ok = [IS["Revenue"][i] == sum(v[i] for _, v in M.DW_STREAMS),
              IS["Gross profit"][i] == IS["Revenue"][i] + M.DW_COS[1][i],
              IS["Operating profit"][i] == IS["Gross profit"][i] + sum(v[i] for _, v in M.DW_OPEX) + M.DW_GRANTS[1][i],
              IS["Profit before tax"][i] == IS["Operating profit"][i] + M.DW_FIN[1][i],
              IS["Profit for the year"][i] == IS["Profit before tax"][i] + IS["Taxation"][i]]
        if not all(ok):
            fail("statements", f"Dalbeattie subtotals, column {i}")
    rev, vis = cells_after(dw, "Total revenue"), cells_after(dw, M.DW_VISITORS[0])
    per = cells_after(dw, f"Revenue per visitor ({M.GBP})")
    n += 1
    if not (rev and vis and per) or [MQ.rnd(MQ.num(rev[i]) / MQ.num(vis[i]), 2) for i in range(2)] != \
            [MQ.num(x) for x in per]:
        fail("statements", f"Dalbeattie revenue per visitor {rev} {vis} {per}")
    z1, z2 = text(M.ZT_FILE, 1), text(M.ZT_FILE, 2)
    for lab, v, _ in M.zt_is():
        n += 1
        if cells_after(z1, lab) != [M.mn(M.tenths(x)) for x in v]:
            fail("statements", f"Zeddam {lab}: {cells_after(z1, lab)}")
    for lab, v in M.ZT_REGIONS + [("Total revenue", M.zt_revenue())]:
        n += 1
        if cells_after(z1, lab) != [M.mn(M.tenths(x)) for x in v]:
            fail("statements", f"Zeddam region {lab}: {cells_after(z1, lab)}")
    for lab, v, _ in M.zt_bs():
        if v is None:
            continue
        n += 1
        if cells_after(z2, lab) != [M.mn(M.tenths(x)) for x in v]:
            fail("statements", f"Zeddam balance sheet {lab}: {cells_after(z2, lab)}")
    ZI = {lab: [MQ.num(x) for x in cells_after(z1, lab)] for lab, _, _ in M.zt_is()}
    ZB = {lab: [MQ.num(x) for x in cells_after(z2, lab)] for lab, v, _ in M.zt_bs() if v is not None}
    reg = {lab: [MQ.num(x) for x in cells_after(z1, lab)] for lab, _ in M.ZT_REGIONS}
    for i in range(2):
        n += 1
        ok = [ZI["Revenue"][i] == sum(v[i] for v in reg.values()),
              ZI["Gross profit"][i] == ZI["Revenue"][i] + ZI[M.ZT_COS[0]][i],
              ZI["Operating profit (EBIT)"][i] == ZI["Gross profit"][i] + sum(ZI[lab][i] for lab, _ in M.ZT_OPEX),
              ZI["Profit before tax"][i] == ZI["Operating profit (EBIT)"][i] + ZI[M.ZT_FIN[0]][i],
              ZI["Net profit"][i] == ZI["Profit before tax"][i] + ZI["Income tax expense"][i],
              ZB["Total assets"][i] == sum(ZB[lab][i] for lab, _ in M.ZT_ASSETS),
              ZB["Total equity and liabilities"][i] == ZB["Total equity"][i] + sum(ZB[lab][i] for lab, _ in M.ZT_LIABS),
              ZB["Total equity and liabilities"][i] == ZB["Total assets"][i]]
        if not all(ok):
            fail("statements", f"Zeddam subtotals, column {i}: {ok}")
    marg = cells_after(z2, "EBIT margin (%)")
    n += 1
    if not marg or [MQ.rnd(ZI["Operating profit (EBIT)"][i] / ZI["Revenue"][i] * 100, 1) for i in range(2)] != \
            [MQ.num(x) for x in marg]:
        fail("statements", f"Zeddam EBIT margin {marg}")
    grids = [
        (M.RB_FILE, [(r[1], [r[3], str(r[4]), *[M.it(M.D(x)) for x in r[6]]]) for r in M.RB_ITEMS]),
        (M.RB_FILE, [(z, [c, *[M.it(M.D(x)) for x in v]]) for z, c, v in M.RB_ZONES]),
        (M.MA_FILE, [(r[0], [r[2], str(r[3]), *r[4], *r[5]]) for r in M.MA_ITEMS]),
        (M.MA_FILE, [(dst, list(v)) for dst, v in M.MA_FREIGHT]),
        (M.BR_FILE, [(r[1], [r[3], *r[5]]) for r in M.BR_ITEMS]),
        (M.RP_FILE, [(d, list(p)) for d, p in zip(M.RP_DAYS, M.RP_PRICES)] + [(a, [p]) for a, p in M.RP_ADDONS]),
        (M.KS_FILE, [(g, list(f)) for g, f in zip(M.KS_GT, M.KS_FEES)] + [(s, [u, f]) for s, u, f in M.KS_SERVICES]),
        (M.PG_FILE, [(p[0], [*p[1:5], *p[5]]) for p in M.PG_PLANS] + [(a, [p]) for a, p in M.PG_WORK]),
        (M.DT_FILE, [(s, list(f)) for s, f in zip(M.DT_SIZES, M.DT_FEES)]),
        (M.GR_FILE, [(r[1], [r[2], *r[3]]) for r in M.GR_ROWS if r[0] in ("Price", "Mowing", "Battery")]),
        (M.WP_FILE, [(r[1], list(r[2:])) for r in M.WP_ITEMS]),
    ]
    for doc, rows in grids:
        t = full(doc)
        for key, vals in rows:
            n += 1
            gap = r"\s.*?" if doc in (M.RB_FILE, M.MA_FILE, M.BR_FILE) and key[:2] in ("RB", "MA", "BR") else r"\s+"
            pat = r"^\s*" + re.escape(key) + gap + r"\s+".join(re.escape(p) for p in vals) + r"\s*$"
            if not re.search(pat, t, re.M):
                fail("statements", f"{doc} {key}: {vals} not printed in order on one line")
    for r in M.PS_ITEMS:
        n += 1
        pg = MQ.DOCS[M.PS_FILE].tables["t1"].row_pages[r[1]]
        pat = r"^\s*" + re.escape(r[1]) + r"\s.*?" + r"\s+".join(re.escape(p) for p in r[3:]) + r"\s*$"
        if not re.search(pat, text(M.PS_FILE, pg), re.M):
            fail("statements", f"Penistone {r[1]} not printed with colour, yield and prices on page {pg}")
    print(f"statements and grids: {n} printed lines / identities (Dalbeattie income statement, revenue by activity, "
          "subtotals and revenue per visitor; Zeddam income statement, regions, balance sheet, subtotals and EBIT "
          "margin; price rows of Roccalbegna (Italian format) and its zones, Meligalas in EUR and USD and its "
          "freight, Brtonigla, Ravenstonedale, Kilkeel, Pocklington, Drumshanbo, Gargrave, Wombourne; every "
          "Penistone row on its page)")

    # 8 dates, names -----------------------------------------------------------------------------------------
    n = 0
    months = {m: i for i, m in enumerate(["January", "February", "March", "April", "May", "June", "July", "August",
                                          "September", "October", "November", "December"], 1)}
    for r in recs:
        for wd, dd, mm, yy in re.findall(r"(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday) (\d{1,2}) "
                                         r"(" + "|".join(months) + r") (\d{4})", r["question"]):
            n += 1
            if datetime.date(int(yy), months[mm], int(dd)).strftime("%A") != wd:
                fail("dates", f"{r['id']} {wd} {dd} {mm} {yy} is not a {wd}")
    print(f"dates: {n} dates named in questions fall on the weekday the question gives")
    for name in M.COMPANIES:
        out = subprocess.run(["grep", "-ril", name, "/work/main/bench", "/work/shared/corpus"],
                             capture_output=True, text=True).stdout.split()
        others = [p for p in out if not p.startswith(str(HERE) + "/")]
        if others:
            fail("names", f"{name} found in {others[:3]}")
    print(f"names: {len(M.COMPANIES)} fictional company names ({', '.join(M.COMPANIES)}), no hits outside "
          "bench/business-other20")

    cats = Counter(r["category"] for r in recs)
    print("categories: " + ", ".join(f"{k} {v}" for k, v in sorted(cats.items())))
    fams = Counter(r["family"] for r in recs)
    print("families: " + ", ".join(f"{k} {v}" for k, v in sorted(fams.items())))
    kinds = Counter(r["answer"]["kind"] for r in recs)
    print("answer kinds: " + ", ".join(f"{k} {v}" for k, v in sorted(kinds.items())))

    # 9 score.py self-test ------------------------------------------------------------------------------
    st = subprocess.run([sys.executable, str(SCORE), "--self-test", "--questions", str(QFILE)], capture_output=True,
                        text=True)
    print(st.stdout.rstrip())
    if st.returncode != 0:
        fail("score", "self-test failed")

    if FAILED:
        print("FAILED:\n  " + "\n  ".join(FAILED))
        return 1
    print("ALL CHECKS PASSED")
    return 0


if __name__ == "__main__":
    sys.exit(main())
