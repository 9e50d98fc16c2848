"""bench/aitqa-style13: the table model and the reportlab renderer (written new for this set).

A table is a Doc: value columns (Col, each with a header path, top group first) and rows (Row: label, indent
level, kind, values). The renderer draws one table on one or two pages, returns the positions of every row,
column and header box (in pdfplumber's top-down coordinates) so that check.py can read each cell back.

Deterministic: reportlab rl_config.invariant = 1, fixed document metadata, system DejaVu / Liberation TTFs.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from reportlab import rl_config

rl_config.invariant = 1

from reportlab.lib.pagesizes import A4, letter, landscape  # noqa: E402
from reportlab.pdfbase import pdfmetrics  # noqa: E402
from reportlab.pdfbase.ttfonts import TTFont  # noqa: E402
from reportlab.pdfgen import canvas  # noqa: E402

NOSCALE = "none"       # a column or row that states no scale although the table does
NIL = "\u2014"         # printed for a nil amount
MARKER = re.compile(r"\s*\((?:[a-h]|[1-9])\)")

FONTS = {
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
    "LiberationSansNarrow": ("liberation/LiberationSansNarrow-Regular.ttf", "liberation/LiberationSansNarrow-Bold.ttf",
                             "liberation/LiberationSansNarrow-Italic.ttf"),
}
_registered = set()


def font(family, style=""):
    """registered font name for family + '' | 'B' | 'I'"""
    name = family + ("-" + style if style else "")
    if name not in _registered:
        files = FONTS[family]
        path = files[{"": 0, "B": 1, "I": 2}[style]]
        pdfmetrics.registerFont(TTFont(name, "/usr/share/fonts/truetype/" + path))
        _registered.add(name)
    return name


def width(text, fam, style, size):
    return pdfmetrics.stringWidth(text, font(fam, style), size)


def strip_marker(s):
    """a label or header without its footnote markers and a trailing colon"""
    return MARKER.sub("", s).strip().rstrip(":").strip()


def fmt(v, dec=0, pct=False, pctsign=True, dollar=False):
    s = f"{abs(v):,.{dec}f}"
    if v < 0 and float(s.replace(",", "")) != 0:
        s = f"({s})"
    if dollar:
        s = "$" + s
    if pct and pctsign:
        s += "%"
    return s


def parse(s):
    """the number a printed cell shows (negative in parentheses), or None"""
    if s is None:
        return None
    t = s.strip().replace("$", "").replace("%", "").replace("\u00a2", "").replace(",", "").strip()
    neg = t.startswith("(") and t.endswith(")")
    if neg:
        t = t[1:-1]
    try:
        x = float(t)
    except ValueError:
        return None
    x = -x if neg else x
    return int(x) if x.is_integer() and "." not in t else x


@dataclass
class Col:
    key: str
    path: tuple
    money: bool | None = None
    pct: bool = False
    dec: int | None = None
    scale: object = None
    minw: float = 0
    pctsign: bool = True
    text: bool = False
    nodollar: bool = False


@dataclass
class Row:
    label: str
    vals: dict
    level: int = 0
    kind: str = "data"          # data | section | subtotal | total
    pct: bool = False
    dec: int | None = None
    dollar: bool = False
    money: bool | None = None
    scale: object = None


@dataclass
class Doc:
    key: str
    company: str
    short: str
    heading2: str
    caption: str
    cols: list
    subcaption: str = ""
    corner: str = ""
    style: str = "booktabs"
    family: str = "DejaVuSans"
    size: float = 9
    paper: str = "letter"
    orient: str = "portrait"
    money: bool = False
    scale: object = None
    notes: list = field(default_factory=list)
    split: int | None = None
    repeat_header: bool = True
    sep_dollar: bool = False
    label_max: float | None = None
    rows: list = field(default_factory=list)

    # ---------------------------------------------------------------- model
    def add(self, label, vals=None, level=0, kind="data", **kw):
        r = Row(label, dict(vals or {}), level, kind, **kw)
        self.rows.append(r)
        return r

    def col(self, key):
        hits = [c for c in self.cols if c.key == key]
        assert len(hits) == 1, (self.key, key)
        return hits[0]

    def pages(self):
        return 1 if self.split is None else 2

    def nhead(self):
        return max(len(c.path) for c in self.cols)

    def sections(self, r):
        """the section rows enclosing r, innermost first"""
        i = self.rows.index(r)
        lvl, out = r.level, []
        for x in reversed(self.rows[:i]):
            if x.kind == "section" and x.level < lvl:
                out.append(x)
                lvl = x.level
                if lvl == 0:
                    break
        return out

    def label_repeats(self, r):
        k = strip_marker(r.label)
        return sum(1 for x in self.rows if x.kind != "section" and strip_marker(x.label) == k) > 1

    def leaf_repeats(self, c):
        k = strip_marker(c.path[-1])
        return sum(1 for x in self.cols if strip_marker(x.path[-1]) == k) > 1

    def is_pct(self, r, c):
        return bool(r.pct or c.pct)

    def is_money(self, r, c):
        if self.is_pct(r, c):
            return False
        for m in (r.money, c.money, self.money):
            if m is not None:
                return m
        return False

    def unit_scale(self, r, c):
        if self.is_pct(r, c):
            return "%", 1
        unit = "USD" if self.is_money(r, c) else None
        for s in (r.scale, c.scale, self.scale):
            if s is not None:
                return unit, (None if s == NOSCALE else s)
        return unit, None

    def dec(self, r, c):
        for d in (r.dec, c.dec):
            if d is not None:
                return d
        return 0

    def first_numeric(self, c):
        for x in self.rows:
            if isinstance(x.vals.get(c.key), (int, float)):
                return x
        return None

    def dollar_mark(self, r, c):
        v = r.vals.get(c.key)
        if not isinstance(v, (int, float)) or not self.is_money(r, c) or c.nodollar:
            return False
        return r.kind == "total" or r.dollar or self.first_numeric(c) is r

    def printed(self, r, c):
        v = r.vals.get(c.key)
        if v is None:
            return ""
        if isinstance(v, str):
            return v
        dollar = self.dollar_mark(r, c) and not self.sep_dollar
        return fmt(v, self.dec(r, c), pct=self.is_pct(r, c), pctsign=c.pctsign, dollar=dollar)


# ==================================================================== rendering
STYLES = ("grid", "booktabs", "zebra", "unruled", "band", "borderless", "ledger", "boxed", "leader")
GREY = (0.45, 0.45, 0.45)
BAND = (0.16, 0.24, 0.40)


def wrap(text, fam, style, size, maxw):
    words, lines, cur = text.split(), [], ""
    for w in words:
        t = (cur + " " + w).strip()
        if cur and width(t, fam, style, size) > maxw:
            lines.append(cur)
            cur = w
        else:
            cur = t
    if cur:
        lines.append(cur)
    return lines


class Layout:
    """computes widths, header cells and row heights for one Doc"""

    def __init__(self, d: Doc):
        self.d = d
        ps = A4 if d.paper == "a4" else letter
        self.W, self.H = landscape(ps) if d.orient == "landscape" else ps
        self.margin = 46
        self.fam, self.sz = d.family, d.size
        self.pad = 3.5
        self.hstyle = "B"
        self.indent = d.size * 1.15
        self.rowh = d.size * (1.75 if d.style in ("grid", "ledger", "boxed") else 1.55)
        self.lh = d.size * 1.18
        self._widths()
        self._headers()
        n2 = len(wrap(d.heading2, self.fam, "", 8, self.W - 2 * self.margin))
        self.title_h1 = self.margin + 25 + 10 * n2 + 8 + 4 + (d.size + 2) * 0.5 + \
            ((d.size + 4) if d.subcaption else 0) + 10
        self.title_h2 = self.margin + 28 + d.size + 8

    def capacity(self, page=1):
        """how many body rows fit on a page below the title and the column header"""
        top = (self.title_h1 if page == 1 else self.title_h2) + \
            (self.header_h if page == 1 or self.d.repeat_header else 0) + 2
        return int((self.H - self.margin - top - 0.5) // self.rowh)

    def lstyle(self, r):
        if r.kind == "section":
            return "B" if self.d.style not in ("unruled", "leader") else "I"
        return "B" if r.kind == "total" else ""

    def _widths(self):
        d, fam, sz, pad = self.d, self.fam, self.sz, self.pad
        need = max(width(r.label, fam, self.lstyle(r), sz) + r.level * self.indent for r in d.rows) + 2 * pad + 6
        if d.corner:
            need = max(need, min(width(d.corner, fam, "", sz) + 2 * pad, 150))
        if d.label_max:
            assert need <= d.label_max, (d.key, "label column too narrow", need, d.label_max)
            need = d.label_max
        self.labelw = need
        ws = []
        for c in d.cols:
            w = c.minw
            for r in d.rows:
                s = d.printed(r, c)
                if not s:
                    continue
                tw = width(s, fam, "B" if r.kind == "total" else "", sz)
                if not s.endswith(("%", ")")) and _has_paren_col(d, c):
                    tw += width(")", fam, "", sz)
                if d.sep_dollar and d.dollar_mark(r, c):
                    tw += width("$", fam, "", sz) + 6
                w = max(w, tw + 2 * pad + 2)
            leaf = c.path[-1]
            longest = max(width(x, fam, self.hstyle, sz) for x in leaf.split())
            w = max(w, longest + 2 * pad + 2, width(leaf, fam, self.hstyle, sz) / 3 + 2 * pad)
            ws.append(w)
        # group headings must fit over their columns in at most two lines
        n = d.nhead()
        for lvl in range(n - 1):
            for text, idx in self._groups(lvl):
                span = sum(ws[i] for i in idx)
                longest = max(width(x, fam, self.hstyle, sz) for x in text.split()) + 2 * pad + 2
                want = max(longest, width(text, fam, self.hstyle, sz) / 2 + 2 * pad + 8)
                if span < want:
                    for i in idx:
                        ws[i] += (want - span) / len(idx)
        avail = self.W - 2 * self.margin
        total = self.labelw + sum(ws)
        assert total <= avail + 0.01, (d.key, "table too wide", round(total), round(avail))
        extra = avail - total
        ws = [w + min(extra / len(ws), 0.5 * w) for w in ws]
        self.colw = ws
        x = self.margin + self.labelw
        self.colx = []
        for w in ws:
            self.colx.append((x, x + w))
            x += w
        self.right = x
        self.label_x = (self.margin, self.margin + self.labelw)

    def _groups(self, lvl):
        """runs of adjacent columns sharing path[:lvl+1] where that element is a group heading"""
        out, cur, prev = [], [], None
        for i, c in enumerate(self.d.cols):
            key = tuple(c.path[:lvl + 1]) if len(c.path) - 1 > lvl else None
            if key is not None and key == prev:
                cur.append(i)
            else:
                if prev is not None:
                    out.append((prev[-1], cur))
                cur = [i] if key is not None else []
            prev = key
        if prev is not None:
            out.append((prev[-1], cur))
        return out

    def _headers(self):
        d, n = self.d, self.d.nhead()
        cells = []   # (text, lvl_from, lvl_to, [col idx])
        for lvl in range(n - 1):
            for text, idx in self._groups(lvl):
                cells.append((text, lvl, lvl, idx))
        for i, c in enumerate(d.cols):
            cells.append((c.path[-1], len(c.path) - 1, n - 1, [i]))
        hts = [0.0] * n
        lines = {}
        for k, (text, a, b, idx) in enumerate(cells):
            x0, x1 = self.colx[idx[0]][0], self.colx[idx[-1]][1]
            ls = wrap(text, self.fam, self.hstyle, self.sz, x1 - x0 - 2 * self.pad)
            lines[k] = ls
            if a == b:
                hts[a] = max(hts[a], len(ls) * self.lh + 4)
        for k, (text, a, b, idx) in enumerate(cells):
            need = len(lines[k]) * self.lh + 4
            have = sum(hts[a:b + 1])
            if need > have:
                hts[b] += need - have
        hts = [max(h, self.lh + 4) for h in hts]
        self.hts = hts
        self.hcells = [(text, a, b, idx, lines[k]) for k, (text, a, b, idx) in enumerate(cells)]
        self.header_h = sum(hts) + 3


def render(d: Doc, path: str):
    assert d.style in STYLES, d.style
    L = Layout(d)
    W, H = L.W, L.H
    fam, sz, pad = L.fam, L.sz, L.pad
    c = canvas.Canvas(path, pagesize=(W, H), invariant=1, pageCompression=1)
    c.setTitle(f"{d.company} \u2014 {d.caption}")
    c.setAuthor(d.company)
    c.setSubject(d.heading2)
    c.setCreator("bench/aitqa-style13 make_docs.py")
    c.setProducer("reportlab")
    out = {"rows": [None] * len(d.rows), "cols": list(L.colx), "headers": [], "label_x": L.label_x,
           "pages": d.pages()}
    dark = d.style == "band"

    def Y(top):                          # top-down -> reportlab
        return H - top

    def text(x, top_baseline, s, style="", size=sz, color=(0, 0, 0), align="left"):
        c.setFillColorRGB(*color)
        c.setFont(font(fam, style), size)
        if align == "right":
            c.drawRightString(x, Y(top_baseline), s)
        elif align == "center":
            c.drawCentredString(x, Y(top_baseline), s)
        else:
            c.drawString(x, Y(top_baseline), s)

    def hline(x0, x1, top, w=0.5, color=(0, 0, 0), dash=None):
        c.setStrokeColorRGB(*color)
        c.setLineWidth(w)
        if dash:
            c.setDash(*dash)
        c.line(x0, Y(top), x1, Y(top))
        if dash:
            c.setDash()

    def vline(x, t0, t1, w=0.5, color=(0, 0, 0)):
        c.setStrokeColorRGB(*color)
        c.setLineWidth(w)
        c.line(x, Y(t0), x, Y(t1))

    def rect(x0, t0, x1, t1, rgb):
        c.setFillColorRGB(*rgb)
        c.rect(x0, Y(t1), x1 - x0, t1 - t0, stroke=0, fill=1)

    x_left, x_right = L.margin, L.right

    def title(page):
        top = L.margin
        text(x_left, top + 12, d.company, "B", 13)
        if page == 1:
            c.setFillColorRGB(*GREY)
            for k, ln in enumerate(wrap(d.heading2, fam, "", 8, W - 2 * L.margin)):
                text(x_left, top + 25 + 10 * k, ln, "", 8, GREY)
            top += 25 + 10 * len(wrap(d.heading2, fam, "", 8, W - 2 * L.margin)) + 8
            text(x_left, top + 4, d.caption, "B", sz + 2)
            top += 4 + (sz + 2) * 0.5
            if d.subcaption:
                text(x_left, top + sz + 4, d.subcaption, "", sz)
                top += sz + 4
            return top + 10
        text(x_left, top + 28, d.caption + " (continued)", "B", sz + 1)
        return top + 28 + sz + 8

    def header(page, top):
        t0 = top
        if d.style in ("booktabs", "leader"):
            hline(x_left, x_right, t0, 1.2)
        if d.style in ("band",):
            rect(x_left, t0, x_right, t0 + L.header_h, BAND)
        if d.style in ("boxed", "grid", "ledger"):
            rect(x_left, t0, x_right, t0 + L.header_h, (0.90, 0.92, 0.95) if d.style == "boxed" else (0.93, 0.93, 0.93))
        color = (1, 1, 1) if dark else (0, 0, 0)
        lvl_top = [t0 + 2 + sum(L.hts[:k]) for k in range(len(L.hts) + 1)]
        if d.corner:
            cl = wrap(d.corner, fam, "", sz, L.labelw - 2 * pad)
            bottom = lvl_top[-1] - 3
            for k, ln in enumerate(cl):
                text(x_left + pad, bottom - (len(cl) - 1 - k) * L.lh, ln, "I" if d.style != "band" else "", sz, color)
        for (htext, a, b, idx, lines) in L.hcells:
            x0, x1 = L.colx[idx[0]][0], L.colx[idx[-1]][1]
            bt, bb = lvl_top[a], lvl_top[b + 1]
            base = bb - 3 - sz * 0.22
            ytop = base - (len(lines) - 1) * L.lh - sz * 0.95
            for k, ln in enumerate(lines):
                text((x0 + x1) / 2, base - (len(lines) - 1 - k) * L.lh, ln, L.hstyle, sz, color, "center")
            out["headers"].append({"page": page, "text": htext, "cols": [d.cols[i].key for i in idx],
                                   "x0": x0 + 1, "x1": x1 - 1, "top": ytop - 1.5, "bottom": bb - 0.5})
            group = a < len(d.cols[idx[0]].path) - 1 or len(idx) > 1
            if group and d.style not in ("unruled", "grid", "band"):
                hline(x0 + 3, x1 - 3, bb - 1.2, 0.5, (0, 0, 0))
            if group and d.style == "band":
                hline(x0 + 3, x1 - 3, bb - 1.2, 0.5, (1, 1, 1))
            if d.style == "grid":
                c.setStrokeColorRGB(0, 0, 0)
                c.setLineWidth(0.4)
                c.rect(x0, Y(bb + 1), x1 - x0, bb + 1 - bt, stroke=1, fill=0)
        hb = t0 + L.header_h
        if d.style == "grid":
            c.setLineWidth(0.4)
            c.rect(x_left, Y(hb), L.labelw, L.header_h, stroke=1, fill=0)
        if d.style in ("booktabs", "zebra", "borderless", "leader", "boxed"):
            hline(x_left, x_right, hb, 0.8)
        if d.style == "ledger":
            hline(x_left, x_right, hb - 1.5, 0.5)
            hline(x_left, x_right, hb + 0.5, 0.5)
        if d.style == "ledger" or d.style == "boxed":
            hline(x_left, x_right, t0, 0.8)
        return hb

    def groups_top():
        """x positions between top-level column groups (boxed style)"""
        xs, prev = [x_left + L.labelw], None
        for i, col in enumerate(d.cols):
            k = col.path[0]
            if prev is not None and k != prev:
                xs.append(L.colx[i][0])
            prev = k
        return xs

    page_rows = [list(range(len(d.rows)))] if d.split is None else \
        [list(range(d.split)), list(range(d.split, len(d.rows)))]
    zebra_k = 0
    for p, idxs in enumerate(page_rows, 1):
        if p > 1:
            c.showPage()
        top = title(p)
        body_top = top
        if p == 1 or d.repeat_header:
            top = header(p, top)
        else:
            if d.style in ("booktabs", "leader", "boxed", "ledger"):
                hline(x_left, x_right, top, 0.8)
        top += 2
        for i in idxs:
            r = d.rows[i]
            t0, t1 = top, top + L.rowh
            base = t0 + (L.rowh + sz * 0.72) / 2
            if d.style == "zebra" and r.kind != "section":
                if zebra_k % 2 == 0:
                    rect(x_left, t0, x_right, t1, (0.91, 0.93, 0.96))
                zebra_k += 1
            if r.kind == "section" and d.style in ("ledger", "band"):
                rect(x_left, t0, x_right, t1, (0.90, 0.90, 0.90) if d.style == "ledger" else (0.86, 0.89, 0.95))
            ls = L.lstyle(r)
            lx = x_left + pad + r.level * L.indent
            text(lx, base, r.label, ls, sz)
            if d.style == "leader" and r.kind != "section" and r.vals:
                lw = width(r.label, fam, ls, sz)
                if lx + lw + 6 < x_left + L.labelw - 4:
                    hline(lx + lw + 4, x_left + L.labelw - 4, base, 0.7, (0.35, 0.35, 0.35), dash=(0.8, 2.2))
            for j, col in enumerate(d.cols):
                s = d.printed(r, col)
                if not s:
                    continue
                x0, x1 = L.colx[j]
                st = "B" if r.kind == "total" else ""
                if col.text:
                    text(x1 - pad, base, s, st, sz, align="right")
                else:
                    text(x1 - pad - (0 if s.endswith(("%", ")")) or not _has_paren_col(d, col) else
                                     width(")", fam, st, sz)), base, s, st, sz, align="right")
                if d.sep_dollar and d.dollar_mark(r, col):
                    text(x0 + pad + 2, base, "$", st, sz)
                if r.kind in ("subtotal", "total") and d.style in ("booktabs", "unruled", "borderless", "leader",
                                                                    "zebra", "band"):
                    hline(x0 + 4, x1 - 2, t0 + 0.6, 0.5)
                if r.kind == "total" and d.style in ("leader", "unruled"):
                    hline(x0 + 4, x1 - 2, t1 - 0.2, 0.5)
                    hline(x0 + 4, x1 - 2, t1 + 1.2, 0.5)
            if d.style == "grid":
                c.setStrokeColorRGB(0, 0, 0)
                c.setLineWidth(0.4)
                c.rect(x_left, Y(t1), L.labelw, L.rowh, stroke=1, fill=0)
                for (x0, x1) in L.colx:
                    c.rect(x0, Y(t1), x1 - x0, L.rowh, stroke=1, fill=0)
            if d.style == "ledger":
                hline(x_left, x_right, t1, 0.25, (0.55, 0.55, 0.55))
            if d.style == "boxed" and r.kind == "total":
                hline(x_left, x_right, t0, 0.6)
            out["rows"][i] = {"page": p, "baseline": base, "top": t0, "bottom": t1, "label_last": r.label}
            top = t1
        if d.style in ("booktabs", "leader", "zebra"):
            hline(x_left, x_right, top + 1, 1.0 if d.style != "zebra" else 0.6)
        if d.style == "boxed":
            hb = body_top
            c.setStrokeColorRGB(0, 0, 0)
            c.setLineWidth(0.8)
            c.rect(x_left, Y(top), x_right - x_left, top - hb, stroke=1, fill=0)
            for x in groups_top():
                vline(x, hb, top, 0.5)
        if d.style == "ledger":
            hline(x_left, x_right, top + 1.5, 0.8)
        out.setdefault("fill", []).append((round(top), round(H - L.margin)))
        assert top < H - L.margin, (d.key, "page overflow", p, top, H)
        if p == d.pages():
            nt = top + 14
            for note in d.notes:
                for ln in wrap(note, fam, "", sz - 1.5, W - 2 * L.margin):
                    text(x_left, nt, ln, "", sz - 1.5)
                    nt += (sz - 1.5) * 1.25
                nt += 2
            assert nt < H - 20, (d.key, "notes overflow", nt)
    c.showPage()
    c.save()
    return out


def fit_split(d: Doc):
    """the page break of a two-page table: as many rows on page 1 as fit"""
    L = Layout(d)
    n = L.capacity(1)
    while d.rows[n - 1].kind == "section":      # no section heading alone at the foot of page 1
        n -= 1
    assert n < len(d.rows), (d.key, "table fits on one page", n, len(d.rows))
    assert len(d.rows) - n <= L.capacity(2), (d.key, "page 2 overflows")
    return n


def _has_paren_col(d, col):
    """does any cell of the column end with ')' (then plain numbers hang left of the parenthesis)"""
    return any(d.printed(r, col).endswith(")") for r in d.rows)
