"""business-other15: twelve generated business PDFs from twelve fictional companies.

    /work/main/.venv/bin/python bench/business-other15/make_docs.py OUTDIR

Deterministic: reportlab rl_config.invariant = 1, no randomness, no clock. Text is set in DejaVu Sans / Serif /
Sans Condensed (/usr/share/fonts/truetype/dejavu), which have the check and cross marks of the plan matrix.

Every printed figure lives in a plain structure in this file; make_questions.py imports it and computes the golds
from it. Derived figures (per-piece prices are never printed; VAT-inclusive catalogue prices, bend radii from the
outer diameter, the accounts' totals and subtotals) come from functions below, so what is printed adds up.
Tables are drawn on the canvas by a small layout engine (`Grid`); the page every body row lands on is recorded in
`Grid.row_pages`, so that questions cite the right page.
"""
from __future__ import annotations

import sys
from decimal import ROUND_CEILING, ROUND_HALF_UP, Decimal
from pathlib import Path

from reportlab import rl_config

rl_config.invariant = 1

from reportlab.lib.colors import Color, black, white  # noqa: E402
from reportlab.lib.pagesizes import A4  # noqa: E402
from reportlab.pdfbase import pdfmetrics  # noqa: E402
from reportlab.pdfbase.ttfonts import TTFont  # noqa: E402
from reportlab.pdfgen import canvas as rl_canvas  # noqa: E402

FONT_DIR = "/usr/share/fonts/truetype/dejavu/"
FONTS = {  # family -> (regular, bold, italic) file names
    "sans": ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSans-Oblique.ttf"),
    "serif": ("DejaVuSerif.ttf", "DejaVuSerif-Bold.ttf", "DejaVuSerif-Italic.ttf"),
    "cond": ("DejaVuSansCondensed.ttf", "DejaVuSansCondensed-Bold.ttf", "DejaVuSansCondensed-Oblique.ttf"),
}
for fam, files in FONTS.items():
    for style, fn in zip(("R", "B", "I"), files):
        pdfmetrics.registerFont(TTFont(f"{fam}-{style}", FONT_DIR + fn))

TICK, CROSS = "\u2713", "\u2717"     # included / not included
DASH = "\u2014"                      # not offered
NDASH = "\u2013"                     # nil in the accounts; ranges
TIMES = "\u00d7"
SUP1, SUP2, SUP3 = "\u00b9", "\u00b2", "\u00b3"

PAGE_W, PAGE_H = A4
LM, RM, TM, BM = 48, 48, 54, 62
GREY = Color(0.84, 0.84, 0.84)
PALE = Color(0.94, 0.94, 0.94)
DARK = Color(0.25, 0.32, 0.38)


# ===================================================================================== numbers
def D(x) -> Decimal:
    return x if isinstance(x, Decimal) else Decimal(str(x))


def rnd(x, dp: int = 2) -> Decimal:
    return D(x).quantize(Decimal(1).scaleb(-dp), rounding=ROUND_HALF_UP)


def en(x, dp: int = 2) -> str:
    """English number: 1,234.50"""
    return f"{rnd(x, dp):,.{dp}f}"


def de(x, dp: int = 2) -> str:
    """German number: 1.234,50"""
    return en(x, dp).replace(",", "#").replace(".", ",").replace("#", ".")


def acc(x) -> str:
    """Accounts: 1,234 / (1,234) / – for nil."""
    x = D(x)
    if x == 0:
        return NDASH
    return f"({en(-x, 0)})" if x < 0 else en(x, 0)


def tier_of(bounds, n):
    """Index of the tier (lo, hi) holding n; hi None = open-ended."""
    for i, (lo, hi) in enumerate(bounds):
        if n >= lo and (hi is None or n <= hi):
            return i
    return None


# ===================================================================================== layout engine
class Cell:
    def __init__(self, text="", span=1, rowspan=1, align=None, bold=False):
        self.text, self.span, self.rowspan, self.align, self.bold = str(text), span, rowspan, align, bold


class Sec:
    """A section row spanning the table."""

    def __init__(self, text):
        self.text = text


class Grid:
    """A table: header rows of Cell (span / rowspan); body rows of cells or Sec; one key per body row."""

    def __init__(self, tid, caption, widths, header, body, keys, style="grid", align=None, size=8.0, pad=5.0,
                 repeat_header=True, cont_caption=None, bold_rows=(), rule_above=(), breaks=()):
        room = PAGE_W - LM - RM
        if sum(widths) > room:                      # squeeze to the text width
            widths = [w * room / sum(widths) for w in widths]
        self.tid, self.caption, self.widths, self.style, self.size, self.pad = tid, caption, widths, style, size, pad
        self.header = [[c if isinstance(c, Cell) else Cell(c) for c in row] for row in header]
        self.body = [r if isinstance(r, Sec) else [c if isinstance(c, Cell) else Cell(c) for c in r] for r in body]
        assert len(keys) == len(body), tid
        self.keys = list(keys)
        self.align = align or (["l"] + ["r"] * (len(widths) - 1))
        self.repeat_header, self.cont_caption = repeat_header, cont_caption
        self.bold_rows, self.rule_above, self.breaks = set(bold_rows), set(rule_above), set(breaks)
        self.row_pages = {}
        self.pages = set()

    def placed_header(self):
        taken, out = set(), []
        for r, row in enumerate(self.header):
            c = 0
            for cell in row:
                while (r, c) in taken:
                    c += 1
                out.append((r, c, cell))
                for rr in range(r, r + cell.rowspan):
                    for cc in range(c, c + cell.span):
                        taken.add((rr, cc))
                c += cell.span
        return out


class Text:
    def __init__(self, text, size=8.4, style="R", gap=4.0):
        self.text, self.size, self.style, self.gap = text, size, style, gap


class Gap:
    def __init__(self, h):
        self.h = h


class NewPage:
    pass


def lines_of(text, font, size, width):
    out = []
    for para in str(text).split("\n"):
        cur = ""
        for w in para.split(" "):
            t = f"{cur} {w}" if cur else w
            if not cur or pdfmetrics.stringWidth(t, font, size) <= width:
                cur = t
            else:
                out.append(cur)
                cur = w
        out.append(cur)
    return out


class Doc:
    def __init__(self, file, family, lang, company, title, footer, font="sans", band=False):
        self.file, self.family, self.lang, self.company, self.title, self.footer = \
            file, family, lang, company, title, footer
        self.font, self.band = font, band
        self.items, self.tables, self.pages = [], {}, 0

    def F(self, style):
        return f"{self.font}-{style}"

    def add(self, *items):
        for it in items:
            self.items.append(it)
            if isinstance(it, Grid):
                self.tables[it.tid] = it
        return self

    # ------------------------------------------------------------------ rendering
    def render(self, path):
        cv = rl_canvas.Canvas(str(path), pagesize=A4, invariant=1, pageCompression=1)
        cv.setTitle(self.title)
        cv.setAuthor(self.company)
        cv.setCreator("business-other15 make_docs.py")
        self.cv, self.page = cv, 0
        self.start_page(first=True)
        for it in self.items:
            if isinstance(it, Text):
                self.text(it)
            elif isinstance(it, Gap):
                self.y -= it.h
            elif isinstance(it, NewPage):
                self.start_page()
            elif isinstance(it, Grid):
                self.grid(it)
        self.end_page()
        cv.save()
        self.pages = self.page

    def start_page(self, first=False):
        if not first:
            self.end_page()
        self.page += 1
        cv = self.cv
        self.y = PAGE_H - TM
        if self.page == 1:
            if self.band:
                cv.setFillColor(DARK)
                cv.rect(0, PAGE_H - TM + 14, PAGE_W, TM - 14, stroke=0, fill=1)
                cv.setFillColor(white)
                cv.setFont(self.F("B"), 9)
                cv.drawString(LM, PAGE_H - TM + 26, self.company.upper())
                cv.setFillColor(black)
                self.y -= 6
            cv.setFont(self.F("B"), 14)
            cv.drawString(LM, self.y, self.company if not self.band else self.title)
            self.y -= 17
            if not self.band:
                cv.setFont(self.F("R"), 10.5)
                cv.drawString(LM, self.y, self.title)
                self.y -= 9
        else:
            cv.setFont(self.F("I"), 8.5)
            cv.drawString(LM, self.y, f"{self.company} \u2013 {self.title}")
            self.y -= 8
        cv.setLineWidth(0.7)
        cv.line(LM, self.y, PAGE_W - RM, self.y)
        self.y -= 14

    def end_page(self):
        cv = self.cv
        cv.setFont(self.F("R"), 6.8)
        cv.drawString(LM, BM - 26, self.footer)
        cv.drawRightString(PAGE_W - RM, BM - 26, f"Page {self.page}" if self.lang == "en" else f"Seite {self.page}")
        cv.showPage()

    def text(self, p):
        font = self.F(p.style)
        ls = lines_of(p.text, font, p.size, PAGE_W - LM - RM)
        lead = p.size * 1.32
        if self.y - lead * len(ls) < BM:
            self.start_page()
        self.cv.setFont(font, p.size)
        for ln in ls:
            self.y -= lead
            self.cv.drawString(LM, self.y + 2, ln)
        self.y -= p.gap

    def caption(self, text):
        self.y -= 13
        self.cv.setFont(self.F("B"), 9.2)
        self.cv.drawString(LM, self.y + 2, text)
        self.y -= 5

    def height(self, t, cells):
        lead = t.size * 1.24
        n = max((len(lines_of(txt, f, t.size, w - 6)) for txt, f, w in cells), default=1)
        return n * lead + t.pad

    def put(self, t, text, font, x0, x1, top, bot, align):
        lead = t.size * 1.24
        ls = lines_of(text, font, t.size, x1 - x0 - 6)
        y = top - (top - bot - len(ls) * lead) / 2 - t.size * 0.96
        cv = self.cv
        cv.setFont(font, t.size)
        for ln in ls:
            if align == "r":
                cv.drawRightString(x1 - 3, y, ln)
            elif align == "c":
                cv.drawCentredString((x0 + x1) / 2, y, ln)
            else:
                cv.drawString(x0 + 3, y, ln)
            y -= lead

    def xs(self, t):
        out = [LM]
        for w in t.widths:
            out.append(out[-1] + w)
        return out

    def draw_header(self, t):
        cv, xs = self.cv, self.xs(t)
        placed = t.placed_header()
        nrows = len(t.header)
        hts = [0.0] * nrows
        for r, c, cell in placed:
            if cell.rowspan == 1:
                hts[r] = max(hts[r], self.height(t, [(cell.text, self.F("B"), xs[c + cell.span] - xs[c])]))
        for r, c, cell in placed:          # a row-spanned cell that needs more room grows its last row
            if cell.rowspan > 1:
                need = self.height(t, [(cell.text, self.F("B"), xs[c + cell.span] - xs[c])])
                have = sum(hts[r:r + cell.rowspan])
                if need > have:
                    hts[r + cell.rowspan - 1] += need - have
        tops = [self.y]
        for h in hts:
            tops.append(tops[-1] - h)
        if t.style == "zebra":
            cv.setFillColor(GREY)
            cv.rect(xs[0], tops[-1], xs[-1] - xs[0], tops[0] - tops[-1], stroke=0, fill=1)
            cv.setFillColor(black)
        if t.style in ("booktabs", "rules"):
            cv.setLineWidth(1.2 if t.style == "booktabs" else 0.8)
            cv.line(xs[0], tops[0], xs[-1], tops[0])
        for r, c, cell in placed:
            x0, x1, top, bot = xs[c], xs[c + cell.span], tops[r], tops[r + cell.rowspan]
            if t.style == "grid":
                cv.setLineWidth(0.5)
                cv.rect(x0, bot, x1 - x0, top - bot, stroke=1, fill=0)
            if t.style in ("booktabs", "rules") and cell.span > 1 and r + cell.rowspan < nrows:
                cv.setLineWidth(0.4)
                cv.line(x0 + 3, bot + 1, x1 - 3, bot + 1)
            al = cell.align or ("c" if cell.span > 1 else t.align[c])
            self.put(t, cell.text, self.F("B"), x0, x1, top, bot, al)
        if t.style in ("booktabs", "rules"):
            cv.setLineWidth(0.6)
            cv.line(xs[0], tops[-1], xs[-1], tops[-1])
        self.y = tops[-1]

    def close(self, t, xs):
        if t.style in ("booktabs", "rules"):
            self.cv.setLineWidth(1.2 if t.style == "booktabs" else 0.8)
            self.cv.line(xs[0], self.y, xs[-1], self.y)

    def grid(self, t):
        cv, xs = self.cv, self.xs(t)
        self.caption(t.caption)
        self.draw_header(t)
        hts = []
        for i, row in enumerate(t.body):
            if isinstance(row, Sec):
                hts.append(self.height(t, [(row.text, self.F("B"), xs[-1] - xs[0])]))
                continue
            cells, c = [], 0
            for cell in row:
                bold = cell.bold or i in t.bold_rows
                cells.append((cell.text, self.F("B" if bold else "R"), xs[c + cell.span] - xs[c]))
                c += cell.span
            hts.append(self.height(t, cells))
        stripe = 0
        for i, row in enumerate(t.body):
            h = hts[i]
            if self.y - h < BM or i in t.breaks:
                self.close(t, xs)
                self.start_page()
                if t.cont_caption:
                    self.caption(t.cont_caption)
                if t.repeat_header:
                    self.draw_header(t)
                elif t.style in ("booktabs", "rules"):
                    cv.setLineWidth(1.2)
                    cv.line(xs[0], self.y, xs[-1], self.y)
            top, bot = self.y, self.y - h
            if t.keys[i] is not None:
                t.row_pages[t.keys[i]] = self.page
            t.pages.add(self.page)
            if isinstance(row, Sec):
                cv.setFillColor(PALE if t.style != "zebra" else GREY)
                cv.rect(xs[0], bot, xs[-1] - xs[0], h, stroke=1 if t.style == "grid" else 0, fill=1)
                cv.setFillColor(black)
                self.put(t, row.text, self.F("B"), xs[0], xs[-1], top, bot, "l")
                stripe = 0
            else:
                if t.style == "zebra" and stripe % 2 == 1:
                    cv.setFillColor(PALE)
                    cv.rect(xs[0], bot, xs[-1] - xs[0], h, stroke=0, fill=1)
                    cv.setFillColor(black)
                stripe += 1
                if i in t.rule_above:
                    cv.setLineWidth(0.5)
                    cv.line(xs[1], top, xs[-1], top)
                c = 0
                for cell in row:
                    x0, x1 = xs[c], xs[c + cell.span]
                    if t.style == "grid":
                        cv.setLineWidth(0.5)
                        cv.rect(x0, bot, x1 - x0, h, stroke=1, fill=0)
                    bold = cell.bold or i in t.bold_rows
                    self.put(t, cell.text, self.F("B" if bold else "R"), x0, x1, top, bot, cell.align or t.align[c])
                    c += cell.span
            self.y = bot
        self.close(t, xs)
        self.y -= 5


def rows_with_sections(items, sec_of, row_of, key_of):
    """Body rows with a Sec row before each new section; keys None for the Sec rows."""
    body, keys, cur = [], [], None
    for it in items:
        s = sec_of(it)
        if s != cur:
            body.append(Sec(s))
            keys.append(None)
            cur = s
        body.append(row_of(it))
        keys.append(key_of(it))
    return body, keys


# ===================================================================================== 1. Ardfinnan (en, per piece)
AF_FILE = "ardfinnan_craft_bakery_wholesale_prices_2025.pdf"
AF_HEAD = "Price per piece (\u20ac) by pieces per product per delivery"
AF_TIERS = ["1\u201349", "50\u2013199", "200\u2013599", "600+"]
AF_BOUNDS = [(1, 49), (50, 199), (200, 599), (600, None)]
AF_ITEMS = [  # section, code, product, weight (g), EUR per piece by tier
    ("Breads", "AB-101", "Sourdough white loaf", 800, ("3.95", "3.70", "3.45", "3.20")),
    ("Breads", "AB-102", "Wholemeal sourdough loaf", 800, ("4.15", "3.90", "3.62", "3.38")),
    ("Breads", "AB-103", "Brown soda bread", 600, ("2.80", "2.62", "2.45", "2.28")),
    ("Breads", "AB-104", "Rye and caraway loaf", 750, ("4.40", "4.12", "3.85", "3.60")),
    ("Breads", "AB-105", "Baguette", 250, ("1.35", "1.24", "1.15", "1.06")),
    ("Rolls and buns", "AB-201", "Brioche burger bun", 80, ("0.62", "0.56", "0.51", "0.47")),
    ("Rolls and buns", "AB-202", "Sourdough dinner roll", 60, ("0.48", "0.44", "0.40", "0.37")),
    ("Rolls and buns", "AB-203", "Ciabatta roll", 110, ("0.78", "0.72", "0.66", "0.61")),
    ("Viennoiserie", "AB-301", "Butter croissant", 70, ("0.98", "0.91", "0.84", "0.78")),
    ("Viennoiserie", "AB-302", "Pain au chocolat", 75, ("1.12", "1.04", "0.96", "0.89")),
    ("Viennoiserie", "AB-303", "Cinnamon swirl", 95, ("1.28", "1.19", "1.10", "1.02")),
    ("Viennoiserie", "AB-304", "Almond croissant", 100, ("1.55", "1.44", "1.34", "1.24")),
]
AF_SMALL_ORDER = D("200.00")     # deliveries below this goods value carry the delivery charge
AF_DELIVERY = D("18.00")


def doc_ardfinnan():
    d = Doc(AF_FILE, "price_list", "en", "Ardfinnan Craft Bakery Ltd",
            "Wholesale price list for caf\u00e9s, hotels and delis \u2013 2025",
            "Ardfinnan Craft Bakery Ltd \u00b7 Co. Tipperary \u00b7 baked fresh daily, delivered before 07:00")
    d.add(Text("Fresh bread, rolls and viennoiserie baked overnight and delivered the same morning. The price band is "
               "set separately for each product by the number of pieces of that product on one delivery; "
               "different products are not added together."))
    body, keys = rows_with_sections(AF_ITEMS, lambda r: r[0], lambda r: [r[1], r[2], str(r[3]), *r[4]],
                                    lambda r: r[1])
    d.add(Grid("t1", "Wholesale prices 2025", [56, 160, 58, 62, 62, 62, 62],
               [[Cell("Code", rowspan=2), Cell("Product", rowspan=2), Cell("Weight (g)", rowspan=2, align="c"),
                 Cell(AF_HEAD + SUP1, span=4)], AF_TIERS],
               body, keys, style="zebra", align=["l", "l", "c", "r", "r", "r", "r"], size=8.2))
    d.add(Text(f"{SUP1} Prices exclude VAT. Deliveries with a goods value below \u20ac{en(AF_SMALL_ORDER)} carry a "
               f"delivery charge of \u20ac{en(AF_DELIVERY)}; deliveries of \u20ac{en(AF_SMALL_ORDER)} or more are "
               "delivered free.", size=7.8),
          Text("Orders by 14:00 for delivery the next morning. Standing orders may be changed up to 48 hours ahead.",
               size=7.8))
    return d


# ===================================================================================== 2. Tännesberg (de, per Karton)
TB_FILE = "backhaus_taennesberg_preisliste_wiederverkauf_2025.pdf"
TB_HEAD = "Preis je Karton (\u20ac)"
TB_TIERS = ["1\u20139 Kartons", "10\u201329 Kartons", "ab 30 Kartons"]
TB_BOUNDS = [(1, 9), (10, 29), (30, None)]
TB_ITEMS = [  # Art.-Nr., Artikel, Stückgewicht (g), Stück je Karton, EUR per carton by tier
    ("TB 4101", "Buttercroissant", 70, 60, ("44.40", "41.40", "38.10")),
    ("TB 4102", "Schokocroissant (Pain au chocolat)", 75, 60, ("52.20", "48.60", "45.00")),
    ("TB 4103", "Zimtschnecke", 95, 40, ("41.60", "38.80", "36.00")),
    ("TB 4201", "Baguette", 250, 30, ("31.50", "29.40", "27.30")),
    ("TB 4202", "Ciabattabr\u00f6tchen", 110, 70, ("45.50", "42.00", "39.20")),
    ("TB 4203", "Brioche-Burgerbr\u00f6tchen", 80, 48, ("24.96", "23.04", "21.12")),
    ("TB 4204", "Laugenbrezel", 90, 50, ("27.50", "25.50", "23.50")),
    ("TB 4301", "Roggenmischbrot", 750, 12, ("36.60", "34.20", "31.80")),
    ("TB 4302", "Sauerteigbrot hell", 800, 12, ("37.80", "35.40", "33.00")),
]
TB_MIN_PER_ARTICLE = 3          # Kartons je Artikel
TB_FREE_FROM = 20               # Kartons je Bestellung, frei Haus
TB_FREIGHT = D("35.00")
TB_MWST = 7


def doc_taennesberg():
    d = Doc(TB_FILE, "price_list", "de", "Backhaus T\u00e4nnesberg GmbH",
            "Tiefk\u00fchl-Backwaren \u2013 Preisliste f\u00fcr Wiederverk\u00e4ufer 2025",
            "Backhaus T\u00e4nnesberg GmbH \u00b7 Oberpfalz \u00b7 Preise netto ab Werk, g\u00fcltig ab 1. M\u00e4rz 2025",
            font="cond")
    d.add(Text("Alle Artikel werden tiefgek\u00fchlt im Karton geliefert und sind fertig gebacken bzw. zum Aufbacken "
               "vorbereitet. Die Preisstaffel richtet sich nach der Anzahl Kartons je Artikel und Bestellung."))
    body = [[a, n, str(g), str(s), *[de(D(p)) for p in pr]] for a, n, g, s, pr in TB_ITEMS]
    d.add(Grid("t1", "Preisliste", [58, 165, 62, 62, 64, 64, 64],
               [[Cell("Art.-Nr.", rowspan=2), Cell("Artikel", rowspan=2),
                 Cell("St\u00fcckgewicht (g)", rowspan=2, align="c"), Cell("St\u00fcck je Karton", rowspan=2, align="c"),
                 Cell(TB_HEAD + SUP1, span=3)], TB_TIERS],
               body, [r[0] for r in TB_ITEMS], style="grid", align=["l", "l", "c", "c", "r", "r", "r"], size=8.3))
    d.add(Text(f"{SUP1} Mindestabnahme {TB_MIN_PER_ARTICLE} Kartons je Artikel. Lieferung frei Haus ab "
               f"{TB_FREE_FROM} Kartons je Bestellung, darunter Frachtpauschale {de(TB_FREIGHT)} \u20ac je Lieferung.",
               size=7.8),
          Text(f"Alle Preise zzgl. {TB_MWST} % MwSt. Zahlung innerhalb von 14 Tagen netto.", size=7.8))
    return d


# ===================================================================================== 3. Oostmalle (en, per tray)
OF_FILE = "oostmalle_frozen_bakery_trade_prices_2025.pdf"
OF_TIERS = ["1\u20139 trays", "10\u201339 trays", "40 trays +"]
OF_BOUNDS = [(1, 9), (10, 39), (40, None)]
OF_HEAD = "Price per tray (\u20ac)"
OF_ITEMS = [  # ref, product, pieces per tray, piece weight (g), EUR per tray by tier
    ("OFB-11", "All-butter croissant", 24, 70, ("20.40", "19.20", "17.76")),
    ("OFB-12", "Pain au chocolat", 24, 75, ("23.28", "21.84", "20.40")),
    ("OFB-13", "Cinnamon roll", 24, 95, ("27.12", "25.20", "23.52")),
    ("OFB-14", "Almond croissant", 12, 100, ("16.08", "15.00", "13.92")),
    ("OFB-21", "Baguette", 20, 250, ("21.40", "19.80", "18.40")),
    ("OFB-22", "Brioche burger bun", 36, 80, ("18.00", "16.56", "15.12")),
    ("OFB-23", "Sourdough boule", 8, 800, ("26.40", "24.80", "23.20")),
    ("OFB-24", "Ciabatta roll", 40, 110, ("26.80", "23.80", "22.40")),
]
OF_MIN_TRAYS = 10
OF_PALLET = D("45.00")


def doc_oostmalle():
    d = Doc(OF_FILE, "price_list", "en", "Oostmalle Frozen Bakery NV",
            "Trade prices 2025 \u2013 frozen bake-off range",
            "Oostmalle Frozen Bakery NV \u00b7 Antwerp province, Belgium \u00b7 prices in euro, excluding VAT, ex works",
            band=True)
    d.add(Text("Bake-off products, frozen at \u221218 \u00b0C and packed on trays. Prices are per tray. The price "
               "break is set by the number of trays of each product on one delivery."))
    body = [[r, p, str(n), str(g), *pr] for r, p, n, g, pr in OF_ITEMS]
    d.add(Grid("t1", "Price list", [58, 150, 70, 70, 59, 59, 59],
               [["Ref.", "Product", "Pieces per tray", "Piece weight (g)", *[f"{OF_HEAD}\n{t}" for t in OF_TIERS]]],
               body, [r[0] for r in OF_ITEMS], style="rules", align=["l", "l", "c", "c", "r", "r", "r"], size=8.2))
    d.add(Text(f"Minimum order: {OF_MIN_TRAYS} trays per delivery, any mix of products. Deliveries to Ireland and the "
               f"United Kingdom: \u20ac{en(OF_PALLET)} per pallet.", size=7.8))
    return d


# ===================================================================================== 4. Kirkcudbright (en, GBP + EUR)
KS_FILE = "kirkcudbright_school_of_english_fees_2025.pdf"
KS_TIERS = ["1\u20133 weeks", "4\u201311 weeks", "12 weeks +"]
KS_BOUNDS = [(1, 3), (4, 11), (12, None)]
KS_CUR = ["\u00a3", "\u20ac"]
KS_COURSES = [  # key, course, lessons a week, ((GBP, EUR) by tier; None = not offered)
    ("GE", "General English", 20, ((295, 345), (265, 310), (240, 281))),
    ("GEP", "General English Plus", 26, ((350, 410), (318, 372), (290, 339))),
    ("INT", "Intensive English" + SUP1, 30, ((395, 462), (360, 421), (330, 386))),
    ("BUS", "Business English (20 group + 5 one-to-one)", 25, ((520, 608), (485, 567), None)),
    ("IEL", "IELTS Preparation", 24, ((380, 445), (345, 404), (315, 369))),
    ("ONE", "One-to-one tuition", 10, ((540, 632), (510, 597), (480, 562))),
]
KS_ACCOM = [  # accommodation per week (GBP, EUR)
    ("Homestay, single room, half board, shared bathroom", 210, 246),
    ("Homestay, single room, half board, private bathroom", 255, 298),
    ("Student residence, en-suite room, self-catering", 235, 275),
    ("Student residence, studio, self-catering", 310, 363),
]
KS_FEES = [  # one-off fees (GBP, EUR)
    ("Registration fee (once per booking)", 80, 94),
    ("Airport transfer, Glasgow, each way", 125, 146),
    ("Airport transfer, Edinburgh, each way", 165, 193),
]
KS_INT_MIN_WEEKS = 2


def ks_name(key):
    return next(c[1] for c in KS_COURSES if c[0] == key).rstrip(SUP1)


def doc_kirkcudbright():
    d = Doc(KS_FILE, "price_list", "en", "Kirkcudbright School of English",
            "Course fees 2025 \u2013 sterling and euro",
            "Kirkcudbright School of English \u00b7 accredited language school \u00b7 fees are not subject to VAT",
            font="serif")
    d.add(Text("Students booking through agents in the euro area are invoiced in euro; all others in sterling. The "
               "weekly tuition fee for the whole booking is set by the total number of weeks booked. Course books "
               "and materials are included in the tuition fee. One lesson is 45 minutes."))
    body = []
    for key, name, lessons, fees in KS_COURSES:
        cells = [name, str(lessons)]
        for f in fees:
            cells += [DASH, DASH] if f is None else [str(f[0]), str(f[1])]
        body.append(cells)
    d.add(Grid("t1", "Table 1 \u2013 Tuition fee per student per week", [178, 56, 45, 45, 45, 45, 45, 45],
               [[Cell("Course", rowspan=2), Cell("Lessons a week", rowspan=2, align="c"),
                 *[Cell(t, span=2) for t in KS_TIERS]], KS_CUR * 3],
               body, [c[1].rstrip(SUP1) for c in KS_COURSES], style="grid", align=["l", "c"] + ["r"] * 6, size=8.2))
    d.add(Text(f"{SUP1} Intensive English: minimum booking {KS_INT_MIN_WEEKS} weeks. {DASH} = not offered for this "
               "length of stay.", size=7.6))
    d.add(Grid("t2", "Table 2 \u2013 Accommodation per week", [300, 60, 60],
               [["Accommodation", "\u00a3", "\u20ac"]], [[a, str(g), str(e)] for a, g, e in KS_ACCOM],
               [a for a, _, _ in KS_ACCOM], style="zebra", align=["l", "r", "r"], size=8.2))
    d.add(Grid("t3", "Table 3 \u2013 Other fees", [300, 60, 60],
               [["Fee", "\u00a3", "\u20ac"]], [[a, str(g), str(e)] for a, g, e in KS_FEES],
               [a for a, _, _ in KS_FEES], style="zebra", align=["l", "r", "r"], size=8.2))
    d.add(Text("Accommodation is booked from Sunday to Saturday for the same number of weeks as the course.",
               size=7.6))
    return d


# ===================================================================================== 5. Wolsingham kennels (en, GBP per night)
WK_FILE = "wolsingham_boarding_kennels_tariff_2025.pdf"
WK_SEASONS = ["Standard season", "Peak season" + SUP1]
WK_KINDS = ["Own kennel", "Sharing, per dog" + SUP2]
WK_DOGS = [  # size label, weight bounds (kg), (std own, std share, peak own, peak share)
    ("Small (up to 10 kg)", (D(0), D(10)), ("24.00", "19.50", "28.50", "23.00")),
    ("Medium (10.1\u201325 kg)", (D("10.1"), D(25)), ("27.50", "22.00", "32.00", "26.00")),
    ("Large (25.1\u201345 kg)", (D("25.1"), D(45)), ("31.00", "25.50", "36.50", "30.00")),
    ("Giant (over 45 kg)", (D("45.1"), None), ("35.00", "29.00", "41.00", "34.00")),
]
WK_CATS = [("Cat, own pen", ("15.50", "12.50", "18.00", "14.50"))]
WK_PEAK = ["17\u201321 April 2025 (Easter)", "12 July\u20132 September 2025", "19 December 2025\u20134 January 2026"]
WK_MIN_NIGHTS = 2
WK_LONG_NIGHTS = 14
WK_LONG_DISC = D("10")
WK_EXTRAS = [
    ("Administering medication, per day", "2.00"),
    ("Collection and return within 15 miles, each way", "16.00"),
    ("Bath and groom before going home, small or medium dog", "22.00"),
    ("Bath and groom before going home, large or giant dog", "30.00"),
    ("One-to-one play session (20 minutes)", "6.50"),
]


def wk_size(kg):
    kg = D(kg)
    for lab, (lo, hi), _ in WK_DOGS:
        if kg >= lo and (hi is None or kg <= hi):
            return lab
    return None


def doc_wolsingham():
    d = Doc(WK_FILE, "price_list", "en", "Wolsingham Boarding Kennels & Cattery",
            "Boarding tariff 2025",
            "Wolsingham Boarding Kennels & Cattery \u00b7 Weardale \u00b7 licensed by Durham County Council")
    d.add(Text("Heated kennels with covered runs, walked twice daily. Dogs are booked into the size band of their "
               "weight on arrival. All rates are in pounds sterling per animal per night and include VAT."))
    body, keys = [Sec("Dogs")], [None]
    for lab, _, r in WK_DOGS:
        body.append([lab, *r]); keys.append(lab)
    body.append(Sec("Cats")); keys.append(None)
    for lab, r in WK_CATS:
        body.append([lab, *r]); keys.append(lab)
    d.add(Grid("t1", "Boarding rates per night (\u00a3)", [170, 80, 80, 80, 80],
               [[Cell("", rowspan=2), *[Cell(s, span=2) for s in WK_SEASONS]], WK_KINDS * 2],
               body, keys, style="borderless", align=["l", "r", "r", "r", "r"], size=8.4, pad=6))
    d.add(Text(f"{SUP1} Peak season: " + "; ".join(WK_PEAK) + ". All other nights are standard season.", size=7.8),
          Text(f"{SUP2} Dogs from the same household sharing one kennel (cats: one pen); the rate is per animal.",
               size=7.8),
          Text(f"Every stay is charged for at least {WK_MIN_NIGHTS} nights. Stays of {WK_LONG_NIGHTS} nights or more "
               f"receive {WK_LONG_DISC} % off the boarding charge (extras are not discounted).", size=7.8))
    d.add(Grid("t2", "Extras", [330, 80], [["Service", "\u00a3"]], [[a, b] for a, b in WK_EXTRAS],
               [a for a, _ in WK_EXTRAS], style="zebra", align=["l", "r"], size=8.2))
    return d


# ===================================================================================== 6. Hambleden piano care (support)
HP_FILE = "hambleden_piano_care_service_plans_2025.pdf"
HP_PLANS = ["Essential", "Performer", "Concert", "Schools & Venues" + SUP1]
HP_FEE_SEC = "Annual fee per piano (\u00a3)"
HP_FEES = [
    ("Upright piano", ("145.00", "235.00", "390.00", "198.00")),
    ("Grand piano up to 6 ft (1.83 m)", ("175.00", "275.00", "445.00", "240.00")),
    ("Grand piano over 6 ft", (None, "320.00", "510.00", "295.00")),
]
HP_VISIT_SEC = "Visits"
HP_VISITS = [
    ("Tunings a year", ("1", "2", "4", "3")),
    ("Discount on repair labour (%)", (None, "10", "20", "15")),
]
HP_COVER_SEC = "Included in the plan"
HP_COVER = [
    ("Pitch raise if needed", (0, 1, 1, 1)),
    ("Minor repairs on tuning visits (strings, hammers, sticking keys)", (1, 1, 1, 1)),
    ("Action regulation", (0, 0, 1, 1)),
    ("Voicing", (0, 0, 1, 0)),
    ("Humidity check and advice", (0, 1, 1, 1)),
    ("Priority call-out within 48 hours", (0, 0, 1, 1)),
    ("Loan piano during major repairs", (0, 0, 1, 0)),
]
HP_MIN_PIANOS = 5


def doc_hambleden():
    d = Doc(HP_FILE, "support_plans", "en", "Hambleden Piano Care",
            "Piano tuning and maintenance plans 2025",
            "Hambleden Piano Care \u00b7 Henley and the Chilterns \u00b7 prices include VAT", font="cond")
    d.add(Text("Each plan covers one piano at one address for twelve months, paid annually in advance. Tuning visits "
               "are spread evenly through the year."))
    body, keys = [Sec(HP_FEE_SEC)], [None]
    for lab, v in HP_FEES:
        body.append([lab, *[DASH if x is None else x for x in v]]); keys.append(f"{HP_FEE_SEC} > {lab}")
    body.append(Sec(HP_VISIT_SEC)); keys.append(None)
    for lab, v in HP_VISITS:
        body.append([lab, *[DASH if x is None else x for x in v]]); keys.append(f"{HP_VISIT_SEC} > {lab}")
    body.append(Sec(HP_COVER_SEC)); keys.append(None)
    for lab, v in HP_COVER:
        body.append([lab, *[TICK if x else CROSS for x in v]]); keys.append(f"{HP_COVER_SEC} > {lab}")
    d.add(Grid("t1", "Plan comparison", [215, 70, 70, 70, 74], [["", *HP_PLANS]], body, keys, style="grid",
               align=["l", "c", "c", "c", "c"], size=8.3, pad=6))
    d.add(Text(f"{TICK} included   {CROSS} not included   {DASH} not available", size=7.8),
          Text(f"{SUP1} Schools & Venues: for schools, churches and concert venues with at least {HP_MIN_PIANOS} "
               "pianos on one account; the fee is per piano.", size=7.8),
          Text("Major repairs (restringing, re-felting, new hammers) are quoted separately.", size=7.8))
    return d


# ===================================================================================== 7. Cuddesdon AED (support)
CM_FILE = "cuddesdon_defibrillator_maintenance_plans_2025.pdf"
CM_HEAD = "Annual fee per defibrillator (\u00a3)"
CM_TIERS = ["1\u20132 units", "3\u20139 units", "10 units +"]
CM_BOUNDS = [(1, 2), (3, 9), (10, None)]
CM_PLANS = [  # plan, fees by tier, visits a year, remote monitoring, pads and battery
    ("Check", ("96.00", "86.00", "78.00"), 1, False, "Not included"),
    ("Care", ("148.00", "134.00", "121.00"), 2, True, "Pads only"),
    ("Complete", ("219.00", "198.00", "179.00"), 2, True, "Pads and battery"),
    ("Complete Plus (incl. cabinet)", ("265.00", "240.00", "218.00"), 4, True, "Pads and battery"),
]
CM_PADS = D("58.00")
CM_BATTERY = D("185.00")
CM_RESTOCK = D("75.00")


def doc_cuddesdon():
    d = Doc(CM_FILE, "support_plans", "en", "Cuddesdon Lifesaver Services",
            "Defibrillator (AED) maintenance plans \u2013 2025",
            "Cuddesdon Lifesaver Services \u00b7 all prices exclude VAT", band=True)
    d.add(Text("Plans cover public-access and workplace defibrillators of all major makes. The fee band is set by the "
               "number of defibrillators on one contract; every unit on the contract is charged at that band's fee."))
    body = [[p, *f, str(v), TICK if m else CROSS, pb] for p, f, v, m, pb in CM_PLANS]
    d.add(Grid("t1", "Plans", [128, 56, 56, 56, 56, 62, 92],
               [[Cell("Plan", rowspan=2), Cell(CM_HEAD, span=3), Cell("Inspection visits a year", rowspan=2, align="c"),
                 Cell("Remote monitoring", rowspan=2, align="c"),
                 Cell("Replacement pads and battery", rowspan=2, align="l")], CM_TIERS],
               body, [p[0] for p in CM_PLANS], style="booktabs", align=["l", "r", "r", "r", "c", "c", "l"], size=8.2))
    d.add(Text(f"Where not included in the plan: replacement electrode pads \u00a3{en(CM_PADS)} per set, replacement "
               f"battery \u00a3{en(CM_BATTERY)}. Restock visit after a rescue: \u00a3{en(CM_RESTOCK)}.", size=7.8))
    return d


# ===================================================================================== 8. Auchterarder fibre cable (spec)
AO_FILE = "auchterarder_optical_cables_loose_tube_data_sheet.pdf"
AO_MODELS = ["LT-4", "LT-12", "LT-24", "MT-48", "MT-96", "MT-144"]
AO_OD = ["6.0", "6.0", "8.2", "9.8", "11.6", "13.4"]


def ao_bend(factor):
    """Bend radius = factor × outer diameter, rounded up to the next 5 mm."""
    out = []
    for od in AO_OD:
        x = D(od) * factor
        out.append(str(int((x / 5).to_integral_value(rounding=ROUND_CEILING) * 5)))
    return out


AO_ROWS = [  # section, property, unit, values
    ("Construction", "Fibre count", "fibres", ["4", "12", "24", "48", "96", "144"]),
    ("Construction", "Fibres per tube", "fibres", ["4", "12", "12", "12", "12", "12"]),
    ("Construction", "Number of tubes", "\u2013", ["1", "1", "2", "4", "8", "12"]),
    ("Construction", "Outer diameter", "mm", AO_OD),
    ("Construction", "Outer sheath", "\u2013", ["LSZH", "LSZH", "PE", "PE", "PE", "PE"]),
    ("Construction", "Cable weight", "kg/km", ["38", "39", "62", "88", "118", "152"]),
    ("Mechanical", "Max. tensile load, installation", "N", ["1000", "1000", "1500", "2700", "2700", "3500"]),
    ("Mechanical", "Max. tensile load, long term", "N", ["300", "300", "500", "900", "900", "1200"]),
    ("Mechanical", "Min. bend radius, during installation" + SUP1, "mm", ao_bend(20)),
    ("Mechanical", "Min. bend radius, installed" + SUP1, "mm", ao_bend(10)),
    ("Mechanical", "Crush resistance", "N/10 cm", ["1500", "1500", "2000", "2000", "2000", "2500"]),
    ("Optical (OS2 single-mode)", "Max. attenuation at 1310 nm", "dB/km", ["0.35", "0.35", "0.36", "0.36", "0.36", "0.37"]),
    ("Optical (OS2 single-mode)", "Max. attenuation at 1550 nm", "dB/km", ["0.22", "0.22", "0.23", "0.23", "0.23", "0.24"]),
    ("Supply", "Standard drum length", "m", ["2000", "2000", "2000", "4000", "4000", "4000"]),
    ("Supply", "Price per metre", "\u00a3", ["0.62", "0.98", "1.46", "2.38", "3.95", "5.60"]),
]


def ao_value(prop, model):
    for _, p, u, vals in AO_ROWS:
        if p.rstrip(SUP1) == prop:
            return vals[AO_MODELS.index(model)], u
    raise KeyError(prop)


def doc_auchterarder():
    d = Doc(AO_FILE, "spec_sheet", "en", "Auchterarder Optical Cables Ltd",
            "Loose-tube fibre-optic cables, outdoor duct and direct burial \u2013 technical data",
            "Auchterarder Optical Cables Ltd \u00b7 Perthshire \u00b7 data subject to change without notice")
    d.add(Text("Gel-filled loose-tube cables with ITU-T G.652.D (OS2) single-mode fibre, glass-yarn strength members "
               "and a rodent-resistant sheath. LT cables have a central loose tube; MT cables have stranded tubes "
               "around a central strength member."))
    body, keys = [], []
    cur = None
    for sec, p, u, vals in AO_ROWS:
        if sec != cur:
            body.append(Sec(sec)); keys.append(None); cur = sec
        body.append([p, u, *vals]); keys.append(p.rstrip(SUP1))
    d.add(Grid("t1", "Technical data", [170, 52, 48, 48, 48, 48, 48, 48], [["Property", "Unit", *AO_MODELS]],
               body, keys, style="zebra", align=["l", "c"] + ["r"] * 6, size=8.2, pad=5.5))
    d.add(Text(f"{SUP1} Bend radii are 20 {TIMES} the outer diameter during installation and 10 {TIMES} the outer "
               "diameter once installed, rounded up to the next 5 mm.", size=7.8),
          Text("Operating temperature \u221240 to +70 \u00b0C for all cables. Prices exclude VAT and are for full "
               "standard drums; cut lengths are charged at +15 %.", size=7.8))
    return d


# ===================================================================================== 9. Mottisfont spiral mixers (spec)
MB_FILE = "mottisfont_bakery_machines_spiral_mixers_2025.pdf"
MB_MODELS = [  # model, bowl (l), dough (kg), flour (kg), spiral W, bowl W, speeds, W, D, H (mm), weight kg, supply, £
    ("MSM-20", 22, 17, "10", 750, 180, 1, 420, 700, 720, 78, "230 V 1~", "2,340.00"),
    ("MSM-30", 32, 25, "15", 1100, 250, 2, 450, 770, 760, 104, "230 V 1~", "2,985.00"),
    ("MSM-40", 41, 35, "20", 1500, 370, 2, 500, 830, 800, 128, "400 V 3~", "3,460.00"),
    ("MSM-60", 62, 50, "30", 2200, 550, 2, 560, 950, 980, 186, "400 V 3~", "4,720.00"),
    ("MSM-80", 85, 70, "42", 3000, 750, 2, 620, 1040, 1060, 248, "400 V 3~", "5,890.00"),
    ("MSM-120", 128, 100, "62", 4400, 1100, 2, 760, 1250, 1160, 362, "400 V 3~", "7,950.00"),
]
MB_STIFF_CUT = D("15")          # % less flour for stiff doughs
MB_COMMISSION = D("285.00")


def doc_mottisfont():
    d = Doc(MB_FILE, "spec_sheet", "en", "Mottisfont Bakery Machines Ltd",
            "MSM spiral dough mixers \u2013 technical data and prices 2025",
            "Mottisfont Bakery Machines Ltd \u00b7 Romsey, Hampshire \u00b7 prices in GBP excluding VAT")
    d.add(Text("Fixed-head spiral mixers with stainless-steel bowl, spiral and breaker bar, bowl reverse and two-speed "
               "timers (MSM-20: single speed)."))
    body = [[m, str(b), str(dg), fl, en(sw, 0), en(bw, 0), str(sp), en(w, 0), en(dd, 0), en(h, 0), str(kg), sup, pr]
            for m, b, dg, fl, sw, bw, sp, w, dd, h, kg, sup, pr in MB_MODELS]
    d.add(Grid("t1", "Technical data", [44, 34, 38, 44, 38, 36, 34, 32, 34, 34, 36, 50, 50],
               [[Cell("Model", rowspan=2), Cell("Bowl (l)", rowspan=2, align="c"),
                 Cell("Dough capacity (kg)", rowspan=2, align="c"), Cell("Flour capacity" + SUP1 + " (kg)", rowspan=2,
                                                                         align="c"),
                 Cell("Motor power (W)", span=2), Cell("Speeds", rowspan=2, align="c"),
                 Cell("Dimensions (mm)", span=3), Cell("Net weight (kg)", rowspan=2, align="c"),
                 Cell("Supply", rowspan=2, align="c"), Cell("Price (\u00a3)", rowspan=2, align="c")],
                ["Spiral", "Bowl", "W", "D", "H"]],
               body, [m[0] for m in MB_MODELS], style="grid",
               align=["l", "c", "c", "c", "r", "r", "c", "r", "r", "r", "r", "c", "r"], size=7.6))
    d.add(Text(f"{SUP1} Flour capacity for doughs of 60 % hydration; for stiff doughs below 55 % hydration reduce the "
               f"flour capacity by {MB_STIFF_CUT} %.", size=7.8),
          Text(f"W = width, D = depth, H = height. Delivery, installation and commissioning: \u00a3{en(MB_COMMISSION)} "
               "per machine. 230 V 1~ = single phase, 400 V 3~ = three phase.", size=7.8))
    return d


# ===================================================================================== 10. Ashperton glasshouses (catalogue)
AG_FILE = "ashperton_glasshouses_catalogue_2025.pdf"
AG_HEAD = "Price (\u00a3)"
AG_PRICE_COLS = ["ex VAT", "inc VAT"]
AG_VAT = D("20")
AG_ITEMS = [  # section, code, description, size / rating, material / glazing, price ex VAT
    ("Aluminium greenhouses", "AG-0604", "Aluminium greenhouse", "6 \u00d7 4 ft", "Horticultural glass", "329.00"),
    ("Aluminium greenhouses", "AG-0606", "Aluminium greenhouse", "6 \u00d7 6 ft", "Horticultural glass", "389.00"),
    ("Aluminium greenhouses", "AG-0608", "Aluminium greenhouse", "6 \u00d7 8 ft", "Horticultural glass", "449.00"),
    ("Aluminium greenhouses", "AP-0606", "Aluminium greenhouse", "6 \u00d7 6 ft", "Polycarbonate 4 mm twin-wall", "365.00"),
    ("Aluminium greenhouses", "AG-0806", "Aluminium greenhouse", "8 \u00d7 6 ft", "Toughened glass 4 mm", "579.00"),
    ("Aluminium greenhouses", "AG-0808", "Aluminium greenhouse", "8 \u00d7 8 ft", "Toughened glass 4 mm", "689.00"),
    ("Aluminium greenhouses", "AP-0808", "Aluminium greenhouse", "8 \u00d7 8 ft", "Polycarbonate 4 mm twin-wall", "635.00"),
    ("Aluminium greenhouses", "AG-0810", "Aluminium greenhouse", "8 \u00d7 10 ft", "Toughened glass 4 mm", "795.00"),
    ("Aluminium greenhouses", "AG-0812", "Aluminium greenhouse", "8 \u00d7 12 ft", "Toughened glass 4 mm", "915.00"),
    ("Aluminium greenhouses", "AG-1010", "Aluminium greenhouse", "10 \u00d7 10 ft", "Toughened glass 4 mm", "1,085.00"),
    ("Aluminium greenhouses", "AG-1012", "Aluminium greenhouse", "10 \u00d7 12 ft", "Toughened glass 4 mm", "1,245.00"),
    ("Aluminium greenhouses", "AG-1016", "Aluminium greenhouse", "10 \u00d7 16 ft", "Toughened glass 4 mm", "1,590.00"),
    ("Lean-to greenhouses", "LT-0604", "Aluminium lean-to", "6 \u00d7 4 ft", "Horticultural glass", "349.00"),
    ("Lean-to greenhouses", "LT-0606", "Aluminium lean-to", "6 \u00d7 6 ft", "Polycarbonate 4 mm twin-wall", "399.00"),
    ("Lean-to greenhouses", "LT-0806", "Aluminium lean-to", "8 \u00d7 6 ft", "Toughened glass 4 mm", "645.00"),
    ("Lean-to greenhouses", "LT-0808", "Aluminium lean-to", "8 \u00d7 8 ft", "Polycarbonate 6 mm twin-wall", "725.00"),
    ("Lean-to greenhouses", "LT-1008", "Aluminium lean-to", "10 \u00d7 8 ft", "Toughened glass 4 mm", "935.00"),
    ("Lean-to greenhouses", "LT-1208", "Aluminium lean-to", "12 \u00d7 8 ft", "Polycarbonate 6 mm twin-wall", "1,095.00"),
    ("Cedar greenhouses", "CG-0606", "Western red cedar greenhouse", "6 \u00d7 6 ft", "Toughened glass 4 mm", "1,395.00"),
    ("Cedar greenhouses", "CG-0608", "Western red cedar greenhouse", "6 \u00d7 8 ft", "Toughened glass 4 mm", "1,560.00"),
    ("Cedar greenhouses", "CG-0810", "Western red cedar greenhouse", "8 \u00d7 10 ft", "Toughened glass 4 mm", "2,285.00"),
    ("Cedar greenhouses", "CG-0812", "Western red cedar greenhouse", "8 \u00d7 12 ft", "Toughened glass 4 mm", "2,540.00"),
    ("Cedar greenhouses", "CG-1012", "Western red cedar greenhouse", "10 \u00d7 12 ft", "Toughened glass 4 mm", "3,160.00"),
    ("Cedar greenhouses", "CG-1016", "Western red cedar greenhouse", "10 \u00d7 16 ft", "Toughened glass 4 mm", "3,895.00"),
    ("Cedar greenhouses", "CL-0806", "Western red cedar lean-to", "8 \u00d7 6 ft", "Toughened glass 4 mm", "1,745.00"),
    ("Bases and anchoring", "BF-0606", "Galvanised steel base", "6 \u00d7 6 ft", "Galvanised steel", "79.00"),
    ("Bases and anchoring", "BF-0808", "Galvanised steel base", "8 \u00d7 8 ft", "Galvanised steel", "99.00"),
    ("Bases and anchoring", "BF-0810", "Galvanised steel base", "8 \u00d7 10 ft", "Galvanised steel", "115.00"),
    ("Bases and anchoring", "BF-1012", "Galvanised steel base", "10 \u00d7 12 ft", "Galvanised steel", "139.00"),
    ("Bases and anchoring", "BF-ANC4", "Ground anchor kit, set of 4", "600 mm", "Galvanised steel", "29.95"),
    ("Polytunnels", "PT-1010", "Polytunnel, 25 mm hoops", "10 \u00d7 10 ft", "720-gauge polythene cover", "449.00"),
    ("Polytunnels", "PT-1015", "Polytunnel, 25 mm hoops", "10 \u00d7 15 ft", "720-gauge polythene cover", "529.00"),
    ("Polytunnels", "PT-1020", "Polytunnel, 25 mm hoops", "10 \u00d7 20 ft", "720-gauge polythene cover", "615.00"),
    ("Polytunnels", "PT-1420", "Polytunnel, 32 mm hoops", "14 \u00d7 20 ft", "800-gauge polythene cover", "845.00"),
    ("Polytunnels", "PT-1430", "Polytunnel, 32 mm hoops", "14 \u00d7 30 ft", "800-gauge polythene cover", "1,095.00"),
    ("Polytunnels", "PT-1830", "Polytunnel, 32 mm hoops", "18 \u00d7 30 ft", "800-gauge polythene cover", "1,485.00"),
    ("Polytunnels", "PT-REC14", "Replacement cover for 14 ft tunnels", "14 \u00d7 30 ft", "800-gauge polythene", "239.00"),
    ("Cold frames and mini greenhouses", "CF-0402", "Aluminium cold frame", "4 \u00d7 2 ft", "Toughened glass 4 mm", "89.00"),
    ("Cold frames and mini greenhouses", "CF-0404", "Aluminium double cold frame", "4 \u00d7 4 ft", "Toughened glass 4 mm", "149.00"),
    ("Cold frames and mini greenhouses", "CF-C402", "Cedar cold frame", "4 \u00d7 2 ft", "Polycarbonate 4 mm twin-wall", "159.00"),
    ("Cold frames and mini greenhouses", "MG-4T", "Four-tier mini greenhouse", "2.3 \u00d7 1.6 ft", "PVC cover", "34.95"),
    ("Cold frames and mini greenhouses", "MG-WI", "Walk-in plastic greenhouse", "6 \u00d7 4 ft", "PE cover", "79.95"),
    ("Staging and shelving", "ST-201", "Aluminium staging, two tier", "4 \u00d7 2 ft", "Aluminium slats", "69.95"),
    ("Staging and shelving", "ST-202", "Aluminium staging, single tier", "4 \u00d7 2 ft", "Aluminium slats", "44.95"),
    ("Staging and shelving", "ST-203", "Aluminium staging, two tier", "6 \u00d7 2 ft", "Aluminium slats", "89.95"),
    ("Staging and shelving", "ST-204", "Cedar staging, two tier", "6 \u00d7 2 ft", "Western red cedar", "169.00"),
    ("Staging and shelving", "ST-205", "Clip-on shelf", "4 ft", "Aluminium", "24.95"),
    ("Staging and shelving", "ST-206", "Clip-on shelf", "6 ft", "Aluminium", "32.95"),
    ("Staging and shelving", "ST-207", "Potting bench", "4 \u00d7 2 ft", "Galvanised steel", "119.00"),
    ("Heating and ventilation", "HV-301", "Electric fan heater with thermostat", "2 kW", "Steel", "89.95"),
    ("Heating and ventilation", "HV-302", "Paraffin greenhouse heater, 9-litre tank", "1.9 kW", "Steel", "64.95"),
    ("Heating and ventilation", "HV-303", "Tubular heater, 0.6 m", "45 W", "Aluminium", "39.95"),
    ("Heating and ventilation", "HV-304", "Automatic vent opener", "lifts up to 7 kg", "Aluminium", "29.95"),
    ("Heating and ventilation", "HV-305", "Louvre window", "2 ft", "Aluminium and glass", "49.95"),
    ("Heating and ventilation", "HV-306", "Additional roof vent", "2 \u00d7 2 ft", "Aluminium", "39.90"),
    ("Heating and ventilation", "HV-307", "Shade netting, 50 %", "2 \u00d7 5 m", "Polyethylene", "19.95"),
    ("Heating and ventilation", "HV-308", "Digital max\u2013min thermometer", "\u2013", "Plastic", "14.95"),
    ("Heating and ventilation", "HV-309", "Solar-powered extractor fan", "150 mm", "Plastic", "74.95"),
    ("Heating and ventilation", "HV-310", "Bubble insulation roll", "1.5 \u00d7 10 m", "Polythene", "27.95"),
    ("Watering and propagation", "WP-401", "Capillary matting", "1 \u00d7 5 m", "Polyester felt", "18.95"),
    ("Watering and propagation", "WP-402", "Heated propagator with thermostat", "1,000 \u00d7 500 mm", "Polypropylene", "119.00"),
    ("Watering and propagation", "WP-403", "Compact heated propagator", "520 \u00d7 280 mm", "Polypropylene", "44.95"),
    ("Watering and propagation", "WP-404", "Drip irrigation kit, 20 plants", "\u2013", "PVC", "34.95"),
    ("Watering and propagation", "WP-405", "Water butt with stand", "210 l", "Recycled plastic", "54.95"),
    ("Watering and propagation", "WP-406", "Rain-water diverter kit", "68 mm downpipe", "Plastic", "15.95"),
    ("Watering and propagation", "WP-407", "Seed trays, pack of 10", "350 \u00d7 220 mm", "Polypropylene", "12.95"),
    ("Watering and propagation", "WP-408", "Hose reel with 30 m hose", "30 m", "Plastic and steel", "49.95"),
    ("Watering and propagation", "WP-409", "Automatic watering timer", "\u2013", "Plastic", "24.95"),
    ("Watering and propagation", "WP-410", "Misting system, 10 nozzles", "10 m", "PVC and brass", "89.95"),
]
AG_DELIVERY = D("65.00")
AG_FREE_FROM = D("750.00")


def ag_inc(ex: str) -> Decimal:
    x = D(ex.replace(",", "")) * (1 + AG_VAT / 100)
    assert x == rnd(x), ex          # every ex-VAT price is a multiple of 5p, so inc VAT is exact
    return rnd(x)


def doc_ashperton():
    d = Doc(AG_FILE, "catalogue", "en", "Ashperton Glasshouses",
            "Greenhouses, polytunnels and growing equipment \u2013 catalogue and price list 2025",
            "Ashperton Glasshouses \u00b7 Herefordshire \u00b7 prices valid 1 February 2025 to 31 January 2026")
    d.add(Text("Every greenhouse is supplied as a self-assembly kit with glazing, one roof vent, guttering and fixings. "
               "Sizes are width \u00d7 length in feet (external, at the eaves). A matching base is strongly recommended."),
          Text(f"Delivery: \u00a3{en(AG_DELIVERY)} per order to mainland England and Wales; free for orders of "
               f"\u00a3{en(AG_FREE_FROM)} or more (ex VAT)."))
    body, keys = rows_with_sections(
        AG_ITEMS, lambda r: r[0],
        lambda r: [r[1], r[2], r[3], r[4], r[5], en(ag_inc(r[5]))], lambda r: r[1])
    d.add(Grid("t1", "Catalogue", [50, 124, 82, 141, 51, 51],
               [[Cell("Code", rowspan=2), Cell("Description", rowspan=2), Cell("Size / rating", rowspan=2, align="l"),
                 Cell("Material / glazing", rowspan=2, align="l"), Cell(AG_HEAD, span=2)], AG_PRICE_COLS],
               body, keys, style="booktabs", align=["l", "l", "l", "l", "r", "r"], size=8.6, pad=8.5))
    d.add(Text("VAT at 20 %. Assembly service on request.", size=7.8))
    return d


# ===================================================================================== 11. Inverbervie distillers (financial, £'000)
ID_FILE = "inverbervie_distillers_interim_results_h1_fy2026.pdf"
ID_COLS = ["Six months to 31 January 2026", "Six months to 31 January 2025", "Year to 31 July 2025"]
ID_HEAD_TOP = "Six months to 31 January"
ID_HEAD_SUB = ["2026", "2025"]
ID_HEAD_FY = "Year to 31 July 2025"
ID_REVENUE = [  # (H1 FY26, H1 FY25, FY25), £'000
    ("Own-brand bottled spirits", (6842, 5918, 12406)),
    ("Bulk and cask sales", (2315, 2764, 5020)),
    ("Visitor centre and retail", (1106, 981, 2688)),
]
ID_EXCISE = ("Excise duties", (-2914, -2468, -5390))
ID_COS = ("Cost of sales", (-3102, -2955, -6121))
ID_OPEX = [("Selling and distribution costs", (-1204, -1036, -2215)),
           ("Administrative expenses", (-968, -902, -1874))]
ID_FIN = ("Finance costs", (-412, -366, -751))
ID_TAX = ("Taxation", (-416, -484, -941))
ID_BS_ASSETS = [
    ("Property, plant and equipment", (18240, 16905, 17730)),
    ("Maturing spirit inventory", (21480, 18965, 20240)),
    ("Other inventories", (1215, 1102, 1164)),
    ("Trade and other receivables", (3418, 3106, 2987)),
    ("Cash and cash equivalents", (1942, 2618, 2205)),
]
ID_BS_LIABS = [
    ("Trade and other payables", (-3062, -2874, -2931)),
    ("Borrowings", (-16400, -14200, -15300)),
    ("Deferred tax", (-1866, -1742, -1818)),
]
ID_BS_COLS = ["31 January 2026", "31 January 2025", "31 July 2025"]
ID_KPIS = [  # not in thousands
    ("Casks filled", ("3,420", "3,105", "6,380")),
    ("New-make spirit produced ('000 litres of pure alcohol)", ("412", "388", "801")),
    ("Visitors to the distillery", ("38,650", "34,210", "96,480")),
]


def add3(*rows):
    return tuple(sum(r[i] for r in rows) for i in range(3))


def id_is():
    """Income statement lines: (label, values, kind) kind 0 item, 1 subtotal."""
    rev = [v for _, v in ID_REVENUE]
    gross = add3(*rev)
    net = add3(gross, ID_EXCISE[1])
    gp = add3(net, ID_COS[1])
    op = add3(gp, *[v for _, v in ID_OPEX])
    pbt = add3(op, ID_FIN[1])
    pat = add3(pbt, ID_TAX[1])
    out = [(lab, v, 0) for lab, v in ID_REVENUE]
    out += [("Gross revenue", gross, 1), (ID_EXCISE[0], ID_EXCISE[1], 0), ("Net revenue", net, 1),
            (ID_COS[0], ID_COS[1], 0), ("Gross profit", gp, 1)]
    out += [(lab, v, 0) for lab, v in ID_OPEX]
    out += [("Operating profit", op, 1), (ID_FIN[0], ID_FIN[1], 0), ("Profit before tax", pbt, 1),
            (ID_TAX[0], ID_TAX[1], 0), ("Profit for the period", pat, 1)]
    return out


def id_bs():
    ta = add3(*[v for _, v in ID_BS_ASSETS])
    tl = add3(*[v for _, v in ID_BS_LIABS])
    na = add3(ta, tl)
    out = [(lab, v, 0) for lab, v in ID_BS_ASSETS] + [("Total assets", ta, 1)]
    out += [(lab, v, 0) for lab, v in ID_BS_LIABS] + [("Total liabilities", tl, 1), ("Net assets", na, 1)]
    return out


def id_value(label, i):
    for lab, v, _ in id_is() + id_bs():
        if lab == label:
            return v[i]
    raise KeyError(label)


def doc_inverbervie():
    d = Doc(ID_FILE, "financial", "en", "Inverbervie Distillers Ltd",
            "Unaudited interim results for the six months to 31 January 2026",
            "Inverbervie Distillers Ltd \u00b7 Kincardineshire \u00b7 financial year ends 31 July", font="serif")
    d.add(Text("The first half of the financial year runs from 1 August to 31 January. Figures for the six months are "
               "unaudited; the full-year comparatives are taken from the audited accounts for the year to 31 July 2025. "
               "Amounts in the statements are in thousands of pounds; costs are shown in brackets."))
    body, keys, bold = [], [], []
    for lab, v, k in id_is():
        if k:
            bold.append(len(body))
        body.append([lab, *[acc(x) for x in v]]); keys.append(lab)
    d.add(Grid("t1", "Condensed income statement", [215, 95, 95, 95],
               [[Cell("\u00a3'000", rowspan=2, align="l"), Cell(ID_HEAD_TOP, span=2),
                 Cell(ID_HEAD_FY, rowspan=2, align="c")], ID_HEAD_SUB],
               body, keys, style="grid", size=8.2, bold_rows=bold))
    body, keys, bold = [], [], []
    for lab, v, k in id_bs():
        if k:
            bold.append(len(body))
        body.append([lab, *[acc(x) for x in v]]); keys.append(lab)
    d.add(Grid("t2", "Condensed balance sheet (\u00a3'000)", [215, 95, 95, 95],
               [["At", *ID_BS_COLS]], body, keys, style="grid", size=8.2, bold_rows=bold))
    d.add(Grid("t3", "Operating data (actual numbers, not in thousands)", [215, 95, 95, 95],
               [["", Cell("H1 2026", align="r"), Cell("H1 2025", align="r"), Cell("FY 2025", align="r")]],
               [[lab, *v] for lab, v in ID_KPIS], [lab for lab, _ in ID_KPIS], style="zebra", size=8.2))
    d.add(Text("H1 2026 = six months to 31 January 2026; H1 2025 = six months to 31 January 2025; FY 2025 = year to "
               "31 July 2025.", size=7.6))
    return d


# ===================================================================================== 12. Carrigmoyle marina (financial, whole €)
CG_FILE = "carrigmoyle_marina_financial_statements_2025.pdf"
CG_YEARS = ["2025", "2024"]
CG_REVENUE = [  # whole euro (2025, 2024)
    ("Annual berthing", (1284600, 1196300)),
    ("Visitor berthing", (318450, 342900)),
    ("Boatyard, lift-out and storage", (456720, 401880)),
    ("Fuel sales", (262150, 281400)),
    ("Chandlery and other", (98310, 91620)),
]
CG_PL = [
    ("Cost of sales", (-318640, -334870)),
    ("Staff costs", (-842300, -798650)),
    ("Other operating expenses", (-514870, -486210)),
    ("Depreciation", (-296400, -281900)),
    ("Interest payable", (-118560, -124300)),
    ("Tax on profit", (-41180, -36020)),
]
CG_STATS = [
    ("Berths at 31 December", ("412", "398")),
    ("Average occupancy of annual berths (%)", ("91.4", "88.7")),
    ("Visitor berth-nights", ("9,860", "10,720")),
    ("Boat lifts (travel hoist)", ("1,148", "1,032")),
]


def add2(*rows):
    return tuple(sum(r[i] for r in rows) for i in range(2))


def cg_revenue_total():
    return add2(*[v for _, v in CG_REVENUE])


def cg_pl():
    p = dict(CG_PL)
    rev = cg_revenue_total()
    gp = add2(rev, p["Cost of sales"])
    op = add2(gp, p["Staff costs"], p["Other operating expenses"], p["Depreciation"])
    pbt = add2(op, p["Interest payable"])
    pat = add2(pbt, p["Tax on profit"])
    return [("Revenue", rev, 0), ("Cost of sales", p["Cost of sales"], 0), ("Gross profit", gp, 1),
            ("Staff costs", p["Staff costs"], 0), ("Other operating expenses", p["Other operating expenses"], 0),
            ("Depreciation", p["Depreciation"], 0), ("Operating profit", op, 1),
            ("Interest payable", p["Interest payable"], 0), ("Profit before taxation", pbt, 1),
            ("Tax on profit", p["Tax on profit"], 0), ("Profit for the financial year", pat, 1)]


def cg_value(label, year):
    i = CG_YEARS.index(str(year))
    for lab, v, _ in cg_pl():
        if lab == label:
            return v[i]
    for lab, v in CG_REVENUE:
        if lab == label:
            return v[i]
    raise KeyError(label)


def doc_carrigmoyle():
    d = Doc(CG_FILE, "financial", "en", "Carrigmoyle Marina Ltd",
            "Financial statements for the year ended 31 December 2025 (extract)",
            "Carrigmoyle Marina Ltd \u00b7 registered in Ireland \u00b7 amounts in euro")
    d.add(Text("Amounts are in euro (\u20ac), not rounded to thousands. Figures in brackets are costs."))
    body, keys, bold, rules = [], [], [], []
    for lab, v, k in cg_pl():
        if k:
            bold.append(len(body)); rules.append(len(body))
        body.append([lab, acc(v[0]), acc(v[1])]); keys.append(lab)
    d.add(Grid("t1", "Profit and loss account for the year ended 31 December 2025", [250, 100, 100],
               [["", *CG_YEARS], ["", "\u20ac", "\u20ac"]], body, keys, style="borderless", size=8.4,
               bold_rows=bold, rule_above=rules, pad=5.5))
    tot = cg_revenue_total()
    body = [[lab, acc(v[0]), acc(v[1])] for lab, v in CG_REVENUE] + [["Total revenue", acc(tot[0]), acc(tot[1])]]
    d.add(Grid("t2", "Note 3 \u2013 Revenue by activity", [250, 100, 100],
               [["", *CG_YEARS], ["", "\u20ac", "\u20ac"]], body, [lab for lab, _ in CG_REVENUE] + ["Total revenue"],
               style="borderless", size=8.4, bold_rows=[len(CG_REVENUE)], rule_above=[len(CG_REVENUE)], pad=5.5))
    d.add(Grid("t3", "Operating statistics", [250, 100, 100], [["", *CG_YEARS]],
               [[lab, *v] for lab, v in CG_STATS], [lab for lab, _ in CG_STATS], style="zebra", size=8.4))
    return d


# ===================================================================================== all
BUILDERS = [doc_ardfinnan, doc_taennesberg, doc_oostmalle, doc_kirkcudbright, doc_wolsingham, doc_hambleden,
            doc_cuddesdon, doc_auchterarder, doc_mottisfont, doc_ashperton, doc_inverbervie, doc_carrigmoyle]
COMPANIES = ["Ardfinnan", "T\u00e4nnesberg", "Oostmalle", "Kirkcudbright", "Wolsingham", "Hambleden", "Cuddesdon",
             "Auchterarder", "Mottisfont", "Ashperton", "Inverbervie", "Carrigmoyle"]


def layout(outdir=None):
    """Build and render every Doc (into outdir or a scratch folder) so that row pages are known."""
    import tempfile
    out = Path(outdir) if outdir else Path(tempfile.mkdtemp(prefix="bo15_"))
    out.mkdir(parents=True, exist_ok=True)
    docs = {}
    for build in BUILDERS:
        d = build()
        d.render(out / d.file)
        docs[d.file] = d
    return docs


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    for f, d in layout(sys.argv[1]).items():
        print(f"{f}: {d.pages} page(s)")
