"""business-other18: checks that the PDFs and questions.jsonl agree.

    /work/main/.venv/bin/python bench/business-other18/check.py

Builds the PDFs twice into /tmp/business-other18work, reads every evidence page back with `pdftotext -layout`,
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
WORK = Path("/tmp/business-other18work")
sys.path.insert(0, str(HERE))
import make_docs as M  # noqa: E402
import make_questions as MQ  # noqa: E402

PY = "/work/main/.venv/bin/python"
SCORE = Path("/work/shared/tools/score.py")
QFILE = HERE / "questions.jsonl"
PREFIX, SOURCE = "bo18-", "business-other18"
CATEGORIES = {"lookup", "lookup_header_path", "range_lookup", "argmin", "argmax", "compare_two", "difference",
              "percent_change", "sum", "average", "count", "filter_list", "cross_document", "transposed_lookup",
              "multi_page_lookup", "unanswerable"}
FAMILIES = {"price_list", "financial", "support_plans", "spec_sheet", "catalogue"}
HARD = {"borderless", "vat_condition", "merged_cell", "locale_number", "header_path", "unit_in_header", "synonym",
        "footnote", "range_match", "transposed", "multi_page", "scanned", "total_row", "negative_parentheses",
        "null_cell", "cross_lingual", "missing_row", "absent_entity", "text_value", "mixed_units",
        "scale_normalization", "rounded_figure"}
UNITS = {  # document -> units a number gold may carry (besides '%' for percent changes)
    M.IC_FILE: {"EUR"}, M.ZK_FILE: {"EUR"}, M.CC_FILE: {"EUR", "GBP"}, M.KS_FILE: {"GBP", "m\u00b2"},
    M.LC_FILE: {"GBP", "miles"}, M.PC_FILE: {"EUR"}, M.SL_FILE: {"GBP", "hours"},
    M.DG_FILE: {"W", "kg", "L", "h", "GBP"}, M.WV_FILE: {"mm", "A", "kg", "GBP"}, M.KY_FILE: {"GBP", "m", "mm"},
    M.MW_FILE: {"NZD", "cases"}, M.GC_FILE: {"EUR"},
}
CURRENCY = {M.IC_FILE: "EUR", M.ZK_FILE: "EUR", M.KS_FILE: "GBP", M.LC_FILE: "GBP", M.PC_FILE: "EUR",
            M.SL_FILE: "GBP", M.DG_FILE: "GBP", M.WV_FILE: "GBP", M.KY_FILE: "GBP", M.MW_FILE: "NZD",
            M.GC_FILE: "EUR"}
THOUSANDS = {(M.MW_FILE, "t1"), (M.MW_FILE, "t2"), (M.MW_FILE, "t3")}     # printed in NZ$000
NOTE_ROWS = ("footnote", "note", "heading")
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


TOK = r"\(?[\d,]+(?:\.\d+)?\)?|" + M.NDASH


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
    if (e["doc"], e["table"]) in THOUSANDS:
        return 1000
    if e["doc"] == M.MW_FILE and e["table"] == "t4" and e["row"] == M.MW_CASES[0]:
        return 1000
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
        if r["category"] != "cross_document" and len({e["doc"] for e in r["evidence"]}) > 1:
            fail("format", f"{r['id']} single-document category citing several documents")
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
            if e["row"].startswith(NOTE_ROWS):
                if norm(e["column"]) not in norm(t):
                    fail("evidence", f"{r['id']} note phrase {e['column']!r} not on {e['doc']} p.{e['page']}")
                continue
            row_last = e["row"].split(" > ")[-1]
            if not words_on(row_last, t):
                fail("evidence", f"{r['id']} row {row_last!r} not on {e['doc']} p.{e['page']}")
            if e["page"] not in tab.pages:
                fail("evidence", f"{r['id']} table {e['table']} is not on page {e['page']}")
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
                             "range_lookup") and len(q["raws"]) == 1 and a["kind"] == "number" and \
                not ("scale_normalization" in r["hard_cases"] and a.get("scale") is None):
            e0 = r["evidence"][0]
            v = MQ.num(q["raws"][0], MQ.LANG[e0["doc"]])
            base = Decimal(str(a["value"])) * Decimal(str(a.get("scale") or 1))
            if not MQ.same(v * scale_of(e0), base):
                fail("golds", f"{r['id']} single cell {q['raws'][0]!r} x {scale_of(e0)} vs {a['value']} x "
                              f"{a.get('scale')}")
            n_single += 1
    print(f"golds recomputed from the raw texts read back: {n} (tiers, per-kg from per-box and per-bag, whole-box, "
          f"minimum-order, delivery, grinding, weekend, mileage, goods-lift, minimum-term, insurance and cable-run "
          f"rules, arg-min/max, counts, lists, averages, percent changes); {n_single} single-cell lookups equal the "
          "printed number times the table's scale")

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
            if a["unit"] in ("EUR", "GBP", "NZD") and d in CURRENCY and a["unit"] != CURRENCY[d]:
                fail("units", f"{r['id']} currency {a['unit']} for {d}")
        if a["unit"] == "%" and r["category"] != "percent_change":
            fail("units", f"{r['id']} % unit outside a percent change")
        if M.CC_FILE in docs and a["unit"] in ("EUR", "GBP"):
            curs = {e["column"].split(" > ")[-1] for e in r["evidence"] if e["doc"] == M.CC_FILE
                    and e["column"].startswith(M.CC_HEAD)}
            if curs != {M.EUR if a["unit"] == "EUR" else M.GBP}:
                fail("units", f"{r['id']} Cushendall currency column {curs} vs unit {a['unit']}")
        sc = a.get("scale")
        ql = r["question"].lower()
        cells = [e for e in r["evidence"] if not e["row"].startswith(NOTE_ROWS)]
        in_k = bool(cells) and all(scale_of(e) == 1000 for e in cells)
        if sc == 1000:
            ok = (in_k and ((a["unit"] == "NZD" and a["scale_note"] == "NZ$000") or
                            (a["unit"] == "cases" and a["scale_note"] == "thousand 9-litre cases"))) or \
                 ("thousands" in ql and a.get("decimals") is not None)
        elif sc == 1000000:
            ok = "millions" in ql and a.get("decimals") is not None
        else:
            ok = sc is None and not (in_k and a["unit"] in ("NZD", "cases"))
        if not ok:
            fail("units", f"{r['id']} scale {sc}")
    print(f"units and scales: {n} number golds; units allowed per document, the document's currency (Cushendall: "
          "the currency column cited); scale 1000 exactly for amounts from Mangatarata's NZ$000 tables and its "
          "thousand-case row, or where thousands are asked; 1,000,000 where millions are asked; none elsewhere")

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
    print(f"unanswerables: {n} probed in the document text (absent items and figures; the survey rule for "
          "premises over 3,000 m\u00b2)")

    # 7 statements and price grids read back from the PDFs --------------------------------------------------
    n = 0
    t1 = text(M.MW_FILE, 1)
    for lab, v, _ in M.mw_is():
        n += 1
        if printed_numbers(t1, lab, 3) != [M.brk(x) for x in v]:
            fail("statements", f"Mangatarata {lab}: {printed_numbers(t1, lab, 3)}")
    for lab, v in M.MW_MARKETS + [("Total revenue", M.mw_revenue())]:
        n += 1
        if printed_numbers(t1, lab, 3) != [M.brk(x) for x in v]:
            fail("statements", f"Mangatarata revenue {lab}: {printed_numbers(t1, lab, 3)}")
    t2 = text(M.MW_FILE, 2)
    for lab, v, _ in M.mw_bs():
        n += 1
        if printed_numbers(t2, lab, 2) != [M.brk(x) for x in v]:
            fail("statements", f"Mangatarata balance sheet {lab}: {printed_numbers(t2, lab, 2)}")
    IS = {lab: v for lab, v, _ in M.mw_is()}
    BS = {lab: v for lab, v, _ in M.mw_bs()}
    for i in range(3):
        n += 1
        ok = [IS["Revenue"][i] == M.mw_revenue()[i],
              IS["Gross profit"][i] == IS["Revenue"][i] + IS["Cost of sales"][i],
              IS["Operating profit"][i] == IS["Gross profit"][i] + IS[M.MW_FV[0]][i] +
              IS["Selling and marketing"][i] + IS["Administrative expenses"][i],
              IS["Profit before tax"][i] == IS["Operating profit"][i] + IS["Finance costs"][i],
              IS["Profit for the period"][i] == IS["Profit before tax"][i] + IS["Income tax expense"][i]]
        if i < 2:
            ok.append(BS["Net assets"][i] == BS["Total assets"][i] + BS["Total liabilities"][i])
        if not all(ok):
            fail("statements", f"Mangatarata subtotals, column {i}")
    cases = printed_numbers(t2, M.MW_CASES[0], 3)
    per = printed_numbers(t2, "Average revenue per case (NZ$)", 3)
    n += 1
    if not cases or not per or [MQ.rnd(Decimal(IS["Revenue"][i]) / MQ.num(cases[i]), 2) for i in range(3)] != \
            [MQ.num(x) for x in per]:
        fail("statements", f"Mangatarata revenue per case {cases} {per}")
    tg = text(M.GC_FILE, 1)
    rows = {lab: v for lab, v, _ in M.gc_rows() if v is not None}
    for lab, v in rows.items():
        n += 1
        if printed_numbers(tg, lab, 2) != [M.en(x, 0) for x in v]:
            fail("statements", f"Kilcrohane {lab}: {printed_numbers(tg, lab, 2)}")
    for i in range(2):
        n += 1
        if not (rows["Total income"][i] == sum(v[i] for _, v in M.GC_INCOME) and
                rows["Total expenditure"][i] == sum(v[i] for _, v in M.GC_EXPEND) and
                rows["Surplus for the year"][i] == rows["Total income"][i] - rows["Total expenditure"][i]):
            fail("statements", f"Kilcrohane totals, column {i}")
    zt = text(M.ZK_FILE, 1)
    for art, _k, _s, _b, prices in M.ZK_ITEMS:
        n += 1
        m = re.search(re.escape(art) + r"\s.*?6 \u00d7 1 kg\s+(\d+,\d\d)\s+(\d+,\d\d)\s+(\d+,\d\d)\s*$", zt, re.M)
        if not m or [MQ.num(x, "nl") for x in m.groups()] != [M.D(p) for p in prices]:
            fail("statements", f"Zoutkamp {art}: {m and m.groups()}")
    ct = text(M.CC_FILE, 1)
    for code, _n, _r, prices in M.CC_ITEMS:
        n += 1
        flat = [p for pair in prices for p in pair]
        pat = re.escape(code) + r"\s.*?" + r"\s+".join(re.escape(p) for p in flat) + r"\s*$"
        if not re.search(pat, ct, re.M):
            fail("statements", f"Cushendall {code}: {flat} not printed in order on one line")
    it = text(M.IC_FILE, 1)
    for _s, code, _c, _r, prices in M.IC_ITEMS:
        n += 1
        pat = re.escape(code) + r"\s.*?" + r"\s+".join(re.escape(p) for p in prices) + r"\s*$"
        if not re.search(pat, it, re.M):
            fail("statements", f"Inistioge {code}: {prices} not printed in order on one line")
    kt = text(M.KS_FILE, 1)
    for r in M.KS_UNITS:
        n += 1
        m = re.search(rf"^\s*{r[1]}\s+(\d+)\s+(\d+\.\d)\s", kt, re.M)
        if not m or int(m.group(1)) != r[2] or Decimal(m.group(2)) != M.rnd(Decimal(r[2]) * M.KS_SQFT_M2, 1):
            fail("statements", f"Kirkbymoorside {r[1]}: m\u00b2 is not sq ft x 0.092903 ({m and m.groups()})")
    print(f"statements and grids: {n} printed lines / identities (Mangatarata income statement, revenue by market, "
          "balance sheet, subtotals and revenue per case; Kilcrohane income and expenditure with totals and surplus; "
          "Zoutkamp box prices in Dutch format; Cushendall rows in both currencies; Inistioge tier rows; "
          "Kirkbymoorside m\u00b2 = sq ft x 0.092903)")

    # 8 names ----------------------------------------------------------------------------------------------
    for name in M.COMPANIES:
        out = subprocess.run(["grep", "-ril", name, "/work/main/bench", "/work/shared/corpus"],
                             capture_output=True, text=True).stdout.split()
        others = [p for p in out if not p.startswith(str(HERE) + "/")]
        if others:
            fail("names", f"{name} found in {others[:3]}")
    print(f"names: {len(M.COMPANIES)} fictional company names ({', '.join(M.COMPANIES)}), no hits outside "
          "bench/business-other18")

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
