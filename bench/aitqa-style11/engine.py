"""Table model, number formatting, unit/scale rule and PDF renderer for bench/aitqa-style11.

(Copied from bench/aitqa-style10/engine.py, the set named as the model of file layout, and extended with two
styles: "boxed", a frame round the table with vertical rules between column groups and a tinted header, and
"leader", an unruled table with dotted leader lines from each label to its figures and a double rule under the
grand total.)

A Doc is one 10-K style table: a list of Col (each with a header *path*, top level first) and a list
of Row (label, indent level, kind, values by column key). render() draws it with reportlab on one or
two pages and returns the layout (where every row line, column and header cell was drawn), which
check.py compares with what pdfplumber reads back from the PDF.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from reportlab import rl_config

rl_config.invariant = 1          # no timestamps or random ids: byte-identical PDFs
from reportlab.lib.pagesizes import A4, letter, landscape  # noqa: E402
from reportlab.pdfbase import pdfmetrics  # noqa: E402
from reportlab.pdfbase.ttfonts import TTFont  # noqa: E402
from reportlab.pdfgen import canvas  # noqa: E402

NOSCALE = "noscale"              # explicit "this cell has no scale" (per-unit figures, counts)
DASH = "\u2014"

_DV = "/usr/share/fonts/truetype/dejavu/"
_LB = "/usr/share/fonts/truetype/liberation/"
FONTS = {  # family: (regular file, bold file)
    "DejaVuSans": (_DV + "DejaVuSans.ttf", _DV + "DejaVuSans-Bold.ttf"),
    "DejaVuSerif": (_DV + "DejaVuSerif.ttf", _DV + "DejaVuSerif-Bold.ttf"),
    "DejaVuSansCondensed": (_DV + "DejaVuSansCondensed.ttf", _DV + "DejaVuSansCondensed-Bold.ttf"),
    "LiberationSans": (_LB + "LiberationSans-Regular.ttf", _LB + "LiberationSans-Bold.ttf"),
    "LiberationSerif": (_LB + "LiberationSerif-Regular.ttf", _LB + "LiberationSerif-Bold.ttf"),
    "LiberationSansNarrow": (_LB + "LiberationSansNarrow-Regular.ttf", _LB + "LiberationSansNarrow-Bold.ttf"),
    "DejaVuSerifCondensed": (_DV + "DejaVuSerifCondensed.ttf", _DV + "DejaVuSerifCondensed-Bold.ttf"),
}
_registered = set()


def font(family, bold=False):
    name = family + ("-B" if bold else "")
    if name not in _registered:
        pdfmetrics.registerFont(TTFont(name, FONTS[family][1 if bold else 0]))
        _registered.add(name)
    return name


# ----------------------------------------------------------------------------- numbers
def fmt(v, dec=0, dollar=False, pct=False):
    """A number as a 10-K prints it: thousands commas, negatives in parentheses, '$' and '%'."""
    neg = v < 0
    s = f"{abs(v):,.{dec}f}"
    if neg:
        s = f"({s})"
    if dollar:
        s = "$" + s
    if pct:
        s += "%"
    return s


def parse(s: str):
    """The number a printed cell shows (None for text and blanks); '—' is 0."""
    t = s.strip()
    if t in (DASH, DASH + "%", "$" + DASH):
        return 0
    t = t.replace("$", "")
    m = re.fullmatch(r"(\()?([\d,]+(?:\.\d+)?)(\))?(%|x)?", t)
    if not m or bool(m.group(1)) != bool(m.group(3)):
        return None
    x = float(m.group(2).replace(",", ""))
    return -x if m.group(1) else x


def decimals(s: str) -> int:
    m = re.search(r"\.(\d+)", s)
    return len(m.group(1)) if m else 0


MARKER = re.compile(r"\s*(\([a-z0-9]\)|\*+)$")


def strip_marker(s: str) -> str:
    while MARKER.search(s):
        s = MARKER.sub("", s)
    return s


# ----------------------------------------------------------------------------- model
@dataclass
class Col:
    key: str
    path: tuple                    # header texts, top group first, leaf last
    dec: int = 0
    pct: bool = False              # cells are percentages (printed with '%' unless pctsign False)
    pctsign: bool = True
    money: bool | None = None      # None: inherit from the row / doc
    cents: bool = False
    scale: object = None           # None inherit, NOSCALE, or a number (1e3, 1e6)
    text: bool = False             # a text column (left aligned)
    minw: float = 0                # minimum width in pt (uneven widths)
    dollar: bool = True            # '$' on the first row and on totals when the cell is money
    suffix: str = ""               # printed after numbers (e.g. 'x')


@dataclass
class Row:
    label: str
    level: int = 0
    kind: str = "data"             # data | section | total | subtotal
    vals: dict = field(default_factory=dict)
    scale: object = None
    money: bool | None = None
    cents: bool = False
    pct: bool = False
    dec: object = None             # int, or {col key: int}
    dollar: bool | None = None     # force / forbid '$' on this row
    bold: bool = False
    section: object = None         # index of the enclosing section row (set by Doc.add)


@dataclass
class Doc:
    key: str
    company: str
    short: str
    heading2: str
    caption: str
    cols: list
    rows: list = field(default_factory=list)
    corner: str = ""
    subcaption: str = ""           # a scale note line under the caption
    notes: list = field(default_factory=list)
    style: str = "booktabs"        # booktabs | grid | zebra | borderless | band | unruled | ledger
    sep_dollar: bool = False       # the "$" of a money cell is set apart, at the left edge of its column
    family: str = "DejaVuSans"
    size: float = 8.5
    paper: str = "letter"
    orient: str = "portrait"
    money: bool = False            # table-wide default: cells are money
    scale: object = NOSCALE        # table-wide scale (the corner / subcaption note)
    label_max: float = 230
    label_min: float = 110
    full_width: bool = True
    split: int | None = None       # row index that starts page 2
    repeat_header: bool = True
    bold_sections: bool = False
    shade_sections: bool = False   # a light grey fill behind section heading rows
    _stack: list = field(default_factory=list)

    # -- building
    def add(self, label, vals=(), level=0, kind="data", **kw):
        if isinstance(vals, (list, tuple)):
            keys = [c.key for c in self.cols if not c.text] if kw.pop("numeric_only", True) else \
                [c.key for c in self.cols]
            keys = kw.pop("keys", keys)
            assert len(vals) <= len(keys), (self.key, label, vals)
            vals = dict(zip(keys, vals))
        r = Row(label=label, level=level, kind=kind, vals=dict(vals), **kw)
        while self._stack and self._stack[-1][0] >= level:
            self._stack.pop()
        r.section = self._stack[-1][1] if self._stack else None
        self.rows.append(r)
        if kind == "section":
            self._stack.append((level, len(self.rows) - 1))
        return r

    def col(self, key) -> Col:
        for c in self.cols:
            if c.key == key:
                return c
        raise KeyError((self.key, key))

    def sections(self, r):
        out, i = [], r.section
        while i is not None:
            out.append(self.rows[i])
            i = self.rows[i].section
        return out

    def find(self, label, section=None) -> Row:
        """the one non-section row with this label (marker stripped); section: one enclosing section label,
        or a tuple of them that must all enclose the row"""
        need = () if section is None else (section,) if isinstance(section, str) else tuple(section)
        hits = [r for r in self.rows if strip_marker(r.label) == label and r.kind != "section"
                and all(any(strip_marker(s.label) == n for s in self.sections(r)) for n in need)]
        if len(hits) != 1:
            raise KeyError(f"{self.key}: row {label!r} in {section!r}: {len(hits)} matches")
        return hits[0]

    def label_repeats(self, r) -> bool:
        return sum(1 for x in self.rows if strip_marker(x.label) == strip_marker(r.label)) > 1

    def leaf_repeats(self, c) -> bool:
        return sum(1 for x in self.cols if x.path[-1] == c.path[-1]) > 1

    # -- cells
    def is_pct(self, r, c):
        return c.pct or r.pct

    def is_cents(self, r, c):
        return c.cents or r.cents

    def is_money(self, r, c):
        if self.is_pct(r, c):
            return False
        if self.is_cents(r, c):
            return True
        for x in [r] + self.sections(r):
            if x.money is not None:
                return x.money
        if c.money is not None:
            return c.money
        return self.money

    def dec_of(self, r, c):
        if isinstance(r.dec, dict) and c.key in r.dec:
            return r.dec[c.key]
        if isinstance(r.dec, int):
            return r.dec
        return c.dec

    def first_numeric_row(self, c):
        for r in self.rows:
            v = r.vals.get(c.key)
            if isinstance(v, (int, float)) and r.kind != "section":
                return r
        return None

    def printed(self, r: Row, c: Col) -> str:
        v = r.vals.get(c.key)
        if v is None:
            return ""
        if isinstance(v, str):
            return v
        pct = self.is_pct(r, c)
        if v == 0:
            return DASH + ("%" if pct and c.pctsign else "")
        dollar = self.dollar_mark(r, c) and not self.sep_dollar
        return fmt(v, self.dec_of(r, c), dollar=dollar, pct=pct and c.pctsign) + c.suffix

    def dollar_mark(self, r: Row, c: Col) -> bool:
        """whether the cell carries a '$' (inside the cell, or set apart when sep_dollar)"""
        v = r.vals.get(c.key)
        if not isinstance(v, (int, float)) or v == 0 or isinstance(v, bool):
            return False
        money = self.is_money(r, c) and not self.is_cents(r, c)
        if not (money and c.dollar):
            return False
        if r.dollar is not None:
            return r.dollar
        return r.kind == "total" or self.first_numeric_row(c) is r

    def unit_scale(self, r: Row, c: Col):
        """(unit, scale) of a cell's gold: % -> ('%', 1); cents -> ('USD', 0.01); else USD when money,
        and the nearest stated scale: the row label, its sections, the column, the table note."""
        if self.is_pct(r, c):
            return "%", 1
        if self.is_cents(r, c):
            return "USD", 0.01
        unit = "USD" if self.is_money(r, c) else None
        for x in [r] + self.sections(r) + [c]:
            if x.scale is not None:
                s = x.scale
                break
        else:
            s = self.scale
        return unit, (None if s == NOSCALE else s)

    # -- geometry helpers
    def nhead(self):
        return max(len(c.path) for c in self.cols)

    def pagesize(self):
        ps = A4 if self.paper == "a4" else letter
        return landscape(ps) if self.orient == "landscape" else ps

    def header_cells(self):
        """[(level_top, level_bottom, first col index, last col index, text)]; a leaf spans down."""
        n, cells = self.nhead(), []
        for lev in range(n):
            i = 0
            while i < len(self.cols):
                p = self.cols[i].path
                if lev >= len(p):
                    i += 1
                    continue
                if lev == len(p) - 1:          # the leaf: spans down to the bottom level
                    cells.append((lev, n - 1, i, i, p[lev]))
                    i += 1
                    continue
                j = i
                while j + 1 < len(self.cols) and len(self.cols[j + 1].path) > lev + 1 and \
                        self.cols[j + 1].path[:lev + 1] == p[:lev + 1]:
                    j += 1
                cells.append((lev, lev, i, j, p[lev]))
                i = j + 1
        return cells

    def pages(self):
        return 1 if self.split is None else 2


# ----------------------------------------------------------------------------- rendering
def _wrap(text, fname, size, width):
    words, lines, cur = text.split(), [], ""
    for w in words:
        t = (cur + " " + w).strip()
        if pdfmetrics.stringWidth(t, fname, size) <= width or not cur:
            cur = t
        else:
            lines.append(cur)
            cur = w
    if cur:
        lines.append(cur)
    return lines or [""]


STYLE = {
    "booktabs": dict(head_fill=None, zebra=None, grid=False),
    "grid": dict(head_fill=(0.90, 0.90, 0.90), zebra=None, grid=True),
    "zebra": dict(head_fill=(0.80, 0.85, 0.92), zebra=(0.94, 0.96, 0.99), grid=False),
    "borderless": dict(head_fill=None, zebra=None, grid=False),
    "band": dict(head_fill=(0.16, 0.25, 0.40), zebra=None, grid=False),
    "unruled": dict(head_fill=None, zebra=None, grid=False),
    "ledger": dict(head_fill=None, zebra=None, grid=False),
    "boxed": dict(head_fill=(0.91, 0.91, 0.84), zebra=None, grid=False),
    "leader": dict(head_fill=None, zebra=None, grid=False),
}


def render(doc: Doc, path: str):
    W, H = doc.pagesize()
    M = 48
    avail = W - 2 * M
    fs = doc.size
    reg, bold = font(doc.family), font(doc.family, True)
    lh = fs * 1.32
    pad = 4
    sw = lambda t, f=reg, s=fs: pdfmetrics.stringWidth(t, f, s)  # noqa: E731
    cols = doc.cols
    body = [[doc.printed(r, c) for c in cols] for r in doc.rows]

    # column widths: widest cell, the leaf header's longest word, a stated minimum
    widths = []
    for j, c in enumerate(cols):
        w = max([sw(body[i][j]) for i in range(len(doc.rows))] + [0])
        hw = max(sw(x, bold if doc.style in ("zebra", "band", "grid") else reg) for x in c.path[-1].split())
        if doc.sep_dollar and any(doc.dollar_mark(r, c) for r in doc.rows):
            w += sw("$") + 6
        widths.append(max(w, hw, c.minw, 26) + 2 * pad)
    # group headers wider than their columns widen the columns evenly
    for (lt, lb, a, b, text) in doc.header_cells():
        if a != b:
            need = max(sw(x) for x in text.split()) + 2 * pad
            have = sum(widths[a:b + 1])
            if have < need:
                for k in range(a, b + 1):
                    widths[k] += (need - have) / (b - a + 1)
    label_nat = max(sw(r.label, bold if (r.bold or (r.kind == "section" and doc.bold_sections)) else reg)
                    + 10 * r.level for r in doc.rows) + 2 * pad
    rest = avail - sum(widths)
    label_w = min(max(label_nat, doc.label_min), doc.label_max, rest)
    if label_w < min(label_nat, doc.label_min):
        raise ValueError(f"{doc.key}: label column {label_w:.0f} pt < {doc.label_min}")
    if doc.full_width and rest > label_w:      # spread the spare width over the value columns
        extra = min(rest - label_w, 0.6 * sum(widths))
        tot = sum(widths)
        widths = [w + extra * w / tot for w in widths]
    x0 = M
    xs = [x0 + label_w]
    for w in widths:
        xs.append(xs[-1] + w)
    colx = [(xs[j], xs[j + 1]) for j in range(len(cols))]
    right = xs[-1]

    # header geometry
    n = doc.nhead()
    hcells = doc.header_cells()
    hfont = bold if doc.style in ("zebra", "grid", "band") else reg
    hcolor = (1, 1, 1) if doc.style == "band" else (0, 0, 0)
    wrapped = {}
    lev_h = [0.0] * n
    for cell in hcells:
        lt, lb, a, b, text = cell
        lines = _wrap(text, hfont, fs, colx[b][1] - colx[a][0] - 2 * pad)
        wrapped[cell] = lines
        if lt == lb:
            lev_h[lt] = max(lev_h[lt], len(lines) * lh + 4)
    for cell in hcells:
        lt, lb, a, b, text = cell
        need = len(wrapped[cell]) * lh + 4
        have = sum(lev_h[lt:lb + 1])
        if need > have:
            lev_h[lb] += need - have
    corner_lines = _wrap(doc.corner, reg, fs, label_w - pad) if doc.corner else []
    head_h = max(sum(lev_h), len(corner_lines) * lh + 4)
    if head_h > sum(lev_h):
        lev_h[-1] += head_h - sum(lev_h)

    c = canvas.Canvas(path, pagesize=(W, H), invariant=1, pageCompression=1)
    c.setTitle(f"{doc.company} - {doc.caption}")
    c.setAuthor("aitqa-style11")
    c.setCreator("aitqa-style11")
    c.setSubject("")
    st = STYLE[doc.style]
    layout = {"pages": doc.pages(), "rows": [], "cols": colx, "label_x": (x0, x0 + label_w), "headers": [],
              "size": fs, "H": H}

    def text(x, y, s, f=reg, size=fs, color=(0, 0, 0), align="left"):
        c.setFillColorRGB(*color)
        c.setFont(f, size)
        if align == "right":
            c.drawRightString(x, H - y, s)
        elif align == "center":
            c.drawCentredString(x, H - y, s)
        else:
            c.drawString(x, H - y, s)

    def hline(y, a, b, wdt=0.6):
        c.setLineWidth(wdt)
        c.setStrokeColorRGB(0, 0, 0)
        c.line(a, H - y, b, H - y)

    def vline(x, a, b, wdt=0.5):
        c.setLineWidth(wdt)
        c.setStrokeColorRGB(0, 0, 0)
        c.line(x, H - a, x, H - b)

    def group_edges():
        """x positions where a new top-level column group starts (boxed style)"""
        xs_ = [xs[0]]
        for j in range(1, len(cols)):
            if len(cols[j].path) == 1 or len(cols[j - 1].path) == 1 or cols[j].path[0] != cols[j - 1].path[0]:
                xs_.append(colx[j][0])
        return xs_

    def close_frame(top, bottom):
        if doc.style != "boxed":
            return
        c.setLineWidth(0.8)
        c.setStrokeColorRGB(0, 0, 0)
        c.rect(x0, H - bottom, right - x0, bottom - top, stroke=1, fill=0)
        for xx in group_edges():
            vline(xx, top, bottom, 0.4)

    def leader(xa, xb, yb):
        if xb - xa < 6:
            return
        c.setStrokeColorRGB(0.35, 0.35, 0.35)
        c.setLineWidth(0.7)
        c.setDash([0.7, 2.6])
        c.line(xa, H - yb, xb, H - yb)
        c.setDash([])

    def page_top(pageno):
        y = M + 4
        if pageno == 1:
            text(M, y, f"{doc.company}", bold, 12)
            y += 15
            for ln in _wrap(doc.heading2, reg, 8.5, W - 2 * M):
                text(M, y, ln, reg, 8.5, (0.35, 0.35, 0.35))
                y += 11
            y += 11
            text((x0 + right) / 2, y, doc.caption, bold, fs + 1.5, align="center")
            y += fs + 6
            if doc.subcaption:
                text((x0 + right) / 2, y, doc.subcaption, reg, fs, align="center")
                y += fs + 6
        else:
            text(M, y, f"{doc.company}", bold, 10)
            y += 14
            text(M, y, f"{doc.caption} (continued)", reg, fs, (0.35, 0.35, 0.35))
            y += fs + 10
        return y

    def draw_header(y, pageno):
        top = y
        if st["head_fill"]:
            c.setFillColorRGB(*st["head_fill"])
            c.rect(x0, H - (top + sum(lev_h)), right - x0, sum(lev_h), stroke=0, fill=1)
        if doc.style == "booktabs":
            hline(top, x0, right, 1.2)
        if doc.style == "grid":
            hline(top, x0, right, 0.6)
        if doc.style == "ledger":
            hline(top, x0, right, 0.6)
            hline(top + 2, x0, right, 0.6)
        if doc.style == "leader":
            hline(top, x0, right, 0.4)
        lev_y = [top]
        for h in lev_h:
            lev_y.append(lev_y[-1] + h)
        for cell in hcells:
            lt, lb, a, b, t = cell
            ca, cb = colx[a][0], colx[b][1]
            lines = wrapped[cell]
            ytop, ybot = lev_y[lt], lev_y[lb + 1]
            base = ybot - 4 - (len(lines) - 1) * lh - 0.22 * fs
            for k, ln in enumerate(lines):
                text((ca + cb) / 2, base + k * lh, ln, hfont, color=hcolor, align="center")
            layout["headers"].append(dict(page=pageno, x0=ca, x1=cb, top=ytop, bottom=ybot, text=t,
                                          cols=[cc.key for cc in cols[a:b + 1]]))
            if a != b and doc.style == "band":      # a light rule under a spanning group
                c.setStrokeColorRGB(1, 1, 1)
                c.setLineWidth(0.6)
                c.line(ca + 3, H - (ybot - 1.5), cb - 3, H - (ybot - 1.5))
            elif a != b and doc.style not in ("grid", "unruled", "boxed"):      # a rule under a spanning group
                hline(ybot - 1.5, ca + 3, cb - 3, 0.6)
            if doc.style == "grid":
                hline(ybot, ca, cb, 0.5)
                vline(ca, ytop, ybot)
                vline(cb, ytop, ybot)
            if doc.style == "boxed" and a != b:
                hline(ybot, ca, cb, 0.4)
        for k, ln in enumerate(corner_lines):
            text(x0 + 2, lev_y[-1] - 4 - (len(corner_lines) - 1 - k) * lh - 0.22 * fs, ln, reg, color=hcolor)
        bottom = lev_y[-1]
        if doc.style == "grid":
            vline(x0, top, bottom)
        if doc.style == "ledger":
            hline(bottom - 2, x0, right, 0.6)
        if doc.style != "unruled":
            hline(bottom, x0, right, 0.8 if doc.style != "borderless" else 0.4)
        return bottom

    pageno = 1
    y = page_top(1)
    frame_top = y
    y = draw_header(y, 1)
    table_top = {1: y}
    y += 3
    zebra_i = 0
    for i, r in enumerate(doc.rows):
        if doc.split is not None and i == doc.split:
            if doc.style == "booktabs":
                hline(y + 1, x0, right, 1.2)
            close_frame(frame_top, y + 1)
            c.showPage()
            pageno = 2
            y = page_top(2)
            frame_top = y
            if doc.repeat_header:
                y = draw_header(y, 2)
            elif doc.style != "unruled":
                hline(y, x0, right, 0.4)
            table_top[2] = y
            y += 3
        ind = 10 * r.level
        rb = r.bold or (r.kind == "section" and doc.bold_sections)
        lf = bold if rb else reg
        lines = _wrap(r.label, lf, fs, label_w - ind - pad - 2)
        if len(lines) > 1:      # hanging continuation lines
            lines = [lines[0]] + _wrap(" ".join(lines[1:]), lf, fs, label_w - ind - pad - 10)
        h = len(lines) * lh
        if doc.shade_sections and r.kind == "section":
            c.setFillColorRGB(0.91, 0.91, 0.91)
            c.rect(x0, H - (y + h), right - x0, h, stroke=0, fill=1)
        if st["zebra"] and r.kind != "section":
            if zebra_i % 2 == 1:
                c.setFillColorRGB(*st["zebra"])
                c.rect(x0, H - (y + h), right - x0, h, stroke=0, fill=1)
            zebra_i += 1
        if r.kind in ("total", "subtotal") and doc.style in ("booktabs", "borderless", "zebra", "band", "leader"):
            for j, cc in enumerate(cols):
                if not cc.text and body[i][j]:
                    hline(y - 0.5, colx[j][0] + 6, colx[j][1] - 2, 0.5)
        base = y + lh * 0.78
        for k, ln in enumerate(lines):
            text(x0 + 2 + ind + (8 if k else 0), base + k * lh, ln, lf)
        last = base + (len(lines) - 1) * lh
        if doc.style == "leader" and r.kind != "section":
            firstj = next((j for j, cc in enumerate(cols) if body[i][j]), None)
            if firstj is not None:
                lx = x0 + 2 + ind + (8 if len(lines) > 1 else 0) + sw(lines[-1], lf) + 3
                rx = colx[firstj][1] - pad - sw(body[i][firstj], bold if rb else reg) - 4
                if doc.sep_dollar and doc.dollar_mark(r, cols[firstj]):
                    rx = colx[firstj][0] + pad - 3
                leader(lx, rx, last + 0.5)
        if doc.style == "leader" and r.kind == "total":
            for j, cc in enumerate(cols):
                if not cc.text and body[i][j]:
                    hline(last + 3, colx[j][0] + 6, colx[j][1] - 2, 0.5)
                    hline(last + 4.6, colx[j][0] + 6, colx[j][1] - 2, 0.5)
        for j, cc in enumerate(cols):
            s = body[i][j]
            if not s:
                continue
            a, b = colx[j]
            if cc.text:
                text((a + b) / 2, last, s, reg, align="center")
            else:
                text(b - pad, last, s, bold if rb else reg, align="right")
                if doc.sep_dollar and doc.dollar_mark(r, cc):
                    text(a + pad, last, "$", bold if rb else reg)
        layout["rows"].append(dict(page=pageno, baseline=last, label_last=lines[-1], top=y, bottom=y + h))
        if doc.style == "ledger":
            c.setStrokeColorRGB(0.6, 0.6, 0.6)
            c.setLineWidth(0.25)
            c.line(x0, H - (y + h), right, H - (y + h))
        if doc.style == "grid":
            hline(y + h, x0, right, 0.3)
            for xx in [x0] + [b for (a, b) in colx]:
                vline(xx, y, y + h, 0.3)
        y += h
        if y > H - 36:
            raise ValueError(f"{doc.key}: row {i} ({r.label!r}) runs off page {pageno}")
    close_frame(frame_top, y + 1)
    if doc.style == "booktabs":
        hline(y + 1, x0, right, 1.2)
    elif doc.style == "borderless":
        hline(y + 1, x0, right, 0.4)
    elif doc.style in ("zebra", "band", "ledger"):
        hline(y + 1, x0, right, 0.8)
    y += 12
    for note in doc.notes:
        for k, ln in enumerate(_wrap(note, reg, fs - 1.5, right - x0 - 10)):
            text(x0 + (10 if k else 0), y, ln, reg, fs - 1.5)
            y += (fs - 1.5) * 1.3
        y += 1
    if y > H - 30:
        raise ValueError(f"{doc.key}: page {pageno} overflows ({y:.0f} > {H - 30:.0f})")
    c.showPage()
    c.save()
    layout["table_top"] = table_top
    return layout
