"""Table model and PDF renderer for bench/aitqa-style6 (written new for this set).

A Doc holds header columns (each a path of header texts, top to bottom) and body rows
(label, indent level, kind, printed cells). render() draws it with reportlab platypus in one of
four styles, on one page or split over two. Output is deterministic (rl_config.invariant = 1).
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from reportlab import rl_config

rl_config.invariant = 1

from reportlab.lib import colors  # noqa: E402
from reportlab.lib.enums import TA_CENTER, TA_LEFT  # noqa: E402
from reportlab.lib.pagesizes import A4, landscape, letter  # noqa: E402
from reportlab.lib.styles import ParagraphStyle  # noqa: E402
from reportlab.pdfbase import pdfmetrics  # noqa: E402
from reportlab.pdfbase.pdfmetrics import stringWidth  # noqa: E402
from reportlab.pdfbase.ttfonts import TTFont  # noqa: E402
from reportlab.platypus import PageBreak, Paragraph, SimpleDocTemplate, Spacer, Table, TableStyle  # noqa: E402

DASH = "—"
INHERIT = "inherit"
FONTDIR = "/usr/share/fonts/truetype/dejavu/"
FAMILIES = {"Sans": "DejaVuSans", "Serif": "DejaVuSerif", "Cond": "DejaVuSansCondensed"}
for _fam, _base in FAMILIES.items():
    pdfmetrics.registerFont(TTFont(_fam, FONTDIR + _base + ".ttf"))
    pdfmetrics.registerFont(TTFont(_fam + "-Bold", FONTDIR + _base + "-Bold.ttf"))

MARKER = re.compile(r"\s*(\((?:[a-h]|\d)\)|\*+)$")


def strip_marker(s: str) -> str:
    """'Ballast (a)' -> 'Ballast'; '2019 (b)' -> '2019'."""
    while True:
        t = MARKER.sub("", s)
        if t == s:
            return s
        s = t


def fmt(x, dec=0, dollar=False, pct=False):
    """Print a number as a 10-K does: commas, negatives in parentheses, zero as a dash."""
    if x is None:
        return ""
    if isinstance(x, str):
        return x
    if x == 0:
        return DASH
    s = f"{abs(x):,.{dec}f}"
    if dollar:
        s = "$" + s
    if x < 0:
        s = "(" + s + ")"
    if pct:
        s += "%"
    return s


def parse(s):
    """The number a printed cell shows, or None for text."""
    if not isinstance(s, str):
        return None
    t = s.strip()
    neg = t.startswith("(") and (t.endswith(")") or t.endswith(")%"))
    t = t.replace("(", "").replace(")", "").replace("$", "").replace("%", "").replace(",", "")
    t = t.replace("€", "").strip()
    if not re.fullmatch(r"\d+(\.\d+)?", t):
        return None
    v = float(t)
    if v.is_integer() and "." not in t:
        v = int(v)
    return -v if neg else v


@dataclass
class Col:
    key: str
    path: tuple
    width: float = 52
    dec: int = 0
    pct: bool = False
    money: object = INHERIT   # True / False / INHERIT
    scale: object = INHERIT   # number / None / INHERIT
    cents: bool = False
    text: bool = False        # a text column (left aligned)


@dataclass
class Row:
    label: str
    level: int = 0
    kind: str = "data"        # data | section | total
    cells: list = field(default_factory=list)   # printed strings
    values: list = field(default_factory=list)  # stored values (numbers or text)
    scale: object = INHERIT
    money: object = INHERIT
    cents: bool = False
    pct: bool = False
    section: str | None = None   # nearest enclosing section label (markers stripped)
    dec: object = None


@dataclass
class Doc:
    key: str
    company: str
    short: str
    period: str
    subtitle: str
    caption: str
    corner: str
    cols: list
    style: str = "booktabs"    # booktabs | grid | zebra | borderless
    font: str = "Sans"
    size: float = 8.5
    paper: str = "Letter"
    land: bool = False
    scale: object = None       # the table's stated scale
    money: bool = False        # are the table's amounts money
    notes: list = field(default_factory=list)
    label_w: float = 200
    split_after: int | None = None   # body rows on page 1 when the table runs over two pages
    repeat_header: bool = True
    rows: list = field(default_factory=list)
    dollar_first: bool = True   # "$" on the first numeric row and on totals

    # ------------------------------------------------------------------ building
    def add(self, label, vals=(), level=0, kind="data", **kw):
        r = Row(label, level, kind, **kw)
        stack = [x for x in getattr(self, "_stack", []) if x.level < level]
        r.section = strip_marker(stack[-1].label) if stack else None
        if kind == "section":
            self._stack = stack + [r]
            self.rows.append(r)
            return r
        self._stack = stack
        vals = list(vals)
        assert len(vals) == len(self.cols), (self.key, label, len(vals), len(self.cols))
        first = not any(x.kind != "section" and any(isinstance(v, (int, float)) for v in x.values)
                        for x in self.rows)
        for v, c in zip(vals, self.cols):
            r.values.append(v)
            if isinstance(v, (int, float)) and not isinstance(v, bool):
                dollar = (self.dollar_first and (first or kind == "total")
                          and self.is_money(r, c) and not (r.cents or c.cents or r.pct or c.pct))
                dec = c.dec if r.dec is None else r.dec
                r.cells.append(fmt(v, dec, dollar, c.pct or r.pct))
            else:
                r.cells.append("" if v is None else str(v))
        self.rows.append(r)
        return r

    def is_money(self, r, c):
        for m in (r.money, c.money):
            if m is not INHERIT:
                return m
        return self.money

    def unit_scale(self, r, c, printed):
        """The gold unit and scale of one cell, from the printed text (README: answer conventions)."""
        if printed.endswith("%") or c.pct or r.pct:
            return "%", 1
        if r.cents or c.cents:
            return "USD", 0.01
        unit = "USD" if (self.is_money(r, c) or "$" in printed) else None
        scale = self.scale
        for s in (r.scale, c.scale):
            if s is not INHERIT:
                scale = s
                break
        return unit, (int(scale) if isinstance(scale, float) and scale.is_integer() else scale)

    def col(self, key):
        return next(c for c in self.cols if c.key == key)

    def find(self, label, section=None, nth=0):
        hits = [r for r in self.rows if r.kind != "section" and strip_marker(r.label) == label
                and (section is None or r.section == section)]
        assert len(hits) > nth, (self.key, label, section, [x.label for x in self.rows])
        if section is None and nth == 0:
            assert len(hits) == 1, (self.key, "ambiguous row", label)
        return hits[nth]

    def page_of(self, r):
        i = self.rows.index(r)
        return 1 if self.split_after is None or i < self.split_after else 2

    @property
    def nhead(self):
        return max(len(c.path) for c in self.cols)

    def pagesize(self):
        p = A4 if self.paper == "A4" else letter
        return landscape(p) if self.land else p

    # header layout: list of (text, row0, row1, col0, col1)
    def header_cells(self):
        n = self.nhead
        places = []
        for c in self.cols:
            L = len(c.path)
            pl = []
            for i, t in enumerate(c.path):   # top-aligned; the leaf spans down to the last row
                r0, r1 = i, (n - 1 if i == L - 1 else i)
                pl.append((r0, r1, c.path[: i + 1]))
            places.append(pl)
        cells = []
        for lvl in range(n):
            j = 0
            while j < len(self.cols):
                if lvl >= len(places[j]):
                    j += 1
                    continue
                key = places[j][lvl]
                k = j
                while k + 1 < len(self.cols) and lvl < len(places[k + 1]) and places[k + 1][lvl] == key:
                    k += 1
                cells.append((key[2][-1], key[0], key[1], j + 1, k + 1))
                j = k + 1
        return cells

    def col_x(self, margin):
        """x ranges (page points) of the label column and each value column."""
        xs, x = [], margin + self.label_w
        for c in self.cols:
            xs.append((x, x + c.width))
            x += c.width
        return (margin, margin + self.label_w), xs


MARGIN = 48
TABLE_X = MARGIN + 6   # platypus frames pad 6 pt; tables are left-aligned in the frame
PROBLEMS: list = []


def _para(text, font, size, align=TA_CENTER, bold=False, color=colors.black):
    st = ParagraphStyle("h", fontName=font + ("-Bold" if bold else ""), fontSize=size,
                        leading=size * 1.18, alignment=align, textColor=color)
    return Paragraph(text.replace("&", "&amp;"), st)


def _table(doc: Doc, rows, header=True):
    f, sz = doc.font, doc.size
    n = doc.nhead if header else 0
    ncol = len(doc.cols) + 1
    data, cmds = [], []
    if header:
        grid = [["" for _ in range(ncol)] for _ in range(n)]
        grid[n - 1][0] = _para(doc.corner, f, sz - 0.5, TA_LEFT) if doc.corner else ""
        if n > 1:
            cmds.append(("SPAN", (0, 0), (0, n - 1)))
        for text, r0, r1, c0, c1 in doc.header_cells():
            grid[r0][c0] = _para(text, f, sz - 0.5, bold=doc.style in ("booktabs", "zebra"))
            if r1 > r0 or c1 > c0:
                cmds.append(("SPAN", (c0, r0), (c1, r1)))
            if c1 > c0 and r1 < n - 1 and doc.style != "grid":
                cmds.append(("LINEBELOW", (c0, r1), (c1, r1), 0.6, colors.black))
        if n > 1:
            grid[0][0] = grid[n - 1][0]
            grid[n - 1][0] = ""
        data += grid
        cmds += [("VALIGN", (0, 0), (-1, n - 1), "BOTTOM")]
    for i, r in enumerate(rows):
        y = n + i
        pad = 10 * r.level
        lw = stringWidth(r.label, f + ("-Bold" if r.kind == "section" and doc.style != "grid" else ""), sz)
        if lw + pad + 6 > doc.label_w:
            PROBLEMS.append((doc.key, "label too wide", r.label, round(lw + pad + 6)))
        data.append([r.label] + (r.cells if r.kind != "section" else [""] * len(doc.cols)))
        if pad:
            cmds.append(("LEFTPADDING", (0, y), (0, y), 3 + pad))
        if r.kind == "section" and doc.style in ("booktabs", "zebra"):
            cmds.append(("FONTNAME", (0, y), (0, y), f + "-Bold"))
        if r.kind == "total" and doc.style != "grid":
            cmds.append(("LINEABOVE", (1, y), (-1, y), 0.5, colors.black))
        for j, (c, cell) in enumerate(zip(doc.cols, r.cells)):
            if stringWidth(cell, f, sz) + 6 > c.width:
                PROBLEMS.append((doc.key, "cell too wide", r.label, cell, c.key))
            if c.text:
                cmds.append(("ALIGN", (j + 1, y), (j + 1, y), "CENTER"))
    t = Table(data, colWidths=[doc.label_w] + [c.width for c in doc.cols], hAlign="LEFT",
              repeatRows=0)
    base = [("FONTNAME", (0, 0), (-1, -1), f), ("FONTSIZE", (0, 0), (-1, -1), sz),
            ("ALIGN", (1, n), (-1, -1), "RIGHT"), ("VALIGN", (0, n), (-1, -1), "MIDDLE"),
            ("TOPPADDING", (0, 0), (-1, -1), 2), ("BOTTOMPADDING", (0, 0), (-1, -1), 2.5),
            ("LEFTPADDING", (0, 0), (-1, -1), 3), ("RIGHTPADDING", (0, 0), (-1, -1), 3)]
    st = doc.style
    if st == "grid":
        base.append(("GRID", (0, 0), (-1, -1), 0.5, colors.HexColor("#555555")))
        if header:
            base.append(("BACKGROUND", (0, 0), (-1, n - 1), colors.HexColor("#eeeeee")))
    elif st == "booktabs":
        base += [("LINEABOVE", (0, 0), (-1, 0), 1.2, colors.black),
                 ("LINEBELOW", (0, -1), (-1, -1), 1.2, colors.black)]
        if header:
            base.append(("LINEBELOW", (0, n - 1), (-1, n - 1), 0.6, colors.black))
    elif st == "zebra":
        if header:
            base.append(("BACKGROUND", (0, 0), (-1, n - 1), colors.HexColor("#d7e0ea")))
        for i in range(len(rows)):
            if i % 2 == 1:
                base.append(("BACKGROUND", (0, n + i), (-1, n + i), colors.HexColor("#f1f4f8")))
        base.append(("LINEBELOW", (0, -1), (-1, -1), 0.8, colors.HexColor("#40566e")))
    elif st == "borderless":
        if header:
            base.append(("LINEBELOW", (1, n - 1), (-1, n - 1), 0.4, colors.black))
    t.setStyle(TableStyle(base + cmds))
    return t


def render(doc: Doc, path: str):
    W, H = doc.pagesize()
    total_w = doc.label_w + sum(c.width for c in doc.cols)
    if total_w > W - 2 * MARGIN:
        PROBLEMS.append((doc.key, "table too wide", total_w, W - 2 * MARGIN))
    f = doc.font
    head = _para(f"{doc.company} — Annual Report {doc.period} (extract)", f, 12, TA_LEFT, bold=True)
    sub = _para(doc.subtitle, f, 8.5, TA_LEFT, color=colors.HexColor("#666666"))
    story = [head, Spacer(1, 3), sub, Spacer(1, 12)]
    if doc.caption:
        story += [_para(doc.caption, f, 9.5, TA_LEFT, bold=True), Spacer(1, 6)]
    k = doc.split_after
    if k is None:
        story.append(_table(doc, doc.rows))
    else:
        story.append(_table(doc, doc.rows[:k]))
        story += [Spacer(1, 6), _para("(continued on next page)", f, 7.5, TA_LEFT), PageBreak()]
        story += [_para(f"{doc.caption} (continued)", f, 9.5, TA_LEFT, bold=True), Spacer(1, 6)]
        story.append(_table(doc, doc.rows[k:], header=doc.repeat_header))
    if doc.notes:
        story.append(Spacer(1, 8))
        for nt in doc.notes:
            story += [_para(nt, f, 7.5, TA_LEFT), Spacer(1, 2)]
    pdf = SimpleDocTemplate(path, pagesize=(W, H), leftMargin=MARGIN, rightMargin=MARGIN,
                            topMargin=MARGIN, bottomMargin=MARGIN, title=f"{doc.short} {doc.key}",
                            author="aitqa-style6", subject="", creator="aitqa-style6")
    pages = []
    pdf.build(story, onLaterPages=lambda c, d: pages.append(c.getPageNumber()),
              onFirstPage=lambda c, d: pages.append(c.getPageNumber()))
    want = 1 if k is None else 2
    if len(pages) != want:
        PROBLEMS.append((doc.key, "pages", len(pages), want))
    mine = [p for p in PROBLEMS if p[0] == doc.key]
    assert not mine, mine
