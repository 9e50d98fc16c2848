"""business-other12: twelve generated business PDFs from twelve fictional companies.

    /work/main/.venv/bin/python bench/business-other12/make_docs.py OUTDIR [--cells FILE]

Deterministic (reportlab rl_config.invariant = 1, no randomness, no clock, Bitstream Vera fonts shipped with
reportlab). Every figure is a plain Python structure in this file; make_questions.py imports it and computes
the golds from it. Derived figures (subtotals, FY columns, variances, weights and prices of profiles, EPS)
come from functions below, so what is printed always adds up.

Every table is described by a TSpec (texts of every cell, spans, which cells make up each row key and column
key, the page of every part). With --cells FILE the absolute bounding box of every drawn cell is written to
FILE (JSON); check.py uses it to read every evidence cell back from the PDF's text layer. The sidecar is
never written next to the PDFs.

Families (as in business-dev): price_list, catalogue, spec_sheet, support_plans, financial.
"""
from __future__ import annotations

import json
import math
import sys
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

from reportlab import rl_config

rl_config.invariant = 1

import reportlab  # noqa: E402
from reportlab.lib import colors  # noqa: E402
from reportlab.lib.pagesizes import A4  # noqa: E402
from reportlab.lib.styles import ParagraphStyle  # noqa: E402
from reportlab.lib.units import mm  # noqa: E402
from reportlab.pdfbase import pdfmetrics  # noqa: E402
from reportlab.pdfbase.ttfonts import TTFont  # noqa: E402
from reportlab.platypus import PageBreak, Paragraph, SimpleDocTemplate, Spacer, Table, TableStyle  # noqa: E402

FONT_DIR = Path(reportlab.__file__).parent / "fonts"
pdfmetrics.registerFont(TTFont("Vera", str(FONT_DIR / "Vera.ttf")))
pdfmetrics.registerFont(TTFont("VeraBd", str(FONT_DIR / "VeraBd.ttf")))
pdfmetrics.registerFont(TTFont("VeraIt", str(FONT_DIR / "VeraIt.ttf")))
REG, BOLD, ITAL = "Vera", "VeraBd", "VeraIt"


# ================================================================================ numbers
def dec(x) -> Decimal:
    return x if isinstance(x, Decimal) else Decimal(str(x))


def q(x, dp: int = 2) -> Decimal:
    return dec(x).quantize(Decimal(1).scaleb(-dp), rounding=ROUND_HALF_UP)


def fen(x, dp: int = 2) -> str:
    """English: 1,234.50"""
    return f"{q(x, dp):,.{dp}f}"


def floc(x, dp: int = 2) -> str:
    """Spanish / Dutch: 1.234,50"""
    return fen(x, dp).replace(",", "_").replace(".", ",").replace("_", ".")


def fes_signed(x, dp: int = 0) -> str:
    """Spanish statement figure: -1.234 for negatives."""
    s = floc(abs(dec(x)), dp)
    return "-" + s if dec(x) < 0 else s


def fpar(x, dp: int = 1) -> str:
    """Accounts: (1,234.5) for negatives, – for nil."""
    x = dec(x)
    if x == 0:
        return "–"
    return f"({fen(-x, dp)})" if x < 0 else fen(x, dp)


# ================================================================================ table registry
class TSpec:
    """One table: every cell's text, spans, row / column keys, and the page of each part."""

    def __init__(self, doc, tid, caption, lang="en"):
        self.doc, self.tid, self.caption, self.lang = doc, tid, caption, lang
        self.cells: list[list[str]] = []     # header rows first, then body rows
        self.nh = 0                           # number of header rows
        self.spans: list[tuple[int, int, int, int]] = []   # (c0, r0, c1, r1) inclusive
        self.rowkeys: dict[int, tuple[str, list]] = {}     # body row index (absolute) -> (key, [(r, c)])
        self.colkeys: dict[int, tuple[str, list]] = {}     # column -> (key, [(r, c)])
        self.sections: set[int] = set()       # absolute indices of section rows
        self.totals: set[int] = set()         # bold total rows
        self.parts: list[tuple[int, list[int]]] = []       # (page, [absolute body row indices])
        self.widths: list[float] = []
        self.ncols = 0
        self.style = None                     # grid / zebra / booktabs / borderless, set when drawn

    # -- header helpers
    def header1(self, labels, keycols):
        self.cells.append(list(labels))
        self.nh = 1
        self.ncols = len(labels)
        for c in keycols:
            self.colkeys[c] = (clean(labels[c]), [(0, c)])

    def header2(self, groups, keycols):
        """groups: list of (parent_label or None, [child labels]) covering all columns in order.
        A group with parent None and one child is a label spanning both header rows."""
        top, bottom, c = [], [], 0
        for parent, kids in groups:
            if parent is None:
                assert len(kids) == 1
                top.append(kids[0])
                bottom.append("")
                self.spans.append((c, 0, c, 1))
                if c in keycols:
                    self.colkeys[c] = (clean(kids[0]), [(0, c)])
                c += 1
            else:
                top += [parent] + [""] * (len(kids) - 1)
                bottom += kids
                if len(kids) > 1:
                    self.spans.append((c, 0, c + len(kids) - 1, 0))
                for i, k in enumerate(kids):
                    if c + i in keycols:
                        self.colkeys[c + i] = (f"{clean(parent)} > {clean(k)}", [(0, c), (1, c + i)])
                c += len(kids)
        self.cells += [top, bottom]
        self.nh = 2
        self.ncols = c

    # -- body helpers
    def section(self, text):
        r = len(self.cells)
        self.cells.append([text] + [""] * (self.ncols - 1))
        self.spans.append((0, r, self.ncols - 1, r))
        self.sections.add(r)
        return r

    def row(self, cells, keyparts=None, total=False):
        """keyparts: list of (r, c) cells whose texts make up the row key (outermost first); default the
        first column of this row."""
        assert len(cells) == self.ncols, (self.doc, self.tid, cells)
        r = len(self.cells)
        self.cells.append([str(x) for x in cells])
        kp = keyparts if keyparts is not None else [(r, 0)]
        kp = [(r if rr is None else rr, cc) for rr, cc in kp]
        self.rowkeys[r] = (" > ".join(self.cells[rr][cc] for rr, cc in kp), kp)
        if total:
            self.totals.add(r)
        return r

    def body_rows(self):
        return list(range(self.nh, len(self.cells)))

    def find_row(self, key):
        hits = [r for r, (k, _) in self.rowkeys.items() if k == key]
        assert len(hits) == 1, (self.doc, self.tid, key, hits)
        return hits[0]

    def find_col(self, key):
        hits = [c for c, (k, _) in self.colkeys.items() if k == key]
        assert len(hits) == 1, (self.doc, self.tid, key, hits)
        return hits[0]

    def page_of(self, r):
        for page, rows in self.parts:
            if r in rows:
                return page
        raise KeyError(r)


def clean(s: str) -> str:
    """Header text without footnote markers (business-dev cites columns without them)."""
    return s.rstrip("¹²³*†").strip()


TABLES: dict[tuple[str, str], TSpec] = {}
DOCS: dict[str, dict] = {}          # doc file -> {"family", "lang", "pages", "company", "title"}
CELLS: list[dict] = []              # filled while drawing: one entry per drawn table part


def register(spec: TSpec):
    assert (spec.doc, spec.tid) not in TABLES
    TABLES[(spec.doc, spec.tid)] = spec
    return spec


def cell(doc, tid, rowkey, colkey):
    """(text, page, r, c) of one cell."""
    t = TABLES[(doc, tid)]
    r, c = t.find_row(rowkey), t.find_col(colkey)
    return t.cells[r][c], t.page_of(r), r, c


# ================================================================================ drawing
class RTable(Table):
    """A reportlab Table that records where each of its cells was drawn."""

    def __init__(self, spec: TSpec, part: int, rows: list[int], *a, **k):
        super().__init__(*a, **k)
        self._spec, self._part, self._rows = spec, part, rows

    def drawOn(self, canvas, x, y, _sW=0):
        ax = self._hAlignAdjust(x, _sW)
        CELLS.append({"doc": self._spec.doc, "tid": self._spec.tid, "part": self._part,
                      "page": canvas.getPageNumber(), "rows": self._rows,
                      "x": [ax + p for p in self._colpositions],
                      "y": [y + p for p in self._rowpositions],
                      "pageheight": canvas._pagesize[1]})
        return Table.drawOn(self, canvas, x, y, _sW)


def fits(text, font, size, width):
    return pdfmetrics.stringWidth(text, font, size) <= width


def make_table(spec: TSpec, part: int, style: str, fs=8.0, align_right_from=1, wrap_header=True, center_cols=(),
               zebra_color=colors.HexColor("#EEF2F6"), section_color=colors.HexColor("#DCE3EA"),
               valign_top_groups=False, left_cols=()):
    """Draw the header rows plus the body rows of one part."""
    page, body = spec.parts[part]
    rows = list(range(spec.nh)) + body
    hstyle = ParagraphStyle("h", fontName=BOLD, fontSize=fs, leading=fs + 1.6)
    data = []
    for r in rows:
        line = []
        for c, txt in enumerate(spec.cells[r]):
            if r < spec.nh and wrap_header and txt:
                # wrapped header paragraph; width checked by reportlab
                line.append(Paragraph(txt.replace("&", "&amp;"), hstyle))
            else:
                line.append(txt)
        data.append(line)
    # map absolute rows -> local
    loc = {r: i for i, r in enumerate(rows)}
    cmds = [("FONT", (0, 0), (-1, -1), REG, fs), ("FONT", (0, 0), (-1, spec.nh - 1), BOLD, fs),
            ("VALIGN", (0, 0), (-1, -1), "MIDDLE"), ("TOPPADDING", (0, 0), (-1, -1), 2.2),
            ("BOTTOMPADDING", (0, 0), (-1, -1), 2.6), ("LEFTPADDING", (0, 0), (-1, -1), 3),
            ("RIGHTPADDING", (0, 0), (-1, -1), 3)]
    if align_right_from is not None:
        cmds.append(("ALIGN", (align_right_from, spec.nh), (-1, -1), "RIGHT"))
    for c in left_cols:
        cmds.append(("ALIGN", (c, spec.nh), (c, -1), "LEFT"))
    for c in center_cols:
        cmds.append(("ALIGN", (c, spec.nh), (c, -1), "CENTER"))
    for (c0, r0, c1, r1) in spec.spans:
        if r0 in loc and r1 in loc:
            cmds.append(("SPAN", (c0, loc[r0]), (c1, loc[r1])))
            if r0 in spec.sections:
                cmds += [("BACKGROUND", (0, loc[r0]), (-1, loc[r0]), section_color),
                         ("FONT", (0, loc[r0]), (-1, loc[r0]), BOLD, fs),
                         ("ALIGN", (0, loc[r0]), (-1, loc[r0]), "LEFT")]
            elif r0 >= spec.nh and valign_top_groups:
                cmds.append(("VALIGN", (c0, loc[r0]), (c1, loc[r1]), "TOP"))
    for r in spec.totals:
        if r in loc:
            cmds.append(("FONT", (0, loc[r]), (-1, loc[r]), BOLD, fs))
            cmds.append(("LINEABOVE", (0, loc[r]), (-1, loc[r]), 0.8, colors.black))
    nrows = len(rows)
    if style == "grid":
        cmds += [("GRID", (0, 0), (-1, -1), 0.5, colors.HexColor("#555555")),
                 ("BACKGROUND", (0, 0), (-1, spec.nh - 1), colors.HexColor("#E4E4E4"))]
    elif style == "zebra":
        cmds += [("BACKGROUND", (0, 0), (-1, spec.nh - 1), colors.HexColor("#2F4858")),
                 ("TEXTCOLOR", (0, 0), (-1, spec.nh - 1), colors.white)]
        k = 0
        for i, r in enumerate(rows):
            if r < spec.nh or r in spec.sections:
                k = 0
                continue
            if k % 2 == 1:
                cmds.append(("BACKGROUND", (0, i), (-1, i), zebra_color))
            k += 1
    elif style == "booktabs":
        cmds += [("LINEABOVE", (0, 0), (-1, 0), 1.2, colors.black),
                 ("LINEBELOW", (0, spec.nh - 1), (-1, spec.nh - 1), 0.7, colors.black),
                 ("LINEBELOW", (0, nrows - 1), (-1, nrows - 1), 1.2, colors.black)]
        if spec.nh == 2:
            for (c0, r0, c1, r1) in spec.spans:
                if r0 == 0 and r1 == 0 and c1 > c0:
                    cmds.append(("LINEBELOW", (c0, 0), (c1, 0), 0.5, colors.black))
    elif style == "borderless":
        cmds += [("LINEBELOW", (0, spec.nh - 1), (-1, spec.nh - 1), 0.5, colors.HexColor("#888888"))]
    else:
        raise ValueError(style)
    # width check: no header word is broken, every plain cell fits its column or span
    for i, r in enumerate(rows):
        if r >= spec.nh or not wrap_header:
            continue
        for c, txt in enumerate(spec.cells[r]):
            span_w = spec.widths[c]
            for (c0, r0, c1, r1) in spec.spans:
                if c0 == c and r0 <= r <= r1:
                    span_w = sum(spec.widths[c0:c1 + 1])
            for word in txt.split():
                assert fits(word, BOLD, fs, span_w - 6.5), (spec.doc, spec.tid, word, span_w)
    for i, r in enumerate(rows):
        for c, txt in enumerate(spec.cells[r]):
            if (r < spec.nh and wrap_header) or not txt:
                continue
            span_w = spec.widths[c]
            for (c0, r0, c1, r1) in spec.spans:
                if c0 == c and r0 <= r <= r1:
                    span_w = sum(spec.widths[c0:c1 + 1])
            font = BOLD if (r < spec.nh or r in spec.sections or r in spec.totals) else REG
            assert fits(txt, font, fs, span_w - 6.5), (spec.doc, spec.tid, txt, span_w)
    spec.style = style
    t = RTable(spec, part, body, data, colWidths=spec.widths, hAlign="LEFT")
    t.setStyle(TableStyle(cmds))
    return t


# -------------------------------------------------------------------------------- page furniture
def styles(base=9.0):
    return {
        "title": ParagraphStyle("title", fontName=BOLD, fontSize=14.5, leading=18, spaceAfter=4),
        "sub": ParagraphStyle("sub", fontName=REG, fontSize=9.5, leading=12, spaceAfter=6,
                              textColor=colors.HexColor("#333333")),
        "body": ParagraphStyle("body", fontName=REG, fontSize=base, leading=base + 3, spaceAfter=5),
        "cap": ParagraphStyle("cap", fontName=BOLD, fontSize=9.5, leading=12, spaceBefore=6, spaceAfter=4),
        "note": ParagraphStyle("note", fontName=REG, fontSize=7.6, leading=9.6, spaceBefore=3,
                               textColor=colors.HexColor("#222222")),
    }


def P(text, st):
    return Paragraph(text, st)


def build_pdf(path: Path, story, company: str, footer: str, pagesize=A4, total_pages=None):
    def deco(canvas, doc):
        canvas.saveState()
        w, h = pagesize
        canvas.setFont(BOLD, 8)
        canvas.drawString(18 * mm, h - 12 * mm, company)
        canvas.setStrokeColor(colors.HexColor("#999999"))
        canvas.setLineWidth(0.4)
        canvas.line(18 * mm, h - 13.5 * mm, w - 18 * mm, h - 13.5 * mm)
        canvas.setFont(REG, 7.5)
        n = canvas.getPageNumber()
        txt = footer.format(n=n, total=total_pages or "")
        canvas.drawRightString(w - 18 * mm, 10 * mm, txt)
        canvas.restoreState()

    doc = SimpleDocTemplate(str(path), pagesize=pagesize, leftMargin=18 * mm, rightMargin=18 * mm,
                            topMargin=19 * mm, bottomMargin=17 * mm, title=path.stem, author=company,
                            subject=path.stem, creator="business-other12", producer="business-other12")
    doc.build(story, onFirstPage=deco, onLaterPages=deco)


def caption(spec: TSpec, st, cont=False):
    text = spec.caption + (" (continued)" if cont else "")
    return P(text.replace("&", "&amp;"), st)


# ================================================================================ A. Quethiock (USD, "from N")
QF_DOC = "quethiock_filaments_trade_prices_2025.pdf"
QF_TIERS = [1, 12, 48, 144]                      # "from N spools"
QF_ROWS = [  # section, SKU, material, diameter, colour, net kg, [price from 1, 12, 48, 144] (None = not offered)
    ("PLA", "QF-PLA17-BLK", "PLA", "1.75", "Black", "1.0", [22.40, 19.90, 17.85, 16.20]),
    ("PLA", "QF-PLA17-WHT", "PLA", "1.75", "White", "1.0", [22.60, 20.10, 18.05, 16.35]),
    ("PLA", "QF-PLA28-BLK", "PLA", "2.85", "Black", "1.0", [24.10, 21.45, 19.30, 17.60]),
    ("PLA", "QF-PLS17-SLV", "PLA Silk", "1.75", "Silver", "1.0", [26.80, 23.90, 21.70, 19.95]),
    ("PETG", "QF-PTG17-BLK", "PETG", "1.75", "Black", "1.0", [23.70, 21.05, 18.90, 17.30]),
    ("PETG", "QF-PTG17-CLR", "PETG", "1.75", "Clear", "1.0", [24.30, 21.60, 19.45, 17.80]),
    ("PETG", "QF-PTG28-BLK", "PETG", "2.85", "Black", "1.0", [25.50, 22.70, 20.40, 18.65]),
    ("ABS / ASA", "QF-ABS17-BLK", "ABS", "1.75", "Black", "1.0", [21.80, 19.35, 17.40, 15.85]),
    ("ABS / ASA", "QF-ASA17-GRY", "ASA", "1.75", "Grey", "1.0", [29.90, 26.60, 24.10, 22.00]),
    ("Flexible and speciality", "QF-TPU17-BLK", "TPU 95A", "1.75", "Black", "0.75", [31.20, 27.80, 25.10, None]),
    ("Flexible and speciality", "QF-PAC17-BLK", "Nylon-CF", "1.75", "Black", "0.5", [48.50, 43.90, 40.20, None]),
    ("Flexible and speciality", "QF-PVA17-NAT", "PVA", "1.75", "Natural", "0.5", [44.00, 39.60, 36.30, None]),
]
QF_SHIP = [("from $0.00", "14.00"), ("from $150.00", "9.50"), ("from $500.00", "Free")]
QF_SHIP_BOUNDS = [(0, 150, 14.00), (150, 500, 9.50), (500, None, 0.0)]
QF_OLD_PRICE = "23.10"   # distractor in the prose


def doc_quethiock(out: Path):
    st = styles()
    t1 = register(TSpec(QF_DOC, "t1", "Table 1 – Filament prices per spool, USD"))
    t1.header2([(None, ["SKU"]), (None, ["Material"]), (None, ["Ø (mm)"]), (None, ["Colour"]),
                (None, ["Net (kg)"]),
                ("Price per spool (USD)", [f"from {n}" for n in QF_TIERS])], keycols=range(1, 9))
    t1.widths = [30 * mm, 22 * mm, 15 * mm, 18 * mm, 16 * mm] + [18.5 * mm] * 4
    cur = None
    for sec, sku, mat, dia, col, kg, pr in QF_ROWS:
        if sec != cur:
            t1.section(sec)
            cur = sec
        t1.row([sku, mat, dia, col, kg] + [fen(p) if p is not None else "—" for p in pr])
    t1.parts = [(1, t1.body_rows())]
    t2 = register(TSpec(QF_DOC, "t2", "Table 2 – Shipping within the contiguous United States"))
    t2.header1(["Order value before tax", "Shipping (USD)"], keycols=[1])
    t2.widths = [45 * mm, 30 * mm]
    for a, b in QF_SHIP:
        t2.row([a, b])
    t2.parts = [(1, t2.body_rows())]
    story = [
        P("Trade price list — 3D printing filament", st["title"]),
        P("Quethiock Filaments · valid from 1 March 2025 until further notice", st["sub"]),
        P("All prices are per spool in US dollars and exclude sales tax. Quantity prices are stated as "
          "thresholds: the price in the column headed “from N” applies once the quantity of that SKU on one "
          "order reaches N spools, up to the next threshold. Quantities of different SKUs are not added "
          "together. A dash means the threshold is not offered for that SKU.", st["body"]),
        P(f"For comparison, our black PLA 1.75 mm (QF-PLA17-BLK) was listed at ${QF_OLD_PRICE} per single "
          "spool in 2024.", st["body"]),
        caption(t1, st["cap"]), make_table(t1, 0, "zebra", fs=8, align_right_from=5),
        Spacer(1, 6),
        caption(t2, st["cap"]), make_table(t2, 0, "grid", fs=8, align_right_from=1),
        P("Orders ship within two working days. Sales tax is added where applicable.", st["note"]),
    ]
    build_pdf(out / QF_DOC, story, "Quethiock Filaments", "Page {n}")
    DOCS[QF_DOC] = dict(family="price_list", lang="en", pages=1, company="Quethiock Filaments")


# ================================================================================ B. Tullynally (EUR + USD)
TA_DOC = "tullynally_additive_price_list_2025.pdf"
TA_BREAKS = [(1, 9, "1–9"), (10, 49, "10–49"), (50, None, "50+")]
TA_ROWS = [  # code, description, reel kg, EUR [1–9, 10–49, 50+], USD [...]
    ("TAS-1101", "PLA 1.75 mm, black", "1.0", [19.80, 17.90, 16.10], [21.90, 19.80, 17.40]),
    ("TAS-1102", "PLA 1.75 mm, white", "1.0", [20.20, 18.30, 16.40], [22.30, 20.20, 18.10]),
    ("TAS-1205", "PETG 1.75 mm, black", "1.0", [21.40, 19.30, 17.60], [23.60, 21.30, 19.40]),
    ("TAS-1206", "PETG 1.75 mm, clear", "1.0", [22.10, 19.90, 18.20], [24.40, 22.00, 20.10]),
    ("TAS-1310", "ABS 1.75 mm, black", "1.0", [20.50, 18.60, 16.90], [22.60, 20.50, 18.70]),
    ("TAS-1420", "TPU 95A 1.75 mm, black", "0.8", [28.90, 26.00, 23.70], [31.90, 28.70, 26.10]),
    ("TAS-1530", "PA12 nylon 1.75 mm, natural", "0.75", [41.50, 37.80, 34.60], [45.80, 41.70, 38.20]),
    ("TAS-1640", "PLA 2.85 mm, black", "1.0", [21.60, 19.50, 17.70], [23.90, 21.50, 19.50]),
]


def doc_tullynally(out: Path):
    st = styles()
    t1 = register(TSpec(TA_DOC, "t1", "Price per reel by quantity ordered (ex VAT)"))
    labels = [b[2] for b in TA_BREAKS]
    t1.header2([(None, ["Code"]), (None, ["Description"]), (None, ["Reel (kg)"]),
                ("EUR per reel", labels), ("USD per reel", labels)], keycols=range(1, 9))
    t1.widths = [20 * mm, 47 * mm, 15 * mm] + [15.5 * mm] * 6
    for code, desc, kg, eur, usd in TA_ROWS:
        t1.row([code, desc, kg] + [fen(x) for x in eur] + [fen(x) for x in usd])
    t1.parts = [(1, t1.body_rows())]
    story = [
        P("Tullynally Additive Supplies — Filament Price List 2025", st["title"]),
        P("Euro and US-dollar prices · effective 1 February 2025", st["sub"]),
        P("Prices are per reel and exclude VAT. Euro prices apply to customers invoiced in euro; US-dollar "
          "prices apply to customers invoiced in US dollars. Both are fixed list prices for 2025 and are not "
          "recalculated at the exchange rate of the day. Quantity breaks apply per product code: the number "
          "of reels of that code on one order decides the column.", st["body"]),
        caption(t1, st["cap"]), make_table(t1, 0, "grid", fs=8, align_right_from=2),
        P("Delivery: free within Ireland and Northern Ireland on orders over €250; otherwise €12.00 per "
          "order. International delivery is quoted separately.", st["note"]),
    ]
    build_pdf(out / TA_DOC, story, "Tullynally Additive Supplies Ltd", "Page {n}")
    DOCS[TA_DOC] = dict(family="price_list", lang="en", pages=1, company="Tullynally Additive Supplies")


# ================================================================================ C. Idstone (rate card, minimums)
ID_DOC = "idstone_translation_rate_card_2025.pdf"
ID_GROUPS = [
    ("From English into", [
        ("French", "0.105", "0.135", "0.150", "55.00"),
        ("German", "0.115", "0.145", "0.160", "60.00"),
        ("Spanish", "0.098", "0.128", "0.142", "50.00"),
        ("Italian", "0.102", "0.132", "0.146", "52.00"),
        ("Polish", "0.088", "0.118", "0.135", "45.00"),
        ("Japanese", "0.165", "0.205", "0.230", "85.00"),
        ("Arabic", "0.150", "0.190", "0.215", "80.00"),
    ]),
    ("Into English from", [
        ("French", "0.095", "0.125", "0.140", "48.00"),
        ("German", "0.105", "0.135", "0.150", "55.00"),
        ("Spanish", "0.092", "0.120", "0.136", "46.00"),
        ("Chinese (Simplified)", "0.140", "0.180", "0.205", "75.00"),
    ]),
]
ID_URGENT = Decimal("0.30")
ID_SERVICES = [  # service, unit, rate, minimum
    ("Proofreading of a client's translation", "per hour", "42.00", "42.00"),
    ("Desktop publishing (DTP)", "per page", "11.50", "46.00"),
    ("Consecutive interpreting", "per hour", "88.00", "264.00"),
    ("Audio transcription", "per audio minute", "2.40", "36.00"),
    ("Glossary creation", "per term", "0.90", "60.00"),
]


def doc_idstone(out: Path):
    st = styles()
    t1 = register(TSpec(ID_DOC, "t1", "Translation rates, GBP"))
    t1.header2([(None, ["Direction"]), (None, ["Language"]),
                ("Rate per source word (£)", ["Standard", "Specialist¹", "Certified²"]),
                (None, ["Minimum charge per job (£)"])], keycols=range(2, 6))
    t1.widths = [30 * mm, 36 * mm, 22 * mm, 22 * mm, 22 * mm, 30 * mm]
    for g, rows in ID_GROUPS:
        r0 = len(t1.cells)
        for i, (lang, s, sp, ce, mn) in enumerate(rows):
            t1.row([g if i == 0 else "", lang, s, sp, ce, mn], keyparts=[(r0, 0), (None, 1)])
        t1.spans.append((0, r0, 0, r0 + len(rows) - 1))
    t1.parts = [(1, t1.body_rows())]
    t2 = register(TSpec(ID_DOC, "t2", "Other language services, GBP"))
    t2.header1(["Service", "Unit", "Rate (£)", "Minimum charge (£)"], keycols=[1, 2, 3])
    t2.widths = [62 * mm, 34 * mm, 22 * mm, 32 * mm]
    for row in ID_SERVICES:
        t2.row(list(row))
    t2.parts = [(1, t2.body_rows())]
    story = [
        P("Idstone Language Services — Rate Card 2025", st["title"]),
        P("Written translation, interpreting and related services · prices in pounds sterling", st["sub"]),
        P("Each translation job is charged at the number of source words multiplied by the word rate for the "
          "language pair and service level, or at the minimum charge for that language pair if that is "
          "higher. Urgent jobs (delivery within 24 hours) carry a surcharge of 30 % on the word charge. "
          "All prices exclude VAT.", st["body"]),
        caption(t1, st["cap"]),
        make_table(t1, 0, "booktabs", fs=8, align_right_from=2, valign_top_groups=True),
        P("¹ Specialist: legal, medical, financial and patent texts. "
          "² Certified: includes a signed translator's statement; each additional posted hard copy is "
          "£12.00.", st["note"]),
        Spacer(1, 6),
        caption(t2, st["cap"]), make_table(t2, 0, "grid", fs=8, align_right_from=2),
        P("Minimum charges apply per job or per booking. Interpreting outside Greater London adds travel time "
          "at half the hourly rate.", st["note"]),
    ]
    build_pdf(out / ID_DOC, story, "Idstone Language Services", "Page {n}")
    DOCS[ID_DOC] = dict(family="price_list", lang="en", pages=1, company="Idstone Language Services")


# ================================================================================ D. Hoogkerk (Dutch)
HB_DOC = "hoogkerk_bestrating_prijslijst_2025.pdf"
HB_COLOURS = ["Grijs", "Antraciet", "Bruin"]
HB_ROWS = [  # art.nr, omschrijving, formaat, dikte, prijzen per kleur (None = niet leverbaar)
    ("HB-101", "Betontegel", "30 × 30", "4,5", [14.95, 16.45, None]),
    ("HB-102", "Betontegel", "40 × 40", "5", [16.20, 17.90, 18.40]),
    ("HB-110", "Betonklinker keiformaat", "21 × 7", "8", [18.75, 19.95, 20.50]),
    ("HB-120", "Straatsteen dikformaat", "21 × 10,5", "8", [17.40, 18.60, 19.10]),
    ("HB-130", "Terrastegel met facet", "60 × 30", "4", [24.90, 26.50, None]),
    ("HB-140", "Grootformaat tegel", "60 × 60", "4", [29.95, 32.50, 33.75]),
    ("HB-150", "Keramische tegel", "60 × 60", "2", [54.00, 56.50, None]),
    ("HB-160", "Grasbetontegel", "60 × 40", "12", [21.80, None, None]),
]
HB_DISCOUNT = [("minder dan 100 m²", 0, 100, "0 %", 0), ("vanaf 100 m²", 100, 250, "4 %", 4),
               ("vanaf 250 m²", 250, 500, "7,5 %", 7.5), ("vanaf 500 m²", 500, None, "10 %", 10)]
HB_DELIVERY = [("tot 25 km", "65,00"), ("25 tot 50 km", "95,00"), ("meer dan 50 km", "op aanvraag")]


def doc_hoogkerk(out: Path):
    st = styles()
    t1 = register(TSpec(HB_DOC, "t1", "Tabel 1 – Prijzen per m² (excl. btw)", lang="nl"))
    t1.header2([(None, ["Art.nr."]), (None, ["Omschrijving"]), (None, ["Formaat (cm)"]),
                (None, ["Dikte (cm)"]), ("Prijs per m² (€)", HB_COLOURS)], keycols=range(1, 7))
    t1.widths = [18 * mm, 44 * mm, 22 * mm, 17 * mm, 20 * mm, 22 * mm, 20 * mm]
    for nr, om, fm, dk, pr in HB_ROWS:
        t1.row([nr, om, fm, dk] + [floc(p) if p is not None else "—" for p in pr])
    t1.parts = [(1, t1.body_rows())]
    t2 = register(TSpec(HB_DOC, "t2", "Tabel 2 – Staffelkorting op de m²-prijs", lang="nl"))
    t2.header1(["Afname per artikel en kleur", "Korting"], keycols=[1])
    t2.widths = [50 * mm, 22 * mm]
    for lab, _lo, _hi, txt, _v in HB_DISCOUNT:
        t2.row([lab, txt])
    t2.parts = [(1, t2.body_rows())]
    t3 = register(TSpec(HB_DOC, "t3", "Tabel 3 – Bezorgkosten per levering", lang="nl"))
    t3.header1(["Afstand vanaf magazijn", "Tarief (€)"], keycols=[1])
    t3.widths = [50 * mm, 28 * mm]
    for lab, v in HB_DELIVERY:
        t3.row([lab, v])
    t3.parts = [(1, t3.body_rows())]
    story = [
        P("Hoogkerk Bestrating — Prijslijst 2025", st["title"]),
        P("Tegels, klinkers en straatstenen · geldig vanaf 1 januari 2025", st["sub"]),
        P("Alle prijzen zijn in euro per m², exclusief 21 % btw, af magazijn Hoogkerk. Een streepje (—) "
          "betekent dat het artikel niet in die kleur leverbaar is. De staffelkorting in tabel 2 geldt per "
          "artikel en kleur en wordt berekend over de m²-prijs.", st["body"]),
        caption(t1, st["cap"]), make_table(t1, 0, "zebra", fs=8, align_right_from=3),
        Spacer(1, 4),
        caption(t2, st["cap"]), make_table(t2, 0, "booktabs", fs=8, align_right_from=1),
        Spacer(1, 4),
        caption(t3, st["cap"]), make_table(t3, 0, "booktabs", fs=8, align_right_from=1),
        P("Bezorging met kraanwagen op werkdagen. Afhalen in Hoogkerk is gratis.", st["note"]),
    ]
    build_pdf(out / HB_DOC, story, "Hoogkerk Bestrating B.V.", "Pagina {n}")
    DOCS[HB_DOC] = dict(family="price_list", lang="nl", pages=1, company="Hoogkerk Bestrating")


# ================================================================================ E. Fulbeck (SaaS seats + SLA)
FB_DOC = "fulbeck_servicedesk_plans_2025.pdf"
FB_PLANS = ["Essentials", "Growth", "Scale", "Enterprise"]
FB_MONTHLY = [19, 39, 69, 109]             # USD per seat per month, billed monthly
FB_ANNUAL = [190, 396, 708, 1116]          # USD per seat per year, billed annually
FB_MIN_SEATS = [1, 3, 10, 25]
FB_LIGHT = ["—", "5.00", "Included", "Included"]
FB_SLA_PLANS = ["Growth", "Scale", "Enterprise"]
FB_SLA = [  # severity, first response (h) per plan, resolution target (h) per plan (None = no target)
    ("Severity 1 – outage", [4, 1, 0.5], [24, 8, 4]),
    ("Severity 2 – degraded", [8, 4, 2], [48, 24, 12]),
    ("Severity 3 – minor", [16, 8, 4], [120, 72, 48]),
    ("Severity 4 – question", [24, 16, 8], [None, None, 120]),
]


def fh(x):
    return "—" if x is None else (str(x) if isinstance(x, int) else f"{x:g}")


def doc_fulbeck(out: Path):
    st = styles()
    t1 = register(TSpec(FB_DOC, "t1", "Table 1. Subscription prices per agent seat (USD)"))
    t1.header1(["", *FB_PLANS], keycols=range(1, 5))
    t1.widths = [62 * mm, 26 * mm, 26 * mm, 26 * mm, 26 * mm]
    t1.section("Monthly billing")
    t1.row(["Price per seat per month", *[fen(x) for x in FB_MONTHLY]])
    t1.section("Annual billing, paid upfront")
    t1.row(["Price per seat per year", *[fen(x) for x in FB_ANNUAL]])
    t1.section("Seats")
    t1.row(["Minimum seats", *[str(x) for x in FB_MIN_SEATS]])
    t1.row(["Light agent, per seat per month", *FB_LIGHT])
    t1.parts = [(1, t1.body_rows())]
    t2 = register(TSpec(FB_DOC, "t2", "Table 2. Support targets by severity (hours)"))
    t2.header2([(None, ["Severity"]), ("First response", FB_SLA_PLANS), ("Resolution target", FB_SLA_PLANS)],
               keycols=range(1, 7))
    t2.widths = [46 * mm] + [20 * mm] * 6
    for sev, resp, res in FB_SLA:
        t2.row([sev, *[fh(x) for x in resp], *[fh(x) for x in res]])
    t2.parts = [(1, t2.body_rows())]
    story = [
        P("Fulbeck Servicedesk — Plans and Support Levels 2025", st["title"]),
        P("Fulbeck Software Inc. · prices in US dollars, excluding applicable taxes", st["sub"]),
        P("Plans are licensed per agent seat. With monthly billing you pay the monthly price for each seat "
          "every month and can change seat numbers monthly. With annual billing you pay the yearly price per "
          "seat in advance for a 12-month term. Every plan requires the minimum number of seats shown.",
          st["body"]),
        caption(t1, st["cap"]), make_table(t1, 0, "grid", fs=8, align_right_from=1),
        Spacer(1, 6),
        P("Essentials includes e-mail support without a committed response or resolution target. The hours "
          "below are business hours (Monday to Friday, 08:00–18:00 in the customer's time zone) for Growth; "
          "for Scale and Enterprise, Severity 1 and 2 targets are calendar hours, around the clock.",
          st["body"]),
        caption(t2, st["cap"]), make_table(t2, 0, "booktabs", fs=8, align_right_from=1),
        P("A dash means no resolution target applies; tickets are still worked in order of severity. "
          "Service credits for missed targets are described in the Fulbeck Service Level Agreement.",
          st["note"]),
    ]
    build_pdf(out / FB_DOC, story, "Fulbeck Software Inc.", "Page {n}")
    DOCS[FB_DOC] = dict(family="support_plans", lang="en", pages=1, company="Fulbeck Software")


# ================================================================================ F. Wymeswold (support contracts)
WY_DOC = "wymeswold_historian_support_contracts_2025.pdf"
WY_BANDS = [(1, 4, "1–4 servers"), (5, 19, "5–19 servers"), (20, None, "20 or more")]
WY_PLANS = [  # group, plan, fee per server by band (GBP), coverage, critical response hours
    ("Standard", "Bronze", [2450, 2150, 1890], "Mon–Fri 09:00–17:00", "8"),
    ("Standard", "Silver", [3600, 3180, 2790], "Mon–Fri 08:00–20:00", "4"),
    ("Premium", "Gold", [5900, 5250, 4620], "24/7", "2"),
    ("Premium", "Platinum", [8750, 7800, 6900], "24/7", "1"),
]
WY_INCLUDES = [  # row, per plan (Bronze, Silver, Gold, Platinum)
    ("Named support contacts", ["2", "4", "8", "Unlimited"]),
    ("Remote health checks per year", ["–", "1", "2", "4"]),
    ("On-site engineer days per year", ["–", "–", "2", "5"]),
    ("Version upgrades", ["Included", "Included", "Included", "Included"]),
]


def doc_wymeswold(out: Path):
    st = styles()
    t1 = register(TSpec(WY_DOC, "t1", "Annual support fee per production server"))
    t1.header2([(None, ["Level"]), (None, ["Plan"]),
                ("Annual fee per server (£), by servers covered", [b[2] for b in WY_BANDS]),
                (None, ["Coverage"]), (None, ["Critical response (hours)"])], keycols=range(2, 7))
    t1.widths = [20 * mm, 20 * mm, 22 * mm, 22 * mm, 22 * mm, 33 * mm, 23 * mm]
    r = None
    for i, (grp, plan, fees, cov, resp) in enumerate(WY_PLANS):
        if i == 0 or WY_PLANS[i - 1][0] != grp:
            r = len(t1.cells)
            n = sum(1 for p in WY_PLANS if p[0] == grp)
            t1.spans.append((0, r, 0, r + n - 1))
            first = True
        else:
            first = False
        t1.row([grp if first else "", plan, *[fen(f, 0) for f in fees], cov, resp], keyparts=[(None, 1)])
    t1.parts = [(1, t1.body_rows())]
    t2 = register(TSpec(WY_DOC, "t2", "What each plan includes"))
    t2.header1(["", *[p[1] for p in WY_PLANS]], keycols=range(1, 5))
    t2.widths = [58 * mm, 24 * mm, 24 * mm, 24 * mm, 24 * mm]
    for lab, vals in WY_INCLUDES:
        t2.row([lab, *vals])
    t2.parts = [(1, t2.body_rows())]
    story = [
        P("Wymeswold Data Systems — Support Contracts for WDS Historian", st["title"]),
        P("On-premises installations · contract year 2025 · prices in GBP excluding VAT", st["sub"]),
        P("The annual fee is charged per production server. The band is set by the total number of "
          "production servers covered by the contract, and every server is then charged at that band's rate "
          "(the bands are not graduated). Test and development servers are charged at 40 % of the production "
          "rate and do not count towards the band.", st["body"]),
        P(f"Table 1 – {t1.caption}", st["cap"]),
        make_table(t1, 0, "grid", fs=8, align_right_from=2, valign_top_groups=True, left_cols=(5,)),
        Spacer(1, 6),
        P(f"Table 2 – {t2.caption}", st["cap"]), make_table(t2, 0, "zebra", fs=8, align_right_from=1),
        P("Critical response: time from logging a priority-1 call to an engineer starting work, within the "
          "plan's coverage hours. – = not included.", st["note"]),
    ]
    t1.caption = f"Table 1 – {t1.caption}"
    t2.caption = f"Table 2 – {t2.caption}"
    build_pdf(out / WY_DOC, story, "Wymeswold Data Systems Ltd", "Page {n}")
    DOCS[WY_DOC] = dict(family="support_plans", lang="en", pages=1, company="Wymeswold Data Systems")


# ================================================================================ G. Lanreath (options vs base)
LC_DOC = "lanreath_cargo_bikes_fleet_catalogue_2025.pdf"
LC_MODELS = [  # model, family, layout, motor, battery Wh, payload kg, cargo l (None = open), base price
    ("Longtail 500", "Longtail", "2-wheel longtail", "Mid-drive 85 Nm", 545, 180, 90, 3890),
    ("Longtail 750", "Longtail", "2-wheel longtail", "Mid-drive 85 Nm", 750, 200, 90, 4390),
    ("Box Compact", "Box", "2-wheel front box", "Mid-drive 85 Nm", 545, 150, 160, 4650),
    ("Box XL", "Box", "2-wheel front box", "Mid-drive 90 Nm", 750, 180, 240, 5290),
    ("Trike Flatbed", "Trike", "3-wheel flatbed", "Rear hub 250 W", 960, 275, None, 6150),
    ("Trike Box", "Trike", "3-wheel box", "Rear hub 250 W", 960, 250, 1200, 6980),
    ("Trike Cooler", "Trike", "3-wheel insulated", "Rear hub 250 W", 1440, 220, 900, 8460),
]
LC_FAMILIES = ["Longtail", "Box", "Trike"]
LC_OPTIONS = [  # option, per family: number (relative), "std" or None (not available)
    ("Second battery, 545 Wh", [690, 690, None]),
    ("Additional trike battery, 480 Wh", [None, None, 640]),
    ("Automatic hub gear", [520, 520, "std"]),
    ("Hydraulic disc brakes", [165, "std", "std"]),
    ("Rain canopy", [380, 445, 610]),
    ("Lockable lid", [None, 295, "std"]),
    ("GPS tracker with 3 years' data", [249, 249, 249]),
    ("Child seat kit (2 seats)", [310, 355, None]),
    ("Delete rear rack (credit)", [-60, -60, None]),
    ("Fleet livery wrap", [420, 480, 560]),
]


def frel(v):
    if v is None:
        return "—"
    if v == "std":
        return "std"
    return ("+" if v > 0 else "−") + fen(abs(v))


def doc_lanreath(out: Path):
    st = styles()
    t1 = register(TSpec(LC_DOC, "t1", "Table 1: Base models"))
    t1.header1(["Model", "Layout", "Motor", "Battery (Wh)", "Max. payload (kg)", "Cargo volume (l)",
                "Base price (£)"], keycols=range(1, 7))
    t1.widths = [26 * mm, 31 * mm, 28 * mm, 19 * mm, 22 * mm, 22 * mm, 24 * mm]
    for m, fam, lay, mot, wh, pay, vol, price in LC_MODELS:
        t1.row([m, lay, mot, fen(wh, 0), str(pay), fen(vol, 0) if vol else "open", fen(price)])
    t1.parts = [(1, t1.body_rows())]
    t2 = register(TSpec(LC_DOC, "t2", "Table 2: Options and upgrades"))
    t2.header2([(None, ["Option"]), ("Price relative to base model (£)", LC_FAMILIES)], keycols=range(1, 4))
    t2.widths = [66 * mm, 30 * mm, 30 * mm, 30 * mm]
    for opt, vals in LC_OPTIONS:
        t2.row([opt, *[frel(v) for v in vals]])
    t2.parts = [(1, t2.body_rows())]
    story = [
        P("Lanreath Cargo Cycles — Fleet Catalogue 2025", st["title"]),
        P("Electric cargo bikes and trikes for delivery fleets · UK prices in GBP, excluding VAT", st["sub"]),
        P("Each model is priced as a base specification. Options are priced relative to the base model of "
          "the family: “+” adds to the base price, “−” is a credit deducted from it, “std” means the item is "
          "fitted as standard at no extra cost, and “—” means it is not available for that family. The "
          "Longtail column applies to the Longtail 500 and 750, the Box column to the Box Compact and Box "
          "XL, and the Trike column to all three trikes.", st["body"]),
        caption(t1, st["cap"]), make_table(t1, 0, "booktabs", fs=8, align_right_from=3),
        Spacer(1, 6),
        caption(t2, st["cap"]), make_table(t2, 0, "grid", fs=8, align_right_from=1),
        P("Fleet orders of ten or more bikes qualify for a separate fleet agreement. Delivery to UK mainland "
          "addresses is included.", st["note"]),
    ]
    build_pdf(out / LC_DOC, story, "Lanreath Cargo Cycles Ltd", "Page {n}")
    DOCS[LC_DOC] = dict(family="catalogue", lang="en", pages=1, company="Lanreath Cargo Cycles")


# ================================================================================ H. Cranoe (2-page catalogue)
CR_DOC = "cranoe_extrusions_stock_profiles_2025.pdf"
CR_RATE = {"6082-T6": Decimal("5.65"), "6063-T6": Decimal("5.20")}   # GBP per kg
CR_DENSITY = Decimal("2.70")                                           # g/cm3
CR_SECTIONS = [  # section, prefix, alloy, kind, list of dims
    ("Equal angles", 11, "6082-T6", "angle", [(20, 20, 2), (20, 20, 3), (25, 25, 3), (30, 30, 3), (40, 40, 3),
                                              (40, 40, 4), (50, 50, 5), (60, 60, 6)]),
    ("Unequal angles", 12, "6082-T6", "angle", [(30, 20, 3), (40, 20, 3), (50, 30, 4), (60, 40, 5)]),
    ("Channels", 13, "6082-T6", "channel", [(25, 12, 2), (40, 20, 3), (50, 25, 3), (60, 30, 4), (80, 40, 4),
                                            (100, 50, 5)]),
    ("Square tube", 14, "6063-T6", "rhs", [(20, 20, 1.5), (25, 25, 2), (30, 30, 2), (40, 40, 2), (40, 40, 3),
                                           (50, 50, 3), (60, 60, 3), (80, 80, 4), (100, 100, 4)]),
    ("Rectangular tube", 15, "6063-T6", "rhs", [(40, 20, 2), (50, 25, 2), (50, 30, 3), (60, 30, 3), (60, 40, 3),
                                                (80, 40, 3), (100, 50, 3), (100, 50, 4), (120, 60, 4)]),
    ("Round tube", 16, "6063-T6", "chs", [(16, 1.5), (20, 2), (25, 2), (30, 2), (40, 3), (50, 3), (60, 4)]),
    ("Flat bar", 17, "6082-T6", "flat", [(20, 3), (25, 5), (30, 5), (40, 6), (50, 6), (50, 10), (80, 10)]),
    ("Tee sections", 18, "6082-T6", "tee", [(25, 25, 3), (40, 40, 4), (50, 50, 5)]),
]
CR_PAGE1_ROWS = 27      # table rows (section rows included) on page 1; the break falls inside "Square tube"


def cr_area(kind, d) -> Decimal:
    d = [dec(x) for x in d]
    if kind == "angle":
        a, b, t = d
        return t * (a + b - t)
    if kind == "channel":
        w, f, t = d
        return t * (w + 2 * f - 2 * t)
    if kind == "rhs":
        a, b, t = d
        return a * b - (a - 2 * t) * (b - 2 * t)
    if kind == "chs":
        D, t = d
        return Decimal(str(math.pi)) / 4 * (D * D - (D - 2 * t) ** 2)
    if kind == "flat":
        w, t = d
        return w * t
    if kind == "tee":
        a, b, t = d
        return t * (a + b - t)
    raise ValueError(kind)


def fnum(x):
    x = dec(x)
    return f"{x:.1f}" if x != x.to_integral_value() else f"{int(x)}"


def cr_rows():
    """[(section, code, size, wall, weight kg/m (3 dp), alloy, price per 6 m, stock)] in print order."""
    out = []
    for sec, pre, alloy, kind, dims in CR_SECTIONS:
        for i, d in enumerate(dims):
            code = f"CX-{pre}{i + 1:02d}"
            if kind == "chs":
                size, wall = f"Ø {d[0]}", f"{dec(d[1]):.1f}"
            elif kind == "flat":
                size, wall = f"{d[0]} × {d[1]}", "—"
            else:
                size, wall = f"{d[0]} × {d[1]}", f"{dec(d[2]):.1f}"
            w = q(cr_area(kind, d) * CR_DENSITY / 1000, 3)
            price = q(w * 6 * CR_RATE[alloy], 2)
            stock = (pre * 37 + i * 53) % 140
            if (pre + i) % 9 == 0:
                stock = 0
            out.append((sec, code, size, wall, w, alloy, price, stock))
    return out


def doc_cranoe(out: Path):
    st = styles()
    t1 = register(TSpec(CR_DOC, "t1", "Table 1 – Stock aluminium profiles, 6 m lengths"))
    t1.header1(["Profile no.", "Size (mm)", "Wall (mm)", "Weight (kg/m)", "Alloy", "Price per 6 m length (£)",
                "Stock (lengths)"], keycols=range(1, 7))
    t1.widths = [24 * mm, 24 * mm, 19 * mm, 23 * mm, 20 * mm, 36 * mm, 24 * mm]
    cur = None
    for sec, code, size, wall, w, alloy, price, stock in cr_rows():
        if sec != cur:
            t1.section(sec)
            cur = sec
        t1.row([code, size, wall, f"{w:.3f}", alloy, fen(price), str(stock)])
    body = t1.body_rows()
    t1.parts = [(1, body[:CR_PAGE1_ROWS]), (2, body[CR_PAGE1_ROWS:])]
    story = [
        P("Cranoe Extrusions — Stock Profiles 2025", st["title"]),
        P("Structural aluminium sections from stock · prices in GBP per 6 m length, excluding VAT", st["sub"]),
        P("All profiles are supplied in 6 m mill-finish lengths. Weights are nominal (density 2.70 g/cm³). "
          "Cutting to length is charged at £2.50 per cut. Stock figures are full lengths in our Leicester "
          "warehouse at the date of issue; 0 means the profile is made to order (lead time three weeks).",
          st["body"]),
        caption(t1, st["cap"]), make_table(t1, 0, "booktabs", fs=7.8, align_right_from=1, center_cols=(4,)),
        PageBreak(),
        caption(t1, st["cap"], cont=True), make_table(t1, 1, "booktabs", fs=7.8, align_right_from=1,
                                                      center_cols=(4,)),
        P("Tolerances to EN 755-9. Anodised and powder-coated finishes on request.", st["note"]),
    ]
    build_pdf(out / CR_DOC, story, "Cranoe Extrusions Ltd", "Page {n} of 2")
    DOCS[CR_DOC] = dict(family="catalogue", lang="en", pages=2, company="Cranoe Extrusions")


# ================================================================================ I. Kelmscott (transposed spec)
KT_DOC = "kelmscott_climatic_chambers_technical_data.pdf"
KT_MODELS = ["KTC-150", "KTC-340", "KTH-340", "KTH-720", "KTW-2000"]
KT_ROWS = [  # (section or None), label, unit, values
    ("Chamber", None, None, None),
    (None, "Internal volume", "l", ["150", "340", "340", "720", "2,000"]),
    (None, "Internal width", "mm", ["500", "600", "600", "800", "1,250"]),
    (None, "Internal depth", "mm", ["500", "650", "650", "900", "1,150"]),
    (None, "Internal height", "mm", ["600", "870", "870", "1,000", "1,400"]),
    (None, "Max. specimen load", "kg", ["30", "50", "50", "80", "300"]),
    ("Temperature", None, None, None),
    (None, "Temperature range", "°C", ["−40 to +180", "−70 to +180", "−40 to +150", "−40 to +150",
                                       "−30 to +100"]),
    (None, "Fluctuation in time", "K", ["±0.3", "±0.3", "±0.5", "±0.5", "±1.0"]),
    (None, "Uniformity in space", "K", ["±0.8", "±1.0", "±1.2", "±1.5", "±2.0"]),
    (None, "Heating rate¹", "K/min", ["5.0", "4.5", "4.0", "3.5", "2.0"]),
    (None, "Cooling rate¹", "K/min", ["4.0", "3.5", "3.0", "2.5", "1.5"]),
    ("Humidity", None, None, None),
    (None, "Humidity range", "% RH", ["—", "—", "10–98", "10–98", "20–95"]),
    (None, "Humidity fluctuation", "% RH", ["—", "—", "±2.5", "±3.0", "±3.0"]),
    ("Installation", None, None, None),
    (None, "Power supply", "", ["230 V 1~", "400 V 3~", "400 V 3~", "400 V 3~", "400 V 3~"]),
    (None, "Rated power", "kW", ["3.2", "6.5", "7.8", "11.5", "24.0"]),
    (None, "Permissible ambient", "°C", ["15–32", "15–32", "15–32", "15–30", "10–35"]),
    (None, "Noise level", "dB(A)", ["58", "61", "62", "64", "68"]),
    (None, "Weight", "kg", ["310", "520", "560", "830", "1,900"]),
    ("Commercial", None, None, None),
    (None, "List price", "£", ["24,900", "38,500", "44,200", "61,800", "118,000"]),
]


def doc_kelmscott(out: Path):
    st = styles()
    t1 = register(TSpec(KT_DOC, "t1", "Technical data – climatic test chambers"))
    t1.header1(["Characteristic", "Unit", *KT_MODELS], keycols=range(1, 7))
    t1.widths = [36 * mm, 15 * mm] + [25 * mm] * 5
    for sec, lab, unit, vals in KT_ROWS:
        if sec:
            t1.section(sec)
        else:
            t1.row([lab, unit, *vals])
    t1.parts = [(1, t1.body_rows())]
    story = [
        P("Kelmscott Test Systems — Climatic Test Chambers", st["title"]),
        P("KTC temperature chambers · KTH temperature and humidity chambers · KTW walk-in chamber", st["sub"]),
        P("The KTC models control temperature only; the KTH models and the KTW-2000 walk-in chamber also "
          "control humidity. All values are measured at an ambient temperature of +23 °C without specimen "
          "load unless stated otherwise.", st["body"]),
        P(t1.caption, st["cap"]), make_table(t1, 0, "zebra", fs=7.8, align_right_from=2),
        P("¹ Mean rate over the full temperature range, empty chamber, measured to IEC 60068-3-5. "
          "List prices in GBP excluding VAT, delivery and installation.", st["note"]),
    ]
    build_pdf(out / KT_DOC, story, "Kelmscott Test Systems Ltd", "Page {n}")
    DOCS[KT_DOC] = dict(family="spec_sheet", lang="en", pages=1, company="Kelmscott Test Systems")


# ================================================================================ J. Thurlestone (spec, models as rows)
TH_DOC = "thurlestone_balances_specifications_2025.pdf"
TH_ROWS = [  # class, model, capacity g, readability mg, repeatability ± mg, linearity ± mg, stab. s, pan, temp, price
    ("Semi-micro", "TS-82", "82", "0.01", "±0.015", "±0.06", "8", "Ø 80", "15–30", "6,850.00"),
    ("Analytical", "TA-120", "120", "0.1", "±0.1", "±0.2", "3", "Ø 90", "10–30", "2,390.00"),
    ("Analytical", "TA-220", "220", "0.1", "±0.1", "±0.2", "3.5", "Ø 90", "10–30", "2,690.00"),
    ("Precision", "TP-620", "620", "1", "±1", "±2", "1.5", "Ø 120", "10–40", "1,140.00"),
    ("Precision", "TP-2200", "2,200", "10", "±10", "±20", "1.2", "160 × 170", "10–40", "980.00"),
    ("Precision", "TP-6200", "6,200", "10", "±10", "±30", "1.5", "200 × 200", "10–40", "1,320.00"),
]


def doc_thurlestone(out: Path):
    st = styles()
    t1 = register(TSpec(TH_DOC, "t1", "Specifications and prices"))
    t1.header2([(None, ["Class"]), (None, ["Model"]), (None, ["Capacity (g)"]), (None, ["Readability (mg)"]),
                ("Tolerances", ["Repeatability (mg)", "Linearity (mg)"]), (None, ["Settling time (s)"]),
                (None, ["Pan size (mm)"]), (None, ["Operating temp. (°C)"]), (None, ["Price (£)"])],
               keycols=range(2, 10))
    t1.widths = [18.5 * mm, 14 * mm, 16 * mm, 20 * mm, 23 * mm, 16.5 * mm, 15 * mm, 18 * mm, 18 * mm, 15.5 * mm]
    i = 0
    while i < len(TH_ROWS):
        grp = TH_ROWS[i][0]
        n = sum(1 for r in TH_ROWS if r[0] == grp)
        r0 = len(t1.cells)
        for j in range(n):
            row = TH_ROWS[i + j]
            t1.row([grp if j == 0 else "", *row[1:]], keyparts=[(None, 1)])
        if n > 1:
            t1.spans.append((0, r0, 0, r0 + n - 1))
        i += n
    t1.parts = [(1, t1.body_rows())]
    story = [
        P("Thurlestone Instruments — Laboratory Balances", st["title"]),
        P("Semi-micro, analytical and precision balances · 2025 price list in GBP, excluding VAT", st["sub"]),
        P("Repeatability is given as a standard deviation and linearity as the maximum deviation, both as "
          "plus-or-minus values in milligrams. The operating temperature is the ambient range over which the "
          "specifications apply. All models include internal motorised calibration and a draft shield where "
          "the readability is 0.1 mg or finer.", st["body"]),
        P("Table 1 – Specifications and prices", st["cap"]),
        make_table(t1, 0, "grid", fs=7.6, align_right_from=2, valign_top_groups=True),
        P("Prices include a calibration certificate. Weighing tables and anti-static kits are listed "
          "separately.", st["note"]),
    ]
    t1.caption = "Table 1 – Specifications and prices"
    build_pdf(out / TH_DOC, story, "Thurlestone Instruments", "Page {n}")
    DOCS[TH_DOC] = dict(family="spec_sheet", lang="en", pages=1, company="Thurlestone Instruments")


# ================================================================================ K. Cenicero (Spanish quarterly)
CE_DOC = "cenicero_resultados_trimestrales_2025.pdf"
CE_Q = ["1T 2025", "2T 2025", "3T 2025", "4T 2025"]
CE_LINES = {  # concept -> quarters 2025, FY 2024 (miles de euros)
    "Importe neto de la cifra de negocios": ([38420, 41960, 36870, 45310], 151240),
    "Aprovisionamientos": ([-17290, -18880, -16760, -20840], -69150),
    "Gastos de personal": ([-9840, -10120, -9960, -10580], -38600),
    "Otros gastos de explotación": ([-4310, -4620, -4180, -5050], -17240),
    "Amortización del inmovilizado": ([-1920, -1950, -1980, -2060], -7420),
    "Resultado financiero": ([-610, -580, -640, -550], -2480),
    "Impuesto sobre beneficios": ([-1110, -1450, -840, -1560], -4090),
}
CE_ORDER = [  # (label, kind) kind: line | sum of previous labels
    ("Importe neto de la cifra de negocios", "line"),
    ("Aprovisionamientos", "line"),
    ("Margen bruto", ("Importe neto de la cifra de negocios", "Aprovisionamientos")),
    ("Gastos de personal", "line"),
    ("Otros gastos de explotación", "line"),
    ("Amortización del inmovilizado", "line"),
    ("Resultado de explotación", ("Margen bruto", "Gastos de personal", "Otros gastos de explotación",
                                  "Amortización del inmovilizado")),
    ("Resultado financiero", "line"),
    ("Resultado antes de impuestos", ("Resultado de explotación", "Resultado financiero")),
    ("Impuesto sobre beneficios", "line"),
    ("Resultado del ejercicio", ("Resultado antes de impuestos", "Impuesto sobre beneficios")),
]
CE_OTHER = {  # not in the P&L: own units
    "Plantilla media (personas)": ([612, 628, 641, 655], 597, "avg"),
    "Inversiones (miles de euros)": ([2140, 3870, 1960, 4450], 10880, "sum"),
}


def ce_figures():
    """label -> {'q': [4], 'fy': FY2025, 'py': FY2024, 'var': var, 'pct': Decimal 1 dp}"""
    out = {}
    for lab, kind in CE_ORDER:
        if kind == "line":
            qs, py = CE_LINES[lab]
        else:
            qs = [sum(out[k]["q"][i] for k in kind) for i in range(4)]
            py = sum(out[k]["py"] for k in kind)
        fy = sum(qs)
        var = fy - py
        out[lab] = dict(q=list(qs), fy=fy, py=py, var=var, pct=q(Decimal(var) * 100 / abs(Decimal(py)), 1))
    for lab, (qs, py, how) in CE_OTHER.items():
        fy = sum(qs) if how == "sum" else sum(qs) // 4
        if how == "avg":
            assert sum(qs) % 4 == 0
        var = fy - py
        out[lab] = dict(q=list(qs), fy=fy, py=py, var=var, pct=q(Decimal(var) * 100 / abs(Decimal(py)), 1))
    return out


def fpct_es(p: Decimal) -> str:
    s = floc(abs(p), 1)
    return ("-" if p < 0 else "+") + s if p != 0 else "0,0"


def doc_cenicero(out: Path):
    st = styles()
    fig = ce_figures()
    cols = ["Concepto", *CE_Q, "Ejercicio 2025", "Ejercicio 2024", "Variación", "Var. %"]
    t1 = register(TSpec(CE_DOC, "t1", "Cuadro 1. Cuenta de pérdidas y ganancias consolidada (miles de euros)",
                        lang="es"))
    t1.header1(cols, keycols=range(1, 9))
    t1.widths = [52 * mm, 14.5 * mm, 14.5 * mm, 14.5 * mm, 14.5 * mm, 16.5 * mm, 16.5 * mm, 17 * mm, 13 * mm]
    for lab, kind in CE_ORDER:
        f = fig[lab]
        t1.row([lab, *[fes_signed(x) for x in f["q"]], fes_signed(f["fy"]), fes_signed(f["py"]),
                fes_signed(f["var"]) if f["var"] < 0 else "+" + fes_signed(f["var"]), fpct_es(f["pct"])],
               total=(kind != "line"))
    t1.parts = [(1, t1.body_rows())]
    t2 = register(TSpec(CE_DOC, "t2", "Cuadro 2. Otros datos", lang="es"))
    t2.header1(cols, keycols=range(1, 9))
    t2.widths = t1.widths
    for lab in CE_OTHER:
        f = fig[lab]
        t2.row([lab, *[fes_signed(x) for x in f["q"]], fes_signed(f["fy"]), fes_signed(f["py"]),
                "+" + fes_signed(f["var"]), fpct_es(f["pct"])])
    t2.parts = [(1, t2.body_rows())]
    story = [
        P("Industrias Cenicero, S.A. — Resultados trimestrales 2025", st["title"]),
        P("Información financiera consolidada no auditada · Logroño, febrero de 2026", st["sub"]),
        P("Las cifras de la cuenta de resultados se expresan en miles de euros. Los gastos figuran con signo "
          "negativo. La columna «Variación» es el Ejercicio 2025 menos el Ejercicio 2024; «Var. %» expresa "
          "esa diferencia sobre el valor absoluto del Ejercicio 2024, de modo que un signo negativo indica "
          "siempre una evolución desfavorable. No se publican cifras trimestrales del ejercicio 2024.",
          st["body"]),
        P(t1.caption, st["cap"]), make_table(t1, 0, "borderless", fs=7.6, align_right_from=1),
        Spacer(1, 6),
        P(t2.caption, st["cap"]), make_table(t2, 0, "zebra", fs=7.6, align_right_from=1),
        P("La plantilla media del ejercicio es la media de las cuatro plantillas medias trimestrales. Las "
          "inversiones corresponden a altas de inmovilizado material e intangible.", st["note"]),
    ]
    build_pdf(out / CE_DOC, story, "Industrias Cenicero, S.A.", "Página {n}")
    DOCS[CE_DOC] = dict(family="financial", lang="es", pages=1, company="Industrias Cenicero")


# ================================================================================ L. Corrib (annual, € million)
CO_DOC = "corrib_components_annual_results_2025.pdf"
CO_YEARS = ["2025", "2024"]
CO_IS_LINES = {  # € million, per year (2025, 2024); costs negative
    "Revenue": (Decimal("1284.6"), Decimal("1192.3")),
    "Cost of sales": (Decimal("-884.2"), Decimal("-829.5")),
    "Distribution costs": (Decimal("-96.4"), Decimal("-90.1")),
    "Administrative expenses": (Decimal("-118.7"), Decimal("-112.8")),
    "Other operating income": (Decimal("6.3"), Decimal("4.1")),
    "Finance income": (Decimal("3.2"), Decimal("2.6")),
    "Finance costs": (Decimal("-21.8"), Decimal("-24.5")),
    "Income tax expense": (Decimal("-39.8"), Decimal("-32.7")),
}
CO_SHARES = (Decimal("318.4"), Decimal("316.9"))     # weighted average shares, million
CO_IS_ORDER = [
    ("Revenue", "line"), ("Cost of sales", "line"), ("Gross profit", ("Revenue", "Cost of sales")),
    ("Distribution costs", "line"), ("Administrative expenses", "line"), ("Other operating income", "line"),
    ("Operating profit", ("Gross profit", "Distribution costs", "Administrative expenses",
                          "Other operating income")),
    ("Finance income", "line"), ("Finance costs", "line"),
    ("Profit before tax", ("Operating profit", "Finance income", "Finance costs")),
    ("Income tax expense", "line"),
    ("Profit for the year", ("Profit before tax", "Income tax expense")),
]
CO_SEGMENTS = {  # revenue, operating profit per year (2025, 2024); the last segment is the rest
    "Automotive": ((Decimal("512.3"), Decimal("498.6")), (Decimal("61.4"), Decimal("63.8"))),
    "Industrial Automation": ((Decimal("389.7"), Decimal("352.1")), (Decimal("68.9"), Decimal("55.2"))),
    "Medical Devices": ((Decimal("241.8"), Decimal("212.4")), (Decimal("52.7"), Decimal("41.3"))),
}
CO_REST_SEGMENT = "Aerospace"
CO_CENTRAL = (Decimal("-13.5"), Decimal("-12.7"))
CO_KEY = [  # label, 2025, 2024, dp
    ("Employees at 31 December (number)", Decimal(5840), Decimal(5610), 0),
    ("Capital expenditure (€ million)", Decimal("71.5"), Decimal("64.0"), 1),
    ("Net debt (€ million)", Decimal("212.4"), Decimal("248.9"), 1),
    ("Dividend per share (cent)", Decimal("14.0"), Decimal("12.5"), 1),
]


def co_is():
    out = {}
    for lab, kind in CO_IS_ORDER:
        if kind == "line":
            out[lab] = CO_IS_LINES[lab]
        else:
            out[lab] = tuple(sum(out[k][i] for k in kind) for i in range(2))
    out["Basic earnings per share (cent)"] = tuple(q(out["Profit for the year"][i] * 100 / CO_SHARES[i], 1)
                                                   for i in range(2))
    return out


def co_segments():
    inc = co_is()
    seg = {k: v for k, v in CO_SEGMENTS.items()}
    rev_rest = tuple(inc["Revenue"][i] - sum(v[0][i] for v in CO_SEGMENTS.values()) for i in range(2))
    op_rest = tuple(inc["Operating profit"][i] - CO_CENTRAL[i] - sum(v[1][i] for v in CO_SEGMENTS.values())
                    for i in range(2))
    seg[CO_REST_SEGMENT] = (rev_rest, op_rest)
    return seg


def doc_corrib(out: Path):
    st = styles()
    inc = co_is()
    t1 = register(TSpec(CO_DOC, "t1", "Consolidated income statement"))
    t1.header2([(None, ["€ million"]), ("Year ended 31 December", CO_YEARS)], keycols=[1, 2])
    t1.widths = [80 * mm, 28 * mm, 28 * mm]
    for lab, kind in CO_IS_ORDER:
        t1.row([lab, fpar(inc[lab][0]), fpar(inc[lab][1])], total=(kind != "line"))
    eps = "Basic earnings per share (cent)"
    t1.row([eps, fen(inc[eps][0], 1), fen(inc[eps][1], 1)])
    t1.parts = [(1, t1.body_rows())]
    seg = co_segments()
    t2 = register(TSpec(CO_DOC, "t2", "Segment information (€ million)"))
    t2.header2([(None, ["Segment"]), ("Revenue", CO_YEARS), ("Operating profit", CO_YEARS)], keycols=range(1, 5))
    t2.widths = [52 * mm, 24 * mm, 24 * mm, 24 * mm, 24 * mm]
    for name, (rv, op) in seg.items():
        t2.row([name, fpar(rv[0]), fpar(rv[1]), fpar(op[0]), fpar(op[1])])
    t2.row(["Central costs", "–", "–", fpar(CO_CENTRAL[0]), fpar(CO_CENTRAL[1])])
    t2.row(["Group", fpar(inc["Revenue"][0]), fpar(inc["Revenue"][1]), fpar(inc["Operating profit"][0]),
            fpar(inc["Operating profit"][1])], total=True)
    t2.parts = [(2, t2.body_rows())]
    t3 = register(TSpec(CO_DOC, "t3", "Other key figures"))
    t3.header1(["", *CO_YEARS], keycols=[1, 2])
    t3.widths = [80 * mm, 28 * mm, 28 * mm]
    for lab, a, b, dp in CO_KEY:
        t3.row([lab, fen(a, dp), fen(b, dp)])
    t3.parts = [(2, t3.body_rows())]
    story = [
        P("Corrib Components plc — Annual Results 2025", st["title"]),
        P("Preliminary announcement of results for the year ended 31 December 2025", st["sub"]),
        P("Corrib Components designs and manufactures precision sub-assemblies for automotive, industrial, "
          "medical and aerospace customers. Figures are in euro millions unless stated otherwise; amounts in "
          "brackets are negative. Group revenue rose to €1.28 billion, and the Board proposes a final "
          "dividend that brings the total for the year to 14.0 cent per share.", st["body"]),
        P("Table 1 – Consolidated income statement", st["cap"]),
        make_table(t1, 0, "booktabs", fs=8.2, align_right_from=1),
        P("Earnings per share are based on 318.4 million (2024: 316.9 million) weighted average shares.",
          st["note"]),
        PageBreak(),
        P("Table 2 – Segment information (€ million)", st["cap"]),
        make_table(t2, 0, "grid", fs=8.2, align_right_from=1),
        P("Central costs are head-office costs not allocated to segments. There are no inter-segment sales.",
          st["note"]),
        Spacer(1, 8),
        P("Table 3 – Other key figures", st["cap"]), make_table(t3, 0, "zebra", fs=8.2, align_right_from=1),
    ]
    t1.caption = "Table 1 – Consolidated income statement"
    t2.caption = "Table 2 – Segment information (€ million)"
    t3.caption = "Table 3 – Other key figures"
    build_pdf(out / CO_DOC, story, "Corrib Components plc", "Page {n}")
    DOCS[CO_DOC] = dict(family="financial", lang="en", pages=2, company="Corrib Components")


# ================================================================================ main
BUILDERS = [doc_quethiock, doc_tullynally, doc_idstone, doc_hoogkerk, doc_fulbeck, doc_wymeswold,
            doc_lanreath, doc_cranoe, doc_kelmscott, doc_thurlestone, doc_cenicero, doc_corrib]


def build_all(out: Path):
    TABLES.clear()
    DOCS.clear()
    CELLS.clear()
    out.mkdir(parents=True, exist_ok=True)
    for b in BUILDERS:
        b(out)
    return TABLES, DOCS, CELLS


def specs_only():
    """The table specs (texts, keys, pages) without writing PDFs: builds into a throwaway folder."""
    import tempfile
    with tempfile.TemporaryDirectory() as d:
        build_all(Path(d))
    return TABLES, DOCS


def main(argv):
    if not argv:
        print(__doc__)
        return 2
    out = Path(argv[0])
    build_all(out)
    if "--cells" in argv:
        dest = Path(argv[argv.index("--cells") + 1])
        dest.write_text(json.dumps(CELLS, indent=0, ensure_ascii=False), encoding="utf-8")
    print(f"wrote {len(DOCS)} PDFs to {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
