#!/usr/bin/env python3
"""Check bench/filings-fresh14/questions.jsonl against the filings (poppler's pdftotext only; no tabsql).

    /work/main/.venv/bin/python bench/filings-fresh14/check.py [--docs /work/shared/corpus/filings] [--questions COPY]

Checks:
  1. ids unique, prefixed f14-, source filings-fresh14; question texts unique; required keys present.
  2. every number in each `raw` appears as a whole number (not inside a longer one) on at least one of its
     evidence pages (pdftotext -layout or raw text of that page); every listed page supplies one of them.
  3. `value` equals `raw` recomputed: the printed figure (its absolute value where the question asks for a
     positive amount), or the formula evaluated (x100 for percentages).
  4. unit/scale: USD amounts 1e6 (1e3 for Boston Properties), per-share dollars 1 (tagged per_share, no
     millions/thousands instruction); % carries 1; `decimals` on every derived percentage; no rounded gold
     within 0.05 of a rounding step from a boundary; derived golds tagged.
  5. unanswerable golds: kind none, no evidence, a reason; the entity occurs (whole-document text, raw and
     -layout) only on the pages the reason accounts for, and no table row there starts with it and a figure.
  6. no id or question text of an earlier filings* set is reused, and no printed figure of a `raw` here
     occurs in a `raw` of an earlier question on the same filing (earlier sets are read only for this).
  7. /work/shared/tools/score.py --self-test passes on the file.
  8. no evidence page here is an evidence page of any earlier filings* set; every question names its company
     (the filing of its id) and a year; 2-4 questions per filing, all 14 filings covered.
"""
import argparse, glob, json, math, os, re, subprocess, sys

HERE = os.path.dirname(os.path.abspath(__file__))
QFILE = os.path.join(HERE, "questions.jsonl")
PREFIX, SOURCE = "f14-", "filings-fresh14"
NUM = re.compile(r"\(?\d[\d,]*(?:\.\d+)?\)?")

# unanswerable: (doc, regex of the entity, the pages where the filing mentions it -- all named in `reason`)
NONE_SEARCH = {
    "f14-none-apple-applecard22": ("APPLE_2022_10K.pdf", r"Apple Card", {5}),
    "f14-none-axp-kabbage22": ("AMERICANEXPRESS_2022_10K.pdf", r"Kabbage", {5, 252}),
    "f14-none-intc-huawei20": ("INTEL_2020_10K.pdf", r"Huawei", set()),
    "f14-none-orcl-tiktok23": ("ORACLE_2023_10K.pdf", r"TikTok|ByteDance", set()),
}

# every question must name its company and a year or date
COMPANY = {
    "APPLE": r"Apple", "AES": r"AES", "AMERICANEXPRESS": r"American Express", "BOSTONPROPERTIES": r"Boston Properties",
    "EBAY": r"eBay", "FEDEX": r"FedEx", "FOOTLOCKER": r"Foot Locker", "INTEL": r"Intel", "MCDONALDS": r"McDonald",
    "ORACLE": r"Oracle", "PFIZER": r"Pfizer", "PG_E": r"PG&E", "SALESFORCE": r"Salesforce", "VERIZON": r"Verizon",
}
DOC_OF = {"apple": "APPLE", "aes": "AES", "axp": "AMERICANEXPRESS", "bxp": "BOSTONPROPERTIES", "ebay": "EBAY",
          "fdx": "FEDEX", "fl": "FOOTLOCKER", "intc": "INTEL", "mcd": "MCDONALDS", "orcl": "ORACLE", "pfe": "PFIZER",
          "pcg": "PG_E", "crm": "SALESFORCE", "vz": "VERIZON"}

_cache = {}


def run_pdftotext(path, mode, page=None):
    args = ["pdftotext", *mode]
    if page:
        args += ["-f", str(page), "-l", str(page)]
    return subprocess.run(args + [path, "-"], capture_output=True, text=True, check=True).stdout


def page_text(docs, doc, page):
    key = (doc, page)
    if key not in _cache:
        path = os.path.join(docs, doc)
        _cache[key] = "\n".join(run_pdftotext(path, m, page) for m in (["-layout"], []))
    return _cache[key]


def doc_pages(docs, doc):
    path = os.path.join(docs, doc)
    return [run_pdftotext(path, m).split("\f") for m in (["-layout"], [])]


def numbers(raw):
    return [m.group(0).strip("()") for m in NUM.finditer(raw or "")]


def on_page(n, text):
    return re.search(r"(?<![\d.,])" + re.escape(n) + r"(?![\d]|[.,]\d)", text) is not None


def to_float(s):
    s = s.strip()
    neg = s.startswith("(") and s.endswith(")")
    x = float(s.strip("()").replace(",", ""))
    return -x if neg else x


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--docs", default="/work/shared/corpus/filings")
    ap.add_argument("--questions", default=QFILE, help="another copy, e.g. a mutated one for testing the checks")
    args = ap.parse_args()
    qs = [json.loads(l) for l in open(args.questions) if l.strip()]
    problems = []
    p = problems.append

    # 1
    ids = [q["id"] for q in qs]
    if len(set(ids)) != len(ids):
        p("duplicate ids")
    if len({q["question"] for q in qs}) != len(qs):
        p("duplicate question texts")
    for q in qs:
        for k in ("id", "question", "category", "answer", "evidence", "hard_cases", "source"):
            if k not in q:
                p(f"{q.get('id')}: missing {k}")
        if not q["id"].startswith(PREFIX) or q.get("source") != SOURCE:
            p(f"{q['id']}: id prefix or source")

    n_numbers = 0
    for q in qs:
        a, qid = q["answer"], q["id"]
        if a["kind"] == "none":
            if q["evidence"] or not a.get("reason") or q["category"] != "unanswerable" or qid not in NONE_SEARCH:
                p(f"{qid}: unanswerable gold needs no evidence, a reason, category unanswerable and a NONE_SEARCH entry")
            continue
        # 2
        raw = a["raw"]
        nums = numbers(raw)
        n_numbers += len(nums)
        texts = {(e["doc"], e["page"]): page_text(args.docs, e["doc"], e["page"]) for e in q["evidence"]}
        if not texts:
            p(f"{qid}: no evidence")
        for n in nums:
            if not any(on_page(n, t) for t in texts.values()):
                p(f"{qid}: {n} not on any evidence page {list(texts)}")
        for key, t in texts.items():
            if not any(on_page(n, t) for n in nums):
                p(f"{qid}: evidence page {key} supplies none of {nums}")
        # 3
        if q["category"] == "lookup":
            want = to_float(raw)
            if "positive" in q["question"].lower():
                want = abs(want)
        else:
            want = eval(re.sub(r"(\d),(\d)", r"\1\2", raw))
            if a["unit"] == "%":
                want *= 100
        if not math.isclose(want, a["value"], rel_tol=1e-9, abs_tol=1e-9):
            p(f"{qid}: value {a['value']} != recomputed {want}")
        # 4
        doc = q["evidence"][0]["doc"]
        if a["unit"] == "USD" and "per_share" in q["hard_cases"]:
            if a["scale"] != 1 or re.search(r"millions|thousands", q["question"]):
                p(f"{qid}: per-share dollars need scale 1 and no millions/thousands instruction")
        elif a["unit"] == "USD":
            expect = 1e3 if doc.startswith("BOSTONPROPERTIES") else 1e6
            if a["scale"] != expect:
                p(f"{qid}: scale {a['scale']} expected {expect}")
            if "thousands" in q["question"] and expect != 1e3 or "USD millions" in q["question"] and expect != 1e6:
                p(f"{qid}: the question's unit instruction disagrees with the scale")
        elif a["unit"] == "%":
            if a["scale"] != 1:
                p(f"{qid}: % with scale {a['scale']}")
        else:
            p(f"{qid}: unexpected unit {a['unit']}")
        if a["unit"] == "%" and q["category"] != "lookup" and a.get("decimals") is None:
            p(f"{qid}: derived percentage without decimals")
        d = a.get("decimals")
        if d is not None:
            frac = (abs(a["value"]) * 10 ** d) % 1
            if abs(frac - 0.5) < 0.05:
                p(f"{qid}: {a['value']} lies near a rounding boundary at {d} decimals")
        if (q["category"] != "lookup") != ("derived" in q["hard_cases"]):
            p(f"{qid}: category {q['category']} and the derived hard case disagree")

    # 5
    for qid, (doc, rx, allowed) in NONE_SEARCH.items():
        q = next((x for x in qs if x["id"] == qid), None)
        if q is None:
            p(f"{qid}: missing")
            continue
        if not any(d.startswith(doc.split("_")[0][:4]) for d in [doc]):
            pass
        layout, rawp = doc_pages(args.docs, doc)
        hits = set()
        for pages in (layout, rawp):
            for i, t in enumerate(pages, 1):
                if re.search(rx, t, re.I):
                    hits.add(i)
        if hits != allowed:
            p(f"{qid}: {rx} on pages {sorted(hits)}, reason accounts for {sorted(allowed)}")
        for i in sorted(hits):
            for line in layout[i - 1].splitlines():
                if re.match(r"\s*\S*" + rx + r"[^\n]*?\s\$?\s*\(?\d[\d,]{2,}", line, re.I):
                    p(f"{qid}: possible figure for the entity on page {i}: {line.strip()[:100]}")
        for pg in allowed:
            if f"p. {pg}" not in q["answer"]["reason"] and f"pp. {pg}" not in q["answer"]["reason"] \
                    and not re.search(rf"pp\. \d+-{pg}\b", q["answer"]["reason"]):
                p(f"{qid}: reason does not name page {pg}")
        print(f"  {qid}: /{rx}/ in {doc} on pages {sorted(hits)}")

    # 6
    earlier = [f for f in glob.glob(os.path.join(HERE, "..", "filings*", "questions.jsonl"))
               if os.path.abspath(os.path.dirname(f)) != HERE]
    old = [json.loads(l) for f in earlier for l in open(f) if l.strip()]
    old_ids, old_q = {o["id"] for o in old}, {o["question"].strip().lower() for o in old}
    old_nums = {}
    for o in old:
        for e in o.get("evidence") or []:
            old_nums.setdefault(e["doc"], set()).update(numbers(o["answer"].get("raw") if isinstance(o["answer"].get("raw"), str) else ""))
    for q in qs:
        if q["id"] in old_ids or q["question"].strip().lower() in old_q:
            p(f"{q['id']}: id or question text reused from an earlier set")
        if q["answer"]["kind"] == "none":
            continue
        doc = q["evidence"][0]["doc"]
        for n in numbers(q["answer"]["raw"]):
            if n in old_nums.get(doc, set()):
                p(f"{q['id']}: figure {n} was already a gold operand of an earlier question on {doc}")

    # 8
    old_pages = {(e["doc"], e["page"]) for o in old for e in o.get("evidence") or []}
    per_doc = {}
    for q in qs:
        for e in q["evidence"]:
            if (e["doc"], e["page"]) in old_pages:
                p(f"{q['id']}: evidence page {e['doc']} p.{e['page']} was used by an earlier set")
        key = q["id"].split("-")[2] if q["id"].startswith(PREFIX + "none-") else q["id"].split("-")[1]
        docname = DOC_OF.get(key)
        if docname is None:
            p(f"{q['id']}: unknown company key {key}")
            continue
        per_doc[docname] = per_doc.get(docname, 0) + 1
        if q["evidence"] and not all(e["doc"].startswith(docname + "_") for e in q["evidence"]):
            p(f"{q['id']}: evidence is not in the {docname} filing")
        if not re.search(COMPANY[docname], q["question"], re.I) or not re.search(r"\b(19|20)\d\d\b", q["question"]):
            p(f"{q['id']}: the question must name {docname} and a year")
    for docname in COMPANY:
        if not 2 <= per_doc.get(docname, 0) <= 4:
            p(f"{docname}: {per_doc.get(docname, 0)} questions (want 2-4)")
    print(f"evidence pages checked against {len(old_pages)} earlier evidence pages; questions per filing: "
          + ", ".join(f"{k} {v}" for k, v in sorted(per_doc.items())))

    # 7
    st = subprocess.run([sys.executable, "/work/shared/tools/score.py", "--self-test", "--questions", args.questions],
                        capture_output=True, text=True)
    print(st.stdout.strip())
    if st.returncode != 0:
        p("score.py --self-test failed: " + st.stderr.strip()[-300:])

    cats = {}
    for q in qs:
        cats[q["category"]] = cats.get(q["category"], 0) + 1
    print(f"categories: {cats}; compared with {len(old)} questions of {len(earlier)} earlier sets")
    for x in problems:
        print("PROBLEM", x)
    print(f"{len(qs)} questions, {n_numbers} numbers, {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
