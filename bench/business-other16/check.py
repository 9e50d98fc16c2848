"""business-other16: checks that the PDFs and questions.jsonl agree.

    /work/main/.venv/bin/python bench/business-other16/check.py

Builds the PDFs twice into /tmp/business-other16work, reads every evidence page back with `pdftotext -layout`,
finds every raw text of every gold on its evidence page, recomputes every gold from the raw texts, checks units and
scales, probes the unanswerables, reads the printed statements and price grids back and compares them with the
data, repeats the company-name check and runs score.py's self-test. Exits non-zero if any check failed.
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

HERE = Path(__file__).resolve().parent
sys.dont_write_bytecode = True
WORK = Path("/tmp/business-other16work")
sys.path.insert(0, str(HERE))
import make_docs as M  # noqa: E402
import make_questions as MQ  # noqa: E402

PY = "/work/main/.venv/bin/python"
SCORE = Path("/work/shared/tools/score.py")
QFILE = HERE / "questions.jsonl"
PREFIX, SOURCE = "bo16-", "business-other16"
CATEGORIES = {"lookup", "lookup_header_path", "range_lookup", "argmin", "argmax", "compare_two", "difference",
              "percent_change", "sum", "average", "count", "filter_list", "cross_document", "transposed_lookup",
              "multi_page_lookup", "unanswerable"}
FAMILIES = {"price_list", "financial", "support_plans", "spec_sheet", "catalogue"}
HARD = {"borderless", "vat_condition", "merged_cell", "locale_number", "header_path", "unit_in_header", "synonym",
        "footnote", "range_match", "transposed", "multi_page", "scanned", "total_row", "negative_parentheses",
        "null_cell", "cross_lingual", "missing_row", "absent_entity", "text_value", "mixed_units",
        "scale_normalization", "rounded_figure"}
UNITS = {  # document -> units a number gold may carry (besides '%' for percent changes and printed % columns)
    M.GB_FILE: {"EUR"}, M.WS_FILE: {"EUR"}, M.CB_FILE: {"EUR", "GBP"}, M.BM_FILE: {"GBP", "guests"},
    M.TS_FILE: {"GBP", "t"}, M.RW_FILE: {"GBP"}, M.LP_FILE: {"GBP", "hours"},
    M.HX_FILE: {"W", "mm", "kg", "rpm", "frames"}, M.BR_FILE: {"GBP", "g/m", "kg"},
    M.GF_FILE: {"GBP", "stems", "cm"}, M.DC_FILE: {"EUR", "million litres"}, M.LV_FILE: {"GBP"},
}
CURRENCY = {M.GB_FILE: "EUR", M.WS_FILE: "EUR", M.BM_FILE: "GBP", M.TS_FILE: "GBP", M.RW_FILE: "GBP",
            M.LP_FILE: "GBP", M.BR_FILE: "GBP", M.GF_FILE: "GBP", M.DC_FILE: "EUR", M.LV_FILE: "GBP"}
THOUSANDS = {(M.DC_FILE, "t1"), (M.DC_FILE, "t2"), (M.DC_FILE, "t3")}    # printed in EUR'000
MILLIONS = {(M.LV_FILE, "t1"), (M.LV_FILE, "t2")}                        # printed in GBP m
FAILED = []


def fail(group, msg):
    FAILED.append(f"{group}: {msg}")


def sha(p: Path) -> str:
    return hashlib.sha256(p.read_bytes()).hexdigest()


def pdftext(pdf: Path, page: int) -> str:
    return subprocess.run(["pdftotext", "-layout", "-f", str(page), "-l", str(page), str(pdf), "-"],
                          capture_output=True, text=True, check=True).stdout


def norm(s: str) -> str:
    return " ".join(s.split())


def words_on(label: str, text: str) -> bool:
    ws = [w for w in re.split(r"\s+", label.replace(M.SUP1, "").replace(M.SUP2, "")) if w]
    return all(w in text for w in ws)


TOK = r"\(?[\d,]+(?:\.\d+)?\)?|[+\u2212]\d+\.\d|" + M.NDASH


def printed_numbers(text: str, label: str, count: int):
    """The `count` numbers printed after a row label on one line of pdftotext -layout output."""
    for line in text.splitlines():
        m = re.fullmatch(r"\s*(.*?)\s{2,}((?:(?:" + TOK + r")\s*)+)", line)
        if m and m.group(1).strip() == label:
            toks = re.findall(TOK, m.group(2))
            if len(toks) == count:
                return toks
    return None


def scale_of(e) -> int:
    key = (e["doc"], e["table"])
    if key in THOUSANDS and e["column"] != M.DC_CHANGE:
        return 1000
    if key in MILLIONS:
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
    pdf = {f: b1 / f for f in files}
    pages = {f: d.pages for f, d in MQ.DOCS.items()}
    cache = {}

    def text(f, p):
        if (f, p) not in cache:
            cache[(f, p)] = pdftext(pdf[f], p)
        return cache[(f, p)]

    def full(f):
        return "\n".join(text(f, p) for p in range(1, pages[f] + 1))

    # 2 record format ----------------------------------------------------------------------------------------
    recs = [json.loads(line) for line in QFILE.read_text(encoding="utf-8").splitlines()]
    keys = ["id", "question", "category", "answer", "evidence", "hard_cases", "family", "source"]
    ids = [r["id"] for r in recs]
    if ids != [f"{PREFIX}{i:03d}" for i in range(1, len(recs) + 1)] or len(set(ids)) != len(ids):
        fail("format", "ids not unique / not in order / wrong prefix")
    if len({r["question"] for r in recs}) != len(recs):
        fail("format", "duplicate question texts")
    if len(recs) != len(MQ.QUESTIONS):
        fail("format", "questions.jsonl and make_questions disagree on the count")
    for r in recs:
        a = r["answer"]
        if list(r) != keys:
            fail("format", f"{r['id']} keys {list(r)}")
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
            is_note = e["row"].startswith(("footnote", "note"))
            if is_note:
                if norm(e["column"]) not in norm(t):
                    fail("evidence", f"{r['id']} note phrase {e['column']!r} not on {e['doc']} p.{e['page']}")
                continue
            row_last = e["row"].split(" > ")[-1]
            if not words_on(row_last, t):
                fail("evidence", f"{r['id']} row {row_last!r} not on {e['doc']} p.{e['page']}")
            if e["page"] not in tab.pages:
                fail("evidence", f"{r['id']} table {e['table']} is not on page {e['page']}")
            # the column labels are printed where the header is: this page, or the table's first page when the
            # header is not repeated on continuation pages
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
    print(f"evidence: {n_ev} evidence cells / notes on existing pages of their table, row and column labels (or the "
          f"note's phrase) printed there; {n_raw} raw pieces each printed on its own evidence page "
          "(pdftotext -layout)")

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
                             "range_lookup") and len(q["raws"]) == 1 and a["kind"] == "number":
            e0 = r["evidence"][0]
            v = MQ.num(q["raws"][0], MQ.LANG[e0["doc"]])
            base = Decimal(str(a["value"])) * Decimal(str(a.get("scale") or 1))
            if not MQ.same(v * scale_of(e0), base):
                fail("golds", f"{r['id']} single cell {q['raws'][0]!r} x {scale_of(e0)} vs {a['value']} x "
                              f"{a.get('scale')}")
            n_single += 1
    print(f"golds recomputed from the raw texts read back: {n} (tiers, per-piece from per-pack, minimum-order, "
          f"carriage, mileage and excess-weight rules, volumes, arg-min/max, counts, lists, averages, percent "
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
            if a["unit"] in ("EUR", "GBP") and d in CURRENCY and a["unit"] != CURRENCY[d]:
                fail("units", f"{r['id']} currency {a['unit']} for {d}")
        if a["unit"] == "%" and r["category"] != "percent_change" and not any(
                "%" in e["column"] or "%" in e["row"] for e in r["evidence"]):
            fail("units", f"{r['id']} % unit without a % column or row")
        if M.CB_FILE in docs and a["unit"] in ("EUR", "GBP"):
            curs = {e["column"].split(" > ")[-1] for e in r["evidence"] if e["doc"] == M.CB_FILE
                    and e["column"].startswith(M.CB_HEAD)}
            if curs != {M.EUR if a["unit"] == "EUR" else M.GBP}:
                fail("units", f"{r['id']} Cotherstone currency column {curs} vs unit {a['unit']}")
        sc = a.get("scale")
        ql = r["question"].lower()
        cells = [e for e in r["evidence"] if not e["row"].startswith(("footnote", "note"))]
        in_k = bool(cells) and all(scale_of(e) == 1000 for e in cells)
        in_m = bool(cells) and all(scale_of(e) == 1000000 for e in cells)
        if sc == 1000:
            ok = in_k and a["unit"] == "EUR" and a["scale_note"] == "\u20ac'000"
        elif sc == 1000000:
            ok = (in_m and a["unit"] == "GBP" and a["scale_note"] == "\u00a3m") or \
                 ("million" in ql and a.get("decimals") is not None)
        else:
            ok = sc is None and not ((in_k or in_m) and a["unit"] in ("EUR", "GBP"))
        if not ok:
            fail("units", f"{r['id']} scale {sc}")
    print(f"units and scales: {n} number golds; units allowed per document, the document's currency (Cotherstone: "
          "the currency column cited); scale 1000 exactly for amounts from Drumcollogher's \u20ac'000 tables, "
          "1,000,000 for Llanfyllin's \u00a3m tables or where millions are asked, none elsewhere")

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
    print(f"unanswerables: {n} probed in the document text (absent items; the on-request rules for long marquee "
          "hires and big pools; the '\u2014' of the 80 m Etive 9.8)")

    # 7 statements and price grids read back from the PDFs --------------------------------------------------
    n = 0
    t = text(M.DC_FILE, 1)
    for lab, v, _ in M.dc_is():
        n += 1
        want = [M.brk(v[0]), M.brk(v[1]), M.signed(M.dc_change(v))]
        got = printed_numbers(t, lab, 3)
        if got != want:
            fail("statements", f"Drumcollogher {lab}: {got} vs {want}")
        elif MQ.pct(MQ.num(got[0]), MQ.num(got[1]), 1) != MQ.num(got[2]):
            fail("statements", f"Drumcollogher {lab}: printed change % does not follow from the printed amounts")
    for lab, v in M.DC_REVENUE + [("Total", M.dc_revenue_total())]:
        n += 1
        if printed_numbers(t, lab, 2) != [M.brk(v[0]), M.brk(v[1])]:
            fail("statements", f"Drumcollogher revenue {lab}: {printed_numbers(t, lab, 2)}")
    IS = {lab: v for lab, v, _ in M.dc_is()}
    if IS["Revenue"] != M.dc_revenue_total():
        fail("statements", "Drumcollogher revenue vs the revenue table")
    t2 = text(M.DC_FILE, 2)
    for lab, v, _ in M.dc_bs():
        n += 1
        if printed_numbers(t2, lab, 2) != [M.brk(v[0]), M.brk(v[1])]:
            fail("statements", f"Drumcollogher balance sheet {lab}: {printed_numbers(t2, lab, 2)}")
    BS = {lab: v for lab, v, _ in M.dc_bs()}
    for i in range(2):
        n += 1
        checks = [IS["Gross profit"][i] == IS["Revenue"][i] + IS["Cost of sales"][i],
                  IS["Operating profit"][i] == IS["Gross profit"][i] + IS["Distribution costs"][i] +
                  IS["Administrative expenses"][i],
                  IS["Profit before tax"][i] == IS["Operating profit"][i] + IS["Net finance costs"][i],
                  IS["Profit for the period"][i] == IS["Profit before tax"][i] + IS["Income tax"][i],
                  BS["Members' funds"][i] == BS["Total assets"][i] + BS["Total liabilities"][i]]
        if not all(checks):
            fail("statements", f"Drumcollogher subtotals, column {i}")
    t = text(M.LV_FILE, 1)
    for lab, v, _ in M.lv_is():
        n += 1
        if printed_numbers(t, lab, 3) != [M.brk(x, 1) for x in v]:
            fail("statements", f"Llanfyllin {lab}: {printed_numbers(t, lab, 3)}")
    for lab, v in M.LV_REVENUE + [("Total revenue", M.lv_revenue_total())]:
        n += 1
        if printed_numbers(t, lab, 3) != [M.brk(M.D(x), 1) for x in v]:
            fail("statements", f"Llanfyllin revenue {lab}: {printed_numbers(t, lab, 3)}")
    LIS = {lab: v for lab, v, _ in M.lv_is()}
    if LIS["Revenue"] != M.lv_revenue_total():
        fail("statements", "Llanfyllin revenue vs the revenue note")
    # Wapserveen: every pack price printed in Dutch format in its row
    wt = text(M.WS_FILE, 1)
    for art, _o, k, prices in M.WS_ITEMS:
        n += 1
        m = re.search(re.escape(art) + r"\s.*?\s(\d+)\s+(\d+,\d\d)\s+(\d+,\d\d)\s+(\d+,\d\d)\s*$", wt, re.M)
        if not m or m.group(1) != str(k) or [MQ.num(x, "nl") for x in m.groups()[1:]] != [M.D(p) for p in prices]:
            fail("statements", f"Wapserveen {art}: {m and m.groups()}")
    # Cotherstone: every tier row prints the tier and both currencies, in order
    ct = text(M.CB_FILE, 1)
    for code, _p, _pk, _k, prices in M.CB_ITEMS:
        for i, tier in enumerate(M.CB_TIERS):
            n += 1
            pat = re.escape(tier) + r"\s+" + re.escape(prices[i][0]) + r"\s+" + re.escape(prices[i][1]) + r"\s*$"
            if not re.search(pat, ct, re.M):
                fail("statements", f"Cotherstone {code} {tier}: {prices[i]} not printed on one line")
    # Brancepeth: the floor area printed is width x length
    bt = text(M.BM_FILE, 1)
    for r in M.BM_MARQUEES:
        n += 1
        m = re.search(rf"(?<!\d){r[1]}\s*{M.TIMES}\s*{r[2]}\s+(\d+)\s+(\d+)\s+(\d+)", bt)
        if not m or [int(x) for x in m.groups()] != [r[1] * r[2], r[3], r[4]]:
            fail("statements", f"Brancepeth {M.bm_size(r[1], r[2])}: {m and m.groups()}")
    print(f"statements and grids: {n} printed lines / identities (Drumcollogher income statement with its change % "
          "recomputed from the printed amounts, revenue table, balance sheet and subtotals; Llanfyllin income "
          "statement, revenue note and totals; Wapserveen pack prices in Dutch format; Cotherstone tier rows in "
          "both currencies; Brancepeth floor areas = width x length)")

    # 8 names ----------------------------------------------------------------------------------------------
    for name in M.COMPANIES:
        out = subprocess.run(["grep", "-ril", name, "/work/main/bench", "/work/shared/corpus"],
                             capture_output=True, text=True).stdout.split()
        others = [p for p in out if not p.startswith(str(HERE) + "/")]
        if others:
            fail("names", f"{name} found in {others[:3]}")
    print(f"names: {len(M.COMPANIES)} fictional company names ({', '.join(M.COMPANIES)}), no hits outside "
          "bench/business-other16")

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
