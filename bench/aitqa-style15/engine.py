"""bench/aitqa-style15: the table model and the reportlab renderer (adapted from aitqa-style14).

Model
    Col(key, path, ...)   a value column; path is its header path, top group first. A path shorter than
                          the deepest one in the table has its last element span down to the bottom row.
    Row(label, vals, level, kind)   kind: "section" (a heading row, no figures), "data", "subtotal", "total".
    Doc                   one table: its columns, rows, style, font, paper, notes and scales.

Printing conventions
    thousands separators; negatives in parentheses ("(1,234)", "$(12.5)", "(3.2)%"); NIL ("\u2014") for a nil
    amount; "$" on the first figure of a money column, on "total" rows and on rows marked dollar=True (never on a
    column or row marked sign=False, e.g. amounts in cents). In a table with sep_dollar=True the "$" stands apart at
    the left edge of the column. A percentage column keeps its own decimals whatever the row's.

render(doc, path) writes the PDF (rl_config.invariant = 1, fixed metadata, system TTFs, so the bytes are the
same on every run) and returns the position of every row, value column and header box, for check.py.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

import reportlab
from reportlab import rl_config
from reportlab.lib.colors import Color, white, black
from reportlab.lib.pagesizes import A4, letter, landscape
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen import canvas

rl_config.invariant = 1

NIL = "\u2014"
NOSCALE = "noscale"          # a column or row whose figures carry no scale although the table states one
MARKER = re.compile(r"\s\([a-h]\)(?=$|:|\s|,)")

DV = "/usr/share/fonts/truetype/dejavu/"
RL = str(Path(reportlab.__file__).resolve().parent / "fonts") + "/"
FONTS = {  # family: (regular, bold): a TTF file (embedded), or the name of a standard PDF font (not embedded)
    "DejaVuSans": (DV + "DejaVuSans.ttf", DV + "DejaVuSans-Bold.ttf"),
    "DejaVuSerif": (DV + "DejaVuSerif.ttf", DV + "DejaVuSerif-Bold.ttf"),
    "DejaVuSansCondensed": (DV + "DejaVuSansCondensed.ttf", DV + "DejaVuSansCondensed-Bold.ttf"),
    "DejaVuSerifCondensed": (DV + "DejaVuSerifCondensed.ttf", DV + "DejaVuSerifCondensed-Bold.ttf"),
    "Vera": (RL + "Vera.ttf", RL + "VeraBd.ttf"),           # Bitstream Vera, shipped with reportlab
    "Helvetica": ("Helvetica", "Helvetica-Bold"),           # standard PDF fonts
    "Times": ("Times-Roman", "Times-Bold"),
}
_registered = set()


def font(family, bold=False):
    f = FONTS[family][1 if bold else 0]
    if not f.endswith(".ttf"):
        return f
    name = family + ("-B" if bold else "")
    if name not in _registered:
        pdfmetrics.registerFont(TTFont(name, f))
        _registered.add(name)
    return name


def strip_marker(s):
    return MARKER.sub("", s).strip()


def fmt(v, dec=0, pct=False, pctsign=True, dollar=False):
    """a number as printed"""
    if v is None:
        return ""
    if v == NIL:
        return NIL
    neg = v < 0
    s = f"{abs(v):,.{dec}f}"
    if neg:
        s = f"({s})"
    if dollar:
        s = "$" + s
    if pct and pctsign:
        s += "%"
    return s


def parse(s):
    """the number a printed cell shows (None for text, blank or nil)"""
    if not isinstance(s, str):
        return s
    t = s.strip().replace("$", "").replace("%", "").replace(",", "").strip()
    neg = t.startswith("(") and t.endswith(")")
    if neg:
        t = t[1:-1]
    if not re.fullmatch(r"\d+(\.\d+)?", t):
        return None
    x = float(t) if "." in t else int(t)
    return -x if neg else x


@dataclass
class Col:
    key: str
    path: tuple
    money: bool | None = None      # None: the table's default
    dec: int = 0
    scale: object = None           # None: inherit the table's; NOSCALE: none; else a number
    pct: bool = False
    pctsign: bool = True
    minw: float = 0
    text: bool = False             # a text column (centred)
    sign: bool = True              # False: a money column printed without "$" (e.g. cents)


@dataclass
class Row:
    label: str
    vals: dict
    level: int = 0
    kind: str = "data"
    dollar: bool = False
    pct: bool | None = None        # row-level override: a percentage row
    dec: int | None = None
    money: bool | None = None
    scale: object = None
    sign: bool = True              # False: a money row printed without "$" (e.g. cents)


@dataclass
class Doc:
    key: str
    company: str
    short: str
    heading2: str
    caption: str
    cols: list
    style: str = "booktabs"
    family: str = "DejaVuSans"
    size: float = 9
    paper: str = "letter"
    orient: str = "portrait"
    corner: str = ""
    subcaption: str = ""
    notes: list = field(default_factory=list)
    money: bool = False
    scale: object = None
    sep_dollar: bool = False
    repeat_header: bool = True
    lead: float = 1.6
    split: int | None = None
    rows: list = field(default_factory=list)

    # ------------------------------------------------------------------ model
    def add(self, label, vals=None, level=0, kind="data", **kw):
        r = Row(label, dict(vals or {}), level, kind, **kw)
        self.rows.append(r)
        return r

    def col(self, key):
        hits = [c for c in self.cols if c.key == key]
        assert len(hits) == 1, (self.key, key)
        return hits[0]

    def nhead(self):
        return max(len(c.path) for c in self.cols)

    def pages(self):
        return 1 if self.split is None else 2

    def sections(self, r):
        """the enclosing section rows, outermost first"""
        i = self.rows.index(r)
        cur, out = r.level, []
        for x in reversed(self.rows[:i]):
            if x.level < cur:
                if x.kind != "section":
                    break
                out.append(x)
                cur = x.level
            if cur == 0:
                break
        return out[::-1]

    def label_repeats(self, r):
        s = strip_marker(r.label)
        return sum(1 for x in self.rows if x.kind != "section" and strip_marker(x.label) == s) > 1

    def leaf_repeats(self, c):
        return sum(1 for x in self.cols if strip_marker(x.path[-1]) == strip_marker(c.path[-1])) > 1

    def is_pct(self, r, c):
        return r.pct if r.pct is not None else c.pct

    def is_money(self, r, c):
        if self.is_pct(r, c) or c.text:
            return False
        if r.money is not None:
            return r.money
        return c.money if c.money is not None else self.money

    def dec(self, r, c):
        if c.pct and r.pct is None:          # a percentage column keeps its own decimals
            return c.dec
        return r.dec if r.dec is not None else c.dec

    def dollar_mark(self, r, c):
        v = r.vals.get(c.key)
        if not self.is_money(r, c) or not isinstance(v, (int, float)) or isinstance(v, bool):
            return False
        if not (r.sign and c.sign):
            return False
        if r.kind == "total" or r.dollar:
            return True
        first = next((x for x in self.rows if isinstance(x.vals.get(c.key), (int, float))
                      and self.is_money(x, c) and x.sign), None)
        return first is r

    def printed(self, r, c):
        """the cell as printed (without the separate '$' of a sep_dollar table)"""
        v = r.vals.get(c.key)
        if v is None:
            return ""
        if isinstance(v, str):
            return v
        dollar = self.dollar_mark(r, c) and not self.sep_dollar
        return fmt(v, self.dec(r, c), pct=self.is_pct(r, c), pctsign=c.pctsign, dollar=dollar)

    def unit_scale(self, r, c):
        v = r.vals.get(c.key)
        if isinstance(v, str) or v is None:
            return None, None
        if self.is_pct(r, c):
            return "%", 1
        unit = "USD" if self.is_money(r, c) else None
        for s in (r.scale, c.scale, self.scale):
            if s is not None:
                return unit, (None if s == NOSCALE else s)
        return unit, None


# ====================================================================== layout
PAD = 4.0
MARGIN = 40.0
GREY = Color(0.42, 0.42, 0.42)
STYLES = ("grid", "booktabs", "zebra", "band", "unruled", "ledger", "leader", "boxed", "borderless")


def sw(text, fam, size, bold=False):
    return pdfmetrics.stringWidth(text, font(fam, bold), size)


def wrap(text, fam, size, width, bold=False):
    words, lines, cur = text.split(), [], ""
    for w in words:
        t = (cur + " " + w).strip()
        if cur and sw(t, fam, size, bold) > width:
            lines.append(cur)
            cur = w
        else:
            cur = t
    if cur:
        lines.append(cur)
    return lines or [""]


def pagesize(doc):
    base = A4 if doc.paper == "a4" else letter
    return landscape(base) if doc.orient == "landscape" else base


class Geometry:
    """column widths, header cells and heights of one Doc"""

    def __init__(self, doc):
        self.doc = d = doc
        f, s = d.family, d.size
        self.W, self.H = pagesize(d)
        self.lh = s * 1.22
        self.rh = s * d.lead
        self.indent = s * 1.15
        # label column
        lw = 0
        for r in d.rows:
            bold = r.kind in ("section", "total") or (r.kind == "subtotal" and d.style in ("band", "ledger", "boxed"))
            lw = max(lw, sw(r.label, f, s, bold) + r.level * self.indent)
        self.label_w = lw + 2 * PAD + 6
        # value columns
        self.dollar_w = sw("$", f, s, True) + 5 if d.sep_dollar else 0
        widths = []
        for c in d.cols:
            w = 0
            for r in d.rows:
                p = d.printed(r, c)
                if p:
                    extra = self.dollar_w if (d.sep_dollar and d.is_money(r, c)) else 0
                    w = max(w, sw(p, f, s, True) + extra)
            leaf = c.path[-1]
            longest = max(sw(x, f, s, True) for x in leaf.split())
            w = max(w, longest, c.minw - 2 * PAD) + 2 * PAD
            while len(wrap(leaf, f, s, w - 2 * PAD, True)) > 3:
                w += 4
            widths.append(w)
        self.widths = widths
        self.depth = D = d.nhead()
        # header cells: (level_from, level_to, col_from, col_to, text)
        cells = []
        for i in range(D):
            j = 0
            while j < len(d.cols):
                p = d.cols[j].path
                k = len(p)
                if k == D or i < k - 1:
                    if i >= k:
                        j += 1
                        continue
                    key = p[:i + 1]
                    j2 = j
                    while j2 + 1 < len(d.cols) and tuple(d.cols[j2 + 1].path[:i + 1]) == tuple(key) and \
                            (len(d.cols[j2 + 1].path) == D or i < len(d.cols[j2 + 1].path) - 1):
                        j2 += 1
                    cells.append([i, i, j, j2, p[i]])
                    j = j2 + 1
                else:
                    if i == k - 1:
                        cells.append([i, D - 1, j, j, p[-1]])
                    j += 1
        # widen columns where a group heading's longest word does not fit its span
        for (a, b, j0, j1, text) in cells:
            span = sum(self.widths[j0:j1 + 1])
            longest = max(sw(x, f, s, True) for x in text.split()) + 2 * PAD
            if longest > span:
                self.widths[j1] += longest - span
        self.cells = []
        for (a, b, j0, j1, text) in cells:
            span = sum(self.widths[j0:j1 + 1])
            lines = wrap(text, f, s, span - 2 * PAD, True)
            self.cells.append(dict(lf=a, lt=b, j0=j0, j1=j1, text=text, lines=lines))
        # level heights
        hts = [self.lh + 4] * D
        for c in self.cells:
            if c["lf"] == c["lt"]:
                hts[c["lf"]] = max(hts[c["lf"]], len(c["lines"]) * self.lh + 5)
        for c in self.cells:
            if c["lf"] != c["lt"]:
                need = len(c["lines"]) * self.lh + 5
                have = sum(hts[c["lf"]:c["lt"] + 1])
                if need > have:
                    hts[c["lt"]] += need - have
        if d.corner:
            corner_lines = wrap(d.corner, f, s, self.label_w - 2 * PAD)
            need = len(corner_lines) * self.lh + 5
            if need > sum(hts):
                hts[-1] += need - sum(hts)
            self.corner_lines = corner_lines
        else:
            self.corner_lines = []
        self.hts = hts
        self.head_h = sum(hts)
        self.table_w = self.label_w + sum(self.widths)
        self.x0 = MARGIN
        avail = self.W - 2 * MARGIN
        assert self.table_w <= avail + 0.01, (d.key, "table too wide", round(self.table_w), round(avail))
        xs, x = [], self.x0 + self.label_w
        for w in self.widths:
            xs.append((x, x + w))
            x += w
        self.xs = xs

    # title block height on page 1 / page 2
    def title_lines(self, page):
        d, f, s = self.doc, self.doc.family, self.doc.size
        avail = self.W - 2 * MARGIN
        out = [(d.company, s + 5, True, black)]
        if page == 1:
            out += [(x, s, False, GREY) for x in wrap(d.heading2, f, s, avail)]
            out += [(x, s + 2, True, black) for x in wrap(d.caption, f, s + 2, avail, True)]
            if d.subcaption:
                out += [(x, s, False, black) for x in wrap(d.subcaption, f, s, avail)]
        else:
            out += [(x, s + 2, True, black) for x in wrap(d.caption + " (continued)", f, s + 2, avail, True)]
        return out

    def title_h(self, page):
        return sum(sz * 1.35 for _, sz, _, _ in self.title_lines(page)) + 8

    def notes_lines(self):
        d = self.doc
        s = d.size - 1.5
        out = []
        for n in d.notes:
            out += wrap(n, d.family, s, self.W - 2 * MARGIN)
        return out

    def notes_h(self):
        return (len(self.notes_lines()) * (self.doc.size - 1.5) * 1.3 + 10) if self.doc.notes else 0

    def capacity(self, page=1, with_notes=False, header=True):
        """how many body rows fit on a page"""
        room = self.H - 2 * MARGIN - self.title_h(page) - (self.head_h if header else 0) - 6
        if with_notes:
            room -= self.notes_h()
        return int(room // self.rh)


def fit_split(doc):
    """None if the table fits one page; else the number of rows on page 1 (a section heading is never left
    alone at the foot of page 1)"""
    g = Geometry(doc)
    n = len(doc.rows)
    if n <= g.capacity(1, with_notes=True):
        return None
    k = g.capacity(1)
    while doc.rows[k - 1].kind == "section":
        k -= 1
    return k


# ====================================================================== drawing
def render(doc, path):
    g = Geometry(doc)
    d, f, s = doc, doc.family, doc.size
    assert d.style in STYLES, d.style
    W, H = g.W, g.H
    c = canvas.Canvas(path, pagesize=(W, H), invariant=1, pageCompression=0)
    c.setAuthor("aitqa-style15")
    c.setTitle(f"{d.company} \u2014 {d.caption}")
    c.setSubject(d.heading2)
    c.setCreator("aitqa-style15 make_docs.py")
    c.setProducer("ReportLab")
    layout = {"rows": [None] * len(d.rows), "cols": g.xs, "label_x": (g.x0, g.x0 + g.label_w), "headers": []}
    parts = [(1, 0, len(d.rows) if d.split is None else d.split)]
    if d.split is not None:
        assert 0 < d.split < len(d.rows)
        parts.append((2, d.split, len(d.rows)))
    tx0, tx1 = g.x0, g.x0 + g.table_w
    shade = Color(0.90, 0.92, 0.95)
    light = Color(0.95, 0.95, 0.95)
    dark = Color(0.13, 0.22, 0.36)
    tint = Color(0.86, 0.89, 0.86)

    def Y(top):                          # top-down -> reportlab y
        return H - top

    def hline(y, xa, xb, w=0.5, col=black, dash=None):
        c.setStrokeColor(col)
        c.setLineWidth(w)
        if dash:
            c.setDash(*dash)
        c.line(xa, Y(y), xb, Y(y))
        if dash:
            c.setDash()

    def vline(x, ya, yb, w=0.5, col=black):
        c.setStrokeColor(col)
        c.setLineWidth(w)
        c.line(x, Y(ya), x, Y(yb))

    def rect(xa, ya, xb, yb, fill):
        c.setFillColor(fill)
        c.rect(xa, Y(yb), xb - xa, yb - ya, stroke=0, fill=1)
        c.setFillColor(black)

    def text(x, top_base, t, bold=False, size=s, col=black, align="left"):
        c.setFillColor(col)
        c.setFont(font(f, bold), size)
        if align == "left":
            c.drawString(x, Y(top_base), t)
        elif align == "right":
            c.drawRightString(x, Y(top_base), t)
        else:
            c.drawCentredString(x, Y(top_base), t)
        c.setFillColor(black)

    for page, i0, i1 in parts:
        if page == 2:
            c.showPage()
        # title block
        y = MARGIN
        for t, sz, bold, col in g.title_lines(page):
            y += sz * 1.35
            text(g.x0, y - sz * 0.3, t, bold, sz, col)
        y += 8
        top = y
        show_head = page == 1 or d.repeat_header
        # ---------------------------------------------------------------- header
        if show_head:
            hb = top + g.head_h
            level_top = [top + sum(g.hts[:i]) for i in range(g.depth)] + [hb]
            if d.style == "band":
                rect(tx0, top, tx1, hb, dark)
            elif d.style == "boxed":
                rect(tx0, top, tx1, hb, tint)
            elif d.style == "zebra":
                rect(tx0, top, tx1, hb, light)
            hcol = white if d.style == "band" else black
            if d.style in ("booktabs", "leader"):
                hline(top, tx0, tx1, 1.2)
            if d.style == "ledger":
                hline(top, tx0, tx1, 0.8)
            for cell in g.cells:
                xa, xb = g.xs[cell["j0"]][0], g.xs[cell["j1"]][1]
                ya, yb = level_top[cell["lf"]], level_top[cell["lt"] + 1]
                n = len(cell["lines"])
                ty = yb - 4 - (n - 1) * g.lh          # baseline of the first line, bottom-aligned block
                for k, ln in enumerate(cell["lines"]):
                    text((xa + xb) / 2, ty + k * g.lh, ln, True, s, hcol, "center")
                layout["headers"].append(dict(page=page, text=cell["text"],
                                              cols=[x.key for x in d.cols[cell["j0"]:cell["j1"] + 1]],
                                              x0=xa, x1=xb, top=ya, bottom=yb))
                grouped = cell["lt"] < g.depth - 1
                if d.style == "grid":
                    c.setStrokeColor(black)
                    c.setLineWidth(0.5)
                    c.rect(xa, Y(yb), xb - xa, yb - ya, stroke=1, fill=0)
                elif grouped and d.style in ("booktabs", "borderless", "leader", "zebra", "ledger"):
                    hline(yb - 1.2, xa + 3, xb - 3, 0.6)
                elif grouped and d.style == "band":
                    hline(yb - 1.2, xa + 3, xb - 3, 0.6, white)
                elif grouped and d.style == "boxed":
                    hline(yb - 1.2, xa + 2, xb - 2, 0.5)
            if g.corner_lines:
                n = len(g.corner_lines)
                for k, ln in enumerate(g.corner_lines):
                    text(g.x0 + PAD, hb - 4 - (n - 1 - k) * g.lh, ln, False, s, hcol)
            if d.style == "grid":
                c.setStrokeColor(black)
                c.setLineWidth(0.5)
                c.rect(tx0, Y(hb), g.label_w, hb - top, stroke=1, fill=0)
            elif d.style in ("booktabs", "leader", "zebra", "boxed"):
                hline(hb, tx0, tx1, 0.6)
            elif d.style == "ledger":
                hline(hb, tx0, tx1, 0.6)
                hline(hb + 2, tx0, tx1, 0.6)
            body_top = hb + (3 if d.style == "ledger" else 1)
        else:
            body_top = top + 2
        # ---------------------------------------------------------------- body
        y = body_top
        zebra_k = 0
        for i in range(i0, i1):
            r = d.rows[i]
            ya, yb = y, y + g.rh
            base = yb - (g.rh - s * 0.72) / 2 - 0.5
            if d.style == "zebra" and r.kind != "section":
                if zebra_k % 2 == 1:
                    rect(tx0, ya, tx1, yb, shade)
                zebra_k += 1
            if d.style == "ledger" and r.kind == "section":
                rect(tx0, ya, tx1, yb, light)
            if d.style == "band" and r.kind == "total":
                rect(tx0, ya, tx1, yb, tint)
            bold = r.kind in ("section", "total") or (r.kind == "subtotal" and d.style in ("band", "ledger", "boxed"))
            lx = g.x0 + PAD + r.level * g.indent
            text(lx, base, r.label, bold)
            layout["rows"][i] = dict(page=page, baseline=base, top=ya, bottom=yb, label_last=r.label)
            first_x = None
            for j, col in enumerate(d.cols):
                p = d.printed(r, col)
                if not p:
                    continue
                xa, xb = g.xs[j]
                vb = r.kind == "total"
                if col.text or (isinstance(r.vals.get(col.key), str) and r.vals.get(col.key) != NIL):
                    text((xa + xb) / 2, base, p, vb, s, black, "center")
                    tw = sw(p, f, s, vb)
                    fx = (xa + xb) / 2 - tw / 2
                else:
                    text(xb - PAD, base, p, vb, s, black, "right")
                    fx = xb - PAD - sw(p, f, s, vb)
                    if d.sep_dollar and d.dollar_mark(r, col):
                        text(xa + PAD, base, "$", vb)
                        fx = xa + PAD
                first_x = fx if first_x is None else min(first_x, fx)
            if d.style == "leader" and r.kind != "section" and first_x is not None:
                lend = lx + sw(r.label, f, s, bold) + 3
                c.setFillColor(GREY)
                x = lend + 2
                while x < first_x - 4:
                    c.circle(x, Y(base) + 0.6, 0.35, stroke=0, fill=1)
                    x += 3.2
                c.setFillColor(black)
            # rules
            if d.style == "grid":
                hline(yb, tx0, tx1, 0.4)
            elif d.style == "ledger":
                hline(yb, tx0, tx1, 0.25, GREY)
            if r.kind in ("subtotal", "total") and d.style in ("booktabs", "zebra", "leader", "unruled", "boxed",
                                                               "band", "borderless"):
                for j, col in enumerate(d.cols):
                    if d.printed(r, col) and not col.text:
                        xa, xb = g.xs[j]
                        hline(ya + 0.5, xa + PAD, xb - PAD, 0.5)
                if r.kind == "total" and d.style in ("leader", "boxed", "unruled"):
                    for j, col in enumerate(d.cols):
                        if d.printed(r, col) and not col.text:
                            xa, xb = g.xs[j]
                            hline(yb - 0.5, xa + PAD, xb - PAD, 0.5)
                            hline(yb + 1.2, xa + PAD, xb - PAD, 0.5)
            y = yb
        body_bottom = y
        last = i1 == len(d.rows)
        if d.style == "grid":
            xs_v = [tx0, tx0 + g.label_w] + [b for _, b in g.xs]
            for x in xs_v:
                vline(x, body_top - 1, body_bottom, 0.4)
            hline(body_top - 1, tx0, tx1, 0.4)
        elif d.style == "boxed":
            frame_top = top if show_head else body_top
            c.setStrokeColor(black)
            c.setLineWidth(0.7)
            c.rect(tx0, Y(body_bottom), tx1 - tx0, body_bottom - frame_top, stroke=1, fill=0)
            # vertical rules after the label column and between top-level column groups
            vline(tx0 + g.label_w, frame_top, body_bottom, 0.5)
            for j in range(1, len(d.cols)):
                if d.cols[j].path[0] != d.cols[j - 1].path[0]:
                    vline(g.xs[j][0], frame_top, body_bottom, 0.5)
        elif d.style in ("booktabs", "leader", "band", "ledger", "zebra"):
            hline(body_bottom + 1, tx0, tx1, 1.2 if d.style in ("booktabs", "leader") else 0.6)
        # notes
        if last and d.notes:
            ns = s - 1.5
            y = body_bottom + 12
            for ln in g.notes_lines():
                y += ns * 1.3
                text(g.x0, y, ln, False, ns)
            assert y < H - MARGIN + 2, (d.key, "notes run off the page")
        assert body_bottom < H - MARGIN + 0.01, (d.key, page, "table runs off the page")
    c.showPage()
    c.save()
    return layout
