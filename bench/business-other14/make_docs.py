"""business-other14: twelve generated business PDFs from twelve fictional companies.

    /work/main/.venv/bin/python bench/business-other14/make_docs.py OUTDIR

Deterministic: reportlab rl_config.invariant = 1, no randomness, no clock. All text is set in DejaVu Sans
(/usr/share/fonts/truetype/dejavu), which has the check / cross marks of the Yarcombe plan matrix.

Every figure is a plain Python structure in this file; make_questions.py imports it and computes the golds from
it. Derived figures (totals and subtotals of the two sets of accounts, full-year columns) come from functions
below, so what is printed always adds up. Tables are drawn on the canvas by a small layout engine (Table);
the page every table row lands on is recorded in Table.row_pages, so questions cite the right page.
"""
from __future__ import annotations

import sys
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

from reportlab import rl_config

rl_config.invariant = 1

from reportlab.lib.colors import Color, black  # noqa: E402
from reportlab.lib.pagesizes import A4  # noqa: E402
from reportlab.pdfbase import pdfmetrics  # noqa: E402
from reportlab.pdfbase.ttfonts import TTFont  # noqa: E402
from reportlab.pdfgen import canvas as rl_canvas  # noqa: E402

FD = "/usr/share/fonts/truetype/dejavu/"
pdfmetrics.registerFont(TTFont("DV", FD + "DejaVuSans.ttf"))
pdfmetrics.registerFont(TTFont("DVB", FD + "DejaVuSans-Bold.ttf"))
pdfmetrics.registerFont(TTFont("DVI", FD + "DejaVuSans-Oblique.ttf"))
REG, BOLD, ITAL = "DV", "DVB", "DVI"
YES, NO = "\u2713", "\u2717"          # ✓ included, ✗ not included
DASH = "\u2014"                        # — not offered / not applicable
NDASH = "\u2013"                       # – nil in the accounts

PAGE_W, PAGE_H = A4
LM, RM, TM, BM = 50, 50, 56, 64
SHADE = Color(0.86, 0.86, 0.86)
LIGHT = Color(0.95, 0.95, 0.95)


# ================================================================================ numbers
def D(x) -> Decimal:
    return x if isinstance(x, Decimal) else Decimal(str(x))


def q(x, dp: int = 2) -> Decimal:
    return D(x).quantize(Decimal(1).scaleb(-dp), rounding=ROUND_HALF_UP)


def fen(x, dp: int = 2) -> str:
    """English: 1,234.50."""
    return f"{q(x, dp):,.{dp}f}"


def fnl(x, dp: int = 2) -> str:
    """Dutch: 1.234,50."""
    return fen(x, dp).replace(",", "_").replace(".", ",").replace("_", ".")


def facc(x, dp: int = 0) -> str:
    """Accounts: 1,234 / (1,234) / – for nil."""
    x = D(x)
    if x == 0:
        return NDASH
    s = fen(abs(x), dp)
    return f"({s})" if x < 0 else s


# ================================================================================ layout engine
class C:
    def __init__(self, text="", span=1, rowspan=1, bold=False, align=None):
        self.text, self.span, self.rowspan, self.bold, self.align = str(text), span, rowspan, bold, align


class Section:
    def __init__(self, text):
        self.text = text


def wrap(text, font, size, width):
    lines = []
    for para in str(text).split("\n"):
        cur = ""
        for w in para.split(" "):
            t = (cur + " " + w) if cur else w
            if pdfmetrics.stringWidth(t, font, size) <= width or not cur:
                cur = t
            else:
                lines.append(cur)
                cur = w
        lines.append(cur)
    return lines


class Table:
    """header: rows of C (colspan / rowspan); body: rows of cells or Section; keys: one row key a body row."""

    def __init__(self, tid, caption, widths, header, body, keys, style="grid", align=None, size=8.0,
                 repeat_header=True, cont_caption=None, bold_rows=(), rule_above=(), breaks=()):
        self.tid, self.caption, self.widths, self.style, self.size = tid, caption, widths, style, size
        self.header = [[c if isinstance(c, C) else C(c) for c in r] for r in header]
        self.body = [r if isinstance(r, Section) else [c if isinstance(c, C) else C(c) for c in r] for r in body]
        self.keys = keys
        assert len(keys) == len(body), tid
        self.align = align or (["l"] + ["r"] * (len(widths) - 1))
        self.repeat_header, self.cont_caption = repeat_header, cont_caption
        self.bold_rows, self.rule_above, self.breaks = set(bold_rows), set(rule_above), set(breaks)
        self.row_pages = {}

    # grid positions of header cells: (row, col, C)
    def header_cells(self):
        occ, out = set(), []
        for r, row in enumerate(self.header):
            c = 0
            for cell in row:
                while (r, c) in occ:
                    c += 1
                out.append((r, c, cell))
                for rr in range(r, r + cell.rowspan):
                    for cc in range(c, c + cell.span):
                        occ.add((rr, cc))
                c += cell.span
        return out

    def colx(self, x0):
        xs = [x0]
        for w in self.widths:
            xs.append(xs[-1] + w)
        return xs


class Para:
    def __init__(self, text, size=8.5, font=REG, space=4):
        self.text, self.size, self.font, self.space = text, size, font, space


class Space:
    def __init__(self, h):
        self.h = h


class PageBreak:
    pass


class Doc:
    def __init__(self, file, family, lang, company, title, footer):
        self.file, self.family, self.lang, self.company, self.title, self.footer = \
            file, family, lang, company, title, footer
        self.items, self.tables, self.pages = [], {}, 0

    def add(self, *items):
        for it in items:
            self.items.append(it)
            if isinstance(it, Table):
                self.tables[it.tid] = it
        return self

    # ---------------------------------------------------------------- rendering
    def render(self, path):
        cv = rl_canvas.Canvas(str(path), pagesize=A4, invariant=1, pageCompression=1)
        cv.setTitle(self.title)
        cv.setAuthor(self.company)
        cv.setCreator("business-other14 make_docs.py")
        self.cv, self.page = cv, 0
        self._new_page(first=True)
        for it in self.items:
            if isinstance(it, Para):
                self._para(it)
            elif isinstance(it, Space):
                self.y -= it.h
            elif isinstance(it, PageBreak):
                self._new_page()
            elif isinstance(it, Table):
                self._table(it)
        self._end_page()
        cv.save()
        self.pages = self.page

    def _new_page(self, first=False):
        if not first:
            self._end_page()
        self.page += 1
        self.y = PAGE_H - TM
        cv = self.cv
        cv.setFont(BOLD, 13 if self.page == 1 else 9)
        cv.drawString(LM, self.y, self.company if self.page == 1 else f"{self.company} \u00b7 {self.title}")
        self.y -= 17 if self.page == 1 else 14
        if self.page == 1:
            cv.setFont(REG, 10.5)
            cv.drawString(LM, self.y, self.title)
            self.y -= 10
        cv.setLineWidth(0.6)
        cv.line(LM, self.y, PAGE_W - RM, self.y)
        self.y -= 16

    def _end_page(self):
        cv = self.cv
        cv.setFont(REG, 7)
        cv.drawString(LM, BM - 24, self.footer)
        cv.drawRightString(PAGE_W - RM, BM - 24, f"{self.page}")
        cv.showPage()

    def _para(self, p):
        lines = wrap(p.text, p.font, p.size, PAGE_W - LM - RM)
        lead = p.size * 1.3
        if self.y - lead * len(lines) < BM:
            self._new_page()
        self.cv.setFont(p.font, p.size)
        for ln in lines:
            self.y -= lead
            self.cv.drawString(LM, self.y + 2, ln)
        self.y -= p.space

    def _caption(self, text):
        self.y -= 12
        self.cv.setFont(BOLD, 9)
        self.cv.drawString(LM, self.y + 2, text)
        self.y -= 6

    def _row_height(self, t, cells_w):
        lead = t.size * 1.25
        n = max(len(wrap(txt, f, t.size, w - 6)) for txt, f, w in cells_w) if cells_w else 1
        return n * lead + 5

    def _draw_text(self, t, text, font, x0, x1, top, bot, align):
        lead = t.size * 1.25
        lines = wrap(text, font, t.size, x1 - x0 - 6)
        h = len(lines) * lead
        y = top - (top - bot - h) / 2 - t.size * 0.98
        cv = self.cv
        cv.setFont(font, t.size)
        for ln in lines:
            if align == "r":
                cv.drawRightString(x1 - 3, y, ln)
            elif align == "c":
                cv.drawCentredString((x0 + x1) / 2, y, ln)
            else:
                cv.drawString(x0 + 3, y, ln)
            y -= lead

    def _draw_header(self, t):
        cv, xs = self.cv, t.colx(LM)
        cells = t.header_cells()
        nrows = len(t.header)
        hts = [0.0] * nrows
        for r, c, cell in cells:
            if cell.rowspan == 1:
                w = xs[c + cell.span] - xs[c]
                hts[r] = max(hts[r], self._row_height(t, [(cell.text, BOLD, w)]))
        top0 = self.y
        tops = [top0]
        for h in hts:
            tops.append(tops[-1] - h)
        total_w = xs[-1] - xs[0]
        if t.style == "zebra":
            cv.setFillColor(SHADE)
            cv.rect(xs[0], tops[-1], total_w, top0 - tops[-1], stroke=0, fill=1)
            cv.setFillColor(black)
        if t.style == "booktabs":
            cv.setLineWidth(1.1)
            cv.line(xs[0], top0, xs[-1], top0)
        cv.setLineWidth(0.5)
        for r, c, cell in cells:
            x0, x1 = xs[c], xs[c + cell.span]
            top, bot = tops[r], tops[r + cell.rowspan]
            if t.style == "grid":
                cv.rect(x0, bot, x1 - x0, top - bot, stroke=1, fill=0)
            if t.style == "booktabs" and cell.span > 1 and r + cell.rowspan < nrows:
                cv.setLineWidth(0.4)
                cv.line(x0 + 3, bot + 1, x1 - 3, bot + 1)
            al = cell.align or ("c" if cell.span > 1 else t.align[c])
            self._draw_text(t, cell.text, BOLD, x0, x1, top, bot, al)
        if t.style in ("booktabs", "borderless"):
            cv.setLineWidth(0.6 if t.style == "booktabs" else 0.3)
            if t.style == "booktabs":
                cv.line(xs[0], tops[-1], xs[-1], tops[-1])
        self.y = tops[-1]

    def _table(self, t):
        cv, xs = self.cv, t.colx(LM)
        self._caption(t.caption)
        self._draw_header(t)
        # column offsets of each body row (cells under a row-spanned cell from above start further right)
        starts, cover = [], {}
        for i, row in enumerate(t.body):
            c = 0
            while cover.get(c, 0) > 0:
                c += 1
            starts.append(c)
            for col in list(cover):
                cover[col] -= 1
            if not isinstance(row, Section):
                cc = c
                for cell in row:
                    if cell.rowspan > 1:
                        cover[cc] = cell.rowspan - 1
                    cc += cell.span
        hts = []
        for i, row in enumerate(t.body):
            if isinstance(row, Section):
                hts.append(self._row_height(t, [(row.text, BOLD, xs[-1] - xs[0])]))
                continue
            cw, c = [], starts[i]
            for cell in row:
                if cell.rowspan == 1:
                    cw.append((cell.text, BOLD if (cell.bold or i in t.bold_rows) else REG,
                               xs[c + cell.span] - xs[c]))
                c += cell.span
            hts.append(self._row_height(t, cw))
        zebra_i = 0
        for i, row in enumerate(t.body):
            h = hts[i]
            if self.y - h < BM or i in t.breaks:
                self._close_table(t, xs)
                self._new_page()
                if t.cont_caption:
                    self._caption(t.cont_caption)
                if t.repeat_header:
                    self._draw_header(t)
                else:
                    self.y -= 4
                    if t.style == "booktabs":
                        cv.setLineWidth(1.1)
                        cv.line(xs[0], self.y, xs[-1], self.y)
            top, bot = self.y, self.y - h
            t.row_pages[t.keys[i]] = self.page
            if isinstance(row, Section):
                cv.setFillColor(SHADE if t.style != "zebra" else Color(0.78, 0.78, 0.78))
                cv.rect(xs[0], bot, xs[-1] - xs[0], h, stroke=1 if t.style == "grid" else 0, fill=1)
                cv.setFillColor(black)
                self._draw_text(t, row.text, BOLD, xs[0], xs[-1], top, bot, "l")
                zebra_i = 0
            else:
                if t.style == "zebra" and zebra_i % 2 == 1:
                    cv.setFillColor(LIGHT)
                    cv.rect(xs[0], bot, xs[-1] - xs[0], h, stroke=0, fill=1)
                    cv.setFillColor(black)
                zebra_i += 1
                if i in t.rule_above:
                    cv.setLineWidth(0.5)
                    cv.line(xs[1] if t.style == "borderless" else xs[0], top, xs[-1], top)
                c = starts[i]
                for cell in row:
                    x0, x1 = xs[c], xs[c + cell.span]
                    cbot = top - sum(hts[i:i + cell.rowspan])
                    if t.style == "grid":
                        cv.setLineWidth(0.5)
                        cv.rect(x0, cbot, x1 - x0, top - cbot, stroke=1, fill=0)
                    font = BOLD if (cell.bold or i in t.bold_rows) else REG
                    self._draw_text(t, cell.text, font, x0, x1, top, cbot, cell.align or t.align[c])
                    c += cell.span
            self.y = bot
        self._close_table(t, xs)
        self.y -= 6

    def _close_table(self, t, xs):
        if t.style == "booktabs":
            self.cv.setLineWidth(1.1)
            self.cv.line(xs[0], self.y, xs[-1], self.y)


# ================================================================================ 1. Fressingfield (en, per 100)
VARIETIES = {  # key -> English name, size (cm)
    "APE": ("Tulip 'Apeldoorn'", "12/+"),
    "QON": ("Tulip 'Queen of Night'", "12/+"),
    "BAL": ("Tulip 'Ballerina'", "12/+"),
    "TAT": ("Daffodil 'Tête-à-Tête'", "10/12"),
    "CAR": ("Daffodil 'Carlton'", "14/16"),
    "FLR": ("Crocus 'Flower Record'", "7/8"),
    "PUR": ("Allium 'Purple Sensation'", "10/12"),
    "DEL": ("Hyacinth 'Delft Blue'", "16/17"),
    "MUS": ("Muscari armeniacum", "8/9"),
    "HAR": ("Iris reticulata 'Harmony'", "6/7"),
}
FB_FILE = "fressingfield_bulbs_wholesale_prices_autumn_2025.pdf"
FB_HEAD = "Price per 100 bulbs (EUR)"
FB_TIERS = ["100–900", "1,000–4,900", "5,000+"]
FB_BOUNDS = [(100, 900), (1000, 4900), (5000, None)]
FB_ITEMS = [  # code, variety key, EUR per 100 by tier
    ("FB-T101", "APE", "24.50", "21.80", "19.40"),
    ("FB-T102", "QON", "29.00", "25.90", "23.10"),
    ("FB-T103", "BAL", "31.50", "28.20", "25.30"),
    ("FB-N201", "TAT", "16.80", "14.60", "12.90"),
    ("FB-N202", "CAR", "19.50", "17.20", "15.10"),
    ("FB-C301", "FLR", "7.90", "6.80", "5.95"),
    ("FB-A401", "PUR", "27.60", "24.40", "21.70"),
    ("FB-H501", "DEL", "48.00", "43.50", "39.20"),
    ("FB-M601", "MUS", "6.20", "5.30", "4.65"),
    ("FB-I701", "HAR", "8.40", "7.30", "6.40"),
]
FB_TYPES = {"T": "Tulip", "N": "Narcissus", "C": "Crocus", "A": "Allium", "H": "Hyacinth", "M": "Muscari", "I": "Iris"}
FB_MIN_ORDER = D("250.00")
FB_FREE_CARRIAGE = D("600.00")
FB_CARRIAGE = D("38.00")


def tier_index(bounds, n):
    for i, (lo, hi) in enumerate(bounds):
        if n >= lo and (hi is None or n <= hi):
            return i
    return None


def doc_fressingfield():
    d = Doc(FB_FILE, "price_list", "en", "Fressingfield Bulbs Ltd",
            "Wholesale bulb prices \u2013 autumn 2025 planting season",
            "Fressingfield Bulbs Ltd \u00b7 trade sales \u00b7 prices in EUR excl. VAT, ex works")
    d.add(Para("Prices for dry bulbs from the 2025 lift, graded by circumference. The quantity band is set by the "
               "number of bulbs of one variety on the order; different varieties are not added together."))
    body = [[code, VARIETIES[k][0], VARIETIES[k][1], a, b, c] for code, k, a, b, c in FB_ITEMS]
    d.add(Table("t1", "Table 1 \u2013 Bulb prices", [62, 158, 55, 70, 70, 70],
                [[C("Code", rowspan=2), C("Variety", rowspan=2), C("Size (cm)", rowspan=2, align="c"),
                  C(FB_HEAD + "\u00b9", span=3)], FB_TIERS],
                body, [r[0] for r in FB_ITEMS], style="zebra", align=["l", "l", "c", "r", "r", "r"]))
    d.add(Para("\u00b9 Bulbs are sold in multiples of 100 per variety. Minimum order value "
               f"\u20ac{fen(FB_MIN_ORDER)} (excl. VAT); orders below this value cannot be accepted.", size=7.8),
          Para(f"Carriage: \u20ac{fen(FB_CARRIAGE)} per consignment, free of charge for orders of "
               f"\u20ac{fen(FB_FREE_CARRIAGE)} or more (excl. VAT).", size=7.8))
    return d


# ================================================================================ 2. Sijbekarspel (nl, per 1.000)
SB_FILE = "sijbekarspel_bloembollen_prijslijst_najaar_2025.pdf"
SB_NAMES = {"APE": "Tulp 'Apeldoorn'", "QON": "Tulp 'Queen of Night'", "TAT": "Narcis 'Tête-à-Tête'",
            "CAR": "Narcis 'Carlton'", "FLR": "Krokus 'Flower Record'", "PUR": "Sierui 'Purple Sensation'",
            "DEL": "Hyacint 'Delft Blue'", "MUS": "Blauw druifje (Muscari armeniacum)"}
SB_HEAD = "Prijs per 1.000 stuks (€)"
SB_TIERS = ["1.000–4.999 st.", "5.000–19.999 st.", "vanaf 20.000 st."]
SB_BOUNDS = [(1000, 4999), (5000, 19999), (20000, None)]
SB_ITEMS = [  # artikelnr., key, maat, EUR per 1,000 by tier
    ("SB 1040", "APE", "12/+", "205.00", "186.00", "171.50"),
    ("SB 1075", "QON", "12/+", "262.00", "239.00", "219.00"),
    ("SB 2010", "TAT", "10/12", "139.50", "124.00", "113.00"),
    ("SB 2030", "CAR", "14/16", "176.00", "158.50", "143.00"),
    ("SB 3005", "FLR", "8/9", "64.00", "57.50", "52.00"),
    ("SB 4020", "PUR", "12/14", "251.00", "226.00", "205.50"),
    ("SB 5015", "DEL", "17/18", "455.00", "409.00", "372.00"),
    ("SB 6001", "MUS", "8/9", "55.00", "49.00", "44.50"),
]
SB_MIN_QTY = 1000
SB_STEP = 500
SB_BTW = D("9")


def doc_sijbekarspel():
    d = Doc(SB_FILE, "price_list", "nl", "Sijbekarspel Bloembollen B.V.",
            "Groothandelsprijslijst bloembollen \u2013 najaar 2025",
            "Sijbekarspel Bloembollen B.V. \u00b7 prijzen in euro, exclusief btw, af kwekerij")
    d.add(Para("Alle prijzen gelden per 1.000 stuks en zijn exclusief btw. De staffel wordt bepaald door het aantal "
               "stuks per soort."))
    body = [[a, SB_NAMES[k], m, fnl(D(x)), fnl(D(y)), fnl(D(z))] for a, k, m, x, y, z in SB_ITEMS]
    d.add(Table("t1", "Prijslijst bloembollen", [52, 170, 48, 75, 75, 75],
                [[C("Art.nr.", rowspan=2), C("Soort", rowspan=2), C("Maat (cm)", rowspan=2, align="c"),
                  C(SB_HEAD + "*", span=3)], SB_TIERS],
                body, [r[0] for r in SB_ITEMS], style="grid", align=["l", "l", "c", "r", "r", "r"]))
    d.add(Para(f"* Minimale afname {fnl(D(SB_MIN_QTY), 0)} stuks per soort; daarboven levering per "
               f"{SB_STEP} stuks. Btw-tarief bloembollen {fnl(SB_BTW, 0)} %.", size=7.8))
    return d


# ================================================================================ 3. Kilmacanogue (en, per bag of 25, tiers as rows)
KM_FILE = "kilmacanogue_bulb_merchants_bag_prices_2025.pdf"
KM_BAG = 25
KM_COLS = ["APE", "QON", "BAL", "TAT", "CAR", "PUR", "DEL"]
KM_COLHEAD = {"APE": "Tulip Apeldoorn", "QON": "Tulip Queen of Night", "BAL": "Tulip Ballerina",
              "TAT": "Daffodil Tête-à-Tête", "CAR": "Daffodil Carlton", "PUR": "Allium Purple Sensation",
              "DEL": "Hyacinth Delft Blue"}
KM_TIERS = ["1–9 bags", "10–39 bags", "40–119 bags", "120 bags and over"]
KM_BOUNDS = [(1, 9), (10, 39), (40, 119), (120, None)]
KM_PRICES = [  # rows = tiers, columns = KM_COLS, EUR per bag of 25
    ["6.40", "7.60", "7.95", "4.30", "5.10", "7.20", "12.40"],
    ["5.55", "6.70", "7.10", "3.75", "4.45", "6.30", "11.10"],
    ["4.95", "5.90", "6.35", "3.30", "3.95", "5.60", "9.95"],
    ["4.55", "5.45", "5.85", "2.98", "3.62", "5.15", "9.20"],
]
KM_MIN_BAGS = 4


def doc_kilmacanogue():
    d = Doc(KM_FILE, "price_list", "en", "Kilmacanogue Bulb Merchants",
            "Trade prices 2025 \u2013 bulbs in net bags of 25",
            "Kilmacanogue Bulb Merchants \u00b7 Co. Wicklow \u00b7 all prices in euro, excluding VAT")
    d.add(Para(f"All bulbs are packed in net bags of {KM_BAG} and sold by the bag only. Prices below are per bag. "
               "The price row is chosen by the number of bags of that variety; mixed varieties do not combine."))
    body = [[KM_TIERS[i]] + row for i, row in enumerate(KM_PRICES)]
    d.add(Table("t1", "Price per net bag of 25 bulbs (\u20ac)", [80] + [59] * 7,
                [["Bags ordered"] + [KM_COLHEAD[k] for k in KM_COLS]],
                body, KM_TIERS, style="booktabs", align=["l"] + ["r"] * 7))
    d.add(Para(f"Minimum order: {KM_MIN_BAGS} bags in total per order. Sizes: tulips 12/+, daffodils 12/14, "
               "allium 10/12, hyacinths 15/16.", size=7.8))
    return d


# ================================================================================ 4. Portaferry dental lab (en, GBP + EUR)
PD_FILE = "portaferry_dental_laboratory_price_list_2025.pdf"
PD_ITEMS = [  # section, code, item, working days, GBP, EUR
    ("Crowns and bridges", "PDL-101", "Full-contour zirconia crown", 5, "78.00", "92.00"),
    ("Crowns and bridges", "PDL-102", "Layered zirconia crown", 6, "96.00", "113.00"),
    ("Crowns and bridges", "PDL-103", "Lithium disilicate (e.max) crown", 6, "92.00", "108.00"),
    ("Crowns and bridges", "PDL-104", "Porcelain-fused-to-metal crown, non-precious", 6, "72.00", "85.00"),
    ("Crowns and bridges", "PDL-105", "Bridge pontic, zirconia (per unit)", 6, "74.00", "87.00"),
    ("Crowns and bridges", "PDL-106", "Cast post and core", 4, "38.00", "45.00"),
    ("Dentures", "PDL-201", "Full acrylic denture (per arch)", 8, "165.00", "194.00"),
    ("Dentures", "PDL-202", "Cobalt-chrome partial denture framework", 10, "185.00", "218.00"),
    ("Dentures", "PDL-203", "Denture reline", 2, "48.00", "57.00"),
    ("Dentures", "PDL-204", "Denture repair, simple", 1, "32.00", "38.00"),
    ("Orthodontic and appliances", "PDL-301", "Essix retainer (per arch)", 3, "34.00", "40.00"),
    ("Orthodontic and appliances", "PDL-302", "Hawley retainer", 5, "58.00", "68.00"),
    ("Orthodontic and appliances", "PDL-303", "Night guard, hard acrylic", 4, "62.00", "73.00"),
    ("Orthodontic and appliances", "PDL-304", "Sports mouthguard", 4, "39.00", "46.00"),
    ("Implant work", "PDL-401", "Screw-retained zirconia crown on implant", 8, "210.00", "247.00"),
    ("Implant work", "PDL-402", "Custom titanium abutment", 7, "175.00", "206.00"),
    ("Implant work", "PDL-403", "Surgical guide", 5, "120.00", "141.00"),
]
PD_REBATE = [("1–24 units", (1, 24), "0"), ("25–59 units", (25, 59), "4"), ("60–119 units", (60, 119), "7"),
             ("120 units and over", (120, None), "10")]
PD_EXPRESS_PCT = D("30")
PD_MIN_GBP, PD_MIN_EUR = D("25.00"), D("29.00")


def doc_portaferry():
    d = Doc(PD_FILE, "price_list", "en", "Portaferry Dental Laboratory",
            "Laboratory price list 2025 \u2013 sterling and euro",
            "Portaferry Dental Laboratory \u00b7 prices per unit, VAT exempt (dental prosthetics)")
    d.add(Para("Practices in Northern Ireland are invoiced in sterling, practices in the Republic in euro. A unit is "
               "one tooth, one arch or one appliance as stated. Turnaround is counted in working days from receipt "
               "of the impression or scan."))
    body, keys, sec = [], [], None
    for s, code, item, days, gbp, eur in PD_ITEMS:
        if s != sec:
            body.append(Section(s))
            keys.append(None)
            sec = s
        body.append([code, item, str(days), gbp, eur])
        keys.append(code)
    d.add(Table("t1", "Table 1 \u2013 Prices per unit", [58, 222, 70, 70, 70],
                [[C("Code", rowspan=2), C("Item", rowspan=2), C("Working days", rowspan=2, align="c"),
                  C("Price per unit", span=2)], ["GBP (£)", "EUR (€)"]],
                body, keys, style="grid", align=["l", "l", "c", "r", "r"]))
    d.add(Table("t2", "Table 2 \u2013 Monthly volume rebate", [160, 110],
                [["Units invoiced in the calendar month", "Rebate on the month's invoice (%)"]],
                [[a, c] for a, _, c in PD_REBATE], [a for a, _, _ in PD_REBATE], style="booktabs",
                align=["l", "r"]))
    d.add(Para(f"Express service (turnaround halved, rounded up): +{fen(PD_EXPRESS_PCT, 0)} % on the unit price. "
               f"Minimum charge per case: £{fen(PD_MIN_GBP)} / €{fen(PD_MIN_EUR)}. The rebate applies to all "
               "units of the month, express surcharges included.", size=7.8))
    return d


# ================================================================================ 5. Tideswell linen (en, pence)
TL_FILE = "tideswell_linen_services_rate_card_2025.pdf"
TL_HEAD1 = "Launder only, customer-owned linen (pence per item)"
TL_HEAD2 = "Hire and launder (pence per item)"
TL_COLS = ["Standard (72 h)", "Express (24 h)"]
TL_ITEMS = [  # section, item, standard, express, hire (None = not offered)
    ("Bed linen", "Single sheet", 38, 52, 61),
    ("Bed linen", "Double sheet", 46, 63, 74),
    ("Bed linen", "King-size sheet", 54, 74, 86),
    ("Bed linen", "Pillowcase", 17, 24, 29),
    ("Bed linen", "Duvet cover, double", 72, 98, 115),
    ("Towels", "Hand towel", 19, 26, 31),
    ("Towels", "Bath towel", 34, 47, 55),
    ("Towels", "Bath sheet", 45, 62, 72),
    ("Towels", "Bath mat", 27, 37, 44),
    ("Table linen", "Napkin", 12, 17, 21),
    ("Table linen", "Tablecloth, up to 140 cm", 58, 79, 93),
    ("Table linen", "Tablecloth, over 140 cm", 84, 115, 135),
    ("Kitchen and workwear", "Chef jacket", 95, 130, 152),
    ("Kitchen and workwear", "Chef trousers", 88, 121, None),
    ("Kitchen and workwear", "Apron", 28, 38, 45),
    ("Kitchen and workwear", "Tea towel", 15, 21, 25),
]
TL_COLLECTION = D("9.50")
TL_MIN_ITEMS = D("40.00")
TL_SAMEDAY_X = D("1.5")
TL_REWASH = "no charge"


def doc_tideswell():
    d = Doc(TL_FILE, "price_list", "en", "Tideswell Linen Services",
            "Commercial laundry rate card \u2013 from 1 April 2025",
            "Tideswell Linen Services \u00b7 all rates exclude VAT")
    body, keys, sec = [], [], None
    for s, item, st, ex, hire in TL_ITEMS:
        if s != sec:
            body.append(Section(s))
            keys.append(None)
            sec = s
        body.append([item, str(st), str(ex), DASH if hire is None else str(hire)])
        keys.append(item)
    d.add(Table("t1", "Rates per item", [170, 100, 100, 110],
                [[C("Item", rowspan=2), C(TL_HEAD1, span=2), C(TL_HEAD2, rowspan=2, align="c")], TL_COLS],
                body, keys, style="borderless", align=["l", "r", "r", "r"]))
    d.add(Para(f"{DASH} = not available on hire.", size=7.8))
    ch = [["Collection and delivery, per visit", f"£{fen(TL_COLLECTION)}"],
          ["Minimum item charge per visit\u00b9", f"£{fen(TL_MIN_ITEMS)}"],
          ["Same-day turnaround\u00b2", f"Express rate × {TL_SAMEDAY_X}"],
          ["Rewash of items returned as unsatisfactory", TL_REWASH]]
    d.add(Table("t2", "Charges per visit", [250, 130], [["Charge", "Rate"]], ch, [r[0].rstrip("\u00b9\u00b2") for r in ch],
                style="zebra", align=["l", "r"]))
    d.add(Para(f"\u00b9 If the items of one visit come to less than £{fen(TL_MIN_ITEMS)}, they are charged at "
               f"£{fen(TL_MIN_ITEMS)}; the collection and delivery charge is added on top.", size=7.8),
          Para("\u00b2 Launder only; items collected by 09:00 and returned by 18:00 the same day.", size=7.8))
    return d


# ================================================================================ 6. Yarcombe boiler plans (support)
YH_FILE = "yarcombe_heating_boiler_care_plans_2025.pdf"
YH_PLANS = ["Service Only", "Boiler Cover", "Heating Cover", "Total Home"]
YH_PRICE_SEC = "Monthly price (£) by boiler type"
YH_PRICES = [  # boiler type, monthly £ per plan (None = not offered)
    ("Gas combi", ["9.50", "16.75", "21.50", "29.00"]),
    ("Gas system or regular", ["10.25", "18.25", "23.50", "31.50"]),
    ("Oil", ["13.50", "22.00", "27.75", None]),
    ("LPG", ["12.00", "20.50", "26.00", "34.50"]),
]
YH_COVER_SEC = "What is covered"
YH_COVER = [
    ("Annual boiler service", [1, 1, 1, 1]),
    ("Boiler repairs, parts and labour", [0, 1, 1, 1]),
    ("Central heating repairs (radiators, pump, valves)", [0, 0, 1, 1]),
    ("Heating controls and thermostats", [0, 0, 1, 1]),
    ("Boiler replacement if beyond repair\u00b9", [0, 0, 1, 1]),
    ("Plumbing and drains", [0, 0, 0, 1]),
    ("Home electrics", [0, 0, 0, 1]),
]
YH_LIMIT_SEC = "Limits and response"
YH_LIMITS = [
    ("Excess per claim (£)", [None, "60", "60", "0"]),
    ("Repair cover limit a year (£)", [None, "1,000", "1,500", "Unlimited"]),
    ("Emergency response target (hours)", [None, "48", "24", "12"]),
]
YH_REPLACEMENT_CAP = D("2500.00")


def doc_yarcombe():
    d = Doc(YH_FILE, "support_plans", "en", "Yarcombe Heating",
            "Boiler and home heating care plans 2025",
            "Yarcombe Heating \u00b7 prices per month by Direct Debit, insurance premium tax included")
    d.add(Para("All plans run for 12 months and renew automatically. Prices depend on the fuel and type of the "
               "boiler covered; a plan covers one boiler at one address."))
    body, keys = [], []
    body.append(Section(YH_PRICE_SEC)); keys.append(None)
    for lab, vals in YH_PRICES:
        body.append([lab] + [DASH if v is None else v for v in vals]); keys.append(f"{YH_PRICE_SEC} > {lab}")
    body.append(Section(YH_COVER_SEC)); keys.append(None)
    for lab, vals in YH_COVER:
        body.append([lab] + [YES if v else NO for v in vals]); keys.append(f"{YH_COVER_SEC} > {lab.rstrip(chr(0xb9))}")
    body.append(Section(YH_LIMIT_SEC)); keys.append(None)
    for lab, vals in YH_LIMITS:
        body.append([lab] + [DASH if v is None else v for v in vals]); keys.append(f"{YH_LIMIT_SEC} > {lab}")
    d.add(Table("t1", "Plan comparison", [207, 68, 68, 68, 68],
                [["", *YH_PLANS]], body, keys, style="grid", align=["l", "c", "c", "c", "c"]))
    d.add(Para(f"{YES} included   {NO} not included   {DASH} not offered / not applicable", size=7.8),
          Para(f"\u00b9 Boiler less than 8 years old when cover starts; our contribution is capped at "
               f"£{fen(YH_REPLACEMENT_CAP)}. Total Home is not available for oil-fired boilers.", size=7.8))
    return d


# ================================================================================ 7. Ardgowan coffee service contracts (support)
AC_FILE = "ardgowan_coffee_systems_service_contracts_2025.pdf"
AC_FEE_HEAD = "Annual fee per machine (£)"
AC_BANDS = ["1–2 machines", "3–9 machines", "10 or more"]
AC_BOUNDS = [(1, 2), (3, 9), (10, None)]
AC_PLANS = [  # machine type, contract, fees by band, visits, response hours, parts
    ("Traditional espresso", "Essential", ["240.00", "220.00", "198.00"], 1, 24, "Labour only"),
    ("Traditional espresso", "Plus", ["395.00", "365.00", "329.00"], 2, 12, "Wear parts"),
    ("Traditional espresso", "Premier", ["560.00", "515.00", "465.00"], 2, 8, "All parts"),
    ("Bean-to-cup", "Essential", ["310.00", "285.00", "256.00"], 1, 24, "Labour only"),
    ("Bean-to-cup", "Plus", ["480.00", "445.00", "400.00"], 2, 12, "Wear parts"),
    ("Bean-to-cup", "Premier", ["690.00", "635.00", "572.00"], 4, 6, "All parts"),
]
AC_FILTER = D("38.00")


def doc_ardgowan():
    d = Doc(AC_FILE, "support_plans", "en", "Ardgowan Coffee Systems",
            "Service contracts for commercial coffee machines \u2013 2025",
            "Ardgowan Coffee Systems \u00b7 fees exclude VAT \u00b7 contracts run for 12 months")
    d.add(Para("The fee band is set by the number of machines of the same type on one contract. Response targets "
               "are counted in working hours (Monday to Friday, 08:00\u201318:00) from the logged call."))
    body, keys = [], []
    for i, (typ, plan, fees, visits, resp, parts) in enumerate(AC_PLANS):
        first = i == 0 or AC_PLANS[i - 1][0] != typ
        row = ([C(typ, rowspan=3)] if first else []) + [plan] + fees + [str(visits), str(resp), parts]
        body.append(row)
        keys.append(f"{typ} > {plan}")
    d.add(Table("t1", "Contract options and fees", [82, 56, 54, 54, 54, 50, 62, 64],
                [[C("Machine type", rowspan=2), C("Contract", rowspan=2), C(AC_FEE_HEAD, span=3),
                  C("Preventive visits a year", rowspan=2, align="c"),
                  C("Response target (working hours)", rowspan=2, align="c"), C("Parts", rowspan=2)],
                 AC_BANDS],
                body, keys, style="booktabs", align=["l", "l", "r", "r", "r", "c", "c", "l"], size=7.6, rule_above=(3,)))
    d.add(Para(f"Water-filter cartridges are not part of any contract and are charged at £{fen(AC_FILTER)} each, "
               "fitted at a preventive visit.", size=7.8))
    return d


# ================================================================================ 8. Stalbridge racking (spec)
SS_FILE = "stalbridge_pallet_racking_beam_and_frame_data.pdf"
SS_BEAMS = ["SR-1800", "SR-2250", "SR-2700", "SR-3300", "SR-3900"]
SS_SPECS = [  # label, unit, values
    ("Clear beam length", "mm", ["1,800", "2,250", "2,700", "3,300", "3,900"]),
    ("Beam section (height × width)", "mm", ["100 × 50", "110 × 50", "120 × 50", "140 × 50", "160 × 50"]),
    ("Max. load per beam pair\u00b9", "kg", ["2,600", "2,400", "2,200", "2,000", "1,800"]),
    ("Pallets per level (1,200 × 1,000 mm)", "pcs", ["2", "2", "3", "3", "4"]),
    ("Weight per beam", "kg", ["10.4", "13.6", "17.9", "23.5", "30.2"]),
    ("Price per beam pair", "£", ["46.80", "54.20", "63.90", "79.50", "97.40"]),
]
SS_FRAMES = [  # code, height mm, depth mm, max bay load kg, weight kg, price £
    ("SF-2400-900", "2,400", "900", "9,800", "31.5", "68.00"),
    ("SF-3000-900", "3,000", "900", "9,200", "38.9", "79.00"),
    ("SF-3600-1100", "3,600", "1,100", "8,700", "47.2", "92.50"),
    ("SF-4200-1100", "4,200", "1,100", "8,100", "54.6", "106.00"),
    ("SF-4800-1100", "4,800", "1,100", "7,600", "61.8", "119.50"),
]


def doc_stalbridge():
    d = Doc(SS_FILE, "spec_sheet", "en", "Stalbridge Storage Systems",
            "SR80 adjustable pallet racking \u2013 beam and frame data",
            "Stalbridge Storage Systems \u00b7 prices in GBP excl. VAT and installation")
    body = [[lab, unit] + vals for lab, unit, vals in SS_SPECS]
    d.add(Table("t1", "Table 1 \u2013 Box-section beams", [150, 34, 62, 62, 62, 62, 62],
                [["Beam", "Unit", *SS_BEAMS]], body, [s[0].rstrip("\u00b9") for s in SS_SPECS],
                style="zebra", align=["l", "c", "r", "r", "r", "r", "r"]))
    d.add(Para("\u00b9 Uniformly distributed load spread evenly over both beams of one level; deflection not "
               "more than length/200. Beams are supplied in pairs with safety locks.", size=7.8))
    d.add(Table("t2", "Table 2 \u2013 Upright frames", [90, 70, 70, 100, 70, 80],
                [["Frame", "Height (mm)", "Depth (mm)", "Max. bay load (kg)", "Weight (kg)", "Price (£)"]],
                [list(r) for r in SS_FRAMES], [r[0] for r in SS_FRAMES], style="grid"))
    d.add(Para("A single bay needs two frames and one beam pair for each beam level; adjoining bays share a "
               "frame.", size=7.8))
    return d


# ================================================================================ 9. Cottisford hand dryers (spec)
CH_FILE = "cottisford_hand_dryers_technical_data_2025.pdf"
CH_MODELS = ["Aero S", "Aero Jet", "Aero Jet Pro", "Aero Eco", "Aero Blade"]
CH_SPECS = [  # label (unit inside), values
    ("Rated power (W)", ["1,800", "1,400", "1,650", "550", "1,200"]),
    ("Heater power (W)", ["1,500", "800", "1,000", DASH, "600"]),
    ("Dry time\u00b9 (s)", ["25", "12", "10", "15", "11"]),
    ("Air speed (m/s)", ["22", "95", "110", "80", "100"]),
    ("Sound level at 2 m (dB(A))", ["68", "79", "81", "72", "77"]),
    ("Dimensions W × H × D (mm)", ["270 × 250 × 205", "300 × 660 × 230", "310 × 680 × 240",
                                   "240 × 410 × 120", "620 × 310 × 180"]),
    ("Weight (kg)", ["3.9", "7.6", "9.2", "3.1", "8.4"]),
    ("List price (£, excl. VAT)", ["139.00", "329.00", "449.00", "189.00", "395.00"]),
]


def doc_cottisford():
    d = Doc(CH_FILE, "spec_sheet", "en", "Cottisford Hygiene",
            "Aero hand dryer range \u2013 technical data",
            "Cottisford Hygiene \u00b7 data subject to change without notice")
    body = [[lab] + vals for lab, vals in CH_SPECS]
    d.add(Table("t1", "Technical data", [130, 72, 72, 72, 72, 72],
                [["Model", *CH_MODELS]], body, [s[0].replace("\u00b9", "") for s in CH_SPECS],
                style="borderless", align=["l", "r", "r", "r", "r", "r"], size=7.8))
    d.add(Para(f"\u00b9 Time to dry hands to 97 % residual moisture removed (NSF P335 method). {DASH} = no heater.",
               size=7.8))
    return d


# ================================================================================ 10. Pendarves tea catalogue (2 pages)
PT_FILE = "pendarves_tea_importers_catalogue_2025_26.pdf"
PT_HEAD = "Price (£, excl. VAT)"
PT_PACKS = ["250 g pouch", "1 kg bag", "5 kg sack"]
PT_ITEMS = [  # section, code, tea, origin, prices (250 g, 1 kg, 5 kg)
    ("Assam", "PT-101", "Assam Halmari TGFOP", "India", "6.20", "21.40", "98.50"),
    ("Assam", "PT-102", "Assam Mokalbari Clonal", "India", "6.80", "23.60", "109.00"),
    ("Assam", "PT-103", "Assam Harmutty BOP", "India", "4.40", "14.80", "67.00"),
    ("Assam", "PT-104", "Assam Gold Tips", "India", "9.60", "34.50", "162.00"),
    ("Assam", "PT-105", "Assam CTC BP", "India", "3.10", "9.90", "44.00"),
    ("Assam", "PT-106", "Assam Breakfast blend", "India", "3.90", "12.80", "58.50"),
    ("Darjeeling", "PT-201", "Darjeeling Castleton FTGFOP1", "India", "12.40", "45.00", "214.00"),
    ("Darjeeling", "PT-202", "Darjeeling Margaret's Hope", "India", "11.20", "40.50", "192.00"),
    ("Darjeeling", "PT-203", "Darjeeling Giddapahar", "India", "10.60", "38.20", "181.00"),
    ("Darjeeling", "PT-204", "Darjeeling Namring Upper", "India", "8.90", "31.60", "149.00"),
    ("Darjeeling", "PT-205", "Darjeeling Second Flush blend", "India", "7.40", "25.80", "121.00"),
    ("Ceylon and other black teas", "PT-301", "Ceylon Dimbula BOP", "Sri Lanka", "4.60", "15.40", "70.50"),
    ("Ceylon and other black teas", "PT-302", "Ceylon Uva Highlands", "Sri Lanka", "5.30", "18.20", "84.00"),
    ("Ceylon and other black teas", "PT-303", "Ceylon Nuwara Eliya", "Sri Lanka", "6.90", "24.10", "112.00"),
    ("Ceylon and other black teas", "PT-304", "Kenya Milima GFOP", "Kenya", "4.20", "13.90", "63.50"),
    ("Ceylon and other black teas", "PT-305", "Kenya Marinyn CTC", "Kenya", "3.30", "10.60", "47.50"),
    ("Ceylon and other black teas", "PT-306", "Nilgiri Glendale", "India", "5.10", "17.30", "79.00"),
    ("Ceylon and other black teas", "PT-307", "Rwanda Rukeri OP", "Rwanda", "5.60", "19.40", "89.50"),
    ("Ceylon and other black teas", "PT-308", "Keemun Mao Feng", "China", "7.80", "27.40", "128.00"),
    ("Ceylon and other black teas", "PT-309", "Yunnan Dian Hong", "China", "7.20", "25.20", "118.00"),
    ("Ceylon and other black teas", "PT-310", "Lapsang Souchong", "China", "5.90", "20.60", "95.00"),
    ("Green teas", "PT-401", "Sencha Kagoshima", "Japan", "8.40", "29.80", "139.00"),
    ("Green teas", "PT-402", "Gyokuro Yame", "Japan", "16.50", "61.00", "292.00"),
    ("Green teas", "PT-403", "Genmaicha", "Japan", "5.20", "17.90", "82.50"),
    ("Green teas", "PT-404", "Matcha Uji, culinary grade", "Japan", "14.80", "54.00", "258.00"),
    ("Green teas", "PT-405", "Long Jing (Dragon Well)", "China", "11.60", "42.00", "199.00"),
    ("Green teas", "PT-406", "Gunpowder Temple of Heaven", "China", "3.60", "11.80", "53.50"),
    ("Green teas", "PT-407", "Chun Mee", "China", "3.80", "12.40", "56.00"),
    ("Green teas", "PT-408", "Kenya Green Kangaita", "Kenya", "5.80", "20.10", "93.00"),
    ("Oolong teas", "PT-501", "Tie Guan Yin", "China", "9.80", "35.20", "166.00"),
    ("Oolong teas", "PT-502", "Da Hong Pao", "China", "13.40", "48.60", "231.00"),
    ("Oolong teas", "PT-503", "Formosa Oriental Beauty", "Taiwan", "14.20", "51.80", "246.00"),
    ("Oolong teas", "PT-504", "Milk Oolong Jin Xuan", "Taiwan", "8.60", "30.40", "143.00"),
    ("Oolong teas", "PT-505", "Dong Ding", "Taiwan", "10.90", "39.10", "185.00"),
    ("White teas", "PT-601", "Silver Needle (Bai Hao Yin Zhen)", "China", "17.80", "66.00", "315.00"),
    ("White teas", "PT-602", "White Peony (Bai Mu Dan)", "China", "8.20", "28.90", "136.00"),
    ("White teas", "PT-603", "Shou Mei", "China", "5.40", "18.60", "86.00"),
    ("White teas", "PT-604", "Darjeeling White", "India", "13.10", "47.50", "226.00"),
    ("Herbal infusions", "PT-701", "Rooibos, organic", "South Africa", "3.40", "10.90", "49.00"),
    ("Herbal infusions", "PT-702", "Honeybush", "South Africa", "4.10", "13.60", "62.00"),
    ("Herbal infusions", "PT-703", "Peppermint leaf", "Egypt", "3.20", "10.20", "45.50"),
    ("Herbal infusions", "PT-704", "Chamomile flowers", "Egypt", "4.60", "15.60", "71.00"),
    ("Herbal infusions", "PT-705", "Lemongrass cut", "Egypt", "2.90", "8.80", "39.00"),
    ("Herbal infusions", "PT-706", "Hibiscus petals", "Egypt", "3.00", "9.40", "41.50"),
    ("Herbal infusions", "PT-707", "Lemon verbena", "Morocco", "5.00", "17.00", "78.50"),
    ("Herbal infusions", "PT-708", "Nettle leaf", "Poland", "2.80", "8.40", "37.00"),
]
PT_MIN_KG = 3
PT_BREAK_AT = None   # the table runs on to page 2 where the page fills (header not repeated)


def doc_pendarves():
    d = Doc(PT_FILE, "catalogue", "en", "Pendarves Tea Importers",
            "Wholesale loose-leaf catalogue 2025/26",
            "Pendarves Tea Importers \u00b7 Falmouth \u00b7 prices in GBP excluding VAT, delivered mainland UK")
    d.add(Para(f"Loose-leaf teas and infusions packed in foil pouches, bags and sacks. Minimum order {PT_MIN_KG} kg in "
               "total, any mix of teas and pack sizes. Prices are per pack."))
    body, keys, sec, breaks = [], [], None, set()
    for s, code, tea, origin, a, b, c in PT_ITEMS:
        if s != sec:
            body.append(Section(s)); keys.append(None); sec = s
        if code == PT_BREAK_AT:
            breaks.add(len(body))
        body.append([code, tea, origin, a, b, c]); keys.append(code)
    d.add(Table("t1", "Tea list", [52, 180, 72, 62, 62, 62],
                [[C("Code", rowspan=2), C("Tea", rowspan=2), C("Origin", rowspan=2), C(PT_HEAD, span=3)], PT_PACKS],
                body, keys, style="booktabs", align=["l", "l", "l", "r", "r", "r"], size=8.2,
                repeat_header=False, breaks=breaks))
    d.add(Para("Teas marked organic carry certification GB-ORG-05. Harvest years are shown on the pack.", size=7.8))
    return d


# ================================================================================ 11. Ludgvan cleaning quarterly accounts
LC_FILE = "ludgvan_cleaning_services_quarterly_accounts_fy2025.pdf"
LC_QCOLS = ["Q1", "Q2", "Q3", "Q4", "Full year"]
LC_H1 = "Year to 31 March 2025"
LC_H2 = "Year to 31 March 2024"
LC_REVENUE = [  # label, Q1..Q4, prior full year (GBP thousands)
    ("Contract cleaning", [1412, 1438, 1465, 1490], 5402),
    ("Window and specialist cleaning", [286, 312, 241, 198], 1006),
    ("Washroom services", [174, 178, 181, 186], 662),
]
LC_COS = [
    ("Direct labour", [-1108, -1131, -1143, -1150], -4268),
    ("Cleaning materials and consumables", [-96, -99, -101, -98], -371),
]
LC_OVERHEADS = [
    ("Administrative staff", [-212, -215, -218, -224], -826),
    ("Vehicles and travel", [-58, -61, -64, -60], -221),
    ("Premises", [-37, -37, -38, -38], -142),
    ("Depreciation", [-24, -25, -25, -27], -88),
]
LC_FINANCE = ("Finance costs", [-9, -9, -8, -8], -41)
LC_KPIS = [  # label, Q1..Q4, prior year (at 31 March 2024)
    ("Contracts at quarter end", [318, 326, 331, 337], 305),
    ("Cleaning operatives (headcount)", [472, 480, 478, 491], 455),
]


def lc_lines():
    """Every line of the statement: (label, [Q1..Q4, FY, PY], kind) with totals computed."""
    def full(vals, py):
        return list(vals) + [sum(vals), py]

    def add(*rows):
        return [sum(r[i] for r in rows) for i in range(6)]
    out = []
    rev = [full(v, py) for _, v, py in LC_REVENUE]
    for (lab, v, py), f in zip(LC_REVENUE, rev):
        out.append((lab, f, "item"))
    total_rev = add(*rev)
    out.append(("Total revenue", total_rev, "total"))
    cos = [full(v, py) for _, v, py in LC_COS]
    for (lab, v, py), f in zip(LC_COS, cos):
        out.append((lab, f, "item"))
    gp = add(total_rev, *cos)
    out.append(("Gross profit", gp, "total"))
    ov = [full(v, py) for _, v, py in LC_OVERHEADS]
    for (lab, v, py), f in zip(LC_OVERHEADS, ov):
        out.append((lab, f, "item"))
    op = add(gp, *ov)
    out.append(("Operating profit", op, "total"))
    fin = full(LC_FINANCE[1], LC_FINANCE[2])
    out.append((LC_FINANCE[0], fin, "item"))
    out.append(("Profit before tax", add(op, fin), "total"))
    return out


def lc_value(label, col):
    i = (LC_QCOLS + ["PY"]).index(col)
    for lab, vals, _ in lc_lines():
        if lab == label:
            return vals[i]
    raise KeyError(label)


LC_SECTIONS = {"Contract cleaning": "Revenue", "Direct labour": "Cost of sales", "Administrative staff": "Overheads"}


def doc_ludgvan():
    d = Doc(LC_FILE, "financial", "en", "Ludgvan Cleaning Services Ltd",
            "Quarterly management accounts \u2013 year to 31 March 2025",
            "Ludgvan Cleaning Services Ltd \u00b7 unaudited management accounts")
    d.add(Para("Quarters follow the financial year: Q1 April\u2013June 2024, Q2 July\u2013September, Q3 "
               "October\u2013December, Q4 January\u2013March 2025. Costs are shown in brackets."))
    body, keys, bold, rules = [], [], [], []
    for lab, vals, kind in lc_lines():
        if lab in LC_SECTIONS:
            body.append(Section(LC_SECTIONS[lab])); keys.append(None)
        if kind == "total":
            bold.append(len(body)); rules.append(len(body))
        body.append([lab] + [facc(v) for v in vals]); keys.append(lab)
    d.add(Table("t1", "Income statement (£ thousands)", [150, 50, 50, 50, 50, 62, 83],
                [[C("£'000", rowspan=2, align="l"), C(LC_H1, span=5), C(LC_H2, align="c")],
                 [*LC_QCOLS, "Full year"]],
                body, keys, style="grid", size=7.8, bold_rows=bold))
    d.add(Para("Figures in the income statement are in thousands of pounds (£'000).", size=7.8))
    kb = [[lab] + [str(v) for v in vals] + [str(py)] for lab, vals, py in LC_KPIS]
    d.add(Table("t2", "Operating data (numbers, not in thousands)", [150, 50, 50, 50, 50, 83],
                [["", "Q1", "Q2", "Q3", "Q4", "31 March 2024"]], kb, [r[0] for r in LC_KPIS], style="zebra",
                size=7.8))
    return d


# ================================================================================ 12. Crantock scaffolding accounts (whole £)
CS_FILE = "crantock_scaffolding_accounts_year_ended_30_september_2025.pdf"
CS_PL = {  # inputs, whole pounds (2025, 2024)
    "Turnover": (2846310, 2512774),
    "Cost of sales": (-1934502, -1748091),
    "Administrative expenses": (-611245, -566380),
    "Other operating income": (18400, 0),
    "Interest payable and similar charges": (-42118, -38906),
    "Tax on profit": (-69812, -39650),
}
CS_BS = {
    "Tangible assets": (1184560, 1096225),
    "Stocks": (64300, 58900),
    "Debtors": (512880, 468115),
    "Cash at bank and in hand": (143207, 97664),
    "Creditors: amounts falling due within one year": (-488904, -452337),
    "Creditors: amounts falling due after more than one year": (-306500, -344000),
    "Provisions for liabilities": (-92140, -83600),
    "Called up share capital": (100, 100),
}


def cs_pl():
    p = CS_PL
    out = []
    g = tuple(p["Turnover"][i] + p["Cost of sales"][i] for i in range(2))
    op = tuple(g[i] + p["Administrative expenses"][i] + p["Other operating income"][i] for i in range(2))
    pbt = tuple(op[i] + p["Interest payable and similar charges"][i] for i in range(2))
    pat = tuple(pbt[i] + p["Tax on profit"][i] for i in range(2))
    out += [("Turnover", p["Turnover"], 0), ("Cost of sales", p["Cost of sales"], 0), ("Gross profit", g, 1),
            ("Administrative expenses", p["Administrative expenses"], 0),
            ("Other operating income", p["Other operating income"], 0), ("Operating profit", op, 1),
            ("Interest payable and similar charges", p["Interest payable and similar charges"], 0),
            ("Profit before taxation", pbt, 1), ("Tax on profit", p["Tax on profit"], 0),
            ("Profit for the financial year", pat, 1)]
    return out


def cs_bs():
    b = CS_BS
    ca = tuple(b["Stocks"][i] + b["Debtors"][i] + b["Cash at bank and in hand"][i] for i in range(2))
    nca = tuple(ca[i] + b["Creditors: amounts falling due within one year"][i] for i in range(2))
    talcl = tuple(b["Tangible assets"][i] + nca[i] for i in range(2))
    na = tuple(talcl[i] + b["Creditors: amounts falling due after more than one year"][i]
               + b["Provisions for liabilities"][i] for i in range(2))
    pl = tuple(na[i] - b["Called up share capital"][i] for i in range(2))
    return [("Fixed assets", None, 2), ("Tangible assets", b["Tangible assets"], 0),
            ("Current assets", None, 2), ("Stocks", b["Stocks"], 0), ("Debtors", b["Debtors"], 0),
            ("Cash at bank and in hand", b["Cash at bank and in hand"], 0), ("Total current assets", ca, 1),
            ("Creditors: amounts falling due within one year", b["Creditors: amounts falling due within one year"], 0),
            ("Net current assets", nca, 1), ("Total assets less current liabilities", talcl, 1),
            ("Creditors: amounts falling due after more than one year",
             b["Creditors: amounts falling due after more than one year"], 0),
            ("Provisions for liabilities", b["Provisions for liabilities"], 0), ("Net assets", na, 1),
            ("Capital and reserves", None, 2), ("Called up share capital", b["Called up share capital"], 0),
            ("Profit and loss account", pl, 0), ("Shareholders' funds", na, 1)]


def cs_value(label, year):
    i = 0 if year == 2025 else 1
    for lab, v, k in cs_pl() + cs_bs():
        if lab == label and v is not None:
            return v[i]
    raise KeyError(label)


def doc_crantock():
    d = Doc(CS_FILE, "financial", "en", "Crantock Scaffolding Ltd",
            "Financial statements for the year ended 30 September 2025",
            "Crantock Scaffolding Ltd \u00b7 company registered in England and Wales")
    d.add(Para("Prepared under FRS 102 Section 1A (small entities). Amounts are in pounds sterling; figures in "
               "brackets are deductions."))

    def table(tid, cap, rows, first_label):
        body, keys, bold, rules = [], [], [], []
        for lab, v, k in rows:
            if k == 2:
                body.append(Section(lab)); keys.append(None); continue
            if k == 1:
                bold.append(len(body)); rules.append(len(body))
            body.append([lab, facc(v[0]), facc(v[1])]); keys.append(lab)
        return Table(tid, cap, [260, 90, 90], [["", "2025", "2024"], [first_label, "£", "£"]], body, keys,
                     style="borderless", bold_rows=bold, rule_above=rules)
    d.add(table("t1", "Profit and loss account for the year ended 30 September 2025", cs_pl(), ""))
    d.add(table("t2", "Balance sheet at 30 September 2025", cs_bs(), ""))
    d.add(Para(f"{NDASH} denotes nil. The company had an average of 38 employees during the year (2024: 35).",
               size=7.8))
    return d


# ================================================================================ all
BUILDERS = [doc_fressingfield, doc_sijbekarspel, doc_kilmacanogue, doc_portaferry, doc_tideswell, doc_yarcombe,
            doc_ardgowan, doc_stalbridge, doc_cottisford, doc_pendarves, doc_ludgvan, doc_crantock]
COMPANIES = ["Fressingfield", "Sijbekarspel", "Kilmacanogue", "Portaferry", "Tideswell", "Yarcombe", "Ardgowan",
             "Stalbridge", "Cottisford", "Pendarves", "Ludgvan", "Crantock"]


def layout(outdir=None):
    """Build every Doc; render it into outdir (or a scratch dir) so row pages are known."""
    import tempfile
    out = Path(outdir) if outdir else Path(tempfile.mkdtemp(prefix="bo14_"))
    out.mkdir(parents=True, exist_ok=True)
    docs = {}
    for b in BUILDERS:
        d = b()
        d.render(out / d.file)
        docs[d.file] = d
    return docs


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    ds = layout(sys.argv[1])
    for f, d in ds.items():
        print(f"{f}: {d.pages} page(s)")
