"""business-other19: checks that the PDFs and questions.jsonl agree.

    /work/main/.venv/bin/python bench/business-other19/check.py

Builds the PDFs twice into /tmp/business-other19work, reads every evidence page back with `pdftotext -layout`,
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
WORK = Path("/tmp/business-other19work")
sys.path.insert(0, str(HERE))
import make_docs as M  # noqa: E402
import make_questions as MQ  # noqa: E402

PY = "/work/main/.venv/bin/python"
SCORE = Path("/work/shared/tools/score.py")
QFILE = HERE / "questions.jsonl"
PREFIX, SOURCE = "bo19-", "business-other19"
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
    M.BF_FILE: {"EUR"}, M.HF_FILE: {"EUR"}, M.PP_FILE: {"EUR", "PLN"}, M.TE_FILE: {"GBP"}, M.KR_FILE: {"GBP"},
    M.BW_FILE: {"GBP", "hours"}, M.MS_FILE: {"EUR"}, M.SH_FILE: {"dB", "g", "h", "GBP"},
    M.HE_FILE: {"mm", "kg", "km", "hp", "GBP"}, M.ET_FILE: {"GBP", "g"}, M.KV_FILE: {"NOK"}, M.LP_FILE: {"GBP"},
}
CURRENCY = {M.BF_FILE: "EUR", M.HF_FILE: "EUR", M.TE_FILE: "GBP", M.KR_FILE: "GBP", M.BW_FILE: "GBP",
            M.MS_FILE: "EUR", M.SH_FILE: "GBP", M.HE_FILE: "GBP", M.ET_FILE: "GBP", M.KV_FILE: "NOK",
            M.LP_FILE: "GBP"}
THOUSANDS = {(M.KV_FILE, "t1"), (M.KV_FILE, "t3"), (M.LP_FILE, "t1"), (M.LP_FILE, "t2")}     # printed in 000
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
    ws = [w for w in re.split(r"\s+", MQ.clean(label)) if w]
    return all(w in text for w in ws)


def cells_after(text: str, label: str):
    """The cells printed after a row label on one line of pdftotext -layout output (split at 2+ spaces)."""
    for line in text.splitlines():
        m = re.fullmatch(r"\s*" + re.escape(label) + r"\s{2,}(.*?)\s*", line)
        if m:
            return re.split(r"\s{2,}", m.group(1))
    return None


def scale_of(e) -> int:
    return 1000 if (e["doc"], e["table"]) in THOUSANDS and not e["row"].startswith(NOTE_ROWS) else 1


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

    def text(doc, page):
        if (doc, page) not in cache:
            cache[(doc, page)] = pdftext(pdf[doc], page)
        return cache[(doc, page)]

    def full(doc):
        return "\n".join(text(doc, p) for p in range(1, pages[doc] + 1))

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
            if tab.row_pages.get(e["row"].split(" > ")[-1]) != e["page"]:
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
                "scale_normalization" not in r["hard_cases"]:
            e0 = r["evidence"][0]
            v = MQ.num(q["raws"][0], MQ.fmt_of(e0["doc"]))
            base = Decimal(str(a["value"])) * Decimal(str(a.get("scale") or 1))
            if not MQ.same(v * scale_of(e0), base):
                fail("golds", f"{r['id']} single cell {q['raws'][0]!r} x {scale_of(e0)} vs {a['value']} x "
                              f"{a.get('scale')}")
            n_single += 1
    print(f"golds recomputed from the raw texts read back: {n} (tiers, zones, per-bag / per-tonne / per-hook from "
          "pallets, bags and packs, whole pallets for a tonnage, minimum orders, delivery, deposit, blowing, "
          "extra-day, minimum-term, over-250-kWp, pair-discount, long-shaft and carriage rules, arg-min/max, "
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
            if a["unit"] in ("EUR", "GBP", "NOK", "PLN") and d in CURRENCY and a["unit"] != CURRENCY[d]:
                fail("units", f"{r['id']} currency {a['unit']} for {d}")
        if a["unit"] == "%" and r["category"] != "percent_change":
            fail("units", f"{r['id']} % unit outside a percent change")
        if M.PP_FILE in docs and a["unit"] in ("EUR", "PLN"):
            curs = {e["column"].split(" > ")[0] for e in r["evidence"] if e["doc"] == M.PP_FILE
                    and e["table"] == "t1" and " > " in e["column"]}
            want = MQ.clean(M.PP_CUR[0] if a["unit"] == "PLN" else M.PP_CUR[1])
            if curs != {want}:
                fail("units", f"{r['id']} Przytoczno currency columns {curs} vs unit {a['unit']}")
        sc = a.get("scale")
        ql = r["question"].lower()
        cells = [e for e in r["evidence"] if not e["row"].startswith(NOTE_ROWS)]
        in_k = bool(cells) and all(scale_of(e) == 1000 for e in cells)
        if sc == 1000:
            ok = in_k and a["unit"] in ("NOK", "GBP") and a["scale_note"] in ("NOK 1 000", "\u00a3'000")
        elif sc == 1000000:
            ok = "millions" in ql and a.get("decimals") is not None and in_k
        else:
            ok = sc is None and not in_k
        if not ok:
            fail("units", f"{r['id']} scale {sc}")
    print(f"units and scales: {n} number golds; units allowed per document, the document's currency (Przytoczno: "
          "the PLN or EUR column cited); scale 1000 exactly for amounts from Kvarsnes's NOK 1 000 tables and "
          "Lostwithiel's \u00a3'000 tables; 1,000,000 where millions are asked (with decimals); none elsewhere")

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
          "figure unpriced: 3 t minimum for loose pellets, survey above 50 extinguishers)")

    # 7 statements and price grids read back from the PDFs --------------------------------------------------
    n = 0
    kv1, kv2 = text(M.KV_FILE, 1), text(M.KV_FILE, 2)
    for lab, v, _ in M.kv_is():
        n += 1
        if cells_after(kv1, lab) != [M.sp(x) for x in v]:
            fail("statements", f"Kvarsnes {lab}: {cells_after(kv1, lab)}")
    for lab, v, _ in M.kv_bs():
        if v is None:
            continue
        n += 1
        if cells_after(kv2, lab) != [M.sp(x) for x in v]:
            fail("statements", f"Kvarsnes balance sheet {lab}: {cells_after(kv2, lab)}")
    IS = {lab: v for lab, v, _ in M.kv_is()}
    BS = {lab: v for lab, v, _ in M.kv_bs() if v is not None}
    for i in range(2):
        n += 1
        ok = [IS["Total operating income"][i] == sum(v[i] for _, v in M.KV_INCOME),
              IS["Operating profit before fair value adjustment"][i] ==
              IS["Total operating income"][i] + sum(v[i] for _, v in M.KV_COSTS),
              IS["Operating profit (EBIT)"][i] == IS["Operating profit before fair value adjustment"][i] +
              IS[M.KV_FV[0]][i],
              IS["Profit before tax"][i] == IS["Operating profit (EBIT)"][i] + IS[M.KV_FIN[0]][i],
              IS["Profit for the year"][i] == IS["Profit before tax"][i] + IS["Income tax expense"][i],
              BS["Total assets"][i] == sum(v[i] for _, v in M.KV_ASSETS),
              BS["Total equity and liabilities"][i] == BS["Total assets"][i]]
        if not all(ok):
            fail("statements", f"Kvarsnes subtotals, column {i}")
    rev = cells_after(kv1, "Sales revenue")
    harvest = cells_after(kv1, M.KV_HARVEST[0])
    per = cells_after(kv1, "Sales revenue per kg harvested")
    n += 1
    if not (rev and harvest and per) or [MQ.rnd(MQ.num(rev[i], "sp") / MQ.num(harvest[i + 1], "sp"), 2)
                                         for i in range(2)] != [MQ.num(x, "sp") for x in per[1:]]:
        fail("statements", f"Kvarsnes revenue per kg {rev} {harvest} {per}")
    lp = text(M.LP_FILE, 1)
    for lab, v, _ in M.lp_is():
        n += 1
        if cells_after(lp, lab) != [M.brk(x) for x in v]:
            fail("statements", f"Lostwithiel {lab}: {cells_after(lp, lab)}")
    for lab, v in M.LP_STREAMS + [("Total revenue", M.lp_revenue())]:
        n += 1
        if cells_after(lp, lab) != [M.brk(x) for x in v]:
            fail("statements", f"Lostwithiel revenue {lab}: {cells_after(lp, lab)}")
    LIS = {lab: v for lab, v, _ in M.lp_is()}
    for i in range(3):
        n += 1
        ok = [LIS["Revenue"][i] == M.lp_revenue()[i],
              LIS["Gross profit"][i] == LIS["Revenue"][i] + sum(v[i] for _, v in M.LP_COS),
              LIS["Operating profit"][i] == LIS["Gross profit"][i] + sum(v[i] for _, v in M.LP_OPEX),
              LIS["Profit before tax"][i] == LIS["Operating profit"][i] + M.LP_FIN[1][i],
              LIS["Profit for the period"][i] == LIS["Profit before tax"][i] + LIS["Taxation"][i]]
        if not all(ok):
            fail("statements", f"Lostwithiel subtotals, column {i}")
    box, fb = cells_after(lp, "Box office"), cells_after(lp, "Food and beverage")
    adm = cells_after(lp, M.LP_ADMISSIONS[0])
    atp = cells_after(lp, f"Average ticket price ({M.GBP})")
    sph = cells_after(lp, f"Food and beverage spend per head ({M.GBP})")
    n += 1
    if not all((box, fb, adm, atp, sph)) or \
            [MQ.rnd(MQ.num(box[i]) / MQ.num(adm[i]), 2) for i in range(3)] != [MQ.num(x) for x in atp] or \
            [MQ.rnd(MQ.num(fb[i]) / MQ.num(adm[i]), 2) for i in range(3)] != [MQ.num(x) for x in sph]:
        fail("statements", "Lostwithiel ticket price / spend per head not box office (F&B) / admissions")
    grids = [(M.BF_FILE, [(r[1], [*r[5], *r[6]]) for r in M.BF_ITEMS]),
             (M.HF_FILE, [(r[0], [M.de(M.D(r[4])), *[M.de(M.D(x)) for x in r[5]]]) for r in M.HF_ITEMS]),
             (M.HF_FILE, [(z[0], [M.de(M.D(x)) for x in z[3]]) for z in M.HF_ZONES]),
             (M.PP_FILE, [(r[0], [*r[4], *r[5]]) for r in M.PP_ITEMS]),
             (M.PP_FILE, [(dst, list(v)) for dst, v in M.PP_FREIGHT]),
             (M.KR_FILE, [(r[0], [*r[2], r[3]]) for r in M.KR_EVENT] + [(r[0], list(r[2])) for r in M.KR_SITE]),
             (M.HE_FILE, [(r[1], list(r[2:])) for r in M.HE_ITEMS]),
             (M.SH_FILE, [("Price per aid, ex VAT" + M.SUP2, list(M.SH_ROWS[-1][3]))])]
    for doc, rows in grids:
        t = full(doc)
        for key, vals in rows:
            n += 1
            pat = r"^\s*" + re.escape(key) + r"\s.*?" + r"\s+".join(re.escape(p) for p in vals) + r"\s*$"
            if not re.search(pat, t, re.M):
                fail("statements", f"{doc} {key}: {vals} not printed in order on one line")
    for r in M.ET_ITEMS:
        n += 1
        pg = MQ.DOCS[M.ET_FILE].tables["t1"].row_pages[r[1]]
        pat = r"^\s*" + re.escape(r[1]) + r"\s.*?\s" + re.escape(r[4]) + r"\s+" + re.escape(r[5]) + r"\s+" + \
            re.escape(r[6]) + r"\s+" + re.escape(r[7]) + r"\s*$"
        if not re.search(pat, text(M.ET_FILE, pg), re.M):
            fail("statements", f"Ettrickbridge {r[1]} not printed with weight, pack and prices on page {pg}")
    print(f"statements and grids: {n} printed lines / identities (Kvarsnes income statement and balance sheet with "
          "subtotals and revenue per kg; Lostwithiel income statement, revenue by stream, subtotals, ticket price and "
          "spend per head; price rows of Ballinamult, Hohenfichte (German format) and its zones, Przytoczno in PLN "
          "and EUR and its freight, Kirriemuir, Helford, Sancreed prices; every Ettrickbridge row on its page)")

    # 8 names ----------------------------------------------------------------------------------------------
    for name in M.COMPANIES:
        out = subprocess.run(["grep", "-ril", name, "/work/main/bench", "/work/shared/corpus"],
                             capture_output=True, text=True).stdout.split()
        others = [p for p in out if not p.startswith(str(HERE) + "/")]
        if others:
            fail("names", f"{name} found in {others[:3]}")
    print(f"names: {len(M.COMPANIES)} fictional company names ({', '.join(M.COMPANIES)}), no hits outside "
          "bench/business-other19")

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
