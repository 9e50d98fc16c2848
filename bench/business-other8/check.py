"""Checks for bench/business-other8 (run from /work/main with the project's venv):

    .venv/bin/python bench/business-other8/check.py

1. Determinism: make_docs.py is run twice into two temporary directories and the sha256 of every PDF
   compared; make_questions.py is run twice and questions.jsonl compared byte for byte.
2. Page counts (1 or 2) and every table caption found.
3. Evidence against the text layer (pdfplumber words), TABLE BY TABLE: a table's region on a page runs
   from its caption (make_docs.CAPTIONS; a table continued from the previous page starts at the top) to
   the next table's caption. For every evidence cell the cited page exists, the row label starts a cell
   inside the region ("A > B": the first B after A on A's line or below it), and every word of the
   column path occurs in the table's region.
4. Single-cell lookups (lookup, lookup_header_path, transposed_lookup, multi_page_lookup,
   range_lookup): the gold's printed form is the word on the cited row's line nearest to the cited
   column header (for "A > B" a B under an A whose cell spans B's cell); a laden / unladen pair cell
   ("8.5/10.0") must hold the gold as one of its parts. The check is itself tested by mutating
   evidence cells, each of which must fail.
5. Golds follow from the page text: every computed gold (sums, differences, products, ratios, percent
   changes, averages, counts, lists, arg-max/min, comparisons, cross-document figures) is recomputed
   from the words read back at its evidence cells (plus the rules the documents state in their text,
   written out below) and compared with the gold.
6. Printed figures that derive from others, read back from the PDFs: Halvergate's line nets and totals
   block, Wrenbury's weighted scores, totals and price scores, Ostervald's USD and GBP columns,
   Perrichon's TTC column, Thornaby's totals, full-year columns, variances and variance %, Zuidbroek's
   balance-sheet totals and cash-flow subtotals (closing cash = the balance sheet's), Penwortham's total
   revenue, gross margin, average order and YTD columns.
7. Unanswerable questions: the term each rests on is absent from its document's text (or, for the
   months not reported and "Contact us", the cells are blank / say so); the question names the term.
8. Names: every fictional company named in the documents occurs in no file of bench/ outside this
   directory nor in /work/shared/corpus (grep -ril, counts only).
9. /work/shared/tools/score.py --self-test on questions.jsonl.

Never runs or imports tabsql.
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
LOCALE = {d.PO_DOC, d.SA_DOC, d.ZT_DOC}  # decimal commas


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
        if got != a["raw"] and not (got and "/" in got and a["raw"] in got.split("/")):
            bad.append(f"{qq['id']}: printed {got!r} at {qq['evidence'][0]}, gold raw {a['raw']!r}")
    if not quiet:
        for b in bad:
            fail(b)
    return n, bad


# ----------------------------------------------------------------------------- golds recomputed from the page
def val(word: str | None, doc: str) -> Decimal | None:
    """A read-back word as a number: brackets and a leading minus negative, '–' / 'franco' / 'Free' nil,
    £ € + % stripped, decimal commas in the French, Spanish and Dutch documents."""
    if word is None:
        return None
    w = word.strip()
    if w in ("–", "franco", "Free"):
        return Decimal(0)
    neg = w.startswith("(") and w.endswith(")")
    w = w.strip("()").lstrip("£€+").rstrip("%")
    w = w.replace(".", "").replace(",", ".") if doc in LOCALE else w.replace(",", "")
    try:
        x = Decimal(w)
    except ArithmeticError:
        return None
    return -x if neg else x


def pc_(new, old) -> Decimal:
    return (Decimal(new) / Decimal(old) - 1) * 100


def arg(E, V, pick, key="row"):
    """The evidence row (or column) of the unique max / min value."""
    best = pick(V)
    hits = [e[key] for e, v in zip(E, V) if v == best]
    assert len(hits) == 1, hits
    return hits[0]


def bf_total(V) -> Decimal:
    """Brimscombe's order at Halvergate's quantities: V[0:8] quantities, V[8:16] break prices, V[16] carriage."""
    per100 = {3, 6}  # lines 4 and 7: the Per column says 100 (check_per100 below confirms it on the page)
    return sum(V[i] / (100 if i in per100 else 1) * V[8 + i] for i in range(8)) + V[16]


def hf_disc(u, disc):
    return u * (1 - disc / 100)


RECOMPUTE = {  # id -> (a word the question must contain, fn(V numbers, W words, E evidence))
    "bo8-003": ("single screw", lambda V, W, E: V[0] / 100 * (1 - V[1] / 100)),
    "bo8-004": ("line discount", lambda V, W, E: sum(1 for v in V if v)),
    "bo8-005": ("biggest net", lambda V, W, E: arg(E, V, max)),
    "bo8-006": ("settlement", lambda V, W, E: (V[0] + V[1]) * (1 + Decimal(d.HF_VAT) / 100)),
    "bo8-010": ("per 100", lambda V, W, E: [e["row"] for e, w in zip(E, W) if w == "100"]),
    "bo8-011": ("percentage", lambda V, W, E: pc_(V[1], V[0])),
    "bo8-012": ("carriage included", lambda V, W, E: 400 * V[0] + 800 * V[1] + V[2]),
    "bo8-013": ("cheaper per bolt", lambda V, W, E:
                "Halvergate Fasteners" if hf_disc(V[0], V[1]) < V[2] else "Brimscombe Fixings"),
    "bo8-014": ("60 threaded rods", lambda V, W, E: 60 * V[1] - V[0]),
    "bo8-015": ("same quantities", lambda V, W, E: bf_total(V)),
    "bo8-016": ("lower overall", lambda V, W, E:
                "Halvergate Fasteners" if V[0] < bf_total([Decimal(x[2]) for x in d.HF_LINES] + V[1:]) else
                "Brimscombe Fixings"),
    "bo8-019": ("motorised", lambda V, W, E: V[0] + V[1] + V[2]),
    "bo8-020": ("three band A", lambda V, W, E: 3 * V[0] * (1 + V[1] / 100) + max(3 * V[2], Decimal(d.YB_FIT_MIN))),
    "bo8-021": ("dearer", lambda V, W, E: V[0] - V[1]),
    "bo8-022": ("cheaper", lambda V, W, E: "Band A" if V[0] < V[1] else "Band B"),
    "bo8-026": ("frais de port", lambda V, W, E: 12 * V[0] + 4 * V[1] + V[2]),
    "bo8-027": ("percent", lambda V, W, E: pc_(V[1], V[0])),
    "bo8-028": ("baisse", lambda V, W, E: arg(E[::2], [a - b for a, b in zip(V[::2], V[1::2])], max).split(" > ")[0]),
    "bo8-032": ("on top", lambda V, W, E: arg(E, V, max, "column").split(" > ")[0]),
    "bo8-033": ("runner-up", lambda V, W, E: V[0] - V[1]),
    "bo8-034": ("cheapest tender", lambda V, W, E: pc_(V[0], V[1])),
    "bo8-036": ("8 or more", lambda V, W, E: sum(1 for v in V if v >= 8)),
    "bo8-037": ("150,000", lambda V, W, E: V[0] - 150_000),
    "bo8-040": ("champagne", lambda V, W, E: V[0] / V[1]),
    "bo8-041": ("tumbler", lambda V, W, E: arg(E, V, min)),
    "bo8-042": ("average", lambda V, W, E: sum(V) / len(V)),
    "bo8-043": ("packs of 24", lambda V, W, E: [e["row"] for e, v in zip(E, V) if v == 24]),
    "bo8-044": ("Bordeaux", lambda V, W, E: 2 * V[0] + 3 * V[1]),
    "bo8-047": ("taza", lambda V, W, E: V[0] / V[1]),
    "bo8-049": ("IVA (21 %) included", lambda V, W, E: 5 * sum(V) * (1 + Decimal(d.SA_IVA) / 100)),
    "bo8-050": ("portes", lambda V, W, E: 2 * V[0] + Decimal(str(d.SA_PORTES))),
    "bo8-051": ("12 to a box", lambda V, W, E: sum(1 for v in V if v == 12)),
    "bo8-052": ("Limpieza", lambda V, W, E: arg(E, V, max)),
    "bo8-054": ("versus budget", lambda V, W, E: V[0] - V[1]),
    "bo8-056": ("overspent", lambda V, W, E: arg(E, V, min)),
    "bo8-057": ("over budget in Q3", lambda V, W, E:
                [e["row"] for e, b, a in zip(E[::2], V[::2], V[1::2]) if a > b]),
    "bo8-058": ("first half", lambda V, W, E: V[0] + V[1]),
    "bo8-059": ("under budget", lambda V, W, E: sum(1 for v in V if v > 0)),
    "bo8-062": ("current ratio", lambda V, W, E: V[0] / V[1]),
    "bo8-063": ("Solvabiliteit", lambda V, W, E: V[0] / V[1] * 100),
    "bo8-065": ("Free cash flow", lambda V, W, E: V[0] + V[1] + V[2]),
    "bo8-066": ("voorraden", lambda V, W, E: pc_(V[0], V[1])),
    "bo8-070": ("highest", lambda V, W, E: {"Sep": "September"}.get(arg(E, V, max, "column"),
                                                                     arg(E, V, max, "column"))),
    "bo8-071": ("second quarter", lambda V, W, E: sum(V)),
    "bo8-072": ("online orders", lambda V, W, E: pc_(V[0], V[1])),
    "bo8-074": ("January or in September", lambda V, W, E: "January" if V[0] > V[1] else "September"),
    "bo8-075": ("average", lambda V, W, E: sum(V) / len(V)),
    "bo8-079": ("turning radius", lambda V, W, E: arg(E, V, min, "column")),
    "bo8-080": ("Li-ion", lambda V, W, E: V[0] + Decimal(str(d.RH_LIION_UPGRADE))),
    "bo8-081": ("per kilogram", lambda V, W, E: V[0] / V[1]),
    "bo8-082": ("heavier", lambda V, W, E: V[0] - V[1]),
    "bo8-084": ("14 users", lambda V, W, E: V[0] + (14 - V[1]) * V[2]),
    "bo8-085": ("1,230 jobs", lambda V, W, E: math.ceil((1230 - V[0]) / 100) * V[1]),
    "bo8-086": ("billed annually", lambda V, W, E: pc_(V[0], V[1])),
    "bo8-087": ("single sign-on", lambda V, W, E:
                arg(E[4:], V[4:], min, "column") if all(w == "Yes" for w in W[:4] if w != "—") else None),
    "bo8-088": ("API access", lambda V, W, E: sum(1 for w in W if w == "Yes")),
    "bo8-089": ("24 seats", lambda V, W, E: 12 * V[0] + 12 * (24 - V[1]) * V[2]),
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
            got = fn(V, W, x["evidence"])
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
    return n


def check_per100(pages) -> None:
    """bf_total's per-100 lines are the ones the page says are per 100."""
    got = {c for c, *_ in d.BF_ITEMS if cell_value(pages, {"doc": d.BF_DOC, "page": 1, "table": "t1", "row": c,
                                                           "column": "Per"}) == "100"}
    want = {d.BF_ITEMS[3][0], d.BF_ITEMS[6][0]}
    if got != want:
        fail(f"Brimscombe per-100 lines on the page {got}, assumed {want}")


# ----------------------------------------------------------------------------- figures read back
def figures(pages, doc: str, page: int, table: str, row: str, k: int) -> list[Decimal]:
    """The last k words of the row's line, parsed."""
    pg = pages[doc][page - 1]
    hits = []
    for ln, i, n in pg.row(row, region(pages, doc, page, table)):
        if len(ln) - i - n < k:
            continue
        xs = [val(w["text"], doc) for w in ln[-k:]]
        if None not in xs:
            hits.append(xs)
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

    # Halvergate: qty x price (per 100 where the unit says so) less the line discount = Net; the totals block
    H = d.HF_DOC
    nets = []
    for part, *_ in d.HF_LINES:
        get = lambda col: val(cell_value(pages, {"doc": H, "page": 1, "table": "t1", "row": part, "column": col}), H)  # noqa: E731
        qty, price, disc, net = get("Qty"), get("Unit price (£)"), get("Disc. %"), get("Net (£)")
        ln = pages[H][0].row(part, region(pages, H, 1, "t1"))[0][0]
        per100 = "per 100" in " ".join(w["text"] for w in ln)  # the unit as printed on the line
        eq(half_up(qty / (100 if per100 else 1) * price * (1 - disc / 100), "0.01"), net, f"Halvergate {part}")
        nets.append(net)
    tot = {lab: figures(pages, H, 1, "t2", lab, 1)[0] for lab, _ in d.HF_TOTALS_LAYOUT}
    L = [lab for lab, _ in d.HF_TOTALS_LAYOUT]
    eq(sum(nets), tot[L[0]], "Halvergate subtotal")
    eq(half_up(tot[L[0]] * Decimal(d.HF_SETTLEMENT) / 100, "0.01"), -tot[L[1]], "Halvergate settlement discount")
    eq(tot[L[0]] + tot[L[1]] + tot[L[2]], tot[L[3]], "Halvergate total ex VAT")
    eq(half_up(tot[L[3]] * Decimal(d.HF_VAT) / 100, "0.01"), tot[L[4]], "Halvergate VAT")
    eq(tot[L[3]] + tot[L[4]], tot[L[5]], "Halvergate total inc VAT")

    # Wrenbury: weighted = score x weight / 10; totals; price score = 10 x lowest / price
    W = d.WH_DOC
    rows = {c: figures(pages, W, 1, "t1", c, 9) for c, _, _ in d.WH_CRITERIA}
    for c, v in rows.items():
        for i in range(4):
            eq(half_up(v[1 + 2 * i] * v[0] / 10, "0.01"), v[2 + 2 * i], f"Wrenbury weighted {c} {i}")
    totals = figures(pages, W, 1, "t1", "Total weighted score", 5)
    eq(sum(v[0] for v in rows.values()), totals[0], "Wrenbury weights add to 100")
    for i in range(4):
        eq(sum(v[2 + 2 * i] for v in rows.values()), totals[1 + i], f"Wrenbury total {i}")
    prices = {b: figures(pages, W, 1, "t2", d.WH_FULL[b], 3) for b in d.WH_BIDDERS}
    low = min(p[0] for p in prices.values())
    for b, (ann, three, score) in prices.items():
        eq(ann * d.WH_YEARS, three, f"Wrenbury {b} 3-year price")
        eq(half_up(10 * low / ann, "0.1"), score, f"Wrenbury {b} price score")
        eq(score, rows["Price"][1 + 2 * d.WH_BIDDERS.index(b)], f"Wrenbury {b} price score in the matrix")

    # Ostervald: USD and GBP = EUR x rate, to the nearest 0.05
    for c in d.og_items():
        eur, usd, gbp = figures(pages, d.OG_DOC, 1, "t1", c, 3)
        eq(half_up(eur * Decimal(str(d.OG_USD)) * 20, "1") / 20, usd, f"Ostervald {c} USD")
        eq(half_up(eur * Decimal(str(d.OG_GBP)) * 20, "1") / 20, gbp, f"Ostervald {c} GBP")

    # Perrichon: TTC = HT x 1.20 on every tier row
    for ref, _, _ in d.PO_ITEMS:
        for t in d.PO_TIERS:
            ht, ttc = figures(pages, d.PO_DOC, 1, "t1", f"{ref} > {t}", 2)
            eq(half_up(ht * Decimal("1.2"), "0.01"), ttc, f"Perrichon {ref} {t} TTC")

    # Thornaby: full-year = sum of quarters; variance = budget - actual; % of budget; Total row
    T = d.TL_DOC
    tl = {dep: figures(pages, T, 1, "t1", dep, 12) for dep in [x[0] for x in d.TL_DEPTS] + ["Total"]}
    for dep, v in tl.items():
        eq(sum(v[0:8:2]), v[8], f"Thornaby {dep} FY budget")
        eq(sum(v[1:8:2]), v[9], f"Thornaby {dep} FY actual")
        eq(v[8] - v[9], v[10], f"Thornaby {dep} variance")
        eq(half_up(v[10] / v[8] * 100, "0.1"), v[11], f"Thornaby {dep} variance %")
    for i in range(11):
        eq(sum(v[i] for k, v in tl.items() if k != "Total"), tl["Total"][i], f"Thornaby Total col {i}")
    for p, *_ in d.TL_CAPEX:
        b, a, var = figures(pages, T, 1, "t2", p, 3)
        eq(b - a, var, f"Thornaby capex {p}")

    # Zuidbroek: balance-sheet totals; cash-flow subtotals; closing cash = the balance sheet's, 2023 close = 2024 open
    Z = d.ZT_DOC
    b = {lab: figures(pages, Z, 1, "t1", lab, 2) for lab, kind in d.ZT_BS_LAYOUT if kind != "sec"}
    for i in range(2):
        eq(b["Immateriële vaste activa"][i] + b["Materiële vaste activa"][i] + b["Financiële vaste activa"][i],
           b["Totaal vaste activa"][i], f"Zuidbroek vaste activa {i}")
        eq(b["Voorraden"][i] + b["Vorderingen"][i] + b["Liquide middelen"][i], b["Totaal vlottende activa"][i],
           f"Zuidbroek vlottende activa {i}")
        eq(b["Totaal vaste activa"][i] + b["Totaal vlottende activa"][i], b["Totaal activa"][i], f"Zuidbroek activa {i}")
        eq(b["Eigen vermogen"][i] + b["Voorzieningen"][i] + b["Langlopende schulden"][i] + b["Kortlopende schulden"][i],
           b["Totaal passiva"][i], f"Zuidbroek passiva {i}")
        eq(b["Totaal activa"][i], b["Totaal passiva"][i], f"Zuidbroek balans in evenwicht {i}")
    c = {lab: figures(pages, Z, 2, "t2", lab, 2) for lab, _, kind in d.ZT_CF_LAYOUT if kind != "sec"}
    groups = {"Kasstroom uit operationele activiteiten": ["Bedrijfsresultaat", "Afschrijvingen", "Mutatie voorzieningen",
                                                         "Mutatie werkkapitaal", "Betaalde rente",
                                                         "Betaalde winstbelasting"],
              "Kasstroom uit investeringsactiviteiten": ["Investeringen in materiële vaste activa",
                                                        "Investeringen in immateriële vaste activa",
                                                        "Desinvesteringen materiële vaste activa", "Verstrekte leningen"],
              "Kasstroom uit financieringsactiviteiten": ["Aflossing langlopende schulden", "Betaald dividend"]}
    for i in range(2):
        for sub, parts in groups.items():
            eq(sum(c[p][i] for p in parts), c[sub][i], f"Zuidbroek {sub} {i}")
        eq(sum(c[s][i] for s in groups), c["Mutatie liquide middelen"][i], f"Zuidbroek mutatie {i}")
        eq(c["Liquide middelen begin boekjaar"][i] + c["Mutatie liquide middelen"][i],
           c["Liquide middelen einde boekjaar"][i], f"Zuidbroek einde {i}")
        eq(c["Liquide middelen einde boekjaar"][i], b["Liquide middelen"][i], f"Zuidbroek kas = balans {i}")
    eq(c["Liquide middelen begin boekjaar"][0], c["Liquide middelen einde boekjaar"][1], "Zuidbroek 2024 begin = 2023 eind")

    # Penwortham: nine months and YTD per row
    P = d.PC_DOC
    r = {lab: figures(pages, P, 1, "t1", lab, d.PC_REPORTED + 1) for lab, _ in d.PC_LAYOUT}
    WR, ON, TR, GP = "Wholesale revenue (£000)", "Online revenue (£000)", "Total revenue (£000)", "Gross profit (£000)"
    for i in range(d.PC_REPORTED + 1):
        eq(r[WR][i] + r[ON][i], r[TR][i], f"Penwortham total revenue {i}")
        eq(half_up(r[GP][i] / r[TR][i] * 100, "0.1"), r["Gross margin (%)"][i], f"Penwortham gross margin {i}")
        eq(half_up(r[ON][i] * 1000 / r["Online orders"][i], "0.01"), r["Average online order (£)"][i],
           f"Penwortham average order {i}")
    for lab in d.PC_SUM_ROWS + (TR,):
        eq(sum(r[lab][:-1]), r[lab][-1], f"Penwortham YTD {lab}")
    eq(r["Active wholesale accounts"][-2], r["Active wholesale accounts"][-1], "Penwortham accounts YTD = September")
    return checks


# ----------------------------------------------------------------------------- unanswerables and names
ABSENT = {  # id -> (document, words the question names and the document must not contain)
    "bo8-007": (d.HF_DOC, ["M16"]),
    "bo8-023": (d.YB_DOC, ["2,700"]),
    "bo8-030": (d.PO_DOC, ["meuleuse"]),
    "bo8-038": (d.WH_DOC, ["innovation"]),
    "bo8-045": (d.OG_DOC, ["CHF", "franc"]),
    "bo8-068": (d.ZT_DOC, ["omzet"]),
}


def check_unanswerable(docdir: Path, pages, qs) -> int:
    byid = {x["id"]: x for x in qs}
    none_ids = {x["id"] for x in qs if x["answer"]["kind"] == "none"}
    n = 0
    for qid, (doc, terms) in ABSENT.items():
        with pdfplumber.open(docdir / doc) as pdf:
            txt = " ".join(p.extract_text() or "" for p in pdf.pages).lower()
        for t in terms:
            n += 1
            if t.lower() not in byid[qid]["question"].lower():
                fail(f"{qid}: the question does not name {t!r}")
            if t.lower() in txt:
                fail(f"{qid}: {t!r} occurs in {doc}")
    # November on Penwortham's dashboard: no word under the Nov header
    pg = pages[d.PC_DOC][0]
    reg = region(pages, d.PC_DOC, 1, "t1")
    h = pg.headers("Nov", reg)[0]
    under = [w for ln in pg.lines if pg.in_region(ln, reg) and ln[0]["top"] > h[1] + 1 for w in ln
             if w["x0"] < h[3] + 4 and w["x1"] > h[2] - 4]
    n += 1
    if under:
        fail(f"bo8-076: words under Nov: {[w['text'] for w in under]}")
    # Loxbeare Enterprise: the price cells say "Contact us"
    for row in ("Billed monthly", "Billed annually¹"):
        n += 1
        got = cell_value(pages, {"doc": d.LX_DOC, "page": 1, "table": "t1", "row": row, "column": "Enterprise"})
        if got not in ("Contact", "us"):
            fail(f"bo8-090: Enterprise {row} reads {got!r}")
    covered = set(ABSENT) | {"bo8-076", "bo8-090"}
    if covered != none_ids:
        fail(f"unanswerable ids {sorted(none_ids)} != checked {sorted(covered)}")
    return n


NAMES = ["Halvergate", "Keldholme", "Brimscombe", "Yarnfield", "Perrichon", "Wrenbury", "Cheriton", "Lydbrook",
         "Sandbach", "Tolworth", "Ostervald", "Almedinilla", "Thornaby", "Zuidbroek", "Penwortham", "Ravensworth",
         "Loxbeare"]


def check_names() -> None:
    bench = HERE.parent
    for name in NAMES:
        hits = 0
        for root in [p for p in bench.iterdir() if p != HERE] + [Path("/work/shared/corpus")]:
            if not root.exists():
                continue
            r = subprocess.run(["grep", "-ril", name, str(root)], capture_output=True, text=True)
            hits += len([x for x in r.stdout.splitlines() if x])
        if hits:
            fail(f"name {name} occurs in {hits} files outside this set")
    print(f"names: {len(NAMES)} fictional names, no hits outside bench/business-other8"
          if not any("name " in f for f in FAIL) else "names: HITS (see failures)")


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
        if ids != [f"bo8-{i:03d}" for i in range(1, len(qs) + 1)] or len(qs) != 90:
            fail("ids are not bo8-001 ... bo8-090 in order")
        for x in qs:
            if x["source"] != "business-other8":
                fail(f"{x['id']}: source {x['source']!r}")
            if x["answer"]["kind"] != "none" and not x["evidence"]:
                fail(f"{x['id']}: an answerable question without evidence")
            if x["answer"]["kind"] == "none" and x["category"] != "unanswerable":
                fail(f"{x['id']}: gold none outside the unanswerable category")
        n = check_evidence(pages, qs)
        print(f"evidence cells: {n} checked against the text layer, table by table")
        n, _ = check_lookups(pages, qs)
        print(f"single-cell lookups: {n} golds read back under their row and column")

        mutations = {  # id -> (evidence field, wrong value): each must make the read-back fail
            "bo8-001": ("column", "Net (£)"),                              # wrong column
            "bo8-008": ("column", "100–499"),                              # wrong break
            "bo8-018": ("table", "t2"),                                    # band B instead of band A
            "bo8-017": ("column", "Width up to (mm) > 1,500"),             # next width column
            "bo8-024": ("row", "PO-2210 > 1 à 9"),                         # wrong tier under the spanned product
            "bo8-025": ("column", "Prix unitaire HT (€)"),                 # HT instead of TTC
            "bo8-031": ("column", "Lydbrook > Score"),                     # score instead of weighted
            "bo8-039": ("column", "Price per pack > GBP"),                 # wrong currency
            "bo8-053": ("column", "Q2 (Jul–Sep 2024) > Actual"),           # wrong quarter, same sub-header
            "bo8-061": ("column", "31 december 2023"),                     # wrong date
            "bo8-069": ("column", "Jul"),                                  # wrong month
            "bo8-077": ("column", "RPT-25"),                               # wrong model
            "bo8-046": ("page", 1),                                        # wrong page
        }
        caught = 0
        for qid, (field, v) in mutations.items():
            mq = copy.deepcopy([x for x in qs if x["id"] == qid])
            mq[0]["evidence"][0][field] = v
            _, bad = check_lookups(pages, mq, quiet=True)
            caught += bool(bad)
            if not bad:
                fail(f"mutation of {qid} ({field} -> {v!r}) was not caught")
        print(f"mutation test: {caught}/{len(mutations)} wrong evidence cells caught")

        for x in qs:
            for e in x["evidence"]:
                if cell_value(pages, e) is None:
                    fail(f"{x['id']}: nothing read back at {e}")
        print("every evidence cell reads back a word")
        check_per100(pages)
        n = check_recompute(pages, qs)
        print(f"computed golds recomputed from the words read back at their evidence: {n}")
        n = check_statements(pages)
        print(f"derived figures read back from the PDFs: {n} equalities checked")
        n = check_unanswerable(a, pages, qs)
        print(f"unanswerables: {n} absence checks")
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
