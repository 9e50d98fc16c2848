"""business-other18: twelve generated business PDFs from twelve fictional companies.

    /work/main/.venv/bin/python bench/business-other18/make_docs.py OUTDIR

Deterministic: reportlab rl_config.invariant = 1, no randomness, no clock. Text is set in DejaVu Sans / Sans
Condensed / Serif (/usr/share/fonts/truetype/dejavu), which carry the check and cross marks, m² and ×.

Every printed figure lives in a plain structure in this file; make_questions.py imports it and computes the golds
from it. Derived figures (storage floor areas in m², the accounts' totals and subtotals, the vineyard's revenue per
case, the golf club's totals and surplus) come from functions below, so what is printed adds up. Tables are drawn on
the canvas by a small layout engine (`Table`) that knows column and row spans in the header and the body, section
rows, five rule styles and page breaks (with the header repeated and a continuation caption, or not); the page of
every body row is recorded in `Table.row_pages`.
"""
from __future__ import annotations

import sys
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

from reportlab import rl_config

rl_config.invariant = 1

from reportlab.lib.colors import Color, black, white  # noqa: E402
from reportlab.lib.pagesizes import A4  # noqa: E402
from reportlab.pdfbase import pdfmetrics  # noqa: E402
from reportlab.pdfbase.ttfonts import TTFont  # noqa: E402
from reportlab.pdfgen import canvas as rl_canvas  # noqa: E402

FONT_DIR = "/usr/share/fonts/truetype/dejavu/"
FONTS = {
    "sans": ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSans-Oblique.ttf"),
    "cond": ("DejaVuSansCondensed.ttf", "DejaVuSansCondensed-Bold.ttf", "DejaVuSansCondensed-Oblique.ttf"),
    "serif": ("DejaVuSerif.ttf", "DejaVuSerif-Bold.ttf", "DejaVuSerif-Italic.ttf"),
}
for _fam, _files in FONTS.items():
    for _st, _fn in zip("RBI", _files):
        pdfmetrics.registerFont(TTFont(f"{_fam}-{_st}", FONT_DIR + _fn))

TICK, CROSS = "\u2713", "\u2717"
DASH = "\u2014"
NDASH = "\u2013"
TIMES = "\u00d7"
SUP1, SUP2, SUP3 = "\u00b9", "\u00b2", "\u00b3"
M2 = "m\u00b2"
EUR, GBP = "\u20ac", "\u00a3"

PAGE_W, PAGE_H = A4
LM, RM, TM, BM = 50, 50, 56, 60
GREY = Color(0.83, 0.85, 0.84)
PALE = Color(0.94, 0.95, 0.945)
BAND = Color(0.16, 0.22, 0.33)


# ============================================================================================ numbers
def D(x) -> Decimal:
    return x if isinstance(x, Decimal) else Decimal(str(x))


def rnd(x, dp: int = 2) -> Decimal:
    return D(x).quantize(Decimal(1).scaleb(-dp), rounding=ROUND_HALF_UP)


def en(x, dp: int = 2) -> str:
    """1,234.50"""
    return f"{rnd(x, dp):,.{dp}f}"


def nl(x, dp: int = 2) -> str:
    """Dutch: 1.234,50"""
    return en(x, dp).replace(",", "#").replace(".", ",").replace("#", ".")


def brk(x, dp: int = 0) -> str:
    """Accounts: 1,234 / (1,234) / – for nil."""
    x = D(x)
    if x == 0:
        return NDASH
    return f"({en(-x, dp)})" if x < 0 else en(x, dp)


def band_of(bounds, n):
    """Index of the band (lo, hi) that holds n; hi None = open-ended; None if no band holds it."""
    for i, (lo, hi) in enumerate(bounds):
        if n >= lo and (hi is None or n <= hi):
            return i
    return None


# ============================================================================================ layout engine
class C:
    """A table cell."""

    def __init__(self, text="", span=1, rowspan=1, align=None, bold=False):
        self.text, self.span, self.rowspan, self.align, self.bold = str(text), span, rowspan, align, bold


class Sec:
    """A section row across the whole table."""

    def __init__(self, text):
        self.text = text


class Text:
    def __init__(self, text, size=8.5, style="R", gap=4.0):
        self.text, self.size, self.style, self.gap = text, size, style, gap


class Gap:
    def __init__(self, h):
        self.h = h


class NewPage:
    pass


def place(rows):
    """(row, col, cell) for rows of C with span / rowspan; Sec rows are skipped (they take the whole row)."""
    taken, out = set(), []
    for r, row in enumerate(rows):
        if isinstance(row, Sec):
            continue
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


def wrap(text, font, size, width):
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


class Table:
    """header: rows of C; body: rows of C (row spans allowed) or Sec; keys: one per body row (None = no key)."""

    def __init__(self, tid, caption, widths, header, body, keys, style="grid", align=None, size=8.2, pad=5.0,
                 repeat_header=True, cont_caption=None, bold_rows=(), rule_above=(), group_rules=False,
                 breaks=()):
        room = PAGE_W - LM - RM
        if sum(widths) > room:
            widths = [w * room / sum(widths) for w in widths]
        self.tid, self.caption, self.widths, self.style, self.size, self.pad = tid, caption, widths, style, size, pad
        self.header = [[c if isinstance(c, C) else C(c) for c in row] for row in header]
        self.body = [r if isinstance(r, Sec) else [c if isinstance(c, C) else C(c) for c in r] for r in body]
        assert len(keys) == len(body), tid
        self.keys = list(keys)
        self.align = align or (["l"] + ["r"] * (len(widths) - 1))
        self.repeat_header, self.cont_caption = repeat_header, cont_caption
        self.bold_rows, self.rule_above, self.group_rules = set(bold_rows), set(rule_above), group_rules
        self.breaks = set(breaks)
        self.row_pages, self.pages, self.header_pages = {}, set(), set()

    def groups(self):
        """Runs of body rows tied together by row spans: [(first, last)]."""
        placed = place(self.body)
        reach = {}
        for r, _, cell in placed:
            reach[r] = max(reach.get(r, r), r + cell.rowspan - 1)
        out, i, n = [], 0, len(self.body)
        while i < n:
            end = reach.get(i, i)
            j = i
            while j <= end:
                end = max(end, reach.get(j, j))
                j += 1
            out.append((i, end))
            i = end + 1
        return out


class Doc:
    def __init__(self, file, family, lang, company, title, footer, font="sans", band=False):
        self.file, self.family, self.lang, self.company, self.title, self.footer = \
            file, family, lang, company, title, footer
        self.font, self.band = font, band
        self.items, self.tables, self.pages = [], {}, 0

    def F(self, st):
        return f"{self.font}-{st}"

    def add(self, *items):
        for it in items:
            self.items.append(it)
            if isinstance(it, Table):
                self.tables[it.tid] = it
        return self

    # ------------------------------------------------------------------------------ pages
    def render(self, path):
        cv = rl_canvas.Canvas(str(path), pagesize=A4, invariant=1, pageCompression=1)
        cv.setTitle(self.title)
        cv.setAuthor(self.company)
        cv.setCreator("business-other18 make_docs.py")
        self.cv, self.page = cv, 0
        self.new_page(first=True)
        for it in self.items:
            if isinstance(it, Text):
                self.para(it)
            elif isinstance(it, Gap):
                self.y -= it.h
            elif isinstance(it, NewPage):
                self.new_page()
            elif isinstance(it, Table):
                self.table(it)
        self.finish_page()
        cv.save()
        self.pages = self.page

    def new_page(self, first=False):
        if not first:
            self.finish_page()
        self.page += 1
        cv = self.cv
        self.y = PAGE_H - TM
        if self.page == 1:
            if self.band:
                cv.setFillColor(BAND)
                cv.rect(0, PAGE_H - 46, PAGE_W, 46, stroke=0, fill=1)
                cv.setFillColor(white)
                cv.setFont(self.F("B"), 15)
                cv.drawString(LM, PAGE_H - 30, self.company)
                cv.setFillColor(black)
                self.y = PAGE_H - 70
                cv.setFont(self.F("B"), 12)
                cv.drawString(LM, self.y, self.title)
                self.y -= 8
            else:
                cv.setFont(self.F("B"), 14.5)
                cv.drawString(LM, self.y, self.company)
                self.y -= 17
                cv.setFont(self.F("R"), 10.5)
                cv.drawString(LM, self.y, self.title)
                self.y -= 8
        else:
            cv.setFont(self.F("I"), 8.2)
            cv.drawString(LM, self.y, f"{self.company} \u2013 {self.title}")
            self.y -= 7
        cv.setLineWidth(0.6)
        cv.line(LM, self.y, PAGE_W - RM, self.y)
        self.y -= 12

    def finish_page(self):
        cv = self.cv
        cv.setFont(self.F("R"), 6.8)
        cv.drawString(LM, BM - 28, self.footer)
        word = {"en": "Page", "nl": "Pagina"}[self.lang]
        cv.drawRightString(PAGE_W - RM, BM - 28, f"{word} {self.page}")
        cv.showPage()

    def para(self, p):
        font = self.F(p.style)
        ls = wrap(p.text, font, p.size, PAGE_W - LM - RM)
        lead = p.size * 1.34
        if self.y - lead * len(ls) < BM:
            self.new_page()
        self.cv.setFont(font, p.size)
        for ln in ls:
            self.y -= lead
            self.cv.drawString(LM, self.y + 2, ln)
        self.y -= p.gap

    # ------------------------------------------------------------------------------ tables
    def caption(self, text):
        self.y -= 13
        self.cv.setFont(self.F("B"), 9.4)
        self.cv.drawString(LM, self.y + 2, text)
        self.y -= 5

    def need(self, t, text, font, width):
        return len(wrap(text, font, t.size, width - 6)) * t.size * 1.24 + t.pad

    def put(self, t, text, font, x0, x1, top, bot, align):
        lead = t.size * 1.24
        ls = wrap(text, font, t.size, x1 - x0 - 6)
        y = top - (top - bot - len(ls) * lead) / 2 - t.size * 0.95
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

    def heights(self, t, rows, placed, bold_of):
        xs = self.xs(t)
        hts = [0.0] * len(rows)
        for r, row in enumerate(rows):
            if isinstance(row, Sec):
                hts[r] = self.need(t, row.text, self.F("B"), xs[-1] - xs[0])
        for r, c, cell in placed:
            if cell.rowspan == 1:
                f = self.F("B" if bold_of(r, cell) else "R")
                hts[r] = max(hts[r], self.need(t, cell.text, f, xs[c + cell.span] - xs[c]))
        for r, c, cell in placed:
            if cell.rowspan > 1:
                f = self.F("B" if bold_of(r, cell) else "R")
                want = self.need(t, cell.text, f, xs[c + cell.span] - xs[c])
                have = sum(hts[r:r + cell.rowspan])
                if want > have:
                    hts[r + cell.rowspan - 1] += want - have
        return [h or t.size * 1.24 + t.pad for h in hts]

    def draw_header(self, t):
        cv, xs = self.cv, self.xs(t)
        placed = place(t.header)
        hts = self.heights(t, t.header, placed, lambda r, c: True)
        tops = [self.y]
        for h in hts:
            tops.append(tops[-1] - h)
        n = len(t.header)
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
            if t.style in ("booktabs", "rules", "borderless", "zebra") and cell.span > 1 and r + cell.rowspan < n:
                cv.setLineWidth(0.4)
                cv.line(x0 + 3, bot + 1, x1 - 3, bot + 1)
            al = cell.align or ("c" if cell.span > 1 else t.align[c])
            self.put(t, cell.text, self.F("B"), x0, x1, top, bot, al)
        if t.style in ("booktabs", "rules"):
            cv.setLineWidth(0.6)
            cv.line(xs[0], tops[-1], xs[-1], tops[-1])
        self.y = tops[-1]
        t.header_pages.add(self.page)

    def close(self, t):
        xs = self.xs(t)
        if t.style in ("booktabs", "rules"):
            self.cv.setLineWidth(1.2 if t.style == "booktabs" else 0.8)
            self.cv.line(xs[0], self.y, xs[-1], self.y)

    def table(self, t):
        cv, xs = self.cv, self.xs(t)
        self.caption(t.caption)
        self.draw_header(t)
        placed = place(t.body)
        bold_of = (lambda r, cell: cell.bold or r in t.bold_rows)
        hts = self.heights(t, t.body, placed, bold_of)
        by_row = {}
        for r, c, cell in placed:
            by_row.setdefault(r, []).append((c, cell))
        stripe = 0
        for gi, (a, b) in enumerate(t.groups()):
            gh = sum(hts[a:b + 1])
            if self.y - gh < BM or a in t.breaks:
                self.close(t)
                self.new_page()
                if t.cont_caption:
                    self.caption(t.cont_caption)
                if t.repeat_header:
                    self.draw_header(t)
                elif t.style in ("booktabs", "rules"):
                    cv.setLineWidth(1.2)
                    cv.line(xs[0], self.y, xs[-1], self.y)
            tops = [self.y]
            for r in range(a, b + 1):
                tops.append(tops[-1] - hts[r])
            top_of = {r: tops[r - a] for r in range(a, b + 2)}
            first_sec = isinstance(t.body[a], Sec)
            if t.style == "zebra" and not first_sec and stripe % 2 == 1:
                cv.setFillColor(PALE)
                cv.rect(xs[0], tops[-1], xs[-1] - xs[0], tops[0] - tops[-1], stroke=0, fill=1)
                cv.setFillColor(black)
            if first_sec:
                stripe = 0
            else:
                stripe += 1
            if t.group_rules and gi > 0 and not first_sec and not isinstance(t.body[a - 1], Sec):
                cv.setLineWidth(0.35)
                cv.line(xs[0], tops[0], xs[-1], tops[0])
            for r in range(a, b + 1):
                if t.keys[r] is not None:
                    t.row_pages[t.keys[r]] = self.page
                t.pages.add(self.page)
                row = t.body[r]
                top, bot = top_of[r], top_of[r + 1]
                if isinstance(row, Sec):
                    cv.setFillColor(PALE if t.style != "zebra" else GREY)
                    cv.rect(xs[0], bot, xs[-1] - xs[0], top - bot, stroke=1 if t.style == "grid" else 0, fill=1)
                    cv.setFillColor(black)
                    self.put(t, row.text, self.F("B"), xs[0], xs[-1], top, bot, "l")
                    continue
                if r in t.rule_above:
                    cv.setLineWidth(0.5)
                    cv.line(xs[1], top, xs[-1], top)
                for c, cell in by_row.get(r, []):
                    x0, x1 = xs[c], xs[c + cell.span]
                    cbot = top_of[r + cell.rowspan]
                    if t.style == "grid":
                        cv.setLineWidth(0.5)
                        cv.rect(x0, cbot, x1 - x0, top - cbot, stroke=1, fill=0)
                    f = self.F("B" if bold_of(r, cell) else "R")
                    self.put(t, cell.text, f, x0, x1, top, cbot, cell.align or t.align[c])
            self.y = tops[-1]
        self.close(t)
        self.y -= 5


def sectioned(items, sec_of, row_of, key_of):
    """Body rows with a Sec row before each new section; keys None on the Sec rows."""
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


# ============================================================================================ 1. Inistioge (en, EUR per kg)
IC_FILE = "inistioge_coffee_roasters_wholesale_price_list_2025.pdf"
IC_HEAD = f"Price per kg ({EUR})"
IC_TIERS = ["1\u20139 kg", "10\u201329 kg", "30\u201399 kg", "100 kg +"]
IC_BOUNDS = [(1, 9), (10, 29), (30, 99), (100, None)]
IC_ITEMS = [  # section, code, coffee, roast, EUR per kg by tier
    ("Blends", "IC-101", "Slaney espresso blend", "Medium-dark", ("24.80", "23.20", "21.90", "20.60")),
    ("Blends", "IC-102", "Nore house filter blend", "Medium", ("22.40", "21.00", "19.80", "18.70")),
    ("Blends", "IC-103", "Barrow dark roast blend", "Dark", ("23.60", "22.10", "20.90", "19.70")),
    ("Single origins", "IC-201", "Colombia Huila, washed", "Medium", ("27.50", "25.80", "24.30", "22.90")),
    ("Single origins", "IC-202", "Ethiopia Yirgacheffe, washed", "Light", ("31.20", "29.40", "27.60", "26.00")),
    ("Single origins", "IC-203", "Brazil Cerrado, natural", "Medium", ("23.90", "22.40", "21.10", "19.90")),
    ("Single origins", "IC-204", "Guatemala Huehuetenango, washed", "Medium", ("28.60", "26.90", "25.30", "23.80")),
    ("Single origins", "IC-205", "Kenya Nyeri AA, washed", "Light", ("34.80", "32.70", "30.80", "29.00")),
    ("Decaffeinated", "IC-301", "Swiss Water decaf, Colombia", "Medium", ("29.40", "27.60", "26.00", "24.50")),
]
IC_GRIND = D("0.45")
IC_DELIVERY = D("9.50")
IC_DELIVERY_BELOW = D("150.00")


def doc_inistioge():
    d = Doc(IC_FILE, "price_list", "en", "Inistioge Coffee Roasters Ltd",
            "Wholesale coffee \u2013 price list 2025 (whole bean, 1 kg bags)",
            "Inistioge Coffee Roasters Ltd \u00b7 Co. Kilkenny, Ireland \u00b7 prices valid from 1 March 2025")
    d.add(Text("Roasted to order on Mondays and Thursdays and packed in 1 kg valve bags. For caf\u00e9s, restaurants, "
               "hotels and offices. Each coffee is priced on its own: the band is set by the kilograms of that coffee "
               "on one order."))
    body, keys = sectioned(IC_ITEMS, lambda r: r[0], lambda r: [r[1], r[2], r[3], *r[4]], lambda r: r[1])
    d.add(Table("t1", "Wholesale prices 2025", [52, 176, 66, 50, 50, 50, 50],
                [[C("Code", rowspan=2), C("Coffee", rowspan=2), C("Roast", rowspan=2),
                  C(IC_HEAD + SUP1, span=4)], IC_TIERS],
                body, keys, style="grid", align=["l", "l", "l", "r", "r", "r", "r"], size=8.3))
    d.add(Text(f"{SUP1} Prices in euro per kg of whole beans, excluding VAT. Ground to order (espresso, filter or "
               f"cafeti\u00e8re grind): add {EUR}{en(IC_GRIND)} per kg. Orders with a goods value under "
               f"{EUR}{en(IC_DELIVERY_BELOW)} carry a delivery charge of {EUR}{en(IC_DELIVERY)}; larger orders are "
               "delivered free anywhere in Ireland.", size=7.8),
          Text("Loan grinders and espresso machines are available to accounts buying 10 kg or more a week; ask your "
               "account manager.", size=7.8))
    return d


# ============================================================================================ 2. Zoutkamp (nl, EUR per box)
ZK_FILE = "koffiebranderij_zoutkamp_groothandelsprijslijst_2025.pdf"
ZK_HEAD = f"Prijs per doos ({EUR})"
ZK_TIERS = ["1\u20133 dozen", "4\u20139 dozen", "10 dozen en meer"]
ZK_BOUNDS = [(1, 3), (4, 9), (10, None)]
ZK_CONTENT = f"6 {TIMES} 1 kg"
ZK_KG = 6
ZK_ITEMS = [  # art.nr., koffie, soort, branding, EUR per box by tier
    ("ZK-10", "Espresso Noorderhaven", "melange", "middel-donker", ("129.00", "121.20", "114.60")),
    ("ZK-11", "Filtermelange Reitdiep", "melange", "middel", ("117.60", "110.40", "104.40")),
    ("ZK-20", "Colombia Supremo, gewassen", "enkele herkomst", "middel", ("156.00", "146.40", "138.60")),
    ("ZK-21", "Ethiopi\u00eb Sidamo, gewassen", "enkele herkomst", "licht", ("171.00", "160.20", "151.20")),
    ("ZK-22", "Brazili\u00eb Mogiana, natuurlijk", "enkele herkomst", "middel", ("139.20", "127.20", "120.00")),
    ("ZK-23", "Sumatra Mandheling", "enkele herkomst", "donker", ("165.00", "154.80", "146.40")),
    ("ZK-24", "Peru Cajamarca, biologisch", "enkele herkomst", "middel", ("150.60", "141.60", "133.80")),
    ("ZK-30", "Cafe\u00efnevrij Mexico (Swiss Water)", "cafe\u00efnevrij", "middel", ("168.00", "157.80", "148.80")),
]
ZK_MIN_ORDER = D("150.00")
ZK_SHIPPING = D("12.50")
ZK_FREE_FROM = D("400.00")
ZK_BTW = 9


def doc_zoutkamp():
    d = Doc(ZK_FILE, "price_list", "nl", "Koffiebranderij Zoutkamp B.V.",
            "Groothandelsprijslijst 2025 \u2013 bonen voor horeca en kantoor",
            "Koffiebranderij Zoutkamp B.V. \u00b7 Groningen \u00b7 prijzen geldig vanaf 1 april 2025", font="cond")
    d.add(Text("Alle koffie wordt als hele boon geleverd in dozen van zes zakken van 1 kg. De staffel geldt per "
               "artikel: het aantal dozen van dat artikel op \u00e9\u00e9n bestelling bepaalt de prijs."))
    body = [[a, k, s, b, ZK_CONTENT, *[nl(D(p)) for p in pr]] for a, k, s, b, pr in ZK_ITEMS]
    d.add(Table("t1", "Prijslijst", [44, 150, 72, 62, 50, 52, 52, 58],
                [[C("Art.nr.", rowspan=2), C("Koffie", rowspan=2), C("Soort", rowspan=2), C("Branding", rowspan=2),
                  C("Inhoud", rowspan=2, align="c"), C(ZK_HEAD + SUP1, span=3)], ZK_TIERS],
                body, [r[0] for r in ZK_ITEMS], style="zebra", align=["l", "l", "l", "l", "c", "r", "r", "r"],
                size=8.2))
    d.add(Text(f"{SUP1} Prijzen in euro per doos ({ZK_CONTENT} bonen), exclusief {ZK_BTW} % btw. Levering "
               f"uitsluitend per hele doos. Minimale orderwaarde {EUR} {nl(ZK_MIN_ORDER)} (exclusief btw); kleinere "
               f"bestellingen worden niet uitgeleverd. Verzendkosten {EUR} {nl(ZK_SHIPPING)} per zending; gratis "
               f"verzending vanaf {EUR} {nl(ZK_FREE_FROM)} orderwaarde.", size=7.9),
          Text("Bestellingen v\u00f3\u00f3r dinsdag 12.00 uur worden dezelfde week gebrand en verzonden. Levering in "
               "Nederland, Belgi\u00eb en Duitsland.", size=7.9))
    return d


# ============================================================================================ 3. Cushendall (en, GBP and EUR per 2 kg bag)
CC_FILE = "cushendall_coffee_company_trade_price_list_2025.pdf"
CC_HEAD = "Price per 2 kg bag, ex VAT"
CC_TIERS = ["1\u20134 bags", "5\u201314 bags", "15 bags +"]
CC_BOUNDS = [(1, 4), (5, 14), (15, None)]
CC_CUR = [GBP, EUR]
CC_KG = 2
CC_ITEMS = [  # code, coffee, roast, ((GBP, EUR) by tier)
    ("CC-1", "Glens espresso blend", "Medium-dark", (("38.60", "45.60"), ("36.10", "42.60"), ("33.90", "40.00"))),
    ("CC-2", "Antrim breakfast blend (filter)", "Medium",
     (("34.20", "40.40"), ("32.00", "37.80"), ("30.00", "35.40"))),
    ("CC-3", "Colombia Nari\u00f1o, washed", "Medium", (("48.30", "57.00"), ("45.30", "53.40"), ("42.40", "50.00"))),
    ("CC-4", "Ethiopia Guji, natural", "Light", (("50.50", "59.60"), ("47.50", "56.00"), ("44.40", "52.40"))),
    ("CC-5", "Brazil Sul de Minas, pulped natural", "Medium",
     (("40.70", "48.00"), ("38.10", "45.00"), ("35.60", "42.00"))),
    ("CC-6", "Rwanda Nyamasheke, washed", "Light", (("52.70", "62.20"), ("49.40", "58.30"), ("46.30", "54.60"))),
    ("CC-7", "Decaf Peru (Swiss Water)", "Medium", (("50.00", "59.00"), ("46.80", "55.20"), ("43.90", "51.80"))),
]
CC_FREE_BAGS = 4
CC_DELIVERY = (D("7.50"), D("8.90"))


def doc_cushendall():
    d = Doc(CC_FILE, "price_list", "en", "Cushendall Coffee Company Ltd",
            "Trade price list 2025 \u2013 sterling and euro",
            "Cushendall Coffee Company Ltd \u00b7 Co. Antrim, Northern Ireland \u00b7 prices from 1 February 2025",
            font="serif")
    d.add(Text("Speciality coffee roasted in the Glens of Antrim and supplied as whole beans in 2 kg foodservice "
               "bags. Sterling prices apply in Northern Ireland and Great Britain, euro prices in the Republic of "
               "Ireland. The price band is set by the number of bags of that coffee on the order."))
    cols = []
    for tier in CC_TIERS:
        cols += [C(GBP, align="c"), C(EUR, align="c")]
    body = [[code, name, roast, *[p for pair in prices for p in pair]] for code, name, roast, prices in CC_ITEMS]
    d.add(Table("t1", "Trade prices", [38, 166, 58, 40, 40, 40, 40, 40, 40],
                [[C("Code", rowspan=3), C("Coffee", rowspan=3), C("Roast", rowspan=3), C(CC_HEAD, span=6)],
                 [C(t, span=2) for t in CC_TIERS], cols],
                body, [r[0] for r in CC_ITEMS], style="booktabs",
                align=["l", "l", "l", "r", "r", "r", "r", "r", "r"], size=8.1, pad=6.0))
    d.add(Text(f"Delivery is free on orders of {CC_FREE_BAGS} bags or more in total; smaller orders pay "
               f"{GBP}{en(CC_DELIVERY[0])} / {EUR}{en(CC_DELIVERY[1])} per order. All prices exclude VAT. Bags are "
               "2 kg of whole beans; we do not grind trade orders.", size=7.9))
    return d


# ============================================================================================ 4. Kirkbymoorside (en, self storage)
KS_FILE = "kirkbymoorside_self_storage_weekly_rates_2025.pdf"
KS_AREA = "Floor area"
KS_AREA_COLS = ["sq ft", M2]
KS_HEAD = f"Weekly rate ({GBP})" + SUP1
KS_TIERS = ["up to 12 weeks", "13\u201351 weeks", "52 weeks +"]
KS_BOUNDS = [(1, 12), (13, 51), (52, None)]
KS_SQFT_M2 = D("0.092903")
KS_UNITS = [  # section, unit, sq ft, size (ft), typical contents, GBP per week by length of stay
    ("Lockers (indoor, ground floor)", "L15", 15, f"3 {TIMES} 5", "Archive boxes, a bicycle",
     ("9.50", "8.60", "7.80")),
    ("Lockers (indoor, ground floor)", "L25", 25, f"5 {TIMES} 5", "A student room", ("13.75", "12.40", "11.20")),
    ("Walk-in rooms (indoor)", "R35", 35, f"5 {TIMES} 7", "A bedsit", ("17.90", "16.10", "14.50")),
    ("Walk-in rooms (indoor)", "R50", 50, f"5 {TIMES} 10", "A one-bedroom flat", ("22.50", "20.25", "18.25")),
    ("Walk-in rooms (indoor)", "R75", 75, f"7.5 {TIMES} 10", "A two-bedroom flat", ("29.95", "26.95", "24.25")),
    ("Walk-in rooms (indoor)", "R100", 100, f"10 {TIMES} 10", "A three-bedroom house", ("36.50", "32.85", "29.50")),
    ("Walk-in rooms (indoor)", "R150", 150, f"10 {TIMES} 15", "A four-bedroom house", ("49.00", "44.10", "39.70")),
    ("Walk-in rooms (indoor)", "R200", 200, f"10 {TIMES} 20", "Shop or office stock", ("61.50", "55.35", "49.80")),
    ("Drive-up containers (outdoor)", "C160", 160, f"8 {TIMES} 20", "Builders' tools and materials",
     ("42.00", "37.80", "34.00")),
    ("Drive-up containers (outdoor)", "C320", 320, f"8 {TIMES} 40", "Trade or farm storage",
     ("68.00", "61.20", "55.10")),
]
KS_COVER_RATE = D("1.10")      # GBP per week per GBP 1,000 of declared value
KS_COVER_MIN = 2000
KS_ADMIN = D("20.00")
KS_EXTRAS = [
    ("Disc padlock", "9.50"),
    ("Large removal box", "2.80"),
    ("Medium removal box", "2.20"),
    ("Bubble wrap, 750 mm \u00d7 10 m", "6.50"),
    ("Sofa cover", "7.90"),
    ("Mattress cover, double", "5.40"),
]


def ks_m2(sqft):
    return rnd(D(sqft) * KS_SQFT_M2, 1)


def doc_kirkbymoorside():
    d = Doc(KS_FILE, "price_list", "en", "Kirkbymoorside Self Storage Ltd", "Storage units \u2013 weekly rates 2025",
            "Kirkbymoorside Self Storage Ltd \u00b7 Ryedale, North Yorkshire \u00b7 open 7 days, gate access 06:00\u201322:00",
            band=True)
    d.add(Text("Clean, dry, alarmed units with CCTV and pin-code gate access. Rooms are 8 ft high; containers are "
               "steel 8 ft high with a roller door."))
    body, keys = sectioned(KS_UNITS, lambda r: r[0],
                           lambda r: [r[1], str(r[2]), en(ks_m2(r[2]), 1), r[3], r[4], *r[5]], lambda r: r[1])
    d.add(Table("t1", "Units and weekly rates", [40, 40, 40, 56, 124, 52, 52, 52],
                [[C("Unit", rowspan=2), C(KS_AREA, span=2), C("Size (ft)", rowspan=2, align="c"),
                  C("Typically holds", rowspan=2, align="l"), C(KS_HEAD, span=3)], [*KS_AREA_COLS, *KS_TIERS]],
                body, keys, style="rules", align=["l", "c", "c", "c", "l", "r", "r", "r"], size=8.2))
    d.add(Text(f"{SUP1} The rate is set by the length of stay booked when the agreement starts and is charged every "
               f"4 weeks in advance. Prices include VAT at 20 %. Stored goods must be insured: our contents cover "
               f"costs {GBP}{en(KS_COVER_RATE)} per week for each {GBP}1,000 of declared value, with a minimum cover "
               f"of {GBP}{KS_COVER_MIN:,}. A one-off administration fee of {GBP}{en(KS_ADMIN)} is charged on every "
               "new agreement.", size=7.8))
    d.add(Table("t2", "Packing materials and extras", [260, 80], [["Item", f"Price ({GBP})"]],
                [[a, b] for a, b in KS_EXTRAS], [a for a, _ in KS_EXTRAS], style="zebra", align=["l", "r"],
                size=8.3))
    d.add(Text("Flammable, perishable and hazardous goods may not be stored. One week's notice is needed to end an "
               "agreement.", size=7.8))
    return d


# ============================================================================================ 5. Llanidloes (en, coach hire)
LC_FILE = "llanidloes_coaches_private_hire_rates_2025.pdf"
LC_PRICE = f"Hire price ({GBP})" + SUP1
LC_MILES = "Miles included"
LC_EXTRA = f"Each extra ({GBP})"
LC_DAY_COLS = ["Half day" + SUP2, "Full day"]
LC_DAY_NAMES = ["Half day", "Full day"]
LC_EXTRA_COLS = ["mile", "hour"]
LC_HALF_HOURS, LC_FULL_HOURS = 5, 10
LC_VEHICLES = [  # section, vehicle, seats, (half, full) GBP, (half, full) miles, extra mile, extra hour
    ("Minibuses", "16-seat minibus", 16, ("295.00", "420.00"), (60, 150), "1.60", "28.00"),
    ("Minibuses", "24-seat minibus", 24, ("345.00", "495.00"), (60, 150), "1.80", "32.00"),
    ("Coaches", "33-seat midi coach", 33, ("410.00", "590.00"), (60, 150), "2.10", "36.00"),
    ("Coaches", "49-seat coach", 49, ("475.00", "685.00"), (60, 150), "2.40", "40.00"),
    ("Coaches", "53-seat executive coach", 53, ("540.00", "780.00"), (60, 150), "2.60", "45.00"),
    ("Coaches", "72-seat double-decker", 72, ("620.00", "895.00"), (50, 120), "3.10", "50.00"),
]
LC_WEEKEND = 15                # percent on the hire price only
LC_OVERNIGHT = D("95.00")
LC_AIRPORT_VEH = ["16-seat minibus", "33-seat midi coach", "49-seat coach"]
LC_AIRPORTS = [  # destination, GBP one way by vehicle
    ("Birmingham Airport", ("385.00", "520.00", "615.00")),
    ("Manchester Airport", ("445.00", "595.00", "705.00")),
    ("Cardiff Airport", ("430.00", "575.00", "680.00")),
    ("Bristol Airport", ("470.00", "630.00", "745.00")),
    ("Liverpool John Lennon Airport", ("410.00", "555.00", "655.00")),
]


def doc_llanidloes():
    d = Doc(LC_FILE, "price_list", "en", "Llanidloes Coaches Ltd", "Private hire rates 2025 \u2013 minibuses and coaches",
            "Llanidloes Coaches Ltd \u00b7 Powys, mid Wales \u00b7 private hire throughout Wales and the Marches", font="cond")
    d.add(Text("Every hire includes a licensed driver, fuel and VAT. Mileage is counted from our Llanidloes depot and "
               "back. Choose the smallest vehicle that seats your whole group: we cannot carry standing passengers."))
    body, keys = sectioned(LC_VEHICLES, lambda r: r[0],
                           lambda r: [r[1], str(r[2]), *r[3], *[str(m) for m in r[4]], r[5], r[6]], lambda r: r[1])
    d.add(Table("t1", "Hire rates", [140, 44, 62, 62, 56, 56, 50, 50],
                [[C("Vehicle", rowspan=2), C("Seats", rowspan=2, align="c"), C(LC_PRICE, span=2),
                  C(LC_MILES, span=2), C(LC_EXTRA, span=2)], [*LC_DAY_COLS, *LC_DAY_NAMES, *LC_EXTRA_COLS]],
                body, keys, style="grid", align=["l", "c", "r", "r", "c", "c", "r", "r"], size=8.4))
    d.add(Text(f"{SUP1} Saturdays, Sundays and bank holidays: the hire price is increased by {LC_WEEKEND} %; extra "
               "miles and extra hours are charged at the rates shown without any increase. Part hours are charged "
               f"as full hours. Tours of more than one day: driver's overnight allowance {GBP}{en(LC_OVERNIGHT)} per "
               "night on top of the daily hire.", size=7.8),
          Text(f"{SUP2} Half day: one job of up to {LC_HALF_HOURS} hours between 08:00 and 18:00. Full day: up to "
               f"{LC_FULL_HOURS} hours.", size=7.8))
    d.add(Table("t2", f"Airport transfers, one way ({GBP})", [180, 90, 90, 90],
                [["Airport", *LC_AIRPORT_VEH]], [[a, *p] for a, p in LC_AIRPORTS], [a for a, _ in LC_AIRPORTS],
                style="zebra", align=["l", "r", "r", "r"], size=8.3))
    d.add(Text("Transfer prices include waiting time of up to 60 minutes at the airport and apply every day of the "
               "week.", size=7.8))
    return d


# ============================================================================================ 6. Castlecomer (en, pest control plans, EUR)
PC_FILE = "castlecomer_pest_control_service_plans_2025.pdf"
PC_PLANS = ["Essential", "Standard", "Complete", "Food Safe" + SUP1]
PC_PLAN_NAMES = ["Essential", "Standard", "Complete", "Food Safe"]
PC_FEE_SEC = f"Annual fee by floor area ({EUR})" + SUP2
PC_BANDS = [f"up to 250 {M2}", f"251\u20131,000 {M2}", f"1,001\u20133,000 {M2}"]
PC_BOUNDS = [(0, 250), (251, 1000), (1001, 3000)]
PC_FEES = [  # by band: fees by plan
    ("480.00", "690.00", "940.00", "1,180.00"),
    ("720.00", "1,040.00", "1,390.00", "1,760.00"),
    ("1,150.00", "1,620.00", "2,160.00", "2,740.00"),
]
PC_SERV_SEC = "Service"
PC_SERV = [
    ("Routine visits a year", ("4", "6", "8", "12")),
    ("Call-out response (hours)", ("72", "48", "24", "8")),
    ("Extra call-outs", (f"{EUR}95.00 each", f"{EUR}95.00 each", f"3 free, then {EUR}75.00", "Unlimited")),
]
PC_COVER_SEC = "Cover"
PC_COVER = [  # pest or service, covered by plan
    ("Rats and mice", (True, True, True, True)),
    ("Cockroaches", (False, True, True, True)),
    ("Ants", (False, True, True, True)),
    ("Wasp and hornet nests", (False, False, True, True)),
    ("Bed bugs", (False, False, True, False)),
    ("Stored-product insects", (False, False, False, True)),
    ("Flying-insect killers serviced", (False, False, True, True)),
    ("Bird-proofing survey", (False, False, True, False)),
    ("Online audit portal", (False, True, True, True)),
]
PC_FS_MIN_MONTHS = 24
PC_VAT = 23


def doc_castlecomer():
    d = Doc(PC_FILE, "support_plans", "en", "Castlecomer Pest Control Ltd",
            "Commercial pest control \u2013 service plans 2025",
            "Castlecomer Pest Control Ltd \u00b7 Co. Kilkenny \u00b7 serving Leinster and Munster", band=True)
    d.add(Text("Every plan includes a site survey, tamper-resistant bait stations, a written report after each visit "
               "and our technicians' advice on proofing. Plans run for 12 months unless stated and are invoiced "
               "quarterly."))
    body, keys = [Sec(PC_FEE_SEC)], [None]
    for band, fees in zip(PC_BANDS, PC_FEES):
        body.append([band, *fees])
        keys.append(band)
    body.append(Sec(PC_SERV_SEC))
    keys.append(None)
    for lab, v in PC_SERV:
        body.append([lab, *v])
        keys.append(lab)
    body.append(Sec(PC_COVER_SEC))
    keys.append(None)
    for lab, v in PC_COVER:
        body.append([lab, *[TICK if x else CROSS for x in v]])
        keys.append(lab)
    d.add(Table("t1", "Plans compared", [168, 82, 82, 82, 82], [["", *PC_PLANS]], body, keys, style="grid",
                align=["l", "c", "c", "c", "c"], size=8.4))
    d.add(Text(f"{SUP1} Food Safe is for kitchens, food production and food retail and includes an annual audit "
               f"report. Minimum term {PC_FS_MIN_MONTHS} months; the annual fee is charged for each year of the term.",
               size=7.8),
          Text(f"{SUP2} Internal floor area of the premises covered. Premises over 3,000 {M2} are priced after a free "
               f"survey. Fees exclude VAT at {PC_VAT} %. {TICK} covered by the plan, {CROSS} not covered (treated at "
               "our standard rates).", size=7.8))
    return d


# ============================================================================================ 7. Stocksbridge (en, lift maintenance)
SL_FILE = "stocksbridge_lift_services_maintenance_contracts_2025.pdf"
SL_HEAD = f"Annual fee per lift ({GBP})" + SUP1
SL_TIERS = ["2\u20134 floors", "5\u20138 floors", "9\u201315 floors"]
SL_BOUNDS = [(2, 4), (5, 8), (9, 15)]
SL_PLANS = [  # contract, visits, fees, response hours, parts, remote monitoring, call-outs
    ("Statutory", "2", ("690.00", "840.00", "1,060.00"), "24", "Charged at cost + 15 %", "No", f"{GBP}165.00 each"),
    ("Essential", "4", ("1,180.00", "1,420.00", "1,790.00"), "8", f"Minor parts to {GBP}300 a year", "No",
     f"{GBP}140.00 each"),
    ("Semi-comprehensive", "6", ("1,760.00", "2,110.00", "2,640.00"), "4", "All except doors and ropes", "Yes",
     f"6 free, then {GBP}120.00"),
    ("Comprehensive", "12", ("2,480.00", "2,990.00", "3,690.00"), "2", "All parts", "Yes", "Unlimited"),
]
SL_GOODS = 20                  # percent added for goods and platform lifts
SL_OTHER = [
    ("Thorough examination (LOLER) by an independent engineer", "185.00"),
    ("Emergency phone line for the lift car, per lift per year", "240.00"),
    ("Out-of-hours call-out surcharge (18:00\u201308:00, weekends)", "95.00"),
    ("Trapped-passenger release, non-contract customers", "295.00"),
    ("Modernisation survey and report", "450.00"),
]


def doc_stocksbridge():
    d = Doc(SL_FILE, "support_plans", "en", "Stocksbridge Lift Services Ltd",
            "Passenger lift maintenance contracts 2025",
            "Stocksbridge Lift Services Ltd \u00b7 South Yorkshire \u00b7 all prices exclude VAT", font="serif")
    d.add(Text("Maintenance to BS EN 13015 for traction and hydraulic passenger lifts of any make. Every contract "
               "includes a logbook, safety checks of doors, brakes and alarms at each visit and a written report."))
    body = [[p, v, *f, r, parts, mon, co] for p, v, f, r, parts, mon, co in SL_PLANS]
    d.add(Table("t1", "Maintenance contracts", [92, 34, 50, 50, 50, 46, 72, 50, 62],
                [[C("Contract", rowspan=2), C("Visits a year", rowspan=2, align="c"), C(SL_HEAD, span=3),
                  C("Call-out response (hours)", rowspan=2, align="c"), C("Parts", rowspan=2, align="l"),
                  C("Remote monitoring", rowspan=2, align="c"), C("Call-outs", rowspan=2, align="l")], SL_TIERS],
                body, [r[0] for r in SL_PLANS], style="booktabs",
                align=["l", "c", "r", "r", "r", "c", "l", "c", "l"], size=7.3, pad=6.0))
    d.add(Text(f"{SUP1} Floors served counts every landing the lift stops at, the ground floor included. Goods lifts "
               f"and platform lifts: add {SL_GOODS} % to the fee. Lifts serving more than 15 floors are quoted after "
               "a survey.", size=7.8))
    d.add(Table("t2", f"Other services ({GBP})", [330, 80], [["Service", f"{GBP}"]], [[a, b] for a, b in SL_OTHER],
                [a for a, _ in SL_OTHER], style="zebra", align=["l", "r"], size=8.3))
    return d


# ============================================================================================ 8. Dolgellau (en, generators, transposed)
DG_FILE = "dolgellau_generators_portable_range_technical_data_2025.pdf"
DG_MODELS = ["DG-20i", "DG-32i", "DG-45E", "DG-65E", "DG-90D"]
DG_ROWS = [  # section, property, values by model
    ("General", "Type", ("Inverter", "Inverter", "Open frame", "Open frame", "Silenced diesel")),
    ("General", "Fuel", ("Petrol", "Petrol", "Petrol", "Petrol", "Diesel")),
    ("General", "Starting", ("Recoil", "Recoil", "Electric + recoil", "Electric + recoil", "Electric")),
    ("Electrical output", "Continuous output (W)", ("1,800", "2,900", "4,000", "5,800", "8,000")),
    ("Electrical output", "Peak output (W)", ("2,000", "3,200", "4,500", "6,500", "9,000")),
    ("Electrical output", "Outlets", ("230 V", "230 V", "230 V + 110 V", "230 V + 110 V", "400 V 3~ + 230 V")),
    ("Fuel and running", "Fuel tank (L)", ("3.6", "6.2", "15.0", "25.0", "30.0")),
    ("Fuel and running", "Run time at half load" + SUP1 + " (h)", ("5.5", "7.0", "9.5", "8.0", "14.0")),
    ("Fuel and running", "Sound pressure at 7 m (dB(A))", ("57", "59", "69", "71", "65")),
    ("Dimensions and weight", "Length (mm)", ("505", "570", "680", "720", "1,080")),
    ("Dimensions and weight", "Width (mm)", ("290", "330", "545", "570", "620")),
    ("Dimensions and weight", "Height (mm)", ("425", "470", "525", "560", "780")),
    ("Dimensions and weight", "Dry weight (kg)", ("20.5", "27.0", "61.0", "79.5", "168.0")),
    ("Price", f"Price, ex VAT ({GBP})", ("899.00", "1,349.00", "1,195.00", "1,690.00", "4,850.00")),
]


def dg_key(prop):
    return prop.replace(SUP1, "")


def dg_value(prop, model):
    row = next(r for r in DG_ROWS if dg_key(r[1]) == prop)
    return row[2][DG_MODELS.index(model)]


def dg_section(prop):
    return next(r[0] for r in DG_ROWS if dg_key(r[1]) == prop)


def doc_dolgellau():
    d = Doc(DG_FILE, "spec_sheet", "en", "Dolgellau Generators Ltd",
            "Portable generators \u2013 technical data and prices 2025",
            "Dolgellau Generators Ltd \u00b7 Gwynedd \u00b7 two-year warranty on every generator")
    d.add(Text("Five portable generators for site, farm, event and standby use. The inverter models give a clean "
               "sine wave for laptops and tills; the open-frame models are built for building sites; the silenced "
               "diesel runs a small workshop or a house on its three-phase outlet."))
    body, keys = sectioned(DG_ROWS, lambda r: r[0], lambda r: [r[1], *r[2]], lambda r: dg_key(r[1]))
    d.add(Table("t1", "Technical data", [145, 66, 66, 72, 72, 74], [["", *DG_MODELS]], body, keys, style="zebra",
                align=["l", "r", "r", "r", "r", "r"], size=8.0, pad=5.5))
    d.add(Text(f"{SUP1} With a full tank at half the continuous output. Sound pressure measured at 7 m, open field, "
               "at three-quarter load.", size=7.8),
          Text("Prices exclude VAT and include a starter litre of engine oil. Delivery to mainland UK addresses "
               f"{GBP}25.00; the DG-90D is delivered on a pallet by tail-lift lorry for {GBP}65.00.", size=7.8))
    return d


# ============================================================================================ 9. Wivenhoe (en, EV chargers, models as rows)
WV_FILE = "wivenhoe_charge_systems_ev_chargers_specifications_2025.pdf"
WV_OUT = "Output per outlet"
WV_OUT_COLS = ["kW", "A"]
WV_SIZE = "Size (mm)"
WV_SIZE_COLS = ["H", "W", "D"]
WV_PRICE = f"Price ({GBP}, ex VAT)"
WV_PRICE_COLS = ["Unit only", "Installed" + SUP1]
WV_MODELS = [  # section, model, supply, kW, A, connection, cable m, IP, (H, W, D), kg, (unit, installed)
    ("Home and workplace", "Home 7S", "1-phase 230 V", "7.4", "32", "Socket", DASH, "IP54", ("310", "215", "115"),
     "3.2", ("449.00", "899.00")),
    ("Home and workplace", "Home 7T", "1-phase 230 V", "7.4", "32", "Tethered", "7.5", "IP54", ("310", "215", "125"),
     "5.9", ("519.00", "969.00")),
    ("Home and workplace", "Work 11T", "3-phase 400 V", "11", "16", "Tethered", "5.0", "IP55", ("360", "250", "130"),
     "6.4", ("689.00", "1,189.00")),
    ("Home and workplace", "Work 22S", "3-phase 400 V", "22", "32", "Socket", DASH, "IP55", ("360", "250", "130"),
     "4.1", ("749.00", "1,249.00")),
    ("Twin-outlet car park units", "Duo 7S", "1-phase 230 V", "7.4", "32", "2 sockets", DASH, "IP65",
     ("520", "330", "170"), "9.8", ("1,290.00", "2,150.00")),
    ("Twin-outlet car park units", "Duo 22S", "3-phase 400 V", "22", "32", "2 sockets", DASH, "IP65",
     ("520", "330", "170"), "11.2", ("1,690.00", "2,690.00")),
    ("Twin-outlet car park units", "Post 22T", "3-phase 400 V", "22", "32", "2 tethered", "5.0", "IP65",
     ("1,350", "280", "230"), "38.0", ("2,980.00", "4,250.00")),
]
WV_RUN_INCL = 10               # metres of cable run in the installed price
WV_PER_METRE = D("16.50")


def doc_wivenhoe():
    d = Doc(WV_FILE, "spec_sheet", "en", "Wivenhoe Charge Systems Ltd",
            "AC chargers for electric vehicles \u2013 specifications and prices 2025",
            "Wivenhoe Charge Systems Ltd \u00b7 Essex \u00b7 OZEV-approved installer network", font="cond")
    d.add(Text("Smart AC chargers with Wi-Fi and 4G, load balancing and solar-surplus mode. All models carry "
               "Type 2 connectors; socket models take the driver's own cable, tethered models have the cable fixed."))
    body, keys = sectioned(WV_MODELS, lambda r: r[0],
                           lambda r: [r[1], r[2], r[3], r[4], r[5], r[6], r[7], *r[8], r[9], *r[10]], lambda r: r[1])
    d.add(Table("t1", "Charger range", [62, 70, 30, 30, 56, 38, 34, 36, 32, 32, 40, 48, 52],
                [[C("Model", rowspan=2), C("Supply", rowspan=2, align="l"), C(WV_OUT, span=2),
                  C("Connection", rowspan=2, align="l"), C("Cable (m)", rowspan=2, align="c"),
                  C("IP rating", rowspan=2, align="c"), C(WV_SIZE, span=3), C("Weight (kg)", rowspan=2, align="c"),
                  C(WV_PRICE, span=2)], [*WV_OUT_COLS, *WV_SIZE_COLS, *WV_PRICE_COLS]],
                body, keys, style="borderless",
                align=["l", "l", "c", "c", "l", "c", "c", "c", "c", "c", "c", "r", "r"], size=7.7, pad=6.0))
    d.add(Text(f"{SUP1} Installed price: a standard installation with up to {WV_RUN_INCL} m of cable from the "
               f"consumer unit to the charger; each additional metre {GBP}{en(WV_PER_METRE)}. Groundworks and "
               f"supply upgrades are quoted after a survey. {DASH} no cable (socket models).", size=7.8))
    return d


# ============================================================================================ 10. Kettlewell (en, yarn catalogue)
KY_FILE = "kettlewell_yarns_trade_catalogue_2025_26.pdf"
KY_PRICE = f"Price ({GBP})"
KY_PRICE_COLS = ["per ball", "pack of 10"]
KY_COLS = ["Code", "Yarn", "Fibre", "Ball (g)", "Length (m)", "Needles (mm)"]
KY_ITEMS = [  # section, code, yarn, fibre, ball g, length m, needles mm, GBP per ball, GBP per pack of 10
    ("Lace and 2-ply", "KY-101", "Gossamer Lace", "72 % mohair, 28 % silk", 25, 210, "3.5", "7.20", "64.00"),
    ("Lace and 2-ply", "KY-102", "Fellside 2-ply", "100 % Shetland wool", 25, 230, "2.75", "3.40", "30.50"),
    ("Lace and 2-ply", "KY-103", "Cobweb Merino", "100 % merino", 50, 400, "3", "6.10", "54.50"),
    ("Lace and 2-ply", "KY-104", "Hebble Lace", "50 % wool, 50 % alpaca", 50, 366, "3.25", "6.80", "60.50"),
    ("Lace and 2-ply", "KY-105", "Mistral 2-ply", "100 % lambswool", 25, 250, "2.5", "3.10", "27.50"),
    ("4-ply", "KY-201", "Wharfe 4-ply", "100 % wool", 50, 200, "3.25", "3.60", "32.00"),
    ("4-ply", "KY-202", "Skirfare Merino 4-ply", "100 % merino, superwash", 50, 175, "3.25", "4.40", "39.00"),
    ("4-ply", "KY-203", "Aire Baby 4-ply", "55 % merino, 45 % cotton", 50, 180, "3.25", "4.10", "36.50"),
    ("4-ply", "KY-204", "Cover 4-ply Tweed", "90 % wool, 10 % viscose", 50, 190, "3.5", "3.90", "34.50"),
    ("4-ply", "KY-205", "Littondale 4-ply", "100 % Bluefaced Leicester", 50, 190, "3.25", "5.20", "46.00"),
    ("4-ply", "KY-206", "Kilnsey Fair Isle", "100 % Shetland wool", 25, 115, "3.25", "2.95", "26.00"),
    ("4-ply", "KY-207", "Buckden 4-ply", "75 % wool, 25 % nylon", 100, 400, "3", "6.40", "57.00"),
    ("4-ply", "KY-208", "Starbotton Silk 4-ply", "70 % merino, 30 % silk", 50, 200, "3.25", "6.90", "61.50"),
    ("Sock yarn", "KY-301", "Hubberholme Sock", "75 % wool, 25 % nylon", 100, 420, "2.5", "7.40", "66.00"),
    ("Sock yarn", "KY-302", "Yockenthwaite Sock", "75 % merino, 25 % nylon", 100, 400, "2.5", "8.20", "73.00"),
    ("Sock yarn", "KY-303", "Cray Sock Self-striping", "75 % wool, 25 % polyamide", 100, 420, "2.5", "7.80",
     "69.50"),
    ("Sock yarn", "KY-304", "Oughtershaw Sock", "80 % BFL, 20 % nylon", 100, 400, "2.75", "9.10", "81.00"),
    ("Sock yarn", "KY-305", "Beckermonds Sock 6-ply", "75 % wool, 25 % nylon", 150, 375, "3.25", "9.60", "85.50"),
    ("Sock yarn", "KY-306", "Deepdale Sock", "70 % merino, 30 % nylon", 50, 210, "2.5", "4.30", "38.50"),
    ("Sock yarn", "KY-307", "Halton Gill Sock", "75 % wool, 25 % nylon", 100, 425, "2.5", "6.95", "62.00"),
    ("Double knitting (DK)", "KY-401", "Wharfe DK", "100 % wool", 50, 112, "4", "3.30", "29.50"),
    ("Double knitting (DK)", "KY-402", "Skirfare Merino DK", "100 % merino, superwash", 50, 120, "4", "4.20",
     "37.50"),
    ("Double knitting (DK)", "KY-403", "Aire Baby DK", "55 % merino, 45 % cotton", 50, 115, "4", "3.95", "35.00"),
    ("Double knitting (DK)", "KY-404", "Cover DK Tweed", "90 % wool, 10 % viscose", 50, 125, "4", "3.70", "33.00"),
    ("Double knitting (DK)", "KY-405", "Littondale DK", "100 % Bluefaced Leicester", 100, 225, "4", "8.90",
     "79.00"),
    ("Double knitting (DK)", "KY-406", "Arncliffe Alpaca DK", "100 % baby alpaca", 50, 131, "4", "5.60", "50.00"),
    ("Double knitting (DK)", "KY-407", "Grassington DK", "100 % acrylic", 100, 300, "4", "2.80", "24.50"),
    ("Double knitting (DK)", "KY-408", "Linton DK Heather", "100 % wool", 50, 110, "4", "3.45", "30.50"),
    ("Double knitting (DK)", "KY-409", "Burnsall DK", "80 % wool, 20 % nylon", 100, 250, "4", "5.90", "52.50"),
    ("Double knitting (DK)", "KY-410", "Hebden Merino-Silk DK", "70 % merino, 30 % silk", 50, 116, "4", "6.60",
     "59.00"),
    ("Double knitting (DK)", "KY-411", "Appletreewick DK", "50 % wool, 50 % acrylic", 100, 280, "4", "3.90",
     "34.50"),
    ("Double knitting (DK)", "KY-412", "Thorpe DK", "60 % cotton, 40 % wool", 50, 110, "4", "3.60", "32.00"),
    ("Aran", "KY-501", "Wharfe Aran", "100 % wool", 100, 180, "5", "5.40", "48.00"),
    ("Aran", "KY-502", "Skirfare Merino Aran", "100 % merino, superwash", 50, 87, "5", "4.30", "38.50"),
    ("Aran", "KY-503", "Cover Aran Tweed", "90 % wool, 10 % viscose", 100, 190, "5", "6.10", "54.00"),
    ("Aran", "KY-504", "Fisherman Aran, undyed", "100 % wool", 400, 720, "5", "17.50", "155.00"),
    ("Aran", "KY-505", "Kettlewell Aran Heather", "100 % wool", 100, 170, "5", "5.80", "51.50"),
    ("Aran", "KY-506", "Arncliffe Alpaca Aran", "100 % baby alpaca", 50, 90, "5", "5.95", "53.00"),
    ("Aran", "KY-507", "Grassington Aran", "100 % acrylic", 400, 800, "5", "8.50", "75.00"),
    ("Aran", "KY-508", "Burnsall Aran", "80 % wool, 20 % nylon", 100, 200, "5", "5.60", "50.00"),
    ("Aran", "KY-509", "Malham Aran Tweed", "100 % wool", 100, 166, "5", "6.30", "56.00"),
    ("Aran", "KY-510", "Conistone Aran", "70 % wool, 30 % alpaca", 100, 185, "5", "7.10", "63.00"),
    ("Chunky", "KY-601", "Wharfe Chunky", "100 % wool", 100, 120, "6", "5.60", "49.50"),
    ("Chunky", "KY-602", "Skirfare Merino Chunky", "100 % merino", 100, 110, "6", "7.20", "64.00"),
    ("Chunky", "KY-603", "Grassington Chunky", "100 % acrylic", 100, 140, "6", "3.20", "28.00"),
    ("Chunky", "KY-604", "Cover Chunky Tweed", "90 % wool, 10 % viscose", 100, 130, "6.5", "6.40", "57.00"),
    ("Chunky", "KY-605", "Arncliffe Alpaca Chunky", "80 % alpaca, 20 % nylon", 100, 130, "7", "8.80", "78.50"),
    ("Chunky", "KY-606", "Burnsall Chunky", "80 % wool, 20 % nylon", 100, 150, "6", "5.30", "47.00"),
    ("Chunky", "KY-607", "Kilnsey Chunky Marl", "50 % wool, 50 % acrylic", 100, 160, "6", "4.20", "37.50"),
    ("Chunky", "KY-608", "Malham Chunky Tweed", "100 % wool", 100, 115, "6.5", "6.70", "59.50"),
    ("Super chunky", "KY-701", "Pen-y-ghent Super Chunky", "100 % merino", 200, 80, "10", "13.50", "120.00"),
    ("Super chunky", "KY-702", "Ingleborough Super Chunky", "100 % wool", 100, 60, "10", "6.20", "55.00"),
    ("Super chunky", "KY-703", "Whernside Super Chunky", "70 % acrylic, 30 % wool", 200, 150, "10", "7.40", "65.50"),
    ("Super chunky", "KY-704", "Great Whernside Roving", "100 % merino", 250, 50, "15", "15.90", "141.00"),
    ("Super chunky", "KY-705", "Buckden Pike Super Chunky", "80 % wool, 20 % alpaca", 100, 70, "12", "7.90",
     "70.00"),
    ("Super chunky", "KY-706", "Fountains Fell Super Chunky", "100 % acrylic", 200, 160, "10", "5.50", "48.50"),
    ("Cotton and linen", "KY-801", "Nidd Cotton 4-ply", "100 % mercerised cotton", 50, 170, "3", "3.30", "29.00"),
    ("Cotton and linen", "KY-802", "Nidd Cotton DK", "100 % mercerised cotton", 50, 106, "4", "3.20", "28.50"),
    ("Cotton and linen", "KY-803", "Nidd Cotton Aran", "100 % cotton", 100, 170, "5", "5.10", "45.00"),
    ("Cotton and linen", "KY-804", "Ribble Linen DK", "60 % cotton, 40 % linen", 50, 115, "4", "4.60", "41.00"),
    ("Cotton and linen", "KY-805", "Swale Recycled Cotton DK", "100 % recycled cotton", 100, 210, "4", "4.90",
     "43.50"),
    ("Cotton and linen", "KY-806", "Ure Cotton-Merino 4-ply", "50 % cotton, 50 % merino", 50, 180, "3.25", "4.50",
     "40.00"),
    ("Cotton and linen", "KY-807", "Ribble Linen 4-ply", "100 % linen", 50, 180, "3.5", "6.20", "55.00"),
    ("Cotton and linen", "KY-808", "Swale Dishcloth Cotton", "100 % cotton", 100, 155, "4.5", "2.60", "22.50"),
]
KY_MIN_ORDER = D("100.00")
KY_CARRIAGE = D("9.50")
KY_FREE_FROM = D("250.00")


def doc_kettlewell():
    d = Doc(KY_FILE, "catalogue", "en", "Kettlewell Yarns Ltd",
            "Trade catalogue 2025/26 \u2013 knitting and crochet yarns",
            "Kettlewell Yarns Ltd \u00b7 Upper Wharfedale, North Yorkshire \u00b7 trade accounts only")
    d.add(Text("Yarns for wool shops, haberdashers and knitting groups, grouped by weight. Every yarn is sold by the "
               "single ball or in packs of 10 balls of one shade and one dye lot; shade cards on request. BFL = "
               "Bluefaced Leicester."),
          Text(f"Prices exclude VAT. Minimum trade order {GBP}{en(KY_MIN_ORDER)}. Carriage {GBP}{en(KY_CARRIAGE)} "
               f"per order below {GBP}{en(KY_FREE_FROM)}; free above. Needle sizes are our recommendation for "
               "standard tension.", size=8.0))
    body, keys = sectioned(KY_ITEMS, lambda r: r[0],
                           lambda r: [r[1], r[2], r[3], str(r[4]), str(r[5]), r[6], r[7], r[8]], lambda r: r[1])
    d.add(Table("t1", "Yarn list", [42, 136, 118, 34, 40, 44, 40, 44],
                [[C(c, rowspan=2, align=("c" if i >= 3 else None)) for i, c in enumerate(KY_COLS)] +
                 [C(KY_PRICE, span=2)], KY_PRICE_COLS],
                body, keys, style="rules", align=["l", "l", "l", "c", "c", "c", "r", "r"], size=8.2, pad=8.6,
                repeat_header=True, cont_caption="Yarn list (continued)"))
    return d


# ============================================================================================ 11. Mangatarata (en, NZ$000 interim)
MW_FILE = "mangatarata_estate_wines_interim_report_h1_fy2026.pdf"
MW_TOP = ["Unaudited", "Audited"]
MW_MID = ["Six months ended 31 December", "Year ended 30 June"]
MW_YEARS = ["2025", "2024", "2025"]
MW_COLS = [f"{MW_TOP[0]} > {MW_MID[0]} > 2025", f"{MW_TOP[0]} > {MW_MID[0]} > 2024", f"{MW_TOP[1]} > {MW_MID[1]} > 2025"]
MW_MARKETS = [  # market, (H1 FY26, H1 FY25, FY25) NZ$000
    ("New Zealand", (4215, 3980, 8120)),
    ("Australia", (3064, 2716, 5870)),
    ("United Kingdom", (5388, 5912, 11045)),
    ("United States", (4902, 4105, 8960)),
    ("Rest of world", (1317, 1142, 2405)),
]
MW_COS = ("Cost of sales", (-10428, -10106, -20870))
MW_FV = ("Fair value gain on grapes harvested", (0, 0, 1240))
MW_OPEX = [("Selling and marketing", (-3216, -2988, -6140)), ("Administrative expenses", (-1874, -1802, -3655))]
MW_FIN = ("Finance costs", (-612, -648, -1290))
MW_TAX = ("Income tax expense", (-772, -647, -1592))
MW_BS_COLS = ["31 December 2025", "30 June 2025"]
MW_ASSETS = [
    ("Land, vineyards and winery", (48920, 47610)),
    ("Biological assets \u2013 grape vines", (6480, 6240)),
    ("Inventories \u2013 wine in tank and bottle", (18215, 24680)),
    ("Trade and other receivables", (6128, 5402)),
    ("Cash and cash equivalents", (1204, 2867)),
]
MW_LIABS = [
    ("Trade and other payables", (-4312, -3995)),
    ("Bank loans", (-18500, -19500)),
    ("Deferred tax", (-3140, -3060)),
]
MW_OPS_COLS = ["H1 FY2026", "H1 FY2025", "FY2025"]
MW_CASES = ("Wine sold (thousand 9-litre cases)", ("168.4", "162.9", "331.5"))
MW_OPS_OTHER = [
    ("Grapes harvested (tonnes)", (NDASH, NDASH, "3,860")),
    ("Producing vineyard area at period end (ha)", ("412", "398", "405")),
    ("Employees at period end (full-time equivalent)", ("86", "81", "79")),
]


def add3(*rows):
    return tuple(sum(v[i] for v in rows) for i in range(len(rows[0])))


def mw_revenue():
    return add3(*[v for _, v in MW_MARKETS])


def mw_is():
    """Income statement lines: (label, (H1 FY26, H1 FY25, FY25), bold)."""
    rev = mw_revenue()
    gp = add3(rev, MW_COS[1])
    op = add3(gp, MW_FV[1], *[v for _, v in MW_OPEX])
    pbt = add3(op, MW_FIN[1])
    pat = add3(pbt, MW_TAX[1])
    return [("Revenue", rev, True), (MW_COS[0], MW_COS[1], False), ("Gross profit", gp, True),
            (MW_FV[0], MW_FV[1], False), *[(lab, v, False) for lab, v in MW_OPEX], ("Operating profit", op, True),
            (MW_FIN[0], MW_FIN[1], False), ("Profit before tax", pbt, True), (MW_TAX[0], MW_TAX[1], False),
            ("Profit for the period", pat, True)]


def mw_bs():
    ta = add3(*[v for _, v in MW_ASSETS])
    tl = add3(*[v for _, v in MW_LIABS])
    return [*[(lab, v, False) for lab, v in MW_ASSETS], ("Total assets", ta, True),
            *[(lab, v, False) for lab, v in MW_LIABS], ("Total liabilities", tl, True),
            ("Net assets", add3(ta, tl), True)]


def mw_per_case():
    """Average revenue per case (NZ$): revenue (NZ$000) / thousand cases, two decimals."""
    rev = mw_revenue()
    return tuple(rnd(D(rev[i]) / D(MW_CASES[1][i]), 2) for i in range(3))


def mw_ops():
    return [MW_CASES, ("Average revenue per case (NZ$)", tuple(en(x) for x in mw_per_case())), *MW_OPS_OTHER]


def mw_value(label, i, table="t1"):
    rows = {"t1": mw_is(), "t2": [(lab, v, False) for lab, v in MW_MARKETS] + [("Total revenue", mw_revenue(), True)],
            "t3": mw_bs()}[table]
    return next(v for lab, v, _ in rows if lab == label)[i]


def doc_mangatarata():
    d = Doc(MW_FILE, "financial", "en", "Mangatarata Estate Wines Ltd",
            "Interim report for the six months ended 31 December 2025 (H1 FY2026)",
            "Mangatarata Estate Wines Ltd \u00b7 Hawke's Bay, New Zealand \u00b7 financial year ends 30 June",
            font="serif")
    d.add(Text("The company grows grapes on its own vineyards in Hawke's Bay and Marlborough, makes wine at its "
               "Mangatarata winery and sells it in New Zealand and abroad. Amounts are in thousands of New Zealand "
               "dollars (NZ$000) unless stated otherwise. The grape harvest falls in March and April, so the "
               "fair value gain on grapes harvested is recognised in the second half of each financial year."))
    rows = mw_is()
    head = [[C("NZ$000", rowspan=3), C(MW_TOP[0], span=2), C(MW_TOP[1])],
            [C(MW_MID[0], span=2), C(MW_MID[1])], MW_YEARS]
    d.add(Table("t1", "Condensed income statement", [228, 72, 72, 88], head,
                [[lab, *[brk(x) for x in v]] for lab, v, _ in rows], [r[0] for r in rows], style="booktabs",
                bold_rows=[i for i, r in enumerate(rows) if r[2]], size=8.3))
    rv = MW_MARKETS + [("Total revenue", mw_revenue())]
    d.add(Table("t2", "Revenue by market (NZ$000)", [228, 72, 72, 88], head,
                [[lab, *[brk(x) for x in v]] for lab, v in rv], [lab for lab, _ in rv], style="grid",
                bold_rows=[len(rv) - 1], size=8.3))
    d.add(NewPage())
    bs = mw_bs()
    d.add(Table("t3", "Condensed balance sheet (NZ$000)", [268, 96, 96], [["NZ$000", *MW_BS_COLS]],
                [[lab, *[brk(x) for x in v]] for lab, v, _ in bs], [r[0] for r in bs], style="borderless",
                bold_rows=[i for i, r in enumerate(bs) if r[2]],
                rule_above=[i for i, r in enumerate(bs) if r[2]], size=8.4))
    ops = mw_ops()
    d.add(Table("t4", "Operating data", [268, 64, 64, 64], [["", *MW_OPS_COLS]], [[lab, *v] for lab, v in ops],
                [lab for lab, _ in ops], style="zebra", size=8.4))
    d.add(Text("Operating data are not in NZ$000. H1 FY2026 is the six months ended 31 December 2025; H1 FY2025 the "
               f"six months ended 31 December 2024; FY2025 the year ended 30 June 2025. {NDASH} no harvest in the "
               "period.", size=7.8))
    return d


# ============================================================================================ 12. Kilcrohane (en, golf club, whole EUR)
GC_FILE = "kilcrohane_golf_club_financial_statements_2025.pdf"
GC_YEARS = ["2025", "2024"]
GC_COLS = [f"{y} ({EUR})" for y in GC_YEARS]
GC_INCOME = [  # label, (2025, 2024) EUR
    ("Members' subscriptions", (612480, 588360)),
    ("Entrance fees", (38500, 29750)),
    ("Green fees", (184920, 171305)),
    ("Societies and open competitions", (46210, 51880)),
    ("Competition entries", (22645, 21930)),
    ("Buggy and trolley hire", (31870, 27415)),
    ("Sponsorship and advertising", (18000, 16500)),
    ("Bar and catering surplus", (24315, 19870)),
]
GC_EXPEND = [
    ("Course maintenance materials and machinery", (168240, 159710)),
    ("Greenkeeping staff costs", (276480, 262150)),
    ("Clubhouse and office staff costs", (118930, 112460)),
    ("Clubhouse running costs", (96715, 101280)),
    ("Professional's retainer", (30000, 30000)),
    ("Union affiliation fees", (21460, 20985)),
    ("Depreciation", (74300, 70150)),
    ("Loan interest", (12840, 14620)),
]
GC_MEMBERS_HEAD = "Members at 31 October"
GC_MEMBERS = [  # category, (2025, 2024) members, annual subscription 2025/26 EUR
    ("Full (seven-day)", (412, 398), "1,150"),
    ("Five-day", (96, 104), "820"),
    ("Senior (70 and over)", (128, 121), "780"),
    ("Intermediate (19\u201329)", (54, 47), "520"),
    ("Junior (under 19)", (88, 82), "150"),
    ("Country (over 80 km away)", (37, 35), "600"),
]
GC_ROUNDS = [
    ("Member rounds", (38420, 36910)),
    ("Visitor green-fee rounds", (4865, 4702)),
    ("Society rounds", (1240, 1395)),
]


def gc_totals():
    ti = tuple(sum(v[i] for _, v in GC_INCOME) for i in range(2))
    te = tuple(sum(v[i] for _, v in GC_EXPEND) for i in range(2))
    return ti, te, tuple(ti[i] - te[i] for i in range(2))


def gc_rows():
    """Body of the income and expenditure account: (label or None for a section, values, bold)."""
    ti, te, sur = gc_totals()
    return ([("Income", None, False)] + [(lab, v, False) for lab, v in GC_INCOME] + [("Total income", ti, True)] +
            [("Expenditure", None, False)] + [(lab, v, False) for lab, v in GC_EXPEND] +
            [("Total expenditure", te, True), ("Surplus for the year", sur, True)])


def gc_value(label, year):
    rows = {lab: v for lab, v, _ in gc_rows() if v is not None}
    return rows[label][GC_YEARS.index(str(year))]


def doc_kilcrohane():
    d = Doc(GC_FILE, "financial", "en", "Kilcrohane Golf Club CLG",
            "Financial statements for the year ended 31 October 2025 \u2013 extract for members",
            "Kilcrohane Golf Club CLG \u00b7 Sheep's Head peninsula, Co. Cork \u00b7 a company limited by guarantee")
    d.add(Text("Presented to the annual general meeting. Amounts are in euro, rounded to the nearest euro. The bar "
               "and catering operation is shown as a net surplus; staff costs are split between the course and "
               "the clubhouse."))
    rows = gc_rows()
    body, keys, bold = [], [], []
    for lab, v, b in rows:
        if v is None:
            body.append(Sec(lab))
            keys.append(None)
            continue
        if b:
            bold.append(len(body))
        body.append([lab, *[en(x, 0) for x in v]])
        keys.append(lab)
    d.add(Table("t1", "Income and expenditure account", [280, 90, 90], [["", *GC_COLS]], body, keys, style="zebra",
                bold_rows=bold, rule_above=bold, size=8.5))
    mem = [[c, *[str(x) for x in v], fee] for c, v, fee in GC_MEMBERS]
    d.add(Table("t2", "Membership", [200, 70, 70, 110],
                [[C("Category", rowspan=2), C(GC_MEMBERS_HEAD, span=2),
                  C(f"Annual subscription 2025/26 ({EUR})", rowspan=2, align="r")], GC_YEARS],
                mem, [c for c, _, _ in GC_MEMBERS], style="grid", align=["l", "r", "r", "r"], size=8.4))
    d.add(Table("t3", "Rounds played (year to 31 October)", [200, 70, 70], [["", *GC_YEARS]],
                [[lab, *[en(x, 0) for x in v]] for lab, v in GC_ROUNDS], [lab for lab, _ in GC_ROUNDS],
                style="borderless", size=8.4))
    d.add(Text("Subscriptions for 2025/26 were approved at the 2024 AGM and are payable by 1 November. Society "
               "rounds are counted per player.", size=7.8))
    return d


# ============================================================================================ all
BUILDERS = [doc_inistioge, doc_zoutkamp, doc_cushendall, doc_kirkbymoorside, doc_llanidloes, doc_castlecomer,
            doc_stocksbridge, doc_dolgellau, doc_wivenhoe, doc_kettlewell, doc_mangatarata, doc_kilcrohane]
COMPANIES = ["Inistioge", "Zoutkamp", "Cushendall", "Kirkbymoorside", "Llanidloes", "Castlecomer", "Stocksbridge",
             "Dolgellau", "Wivenhoe", "Kettlewell", "Mangatarata", "Kilcrohane"]


def layout(outdir=None):
    """Build and render every Doc (into outdir or a scratch folder) so that row pages are known."""
    import tempfile
    out = Path(outdir) if outdir else Path(tempfile.mkdtemp(prefix="bo18_"))
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
