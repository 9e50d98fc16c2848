"""business-other14: checks that the PDFs and questions.jsonl agree.

    /work/main/.venv/bin/python bench/business-other14/check.py

Builds the PDFs twice into /tmp/business-other14work, reads every evidence page back with `pdftotext -layout`,
finds every raw text of every gold on its evidence page, recomputes every gold from the raw texts, checks units
and scales, probes the unanswerables, compares the printed statements with the data, repeats the name check and
runs score.py's self-test. Exits non-zero on the first failed group.
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
WORK = Path("/tmp/business-other14work")
sys.path.insert(0, str(HERE))
import make_docs as M  # noqa: E402
import make_questions as MQ  # noqa: E402

PY = "/work/main/.venv/bin/python"
SCORE = Path("/work/shared/tools/score.py")
QFILE = HERE / "questions.jsonl"
CATEGORIES = {"lookup", "lookup_header_path", "range_lookup", "argmin", "argmax", "compare_two", "difference",
              "percent_change", "sum", "average", "count", "filter_list", "cross_document", "transposed_lookup",
              "multi_page_lookup", "unanswerable"}
FAMILIES = {"price_list", "financial", "support_plans", "spec_sheet", "catalogue"}
HARD = {"borderless", "vat_condition", "merged_cell", "locale_number", "header_path", "unit_in_header", "synonym",
        "footnote", "range_match", "transposed", "multi_page", "scanned", "total_row", "adjacent_tables",
        "side_by_side", "header_not_repeated", "negative_parentheses", "distractor_prose", "null_cell",
        "cross_lingual", "superscript", "missing_row", "total_row_excluded", "absent_entity", "subtotal_rows",
        "absent_year", "wide_table", "text_value", "mixed_units", "missing_column", "rotated", "dash_zero",
        "uncovered_quantity", "scale_normalization", "currency_format", "rounded_figure"}
UNITS = {  # document -> units a gold may carry
    M.FB_FILE: {"EUR"}, M.SB_FILE: {"EUR", "bulbs"}, M.KM_FILE: {"EUR"}, M.PD_FILE: {"GBP", "EUR", "%", "working days"},
    M.TL_FILE: {"GBP", "pence"}, M.YH_FILE: {"GBP"}, M.AC_FILE: {"GBP", "hours"}, M.SS_FILE: {"GBP", "kg"},
    M.CH_FILE: {"W", "dB(A)", "s", "kg", "GBP"}, M.PT_FILE: {"GBP"}, M.LC_FILE: {"GBP", "%", "employees"},
    M.CS_FILE: {"GBP", "%"},
}
FAILED = []


def fail(group, msg):
    FAILED.append(f"{group}: {msg}")


def sha(p: Path) -> str:
    return hashlib.sha256(p.read_bytes()).hexdigest()


def page_text(pdf: Path, page: int) -> str:
    return subprocess.run(["pdftotext", "-layout", "-f", str(page), "-l", str(page), str(pdf), "-"],
                          capture_output=True, text=True, check=True).stdout


def norm(s: str) -> str:
    return " ".join(s.split())


def words_on(label: str, text: str) -> bool:
    ws = [w for w in re.split(r"\s+", label.replace("\u00b9", "").replace("*", "")) if w]
    return all(w in text for w in ws)


def main() -> int:
    # 1 determinism ---------------------------------------------------------------------------------------
    b1, b2 = WORK / "build1", WORK / "build2"
    for b in (b1, b2):
        subprocess.run([PY, str(HERE / "make_docs.py"), str(b)], check=True, capture_output=True)
    files = sorted(p.name for p in b1.glob("*.pdf"))
    if len(files) != 12:
        fail("determinism", f"{len(files)} PDFs")
    for f in files:
        if sha(b1 / f) != sha(b2 / f):
            fail("determinism", f"{f} differs between builds")
    qa, qb = WORK / "q1.jsonl", WORK / "q2.jsonl"
    for qf in (qa, qb):
        subprocess.run([PY, str(HERE / "make_questions.py"), str(qf)], check=True, capture_output=True)
    if not (qa.read_bytes() == qb.read_bytes() == QFILE.read_bytes()):
        fail("determinism", "questions.jsonl not reproduced byte for byte")
    print(f"determinism: {len(files)} PDFs, identical sha256 over two builds; questions.jsonl byte-identical over "
          "two runs and with the committed file")
    docs = {f: b1 / f for f in files}
    pages = {f: d.pages for f, d in MQ.DOCS.items()}
    cache = {}

    def text(f, p):
        if (f, p) not in cache:
            cache[(f, p)] = page_text(docs[f], p)
        return cache[(f, p)]

    # 2 record format ------------------------------------------------------------------------------------
    recs = [json.loads(line) for line in QFILE.read_text(encoding="utf-8").splitlines()]
    keys = ["id", "question", "category", "answer", "evidence", "hard_cases", "family", "source"]
    ids = [r["id"] for r in recs]
    if ids != [f"bo14-{i:03d}" for i in range(1, len(recs) + 1)] or len(set(ids)) != len(ids):
        fail("format", "ids not unique / not in order / wrong prefix")
    if len({r["question"] for r in recs}) != len(recs):
        fail("format", "duplicate question texts")
    for r in recs:
        a = r["answer"]
        if list(r) != keys:
            fail("format", f"{r['id']} keys {list(r)}")
        if r["category"] not in CATEGORIES or r["family"] not in FAMILIES or not set(r["hard_cases"]) <= HARD:
            fail("format", f"{r['id']} category / family / hard cases")
        if (r["category"] == "unanswerable") != (a["kind"] == "none"):
            fail("format", f"{r['id']} none only for unanswerables")
        if a["kind"] == "none" and (a["value"] is not None or r["evidence"] or not a.get("reason")):
            fail("format", f"{r['id']} unanswerable needs null value, no evidence, a reason")
        if a["kind"] != "none" and not r["evidence"]:
            fail("format", f"{r['id']} no evidence")
        if r["category"] == "percent_change" and (a["unit"] != "%" or "tolerance" not in a):
            fail("format", f"{r['id']} percent change needs % and a tolerance")
        if a["kind"] == "number" and not isinstance(a["value"], (int, float)):
            fail("format", f"{r['id']} number value")
        if a["kind"] == "list" and not isinstance(a["value"], list):
            fail("format", f"{r['id']} list value")
    print(f"record format: {len(recs)} records, ids bo14-001..bo14-{len(recs):03d} unique and in order, keys, kinds, "
          "categories, families, hard cases, unique question texts")

    # 3 evidence pages: raw pieces, row and column labels ------------------------------------------------
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
            if not row_last.startswith("footnote") and not words_on(row_last, t):
                fail("evidence", f"{r['id']} row {row_last!r} not on {e['doc']} p.{e['page']}")
            col_last = e["column"].split(" > ")[-1]
            if not any(words_on(col_last, text(e["doc"], p)) for p in range(1, e["page"] + 1)):
                fail("evidence", f"{r['id']} column {col_last!r} not on {e['doc']} up to p.{e['page']}")
        multi = len({e["doc"] for e in evs}) > 1
        for i, piece in enumerate(q["raws"]):
            n_raw += 1
            cands = [evs[i]] if multi else evs
            if not any(norm(piece) in norm(text(e["doc"], e["page"])) for e in cands):
                fail("evidence", f"{r['id']} raw {piece!r} not printed on its evidence page(s)")
    print(f"evidence: {n_ev} evidence cells on existing pages with their row and column labels printed; "
          f"{n_raw} raw pieces each printed on its evidence page (pdftotext -layout)")

    # 4 golds recomputed from the raw texts found in the PDFs ---------------------------------------------
    n = 0
    for q, r in zip(MQ.QUESTIONS, recs):
        if q["calc"] is None:
            continue
        got = q["calc"](MQ.parse_raws(q, r))
        if not MQ.same(got, r["answer"]["value"]):
            fail("golds", f"{r['id']} recomputed {got} != {r['answer']['value']}")
        n += 1
        a = r["answer"]
        if r["category"] in ("lookup", "lookup_header_path", "transposed_lookup", "multi_page_lookup") \
                and len(q["raws"]) == 1 and a["kind"] == "number":
            v = MQ.num(q["raws"][0], MQ.LANG[r["evidence"][0]["doc"]])
            e0 = r["evidence"][0]
            doc_scale = 1000 if (e0["doc"], e0["table"]) == (M.LC_FILE, "t1") else 1
            base = Decimal(str(a["value"])) * Decimal(str(a.get("scale") or 1))
            ok = MQ.same(v * doc_scale, base) or (r["id"] == "bo14-066" and MQ.same(v / 5, base))
            if not ok:
                fail("golds", f"{r['id']} single-cell raw {q['raws'][0]!r} vs value {a['value']}")
    print(f"golds recomputed from the raw texts read back: {n} (tiers, bag / per-100 / per-1,000 normalisation, "
          "minimum-order rules, rebates, surcharges, arg-min/max, counts, lists, averages, percent changes)")

    # 5 units and scales ---------------------------------------------------------------------------------
    n = 0
    for r in recs:
        a = r["answer"]
        if a["kind"] != "number":
            continue
        n += 1
        for e in r["evidence"]:
            if a["unit"] is not None and a["unit"] not in UNITS[e["doc"]] | {"%"}:
                fail("units", f"{r['id']} unit {a['unit']} for {e['doc']}")
        sc = a.get("scale")
        docs_ = {e["doc"] for e in r["evidence"]}
        ql = r["question"].lower()
        if sc == 1000:
            ok = (docs_ == {M.LC_FILE} and all(e["table"] == "t1" for e in r["evidence"])) or \
                 ("thousand" in ql and docs_ == {M.CS_FILE})
        elif sc == 1000000:
            ok = "million" in ql
        else:
            ok = sc is None and not (docs_ == {M.LC_FILE} and r["evidence"][0]["table"] == "t1" and a["unit"] == "GBP")
        if not ok:
            fail("units", f"{r['id']} scale {sc}")
        if a["unit"] == "%" and r["category"] in ("percent_change",) and "tolerance" not in a:
            fail("units", f"{r['id']} percent without tolerance")
        if sc == 1000 and "thousand" not in (a["scale_note"] or "").lower():
            fail("units", f"{r['id']} scale note")
    print(f"units and scales: {n} number golds (currency / unit per document, scale 1000 only for Ludgvan's £'000 "
          "statement and the one 'in £ thousands' question, 1,000,000 only where millions are asked)")

    # 6 unanswerables ------------------------------------------------------------------------------------
    n = 0
    for q, r in zip(MQ.QUESTIONS, recs):
        if r["answer"]["kind"] != "none":
            continue
        n += 1
        pr = q["probe"]
        full = "\n".join(text(pr["doc"], p) for p in range(1, pages[pr["doc"]] + 1))
        for s in pr["absent"]:
            hit = re.search(r"\b" + re.escape(s) + r"\b", full) if s.isupper() else s.lower() in full.lower()
            if hit:
                fail("unanswerable", f"{r['id']} {s!r} found in {pr['doc']}")
        for s in pr["present"]:
            if s not in full:
                fail("unanswerable", f"{r['id']} {s!r} missing from {pr['doc']}")
    tl = text(M.TL_FILE, 1)
    if not re.search(r"Chef trousers\s+88\s+121\s+" + M.DASH, tl):
        fail("unanswerable", "Tideswell chef trousers hire cell is not a dash")
    print(f"unanswerables: {n} probed in the document text (absent items, rows, years; the '{M.DASH}' hire cell)")

    # 7 printed statements equal the data; the data adds up ---------------------------------------------
    n = 0
    pat = re.compile(r"\(?[\d,]+\)?|" + M.NDASH)

    def printed(t, label, count):
        """The numbers printed after a row label (a wrapped label matches on its first line)."""
        pending = False
        nums = r"(?:(?:\(?[\d,]+\)?|" + M.NDASH + r")\s*)+"
        for line in t.splitlines():
            if pending and re.fullmatch(nums, line.strip()):
                toks = pat.findall(line)
                if len(toks) == count:
                    return [MQ.num(x) for x in toks]
            m = re.fullmatch(r"\s*(.*?)\s{2,}((?:(?:\(?[\d,]+\)?|" + M.NDASH + r")\s*)+)", line)
            if not m:
                pending = len(line.strip()) >= 10 and label.startswith(line.strip())
                continue
            lt = m.group(1)
            if lt == label or (len(lt) >= 10 and label.startswith(lt)) or (pending and lt == ""):
                toks = pat.findall(m.group(2))
                if len(toks) == count:
                    return [MQ.num(x) for x in toks]
        return None
    t = text(M.LC_FILE, 1)
    for lab, vals, _ in M.lc_lines():
        got = printed(t, lab, 6)
        n += 1
        if got != [Decimal(v) for v in vals]:
            fail("statements", f"Ludgvan {lab}: {got} vs {vals}")
        if sum(vals[:4]) != vals[4]:
            fail("statements", f"Ludgvan {lab}: quarters do not add to the full year")
    L = {lab: vals for lab, vals, _ in M.lc_lines()}
    for i in range(6):
        n += 4
        if L["Total revenue"][i] != sum(L[x][i] for x, _, _ in M.LC_REVENUE) or \
           L["Gross profit"][i] != L["Total revenue"][i] + sum(L[x][i] for x, _, _ in M.LC_COS) or \
           L["Operating profit"][i] != L["Gross profit"][i] + sum(L[x][i] for x, _, _ in M.LC_OVERHEADS) or \
           L["Profit before tax"][i] != L["Operating profit"][i] + L["Finance costs"][i]:
            fail("statements", f"Ludgvan subtotals column {i}")
    t = text(M.CS_FILE, 1)
    for lab, v, k in M.cs_pl() + M.cs_bs():
        if v is None:
            continue
        n += 1
        got = printed(t, lab, 2)
        if got != [Decimal(x) for x in v]:
            fail("statements", f"Crantock {lab}: {got} vs {v}")
    for y in (2025, 2024):
        n += 1
        if M.cs_value("Net assets", y) != M.cs_value("Called up share capital", y) + \
                M.cs_value("Profit and loss account", y):
            fail("statements", f"Crantock balance sheet {y}")
    print(f"statements: {n} printed lines / identities (Ludgvan quarters = full year, subtotals; Crantock P&L and "
          "balance sheet lines as printed, capital and reserves = net assets)")

    # 8 names --------------------------------------------------------------------------------------------
    for name in M.COMPANIES:
        out = subprocess.run(["grep", "-ril", name, "/work/main/bench", "/work/shared/corpus"],
                             capture_output=True, text=True).stdout.split()
        others = [p for p in out if not p.startswith(str(HERE) + "/")]
        if others:
            fail("names", f"{name} found in {others[:3]}")
    print(f"names: {len(M.COMPANIES)} fictional company names, no hits outside bench/business-other14")

    cats = Counter(r["category"] for r in recs)
    print("categories: " + ", ".join(f"{k} {v}" for k, v in sorted(cats.items())))
    fams = Counter(r["family"] for r in recs)
    print("families: " + ", ".join(f"{k} {v}" for k, v in sorted(fams.items())))

    # 9 score.py self-test -------------------------------------------------------------------------------
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
