"""Grid recovery: rows, columns and merged cells of one detected region.

- Ruled regions: columns and rows come from the rules; two neighbouring grid cells with no rule
  between them are one merged cell (``col_span``/``row_span``). When the dividers are drawn only in
  part of the table, or one rule band holds several lines of numbers, the rules do not mark every
  column/row: the text pass below runs instead, with segments cut at the dividers that exist.
- Text regions: columns are the x-ranges covered by the segments of the fullest rows, separated
  by empty channels. A header covering two columns' content, centred over the gap between them,
  or set over a partial rule (a booktabs ``cmidrule``) spans those columns. Each text line is a
  row, except that wrapped lines are joined into the row above: a new row starts where the
  row-label column starts a new entry (a line with an empty label column continues the row above,
  a label starting in lower case continues the label above), lines between the same two rules or
  inside the same shaded band belong together (unless each fills every column: the body of a
  booktabs table), and a number under a number is always a new row.
  Row-group labels set vertically centred on their rows get a ``row_span``.
- Not tables after all: a chart's value axis (evenly stepped numbers beside empty rows) and
  running text set in columns (every column lines of several words, no numbers).

Example: ``"Product  Price"``, ``"Blue widget,  4.20"``, ``"large"``, ``"Red widget  3.10"`` gives 3
rows: ``[Product, Price]``, ``[Blue widget, large, 4.20]``, ``[Red widget, 3.10]``.
"""
from __future__ import annotations

import re
from typing import Any

from tabsql.models import Cell, Table

from .detect import Region, channels, full_rows, merge_rules
from .headers import ANY_YEAR, is_value, is_year, split_markers, year_heading
from .left_set import left_set_places
from .pages import PageInfo, Rule
from .textlines import Segment, TextLine, text_lines

_LONE_SIGN = re.compile(r"^(?:[A-Z]{0,2}\$|€|£|¥|₹)$")

NUMERIC = re.compile(r"^[\s(+\-–−]*[$€£¥%]?\s*[\d.,\s]+[)%*a-z]?\s*$|^[\-–—]$|^n/?a$", re.I)
# pdfplumber-style tolerance (its ``x_tolerance``/``y_tolerance``): two readers of one page (pdfium's
# text layer and pdfminer's) place the same glyph up to a few hundredths of a point apart vertically
# (up to 0.4 pt horizontally), so a gap between lines measured against a spacing threshold is taken
# as reaching the threshold when it falls short by no more than this. A table set with records 4 pt
# apart over 1.8 pt line spacing has gaps of exactly min_gap + 4: without the tolerance the same
# page splits its rows under one reader and wraps them under the other.
GAP_TOLERANCE = 0.05  # pt
CONTINUES = re.compile(r"([,\-–&(/]|\band|\bof|\bor|\bfor|\bthe|\bin|\bto|\bwith|\bund|\bder|\bdie)$", re.I)


FIGURE = re.compile(r"^[$€£(]*\d[\d,.]*\)?%?$")  # one printed figure, a sign before its bracket too: "$(4,806)"


def is_numeric(text: str) -> bool:
    return bool(NUMERIC.match(text.strip()))


# --------------------------------------------------------------------------- shared helpers
def _cells_from_rows(
    rows: list[list[TextLine]], bounds: list[tuple[float, float]], page: int, underlines: list[Rule] = ()
) -> list[Cell]:
    """Place the segments of each row group into columns; spanning segments get ``col_span``.

    ``underlines``: partial rules; a header set right above one spans the columns the rule covers.
    """
    cells: dict[tuple[int, int], dict[str, Any]] = {}
    lines = [ln for group in rows for ln in group]
    near = _neighbours(lines)
    places = left_set_places(lines, {id(ln): _line_places(ln, bounds, *near[id(ln)]) for ln in lines}, bounds)
    for r, group in enumerate(rows):
        for ln in group:
            for seg, placed in zip(ln.segments, places[id(ln)]):
                under = None if is_numeric(seg.text) and not is_year(seg.text) else \
                    _underline_span(seg, ln.segments, bounds, underlines)  # (a year spans its measures too,
                if under is not None and under[0] == 0 and is_numeric(seg.text):
                    under = None  # never the labels' column)
                if under is not None and len(placed) == 1:
                    placed = [(seg.words, under[0], under[1])]
                for piece, c0, c1 in placed:
                    key = (r, c0)
                    cur = cells.get(key)
                    if cur is None:
                        cells[key] = {"words": list(piece), "span": c1 - c0 + 1}
                    else:
                        cur["words"] += piece
                        cur["span"] = max(cur["span"], c1 - c0 + 1)
    out = []
    for (r, c), d in sorted(cells.items()):
        ws = d["words"]
        out.append(_cell(r, c, 1, d["span"], ws, page))
    return _drop_covered(out)


def _join(words: list[dict[str, Any]]) -> str:
    """Words of one cell in reading order: line by line, left to right."""
    lines = text_lines(words, gap=1e9)
    return " ".join(s.text for ln in lines for s in ln.segments)


def _drop_covered(cells: list[Cell]) -> list[Cell]:
    """A span that runs over a cell of its own row is cut short before that cell."""
    by_row: dict[int, list[Cell]] = {}
    for c in cells:
        by_row.setdefault(c.row, []).append(c)
    for row in by_row.values():
        row.sort(key=lambda c: c.col)
        for a, b in zip(row, row[1:]):
            if a.col + a.col_span > b.col:
                a.col_span = max(1, b.col - a.col)
    return cells


def _underline_span(seg: Segment, line: list[Segment], bounds: list[tuple[float, float]], rules: list[Rule]) -> tuple[int, int] | None:
    """Columns spanned by a header with a partial rule right under it (a booktabs ``cmidrule``),
    when no other segment of its line sits over the same rule."""
    h = seg.bottom - seg.top
    for r in rules:
        if any(o is not seg and o.x1 > r.a and o.x0 < r.b for o in line):
            continue
        if seg.bottom - 1 <= r.pos <= seg.bottom + 1.2 * h and r.a - 2 <= seg.center <= r.b + 2:
            cols = [j for j, (a, b) in enumerate(bounds) if r.a - 2 <= (a + b) / 2 <= r.b + 2]
            if len(cols) >= 2 and min(cols) <= _nearest(seg, bounds) <= max(cols):
                return min(cols), max(cols)
    return None


def _nearest(seg: Segment, bounds: list[tuple[float, float]]) -> int:
    return min(range(len(bounds)), key=lambda j: (_dist(seg, bounds[j]), abs(seg.center - (bounds[j][0] + bounds[j][1]) / 2)))


def _place(seg: Segment, bounds: list[tuple[float, float]], split_numbers: bool):
    """[(words, first col, last col)] for one segment given the columns' content spans."""
    hits = []
    for j, (a, b) in enumerate(bounds):
        ov = min(seg.x1, b) - max(seg.x0, a)
        if ov > 0.5:
            hits.append((j, ov, b - a))
    if len(hits) <= 1 and not is_numeric(seg.text):
        # a header centred over the gap between two columns spans both
        for j in range(len(bounds) - 1):
            gap0, gap1 = bounds[j][1], bounds[j + 1][0]
            if gap0 < seg.center < gap1 and seg.x0 < gap0 + 2 + 0.5 * (gap1 - gap0) and seg.x1 > gap1 - 2 - 0.5 * (gap1 - gap0):
                if abs((seg.x0 - gap0) - (gap1 - seg.x1)) < 0.35 * (seg.x1 - seg.x0) + 4:
                    return [(seg.words, j, j + 1)]
    if not hits:
        j = _nearest(seg, bounds)
        return [(seg.words, j, j)]
    if len(hits) == 1:
        return [(seg.words, hits[0][0], hits[0][0])]
    if split_numbers and len(seg.words) > 1 and all(is_numeric(w["text"]) for w in seg.words):
        pieces: dict[int, list] = {}
        for w in seg.words:
            cx = (w["x0"] + w["x1"]) / 2
            j = min(range(len(bounds)), key=lambda j: _dist_x(cx, bounds[j]))
            pieces.setdefault(j, []).append(w)
        if len(pieces) > 1:
            return [(ws, j, j) for j, ws in sorted(pieces.items())]
    width = seg.x1 - seg.x0
    keep = [j for j, ov, w in hits if ov >= 0.4 * min(w, width)]
    if not keep:
        keep = [max(hits, key=lambda h: h[1])[0]]
    return [(seg.words, min(keep), max(keep))]


def _neighbours(lines: list[TextLine]) -> dict[int, tuple[list[Segment], list[Segment]]]:
    """For each line, the segments of the line set right under it and right over it (within the
    line's height; empty where none is), read in one pass down the lines."""
    order = sorted(lines, key=lambda o: o.top)
    out: dict[int, tuple[list[Segment], list[Segment]]] = {}
    for i, ln in enumerate(order):
        below = next((o for o in order[i + 1:] if o.top >= ln.bottom - 0.5), None)
        above = next((o for o in reversed(order[:i]) if o.bottom <= ln.top + 0.5), None)
        out[id(ln)] = (below.segments if below is not None and below.top - ln.bottom < ln.height else [],
                       above.segments if above is not None and ln.top - above.bottom < ln.height else [])
    return out


def _one_heading(seg: Segment, o: Segment) -> bool:
    """Two segments of adjacent lines about as wide, one over the other: lines of one heading."""
    shared = min(o.x1, seg.x1) - max(o.x0, seg.x0)
    return not is_numeric(o.text) and shared >= HEADING_CONTINUED * (seg.x1 - seg.x0) \
        and shared >= HEADING_CONTINUED * (o.x1 - o.x0)


def _continued(seg: Segment, under: list[Segment], over: list[Segment] = ()) -> bool:
    """A text segment of the line right under ``seg`` covering most of its width, in a line of a
    heading per column (``LEAF_HEADINGS`` at least: "2023  Revenues  2022  Revenues ..."): the
    heading's second line ("% of Total" over "Revenues"), so the two are one heading over one
    column. Not a group heading's second line set alone ("Years Ended" / "December 31,"), nor a year or
    a heading much narrower than the one under it."""
    if seg.x1 <= seg.x0 or len(under) < LEAF_HEADINGS or ANY_YEAR.search(seg.text):
        return False  # a year over its sub-headings ("2018" over "Expense | Average | Cost per") heads them all
    if any(not is_numeric(o.text) and min(o.x1, seg.x1) - max(o.x0, seg.x0) >= HEADING_CONTINUED * (seg.x1 - seg.x0)
           for o in over):
        return False  # a middle line of a heading stacked over several ("Air Group or" / "Subsidiary" / "Officer"):
        # placed with its upper lines
    return any(_one_heading(seg, o) for o in under)


HEADING_CONTINUED = 0.7  # share of a heading's width the line under it covers when it goes on there
LEAF_HEADINGS = 3  # headings a line sets side by side, one per column, at least


def _marker_only(text: str) -> bool:
    """A footnote marker set alone ("(a)" under "Class I Railroad Average"), no heading of its own."""
    rest, marks = split_markers("x " + text)
    return rest == "x" and bool(marks)


def _goes_on(seg: Segment, over: list[Segment]) -> bool:
    """A later line of a heading stacked over it ("September 30," under "Domestic"; "assets" under
    "Financial"): placed with the heading's first line, never on its own."""
    return any(not is_numeric(o.text) and min(o.x1, seg.x1) - max(o.x0, seg.x0)
               >= HEADING_CONTINUED * min(seg.x1 - seg.x0, o.x1 - o.x0) for o in over)


CENTRED = 0.05  # share of the width of the headings under it by which a group heading's centre may miss theirs
NEARER = 1.0  # points by which a heading under two group headings must be nearer one of them to be its
STACKED = 0.25  # share of a heading's width by which the centre of its next line may miss its own


def _stacked(seg: Segment, o: Segment) -> bool:
    """``o``, of the line under ``seg``, is the heading's next line: no year, mostly under it (or it
    mostly over ``o``) and centred under it ("Less than 1" / "Year", "Unvested" / "LTIP awards")."""
    shared = min(o.x1, seg.x1) - max(o.x0, seg.x0)
    return not is_year(o.text) and (shared >= HEADING_CONTINUED * (seg.x1 - seg.x0)
                                    or shared >= HEADING_CONTINUED * (o.x1 - o.x0)
                                    and abs(o.center - seg.center) <= STACKED * (seg.x1 - seg.x0))


def _centred_over(seg: Segment, under: list[Segment], bounds: list[tuple[float, float]],
                  others: list[Segment] = ()) -> list | None:
    """A heading centred over a run of two or more headings of the line right under it, each closer
    to it than to the line's other headings, and mostly over none of them ("Ordinary shares" over "31
    March 2020 | 31 March 2019", "Ellerdeen" over "2019 | 2018 | 2017"): a group heading over their
    columns, though the amounts under them, set right, leave it over one column's only. The widest
    such run; None when there is none."""
    width = seg.x1 - seg.x0
    if width <= 0 or is_numeric(seg.text) and not is_year(seg.text):
        return None
    subs = sorted((o for o in under if (not is_numeric(o.text) or is_year(o.text))
                   and all(abs(o.center - seg.center) + NEARER < abs(o.center - t.center) for t in others if t is not seg)),
                  key=lambda o: o.x0)
    if any(_stacked(seg, o) for o in subs):
        return None  # the second line of one heading ("Unvested" over "LTIP awards"); a year is a level of its own
    best = None
    for i in range(len(subs)):
        for k in range(i + 1, len(subs)):
            x0, x1 = subs[i].x0, subs[k].x1
            if abs((x0 + x1) / 2 - seg.center) <= CENTRED * (x1 - x0) and x0 - 2 <= seg.x1 and seg.x0 <= x1 + 2 \
                    and (best is None or k - i > best[1] - best[0]):
                best = (i, k)
    if best is None:
        return None
    cols = [c for o in subs[best[0]:best[1] + 1] for _, a, b in _place(o, bounds, True) for c in (a, b)]
    lo, hi = min(cols), max(cols)
    return [(seg.words, lo, hi)] if hi > lo else None


def _line_places(line: TextLine, bounds: list[tuple[float, float]], under: list[Segment] = (),
                 over: list[Segment] = ()) -> list[list[tuple[list[dict[str, Any]], int, int]]]:
    """``_place`` for each segment of a line, with sparse group headers widened: in a line of few
    segments, one set over the gap between columns (a year centred over its quarters, ``2024`` over
    ``Q1 Q2 Q3 Q4``) spans the widest run of value columns centred under it, among the columns
    closer to it than to the line's other segments. The groups of one line share the value columns:
    none is wider than its share (``2019`` and ``2018`` over ``$ % $ %`` head two columns each at most,
    however unevenly the columns are set). A heading that goes on in the line ``under`` it ("% of
    Total" over "Revenues", ``_continued``) is one column's two-line heading, never widened."""
    headings = [s for s in line.segments if not _marker_only(s.text)]  # a "(a)" set alone heads nothing
    out = [not _goes_on(seg, over) and _centred_over(seg, under, bounds, headings) or _place(seg, bounds, True)
           for seg in line.segments]
    if len(bounds) < 3 or 2 * len(headings) > len(bounds) - 1:
        return out
    centres = [(a + b) / 2 for a, b in bounds]
    pitch = sorted(b - a for a, b in bounds)[len(bounds) // 2]
    share = (len(bounds) - 1) // max(1, sum(1 for s in headings if s.center > bounds[0][1]))
    for i, seg in enumerate(line.segments):
        placed = out[i]
        if len(placed) != 1 or placed[0][2] > placed[0][1] or len(seg.words) > 3:
            continue
        width = seg.x1 - seg.x0
        if any(a - 1 <= seg.center <= b + 1 for a, b in bounds):
            continue  # set over one column
        if max((min(seg.x1, b) - max(seg.x0, a) for a, b in bounds), default=0) > 0.5 * width:
            continue
        if year_heading(seg.text) or _continued(seg, under, over):
            continue  # a year with its unit ("2018 $'000") heads the one column of amounts under it
        others = [o.center for o in headings if o is not seg]
        # never over the label column: a group heads value columns (a centred title does not)
        mine = [j for j in range(1, len(bounds)) if all(abs(centres[j] - seg.center) < abs(centres[j] - c) for c in others)]
        best = None
        for lo in mine:
            for hi in mine:
                if hi <= lo or hi - lo + 1 > share or any(j not in mine for j in range(lo, hi + 1)):
                    continue
                mid = (centres[lo] + centres[hi]) / 2
                if abs(mid - seg.center) <= 0.25 * pitch + 2 and (best is None or hi - lo > best[1] - best[0]):
                    best = (lo, hi)
        if best is not None:
            out[i] = [(seg.words, best[0], best[1])]
    return out


def _dist(seg: Segment, span: tuple[float, float]) -> float:
    if seg.x1 < span[0]:
        return span[0] - seg.x1
    if seg.x0 > span[1]:
        return seg.x0 - span[1]
    return 0.0


def _dist_x(x: float, span: tuple[float, float]) -> float:
    return max(span[0] - x, 0.0, x - span[1])


def _columns_of(line: TextLine, bounds: list[tuple[float, float]]) -> set[int]:
    cols: set[int] = set()
    for placed in _line_places(line, bounds):
        for _, c0, c1 in placed:
            cols.update(range(c0, c1 + 1))
    return cols


def _bands(region: Region, info: PageInfo) -> list[float]:
    """y positions of rules and shading edges that cross the region: row separators. A tall shade is a
    row's only when it is the header band at the top of the table (its bottom edge closes the header)."""
    x0, top, x1, bottom = region.bbox
    width = x1 - x0
    ys = []
    for r in info.hrules:
        if top - 1 <= r.pos <= bottom + 1 and min(r.b, x1) - max(r.a, x0) > 0.5 * width:
            ys.append(r.pos)
    for fx0, ftop, fx1, fbottom in info.fills:
        if min(fx1, x1) - max(fx0, x0) > 0.5 * width and (fbottom - ftop < 60 or ftop <= top + 2):
            for y in (ftop, fbottom):
                if top - 1 <= y <= bottom + 1 and not _inside_fill(fx0, fx1, y, info.fills):
                    ys.append(y)
    return sorted(ys)


def _inside_fill(x0: float, x1: float, y: float, fills: list[tuple[float, float, float, float]]) -> bool:
    """Is y inside a wider fill: the edge of a per-line text shade within one shaded cell, not a row edge."""
    return any(g[0] <= x0 + 1 and g[2] >= x1 - 1 and g[1] < y - 1 and g[3] > y + 1 for g in fills)


def _underlines(region: Region, info: PageInfo) -> list[Rule]:
    """Rules inside the region narrower than it: they group the columns of a spanning header."""
    x0, top, x1, bottom = region.bbox
    width = x1 - x0
    return [r for r in info.hrules if top - 2 <= r.pos <= bottom and r.b > x0 and r.a < x1 and r.b - r.a < 0.85 * width]


def _band_of(line: TextLine, ys: list[float]) -> int:
    mid = (line.top + line.bottom) / 2
    return sum(1 for y in ys if y < mid)


def group_rows(lines: list[TextLine], bounds: list[tuple[float, float]], bands: list[float],
               underlines: list[Rule] = ()) -> list[list[TextLine]]:
    """Join wrapped lines into rows (see module docstring). ``underlines``: partial rules; a dated
    heading over one is a header level of its own, though one shaded band holds the header
    (``_levels_differ``)."""
    if not lines:
        return []
    band_ids = [_band_of(ln, bands) for ln in lines]
    body = [b for b in band_ids if b != band_ids[0]]  # the header band says nothing about the rows
    banded = len(set(body)) > 1 and len(set(body)) >= 0.5 * len(body)
    gaps = [b.top - a.bottom for a, b in zip(lines, lines[1:])]
    min_gap = min(gaps) if gaps else 0.0
    rows: list[list[TextLine]] = [[lines[0]]]
    row_band = [band_ids[0]]
    for k, (ln, band, gap) in enumerate(zip(lines[1:], band_ids[1:], gaps), start=1):
        prev = rows[-1]
        nxt = lines[k + 1] if k + 1 < len(lines) else None
        if banded:
            if (band == row_band[-1] and not _numbers_stack(prev, ln, bounds)
                    and not _levels_differ(prev, ln, bounds, underlines)
                    and not _below_years(prev, ln, bounds) and not _values_under_headings(prev, ln, bounds)
                    and not _new_entry(prev, ln, bounds, gap, min_gap) and not _full_records(prev, ln, bounds)
                    and not _indent_turns(prev, ln, bounds) and not _heads_indented(prev, ln, nxt, bounds)):
                prev.append(ln)
                continue
            rows.append([ln])
            row_band.append(band)
            continue
        if _continues(prev, ln, bounds, gap, min_gap):
            prev.append(ln)
            continue
        rows.append([ln])
        row_band.append(band)
    return rows


def _ranges(line: TextLine, bounds: list[tuple[float, float]], under: list[Segment] = (),
            over: list[Segment] = ()) -> set[tuple[int, int]]:
    return {(c0, c1) for placed in _line_places(line, bounds, under, over) for _, c0, c1 in placed}


# how far (points) a heading's box may stop short of a heading of the line below and still be set over it
_HEADING_REACH = 2.0


def _levels_differ(prev: list[TextLine], ln: TextLine, bounds: list[tuple[float, float]],
                   underlines: list[Rule] = ()) -> bool:
    """A spanning cell over narrower cells: two header levels, not one wrapped row. Also a heading set
    alone on its line over two headings or more of the line below (its box over theirs): "Price per
    case (USD)" over "1–4 cases | 5–19 cases", though the grid put it in one column, the bands' columns
    being narrower than it. A heading naming a year over a partial rule (``underlines``) is a level over
    the headings of ``ln`` under the rule that name none ("Fiscal 2019" over "Tickets"; not "September 24,"
    over "2022", one heading's two lines)."""
    above = set().union(*(_ranges(p, bounds, ln.segments, prev[-2].segments if len(prev) > 1 else ()) if p is prev[-1]
                          else _ranges(p, bounds) for p in prev))
    for p in prev:  # a dated group heading over a partial rule, over headings naming no year ("Fiscal 2019"
        for seg in p.segments:  # over "Tickets"; not "Number of Aircraft" over the first lines of stacked headings)
            span = None if is_numeric(seg.text) else _underline_span(seg, p.segments, bounds, underlines)
            if span is None:
                continue
            under = [t for t in ln.segments if not is_numeric(t.text) and span[0] <= _place(t, bounds, True)[0][1] <= span[1]]
            if under and ANY_YEAR.search(seg.text) and not any(ANY_YEAR.search(t.text) for t in under):
                return True
    below = _ranges(ln, bounds)
    for a0, a1 in above:
        for b0, b1 in below:
            if (a0, a1) != (b0, b1) and a0 <= b1 and b0 <= a1 and (a1 > a0 or b1 > b0):
                return True
    for p in prev:
        if len(p.segments) == 1 and not is_numeric(p.segments[0].text):
            s = p.segments[0]
            under = [t for t in ln.segments if min(s.x1, t.x1) - max(s.x0, t.x0) > -_HEADING_REACH and not is_numeric(t.text)]
            if len(under) >= 2:
                return True
    return False


INDENT = 2.0  # points by which a label line must start left or right of the one above to be set apart


def _label_x0(line: TextLine, bounds: list[tuple[float, float]]) -> float | None:
    """Where the line's label starts: its first segment, if that stands in the label column."""
    seg = line.segments[0] if line.segments else None
    return seg.x0 if seg is not None and _place(seg, bounds, True)[0][1] == 0 else None


def _indent_turns(prev: list[TextLine], ln: TextLine, bounds: list[tuple[float, float]]) -> bool:
    """Two lines of one shaded band that are two rows, told by their indents: a capitalised label set
    further left than a record's above it ("Vehicle fares (c)" under "    Other  1,275"), a wrapped
    label's next line never being set out of it; or a record set deeper under a line holding a label
    alone ("Passenger fares" over "    Adult  $48,215"): a group heading and its first line, which
    a zebra table's shading leaves in one band."""
    x0, top = _label_x0(ln, bounds), prev[-1]
    above = _label_x0(top, bounds)
    if x0 is None or above is None or not ln.segments[0].text[:1].isupper():
        return False
    if x0 < above - INDENT:
        return any(is_value(s.text) for s in top.segments[1:])  # a record above: its label's wrap never sets out
    return (len(prev) == 1 and x0 > above + INDENT and _columns_of(top, bounds) == {0}
            and any(is_value(s.text) for s in ln.segments[1:]))


def _heads_indented(prev: list[TextLine], ln: TextLine, nxt: TextLine | None, bounds: list[tuple[float, float]]) -> bool:
    """A capitalised label alone on its line, set where the record above starts its label, over a record
    set deeper ("Mexico  288.5 ..." / "Europe" / "    United Kingdom  234.9 ..."): the heading of the
    lines under it, which a zebra band shared with the record above, not that record's label wrapped."""
    if nxt is None or _columns_of(ln, bounds) != {0} or not ln.segments[0].text[:1].isupper():
        return False
    x0, above, below = _label_x0(ln, bounds), _label_x0(prev[-1], bounds), _label_x0(nxt, bounds)
    if x0 is None or above is None or below is None or abs(x0 - above) > INDENT:
        return False
    return below > x0 + INDENT and any(is_value(s.text) for s in prev[-1].segments[1:]) \
        and any(is_value(s.text) for s in nxt.segments[1:])


def _reaches(gap: float, limit: float) -> bool:
    """The gap between two lines is as wide as ``limit`` (within ``GAP_TOLERANCE``)."""
    return gap >= limit - GAP_TOLERANCE


def _new_entry(prev: list[TextLine], ln: TextLine, bounds: list[tuple[float, float]], gap: float, min_gap: float) -> bool:
    """After a blank line, a new entry in the label column starts a new row (even inside one rule band)."""
    if not _reaches(gap, max(1.8 * min_gap, min_gap + 0.6 * ln.height)):
        return False
    return 0 in _columns_of(ln, bounds) and any(0 in _columns_of(p, bounds) for p in prev)


def _full_records(prev: list[TextLine], ln: TextLine, bounds: list[tuple[float, float]]) -> bool:
    """Two lines that each fill every column, the second not starting in lower case: two records
    between the same rules (a booktabs body), not one wrapped row."""
    every = {(k, k) for k in range(len(bounds))}
    return (len(every) >= 2 and not ln.segments[0].text[:1].islower()
            and _ranges(ln, bounds) == every and _ranges(prev[0], bounds) == every)


def _numbers_stack(prev: list[TextLine], ln: TextLine, bounds: list[tuple[float, float]]) -> bool:
    """True when ``ln`` puts a number under a number of the row above: two records, not a wrap."""
    above: dict[int, str] = {}
    for p in prev:
        for seg in p.segments:
            for words, c0, _ in _place(seg, bounds, True):
                above[c0] = " ".join(w["text"] for w in words)
    for seg in ln.segments:
        for words, c0, _ in _place(seg, bounds, True):
            t = " ".join(w["text"] for w in words)
            if c0 in above and is_numeric(t) and is_numeric(above[c0]):
                return True
    return False


def _texts_by_column(prev: list[TextLine], bounds: list[tuple[float, float]]) -> dict[int, str]:
    """The text the lines ``prev`` put in each column (a segment spanning columns in each of them)."""
    above: dict[int, str] = {}
    for p in prev:
        for seg in p.segments:
            for words, c0, c1 in _place(seg, bounds, True):
                for k in range(c0, c1 + 1):
                    above[k] = " ".join(w["text"] for w in words)
    return above


def _values_under_headings(prev: list[TextLine], ln: TextLine, bounds: list[tuple[float, float]]) -> bool:
    """The row above holds words and no value, some of them over the value columns, and ``ln``, a
    record with its own label, puts amounts under two of those words at least: the header's last
    line and the first record, even inside one band (a rule drawn in pieces between the columns
    does not band them)."""
    above = _texts_by_column(prev, bounds)
    if any(is_numeric(t) or is_value(t) for t in above.values()):
        return False
    if 0 not in _columns_of(ln, bounds) or ln.segments[0].text[:1].islower():
        return False  # no record of its own: a wrapped header ("FTSE" over "100")
    under = 0
    for seg in ln.segments:
        for words, c0, _ in _place(seg, bounds, True):
            t = " ".join(w["text"] for w in words)
            under += c0 > 0 and bool(above.get(c0)) and is_value(t)
    return under >= 2


def _below_years(prev: list[TextLine], ln: TextLine, bounds: list[tuple[float, float]]) -> bool:
    """The row above is a line of years over the value columns and ``ln`` is not: the years are a header
    level of their own, never the first line of the headings under them ("2019 | 2018" over
    "Men | Women | Men | Women"). A year in the label column is a row label (a year group), not this."""
    return (len(prev) == 1 and all(is_year(s.text) for s in prev[0].segments)
            and 0 not in _columns_of(prev[0], bounds) and not all(is_year(s.text) for s in ln.segments))


def _under_numbers(prev: list[TextLine], ln: TextLine, bounds: list[tuple[float, float]]) -> bool:
    """Every column ``ln`` reaches holds a number in the row above, which has a label: words there do
    not wrap a figure; they head what follows ("As of December 31, 2018" under a total)."""
    above = _texts_by_column(prev, bounds)
    if not above.get(0) or is_value(above[0]):
        return False
    cols = _columns_of(ln, bounds)
    return bool(cols) and all(is_value(above.get(k, "")) for k in cols)


def _continues(prev: list[TextLine], ln: TextLine, bounds: list[tuple[float, float]], gap: float, min_gap: float) -> bool:
    if _reaches(gap, max(2 * min_gap, min_gap + 4)) or _below_years(prev, ln, bounds):
        return False
    cols = _columns_of(ln, bounds)
    if not cols:
        return True
    if _levels_differ(prev, ln, bounds):
        return False
    if _numbers_stack(prev, ln, bounds):
        return False
    texts = [s.text for s in ln.segments]
    prev_cols = set().union(*(_columns_of(p, bounds) for p in prev))
    if (0 not in cols and 0 not in prev_cols and len(ln.segments) >= 2 and all(len(p.segments) == 1 for p in prev)
            and ANY_YEAR.search(" ".join(p.text for p in prev))):
        return False  # several headings under a dated one ("Amortized | Unrealized" under "As of December 31, 2018")
    if 0 not in cols:
        # the label column is empty: a wrapped cell of the row above, unless it is all numbers or
        # it is words under the numbers of a record (a heading that starts the next block)
        return not all(is_numeric(t) for t in texts) and not _under_numbers(prev, ln, bounds)
    first = ln.segments[0].text
    if 0 in prev_cols and first[:1].islower():
        return True
    if cols == {0} and 0 in prev_cols:
        if ln.text.rstrip().endswith(":") and not any(is_value(s.text) for p in prev for s in p.segments):
            return False  # a group's heading ("Processed fruit (a):") under the header's last line: the body starts
        prev_label = " ".join(s.text for p in prev for s in p.segments if _place(s, bounds, True)[0][1] == 0)
        return bool(CONTINUES.search(prev_label.strip()))
    return False


# --------------------------------------------------------------------------- builders
def _header_divider(x: float, vr: list, ys: list[float], drawn: dict[float, float], region: Region) -> bool:
    """A divider drawn down the header only, where the body's rules leave it out (no rule between the
    labels and the first column of amounts) while every other divider runs the table's height: it
    still parts the columns, as no word of the table crosses it."""
    height = ys[-1] - ys[0]
    if not any(v >= 0.6 * height for v in drawn.values()) or not any(
            abs(r.pos - x) <= 2 and r.a <= ys[0] + 2 for r in vr):
        return False
    return not any(w["x0"] < x - 1 and w["x1"] > x + 1 for ln in region.lines for w in ln.words)


def _lattice(region: Region, info: PageInfo) -> list[Cell] | None:
    xs, ys = region.xs, region.ys
    nr, nc = len(ys) - 1, len(xs) - 1
    grid: dict[tuple[int, int], list[dict[str, Any]]] = {}
    for ln in region.lines:
        for w in ln.words:
            cx = (w["x0"] + w["x1"]) / 2
            cy = (w["top"] + w["bottom"]) / 2
            c = _index(xs, cx)
            r = _index(ys, cy)
            if c is None or r is None:
                continue
            grid.setdefault((r, c), []).append(w)
    if not grid:
        return None
    # a band with numbers stacked in one cell, or with a second label entry after a blank line,
    # is several records: the rules do not mark every row here
    for (r, c), ws in grid.items():
        lines = text_lines(ws, gap=1e9)
        if sum(1 for ln in lines if is_numeric(ln.text) or all(FIGURE.match(w["text"]) for w in ln.words)) >= 2:
            return None
        if c == 0 and _second_entry(lines, [w for (r2, c2), o in grid.items() if r2 == r and c2 > 0 for w in o]):
            return None
    hr = merge_rules([r for r in info.hrules if region.bbox[0] - 2 <= r.a and r.b <= region.bbox[2] + 2])
    vr = merge_rules([r for r in info.vrules if region.bbox[1] - 2 <= r.a and r.b <= region.bbox[3] + 2])
    height = ys[-1] - ys[0]
    drawn = {x: sum(r.b - r.a for r in vr if abs(r.pos - x) <= 2) for x in xs[1:-1]}
    headed = {x for x in xs[1:-1] if drawn[x] < 0.6 * height and _header_divider(x, vr, ys, drawn, region)}
    for x in xs[1:-1]:
        if drawn[x] < 0.6 * height and x not in headed:
            return None  # dividers drawn only in part of the table: columns come from the text
    parent = {(r, c): (r, c) for r in range(nr) for c in range(nc)}

    def find(k):
        while parent[k] != k:
            parent[k] = parent[parent[k]]
            k = parent[k]
        return k

    def union(a, b):
        ra, rb = find(a), find(b)
        if ra != rb:
            parent[rb] = ra

    for r in range(nr):
        for c in range(nc - 1):
            if not _covered(vr, xs[c + 1], ys[r], ys[r + 1]) and xs[c + 1] not in headed:
                union((r, c), (r, c + 1))
    for r in range(nr - 1):
        for c in range(nc):
            if not _covered(hr, ys[r + 1], xs[c], xs[c + 1]):
                union((r, c), (r + 1, c))
    groups: dict[tuple[int, int], list[tuple[int, int]]] = {}
    for k in parent:
        groups.setdefault(find(k), []).append(k)
    cells: list[Cell] = []
    for members in groups.values():
        rs = [m[0] for m in members]
        cs = [m[1] for m in members]
        r0, r1, c0, c1 = min(rs), max(rs), min(cs), max(cs)
        if len(members) != (r1 - r0 + 1) * (c1 - c0 + 1):
            # not a rectangle (broken rules): keep the grid cells apart
            for m in members:
                if m in grid:
                    cells.append(_cell(m[0], m[1], 1, 1, grid[m], info.number))
            continue
        ws = [w for m in members for w in grid.get(m, [])]
        if ws:
            cells.append(_cell(r0, c0, r1 - r0 + 1, c1 - c0 + 1, ws, info.number))
    return cells


def _second_entry(label_lines: list[TextLine], others: list[dict[str, Any]]) -> bool:
    """A label cell whose text restarts after a blank line, level with text in another column."""
    other_lines = text_lines(others, gap=1e9)
    starts = {round(b.top) for a, b in zip(other_lines, other_lines[1:]) if b.top - a.bottom > 0.8 * a.height}
    for a, b in zip(label_lines, label_lines[1:]):
        end = max(w["x1"] for w in b.words)
        if b.top - a.bottom > 0.8 * a.height and any(
            abs(w["top"] - b.top) < 2 and w["x0"] - end > 0.8 * b.height for w in others
        ) and any(abs(t - b.top) < 2 for t in starts):
            return True  # the other columns start a new block there too (notes running on do not)
    return False


def _cell(r: int, c: int, rs: int, cs: int, ws: list[dict[str, Any]], page: int) -> Cell:
    """A cell from its words; OCR words give it their lowest confidence."""
    confs = [float(w["conf"]) for w in ws if w.get("conf") is not None]
    return Cell(row=r, col=c, row_span=rs, col_span=cs, text=_join(ws), page=page,
                bbox=(min(w["x0"] for w in ws), min(w["top"] for w in ws), max(w["x1"] for w in ws), max(w["bottom"] for w in ws)),
                confidence=min(confs) if confs else None)


def _index(edges: list[float], v: float) -> int | None:
    for i in range(len(edges) - 1):
        if edges[i] - 1 <= v <= edges[i + 1] + 1:
            return i
    return None


def _covered(rules: list[Rule], pos: float, a: float, b: float, tol: float = 2.0) -> bool:
    """Is there a rule at ``pos`` covering most of a..b?"""
    need = (b - a) * 0.6
    return any(abs(r.pos - pos) <= tol and min(r.b, b) - max(r.a, a) >= need for r in rules)


def cut_at(line: TextLine, rules: list[Rule]) -> TextLine:
    """Split the segments of ``line`` at vertical rules: text never runs across a drawn divider."""
    mid = (line.top + line.bottom) / 2
    xs = [r.pos for r in rules if r.a - 1 <= mid <= r.b + 1]
    segs: list[Segment] = []
    for seg in line.segments:
        parts: dict[int, list[dict[str, Any]]] = {}
        for w in seg.words:
            k = sum(1 for x in xs if x < (w["x0"] + w["x1"]) / 2)
            parts.setdefault(k, []).append(w)
        for ws in parts.values():
            segs.append(Segment(min(w["x0"] for w in ws), max(w["x1"] for w in ws), min(w["top"] for w in ws),
                                max(w["bottom"] for w in ws), ws))
    return TextLine(line.top, line.bottom, line.words, segs)


def _bare_of(lines: list[TextLine]) -> list[TextLine]:
    """The lines without their lone currency signs."""
    return [TextLine(ln.top, ln.bottom, ln.words, [s for s in ln.segments if not _LONE_SIGN.match(s.text)]) for ln in lines]


def _words_of(lines: list[TextLine]) -> list[TextLine]:
    """The lines' segments of words (no number, no sign): where their columns of text run."""
    return [TextLine(ln.top, ln.bottom, ln.words, [s for s in ln.segments if not _LONE_SIGN.match(s.text)
                                                   and not is_numeric(s.text)]) for ln in lines]


def text_columns(lines: list[TextLine]) -> list[tuple[float, float]]:
    """The column spans, from the fullest body rows. A lone "$" set apart from its amount is not counted
    as an entry of its row: a statement's first and total lines print one before every amount, and taken
    as the fullest they hide a text column the other lines print (a product's indication beside its name),
    whose gutter a heading line of those few crosses. Those other lines decide only where they show
    more columns of words (not where their headings stand apart from the amounts)."""
    rows = full_rows(lines)
    entries = [ln for ln in lines if len(ln.segments) > 1]
    bare = _bare_of(entries)
    keep = {id(ln) for ln in full_rows(bare)}
    fuller = [e for e, b in zip(entries, bare) if id(b) in keep]
    if rows and fuller and len(channels(_words_of(fuller))) > len(channels(_words_of(rows))):
        return channels(fuller)
    return channels(rows or lines)


def build(region: Region, info: PageInfo) -> Table | None:
    """The grid of one region as a Table (id, header analysis and context are set later)."""
    lines = sorted(region.lines, key=lambda ln: ln.top)
    method = "ruled"
    cells = _lattice(region, info) if region.kind == "ruled" else None
    if cells is None:
        if region.kind == "ruled":
            x0, top, x1, bottom = region.bbox
            dividers = [r for r in merge_rules(info.vrules) if x0 + 2 < r.pos < x1 - 2 and r.b > top and r.a < bottom]
            lines = [cut_at(ln, dividers) for ln in lines]
        bounds = text_columns(lines)
        if len(bounds) < 2:
            return None
        underlines = _underlines(region, info)
        rows = group_rows(lines, bounds, _bands(region, info), underlines)
        cells = centred_labels(_cells_from_rows(rows, bounds, info.number, underlines))
        method = "ruled-text" if region.kind == "ruled" else ("ocr" if info.scanned else "text")
    cells = compact(cells)
    if not cells:
        return None
    if info.scanned:
        method = "ocr"
    n_rows = max(c.row + c.row_span for c in cells)
    n_cols = max(c.col + c.col_span for c in cells)
    if n_cols < 2 or n_rows < 2 or (method == "text" and n_rows < 3):
        return None  # a two-line text block is a note or a label pair more often than a table
    if method == "text" and sum(c.row_span * c.col_span for c in cells) < 0.3 * n_rows * n_cols:
        return None  # mostly empty: chart axis labels and legends, not a table
    if method == "text" and sorted(len(c.text.split()) for c in cells)[len(cells) // 2] > 8:
        return None  # paragraphs side by side (a two-column page), not a table
    if method == "text" and (chart_axis(cells) or prose_columns(cells)):
        return None
    return Table(id="", page=info.number, pages=[info.number], bbox=region.bbox, n_rows=n_rows, n_cols=n_cols,
                 cells=cells, method=method)


def prose_columns(cells: list[Cell]) -> bool:
    """Running text set in columns (a newspaper-style page): every column holds lines of several
    words, hardly a number anywhere. A table has short cells somewhere (labels, values)."""
    cols = {c.col for c in cells}
    if len(cells) < 12:
        return False
    for col in cols:
        own = [c for c in cells if c.col == col]
        if 3 * sum(len(c.text.split()) >= 4 for c in own) < 2 * len(own):
            return False
    return sum(is_numeric(c.text) for c in cells) < 0.05 * len(cells)


def _value(text: str) -> float | None:
    t = text.strip().replace("−", "-").replace("–", "-").replace(",", "").rstrip("%")
    try:
        return float(t)
    except ValueError:
        return None


def chart_axis(cells: list[Cell], run: int = 5) -> bool:
    """A chart's value axis read as a table: a column of >= ``run`` evenly stepped numbers
    (``450, 400, ... 0, -50``) whose rows are otherwise almost empty (a table's year or
    index column has its rows filled)."""
    grid = {(c.row, c.col): c.text for c in cells}
    axis_rows: set[int] = set()
    axis_cols: set[int] = set()
    for col in {c.col for c in cells}:
        rows = sorted(r for (r, k) in grid if k == col)
        best: list[int] = []
        cur: list[int] = []
        for r in rows:
            v = _value(grid[(r, col)])
            ok = v is not None and cur and r == cur[-1] + 1
            if ok and len(cur) >= 2:
                a, b = _value(grid[(cur[-2], col)]), _value(grid[(cur[-1], col)])
                ok = b != a and abs((v - b) - (b - a)) < 1e-9 * max(1.0, abs(v))
            cur = cur + [r] if ok else ([r] if v is not None else [])
            if len(cur) > len(best):
                best = list(cur)
        if len(best) >= run:
            axis_rows.update(best)
            axis_cols.add(col)
    n_cols = max(c.col + c.col_span for c in cells)
    others = [k for k in range(n_cols) if k not in axis_cols]
    if not axis_cols or not others:
        return False
    filled = sum(1 for r in axis_rows for k in others if grid.get((r, k), "").strip())
    return filled < 0.25 * len(axis_rows) * len(others)


def centred_labels(cells: list[Cell]) -> list[Cell]:
    """Row-group labels set vertically centred on their rows get a ``row_span`` over those rows.

    Only for tables in that style: the first row holding numbers has an empty label column (its
    label sits lower, in the middle of its group). Each label then spans the run of rows around it
    with an empty label column whose middle is closest to the label's own middle.
    """
    by_row: dict[int, list[Cell]] = {}
    for c in cells:
        by_row.setdefault(c.row, []).append(c)
    rows = sorted(by_row)
    labels = {c.row: c for c in cells if c.col == 0 and c.col_span == 1}
    data_rows = [r for r in rows if any(is_numeric(c.text) for c in by_row[r] if c.col > 0)]
    if not data_rows or data_rows[0] in labels or not any(r in labels for r in data_rows):
        return cells
    centre = {r: _mid([c for c in by_row[r] if c.col > 0 and c.bbox]) for r in rows}
    body = set(data_rows)
    for r, lab in list(labels.items()):
        if r not in body or lab.bbox is None or centre[r] is None:
            continue
        lo = r
        while lo - 1 in body and lo - 1 not in labels and centre.get(lo - 1) is not None:
            lo -= 1
        hi = r
        while hi + 1 in body and hi + 1 not in labels and centre.get(hi + 1) is not None:
            hi += 1
        y = (lab.bbox[1] + lab.bbox[3]) / 2
        best = min(((a, b) for a in range(lo, r + 1) for b in range(r, hi + 1)),
                   key=lambda ab: (round(abs(sum(centre[k] for k in range(ab[0], ab[1] + 1)) / (ab[1] - ab[0] + 1) - y), 1), -(ab[1] - ab[0])))
        if best != (r, r):
            lab.row, lab.row_span = best[0], best[1] - best[0] + 1
            for k in range(best[0], best[1] + 1):
                labels.setdefault(k, lab)
    return cells


def _mid(cells: list[Cell]) -> float | None:
    if not cells:
        return None
    mids = sorted((c.bbox[1] + c.bbox[3]) / 2 for c in cells)
    return mids[len(mids) // 2]


def compact(cells: list[Cell]) -> list[Cell]:
    """Drop rows and columns that no cell starts in or covers, renumbering the rest."""
    if not cells:
        return cells
    rows = sorted({r for c in cells for r in range(c.row, c.row + c.row_span) if c.text.strip()} | {c.row for c in cells if c.text.strip()})
    cols = sorted({c.col for c in cells if c.text.strip()})
    rmap = {r: i for i, r in enumerate(rows)}
    cmap = {k: i for i, k in enumerate(cols)}
    out = []
    for c in cells:
        if not c.text.strip() or c.row not in rmap:
            continue
        last_r = max(r for r in rows if r < c.row + c.row_span)
        last_c = max(k for k in cols if k < c.col + c.col_span)
        out.append(c.model_copy(update={
            "row": rmap[c.row], "col": cmap[c.col],
            "row_span": rmap[last_r] - rmap[c.row] + 1, "col_span": cmap[last_c] - cmap[c.col] + 1,
        }))
    return out
