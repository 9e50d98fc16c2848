"""business-other20: twelve generated business PDFs from twelve fictional companies.

    /work/main/.venv/bin/python bench/business-other20/make_docs.py OUTDIR

Deterministic: reportlab rl_config.invariant = 1, no randomness, no clock (the weekday of a wedding date is
computed from the date itself). Text is set in DejaVu Sans / Sans Condensed / Serif
(/usr/share/fonts/truetype/dejavu), which carry the check and cross marks, m², €, × and the minus sign.

Every printed figure lives in a plain structure in this file; make_questions.py imports it and computes the golds
from it. Derived figures (the wildlife park's and the toy maker's totals, subtotals, tax, revenue per visitor,
equity and EBIT margin) come from functions below, so what is printed adds up. Tables are drawn on the canvas by a
small layout engine (`Table`, after the design of business-other19's, itself after business-other18's) that knows
column and row spans in the header and the body, section rows, five rule styles and page breaks (with or without
the header repeated); the page of every body row is recorded in `Table.row_pages`.
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


MINUS = "\u2212"


# ============================================================================================ numbers
def D(x) -> Decimal:
    return x if isinstance(x, Decimal) else Decimal(str(x))


def rnd(x, dp: int = 2) -> Decimal:
    return D(x).quantize(Decimal(1).scaleb(-dp), rounding=ROUND_HALF_UP)


def en(x, dp: int = 2) -> str:
    """1,234.50"""
    return f"{rnd(x, dp):,.{dp}f}"


def it(x, dp: int = 2) -> str:
    """Italian: 1.234,50 (point for thousands, comma for decimals)"""
    return en(x, dp).replace(",", "#").replace(".", ",").replace("#", ".")


def mn(x, dp: int = 1) -> str:
    """Accounts in millions: 486.3 / \u221262.1 (a true minus sign) / \u2013 for nil."""
    x = D(x)
    if x == 0:
        return NDASH
    return f"{MINUS}{en(-x, dp)}" if x < 0 else en(x, dp)


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
        cv.setCreator("business-other20 make_docs.py")
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
        word = {"en": "Page", "it": "Pagina"}[self.lang]
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
    for x in items:
        s = sec_of(x)
        if s != cur:
            body.append(Sec(s))
            keys.append(None)
            cur = s
        body.append(row_of(x))
        keys.append(key_of(x))
    return body, keys




# ============================================================================================ 1. Roccalbegna (it, EUR, olive oil)
RB_FILE = "roccalbegna_frantoio_listino_ingrosso_2025_26.pdf"
RB_HEAD = f"Prezzo per cartone ({EUR})" + SUP1
RB_TIERS = ["1\u20139 cartoni", "10\u201349 cartoni", "da 50 cartoni"]
RB_BOUNDS = [(1, 9), (10, 49), (50, None)]
RB_ITEMS = [  # section, code, product, format, pieces per carton, litres per piece, (carton prices)
    ("Extravergine IGP Toscano", "RB-01", "IGP Toscano, raccolta 2025", "bottiglia 0,75 l", 6, "0.75",
     ("87.00", "82.20", "77.40")),
    ("Extravergine IGP Toscano", "RB-02", "IGP Toscano, raccolta 2025", "bottiglia 0,50 l", 12, "0.50",
     ("122.40", "115.20", "108.00")),
    ("Extravergine IGP Toscano", "RB-03", "IGP Toscano, raccolta 2025", "latta 3 l", 4, "3",
     ("192.00", "181.20", "170.40")),
    ("Extravergine IGP Toscano", "RB-04", "IGP Toscano, raccolta 2025", "latta 5 l", 4, "5",
     ("304.00", "286.00", "270.00")),
    ("Extravergine biologico", "RB-11", "Monocultivar Olivastra Seggianese", "bottiglia 0,50 l", 12, "0.50",
     ("138.00", "129.60", "121.20")),
    ("Extravergine biologico", "RB-12", "Biologico, blend aziendale", "bottiglia 0,75 l", 6, "0.75",
     ("93.00", "87.60", "82.20")),
    ("Extravergine biologico", "RB-13", "Biologico, blend aziendale", "latta 5 l", 4, "5",
     ("288.00", "272.00", "256.00")),
    ("Extravergine italiano", "RB-21", "100 % italiano, per la ristorazione", "bottiglia 1 l", 12, "1",
     ("150.00", "141.60", "133.20")),
    ("Extravergine italiano", "RB-22", "100 % italiano, per la ristorazione", "latta 5 l", 4, "5",
     ("236.00", "222.00", "209.00")),
    ("Condimenti aromatizzati", "RB-31", "Condimento al limone", "bottiglia 0,25 l", 12, "0.25",
     ("66.00", "61.20", "57.60")),
    ("Condimenti aromatizzati", "RB-32", "Condimento al peperoncino", "bottiglia 0,25 l", 12, "0.25",
     ("64.80", "60.00", "56.40")),
]
RB_SHIP_HEAD = f"Spedizione per cartone ({EUR})" + SUP2
RB_SHIP_TIERS = ["1\u201319 cartoni", "20\u201359 cartoni", "da 60 cartoni"]
RB_SHIP_BOUNDS = [(1, 19), (20, 59), (60, None)]
RB_ZONES = [  # zone, countries, (per carton by tier)
    ("Zona 1", "Austria, Francia, Germania, Slovenia", ("6.80", "4.90", "3.60")),
    ("Zona 2", "Belgio, Danimarca, Lussemburgo, Paesi Bassi", ("7.90", "5.70", "4.20")),
    ("Zona 3", "Finlandia, Irlanda, Portogallo, Spagna, Svezia", ("9.60", "7.10", "5.30")),
]
RB_VAT = 4
RB_FREE_CARTONS = 20
RB_SMALL_FREIGHT = D("45.00")
RB_MIN_CARTONS = 5


def doc_roccalbegna():
    d = Doc(RB_FILE, "price_list", "it", "Frantoio Roccalbegna S.r.l.",
            "Listino prezzi all'ingrosso 2025/26 \u2013 olio extravergine di oliva",
            "Frantoio Roccalbegna S.r.l. \u00b7 Grosseto, Toscana \u00b7 prezzi validi dal 1\u00b0 dicembre 2025")
    d.add(Text("Olio extravergine di oliva dai nostri uliveti sulle colline dell'Amiata, frangitura a freddo entro 12 "
               "ore dalla raccolta. Raccolta 2025. I prezzi si intendono per cartone chiuso; i cartoni non si "
               "aprono."))
    body, keys = sectioned(RB_ITEMS, lambda r: r[0], lambda r: [r[1], r[2], r[3], str(r[4]), *[it(D(x)) for x in r[6]]],
                           lambda r: r[1])
    d.add(Table("t1", "Olio confezionato", [42, 150, 72, 50, 60, 60, 60],
                [[C("Cod.", rowspan=2), C("Prodotto", rowspan=2), C("Formato", rowspan=2, align="c"),
                  C("Pezzi per cartone", rowspan=2, align="c"), C(RB_HEAD, span=3)], RB_TIERS],
                body, keys, style="grid", align=["l", "l", "c", "c", "r", "r", "r"], size=8.2))
    d.add(Text(f"{SUP1} Prezzi in euro, IVA {RB_VAT} % esclusa. Lo scaglione vale per prodotto e per ordine. Italia: "
               f"resa franco destino da {RB_FREE_CARTONS} cartoni; sotto i {RB_FREE_CARTONS} cartoni contributo "
               f"trasporto di {it(RB_SMALL_FREIGHT)} {EUR} per spedizione. Ordine minimo {RB_MIN_CARTONS} cartoni.",
               size=7.8))
    d.add(Table("t2", "Spedizione nell'Unione europea", [60, 205, 70, 70, 70],
                [[C("Zona", rowspan=2), C("Paesi", rowspan=2), C(RB_SHIP_HEAD, span=3)], RB_SHIP_TIERS],
                [[z, c, *[it(D(x)) for x in v]] for z, c, v in RB_ZONES], [z for z, _, _ in RB_ZONES], style="zebra",
                align=["l", "l", "r", "r", "r"], size=8.2))
    d.add(Text(f"{SUP2} Si aggiunge al prezzo della merce. Per l'estero la fascia si calcola sul totale dei cartoni "
               "spediti. Paesi non elencati: preventivo su richiesta.", size=7.8))
    return d


# ============================================================================================ 2. Meligalas (en, EUR and USD)
MA_FILE = "meligalas_cooperative_export_price_list_2025_26.pdf"
MA_TIERS = ["1\u201349 cartons", "50\u2013199 cartons", "200 cartons +"]
MA_BOUNDS = [(1, 49), (50, 199), (200, None)]
MA_CUR = ["EUR per carton" + SUP1, "USD per carton" + SUP1]
MA_ITEMS = [  # code, product, carton, cartons per pallet, (EUR), (USD)
    ("MA-101", "Kalamata PDO extra virgin", f"12 {TIMES} 1 L glass", 60, ("198.00", "186.00", "174.00"),
     ("228.00", "214.00", "200.00")),
    ("MA-102", "Kalamata PDO extra virgin", f"6 {TIMES} 0.75 L glass", 100, ("79.20", "74.70", "70.20"),
     ("91.20", "85.80", "80.70")),
    ("MA-103", "Kalamata PDO extra virgin", f"12 {TIMES} 0.5 L glass", 100, ("99.00", "93.60", "87.60"),
     ("114.00", "107.40", "100.80")),
    ("MA-104", "Early-harvest Koroneiki (agourelaio)", f"12 {TIMES} 0.25 L glass", 150, ("66.00", "62.40", "58.80"),
     ("75.60", "71.40", "67.20")),
    ("MA-105", "Organic extra virgin", f"4 {TIMES} 5 L tin", 45, ("262.00", "248.00", "236.00"),
     ("301.00", "285.00", "271.00")),
    ("MA-106", "Extra virgin olive oil", f"4 {TIMES} 5 L tin", 45, ("219.00", "212.00", "198.00"),
     ("252.00", "244.00", "228.00")),
    ("MA-107", "Extra virgin olive oil", f"2 {TIMES} 10 L bag-in-box", 48, ("214.00", "206.00", "192.00"),
     ("246.00", "237.00", "221.00")),
]
MA_FREIGHT_HEAD = f"Freight per pallet ({EUR})" + SUP2
MA_FREIGHT_TIERS = ["1\u20134 pallets", "5\u201310 pallets", "11\u201320 pallets"]
MA_FREIGHT_BOUNDS = [(1, 4), (5, 10), (11, 20)]
MA_FREIGHT = [
    ("Hamburg (DE)", ("165.00", "138.00", "112.00")),
    ("Rotterdam (NL)", ("158.00", "132.00", "108.00")),
    ("Felixstowe (GB)", ("189.00", "161.00", "134.00")),
    ("Dublin (IE)", ("214.00", "182.00", "151.00")),
    ("New York (US)", ("296.00", "248.00", "205.00")),
    ("Montreal (CA)", ("318.00", "266.00", "219.00")),
]
MA_MIN_CARTONS = 20


def doc_meligalas():
    d = Doc(MA_FILE, "price_list", "en", "Meligalas Agricultural Cooperative",
            "Export price list, crop 2025/26 \u2013 extra virgin olive oil from Messinia",
            "Meligalas Agricultural Cooperative \u00b7 Messinia, Peloponnese, Greece \u00b7 valid 1 December 2025 \u2013 "
            "30 September 2026", font="cond")
    d.add(Text("Oil from the Koroneiki groves of our 640 member families, milled and bottled at the cooperative's own "
               "mill. Every lot is laboratory tested for acidity and peroxides; certificates are sent with the "
               "shipping documents."))
    head = [[C("Code", rowspan=2), C("Product", rowspan=2), C("Carton", rowspan=2, align="c"),
             C("Cartons per pallet", rowspan=2, align="c"), C(MA_CUR[0], span=3), C(MA_CUR[1], span=3)],
            MA_TIERS + MA_TIERS]
    body = [[c, p, k, str(n), *e, *u] for c, p, k, n, e, u in MA_ITEMS]
    d.add(Table("t1", "Prices per carton, FCA Kalamata", [40, 110, 82, 40, 37, 37, 37, 37, 37, 37], head, body,
                [r[0] for r in MA_ITEMS], style="grid", align=["l", "l", "c", "c", "r", "r", "r", "r", "r", "r"],
                size=7.9))
    d.add(Text(f"{SUP1} Net prices, FCA our warehouse at Kalamata; sales to buyers outside Greece are zero-rated for "
               "VAT. USD prices apply to orders invoiced in US dollars and are fixed for the season; they are not a "
               "conversion of the EUR prices. The band is set by the cartons of that product on one order. Minimum "
               f"order {MA_MIN_CARTONS} cartons in total; mixed pallets are allowed.", size=7.8))
    d.add(Table("t2", "Freight from Kalamata", [150, 85, 85, 85],
                [[C("Destination", rowspan=2), C(MA_FREIGHT_HEAD, span=3)], MA_FREIGHT_TIERS],
                [[dst, *v] for dst, v in MA_FREIGHT], [dst for dst, _ in MA_FREIGHT], style="zebra", size=8.2))
    d.add(Text(f"{SUP2} Freight is invoiced in EUR only, per pallet; the band is set by the pallets on one shipment and "
               "part pallets are charged as whole pallets. More than 20 pallets and other destinations on request.",
               size=7.8))
    return d


# ============================================================================================ 3. Brtonigla (en, EUR, per litre)
BR_FILE = "brtonigla_olive_estates_bulk_price_list_2025_26.pdf"
BR_HEAD = f"Price per litre ({EUR})" + SUP1
BR_TIERS = ["1\u2013199 L", "200\u2013999 L", "1,000 L +"]
BR_BOUNDS = [(1, 199), (200, 999), (1000, None)]
BR_ITEMS = [  # section, code, oil, container, litres per container, (per litre)
    ("Istria PDO extra virgin", "BR-101", "Istria PDO blend (Bu\u017ea, Leccino)", "bag-in-box 10 L", "10",
     ("16.40", "15.50", "14.60")),
    ("Istria PDO extra virgin", "BR-102", "Istria PDO blend (Bu\u017ea, Leccino)", "tin 5 L", "5",
     ("16.90", "16.00", "15.10")),
    ("Istria PDO extra virgin", "BR-103", "Istria PDO blend (Bu\u017ea, Leccino)", f"carton 12 {TIMES} 0.5 L", "6",
     ("20.40", "19.30", "18.20")),
    ("Monovarietal extra virgin", "BR-201", "Bu\u017ea", "bag-in-box 5 L", "5", ("19.60", "18.60", "17.60")),
    ("Monovarietal extra virgin", "BR-202", "Istarska bjelica", "bag-in-box 5 L", "5", ("20.80", "19.70", "18.60")),
    ("Monovarietal extra virgin", "BR-203", "Leccino", "bag-in-box 5 L", "5", ("17.90", "17.00", "16.10")),
    ("Extra virgin for food service", "BR-301", "Extra virgin olive oil", "tin 5 L", "5", ("11.90", "11.20", "10.10")),
    ("Extra virgin for food service", "BR-302", "Extra virgin olive oil", "bag-in-box 20 L", "20",
     ("11.20", "10.50", "9.50")),
    ("Extra virgin for food service", "BR-303", "Extra virgin olive oil", "IBC 1,000 L", "1000", (DASH, DASH, "8.70")),
]
BR_IBC_DEPOSIT = D("150.00")
BR_PALLET_DELIVERY = D("95.00")
BR_PALLET_L = 600
BR_MIN_L = 100


def doc_brtonigla():
    d = Doc(BR_FILE, "price_list", "en", "Brtonigla Olive Estates d.o.o.",
            "Bulk and food-service price list 2025/26 \u2013 Istrian extra virgin olive oil",
            "Brtonigla Olive Estates d.o.o. \u00b7 Istria, Croatia \u00b7 prices from 15 November 2025", band=True)
    d.add(Text("Estate-grown oil from 38 hectares of terraced groves above the Mirna valley, stored under nitrogen and "
               "filled to order. We sell to restaurants, delicatessens and fillers in bag-in-box, tins, bottles and "
               "IBC containers. All prices are per litre of oil."))
    body, keys = sectioned(BR_ITEMS, lambda r: r[0], lambda r: [r[1], r[2], r[3], *r[5]], lambda r: r[1])
    d.add(Table("t1", "Prices per litre, ex cellar", [52, 170, 100, 58, 58, 58],
                [[C("Code", rowspan=2), C("Oil", rowspan=2), C("Container", rowspan=2, align="c"), C(BR_HEAD, span=3)],
                 BR_TIERS],
                body, keys, style="rules", align=["l", "l", "c", "r", "r", "r"], size=8.3, group_rules=True))
    d.add(Text(f"{SUP1} Prices per litre, excluding VAT, ex cellar Brtonigla. The band is set by the litres of that oil "
               "and container on one order; containers are sold whole only. Deposit on an IBC "
               f"{EUR}{en(BR_IBC_DEPOSIT)}, refunded on return. Delivery within the EU {EUR}{en(BR_PALLET_DELIVERY)} per "
               f"pallet (a pallet holds up to {BR_PALLET_L} L; an IBC is one pallet). Minimum order {BR_MIN_L} L. "
               f"{DASH} not sold in this band.", size=7.8))
    return d


# ============================================================================================ 4. Ravenstonedale (en, GBP, wedding photography)
RP_FILE = "ravenstonedale_photography_wedding_packages_2026.pdf"
RP_GROUPS = [("Photography", ["Elopement", "Half day", "Full day"]), ("Photography and film", ["Full day + film"])]
RP_PACKS = ["Elopement", "Half day", "Full day", "Full day + film"]
RP_PRICE_SEC = f"Package price by wedding day ({GBP}){SUP1}"
RP_DAYS = ["Monday to Thursday", "Friday or Sunday", "Saturday or bank holiday"]
RP_PRICES = [("650.00", "1,150.00", "1,850.00", "2,950.00"),
             ("750.00", "1,350.00", "2,150.00", "3,300.00"),
             ("850.00", "1,550.00", "2,450.00", "3,650.00")]
RP_INCL_SEC = "What you get"
RP_INCL = [
    ("Hours of coverage", ("2", "5", "10", "10")),
    ("Photographers", ("1", "1", "2", "1")),
    ("Film-makers", (DASH, DASH, DASH, "1")),
    ("Edited images (approx.)", ("120", "350", "650", "650")),
    ("Highlight film (minutes)", (DASH, DASH, DASH, "10")),
]
RP_EXTRA_SEC = "Included in the package"
RP_COVER = [
    ("Online gallery for 12 months", (1, 1, 1, 1)),
    ("Pre-wedding shoot", (0, 0, 1, 1)),
    ("Fine-art album, 30 pages", (0, 0, 1, 1)),
    ("Drone aerial images", (0, 0, 0, 1)),
]
RP_ADDONS = [
    ("Extra hour of coverage", "195.00"),
    ("Second photographer, per hour", "80.00"),
    ("Pre-wedding shoot", "295.00"),
    ("Fine-art album, 30 pages", "450.00"),
    ("Extra album pages, per spread", "35.00"),
    ("Parent albums, pair", "380.00"),
    ("Drone aerial images", "240.00"),
    ("Same-day slideshow at the reception", "320.00"),
]
RP_WINTER_OFF = 15
RP_FREE_MILES = 40
RP_PER_MILE = D("0.50")


def doc_ravenstonedale():
    d = Doc(RP_FILE, "price_list", "en", "Ravenstonedale Photography",
            "Wedding photography and film \u2013 packages and prices 2026",
            "Ravenstonedale Photography \u00b7 Cumbria \u00b7 prices for weddings in 2026 \u00b7 VAT registered",
            band=True)
    d.add(Text("Relaxed, documentary wedding photography and film across the Lakes, the Dales and the Eden valley. "
               "Every package includes a planning call, a timeline and your images in a private online gallery "
               "within six weeks."))
    body, keys = [Sec(RP_PRICE_SEC)], [None]
    for day, p in zip(RP_DAYS, RP_PRICES):
        body.append([day, *p])
        keys.append(day)
    body.append(Sec(RP_INCL_SEC))
    keys.append(None)
    for lab, v in RP_INCL:
        body.append([lab, *v])
        keys.append(lab)
    body.append(Sec(RP_EXTRA_SEC))
    keys.append(None)
    for lab, v in RP_COVER:
        body.append([lab, *[TICK if x else CROSS for x in v]])
        keys.append(lab)
    head = [[C("", rowspan=2)] + [C(g, span=len(ps)) for g, ps in RP_GROUPS], [p for _, ps in RP_GROUPS for p in ps]]
    d.add(Table("t1", "Wedding packages 2026", [170, 80, 80, 80, 85], head, body, keys, style="grid",
                align=["l", "c", "c", "c", "c"], size=8.4))
    d.add(Text(f"{SUP1} Prices include VAT at 20 %. Weddings from November to February (except 31 December): "
               f"{RP_WINTER_OFF} % off the package price; add-ons are at full price. Travel within {RP_FREE_MILES} "
               f"miles of our Ravenstonedale studio is included; beyond that {GBP}{en(RP_PER_MILE)} a mile each way for "
               f"every mile over {RP_FREE_MILES}. A 25 % deposit secures your date.", size=7.8),
          Text(f"{TICK} included; {CROSS} available as an add-on. {DASH} not part of the package.", size=7.8))
    d.add(Table("t2", "Add-ons", [300, 90], [["Add-on", f"Price ({GBP})"]], [list(x) for x in RP_ADDONS],
                [x[0] for x in RP_ADDONS], style="zebra", size=8.4))
    return d


# ============================================================================================ 5. Kilkeel (en, GBP, port agency)
KS_FILE = "kilkeel_shipping_agency_port_tariff_2025.pdf"
KS_GT = ["up to 499", "500\u20131,499", "1,500\u20132,999", "3,000\u20134,999", "5,000\u20139,999", "10,000 and over"]
KS_GT_BOUNDS = [(0, 499), (500, 1499), (1500, 2999), (3000, 4999), (5000, 9999), (10000, None)]
KS_COLS = ["Cargo vessel > Loading or discharging", "Cargo vessel > Bunkers, stores or crew only",
           "Fishing vessel > Landing catch"]
KS_FEES = [("320.00", "180.00", "145.00"), ("445.00", "240.00", "210.00"), ("590.00", "310.00", "285.00"),
           ("760.00", "395.00", DASH), ("980.00", "490.00", DASH), ("1,290.00", "620.00", DASH)]
KS_SERVICES = [  # service, unit, fee
    ("Crew change, joining or leaving", "per person", "38.00"),
    ("Crew transport to Belfast International Airport", "per trip, up to 4 people", "165.00"),
    ("Crew transport to Dublin Airport", "per trip, up to 4 people", "240.00"),
    ("Fresh water arranged", "per call", "45.00"),
    ("Ship's garbage disposal arranged", "per call", "65.00"),
    ("Cash to master", "per delivery", "50.00"),
    ("Spare parts clearance and delivery", "per consignment", "72.00"),
    ("Out-of-hours attendance", "per hour", "58.00"),
]
KS_HOURS = 72
KS_EXT_PCT = 25
KS_WEEKEND = D("110.00")


def doc_kilkeel():
    d = Doc(KS_FILE, "price_list", "en", "Kilkeel Shipping Agency Ltd",
            "Port agency and husbandry tariff 2025",
            "Kilkeel Shipping Agency Ltd \u00b7 Co. Down, Northern Ireland \u00b7 tariff from 1 January 2025 \u00b7 all "
            "fees exclude VAT", font="cond")
    d.add(Text("Ship's agents for cargo and fishing vessels calling at the harbours of south Co. Down and Carlingford "
               "Lough: berth bookings, customs and immigration formalities, crew changes, stores and spares. Gross "
               "tonnage (GT) as stated on the International Tonnage Certificate."))
    head = [[C("Gross tonnage (GT)", rowspan=2), C("Cargo vessel", span=2), C("Fishing vessel", align="c")],
            ["Loading or discharging", "Bunkers, stores or crew only", "Landing catch"]]
    d.add(Table("t1", f"Agency fee per port call ({GBP}){SUP1}", [130, 120, 120, 120], head,
                [[g, *f] for g, f in zip(KS_GT, KS_FEES)], list(KS_GT), style="grid", align=["l", "r", "r", "r"],
                size=8.4))
    d.add(Text(f"{SUP1} The agency fee covers a call of up to {KS_HOURS} hours alongside; for each further "
               f"{KS_HOURS} hours or part add {KS_EXT_PCT} % of the fee. Arrivals on a Saturday, Sunday or bank holiday: "
               f"add {GBP}{en(KS_WEEKEND)} per call. Fishing vessels of 3,000 GT and over are charged as cargo vessels "
               f"({DASH}). Port dues, pilotage, towage and light dues are charged by the harbour authority and passed on "
               "at cost; they are not part of this tariff.", size=7.8))
    d.add(Table("t2", "Husbandry and other services", [230, 150, 70], [["Service", "Unit", f"Fee ({GBP})"]],
                [list(x) for x in KS_SERVICES], [x[0] for x in KS_SERVICES], style="zebra", align=["l", "l", "r"],
                size=8.4))
    d.add(Text("Out-of-hours attendance applies between 18:00 and 08:00 and at weekends, in addition to the agency "
               "fee.", size=7.8))
    return d


# ============================================================================================ 6. Pocklington (en, GBP, gym maintenance)
PG_FILE = "pocklington_gym_services_maintenance_plans_2025.pdf"
PG_FEE_HEAD = f"Annual fee per machine ({GBP})" + SUP1
PG_TIERS = ["1\u201310 machines", "11\u201330 machines", "31 machines +"]
PG_BOUNDS = [(1, 10), (11, 30), (31, None)]
PG_COLS = ["Preventive visits a year", "Breakdown response (working hours)", "Parts", "Labour on repairs"]
PG_PLANS = [  # plan, visits, response, parts, labour, (fees)
    ("Inspect", "1", DASH, "Charged", "Charged", ("85.00", "72.00", "64.00")),
    ("Service", "2", "48", "Charged", "Included", ("138.00", "119.00", "105.00")),
    ("Service Plus", "2", "24", "Included", "Included", ("196.00", "172.00", "154.00")),
    ("Total Care", "4", "8", "Included", "Included", ("265.00", "234.00", "210.00")),
]
PG_MIN = D("400.00")
PG_OLD_YEARS = 8
PG_OLD_PCT = 20
PG_WORK = [
    ("Call-out, including the first hour on site", "110.00"),
    ("Each further half hour", "32.00"),
    ("Treadmill running belt, supplied and fitted", "385.00"),
    ("Treadmill drive belt, supplied and fitted", "96.00"),
    ("Cable replacement, per cable", "68.00"),
    ("Upholstery, per pad", "74.00"),
    ("Safety inspection only, per machine", "28.00"),
]


def doc_pocklington():
    d = Doc(PG_FILE, "support_plans", "en", "Pocklington Gym Services Ltd",
            "Fitness equipment maintenance plans 2025",
            "Pocklington Gym Services Ltd \u00b7 East Yorkshire \u00b7 prices exclude VAT", font="cond", band=True)
    d.add(Text("Planned maintenance for cardio and strength equipment of any make in hotels, schools, workplaces and "
               "commercial gyms. Each preventive visit includes cleaning, lubrication, adjustment, a safety check to "
               "EN ISO 20957 and a written report. Plans run for 12 months."))
    d.add(Table("t1", "Maintenance plans", [70, 52, 66, 54, 54, 62, 62, 62],
                [[C("Plan", rowspan=2), *[C(c, rowspan=2, align="c") for c in PG_COLS], C(PG_FEE_HEAD, span=3)],
                 PG_TIERS],
                [[p, v, r, pa, la, *f] for p, v, r, pa, la, f in PG_PLANS], [r[0] for r in PG_PLANS],
                style="booktabs", align=["l", "c", "c", "c", "c", "r", "r", "r"], size=8.3))
    d.add(Text(f"{SUP1} Per machine per year. The band is set by the number of machines covered on one site; each "
               "station of a multi-gym counts as a machine. Machines more than "
               f"{PG_OLD_YEARS} years old: add {PG_OLD_PCT} % to their fee. Minimum annual charge {GBP}{en(PG_MIN)} per "
               f"site. {DASH} no guaranteed response.", size=7.8))
    d.add(Table("t2", "Work outside a plan", [300, 90], [["Item", f"Price ({GBP})"]], [list(x) for x in PG_WORK],
                [x[0] for x in PG_WORK], style="zebra", size=8.3))
    return d


# ============================================================================================ 7. Drumshanbo (en, EUR, sewage treatment plants)
DT_FILE = "drumshanbo_treatment_systems_service_plans_2025.pdf"
DT_PLANS = ["Essential", "Complete", "Complete Plus"]
DT_PLAN_HEADS = ["Essential", "Complete", "Complete Plus" + SUP2]
DT_FEE_SEC = f"Annual fee by plant size ({EUR}){SUP1}"
DT_SIZES = ["up to 6 PE", "7\u201312 PE", "13\u201330 PE"]
DT_BOUNDS = [(1, 6), (7, 12), (13, 30)]
DT_FEES = [("195.00", "285.00", "445.00"), ("245.00", "350.00", "560.00"), ("390.00", "540.00", "890.00")]
DT_SERV_SEC = "Service"
DT_SERV = [("Service visits a year", ("1", "1", "2")), ("Emergency call-out response (hours)", (DASH, "48", "24"))]
DT_COVER_SEC = "Included"
DT_COVER = [
    ("Blower and air-pump service", (1, 1, 1)),
    ("Replacement diaphragm kit", (0, 1, 1)),
    ("Effluent sample tested at a laboratory", (0, 1, 1)),
    ("Alarm and control panel check", (1, 1, 1)),
    ("Desludging, once a year", (0, 0, 1)),
    ("Service certificate for the local authority", (1, 1, 1)),
]
DT_MIN_YEARS = 2
DT_DESLUDGE = D("295.00")


def doc_drumshanbo():
    d = Doc(DT_FILE, "support_plans", "en", "Drumshanbo Treatment Systems Ltd",
            "Wastewater treatment plant service plans 2025",
            "Drumshanbo Treatment Systems Ltd \u00b7 Co. Leitrim, Ireland \u00b7 prices from 1 March 2025")
    d.add(Text("Service plans for domestic and small commercial sewage treatment plants of any make (aerated, "
               "media-filter and SBR systems). Each visit includes a check of the tanks, outlet and percolation area, "
               "and a written report."))
    body, keys = [Sec(DT_FEE_SEC)], [None]
    for size, fees in zip(DT_SIZES, DT_FEES):
        body.append([size, *fees])
        keys.append(size)
    body.append(Sec(DT_SERV_SEC))
    keys.append(None)
    for lab, v in DT_SERV:
        body.append([lab, *v])
        keys.append(lab)
    body.append(Sec(DT_COVER_SEC))
    keys.append(None)
    for lab, v in DT_COVER:
        body.append([lab, *[TICK if x else CROSS for x in v]])
        keys.append(lab)
    d.add(Table("t1", "Service plans compared", [220, 90, 90, 90], [["", *DT_PLAN_HEADS]], body, keys, style="grid",
                align=["l", "c", "c", "c"], size=8.4))
    d.add(Text(f"{SUP1} Prices exclude VAT at 13.5 %. PE = population equivalent; a four-bedroom house is 6 PE. Plants "
               "over 30 PE are priced after a site visit. Desludging outside a plan "
               f"{EUR}{en(DT_DESLUDGE)} per visit.", size=7.8),
          Text(f"{SUP2} Complete Plus has a minimum term of {DT_MIN_YEARS} years; the annual fee is charged for each "
               "year.", size=7.8),
          Text(f"{TICK} included; {CROSS} not included. {DASH} no emergency response on this plan.", size=7.8))
    return d


# ============================================================================================ 8. Gargrave (en, robotic mowers, transposed)
GR_FILE = "gargrave_robotics_robotic_mowers_technical_data_2026.pdf"
GR_GROUPS = [("Boundary wire", ["GR-600", "GR-1200", "GR-2500"]), ("Wire-free, RTK-GNSS", ["GR-3000X", "GR-5000X"])]
GR_MODELS = [m for _, ms in GR_GROUPS for m in ms]
GR_GROUP_OF = {m: g for g, ms in GR_GROUPS for m in ms}
GR_ROWS = [  # section, label, unit, values
    ("Mowing", "Maximum lawn area", M2, ("600", "1,200", "2,500", "3,000", "5,000")),
    ("Mowing", "Cutting width", "mm", ("180", "220", "220", "240", "300")),
    ("Mowing", "Cutting height", "mm", ("20\u201350", "20\u201360", "20\u201360", "25\u201370", "25\u201370")),
    ("Mowing", "Maximum slope", "%", ("30", "35", "45", "45", "50")),
    ("Battery", "Battery", "", ("18 V, 2.0 Ah", "18 V, 2.5 Ah", "18 V, 5.0 Ah", "25 V, 5.0 Ah", "25 V, 10.0 Ah")),
    ("Battery", "Mowing time per charge", "min", ("60", "70", "130", "120", "180")),
    ("Battery", "Charging time", "min", ("65", "75", "90", "80", "110")),
    ("Noise and size", "Noise level" + SUP1, "dB(A)", ("58", "58", "60", "57", "59")),
    ("Noise and size", "Weight", "kg", ("8.9", "9.6", "11.4", "12.8", "15.2")),
    ("Noise and size", f"Size, L {TIMES} W {TIMES} H", "mm",
     (f"560 {TIMES} 410 {TIMES} 250", f"610 {TIMES} 440 {TIMES} 260", f"640 {TIMES} 460 {TIMES} 270",
      f"660 {TIMES} 490 {TIMES} 290", f"720 {TIMES} 540 {TIMES} 300")),
    ("Features", "App control", "", (TICK, TICK, TICK, TICK, TICK)),
    ("Features", "Rain sensor", "", (CROSS, TICK, TICK, TICK, TICK)),
    ("Features", "GPS theft tracking", "", (CROSS, CROSS, TICK, TICK, TICK)),
    ("Features", "Virtual boundaries in the app", "", (CROSS, CROSS, CROSS, TICK, TICK)),
    ("Price", "Price incl. VAT" + SUP2, GBP, ("749.00", "1,049.00", "1,699.00", "2,199.00", "3,299.00")),
    ("Price", "Installation by our fitter" + SUP2, GBP, ("249.00", "299.00", "349.00", "129.00", "129.00")),
]
GR_WIRE_M = 200
GR_WIRE_PER_M = D("0.60")


def gr_key(label):
    return label.replace(SUP1, "").replace(SUP2, "")


def gr_value(label, model):
    row = next(r for r in GR_ROWS if gr_key(r[1]) == label)
    return row[3][GR_MODELS.index(model)]


def doc_gargrave():
    d = Doc(GR_FILE, "spec_sheet", "en", "Gargrave Robotics Ltd",
            "Robotic lawn mowers \u2013 technical data 2026",
            "Gargrave Robotics Ltd \u00b7 North Yorkshire \u00b7 specifications and prices from 1 February 2026")
    d.add(Text("Five robotic mowers for gardens from 600 to 5,000 m\u00b2. The GR models follow a buried boundary wire; "
               "the X models navigate by RTK satellite positioning and need no wire. All models return to their "
               "charging station on their own and carry a two-year warranty."))
    body, keys = sectioned(GR_ROWS, lambda r: r[0], lambda r: [r[1], r[2], *r[3]], lambda r: gr_key(r[1]))
    head = [[C("", rowspan=2), C("Unit", rowspan=2, align="c")] + [C(g, span=len(ms)) for g, ms in GR_GROUPS],
            GR_MODELS]
    d.add(Table("t1", "Technical data", [135, 40, 64, 64, 64, 64, 64], head, body, keys, style="zebra",
                align=["l", "c", "c", "c", "c", "c", "c"], size=8.1))
    d.add(Text(f"{SUP1} Guaranteed sound power level. {TICK} yes, {CROSS} no.", size=7.8),
          Text(f"{SUP2} Prices include VAT at 20 %. Installation includes laying up to {GR_WIRE_M} m of boundary wire "
               "(wire-free models: base station and RTK antenna set-up). Extra boundary wire "
               f"{GBP}{en(GR_WIRE_PER_M)} per metre laid.", size=7.8))
    return d


# ============================================================================================ 9. Wombourne (en, pressure washers)
WP_FILE = "wombourne_pressure_systems_pressure_washers_2025.pdf"
WP_PRICE = f"Price ex VAT ({GBP})" + SUP1
WP_COLS = ["Model", "Supply", "Pressure (bar) > Working", "Pressure (bar) > Max", "Flow (l/h)", "Motor (kW)",
           "Heater output (kW)", "Weight (kg)", f"{WP_PRICE} > Machine", f"{WP_PRICE} > With 15 m hose reel"]
WP_ITEMS = [  # section, model, supply, working, max, flow, motor, burner, weight, machine, with reel
    ("Cold water, electric", "WP-120", "230 V", "120", "150", "500", "2.8", DASH, "24", "685.00", "779.00"),
    ("Cold water, electric", "WP-150", "230 V", "140", "170", "660", "3.3", DASH, "31", "895.00", "989.00"),
    ("Cold water, electric", "WP-200T", "400 V", "180", "210", "900", "6.4", DASH, "58", "1,690.00", "1,784.00"),
    ("Hot water, electric heating", "WPH-130E", "400 V", "130", "160", "600", "3.6", "24", "96", "3,950.00",
     "4,044.00"),
    ("Hot water, diesel burner", "WPH-140D", "230 V", "140", "170", "660", "3.3", "42", "128", "3,290.00",
     "3,384.00"),
    ("Hot water, diesel burner", "WPH-180D", "400 V", "180", "210", "900", "6.4", "58", "165", "4,480.00",
     "4,574.00"),
    ("Hot water, diesel burner", "WPH-200D", "400 V", "200", "230", "1,000", "7.5", "68", "182", "5,240.00", "incl."),
]
WP_DELIVERY = D("45.00")
WP_FREE_OVER = D("2000.00")


def wp_cell(model, col):
    row = next(r for r in WP_ITEMS if r[1] == model)
    return row[1:][WP_COLS.index(col)]


def doc_wombourne():
    d = Doc(WP_FILE, "spec_sheet", "en", "Wombourne Pressure Systems Ltd",
            "Professional pressure washers \u2013 specifications and prices 2025",
            "Wombourne Pressure Systems Ltd \u00b7 Staffordshire \u00b7 prices from 1 April 2025", font="cond")
    d.add(Text("Pressure washers for farms, vehicle workshops, food plants and contract cleaners. All models have a "
               "brass axial-piston pump, stainless-steel lance and a 10 m high-pressure hose; hot-water models heat "
               "to 80 \u00b0C (150 \u00b0C in steam mode)."))
    body, keys = sectioned(WP_ITEMS, lambda r: r[0], lambda r: list(r[1:]), lambda r: r[1])
    head = [[C("Model", rowspan=2), C("Supply", rowspan=2, align="c"), C("Pressure (bar)", span=2),
             C("Flow (l/h)", rowspan=2), C("Motor (kW)", rowspan=2), C("Heater output (kW)", rowspan=2),
             C("Weight (kg)", rowspan=2), C(WP_PRICE, span=2)],
            ["Working", "Max", "Machine", "With 15 m hose reel"]]
    d.add(Table("t1", "Pressure washer range", [58, 40, 44, 40, 42, 42, 50, 44, 60, 66], head, body, keys,
                style="grid", align=["l", "c"] + ["r"] * 8, size=8.0))
    d.add(Text(f"{SUP1} Prices exclude VAT. Delivery {GBP}{en(WP_DELIVERY)} per machine, free on orders over "
               f"{GBP}{en(WP_FREE_OVER)} ex VAT. incl. = hose reel fitted as standard. 400 V models need a 16 A "
               f"three-phase supply. {DASH} cold-water model, no heater.", size=7.8))
    return d


# ============================================================================================ 10. Penistone (en, ink and toner catalogue)
PS_FILE = "penistone_print_supplies_ink_toner_catalogue_2025.pdf"
PS_PRICE = f"Price each ({GBP})" + SUP1
PS_TIERS = ["1\u20134", "5 +"]
PS_BOUNDS = [(1, 4), (5, None)]
PS_ITEMS = [  # section, code, item, colour, yield, price 1-4, price 5+
    ("Inkjet, compatible with Brother", "PS-1101", "LC3217 ink cartridge", "Black", "550", "6.40", "5.80"),
    ("Inkjet, compatible with Brother", "PS-1102", "LC3217 ink cartridge", "Cyan", "550", "5.20", "4.70"),
    ("Inkjet, compatible with Brother", "PS-1103", "LC3217 ink cartridge", "Magenta", "550", "5.20", "4.70"),
    ("Inkjet, compatible with Brother", "PS-1104", "LC3217 ink cartridge", "Yellow", "550", "5.20", "4.70"),
    ("Inkjet, compatible with Brother", "PS-1105", "LC3219XL ink cartridge", "Black", "3,000", "11.90", "10.80"),
    ("Inkjet, compatible with Brother", "PS-1106", "LC3219XL multipack", "CMYK", "4,500", "21.50", "19.60"),
    ("Inkjet, compatible with Canon", "PS-1201", "PGI-580XXL ink cartridge", "Black", "600", "7.90", "7.10"),
    ("Inkjet, compatible with Canon", "PS-1202", "CLI-581XXL ink cartridge", "Cyan", "820", "6.90", "6.20"),
    ("Inkjet, compatible with Canon", "PS-1203", "CLI-581XXL ink cartridge", "Magenta", "820", "6.90", "6.20"),
    ("Inkjet, compatible with Canon", "PS-1204", "CLI-581XXL ink cartridge", "Yellow", "820", "6.90", "6.20"),
    ("Inkjet, compatible with Canon", "PS-1205", "PG-545XL ink cartridge", "Black", "400", "12.40", "11.20"),
    ("Inkjet, compatible with Canon", "PS-1206", "CL-546XL ink cartridge", "Tri-colour", "300", "13.90", "12.60"),
    ("Inkjet, compatible with HP", "PS-1301", "953XL ink cartridge", "Black", "2,000", "14.80", "13.40"),
    ("Inkjet, compatible with HP", "PS-1302", "953XL ink cartridge", "Cyan", "1,600", "11.60", "10.50"),
    ("Inkjet, compatible with HP", "PS-1303", "953XL ink cartridge", "Magenta", "1,600", "11.60", "10.50"),
    ("Inkjet, compatible with HP", "PS-1304", "953XL ink cartridge", "Yellow", "1,600", "11.60", "10.50"),
    ("Inkjet, compatible with HP", "PS-1305", "305XL ink cartridge", "Black", "240", "15.90", "14.40"),
    ("Inkjet, compatible with HP", "PS-1306", "305XL ink cartridge", "Tri-colour", "200", "16.90", "15.30"),
    ("Ink bottles for tank printers", "PS-1401", "104 EcoTank bottle, 65 ml", "Black", "4,500", "8.40", "7.60"),
    ("Ink bottles for tank printers", "PS-1402", "104 EcoTank bottle, 65 ml", "Cyan", "7,500", "8.40", "7.60"),
    ("Ink bottles for tank printers", "PS-1403", "104 EcoTank bottle, 65 ml", "Magenta", "7,500", "8.40", "7.60"),
    ("Ink bottles for tank printers", "PS-1404", "104 EcoTank bottle, 65 ml", "Yellow", "7,500", "8.40", "7.60"),
    ("Ink bottles for tank printers", "PS-1405", "GI-51 MegaTank bottle, 135 ml", "Black", "6,000", "11.20", "10.10"),
    ("Mono laser toner", "PS-2101", "TN-2420 toner", "Black", "3,000", "24.90", "22.50"),
    ("Mono laser toner", "PS-2102", "TN-3480 toner", "Black", "8,000", "46.50", "42.00"),
    ("Mono laser toner", "PS-2103", "CF259X toner", "Black", "10,000", "58.90", "53.20"),
    ("Mono laser toner", "PS-2104", "CF230A toner", "Black", "1,600", "19.80", "17.90"),
    ("Mono laser toner", "PS-2105", "TK-1170 toner", "Black", "7,200", "39.60", "35.80"),
    ("Mono laser toner", "PS-2106", "MLT-D116L toner", "Black", "3,000", "27.40", "24.70"),
    ("Mono laser toner", "PS-2107", "106R03621 toner", "Black", "8,500", "52.80", "47.70"),
    ("Colour laser toner", "PS-2201", "TN-247 toner", "Black", "3,000", "29.50", "26.60"),
    ("Colour laser toner", "PS-2202", "TN-247 toner", "Cyan", "2,300", "31.90", "28.80"),
    ("Colour laser toner", "PS-2203", "TN-247 toner", "Magenta", "2,300", "31.90", "28.80"),
    ("Colour laser toner", "PS-2204", "TN-247 toner", "Yellow", "2,300", "31.90", "28.80"),
    ("Colour laser toner", "PS-2205", "W2210X toner", "Black", "7,500", "64.80", "58.50"),
    ("Colour laser toner", "PS-2206", "W2211X toner", "Cyan", "6,000", "72.50", "65.50"),
    ("Colour laser toner", "PS-2207", "W2212X toner", "Yellow", "6,000", "72.50", "65.50"),
    ("Colour laser toner", "PS-2208", "W2213X toner", "Magenta", "6,000", "72.50", "65.50"),
    ("Colour laser toner", "PS-2209", "CLT-404S toner", "Cyan", "1,000", "24.60", "22.20"),
    ("Drums and maintenance", "PS-3101", "DR-2400 drum unit", "\u2013", "12,000", "34.90", "31.50"),
    ("Drums and maintenance", "PS-3102", "DR-3400 drum unit", "\u2013", "30,000", "48.60", "43.90"),
    ("Drums and maintenance", "PS-3103", "CF232A drum unit", "\u2013", "23,000", "39.80", "35.90"),
    ("Drums and maintenance", "PS-3104", "DR-243CL drum unit", "\u2013", "18,000", "62.40", "56.30"),
    ("Drums and maintenance", "PS-3105", "WT-223CL waste toner box", "\u2013", "50,000", "12.60", "11.40"),
    ("Paper and labels", "PS-4101", "Copier paper A4, 80 g/m\u00b2, box of 5 reams", "\u2013", "\u2013", "21.50", "19.40"),
    ("Paper and labels", "PS-4102", "Copier paper A3, 80 g/m\u00b2, box of 5 reams", "\u2013", "\u2013", "39.90",
     "36.00"),
    ("Paper and labels", "PS-4103", "Premium laser paper A4, 100 g/m\u00b2, box of 4 reams", "\u2013", "\u2013", "32.80",
     "29.60"),
    ("Paper and labels", "PS-4104", "Photo paper A4 glossy, pack of 50 sheets", "\u2013", "\u2013", "9.60", "8.70"),
    ("Paper and labels", "PS-4105", "Address labels, 21 per sheet, box of 100 sheets", "\u2013", "\u2013", "12.90",
     "11.60"),
]
PS_BREAK_SECTION = "Ink bottles for tank printers"     # page 2 starts with this section
PS_BREAK_ROW = "PS-2206"                              # page 3 starts inside "Colour laser toner"
PS_CARRIAGE = D("6.95")
PS_FREE_FROM = D("75.00")


def doc_penistone():
    d = Doc(PS_FILE, "catalogue", "en", "Penistone Print Supplies Ltd",
            "Ink, toner and paper \u2013 business catalogue 2025",
            "Penistone Print Supplies Ltd \u00b7 South Yorkshire \u00b7 prices from 1 September 2025")
    d.add(Text("Remanufactured and compatible cartridges, toners, drums and paper for offices, schools and print "
               "rooms, next-day delivery on orders placed by 3 pm. Compatible means made by us to fit the printer "
               "model named; every cartridge is guaranteed for its full life."),
          Text(f"{SUP1} Prices exclude VAT and are per item as described (a box or pack counts as one item). The band is "
               "set by the quantity of that item on one order. Carriage "
               f"{GBP}{en(PS_CARRIAGE)} on orders under {GBP}{en(PS_FREE_FROM)} ex VAT; free from {GBP}{en(PS_FREE_FROM)}."
               f" {SUP2} Page yield at 5 % coverage (ISO/IEC 24711 for ink, 19752 for mono toner and 19798 for colour "
               "toner); for drums and waste boxes the number of pages they last.", size=8.0))
    body, keys = sectioned(PS_ITEMS, lambda r: r[0], lambda r: list(r[1:]), lambda r: r[1])
    breaks = [next(i for i, b in enumerate(body) if isinstance(b, Sec) and b.text == PS_BREAK_SECTION),
              keys.index(PS_BREAK_ROW)]
    d.add(Table("t1", "Catalogue", [52, 222, 52, 56, 54, 54],
                [[C("Code", rowspan=2), C("Item", rowspan=2), C("Colour", rowspan=2, align="c"),
                  C("Yield (pages)" + SUP2, rowspan=2, align="r"), C(PS_PRICE, span=2)], PS_TIERS],
                body, keys, style="zebra", align=["l", "l", "c", "r", "r", "r"], size=8.2, pad=9.0,
                repeat_header=True, cont_caption="Catalogue (continued)", breaks=breaks))
    return d


def add2(*rows):
    return tuple(sum(v[i] for v in rows) for i in range(len(rows[0])))


# ============================================================================================ 11. Dalbeattie (en, GBP 000)
DW_FILE = "dalbeattie_wildlife_park_annual_accounts_2025.pdf"
DW_SCALE = "\u00a3000"
DW_YEARS = ["2025", "2024"]
DW_STREAMS = [("Admissions", (3842, 3516)), ("Annual passes", (612, 574)), ("Catering", (1408, 1266)),
              ("Retail shop", (736, 702)), ("Animal experiences", (318, 265)), ("Education and events", (204, 188))]
DW_COS = ("Cost of sales", (-1086, -1002))
DW_OPEX = [("Staff costs", (-2684, -2512)), ("Animal care and veterinary costs", (-742, -698)),
           ("Other operating expenses", (-1118, -1061)), ("Depreciation", (-604, -577))]
DW_GRANTS = ("Grants and other operating income", (85, 120))
DW_FIN = ("Interest payable", (-96, -104))
DW_TAX_RATE = D("0.25")
DW_VISITORS = ("Visitors (thousand)", (412, 389))
DW_OPS_OTHER = [("Annual pass holders at 31 October", ("9,850", "9,310")),
                ("Animals in the collection", ("640", "612")), ("Species", ("118", "112"))]


def dw_revenue():
    return add2(*[v for _, v in DW_STREAMS])


def dw_is():
    """Income statement lines: (label, (2025, 2024), bold)."""
    rev = dw_revenue()
    gp = add2(rev, DW_COS[1])
    op = add2(gp, *[v for _, v in DW_OPEX], DW_GRANTS[1])
    pbt = add2(op, DW_FIN[1])
    tax = tuple(-int(rnd(D(x) * DW_TAX_RATE, 0)) for x in pbt)
    pat = add2(pbt, tax)
    return [("Revenue", rev, True), (DW_COS[0], DW_COS[1], False), ("Gross profit", gp, True),
            *[(lab, v, False) for lab, v in DW_OPEX], (DW_GRANTS[0], DW_GRANTS[1], False),
            ("Operating profit", op, True), (DW_FIN[0], DW_FIN[1], False), ("Profit before tax", pbt, True),
            ("Taxation", tax, False), ("Profit for the year", pat, True)]


def dw_per_visitor():
    rev, vis = dw_revenue(), DW_VISITORS[1]
    return tuple(rnd(D(rev[i]) / D(vis[i]), 2) for i in range(2))


def dw_ops():
    return [(DW_VISITORS[0], tuple(str(x) for x in DW_VISITORS[1])),
            (f"Revenue per visitor ({GBP})", tuple(en(x) for x in dw_per_visitor())), *DW_OPS_OTHER]


def dw_value(label, year, table="t1"):
    rows = {"t1": dw_is(), "t2": [(lab, v, False) for lab, v in DW_STREAMS] + [("Total revenue", dw_revenue(), True)]}
    return next(v for lab, v, _ in rows[table] if lab == label)[DW_YEARS.index(str(year))]


def doc_dalbeattie():
    d = Doc(DW_FILE, "financial", "en", "Dalbeattie Wildlife Park Ltd",
            "Annual accounts for the year ended 31 October 2025 \u2013 summary",
            "Dalbeattie Wildlife Park Ltd \u00b7 Dumfries and Galloway \u00b7 registered in Scotland")
    d.add(Text("The park keeps native and endangered species on 55 acres of woodland and wetland and is open every day "
               "except Christmas Day. The financial year runs from 1 November to 31 October. Amounts are in thousands "
               "of pounds; costs and other deductions are shown in brackets."))
    rows = dw_is()
    d.add(Table("t1", "Income statement", [260, 80, 80], [[DW_SCALE, *DW_YEARS]],
                [[lab, *[brk(x) for x in v]] for lab, v, _ in rows], [r[0] for r in rows], style="rules",
                bold_rows=[i for i, r in enumerate(rows) if r[2]], rule_above=[i for i, r in enumerate(rows) if r[2]],
                size=8.4))
    rv = DW_STREAMS + [("Total revenue", dw_revenue())]
    d.add(Table("t2", f"Revenue by activity ({DW_SCALE})", [260, 80, 80], [["", *DW_YEARS]],
                [[lab, *[brk(x) for x in v]] for lab, v in rv], [lab for lab, _ in rv], style="grid",
                bold_rows=[len(rv) - 1], size=8.4))
    ops = dw_ops()
    d.add(Table("t3", "Visitors and collection", [260, 80, 80], [["", *DW_YEARS]], [[lab, *v] for lab, v in ops],
                [lab for lab, _ in ops], style="zebra", size=8.4))
    d.add(Text("The visitor and collection figures are not in \u00a3000. Revenue per visitor is total revenue divided "
               "by visitors.", size=7.8))
    return d


# ============================================================================================ 12. Zeddam (en, EUR millions)
ZT_FILE = "zeddam_toys_annual_results_2025.pdf"
ZT_SCALE = "(in \u20acm)"
ZT_YEARS = ["2025", "2024"]
# amounts in tenths of a million euro, so that one-decimal figures add up exactly
ZT_REGIONS = [("Benelux", (1426, 1361)), ("Germany, Austria and Switzerland", (1189, 1094)), ("France", (617, 582)),
              ("Nordic countries", (448, 403)), ("Rest of Europe", (724, 665)), ("North America", (459, 423))]
ZT_COS = ("Cost of sales", (-2621, -2486))
ZT_OPEX = [("Selling and distribution expenses", (-1184, -1097)),
           ("General and administrative expenses", (-416, -398)), ("Product development", (-149, -132))]
ZT_FIN = ("Net finance costs", (-68, -74))
ZT_TAX_RATE = D("0.258")
ZT_ASSETS = [("Intangible assets", (964, 981)), ("Property, plant and equipment", (1327, 1249)),
             ("Inventories", (885, 812)), ("Trade receivables", (743, 698)), ("Cash and cash equivalents", (412, 365))]
ZT_LIABS = [("Borrowings", (1180, 1295)), ("Lease liabilities", (226, 241)), ("Trade and other payables", (798, 734))]
ZT_UNITS = ("Units sold (million)", ("38.4", "36.1"))
ZT_EMPLOYEES = ("Employees at 31 December", ("1,284", "1,231"))
ZT_DPS = ("Dividend per share (\u20ac)", ("0.62", "0.50"))


def tenths(x):
    return D(x) / 10


def zt_revenue():
    return add2(*[v for _, v in ZT_REGIONS])


def zt_is():
    rev = zt_revenue()
    gp = add2(rev, ZT_COS[1])
    ebit = add2(gp, *[v for _, v in ZT_OPEX])
    pbt = add2(ebit, ZT_FIN[1])
    tax = tuple(-int(rnd(D(x) * ZT_TAX_RATE, 0)) for x in pbt)
    pat = add2(pbt, tax)
    return [("Revenue", rev, True), (ZT_COS[0], ZT_COS[1], False), ("Gross profit", gp, True),
            *[(lab, v, False) for lab, v in ZT_OPEX], ("Operating profit (EBIT)", ebit, True),
            (ZT_FIN[0], ZT_FIN[1], False), ("Profit before tax", pbt, True), ("Income tax expense", tax, False),
            ("Net profit", pat, True)]


def zt_bs():
    ta = add2(*[v for _, v in ZT_ASSETS])
    tl = add2(*[v for _, v in ZT_LIABS])
    eq = tuple(ta[i] - tl[i] for i in range(2))
    return ([("Assets", None, False)] + [(lab, v, False) for lab, v in ZT_ASSETS] + [("Total assets", ta, True)] +
            [("Equity and liabilities", None, False), ("Total equity", eq, False)] +
            [(lab, v, False) for lab, v in ZT_LIABS] + [("Total equity and liabilities", add2(eq, tl), True)])


def zt_margin():
    rows = {lab: v for lab, v, _ in zt_is()}
    return tuple(rnd(D(rows["Operating profit (EBIT)"][i]) / D(rows["Revenue"][i]) * 100, 1) for i in range(2))


def zt_key():
    return [ZT_UNITS, ZT_EMPLOYEES, ("EBIT margin (%)", tuple(en(x, 1) for x in zt_margin())), ZT_DPS]


def zt_value(label, year, table="t1"):
    """The printed amount in EUR millions (one decimal)."""
    rows = {"t1": zt_is(), "t3": zt_bs(),
            "t2": [(lab, v, False) for lab, v in ZT_REGIONS] + [("Total revenue", zt_revenue(), True)]}[table]
    return tenths(next(v for lab, v, _ in rows if lab == label)[ZT_YEARS.index(str(year))])


def doc_zeddam():
    d = Doc(ZT_FILE, "financial", "en", "Zeddam Toys N.V.",
            "Annual results 2025 \u2013 consolidated figures",
            "Zeddam Toys N.V. \u00b7 Gelderland, the Netherlands \u00b7 IFRS, audited", font="cond")
    d.add(Text("Zeddam designs and makes wooden toys, construction sets and board games, sold through toy shops, "
               "department stores and online retailers in Europe and North America. Figures are in millions of "
               "euro with one decimal; negative amounts carry a minus sign."))
    rows = zt_is()
    d.add(Table("t1", f"Consolidated income statement {ZT_SCALE}", [270, 80, 80], [[ZT_SCALE, *ZT_YEARS]],
                [[lab, *[mn(tenths(x)) for x in v]] for lab, v, _ in rows], [r[0] for r in rows], style="booktabs",
                bold_rows=[i for i, r in enumerate(rows) if r[2]], rule_above=[i for i, r in enumerate(rows) if r[2]],
                size=8.4))
    rv = ZT_REGIONS + [("Total revenue", zt_revenue())]
    d.add(Table("t2", f"Revenue by region {ZT_SCALE}", [270, 80, 80], [["", *ZT_YEARS]],
                [[lab, *[mn(tenths(x)) for x in v]] for lab, v in rv], [lab for lab, _ in rv], style="zebra",
                bold_rows=[len(rv) - 1], size=8.4))
    d.add(NewPage())
    bs = zt_bs()
    body, keys, bold = [], [], []
    for lab, v, b in bs:
        if v is None:
            body.append(Sec(lab))
            keys.append(None)
            continue
        if b:
            bold.append(len(body))
        body.append([lab, *[mn(tenths(x)) for x in v]])
        keys.append(lab)
    d.add(Table("t3", f"Consolidated balance sheet at 31 December {ZT_SCALE}", [270, 80, 80],
                [[ZT_SCALE, *ZT_YEARS]], body, keys, style="borderless", bold_rows=bold, rule_above=bold, size=8.4))
    key = zt_key()
    d.add(Table("t4", "Key figures", [270, 80, 80], [["", *ZT_YEARS]], [[a, *v] for a, v in key],
                [a for a, _ in key], style="grid", size=8.4))
    d.add(Text("Key figures are not in \u20acm. EBIT margin is operating profit (EBIT) divided by revenue. The dividend "
               "for 2025 is proposed to the annual general meeting.", size=7.8))
    return d


# ============================================================================================ all
BUILDERS = [doc_roccalbegna, doc_meligalas, doc_brtonigla, doc_ravenstonedale, doc_kilkeel, doc_pocklington,
            doc_drumshanbo, doc_gargrave, doc_wombourne, doc_penistone, doc_dalbeattie, doc_zeddam]
COMPANIES = ["Roccalbegna", "Meligalas", "Brtonigla", "Ravenstonedale", "Kilkeel", "Pocklington", "Drumshanbo",
             "Gargrave", "Wombourne", "Penistone", "Dalbeattie", "Zeddam"]


def layout(outdir=None):
    """Build and render every Doc (into outdir or a scratch folder) so that row pages are known."""
    import tempfile
    out = Path(outdir) if outdir else Path(tempfile.mkdtemp(prefix="bo20_"))
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
