"""Page engine of bench/aitqa-style7: one table a PDF, drawn with the reportlab canvas.

A Doc holds columns (each with a header path, outermost group first) and rows (label, indent level,
kind, one value per column). render() lays the table out on one or more pages and records where every
row and column went (Doc.layout), so check.py can read the printed words back at those places with
pdfplumber. Output is byte-identical on every run (rl_config.invariant = 1, fixed metadata, the
system DejaVu TTFs).
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from reportlab import rl_config

rl_config.invariant = 1
from reportlab.lib import colors  # noqa: E402
from reportlab.lib.pagesizes import A4, landscape, letter  # noqa: E402
from reportlab.pdfbase import pdfmetrics  # noqa: E402
from reportlab.pdfbase.ttfonts import TTFont  # noqa: E402
from reportlab.pdfgen import canvas  # noqa: E402

DASH = "—"
NONE = "none"          # an explicit "no scale" (per-unit rows and columns)
FONTDIR = "/usr/share/fonts/truetype/dejavu/"
FONTS = {"Sans": ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf"),
         "Serif": ("DejaVuSerif.ttf", "DejaVuSerif-Bold.ttf"),
         "Cond": ("DejaVuSansCondensed.ttf", "DejaVuSansCondensed-Bold.ttf")}
for _fam, (_r, _b) in FONTS.items():
    pdfmetrics.registerFont(TTFont("A7" + _fam, FONTDIR + _r))
    pdfmetrics.registerFont(TTFont("A7" + _fam + "-B", FONTDIR + _b))

MARKER = re.compile(r"\s*\((?:[a-h]|\d)\)$|\s*\*+$")


def strip_marker(s: str) -> str:
    """A label or header without its footnote marker(s): 'Ohio River (a)' -> 'Ohio River'."""
    prev = None
    while prev != s:
        prev, s = s, MARKER.sub("", s)
    return s.strip()


def fmt(v, dec=0, dollar=False, pct=False):
    """A value as printed: 1,234 / $1,234.5 / (12) / $(0.31) / 4.5% / (2.6)% / — ; strings as is."""
    if v is None:
        return DASH
    if isinstance(v, str):
        return v
    neg = v < 0 and round(abs(v), dec) != 0
    s = f"{abs(v):,.{dec}f}"
    if neg:
        s = "(" + s + ")"
    if dollar:
        s = "$" + s
    if pct:
        s += "%"
    return s


def parse(s: str):
    """The number a printed cell shows (int when it has no decimals), or None."""
    t = s.replace("$", "").replace(",", "").replace("%", "").strip()
    neg = t.startswith("(") and t.endswith(")")
    t = t.strip("()")
    if not re.fullmatch(r"\d+(\.\d+)?", t):
        return None
    x = float(t) if "." in t else int(t)
    return -x if neg else x


@dataclass
class Col:
    key: str
    path: tuple                  # header texts, outermost first
    dec: int = 0
    money: bool | None = None    # holds money amounts (unit USD)
    pct: bool = False            # cells printed with %
    pctunit: bool = False        # percent values printed without % (header says so)
    scale: object = None         # 1e3 / 1e6 / 1e9 / NONE; None = use the doc's
    cents: bool = False          # values in cents (unit USD, scale 0.01)
    dollar: str = "filing"       # "filing": $ on first and total rows; "all"; "none"
    text: bool = False           # a text column (dates, names)
    minw: float = 0


@dataclass
class Row:
    label: str
    level: int = 0
    kind: str = "data"           # section / data / subtotal / total
    vals: dict = field(default_factory=dict)
    dec: int | None = None
    money: bool | None = None
    pct: bool = False
    pctunit: bool = False
    scale: object = None
    cents: bool = False
    dollar: bool | None = None   # force $ on / off for this row's money cells
    section: str | None = None   # the nearest section label above (set by Doc.add)
    sections: tuple = ()         # all enclosing section labels, outermost first


@dataclass
class Doc:
    key: str
    company: str
    short: str
    heading2: str
    caption: str
    cols: list
    style: str = "booktabs"      # booktabs / grid / zebra / borderless
    font: str = "Sans"
    paper: str = "Letter"
    orient: str = "portrait"
    corner: str = ""
    scale: object = None         # the table's stated scale (corner or caption)
    money: bool = False
    notes: list = field(default_factory=list)
    size: float = 8.5
    pages: int = 1
    repeat_header: bool = True
    bold_sections: bool = True
    label_max: float = 270
    rows: list = field(default_factory=list)
    layout: dict = field(default_factory=dict)

    # ------------------------------------------------------------------ building
    def add(self, label, vals=(), level=0, kind="data", **kw):
        if kind == "section":
            vals = [""] * len(self.cols) if not vals else vals
        vals = list(vals)
        if vals and len(vals) != len(self.cols):
            raise ValueError(f"{self.key}: row {label!r} has {len(vals)} values for {len(self.cols)} columns")
        r = Row(label=label, level=level, kind=kind, **kw)
        r.vals = {c.key: (vals[i] if vals else "") for i, c in enumerate(self.cols)}
        # enclosing sections: the nearest section row above at each lower level
        secs = []
        for prev in reversed(self.rows):
            if prev.kind == "section" and prev.level < (secs[0][0] if secs else level):
                secs.insert(0, (prev.level, prev.label))
                if prev.level == 0:
                    break
        r.sections = tuple(strip_marker(s) for _, s in secs)
        r.section = r.sections[-1] if r.sections else None
        self.rows.append(r)
        return r

    # ------------------------------------------------------------------ cell semantics
    def col(self, key) -> Col:
        for c in self.cols:
            if c.key == key:
                return c
        raise KeyError(f"{self.key}: no column {key}")

    def find(self, label, section=None):
        """The one row with this label (markers ignored) under this section (any enclosing one)."""
        hits = [r for r in self.rows if strip_marker(r.label) == label and r.kind != "section"
                and (section is None or section in r.sections)]
        if len(hits) != 1:
            raise KeyError(f"{self.key}: {len(hits)} rows {label!r} under {section!r}")
        if section is None and sum(1 for r in self.rows if strip_marker(r.label) == label) > 1:
            raise KeyError(f"{self.key}: label {label!r} repeats; give its section")
        return hits[0]

    def label_repeats(self, r) -> bool:
        return sum(1 for x in self.rows if strip_marker(x.label) == strip_marker(r.label)) > 1

    def is_money(self, r: Row, c: Col) -> bool:
        if c.pct or c.pctunit:
            return False
        if r.money is not None:
            return r.money
        if c.money is not None:
            return c.money
        return self.money

    def is_pct(self, r, c):
        return r.pct or c.pct or r.pctunit or c.pctunit

    def dec_of(self, r, c):
        if c.pct or c.pctunit:
            return c.dec
        return r.dec if r.dec is not None else c.dec

    def printed(self, r: Row, c: Col) -> str:
        v = r.vals[c.key]
        if r.kind == "section":
            return ""
        if isinstance(v, str) or v is None:
            return fmt(v)
        dollar = False
        if self.is_money(r, c) and not (r.cents or c.cents):
            if r.dollar is not None:
                dollar = r.dollar
            elif c.dollar == "all":
                dollar = True
            elif c.dollar == "filing":
                first = next(x for x in self.rows if x.kind != "section" and self.is_money(x, c) and
                             not isinstance(x.vals[c.key], str) and x.vals[c.key] is not None)
                dollar = r is first or r.kind == "total"
        return fmt(v, self.dec_of(r, c), dollar=dollar, pct=(r.pct or c.pct))

    def unit_scale(self, r: Row, c: Col):
        """The gold unit and scale of a numeric cell: % cells -> ('%', 1); cents -> ('USD', 0.01);
        else unit USD for money, scale from the row label, then the column header, then the table."""
        if self.is_pct(r, c):
            return "%", 1
        if r.cents or c.cents:
            return "USD", 0.01
        unit = "USD" if self.is_money(r, c) else None
        for s in (r.scale, c.scale, self.scale):
            if s is not None:
                return unit, (None if s == NONE else s)
        return unit, None

    # ------------------------------------------------------------------ geometry
    def nhead(self):
        return max(len(c.path) for c in self.cols)

    def pagesize(self):
        p = letter if self.paper == "Letter" else A4
        return landscape(p) if self.orient == "landscape" else p

    def header_cells(self):
        """(level_top, level_bottom, first_col, last_col, text): merged header cells. A column's last
        path element spans down to the bottom header row."""
        H, n = self.nhead(), len(self.cols)
        cells = []
        for lev in range(H):
            i = 0
            while i < n:
                c = self.cols[i]
                if lev >= len(c.path):
                    i += 1
                    continue
                last = lev == len(c.path) - 1
                j = i
                if not last:
                    while (j + 1 < n and len(self.cols[j + 1].path) > lev + 1
                           and self.cols[j + 1].path[:lev + 1] == c.path[:lev + 1]):
                        j += 1
                cells.append((lev, H - 1 if last else lev, i, j, c.path[lev]))
                i = j + 1
        return cells


# ====================================================================== rendering
def _fn(doc, bold=False):
    return "A7" + doc.font + ("-B" if bold else "")


def _wrap(text, font, size, width):
    words, lines, cur = text.split(), [], ""
    for w in words:
        t = (cur + " " + w).strip()
        if pdfmetrics.stringWidth(t, font, size) <= width or not cur:
            cur = t
        else:
            lines.append(cur)
            cur = w
    if cur:
        lines.append(cur)
    for ln in lines:
        if pdfmetrics.stringWidth(ln, font, size) > width + 0.01:
            raise ValueError(f"word too wide for {width:.0f}pt: {ln!r}")
    return lines or [""]


HEAD_FILL = {"grid": colors.HexColor("#E4E4E4"), "zebra": colors.HexColor("#D3DDE8")}
BAND = colors.HexColor("#EEF2F6")


def render(doc: Doc, path: str):
    W, Hp = doc.pagesize()
    margin = 40 if doc.orient == "landscape" else 50
    avail = W - 2 * margin
    sz, lead = doc.size, doc.size * 1.25
    f, fb = _fn(doc), _fn(doc, True)
    pad = 5
    hfont = fb if doc.style in ("zebra", "grid") else f

    # ---- column widths
    n = len(doc.cols)
    widths = []
    for c in doc.cols:
        w = max([pdfmetrics.stringWidth(doc.printed(r, c), f, sz) for r in doc.rows] + [0])
        leaf = c.path[-1]
        w = max(w, max(pdfmetrics.stringWidth(x, hfont, sz) for x in leaf.split()))
        widths.append(max(w + 2 * pad + 2, 38, c.minw))
    for (lt, lb, i, j, text) in doc.header_cells():
        need = max(pdfmetrics.stringWidth(x, hfont, sz) for x in text.split()) + 2 * pad
        have = sum(widths[i:j + 1])
        if have < need:
            for k in range(i, j + 1):
                widths[k] += (need - have) / (j - i + 1)
    label_need = max(pdfmetrics.stringWidth(r.label, fb if r.kind == "section" and doc.bold_sections else f, sz)
                     + 10 * r.level for r in doc.rows) + 2 * pad + 7
    label_need = max(label_need, pdfmetrics.stringWidth(doc.corner, f, sz) / 2 + 2 * pad)
    label_w = min(label_need, doc.label_max)
    spare = avail - label_w - sum(widths)
    if spare < 0:
        raise ValueError(f"{doc.key}: table too wide by {-spare:.0f}pt")
    grow = min(spare / n, 26)
    widths = [w + grow for w in widths]
    label_w = avail - sum(widths)
    if label_w < min(label_need, doc.label_max) - 0.01:
        raise ValueError(f"{doc.key}: label column only {label_w:.0f}pt")
    xs = [margin + label_w]
    for w in widths:
        xs.append(xs[-1] + w)
    colx = {c.key: (xs[i], xs[i + 1]) for i, c in enumerate(doc.cols)}

    # ---- header geometry
    H = doc.nhead()
    hcells = doc.header_cells()
    hlines = {}
    for hc in hcells:
        lt, lb, i, j, text = hc
        hlines[hc] = _wrap(text, hfont, sz, sum(widths[i:j + 1]) - 2 * pad)
    lev_h = [0.0] * H
    for hc, lines in hlines.items():
        if hc[0] == hc[1]:
            lev_h[hc[0]] = max(lev_h[hc[0]], len(lines) * lead + 6)
    for hc, lines in hlines.items():
        if hc[0] != hc[1]:
            need = len(lines) * lead + 6
            have = sum(lev_h[hc[0]:hc[1] + 1])
            if have < need:
                lev_h[hc[1]] += need - have
    corner_lines = _wrap(doc.corner, f, sz, label_w - 2 * pad) if doc.corner else []
    if len(corner_lines) * lead + 6 > sum(lev_h):
        lev_h[-1] += len(corner_lines) * lead + 6 - sum(lev_h)
    head_h = sum(lev_h)

    # ---- body geometry
    body = []
    for r in doc.rows:
        bold = (r.kind == "section" and doc.bold_sections) or (r.kind == "total" and doc.style == "grid")
        fnt = fb if bold else f
        indent = 10 * r.level
        lines = _wrap(r.label, fnt, sz, label_w - 2 * pad - indent - 6)
        h = len(lines) * lead + 4
        body.append((r, lines, fnt, indent, h))

    notes_lines = []
    nsz = sz - 1
    for nt in doc.notes:
        notes_lines.append(_wrap(nt, f, nsz, avail))
    notes_h = sum(len(x) for x in notes_lines) * nsz * 1.3 + (8 if doc.notes else 0)

    c = canvas.Canvas(path, pagesize=(W, Hp), invariant=1, pageCompression=1)
    c.setAuthor("aitqa-style7")
    c.setTitle(f"{doc.short} — {doc.caption}")
    c.setSubject("aitqa-style7 " + doc.key)
    c.setCreator("aitqa-style7 make_docs.py")
    layout = {"rows": {}, "cols": colx, "label_x": (margin, margin + label_w), "header": [],
              "pages": 0, "header_pages": []}

    def page_top(pageno):
        y = Hp - margin
        if pageno == 1:
            c.setFont(fb, 12.5)
            c.drawString(margin, y - 12, doc.company)
            hs = 8.5
            while pdfmetrics.stringWidth(doc.heading2, f, hs) > avail and hs > 6.5:
                hs -= 0.25
            if pdfmetrics.stringWidth(doc.heading2, f, hs) > avail:
                raise ValueError(f"{doc.key}: subtitle too wide")
            c.setFont(f, hs)
            c.setFillColor(colors.HexColor("#555555"))
            c.drawString(margin, y - 26, doc.heading2)
            c.setFillColor(colors.black)
            c.setFont(fb, 10)
            c.drawString(margin, y - 46, doc.caption)
            return y - 56
        c.setFont(f, 8)
        c.setFillColor(colors.HexColor("#555555"))
        c.drawString(margin, y - 10, f"{doc.company} — {doc.caption} (continued)")
        c.setFillColor(colors.black)
        return y - 24

    def draw_header(y, pageno):
        top = y
        if doc.style in HEAD_FILL:
            c.setFillColor(HEAD_FILL[doc.style])
            c.rect(margin, top - head_h, avail, head_h, stroke=0, fill=1)
            c.setFillColor(colors.black)
        if doc.style == "booktabs":
            c.setLineWidth(1.2)
            c.line(margin, top, margin + avail, top)
        lev_top = [top - sum(lev_h[:k]) for k in range(H + 1)]
        cells = []
        for hc, lines in hlines.items():
            lt, lb, i, j, text = hc
            x0, x1 = xs[i], xs[j + 1]
            ybot = lev_top[lb + 1]
            c.setFont(hfont, sz)
            yb = ybot + 4 + (len(lines) - 1) * lead
            for ln in lines:
                c.drawCentredString((x0 + x1) / 2, yb, ln)
                yb -= lead
            cells.append({"text": text, "x0": x0, "x1": x1, "top": lev_top[lt], "bottom": ybot,
                          "level": lt, "page": pageno})
            if lb < H - 1 and doc.style in ("booktabs", "borderless", "zebra"):
                c.setLineWidth(0.6)
                c.line(x0 + 4, ybot + 2, x1 - 4, ybot + 2)
        if corner_lines:
            c.setFont(f, sz)
            yb = top - head_h + 4 + (len(corner_lines) - 1) * lead
            for ln in corner_lines:
                c.drawString(margin + pad, yb, ln)
                yb -= lead
        if doc.style == "grid":
            c.setLineWidth(0.5)
            c.setStrokeColor(colors.HexColor("#777777"))
            c.rect(margin, top - head_h, avail, head_h, stroke=1, fill=0)
            c.line(margin + label_w, top, margin + label_w, top - head_h)
            for hc in hlines:
                lt, lb, i, j, _ = hc
                x0, x1 = xs[i], xs[j + 1]
                c.line(x1, lev_top[lt], x1, lev_top[lb + 1])
                c.line(x0, lev_top[lb + 1], x1, lev_top[lb + 1])
            c.setStrokeColor(colors.black)
        else:
            c.setLineWidth(0.6 if doc.style == "booktabs" else 0.5)
            c.line(margin, top - head_h, margin + avail, top - head_h)
        layout["header"].extend(cells)
        layout["header_pages"].append(pageno)
        return top - head_h

    pageno = 1
    y = page_top(1)
    y = draw_header(y, 1)
    bottom = margin + 10
    band = 0
    for idx, (r, lines, fnt, indent, h) in enumerate(body):
        last = idx == len(body) - 1
        need = h + (notes_h if last else 0)
        if r.kind == "section" and not last:          # keep a section heading with its first row
            need += body[idx + 1][4]
        if y - need < bottom:
            if doc.style == "booktabs":
                c.setLineWidth(1.2)
                c.line(margin, y, margin + avail, y)
            c.showPage()
            pageno += 1
            y = page_top(pageno)
            if doc.repeat_header:
                y = draw_header(y, pageno)
            elif doc.style in ("booktabs", "grid"):
                c.setLineWidth(0.6)
                c.line(margin, y, margin + avail, y)
        ytop = y
        if doc.style == "zebra" and r.kind != "section":
            band += 1
            if band % 2 == 0:
                c.setFillColor(BAND)
                c.rect(margin, ytop - h, avail, h, stroke=0, fill=1)
                c.setFillColor(colors.black)
        if r.kind == "section":
            band = 0
        if r.kind in ("total", "subtotal") and doc.style != "grid":
            c.setLineWidth(0.5)
            c.line(margin + label_w + 4, ytop, margin + avail, ytop)
        c.setFont(fnt, sz)
        yb = ytop - lead + (lead - sz) / 2 + 0.5
        lx = margin + pad + indent
        line_ys = []
        for k, ln in enumerate(lines):
            c.drawString(lx + (6 if k else 0), yb, ln)
            line_ys.append(yb)
            yb -= lead
        vy = line_ys[-1]
        c.setFont(_fn(doc, r.kind == "total" and doc.style == "grid"), sz)
        for i, col in enumerate(doc.cols):
            s = doc.printed(r, col)
            if not s:
                continue
            x0, x1 = xs[i], xs[i + 1]
            if col.text or s == DASH and False:
                c.drawCentredString((x0 + x1) / 2, vy, s)
            else:
                c.drawRightString(x1 - pad, vy, s)
        if doc.style == "grid":
            c.setLineWidth(0.5)
            c.setStrokeColor(colors.HexColor("#777777"))
            c.rect(margin, ytop - h, avail, h, stroke=1, fill=0)
            for x in xs[:-1]:
                c.line(x, ytop, x, ytop - h)
            c.setStrokeColor(colors.black)
        layout["rows"][id(r)] = {"page": pageno, "line_ys": line_ys, "lines": lines, "y": vy,
                                 "top": ytop, "bottom": ytop - h}
        y = ytop - h
    if doc.style in ("booktabs",):
        c.setLineWidth(1.2)
        c.line(margin, y, margin + avail, y)
    elif doc.style in ("zebra", "borderless"):
        c.setLineWidth(0.5)
        c.line(margin, y, margin + avail, y)
    y -= 8
    c.setFont(f, nsz)
    for lines in notes_lines:
        for ln in lines:
            y -= nsz * 1.3
            c.drawString(margin, y, ln)
    if y < margin - 5:
        raise ValueError(f"{doc.key}: notes overflow the page")
    c.showPage()
    c.save()
    layout["pages"] = pageno
    layout["page_h"] = Hp
    if pageno != doc.pages:
        raise ValueError(f"{doc.key}: {pageno} pages, expected {doc.pages}")
    doc.layout = layout
    return layout
