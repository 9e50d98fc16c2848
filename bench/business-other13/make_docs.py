"""business-other13: twelve generated business PDFs from twelve fictional companies.

    /work/main/.venv/bin/python bench/business-other13/make_docs.py OUTDIR

Deterministic: reportlab rl_config.invariant = 1, no randomness, no clock. Text is set in Bitstream Vera
(shipped with reportlab); the check marks of the Carnbrea plan comparison are set in DejaVu Sans (the system
font /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf), because Vera has no U+2713.

Every figure is a plain Python structure in this file; make_questions.py imports it and computes the golds
from it. Derived figures (invoice line amounts and totals, subtotals of the accounts and the quarterly
results, FY columns, change %) come from functions below, so what is printed always adds up.

Tables are drawn directly on the canvas by a small layout engine (class Table below). Every drawn cell's
page and box is recorded in `Table.boxes`, so check.py can read each evidence cell back from the PDF.

Families (as in business-dev): price_list, catalogue, spec_sheet, support_plans, financial.
"""
from __future__ import annotations

import sys
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

from reportlab import rl_config

rl_config.invariant = 1

import reportlab  # noqa: E402
from reportlab.lib.colors import Color  # noqa: E402
from reportlab.lib.pagesizes import A4  # noqa: E402
from reportlab.pdfbase import pdfmetrics  # noqa: E402
from reportlab.pdfbase.ttfonts import TTFont  # noqa: E402
from reportlab.pdfgen import canvas as rl_canvas  # noqa: E402

FONT_DIR = Path(reportlab.__file__).parent / "fonts"
pdfmetrics.registerFont(TTFont("Vera", str(FONT_DIR / "Vera.ttf")))
pdfmetrics.registerFont(TTFont("VeraBd", str(FONT_DIR / "VeraBd.ttf")))
pdfmetrics.registerFont(TTFont("VeraIt", str(FONT_DIR / "VeraIt.ttf")))
pdfmetrics.registerFont(TTFont("DejaVu", "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"))
REG, BOLD, ITAL, SYM = "Vera", "VeraBd", "VeraIt", "DejaVu"
CHECK = "\u2713"

PAGE_W, PAGE_H = A4
LM, RM, TM, BM = 48, 48, 56, 60
GREY = Color(0.90, 0.90, 0.90)
LIGHT = Color(0.955, 0.955, 0.955)
DARK = Color(0.80, 0.80, 0.80)


# ================================================================================ numbers
def D(x) -> Decimal:
    return x if isinstance(x, Decimal) else Decimal(str(x))


def q(x, dp: int = 2) -> Decimal:
    return D(x).quantize(Decimal(1).scaleb(-dp), rounding=ROUND_HALF_UP)


def fen(x, dp: int = 2) -> str:
    """English: 1,234.50 (negatives with a minus)."""
    return f"{q(x, dp):,.{dp}f}"


def fde(x, dp: int = 2) -> str:
    """German: 1.234,50"""
    return fen(x, dp).replace(",", "_").replace(".", ",").replace("_", ".")


def ffr(x, dp: int = 2) -> str:
    """French: 1 234,50"""
    return fen(x, dp).replace(",", " ").replace(".", ",")


def fpar(x, dp: int = 0) -> str:
    """Accounts: (1,234) for negatives, – for nil."""
    x = D(x)
    if x == 0:
        return "–"
    return f"({fen(-x, dp)})" if x < 0 else fen(x, dp)


def fsign(x, dp: int = 1) -> str:
    x = q(x, dp)
    return ("+" if x > 0 else "") + fen(x, dp)


# ================================================================================ layout engine
class C:
    """A table cell: text, spans and look."""

    def __init__(self, text="", span=1, rowspan=1, bold=False, align=None, font=None, italic=False):
        self.text, self.span, self.rowspan = str(text), span, rowspan
        self.bold, self.align, self.font, self.italic = bold, align, font, italic


def as_cell(x):
    return x if isinstance(x, C) else (None if x is None else C(x))


def wrap(text: str, font: str, size: float, width: float) -> list[str]:
    lines = []
    for para in text.split("\n"):
        words, cur = para.split(" "), ""
        for w in words:
            t = (cur + " " + w) if cur else w
            if pdfmetrics.stringWidth(t, font, size) <= width:
                cur = t
            else:
                if pdfmetrics.stringWidth(w, font, size) > width:
                    raise ValueError(f"word too wide: {w!r} in {text!r} ({width:.0f} pt)")
                lines.append(cur)
                cur = w
        lines.append(cur)
    return lines


class Table:
    """A table: header grid (with spans), body rows, row keys, style, explicit page breaks.

    style: grid | booktabs | zebra | borderless.  body rows are lists of cells (None = covered by a
    rowspan from above) or Section(text).  keys: one row key per body row (None for section rows).
    """

    def __init__(self, tid, caption, widths, header, rows, keys, style="grid", align=None, size=8,
                 breaks=(), cont_caption=None, bold_rows=(), rule_above=(), key_cols=None):
        self.tid, self.caption, self.widths, self.style = tid, caption, widths, style
        self.header = [[as_cell(c) for c in r] for r in header]
        self.rows = [r if isinstance(r, Section) else [as_cell(c) for c in r] for r in rows]
        self.keys = keys
        assert len(keys) == len(rows), (tid, len(keys), len(rows))
        self.ncol = len(widths)
        self.align = align or ["L"] + ["R"] * (self.ncol - 1)
        self.size, self.lead = size, size + 2.2
        self.breaks, self.cont_caption = set(breaks), cont_caption
        self.bold_rows, self.rule_above = set(bold_rows), set(rule_above)
        self.key_cols = key_cols or [0]     # what makes up a row key: column numbers and/or "section"
        self.hgrid = self._grid(self.header)
        self.bgrid = self._grid([r for r in self.rows if not isinstance(r, Section)], body=True)
        self.colkeys = self._colkeys()
        self.boxes = {}      # ("h"|"b", r, c) -> (page, x0, top, x1, bottom, text)
        self.parts = []      # (page, first body row, last body row)
        self.doc = None

    # -- structure
    def _grid(self, rows, body=False):
        """Map every (row, col) to the cell that covers it and the cell's origin.

        None marks a position covered by a rowspan from above; colspans need no placeholders."""
        occ = {}
        for r, row in enumerate(rows):
            c = 0
            for cell in row:
                if cell is None:
                    if (r, c) not in occ:
                        raise ValueError(f"{self.tid}: None cell not covered at {(r, c)}")
                    c += 1
                    continue
                if (r, c) in occ:
                    raise ValueError(f"{self.tid}: cell at {(r, c)} already covered")
                for dr in range(cell.rowspan):
                    for dc in range(cell.span):
                        occ[(r + dr, c + dc)] = (r, c, cell)
                c += cell.span
            if c != self.ncol:
                raise ValueError(f"{self.tid}: row {r} has {c} columns, expected {self.ncol}")
        return occ

    def _colkeys(self):
        keys = []
        for c in range(self.ncol):
            path = []
            for r in range(len(self.header)):
                r0, c0, cell = self.hgrid[(r, c)]
                if r0 == r and cell.text:
                    path.append(cell.text)
            keys.append(" > ".join(path))
        return keys

    def body_index(self):
        """Body rows without sections, with their original index."""
        return [i for i, r in enumerate(self.rows) if not isinstance(r, Section)]

    def cell(self, rowkey, colkey):
        """(text, page, bbox) of the body cell at a row key and a column key."""
        idx = [i for i, k in enumerate(self.keys) if k == rowkey]
        if len(idx) != 1:
            raise KeyError(f"{self.tid}: row key {rowkey!r} matches {len(idx)} rows")
        cols = [c for c, k in enumerate(self.colkeys) if k == colkey]
        if len(cols) != 1:
            raise KeyError(f"{self.tid}: column key {colkey!r} matches {len(cols)} columns {self.colkeys}")
        b = self.body_index().index(idx[0])
        r0, c0, cell = self.bgrid[(b, cols[0])]
        page, x0, top, x1, bottom, text = self.boxes[("b", r0, c0)]
        return text, page, (x0, top, x1, bottom)

    def key_boxes(self, rowkey):
        """The drawn boxes whose texts, joined with ' > ', make up the row key."""
        i = self.keys.index(rowkey)
        b = self.body_index().index(i)
        out = []
        for k in self.key_cols:
            if k == "section":
                s = max(j for j in range(i) if isinstance(self.rows[j], Section))
                out.append(self.boxes[("s", s, 0)])
            else:
                r0, c0, _ = self.bgrid[(b, k)]
                out.append(self.boxes[("b", r0, c0)])
        return out

    def header_boxes(self, colkey, page):
        """The drawn header boxes (on that page) whose texts make up the column key."""
        c = self.colkeys.index(colkey)
        out = []
        for r in range(len(self.header)):
            r0, c0, cell = self.hgrid[(r, c)]
            if r0 == r and cell.text:
                out.append(self.boxes[("h", r0, c0, page)])
        return out

    # -- drawing
    def _font(self, cell, bold_row=False, header=False):
        if cell.font:
            return cell.font
        if cell.bold or bold_row or header:
            return BOLD
        return ITAL if cell.italic else REG

    def _heights(self, grid_rows, grid, header):
        """Height of every grid row (cells with rowspan spread their need over their rows)."""
        n = len(grid_rows)
        h = [0.0] * n
        lines = {}
        for r, row in enumerate(grid_rows):
            for c in range(self.ncol):
                r0, c0, cell = grid[(r, c)]
                if (r0, c0) != (r, c):
                    continue
                w = sum(self.widths[c0:c0 + cell.span]) - 6
                font = self._font(cell, header=header, bold_row=False)
                ls = wrap(cell.text, font, self.size, w) if cell.text else [""]
                lines[(r, c)] = ls
                need = len(ls) * self.lead + 5
                if cell.rowspan == 1:
                    h[r] = max(h[r], need)
        for r in range(n):
            h[r] = max(h[r], self.lead + 5)
        return h, lines

    def draw(self, cv, x, y, page, first=True):
        """Draw the header and body rows from the current part; returns the new y and the next part."""
        raise NotImplementedError


class Section:
    def __init__(self, text, shade=True):
        self.text, self.shade = text, shade


class Para:
    def __init__(self, text, size=8.6, font=REG, space=4, lead=None):
        self.text, self.size, self.font, self.space = text, size, font, space
        self.lead = lead or size * 1.32


class Space:
    def __init__(self, h):
        self.h = h


class PageBreak:
    pass


class Doc:
    def __init__(self, file, family, lang, company, title, pages_label="Page {n} of {N}", running=None):
        self.file, self.family, self.lang, self.company, self.title = file, family, lang, company, title
        self.pages_label, self.running = pages_label, running or company
        self.flow = []
        self.tables = {}
        self.npages = None

    def add(self, *items):
        for it in items:
            if isinstance(it, Table):
                it.doc = self.file
                self.tables[it.tid] = it
            self.flow.append(it)
        return self

    # ------------------------------------------------------------------ render
    def render(self, path: Path):
        # first pass counts pages, second draws with "of N"
        for final in (False, True):
            cv = rl_canvas.Canvas(path if hasattr(path, "write") else str(path), pagesize=A4, invariant=1)
            cv.setTitle(self.title)
            cv.setAuthor(self.company)
            cv.setCreator("business-other13 make_docs.py")
            self._page = 1
            self._cv = cv
            self._start_page()
            for it in self.flow:
                if isinstance(it, PageBreak):
                    self._new_page()
                elif isinstance(it, Space):
                    self.y -= it.h
                elif isinstance(it, Para):
                    self._para(it)
                elif isinstance(it, Table):
                    self._table(it)
                else:
                    raise TypeError(it)
            self._end_page()
            if final:
                cv.save()
            else:
                self.npages = self._page
        return path

    def _start_page(self):
        cv = self._cv
        cv.setFont(REG, 7.5)
        cv.setFillGray(0.35)
        cv.drawString(LM, PAGE_H - 32, self.running)
        cv.drawRightString(PAGE_W - RM, PAGE_H - 32, self.title)
        cv.setStrokeGray(0.6)
        cv.setLineWidth(0.4)
        cv.line(LM, PAGE_H - 36, PAGE_W - RM, PAGE_H - 36)
        cv.setFillGray(0)
        self.y = PAGE_H - TM

    def _end_page(self):
        cv = self._cv
        cv.setFont(REG, 7.5)
        cv.setFillGray(0.35)
        label = self.pages_label.format(n=self._page, N=self.npages or 0)
        cv.drawCentredString(PAGE_W / 2, 30, label)
        cv.setFillGray(0)

    def _new_page(self):
        self._end_page()
        self._cv.showPage()
        self._page += 1
        self._start_page()

    def _para(self, p: Para):
        cv = self._cv
        lines = wrap(p.text, p.font, p.size, PAGE_W - LM - RM)
        cv.setFont(p.font, p.size)
        for ln in lines:
            self.y -= p.lead
            if self.y < BM:
                raise ValueError(f"{self.file}: page {self._page} overflows at {ln!r}")
            cv.drawString(LM, self.y, ln)
        self.y -= p.space

    def _caption(self, t: Table, text):
        cv = self._cv
        self.y -= 11
        cv.setFont(BOLD, 8.6)
        cv.drawString(LM, self.y, text)
        self.y -= 5

    def _table(self, t: Table):
        cv = self._cv
        hh, hlines = t._heights(t.header, t.hgrid, True)
        body = t.body_index()
        brows = [t.rows[i] for i in body]
        bh, blines = t._heights(brows, t.bgrid, False)
        # sections get their own height
        rows_seq = []      # (kind, index into t.rows)
        for i, r in enumerate(t.rows):
            rows_seq.append(i)
        t.parts = []
        self._caption(t, t.caption)
        x0 = LM
        first_part = True

        def draw_header():
            top = self.y
            ys = [top]
            for h in hh:
                ys.append(ys[-1] - h)
            if t.style == "zebra":
                cv.setFillColor(DARK)
                cv.rect(x0, ys[-1], sum(t.widths), top - ys[-1], stroke=0, fill=1)
                cv.setFillGray(0)
            for r in range(len(t.header)):
                for c in range(t.ncol):
                    r0, c0, cell = t.hgrid[(r, c)]
                    if (r0, c0) != (r, c):
                        continue
                    cx0 = x0 + sum(t.widths[:c])
                    cx1 = cx0 + sum(t.widths[c:c + cell.span])
                    ctop, cbot = ys[r], ys[r + cell.rowspan]
                    self._cell_text(cell, hlines[(r, c)], cx0, cx1, ctop, cbot, header=True,
                                    align=cell.align or ("C" if cell.span > 1 else t.align[c]))
                    t.boxes[("h", r, c, self._page)] = (self._page, cx0, PAGE_H - ctop, cx1, PAGE_H - cbot,
                                                        cell.text)
                    if t.style == "grid":
                        cv.setLineWidth(0.5)
                        cv.rect(cx0, cbot, cx1 - cx0, ctop - cbot, stroke=1, fill=0)
                    if t.style == "booktabs" and cell.span > 1 and r < len(t.header) - 1:
                        cv.setLineWidth(0.4)
                        cv.line(cx0 + 3, cbot + 1, cx1 - 3, cbot + 1)
            W = sum(t.widths)
            if t.style == "booktabs":
                cv.setLineWidth(1.0)
                cv.line(x0, top, x0 + W, top)
                cv.setLineWidth(0.6)
                cv.line(x0, ys[-1], x0 + W, ys[-1])
            if t.style == "borderless":
                cv.setLineWidth(0.5)
                cv.line(x0, ys[-1], x0 + W, ys[-1])
            self.y = ys[-1]

        draw_header()
        part_start = None
        zebra_i = 0
        b = -1
        for i, row in enumerate(t.rows):
            if i in t.breaks:
                t.parts.append((self._page, part_start, i - 1))
                if t.style == "booktabs":
                    cv.setLineWidth(1.0)
                    cv.line(x0, self.y, x0 + sum(t.widths), self.y)
                self._new_page()
                self._caption(t, t.cont_caption)
                draw_header()
                part_start = None
            if part_start is None:
                part_start = i
            W = sum(t.widths)
            if isinstance(row, Section):
                h = t.lead + 6
                if self.y - h < BM:
                    raise ValueError(f"{self.file}: table {t.tid} overflows page {self._page}")
                if row.shade:
                    cv.setFillColor(GREY)
                    cv.rect(x0, self.y - h, W, h, stroke=0, fill=1)
                    cv.setFillGray(0)
                if t.style == "grid":
                    cv.setLineWidth(0.5)
                    cv.rect(x0, self.y - h, W, h, stroke=1, fill=0)
                cv.setFont(BOLD, t.size)
                cv.drawString(x0 + 3, self.y - h + 5, row.text)
                t.boxes[("s", i, 0)] = (self._page, x0, PAGE_H - self.y, x0 + W, PAGE_H - (self.y - h), row.text)
                self.y -= h
                zebra_i = 0
                continue
            b += 1
            # the height of rowspanned cells: add the following rows
            h = bh[b]
            if self.y - h < BM:
                raise ValueError(f"{self.file}: table {t.tid} overflows page {self._page}")
            if t.style == "zebra" and zebra_i % 2 == 1:
                cv.setFillColor(LIGHT)
                cv.rect(x0, self.y - h, W, h, stroke=0, fill=1)
                cv.setFillGray(0)
            if i in t.rule_above:
                cv.setLineWidth(0.5)
                cv.line(x0 + t.widths[0], self.y, x0 + W, self.y)
            zebra_i += 1
            for c in range(t.ncol):
                r0, c0, cell = t.bgrid[(b, c)]
                if (r0, c0) != (b, c):
                    continue
                span_h = sum(bh[b:b + cell.rowspan])
                cx0 = x0 + sum(t.widths[:c])
                cx1 = cx0 + sum(t.widths[c:c + cell.span])
                ctop, cbot = self.y, self.y - span_h
                self._cell_text(cell, blines[(b, c)], cx0, cx1, ctop, cbot, header=False,
                                align=cell.align or t.align[c], bold_row=i in t.bold_rows)
                t.boxes[("b", b, c)] = (self._page, cx0, PAGE_H - ctop, cx1, PAGE_H - cbot, cell.text)
                if t.style == "grid":
                    cv.setLineWidth(0.5)
                    cv.rect(cx0, cbot, cx1 - cx0, ctop - cbot, stroke=1, fill=0)
            self.y -= h
        t.parts.append((self._page, part_start, len(t.rows) - 1))
        if t.style in ("booktabs", "borderless"):
            cv.setLineWidth(1.0 if t.style == "booktabs" else 0.5)
            cv.line(x0, self.y, x0 + sum(t.widths), self.y)
        self.y -= 4

    def _cell_text(self, cell, lines, cx0, cx1, ctop, cbot, header, align, bold_row=False):
        cv = self._cv
        font = cell.font or (BOLD if (cell.bold or header or bold_row) else (ITAL if cell.italic else REG))
        size = 8
        lead = size + 2.2
        cv.setFont(font, size)
        y = ctop - 3 - size + 0.5
        if header:   # bottom-align header text
            y = cbot + 3 + (len(lines) - 1) * lead + 2
        for ln in lines:
            if align == "R":
                cv.drawRightString(cx1 - 3, y, ln)
            elif align == "C":
                cv.drawCentredString((cx0 + cx1) / 2, y, ln)
            else:
                cv.drawString(cx0 + 3, y, ln)
            y -= lead


# ================================================================================ D1 Kilbrittain
KP_FILE = "kilbrittain_event_id_trade_prices_2025.pdf"
KP_TIERS = ["up to 499", "500–1,999", "2,000+"]
KP_BOUNDS = [(100, 499), (500, 1999), (2000, None)]
KP_PRODUCTS = [  # code, description, EUR per 100 units by tier
    ("KP-L15", "Polyester lanyard 15 mm, 1-colour print", ("68.00", "54.50", "41.20")),
    ("KP-L20", "Polyester lanyard 20 mm, full-colour sublimation", ("96.00", "78.40", "62.90")),
    ("KP-LR20", "Recycled-PET lanyard 20 mm, 1-colour print", ("88.50", "71.00", "57.60")),
    ("KP-T19", "Tyvek wristband 19 mm, 1-colour print", ("9.80", "7.40", "5.35")),
    ("KP-T25", "Tyvek wristband 25 mm, full-colour print", ("14.60", "11.20", "8.90")),
    ("KP-S12", "Silicone wristband 12 mm, debossed", ("42.00", "31.50", "23.80")),
    ("KP-BH6", "Badge holder A6, clear, with slot", ("21.50", "17.90", "14.30")),
    ("KP-PC", "Printed PVC card 86 × 54 mm, both sides", ("39.00", "29.50", "22.40")),
]
KP_OPTIONS = [  # option, applies to, EUR per 100 units
    ("Safety breakaway", "Lanyards", "6.50"),
    ("Trigger hook instead of J-hook", "Lanyards", "4.20"),
    ("Sequential numbering", "Wristbands, cards", "3.40"),
    ("Individual polybag", "All products", "2.10"),
]
KP_SETUP = D("35.00")
KP_EXPRESS_PCT = D("20")


def kp_tier(qty):
    for i, (lo, hi) in enumerate(KP_BOUNDS):
        if qty >= lo and (hi is None or qty <= hi):
            return i
    raise ValueError(qty)


def doc_kilbrittain():
    d = Doc(KP_FILE, "price_list", "en", "Kilbrittain Promotional Products Ltd",
            "Trade price list 2025 — event ID products")
    d.add(Para("Kilbrittain Promotional Products Ltd", 15, BOLD, 2),
          Para("Trade price list 2025 — lanyards, wristbands and badge holders", 11, BOLD, 6),
          Para("Unit 4, Ballinspittle Road Business Park, Bandon, Co. Cork · trade@kilbrittain-promo.ie · "
               "valid 1 February 2025 until further notice.", 8, REG, 8),
          Para("Prices are quoted per 100 units in euro and exclude VAT. The minimum order is 100 units per "
               "product. Each product line is priced in the tier that contains the total quantity ordered of "
               "that product; quantities of different products are not combined."))
    rows, keys = [], []
    for code, desc, prices in KP_PRODUCTS:
        rows.append([code, desc] + list(prices))
        keys.append(code)
    d.add(Table("t1", "Table 1 — Product prices", [62, 220, 72, 72, 72],
                [[C("Code", rowspan=2), C("Product", rowspan=2), C("Price per 100 units (EUR)", span=3)],
                 [None, None, KP_TIERS[0], KP_TIERS[1], KP_TIERS[2]]],
                rows, keys, style="zebra", align=["L", "L", "R", "R", "R"]))
    d.add(Space(6), Para("Options are added to the product price in every tier and are also charged per 100 units."))
    d.add(Table("t2", "Table 2 — Options", [190, 130, 100],
                [["Option", "Available on", "EUR per 100 units"]],
                [[o, a, p] for o, a, p in KP_OPTIONS], [o for o, _, _ in KP_OPTIONS],
                style="zebra", align=["L", "L", "R"]))
    d.add(Space(6),
          Para("Artwork setup is charged once per design at EUR 35.00. Express production (dispatch within 7 "
               "working days of artwork approval) carries a surcharge of 20 % on the goods value; standard "
               "production is 15 working days. Delivery within Ireland and Northern Ireland is free for orders "
               "over EUR 300.00 goods value, otherwise EUR 14.00 per order."),
          Para("All prices exclude VAT at the applicable rate."))
    return d


# ================================================================================ D2 Vlaskamp
VL_FILE = "vlaskamp_event_goods_price_sheet_2025.pdf"
VL_COLS = ["Lanyard 15 mm, 1 colour", "Lanyard 20 mm, full colour", "Tyvek wristband 19 mm",
           "Silicone wristband 12 mm", "Badge holder A6"]
VL_TIERS = ["1–249", "250–999", "1,000–4,999", "5,000 and over"]
VL_BOUNDS = [(1, 249), (250, 999), (1000, 4999), (5000, None)]
VL_PRICES = [  # EUR per unit, by tier (rows) x product (columns)
    ("0.745", "1.020", "0.112", "0.465", "0.228"),
    ("0.598", "0.815", "0.079", "0.342", "0.186"),
    ("0.472", "0.655", "0.061", "0.268", "0.149"),
    ("0.389", "0.548", "0.048", "0.219", "0.121"),
]
VL_SETUP = D("25.00")
VL_RUSH_PCT = D("15")
VL_SHIPPING = [("Under €250.00", (D(0), D("249.99")), "€18.50"),
               ("€250.00–€999.99", (D("250.00"), D("999.99")), "€9.90"),
               ("€1,000.00 and over", (D("1000.00"), None), "Free")]


def vl_tier(qty):
    for i, (lo, hi) in enumerate(VL_BOUNDS):
        if qty >= lo and (hi is None or qty <= hi):
            return i
    raise ValueError(qty)


def doc_vlaskamp():
    d = Doc(VL_FILE, "price_list", "en", "Vlaskamp Event Goods B.V.", "Price sheet 2025 (EUR)")
    d.add(Para("Vlaskamp Event Goods B.V.", 15, BOLD, 2),
          Para("Price sheet 2025 — identification products for events", 11, BOLD, 6),
          Para("Industrieweg 31, Oosterhout (NB), The Netherlands · sales@vlaskamp-eventgoods.nl · KvK "
               "registered · prices valid for orders placed from 1 January to 31 December 2025.", 8, REG, 8),
          Para("All prices are per single unit in EUR, excluding VAT and including one-colour or full-colour "
               "print as described. Find the row for the quantity you order of one product; the price in that "
               "row applies to the whole quantity of that product."))
    rows = [[VL_TIERS[i]] + list(VL_PRICES[i]) for i in range(4)]
    d.add(Table("t1", "Unit prices by quantity ordered (EUR per unit)", [92, 86, 86, 86, 86, 86],
                [["Quantity (units)"] + VL_COLS], rows, list(VL_TIERS), style="booktabs",
                align=["L", "R", "R", "R", "R", "R"]))
    d.add(Space(8))
    d.add(Table("t2", "Order charges", [230, 140],
                [["Charge", "Amount"]],
                [["Setup per design (artwork and print plate)", "€25.00"],
                 ["Rush production (4 working days)", "+15 % on goods"],
                 ["Sample pack (refunded on first order)", "€12.00"]],
                ["Setup per design (artwork and print plate)", "Rush production (4 working days)",
                 "Sample pack (refunded on first order)"], style="booktabs", align=["L", "R"]))
    d.add(Space(8))
    d.add(Table("t3", "Shipping per order (Benelux, Germany, France)", [230, 140],
                [["Goods value of the order", "Shipping"]],
                [[a, c] for a, _, c in VL_SHIPPING], [a for a, _, _ in VL_SHIPPING],
                style="booktabs", align=["L", "R"]))
    d.add(Space(6), Para("The rush surcharge is calculated on the goods value only (not on setup or shipping). "
                         "Shipping to other EU countries is quoted on request."))
    return d


# ================================================================================ D3 Wöllnitz
WW_FILE = "woellnitz_werbemittel_preisliste_2025.pdf"
WW_TIERS = ["bis 999 Stk.", "1.000–4.999 Stk.", "ab 5.000 Stk."]
WW_BOUNDS = [(250, 999), (1000, 4999), (5000, None)]
WW_PRODUCTS = [  # Art.-Nr., Bezeichnung, EUR je 1.000 Stück
    ("WW-115", "Umhängeband 15 mm, 1-farbig bedruckt", ("640.00", "498.00", "402.00")),
    ("WW-120", "Umhängeband 20 mm, vollfarbig (Sublimation)", ("905.00", "702.00", "561.00")),
    ("WW-219", "Tyvek-Armband 19 mm, 1-farbig", ("92.00", "58.00", "51.50")),
    ("WW-312", "Silikon-Armband 12 mm, geprägt", ("415.00", "287.00", "226.00")),
    ("WW-406", "Ausweishülle A6, transparent", ("205.00", "158.00", "127.00")),
    ("WW-508", "Jojo-Ausweishalter mit Clip", ("1180.00", "940.00", "815.00")),
]
WW_SETUP = D("40.00")
WW_EXPRESS_PCT = D("25")
WW_FREIGHT = D("12.90")
WW_FREE_FROM = D("500.00")


def ww_tier(qty):
    for i, (lo, hi) in enumerate(WW_BOUNDS):
        if qty >= lo and (hi is None or qty <= hi):
            return i
    raise ValueError(qty)


def doc_woellnitz():
    d = Doc(WW_FILE, "price_list", "de", "Wöllnitz Werbemittel GmbH", "Preisliste 2025",
            pages_label="Seite {n} von {N}")
    d.add(Para("Wöllnitz Werbemittel GmbH", 15, BOLD, 2),
          Para("Preisliste 2025 — Veranstaltungsbedarf und Ausweiszubehör", 11, BOLD, 6),
          Para("Saalbahnhofstraße 12, 07743 Jena · vertrieb@woellnitz-werbemittel.de · gültig ab 1. März 2025",
               8, REG, 8),
          Para("Alle Preise in EUR je 1.000 Stück, zzgl. gesetzlicher MwSt. Mindestabnahme 250 Stück je "
               "Artikel. Maßgeblich ist die bestellte Menge je Artikel; verschiedene Artikel werden nicht "
               "zusammengerechnet."))
    rows = [[a, b] + [fde(p) for p in ps] for a, b, ps in WW_PRODUCTS]
    d.add(Table("t1", "Tabelle 1: Staffelpreise", [56, 214, 78, 86, 78],
                [[C("Art.-Nr.", rowspan=2), C("Bezeichnung", rowspan=2),
                  C("Preis je 1.000 Stück (EUR)", span=3)], [None, None] + WW_TIERS],
                rows, [a for a, _, _ in WW_PRODUCTS], style="grid", align=["L", "L", "R", "R", "R"]))
    d.add(Space(8))
    d.add(Table("t2", "Tabelle 2: Zuschläge und Nebenkosten", [250, 150],
                [["Position", "Betrag"]],
                [["Einrichtungskosten je Motiv", "40,00 €"],
                 ["Expresszuschlag (Lieferung in 5 Arbeitstagen)", "25 %"],
                 ["Versandkostenpauschale je Auftrag", "12,90 €"],
                 ["Versandkostenfrei ab Warenwert", "500,00 €"]],
                ["Einrichtungskosten je Motiv", "Expresszuschlag (Lieferung in 5 Arbeitstagen)",
                 "Versandkostenpauschale je Auftrag", "Versandkostenfrei ab Warenwert"],
                style="grid", align=["L", "R"]))
    d.add(Space(6), Para("Der Expresszuschlag wird auf den Warenwert berechnet. Einrichtungskosten fallen je Motiv "
                         "einmalig an; Nachbestellungen mit unverändertem Motiv innerhalb von 12 Monaten sind "
                         "davon befreit. Lieferung innerhalb Deutschlands und Österreichs."))
    return d


# ================================================================================ D4 Lescaudron
LC_FILE = "lescaudron_grille_tarifaire_2025.pdf"
LC_ZONES = {  # zone -> départements
    1: ["01", "38", "42", "69"],
    2: ["03", "07", "26", "71", "73", "74"],
    3: ["13", "21", "30", "34", "63", "84"],
    4: ["06", "31", "33", "44", "67", "75"],
    5: ["29", "35", "59", "62", "64", "76"],
}
LC_BANDS = ["jusqu'à 100 kg", "101 à 300 kg", "301 à 500 kg", "501 à 1 000 kg", "1 001 à 2 000 kg"]
LC_BOUNDS = [(1, 100), (101, 300), (301, 500), (501, 1000), (1001, 2000)]
LC_RATES = [  # € HT par envoi, bands x zones 1..5
    ("48.60", "57.90", "66.40", "79.80", "92.30"),
    ("86.20", "101.50", "118.70", "139.40", "161.80"),
    ("121.40", "143.90", "168.20", "197.60", "229.10"),
    ("189.70", "224.30", "262.80", "308.50", "357.40"),
    ("298.60", "353.10", "413.90", "486.20", "563.80"),
]
LC_FUEL_PCT = D("14.2")
LC_TAILLIFT = D("38.00")
LC_RDV = D("12.50")


def lc_band(kg):
    for i, (lo, hi) in enumerate(LC_BOUNDS):
        if lo <= kg <= hi:
            return i
    raise ValueError(kg)


def lc_zone(dep):
    return next(z for z, deps in LC_ZONES.items() if dep in deps)


def doc_lescaudron():
    d = Doc(LC_FILE, "price_list", "fr", "Transports Lescaudron SAS", "Grille tarifaire 2025",
            pages_label="Page {n} sur {N}")
    d.add(Para("Transports Lescaudron SAS", 15, BOLD, 2),
          Para("Grille tarifaire 2025 — messagerie palettisée au départ de Lyon (Corbas)", 11, BOLD, 6),
          Para("ZI du Chapotin, 69960 Corbas · exploitation@lescaudron-transports.fr · tarifs applicables "
               "du 1er avril 2025 au 31 mars 2026.", 8, REG, 8),
          Para("Les prix s'entendent par envoi (une adresse d'enlèvement, une adresse de livraison), en euros "
               "hors taxes, livraison en 24 à 72 h selon la zone. Le poids retenu est le poids réel ou le poids "
               "taxable (1 m³ = 250 kg), le plus élevé des deux. Au-delà de 2 000 kg : sur devis."))
    d.add(Table("t1", "Tableau 1 — Zones de livraison", [60, 260],
                [["Zone", "Départements desservis"]],
                [[f"Zone {z}", ", ".join(deps)] for z, deps in LC_ZONES.items()],
                [f"Zone {z}" for z in LC_ZONES], style="grid", align=["L", "L"]))
    d.add(Space(6))
    rows = [[LC_BANDS[i]] + [ffr(p) for p in LC_RATES[i]] for i in range(5)]
    d.add(Table("t2", "Tableau 2 — Prix par envoi selon le poids et la zone", [110, 72, 72, 72, 72, 72],
                [[C("Poids de l'envoi", rowspan=2), C("Prix par envoi (€ HT)", span=5)],
                 [None] + [f"Zone {z}" for z in range(1, 6)]],
                rows, list(LC_BANDS), style="booktabs", align=["L", "R", "R", "R", "R", "R"]))
    d.add(Space(6))
    d.add(Table("t3", "Tableau 3 — Suppléments", [260, 150],
                [["Prestation", "Prix"]],
                [["Surcharge gazole (indexée, avril 2025)", "14,2 %"],
                 ["Hayon élévateur à la livraison", "38,00 € par envoi"],
                 ["Prise de rendez-vous", "12,50 € par envoi"],
                 ["Livraison le samedi", "sur demande"],
                 ["Contre-remboursement", "2 % (min. 25,00 €)"]],
                ["Surcharge gazole (indexée, avril 2025)", "Hayon élévateur à la livraison",
                 "Prise de rendez-vous", "Livraison le samedi", "Contre-remboursement"],
                style="borderless", align=["L", "R"]))
    d.add(Space(6), Para("La surcharge gazole s'applique au prix de transport du Tableau 2 uniquement ; les "
                         "suppléments du Tableau 3 n'y sont pas soumis. La Corse, les îles et la principauté de "
                         "Monaco ne sont pas desservies par cette grille."))
    return d


# ================================================================================ D5 Carnbrea
CB_FILE = "carnbrea_fleet_tracking_plans_2025.pdf"
CB_PLANS = ["Track", "Fleet", "Fleet Plus", "Enterprise"]
CB_ROWS = [  # (section or None, label, values)
    ("Price (£ per vehicle per month)", None, None),
    (None, "Billed monthly", ["9.50", "14.75", "19.90", "26.40"]),
    (None, "Billed annually", ["8.25", "12.80", "17.30", "22.90"]),
    (None, "Tracking unit, one-off (£ per vehicle)", ["79.00", "79.00", "129.00", "Included"]),
    (None, "Minimum vehicles", ["1", "5", "10", "50"]),
    ("Tracking", None, None),
    (None, "Position update interval (seconds)", ["120", "60", "30", "15"]),
    (None, "Journey history (months)", ["3", "12", "24", "36"]),
    (None, "Geofences", ["5", "50", "250", "Unlimited"]),
    (None, "Live map and traffic layer", [CHECK, CHECK, CHECK, CHECK]),
    ("Features", None, None),
    (None, "Driver behaviour scoring", ["—", CHECK, CHECK, CHECK]),
    (None, "Fuel card integration", ["—", "—", CHECK, CHECK]),
    (None, "Tachograph remote download", ["—", "—", CHECK, CHECK]),
    (None, "Dashcam integration", ["—", "—", "—", CHECK]),
    (None, "Open API", ["—", CHECK, CHECK, CHECK]),
    (None, "Dedicated account manager", ["—", "—", "—", CHECK]),
    ("Support", None, None),
    (None, "Phone support hours", ["Mon–Fri 9–17", "Mon–Fri 9–17", "Mon–Sat 7–19", "24/7"]),
]


def cb_value(label, plan):
    for sec, lab, vals in CB_ROWS:
        if lab == label:
            return vals[CB_PLANS.index(plan)]
    raise KeyError(label)


def cb_features():
    out, sec_now = [], None
    for sec, lab, vals in CB_ROWS:
        if sec:
            sec_now = sec
        elif sec_now == "Features":
            out.append((lab, vals))
    return out


def doc_carnbrea():
    d = Doc(CB_FILE, "support_plans", "en", "Carnbrea Telematics Ltd", "Fleet tracking plans 2025")
    d.add(Para("Carnbrea Telematics Ltd", 15, BOLD, 2),
          Para("Fleet tracking plans 2025", 11, BOLD, 6),
          Para("Wheal Harmony Estate, Redruth, Cornwall · fleet@carnbrea-telematics.co.uk", 8, REG, 8),
          Para("Compare our four plans below. Subscriptions are charged per vehicle. Annual billing is paid "
               "upfront for 12 months; monthly billing runs on a rolling 30-day basis. The tracking unit is "
               "bought once per vehicle and is yours to keep; professional installation is quoted separately."))
    rows, keys = [], []
    sec_now = None
    for sec, lab, vals in CB_ROWS:
        if sec:
            rows.append(Section(sec))
            keys.append(None)
            sec_now = sec
        else:
            cells = [C(v, font=SYM, align="C") if v == CHECK else C(v, align="C") for v in vals]
            rows.append([lab] + cells)
            keys.append(f"{sec_now} > {lab}")
    d.add(Table("t1", "Plan comparison", [190, 80, 80, 80, 80], [[""] + CB_PLANS], rows, keys,
                style="grid", align=["L", "C", "C", "C", "C"], key_cols=["section", 0]))
    d.add(Space(6),
          Para(f"{CHECK} = included   — = not available on this plan.", 8, SYM, 3),
          Para("All prices are in pounds sterling and exclude VAT. The minimum number of vehicles applies per "
               "account. Customers may move up a plan at any time; moving down is possible at renewal."))
    return d


# ================================================================================ D6 Hollinsclough
HC_FILE = "hollinsclough_aircon_maintenance_contracts_2025.pdf"
HC_BANDS = ["1–5 units", "6–20 units", "21 units and over"]
HC_BOUNDS = [(1, 5), (6, 20), (21, None)]
HC_PLANS = [  # plan, visits a year, emergency response hours, price per indoor unit by band
    ("Inspect", "1", "—", ("64.00", "55.00", "47.50")),
    ("Maintain", "2", "24", ("118.00", "99.00", "86.00")),
    ("Maintain Plus", "2", "8", ("176.00", "149.00", "128.00")),
    ("Total Care", "4", "4", ("249.00", "212.00", "184.00")),
]
HC_OUTDOOR_PCT = D("60")
HC_EXTRAS = [("Out-of-contract call-out (first hour)", "118.00"),
             ("Each further half hour", "34.00"),
             ("F-gas leak test, per system", "42.00"),
             ("Refrigerant R32, per kg", "68.00"),
             ("Condensate pump, supplied and fitted", "189.00")]


def hc_band(n):
    for i, (lo, hi) in enumerate(HC_BOUNDS):
        if n >= lo and (hi is None or n <= hi):
            return i
    raise ValueError(n)


def doc_hollinsclough():
    d = Doc(HC_FILE, "support_plans", "en", "Hollinsclough Climate Services Ltd",
            "Planned maintenance contracts 2025")
    d.add(Para("Hollinsclough Climate Services Ltd", 15, BOLD, 2),
          Para("Planned maintenance contracts for air-conditioning systems — 2025", 11, BOLD, 6),
          Para("Quarry Bank Works, Buxton, Derbyshire · contracts@hollinsclough-climate.co.uk", 8, REG, 8),
          Para("Contracts run for 12 months and are priced per indoor unit (wall, cassette or ducted). The price "
               "band is set by the total number of indoor units on the site, and every indoor unit is then "
               "charged at that band's rate. Outdoor condensing units are charged at 60 % of the plan's "
               "indoor-unit rate for the same band; they do not count towards the band."))
    rows = [[p, v, e] + list(pr) for p, v, e, pr in HC_PLANS]
    d.add(Table("t1", "Contract levels and annual prices", [96, 62, 82, 78, 78, 86],
                [[C("Plan", rowspan=2), C("Service", span=2), C("Price per indoor unit a year (£)", span=3)],
                 [None, "Visits a year", "Emergency response (hours)"] + HC_BANDS],
                rows, [p for p, _, _, _ in HC_PLANS], style="booktabs",
                align=["L", "C", "C", "R", "R", "R"]))
    d.add(Para("— = no emergency attendance commitment (calls are booked as out-of-contract call-outs).", 7.5,
               ITAL, 6))
    d.add(Para("Each visit includes filter cleaning, coil inspection, condensate drain check, electrical "
               "safety checks and a written report. Maintain Plus and Total Care include parts up to £250.00 "
               "per unit per year; Total Care also includes refrigerant top-ups."))
    d.add(Table("t2", "Extras (all plans, £ excl. VAT)", [260, 90], [["Item", "Price (£)"]],
                [[a, b] for a, b in HC_EXTRAS], [a for a, _ in HC_EXTRAS], style="zebra", align=["L", "R"]))
    d.add(Space(6), Para("All prices exclude VAT. Sites more than 40 miles from Buxton carry a travel "
                         "supplement, quoted with the contract."))
    return d


# ================================================================================ D7 Nivolet
NV_FILE = "nivolet_ice_machines_technical_data_2025.pdf"
NV_MODELS = ["Nivo S", "Nivo M", "Nivo L", "Modula 150", "Modula 240"]
NV_SPECS = [  # label, unit, values
    ("Ice production¹", "kg/24 h", ["27", "44", "82", "148", "236"]),
    ("Storage bin capacity", "kg", ["9", "16", "35", "—²", "—²"]),
    ("Cube weight", "g", ["13", "18", "18", "22", "22"]),
    ("Electrical power", "W", ["340", "480", "790", "1,150", "1,680"]),
    ("Power supply", "", ["230 V / 50 Hz", "230 V / 50 Hz", "230 V / 50 Hz", "230 V / 50 Hz", "400 V / 3N"]),
    ("Water use", "l per kg ice", ["4.2", "3.8", "3.1", "2.6", "2.4"]),
    ("Noise level", "dB(A)", ["48", "51", "55", "58", "62"]),
    ("Dimensions W × D × H", "mm", ["395 × 480 × 690", "500 × 580 × 800", "705 × 620 × 1,010",
                                     "760 × 610 × 640", "760 × 610 × 830"]),
    ("Net weight", "kg", ["38", "47", "69", "88", "121"]),
    ("Refrigerant", "", ["R290", "R290", "R290", "R290", "R290"]),
    ("List price", "EUR", ["1,890.00", "2,640.00", "3,980.00", "5,750.00", "8,420.00"]),
]
NV_OPTIONS = [
    ("Water filter kit", ["145.00", "145.00", "145.00", "145.00", "145.00"]),
    ("Drain pump", ["210.00", "210.00", "235.00", "235.00", "235.00"]),
    ("UV sanitiser", ["385.00", "385.00", "385.00", "460.00", "460.00"]),
    ("Stainless-steel stand", ["—", "320.00", "320.00", "—", "—"]),
    ("Storage bin 150 kg", ["—", "—", "—", "1,390.00", "1,390.00"]),
]


def nv_spec(label, model):
    for lab, unit, vals in NV_SPECS:
        if lab == label:
            return vals[NV_MODELS.index(model)]
    raise KeyError(label)


def nv_option(label, model):
    for lab, vals in NV_OPTIONS:
        if lab == label:
            return vals[NV_MODELS.index(model)]
    raise KeyError(label)


def doc_nivolet():
    d = Doc(NV_FILE, "spec_sheet", "en", "Nivolet Ice Systems SAS", "Ice machines — technical data 2025")
    d.add(Para("Nivolet Ice Systems", 15, BOLD, 2),
          Para("Cube ice machines — technical data and options, 2025", 11, BOLD, 6),
          Para("Nivolet Ice Systems SAS, Parc d'activités de Bissy, Chambéry, France · export@nivolet-ice.eu", 8,
               REG, 8),
          Para("Self-contained cube ice machines (Nivo) and modular ice heads for mounting on a separate bin "
               "(Modula). Prices are ex works in euros, excluding VAT."))
    rows = [[lab, unit] + vals for lab, unit, vals in NV_SPECS]
    d.add(Table("t1", "Technical data", [110, 60, 74, 74, 80, 74, 74],
                [["", "Unit"] + NV_MODELS], rows, [lab for lab, _, _ in NV_SPECS], style="zebra",
                align=["L", "L", "R", "R", "R", "R", "R"]))
    d.add(Para("¹ Ambient temperature 21 °C, water temperature 15 °C.   ² Modular head unit without a bin; "
               "combine with a storage bin (see options).", 7.5, ITAL, 8))
    d.add(Table("t2", "Options (EUR, excl. VAT)", [144, 74, 74, 74, 74, 74],
                [["Option"] + NV_MODELS], [[lab] + vals for lab, vals in NV_OPTIONS],
                [lab for lab, _ in NV_OPTIONS], style="grid", align=["L", "R", "R", "R", "R", "R"]))
    d.add(Space(4), Para("— = option not available for this model. Options are supplied loose and fitted on site."))
    return d


# ================================================================================ D8 Kinzua invoice
KZ_FILE = "kinzua_av_invoice_kav_25_0841.pdf"
KZ_LINES = [  # item no., description, qty, unit, unit price, discount %
    ("KAV-DSP75", "75\" 4K professional display, 500 nit", 2, "ea", "1849.00", "5"),
    ("KAV-MNT-T", "Tilting wall mount, large", 2, "ea", "164.00", "0"),
    ("KAV-SPK6", "Ceiling speaker 6.5\", pair", 4, "pair", "219.00", "10"),
    ("KAV-AMP120", "Mixer amplifier 120 W", 1, "ea", "689.00", "0"),
    ("KAV-MIC-BD", "Boundary microphone", 3, "ea", "142.50", "0"),
    ("KAV-HDMI10", "HDMI cable 3 m, pack of 10", 2, "pack", "86.00", "0"),
    ("LAB-INST", "Installation labour", 14, "hr", "95.00", "0"),
    ("LAB-PROG", "DSP programming and commissioning", 6, "hr", "120.00", "0"),
]
KZ_EQUIPMENT_LINES = 6      # lines 1-6 are taxable equipment; labour is exempt
KZ_FREIGHT = D("145.00")
KZ_TAX_PCT = D("6.00")
KZ_DEPOSIT = D("2500.00")


def kz_amount(line):
    _, _, qty, _, price, disc = line
    return q(D(qty) * D(price) * (1 - D(disc) / 100))


def kz_totals():
    amounts = [kz_amount(l) for l in KZ_LINES]
    subtotal = sum(amounts, D(0))
    equipment = sum(amounts[:KZ_EQUIPMENT_LINES], D(0))
    tax = q(equipment * KZ_TAX_PCT / 100)
    total = subtotal + KZ_FREIGHT + tax
    return {"amounts": amounts, "Subtotal": subtotal, "Freight": KZ_FREIGHT,
            "Sales tax 6.00% (lines 1–6)": tax, "Invoice total": total,
            "Less deposit received": -KZ_DEPOSIT, "Balance due": total - KZ_DEPOSIT}


def doc_kinzua():
    d = Doc(KZ_FILE, "price_list", "en", "Kinzua AV Systems, Inc.", "Invoice KAV-25-0841")
    d.add(Para("Kinzua AV Systems, Inc.", 15, BOLD, 2),
          Para("INVOICE", 13, BOLD, 4),
          Para("418 Hemlock Street, Warren, PA 16365 · (814) 555-0173 · billing@kinzua-av.com", 8, REG, 8),
          Para("Invoice no. KAV-25-0841     Invoice date: September 12, 2025     Terms: net 30     "
               "Customer PO: TTCC-2025-017", 8.6, BOLD, 4),
          Para("Bill to: Tionesta Township Community Center, 60 Bridge Street, Tionesta, PA 16353 — "
               "Project: multipurpose hall AV upgrade (quote Q-25-112, accepted July 3, 2025).", 8.6, REG, 6))
    T = kz_totals()
    rows, keys = [], []
    for i, l in enumerate(KZ_LINES, 1):
        item, desc, qty, unit, price, disc = l
        rows.append([str(i), item, desc, str(qty), unit, fen(price), disc, fen(T["amounts"][i - 1])])
        keys.append(str(i))
    for lab in ["Subtotal", "Freight", "Sales tax 6.00% (lines 1–6)", "Invoice total", "Less deposit received",
                "Balance due"]:
        v = T[lab]
        txt = f"({fen(-v)})" if v < 0 else fen(v)
        rows.append([C(lab, span=7, align="R", bold=lab in ("Invoice total", "Balance due")),
                     C(txt, bold=lab in ("Invoice total", "Balance due"))])
        keys.append(lab)
    d.add(Table("t1", "Invoice lines", [26, 72, 176, 30, 34, 58, 36, 67],
                [["Line", "Item no.", "Description", "Qty", "Unit", "Unit price (USD)", "Disc. %",
                  "Amount (USD)"]],
                rows, keys, style="grid", align=["C", "L", "L", "R", "L", "R", "R", "R"]))
    d.add(Space(6),
          Para("Sales tax is charged on equipment (lines 1–6) only; installation and programming labour is "
               "exempt. The deposit of USD 2,500.00 was received on July 10, 2025 against quote Q-25-112."),
          Para("Please remit the balance within 30 days to: Allegheny Valley Bank, ABA 043000000, account "
               "4417 2093. Quote the invoice number with your payment. Equipment warranty: 3 years parts and "
               "labor from the date of commissioning (August 29, 2025)."))
    return d


# ================================================================================ D9 Amsteg
AM_FILE = "amsteg_threads_price_list_2025.pdf"
AM_TIERS = ["1–11", "12–47", "48+"]
AM_BOUNDS = [(1, 11), (12, 47), (48, None)]
AM_ARTICLES = [  # article, description, length per cone (m), [(CHF, EUR) per tier]
    ("AT-120", "Polyester core-spun, Tex 27", 5000, [("8.90", "9.45"), ("7.60", "8.05"), ("6.45", "6.85")]),
    ("AT-180", "Polyester core-spun, Tex 40", 3000, [("7.40", "7.85"), ("6.30", "6.70"), ("5.35", "5.70")]),
    ("AT-250", "Nylon bonded, Tex 70", 1500, [("12.80", "13.60"), ("10.90", "11.55"), ("9.30", "9.85")]),
    ("AT-330", "Aramid, flame-retardant, Tex 40", 2000,
     [("31.50", "33.40"), ("27.20", "28.90"), ("23.60", "25.05")]),
    ("AT-410", "Polyester textured (overlock), Tex 18", 10000,
     [("10.20", "10.85"), ("8.70", "9.25"), ("7.45", "7.90")]),
]
AM_SHADE_PCT = D("18")
AM_SHADE_MIN = 24


def am_tier(n):
    for i, (lo, hi) in enumerate(AM_BOUNDS):
        if n >= lo and (hi is None or n <= hi):
            return i
    raise ValueError(n)


def doc_amsteg():
    d = Doc(AM_FILE, "price_list", "en", "Amsteg Threads AG", "Price list 2025 — industrial sewing threads")
    d.add(Para("Amsteg Threads AG", 15, BOLD, 2),
          Para("Industrial sewing threads — price list 2025", 11, BOLD, 6),
          Para("Gotthardstrasse 88, 6474 Amsteg, Switzerland · orders@amsteg-threads.ch · valid from 1 January 2025",
               8, REG, 8),
          Para("Prices per cone in Swiss francs (deliveries within Switzerland) and in euros (deliveries to the "
               "EU). Prices are ex works Amsteg and exclude VAT. The tier is set by the number of cones of one "
               "article and one shade in the order."))
    rows, keys = [], []
    for art, desc, length, tiers in AM_ARTICLES:
        for i, (chf, eur) in enumerate(tiers):
            if i == 0:
                rows.append([C(art, rowspan=3, align="L"), C(desc, rowspan=3, align="L"),
                             C(fen(length, 0), rowspan=3), AM_TIERS[i], chf, eur])
            else:
                rows.append([None, None, None, AM_TIERS[i], chf, eur])
            keys.append(f"{art} > {AM_TIERS[i]}")
    d.add(Table("t1", "Prices per cone", [58, 168, 66, 70, 68, 68],
                [[C("Article", rowspan=2), C("Thread", rowspan=2), C("Length per cone (m)", rowspan=2),
                  C("Cones ordered", rowspan=2), C("Price per cone", span=2)],
                 [None, None, None, None, "CHF", "EUR"]],
                rows, keys, style="grid", align=["L", "L", "R", "C", "R", "R"], key_cols=[0, 3]))
    d.add(Space(6),
          Para("Shade matching to a customer sample carries a surcharge of 18 % on the cone price and requires a "
               "minimum of 24 cones per shade. Standard shades from our card of 240 colours carry no surcharge."),
          Para("Swiss deliveries are subject to VAT at 8.1 %. Payment 30 days net; 2 % discount for payment "
               "within 10 days."))
    return d


# ================================================================================ D10 Trebarwith
TB_FILE = "trebarwith_signs_accounts_fy2025.pdf"
TB_YEARS = ["2025", "2024"]
TB_PL_INPUT = {  # year -> items (signed, £)
    "2025": {"Turnover": 1284650, "Cost of sales": -742118, "Administrative expenses": -398406,
             "Other operating income": 12500, "Interest payable and similar charges": -14230,
             "Tax on profit": -35600},
    "2024": {"Turnover": 1162300, "Cost of sales": -688940, "Administrative expenses": -371225,
             "Other operating income": 8000, "Interest payable and similar charges": -16870,
             "Tax on profit": -22150},
}
TB_TURNOVER = [  # activity, 2025, 2024
    ("Sign fabrication", 612400, 571800),
    ("Vehicle livery", 298750, 244900),
    ("Installation and maintenance", 268900, 251600),
    ("Digital displays", 104600, 94000),
]
TB_BS_INPUT = {
    "2025": {"Tangible fixed assets": 286400, "Stocks": 64820, "Debtors": 231560, "Cash at bank and in hand": 97340,
             "Creditors: amounts falling due within one year": -248915,
             "Creditors: amounts falling due after more than one year": -118000,
             "Called up share capital": 1000},
    "2024": {"Tangible fixed assets": 301750, "Stocks": 58310, "Debtors": 204980, "Cash at bank and in hand": 61205,
             "Creditors: amounts falling due within one year": -226480,
             "Creditors: amounts falling due after more than one year": -142000,
             "Called up share capital": 1000},
}


def tb_pl(y):
    a = TB_PL_INPUT[y]
    gp = a["Turnover"] + a["Cost of sales"]
    op = gp + a["Administrative expenses"] + a["Other operating income"]
    pbt = op + a["Interest payable and similar charges"]
    pat = pbt + a["Tax on profit"]
    return [("Turnover", a["Turnover"]), ("Cost of sales", a["Cost of sales"]), ("Gross profit", gp),
            ("Administrative expenses", a["Administrative expenses"]),
            ("Other operating income", a["Other operating income"]), ("Operating profit", op),
            ("Interest payable and similar charges", a["Interest payable and similar charges"]),
            ("Profit before taxation", pbt), ("Tax on profit", a["Tax on profit"]),
            ("Profit for the financial year", pat)]


def tb_bs(y):
    a = TB_BS_INPUT[y]
    ca = a["Stocks"] + a["Debtors"] + a["Cash at bank and in hand"]
    nca = ca + a["Creditors: amounts falling due within one year"]
    tacl = a["Tangible fixed assets"] + nca
    na = tacl + a["Creditors: amounts falling due after more than one year"]
    return [("Tangible fixed assets", a["Tangible fixed assets"]), ("Stocks", a["Stocks"]),
            ("Debtors", a["Debtors"]), ("Cash at bank and in hand", a["Cash at bank and in hand"]),
            ("Creditors: amounts falling due within one year", a["Creditors: amounts falling due within one year"]),
            ("Net current assets", nca), ("Total assets less current liabilities", tacl),
            ("Creditors: amounts falling due after more than one year",
             a["Creditors: amounts falling due after more than one year"]),
            ("Net assets", na), ("Called up share capital", a["Called up share capital"]),
            ("Profit and loss account", na - a["Called up share capital"]), ("Shareholders' funds", na)]


TB_PL_BOLD = {"Gross profit", "Operating profit", "Profit before taxation", "Profit for the financial year"}
TB_BS_BOLD = {"Net current assets", "Total assets less current liabilities", "Net assets", "Shareholders' funds"}


def doc_trebarwith():
    d = Doc(TB_FILE, "financial", "en", "Trebarwith Signs Ltd", "Accounts for the year ended 31 March 2025")
    d.add(Para("Trebarwith Signs Ltd", 15, BOLD, 2),
          Para("Financial statements for the year ended 31 March 2025", 11, BOLD, 6),
          Para("Company registration number 08817342 (England and Wales) · Registered office: Unit 7, Delabole "
               "Trade Park, Cornwall PL33 9AA", 8, REG, 8),
          Para("The company's principal activity is the design, manufacture and installation of signs, vehicle "
               "livery and digital display systems. The accounts have been prepared under FRS 102 Section 1A. "
               "Amounts are in pounds sterling."))
    for tid, cap, fn, bolds, extra in [("t1", "Profit and loss account for the year ended 31 March", tb_pl,
                                        TB_PL_BOLD, None),
                                       ("t2", "Balance sheet at 31 March", tb_bs, TB_BS_BOLD, None)]:
        a, b = fn("2025"), fn("2024")
        rows, keys, bold_rows, rules = [], [], [], []
        for i, ((lab, v1), (_, v2)) in enumerate(zip(a, b)):
            rows.append([lab, fpar(v1), fpar(v2)])
            keys.append(lab)
            if lab in bolds:
                bold_rows.append(i)
                rules.append(i)
        d.add(Table(tid, cap, [270, 90, 90], [["", "2025", "2024"], ["", "£", "£"]], rows, keys,
                    style="borderless", align=["L", "R", "R"], bold_rows=bold_rows, rule_above=rules))
        d.add(Space(4))
    tot25 = sum(x[1] for x in TB_TURNOVER)
    tot24 = sum(x[1 + 1] for x in TB_TURNOVER)
    assert tot25 == TB_PL_INPUT["2025"]["Turnover"] and tot24 == TB_PL_INPUT["2024"]["Turnover"]
    rows = [[a, fen(v1, 0), fen(v2, 0)] for a, v1, v2 in TB_TURNOVER] + [["Total turnover", fen(tot25, 0),
                                                                            fen(tot24, 0)]]
    d.add(Table("t3", "Note 2 — Turnover by activity (£)", [270, 90, 90], [["Activity", "2025", "2024"]], rows,
                [a for a, _, _ in TB_TURNOVER] + ["Total turnover"], style="borderless", align=["L", "R", "R"],
                bold_rows=[len(rows) - 1], rule_above=[len(rows) - 1]))
    d.add(Space(4), Para("All turnover arose in the United Kingdom. Figures in brackets are deductions."))
    return d


# ================================================================================ D11 Nehalem Bay
NB_FILE = "nehalem_bay_kayak_quarterly_results_fy2025.pdf"
NB_Q = ["Q1", "Q2", "Q3", "Q4"]
NB_INPUT = {  # row -> ([Q1..Q4], FY2024); USD thousands, signed
    "Dealer and wholesale": ([3412, 6958, 5120, 1874], 16402),
    "Direct-to-consumer": ([1286, 2945, 2610, 1402], 7315),
    "Rentals and guided tours": ([188, 912, 1347, 206], 2431),
    "Cost of sales": ([-2905, -6084, -5236, -2018], -15190),
    "Selling and marketing": ([-812, -1244, -1105, -697], -3561),
    "General and administrative": ([-905, -938, -921, -1012], -3640),
    "Interest expense": ([-64, -71, -58, -52], -301),
    "Income tax (expense) benefit": ([-50, -620, -440, 75], -950),
}
NB_OPS = {  # operating data, not in thousands
    "Kayaks shipped (units)": ([4120, 8455, 6890, 2310], 20870),
    "Rental days sold": ([620, 3140, 4585, 710], 8210),
}


def nb_rows():
    """[(label, [Q1..Q4], FY2025, FY2024, section?)] with subtotals computed."""
    I = NB_INPUT

    def add(*names):
        qs = [sum(I[n][0][k] if n in I else 0 for n in names) for k in range(4)]
        return qs

    def row(label, qs, fy24):
        return (label, qs, sum(qs), fy24)

    sales = ["Dealer and wholesale", "Direct-to-consumer", "Rentals and guided tours"]
    tot = [sum(I[n][0][k] for n in sales) for k in range(4)]
    tot24 = sum(I[n][1] for n in sales)
    gp = [tot[k] + I["Cost of sales"][0][k] for k in range(4)]
    gp24 = tot24 + I["Cost of sales"][1]
    oi = [gp[k] + I["Selling and marketing"][0][k] + I["General and administrative"][0][k] for k in range(4)]
    oi24 = gp24 + I["Selling and marketing"][1] + I["General and administrative"][1]
    pbt = [oi[k] + I["Interest expense"][0][k] for k in range(4)]
    pbt24 = oi24 + I["Interest expense"][1]
    ni = [pbt[k] + I["Income tax (expense) benefit"][0][k] for k in range(4)]
    ni24 = pbt24 + I["Income tax (expense) benefit"][1]
    out = [row(n, I[n][0], I[n][1]) for n in sales]
    out.append(row("Total net sales", tot, tot24))
    out.append(row("Cost of sales", I["Cost of sales"][0], I["Cost of sales"][1]))
    out.append(row("Gross profit", gp, gp24))
    out.append(row("Selling and marketing", I["Selling and marketing"][0], I["Selling and marketing"][1]))
    out.append(row("General and administrative", I["General and administrative"][0],
                   I["General and administrative"][1]))
    out.append(row("Operating income (loss)", oi, oi24))
    out.append(row("Interest expense", I["Interest expense"][0], I["Interest expense"][1]))
    out.append(row("Income (loss) before income tax", pbt, pbt24))
    out.append(row("Income tax (expense) benefit", I["Income tax (expense) benefit"][0],
                   I["Income tax (expense) benefit"][1]))
    out.append(row("Net income (loss)", ni, ni24))
    return out


def nb_change(fy25, fy24):
    return q((D(abs(fy25)) - D(abs(fy24))) / D(abs(fy24)) * 100, 1)


NB_BOLD = {"Total net sales", "Gross profit", "Operating income (loss)", "Net income (loss)"}


def doc_nehalem():
    d = Doc(NB_FILE, "financial", "en", "Nehalem Bay Kayak Co.", "Quarterly results, fiscal 2025")
    d.add(Para("Nehalem Bay Kayak Co.", 15, BOLD, 2),
          Para("Quarterly results for fiscal 2025 (fiscal year ended September 30, 2025)", 11, BOLD, 6),
          Para("Wheeler, Oregon · investor letter to shareholders · unaudited", 8, REG, 8),
          Para("Our business is seasonal: most kayaks ship to dealers ahead of the summer season (fiscal Q2 is "
               "January–March), and rentals and guided tours peak in fiscal Q3 (April–June). Fiscal Q1 covers "
               "October–December 2024 and fiscal Q4 July–September 2025."))
    rows, keys, bold_rows, rules = [], [], [], []
    i = 0
    rows.append(Section("Net sales"))
    keys.append(None)
    for lab, qs, fy25, fy24 in nb_rows():
        i = len(rows)
        rows.append([lab] + [fpar(v) for v in qs] + [fpar(fy25), fpar(fy24), fsign(nb_change(fy25, fy24))])
        keys.append(lab)
        if lab in NB_BOLD:
            bold_rows.append(i)
        if lab == "Cost of sales":
            pass
    d.add(Table("t1", "Table 1 — Consolidated statement of operations by quarter (USD thousands)",
                [150, 48, 48, 48, 48, 56, 56, 46],
                [[C("", rowspan=2), C("Fiscal 2025", span=4), C("Full year", span=2), C("Change %", rowspan=2)],
                 [None, "Q1", "Q2", "Q3", "Q4", "FY 2025", "FY 2024", None]],
                rows, keys, style="grid", align=["L"] + ["R"] * 7, bold_rows=bold_rows))
    d.add(Para("Costs and expenses are shown in brackets. Change % compares the FY 2025 and FY 2024 amounts "
               "as printed (without regard to sign).", 7.5, ITAL, 8))
    rows, keys = [], []
    for lab, (qs, fy24) in NB_OPS.items():
        rows.append([lab] + [fen(v, 0) for v in qs] + [fen(sum(qs), 0), fen(fy24, 0)])
        keys.append(lab)
    d.add(Table("t2", "Table 2 — Operating data", [150, 48, 48, 48, 48, 56, 56],
                [["", "Q1", "Q2", "Q3", "Q4", "FY 2025", "FY 2024"]], rows, keys, style="zebra",
                align=["L"] + ["R"] * 6))
    d.add(Space(4), Para("Operating data are actual counts, not thousands. FY 2024 quarterly figures were "
                         "published in last year's letters and are not repeated here."))
    return d


# ================================================================================ D12 Glasshoughton
GH_FILE = "glasshoughton_hydroponics_catalogue_2025.pdf"
GH_SECTIONS = [
    ("Nutrients", [
        ("GH-1010", "Two-part grow nutrient A+B", "2 × 1 l", "14.95", "13.45", "2.2"),
        ("GH-1011", "Two-part grow nutrient A+B", "2 × 5 l", "54.90", "49.40", "10.8"),
        ("GH-1020", "Two-part bloom nutrient A+B", "2 × 1 l", "15.95", "14.35", "2.2"),
        ("GH-1021", "Two-part bloom nutrient A+B", "2 × 5 l", "58.90", "53.00", "10.8"),
        ("GH-1030", "Cal-mag supplement", "1 l", "11.50", "10.35", "1.1"),
        ("GH-1040", "Root stimulator", "250 ml", "18.75", "16.90", "0.3"),
        ("GH-1050", "pH down", "1 l", "7.95", "7.15", "1.4"),
        ("GH-1051", "pH up", "1 l", "7.95", "7.15", "1.3"),
    ]),
    ("Growing media", [
        ("GH-2010", "Coco coir, buffered", "50 l bag", "12.40", "11.15", "14.0"),
        ("GH-2020", "Clay pebbles 8–16 mm", "45 l bag", "16.90", "15.20", "15.5"),
        ("GH-2030", "Rockwool cubes 75 mm", "tray of 56", "19.80", "17.80", "2.4"),
        ("GH-2031", "Rockwool slab 100 × 15 × 7.5 cm", "pack of 6", "21.60", "19.45", "3.9"),
        ("GH-2040", "Perlite, coarse", "100 l bag", "18.50", "16.65", "10.0"),
        ("GH-2050", "Propagation plugs", "tray of 104", "9.90", "8.90", "0.6"),
    ]),
    ("Lighting", [
        ("GH-3010", "LED grow panel 240 W", "each", "289.00", "260.00", "5.8"),
        ("GH-3020", "LED grow bar set 480 W", "each", "459.00", "413.00", "9.4"),
        ("GH-3030", "LED grow bar set 720 W", "each", "649.00", "584.00", "13.2"),
        ("GH-3040", "Propagation LED strip 36 W", "each", "44.90", "40.40", "0.9"),
        ("GH-3050", "Lighting controller, 4-channel", "each", "189.00", "170.00", "1.6"),
        ("GH-3060", "Rope ratchet hangers", "pair", "8.50", "7.65", "0.4"),
        ("GH-3070", "Digital timer, 16 A", "each", "22.50", "20.25", "0.3"),
    ]),
    ("Ventilation", [
        ("GH-4010", "Inline fan 125 mm, EC motor", "each", "129.00", "116.00", "3.1"),
        ("GH-4020", "Inline fan 150 mm, EC motor", "each", "149.00", "134.00", "3.6"),
        ("GH-4030", "Inline fan 200 mm, EC motor", "each", "219.00", "197.00", "5.2"),
        ("GH-4040", "Carbon filter 125 × 400 mm", "each", "74.00", "66.60", "4.3"),
        ("GH-4050", "Carbon filter 150 × 500 mm", "each", "92.00", "82.80", "6.1"),
        ("GH-4060", "Aluminium ducting 150 mm", "10 m", "17.40", "15.65", "1.7"),
        ("GH-4070", "Clip fan 15 cm", "each", "16.95", "15.25", "0.8"),
        ("GH-4080", "Fan speed controller", "each", "39.50", "35.55", "0.5"),
    ]),
    ("Watering and systems", [
        ("GH-5010", "NFT channel kit, 4 m", "each", "138.00", "124.00", "7.5"),
        ("GH-5020", "Ebb-and-flow table 120 × 120 cm", "each", "96.00", "86.40", "9.0"),
        ("GH-5030", "Reservoir 100 l with lid", "each", "42.50", "38.25", "4.8"),
        ("GH-5040", "Submersible pump 2,000 l/h", "each", "36.90", "33.20", "1.2"),
        ("GH-5050", "Air pump, 4 outlets", "each", "28.40", "25.55", "0.9"),
        ("GH-5060", "Air stone 10 cm", "pack of 10", "9.60", "8.65", "0.5"),
        ("GH-5070", "Drip irrigation kit, 24 emitters", "each", "31.80", "28.60", "1.1"),
        ("GH-5080", "Dripper stakes", "pack of 50", "12.90", "11.60", "0.4"),
    ]),
    ("Meters and testing", [
        ("GH-6010", "pH pen with temperature compensation", "each", "39.90", "35.90", "0.2"),
        ("GH-6020", "EC/TDS pen", "each", "34.90", "31.40", "0.2"),
        ("GH-6030", "Combined pH/EC monitor", "each", "169.00", "152.00", "0.7"),
        ("GH-6040", "pH calibration solution 4.0 + 7.0", "2 × 250 ml", "12.80", "11.50", "0.6"),
        ("GH-6050", "Thermo-hygrometer with probe", "each", "19.50", "17.55", "0.2"),
        ("GH-6060", "CO2 monitor, NDIR sensor", "each", "129.00", "116.00", "0.4"),
    ]),
    ("Pots and propagation", [
        ("GH-7010", "Square pot 11 cm", "pack of 100", "14.90", "13.40", "1.8"),
        ("GH-7020", "Square pot 18 cm, 5 l", "pack of 25", "19.50", "17.55", "2.5"),
        ("GH-7030", "Fabric pot 25 l", "pack of 5", "17.80", "16.00", "1.0"),
        ("GH-7040", "Saucer 30 cm", "pack of 10", "11.20", "10.10", "1.4"),
        ("GH-7050", "Propagator with vented lid", "each", "13.95", "12.55", "0.9"),
        ("GH-7060", "Heated propagator 76 × 38 cm", "each", "64.00", "57.60", "3.2"),
        ("GH-7070", "Heat mat 50 × 25 cm", "each", "24.90", "22.40", "0.4"),
    ]),
]
GH_BREAK_BEFORE = "GH-4040"     # page 2 starts inside the Ventilation section
GH_COLS = ["Code", "Product", "Pack / size", "1–5 (£)", "6+ (£)", "Weight (kg)"]


def gh_items():
    return [(sec, *it) for sec, items in GH_SECTIONS for it in items]


def doc_glasshoughton():
    d = Doc(GH_FILE, "catalogue", "en", "Glasshoughton Hydroponics Ltd", "Trade catalogue 2025")
    d.add(Para("Glasshoughton Hydroponics Ltd", 15, BOLD, 2),
          Para("Trade catalogue and price list 2025", 11, BOLD, 6),
          Para("Units 3–5 Colliery Way, Castleford, West Yorkshire · trade@glasshoughton-hydro.co.uk", 8, REG,
               8),
          Para("Prices are per catalogue unit (the pack or size shown) in pounds sterling, excluding VAT. The "
               "6+ price applies when six or more units of the same code are ordered on one order; otherwise "
               "the 1–5 price applies. Weights are shipping weights per unit."))
    rows, keys, breaks = [], [], []
    for sec, items in GH_SECTIONS:
        rows.append(Section(sec))
        keys.append(None)
        for code, prod, pack, p1, p6, w in items:
            if code == GH_BREAK_BEFORE:
                breaks.append(len(rows))
            rows.append([code, prod, pack, p1, p6, w])
            keys.append(code)
    d.add(Table("t1", "Product list", [58, 196, 72, 62, 62, 62],
                [[C("Code", rowspan=2), C("Product", rowspan=2), C("Pack / size", rowspan=2),
                  C("Price per unit (£)", span=2), C("Weight (kg)", rowspan=2)],
                 [None, None, None, "1–5", "6+", None]],
                rows, keys, style="booktabs", align=["L", "L", "L", "R", "R", "R"], breaks=breaks,
                cont_caption="Product list (continued)"))
    d.add(Space(4), Para("Carriage: free on orders over £150.00 goods value to mainland UK; otherwise £9.95. "
                         "Orders placed by 2 pm are dispatched the same working day."))
    return d


# ================================================================================ all
BUILDERS = [doc_kilbrittain, doc_vlaskamp, doc_woellnitz, doc_lescaudron, doc_carnbrea, doc_hollinsclough,
            doc_nivolet, doc_kinzua, doc_amsteg, doc_trebarwith, doc_nehalem, doc_glasshoughton]
COMPANIES = ["Kilbrittain", "Vlaskamp", "Wöllnitz", "Lescaudron", "Carnbrea", "Hollinsclough", "Nivolet",
             "Kinzua", "Amsteg", "Trebarwith", "Nehalem", "Glasshoughton", "Tionesta"]


def layout() -> dict:
    """Lay every document out in memory (pages and cell boxes) without writing files."""
    import io
    docs = {}
    for fn in BUILDERS:
        d = fn()
        d.render(io.BytesIO())
        docs[d.file] = d
    return docs


def build(out: Path) -> dict:
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    docs = {}
    for fn in BUILDERS:
        d = fn()
        d.render(out / d.file)
        docs[d.file] = d
    return docs


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    for name, d in build(Path(sys.argv[1])).items():
        print(f"{name}: {d.npages} page(s), tables {', '.join(d.tables)}")
