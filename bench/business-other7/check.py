"""Checks for bench/business-other7 (run from /work/main with the project's venv):

    .venv/bin/python bench/business-other7/check.py

1. Determinism: make_docs.py is run twice into two temporary directories and the sha256 of every PDF
   compared; make_questions.py is run twice and questions.jsonl compared byte for byte.
2. Page counts: every document has 1 or 2 pages.
3. Evidence against the text layer (pdfplumber words), TABLE BY TABLE: a table's region on a page runs
   from its caption (make_docs.CAPTIONS; a table continued from the previous page starts at the top) to
   the next table's caption. For every evidence cell the cited page exists, the row label starts a cell
   (a line start, or a word after a gap, for the folded seed table) inside the region ("A > B": the
   first B below the section line A), and every word of the column path occurs in the table's region
   on that page or, for a continuation without a header, on the page where the table starts.
4. Single-cell lookups (lookup, lookup_header_path, transposed_lookup, multi_page_lookup,
   range_lookup): the gold's printed form is the word on the cited row's line nearest to the cited
   column header (in the table's region; for "A > B" a B under an A whose cell spans B's cell, the child
   cells being split into contiguous runs centred under the parent cells; for a continuation without a
   header, the header's position on the previous page).
   The check is itself tested by mutating evidence cells, each of which must fail.
5. Printed figures that derive from others, read back from the PDFs: Brigsteer's PP&E roll-forward
   (cost, depreciation, net book value, the Total column), statement of changes in equity (both years,
   the Total equity column) and maturity totals; Tuscarora's fiscal-year revenue, gross profit,
   operating income and net income (sums of the quarters) and every gross margin; Wernsdorf's totals,
   EBIT, profit before tax, every deviation (absolute and %) and the headcount table; Moxhay's new
   prices (old x (1 + increase), half up); Ebersthal's gross prices (net x 1.19); Gökçeova's box prices.
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
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

import pdfplumber

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import make_docs as d  # noqa: E402

PY = sys.executable
LOOKUPS = {"lookup", "lookup_header_path", "transposed_lookup", "multi_page_lookup", "range_lookup"}
GAP = 4.0  # points between two words that belong to different cells
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
        self.height = page.height

    @staticmethod
    def toks(ln) -> list[str]:
        return [w["text"] for w in ln]

    def starts(self, ln, i: int) -> bool:
        """Word i of the line starts a cell: the line starts there, or a gap wider than a space precedes it."""
        return i == 0 or ln[i]["x0"] - ln[i - 1]["x1"] > GAP

    def in_region(self, ln, reg) -> bool:
        return reg[0] - 0.5 <= ln[0]["top"] < reg[1]

    def cells(self, label: str, reg) -> list[tuple[list[dict], int, int]]:
        """(line, index, n words) where ``label`` starts a cell inside the region."""
        toks, out = label.split(), []
        for ln in self.lines:
            if not self.in_region(ln, reg):
                continue
            t = self.toks(ln)
            for i in range(len(t) - len(toks) + 1):
                if t[i:i + len(toks)] == toks and self.starts(ln, i):
                    out.append((ln, i, len(toks)))
        return out

    def row(self, spec: str, reg) -> list[tuple[list[dict], int, int]]:
        """Row candidates for an evidence row: a label, or "section > label" (the first label below the section)."""
        if " > " not in spec:
            return self.cells(spec, reg)
        sec, lab = spec.split(" > ", 1)
        out = []
        for sln, i, _ in self.cells(sec, reg):
            if i != 0 or len(sln) != len(sec.split()):
                continue  # a section heading is a line of its own
            below = [c for c in self.cells(lab, reg) if c[1] == 0 and c[0][0]["top"] > sln[0]["top"] + 1]
            if below:
                out.append(min(below, key=lambda c: c[0][0]["top"]))
        return out

    def find(self, phrase: str, reg) -> list[tuple[float, float, float, float]]:
        """Occurrences of a header phrase in the region, on one line or wrapped over two lines:
        (top of first line, top of last line, x0, x1)."""
        toks, out = phrase.split(), []
        lines = [ln for ln in self.lines if self.in_region(ln, reg)]
        for ln in lines:
            t = self.toks(ln)
            for i in range(len(t) - len(toks) + 1):
                if t[i:i + len(toks)] == toks:
                    out.append((ln[0]["top"], ln[0]["top"], ln[i]["x0"], ln[i + len(toks) - 1]["x1"]))
        for k in range(1, len(toks)):
            head, tail = toks[:k], toks[k:]
            for a in lines:
                ta = self.toks(a)
                for i in range(len(ta) - len(head) + 1):
                    if ta[i:i + len(head)] != head or (i + len(head) < len(ta) and
                                                       ta[i + len(head)] and not self.starts(a, i + len(head))):
                        continue
                    ax0, ax1 = a[i]["x0"], a[i + len(head) - 1]["x1"]
                    for b in lines:
                        if not 0 < b[0]["top"] - a[0]["top"] <= 14:
                            continue
                        tb = self.toks(b)
                        for j in range(len(tb) - len(tail) + 1):
                            if tb[j:j + len(tail)] != tail:
                                continue
                            bx0, bx1 = b[j]["x0"], b[j + len(tail) - 1]["x1"]
                            if abs((ax0 + ax1) / 2 - (bx0 + bx1) / 2) <= 30:
                                out.append((a[0]["top"], b[0]["top"], min(ax0, bx0), max(ax1, bx1)))
        return out

    def groups(self, top: float) -> list[tuple[float, float]]:
        """The cells (x0, x1) of the line at ``top``: words split where the gap is wider than a space."""
        ln = next(ln for ln in self.lines if abs(ln[0]["top"] - top) < 0.01)
        out = []
        for i, w in enumerate(ln):
            if out and not self.starts(ln, i):
                out[-1] = (out[-1][0], w["x1"])
            else:
                out.append((w["x0"], w["x1"]))
        return out

    def owner(self, child_top: float, child_centre: float, parent_top: float) -> tuple[float, float] | None:
        """The parent-line cell (x0, x1) that spans the child-line cell at ``child_centre``. Cells stacked over each
        other on the two lines (the two lines of one row-spanned header) are set aside; the remaining child cells
        are split into as many contiguous runs as there are parent cells, each run centred (midway between its
        first and last cell) as close as possible to its parent (least squares)."""
        cen = lambda g: (g[0] + g[1]) / 2  # noqa: E731
        P, C = self.groups(parent_top), self.groups(child_top)
        stacked_p = {i for i, g in enumerate(P) if any(abs(cen(g) - cen(h)) < 2 for h in C)}
        stacked_c = {j for j, h in enumerate(C) if any(abs(cen(g) - cen(h)) < 2 for g in P)}
        P = [g for i, g in enumerate(P) if i not in stacked_p]
        C = [h for j, h in enumerate(C) if j not in stacked_c]
        if not P or len(C) < len(P):
            return None

        def best(ci: int, pi: int) -> tuple[float, list[int]]:
            """Split C[ci:] over P[pi:]: (error, run lengths)."""
            if pi == len(P) - 1:
                run = C[ci:]
                return (cen(P[pi]) - (cen(run[0]) + cen(run[-1])) / 2) ** 2, [len(run)]
            out = (float("inf"), [])
            for k in range(1, len(C) - ci - (len(P) - pi - 1) + 1):
                run = C[ci:ci + k]
                e, rest = best(ci + k, pi + 1)
                e += (cen(P[pi]) - (cen(run[0]) + cen(run[-1])) / 2) ** 2
                if e < out[0]:
                    out = (e, [k] + rest)
            return out

        _, runs = best(0, 0)
        j = min(range(len(C)), key=lambda j_: abs(cen(C[j_]) - child_centre))
        for g, k in zip(P, runs):
            if j < k:
                return g
            j -= k
        return None

    def headers(self, path: str, reg) -> list[tuple[float, float, float, float]]:
        parts = [p.strip() for p in path.split(" > ")]
        child = self.find(parts[-1], reg)
        if len(parts) == 1:
            return child
        parents, out = self.find(parts[0], reg), []
        for c in child:
            for p in parents:
                if not 2 <= c[0] - p[1] <= 30:
                    continue
                g = self.owner(c[0], (c[2] + c[3]) / 2, p[1])
                if g is not None and g[0] <= p[3] and p[2] <= g[1]:
                    out.append(c)
                    break
        return out

    def words_in(self, reg) -> set[str]:
        return {w["text"] for ln in self.lines if self.in_region(ln, reg) for w in ln}


def load_pages(docdir: Path) -> dict[str, list[Page]]:
    out = {}
    for p in sorted(docdir.glob("*.pdf")):
        with pdfplumber.open(p) as pdf:
            out[p.name] = [Page(pg) for pg in pdf.pages]
    return out


def caption_top(pg: Page, prefix: str) -> float | None:
    toks = prefix.split()
    for ln in pg.lines:
        if Page.toks(ln)[:len(toks)] == toks:
            return ln[0]["top"]
    return None


def region(pages, doc: str, page: int, table: str) -> tuple[float, float]:
    """The table's region on the page: from its caption (or the top, for a continuation) to the next caption."""
    pg = pages[doc][page - 1]
    caps = d.CAPTIONS[doc]
    k = int(table[1:]) - 1
    tops = {j: caption_top(pg, c) for j, c in enumerate(caps)}
    start = tops[k] if tops[k] is not None else 0.0
    ends = [t for j, t in tops.items() if j != k and t is not None and t > start]
    return start, min(ends, default=pg.height)


def table_start_page(pages, doc: str, table: str) -> int:
    k = int(table[1:]) - 1
    return next(i + 1 for i, pg in enumerate(pages[doc]) if caption_top(pg, d.CAPTIONS[doc][k]) is not None)


def cell_value(pages, e: dict) -> str | None:
    """The printed value at the evidence cell: on the row line nearest below a header occurrence, the word
    after the row label nearest to that header's centre."""
    pg = pages[e["doc"]][e["page"] - 1]
    reg = region(pages, e["doc"], e["page"], e["table"])
    rows = pg.row(e["row"], reg)
    heads = pg.headers(e["column"], reg)
    if not heads and table_start_page(pages, e["doc"], e["table"]) < e["page"]:
        prev = e["page"] - 1  # a continuation without its header: the header's x position on the page before
        ppg = pages[e["doc"]][prev - 1]
        xs = ppg.headers(e["column"], region(pages, e["doc"], prev, e["table"]))
        heads = [(-1.0, -1.0, h[2], h[3]) for h in xs]
    best = None
    for ln, i, n in rows:
        top = ln[0]["top"]
        for h in heads:
            if h[1] < top and (best is None or top - h[1] < best[0]):
                best = (top - h[1], ln, i, n, h)
    if best is None:
        return None
    _, ln, i, n, h = best
    rest = ln[i + n:]
    if not rest:
        return None
    centre = (h[2] + h[3]) / 2
    return min(rest, key=lambda w: abs((w["x0"] + w["x1"]) / 2 - centre))["text"]


def check_evidence(pages, qs) -> int:
    n = 0
    for qq in qs:
        for e in qq["evidence"]:
            n += 1
            doc = pages.get(e["doc"])
            if doc is None or not 1 <= e["page"] <= len(doc):
                fail(f"{qq['id']}: no page {e['page']} in {e['doc']}")
                continue
            if not re.fullmatch(r"t\d+", e["table"]) or int(e["table"][1:]) > len(d.CAPTIONS[e["doc"]]):
                fail(f"{qq['id']}: no table {e['table']} in {e['doc']}")
                continue
            pg = doc[e["page"] - 1]
            reg = region(pages, e["doc"], e["page"], e["table"])
            if not pg.row(e["row"], reg):
                fail(f"{qq['id']}: row {e['row']!r} does not start a cell of {e['table']} on {e['doc']} p{e['page']}")
            words = pg.words_in(reg)
            start = table_start_page(pages, e["doc"], e["table"])
            if start < e["page"]:
                words |= doc[start - 1].words_in(region(pages, e["doc"], start, e["table"]))
            for part in e["column"].split(" > "):
                missing = [t for t in part.split() if t not in words]
                if missing:
                    fail(f"{qq['id']}: column words {missing} not in {e['table']} of {e['doc']} p{e['page']}")
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


# ----------------------------------------------------------------------------- figures read back
def num_en(s: str) -> Decimal:
    if s in ("–", "—"):
        return Decimal(0)
    neg = s.startswith("(") and s.endswith(")")
    x = Decimal(s.strip("()").replace(",", "").rstrip("%"))
    return -x if neg else x


def num_de(s: str) -> Decimal:
    return Decimal(s.replace(".", "").replace(",", "."))


def figures(pages, doc: str, page: int, table: str, row: str, k: int, parse=num_en) -> list[Decimal]:
    """The last k words of the row's line, parsed."""
    pg = pages[doc][page - 1]
    hits = []
    for ln, i, n in pg.row(row, region(pages, doc, page, table)):
        if len(ln) - i - n < k:
            continue
        try:
            hits.append([parse(w["text"]) for w in ln[-k:]])
        except ArithmeticError:
            continue  # a line of prose that starts with the label
    assert len(hits) == 1, (doc, table, row, len(hits))
    return hits[0]


def half_up(x: Decimal, q: str) -> Decimal:
    return x.quantize(Decimal(q), rounding=ROUND_HALF_UP)


def check_statements(pages) -> int:
    checks = 0

    def eq(a, b, what):
        nonlocal checks
        checks += 1
        if a != b:
            fail(f"figures do not agree: {what}: {a} != {b}")

    # Brigsteer: PP&E roll-forward (5 columns: four classes and Total)
    B = d.BR_DOC
    ppe = lambda r: figures(pages, B, 1, "t1", r, 5)  # noqa: E731
    co, ad, tr, cd, cc = (ppe(f"Cost > {r}") for r in ("At 1 January 2024", "Additions", "Transfers", "Disposals",
                                                      "At 31 December 2024"))
    do, ch, dd, dc = (ppe(f"Accumulated depreciation > {r}") for r in ("At 1 January 2024", "Charge for the year",
                                                                      "Disposals", "At 31 December 2024"))
    n24, n23 = ppe("Net book value > At 31 December 2024"), ppe("Net book value > At 31 December 2023")
    for i in range(5):
        eq(co[i] + ad[i] + tr[i] + cd[i], cc[i], f"Brigsteer cost roll col {i}")
        eq(do[i] + ch[i] + dd[i], dc[i], f"Brigsteer depreciation roll col {i}")
        eq(cc[i] - dc[i], n24[i], f"Brigsteer NBV 2024 col {i}")
        eq(co[i] - do[i], n23[i], f"Brigsteer NBV 2023 col {i}")
    for name, r in [("cost open", co), ("additions", ad), ("transfers", tr), ("cost disposals", cd), ("cost close", cc),
                    ("dep open", do), ("charge", ch), ("dep disposals", dd), ("dep close", dc), ("NBV 2024", n24),
                    ("NBV 2023", n23)]:
        eq(sum(r[:4]), r[4], f"Brigsteer PP&E Total {name}")
    # statement of changes in equity
    se = lambda r: figures(pages, B, 2, "t2", r, 5)  # noqa: E731
    moves = [m for m, _ in d.BR_EQ_MOVES["2023"]]
    bal = se("At 1 January 2023")
    for year in ("2023", "2024"):
        rows = [se(f"Year ended 31 December {year} > {m}") for m in moves]
        close = se(f"At 31 December {year}")
        for r in rows + [close]:
            eq(sum(r[:4]), r[4], f"Brigsteer SOCE Total equity {year}")
        for i in range(5):
            eq(bal[i] + sum(r[i] for r in rows), close[i], f"Brigsteer SOCE roll {year} col {i}")
        bal = close
    mat = {r: figures(pages, B, 2, "t3", r, 5) for r in ("Bank loans", "Lease liabilities", "Total")}
    for r, xs in mat.items():
        eq(sum(xs[:4]), xs[4], f"Brigsteer maturity {r} total")
    for i in range(5):
        eq(mat["Bank loans"][i] + mat["Lease liabilities"][i], mat["Total"][i], f"Brigsteer maturity Total col {i}")

    # Tuscarora: quarters (rows) add up to the fiscal years (Table 2); gross margins
    T = d.TD_DOC
    q = {lab: figures(pages, T, 1, "t1", lab, 6) for lab, *_ in d.TD_QUARTERS}
    fy = {lab: figures(pages, T, 1, "t2", lab, 3) for lab in ("Revenue", "Gross profit", "Operating income",
                                                             "Net income")}
    for col, lab in enumerate(("Revenue", "Gross profit", None, "Operating income", "Net income")):
        if lab is None:
            continue
        for j, year in ((1, "FY2024"), (2, "FY2025")):
            eq(sum(v[col] for k, v in q.items() if k.endswith(year)), fy[lab][j], f"Tuscarora {lab} {year}")
    for k, v in q.items():
        eq(half_up(v[1] / v[0] * 100, "0.1"), v[2], f"Tuscarora gross margin {k}")

    # Wernsdorf: Plan / Ist / deviation / % / prior year
    W = d.WK_DOC
    sgn = lambda s: num_de(s.lstrip("+"))  # noqa: E731
    w = {lab: figures(pages, W, 1, "t1", lab, 5, sgn) for lab, _ in d.WK_LAYOUT}
    for c in (0, 1, 4):
        eq(w["Umsatzerlöse Inland"][c] + w["Umsatzerlöse Export"][c], w["Umsatzerlöse gesamt"][c], f"Wernsdorf Umsatz {c}")
        eq(w["Umsatzerlöse gesamt"][c] - sum(w[k][c] for k in d.WK_COSTS), w["Betriebsergebnis (EBIT)"][c],
           f"Wernsdorf EBIT {c}")
        eq(w["Betriebsergebnis (EBIT)"][c] + w["Finanzergebnis"][c], w["Ergebnis vor Steuern"][c], f"Wernsdorf EBT {c}")
    for lab, v in w.items():
        eq(v[1] - v[0], v[2], f"Wernsdorf Abweichung {lab}")
        eq(half_up(v[2] / abs(v[0]) * 100, "0.1"), v[3], f"Wernsdorf Abweichung % {lab}")
    hc = {dep: figures(pages, W, 1, "t2", dep, 3, sgn) for dep, *_ in d.WK_HEADCOUNT + [("Gesamt",)]}
    for dep, v in hc.items():
        eq(v[1] - v[0], v[2], f"Wernsdorf Köpfe {dep}")
    for c in range(3):
        eq(sum(v[c] for k, v in hc.items() if k != "Gesamt"), hc["Gesamt"][c], f"Wernsdorf Köpfe Gesamt {c}")

    # Moxhay: new = old x (1 + increase), half up; Ebersthal: brutto = netto x 1.19; Gökçeova: box = m² x price
    for code, *_ in d.MX_ITEMS:
        o1, o2, n1, n2, inc = figures(pages, d.MX_DOC, 1, "t1", code, 5)
        for o, n in ((o1, n1), (o2, n2)):
            eq(half_up(o * (1 + inc / 100), "0.01"), n, f"Moxhay {code} new price")
    for _, items in d.EB_SECTIONS:
        for a, *_ in items:
            xs = figures(pages, d.EB_DOC, 1, "t1", a, 6, num_de)
            for j in range(3):
                eq(half_up(xs[2 * j] * Decimal("1.19"), "0.01"), xs[2 * j + 1], f"Ebersthal {a} brutto {j}")
    for _, items in d.GS_SECTIONS:
        for c, *_ in items:
            m2, p, box = figures(pages, d.GS_DOC, 1, "t1", c, 3, num_de)
            eq(half_up(m2 * p, "0.01"), box, f"Gökçeova {c} kutu fiyatı")
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
            if not 1 <= len(pg) <= 2:
                fail(f"{name}: {len(pg)} pages")
            for k, cap in enumerate(d.CAPTIONS[name]):
                if not any(caption_top(p, cap) is not None for p in pg):
                    fail(f"{name}: caption of t{k + 1} ({cap!r}) not found")
        print("pages: " + ", ".join(f"{k.split('_')[0]} {len(v)}" for k, v in pages.items()))
        qs = [json.loads(x) for x in qfile.read_text(encoding="utf-8").splitlines() if x.strip()]
        ids = [x["id"] for x in qs]
        if ids != [f"bo7-{i:03d}" for i in range(1, len(qs) + 1)] or len(qs) != 90:
            fail("ids are not bo7-001 ... bo7-090 in order")
        for x in qs:
            if x["answer"]["kind"] != "none" and not x["evidence"]:
                fail(f"{x['id']}: an answerable question without evidence")
            if x["answer"]["kind"] == "none" and x["category"] != "unanswerable":
                fail(f"{x['id']}: gold none outside the unanswerable category")
        n = check_evidence(pages, qs)
        print(f"evidence cells: {n} checked against the text layer, table by table")
        n, _ = check_lookups(pages, qs)
        print(f"single-cell lookups: {n} golds read back under their row and column")

        mutations = {  # id -> (evidence field, wrong value): each must make the read-back fail
            "bo7-001": ("column", "Cantlow Packaging"),                     # wrong supplier
            "bo7-008": ("column", "Until 30 June 2025 > 5,000 +"),          # wrong period, same tier label
            "bo7-016": ("column", "ab 10 VE > brutto"),                     # gross instead of net
            "bo7-037": ("page", 1),                                         # wrong page
            "bo7-045": ("column", "Flowers > Seeds"),                       # the other folded block
            "bo7-052": ("row", "Cost > At 31 December 2024"),               # repeated label, wrong section
            "bo7-054": ("row", "Year ended 31 December 2023 > Dividends paid"),  # the other year
            "bo7-061": ("column", "Gross profit"),                          # wrong measure
            "bo7-069": ("column", "Abweichung > absolut"),                  # absolute instead of %
            "bo7-030": ("table", "t2"),                                     # the business-card table
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

        marks = 0  # the cells a count or a list rests on hold what the question counts
        for x in qs:
            for e in x["evidence"]:
                v = cell_value(pages, e)
                if v is None:
                    fail(f"{x['id']}: nothing read back at {e}")
                elif e["column"].startswith("Colours > "):
                    marks += 1
                    if v != "•":
                        fail(f"{x['id']}: colour cell {e['row']} / {e['column']} reads {v!r}, not a dot")
                elif x["category"] == "count" and e["doc"] == d.EF_DOC:
                    marks += 1
                    if v not in ("no", "bid"):
                        fail(f"{x['id']}: {e} reads {v!r}, not 'no bid'")
        print(f"every evidence cell reads back a word; {marks} colour dots and 'no bid' cells confirmed")

        n = check_statements(pages)
        print(f"derived figures read back from the PDFs: {n} equalities checked")

    r = subprocess.run(["python3", "/work/shared/tools/score.py", "--self-test", "--questions", str(qfile)],
                       capture_output=True, text=True)
    print(r.stdout.strip())
    if r.returncode != 0:
        fail("score.py --self-test failed")
    print("ALL CHECKS PASSED" if not FAIL else f"{len(FAIL)} FAILURES")
    return 1 if FAIL else 0


if __name__ == "__main__":
    sys.exit(main())
