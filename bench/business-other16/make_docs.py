"""business-other16: twelve generated business PDFs from twelve fictional companies.

    /work/main/.venv/bin/python bench/business-other16/make_docs.py OUTDIR

Deterministic: reportlab rl_config.invariant = 1, no randomness, no clock. Text is set in DejaVu Sans / Sans
Condensed / Serif (/usr/share/fonts/truetype/dejavu), which carry the check and cross marks, ³ and ×.

Every printed figure lives in a plain structure in this file; make_questions.py imports it and computes the golds
from it. Derived figures (marquee floor areas, the accounts' totals, subtotals and change percentages) come from
functions below, so what is printed adds up. Tables are drawn on the canvas by a small layout engine (`Table`)
that knows column and row spans in the header AND in the body, section rows, five rule styles and page breaks
(with or without the header repeated); the page of every body row is recorded in `Table.row_pages`.
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
EUR, GBP = "\u20ac", "\u00a3"

PAGE_W, PAGE_H = A4
LM, RM, TM, BM = 50, 50, 56, 60
GREY = Color(0.82, 0.84, 0.86)
PALE = Color(0.94, 0.95, 0.96)
BAND = Color(0.20, 0.30, 0.24)


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


def signed(x, dp: int = 1) -> str:
    x = rnd(x, dp)
    return f"+{en(x, dp)}" if x > 0 else ("0.0" if x == 0 else f"\u2212{en(-x, dp)}")


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
        cv.setCreator("business-other16 make_docs.py")
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
        """Heights of `rows` (a list of rows of C / Sec) given their placed cells."""
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
            if t.style in ("booktabs", "rules", "borderless") and cell.span > 1 and r + cell.rowspan < n:
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


# ============================================================================================ 1. Glenbeigh (en, EUR per item)
GB_FILE = "glenbeigh_apiary_supplies_trade_price_list_2025.pdf"
GB_HEAD = f"Price per item ({EUR})"
GB_TIERS = ["1\u20139", "10\u201349", "50\u2013199", "200+"]
GB_BOUNDS = [(1, 9), (10, 49), (50, 199), (200, None)]
GB_ITEMS = [  # section, code, description, EUR per item by tier
    ("Hives and boxes", "GB-101", "National brood box, western red cedar, flat-packed",
     ("86.50", "82.00", "77.50", "73.00")),
    ("Hives and boxes", "GB-102", "National super, western red cedar, flat-packed", ("58.00", "55.00", "52.00", "49.00")),
    ("Hives and boxes", "GB-103", "Open mesh floor with varroa tray", ("34.00", "32.20", "30.40", "28.80")),
    ("Hives and boxes", "GB-104", "Crownboard with two feed holes", ("16.50", "15.60", "14.80", "14.00")),
    ("Hives and boxes", "GB-105", "Deep roof, galvanised steel cover", ("42.00", "39.80", "37.60", "35.50")),
    ("Frames and foundation", "GB-201", "DN4 brood frame, flat-packed", ("1.45", "1.32", "1.20", "1.10")),
    ("Frames and foundation", "GB-202", "SN4 super frame, flat-packed", ("1.30", "1.18", "1.08", "0.99")),
    ("Frames and foundation", "GB-203", "Wired brood foundation, National, per sheet", ("1.95", "1.80", "1.66", "1.54")),
    ("Frames and foundation", "GB-204", "Thin super foundation, National, per sheet", ("1.25", "1.15", "1.06", "0.98")),
    ("Frames and foundation", "GB-205", "Queen excluder, framed wire, National", ("14.20", "13.30", "12.50", "11.70")),
    ("Jars and feed", "GB-301", "Honey jar 454 g (1 lb) with gold lid", ("0.62", "0.55", "0.49", "0.44")),
    ("Jars and feed", "GB-302", "Honey jar 227 g (\u00bd lb) with gold lid", ("0.48", "0.43", "0.38", "0.34")),
    ("Jars and feed", "GB-303", "Bee fondant, 2.5 kg block", ("7.90", "7.40", "6.95", "6.50")),
    ("Tools", "GB-401", "Hive tool, J-type, stainless", ("6.40", "5.90", "5.45", "5.00")),
    ("Tools", "GB-402", "Smoker, stainless, 100 mm, with heat guard", ("29.50", "27.80", "26.20", "24.80")),
]
GB_CARRIAGE_BELOW = D("250.00")
GB_CARRIAGE = D("14.50")
GB_VAT = 23


def doc_glenbeigh():
    d = Doc(GB_FILE, "price_list", "en", "Glenbeigh Apiary Supplies Ltd",
            "Beekeeping equipment \u2013 trade price list 2025",
            "Glenbeigh Apiary Supplies Ltd \u00b7 Co. Kerry, Ireland \u00b7 valid 1 February 2025 until further notice")
    d.add(Text("Trade prices for beekeeping associations, honey farms and shops. Each item code is priced on its own: "
               "the band is set by the quantity of that code on one order, and different codes are not added "
               "together to reach a band."))
    body, keys = sectioned(GB_ITEMS, lambda r: r[0], lambda r: [r[1], r[2], *r[3]], lambda r: r[1])
    d.add(Table("t1", "Trade prices 2025", [58, 214, 56, 56, 56, 56],
                [[C("Code", rowspan=2), C("Description", rowspan=2), C(GB_HEAD + SUP1, span=4)],
                 [f"{t}" for t in GB_TIERS]],
                body, keys, style="grid", align=["l", "l", "r", "r", "r", "r"], size=8.3))
    d.add(Text(f"{SUP1} Prices in euro per item, excluding VAT ({GB_VAT} %). Orders with a goods value below "
               f"{EUR}{en(GB_CARRIAGE_BELOW)} carry a carriage charge of {EUR}{en(GB_CARRIAGE)}; orders of "
               f"{EUR}{en(GB_CARRIAGE_BELOW)} or more are delivered free to any address in Ireland.", size=7.8),
          Text("Frames are supplied flat-packed with nails; foundation is cut to National size. Orders placed by "
               "12:00 are dispatched the same working day.", size=7.8))
    return d


# ============================================================================================ 2. Wapserveen (nl, EUR per pack)
WS_FILE = "wapserveen_imkerijbenodigdheden_prijslijst_2025.pdf"
WS_HEAD = f"Prijs per verpakking ({EUR})"
WS_TIERS = ["1\u20134 verp.", "5\u201319 verp.", "vanaf 20 verp."]
WS_BOUNDS = [(1, 4), (5, 19), (20, None)]
WS_ITEMS = [  # art.nr., omschrijving, stuks per verpakking, EUR per pack by tier
    ("WS-1010", "Broedraam DN4 (National), ongemonteerd", 10, ("13.20", "12.40", "11.50")),
    ("WS-1020", "Honingraam SN4 (National), ongemonteerd", 10, ("11.40", "10.70", "9.70")),
    ("WS-2010", "Waswafels broedkamer National, gedraad", 25, ("44.50", "41.00", "39.00")),
    ("WS-2020", "Waswafels honingkamer National, dun", 25, ("28.75", "27.00", "25.25")),
    ("WS-3010", "Honingpot 450 g met gouden deksel", 72, ("36.00", "33.12", "30.24")),
    ("WS-3020", "Honingpot 250 g met gouden deksel", 96, ("38.40", "35.52", "32.64")),
    ("WS-4010", "Bijenfondant, blok 2,5 kg", 6, ("41.40", "38.70", "36.00")),
    ("WS-5010", "Koninginnenrooster National, metaal in houten lijst", 5, ("66.00", "61.25", "59.00")),
    ("WS-5020", "Bijenbeitel J-model, rvs", 5, ("27.50", "25.75", "24.00")),
    ("WS-6010", "Beroker rvs, \u00d8 100 mm", 1, ("31.90", "29.90", "28.50")),
]
WS_MIN_PACKS = 2
WS_SHIPPING = D("19.95")
WS_FREE_FROM = D("300.00")
WS_BTW = 21


def doc_wapserveen():
    d = Doc(WS_FILE, "price_list", "nl", "Wapserveen Imkerijbenodigdheden B.V.",
            "Prijslijst groothandel 2025 \u2013 raampjes, was, potten en gereedschap",
            "Wapserveen Imkerijbenodigdheden B.V. \u00b7 Drenthe \u00b7 prijzen geldig vanaf 1 maart 2025",
            font="cond")
    d.add(Text("Levering uitsluitend in hele verpakkingen. De staffel geldt per artikelnummer: het aantal "
               "verpakkingen van dat artikel op \u00e9\u00e9n bestelling bepaalt de prijs."))
    body = [[a, o, str(s), *[nl(D(p)) for p in pr]] for a, o, s, pr in WS_ITEMS]
    d.add(Table("t1", "Prijslijst", [62, 200, 62, 60, 60, 60],
                [[C("Art.nr.", rowspan=2), C("Omschrijving", rowspan=2), C("Stuks per verpakking", rowspan=2,
                                                                           align="c"),
                  C(WS_HEAD + SUP1, span=3)], WS_TIERS],
                body, [r[0] for r in WS_ITEMS], style="zebra", align=["l", "l", "c", "r", "r", "r"], size=8.4))
    d.add(Text(f"{SUP1} Prijzen in euro per verpakking, exclusief {WS_BTW} % btw. Minimumafname {WS_MIN_PACKS} "
               f"verpakkingen per artikel. Verzendkosten {EUR} {nl(WS_SHIPPING)} per zending; gratis verzending "
               f"vanaf {EUR} {nl(WS_FREE_FROM)} orderwaarde (exclusief btw).", size=7.9),
          Text("Bestellingen v\u00f3\u00f3r 14.00 uur worden dezelfde werkdag verzonden. Levering in Nederland, "
               "Belgi\u00eb, Duitsland en Ierland.", size=7.9))
    return d


# ============================================================================================ 3. Cotherstone (en, GBP and EUR per pack)
CB_FILE = "cotherstone_bee_equipment_price_list_2025.pdf"
CB_HEAD = "Price per pack, ex VAT"
CB_CUR = [GBP, EUR]
CB_TIERS = ["1\u20134", "5\u201324", "25 +"]
CB_BOUNDS = [(1, 4), (5, 24), (25, None)]
CB_ITEMS = [  # code, product, pack text, items per pack, ((GBP, EUR) by tier)
    ("CB-11", "National DN4 brood frames, flat-packed", "10 frames", 10,
     (("11.00", "13.00"), ("10.20", "12.10"), ("9.40", "11.10"))),
    ("CB-12", "National SN4 super frames, flat-packed", "10 frames", 10,
     (("9.90", "11.60"), ("9.20", "10.80"), ("8.50", "10.00"))),
    ("CB-21", "Wired brood foundation, National", "10 sheets", 10,
     (("15.50", "18.30"), ("14.40", "17.00"), ("13.30", "15.70"))),
    ("CB-22", "Thin super foundation, National", "10 sheets", 10,
     (("9.80", "11.50"), ("9.10", "10.70"), ("8.40", "9.90"))),
    ("CB-31", "1 lb (454 g) honey jars with gold lids", "72 jars", 72,
     (("28.80", "34.00"), ("26.60", "31.40"), ("24.50", "28.90"))),
    ("CB-41", "Bee fondant, 2.5 kg blocks", "4 blocks", 4,
     (("25.10", "29.60"), ("24.10", "28.40"), ("22.90", "27.00"))),
]
CB_CARRIAGE = (D("12.50"), D("14.75"))
CB_CARRIAGE_BELOW = (D("200.00"), D("235.00"))


def doc_cotherstone():
    d = Doc(CB_FILE, "price_list", "en", "Cotherstone Bee Equipment Ltd",
            "Frames, foundation, jars and feed \u2013 price list 2025 (sterling and euro)",
            "Cotherstone Bee Equipment Ltd \u00b7 Teesdale, England \u00b7 prices from 1 January 2025",
            font="serif")
    d.add(Text("Every product is sold in packs; the price per pack depends on the number of packs of that product "
               "ordered. Sterling prices apply to Great Britain and Northern Ireland, euro prices to the Republic of "
               "Ireland and the rest of the EU."))
    body, keys = [], []
    for code, prod, pack, _n, prices in CB_ITEMS:
        for i, tier in enumerate(CB_TIERS):
            cells = []
            if i == 0:
                cells = [C(code, rowspan=3), C(prod, rowspan=3), C(pack, rowspan=3, align="c")]
            cells += [C(tier, align="c"), prices[i][0], prices[i][1]]
            body.append(cells)
            keys.append(f"{code} > {tier}")
    d.add(Table("t1", "Price list", [52, 190, 66, 66, 64, 64],
                [[C("Code", rowspan=2), C("Product", rowspan=2), C("Pack", rowspan=2, align="c"),
                  C("Packs ordered", rowspan=2, align="c"), C(CB_HEAD, span=2)], [C(GBP), C(EUR)]],
                body, keys, style="booktabs", group_rules=True, align=["l", "l", "c", "c", "r", "r"], size=8.4,
                pad=4.0))
    d.add(Text(f"Sold in full packs only. Carriage {GBP}{en(CB_CARRIAGE[0])} / {EUR}{en(CB_CARRIAGE[1])} per order "
               f"below {GBP}{en(CB_CARRIAGE_BELOW[0])} / {EUR}{en(CB_CARRIAGE_BELOW[1])} goods value; free above. "
               "All prices exclude VAT.", size=7.9))
    return d


# ============================================================================================ 4. Brancepeth (en, marquee hire)
BM_FILE = "brancepeth_marquees_hire_rate_card_2025.pdf"
BM_GUESTS = "Guests"
BM_GUEST_COLS = ["Seated dinner", "Standing reception"]
BM_HEAD = f"Hire price ({GBP}){SUP1}"
BM_TIERS = ["1\u20133 days", "4\u20137 days", "8\u201314 days"]
BM_BOUNDS = [(1, 3), (4, 7), (8, 14)]
BM_MARQUEES = [  # section, width (m), length (m), seated, standing, GBP by hire length
    ("Clearspan frame marquees", 6, 9, 40, 70, ("1,180.00", "1,420.00", "1,760.00")),
    ("Clearspan frame marquees", 9, 12, 80, 140, ("1,950.00", "2,340.00", "2,890.00")),
    ("Clearspan frame marquees", 9, 18, 120, 210, ("2,640.00", "3,170.00", "3,920.00")),
    ("Clearspan frame marquees", 12, 18, 170, 290, ("3,380.00", "4,050.00", "5,010.00")),
    ("Clearspan frame marquees", 12, 24, 230, 380, ("4,290.00", "5,150.00", "6,360.00")),
    ("Clearspan frame marquees", 15, 30, 360, 600, ("6,480.00", "7,780.00", "9,610.00")),
    ("Traditional pole marquees", 6, 12, 50, 90, ("1,240.00", "1,490.00", "1,840.00")),
    ("Traditional pole marquees", 9, 15, 100, 180, ("2,150.00", "2,580.00", "3,190.00")),
    ("Traditional pole marquees", 12, 21, 200, 330, ("3,560.00", "4,270.00", "5,280.00")),
]
BM_FREE_MILES = 30
BM_PER_MILE = D("2.40")
BM_EXTRAS = [  # item, charged per, GBP (per hire of up to 14 days)
    ("Wooden sub-floor with carpet", "m\u00b2 of floor area", "9.50"),
    ("Coir matting", "m\u00b2 of floor area", "3.20"),
    ("Pleated ivory lining", "m\u00b2 of floor area", "4.60"),
    ("Crystal chandelier", "each", "28.00"),
    ("Patio heater, gas included", "each", "45.00"),
    ("Round table, 5 ft (seats 8)", "each", "11.00"),
    ("Trestle table, 6 ft", "each", "8.50"),
    ("Chiavari chair, gold", "each", "4.20"),
    ("Folding chair, white", "each", "1.90"),
    ("Festoon lighting, 20 m run", "each", "36.00"),
]


def bm_size(w, l):
    return f"{w} {TIMES} {l}"


def bm_area(w, l):
    return w * l


def doc_brancepeth():
    d = Doc(BM_FILE, "price_list", "en", "Brancepeth Marquees Ltd",
            "Marquee hire \u2013 rate card 2025 season",
            "Brancepeth Marquees Ltd \u00b7 County Durham \u00b7 weddings, parties, shows and corporate events")
    d.add(Text("All marquees are white PVC with windows, delivered, erected and dismantled by our own crew. The hire "
               "price depends on the number of days the marquee stays on site, counted from the day of erection "
               "to the day of dismantling."))
    body, keys = sectioned(BM_MARQUEES, lambda r: r[0],
                           lambda r: [bm_size(r[1], r[2]), str(bm_area(r[1], r[2])), str(r[3]), str(r[4]), *r[5]],
                           lambda r: bm_size(r[1], r[2]))
    d.add(Table("t1", "Marquee hire prices", [78, 62, 62, 70, 62, 62, 62],
                [[C("Size (m)", rowspan=2), C("Floor area (m\u00b2)", rowspan=2, align="c"),
                  C(BM_GUESTS, span=2), C(BM_HEAD, span=3)], [*BM_GUEST_COLS, *BM_TIERS]],
                body, keys, style="rules", align=["l", "c", "c", "c", "r", "r", "r"], size=8.3))
    d.add(Text(f"{SUP1} Includes delivery, erection and dismantling within {BM_FREE_MILES} miles of our Brancepeth "
               f"yard. Beyond that, {GBP}{en(BM_PER_MILE)} for every mile over {BM_FREE_MILES} (one-way road "
               "distance). Hires of more than 14 days are quoted on request. All prices exclude VAT at 20 %.",
               size=7.8))
    body = [[i, u, p] for i, u, p in BM_EXTRAS]
    d.add(Table("t2", "Furnishings and extras (price per hire of up to 14 days)", [230, 130, 80],
                [["Item", "Charged per", f"Price ({GBP})"]], body, [r[0] for r in BM_EXTRAS], style="zebra",
                align=["l", "l", "r"], size=8.3))
    d.add(Text("Flooring, matting and lining are charged on the full floor area of the marquee.", size=7.8))
    return d


# ============================================================================================ 5. Tollesbury (en, skip hire)
TS_FILE = "tollesbury_skip_hire_price_card_2025.pdf"
TS_HEAD = f"Price per hire, up to 14 days ({GBP}){SUP1}"
TS_TIERS = ["0\u201310 miles", "11\u201320 miles", "21\u201330 miles"]
TS_BOUNDS = [(0, 10), (11, 20), (21, 30)]
TS_SKIPS = [  # skip, typical load, weight allowance (t), GBP by distance, extra week GBP
    (f"2 yd{SUP3} mini skip", "10\u201312 bin bags", "1.0", ("165.00", "185.00", "210.00"), "25.00"),
    (f"4 yd{SUP3} midi skip", "30\u201335 bin bags", "2.0", ("215.00", "240.00", "270.00"), "30.00"),
    (f"6 yd{SUP3} builder's skip", "kitchen or bathroom refit", "3.5", ("255.00", "285.00", "320.00"), "35.00"),
    (f"8 yd{SUP3} builder's skip", "house clearance", "4.5", ("285.00", "315.00", "355.00"), "35.00"),
    (f"12 yd{SUP3} enclosed maxi skip", "light, bulky waste only", "3.0", ("345.00", "380.00", "425.00"), "40.00"),
    (f"20 yd{SUP3} roll-on roll-off", "site strip-out", "8.0", ("480.00", "520.00", "575.00"), "55.00"),
    (f"40 yd{SUP3} roll-on roll-off", "commercial clear-out", "10.0", ("620.00", "670.00", "740.00"), "65.00"),
]
TS_EXCESS = D("115.00")          # per tonne over the allowance, charged in 0.1 t steps
TS_STEP = D("0.1")
TS_CHARGES = [  # item, GBP
    ("Highway permit, first 14 days (skip on the road)", "48.00"),
    ("Highway permit extension, each further 7 days", "20.00"),
    ("Mattress, each", "30.00"),
    ("Fridge or freezer, each", "45.00"),
    ("Car tyre, each", "8.00"),
    ("Wait and load, per 15 minutes after the first 30", "12.00"),
]


def doc_tollesbury():
    d = Doc(TS_FILE, "price_list", "en", "Tollesbury Skip Hire Ltd", "Skip and roll-on roll-off hire \u2013 prices 2025",
            "Tollesbury Skip Hire Ltd \u00b7 Maldon district, Essex \u00b7 licensed waste carrier",
            font="cond", band=True)
    d.add(Text("Prices cover delivery, up to 14 days on site, collection and disposal of mixed general waste up to "
               "the weight allowance. The column is set by the road distance from our Tollesbury depot to the site."))
    body = [[s, ld, w, *pr, wk] for s, ld, w, pr, wk in TS_SKIPS]
    d.add(Table("t1", "Skip hire prices", [118, 112, 56, 56, 56, 56, 56],
                [[C("Skip", rowspan=2), C("Typical use", rowspan=2), C("Weight allowance (t)", rowspan=2, align="c"),
                  C(TS_HEAD, span=3), C(f"Each extra week ({GBP})", rowspan=2, align="c")], TS_TIERS],
                body, [r[0] for r in TS_SKIPS], style="grid", align=["l", "l", "c", "r", "r", "r", "c"], size=8.2))
    d.add(Text(f"{SUP1} Road distance from the depot. Sites more than 30 miles away are quoted on request. Waste "
               f"above the weight allowance is charged at {GBP}{en(TS_EXCESS)} per tonne, in steps of 0.1 t "
               "(each part step counts as a full step). Prices exclude VAT at 20 %.", size=7.8))
    d.add(Table("t2", "Permits and extra charges", [330, 90], [["Charge", f"{GBP}"]],
                [[a, b] for a, b in TS_CHARGES], [a for a, _ in TS_CHARGES], style="borderless",
                align=["l", "r"], size=8.3))
    d.add(Text("Items listed above may go into the skip only if declared when booking. Hazardous waste, gas bottles "
               "and paint are not accepted.", size=7.8))
    return d


# ============================================================================================ 6. Ravenglass (en, co-working plans)
RW_FILE = "ravenglass_workrooms_membership_plans_2025.pdf"
RW_PLANS = ["Flexi 5", "Flexi 12", "Resident", "Team studio" + SUP1]
RW_PLAN_NAMES = ["Flexi 5", "Flexi 12", "Resident", "Team studio"]
RW_FEE_SEC = f"Monthly fee per member ({GBP})"
RW_FEES = [
    ("Rolling monthly", ("95.00", "175.00", "260.00", "310.00")),
    ("12-month term, per month", ("85.00", "155.00", "230.00", "275.00")),
]
RW_ALLOW_SEC = "Allowances"
RW_ALLOW = [
    ("Desk days per month", ("5", "12", "Unlimited", "Unlimited")),
    ("Meeting-room hours per month", ("1", "3", "6", "8")),
    ("Printing, pages per month", ("50", "150", "300", "500")),
    ("Building access", ("Mon\u2013Fri 08:00\u201318:00", "Mon\u2013Fri 08:00\u201318:00", "24/7", "24/7")),
]
RW_INCL_SEC = "Included"
RW_INCL = [  # service, included by plan
    ("Fixed desk", (False, False, True, True)),
    ("Lockable locker", (False, True, True, True)),
    ("Mail handling", (False, True, True, True)),
    ("Registered business address", (False, False, True, True)),
    ("Phone booths", (True, True, True, True)),
    ("Guest passes, 2 a month", (False, False, True, True)),
    ("Bike store and showers", (True, True, True, True)),
    ("Car parking space", (False, False, False, True)),
]
RW_TEAM_MIN = 3
RW_EXTRAS = [
    ("Extra desk day (Flexi plans)", "19.00"),
    ("Meeting room, per hour beyond the allowance", "24.00"),
    ("Event space, half day", "180.00"),
    ("Day pass, non-member", "25.00"),
    ("Registered business address, add-on per month", "30.00"),
    ("Car parking space, per month", "65.00"),
]


def doc_ravenglass():
    d = Doc(RW_FILE, "support_plans", "en", "Ravenglass Workrooms", "Co-working membership plans 2025",
            "Ravenglass Workrooms \u00b7 Cumbria \u00b7 prices per member, excluding VAT", band=True)
    d.add(Text("Choose a membership by how often you need a desk. Flexi members book any free hot desk; Resident "
               "members keep their own desk; Team studios are private rooms for a company."))
    body, keys = [Sec(RW_FEE_SEC)], [None]
    for lab, v in RW_FEES:
        body.append([lab, *v])
        keys.append(lab)
    body.append(Sec(RW_ALLOW_SEC))
    keys.append(None)
    for lab, v in RW_ALLOW:
        body.append([lab, *v])
        keys.append(lab)
    body.append(Sec(RW_INCL_SEC))
    keys.append(None)
    for lab, v in RW_INCL:
        body.append([lab, *[TICK if x else CROSS for x in v]])
        keys.append(lab)
    d.add(Table("t1", "Membership plans", [160, 84, 84, 84, 84], [["", *RW_PLANS]], body, keys, style="grid",
                align=["l", "c", "c", "c", "c"], size=8.4))
    d.add(Text(f"{SUP1} Team studio: a private lockable room, priced per member; minimum {RW_TEAM_MIN} members. "
               f"{TICK} included, {CROSS} not included.", size=7.8))
    d.add(Table("t2", "Extras", [300, 90], [["Extra", f"Price ({GBP})"]], [[a, b] for a, b in RW_EXTRAS],
                [a for a, _ in RW_EXTRAS], style="zebra", align=["l", "r"], size=8.3))
    d.add(Text("Rolling monthly memberships can be cancelled with one month's notice. A 12-month term is billed "
               "monthly at the term rate.", size=7.8))
    return d


# ============================================================================================ 7. Lympstone (en, pool care plans)
LP_FILE = "lympstone_pool_care_service_plans_2025.pdf"
LP_HEAD = f"Annual fee per pool ({GBP}){SUP1}"
LP_TIERS = [f"up to 50 m{SUP3}", f"51\u2013150 m{SUP3}", f"151\u2013400 m{SUP3}"]
LP_BOUNDS = [(0, 50), (50, 150), (150, 400)]     # volume (m3): (lo, hi], the first band from 0
LP_PLANS = [  # plan, visits a year, fees by band, chemicals, emergency call-outs, response (hours)
    ("Seasonal Essentials (May\u2013September)", "22", ("1,180.00", "1,540.00", "2,060.00"), "Not included",
     f"{GBP}95.00 each", "48"),
    ("All-Year Standard", "40", ("1,890.00", "2,460.00", "3,280.00"), "Not included", f"{GBP}95.00 each", "24"),
    ("All-Year Plus", "52", ("2,640.00", "3,390.00", "4,510.00"), f"Up to {GBP}450 a year",
     f"2 free, then {GBP}75.00", "12"),
    ("Commercial (hotels, clubs, schools)", "104", ("5,980.00", "7,240.00", "9,850.00"), "Included", "Unlimited", "4"),
]
LP_ADDONS = [
    ("Heat-pump service", "140.00"),
    ("Solar cover cleaning and winter storage", "85.00"),
    ("Winterising and spring opening (Seasonal Essentials only)", "260.00"),
    ("Automatic safety cover inspection", "120.00"),
    ("Monthly water-quality report", "60.00"),
]


def lp_band(volume):
    v = D(volume)
    for i, (lo, hi) in enumerate(LP_BOUNDS):
        if (v > lo or (i == 0 and v >= 0)) and v <= hi:
            return i
    return None


def doc_lympstone():
    d = Doc(LP_FILE, "support_plans", "en", "Lympstone Pool Care Ltd",
            "Swimming-pool service plans 2025 \u2013 private and commercial pools",
            "Lympstone Pool Care Ltd \u00b7 East Devon \u00b7 all prices exclude VAT at 20 %", font="serif")
    d.add(Text("Each plan covers scheduled visits for water testing and balancing, skimming, vacuuming, filter "
               "backwashing and a plant-room check. Fees are per pool and per year, billed quarterly."))
    body = [[p, v, *f, ch, em, rs] for p, v, f, ch, em, rs in LP_PLANS]
    d.add(Table("t1", "Service plans", [100, 34, 50, 50, 50, 78, 82, 50],
                [[C("Plan", rowspan=2), C("Visits a year", rowspan=2, align="c"), C(LP_HEAD, span=3),
                  C("Chemicals", rowspan=2, align="l"), C("Emergency call-outs", rowspan=2, align="l"),
                  C("Response (hours)", rowspan=2, align="c")], LP_TIERS],
                body, [r[0] for r in LP_PLANS], style="zebra", align=["l", "c", "r", "r", "r", "l", "l", "c"],
                size=7.6))
    d.add(Text(f"{SUP1} Band by water volume = length {TIMES} width {TIMES} average depth. A pool of exactly 50 m"
               f"{SUP3} falls in the first band, of exactly 150 m{SUP3} in the second. Pools over 400 m{SUP3} are "
               "quoted individually.", size=7.8))
    d.add(Table("t2", f"Add-ons (per pool, per year, {GBP})", [330, 80], [["Add-on", f"{GBP}"]],
                [[a, b] for a, b in LP_ADDONS], [a for a, _ in LP_ADDONS], style="rules", align=["l", "r"],
                size=8.3))
    return d


# ============================================================================================ 8. Husthwaite (en, extractor data)
HX_FILE = "husthwaite_honey_extractors_technical_data_2025.pdf"
HX_GROUPS = [("Manual", ["HX-4M", "HX-6M"]), ("Motorised", ["HX-9E", "HX-12E", "HX-20R", "HX-36R"])]
HX_MODELS = [m for _, ms in HX_GROUPS for m in ms]
HX_GROUP_OF = {m: g for g, ms in HX_GROUPS for m in ms}
HX_ROWS = [  # property, unit, values by model
    ("Extraction", "", ("Tangential", "Tangential", "Tangential", "Tangential", "Radial", "Radial")),
    ("Capacity, National super frames" + SUP1, "frames", ("4", "6", "9", "12", "20", "36")),
    ("Drum diameter", "mm", ("420", "520", "600", "760", "800", "1,000")),
    ("Drum height", "mm", ("560", "620", "700", "760", "780", "860")),
    ("Overall height on legs", "mm", ("1,020", "1,080", "1,160", "1,240", "1,260", "1,380")),
    ("Outlet valve", "mm", ("40", "40", "40", "50", "50", "50")),
    ("Motor power", "W", (DASH, DASH, "120", "180", "250", "370")),
    ("Maximum drum speed", "rpm", (DASH, DASH, "400", "380", "350", "320")),
    ("Supply", "", (DASH, DASH, "230 V 1~", "230 V 1~", "230 V 1~", "400 V 3~")),
    ("Net weight", "kg", ("14.5", "19.0", "31.5", "42.0", "58.0", "86.0")),
    ("Price, ex VAT", GBP, ("385.00", "495.00", "1,240.00", "1,690.00", "2,480.00", "3,950.00")),
]
HX_LABEL = {r[0].replace(SUP1, ""): r[0] for r in HX_ROWS}


def hx_value(prop, model):
    row = next(r for r in HX_ROWS if r[0].replace(SUP1, "") == prop)
    return row[2][HX_MODELS.index(model)]


def doc_husthwaite():
    d = Doc(HX_FILE, "spec_sheet", "en", "Husthwaite Honey Machinery Ltd",
            "Stainless-steel honey extractors \u2013 technical data 2025",
            "Husthwaite Honey Machinery Ltd \u00b7 North Yorkshire \u00b7 food-grade AISI 304 stainless steel throughout")
    d.add(Text("Six extractors for hobby and commercial beekeepers. Manual models are hand-cranked; motorised "
               "models have a variable-speed motor with soft start and reverse (tangential models)."))
    body = [[p, u, *v] for p, u, v in HX_ROWS]
    d.add(Table("t1", "Technical data", [150, 40, 54, 54, 54, 54, 54, 54],
                [[C("", rowspan=2), C("Unit", rowspan=2, align="c"), *[C(g, span=len(ms)) for g, ms in HX_GROUPS]],
                 HX_MODELS],
                body, [r[0].replace(SUP1, "") for r in HX_ROWS], style="borderless",
                align=["l", "c", "r", "r", "r", "r", "r", "r"], size=8.2, pad=6.0))
    d.add(Text(f"{SUP1} Capacity counted in National super frames. In the tangential models one National brood "
               "frame takes the place of two super frames; the radial models take super frames only.", size=7.8),
          Text(f"{DASH} not applicable (hand-cranked). Delivery in mainland Britain {GBP}35.00 per extractor.",
               size=7.8))
    return d


# ============================================================================================ 9. Ballachulish (en, climbing ropes)
BR_FILE = "ballachulish_ropeworks_dynamic_ropes_2025.pdf"
BR_LENGTHS = ["50 m", "60 m", "70 m", "80 m"]
BR_PRICE_HEAD = f"Price ({GBP}){SUP2}"
BR_ELONG = "Elongation (%)"
BR_ELONG_COLS = ["Static", "Dynamic"]
BR_ROPES = [  # model, rated as, diameter mm, g/m, UIAA falls, impact kN, static %, dynamic %, dry, prices by length
    ("Coire 9.1", "Single / half / twin", "9.1", "53", "6", "8.2", "8.4", "33", True,
     ("139.00", "165.00", "189.00", "212.00")),
    ("Coire 9.5", "Single", "9.5", "58", "8", "8.6", "7.9", "32", True, ("125.00", "149.00", "172.00", "194.00")),
    ("Etive 9.8", "Single", "9.8", "62", "9", "8.8", "7.2", "31", False, ("99.00", "118.00", "136.00", DASH)),
    ("Etive 10.2", "Single", "10.2", "66", "11", "9.1", "6.6", "30", False, ("89.00", "105.00", "122.00", DASH)),
    ("Nevis 10.5 Wall", "Single", "10.5", "69", "13", "9.4", "6.1", "29", False, ("92.00", "108.00", DASH, DASH)),
    ("Glencoe 8.3", "Half", "8.3", "47", "14", "5.9", "8.9", "30", True, ("99.00", "118.00", DASH, DASH)),
    ("Glencoe 7.6", "Twin", "7.6", "39", "22", "7.3", "6.0", "28", True, ("95.00", "112.00", DASH, DASH)),
]
BR_COLS = ["Rated as", "Diameter (mm)", "Weight (g/m)", "UIAA falls", "Impact force (kN)"]


def doc_ballachulish():
    d = Doc(BR_FILE, "spec_sheet", "en", "Ballachulish Ropeworks Ltd",
            "Dynamic climbing ropes \u2013 specifications and prices 2025",
            "Ballachulish Ropeworks Ltd \u00b7 Lochaber \u00b7 tested to EN 892 and UIAA 101", font="cond")
    d.add(Text("All ropes are kernmantel dynamic ropes with a middle mark and are supplied coiled with a rope bag. "
               "Figures are the certified test values for the standard length."))
    body = [[r[0], r[1], r[2], r[3], r[4], r[5], r[6], r[7], TICK if r[8] else DASH, *r[9]] for r in BR_ROPES]
    d.add(Table("t1", "Ropes", [64, 72, 36, 34, 30, 36, 32, 38, 24, 32, 32, 32, 32],
                [[C("Model", rowspan=2), *[C(c, rowspan=2, align="c") for c in BR_COLS], C(BR_ELONG, span=2),
                  C("Dry" + SUP1, rowspan=2, align="c"), C(BR_PRICE_HEAD, span=4)], [*BR_ELONG_COLS, *BR_LENGTHS]],
                body, [r[0] for r in BR_ROPES], style="booktabs",
                align=["l", "l", "c", "c", "c", "c", "c", "c", "c", "r", "r", "r", "r"], size=7.9))
    d.add(Text(f"{SUP1} Dry: sheath and core treated to the UIAA water-repellent standard. {DASH} not treated / "
               "length not made.", size=7.8),
          Text(f"{SUP2} Prices exclude VAT. Half and twin ropes are priced per single strand and are used in pairs.",
               size=7.8))
    return d


# ============================================================================================ 10. Gedney Drove (en, flower catalogue)
GF_FILE = "gedney_drove_flower_wholesale_catalogue_2025.pdf"
GF_COLS = ["Code", "Variety", "Colour", "Stem (cm)", "Stems per bunch", "Origin", f"Price per bunch ({GBP})"]
GF_ITEMS = [  # section, code, variety, colour, stem cm, stems per bunch, origin, GBP per bunch
    ("Roses, large-headed", "GD-1001", "Avalanche+", "White", 60, 20, "NL", "16.80"),
    ("Roses, large-headed", "GD-1002", "Red Naomi!", "Red", 70, 20, "NL", "18.40"),
    ("Roses, large-headed", "GD-1003", "Freedom", "Red", 60, 20, "EC", "15.20"),
    ("Roses, large-headed", "GD-1004", "Explorer", "Red", 80, 20, "EC", "19.60"),
    ("Roses, large-headed", "GD-1005", "Sweet Avalanche+", "Pink", 60, 20, "NL", "17.20"),
    ("Roses, large-headed", "GD-1006", "Pink Floyd", "Cerise", 70, 20, "EC", "17.80"),
    ("Roses, large-headed", "GD-1007", "Country Blues", "Lilac", 60, 20, "EC", "18.00"),
    ("Roses, large-headed", "GD-1008", "Mondial", "Cream", 60, 20, "EC", "15.60"),
    ("Roses, large-headed", "GD-1009", "Athena", "White", 50, 20, "KE", "9.80"),
    ("Roses, large-headed", "GD-1010", "Tara", "Peach", 50, 20, "KE", "10.40"),
    ("Roses, large-headed", "GD-1011", "Vendela", "Ivory", 60, 20, "CO", "13.60"),
    ("Roses, large-headed", "GD-1012", "Penny Lane", "Yellow", 50, 20, "KE", "10.20"),
    ("Spray roses", "GD-1101", "Lovely Lydia", "Cerise", 50, 10, "KE", "9.60"),
    ("Spray roses", "GD-1102", "Snowflake", "White", 50, 10, "KE", "9.20"),
    ("Spray roses", "GD-1103", "Babe", "Pink", 50, 10, "KE", "9.40"),
    ("Spray roses", "GD-1104", "Majolica", "Orange", 40, 10, "KE", "8.60"),
    ("Spray roses", "GD-1105", "Bombastic", "Pale pink", 40, 10, "NL", "14.50"),
    ("Spray roses", "GD-1106", "Odilia", "Cream", 50, 10, "KE", "9.10"),
    ("Chrysanthemums", "GD-1201", "Spray Baltica", "White", 70, 10, "CO", "6.90"),
    ("Chrysanthemums", "GD-1202", "Spray Radost", "Pink", 70, 10, "CO", "7.10"),
    ("Chrysanthemums", "GD-1203", "Santini Bacardi", "White", 60, 10, "NL", "7.80"),
    ("Chrysanthemums", "GD-1204", "Santini Rossano", "Red", 60, 10, "NL", "8.20"),
    ("Chrysanthemums", "GD-1205", "Bloom Anastasia Green", "Green", 70, 10, "NL", "16.50"),
    ("Chrysanthemums", "GD-1206", "Bloom Antonov", "White", 70, 10, "NL", "15.90"),
    ("Chrysanthemums", "GD-1207", "Spray Yoko Ono", "Green", 70, 10, "CO", "8.40"),
    ("Carnations", "GD-1301", "Moonlight", "White", 60, 20, "CO", "8.80"),
    ("Carnations", "GD-1302", "Nobbio Burgundy", "Burgundy", 60, 20, "CO", "9.40"),
    ("Carnations", "GD-1303", "Don Pedro", "Red", 60, 20, "CO", "8.60"),
    ("Carnations", "GD-1304", "Hermes Orange", "Orange", 60, 20, "CO", "9.00"),
    ("Carnations", "GD-1305", "Antigua", "Pink/white", 60, 20, "CO", "9.20"),
    ("Carnations", "GD-1306", "Farida", "Lilac", 60, 20, "CO", "9.60"),
    ("Carnations", "GD-1307", "Spray carnation Kiwi", "Green", 60, 10, "KE", "5.40"),
    ("Lilies", "GD-1401", "Oriental Siberia", "White", 80, 10, "NL", "24.50"),
    ("Lilies", "GD-1402", "Oriental Tiber", "Pink", 80, 10, "NL", "26.00"),
    ("Lilies", "GD-1403", "Longiflorum White Heaven", "White", 90, 10, "NL", "21.80"),
    ("Lilies", "GD-1404", "Asiatic Brindisi", "Pink", 70, 10, "NL", "13.90"),
    ("Lilies", "GD-1405", "LA hybrid Courier", "Yellow", 80, 10, "NL", "15.40"),
    ("Lilies", "GD-1406", "Oriental Casa Blanca", "White", 90, 5, "NL", "14.75"),
    ("Alstroemeria", "GD-1501", "Whistler", "White", 70, 10, "CO", "6.20"),
    ("Alstroemeria", "GD-1502", "Himalaya", "Pink", 70, 10, "CO", "6.40"),
    ("Alstroemeria", "GD-1503", "Tesoro", "Red", 70, 10, "NL", "7.60"),
    ("Alstroemeria", "GD-1504", "Dancing Queen", "Peach", 70, 10, "NL", "7.90"),
    ("Alstroemeria", "GD-1505", "Sweet Laura", "Yellow", 70, 10, "CO", "6.60"),
    ("Tulips", "GD-1601", "Strong Gold", "Yellow", 40, 10, "NL", "4.20"),
    ("Tulips", "GD-1602", "White Dream", "White", 40, 10, "NL", "4.40"),
    ("Tulips", "GD-1603", "Columbus (double)", "Red/white", 40, 10, "NL", "6.80"),
    ("Tulips", "GD-1604", "Queen of Night", "Purple", 40, 10, "NL", "5.20"),
    ("Tulips", "GD-1605", "Angelique (double)", "Pale pink", 40, 10, "NL", "6.90"),
    ("Tulips", "GD-1606", "Ile de France", "Red", 40, 10, "NL", "4.10"),
    ("Tulips", "GD-1607", "Parrot Rococo", "Red/green", 45, 10, "NL", "7.40"),
    ("Gerbera and germini", "GD-1701", "Germini Kimsey", "Orange", 45, 10, "NL", "5.80"),
    ("Gerbera and germini", "GD-1702", "Germini Pink Gem", "Pink", 45, 10, "NL", "5.80"),
    ("Gerbera and germini", "GD-1703", "Gerbera Pre Glory", "White", 55, 10, "NL", "7.60"),
    ("Gerbera and germini", "GD-1704", "Gerbera Dune", "Red", 55, 10, "NL", "7.90"),
    ("Gerbera and germini", "GD-1705", "Gerbera Rosalin", "Pink", 55, 10, "NL", "8.10"),
    ("Fillers", "GD-1801", "Gypsophila Xlence", "White", 70, 10, "EC", "11.50"),
    ("Fillers", "GD-1802", "Gypsophila Million Stars", "White", 65, 10, "EC", "10.20"),
    ("Fillers", "GD-1803", "Limonium Safora", "Lilac", 70, 10, "KE", "7.20"),
    ("Fillers", "GD-1804", "Solidago", "Yellow", 70, 10, "IL", "5.90"),
    ("Fillers", "GD-1805", "Wax flower Pink Pearl", "Pink", 60, 10, "IL", "9.80"),
    ("Fillers", "GD-1806", "Statice Sinuata", "Blue", 60, 20, "KE", "8.40"),
    ("Foliage", "GD-1901", "Eucalyptus cinerea", "Grey-green", 60, 10, "IT", "6.50"),
    ("Foliage", "GD-1902", "Eucalyptus parvifolia", "Grey-green", 60, 10, "IT", "7.40"),
    ("Foliage", "GD-1903", "Eucalyptus populus (berried)", "Green", 70, 10, "IT", "8.90"),
    ("Foliage", "GD-1904", "Ruscus Italian", "Green", 70, 10, "IT", "5.60"),
    ("Foliage", "GD-1905", "Pittosporum Nigra", "Dark green", 60, 10, "IT", "6.10"),
    ("Foliage", "GD-1906", "Salal (tips)", "Green", 50, 10, "US", "4.80"),
    ("Foliage", "GD-1907", "Pistache", "Green", 50, 10, "IT", "4.50"),
    ("Foliage", "GD-1908", "Leather leaf fern", "Green", 60, 20, "CR", "5.20"),
    ("Foliage", "GD-1909", "Aspidistra leaves", "Green", 60, 10, "IT", "5.90"),
]
GF_ORIGINS = {"NL": "Netherlands", "EC": "Ecuador", "KE": "Kenya", "CO": "Colombia", "IL": "Israel", "IT": "Italy",
              "US": "United States", "CR": "Costa Rica"}
GF_MIN_ORDER = D("120.00")
GF_DELIVERY = D("12.00")
GF_FREE_FROM = D("300.00")


def doc_gedney():
    d = Doc(GF_FILE, "catalogue", "en", "Gedney Drove Flower Wholesale Ltd",
            "Cut flowers and foliage \u2013 florists' wholesale catalogue, autumn 2025",
            "Gedney Drove Flower Wholesale Ltd \u00b7 South Holland, Lincolnshire \u00b7 trade only")
    d.add(Text("Fresh cut flowers for florists and event stylists, delivered in our own chilled vans on Tuesdays and "
               "Fridays. Prices are per bunch and exclude VAT; flowers are sold in whole bunches only, so an order "
               "for a number of stems is made up to the next whole bunch."),
          Text(f"Minimum order {GBP}{en(GF_MIN_ORDER)} per delivery. Delivery {GBP}{en(GF_DELIVERY)} per drop; free "
               f"from {GBP}{en(GF_FREE_FROM)}. Origin codes: " +
               ", ".join(f"{k} {v}" for k, v in GF_ORIGINS.items()) + ".", size=8.0),
          Text("Weekly availability varies with the auctions; the prices below hold from 1 September to "
               "30 November 2025 unless a weekly offer sheet says otherwise.", size=8.0))
    body, keys = sectioned(GF_ITEMS, lambda r: r[0],
                           lambda r: [r[1], r[2], r[3], str(r[4]), str(r[5]), r[6], r[7]], lambda r: r[1])
    d.add(Table("t1", "Catalogue", [58, 150, 72, 50, 56, 46, 64], [GF_COLS], body, keys, style="zebra",
                align=["l", "l", "l", "c", "c", "c", "r"], size=8.6, pad=7.0, repeat_header=False))
    return d


# ============================================================================================ 11. Drumcollogher (en, half-year, EUR'000)
DC_FILE = "drumcollogher_cooperative_creameries_half_year_report_2025.pdf"
DC_COLS = ["H1 2025", "H1 2024"]
DC_CHANGE = "Change %"
DC_PERIOD = "Six months to 30 June"
DC_REVENUE = [  # business, (H1 2025, H1 2024) EUR'000
    ("Butter and dairy spreads", (48612, 44905)),
    ("Cheese", (36270, 37118)),
    ("Milk powders", (29854, 27402)),
    ("Consumer liquid milk", (12406, 12971)),
    ("Agri-trading (stores and feed)", (21338, 20594)),
]
DC_COS = ("Cost of sales", (-126914, -123402))
DC_OPEX = [("Distribution costs", (-6842, -6513)), ("Administrative expenses", (-7215, -6930))]
DC_FIN = ("Net finance costs", (-1128, -1246))
DC_TAX = ("Income tax", (-824, -611))
DC_BS_COLS = ["30 June 2025", "31 December 2024"]
DC_ASSETS = [
    ("Property, plant and equipment", (84216, 82950)),
    ("Investments in associates", (6402, 6188)),
    ("Inventories", (31775, 24306)),
    ("Trade and other receivables", (27418, 22864)),
    ("Cash and cash equivalents", (5934, 8217)),
]
DC_LIABS = [
    ("Trade and other payables, incl. milk due to members", (-29604, -21873)),
    ("Borrowings", (-22500, -21000)),
    ("Deferred tax and other liabilities", (-3716, -3652)),
]
DC_OPS = [  # label, (H1 2025, H1 2024) as printed; not in thousands
    ("Milk intake (million litres)", ("164.2", "158.7")),
    ("Average milk price paid to members (cent per litre, ex VAT)", ("45.8", "41.3")),
    ("Supplying members at 30 June", ("1,184", "1,213")),
    ("Butter produced (tonnes)", ("6,940", "6,520")),
    ("Cheese produced (tonnes)", ("5,310", "5,465")),
]


def add(*rows):
    return tuple(sum(v[i] for v in rows) for i in range(len(rows[0])))


def dc_is():
    """Income statement lines: (label, (H1 2025, H1 2024), bold)."""
    rev = add(*[v for _, v in DC_REVENUE])
    gp = add(rev, DC_COS[1])
    op = add(gp, *[v for _, v in DC_OPEX])
    pbt = add(op, DC_FIN[1])
    pat = add(pbt, DC_TAX[1])
    return [("Revenue", rev, True), (DC_COS[0], DC_COS[1], False), ("Gross profit", gp, True),
            *[(lab, v, False) for lab, v in DC_OPEX], ("Operating profit", op, True), (DC_FIN[0], DC_FIN[1], False),
            ("Profit before tax", pbt, True), (DC_TAX[0], DC_TAX[1], False), ("Profit for the period", pat, True)]


def dc_bs():
    ta = add(*[v for _, v in DC_ASSETS])
    tl = add(*[v for _, v in DC_LIABS])
    return [*[(lab, v, False) for lab, v in DC_ASSETS], ("Total assets", ta, True),
            *[(lab, v, False) for lab, v in DC_LIABS], ("Total liabilities", tl, True),
            ("Members' funds", add(ta, tl), True)]


def dc_change(v):
    """Change % of H1 2025 on H1 2024, one decimal, on the amounts as they stand (costs grow = positive)."""
    return rnd((D(v[0]) - D(v[1])) / D(v[1]) * 100, 1)


def dc_value(label, i, table="t1"):
    rows = {"t1": dc_is(), "t2": [(lab, v, False) for lab, v in DC_REVENUE] + [("Total", dc_revenue_total(), True)],
            "t3": dc_bs()}[table]
    return next(v for lab, v, _ in rows if lab == label)[i]


def dc_revenue_total():
    return add(*[v for _, v in DC_REVENUE])


def doc_drumcollogher():
    d = Doc(DC_FILE, "financial", "en", "Drumcollogher Co-operative Creameries Ltd",
            "Half-year report for the six months to 30 June 2025 (unaudited)",
            "Drumcollogher Co-operative Creameries Ltd \u00b7 Co. Limerick \u00b7 registered society", font="serif")
    d.add(Text("The society processes milk supplied by its members into butter, cheese and milk powders, bottles "
               "liquid milk for the home market and runs four agri-trading stores. The figures below are unaudited "
               "and are shown in thousands of euro unless stated otherwise."))
    rows = dc_is()
    d.add(Table("t1", f"Condensed income statement ({EUR}'000)", [230, 80, 80, 70],
                [[C(f"{EUR}'000", rowspan=2), C(DC_PERIOD, span=2), C(DC_CHANGE, rowspan=2, align="r")], DC_COLS],
                [[lab, brk(v[0]), brk(v[1]), signed(dc_change(v))] for lab, v, _ in rows], [r[0] for r in rows],
                style="booktabs", bold_rows=[i for i, r in enumerate(rows) if r[2]], size=8.4))
    rv = DC_REVENUE + [("Total", dc_revenue_total())]
    d.add(Table("t2", f"Revenue by business ({EUR}'000)", [230, 80, 80],
                [[C("Business", rowspan=2), C(DC_PERIOD, span=2)], DC_COLS],
                [[lab, brk(v[0]), brk(v[1])] for lab, v in rv], [lab for lab, _ in rv], style="grid",
                bold_rows=[len(rv) - 1], size=8.4))
    d.add(Text("Revenue by business is stated after eliminating sales between businesses.", size=7.8))
    d.add(NewPage())
    bs = dc_bs()
    d.add(Table("t3", f"Condensed balance sheet ({EUR}'000)", [280, 80, 80], [[f"{EUR}'000", *DC_BS_COLS]],
                [[lab, brk(v[0]), brk(v[1])] for lab, v, _ in bs], [r[0] for r in bs], style="grid",
                bold_rows=[i for i, r in enumerate(bs) if r[2]], size=8.4))
    d.add(Table("t4", "Operating data", [300, 70, 70], [["", *DC_COLS]], [[lab, *v] for lab, v in DC_OPS],
                [lab for lab, _ in DC_OPS], style="zebra", size=8.4))
    d.add(Text("Operating data are not in thousands. The milk price is the average base price for the period before "
               "any end-of-year bonus.", size=7.8))
    return d


# ============================================================================================ 12. Llanfyllin (en, annual accounts, GBP m)
LV_FILE = "llanfyllin_veterinary_group_annual_accounts_2025.pdf"
LV_YEARS = ["2025", "2024", "2023"]
LV_HEAD = "Year ended 31 March"
LV_REVENUE = [  # practice type, (2025, 2024, 2023) GBP m as printed
    ("Companion animal", ("22.4", "20.6", "18.9")),
    ("Farm animal", ("6.1", "6.3", "6.2")),
    ("Equine", ("3.8", "3.4", "3.1")),
    ("Referral hospital", ("4.5", "3.6", "2.7")),
    ("Pet health plan subscriptions", ("1.8", "1.2", "1.0")),
]
LV_COSTS = [("Drugs and consumables", ("-8.9", "-8.2", "-7.6")), ("Staff costs", ("-19.7", "-17.6", "-15.8")),
            ("Other operating costs", ("-4.6", "-4.3", "-4.1"))]
LV_DEPR = ("Depreciation and amortisation", ("-1.7", "-1.6", "-1.5"))
LV_FIN = ("Finance costs", ("-0.6", "-0.7", "-0.5"))
LV_TAX = ("Taxation", ("-0.8", "-0.6", "-0.6"))
LV_OPS = [  # label, values as printed (not in GBP m)
    ("Clinics at 31 March", ("14", "13", "11")),
    ("Veterinary surgeons (full-time equivalent)", ("96.5", "88.0", "79.5")),
    ("Pets on health plans at 31 March", ("14,820", "10,260", "8,410")),
]


def dadd(*rows):
    return tuple(sum((D(v[i]) for v in rows), D(0)) for i in range(3))


def lv_revenue_total():
    return dadd(*[v for _, v in LV_REVENUE])


def lv_is():
    rev = lv_revenue_total()
    ebitda = dadd(rev, *[v for _, v in LV_COSTS])
    op = dadd(ebitda, LV_DEPR[1])
    pbt = dadd(op, LV_FIN[1])
    pat = dadd(pbt, LV_TAX[1])
    dd = lambda v: tuple(D(x) for x in v)  # noqa: E731
    return [("Revenue", rev, True), *[(lab, dd(v), False) for lab, v in LV_COSTS], ("EBITDA", ebitda, True),
            (LV_DEPR[0], dd(LV_DEPR[1]), False), ("Operating profit", op, True), (LV_FIN[0], dd(LV_FIN[1]), False),
            ("Profit before tax", pbt, True), (LV_TAX[0], dd(LV_TAX[1]), False), ("Profit for the year", pat, True)]


def lv_value(label, year):
    rows = {lab: v for lab, v, _ in lv_is()}
    rows.update({lab: tuple(D(x) for x in v) for lab, v in LV_REVENUE})
    rows["Total revenue"] = lv_revenue_total()
    return rows[label][LV_YEARS.index(str(year))]


def doc_llanfyllin():
    d = Doc(LV_FILE, "financial", "en", "Llanfyllin Veterinary Group Ltd",
            "Annual accounts for the year ended 31 March 2025 \u2013 summary",
            "Llanfyllin Veterinary Group Ltd \u00b7 Powys \u00b7 registered in England and Wales")
    d.add(Text("The group runs first-opinion clinics for companion, farm and equine clients across mid Wales and the "
               "Marches, and a referral hospital. Amounts are in pounds sterling, millions, to one decimal place."))
    rows = lv_is()
    bold = [i for i, r in enumerate(rows) if r[2]]
    d.add(Table("t1", "Consolidated income statement", [250, 64, 64, 64],
                [[C(f"{GBP}m", rowspan=2), C(LV_HEAD, span=3)], LV_YEARS],
                [[lab, *[brk(x, 1) for x in v]] for lab, v, _ in rows], [r[0] for r in rows], style="borderless",
                bold_rows=bold, rule_above=bold[1:], size=8.5))
    rv = [(lab, tuple(D(x) for x in v)) for lab, v in LV_REVENUE] + [("Total revenue", lv_revenue_total())]
    d.add(Table("t2", "Revenue by practice type", [250, 64, 64, 64],
                [[C(f"{GBP}m", rowspan=2), C(LV_HEAD, span=3)], LV_YEARS],
                [[lab, *[brk(x, 1) for x in v]] for lab, v in rv], [lab for lab, _ in rv], style="borderless",
                bold_rows=[len(rv) - 1], rule_above=[len(rv) - 1], size=8.5))
    d.add(Table("t3", "Operating statistics", [250, 64, 64, 64], [["", *LV_YEARS]],
                [[lab, *v] for lab, v in LV_OPS], [lab for lab, _ in LV_OPS], style="zebra", size=8.5))
    return d


# ============================================================================================ all
BUILDERS = [doc_glenbeigh, doc_wapserveen, doc_cotherstone, doc_brancepeth, doc_tollesbury, doc_ravenglass,
            doc_lympstone, doc_husthwaite, doc_ballachulish, doc_gedney, doc_drumcollogher, doc_llanfyllin]
COMPANIES = ["Glenbeigh", "Wapserveen", "Cotherstone", "Brancepeth", "Tollesbury", "Ravenglass", "Lympstone",
             "Husthwaite", "Ballachulish", "Gedney", "Drumcollogher", "Llanfyllin"]


def layout(outdir=None):
    """Build and render every Doc (into outdir or a scratch folder) so that row pages are known."""
    import tempfile
    out = Path(outdir) if outdir else Path(tempfile.mkdtemp(prefix="bo16_"))
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
