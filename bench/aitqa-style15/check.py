"""bench/aitqa-style15: check the set.

    /work/main/.venv/bin/python bench/aitqa-style15/check.py [--no-names] [--negative]

1. determinism: the 30 PDFs built twice in this process, and once more by make_docs.py in a separate process,
   are byte-identical; page counts are as designed; a second page repeats the column header exactly when the
   table says so (and shows no header text when it does not).
2. questions.jsonl equals a fresh make_questions.build(); record format, ids, source, evidence.
3. positions: every cell behind an answer (lookups, operands, comparison and count candidates) is read back
   with pdfplumber on its evidence page: the words on the row's baseline inside the column's x-range are the
   printed cell (with the separate "$" where the table sets it apart), the label column on that line holds the
   row label, every header of the column's path is printed in its header box (on page 1 when page 2 repeats
   no header), each enclosing section label is printed on that page or before, and the page's text from two
   other extractors (pypdf, and pdfplumber's layout text) shows the cell. A question that names a column by
   its group heading only must point at a group with exactly one column under it.
4. golds: lookups equal the printed cell (raw, value, unit/scale by engine.Doc.unit_scale, the scale word
   stated on the page, the raw found in the evidence page's text); computed answers equal their formula
   and keep the operands' unit and scale; counts are recounted; comparisons name the one extreme.
5. unanswerable: the absent term is in the question and in neither extractor's text of its PDF.
6. score.py --self-test --questions questions.jsonl passes.
7. design: the brief's features are present, and figures that two tables of one company share agree.
8. names: no invented name occurs in /work/main/bench outside this set, in /work/shared/corpus, or in the
   text of the corpus PDFs (grep -ril, and pypdf's text of every corpus PDF).
--negative swaps the x-ranges of the first two value columns of every table; check 3 must then fail.

(pdftotext is not installed on this machine, so the text checks use pypdf and pdfplumber.)
"""
from __future__ import annotations

import hashlib
import json
import logging
import subprocess
import sys
import tempfile
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import make_docs as M  # noqa: E402
import make_questions as Q  # noqa: E402
from engine import parse, strip_marker  # noqa: E402

import pdfplumber  # noqa: E402
from pypdf import PdfReader  # noqa: E402

FIELDS = ["id", "question", "category", "answer", "evidence", "source", "hard_cases", "question_type"]
AFIELDS = ["kind", "value", "raw", "unit", "scale", "conditions"]
SCORE = "/work/shared/tools/score.py"
PY = "/work/main/.venv/bin/python"
WORK = Path("/tmp/aitqa-style15work")
problems = []
logging.getLogger("pypdf").setLevel(logging.ERROR)     # quiet about fonts of some corpus PDFs


def fail(msg):
    problems.append(msg)
    print("  FAIL:", msg)


def sha(p):
    return hashlib.sha256(Path(p).read_bytes()).hexdigest()


def norm(s):
    return " ".join(s.split())


def pypdf_pages(path):
    return [p.extract_text() or "" for p in PdfReader(str(path)).pages]


class Pages:
    def __init__(self, path):
        with pdfplumber.open(path) as pdf:
            self.words = [p.extract_words(x_tolerance=1.5, keep_blank_chars=False) for p in pdf.pages]
            self.layout = [p.extract_text(layout=True) or "" for p in pdf.pages]
        self.plain = pypdf_pages(path)

    def line(self, page, y, x0, x1):
        ws = [w for w in self.words[page - 1] if w["top"] < y < w["bottom"] + 0.3
              and w["x0"] >= x0 - 0.5 and w["x1"] <= x1 + 0.5]
        return " ".join(w["text"] for w in sorted(ws, key=lambda w: w["x0"]))

    def box(self, page, x0, x1, top, bottom):
        ws = [w for w in self.words[page - 1] if w["x0"] >= x0 - 0.5 and w["x1"] <= x1 + 0.5
              and w["top"] >= top - 0.5 and w["bottom"] <= bottom + 0.5]
        return " ".join(w["text"] for w in sorted(ws, key=lambda w: (round(w["top"]), w["x0"])))

    def texts(self, page):
        return self.plain[page - 1], self.layout[page - 1]

    def full(self):
        return norm(" ".join(self.plain) + " " + " ".join(self.layout)).lower()


def check_cell(pages, doc, lay, r, c, tag):
    i = doc.rows.index(r)
    rl = lay["rows"][i]
    j = doc.cols.index(c)
    x0, x1 = lay["cols"][j]
    page = rl["page"]
    want = doc.printed(r, c)
    got = pages.line(page, rl["baseline"], x0, x1)
    if doc.sep_dollar and doc.dollar_mark(r, c):
        if not got.startswith("$ "):
            fail(f"{tag}: cell {r.label!r}/{c.key} has no separate '$': {got!r}")
        got = got[2:]
    ok = True
    if norm(got) != norm(want):
        fail(f"{tag}: cell {r.label!r}/{c.key} reads {got!r}, printed {want!r}")
        ok = False
    lab = pages.line(page, rl["baseline"], *lay["label_x"])
    if norm(lab) != norm(rl["label_last"]):
        fail(f"{tag}: label line of {r.label!r} reads {lab!r}")
        ok = False
    hpage = page if (page == 1 or doc.repeat_header) else 1
    for htext in c.path:
        boxes = [h for h in lay["headers"] if h["page"] == hpage and h["text"] == htext and c.key in h["cols"]]
        if len(boxes) != 1:
            fail(f"{tag}: header {htext!r} of {c.key} has {len(boxes)} boxes on page {hpage}")
            ok = False
            continue
        h = boxes[0]
        seen = pages.box(hpage, h["x0"], h["x1"], h["top"], h["bottom"])
        if norm(seen) != norm(htext):
            fail(f"{tag}: header box {htext!r} reads {seen!r}")
            ok = False
    upto = norm(" ".join(pages.plain[:page]))
    for s in doc.sections(r):
        if norm(s.label) not in upto:
            fail(f"{tag}: section {s.label!r} not printed by page {page}")
            ok = False
    for name, text in zip(("pypdf", "pdfplumber layout"), pages.texts(page)):
        if want not in text:
            fail(f"{tag}: {want!r} not in the {name} text of page {page}")
            ok = False
    return ok


def scale_word_ok(text, scale):
    t = text.lower()
    if scale == 1000:
        return "thousand" in t
    if scale == 1000000:
        return "million" in t
    if scale == 0.01:
        return "cent" in t
    return True


def consistency(D):
    """figures that two tables of one company share: (what, left, right) pairs that must be equal"""
    def cell(key, label, col, section=None):
        d = D[key]
        r, c = Q.resolve(d, (label, section, col))
        return parse(d.printed(r, c))
    pairs = []
    pairs.append(("t02 total beds = t01 total beds", cell("t02", "Beds at December 31, 2019", "t19"),
                  cell("t01", "Total Tressingham", "bd")))
    for reg in ("Southeast", "Southwest", "Midwest", "West"):
        pairs.append((f"t03 {reg} design beds = t01 Total {reg}", cell("t03", reg, "bd", "Same-community (c):"),
                      cell("t01", "Total " + reg, "bd")))
    pairs.append(("t03 U.K. design beds = t01 Total U.K.", cell("t03", "U.K.", "bd", "Same-community (c):"),
                  cell("t01", "Total U.K.", "bd")))
    for y in ("19", "18"):
        pairs.append((f"t08 same-store revenues 20{y} = t06", cell("t08", "Total same-store", "r" + y),
                      cell("t06", "Total revenues", "s" + y)))
        pairs.append((f"t08 same-store NOI 20{y} = t06", cell("t08", "Total same-store", "n" + y),
                      cell("t06", "Net operating income", "s" + y)))
        pairs.append((f"t11 Citrus Groves external revenues 20{y} = t10 processed fruit",
                      cell("t11", "Revenues from external customers", "g" + y),
                      cell("t10", "Total processed fruit", "r" + y)))
        pairs.append((f"t11 Packing external revenues 20{y} = t10 fresh fruit",
                      cell("t11", "Revenues from external customers", "p" + y),
                      cell("t10", "Total fresh fruit", "r" + y)))
        pairs.append((f"t14 ethanol produced 20{y} = t13 owned plants", cell("t14", "Ethanol (million gallons)", "y" + y),
                      cell("t13", "Total owned plants", "p" + y)))
        pairs.append((f"t19 cwt sold 20{y} (cane + beet) = t18 volume",
                      cell("t19", "Refined sugar sold (thousand cwt)", f"ca{y}")
                      + cell("t19", "Refined sugar sold (thousand cwt)", f"ba{y}"),
                      cell("t18", "Total refined sugar", "v" + y)))
        pairs.append((f"t20 quarterly net sales 20{y} add up to t18",
                      sum(cell("t20", "Net sales", f"q{q}_{y}") for q in range(1, 5)),
                      cell("t18", "Total refined sugar", "s" + y)))
        pairs.append((f"t20 quarterly gross profit 20{y} = t18 net sales - t19 cost of sales",
                      sum(cell("t20", "Gross profit", f"q{q}_{y}") for q in range(1, 5)),
                      cell("t18", "Total refined sugar", "s" + y) - cell("t19", "Total cost of sales", f"ca{y}")
                      - cell("t19", "Total cost of sales", f"ba{y}")))
        for g, name in (("u", "Total U.S."), ("i", "Total Int'l")):
            pairs.append((f"t26 {g} retail sales 20{y} = t25 {name}",
                          round(cell("t26", "Total retail sales", f"{g}{y}in")
                                + cell("t26", "Total retail sales", f"{g}{y}dr"), 1),
                          cell("t25", name, "s" + y)))
        pairs.append((f"t29 tons sold 20{y} = t28 production", cell("t29", "Total Grimsholt", "t" + y),
                      cell("t28", "Total Grimsholt", "p" + y)))
        pairs.append((f"t30 tons sold 20{y} = t29", cell("t30", "Tons sold (millions)", "y" + y),
                      cell("t29", "Total Grimsholt", "t" + y)))
    pairs.append(("t14 distillers grains 2019 = t13 owned plants",
                  cell("t14", "Distillers grains (thousand equivalent dried tons)", "y19"),
                  cell("t13", "Total owned plants", "dg")))
    pairs.append(("t12 boxes per bearing acre 2019 = t10 boxes / t12 bearing acres",
                  cell("t12", "Boxes per bearing acre", "f19"),
                  round(cell("t10", "Total fruit", "b19") * 1000 / cell("t12", "Bearing acres", "f19"))))
    return pairs


def main(argv):
    names = "--no-names" not in argv
    negative = "--negative" in argv
    WORK.mkdir(parents=True, exist_ok=True)

    with tempfile.TemporaryDirectory(dir=WORK) as a, tempfile.TemporaryDirectory(dir=WORK) as b, \
            tempfile.TemporaryDirectory(dir=WORK) as c:
        # 1. determinism and page design
        lay = M.build(a)
        M.build(b)
        subprocess.run([PY, str(HERE / "make_docs.py"), c], check=True, capture_output=True)
        docs = {d.key: d for d in M.docs()}
        same = all(sha(Path(a) / M.pdf_name(d)) == sha(Path(b) / M.pdf_name(d)) == sha(Path(c) / M.pdf_name(d))
                   for d in docs.values())
        if not same:
            fail("builds differ")
        acc = hashlib.sha256("".join(sha(Path(a) / M.pdf_name(d)) for d in docs.values()).encode()).hexdigest()
        multi, npages = [], 0
        pages_cache = {}
        for d in docs.values():
            n = len(PdfReader(str(Path(a) / M.pdf_name(d))).pages)
            npages += n
            if n != d.pages():
                fail(f"{d.key}: {n} pages, designed {d.pages()}")
            pg = pages_cache[d.key] = Pages(Path(a) / M.pdf_name(d))
            head = norm(pg.plain[0])
            if not (head.startswith(norm(d.company)) and norm(d.heading2) in head and norm(d.caption) in head):
                fail(f"{d.key}: page 1 does not open with the company, the report line and the caption")
            if n > 1:
                multi.append(f"{d.key} (header {'repeated' if d.repeat_header else 'not repeated'})")
                first = min(r["top"] for r in lay[d.key]["rows"] if r["page"] == 2)
                above = norm(" ".join(w["text"] for w in sorted(pg.words[1], key=lambda w: (round(w["top"]), w["x0"]))
                                      if w["bottom"] <= first))
                title = norm(f"{d.company} {d.caption} (continued)")
                heads = [h for h in lay[d.key]["headers"] if h["page"] == 2]
                if not above.startswith(title):
                    fail(f"{d.key}: page 2 title reads {above[:80]!r}")
                if d.repeat_header:
                    if len(heads) != len([h for h in lay[d.key]["headers"] if h["page"] == 1]):
                        fail(f"{d.key}: page 2 header cells missing")
                    for h in heads:
                        if norm(pg.box(2, h["x0"], h["x1"], h["top"], h["bottom"])) != norm(h["text"]):
                            fail(f"{d.key}: page 2 header box {h['text']!r} not read back")
                elif heads or norm(above[len(title):]):
                    fail(f"{d.key}: page 2 should not repeat the header; shows {above[len(title):]!r}")
        print(f"1. determinism: {len(docs)} PDFs ({npages} pages), three builds (two in-process, one by "
              f"make_docs.py) identical: {same} (sha256 {acc[:12]}); two pages: {', '.join(multi)}")
        if negative:
            for lo in lay.values():
                lo["cols"][0], lo["cols"][1] = lo["cols"][1], lo["cols"][0]

        # 2. questions file
        qs = [json.loads(x) for x in open(HERE / "questions.jsonl", encoding="utf-8")]
        fresh = json.loads(json.dumps(Q.build(), ensure_ascii=False))
        if qs != fresh:
            fail("questions.jsonl differs from make_questions.build()")
        pdfs = {M.pdf_name(d): d for d in docs.values()}
        for k, q in enumerate(qs, 1):
            if list(q) != FIELDS or list(q["answer"]) != AFIELDS:
                fail(f"{q['id']}: field order")
            if q["id"] != f"{Q.PREFIX}{k:03d}" or q["source"] != Q.SOURCE:
                fail(f"{q['id']}: id or source")
            for e in q["evidence"]:
                if e["doc"] not in pdfs or not 1 <= e["page"] <= pdfs[e["doc"]].pages():
                    fail(f"{q['id']}: evidence {e}")
            if len({e["doc"] for e in q["evidence"]}) != 1:
                fail(f"{q['id']}: evidence names more than one PDF")
            if q["answer"]["conditions"] != []:
                fail(f"{q['id']}: conditions")
            if q["question_type"] not in ("KPI-driven", "Table-driven"):
                fail(f"{q['id']}: question_type")
        ids = [q["id"] for q in qs]
        if len(set(ids)) != len(ids) or not all(i.startswith(Q.PREFIX) for i in ids):
            fail("ids not unique or without the prefix")
        dup = [t for t, n in Counter(norm(q["question"]).lower() for q in qs).items() if n > 1]
        if dup:
            fail(f"questions asked twice: {dup}")
        unused = set(pdfs) - {e["doc"] for q in qs for e in q["evidence"]}
        if unused:
            fail(f"PDFs without questions: {sorted(unused)}")
        print(f"2. questions.jsonl matches build(): {qs == fresh} ({len(qs)} questions over {len(pdfs)} PDFs); "
              f"format, unique '{Q.PREFIX}' ids, evidence: {'ok' if not problems else 'see failures'}")

        # 3 + 4 + 5
        specs = [(key, s) for key in sorted(Q.SPECS) for s in Q.SPECS[key]]
        assert len(specs) == len(qs)
        ncells = nq = n2 = 0
        n_lookup = n_formula = n_cmp = n_none = n_count = n_grp = 0
        for (key, spec), q in zip(specs, qs):
            d = docs[key]
            pages = pages_cache[key]
            if q["evidence"][0]["doc"] != M.pdf_name(d):
                fail(f"{q['id']}: evidence is not its own PDF")
            cells = [Q.resolve(d, c) for c in spec["cells"]]
            if cells:
                nq += 1
                if sorted({Q.page_of(d, r) for r, _ in cells}) != [e["page"] for e in q["evidence"]]:
                    fail(f"{q['id']}: evidence pages")
            for r, c in cells:
                ncells += 1
                if Q.page_of(d, r) == 2:
                    n2 += 1
                if lay[key]["rows"][d.rows.index(r)]["page"] != Q.page_of(d, r):
                    fail(f"{q['id']}: row {r.label!r} rendered on another page")
                check_cell(pages, d, lay[key], r, c, q["id"])
            if spec["grp"]:
                n_grp += 1
                if not Q.group_only_ok(d, cells[0][1]):
                    fail(f"{q['id']}: column named by its group only, but the group has several columns")
            ans, kind = q["answer"], spec["kind"]
            alltext = " ".join(pages.plain)
            if kind == "cell":
                (r, c), = cells
                s = d.printed(r, c)
                if ans["raw"] != s:
                    fail(f"{q['id']}: raw {ans['raw']!r} != printed {s!r}")
                if ans["kind"] == "number":
                    if parse(s) != ans["value"] or [ans["unit"], ans["scale"]] != list(d.unit_scale(r, c)):
                        fail(f"{q['id']}: value/unit/scale")
                    upto = " ".join(pages.plain[:Q.page_of(d, r)])
                    if not scale_word_ok(upto, ans["scale"]):
                        fail(f"{q['id']}: scale {ans['scale']} not stated on the page")
                    if ans["unit"] == "%" and not (s.endswith("%") or "%" in c.path[-1]):
                        fail(f"{q['id']}: % unit without a % sign or header")
                    if ans["unit"] == "USD" and "$" not in alltext:
                        fail(f"{q['id']}: USD unit but no '$' in the PDF")
                elif ans["value"] != strip_marker(s) or ans["raw"] != s:
                    fail(f"{q['id']}: text gold")
                for e in q["evidence"]:
                    if ans["raw"] not in pages.plain[e["page"] - 1]:
                        fail(f"{q['id']}: raw {ans['raw']!r} not in the text of page {e['page']}")
                n_lookup += 1
            elif kind in ("difference", "sum", "percent_change"):
                nums = [parse(d.printed(r, c)) for r, c in cells]
                want = (nums[0] - nums[1] if kind == "difference" else sum(nums) if kind == "sum"
                        else (nums[0] - nums[1]) / abs(nums[1]) * 100)
                if abs(want - ans["value"]) > (0.05 if kind == "percent_change" else 1e-6):
                    fail(f"{q['id']}: {kind} {ans['value']} != {want}")
                if parse(ans["raw"]) != ans["value"]:
                    fail(f"{q['id']}: raw {ans['raw']} vs value {ans['value']}")
                us = {d.unit_scale(r, c) for r, c in cells}
                if len(us) != 1:
                    fail(f"{q['id']}: operands in different units or scales {us}")
                if kind == "percent_change" and (ans["unit"], ans["scale"]) != ("%", 1):
                    fail(f"{q['id']}: percent change unit")
                if kind != "percent_change" and (ans["unit"], ans["scale"]) not in us:
                    fail(f"{q['id']}: unit/scale of computed answer")
                if kind == "percent_change" and any(c.pct for _, c in cells):
                    fail(f"{q['id']}: percent change of a percentage column")
                n_formula += 1
            elif kind == "count":
                n = sum(1 for r, c in cells if Q.holds(r.vals[c.key], spec["pred"]))
                if (ans["value"], ans["raw"], ans["unit"], ans["scale"]) != (n, str(n), None, None):
                    fail(f"{q['id']}: count {ans['value']} != {n}")
                if not 0 < n < len(cells):
                    fail(f"{q['id']}: count {n} of {len(cells)} candidates is trivial")
                n_count += 1
            elif kind == "comparison":
                vals = [(r.vals[c.key], strip_marker(r.label)) for r, c in cells]
                best = (max if spec["mode"] == "max" else min)(vals)
                if [v for v, _ in vals].count(best[0]) != 1 or best[1] != ans["value"]:
                    fail(f"{q['id']}: comparison")
                if best[1] not in alltext:
                    fail(f"{q['id']}: comparison answer not printed")
                n_cmp += 1
            else:
                if spec["term"].lower() in pages.full() or spec["term"].lower() not in q["question"].lower():
                    fail(f"{q['id']}: absent term {spec['term']!r}")
                if ans["kind"] != "none":
                    fail(f"{q['id']}: unanswerable gold kind")
                n_none += 1
        print(f"3. positions: {ncells} cells behind {nq} answerable questions found on their row line, in their "
              f"column's x-range, under their header path ({n2} on a second page); {n_grp} questions name a "
              f"one-column group by its heading only")
        print(f"4. golds: {n_lookup} lookups equal their printed cell; {n_formula} differences/sums/percent "
              f"changes equal their formula; {n_count} counts recounted; {n_cmp} comparisons name the extreme; "
              f"lookup raws in the text of their page; scales stated on the page; units/scales consistent")
        print(f"5. unanswerable: {n_none} questions ({100 * n_none / len(qs):.1f}%); each names a term absent "
              f"from its PDF's text")
        print("   categories: " + ", ".join(f"{k} {v}" for k, v in sorted(Counter(q['category'] for q in qs).items())))

    # 6. score.py self-test
    r = subprocess.run([PY, SCORE, "--self-test", "--questions", str(HERE / "questions.jsonl")],
                       capture_output=True, text=True)
    ok = r.returncode == 0 and "self-test passed" in r.stdout
    if not ok:
        fail("score.py self-test:\n" + r.stdout + r.stderr)
    print(f"6. score.py --self-test --questions questions.jsonl: {'passed' if ok else 'FAILED'}")

    # 7. design: the features the brief asks for are present; shared figures agree
    D = M.docs()
    two = [d for d in D if d.pages() == 2]
    rep = [d.key for d in two if d.repeat_header]
    norep = [d.key for d in two if not d.repeat_header]
    total_alone = [d.key for d in two if d.split == len(d.rows) - 1 and d.rows[-1].kind == "total"]
    three = [d.key for d in D if d.nhead() >= 3]
    sep = [d.key for d in D if d.sep_dollar]
    styles = Counter(d.style for d in D)
    families = Counter(d.family for d in D)
    abbrev = {x: [d.key for d in D if any(x in r.label for r in d.rows)] for x in ("U.S.", "U.K.", "Int'l")}
    repeated = [d.key for d in D if any(
        r.kind != "section" and d.label_repeats(r) and
        len({id(d.sections(x)[0]) for x in d.rows if x.kind != "section" and d.sections(x)
             and strip_marker(x.label) == strip_marker(r.label)}) > 1 for r in d.rows)]
    heading_rows = [d.key for d in D if any(r.kind == "section" and not r.vals for r in d.rows)]
    indented = [d.key for d in D if any(r.level > 0 for r in d.rows)]
    three_levels = [d.key for d in D if any(r.level >= 2 for r in d.rows)]
    grp = sum(1 for key in Q.SPECS for s in Q.SPECS[key] if s["grp"])
    scale_where = [d.key for d in D if any(w in (d.corner + d.subcaption + d.caption).lower()
                                           for w in ("thousand", "million", "cent"))]
    scale_head = [d.key for d in D if any(w in h.lower() for c in d.cols for h in c.path
                                          for w in ("thousand", "million", "cent"))]
    paren = [d.key for d in D if any(d.printed(r, c).startswith(("(", "$(")) for r in d.rows for c in d.cols)]
    pct = [d.key for d in D if any(d.printed(r, c).endswith("%") for r in d.rows for c in d.cols)]
    marker = [d.key for d in D if any(Q.has_marker(r.label) for r in d.rows) or
              any(Q.has_marker(h) for c in d.cols for h in c.path)]
    subtot = [d.key for d in D if any(r.kind == "subtotal" for r in d.rows)]
    leaves = [d.key for d in D if any(d.leaf_repeats(c) for c in d.cols)]
    qs = [json.loads(x) for x in open(HERE / "questions.jsonl", encoding="utf-8")]
    cats = Counter(q["category"] for q in qs)
    per_doc = Counter(q["evidence"][0]["doc"] for q in qs)
    cond = [(len(norep) >= 2, "two or more tables whose page 2 repeats no header"),
            (len(rep) >= 2, "two or more tables whose page 2 repeats the header"),
            (bool(total_alone), "a table whose total line falls alone on the next page"),
            (bool(three), "a column group of two sub-levels (three header rows)"),
            (len(sep) >= 3, "three or more tables with a separate '$' column"),
            (all(abbrev.values()), "labels with U.S., U.K. and Int'l"),
            (len(repeated) >= 5, "rows repeated under two groups"),
            (len(heading_rows) >= 20, "row-group heading rows without numbers"),
            (len(indented) >= 25, "indented row groups"),
            (grp >= 3, "questions naming a column by its one-column group heading"),
            (len(styles) >= 8, "eight or more visual styles"),
            (len(paren) >= 8, "negative numbers in parentheses"),
            (len(pct) >= 15, "percentages"),
            (len(marker) >= 25, "footnote markers"),
            (len(subtot) >= 25, "row groups with subtotals"),
            (len(scale_where) + len(scale_head) >= 15, "scale phrases"),
            (all(d.nhead() >= 2 for d in D), "hierarchical column headers in every table"),
            (len(D) == 30 and len({d.company for d in D}) == 8, "30 tables of 8 companies"),
            (150 <= len(qs) <= 190, "about 170 questions"),
            (6 <= cats["unanswerable"] <= 12, "about 8 unanswerable questions"),
            (cats["lookup"] > len(qs) / 2, "mostly lookups"),
            (all(cats[k] for k in ("difference", "sum", "percent_change", "comparison", "count")),
             "sums, differences, percent changes, comparisons and counts"),
            (min(per_doc.values()) >= 4, "four or more questions on every PDF")]
    for ok, what in cond:
        if not ok:
            fail(f"design: missing {what}")
    pairs = consistency({d.key: d for d in D})
    bad = [(w, a, b) for w, a, b in pairs if abs(a - b) > 1e-6]
    for w, a, b in bad:
        fail(f"consistency: {w}: {a} != {b}")
    print(f"7. design: two-page tables {len(two)} (header repeated {', '.join(rep)}; not repeated {', '.join(norep)}); "
          f"total alone on page 2: {', '.join(total_alone)}; three header rows: {', '.join(three)}; separate '$': "
          f"{', '.join(sep)}; styles {dict(sorted(styles.items()))}; fonts {dict(sorted(families.items()))}; "
          f"U.S./U.K./Int'l labels in {len(set(sum(abbrev.values(), [])))} tables; labels repeated under two groups "
          f"in {len(repeated)} tables; leaf headers repeated under two groups in {len(leaves)} tables; heading rows "
          f"without numbers in {len(heading_rows)} tables; indented rows in {len(indented)} (three levels in "
          f"{', '.join(three_levels)}); subtotals in {len(subtot)}; footnote markers in {len(marker)}; percentages "
          f"in {len(pct)}; negatives in parentheses in {len(paren)}; {grp} group-heading-only questions; scale in "
          f"the header corner or caption of {len(scale_where)} tables and in column headers of {len(scale_head)}; "
          f"{len(pairs)} shared figures agree across tables: {not bad}")

    # 8. names
    if names:
        allnames = list(dict.fromkeys(M.NAMES))
        hits = []
        for n in allnames:
            g = subprocess.run(["grep", "-ril", "--", n, "/work/main/bench", "/work/shared/corpus"],
                               capture_output=True, text=True).stdout.split()
            g = [x for x in g if not x.startswith(str(HERE) + "/")]
            if g:
                hits.append((n, g[:3]))
        cache = WORK / "corpus_pdf_text.txt"
        corpus_pdfs = sorted(Path("/work/shared/corpus").rglob("*.pdf"))
        if not cache.exists():
            parts = []
            for p in corpus_pdfs:
                try:
                    parts.append("\n".join(pypdf_pages(p)))
                except Exception as e:  # noqa: BLE001 - a damaged corpus PDF is reported, not fatal
                    parts.append("")
                    print(f"   (could not read {p}: {e})")
            cache.write_text("\n".join(parts), encoding="utf-8")
        ctext = cache.read_text(encoding="utf-8").lower()
        for n in allnames:
            if n.lower() in ctext:
                hits.append((n, ["corpus PDF text"]))
        if hits:
            fail(f"names found elsewhere: {hits}")
        print(f"8. names: {len(allnames)} names ({', '.join(allnames)}) checked with grep -ril against "
              f"/work/main/bench outside this set and /work/shared/corpus, and against the text of "
              f"{len(corpus_pdfs)} corpus PDFs: {'no hits' if not hits else hits}")
    if problems:
        print(f"{len(problems)} problems")
        return 1
    print("all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
