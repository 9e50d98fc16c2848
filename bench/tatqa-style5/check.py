"""Checks of bench/tatqa-style5 (run after make_questions.py; needs poppler's pdftotext and pdfplumber).

    .venv/bin/python bench/tatqa-style5/check.py [DOCS]    # DOCS: a make_docs.py output folder to verify too

1. Determinism: make_docs.py run twice into two fresh folders writes the same bytes (sha256 per file);
   with DOCS, the 30 PDFs there exist, open with pdfplumber and equal the fresh build byte for byte.
2. Every document is one page (the evidence pages say page 1).
3. Positions: every lookup gold that is a cell (and every item of a numeric multi-span gold) is printed,
   exactly as its ``raw``, on its row and under its column. With pdfplumber's words: the body rows'
   labels are found in order in the label column (a long label wraps over lines), the cell's words are
   on the line of the last line of its row label, inside the column's x-range, and the column's header
   text is printed above the first body row in the same x-range.
4. Spans: every other table span (a label, a year, a comparison's winner) and every label-list item
   occurs in the pdftotext text of its PDF; every prose-only gold occurs in the prose and on the page.
5. Derivations: every arithmetic gold equals its derivation evaluated (x 100 for a percent change, a
   share in percent or the percentage change of a sum) within 0.005; every figure in a derivation is a
   figure printed on the page (pdfplumber words); a count equals the number of items its derivation
   lists, and each item is on the page.
6. Unanswerable: every question with answer kind "none" names terms (a year, an item) that occur
   nowhere in the pdftotext text of its page.
7. Sums read back: the totals, subtotals, roll-forward balances and row totals listed in SUMS below are
   read from the rendered page (pdfplumber, the same row/column location as check 3) and equal the sum
   of their printed parts; the computed figures in QUOTIENTS (shares of a total, per-share amounts,
   TCE per day, operating and hold ratios, gearing, % change) equal their printed operands' quotient,
   rounded as printed.
8. Records: every record has the fields of the earlier tatqa-style sets' records (plus ``reason`` and
   ``aliases`` where used), ids t5-001 … t5-150 unique and in order, source "tatqa-style5", evidence =
   the context's PDF, page 1; answer kinds, units and scales of the forms score.py grades;
   questions.jsonl is what make_questions.build() gives.
9. /work/shared/tools/score.py --self-test passes on questions.jsonl.
10. Names: no company name (its first word) nor an invented fund name or plan number is found by
   grep -ril in bench/ (this folder excepted) or /work/shared/corpus, nor in the pdftotext text of the
   corpus PDFs.
"""
from __future__ import annotations

import hashlib
import json
import re
import subprocess
import sys
import tempfile
from pathlib import Path

import pdfplumber

HERE = Path(__file__).resolve().parent
SCORE = Path("/work/shared/tools/score.py")
if not SCORE.exists():
    SCORE = HERE.parents[2] / "shared" / "tools" / "score.py"
sys.path.insert(0, str(HERE))
import make_docs as md  # noqa: E402
import make_questions as mq  # noqa: E402

TOL = 1.5  # pt: words on one line


def sha(folder: Path) -> dict[str, str]:
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in sorted(folder.glob("*.pdf"))}


def flat(s: str) -> str:
    return " ".join(s.split())


def pdftotext(pdf: Path, layout: bool) -> str:
    return subprocess.run(["pdftotext", *(["-layout"] if layout else []), str(pdf), "-"], check=True,
                          capture_output=True, text=True).stdout


class Page:
    """A rendered table page read back with pdfplumber, and the row lines of its table."""

    def __init__(self, pdf: Path, doc: md.Doc, look: dict):
        self.doc = doc
        self.lay = md.layout(doc, look)
        with pdfplumber.open(pdf) as p:
            self.n_pages = len(p.pages)
            self.words = p.pages[0].extract_words(keep_blank_chars=False, use_text_flow=False)
        w = self.lay["widths"]
        self.bounds = [(md.MARGIN + sum(w[:j]), md.MARGIN + sum(w[:j + 1])) for j in range(len(w))]
        self.row_top = self._rows()

    def _in(self, word, j) -> bool:
        x0, x1 = self.bounds[j]
        return x0 - 0.5 <= word["x0"] and word["x1"] <= x1 + 0.5

    def _lines(self, j) -> list[tuple[float, str]]:
        """Lines of text inside printed column j: (top, text), top to bottom."""
        ws = sorted((w for w in self.words if self._in(w, j)), key=lambda w: (round(w["top"]), w["x0"]))
        lines: list[list] = []
        for w in ws:
            if lines and abs(lines[-1][0] - w["top"]) <= TOL:
                lines[-1][1].append(w)
            else:
                lines.append([w["top"], [w]])
        return [(top, " ".join(x["text"] for x in sorted(ws_, key=lambda x: x["x0"]))) for top, ws_ in lines]

    def _rows(self) -> dict[int, float]:
        """Body row index -> top of the last line of its label, found by walking the label column
        (``self.body_top``: the top of the first body row's first line)."""
        lines = self._lines(0)
        out, i = {}, 0
        self.body_top = None
        started = False
        for r in self.doc.rows:
            want = flat(r.label)
            while True:
                if i >= len(lines):
                    raise AssertionError(f"{self.doc.key}: row label {r.label!r} not found in the label column")
                acc, k = "", i
                while k < len(lines) and len(acc) < len(want):
                    acc = flat(acc + " " + lines[k][1])
                    k += 1
                if acc == want:
                    out[r.index] = lines[k - 1][0]
                    if self.body_top is None:
                        self.body_top = lines[i][0]
                    i, started = k, True
                    break
                if started:
                    raise AssertionError(f"{self.doc.key}: expected row {r.label!r}, found {lines[i][1]!r}")
                i += 1
        return out

    def cell_ok(self, row: md.Row, col: str, raw: str) -> str | None:
        """None if the cell text ``raw`` is on the row's line under the column's header; else the problem."""
        j = self.lay["where"][col]
        top = self.row_top[row.index]
        got = " ".join(w["text"] for w in sorted(self.words, key=lambda w: w["x0"])
                       if abs(w["top"] - top) <= TOL and self._in(w, j))
        if flat(got) != flat(raw):
            return f"row {row.label!r} col {col!r}: printed {got!r}, gold raw {raw!r}"
        first_body = self.body_top - TOL
        header = [h for h in (row_[j] for row_ in self.lay["cells"][:len(self.doc.header)]) if h]
        if not header:
            return f"column {col!r} has no header text"
        above = " ".join(w["text"] for w in sorted(self.words, key=lambda w: (round(w["top"]), w["x0"]))
                         if w["top"] < first_body and self._in(w, j))
        if flat(header[-1]) not in flat(above):
            return f"column {col!r}: header {header[-1]!r} not above the column (found {above!r})"
        return None


def figures_on_page(words: list[dict]) -> set[str]:
    out = set()
    for w in words:
        t = w["text"].strip("$()%£")
        if re.fullmatch(r"[\d,]+(\.\d+)?", t):
            out.add(t)
    return out




def cell_text(page: "Page", row: md.Row, col: str) -> str:
    """The text printed on the row's line inside the column's x-range (as check 3 reads it)."""
    j = page.lay["where"][col]
    top = page.row_top[row.index]
    return " ".join(w["text"] for w in sorted(page.words, key=lambda w: w["x0"])
                    if abs(w["top"] - top) <= TOL and page._in(w, j))


def number(text: str) -> float:
    t = text.replace("$", "").replace(" ", "").replace(",", "").replace("%", "")
    if t == "—":
        return 0.0
    if not t:
        raise ValueError("nothing printed in the cell")
    neg = t.startswith("(") and t.endswith(")")
    x = float(t.strip("()"))
    return -x if neg else x


# Sum relations, read back from the page. A row is a label, or (label, section), or (label, None, nth);
# a part may carry a coefficient: (row, -1). "v": total row = parts (rows) in each of ``cols``;
# "h": in each of ``rows``, the total column = parts (columns).
def v(cols, total, *parts):
    return ("v", cols, total, parts)


def h(rows, total, *parts):
    return ("h", rows, total, parts)


Y2 = ["2019", "2018"]
Y3 = ["2019", "2018", "2017"]
YO = ["2017", "2018", "2019"]
T01 = ["At 1 January 2019", "Acquisitions", "Capital expenditure", "Disposals", "Revaluation gains (losses)"]
T02M = ["Purchases and costs capitalised", "Gain (loss) from changes in fair value less costs to sell",
        "Decreases due to sales", "Transferred to inventory at harvest"]
T23M = ["Additions", "Depreciation charge", "Disposals"]
T29M = ["Bitcoin mined", "Purchases", "Sales", "Impairment losses"]
FUNDS = ["Great Lakes Drivers Pension Fund", "Western Freight Employees Pension Plan",
         "Keystone Warehouse Workers Pension Fund", "Southern Cartage Retirement Plan", "Other funds"]
SUMS = {
    "t01": [v(["off", "ret", "log", "tot"], "At 31 December 2019", *T01),
            h([*T01, "At 31 December 2019"], "tot", "off", "ret", "log")],
    "t02": [v(["dairy", "beef", "crops", "tot"], "Balance at 30 June 2018", "Balance at 1 July 2017",
              *[(m, None, 1) for m in T02M]),
            v(["dairy", "beef", "crops", "tot"], "Balance at 30 June 2019", "Balance at 30 June 2018",
              *[(m, None, 2) for m in T02M]),
            h(["Balance at 1 July 2017", *[(m, None, 1) for m in T02M], "Balance at 30 June 2018",
               *[(m, None, 2) for m in T02M], "Balance at 30 June 2019"], "tot", "dairy", "beef", "crops")],
    "t03": [v(Y2, "At 31 December", "At 1 January", "Received during the year", "Released to the income statement",
              "Repaid"),
            v(Y2, "At 31 December", "Current", "Non-current")],
    "t05": [v(Y2, "Availability under the revolving credit facility", "Revolving credit facility commitment",
              "Less: borrowings outstanding under the revolving credit facility",
              "Less: letters of credit issued under the facility"),
            v(Y2, "Total liquidity", "Cash and cash equivalents", "Availability under the revolving credit facility")],
    "t06": [v(["2020", "2019"], "Confirmed obligations outstanding at the end of the year",
              "Confirmed obligations outstanding at the beginning of the year", "Invoices confirmed during the year",
              "Confirmed invoices paid during the year")],
    "t07": [v(Y2, "Total theatrical films", *[(k, "Theatrical films:") for k in
                                              ["Released, net of amortization", "Completed, not released",
                                               "In production", "In development"]]),
            v(Y2, "Total television programs", *[(k, "Television programs:") for k in
                                                 ["Released, net of amortization", "In production", "In development"]]),
            v(Y2, "Total content assets", "Total theatrical films", "Total television programs", "Licensed content, net")],
    "t08": [v(["o19", "o18"], "Total", "Aerospace", "Industrial Automation", "Medical Devices")],
    "t09": [v(["c19", "c18", "c17"], "Total contributions", *FUNDS)],
    "t10": [v(YO, "Cash conversion cycle", "Days sales outstanding (DSO)", "Days inventory outstanding (DIO)",
              ("Days payables outstanding (DPO)", -1))],
    "t11": [v(["g19", "g18", "r19", "r18"], "Total retail", "Residential", "Commercial", "Industrial",
              "Street lighting and other")],
    "t12": [v(["a19", "p19", "a18", "p18"], "Total net patient service revenue", "Medicare", "Medicaid",
              "Managed care and commercial", "Self-pay and other")],
    "t13": [v(["g19", "n19", "g18", "n18", "g17", "n17"], "Total", ("Productive", "Development wells:"),
              ("Dry", "Development wells:"), ("Productive", "Exploratory wells:"), ("Dry", "Exploratory wells:"))],
    "t14": [v(Y3, "Funds from operations (FFO)", "Net income attributable to common shareholders",
              "Depreciation and amortization of real estate", "Gain on sale of real estate", "Impairment of real estate"),
            v(Y3, "Adjusted funds from operations (AFFO)", "Funds from operations (FFO)", "Straight-line rent adjustments",
              "Recurring capital expenditures", "Non-cash share-based compensation")],
    "t15": [v(["c19", "c18", "p19", "p18"], "Time charter equivalent revenues", "Voyage revenues", "Voyage expenses")],
    "t16": [v(Y3, ("Combined ratio", s), ("Loss and loss adjustment expense ratio", s), ("Underwriting expense ratio", s))
            for s in ["Commercial Lines:", "Personal Lines:", "Total:"]],
    "t17": [v(["a19", "p19", "a18", "p18"], "Total deposits", "Noninterest-bearing demand", "Interest-bearing checking",
              "Money market", "Savings", "Time deposits")],
    "t18": [v(Y3, "Balance at end of year", "Balance at beginning of year",
              "Additions from loans sold with servicing retained", "Amortization", "Impairment (recovery), net")],
    "t19": [v(Y2, "Revenue, excluding fuel surcharge", "Operating revenue", ("Less: fuel surcharge revenue", None, 1)),
            v(Y2, "Adjusted operating expenses", "Operating expenses", ("Less: fuel surcharge revenue", None, 2),
              "Less: gain on sale of property and equipment")],
    "t20": [v(["eur", "gbp", "jpy", "oth", "tot"], "Net exposure", "Cash and cash equivalents", "Trade receivables",
              "Trade payables", "Intercompany loans"),
            h(["Cash and cash equivalents", "Trade receivables", "Trade payables", "Intercompany loans", "Net exposure"],
              "tot", "eur", "gbp", "jpy", "oth")],
    "t21": [v(YO, "Total exploration expense", "Drilling", "Geology and geophysics", "Assays and sampling",
              "Camp and site support", "Community relations and permitting")],
    "t22": [v(["a19", "p19", "a18", "p18"], "Gross reinsurance recoverables", "A++ or A+", "A", "A-",
              "Below A- or not rated"),
            v(["a19", "a18"], "Net reinsurance recoverables", "Gross reinsurance recoverables",
              "Allowance for uncollectible reinsurance")],
    "t23": [v(["land", "veh", "plant", "tot"], "At 31 December 2019", "At 1 January 2019", *[(m, None, 1) for m in T23M]),
            v(["land", "veh", "plant", "tot"], "At 31 December 2020", "At 31 December 2019",
              *[(m, None, 2) for m in T23M], "Remeasurements"),
            h(["At 1 January 2019", *[(m, None, 1) for m in T23M], "At 31 December 2019", *[(m, None, 2) for m in T23M],
               "Remeasurements", "At 31 December 2020"], "tot", "land", "veh", "plant")],
    "t25": [v(["u19", "u18", "i19", "i18"], "Sites at end of year", "Sites at beginning of year", "Sites acquired",
              "Sites constructed", "Sites decommissioned")],
    "t26": [v(["f19", "f18", "chg"], "Total enrollment", "Undergraduate degree programs", "Graduate degree programs",
              "Doctoral programs", "Certificate and non-degree programs"),
            h(["Undergraduate degree programs", "Graduate degree programs", "Doctoral programs",
               "Certificate and non-degree programs", "Total enrollment"], "chg", "f19", ("f18", -1))],
    "t27": [v(["r19", "r18"], "Total", "Ohio electric distribution", "Indiana gas distribution", "Kentucky electric",
              "FERC transmission")],
    "t29": [v(["n", "amt"], "Balance at December 31, 2019", "Balance at December 31, 2018", *[(m, None, 1) for m in T29M]),
            v(["n", "amt"], "Balance at December 31, 2020", "Balance at December 31, 2019", *[(m, None, 2) for m in T29M])],
    "t30": [v(Y2, "Total borrowings", "Bank borrowings", "Lease liabilities"),
            v(Y2, "Net debt", "Total borrowings", "Less: cash and cash equivalents"),
            v(Y2, "Total capital", "Net debt", "Total equity")],
}


# Computed figures read back: result = round(num / den x factor, dec), or with "pchg" (num - den) / den x 100.
# Each cell is (row selector, column).
def q_(res, num, den, factor=100, dec=1, kind="ratio"):
    return (kind, res, num, den, factor, dec)


def shares(rows, total, amt, pct):
    return [q_((r, pct), (r, amt), (total, amt)) for r in rows]


QUOTIENTS = {
    "t12": [*shares(["Medicare", "Medicaid", "Managed care and commercial", "Self-pay and other"],
                    "Total net patient service revenue", "a19", "p19"),
            *shares(["Medicare", "Medicaid", "Managed care and commercial", "Self-pay and other"],
                    "Total net patient service revenue", "a18", "p18")],
    "t14": [q_(("FFO per diluted share", y), ("Funds from operations (FFO)", y),
               ("Weighted-average diluted shares outstanding", y), 1, 2) for y in Y3] +
           [q_(("AFFO per diluted share", y), ("Adjusted funds from operations (AFFO)", y),
               ("Weighted-average diluted shares outstanding", y), 1, 2) for y in Y3],
    "t15": [q_(("TCE rate per day", c), ("Time charter equivalent revenues", c), ("Operating days", c), 1000, 0)
            for c in ["c19", "c18", "p19", "p18"]],
    "t17": [*shares(["Noninterest-bearing demand", "Interest-bearing checking", "Money market", "Savings",
                     "Time deposits"], "Total deposits", "a19", "p19"),
            *shares(["Noninterest-bearing demand", "Interest-bearing checking", "Money market", "Savings",
                     "Time deposits"], "Total deposits", "a18", "p18")],
    "t19": [q_(("Operating ratio", y), ("Operating expenses", y), ("Operating revenue", y)) for y in Y2] +
           [q_(("Adjusted operating ratio", y), ("Adjusted operating expenses", y),
               ("Revenue, excluding fuel surcharge", y)) for y in Y2],
    "t22": [*shares(["A++ or A+", "A", "A-", "Below A- or not rated"], "Gross reinsurance recoverables", "a19", "p19"),
            *shares(["A++ or A+", "A", "A-", "Below A- or not rated"], "Gross reinsurance recoverables", "a18", "p18")],
    "t26": [q_((r, "pct"), (r, "f19"), (r, "f18"), kind="pchg") for r in
            ["Undergraduate degree programs", "Graduate degree programs", "Doctoral programs",
             "Certificate and non-degree programs", "Total enrollment"]],
    "t28": [q_((("Hold percentage", "Table games:"), y), (("Win", "Table games:"), y), (("Drop", "Table games:"), y))
            for y in Y2] +
           [q_((("Hold percentage", "Slot machines:"), y), (("Win", "Slot machines:"), y),
               (("Handle", "Slot machines:"), y), 100, 2) for y in Y2],
    "t30": [q_(("Gearing ratio", y), ("Net debt", y), ("Total capital", y)) for y in Y2],
}



def find(doc: md.Doc, sel) -> md.Row:
    if isinstance(sel, str):
        return doc.find(sel)
    label, section, *nth = sel
    return doc.find(label, section, nth[0] if nth else None)


def coef(part):
    """(selector, coefficient): a part is a selector, or a pair of a selector and a number."""
    if isinstance(part, tuple) and len(part) == 2 and isinstance(part[1], (int, float)) and not isinstance(part[1], bool):
        return part[0], part[1]
    return part, 1


def check_sums(doc: md.Doc, page: "Page") -> tuple[int, int, list[str]]:
    """(relations, cells read, problems) for one table."""
    problems, n_rel, cells = [], 0, 0
    for kind, axis, total, parts in SUMS.get(doc.key[:3], []):
        if kind == "v":
            for col in axis:
                t = number(cell_text(page, find(doc, total), col))
                s = 0.0
                for p in parts:
                    sel, k = coef(p)
                    s += k * number(cell_text(page, find(doc, sel), col))
                cells += len(parts) + 1
                n_rel += 1
                if abs(t - s) > 1e-6:
                    problems.append(f"{doc.key}: {total!r} in {col!r} reads {t}, its parts add up to {s}")
        else:
            for sel_row in axis:
                row = find(doc, sel_row)
                t = number(cell_text(page, row, total))
                s = 0.0
                for p in parts:
                    col, k = coef(p)
                    s += k * number(cell_text(page, row, col))
                cells += len(parts) + 1
                n_rel += 1
                if abs(t - s) > 1e-6:
                    problems.append(f"{doc.key}: row {sel_row!r} column {total!r} reads {t}, its parts add up to {s}")
    return n_rel, cells, problems



def check_quotients(doc: md.Doc, page: "Page") -> tuple[int, list[str]]:
    """(relations, problems): each computed figure in QUOTIENTS, read from the page, equals its printed
    operands' quotient rounded to the printed decimals."""
    problems, n = [], 0
    for kind, res, num, den, factor, dec in QUOTIENTS.get(doc.key[:3], []):
        got = [number(cell_text(page, find(doc, sel), col)) for sel, col in (res, num, den)]
        r, a, b = got
        x = (a - b) / b * 100 if kind == "pchg" else a / b * factor
        n += 1
        if abs(round(x, dec) - r) > 1e-9:
            problems.append(f"{doc.key}: {res} reads {r}, but {num} / {den} gives {x:.4f}")
    return n, problems

FIELDS = ["id", "question", "category", "answer", "evidence", "source", "hard_cases", "derivation", "answer_type",
          "answer_from", "context"]
ANSWER_FIELDS = ["kind", "value", "raw", "unit", "scale", "conditions"]


def record_problems(records: list[dict]) -> list[str]:
    """Answer objects of the forms score.py grades: kind number / text / list / none; a number's value a
    JSON number whose raw (a printed cell or the rounded result) reads back as the same number, with
    score.py's own parser, or whose raw is the value; unit "%" (scale 1) or null; scale 1000, 1e6, 1e9,
    1 (percentages) or null; a list's items numbers or strings; none with null value, raw, unit, scale."""
    import importlib.util
    spec = importlib.util.spec_from_file_location("score", SCORE)
    score = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(score)
    out = []
    for q in records:
        a, i = q["answer"], q["id"]
        if a["kind"] not in ("number", "text", "list", "none"):
            out.append(f"{i}: answer kind {a['kind']!r}")
        if a["unit"] not in (None, "%") or (a["unit"] == "%" and a["scale"] != 1) or \
                a["scale"] not in (None, 1, 1000, 1_000_000, 1_000_000_000):
            out.append(f"{i}: unit {a['unit']!r} / scale {a['scale']!r}")
        if a["kind"] == "number":
            ok = isinstance(a["value"], (int, float)) and not isinstance(a["value"], bool)
            back = score.to_number(a["raw"])
            if not ok or back is None or abs(back - a["value"]) > 1e-9 * max(1, abs(a["value"])):
                if not (q["answer_from"] == "text" and isinstance(a["raw"], str) and ok):
                    out.append(f"{i}: number value {a['value']!r} does not read back from raw {a['raw']!r}")
            if q["answer_from"] == "text" and score.match_number(a["value"] * (a["scale"] or 1), a["unit"], a["value"], a,
                                                                score.decimals_of(a)) != "scaled":
                out.append(f"{i}: a perfect prose answer would not be graded correct")
        elif a["kind"] == "list":
            if not a["value"] or not all(isinstance(x, (int, float, str)) for x in a["value"]):
                out.append(f"{i}: list items {a['value']!r}")
            for x, r in zip(a["value"], a["raw"]):
                if isinstance(x, (int, float)) and score.to_number(r) != x:
                    out.append(f"{i}: list item {x!r} does not read back from {r!r}")
        elif a["kind"] == "text":
            if not isinstance(a["value"], str) or not a["value"]:
                out.append(f"{i}: text value {a['value']!r}")
        elif any(a[k] is not None for k in ("value", "raw", "unit", "scale")) or q["category"] != "unanswerable":
            out.append(f"{i}: unanswerable record")
    return out


EXTRA_TERMS = ["Great Lakes Drivers", "Western Freight Employees", "Keystone Warehouse Workers", "Southern Cartage",
               "41-7702853", "93-6114027", "23-6520419", "58-6031866"]


def name_check(docs) -> tuple[list[str], list[str]]:
    """(terms checked, terms found) over bench/ (this set excepted), the corpus files and the corpus PDFs' text."""
    terms = sorted({d.company.split()[0] for d in docs}) + EXTRA_TERMS
    found = []
    corpus = Path("/work/shared/corpus")
    pdfs = sorted(corpus.rglob("*.pdf"))
    texts = [pdftotext(p, False).lower() for p in pdfs]
    for t in terms:
        r = subprocess.run(["grep", "-ril", "--exclude-dir=" + HERE.name, t, str(HERE.parent), str(corpus)],
                           capture_output=True, text=True)
        hits = [x for x in r.stdout.splitlines() if x]
        n_pdf = sum(1 for x in texts if t.lower() in x)
        if hits or n_pdf:
            found.append(f"{t} ({len(hits)} files, {n_pdf} corpus PDFs)")
    return terms, found


DOCS: Path | None = None


def main() -> int:
    global DOCS
    if len(sys.argv) > 2:
        print(__doc__, file=sys.stderr)
        return 2
    DOCS = Path(sys.argv[1]) if len(sys.argv) == 2 else None
    problems: list[str] = []
    with tempfile.TemporaryDirectory() as tmp:
        a, b = Path(tmp) / "a", Path(tmp) / "b"
        for out in (a, b):
            subprocess.run([sys.executable, str(HERE / "make_docs.py"), str(out)], check=True, capture_output=True)
        ha, hb = sha(a), sha(b)
        same = ha == hb and len(ha) == 30
        listing = hashlib.sha256("".join(f"{h}  {n}\n" for n, h in sorted(ha.items())).encode()).hexdigest()
        print(f"1. determinism: {len(ha)} PDFs, two builds identical: {same} (sha256 of the listing {listing[:12]}…)")
        if not same:
            problems.append("two builds differ")
        if DOCS is not None:
            expect = {d.pdf for d in md.documents()}
            missing = sorted(n for n in expect if not (DOCS / n).is_file())
            opened = 0
            for n in sorted(expect - set(missing)):
                try:
                    with pdfplumber.open(DOCS / n) as p:
                        opened += bool(p.pages[0].extract_words())
                except Exception as e:  # noqa: BLE001
                    problems.append(f"{DOCS / n}: does not open ({e})")
            differ = sorted(n for n in expect - set(missing) if hashlib.sha256((DOCS / n).read_bytes()).hexdigest() != ha.get(n))
            print(f"   {DOCS}: {len(expect) - len(missing)} of {len(expect)} PDFs present, {opened} open with text, "
                  f"{len(differ)} differ from the fresh build")
            problems += [f"{DOCS}: missing {n}" for n in missing] + [f"{DOCS}: {n} differs from a fresh build" for n in differ]

        docs = md.documents()
        looks = md.looks(docs)
        by_key = {d.key: d for d in docs}
        pages = {d.pdf: Page(a / d.pdf, d, looks[d.key]) for d in docs}
        multi = [n for n, p in pages.items() if p.n_pages != 1]
        print(f"2. pages: {len(pages)} PDFs, not one page: {multi or 'none'}")
        problems += [f"{n}: {pages[n].n_pages} pages" for n in multi]

        qs, refs, absent = mq.build()
        n_pos = 0
        for qid, cells in refs.items():
            q = next(x for x in qs if x["id"] == qid)
            raws = q["answer"]["raw"] if isinstance(q["answer"]["raw"], list) else [q["answer"]["raw"]]
            for (key, idx, col), raw in zip(cells, raws):
                d = by_key[key]
                why = pages[d.pdf].cell_ok(d.rows[idx], col, raw)
                if why:
                    problems.append(f"{qid}: {why}")
                n_pos += 1
        print(f"3. positions: {n_pos} gold cells of {len(refs)} questions printed on their row under their column")

        layout = {d.pdf: flat(pdftotext(a / d.pdf, True)) for d in docs}
        plain = {d.pdf: flat(pdftotext(a / d.pdf, False)) for d in docs}
        n_span = n_prose = 0
        for q in qs:
            if q["answer_type"] not in ("span", "multi-span") or q["id"] in refs:
                continue
            pdf, d = q["evidence"][0]["doc"], by_key[q["context"]]
            raws = q["answer"]["raw"] if isinstance(q["answer"]["raw"], list) else [q["answer"]["raw"]]
            for raw in raws:
                hit = flat(raw) in layout[pdf] or flat(raw) in plain[pdf]
                if q["answer_from"] == "text":
                    hit = hit and any(flat(raw) in flat(p) for p in d.prose)
                    n_prose += 1
                else:
                    n_span += 1
                if not hit:
                    problems.append(f"{q['id']}: {raw!r} not found in {pdf}")
        print(f"4. spans: {n_span} other table span items and {n_prose} prose golds found on their page")

        n_arith = n_count = n_fig = 0
        for q in qs:
            ans, der, page = q["answer"], q["derivation"], pages[q["evidence"][0]["doc"]]
            if q["answer_type"] == "arithmetic":
                x = eval(re.sub(r"(?<=\d),(?=\d{3})", "", der), {"__builtins__": {}})
                if q["category"] in ("percent_change", "ratio", "arithmetic_other") and ans["unit"] == "%":
                    x *= 100
                if abs(x - ans["value"]) > 0.005 + 1e-9:
                    problems.append(f"{q['id']}: derivation {der} = {x}, gold {ans['value']}")
                n_arith += 1
            elif q["answer_type"] == "count":
                items = der.split("##")
                if len(items) != ans["value"] or str(ans["value"]) != ans["raw"]:
                    problems.append(f"{q['id']}: count {ans['value']} but derivation lists {der}")
                for it in items:
                    if flat(it) not in layout[q["evidence"][0]["doc"]] and flat(it) not in plain[q["evidence"][0]["doc"]]:
                        problems.append(f"{q['id']}: counted item {it!r} not on the page")
                n_count += 1
            if q["answer_type"] in ("arithmetic", "span", "multi-span") and der:
                figs = figures_on_page(page.words)
                for tok in re.findall(r"\d[\d,]*(?:\.\d+)?", re.sub(r"\)\s*/\s*[\d,.]+", ")", der)):
                    if tok != "0" and tok not in figs:
                        problems.append(f"{q['id']}: derivation figure {tok} is not printed on the page")
                    n_fig += 1
        print(f"5. derivations: {n_arith} arithmetic golds and {n_count} counts agree with their derivations; "
              f"{n_fig} derivation figures all printed on their page")

        n_none = 0
        for q in qs:
            if q["answer"]["kind"] != "none":
                continue
            n_none += 1
            pdf = q["evidence"][0]["doc"]
            terms = absent.get(q["id"])
            if not terms or q["category"] != "unanswerable" or q["answer_type"] != "none":
                problems.append(f"{q['id']}: an unanswerable question needs absent terms and category unanswerable")
                continue
            for t in terms:
                if flat(t).lower() in layout[pdf].lower() or flat(t).lower() in plain[pdf].lower():
                    problems.append(f"{q['id']}: {t!r} is on the page, so the question may be answerable")
        print(f"6. unanswerable: {n_none} questions; none of the terms they need is on their page")

        n_rel = n_cells = 0
        for d in docs:
            r, c, why = check_sums(d, pages[d.pdf])
            n_rel, n_cells, problems = n_rel + r, n_cells + c, problems + why
        n_quo = 0
        for d in docs:
            k, why = check_quotients(d, pages[d.pdf])
            n_quo, problems = n_quo + k, problems + why
        print(f"7. sums read back: {n_rel} totals in {sum(1 for d in docs if d.key[:3] in SUMS)} tables "
              f"({n_cells} printed cells) add up; {n_quo} computed figures in "
              f"{sum(1 for d in docs if d.key[:3] in QUOTIENTS)} tables equal their operands' quotient")

        on_disk = [json.loads(line) for line in open(HERE / "questions.jsonl", encoding="utf-8")]
        if on_disk != json.loads(json.dumps(qs)):
            problems.append("questions.jsonl is not what make_questions.build() gives: rerun make_questions.py")
        for i, q in enumerate(on_disk, 1):
            if list(q) != FIELDS or list(q["answer"])[:6] != ANSWER_FIELDS or q["id"] != f"t5-{i:03d}" \
                    or q["source"] != "tatqa-style5" or q["evidence"] != [{"doc": by_key[q["context"]].pdf, "page": 1}]:
                problems.append(f"{q['id']}: record format")
        ids = [q["id"] for q in on_disk]
        if len(set(ids)) != len(ids) or len(ids) != 150:
            problems.append(f"ids: {len(ids)} records, {len(set(ids))} unique")
        problems += record_problems(on_disk)
        print(f"8. records: {len(on_disk)} records, {len(set(ids))} unique ids t5-001 … t5-{len(ids):03d} in order, "
              f"fields as the earlier tatqa-style sets', answers of score.py's forms, equal to make_questions.build()")

    r = subprocess.run([sys.executable, str(SCORE), "--self-test", "--questions", str(HERE / "questions.jsonl")],
                       capture_output=True, text=True)
    print("9. score.py --self-test:", "passed" if r.returncode == 0 else "FAILED")
    print("   " + r.stdout.strip().replace("\n", "\n   "))
    if r.returncode:
        problems.append("score.py --self-test failed")
    terms, found = name_check(md.documents())
    print(f"10. names: {len(terms)} names and terms checked against bench/ and the corpus "
          f"(files and PDF text): {'found: ' + ', '.join(found) if found else 'none found'}")
    problems += [f"name in use: {f}" for f in found]
    if problems:
        print("PROBLEMS:\n  " + "\n  ".join(problems))
        return 1
    print("all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
