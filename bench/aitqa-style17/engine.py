"""Table model, number formatting, unit/scale rule and PDF renderer for aitqa-style17.

Written for this set only.  Nothing here reads or imports the system under test.

A table is a list of columns (each with a header path, outermost group first) and a list of rows
(each with a label, an indentation level, a kind and one stored value per column).  The renderer
draws the table with reportlab's canvas and records, for every body cell, the box it was printed
in, so that check.py can read each cell back with pdfplumber.
"""
from __future__ import annotations

import os
import re
from dataclasses import dataclass, field

from reportlab import rl_config
from reportlab.lib.colors import Color, black, white
from reportlab.lib.pagesizes import A4, letter, landscape
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen import canvas

rl_config.invariant = 1

# ----------------------------------------------------------------------------- fonts
_FONT_FILES = {
    "DejaVuSans": ("dejavu/DejaVuSans.ttf", "dejavu/DejaVuSans-Bold.ttf", "dejavu/DejaVuSans-Oblique.ttf"),
    "DejaVuSerif": ("dejavu/DejaVuSerif.ttf", "dejavu/DejaVuSerif-Bold.ttf", "dejavu/DejaVuSerif-Italic.ttf"),
    "DejaVuSansCondensed": ("dejavu/DejaVuSansCondensed.ttf", "dejavu/DejaVuSansCondensed-Bold.ttf",
                            "dejavu/DejaVuSansCondensed-Oblique.ttf"),
    "DejaVuSerifCondensed": ("dejavu/DejaVuSerifCondensed.ttf", "dejavu/DejaVuSerifCondensed-Bold.ttf",
                             "dejavu/DejaVuSerifCondensed-Italic.ttf"),
    "LiberationSans": ("liberation/LiberationSans-Regular.ttf", "liberation/LiberationSans-Bold.ttf",
                       "liberation/LiberationSans-Italic.ttf"),
    "LiberationSerif": ("liberation/LiberationSerif-Regular.ttf", "liberation/LiberationSerif-Bold.ttf",
                        "liberation/LiberationSerif-Italic.ttf"),
    "LiberationSansNarrow": ("liberation/LiberationSansNarrow-Regular.ttf",
                             "liberation/LiberationSansNarrow-Bold.ttf",
                             "liberation/LiberationSansNarrow-Italic.ttf"),
}
_FONT_DIR = "/usr/share/fonts/truetype"
_registered: set[str] = set()


def font(family: str, weight: str = "") -> str:
    """Register a TTF family on first use; return the reportlab font name for '', 'B' or 'I'."""
    if family not in _registered:
        reg, bold, ital = _FONT_FILES[family]
        pdfmetrics.registerFont(TTFont(family, os.path.join(_FONT_DIR, reg)))
        pdfmetrics.registerFont(TTFont(family + "-B", os.path.join(_FONT_DIR, bold)))
        pdfmetrics.registerFont(TTFont(family + "-I", os.path.join(_FONT_DIR, ital)))
        _registered.add(family)
    return family + ("-" + weight if weight else "")


def width(text: str, fam: str, size: float) -> float:
    return pdfmetrics.stringWidth(text, fam, size)


def wrap(text: str, fam: str, size: float, maxw: float) -> list[str]:
    words, lines, cur = text.split(), [], ""
    for w in words:
        t = (cur + " " + w).strip()
        if cur and width(t, fam, size) > maxw:
            lines.append(cur)
            cur = w
        else:
            cur = t
    if cur:
        lines.append(cur)
    return lines or [""]


# ----------------------------------------------------------------------------- formats
@dataclass(frozen=True)
class Fmt:
    dec: int = 0              # decimals printed
    money: bool = False       # a dollar figure: "$" on the first value row and on totals
    always_dollar: bool = False  # "$" on every row (per-unit dollars)
    pct: bool = False         # "%" suffix
    dash_zero: bool = True    # 0 prints as an em dash
    suffix: str = ""          # e.g. " pts"


NUM = Fmt()
NUM1 = Fmt(dec=1)
NUM2 = Fmt(dec=2)
USD = Fmt(money=True)
USD1 = Fmt(dec=1, money=True)
USD2 = Fmt(dec=2, money=True)
USD2A = Fmt(dec=2, money=True, always_dollar=True)
PCT = Fmt(dec=1, pct=True)
PCT0 = Fmt(dec=0, pct=True)
TEXT = None

DASH = "\u2014"


def fmt_number(v, f: Fmt, dollar: bool) -> str:
    """The printed string of a stored number."""
    if v is None or (f.dash_zero and isinstance(v, (int, float)) and round(v, f.dec) == 0):
        return DASH
    if isinstance(v, str):
        return v
    neg = round(v, f.dec) < 0
    body = f"{abs(v):,.{f.dec}f}"
    if neg:
        body = f"({body})"
    if f.money and (dollar or f.always_dollar):
        body = "$" + body
    if f.pct:
        body += "%"
    return body + f.suffix


def parse_printed(s: str):
    """The number a printed cell shows (sign from parentheses), or None for text."""
    t = s.replace("$", "").replace(",", "").replace("%", "").strip()
    if t.endswith(" pts"):
        t = t[:-4]
    neg = t.startswith("(") and t.endswith(")")
    if neg:
        t = t[1:-1]
    if re.fullmatch(r"\d+(\.\d+)?", t):
        x = float(t)
        if "." not in t:
            x = int(t)
        return -x if neg else x
    return None


# ----------------------------------------------------------------------------- model
@dataclass
class Col:
    path: tuple            # header path, outermost first; the last element is the leaf
    fmt: Fmt | None = NUM  # None: a text column
    us: tuple | None = None        # (unit, scale) for this column, below a row's own
    us_force: tuple | None = None  # (unit, scale) that beats the row's (e.g. a % change column)
    where: str | None = None       # where this column states its scale (for tags)
    align: str = "R"       # R / L / C
    minw: float = 0.0


@dataclass
class Row:
    label: str
    values: list = field(default_factory=list)
    level: int = 0
    kind: str = "data"     # data / section / subtotal / total
    marker: str = ""       # footnote marker(s) printed after the label, e.g. "(a)"
    fmt: Fmt | None = None # overrides the column format for numeric cells
    us: tuple | None = None
    where: str | None = None
    dollar: bool | None = None  # force the "$" on (True) or off (False)
    bold: bool = False

    @property
    def printed_label(self) -> str:
        if not self.marker:
            return self.label
        if self.label.endswith(":"):
            return f"{self.label[:-1]} {self.marker}:"
        return f"{self.label} {self.marker}"


@dataclass
class Table:
    key: str               # t01 ...
    company: str           # company heading
    report: str            # grey line under the heading
    caption: str
    cols: list
    rows: list
    corner: str = ""       # stub header text
    subcaption: str = ""   # scale note line under the caption
    footnotes: list = field(default_factory=list)  # [(marker, text)]
    us: tuple = (None, None)   # table default (unit, scale)
    where: str | None = None   # where the table states its scale
    style: str = "booktabs"
    family: str = "DejaVuSans"
    size: float = 9.0
    paper: str = "letter"      # letter / A4
    land: bool = False
    break_after: int | None = None   # index of the last row on page 1
    repeat_header: bool = True
    label_w: float | None = None     # label column width
    industry_key: str = ""
    col_markers: dict = field(default_factory=dict)  # column index -> marker in its header path

    # -- derived
    def __post_init__(self):
        n = len(self.cols)
        for r in self.rows:
            if r.kind == "section" and not r.values:
                r.values = [None] * n
            assert len(r.values) == n, (self.key, r.label, len(r.values), n)

    @property
    def header_rows(self) -> int:
        return max(len(c.path) for c in self.cols)

    def fmt_of(self, ri: int, ci: int) -> Fmt | None:
        r, c = self.rows[ri], self.cols[ci]
        if c.fmt is None:
            return None
        return r.fmt if r.fmt is not None and c.us_force is None else c.fmt

    def dollar_row(self, ri: int) -> bool:
        r = self.rows[ri]
        if r.dollar is not None:
            return r.dollar
        if r.kind == "total":
            return True
        first = next(i for i, x in enumerate(self.rows) if x.kind != "section")
        return ri == first

    def printed(self, ri: int, ci: int) -> str:
        r = self.rows[ri]
        if r.kind == "section":
            return ""
        v = r.values[ci]
        f = self.fmt_of(ri, ci)
        if f is None:
            return "" if v is None else str(v)
        if isinstance(v, str):
            return v
        return fmt_number(v, f, self.dollar_row(ri))

    def unit_scale(self, ri: int, ci: int) -> tuple:
        """The (unit, scale) rule of the golds: a column's forced unit (percent change), then the
        row's own statement, then the column's, then the table's note."""
        r, c = self.rows[ri], self.cols[ci]
        if c.us_force is not None:
            return c.us_force
        if r.us is not None:
            return r.us
        if c.us is not None:
            return c.us
        return self.us

    def scale_where(self, ri: int, ci: int) -> str | None:
        r, c = self.rows[ri], self.cols[ci]
        if c.us_force is not None:
            return c.where
        if r.us is not None:
            return r.where
        if c.us is not None:
            return c.where
        return self.where

    def sections_of(self, ri: int) -> list[int]:
        """Indices of the enclosing section / parent rows, outermost first."""
        out, lvl = [], self.rows[ri].level
        for j in range(ri - 1, -1, -1):
            rj = self.rows[j]
            if rj.level < lvl and rj.kind == "section":
                out.append(j)
                lvl = rj.level
            elif rj.level < lvl:
                lvl = rj.level  # a data row at a lower level ends the search for that level
            if lvl == 0:
                break
        return out[::-1]

    def pagesize(self):
        p = A4 if self.paper == "A4" else letter
        return landscape(p) if self.land else p


# ----------------------------------------------------------------------------- styles
GREY = Color(0.35, 0.35, 0.35)
BAND_LIGHT = Color(0.80, 0.85, 0.90)
ZEBRA = Color(0.91, 0.93, 0.96)
BAND_DARK = Color(0.16, 0.25, 0.38)
LEDGER_SEC = Color(0.93, 0.93, 0.90)

STYLES = ("booktabs", "grid", "zebra", "borderless", "band", "ledger")


@dataclass
class Box:
    page: int
    x0: float
    top: float
    x1: float
    bottom: float
    baseline: float


class Layout:
    """Everything the renderer placed: cell boxes (pdfplumber coordinates: top-down)."""

    def __init__(self):
        self.cells: dict = {}      # (ri, ci) -> Box
        self.labels: dict = {}     # ri -> Box
        self.headers: dict = {}    # (page, level, first_ci, last_ci) -> (text, Box)
        self.pages = 0
        self.col_x: list = []      # (x0, x1) of every value column
        self.row_page: dict = {}


def render(t: Table, path: str) -> Layout:
    W, H = t.pagesize()
    M = 50.0
    fam, famB, famI = font(t.family), font(t.family, "B"), font(t.family, "I")
    fs = t.size
    lead = fs * 1.45
    hfs = fs  # header font size
    pad = 6.0
    lay = Layout()
    c = canvas.Canvas(path, pagesize=(W, H), invariant=1, pageCompression=1)
    c.setTitle(f"{t.company} - {t.caption}")
    c.setAuthor("aitqa-style17")
    c.setCreator("aitqa-style17 make_docs.py")
    c.setProducer("reportlab")

    n = len(t.cols)
    HR = t.header_rows
    head_font = famB

    # ---- column widths
    def head_need(text):
        """Width a header needs: whole if short, else wrapped over at most three lines."""
        full = width(text, head_font, hfs)
        longest = max(width(wd, head_font, hfs) for wd in text.split())
        if full <= 44:
            return full
        if full <= 110:
            return max(longest, full / 2 * 1.08)
        return max(longest, full / 3 * 1.12)

    colw = []
    for ci, col in enumerate(t.cols):
        w = head_need(col.path[-1])
        for ri in range(len(t.rows)):
            s = t.printed(ri, ci)
            w = max(w, width(s, famB if t.rows[ri].bold else fam, fs))
        colw.append(max(w + 2 * pad, col.minw, 34.0))
    # a group heading must fit over its columns
    for lvl in range(max(len(c.path) for c in t.cols) - 1):
        ci = 0
        while ci < n:
            p = t.cols[ci].path
            if lvl < len(p) - 1:
                cj = ci
                while cj + 1 < n and t.cols[cj + 1].path[: lvl + 1] == p[: lvl + 1] and \
                        len(t.cols[cj + 1].path) - 1 > lvl:
                    cj += 1
                need = head_need(p[lvl]) + 2 * pad
                have = sum(colw[ci: cj + 1])
                if need > have:
                    for k in range(ci, cj + 1):
                        colw[k] += (need - have) / (cj - ci + 1)
                ci = cj + 1
            else:
                ci += 1
    avail = W - 2 * M
    label_w = t.label_w
    if label_w is None:
        lw = max(width(r.printed_label, famB if (r.bold or (r.kind == "section" and t.style == "band")) else fam, fs)
                 + 10 * r.level for r in t.rows) + 2 * pad + 4
        label_w = min(lw, 230.0)
    total = label_w + sum(colw)
    if total > avail:
        raise ValueError(f"{t.key}: table {total:.0f} wider than {avail:.0f}")
    # widen the value columns to use part of the slack, keep the table left-aligned like filings
    slack = avail - total
    extra = min(slack * 0.35, 16.0 * n)
    colw = [w + extra / n for w in colw]
    x_label0 = M
    xs = [M + label_w]
    for w in colw:
        xs.append(xs[-1] + w)
    x_end = xs[-1]
    lay.col_x = [(xs[i], xs[i + 1]) for i in range(n)]

    # ---- header cells: for each level, runs of columns sharing the same prefix; a shorter path
    # puts its groups on the top levels and its leaf in a cell that spans down to the bottom level
    header_cells = []  # (lvl_top, lvl_bottom, ci0, ci1, text)
    for lvl in range(HR):
        ci = 0
        while ci < n:
            p = t.cols[ci].path
            if lvl < len(p) - 1:
                pre = p[: lvl + 1]
                cj = ci
                while cj + 1 < n and t.cols[cj + 1].path[: lvl + 1] == pre and len(t.cols[cj + 1].path) - 1 > lvl:
                    cj += 1
                header_cells.append((lvl, lvl, ci, cj, pre[-1]))
                ci = cj + 1
            elif lvl == len(p) - 1:
                header_cells.append((lvl, HR - 1, ci, ci, p[-1]))
                ci += 1
            else:
                ci += 1
    # header line wrapping and heights
    wrapped = {}
    lvl_h = [0.0] * HR
    for (l0, l1, c0, c1, text) in header_cells:
        wmax = xs[c1 + 1] - xs[c0] - 2 * pad + 2
        lines = wrap(text, head_font, hfs, wmax)
        wrapped[(l0, c0)] = lines
        if l0 == l1:
            lvl_h[l0] = max(lvl_h[l0], len(lines) * hfs * 1.2 + 5)
    for lvl in range(HR):
        lvl_h[lvl] = max(lvl_h[lvl], hfs * 1.2 + 5)
    # spanning-down cells may need more height on the bottom levels
    for (l0, l1, c0, c1, text) in header_cells:
        if l1 > l0:
            need = len(wrapped[(l0, c0)]) * hfs * 1.2 + 5
            have = sum(lvl_h[l0: l1 + 1])
            if need > have:
                lvl_h[l1] += need - have
    corner_lines = wrap(t.corner, famI if t.corner.startswith("(") else famB, hfs, label_w - 2 * pad) if t.corner else []
    if corner_lines:
        need = len(corner_lines) * hfs * 1.2 + 5
        if need > sum(lvl_h):
            lvl_h[-1] += need - sum(lvl_h)
    head_h = sum(lvl_h)

    # ---- row heights
    row_lines = []
    for r in t.rows:
        f = famB if (r.bold or r.kind == "section" and t.style == "band") else fam
        indent = 10 * r.level
        lines = wrap(r.printed_label, f, fs, label_w - 2 * pad - indent)
        row_lines.append(lines)
    row_h = [len(ls) * fs * 1.2 + (lead - fs * 1.2) for ls in row_lines]

    # ---- drawing helpers
    def ytop_to_pdf(top):  # top-down -> reportlab y
        return H - top

    def text_at(txt, x, base_top, fnt, size, align="L", color=black, right=None, center=None):
        c.setFillColor(color)
        c.setFont(fnt, size)
        y = ytop_to_pdf(base_top)
        if align == "L":
            c.drawString(x, y, txt)
        elif align == "R":
            c.drawRightString(right, y, txt)
        else:
            c.drawCentredString(center, y, txt)
        c.setFillColor(black)

    def hline(x0, x1, top, w=0.5, color=black):
        c.setStrokeColor(color)
        c.setLineWidth(w)
        c.line(x0, ytop_to_pdf(top), x1, ytop_to_pdf(top))
        c.setStrokeColor(black)

    def vline(x, top, bottom, w=0.5):
        c.setLineWidth(w)
        c.line(x, ytop_to_pdf(top), x, ytop_to_pdf(bottom))

    def fill(x0, top, x1, bottom, color):
        c.setFillColor(color)
        c.rect(x0, ytop_to_pdf(bottom), x1 - x0, bottom - top, stroke=0, fill=1)
        c.setFillColor(black)

    def page_heading(page_no):
        top = M
        text_at(t.company, M, top + 12, famB, 13)
        top += 18
        if page_no == 1:
            text_at(t.report, M, top + 9, fam, 8, color=GREY)
            top += 22
            cw = x_end - M
            text_at(t.caption, 0, top + 10, famB, fs + 1.5, align="C", center=M + cw / 2)
            top += 15
            if t.subcaption:
                text_at(t.subcaption, 0, top + 9, famI, fs - 0.5, align="C", center=M + cw / 2)
                top += 13
        else:
            text_at(t.report, M, top + 9, fam, 8, color=GREY)
            top += 22
            cw = x_end - M
            text_at(t.caption + " (continued)", 0, top + 10, famB, fs + 1.5, align="C", center=M + cw / 2)
            top += 15
        return top + 6

    def draw_header(top, page_no):
        st = t.style
        if st == "zebra":
            fill(x_label0, top, x_end, top + head_h, BAND_LIGHT)
        if st == "band":
            fill(x_label0, top, x_end, top + head_h, BAND_DARK)
        if st in ("booktabs",):
            hline(x_label0, x_end, top, 1.2)
        if st == "ledger":
            hline(x_label0, x_end, top, 0.8)
        color = white if st == "band" else black
        lvl_top = [top]
        for h in lvl_h:
            lvl_top.append(lvl_top[-1] + h)
        for (l0, l1, c0, c1, text) in header_cells:
            lines = wrapped[(l0, c0)]
            x0, x1 = xs[c0], xs[c1 + 1]
            cell_top, cell_bot = lvl_top[l0], lvl_top[l1 + 1]
            # text sits at the bottom of its cell
            base = cell_bot - 4 - (len(lines) - 1) * hfs * 1.2
            for k, ln in enumerate(lines):
                text_at(ln, 0, base + k * hfs * 1.2, head_font, hfs, align="C", center=(x0 + x1) / 2, color=color)
            b = Box(page_no, x0, cell_top, x1, cell_bot, base)
            lay.headers[(page_no, l0, c0, c1)] = (text, b)
            if c1 > c0 or l1 == l0 and l0 < HR - 1:
                if st in ("booktabs", "borderless", "ledger", "zebra"):
                    hline(x0 + 3, x1 - 3, cell_bot - 1, 0.6)
                if st == "band":
                    hline(x0 + 3, x1 - 3, cell_bot - 1, 0.6, white)
            if st == "grid":
                c.setLineWidth(0.5)
                c.rect(x0, ytop_to_pdf(cell_bot), x1 - x0, cell_bot - cell_top, stroke=1, fill=0)
        if corner_lines:
            base = top + head_h - 4 - (len(corner_lines) - 1) * hfs * 1.2
            cf = famI if t.corner.startswith("(") else famB
            for k, ln in enumerate(corner_lines):
                text_at(ln, x_label0 + pad, base + k * hfs * 1.2, cf, hfs, color=color)
        if st == "grid":
            c.setLineWidth(0.5)
            c.rect(x_label0, ytop_to_pdf(top + head_h), label_w, head_h, stroke=1, fill=0)
        bot = top + head_h
        if st == "booktabs":
            hline(x_label0, x_end, bot, 0.6)
        elif st == "ledger":
            hline(x_label0, x_end, bot, 0.6)
            hline(x_label0, x_end, bot + 2, 0.6)
            bot += 2
        elif st == "borderless":
            hline(x_label0, x_end, bot, 0.4)
        return bot

    def draw_row(ri, top, page_no, zebra_i):
        r = t.rows[ri]
        h = row_h[ri]
        st = t.style
        if st == "zebra" and zebra_i % 2 == 1:
            fill(x_label0, top, x_end, top + h, ZEBRA)
        if st == "ledger" and r.kind == "section":
            fill(x_label0, top, x_end, top + h, LEDGER_SEC)
        if r.kind == "total" and st in ("booktabs", "borderless", "zebra", "band", "ledger"):
            hline(xs[0] + 3, x_end, top, 0.5)
        if r.kind == "subtotal" and st in ("booktabs", "borderless", "ledger"):
            hline(xs[0] + 3, x_end, top, 0.3)
        lf = famB if (r.bold or (r.kind == "section" and st == "band")) else fam
        indent = 10 * r.level
        base0 = top + fs * 1.05 + (lead - fs * 1.2) / 2
        for k, ln in enumerate(row_lines[ri]):
            ind = indent + (8 if k > 0 else 0)
            text_at(ln, x_label0 + pad + ind, base0 + k * fs * 1.2, lf, fs)
        lay.labels[ri] = Box(page_no, x_label0, top, xs[0], top + h, base0)
        vf = famB if r.bold else fam
        for ci in range(n):
            s = t.printed(ri, ci)
            x0, x1 = xs[ci], xs[ci + 1]
            col = t.cols[ci]
            if s:
                if col.align == "R":
                    text_at(s, 0, base0, vf, fs, align="R", right=x1 - pad)
                elif col.align == "C":
                    text_at(s, 0, base0, vf, fs, align="C", center=(x0 + x1) / 2)
                else:
                    text_at(s, x0 + pad, base0, vf, fs)
            if r.kind != "section":
                lay.cells[(ri, ci)] = Box(page_no, x0, top, x1, top + h, base0)
        if st == "grid":
            c.setLineWidth(0.5)
            c.rect(x_label0, ytop_to_pdf(top + h), x_end - x_label0, h, stroke=1, fill=0)
            for x in xs[:-1]:
                vline(x, top, top + h)
        if st == "ledger":
            hline(x_label0, x_end, top + h, 0.25, GREY)
        lay.row_page[ri] = page_no
        return top + h

    # ---- pages
    pages_rows = [list(range(len(t.rows)))]
    if t.break_after is not None:
        pages_rows = [list(range(t.break_after + 1)), list(range(t.break_after + 1, len(t.rows)))]
    for pno, rows in enumerate(pages_rows, start=1):
        if pno > 1:
            c.showPage()
        top = page_heading(pno)
        if pno == 1 or t.repeat_header:
            top = draw_header(top, pno)
        else:
            hline(x_label0, x_end, top, 0.8)
            top += 2
        zi = 0
        for ri in rows:
            top = draw_row(ri, top, pno, zi)
            zi += 1
            if top > H - M:
                raise ValueError(f"{t.key}: page {pno} overflows at row {ri} ({t.rows[ri].label})")
        last = t.rows[rows[-1]]
        if t.style in ("booktabs", "ledger"):
            hline(x_label0, x_end, top, 1.2 if t.style == "booktabs" else 0.8)
        if t.style in ("zebra", "band", "borderless"):
            hline(x_label0, x_end, top, 0.6)
        if pno == len(pages_rows):
            top += 10
            for mk, txt in t.footnotes:
                for k, ln in enumerate(wrap(f"{mk} {txt}", fam, fs - 1.5, x_end - M)):
                    text_at(ln, M, top + fs, fam, fs - 1.5)
                    top += (fs - 1.5) * 1.3
                if top > H - M + 20:
                    raise ValueError(f"{t.key}: footnotes overflow")
        else:
            text_at("(continued on next page)", 0, top + fs + 6, famI, fs - 1.5, align="R", right=x_end)
    c.showPage()
    c.save()
    lay.pages = len(pages_rows)
    return lay
