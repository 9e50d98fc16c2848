"""business-other17: checks that the PDFs and questions.jsonl agree.

    /work/main/.venv/bin/python bench/business-other17/check.py

Builds the PDFs twice into /tmp/business-other17work, reads every evidence page back with `pdftotext -layout`,
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
WORK = Path("/tmp/business-other17work")
sys.path.insert(0, str(HERE))
import make_docs as M  # noqa: E402
import make_questions as MQ  # noqa: E402

PY = "/work/main/.venv/bin/python"
SCORE = Path("/work/shared/tools/score.py")
QFILE = HERE / "questions.jsonl"
PREFIX, SOURCE = MQ.PREFIX, MQ.SOURCE
CATEGORIES = {"lookup", "lookup_header_path", "range_lookup", "argmin", "argmax", "compare_two", "difference",
              "percent_change", "sum", "average", "count", "filter_list", "cross_document", "transposed_lookup",
              "multi_page_lookup", "unanswerable"}
FAMILIES = {"price_list", "financial", "support_plans", "spec_sheet", "catalogue"}
HARD = {"borderless", "vat_condition", "merged_cell", "locale_number", "header_path", "unit_in_header", "synonym",
        "footnote", "range_match", "transposed", "multi_page", "scanned", "total_row", "negative_parentheses",
        "null_cell", "cross_lingual", "missing_row", "absent_entity", "absent_year", "text_value", "mixed_units",
        "scale_normalization"}
UNITS = {  # document -> units a number gold may carry (besides '%' for percent changes)
    M.KT_FILE: {"EUR"}, M.QR_FILE: {"EUR"}, M.GT_FILE: {"EUR", "GBP"}, M.TR_FILE: {"GBP"}, M.HC_FILE: {"GBP"},
    M.WC_FILE: {"GBP"}, M.SA_FILE: {"GBP", "days"}, M.BA_FILE: {"W", "kg", "dB(A)", "mm", "rpm", "GBP"},
    M.CD_FILE: {"L/day", "W", "kg", "dB(A)", "GBP"}, M.SE_FILE: {"GBP", "kg"}, M.GB_FILE: {"CHF", "days"},
    M.LI_FILE: {"GBP"},
}
CURRENCY = {M.KT_FILE: "EUR", M.QR_FILE: "EUR", M.TR_FILE: "GBP", M.HC_FILE: "GBP", M.WC_FILE: "GBP",
            M.SA_FILE: "GBP", M.BA_FILE: "GBP", M.CD_FILE: "GBP", M.SE_FILE: "GBP", M.GB_FILE: "CHF",
            M.LI_FILE: "GBP"}
THOUSANDS = {(M.GB_FILE, "t1"), (M.GB_FILE, "t2"), (M.LI_FILE, "t1"), (M.LI_FILE, "t2"), (M.LI_FILE, "t3")}
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
    """Every word of a label (superscript markers dropped) is printed on the page."""
    for sup in (M.SUP1, M.SUP2, M.SUP3):
        label = label.replace(sup, "")
    return all(w in text for w in label.split())


def printed_row(text: str, label: str, count: int):
    """The last `count` tokens printed after a row label on one line of pdftotext -layout output."""
    for line in text.splitlines():
        s = line.strip()
        if s.startswith(label + "  ") or s.startswith(label + " "):
            rest = s[len(label):].split()
            if len(rest) >= count and not re.search(r"[A-Za-z]{2,}", " ".join(rest[-count:])):
                return rest[-count:]
    return None


def scale_of(e) -> int:
    return 1000 if (e["doc"], e["table"]) in THOUSANDS else 1


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
            fail("format", f"{r['id']} several documents outside cross_document")
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
            if e["row"].startswith(("footnote", "note")):
                if norm(e["column"]) not in norm(t):
                    fail("evidence", f"{r['id']} note phrase {e['column']!r} not on {e['doc']} p.{e['page']}")
                continue
            if e["row"] not in tab.row_pages or tab.row_pages[e["row"]] != e["page"]:
                fail("evidence", f"{r['id']} row {e['row']!r} is not a row of {e['table']} on page {e['page']}")
            for part in e["row"].split(" > "):
                if not words_on(part, t):
                    fail("evidence", f"{r['id']} row label {part!r} not on {e['doc']} p.{e['page']}")
            hp = e["page"] if e["page"] in tab.head_pages else min(tab.head_pages)
            for part in e["column"].split(" > "):
                if not words_on(part, text(e["doc"], hp)):
                    fail("evidence", f"{r['id']} column label {part!r} not on {e['doc']} p.{hp}")
        if len(q["raws"]) != len(evs):
            fail("evidence", f"{r['id']} raws and evidence not parallel")
            continue
        for piece, e in zip(q["raws"], evs):
            n_raw += 1
            if norm(piece) not in norm(text(e["doc"], e["page"])):
                fail("evidence", f"{r['id']} raw {piece!r} not printed on {e['doc']} p.{e['page']}")
    print(f"evidence: {n_ev} evidence cells / notes on existing pages of their table, row and column labels (or the "
          f"note's phrase) printed there; {n_raw} raw pieces each printed on its own evidence page "
          "(pdftotext -layout)")

    # 4 golds recomputed from the raw texts --------------------------------------------------------------------
    n = n_single = 0
    for q, r in zip(MQ.QUESTIONS, recs):
        a = r["answer"]
        if q["calc"] is None:
            if a["kind"] != "none":
                fail("golds", f"{r['id']} has no calc")
            continue
        got = q["calc"](MQ.parse_raws(q, r))
        if not MQ.same(got, a["value"]):
            fail("golds", f"{r['id']} recomputed {got} != {a['value']}")
        n += 1
        if r["category"] in ("lookup", "lookup_header_path", "transposed_lookup", "multi_page_lookup",
                             "range_lookup") and len(q["raws"]) == 1 and a["kind"] == "number":
            e0 = r["evidence"][0]
            v = MQ.num(q["raws"][0], MQ.NUMFMT[e0["doc"]])
            base = Decimal(str(a["value"])) * Decimal(str(a.get("scale") or 1))
            if not MQ.same(v * scale_of(e0), base):
                fail("golds", f"{r['id']} single cell {q['raws'][0]!r} x {scale_of(e0)} vs {a['value']} x "
                              f"{a.get('scale')}")
            n_single += 1
    print(f"golds recomputed from the raw texts read back: {n} (tiers, per-tyre from per-set prices, levy, freight, "
          "delivery and minimum-charge rules, bands by total quantity, hectares from m2, discounts, arg-min/max, "
          f"counts, lists, averages, percent changes); {n_single} single-cell lookups equal the printed number times "
          "the table's scale")

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
            if a["unit"] in ("EUR", "GBP", "CHF") and d in CURRENCY and a["unit"] != CURRENCY[d]:
                fail("units", f"{r['id']} currency {a['unit']} for {d}")
        if a["unit"] == "%" and r["category"] != "percent_change":
            fail("units", f"{r['id']} % unit outside a percent change")
        if M.GT_FILE in docs and a["unit"] in ("EUR", "GBP"):
            curs = {e["row"].split(" > ")[-1] for e in r["evidence"] if e["doc"] == M.GT_FILE
                    and not e["row"].startswith(("note", "footnote"))}
            if curs != {M.GT_CUR[a["unit"]]}:
                fail("units", f"{r['id']} Glenavy currency rows {curs} vs unit {a['unit']}")
        sc = a.get("scale")
        cells = [e for e in r["evidence"] if not e["row"].startswith(("footnote", "note"))]
        in_k = bool(cells) and all(scale_of(e) == 1000 for e in cells)
        if sc == 1000:
            ok = in_k and a["unit"] in ("CHF", "GBP") and a["scale_note"] in ("CHF 1'000", "\u00a3'000")
        elif sc == 1000000:
            ok = in_k and "million" in r["question"].lower() and a.get("decimals") is not None
        else:
            ok = sc is None and not (in_k and a["unit"] in ("CHF", "GBP"))
        if not ok:
            fail("units", f"{r['id']} scale {sc}")
    print(f"units and scales: {n} number golds; units allowed per document, the document's currency (Glenavy: the "
          "currency row cited); scale 1000 exactly for amounts from Gitschenen's CHF 1'000 and Lanivet's "
          "\u00a3'000 tables, 1,000,000 only where millions are asked (with decimals), none elsewhere")

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
    print(f"unanswerables: {n} probed in the document text (absent sizes, terms, rates and items; the '\u2014' "
          "refrigerant cell of the DD-35; the over-50-ha rule)")

    # 7 statements and price grids read back from the PDFs --------------------------------------------------
    n = 0
    t = text(M.GB_FILE, 1)
    for lab, v, _ in M.gb_income():
        n += 1
        if printed_row(t, lab, 3) != [M.ch(x) for x in v]:
            fail("statements", f"Gitschenen {lab}: {printed_row(t, lab, 3)}")
    for _s, lab, v, _ in M.gb_bs():
        n += 1
        if printed_row(t, lab, 2) != [M.ch(x) for x in v]:
            fail("statements", f"Gitschenen balance sheet {lab}: {printed_row(t, lab, 2)}")
    IS = {lab: v for lab, v, _ in M.gb_income()}
    BS = {lab: v for _s, lab, v, _ in M.gb_bs()}
    for i in range(3):
        n += 1
        ok = [IS["Total operating income"][i] == sum(IS[x][i] for x, _ in M.GB_INCOME),
              IS["EBITDA"][i] == IS["Total operating income"][i] + sum(IS[x][i] for x, _ in M.GB_COSTS),
              IS["EBIT"][i] == IS["EBITDA"][i] + IS["Depreciation"][i],
              IS["Net profit"][i] == IS["EBIT"][i] + IS["Financial result"][i] + IS["Income taxes"][i]]
        if not all(ok):
            fail("statements", f"Gitschenen income statement subtotals, column {i}")
    n += 1
    if BS["Shareholders' equity"][0] - BS["Shareholders' equity"][1] != IS["Net profit"][0]:
        fail("statements", "Gitschenen equity movement != net profit for the half-year")
    if BS["Total liabilities and equity"] != BS["Total assets"]:
        fail("statements", "Gitschenen balance sheet does not balance")
    t2 = text(M.GB_FILE, 2) if pages[M.GB_FILE] > 1 else t
    for lab, v in M.GB_KEYS:
        n += 1
        if printed_row(t + t2, lab, 2) != list(v):
            fail("statements", f"Gitschenen key figure {lab}: {printed_row(t + t2, lab, 2)}")
    t = text(M.LI_FILE, 1)
    for lab, v, _ in M.li_is() + M.li_bs():
        n += 1
        if printed_row(t, lab, 2) != [M.brk(x) for x in v]:
            fail("statements", f"Lanivet {lab}: {printed_row(t, lab, 2)}")
    for lab, v in M.LI_REVENUE + [("Total revenue", M.li_revenue_total())]:
        n += 1
        if printed_row(t, lab, 2) != [M.brk(x) for x in v]:
            fail("statements", f"Lanivet revenue {lab}: {printed_row(t, lab, 2)}")
    LIS = {lab: v for lab, v, _ in M.li_is()}
    n += 1
    if LIS["Revenue"] != M.li_revenue_total():
        fail("statements", "Lanivet revenue vs the revenue note")
    # Quarnstedt: every set price printed in German format on its article's line
    qt = text(M.QR_FILE, 1)
    for _s, art, size, li, prices in M.QR_ITEMS:
        n += 1
        want = [M.de(M.D(p)) for p in prices]
        if printed_row(qt, f"{art}", 3) != want:
            fail("statements", f"Quarnstedt {art}: {printed_row(qt, art, 3)} vs {want}")
        elif MQ.num(want[0], "de") * 100 != M.D(prices[0]) * 100:
            fail("statements", f"Quarnstedt {art}: German number parse")
    # Knocktopher: each code's line carries its four tier prices
    kt = text(M.KT_FILE, 1)
    for _s, code, _z, _l, _se, prices in M.KT_ITEMS:
        n += 1
        if printed_row(kt, code, 4) != list(prices):
            fail("statements", f"Knocktopher {code}: {printed_row(kt, code, 4)}")
    # Glenavy: both currency rows of every tyre, in order, GBP above EUR
    gt = text(M.GT_FILE, 1)
    for code, _z, _l, _se, gbp, eur in M.GT_ITEMS:
        n += 1
        pat = (re.escape(M.GT_CUR["GBP"]) + r"\s+" + r"\s+".join(map(re.escape, gbp)) + r"\s*\n.*?" +
               re.escape(M.GT_CUR["EUR"]) + r"\s+" + r"\s+".join(map(re.escape, eur)))
        if not re.search(pat, gt, re.S) or code not in gt:
            fail("statements", f"Glenavy {code}: currency rows not printed as in the data")
    # Hemyock: six rental columns per model
    ht = text(M.HC_FILE, 1)
    for _s, model, _f, _w, _b, p24, p36 in M.HC_BIKES:
        n += 1
        if printed_row(ht, model, 6) != list(p24) + list(p36):
            fail("statements", f"Hemyock {model}: {printed_row(ht, model, 6)}")
    print(f"statements and grids: {n} printed lines / identities (Gitschenen income statement, balance sheet and key "
          "figures with subtotals, equity movement = net profit; Lanivet income statement, revenue note, balance "
          "sheet and totals; Quarnstedt set prices in German format; Knocktopher tier prices; Glenavy GBP and EUR "
          "rows; Hemyock rental grid)")

    # 8 names ----------------------------------------------------------------------------------------------
    for name in M.COMPANIES:
        out = subprocess.run(["grep", "-ril", name, "/work/main/bench", "/work/shared/corpus"],
                             capture_output=True, text=True).stdout.split()
        others = [p for p in out if not p.startswith(str(HERE) + "/")]
        if others:
            fail("names", f"{name} found in {others[:3]}")
    print(f"names: {len(M.COMPANIES)} fictional company names ({', '.join(M.COMPANIES)}), no hits outside "
          "bench/business-other17")

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
