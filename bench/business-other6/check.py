"""Checks for bench/business-other6 (run from /work/main with the project's venv):

    .venv/bin/python bench/business-other6/check.py

1. Determinism: make_docs.py is run twice into two temporary directories and the sha256 of every PDF
   compared; make_questions.py is run twice and questions.jsonl compared byte for byte.
2. Page counts: every document has 1 to 3 pages.
3. Evidence against the text layer (pdfplumber words): for every evidence cell, the cited page exists,
   the row label starts a line of that page, and every word of every part of the column path occurs
   on that page.
4. Single-cell lookups (lookup, lookup_header_path, transposed_lookup, multi_page_lookup,
   range_lookup): the gold's printed form is the value on the cited row's line nearest to the cited
   column header (the header occurrence nearest above the row; for "A > B", a B with an A on a line
   up to 30 pt above it). The check is itself tested by mutating evidence cells, each of which must fail.
5. Printed statements add up, read back from the PDFs: Pellowe's FY column is the sum of Q1..Q4 and
   its totals follow from their lines; Harlestone's cash-flow subtotals, closing cash, segment Group
   column and free cash flow.
6. /work/shared/tools/score.py --self-test on questions.jsonl.

Never runs or imports tabsql.
"""
from __future__ import annotations

import copy
import hashlib
import json
import re
import subprocess
import sys
import tempfile
from pathlib import Path

import pdfplumber

HERE = Path(__file__).resolve().parent
PY = sys.executable
LOOKUPS = {"lookup", "lookup_header_path", "transposed_lookup", "multi_page_lookup", "range_lookup"}
FAIL: list[str] = []


def fail(msg: str) -> None:
    FAIL.append(msg)
    print("FAIL", msg)


def build(out: Path) -> dict[str, str]:
    subprocess.run([PY, str(HERE / "make_docs.py"), str(out)], check=True)
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in sorted(out.glob("*.pdf"))}


# ----------------------------------------------------------------------------- text layer
class Page:
    def __init__(self, page):
        words = page.extract_words(keep_blank_chars=False)
        words.sort(key=lambda w: (w["top"], w["x0"]))
        lines: list[list[dict]] = []
        for w in words:
            if lines and abs(lines[-1][0]["top"] - w["top"]) <= 2.0:
                lines[-1].append(w)
            else:
                lines.append([w])
        self.lines = [sorted(ln, key=lambda w: w["x0"]) for ln in lines]
        self.words = {w["text"] for w in words}

    def text(self, line: list[dict]) -> str:
        return " ".join(w["text"] for w in line)

    def rows(self, label: str) -> list[tuple[list[dict], int]]:
        """Lines that start with ``label`` (whole words), with the number of label words."""
        n = len(label.split())
        return [(ln, n) for ln in self.lines
                if [w["text"] for w in ln[:n]] == label.split()]

    def find(self, phrase: str) -> list[tuple[float, float, float]]:
        """Occurrences of a phrase on one line: (top, x0, x1)."""
        toks, out = phrase.split(), []
        for ln in self.lines:
            t = [w["text"] for w in ln]
            for i in range(len(t) - len(toks) + 1):
                if t[i:i + len(toks)] == toks:
                    out.append((ln[i]["top"], ln[i]["x0"], ln[i + len(toks) - 1]["x1"]))
        return out

    def headers(self, path: str) -> list[tuple[float, float, float]]:
        parts = [p.strip() for p in path.split(" > ")]
        child = self.find(parts[-1])
        if len(parts) == 1:
            return child
        parents = self.find(parts[0])
        return [c for c in child
                if any(3 <= c[0] - p[0] <= 30 and abs((c[1] + c[2]) / 2 - (p[1] + p[2]) / 2) <= 150
                       for p in parents)]


def load_pages(docdir: Path) -> dict[str, list[Page]]:
    out = {}
    for p in sorted(docdir.glob("*.pdf")):
        with pdfplumber.open(p) as pdf:
            out[p.name] = [Page(pg) for pg in pdf.pages]
    return out


def cell_value(pages: dict[str, list[Page]], e: dict) -> str | None:
    """The printed value at the evidence cell: on the row line nearest below a header occurrence, the word
    nearest to that header's centre."""
    pg = pages[e["doc"]][e["page"] - 1]
    best = None
    for ln, n in pg.rows(e["row"]):
        top = ln[0]["top"]
        for h in pg.headers(e["column"]):
            if h[0] < top and (best is None or top - h[0] < best[0]):
                best = (top - h[0], ln, n, h)
    if best is None:
        return None
    _, ln, n, h = best
    centre = (h[1] + h[2]) / 2
    rest = ln[n:]
    if not rest:
        return None
    w = min(rest, key=lambda w_: abs((w_["x0"] + w_["x1"]) / 2 - centre))
    return w["text"]


def check_evidence(pages, qs) -> int:
    n = 0
    for qq in qs:
        for e in qq["evidence"]:
            n += 1
            doc = pages.get(e["doc"])
            if doc is None or not 1 <= e["page"] <= len(doc):
                fail(f"{qq['id']}: no page {e['page']} in {e['doc']}")
                continue
            pg = doc[e["page"] - 1]
            if not pg.rows(e["row"]):
                fail(f"{qq['id']}: row {e['row']!r} does not start a line on {e['doc']} p{e['page']}")
            for part in e["column"].split(" > "):
                missing = [t for t in part.split() if t not in pg.words]
                if missing:
                    fail(f"{qq['id']}: column words {missing} not on {e['doc']} p{e['page']}")
    return n


def check_lookups(pages, qs, quiet: bool = False) -> tuple[int, list[str]]:
    n, bad = 0, []
    for qq in qs:
        a = qq["answer"]
        if qq["category"] not in LOOKUPS or a["kind"] == "none":
            continue
        n += 1
        got = cell_value(pages, qq["evidence"][0])
        if got != a["raw"]:
            bad.append(f"{qq['id']}: printed {got!r} at {qq['evidence'][0]}, gold raw {a['raw']!r}")
    if not quiet:
        for b in bad:
            fail(b)
    return n, bad


# ----------------------------------------------------------------------------- statements read back
def num_of(s: str) -> float:
    if s in ("–", "—"):
        return 0
    neg = s.startswith("(")
    body = s.strip("()").replace(",", "")
    x = float(body) if "." in body else int(body)
    return -x if neg else x


def row_numbers(pg: Page, label: str) -> list[int]:
    """The figures on the one line that is ``label`` followed by figures only."""
    fig = r"\(?[\d,]+(\.\d+)?\)?|[–—]"
    hits = [(ln, n) for ln, n in pg.rows(label) if ln[n:] and all(re.fullmatch(fig, w["text"]) for w in ln[n:])]
    assert len(hits) == 1, (label, len(hits))
    ln, n = hits[0]
    return [num_of(w["text"]) for w in ln[n:]]


def check_statements(pages) -> int:
    checks = 0

    def eq(a, b, what):
        nonlocal checks
        checks += 1
        if a != b:
            fail(f"statement does not add up: {what}: {a} != {b}")

    pw = pages["pellowe_instruments_fy2024_quarterly.pdf"][0]
    rows = ["Revenue", "Cost of revenue", "Gross profit", "Research and development",
            "Selling, general and administrative", "Amortization of intangibles", "Operating income",
            "Interest expense, net", "Income before income taxes", "Income tax expense", "Net income"]
    v = {r: row_numbers(pw, r)[:5] for r in rows}
    for r in rows:
        eq(sum(v[r][:4]), v[r][4], f"Pellowe {r} FY")
    for i in range(5):
        eq(v["Revenue"][i] + v["Cost of revenue"][i], v["Gross profit"][i], f"Pellowe gross profit col {i}")
        eq(v["Gross profit"][i] + v["Research and development"][i] + v["Selling, general and administrative"][i]
           + v["Amortization of intangibles"][i], v["Operating income"][i], f"Pellowe operating income col {i}")
        eq(v["Operating income"][i] + v["Interest expense, net"][i], v["Income before income taxes"][i],
           f"Pellowe pre-tax col {i}")
        eq(v["Income before income taxes"][i] + v["Income tax expense"][i], v["Net income"][i],
           f"Pellowe net income col {i}")

    hb = pages["harlestone_brewing_annual_report_2024.pdf"]
    cf = lambda r: row_numbers(hb[0], r)
    groups = [
        ("Cash generated from operations", ["Profit before tax", "Depreciation and amortisation", "Net finance costs",
                                            "Share-based payments", "(Increase)/decrease in inventories",
                                            "(Increase)/decrease in trade receivables",
                                            "Increase/(decrease) in trade payables"]),
        ("Net cash from operating activities", ["Cash generated from operations", "Interest paid", "Tax paid"]),
        ("Net cash used in investing activities", ["Purchase of property, plant and equipment",
                                                   "Purchase of intangible assets", "Proceeds from disposal of pubs",
                                                   "Acquisition of subsidiary, net of cash acquired",
                                                   "Interest received"]),
        ("Net cash used in financing activities", ["Dividends paid", "Drawdown of bank loans",
                                                   "Repayment of bank loans", "Principal element of lease payments",
                                                   "Purchase of own shares"]),
        ("Net increase in cash and cash equivalents", ["Net cash from operating activities",
                                                       "Net cash used in investing activities",
                                                       "Net cash used in financing activities"]),
        ("Cash and cash equivalents at 31 December", ["Cash and cash equivalents at 1 January",
                                                      "Net increase in cash and cash equivalents"]),
    ]
    for total, parts in groups:
        for i in range(2):
            eq(sum(cf(p)[i] for p in parts), cf(total)[i], f"Harlestone {total} col {i}")
    eq(cf("Cash and cash equivalents at 31 December")[1], cf("Cash and cash equivalents at 1 January")[0],
       "Harlestone 2023 closing = 2024 opening cash")
    seg = hb[1]
    for r in ["Revenue", "Adjusted EBITDA", "Depreciation and amortisation", "Operating profit", "Capital expenditure",
              "Segment assets"]:
        xs = row_numbers(seg, r)
        eq(sum(xs[:4]), xs[4], f"Harlestone segment {r} Group")
    op = row_numbers(seg, "Operating profit")[4]
    eq(op - cf("Net finance costs")[0], cf("Profit before tax")[0], "Harlestone group operating profit - finance = PBT")
    eq(-row_numbers(seg, "Depreciation and amortisation")[4], cf("Depreciation and amortisation")[0],
       "Harlestone segment D&A = cash-flow add-back")
    eq(-(cf("Purchase of property, plant and equipment")[0] + cf("Purchase of intangible assets")[0]),
       row_numbers(seg, "Capital expenditure")[4], "Harlestone capex = cash spent")
    fcf_parts = ["Net cash from operating activities", "Purchase of property, plant and equipment",
                 "Purchase of intangible assets", "Proceeds from disposal of pubs", "Principal element of lease payments"]
    fcf = row_numbers(seg, "Free cash flow")
    for i in range(2):
        eq(sum(cf(p)[i] for p in fcf_parts), fcf[i], f"Harlestone free cash flow col {i}")
    return checks


# ----------------------------------------------------------------------------- main
def main() -> int:
    with tempfile.TemporaryDirectory() as t:
        a, b = Path(t) / "a", Path(t) / "b"
        ha, hb = build(a), build(b)
        print(f"determinism: {len(ha)} PDFs, " + ("identical sha256" if ha == hb and len(ha) == 12 else "DIFFERENT"))
        if ha != hb or len(ha) != 12:
            fail("make_docs.py is not deterministic or did not write twelve PDFs")
        qfile = HERE / "questions.jsonl"
        subprocess.run([PY, str(HERE / "make_questions.py")], check=True, capture_output=True)
        h1 = hashlib.sha256(qfile.read_bytes()).hexdigest()
        subprocess.run([PY, str(HERE / "make_questions.py")], check=True, capture_output=True)
        h2 = hashlib.sha256(qfile.read_bytes()).hexdigest()
        print("questions.jsonl: " + ("byte-identical over two runs" if h1 == h2 else "DIFFERENT"))
        if h1 != h2:
            fail("make_questions.py is not deterministic")

        pages = load_pages(a)
        for name, pg in pages.items():
            if not 1 <= len(pg) <= 3:
                fail(f"{name}: {len(pg)} pages")
        print("pages: " + ", ".join(f"{k.split('_')[0]} {len(v)}" for k, v in pages.items()))
        qs = [json.loads(x) for x in qfile.read_text(encoding="utf-8").splitlines() if x.strip()]
        ids = [x["id"] for x in qs]
        if ids != [f"bo6-{i:03d}" for i in range(1, len(qs) + 1)]:
            fail("ids are not bo6-001 ... in order")
        for x in qs:
            if x["answer"]["kind"] != "none" and not x["evidence"]:
                fail(f"{x['id']}: an answerable question without evidence")
        n = check_evidence(pages, qs)
        print(f"evidence cells: {n} checked against the text layer")
        n, _ = check_lookups(pages, qs)
        print(f"single-cell lookups: {n} golds checked under their row and column")

        mutations = {  # id -> (evidence field, wrong value): each must make the position check fail
            "bo6-037": ("column", "Weekly hire rate by contract length (£) > 6–11 months"),
            "bo6-029": ("column", "Temporada > Alta"),
            "bo6-043": ("page", 1),
            "bo6-076": ("column", "SKA-16"),
            "bo6-068": ("column", "Wholesale"),
            "bo6-007": ("row", "D"),
            "bo6-015": ("column", "Prezzo energia (€/kWh) > F3"),
            "bo6-065": ("row", "Orders received ($000)"),
        }
        caught = 0
        for qid, (field, val) in mutations.items():
            mq = copy.deepcopy([x for x in qs if x["id"] == qid])
            mq[0]["evidence"][0][field] = val
            _, bad = check_lookups(pages, mq, quiet=True)
            caught += bool(bad)
            if not bad:
                fail(f"mutation of {qid} ({field} -> {val!r}) was not caught")
        print(f"mutation test: {caught}/{len(mutations)} wrong evidence cells caught")

        n = check_statements(pages)
        print(f"statements read back from the PDFs: {n} sums checked")

    r = subprocess.run(["python3", "/work/shared/tools/score.py", "--self-test", "--questions", str(qfile)],
                       capture_output=True, text=True)
    print(r.stdout.strip())
    if r.returncode != 0:
        fail("score.py --self-test failed")
    print("ALL CHECKS PASSED" if not FAIL else f"{len(FAIL)} FAILURES")
    return 1 if FAIL else 0


if __name__ == "__main__":
    sys.exit(main())
