"""Checks of bench/tatqa-style4 (run after make_questions.py; needs poppler's pdftotext and pdfplumber).

    .venv/bin/python bench/tatqa-style4/check.py

1. Determinism: make_docs.py run twice into two fresh folders writes the same bytes (sha256 per file).
2. Every document is one page (the evidence pages say page 1).
3. Positions: every lookup gold that is a cell (and every item of a numeric multi-span gold) is printed,
   exactly as its ``raw``, on its row and under its column. With pdfplumber's words: the body rows'
   labels are found in order in the label column (a long label wraps over lines), the cell's words are
   on the line of the last line of its row label, inside the column's x-range, and the column's header
   text is printed above the first body row in the same x-range.
4. Spans: every other table span (a label, a year, a text cell) and every multi-span item occurs in the
   pdftotext text of its PDF; every prose-only gold occurs in the prose and on the page.
5. Derivations: every arithmetic gold equals its derivation evaluated (x 100 for a percent change or a
   share in percent) within 0.005; every figure in a derivation is a figure printed on the page; a
   count equals the number of items its derivation lists, and each item is on the page.
6. Unanswerable: every question with answer kind "none" names terms (a year, an item) that occur
   nowhere in the pdftotext text of its page.
7. Sums read back: the totals, subtotals, roll-forward balances and row totals listed in SUMS below are
   read from the rendered page (pdfplumber, the same row/column location as check 3) and equal the sum
   of their printed parts.
8. Records: every record has the fields of the earlier tatqa-style sets' records (plus none), ids t4-001 … in
   order, source "tatqa-style4"; questions.jsonl is what make_questions.build() gives.
9. ../shared/tools/score.py --self-test passes on questions.jsonl.
10. Names: no company name (its first word) nor the made-up programme code is found by grep -ril in
   bench/ (this folder excepted) or /work/shared/corpus, nor in the pdftotext text of the corpus PDFs.
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


Y2 = ["2020", "2019"]
Y3 = ["2020", "2019", "2018"]
YO = ["2018", "2019", "2020"]
SUMS = {
    "t01": [v(["tgt", "2020", "2019"], "Total", "U.S. equity securities", "International equity securities",
              "Fixed income securities", "Real estate", "Cash and cash equivalents")],
    "t02": [v(Y2, "Total long-lived assets", "United States", "Canada", "Mexico", "Europe", "Other")],
    "t03": [v(["r19", "fx", "ma", "org", "r20"], "Group", "Building Products", "Water Solutions", "Energy Services",
              "Specialty Coatings"),
            h(["Building Products", "Water Solutions", "Energy Services", "Specialty Coatings", "Group"], "r20",
              "r19", "fx", "ma", "org")],
    "t04": [v(["open", "cf", "nc", "close"], "Net cash", "Cash and cash equivalents", "Bank overdrafts"),
            v(["open", "cf", "nc", "close"], "Net debt", "Net cash", "Borrowings due within one year",
              "Borrowings due after one year", "Lease liabilities"),
            h(["Cash and cash equivalents", "Bank overdrafts", "Net cash", "Borrowings due within one year",
               "Borrowings due after one year", "Lease liabilities", "Net debt"], "close", "open", "cf", "nc")],
    "t06": [v(["am", "eu", "ap", "tot"], "Total impairment charges", "Operating lease right-of-use assets",
              "Store property and equipment", "Trade names", "Goodwill"),
            h(["Operating lease right-of-use assets", "Store property and equipment", "Trade names", "Goodwill",
               "Total impairment charges"], "tot", "am", "eu", "ap")],
    "t07": [v(YO, "Total selling, general and administrative expenses", "Salaries and benefits", "Sales commissions",
              "Advertising and marketing", "Professional fees", "Facilities and occupancy", "Other")],
    "t08": [v(Y3, "Balance at end of year", "Balance at beginning of year", "Provision for current year claims",
              "Change in estimate for prior year claims", "Claims paid"),
            v(Y3, "Balance at end of year", "Current portion (accrued liabilities)",
              "Long-term portion (other long-term liabilities)")],
    "t09": [v(Y3, "Total oncology collaboration", ("License revenue", None, 1), "Milestone revenue",
              "Research and development services"),
            v(Y3, "Total ophthalmology license", ("License revenue", None, 2), "Royalty revenue"),
            v(Y3, "Total collaboration revenue", "Total oncology collaboration", "Total ophthalmology license")],
    "t10": [v(Y2, "Total accounts receivable", "Billed receivables", "Unbilled receivables", "Other receivables"),
            v(Y2, "Accounts receivable, net", "Total accounts receivable", "Less: allowance for credit losses")],
    "t11": [v(Y2, "Total other long-term liabilities", "Environmental remediation", "Deferred compensation",
              "Long-term incentive plans", "Uncertain tax positions", "Asset retirement obligations", "Other")],
    "t12": [v(["p20", "p19"], "Total / weighted average", "North Ridge", "Ashby Flats", "Quarry Lake")],
    "t14": [v(YO, "Total (MBoe)", "Oil (MBbls)", "NGLs (MBbls)", ("Natural gas (MMcf)", 1 / 6))],
    "t16": [v(["n", "sf", "abr"], "Total", "Dallas", "Atlanta", "Phoenix", "Denver", "Charlotte")],
    "t17": [v(["eq", "fi", "ma", "alt", "tot"], "Net client flows", "Client inflows", "Client outflows"),
            v(["eq", "fi", "ma", "alt", "tot"], "Assets under management, December 31, 2020",
              "Assets under management, December 31, 2019", "Net client flows", "Market appreciation (depreciation)",
              "Foreign exchange"),
            h(["Assets under management, December 31, 2019", "Client inflows", "Client outflows", "Net client flows",
               "Market appreciation (depreciation)", "Foreign exchange", "Assets under management, December 31, 2020"],
              "tot", "eq", "fi", "ma", "alt")],
    "t18": [v(Y3, "Net additions", "Gross additions", "Disconnections"),
            v(Y3, "End of year", "Beginning of year", "Net additions")],
    "t19": [v(["2020", "2019"], "Total net premiums written", "Commercial property", "General liability",
              "Workers' compensation", "Commercial auto", "Specialty lines")],
    "t20": [v(Y3, "Gross investment income", "Fixed maturity securities", "Equity securities", "Mortgage loans",
              "Short-term investments and cash", "Other invested assets"),
            v(Y3, "Net investment income", "Gross investment income", "Investment expenses")],
    "t22": [v(Y2, "Total assets", "Cash and cash equivalents", "Investments in subsidiaries", "Due from subsidiaries",
              "Other assets"),
            v(Y2, "Total liabilities", "Accrued liabilities", "Long-term debt"),
            v(Y2, "Total liabilities and stockholders' equity", "Total liabilities", "Total stockholders' equity"),
            v(Y2, "Total liabilities and stockholders' equity", "Total assets")],
    "t23": [v(Y2, "Total assets", "Cash and restricted cash", "Accounts receivable", "Property, plant and equipment, net",
              "Other assets"),
            v(Y2, "Total liabilities", "Accounts payable and accrued liabilities", "Non-recourse project debt",
              "Other liabilities")],
    "t24": [v(Y2, "Balance at end of year", "Balance at beginning of year",
              "Net income (loss) attributable to noncontrolling interests", "Distributions to noncontrolling interests",
              "Contributions from noncontrolling interests", "Purchase of noncontrolling interests")],
    "t25": [v(Y2, "Ending balance", "Beginning balance", "Commissions capitalized", "Amortization", "Impairment"),
            v(Y2, "Ending balance", "Deferred commissions, current", "Deferred commissions, non-current")],
    "t26": [v(YO, "Total franchise revenues", "Royalties", "Advertising fund contributions",
              "Initial and renewal franchise fees", "Other franchise revenue")],
    "t27": [v(Y2, "Balance at end of year", "Balance at beginning of year", "Points earned by members",
              "Points redeemed", "Breakage recognized")],
    "t28": [v(["cb", "rb", "rt", "tot"], "Balance at December 31, 2019", "Balance at December 31, 2018",
              ("Provision related to current year sales", None, 1), ("Provision related to prior year sales", None, 1),
              ("Credits and payments", None, 1)),
            v(["cb", "rb", "rt", "tot"], "Balance at December 31, 2020", "Balance at December 31, 2019",
              ("Provision related to current year sales", None, 2), ("Provision related to prior year sales", None, 2),
              ("Credits and payments", None, 2)),
            h(["Balance at December 31, 2018", ("Provision related to current year sales", None, 1),
               ("Provision related to prior year sales", None, 1), ("Credits and payments", None, 1),
               "Balance at December 31, 2019", ("Provision related to current year sales", None, 2),
               ("Provision related to prior year sales", None, 2), ("Credits and payments", None, 2),
               "Balance at December 31, 2020"], "tot", "cb", "rb", "rt")],
    "t29": [v(Y3, "Total capital expenditures", "Network expansion", "Network maintenance",
              "Customer premises equipment", "Information technology and software", "Facilities and other")],
    "t30": [v(["2020", "2019", "chg"], "Total cost of revenues", "Materials", "Direct labor", "Manufacturing overhead",
              "Freight and distribution", "Warranty and other"),
            h(["Materials", "Direct labor", "Manufacturing overhead", "Freight and distribution", "Warranty and other",
               "Total cost of revenues"], "chg", "2020", ("2019", -1))],
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


FIELDS = ["id", "question", "category", "answer", "evidence", "source", "hard_cases", "derivation", "answer_type",
          "answer_from", "context"]
ANSWER_FIELDS = ["kind", "value", "raw", "unit", "scale", "conditions"]


EXTRA_TERMS = ["IW-317", "Elmstrand Rewards", "Ashby Flats", "Quarry Lake"]


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


def main() -> int:
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
                if q["category"] == "percent_change" or (q["category"] == "ratio" and ans["unit"] == "%"):
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
        print(f"7. sums read back: {n_rel} totals in {sum(1 for d in docs if d.key[:3] in SUMS)} tables "
              f"({n_cells} printed cells) add up")

        on_disk = [json.loads(line) for line in open(HERE / "questions.jsonl", encoding="utf-8")]
        if on_disk != json.loads(json.dumps(qs)):
            problems.append("questions.jsonl is not what make_questions.build() gives: rerun make_questions.py")
        for i, q in enumerate(on_disk, 1):
            if list(q) != FIELDS or list(q["answer"])[:6] != ANSWER_FIELDS or q["id"] != f"t4-{i:03d}" \
                    or q["source"] != "tatqa-style4" or q["evidence"] != [{"doc": by_key[q["context"]].pdf, "page": 1}]:
                problems.append(f"{q['id']}: record format")
        print(f"8. records: {len(on_disk)} records, fields as the earlier tatqa-style sets', ids in order, equal to make_questions.build()")

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
