"""Page engine for bench/aitqa-style5 (written for this set; shared by make_docs, make_questions, check).

A ``Doc`` is one table: logical columns (``Col``, each with a header path, aligned at the bottom of the
header block), body rows (``Row``: label, indent level, kind, one printed string per column). Columns
may carry a separate "$" column in front of them (``Col.dollar``). A table may be split over two pages
(``Doc.split`` = index of the first body row on page 2), with or without a repeated header.
Rendering is deterministic (reportlab ``invariant=1``, fixed metadata, DejaVu TTFs from the system).
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from xml.sax.saxutils import escape

from reportlab import rl_config
from reportlab.lib import colors
from reportlab.lib.enums import TA_CENTER, TA_LEFT
from reportlab.lib.pagesizes import A4, landscape, letter
from reportlab.lib.styles import ParagraphStyle
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.platypus import PageBreak, Paragraph, SimpleDocTemplate, Spacer, Table, TableStyle

rl_config.invariant = 1
FONTDIR = "/usr/share/fonts/truetype/dejavu/"
FAMILIES = {"Sans": "DejaVuSans", "Serif": "DejaVuSerif", "Cond": "DejaVuSansCondensed"}
for _fam, _base in FAMILIES.items():
    pdfmetrics.registerFont(TTFont(_fam, FONTDIR + _base + ".ttf"))
    pdfmetrics.registerFont(TTFont(_fam + "-B", FONTDIR + _base + "-Bold.ttf"))

MARGIN = 48
DOLLAR_W = 9
MISSING = object()
MARKER = re.compile(r"\s*(\([a-h]\))+\s*$")
DASH = "—"


def strip_marker(s: str) -> str:
    return MARKER.sub("", s).strip()


def fmt(x, dec=0, dollar=False, pct=False, dash_zero=True):
    """A number as a filing prints it: 1,234 / (1,234) / $1,234 / $(1,234) / 2.6% / (2.6)%."""
    if x is None:
        return ""
    if isinstance(x, str):
        return x
    if dash_zero and round(x, dec) == 0:
        return DASH
    s = f"{abs(x):,.{dec}f}"
    neg = round(x, dec) < 0
    if neg:
        s = f"({s})"
    if dollar:
        s = "$" + s
    if pct:
        s += "%"
    return s


def parse(s: str):
    """The number a printed cell holds (parentheses negative), or None."""
    t = strip_marker(s or "").replace("$", "").replace("%", "").replace("¢", "").replace(" ", "")
    if t in ("", DASH, "NM", "n/a"):
        return None
    neg = t.startswith("(") and t.endswith(")")
    t = t.strip("()").replace(",", "")
    if not re.fullmatch(r"\d+(\.\d+)?", t):
        return None
    v = float(t)
    v = -v if neg else v
    return int(v) if "." not in t else v


@dataclass
class Col:
    key: str
    path: tuple                   # header texts, top to bottom (bottom-aligned in the header block)
    width: float = 52
    dec: int | None = None        # decimals for numbers in this column (else the row's)
    pct: bool = False             # the cells print "%"
    dollar: bool = False          # a separate "$" column stands in front of this one
    usd: bool = False             # the header states dollars (unit USD even without "$" in the cell)
    scale: object = MISSING       # a scale stated in this column's header
    cents: bool = False
    text: bool = False            # a text column (left aligned)
    nodollar: bool = False        # never print "$" in this column


@dataclass
class Row:
    label: str
    level: int = 1
    kind: str = "item"            # item | section | total
    cells: dict = field(default_factory=dict)
    dollar: bool = False          # "$" printed on this row
    scale: object = MISSING       # a scale stated in the row label / for per-unit rows: None
    cents: bool = False
    pct: bool = False
    usd: bool = False


@dataclass
class Doc:
    key: str                      # t01 ...
    company: str
    short: str
    period: str
    subtitle: str
    caption: str
    corner: str
    cols: list
    rows: list = field(default_factory=list)
    style: str = "grid"           # grid | booktabs | borderless | zebra
    font: str = "Sans"
    paper: str = "letter"         # letter | A4
    land: bool = False
    size: float = 8.5
    scale: object = None          # the table's stated scale (corner / caption)
    unit: str | None = None       # unit stated for the whole table ("USD" if "$ in millions")
    notes: list = field(default_factory=list)
    split: int | None = None
    repeat: bool = True
    label_min: float = 150

    # ------------------------------------------------------------------ model
    @property
    def pdf(self):
        return f"as5-{self.key}.pdf"

    @property
    def depth(self):
        return max(len(c.path) for c in self.cols)

    def col(self, key) -> Col:
        return next(c for c in self.cols if c.key == key)

    def add(self, label, vals=None, level=1, kind="item", dec=0, dollar=False, **kw):
        """Append a row; vals are numbers or strings, one per column (None = blank)."""
        row = Row(label, level, kind, {}, dollar, **kw)
        if vals is not None:
            assert len(vals) == len(self.cols), (self.key, label, len(vals), len(self.cols))
            for c, v in zip(self.cols, vals):
                d = c.dec if c.dec is not None else dec
                pct = (c.pct or row.pct) and not isinstance(v, str)
                row.cells[c.key] = fmt(v, d, dollar=dollar and not (c.dollar or c.text or c.nodollar or pct), pct=pct)
        self.rows.append(row)
        return row

    def sec(self, label, level=0, **kw):
        return self.add(label, None, level, "section", **kw)

    def find(self, label, under=None, nth=0) -> Row:
        """The row whose label (markers stripped) is `label`, below section `under` if given."""
        hits = [r for r in self.rows if r.kind != "section" and strip_marker(r.label) == label
                and (under is None or under in [strip_marker(s.label) for s in self.sections_of(r)])]
        if len(hits) <= nth:
            raise KeyError((self.key, label, under))
        return hits[nth]

    def sections_of(self, row: Row) -> list:
        """Section rows above `row` that govern it (nearest of each lower level)."""
        i = self.rows.index(row)
        out, lev = [], row.level
        for r in reversed(self.rows[:i]):
            if r.kind == "section" and r.level < lev:
                out.insert(0, r)
                lev = r.level
        return out

    def page_of(self, row: Row) -> int:
        return 2 if self.split is not None and self.rows.index(row) >= self.split else 1

    @property
    def pages(self):
        return 2 if self.split is not None else 1

    def text(self, row: Row, key: str) -> str:
        return row.cells[key]

    def raw(self, row: Row, key: str) -> str:
        return strip_marker(row.cells[key])

    def value(self, row: Row, key: str):
        return parse(row.cells[key])

    def unit_scale(self, row: Row, key: str):
        """unit / scale of a cell from the printed text: % first, cents next, else "$" and the
        nearest stated scale (row label, column header, section row, table)."""
        c, cell = self.col(key), row.cells[key]
        if "%" in cell or c.pct or row.pct:
            return "%", 1
        if row.cents or c.cents:
            return "USD", 0.01
        unit = "USD" if ("$" in cell or (c.dollar and row.dollar) or c.usd or row.usd or self.unit == "USD") else None
        if row.scale is not MISSING:
            return unit, row.scale
        if c.scale is not MISSING:
            return unit, c.scale
        for s in reversed(self.sections_of(row)):
            if s.scale is not MISSING:
                return unit, s.scale
        return unit, self.scale

    # ------------------------------------------------------------------ physical grid
    def phys(self):
        """Physical columns: list of (kind, logical col or None, width); kind label|dollar|value."""
        out = [("label", None, 0)]
        for c in self.cols:
            if c.dollar:
                out.append(("dollar", c, DOLLAR_W))
            out.append(("value", c, c.width))
        return out

    def span_of(self, cols) -> tuple:
        """Physical index range (first, last) of a run of logical columns (with their "$" columns)."""
        ph = self.phys()
        idx = [i for i, (k, c, w) in enumerate(ph) if c is not None and c in cols]
        return min(idx), max(idx)

    def value_index(self, key):
        return next(i for i, (k, c, w) in enumerate(self.phys()) if k == "value" and c.key == key)

    def dollar_index(self, key):
        return next(i for i, (k, c, w) in enumerate(self.phys()) if k == "dollar" and c.key == key)

    def page_size(self):
        p = letter if self.paper == "letter" else A4
        return landscape(p) if self.land else p

    def widths(self):
        ph = self.phys()
        avail = self.page_size()[0] - 2 * MARGIN
        rest = sum(w for k, c, w in ph[1:])
        lab = avail - rest
        return [lab] + [w for k, c, w in ph[1:]]

    def header_cells(self):
        """Header block: list of (level, text, first phys col, last phys col, top level, bottom level)."""
        d, out = self.depth, []
        pad = [(None,) * (d - len(c.path)) + tuple(c.path) for c in self.cols]
        for lev in range(d):
            j = 0
            while j < len(self.cols):
                t = pad[j][lev]
                if t is None:
                    j += 1
                    continue
                k = j
                # merge right while the same text and the same path above
                while k + 1 < len(self.cols) and pad[k + 1][lev] == t and pad[k + 1][:lev] == pad[j][:lev] \
                        and lev < d - 1:
                    k += 1
                top = lev
                while top > 0 and all(pad[m][top - 1] is None for m in range(j, k + 1)):
                    top -= 1
                a, b = self.span_of(self.cols[j:k + 1])
                out.append((lev, t, a, b, top))
                j = k + 1
        return out

    def col_header_path(self, key):
        """(text, phys first, phys last) of each header cell above column `key`, top down."""
        vi = self.value_index(key)
        return [(t, a, b) for lev, t, a, b, top in self.header_cells() if a <= vi <= b]


# ---------------------------------------------------------------------------- render
def _styles(doc: Doc):
    f = doc.font
    return {
        "head": ParagraphStyle("h", fontName=f + "-B", fontSize=12, leading=15, spaceAfter=2),
        "sub": ParagraphStyle("s", fontName=f, fontSize=8.5, leading=11, textColor=colors.HexColor("#555555"),
                              spaceAfter=8),
        "cap": ParagraphStyle("c", fontName=f + "-B", fontSize=9.5, leading=12, spaceAfter=5),
        "hdr": ParagraphStyle("x", fontName=f + "-B", fontSize=doc.size - 0.5, leading=doc.size + 1.5,
                              alignment=TA_CENTER),
        "corner": ParagraphStyle("y", fontName=f, fontSize=doc.size - 0.5, leading=doc.size + 1.5, alignment=TA_LEFT),
        "note": ParagraphStyle("n", fontName=f, fontSize=7.2, leading=9, spaceBefore=2),
    }


def _table(doc: Doc, rows: list, header: bool, st):
    ph, d = doc.phys(), doc.depth
    ncol = len(ph)
    data, cmds = [], []
    f, fb, size = doc.font, doc.font + "-B", doc.size
    nh = d if header else 0
    if header:
        grid = [[""] * ncol for _ in range(d)]
        grid[0][0] = Paragraph(escape(doc.corner), st["corner"]) if doc.corner else ""
        cmds.append(("SPAN", (0, 0), (0, d - 1)))
        for lev, t, a, b, top in doc.header_cells():
            grid[top][a] = Paragraph(escape(t), st["hdr"])
            if (a, top) != (b, lev):
                cmds.append(("SPAN", (a, top), (b, lev)))
            if lev < d - 1:   # a rule under group headers
                cmds.append(("LINEBELOW", (a, lev), (b, lev), 0.6, colors.black))
        data += grid
        cmds += [("VALIGN", (0, 0), (-1, d - 1), "BOTTOM")]
    for i, r in enumerate(rows):
        line = [r.label]
        for k, c, w in ph[1:]:
            if k == "dollar":
                line.append("$" if r.dollar and r.cells.get(c.key) not in (None, "", DASH) else "")
            else:
                line.append(r.cells.get(c.key, ""))
        data.append(line)
        y = nh + i
        cmds.append(("LEFTPADDING", (0, y), (0, y), 3 + 10 * r.level))
        fn = fb if r.kind in ("section", "total") and doc.style in ("booktabs", "zebra") else f
        cmds.append(("FONTNAME", (0, y), (-1, y), fn))
        if r.kind == "total" and doc.style in ("booktabs", "borderless"):
            cmds.append(("LINEABOVE", (1, y), (-1, y), 0.5, colors.black))
    cmds += [("FONTSIZE", (0, 0), (-1, -1), size), ("LEADING", (0, 0), (-1, -1), size + 2.5),
             ("TOPPADDING", (0, 0), (-1, -1), 2), ("BOTTOMPADDING", (0, 0), (-1, -1), 2.5),
             ("ALIGN", (1, nh), (-1, -1), "RIGHT"), ("RIGHTPADDING", (0, 0), (-1, -1), 3),
             ("LEFTPADDING", (1, 0), (-1, -1), 2)]
    for j, (k, c, w) in enumerate(ph):
        if k == "dollar":
            cmds += [("ALIGN", (j, nh), (j, -1), "LEFT"), ("RIGHTPADDING", (j, 0), (j, -1), 0)]
        if k == "value" and c.text:
            cmds.append(("ALIGN", (j, nh), (j, -1), "LEFT"))
    if doc.style == "grid":
        cmds.append(("GRID", (0, 0), (-1, -1), 0.5, colors.black))
    elif doc.style == "booktabs":
        cmds += [("LINEABOVE", (0, 0), (-1, 0), 1.2, colors.black), ("LINEBELOW", (0, -1), (-1, -1), 1.2, colors.black)]
        if header:
            cmds.append(("LINEBELOW", (0, nh - 1), (-1, nh - 1), 0.6, colors.black))
    elif doc.style == "zebra":
        if header:
            cmds.append(("BACKGROUND", (0, 0), (-1, nh - 1), colors.HexColor("#D6DEE8")))
        for i in range(len(rows)):
            if i % 2 == 1:
                cmds.append(("BACKGROUND", (0, nh + i), (-1, nh + i), colors.HexColor("#EEF1F5")))
    elif doc.style == "borderless" and header:
        cmds.append(("LINEBELOW", (1, nh - 1), (-1, nh - 1), 0.5, colors.black))
    t = Table(data, colWidths=doc.widths(), hAlign="LEFT")
    t.setStyle(TableStyle(cmds))
    return t


def render(doc: Doc, path: str):
    st = _styles(doc)
    # every label must fit on one line
    lab = doc.widths()[0]
    assert lab >= doc.label_min - 40, (doc.key, lab)
    for r in doc.rows:
        fn = doc.font + "-B" if r.kind in ("section", "total") else doc.font
        w = pdfmetrics.stringWidth(r.label, fn, doc.size) + 3 + 10 * r.level + 3
        assert w <= lab, (doc.key, r.label, w, lab)
        for k, c, wd in doc.phys()[1:]:
            if k == "value":
                s = r.cells.get(c.key, "")
                assert pdfmetrics.stringWidth(s, fn, doc.size) + 5 <= wd, (doc.key, r.label, c.key, s)
    pdf = SimpleDocTemplate(path, pagesize=doc.page_size(), leftMargin=MARGIN, rightMargin=MARGIN,
                            topMargin=MARGIN, bottomMargin=MARGIN, invariant=1, title=f"{doc.short} {doc.key}",
                            author="aitqa-style5", subject="", creator="aitqa-style5", producer="aitqa-style5")
    story = [Paragraph(escape(f"{doc.company} — Annual Report {doc.period} (extract)"), st["head"]),
             Paragraph(escape(doc.subtitle), st["sub"])]
    if doc.caption:
        story.append(Paragraph(escape(doc.caption), st["cap"]))
    body = doc.rows if doc.split is None else doc.rows[:doc.split]
    story.append(_table(doc, body, True, st))
    if doc.split is not None:
        story += [PageBreak(), Paragraph(escape((doc.caption or doc.short) + " (continued)"), st["cap"]),
                  _table(doc, doc.rows[doc.split:], doc.repeat, st)]
    if doc.notes:
        story.append(Spacer(1, 4))
        story += [Paragraph(escape(n), st["note"]) for n in doc.notes]
    pdf.build(story)
