#!/usr/bin/env python3
"""tatqa-style18: build the 30 one-page annual-report extracts (PDF) of this set.

    /work/main/.venv/bin/python make_docs.py OUTDIR

Every note is data (the `Note` built by n01() ... n30()); totals, weighted averages, changes and
ratios are computed here from the given figures, then printed. The same Note objects feed
make_questions.py (the golds) and check.py (the read-back). No randomness; reportlab runs in
invariant mode, so a rebuild is byte for byte the same.
"""
from __future__ import annotations

import os
import sys
import uuid
from dataclasses import dataclass, field
from decimal import Decimal, ROUND_HALF_UP

from reportlab import rl_config

rl_config.invariant = 1
from reportlab.lib.pagesizes import A4, LETTER  # noqa: E402
from reportlab.lib.utils import simpleSplit  # noqa: E402
from reportlab.pdfbase import pdfmetrics  # noqa: E402
from reportlab.pdfbase.ttfonts import TTFont  # noqa: E402
from reportlab.pdfgen import canvas  # noqa: E402

D = Decimal
SET = "tatqa-style18"
FONT_DIR = "/usr/share/fonts/truetype/dejavu"
FAMILIES = {
    "Sans": ("DejaVuSans", "DejaVuSans-Bold"),
    "Serif": ("DejaVuSerif", "DejaVuSerif-Bold"),
    "Cond": ("DejaVuSansCondensed", "DejaVuSansCondensed-Bold"),
}
for _reg, _bold in FAMILIES.values():
    for _name in (_reg, _bold):
        if _name not in pdfmetrics.getRegisteredFontNames():
            pdfmetrics.registerFont(TTFont(_name, os.path.join(FONT_DIR, _name + ".ttf")))

NIL = "—"


# ----------------------------------------------------------------------------- model
@dataclass
class Col:
    key: str
    head: list            # lines of the lowest header cell ("2024", or ["Kiln", "lines"])
    band: str | None = None   # spanning header above consecutive columns with the same band
    kind: str = "num"     # num | text
    dec: int = 0
    scale: int | None = None  # None: the table's scale; 1: explicitly none
    unit: str | None = None   # "%" for percentages
    pct_sign: bool = False    # print "%" after the number
    cur: str | None = None    # currency prefix printed on rows with cur=True
    calc: tuple | None = None  # computed on every row: ("pchg", a, b) ("diff", a, b) ("ratio", n, d, mult) ("sum", [cols])
    agg: object = "sum"       # on subtotal rows: "sum" | ("wavg", weight col) | None (left blank)
    year: str | None = None   # the year the column is about (for rules)
    measure: str | None = None


@dataclass
class Row:
    key: str
    label: str
    vals: dict = field(default_factory=dict)
    kind: str = "data"        # data | section | sub | total
    of: list | None = None    # sub / total rows: the rows they aggregate
    how: object = "sum"       # "sum" | ("wavg", weight rows aligned with `of`) | ("ratio", num row, den row, mult)
    fn: str | None = None     # footnote marker printed after the label, e.g. "(1)"
    scale: int | None = None  # section scale for the row (overrides column and table)
    dec: int | None = None
    unit: str | None = None
    pct_sign: bool | None = None
    cur: bool = False
    blank: tuple = ()         # columns left empty on this row
    indent: bool | None = None


@dataclass
class Fact:
    text: str                 # as printed in the prose
    value: object = None      # Decimal for a number, str for a text
    scale: int | None = None
    unit: str | None = None


@dataclass
class Table:
    cols: list
    rows: list
    corner: list = field(default_factory=list)  # header-corner lines
    scale: int = 1
    label_head: str | None = None
    # filled by finish()
    cells: dict = field(default_factory=dict)   # (row, col) -> dict(value, printed, scale, unit)
    relations: list = field(default_factory=list)

    def col(self, key):
        return next(c for c in self.cols if c.key == key)

    def row(self, key):
        return next(r for r in self.rows if r.key == key)


@dataclass
class Note:
    key: str
    company: str
    title: str
    style: str
    font: str
    paper: str
    intro: list
    table: Table
    outro: list
    caption: str | None = None
    footnotes: list = field(default_factory=list)  # (marker, text)
    facts: dict = field(default_factory=dict)
    names: list = field(default_factory=list)       # invented names, for the uniqueness check

    @property
    def uid(self):
        return str(uuid.uuid5(uuid.NAMESPACE_URL, f"https://example.invalid/{SET}/{self.key}"))

    @property
    def doc(self):
        return self.uid + ".pdf"

    def paragraphs(self, which):
        return [p.format(**{k: f.text for k, f in self.facts.items()}) for p in which]


# ----------------------------------------------------------------------------- numbers
def q(v: Decimal, dec: int) -> Decimal:
    return v.quantize(D(1).scaleb(-dec), rounding=ROUND_HALF_UP)


def fmt(v, dec, pct_sign=False, cur=None):
    if v is None:
        return NIL
    if isinstance(v, str):
        return v
    v = q(v, dec)
    if v == 0:
        v = abs(v)
    s = format(abs(v), f",.{dec}f")
    if v < 0:
        s = f"({s})"
    if cur:
        s = cur + s
    if pct_sign:
        s += "%"
    return s


def finish(t: Table):
    """Compute subtotals, weighted averages and calc columns; print every cell."""
    vals = {}
    rows = {r.key: r for r in t.rows}

    def dec_of(r, c):
        if c.calc is not None:
            return c.dec
        return r.dec if r.dec is not None else c.dec

    def leaves(key):
        r = rows[key]
        if r.kind in ("sub", "total") and r.of:
            return [x for o in r.of for x in leaves(o)]
        return [key]

    for r in t.rows:
        if r.kind == "section":
            continue
        for c in t.cols:
            if c.key in r.blank:
                vals[r.key, c.key] = "BLANK"
            elif r.kind == "data" and c.calc is None:
                v = r.vals.get(c.key)
                if c.kind == "text":
                    vals[r.key, c.key] = v if v is not None else "BLANK"
                else:
                    vals[r.key, c.key] = None if v is None else D(str(v))
    # subtotal / total rows, in table order (a total may use a subtotal)
    for r in t.rows:
        if r.kind not in ("sub", "total"):
            continue
        for c in t.cols:
            if c.key in r.blank or c.calc is not None:
                continue
            if c.kind == "text":
                vals[r.key, c.key] = "BLANK"
                continue
            if c.key in r.vals:                      # given, not computed (e.g. constant-currency growth)
                vals[r.key, c.key] = D(str(r.vals[c.key]))
                continue
            how = r.how
            if isinstance(how, tuple) and how[0] == "ratio":
                continue
            if how == "sum" and c.agg == "sum":
                xs = [vals[o, c.key] for o in r.of]
                nums = [x for x in xs if isinstance(x, Decimal)]
                vals[r.key, c.key] = sum(nums, D(0)) if nums else None
                t.relations.append(("sum", (r.key, c.key), [(o, c.key) for o in r.of]))
            elif how == "sum" and isinstance(c.agg, tuple) and c.agg[0] == "wavg":
                w = c.agg[1]
                lv = [o for o in leaves(r.key)
                      if isinstance(vals[o, c.key], Decimal) and isinstance(vals[o, w], Decimal)]
                v = sum((vals[o, c.key] * vals[o, w] for o in lv), D(0)) / sum((vals[o, w] for o in lv), D(0))
                vals[r.key, c.key] = q(v, dec_of(r, c))
                t.relations.append(("wavg", (r.key, c.key), [(o, c.key) for o in lv], [(o, w) for o in lv]))
            elif isinstance(how, tuple) and how[0] == "wavg":
                wr = how[1]
                pairs = [(vals[o, c.key], vals[w, c.key]) for o, w in zip(r.of, wr)]
                v = sum((x * y for x, y in pairs), D(0)) / sum((y for _, y in pairs), D(0))
                vals[r.key, c.key] = q(v, dec_of(r, c))
                t.relations.append(("wavg", (r.key, c.key), [(o, c.key) for o in r.of], [(w, c.key) for w in wr]))
            else:
                vals[r.key, c.key] = "BLANK"
    # row-level ratios (e.g. utilisation = shipments / capacity)
    for r in t.rows:
        if isinstance(r.how, tuple) and r.how[0] == "ratio":
            _, n, d, mult = r.how
            for c in t.cols:
                if c.key in r.blank or c.calc is not None or c.kind == "text":
                    continue
                vals[r.key, c.key] = q(vals[n, c.key] * D(mult) / vals[d, c.key], dec_of(r, c))
                t.relations.append(("ratio", (r.key, c.key), [(n, c.key), (d, c.key)], mult))
    # calc columns
    for r in t.rows:
        if r.kind == "section":
            continue
        for c in t.cols:
            if c.calc is None or c.key in r.blank:
                continue
            op = c.calc[0]
            if op in ("pchg", "diff"):
                a, b = vals[r.key, c.calc[1]], vals[r.key, c.calc[2]]
                if not (isinstance(a, Decimal) and isinstance(b, Decimal)) or (op == "pchg" and b == 0):
                    vals[r.key, c.key] = "BLANK"
                    continue
                v = (a - b) / b * 100 if op == "pchg" else a - b
                t.relations.append((op, (r.key, c.key), [(r.key, c.calc[1]), (r.key, c.calc[2])]))
            elif op == "ratio":
                a, b = vals[r.key, c.calc[1]], vals[r.key, c.calc[2]]
                if not (isinstance(a, Decimal) and isinstance(b, Decimal)) or b == 0:
                    vals[r.key, c.key] = "BLANK"
                    continue
                v = a * D(c.calc[3]) / b
                t.relations.append(("ratio", (r.key, c.key), [(r.key, c.calc[1]), (r.key, c.calc[2])], c.calc[3]))
            elif op == "sum":
                xs = [vals[r.key, k] for k in c.calc[1]]
                v = sum((x for x in xs if isinstance(x, Decimal)), D(0))
                t.relations.append(("sum", (r.key, c.key), [(r.key, k) for k in c.calc[1]]))
            vals[r.key, c.key] = q(v, dec_of(r, c))
    # print
    for r in t.rows:
        if r.kind == "section":
            continue
        for c in t.cols:
            v = vals[r.key, c.key]
            if v == "BLANK":
                t.cells[r.key, c.key] = dict(value=None, printed="", scale=None, unit=None)
                continue
            if c.kind == "text":
                t.cells[r.key, c.key] = dict(value=v, printed=v, scale=None, unit=None)
                continue
            dec = dec_of(r, c)
            pct = r.pct_sign if r.pct_sign is not None else c.pct_sign
            cur = c.cur if (r.cur and c.cur) else None
            unit = r.unit if r.unit is not None else c.unit
            scale = r.scale if r.scale is not None else c.scale if c.scale is not None else t.scale
            if unit == "%":
                scale = 1
            printed = fmt(v, dec, pct, cur)
            t.cells[r.key, c.key] = dict(value=None if v is None else q(v, dec), printed=printed,
                                         scale=scale, unit=unit)
    return t


# ----------------------------------------------------------------------------- layout
PAGE = {"A4": A4, "Letter": LETTER}
MARGIN = 56
BODY = 9.0
ROW_H = 13.0
PAD = 4.0


def sw(text, font, size):
    return pdfmetrics.stringWidth(text, font, size)


def bands_of(t):
    """[(band text or None, [col indexes])] over the value columns, in order."""
    out = []
    for i, c in enumerate(t.cols):
        if out and c.band is not None and out[-1][0] == c.band:
            out[-1][1].append(i)
        else:
            out.append((c.band, [i]))
    return out


def plan(note: Note) -> dict:
    """Where everything goes: text items (x, baseline, text, font, size, align), rules, fills, and the
    table's column boxes and row bands (top-based coordinates, points)."""
    W, H = PAGE[note.paper]
    reg, bold = FAMILIES[note.font]
    t = note.table
    avail = W - 2 * MARGIN
    items, rules, fills = [], [], []
    y = MARGIN

    def para(text, font=reg, size=9.0, lead=12.0, gap_after=6.0, width=avail, x=MARGIN, kind="para"):
        nonlocal y
        lines = simpleSplit(text, font, size, width)
        for ln in lines:
            y += lead
            items.append(dict(x=x, base=y - 3.0, text=ln, font=font, size=size, align="l", kind=kind))
        y += gap_after
        return lines

    # heading block
    para("Annual report (extract)", bold, 13.0, 16.0, 6.0, kind="heading")
    para(note.company, bold, 10.5, 14.0, 1.0, kind="company")
    para(note.title, bold, 10.0, 13.0, 6.0, kind="title")
    for p in note.paragraphs(note.intro):
        para(p, kind="intro")
    if note.caption:
        para(note.caption, reg, 8.5, 11.0, 3.0, kind="caption")

    # ---- table geometry
    has_sections = any(r.kind == "section" for r in t.rows)
    body_font = {}
    for r in t.rows:
        bf = bold if (r.kind == "section" or (r.kind == "total" and note.style in ("zebra", "grid", "borderless"))) else reg
        body_font[r.key] = bf
    indent = {}
    for r in t.rows:
        ind = r.indent if r.indent is not None else (has_sections and r.kind == "data")
        indent[r.key] = 8.0 if ind else 0.0

    def label_text(r):
        return r.label + (r.fn or "")

    label_w = max([sw(label_text(r), body_font[r.key], BODY) + indent[r.key] for r in t.rows] +
                  [sw(s, reg, 8.5) for s in t.corner] + [0]) + 2 * PAD
    widths = []
    for c in t.cols:
        w = max([sw(t.cells[r.key, c.key]["printed"], body_font[r.key], BODY) for r in t.rows if r.kind != "section"] +
                [sw(s, bold, BODY) for s in c.head])
        widths.append(max(w + 2 * PAD + 4, 40.0))
    bands = bands_of(t)
    for band, idx in bands:
        if band is None:
            continue
        need = sw(band, bold, BODY) + 2 * PAD
        have = sum(widths[i] for i in idx)
        if need > have:
            for i in idx:
                widths[i] += (need - have) / len(idx)
    total = label_w + sum(widths)
    if total > avail + 0.01:
        raise ValueError(f"{note.key}: table too wide ({total:.1f} > {avail:.1f}) label {label_w:.0f} cols {[round(w) for w in widths]}")
    extra = avail - total
    label_w += extra * 0.6
    widths = [w + extra * 0.4 / len(widths) for w in widths]
    xs = [MARGIN, MARGIN + label_w]
    for w in widths:
        xs.append(xs[-1] + w)
    col_box = [(xs[i], xs[i + 1]) for i in range(len(xs) - 1)]   # 0 = label column

    # ---- header
    y += 4.0
    top = y
    has_band = any(b is not None for b, _ in bands)
    head_lines = max(len(c.head) for c in t.cols)
    band_h = 13.0 if has_band else 0.0
    head_h = 11.0 * head_lines + 4.0
    header_h = max(band_h + head_h, 11.0 * len(t.corner) + 4.0)
    head_h = header_h - band_h
    header_fill = note.style in ("zebra", "grid")
    if header_fill:
        fills.append(dict(x0=MARGIN, top=top, x1=MARGIN + avail, bottom=top + header_h,
                          color=(0.80, 0.85, 0.90) if note.style == "zebra" else (0.90, 0.90, 0.90)))
    if has_band:
        for band, idx in bands:
            if band is None:
                continue
            x0, x1 = col_box[idx[0] + 1][0], col_box[idx[-1] + 1][1]
            items.append(dict(x=(x0 + x1) / 2, base=top + 10.0, text=band, font=bold, size=BODY, align="c",
                              kind="band"))
            if note.style != "grid":
                rules.append(dict(x0=x0 + PAD, y=top + band_h - 0.5, x1=x1 - PAD, w=0.5))
    for i, c in enumerate(t.cols):
        x0, x1 = col_box[i + 1]
        n = len(c.head)
        for j, s in enumerate(c.head):
            base = top + header_h - 11.0 * (n - j - 1) - 4.0
            items.append(dict(x=(x0 + x1) / 2, base=base, text=s, font=bold, size=BODY, align="c", kind="head"))
    for j, s in enumerate(t.corner):
        base = top + header_h - 11.0 * (len(t.corner) - j - 1) - 3.0
        items.append(dict(x=MARGIN + PAD, base=base, text=s, font=reg, size=8.5, align="l", kind="corner"))
    y = top + header_h

    # rules around the header
    if note.style == "booktabs":
        rules.append(dict(x0=MARGIN, y=top, x1=MARGIN + avail, w=1.0))
        rules.append(dict(x0=MARGIN, y=y, x1=MARGIN + avail, w=0.5))
    elif note.style == "lined":
        rules.append(dict(x0=MARGIN, y=top, x1=MARGIN + avail, w=0.6))
        rules.append(dict(x0=MARGIN, y=y, x1=MARGIN + avail, w=0.6))
    elif note.style == "borderless":
        rules.append(dict(x0=MARGIN, y=y, x1=MARGIN + avail, w=0.3))

    # ---- body
    row_band = {}
    zebra_i = 0
    for r in t.rows:
        rtop, rbot = y, y + ROW_H
        row_band[r.key] = (rtop, rbot)
        base = rbot - 3.5
        if note.style == "zebra":
            if zebra_i % 2 == 1:
                fills.append(dict(x0=MARGIN, top=rtop, x1=MARGIN + avail, bottom=rbot, color=(0.91, 0.93, 0.96)))
            zebra_i += 1
        if r.kind == "total" and note.style in ("booktabs", "lined", "borderless"):
            rules.append(dict(x0=col_box[1][0] + PAD, y=rtop, x1=MARGIN + avail, w=0.5))
        elif r.kind == "sub" and note.style in ("booktabs", "borderless"):
            rules.append(dict(x0=col_box[1][0] + PAD, y=rtop, x1=MARGIN + avail, w=0.3))
        items.append(dict(x=MARGIN + PAD + indent[r.key], base=base, text=label_text(r), font=body_font[r.key],
                          size=BODY, align="l", kind="label", row=r.key))
        if r.kind != "section":
            for i, c in enumerate(t.cols):
                s = t.cells[r.key, c.key]["printed"]
                if not s:
                    continue
                x0, x1 = col_box[i + 1]
                if c.kind == "text":
                    items.append(dict(x=x0 + PAD, base=base, text=s, font=body_font[r.key], size=BODY, align="l",
                                      kind="cell", row=r.key, col=c.key))
                else:
                    items.append(dict(x=x1 - PAD - 4, base=base, text=s, font=body_font[r.key], size=BODY, align="r",
                                      kind="cell", row=r.key, col=c.key))
        if note.style == "lined":
            rules.append(dict(x0=MARGIN, y=rbot, x1=MARGIN + avail, w=0.25))
        y = rbot
    bottom = y
    if note.style == "booktabs":
        rules.append(dict(x0=MARGIN, y=bottom, x1=MARGIN + avail, w=1.0))
    elif note.style == "lined":
        rules.append(dict(x0=MARGIN, y=bottom, x1=MARGIN + avail, w=0.6))
    grid = None
    if note.style == "grid":
        hs = [top]
        if has_band:
            hs.append(top + band_h)
        hs.append(top + header_h)
        hs += [row_band[r.key][1] for r in t.rows]
        grid = dict(xs=xs, hs=hs, top=top, bottom=bottom, band_h=band_h, bands=bands, col_box=col_box)

    # ---- footnotes and closing prose
    y = bottom + 4.0
    for m, text in note.footnotes:
        para(f"{m} {text}", reg, 8.0, 10.5, 0.0, kind="footnote")
    y += 6.0
    for p in note.paragraphs(note.outro):
        para(p, kind="outro")
    if y > H - MARGIN + 10:
        raise ValueError(f"{note.key}: page overflow ({y:.0f} > {H - MARGIN:.0f})")
    return dict(W=W, H=H, items=items, rules=rules, fills=fills, grid=grid, col_box=col_box,
                row_band=row_band, header=(top, top + header_h), table_box=(MARGIN, top, MARGIN + avail, bottom),
                col_keys=[None] + [c.key for c in t.cols])


def render(note: Note, path: str):
    lay = plan(note)
    W, H = lay["W"], lay["H"]
    c = canvas.Canvas(path, pagesize=(W, H), invariant=1, pageCompression=1)
    c.setTitle(f"{note.company}: {note.title}")
    c.setAuthor(SET)
    c.setCreator(SET)
    c.setProducer(SET)
    c.setSubject("Annual report (extract)")
    for f in lay["fills"]:
        c.setFillColorRGB(*f["color"])
        c.rect(f["x0"], H - f["bottom"], f["x1"] - f["x0"], f["bottom"] - f["top"], stroke=0, fill=1)
    c.setFillColorRGB(0, 0, 0)
    c.setStrokeColorRGB(0, 0, 0)
    for r in lay["rules"]:
        c.setLineWidth(r["w"])
        c.line(r["x0"], H - r["y"], r["x1"], H - r["y"])
    g = lay["grid"]
    if g:
        c.setLineWidth(0.4)
        for i, h in enumerate(g["hs"]):
            if g["band_h"] and i == 1:      # below the band row: only under bands
                for band, idx in g["bands"]:
                    if band is not None:
                        x0, x1 = g["col_box"][idx[0] + 1][0], g["col_box"][idx[-1] + 1][1]
                        c.line(x0, H - h, x1, H - h)
                continue
            c.line(g["xs"][0], H - h, g["xs"][-1], H - h)
        for j, x in enumerate(g["xs"]):
            y0 = g["top"]
            if g["band_h"] and 0 < j < len(g["xs"]) - 1:
                # inside a band the vertical line starts below the band row
                for band, idx in g["bands"]:
                    if band is not None and idx[0] + 1 < j <= idx[-1] + 1:
                        y0 = g["top"] + g["band_h"]
            c.line(x, H - y0, x, H - g["bottom"])
    for it in lay["items"]:
        c.setFont(it["font"], it["size"])
        yb = H - it["base"]
        if it["align"] == "l":
            c.drawString(it["x"], yb, it["text"])
        elif it["align"] == "r":
            c.drawRightString(it["x"], yb, it["text"])
        else:
            c.drawCentredString(it["x"], yb, it["text"])
    c.showPage()
    c.save()


# ----------------------------------------------------------------------------- helpers for notes
def yrs(band, years, dec=0, **kw):
    """Columns for one measure over several years under one band."""
    key = kw.pop("key")
    return [Col(f"{key}{y[-2:]}", [y], band, dec=dec, year=y, measure=key, **kw) for y in years]


def data(key, label, vals: dict, **kw):
    return Row(key, label, vals, **kw)


def vals(cols, *xs):
    """Map column keys to values, in order ("" leaves nothing: nil dash)."""
    return {c: x for c, x in zip(cols, xs) if x is not None}


def F(text, value=None, scale=None, unit=None):
    if value is None:
        value = D(text.replace(",", "")) if text.replace(",", "").replace(".", "").isdigit() else text
    return Fact(text, value, scale, unit)


# ============================================================================= the 30 notes
NOTES = []


def note(fn):
    NOTES.append(fn)
    return fn


@note
def n01():
    cols = [Col("proc", ["Process"], kind="text"),
            *yrs("Spindles ('000)", ["2025", "2024"], dec=1, key="sp", scale=1000),
            *yrs("Yarn produced (tonnes)", ["2025", "2024"], key="yn"),
            Col("ut25", ["2025"], "Utilisation (%)", dec=1, unit="%", agg=("wavg", "sp25"), year="2025", measure="ut"),
            Col("ut24", ["2024"], "Utilisation (%)", dec=1, unit="%", agg=("wavg", "sp24"), year="2024", measure="ut")]
    K = [c.key for c in cols]
    rows = [
        Row("s_south", "Southern cluster", kind="section"),
        data("perunthal", "Perunthal", vals(K, "Compact", "62.4", "62.4", "11842", "11305", "94.2", "91.8")),
        data("karvanur", "Karvanur", vals(K, "Ring", "48.0", "44.6", "8917", "8120", "91.5", "90.3")),
        data("velliyam", "Velliyam", vals(K, "Open-end", "9.6", "9.6", "6120", "6488", "82.7", "87.9"), fn="(1)"),
        Row("t_south", "Southern cluster total", kind="sub", of=["perunthal", "karvanur", "velliyam"]),
        Row("s_west", "Western cluster", kind="section"),
        data("sornapet", "Sornapet", vals(K, "Ring", "54.2", "54.2", "9764", "9902", "90.6", "92.1")),
        data("dhamrol", "Dhamrol", vals(K, "Compact", "40.8", "36.0", "7535", "6478", "93.0", "89.4")),
        data("ukkadi", "Ukkadi", vals(K, "Ring", "30.0", "30.0", "5103", "5377", "85.4", "88.6")),
        Row("t_west", "Western cluster total", kind="sub", of=["sornapet", "dhamrol", "ukkadi"]),
        Row("total", "Total", kind="total", of=["t_south", "t_west"]),
    ]
    return Note(
        "n01-tanvikar-yarn", "Tanvikar Spinning Mills Limited", "Note 6. Yarn production by mill",
        "grid", "Serif", "A4",
        ["The Company spins cotton and cotton-blend yarn at six mills grouped in two clusters. Spindle counts "
         "are at the end of each financial year ended 31 March; utilisation is the share of available "
         "spindle shifts that were worked during the year, and cluster and total figures are weighted by "
         "installed spindles."],
        Table(cols, rows, corner=["Year ended 31 March"]),
        ["Yarn sold in the year ended 31 March 2025 was {sold25} tonnes (2024: {sold24} tonnes), drawing "
         "partly on opening stock. Exports accounted for {exp25} of the tonnage sold, mainly to knitting "
         "units in South-East Asia. The Karvanur expansion added ring spindles in the second half of the year."],
        footnotes=[("(1)", "Open-end rotors are stated in spindle equivalents.")],
        facts={"sold25": F("50,124", D("50124")), "sold24": F("47,981", D("47981")),
               "exp25": F("36.5%", D("36.5"), 1, "%")},
        names=["Tanvikar", "Perunthal", "Karvanur", "Velliyam", "Sornapet", "Dhamrol", "Ukkadi"])


@note
def n02():
    Y = ["2024", "2023", "2022"]
    cols = yrs("Year Ended October 31,", Y, key="u")
    K = [c.key for c in cols]
    rows = [
        Row("s_na", "North America", kind="section"),
        data("na_comb", "Combines", vals(K, "1842", "2215", "2064")),
        data("na_spray", "Self-propelled sprayers", vals(K, "2376", "2688", "2410")),
        data("na_lsb", "Large square balers", vals(K, "1105", "1236", "1198")),
        data("na_rb", "Round balers", vals(K, "3912", "4347", "4105")),
        data("na_fh", "Forage harvesters", vals(K, "118", "96", None), fn="(1)"),
        Row("t_na", "Total North America", kind="sub", of=["na_comb", "na_spray", "na_lsb", "na_rb", "na_fh"]),
        Row("s_int", "International", kind="section"),
        data("in_comb", "Combines", vals(K, "1267", "1390", "1322")),
        data("in_spray", "Self-propelled sprayers", vals(K, "934", "915", "802")),
        data("in_lsb", "Large square balers", vals(K, "642", "598", "611")),
        data("in_rb", "Round balers", vals(K, "2755", "2904", "2871")),
        data("in_fh", "Forage harvesters", vals(K, "402", "436", "419")),
        Row("t_int", "Total International", kind="sub", of=["in_comb", "in_spray", "in_lsb", "in_rb", "in_fh"]),
        Row("total", "Total retail unit sales", kind="total", of=["t_na", "t_int"]),
    ]
    return Note(
        "n02-furrowgate-machinery", "Furrowgate Implement Company", "Retail Unit Sales by Product Line",
        "booktabs", "Sans", "Letter",
        ["Retail unit sales are sales of new machines by our independent dealers to end customers, as "
         "reported to us by the dealers. They differ from our own shipments to dealers because of changes "
         "in dealer inventories. Retail unit sales by product line and region were as follows:"],
        Table(cols, rows, corner=["(Units)"]),
        ["Lower crop prices and higher interest rates weighed on large-equipment demand in fiscal 2024. "
         "North American dealer inventories of combines were {inv24} units at October 31, 2024, compared with "
         "{inv23} units a year earlier, and we reduced production schedules accordingly."],
        footnotes=[("(1)", "Forage harvesters were introduced to the North American dealer network in fiscal 2023.")],
        facts={"inv24": F("612", D("612")), "inv23": F("488", D("488"))},
        names=["Furrowgate"])


@note
def n03():
    cols = [Col("pw", ["Power"], kind="text"),
            *yrs("Units shipped", ["2024", "2023"], key="u", scale=1),
            *yrs("Net sales (SEK million)", ["2024", "2023"], dec=1, key="s", scale=1000000)]
    K = [c.key for c in cols]
    rows = [
        data("ecb", "Electric counterbalance", vals(K, "Electric", "14820", "13965", "3905.6", "3611.2")),
        data("rna", "Reach and narrow-aisle", vals(K, "Electric", "6342", "6780", "2214.8", "2352.9")),
        data("pps", "Powered pallet and stacker trucks", vals(K, "Electric", "38915", "35404", "2486.3", "2231.7")),
        data("icc", "Internal combustion counterbalance", vals(K, "IC engine", "9268", "10457", "2941.0", "3268.4")),
        data("tele", "Telehandlers", vals(K, "IC engine", "1184", None, "412.5", None), fn="(1)"),
        Row("total", "Total", kind="total", of=["ecb", "rna", "pps", "icc", "tele"]),
    ]
    return Note(
        "n03-tynemast-lifttrucks", "Tynemast Materials Handling AB", "Note 4. Lift truck shipments by class",
        "zebra", "Cond", "A4",
        ["The Group reports its new-truck business by truck class. Units shipped are trucks invoiced to "
         "dealers and end customers during the calendar year; net sales exclude service, parts and rental, "
         "which are reported in Note 5."],
        Table(cols, rows),
        ["Order intake for new trucks was {ord24} units in 2024 (2023: {ord23} units). Warehouse automation "
         "projects drove demand for narrow-aisle equipment in the first half, while orders for internal "
         "combustion trucks continued to shift towards electric models."],
        footnotes=[("(1)", "The telehandler business was acquired on 1 March 2024; figures are from that date.")],
        facts={"ord24": F("68,450", D("68450")), "ord23": F("61,930", D("61930")), "acq": F("1 March 2024")},
        names=["Tynemast"])


@note
def n04():
    cols = [*yrs("Units sold ('000)", ["2024", "2023"], dec=1, key="u", scale=1000),
            Col("uch", ["% change"], "Units sold ('000)", dec=1, unit="%", calc=("pchg", "u24", "u23"), measure="uch"),
            Col("p24", ["2024"], "Average selling price (EUR)", scale=1, agg=("wavg", "u24"), year="2024", measure="p"),
            Col("p23", ["2023"], "Average selling price (EUR)", scale=1, agg=("wavg", "u23"), year="2023", measure="p")]
    K = ["u24", "u23", "p24", "p23"]
    rows = [
        Row("s_atw", "Air-to-water", kind="section"),
        data("atw_nor", "Nordics", vals(K, "42.6", "48.9", "6840", "6710")),
        data("atw_ger", "Germany", vals(K, "61.3", "88.4", "7120", "7245")),
        data("atw_fra", "France", vals(K, "27.9", "31.2", "6450", "6390")),
        Row("t_atw", "Total air-to-water", kind="sub", of=["atw_nor", "atw_ger", "atw_fra"]),
        Row("s_gs", "Ground source", kind="section"),
        data("gs_nor", "Nordics", vals(K, "9.8", "10.4", "11900", "11650")),
        data("gs_ger", "Germany", vals(K, "5.1", "7.7", "12450", "12300")),
        data("gs_fra", "France", vals(K, "1.6", "1.9", "11200", "11050")),
        Row("t_gs", "Total ground source", kind="sub", of=["gs_nor", "gs_ger", "gs_fra"]),
        Row("s_ea", "Exhaust air", kind="section"),
        data("ea_nor", "Nordics", vals(K, "14.2", "13.5", "5310", "5180")),
        Row("total", "Total heat pumps", kind="total", of=["t_atw", "t_gs", "ea_nor"]),
    ]
    return Note(
        "n04-kalderhus-heatpumps", "Kalderhus Varmepumper A/S", "Note 5. Heat pump unit sales by technology and market",
        "lined", "Sans", "A4",
        ["Unit sales are heat pumps invoiced to installers and distributors. The average selling price is net "
         "sales of heat pump units divided by units sold; totals are weighted by units. Accessories and "
         "installation services are not included."],
        Table(cols, rows),
        ["Demand in Germany fell sharply after the change to the federal subsidy scheme at the start of 2024, "
         "while the Nordic exhaust air business grew. Revenue from installation services was EUR {inst24} "
         "million (2023: EUR {inst23} million)."],
        facts={"inst24": F("38.4", D("38.4"), 1000000), "inst23": F("41.0", D("41.0"), 1000000)},
        names=["Kalderhus"])


@note
def n05():
    cols = [*yrs("Year Ended December 31,", ["2024", "2023"], dec=1, key="s", cur="$"),
            Col("rep", ["Reported"], "% Change", dec=1, unit="%", calc=("pchg", "s24", "s23"), scale=1, measure="rep"),
            Col("cc", ["Constant", "currency"], "% Change", dec=1, unit="%", scale=1, agg=None, measure="cc")]
    K = ["s24", "s23", "cc"]
    rows = [
        data("daily", "Daily disposable", vals(K, "1284.6", "1152.3", "13.2"), cur=True),
        data("freq", "Frequent replacement", vals(K, "612.9", "648.1", "-3.9")),
        data("toric", "Toric", vals(K, "418.2", "391.7", "8.1")),
        data("multi", "Multifocal", vals(K, "203.5", "176.4", "16.9")),
        Row("t_soft", "Soft contact lenses", kind="sub", of=["daily", "freq", "toric", "multi"]),
        data("rgp", "Rigid gas permeable", vals(K, "58.7", "61.9", "-4.4"), fn="(1)"),
        data("care", "Lens care solutions", vals(K, "146.0", "155.8", "-5.0")),
        Row("total", "Total net sales", kind="total", of=["t_soft", "rgp", "care"], cur=True),
    ]
    # constant-currency growth of the subtotal and total is given, not computed
    rows[4].vals = {"cc": "7.9"}
    rows[7].vals = {"cc": "6.7"}
    return Note(
        "n05-irisvale-lenses", "Irisvale Vision Care, Inc.", "Net Sales by Modality",
        "borderless", "Serif", "Letter",
        ["We sell soft and rigid contact lenses and lens care products to eye care professionals, retailers "
         "and distributors. Constant currency growth is calculated by translating current-year results at "
         "prior-year average exchange rates. Net sales by modality were as follows:"],
        Table(cols, rows, corner=["(Dollars in millions)"], scale=1000000),
        ["Foreign currency movements, principally the weaker yen, reduced reported net sales growth by "
         "approximately {fx} percentage points. Daily disposable growth reflected the continued conversion of "
         "wearers from reusable lenses."],
        footnotes=[("(1)", "Includes orthokeratology lenses, which are worn overnight to reshape the cornea.")],
        facts={"fx": F("1.4", D("1.4"), 1, "%")},
        names=["Irisvale"])


@note
def n06():
    cols = [*yrs("Volume ('000 tonnes)", ["2024", "2023"], dec=1, key="v", scale=1000),
            Col("p24", ["2024"], "Average price (£ per tonne)", scale=1, agg=("wavg", "v24"), year="2024", measure="p"),
            Col("p23", ["2023"], "Average price (£ per tonne)", scale=1, agg=("wavg", "v23"), year="2023", measure="p")]
    K = [c.key for c in cols]
    rows = [
        Row("s_cf", "Compound feed", kind="section"),
        data("poultry", "Poultry", vals(K, "812.4", "796.0", "338", "371")),
        data("pig", "Pig", vals(K, "524.7", "551.3", "352", "389")),
        data("dairy", "Dairy and beef cattle", vals(K, "689.2", "702.8", "318", "346")),
        data("sheep", "Sheep", vals(K, "96.5", "91.0", "331", "355")),
        Row("t_cf", "Total compound feed", kind="sub", of=["poultry", "pig", "dairy", "sheep"]),
        Row("s_bm", "Blends and minerals", kind="section"),
        data("blends", "Blends", vals(K, "142.6", "150.4", "281", "304")),
        data("minerals", "Minerals and supplements", vals(K, "18.3", "17.6", "912", "885")),
        Row("t_bm", "Total blends and minerals", kind="sub", of=["blends", "minerals"]),
        Row("total", "Total feed", kind="total", of=["t_cf", "t_bm"]),
    ]
    return Note(
        "n06-mashwold-feed", "Mashwold Feeds plc", "4. Feed volumes and average realised price by species",
        "booktabs", "Serif", "A4",
        ["The Group manufactures compound feed at seven mills and supplies blends and mineral supplements to "
         "livestock farmers. Average realised prices are net of volume rebates and delivery charges; section "
         "totals are weighted by volume."],
        Table(cols, rows),
        ["Feed prices followed raw material costs down during the year: the average delivered cost of feed "
         "wheat to our mills was £{wh24} per tonne, compared with £{wh23} per tonne in 2023. The pig sector "
         "continued to contract after the loss of processing capacity in the region."],
        facts={"wh24": F("186", D("186")), "wh23": F("228", D("228"))},
        names=["Mashwold"])


@note
def n07():
    cols = [*yrs("Raw fish received (tonnes)", ["2024", "2023"], key="f", scale=1),
            *yrs("Cases packed ('000)", ["2024", "2023"], dec=1, key="c", scale=1000),
            Col("yld", ["Cases per", "tonne, 2024"], None, dec=1, scale=1, calc=("ratio", "c24", "f24", 1000), measure="yld")]
    K = ["f24", "f23", "c24", "c23"]
    rows = [
        data("caleta", "Caleta Brava", vals(K, "31420", "29880", "2148.6", "2032.9")),
        data("punta", "Punta Veloz", vals(K, "24915", "25760", "1690.2", "1760.4")),
        data("corvina", "Isla Corvina", vals(K, "18306", "17115", "1262.5", "1178.9")),
        data("lenta", "Bahía Quieta", vals(K, "9874", "14602", "671.3", "998.7"), fn="(1)"),
        Row("total", "Total", kind="total", of=["caleta", "punta", "corvina", "lenta"]),
    ]
    return Note(
        "n07-bonitovia-tuna", "Bonitovia Seafoods S.A.", "Note 7. Raw fish received and cases packed by cannery",
        "zebra", "Sans", "A4",
        ["The Group processes frozen tuna delivered by its own purse-seine fleet and by third-party vessels at "
         "four canneries. Cases are standard cases of 48 cans of 185 grams."],
        Table(cols, rows),
        ["Skipjack made up {skj} of the fish received in 2024 and yellowfin {yft}; the remainder was bigeye "
         "and albacore. Catches in the eastern Pacific were affected by the closed season being extended by "
         "ten days."],
        footnotes=[("(1)", "Bahía Quieta was idle from 15 January to 30 April 2024 while its cold stores were rebuilt.")],
        facts={"skj": F("71%", D("71"), 1, "%"), "yft": F("24%", D("24"), 1, "%"),
               "idle": F("15 January to 30 April 2024")},
        names=["Bonitovia", "Caleta Brava", "Punta Veloz", "Isla Corvina", "Bahía Quieta", "Quieta", "Veloz"])


@note
def n08():
    cols = [*yrs(None, ["2024", "2023"], key="v"),
            Col("chg", ["Change"], None, calc=("diff", "v24", "v23"), measure="chg")]
    for c in cols[:2]:
        c.band = None
    K = ["v24", "v23"]
    rows = [
        Row("s_prod", "Containerboard production", kind="section"),
        data("kraft", "Kraftliner", vals(K, "612", "598")),
        data("test", "Testliner", vals(K, "845", "872")),
        data("flut", "Fluting", vals(K, "503", "491")),
        Row("t_prod", "Total production", kind="sub", of=["kraft", "test", "flut"]),
        Row("s_use", "Containerboard use", kind="section"),
        data("own", "Used in own box plants", vals(K, "1104", "1087")),
        data("ext", "External sales", vals(K, "856", "874")),
        Row("t_use", "Total use", kind="sub", of=["own", "ext"]),
        Row("s_box", "Corrugated box shipments (million m²)", kind="section"),
        data("nordic", "Nordics", vals(K, "1482", "1531"), scale=1000000),
        data("baltic", "Baltics", vals(K, "366", "342"), scale=1000000),
        data("poland", "Poland", vals(K, "915", "868"), scale=1000000),
        Row("t_box", "Total box shipments", kind="sub", of=["nordic", "baltic", "poland"], scale=1000000),
    ]
    return Note(
        "n08-flutemark-packaging", "Flutemark Packaging Oyj",
        "Note 5. Containerboard production and corrugated box shipments",
        "lined", "Cond", "A4",
        ["The Group's three containerboard machines supply its corrugated box plants, and the surplus is sold "
         "to other converters. Box shipments are measured in million square metres of board converted."],
        Table(cols, rows, corner=["Thousand tonnes", "unless stated"], scale=1000),
        ["Average box prices were {bp} lower than in 2023 as containerboard prices fell in the first half. "
         "The mills consumed {twh} TWh of energy, of which bark and black liquor provided the majority."],
        facts={"bp": F("3.2%", D("3.2"), 1, "%"), "twh": F("2.9", D("2.9"))},
        names=["Flutemark"])


@note
def n09():
    Y = ["2024", "2023", "2022"]
    cols = [Col(f"y{y[-2:]}", [y], "Year Ended December 31,", dec=2, year=y, measure="y") for y in Y]
    K = [c.key for c in cols]
    sh = ["plate", "sheet", "billet"]
    rows = [
        Row("s_sh", "Shipments (millions of pounds)", kind="section"),
        data("plate", "Plate", vals(K, "8.42", "7.96", "6.88"), scale=1000000),
        data("sheet", "Sheet and strip", vals(K, "5.17", "5.34", "4.71"), scale=1000000),
        data("billet", "Billet and bar", vals(K, "14.86", "13.02", "11.45"), scale=1000000),
        Row("t_sh", "Total shipments", kind="sub", of=sh, scale=1000000),
        Row("s_asp", "Average selling price (per pound)", kind="section"),
        data("p_plate", "Plate", vals(K, "27.40", "26.15", "23.90"), cur=True),
        data("p_sheet", "Sheet and strip", vals(K, "31.85", "30.60", "28.75"), cur=True),
        data("p_billet", "Billet and bar", vals(K, "22.10", "21.35", "19.80"), cur=True),
        Row("p_all", "All mill products", kind="sub", of=["p_plate", "p_sheet", "p_billet"], how=("wavg", sh), cur=True),
    ]
    for c in cols:
        c.cur = "$"
    return Note(
        "n09-anvilgrove-titanium", "Anvilgrove Titanium Corporation",
        "Mill Product Shipments and Average Selling Prices",
        "grid", "Sans", "Letter",
        ["Our titanium mill products are sold mainly to aerospace customers under long-term agreements. The "
         "average selling price for all mill products is weighted by the pounds shipped of each product."],
        Table(cols, rows),
        ["Backlog for mill products was ${bl24} billion at December 31, 2024, compared with ${bl23} billion at "
         "December 31, 2023, reflecting higher build rates for commercial aircraft."],
        facts={"bl24": F("1.12", D("1.12"), 1000000000), "bl23": F("0.96", D("0.96"), 1000000000)},
        names=["Anvilgrove"])


@note
def n10():
    cols = [Col("pe", ["Population", "equivalent ('000)"], None, scale=1000, measure="pe", agg="sum"),
            *yrs("Flow treated (Ml/d)", ["2024", "2023"], dec=1, key="f", scale=1),
            Col("c24", ["2024"], "Permit compliance (%)", dec=1, unit="%", agg=("wavg", "f24"), year="2024", measure="c"),
            Col("c23", ["2023"], "Permit compliance (%)", dec=1, unit="%", agg=("wavg", "f23"), year="2023", measure="c")]
    K = [c.key for c in cols]
    rows = [
        data("marsh", "Marshwick", vals(K, "412", "118.6", "121.4", "99.2", "98.7")),
        data("toll", "Tollingham", vals(K, "286", "84.3", "82.9", "97.8", "98.4")),
        data("hebble", "Hebbleford", vals(K, "154", "41.7", "43.2", "95.1", "96.9"), fn="(1)"),
        data("crayle", "Crayle Bank", vals(K, "98", "27.5", "26.8", "98.9", "96.2")),
        data("ouse", "Ousemouth", vals(K, "71", "19.8", "20.6", "99.6", "99.4")),
        Row("total", "Total", kind="total", of=["marsh", "toll", "hebble", "crayle", "ouse"]),
    ]
    return Note(
        "n10-ouselby-wastewater", "Ouselby Water Services plc", "7. Wastewater treatment works performance",
        "borderless", "Sans", "A4",
        ["The company operates five large wastewater treatment works. Flow treated is the average daily flow "
         "in megalitres; compliance is the share of final effluent samples that met the permit limits, and "
         "the total is weighted by flow."],
        Table(cols, rows),
        ["Storm overflow spills recorded by event duration monitors fell to {sp24} in 2024 from {sp23} in "
         "2023, helped by a drier autumn and by new storm tanks at Marshwick."],
        footnotes=[("(1)", "Hebbleford moved to tertiary treatment in 2024; its phosphorus limit was tightened from 1 October 2024.")],
        facts={"sp24": F("3,412", D("3412")), "sp23": F("4,086", D("4086"))},
        names=["Ouselby", "Marshwick", "Tollingham", "Hebbleford", "Crayle Bank", "Crayle", "Ousemouth"])


@note
def n11():
    cols = [*yrs("Units sold", ["2024", "2023"], key="u", scale=1),
            *yrs("Acres covered", ["2024", "2023"], dec=1, key="a", scale=1000),
            Col("apu", ["Acres per", "unit, 2024"], None, dec=0, scale=1, calc=("ratio", "a24", "u24", 1000), measure="apu")]
    K = ["u24", "u23", "a24", "a23"]
    rows = [
        Row("s_us", "United States", kind="section"),
        data("plains", "Great Plains", vals(K, "3418", "4105", "448.2", "541.9")),
        data("midwest", "Midwest", vals(K, "2106", "2380", "256.9", "292.7")),
        data("west", "West", vals(K, "1284", "1356", "171.3", "178.5")),
        Row("t_us", "Total United States", kind="sub", of=["plains", "midwest", "west"]),
        Row("s_int", "International", kind="section"),
        data("brazil", "Brazil", vals(K, "2942", "2615", "412.0", "363.5")),
        data("austr", "Australia", vals(K, "388", "421", "61.2", "64.8")),
        data("mea", "Middle East and Africa", vals(K, "1015", "872", "118.4", "99.2")),
        Row("t_int", "Total International", kind="sub", of=["brazil", "austr", "mea"]),
        Row("total", "Total", kind="total", of=["t_us", "t_int"]),
    ]
    return Note(
        "n11-pivotrine-irrigation", "Pivotrine Irrigation, Inc.",
        "Center Pivot and Lateral Move Units Sold and Acres Covered by Region",
        "zebra", "Serif", "Letter",
        ["Units sold are complete center pivot and lateral move irrigation machines shipped to dealers. Acres "
         "covered is the irrigated area the machines are designed to serve, as specified in the dealer order."],
        Table(cols, rows, corner=["(Acres in thousands)"]),
        ["We estimate that approximately {repl} of the units sold in the United States in 2024 replaced "
         "existing machines, while in Brazil most units were sold for newly irrigated land. Lower farm "
         "income in the Great Plains reduced demand for new machines in the second half of the year."],
        facts={"repl": F("38%", D("38"), 1, "%")},
        names=["Pivotrine"])


@note
def n12():
    cols = [*yrs("Trays supplied", ["2024", "2023"], dec=2, key="t", scale=1000000),
            Col("r24", ["2024"], "Orchard gate return per tray", dec=2, scale=1, agg=("wavg", "t24"), year="2024", measure="r"),
            Col("r23", ["2023"], "Orchard gate return per tray", dec=2, scale=1, agg=("wavg", "t23"), year="2023", measure="r")]
    K = [c.key for c in cols]
    rows = [
        Row("s_conv", "Conventional", kind="section"),
        data("green", "Green", vals(K, "62.41", "71.85", "5.84", "5.11")),
        data("gold", "Gold", vals(K, "98.76", "86.34", "11.92", "12.40")),
        data("red", "Red", vals(K, "3.05", "2.18", "14.60", "15.25"), fn="(1)"),
        Row("t_conv", "Total conventional", kind="sub", of=["green", "gold", "red"]),
        Row("s_org", "Organic", kind="section"),
        data("ogreen", "Green organic", vals(K, "4.12", "4.56", "8.21", "7.94")),
        data("ogold", "Gold organic", vals(K, "2.87", "2.33", "14.05", "14.80")),
        Row("t_org", "Total organic", kind="sub", of=["ogreen", "ogold"]),
        Row("total", "All kiwifruit", kind="total", of=["t_conv", "t_org"]),
    ]
    return Note(
        "n12-feltvine-kiwifruit", "Feltvine Kiwifruit Marketing Limited",
        "Note 3. Trays supplied and orchard gate returns by variety",
        "booktabs", "Cond", "A4",
        ["The orchard gate return (OGR) is the amount paid to growers for each tray of fruit supplied, after "
         "all supply chain costs. Seasons are named for the calendar year of harvest; totals are weighted by "
         "trays supplied."],
        Table(cols, rows),
        ["The 2024 season was supplied by {gr24} registered growers (2023: {gr23}). Green kiwifruit volumes "
         "were reduced by spring frosts, while the higher-yielding Gold crop reached a record."],
        caption="(Trays in millions; orchard gate returns in New Zealand dollars per tray)",
        footnotes=[("(1)", "Red kiwifruit was supplied by 214 growers in 2024 (2023: 176 growers).")],
        facts={"gr24": F("2,946", D("2946")), "gr23": F("2,891", D("2891")), "red24": F("214", D("214")),
               "red23": F("176", D("176"))},
        names=["Feltvine"])


@note
def n13():
    cols = [*yrs("Net sales (€ million)", ["2024", "2023"], dec=1, key="s", scale=1000000),
            *yrs("Passengers (million)", ["2024", "2023"], dec=2, key="p", scale=1000000),
            Col("sp24", ["2024"], "Spend per passenger (€)", dec=2, scale=1, calc=("ratio", "s24", "p24", 1), year="2024", measure="sp"),
            Col("sp23", ["2023"], "Spend per passenger (€)", dec=2, scale=1, calc=("ratio", "s23", "p23", 1), year="2023", measure="sp")]
    K = ["s24", "s23", "p24", "p23"]
    rows = [
        data("vellmar", "Vellmar International", vals(K, "386.4", "351.2", "18.62", "17.40")),
        data("alcedo", "Alcedo", vals(K, "241.7", "228.9", "11.84", "11.52")),
        data("ostraval", "Ostraval", vals(K, "158.3", "149.6", "9.06", "8.71")),
        data("brenholm", "Brenholm", vals(K, "72.5", "109.8", "4.71", "7.02"), fn="(1)"),
        data("cazz", "Cazzarine", vals(K, "95.1", "83.4", "5.41", "4.95")),
        Row("total", "Total", kind="total", of=["vellmar", "alcedo", "ostraval", "brenholm", "cazz"]),
    ]
    return Note(
        "n13-tarmacor-travelretail", "Tarmacor Travel Retail AG", "Note 4. Sales by airport concession",
        "grid", "Serif", "A4",
        ["The Group operates duty-free and duty-paid shops under concession agreements with airport "
         "operators. Spend per passenger is net sales divided by the departing passengers of the terminals "
         "where the Group trades."],
        Table(cols, rows),
        ["Concession fees paid to airport operators amounted to €{fee24} million in 2024 (2023: €{fee23} "
         "million) and are reported within operating expenses. Fees are mostly a percentage of sales with "
         "minimum annual guarantees."],
        footnotes=[("(1)", "The Brenholm concession expired on 31 August 2024 and was not renewed.")],
        facts={"fee24": F("311.6", D("311.6"), 1000000), "fee23": F("296.0", D("296.0"), 1000000),
               "exp": F("31 August 2024")},
        names=["Tarmacor", "Vellmar", "Alcedo", "Ostraval", "Brenholm", "Cazzarine"])


@note
def n14():
    cols = [*yrs("Italy", ["2024", "2023"], dec=1, key="i"),
            *yrs("International", ["2024", "2023"], dec=1, key="x"),
            Col("t24", ["2024"], "Total", dec=1, calc=("sum", ["i24", "x24"]), year="2024", measure="t"),
            Col("t23", ["2023"], "Total", dec=1, calc=("sum", ["i23", "x23"]), year="2023", measure="t")]
    K = ["i24", "i23", "x24", "x23"]
    rows = [
        Row("s_dry", "Dry pasta", kind="section"),
        data("durum", "Durum wheat", vals(K, "412.6", "405.3", "298.4", "276.9")),
        data("whole", "Wholegrain", vals(K, "38.2", "35.9", "22.7", "19.8")),
        data("gf", "Gluten-free", vals(K, "14.9", "15.6", "11.3", "9.7")),
        data("egg", "Egg pasta", vals(K, "26.4", "27.8", "8.1", "7.5")),
        Row("t_dry", "Total dry pasta", kind="sub", of=["durum", "whole", "gf", "egg"]),
        data("fresh", "Fresh and filled pasta", vals(K, "31.5", "30.2", "12.6", "12.9"), indent=False),
        Row("total", "Total pasta", kind="total", of=["t_dry", "fresh"]),
    ]
    return Note(
        "n14-trafilmo-pasta", "Trafilmo Pastifici S.p.A.", "Note 6. Sales volumes by format and market",
        "lined", "Serif", "A4",
        ["Volumes are tonnes of finished product invoiced to customers, in thousands of tonnes. International "
         "includes exports from the Italian plants and sales of the plant in Ohio."],
        Table(cols, rows, scale=1000),
        ["The average purchase price of durum wheat fell to €{dw24} per tonne from €{dw23} per tonne in "
         "2023, and list prices were reduced in the spring. Private label volumes in Italy were broadly "
         "unchanged."],
        caption="(thousand tonnes)",
        facts={"dw24": F("372", D("372")), "dw23": F("451", D("451"))},
        names=["Trafilmo"])


@note
def n15():
    cols = [*yrs("Fresh cocoons purchased (tonnes)", ["2024", "2023"], key="c", scale=1),
            *yrs("Raw silk produced (tonnes)", ["2024", "2023"], dec=1, key="s", scale=1),
            Col("r24", ["2024"], "Renditta", dec=2, scale=1, calc=("ratio", "c24", "s24", 1), year="2024", measure="r"),
            Col("r23", ["2023"], "Renditta", dec=2, scale=1, calc=("ratio", "c23", "s23", 1), year="2023", measure="r")]
    K = ["c24", "c23", "s24", "s23"]
    rows = [
        data("hollin", "Hollinbay", vals(K, "1842", "1765", "298.1", "280.6")),
        data("wenshore", "Wenshore", vals(K, "1206", "1318", "187.5", "206.2")),
        data("dalreel", "Dalreel", vals(K, "964", "902", "152.4", "139.8")),
        data("pemsilk", "Pemsilk", vals(K, "611", "598", "93.9", "92.6")),
        Row("total", "Total", kind="total", of=["hollin", "wenshore", "dalreel", "pemsilk"]),
    ]
    return Note(
        "n15-cocoonridge-silk", "Cocoonridge Silk Reeling Co., Ltd.",
        "Note 5. Cocoons purchased and raw silk produced by filature",
        "borderless", "Cond", "A4",
        ["The Company buys fresh mulberry silkworm cocoons from contracted farmers and reels them into raw "
         "silk at four filatures. Renditta is the weight of fresh cocoons used for each unit of raw silk "
         "produced; a lower renditta means better cocoon quality and reeling efficiency."],
        Table(cols, rows),
        ["The average price paid to farmers for fresh cocoons was RMB {cp24} per kilogram (2023: RMB {cp23}). "
         "Raw silk was sold mainly to weavers in the 3A and 4A grades."],
        facts={"cp24": F("52.60", D("52.60")), "cp23": F("48.90", D("48.90"))},
        names=["Cocoonridge", "Hollinbay", "Wenshore", "Dalreel", "Pemsilk"])


@note
def n16():
    cols = [Col("fmt", ["Main format"], kind="text"),
            *yrs("Production (million m²)", ["2024", "2023"], dec=2, key="p", scale=1000000),
            *yrs("Sales (million m²)", ["2024", "2023"], dec=2, key="s", scale=1000000),
            Col("k", ["Kiln", "lines"], None, scale=1, measure="k")]
    K = [c.key for c in cols]
    rows = [
        data("torre", "Torreblanc", vals(K, "Porcelain 60x120", "14.82", "15.96", "15.10", "15.44", "6")),
        data("almazor", "Almazor", vals(K, "Porcelain 60x60", "11.37", "11.05", "11.02", "11.21", "5")),
        data("benis", "Benisella", vals(K, "Red-body wall tile", "8.64", "9.82", "8.91", "9.60", "4")),
        data("ceravia", "Ceravia", vals(K, "Slabs 160x320", "2.15", "0.84", "1.88", "0.61", "2"), fn="(1)"),
        Row("total", "Total", kind="total", of=["torre", "almazor", "benis", "ceravia"]),
    ]
    return Note(
        "n16-kilnvista-tiles", "Kilnvista Ceramics S.A.", "Note 8. Tile production and sales by plant",
        "grid", "Sans", "A4",
        ["The Group produces glazed porcelain and red-body ceramic tiles at four plants. Production and sales "
         "are measured in square metres of first-choice tiles."],
        Table(cols, rows),
        ["The average selling price was €{asp24} per square metre in 2024 (2023: €{asp23}), as weaker "
         "demand in the renovation market led to price discounts. Natural gas consumption per square metre "
         "produced fell by 6% after kiln upgrades."],
        footnotes=[("(1)", "The large-slab line at Ceravia started production in May 2023.")],
        facts={"asp24": F("11.84", D("11.84")), "asp23": F("12.37", D("12.37"))},
        names=["Kilnvista", "Torreblanc", "Almazor", "Benisella", "Ceravia"])


@note
def n17():
    cols = [*yrs("Shipments (billion pieces)", ["2024", "2023"], dec=2, key="q", scale=1000000000),
            Col("p24", ["2024"], "Average price (US$ per 1,000)", dec=2, scale=1, agg=("wavg", "q24"), year="2024", measure="p"),
            Col("p23", ["2023"], "Average price (US$ per 1,000)", dec=2, scale=1, agg=("wavg", "q23"), year="2023", measure="p")]
    K = [c.key for c in cols]
    rows = [
        Row("s_exam", "Examination gloves", kind="section"),
        data("nitrile", "Nitrile", vals(K, "28.64", "24.91", "22.40", "24.85")),
        data("latex", "Natural latex", vals(K, "3.12", "4.05", "21.10", "23.60")),
        data("vinyl", "Vinyl", vals(K, "1.48", "1.92", "15.30", "16.75")),
        Row("t_exam", "Total examination gloves", kind="sub", of=["nitrile", "latex", "vinyl"]),
        Row("s_spec", "Specialty gloves", kind="section"),
        data("surg", "Surgical", vals(K, "0.62", "0.58", "118.50", "114.20")),
        data("clean", "Cleanroom", vals(K, "0.41", "0.46", "96.80", "92.30")),
        Row("t_spec", "Total specialty gloves", kind="sub", of=["surg", "clean"]),
        Row("total", "Total gloves", kind="total", of=["t_exam", "t_spec"]),
    ]
    return Note(
        "n17-dexterine-gloves", "Dexterine Gloves Berhad", "Note 9. Glove shipments and average selling price by product",
        "zebra", "Serif", "A4",
        ["Shipments are gloves invoiced to distributors and healthcare buyers. Average selling prices are "
         "stated in US dollars per thousand pieces; totals are weighted by pieces shipped."],
        Table(cols, rows),
        ["Installed capacity reached {cap24} billion pieces a year at 31 December 2024 (2023: {cap23} billion "
         "pieces) after two new nitrile lines were commissioned. Selling prices remained under pressure from "
         "surplus capacity in the industry."],
        facts={"cap24": F("38.5", D("38.5"), 1000000000), "cap23": F("36.0", D("36.0"), 1000000000)},
        names=["Dexterine"])


@note
def n18():
    Y = ["2024", "2023", "2022"]
    cols = [*yrs("Units delivered", Y, key="u", scale=1),
            *[Col(f"p{y[-2:]}", [y], "Average selling price ($'000)", scale=1000, agg=("wavg", f"u{y[-2:]}"), year=y, measure="p", cur="$")
              for y in Y]]
    K = [c.key for c in cols]
    rows = [
        data("pumper", "Custom pumpers", vals(K, "412", "386", "401", "1085", "1012", "948"), cur=True),
        data("aerial", "Aerial ladders and platforms", vals(K, "138", "127", "119", "2140", "1985", "1860")),
        data("rescue", "Rescue trucks", vals(K, "96", "104", "88", "1265", "1190", "1120")),
        data("tanker", "Tankers and tenders", vals(K, "74", "69", "81", "612", "584", "561")),
        data("arff", "Aircraft rescue and firefighting", vals(K, "23", "18", "21", "1980", "1905", "1840"), fn="(1)"),
        Row("total", "Total", kind="total", of=["pumper", "aerial", "rescue", "tanker", "arff"], cur=True),
    ]
    return Note(
        "n18-hosebury-apparatus", "Hosebury Fire Apparatus, Inc.",
        "Units Delivered and Average Selling Price by Product Line",
        "booktabs", "Serif", "Letter",
        ["We build custom fire apparatus to the specifications of municipal fire departments, airports and "
         "industrial customers. A unit is recognized when it is delivered and accepted by the customer."],
        Table(cols, rows, corner=["Years ended", "December 31"]),
        ["Backlog at December 31, 2024 was ${bl} billion, or approximately {blu} units, and extends into "
         "2027 for aerial products. Chassis supply improved during the year, allowing more units to be "
         "completed."],
        footnotes=[("(1)", "Aircraft rescue and firefighting vehicles are sold to airport authorities and defense customers.")],
        facts={"bl": F("2.38", D("2.38"), 1000000000), "blu": F("1,540", D("1540"))},
        names=["Hosebury"])


@note
def n19():
    cols = [Col("tech", ["Technology"], kind="text"),
            *yrs("Output", ["2024", "2023"], key="o", scale=1000),
            Col("chg", ["Change"], "Output", calc=("diff", "o24", "o23"), scale=1000, measure="chg"),
            Col("y24", ["2024"], "Yield (%)", dec=1, unit="%", scale=1, agg=("wavg", "o24"), year="2024", measure="y"),
            Col("y23", ["2023"], "Yield (%)", dec=1, unit="%", scale=1, agg=("wavg", "o23"), year="2023", measure="y")]
    K = ["tech", "o24", "o23", "y24", "y23"]
    rows = [
        data("yunqiao", "Yunqiao", vals(K, "HDI", "1284", "1198", "92.4", "91.7")),
        data("baishen", "Baishen", vals(K, "Multilayer", "2416", "2590", "95.1", "94.8")),
        data("dongliu", "Dongliu", vals(K, "Flexible", "868", "912", "88.6", "89.3")),
        data("xiwen", "Xiwen", vals(K, "IC substrate", "142", "118", "81.2", "78.5")),
        Row("total", "Total", kind="total", of=["yunqiao", "baishen", "dongliu", "xiwen"]),
    ]
    return Note(
        "n19-laminova-pcb", "Laminova Circuits Co., Ltd.", "Note 6. Board output by plant and technology",
        "lined", "Sans", "A4",
        ["Each plant specialises in one board technology. Output is measured in square metres of finished "
         "boards shipped or transferred to stock; yield is the share of panels that passed final inspection, "
         "and the total yield is weighted by output."],
        Table(cols, rows),
        ["Capital expenditure of NT${capex} billion was mainly spent on the second IC substrate line at "
         "Xiwen, which is expected to start volume production in the third quarter of 2025."],
        caption="(Output in thousand square metres)",
        facts={"capex": F("6.2", D("6.2"), 1000000000)},
        names=["Laminova", "Yunqiao", "Baishen", "Dongliu", "Xiwen"])


@note
def n20():
    cols = [*yrs(None, ["2024", "2023"], dec=1, key="s"),
            Col("nom", ["Nominal", "growth"], None, dec=1, unit="%", scale=1, calc=("pchg", "s24", "s23"), measure="nom"),
            Col("cmp", ["Comparable", "growth"], None, dec=1, unit="%", scale=1, agg=None, measure="cmp")]
    K = ["s24", "s23", "cmp"]
    rows = [
        Row("s_pro", "Professional", kind="section"),
        data("road", "Road and street", vals(K, "412.8", "388.5", "4.9")),
        data("indus", "Industry and logistics", vals(K, "296.3", "318.4", "-8.1")),
        data("office", "Offices and education", vals(K, "351.7", "372.9", "-6.4")),
        data("retail", "Retail and hospitality", vals(K, "188.4", "179.6", "3.6")),
        data("sports", "Sports and area", vals(K, "64.2", "58.9", "7.8")),
        Row("t_pro", "Total professional", kind="sub", of=["road", "indus", "office", "retail", "sports"]),
        data("conn", "Connected systems and services", vals(K, "142.6", "118.3", "19.3"), indent=False),
        data("cons", "Consumer lamps", vals(K, "97.5", "146.2", "-12.5"), fn="(1)", indent=False),
        Row("total", "Total net sales", kind="total", of=["t_pro", "conn", "cons"]),
    ]
    rows[6].vals = {"cmp": "-0.8"}
    rows[9].vals = {"cmp": "0.4"}
    return Note(
        "n20-lumenhove-lighting", "Lumenhove Lighting N.V.", "Note 3. Net sales by application",
        "borderless", "Serif", "A4",
        ["Comparable growth excludes the effect of currency movements and of the consumer lamps business "
         "after its sale. Net sales by application were as follows:"],
        Table(cols, rows, corner=["€ million"], scale=1000000),
        ["Demand for office and industrial lighting remained weak as construction activity slowed, while "
         "road lighting benefited from municipal renovation programmes. LED products accounted for "
         "{led} of net sales."],
        footnotes=[("(1)", "The consumer lamps business was sold on 30 September 2024; nine months are included in 2024.")],
        facts={"led": F("97%", D("97"), 1, "%")},
        names=["Lumenhove"])


@note
def n21():
    Y = ["2024", "2023", "2022"]
    cols = yrs(None, Y, dec=1, key="v")
    K = [c.key for c in cols]
    rows = [
        Row("s_auto", "Automotive", kind="section"),
        data("pcmo", "Passenger car motor oils", vals(K, "184.6", "179.2", "171.8")),
        data("hddo", "Heavy-duty diesel engine oils", vals(K, "142.3", "151.7", "148.9")),
        data("moto", "Motorcycle oils", vals(K, "22.8", "20.1", "18.6")),
        data("trans", "Transmission and driveline fluids", vals(K, "31.4", "30.9", "29.2")),
        Row("t_auto", "Total automotive", kind="sub", of=["pcmo", "hddo", "moto", "trans"]),
        Row("s_ind", "Industrial", kind="section"),
        data("hyd", "Hydraulic oils", vals(K, "58.7", "61.4", "57.3")),
        data("metal", "Metalworking fluids", vals(K, "24.2", "25.8", "24.9")),
        data("grease", "Greases", vals(K, "12.6", "12.1", "11.8"), fn="(1)"),
        Row("t_ind", "Total industrial", kind="sub", of=["hyd", "metal", "grease"]),
        data("marine", "Marine", vals(K, "36.9", "33.5", "30.1"), indent=False),
        Row("total", "Total", kind="total", of=["t_auto", "t_ind", "marine"]),
    ]
    return Note(
        "n21-viscorra-lubricants", "Viscorra Lubricants Ltd", "5. Lubricant sales volumes by channel",
        "zebra", "Cond", "A4",
        ["Sales volumes are finished lubricants sold to distributors, workshops, industrial customers and ship "
         "operators, in millions of litres, for the years ended 31 December."],
        Table(cols, rows, scale=1000000),
        ["Synthetic grades represented {syn24} of passenger car motor oil volume in 2024 (2023: {syn23}), "
         "supporting margins as base oil costs eased. Marine volumes grew with new supply contracts at two "
         "North Sea ports."],
        caption="(million litres)",
        footnotes=[("(1)", "Greases are converted to litres at 1.1 litres per kilogram.")],
        facts={"syn24": F("41%", D("41"), 1, "%"), "syn23": F("37%", D("37"), 1, "%")},
        names=["Viscorra"])


@note
def n22():
    cols = [*yrs("Watches delivered ('000)", ["2024", "2023"], dec=1, key="w", scale=1000),
            *yrs("Net sales (CHF million)", ["2024", "2023"], dec=1, key="s", scale=1000000)]
    K = [c.key for c in cols]
    rows = [
        data("top", "Retail price above CHF 10,000", vals(K, "18.4", "17.9", "412.6", "396.8")),
        data("high", "CHF 3,000 to 10,000", vals(K, "64.7", "71.2", "398.2", "431.5")),
        data("mid", "CHF 500 to 3,000", vals(K, "212.5", "236.8", "268.9", "295.4")),
        data("entry", "Below CHF 500", vals(K, "384.0", "452.6", "71.4", "83.9")),
        Row("t_w", "Total watches", kind="sub", of=["top", "high", "mid", "entry"]),
        data("other", "Straps, service and other", vals(K, None, None, "58.3", "55.1"), indent=False),
        Row("total", "Group net sales", kind="total", of=["t_w", "other"], blank=("w24", "w23")),
    ]
    return Note(
        "n22-horlavier-watches", "Horlavier SA", "Note 4. Watches delivered and net sales by price segment",
        "booktabs", "Sans", "A4",
        ["Watches are grouped by their recommended retail price in Switzerland. Deliveries are watches "
         "invoiced to the Group's own boutiques' customers and to independent retailers."],
        Table(cols, rows),
        ["The share of watch net sales made through the Group's own boutiques rose to {own24} "
         "(2023: {own23}). Lower demand in mainland China and Hong Kong affected mainly the entry and "
         "middle price segments."],
        facts={"own24": F("46%", D("46"), 1, "%"), "own23": F("42%", D("42"), 1, "%")},
        names=["Horlavier"])


@note
def n23():
    cols = [*yrs("Capacity ('000 t)", ["2024", "2023"], key="c", scale=1000),
            *yrs("Production ('000 t)", ["2024", "2023"], dec=1, key="p", scale=1000),
            Col("u24", ["2024"], "Utilisation (%)", dec=1, unit="%", scale=1, calc=("ratio", "p24", "c24", 100), year="2024", measure="u"),
            Col("u23", ["2023"], "Utilisation (%)", dec=1, unit="%", scale=1, calc=("ratio", "p23", "c23", 100), year="2023", measure="u")]
    K = ["c24", "c23", "p24", "p23"]
    rows = [
        data("kelm", "Kelmbach", vals(K, "185", "185", "162.4", "171.8")),
        data("ostw", "Ostwerra", vals(K, "140", "140", "118.9", "109.6")),
        data("lind", "Lindgraben", vals(K, "95", "110", "71.3", "86.5"), fn="(1)"),
        data("vasz", "Vasztelek", vals(K, "120", "105", "109.2", "88.7")),
        Row("total", "Total", kind="total", of=["kelm", "ostw", "lind", "vasz"]),
    ]
    return Note(
        "n23-nerovane-carbonblack", "Nerovane Carbon AG", "Note 7. Production capacity, output and utilisation by plant",
        "grid", "Cond", "A4",
        ["Carbon black is produced in furnace reactors at four plants in Germany and Hungary. Capacity is "
         "nameplate capacity at the end of the year; utilisation is production divided by that capacity."],
        Table(cols, rows),
        ["Specialty grades for plastics, coatings and batteries accounted for {spec} of volumes sold; the "
         "remainder were rubber grades for tyre and mechanical rubber goods customers. Production at "
         "Vasztelek rose after the new reactor reached full output."],
        footnotes=[("(1)", "One reactor at Lindgraben was permanently closed on 30 June 2024, reducing capacity by 15 thousand tonnes.")],
        facts={"spec": F("27%", D("27"), 1, "%"), "closed": F("15", D("15"), 1000)},
        names=["Nerovane", "Kelmbach", "Ostwerra", "Lindgraben", "Vasztelek"])


@note
def n24():
    cols = [*yrs("Year ended 30 September", ["2024", "2023"], dec=1, key="v"),
            Col("chg", ["Change %"], None, dec=1, unit="%", scale=1, calc=("pchg", "v24", "v23"), measure="chg", pct_sign=False)]
    K = ["v24", "v23"]
    rows = [
        Row("s_mine", "Mining", kind="section"),
        data("coal", "Coal", vals(K, "412.5", "446.8")),
        data("iron", "Iron ore", vals(K, "318.2", "301.6")),
        data("gold", "Gold and base metals", vals(K, "156.9", "149.4")),
        Row("t_mine", "Total mining", kind="sub", of=["coal", "iron", "gold"]),
        data("quarry", "Quarry and construction", vals(K, "88.4", "92.7"), indent=False),
        data("other", "Seismic and other", vals(K, "12.3", "11.8"), indent=False),
        Row("total", "Total explosives", kind="total", of=["t_mine", "quarry", "other"]),
        Row("s_init", "Initiating systems (million units)", kind="section"),
        data("elec", "Electronic detonators", vals(K, "6.84", "5.92"), scale=1000000, dec=2),
        data("nonel", "Non-electric detonators", vals(K, "14.37", "15.88"), scale=1000000, dec=2),
        Row("t_init", "Total detonators", kind="sub", of=["elec", "nonel"], scale=1000000, dec=2),
    ]
    for r in rows[-3:]:
        r.dec = 2
    return Note(
        "n24-fulminor-explosives", "Fulminor Explosives Ltd", "Note 5. Explosives volumes by customer sector",
        "lined", "Serif", "A4",
        ["Explosives volumes are ammonium nitrate-based bulk and packaged explosives delivered to customers' "
         "sites, in thousand tonnes. Initiating systems are stated in millions of units."],
        Table(cols, rows, scale=1000),
        ["The Pellowra ammonium nitrate plant produced {an24} thousand tonnes in 2024 (2023: {an23} thousand "
         "tonnes) after a planned shutdown for catalyst replacement. Coal volumes declined as two thermal "
         "coal customers reduced their stripping ratios."],
        caption="(thousand tonnes unless stated)",
        facts={"an24": F("518", D("518"), 1000), "an23": F("536", D("536"), 1000)},
        names=["Fulminor", "Pellowra"])


@note
def n25():
    Y = ["2024", "2023", "2022"]
    cols = [Col(f"y{y[-2:]}", [y], None, dec=1, year=y, measure="y") for y in Y]
    K = [c.key for c in cols]
    rows = [
        Row("s_ship", "Shipments (thousands of metric tons)", kind="section"),
        data("uhp", "Ultra-high power", vals(K, "82.4", "88.6", "104.1"), scale=1000),
        data("hp", "High power", vals(K, "21.7", "24.9", "27.3"), scale=1000),
        Row("t_ship", "Total shipments", kind="sub", of=["uhp", "hp"], scale=1000),
        Row("s_cap", "Production capacity (thousands of metric tons)", kind="section", fn="(1)"),
        data("ross", "Rosslaw", vals(K, "70", "70", "70"), scale=1000, dec=0),
        data("monte", "Monteverre", vals(K, "45", "45", "60"), scale=1000, dec=0),
        data("cuervo", "Cuervo Alto", vals(K, "60", "60", "60"), scale=1000, dec=0),
        Row("t_cap", "Total capacity", kind="sub", of=["ross", "monte", "cuervo"], scale=1000, dec=0),
        Row("util", "Capacity utilization", kind="sub", how=("ratio", "t_ship", "t_cap", 100), unit="%", scale=1,
            pct_sign=True, dec=1),
        data("asp", "Average selling price per metric ton", vals(K, "4820", "5610", "6250"), scale=1, dec=0, cur=True,
             indent=False),
    ]
    for c in cols:
        c.cur = "$"
    return Note(
        "n25-arcmoor-electrodes", "Arcmoor Graphite Corporation",
        "Graphite Electrode Shipments, Capacity and Average Selling Price",
        "lined", "Sans", "Letter",
        ["Graphite electrodes are consumed in electric arc furnace steelmaking. The following table presents "
         "our electrode shipments, production capacity and average selling price for the years ended "
         "December 31:"],
        Table(cols, rows),
        ["Our needle coke facility produced {nc} thousand metric tons in 2024, covering most of the needle "
         "coke used in our electrode plants. Prices under annual contracts declined as steel production "
         "outside China remained subdued."],
        footnotes=[("(1)", "Excludes one Monteverre production line that was idled in April 2023.")],
        facts={"nc": F("78", D("78"), 1000)},
        names=["Arcmoor", "Rosslaw", "Monteverre", "Cuervo Alto", "Cuervo"])


@note
def n26():
    cols = [*yrs("Tons produced", ["2024", "2023"], key="t", scale=1000),
            *yrs("Plants operated", ["2024", "2023"], key="n", scale=1),
            Col("r24", ["2024"], "Recycled content (%)", dec=1, unit="%", scale=1, agg=("wavg", "t24"), year="2024", measure="r"),
            Col("r23", ["2023"], "Recycled content (%)", dec=1, unit="%", scale=1, agg=("wavg", "t23"), year="2023", measure="r")]
    K = [c.key for c in cols]
    rows = [
        data("ohio", "Ohio", vals(K, "3842", "3615", "18", "18", "24.6", "22.1")),
        data("indiana", "Indiana", vals(K, "2106", "2244", "12", "13", "21.8", "20.5")),
        data("kentucky", "Kentucky", vals(K, "1652", "1538", "9", "8", "27.3", "25.9")),
        data("tenn", "Tennessee", vals(K, "1218", "1187", "7", "7", "19.4", "19.0")),
        data("wva", "West Virginia", vals(K, "604", "658", "4", "4", "16.8", "17.5")),
        Row("total", "Total", kind="total", of=["ohio", "indiana", "kentucky", "tenn", "wva"]),
    ]
    return Note(
        "n26-tarvellen-asphalt", "Tarvellen Paving Company", "Hot-Mix Asphalt Production by State",
        "zebra", "Sans", "Letter",
        ["We produce hot-mix asphalt at plants that supply our own paving crews and third-party contractors. "
         "Recycled content is the share of reclaimed asphalt pavement in the mix, weighted by tons produced."],
        Table(cols, rows, corner=["(Tons in thousands)"]),
        ["The cost of liquid asphalt cement, our largest raw material, averaged ${ac24} per ton in 2024 "
         "(${ac23} per ton in 2023). Highway funding supported public paving work in Ohio and Kentucky."],
        facts={"ac24": F("612", D("612")), "ac23": F("655", D("655"))},
        names=["Tarvellen"])


@note
def n27():
    cols = [*yrs("Acres strung", ["2024", "2023"], key="a", scale=1),
            *yrs("Harvest (thousands of pounds)", ["2024", "2023"], key="h", scale=1000),
            Col("y24", ["2024"], "Yield (pounds per acre)", scale=1, calc=("ratio", "h24", "a24", 1000), year="2024", measure="y"),
            Col("y23", ["2023"], "Yield (pounds per acre)", scale=1, calc=("ratio", "h23", "a23", 1000), year="2023", measure="y")]
    K = ["a24", "a23", "h24", "h23"]
    rows = [
        Row("s_aroma", "Aroma varieties", kind="section"),
        data("aurel", "Aurelian", vals(K, "1420", "1385", "2556", "2424")),
        data("tamsin", "Solbrae Gold", vals(K, "960", "1080", "1498", "1782")),
        data("westerly", "Westerly Blanc", vals(K, "615", "540", "1021", "907")),
        Row("t_aroma", "Total aroma", kind="sub", of=["aurel", "tamsin", "westerly"]),
        Row("s_alpha", "Alpha varieties", kind="section"),
        data("bitter", "Bittermoor", vals(K, "1240", "1310", "2852", "2882")),
        data("alpha9", "Alpha Nine", vals(K, "870", "820", "2123", "1968")),
        Row("t_alpha", "Total alpha", kind="sub", of=["bitter", "alpha9"]),
        Row("total", "Total", kind="total", of=["t_aroma", "t_alpha"]),
    ]
    return Note(
        "n27-bineridge-hops", "Bineridge Hop Growers, Inc.", "Hop Harvest by Variety",
        "grid", "Serif", "Letter",
        ["We grow proprietary and public hop varieties on trellised acreage in the Pacific Northwest. Acres "
         "strung are acres trained for harvest in the crop year; harvest is dried and baled hops."],
        Table(cols, rows),
        ["Aroma hops were sold under forward contracts at an average price of ${arp} per pound in 2024. "
         "Brewers continued to reduce inventories, and Solbrae Gold acreage was cut as contracts expired."],
        facts={"arp": F("6.85", D("6.85"))},
        names=["Bineridge", "Aurelian", "Solbrae Gold", "Solbrae", "Westerly Blanc", "Bittermoor", "Alpha Nine"])


@note
def n28():
    cols = [*yrs("Entries", ["2024", "2023"], key="e", scale=1),
            *yrs("Finishers", ["2024", "2023"], key="f", scale=1),
            Col("fr", ["Finish rate", "2024 (%)"], None, dec=1, unit="%", scale=1, calc=("ratio", "f24", "e24", 100), measure="fr"),
            Col("fee", ["Standard", "entry fee (£)"], None, scale=1, agg=None, measure="fee")]
    K = ["e24", "e23", "f24", "f23", "fee"]
    rows = [
        Row("s_mar", "Marathons", kind="section"),
        data("tyne", "Tyneholm Marathon", vals(K, "18420", "17105", "15884", "14620", "68")),
        data("cress", "Cresswater Marathon", vals(K, "9612", "10238", "8207", "8955", "62")),
        Row("t_mar", "Total marathons", kind="sub", of=["tyne", "cress"]),
        Row("s_half", "Half marathons", kind="section"),
        data("brack", "Brackmere Half", vals(K, "14980", "13640", "13702", "12415", "42")),
        data("fenn", "Old Harlsway Half", vals(K, "7315", "7580", "6802", "7046", "38")),
        Row("t_half", "Total half marathons", kind="sub", of=["brack", "fenn"]),
        Row("s_multi", "Triathlon and trail", kind="section"),
        data("windle", "Windleby Triathlon", vals(K, "2418", "2206", "2197", "2014", "95")),
        data("corrie", "Corrie Ridge Trail 50K", vals(K, "1126", "894", "884", "702", "79")),
        Row("t_multi", "Total triathlon and trail", kind="sub", of=["windle", "corrie"]),
        Row("total", "All events", kind="total", of=["t_mar", "t_half", "t_multi"]),
    ]
    return Note(
        "n28-striderow-events", "Striderow Events Ltd", "4. Entries and finishers by event",
        "booktabs", "Cond", "A4",
        ["The Group organises six mass-participation endurance events. Entries are paid entries, including "
         "charity places; the standard entry fee is the general-ballot price for the 2024 event."],
        Table(cols, rows),
        ["Charity places accounted for {char} of marathon entries in 2024. Sponsorship income rose to "
         "£{spons} million following a new title partner for the Tyneholm Marathon."],
        facts={"char": F("22%", D("22"), 1, "%"), "spons": F("3.8", D("3.8"), 1000000)},
        names=["Striderow", "Tyneholm", "Cresswater", "Brackmere", "Old Harlsway", "Harlsway", "Windleby", "Corrie Ridge"])


@note
def n29():
    cols = [*yrs("Europe", ["2024", "2023"], dec=1, key="e"),
            *yrs("Asia", ["2024", "2023"], dec=1, key="a"),
            *yrs("Middle East and Africa", ["2024", "2023"], dec=1, key="m")]
    K = [c.key for c in cols]
    rows = [
        data("s1", "Infant formula (stage 1)", vals(K, "28.4", "27.1", "41.7", "47.3", "12.6", "11.9")),
        data("s2", "Follow-on formula (stage 2)", vals(K, "22.6", "23.9", "36.2", "40.5", "10.4", "9.8")),
        data("s3", "Growing-up milk (stage 3)", vals(K, "31.2", "33.8", "52.8", "61.4", "9.7", "9.1")),
        data("spec", "Specialty medical formula", vals(K, "6.9", "6.2", "3.1", "2.6", "1.2", "1.0"), fn="(1)"),
        Row("total", "Total", kind="total", of=["s1", "s2", "s3", "spec"]),
    ]
    return Note(
        "n29-nurselind-formula", "Nurselind Nutrition B.V.",
        "Note 6. Infant and young child formula volumes by stage and region",
        "borderless", "Sans", "A4",
        ["Volumes are tonnes of powdered formula sold to retailers, pharmacies and distributors, in thousands "
         "of tonnes, by the region of the customer."],
        Table(cols, rows, corner=["('000 tonnes)"], scale=1000),
        ["Asian volumes fell as births in the Group's main Asian markets declined by about {births} and "
         "retailers reduced stock of older stage 3 recipes. The new formula plant in Leeuwarden started "
         "commercial production in November 2024."],
        footnotes=[("(1)", "Includes hypoallergenic and amino acid-based formula for infants with cow's milk allergy.")],
        facts={"births": F("6%", D("6"), 1, "%")},
        names=["Nurselind"])


@note
def n30():
    cols = [Col("cap", ["Installed", "capacity (MW)"], None, scale=1, measure="cap"),
            *yrs("Generation (GWh)", ["2024", "2023"], dec=1, key="g", scale=1),
            Col("a24", ["2024"], "Availability (%)", dec=1, unit="%", scale=1, agg=("wavg", "cap"), year="2024", measure="a"),
            Col("a23", ["2023"], "Availability (%)", dec=1, unit="%", scale=1, agg=None, year="2023", measure="a")]
    K = ["cap", "g24", "g23", "a24", "a23"]
    fields = ["eldvik", "gufu", "svarta", "hvita"]
    rows = [
        data("eldvik", "Eldvík", vals(K, "90", "742.6", "731.9", "96.8", "95.4")),
        data("gufu", "Gufuholt", vals(K, "120", "981.4", "1002.7", "94.1", "97.2")),
        data("svarta", "Svartaleir", vals(K, "60", "468.3", "455.0", "97.5", "96.9")),
        data("hvita", "Hvítanes", vals(K, "45", "256.9", "219.8", "91.3", "96.0"), fn="(1)"),
        Row("gross", "Gross generation", kind="sub", of=fields, blank=("a24", "a23")),
        data("aux", "Auxiliary consumption", vals(K, None, "-64.2", "-61.8"), blank=("cap", "a24", "a23")),
        Row("net", "Net generation sent out", kind="total", of=["gross", "aux"], blank=("cap", "a24", "a23")),
    ]
    return Note(
        "n30-hverbrun-geothermal", "Hverbrun Power hf.", "Note 5. Geothermal generation by field",
        "zebra", "Serif", "A4",
        ["The company operates four geothermal power stations. Installed capacity is at 31 December 2024; "
         "availability is the share of hours in which the units were available to generate."],
        Table(cols, rows),
        ["In addition to electricity, the Gufuholt and Eldvík stations supplied {heat} GWh of hot water to "
         "district heating utilities. Production wells drilled at Hvítanes in 2023 restored steam supply to "
         "the original unit."],
        footnotes=[("(1)", "Hvítanes unit 2 (15 MW) was commissioned on 1 July 2024.")],
        facts={"heat": F("412", D("412")), "unit2": F("15", D("15"))},
        names=["Hverbrun", "Eldvík", "Gufuholt", "Svartaleir", "Hvítanes"])



def build_all():
    out = []
    for fn in NOTES:
        n = fn()
        finish(n.table)
        out.append(n)
    return out


def main(argv):
    if len(argv) != 2:
        print(__doc__)
        return 2
    outdir = argv[1]
    os.makedirs(outdir, exist_ok=True)
    notes = build_all()
    for n in notes:
        render(n, os.path.join(outdir, n.doc))
    print(f"wrote {len(notes)} PDFs to {outdir}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
