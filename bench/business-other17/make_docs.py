"""business-other17: twelve generated business PDFs from twelve fictional companies.

    /work/main/.venv/bin/python bench/business-other17/make_docs.py OUTDIR

Deterministic: reportlab rl_config.invariant = 1, no randomness, no clock. Text is set in DejaVu Sans / Sans
Condensed / Serif (/usr/share/fonts/truetype/dejavu), which carry the marks used here (filled and open circles,
the dash), superscripts, x, m2 and m3 signs, the euro and pound signs.

Every printed figure lives in a plain structure in this file; make_questions.py imports it and computes the golds
from it. Derived figures (the accounts' totals and subtotals) come from functions below, so what is printed adds
up. Tables are drawn on the canvas by a small layout engine (`Table`): header cells with column and row spans (up
to three header levels), body cells with row spans, shaded section rows, five rule styles (grid, booktabs, rules,
zebra, borderless) and page breaks with the header repeated; the page of every body row is recorded.
Every body row carries a key that is its evidence path (`Section > Row` or `Product > sub-row`).
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
for _fam, _files in {
    "sans": ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSans-Oblique.ttf"),
    "cond": ("DejaVuSansCondensed.ttf", "DejaVuSansCondensed-Bold.ttf", "DejaVuSansCondensed-Oblique.ttf"),
    "serif": ("DejaVuSerif.ttf", "DejaVuSerif-Bold.ttf", "DejaVuSerif-Italic.ttf"),
}.items():
    for _st, _fn in zip("RBI", _files):
        pdfmetrics.registerFont(TTFont(f"{_fam}-{_st}", FONT_DIR + _fn))

EUR, GBP = "\u20ac", "\u00a3"
NDASH, DASH = "\u2013", "\u2014"
TIMES = "\u00d7"
SUP1, SUP2, SUP3 = "\u00b9", "\u00b2", "\u00b3"
M2, M3 = "m\u00b2", "m\u00b3"
FULL, OPEN = "\u25cf", "\u25cb"      # included / at extra charge
DEG = "\u00b0"

PAGE_W, PAGE_H = A4
LM, RM, TM, BM = 48, 48, 54, 62
SHADE = Color(0.85, 0.87, 0.89)
LIGHT = Color(0.945, 0.95, 0.955)
DARK = Color(0.13, 0.22, 0.33)


# ============================================================================================ numbers
def D(x) -> Decimal:
    return x if isinstance(x, Decimal) else Decimal(str(x))


def rnd(x, dp: int = 2) -> Decimal:
    return D(x).quantize(Decimal(1).scaleb(-dp), rounding=ROUND_HALF_UP)


def en(x, dp: int = 2) -> str:
    """English: 1,234.50"""
    return f"{rnd(x, dp):,.{dp}f}"


def de(x, dp: int = 2) -> str:
    """German: 1.234,50"""
    return en(x, dp).translate(str.maketrans({",": ".", ".": ","}))


def ch(x) -> str:
    """Swiss accounts, whole thousands: 18'642 / -1'959 / 0 printed as '-'."""
    x = D(x)
    if x == 0:
        return "-"
    s = f"{abs(int(x)):,}".replace(",", "'")
    return f"-{s}" if x < 0 else s


def brk(x, dp: int = 0) -> str:
    """UK accounts: 1,234 / (1,234) / en dash for nil."""
    x = D(x)
    if x == 0:
        return NDASH
    return f"({en(-x, dp)})" if x < 0 else en(x, dp)


def band(bounds, n):
    """Index of the (lo, hi) band holding n (hi None = open-ended), else None."""
    for i, (lo, hi) in enumerate(bounds):
        if lo <= n and (hi is None or n <= hi):
            return i
    return None


# ============================================================================================ layout engine
class Cell:
    def __init__(self, text="", cs=1, rs=1, align=None, bold=False):
        self.text, self.cs, self.rs, self.align, self.bold = str(text), cs, rs, align, bold


class Section:
    """A shaded row spanning the whole table."""

    def __init__(self, text):
        self.text = text


class P:
    def __init__(self, text, size=8.4, style="R", gap=3.5):
        self.text, self.size, self.style, self.gap = text, size, style, gap


class Space:
    def __init__(self, h):
        self.h = h


class Break:
    pass


def grid_of(rows):
    """[(r, c, cell)] for rows of Cell with col / row spans; Section rows are skipped."""
    used, out = set(), []
    for r, row in enumerate(rows):
        if isinstance(row, Section):
            continue
        c = 0
        for cell in row:
            while (r, c) in used:
                c += 1
            out.append((r, c, cell))
            for dr in range(cell.rs):
                for dc in range(cell.cs):
                    used.add((r + dr, c + dc))
            c += cell.cs
    return out


def lines_of(text, font, size, width):
    out = []
    for para in str(text).split("\n"):
        cur = ""
        for w in para.split(" "):
            t = f"{cur} {w}" if cur else w
            if cur and pdfmetrics.stringWidth(t, font, size) > width:
                out.append(cur)
                cur = w
            else:
                cur = t
        out.append(cur)
    return out


def cells(row):
    return row if isinstance(row, Section) else [c if isinstance(c, Cell) else Cell(c) for c in row]


class Table:
    """head: rows of Cell; body: rows of Cell or Section; keys: the evidence row path of each body row (None for
    Section rows and rows never cited)."""

    def __init__(self, tid, caption, widths, head, body, keys, style="grid", align=None, size=8.2, pad=5.0,
                 cont=None, bold_rows=(), rules_above=(), group_rules=False, head_align=None):
        room = PAGE_W - LM - RM
        if sum(widths) > room + 0.01:
            widths = [w * room / sum(widths) for w in widths]
        self.tid, self.caption, self.widths, self.style, self.size, self.pad = tid, caption, widths, style, size, pad
        self.head = [cells(r) for r in head]
        self.body = [cells(r) for r in body]
        assert len(keys) == len(body), (tid, len(keys), len(body))
        self.keys = list(keys)
        self.align = align or (["l"] + ["r"] * (len(widths) - 1))
        self.head_align = head_align
        self.cont, self.bold_rows, self.rules_above = cont, set(bold_rows), set(rules_above)
        self.group_rules = group_rules
        self.row_pages, self.pages, self.head_pages = {}, set(), set()
        ks = [k for k in keys if k is not None]
        assert len(ks) == len(set(ks)), f"duplicate keys in {tid}"

    def groups(self):
        """Runs of body rows tied together by row spans."""
        reach = {}
        for r, _, cell in grid_of(self.body):
            reach[r] = max(reach.get(r, r), r + cell.rs - 1)
        out, i = [], 0
        while i < len(self.body):
            end, j = reach.get(i, i), i
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
                assert it.tid not in self.tables
                self.tables[it.tid] = it
        return self

    # ---------------------------------------------------------------------------------------- pages
    def render(self, path):
        cv = rl_canvas.Canvas(str(path), pagesize=A4, invariant=1, pageCompression=1)
        cv.setTitle(self.title)
        cv.setAuthor(self.company)
        cv.setCreator("business-other17 make_docs.py")
        self.cv, self.page = cv, 0
        self.start_page()
        for it in self.items:
            if isinstance(it, P):
                self.para(it)
            elif isinstance(it, Space):
                self.y -= it.h
            elif isinstance(it, Break):
                self.end_page()
                self.start_page()
            else:
                self.table(it)
        self.end_page()
        cv.save()
        self.pages = self.page

    def start_page(self):
        self.page += 1
        cv = self.cv
        self.y = PAGE_H - TM
        if self.page == 1 and self.band:
            cv.setFillColor(DARK)
            cv.rect(0, PAGE_H - 50, PAGE_W, 50, stroke=0, fill=1)
            cv.setFillColor(white)
            cv.setFont(self.F("B"), 15)
            cv.drawString(LM, PAGE_H - 32, self.company)
            cv.setFillColor(black)
            self.y = PAGE_H - 74
            cv.setFont(self.F("B"), 11.5)
            cv.drawString(LM, self.y, self.title)
            self.y -= 10
        elif self.page == 1:
            cv.setFont(self.F("B"), 14.5)
            cv.drawString(LM, self.y, self.company)
            self.y -= 17
            cv.setFont(self.F("R"), 10.5)
            cv.drawString(LM, self.y, self.title)
            self.y -= 9
            cv.setLineWidth(0.7)
            cv.line(LM, self.y, PAGE_W - RM, self.y)
            self.y -= 6
        else:
            cv.setFont(self.F("I"), 8)
            cv.drawString(LM, self.y, f"{self.company} \u00b7 {self.title}")
            self.y -= 14

    def end_page(self):
        cv = self.cv
        cv.setFont(self.F("R"), 6.8)
        cv.drawString(LM, BM - 30, self.footer)
        word = {"en": "Page", "de": "Seite"}[self.lang]
        cv.drawRightString(PAGE_W - RM, BM - 30, f"{word} {self.page}")
        cv.showPage()

    def para(self, p):
        font = self.F(p.style)
        ls = lines_of(p.text, font, p.size, PAGE_W - LM - RM)
        lead = p.size * 1.35
        if self.y - lead * len(ls) < BM:
            self.end_page()
            self.start_page()
        self.cv.setFont(font, p.size)
        for ln in ls:
            self.y -= lead
            self.cv.drawString(LM, self.y + 2, ln)
        self.y -= p.gap

    # ---------------------------------------------------------------------------------------- tables
    def caption(self, text):
        self.y -= 14
        self.cv.setFont(self.F("B"), 9.5)
        self.cv.drawString(LM, self.y + 2, text)
        self.y -= 5

    def xs(self, t):
        out = [LM]
        for w in t.widths:
            out.append(out[-1] + w)
        return out

    def need(self, t, text, font, width):
        return len(lines_of(text, font, t.size, width - 6)) * t.size * 1.25 + t.pad

    def write(self, t, text, font, x0, x1, top, bot, align):
        lead = t.size * 1.25
        ls = lines_of(text, font, t.size, x1 - x0 - 6)
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

    def heights(self, t, rows, placed, boldf):
        xs = self.xs(t)
        hs = [0.0] * len(rows)
        for r, row in enumerate(rows):
            if isinstance(row, Section):
                hs[r] = self.need(t, row.text, self.F("B"), xs[-1] - xs[0])
        for r, c, cell in placed:
            if cell.rs == 1:
                f = self.F("B" if boldf(r, cell) else "R")
                hs[r] = max(hs[r], self.need(t, cell.text, f, xs[c + cell.cs] - xs[c]))
        for r, c, cell in placed:
            if cell.rs > 1:
                f = self.F("B" if boldf(r, cell) else "R")
                want = self.need(t, cell.text, f, xs[c + cell.cs] - xs[c])
                have = sum(hs[r:r + cell.rs])
                if want > have:
                    hs[r + cell.rs - 1] += want - have
        return [h or t.size * 1.25 + t.pad for h in hs]

    def head(self, t):
        cv, xs = self.cv, self.xs(t)
        placed = grid_of(t.head)
        hs = self.heights(t, t.head, placed, lambda r, c: True)
        tops = [self.y]
        for h in hs:
            tops.append(tops[-1] - h)
        n = len(t.head)
        if t.style == "zebra":
            cv.setFillColor(SHADE)
            cv.rect(xs[0], tops[-1], xs[-1] - xs[0], tops[0] - tops[-1], stroke=0, fill=1)
            cv.setFillColor(black)
        if t.style in ("booktabs", "rules"):
            cv.setLineWidth(1.2 if t.style == "booktabs" else 0.8)
            cv.line(xs[0], tops[0], xs[-1], tops[0])
        for r, c, cell in placed:
            x0, x1, top, bot = xs[c], xs[c + cell.cs], tops[r], tops[r + cell.rs]
            if t.style == "grid":
                cv.setLineWidth(0.5)
                cv.rect(x0, bot, x1 - x0, top - bot, stroke=1, fill=0)
            elif cell.cs > 1 and r + cell.rs < n:
                cv.setLineWidth(0.4)
                cv.line(x0 + 3, bot + 1, x1 - 3, bot + 1)
            al = cell.align or ("c" if cell.cs > 1 else (t.head_align or t.align)[c])
            self.write(t, cell.text, self.F("B"), x0, x1, top, bot, al)
        if t.style in ("booktabs", "rules"):
            cv.setLineWidth(0.6)
            cv.line(xs[0], tops[-1], xs[-1], tops[-1])
        self.y = tops[-1]
        t.head_pages.add(self.page)

    def close(self, t):
        if t.style in ("booktabs", "rules"):
            xs = self.xs(t)
            self.cv.setLineWidth(1.2 if t.style == "booktabs" else 0.8)
            self.cv.line(xs[0], self.y, xs[-1], self.y)

    def table(self, t):
        cv, xs = self.cv, self.xs(t)
        if self.y - 90 < BM:
            self.end_page()
            self.start_page()
        self.caption(t.caption)
        self.head(t)
        placed = grid_of(t.body)
        boldf = (lambda r, cell: cell.bold or r in t.bold_rows)
        hs = self.heights(t, t.body, placed, boldf)
        at = {}
        for r, c, cell in placed:
            at.setdefault(r, []).append((c, cell))
        stripe = 0
        for gi, (a, b) in enumerate(t.groups()):
            gh = sum(hs[a:b + 1])
            # a section row is never left alone at the foot of a page
            nxt = sum(hs[b + 1:b + 2]) if isinstance(t.body[a], Section) and b + 1 < len(t.body) else 0
            if self.y - gh - nxt < BM:
                self.close(t)
                self.end_page()
                self.start_page()
                if t.cont:
                    self.caption(t.cont)
                self.head(t)
            tops = [self.y]
            for r in range(a, b + 1):
                tops.append(tops[-1] - hs[r])
            top_of = {r: tops[r - a] for r in range(a, b + 2)}
            is_sec = isinstance(t.body[a], Section)
            if t.style == "zebra" and not is_sec and stripe % 2 == 1:
                cv.setFillColor(LIGHT)
                cv.rect(xs[0], tops[-1], xs[-1] - xs[0], tops[0] - tops[-1], stroke=0, fill=1)
                cv.setFillColor(black)
            stripe = 0 if is_sec else stripe + 1
            if t.group_rules and gi > 0 and not is_sec and not isinstance(t.body[a - 1], Section):
                cv.setLineWidth(0.35)
                cv.line(xs[0], tops[0], xs[-1], tops[0])
            for r in range(a, b + 1):
                if t.keys[r] is not None:
                    t.row_pages[t.keys[r]] = self.page
                t.pages.add(self.page)
                row, top, bot = t.body[r], top_of[r], top_of[r + 1]
                if isinstance(row, Section):
                    cv.setFillColor(LIGHT if t.style != "zebra" else SHADE)
                    cv.rect(xs[0], bot, xs[-1] - xs[0], top - bot, stroke=1 if t.style == "grid" else 0, fill=1)
                    cv.setFillColor(black)
                    self.write(t, row.text, self.F("B"), xs[0], xs[-1], top, bot, "l")
                    continue
                if r in t.rules_above:
                    cv.setLineWidth(0.5)
                    cv.line(xs[1], top, xs[-1], top)
                if t.style == "rules" and r > a:
                    cv.setLineWidth(0.25)
                    cv.line(xs[0], top, xs[-1], top)
                for c, cell in at.get(r, []):
                    x0, x1 = xs[c], xs[c + cell.cs]
                    cbot = top_of[r + cell.rs]
                    if t.style == "grid":
                        cv.setLineWidth(0.5)
                        cv.rect(x0, cbot, x1 - x0, top - cbot, stroke=1, fill=0)
                    f = self.F("B" if boldf(r, cell) else "R")
                    self.write(t, cell.text, f, x0, x1, top, cbot, cell.align or t.align[c])
            if t.style == "rules":
                cv.setLineWidth(0.25)
                cv.line(xs[0], tops[-1], xs[-1], tops[-1])
            self.y = tops[-1]
        self.close(t)
        self.y -= 5


def sectioned(items, sec_of, row_of, key_of):
    """Body rows with a Section row before each new section; keys None on Section rows."""
    body, keys, cur = [], [], None
    for it in items:
        s = sec_of(it)
        if s != cur:
            body.append(Section(s))
            keys.append(None)
            cur = s
        body.append(row_of(it))
        keys.append(key_of(it))
    return body, keys


# ============================================================================================ 1. Knocktopher (en, EUR per tyre)
KT_FILE = "knocktopher_tyre_distributors_trade_prices_2025.pdf"
KT_HEAD = f"Price per tyre ({EUR})"
KT_TIERS = ["1\u20133", "4\u201311", "12\u201339", "40+"]
KT_BOUNDS = [(1, 3), (4, 11), (12, 39), (40, None)]
KT_SEASON = {"S": "summer", "W": "winter", "A": "all-season"}
KT_ITEMS = [  # rim section, code, size, load / speed index, season code, EUR per tyre by tier
    ("15-inch rims", "KT-1501", "185/65 R15", "88H", "S", ("58.90", "55.40", "52.80", "50.10")),
    ("15-inch rims", "KT-1502", "195/65 R15", "91H", "S", ("61.50", "57.90", "55.20", "52.40")),
    ("15-inch rims", "KT-1503", "195/65 R15", "91T", "W", ("68.20", "64.10", "61.30", "58.20")),
    ("16-inch rims", "KT-1601", "205/55 R16", "91V", "S", ("72.40", "68.10", "64.90", "61.60")),
    ("16-inch rims", "KT-1602", "205/55 R16", "91H", "W", ("79.80", "75.00", "71.50", "67.90")),
    ("16-inch rims", "KT-1603", "205/55 R16", "94V XL", "A", ("84.60", "79.50", "75.80", "72.00")),
    ("16-inch rims", "KT-1604", "215/60 R16", "99H XL", "S", ("83.10", "78.10", "74.50", "70.70")),
    ("17-inch rims", "KT-1701", "225/45 R17", "94W XL", "S", ("88.70", "83.40", "79.50", "75.50")),
    ("17-inch rims", "KT-1702", "225/45 R17", "94V XL", "W", ("96.30", "90.50", "86.30", "82.00")),
    ("17-inch rims", "KT-1703", "215/55 R17", "98W XL", "A", ("99.90", "93.90", "89.50", "85.00")),
    ("18-inch rims", "KT-1801", "225/40 R18", "92Y XL", "S", ("112.50", "105.80", "100.90", "95.80")),
    ("18-inch rims", "KT-1802", "235/55 R18", "104V XL", "A", ("131.40", "123.50", "117.80", "111.90")),
]
KT_LEVY = D("2.95")             # recycling levy per tyre, on top of the list price
KT_DELIVERY = D("15.00")        # per order when the tyre value is below KT_FREE_FROM
KT_FREE_FROM = D("300.00")
KT_VAT = 23


def doc_knocktopher():
    d = Doc(KT_FILE, "price_list", "en", "Knocktopher Tyre Distributors Ltd",
            "Trade price list \u2013 passenger car tyres, valid from 1 March 2025",
            "Knocktopher Tyre Distributors Ltd \u00b7 Co. Kilkenny \u00b7 trade customers only \u00b7 E&OE")
    d.add(P("Net trade prices for our house ranges. The quantity band is worked out for each line (code) of the "
            "order on its own. All tyres carry the EU tyre label; label grades are available on request."))
    body, keys = sectioned(
        KT_ITEMS, lambda r: r[0],
        lambda r: [r[1], r[2], r[3], r[4], *r[5]],
        lambda r: f"{r[0]} > {r[1]}")
    d.add(Table("t1", "Passenger car tyres", [56, 82, 66, 52, 60, 60, 60, 60],
                [[Cell("Code", rs=2), Cell("Size", rs=2), Cell("Load / speed", rs=2), Cell(f"Season{SUP2}", rs=2),
                  Cell(f"{KT_HEAD}{SUP1}", cs=4)], KT_TIERS],
                body, keys, style="grid", align=["l", "l", "l", "c", "r", "r", "r", "r"], size=8.4))
    d.add(P(f"{SUP1} Prices per tyre, excluding VAT at {KT_VAT} % and excluding the tyre recycling levy of "
            f"{EUR}{en(KT_LEVY)} per tyre, which is added to every tyre invoiced. Orders with a tyre value below "
            f"{EUR}{en(KT_FREE_FROM)} (ex VAT, before the levy) carry a delivery charge of {EUR}{en(KT_DELIVERY)} "
            "per order; larger orders are delivered free.", size=7.8),
          P(f"{SUP2} Season: S = summer, W = winter (3PMSF marked), A = all-season.", size=7.8))
    return d


# ============================================================================================ 2. Quarnstedt (de, EUR per set of 4)
QR_FILE = "quarnstedt_reifengrosshandel_preisliste_2025.pdf"
QR_HEAD = "Preis je Satz (4 Reifen), netto (\u20ac)"
QR_TIERS = ["1 Satz", "2\u20134 S\u00e4tze", "ab 5 S\u00e4tzen"]
QR_BOUNDS = [(1, 1), (2, 4), (5, None)]
QR_PER_SET = 4
QR_ITEMS = [  # section, art.-nr., dimension, LI/SI, EUR per set by tier
    ("Sommerreifen", "QR-S155", "185/65 R15", "88H", ("226.00", "219.20", "212.40")),
    ("Sommerreifen", "QR-S165", "205/55 R16", "91V", ("279.60", "270.80", "262.00")),
    ("Sommerreifen", "QR-S166", "215/60 R16", "99H XL", ("322.00", "311.60", "301.20")),
    ("Sommerreifen", "QR-S174", "225/45 R17", "94W XL", ("338.40", "327.60", "316.80")),
    ("Sommerreifen", "QR-S184", "225/40 R18", "92Y XL", ("429.20", "415.60", "402.00")),
    ("Winterreifen", "QR-W156", "195/65 R15", "91T", ("262.80", "254.40", "246.00")),
    ("Winterreifen", "QR-W165", "205/55 R16", "91H", ("306.40", "296.80", "287.20")),
    ("Winterreifen", "QR-W174", "225/45 R17", "94V XL", ("372.00", "360.40", "348.80")),
    ("Ganzjahresreifen", "QR-G165", "205/55 R16", "94V XL", ("324.80", "314.40", "304.00")),
    ("Ganzjahresreifen", "QR-G175", "215/55 R17", "98W XL", ("384.00", "371.60", "359.20")),
    ("Ganzjahresreifen", "QR-G185", "235/55 R18", "104V XL", ("503.60", "487.60", "471.60")),
]
QR_FREIGHT = D("24.90")        # per delivery below QR_FREE_SETS sets
QR_FREE_SETS = 2
QR_MWST = 19
QR_SEASON_EN = {"Sommerreifen": "summer", "Winterreifen": "winter", "Ganzjahresreifen": "all-season"}


def doc_quarnstedt():
    d = Doc(QR_FILE, "price_list", "de", "Quarnstedt Reifengro\u00dfhandel GmbH",
            "Preisliste f\u00fcr Wiederverk\u00e4ufer \u2013 Pkw-Reifen, g\u00fcltig ab 1. M\u00e4rz 2025",
            "Quarnstedt Reifengro\u00dfhandel GmbH \u00b7 Schleswig-Holstein \u00b7 Irrt\u00fcmer und "
            "\u00c4nderungen vorbehalten", font="cond")
    d.add(P("Unsere Preise gelten je Satz zu 4 Reifen desselben Artikels. Die Staffel richtet sich nach der Zahl der "
            "S\u00e4tze je Artikel und Auftrag. Lieferung an Werkst\u00e4tten und Autoh\u00e4user in Deutschland "
            "und im EU-Ausland (Ausfuhr netto)."))
    body, keys = sectioned(
        QR_ITEMS, lambda r: r[0],
        lambda r: [r[1], r[2], r[3], *[de(p) for p in r[4]]],
        lambda r: f"{r[0]} > {r[1]}")
    d.add(Table("t1", "Pkw-Reifen nach Saison", [66, 96, 70, 86, 86, 86],
                [[Cell("Art.-Nr.", rs=2), Cell("Dimension", rs=2), Cell("LI/SI", rs=2),
                  Cell(f"{QR_HEAD}{SUP1}", cs=3)], QR_TIERS],
                body, keys, style="zebra", align=["l", "l", "l", "r", "r", "r"], size=8.6))
    d.add(P(f"{SUP1} Alle Preise netto zzgl. {QR_MWST} % MwSt. Verkauf nur in ganzen S\u00e4tzen zu "
            f"{QR_PER_SET} Reifen desselben Artikels; Einzelreifen werden nicht abgegeben.", size=7.9),
          P(f"Fracht: Lieferungen ab {QR_FREE_SETS} S\u00e4tzen (alle Artikel zusammen) frei Haus; darunter "
            f"berechnen wir {de(QR_FREIGHT)} \u20ac Fracht je Lieferung.", size=7.9))
    return d


# ============================================================================================ 3. Glenavy (en, GBP and EUR rows)
GT_FILE = "glenavy_tyre_supplies_trade_price_list_2025.pdf"
GT_HEAD = "Price per tyre, ex VAT"
GT_TIERS = ["1\u20137 tyres", "8\u201323 tyres", "24+ tyres"]
GT_BOUNDS = [(1, 7), (8, 23), (24, None)]
GT_CUR = {"GBP": f"GBP ({GBP})", "EUR": f"EUR ({EUR})"}
GT_ITEMS = [  # code, size, load / speed, season, GBP by tier, EUR by tier
    ("GT-155S", "185/65 R15", "88H", "Summer", ("48.20", "45.60", "43.10"), ("57.40", "54.30", "51.30")),
    ("GT-165S", "205/55 R16", "91V", "Summer", ("60.10", "56.90", "53.80"), ("71.60", "67.80", "64.10")),
    ("GT-165W", "205/55 R16", "91H", "Winter", ("66.90", "63.30", "59.80"), ("79.70", "75.40", "71.20")),
    ("GT-166S", "215/60 R16", "99H XL", "Summer", ("68.40", "64.70", "61.20"), ("81.50", "77.10", "72.90")),
    ("GT-174S", "225/45 R17", "94W XL", "Summer", ("72.90", "69.00", "65.20"), ("86.80", "82.20", "77.70")),
    ("GT-175A", "215/55 R17", "98W XL", "All-season", ("83.20", "78.70", "74.40"), ("99.10", "93.70", "88.60")),
    ("GT-184S", "225/40 R18", "92Y XL", "Summer", ("91.80", "86.80", "82.10"), ("109.30", "103.40", "97.80")),
]
GT_FREE_FROM_TYRES = 8
GT_DELIVERY = {"GBP": D("12.00"), "EUR": D("14.00")}


def gt_key(code, cur):
    return f"{code} > {GT_CUR[cur]}"


def doc_glenavy():
    d = Doc(GT_FILE, "price_list", "en", "Glenavy Tyre Supplies",
            "Trade price list 2025 \u2013 car tyres, sterling and euro",
            "Glenavy Tyre Supplies \u00b7 Co. Antrim \u00b7 prices ex VAT \u00b7 errors and omissions excepted",
            font="serif")
    d.add(P("Each tyre is priced in sterling (deliveries in Northern Ireland and Great Britain, invoiced in GBP) and "
            "in euro (deliveries in the Republic of Ireland, invoiced in EUR). The price band is set by the TOTAL "
            "number of tyres on the order, all sizes together.", size=8.3))
    body, keys = [], []
    for code, size, li, season, gbp, eur in GT_ITEMS:
        body.append([Cell(code, rs=2), Cell(f"{size} {li}", rs=2), Cell(season, rs=2), GT_CUR["GBP"], *gbp])
        body.append([GT_CUR["EUR"], *eur])
        keys += [gt_key(code, "GBP"), gt_key(code, "EUR")]
    d.add(Table("t1", "Car tyres \u2013 price per tyre", [58, 104, 68, 62, 68, 68, 68],
                [[Cell("Code", rs=2), Cell("Size and load / speed", rs=2), Cell("Season", rs=2),
                  Cell("Currency", rs=2), Cell(f"{GT_HEAD}{SUP1}", cs=3)], GT_TIERS],
                body, keys, style="booktabs", group_rules=True, align=["l", "l", "l", "l", "r", "r", "r"],
                size=8.5))
    d.add(P(f"{SUP1} Delivery is free on orders of {GT_FREE_FROM_TYRES} tyres or more; smaller orders carry a "
            f"delivery charge of {GBP}{en(GT_DELIVERY['GBP'])} / {EUR}{en(GT_DELIVERY['EUR'])} per order. VAT is "
            "added at the rate of the country of delivery.", size=7.8))
    return d


# ============================================================================================ 4. Trevalga (en, rope access rates, GBP)
TR_FILE = "trevalga_rope_access_inspection_rate_card_2025.pdf"
TR_DAY = f"Day rate, 8 hours on site ({GBP}){SUP1}"
TR_DAY_COLS = ["Mon\u2013Fri", "Saturday", "Sunday and bank holidays"]
TR_HALF = f"Half day, 4 hours, Mon\u2013Fri ({GBP})"
TR_OT = f"Overtime per hour ({GBP})"
TR_STAFF = [  # grade, day rates (Mon-Fri, Sat, Sun), half day, overtime per hour
    ("IRATA Level 1 technician", ("395.00", "495.00", "595.00"), "230.00", "62.00"),
    ("IRATA Level 2 technician", ("455.00", "570.00", "685.00"), "265.00", "71.00"),
    ("IRATA Level 3 supervisor", ("545.00", "680.00", "820.00"), "315.00", "85.00"),
    ("Rescue cover technician (standby)", ("340.00", "425.00", "510.00"), "195.00", "53.00"),
]
TR_UNIT_HEAD = f"Price per unit ({GBP}) by units in one visit"
TR_UNIT_TIERS = ["1\u201310", "11\u201340", "41 +"]
TR_UNIT_BOUNDS = [(1, 10), (11, 40), (41, None)]
TR_WORK = [  # service, unit, prices by tier
    ("Facade visual inspection", "per drop", ("165.00", "138.00", "119.00")),
    ("Glazing and sealant inspection", "per drop", ("148.00", "124.00", "107.00")),
    (f"Anchor point test and certification{SUP3}", "per anchor", ("48.00", "39.00", "33.00")),
    ("Gutter and roof outlet survey", "per 10 m run", ("52.00", "44.00", "37.00")),
    ("Chimney and stack inspection", "per stack", ("420.00", "375.00", "340.00")),
]
TR_ANCHOR_MIN = D("350.00")
TR_MILE = D("0.95")
TR_FREE_MILES = 30


def doc_trevalga():
    d = Doc(TR_FILE, "price_list", "en", "Trevalga Rope Access Ltd",
            "Inspection and survey rate card \u2013 1 April 2025 to 31 March 2026",
            "Trevalga Rope Access Ltd \u00b7 IRATA member company \u00b7 all prices exclude VAT", band=True)
    d.add(P("Rope access teams for building, bridge and structure inspections. Technician rates apply to work "
            "booked by the day; the unit prices in the second table apply to survey work quoted per drop, anchor, "
            "run or stack."))
    d.add(Table("t1", "Technician rates", [150, 62, 62, 76, 78, 66],
                [[Cell("Grade", rs=2), Cell(TR_DAY, cs=3), Cell(TR_HALF, rs=2), Cell(TR_OT, rs=2)], TR_DAY_COLS],
                [[g, *day, half, ot] for g, day, half, ot in TR_STAFF], [r[0] for r in TR_STAFF],
                style="rules", size=8.4))
    d.add(P(f"{SUP1} Per technician, ex VAT. Every visit is charged at least one half day per technician "
            "(minimum call-out). Overtime is charged per hour or part hour beyond 8 hours on site. Travel beyond "
            f"{TR_FREE_MILES} miles from the depot: {GBP}{en(TR_MILE)} per mile, counted both ways.", size=7.8))
    keys = [r[0].replace(SUP3, "") for r in TR_WORK]
    d.add(Table("t2", f"Survey work priced per unit{SUP2}", [190, 86, 73, 73, 72],
                [[Cell("Service", rs=2), Cell("Unit", rs=2), Cell(TR_UNIT_HEAD, cs=3)], TR_UNIT_TIERS],
                [[s, u, *p] for s, u, p in TR_WORK], keys, style="grid", align=["l", "l", "r", "r", "r"],
                size=8.4))
    d.add(P(f"{SUP2} Unit prices include the rope access team (one Level 3 supervisor and two technicians), ropes "
            "and anchors, and a written report with photographs. The band is set by the number of units of that "
            "service inspected in one visit.", size=7.8),
          P(f"{SUP3} Minimum charge for anchor testing: {GBP}{en(TR_ANCHOR_MIN)} per visit.", size=7.8))
    return d


# ============================================================================================ 5. Hemyock (en, bike leasing, GBP)
HC_FILE = "hemyock_cycle_leasing_fleet_rates_2025.pdf"
HC_HEAD = "Monthly rental per bike, ex VAT (\u00a3)"
HC_TERMS = ["24-month agreement", "36-month agreement"]
HC_TIERS = ["3\u20139 bikes", "10\u201329 bikes", "30+ bikes"]
HC_BOUNDS = [(3, 9), (10, 29), (30, None)]
HC_MIN = 3
HC_BIKES = [  # section, model, frame sizes, weight kg, battery Wh (None), (24-month by tier), (36-month by tier)
    ("Pedal bikes", "Urban 7", "S / M / L", "13.4", None, ("21.50", "19.80", "18.20"), ("16.90", "15.60", "14.30")),
    ("Pedal bikes", "Tourer 9", "M / L / XL", "14.1", None, ("24.90", "22.90", "21.10"), ("19.60", "18.00", "16.60")),
    ("Pedal bikes", "Folding Compact 6", "one size", "11.8", None, ("27.40", "25.20", "23.20"),
     ("21.60", "19.90", "18.30")),
    ("Electric bikes", "E-Urban 400", "S / M / L", "22.6", "400", ("52.80", "48.60", "44.70"),
     ("41.50", "38.20", "35.10")),
    ("Electric bikes", "E-Trekking 500", "M / L / XL", "24.3", "500", ("61.20", "56.30", "51.80"),
     ("48.10", "44.30", "40.70")),
    ("Electric bikes", "E-Folding 300", "one size", "19.9", "300", ("58.40", "53.70", "49.40"),
     ("45.90", "42.20", "38.80")),
    ("Electric cargo bikes", "E-Cargo Longtail", "one size", "34.5", "625", ("98.60", "90.70", "83.40"),
     ("77.50", "71.30", "65.60")),
    ("Electric cargo bikes", "E-Cargo Box Trike", "one size", "52.0", "750", ("132.00", "121.40", "111.70"),
     ("103.80", "95.50", "87.90")),
]
HC_SETUP = D("35.00")        # one-off delivery and set-up per bike
HC_OPTIONS = [  # option, GBP per bike per month
    ("Theft and damage cover, pedal bike", "2.90"),
    ("Theft and damage cover, electric bike", "5.40"),
    ("Theft and damage cover, electric cargo bike", "8.60"),
    ("Pannier pair", "1.80"),
    ("Helmet and D-lock pack", "1.50"),
]


def doc_hemyock():
    d = Doc(HC_FILE, "price_list", "en", "Hemyock Cycle Leasing Ltd",
            "Business bicycle fleets \u2013 lease rates 2025",
            "Hemyock Cycle Leasing Ltd \u00b7 Devon \u00b7 rates ex VAT, subject to status")
    d.add(P("Operating leases of bicycle fleets for employers, councils and delivery firms. Rentals are fixed for "
            "the term and include two workshop services a year, breakdown cover and a replacement bike within "
            "three working days."))
    body, keys = sectioned(
        HC_BIKES, lambda r: r[0],
        lambda r: [r[1], r[2], r[3], r[4] or DASH, *r[5], *r[6]],
        lambda r: f"{r[0]} > {r[1]}")
    d.add(Table("t1", "Fleet lease rates", [92, 56, 44, 44, 44, 46, 44, 44, 46, 44],
                [[Cell("Model", rs=3), Cell("Frame sizes", rs=3), Cell("Weight (kg)", rs=3),
                  Cell("Battery (Wh)", rs=3), Cell(f"{HC_HEAD}{SUP1}", cs=6)],
                 [Cell(HC_TERMS[0], cs=3), Cell(HC_TERMS[1], cs=3)],
                 HC_TIERS + HC_TIERS],
                body, keys, style="grid", align=["l", "l", "r", "r"] + ["r"] * 6, size=7.9, pad=5.5))
    d.add(P(f"{SUP1} The band is set by the total number of bikes on the agreement, all models together. Minimum "
            f"{HC_MIN} bikes per agreement. A one-off delivery and set-up charge of {GBP}{en(HC_SETUP)} per bike is "
            "invoiced with the first rental.", size=7.8))
    d.add(Table("t2", "Options", [300, 120], [["Option", f"Per bike per month ({GBP})"]],
                [[o, p] for o, p in HC_OPTIONS], [o for o, _ in HC_OPTIONS], style="borderless", size=8.3))
    return d


# ============================================================================================ 6. Withypool (en, water coolers)
WC_FILE = "withypool_water_coolers_rental_plans_2025.pdf"
WC_PLANS = [("Bottled", "Desk"), ("Bottled", "Floor"), ("Mains-fed", "Standard"), ("Mains-fed", "Sparkling")]
WC_RENT_SEC = f"Quarterly rental per cooler ({GBP}){SUP1}"
WC_RENT = [("12-month agreement", ("54.00", "63.00", "96.00", "165.00")),
           ("36-month agreement", ("45.00", "52.50", "78.00", "138.00"))]
WC_LIMIT_SEC = "Supplies and response"
WC_LIMITS = [("19-litre bottles included per month", ("2", "4", DASH, DASH)),
             ("Cups included per quarter", ("200", "300", "300", "500")),
             ("Breakdown response (working days)", ("3", "3", "2", "1"))]
WC_SERVICE_SEC = f"Service{SUP2}"
WC_SERVICES = [
    ("Installation", (FULL, FULL, FULL, FULL)),
    ("Sanitisation every 6 months", (FULL, FULL, FULL, FULL)),
    ("Sanitisation every 3 months", (OPEN, OPEN, OPEN, FULL)),
    ("Filter changes", (DASH, DASH, FULL, FULL)),
    ("Bottle delivery", (FULL, FULL, DASH, DASH)),
    ("Replacement cooler on failure", (OPEN, FULL, FULL, FULL)),
    ("Hot water tap", (DASH, OPEN, OPEN, FULL)),
    ("Leak detector", (DASH, DASH, OPEN, FULL)),
]
WC_DISCOUNT_PCT = 10
WC_DISCOUNT_FROM = 5
WC_EXTRAS = [  # extra, GBP, per
    ("Extra 19-litre bottle", "7.40", "bottle"),
    ("Sanitisation every 3 months (upgrade)", "16.00", "cooler per quarter"),
    ("Replacement cooler on failure (upgrade)", "6.00", "cooler per quarter"),
    ("Hot water tap (upgrade)", "9.00", "cooler per quarter"),
    ("Leak detector (upgrade)", "4.50", "cooler per quarter"),
    ("Additional sanitisation visit", "39.00", "visit"),
]


def wc_col(i):
    return f"{WC_PLANS[i][0]} > {WC_PLANS[i][1]}"


def doc_withypool():
    d = Doc(WC_FILE, "support_plans", "en", "Withypool Water Coolers",
            "Office water cooler rental plans \u2013 2025",
            "Withypool Water Coolers \u00b7 Exmoor \u00b7 all prices exclude VAT at 20 %", band=True)
    d.add(P("Four cooler plans for offices, workshops and waiting rooms: bottled coolers supplied with 19-litre "
            "bottles, and mains-fed coolers plumbed into the water supply with a filter."))
    body, keys = [], []
    for sec, rows in ((WC_RENT_SEC, WC_RENT), (WC_LIMIT_SEC, WC_LIMITS), (WC_SERVICE_SEC, WC_SERVICES)):
        body.append(Section(sec))
        keys.append(None)
        for lab, vals in rows:
            body.append([lab, *vals])
            keys.append(f"{sec.replace(SUP1, '').replace(SUP2, '')} > {lab}")
    d.add(Table("t1", "Plans compared", [175, 80, 80, 80, 80],
                [["", Cell("Bottled", cs=2), Cell("Mains-fed", cs=2)], ["Plan", "Desk", "Floor", "Standard",
                                                                            "Sparkling"]],
                body, keys, style="grid", align=["l", "c", "c", "c", "c"], size=8.5))
    d.add(P(f"{SUP1} Billed quarterly in advance. Agreements for {WC_DISCOUNT_FROM} or more coolers receive "
            f"{WC_DISCOUNT_PCT} % off the quarterly rental.", size=7.8),
          P(f"{SUP2} {FULL} included in the rental   {OPEN} available at extra charge (see Extras)   {DASH} not "
            "available for this plan.", size=7.8))
    d.add(Table("t2", "Extras", [250, 80, 120], [["Extra", f"Price ({GBP})", "Per"]],
                [list(x) for x in WC_EXTRAS], [x[0] for x in WC_EXTRAS], style="booktabs",
                align=["l", "r", "l"], size=8.3))
    return d


# ============================================================================================ 7. Stoodleigh (en, drone survey plans)
SA_FILE = "stoodleigh_aerial_surveys_service_plans_2025.pdf"
SA_HEAD = f"Annual price by site area ({GBP}){SUP1}"
SA_BANDS = ["up to 5 ha", "over 5 to 20 ha", "over 20 to 50 ha"]
SA_LIMITS = [D(5), D(20), D(50)]     # upper limit (ha) of each band; a band holds areas above the previous limit
SA_PLANS = [  # group, plan, flights a year, prices by band, turnaround days, GSD cm/px, deliverables
    ("Monitoring", "Site Watch 4", "4", ("2,400", "3,600", "5,400"), "5", "2.5", "Orthomosaic, progress report"),
    ("Monitoring", "Site Watch 12", "12", ("6,480", "9,720", "14,580"), "3", "2.5",
     "Orthomosaic, progress report, cut / fill"),
    ("Inspection", "Roof and Facade", "2", ("1,350", "2,150", "3,900"), "5", "0.8", "Annotated photo report"),
    ("Inspection", "Thermal Roof", "1", ("1,650", "2,700", "4,800"), "7", "5.0", "Radiometric images, heat-loss "
                                                                                  "report"),
    ("Mapping", "Topo Survey", "1", ("1,950", "3,250", "5,600"), "10", "2.0", "Terrain model, contours, CAD"),
    ("Mapping", "Stockpile Volumes", "6", ("3,300", "4,950", "7,800"), "3", "2.0", "Volume report per stockpile"),
]
SA_ADDONS = [  # add-on, GBP, per
    ("Ground control points, survey and set-up", "180.00", "site"),
    ("Flight permission in a congested area", "95.00", "flight"),
    ("3D mesh model export", "240.00", "flight"),
    ("Rush processing (48 hours)", "150.00", "flight"),
]
SA_MAX_HA = 50


def sa_band(ha):
    """Index of the site-area band for an area in hectares; None above SA_MAX_HA."""
    for i, lim in enumerate(SA_LIMITS):
        if D(ha) <= lim:
            return i
    return None


def doc_stoodleigh():
    d = Doc(SA_FILE, "support_plans", "en", "Stoodleigh Aerial Surveys Ltd",
            "Drone survey service plans \u2013 annual subscriptions 2025",
            "Stoodleigh Aerial Surveys Ltd \u00b7 CAA operational authorisation holder \u00b7 prices ex VAT",
            font="cond")
    d.add(P("Annual plans for recurring drone work on one site. Each plan includes the number of flights shown, "
            "processing, hosting of the data for the plan year and the deliverables listed."))
    body, keys = [], []
    for i, (grp, plan, fl, prices, tat, gsd, out) in enumerate(SA_PLANS):
        first = i == 0 or SA_PLANS[i - 1][0] != grp
        n_grp = sum(1 for r in SA_PLANS if r[0] == grp)
        row = ([Cell(grp, rs=n_grp)] if first else []) + [plan, fl, *prices, tat, gsd, out]
        body.append(row)
        keys.append(f"{grp} > {plan}")
    d.add(Table("t1", "Service plans", [54, 66, 38, 50, 54, 58, 62, 46, 90],
                [[Cell("Group", rs=2), Cell("Plan", rs=2), Cell("Flights a year", rs=2), Cell(SA_HEAD, cs=3),
                  Cell("Turnaround (working days)", rs=2), Cell("Ground sample (cm/px)", rs=2),
                  Cell("Deliverables", rs=2)], SA_BANDS],
                body, keys, style="grid", align=["l", "l", "r", "r", "r", "r", "r", "r", "l"], size=7.9))
    d.add(P(f"{SUP1} Site area in hectares (1 ha = 10,000 {M2}). Sites over {SA_MAX_HA} ha are quoted individually. "
            "Prices per site per plan year, ex VAT, payable annually in advance.", size=7.8))
    d.add(Table("t2", "Add-ons", [250, 80, 80], [["Add-on", f"Price ({GBP})", "Per"]],
                [list(x) for x in SA_ADDONS], [x[0] for x in SA_ADDONS], style="rules", align=["l", "r", "l"],
                size=8.3))
    return d


# ============================================================================================ 8. Bransgore (en, HVLS fans)
BA_FILE = "bransgore_hvls_ceiling_fans_technical_data_2025.pdf"
BA_COLS = ["Diameter", "Blades", "Motor power", "Max. speed", f"Airflow{SUP1}", "Coverage", "Weight", "Noise",
           "Min. mounting height", f"Price{SUP2}"]
BA_UNITS = ["mm", "", "W", "rpm", f"{M3}/min", M2, "kg", "dB(A)", "m", GBP]
BA_FANS = [  # model, values as printed in BA_COLS order
    ("BA-2400", ("2,400", "6", "750", "180", "3,100", "450", "68", "38", "3.5", "2,950.00")),
    ("BA-3000", ("3,000", "6", "1,100", "140", "4,900", "700", "79", "38", "3.8", "3,480.00")),
    ("BA-3600", ("3,600", "6", "1,100", "115", "6,800", "950", "88", "39", "4.0", "3,890.00")),
    ("BA-4300", ("4,300", "5", "1,500", "95", "9,200", "1,300", "104", "40", "4.5", "4,650.00")),
    ("BA-5500", ("5,500", "5", "1,500", "75", "12,600", "1,900", "121", "41", "5.2", "5,390.00")),
    ("BA-7300", ("7,300", "5", "2,200", "58", "19,000", "2,800", "146", "43", "6.0", "6,720.00")),
]


def doc_bransgore():
    d = Doc(BA_FILE, "spec_sheet", "en", "Bransgore Air Movement Ltd",
            "HVLS ceiling fans \u2013 technical data 2025",
            "Bransgore Air Movement Ltd \u00b7 data subject to change without notice")
    d.add(P("High-volume, low-speed ceiling fans for warehouses, gyms, barns and production halls. Units are "
            "given in the line under the column headings."))
    d.add(Table("t1", "Technical data", [50, 48, 34, 44, 40, 48, 48, 38, 38, 50, 62],
                [["Model", *BA_COLS], ["", *BA_UNITS]],
                [[m, *v] for m, v in BA_FANS], [m for m, _ in BA_FANS], style="booktabs", size=8.0,
                head_align=["l"] + ["r"] * 10))
    d.add(P(f"{SUP1} Airflow at maximum speed, measured to ISO 5801 in free air.", size=7.8),
          P(f"{SUP2} Price per fan ex VAT, with wall controller and safety cable kit; installation is quoted per "
            "site.", size=7.8))
    return d


# ============================================================================================ 9. Cleobury (en, dehumidifiers, transposed)
CD_FILE = "cleobury_dehumidifiers_technical_data_2025.pdf"
CD_GROUPS = [("Refrigerant", ["CD-30", "CD-55", "CD-90"]), ("Desiccant", ["DD-12", "DD-35"])]
CD_MODELS = [m for _, ms in CD_GROUPS for m in ms]
CD_EXTR = f"Extraction rate{SUP1}"
CD_ROWS = [  # section, label, condition (None: label spans both columns), values as printed (units in cells)
    ("Performance", CD_EXTR, f"at 30 {DEG}C, 80 % RH", ("30 L/day", "55 L/day", "90 L/day", "16 L/day", "44 L/day")),
    ("Performance", CD_EXTR, f"at 20 {DEG}C, 60 % RH", ("12 L/day", "23 L/day", "41 L/day", "13 L/day", "35 L/day")),
    ("Performance", "Air flow", None, (f"280 {M3}/h", f"450 {M3}/h", f"900 {M3}/h", f"120 {M3}/h", f"350 {M3}/h")),
    ("Performance", "Working range", None, (f"5\u201335 {DEG}C", f"5\u201335 {DEG}C", f"3\u201338 {DEG}C",
                                           f"-15\u201335 {DEG}C", f"-20\u201340 {DEG}C")),
    ("Performance", "Refrigerant", None, ("R290, 190 g", "R290, 280 g", "R290, 420 g", DASH, DASH)),
    ("Electrical", "Power input", None, ("540 W", "890 W", "1,450 W", "660 W", "1,380 W")),
    ("Electrical", "Supply", None, ("230 V 1~", "230 V 1~", "230 V 1~", "230 V 1~", "230 V 1~")),
    ("Size and weight", "Height \u00d7 width \u00d7 depth", None,
     ("620 \u00d7 380 \u00d7 350 mm", "760 \u00d7 450 \u00d7 420 mm", "940 \u00d7 560 \u00d7 520 mm",
      "360 \u00d7 300 \u00d7 210 mm", "540 \u00d7 420 \u00d7 380 mm")),
    ("Size and weight", "Weight", None, ("28.5 kg", "41 kg", "68 kg", "12.4 kg", "26 kg")),
    ("Size and weight", "Noise at 1 m", None, ("47 dB(A)", "52 dB(A)", "58 dB(A)", "44 dB(A)", "55 dB(A)")),
    ("Prices, ex VAT", "List price", None, (f"{GBP}745.00", f"{GBP}1,090.00", f"{GBP}1,685.00", f"{GBP}890.00",
                                            f"{GBP}1,540.00")),
    ("Prices, ex VAT", "Hire per week", None, (f"{GBP}69.00", f"{GBP}95.00", f"{GBP}138.00", f"{GBP}74.00",
                                               f"{GBP}119.00")),
]


def cd_key(sec, lab, cond):
    lab = lab.replace(SUP1, "")
    return f"{sec} > {lab} > {cond}" if cond else f"{sec} > {lab}"


def cd_col(model):
    grp = next(g for g, ms in CD_GROUPS if model in ms)
    return f"{grp} > {model}"


def doc_cleobury():
    d = Doc(CD_FILE, "spec_sheet", "en", "Cleobury Drying Systems Ltd",
            "Commercial dehumidifiers \u2013 technical data",
            "Cleobury Drying Systems Ltd \u00b7 Shropshire \u00b7 specifications subject to change", font="cond")
    d.add(P("Refrigerant dehumidifiers for building drying and flood restoration, desiccant dryers for cold stores, "
            "unheated buildings and low temperatures. Units are printed in the cells."))
    body, keys, cur = [], [], None
    for i, (sec, lab, cond, vals) in enumerate(CD_ROWS):
        if sec != cur:
            body.append(Section(sec))
            keys.append(None)
            cur = sec
        if cond is None:
            body.append([Cell(lab, cs=2), *vals])
        elif i == 0 or CD_ROWS[i - 1][1] != lab:
            n = sum(1 for r in CD_ROWS if r[1] == lab)
            body.append([Cell(lab, rs=n), cond, *vals])
        else:
            body.append([cond, *vals])
        keys.append(cd_key(sec, lab, cond))
    d.add(Table("t1", "Technical data", [66, 72, 72, 72, 72, 72, 72],
                [[Cell("Model", cs=2, rs=2), Cell(CD_GROUPS[0][0], cs=3), Cell(CD_GROUPS[1][0], cs=2)],
                 CD_MODELS],
                body, keys, style="zebra", align=["l", "l", "r", "r", "r", "r", "r"], size=7.9))
    d.add(P(f"{SUP1} Extraction rates measured to DIN EN 810 at the air conditions given. At lower temperatures "
            "desiccant models keep most of their rated extraction; refrigerant models lose it.", size=7.8))
    return d


# ============================================================================================ 10. Stogursey (en, exhibition catalogue)
SE_FILE = "stogursey_exhibition_systems_catalogue_2025.pdf"
SE_HIRE = f"Hire per show ({GBP}){SUP1}"
SE_BUY = f"Buy ({GBP})"
SE_ITEMS = [  # section, code, item, size W x H x D mm, weight kg, hire GBP (None = buy only), buy GBP (None = hire only)
    ("Shell scheme and walls", "SE-101", "Shell scheme stand kit 3 \u00d7 2 m", "3000 \u00d7 2500 \u00d7 2000", "86.0", "420.00", None),
    ("Shell scheme and walls", "SE-102", "Shell scheme stand kit 3 \u00d7 3 m", "3000 \u00d7 2500 \u00d7 3000", "112.0", "560.00", None),
    ("Shell scheme and walls", "SE-103", "Shell scheme stand kit 6 \u00d7 3 m", "6000 \u00d7 2500 \u00d7 3000", "184.0", "890.00", None),
    ("Shell scheme and walls", "SE-104", "Wall panel, white melamine", "1000 \u00d7 2500 \u00d7 40", "14.5", "38.00", "165.00"),
    ("Shell scheme and walls", "SE-105", "Wall panel, fabric-covered", "1000 \u00d7 2500 \u00d7 40", "12.8", "45.00", "210.00"),
    ("Shell scheme and walls", "SE-106", "Lockable store room 1 \u00d7 1 m", "1000 \u00d7 2500 \u00d7 1000", "58.0", "165.00", None),
    ("Shell scheme and walls", "SE-107", "Fascia board with name, per metre", "1000 \u00d7 300 \u00d7 20", "2.6", "18.00", "34.00"),
    ("Shell scheme and walls", "SE-108", "Corner post, aluminium", "50 \u00d7 2500 \u00d7 50", "3.1", "9.00", "42.00"),
    ("Pop-up and banner stands", "SE-201", "Pop-up display 3 \u00d7 3, curved", "2900 \u00d7 2250 \u00d7 600", "24.5", "195.00", "890.00"),
    ("Pop-up and banner stands", "SE-202", "Pop-up display 4 \u00d7 3, straight", "3400 \u00d7 2250 \u00d7 450", "28.0", "225.00", "1,040.00"),
    ("Pop-up and banner stands", "SE-203", "Roller banner 850 mm", "850 \u00d7 2000 \u00d7 300", "4.2", "45.00", "119.00"),
    ("Pop-up and banner stands", "SE-204", "Roller banner 1000 mm", "1000 \u00d7 2000 \u00d7 300", "4.9", "52.00", "139.00"),
    ("Pop-up and banner stands", "SE-205", "Roller banner 1500 mm, double-sided", "1500 \u00d7 2000 \u00d7 350", "8.6", "78.00", "265.00"),
    ("Pop-up and banner stands", "SE-206", "Tension fabric arch 3 m", "3000 \u00d7 2400 \u00d7 900", "19.0", "260.00", "1,180.00"),
    ("Pop-up and banner stands", "SE-207", "Outdoor flag 4.5 m with ground spike", "800 \u00d7 4500 \u00d7 800", "5.5", "35.00", "98.00"),
    ("Pop-up and banner stands", "SE-208", "Leaflet stand, 4 pockets", "280 \u00d7 1450 \u00d7 340", "6.0", "22.00", "79.00"),
    ("Counters and plinths", "SE-301", "Reception counter, curved", "1200 \u00d7 1000 \u00d7 550", "32.0", "115.00", "540.00"),
    ("Counters and plinths", "SE-302", "Reception counter, lockable", "1000 \u00d7 1000 \u00d7 500", "41.0", "125.00", "495.00"),
    ("Counters and plinths", "SE-303", "Podium counter with graphic wrap", "600 \u00d7 1000 \u00d7 400", "18.5", None, "310.00"),
    ("Counters and plinths", "SE-304", "Display plinth 500 mm", "500 \u00d7 750 \u00d7 500", "15.0", "42.00", "168.00"),
    ("Counters and plinths", "SE-305", "Display plinth 1000 mm", "500 \u00d7 1000 \u00d7 500", "19.0", "48.00", "189.00"),
    ("Counters and plinths", "SE-306", "Glass showcase, lit, lockable", "500 \u00d7 1800 \u00d7 500", "62.0", "185.00", None),
    ("Counters and plinths", "SE-307", "Bar counter 2 m", "2000 \u00d7 1100 \u00d7 600", "64.0", "160.00", None),
    ("Counters and plinths", "SE-308", "Folding demo table with cloth", "1800 \u00d7 740 \u00d7 700", "15.5", "28.00", "145.00"),
    ("Counters and plinths", "SE-309", "Literature counter, acrylic", "450 \u00d7 1200 \u00d7 350", "9.5", None, "225.00"),
    ("Furniture", "SE-401", "Poseur table, chrome", "\u00d8 600 \u00d7 1100", "12.0", "32.00", "139.00"),
    ("Furniture", "SE-402", "Bar stool, white", "400 \u00d7 780 \u00d7 400", "6.5", "16.00", "69.00"),
    ("Furniture", "SE-403", "Meeting table, round", "\u00d8 800 \u00d7 740", "14.0", "30.00", "125.00"),
    ("Furniture", "SE-404", "Meeting chair, stacking", "460 \u00d7 820 \u00d7 520", "5.0", "11.00", "49.00"),
    ("Furniture", "SE-405", "Two-seat sofa, grey", "1450 \u00d7 760 \u00d7 780", "38.0", "95.00", None),
    ("Furniture", "SE-406", "Coffee table, white", "900 \u00d7 420 \u00d7 500", "11.0", "26.00", "99.00"),
    ("Furniture", "SE-407", "Brochure rack, floor-standing", "400 \u00d7 1500 \u00d7 350", "9.0", "24.00", "92.00"),
    ("Furniture", "SE-408", "Coat stand", "\u00d8 450 \u00d7 1800", "5.5", "12.00", "45.00"),
    ("Furniture", "SE-409", "Waste bin, 30 litre", "\u00d8 300 \u00d7 500", "1.8", "6.00", "22.00"),
    ("Lighting", "SE-501", "LED spotlight, arm-mounted, 10 W", "80 \u00d7 350 \u00d7 300", "0.9", "19.00", "58.00"),
    ("Lighting", "SE-502", "LED floodlight, 30 W", "180 \u00d7 220 \u00d7 90", "1.6", "24.00", "74.00"),
    ("Lighting", "SE-503", "LED strip for shelving, per metre", "1000 \u00d7 10 \u00d7 5", "0.2", "8.00", "21.00"),
    ("Lighting", "SE-504", "Lightbox wall 1 \u00d7 2.5 m, fabric graphic", "1000 \u00d7 2500 \u00d7 100", "21.0", "185.00", "720.00"),
    ("Lighting", "SE-505", "Lightbox wall 2 \u00d7 2.5 m, fabric graphic", "2000 \u00d7 2500 \u00d7 100", "36.0", "310.00", "1,260.00"),
    ("Lighting", "SE-506", "Track light bar, 3 heads", "1200 \u00d7 90 \u00d7 160", "3.4", "36.00", "129.00"),
    ("Lighting", "SE-507", "Overhead truss, 3 m, with clamps", "3000 \u00d7 290 \u00d7 290", "27.0", "140.00", None),
    ("Graphics", "SE-601", "Panel graphic, printed vinyl, per panel", "950 \u00d7 2350", "0.6", None, "68.00"),
    ("Graphics", "SE-602", "Fabric graphic for pop-up 3 \u00d7 3", "2900 \u00d7 2250", "2.4", None, "395.00"),
    ("Graphics", "SE-603", "Fabric graphic for pop-up 4 \u00d7 3", "3400 \u00d7 2250", "2.8", None, "455.00"),
    ("Graphics", "SE-604", "Roller banner reprint 850 mm", "850 \u00d7 2000", "0.4", None, "62.00"),
    ("Graphics", "SE-605", "Hanging sign, circular, \u00d8 2 m", "\u00d8 2000 \u00d7 900", "9.5", "165.00", "610.00"),
    ("Graphics", "SE-606", "Floor graphic, anti-slip, per m\u00b2", "1000 \u00d7 1000", "0.5", None, "42.00"),
    ("Graphics", "SE-607", "Counter wrap reprint", "1200 \u00d7 950", "0.5", None, "85.00"),
    ("Flooring", "SE-701", "Carpet tiles, grey, per m\u00b2", "500 \u00d7 10 \u00d7 500", "4.8", "9.50", None),
    ("Flooring", "SE-702", "Carpet tiles, blue, per m\u00b2", "500 \u00d7 10 \u00d7 500", "4.8", "9.50", None),
    ("Flooring", "SE-703", "Raised floor 40 mm with ramp, per m\u00b2", "1000 \u00d7 40 \u00d7 1000", "16.0", "24.00", None),
    ("Flooring", "SE-704", "Wood-effect vinyl, per m\u00b2", "1000 \u00d7 3 \u00d7 1000", "3.2", "14.00", "29.00"),
    ("Flooring", "SE-705", "Interlocking foam tiles, per m\u00b2", "1000 \u00d7 15 \u00d7 1000", "1.1", "7.50", "18.00"),
    ("Flooring", "SE-706", "Edge ramp strip, per metre", "1000 \u00d7 15 \u00d7 80", "0.4", "3.00", "8.50"),
    ("AV and power", "SE-801", "LCD screen 43 in on floor stand", "980 \u00d7 1600 \u00d7 600", "29.0", "145.00", None),
    ("AV and power", "SE-802", "LCD screen 55 in on floor stand", "1240 \u00d7 1750 \u00d7 600", "36.0", "195.00", None),
    ("AV and power", "SE-803", "LCD screen 65 in on floor stand", "1460 \u00d7 1850 \u00d7 650", "45.0", "265.00", None),
    ("AV and power", "SE-804", "Touch screen kiosk 32 in", "520 \u00d7 1500 \u00d7 450", "38.0", "240.00", None),
    ("AV and power", "SE-805", "Tablet stand, lockable", "300 \u00d7 1200 \u00d7 300", "7.5", "35.00", "165.00"),
    ("AV and power", "SE-806", "Power socket, 500 W, per stand", "\u2013", "\u2013", "78.00", None),
    ("AV and power", "SE-807", "Power socket, 3 kW, per stand", "\u2013", "\u2013", "145.00", None),
    ("AV and power", "SE-808", "Wi-Fi router with 4G data", "200 \u00d7 40 \u00d7 140", "0.5", "55.00", None),
    ("AV and power", "SE-809", "PA speaker with wireless microphone", "300 \u00d7 520 \u00d7 300", "11.5", "65.00", "340.00"),
    ("AV and power", "SE-810", "Charging station, 8 phones", "250 \u00d7 1300 \u00d7 250", "9.0", "48.00", "285.00"),
]
SE_DELIVERY = D("145.00")     # delivery, build and collection per show


def doc_stogursey():
    d = Doc(SE_FILE, "catalogue", "en", "Stogursey Exhibition Systems Ltd",
            "Trade show stands and furniture \u2013 hire and purchase catalogue 2025",
            "Stogursey Exhibition Systems Ltd \u00b7 Somerset \u00b7 prices ex VAT \u00b7 E&OE")
    d.add(P("Everything for a trade show stand, to hire for a show or to buy. Hire prices cover one show of up to "
            "five open days. Sizes are width \u00d7 height \u00d7 depth in millimetres (\u00d8 = diameter). Items "
            f"priced per metre or per {M2} are charged for every metre or {M2} ordered."))
    body, keys = sectioned(
        SE_ITEMS, lambda r: r[0],
        lambda r: [r[1], r[2], r[3], r[4], r[5] or DASH, r[6] or DASH],
        lambda r: f"{r[0]} > {r[1]}")
    d.add(Table("t1", "Catalogue", [50, 196, 112, 52, 62, 56], [["Code", "Item", "Size (mm)", "Weight (kg)",
                                                                  SE_HIRE, SE_BUY]],
                body, keys, style="zebra", align=["l", "l", "l", "r", "r", "r"], size=8.6, pad=9.5,
                cont="Catalogue (continued)"))
    d.add(P(f"{SUP1} Hire per show of up to five open days. Delivery, build and collection: {GBP}{en(SE_DELIVERY)} "
            f"per show on top of the hire. {DASH} = not available for hire (buy only) or not sold (hire only).",
            size=7.8))
    return d


# ============================================================================================ 11. Gitschenen (en, CHF '000, Swiss format)
GB_FILE = "gitschenen_bergbahnen_half_year_report_winter_2024_25.pdf"
GB_SCALE = "CHF 1'000"
GB_H1 = "Half-year to 30 April"
GB_FY = "Financial year to 31 October"
GB_COLS = ["2025", "2024", "2024"]     # H1 2025, H1 2024, FY 2023/24
GB_INCOME = [  # label, (H1 2025, H1 2024, FY to 31 Oct 2024)
    ("Transport revenue", (18642, 17215, 19480)),
    ("Food and beverage revenue", (6318, 5904, 7652)),
    ("Ski school and rental revenue", (1927, 1811, 2044)),
    ("Other operating income", (742, 688, 1305)),
]
GB_COSTS = [
    ("Cost of goods sold", (-1959, -1830, -2372)),
    ("Personnel expenses", (-8406, -8012, -12318)),
    ("Energy", (-1388, -1622, -2101)),
    ("Other operating expenses", (-3742, -3550, -5911)),
]
GB_DEPR = ("Depreciation", (-3215, -3120, -6284))
GB_FIN = ("Financial result", (-287, -301, -596))
GB_TAX = ("Income taxes", (-1136, -933, -131))
GB_BS_COLS = ["30.04.2025", "31.10.2024"]
GB_BS = [  # section, label, (30.04.2025, 31.10.2024); totals computed
    ("Assets", "Cash and cash equivalents", (9874, 4216)),
    ("Assets", "Trade receivables", (1133, 642)),
    ("Assets", "Inventories", (718, 905)),
    ("Assets", "Lifts, snowmaking and buildings", (61540, 62980)),
    ("Assets", "Other non-current assets", (2310, 2290)),
    ("Liabilities and equity", "Trade payables and accruals", (5569, 2918)),
    ("Liabilities and equity", "Deferred season pass revenue", (210, 4685)),
    ("Liabilities and equity", "Bank loans", (21400, 22600)),
    ("Liabilities and equity", "Provisions", (1260, 1190)),
]
GB_KEY_COLS = ["H1 2025", "H1 2024"]
GB_KEYS = [  # label, (H1 2025, H1 2024) as printed, NOT in thousands
    ("First entries (skier days)", ("412'600", "389'300")),
    ("Transport revenue per first entry (CHF)", ("45.18", "44.22")),
    ("Operating days", ("138", "131")),
    ("Pistes with snowmaking (%)", ("62", "58")),
    ("Employees at 30 April (full-time equivalent)", ("214", "206")),
]


def gb_income():
    """[(label, (3 values), bold)] of the income statement, subtotals computed."""
    def add(*rows):
        return tuple(sum(r[i] for r in rows) for i in range(3))
    inc = [v for _, v in GB_INCOME]
    total = add(*inc)
    ebitda = add(total, *[v for _, v in GB_COSTS])
    ebit = add(ebitda, GB_DEPR[1])
    ebt = add(ebit, GB_FIN[1])
    net = add(ebt, GB_TAX[1])
    return ([(lab, v, False) for lab, v in GB_INCOME] + [("Total operating income", total, True)] +
            [(lab, v, False) for lab, v in GB_COSTS] + [("EBITDA", ebitda, True), (GB_DEPR[0], GB_DEPR[1], False),
                                                         ("EBIT", ebit, True), (GB_FIN[0], GB_FIN[1], False),
                                                         ("Profit before taxes", ebt, True),
                                                         (GB_TAX[0], GB_TAX[1], False), ("Net profit", net, True)])


def gb_bs():
    """[(section, label, (2 values), bold)] of the balance sheet with totals."""
    def add(*rows):
        return tuple(sum(r[i] for r in rows) for i in range(2))
    assets = [r for r in GB_BS if r[0] == "Assets"]
    liab = [r for r in GB_BS if r[0] != "Assets"]
    ta = add(*[v for _, _, v in assets])
    tl = add(*[v for _, _, v in liab])
    eq = tuple(ta[i] - tl[i] for i in range(2))
    out = [(s, lab, v, False) for s, lab, v in assets] + [("Assets", "Total assets", ta, True)]
    out += [(s, lab, v, False) for s, lab, v in liab] + [("Liabilities and equity", "Total liabilities", tl, True),
                                                         ("Liabilities and equity", "Shareholders' equity", eq, False),
                                                         ("Liabilities and equity", "Total liabilities and equity",
                                                          ta, True)]
    return out


def gb_value(label, col):
    """col: 0 = H1 2025, 1 = H1 2024, 2 = FY to 31 October 2024."""
    return {lab: v for lab, v, _ in gb_income()}[label][col]


def doc_gitschenen():
    d = Doc(GB_FILE, "financial", "en", "Gitschenen Bergbahnen AG",
            "Half-year report, winter season 2024/25 (six months to 30 April 2025)",
            "Gitschenen Bergbahnen AG \u00b7 Central Switzerland \u00b7 unaudited half-year figures", font="serif")
    d.add(P("The winter half-year carries most of the company's revenue; the summer half-year usually closes with a "
            "loss. Amounts in the statements are in thousands of Swiss francs (CHF 1'000) unless stated otherwise. "
            "The previous financial year ran from 1 November 2023 to 31 October 2024.", size=8.3))
    rows = gb_income()
    bold = [i for i, r in enumerate(rows) if r[2]]
    d.add(Table("t1", "Income statement", [230, 80, 80, 110],
                [[Cell(GB_SCALE, rs=2, align="l"), Cell(GB_H1, cs=2), Cell(GB_FY, align="r")], GB_COLS],
                [[lab, *[ch(x) for x in v]] for lab, v, _ in rows], [r[0] for r in rows], style="booktabs",
                bold_rows=bold, rules_above=bold, size=8.4))
    bs = gb_bs()
    body, keys, cur = [], [], None
    bold = []
    for s, lab, v, b in bs:
        if s != cur:
            body.append(Section(s))
            keys.append(None)
            cur = s
        if b:
            bold.append(len(body))
        body.append([lab, *[ch(x) for x in v]])
        keys.append(f"{s} > {lab}")
    d.add(Table("t2", "Balance sheet", [230, 90, 90], [[GB_SCALE, *GB_BS_COLS]], body, keys, style="borderless",
                bold_rows=bold, rules_above=bold, size=8.4))
    d.add(Table("t3", "Key figures (not in thousands)", [260, 80, 80], [["", *GB_KEY_COLS]],
                [[lab, *v] for lab, v in GB_KEYS], [lab for lab, _ in GB_KEYS], style="grid", size=8.4))
    return d


# ============================================================================================ 12. Lanivet (en, GBP '000)
LI_FILE = "lanivet_dairy_ices_annual_report_2025.pdf"
LI_SCALE = "\u00a3'000"
LI_HEAD = "Year ended 30 September"
LI_YEARS = ["2025", "2024"]
LI_REVENUE = [  # channel, (2025, 2024) GBP'000
    ("Supermarkets (own label)", (5840, 5315)),
    ("Branded retail", (4172, 3906)),
    ("Foodservice and wholesale", (2960, 3088)),
    ("Own parlours", (1985, 1612)),
    ("Export", (734, 512)),
]
LI_COSTS = [("Cost of sales", (-9836, -9204))]
LI_OPEX = [("Distribution costs", (-1722, -1598)), ("Administrative expenses", (-2214, -2087)),
           ("Other operating income", (96, 141))]
LI_FIN = ("Finance costs", (-188, -204))
LI_TAX = ("Tax on profit", (-457, -370))
LI_BS = [  # label, (2025, 2024)
    ("Property, plant and equipment", (6420, 6105)),
    ("Inventories", (1486, 1322)),
    ("Trade and other receivables", (2145, 2018)),
    ("Cash at bank", (1264, 873)),
    ("Creditors due within one year", (-3118, -2904)),
    ("Creditors due after one year", (-2250, -2500)),
]
LI_OPS = [  # label, (2025, 2024) as printed
    ("Ice cream produced (thousand litres)", ("4,820", "4,410")),
    ("Milk and cream bought (million litres)", ("2.9", "2.7")),
    ("Parlours open at 30 September", ("9", "8")),
    ("Average number of employees", ("142", "131")),
]


def li_revenue_total():
    return tuple(sum(v[i] for _, v in LI_REVENUE) for i in range(2))


def li_is():
    def add(*rows):
        return tuple(sum(r[i] for r in rows) for i in range(2))
    rev = li_revenue_total()
    gp = add(rev, *[v for _, v in LI_COSTS])
    op = add(gp, *[v for _, v in LI_OPEX])
    pbt = add(op, LI_FIN[1])
    pat = add(pbt, LI_TAX[1])
    return ([("Revenue", rev, True)] + [(lab, v, False) for lab, v in LI_COSTS] + [("Gross profit", gp, True)] +
            [(lab, v, False) for lab, v in LI_OPEX] + [("Operating profit", op, True), (LI_FIN[0], LI_FIN[1], False),
                                                        ("Profit before tax", pbt, True),
                                                        (LI_TAX[0], LI_TAX[1], False),
                                                        ("Profit for the financial year", pat, True)])


def li_bs():
    net = tuple(sum(v[i] for _, v in LI_BS) for i in range(2))
    return [(lab, v, False) for lab, v in LI_BS] + [("Net assets", net, True)]


def doc_lanivet():
    d = Doc(LI_FILE, "financial", "en", "Lanivet Dairy Ices Ltd",
            "Annual report and financial statements, year ended 30 September 2025 \u2013 extract",
            "Lanivet Dairy Ices Ltd \u00b7 Cornwall \u00b7 registered in England and Wales")
    d.add(P("Lanivet makes ice cream and sorbet from Cornish milk and cream for supermarkets, its own brand, "
            f"foodservice customers and its own parlours. Figures are in thousands of pounds ({LI_SCALE}); "
            "amounts in brackets are costs or deductions."))
    rows = li_is()
    bold = [i for i, r in enumerate(rows) if r[2]]
    d.add(Table("t1", "Income statement", [250, 85, 85],
                [[Cell(LI_SCALE, rs=2, align="l"), Cell(LI_HEAD, cs=2)], LI_YEARS],
                [[lab, *[brk(x) for x in v]] for lab, v, _ in rows], [r[0] for r in rows], style="borderless",
                bold_rows=bold, rules_above=bold[1:], size=8.5))
    rv = [(lab, v) for lab, v in LI_REVENUE] + [("Total revenue", li_revenue_total())]
    d.add(Table("t2", "Note 2 \u2013 Revenue by channel", [250, 85, 85],
                [[Cell(LI_SCALE, rs=2, align="l"), Cell(LI_HEAD, cs=2)], LI_YEARS],
                [[lab, *[brk(x) for x in v]] for lab, v in rv], [lab for lab, _ in rv], style="booktabs",
                bold_rows=[len(rv) - 1], rules_above=[len(rv) - 1], size=8.5))
    bs = li_bs()
    d.add(Table("t3", "Summary balance sheet at 30 September", [250, 85, 85], [[LI_SCALE, *LI_YEARS]],
                [[lab, *[brk(x) for x in v]] for lab, v, _ in bs], [r[0] for r in bs], style="borderless",
                bold_rows=[len(bs) - 1], rules_above=[len(bs) - 1], size=8.5))
    d.add(Table("t4", "Operating statistics (not in thousands)", [250, 85, 85], [["", *LI_YEARS]],
                [[lab, *v] for lab, v in LI_OPS], [lab for lab, _ in LI_OPS], style="zebra", size=8.5))
    return d


# ============================================================================================ all
BUILDERS = [doc_knocktopher, doc_quarnstedt, doc_glenavy, doc_trevalga, doc_hemyock, doc_withypool, doc_stoodleigh,
            doc_bransgore, doc_cleobury, doc_stogursey, doc_gitschenen, doc_lanivet]
COMPANIES = ["Knocktopher", "Quarnstedt", "Glenavy", "Trevalga", "Hemyock", "Withypool", "Stoodleigh", "Bransgore",
             "Cleobury", "Stogursey", "Gitschenen", "Lanivet"]


def layout(outdir):
    """Build and render every Doc into outdir, so that the page of every row is known."""
    out = Path(outdir)
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
