#!/usr/bin/env python3
"""Verify the filings-fresh15 golds against the real 10-K PDFs.

    /work/main/.venv/bin/python bench/filings-fresh15/check.py [--questions Q.jsonl]

Checks (each failure is printed as a problem; exit status 1 if any):
 1. ids unique with prefix "f15-", source "filings-fresh15", required keys, no repeated question text.
 2. every number in each `raw` is printed (as a whole number) on its evidence page, read with
    `pdftotext -layout -f P -l P` (or the same page without -layout); every evidence page supplies one.
 3. every `value` equals its `raw` re-evaluated (the printed figure, parentheses negative, or the formula;
    x100 for percentages that are not lookups).
 4. units and scales: USD amounts carry 1e6 (1e3 for Boston Properties) and the question says millions /
    thousands accordingly; per-share dollars carry scale 1 and say neither; share counts carry 1e3/1e6 with the
    matching instruction; percentages carry 1; derived percentages carry `decimals`, and no rounded gold lies
    within 0.05 of a rounding step from a rounding boundary; non-lookups carry the `derived` hard case.
 5. unanswerable golds: no evidence, a reason; the entity is searched in the whole filing (-layout and raw
    text) and occurs exactly on the pages listed below (which the reason must name), and no line on those pages
    starts with the entity followed by a figure.
 6. no id or question text of an earlier bench/filings* set is reused; no `raw` figure repeats a gold figure
    of an earlier question on the same filing.
 7. /work/shared/tools/score.py --self-test passes on the file.
 8. no evidence page was an evidence page of any earlier bench/filings* set (re-derived from their
    questions.jsonl); every question names its company and a year; every filing has 2-4 questions.
"""
import argparse
import glob
import json
import math
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
BENCH = os.path.dirname(HERE)
DOCS_DIR = "/work/shared/corpus/filings"
SCORE = "/work/shared/tools/score.py"
PREFIX, SOURCE = "f15-", "filings-fresh15"

KEY_DOC = {
    "apple": "APPLE_2022_10K.pdf", "aes": "AES_2021_10K.pdf", "axp": "AMERICANEXPRESS_2022_10K.pdf",
    "bxp": "BOSTONPROPERTIES_2015_10K.pdf", "ebay": "EBAY_2022_10K.pdf", "fdx": "FEDEX_2023_10K.pdf",
    "fl": "FOOTLOCKER_2023_10K.pdf", "intc": "INTEL_2020_10K.pdf", "mcd": "MCDONALDS_2022_10K.pdf",
    "orcl": "ORACLE_2023_10K.pdf", "pfe": "PFIZER_2022_10K.pdf", "pcg": "PG_E_2022_10K.pdf",
    "crm": "SALESFORCE_2023_10K.pdf", "vz": "VERIZON_2022_10K.pdf",
}
COMPANY = {
    "APPLE_2022_10K.pdf": r"Apple", "AES_2021_10K.pdf": r"\bAES\b",
    "AMERICANEXPRESS_2022_10K.pdf": r"American Express", "BOSTONPROPERTIES_2015_10K.pdf": r"Boston Properties",
    "EBAY_2022_10K.pdf": r"eBay", "FEDEX_2023_10K.pdf": r"FedEx", "FOOTLOCKER_2023_10K.pdf": r"Foot Locker",
    "INTEL_2020_10K.pdf": r"Intel\b", "MCDONALDS_2022_10K.pdf": r"McDonald['’]s", "ORACLE_2023_10K.pdf": r"Oracle",
    "PFIZER_2022_10K.pdf": r"Pfizer", "PG_E_2022_10K.pdf": r"PG&E", "SALESFORCE_2023_10K.pdf": r"Salesforce",
    "VERIZON_2022_10K.pdf": r"Verizon",
}
USD_SCALE = {d: (1e3 if d.startswith("BOSTON") else 1e6) for d in COMPANY}

# unanswerable id -> (entity regex, pages of the filing where it occurs)
UNANSWERABLE = {
    "f15-none-bxp-wework15": (r"WeWork", []),
    "f15-none-fdx-amazon23": (r"Amazon", [15, 18, 35]),
    "f15-none-mcd-breakfast22": (r"breakfast", [6]),
    "f15-none-pcg-evcharging22": (r"electric vehicle", [10, 14, 19, 42]),
    "f15-none-vz-visible22": (r"\bvisible\b", []),
}

NUM = re.compile(r"\d[\d,]*(?:\.\d+)?")
_cache = {}


def run_pdftotext(path, layout, page=None):
    cmd = ["pdftotext"] + (["-layout"] if layout else [])
    if page is not None:
        cmd += ["-f", str(page), "-l", str(page)]
    cmd += [path, "-"]
    return subprocess.run(cmd, capture_output=True, text=True, check=True).stdout


def page_texts(doc, page):
    key = (doc, page)
    if key not in _cache:
        path = os.path.join(DOCS_DIR, doc)
        _cache[key] = [run_pdftotext(path, True, page), run_pdftotext(path, False, page)]
    return _cache[key]


def doc_pages(doc):
    """Per-page texts of the whole filing, (-layout, raw), split at form feeds."""
    key = (doc, "all")
    if key not in _cache:
        path = os.path.join(DOCS_DIR, doc)
        _cache[key] = [run_pdftotext(path, True).split("\f"), run_pdftotext(path, False).split("\f")]
    return _cache[key]


def numbers(raw):
    if raw is None:
        return []
    if isinstance(raw, list):
        return [n for r in raw for n in numbers(r)]
    return NUM.findall(str(raw))


def on_page(n, text):
    return re.search(r"(?<![\d,.])" + re.escape(n) + r"(?![\d]|[,.]\d)", text) is not None


def to_float(s):
    s = s.strip().replace(",", "").replace("$", "")
    neg = s.startswith("(") and s.endswith(")")
    x = float(s.strip("()"))
    return -x if neg else x


def evaluate(raw, pct):
    if re.fullmatch(r"\(?-?\$?[\d,]+(\.\d+)?\)?", raw.strip()):
        return to_float(raw)
    if not re.fullmatch(r"[\d,.\s()+\-*/]+", raw):
        raise ValueError(f"not a formula: {raw!r}")
    expr = NUM.sub(lambda m: repr(float(m.group(0).replace(",", ""))), raw)
    v = eval(expr, {"__builtins__": {}})
    return v * 100 if pct else v


def earlier_sets():
    out = []
    for path in sorted(glob.glob(os.path.join(BENCH, "filings*", "questions.jsonl"))):
        if os.path.abspath(os.path.dirname(path)) == HERE:
            continue
        with open(path, encoding="utf-8") as f:
            out += [json.loads(line) for line in f if line.strip()]
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--questions", default=os.path.join(HERE, "questions.jsonl"))
    args = ap.parse_args()
    with open(args.questions, encoding="utf-8") as f:
        qs = [json.loads(line) for line in f if line.strip()]
    problems = []

    def bad(qid, msg):
        problems.append(f"{qid}: {msg}")

    # 1 ------------------------------------------------------------------ ids, keys
    seen, texts = set(), set()
    for q in qs:
        qid = q.get("id", "?")
        for k in ("id", "question", "category", "answer", "evidence", "hard_cases", "source"):
            if k not in q:
                bad(qid, f"missing key {k}")
        for k in ("kind", "value", "raw", "unit", "scale", "conditions"):
            if k not in q.get("answer", {}):
                bad(qid, f"answer lacks {k}")
        if not qid.startswith(PREFIX):
            bad(qid, "id prefix")
        if qid in seen:
            bad(qid, "duplicate id")
        seen.add(qid)
        if q.get("source") != SOURCE:
            bad(qid, "source")
        t = " ".join(q.get("question", "").lower().split())
        if t in texts:
            bad(qid, "repeated question text")
        texts.add(t)

    n_numbers = 0
    per_doc = {d: 0 for d in COMPANY}
    for q in qs:
        qid, a, text = q["id"], q["answer"], q["question"]
        m = re.match(r"f15-(?:none-)?([a-z]+)-", qid)
        doc = KEY_DOC.get(m.group(1)) if m else None
        if doc is None:
            bad(qid, "id does not name a filing key")
            continue
        per_doc[doc] += 1
        # 8 (part) -------------------------------------------------------- company and year named
        if not re.search(COMPANY[doc], text, re.I):
            bad(qid, "question does not name the company")
        if not re.search(r"\b(19|20)\d\d\b", text):
            bad(qid, "question names no year")

        if a["kind"] == "none":
            # 5 ------------------------------------------------------------ unanswerable
            if q["evidence"] or not a.get("reason") or q["category"] != "unanswerable":
                bad(qid, "unanswerable gold needs no evidence, a reason and category unanswerable")
            if qid not in UNANSWERABLE:
                bad(qid, "no entity registered for this unanswerable id")
                continue
            pat, want = UNANSWERABLE[qid]
            lay, raw = doc_pages(doc)
            hits = sorted({i for mode in (lay, raw) for i, p in enumerate(mode, 1)
                           if re.search(pat, " ".join(p.split()), re.I)})
            if hits != want:
                bad(qid, f"entity {pat!r} occurs on pages {hits}, expected {want}")
            for p in want:
                if not re.search(rf"\bp+\.\s*(?:[\d, ]*(?:and )?)*\b{p}\b", a["reason"]):
                    bad(qid, f"reason does not name p. {p}")
                for line in lay[p - 1].splitlines():
                    if re.match(rf"\s*{pat}\S*\s+\(?\$?\s*\d", line, re.I):
                        bad(qid, f"p. {p} has a line starting with the entity and a figure: {line.strip()[:80]}")
            continue

        # 2 ---------------------------------------------------------------- raw numbers on the evidence page
        if not q["evidence"]:
            bad(qid, "no evidence")
        nums = numbers(a["raw"])
        n_numbers += len(nums)
        supplied = {e["page"]: False for e in q["evidence"]}
        for e in q["evidence"]:
            if e["doc"] != doc:
                bad(qid, f"evidence in {e['doc']}, not in the filing of the id ({doc})")
        for n in nums:
            found = False
            for e in q["evidence"]:
                if any(on_page(n, t) for t in page_texts(e["doc"], e["page"])):
                    found = supplied[e["page"]] = True
            if not found:
                bad(qid, f"{n} not printed on evidence page(s) {list(supplied)}")
        for p, ok in supplied.items():
            if not ok:
                bad(qid, f"evidence page {p} supplies no number")

        # 3 ---------------------------------------------------------------- value equals raw
        pct = a["unit"] == "%" and q["category"] != "lookup"
        try:
            want = evaluate(a["raw"], pct)
        except Exception as ex:  # noqa: BLE001
            bad(qid, f"raw not evaluable: {ex}")
            continue
        if not math.isclose(a["value"], want, rel_tol=1e-9, abs_tol=1e-9):
            bad(qid, f"value {a['value']} != raw {a['raw']!r} = {want}")

        # 4 ---------------------------------------------------------------- units, scales, rounding
        hc = q.get("hard_cases", [])
        says_m = re.search(r"million|\$M\b", text, re.I) is not None
        says_k = re.search(r"thousand", text, re.I) is not None
        if a["unit"] == "USD":
            if a["scale"] == 1:
                if "per_share" not in hc or says_m or says_k:
                    bad(qid, "per-share dollars need the per_share tag and no millions/thousands instruction")
            elif a["scale"] != USD_SCALE[doc]:
                bad(qid, f"USD scale {a['scale']} but the filing reports in {USD_SCALE[doc]:g}")
            elif (a["scale"] == 1e6 and not says_m) or (a["scale"] == 1e3 and not says_k):
                bad(qid, "question's millions/thousands instruction does not match the scale")
        elif a["unit"] == "shares":
            if not ((a["scale"] == 1e6 and says_m) or (a["scale"] == 1e3 and says_k)):
                bad(qid, "share count scale does not match the question's instruction")
        elif a["unit"] == "%":
            if a["scale"] != 1:
                bad(qid, "percent with a scale other than 1")
        else:
            bad(qid, f"unexpected unit {a['unit']!r}")
        if q["category"] != "lookup":
            if "derived" not in hc:
                bad(qid, "computed gold without the derived hard case")
            if a["unit"] == "%" and a.get("decimals") is None:
                bad(qid, "derived percentage without decimals")
        if a.get("decimals") is not None:
            step = a["value"] * 10 ** a["decimals"]
            if abs(abs(step - math.floor(step)) - 0.5) < 0.05:
                bad(qid, f"gold {a['value']} is within 0.05 of a step from a rounding boundary")

    # 6, 8 ------------------------------------------------------------------ earlier sets
    earlier = earlier_sets()
    old_ids = {q["id"] for q in earlier}
    old_texts = {" ".join(q["question"].lower().split()) for q in earlier}
    old_pages, old_figs = set(), {}
    for q in earlier:
        for e in q.get("evidence", []):
            old_pages.add((e["doc"], e["page"]))
        docs = {e["doc"] for e in q.get("evidence", [])}
        for d in docs:
            old_figs.setdefault(d, set()).update(
                n.replace(",", "") for n in numbers(q["answer"].get("raw")))
    for q in qs:
        qid = q["id"]
        if qid in old_ids:
            bad(qid, "id used by an earlier set")
        if " ".join(q["question"].lower().split()) in old_texts:
            bad(qid, "question text used by an earlier set")
        for e in q.get("evidence", []):
            if (e["doc"], e["page"]) in old_pages:
                bad(qid, f"evidence page {e['doc']} p.{e['page']} was used by an earlier set")
            for n in numbers(q["answer"].get("raw")):
                if n.replace(",", "") in old_figs.get(e["doc"], set()):
                    bad(qid, f"figure {n} is also a gold figure of an earlier question on {e['doc']}")
    for d, n in per_doc.items():
        if not 2 <= n <= 4:
            problems.append(f"{d}: {n} questions (want 2-4)")

    # 7 ------------------------------------------------------------------ score.py self-test
    st = subprocess.run([sys.executable, SCORE, "--self-test", "--questions", args.questions],
                        capture_output=True, text=True)
    print(st.stdout.rstrip())
    if st.returncode != 0:
        problems.append("score.py --self-test failed")

    print(f"\n{len(qs)} questions, {n_numbers} numbers, {len(problems)} problems "
          f"(earlier filings* questions compared: {len(earlier)}, earlier evidence pages: {len(old_pages)})")
    for p in problems:
        print("PROBLEM", p)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
