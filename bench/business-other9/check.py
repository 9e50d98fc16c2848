"""Checks for bench/business-other9 (run from /work/main with the project's venv):

    .venv/bin/python bench/business-other9/check.py

1. Determinism: make_docs.py is run twice into two temporary directories and the sha256 of every PDF
   compared; make_questions.py is run twice and questions.jsonl compared byte for byte.
2. Every PDF opens (pdfplumber), has 1 or 2 pages as expected, and every table caption is found.
3. Record format: ids bo9-001 ... in order and unique, the keys and types of every record, categories
   and answer kinds from the business-dev vocabulary, hard cases from the MANIFEST's hard-case table,
   evidence with doc / page / table / row / column, `none` only for unanswerable questions.
4. Evidence against the text layer (pdfplumber words), TABLE BY TABLE: a table's region on a page runs
   from its caption (make_docs.CAPTIONS; a table continued on the next page starts at the top) to the
   next table's caption. For every evidence cell the cited page exists, the row label starts a cell
   inside the region ("A > B": the first B after A on A's line or below it), and every word of the
   column path occurs in the table's region.
5. Single-cell lookups (lookup, lookup_header_path, transposed_lookup, multi_page_lookup,
   range_lookup): the gold's printed form is the word on the cited row's line nearest to the cited
   column header (for "A > B" a B under an A whose cell spans B's cell). The check is itself tested by
   mutating evidence cells, each of which must fail.
6. Golds follow from the page text: every computed gold (sums, differences, products, ratios, percent
   changes, averages, counts, lists, arg-max/min, comparisons, cross-document figures) is recomputed
   from the words read back at its evidence cells (plus the rules the documents state in their text,
   written out below) and compared with the gold.
7. Printed figures that derive from others, read back from the PDFs: Hockerill's pence per unit and
   contiguous tiers, Ljungskile's subtotals and % of net sales, Harnhill's revenue totals, eliminations,
   group row and margins, Polstead's balances, Total and % of total rows, Oakhanger's rated torque and
   current, Crossrigg's payload and capacity.
8. Unanswerable questions: the term each rests on is absent from its document's text (or the cells are
   a dash / the band or MOQ rules it out); the question names the term.
9. Names: every fictional name used in the documents occurs in no file of bench/ outside this
   directory nor in /work/shared/corpus (grep -ril, counts only).
10. /work/shared/tools/score.py --self-test on questions.jsonl.

Never runs or imports tabsql. The text-layer code (Page, region, cell_value, the evidence and lookup
checks) is copied from bench/business-other8/check.py and adapted.
"""
from __future__ import annotations

import copy
import hashlib
import json
import math
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
LOCALE = {d.RA_DOC, d.LI_DOC}  # decimal commas
PAGES = {d.RA_DOC: 2, d.DW_DOC: 2}  # every other document has one page

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
        """Row candidates for an evidence row: a label, or "A > B": the first B that starts a cell after A on A's
        line or on a line below it (A starting its line: a section heading, or a product reference whose cell
        spans its tier rows)."""
        if " > " not in spec:
            return self.cells(spec, reg)
        sec, lab = spec.split(" > ", 1)
        out = []
        for sln, i, k in self.cells(sec, reg):
            if i != 0:
                continue
            top = sln[0]["top"]
            same = [c for c in self.cells(lab, reg) if c[0] is sln and c[1] >= i + k]
            below = [c for c in self.cells(lab, reg) if c[0][0]["top"] > top + 1]
            if same:
                out.append(min(same, key=lambda c: c[1]))
            elif below:
                out.append(min(below, key=lambda c: (c[0][0]["top"], c[1])))
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
        """The parent-line cell (x0, x1) that spans the child-line cell at ``child_centre``. This set's spanning
        parent headers are set FLUSH LEFT in their span (make_docs.py), so a parent's span starts at its first
        word and runs to the next cell on the parent line: the child belongs to the last parent-line cell that
        starts left of the child's centre, if the child's centre lies before the next parent-line cell starts.
        (Adapted from business-other8, whose least-squares split mis-assigned children under parents that span
        an odd number of columns or sit over right-aligned children.)"""
        P = self.groups(parent_top)
        left = [i for i, g in enumerate(P) if g[0] <= child_centre]
        if not left:
            return None
        i = left[-1]
        if i + 1 < len(P) and child_centre >= P[i + 1][0]:
            return None
        return P[i]

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
            # the row label nearest the start of its line first (a part number also printed in another row's
            # "Replaced by" cell is that other row's value, not its label), then the line nearest below the header
            if h[1] < top and (best is None or (i, top - h[1]) < (best[2], best[0])):
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
        if got != a["raw"] and not (got and "/" in got and a["raw"] in got.split("/")):
            bad.append(f"{qq['id']}: printed {got!r} at {qq['evidence'][0]}, gold raw {a['raw']!r}")
    if not quiet:
        for b in bad:
            fail(b)
    return n, bad


# ----------------------------------------------------------------------------- golds recomputed from the page
def val(word: str | None, doc: str) -> Decimal | None:
    """A read-back word as a number: brackets and a leading minus (- or the true minus −) negative, '–' nil, '—'
    (not offered) none, £ € % stripped, decimal commas in the Portuguese and Swedish documents."""
    if word is None:
        return None
    w = word.strip()
    if w == "–":
        return Decimal(0)
    neg = w.startswith("(") and w.endswith(")")
    w = w.strip("()").lstrip("£€").rstrip("%")
    if w[:1] in ("−", "-"):
        neg, w = True, w[1:]
    w = w.replace(",", ".") if doc in LOCALE else w.replace(",", "")
    try:
        x = Decimal(w)
    except ArithmeticError:
        return None
    return -x if neg else x


def pc_(new, old) -> Decimal:
    return (Decimal(new) / Decimal(old) - 1) * 100


def arg(E, V, pick, key="row"):
    """The evidence row (or column) of the unique max / min value (cells that read no number left out)."""
    xs = [(e, v) for e, v in zip(E, V) if v is not None]
    best = pick(v for _, v in xs)
    hits = [e[key] for e, v in xs if v == best]
    assert len(hits) == 1, hits
    return hits[0]


def last(path: str) -> str:
    return path.split(" > ")[-1]


def first(path: str) -> str:
    return path.split(" > ")[0]


def hw_delivery(goods: Decimal) -> Decimal:
    """Hockerill's text: free delivery from £150.00 (goods ex VAT), else £9.95 a drop."""
    return Decimal(0) if goods >= Decimal("150") else Decimal("9.95")


def ra_order(goods: Decimal) -> Decimal:
    """Alvaiázere's text: shipping 15,00 € below 250,00 € of goods, IVA 23 % on goods and shipping."""
    return (goods + (Decimal(0) if goods >= 250 else Decimal(15))) * Decimal("1.23")


def kit_contents(pages, kit: str) -> list[tuple[str, int]]:
    """The kit's contents as printed on its row: 'DWP-1049 × 2, DWP-1060 × 1, ...'."""
    pg = pages[d.DW_DOC][1]
    (ln, i, n), = pg.row(kit, region(pages, d.DW_DOC, 2, "t4"))
    txt = " ".join(w["text"] for w in ln)
    return [(p, int(k)) for p, k in re.findall(r"(DWP-\d+) × (\d+)", txt)]


def sk_w(V, E, pages) -> Decimal:
    qty = dict(kit_contents(pages, "SK-W"))
    assert [e["row"] for e in E[1:]] == list(qty), (E, qty)
    return sum(qty[e["row"]] * v for e, v in zip(E[1:], V[1:])) - V[0]


def per_m2(V, E):
    """Full-day hire per m²: evidence in (size, full day) pairs per room; the room of the maximum."""
    r = {E[k]["row"]: V[k + 1] / V[k] for k in range(0, len(E), 2)}
    top = max(r, key=r.get)
    assert sorted(r.values())[-2] < r[top]
    return top


RECOMPUTE = {  # id -> (a phrase the question must contain, fn(V numbers, W words, E evidence, pages))
    "bo9-004": ("24 oz", lambda V, W, E, P: 12 * V[0] + 12 * V[1] + hw_delivery(12 * V[0] + 12 * V[1])),
    "bo9-005": ("single case", lambda V, W, E, P: sum(1 for v in V if v > 1)),
    "bo9-006": ("82,000", lambda V, W, E, P: 82_000 * V[0] / 100),
    "bo9-009": ("18,400 kWh", lambda V, W, E, P: (365 * V[0] + 18_400 * (V[1] + Decimal(str(d.ME_CCL)))) / 100),
    "bo9-010": ("70,000 kWh", lambda V, W, E, P: (365 * V[0] + 70_000 * V[1] + 28_000 * V[2]) / 100),
    "bo9-011": ("three-year fix save", lambda V, W, E, P: V[0] - V[1]),
    "bo9-012": ("band 1 flexible", lambda V, W, E, P: pc_(V[0], V[1])),
    "bo9-013": ("lowest day unit rate", lambda V, W, E, P: last(arg(E, V, min, "column"))),
    "bo9-014": ("band 2 on a two-year fix", lambda V, W, E, P:
                "Band 2 on a two-year fix" if V[0] < V[1] else "Band 3 on flexible"),
    "bo9-016": ("at least 50", lambda V, W, E, P: [e["row"] for e, v in zip(E, V) if v is not None and v >= 50]),
    "bo9-018": ("24-hour package", lambda V, W, E, P: 62 * V[0] * (1 + Decimal(d.EH_VAT) / 100)),
    "bo9-019": ("Per square metre", lambda V, W, E, P: per_m2(V, E)),
    "bo9-022": ("£150,000", lambda V, W, E, P: 150 * V[0]),
    "bo9-023": ("£120,000", lambda V, W, E, P: max(120 * V[0], Decimal(str(d.TA_MIN_PREMIUM)))),
    "bo9-024": ("£80,000", lambda V, W, E, P: 80 * V[0] * (1 + Decimal(d.TA_IPT) / 100)),
    "bo9-025": ("how many times", lambda V, W, E, P: V[0] / V[1]),
    "bo9-027": ("above £2.00", lambda V, W, E, P: sum(1 for v in V if v > 2)),
    "bo9-033": ("methanol", lambda V, W, E, P: pc_(V[0] / 5, V[1] / 1)),
    "bo9-034": ("6.1", lambda V, W, E, P: [e["row"] for e, w in zip(E, W) if w == "6.1"]),
    "bo9-035": ("Encomenda", lambda V, W, E, P: ra_order(4 * V[0] + 2 * V[1])),
    "bo9-036": ("cheapest in the 1 kg", lambda V, W, E, P: arg(E, V, min)),
    "bo9-039": ("SK-W", lambda V, W, E, P: sk_w(V, E, P)),
    "bo9-040": ("superseded", lambda V, W, E, P: sum(1 for w in W if w == "Superseded")),
    "bo9-041": ("most expensive part", lambda V, W, E, P: arg(E, V, max)),
    "bo9-042": ("DW-700 only", lambda V, W, E, P: [e["row"] for e, w in zip(E, W) if w == "DW-700"]),
    "bo9-046": ("grow in 2025", lambda V, W, E, P: pc_(V[0], V[1])),
    "bo9-047": ("effective tax rate", lambda V, W, E, P: -V[0] / V[1] * 100),
    "bo9-048": ("operating margin highest", lambda V, W, E, P: first(arg(E, V, max, "column"))),
    "bo9-049": ("On average", lambda V, W, E, P: sum(V) / len(V)),
    "bo9-052": ("Rail Services", lambda V, W, E, P: pc_(V[0], V[1])),
    "bo9-053": ("highest margin", lambda V, W, E, P: arg(E, V, max)),
    "bo9-055": ("above 10%", lambda V, W, E, P: sum(1 for v in V if v > 10)),
    "bo9-056": ("Combined capital", lambda V, W, E, P: sum(V)),
    "bo9-057": ("Building Products", lambda V, W, E, P: V[0] - V[1]),
    "bo9-059": ("Tarlscough", lambda V, W, E, P: sum(V)),
    "bo9-060": ("owe the most", lambda V, W, E, P: arg(E, V, max)),
    "bo9-061": ("credit limit", lambda V, W, E, P: [E[k]["row"] for k in range(0, len(E), 2) if V[k + 1] > V[k]]),
    "bo9-062": ("percentage of Polstead", lambda V, W, E, P: (V[0] - V[1]) / V[0] * 100),
    "bo9-063": ("60 days", lambda V, W, E, P: sum(1 for k in range(0, len(V), 2) if V[k] > 0 or V[k + 1] > 0)),
    "bo9-067": ("starting current", lambda V, W, E, P: V[0] * V[1]),
    "bo9-069": ("11 kW 4-pole", lambda V, W, E, P: V[0] - V[1]),
    "bo9-070": ("flange", lambda V, W, E, P: V[0] * (1 + Decimal(d.OD_B5_SURCHARGE) / 100)),
    "bo9-071": ("less than 30 kg", lambda V, W, E, P: sum(1 for v in V if v < 30)),
    "bo9-072": ("half load", lambda V, W, E, P: arg(E, V, max)),
    "bo9-075": ("more payload", lambda V, W, E, P: V[0] - V[1]),
    "bo9-077": ("200 days", lambda V, W, E, P: 2 * 200 * V[0] + 2 * 2 * Decimal(str(d.CC_DELIVERY))),
    "bo9-078": ("cubic capacity", lambda V, W, E, P: pc_(V[0], V[1])),
    "bo9-082": ("6,400 mono", lambda V, W, E, P:
                V[0] + (max(0, 6_400 - V[1]) * V[3] + max(0, 1_350 - V[2]) * V[4]) / 100),
    "bo9-083": ("60-month agreement", lambda V, W, E, P: pc_(V[0], V[1])),
    "bo9-084": ("secure print release", lambda V, W, E, P:
                arg([e for e, w in zip(E[:4], W[:4]) if w == "Yes"], V[4:], min, "column")),
    "bo9-085": ("whole term", lambda V, W, E, P: 36 * (V[0] + V[1])),
    "bo9-087": ("4,000 hours", lambda V, W, E, P: V[1] / (V[0] / 100) * 4_000 * V[2] / 100),
    "bo9-088": ("higher operating margin", lambda V, W, E, P:
                "Ljungskile Industri" if V[0] > V[1] else "Harnhill Group"),
    "bo9-089": ("grew faster", lambda V, W, E, P:
                "Ljungskile Industri" if pc_(V[0], V[1]) > pc_(V[2], V[3]) else "Harnhill Group"),
    "bo9-090": ("how many motors", lambda V, W, E, P: math.floor(V[0] / V[1])),
}


def check_recompute(pages, qs) -> int:
    n = 0
    byid = {x["id"]: x for x in qs}
    for qid, (word, fn) in RECOMPUTE.items():
        x = byid[qid]
        if word.lower() not in x["question"].lower():
            fail(f"{qid}: recompute rule does not fit the question ({word!r} not in it)")
            continue
        W = [cell_value(pages, e) for e in x["evidence"]]
        V = [val(w, e["doc"]) for w, e in zip(W, x["evidence"])]
        try:
            got = fn(V, W, x["evidence"], pages)
        except Exception as exc:  # noqa: BLE001
            fail(f"{qid}: recompute raised {exc!r} on {W}")
            continue
        a = x["answer"]
        if a["kind"] == "number":
            g = Decimal(repr(a["value"]))
            tol = Decimal(repr(a.get("tolerance") or 0)) or (
                Decimal(5) / 10 ** (a["decimals"] + 1) if a.get("decimals") is not None else Decimal("0.006"))
            ok = abs(Decimal(got) - g) <= tol + Decimal("1e-9")
        elif a["kind"] == "list":
            ok = sorted(got) == sorted(a["value"])
        else:
            ok = got == a["value"] or got in a.get("aliases", [])
        n += 1
        if not ok:
            fail(f"{qid}: recomputed {got} from the page, gold {a['value']}")
    computed = {x["id"] for x in qs if x["category"] not in LOOKUPS | {"unanswerable"}}
    missing = computed - set(RECOMPUTE)
    if missing:
        fail(f"computed golds without a recompute rule: {sorted(missing)}")
    extra = set(RECOMPUTE) - computed
    if extra:
        fail(f"recompute rules for questions that are not computed: {sorted(extra)}")
    return n


# ----------------------------------------------------------------------------- figures read back
def half_up(x: Decimal, q: str) -> Decimal:
    return x.quantize(Decimal(q), rounding=ROUND_HALF_UP)


def cv(pages, doc: str, table: str, row: str, col: str, page: int = 1) -> Decimal | None:
    return val(cell_value(pages, {"doc": doc, "page": page, "table": table, "row": row, "column": col}), doc)


def check_statements(pages) -> int:
    checks = 0

    def eq(a, b, what):
        nonlocal checks
        checks += 1
        if a is None or b is None or a != b:
            fail(f"figures do not agree: {what}: {a} != {b}")

    # Hockerill: pence per unit = price per case / units x 100; tiers contiguous (To + 1 = next From)
    H = d.HW_DOC
    for code, _, units, moq, tiers in d.HW_ITEMS:
        u = cv(pages, H, "t1", code, "Units per case")
        eq(u, Decimal(units), f"Hockerill {code} units per case")
        eq(cv(pages, H, "t1", code, "MOQ (cases)"), Decimal(moq), f"Hockerill {code} MOQ")
        prev_to = None
        for lo, hi, _ in tiers:
            row = f"{code} > {lo:,}"
            price = cv(pages, H, "t1", row, "Price per case (£)")
            eq(half_up(price * 100 / u, "0.01"), cv(pages, H, "t1", row, "Per unit (p)"), f"Hockerill {row} pence")
            to = cv(pages, H, "t1", row, "Cases ordered > To")
            if prev_to is not None:
                eq(prev_to + 1, Decimal(lo), f"Hockerill {row} contiguous")
            prev_to = to

    # Ljungskile: subtotals and % of net sales, per year
    L = d.LI_DOC
    years = d.LI_YEARS
    for y in years:
        g = {lab: cv(pages, L, "t1", lab, f"{y} > Mkr") for lab, _ in d.LI_LAYOUT}
        eq(g["Nettoomsättning"] + g["Kostnad för sålda varor"], g["Bruttoresultat"], f"Ljungskile {y} brutto")
        eq(g["Bruttoresultat"] + g["Försäljningskostnader"] + g["Administrationskostnader"]
           + g["Forsknings- och utvecklingskostnader"] + g["Övriga rörelseintäkter"] + g["Övriga rörelsekostnader"],
           g["Rörelseresultat"], f"Ljungskile {y} rörelseresultat")
        eq(g["Rörelseresultat"] + g["Finansiella intäkter"] + g["Finansiella kostnader"], g["Resultat före skatt"],
           f"Ljungskile {y} resultat före skatt")
        eq(g["Resultat före skatt"] + g["Skatt"], g["Årets resultat"], f"Ljungskile {y} årets resultat")
        for lab, _ in d.LI_LAYOUT:
            eq(half_up(g[lab] / g["Nettoomsättning"] * 100, "0.1"), cv(pages, L, "t1", lab, f"{y} > %"),
               f"Ljungskile {y} {lab} %")

    # Harnhill: total = external + inter-segment; eliminations = - sum of inter-segment; group = column sums; margins
    G = d.HG_DOC
    for t in ("t1", "t2"):
        rows = list(d.HG_SEGMENTS) + ["Central costs", "Eliminations", "Group"]
        cols = {"ext": "Revenue > External", "inter": "Revenue > Inter-segment", "tot": "Revenue > Total",
                "aop": "Adjusted operating profit", "capex": "Capital expenditure", "fte": "Employees (FTE)",
                "m": "Margin (%)"}
        v = {r: {k: cv(pages, G, t, r, c) for k, c in cols.items()} for r in rows}
        for s in d.HG_SEGMENTS:
            eq(v[s]["ext"] + v[s]["inter"], v[s]["tot"], f"Harnhill {t} {s} total revenue")
            eq(half_up(v[s]["aop"] / v[s]["tot"] * 100, "0.1"), v[s]["m"], f"Harnhill {t} {s} margin")
        eq(-sum(v[s]["inter"] for s in d.HG_SEGMENTS), v["Eliminations"]["inter"], f"Harnhill {t} eliminations")
        for k in ("ext", "tot", "aop", "capex"):
            eq(sum(v[r][k] for r in rows[:-1]), v["Group"][k], f"Harnhill {t} group {k}")
        eq(sum(v[r]["fte"] for r in rows[:5]), v["Group"]["fte"], f"Harnhill {t} group FTE")
        eq(half_up(v["Group"]["aop"] / v["Group"]["tot"] * 100, "0.1"), v["Group"]["m"], f"Harnhill {t} group margin")

    # Polstead: balance = sum of buckets; Total row; % of total
    P = d.PF_DOC
    bcols = ["Not yet due (£)"] + [f"Overdue (£) > {b}" for b in d.PF_BUCKETS[1:]]
    sup = [s for s, *_ in d.PF_SUPPLIERS]
    v = {s: [cv(pages, P, "t1", s, c) for c in bcols + ["Balance (£)"]] for s in sup + ["Total"]}
    for s in sup + ["Total"]:
        eq(sum(v[s][:-1]), v[s][-1], f"Polstead {s} balance")
    for i in range(len(bcols) + 1):
        eq(sum(v[s][i] for s in sup), v["Total"][i], f"Polstead Total column {i}")
        eq(half_up(v["Total"][i] / v["Total"][-1] * 100, "0.1"),
           cv(pages, P, "t1", "% of total", (bcols + ["Balance (£)"])[i]), f"Polstead % of total {i}")

    # Oakhanger: Tn = 9550 P / n (1 dp); In = P / (sqrt 3 x 400 x eff x pf), 2 dp below 10 A, else 1 dp
    O = d.OD_DOC
    for sec, rows_ in d.OD_POLES:
        for r in rows_:
            t = r[0]
            kw, rpm = cv(pages, O, "t1", t, "Output (kW)"), cv(pages, O, "t1", t, "Speed (rpm)")
            eff, pf = cv(pages, O, "t1", t, "Efficiency (%) > 4/4"), cv(pages, O, "t1", t, "Power factor")
            eq(half_up(9550 * kw / rpm, "0.1"), cv(pages, O, "t1", t, "Tn (Nm)"), f"Oakhanger {t} Tn")
            i_n = kw * 1000 / (Decimal(3).sqrt() * 400 * eff / 100 * pf)
            eq(half_up(i_n, "0.01" if i_n < 10 else "0.1"), cv(pages, O, "t1", t, "In at 400 V (A)"),
               f"Oakhanger {t} In")

    # Crossrigg: payload = max gross - tare; capacity = L x W x H (m³, 1 dp)
    C = d.CC_DOC
    for t, *_ in d.CC_TYPES:
        g = {k: cv(pages, C, "t1", t, c) for k, c in
             (("L", "Internal dimensions (mm) > Length"), ("W", "Internal dimensions (mm) > Width"),
              ("H", "Internal dimensions (mm) > Height"), ("tare", "Tare (kg)"), ("gross", "Max. gross (kg)"),
              ("pay", "Payload (kg)"), ("cap", "Capacity (m³)"))}
        eq(g["gross"] - g["tare"], g["pay"], f"Crossrigg {t} payload")
        if g["cap"] is not None:
            eq(half_up(g["L"] * g["W"] * g["H"] / 10 ** 9, "0.1"), g["cap"], f"Crossrigg {t} capacity")
    return checks


# ----------------------------------------------------------------------------- unanswerables and names
ABSENT = {  # id -> (document, words the question names and the document must not contain)
    "bo9-050": (d.LI_DOC, ["2022"]),
    "bo9-065": (d.PF_DOC, ["31 August", "August"]),
    "bo9-079": (d.CC_DOC, ["53'"]),
    "bo9-086": (d.IP_DOC, ["24-month"]),
}


def check_unanswerable(docdir: Path, pages, qs) -> int:
    byid = {x["id"]: x for x in qs}
    none_ids = {x["id"] for x in qs if x["answer"]["kind"] == "none"}
    n = 0

    def need(qid: str, cond: bool, what: str) -> None:
        nonlocal n
        n += 1
        if not cond:
            fail(f"{qid}: {what}")

    for qid, (doc, terms) in ABSENT.items():
        with pdfplumber.open(docdir / doc) as pdf:
            txt = " ".join(p.extract_text() or "" for p in pdf.pages).lower()
        for t in terms:
            need(qid, t.lower() in byid[qid]["question"].lower() or t == "August", f"the question does not name {t!r}")
            need(qid, t.lower() not in txt, f"{t!r} occurs in {doc}")
    # Hockerill single case: MOQ 2 and the first tier starts at 2
    need("bo9-007", "one case" in byid["bo9-007"]["question"], "the question does not ask for one case")
    need("bo9-007", cv(pages, d.HW_DOC, "t1", "HW-4410", "MOQ (cases)") == 2, "HW-4410 MOQ is not 2")
    # Kirkby boardroom: a dash
    need("bo9-020", cell_value(pages, {"doc": d.EH_DOC, "page": 1, "table": "t1", "row": "Kirkby Ballroom",
                                       "column": "Capacity by layout (people) > Boardroom"}) == "—",
         "Kirkby Ballroom boardroom cell is not a dash")
    # Trethowan 67: the last band ends at 64 and the text says cover ends at 65
    with pdfplumber.open(docdir / d.TA_DOC) as pdf:
        txt = pdf.pages[0].extract_text()
    need("bo9-028", "67" in byid["bo9-028"]["question"] and "65th birthday" in txt and "67" not in txt,
         "age 67 is not ruled out")
    need("bo9-028", pages[d.TA_DOC][0].row("60–64", region(pages, d.TA_DOC, 1, "t1")) != [], "no 60–64 band")
    # Dunkeswell DWP-2060: no price, no replacement
    for col in ("Price (£)", "Replaced by"):
        need("bo9-043", cell_value(pages, {"doc": d.DW_DOC, "page": 1, "table": "t2", "row": "DWP-2060",
                                           "column": col}) == "—", f"DWP-2060 {col} is not a dash")
    covered = set(ABSENT) | {"bo9-007", "bo9-020", "bo9-028", "bo9-043"}
    if covered != none_ids:
        fail(f"unanswerable ids {sorted(none_ids)} != checked {sorted(covered)}")
    return n


NAMES = ["Hockerill", "Marbury", "Ellingstring", "Trethowan", "Alvaiázere", "Alvaiazere", "Dunkeswell", "Ljungskile",
         "Harnhill", "Polstead", "Oakhanger", "Crossrigg", "Inkpen", "Brettenham", "Gwinear", "Kildwick", "Quernmore",
         "Ruthwell", "Saxlingham", "Tarlscough", "Wixoe"]


def check_names() -> None:
    bench = HERE.parent
    bad = 0
    for name in NAMES:
        hits = 0
        for root in [p for p in bench.iterdir() if p != HERE] + [Path("/work/shared/corpus")]:
            if not root.exists():
                continue
            r = subprocess.run(["grep", "-ril", name, str(root)], capture_output=True, text=True)
            hits += len([x for x in r.stdout.splitlines() if x])
        if hits:
            bad += 1
            fail(f"name {name} occurs in {hits} files outside this set")
    print(f"names: {len(NAMES)} fictional names, " + ("no hits outside bench/business-other9" if not bad else "HITS"))


# ----------------------------------------------------------------------------- record format
CATEGORIES = {"lookup", "lookup_header_path", "range_lookup", "argmin", "argmax", "compare_two", "difference",
              "percent_change", "sum", "average", "count", "filter_list", "cross_document", "transposed_lookup",
              "multi_page_lookup", "unanswerable", "product", "ratio"}
HARD = {"borderless", "vat_condition", "merged_cell", "locale_number", "header_path", "unit_in_header", "synonym",
        "footnote", "range_match", "transposed", "multi_page", "scanned", "total_row", "adjacent_tables",
        "header_not_repeated", "side_by_side", "negative_parentheses", "distractor_prose", "null_cell",
        "cross_lingual", "missing_row", "superscript", "absent_entity", "total_row_excluded", "subtotal_rows",
        "absent_year", "wide_table", "missing_column", "mixed_units", "text_value", "dash_zero", "rotated",
        "scale_normalization", "uncovered_quantity", "currency_format", "rounded_figure"}
KEYS = ["id", "question", "category", "answer", "evidence", "hard_cases", "family", "template_key", "source"]


def check_format(qs) -> None:
    ids = [x["id"] for x in qs]
    if ids != [f"bo9-{i:03d}" for i in range(1, len(qs) + 1)] or len(set(ids)) != len(ids):
        fail("ids are not bo9-001 ... in order and unique")
    for x in qs:
        qid, a = x["id"], x["answer"]
        if list(x) != KEYS:
            fail(f"{qid}: keys {list(x)}")
        if x["source"] != "business-other9" or x["template_key"] != "other9":
            fail(f"{qid}: source / template_key {x['source']!r} {x['template_key']!r}")
        if x["category"] not in CATEGORIES:
            fail(f"{qid}: category {x['category']!r}")
        if not set(x["hard_cases"]) <= HARD:
            fail(f"{qid}: hard cases {sorted(set(x['hard_cases']) - HARD)} not in the business-dev vocabulary")
        if not isinstance(x["question"], str) or len(x["question"]) < 15:
            fail(f"{qid}: question text")
        for k in ("kind", "value", "raw", "unit", "scale_note", "conditions"):
            if k not in a:
                fail(f"{qid}: answer without {k}")
        kind = a["kind"]
        if kind == "number":
            ok = isinstance(a["value"], (int, float)) and isinstance(a["raw"], str)
        elif kind == "text":
            ok = isinstance(a["value"], str) and isinstance(a.get("aliases", []), list)
        elif kind == "list":
            ok = isinstance(a["value"], list) and len(a["value"]) == len(a["raw"]) > 0
        elif kind == "none":
            ok = a["value"] is None and bool(a.get("reason")) and x["category"] == "unanswerable" and not x["evidence"]
        else:
            ok = False
        if not ok:
            fail(f"{qid}: answer of kind {kind!r} malformed: {a}")
        if (kind == "none") != (x["category"] == "unanswerable"):
            fail(f"{qid}: gold none if and only if unanswerable")
        if kind != "none" and not x["evidence"]:
            fail(f"{qid}: an answerable question without evidence")
        for e in x["evidence"]:
            if set(e) != {"doc", "page", "table", "row", "column"} or not isinstance(e["page"], int):
                fail(f"{qid}: evidence record {e}")
    dup = {t for t in (x["question"] for x in qs) if [y["question"] for y in qs].count(t) > 1}
    if dup:
        fail(f"duplicate question texts: {dup}")
    print(f"record format: {len(qs)} records, ids unique and in order, keys, kinds, categories and hard cases checked")


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
            if len(pg) != PAGES.get(name, 1):
                fail(f"{name}: {len(pg)} pages, expected {PAGES.get(name, 1)}")
            for k, capt in enumerate(d.CAPTIONS[name]):
                if not any(caption_top(p, capt) is not None for p in pg):
                    fail(f"{name}: caption of t{k + 1} ({capt!r}) not found")
        print("pdfs open; pages: " + ", ".join(f"{k.split('_')[0]} {len(v)}" for k, v in pages.items()))
        qs = [json.loads(x) for x in qfile.read_text(encoding="utf-8").splitlines() if x.strip()]
        check_format(qs)
        n = check_evidence(pages, qs)
        print(f"evidence cells: {n} checked against the text layer, table by table")
        n, _ = check_lookups(pages, qs)
        print(f"single-cell lookups: {n} golds read back under their row and column")

        mutations = {  # id -> (evidence field, wrong value): each must make the read-back fail
            "bo9-001": ("row", "HW-4410 > 50"),                                      # wrong tier row
            "bo9-002": ("row", "HW-5112 > 5"),                                       # the tier below
            "bo9-008": ("column", "Fixed price > 3 years"),                          # wrong term
            "bo9-021": ("column", "Life assurance > Smoker"),                        # smoker for non-smoker
            "bo9-015": ("column", "Capacity by layout (people) > Theatre"),          # wrong layout
            "bo9-017": ("row", "50–99 delegates"),                                   # wrong band
            "bo9-029": ("column", "Preço por embalagem (€) > 5 l"),                  # wrong pack size
            "bo9-031": ("page", 1),                                                  # wrong page
            "bo9-044": ("column", "2025 > Mkr"),                                     # wrong year
            "bo9-045": ("column", "2023 > Mkr"),                                     # amount for %
            "bo9-051": ("column", "Revenue > Total"),                                # wrong child
            "bo9-054": ("table", "t1"),                                              # 2025 table for 2024
            "bo9-058": ("column", "Overdue (£) > 61–90 days"),                       # wrong bucket
            "bo9-066": ("column", "Efficiency (%) > 2/4"),                           # wrong load point
            "bo9-074": ("column", "Internal dimensions (mm) > Width"),               # the other Width
            "bo9-080": ("row", "Pages included per month > Mono"),                   # wrong repeated label
            "bo9-081": ("row", "Excess pages (pence per page) > Mono"),              # wrong repeated label
            "bo9-073": ("column", "Door opening (mm) > Height"),                     # same child, other parent
            "bo9-076": ("column", "Daily hire rate (£) by hire period > 180 days and over"),  # wrong period
            "bo9-003": ("row", "HW-6201 > 20"),                                      # wrong tier, pence column
            "bo9-038": ("row", "DWP-2020"),                                          # the superseded part's row
            "bo9-026": ("row", "50–249"),                                            # wrong discount band
        }
        muts = dict(mutations)
        caught = 0
        for qid, (field, v) in muts.items():
            mq = copy.deepcopy([x for x in qs if x["id"] == qid])
            mq[0]["evidence"][0][field] = v
            _, bad = check_lookups(pages, mq, quiet=True)
            caught += bool(bad)
            if not bad:
                fail(f"mutation of {qid} ({field} -> {v!r}) was not caught")
        # a band mutation on a "section > label" row
        mq = copy.deepcopy([x for x in qs if x["id"] == "bo9-008"])
        mq[0]["evidence"][0]["row"] = f"{d.ME_BANDS[2][0]} > Night unit rate (p/kWh)"
        _, bad = check_lookups(pages, mq, quiet=True)
        caught += bool(bad)
        if not bad:
            fail("mutation of bo9-008 (band 3 for band 2) was not caught")
        print(f"mutation test: {caught}/{len(muts) + 1} wrong evidence cells caught")

        for x in qs:
            for e in x["evidence"]:
                if cell_value(pages, e) is None:
                    fail(f"{x['id']}: nothing read back at {e}")
        print("every evidence cell reads back a word")
        n = check_recompute(pages, qs)
        print(f"computed golds recomputed from the words read back at their evidence: {n}")
        n = check_statements(pages)
        print(f"derived figures read back from the PDFs: {n} equalities checked")
        n = check_unanswerable(a, pages, qs)
        print(f"unanswerables: {n} checks")
    check_names()

    r = subprocess.run(["python3", "/work/shared/tools/score.py", "--self-test", "--questions", str(qfile)],
                       capture_output=True, text=True)
    print(r.stdout.strip())
    if r.returncode != 0:
        fail("score.py --self-test failed")
    print("ALL CHECKS PASSED" if not FAIL else f"{len(FAIL)} FAILURES")
    return 1 if FAIL else 0


if __name__ == "__main__":
    sys.exit(main())
