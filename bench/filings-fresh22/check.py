#!/usr/bin/env python3
"""Verify the filings-fresh22 golds against the 14 real 10-K PDFs.

    /work/main/.venv/bin/python bench/filings-fresh22/check.py [--questions Q.jsonl]

Page text comes from pdfplumber (in /work/main/.venv): `page.extract_text(layout=True)` (the "layout" text, like
`pdftotext -layout`) and `page.extract_text()` (the "plain" text). pdftotext (poppler) is not installed on this
machine, so it is not used. Page numbers are 1-based PDF page indexes (`pdf.pages[P - 1]`, the same index
`pdftotext -f P -l P` counts), not printed folios. Each failure is printed as a PROBLEM line; the exit status is 1
if there is any.

 1. ids unique, with prefix "ff22-"; source "filings-fresh22"; required keys present; no repeated question text.
 2. every number in each `raw` is printed, as a whole number, on its evidence page (layout or plain text); each
    evidence page supplies at least one number; the evidence lies in the filing named by the id. Stronger: each
    operand sits on one layout line together with its registered row label (ANCHORS in make_questions.py), so a
    figure cannot pass by appearing elsewhere on the page.
 3. every `value` equals its `raw` re-evaluated (printed figure with parentheses negative, or the formula;
    x100 for computed percentages), and every record equals what make_questions.py generates today.
 4. units and scales: a scaled USD amount or share count carries 1e9/1e6/1e3, the evidence page prints the
    matching scale phrase ("in billions" / "millions" / "thousands"), and the question's billions/millions/
    thousands instruction matches; USD with scale 1 (per-share dollars) carries the per_share or per_unit tag and
    no scale word; an exact share count (scale 1) and a plain count (unit null: employees, sorting capacity,
    aircraft) carry the count tag, scale 1 and no scale word; percentages carry scale 1; the derived tag is
    set exactly on computed golds; computed percentages have `decimals`; no rounded gold sits within 0.1 of a step
    from a rounding boundary; `accept_abs` only with the sign tag, on a positive gold whose operands are printed in
    parentheses.
 5. unanswerable golds: kind none, no evidence, value null, a reason, category unanswerable; the question names the
    absent entity; the entity is searched in the whole filing (pdfplumber plain text and pypdf text, so a word
    broken by a dropped ligature in one extractor is still caught by the other) and must occur on exactly the
    registered pages (none, for all four); and it was not the subject of any earlier filings* question.
 6. no evidence page (filing, page) was an evidence page of any earlier bench/filings* set, no id or question
    text of an earlier set is reused, and no `raw` figure repeats an earlier gold figure on the same filing
    (re-derived from the earlier sets' questions.jsonl on every run). 7-word phrases shared with earlier
    questions are listed for information.
 7. each question names its company and a year; each filing has 1-4 questions; the category mix is reported
    (the target is about 26 lookups, 10 computations and 4 unanswerable questions).
 8. /work/shared/tools/score.py --self-test passes on the file.

This set invents no company names (it is built on the 14 real filings and generates no documents), so there is no
invented-name grep; check 5 plays that role for the entities of the unanswerable questions.
"""
import argparse
import collections
import glob
import importlib.util
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
PREFIX, SOURCE = "ff22-", "filings-fresh22"

KEY_DOC = {
    "apple": "APPLE_2022_10K.pdf", "aes": "AES_2021_10K.pdf", "axp": "AMERICANEXPRESS_2022_10K.pdf",
    "bxp": "BOSTONPROPERTIES_2015_10K.pdf", "ebay": "EBAY_2022_10K.pdf", "fdx": "FEDEX_2023_10K.pdf",
    "fl": "FOOTLOCKER_2023_10K.pdf", "intc": "INTEL_2020_10K.pdf", "mcd": "MCDONALDS_2022_10K.pdf",
    "orcl": "ORACLE_2023_10K.pdf", "pfe": "PFIZER_2022_10K.pdf", "pcg": "PG_E_2022_10K.pdf",
    "crm": "SALESFORCE_2023_10K.pdf", "vz": "VERIZON_2022_10K.pdf",
}
COMPANY = {
    "APPLE_2022_10K.pdf": r"\bApple['’]?s?\b", "AES_2021_10K.pdf": r"\bAES\b",
    "AMERICANEXPRESS_2022_10K.pdf": r"American Express|\bamex\b", "BOSTONPROPERTIES_2015_10K.pdf": r"Boston Properties",
    "EBAY_2022_10K.pdf": r"\beBay\b", "FEDEX_2023_10K.pdf": r"FedEx", "FOOTLOCKER_2023_10K.pdf": r"Foot Locker",
    "INTEL_2020_10K.pdf": r"\bIntel\b", "MCDONALDS_2022_10K.pdf": r"McDonald['’]s", "ORACLE_2023_10K.pdf": r"Oracle",
    "PFIZER_2022_10K.pdf": r"Pfizer", "PG_E_2022_10K.pdf": r"PG&E", "SALESFORCE_2023_10K.pdf": r"Salesforce",
    "VERIZON_2022_10K.pdf": r"Verizon",
}
SCALE_WORD = {1e9: r"billion", 1e6: r"million|\$M\b", 1e3: r"thousand"}

# unanswerable id -> (entity regex searched in the whole filing, pages where it may occur)
UNANSWERABLE = {
    "ff22-none-apple-foxconn22": (r"Foxconn|Hon Hai", []),
    "ff22-none-orcl-nvidia23": (r"Nvidia", []),
    "ff22-none-crm-snowflake23": (r"Snowflake", []),
    "ff22-none-vz-netflix22": (r"Netflix", []),
}

NUM = re.compile(r"\d[\d,]*(?:\.\d+)?")
_cache = {}


def _open(doc):
    import pdfplumber  # noqa: PLC0415  (only needed here)
    if ("pdf", doc) not in _cache:
        _cache[("pdf", doc)] = pdfplumber.open(os.path.join(DOCS_DIR, doc))
    return _cache[("pdf", doc)]


def page_texts(doc, page):
    """(layout text, plain text) of one page, from pdfplumber."""
    if (doc, page) not in _cache:
        p = _open(doc).pages[page - 1]
        _cache[(doc, page)] = (p.extract_text(layout=True) or "", p.extract_text() or "")
        p.flush_cache()
    return _cache[(doc, page)]


def doc_pages(doc):
    """Every page of a filing as (pdfplumber plain text, pypdf text); for the unanswerable entity search."""
    if (doc, "all") not in _cache:
        from pypdf import PdfReader  # noqa: PLC0415
        plumb = []
        for p in _open(doc).pages:
            plumb.append(p.extract_text() or "")
            p.flush_cache()
        pyp = [pg.extract_text() or "" for pg in PdfReader(os.path.join(DOCS_DIR, doc)).pages]
        _cache[(doc, "all")] = (plumb, pyp)
    return _cache[(doc, "all")]


def numbers(raw):
    if raw is None:
        return []
    if isinstance(raw, list):
        return [n for r in raw for n in numbers(r)]
    return NUM.findall(str(raw))


def num_re(n):
    return r"(?<![\d,.])" + re.escape(n) + r"(?![\d]|[,.]\d)"


def on_page(n, text):
    return re.search(num_re(n), text) is not None


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


def generator():
    spec = importlib.util.spec_from_file_location("make_questions", os.path.join(HERE, "make_questions.py"))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def earlier_sets():
    out = []
    for path in sorted(glob.glob(os.path.join(BENCH, "filings*", "questions.jsonl"))):
        if os.path.abspath(os.path.dirname(path)) == HERE:
            continue
        with open(path, encoding="utf-8") as f:
            out += [json.loads(line) for line in f if line.strip()]
    return out


def shingles(text, n=7):
    w = re.findall(r"[a-z0-9&']+", text.lower())
    return {" ".join(w[i:i + n]) for i in range(len(w) - n + 1)}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--questions", default=os.path.join(HERE, "questions.jsonl"))
    args = ap.parse_args()
    with open(args.questions, encoding="utf-8") as f:
        qs = [json.loads(line) for line in f if line.strip()]
    problems = []

    def bad(qid, msg):
        problems.append(f"{qid}: {msg}")

    # 1 ---------------------------------------------------------------------- ids and keys
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

    mod = generator()
    gen = {r["id"]: r for r in mod.records()}
    anchors = {PREFIX + k: v for k, v in mod.ANCHORS.items()}
    n_numbers = n_anchored = 0
    per_doc = collections.Counter()
    cats = collections.Counter()
    earlier = earlier_sets()
    earlier_text = " ".join(q["question"] for q in earlier)
    for q in qs:
        qid, a, text = q["id"], q["answer"], q["question"]
        cats[q["category"]] += 1
        m = re.match(r"ff22-(?:none-)?([a-z]+)-", qid)
        doc = KEY_DOC.get(m.group(1)) if m else None
        if doc is None:
            bad(qid, "id does not name a filing key")
            continue
        per_doc[doc] += 1
        # 7 ------------------------------------------------------------------ company and year named
        if not re.search(COMPANY[doc], text, re.I):
            bad(qid, "question does not name the company")
        if not re.search(r"\b(19|20)\d\d\b", text):
            bad(qid, "question names no year")
        if qid in gen and gen[qid] != q:
            bad(qid, "record differs from what make_questions.py generates")
        if qid not in gen:
            bad(qid, "record not produced by make_questions.py")

        if a["kind"] == "none":
            # 5 -------------------------------------------------------------- unanswerable
            if q["evidence"] or not a.get("reason") or q["category"] != "unanswerable" or a["value"] is not None:
                bad(qid, "unanswerable gold needs no evidence, value null, a reason and category unanswerable")
            if "unanswerable" not in q["hard_cases"]:
                bad(qid, "unanswerable tag missing")
            if qid not in UNANSWERABLE:
                bad(qid, "no entity registered for this unanswerable id")
                continue
            pat, want = UNANSWERABLE[qid]
            if not re.search(pat, text, re.I):
                bad(qid, f"the question does not name its absent entity {pat!r}")
            lay, raw = doc_pages(doc)
            hits = sorted({i for mode in (lay, raw) for i, p in enumerate(mode, 1)
                           if re.search(pat, " ".join(p.split()), re.I)})
            if hits != want:
                bad(qid, f"entity {pat!r} occurs on pages {hits}, expected {want}")
            if re.search(pat, earlier_text, re.I):
                bad(qid, f"entity {pat!r} already appears in an earlier filings* question")
            continue

        # 2 ------------------------------------------------------------------ raw numbers on the evidence page
        if not q["evidence"]:
            bad(qid, "no evidence")
        nums = numbers(a["raw"])
        n_numbers += len(nums)
        supplied = {e["page"]: False for e in q["evidence"]}
        for e in q["evidence"]:
            if e["doc"] != doc:
                bad(qid, f"evidence in {e['doc']}, not the filing of the id ({doc})")
        labels = anchors.get(qid) or []
        if len(labels) != len(nums) or not all(labels):
            bad(qid, "no row label (anchor) registered for every operand")
            labels = [None] * len(nums)
        for n, label in zip(nums, labels):
            found = False
            for e in q["evidence"]:
                lay, raw_t = page_texts(e["doc"], e["page"])
                if on_page(n, lay) or on_page(n, raw_t):
                    found = supplied[e["page"]] = True
                if label and any(label.lower() in ln.lower() and on_page(n, ln) for ln in lay.splitlines()):
                    n_anchored += 1
                elif label:
                    bad(qid, f"{n} is not on a layout line with its row label {label!r}")
                if a.get("accept_abs") and not re.search(r"\(\s*" + re.escape(n) + r"\s*\)", lay):
                    bad(qid, f"accept_abs set but {n} is not printed in parentheses")
            if not found:
                bad(qid, f"{n} not printed on evidence page(s) {list(supplied)}")
        for p, ok in supplied.items():
            if not ok:
                bad(qid, f"evidence page {p} supplies no number")

        # 3 ------------------------------------------------------------------ value equals raw
        pct = a["unit"] == "%" and q["category"] != "lookup"
        try:
            want = evaluate(a["raw"], pct)
        except Exception as ex:  # noqa: BLE001
            bad(qid, f"raw not evaluable: {ex}")
            continue
        if a.get("accept_abs"):
            want = abs(want)
        if not math.isclose(a["value"], want, rel_tol=1e-9, abs_tol=1e-9):
            bad(qid, f"value {a['value']} != raw {a['raw']!r} = {want}")

        # 4 ------------------------------------------------------------------ units, scales, rounding
        hc = q.get("hard_cases", [])
        says = {s: re.search(w, text, re.I) is not None for s, w in SCALE_WORD.items()}
        lay_pages = " ".join(page_texts(e["doc"], e["page"])[0] for e in q["evidence"])
        if a["unit"] in ("USD", "shares") and a["scale"] not in (1, None):
            if a["scale"] not in mod.SCALE_TEXT:
                bad(qid, f"unexpected scale {a['scale']}")
            else:
                if not re.search(mod.SCALE_TEXT[a["scale"]], lay_pages, re.I):
                    bad(qid, f"scale {a['scale']:g} but the page never says {mod.SCALE_TEXT[a['scale']]!r}")
                if not says[a["scale"]] or sum(says.values()) != 1:
                    bad(qid, "the question's billions/millions/thousands instruction does not match the scale")
        elif a["unit"] == "USD":
            if not ({"per_share", "per_unit"} & set(hc)) or any(says.values()):
                bad(qid, "scale-1 dollars need the per_share/per_unit tag and no scale instruction")
        elif a["unit"] in ("shares", None):
            if any(says.values()) or "count" not in hc or a["scale"] != 1:
                bad(qid, "an exact share count or plain count needs scale 1, the count tag and no scale instruction")
        elif a["unit"] == "%":
            if a["scale"] != 1:
                bad(qid, "percent with a scale other than 1")
        else:
            bad(qid, f"unexpected unit {a['unit']!r}")
        if (q["category"] == "lookup") == ("derived" in hc):
            bad(qid, "the derived tag must be set exactly on computed golds")
        if q["category"] != "lookup" and a["unit"] == "%" and a.get("decimals") is None:
            bad(qid, "computed percentage without decimals")
        if a.get("decimals") is not None:
            step = abs(a["value"]) * 10 ** a["decimals"]
            if abs((step - math.floor(step)) - 0.5) < 0.1:
                bad(qid, f"gold {a['value']} is within 0.1 of a step from a rounding boundary")
        if a.get("accept_abs") and "sign" not in hc:
            bad(qid, "accept_abs without the sign tag")
        if a.get("accept_abs") and a["value"] < 0:
            bad(qid, "accept_abs gold should be the positive amount asked for")

    # 6 ---------------------------------------------------------------------- earlier sets
    old_ids = {q["id"] for q in earlier}
    old_texts = {" ".join(q["question"].lower().split()) for q in earlier}
    old_shingles = set()
    for q in earlier:
        old_shingles |= shingles(q["question"])
    old_pages, old_figs = set(), collections.defaultdict(set)
    for q in earlier:
        for e in q.get("evidence", []):
            old_pages.add((e["doc"], e["page"]))
            old_figs[e["doc"]].update(n.replace(",", "") for n in numbers(q["answer"].get("raw")))
    shared = []
    for q in qs:
        qid = q["id"]
        if qid in old_ids:
            bad(qid, "id used by an earlier set")
        if " ".join(q["question"].lower().split()) in old_texts:
            bad(qid, "question text used by an earlier set")
        shared += [(qid, s) for s in sorted(shingles(q["question"]) & old_shingles)]
        for e in q.get("evidence", []):
            if (e["doc"], e["page"]) in old_pages:
                bad(qid, f"evidence page {e['doc']} p.{e['page']} was an evidence page of an earlier set")
            for n in numbers(q["answer"].get("raw")):
                if n.replace(",", "") in old_figs[e["doc"]]:
                    bad(qid, f"figure {n} is also a gold figure of an earlier question on {e['doc']}")
    for d in COMPANY:
        if not 1 <= per_doc[d] <= 4:
            problems.append(f"{d}: {per_doc[d]} questions (want 1-4)")

    # 8 ---------------------------------------------------------------------- score.py self-test
    st = subprocess.run([sys.executable, SCORE, "--self-test", "--questions", args.questions],
                        capture_output=True, text=True)
    print(st.stdout.rstrip())
    if st.returncode != 0:
        problems.append("score.py --self-test failed")

    print(f"\n7-word phrases shared with earlier questions (information): {len(shared)}")
    for qid, s in shared:
        print(f"  {qid}: '{s}'")
    print(f"\ncategories: {dict(sorted(cats.items()))}; filings: {len(per_doc)}")
    print(f"{len(qs)} questions, {n_numbers} numbers ({n_anchored} on a line with their row label), "
          f"{len(problems)} problems (earlier filings* questions compared: {len(earlier)}, "
          f"earlier evidence pages: {len(old_pages)})")
    for p in problems:
        print("PROBLEM", p)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
