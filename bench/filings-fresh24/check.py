#!/usr/bin/env python3
"""Verify the filings-fresh24 golds against the 14 real 10-K PDFs.

    /work/main/.venv/bin/python bench/filings-fresh24/check.py [--questions Q.jsonl] [--skip-score]

Text comes from pdfplumber (in /work/main/.venv): `page.extract_text(layout=True)` ("layout" text) and
`page.extract_text()` ("plain" text); for the unanswerable-entity search also pypdf. Extracted text is cached as
JSON under /tmp/filings-fresh24work/cache/ (delete the folder to re-extract). Page numbers are 1-based PDF page
indexes (`pdf.pages[P - 1]`), not printed folios. Every failure is printed as a PROBLEM line; exit status 1 if any.

 1. ids unique with prefix "ff24-"; source "filings-fresh24"; required keys; no repeated question text.
 2. every number in each `raw` is printed, as a whole number, on its evidence page (layout or plain text), and
    sits on one layout line with its registered label (ANCHORS in make_questions.py); the evidence lies in the
    filing named by the id; `accept_abs` only where the figure is printed in parentheses.
 3. every `value` equals its `raw` re-evaluated (x100 for computed percentages; absolute value with accept_abs),
    and every record equals what make_questions.py generates today.
 4. units and scales: a scaled gold (USD, shares, units) has scale 1e9/1e6/1e3, its evidence page prints the
    matching word (billion/million/thousand) and the question asks for exactly that scale; scale-1 dollars
    carry the per_share tag or the plain_dollars tag (then the page must print no scale word at all) and the
    question no scale word; plain counts (unit null, or shares/units at scale 1) carry the count or
    per_contract tag and no scale word; percentages scale 1; the derived tag is set exactly on computed golds;
    computed percentages carry `decimals`; no rounded gold lies within 0.1 of a step of a rounding boundary.
 5. unanswerable golds: kind none, no evidence, value null, a reason, category unanswerable; the question names
    its entity; the entity occurs on no page of its filing (pdfplumber plain text and pypdf text); and
    `grep -ril ENTITY /work/main/bench /work/shared/corpus` finds it in no file outside this folder (the same
    check the brief asks for invented names; this set invents no names, see README).
 6. no evidence page (filing, page) is an evidence page of an earlier bench/filings* set, no id or question text
    is reused, and no `raw` figure repeats an earlier gold figure on the same filing (re-derived from the other
    sets' questions.jsonl on every run: only their evidence, id, raw and question fields are compared, by
    script). 7-word phrases shared with earlier questions are listed for information.
 7. each question names its company and a year (or a dated fiscal period); each filing has 1-4 questions; the
    category mix is 26 lookups, 10 computations and 4 unanswerable questions.
 8. /work/shared/tools/score.py --self-test passes on the file, and a gold-as-answer file (every answerable
    question answered with its gold in base units, i.e. value x scale; every unanswerable one not_found) written
    to /tmp/filings-fresh24work/gold_answers.jsonl grades 40/40 correct with score.py.
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
WORK = "/tmp/filings-fresh24work"
CACHE = os.path.join(WORK, "cache")
PREFIX, SOURCE = "ff24-", "filings-fresh24"
WANT_MIX = {"lookup": 26, "computed": 10, "unanswerable": 4}

COMPANY = {
    "APPLE_2022_10K.pdf": r"\bApple['’]?s?\b", "AES_2021_10K.pdf": r"\bAES\b",
    "AMERICANEXPRESS_2022_10K.pdf": r"American Express", "BOSTONPROPERTIES_2015_10K.pdf": r"Boston Properties",
    "EBAY_2022_10K.pdf": r"\beBay\b", "FEDEX_2023_10K.pdf": r"FedEx", "FOOTLOCKER_2023_10K.pdf": r"Foot Locker",
    "INTEL_2020_10K.pdf": r"\bIntel\b", "MCDONALDS_2022_10K.pdf": r"McDonald['’]s", "ORACLE_2023_10K.pdf": r"Oracle",
    "PFIZER_2022_10K.pdf": r"Pfizer", "PG_E_2022_10K.pdf": r"PG&E", "SALESFORCE_2023_10K.pdf": r"Salesforce",
    "VERIZON_2022_10K.pdf": r"Verizon",
}
SCALE_WORD = {1e9: r"billion", 1e6: r"million", 1e3: r"thousand"}
NUM = re.compile(r"\d[\d,]*(?:\.\d+)?")
_pdfs = {}


# ------------------------------------------------------------------------------------------- text, cached
def _cache_path(name):
    os.makedirs(CACHE, exist_ok=True)
    return os.path.join(CACHE, name)


def _load_or_make(name, make):
    path = _cache_path(name)
    if os.path.exists(path):
        with open(path, encoding="utf-8") as f:
            return json.load(f)
    data = make()
    with open(path + ".tmp", "w", encoding="utf-8") as f:
        json.dump(data, f)
    os.replace(path + ".tmp", path)
    return data


def _pdf(doc):
    import pdfplumber  # noqa: PLC0415  (only needed when the cache is cold)
    if doc not in _pdfs:
        _pdfs[doc] = pdfplumber.open(os.path.join(DOCS_DIR, doc))
    return _pdfs[doc]


def page_texts(doc, page):
    """(layout text, plain text) of one page."""
    def make():
        p = _pdf(doc).pages[page - 1]
        out = [p.extract_text(layout=True) or "", p.extract_text() or ""]
        p.flush_cache()
        return out
    return _load_or_make(f"{doc[:-4]}.p{page}.json", make)


def doc_plain(doc):
    """Every page of a filing: (pdfplumber plain texts, pypdf texts)."""
    def make_plumb():
        out = []
        for p in _pdf(doc).pages:
            out.append(p.extract_text() or "")
            p.flush_cache()
        return out

    def make_pypdf():
        from pypdf import PdfReader  # noqa: PLC0415
        return [pg.extract_text() or "" for pg in PdfReader(os.path.join(DOCS_DIR, doc)).pages]
    return _load_or_make(f"{doc[:-4]}.plumber-all.json", make_plumb), _load_or_make(f"{doc[:-4]}.pypdf-all.json",
                                                                                      make_pypdf)


# ------------------------------------------------------------------------------------------- helpers
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


def generator():
    spec = importlib.util.spec_from_file_location("make_questions_ff24", os.path.join(HERE, "make_questions.py"))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def earlier_sets():
    """Records of every other bench/filings*/questions.jsonl (compared by script only)."""
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


def grep_hits(name):
    """Files under /work/main/bench and /work/shared/corpus naming `name` (case-insensitive), outside this folder."""
    r = subprocess.run(["grep", "-ril", "--", name, "/work/main/bench", "/work/shared/corpus"],
                       capture_output=True, text=True)
    return [p for p in r.stdout.splitlines() if not os.path.abspath(p).startswith(HERE + os.sep)]


# ------------------------------------------------------------------------------------------- main
def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--questions", default=os.path.join(HERE, "questions.jsonl"))
    ap.add_argument("--skip-score", action="store_true", help="skip check 8 (score.py)")
    args = ap.parse_args()
    with open(args.questions, encoding="utf-8") as f:
        qs = [json.loads(line) for line in f if line.strip()]
    problems = []

    def bad(qid, msg):
        problems.append(f"{qid}: {msg}")

    # 1 ---------------------------------------------------------------------------------- ids and keys
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
    key_doc = mod.DOC
    n_numbers = n_anchored = 0
    per_doc = collections.Counter()
    cats = collections.Counter()
    for q in qs:
        qid, a, text = q["id"], q["answer"], q["question"]
        cats[q["category"]] += 1
        m = re.match(r"ff24-(?:none-)?([a-z]+)-", qid)
        doc = key_doc.get(m.group(1)) if m else None
        if doc is None:
            bad(qid, "id does not name a filing key")
            continue
        per_doc[doc] += 1
        # 7 -------------------------------------------------------------------------- company and year named
        if not re.search(COMPANY[doc], text, re.I):
            bad(qid, "question does not name the company")
        if not re.search(r"(?<!\d)(19|20)\d\d(?!\d)", text):
            bad(qid, "question names no year")
        # 3 (generator half) ---------------------------------------------------------
        if qid not in gen:
            bad(qid, "record not produced by make_questions.py")
        elif gen[qid] != q:
            bad(qid, "record differs from what make_questions.py generates")

        if a["kind"] == "none":
            # 5 ---------------------------------------------------------------------- unanswerable
            if q["evidence"] or not a.get("reason") or q["category"] != "unanswerable" or a["value"] is not None:
                bad(qid, "unanswerable gold needs no evidence, value null, a reason and category unanswerable")
            if "unanswerable" not in q["hard_cases"]:
                bad(qid, "unanswerable tag missing")
            if qid not in mod.UNANSWERABLE:
                bad(qid, "no entity registered for this unanswerable id")
                continue
            key, pat = mod.UNANSWERABLE[qid]
            if key_doc[key] != doc:
                bad(qid, "registered entity belongs to another filing")
            if not re.search(pat, text, re.I):
                bad(qid, f"the question does not name its entity {pat!r}")
            plumb, pyp = doc_plain(doc)
            hits = sorted({i for pages in (plumb, pyp) for i, p in enumerate(pages, 1)
                           if re.search(pat, " ".join(p.split()), re.I)})
            if hits:
                bad(qid, f"entity {pat!r} occurs in {doc} on pages {hits}")
            g = grep_hits(pat)
            if g:
                bad(qid, f"entity {pat!r}: grep -ril finds {len(g)} file(s) outside this folder: {g[:3]}")
            continue

        # 2 -------------------------------------------------------------------------- operands on the page
        if len(q["evidence"]) != 1:
            bad(qid, "want exactly one evidence page")
        for e in q["evidence"]:
            if e["doc"] != doc:
                bad(qid, f"evidence in {e['doc']}, not the filing of the id ({doc})")
        nums = numbers(a["raw"])
        n_numbers += len(nums)
        labels = anchors.get(qid) or []
        if len(labels) != len(nums) or not all(labels):
            bad(qid, "no label (anchor) registered for every operand")
            labels = [None] * len(nums)
        for n, label in zip(nums, labels):
            for e in q["evidence"]:
                lay, plain = page_texts(e["doc"], e["page"])
                if not (on_page(n, lay) or on_page(n, plain)):
                    bad(qid, f"{n} not printed on {e['doc']} p.{e['page']}")
                if label and any(label.lower() in ln.lower() and on_page(n, ln) for ln in lay.splitlines()):
                    n_anchored += 1
                elif label:
                    bad(qid, f"{n} is not on a layout line with its label {label!r}")
                if a.get("accept_abs") and not re.search(r"\(\s*" + re.escape(n) + r"\s*\)", lay):
                    bad(qid, f"accept_abs set but {n} is not printed in parentheses")

        # 3 -------------------------------------------------------------------------- value equals raw
        pct = a["unit"] == "%" and q["category"] != "lookup"
        try:
            want = mod.evaluate(a["raw"], pct)
        except Exception as ex:  # noqa: BLE001
            bad(qid, f"raw not evaluable: {ex}")
            continue
        if a.get("accept_abs"):
            want = abs(want)
        if not math.isclose(a["value"], want, rel_tol=1e-9, abs_tol=1e-9):
            bad(qid, f"value {a['value']} != raw {a['raw']!r} = {want}")

        # 4 -------------------------------------------------------------------------- units, scales, rounding
        hc = set(q.get("hard_cases", []))
        says = {s: re.search(w, text, re.I) is not None for s, w in SCALE_WORD.items()}
        lay_pages = " ".join(page_texts(e["doc"], e["page"])[0] for e in q["evidence"])
        if a["unit"] in ("USD", "shares", "units") and a["scale"] != 1:
            if a["scale"] not in mod.SCALE_TEXT:
                bad(qid, f"unexpected scale {a['scale']}")
            else:
                if not re.search(mod.SCALE_TEXT[a["scale"]], lay_pages, re.I):
                    bad(qid, f"scale {a['scale']:g} but the page never says {mod.SCALE_TEXT[a['scale']]!r}")
                if not says[a["scale"]] or sum(says.values()) != 1:
                    bad(qid, "the question's billions/millions/thousands instruction does not match the scale")
        elif a["unit"] == "USD":
            if not ({"per_share", "plain_dollars"} & hc) or any(says.values()):
                bad(qid, "scale-1 dollars need the per_share or plain_dollars tag and no scale instruction")
            elif "plain_dollars" in hc and re.search(r"\b(thousand|million|billion)s?\b",
                                                     " ".join(page_texts(e["doc"], e["page"])[1]
                                                              for e in q["evidence"]), re.I):
                bad(qid, "plain_dollars gold on a page that prints a scale word: check the scale by hand")
        elif a["unit"] in (None, "shares", "units"):
            if any(says.values()) or not ({"count", "per_contract"} & hc) or a["scale"] != 1:
                bad(qid, "a plain count (unit null, shares or units at scale 1) needs the count/per_contract tag "
                         "and no scale instruction")
        elif a["unit"] == "%":
            if a["scale"] != 1:
                bad(qid, "percent with a scale other than 1")
        else:
            bad(qid, f"unexpected unit {a['unit']!r}")
        if (q["category"] == "lookup") == ("derived" in hc):
            bad(qid, "the derived tag must be set exactly on computed golds")
        if q["category"] not in ("lookup", "change", "ratio", "derived"):
            bad(qid, f"unknown category {q['category']}")
        if q["category"] == "ratio" and (a["unit"] != "%" or a.get("decimals") is None):
            bad(qid, "a ratio gold is a percentage with decimals")
        if a.get("decimals") is not None:
            step = abs(a["value"]) * 10 ** a["decimals"]
            if abs((step - math.floor(step)) - 0.5) < 0.1:
                bad(qid, f"gold {a['value']} is within 0.1 of a step from a rounding boundary")
        if a.get("accept_abs") and ("sign" not in hc or a["value"] < 0):
            bad(qid, "accept_abs needs the sign tag and a positive gold")

    # 6 ---------------------------------------------------------------------------------- earlier sets
    earlier = earlier_sets()
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

    # 7 ---------------------------------------------------------------------------------- spread and mix
    for d in COMPANY:
        if not 1 <= per_doc[d] <= 4:
            problems.append(f"{d}: {per_doc[d]} questions (want 1-4)")
    mix = {"lookup": cats["lookup"], "computed": cats["change"] + cats["ratio"] + cats["derived"],
           "unanswerable": cats["unanswerable"]}
    if mix != WANT_MIX:
        problems.append(f"category mix {mix}, want {WANT_MIX}")

    # 8 ---------------------------------------------------------------------------------- score.py
    if not args.skip_score:
        st = subprocess.run([sys.executable, SCORE, "--self-test", "--questions", args.questions],
                            capture_output=True, text=True)
        print(st.stdout.rstrip())
        if st.returncode != 0:
            problems.append("score.py --self-test failed")
        os.makedirs(WORK, exist_ok=True)
        gold_path = os.path.join(WORK, "gold_answers.jsonl")
        with open(gold_path, "w", encoding="utf-8") as f:
            for q in qs:
                a = q["answer"]
                if a["kind"] == "none":
                    ans = {"id": q["id"], "question": q["question"], "status": "not_found", "answer": "",
                           "value": None, "unit": None, "conditions": [], "citations": [], "verified": False}
                else:
                    base = round(a["value"] * (a["scale"] or 1), 9)
                    ans = {"id": q["id"], "question": q["question"], "status": "answered", "answer": a["raw"],
                           "value": base, "unit": a["unit"], "conditions": [],
                           "citations": [{"document": e["doc"], "page": e["page"]} for e in q["evidence"]],
                           "verified": True}
                f.write(json.dumps(ans) + "\n")
        out_json = os.path.join(WORK, "gold_score.json")
        sc = subprocess.run([sys.executable, SCORE, "--questions", args.questions, "--answers", gold_path,
                             "--json", out_json], capture_output=True, text=True)
        print(sc.stdout.rstrip())
        try:
            with open(out_json, encoding="utf-8") as f:
                overall = json.load(f)["overall"]
            if overall["correct"] != len(qs) or overall.get("matched_unscaled"):
                problems.append(f"gold-as-answer grading: {overall['correct']}/{len(qs)} correct, "
                                f"unscaled {overall.get('matched_unscaled')}")
        except (OSError, KeyError, ValueError) as ex:
            problems.append(f"gold-as-answer grading did not produce a score: {ex} {sc.stderr[-300:]}")

    print(f"\n7-word phrases shared with earlier questions (information): {len(shared)}")
    for qid, s in shared:
        print(f"  {qid}: '{s}'")
    print(f"\ncategories: {dict(sorted(cats.items()))}; filings: {len(per_doc)}")
    print(f"{len(qs)} questions, {n_numbers} numbers ({n_anchored} on a line with their label), "
          f"{len(problems)} problems (earlier filings* questions compared: {len(earlier)}, "
          f"earlier evidence pages: {len(old_pages)})")
    for p in problems:
        print("PROBLEM", p)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
