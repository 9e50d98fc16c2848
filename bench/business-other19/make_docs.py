"""business-other19: twelve generated business PDFs from twelve fictional companies.

    /work/main/.venv/bin/python bench/business-other19/make_docs.py OUTDIR

Deterministic: reportlab rl_config.invariant = 1, no randomness, no clock. Text is set in DejaVu Sans / Sans
Condensed / Serif (/usr/share/fonts/truetype/dejavu), which carry the check and cross marks, m², kWp and ×.

Every printed figure lives in a plain structure in this file; make_questions.py imports it and computes the golds
from it. Derived figures (the salmon farmer's and the cinema group's totals and subtotals, revenue per kg, average
ticket price and spend per head) come from functions below, so what is printed adds up. Tables are drawn on the
canvas by a small layout engine (`Table`, after the design of business-other18's) that knows column and row spans in
the header and the body, section rows, five rule styles and page breaks (with or without the header repeated); the
page of every body row is recorded in `Table.row_pages`.
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


PLN, NOK = "PLN", "NOK"


# ============================================================================================ numbers
def D(x) -> Decimal:
    return x if isinstance(x, Decimal) else Decimal(str(x))


def rnd(x, dp: int = 2) -> Decimal:
    return D(x).quantize(Decimal(1).scaleb(-dp), rounding=ROUND_HALF_UP)


def en(x, dp: int = 2) -> str:
    """1,234.50"""
    return f"{rnd(x, dp):,.{dp}f}"


def de(x, dp: int = 2) -> str:
    """German: 1.234,50"""
    return en(x, dp).replace(",", "#").replace(".", ",").replace("#", ".")


def sp(x, dp: int = 0) -> str:
    """Space as thousands separator, point as decimal mark, hyphen for negatives: -1 234 / 79.74"""
    x = D(x)
    s = en(abs(x), dp).replace(",", " ")
    return f"-{s}" if x < 0 else s


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
        cv.setCreator("business-other19 make_docs.py")
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
        word = {"en": "Page", "de": "Seite"}[self.lang]
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


# ============================================================================================ 1. Ballinamult (en, EUR, pellets)
BF_FILE = "ballinamult_fuels_price_list_2025_26.pdf"
BF_BAG_HEAD = f"Price per bag ({EUR})" + SUP1
BF_PAL_HEAD = f"Price per pallet ({EUR})" + SUP1
BF_BAG_TIERS = ["1\u201319 bags", "20 bags +"]
BF_BAG_BOUNDS = [(1, 19), (20, None)]
BF_PAL_TIERS = ["1 pallet", "2\u20134 pallets", "5 pallets +"]
BF_PAL_BOUNDS = [(1, 1), (2, 4), (5, None)]
BF_ITEMS = [  # section, code, product, bag, bags per pallet, (bag prices), (pallet prices)
    ("Wood pellets, ENplus A1", "BF-101", "Softwood pellets, 6 mm", "15 kg", 65, ("6.95", "6.40"),
     ("379.00", "358.00", "339.00")),
    ("Wood pellets, ENplus A1", "BF-102", "Premium low-ash pellets, 6 mm", "15 kg", 65, ("7.60", "7.05"),
     ("418.00", "399.00", "381.00")),
    ("Wood pellets, ENplus A1", "BF-103", "Irish-made pellets, 6 mm", "10 kg", 100, ("4.90", "4.55"),
     ("410.00", "395.00", "380.00")),
    ("Briquettes", "BF-201", "Hardwood heat logs (RUF)", "10 kg", 96, ("5.80", "5.30"),
     ("468.00", "449.00", "432.00")),
    ("Briquettes", "BF-202", "Softwood Nestro briquettes", "10 kg", 100, ("4.70", "4.30"),
     ("398.00", "382.00", "369.00")),
    ("Kiln-dried logs and kindling", "BF-301", "Kiln-dried ash logs, 25 cm", "40 L net", 36, ("8.50", "7.90"),
     ("265.00", "252.00", "240.00")),
    ("Kiln-dried logs and kindling", "BF-302", "Kiln-dried birch logs, 25 cm", "40 L net", 36, ("8.90", "8.20"),
     ("278.00", "264.00", "252.00")),
    ("Kiln-dried logs and kindling", "BF-303", "Kindling, softwood", "10 L", 100, ("3.20", "2.85"),
     ("255.00", "243.00", "231.00")),
]
BF_VAT = "13.5"
BF_LOOSE_DELIVERY = D("35.00")
BF_KM_FREE = 30
BF_PER_KM = D("1.20")
BF_MIN_BAGS = 10


def doc_ballinamult():
    d = Doc(BF_FILE, "price_list", "en", "Ballinamult Fuels Ltd",
            "Home heating fuels \u2013 price list 2025/26 (pellets, briquettes, kiln-dried logs)",
            f"Ballinamult Fuels Ltd \u00b7 Co. Waterford, Ireland \u00b7 prices valid from 1 September 2025")
    d.add(Text("Bagged fuels for stoves and pellet boilers, for householders and resellers. All our pellets are "
               "ENplus A1 certified. Loose bags can be collected from the yard or delivered with any order; full "
               "pallets are shrink-wrapped and delivered by tail-lift lorry."))
    body, keys = sectioned(BF_ITEMS, lambda r: r[0],
                           lambda r: [r[1], r[2], r[3], str(r[4]), *r[5], *r[6]], lambda r: r[1])
    d.add(Table("t1", "Bagged fuels 2025/26", [40, 122, 44, 40, 46, 52, 46, 50, 55],
                [[C("Code", rowspan=2), C("Product", rowspan=2), C("Bag", rowspan=2, align="c"),
                  C("Bags per pallet", rowspan=2, align="c"), C(BF_BAG_HEAD, span=2), C(BF_PAL_HEAD, span=3)],
                 BF_BAG_TIERS + BF_PAL_TIERS],
                body, keys, style="grid", align=["l", "l", "c", "c", "r", "r", "r", "r", "r"], size=8.1))
    d.add(Text(f"{SUP1} Prices in euro, excluding VAT at {BF_VAT} %. The band is set by the quantity of that product "
               "on one order; loose-bag prices apply to part pallets. Full pallets are delivered free within "
               f"{BF_KM_FREE} km of our yard; orders of loose bags only pay {EUR}{en(BF_LOOSE_DELIVERY)} delivery "
               f"within {BF_KM_FREE} km. Beyond {BF_KM_FREE} km add {EUR}{en(BF_PER_KM)} per km (one way) to any "
               f"order. Minimum order for delivery: {BF_MIN_BAGS} bags or one pallet.", size=7.8),
          Text("Pallets are not returnable and are not charged. Coal and smokeless fuels are no longer sold by us.",
               size=7.8))
    return d


# ============================================================================================ 2. Hohenfichte (de, EUR)
HF_FILE = "hohenfichte_holzenergie_preisliste_2025_26.pdf"
HF_PAL_HEAD = f"Preis je Palette ({EUR})" + SUP1
HF_SINGLE = f"Einzelgebinde ({EUR})" + SUP2
HF_PAL_TIERS = ["1 Palette", "2\u20133 Paletten", "ab 4 Paletten"]
HF_PAL_BOUNDS = [(1, 1), (2, 3), (4, None)]
HF_ITEMS = [  # art, product, pack, packs per pallet, single pack, (pallet prices)
    ("HF-10", "Holzpellets ENplus A1, 6 mm, Nadelholz", "15-kg-Sack", 66, "6.20", ("372.00", "356.00", "341.00")),
    ("HF-11", "Holzpellets ENplus A1, 6 mm, Premium (Fichte, entrindet)", "15-kg-Sack", 66, "6.70",
     ("405.00", "388.00", "372.00")),
    ("HF-20", "Buchenholz-Briketts (RUF)", "10-kg-Paket", 96, "5.40", ("452.00", "436.00", "421.00")),
    ("HF-21", "Nadelholz-Briketts mit Loch", "10-kg-Paket", 100, "4.60", ("389.00", "375.00", "362.00")),
    ("HF-30", "Kaminholz Buche, 25 cm, kammergetrocknet", "30-l-Netz", 40, "7.90", ("289.00", "276.00", "265.00")),
    ("HF-31", "Anz\u00fcndholz Kiefer", "10-l-Sack", 90, "2.90", ("229.00", "219.00", "210.00")),
]
HF_BULK_HEAD = f"Preis je Tonne ({EUR})" + SUP3
HF_BULK_TIERS = ["3\u20135,99 t", "6\u20139,99 t", "ab 10 t"]
HF_BULK_BOUNDS = [(D(3), D("5.99")), (D(6), D("9.99")), (D(10), None)]
HF_ZONES = [  # zone, distance text, (lo km, hi km), (EUR per tonne by tier)
    ("Zone 1", "bis 30 km", (0, 30), ("318.00", "309.00", "301.00")),
    ("Zone 2", "31\u201360 km", (31, 60), ("326.00", "317.00", "309.00")),
    ("Zone 3", "61\u2013100 km", (61, 100), ("337.00", "328.00", "319.00")),
]
HF_VAT = 19
HF_PAL_FREE_KM = 30
HF_PAL_DELIVERY = D("28.00")
HF_DEPOSIT = D("12.00")
HF_BULK_MIN_T = 3
HF_BLOW = D("39.00")


def doc_hohenfichte():
    d = Doc(HF_FILE, "price_list", "de", "Holzenergie Hohenfichte GmbH",
            "Preisliste Holzbrennstoffe 2025/26 \u2013 Pellets, Briketts, Kaminholz",
            "Holzenergie Hohenfichte GmbH \u00b7 Erzgebirge, Sachsen \u00b7 Preise g\u00fcltig ab 1. September 2025",
            font="cond")
    d.add(Text("Pellets aus eigener Produktion, zertifiziert nach ENplus A1. Sackware wird auf Europaletten "
               "geliefert; lose Pellets werden mit dem Silo-LKW direkt in Ihr Lager eingeblasen."))
    body = [[a, p, g, str(n), de(D(s)), *[de(D(x)) for x in pr]] for a, p, g, n, s, pr in HF_ITEMS]
    d.add(Table("t1", "Sackware auf Palette", [40, 143, 56, 46, 64, 46, 50, 50],
                [[C("Art.-Nr.", rowspan=2), C("Produkt", rowspan=2), C("Gebinde", rowspan=2, align="c"),
                  C("Gebinde je Palette", rowspan=2, align="c"), C(HF_SINGLE, rowspan=2), C(HF_PAL_HEAD, span=3)],
                 HF_PAL_TIERS],
                body, [r[0] for r in HF_ITEMS], style="zebra", align=["l", "l", "c", "c", "r", "r", "r", "r"],
                size=8.3))
    body = [[z, t, *[de(D(x)) for x in pr]] for z, t, _, pr in HF_ZONES]
    d.add(Table("t2", "Lose Pellets ENplus A1, mit Silo-LKW eingeblasen", [70, 90, 70, 70, 70],
                [[C("Lieferzone", rowspan=2), C("Entfernung ab Werk", rowspan=2), C(HF_BULK_HEAD, span=3)],
                 HF_BULK_TIERS],
                body, [z for z, *_ in HF_ZONES], style="grid", align=["l", "l", "r", "r", "r"], size=8.3))
    d.add(Text(f"{SUP1} Alle Preise in Euro zuz\u00fcglich {HF_VAT} % MwSt. Die Staffel gilt je Artikel und "
               f"Bestellung. Palettenware liefern wir bis {HF_PAL_FREE_KM} km frei Haus, dar\u00fcber berechnen wir "
               f"{de(HF_PAL_DELIVERY)} {EUR} je Lieferung. Europaletten werden mit {de(HF_DEPOSIT)} {EUR} Pfand je "
               "Palette berechnet und bei R\u00fcckgabe gutgeschrieben.", size=7.8),
          Text(f"{SUP2} Einzelgebinde nur ab Lager (Selbstabholung), ohne Staffel.", size=7.8),
          Text(f"{SUP3} Mindestabnahme lose Ware {HF_BULK_MIN_T} t; kleinere Mengen liefern wir nicht lose. Je "
               f"Lieferung berechnen wir eine Einblaspauschale von {de(HF_BLOW)} {EUR}. Entfernungen \u00fcber 100 km "
               "auf Anfrage.", size=7.8))
    return d


# ============================================================================================ 3. Przytoczno (en, PLN and EUR)
PP_FILE = "przytoczno_pellets_export_price_list_2025_26.pdf"
PP_TIERS = ["1\u20135 units", "6\u201323 units", "24 units +"]
PP_BOUNDS = [(1, 5), (6, 23), (24, None)]
PP_CUR = [f"{PLN}, net" + SUP1, "EUR, net" + SUP1]
PP_ITEMS = [  # code, product, unit, kg per unit, (PLN), (EUR)
    ("PP-1", "ENplus A1 pellets, 6 mm", f"pallet, 70 {TIMES} 15 kg", 1050, ("1,560.00", "1,470.00", "1,330.00"),
     ("368.00", "345.00", "312.00")),
    ("PP-2", "ENplus A1 pellets, 8 mm", f"pallet, 70 {TIMES} 15 kg", 1050, ("1,540.00", "1,445.00", "1,310.00"),
     ("362.00", "340.00", "308.00")),
    ("PP-3", "ENplus A2 pellets, 6 mm", f"pallet, 70 {TIMES} 15 kg", 1050, ("1,400.00", "1,315.00", "1,195.00"),
     ("329.00", "309.00", "281.00")),
    ("PP-4", "ENplus A1 pellets, 6 mm", "big bag, 1,000 kg", 1000, ("1,325.00", "1,260.00", "1,205.00"),
     ("312.00", "296.00", "284.00")),
    ("PP-5", "Pine briquettes, pini kay", f"pallet, 96 {TIMES} 10 kg", 960, ("1,680.00", "1,580.00", "1,485.00"),
     ("395.00", "372.00", "349.00")),
    ("PP-6", "Animal bedding pellets", f"pallet, 70 {TIMES} 15 kg", 1050, ("1,265.00", "1,195.00", "1,115.00"),
     ("298.00", "281.00", "262.00")),
]
PP_FREIGHT_HEAD = f"Freight per unit ({EUR})" + SUP2
PP_FREIGHT_TIERS = ["1\u20135 units", "6\u201323 units", "full truck, 24 units"]
PP_FREIGHT_BOUNDS = [(1, 5), (6, 23), (24, 24)]
PP_FREIGHT = [
    ("Berlin (DE)", ("38.00", "29.00", "21.50")),
    ("Dresden (DE)", ("34.00", "26.00", "19.00")),
    ("Prague (CZ)", ("41.00", "31.00", "23.50")),
    ("Rotterdam (NL)", ("58.00", "44.00", "33.00")),
    ("Dublin (IE)", ("96.00", "78.00", "61.00")),
]
PP_MIN_UNITS = 2


def doc_przytoczno():
    d = Doc(PP_FILE, "price_list", "en", "Przytoczno Pellets Sp. z o.o.",
            "Export and domestic price list, season 2025/26 (ex works mill)",
            "Przytoczno Pellets Sp. z o.o. \u00b7 Lubusz Voivodeship, Poland \u00b7 valid 1 August 2025 \u2013 31 March 2026",
            font="serif")
    d.add(Text("Pellets from our own sawmill's pine and spruce shavings, packed in 15 kg PE bags, 70 bags (1,050 kg) to "
               "a shrink-wrapped pallet, or loose in 1,000 kg big bags with a discharge spout. A unit below is one "
               "pallet or one big bag."))
    head = [[C("Code", rowspan=2), C("Product", rowspan=2), C("Unit", rowspan=2, align="c"), C(PP_CUR[0], span=3),
             C(PP_CUR[1], span=3)], PP_TIERS + PP_TIERS]
    body = [[c, p, u, *pl, *eu] for c, p, u, _, pl, eu in PP_ITEMS]
    d.add(Table("t1", "Prices per unit, ex works", [36, 118, 82, 44, 44, 44, 42, 42, 42], head, body,
                [r[0] for r in PP_ITEMS], style="booktabs", align=["l", "l", "c", "r", "r", "r", "r", "r", "r"],
                size=7.9))
    d.add(Table("t2", "Road freight from the mill", [150, 80, 80, 90],
                [[C("Destination", rowspan=2), C(PP_FREIGHT_HEAD, span=3)], PP_FREIGHT_TIERS],
                [[dst, *v] for dst, v in PP_FREIGHT], [dst for dst, _ in PP_FREIGHT], style="zebra", size=8.2))
    d.add(Text(f"{SUP1} Net prices. VAT is added at 8 % on domestic sales; deliveries to VAT-registered buyers in other "
               "EU countries are zero-rated (reverse charge). The EUR prices apply to orders invoiced in euro and are "
               "fixed for the season; they are not a conversion of the PLN prices. The band is set by the number of "
               f"units of that product on one order. Minimum order {PP_MIN_UNITS} units.", size=7.8),
          Text(f"{SUP2} Freight is charged per unit delivered; the band is set by all units on the lorry. Other "
               "destinations on request.", size=7.8))
    return d


# ============================================================================================ 4. Tregynon (en, livery, GBP)
TE_FILE = "tregynon_equestrian_centre_livery_charges_2025.pdf"
TE_STABLES = ["Standard stable, 12 \u00d7 12 ft", "Large stable, 12 \u00d7 14 ft"]
TE_HORSES = ["1 horse", "2 horses +"]
TE_ITEMS = [  # section, livery, what we do, (std 1, std 2+, large 1, large 2+)
    ("Stabled livery", "DIY livery", "Stable, grazing, use of arena and tack room", ("38.00", "35.00", "44.00", "41.00")),
    ("Stabled livery", "Assisted DIY", "DIY plus morning feed and turnout", ("62.00", "58.00", "68.00", "64.00")),
    ("Stabled livery", "Part livery", "Feeds, turnout, bring-in and mucking out, Mon\u2013Fri",
     ("115.00", "108.00", "122.00", "115.00")),
    ("Stabled livery", "Full livery", "All care, seven days a week", ("185.00", "176.00", "195.00", "186.00")),
    ("Stabled livery", "Competition livery", "Full livery plus exercise five days a week",
     ("265.00", "255.00", "278.00", "268.00")),
    ("Grass livery", "Grass livery (April\u2013October)", "Grazing, water and daily check",
     ("28.00", "25.00", DASH, DASH)),
    ("Grass livery", "Retirement livery", "Grazing with field shelter, daily check, hay in winter",
     ("55.00", "52.00", DASH, DASH)),
]
TE_HOLIDAY = 20
TE_EXTRAS = [  # item, charged, price
    ("Hay, small bale", "per bale", "6.50"),
    ("Shavings", "per bale", "9.25"),
    ("Turnout or bring-in (DIY liveries)", "each time", "4.00"),
    ("Rug change", "each change", "2.50"),
    ("Lunging or ridden exercise", "per session", "18.00"),
    ("Holding for farrier or vet", "per visit", "8.00"),
    ("Full clip", "each", "55.00"),
    ("Trace clip", "each", "40.00"),
    ("Horse walker, 30 minutes", "per session", "5.00"),
    ("Trailer or lorry parking", "per week", "7.50"),
]


def doc_tregynon():
    d = Doc(TE_FILE, "price_list", "en", "Tregynon Equestrian Centre",
            "Livery and stabling charges from 1 April 2025",
            "Tregynon Equestrian Centre \u00b7 Powys, Wales \u00b7 charges reviewed every April", band=True)
    d.add(Text("Forty stables in two American barns, 60 acres of post-and-rail paddocks, a floodlit 60 \u00d7 30 m "
               "arena and a horse walker. All liveries include use of the arena, a tack locker and muck-heap "
               "removal."))
    body, keys = sectioned(TE_ITEMS, lambda r: r[0], lambda r: [r[1], r[2], *r[3]], lambda r: r[1])
    d.add(Table("t1", f"Weekly livery charges per horse ({GBP}){SUP1}", [100, 150, 62, 62, 62, 62],
                [[C("Livery", rowspan=2), C("What we do", rowspan=2), C(TE_STABLES[0], span=2),
                  C(TE_STABLES[1], span=2)], TE_HORSES + TE_HORSES],
                body, keys, style="rules", align=["l", "l", "r", "r", "r", "r"], size=8.3))
    d.add(Text(f"{SUP1} Per horse per week, including VAT at 20 %. The \u201c2 horses +\u201d rate applies to every "
               "horse of an owner who keeps two or more horses with us. Holiday livery (stays of less than 4 weeks): "
               f"add {TE_HOLIDAY} % to the weekly charge. Hay and bedding are included in part, full and competition "
               f"livery only. {DASH} not offered.", size=7.8))
    d.add(Table("t2", "Extras", [250, 100, 80], [["Item", "Charged", f"Price ({GBP})"]],
                [list(x) for x in TE_EXTRAS], [x[0] for x in TE_EXTRAS], style="zebra", align=["l", "l", "r"],
                size=8.3))
    d.add(Text("Extras are invoiced monthly with the livery and include VAT.", size=7.8))
    return d


# ============================================================================================ 5. Kirriemuir (en, toilet hire, GBP)
KR_FILE = "kirriemuir_site_services_toilet_hire_rates_2025.pdf"
KR_EV_HEAD = f"Price per unit, up to 3 days ({GBP})" + SUP1
KR_EV_TIERS = ["1\u20139 units", "10\u201329 units", "30 units +"]
KR_EV_BOUNDS = [(1, 9), (10, 29), (30, None)]
KR_EXTRA = f"Each extra day ({GBP})"
KR_EVENT = [  # code, unit, (tiers), extra day
    ("KR-E1", "Standard portable toilet", ("95.00", "82.00", "74.00"), "12.00"),
    ("KR-E2", "Accessible toilet (wheelchair)", ("145.00", "132.00", "120.00"), "18.00"),
    ("KR-E3", "Urinal, 4 person", ("110.00", "98.00", "89.00"), "14.00"),
    ("KR-E4", "Hand-wash station, 2 basins", ("65.00", "58.00", "52.00"), "7.50"),
    ("KR-E5", "Luxury toilet trailer, 2 + 1", ("495.00", "470.00", "450.00"), "85.00"),
    ("KR-E6", "Luxury toilet trailer, 4 + 2", ("720.00", "690.00", "660.00"), "120.00"),
]
KR_SITE_HEAD = f"Weekly hire per unit ({GBP})" + SUP2
KR_SITE_TIERS = ["1\u201312 weeks", "13\u201351 weeks", "52 weeks +"]
KR_SITE_BOUNDS = [(1, 12), (13, 51), (52, None)]
KR_SITE = [
    ("KR-S1", "Standard site toilet", ("32.00", "28.50", "25.00")),
    ("KR-S2", "Accessible site toilet", ("45.00", "40.00", "36.00")),
    ("KR-S3", "Anti-vandal steel toilet", ("48.00", "43.00", "39.00")),
    ("KR-S4", "Towable welfare unit, 6 person", ("185.00", "165.00", "150.00")),
    ("KR-S5", "Towable welfare unit, 10 person", ("240.00", "215.00", "195.00")),
]
KR_FREE_MILES = 45
KR_PER_MILE = D("2.20")
KR_MIN_EVENT = D("250.00")
KR_EXTRA_SERVICE = D("22.00")


def doc_kirriemuir():
    d = Doc(KR_FILE, "price_list", "en", "Kirriemuir Site Services Ltd",
            "Portable toilet and welfare unit hire \u2013 rates 2025",
            "Kirriemuir Site Services Ltd \u00b7 Angus, Scotland \u00b7 rates from 1 March 2025 \u00b7 all prices exclude VAT",
            font="cond")
    d.add(Text("Self-contained units for shows, weddings, festivals and building sites, delivered, set up and serviced "
               "by our own crews. Every unit comes with toilet roll, hand sanitiser and a waste-disposal certificate."))
    d.add(Table("t1", "Event hire", [42, 180, 62, 62, 62, 62],
                [[C("Code", rowspan=2), C("Unit", rowspan=2), C(KR_EV_HEAD, span=3), C(KR_EXTRA, rowspan=2)],
                 KR_EV_TIERS],
                [[c, u, *p, x] for c, u, p, x in KR_EVENT], [r[0] for r in KR_EVENT], style="grid",
                align=["l", "l", "r", "r", "r", "r"], size=8.3))
    d.add(Text(f"{SUP1} Includes delivery, set-up, collection and one emptying within {KR_FREE_MILES} miles of "
               f"Kirriemuir; beyond that {GBP}{en(KR_PER_MILE)} per mile (one way) per delivery. The band is set by "
               f"the number of units of that type on the order. Minimum event order {GBP}{en(KR_MIN_EVENT)} before "
               "mileage; smaller orders are charged the minimum.", size=7.8))
    d.add(Table("t2", "Construction site hire", [42, 210, 70, 70, 70],
                [[C("Code", rowspan=2), C("Unit", rowspan=2), C(KR_SITE_HEAD, span=3)], KR_SITE_TIERS],
                [[c, u, *p] for c, u, p in KR_SITE], [r[0] for r in KR_SITE], style="booktabs",
                align=["l", "l", "r", "r", "r"], size=8.3))
    d.add(Text(f"{SUP2} Includes one service visit a week. The band is set by the hire period booked. Extra service "
               f"visits {GBP}{en(KR_EXTRA_SERVICE)} per unit. Delivery and collection as for event hire.", size=7.8))
    return d


# ============================================================================================ 6. Blidworth (en, fire safety plans, GBP)
BW_FILE = "blidworth_fire_protection_maintenance_plans_2025.pdf"
BW_GROUPS = [("Extinguishers only", ["Essential", "Plus"]),
             ("Extinguishers, alarm and lighting", ["Standard", "Complete" + SUP2])]
BW_PLANS = ["Essential", "Plus", "Standard", "Complete"]
BW_FEE_SEC = f"Annual fee by extinguishers on site ({GBP}){SUP1}"
BW_BANDS = ["up to 10", "11\u201325", "26\u201350"]
BW_BOUNDS = [(1, 10), (11, 25), (26, 50)]
BW_FEES = [("145.00", "195.00", "420.00", "640.00"),
           ("265.00", "340.00", "585.00", "850.00"),
           ("470.00", "590.00", "860.00", "1,190.00")]
BW_SERV_SEC = "Service"
BW_SERV = [
    ("Site visits a year", ("1", "1", "2", "4")),
    ("Emergency response (hours)", (DASH, "48", "24", "4")),
    (f"Call-out outside visits ({GBP})", ("95.00", "75.00", "60.00", "Included")),
]
BW_COVER_SEC = "Covered by the plan"
BW_COVER = [
    ("Annual extinguisher service (BS 5306-3)", (1, 1, 1, 1)),
    ("Refills after discharge", (0, 1, 1, 1)),
    ("Replacement at the 5-yearly discharge test", (0, 1, 0, 1)),
    ("Fire alarm service (BS 5839-1)", (0, 0, 1, 1)),
    ("Emergency lighting test (BS 5266-1)", (0, 0, 1, 1)),
    ("Fire risk assessment review", (0, 0, 0, 1)),
    ("Fire-warden training, one course a year", (0, 0, 0, 1)),
    ("Online logbook and certificates", (1, 1, 1, 1)),
]
BW_MIN_YEARS = 3


def doc_blidworth():
    d = Doc(BW_FILE, "support_plans", "en", "Blidworth Fire Protection Ltd",
            "Fire safety maintenance plans 2025",
            "Blidworth Fire Protection Ltd \u00b7 Nottinghamshire \u00b7 BAFE registered \u00b7 prices exclude VAT",
            band=True)
    d.add(Text("Planned maintenance for offices, shops, workshops and small care settings. Every plan includes a "
               "site survey, labels and service records for each extinguisher, and a written report after each "
               "visit. Plans run for 12 months unless stated."))
    body, keys = [Sec(BW_FEE_SEC)], [None]
    for band, fees in zip(BW_BANDS, BW_FEES):
        body.append([band, *fees])
        keys.append(band)
    body.append(Sec(BW_SERV_SEC))
    keys.append(None)
    for lab, v in BW_SERV:
        body.append([lab, *v])
        keys.append(lab)
    body.append(Sec(BW_COVER_SEC))
    keys.append(None)
    for lab, v in BW_COVER:
        body.append([lab, *[TICK if x else CROSS for x in v]])
        keys.append(lab)
    head = [[C("", rowspan=2)] + [C(g, span=len(ps)) for g, ps in BW_GROUPS],
            [p for _, ps in BW_GROUPS for p in ps]]
    d.add(Table("t1", "Plans compared", [175, 80, 80, 80, 80], head, body, keys, style="grid",
                align=["l", "c", "c", "c", "c"], size=8.3))
    d.add(Text(f"{SUP1} Sites with more than 50 extinguishers are priced after a survey.", size=7.8),
          Text(f"{SUP2} Complete has a minimum term of {BW_MIN_YEARS} years; the annual fee is charged for each year "
               f"of the term.", size=7.8),
          Text(f"{TICK} covered by the plan; {CROSS} not covered (charged at our standard rates). {DASH} no "
               "emergency response on this plan.", size=7.8))
    return d


# ============================================================================================ 7. Monchique (en, solar O&M, EUR)
MS_FILE = "monchique_solar_care_om_contracts_2025.pdf"
MS_FEE_HEAD = f"Annual fee by system size ({EUR})" + SUP1
MS_TIERS = ["up to 10 kWp", "10.1\u201350 kWp", "50.1\u2013250 kWp"]
MS_BOUNDS = [(D(0), D(10)), (D("10.1"), D(50)), (D("50.1"), D(250))]
MS_COLS = ["Visits a year", "Panel cleans a year", "Monitoring", "Fault response (working days)"]
MS_PLANS = [  # contract, visits, cleans, monitoring, response days, (fees)
    ("Check", "1", DASH, "Monthly report", "5", ("149.00", "390.00", "1,150.00")),
    ("Clean & Check", "1", "1", "Monthly report", "5", ("229.00", "640.00", "1,980.00")),
    ("Performance", "2", "2", "Live alerts", "3", ("349.00", "920.00", "2,850.00")),
    ("Performance Plus", "2", "2", "Live alerts, 24/7 desk", "1", ("469.00", "1,240.00", "3,790.00")),
]
MS_OVER_KWP = 250
MS_PER_KWP = D("9.50")
MS_CLEAN_PER_KWP = D("4.20")
MS_CLEAN_MIN = D("95.00")
MS_WORK = [
    ("Call-out, first hour on site", "85.00"),
    ("Each further hour", "55.00"),
    ("Inverter replacement, labour", "180.00"),
    ("Panel replacement, labour per panel", "65.00"),
    ("Thermal-imaging survey, per kWp", "2.80"),
    ("Bird-proofing mesh, per metre fitted", "14.50"),
]


def doc_monchique():
    d = Doc(MS_FILE, "support_plans", "en", "Monchique Solar Care Lda",
            "Solar PV operation and maintenance contracts 2025",
            "Monchique Solar Care Lda \u00b7 Algarve, Portugal \u00b7 prices exclude IVA at 23 %", font="cond")
    d.add(Text("Maintenance for rooftop and ground-mounted photovoltaic systems of any make, from homes to farms and "
               "warehouses. System size is the installed peak power of the panels in kWp. Contracts run for 12 months "
               "and renew yearly."))
    d.add(Table("t1", "Maintenance contracts", [86, 44, 48, 84, 58, 58, 58, 58],
                [[C("Contract", rowspan=2), *[C(c, rowspan=2, align="c") for c in MS_COLS], C(MS_FEE_HEAD, span=3)],
                 MS_TIERS],
                [[p, v, c, m, r, *f] for p, v, c, m, r, f in MS_PLANS], [r[0] for r in MS_PLANS],
                style="booktabs", align=["l", "c", "c", "l", "c", "r", "r", "r"], size=8.2))
    d.add(Text(f"{SUP1} Systems over {MS_OVER_KWP} kWp: the 50.1\u2013250 kWp fee plus {EUR}{en(MS_PER_KWP)} a year "
               f"for each kWp above {MS_OVER_KWP}. Extra panel cleans on any contract: {EUR}{en(MS_CLEAN_PER_KWP)} per "
               f"kWp, minimum charge {EUR}{en(MS_CLEAN_MIN)} a visit. {DASH} no cleaning included.", size=7.8))
    d.add(Table("t2", "Work outside a contract", [300, 90], [["Item", f"Price ({EUR})"]],
                [list(x) for x in MS_WORK], [x[0] for x in MS_WORK], style="zebra", size=8.3))
    return d


# ============================================================================================ 8. Sancreed (en, hearing aids, transposed)
SH_FILE = "sancreed_hearing_aid_range_technical_data_2025.pdf"
SH_GROUPS = [("Behind-the-ear (BTE)", ["SH-B1", "SH-B2 Power"]),
             ("Receiver-in-canal (RIC)", ["SH-R3", "SH-R5", "SH-R7"]),
             ("In-the-ear", ["SH-I2"])]
SH_MODELS = [m for _, ms in SH_GROUPS for m in ms]
SH_GROUP_OF = {m: g for g, ms in SH_GROUPS for m in ms}
SH_ROWS = [  # section, label, unit, values
    ("Acoustics", "Maximum output (OSPL90)", "dB SPL", ("128", "138", "118", "121", "124", "112")),
    ("Acoustics", "Peak gain", "dB", ("60", "74", "50", "55", "60", "45")),
    ("Acoustics", "Frequency range", "Hz", ("100\u20136,500", "100\u20135,800", "100\u20138,000", "100\u20139,000",
                                           "100\u201310,000", "150\u20137,000")),
    ("Acoustics", "Processing channels", "", ("12", "16", "8", "16", "24", "8")),
    ("Power", "Battery", "", ("312 zinc-air", "13 zinc-air", "Li-ion", "Li-ion", "Li-ion", "10 zinc-air")),
    ("Power", "Operating time per battery or charge" + SUP1, "h", ("140", "210", "24", "30", "26", "80")),
    ("Power", "Full charge time", "h", (DASH, DASH, "3", "3", "3.5", DASH)),
    ("Size and weight", "Weight", "g", ("2.9", "4.1", "2.2", "2.5", "2.6", "1.8")),
    ("Size and weight", f"Size, H {TIMES} W {TIMES} D", "mm",
     (f"31 {TIMES} 9 {TIMES} 14", f"37 {TIMES} 11 {TIMES} 16", f"28 {TIMES} 8 {TIMES} 11", f"29 {TIMES} 8 {TIMES} 12",
      f"30 {TIMES} 9 {TIMES} 12", f"17 {TIMES} 15 {TIMES} 12")),
    ("Connectivity", "Bluetooth streaming", "", (TICK, TICK, CROSS, TICK, TICK, CROSS)),
    ("Connectivity", "Telecoil", "", (TICK, TICK, CROSS, CROSS, TICK, TICK)),
    ("Price", "Price per aid, ex VAT" + SUP2, GBP, ("690.00", "845.00", "895.00", "1,240.00", "1,690.00", "760.00")),
]
SH_PAIR_OFF = 5


def sh_key(label):
    return label.replace(SUP1, "").replace(SUP2, "")


def sh_value(label, model):
    row = next(r for r in SH_ROWS if sh_key(r[1]) == label)
    return row[3][SH_MODELS.index(model)]


def doc_sancreed():
    d = Doc(SH_FILE, "spec_sheet", "en", "Sancreed Hearing Ltd",
            "Hearing aid range 2025 \u2013 technical data for audiologists",
            "Sancreed Hearing Ltd \u00b7 Cornwall \u00b7 supplied to registered hearing care professionals only")
    d.add(Text("Six digital hearing aids for mild to severe-to-profound hearing loss. Values measured to IEC 60118-0 "
               "on a 2 cc coupler; all models are programmed with our fitting software."))
    body, keys = sectioned(SH_ROWS, lambda r: r[0], lambda r: [r[1], r[2], *r[3]], lambda r: sh_key(r[1]))
    head = [[C("", rowspan=2), C("Unit", rowspan=2, align="c")] + [C(g, span=len(ms)) for g, ms in SH_GROUPS],
            SH_MODELS]
    d.add(Table("t1", "Technical data", [130, 40, 55, 55, 55, 55, 55, 50], head, body, keys, style="zebra",
                align=["l", "c", "c", "c", "c", "c", "c", "c"], size=8.0))
    d.add(Text(f"{SUP1} Rechargeable models with four hours of streaming a day; zinc-air models in typical use. "
               f"{DASH} not applicable (disposable battery). {TICK} yes, {CROSS} no.", size=7.8),
          Text(f"{SUP2} Per aid. When two aids of the same model are ordered together, the second aid is "
               f"{SH_PAIR_OFF} % off.", size=7.8))
    return d


# ============================================================================================ 9. Helford (en, electric outboards)
HE_FILE = "helford_electric_marine_outboards_specifications_2025.pdf"
HE_COLS = ["Model", "Input power (W)", "Petrol equivalent (hp)", "Shaft length (mm) > Short", "Shaft length (mm) > Long",
           "Weight (kg) > Motor", "Weight (kg) > Battery", "Battery (Wh)", "Range at half speed (km)",
           f"Price ({GBP}){SUP1} > Motor only", f"Price ({GBP}){SUP1} > With battery"]
HE_ITEMS = [  # section, model, power W, hp, shaft S, shaft L, kg motor, kg battery, Wh, km, price motor, price with
    ("Tiller, integrated battery", "HE-05", "500", "1", "625", "750", "9.2", "incl.", "520", "14", DASH, "1,290.00"),
    ("Tiller, integrated battery", "HE-10", "1,000", "3", "625", "750", "12.8", "incl.", "915", "21", DASH,
     "1,790.00"),
    ("Tiller, separate battery", "HE-20", "2,000", "5", "635", "762", "17.4", "18.5", "2,048", "28", "2,150.00",
     "3,640.00"),
    ("Tiller, separate battery", "HE-40", "4,000", "9.9", "635", "762", "24.6", "24.0", "3,072", "34", "3,190.00",
     "5,390.00"),
    ("Remote steering", "HE-60R", "6,000", "15", "508", "635", "38.5", "48.0", "6,144", "40", "4,850.00",
     "8,990.00"),
    ("Remote steering", "HE-100R", "10,000", "25", "508", "635", "52.0", "72.0", "9,216", "45", "7,400.00",
     "13,250.00"),
]
HE_LONG = D("95.00")


def he_cell(model, col):
    row = next(r for r in HE_ITEMS if r[1] == model)
    return row[1:][HE_COLS.index(col)]


def doc_helford():
    d = Doc(HE_FILE, "spec_sheet", "en", "Helford Electric Marine Ltd",
            "Electric outboard motors \u2013 specifications and prices 2025",
            "Helford Electric Marine Ltd \u00b7 Falmouth, Cornwall \u00b7 prices from 1 February 2025", font="cond")
    d.add(Text("Quiet, zero-emission outboards for tenders, day boats, rowing boats and small launches. Tiller models "
               "fold for transport; remote-steering models fit a standard cable helm. Every motor has a three-year "
               "warranty, batteries two years."))
    body, keys = sectioned(HE_ITEMS, lambda r: r[0], lambda r: list(r[1:]), lambda r: r[1])
    head = [[C("Model", rowspan=2), C("Input power (W)", rowspan=2), C("Petrol equivalent (hp)", rowspan=2),
             C("Shaft length (mm)", span=2), C("Weight (kg)", span=2), C("Battery (Wh)", rowspan=2),
             C("Range at half speed (km)", rowspan=2), C(f"Price ({GBP}){SUP1}", span=2)],
            ["Short", "Long", "Motor", "Battery", "Motor only", "With battery"]]
    d.add(Table("t1", "Outboard range", [46, 42, 54, 38, 38, 36, 40, 42, 46, 54, 56], head, body, keys, style="grid",
                align=["l"] + ["r"] * 10, size=7.9))
    d.add(Text(f"{SUP1} Prices include VAT at 20 %. Long shaft: add {GBP}{en(HE_LONG)} to the price of any model. "
               "incl. = battery built into the motor and included in the motor weight. "
               f"{DASH} sold only with its battery.", size=7.8),
          Text("Range measured on a 4.5 m aluminium tender with two people aboard in calm water.", size=7.8))
    return d


# ============================================================================================ 10. Ettrickbridge (en, tackle catalogue)
ET_FILE = "ettrickbridge_tackle_trade_catalogue_2025.pdf"
ET_PRICE = f"Price per pack ({GBP}){SUP1}"
ET_PRICE_COLS = ["Trade", "RRP"]
ET_ITEMS = [  # section, code, item, specification, weight g, pack, trade, rrp
    ("Fly rods", "ET-101", "Yarrow 9 ft #5 fly rod", "2.74 m, 4 pc, line 5", "98", "each", "142.00", "229.00"),
    ("Fly rods", "ET-102", "Yarrow 9 ft #6 fly rod", "2.74 m, 4 pc, line 6", "104", "each", "146.00", "235.00"),
    ("Fly rods", "ET-103", "Yarrow 10 ft #7 fly rod", "3.05 m, 4 pc, line 7", "121", "each", "158.00", "255.00"),
    ("Fly rods", "ET-104", "Tweed 13 ft #9 double-hand rod", "3.96 m, 4 pc, line 9", "212", "each", "248.00",
     "399.00"),
    ("Fly rods", "ET-105", "Tweed 15 ft #10 double-hand rod", "4.57 m, 4 pc, line 10", "254", "each", "279.00",
     "449.00"),
    ("Fly rods", "ET-106", "Megget 7 ft #3 brook rod", "2.13 m, 3 pc, line 3", "72", "each", "96.00", "155.00"),
    ("Fly reels", "ET-201", "Yarrow 4/5 fly reel", "\u00d8 85 mm, disc drag", "118", "each", "58.00", "95.00"),
    ("Fly reels", "ET-202", "Yarrow 6/7 fly reel", "\u00d8 95 mm, disc drag", "134", "each", "62.00", "99.00"),
    ("Fly reels", "ET-203", "Tweed 9/10 salmon reel", "\u00d8 110 mm, sealed drag", "265", "each", "124.00",
     "199.00"),
    ("Fly reels", "ET-204", "Tweed 10/11 salmon reel", "\u00d8 118 mm, sealed drag", "288", "each", "136.00",
     "219.00"),
    ("Fly reels", "ET-205", "Spare spool, Yarrow 4/5", "\u00d8 85 mm", "52", "each", "22.00", "35.00"),
    ("Fly lines", "ET-301", "Floating line WF5F", "27 m, weight-forward", "30", "each", "28.00", "45.00"),
    ("Fly lines", "ET-302", "Floating line WF6F", "27 m, weight-forward", "32", "each", "28.00", "45.00"),
    ("Fly lines", "ET-303", "Intermediate line WF7I", "27 m, clear tip", "38", "each", "32.00", "52.00"),
    ("Fly lines", "ET-304", "Sinking line WF7S, type 3", "27 m, 7.6 cm/s", "41", "each", "34.00", "55.00"),
    ("Fly lines", "ET-305", "Skagit shooting head", "7.6 m, 36 g", "36", "each", "42.00", "69.00"),
    ("Fly lines", "ET-306", "Backing line, 20 lb", "100 m spool", "22", "spool", "6.20", "9.99"),
    ("Leaders and tippet", "ET-401", "Tapered leader 9 ft, 4X", "2.74 m, 2.7 kg", "2", "pack of 3", "5.40", "8.99"),
    ("Leaders and tippet", "ET-402", "Tapered leader 9 ft, 2X", "2.74 m, 4.5 kg", "2", "pack of 3", "5.40", "8.99"),
    ("Leaders and tippet", "ET-403", "Fluorocarbon tippet, 5X", "50 m, 0.15 mm", "18", "spool", "7.80", "12.99"),
    ("Leaders and tippet", "ET-404", "Fluorocarbon tippet, 3X", "50 m, 0.20 mm", "19", "spool", "7.80", "12.99"),
    ("Leaders and tippet", "ET-405", "Nylon tippet, 2X", "100 m, 0.23 mm", "21", "spool", "4.20", "6.99"),
    ("Flies", "ET-501", "Dry flies, trout selection", "sizes 14\u201318", "6", "pack of 12", "9.60", "15.99"),
    ("Flies", "ET-502", "Tungsten bead nymphs", "sizes 12\u201316", "9", "pack of 12", "11.40", "18.99"),
    ("Flies", "ET-503", "Loch-style wet flies", "sizes 10\u201312", "7", "pack of 12", "9.00", "14.99"),
    ("Flies", "ET-504", "Salmon tubes, Ally's Shrimp", "25 mm copper tube", "14", "pack of 6", "10.80", "17.99"),
    ("Flies", "ET-505", "Salmon doubles, Stoat's Tail", "size 8", "8", "pack of 6", "9.60", "15.99"),
    ("Flies", "ET-506", "Pike streamers", "size 4/0", "26", "pack of 3", "8.40", "13.99"),
    ("Coarse rods", "ET-601", "Ettrick 12 ft float rod", "3.66 m, 3 pc", "186", "each", "54.00", "89.00"),
    ("Coarse rods", "ET-602", "Ettrick 13 ft match rod", "3.96 m, 3 pc", "205", "each", "62.00", "99.00"),
    ("Coarse rods", "ET-603", "Quivertip feeder rod 11 ft", "3.35 m, 3 tips", "221", "each", "48.00", "79.00"),
    ("Coarse rods", "ET-604", "Carp rod 12 ft, 3 lb", "3.66 m, 2 pc", "318", "each", "72.00", "119.00"),
    ("Coarse rods", "ET-605", "Lure rod 8 ft, 10\u201340 g", "2.44 m, 2 pc", "142", "each", "42.00", "69.00"),
    ("Coarse reels", "ET-701", "Front-drag reel 3000", "5.2:1, 0.25 mm / 150 m", "289", "each", "26.00", "42.00"),
    ("Coarse reels", "ET-702", "Front-drag reel 4000", "5.2:1, 0.30 mm / 150 m", "318", "each", "29.00", "47.00"),
    ("Coarse reels", "ET-703", "Baitrunner reel 6000", "4.8:1, 0.35 mm / 250 m", "562", "each", "44.00", "72.00"),
    ("Coarse reels", "ET-704", "Centrepin reel", "\u00d8 114 mm", "334", "each", "58.00", "95.00"),
    ("Coarse reels", "ET-705", "Match reel 2500", "5.5:1, 0.18 mm / 150 m", "247", "each", "31.00", "49.00"),
    ("Hooks and terminal tackle", "ET-801", "Barbless hooks, size 16", "spade end", "1", "pack of 10", "1.40",
     "2.29"),
    ("Hooks and terminal tackle", "ET-802", "Barbless hooks, size 12", "eyed", "1", "pack of 10", "1.50", "2.49"),
    ("Hooks and terminal tackle", "ET-803", "Carp hooks, size 6", "curve shank", "2", "pack of 10", "2.70", "4.49"),
    ("Hooks and terminal tackle", "ET-804", "Split shot dispenser", "6 sizes", "48", "each", "2.90", "4.79"),
    ("Hooks and terminal tackle", "ET-805", "Rolling swivels, size 10", "black finish", "3", "pack of 25", "1.80", "2.99"),
    ("Hooks and terminal tackle", "ET-806", "Method feeders, 30 g", "flat, inline", "96", "pack of 3", "4.20",
     "6.99"),
    ("Hooks and terminal tackle", "ET-807", "Pole floats, 0.4 g", "body-down", "4", "pack of 5", "4.50", "7.49"),
    ("Hooks and terminal tackle", "ET-808", "Pike wire traces, 18 in", "15 kg breaking strain", "12", "pack of 3",
     "3.60", "5.99"),
    ("Clothing and accessories", "ET-901", "Breathable chest waders", "sizes S\u2013XXL", "1,450", "each", "96.00",
     "159.00"),
    ("Clothing and accessories", "ET-902", "Felt-sole wading boots", "UK 7\u201313", "1,920", "pair", "68.00",
     "109.00"),
    ("Clothing and accessories", "ET-903", "Rubber-mesh landing net", "50 cm head, 1.8 m handle", "820", "each",
     "32.00", "52.00"),
    ("Clothing and accessories", "ET-904", "Waterproof fly box", f"186 {TIMES} 118 mm", "140", "each", "9.60",
     "15.99"),
    ("Clothing and accessories", "ET-905", "Seatbox, 4 drawers", "36 cm seat height", "4,600", "each", "74.00",
     "119.00"),
    ("Clothing and accessories", "ET-906", "Three-tube rod holdall", "1.65 m", "2,300", "each", "38.00", "62.00"),
    ("Clothing and accessories", "ET-907", "Polarised glasses", "amber lens", "28", "each", "14.40", "23.99"),
    ("Clothing and accessories", "ET-908", "Unhooking mat", f"100 {TIMES} 60 cm", "1,100", "each", "16.80", "27.99"),
]
ET_MIN_ORDER = D("150.00")
ET_CARRIAGE = D("12.50")
ET_FREE_OVER = D("300.00")


def doc_ettrickbridge():
    d = Doc(ET_FILE, "catalogue", "en", "Ettrickbridge Tackle Co.",
            "Trade catalogue 2025 \u2013 game and coarse fishing tackle",
            "Ettrickbridge Tackle Co. \u00b7 Selkirkshire, Scottish Borders \u00b7 trade accounts only")
    d.add(Text("Rods, reels, lines and terminal tackle for tackle shops, fisheries and angling clubs. Fly rods are "
               "rated by line weight (#); fly lines are AFTTA rated. Weights are per item, or per pack where the Pack "
               "column shows a pack."),
          Text(f"{SUP1} Prices exclude VAT and are per pack as shown in the Pack column; RRP is our recommended retail "
               f"price. Minimum trade order {GBP}{en(ET_MIN_ORDER)}. Carriage {GBP}{en(ET_CARRIAGE)} per order, free on "
               f"orders over {GBP}{en(ET_FREE_OVER)} (trade value).", size=8.0))
    body, keys = sectioned(ET_ITEMS, lambda r: r[0], lambda r: list(r[1:]), lambda r: r[1])
    d.add(Table("t1", "Trade list", [44, 140, 112, 42, 52, 50, 50],
                [[C("Code", rowspan=2), C("Item", rowspan=2), C("Specification", rowspan=2),
                  C("Weight (g)", rowspan=2, align="r"), C("Pack", rowspan=2, align="c"), C(ET_PRICE, span=2)],
                 ET_PRICE_COLS],
                body, keys, style="grid", align=["l", "l", "l", "r", "c", "r", "r"], size=8.2, pad=11.5,
                repeat_header=False, cont_caption="Trade list (continued)"))
    return d


# ============================================================================================ 11. Kvarsnes (en, NOK 1 000)
KV_FILE = "kvarsnes_sjomat_annual_report_2025_extract.pdf"
KV_SCALE = "NOK 1 000"
KV_YEARS = ["2025", "2024"]
KV_INCOME = [("Sales revenue", (1486320, 1312870)), ("Other operating income", (12450, 9880))]
KV_COSTS = [("Cost of materials", (-612540, -571230)), ("Salaries and personnel costs", (-168930, -155410)),
            ("Depreciation and amortisation", (-74880, -69120)), ("Other operating expenses", (-201760, -188640))]
KV_FV = ("Fair value adjustment of biomass", (48210, -36540))
KV_FIN = ("Net financial items", (-27340, -31980))
KV_TAX_RATE = D("0.22")
KV_ASSETS = [("Fish farming licences", (1120000, 1120000)), ("Property, plant and equipment", (642380, 598210)),
             ("Biological assets (fish at sea)", (884560, 802140)), ("Feed and other inventories", (61230, 58940)),
             ("Trade receivables", (148770, 131420)), ("Cash and bank deposits", (96410, 118350))]
KV_LIABS = [("Interest-bearing debt", (712500, 748000)), ("Deferred tax", (312640, 298110)),
            ("Trade and other payables", (164280, 149660))]
KV_HARVEST = ("Harvest volume", "tonnes GWT", (18640, 17210))
KV_KEY_OTHER = [("Smolt released", "thousand", ("4 850", "4 620")),
                ("Biomass at sea, 31 December", "tonnes", ("14 380", "13 905")),
                ("Maximum allowed biomass (MAB)", "tonnes", ("9 360", "9 360")),
                ("Employees", "FTE", ("212", "204"))]


def add2(*rows):
    return tuple(sum(v[i] for v in rows) for i in range(len(rows[0])))


def kv_is():
    """Income statement lines: (label, (2025, 2024), bold)."""
    toi = add2(*[v for _, v in KV_INCOME])
    opb = add2(toi, *[v for _, v in KV_COSTS])
    ebit = add2(opb, KV_FV[1])
    pbt = add2(ebit, KV_FIN[1])
    tax = tuple(-int(rnd(D(x) * KV_TAX_RATE, 0)) for x in pbt)
    pat = add2(pbt, tax)
    return [*[(lab, v, False) for lab, v in KV_INCOME], ("Total operating income", toi, True),
            *[(lab, v, False) for lab, v in KV_COSTS],
            ("Operating profit before fair value adjustment", opb, True), (KV_FV[0], KV_FV[1], False),
            ("Operating profit (EBIT)", ebit, True), (KV_FIN[0], KV_FIN[1], False), ("Profit before tax", pbt, True),
            ("Income tax expense", tax, False), ("Profit for the year", pat, True)]


def kv_bs():
    """Balance sheet: (label or None for a section, values, bold)."""
    ta = add2(*[v for _, v in KV_ASSETS])
    tl = add2(*[v for _, v in KV_LIABS])
    eq = tuple(ta[i] - tl[i] for i in range(2))
    return ([("Assets", None, False)] + [(lab, v, False) for lab, v in KV_ASSETS] + [("Total assets", ta, True)] +
            [("Equity and liabilities", None, False), ("Equity", eq, False)] +
            [(lab, v, False) for lab, v in KV_LIABS] + [("Total equity and liabilities", add2(eq, tl), True)])


def kv_per_kg():
    rev = KV_INCOME[0][1]
    return tuple(rnd(D(rev[i]) / D(KV_HARVEST[2][i]), 2) for i in range(2))


def kv_key():
    return [(KV_HARVEST[0], KV_HARVEST[1], tuple(sp(x) for x in KV_HARVEST[2])),
            ("Sales revenue per kg harvested", "NOK", tuple(sp(x, 2) for x in kv_per_kg())), *KV_KEY_OTHER]


def kv_value(label, year, table="t1"):
    rows = {"t1": kv_is(), "t3": kv_bs()}[table]
    return next(v for lab, v, _ in rows if lab == label)[KV_YEARS.index(str(year))]


def doc_kvarsnes():
    d = Doc(KV_FILE, "financial", "en", "Kvarsnes Sj\u00f8mat AS",
            "Annual report 2025 \u2013 extract of the financial statements and key figures",
            "Kvarsnes Sj\u00f8mat AS \u00b7 M\u00f8re og Romsdal, Norway \u00b7 financial year = calendar year")
    d.add(Text("Kvarsnes Sj\u00f8mat farms Atlantic salmon at eleven sea sites on the coast of M\u00f8re and sells it "
               "gutted and head-on, mainly to processors in the EU. Amounts are in thousands of Norwegian kroner "
               "(NOK 1 000) unless stated otherwise; negative amounts are shown with a minus sign."))
    rows = kv_is()
    d.add(Table("t1", "Income statement", [290, 90, 90], [[KV_SCALE, *KV_YEARS]],
                [[lab, *[sp(x) for x in v]] for lab, v, _ in rows], [r[0] for r in rows], style="booktabs",
                bold_rows=[i for i, r in enumerate(rows) if r[2]], rule_above=[i for i, r in enumerate(rows) if r[2]],
                size=8.4))
    key = kv_key()
    d.add(Table("t2", "Key figures", [230, 80, 80, 80], [["", "Unit", *KV_YEARS]], [[a, u, *v] for a, u, v in key],
                [a for a, _, _ in key], style="zebra", align=["l", "c", "r", "r"], size=8.4))
    d.add(NewPage())
    bs = kv_bs()
    body, keys, bold = [], [], []
    for lab, v, b in bs:
        if v is None:
            body.append(Sec(lab))
            keys.append(None)
            continue
        if b:
            bold.append(len(body))
        body.append([lab, *[sp(x) for x in v]])
        keys.append(lab)
    d.add(Table("t3", f"Balance sheet at 31 December ({KV_SCALE})", [290, 90, 90], [["", *KV_YEARS]], body, keys,
                style="borderless", bold_rows=bold, rule_above=bold, size=8.4))
    d.add(Text("Sales revenue per kg harvested is sales revenue divided by harvest volume. GWT = gutted weight. The "
               "fair value adjustment is the change in the value of fish at sea and is not a cash item.", size=7.8))
    return d


# ============================================================================================ 12. Lostwithiel (en, cinema, GBP 000)
LP_FILE = "lostwithiel_picturehouses_interim_results_h1_2025.pdf"
LP_COLS = ["H1 2025", "H1 2024", "FY 2024"]
LP_STREAMS = [("Box office", (11245, 10120, 22480)), ("Food and beverage", (4386, 3955, 8710)),
              ("Membership fees", (1128, 974, 2015)), ("Screen advertising", (612, 588, 1260)),
              ("Private hire and events", (487, 402, 1045))]
LP_COS = [("Film hire costs", (-4912, -4388, -9640)), ("Cost of food and beverage sold", (-1406, -1298, -2705))]
LP_OPEX = [("Staff costs", (-3284, -3051, -6240)), ("Property costs", (-1876, -1802, -3655)),
           ("Other operating costs", (-1142, -1087, -2230)), ("Depreciation", (-968, -921, -1870))]
LP_FIN = ("Finance costs", (-312, -338, -661))
LP_TAX_RATE = D("0.25")
LP_ADMISSIONS = ("Admissions (thousand)", (1268, 1176, 2541))
LP_OPS_OTHER = [("Sites at period end", ("14", "13", "14")), ("Screens at period end", ("52", "47", "52")),
                ("Members at period end (thousand)", ("38.6", "33.2", "35.9"))]


def lp_revenue():
    return add2(*[v for _, v in LP_STREAMS])


def lp_is():
    rev = lp_revenue()
    gp = add2(rev, *[v for _, v in LP_COS])
    op = add2(gp, *[v for _, v in LP_OPEX])
    pbt = add2(op, LP_FIN[1])
    tax = tuple(-int(rnd(D(x) * LP_TAX_RATE, 0)) for x in pbt)
    pat = add2(pbt, tax)
    return [("Revenue", rev, True), *[(lab, v, False) for lab, v in LP_COS], ("Gross profit", gp, True),
            *[(lab, v, False) for lab, v in LP_OPEX], ("Operating profit", op, True), (LP_FIN[0], LP_FIN[1], False),
            ("Profit before tax", pbt, True), ("Taxation", tax, False), ("Profit for the period", pat, True)]


def lp_ops():
    box = LP_STREAMS[0][1]
    fb = LP_STREAMS[1][1]
    adm = LP_ADMISSIONS[1]
    atp = tuple(en(rnd(D(box[i]) / D(adm[i]), 2)) for i in range(3))
    sph = tuple(en(rnd(D(fb[i]) / D(adm[i]), 2)) for i in range(3))
    return [(LP_ADMISSIONS[0], tuple(en(x, 0) for x in adm)), (f"Average ticket price ({GBP})", atp),
            (f"Food and beverage spend per head ({GBP})", sph), *LP_OPS_OTHER]


def lp_value(label, col, table="t1"):
    rows = {"t1": lp_is(), "t2": [(lab, v, False) for lab, v in LP_STREAMS] + [("Total revenue", lp_revenue(), True)]}
    return next(v for lab, v, _ in rows[table] if lab == label)[LP_COLS.index(col)]


def doc_lostwithiel():
    d = Doc(LP_FILE, "financial", "en", "Lostwithiel Picturehouses plc",
            "Interim results for the six months ended 30 June 2025 (unaudited)",
            "Lostwithiel Picturehouses plc \u00b7 Cornwall and Devon \u00b7 registered in England and Wales",
            font="serif")
    d.add(Text("The group runs independent cinemas in market towns of Cornwall and Devon. H1 2025 and H1 2024 are the "
               "six months ended 30 June (unaudited); FY 2024 is the year ended 31 December 2024 (audited). Amounts "
               "are in thousands of pounds sterling; costs are shown in brackets."))
    rows = lp_is()
    d.add(Table("t1", "Condensed consolidated income statement", [250, 75, 75, 75], [["\u00a3'000", *LP_COLS]],
                [[lab, *[brk(x) for x in v]] for lab, v, _ in rows], [r[0] for r in rows], style="booktabs",
                bold_rows=[i for i, r in enumerate(rows) if r[2]], size=8.4))
    rv = LP_STREAMS + [("Total revenue", lp_revenue())]
    d.add(Table("t2", "Revenue by stream (\u00a3'000)", [250, 75, 75, 75], [["", *LP_COLS]],
                [[lab, *[brk(x) for x in v]] for lab, v in rv], [lab for lab, _ in rv], style="grid",
                bold_rows=[len(rv) - 1], size=8.4))
    ops = lp_ops()
    d.add(Table("t3", "Operating data", [250, 75, 75, 75], [["", *LP_COLS]], [[lab, *v] for lab, v in ops],
                [lab for lab, _ in ops], style="zebra", size=8.4))
    d.add(Text("Operating data are not in \u00a3'000. Average ticket price is box office revenue divided by admissions; "
               "spend per head is food and beverage revenue divided by admissions.", size=7.8))
    return d


# ============================================================================================ all
BUILDERS = [doc_ballinamult, doc_hohenfichte, doc_przytoczno, doc_tregynon, doc_kirriemuir, doc_blidworth,
            doc_monchique, doc_sancreed, doc_helford, doc_ettrickbridge, doc_kvarsnes, doc_lostwithiel]
COMPANIES = ["Ballinamult", "Hohenfichte", "Przytoczno", "Tregynon", "Kirriemuir", "Blidworth", "Monchique",
             "Sancreed", "Helford", "Ettrickbridge", "Kvarsnes", "Lostwithiel"]


def layout(outdir=None):
    """Build and render every Doc (into outdir or a scratch folder) so that row pages are known."""
    import tempfile
    out = Path(outdir) if outdir else Path(tempfile.mkdtemp(prefix="bo19_"))
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
