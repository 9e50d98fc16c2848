"""Validates aitqa-style16: the PDFs, the golds and the question file.

    /work/main/.venv/bin/python check.py [--no-names] [--negative]

1. determinism: two in-process builds and one `make_docs.py` run give identical bytes; page counts,
   title blocks, "(continued)" pages and repeated / not repeated headers are as designed
2. questions.jsonl equals a fresh make_questions.build(); record format, ids, evidence
3. positions: every cell behind an answer is read back with pdfplumber on its cited page, on its
   row line and in its column's x-range; the row label, its sections and the column's header path are
   printed where they should be
4. golds: lookups equal their printed cell; computed golds equal their formula over the printed
   operands; each raw / operand string is in the text of its page (pdfplumber and pypdf); units and
   scales are stated on the page
5. unanswerable: the missing term is in the question and in neither text of the PDF
6. score.py --self-test, and the golds given back as answers grade 100% correct
7. design and question mix
8. names: every invented name has no hit in /work/main/bench outside this folder, in
   /work/shared/corpus (grep -ril), or in the text of the corpus PDFs (pypdf, cached)

--negative swaps the x-ranges of the first two value columns of every table before check 3 and
expects failures (the check must be able to fail).
"""
from __future__ import annotations

import glob
import hashlib
import io
import json
import os
import re
import subprocess
import sys
import tempfile
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import logging  # noqa: E402

import pdfplumber  # noqa: E402
from pypdf import PdfReader  # noqa: E402

import make_docs as M  # noqa: E402
import make_questions as Q  # noqa: E402
from engine import parse_number, render  # noqa: E402

logging.getLogger("pypdf").setLevel(logging.ERROR)
PY = "/work/main/.venv/bin/python"
SCORE = "/work/shared/tools/score.py"
WORK = "/tmp/aitqa-style16work"
CACHE = os.path.join(WORK, "corpus_pdf_text.txt")
FIELDS = ["id", "question", "category", "answer", "evidence", "source", "hard_cases", "question_type"]
ANSWER_FIELDS = ["kind", "value", "raw", "unit", "scale", "conditions"]

failures: list[str] = []


def fail(msg: str):
    failures.append(msg)
    if len(failures) <= 60:
        print("   FAIL:", msg)


def norm(s: str) -> str:
    return " ".join(s.replace("\u00a0", " ").split())


# ----------------------------------------------------------------------------- PDF reading
class Pdf:
    def __init__(self, data: bytes):
        self.data = data
        with pdfplumber.open(io.BytesIO(data)) as p:
            self.npages = len(p.pages)
            self.words = {i + 1: p.pages[i].extract_words() for i in range(self.npages)}
            self.plumb = {i + 1: p.pages[i].extract_text(layout=True) or "" for i in range(self.npages)}
        r = PdfReader(io.BytesIO(data))
        self.pypdf = {i + 1: r.pages[i].extract_text() or "" for i in range(self.npages)}

    def text(self, page):
        return self.plumb[page] + "\n" + self.pypdf[page]

    def all_text(self):
        return "\n".join(self.text(p) for p in range(1, self.npages + 1))

    def box(self, page, x0, x1, top, bottom, mid=True):
        out = []
        for w in self.words[page]:
            y = (w["top"] + w["bottom"]) / 2
            if w["x0"] >= x0 - 0.6 and w["x1"] <= x1 + 0.6 and top - 0.5 <= y <= bottom + 0.5:
                out.append(w)
        out.sort(key=lambda w: (round(w["top"]), w["x0"]))
        return out


def build_all():
    docs = M.build()
    out = {}
    for k, d in docs.items():
        pdf, geo = render(d)
        out[k] = (d, pdf, geo)
    return out


# ----------------------------------------------------------------------------- 1
def check1(built):
    print("1. determinism and page design")
    again = build_all()
    same = all(built[k][1] == again[k][1] for k in built)
    with tempfile.TemporaryDirectory() as tmp:
        r = subprocess.run([PY, os.path.join(HERE, "make_docs.py"), tmp], capture_output=True, text=True)
        if r.returncode != 0:
            fail(f"make_docs.py failed: {r.stderr[-300:]}")
            ext = False
        else:
            ext = all(open(os.path.join(tmp, M.pdf_name(k)), "rb").read() == built[k][1] for k in built)
    if not (same and ext):
        fail(f"builds differ: in-process {same}, make_docs.py {ext}")
    h = hashlib.sha256(b"".join(built[k][1] for k in sorted(built))).hexdigest()[:12]
    pages = 0
    two = []
    for k, (d, pdf, geo) in built.items():
        p = PDFS[k]
        pages += p.npages
        if p.npages != geo["pages"]:
            fail(f"{k}: {p.npages} pages, geometry says {geo['pages']}")
        t1 = norm(p.pypdf[1])
        if not t1.startswith(norm(d.company)):
            fail(f"{k}: page 1 does not open with the company name")
        if norm(d.caption) not in norm(p.plumb[1]) and norm(d.caption) not in t1:
            fail(f"{k}: caption not on page 1")
        if p.npages == 2:
            two.append(f"{k} (header {'repeated' if d.repeat_header else 'not repeated'})")
            if "(continued)" not in p.pypdf[2]:
                fail(f"{k}: page 2 lacks '(continued)'")
            heads2 = [h_ for h_ in geo["headers"] if h_["page"] == 2]
            if d.repeat_header:
                heads1 = [h_ for h_ in geo["headers"] if h_["page"] == 1]
                key1 = sorted((h_["l0"], h_["c0"], h_["c1"], h_["text"]) for h_ in heads1)
                key2 = sorted((h_["l0"], h_["c0"], h_["c1"], h_["text"]) for h_ in heads2)
                if key1 != key2:
                    fail(f"{k}: page 2 header differs from page 1")
                for hb in heads2:
                    ws = p.box(2, hb["x0"], hb["x1"], hb["top"], hb["bottom"])
                    if norm(" ".join(w["text"] for w in ws)) != norm(hb["text"]):
                        fail(f"{k}: repeated header {hb['text']!r} not read back on page 2")
            else:
                if heads2:
                    fail(f"{k}: header drawn on page 2 although not repeated")
                first = min(geo["rows"][ri]["top"] for ri in range(d.split, len(d.rows)))
                title_end = geo["titles"][2]
                above = [w for w in p.words[2] if title_end + 1 < w["top"] < first - 1]
                if above:
                    fail(f"{k}: text between title and first row on page 2: {[w['text'] for w in above][:5]}")
    print(f"   30 PDFs ({pages} pages), three builds identical: {same and ext} (sha256 {h}); "
          f"two-page tables: {', '.join(two)}")


# ----------------------------------------------------------------------------- 2
def check2(built):
    print("2. questions.jsonl against make_questions.build()")
    with open(os.path.join(HERE, "questions.jsonl"), encoding="utf-8") as f:
        lines = [json.loads(x) for x in f if x.strip()]
    fresh = Q.build()
    if lines != fresh:
        fail("questions.jsonl differs from make_questions.build(); run make_questions.py")
    seen_q = set()
    asked = Counter()
    for i, r in enumerate(lines, 1):
        if list(r) != FIELDS:
            fail(f"{r.get('id')}: fields {list(r)}")
        if list(r["answer"]) != ANSWER_FIELDS:
            fail(f"{r['id']}: answer fields {list(r['answer'])}")
        if r["id"] != f"as16-{i:03d}":
            fail(f"id {r['id']} out of sequence (expected as16-{i:03d})")
        if r["source"] != "aitqa-style16":
            fail(f"{r['id']}: source {r['source']}")
        if r["question_type"] not in ("KPI-driven", "Table-driven"):
            fail(f"{r['id']}: question_type {r['question_type']}")
        if r["question"] in seen_q:
            fail(f"{r['id']}: question asked twice")
        seen_q.add(r["question"])
        key = Q.SPECS[i - 1]["t"]
        asked[key] += 1
        for e in r["evidence"]:
            if e["doc"] != M.pdf_name(key):
                fail(f"{r['id']}: evidence names {e['doc']}, question is on {M.pdf_name(key)}")
            if not 1 <= e["page"] <= built[key][2]["pages"]:
                fail(f"{r['id']}: evidence page {e['page']} does not exist")
        if not r["evidence"]:
            fail(f"{r['id']}: no evidence")
    few = [k for k in built if asked[k] < 4]
    if few:
        fail(f"PDFs with fewer than 4 questions: {few}")
    print(f"   {len(lines)} questions over {len(asked)} PDFs; equal to build(): {lines == fresh}; "
          f"format, ids, evidence checked")
    return lines


# ----------------------------------------------------------------------------- 3 and 4
def expected_cell(d, ri, ci):
    return ("$" if d.detached_dollar(ri, ci) else "") + d.cell_text(ri, ci)


def read_cell(k, d, geo, ri, ci, pdf, cols=None):
    g = geo["rows"][ri]
    x0, x1 = (cols or geo["cols"])[ci]
    ws = pdf.box(g["page"], x0, x1, g["vtop"], g["vbottom"])
    return "".join(w["text"] for w in ws)


def read_label(d, geo, ri, pdf):
    g = geo["rows"][ri]
    x0, x1 = geo["label"]
    ws = pdf.box(g["page"], x0, x1, g["top"], g["bottom"])
    ws = [w for w in ws if not re.fullmatch(r"[.\s]+", w["text"])]
    return norm(" ".join(w["text"] for w in ws))


def header_ok(k, d, geo, ci, page, pdf):
    """Every element of column ci's header path is printed in its box on `page`."""
    bad = []
    path = d.cols[ci].path
    for lvl, text in enumerate(path):
        boxes = [h for h in geo["headers"] if h["page"] == page and h["c0"] <= ci <= h["c1"] and h["l0"] == lvl]
        if len(boxes) != 1 or boxes[0]["text"] != text:
            bad.append(text)
            continue
        hb = boxes[0]
        ws = pdf.box(page, hb["x0"], hb["x1"], hb["top"], hb["bottom"])
        if norm(" ".join(w["text"] for w in ws)) != norm(text):
            bad.append(text)
    return bad


def check34(built, lines, negative=False):
    print("3. positions of the cells behind the answers" + (" (NEGATIVE: columns swapped)" if negative else ""))
    book = Q.Book()
    n_cells = n_second = n_group = 0
    n_look = n_calc = 0
    for i, r in enumerate(lines):
        sp = Q.SPECS[i]
        if sp["cat"] == "unanswerable":
            continue
        k = sp["t"]
        d, pdfb, geo = built[k]
        pdf = PDFS[k]
        cols = dict(geo["cols"])
        if negative:
            cols[0], cols[1] = geo["cols"][1], geo["cols"][0]
        cells = [book.cell(k, rr, cc) for rr, cc in sp["cells"]]
        pages = []
        for ri, ci in cells:
            n_cells += 1
            g = geo["rows"][ri]
            page = g["page"]
            pages.append(page)
            if page == 2:
                n_second += 1
            got = read_cell(k, d, geo, ri, ci, pdf, cols)
            exp = expected_cell(d, ri, ci)
            if got != exp:
                fail(f"{r['id']}: cell read {got!r}, printed {exp!r} ({k} {d.rows[ri].label} / {d.cols[ci].path})")
            lab = read_label(d, geo, ri, pdf)
            if lab != norm(d.rows[ri].label):
                fail(f"{r['id']}: label read {lab!r}, expected {d.rows[ri].label!r}")
            hpage = page if (page == 1 or d.repeat_header) else 1
            bad = header_ok(k, d, geo, ci, hpage, pdf)
            if bad:
                fail(f"{r['id']}: header(s) {bad} not read back on page {hpage}")
            for s in book.section_rows(k, ri):
                sg = geo["rows"][s]
                if sg["page"] > page:
                    fail(f"{r['id']}: section {d.rows[s].label!r} after its row")
                if read_label(d, geo, s, pdf) != norm(d.rows[s].label):
                    fail(f"{r['id']}: section label {d.rows[s].label!r} not read back")
            txt = norm(pdf.text(page)).replace(" ", "")
            if d.number_text(ri, ci).replace(" ", "") not in txt:
                fail(f"{r['id']}: {d.number_text(ri, ci)!r} not in the text of page {page}")
        if [{"doc": M.pdf_name(k), "page": p} for p in dict.fromkeys(pages)] != r["evidence"]:
            fail(f"{r['id']}: evidence {r['evidence']} but cells on pages {pages}")
        if sp["group"]:
            n_group += 1
            ri, ci = cells[0]
            top = d.cols[ci].path[0]
            if sum(1 for c in d.cols if c.path[0] == top) != 1:
                fail(f"{r['id']}: group-only question but group {top!r} has several columns")
        # ---------------------------------------------------------------- 4. golds
        a = r["answer"]
        if sp["cat"] == "lookup":
            n_look += 1
            ri, ci = cells[0]
            if a["raw"] != d.raw(ri, ci):
                fail(f"{r['id']}: raw {a['raw']!r} != printed {d.raw(ri, ci)!r}")
            if a["kind"] == "number":
                if abs(a["value"] - parse_number(d.number_text(ri, ci))) > 1e-9:
                    fail(f"{r['id']}: value {a['value']} != printed {d.number_text(ri, ci)}")
                if (a["unit"], a["scale"]) != d.unit_scale(ri, ci):
                    fail(f"{r['id']}: unit/scale {(a['unit'], a['scale'])} != {d.unit_scale(ri, ci)}")
            elif a["value"] != d.number_text(ri, ci):
                fail(f"{r['id']}: text gold {a['value']!r}")
        else:
            n_calc += 1
            (ra, ca), (rb, cb) = cells
            x = parse_number(d.number_text(ra, ca))
            y = parse_number(d.number_text(rb, cb))
            want = {"difference": x - y, "sum": x + y,
                    "percent_change": 100 * (x - y) / abs(y) if y else None}[sp["cat"]]
            if want is None or abs(a["value"] - want) > 0.05 + 1e-9:
                fail(f"{r['id']}: computed {a['value']} but formula gives {want}")
            if sp["cat"] != "percent_change":
                ua, ub = d.unit_scale(ra, ca), d.unit_scale(rb, cb)
                if ua != ub or (a["unit"], a["scale"]) != ua:
                    fail(f"{r['id']}: operands {ua} {ub}, gold {(a['unit'], a['scale'])}")
                dec = max(Q.dec_of(d.number_text(ra, ca)), Q.dec_of(d.number_text(rb, cb)))
                if abs(a["value"] - round(want, dec)) > 1e-9:
                    fail(f"{r['id']}: {a['value']} != {round(want, dec)}")
            else:
                if (a["unit"], a["scale"]) != ("%", 1) or abs(a["value"] - round(want, 1)) > 1e-9:
                    fail(f"{r['id']}: percent change gold {a}")
            if parse_number(a["raw"]) != a["value"]:
                fail(f"{r['id']}: raw {a['raw']!r} does not parse to {a['value']}")
        if a["kind"] == "number":
            page_text = " ".join(norm(pdf.text(p)).lower() for p in dict.fromkeys(pages))
            all_text = norm(pdf.all_text()).lower()
            if a["scale"] == 1000 and "thousand" not in all_text:
                fail(f"{r['id']}: scale 1000 but 'thousand' not printed")
            if a["scale"] == 1_000_000 and "million" not in all_text:
                fail(f"{r['id']}: scale 1e6 but 'million' not printed")
            if a["scale"] not in (None, 1, 1000, 1_000_000):
                fail(f"{r['id']}: scale {a['scale']}")
            if a["unit"] == "%" and sp["cat"] != "percent_change" and "%" not in page_text:
                fail(f"{r['id']}: % gold but no % on the page")
            if a["unit"] == "USD" and "$" not in page_text:
                fail(f"{r['id']}: USD gold but no $ on the page")
            if a["unit"] not in (None, "%", "USD"):
                fail(f"{r['id']}: unit {a['unit']}")
    print(f"   {n_cells} cells behind {n_look + n_calc} answerable questions read back on their row line, in their "
          f"column's x-range, under their header path ({n_second} on a second page); {n_group} questions name "
          f"a one-column group by its heading only")
    print("4. golds")
    print(f"   {n_look} lookups equal their printed cell; {n_calc} differences / sums / percent changes equal their "
          f"formula over the printed operands; operand strings in their page text; units / scales stated")


# ----------------------------------------------------------------------------- 5
def check5(built, lines):
    print("5. unanswerable questions")
    n = 0
    for i, r in enumerate(lines):
        sp = Q.SPECS[i]
        if sp["cat"] != "unanswerable":
            if r["answer"]["kind"] == "none":
                fail(f"{r['id']}: kind none on an answerable question")
            continue
        n += 1
        term = sp["term"]
        if term.lower() not in r["question"].lower():
            fail(f"{r['id']}: term {term!r} not in the question")
        t = norm(PDFS[sp["t"]].all_text()).lower()
        if term.lower() in t:
            fail(f"{r['id']}: term {term!r} occurs in {sp['t']}")
        a = r["answer"]
        if a != {"kind": "none", "value": None, "raw": None, "unit": None, "scale": None, "conditions": []}:
            fail(f"{r['id']}: unanswerable gold {a}")
    share = n / len(lines)
    print(f"   {n} questions ({share:.1%}); each names a term absent from its PDF's text")


# ----------------------------------------------------------------------------- 6
def check6(lines):
    print("6. score.py")
    qpath = os.path.join(HERE, "questions.jsonl")
    r = subprocess.run([PY, SCORE, "--self-test", "--questions", qpath], capture_output=True, text=True)
    ok_self = r.returncode == 0 and "self-test passed" in r.stdout
    if not ok_self:
        fail("score.py --self-test failed:\n" + r.stdout[-1500:] + r.stderr[-500:])
    os.makedirs(WORK, exist_ok=True)
    ans_path = os.path.join(WORK, "gold_as_answers.jsonl")
    with open(ans_path, "w", encoding="utf-8") as f:
        for q in lines:
            a = q["answer"]
            if a["kind"] == "none":
                rec = {"id": q["id"], "question": q["question"], "status": "not_found", "answer": "",
                       "value": None, "unit": None}
            else:
                v = a["value"]
                if a["kind"] == "number":
                    v = v * (a["scale"] or 1)
                rec = {"id": q["id"], "question": q["question"], "status": "answered", "answer": a["raw"],
                       "value": v, "unit": a["unit"], "conditions": a["conditions"],
                       "citations": [{"document": e["doc"], "page": e["page"]} for e in q["evidence"]]}
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    out = os.path.join(WORK, "gold_as_answers.score.json")
    r2 = subprocess.run([PY, SCORE, "--questions", qpath, "--answers", ans_path, "--json", out],
                        capture_output=True, text=True)
    res = json.load(open(out))["overall"] if r2.returncode == 0 else {}
    if res.get("correct") != len(lines):
        fail(f"golds as answers: {res.get('correct')} of {len(lines)} correct\n{r2.stdout[-800:]}")
    print(f"   --self-test: {'passed' if ok_self else 'FAILED'}; golds as answers (base units, unanswerable as "
          f"not_found): {res.get('correct')}/{len(lines)} correct, unscaled matches {res.get('matched_unscaled')}")


# ----------------------------------------------------------------------------- 7
def check7(built, lines):
    print("7. design and question mix")
    cats = Counter(r["category"] for r in lines)
    n = len(lines)
    arith = cats["difference"] + cats["sum"] + cats["percent_change"]
    if not 0.12 <= arith / n <= 0.19:
        fail(f"arithmetic share {arith / n:.1%}")
    if not 0.04 <= cats["unanswerable"] / n <= 0.07:
        fail(f"unanswerable share {cats['unanswerable'] / n:.1%}")
    if cats["lookup"] / n < 0.7:
        fail(f"lookup share {cats['lookup'] / n:.1%}")
    kpi = sum(1 for r in lines if r["question_type"] == "KPI-driven")
    tags = Counter(t for r in lines for t in r["hard_cases"])
    two = [k for k, v in built.items() if v[2]["pages"] == 2]
    rep = [k for k in two if built[k][0].repeat_header]
    depth3 = [k for k, v in built.items() if v[0].depth() >= 3]
    styles = Counter(v[0].style for v in built.values())
    fonts = Counter(v[0].family for v in built.values())
    detached = [k for k, v in built.items() if v[0].dollar == "detached"]
    notes = [k for k, v in built.items() if v[0].scale_note or v[0].corner]
    for need, cond in (("two-page tables, header repeated", rep), ("two-page tables, header not repeated",
                                                                  sorted(set(two) - set(rep))),
                       ("three header rows", depth3)):
        if not cond:
            fail(f"no {need}")
    for t in ("column_named_by_group_only", "row_named_by_group_only", "footnote_marker", "indented_row",
              "second_page", "header_not_repeated", "paraphrase", "kpi_term", "negative_in_parens",
              "answer_format_instruction", "scale_millions", "scale_thousands", "text_answer"):
        if not tags[t]:
            fail(f"no question tagged {t}")
    # figures shared across one company's tables agree
    docs = {k: v[0] for k, v in built.items()}

    def cell(k, r, c):
        b = Q.Book.__new__(Q.Book)
        b.docs = docs
        ri, ci = Q.Book.row(b, k, r), Q.Book.col(b, k, c)
        return parse_number(docs[k].number_text(ri, ci))
    pairs = [
        (("t01", "Total homebuilding", ("Homes Delivered", "2019")), ("t04", "Homes delivered", "2019")),
        (("t01", "Total homebuilding", ("Home Sale Revenues", "2018")), ("t04", "Home sale revenues", "2018")),
        (("t02", "Total", ("Net New Orders (Homes)", "2019")), ("t04", "Net new orders (homes)", "2019")),
        (("t02", "Total", ("Backlog at December 31, 2019", "Homes")), ("t04", "Backlog at December 31 (homes)", "2019")),
        (("t01", "Total homebuilding", ("Active Communities (a)", "2019")),
         ("t04", "Active communities at December 31", "2019")),
        (("t06", "Total steel operations", ("2019", "Net Sales")), ("t08", "Total net sales", ("Steel Operations", "2019"))),
        (("t11", "Net reserves at December 31", "2018"), ("t11", "Net reserves at January 1", "2019")),
        (("t14", "Less allowance for loan losses", ("December 31, 2018", "Amount")),
         ("t16", "Balance at end of year", "2018")),
        (("t18", "Total Corstophane", ("Passings (a)", "2019")),
         ("t17", "Homes and businesses passed (a)", ("December 31,", "2019"))),
        (("t18", "Total Corstophane", ("Residential Internet Customers", "2018")),
         ("t17", ("Residential:", "Internet"), ("December 31,", "2018"))),
        (("t22", "Total", ("Shipments", "Fiscal 2019")), ("t23", "Barrels shipped (thousands)", ("December 28, 2019", "Amount"))),
        (("t25", "Total Harrowgild Grill", ("Company-Operated", "2019")),
         ("t26", "Restaurants open at year end", ("Harrowgild Grill", "Company-Operated", "2019"))),
        (("t28", "Subscribers at end of year", ("2018", "Total")), ("t28", "Subscribers at beginning of year", ("2019", "Total"))),
        (("t28", "Direct channel", ("2019", "Total")), ("t30", "New subscribers (excluding bulk purchases)", ("Direct Channel", "2019"))),
    ]
    agree = 0
    for a, b in pairs:
        x, y = cell(*a), cell(*b)
        if a[0] == "t14":
            x = -x
        if b[0] == "t08":           # t08 is in millions, t06 in thousands
            x = round(x / 1000, 1)
        if abs(x - y) > 1e-9:
            fail(f"cross-table figure differs: {a} = {x}, {b} = {y}")
        else:
            agree += 1
    q24 = sum(cell("t24", "Net revenues", ("Fiscal 2019", q)) for q in
              ("First Quarter", "Second Quarter", "Third Quarter", "Fourth Quarter"))
    if q24 != cell("t23", "Net revenues", ("December 28, 2019", "Amount")):
        fail("t24 quarters do not add up to t23 net revenues")
    else:
        agree += 1
    print(f"   categories {dict(sorted(cats.items()))}; arithmetic {arith} ({arith / n:.1%}), unanswerable "
          f"{cats['unanswerable']} ({cats['unanswerable'] / n:.1%}); KPI-driven {kpi}, Table-driven {n - kpi}")
    print(f"   two-page tables {len(two)} (header repeated {', '.join(rep)}; not repeated "
          f"{', '.join(sorted(set(two) - set(rep)))}); three header rows {', '.join(depth3)}; separate '$' "
          f"{', '.join(detached)}; styles {dict(sorted(styles.items()))}; fonts {dict(sorted(fonts.items()))}; "
          f"scale note or corner text in {len(notes)} tables; {agree} shared figures agree across tables")
    print("   tags: " + ", ".join(f"{t} {c}" for t, c in tags.most_common()))


# ----------------------------------------------------------------------------- 8
def names():
    out = [v.split(",")[0].split(" ")[0] for v in M.COMPANIES.values()]
    return out + M.OTHER_NAMES


def corpus_text():
    if not os.path.exists(CACHE):
        os.makedirs(WORK, exist_ok=True)
        with open(CACHE + ".part", "w", encoding="utf-8") as out:
            for p in sorted(glob.glob("/work/shared/corpus/**/*.pdf", recursive=True)):
                try:
                    t = "\n".join((pg.extract_text() or "") for pg in PdfReader(p).pages)
                except Exception:  # noqa: BLE001 - an unreadable PDF holds no names
                    t = ""
                out.write("=== " + p + "\n" + t + "\n")
        os.replace(CACHE + ".part", CACHE)
    return open(CACHE, encoding="utf-8").read().lower()


def check8():
    print("8. invented names")
    ns = names()
    ct = corpus_text()
    npdf = ct.count("=== /work/shared/corpus")
    for n in ns:
        r = subprocess.run(["grep", "-ril", n, "/work/main/bench", "/work/shared/corpus"], capture_output=True,
                           text=True)
        hits = [h for h in r.stdout.split("\n") if h and not h.startswith(HERE + "/")]
        if hits:
            fail(f"name {n!r} found in {hits[:3]}")
        if n.lower() in ct:
            fail(f"name {n!r} found in the text of a corpus PDF")
    print(f"   {len(ns)} names ({', '.join(ns)}) checked with grep -ril against /work/main/bench outside this "
          f"folder and /work/shared/corpus, and against the text of {npdf} corpus PDFs: "
          f"{'no hits' if not any('name ' in f for f in failures) else 'HITS'}")


# ----------------------------------------------------------------------------- main
PDFS: dict = {}


def main(argv):
    built = build_all()
    for k, (d, pdf, geo) in built.items():
        PDFS[k] = Pdf(pdf)
    if "--negative" in argv:
        lines = [json.loads(x) for x in open(os.path.join(HERE, "questions.jsonl"), encoding="utf-8")]
        check34(built, lines, negative=True)
        print(f"negative test: {len(failures)} failures (expected many)")
        return 0 if failures else 1
    check1(built)
    lines = check2(built)
    check34(built, lines)
    check5(built, lines)
    check6(lines)
    check7(built, lines)
    if "--no-names" not in argv:
        check8()
    if failures:
        print(f"{len(failures)} FAILURES")
        return 1
    print("all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
