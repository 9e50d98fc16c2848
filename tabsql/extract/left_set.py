"""Headings set flush left in their cells over amounts set flush right (a spreadsheet's defaults).

Such a heading stands in the gap before its column's amounts, nearer the column to its left, or
centred enough over the gap to read as heading both: placed by nearness, two headings of one line
claim one column and the last column goes unheaded. A line whose placement so contradicts itself
(two of its headings over one column) and whose headings each stand after one column's amounts and
end within the next's heads those next columns, one each:

    "Growth   Scale   Enterprise" over "     4       1      0.5"  (each heading left of its amount)
    placed by nearness: Growth -> 1, Scale -> 1-2, Enterprise -> 2-3
    left-set:           Growth -> 1, Scale -> 2,   Enterprise -> 3
    "2025   2024" over "   1,284.6   1,192.3": nearness 1, 1; left-set 1, 2

A group heading over such a line, set flush left too, starts where its first sub-heading starts
and heads the sub-headings up to the next group heading's first ("First response" over "Growth
Scale Enterprise", "Resolution target" over the next three).
"""
from __future__ import annotations

from .headers import is_value
from .textlines import Segment, TextLine

ALIGNED = 2.0  # points by which a group heading's left edge may miss its first sub-heading's
EDGE = 1.0  # points by which a heading may cross the edge of the amounts beside it
REACH = 3.0  # line heights below a group heading within which its sub-headings' line lies

Places = list[list[tuple[list, int, int]]]


def leaf_columns(line: TextLine, places: Places, bounds: list[tuple[float, float]]) -> list[int | None] | None:
    """The column each heading of ``line`` heads, read left-set (None for a heading over the label
    column, placed as it was); None where the line is no left-set heading line."""
    if len(bounds) < 3 or any(is_value(s.text) for s in line.segments):
        return None
    spans = [(c0, c1) for placed in places for _, c0, c1 in placed]
    if not any(o[0] <= s[1] and o[1] >= s[0] for k, s in enumerate(spans) for o in spans[k + 1:]):
        return None  # no two headings claim one column: the placement stands
    cols: list[int | None] = []
    for seg in line.segments:
        if seg.x0 < bounds[0][1]:
            cols.append(None)
            continue
        j = next((j for j in range(1, len(bounds))
                  if bounds[j][1] >= seg.x1 - EDGE and bounds[j - 1][1] <= seg.x0 + EDGE), None)
        if j is None:
            return None
        cols.append(j)
    taken = [c for c in cols if c is not None]
    if len(taken) < 2 or len(set(taken)) != len(taken) or taken != sorted(taken):
        return None
    return cols


def group_spans(line: TextLine, subs: list[tuple[Segment, int]],
                bounds: list[tuple[float, float]]) -> list[tuple[int, int] | None] | None:
    """The columns each heading of ``line`` heads as a left-set group over ``subs`` (the left-set
    sub-headings under it with their columns, in order): from the sub-heading it starts at to the
    one before the next group's; None unless every heading past the label column starts at one, the
    first at the first sub-heading."""
    if not subs or any(is_value(s.text) for s in line.segments):
        return None
    starts: list[int | None] = []
    for seg in line.segments:
        if seg.x0 < bounds[0][1]:
            starts.append(None)
            continue
        k = next((k for k, (o, _) in enumerate(subs) if abs(o.x0 - seg.x0) <= ALIGNED), None)
        if k is None:
            return None
        starts.append(k)
    ks = [k for k in starts if k is not None]
    if not ks or ks != sorted(ks) or len(set(ks)) != len(ks) or ks[0] != 0:
        return None  # (a first sub-heading left out: group headings centred, one starting where a sub-heading does)
    out: list[tuple[int, int] | None] = []
    for k in starts:
        if k is None:
            out.append(None)
            continue
        end = next((k2 for k2 in ks if k2 > k), len(subs)) - 1
        out.append((subs[k][1], subs[end][1]))
    return out


def left_set_places(lines: list[TextLine], places: dict[int, Places],
                    bounds: list[tuple[float, float]]) -> dict[int, Places]:
    """``places`` (by ``id(line)``) with left-set heading lines and the group headings over them
    placed as such; every other line as it was."""
    out = dict(places)
    leaves: list[tuple[TextLine, list[tuple[Segment, int]]]] = []
    for ln in lines:
        cols = leaf_columns(ln, places[id(ln)], bounds)
        if cols is None:
            continue
        out[id(ln)] = [p if c is None else [(seg.words, c, c)] for seg, p, c in zip(ln.segments, places[id(ln)], cols)]
        leaves.append((ln, [(seg, c) for seg, c in zip(ln.segments, cols) if c is not None]))
    leaves.sort(key=lambda leaf: leaf[0].top)  # the nearest line of sub-headings under a group heading first
    leaf_ids = {id(leaf) for leaf, _ in leaves}
    for ln in lines:
        if not leaves or id(ln) in leaf_ids:
            continue
        under = next((subs for leaf, subs in leaves
                      if leaf.top >= ln.bottom - 0.5 and leaf.top - ln.bottom < REACH * ln.height), None)
        if under is None:
            continue
        spans = group_spans(ln, under, bounds)
        if spans is not None:
            out[id(ln)] = [p if s is None else [(seg.words, s[0], s[1])] for seg, p, s in zip(ln.segments, out[id(ln)], spans)]
    return out
