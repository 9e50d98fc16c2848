#!/usr/bin/env python3
"""Build the twelve PDFs of business-other22.

    python make_docs.py OUTDIR

Deterministic: reportlab's invariant mode, Bitstream Vera fonts shipped with reportlab, literal data
(a few tier prices are derived from a base price by fixed factors). `build(outdir)` writes the PDFs
and returns a registry: per document the page and box (pdfplumber coordinates) of every printed body
cell, the header cells of every table on every page, the note lines and their pages.
"""
from __future__ import annotations

import os
import sys
from decimal import Decimal, ROUND_HALF_UP

from reportlab import rl_config

rl_config.invariant = 1
from reportlab.lib.pagesizes import A4  # noqa: E402
from reportlab.pdfbase import pdfmetrics  # noqa: E402
from reportlab.pdfbase.ttfonts import TTFont  # noqa: E402
from reportlab.pdfgen import canvas  # noqa: E402
import reportlab  # noqa: E402

FONT_DIR = os.path.join(os.path.dirname(reportlab.__file__), "fonts")
for _name, _file in (("V", "Vera.ttf"), ("VB", "VeraBd.ttf"), ("VI", "VeraIt.ttf"), ("VBI", "VeraBI.ttf")):
    pdfmetrics.registerFont(TTFont(_name, os.path.join(FONT_DIR, _file)))

PAGE_W, PAGE_H = A4
MARGIN_L, MARGIN_R, MARGIN_T, MARGIN_B = 42.0, 42.0, 40.0, 54.0
CONTENT_W = PAGE_W - MARGIN_L - MARGIN_R
MARKERS = "¹²³⁴*†‡"


def D(x) -> Decimal:
    return Decimal(str(x))


def money(x, places=2) -> str:
    q = D(x).quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP)
    sign = "-" if q < 0 else ""
    q = abs(q)
    whole, _, frac = f"{q:f}".partition(".")
    whole = f"{int(whole):,}"
    return sign + whole + ("." + frac if frac else "")


def r05(x) -> Decimal:
    """Round to the nearest 0.05 (half up)."""
    return (D(x) * 20).quantize(Decimal(1), rounding=ROUND_HALF_UP) / 20


def strip_markers(s: str) -> str:
    return "".join(ch for ch in s if ch not in MARKERS).strip()


# ============================================================================ layout engine
class H:
    """A header cell: text, column span, row span."""

    def __init__(self, text, cs=1, rs=1, align=None):
        self.text, self.cs, self.rs, self.align = text, cs, rs, align


class S:
    """A section row spanning the whole table."""

    def __init__(self, text):
        self.text = text


class R:
    """A body row. cells: list of strings (one per column). bold / rule: subtotal styling."""

    def __init__(self, cells, bold=False, rule=False, key=None):
        self.cells, self.bold, self.rule, self.key = list(cells), bold, rule, key


class Table:
    def __init__(self, tid, caption, widths, header, rows, style="grid", size=8.0, align=None,
                 sectioned=False, key_col=0, corner_key=None, hsize=None, min_rows_before_break=2):
        self.tid, self.caption, self.widths, self.header, self.style = tid, caption, widths, header, style
        self.rows = [r if isinstance(r, (S, R)) else R(r) for r in rows]
        self.size, self.hsize = size, hsize or size
        self.align = align or (["L"] + ["R"] * (len(widths) - 1))
        self.sectioned, self.key_col = sectioned, key_col
        self.min_rows_before_break = min_rows_before_break
        for r in self.rows:
            if isinstance(r, R):
                assert len(r.cells) == len(widths), (tid, r.cells)
        # header occupancy
        n = len(widths)
        occ = {}
        self.hcells = []  # (r, c, rs, cs, H)
        for ri, hrow in enumerate(header):
            c = 0
            for h in hrow:
                while (ri, c) in occ:
                    c += 1
                self.hcells.append((ri, c, h.rs, h.cs, h))
                for dr in range(h.rs):
                    for dc in range(h.cs):
                        assert (ri + dr, c + dc) not in occ, (tid, h.text)
                        occ[(ri + dr, c + dc)] = h
                c += h.cs
        self.nhead = len(header)
        for ri in range(self.nhead):
            for c in range(n):
                assert (ri, c) in occ, (tid, ri, c)
        # column keys: header path, markers stripped, empty parts dropped
        self.col_keys = []
        for c in range(n):
            parts = []
            for (ri, c0, rs, cs, h) in sorted(self.hcells, key=lambda t: t[0]):
                if c0 <= c < c0 + cs and h.text.strip():
                    parts.append(strip_markers(h.text))
            self.col_keys.append(" > ".join(parts))
        # row keys
        self.row_keys = []
        section = None
        for r in self.rows:
            if isinstance(r, S):
                section = r.text
                self.row_keys.append(None)
            else:
                k = r.key or r.cells[key_col]
                if sectioned and section:
                    k = f"{section} > {k}"
                self.row_keys.append(k)
        ks = [k for k in self.row_keys if k]
        assert len(ks) == len(set(ks)), (tid, [k for k in ks if ks.count(k) > 1])


class Para:
    def __init__(self, text, size=8.5, font="V", space_after=5, note_of=None, color=(0, 0, 0)):
        self.text, self.size, self.font, self.space_after = text, size, font, space_after
        self.note_of, self.color = note_of, color


class Title:
    def __init__(self, company, title, subtitle, band=True, color=(0.13, 0.22, 0.33)):
        self.company, self.title, self.subtitle, self.band, self.color = company, title, subtitle, band, color


class Heading:
    def __init__(self, text, size=10.5):
        self.text, self.size = text, size


class PageBreak:
    pass


class Space:
    def __init__(self, h):
        self.h = h


def wrap(text, font, size, width):
    lines = []
    for para in text.split("\n"):
        words = para.split(" ")
        cur = ""
        for w in words:
            t = (cur + " " + w) if cur else w
            if pdfmetrics.stringWidth(t, font, size) <= width or not cur:
                cur = t
            else:
                lines.append(cur)
                cur = w
        lines.append(cur)
    return lines


class Layout:
    PAD_X, PAD_Y = 4.0, 3.0

    def __init__(self, path, doc, footer):
        self.path, self.doc, self.footer = path, doc, footer
        self.c = canvas.Canvas(path, pagesize=A4, pageCompression=1)
        self.c.setTitle(doc)
        self.c.setAuthor("")
        self.c.setCreator("business-other22 make_docs.py")
        self.c.setProducer("reportlab")
        self.page = 1
        self.y = PAGE_H - MARGIN_T
        self.reg = {"cells": {}, "headers": {}, "tables": {}, "notes": [], "pages": 0, "sections": {}}

    # -- pages
    def new_page(self):
        self._footer()
        self.c.showPage()
        self.page += 1
        self.y = PAGE_H - MARGIN_T

    def _footer(self):
        self.c.setFont("V", 7)
        self.c.setFillGray(0.35)
        self.c.drawString(MARGIN_L, 30, self.footer)
        self.c.drawRightString(PAGE_W - MARGIN_R, 30, f"Page {self.page}")
        self.c.setFillGray(0)

    def finish(self):
        self._footer()
        self.c.save()
        self.reg["pages"] = self.page
        return self.reg

    # -- text
    def text_lines(self, lines, font, size, x, leading=None, color=(0, 0, 0)):
        leading = leading or size * 1.3
        self.c.setFont(font, size)
        self.c.setFillColorRGB(*color)
        for ln in lines:
            if self.y - leading < MARGIN_B:
                self.new_page()
                self.c.setFont(font, size)
                self.c.setFillColorRGB(*color)
            self.c.drawString(x, self.y - size, ln)
            self.y -= leading
        self.c.setFillColorRGB(0, 0, 0)

    def title(self, t: Title):
        if t.band:
            h = 30
            self.c.setFillColorRGB(*t.color)
            self.c.rect(0, PAGE_H - h - 18, PAGE_W, h, stroke=0, fill=1)
            self.c.setFillColorRGB(1, 1, 1)
            self.c.setFont("VB", 13)
            self.c.drawString(MARGIN_L, PAGE_H - 18 - 20, t.company)
            self.c.setFillColorRGB(0, 0, 0)
            self.y = PAGE_H - 18 - h - 14
        else:
            self.c.setFont("VB", 13)
            self.c.setFillColorRGB(*t.color)
            self.c.drawString(MARGIN_L, self.y - 13, t.company)
            self.c.setFillColorRGB(0, 0, 0)
            self.y -= 20
            self.c.setStrokeColorRGB(*t.color)
            self.c.setLineWidth(1.2)
            self.c.line(MARGIN_L, self.y, PAGE_W - MARGIN_R, self.y)
            self.c.setStrokeColorRGB(0, 0, 0)
            self.y -= 10
        self.text_lines(wrap(t.title, "VB", 12, CONTENT_W), "VB", 12, MARGIN_L, 15)
        self.text_lines(wrap(t.subtitle, "VI", 8.5, CONTENT_W), "VI", 8.5, MARGIN_L, 11)
        self.y -= 8

    def para(self, p: Para):
        lines = wrap(p.text, p.font, p.size, CONTENT_W)
        start = self.page
        self.text_lines(lines, p.font, p.size, MARGIN_L, p.size * 1.32, p.color)
        self.reg["notes"].append({"page": start, "text": p.text, "table": p.note_of, "last_page": self.page})
        self.y -= p.space_after

    def heading(self, h: Heading):
        if self.y - 40 < MARGIN_B:
            self.new_page()
        self.y -= 4
        self.text_lines([h.text], "VB", h.size, MARGIN_L, h.size * 1.5)

    # -- tables
    def _cell_lines(self, text, font, size, width):
        return wrap(text, font, size, width - 2 * self.PAD_X)

    def _header_heights(self, T):
        size = T.hsize
        lead = size * 1.22
        heights = [0.0] * T.nhead
        xs = [sum(T.widths[:i]) for i in range(len(T.widths) + 1)]
        for (ri, c, rs, cs, h) in T.hcells:
            if rs == 1:
                w = xs[c + cs] - xs[c]
                n = len(self._cell_lines(h.text, "VB", size, w))
                heights[ri] = max(heights[ri], n * lead + 2 * self.PAD_Y)
        for ri in range(T.nhead):
            heights[ri] = max(heights[ri], lead + 2 * self.PAD_Y)
        for (ri, c, rs, cs, h) in T.hcells:
            if rs > 1:
                w = xs[c + cs] - xs[c]
                need = len(self._cell_lines(h.text, "VB", size, w)) * lead + 2 * self.PAD_Y
                have = sum(heights[ri:ri + rs])
                if need > have:
                    heights[ri + rs - 1] += need - have
        return heights

    def _row_height(self, T, r):
        lead = T.size * 1.22
        if isinstance(r, S):
            return lead + 2 * self.PAD_Y
        font = "VB" if r.bold else "V"
        n = max(len(self._cell_lines(t, font, T.size, w)) for t, w in zip(r.cells, T.widths))
        return n * lead + 2 * self.PAD_Y

    def _draw_text_block(self, lines, font, size, x0, x1, ytop, align, color=(0, 0, 0)):
        lead = size * 1.22
        self.c.setFont(font, size)
        self.c.setFillColorRGB(*color)
        y = ytop - self.PAD_Y - size * 0.93
        for ln in lines:
            if align == "R":
                self.c.drawRightString(x1 - self.PAD_X, y, ln)
            elif align == "C":
                self.c.drawCentredString((x0 + x1) / 2, y, ln)
            else:
                self.c.drawString(x0 + self.PAD_X, y, ln)
            y -= lead
        self.c.setFillColorRGB(0, 0, 0)

    def _draw_header(self, T, x0):
        st = T.style
        heights = self._header_heights(T)
        xs = [x0 + sum(T.widths[:i]) for i in range(len(T.widths) + 1)]
        top = self.y
        ytops = [top - sum(heights[:i]) for i in range(T.nhead + 1)]
        total_w = xs[-1] - xs[0]
        if st == "zebra":
            self.c.setFillColorRGB(0.20, 0.30, 0.40)
            self.c.rect(xs[0], ytops[-1], total_w, top - ytops[-1], stroke=0, fill=1)
        elif st == "grid":
            self.c.setFillGray(0.86)
            self.c.rect(xs[0], ytops[-1], total_w, top - ytops[-1], stroke=0, fill=1)
        self.c.setFillGray(0)
        hdr = []
        for (ri, c, rs, cs, h) in T.hcells:
            cx0, cx1 = xs[c], xs[c + cs]
            yt, yb = ytops[ri], ytops[ri + rs]
            align = h.align or ("L" if c == 0 else "C")
            color = (1, 1, 1) if st == "zebra" else (0, 0, 0)
            lines = self._cell_lines(h.text, "VB", T.hsize, cx1 - cx0)
            # vertically: group cells at top, spanning cells at bottom
            blk = len(lines) * T.hsize * 1.22 + 2 * self.PAD_Y
            ytext = yb + blk if rs > 1 else yt
            self._draw_text_block(lines, "VB", T.hsize, cx0, cx1, ytext, align, color)
            if st == "grid":
                self.c.setLineWidth(0.5)
                self.c.rect(cx0, yb, cx1 - cx0, yt - yb, stroke=1, fill=0)
            if st == "booktabs" and cs > 1 and h.text.strip():
                self.c.setLineWidth(0.4)
                self.c.line(cx0 + 3, yb + 1, cx1 - 3, yb + 1)
            if st == "rules" and cs > 1 and h.text.strip():
                self.c.setLineWidth(0.3)
                self.c.line(cx0 + 2, yb + 0.5, cx1 - 2, yb + 0.5)
            if h.text.strip():
                hdr.append({"text": h.text, "cols": [c, c + cs - 1], "row": ri, "rows": [ri, ri + rs - 1],
                            "bbox": [round(cx0, 3), round(PAGE_H - yt, 3), round(cx1, 3), round(PAGE_H - yb, 3)]})
        if st == "booktabs":
            self.c.setLineWidth(1.2)
            self.c.line(xs[0], top, xs[-1], top)
            self.c.setLineWidth(0.6)
            self.c.line(xs[0], ytops[-1], xs[-1], ytops[-1])
        if st == "rules":
            self.c.setLineWidth(0.9)
            self.c.line(xs[0], top, xs[-1], top)
            self.c.line(xs[0], ytops[-1], xs[-1], ytops[-1])
        self.reg["headers"].setdefault(T.tid, {})[self.page] = hdr
        self.y = ytops[-1]

    def table(self, T: Table, x0=MARGIN_L):
        xs = [x0 + sum(T.widths[:i]) for i in range(len(T.widths) + 1)]
        assert xs[-1] <= PAGE_W - MARGIN_R + 0.01, (self.doc, T.tid, xs[-1])
        self._check_fits(T)
        hh = sum(self._header_heights(T))
        cap_h = 14
        first_rows = sum(self._row_height(T, r) for r in T.rows[:T.min_rows_before_break])
        if self.y - cap_h - hh - first_rows < MARGIN_B:
            self.new_page()
        info = {"pages": [], "col_keys": T.col_keys, "row_keys": [k for k in T.row_keys if k],
                "caption": T.caption, "key_col": T.key_col, "style": T.style, "sectioned": T.sectioned,
                "has_sections": any(isinstance(r, S) for r in T.rows)}
        self.reg["tables"][T.tid] = info

        def start(cont):
            self.c.setFont("VB", 9)
            self.c.drawString(x0, self.y - 9, T.caption + (" (continued)" if cont else ""))
            self.y -= cap_h
            self._draw_header(T, x0)
            info["pages"].append(self.page)

        start(False)
        section = None
        zebra_i = 0
        for i, r in enumerate(T.rows):
            h = self._row_height(T, r)
            need = h
            if isinstance(r, S) and i + 1 < len(T.rows):
                need += self._row_height(T, T.rows[i + 1])
            if self.y - need < MARGIN_B:
                self._close_table(T, xs)
                self.new_page()
                start(True)
                zebra_i = 0
            ytop, ybot = self.y, self.y - h
            if isinstance(r, S):
                section = r.text
                if T.style in ("grid", "zebra"):
                    self.c.setFillGray(0.80 if T.style == "zebra" else 0.91)
                    self.c.rect(xs[0], ybot, xs[-1] - xs[0], h, stroke=0, fill=1)
                    self.c.setFillGray(0)
                font = "VBI" if T.style in ("booktabs", "rules", "borderless") else "VB"
                self._draw_text_block([r.text], font, T.size, xs[0], xs[-1], ytop, "L")
                if T.style == "grid":
                    self.c.setLineWidth(0.5)
                    self.c.rect(xs[0], ybot, xs[-1] - xs[0], h, stroke=1, fill=0)
                self.reg["sections"].setdefault(T.tid, {})[r.text] = self.page
                zebra_i = 0
                self.y = ybot
                continue
            if T.style == "zebra" and zebra_i % 2 == 1:
                self.c.setFillGray(0.93)
                self.c.rect(xs[0], ybot, xs[-1] - xs[0], h, stroke=0, fill=1)
                self.c.setFillGray(0)
            zebra_i += 1
            font = "VB" if r.bold else "V"
            if r.rule:
                self.c.setLineWidth(0.6)
                self.c.line(xs[1], ytop, xs[-1], ytop)
            key = T.row_keys[i]
            for ci, text in enumerate(r.cells):
                cx0, cx1 = xs[ci], xs[ci + 1]
                lines = self._cell_lines(text, font, T.size, cx1 - cx0)
                self._draw_text_block(lines, font, T.size, cx0, cx1, ytop, T.align[ci])
                if T.style == "grid":
                    self.c.setLineWidth(0.5)
                    self.c.rect(cx0, ybot, cx1 - cx0, h, stroke=1, fill=0)
                self.reg["cells"][(T.tid, key, T.col_keys[ci])] = {
                    "page": self.page, "text": text, "col": ci,
                    "bbox": [round(cx0, 3), round(PAGE_H - ytop, 3), round(cx1, 3), round(PAGE_H - ybot, 3)]}
            if T.style == "rules":
                self.c.setLineWidth(0.3)
                self.c.line(xs[0], ybot, xs[-1], ybot)
            self.y = ybot
        self._close_table(T, xs)
        self.y -= 6

    def _close_table(self, T, xs):
        if T.style == "booktabs":
            self.c.setLineWidth(1.2)
            self.c.line(xs[0], self.y, xs[-1], self.y)
        elif T.style == "zebra":
            self.c.setLineWidth(0.8)
            self.c.line(xs[0], self.y, xs[-1], self.y)

    def _check_fits(self, T):
        """Every single-line body cell that is a number must fit its column on one line."""
        for r in T.rows:
            if isinstance(r, R):
                for t, w, a in zip(r.cells, T.widths, T.align):
                    if a == "R":
                        font = "VB" if r.bold else "V"
                        assert pdfmetrics.stringWidth(t, font, T.size) <= w - 2 * self.PAD_X, (T.tid, t, w)


def render(path, doc, footer, flow):
    lay = Layout(path, doc, footer)
    for el in flow:
        if isinstance(el, Title):
            lay.title(el)
        elif isinstance(el, Para):
            lay.para(el)
        elif isinstance(el, Heading):
            lay.heading(el)
        elif isinstance(el, Table):
            lay.table(el)
        elif isinstance(el, PageBreak):
            lay.new_page()
        elif isinstance(el, Space):
            lay.y -= el.h
        else:
            raise TypeError(el)
    return lay.finish()


# ============================================================================ data
VAT_UK = 20
TIERS_STD = [(1, 9), (10, 49), (50, None)]          # 1–9 / 10–49 / 50+


def tier_label(lo, hi, unit="", plus=" +", dash="–"):
    if hi is None:
        return f"{lo:,}{plus}{(' ' + unit) if unit else ''}".replace("  ", " ")
    return f"{lo:,}{dash}{hi:,}{(' ' + unit) if unit else ''}"


# ---------------------------------------------------------------- the three paint suppliers
# Canonical goods: (key, description). Each supplier names them its own way.
PAINT_GOODS = {
    "CMW": "contract matt emulsion, brilliant white, 10 L",
    "CMM": "contract matt emulsion, magnolia, 10 L",
    "VSW": "vinyl silk emulsion, white, 5 L",
    "MSW": "smooth masonry paint, white, 10 L",
    "SWW": "satinwood, white, 2.5 L",
    "GLW": "high gloss, white, 2.5 L",
    "PUW": "acrylic primer undercoat, white, 2.5 L",
    "FPG": "floor paint, mid grey, 5 L",
}

# Mappowder: tiers as columns 1–9 / 10–49 / 50+ tins
MP_TIERS = TIERS_STD
MP_SECTIONS = [
    ("Interior emulsions", [
        ("MP-1010", "CMW", "Contract matt emulsion – brilliant white", "10 L", ("38.90", "35.60", "32.40")),
        ("MP-1012", "CMM", "Contract matt emulsion – magnolia", "10 L", ("37.40", "34.20", "31.20")),
        ("MP-1105", "VSW", "Vinyl silk emulsion – white", "5 L", ("31.20", "28.70", "26.30")),
        ("MP-1205", None, "Anti-mould emulsion – white", "5 L", ("42.60", "39.80", "36.90")),
    ]),
    ("Exterior masonry", [
        ("MP-2010", "MSW", "Smooth masonry paint – white", "10 L", ("46.50", "42.80", "39.20")),
        ("MP-2011", None, "Smooth masonry paint – cream", "10 L", ("47.20", "43.50", "39.90")),
    ]),
    ("Wood and metal", [
        ("MP-3025", "SWW", "Satinwood – white", "2.5 L", ("29.80", "27.40", "25.10")),
        ("MP-3125", "GLW", "High gloss – white", "2.5 L", ("27.60", "25.30", "23.20")),
        ("MP-3325", None, "Direct-to-metal paint – black", "2.5 L", ("39.90", "36.80", "33.70")),
    ]),
    ("Primers and floors", [
        ("MP-4025", "PUW", "Acrylic primer undercoat – white", "2.5 L", ("24.30", "22.10", "20.20")),
        ("MP-4101", None, "Stain block primer", "1 L", ("18.40", "16.90", "15.30")),
        ("MP-4505", "FPG", "Floor paint – mid grey", "5 L", ("54.20", "49.90", "45.80")),
    ]),
]
MP_TINT = "3.50"
MP_DELIVERY = ("28.00", "250.00")       # charge, free from

# Chillenden: tiers as ROWS, products as columns
CH_TIERS = TIERS_STD
CH_PRODUCTS = [  # key, header text, prices by tier
    ("CMW", "Contract matt, brilliant white 10 L", ("39.50", "34.95", "31.80")),
    ("CMM", "Contract matt, magnolia 10 L", ("38.20", "33.90", "30.60")),
    ("VSW", "Vinyl silk, white 5 L", ("30.40", "28.20", "26.90")),
    ("MSW", "Masonry, smooth white 10 L", ("47.90", "41.60", "38.40")),
    ("SWW", "Satinwood, white 2.5 L", ("28.95", "27.10", "25.60")),
    ("GLW", "Gloss, white 2.5 L", ("26.80", "25.60", "23.90")),
    ("PUW", "Primer undercoat, white 2.5 L", ("23.70", "22.40", "20.90")),
]
CH_SUNDRIES = [  # code, item, sold as, price
    ("CC-901", "Roller sleeve, 9 in, medium pile", "each", "4.60"),
    ("CC-902", "Roller frame, 9 in", "each", "5.95"),
    ("CC-910", "Synthetic brush set (1, 1.5, 2 in)", "set of 3", "11.40"),
    ("CC-920", "Cotton twill dust sheet, 12 × 9 ft", "each", "13.80"),
    ("CC-930", "Masking tape, 25 mm × 50 m", "pack of 6", "9.90"),
    ("CC-940", "Decorators' caulk, 380 ml", "box of 12", "21.60"),
]
CH_CARRIAGE = ("19.50", "400.00")

# Yelvertoft: other bands 1–19 / 20–99 / 100+ tins, £ in every cell
YV_TIERS = [(1, 19), (20, 99), (100, None)]
YV_ROWS = [
    ("YD-C10W", "CMW", "Contract matt emulsion, pure brilliant white", "10 L", ("40.20", "34.10", "31.10")),
    ("YD-C10M", "CMM", "Contract matt emulsion, magnolia", "10 L", ("38.80", "33.40", "29.90")),
    ("YD-V05W", "VSW", "Vinyl silk emulsion, white", "5 L", ("32.00", "27.30", "25.60")),
    ("YD-M10W", "MSW", "Masonry paint, smooth, white", "10 L", ("48.40", "40.90", "37.80")),
    ("YD-S25W", "SWW", "Satinwood, white", "2.5 L", ("30.50", "26.20", "24.40")),
    ("YD-G25W", "GLW", "High gloss, white", "2.5 L", ("28.10", "24.90", "22.70")),
    ("YD-P25W", "PUW", "Primer undercoat, white", "2.5 L", ("25.20", "21.60", "19.80")),
    ("YD-F05G", "FPG", "Floor paint, mid grey", "5 L", ("55.60", "50.20", "46.10")),
    ("YD-F05B", None, "Floor paint, tile red", "5 L", ("55.60", "50.20", "46.10")),
]
YV_COLOUR = [  # service, price
    ("Colour match from a sample, per colour", "12.00"),
    ("Tinting, per 10 L tin", "4.20"),
    ("Tinting, per 5 L or smaller tin", "2.80"),
]
YV_DELIVERY = ("32.00", "500.00")

# ---------------------------------------------------------------- trophies
HT_TIERS = TIERS_STD
HT_SECTIONS = [
    ("Medals (ribbon included)", [
        ("HT-M50G", "Sports medal, gold finish", "50 mm", ("2.95", "2.40", "1.95")),
        ("HT-M50S", "Sports medal, silver finish", "50 mm", ("2.95", "2.40", "1.95")),
        ("HT-M50B", "Sports medal, bronze finish", "50 mm", ("2.80", "2.25", "1.85")),
        ("HT-M70G", "Premium medal, gold finish", "70 mm", ("4.60", "3.85", "3.20")),
    ]),
    ("Cups", [
        ("HT-C200", "Silver-plated cup with handles", "200 mm", ("18.50", "16.20", "14.40")),
        ("HT-C300", "Silver-plated cup with handles", "300 mm", ("29.90", "26.40", "23.80")),
        ("HT-C400", "Silver-plated cup with lid", "400 mm", ("54.00", "48.50", "POA")),
    ]),
    ("Plaques and shields", [
        ("HT-P150", "Walnut plaque, brass plate", "150 × 180 mm", ("12.40", "10.90", "9.60")),
        ("HT-P250", "Annual shield, 12 side plates", "250 × 300 mm", ("46.00", "41.50", "37.00")),
    ]),
    ("Glass and crystal", [
        ("HT-G180", "Crystal star award", "180 mm", ("24.50", "21.80", "19.40")),
        ("HT-G210", "Clear glass tower", "210 mm", ("19.90", "17.60", "15.80")),
        ("HT-G230", "Optical crystal block", "230 mm", ("38.00", "34.20", "30.90")),
    ]),
]
HT_EXTRAS = [
    ("Engraving, per letter over the free allowance", "0.15"),
    ("Full-colour logo disc, 25 mm (fitted)", "1.20"),
    ("Logo artwork set-up, once per order", "18.00"),
    ("Presentation box for a medal", "1.10"),
]
HT_FREE_LETTERS = 30

# ---------------------------------------------------------------- tree surgery
BT_TEAMS = [  # team, crew, day Mon–Fri, day Sat, half Mon–Fri, half Sat
    ("Climbing team", "2", "690.00", "860.00", "410.00", "520.00"),
    ("Climbing team with groundsman", "3", "940.00", "1,170.00", "560.00", "700.00"),
    ("Felling and rigging team", "4", "1,280.00", "1,590.00", "760.00", "950.00"),
    ("Platform team (MEWP included)", "2", "1,150.00", "1,420.00", "680.00", "850.00"),
]
BT_STUMP_TIERS = TIERS_STD
BT_STUMPS = [  # diameter band label, bounds (cm), prices by tier
    ("Up to 30 cm", (0, 30), ("65.00", "52.00", "44.00")),
    ("31–60 cm", (31, 60), ("110.00", "92.00", "78.00")),
    ("61–90 cm", (61, 90), ("175.00", "149.00", "128.00")),
]
BT_EXTRAS = [
    ("Chipping and removal of arisings, per load (up to 5 m³)", "85.00"),
    ("Log splitting and stacking on site, per hour", "45.00"),
    ("Tree survey and report to BS 5837, per site", "375.00"),
    ("Traffic management (signs and two operatives), per day", "240.00"),
]
BT_SUNDAY_UPLIFT = 25

# ---------------------------------------------------------------- automatic doors
KX_PLANS = ["Compliance", "Standard", "Comprehensive"]
KX_TIERS = TIERS_STD
KX_FEES = [("295.00", "420.00", "610.00"), ("265.00", "380.00", "555.00"), ("240.00", "345.00", "505.00")]
KX_SERVICE = [
    ("Planned service visits a year", ("1", "2", "4")),
    ("Emergency response (hours)", ("—", "8", "4")),
    ("Call-out charge, per visit (£)", ("120.00", "Included", "Included")),
    ("Labour on repairs", ("Charged", "Included", "Included")),
    ("Parts", ("Charged", "Charged", "Included")),
    ("BS EN 16005 safety check", ("Included", "Included", "Included")),
]
KX_EXTRAS = [
    ("Revolving door surcharge", "+60 % on the annual fee per door"),
    ("Out-of-hours attendance, per engineer hour", "£98.00"),
    ("Extra planned visit, per door", "£145.00"),
    ("Remote fault monitoring, per door a year", "£36.00"),
]

# ---------------------------------------------------------------- aquariums
BA_VOLUMES = [(0, 200), (201, 500), (501, 1000)]
BA_PLANS = [  # plan, visits/month, water testing, fish guarantee, fees by volume
    ("Essential", "1", "Basic strip test", "—", ("65.00", "95.00", "140.00")),
    ("Plus", "2", "Full laboratory panel", "6 months", ("115.00", "165.00", "235.00")),
    ("Premier", "4", "Full laboratory panel", "12 months", ("195.00", "270.00", "380.00")),
    ("Marine Care²", "4", "Full laboratory panel", "—", ("240.00", "335.00", "470.00")),
]
BA_ONEOFF = [
    ("Emergency call-out (within 24 hours)", "110.00"),
    ("Holiday feeding visit", "45.00"),
    ("Tank relocation, per tank (same building)", "260.00"),
    ("New tank set-up, up to 500 L", "390.00"),
]

# ---------------------------------------------------------------- saunas (transposed)
LS_GROUPS = [("Indoor cabins", ["LX-2", "LX-4", "LX-6"]), ("Outdoor barrels", ["LB-4", "LB-6"])]
LS_ROWS = [  # section, label, unit, values (LX-2, LX-4, LX-6, LB-4, LB-6)
    ("General", "Seats", "persons", ("2", "4", "6", "4", "6")),
    ("General", "Timber", "–", ("Nordic spruce", "Nordic spruce", "Hemlock", "Thermo-pine", "Thermo-pine")),
    ("General", "Bench levels", "–", ("1", "2", "2", "1", "2")),
    ("Heater", "Heater output", "kW", ("3.6", "6.0", "9.0", "6.0", "8.0")),
    ("Heater", "Supply", "–", ("230 V 1~", "230 V 1~", "400 V 3~", "400 V 3~", "400 V 3~")),
    ("Heater", "Heat-up time to 80 °C", "min", ("35", "40", "45", "50", "55")),
    ("Heater", "Sauna stones", "kg", ("15", "20", "40", "25", "40")),
    ("Size and weight", "External size (W × D × H)", "mm",
     ("1200 × 1000 × 1900", "1800 × 1500 × 2000", "2200 × 1800 × 2100", "Ø 1900 × 2000", "Ø 1900 × 2600")),
    ("Size and weight", "Weight", "kg", ("210", "330", "470", "520", "690")),
    ("Price", "Sauna, ex VAT", "£", ("4,950.00", "6,780.00", "9,420.00", "8,350.00", "10,980.00")),
    ("Price", "Delivery and installation, ex VAT", "£", ("450.00", "450.00", "650.00", "780.00", "780.00")),
]

# ---------------------------------------------------------------- telescopes (models as rows)
AT_SECTIONS = [
    ("Refractors", [
        ("AT-R70", "Achromat", 70, 700, "2.1", "Alt-azimuth", "189.00"),
        ("AT-R90", "Achromat", 90, 900, "3.4", "Alt-azimuth", "329.00"),
        ("AT-R102ED", "ED doublet", 102, 714, "3.9", "Tube only", "899.00"),
        ("AT-R120ED", "ED triplet", 120, 840, "6.8", "Tube only", "1,890.00"),
    ]),
    ("Reflectors", [
        ("AT-N130", "Newtonian", 130, 650, "4.6", "Equatorial EQ-2", "299.00"),
        ("AT-N150", "Newtonian", 150, 750, "6.2", "Equatorial EQ-3", "469.00"),
        ("AT-D200", "Dobsonian", 200, 1200, "10.5", "Dobsonian base", "589.00"),
        ("AT-D254", "Dobsonian", 254, 1270, "14.8", "Dobsonian base", "849.00"),
    ]),
    ("Catadioptric", [
        ("AT-M127", "Maksutov-Cassegrain", 127, 1500, "3.5", "GoTo alt-azimuth", "749.00"),
        ("AT-S203", "Schmidt-Cassegrain", 203, 2032, "5.7", "GoTo fork", "1,790.00"),
        ("AT-S235", "Schmidt-Cassegrain", 235, 2350, "9.9", "Tube only", "2,290.00"),
    ]),
]


def focal_ratio(ap, fl):
    r = D(fl) / D(ap)
    r1 = r.quantize(Decimal("0.1"), rounding=ROUND_HALF_UP)
    return f"f/{int(r1)}" if r1 == r1.to_integral_value() else f"f/{r1}"


# ---------------------------------------------------------------- archery catalogue (2 pages)
UA_TIERS = TIERS_STD
UA_SECTIONS = [
    ("Recurve risers", [
        ("UA-R101", "Club riser, aluminium, 25 in", "ILF fitting", "each", "89.00"),
        ("UA-R102", "Training riser, wood laminate, 23 in", "ILF fitting", "each", "64.00"),
        ("UA-R105", "Competition riser, carbon, 25 in", "ILF fitting", "each", "329.00"),
    ]),
    ("Recurve limbs", [
        ("UA-L224", "Wood-core limbs, medium", "24 lb", "pair", "72.00"),
        ("UA-L228", "Wood-core limbs, medium", "28 lb", "pair", "72.00"),
        ("UA-L232", "Wood-core limbs, medium", "32 lb", "pair", "76.00"),
        ("UA-L336", "Carbon-foam limbs, long", "36 lb", "pair", "189.00"),
    ]),
    ("Complete club bows", [
        ("UA-B620", "Club recurve set, 62 in", "20 lb", "each", "118.00"),
        ("UA-B624", "Club recurve set, 66 in", "24 lb", "each", "118.00"),
        ("UA-B626", "Club recurve set, 68 in", "26 lb", "each", "124.00"),
        ("UA-B630", "Club recurve set, 68 in", "30 lb", "each", "124.00"),
        ("UA-B701", "Youth bow, fibreglass, 54 in", "12–15 lb", "each", "34.50"),
    ]),
    ("Compound bows", [
        ("UA-C240", "Adjustable compound, youth", "15–29 lb", "each", "165.00"),
        ("UA-C250", "Adjustable compound, adult", "30–60 lb", "each", "289.00"),
        ("UA-C270", "Target compound, 40 in axle to axle", "50–60 lb", "each", "649.00"),
    ]),
    ("Arrows", [
        ("UA-A410", "Aluminium arrows 1716, fletched", "28–30 in", "dozen", "54.00"),
        ("UA-A412", "Aluminium arrows 1916, fletched", "29–31 in", "dozen", "58.00"),
        ("UA-A520", "Carbon arrows, spine 700", "cut to length", "dozen", "79.00"),
        ("UA-A540", "Carbon arrows, spine 500", "cut to length", "dozen", "79.00"),
        ("UA-A560", "Carbon arrows, spine 400", "cut to length", "dozen", "84.00"),
        ("UA-A600", "Wooden arrows, youth", "24 in", "dozen", "29.50"),
    ]),
    ("Targets and faces", [
        ("UA-T080", "Target face, paper", "80 cm", "pack of 10", "14.50"),
        ("UA-T122", "Target face, paper", "122 cm", "pack of 10", "24.00"),
        ("UA-T040", "Triple-spot face, paper", "40 cm", "pack of 25", "16.80"),
        ("UA-T900", "Foam target boss", "90 × 90 × 20 cm", "each", "139.00"),
        ("UA-T120", "Straw boss", "120 cm", "each", "229.00"),
        ("UA-T300", "Target stand, wooden", "1.8 m", "each", "96.00"),
    ]),
    ("Protection", [
        ("UA-P010", "Arm guard, plastic", "junior / adult", "each", "4.20"),
        ("UA-P012", "Arm guard, leather", "adult", "each", "11.50"),
        ("UA-P020", "Finger tab, leather", "S / M / L", "each", "6.90"),
        ("UA-P025", "Finger tab, cordovan, with shelf", "M / L", "each", "22.00"),
        ("UA-P030", "Chest guard, mesh", "S / M / L", "each", "9.60"),
    ]),
    ("Strings and accessories", [
        ("UA-S100", "Bowstring, Dacron, Flemish twist", "62–70 in", "each", "8.40"),
        ("UA-S110", "Bowstring, Fast Flight", "62–70 in", "each", "15.90"),
        ("UA-S200", "Bow stringer, cord type", "–", "each", "7.80"),
        ("UA-S300", "Arrow rest, stick-on", "–", "pack of 5", "6.50"),
        ("UA-S310", "Sight, club target", "–", "each", "42.00"),
        ("UA-S320", "Nock points, brass", "–", "pack of 20", "3.90"),
    ]),
    ("Quivers and cases", [
        ("UA-Q100", "Belt quiver, 3 tubes", "–", "each", "18.50"),
        ("UA-Q110", "Ground quiver, steel", "–", "each", "12.80"),
        ("UA-Q200", "Bow stand, folding", "–", "each", "14.20"),
        ("UA-Q300", "Arrow case, holds 12", "–", "each", "27.50"),
        ("UA-Q310", "Bow case, soft, 70 in", "–", "each", "32.00"),
    ]),
]
UA_FACTORS = (D("1"), D("0.90"), D("0.82"))
UA_SHIP = ("9.95", "150.00")


def ua_prices(base):
    return tuple(money(r05(D(base) * f)) for f in UA_FACTORS)


# ---------------------------------------------------------------- beads catalogue (EUR)
BJ_TIERS = TIERS_STD
BJ_SECTIONS = [
    ("Seed beads", [
        ("BJ-S110", "Seed beads 11/0, opaque black", "2.0", "50 g", "3.20"),
        ("BJ-S111", "Seed beads 11/0, silver-lined gold", "2.0", "50 g", "4.60"),
        ("BJ-S080", "Seed beads 8/0, transparent mix", "3.0", "50 g", "3.40"),
        ("BJ-S060", "Seed beads 6/0, matte turquoise", "4.0", "50 g", "3.60"),
    ]),
    ("Pressed glass and crystal", [
        ("BJ-G206", "Firepolished glass, crystal AB", "6", "50 pcs", "2.90"),
        ("BJ-G208", "Firepolished glass, jet", "8", "40 pcs", "3.10"),
        ("BJ-C404", "Crystal bicone, clear", "4", "100 pcs", "5.80"),
        ("BJ-C406", "Crystal bicone, sapphire", "6", "50 pcs", "5.40"),
    ]),
    ("Gemstone beads", [
        ("BJ-N106", "Amethyst rounds", "6", "strand 38 cm", "9.80"),
        ("BJ-N108", "Rose quartz rounds", "8", "strand 38 cm", "8.60"),
        ("BJ-N206", "Lapis lazuli rounds", "6", "strand 38 cm", "14.20"),
        ("BJ-N304", "Freshwater pearls, potato", "4–5", "strand 36 cm", "7.90"),
        ("BJ-N410", "Howlite chips", "5–10", "strand 80 cm", "4.30"),
    ]),
    ("Findings, silver-plated", [
        ("BJ-F010", "Jump rings, open", "5", "200 pcs", "2.40"),
        ("BJ-F020", "Lobster clasps", "12", "50 pcs", "4.10"),
        ("BJ-F030", "Ear wires, fish hook", "18", "100 pcs", "3.30"),
        ("BJ-F040", "Crimp beads", "2", "500 pcs", "2.70"),
        ("BJ-F050", "Head pins", "50", "200 pcs", "2.90"),
    ]),
    ("Wire and thread", [
        ("BJ-W049", "Beading wire, 49 strand, 0.38 mm", "–", "30 m reel", "8.90"),
        ("BJ-W020", "Copper wire, 0.6 mm, silver colour", "–", "10 m coil", "2.60"),
        ("BJ-W100", "Nylon beading thread, size D", "–", "50 m bobbin", "2.20"),
        ("BJ-W200", "Stretch cord, 0.8 mm, clear", "–", "25 m reel", "3.50"),
    ]),
    ("Tools", [
        ("BJ-T010", "Round-nose pliers", "130", "each", "8.50"),
        ("BJ-T020", "Flush cutters", "125", "each", "9.90"),
        ("BJ-T030", "Crimping pliers", "140", "each", "12.60"),
        ("BJ-T040", "Bead mat, 35 × 25 cm", "–", "each", "3.80"),
    ]),
]
BJ_FACTORS = (D("1"), D("0.88"), D("0.78"))
BJ_VAT = 23
BJ_SHIP = ("7.50", "100.00")


def bj_prices(base):
    return tuple(money(r05(D(base) * f)) for f in BJ_FACTORS)


# ---------------------------------------------------------------- bowling centre accounts (£000)
WT_YEARS = ["2025", "2024"]
WT_ACTIVITIES = [("Bowling", (1642, 1508)), ("Food and drink", (1118, 984)),
                 ("Amusements", (412, 389)), ("Parties and events", (314, 241))]
WT_PL = {"cost_of_sales": (-1046, -921), "admin": (-1873, -1752), "other_income": (36, 58),
         "interest": (-84, -91), "tax": (-130, -79)}
WT_BS = {"tangible": (4210, 4385), "stocks": (58, 51), "debtors": (96, 88), "cash": (742, 516),
         "cred_within": (-612, -574), "cred_after": (-1480, -1720), "provisions": (-118, -109),
         "share_capital": (100, 100)}
WT_KEY = {"lanes": ("24", "24"), "games": ("251,400", "236,800"), "employees": ("61", "57"),
          "dividends": (130, 110)}


def wt_figures():
    f = {}
    for i, y in enumerate(WT_YEARS):
        rev = sum(v[i] for _, v in WT_ACTIVITIES)
        gp = rev + WT_PL["cost_of_sales"][i]
        op = gp + WT_PL["admin"][i] + WT_PL["other_income"][i]
        pbt = op + WT_PL["interest"][i]
        pat = pbt + WT_PL["tax"][i]
        ca = WT_BS["stocks"][i] + WT_BS["debtors"][i] + WT_BS["cash"][i]
        nca = ca + WT_BS["cred_within"][i]
        talcl = WT_BS["tangible"][i] + nca
        na = talcl + WT_BS["cred_after"][i] + WT_BS["provisions"][i]
        pl_reserve = na - WT_BS["share_capital"][i]
        bowling = WT_ACTIVITIES[0][1][i]
        games = int(WT_KEY["games"][i].replace(",", ""))
        per_game = (D(bowling) * 1000 / D(games)).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
        f[y] = dict(revenue=rev, gross=gp, op=op, pbt=pbt, pat=pat, ca=ca, nca=nca, talcl=talcl, na=na,
                    pl_reserve=pl_reserve, per_game=per_game)
    # reserves roll forward: opening + profit - dividends = closing
    assert f["2024"]["pl_reserve"] + f["2025"]["pat"] - WT_KEY["dividends"][0] == f["2025"]["pl_reserve"], \
        (f["2024"]["pl_reserve"], f["2025"]["pat"], f["2025"]["pl_reserve"])
    return f


def k(x) -> str:
    """£000 figure as printed: brackets for negatives, '–' for nil."""
    if x == 0:
        return "–"
    return f"({abs(x):,})" if x < 0 else f"{x:,}"


# ============================================================================ documents
DOCS = {}   # file -> (family, company, builder)


def doc(file, family, company):
    def deco(fn):
        DOCS[file] = (family, company, fn)
        return fn
    return deco


@doc("mappowder_paint_supplies_trade_price_list_2025_26.pdf", "price_list", "Mappowder Paint Supplies")
def d_mappowder():
    hdr = [[H("Code", rs=2), H("Product", rs=2), H("Tin", rs=2, align="C"),
            H("Price per tin, ex VAT (£)¹", cs=3)],
           [H(tier_label(lo, hi, "tins", plus="+")) for lo, hi in MP_TIERS]]
    rows = []
    for sec, items in MP_SECTIONS:
        rows.append(S(sec))
        for code, _, name, tin, prices in items:
            rows.append([code, name, tin, *prices])
    t1 = Table("t1", "Table 1: Trade paints – price per tin by quantity ordered",
               [62, 213, 46, 63, 63, 63], hdr, rows, style="grid", sectioned=True,
               align=["L", "L", "C", "R", "R", "R"])
    t2 = Table("t2", "Table 2: Delivery to site (UK mainland)",
               [260, 120], [[H("Order value, ex VAT"), H("Delivery charge (£)", align="R")]],
               [["Under £250.00", MP_DELIVERY[0]], ["£250.00 and over", "Free"]], style="booktabs",
               align=["L", "R"])
    return [
        Title("Mappowder Paint Supplies Ltd", "Trade Price List 2025/26",
              "Decorators' paints for trade account holders · valid 1 September 2025 to 31 August 2026 · "
              "Unit 4, Mill Lane Trading Estate"),
        Para("All prices are per tin and depend on how many tins of the same product are ordered on one "
             "order: 1 to 9 tins, 10 to 49 tins, or 50 tins and more. The quantity band applies to each product "
             "code separately; tins of different products are not added together."),
        t1,
        Para("¹ Prices exclude VAT at 20 %.", size=7.5, note_of="t1"),
        Para(f"Tinting to any colour from our fan deck adds £{MP_TINT} per tin to the price per tin. Tinted "
             "paint cannot be returned.", size=7.5, note_of="t1"),
        t2,
        Para("Orders placed by 14:00 are delivered the next working day. Collection from the trade counter is "
             "free of charge.", size=7.5, note_of="t2"),
    ]


@doc("chillenden_coatings_decorators_price_list_2025.pdf", "price_list", "Chillenden Coatings")
def d_chillenden():
    hdr = [[H("Tins ordered", rs=2), H("Price per tin, ex VAT (£)", cs=len(CH_PRODUCTS))],
           [H(name, align="C") for _, name, _ in CH_PRODUCTS]]
    rows = []
    for ti, (lo, hi) in enumerate(CH_TIERS):
        rows.append([tier_label(lo, hi, "tins", plus="+"), *[p[2][ti] for p in CH_PRODUCTS]])
    t1 = Table("t1", "Table 1: Trade paints (white and magnolia) – price per tin",
               [62] + [64] * len(CH_PRODUCTS), hdr, rows, style="zebra", size=8.2, hsize=7.6,
               align=["L"] + ["R"] * len(CH_PRODUCTS))
    t2 = Table("t2", "Table 2: Decorating sundries",
               [58, 218, 70, 84], [[H("Code"), H("Item"), H("Sold as"), H("Price, ex VAT (£)", align="R")]],
               [list(r) for r in CH_SUNDRIES], style="zebra", align=["L", "L", "L", "R"])
    return [
        Title("Chillenden Coatings", "Decorators' Price List 2025",
              "Trade prices from 1 March 2025 until further notice · prices per tin, excluding VAT",
              band=False, color=(0.45, 0.12, 0.12)),
        Para("Quantity bands count the tins of one product on a single order. Prices exclude VAT, which is "
             "added at the standard rate of 20 % on the invoice."),
        t1,
        Para(f"Carriage: £{CH_CARRIAGE[0]} per order under £{CH_CARRIAGE[1]} ex VAT; free on orders of "
             f"£{CH_CARRIAGE[1]} or more.", size=7.5, note_of="t1"),
        t2,
        Para("Sundries are not counted towards paint quantity bands.", size=7.5, note_of="t2"),
    ]


@doc("yelvertoft_decorators_merchants_paint_prices_2025.pdf", "price_list", "Yelvertoft Decorators' Merchants")
def d_yelvertoft():
    hdr = [[H("Code", rs=2), H("Description", rs=2), H("Size", rs=2, align="C"),
            H("Price per tin by tins ordered (ex VAT)", cs=3)],
           [H(tier_label(lo, hi, plus="+")) for lo, hi in YV_TIERS]]
    rows = [[code, name, size, *[f"£{p}" for p in prices]] for code, _, name, size, prices in YV_ROWS]
    t1 = Table("t1", "Table 1: Paint prices", [60, 210, 42, 66, 66, 66], hdr, rows, style="booktabs",
               align=["L", "L", "C", "R", "R", "R"])
    t2 = Table("t2", "Table 2: Colour service", [300, 90],
               [[H("Service"), H("Price (ex VAT)", align="R")]],
               [[s, f"£{p}"] for s, p in YV_COLOUR], style="booktabs", align=["L", "R"])
    return [
        Title("Yelvertoft Decorators' Merchants", "Paint Prices 2025",
              "Branch and delivered prices for account customers · 2025 edition",
              color=(0.10, 0.32, 0.22)),
        Para("Prices are per tin. The column is chosen by the number of tins of that item on the order "
             "(1–19, 20–99, or 100 and more). All prices are exclusive of VAT at 20 %."),
        t1,
        Para(f"Delivery: £{YV_DELIVERY[0]} per drop; free for orders over £{YV_DELIVERY[1]} ex VAT. "
             "Account customers may deduct a 2.5 % settlement discount when paying within 10 days.",
             size=7.5, note_of="t1"),
        t2,
    ]


@doc("hinderclay_trophies_engraving_price_list_2025.pdf", "price_list", "Hinderclay Trophies")
def d_hinderclay():
    hdr = [[H("Code", rs=2), H("Item", rs=2), H("Height / size", rs=2, align="C"),
            H("Price each, ex VAT (£)¹", cs=3)],
           [H(tier_label(lo, hi, plus="+")) for lo, hi in HT_TIERS]]
    rows = []
    for sec, items in HT_SECTIONS:
        rows.append(S(sec))
        for code, name, size, prices in items:
            rows.append([code, name, size, *prices])
    t1 = Table("t1", "Table 1: Trophies, medals and awards", [60, 196, 86, 56, 56, 56], hdr, rows,
               style="rules", sectioned=True, align=["L", "L", "C", "R", "R", "R"])
    t2 = Table("t2", "Table 2: Engraving and extras", [320, 100],
               [[H("Service"), H("Price, ex VAT (£)", align="R")]], [[s, p] for s, p in HT_EXTRAS],
               style="grid", align=["L", "R"])
    return [
        Title("Hinderclay Trophies & Engraving", "Club and School Price List 2025",
              "Trophies, medals and awards · prices valid for orders placed in 2025",
              color=(0.35, 0.25, 0.05)),
        Para("Quantity prices apply per item code: 12 gold and 12 silver medals are two lines of 12, each "
             "priced in the 10–49 column. POA means price on application."),
        t1,
        Para("¹ All prices exclude VAT at 20 %. Medal ribbons are red, white and blue unless another colour is "
             "requested.", size=7.5, note_of="t1"),
        Para(f"Engraving: the first {HT_FREE_LETTERS} letters on each item are engraved free of charge; "
             "further letters are charged as shown in Table 2.", size=7.5, note_of="t1"),
        t2,
    ]


@doc("bredwardine_tree_care_rate_card_2025.pdf", "price_list", "Bredwardine Tree Care")
def d_bredwardine():
    hdr = [[H("Team", rs=2), H("Crew", rs=2, align="C"), H("Full day, 8 hours on site (£)", cs=2),
            H("Half day, 4 hours on site (£)", cs=2)],
           [H("Mon–Fri"), H("Saturday"), H("Mon–Fri"), H("Saturday")]]
    t1 = Table("t1", "Table 1: Team rates, ex VAT¹", [190, 40, 70, 70, 70, 70], hdr, [list(r) for r in BT_TEAMS],
               style="rules", align=["L", "C", "R", "R", "R", "R"])
    hdr2 = [[H("Stump diameter", rs=2), H("Price per stump, ex VAT (£)²", cs=3)],
            [H(tier_label(lo, hi, "stumps", plus="+")) for lo, hi in BT_STUMP_TIERS]]
    rows2 = [[lab, *prices] for lab, _, prices in BT_STUMPS]
    t2 = Table("t2", "Table 2: Stump grinding", [150, 85, 85, 85], hdr2, rows2, style="grid",
               align=["L", "R", "R", "R"])
    t3 = Table("t3", "Table 3: Waste, surveys and extras", [350, 90],
               [[H("Item"), H("Price, ex VAT (£)", align="R")]], [[s, p] for s, p in BT_EXTRAS],
               style="rules", align=["L", "R"])
    return [
        Title("Bredwardine Tree Care", "Arboriculture Rate Card 2025",
              "Commercial, estate and local-authority work · rates from 1 April 2025",
              color=(0.16, 0.33, 0.14)),
        Para("Every team arrives with a chipper, saws, climbing and rigging kit and a support vehicle. Time on "
             "site is charged by the full or half day; travel within 25 miles of Hereford is included."),
        t1,
        Para("¹ All rates exclude VAT at 20 %. The minimum charge for any visit is one half day.", size=7.5,
             note_of="t1"),
        Para(f"Sunday and bank holiday work is charged at the Saturday rate plus {BT_SUNDAY_UPLIFT} %.",
             size=7.5, note_of="t1"),
        t2,
        Para("² The quantity band counts all stumps ground on one site visit. Stumps over 90 cm in diameter "
             "are priced after a site survey.", size=7.5, note_of="t2"),
        t3,
    ]


@doc("kexby_automatic_doors_maintenance_contracts_2025.pdf", "support_plans", "Kexby Automatic Doors")
def d_kexby():
    hdr = [[H("", rs=2), H("Contract level", cs=3)], [H(p) for p in KX_PLANS]]
    rows = [S("Annual fee per door, ex VAT (£)¹")]
    for (lo, hi), fees in zip(KX_TIERS, KX_FEES):
        rows.append([tier_label(lo, hi, "doors", plus="+"), *fees])
    rows.append(S("Service"))
    for lab, vals in KX_SERVICE:
        rows.append([lab, *vals])
    t1 = Table("t1", "Table 1: Maintenance contracts for automatic doors", [190, 105, 105, 105], hdr, rows,
               style="grid", sectioned=True, align=["L", "C", "C", "C"])
    t2 = Table("t2", "Table 2: Additional charges (ex VAT)", [260, 200],
               [[H("Charge"), H("Price")]], [[a, b] for a, b in KX_EXTRAS], style="zebra", align=["L", "L"])
    return [
        Title("Kexby Automatic Doors Ltd", "Maintenance Contracts 2025",
              "Sliding, swing and folding automatic doors · annual contracts starting in 2025",
              color=(0.15, 0.20, 0.45)),
        Para("Each contract covers the doors listed on the contract schedule. Fees are invoiced annually in "
             "advance; the contract term is 12 months."),
        t1,
        Para("¹ The fee band is set by the total number of doors on one contract, across all sites. Prices "
             "exclude VAT at 20 %.", size=7.5, note_of="t1"),
        t2,
    ]


@doc("balmaclellan_aquatics_aquarium_care_plans_2025.pdf", "support_plans", "Balmaclellan Aquatics")
def d_balmaclellan():
    vol_labels = ["up to 200 L", "201–500 L", "501–1,000 L"]
    hdr = [[H("Plan", rs=2), H("Visits a month", rs=2, align="C"), H("Water testing", rs=2),
            H("Fish health guarantee", rs=2, align="C"),
            H("Monthly fee per tank by volume, ex VAT (£)¹", cs=3)],
           [H(v) for v in vol_labels]]
    rows = [[p, v, w, g, *fees] for p, v, w, g, fees in BA_PLANS]
    t1 = Table("t1", "Table 1: Care plans for freshwater and marine aquariums",
               [72, 50, 98, 64, 72, 72, 72], hdr, rows, style="booktabs", hsize=7.5,
               align=["L", "C", "L", "C", "R", "R", "R"])
    t2 = Table("t2", "Table 2: One-off services", [300, 100],
               [[H("Service"), H("Price, ex VAT (£)", align="R")]], [[s, p] for s, p in BA_ONEOFF],
               style="grid", align=["L", "R"])
    return [
        Title("Balmaclellan Aquatics", "Aquarium Care Plans 2025",
              "Maintenance of display aquariums in offices, surgeries and restaurants",
              band=False, color=(0.05, 0.35, 0.45)),
        Para("Every visit includes glass cleaning, a partial water change, filter maintenance and a check of "
             "heaters and lighting. Plans run for a minimum of 12 months and are billed monthly."),
        t1,
        Para("¹ Fees are per tank and exclude VAT at 20 %. Tanks over 1,000 L are quoted individually.",
             size=7.5, note_of="t1"),
        Para("² Marine Care is for marine (saltwater) tanks only; replacement livestock is not included.",
             size=7.5, note_of="t1"),
        t2,
    ]


@doc("luxulyan_saunas_technical_data_2025.pdf", "spec_sheet", "Luxulyan Saunas")
def d_luxulyan():
    models = [m for _, ms in LS_GROUPS for m in ms]
    hdr = [[H("", rs=2), H("Unit", rs=2, align="C")] + [H(g, cs=len(ms)) for g, ms in LS_GROUPS],
           [H(m) for m in models]]
    rows = []
    sec = None
    for s, lab, unit, vals in LS_ROWS:
        if s != sec:
            rows.append(S(s))
            sec = s
        rows.append([lab, unit, *vals])
    t1 = Table("t1", "Table 1: Technical data", [130, 44] + [67] * 5, hdr, rows, style="zebra",
               sectioned=True, size=7.8, align=["L", "C"] + ["C"] * 5)
    return [
        Title("Luxulyan Saunas", "Sauna Range – Technical Data 2025",
              "Indoor cabins and outdoor barrel saunas, supplied with an electric heater and control unit",
              color=(0.40, 0.22, 0.10)),
        Para("All models are built to order in about six weeks. Dimensions are external; allow 50 mm of "
             "clearance on every side of an indoor cabin."),
        t1,
        Para("Prices exclude VAT at 20 %. Outdoor barrels need a level concrete or paved base, which is not "
             "included. Delivery and installation covers mainland England, Wales and Scotland.", size=7.5,
             note_of="t1"),
    ]


@doc("ardentinny_telescopes_specifications_2025.pdf", "spec_sheet", "Ardentinny Telescopes")
def d_ardentinny():
    hdr = [[H("Model"), H("Optical design"), H("Aperture (mm)", align="R"), H("Focal length (mm)", align="R"),
            H("Focal ratio", align="C"), H("Tube weight (kg)", align="R"), H("Mount"),
            H("Price (US$)¹", align="R")]]
    rows = []
    for sec, items in AT_SECTIONS:
        rows.append(S(sec))
        for code, design, ap, fl, wt, mount, price in items:
            rows.append([code, design, str(ap), f"{fl:,}", focal_ratio(ap, fl), wt, mount, price])
    t1 = Table("t1", "Table 1: Telescope specifications and prices", [62, 96, 52, 56, 48, 50, 86, 61],
               hdr, rows, style="borderless", sectioned=True, hsize=7.5,
               align=["L", "L", "R", "R", "C", "R", "L", "R"])
    return [
        Title("Ardentinny Telescopes Inc.", "Telescope Range 2025 – Specifications",
              "Optical tubes and complete telescopes for education, clubs and outreach · US price list",
              color=(0.08, 0.08, 0.25)),
        Para("Tube weights are for the optical tube with finder, without mount or accessories. \"Tube only\" "
             "models are supplied with rings and a dovetail bar but no mount."),
        t1,
        Para("¹ Prices in US dollars, excluding sales tax. Shipping within the contiguous United States is "
             "$35.00 per order and free on orders over $500.00.", size=7.5, note_of="t1"),
    ]


@doc("upottery_archery_club_catalogue_2025.pdf", "catalogue", "Upottery Archery")
def d_upottery():
    hdr = [[H("Code", rs=2), H("Item", rs=2), H("Draw weight / size", rs=2), H("Sold as", rs=2),
            H("Price per unit sold, ex VAT (£)¹", cs=3)],
           [H(tier_label(lo, hi, plus="+")) for lo, hi in UA_TIERS]]
    rows = []
    for sec, items in UA_SECTIONS:
        rows.append(S(sec))
        for code, name, spec, sold, base in items:
            rows.append([code, name, spec, sold, *ua_prices(base)])
    t1 = Table("t1", "Table 1: Club catalogue", [58, 172, 80, 56, 48, 48, 48], hdr, rows, style="zebra",
               sectioned=True, size=8.2, align=["L", "L", "L", "L", "R", "R", "R"])
    return [
        Title("Upottery Archery Supplies", "Club Catalogue 2025",
              "Equipment for archery clubs, schools and centres · club account prices",
              color=(0.30, 0.10, 0.30)),
        Para("Quantity prices apply to each code separately and count the units in the \"Sold as\" column: "
             "arrows are sold by the dozen, so 24 arrows are 2 units."),
        t1,
        Para(f"¹ Prices exclude VAT at 20 %. Carriage £{UA_SHIP[0]} per order under £{UA_SHIP[1]} ex VAT; "
             "free above.", size=7.5, note_of="t1"),
    ]


@doc("ballyjamesduff_beads_trade_catalogue_2025.pdf", "catalogue", "Ballyjamesduff Beads")
def d_ballyjamesduff():
    hdr = [[H("Code", rs=2), H("Item", rs=2), H("Size (mm)", rs=2, align="C"), H("Pack", rs=2),
            H("Price per pack, ex VAT (€)¹", cs=3)],
           [H(tier_label(lo, hi, "packs", plus="+")) for lo, hi in BJ_TIERS]]
    rows = []
    for sec, items in BJ_SECTIONS:
        rows.append(S(sec))
        for code, name, size, pack, base in items:
            rows.append([code, name, size, pack, *bj_prices(base)])
    t1 = Table("t1", "Table 1: Trade catalogue", [56, 170, 46, 76, 54, 54, 54], hdr, rows, style="grid",
               sectioned=True, size=7.6, align=["L", "L", "C", "L", "R", "R", "R"])
    return [
        Title("Ballyjamesduff Beads Ltd", "Trade Catalogue 2025",
              "Beads, findings and tools for jewellery makers and craft shops · Co. Cavan, Ireland",
              band=False, color=(0.45, 0.10, 0.35)),
        Para("Trade prices per pack. The quantity band counts packs of the same code on one order."),
        t1,
        Para(f"¹ Prices exclude VAT at {BJ_VAT} %. Shipping within Ireland €{BJ_SHIP[0]} per order under "
             f"€{BJ_SHIP[1]} ex VAT; free from €{BJ_SHIP[1]}.", size=7.3, note_of="t1", space_after=2),
    ]


@doc("whaplode_tenpin_annual_accounts_2025.pdf", "financial", "Whaplode Tenpin")
def d_whaplode():
    f = wt_figures()
    y = WT_YEARS
    hdr = [[H("£000", rs=2), H("Year ended 30 September", cs=2)], [H(y[0]), H(y[1])]]

    def two(fn):
        return [k(fn(0)), k(fn(1))]
    pl_rows = [
        ["Turnover", *two(lambda i: f[y[i]]["revenue"])],
        ["Cost of sales", *two(lambda i: WT_PL["cost_of_sales"][i])],
        R(["Gross profit", *two(lambda i: f[y[i]]["gross"])], bold=True, rule=True),
        ["Administrative expenses", *two(lambda i: WT_PL["admin"][i])],
        ["Other operating income", *two(lambda i: WT_PL["other_income"][i])],
        R(["Operating profit", *two(lambda i: f[y[i]]["op"])], bold=True, rule=True),
        ["Interest payable and similar charges", *two(lambda i: WT_PL["interest"][i])],
        R(["Profit before taxation", *two(lambda i: f[y[i]]["pbt"])], bold=True, rule=True),
        ["Tax on profit", *two(lambda i: WT_PL["tax"][i])],
        R(["Profit for the financial year", *two(lambda i: f[y[i]]["pat"])], bold=True, rule=True),
    ]
    t1 = Table("t1", "Table 1: Profit and loss account", [260, 80, 80], hdr, pl_rows, style="rules")
    act_rows = [[a, k(v[0]), k(v[1])] for a, v in WT_ACTIVITIES]
    act_rows.append(R(["Total turnover", *two(lambda i: f[y[i]]["revenue"])], bold=True, rule=True))
    hdr2 = [[H("£000", rs=2), H("Year ended 30 September", cs=2)], [H(y[0]), H(y[1])]]
    t2 = Table("t2", "Table 2: Turnover by activity", [260, 80, 80], hdr2, act_rows, style="grid")
    hdr3 = [[H("£000", rs=2), H("At 30 September", cs=2)], [H(y[0]), H(y[1])]]
    bs_rows = [
        S("Fixed assets"),
        ["Tangible assets", *two(lambda i: WT_BS["tangible"][i])],
        S("Current assets"),
        ["Stocks", *two(lambda i: WT_BS["stocks"][i])],
        ["Debtors", *two(lambda i: WT_BS["debtors"][i])],
        ["Cash at bank and in hand", *two(lambda i: WT_BS["cash"][i])],
        R(["Total current assets", *two(lambda i: f[y[i]]["ca"])], bold=True, rule=True),
        ["Creditors: amounts falling due within one year", *two(lambda i: WT_BS["cred_within"][i])],
        R(["Net current assets", *two(lambda i: f[y[i]]["nca"])], bold=True, rule=True),
        R(["Total assets less current liabilities", *two(lambda i: f[y[i]]["talcl"])], bold=True),
        ["Creditors: amounts falling due after more than one year", *two(lambda i: WT_BS["cred_after"][i])],
        ["Provisions for liabilities", *two(lambda i: WT_BS["provisions"][i])],
        R(["Net assets", *two(lambda i: f[y[i]]["na"])], bold=True, rule=True),
        S("Capital and reserves"),
        ["Called up share capital", *two(lambda i: WT_BS["share_capital"][i])],
        ["Profit and loss account", *two(lambda i: f[y[i]]["pl_reserve"])],
        R(["Shareholders' funds", *two(lambda i: f[y[i]]["na"])], bold=True, rule=True),
    ]
    t3 = Table("t3", "Table 3: Balance sheet", [300, 80, 80], hdr3, bs_rows, style="borderless",
               sectioned=False)
    key_rows = [
        ["Bowling lanes", *WT_KEY["lanes"]],
        ["Games bowled", *WT_KEY["games"]],
        ["Bowling turnover per game (£)", *[money(f[yy]["per_game"]) for yy in y]],
        ["Average number of employees", *WT_KEY["employees"]],
        ["Dividends paid (£000)", *[f"{v:,}" for v in WT_KEY["dividends"]]],
    ]
    t4 = Table("t4", "Table 4: Key figures", [260, 80, 80], [[H(""), H(y[0]), H(y[1])]], key_rows,
               style="zebra")
    return [
        Title("Whaplode Tenpin Ltd", "Annual Accounts for the year ended 30 September 2025",
              "Ten-pin bowling centre with bar, diner and amusements · company registered in England",
              band=False, color=(0.1, 0.1, 0.1)),
        Para("Amounts in the profit and loss account, the turnover analysis and the balance sheet are in "
             "thousands of pounds (£000). Figures in brackets are costs or liabilities."),
        t1,
        Para("Turnover increased on the back of later opening hours and a refurbished diner.", size=8),
        t2,
        PageBreak(),
        t3,
        Para("The key figures below are not in thousands unless stated.", size=8),
        t4,
    ]


# ============================================================================ build
def build(outdir):
    os.makedirs(outdir, exist_ok=True)
    reg = {}
    for file, (family, company, fn) in DOCS.items():
        path = os.path.join(outdir, file)
        r = render(path, file, f"{company} · {file}", fn())
        r["family"], r["company"] = family, company
        reg[file] = r
    return reg


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: make_docs.py OUTDIR")
    reg = build(sys.argv[1])
    for f, r in reg.items():
        print(f"{f}: {r['pages']} page(s), tables {', '.join(r['tables'])}")
