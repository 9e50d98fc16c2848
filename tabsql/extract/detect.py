"""Table detection: where on a page the tables are.

Two kinds of region come out of this pass:

- ``ruled``: a connected set of rules with at least two vertical dividers (a lattice); its
  columns and rows come from the rules. A plain box around text (a frame, a title box) is not a
  lattice and is left to the text pass.
- ``text``: a run of text lines that have two or more segments (see ``textlines``) whose columns
  line up, plus the header lines right above it (not across a rule under a title).

Rejected: bulleted lists (any one glyph repeated at the line starts counts as a bullet), numbered
headings ("4", "4.1", "4.1.1"), prose (long or justified lines), captions and notes (they end a run),
page headers/footers, chart legends and axis labels (under a "Figure" caption, or far more drawing
objects than words), and mostly empty grids. Kept apart: two tables side by side (a wide empty
gutter, a second caption starting above it, or labels starting after a column of numbers; never the
gap between a column of ``$`` and its amounts) and two tables one under the other (a caption
between them, or columns that stop lining up).

Example: the lines ``"Item  Price"``, ``"Tea  2.10"``, ``"Milk  0.95"`` under a paragraph give one
``text`` region holding the three lines; a list ``"•  first point"``, ``"•  second point"`` gives none.
"""
from __future__ import annotations

import re
import statistics
from collections import Counter
from dataclasses import dataclass, field

from .context import scale_note
from .headers import is_value
from .pages import PageInfo, Rule
from .textlines import NUMBER, Segment, TextLine, text_lines

# A caption's word followed by its number ("Table 3", "Schedule II", "Note 12."), a colon or dash ("Source:"),
# or nothing: "Table games:", "Notes payable" and "Schedule of ..." are lines of a table, not its caption
CAPTION = re.compile(
    r"^\s*((table|tab\.|figure|fig\.|chart|exhibit|schedule|tabelle|abbildung|tablo|şekil|grafik|source|sources|note|notes"
    r"|quelle|quellen|anmerkung|kaynak|not|abbreviations?)(?=\s*(?:[:.\-–—(]|$|[a-z]?[\-.]?\d|[ivxlc]+\b))|[*†‡§¶]\s*\w)",
    re.I,
)
BULLET = re.compile(r"^([•·▪◦‣∙●○■□►▸➢✓\-–—*o]|\(?[a-z0-9ivx]{1,3}[.)]|\(cid:\d+\))$", re.I)


@dataclass
class Region:
    kind: str  # "ruled" or "text"
    bbox: tuple[float, float, float, float]
    lines: list[TextLine]
    xs: list[float] = field(default_factory=list)  # lattice column borders (ruled only)
    ys: list[float] = field(default_factory=list)  # lattice row borders (ruled only)


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
        xs = cluster([r.pos for r in vs] + [x0, x1], 2.0)  # rows ruled beyond the outer dividers
        ys = cluster([r.pos for r in hs] + [top, bottom], 2.0)
        if len(xs) < 3 or len(ys) < 2:
            continue
        out.append(((x0, top, x1, bottom), xs, ys))
    return out


# --------------------------------------------------------------------------- text regions
def channels(lines: list[TextLine]) -> list[tuple[float, float]]:
    """Column content spans: x-ranges covered by the segments of ``lines``, gaps between them empty."""
    spans = sorted((s.x0, s.x1) for ln in lines for s in ln.segments)
    cols: list[list[float]] = []
    for a, b in spans:
        if cols and a <= cols[-1][1] + 0.5:
            cols[-1][1] = max(cols[-1][1], b)
        else:
            cols.append([a, b])
    return [(a, b) for a, b in cols]


def heading_channels(cols: list[tuple[float, float]], lines: list[TextLine]) -> list[tuple[float, float]]:
    """The channels with each one only headings fill joined to the channel of values right after it:
    a heading set flush left over amounts set flush right (a spreadsheet's defaults) stands clear of
    them, in a channel of its own, though it heads their column. The label column stays as it is.

        "EUR million   2025          2024" over "Revenue   1,284.6   1,192.3":
        channels label | 2025 | 1,284.6 | 2024 | 1,192.3 -> label | 2025 .. 1,284.6 | 2024 .. 1,192.3
    """
    valued = [ln for ln in lines if any(is_value(s.text) for s in ln.segments)]
    if not valued or len(valued) == len(lines):
        return cols
    used = [any(min(s.x1, b) - max(s.x0, a) > 0.5 for ln in valued for s in ln.segments) for a, b in cols]
    out: list[tuple[float, float]] = []
    i = 0
    while i < len(cols):
        if i > 0 and not used[i] and i + 1 < len(cols) and used[i + 1]:
            out.append((cols[i][0], cols[i + 1][1]))
            i += 2
        else:
            out.append(cols[i])
            i += 1
    return out


def full_rows(lines: list[TextLine]) -> list[TextLine]:
    """The lines with (close to) the most segments: the body rows that define the columns."""
    counts = sorted((len(ln.segments) for ln in lines), reverse=True)
    if not counts:
        return []
    need = max(2, min(3, len(counts)))
    k = counts[min(len(counts), need) - 1] if len(counts) >= 2 else counts[0]
    k = max(2, k)
    return [ln for ln in lines if len(ln.segments) >= k]


def _consistent(lines: list[TextLine]) -> bool:
    """The fullest rows keep their columns apart, and no two multi-segment lines fall outside them.
    The headings above the first line of amounts are not held to the amounts' columns: a heading is
    set centred or flush left over amounts set flush right ("Performance Restoration" over "86")."""
    rows = full_rows(lines)
    if not rows:
        return True
    k = min(len(ln.segments) for ln in rows)
    cols = channels(rows)
    if len(cols) < 0.8 * k:
        return False
    first = next((i for i, ln in enumerate(lines) if any(_AMOUNT.match(s.text) for s in ln.segments)), 0)
    misfit = 0
    for ln in lines[first:]:
        if is_multi(ln) and any(not any(min(s.x1, b) - max(s.x0, a) > 0.5 for a, b in cols) for s in ln.segments):
            misfit += 1
    return misfit < 2


def split_stacked(lines: list[TextLine]) -> list[list[TextLine]]:
    """Split a run holding two tables one under the other whose columns do not line up.

    Seen when the columns of the fullest rows, taken together, merge into fewer columns than each
    of those rows has segments.
    """
    if _consistent(lines) or len(lines) < 4:
        return [lines]
    best = None
    for i in range(2, len(lines) - 1):
        a, b = lines[:i], lines[i:]
        if sum(len(ln.segments) >= 2 for ln in a) < 2 or sum(len(ln.segments) >= 2 for ln in b) < 2:
            continue
        if _consistent(a) and _consistent(b):
            score = min(len(channels(full_rows(a))), len(channels(full_rows(b))))
            # prefer cutting above a header line (fewer segments than the line below it)
            key = (score, len(lines[i].segments) < len(lines[i + 1].segments) if i + 1 < len(lines) else False, -abs(len(a) - len(b)))
            if best is None or key > best[0]:
                best = (key, i)
    if best is None:
        return [lines]
    i = best[1]
    return split_stacked(lines[:i]) + split_stacked(lines[i:])


def aligned(lines: list[TextLine], share: float = 0.7) -> bool:
    """Do most multi-segment lines fit the columns of the fullest rows (no segment over a channel)?
    A heading set flush left stands over its column's amounts set flush right (``heading_channels``)."""
    rows = full_rows(lines) or lines
    cols = heading_channels(channels(rows), rows)
    if len(cols) < 2:
        return False
    multi = [ln for ln in lines if len(ln.segments) >= 2]
    fit = 0
    for ln in multi:
        ok = True
        for s in ln.segments:
            hit = sum(1 for a, b in cols if min(s.x1, b) - max(s.x0, a) > 0.5)
            if hit > 1:
                ok = False
                break
        fit += ok
    return fit >= share * len(multi)


def _is_bullet_list(lines: list[TextLine]) -> bool:
    multi = [ln for ln in lines if len(ln.segments) >= 2]
    if not multi:
        return False
    from .grid import is_numeric  # local: grid imports this module

    firsts = [ln.segments[0].text for ln in multi]
    if _section_numbers(firsts) and not any(is_numeric(ln.segments[-1].text) for ln in multi):
        return True  # numbered headings "4 / 4.1 / 4.1.1": a list of titles, not a table
    mark = max(set(firsts), key=firsts.count)
    if len(mark) == 1 and not mark.isdigit():  # one glyph repeated: a bullet in a symbol font ("ｴ", "")
        bullets = firsts.count(mark)
    else:
        bullets = sum(1 for t in firsts if BULLET.match(t))
    return bullets >= 0.6 * len(multi) and max(len(ln.segments) for ln in multi) <= 2


SECTION_NUMBER = re.compile(r"^\d{1,2}(\.\d{1,2}){0,3}\.?$")


def _section_numbers(texts: list[str]) -> bool:
    """Section numbers of different depths ("4", "4.1", "4.1.1"); a column of decimals has one depth."""
    if len(texts) < 2 or not all(SECTION_NUMBER.match(t) for t in texts):
        return False
    return len({t.rstrip(".").count(".") for t in texts}) >= 2


def _is_prose(lines: list[TextLine]) -> bool:
    segs = [s for ln in lines for s in ln.segments]
    if not segs:
        return True
    long = sum(1 for s in segs if len(s.words) >= 7)
    return long > 0.4 * len(segs)


def _split_gutters(lines: list[TextLine], hints: list[float] = ()) -> list[list[TextLine]]:
    """Split a block at an empty vertical gutter: two tables side by side.

    The gutter must be much wider than the other column gaps, or a caption starts right above
    it, or it is clearly the widest gap and a column of labels (text) starts after it, behind a
    column of numbers.
    """
    cols = channels(lines)
    if len(cols) < 4:
        return [lines]
    gaps = [(cols[i + 1][0] - cols[i][1], i) for i in range(len(cols) - 1)]
    widths = sorted(g for g, _ in gaps)
    signs = _sign_channels(lines, cols)
    gaps = [(g, i) for g, i in gaps if i not in signs]
    if not gaps:
        return [lines]
    best, at = max(gaps)
    second = max(widths[-2], 1.0)
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
    hinted = any(cols[at][1] - 2 <= x <= cols[at + 1][0] + 8 for x in hints)
    if best < 24 or not (best >= 2.2 * second or hinted or (best >= 1.5 * second and _labels_after_numbers(left, right))):
        return [lines]
    return _split_gutters(left, hints) + _split_gutters(right, hints)


_LEADING_SIGN = re.compile(r"^(?:[A-Z]{0,2}\$|£|¥|₹)$")


def _sign_channels(lines: list[TextLine], cols: list[tuple[float, float]]) -> set[int]:
    """Channels holding only currency signs set before their amount (``$``): the gap after one is the
    space between a sign and its right-aligned amount, never a gutter between two tables."""
    texts: dict[int, list[str]] = {}
    for ln in lines:
        for s in ln.segments:
            for i, (a, b) in enumerate(cols):
                if s.x0 >= a - 0.5 and s.x1 <= b + 0.5:
                    texts.setdefault(i, []).append(s.text.strip())
    return {i for i, ts in texts.items() if all(_LEADING_SIGN.match(t) for t in ts)}


def _labels_after_numbers(left: list[TextLine], right: list[TextLine]) -> bool:
    from .grid import is_numeric  # local: grid imports this module

    last = [ln.segments[-1].text for ln in left]
    first = [ln.segments[0].text for ln in right]
    numbers_left = sum(is_numeric(t) for t in last) >= 0.6 * len(last)
    labels_right = sum(not is_numeric(t) for t in first) >= 0.8 * len(first)
    return numbers_left and labels_right


def caption_columns(lines: list[TextLine]) -> list[float]:
    """x where a second (third ...) caption starts on a line: tables set side by side below."""
    xs: list[float] = []
    for ln in lines:
        caps = [s for s in ln.segments if CAPTION.match(s.text)]
        if len(caps) >= 2:
            xs += [s.x0 for s in caps[1:]]
    return xs


def _subline(ln: TextLine, segs: list[Segment]) -> TextLine:
    words = [w for s in segs for w in s.words]
    return TextLine(min(s.top for s in segs), max(s.bottom for s in segs), words, list(segs))


def _pitch(lines: list[TextLine]) -> float:
    hs = [ln.height for ln in lines if ln.height > 0]
    return statistics.median(hs) if hs else 10.0


def is_multi(ln: TextLine) -> bool:
    """A line that can be a table row: two or more segments, not running prose."""
    segs = ln.segments
    if len(segs) < 2 or all(len(s.words) >= 6 for s in segs):
        return False
    if len(segs) == 2 and BULLET.match(segs[0].text):
        return False  # a list item: bullet or enumerator, then its text
    return not _justified(ln)


def _justified(ln: TextLine) -> bool:
    """A justified prose line: many short segments with even, narrow gaps (stretched word spaces)."""
    segs = ln.segments
    if len(segs) < 3 or sum(any(ch.isalpha() for ch in w["text"]) for w in ln.words) < 6:
        return False  # a short row of column headings ("Notes  $'000  $'000") is not prose
    size = statistics.median(w.get("size") or (w["bottom"] - w["top"]) for w in ln.words)
    gaps = [b.x0 - a.x1 for a, b in zip(segs, segs[1:])]
    return max(gaps) < 1.3 * size and max(gaps) < 1.6 * min(gaps) + 1


def _runs(lines: list[TextLine], pitch: float) -> list[list[TextLine]]:
    """Runs of multi-segment lines; up to 3 single-segment lines may sit inside a run, besides the
    wrapped lines of a header cell over a value column (``"(In thousands,"`` / ``"except"`` / ...)."""
    runs: list[list[TextLine]] = []
    cur: list[TextLine] = []
    singles = 0
    for i, ln in enumerate(lines):
        wrapped = bool(cur) and _wrapped_cell_line(ln, cur, pitch)
        caption = (CAPTION.match(ln.text) is not None and not _notes_heading_row(ln) and not _amounts_row(ln)
                   and not wrapped)
        prose = bool(cur) and _prose_across(ln, cur, lines[i + 1] if i + 1 < len(lines) else None)
        if cur and (ln.top - cur[-1].bottom > 2.8 * pitch or caption or prose):
            runs.append(cur[: len(cur) - singles])
            cur, singles = [], 0
        if caption:
            continue
        if is_multi(ln):
            cur.append(ln)
            singles = 0
        elif cur and wrapped:
            cur.append(ln)
        elif cur:
            cur.append(ln)
            singles += 1
            if singles > 3:
                runs.append(cur[: len(cur) - singles])
                cur, singles = [], 0
    if cur:
        runs.append(cur[: len(cur) - singles])
    return [r for r in runs if sum(1 for ln in r if len(ln.segments) >= 2) >= 2]


def _prose_across(ln: TextLine, run: list[TextLine], nxt: TextLine | None = None) -> bool:
    """A one-segment sentence (``SENTENCE_WORDS`` words at least, ending in a colon or a full stop)
    set from the left of the run's amounts and laid over two columns of them: a sentence between two
    tables (a note under the last one, the lead-in of the next: "The following table presents the
    maturity of lease liabilities ... (in millions):"), not a row. A table's own section line stays
    in its label column, short of its amounts, or is centred over them without a stop; a line in
    brackets ("(in thousands, except for per unit amounts)", "(2) Amounts related to ...") is a note
    of the header or the table, no sentence of the page."""
    if len(ln.segments) != 1 or len(ln.words) < SENTENCE_WORDS or not ln.text[:1].isalpha() \
            or not (_sentence_end(ln) or nxt is not None and len(nxt.segments) == 1 and nxt.text[:1].islower()
                    and abs(nxt.x0 - ln.x0) <= 3 and _sentence_end(nxt)):
        return False  # (a sentence may close on the line under it: "... as of" / "the date indicated (in millions):")
    amounts = [s for r in run for s in r.segments[1:] if NUMBER.match(s.text.strip())]
    crossed = {round(s.x1) for s in amounts if ln.x0 < s.x0 and s.x1 < ln.x1}
    return len(crossed) >= 2 and ln.x0 < min(s.x0 for s in amounts)  # set from the text's edge, not centred
    # over the values as a heading inside the table is ("Percentage difference between actual and projected values")


def _sentence_end(ln: TextLine) -> bool:
    return ln.text.rstrip().endswith((":", "."))


def _wrapped_cell_line(ln: TextLine, run: list[TextLine], pitch: float) -> bool:
    """A short single-segment line right under the run, set well right of its left edge, that opens a
    parenthesis, goes on in lower case or closes one left open above: the next line of a wrapped
    header cell over a value column ("(restated," / "Note 3)"), not a heading or a note."""
    x0, x1 = min(r.x0 for r in run), max(r.x1 for r in run)
    width = x1 - x0
    if len(ln.segments) != 1 or ln.top - run[-1].bottom > pitch:
        return False
    if ln.x0 <= x0 + 0.4 * width or ln.x1 - ln.x0 > 0.35 * width:
        return False
    text, above = ln.text, run[-1].text
    return text[:1] == "(" or text[:1].islower() or above.count("(") > above.count(")")


_AMOUNT = re.compile(r"^[(\[]?[-–—]?[$€£¥]?\s?(?:\d[\d,.]*|[-–—])\)?%?$")


def _amounts_row(ln: TextLine) -> bool:
    """A line item whose label only starts like a note ("Notes payable", "Sources of revenue"): a label,
    then amounts in their own segments ("$ 4,061  $ 3,749"), no prose after the label."""
    rest = [w["text"] for s in ln.segments[1:] for w in s.words]
    return len(ln.segments) >= 2 and sum(1 for t in rest if _AMOUNT.match(t) and any(ch.isdigit() for ch in t)) >= 1 \
        and all(_AMOUNT.match(t) or t in {"$", "€", "£", "¥"} for t in rest)


def _notes_heading_row(ln: TextLine) -> bool:
    """A header row that starts with a bare ``Notes``/``Note`` column heading (``Notes  $'000  $'000``):
    one word, then at least two short headings, not a note or caption line."""
    segs = ln.segments
    return (len(segs) >= 3 and re.fullmatch(r"[A-Za-z]+", segs[0].text) is not None
            and all(len(s.words) <= 3 for s in segs[1:]))


def _header_lines(block: list[TextLine], above: list[TextLine], pitch: float, rules: list[Rule]) -> list[TextLine]:
    """Lines right above a block that belong to its header (spanning headers, wrapped headings).

    A single-segment line is not taken across a rule as wide as the block (the rule under a title).
    """
    x0 = min(ln.x0 for ln in block)
    x1 = max(ln.x1 for ln in block)
    width = x1 - x0
    out: list[TextLine] = []
    top = block[0].top
    size = _font_size(block)
    for ln in reversed(above):
        if top - ln.bottom > 1.6 * pitch or len(out) >= 4:
            break
        if _larger_heading(ln, size):
            break  # a title set in a larger font than the table (the page or section heading)
        if (CAPTION.match(ln.text) and not _column_heading(ln, x0, width)) or ln.x0 < x0 - 0.1 * width - 5 or ln.x1 > x1 + 0.1 * width + 5:
            break
        if len(ln.segments) == 1 and ln.x0 <= x0 + 2 and ln.x1 - ln.x0 > 0.5 * width:
            break  # a heading or sentence starting at the left edge, not a column header
        if _sentence_line(ln) or _paragraph_line(ln):
            break  # the last line of a paragraph or a bullet point, however short: page text, not a column header
        if _scale_line(ln):
            break  # "(in millions, except per share data)" set over the headings: the table's note, not a heading
        if len(ln.segments) == 1 and any(ln.bottom - 1 <= r.pos <= top + 1 and r.b - r.a >= 0.8 * width for r in rules):
            break
        out.insert(0, ln)
        top = ln.top
    # keep header lines only if at least one of them is multi-segment or sits over a column
    return out


SENTENCE_WORDS = 6  # words a line needs before its full stop makes it prose


def _scale_line(ln: TextLine) -> bool:
    """A line that is one bracketed note stating a scale ("(in millions, except per share, per wafer
    and percentage data)"): the note of the table it heads, which context reads as its unit note."""
    return len(ln.segments) == 1 and scale_note(ln.text)


def _sentence_line(ln: TextLine) -> bool:
    """A line of running text: a segment of ``SENTENCE_WORDS`` words at least that ends a sentence
    ("... compared to fiscal 2022.", "● Sales ... decreased in 2022 compared to 2021."). Column
    headings are short and stop without a full stop; a paragraph's tail line right above a table
    would otherwise give its words (and its years) to every column it spans. A lead-in ending in a
    colon ("... (in millions):") stays: it states the table's scale."""
    return any(len(s.words) >= SENTENCE_WORDS and s.text.rstrip().endswith(".") and not s.text.rstrip().endswith("..")
               for s in ln.segments)


def _paragraph_line(ln: TextLine) -> bool:
    """A line in the middle of running text: its first segment of ``SENTENCE_WORDS`` words or more
    starts in lower case ("changes in value for our investments accounted for using the fair
    value ...", "operating leases which expire on various dates through 2046, are as follows:").
    Column headings start with a capital, a digit or a bracket; the lead-in's scale is read from
    the text above the table all the same."""
    first = ln.segments[0] if ln.segments else None
    return first is not None and len(first.words) >= SENTENCE_WORDS and first.text[:1].islower()


def _font_size(lines: list[TextLine]) -> float:
    """Median font size of the words of ``lines`` (their height when the size is not known)."""
    sizes = [w.get("size") or (w["bottom"] - w["top"]) for ln in lines for w in ln.words]
    return statistics.median(sizes) if sizes else 10.0


def _column_heading(ln: TextLine, x0: float, width: float) -> bool:
    """A bare ``Note``/``Notes``/``Source`` set over a column inside the table (the notes-reference
    column of a financial statement), not a note or caption line: one word, away from the left edge."""
    return len(ln.words) == 1 and ln.x0 > x0 + 0.1 * width and re.fullmatch(r"[A-Za-z]+", ln.text.strip()) is not None


def text_regions(lines: list[TextLine], info: PageInfo) -> list[Region]:
    pitch = _pitch(lines)
    hints = caption_columns(lines)
    regions: list[Region] = []
    for run in _runs(lines, pitch):
        for part in [p for half in _split_gutters(run, hints) for p in split_stacked(half)]:
            if _is_bullet_list(part) or _is_prose(part):
                continue
            kept = _table_part(part)
            pieces = [kept] if kept else [k for piece in _under_headings(part) if (k := _table_part(piece))]
            regions += [_region(k) for piece in pieces for k in _unshared(piece)]
    # header lines above each region (only lines not already used by another region)
    used = {id(ln) for r in regions for ln in r.lines}
    out = []
    for r in regions:
        x0, top, x1, bottom = r.bbox
        above = [ln for ln in lines if ln.bottom <= top + 0.5 and id(ln) not in used]
        above = [(ln, [s for s in ln.segments if s.x1 > x0 - 40 and s.x0 < x1 + 40]) for ln in above]
        above = [_subline(ln, segs) for ln, segs in above if segs]
        head = _header_lines(r.lines, above, pitch, info.hrules)
        tail = _wrapped_tail(r.lines, [ln for ln in lines if ln.top >= bottom - 0.5 and id(ln) not in used])
        for ln in head + tail:
            used.add(id(ln))
        out.append(_region(head + r.lines + tail) if head or tail else r)
    return out


def _table_part(part: list[TextLine]) -> list[TextLine] | None:
    """The part trimmed, when it reads as one table: two rows at least, its columns lined up."""
    part = _trim(part)
    if sum(1 for ln in part if len(ln.segments) >= 2) < 2 or not aligned(part):
        return None
    return part


_MARKER_OR_YEAR = re.compile(r"^(?:\(\d{1,2}\)|\(?(?:19|20)\d\d\)?)$")


def _amounts_share_channel(ln: TextLine, cols: list[tuple[float, float]]) -> bool:
    """Two amounts of one full row inside one column channel: another row's cell spans the gap
    between them, so the rows do not share columns (a narrow table's amounts under a wider table's
    labels, one centred over the other). A footnote marker or a year is no amount."""
    hits = [next((i for i, (a, b) in enumerate(cols) if min(s.x1, b) - max(s.x0, a) > 0.5), -1)
            for s in ln.segments if NUMBER.match(t := s.text.strip()) and not _MARKER_OR_YEAR.match(t)]
    return len(set(hits)) < len(hits)


def _shares_channels(lines: list[TextLine]) -> bool:
    rows = full_rows(lines)
    cols = channels(rows)
    return any(_amounts_share_channel(ln, cols) for ln in rows)


def _unshared(part: list[TextLine]) -> list[list[TextLine]]:
    """A table part whose full rows put two amounts in one column channel, cut in two where both
    pieces read as tables whose columns line up: two stacked tables of different widths (one
    centred over the other) read as one. The part stays whole when no such cut exists, so no line
    is lost."""
    if not _shares_channels(part):
        return [part]
    for i in range(2, len(part) - 1):
        a, b = _table_part(part[:i]), _table_part(part[i:])
        if a and b and not _shares_channels(a) and not _shares_channels(b):
            return [a, b]
    return [part]


HEADING_SCALE = 1.25  # a one-line heading's font size over the table's, at least: a title, not a cell


def _larger_heading(ln: TextLine, size: float) -> bool:
    """A one-segment line set in a font ``HEADING_SCALE`` times the table's ``size`` or larger."""
    return len(ln.segments) == 1 and _font_size([ln]) >= HEADING_SCALE * size


def _bold(ln: TextLine) -> bool:
    """Every word of the line is set in a bold face."""
    return bool(ln.words) and all("bold" in str(w.get("fontname", "")).lower() for w in ln.words)


def _under_headings(part: list[TextLine]) -> list[list[TextLine]]:
    """A run that is no one table (its columns do not line up) cut at its one-line headings set in a
    larger font than its rows (``HEADING_SCALE``), or in bold over rows mostly set plain: small tables
    stacked under section headings ("Revenues by product line" over a 3-column table, under a
    4-column one; "Order charges" over a 2-column one), each read on its own where the run as a whole
    would give none. A run that lines up as one table is never cut."""
    size = _font_size(part)
    pieces: list[list[TextLine]] = [[]]
    plain = sum(not _bold(ln) for ln in part if len(ln.segments) >= 2) > sum(1 for ln in part if len(ln.segments) >= 2) / 2
    for ln in part:
        if _larger_heading(ln, size) or plain and len(ln.segments) == 1 and _bold(ln):
            pieces.append([])
        else:
            pieces[-1].append(ln)
    return [p for p in pieces if p] if len(pieces) > 1 else []


def _wrapped_tail(block: list[TextLine], below: list[TextLine]) -> list[TextLine]:
    """The wrapped end of the last row's label: lower-case lines right under the block, set at its
    left edge (``"Cities in North America with"`` / ``"open data sites"``)."""
    x0 = min(ln.x0 for ln in block)
    out: list[TextLine] = []
    last = block[-1]
    for ln in below:
        if ln.top - last.bottom > 0.8 * last.height or len(ln.segments) != 1:
            break
        if abs(ln.x0 - x0) > 3 or not ln.text[:1].islower():
            break
        out.append(ln)
        last = ln
    return out


def _trim(part: list[TextLine]) -> list[TextLine]:
    while part and not is_multi(part[-1]):
        part = part[:-1]
    while part and not is_multi(part[0]):
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


HEADER_BAND_GAP = 6.0  # points between a ruled band of headings and the ruled body under it, at most
HEADER_BAND_ROWS = 3  # rows of headings such a band holds at most
HEADER_BAND_EDGE = 2.5  # points the band's left and right edges may stand off the body's


def header_bands(lats: list[tuple[tuple[float, float, float, float], list[float], list[float]]],
                 words: list[dict]) -> list[tuple[tuple[float, float, float, float], list[float], list[float]]]:
    """Lattices with a band of headings drawn as its own ruled box right on top of the ruled body it
    heads (a shaded header band, a hair's gap above the grid of values) joined into one: the band
    holds no value, at most ``HEADER_BAND_ROWS`` rows, and spans the body's width. The band's column
    dividers are kept, as the body may draw fewer (none between the labels and the first column).

        >>> band = ((48, 104, 488, 138), [48, 256, 337, 407, 488], [104, 121, 138])
        >>> body = ((48, 141, 488, 304), [48, 337, 407, 488], [141, 153, 304])
        >>> header_bands([band, body], [{"text": "Total", "x0": 440, "x1": 460, "top": 125, "bottom": 133}])
        [((48, 104, 488, 304), [48.0, 256.0, 337.0, 407.0, 488.0], [104.0, 121.0, 139.5, 153.0, 304.0])]
    """
    lats = sorted(lats, key=lambda lat: lat[0][1])
    out = []
    i = 0
    while i < len(lats):
        a, xa, ya = lats[i]
        if i + 1 < len(lats):
            b, xb, yb = lats[i + 1]
            band_words = [w for w in words if _inside_word(w, a)]
            if 0 <= b[1] - a[3] <= HEADER_BAND_GAP and abs(a[0] - b[0]) <= HEADER_BAND_EDGE \
                    and abs(a[2] - b[2]) <= HEADER_BAND_EDGE and len(ya) - 1 <= HEADER_BAND_ROWS \
                    and band_words and not any(is_value(text) for text in _cell_texts(band_words, xa, ya)):
                bbox = (min(a[0], b[0]), a[1], max(a[2], b[2]), b[3])
                ys = cluster([*ya[:-1], (a[3] + b[1]) / 2, *yb[1:]], 1.0)
                out.append((bbox, cluster([*xa, *xb], 2.0), ys))
                i += 2
                continue
        out.append(lats[i])
        i += 1
    return out


def _cell_texts(words: list[dict], xs: list[float], ys: list[float]) -> list[str]:
    """The text of each cell of a lattice (``xs``, ``ys`` its dividers) its words fill: a heading's
    number ("Claims per 100 Shipments") is no value of its own, as a cell holding only "100" would be.

        >>> _cell_texts([{"text": "per", "x0": 10, "x1": 20, "top": 2, "bottom": 8},
        ...              {"text": "100", "x0": 22, "x1": 32, "top": 2, "bottom": 8}], [0, 50], [0, 10])
        ['per 100']
    """
    cells: dict[tuple[int, int], list[dict]] = {}
    for w in words:
        x, y = (w["x0"] + w["x1"]) / 2, (w["top"] + w["bottom"]) / 2
        key = (sum(1 for v in xs if v < x), sum(1 for v in ys if v < y))
        cells.setdefault(key, []).append(w)
    return [" ".join(w["text"] for w in sorted(ws, key=lambda w: (round(w["top"]), w["x0"]))) for ws in cells.values()]


def find_regions(info: PageInfo) -> list[Region]:
    """All table regions on the page, top to bottom."""
    regions: list[Region] = []
    words = info.words
    for bbox, xs, ys in header_bands(lattices(info), words):
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
    page_lines = text_lines(words)
    regions = [r for r in regions if not in_figure(r, page_lines) and not is_chart(r, info)]
    regions.sort(key=lambda r: (round(r.bbox[1]), r.bbox[0]))
    return regions


# "Figure 3", "CHART A:", "Abb. 2"; not "Figures are unaudited" nor "Chart of accounts" (the word's case is
# free, the letter that numbers a figure is a capital standing alone)
FIGURE = re.compile(r"^\s*(?i:figure|fig\.|chart|graph|diagram|abbildung|abb\.|grafik|şekil|schaubild)\s*(?:\d|[A-Z](?![A-Za-z])|[.:])")
TABLE_CAPTION = re.compile(r"^\s*(table|tab\.|tabelle|tablo|exhibit)\b", re.I)
END_OF_FIGURE = re.compile(r"^\s*(source|sources|quelle|kaynak|note|notes)\b", re.I)


def is_chart(region: Region, info: PageInfo) -> bool:
    """A text region with far more drawing objects than words inside: a chart's legend and axis
    labels, not a table."""
    if region.kind == "ruled":
        return False  # ruled tables drawn cell by cell have many objects too
    x0, top, x1, bottom = region.bbox
    rows = Counter(round(y) for x, y in info.graphics if x0 <= x <= x1 and top <= y <= bottom)
    # a dotted or dashed rule is drawn as a row of many small shapes: a line, not a chart's marks,
    # where the words form rows of a table (a legend of a few words over a line chart does not)
    tabular = sum(1 for ln in region.lines if len(ln.segments) >= 2) >= _TABLE_ROWS
    n = sum(k for k in rows.values() if k < _DOTTED or not tabular)
    if tabular:  # a row shaded cell by cell is a band of touching boxes behind the row's text
        n -= sum(1 for x, y in _row_shading(region, info) if x0 <= x <= x1 and top <= y <= bottom)
    words = sum(len(ln.words) for ln in region.lines)
    return n > 2 * words + 20


def _row_shading(region: Region, info: PageInfo) -> list[tuple[float, float]]:
    """Centres of the filled boxes that shade a row of the region: boxes of one height touching end to
    end in a band across most of the region's width, with a line of its text inside."""
    x0, _, x1, _ = region.bbox
    levels: dict[tuple[int, int], list[tuple[float, float, float, float]]] = {}
    for f in info.fills:
        levels.setdefault((round(f[1]), round(f[3])), []).append(f)
    out: list[tuple[float, float]] = []
    for (top, bottom), boxes in levels.items():
        if not any(top <= (ln.top + ln.bottom) / 2 <= bottom for ln in region.lines):
            continue
        boxes.sort(key=lambda f: f[0])
        band = [boxes[0]]
        for f in boxes[1:] + [None]:
            if f is not None and f[0] <= band[-1][2] + 1.5:
                band.append(f)
                continue
            if min(band[-1][2], x1) - max(band[0][0], x0) >= 0.8 * (x1 - x0):
                out += [((b[0] + b[2]) / 2, (b[1] + b[3]) / 2) for b in band]
            if f is not None:
                band = [f]
    return out


_DOTTED = 15  # shapes on one level at which they are a dotted rule
_TABLE_ROWS = 5


def in_figure(region: Region, page_lines: list[TextLine]) -> bool:
    """Is the region part of a chart: under a "Figure ..." caption with no prose, note or table
    caption in between? (Axis labels and bar grids look like tables.)"""
    x0, top, x1, _ = region.bbox
    for ln in reversed(page_lines):
        if ln.bottom > top + 1 or ln.x1 < x0 - 20 or ln.x0 > x1 + 20:
            continue
        text = ln.text
        if FIGURE.match(text):
            return True
        if TABLE_CAPTION.match(text) or END_OF_FIGURE.match(text):
            return False
        if len(ln.segments) == 1 and len(ln.words) >= 10:
            return False  # running text
    return False


def _inside_word(w: dict, bbox: tuple[float, float, float, float], tol: float = 1.0) -> bool:
    cx = (w["x0"] + w["x1"]) / 2
    cy = (w["top"] + w["bottom"]) / 2
    return bbox[0] - tol <= cx <= bbox[2] + tol and bbox[1] - tol <= cy <= bbox[3] + tol
