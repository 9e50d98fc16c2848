#!/usr/bin/env python3
"""Build the twelve PDFs of the business-other21 held-out set.

    /work/main/.venv/bin/python make_docs.py OUTDIR

Everything is deterministic: reportlab's invariant mode, no clock, no unseeded randomness (the pottery
catalogue's prices come from random.Random(2521)).  `build(outdir)` returns the layout registry that
make_questions.py and check.py use: for every table, the page and bounding box (pdfplumber coordinates)
of every printed cell, keyed by (table id, row key, column key), and the page of every note line.
"""
from __future__ import annotations

import os
import random
import re
import sys
from decimal import Decimal as D, ROUND_HALF_UP

from reportlab import rl_config

rl_config.invariant = 1
from reportlab.lib.pagesizes import A4  # noqa: E402
from reportlab.lib.utils import simpleSplit  # noqa: E402
from reportlab.pdfbase import pdfmetrics  # noqa: E402
from reportlab.pdfbase.ttfonts import TTFont  # noqa: E402
from reportlab.pdfgen import canvas  # noqa: E402

PAGE_W, PAGE_H = A4
LM = RM = 50
CW = PAGE_W - LM - RM
TOP = PAGE_H - 62
BOTTOM = 58

FONTDIR = "/usr/share/fonts/truetype/dejavu"
FAMILIES = {
    "sans": ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSans-Oblique.ttf"),
    "cond": ("DejaVuSansCondensed.ttf", "DejaVuSansCondensed-Bold.ttf", "DejaVuSansCondensed-Oblique.ttf"),
    "serif": ("DejaVuSerif.ttf", "DejaVuSerif-Bold.ttf", "DejaVuSerif-Italic.ttf"),
}
for fam, files in FAMILIES.items():
    for suffix, f in zip(("", "-b", "-i"), files):
        pdfmetrics.registerFont(TTFont(fam + suffix, os.path.join(FONTDIR, f)))

SUPERS = "¹²"  # footnote markers used in these documents (not ³ as in m³)


def clean_label(s: str) -> str:
    """A header / row label as cited in evidence: footnote markers dropped, whitespace collapsed."""
    return " ".join(s.translate({ord(ch): None for ch in SUPERS}).split())


def q2(x) -> D:
    return D(x).quantize(D("0.01"), rounding=ROUND_HALF_UP)


def money(x) -> str:
    """1234.5 -> '1,234.50'."""
    return f"{q2(x):,.2f}"


def whole(x) -> str:
    return f"{int(x):,}"


def acct(x) -> str:
    """Accounts style: brackets for negatives, thousands separators."""
    x = int(x)
    return f"({abs(x):,})" if x < 0 else f"{x:,}"


# ----------------------------------------------------------------------------- table model
class H:
    """A header cell at grid row r, column c, spanning rs rows and cs columns."""

    def __init__(self, text, r, c, rs=1, cs=1):
        self.text, self.r, self.c, self.rs, self.cs = text, r, c, rs, cs


def sec(text):
    return {"kind": "section", "text": text}


def row(*cells, key=None, bold=False, rule=False):
    return {"kind": "row", "cells": [str(c) for c in cells], "key": key if key is not None else str(cells[0]),
            "bold": bold, "rule": rule}


class Table:
    def __init__(self, tid, caption, widths, head, body, align, style="grid", size=8.0, sectioned=False,
                 cont_caption=None, keep_first=2):
        scale = CW / sum(widths) if sum(widths) > CW else 1.0
        self.tid, self.caption, self.head, self.body = tid, caption, head, body
        self.widths = [w * scale for w in widths]
        self.align, self.style, self.size, self.sectioned = align, style, size, sectioned
        self.cont_caption, self.keep_first = cont_caption, keep_first
        self.ncols = len(widths)
        self.nhead = max(h.r + h.rs for h in head)
        self.col_keys = []
        for j in range(self.ncols):
            parts = [clean_label(h.text) for h in sorted(head, key=lambda h: h.r) if h.c <= j < h.c + h.cs]
            self.col_keys.append(" > ".join(p for p in parts if p))
        for r in body:
            if r["kind"] == "row":
                assert len(r["cells"]) == self.ncols, (tid, r["cells"])


# ----------------------------------------------------------------------------- layout
class Layout:
    """Flows a document's blocks onto pages, recording draw operations and where every cell went."""

    def __init__(self, doc):
        self.doc = doc
        self.f = doc["font"]
        self.pages = [[]]
        self.y = TOP
        self.reg = {"cells": {}, "heads": {}, "rows": {}, "notes": [], "paras": [], "tables": {},
                    "row_order": {}}

    # --- primitives
    @property
    def page(self):
        return len(self.pages)

    def op(self, *a):
        self.pages[-1].append(a)

    def new_page(self):
        self.pages.append([])
        self.y = TOP

    def need(self, h):
        if self.y - h < BOTTOM:
            self.new_page()

    def text(self, x, y, s, font, size, color=(0, 0, 0), align="l", width=0.0):
        if align == "r":
            x = x + width - pdfmetrics.stringWidth(s, font, size)
        elif align == "c":
            x = x + (width - pdfmetrics.stringWidth(s, font, size)) / 2
        self.op("text", x, y, s, font, size, color)

    def wrap(self, s, font, size, width):
        return simpleSplit(s, font, size, width) if s else []

    # --- blocks
    def title(self, title, subtitle, band):
        if band:
            self.op("rect", 0, PAGE_H - 118, PAGE_W, 78, (0.16, 0.22, 0.30), None)
            self.text(LM, PAGE_H - 72, title, self.f + "-b", 17, (1, 1, 1))
            for i, s in enumerate(subtitle):
                self.text(LM, PAGE_H - 92 - 12 * i, s, self.f, 9.5, (0.9, 0.9, 0.9))
            self.y = PAGE_H - 140
        else:
            self.text(LM, PAGE_H - 80, title, self.f + "-b", 16)
            for i, s in enumerate(subtitle):
                self.text(LM, PAGE_H - 98 - 12 * i, s, self.f, 9.5, (0.25, 0.25, 0.25))
            y = PAGE_H - 98 - 12 * (len(subtitle) - 1) - 10
            self.op("line", LM, y, PAGE_W - RM, y, 0.8, (0.2, 0.2, 0.2))
            self.y = y - 18

    def heading(self, s):
        self.need(40)
        self.text(LM, self.y - 11, s, self.f + "-b", 11)
        self.y -= 20

    def para(self, s, size=9.0):
        lines = self.wrap(s, self.f, size, CW)
        lead = size * 1.35
        self.need(lead * len(lines) + 6)
        for ln in lines:
            self.text(LM, self.y - size, ln, self.f, size)
            self.y -= lead
        self.reg["paras"].append((self.page, s))
        self.y -= 7

    def notes(self, lines, tid, size=7.6):
        lead = size * 1.32
        for s in lines:
            w = self.wrap(s, self.f, size, CW)
            self.need(lead * len(w) + 2)
            for ln in w:
                self.text(LM, self.y - size, ln, self.f, size, (0.15, 0.15, 0.15))
                self.y -= lead
            self.reg["notes"].append({"page": self.page, "text": s, "table": tid})
        self.y -= 8

    # --- tables
    def _heights(self, t, cells_of_row, fontsel):
        size = t.size
        lead, pad = size * 1.22, 3.0
        out = []
        for r in cells_of_row:
            h = lead + 2 * pad
            for (c, cs, s) in r:
                w = sum(t.widths[c:c + cs]) - 2 * pad
                n = max(1, len(self.wrap(s, fontsel(r), size, w)))
                h = max(h, n * lead + 2 * pad)
            out.append(h)
        return out

    def _head_heights(self, t):
        size = t.size
        lead, pad = size * 1.22, 3.0
        hs = [lead + 2 * pad] * t.nhead
        for h in t.head:
            if h.rs == 1:
                w = sum(t.widths[h.c:h.c + h.cs]) - 2 * pad
                n = max(1, len(self.wrap(h.text, self.f + "-b", size, w)))
                hs[h.r] = max(hs[h.r], n * lead + 2 * pad)
        for h in t.head:
            if h.rs > 1:
                w = sum(t.widths[h.c:h.c + h.cs]) - 2 * pad
                n = max(1, len(self.wrap(h.text, self.f + "-b", size, w)))
                need = n * lead + 2 * pad
                have = sum(hs[h.r:h.r + h.rs])
                if need > have:
                    hs[h.r + h.rs - 1] += need - have
        return hs

    def _xs(self, t):
        xs = [LM]
        for w in t.widths:
            xs.append(xs[-1] + w)
        return xs

    def _cell_text(self, t, x, top, w, h, s, font, align, color=(0, 0, 0), valign="top"):
        size = t.size
        lead, pad = size * 1.22, 3.0
        lines = self.wrap(s, font, size, w - 2 * pad)
        block = len(lines) * lead
        y0 = top - pad if valign == "top" else top - (h - block) / 2
        for i, ln in enumerate(lines):
            self.text(x + pad, y0 - size * 0.93 - i * lead, ln, font, size, color, align, w - 2 * pad)

    def _draw_head(self, t, caption):
        st = t.style
        xs = self._xs(t)
        hs = self._head_heights(t)
        cap_size = 8.8
        self.text(LM, self.y - cap_size, caption, self.f + "-b", cap_size)
        self.reg["tables"].setdefault(t.tid, {"caption": t.caption, "pages": []})
        if self.page not in self.reg["tables"][t.tid]["pages"]:
            self.reg["tables"][t.tid]["pages"].append(self.page)
        self.y -= cap_size + 6
        top0 = self.y
        tops = [top0]
        for h in hs:
            tops.append(tops[-1] - h)
        width = sum(t.widths)
        if st == "zebra":
            self.op("rect", LM, tops[-1], width, top0 - tops[-1], (0.20, 0.27, 0.35), None)
        elif st == "grid":
            self.op("rect", LM, tops[-1], width, top0 - tops[-1], (0.86, 0.88, 0.90), None)
        if st == "booktabs":
            self.op("line", LM, top0, LM + width, top0, 1.1, (0, 0, 0))
        for hc in t.head:
            x, w = xs[hc.c], sum(t.widths[hc.c:hc.c + hc.cs])
            top, bot = tops[hc.r], tops[hc.r + hc.rs]
            color = (1, 1, 1) if st == "zebra" else (0, 0, 0)
            al = "c" if (hc.cs > 1 or t.align[hc.c] != "l") else "l"
            self._cell_text(t, x, top, w, top - bot, hc.text, self.f + "-b", al, color, valign="mid")
            if st == "grid":
                self.op("box", x, bot, w, top - bot, 0.5, (0.35, 0.35, 0.35))
            if st in ("booktabs", "rules", "borderless", "zebra") and hc.cs > 1:
                self.op("line", x + 3, bot + 1, x + w - 3, bot + 1, 0.4, (1, 1, 1) if st == "zebra" else (0.3, 0.3, 0.3))
            for j in range(hc.c, hc.c + hc.cs):
                key = (t.tid, t.col_keys[j])
                self.reg["heads"].setdefault(key, [])
                rec = {"page": self.page, "text": hc.text, "bbox": self._bbox(x, top, w, top - bot)}
                if rec not in self.reg["heads"][key]:
                    self.reg["heads"][key].append(rec)
        if st in ("booktabs", "rules"):
            self.op("line", LM, tops[-1], LM + width, tops[-1], 0.6 if st == "booktabs" else 0.9, (0, 0, 0))
        self.y = tops[-1]

    def _bbox(self, x, top, w, h):
        return [round(x, 2), round(PAGE_H - top, 2), round(x + w, 2), round(PAGE_H - top + h, 2)]

    def _close_segment(self, t, top_of_body):
        width = sum(t.widths)
        if t.style in ("booktabs", "zebra"):
            self.op("line", LM, self.y, LM + width, self.y, 1.1 if t.style == "booktabs" else 0.6, (0, 0, 0))

    def table(self, t: Table):
        xs = self._xs(t)
        width = sum(t.widths)
        lead = t.size * 1.22
        rows = []
        for r in t.body:
            if r["kind"] == "section":
                rows.append(("s", r, [(0, t.ncols, r["text"])]))
            else:
                rows.append(("r", r, [(j, 1, s) for j, s in enumerate(r["cells"])]))
        heights = []
        for kind, r, cells in rows:
            font = self.f + "-b" if (kind == "s" or r.get("bold")) else self.f
            heights.append(self._heights(t, [cells], lambda _r, font=font: font)[0])
        head_h = sum(self._head_heights(t)) + 8.8 + 6
        first = sum(heights[:t.keep_first])
        self.need(head_h + first + 4)
        self._draw_head(t, t.caption)
        section = None
        zebra_i = 0
        self.reg["row_order"][t.tid] = []
        for (kind, r, cells), h in zip(rows, heights):
            if self.y - h < BOTTOM:
                self._close_segment(t, None)
                self.new_page()
                self._draw_head(t, t.cont_caption or t.caption)
                zebra_i = 0
            top = self.y
            if kind == "s":
                section = clean_label(r["text"])
                fill = {"grid": (0.93, 0.93, 0.90), "zebra": (0.80, 0.84, 0.88), "booktabs": None,
                        "rules": (0.92, 0.92, 0.92), "borderless": None}[t.style]
                if fill:
                    self.op("rect", LM, top - h, width, h, fill, None)
                font = self.f + "-b" if t.style != "borderless" else self.f + "-i"
                self._cell_text(t, LM, top, width, h, r["text"], font, "l")
                if t.style == "grid":
                    self.op("box", LM, top - h, width, h, 0.5, (0.35, 0.35, 0.35))
                if t.style == "rules":
                    self.op("line", LM, top - h, LM + width, top - h, 0.3, (0.55, 0.55, 0.55))
                self.reg["paras"].append((self.page, r["text"]))
                self.y -= h
                continue
            if t.style == "zebra" and zebra_i % 2 == 1:
                self.op("rect", LM, top - h, width, h, (0.93, 0.94, 0.95), None)
            zebra_i += 1
            font = self.f + "-b" if r.get("bold") else self.f
            rkey = clean_label(r["key"])
            if t.sectioned and section:
                rkey = f"{section} > {rkey}"
            assert (t.tid, rkey) not in self.reg["rows"], (self.doc["file"], t.tid, rkey)
            self.reg["rows"][(t.tid, rkey)] = self.page
            self.reg["row_order"][t.tid].append(rkey)
            if r.get("rule"):
                self.op("line", xs[1], top, LM + width, top, 0.6, (0, 0, 0))
            for j, s in enumerate(r["cells"]):
                x, w = xs[j], t.widths[j]
                self._cell_text(t, x, top, w, h, s, font, t.align[j])
                if t.style == "grid":
                    self.op("box", x, top - h, w, h, 0.5, (0.35, 0.35, 0.35))
                self.reg["cells"][(t.tid, rkey, t.col_keys[j])] = {
                    "page": self.page, "text": s, "bbox": self._bbox(x, top, w, h)}
            if t.style == "rules":
                self.op("line", LM, top - h, LM + width, top - h, 0.3, (0.55, 0.55, 0.55))
            self.y -= h
        self._close_segment(t, None)
        self.y -= 10

    def spacer(self, h):
        self.y -= h


def render(doc, path):
    lay = Layout(doc)
    for b in doc["blocks"]:
        kind = b[0]
        if kind == "title":
            lay.title(b[1], b[2], b[3])
        elif kind == "h":
            lay.heading(b[1])
        elif kind == "p":
            lay.para(b[1])
        elif kind == "table":
            lay.table(b[1])
        elif kind == "notes":
            lay.notes(b[1], b[2])
        elif kind == "space":
            lay.spacer(b[1])
        elif kind == "break":
            lay.new_page()
        else:
            raise ValueError(kind)
    n = len(lay.pages)
    c = canvas.Canvas(path, pagesize=A4, pageCompression=1)
    c.setTitle(doc["title"])
    c.setAuthor(doc["company"])
    c.setCreator("business-other21 make_docs.py")
    f = doc["font"]
    for i, ops in enumerate(lay.pages, 1):
        c.setFillColorRGB(0.35, 0.35, 0.35)
        c.setFont(f, 7.5)
        c.drawString(LM, PAGE_H - 32, doc["company"])
        c.drawRightString(PAGE_W - RM, PAGE_H - 32, doc["short"])
        c.drawCentredString(PAGE_W / 2, 30, f"Page {i} of {n}")
        c.setStrokeColorRGB(0.6, 0.6, 0.6)
        c.setLineWidth(0.4)
        c.line(LM, PAGE_H - 37, PAGE_W - RM, PAGE_H - 37)
        for o in ops:
            if o[0] == "text":
                _, x, y, s, font, size, color = o
                c.setFillColorRGB(*color)
                c.setFont(font, size)
                c.drawString(x, y, s)
            elif o[0] == "line":
                _, x1, y1, x2, y2, w, color = o
                c.setStrokeColorRGB(*color)
                c.setLineWidth(w)
                c.line(x1, y1, x2, y2)
            elif o[0] == "rect":
                _, x, y, w, h, fill, _s = o
                c.setFillColorRGB(*fill)
                c.rect(x, y, w, h, stroke=0, fill=1)
            elif o[0] == "box":
                _, x, y, w, h, lw, color = o
                c.setStrokeColorRGB(*color)
                c.setLineWidth(lw)
                c.rect(x, y, w, h, stroke=1, fill=0)
        c.showPage()
    c.save()
    lay.reg["npages"] = n
    return lay.reg


# ============================================================================= the documents
DOCS = {}


def add(key, **kw):
    DOCS[key] = kw


# ---------------------------------------------------------------- 1. Crowdecote (salt supplier A)
CS_TIERS = [(1, 9, "1–9 packs"), (10, 49, "10–49 packs"), (50, None, "50+ packs")]
CS_PRICE_HEAD = "Price per pack, ex VAT (£)¹"
CS_ITEMS = [  # section, code, product, pack, prices by tier (None = price on application)
    ("De-icing salt", "CS-101", "White de-icing salt", "25 kg bag", ("9.80", "8.45", "7.20")),
    ("De-icing salt", "CS-102", "Brown rock salt", "25 kg bag", ("7.60", "6.40", "5.35")),
    ("De-icing salt", "CS-103", "Brown rock salt, bulk", "1 tonne bulk bag", ("164.00", "149.00", "138.50")),
    ("De-icing salt", "CS-104", "White de-icing salt, bulk", "1 tonne bulk bag", ("219.00", "198.00", "184.00")),
    ("Specialist de-icers", "CS-201", "Calcium chloride flakes", "25 kg bag", ("26.90", "24.50", "22.80")),
    ("Specialist de-icers", "CS-202", "Magnesium chloride flakes", "25 kg bag", ("29.50", "27.10", "25.40")),
    ("Specialist de-icers", "CS-203", "Potassium acetate liquid de-icer", "20 l drum", ("48.00", "44.50", "41.00")),
    ("Grit bins and spreaders", "CS-301", "Grit bin, 200 litre, yellow", "each", ("89.00", "82.00", "77.50")),
    ("Grit bins and spreaders", "CS-302", "Grit bin, 400 litre, yellow", "each", ("139.00", "129.00", "121.00")),
    ("Grit bins and spreaders", "CS-303", "Push spreader, 40 kg hopper", "each", ("129.00", "119.00", None)),
]
CS_DELIVERY = [  # (lower bound of goods value, upper bound or None, label, charge or None = free)
    (D("0"), D("249.99"), "Under £250.00", "35.00"),
    (D("250.00"), D("999.99"), "£250.00 to £999.99", "18.00"),
    (D("1000.00"), None, "£1,000.00 and over", None),
]


def _cs():
    body, last = [], None
    for s, code, prod, pack, prices in CS_ITEMS:
        if s != last:
            body.append(sec(s))
            last = s
        body.append(row(code, prod, pack, *[money(p) if p else "—" for p in prices]))
    t1 = Table("t1", "Table 1: Prices per pack", [52, 178, 82, 62, 62, 62],
               [H("Code", 0, 0, 2), H("Product", 0, 1, 2), H("Pack", 0, 2, 2), H(CS_PRICE_HEAD, 0, 3, 1, 3)]
               + [H(lab, 1, 3 + i) for i, (_, _, lab) in enumerate(CS_TIERS)],
               body, ["l", "l", "l", "r", "r", "r"], style="grid", sectioned=True)
    t2 = Table("t2", "Table 2: Delivery charge per order", [200, 120],
               [H("Goods value of the order, ex VAT", 0, 0), H("Delivery charge (£)", 0, 1)],
               [row(lab, money(ch) if ch else "Free") for _, _, lab, ch in CS_DELIVERY],
               ["l", "r"], style="grid")
    return [
        ("title", "Crowdecote Salt & Grit Ltd",
         ["Winter maintenance price list 2025/26", "Valid 1 September 2025 to 31 March 2026"], True),
        ("h", "Ordering"),
        ("p", "We supply de-icing salt, specialist de-icers and grit bins to councils, facilities managers and "
              "contractors. Orders placed by 14:00 are delivered within two working days from October to March; "
              "during prolonged snow, bulk orders are delivered in the order they were received."),
        ("table", t1),
        ("notes", ["¹ The price band is set by the quantity of each item on one order; quantities of different "
                   "items are not added together.",
                   "— = price on application for that quantity.",
                   "All prices exclude VAT at 20%."], "t1"),
        ("table", t2),
        ("notes", ["Delivery charges are ex VAT and apply once per order and delivery address. Bulk bags are "
                   "delivered by tail-lift vehicle and placed at the kerbside."], "t2"),
    ]


add("CS", file="crowdecote_salt_grit_winter_price_list_2025_26.pdf", company="Crowdecote Salt & Grit Ltd",
    short="Price list 2025/26", title="Crowdecote Salt & Grit — winter price list 2025/26", font="sans",
    family="price_list", build=_cs)

# ---------------------------------------------------------------- 2. Ugthorpe (salt supplier B)
UW_TIERS = [(1, 39, "1–39"), (40, 119, "40–119"), (120, 399, "120–399"), (400, None, "400 +")]
UW_PRODUCTS = ["White de-icing salt", "Brown rock salt", "Calcium chloride flakes", "Magnesium chloride flakes"]
UW_BAG_PRICES = {  # by product, by tier
    "White de-icing salt": ("9.20", "7.95", "7.05", "6.60"),
    "Brown rock salt": ("7.10", "6.05", "5.45", "5.10"),
    "Calcium chloride flakes": ("25.80", "23.90", "22.40", "21.60"),
    "Magnesium chloride flakes": ("28.40", "26.20", "24.90", "24.10"),
}
UW_T2_TIERS = [(1, 9, "1–9"), (10, None, "10 +")]
UW_OTHER = [
    ("UW-B1", "Brown rock salt, 1 tonne bulk bag", ("158.00", "141.00")),
    ("UW-B2", "White de-icing salt, 1 tonne bulk bag", ("205.00", "189.00")),
    ("UW-G2", "Grit bin, 200 litre, yellow", ("94.00", "85.00")),
    ("UW-G4", "Grit bin, 400 litre, yellow", ("132.00", "118.00")),
]
UW_FREE_FROM = D("400.00")
UW_DELIVERY = "48.00"


def _uw():
    head = [H("Bags of one product on the order²", 0, 0, 2), H("Price per 25 kg bag (£, ex VAT)", 0, 1, 1, 4)]
    head += [H(p, 1, 1 + i) for i, p in enumerate(UW_PRODUCTS)]
    body = [row(lab, *[money(UW_BAG_PRICES[p][i]) for p in UW_PRODUCTS]) for i, (_, _, lab) in enumerate(UW_TIERS)]
    t1 = Table("t1", "Table 1: Bagged de-icers, price per 25 kg bag", [120, 92, 92, 92, 92], head, body,
               ["l", "r", "r", "r", "r"], style="zebra")
    t2 = Table("t2", "Table 2: Bulk bags and grit bins", [58, 220, 90, 90],
               [H("Code", 0, 0, 2), H("Item", 0, 1, 2), H("Price each (£, ex VAT)", 0, 2, 1, 2),
                H("1–9", 1, 2), H("10 +", 1, 3)],
               [row(c, name, *[money(p) for p in pr]) for c, name, pr in UW_OTHER],
               ["l", "l", "r", "r"], style="booktabs")
    return [
        ("title", "Ugthorpe Winter Supplies",
         ["Trade price guide, winter 2025–26", "Prices in pounds sterling"], False),
        ("p", "Bagged de-icers come in 25 kg bags, 40 bags to a pallet, and every bag carries its batch number. "
              "We hold stock at two depots and can usually deliver within 48 hours of a confirmed order."),
        ("table", t1),
        ("notes", ["² One pallet holds 40 bags. The band is set by the number of bags of that product on the "
                   "order; different products are banded separately."], "t1"),
        ("table", t2),
        ("notes", ["Delivery: free for orders with a goods value of £400.00 or more ex VAT; otherwise £48.00 "
                   "per order.",
                   "Prices exclude VAT, which is charged at the standard rate (20%)."], "t2"),
    ]


add("UW", file="ugthorpe_winter_supplies_trade_prices_2025_26.pdf", company="Ugthorpe Winter Supplies",
    short="Trade price guide 2025–26", title="Ugthorpe Winter Supplies — trade price guide 2025-26",
    font="serif", family="price_list", build=_uw)

# ---------------------------------------------------------------- 3. Blubberhouses (salt supplier C, prices incl. VAT)
BH_VAT = D("1.20")
BH_TIERS = [(1, 9, "1–9"), (10, 49, "10–49"), (50, 249, "50–249"), (250, None, "250+")]
BH_BAGS = [  # product, grade, ex-VAT prices (multiples of 0.05 so that +20 % prints exactly)
    ("White de-icing salt", "Fine", ("10.25", "8.70", "7.40", "6.85")),
    ("Brown rock salt", "6 mm", ("7.90", "6.60", "5.60", "5.20")),
    ("Salt and grit mix (50/50)", "6 mm", ("6.50", "5.55", "4.90", "4.55")),
    ("Calcium chloride flakes", "77%", ("27.50", "24.10", "22.95", "21.95")),
]
BH_BULK_TIERS = [(1, 4, "1–4"), (5, 19, "5–19"), (20, None, "20+")]
BH_BULK = [
    ("Brown rock salt", ("171.00", "152.50", "139.00")),
    ("Salt and grit mix (50/50)", ("149.00", "134.50", "122.00")),
]
BH_FREE_OVER = D("600.00")
BH_DELIVERY = "42.00"


def _bh():
    inc = lambda p: money(D(p) * BH_VAT)  # noqa: E731
    head = [H("Product", 0, 0, 2), H("Grade", 0, 1, 2), H("Price per bag incl. VAT (£) by bags ordered", 0, 2, 1, 4)]
    head += [H(lab, 1, 2 + i) for i, (_, _, lab) in enumerate(BH_TIERS)]
    t1 = Table("t1", "Table 1: Bagged products (25 kg bags)", [170, 62, 66, 66, 66, 66], head,
               [row(p, g, *[inc(x) for x in pr]) for p, g, pr in BH_BAGS],
               ["l", "l", "r", "r", "r", "r"], style="borderless", size=8.4)
    head2 = [H("Product", 0, 0, 2), H("Price per bulk bag incl. VAT (£)", 0, 1, 1, 3)]
    head2 += [H(lab, 1, 1 + i) for i, (_, _, lab) in enumerate(BH_BULK_TIERS)]
    t2 = Table("t2", "Table 2: Bulk bags (1 tonne)", [170, 75, 75, 75], head2,
               [row(p, *[inc(x) for x in pr]) for p, pr in BH_BULK], ["l", "r", "r", "r"], style="grid", size=8.4)
    return [
        ("title", "Blubberhouses Highway Supplies",
         ["Salt and de-icer prices, season 2025/26", "All prices include VAT"], True),
        ("p", "Our prices are shown including VAT, as most of our customers are parish councils, schools, churches "
              "and residents' associations. VAT-registered customers receive a full VAT invoice with every delivery."),
        ("table", t1),
        ("notes", ["Bands are per product: the number of bags of that product on the order sets its price.",
                   "All prices include VAT at 20%."], "t1"),
        ("table", t2),
        ("notes", ["Delivery: free on orders over £600.00 including VAT; otherwise £42.00 including VAT.",
                   "Salt and grit mix is not suitable for block paving or new concrete."], "t2"),
    ]


add("BH", file="blubberhouses_highway_supplies_salt_prices_2025_26.pdf", company="Blubberhouses Highway Supplies",
    short="Salt and de-icer prices 2025/26", title="Blubberhouses Highway Supplies — salt prices 2025/26",
    font="cond", family="price_list", build=_bh)

# ---------------------------------------------------------------- 4. Scrooby (shredding rate card)
SS_TIERS = [(1, 9, "1–9 containers"), (10, 49, "10–49 containers"), (50, None, "50+ containers")]
SS_CONTAINERS = [
    ("SS-S90", "Confidential sack", "90", ("6.50", "5.40", "4.60")),
    ("SS-C120", "Office console, lockable", "120", ("9.80", "8.20", "7.10")),
    ("SS-B240", "Wheeled bin, lockable", "240", ("14.50", "12.60", "10.90")),
    ("SS-B360", "Wheeled bin, lockable", "360", ("19.90", "17.40", "15.20")),
]
SS_SERVICES = [
    ("One-off purge, collected", "per 90 l sack", "7.90"),
    ("One-off purge, shredded on site", "per 90 l sack", "9.60"),
    ("Hard drive destruction", "per drive", "8.50"),
    ("SSD, phone or tablet destruction", "per device", "11.00"),
    ("Backup tape destruction", "per tape", "4.20"),
    ("Certificate of destruction", "per collection", "Included"),
    ("Minimum charge", "per visit", "55.00"),
]


def _ss():
    head = [H("Code", 0, 0, 2), H("Container", 0, 1, 2), H("Capacity (litres)", 0, 2, 2),
            H("Price per container per collection (£, ex VAT)¹", 0, 3, 1, 3)]
    head += [H(lab, 1, 3 + i) for i, (_, _, lab) in enumerate(SS_TIERS)]
    t1 = Table("t1", "Table 1: Scheduled collections, price per container emptied", [62, 150, 62, 72, 72, 72], head,
               [row(c, n, cap, *[money(p) for p in pr]) for c, n, cap, pr in SS_CONTAINERS],
               ["l", "l", "r", "r", "r", "r"], style="booktabs")
    t2 = Table("t2", "Table 2: One-off services and media destruction", [230, 130, 100],
               [H("Service", 0, 0), H("Unit", 0, 1), H("Price (£, ex VAT)", 0, 2)],
               [row(s, u, money(p) if p[0].isdigit() else p) for s, u, p in SS_SERVICES],
               ["l", "l", "r"], style="grid")
    return [
        ("title", "Scrooby Secure Shredding",
         ["Rate card 2025", "Confidential waste collection and media destruction"], False),
        ("p", "All paper is shredded to security level P-4 within 24 hours of collection and then recycled. "
              "Vehicles are tracked and every container is sealed before it leaves your premises."),
        ("table", t1),
        ("notes", ["¹ The band is set by the total number of containers emptied at one address on one visit, all "
                   "container types together.",
                   "Saturday collections are charged at 1.5 times the listed rates."], "t1"),
        ("table", t2),
        ("notes", ["The minimum charge applies to every visit, scheduled or one-off.",
                   "All prices exclude VAT at 20%."], "t2"),
    ]


add("SS", file="scrooby_secure_shredding_rate_card_2025.pdf", company="Scrooby Secure Shredding",
    short="Rate card 2025", title="Scrooby Secure Shredding — rate card 2025", font="sans",
    family="price_list", build=_ss)

# ---------------------------------------------------------------- 5. Warslow (event staffing rates)
WE_DAYS = ["Mon–Fri", "Saturday", "Sunday and bank holidays"]
WE_RATE_HEAD = "Rate per person per hour, ex VAT (£)²"
WE_ROLES = [
    ("Event steward", ("16.80", "18.40", "22.60"), 4),
    ("Car park marshal", ("16.20", "17.80", "21.90"), 4),
    ("SIA door supervisor", ("21.50", "23.60", "28.90"), 5),
    ("SIA security officer", ("20.40", "22.40", "27.50"), 6),
    ("Response and search team", ("24.90", "27.30", "33.60"), 6),
    ("Event control supervisor", ("27.80", "30.60", "37.50"), 8),
    ("First aider (FAW)", ("23.20", "25.50", "31.30"), 4),
]
WE_EQUIP = [
    ("Two-way radio", "per handset per day", "8.00"),
    ("Crowd barrier, 2.5 m", "per barrier per day", "6.50"),
    ("Metal-detector wand", "per wand per day", "12.00"),
    ("Body-worn camera", "per camera per day", "15.00"),
    ("Hi-vis vest and ID badge", "per person", "Included"),
]


def _we():
    head = [H("Role", 0, 0, 2), H(WE_RATE_HEAD, 0, 1, 1, 3), H("Minimum shift (hours)", 0, 4, 2)]
    head += [H(d, 1, 1 + i) for i, d in enumerate(WE_DAYS)]
    t1 = Table("t1", "Table 1: Hourly charge-out rates", [170, 75, 75, 95, 80], head,
               [row(r, *[money(p) for p in pr], str(m)) for r, pr, m in WE_ROLES],
               ["l", "r", "r", "r", "r"], style="zebra")
    t2 = Table("t2", "Table 2: Equipment", [200, 140, 100],
               [H("Item", 0, 0), H("Charged", 0, 1), H("Price (£, ex VAT)", 0, 2)],
               [row(i, u, money(p) if p[0].isdigit() else p) for i, u, p in WE_EQUIP],
               ["l", "l", "r"], style="rules")
    return [
        ("title", "Warslow Event Staffing",
         ["Event security and stewarding", "Charge-out rates 2026"], True),
        ("p", "All staff are trained in crowd safety; door supervisors and security officers hold a current SIA "
              "licence. Rates are per person per hour worked and include travel within 30 miles of our office."),
        ("table", t1),
        ("notes", ["² Hours worked between 23:00 and 06:00 are charged at the listed rate plus 25%.",
                   "Each person is charged at least the minimum shift for the role, even if released early.",
                   "Events with 20 or more staff on the same day receive a 5% discount on staff hours (not on "
                   "equipment)."], "t1"),
        ("table", t2),
        ("notes", ["All rates exclude VAT at 20%. Cancellations within 72 hours of the event are charged at 50% "
                   "of the booked hours."], "t2"),
    ]


add("WE", file="warslow_event_staffing_security_rates_2026.pdf", company="Warslow Event Staffing",
    short="Charge-out rates 2026", title="Warslow Event Staffing — charge-out rates 2026", font="sans",
    family="price_list", build=_we)

# ---------------------------------------------------------------- 6. Nantmel (EPOS support plans)
NT_TIERS = [(1, 9, "1–9 terminals"), (10, 49, "10–49 terminals"), (50, None, "50+ terminals")]
NT_FEE_HEAD = "Annual fee per terminal (£, ex VAT)¹"
NT_PLANS = [
    ("Remote", "Mon–Fri 09:00–17:30", "—", ("180.00", "162.00", "145.00"), "✗"),
    ("Standard", "Mon–Sat 08:00–20:00", "Next working day", ("265.00", "238.00", "214.00"), "✗"),
    ("Priority", "7 days 07:00–23:00", "8 hours", ("390.00", "352.00", "318.00"), "✓"),
    ("Priority 24/7", "24 hours, 7 days", "4 hours", ("520.00", "468.00", "425.00"), "✓"),
]
NT_ADDONS = [
    ("Card terminal support", "per device per year", "48.00"),
    ("Receipt printer cover", "per printer per year", "36.00"),
    ("Kitchen printer or KDS screen cover", "per device per year", "54.00"),
    ("Site visit without a plan", "per visit, first hour", "165.00"),
    ("Additional hour on site", "per hour", "72.00"),
    ("Menu and price reprogramming", "per hour, remote", "60.00"),
]


def _nt():
    head = [H("Plan", 0, 0, 2), H("Helpdesk hours", 0, 1, 2), H("On-site response", 0, 2, 2),
            H(NT_FEE_HEAD, 0, 3, 1, 3), H("Loan terminal", 0, 6, 2)]
    head += [H(lab, 1, 3 + i) for i, (_, _, lab) in enumerate(NT_TIERS)]
    t1 = Table("t1", "Table 1: Support plans", [72, 100, 78, 62, 62, 62, 52], head,
               [row(p, h, o, *[money(x) for x in pr], loan) for p, h, o, pr, loan in NT_PLANS],
               ["l", "l", "l", "r", "r", "r", "c"], style="grid")
    t2 = Table("t2", "Table 2: Add-ons and work outside a plan", [220, 140, 100],
               [H("Item", 0, 0), H("Unit", 0, 1), H("Price (£, ex VAT)", 0, 2)],
               [row(i, u, money(p)) for i, u, p in NT_ADDONS], ["l", "l", "r"], style="zebra")
    return [
        ("title", "Nantmel Till Systems", ["EPOS support plans 2025", "Hospitality and retail"], False),
        ("p", "Every plan covers the till software, remote diagnosis and software updates. Plans differ in helpdesk "
              "hours, on-site response and whether a loan terminal is sent while yours is repaired."),
        ("table", t1),
        ("notes", ["¹ The fee band is set by the total number of terminals on the contract, across all sites. "
                   "Contracts run for 12 months.",
                   "— = no on-site visits (remote support only). ✓ = a loan terminal is included; ✗ = not included."],
         "t1"),
        ("table", t2),
        ("notes", ["Prices exclude VAT at 20%."], "t2"),
    ]


add("NT", file="nantmel_till_systems_epos_support_plans_2025.pdf", company="Nantmel Till Systems",
    short="EPOS support plans 2025", title="Nantmel Till Systems — EPOS support plans 2025", font="sans",
    family="support_plans", build=_nt)

# ---------------------------------------------------------------- 7. Coxwold (kitchen extract cleaning contracts)
CX_PLANS = ["Light (up to 6 h)", "Moderate (6–12 h)", "Heavy (over 12 h)"]
CX_PLAN_HOURS = [(0, 6), (6, 12), (12, 24)]   # hours of cooking a day (Light: up to 6; Moderate: over 6 to 12)
CX_PRICE_SEC = "Price per clean by length of ductwork (£, ex VAT)"
CX_LENGTHS = [(0, 10, "Up to 10 m"), (11, 20, "11–20 m"), (21, 35, "21–35 m")]
CX_PRICES = {"Up to 10 m": ("385.00", "360.00", "335.00"), "11–20 m": ("545.00", "510.00", "475.00"),
             "21–35 m": ("760.00", "715.00", "665.00")}
CX_SERVICE = [
    ("Cleans a year", ("1", "2", "4")),
    ("Wet film thickness tests per clean", ("3", "5", "8")),
    ("Canopy filters exchanged at each clean", ("✗", "✓", "✓")),
    ("Post-clean report with photos", ("✓", "✓", "✓")),
    ("Emergency call-out response (hours)", ("—", "24", "8")),
]


def _cx():
    head = [H("Extract system", 0, 0, 2), H("Contract, by hours of cooking a day", 0, 1, 1, 3)]
    head += [H(p, 1, 1 + i) for i, p in enumerate(CX_PLANS)]
    body = [sec(CX_PRICE_SEC)] + [row(lab, *[money(x) for x in CX_PRICES[lab]]) for _, _, lab in CX_LENGTHS]
    body += [sec("Service")] + [row(lab, *v) for lab, v in CX_SERVICE]
    t1 = Table("t1", "Table 1: Contract prices and service", [190, 100, 100, 100], head, body,
               ["l", "c", "c", "c"], style="grid", sectioned=True)
    return [
        ("title", "Coxwold Duct Hygiene",
         ["Kitchen extract cleaning contracts 2025", "Cleaning frequencies follow TR19 Grease"], True),
        ("p", "Grease in kitchen extract ductwork is a fire risk and most insurers require cleaning at intervals "
              "set by how many hours a day the kitchen cooks. Choose the contract that matches your kitchen's "
              "typical day; the price per clean depends on the length of ductwork from canopy to fan."),
        ("table", t1),
        ("notes", ["Systems longer than 35 m are priced after a free survey.",
                   "Access panels fitted where needed: £78.00 each (one-off).",
                   "Cleans starting after 22:00 or on a Sunday: +20% on the price per clean.",
                   "✓ = included, ✗ = not included, — = not available. Prices exclude VAT at 20%. Contracts run "
                   "for 12 months."], "t1"),
    ]


add("CX", file="coxwold_duct_hygiene_extract_cleaning_contracts_2025.pdf", company="Coxwold Duct Hygiene",
    short="Extract cleaning contracts 2025", title="Coxwold Duct Hygiene — extract cleaning contracts 2025",
    font="sans", family="support_plans", build=_cx)

# ---------------------------------------------------------------- 8. Ruckinge (kiln technical data, transposed)
RK_GROUPS = [("Top-loading", ["RK-40T", "RK-75T", "RK-110T"]), ("Front-loading", ["RK-60F", "RK-140F"])]
RK_MODELS = [m for _, ms in RK_GROUPS for m in ms]
RK_ROWS = [  # parameter, unit, values in model order
    ("Firing chamber volume", "l", ["40", "75", "110", "60", "140"]),
    ("Chamber size", "mm", ["Ø 360 × 400", "Ø 450 × 470", "Ø 520 × 520", "350 × 400 × 430", "480 × 550 × 530"]),
    ("Maximum temperature", "°C", ["1,300", "1,300", "1,320", "1,300", "1,320"]),
    ("Rated power", "kW", ["3.0", "5.5", "8.5", "4.6", "11.0"]),
    ("Supply", "", ["230 V 1~", "230 V 1~", "400 V 3~", "230 V 1~", "400 V 3~"]),
    ("Fuse rating", "A", ["16", "32", "20", "25", "25"]),
    ("Heat-up time to 1,000 °C", "min", ["95", "120", "140", "105", "150"]),
    ("Weight", "kg", ["62", "88", "118", "165", "240"]),
    ("Kiln furniture sets included", "sets", ["1", "1", "2", "1", "2"]),
    ("Price ex VAT", "£", ["2,150.00", "2,890.00", "3,640.00", "4,450.00", "6,980.00"]),
]


def _rk():
    head = [H("Parameter", 0, 0, 2), H("Unit", 0, 1, 2)]
    c = 2
    for g, ms in RK_GROUPS:
        head.append(H(g, 0, c, 1, len(ms)))
        for m in ms:
            head.append(H(m, 1, c))
            c += 1
    t1 = Table("t1", "Table 1: Technical data", [140, 38, 64, 64, 64, 64, 64], head,
               [row(p, u, *v) for p, u, v in RK_ROWS], ["l", "c", "r", "r", "r", "r", "r"], style="zebra")
    return [
        ("title", "Ruckinge Kilns", ["Electric pottery kilns", "Technical data 2025"], False),
        ("p", "All kilns have a programmable controller with nine programmes of nine segments, long-life "
              "elements in grooved brick and a vent for the early stages of a firing."),
        ("table", t1),
        ("notes", ["Prices exclude VAT (20%) and delivery. Delivery to mainland UK: £95.00 per kiln.",
                   "Kilns must be connected by a qualified electrician. 1~ = single-phase, 3~ = three-phase.",
                   "Heat-up time measured with the kiln empty and the lid or door closed."], "t1"),
    ]


add("RK", file="ruckinge_kilns_electric_kilns_technical_data_2025.pdf", company="Ruckinge Kilns",
    short="Technical data 2025", title="Ruckinge Kilns — technical data 2025", font="sans",
    family="spec_sheet", build=_rk)

# ---------------------------------------------------------------- 9. Ballyragget (vacuum packers, EUR, Irish VAT)
BF_MODELS = [  # section, model, W, D, H, seal bar, pump, cycle, weight, price
    ("Tabletop", "BV-300", "320", "360", "110", "300", "8", "20–40", "38", "1,790.00"),
    ("Tabletop", "BV-420", "440", "420", "150", "420", "16", "20–40", "62", "2,650.00"),
    ("Tabletop", "BV-460D", "480", "500", "180", "460", "21", "15–35", "84", "3,480.00"),
    ("Floor-standing", "BV-520F", "540", "560", "200", "520", "40", "15–30", "128", "5,240.00"),
    ("Floor-standing", "BV-620F", "640", "600", "220", "620", "63", "15–30", "165", "6,890.00"),
    ("Floor-standing", "BV-820F2", "850", "620", "230", "2 × 820", "100", "20–35", "238", "9,760.00"),
]


def _bf():
    head = [H("Model", 0, 0, 2), H("Chamber (mm)", 0, 1, 1, 3), H("W", 1, 1), H("D", 1, 2), H("H", 1, 3),
            H("Seal bar length (mm)", 0, 4, 2), H("Pump (m³/h)", 0, 5, 2), H("Cycle time (s)", 0, 6, 2),
            H("Weight (kg)", 0, 7, 2), H("Price ex VAT (€)¹", 0, 8, 2)]
    body, last = [], None
    for s, *vals in BF_MODELS:
        if s != last:
            body.append(sec(s))
            last = s
        body.append(row(*vals))
    t1 = Table("t1", "Table 1: Models and prices", [62, 44, 44, 44, 62, 55, 55, 52, 77], head, body,
               ["l", "r", "r", "r", "r", "r", "c", "r", "r"], style="grid", sectioned=True, size=8.2)
    return [
        ("title", "Ballyragget Food Machinery",
         ["Chamber vacuum packing machines", "Specifications and prices 2025"], True),
        ("p", "Our chamber machines pack meat, cheese, fish and prepared foods for butchers, delis and "
              "restaurant kitchens. Every machine has a stainless-steel chamber, a clear lid and a digital control "
              "panel with ten programme memories."),
        ("table", t1),
        ("notes", ["¹ Prices exclude VAT at 23%. Options: gas flush €395.00 per machine; label printer €610.00.",
                   "Cycle time depends on the product and the vacuum level set.",
                   "Delivery within Ireland is free; to Northern Ireland and Great Britain €85.00 per machine."],
         "t1"),
    ]


add("BF", file="ballyragget_food_machinery_vacuum_packers_2025.pdf", company="Ballyragget Food Machinery",
    short="Vacuum packers 2025", title="Ballyragget Food Machinery — vacuum packers 2025", font="cond",
    family="spec_sheet", build=_bf)

# ---------------------------------------------------------------- 10. Gunnislake (pottery supplies catalogue, 2 pages)
GC_SECTIONS = [  # section, pack, (low, high) price range for 1–9, items (code, description, firing range)
    ("Stoneware clays", "12.5 kg bag", (9.5, 19.5), [
        ("GC-101", "Buff stoneware, smooth", "1200–1280"), ("GC-102", "Buff stoneware, 10% grog", "1200–1280"),
        ("GC-103", "White stoneware", "1220–1290"), ("GC-104", "Red stoneware", "1180–1250"),
        ("GC-105", "Black stoneware", "1200–1260"), ("GC-106", "Speckled stoneware", "1220–1300"),
        ("GC-107", "Crank, coarse grog", "1180–1300"), ("GC-108", "Throwing stoneware, extra plastic", "1220–1280")]),
    ("Earthenware clays", "12.5 kg bag", (8.0, 15.0), [
        ("GC-201", "Red earthenware", "1080–1150"), ("GC-202", "White earthenware", "1060–1140"),
        ("GC-203", "Terracotta, 20% grog", "1000–1120"), ("GC-204", "Smooth red, throwing", "1080–1160"),
        ("GC-205", "Buff earthenware", "1100–1160")]),
    ("Porcelain", None, (18.0, 32.0), [
        ("GC-301", "Throwing porcelain", "1240–1300", "12.5 kg bag"),
        ("GC-302", "Translucent porcelain", "1260–1300", "10 kg bag"),
        ("GC-303", "Paper porcelain", "1220–1280", "10 kg bag"),
        ("GC-304", "Porcelain casting slip", "1240–1280", "5 l tub")]),
    ("Raku and sculpting", None, (10.0, 22.0), [
        ("GC-401", "Raku body, 30% grog", "950–1280", "12.5 kg bag"),
        ("GC-402", "Sculpting crank, T-grade", "1000–1300", "12.5 kg bag"),
        ("GC-403", "Air-drying clay, white", "–", "12.5 kg bag"),
        ("GC-404", "Stoneware paper clay", "1200–1280", "10 kg bag")]),
    ("Dipping glazes", "5 kg powder", (28.0, 64.0), [
        ("GC-501", "Transparent gloss", "1220–1280"), ("GC-502", "Satin white", "1220–1280"),
        ("GC-503", "Tenmoku", "1240–1300"), ("GC-504", "Celadon green", "1240–1300"),
        ("GC-505", "Shino", "1240–1300"), ("GC-506", "Honey, earthenware", "1060–1120"),
        ("GC-507", "Majolica white", "1060–1120"), ("GC-508", "Raku crackle", "950–1000")]),
    ("Brush-on glazes", "500 ml jar", (12.0, 24.0), [
        ("GC-601", "Cobalt blue", "1220–1280"), ("GC-602", "Copper red", "1240–1280"),
        ("GC-603", "Iron speckle", "1220–1280"), ("GC-604", "Matt black", "1060–1280"),
        ("GC-605", "Turquoise float", "1220–1280"), ("GC-606", "Opal clear", "1000–1280")]),
    ("Underglazes and slips", None, (6.0, 14.0), [
        ("GC-701", "Underglaze, black", "1000–1280", "250 ml jar"),
        ("GC-702", "Underglaze, cobalt", "1000–1280", "250 ml jar"),
        ("GC-703", "Coloured slip, white", "1000–1280", "1 kg tub"),
        ("GC-704", "Coloured slip, red", "1000–1280", "1 kg tub")]),
    ("Tools", "each", None, [
        ("GC-801", "Cutting wire, 600 mm", "–", "each", "3.85"),
        ("GC-802", "Steel kidneys, set of 3", "–", "set", "14.60"),
        ("GC-803", "Turning tools, set of 6", "–", "set", "22.40"),
        ("GC-804", "Sponge on a stick", "–", "each", "4.25"),
        ("GC-805", "Banding wheel, 300 mm", "–", "each", "68.50"),
        ("GC-806", "Kiln shelf primer", "–", "1 kg tub", "9.75")]),
]
GC_TIERS = [(1, 9, "1–9 packs"), (10, None, "10+ packs")]
GC_PRICE_HEAD = "Price per pack (£, ex VAT)¹"
GC_CARRIAGE = "9.50"
GC_FREE_FROM = D("150.00")


def gc_rows():
    """(section, code, description, pack, firing range, price 1–9, price 10+), prices from a seeded RNG."""
    rng = random.Random(2521)
    out = []
    for sname, pack, rng_range, items in GC_SECTIONS:
        for it in items:
            code, desc, fr = it[:3]
            pk = it[3] if len(it) > 3 else pack
            if len(it) > 4:
                p1 = D(it[4])
            else:
                p1 = D(round(rng.uniform(*rng_range) * 20) / 20).quantize(D("0.01"))
            p2 = (p1 * D("0.9") * 20).quantize(D("1"), rounding=ROUND_HALF_UP) / 20
            out.append((sname, code, desc, pk, fr, money(p1), money(p2)))
    return out


def _gc():
    head = [H("Code", 0, 0, 2), H("Description", 0, 1, 2), H("Pack", 0, 2, 2), H("Firing range (°C)", 0, 3, 2),
            H(GC_PRICE_HEAD, 0, 4, 1, 2)]
    head += [H(lab, 1, 4 + i) for i, (_, _, lab) in enumerate(GC_TIERS)]
    body, last = [], None
    for s, code, desc, pk, fr, p1, p2 in gc_rows():
        if s != last:
            body.append(sec(s))
            last = s
        body.append(row(code, desc, pk, fr, p1, p2))
    t1 = Table("t1", "Table 1: Catalogue", [55, 175, 75, 75, 60, 60], head, body,
               ["l", "l", "l", "c", "r", "r"], style="zebra", sectioned=True,
               cont_caption="Table 1: Catalogue (continued)", size=8.2)
    return [
        ("title", "Gunnislake Clay Supplies", ["Pottery supplies catalogue 2025–26", "Prices in pounds sterling"],
         False),
        ("p", "Clays are supplied de-aired and wrapped in 12.5 kg bags unless the pack says otherwise. Firing "
              "ranges are a guide only; always test a clay and glaze together before a production firing."),
        ("table", t1),
        ("notes", ["¹ Band per item: the 10+ price applies to 10 or more packs of the same code.",
                   "Firing ranges in °C; – = not fired (air-drying clay) or not applicable (tools).",
                   "Carriage: £9.50 per order under £150.00 ex VAT; free from £150.00. Prices exclude VAT at 20%."],
         "t1"),
    ]


add("GC", file="gunnislake_clay_supplies_pottery_catalogue_2025_26.pdf", company="Gunnislake Clay Supplies",
    short="Catalogue 2025–26", title="Gunnislake Clay Supplies — pottery catalogue 2025-26", font="sans",
    family="catalogue", build=_gc)

# ---------------------------------------------------------------- 11. Wapakoneta (string catalog, USD)
WS_TIERS = [(1, 9, "1–9 sets"), (10, 49, "10–49 sets"), (50, None, "50+ sets")]
WS_PRICE_HEAD = "Dealer price per set (US$)¹"
WS_ITEMS = [  # section, item, set, gauges, material, prices
    ("Electric guitar", "WSW-E09", "Super light", "9–42", "Nickel-plated steel", ("6.40", "5.55", "4.80")),
    ("Electric guitar", "WSW-E10", "Regular light", "10–46", "Nickel-plated steel", ("6.40", "5.55", "4.80")),
    ("Electric guitar", "WSW-E11", "Medium", "11–49", "Nickel-plated steel", ("6.60", "5.70", "4.95")),
    ("Electric guitar", "WSW-E10P", "Regular light, pure nickel", "10–46", "Pure nickel", ("8.90", "7.75", "6.70")),
    ("Electric guitar", "WSW-E10S", "Regular light, stainless", "10–46", "Stainless steel", ("9.40", "8.15", "7.05")),
    ("Acoustic guitar", "WSW-A11", "Custom light", "11–52", "80/20 bronze", ("7.20", "6.25", "5.40")),
    ("Acoustic guitar", "WSW-A12", "Light", "12–53", "Phosphor bronze", ("7.80", "6.75", "5.85")),
    ("Acoustic guitar", "WSW-A13", "Medium", "13–56", "Phosphor bronze", ("7.95", "6.90", "5.95")),
    ("Acoustic guitar", "WSW-A12C", "Light, coated", "12–53", "Coated phosphor bronze", ("12.90", "11.20", "9.70")),
    ("Acoustic guitar", "WSW-A10-12", "12-string light", "10–47", "Phosphor bronze", ("13.50", "11.75", "10.15")),
    ("Bass guitar", "WSW-B45", "4-string regular", "45–105", "Nickel roundwound", ("19.80", "17.20", "14.90")),
    ("Bass guitar", "WSW-B45F", "4-string flatwound", "45–105", "Stainless flatwound", ("31.50", "27.40", "23.70")),
    ("Bass guitar", "WSW-B45-5", "5-string regular", "45–130", "Nickel roundwound", ("26.40", "22.95", "19.85")),
    ("Classical and ukulele", "WSW-CN", "Classical, normal tension", "–", "Nylon, silver-plated basses",
     ("8.60", "7.45", "6.45")),
    ("Classical and ukulele", "WSW-CH", "Classical, hard tension", "–", "Nylon, silver-plated basses",
     ("8.60", "7.45", "6.45")),
    ("Classical and ukulele", "WSW-US", "Ukulele, soprano / concert", "–", "Fluorocarbon", ("5.90", "5.10", "4.40")),
    ("Classical and ukulele", "WSW-UT", "Ukulele, tenor low G", "–", "Fluorocarbon, wound G", ("6.70", "5.80", "5.00")),
    ("Mandolin", "WSW-M11", "Medium", "11–40", "Phosphor bronze", ("9.80", "8.50", "7.35")),
]
WS_SHIPPING = "12.50"
WS_FREE_FROM = D("250.00")


def _ws():
    head = [H("Item no.", 0, 0, 2), H("Set", 0, 1, 2), H("Gauges", 0, 2, 2), H("Material", 0, 3, 2),
            H(WS_PRICE_HEAD, 0, 4, 1, 3)]
    head += [H(lab, 1, 4 + i) for i, (_, _, lab) in enumerate(WS_TIERS)]
    body, last = [], None
    for s, item, st, g, m, pr in WS_ITEMS:
        if s != last:
            body.append(sec(s))
            last = s
        body.append(row(item, st, g, m, *pr))
    t1 = Table("t1", "Table 1: Strings, dealer price per set", [64, 124, 44, 112, 50, 50, 50], head, body,
               ["l", "l", "c", "l", "r", "r", "r"], style="booktabs", sectioned=True, size=8.0)
    return [
        ("title", "Wapakoneta String Works", ["Dealer catalog 2025", "Prices in US dollars"], True),
        ("p", "Every set is wound in our own shop and sealed in a humidity-proof envelope. Dealer prices apply to "
              "registered music stores; list prices for the public are printed on each envelope."),
        ("table", t1),
        ("notes", ["¹ Quantity band per item number. Prices exclude state sales tax.",
                   "Shipping: free on orders of $250.00 or more; otherwise $12.50 per order.",
                   "Gauges in thousandths of an inch, thinnest to thickest string; – = not quoted (nylon and "
                   "fluorocarbon sets)."], "t1"),
    ]


add("WS", file="wapakoneta_string_works_dealer_catalog_2025.pdf", company="Wapakoneta String Works",
    short="Dealer catalog 2025", title="Wapakoneta String Works — dealer catalog 2025", font="cond",
    family="catalogue", build=_ws)

# ---------------------------------------------------------------- 12. Brassington (escape rooms, accounts in £000)
BE_STREAMS = [("Room bookings", 1486, 1312), ("Corporate and team events", 342, 298),
              ("Gift vouchers and merchandise", 96, 81)]
BE_COST_OF_SALES = (-612, -548)
BE_ADMIN = (-1018, -946)
BE_INTEREST = (-38, -44)
BE_TAX = (-64, -29)
BE_DIVIDENDS = (11, 8)
BE_BS = {"Fixed assets": (842, 905), "Debtors": (54, 47), "Cash at bank": (318, 176),
         "Creditors: due within one year": (-296, -281), "Bank loan: due after one year": (-410, -520),
         "Called-up share capital": (10, 10)}
BE_KEY = {"Rooms operated at year end": (9, 8), "Games played": (31420, 28150), "Players": (118900, 104300)}


def be_figures():
    rev = tuple(sum(s[i] for s in BE_STREAMS) for i in (1, 2))
    gp = tuple(rev[i] + BE_COST_OF_SALES[i] for i in (0, 1))
    op = tuple(gp[i] + BE_ADMIN[i] for i in (0, 1))
    pbt = tuple(op[i] + BE_INTEREST[i] for i in (0, 1))
    pat = tuple(pbt[i] + BE_TAX[i] for i in (0, 1))
    b = BE_BS
    nca = tuple(b["Debtors"][i] + b["Cash at bank"][i] + b["Creditors: due within one year"][i] for i in (0, 1))
    na = tuple(b["Fixed assets"][i] + nca[i] + b["Bank loan: due after one year"][i] for i in (0, 1))
    pl = tuple(na[i] - b["Called-up share capital"][i] for i in (0, 1))
    assert pl[0] == pl[1] + pat[0] - BE_DIVIDENDS[0], "reserves must roll forward"
    rb = BE_STREAMS[0]
    avg = tuple(q2(D(rb[1 + i] * 1000) / D(BE_KEY["Games played"][i])) for i in (0, 1))
    return dict(rev=rev, gp=gp, op=op, pbt=pbt, pat=pat, nca=nca, na=na, pl=pl, avg=avg)


def _be():
    f = be_figures()
    yrs = [H("Year ended 31 March", 0, 1, 1, 2), H("2025", 1, 1), H("2024", 1, 2)]
    r = lambda lab, v, **k: row(lab, acct(v[0]), acct(v[1]), **k)  # noqa: E731
    t1 = Table("t1", "Table 1: Profit and loss account", [270, 90, 90], [H("£000", 0, 0, 2)] + yrs, [
        r("Turnover", f["rev"]), r("Cost of sales", BE_COST_OF_SALES),
        r("Gross profit", f["gp"], bold=True, rule=True), r("Administrative expenses", BE_ADMIN),
        r("Operating profit", f["op"], bold=True, rule=True), r("Interest payable", BE_INTEREST),
        r("Profit before taxation", f["pbt"], bold=True, rule=True), r("Tax on profit", BE_TAX),
        r("Profit for the financial year", f["pat"], bold=True, rule=True)],
        ["l", "r", "r"], style="rules", size=8.6)
    t2 = Table("t2", "Table 2: Turnover by activity (£000)", [270, 90, 90],
               [H("Activity", 0, 0), H("2025", 0, 1), H("2024", 0, 2)],
               [r(s[0], s[1:]) for s in BE_STREAMS] + [r("Total turnover", f["rev"], bold=True)],
               ["l", "r", "r"], style="grid", size=8.6)
    b = BE_BS
    t3 = Table("t3", "Table 3: Balance sheet", [270, 90, 90],
               [H("£000", 0, 0, 2), H("31 March", 0, 1, 1, 2), H("2025", 1, 1), H("2024", 1, 2)], [
                   r("Fixed assets", b["Fixed assets"]), r("Debtors", b["Debtors"]),
                   r("Cash at bank", b["Cash at bank"]),
                   r("Creditors: due within one year", b["Creditors: due within one year"]),
                   r("Net current assets (liabilities)", f["nca"], bold=True, rule=True),
                   r("Bank loan: due after one year", b["Bank loan: due after one year"]),
                   r("Net assets", f["na"], bold=True, rule=True),
                   r("Called-up share capital", b["Called-up share capital"]),
                   r("Profit and loss account", f["pl"]),
                   r("Shareholders' funds", f["na"], bold=True, rule=True)],
               ["l", "r", "r"], style="borderless", size=8.6)
    k = BE_KEY
    t4 = Table("t4", "Table 4: Key figures", [270, 90, 90],
               [H("Measure", 0, 0), H("2025", 0, 1), H("2024", 0, 2)], [
                   row("Rooms operated at year end", *map(whole, k["Rooms operated at year end"])),
                   row("Games played", *map(whole, k["Games played"])),
                   row("Players", *map(whole, k["Players"])),
                   row("Average room booking revenue per game (£)", *map(money, f["avg"])),
                   row("Dividends paid (£000)", *map(whole, BE_DIVIDENDS))],
               ["l", "r", "r"], style="zebra", size=8.6)
    return [
        ("title", "Brassington Escape Rooms Ltd",
         ["Annual accounts for the year ended 31 March 2025 (extract)", "Amounts in £000 unless stated"], False),
        ("p", "The company designs and runs escape rooms at two venues. A ninth room opened in October 2024, and "
              "corporate team-building sessions grew again. The directors recommend no final dividend beyond the "
              "interim dividend already paid."),
        ("table", t1),
        ("table", t2),
        ("notes", ["Turnover excludes VAT. Gift vouchers are recognised when redeemed or when they expire."], "t2"),
        ("break",),
        ("table", t3),
        ("table", t4),
        ("notes", ["Games played and players are counted at the booking system; the average room booking revenue "
                   "per game is room bookings turnover divided by games played."], "t4"),
    ]


add("BE", file="brassington_escape_rooms_annual_accounts_2025.pdf", company="Brassington Escape Rooms Ltd",
    short="Annual accounts 2025", title="Brassington Escape Rooms — annual accounts 2025", font="serif",
    family="financial", build=_be)

COMPANY_NAMES = ["Crowdecote", "Ugthorpe", "Blubberhouses", "Scrooby", "Warslow", "Nantmel", "Coxwold",
                 "Ruckinge", "Ballyragget", "Gunnislake", "Wapakoneta", "Brassington"]


def build(outdir: str) -> dict:
    """Render every document into outdir; return {doc key: registry}."""
    os.makedirs(outdir, exist_ok=True)
    regs = {}
    for key, d in DOCS.items():
        doc = dict(d, blocks=d["build"]())
        regs[key] = render(doc, os.path.join(outdir, d["file"]))
        regs[key]["file"] = d["file"]
    return regs


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: make_docs.py OUTDIR")
    r = build(sys.argv[1])
    for k, reg in r.items():
        print(f"{DOCS[k]['file']}: {reg['npages']} page(s), tables {sorted(reg['tables'])}")
