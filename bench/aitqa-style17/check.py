"""Check aitqa-style17:  /work/main/.venv/bin/python check.py [--no-names]

1. determinism and page design      5. unanswerable questions
2. questions.jsonl against build()   6. score.py self-test and golds graded as answers
3. cells behind the answers          7. shared figures and the question mix
4. golds                             8. invented names (grep of the bench and the corpus)

Exit 0 only when every check passes.
"""
from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
import sys
import tempfile
from collections import Counter

sys.dont_write_bytecode = True

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import pdfplumber  # noqa: E402
from pypdf import PdfReader  # noqa: E402

import make_docs  # noqa: E402
import make_questions  # noqa: E402
from engine import parse_printed  # noqa: E402

PY = sys.executable
SCORE = "/work/shared/tools/score.py"
WORK = "/tmp/aitqa-style17work"
FAIL: list[str] = []
TMP: list[str] = []


def fail(msg):
    FAIL.append(msg)
    print("   FAIL:", msg)


def sha(path):
    with open(path, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


def squash(s):
    return " ".join(s.split())


def text_in(page, box, pad=1.0):
    bb = (max(0, box.x0 - pad), max(0, box.top - pad), min(page.width, box.x1 + pad), min(page.height, box.bottom + pad))
    return squash(page.within_bbox(bb).extract_text() or "")


# ----------------------------------------------------------------------------- 1
def check_docs():
    print("1. determinism and page design")
    os.makedirs(WORK, exist_ok=True)
    d1, d2, d3 = (tempfile.mkdtemp(prefix=f"as17-{k}-", dir=WORK) for k in "abc")
    TMP.extend([d1, d2, d3])
    res = make_docs.build(d1)
    make_docs.build(d2)
    subprocess.run([PY, os.path.join(HERE, "make_docs.py"), d3], check=True, capture_output=True)
    names = sorted(os.listdir(d1))
    if len(names) != 30:
        fail(f"{len(names)} PDFs, expected 30")
    same = all(sha(os.path.join(d1, n)) == sha(os.path.join(d2, n)) == sha(os.path.join(d3, n)) for n in names)
    if not same:
        fail("builds differ")
    allhash = hashlib.sha256("".join(sha(os.path.join(d1, n)) for n in names).encode()).hexdigest()[:12]
    tabs, lays = res["tables"], res["layouts"]
    pages_total, two = 0, []
    for key, t in tabs.items():
        path = os.path.join(d1, make_docs.pdf_name(key))
        lay = lays[key]
        with pdfplumber.open(path) as pdf:
            np_ = len(pdf.pages)
            pages_total += np_
            if np_ != lay.pages or np_ != make_questions.n_pages(t):
                fail(f"{key}: {np_} pages, layout says {lay.pages}")
            p1 = squash(pdf.pages[0].extract_text())
            for need in (t.company, t.caption):
                if need not in p1:
                    fail(f"{key}: page 1 lacks {need!r}")
            if np_ == 2:
                two.append(f"{key} (header {'repeated' if t.repeat_header else 'not repeated'})")
                pg = pdf.pages[1]
                p2 = squash(pg.extract_text())
                if t.caption + " (continued)" not in p2:
                    fail(f"{key}: page 2 lacks the continued caption")
                hdr2 = [(k, v) for k, v in lay.headers.items() if k[0] == 2]
                if t.repeat_header:
                    hdr1 = [k for k in lay.headers if k[0] == 1]
                    if len(hdr2) != len(hdr1):
                        fail(f"{key}: page 2 repeats {len(hdr2)} of {len(hdr1)} header cells")
                    for _, (txt, box) in hdr2:
                        if text_in(pg, box) != squash(txt):
                            fail(f"{key}: page 2 header {txt!r} read as {text_in(pg, box)!r}")
                else:
                    if hdr2:
                        fail(f"{key}: header drawn on page 2")
                    first = min(ri for ri, p in lay.row_page.items() if p == 2)
                    top = lay.labels[first].top
                    words = [w for w in pg.extract_words() if 95 < w["top"] < top - 1]
                    if words:
                        fail(f"{key}: words between title and first row on page 2: {words[:3]}")
            # every header cell reads back in its box on page 1
            for (pno, _, _, _), (txt, box) in lay.headers.items():
                if pno == 1 and text_in(pdf.pages[0], box) != squash(txt):
                    fail(f"{key}: header {txt!r} read as {text_in(pdf.pages[0], box)!r}")
    print(f"   30 PDFs ({pages_total} pages), three builds identical: {same} (sha256 {allhash}); "
          f"two-page tables: {', '.join(two)}")
    return d1, tabs, lays


# ----------------------------------------------------------------------------- 2
def check_questions():
    print("2. questions.jsonl against make_questions.build()")
    recs, _ = make_questions.build()
    fresh = [make_questions.public(r) for r in recs]
    with open(os.path.join(HERE, "questions.jsonl"), encoding="utf-8") as f:
        stored = [json.loads(line) for line in f if line.strip()]
    if stored != fresh:
        fail("questions.jsonl differs from build()")
    order = ["id", "question", "category", "answer", "evidence", "source", "hard_cases", "question_type"]
    aorder = ["kind", "value", "raw", "unit", "scale", "conditions"]
    per_doc = Counter()
    for i, q in enumerate(stored, start=1):
        if list(q) != order or list(q["answer"]) != aorder:
            fail(f"{q['id']}: field order")
        if q["id"] != f"as17-{i:03d}" or q["source"] != "aitqa-style17":
            fail(f"{q['id']}: id or source")
        if q["question_type"] not in ("KPI-driven", "Table-driven"):
            fail(f"{q['id']}: question_type")
        docs = {e["doc"] for e in q["evidence"]}
        if len(docs) != 1:
            fail(f"{q['id']}: evidence names {docs}")
        per_doc[docs.pop()] += 1
    texts = Counter(q["question"].lower() for q in stored)
    dup = [t for t, n in texts.items() if n > 1]
    if dup:
        fail(f"questions asked twice: {dup}")
    if min(per_doc.values()) < 4 or len(per_doc) != 30:
        fail(f"questions per PDF: {per_doc}")
    print(f"   {len(stored)} questions over {len(per_doc)} PDFs ({min(per_doc.values())}-{max(per_doc.values())} "
          f"each); equal to build(): {stored == fresh}; field order, ids, sources, evidence checked")
    return recs, stored


# ----------------------------------------------------------------------------- 3 + 4
def check_cells(d1, tabs, lays, recs):
    print("3. positions of the cells behind the answers")
    print("4. golds")
    n_cells, n_p2, n_look, n_arith = 0, 0, 0, 0
    pdfs = {}
    pagetext = {}
    for key in tabs:
        path = os.path.join(d1, make_docs.pdf_name(key))
        pdfs[key] = pdfplumber.open(path)
        rd = PdfReader(path)
        pagetext[key] = [(squash(p.extract_text() or ""), squash(rd.pages[i].extract_text() or ""))
                         for i, p in enumerate(pdfs[key].pages)]
    for rec in recs:
        qid, key, cells, spec = rec["id"], rec["_key"], rec["_cells"], rec["_spec"]
        t, lay = tabs[key], lays[key]
        ans = rec["answer"]
        pages_of_cells = set()
        for ri, ci in cells:
            n_cells += 1
            box = lay.cells[(ri, ci)]
            pno = lay.row_page[ri]
            pages_of_cells.add(pno)
            if pno != make_questions.page_of(t, ri):
                fail(f"{qid}: page model {make_questions.page_of(t, ri)} vs layout {pno}")
            n_p2 += pno == 2
            page = pdfs[key].pages[pno - 1]
            printed = t.printed(ri, ci)
            # the words on the row's first line inside the column's box
            line = type(box)(box.page, box.x0, box.baseline - t.size, box.x1, box.baseline + 0.3 * t.size,
                             box.baseline)
            got = text_in(page, line, pad=0.5)
            if got != printed:
                fail(f"{qid}: cell reads {got!r}, printed {printed!r}")
            lab = text_in(page, lay.labels[ri], pad=0.5)
            if lab != t.rows[ri].printed_label:
                fail(f"{qid}: label reads {lab!r}, expected {t.rows[ri].printed_label!r}")
            # header path: each element printed in a header box spanning the column
            hp = 1 if (pno == 2 and not t.repeat_header) else pno
            hpage = pdfs[key].pages[hp - 1]
            for lvl, elem in enumerate(t.cols[ci].path):
                hits = [(txt, b) for (p, l0, c0, c1), (txt, b) in lay.headers.items()
                        if p == hp and c0 <= ci <= c1 and txt == elem]
                if len(hits) != 1 or text_in(hpage, hits[0][1]) != squash(elem):
                    fail(f"{qid}: header {elem!r} of column {ci} not read back on page {hp}")
            for j in t.sections_of(ri):
                if lay.row_page[j] > pno:
                    fail(f"{qid}: section after the row")
                sp = pdfs[key].pages[lay.row_page[j] - 1]
                if text_in(sp, lay.labels[j], pad=0.5) != t.rows[j].printed_label:
                    fail(f"{qid}: section label {t.rows[j].printed_label!r} not read back")
            # the printed string is in the page text, both extractors
            pl, pp = pagetext[key][pno - 1]
            for txt in (pl, pp):
                if printed not in txt:
                    fail(f"{qid}: {printed!r} not in page text")
        if cells and sorted(pages_of_cells) != [e["page"] for e in rec["evidence"]]:
            fail(f"{qid}: evidence pages {rec['evidence']} vs {sorted(pages_of_cells)}")
        # golds from the printed strings
        cat = rec["category"]
        if cat == "lookup":
            n_look += 1
            ri, ci = cells[0]
            printed = t.printed(ri, ci)
            if ans["raw"] != printed:
                fail(f"{qid}: raw {ans['raw']!r} vs printed {printed!r}")
            if ans["kind"] == "number":
                if parse_printed(printed) != ans["value"]:
                    fail(f"{qid}: value {ans['value']} vs printed {printed}")
                unit, scale = t.unit_scale(ri, ci)
                sc = int(scale) if isinstance(scale, float) and scale >= 1 else scale
                if (ans["unit"], ans["scale"]) != (unit, sc):
                    fail(f"{qid}: unit/scale {ans['unit']}/{ans['scale']} vs {unit}/{scale}")
                if "%" in printed and ans["unit"] != "%":
                    fail(f"{qid}: percent cell without unit %")
                if "$" in printed and ans["unit"] != "USD":
                    fail(f"{qid}: dollar cell without USD")
            elif ans["value"] != printed:
                fail(f"{qid}: text gold")
        elif cat in ("difference", "sum", "percent_change"):
            n_arith += 1
            vals = [parse_printed(t.printed(ri, ci)) for ri, ci in cells]
            if cat == "difference":
                want = vals[0] - vals[1]
            elif cat == "sum":
                want = sum(vals)
            else:
                want = round((vals[0] - vals[1]) / abs(vals[1]) * 100, 1)
            if abs(want - ans["value"]) > 1e-6:
                fail(f"{qid}: {cat} gold {ans['value']} vs {want}")
            if cat == "percent_change" and (ans["unit"], ans["scale"]) != ("%", 1):
                fail(f"{qid}: percent change unit")
            if len(cells) < 2:
                fail(f"{qid}: fewer than two operands")
        elif cat == "comparison":
            vals = [(parse_printed(t.printed(ri, ci)), t.rows[ri].label) for ri, ci in cells]
            best = (max if spec.kw["mode"] == "max" else min)(vals)
            if best[1] != ans["value"]:
                fail(f"{qid}: comparison gold")
        if ans["kind"] != "none" and ans["conditions"] != make_questions.conditions(t, *cells[0]) and cat == "lookup":
            fail(f"{qid}: conditions")
        # group-only names point at a one-column group / a subtotal row
        if spec.kw.get("col_group"):
            ci = cells[0][1]
            grp = t.cols[ci].path[:-1]
            if not grp or sum(1 for c in t.cols if c.path[:len(grp)] == grp) != 1:
                fail(f"{qid}: column group is not a one-column group")
        if spec.kw.get("row_group"):
            ri = cells[0][0]
            if t.rows[ri].kind not in ("subtotal", "total"):
                fail(f"{qid}: row named by group is not a subtotal")
    print(f"   {n_cells} cells behind {sum(1 for r in recs if r['_cells'])} answerable questions read back on "
          f"their row line, in their column box, under their header path ({n_p2} on a second page); labels, "
          f"sections and page text (pdfplumber and pypdf) checked")
    print(f"   {n_look} lookups equal their printed cell; {n_arith} differences / sums / percent changes equal "
          f"their formula over the printed operands; units and scales follow Table.unit_scale")
    return pdfs, pagetext


# ----------------------------------------------------------------------------- 5
def check_none(recs, pagetext):
    print("5. unanswerable questions")
    n = 0
    for rec in recs:
        if rec["category"] != "unanswerable":
            continue
        n += 1
        key = rec["_key"]
        text = " ".join(a + " " + b for a, b in pagetext[key]).lower()
        for term in rec["_spec"].kw["absent"]:
            if term.lower() in text:
                fail(f"{rec['id']}: {term!r} occurs in {key}")
            if term.lower() not in rec["question"].lower():
                fail(f"{rec['id']}: absent term {term!r} not in the question")
        if rec["answer"] != dict(kind="none", value=None, raw=None, unit=None, scale=None, conditions=[]):
            fail(f"{rec['id']}: none gold")
        if [e["page"] for e in rec["evidence"]] != list(range(1, make_questions.n_pages(make_docs.tables()[key]) + 1)):
            fail(f"{rec['id']}: evidence must name every page")
    print(f"   {n} questions ({n / len(recs):.1%}); each names a term absent from its PDF's text")


# ----------------------------------------------------------------------------- 6
def check_score(stored):
    print("6. score.py")
    qpath = os.path.join(HERE, "questions.jsonl")
    r = subprocess.run([PY, SCORE, "--self-test", "--questions", qpath], capture_output=True, text=True)
    ok = r.returncode == 0 and "self-test passed" in r.stdout
    if not ok:
        fail("score.py --self-test:\n" + r.stdout + r.stderr)
    results = []
    for variant in ("base", "printed"):
        apath = os.path.join(WORK, f"gold_answers_{variant}.jsonl")
        with open(apath, "w", encoding="utf-8") as f:
            for q in stored:
                a = q["answer"]
                if a["kind"] == "none":
                    obj = {"id": q["id"], "question": q["question"], "status": "not_found",
                           "answer": "The documents do not hold this.", "value": None, "unit": None,
                           "conditions": [], "citations": [], "route": "gold", "sql": None, "verified": False}
                else:
                    v = a["value"]
                    if variant == "base" and a["kind"] == "number" and a["scale"]:
                        v = v * a["scale"]
                    obj = {"id": q["id"], "question": q["question"], "status": "answered", "answer": str(a["raw"]),
                           "value": v, "unit": a["unit"], "conditions": a["conditions"],
                           "citations": [{"document": e["doc"], "page": e["page"]} for e in q["evidence"]],
                           "route": "gold", "sql": None, "verified": True}
                f.write(json.dumps(obj, ensure_ascii=False) + "\n")
        jpath = os.path.join(WORK, f"score_{variant}.json")
        r = subprocess.run([PY, SCORE, "--questions", qpath, "--answers", apath, "--json", jpath],
                           capture_output=True, text=True)
        with open(jpath) as f:
            res = json.load(f)["overall"]
        if r.returncode != 0 or res["correct"] != res["total"]:
            fail(f"golds as answers ({variant}): {res['correct']}/{res['total']}")
        if variant == "base" and res["matched_unscaled"] != 0:
            fail("base-unit golds matched unscaled")
        results.append(f"{variant}: {res['correct']}/{res['total']} correct (unscaled matches "
                       f"{res['matched_unscaled']})")
    print(f"   --self-test: {'passed' if ok else 'FAILED'}; golds as answers (status answered, unanswerable as "
          f"not_found): " + "; ".join(results))


# ----------------------------------------------------------------------------- 7
def check_design(tabs, recs):
    print("7. shared figures and question mix")
    f = make_questions

    def v(key, row, col):
        t = tabs[key]
        return parse_printed(t.printed(f.find_row(t, row), f.find_col(t, col)))

    pairs = []

    def agree(name, a, b):
        pairs.append(name)
        if abs(a - b) > 1e-6:
            fail(f"shared figure {name}: {a} vs {b}")

    for y in ("2019", "2018"):
        tot = v("t02", "Total net revenue", f"{y} > Revenue")
        agree(f"t02/t03 net revenue {y}", tot, v("t03", "By platform > Total", f"Year Ended December 31, > {y}"))
        agree(f"t03 geography total {y}", tot, v("t03", "By geography > Total", f"Year Ended December 31, > {y}"))
        q = sum(v("t04", "Net revenue", f"{y} > {x} Quarter") for x in ("First", "Second", "Third", "Fourth"))
        agree(f"t04 quarters {y}", tot, q)
    for y, ty in (("Fiscal 2019", "2019"), ("Fiscal 2018", "2018")):
        agree(f"t05/t08 revenue {ty}", v("t05", "Total company", f"{y} > Revenue"), v("t08", "Revenue", f"Fiscal Year > {ty}"))
        rev = v("t05", "Total Commercial Staffing", f"{y} > Revenue")
        hrs = v("t07", "Commercial Staffing > Hours billed (in thousands)", f"Fiscal Year > {ty}")
        agree(f"t07 commercial bill rate {ty}", round(rev / hrs, 2),
              v("t07", "Commercial Staffing > Average bill rate per hour", f"Fiscal Year > {ty}"))
    for y in ("2019", "2018"):
        ann = v("t09", "Total revenues", f"Year Ended December 31, > {y}")
        agree(f"t09/t12 revenues {y}", ann,
              sum(v("t12", "Total revenues", f"{y} > {x} Quarter") for x in ("First", "Second", "Third", "Fourth")))
    agree("t11 roll-forward 2018 end = 2019 beginning",
          v("t11", "End of year", "Residential > 2018"), v("t11", "Beginning of year", "Residential > 2019"))
    for y in ("2019", "2018"):
        agree(f"t13/t16 towable {y}", v("t13", "Total towable", f"Net Sales (in thousands) > Fiscal {y}"),
              v("t16", "Net sales > Towable", f"Fiscal Year Ended July 31, > {y}"))
        agree(f"t13/t16 motorized {y}", v("t13", "Total motorized", f"Net Sales (in thousands) > Fiscal {y}"),
              v("t16", "Net sales > Motorized", f"Fiscal Year Ended July 31, > {y}"))
    agree("t17/t19 Gildermoor stores", v("t17", "Total", "Gildermoor > Stores"),
          v("t19", "Stores at end of year", "Gildermoor > 2019"))
    agree("t17/t19 Saverwick stores", v("t17", "Total", "Saverwick > Stores"),
          v("t19", "Stores at end of year", "Saverwick > 2019"))
    agree("t17/t19 square feet", v("t17", "Total", "Total Square Feet (in thousands)"),
          v("t19", "Total square feet at end of year (in thousands)", "Total > 2019"))
    for y in ("2019", "2018"):
        nb = v("t25", "By composition > Total", f"Fiscal {y} > Net Bookings")
        agree(f"t25/t26 net bookings {y}", nb, v("t26", "Total net bookings", f"Net Bookings (in millions) > Fiscal {y}"))
        agree(f"t25/t27 net bookings {y}", nb, sum(v("t27", "Net bookings", f"Fiscal {y} > Q{i}") for i in range(1, 5)))
        nr = v("t25", "By composition > Total", f"Fiscal {y} > Net Revenue")
        agree(f"t25/t27 net revenue {y}", nr, sum(v("t27", "Net revenue", f"Fiscal {y} > Q{i}") for i in range(1, 5)))
        agree(f"t28/t30 net sales {y}", v("t28", "Total net sales", f"Total > {y}"), v("t30", "Net sales", f"{y} > Amount"))
    for lab, row in (("Knees", "Knees"), ("S.E.T.", "Total S.E.T."), ("Total", "Total net sales")):
        agree(f"t28/t29 reported change {lab}", v("t28", row, "Total > % Change"),
              v("t29", f"By product category > {lab}", "Reported % Change"))
    cats = Counter(r["category"] for r in recs)
    n = len(recs)
    arith = cats["difference"] + cats["sum"] + cats["percent_change"]
    qt = Counter(r["question_type"] for r in recs)
    tags = Counter(t for r in recs for t in r["hard_cases"])
    if not (0.12 <= arith / n <= 0.18):
        fail(f"arithmetic share {arith / n:.1%}")
    if not (0.04 <= cats["unanswerable"] / n <= 0.07):
        fail(f"unanswerable share {cats['unanswerable'] / n:.1%}")
    styles = Counter(t.style for t in tabs.values())
    fams = Counter(t.family for t in tabs.values())
    print(f"   {len(pairs)} shared figures agree across tables")
    print(f"   categories {dict(sorted(cats.items()))}; arithmetic {arith} ({arith / n:.1%}), unanswerable "
          f"{cats['unanswerable']} ({cats['unanswerable'] / n:.1%}); {dict(qt)}")
    print(f"   styles {dict(sorted(styles.items()))}; fonts {dict(sorted(fams.items()))}; landscape "
          f"{sum(t.land for t in tabs.values())}")
    print("   tags: " + ", ".join(f"{k} {v}" for k, v in tags.most_common()))


# ----------------------------------------------------------------------------- 8
def corpus_texts():
    cache = os.path.join(WORK, "corpus_text")
    os.makedirs(cache, exist_ok=True)
    out = []
    for root, _, files in os.walk("/work/shared/corpus"):
        for fn in sorted(files):
            if not fn.lower().endswith(".pdf"):
                continue
            src = os.path.join(root, fn)
            dst = os.path.join(cache, hashlib.sha1(src.encode()).hexdigest() + ".txt")
            if not os.path.exists(dst):
                subprocess.run(["pdftotext", "-q", src, dst], check=False)
                if not os.path.exists(dst):
                    open(dst, "w").close()
            out.append(dst)
    return cache, len(out)


def check_names():
    print("8. invented names")
    names = make_docs.INVENTED_NAMES
    cache, npdf = corpus_texts()
    hits = {}
    for name in names:
        r = subprocess.run(["grep", "-ril", name, "/work/main/bench", "/work/shared/corpus"],
                           capture_output=True, text=True)
        files = [x for x in r.stdout.splitlines() if "/bench/aitqa-style17/" not in x]
        r2 = subprocess.run(["grep", "-ril", name, cache], capture_output=True, text=True)
        files += r2.stdout.splitlines()
        if files:
            hits[name] = files
    for name, files in hits.items():
        fail(f"name {name!r} found in {files[:3]}")
    print(f"   {len(names)} names ({', '.join(names)}) checked with grep -ril against /work/main/bench outside "
          f"this folder and /work/shared/corpus, and against the pdftotext text of {npdf} corpus PDFs: "
          f"{'no hits' if not hits else 'HITS'}")


def main():
    names = "--no-names" not in sys.argv
    d1, tabs, lays = check_docs()
    recs, stored = check_questions()
    pdfs, pagetext = check_cells(d1, tabs, lays, recs)
    check_none(recs, pagetext)
    check_score(stored)
    check_design(tabs, recs)
    if names:
        check_names()
    for p in pdfs.values():
        p.close()
    for d in TMP:
        shutil.rmtree(d, ignore_errors=True)
    if FAIL:
        print(f"{len(FAIL)} check(s) FAILED")
        return 1
    print("all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
