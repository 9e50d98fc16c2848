"""bench/aitqa-style12: the table model and a deterministic reportlab renderer (written new for this set).

A Doc is one table of one company: columns with a header path (top to bottom, bottom-aligned, spanning
groups merged), rows with an indent level and a kind (data, section, subtotal, total), and the page furniture
(company heading, a grey report / 10-K item line, caption, optional intro paragraph, notes).

geometry(doc) computes every position without drawing (so make_questions knows the page of each row);
render(doc, path) draws the PDF and returns the layout used by check.py:
    rows     [{page, baseline, top, bottom, label_last}]   (top-down coordinates, as pdfplumber uses)
    cols     [(x0, x1)]                                     cell extents of each column
    label_x  (x0, x1)
    headers  [{page, text, cols, x0, x1, top, bottom}]

Styles: grid, booktabs, borderless, unruled, zebra, band, ledger, boxed, leader.
"""
from __future__ import annotations

import re

from reportlab import rl_config

rl_config.invariant = 1

from reportlab.lib.pagesizes import A4, landscape, letter  # noqa: E402
from reportlab.pdfbase import pdfmetrics  # noqa: E402
from reportlab.pdfbase.pdfmetrics import stringWidth  # noqa: E402
from reportlab.pdfbase.ttfonts import TTFont  # noqa: E402
from reportlab.pdfgen import canvas  # noqa: E402

NOSCALE = "noscale"
DJ = "/usr/share/fonts/truetype/dejavu/"
LB = "/usr/share/fonts/truetype/liberation/"
FONTS = {
    "DejaVuSans": (DJ + "DejaVuSans.ttf", DJ + "DejaVuSans-Bold.ttf", DJ + "DejaVuSans-Oblique.ttf"),
    "DejaVuSerif": (DJ + "DejaVuSerif.ttf", DJ + "DejaVuSerif-Bold.ttf", DJ + "DejaVuSerif-Italic.ttf"),
    "DejaVuSansCondensed": (DJ + "DejaVuSansCondensed.ttf", DJ + "DejaVuSansCondensed-Bold.ttf",
                            DJ + "DejaVuSansCondensed-Oblique.ttf"),
    "DejaVuSerifCondensed": (DJ + "DejaVuSerifCondensed.ttf", DJ + "DejaVuSerifCondensed-Bold.ttf",
                             DJ + "DejaVuSerifCondensed-Italic.ttf"),
    "LiberationSans": (LB + "LiberationSans-Regular.ttf", LB + "LiberationSans-Bold.ttf",
                       LB + "LiberationSans-Italic.ttf"),
    "LiberationSerif": (LB + "LiberationSerif-Regular.ttf", LB + "LiberationSerif-Bold.ttf",
                        LB + "LiberationSerif-Italic.ttf"),
    "LiberationSansNarrow": (LB + "LiberationSansNarrow-Regular.ttf", LB + "LiberationSansNarrow-Bold.ttf",
                             LB + "LiberationSansNarrow-Italic.ttf"),
}
_registered = set()


def font(family, weight=""):
    """register a family on first use; weight '' | 'B' | 'I'"""
    if family not in _registered:
        reg, bold, ital = FONTS[family]
        pdfmetrics.registerFont(TTFont(family, reg))
        pdfmetrics.registerFont(TTFont(family + "-B", bold))
        pdfmetrics.registerFont(TTFont(family + "-I", ital))
        _registered.add(family)
    return family + ("-" + weight if weight else "")


MARKER = re.compile(r"\s\([a-z]\)")


def strip_marker(s):
    """a label without its footnote markers ' (a)' and without a trailing colon"""
    return MARKER.sub("", s).strip().rstrip(":").strip()


def fmt(v, dec=0, pct=False, pctsign=True):
    s = f"{abs(v):,.{dec}f}"
    if v < 0 and float(s.replace(",", "")) != 0:
        s = f"({s})"
    if pct and pctsign:
        s += "%"
    return s


def parse(s):
    """the number a printed cell shows ('$(1,234.5)' -> -1234.5, '4.5%' -> 4.5); None for a dash or text"""
    if not isinstance(s, str):
        return s
    t = s.replace("$", "").replace(",", "").replace("%", "").strip()
    if t in ("\u2014", "-", ""):
        return None
    neg = t.startswith("(") and t.endswith(")")
    t = t[1:-1] if neg else t
    try:
        x = float(t)
    except ValueError:
        return None
    return -x if neg else x


class Col:
    def __init__(self, key, path, money=None, pct=None, dec=None, scale=None, pctsign=True, minw=0, text=False):
        self.key, self.path = key, tuple(path)
        self.money, self.pct, self.dec, self.scale = money, pct, dec, scale
        self.pctsign, self.minw, self.text = pctsign, minw, text


class Row:
    def __init__(self, label, vals, level, kind, pct=None, money=None, scale=None, dec=None, dollar=None):
        self.label, self.vals, self.level, self.kind = label, dict(vals or {}), level, kind
        self.pct, self.money, self.scale, self.dec, self.dollar = pct, money, scale, dec, dollar


class Doc:
    def __init__(self, key, company, short, heading2, caption, cols, style="booktabs", family="DejaVuSans", size=9,
                 orient="portrait", paper="letter", corner="", money=False, scale=None, dec=0, notes=(), intro="",
                 sep_dollar=False, repeat_header=True, bold_sections=False, leading=1.5, label_min=0, stretch=1.3,
                 expect_pages=1, total_alone=False, hsize=None):
        self.key, self.company, self.short, self.heading2, self.caption = key, company, short, heading2, caption
        self.cols, self.style, self.family, self.size = cols, style, family, size
        self.orient, self.paper, self.corner = orient, paper, corner
        self.money, self.scale, self.dec = money, scale, dec
        self.notes, self.intro = list(notes), intro
        self.sep_dollar, self.repeat_header, self.bold_sections = sep_dollar, repeat_header, bold_sections
        self.leading, self.label_min, self.stretch = leading, label_min, stretch
        self.expect_pages, self.total_alone = expect_pages, total_alone
        self.hsize = hsize or size - 0.5
        self.rows = []
        self._geom = None
        assert len({c.key for c in cols}) == len(cols), key

    # ------------------------------------------------------------------ model
    def add(self, label, vals=None, level=0, kind="data", **kw):
        r = Row(label, vals, level, kind, **kw)
        for k in r.vals:
            assert k in {c.key for c in self.cols}, (self.key, label, k)
        self.rows.append(r)
        self._geom = None
        return r

    def col(self, key):
        hits = [c for c in self.cols if c.key == key]
        assert len(hits) == 1, (self.key, key)
        return hits[0]

    def sections(self, r):
        """enclosing section rows, innermost first"""
        i = self.rows.index(r)
        out, lvl = [], r.level
        for x in reversed(self.rows[:i]):
            if x.level < lvl:
                if x.kind != "section":
                    break
                out.append(x)
                lvl = x.level
        return out

    def nhead(self):
        return max(len(c.path) for c in self.cols)

    def leaf_repeats(self, c):
        return sum(1 for x in self.cols if strip_marker(x.path[-1]) == strip_marker(c.path[-1])) > 1

    def label_repeats(self, r):
        return sum(1 for x in self.rows if x.kind != "section"
                   and strip_marker(x.label) == strip_marker(r.label)) > 1

    def pages(self):
        return 1 if self.geometry()["split"] is None else 2

    @property
    def split(self):
        return self.geometry()["split"]

    # ------------------------------------------------------------------ cells
    def attrs(self, r, c):
        """(pct, money, dec, scale) of a cell; a percent column wins over the row, otherwise the row wins"""
        if c.pct and r.pct is None:
            return True, False, c.dec if c.dec is not None else 1, None
        pct = r.pct if r.pct is not None else bool(c.pct)
        if pct:
            dec = r.dec if r.dec is not None else c.dec if c.dec is not None else 1
            return True, False, dec, None
        money = r.money if r.money is not None else c.money if c.money is not None else self.money
        dec = r.dec if r.dec is not None else c.dec if c.dec is not None else self.dec
        scale = r.scale
        if scale is None:
            for s in self.sections(r):
                if s.scale is not None:
                    scale = s.scale
                    break
        if scale is None:
            scale = c.scale
        if scale is None and money:
            scale = self.scale
        return False, bool(money), dec, None if scale == NOSCALE else scale

    def unit_scale(self, r, c):
        pct, money, _, scale = self.attrs(r, c)
        if pct:
            return "%", 1
        return ("USD" if money else None), scale

    def first_numeric_row(self):
        for r in self.rows:
            if any(isinstance(v, (int, float)) for v in r.vals.values()):
                return r
        return None

    def dollar_mark(self, r, c):
        v = r.vals.get(c.key)
        if not isinstance(v, (int, float)) or isinstance(v, bool):
            return False
        pct, money, _, _ = self.attrs(r, c)
        if pct or not money:
            return False
        if r.dollar is not None:
            return r.dollar
        return r is self.first_numeric_row() or r.kind == "total"

    def printed(self, r, c):
        """the cell as printed, without a separate '$' (Doc.sep_dollar)"""
        if c.key not in r.vals:
            return ""
        v = r.vals[c.key]
        if v is None:
            return "\u2014"
        if isinstance(v, str):
            return v
        pct, money, dec, _ = self.attrs(r, c)
        s = fmt(v, dec, pct=pct, pctsign=c.pctsign if (c.pct and r.pct is None) else True)
        if self.dollar_mark(r, c) and not self.sep_dollar:
            s = "$" + s
        return s

    # ------------------------------------------------------------------ geometry
    def geometry(self):
        if self._geom is None:
            self._geom = _geometry(self)
        return self._geom


def wrap(text, fnt, size, width):
    lines = []
    for para in text.split("\n"):
        cur = ""
        for w in para.split():
            t = (cur + " " + w).strip()
            if not cur or stringWidth(t, fnt, size) <= width:
                cur = t
            else:
                lines.append(cur)
                cur = w
        lines.append(cur)
    return lines


PAD = 5.0
MARGIN = 54.0


def _bold(doc, r):
    return r.kind == "total" or (r.kind == "section" and doc.bold_sections) or \
        (r.kind == "subtotal" and doc.style in ("band", "boxed"))


def _pagesize(doc):
    ps = letter if doc.paper == "letter" else A4
    return landscape(ps) if doc.orient == "landscape" else ps


def _header_cells(doc):
    """(level, text, [col indexes]) of every header cell, bottom-aligned paths, equal prefixes merged"""
    N = doc.nhead()
    cells = []
    for lvl in range(N):
        j = 0
        while j < len(doc.cols):
            c = doc.cols[j]
            e = lvl - (N - len(c.path))
            if e < 0:
                j += 1
                continue
            pre = c.path[:e + 1]
            k = j + 1
            while k < len(doc.cols):
                c2 = doc.cols[k]
                e2 = lvl - (N - len(c2.path))
                if e2 != e or c2.path[:e + 1] != pre or e == len(c.path) - 1:
                    break
                k += 1
            cells.append((lvl, c.path[e], list(range(j, k))))
            j = k
    return cells


def _geometry(doc):
    W, H = _pagesize(doc)
    s = doc.size
    F, FB = font(doc.family), font(doc.family, "B")
    avail = W - 2 * MARGIN
    ind = s * 1.3
    # ---- label column
    need = 0
    for r in doc.rows:
        f = FB if _bold(doc, r) else F
        need = max(need, stringWidth(r.label, f, s) + r.level * ind + 2 * PAD)
    corner_words = max([stringWidth(w, F, doc.hsize) for w in doc.corner.split()] or [0])
    LW = max(need, corner_words + 2 * PAD, doc.label_min)
    # ---- value columns
    hf = FB if doc.style in ("band", "boxed", "grid", "booktabs", "ledger") else F
    widths = []
    dol = stringWidth("$", F, s) + 6 if doc.sep_dollar else 0
    for c in doc.cols:
        w = c.minw
        for r in doc.rows:
            f = FB if _bold(doc, r) else F
            t = doc.printed(r, c)
            if t:
                extra = dol if (doc.sep_dollar and doc.dollar_mark(r, c)) else 0
                w = max(w, stringWidth(t, f, s) + 2 * PAD + extra)
        leaf = c.path[-1]
        w = max(w, max(stringWidth(x, hf, doc.hsize) for x in leaf.split()) + 2 * PAD)
        # a leaf header of up to three lines
        while len(wrap(leaf, hf, doc.hsize, w - 2 * PAD)) > 3:
            w += 2
        widths.append(w)
    hcells = _header_cells(doc)
    for lvl, text, idx in hcells:
        span = sum(widths[i] for i in idx)
        longest = max(stringWidth(x, hf, doc.hsize) for x in text.split()) + 2 * PAD
        if longest > span:
            widths[idx[-1]] += longest - span
    natural = LW + sum(widths)
    assert natural <= avail + 0.01, (doc.key, "table too wide", natural, avail)
    # stretch: value columns up to doc.stretch times, then the label column
    extra = avail - natural
    grow = min(extra, sum(widths) * (doc.stretch - 1))
    widths = [w + grow * w / sum(widths) for w in widths]
    extra -= grow
    LW += min(extra, max(0.0, 0.5 * LW))
    x = MARGIN
    label_x = (x, x + LW)
    x += LW
    colx = []
    for w in widths:
        colx.append((x, x + w))
        x += w
    # ---- header cells, wrapped
    hl = doc.hsize * 1.2
    N = doc.nhead()
    hc = []
    lvl_lines = [1] * N
    for lvl, text, idx in hcells:
        x0, x1 = colx[idx[0]][0], colx[idx[-1]][1]
        lines = wrap(text, hf, doc.hsize, x1 - x0 - 2 * PAD)
        lvl_lines[lvl] = max(lvl_lines[lvl], len(lines))
        hc.append(dict(level=lvl, text=text, idx=idx, x0=x0, x1=x1, lines=lines))
    corner_lines = wrap(doc.corner, F, doc.hsize, LW - 2 * PAD) if doc.corner else []
    lvl_h = [n * hl + 5 for n in lvl_lines]
    head_h = sum(lvl_h)
    if len(corner_lines) * hl + 5 > head_h:
        lvl_h[0] += len(corner_lines) * hl + 5 - head_h
        head_h = sum(lvl_h)
    # ---- title block
    TF, TS = font(doc.family, "B"), 13
    sub_lines = wrap(doc.heading2, F, 8, avail)
    cap_lines = wrap(doc.caption, FB, s + 1.5, avail)
    intro_lines = wrap(doc.intro, F, s, avail) if doc.intro else []
    note_lines = []
    for n in doc.notes:
        note_lines.append(wrap(n, F, s - 1.5, avail))
    rh = s * doc.leading
    y = H - MARGIN
    title = dict(company=(y - TS, TS))
    y -= TS + 6
    title["sub"] = []
    for ln in sub_lines:
        y -= 10
        title["sub"].append((ln, y))
    y -= 12
    title["cap"] = []
    for ln in cap_lines:
        y -= (s + 1.5) * 1.3
        title["cap"].append((ln, y))
    y -= 4
    title["intro"] = []
    for ln in intro_lines:
        y -= s * 1.35
        title["intro"].append((ln, y))
    y -= 8 if intro_lines else 4
    head_top = {1: y}
    y -= head_h
    # ---- rows over pages
    notes_h = sum(len(n) for n in note_lines) * (s - 1.5) * 1.3 + 10 * bool(note_lines) + 3 * len(note_lines)
    rows, split, page = [], None, 1
    for i, r in enumerate(doc.rows):
        if y - rh < MARGIN:
            assert page == 1, (doc.key, "more than two pages")
            page, split = 2, i
            y = H - MARGIN - TS - 6 - (s + 1.5) * 1.3 - 10
            head_top[2] = y
            if doc.repeat_header:
                y -= head_h
        rows.append(dict(page=page, top=y, bottom=y - rh, baseline=y - rh * 0.5 - s * 0.32))
        y -= rh
    if y - notes_h < MARGIN:
        raise AssertionError((doc.key, "notes do not fit", y - notes_h))
    pages = 1 if split is None else 2
    assert pages == doc.expect_pages, (doc.key, "pages", pages, "split", split)
    if split is not None:
        assert doc.rows[split - 1].kind != "section", (doc.key, "section row orphaned at the foot of page 1")
        if doc.total_alone:
            assert split == len(doc.rows) - 1 and doc.rows[-1].kind == "total", (doc.key, "total not alone", split)
        else:
            assert split < len(doc.rows) - 1, (doc.key, "total alone on page 2 but not designed so")
    return dict(W=W, H=H, F=F, FB=FB, hf=hf, LW=LW, label_x=label_x, colx=colx, hc=hc, lvl_h=lvl_h, head_h=head_h,
                corner_lines=corner_lines, hl=hl, title=title, head_top=head_top, rows=rows, split=split,
                note_lines=note_lines, notes_y=y, rh=rh, ind=ind)


# ---------------------------------------------------------------------- drawing
GREY = (0.42, 0.42, 0.42)
ZEBRA = (0.925, 0.935, 0.95)
BAND = (0.16, 0.25, 0.40)
TINT = (0.87, 0.91, 0.96)
SECT = (0.93, 0.93, 0.93)


def _hline(cv, x0, x1, y, w=0.5):
    cv.setLineWidth(w)
    cv.line(x0, y, x1, y)


def _vline(cv, x, y0, y1, w=0.5):
    cv.setLineWidth(w)
    cv.line(x, y0, x, y1)


def _groups(doc):
    """column index ranges of the top-level header groups"""
    out, j = [], 0
    while j < len(doc.cols):
        k = j + 1
        while k < len(doc.cols) and len(doc.cols[k].path) > 1 and len(doc.cols[j].path) > 1 \
                and doc.cols[k].path[0] == doc.cols[j].path[0]:
            k += 1
        out.append((j, k))
        j = k
    return out


def _draw_header(cv, doc, g, page, top, lay):
    st = doc.style
    x0t, x1t = g["label_x"][0], g["colx"][-1][1]
    bottom = top - g["head_h"]
    if st == "band":
        cv.setFillColorRGB(*BAND)
        cv.rect(x0t, bottom, x1t - x0t, g["head_h"], stroke=0, fill=1)
    elif st == "boxed":
        cv.setFillColorRGB(*TINT)
        cv.rect(x0t, bottom, x1t - x0t, g["head_h"], stroke=0, fill=1)
    light = st == "band"
    cv.setFillColorRGB(1, 1, 1) if light else cv.setFillColorRGB(0, 0, 0)
    cv.setStrokeColorRGB(1, 1, 1) if light else cv.setStrokeColorRGB(0, 0, 0)
    lvl_top = [top]
    for h in g["lvl_h"]:
        lvl_top.append(lvl_top[-1] - h)
    N = doc.nhead()
    hl, hs = g["hl"], doc.hsize
    for h in g["hc"]:
        ltop, lbot = lvl_top[h["level"]], lvl_top[h["level"] + 1]
        # bottom-aligned text in its level box
        n = len(h["lines"])
        yb = lbot + 4 + hs * 0.22
        ys = [yb + (n - 1 - i) * hl for i in range(n)]
        cv.setFont(g["hf"], hs)
        for ln, yy in zip(h["lines"], ys):
            cv.drawCentredString((h["x0"] + h["x1"]) / 2, yy, ln)
        leafish = all(h["level"] - (N - len(doc.cols[i].path)) == len(doc.cols[i].path) - 1 for i in h["idx"])
        # rules under spanning (non-leaf) headings
        if not leafish and st in ("booktabs", "borderless", "band", "zebra", "ledger", "leader"):
            _hline(cv, h["x0"] + 3, h["x1"] - 3, lbot + 1.5, 0.5)
        if st == "borderless" and leafish:
            _hline(cv, h["x0"] + 3, h["x1"] - 3, bottom + 1.5, 0.5)
        first_el = all(h["level"] == N - len(doc.cols[i].path) for i in h["idx"])
        if st == "grid":
            cv.setLineWidth(0.5)
            rtop = top if first_el else ltop
            cv.rect(h["x0"], lbot, h["x1"] - h["x0"], rtop - lbot, stroke=1, fill=0)
        lay["headers"].append(dict(page=page, text=h["text"], cols=[doc.cols[i].key for i in h["idx"]],
                                   x0=h["x0"], x1=h["x1"], top=g["H"] - ltop, bottom=g["H"] - lbot))
    # corner text, bottom-aligned in the label column
    cl = g["corner_lines"]
    cv.setFont(g["F"], hs)
    for i, ln in enumerate(cl):
        cv.drawString(x0t + PAD, bottom + 4 + hs * 0.22 + (len(cl) - 1 - i) * hl, ln)
    cv.setFillColorRGB(0, 0, 0)
    cv.setStrokeColorRGB(0, 0, 0)
    if st == "grid":
        cv.setLineWidth(0.5)
        cv.rect(x0t, bottom, g["LW"], g["head_h"], stroke=1, fill=0)
    if st == "booktabs":
        _hline(cv, x0t, x1t, top, 1.2)
        _hline(cv, x0t, x1t, bottom, 0.6)
    elif st in ("zebra",):
        _hline(cv, x0t, x1t, bottom, 0.8)
    elif st == "ledger":
        _hline(cv, x0t, x1t, top, 0.8)
        _hline(cv, x0t, x1t, bottom + 1.2, 0.5)
        _hline(cv, x0t, x1t, bottom - 0.6, 0.5)
    elif st == "boxed":
        _hline(cv, x0t, x1t, bottom, 0.7)
    elif st == "leader":
        _hline(cv, x0t, x1t, bottom, 0.4)
    return bottom


def _title(cv, doc, g, page):
    H = g["H"]
    t = g["title"]
    cv.setFillColorRGB(0, 0, 0)
    cv.setFont(font(doc.family, "B"), 13)
    if page == 1:
        cv.drawString(MARGIN, t["company"][0], doc.company)
        cv.setFont(g["F"], 8)
        cv.setFillColorRGB(*GREY)
        for ln, y in t["sub"]:
            cv.drawString(MARGIN, y, ln)
        cv.setFillColorRGB(0, 0, 0)
        cv.setFont(g["FB"], doc.size + 1.5)
        for ln, y in t["cap"]:
            cv.drawString(MARGIN, y, ln)
        cv.setFont(g["F"], doc.size)
        for ln, y in t["intro"]:
            cv.drawString(MARGIN, y, ln)
    else:
        y = H - MARGIN - 13
        cv.drawString(MARGIN, y, doc.company)
        cv.setFont(g["FB"], doc.size + 1.5)
        cv.drawString(MARGIN, y - 6 - (doc.size + 1.5) * 1.3, doc.caption + " (continued)")


def render(doc, path):
    g = doc.geometry()
    W, H = g["W"], g["H"]
    cv = canvas.Canvas(path, pagesize=(W, H), invariant=1, pageCompression=1)
    cv.setTitle(f"{doc.company} \u2014 {doc.caption}")
    cv.setAuthor(doc.company)
    cv.setSubject(doc.heading2)
    cv.setCreator("aitqa-style12 make_docs.py")
    cv.setProducer("ReportLab")
    lay = dict(rows=[], cols=[tuple(c) for c in g["colx"]], label_x=g["label_x"], headers=[])
    st = doc.style
    x0t, x1t = g["label_x"][0], g["colx"][-1][1]
    s, rh = doc.size, g["rh"]
    groups = _groups(doc)
    for page in (1, 2)[:doc.pages()]:
        if page == 2:
            cv.showPage()
        _title(cv, doc, g, page)
        top = g["head_top"][page]
        if page == 1 or doc.repeat_header:
            _draw_header(cv, doc, g, page, top, lay)
        idx = [i for i, rr in enumerate(g["rows"]) if rr["page"] == page]
        # shading first
        for n, i in enumerate(idx):
            rr, r = g["rows"][i], doc.rows[i]
            if st == "zebra" and n % 2 == 1:
                cv.setFillColorRGB(*ZEBRA)
                cv.rect(x0t, rr["bottom"], x1t - x0t, rh, stroke=0, fill=1)
            if st in ("ledger", "band") and r.kind == "section":
                cv.setFillColorRGB(*SECT)
                cv.rect(x0t, rr["bottom"], x1t - x0t, rh, stroke=0, fill=1)
        cv.setFillColorRGB(0, 0, 0)
        for i in idx:
            rr, r = g["rows"][i], doc.rows[i]
            f = g["FB"] if _bold(doc, r) else g["F"]
            cv.setFont(f, s)
            lx = x0t + PAD + r.level * g["ind"]
            cv.drawString(lx, rr["baseline"], r.label)
            lw = stringWidth(r.label, f, s)
            assert lx + lw <= g["label_x"][1] - PAD + 0.01, (doc.key, r.label, "label overflows")
            if st == "leader" and r.kind != "section" and r.vals:
                cv.setDash(1, 2.5)
                _hline(cv, lx + lw + 3, g["label_x"][1] - 4, rr["baseline"], 0.6)
                cv.setDash()
            for j, c in enumerate(doc.cols):
                t = doc.printed(r, c)
                if not t:
                    continue
                cx0, cx1 = g["colx"][j]
                if isinstance(r.vals.get(c.key), str):
                    assert stringWidth(t, f, s) <= cx1 - cx0 - 2, (doc.key, t, "text cell overflows")
                    cv.drawCentredString((cx0 + cx1) / 2, rr["baseline"], t)
                else:
                    cv.drawRightString(cx1 - PAD, rr["baseline"], t)
                    if doc.sep_dollar and doc.dollar_mark(r, c):
                        cv.drawString(cx0 + PAD, rr["baseline"], "$")
                    assert stringWidth(t, f, s) + (stringWidth("$ ", f, s) if doc.sep_dollar and
                                                   doc.dollar_mark(r, c) else 0) <= cx1 - cx0 - PAD, (doc.key, t)
            # rules of the body
            if r.kind in ("subtotal", "total") and st in ("borderless", "booktabs", "leader"):
                for j, c in enumerate(doc.cols):
                    if doc.printed(r, c):
                        cx0, cx1 = g["colx"][j]
                        _hline(cv, cx0 + 4, cx1 - 2, rr["top"] - 0.5, 0.4)
            if r.kind == "total" and st in ("borderless", "leader"):
                for j, c in enumerate(doc.cols):
                    if doc.printed(r, c):
                        cx0, cx1 = g["colx"][j]
                        _hline(cv, cx0 + 4, cx1 - 2, rr["bottom"] + 1.0, 0.4)
                        _hline(cv, cx0 + 4, cx1 - 2, rr["bottom"] - 0.8, 0.4)
            if st == "ledger":
                _hline(cv, x0t, x1t, rr["bottom"], 0.25)
            if st in ("zebra", "band", "boxed") and r.kind == "total":
                _hline(cv, x0t, x1t, rr["top"], 0.7)
            if st == "grid":
                cv.setLineWidth(0.5)
                cv.rect(x0t, rr["bottom"], g["LW"], rh, stroke=1, fill=0)
                for (cx0, cx1) in g["colx"]:
                    cv.rect(cx0, rr["bottom"], cx1 - cx0, rh, stroke=1, fill=0)
            lay["rows"].append(dict(page=page, baseline=H - rr["baseline"], top=H - rr["top"], bottom=H - rr["bottom"],
                                   label_last=r.label, index=i))
        last_bottom = g["rows"][idx[-1]]["bottom"]
        if st == "booktabs":
            _hline(cv, x0t, x1t, last_bottom, 1.2)
        if st == "zebra":
            _hline(cv, x0t, x1t, last_bottom, 0.8)
        if st == "band":
            _hline(cv, x0t, x1t, last_bottom, 1.0)
        if st == "boxed":
            cv.setLineWidth(0.8)
            cv.rect(x0t, last_bottom, x1t - x0t, top - last_bottom, stroke=1, fill=0)
            cv.setLineWidth(0.5)
            for a, b in groups:
                _vline(cv, g["colx"][a][0], last_bottom, top, 0.5)
        if page == doc.pages():
            y = g["notes_y"] - 10
            cv.setFont(g["F"], s - 1.5)
            for n in g["note_lines"]:
                for ln in n:
                    cv.drawString(MARGIN, y, ln)
                    y -= (s - 1.5) * 1.3
                y -= 3
    cv.showPage()
    cv.save()
    lay["rows"] = sorted(lay["rows"], key=lambda d: d["index"])
    return lay
