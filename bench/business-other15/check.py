"""business-other15: checks that the PDFs and questions.jsonl agree.

    /work/main/.venv/bin/python bench/business-other15/check.py

Builds the PDFs twice into /tmp/business-other15work, reads every evidence page back with `pdftotext -layout`,
finds every raw text of every gold on its evidence page, recomputes every gold from the raw texts, checks units and
scales, probes the unanswerables, reads the printed statements and derived columns back and compares them with the
data, repeats the company-name check and runs score.py's self-test. Exits non-zero if any check failed.
"""
from __future__ import annotations

import hashlib
import json
import math
import re
import subprocess
import sys
from collections import Counter
from decimal import Decimal
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.dont_write_bytecode = True
WORK = Path("/tmp/business-other15work")
sys.path.insert(0, str(HERE))
import make_docs as M  # noqa: E402
import make_questions as MQ  # noqa: E402

PY = "/work/main/.venv/bin/python"
SCORE = Path("/work/shared/tools/score.py")
QFILE = HERE / "questions.jsonl"
PREFIX = "bo15-"
CATEGORIES = {"lookup", "lookup_header_path", "range_lookup", "argmin", "argmax", "compare_two", "difference",
              "percent_change", "sum", "average", "count", "filter_list", "cross_document", "transposed_lookup",
              "multi_page_lookup", "unanswerable"}
FAMILIES = {"price_list", "financial", "support_plans", "spec_sheet", "catalogue"}
HARD = {"borderless", "vat_condition", "merged_cell", "locale_number", "header_path", "unit_in_header", "synonym",
        "footnote", "range_match", "transposed", "multi_page", "scanned", "total_row", "negative_parentheses",
        "null_cell", "cross_lingual", "missing_row", "absent_entity", "text_value", "mixed_units",
        "scale_normalization", "rounded_figure"}
UNITS = {  # document -> units a number gold may carry (besides '%' for percent changes)
    M.AF_FILE: {"EUR"}, M.TB_FILE: {"EUR", "cartons"}, M.OF_FILE: {"EUR", "trays"},
    M.KS_FILE: {"EUR", "GBP", "weeks"}, M.WK_FILE: {"GBP"}, M.HP_FILE: {"GBP", "%"}, M.CM_FILE: {"GBP"},
    M.AO_FILE: {"mm", "kg/km", "N", "dB/km"}, M.MB_FILE: {"W", "kg", "mm"}, M.AG_FILE: {"GBP"},
    M.ID_FILE: {"GBP", "casks"}, M.CG_FILE: {"EUR", "%"},
}
THOUSANDS = {(M.ID_FILE, "t1"), (M.ID_FILE, "t2")}     # the only tables printed in thousands
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


def printed_numbers(text: str, label: str, count: int):
    """The `count` numbers printed after a row label on one line of pdftotext -layout output."""
    tok = r"\(?[\d,]+(?:\.\d+)?\)?|" + M.NDASH
    for line in text.splitlines():
        m = re.fullmatch(r"\s*(.*?)\s{2,}((?:(?:" + tok + r")\s*)+)", line)
        if m and m.group(1).strip() == label:
            toks = re.findall(tok, m.group(2))
            if len(toks) == count:
                return [MQ.num(t) for t in toks]
    return None


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
    for r in recs:
        a = r["answer"]
        if list(r) != keys:
            fail("format", f"{r['id']} keys {list(r)}")
        if r["category"] not in CATEGORIES or r["family"] not in FAMILIES or not set(r["hard_cases"]) <= HARD:
            fail("format", f"{r['id']} category / family / hard cases {set(r['hard_cases']) - HARD}")
        if r["source"] != "business-other15":
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
    print(f"record format: {len(recs)} records, ids {PREFIX}001..{PREFIX}{len(recs):03d} unique and in order, keys, "
          "kinds, categories, families, hard-case names, unique question texts")

    # 3 evidence: pages, row and column labels, raw pieces printed on the evidence page -----------------------
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
            row_last = e["row"].split(" > ")[-1]
            if not row_last.startswith(("footnote", "note")) and not words_on(row_last, t):
                fail("evidence", f"{r['id']} row {row_last!r} not on {e['doc']} p.{e['page']}")
            for part in e["column"].split(" > "):
                if not words_on(part, t):
                    fail("evidence", f"{r['id']} column label {part!r} not on {e['doc']} p.{e['page']}")
            tab = MQ.DOCS[e["doc"]].tables[e["table"]]
            if e["page"] not in tab.pages:
                fail("evidence", f"{r['id']} table {e['table']} is not on page {e['page']}")
        multi = len({e["doc"] for e in evs}) > 1
        if multi and len(q["raws"]) != len(evs):
            fail("evidence", f"{r['id']} cross-document raws and evidence not parallel")
        for i, piece in enumerate(q["raws"]):
            n_raw += 1
            cands = [evs[i]] if multi else evs
            if not any(norm(piece) in norm(text(e["doc"], e["page"])) for e in cands):
                fail("evidence", f"{r['id']} raw {piece!r} not printed on its evidence page(s)")
    print(f"evidence: {n_ev} evidence cells on existing pages of their table, row and column labels printed there; "
          f"{n_raw} raw pieces each printed on its evidence page (pdftotext -layout)")

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
            doc_scale = 1000 if (e0["doc"], e0["table"]) in THOUSANDS else 1
            base = Decimal(str(a["value"])) * Decimal(str(a.get("scale") or 1))
            if not (MQ.same(v * doc_scale, base) or MQ.same(M.rnd(v * doc_scale, -4), M.rnd(base, -4))):
                fail("golds", f"{r['id']} single cell {q['raws'][0]!r} x {doc_scale} vs {a['value']} x {a.get('scale')}")
            n_single += 1
    print(f"golds recomputed from the raw texts read back: {n} (tiers, per-piece from per-carton / per-tray, "
          f"minimum-order and delivery rules, discounts, arg-min/max, counts, lists, averages, percent changes); "
          f"{n_single} single-cell lookups equal the printed number times the table's scale")

    # 5 units and scales -----------------------------------------------------------------------------------
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
        if a["unit"] == "%" and r["category"] != "percent_change" and not any(
                "%" in e["column"] or "%" in e["row"] for e in r["evidence"]):
            fail("units", f"{r['id']} % unit without a % column or row")
        sc = a.get("scale")
        ql = r["question"].lower()
        in_k = all((e["doc"], e["table"]) in THOUSANDS for e in r["evidence"])
        if sc == 1000:
            ok = in_k and a["unit"] == "GBP" and a["scale_note"] == "\u00a3'000"
        elif sc == 1000000:
            ok = "million" in ql and a.get("decimals") is not None
        else:
            ok = sc is None and not (in_k and a["unit"] == "GBP")
        if not ok:
            fail("units", f"{r['id']} scale {sc}")
    print(f"units and scales: {n} number golds; units allowed per document; scale 1000 exactly for amounts from "
          "Inverbervie's \u00a3'000 statements, 1,000,000 only where millions are asked, none elsewhere")

    # 6 unanswerables ------------------------------------------------------------------------------------
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
            if not re.search(p, t):
                fail("unanswerable", f"{r['id']} pattern {p!r} not found in {pr['doc']}")
    print(f"unanswerables: {n} probed in the document text (absent items, rates, rows; the two '{M.DASH}' cells "
          "of Business English at 12 weeks +)")

    # 7 statements and derived columns read back from the PDFs --------------------------------------------------
    n = 0
    t = text(M.ID_FILE, 1)
    for lab, v, _ in M.id_is() + M.id_bs():
        n += 1
        if printed_numbers(t, lab, 3) != [Decimal(x) for x in v]:
            fail("statements", f"Inverbervie {lab}: {printed_numbers(t, lab, 3)} vs {v}")
    IS = {lab: v for lab, v, _ in M.id_is()}
    BS = {lab: v for lab, v, _ in M.id_bs()}
    for i in range(3):
        n += 1
        checks = [
            IS["Gross revenue"][i] == sum(v[i] for _, v in M.ID_REVENUE),
            IS["Net revenue"][i] == IS["Gross revenue"][i] + IS["Excise duties"][i],
            IS["Gross profit"][i] == IS["Net revenue"][i] + IS["Cost of sales"][i],
            IS["Operating profit"][i] == IS["Gross profit"][i] + sum(v[i] for _, v in M.ID_OPEX),
            IS["Profit before tax"][i] == IS["Operating profit"][i] + IS["Finance costs"][i],
            IS["Profit for the period"][i] == IS["Profit before tax"][i] + IS["Taxation"][i],
            BS["Net assets"][i] == BS["Total assets"][i] + BS["Total liabilities"][i],
        ]
        if not all(checks):
            fail("statements", f"Inverbervie subtotals, column {i}")
    t = text(M.CG_FILE, 1)
    for lab, v, _ in M.cg_pl():
        n += 1
        if printed_numbers(t, lab, 2) != [Decimal(x) for x in v]:
            fail("statements", f"Carrigmoyle {lab}: {printed_numbers(t, lab, 2)} vs {v}")
    for lab, v in M.CG_REVENUE + [("Total revenue", M.cg_revenue_total())]:
        n += 1
        if printed_numbers(t, lab, 2) != [Decimal(x) for x in v]:
            fail("statements", f"Carrigmoyle note {lab}: {printed_numbers(t, lab, 2)} vs {v}")
    if M.cg_value("Revenue", 2025) != M.cg_revenue_total()[0]:
        fail("statements", "Carrigmoyle revenue vs note 3")
    # Ashperton: every row's inc-VAT price is its ex-VAT price plus 20 %, as printed
    ag = full(M.AG_FILE)
    for r in M.AG_ITEMS:
        n += 1
        m = re.search(re.escape(r[1]) + r"\s.*?([\d,]+\.\d\d)\s+([\d,]+\.\d\d)\s*$", ag, re.M)
        if not m or MQ.num(m.group(1)) * Decimal("1.2") != MQ.num(m.group(2)) or m.group(1) != r[5]:
            fail("statements", f"Ashperton {r[1]} prices as printed {m and m.groups()}")
    # Auchterarder: bend radii follow the footnote's rule (20 x / 10 x OD, up to the next 5 mm)
    ao = text(M.AO_FILE, 1)
    for lab, f in (("Min. bend radius, during installation", 20), ("Min. bend radius, installed", 10)):
        n += 1
        m = re.search(re.escape(lab) + r"\S*\s+mm\s+((?:\d+\s+){5}\d+)", ao)
        vals = m.group(1).split() if m else None
        want = [str(math.ceil(Decimal(od) * f / 5) * 5) for od in M.AO_OD]
        if vals != want:
            fail("statements", f"Auchterarder {lab}: {vals} vs {want}")
    # the German list: every carton price printed in German format in its row
    tbt = text(M.TB_FILE, 1)
    for a, name, g, s, prices in M.TB_ITEMS:
        n += 1
        m = re.search(re.escape(a) + r"\s+.*?\s(\d+)\s+(\d+)\s+([\d.]+,\d\d)\s+([\d.]+,\d\d)\s+([\d.]+,\d\d)\s*$", tbt,
                      re.M)
        if not m or [MQ.num(x, "de") for x in m.groups()[2:]] != [Decimal(p) for p in prices] or \
                m.group(2) != str(s):
            fail("statements", f"T\u00e4nnesberg {a}: {m and m.groups()}")
    print(f"statements and derived columns: {n} printed lines / identities (Inverbervie income statement, balance "
          "sheet and subtotals; Carrigmoyle P&L, revenue note and total; Ashperton inc VAT = ex VAT x 1.2 on all "
          f"{len(M.AG_ITEMS)} rows; Auchterarder bend radii; T\u00e4nnesberg carton prices in German format)")

    # 8 names ----------------------------------------------------------------------------------------------
    for name in M.COMPANIES:
        out = subprocess.run(["grep", "-ril", name, "/work/main/bench", "/work/shared/corpus"],
                             capture_output=True, text=True).stdout.split()
        others = [p for p in out if not p.startswith(str(HERE) + "/")]
        if others:
            fail("names", f"{name} found in {others[:3]}")
    print(f"names: {len(M.COMPANIES)} fictional company names ({', '.join(M.COMPANIES)}), no hits outside "
          "bench/business-other15")

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
