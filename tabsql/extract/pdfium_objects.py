"""A page's chars and painted paths read with pdfium, boxed and classified the way pdfminer does.

pdfminer's content parsing (pure Python) was three quarters of extraction time on real 10-K
filings; pdfium (C++, already used to render pages) reads the same chars and paths several times
faster. The dicts are those ``pages.read_pdfminer`` makes: a char's box runs from the baseline's
font descent up one font size, from its origin to its advance (pdfminer's LTChar; pdfium widens the
right end to a glyph's overhang, as in italics, by up to a few tenths of a point; a font's name is
its BaseFont, which may lack the subset prefix pdfminer's descriptor name has); a path is split
at each move into subpaths, and a subpath is a line (two points), a rectangle (four axis-parallel
sides, closed) or a curve (anything else), as pdfminer's ``paint_path`` has it.

``read`` gives None (the caller reads the page with pdfminer) for what this reading does not
cover the same way: a page turned by /Rotate, a media box not at the origin or a crop box other
than the media box, text set sideways or rotated, a font not embedded (the standard 14), or a glyph
pdfium has no text for.

Example: ``read(pdfium.PdfDocument("a.pdf")[0])`` -> ``PageObjects(chars=[{"text": "T", "x0": 72.0,
...}], lines=[...], rects=[...])``.
"""
from __future__ import annotations

import ctypes
import re
from typing import Any

import pypdfium2.raw as raw

from .page_objects import PageObjects

_IDENTITY = (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)
_HYPHEN = {"\x02": "-"}  # pdfium marks a hyphen that ends a line as U+0002
_UNREAD = re.compile("[\x00\x01\x03-\x08\x0b\x0e-\x1f\ufffd\ufffe]")  # a glyph pdfium read no text for


def _matrix(obj: Any) -> tuple[float, float, float, float, float, float]:
    m = raw.FS_MATRIX()
    if not raw.FPDFPageObj_GetMatrix(obj, m):
        return _IDENTITY
    return (m.a, m.b, m.c, m.d, m.e, m.f)


def _compose(m: tuple, n: tuple) -> tuple:
    """m then n (PDF row-vector convention)."""
    a, b, c, d, e, f = m
    A, B, C, D, E, F = n
    return (a * A + b * C, a * B + b * D, c * A + d * C, c * B + d * D, e * A + f * C + E, e * B + f * D + F)


def _font(textpage: Any, i: int, obj: Any) -> tuple[str, float, float, float, bool]:
    """(font name, size, descent, baseline y, readable) of the show-text operation char ``i`` belongs
    to (its chars share the font, the matrix and the baseline); readable: upright, in an embedded font."""
    mat = raw.FS_MATRIX()
    raw.FPDFText_GetMatrix(textpage, i, mat)
    upright = abs(mat.b) <= 1e-6 and abs(mat.c) <= 1e-6 and mat.a > 0 and mat.d > 0
    font = raw.FPDFTextObj_GetFont(obj) if obj else None
    buf = ctypes.create_string_buffer(256)
    n = raw.FPDFFont_GetBaseFontName(font, buf, len(buf)) if font else 0
    name = buf.raw[:max(n - 1, 0)].decode("utf-8", "replace") if n else ""
    desc = ctypes.c_float()
    descent = desc.value if font and raw.FPDFFont_GetDescent(font, ctypes.c_float(1.0), desc) else 0.0
    size = raw.FPDFText_GetFontSize(textpage, i) * mat.d
    ox, oy = ctypes.c_double(), ctypes.c_double()
    raw.FPDFText_GetCharOrigin(textpage, i, ox, oy)
    embedded = bool(font) and raw.FPDFFont_GetIsEmbedded(font) == 1
    return name, size, descent * size, oy.value, upright and embedded


def _chars(textpage: Any, height: float, order: dict[int, int]) -> list[dict[str, Any]] | None:
    """The chars in content order (``order``: a text object's place in it; pdfium's text page
    may list objects otherwise, and pdfplumber's words are made from runs of consecutive chars)."""
    n = raw.FPDFText_CountChars(textpage)
    if n <= 0:
        return []
    buf = ctypes.create_string_buffer(2 * (n + 1))
    raw.FPDFText_GetText(textpage, 0, n, ctypes.cast(buf, ctypes.POINTER(ctypes.c_ushort)))
    text = buf.raw[:2 * n].decode("utf-16-le", "replace")
    if len(text) != n or _UNREAD.search(text):
        return None  # a glyph with no text (or beyond the BMP): pdfminer's reading may differ
    box = raw.FS_RECTF()
    ox, oy = ctypes.c_double(), ctypes.c_double()
    fonts: dict[int, tuple[str, float, float, float, bool]] = {}
    out = []
    keys = []
    for i, ch in enumerate(text):
        if ch.isspace() and raw.FPDFText_IsGenerated(textpage, i) == 1:
            continue  # a space or line break pdfium inserted
        obj = raw.FPDFText_GetTextObject(textpage, i)
        key = ctypes.cast(obj, ctypes.c_void_p).value or 0
        font = fonts.get(key)
        if font is None:
            font = fonts[key] = _font(textpage, i, obj)
        name, size, descent, base, upright = font
        if not upright:
            return None  # sideways or rotated text (pdfminer's reading turns it), or a font not
            # embedded (pdfminer takes its descent from the Adobe metrics, pdfium from its own font)
        raw.FPDFText_GetLooseCharBox(textpage, i, box)  # the advance, widened by a glyph's overhang
        raw.FPDFText_GetCharOrigin(textpage, i, ox, oy)
        x0 = ox.value
        bottom = height - base - descent
        top = bottom - size
        out.append({"text": _HYPHEN.get(ch, ch), "x0": x0, "x1": box.right, "top": top, "bottom": bottom,
                    "doctop": top, "size": size, "upright": True, "fontname": name,
                    "matrix": (1, 0, 0, 1, x0, top)})
        keys.append((order.get(key, len(order)), i))
    return [c for _, c in sorted(zip(keys, out), key=lambda kc: kc[0])]


def _color(obj: Any) -> tuple[float, float, float] | None:
    r, g, b, a = ctypes.c_uint(), ctypes.c_uint(), ctypes.c_uint(), ctypes.c_uint()
    if not raw.FPDFPageObj_GetFillColor(obj, r, g, b, a):
        return None
    return (r.value / 255, g.value / 255, b.value / 255)


def _paint(out: PageObjects, obj: Any, m: tuple, height: float) -> None:
    """Split a path object into subpaths and add each as pdfminer's paint_path would."""
    n = raw.FPDFPath_CountSegments(obj)
    if n <= 0:
        return
    fillmode, stroke_flag = ctypes.c_int(), ctypes.c_int()
    raw.FPDFPath_GetDrawMode(obj, fillmode, stroke_flag)
    stroke, fill = bool(stroke_flag.value), fillmode.value != 0
    if not stroke and not fill:
        return  # a clipping path: pdfminer paints nothing
    color = _color(obj) if not stroke else None
    a, b, c, d, e, f = m
    x, y = ctypes.c_float(), ctypes.c_float()
    subpaths: list[tuple[str, list[tuple[float, float]]]] = []
    shape, pts, bezier = "", [], 0
    for i in range(n):
        seg = raw.FPDFPath_GetPathSegment(obj, i)
        raw.FPDFPathSegment_GetPoint(seg, x, y)
        pt = (a * x.value + c * y.value + e, b * x.value + d * y.value + f)
        kind = raw.FPDFPathSegment_GetType(seg)
        if kind == raw.FPDF_SEGMENT_MOVETO:
            if shape:
                subpaths.append((shape, pts))
            shape, pts, bezier = "m", [pt], 0
        elif kind == raw.FPDF_SEGMENT_BEZIERTO:
            bezier += 1
            if bezier == 3:  # pdfminer's "c" keeps the end point of the curve
                shape, bezier = shape + "c", 0
                pts.append(pt)
        else:
            shape += "l"
            pts.append(pt)
        if raw.FPDFPathSegment_GetClose(seg) and pts:
            shape += "h"
            pts.append(pts[0])
    if shape:
        subpaths.append((shape, pts))
    for shape, pts in subpaths:
        if shape[:1] != "m":
            continue
        if len(shape) > 3 and shape[-2:] == "lh" and pts[-2] == pts[0]:
            shape = shape[:-2] + "h"
            pts = pts[:-2] + pts[-1:]
        kind = "curve"
        if shape in ("mlh", "ml"):
            kind, pts = "line", pts[:2]
        elif shape in ("mlllh", "mllll"):
            (x0, y0), (x1, y1), (x2, y2), (x3, y3), _ = pts
            if pts[0] == pts[4] and ((x0 == x1 and y1 == y2 and x2 == x3 and y3 == y0)
                                     or (y0 == y1 and x1 == x2 and y2 == y3 and x3 == x0)):
                kind, pts = "rect", [pts[0], pts[2]]
        xs, ys = [p[0] for p in pts], [p[1] for p in pts]
        box = {"x0": min(xs), "x1": max(xs), "top": height - max(ys), "bottom": height - min(ys)}
        out.add_shape(kind, box, stroke, fill, color)


def read(page: Any) -> PageObjects | None:
    """The chars, lines, rects, shapes and image count of a pypdfium2 page; None where pdfminer
    must read it (see the module's docstring)."""
    box = tuple(page.get_mediabox())
    if page.get_rotation() or box[:2] != (0.0, 0.0) or tuple(page.get_cropbox()) != box:
        return None
    height = box[3]
    out = PageObjects()
    order: dict[int, int] = {}  # text object -> its place in content order
    stack = [(raw.FPDFPage_GetObject(page.raw, i), _IDENTITY) for i in range(raw.FPDFPage_CountObjects(page.raw))]
    stack.reverse()
    while stack:  # content order, into form XObjects
        obj, outer = stack.pop()
        kind = raw.FPDFPageObj_GetType(obj)
        if kind == raw.FPDF_PAGEOBJ_TEXT:
            order[ctypes.cast(obj, ctypes.c_void_p).value or 0] = len(order)
        elif kind == raw.FPDF_PAGEOBJ_PATH:
            _paint(out, obj, _compose(_matrix(obj), outer), height)
        elif kind == raw.FPDF_PAGEOBJ_IMAGE:
            out.images += 1
        elif kind == raw.FPDF_PAGEOBJ_FORM:
            m = _compose(_matrix(obj), outer)
            stack += reversed([(raw.FPDFFormObj_GetObject(obj, i), m) for i in range(raw.FPDFFormObj_CountObjects(obj))])
    textpage = page.get_textpage()
    try:
        chars = _chars(textpage.raw, height, order)
    finally:
        textpage.close()
    if chars is None:
        return None
    out.chars = chars
    return out
