"""Table detection: where on a page the tables are.

Two kinds of region come out of this pass:

- ``ruled``: a connected set of rules with at least two vertical inner dividers (a lattice); its
  columns and rows come from the rules. A plain box around text (a frame, a title box) is not a
  lattice and is left to the text pass.
- ``text``: a run of text lines that have two or more segments (see ``textlines``) whose columns
  line up, plus the header lines right above it. Bulleted lists, prose, two-column page layouts,
  captions and page headers/footers are rejected; a wide empty gutter splits two tables that sit
  side by side.

Example: the lines ``"Item  Price"``, ``"Tea  2.10"``, ``"Milk  0.95"`` under a paragraph give one
``text`` region holding the three lines; a list ``"•  first point"``, ``"•  second point"`` gives none.
"""
from __future__ import annotations

import re
import statistics
from dataclasses import dataclass, field

from .pages import PageInfo, Rule
from .textlines import Segment, TextLine, text_lines

CAPTION = re.compile(
    r"^\s*(table|tab\.|figure|fig\.|chart|exhibit|schedule|tabelle|abbildung|tablo|şekil|grafik|source|sources|note|notes|quelle|kaynak)\b",
    re.I,
)
BULLET = re.compile(r"^([•·▪◦‣∙●○■□►▸➢✓\-–—*o]|\(?[a-z0-9ivx]{1,3}[.)])$", re.I)


@dataclass
class Region:
    kind: str  # "ruled" or "text"
    bbox: tuple[float, float, float, float]
    lines: list[TextLine]
    xs: list[float] = field(default_factory=list)  # lattice column borders (ruled only)
    ys: list[float] = field(default_factory=list)  # lattice row borders (ruled only)
    columns: list[tuple[float, float]] = field(default_factory=list)  # text: content span per column


# --------------------------------------------------------------------------- rules
def merge_rules(rules: list[Rule], tol: float = 1.5) -> list[Rule]:
    """Join collinear rules that touch or overlap (tables are often drawn cell by cell)."""
    out: list[Rule] = []
    for r in sorted(rules, key=lambda r: (round(r.pos), r.a)):
        for o in reversed(out[-8:]):
            if abs(o.pos - r.pos) <= tol and r.a <= o.b + tol and r.b >= o.a - tol:
                o.a, o.b = min(o.a, r.a), max(o.b, r.b)
                break
        else:
            out.append(Rule(r.pos, r.a, r.b))
    return out


def cluster(values: list[float], tol: float) -> list[float]:
    """Sorted values merged when closer than ``tol`` (each cluster -> its mean)."""
    out: list[list[float]] = []
    for v in sorted(values):
        if out and v - out[-1][-1] <= tol:
            out[-1].append(v)
        else:
            out.append([v])
    return [sum(c) / len(c) for c in out]


def _components(h: list[Rule], v: list[Rule], tol: float = 2.0) -> list[tuple[list[Rule], list[Rule]]]:
    parent = list(range(len(h) + len(v)))

    def find(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    for i, hr in enumerate(h):
        for j, vr in enumerate(v):
            if hr.a - tol <= vr.pos <= hr.b + tol and vr.a - tol <= hr.pos <= vr.b + tol:
                a, b = find(i), find(len(h) + j)
                if a != b:
                    parent[a] = b
    groups: dict[int, tuple[list[Rule], list[Rule]]] = {}
    for i, hr in enumerate(h):
        groups.setdefault(find(i), ([], []))[0].append(hr)
    for j, vr in enumerate(v):
        groups.setdefault(find(len(h) + j), ([], []))[1].append(vr)
    return list(groups.values())


def lattices(info: PageInfo) -> list[tuple[tuple[float, float, float, float], list[float], list[float]]]:
    """Rule components that form a grid with >= 2 columns: (bbox, column borders, row borders)."""
    h = merge_rules(info.hrules)
    v = merge_rules(info.vrules)
    out = []
    for hs, vs in _components(h, v):
        if len(hs) < 2 or len(vs) < 3:
            continue
        x0 = min([r.a for r in hs] + [r.pos for r in vs])
        x1 = max([r.b for r in hs] + [r.pos for r in vs])
        top = min([r.pos for r in hs] + [r.a for r in vs])
        bottom = max([r.pos for r in hs] + [r.b for r in vs])
        if x1 - x0 < 20 or bottom - top < 10:
            continue
        xs = cluster([r.pos for r in vs], 2.0)
        ys = cluster([r.pos for r in hs], 2.0)
        if len(xs) < 3 or len(ys) < 2:
            continue
        out.append(((x0, top, x1, bottom), xs, ys))
    return out


# --------------------------------------------------------------------------- text regions
def _inside(seg: Segment | TextLine, bbox: tuple[float, float, float, float], tol: float = 2.0) -> bool:
    cx = (seg.x0 + seg.x1) / 2
    cy = (seg.top + seg.bottom) / 2
    return bbox[0] - tol <= cx <= bbox[2] + tol and bbox[1] - tol <= cy <= bbox[3] + tol


def channels(lines: list[TextLine], x0: float, x1: float) -> list[tuple[float, float]]:
    """Column content spans: x-ranges covered by the segments of ``lines``, gaps between them empty."""
    spans = sorted((s.x0, s.x1) for ln in lines for s in ln.segments)
    cols: list[list[float]] = []
    for a, b in spans:
        if cols and a <= cols[-1][1] + 0.5:
            cols[-1][1] = max(cols[-1][1], b)
        else:
            cols.append([a, b])
    return [(a, b) for a, b in cols]


def full_rows(lines: list[TextLine]) -> list[TextLine]:
    """The lines with (close to) the most segments: the body rows that define the columns."""
    counts = sorted((len(ln.segments) for ln in lines), reverse=True)
    if not counts:
        return []
    need = max(2, min(3, len(counts)))
    k = counts[min(len(counts), need) - 1] if len(counts) >= 2 else counts[0]
    k = max(2, k)
    return [ln for ln in lines if len(ln.segments) >= k]


def _is_bullet_list(lines: list[TextLine]) -> bool:
    multi = [ln for ln in lines if len(ln.segments) >= 2]
    if not multi:
        return False
    bullets = sum(1 for ln in multi if BULLET.match(ln.segments[0].text))
    return bullets >= 0.6 * len(multi) and max(len(ln.segments) for ln in multi) <= 2


def _is_prose(lines: list[TextLine]) -> bool:
    segs = [s for ln in lines for s in ln.segments]
    if not segs:
        return True
    long = sum(1 for s in segs if len(s.words) >= 7)
    return long > 0.4 * len(segs)


def _split_gutters(lines: list[TextLine], page_width: float) -> list[list[TextLine]]:
    """Split a block at an empty vertical gutter much wider than its other column gaps."""
    cols = channels(lines, 0, page_width)
    if len(cols) < 4:
        return [lines]
    gaps = [(cols[i + 1][0] - cols[i][1], i) for i in range(len(cols) - 1)]
    widths = sorted(g for g, _ in gaps)
    best, at = max(gaps)
    second = widths[-2]
    if best < 24 or best < 2.2 * max(second, 1.0):
        return [lines]
    cut = (cols[at][1] + cols[at + 1][0]) / 2
    left, right = [], []
    for ln in lines:
        ls = [s for s in ln.segments if s.x1 <= cut]
        rs = [s for s in ln.segments if s.x0 >= cut]
        if ls:
            left.append(_subline(ln, ls))
        if rs:
            right.append(_subline(ln, rs))
    if sum(1 for ln in left if len(ln.segments) >= 2) < 2 or sum(1 for ln in right if len(ln.segments) >= 2) < 2:
        return [lines]
    return _split_gutters(left, page_width) + _split_gutters(right, page_width)


def _subline(ln: TextLine, segs: list[Segment]) -> TextLine:
    words = [w for s in segs for w in s.words]
    return TextLine(min(s.top for s in segs), max(s.bottom for s in segs), words, list(segs))


def _pitch(lines: list[TextLine]) -> float:
    hs = [ln.height for ln in lines if ln.height > 0]
    return statistics.median(hs) if hs else 10.0


def _runs(lines: list[TextLine], pitch: float) -> list[list[TextLine]]:
    """Runs of multi-segment lines; up to 3 single-segment lines may sit inside a run."""
    runs: list[list[TextLine]] = []
    cur: list[TextLine] = []
    singles = 0
    for ln in lines:
        if cur and (ln.top - cur[-1].bottom > 2.8 * pitch or CAPTION.match(ln.text)):
            runs.append(cur[: len(cur) - singles])
            cur, singles = [], 0
        if CAPTION.match(ln.text):
            continue
        if len(ln.segments) >= 2:
            cur.append(ln)
            singles = 0
        elif cur:
            singles += 1
            if singles > 3:
                runs.append(cur[: len(cur) - singles])
                cur, singles = [], 0
            else:
                cur.append(ln)
    if cur:
        runs.append(cur[: len(cur) - singles])
    return [r for r in runs if sum(1 for ln in r if len(ln.segments) >= 2) >= 2]


def _header_lines(block: list[TextLine], above: list[TextLine], pitch: float) -> list[TextLine]:
    """Lines right above a block that belong to its header (spanning headers, wrapped headings)."""
    x0 = min(ln.x0 for ln in block)
    x1 = max(ln.x1 for ln in block)
    width = x1 - x0
    out: list[TextLine] = []
    top = block[0].top
    for ln in reversed(above):
        if top - ln.bottom > 1.6 * pitch or len(out) >= 4:
            break
        if CAPTION.match(ln.text) or ln.x0 < x0 - 0.1 * width - 5 or ln.x1 > x1 + 0.1 * width + 5:
            break
        if len(ln.segments) == 1 and ln.x0 <= x0 + 2 and ln.x1 - ln.x0 > 0.5 * width:
            break  # a heading or sentence starting at the left edge, not a column header
        out.insert(0, ln)
        top = ln.top
    # keep header lines only if at least one of them is multi-segment or sits over a column
    return out


def text_regions(lines: list[TextLine], info: PageInfo) -> list[Region]:
    pitch = _pitch(lines)
    regions: list[Region] = []
    for run in _runs(lines, pitch):
        for part in _split_gutters(run, info.width):
            if _is_bullet_list(part) or _is_prose(part):
                continue
            part = _trim(part)
            if sum(1 for ln in part if len(ln.segments) >= 2) < 2:
                continue
            regions.append(_region(part))
    # header lines above each region (only lines not already used by another region)
    used = {id(ln) for r in regions for ln in r.lines}
    out = []
    for r in regions:
        x0, top, x1, bottom = r.bbox
        above = [ln for ln in lines if ln.bottom <= top + 0.5 and id(ln) not in used]
        above = [(ln, [s for s in ln.segments if s.x1 > x0 - 40 and s.x0 < x1 + 40]) for ln in above]
        above = [_subline(ln, segs) for ln, segs in above if segs]
        head = _header_lines(r.lines, above, pitch)
        for ln in head:
            used.add(id(ln))
        out.append(_region(head + r.lines) if head else r)
    return out


def _trim(part: list[TextLine]) -> list[TextLine]:
    while part and len(part[-1].segments) < 2:
        part = part[:-1]
    while part and len(part[0].segments) < 2:
        part = part[1:]
    return part


def _region(lines: list[TextLine]) -> Region:
    bbox = (min(ln.x0 for ln in lines), min(ln.top for ln in lines), max(ln.x1 for ln in lines), max(ln.bottom for ln in lines))
    return Region("text", bbox, lines)


def _margin_lines(lines: list[TextLine], info: PageInfo) -> set[int]:
    """Page header/footer lines: the first/last line when it sits in the top/bottom 8% of the page."""
    out: set[int] = set()
    if not lines:
        return out
    if lines[0].bottom < 0.08 * info.height:
        out.add(id(lines[0]))
    if lines[-1].top > 0.92 * info.height:
        out.add(id(lines[-1]))
    return out


def find_regions(info: PageInfo) -> list[Region]:
    """All table regions on the page, top to bottom."""
    regions: list[Region] = []
    words = info.words
    for bbox, xs, ys in lattices(info):
        inside = [w for w in words if _inside_word(w, bbox)]
        if len(inside) < 2:
            continue
        lines = text_lines(inside)
        if len(lines) < 1:
            continue
        regions.append(Region("ruled", bbox, lines, xs=xs, ys=ys))
    taken = [r.bbox for r in regions]
    rest = [w for w in words if not any(_inside_word(w, b) for b in taken)]
    lines = text_lines(rest)
    furniture = _margin_lines(lines, info)
    lines = [ln for ln in lines if id(ln) not in furniture]
    regions += text_regions(lines, info)
    regions.sort(key=lambda r: (round(r.bbox[1]), r.bbox[0]))
    return regions


def _inside_word(w: dict, bbox: tuple[float, float, float, float], tol: float = 1.0) -> bool:
    cx = (w["x0"] + w["x1"]) / 2
    cy = (w["top"] + w["bottom"]) / 2
    return bbox[0] - tol <= cx <= bbox[2] + tol and bbox[1] - tol <= cy <= bbox[3] + tol
