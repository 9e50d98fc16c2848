"""Page analysis: the words, ruling lines and filled boxes of one page, upright in display space.

Everything later (detection, grid recovery) works on the ``PageInfo`` this pass builds, so the
expensive pdfplumber calls (chars, rects, lines) happen once per page.

- Text layer or scanned: a page with (almost) no chars but an image covering much of it is
  scanned; its words come from ``tabsql.extract.ocr.page_words`` when that module is available.
- Rotation: pdfplumber already applies ``/Rotate``; text drawn sideways on the page (a landscape
  table printed on a portrait page) is turned so that its words read left to right.
- Rules: horizontal and vertical segments from lines, rectangle edges and thin filled rectangles
  (rules are often drawn as 0.5pt-high filled boxes); larger filled boxes (zebra stripes, header
  shading) are kept apart as ``fills``.

Example: a page with a boxed 2x2 table gives ``hrules`` at the 3 horizontal borders,
``vrules`` at the 3 vertical ones and words ``[{"text": "Item", "x0": 72, ...}, ...]``.
"""
from __future__ import annotations

import importlib
import logging
from dataclasses import dataclass, field
from typing import Any

import pdfminer.pdfinterp
import pdfminer.psparser
from pdfminer.layout import LTChar, LTContainer, LTCurve, LTImage, LTLine, LTRect
from pdfplumber.page import Page
from pdfplumber.utils.text import WordExtractor

from . import font_maps, glyphs, pdfium_objects
from .page_objects import MIN_RULE_LENGTH, RULE_MAX_THICKNESS, PageObjects

class _NoDebug:
    """pdfminer's parser logs a debug line per token (a million calls for a 10-K, ~4% of its time,
    even with debug off); this logger drops those calls and passes everything else on."""

    def __init__(self, log: logging.Logger):
        self._log = log

    def debug(self, *args: Any, **kwargs: Any) -> None:
        pass

    def __getattr__(self, name: str) -> Any:
        return getattr(self._log, name)


for _module in (pdfminer.psparser, pdfminer.pdfinterp):
    if not isinstance(_module.log, _NoDebug):
        _module.log = _NoDebug(_module.log)

@dataclass
class Rule:
    """An axis-parallel segment: horizontal (y fixed, a..b along x) or vertical (x fixed, a..b along y)."""

    pos: float
    a: float
    b: float


@dataclass
class PageInfo:
    number: int  # 1-based
    width: float
    height: float
    words: list[dict[str, Any]]
    hrules: list[Rule] = field(default_factory=list)
    vrules: list[Rule] = field(default_factory=list)
    fills: list[tuple[float, float, float, float]] = field(default_factory=list)
    scanned: bool = False
    rotated: int = 0  # degrees we turned sideways text by (0 when it was upright)
    graphics: list[tuple[float, float]] = field(default_factory=list)  # centre of every vector shape but long rules

    @property
    def text(self) -> str:
        """Plain page text in reading order (lines top to bottom)."""
        lines: list[list[dict[str, Any]]] = []
        for w in sorted(self.words, key=lambda w: (round(w["top"]), w["x0"])):
            if lines and abs(lines[-1][0]["top"] - w["top"]) < 3:
                lines[-1].append(w)
            else:
                lines.append([w])
        return "\n".join(" ".join(w["text"] for w in sorted(ln, key=lambda w: w["x0"])) for ln in lines)


def _ocr_module():
    try:
        return importlib.import_module("tabsql.extract.ocr")
    except ImportError:
        return None


def _turn_chars(chars: list[dict[str, Any]], width: float, height: float, clockwise: bool) -> list[dict[str, Any]]:
    """Map sideways chars into a frame where they read left to right (page turned by 90 degrees)."""
    out = []
    for c in chars:
        if clockwise:  # text runs top-to-bottom: turn the page counter-clockwise
            x0, x1, top, bottom = c["top"], c["bottom"], width - c["x1"], width - c["x0"]
        else:  # text runs bottom-to-top
            x0, x1, top, bottom = height - c["bottom"], height - c["top"], c["x0"], c["x1"]
        d = dict(c)
        d.update(x0=x0, x1=x1, top=top, bottom=bottom, upright=True, doctop=top, matrix=(1, 0, 0, 1, x0, top),
                 size=round(bottom - top, 2))
        out.append(d)
    return out


def _sideways_direction(chars: list[dict[str, Any]]) -> int:
    """+90 when most chars run top-to-bottom, -90 bottom-to-top, 0 when most are upright."""
    down = up = upright = 0
    for c in chars:
        m = c.get("matrix") or (1, 0, 0, 1, 0, 0)
        if c.get("upright", True):
            upright += 1
        elif m[1] < 0:
            down += 1
        else:
            up += 1
    if upright >= down + up:
        return 0
    return 90 if down >= up else -90


WORD_X_TOLERANCE = 1.5  # points between two chars of one word
LINE_TOLERANCE = 2.5  # points two chars' tops may differ by on one line
LINE_SPREAD = 6.0  # points of tops a run chained into one line may spread over before it is several lines


def _words(chars: list[dict[str, Any]]) -> list[dict[str, Any]]:
    extractor = WordExtractor(x_tolerance=WORD_X_TOLERANCE, y_tolerance=LINE_TOLERANCE, keep_blank_chars=False,
                              extra_attrs=["size", "fontname"])
    words = []
    for run in _line_runs(chars):
        for w, _ in extractor.iter_extract_tuples(run):
            if w["text"].strip():
                words.append(w)
    return words


def _line_runs(chars: list[dict[str, Any]]) -> list[list[dict[str, Any]]]:
    """The chars as pdfplumber reads them (one run), unless its line clustering would chain lines.

    pdfplumber joins chars whose tops lie within its tolerance of the next top, so a heading set on
    two lines beside one centred between them (tops 156.7, 161.7, 166.6 with a third column's lines in
    between) is read as one line whose words interleave ("W i th 1 5 m h o se r e el" for "With 15 m"
    over "hose reel"). Where such a chain spreads over ``LINE_SPREAD``, its chars are split into lines
    each within ``LINE_TOLERANCE`` of its first top, every other char kept as one run in its order.

        >>> c = lambda t, x, top: {"text": t, "x0": x, "x1": x + 4, "top": top, "upright": True}
        >>> chained = [c("a", 0, 10), c("b", 9, 12.4), c("c", 0, 14.8), c("d", 9, 17.2)]
        >>> [[ch["text"] for ch in run] for run in _line_runs(chained)]
        [['a', 'b'], ['c', 'd']]
        >>> len(_line_runs([c("a", 0, 10), c("b", 5, 10.5)]))
        1
    """
    upright = [c for c in chars if c.get("upright", True)]
    tops = sorted({round(float(c["top"]), 3) for c in upright})
    chains: list[list[float]] = []
    for top in tops:
        if chains and top - chains[-1][-1] <= LINE_TOLERANCE:
            chains[-1].append(top)
        else:
            chains.append([top])
    line_of: dict[float, int] = {}
    lines = 0
    for chain in chains:
        if chain[-1] - chain[0] <= LINE_SPREAD:
            continue
        start = None
        for top in chain:
            if start is None or top - start > LINE_TOLERANCE:
                start, lines = top, lines + 1
            line_of[top] = lines
    if not line_of:
        return [chars]
    runs: dict[int, list[dict[str, Any]]] = {0: []}
    for c in chars:
        line = line_of.get(round(float(c["top"]), 3), 0) if c.get("upright", True) else 0
        runs.setdefault(line, []).append(c)
    return [run for run in runs.values() if run]


def read_pdfminer(page: Page) -> PageObjects:
    """The page's chars, lines and rects as pdfplumber-style dicts, straight from pdfminer's layout.

    pdfplumber's own ``page.chars`` converts every attribute of every object and costs about twice
    the parsing itself; only the attributes the passes use are read here.
    """
    out = PageObjects()
    height = float(page.height)
    mb_x0, mb_top = float(page.mediabox[0]), float(page.mediabox[1])

    def box(o) -> dict[str, Any]:
        return {"x0": o.x0 + mb_x0, "x1": o.x1 + mb_x0, "top": height - o.y1 + mb_top, "bottom": height - o.y0 + mb_top}

    def walk(objs):
        for o in objs:
            if isinstance(o, LTContainer) and not isinstance(o, LTChar):
                yield from walk(o._objs)
            else:
                yield o

    for o in walk(page.layout._objs):
        if isinstance(o, LTChar):
            d = box(o)
            d.update(text=o.get_text(), size=o.size, upright=o.upright, matrix=o.matrix, fontname=o.fontname)
            d["doctop"] = d["top"]
            out.chars.append(d)
        elif isinstance(o, LTRect):
            out.add_shape("rect", box(o), o.stroke, o.fill, o.non_stroking_color)
        elif isinstance(o, LTCurve):  # LTLine is a curve too
            out.add_shape("line" if isinstance(o, LTLine) else "curve", box(o))
        elif isinstance(o, LTImage):
            out.images += 1
    glyphs.fill_unread(page, out.chars)
    return out


def read_objects(page: Page, fast: Any = None) -> PageObjects:
    """The page's objects from pdfium (``fast``, the same page opened with pypdfium2; None with
    ``TABSQL_PDF_READER=pdfminer``) where it reads them as pdfminer would, else from pdfminer."""
    if fast is not None and _same_page(page, fast):
        try:
            objs = pdfium_objects.read(fast, font_maps.contradicting(page))
        except Exception:  # noqa: BLE001 - a page pdfium's reading trips on: pdfminer reads it
            objs = None
        if objs is not None:
            return objs
    return read_pdfminer(page)


def _same_page(page: Page, fast: Any) -> bool:
    """pdfium's page is pdfplumber's (same size; a broken page tree may number pages otherwise)."""
    try:
        return abs(fast.get_width() - float(page.width)) < 0.5 and abs(fast.get_height() - float(page.height)) < 0.5
    except Exception:  # noqa: BLE001
        return False


def _rules(objs: PageObjects, pw: float, ph: float) -> tuple[list[Rule], list[Rule], list[tuple[float, float, float, float]]]:
    h: list[Rule] = []
    v: list[Rule] = []
    fills: list[tuple[float, float, float, float]] = []
    for ln in objs.lines:
        x0, x1, top, bottom = ln["x0"], ln["x1"], ln["top"], ln["bottom"]
        if abs(bottom - top) < 1 and x1 - x0 >= MIN_RULE_LENGTH:
            h.append(Rule((top + bottom) / 2, x0, x1))
        elif abs(x1 - x0) < 1 and bottom - top >= MIN_RULE_LENGTH:
            v.append(Rule((x0 + x1) / 2, top, bottom))
    for r in objs.rects:
        x0, x1, top, bottom = r["x0"], r["x1"], r["top"], r["bottom"]
        w, hgt = x1 - x0, bottom - top
        if w <= 0.01 and hgt <= 0.01:
            continue
        if not r.get("stroke") and _is_white(r.get("non_stroking_color")):
            continue  # white boxes and white "rules" are invisible
        if hgt <= RULE_MAX_THICKNESS and w >= MIN_RULE_LENGTH:
            h.append(Rule((top + bottom) / 2, x0, x1))
            continue
        if w <= RULE_MAX_THICKNESS and hgt >= MIN_RULE_LENGTH:
            v.append(Rule((x0 + x1) / 2, top, bottom))
            continue
        if w > 0.9 * pw and hgt > 0.9 * ph:
            continue  # page background
        if r.get("stroke"):
            h += [Rule(top, x0, x1), Rule(bottom, x0, x1)]
            v += [Rule(x0, top, bottom), Rule(x1, top, bottom)]
        elif r.get("fill"):
            fills.append((x0, top, x1, bottom))
    return h, v, fills


def _is_white(color: Any) -> bool:
    if color is None:
        return False
    if isinstance(color, (int, float)):
        return color >= 0.99
    try:
        vals = [float(v) for v in color]
    except (TypeError, ValueError):
        return False
    if len(vals) == 1:
        return vals[0] >= 0.99
    if len(vals) == 3:
        return all(v >= 0.99 for v in vals)
    if len(vals) == 4:
        return all(v <= 0.01 for v in vals)
    return False


def _turn_rules(info_h: list[Rule], info_v: list[Rule], width: float, height: float, clockwise: bool):
    """Turn rules the same way as ``_turn_chars`` turns chars."""
    h2: list[Rule] = []
    v2: list[Rule] = []
    if clockwise:  # (x, y) -> (y, width - x)
        for r in info_h:  # horizontal at y=pos, x in a..b -> vertical at x'=pos, y' in width-b..width-a
            v2.append(Rule(r.pos, width - r.b, width - r.a))
        for r in info_v:  # vertical at x=pos, y in a..b -> horizontal at y'=width-pos, x' in a..b
            h2.append(Rule(width - r.pos, r.a, r.b))
    else:  # (x, y) -> (height - y, x)
        for r in info_h:
            v2.append(Rule(height - r.pos, r.a, r.b))
        for r in info_v:
            h2.append(Rule(r.pos, height - r.b, height - r.a))
    return h2, v2


def analyze(page: Page, fast: Any = None) -> PageInfo:
    """Read one page once: upright words, rules, fills; OCR words for a scanned page. ``fast`` is
    the same page opened with pypdfium2 (``read_objects``)."""
    width, height = float(page.width), float(page.height)
    objs = read_objects(page, fast)
    chars = objs.chars
    hrules, vrules, fills = _rules(objs, width, height)
    info = PageInfo(number=page.page_number, width=width, height=height, words=[], hrules=hrules,
                    vrules=vrules, fills=fills, graphics=objs.graphics)
    if len([c for c in chars if c["text"].strip()]) < 10 and objs.images:
        ocr = _ocr_module()
        info.scanned = True
        if ocr is not None:
            info.words = list(ocr.page_words(page))
            for e in ocr.page_rules(page):  # a scan has no vector rules: take them from the image
                if e["orientation"] == "h":
                    info.hrules.append(Rule(e["top"], e["x0"], e["x1"]))
                else:
                    info.vrules.append(Rule(e["x0"], e["top"], e["bottom"]))
        return info
    turn = _sideways_direction(chars)
    if turn:
        clockwise = turn == 90
        chars = _turn_chars(chars, width, height, clockwise)
        info.hrules, info.vrules = _turn_rules(hrules, vrules, width, height, clockwise)
        info.fills, info.graphics = [], []
        info.width, info.height = height, width
        info.rotated = turn
    else:
        chars = [c for c in chars if c.get("upright", True)]
    info.words = _words(chars)
    return info
