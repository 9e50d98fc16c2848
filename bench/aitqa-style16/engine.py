"""Table model and reportlab renderer for the aitqa-style16 documents.

A `Doc` is one invented 10-K style table: columns carry a header path (top group first, leaf
last; a path shorter than the header depth spans down), rows carry a label, an indent level, a
kind (section / data / subtotal / total) and one value per column. `render(doc)` draws the PDF
(bytes, deterministic) and returns the geometry of every row, column and header box, which
check.py uses to read each cell back from the PDF.
"""
from __future__ import annotations

import io
import os
from dataclasses import dataclass, field

from reportlab import rl_config

rl_config.invariant = 1
from reportlab.lib.colors import Color, black, white  # noqa: E402
from reportlab.lib.pagesizes import A4, letter, landscape as _landscape  # noqa: E402
from reportlab.pdfbase import pdfmetrics  # noqa: E402
from reportlab.pdfbase.ttfonts import TTFont  # noqa: E402
from reportlab.pdfgen import canvas  # noqa: E402

# ----------------------------------------------------------------------------- fonts
_DV = "/usr/share/fonts/truetype/dejavu/"
_LB = "/usr/share/fonts/truetype/liberation/"
FAMILIES = {
    # family: (regular, bold, italic) as (name, ttf path or None for a standard font)
    "DejaVuSans": (("DejaVuSans", _DV + "DejaVuSans.ttf"), ("DejaVuSans-Bold", _DV + "DejaVuSans-Bold.ttf"),
                   ("DejaVuSans-Oblique", _DV + "DejaVuSans-Oblique.ttf")),
    "DejaVuSansCondensed": (("DejaVuSansCondensed", _DV + "DejaVuSansCondensed.ttf"),
                            ("DejaVuSansCondensed-Bold", _DV + "DejaVuSansCondensed-Bold.ttf"),
                            ("DejaVuSansCondensed-Oblique", _DV + "DejaVuSansCondensed-Oblique.ttf")),
    "DejaVuSerif": (("DejaVuSerif", _DV + "DejaVuSerif.ttf"), ("DejaVuSerif-Bold", _DV + "DejaVuSerif-Bold.ttf"),
                    ("DejaVuSerif-Italic", _DV + "DejaVuSerif-Italic.ttf")),
    "LiberationSans": (("LiberationSans", _LB + "LiberationSans-Regular.ttf"),
                       ("LiberationSans-Bold", _LB + "LiberationSans-Bold.ttf"),
                       ("LiberationSans-Italic", _LB + "LiberationSans-Italic.ttf")),
    "LiberationSerif": (("LiberationSerif", _LB + "LiberationSerif-Regular.ttf"),
                        ("LiberationSerif-Bold", _LB + "LiberationSerif-Bold.ttf"),
                        ("LiberationSerif-Italic", _LB + "LiberationSerif-Italic.ttf")),
    "LiberationSansNarrow": (("LiberationSansNarrow", _LB + "LiberationSansNarrow-Regular.ttf"),
                             ("LiberationSansNarrow-Bold", _LB + "LiberationSansNarrow-Bold.ttf"),
                             ("LiberationSansNarrow-Italic", _LB + "LiberationSansNarrow-Italic.ttf")),
    "DejaVuSerifCondensed": (("DejaVuSerifCondensed", _DV + "DejaVuSerifCondensed.ttf"),
                             ("DejaVuSerifCondensed-Bold", _DV + "DejaVuSerifCondensed-Bold.ttf"),
                             ("DejaVuSerifCondensed-Italic", _DV + "DejaVuSerifCondensed-Italic.ttf")),
    "Helvetica": (("Helvetica", None), ("Helvetica-Bold", None), ("Helvetica-Oblique", None)),
    "Times": (("Times-Roman", None), ("Times-Bold", None), ("Times-Italic", None)),
}
_registered: set[str] = set()


def font(family: str, weight: int = 0) -> str:
    """weight 0 regular, 1 bold, 2 italic; registers the TTF on first use."""
    name, path = FAMILIES[family][weight]
    if path and name not in _registered:
        pdfmetrics.registerFont(TTFont(name, path))
        _registered.add(name)
    return name


def width(text: str, fname: str, size: float) -> float:
    return pdfmetrics.stringWidth(text, fname, size)


def wrap(text: str, fname: str, size: float, maxw: float) -> list[str]:
    words, lines, cur = text.split(), [], ""
    for w in words:
        t = (cur + " " + w).strip()
        if cur and width(t, fname, size) > maxw:
            lines.append(cur)
            cur = w
        else:
            cur = t
    if cur:
        lines.append(cur)
    return lines or [""]


# ----------------------------------------------------------------------------- model
DASH = "\u2014"


@dataclass
class Col:
    path: tuple                     # header path, top group first, leaf last
    fmt: str = "int"                # int d1 d2 d3 pct0 pct1 pct2 text year
    money: bool = False             # values are dollars
    scale: float | None = None      # stated scale of this column (1 = explicitly none)
    force: bool = False             # the column's fmt/money/scale win over the row's
    align: str = "r"                # r or c (text columns)
    minw: float = 0.0


@dataclass
class Row:
    label: str
    level: int = 0
    kind: str = "data"              # section | data | subtotal | total
    values: list = field(default_factory=list)
    fmt: str | None = None
    money: bool | None = None
    scale: float | None = None
    dollar: bool | None = None      # force the "$" on (True) or off (False) for this row
    bold: bool | None = None


@dataclass
class Doc:
    key: str
    company: str
    report: str
    caption: str
    cols: list
    rows: list
    family: str = "DejaVuSans"
    size: float = 9.0
    style: str = "booktabs"
    page: str = "letter"
    landscape: bool = False
    scale: float | None = None      # table-wide stated scale
    scale_note: str | None = None   # e.g. "(in millions, except per share data)"
    note_where: str = "corner"      # corner | caption
    corner: str | None = None       # other text for the header corner (bottom of the label column)
    footnotes: list = field(default_factory=list)
    dollar: str = "attached"        # attached | detached | every (money on every row, attached)
    repeat_header: bool = True
    split: int | None = None        # body rows on page 1 of a two-page table
    intro: str | None = None        # paragraph between the caption and the table
    label_w: float | None = None    # label column width (points); default: fits the labels
    pad: float = 2.2                # vertical padding of a body row
    colgap: float = 6.0

    # ------------------------------------------------------------------ cells
    def ncols(self):
        return len(self.cols)

    def depth(self):
        return max(len(c.path) for c in self.cols)

    def cell_fmt(self, ri, ci):
        r, c = self.rows[ri], self.cols[ci]
        if c.force or r.fmt is None:
            return c.fmt
        return r.fmt

    def cell_money(self, ri, ci):
        r, c = self.rows[ri], self.cols[ci]
        if c.force or r.money is None:
            return c.money
        return r.money

    def cell_scale(self, ri, ci):
        """The stated scale of a cell: row, then column, then table (1 or None: no scale)."""
        r, c = self.rows[ri], self.cols[ci]
        if self.cell_fmt(ri, ci).startswith("pct") or self.cell_fmt(ri, ci) in ("text", "year"):
            return None
        if c.force and c.scale is not None:
            return c.scale
        for s in (r.scale, c.scale, self.scale):
            if s is not None:
                return None if s == 1 else s
        return None

    def unit_scale(self, ri, ci):
        f = self.cell_fmt(ri, ci)
        if f.startswith("pct"):
            return "%", 1
        if self.cell_money(ri, ci):
            return "USD", self.cell_scale(ri, ci)
        return None, self.cell_scale(ri, ci)

    def value(self, ri, ci):
        return self.rows[ri].values[ci]

    def shows_dollar(self, ri, ci):
        """Whether a "$" is printed with this cell."""
        if not self.cell_money(ri, ci):
            return False
        v = self.value(ri, ci)
        if not isinstance(v, (int, float)):
            return False
        r = self.rows[ri]
        if r.dollar is not None:
            return r.dollar
        if self.dollar == "every" or (self.rows[ri].money and not self.cols[ci].money):
            return True
        if r.kind == "total":
            return True
        first = next((k for k in range(len(self.rows))
                      if self.rows[k].kind != "section" and isinstance(self.value(k, ci), (int, float))
                      and self.cell_money(k, ci)), None)
        return first == ri

    def number_text(self, ri, ci):
        """The printed text of a cell without an attached or detached "$"."""
        v = self.value(ri, ci)
        f = self.cell_fmt(ri, ci)
        if v is None:
            return DASH
        if isinstance(v, str):
            return v
        return fmt_number(v, f)

    def cell_text(self, ri, ci):
        """The printed text of a cell, "$" included when attached ("$1,234", "$(12)")."""
        t = self.number_text(ri, ci)
        if self.shows_dollar(ri, ci) and self.dollar != "detached":
            return "$" + t
        return t

    def raw(self, ri, ci):
        """A gold's raw string: the cell as printed (the detached "$" left out)."""
        return self.cell_text(ri, ci)

    def detached_dollar(self, ri, ci):
        return self.dollar == "detached" and self.shows_dollar(ri, ci)


def fmt_number(v: float, f: str) -> str:
    dec = {"int": 0, "year": 0, "d1": 1, "d2": 2, "d3": 3, "pct0": 0, "pct1": 1, "pct2": 2}[f]
    if f == "year":
        return str(int(v))
    s = f"{abs(v):,.{dec}f}"
    neg = v < 0 and float(s.replace(",", "")) != 0
    if f.startswith("pct"):
        return f"({s})%" if neg else f"{s}%"
    return f"({s})" if neg else s


def parse_number(s: str) -> float:
    """The number a printed cell shows: '$(1,234.5)' -> -1234.5, '12.3%' -> 12.3."""
    t = s.replace("$", "").replace("%", "").replace(",", "").strip()
    neg = t.startswith("(") and t.endswith(")")
    t = t.strip("()")
    x = float(t)
    return -x if neg else x


# ----------------------------------------------------------------------------- styles
GREY = Color(0.42, 0.42, 0.42)
ZEBRA = Color(0.925, 0.93, 0.94)
BAND = Color(0.13, 0.22, 0.36)
TINT = Color(0.87, 0.90, 0.94)
SECT = Color(0.93, 0.93, 0.90)
STYLES = ("booktabs", "grid", "zebra", "borderless", "band", "ledger", "leader", "boxed", "unruled")


# ----------------------------------------------------------------------------- layout
class Layout:
    """Computes widths, header boxes and row heights (top-based coordinates, points)."""

    def __init__(self, d: Doc):
        self.d = d
        self.fr, self.fb, self.fi = font(d.family, 0), font(d.family, 1), font(d.family, 2)
        size = d.size
        self.lead = size * 1.22
        ps = A4 if d.page == "a4" else letter
        self.W, self.H = _landscape(ps) if d.landscape else ps
        self.margin = 46.0
        self.avail = self.W - 2 * self.margin
        n = d.ncols()
        # value column widths: the widest value (with the $ when attached / room when detached)
        ws = []
        for ci, c in enumerate(d.cols):
            w = 0.0
            for ri, r in enumerate(d.rows):
                if r.kind == "section":
                    continue
                fn = self.fb if self.row_bold(ri) else self.fr
                t = d.cell_text(ri, ci)
                extra = width("$ ", self.fr, size) if d.detached_dollar(ri, ci) else 0
                w = max(w, width(t, fn, size) + extra)
            leaf = c.path[-1]
            longest_word = max(width(x, self.fb, size) for x in leaf.split())
            w = max(w, longest_word, c.minw, size * 3.2)
            ws.append(w + d.colgap * 2 if d.dollar == "detached" and c.money else w + d.colgap)
        # leaf header lines: widen a column up to 1.55x to keep its header to at most 3 lines
        for ci, c in enumerate(d.cols):
            while len(wrap(c.path[-1], self.fb, size, ws[ci] - 4)) > 3:
                ws[ci] += 4
        # group headers: make every group at least as wide as its longest word (+ padding)
        depth = d.depth()
        for lvl in range(depth):
            for (c0, c1, text) in self.groups_at(lvl):
                need = max(width(x, self.fb, size) for x in text.split()) + 8
                if c1 > c0 or len(d.cols[c0].path) - 1 > lvl:   # a spanning group
                    need = max(need, min(width(text, self.fb, size) + 10, 150))
                have = sum(ws[c0:c1 + 1])
                if have < need:
                    add = (need - have) / (c1 - c0 + 1)
                    for k in range(c0, c1 + 1):
                        ws[k] += add
        self.ws = ws
        # label column
        if d.label_w:
            self.lw = d.label_w
        else:
            lw = 0.0
            for ri, r in enumerate(d.rows):
                fn = self.label_font(ri)
                lw = max(lw, width(r.label, fn, size) + self.indent(r.level))
            if d.corner or (d.scale_note and d.note_where == "corner"):
                cw = width(d.corner or d.scale_note, self.fr, size)
                lw = max(lw, min(cw, 150))
            self.lw = min(lw + 8, 0.42 * self.avail)
        total = self.lw + sum(ws)
        if total > self.avail + 0.01:
            raise ValueError(f"{d.key}: table is {total:.0f} pt wide, page allows {self.avail:.0f}")
        # spread spare width a little: value columns get up to +20% each
        spare = self.avail - total
        grow = min(spare, 0.2 * sum(ws))
        if d.style in ("grid", "boxed", "band", "zebra"):
            grow = min(spare, 0.12 * sum(ws))
        k = grow / sum(ws)
        self.ws = [w * (1 + k) for w in ws]
        self.x0 = self.margin
        self.colx = []
        x = self.x0 + self.lw
        for w in self.ws:
            self.colx.append((x, x + w))
            x += w
        self.x1 = x
        self.build_header()

    # -------------------------------------------------------------- helpers
    def indent(self, level):
        return level * self.d.size * 1.1

    def row_bold(self, ri):
        r = self.d.rows[ri]
        if r.bold is not None:
            return r.bold
        return r.kind == "total"

    def label_font(self, ri):
        r = self.d.rows[ri]
        if r.kind == "section":
            return self.fb if r.level == 0 else self.fi
        return self.fb if self.row_bold(ri) else self.fr

    def groups_at(self, lvl):
        """(c0, c1, text) for the header cells whose top is at level lvl (merged where adjacent)."""
        d, out = self.d, []
        ci = 0
        while ci < d.ncols():
            p = d.cols[ci].path
            if len(p) <= lvl:
                ci += 1
                continue
            if len(p) - 1 == lvl:           # the leaf, spanning down
                out.append((ci, ci, p[lvl]))
                ci += 1
                continue
            cj = ci
            while cj + 1 < d.ncols() and len(d.cols[cj + 1].path) - 1 > lvl and \
                    d.cols[cj + 1].path[:lvl + 1] == p[:lvl + 1]:
                cj += 1
            out.append((ci, cj, p[lvl]))
            ci = cj + 1
        return out

    def build_header(self):
        d, size, lead = self.d, self.d.size, self.lead
        depth = d.depth()
        cells = []   # dict(l0, l1, c0, c1, lines)
        for lvl in range(depth):
            for (c0, c1, text) in self.groups_at(lvl):
                leaf = len(d.cols[c0].path) - 1 == lvl and c0 == c1
                l1 = depth - 1 if leaf else lvl
                w = self.colx[c1][1] - self.colx[c0][0] - 4
                cells.append(dict(l0=lvl, l1=l1, c0=c0, c1=c1, text=text, lines=wrap(text, self.fb, size, w)))
        hts = [0.0] * depth
        for c in cells:
            if c["l0"] == c["l1"]:
                hts[c["l0"]] = max(hts[c["l0"]], len(c["lines"]) * lead + 5)
        for c in cells:
            if c["l0"] != c["l1"]:
                need = len(c["lines"]) * lead + 5
                have = sum(hts[c["l0"]:c["l1"] + 1])
                if have < need:
                    hts[c["l0"]] += need - have
        hts = [max(h, lead + 5) for h in hts]
        self.hcells, self.hts = cells, hts
        self.head_h = sum(hts)

    def row_lines(self, ri):
        r = self.d.rows[ri]
        avail = self.lw - self.indent(r.level) - 6
        return wrap(r.label, self.label_font(ri), self.d.size, avail)

    def row_h(self, ri):
        return len(self.row_lines(ri)) * self.lead + 2 * self.d.pad


# ----------------------------------------------------------------------------- rendering
def render(d: Doc):
    """Returns (pdf bytes, geometry)."""
    L = Layout(d)
    buf = io.BytesIO()
    cv = canvas.Canvas(buf, pagesize=(L.W, L.H), invariant=1, pageCompression=1)
    cv.setAuthor("aitqa-style16")
    cv.setCreator("aitqa-style16 make_docs.py")
    cv.setTitle(f"{d.company} - {d.caption}")
    cv.setSubject("Generated evaluation document")
    size, lead = d.size, L.lead
    geo = {"rows": {}, "cols": {ci: L.colx[ci] for ci in range(d.ncols())}, "label": (L.x0, L.x0 + L.lw),
           "headers": [], "pages": 1, "page_h": L.H, "page_w": L.W, "split": None, "titles": {}}

    def Y(top):          # top-based -> reportlab
        return L.H - top

    def text(x, top_baseline, s, fn, sz=size, color=black, align="l"):
        cv.setFillColor(color)
        cv.setFont(fn, sz)
        if align == "r":
            cv.drawRightString(x, Y(top_baseline), s)
        elif align == "c":
            cv.drawCentredString(x, Y(top_baseline), s)
        else:
            cv.drawString(x, Y(top_baseline), s)
        cv.setFillColor(black)

    def hline(x0, x1, top, w=0.5, color=black, dash=None):
        cv.setStrokeColor(color)
        cv.setLineWidth(w)
        if dash:
            cv.setDash(*dash)
        cv.line(x0, Y(top), x1, Y(top))
        if dash:
            cv.setDash()
        cv.setStrokeColor(black)

    def vline(x, t0, t1, w=0.5, color=black):
        cv.setStrokeColor(color)
        cv.setLineWidth(w)
        cv.line(x, Y(t0), x, Y(t1))
        cv.setStrokeColor(black)

    def fill(x0, t0, x1, t1, color):
        cv.setFillColor(color)
        cv.rect(x0, Y(t1), x1 - x0, t1 - t0, stroke=0, fill=1)
        cv.setFillColor(black)

    def title_block(page, cont=False):
        top = L.margin
        fb = L.fb
        text(L.x0, top + 13, d.company, fb, 14)
        top += 20
        if not cont:
            for line in wrap(d.report, L.fr, 8.5, L.avail):
                text(L.x0, top + 9, line, L.fr, 8.5, GREY)
                top += 11
            top += 3
        cap = d.caption + (" (continued)" if cont else "")
        for line in wrap(cap, fb, 11, L.avail):
            text(L.x0, top + 11, line, fb, 11)
            top += 14
        if d.scale_note and d.note_where == "caption":
            text(L.x0, top + 9, d.scale_note, L.fi, 9)
            top += 13
        if d.intro and not cont:
            top += 3
            for line in wrap(d.intro, L.fr, 9, L.avail):
                text(L.x0, top + 9, line, L.fr, 9)
                top += 11.5
        geo["titles"][page] = top
        return top + 8

    def draw_header(page, top):
        st = d.style
        depth = d.depth()
        lvl_top = [top + sum(L.hts[:k]) for k in range(depth + 1)]
        bottom = lvl_top[-1]
        if st == "band":
            fill(L.x0, top, L.x1, bottom, BAND)
        if st == "boxed":
            fill(L.x0, top, L.x1, bottom, TINT)
        if st == "booktabs":
            hline(L.x0, L.x1, top, 1.2)
        if st == "ledger":
            hline(L.x0, L.x1, top, 0.8)
        col = white if st == "band" else black
        for c in L.hcells:
            x0, x1 = L.colx[c["c0"]][0], L.colx[c["c1"]][1]
            t0, t1 = lvl_top[c["l0"]], lvl_top[c["l1"] + 1]
            n = len(c["lines"])
            # spanning groups sit at the top of their level; leaves sit at the bottom
            leaf = c["l0"] != c["l1"] or c["l1"] == depth - 1
            first = (t1 - 3 - n * lead) if leaf else t0 + 2
            for i, line in enumerate(c["lines"]):
                b = first + i * lead + size * 0.92
                if d.cols[c["c0"]].align == "c" or c["c1"] > c["c0"] or not leaf:
                    text((x0 + x1) / 2, b, line, L.fb, size, col, "c")
                else:
                    text((x0 + x1) / 2, b, line, L.fb, size, col, "c")
            geo["headers"].append(dict(page=page, l0=c["l0"], l1=c["l1"], c0=c["c0"], c1=c["c1"],
                                       x0=x0, x1=x1, top=t0, bottom=t1, text=c["text"]))
            under = t0 + 2 + n * lead + 1.5
            if not leaf or (c["c1"] > c["c0"]):
                if st in ("booktabs", "borderless", "zebra", "leader", "ledger", "unruled"):
                    hline(x0 + 3, x1 - 3, under, 0.5, col)
                elif st == "band":
                    hline(x0 + 3, x1 - 3, under, 0.5, white)
            if st == "grid":
                cv.setLineWidth(0.4)
                cv.rect(x0, Y(t1), x1 - x0, t1 - t0, stroke=1, fill=0)
        corner = d.corner or (d.scale_note if d.note_where == "corner" else None)
        if corner:
            lines = wrap(corner, L.fi, size, L.lw - 6)
            for i, line in enumerate(lines):
                b = bottom - 3 - (len(lines) - i) * lead + size * 0.92
                text(L.x0 + 2, b, line, L.fi, size, col)
            geo["corner"] = corner
        if st == "grid":
            cv.setLineWidth(0.4)
            cv.rect(L.x0, Y(bottom), L.lw, bottom - top, stroke=1, fill=0)
        if st == "boxed":
            for (c0, c1, _t) in L.groups_at(0):
                vline(L.colx[c0][0], top, bottom, 0.5)
        if st in ("booktabs", "zebra", "leader", "borderless", "boxed"):
            hline(L.x0, L.x1, bottom, 0.6 if st != "borderless" else 0.0001)
        if st == "ledger":
            hline(L.x0, L.x1, bottom - 1.2, 0.5)
            hline(L.x0, L.x1, bottom + 0.6, 0.5)
        return bottom, lvl_top

    def draw_rows(page, top, rows):
        st = d.style
        y = top + 2
        alt = 0
        for ri in rows:
            r = d.rows[ri]
            h = L.row_h(ri)
            lines = L.row_lines(ri)
            t0, t1 = y, y + h
            if st == "zebra" and r.kind != "section":
                if alt % 2 == 0:
                    fill(L.x0, t0, L.x1, t1, ZEBRA)
                alt += 1
            if st == "ledger" and r.kind == "section":
                fill(L.x0, t0, L.x1, t1, SECT)
            fn = L.label_font(ri)
            lx = L.x0 + 2 + L.indent(r.level)
            for i, line in enumerate(lines):
                b = t0 + d.pad + i * lead + size * 0.92
                text(lx, b, line, fn, size)
            vb = t0 + d.pad + (len(lines) - 1) * lead + size * 0.92    # value baseline (last line)
            vtop, vbot = vb - size * 1.0, vb + size * 0.3
            if st == "leader" and r.kind != "section" and r.values:
                lastw = width(lines[-1], fn, size)
                xs = lx + lastw + 3
                xe = L.x0 + L.lw - 4
                if xe - xs > 6:
                    cv.setFillColor(GREY)
                    cv.setFont(L.fr, size)
                    dots = ""
                    while width(dots + ". ", L.fr, size) < xe - xs:
                        dots += ". "
                    cv.drawRightString(xe, Y(vb), dots.strip())
                    cv.setFillColor(black)
            if r.kind != "section":
                for ci in range(d.ncols()):
                    x0, x1 = L.colx[ci]
                    t = d.cell_text(ri, ci)
                    vf = L.fb if L.row_bold(ri) else L.fr
                    if d.cols[ci].align == "c":
                        text((x0 + x1) / 2, vb, t, vf, size, black, "c")
                    else:
                        text(x1 - d.colgap / 2 - (0 if t.endswith((")", "%")) or t == DASH else
                                                  width(")", vf, size)), vb, t, vf, size, black, "r")
                    if d.detached_dollar(ri, ci):
                        text(x0 + d.colgap, vb, "$", vf, size)
                    if r.kind in ("subtotal", "total") and isinstance(d.value(ri, ci), (int, float)):
                        hline(x0 + d.colgap, x1 - 2, t0 + 0.6, 0.5)
                        if r.kind == "total" and st in ("leader", "booktabs", "boxed", "ledger"):
                            hline(x0 + d.colgap, x1 - 2, t1 - 0.2, 0.5)
                            if st == "leader":
                                hline(x0 + d.colgap, x1 - 2, t1 + 1.4, 0.5)
            if st == "grid":
                cv.setLineWidth(0.4)
                cv.rect(L.x0, Y(t1), L.lw, h, stroke=1, fill=0)
                for ci in range(d.ncols()):
                    x0, x1 = L.colx[ci]
                    cv.rect(x0, Y(t1), x1 - x0, h, stroke=1, fill=0)
            if st == "ledger":
                hline(L.x0, L.x1, t1, 0.25, GREY)
            if st == "boxed":
                for (c0, c1, _t) in L.groups_at(0):
                    vline(L.colx[c0][0], t0, t1, 0.5)
            geo["rows"][ri] = dict(page=page, top=t0, bottom=t1, vtop=vtop, vbottom=vbot,
                                   label_x=(lx, L.x0 + L.lw), nlines=len(lines))
            y = t1
        if st in ("booktabs", "band", "zebra"):
            hline(L.x0, L.x1, y + 1, 1.0 if st == "booktabs" else 0.6)
        return y + 2

    def draw_footnotes(top):
        y = top + 8
        if not d.footnotes:
            return y
        for fnote in d.footnotes:
            for i, line in enumerate(wrap(fnote, L.fr, size - 1, L.avail - 12)):
                text(L.x0 + (0 if i == 0 else 12), y + size, line, L.fr, size - 1)
                y += (size - 1) * 1.25
            y += 2
        return y

    def frame(t0, t1):
        if d.style == "boxed":
            cv.setLineWidth(0.8)
            cv.rect(L.x0, Y(t1), L.x1 - L.x0, t1 - t0, stroke=1, fill=0)

    def page_no(n):
        text(L.W / 2, L.H - 24, str(n), L.fr, 8, GREY, "c")

    nrows = len(d.rows)
    pages = [list(range(nrows))] if d.split is None else [list(range(d.split)), list(range(d.split, nrows))]
    geo["pages"] = len(pages)
    geo["split"] = d.split
    for pi, rows in enumerate(pages):
        page = pi + 1
        top = title_block(page, cont=pi > 0)
        t_table = top
        if pi == 0 or d.repeat_header:
            top, _ = draw_header(page, top)
        y = draw_rows(page, top, rows)
        frame(t_table, y)
        if pi == len(pages) - 1:
            y = draw_footnotes(y)
        if y > L.H - 40:
            raise ValueError(f"{d.key}: page {page} overflows ({y:.0f} > {L.H - 40:.0f})")
        geo.setdefault("bottoms", {})[page] = y
        page_no(page)
        cv.showPage()
    cv.save()
    return buf.getvalue(), geo


def fits_one_page(d: Doc) -> bool:
    """Whether the whole table (with notes) fits on one page."""
    s = d.split
    d.split = None
    try:
        render(d)
        return True
    except ValueError as e:
        if "overflows" in str(e):
            return False
        raise
    finally:
        d.split = s


def fit_split(d: Doc, repeat_header: bool, before_last: bool = False) -> int:
    """Makes `d` a two-page table: page 1 holds as many body rows as fit (never ending on a section
    heading); `before_last` puts the break just before the last row instead. Returns the split."""
    if fits_one_page(d):
        raise ValueError(f"{d.key}: fits one page, cannot be a two-page table")
    d.repeat_header = repeat_header
    n = len(d.rows)
    best = None
    for s in range(n - 1, 0, -1):
        d.split = s
        try:
            render(d)
        except ValueError as e:
            if "page 1 overflows" in str(e):
                continue
            raise
        best = s
        break
    if best is None:
        raise ValueError(f"{d.key}: no split fits")
    if before_last:
        if best < n - 1:
            raise ValueError(f"{d.key}: page 1 cannot hold all rows but the last")
        best = n - 1
    while d.rows[best - 1].kind == "section":
        best -= 1
    d.split = best
    render(d)
    return best
