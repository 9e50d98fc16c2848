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
than the media box, text set sideways or rotated, a font not embedded (the standard 14), a glyph
pdfium has no text for, or a font whose ToUnicode map contradicts its encoding (``font_maps``:
pdfium may then print the encoding's letter where pdfminer prints the map's).

Example: ``read(pdfium.PdfDocument("a.pdf")[0])`` -> ``PageObjects(chars=[{"text": "T", "x0": 72.0,
...}], lines=[...], rects=[...])``.
"""
from __future__ import annotations

import ctypes
import re
from typing import Any

import pypdfium2.raw as raw

from .font_maps import base_name
from .page_objects import PageObjects

_IDENTITY = (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)
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


def _address(fn: Any, *argtypes: Any) -> Any:
    """``fn`` (a pdfium function giving a handle) giving the handle's address instead: a plain int
    keys a dict without a ctypes cast per call."""
    return ctypes.CFUNCTYPE(ctypes.c_void_p, *argtypes)(ctypes.cast(fn, ctypes.c_void_p).value)


_TEXT_OBJECT_AT = _address(raw.FPDFText_GetTextObject, ctypes.c_void_p, ctypes.c_int)


def _plain(fn: Any, *argtypes: Any) -> Any:
    """``fn`` (a pdfium function giving an int) taking plain ints for its handle and pointers: a
    call per char then converts no ctypes objects."""
    return ctypes.CFUNCTYPE(ctypes.c_int, *argtypes)(ctypes.cast(fn, ctypes.c_void_p).value)


_CHAR_ORIGIN = _plain(raw.FPDFText_GetCharOrigin, ctypes.c_void_p, ctypes.c_int, ctypes.c_void_p, ctypes.c_void_p)
_LOOSE_BOX = _plain(raw.FPDFText_GetLooseCharBox, ctypes.c_void_p, ctypes.c_int, ctypes.c_void_p)
_GENERATED = _plain(raw.FPDFText_IsGenerated, ctypes.c_void_p, ctypes.c_int)
_CHAR_MATRIX = _plain(raw.FPDFText_GetMatrix, ctypes.c_void_p, ctypes.c_int, ctypes.c_void_p)
_FONT_SIZE = ctypes.CFUNCTYPE(ctypes.c_double, ctypes.c_void_p, ctypes.c_int)(
    ctypes.cast(raw.FPDFText_GetFontSize, ctypes.c_void_p).value)
_PAGE_OBJECT = _address(raw.FPDFPage_GetObject, ctypes.c_void_p, ctypes.c_int)
_FORM_OBJECT = _address(raw.FPDFFormObj_GetObject, ctypes.c_void_p, ctypes.c_ulong)
_OBJECT_TYPE = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p)(ctypes.cast(raw.FPDFPageObj_GetType, ctypes.c_void_p).value)
_TEXT, _PATH, _IMAGE, _FORM = raw.FPDF_PAGEOBJ_TEXT, raw.FPDF_PAGEOBJ_PATH, raw.FPDF_PAGEOBJ_IMAGE, raw.FPDF_PAGEOBJ_FORM


def _typed(address: int) -> Any:
    """A page object's address as the handle pypdfium2's functions take."""
    return ctypes.cast(ctypes.c_void_p(address), raw.FPDF_PAGEOBJECT)


_FONT_AT = _address(raw.FPDFTextObj_GetFont, ctypes.c_void_p)
# font handle -> (BaseFont name, descent at size 1, embedded, {char: advance at size 1}), per page:
# pdfium frees a font no loaded page uses, and a later font may get its address
Facts = dict[int, tuple[str, float, bool, dict[str, float]]]


def _font_facts(font: int, known: Facts) -> tuple[str, float, bool, dict[str, float]]:
    facts = known.get(font)
    if facts is None:
        handle = ctypes.cast(ctypes.c_void_p(font), raw.FPDF_FONT)
        buf = ctypes.create_string_buffer(256)
        n = raw.FPDFFont_GetBaseFontName(handle, buf, len(buf))
        name = buf.raw[:max(n - 1, 0)].decode("utf-8", "replace") if n else ""
        desc = ctypes.c_float()
        descent = desc.value if raw.FPDFFont_GetDescent(handle, ctypes.c_float(1.0), desc) else 0.0
        facts = known[font] = (name, descent, raw.FPDFFont_GetIsEmbedded(handle) == 1, {})
    return facts


def _advance(font: int, widths: dict[str, float], ch: str) -> float:
    """The advance of ``ch`` at font size 1 (pdfium maps the char back to its code), -1 if unknown."""
    w = widths.get(ch)
    if w is None:
        got = ctypes.c_float()
        handle = ctypes.cast(ctypes.c_void_p(font), raw.FPDF_FONT)
        w = widths[ch] = got.value if len(ch) == 1 and raw.FPDFFont_GetGlyphWidth(handle, ord(ch), ctypes.c_float(1.0), got) else -1.0
    return w


def _font(textpage: int, i: int, key: int, base: float, height: float, mat: Any, known: Facts) -> tuple:
    """(font name, size, top, bottom, readable, horizontal scale, font handle, advances) of the
    show-text operation char ``i`` (text object ``key``, baseline ``base``) belongs to (its chars
    share the font, the matrix and the baseline); readable: upright, in an embedded font. The box
    runs from the font's descent below the baseline up one font size, as pdfminer's LTChar."""
    _CHAR_MATRIX(textpage, i, ctypes.addressof(mat))
    upright = abs(mat.b) <= 1e-6 and abs(mat.c) <= 1e-6 and mat.a > 0 and mat.d > 0
    font = _FONT_AT(key) if key else None
    name, descent, embedded, widths = _font_facts(font, known) if font else ("", 0.0, False, {})
    fsize = _FONT_SIZE(textpage, i)
    size = fsize * mat.d
    bottom = height - base - descent * size
    return (name, size, bottom - size, bottom, upright and bool(font) and embedded, fsize * mat.a, font, widths)


def _swallowed(textpage: Any, i: int, text: str, ox: Any, oy: Any) -> bool:
    """Generated space ``i`` stands for a space char of the content pdfium dropped.

    pdfium inserts a space where the gap before a char of a text object is wide, at that char's
    origin; when that char is itself a space, the line's double space loses the second one, the
    content's own. pdfminer keeps it (and pdfplumber's words end at it), so it is kept here: it
    is such a space when the next char is the content's and starts elsewhere."""
    if text[i] != " " or i + 1 >= len(text) or not raw.FPDFText_GetTextObject(textpage, i):
        return False  # a line break, or a space between text objects (no content char dropped)
    if raw.FPDFText_IsGenerated(textpage, i + 1) == 1:
        return False
    raw.FPDFText_GetCharOrigin(textpage, i, ox, oy)
    x, y = ox.value, oy.value
    raw.FPDFText_GetCharOrigin(textpage, i + 1, ox, oy)
    return abs(ox.value - x) > 0.01 and abs(oy.value - y) < 0.01


def _chars(textpage: Any, height: float, order: dict[int, int], avoid: frozenset[str] | set[str] = frozenset(),
           texts: dict[int, tuple[Any, tuple]] | None = None) -> list[dict[str, Any]] | None:
    """The chars in content order (``order``: a text object's place in it; pdfium's text page
    may list objects otherwise, and pdfplumber's words are made from runs of consecutive chars);
    None for a page using a font of ``avoid`` (names without the subset prefix).

    ``texts`` (every text object of the page): pdfium's text page leaves out a text object whose
    glyphs have no extent (a space drawn on its own, as many filings draw every char on its own);
    pdfminer reads it as a space char, which ends a word. Such an object becomes a space here; a
    page where pdfium left out an object with extent (a shadow or bold copy laid over the first)
    is left to pdfminer."""
    n = raw.FPDFText_CountChars(textpage)
    if n <= 0:
        n = 0
    buf = ctypes.create_string_buffer(2 * (n + 1))
    raw.FPDFText_GetText(textpage, 0, n, ctypes.cast(buf, ctypes.POINTER(ctypes.c_ushort)))
    text = buf.raw[:2 * n].decode("utf-16-le", "replace")
    if "\ufffe" in text:  # a hyphen that ends a line: U+FFFE in the text, U+0002 as the char's own
        text = "".join("-" if ch == "\ufffe" and raw.FPDFText_GetUnicode(textpage, i) == 2 else ch
                       for i, ch in enumerate(text))
    if len(text) != n or _UNREAD.search(text):
        return None  # a glyph with no text (or beyond the BMP): pdfminer's reading may differ
    box = raw.FS_RECTF()
    ox, oy = ctypes.c_double(), ctypes.c_double()
    pox, poy, pbox = ctypes.addressof(ox), ctypes.addressof(oy), ctypes.addressof(box)
    tp = ctypes.cast(textpage, ctypes.c_void_p).value
    mat = raw.FS_MATRIX()
    fonts: dict[int, tuple] = {}  # text object -> its font's facts (``_font``)
    known: Facts = {}
    out: list[dict[str, Any]] = []
    ranks: list[int] = []
    add, rank_of = out.append, ranks.append
    loose, origin, generated = _LOOSE_BOX, _CHAR_ORIGIN, _GENERATED
    object_at = _TEXT_OBJECT_AT
    last, unknown = None, len(order)
    prev, prev_key, prev_x0 = -2, None, 0.0
    name, size, top, bottom, scale, handle, widths, rank = "", 0.0, 0.0, 0.0, 0.0, None, {}, 0
    for i, ch in enumerate(text):
        if ch.isspace() and generated(tp, i) == 1 and not _swallowed(textpage, i, text, ox, oy):
            continue  # a space or line break pdfium inserted
        key = object_at(tp, i) or 0
        origin(tp, i, pox, poy)
        if key != last:
            font = fonts.get(key)
            if font is None:
                font = fonts[key] = _font(tp, i, key, oy.value, height, mat, known)
                if not font[4] or (avoid and base_name(font[0]) in avoid):
                    return None  # sideways or rotated text (pdfminer's reading turns it), or a font
                    # not embedded (pdfminer takes its descent from the Adobe metrics, pdfium from its
                    # own font), or a font whose ToUnicode map contradicts its encoding (``font_maps``)
            name, size, top, bottom, _, scale, handle, widths = font
            last, rank = key, order.get(key, unknown)
        x0 = ox.value
        if i == prev + 1 and key == prev_key and x0 == prev_x0:
            _join(out[-1], ch, textpage, i, box, handle, widths, scale)  # one glyph, several chars
            prev = i
            continue
        prev, prev_key, prev_x0 = i, key, x0
        w = widths.get(ch)
        if w is None:
            w = _advance(handle, widths, ch)
        loose(tp, i, pbox)  # from the origin to the advance, or to the glyph's right end beyond it
        x1 = box.right
        if w > 0 and x0 + w * scale <= x1 + 0.01:
            x1 = x0 + w * scale  # the advance alone, as pdfminer boxes a char (pdfium maps the char
            # back to a code; a font with two codes for one char may give another glyph's advance,
            # wider than the box: the box's end then)
        add({"text": ch, "x0": x0, "x1": x1, "top": top, "bottom": bottom, "doctop": top, "size": size,
             "upright": True, "fontname": name})
        rank_of(rank)
    for key in (texts.keys() - fonts.keys()) if texts else ():
        space = _blank(*texts[key], height, known)
        if space is None:
            return None
        add(space)
        rank_of(order.get(key, unknown))
    if all(a <= b for a, b in zip(ranks, ranks[1:])):
        return out
    return [out[k] for k in sorted(range(len(out)), key=ranks.__getitem__)]  # stable: pdfium's order within an object


_LIGATURES = {"ff": "\ufb00", "fi": "\ufb01", "fl": "\ufb02", "ffi": "\ufb03", "ffl": "\ufb04", "ſt": "\ufb05", "st": "\ufb06"}
_LETTERS = {lig: text for text, lig in _LIGATURES.items()}


def _join(char: dict[str, Any], ch: str, textpage: Any, i: int, box: Any, font: int | None,
          widths: dict[str, float], scale: float) -> None:
    """Add ``ch`` to ``char``: pdfium gives a glyph whose text is several chars (a ligature "ﬁ",
    which it splits into "f" "i", or a map to "fi") as one char each at the glyph's origin;
    pdfminer as one char. The ligature's own letter when the font has a code for it (its map
    gives that letter, as pdfminer reads it), else the letters; the glyph's advance."""
    text = _LETTERS.get(char["text"], char["text"]) + ch
    lig = _LIGATURES.get(text)
    w = _advance(font, widths, lig) if lig and font else -1.0
    if 0 < w < 3:
        char["text"], char["x1"] = lig, char["x0"] + w * scale
        return
    raw.FPDFText_GetLooseCharBox(textpage, i, box)
    char["text"], char["x1"] = text, box.right


def _blank(obj: int, outer: tuple, height: float, known: Facts) -> dict[str, Any] | None:
    """A space char for text object ``obj`` (an address) pdfium's text page left out (no extent);
    None if it has one."""
    left, bottom, right, top = ctypes.c_float(), ctypes.c_float(), ctypes.c_float(), ctypes.c_float()
    handle = _typed(obj)
    if not raw.FPDFPageObj_GetBounds(handle, left, bottom, right, top) or right.value - left.value >= 0.01:
        return None
    a, b, c, d, e, f = _compose(_matrix(handle), outer)
    font = _FONT_AT(obj)
    size = ctypes.c_float()
    if not font or not raw.FPDFTextObj_GetFontSize(handle, size) or abs(b) > 1e-6 or abs(c) > 1e-6 or a <= 0 or d <= 0:
        return None
    name, descent, _, _ = _font_facts(font, known)
    em = size.value * d
    low = height - f - descent * em
    return {"text": " ", "x0": e, "x1": e + em / 4, "top": low - em, "bottom": low, "doctop": low - em,
            "size": em, "upright": True, "fontname": name}


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


def read(page: Any, avoid: frozenset[str] | set[str] = frozenset()) -> PageObjects | None:
    """The chars, lines, rects, shapes and image count of a pypdfium2 page; None where pdfminer
    must read it (see the module's docstring; ``avoid``: names of fonts pdfium may read otherwise)."""
    box = tuple(page.get_mediabox())
    if page.get_rotation() or box[:2] != (0.0, 0.0) or tuple(page.get_cropbox()) != box:
        return None
    height = box[3]
    out = PageObjects()
    order: dict[int, int] = {}  # text object -> its place in content order
    texts: dict[int, tuple[int, tuple]] = {}  # text object -> (the object, the matrix of the forms around it)
    get_type = _OBJECT_TYPE
    stack = [(_PAGE_OBJECT(page.raw, i), _IDENTITY) for i in range(raw.FPDFPage_CountObjects(page.raw))]
    stack.reverse()
    while stack:  # content order, into form XObjects
        obj, outer = stack.pop()
        kind = get_type(obj)
        if kind == _TEXT:
            order[obj] = len(order)
            texts[obj] = (obj, outer)
        elif kind == _PATH:
            handle = _typed(obj)
            _paint(out, handle, _compose(_matrix(handle), outer), height)
        elif kind == _IMAGE:
            out.images += 1
        elif kind == _FORM:
            handle = _typed(obj)
            m = _compose(_matrix(handle), outer)
            stack += reversed([(_FORM_OBJECT(handle, i), m) for i in range(raw.FPDFFormObj_CountObjects(handle))])
    textpage = page.get_textpage()
    try:
        chars = _chars(textpage.raw, height, order, avoid, texts)
    finally:
        textpage.close()
    if chars is None:
        return None
    out.chars = chars
    return out
