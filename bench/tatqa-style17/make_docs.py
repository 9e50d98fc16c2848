#!/usr/bin/env python3
"""tatqa-style17: build the 30 one-page annual-report extracts.

    /work/main/.venv/bin/python make_docs.py OUTDIR

Every note is built from Decimal data; totals, weighted averages, percent changes and
ratios are computed here from the figures as printed, and every such relation is recorded
on the table (`Table.rels`) so that check.py can re-check it on the PDF text.  The same
objects are imported by make_questions.py to compute the golds.  No randomness; with
reportlab's invariant mode the output is byte-identical on every run.
"""
from __future__ import annotations

import os
import sys
import uuid
from decimal import Decimal as D, ROUND_HALF_UP

from reportlab import rl_config

rl_config.invariant = 1
from reportlab.lib.pagesizes import A4, LETTER  # noqa: E402
from reportlab.lib.utils import simpleSplit  # noqa: E402
from reportlab.pdfbase import pdfmetrics  # noqa: E402
from reportlab.pdfbase.ttfonts import TTFont  # noqa: E402
from reportlab.pdfgen import canvas  # noqa: E402

SET = "tatqa-style17"
NS = uuid.uuid5(uuid.NAMESPACE_URL, "https://example.invalid/bench/" + SET)
NIL = "—"
FONT_DIR = "/usr/share/fonts/truetype/dejavu"
FACES = {
    "Sans": ("DejaVuSans", "DejaVuSans-Bold", "DejaVuSans-Oblique"),
    "Serif": ("DejaVuSerif", "DejaVuSerif-Bold", "DejaVuSerif-Italic"),
    "Cond": ("DejaVuSansCondensed", "DejaVuSansCondensed-Bold", "DejaVuSansCondensed-Oblique"),
}
STYLES = ("grid", "booktabs", "zebra", "borderless", "lined")


def _register():
    for trio in FACES.values():
        for name in trio:
            if name not in pdfmetrics.getRegisteredFontNames():
                pdfmetrics.registerFont(TTFont(name, os.path.join(FONT_DIR, name + ".ttf")))


_register()


# ----------------------------------------------------------------------------- numbers
def dec(x) -> D:
    """A Decimal from '1,234.5' / '(12.0)' / int."""
    if isinstance(x, D):
        return x
    s = str(x).replace(",", "").strip()
    if s.startswith("(") and s.endswith(")"):
        return -D(s[1:-1])
    return D(s)


def q(v: D, places: int) -> D:
    return v.quantize(D(1).scaleb(-places), rounding=ROUND_HALF_UP)


def plain(v: D, places: int) -> str:
    """'1,234.50' without sign decoration (absolute value)."""
    return f"{abs(q(v, places)):,.{places}f}"


# ----------------------------------------------------------------------------- model
class Col:
    """A data column.  head is the header path from the top band to the leaf."""

    def __init__(self, key, head, places=0, kind="num", pct=False, sign=False, cur="",
                 cur_rows="first_total", scale=None, align=None):
        self.key, self.head, self.places, self.kind = key, tuple(head), places, kind
        self.pct = pct            # the figures are percentages (unit "%")
        self.sign = sign          # print a "%" after the figure
        self.cur, self.cur_rows = cur, cur_rows
        self.scale = scale        # multiplier stated for the column (1e3, 1e6 ...), None = none
        self.align = align or ("left" if kind == "text" else "right")


class Row:
    def __init__(self, key, label, kind="data", indent=0, mark=None, scale=None, unit=None, places=None):
        self.key, self.label, self.kind, self.indent = key, label, kind, indent
        self.places = places      # overrides the column's decimals (a section in another unit)
        self.cur = None           # a currency sign printed on every figure of this row
        self.mark = mark          # footnote marker printed after the label, e.g. "(1)"
        self.scale = scale        # overrides the column scale (scale stated in a section row)
        self.unit = unit          # overrides the unit (e.g. "%")
        self.vals = {}
        self.first = False

    @property
    def shown_label(self):
        return self.label + (self.mark or "")


class Table:
    def __init__(self, cols, corner=()):
        self.cols = cols
        self.ck = {c.key: c for c in cols}
        assert len(self.ck) == len(cols)
        self.rows: list[Row] = []
        self.rk: dict[str, Row] = {}
        self.rels: list[dict] = []
        self.corner = tuple(corner)   # texts of the stub column's header cells, bottom aligned
        self._scale = None
        self._unit = None
        self._places = None
        self._indent = 0

    # -- building
    def _add(self, row):
        assert row.key not in self.rk, row.key
        self.rows.append(row)
        self.rk[row.key] = row
        return row

    def section(self, label, key=None, scale="keep", unit="keep", indent=0, kind="section", places="keep"):
        if scale != "keep":
            self._scale = scale
        if places != "keep":
            self._places = places
        if unit != "keep":
            self._unit = unit
        self._indent = indent + 1
        return self._add(Row(key or "sec:" + label, label, kind=kind, indent=indent,
                             scale=None if scale == "keep" else scale))

    def end_section(self):
        self._indent = 0

    def row(self, key, label, *vals, indent=None, mark=None, kind="data", scale="keep", unit="keep",
            places="keep", cur=None):
        r = Row(key, label, kind=kind, indent=self._indent if indent is None else indent, mark=mark,
                scale=self._scale if scale == "keep" else scale,
                unit=self._unit if unit == "keep" else unit,
                places=self._places if places == "keep" else places)
        r.cur = cur
        assert len(vals) <= len(self.cols), (key, len(vals))
        for c, v in zip(self.cols, vals):
            r.vals[c.key] = self._val(c, v, r)
        for c in self.cols[len(vals):]:
            r.vals[c.key] = None
        return self._add(r)

    def places_of(self, r, c):
        return r.places if r.places is not None else c.places

    def _val(self, c, v, r):
        if v is None or v == NIL:
            return v
        if c.kind == "text":
            return str(v)
        x = dec(v)
        assert q(x, self.places_of(r, c)) == x, (r.key, c.key, v)
        return x

    def get(self, rk, ck):
        return self.rk[rk].vals[ck]

    def num(self, rk, ck):
        v = self.get(rk, ck)
        return D(0) if v == NIL else v

    def numcols(self):
        return [c.key for c in self.cols if c.kind == "num"]

    def total(self, key, label, over, cols=None, kind="total", indent=None, mark=None, cur=None):
        r = self.row(key, label, indent=self._indent - 1 if indent is None and self._indent else
                     (indent or 0), kind=kind, mark=mark, cur=cur)
        for ck in cols or self.numcols():
            vs = [self.get(o, ck) for o in over]
            if all(v is None for v in vs):
                continue
            assert all(v is not None for v in vs), (key, ck)
            if all(v == NIL for v in vs):
                r.vals[ck] = NIL
                continue
            r.vals[ck] = sum((D(0) if v == NIL else v for v in vs), D(0))
            self.rels.append({"type": "sum", "target": (key, ck), "terms": [(o, ck) for o in over]})
        return r

    def setv(self, rk, ck, v):
        c, r = self.ck[ck], self.rk[rk]
        r.vals[ck] = q(v, self.places_of(r, c))

    def wavg(self, rk, ck, wck, over):
        """Weighted average of column ck over rows `over`, weights in column wck."""
        num = sum(self.num(o, ck) * self.num(o, wck) for o in over)
        den = sum(self.num(o, wck) for o in over)
        self.setv(rk, ck, num / den)
        self.rels.append({"type": "wavg", "target": (rk, ck), "vals": [(o, ck) for o in over],
                          "weights": [(o, wck) for o in over]})

    def pchg(self, rk, ck, new, old):
        n, o = self.num(rk, new), self.num(rk, old)
        self.setv(rk, ck, (n - o) / o * 100)
        self.rels.append({"type": "pchg", "target": (rk, ck), "new": (rk, new), "old": (rk, old)})

    def diffcol(self, rk, ck, new, old):
        self.setv(rk, ck, self.num(rk, new) - self.num(rk, old))
        self.rels.append({"type": "lin", "target": (rk, ck), "terms": [(1, (rk, new)), (-1, (rk, old))]})

    def ratio(self, rk, ck, num, den, factor=100):
        """cell = num / den * factor; num / den are (row, col) pairs."""
        self.setv(rk, ck, self.num(*num) / self.num(*den) * D(factor))
        self.rels.append({"type": "ratio", "target": (rk, ck), "num": num, "den": den,
                          "factor": str(factor)})

    def prod(self, rk, ck, a, b, factor=1):
        """cell = a * b * factor."""
        self.setv(rk, ck, self.num(*a) * self.num(*b) * D(factor))
        self.rels.append({"type": "prod", "target": (rk, ck), "a": a, "b": b, "factor": str(factor)})

    def lin(self, rk, ck, terms):
        """cell = sum(sign * cell) exactly, terms [(+1/-1, (row, col))]."""
        self.rk[rk].vals[ck] = sum((D(s) * self.num(*t) for s, t in terms), D(0))
        self.rels.append({"type": "lin", "target": (rk, ck), "terms": [(s, t) for s, t in terms]})

    def finish(self):
        body = [r for r in self.rows if r.kind == "data"]
        if body:
            body[0].first = True

    # -- printing
    def show(self, r: Row, c: Col) -> str:
        v = r.vals.get(c.key)
        if v is None:
            return ""
        if v == NIL:
            return NIL
        if c.kind == "text":
            return v
        s = plain(v, self.places_of(r, c))
        pre = ""
        if r.cur is not None:
            pre = r.cur
        elif c.cur and (c.cur_rows == "all" or r.first or r.kind in ("total", "subtotal")):
            pre = c.cur
        suf = "%" if c.sign else ""
        if v < 0:
            return f"{pre}({s}){suf}"
        return f"{pre}{s}{suf}"

    def scale_of(self, r: Row, c: Col):
        return r.scale if r.scale is not None else c.scale

    def unit_of(self, r: Row, c: Col):
        if r.unit is not None:
            return r.unit
        return "%" if c.pct else None


class Fact:
    """A figure quoted in the prose or a footnote.  text is printed as is; num is the figure."""

    def __init__(self, key, text, num, scale=None, unit=None):
        self.key, self.text, self.num, self.scale, self.unit = key, text, num, scale, unit
        self.value = dec(num)


class Note:
    def __init__(self, key, company, title, table, intro, outro, *, style, face, paper,
                 caption=None, footnotes=(), facts=(), tags=(), heading="Annual report (extract)"):
        assert style in STYLES and face in FACES and paper in ("A4", "Letter")
        self.key, self.company, self.title, self.table = key, company, title, table
        self.intro, self.outro = list(intro), list(outro)
        self.style, self.face, self.paper = style, face, paper
        self.caption, self.footnotes = caption, list(footnotes)
        self.facts = {f.key: f for f in facts}
        self.tags = set(tags)
        self.heading = heading
        self.uid = str(uuid.uuid5(NS, key))
        self.doc = self.uid + ".pdf"
        table.finish()
        for f in facts:
            assert f.text in " ".join(self.intro + self.outro + [t for _, t in self.footnotes]), f.key

    @property
    def header_depth(self):
        return max(len(c.head) for c in self.table.cols)


# ----------------------------------------------------------------------------- layout
class Layout:
    pass


def _w(text, font, size):
    return pdfmetrics.stringWidth(text, font, size)


def plan(note: Note, size=9.0) -> Layout:
    """Geometry of the page (reportlab coordinates, origin bottom left)."""
    t = note.table
    reg, bold, ital = FACES[note.face]
    W, H = A4 if note.paper == "A4" else LETTER
    L = Layout()
    L.W, L.H, L.note = W, H, note
    margin = 56.0
    avail = W - 2 * margin
    pad = 5.0
    ind = 10.0
    depth = note.header_depth
    ncol = len(t.cols)

    while True:
        mark_size = size - 2
        # widths: stub column
        stub = 0.0
        for r in t.rows:
            f = bold if r.kind != "data" else reg
            wl = _w(r.label, f, size) + (_w(r.mark, reg, mark_size) + 1.5 if r.mark else 0)
            stub = max(stub, wl + r.indent * ind)
        for s in t.corner:
            stub = max(stub, _w(s, reg, size))
        stub += 2 * pad
        widths = []
        for c in t.cols:
            w = max([_w(t.show(r, c), bold if r.kind != "data" else reg, size) for r in t.rows] + [0])
            leaf = c.head[-1]
            w = max(w, max(_w(word, bold, size) for word in leaf.split()))
            w = max(w + 2 * pad, 40.0)
            # a short leaf header stays on one line, a longer one on two at most
            most = 1 if len(leaf) <= 12 else 2
            while len(simpleSplit(leaf, bold, size, w - 2 * pad)) > most:
                w += 1.0
            widths.append(w)
        # band headers: at most two lines over their span
        for lev in range(depth - 1):
            for (a, b, text) in _spans(t.cols, depth, lev):
                if not text:
                    continue
                need = max(_w(word, bold, size) for word in text.split()) + 2 * pad
                while len(simpleSplit(text, bold, size, sum(widths[a:b + 1]) - 2 * pad)) > 2 or \
                        sum(widths[a:b + 1]) < need:
                    for k in range(a, b + 1):
                        widths[k] += 1.0
        natural = stub + sum(widths)
        if natural <= avail or size <= 7.5:
            break
        size -= 0.5
    assert natural <= avail + 0.01, (note.key, natural, avail)
    L.size, L.mark_size = size, size - 2
    # spread: the stub column takes the spare width, up to a cap, as annual reports do
    spare = avail - natural
    stub += min(spare, max(0.0, 0.55 * avail - stub)) if note.style != "borderless" else min(spare, 60.0)
    L.stub = stub
    L.widths = widths
    x = margin
    L.x0 = x
    L.colx = []           # (left, right) of each data column
    xx = x + stub
    for w in widths:
        L.colx.append((xx, xx + w))
        xx += w
    L.x1 = xx
    L.pad, L.ind = pad, ind

    # vertical flow
    blocks = []   # (font, size, x, y, text)
    y = H - 62.0

    def para(text, font, fs, lead, gap_after, width=avail, xoff=0.0):
        nonlocal y
        for line in simpleSplit(text, font, fs, width):
            y -= lead
            blocks.append((font, fs, margin + xoff, y, line))
        y -= gap_after

    para(note.heading, bold, 15, 17, 8)
    para(note.company, bold, 11, 13, 2)
    para(note.title, bold, 10.5, 13, 8)
    for p in note.intro:
        para(p, reg, 9.5, 12.2, 5)
    y -= 4
    if note.caption:
        para(note.caption, ital, 8.5, 11, 3)
    # table header
    lead = size * 1.25
    rowh = size + (7.0 if note.style in ("grid", "zebra", "lined") else 5.5)
    L.rowh = rowh
    L.top = y
    levels = []
    for lev in range(depth):
        cells = []
        nlines = 1
        for (a, b, text) in _spans(t.cols, depth, lev):
            span = L.colx[b][1] - L.colx[a][0]
            lines = simpleSplit(text, bold, size, span - 2 * pad) if text else []
            nlines = max(nlines, len(lines))
            cells.append((a, b, lines))
        corner = ""
        k = lev - (depth - len(t.corner))
        if 0 <= k < len(t.corner):
            corner = t.corner[k]
        h = nlines * lead + (rowh - lead)
        levels.append({"top": y, "bottom": y - h, "cells": cells, "corner": corner, "lead": lead})
        y -= h
    L.levels = levels
    L.head_bottom = y
    body = []
    for r in t.rows:
        top = y
        y -= rowh
        base = y + (rowh - size) / 2 + 0.22 * size
        body.append({"row": r, "top": top, "bottom": y, "base": base})
    L.body = body
    L.bottom = y
    y -= 10
    for (mark, text) in note.footnotes:
        para(f"{mark} {text}", reg, 7.8, 9.8, 2)
    y -= 6
    for p in note.outro:
        para(p, reg, 9.5, 12.2, 5)
    L.blocks = blocks
    L.end = y
    assert y > 40, (note.key, "page overflow", y)
    return L


def _spans(cols, depth, lev):
    """Header cells of level `lev`: (first col, last col, text); paths are bottom aligned."""
    out = []
    i = 0
    n = len(cols)

    def at(c):
        off = depth - len(c.head)
        return c.head[lev - off] if lev >= off else None

    def path(c):
        off = depth - len(c.head)
        return tuple(c.head[: lev - off + 1]) if lev >= off else None

    while i < n:
        p = path(cols[i])
        j = i
        while j + 1 < n and p is not None and path(cols[j + 1]) == p and lev < depth - 1:
            j += 1
        out.append((i, j, at(cols[i]) or ""))
        i = j + 1
    return out


# ----------------------------------------------------------------------------- drawing
def render(note: Note, path: str) -> Layout:
    L = plan(note)
    t = note.table
    reg, bold, ital = FACES[note.face]
    c = canvas.Canvas(path, pagesize=(L.W, L.H), invariant=1, pageCompression=1)
    c.setTitle(f"{note.company}: {note.title}")
    c.setAuthor(SET)
    c.setSubject("Annual report (extract)")
    c.setCreator(SET + " make_docs.py")
    c.setProducer("ReportLab")
    st = note.style
    size = L.size
    x0, x1 = L.x0, L.x1

    # fills first
    if st == "zebra":
        c.setFillGray(0.86)
        c.rect(x0, L.head_bottom, x1 - x0, L.top - L.head_bottom, stroke=0, fill=1)
        k = 0
        for b in L.body:
            if b["row"].kind == "section":
                k = 0
            if k % 2 == 1:
                c.setFillGray(0.945)
                c.rect(x0, b["bottom"], x1 - x0, b["top"] - b["bottom"], stroke=0, fill=1)
            k += 1
        c.setFillGray(0)

    # rules
    c.setStrokeGray(0)
    if st == "grid":
        c.setLineWidth(0.5)
        c.rect(x0, L.bottom, x1 - x0, L.top - L.bottom, stroke=1, fill=0)
        for lev in L.levels:
            c.line(x0, lev["bottom"], x1, lev["bottom"])
            for (a, b, _) in lev["cells"]:
                c.line(L.colx[a][0], lev["top"], L.colx[a][0], lev["bottom"])
        for bb in L.body:
            c.line(x0, bb["bottom"], x1, bb["bottom"])
            for (l, _) in L.colx:
                c.line(l, bb["top"], l, bb["bottom"])
    elif st == "booktabs":
        c.setLineWidth(1.1)
        c.line(x0, L.top, x1, L.top)
        c.line(x0, L.bottom, x1, L.bottom)
        c.setLineWidth(0.6)
        c.line(x0, L.head_bottom, x1, L.head_bottom)
        c.setLineWidth(0.4)
        for lev in L.levels[:-1]:
            for (a, b, lines) in lev["cells"]:
                if lines and b > a:
                    c.line(L.colx[a][0] + 3, lev["bottom"] + 1.5, L.colx[b][1] - 3, lev["bottom"] + 1.5)
        for bb in L.body:
            if bb["row"].kind in ("total", "subtotal"):
                c.line(x0 + L.stub, bb["top"], x1, bb["top"])
    elif st == "zebra":
        c.setLineWidth(0.8)
        c.line(x0, L.bottom, x1, L.bottom)
    elif st == "lined":
        c.setStrokeGray(0.45)
        c.setLineWidth(0.4)
        c.line(x0, L.top, x1, L.top)
        for lev in L.levels:
            c.line(x0, lev["bottom"], x1, lev["bottom"])
        for bb in L.body:
            c.line(x0, bb["bottom"], x1, bb["bottom"])
        c.setStrokeGray(0)
    elif st == "borderless":
        c.setLineWidth(0.5)
        for lev in L.levels[:-1]:
            for (a, b, lines) in lev["cells"]:
                if lines and b > a:
                    c.line(L.colx[a][0] + 4, lev["bottom"] + 1.5, L.colx[b][1] - 4, lev["bottom"] + 1.5)
        for bb in L.body:
            if bb["row"].kind in ("total", "subtotal"):
                for i, col in enumerate(t.cols):
                    if t.show(bb["row"], col) and col.kind == "num":
                        l, r = L.colx[i]
                        c.line(l + L.pad + 2, bb["top"] - 0.5, r - L.pad + 1, bb["top"] - 0.5)

    # prose
    for (font, fs, x, y, text) in L.blocks:
        c.setFont(font, fs)
        c.drawString(x, y, text)

    # header text
    for lev in L.levels:
        n = max([len(ls) for (_, _, ls) in lev["cells"]] + [1])
        for (a, b, lines) in lev["cells"]:
            left, right = L.colx[a][0], L.colx[b][1]
            # bottom aligned block of lines
            yb = lev["bottom"] + (L.rowh - size) / 2 + 0.22 * size
            for k, line in enumerate(reversed(lines)):
                yy = yb + k * lev["lead"]
                c.setFont(bold, size)
                w = _w(line, bold, size)
                col = t.cols[b]
                if a == b and col.align == "left":
                    c.drawString(left + L.pad, yy, line)
                else:
                    c.drawString((left + right - w) / 2, yy, line)
        if lev["corner"]:
            yb = lev["bottom"] + (L.rowh - size) / 2 + 0.22 * size
            c.setFont(reg, size)
            c.drawString(x0 + L.pad, yb, lev["corner"])

    # body
    for bb in L.body:
        r = bb["row"]
        f = bold if r.kind != "data" else reg
        c.setFont(f, size)
        lx = x0 + L.pad + r.indent * L.ind
        c.drawString(lx, bb["base"], r.label)
        if r.mark:
            c.setFont(reg, L.mark_size)
            c.drawString(lx + _w(r.label, f, size) + 1.5, bb["base"], r.mark)
        for i, col in enumerate(t.cols):
            s = t.show(r, col)
            if not s:
                continue
            c.setFont(f, size)
            left, right = L.colx[i]
            if col.align == "left":
                c.drawString(left + L.pad, bb["base"], s)
            else:
                c.drawRightString(right - L.pad, bb["base"], s)
    c.showPage()
    c.save()
    return L


# ----------------------------------------------------------------------------- the notes
NOTES = []


def note(fn):
    NOTES.append(fn)
    return fn


@note
def n01():
    t = Table([
        Col("u24", ("Units sold (in thousands)", "2024"), 1, scale=1e3),
        Col("u23", ("Units sold (in thousands)", "2023"), 1, scale=1e3),
        Col("p24", ("Average selling price", "2024"), 0, cur="$"),
        Col("p23", ("Average selling price", "2023"), 0, cur="$"),
    ])
    t.section("Knees")
    t.row("pk", "Primary total knee", "412.6", "388.1", "4,365", "4,402")
    t.row("uk", "Partial knee", "58.3", "51.7", "3,890", "3,925")
    t.row("rk", "Revision knee", "36.9", "38.4", "7,140", "7,085")
    t.total("tk", "Total knees", ["pk", "uk", "rk"], cols=["u24", "u23"], kind="subtotal")
    t.section("Hips")
    t.row("ph", "Primary total hip", "301.2", "284.9", "4,120", "4,168")
    t.row("rh", "Revision hip", "27.5", "29.0", "6,815", "6,760", mark="(1)")
    t.total("th", "Total hips", ["ph", "rh"], cols=["u24", "u23"], kind="subtotal")
    t.end_section()
    t.row("sh", "Shoulders", "64.8", "57.2", "6,230", "6,190")
    t.row("fa", "Foot and ankle", "88.4", "80.6", "2,145", "2,090")
    t.total("tot", "Total implants", ["tk", "th", "sh", "fa"], cols=["u24", "u23"])
    for rk, over in (("tk", ["pk", "uk", "rk"]), ("th", ["ph", "rh"]),
                     ("tot", ["pk", "uk", "rk", "ph", "rh", "sh", "fa"])):
        t.wavg(rk, "p24", "u24", over)
        t.wavg(rk, "p23", "u23", over)
    facts = [Fact("robotic24", "41%", "41", unit="%"), Fact("robotic23", "33%", "33", unit="%"),
             Fact("tech24", "$61.4 million", "61.4", scale=1e6), Fact("tech23", "$48.9 million", "48.9", scale=1e6)]
    return Note(
        "n01-femurline-implants", "Femurline Orthopaedics, Inc.",
        "Note 4. Implant Units and Average Selling Prices", t,
        ["The following table presents the number of implants sold and the average selling price by product "
         "line for the years ended December 31, 2024 and 2023. Units are reported net of returns and exclude "
         "trial and loaner sets. Average selling price is implant net sales divided by units sold, stated in "
         "whole dollars; the averages shown for knees, hips and all implants are weighted by units."],
        ["Robotic-assisted procedures accounted for 41% of primary total knee units in 2024, compared with 33% "
         "in 2023, as the installed base of our guidance platform grew in the United States and Japan. Pricing "
         "pressure continued in primary reconstruction, where group purchasing contracts renewed during the "
         "year at lower rates, while revision and shoulder systems carried higher prices.",
         "Revenue from enabling technology, which comprises robotic systems, navigation and related "
         "disposables and is not included in the table above, was $61.4 million in 2024 and $48.9 million in "
         "2023."],
        style="booktabs", face="Serif", paper="Letter",
        footnotes=[("(1)", "Includes acetabular revision components sold separately from a full hip system.")],
        facts=facts)


@note
def n02():
    t = Table([
        Col("b25", ("Bales sold ('000)", "2025"), 1, scale=1e3),
        Col("b24", ("Bales sold ('000)", "2024"), 1, scale=1e3),
        Col("c25", ("Average clean price (cents/kg)", "2025"), 0),
        Col("c24", ("Average clean price (cents/kg)", "2024"), 0),
    ], corner=("Year ended 30 June",))
    t.section("Merino fleece")
    t.row("m165", "16.5 micron and finer", "14.2", "15.8", "2,412", "2,386")
    t.row("m170", "17.0 to 18.5 micron", "98.6", "104.3", "1,688", "1,702")
    t.row("m190", "19.0 to 20.5 micron", "162.4", "171.9", "1,302", "1,341")
    t.row("m210", "21.0 micron and broader", "71.3", "69.5", "1,105", "1,092")
    t.total("tm", "Total Merino fleece", ["m165", "m170", "m190", "m210"], cols=["b25", "b24"], kind="subtotal")
    t.section("Other wool")
    t.row("xb", "Crossbred fleece", "46.8", "44.1", "512", "498")
    t.row("od", "Oddments", "58.9", "60.7", "744", "760", mark="(a)")
    t.total("to", "Total other wool", ["xb", "od"], cols=["b25", "b24"], kind="subtotal")
    t.end_section()
    t.total("tot", "Total wool sold", ["tm", "to"], cols=["b25", "b24"])
    for rk, over in (("tm", ["m165", "m170", "m190", "m210"]), ("to", ["xb", "od"]),
                     ("tot", ["m165", "m170", "m190", "m210", "xb", "od"])):
        t.wavg(rk, "c25", "b25", over)
        t.wavg(rk, "c24", "b24", over)
    facts = [Fact("bale25", "174 kg", "174"), Fact("bale24", "171 kg", "171"),
             Fact("comm25", "A$18.6 million", "18.6", scale=1e6)]
    return Note(
        "n02-merinvale-wool", "Merinvale Wool Brokers Pty Ltd", "Note 7. Wool sold by micron category", t,
        ["Merinvale sells wool on behalf of growers through the eastern and western auction centres and by "
         "private treaty. The table analyses the bales sold during the year by fibre diameter. Prices are the "
         "average clean prices achieved at sale, in Australian cents per kilogram, weighted by bales for the "
         "totals."],
        ["Demand for the finest Merino types remained firm, with Italian and Chinese topmakers competing for "
         "limited supply, while broader Merino and crossbred types met weaker interest from carpet and "
         "interior textile buyers. The average weight of a bale sold was 174 kg in 2025 (2024: 171 kg).",
         "Brokerage commission income, which is charged as a percentage of the sale value, was A$18.6 million "
         "for the year."],
        style="grid", face="Sans", paper="A4",
        footnotes=[("(a)", "Oddments comprise pieces, bellies, locks and crutchings.")], facts=facts)


@note
def n03():
    t = Table([
        Col("o24", ("Output", "2024"), 1, scale=1e6),
        Col("o23", ("Output", "2023"), 1, scale=1e6),
        Col("cap", ("Capacity", "2024"), 1, scale=1e6),
        Col("ut", ("Utilisation", "2024 (%)"), 1, pct=True),
    ])
    t.section("Broadloom")
    t.row("pick", "Pickerdale", "14.8", "15.6", "18.2")
    t.row("loom", "Loomsey", "9.6", "9.1", "11.5")
    t.total("bl", "Total broadloom", ["pick", "loom"], cols=["o24", "o23", "cap"], kind="subtotal")
    t.section("Carpet tiles")
    t.row("harr", "Pilecross", "11.2", "10.4", "12.6")
    t.row("weft", "Wefton", "6.9", "7.3", "9.8")
    t.total("ct", "Total carpet tiles", ["harr", "weft"], cols=["o24", "o23", "cap"], kind="subtotal")
    t.section("Rugs")
    t.row("bex", "Bexcombe", "2.1", "3.4", "2.9", mark="(1)")
    t.end_section()
    t.total("tot", "Total", ["bl", "ct", "bex"], cols=["o24", "o23", "cap"])
    for rk in ("pick", "loom", "bl", "harr", "weft", "ct", "bex", "tot"):
        t.ratio(rk, "ut", (rk, "o24"), (rk, "cap"))
    facts = [Fact("sold24", "45.3 million m²", "45.3", scale=1e6)]
    return Note(
        "n03-tuftmoor-production", "Tuftmoor Carpets plc", "5. Production by plant", t,
        ["The group manufactures tufted broadloom carpet, carpet tiles and woven rugs at five plants in the "
         "United Kingdom. Output is measured in finished square metres after trimming and inspection. "
         "Utilisation compares 2024 output with the practical capacity of each plant for the year."],
        ["Output fell at Wefton as contract flooring demand from offices softened in the second half, while "
         "Pilecross benefited from the transfer of two tile lines from Loomsey in 2023. Group sales volume "
         "was 45.3 million m² in 2024, slightly above output, as finished-goods stock built up ahead of the "
         "Bexcombe closure was sold down."],
        style="lined", face="Serif", paper="A4",
        caption="Output and capacity in million m²",
        footnotes=[("(1)", "Bexcombe ceased production on 30 September 2024; its capacity is shown for the nine "
                           "months it operated.")],
        facts=facts)


@note
def n04():
    t = Table([
        Col("f24", ("Owned railcars at December 31", "2024"), 0),
        Col("f23", ("Owned railcars at December 31", "2023"), 0),
        Col("u24", ("Fleet utilization", "2024"), 1, pct=True, sign=True),
        Col("u23", ("Fleet utilization", "2023"), 1, pct=True, sign=True),
        Col("r24", ("Average monthly lease rate", "2024"), 0, cur="$", cur_rows="all"),
    ])
    t.row("hop", "Covered hoppers", "21,460", "20,915", "96.4", "94.8", "812")
    t.row("gst", "General service tank cars", "9,835", "9,612", "98.1", "97.5", "1,046")
    t.row("pst", "Pressure tank cars", "3,120", "2,986", "99.2", "98.8", "1,388")
    t.row("box", "Boxcars", "4,210", "4,455", "91.7", "90.2", "934")
    t.row("gon", "Gondolas", "5,675", "5,540", "93.8", "95.1", "701")
    t.row("flt", "Flatcars", "2,190", "2,305", "88.6", "89.9", "865")
    body = ["hop", "gst", "pst", "box", "gon", "flt"]
    t.total("tot", "Total fleet", body, cols=["f24", "f23"])
    t.wavg("tot", "u24", "f24", body)
    t.wavg("tot", "u23", "f23", body)
    t.wavg("tot", "r24", "f24", body)
    facts = [Fact("order", "1,850 railcars", "1,850"), Fact("managed", "6,420", "6,420")]
    return Note(
        "n04-hopperline-fleet", "Hopperline Railcar Leasing Corp.", "Railcar Fleet by Car Type", t,
        ["The following table summarizes our owned railcar fleet by car type. Fleet utilization is the "
         "number of railcars on lease divided by the total number of railcars owned at the end of the year. "
         "The average monthly lease rate is the rate per car on leases in effect at December 31, 2024, "
         "weighted by railcars for the total fleet."],
        ["Utilization improved across tank cars as chemical and refined products shippers renewed leases at "
         "higher rates, while gondola demand weakened with lower scrap steel volumes. At December 31, 2024, "
         "we had 1,850 railcars on order for delivery in 2025 and 2026. In addition to the owned fleet, we "
         "managed 6,420 railcars for third-party owners at year end; managed railcars are excluded from the "
         "table."],
        style="zebra", face="Cond", paper="Letter", facts=facts)


@note
def n05():
    t = Table([
        Col("g25", ("Generation (GWh)", "FY2025"), 0),
        Col("g24", ("Generation (GWh)", "FY2024"), 0),
        Col("gc", ("Generation (GWh)", "% change"), 1, pct=True, sign=True),
        Col("i25", ("Inflows (% of long-run mean)", "FY2025"), 0, pct=True),
        Col("i24", ("Inflows (% of long-run mean)", "FY2024"), 0, pct=True),
    ], corner=("Scheme",))
    t.row("whin", "Whinmoor Lakes", "1,842", "2,015", None, "88", "104")
    t.row("cold", "Coldbeck", "966", "912", None, "107", "96")
    t.row("sall", "Sallowdene", "1,305", "1,388", None, "92", "101")
    t.row("pike", "Pikestone River", "2,410", "2,356", None, "99", "95")
    t.row("fall", "Fallowford", "418", "455", None, "84", "98", mark="(1)")
    body = ["whin", "cold", "sall", "pike", "fall"]
    t.total("tot", "Total hydro generation", body, cols=["g25", "g24"])
    for rk in body + ["tot"]:
        t.pchg(rk, "gc", "g25", "g24")
    facts = [Fact("price25", "$142.30 per MWh", "142.30"), Fact("price24", "$118.75", "118.75")]
    return Note(
        "n05-glenfarrow-hydro", "Glenfarrow Hydro Limited", "Note 6. Generation and inflows by scheme", t,
        ["Glenfarrow owns and operates five hydro-electric schemes. Generation is measured at the station "
         "switchyard. Inflows are the natural water inflows into each scheme's storage lakes and headponds "
         "for the financial year, expressed as a percentage of the long-run mean since records began."],
        ["A dry autumn and winter in the southern catchments reduced storage at Whinmoor Lakes and "
         "Sallowdene, and water was conserved during the high-priced winter months. The average wholesale "
         "price realised on hydro generation was $142.30 per MWh in FY2025 (FY2024: $118.75), which more than "
         "offset the lower volume."],
        style="borderless", face="Sans", paper="A4",
        footnotes=[("(1)", "Fallowford was offline for the refurbishment of its two generating units from "
                           "3 February 2025 to 28 April 2025.")],
        facts=facts)


@note
def n06():
    t = Table([
        Col("tech", ("Technology",), kind="text"),
        Col("m24", ("Installed capacity (MW)", "2024"), 1),
        Col("m23", ("Installed capacity (MW)", "2023"), 1),
        Col("h24", ("Hydrogen produced (tonnes)", "2024"), 0),
        Col("h23", ("Hydrogen produced (tonnes)", "2023"), 0),
        Col("av", ("Availability", "2024 (%)"), 1, pct=True),
    ], corner=("Site",))
    t.row("fjel", "Fjellnes", "PEM", "20.0", "20.0", "2,140", "1,865", "96.2")
    t.row("havb", "Havbukt", "Alkaline", "40.0", "40.0", "4,305", "4,120", "94.8")
    t.row("kvern", "Kvernøya", "PEM", "10.0", NIL, "512", NIL, "91.5", mark="(1)")
    t.row("solh", "Solhaug", "Alkaline", "24.0", "24.0", "2,288", "2,402", "93.1")
    t.total("tot", "Total", ["fjel", "havb", "kvern", "solh"], cols=["m24", "m23", "h24", "h23"])
    facts = [Fact("kwh", "54.6 kWh", "54.6"), Fact("sold", "8,930 tonnes", "8,930")]
    return Note(
        "n06-voltharrow-hydrogen", "Voltharrow Hydrogen AS",
        "Note 5. Electrolyser capacity and hydrogen production by site", t,
        ["The Group produces renewable hydrogen by water electrolysis at four sites on the western coast, "
         "using hydro-electric power purchased under long-term contracts. Installed capacity is the rated "
         "electrical input of the electrolyser stacks at 31 December. Availability is the share of hours in "
         "which the plant was able to run."],
        ["Production at Solhaug was lower after a stack replacement programme extended over the summer. "
         "Across the four sites the electrolysers consumed on average 54.6 kWh of electricity per kilogram "
         "of hydrogen produced in 2024, including compression. Hydrogen sold to industrial and maritime "
         "offtakers was 8,930 tonnes; the difference from production reflects inventory held in tube "
         "trailers and own use."],
        style="grid", face="Cond", paper="A4",
        footnotes=[("(1)", "Kvernøya was commissioned on 14 May 2024.")], facts=facts)


@note
def n07():
    t = Table([
        Col("p25", ("Pupils on roll (January census)", "2025"), 0),
        Col("p24", ("Pupils on roll (January census)", "2024"), 0),
        Col("b25", ("of which boarders", "2025"), 0),
        Col("b24", ("of which boarders", "2024"), 0),
        Col("fee", ("Day fee per term", "2024/25"), 0, cur="£"),
    ])
    t.section("United Kingdom")
    t.row("harr", "Harrowdene College", "812", "796", "344", "351", "9,850")
    t.row("elms", "St Elmsworth's School", "645", "661", "98", "104", "8,420")
    t.row("cres", "Cresthill Preparatory School", "388", "372", NIL, NIL, "6,150")
    t.total("uk", "Total United Kingdom", ["harr", "elms", "cres"], cols=["p25", "p24", "b25", "b24"],
            kind="subtotal")
    t.section("International")
    t.row("kl", "Quadwick School Kuala Lumpur", "1,204", "1,118", NIL, NIL, "6,480", mark="(1)")
    t.row("doha", "Quadwick School Doha", "930", "884", "64", "58", "7,920", mark="(1)")
    t.total("intl", "Total International", ["kl", "doha"], cols=["p25", "p24", "b25", "b24"], kind="subtotal")
    t.end_section()
    t.total("tot", "Total group", ["uk", "intl"], cols=["p25", "p24", "b25", "b24"])
    facts = [Fact("places", "4,420 pupil places", "4,420")]
    return Note(
        "n07-quadwick-pupils", "Quadwick Schools Group plc", "4. Pupil numbers by school", t,
        ["Pupil numbers are taken from the census held in the third week of January each year and include "
         "pupils in the nursery and sixth form. Boarders are pupils registered as full or weekly boarders at "
         "the census date. The day fee is the published fee for a full-time day pupil in the senior school for "
         "one term of the 2024/25 academic year."],
        ["Demand at our international schools continued to grow, supported by expatriate families relocating "
         "to Kuala Lumpur and Doha. In the United Kingdom, pupil numbers held up at Harrowdene and Cresthill "
         "despite the introduction of VAT on school fees from January 2025, while St Elmsworth's saw fewer "
         "admissions into the lower school. Across the group the schools had capacity for 4,420 pupil places "
         "at the January 2025 census."],
        style="booktabs", face="Serif", paper="A4",
        footnotes=[("(1)", "International fees are set in local currency and shown at the sterling equivalent "
                           "on 1 September 2024.")],
        facts=facts)


@note
def n08():
    t = Table([Col("y24", ("2024",), 1), Col("y23", ("2023",), 1), Col("y22", ("2022",), 1)],
              corner=("Year ended December 31",))
    t.section("Circulating coins produced (millions of pieces)", scale=1e6, places=1)
    t.row("c5", "5-cent", "1,208.6", "1,342.0", "1,415.8")
    t.row("c10", "10-cent", "2,310.4", "2,486.2", "2,602.5")
    t.row("c25", "25-cent", "1,874.2", "2,040.8", "2,215.0")
    t.row("c100", "Dollar coin", "122.5", "140.3", "96.4")
    t.total("ctot", "Total", ["c5", "c10", "c25", "c100"], kind="subtotal")
    t.section("Bullion coins sold (thousands of troy ounces)", scale=1e3, places=1)
    t.row("gold", "Gold", "1,045.5", "886.0", "1,210.5")
    t.row("silv", "Silver", "24,860.0", "29,320.0", "27,615.0")
    t.row("plat", "Platinum", "62.5", "48.0", "71.0")
    t.total("btot", "Total", ["gold", "silv", "plat"], kind="subtotal")
    t.section("Numismatic products sold (thousands of units)", scale=1e3, places=0)
    t.row("proof", "Proof sets", "642", "718", "705")
    t.row("comm", "Commemorative coins", "1,215", "980", "1,340")
    t.total("ntot", "Total", ["proof", "comm"], kind="subtotal")
    facts = [Fact("seig24", "$312.6 million", "312.6", scale=1e6), Fact("seig23", "$348.9 million", "348.9", scale=1e6)]
    return Note(
        "n08-obverly-coins", "Obverly Mint Corporation", "Coin Production and Bullion Sales", t,
        ["We produce circulating coins under an annual order from the central bank and sell bullion and "
         "numismatic products to authorized purchasers, dealers and collectors. The following table sets "
         "forth our principal production and sales volumes for the last three years."],
        ["Circulating coin orders declined for a second year as cash use at retailers continued to fall and "
         "coin recirculation programs returned more coin from storage. Bullion demand for gold recovered in "
         "2024 while silver ounces sold fell from the elevated level of 2023. Seigniorage on circulating "
         "coins, the difference between the face value of coins shipped and their cost, was $312.6 million "
         "in 2024 compared with $348.9 million in 2023."],
        style="lined", face="Sans", paper="Letter", facts=facts)


@note
def n09():
    t = Table([
        Col("u24", ("Units", "Fiscal 2024"), 1, scale=1e3),
        Col("u23", ("Units", "Fiscal 2023"), 1, scale=1e3),
        Col("uc", ("Units", "% Change"), 1, pct=True, sign=True),
        Col("a24", ("Average unit revenue", "Fiscal 2024"), 0, cur="$"),
        Col("a23", ("Average unit revenue", "Fiscal 2023"), 0, cur="$"),
    ], corner=("(units in thousands)",))
    t.row("show", "Company-operated showrooms", "612.4", "598.7", None, "1,842", "1,795")
    t.row("ecom", "E-commerce", "488.1", "452.9", None, "1,268", "1,301")
    t.row("whol", "Wholesale partners", "903.6", "1,012.4", None, "986", "1,004")
    t.row("hosp", "Hospitality contracts", "74.2", "66.8", None, "1,155", "1,120")
    body = ["show", "ecom", "whol", "hosp"]
    t.total("tot", "Total mattresses", body, cols=["u24", "u23"])
    for rk in body + ["tot"]:
        t.pchg(rk, "uc", "u24", "u23")
    t.wavg("tot", "a24", "u24", body)
    t.wavg("tot", "a23", "u23", body)
    facts = [Fact("wk53", "31.5 thousand units", "31.5", scale=1e3),
             Fact("other", "$84.2 million", "84.2", scale=1e6)]
    return Note(
        "n09-slumbergate-units", "Slumbergate Sleep Company", "Mattress Units and Average Unit Revenue by Channel",
        t,
        ["The table below presents mattress units shipped or delivered to customers and average unit revenue "
         "(net mattress sales divided by units) by sales channel. Average unit revenue for the total is "
         "weighted by units."],
        ["The decline in wholesale units reflects the exit from two regional furniture chains in the first "
         "quarter of fiscal 2024, partly offset by growth in our own showrooms and online. We estimate that "
         "the additional week in fiscal 2024 contributed approximately 31.5 thousand units across all "
         "channels. Net sales of pillows, bedding and adjustable bases, which are not included in average "
         "unit revenue, were $84.2 million in fiscal 2024."],
        style="borderless", face="Serif", paper="Letter",
        footnotes=[("Note:", "Fiscal 2024 was a 53-week year ended February 1, 2025; fiscal 2023 was a 52-week "
                             "year ended January 27, 2024.")],
        facts=facts)


@note
def n10():
    t = Table([
        Col("s24", ("2024",), 1, scale=1e6),
        Col("s23", ("2023",), 1, scale=1e6),
        Col("cr", ("% change", "Reported"), 1, pct=True),
        Col("cc", ("% change", "At constant currency"), 1, pct=True),
    ])
    t.section("By product class")
    t.row("herb", "Herbicides", "1,842.6", "1,975.3", None, "(4.1)")
    t.row("fung", "Fungicides", "1,406.2", "1,352.8", None, "6.2")
    t.row("ins", "Insecticides", "688.4", "742.1", None, "(5.0)")
    t.row("seed", "Seed treatment", "412.9", "385.0", None, "9.3")
    t.row("bio", "Biologicals", "146.3", "118.7", None, "24.8")
    t.total("ptot", "Total", ["herb", "fung", "ins", "seed", "bio"], cols=["s24", "s23"], kind="subtotal")
    t.rk["ptot"].vals["cc"] = dec("(0.4)")
    t.section("By region")
    t.row("eur", "Europe", "1,318.5", "1,342.0", None, "(0.9)")
    t.row("nam", "North America", "1,176.2", "1,209.4", None, "(2.1)")
    t.row("lat", "Latin America", "1,270.4", "1,311.6", None, "3.6")
    t.row("apac", "Asia Pacific", "731.3", "710.9", None, "4.8")
    t.total("rtot", "Total", ["eur", "nam", "lat", "apac"], cols=["s24", "s23"], kind="subtotal")
    t.rk["rtot"].vals["cc"] = dec("(0.4)")
    for rk in ("herb", "fung", "ins", "seed", "bio", "ptot", "eur", "nam", "lat", "apac", "rtot"):
        t.pchg(rk, "cr", "s24", "s23")
    assert t.get("ptot", "s24") == t.get("rtot", "s24") and t.get("ptot", "s23") == t.get("rtot", "s23")
    facts = [Fact("gly", "21%", "21", unit="%")]
    return Note(
        "n10-agrivane-sales", "Agrivane Crop Sciences AG", "Note 3. Net sales by product class and region", t,
        ["Net sales are presented by product class and by the region in which the customer is located. Changes "
         "at constant currency translate both years at 2023 average exchange rates."],
        ["Herbicide sales declined as generic glyphosate and glufosinate prices fell further in Latin America "
         "and North America; products based on glyphosate represented 21% of herbicide sales in 2024. "
         "Fungicide growth was led by new cereal and soybean formulations in Europe and Brazil, and "
         "biologicals continued to expand from a small base. In Latin America, price increases offset the "
         "depreciation of the Argentine peso and the Brazilian real."],
        style="zebra", face="Sans", paper="A4", caption="(in € million)", facts=facts)


@note
def n11():
    t = Table([
        Col("cty", ("Country",), kind="text"),
        Col("p24", ("Production", "2024"), 0, scale=1e3),
        Col("p23", ("Production", "2023"), 0, scale=1e3),
        Col("c24", ("Capacity", "2024"), 0, scale=1e3),
        Col("c23", ("Capacity", "2023"), 0, scale=1e3),
        Col("ut", ("Utilisation", "2024 (%)"), 1, pct=True),
    ], corner=("Mill",))
    t.section("MDF")
    t.row("kuus", "Kuusirinne", "Finland", "412", "398", "450", "450")
    t.row("birk", "Birkeslev", "Denmark", "286", "301", "320", "320")
    t.total("mdf", "Total MDF", ["kuus", "birk"], kind="subtotal")
    t.section("Particleboard")
    t.row("mant", "Mäntylahti", "Finland", "538", "512", "600", "560")
    t.row("ozol", "Ozolkalns", "Latvia", "344", "352", "380", "380")
    t.total("pb", "Total particleboard", ["mant", "ozol"], kind="subtotal")
    t.section("OSB")
    t.row("gran", "Granlunda", "Sweden", "402", "365", "480", "400", mark="(1)")
    t.end_section()
    t.total("tot", "Total panels", ["mdf", "pb", "gran"])
    for rk in ("kuus", "birk", "mdf", "mant", "ozol", "pb", "gran", "tot"):
        t.ratio(rk, "ut", (rk, "p24"), (rk, "c24"))
    return Note(
        "n11-lastuvaara-panels", "Lastuvaara Panels Oy", "Note 4. Panel production by mill", t,
        ["The Group manufactures medium-density fibreboard (MDF), particleboard and oriented strand board (OSB) "
         "at five mills in the Nordic and Baltic countries. Production is stated in thousand cubic metres of "
         "raw board before lamination. Capacity is the rated annual output of the presses."],
        ["Demand from furniture makers remained subdued in 2024, and the Birkeslev mill took extended "
         "maintenance stops in July and December. Particleboard volumes rose at Mäntylahti after the "
         "debottlenecking of its continuous press, and Granlunda's new press line reached full speed in the "
         "autumn."],
        style="grid", face="Serif", paper="A4", caption="Volumes in thousand cubic metres (m³)",
        footnotes=[("(1)", "A second press line was started up at Granlunda in March 2024, raising rated "
                           "capacity from 400 to 480 thousand m³.")])


@note
def n12():
    t = Table([
        Col("loc", ("Location",), kind="text"),
        Col("cap", ("Nameplate capacity", "(tonnes/day)"), 0),
        Col("d25", ("Days operated", "2024-25"), 0),
        Col("d24", ("Days operated", "2023-24"), 0),
        Col("o25", ("Glass produced ('000 tonnes)", "2024-25"), 1, scale=1e3),
        Col("o24", ("Glass produced ('000 tonnes)", "2023-24"), 1, scale=1e3),
    ], corner=("Float line",))
    t.row("f1", "Line F1", "Vellapuram", "600", "352", "361", "197.4", "206.1")
    t.row("f2", "Line F2", "Vellapuram", "800", "214", "358", "161.2", "273.8", mark="(1)")
    t.row("f3", "Line F3", "Rasoliya", "900", "360", "355", "305.8", "298.6")
    t.row("f4", "Line F4", "Tirukkalam", "1,000", "348", NIL, "321.5", NIL, mark="(2)")
    t.total("tot", "Total", ["f1", "f2", "f3", "f4"], cols=["cap", "o25", "o24"])
    facts = [Fact("va", "31%", "31", unit="%")]
    return Note(
        "n12-brightpane-float", "Brightpane Glass Industries Ltd", "6. Float line operations", t,
        ["The Company produces clear and tinted float glass on four float lines at three locations. Nameplate "
         "capacity is the designed daily pull of the furnace. Days operated are the days on which the line "
         "produced saleable glass during the financial year ended 31 March."],
        ["Output in 2024-25 benefited from the first full year of Line F4, offset by the cold repair of Line F2, "
         "during which its furnace was drained and rebuilt. Value-added products, comprising coated, laminated "
         "and mirror glass processed from the float output, accounted for 31% of glass produced in 2024-25."],
        style="zebra", face="Cond", paper="A4",
        footnotes=[("(1)", "Line F2 was shut for a cold repair from 12 June 2024 to 9 November 2024."),
                   ("(2)", "Line F4 started commercial production on 18 April 2024.")],
        facts=facts)


@note
def n13():
    t = Table([
        Col("s25", ("Crop year", "2024/25"), 1, scale=1e6),
        Col("s24", ("Crop year", "2023/24"), 1, scale=1e6),
        Col("ch", ("% change",), 1, pct=True),
    ], corner=("(millions of pounds, kernel weight)",))
    t.section("Domestic")
    t.row("us", "United States", "168.4", "160.2")
    t.row("can", "Canada", "21.7", "23.0")
    t.total("dom", "Total domestic", ["us", "can"], cols=["s25", "s24"], kind="subtotal")
    t.section("Export")
    t.row("weu", "Western Europe", "142.6", "131.8")
    t.row("ind", "India", "96.3", "78.5")
    t.row("mde", "Middle East", "64.9", "70.2")
    t.row("chn", "China and Hong Kong", "38.7", "45.3")
    t.row("oth", "Other export markets", "57.1", "52.6")
    t.total("exp", "Total export", ["weu", "ind", "mde", "chn", "oth"], cols=["s25", "s24"], kind="subtotal")
    t.end_section()
    t.total("tot", "Total shipments", ["dom", "exp"], cols=["s25", "s24"])
    for rk in ("us", "can", "dom", "weu", "ind", "mde", "chn", "oth", "exp", "tot"):
        t.pchg(rk, "ch", "s25", "s24")
    facts = [Fact("rec25", "612.4 million pounds", "612.4", scale=1e6),
             Fact("rec24", "566.9 million pounds", "566.9", scale=1e6),
             Fact("pr25", "$2.14 per pound", "2.14"), Fact("pr24", "$1.87", "1.87")]
    return Note(
        "n13-shellbrae-shipments", "Shellbrae Almond Growers Cooperative", "Shipments by Destination", t,
        ["The Cooperative markets the almonds delivered by its members. The following table presents shipments "
         "of shelled and in-shell almonds, stated in kernel weight, by destination for the crop years ended "
         "July 31."],
        ["Receipts from members totalled 612.4 million pounds in the 2024/25 crop year, compared with 566.9 "
         "million pounds in 2023/24; receipts not shipped by July 31 are carried into the following crop year. "
         "Export shipments to India rose strongly after the reduction of import duties on in-shell almonds, "
         "while shipments to China and Hong Kong declined. The average price paid to members was $2.14 per "
         "pound for the 2024/25 crop, up from $1.87 for the 2023/24 crop."],
        style="booktabs", face="Sans", paper="Letter", facts=facts)


@note
def n14():
    t = Table([
        Col("b25", ("Boxes processed (thousands)", "2024–25"), 0, scale=1e3),
        Col("b24", ("Boxes processed (thousands)", "2023–24"), 0, scale=1e3),
        Col("y25", ("Pound-solids per box", "2024–25"), 2),
        Col("y24", ("Pound-solids per box", "2023–24"), 2),
        Col("s25", ("Pound-solids (thousands)", "2024–25"), 0, scale=1e3),
        Col("s24", ("Pound-solids (thousands)", "2023–24"), 0, scale=1e3),
    ], corner=("Season",))
    t.section("Oranges")
    t.row("em", "Early and midseason", "8,412", "9,305", "6.12", "5.98")
    t.row("val", "Valencia", "7,204", "8,116", "6.41", "6.35")
    for rk in ("em", "val"):
        t.prod(rk, "s25", (rk, "b25"), (rk, "y25"))
        t.prod(rk, "s24", (rk, "b24"), (rk, "y24"))
    t.total("or", "Total oranges", ["em", "val"], cols=["b25", "b24", "s25", "s24"], kind="subtotal")
    t.end_section()
    t.row("gf", "Grapefruit", "1,186", "1,402", "4.72", "4.80")
    t.row("tang", "Tangerines and tangelos", "412", "455", "5.35", "5.21")
    for rk in ("gf", "tang"):
        t.prod(rk, "s25", (rk, "b25"), (rk, "y25"))
        t.prod(rk, "s24", (rk, "b24"), (rk, "y24"))
    t.total("tot", "Total", ["or", "gf", "tang"], cols=["b25", "b24", "s25", "s24"])
    for rk in ("or", "tot"):
        t.ratio(rk, "y25", (rk, "s25"), (rk, "b25"), factor=1)
        t.ratio(rk, "y24", (rk, "s24"), (rk, "b24"), factor=1)
    facts = [Fact("obox", "90 pounds", "90"), Fact("gbox", "85 pounds", "85")]
    return Note(
        "n14-sunbraid-fruit", "Sunbraid Citrus Processors, Inc.", "Fruit Processed and Juice Yield by Variety", t,
        ["We purchase fruit from growers under participation and fixed-price contracts and process it into "
         "not-from-concentrate and frozen concentrated juice. Juice yield is measured in pound-solids, the "
         "pounds of soluble solids recovered per box processed. A standard field box of oranges weighs 90 "
         "pounds and a box of grapefruit 85 pounds."],
        ["The 2024–25 season was again affected by citrus greening and by wind damage from the October 2024 "
         "hurricane, which caused early fruit drop in the central growing region. Higher sugar content in the "
         "fruit that was harvested partly offset the smaller crop."],
        style="grid", face="Serif", paper="Letter", facts=facts)


@note
def n15():
    t = Table([
        Col("sh25", ("Shipments (Mwmt)", "FY2025"), 2, scale=1e6),
        Col("sh24", ("Shipments (Mwmt)", "FY2024"), 2, scale=1e6),
        Col("rv25", ("Revenue (US$ million)", "FY2025"), 1, scale=1e6),
        Col("rv24", ("Revenue (US$ million)", "FY2024"), 1, scale=1e6),
    ])
    t.row("lump", "Lump", "14.82", "13.96", "1,742.6", "1,812.4")
    t.row("fine", "Fines", "38.45", "37.10", "3,655.1", "3,991.8")
    t.row("pel", "Pellets", "6.20", "6.85", "868.4", "1,021.5")
    t.total("sales", "Iron ore sales", ["lump", "fine", "pel"], kind="subtotal")
    t.row("ppa", "Provisional pricing adjustments", None, None, "(84.3)", "41.6", mark="(1)")
    t.row("frt", "Freight revenue", None, None, "412.8", "385.1")
    t.total("tot", "Total revenue", ["sales", "ppa", "frt"], cols=["rv25", "rv24"])
    facts = [Fact("c125", "US$19.85", "19.85"), Fact("c124", "US$18.62", "18.62")]
    return Note(
        "n15-ochrevale-sales", "Ochrevale Iron Ore Limited", "Note 5. Sales volumes and revenue by product", t,
        ["Revenue from the sale of iron ore is recognised when control passes to the customer, generally on "
         "loading at the port. Shipments are stated in million wet metric tonnes (Mwmt). Freight revenue "
         "arises on sales made on cost-and-freight terms."],
        ["The average realised price fell in FY2025 as the benchmark index weakened through the second half "
         "and the discounts for lower-grade fines widened. C1 cash costs were US$19.85 per wet metric tonne "
         "in FY2025 (FY2024: US$18.62), reflecting higher diesel and labour costs and the longer haul from "
         "the new southern pit."],
        style="booktabs", face="Cond", paper="A4",
        footnotes=[("(1)", "Movements in the fair value of receivables on sales priced provisionally at "
                           "shipment and settled on average index prices after the month of arrival.")],
        facts=facts)


@note
def n16():
    t = Table([
        Col("p24", ("Pools completed", "2024"), 0),
        Col("p23", ("Pools completed", "2023"), 0),
        Col("a24", ("Average contract value (in thousands)", "2024"), 1, cur="$", scale=1e3),
        Col("a23", ("Average contract value (in thousands)", "2023"), 1, cur="$", scale=1e3),
        Col("bl", ("Backlog (pools)", "Dec. 31, 2024"), 0),
    ], corner=("Market",))
    t.row("az", "Arizona", "1,412", "1,538", "78.4", "74.9", "486")
    t.row("fl", "Florida", "2,205", "2,116", "86.2", "83.0", "640")
    t.row("tx", "Texas", "1,876", "1,942", "72.6", "70.8", "552")
    t.row("nv", "Nevada", "418", "452", "81.5", "79.1", "133")
    t.row("ca", "California", "602", "574", "98.3", "95.6", "247")
    body = ["az", "fl", "tx", "nv", "ca"]
    t.total("tot", "Total", body, cols=["p24", "p23", "bl"])
    t.wavg("tot", "a24", "p24", body)
    t.wavg("tot", "a23", "p23", body)
    facts = [Fact("cyc24", "11.4 weeks", "11.4"), Fact("cyc23", "12.8 weeks", "12.8"),
             Fact("reno", "$46.7 million", "46.7", scale=1e6)]
    return Note(
        "n16-lagoonward-pools", "Lagoonward Pools, Inc.", "Pools Completed and Average Contract Value by Market", t,
        ["We design and build custom in-ground residential swimming pools. A pool is counted as completed when "
         "the final inspection has been passed and the pool has been handed over to the homeowner. Average "
         "contract value includes decking, equipment and water features sold with the pool; for the total it "
         "is weighted by pools completed."],
        ["Higher mortgage rates slowed new home sales in Arizona, Texas and Nevada, and homeowners delayed "
         "larger projects, while Florida and California benefited from strong demand for renovation-led "
         "upgrades. Our average build cycle, from permit to handover, shortened to 11.4 weeks in 2024 from "
         "12.8 weeks in 2023. Renovation and service revenue, which is not included in the table, was $46.7 "
         "million in 2024."],
        style="lined", face="Sans", paper="Letter", facts=facts)


@note
def n17():
    t = Table([
        Col("t24", ("Aircraft turns ('000)", "2024"), 1, scale=1e3),
        Col("t23", ("Aircraft turns ('000)", "2023"), 1, scale=1e3),
        Col("x24", ("Passengers handled (million)", "2024"), 2, scale=1e6),
        Col("x23", ("Passengers handled (million)", "2023"), 2, scale=1e6),
        Col("c24", ("Cargo handled ('000 tonnes)", "2024"), 1, scale=1e3),
        Col("c23", ("Cargo handled ('000 tonnes)", "2023"), 1, scale=1e3),
    ], corner=("Station",))
    t.row("lis", "Lisbon", "92.4", "88.1", "15.86", "15.02", "121.4", "118.9")
    t.row("opo", "Porto", "41.3", "39.8", "6.12", "5.87", "38.2", "36.5")
    t.row("fao", "Faro", "28.7", "27.2", "4.35", "4.12", "2.1", "2.3")
    t.row("fnc", "Funchal", "17.9", "16.4", "2.48", "2.21", "4.6", "4.9")
    t.row("pdl", "Ponta Delgada", "9.8", "9.5", "1.21", "1.16", "6.8", "6.4")
    t.total("tot", "Total", ["lis", "opo", "fao", "fnc", "pdl"])
    facts = [Fact("rpt", "€1,962", "1,962")]
    return Note(
        "n17-apronwise-stations", "Apronwise Aviation Services S.A.", "Note 8. Activity by station", t,
        ["The Group provides ramp, passenger and cargo handling services under licences at five airports. "
         "Activity is reported for each station on the basis of the services invoiced to airline "
         "customers."],
        ["Traffic growth was strongest at Funchal and Faro, where new low-cost bases opened in the spring. "
         "Cargo volumes at the island stations were affected by the transfer of a mail contract. Handling "
         "revenue per aircraft turn averaged €1,962 in 2024."],
        style="zebra", face="Sans", paper="A4",
        footnotes=[("(a)", "An aircraft turn is one arrival and the following departure of the same aircraft.")],
        facts=facts)


@note
def n18():
    t = Table([
        Col("eu", ("2025", "Europe"), 0, scale=1e3),
        Col("am", ("2025", "Americas"), 0, scale=1e3),
        Col("ap", ("2025", "Asia-Pacific"), 0, scale=1e3),
        Col("t25", ("2025", "Total"), 0, scale=1e3),
        Col("t24", ("2024", "Total"), 0, scale=1e3),
    ])
    t.row("open", "Pool at 1 July", "128,450", "96,820", "41,305", None, None)
    t.row("buy", "Pallets purchased", "9,860", "8,415", "3,920", None, "20,310")
    t.row("xfer", "Transfers between regions", "(1,240)", "860", "380", None, NIL)
    t.row("loss", "Irrecoverable losses", "(4,215)", "(5,130)", "(1,846)", None, "(10,460)")
    t.row("scrap", "Pallets scrapped", "(3,480)", "(2,270)", "(1,105)", None, "(6,950)")
    moves = ["open", "buy", "xfer", "loss", "scrap"]
    for rk in moves:
        t.lin(rk, "t25", [(1, (rk, "eu")), (1, (rk, "am")), (1, (rk, "ap"))])
    assert t.get("xfer", "t25") == 0
    t.rk["xfer"].vals["t25"] = NIL
    t.row("close", "Pool at 30 June", None, None, None, None, None)
    for ck in ("eu", "am", "ap", "t25"):
        t.lin("close", ck, [(1, (rk, ck)) for rk in moves])
    # the 2024 opening pool is the 2025 opening pool less the 2024 movements
    o24 = t.num("open", "t25") - t.num("buy", "t24") - t.num("loss", "t24") - t.num("scrap", "t24")
    t.rk["open"].vals["t24"] = o24
    t.lin("close", "t24", [(1, (rk, "t24")) for rk in moves])
    t.rels.append({"type": "lin", "target": ("close", "t24"), "terms": [(1, ("open", "t25"))]})
    t.rk["close"].kind = "total"
    facts = [Fact("iss25", "412 million", "412", scale=1e6), Fact("iss24", "398 million", "398", scale=1e6)]
    return Note(
        "n18-crateloop-pool", "Crateloop Pooling Ltd", "7. Pallet pool movements", t,
        ["The pallet pool comprises the pallets owned by the Group and held by customers, at service centres "
         "or in transit. Pallets are written off when they are not returned by the customer who hired them "
         "(irrecoverable losses) or when they are damaged beyond repair at a service centre (scrapped). "
         "Pallets are transferred between regions to balance supply with demand."],
        ["Customers hired pallets on 412 million occasions (issues) during the year ended 30 June 2025, "
         "compared with 398 million in the prior year. Losses in the Americas remained above the Group's "
         "target despite the roll-out of asset recovery teams in Mexico and Brazil."],
        style="borderless", face="Serif", paper="A4",
        caption="Number of pallets ('000), years ended 30 June", facts=facts)


@note
def n19():
    t = Table([
        Col("v24", ("Volume dredged (million m³)", "2024"), 1, scale=1e6),
        Col("v23", ("Volume dredged (million m³)", "2023"), 1, scale=1e6),
        Col("r24", ("Revenue (€ million)", "2024"), 1, scale=1e6),
        Col("r23", ("Revenue (€ million)", "2023"), 1, scale=1e6),
    ])
    t.row("cap", "Capital dredging", "142.6", "128.4", "1,126.8", "1,042.5")
    t.row("mnt", "Maintenance dredging", "88.2", "92.7", "402.5", "418.9")
    t.row("rec", "Land reclamation", "61.5", "74.8", "486.2", "571.3")
    t.row("cst", "Coastal protection", "23.9", "19.6", "211.4", "168.2", mark="(1)")
    t.total("dr", "Total dredging", ["cap", "mnt", "rec", "cst"], kind="subtotal")
    t.row("off", "Offshore and marine services", None, None, "318.7", "296.4")
    t.total("tot", "Total revenue", ["dr", "off"], cols=["r24", "r23"])
    facts = [Fact("ob24", "€4,812.6 million", "4,812.6", scale=1e6), Fact("ob23", "€4,405.1 million", "4,405.1", scale=1e6)]
    return Note(
        "n19-slibbergen-dredging", "Slibbergen Dredging N.V.", "Note 6. Dredging activity by market", t,
        ["Revenue is recognised over time on the basis of the volume dredged and the progress of the works. "
         "The table shows the in-situ volume dredged and the revenue earned in each market. Offshore and marine "
         "services comprise rock placement, cable trenching and the chartering of vessels, for which no "
         "dredged volume is reported."],
        ["Capital dredging grew with the deepening of two container port approaches in the Middle East, while "
         "land reclamation volumes fell after the completion of a large project in Singapore. The order book "
         "stood at €4,812.6 million at 31 December 2024 (2023: €4,405.1 million)."],
        style="grid", face="Sans", paper="A4",
        footnotes=[("(1)", "Includes beach nourishment and the construction of breakwaters.")], facts=facts)


@note
def n20():
    t = Table([Col("y24", ("2024",), 1), Col("y23", ("2023",), 1)])
    t.section("Hides processed ('000 hides)", scale=1e3, places=0)
    t.row("calv", "Calverlea tannery", "1,842", "1,765")
    t.row("mox", "Moxburn tannery", "1,206", "1,318")
    t.row("pc", "Porto Varzelo tannery", "2,415", "2,288")
    t.total("htot", "Total", ["calv", "mox", "pc"], kind="subtotal")
    t.section("Finished leather sold (million sq ft)", scale=1e6, places=1)
    t.row("auto", "Automotive", "84.6", "79.2")
    t.row("foot", "Footwear", "41.3", "45.8")
    t.row("furn", "Furniture", "22.7", "24.1")
    t.row("goods", "Leather goods", "15.9", "14.6")
    t.total("ltot", "Total", ["auto", "foot", "furn", "goods"], kind="subtotal")
    facts = [Fact("auto_p", "£3.42 per square foot", "3.42")]
    return Note(
        "n20-hidecroft-leather", "Hidecroft Leather Group plc", "5. Hides processed and leather sold", t,
        ["The Group tans bovine hides at three tanneries, in England and Brazil, and sells finished leather to "
         "manufacturers of car interiors, footwear, upholstered furniture and leather goods."],
        ["Automotive volumes grew with new seating programmes for two European car makers, while footwear "
         "customers reduced orders as they cleared stock. Moxburn processed fewer hides after its beamhouse "
         "was converted to chrome-free tanning. The average selling price of automotive leather was £3.42 "
         "per square foot in 2024."],
        style="lined", face="Cond", paper="A4", facts=facts)


@note
def n21():
    t = Table([
        Col("y25", ("2025",), 1, scale=1e3),
        Col("y24", ("2024",), 1, scale=1e3),
        Col("ch", ("Change", "'000 t"), 1, scale=1e3),
        Col("cp", ("Change", "%"), 1, pct=True),
    ])
    t.section("Brewing")
    t.row("intl", "International brewers", "412.6", "398.4")
    t.row("reg", "Regional and craft brewers", "118.9", "126.3")
    t.total("brew", "Total brewing", ["intl", "reg"], cols=["y25", "y24"], kind="subtotal")
    t.section("Distilling")
    t.row("scot", "Scotch whisky distillers", "286.4", "301.2")
    t.row("odis", "Other distillers", "42.7", "39.5")
    t.total("dist", "Total distilling", ["scot", "odis"], cols=["y25", "y24"], kind="subtotal")
    t.end_section()
    t.row("food", "Food and speciality malts", "37.8", "35.1")
    t.total("tot", "Total malt sales", ["brew", "dist", "food"], cols=["y25", "y24"])
    for rk in ("intl", "reg", "brew", "scot", "odis", "dist", "food", "tot"):
        t.diffcol(rk, "ch", "y25", "y24")
        t.pchg(rk, "cp", "y25", "y24")
    facts = [Fact("ratio", "1.28 tonnes", "1.28"), Fact("intake", "1,174 thousand tonnes", "1,174", scale=1e3)]
    return Note(
        "n21-kilnbarley-malt", "Kilnbarley Maltings plc", "Note 4. Malt sales volumes by customer segment", t,
        ["Malt sales volumes are analysed by the principal activity of the customer. Volumes are stated in "
         "thousand tonnes of malt delivered in the years ended 31 July."],
        ["Scotch whisky distillers reduced their malt purchases as several producers paused distillation to "
         "manage maturing stocks, while international brewers took additional volumes under long-term supply "
         "agreements. On average about 1.28 tonnes of malting barley are needed to produce one tonne of malt. "
         "Barley intake from the 2024 harvest was 1,174 thousand tonnes."],
        style="booktabs", face="Serif", paper="A4", caption="Thousand tonnes; years ended 31 July", facts=facts)


@note
def n22():
    t = Table([
        Col("v24", ("Volume (million litres)", "2024"), 1, scale=1e6),
        Col("v23", ("Volume (million litres)", "2023"), 1, scale=1e6),
        Col("s24", ("Net sales (£m)", "2024"), 1, scale=1e6),
        Col("s23", ("Net sales (£m)", "2023"), 1, scale=1e6),
    ])
    t.row("tub", "Take-home tubs", "96.4", "92.8", "218.6", "205.1")
    t.row("mp", "Multipacks", "61.2", "63.5", "174.9", "176.2")
    t.row("imp", "Impulse singles", "28.7", "30.9", "121.4", "126.8")
    t.row("ooh", "Out-of-home scoop", "14.3", "13.1", "38.2", "34.6")
    t.row("pl", "Private label", "42.6", "38.4", "61.8", "53.9")
    t.total("tot", "Total", ["tub", "mp", "imp", "ooh", "pl"])
    facts = [Fact("exp", "£22.4 million", "22.4", scale=1e6)]
    return Note(
        "n22-frostburrow-formats", "Frostburrow Creameries Ltd", "Note 3. Volume and net sales by format", t,
        ["Volumes are stated in million litres of finished ice cream. Net sales are after customer rebates "
         "and promotional allowances."],
        ["A cool and wet summer reduced impulse sales at beaches and attractions, and multipack volumes fell "
         "as retailers cut promotional space. Take-home tubs and private label grew as shoppers traded down "
         "from eating out. Exports to Ireland and the Netherlands accounted for £22.4 million of net sales in "
         "2024."],
        style="zebra", face="Serif", paper="A4", facts=facts)


@note
def n23():
    t = Table([Col("y24", ("2024",), 1), Col("y23", ("2023",), 1), Col("y22", ("2022",), 1)],
              corner=("(in thousands, except average selling price)",))
    t.section("Case shipments", scale=1e3)
    t.row("na", "North America", "612.4", "598.1", "571.6")
    t.row("emea", "EMEA", "402.7", "381.9", "352.4")
    t.row("apac", "Asia Pacific", "286.5", "279.8", "241.3")
    t.row("lat", "Latin America", "74.1", "66.2", "58.9")
    t.total("tot", "Total case shipments", ["na", "emea", "apac", "lat"])
    t.end_section()
    t.row("teen", "Teen and kids cases (included above)", "318.6", "296.2", "268.1", scale=1e3)
    t.row("doc", "Doctors shipped to", "96.4", "92.1", "86.7", scale=1e3)
    t.row("asp", "Average selling price per case", "1,285", "1,312", "1,298", scale=None, places=0, cur="$")
    return Note(
        "n23-alignora-cases", "Alignora Orthodontics, Inc.", "Clear Aligner Case Shipments by Region", t,
        ["A case is counted as shipped when the first set of aligners for a new treatment plan is shipped to "
         "the treating doctor. The region is that of the doctor's practice. Average selling price is clear "
         "aligner revenue divided by case shipments."],
        ["Growth in 2024 was led by EMEA and Latin America, where we added doctors through our training "
         "programs, and by teen and kids cases, supported by our comprehensive treatment packages. Average "
         "selling price declined in 2024 due to promotional discounts and a higher mix of lower-priced "
         "packages in Asia Pacific."],
        style="zebra", face="Cond", paper="Letter", facts=[])


@note
def n24():
    t = Table([Col("y24", ("Year Ended December 31,", "2024"), 1), Col("y23", ("Year Ended December 31,", "2023"), 1),
               Col("y22", ("Year Ended December 31,", "2022"), 1)],
              corner=("(dollars in millions)",))
    t.section("Revenue", scale=1e6, places=1)
    t.row("us", "U.S. sensors and transmitters", "1,842.5", "1,506.3", "1,188.4", cur="$")
    t.row("intl", "International sensors and transmitters", "796.2", "612.8", "455.1")
    t.row("rcv", "Receivers and other", "58.4", "71.9", "84.6")
    t.total("rtot", "Total revenue", ["us", "intl", "rcv"], kind="subtotal", cur="$")
    t.section("Estimated users at year end (in thousands)", scale=1e3, places=0)
    t.rk["Estimated users at year end (in thousands)".join(["sec:", ""])].mark = "(1)"
    t.row("uus", "U.S.", "1,410", "1,145", "905")
    t.row("uint", "International", "880", "690", "512")
    t.total("utot", "Total users", ["uus", "uint"], kind="subtotal")
    return Note(
        "n24-glucorra-users", "Glucorra Medical, Inc.", "Sensor Revenue and Estimated Users", t,
        ["Our continuous glucose monitoring system consists of a disposable sensor, a reusable transmitter and "
         "a display device, which may be our receiver or a compatible smartphone. The following table presents "
         "revenue by product and geography and the estimated number of users of the system."],
        ["Revenue growth was driven by new users, primarily people with type 2 diabetes on basal insulin "
         "following expanded reimbursement, and by launches in France and Japan. Receiver revenue continued "
         "to decline as most users display their glucose data on a smartphone."],
        style="borderless", face="Sans", paper="Letter",
        footnotes=[("(1)", "Users are patients for whom at least one sensor was shipped in the last 90 days of "
                           "the year; the figures are estimates based on distributor and pharmacy data.")],
        facts=[])


@note
def n25():
    t = Table([
        Col("sp", ("Species",), kind="text"),
        Col("w24", ("Wet seaweed harvested (tonnes)", "2024"), 0),
        Col("w23", ("Wet seaweed harvested (tonnes)", "2023"), 0),
        Col("dm", ("Dry matter", "2024 (%)"), 1, pct=True),
        Col("c24", ("Carrageenan extracted (tonnes)", "2024"), 0),
        Col("c23", ("Carrageenan extracted (tonnes)", "2023"), 0),
    ], corner=("Farm",))
    t.row("tal", "Talimbay Reef", "Kappaphycus", "18,420", "16,950", "12.4", "642", "571")
    t.row("kas", "Kasulo Bank", "Eucheuma", "9,860", "11,240", "11.8", "318", "362")
    t.row("pun", "Pundawan Cove", "Kappaphycus", "14,305", "13,820", "12.9", "521", "498")
    t.row("mna", "Mnazimoja Lagoon", "Eucheuma", "6,140", "5,480", "11.2", "187", "166")
    body = ["tal", "kas", "pun", "mna"]
    t.total("tot", "Total", body, cols=["w24", "w23", "c24", "c23"])
    t.wavg("tot", "dm", "w24", body)
    facts = [Fact("price", "US$10,850 per tonne", "10,850")]
    return Note(
        "n25-kelpstrand-harvest", "Kelpstrand Marine Harvest Ltd",
        "Note 9. Seaweed harvest and carrageenan output by farm", t,
        ["The Group cultivates red seaweed on longline farms in the Philippines and Tanzania and extracts "
         "carrageenan, a gelling agent used in dairy desserts, meat products and toothpaste, at its processing "
         "plant. Dry matter is the share of the wet harvest remaining after sun drying."],
        ["Kasulo Bank was affected by ice-ice disease during the warm season, which reduced yields on the "
         "Eucheuma lines. Carrageenan was sold at an average of US$10,850 per tonne in 2024."],
        style="grid", face="Cond", paper="A4", facts=facts)


@note
def n26():
    t = Table([
        Col("n24", ("Pearls harvested ('000)", "2024"), 1, scale=1e3),
        Col("n23", ("Pearls harvested ('000)", "2023"), 1, scale=1e3),
        Col("p24", ("Average price per pearl (A$)", "2024"), 0),
        Col("p23", ("Average price per pearl (A$)", "2023"), 0),
        Col("g24", ("Gem quality", "2024 (%)"), 1, pct=True),
    ], corner=("Farm",))
    t.row("pin", "Pindaroo Reef", "142.6", "138.2", "312", "298", "18.4")
    t.row("cor", "Coralgate Sound", "96.3", "104.8", "356", "341", "21.2")
    t.row("mar", "Marrabindi Creek", "61.8", "57.4", "274", "281", "15.6")
    t.row("wat", "Wattlemere Bay", "38.5", "41.0", "298", "305", "17.1")
    body = ["pin", "cor", "mar", "wat"]
    t.total("tot", "Total", body, cols=["n24", "n23"])
    t.wavg("tot", "p24", "n24", body)
    t.wavg("tot", "p23", "n23", body)
    t.wavg("tot", "g24", "n24", body)
    facts = [Fact("retail", "A$14.8 million", "14.8", scale=1e6)]
    return Note(
        "n26-nacrelle-harvest", "Nacrelle Pearls Pty Ltd", "Note 6. Pearl harvest by farm", t,
        ["Pearls are harvested from seeded oysters about two years after seeding. The average price is the "
         "price achieved at the Company's tender sales for pearls of the year's harvest, before grading "
         "commissions. Gem quality pearls are those graded A or AA."],
        ["The harvest at Coralgate Sound was reduced by the loss of seeded oysters after a tropical cyclone "
         "crossed the coast in March 2024. Sales through the Company's own jewellery boutiques were A$14.8 "
         "million in 2024 and are not included in the tender prices above."],
        style="lined", face="Serif", paper="A4", facts=facts)


@note
def n27():
    t = Table([
        Col("cty", ("Country",), kind="text"),
        Col("cap", ("Bioreactor capacity", "('000 litres)"), 1, scale=1e3),
        Col("b24", ("Batches released", "2024"), 0),
        Col("b23", ("Batches released", "2023"), 0),
        Col("r24", ("Right-first-time rate (%)", "2024"), 1, pct=True),
        Col("r23", ("Right-first-time rate (%)", "2023"), 1, pct=True),
    ], corner=("Site",))
    t.row("kes", "Kestlach", "Switzerland", "120.0", "486", "452", "98.6", "97.9")
    t.row("hal", "Haldenau", "Germany", "64.0", "318", "331", "97.2", "97.8")
    t.row("skv", "Sankt Velten", "Austria", "48.0", "242", "218", "96.4", "95.1")
    t.row("brk", "Brookwater Park", "United States", "96.0", "375", "301", "98.1", "96.7", mark="(1)")
    body = ["kes", "hal", "skv", "brk"]
    t.total("tot", "Total network", body, cols=["cap", "b24", "b23"])
    t.wavg("tot", "r24", "b24", body)
    t.wavg("tot", "r23", "b23", body)
    facts = [Fact("clin", "68 batches", "68")]
    return Note(
        "n27-culturane-network", "Culturane Biologics AG", "Note 5. Manufacturing network", t,
        ["The Group manufactures monoclonal antibodies and other biologics for pharmaceutical customers at four "
         "commercial-scale sites. A batch is released when the Qualified Person certifies it for the customer. "
         "The right-first-time rate is the share of batches released without a major deviation; for the "
         "network it is weighted by batches."],
        ["Batches at Brookwater Park increased after the second 20,000-litre train was qualified, while "
         "Haldenau released fewer batches during the upgrade of its purification suites. In addition to the "
         "commercial batches shown, the Group manufactured 68 batches for clinical trials in 2024."],
        style="booktabs", face="Sans", paper="A4",
        footnotes=[("(1)", "Acquired on 1 March 2023; 2023 batches are counted from the date of acquisition.")],
        facts=facts)


@note
def n28():
    t = Table([
        Col("y25", ("FY2025",), 0),
        Col("y24", ("FY2024",), 0),
        Col("ch", ("Change",), 0),
        Col("ex", ("Export share", "FY2025 (%)"), 1, pct=True),
    ])
    t.section("Premium sake (special designation)")
    t.row("jdg", "Junmai daiginjo", "1,248", "1,162", None, "38.2")
    t.row("dg", "Daiginjo", "612", "655", None, "24.6")
    t.row("jg", "Junmai ginjo", "1,586", "1,498", None, "29.4")
    t.row("gin", "Ginjo", "874", "901", None, "18.7")
    t.row("jun", "Junmai", "2,310", "2,402", None, "12.3")
    t.row("hon", "Honjozo", "1,145", "1,236", None, "6.8")
    prem = ["jdg", "dg", "jg", "gin", "jun", "hon"]
    t.total("prem", "Total premium sake", prem, cols=["y25", "y24"], kind="subtotal")
    t.end_section()
    t.row("reg", "Regular sake (futsu-shu)", "6,920", "7,482", None, "3.1")
    t.total("tot", "Total shipments", ["prem", "reg"], cols=["y25", "y24"])
    for rk in prem + ["prem", "reg", "tot"]:
        t.diffcol(rk, "ch", "y25", "y24")
    t.wavg("prem", "ex", "y25", prem)
    t.wavg("tot", "ex", "y25", prem + ["reg"])
    facts = [Fact("bottle", "1.8 litres", "1.8")]
    return Note(
        "n28-kurasetsu-grades", "Kurasetsu Sake Brewing Co., Ltd.", "Note 7. Shipments by grade", t,
        ["Shipments are stated in kilolitres of sake shipped from the breweries to wholesalers, retailers and "
         "export distributors. Special designation sake is classified by the rice polishing ratio and by "
         "whether brewer's alcohol is added; the export share is the proportion of each grade's FY2025 "
         "shipments sold outside Japan."],
        ["Premium grades continued to gain share as exports to the United States, Hong Kong and France grew, "
         "while domestic demand for regular sake in cartons declined. Most premium sake is sold in the "
         "traditional isshobin bottle, which holds 1.8 litres."],
        style="borderless", face="Serif", paper="A4", caption="(kilolitres; fiscal years ended 31 March)",
        facts=facts)


@note
def n29():
    t = Table([
        Col("s24", ("2024",), 0, scale=1e3),
        Col("s23", ("2023",), 0, scale=1e3),
        Col("cr", ("% change", "reported"), 1, pct=True),
        Col("cc", ("% change", "at constant exchange rates"), 1, pct=True),
    ])
    t.section("By fragrance house")
    t.row("amb", "Ambrelune", "184,620", "171,305", None, "8.9")
    t.row("vet", "Vetiveria", "126,480", "131,920", None, "(3.2)")
    t.row("ner", "Casa Nerolia", "88,315", "79,640", None, "11.6")
    t.row("oth", "Other licensed brands", "41,205", "44,870", None, "(7.4)")
    t.total("htot", "Total", ["amb", "vet", "ner", "oth"], cols=["s24", "s23"], kind="subtotal")
    t.rk["htot"].vals["cc"] = dec("3.3")
    t.section("By distribution channel")
    t.row("sel", "Selective retail", "212,840", "214,055", None, "0.8")
    t.row("trv", "Travel retail", "98,410", "86,230", None, "15.2")
    t.row("eco", "E-commerce", "84,760", "76,915", None, "11.4")
    t.row("whs", "Wholesale distributors", "44,610", "50,535", None, "(9.6)")
    t.total("ctot", "Total", ["sel", "trv", "eco", "whs"], cols=["s24", "s23"], kind="subtotal")
    t.rk["ctot"].vals["cc"] = dec("3.3")
    for rk in ("amb", "vet", "ner", "oth", "htot", "sel", "trv", "eco", "whs", "ctot"):
        t.pchg(rk, "cr", "s24", "s23")
    assert t.get("htot", "s24") == t.get("ctot", "s24") and t.get("htot", "s23") == t.get("ctot", "s23")
    return Note(
        "n29-scentmarrow-houses", "Scentmarrow Parfums S.A.", "Note 4. Net sales by house and distribution channel", t,
        ["The Group creates, produces and distributes fine fragrances under its own houses and under licences "
         "from fashion brands. Net sales are presented by fragrance house and by distribution channel."],
        ["Ambrelune and Casa Nerolia benefited from the launch of new eaux de parfum in the spring, while "
         "Vetiveria was affected by the discontinuation of its men's grooming line. Travel retail recovered "
         "with passenger traffic in Asia, and the Group ended its contracts with two distributors in the "
         "Middle East at the end of 2023."],
        style="lined", face="Sans", paper="A4", caption="(in € thousands)", facts=[])


@note
def n30():
    t = Table([
        Col("u24", ("Units sold (millions)", "2024"), 0, scale=1e6),
        Col("u23", ("Units sold (millions)", "2023"), 0, scale=1e6),
        Col("p24", ("Average price (€ per thousand)", "2024"), 0, cur="€"),
        Col("p23", ("Average price (€ per thousand)", "2023"), 0, cur="€"),
    ])
    groups = []
    t.section("Natural cork stoppers")
    t.row("nat", "Natural whole", "1,486", "1,532", "412", "398")
    t.row("col", "Colmated", "318", "341", "186", "181")
    t.total("ntot", "Total natural", ["nat", "col"], cols=["u24", "u23"], kind="subtotal")
    groups.append(("ntot", ["nat", "col"]))
    t.section("Technical stoppers")
    t.row("mic", "Micro-agglomerated", "2,214", "2,098", "96", "94")
    t.row("t11", "Technical 1+1", "402", "436", "128", "125")
    t.total("ttot", "Total technical", ["mic", "t11"], cols=["u24", "u23"], kind="subtotal")
    groups.append(("ttot", ["mic", "t11"]))
    t.section("Sparkling and bar-top")
    t.row("spk", "Sparkling wine stoppers", "1,108", "1,046", "162", "158")
    t.row("bar", "Bar-top stoppers", "284", "268", "341", "336")
    t.total("stot", "Total sparkling and bar-top", ["spk", "bar"], cols=["u24", "u23"], kind="subtotal")
    groups.append(("stot", ["spk", "bar"]))
    t.end_section()
    t.total("tot", "Total stoppers", ["ntot", "ttot", "stot"], cols=["u24", "u23"])
    groups.append(("tot", ["nat", "col", "mic", "t11", "spk", "bar"]))
    for rk, over in groups:
        t.wavg(rk, "p24", "u24", over)
        t.wavg(rk, "p23", "u23", over)
    facts = [Fact("floor", "€64.8 million", "64.8", scale=1e6), Fact("bark", "58,200 tonnes", "58,200")]
    return Note(
        "n30-suberwick-stoppers", "Suberwick Cork Industries S.A.", "Note 8. Stoppers sold by type", t,
        ["Stoppers are sold to wineries and spirits producers worldwide. Average prices are stated in euros "
         "per thousand stoppers, net of discounts, and are weighted by units for the totals."],
        ["Natural whole stoppers remained the largest contributor to revenue, although still-wine producers "
         "shifted part of their volume to micro-agglomerated stoppers. Sparkling wine stoppers grew with "
         "demand from Champagne and Cava houses. The Group purchased 58,200 tonnes of cork bark in 2024. "
         "Sales of cork floor and wall coverings, reported in the materials segment, were €64.8 million."],
        style="borderless", face="Cond", paper="A4", facts=facts)


# ----------------------------------------------------------------------------- main
def build_notes():
    notes = [fn() for fn in NOTES]
    keys = [n.key for n in notes]
    assert len(set(keys)) == len(keys)
    return notes


def main(argv):
    if len(argv) != 2:
        print(__doc__)
        return 2
    out = argv[1]
    os.makedirs(out, exist_ok=True)
    for n in build_notes():
        render(n, os.path.join(out, n.doc))
    print(f"wrote {len(NOTES)} PDFs to {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
