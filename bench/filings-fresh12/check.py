#!/usr/bin/env python3
"""Check bench/filings-fresh12/questions.jsonl against the filings (poppler's pdftotext; no tabsql).

    /work/main/.venv/bin/python bench/filings-fresh12/check.py [--docs /work/shared/corpus/filings]

Checks:
  1. ids unique, prefixed f12-, source filings-fresh12; question texts unique.
  2. every number in each `raw` appears, as a whole number (not inside a longer one), on at least one
     of the evidence pages listed for it (pdftotext -layout or raw text of that page), and every listed
     page supplies at least one of the numbers.
  3. `value` equals `raw` recomputed: the printed figure (its absolute value where the question asks for
     a positive amount), or the formula evaluated (x100 for percentages).
  4. unit/scale: USD amounts 1e6 (1e3 for Boston Properties), per-unit dollars, GWh and % carry 1;
     `decimals` set on every percentage; no rounded answer within 5% of a rounding step of a boundary.
  5. unanswerable golds: kind none, no evidence, a reason; the entity searched for occurs only on the
     pages the reason accounts for (whole-document text, raw and -layout).
  6. no id or question text of an earlier filings set is reused (earlier sets are read only for this).
  7. /work/shared/tools/score.py --self-test passes on the file.
"""
import argparse, glob, json, math, os, re, subprocess, sys

HERE = os.path.dirname(os.path.abspath(__file__))
QFILE = os.path.join(HERE, "questions.jsonl")
NUM = re.compile(r"\(?\d[\d,]*(?:\.\d+)?\)?")

# none questions: regex of the entity and the pages where the filing mentions it (all accounted for in `reason`)
NONE_SEARCH = {
    "f12-none-aes-india21": (r"\bIndia\b", None),
    "f12-none-axp-japan22": (r"\bJapan\b", None),
    "f12-none-fdx-amazon23": (r"\bAmazon", {15, 18, 35}),
    "f12-none-pfe-viagra22": (r"\bViagra\b", {7}),
}
# for the two country questions, the pages are checked not to print a revenue line for the entity
NONE_DOC = {"f12-none-aes-india21": "AES_2021_10K.pdf", "f12-none-axp-japan22": "AMERICANEXPRESS_2022_10K.pdf",
            "f12-none-fdx-amazon23": "FEDEX_2023_10K.pdf", "f12-none-pfe-viagra22": "PFIZER_2022_10K.pdf"}

_cache = {}


def page_text(docs, doc, page):
    key = (doc, page)
    if key not in _cache:
        path = os.path.join(docs, doc)
        out = []
        for mode in (["-layout"], []):
            out.append(subprocess.run(["pdftotext", *mode, "-f", str(page), "-l", str(page), path, "-"],
                                      capture_output=True, text=True, check=True).stdout)
        _cache[key] = "\n".join(out)
    return _cache[key]


def doc_pages(docs, doc):
    path = os.path.join(docs, doc)
    res = []
    for mode in (["-layout"], []):
        t = subprocess.run(["pdftotext", *mode, path, "-"], capture_output=True, text=True, check=True).stdout
        res.append(t.split("\f"))
    return res


def numbers(raw):
    return [m.group(0).strip("()") for m in NUM.finditer(raw)]


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
    qfile = args.questions
    qs = [json.loads(l) for l in open(qfile) if l.strip()]
    problems = []
    p = problems.append

    ids = [q["id"] for q in qs]
    if len(set(ids)) != len(ids):
        p("duplicate ids")
    if len({q["question"] for q in qs}) != len(qs):
        p("duplicate question texts")
    for q in qs:
        if not q["id"].startswith("f12-") or q.get("source") != "filings-fresh12":
            p(f"{q['id']}: id prefix or source")
        for k in ("id", "question", "category", "answer", "evidence", "hard_cases", "source"):
            if k not in q:
                p(f"{q['id']}: missing {k}")

    n_numbers = 0
    for q in qs:
        a, qid = q["answer"], q["id"]
        if a["kind"] == "none":
            if q["evidence"] or not a.get("reason") or q["category"] != "unanswerable":
                p(f"{qid}: unanswerable gold needs no evidence, a reason and category unanswerable")
            continue
        raw = a["raw"]
        nums = numbers(raw)
        n_numbers += len(nums)
        texts = {(e["doc"], e["page"]): page_text(args.docs, e["doc"], e["page"]) for e in q["evidence"]}
        for n in nums:
            if not any(on_page(n, t) for t in texts.values()):
                p(f"{qid}: {n} not on any evidence page {list(texts)}")
        for key, t in texts.items():
            if not any(on_page(n, t) for n in nums):
                p(f"{qid}: evidence page {key} supplies none of {nums}")
        # value
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
        # unit / scale
        doc = q["evidence"][0]["doc"]
        if a["unit"] == "USD" and a["scale"] not in (1, 1e3, 1e6):
            p(f"{qid}: USD scale {a['scale']}")
        if a["unit"] == "USD" and a["scale"] != 1:
            expect = 1e3 if doc.startswith("BOSTONPROPERTIES") else 1e6
            if a["scale"] != expect:
                p(f"{qid}: scale {a['scale']} expected {expect}")
        if a["unit"] in ("%", "GWh") and a["scale"] != 1:
            p(f"{qid}: {a['unit']} with scale {a['scale']}")
        if a["unit"] == "%" and q["category"] != "lookup" and a.get("decimals") is None:
            p(f"{qid}: percentage without decimals")
        d = a.get("decimals")
        if d is not None:
            frac = (abs(a["value"]) * 10 ** d) % 1
            if abs(frac - 0.5) < 0.05:
                p(f"{qid}: {a['value']} lies near a rounding boundary at {d} decimals")
        if q["category"] != "lookup" and "derived" not in q["hard_cases"]:
            p(f"{qid}: derived question without the derived hard case")

    # unanswerable: where does the entity occur?
    for qid, (rx, allowed) in NONE_SEARCH.items():
        q = next(x for x in qs if x["id"] == qid)
        layout, rawp = doc_pages(args.docs, NONE_DOC[qid])
        hits = set()
        for pages in (layout, rawp):
            for i, t in enumerate(pages, 1):
                if re.search(rx, t, re.I):
                    hits.add(i)
        bad = set()
        for i in sorted(hits):
            t = layout[i - 1] if i <= len(layout) else ""
            # a printed revenue line for the entity would be a table row starting with the name and numbers
            for line in t.splitlines():
                if re.search(rx, line, re.I) and re.search(r"revenue|sales", t, re.I) and \
                        re.match(r"\s*" + rx.replace(r"\b", "") + r"\b.*\d{2,}", line, re.I) and \
                        not re.search(r"MW|Energy|Coal|Solar|Gas|Hydro|Wind", line):
                    bad.add((i, line.strip()[:100]))
        if allowed is not None and not hits <= allowed:
            p(f"{qid}: {rx} also on pages {sorted(hits - allowed)}")
        for b in sorted(bad):
            p(f"{qid}: possible figure for the entity on page {b[0]}: {b[1]}")
        print(f"  {qid}: {rx} on pages {sorted(hits)}")

    # earlier sets
    earlier = [f for f in glob.glob(os.path.join(HERE, "..", "filings*", "questions.jsonl"))
               if os.path.abspath(os.path.dirname(f)) != HERE]
    old = [json.loads(l) for f in earlier for l in open(f) if l.strip()]
    old_ids, old_q = {o["id"] for o in old}, {o["question"].strip().lower() for o in old}
    for q in qs:
        if q["id"] in old_ids or q["question"].strip().lower() in old_q:
            p(f"{q['id']}: id or question text reused from an earlier set")

    # score.py self-test
    st = subprocess.run([sys.executable, "/work/shared/tools/score.py", "--self-test", "--questions", qfile],
                        capture_output=True, text=True)
    print(st.stdout.strip())
    if st.returncode != 0:
        p("score.py --self-test failed")

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
