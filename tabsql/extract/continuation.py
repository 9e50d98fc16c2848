"""Continuation: a table that runs on over the next pages becomes one table.

    page 3: Table 4: Item list         page 4: Table 4 (continued)     ->  one Table, pages=[3, 4]
            | Part | Price |                 | Part | Price |   <- repeated header: dropped
            | A-1  | 9.90  |                 | A-7  | 4.10  |       rows renumbered 0..n-1
            ...                              ...

Two pieces are joined when the second is the first table on the page right after the page the first one
ends on, the first is the last table there, the second starts with the first one's header repeated or
with body rows, and it either says so in its caption ("continued", "Fortsetzung", "devam", or the same
table number) or has no caption and the same columns at the same places (then it must start with body
rows). The repeated header is dropped. See ``continues`` for what is deliberately not joined.
"""
from __future__ import annotations

import re

from tabsql.models import Table

from . import headers
from .context import CAPTION_RE, CONTINUED_RE
from .headers import clean, strip_markers


def _last_page(t: Table) -> int:
    return max(t.pages or [t.page])


def _row_key(t: Table, r: int) -> tuple[str, ...]:
    occ = {}
    for c in t.cells:
        if c.row == r:
            occ[c.col] = strip_markers(c.text).casefold()
    return tuple(occ.get(k, "") for k in range(t.n_cols))


def _col_edges(t: Table, page: int) -> dict[int, tuple[float, float]]:
    """Left and right edge of each column on one page (cell boxes), for left- or right-aligned text."""
    edges: dict[int, tuple[float, float]] = {}
    for c in t.cells:
        if c.col_span == 1 and c.bbox and c.page == page and clean(c.text):
            lo, hi = edges.get(c.col, (c.bbox[0], c.bbox[2]))
            edges[c.col] = (min(lo, c.bbox[0]), max(hi, c.bbox[2]))
    return edges


def columns_align(a: Table, b: Table) -> bool:
    """Same column count, and each column of b sits where the same column of a does."""
    if a.n_cols != b.n_cols or a.n_cols == 0:
        return False
    ea, eb = _col_edges(a, _last_page(a)), _col_edges(b, b.page)
    shared = [k for k in ea if k in eb]
    if not shared:
        return a.bbox is None or b.bbox is None or abs(a.bbox[0] - b.bbox[0]) < 20
    width = max((a.bbox[2] - a.bbox[0]) if a.bbox else 500.0, 1.0)
    tol = max(12.0, 0.04 * width)
    fits = 0
    for k in shared:
        (a0, a1), (b0, b1) = ea[k], eb[k]
        overlap = min(a1, b1) - max(a0, b0)
        if overlap > 0 or abs(a0 - b0) < tol or abs(a1 - b1) < tol:
            fits += 1
    return fits >= max(1, round(0.8 * len(shared)))


def repeated_header_rows(a: Table, b: Table) -> int:
    """How many leading rows of b repeat a's header rows (0 when the header is not repeated).

    When the two grids cut the columns differently, b's columns are compared with the columns of a
    printed at the same place.
    """
    h = a.header_rows
    if h == 0 or b.n_rows <= h:
        return 0
    cols = {k: k for k in range(b.n_cols)} if a.n_cols == b.n_cols else column_map(a, b)
    if not cols:
        return 0

    def same(ra: int, rb: int) -> bool:
        ka, kb = _row_key(a, ra), _row_key(b, rb)
        return any(kb) and all(kb[k] == ka[j] for k, j in cols.items() if j < len(ka))

    for skip in range(h, 0, -1):  # the whole header, or its last rows (an upper spanning row left off)
        if all(same(h - skip + i, i) for i in range(skip)):
            return skip
    return 0


_NUMBER = re.compile(r"^\D*?(\d+(?:[.\-]\d+)*)")


def _table_number(caption: str | None) -> str | None:
    """ "Table 3: Fees" -> "3"; None for a caption without a table number."""
    cap = clean(caption)
    if not cap or not CAPTION_RE.match(cap):
        return None
    m = _NUMBER.match(cap)
    return m.group(1) if m else None


def _starts_with_body(t: Table, headed: bool = False) -> bool:
    """The first row holds values (a headless piece of a longer table), not a header of its own;
    ``headed``: or the first rows are headings of row groups ("Ground access:", a label alone) over
    such a row."""
    for r in range(t.n_rows):
        row = [c for c in t.cells if c.row == r and clean(c.text)]
        values = [c for c in row if c.col >= min(1, t.n_cols - 1)]
        if values:
            return any(headers.is_value(c.text) for c in values)
        if not row or not headed or t.n_cols < 2:
            return False
    return False


def _closed(t: Table) -> bool:
    """The table's last line is a total ("Total US and Utilities SBU ..."): it ends there, and a
    piece led by a heading on the next page is another table."""
    last = [c for c in t.cells if c.row == t.n_rows - 1 and c.col == 0]
    words = clean(last[0].text).casefold().split() if last else []
    return bool(words) and words[0] in ("total", "totals")


def statement_title(text: str) -> str | None:
    """The financial statement a page is headed with ("CONSOLIDATED BALANCE SHEETS" among its top
    lines, set alone on its line), casefolded and without "(continued)"; None for any other page."""
    for line in (text or "").splitlines()[:5]:
        line = clean(CONTINUED_RE.sub("", line)).strip(" ()–-").casefold()
        if len(line) <= 80 and headers._STATEMENT_TITLE.search(line) and not _TITLE_PROSE.search(line):
            return line
    return None


_TITLE_PROSE = re.compile(r"\b(?:see|refer|notes? to|the following|included in)\b|[.;]$", re.I)


def _period_rows(t: Table) -> tuple[int, list[tuple[str, ...]]]:
    """(rows to the last one with a heading over the amounts, those headings) of the lines above
    the first amount: the title and unit note beside them are the label column's, not compared."""
    first = min((c.row for c in t.cells if c.col >= 1 and headers.is_value(c.text)), default=t.n_rows)
    keys = [(r, _row_key(t, r)[1:]) for r in range(first)]
    keys = [(r, k) for r, k in keys if any(k)]
    return (keys[-1][0] + 1 if keys else 0), [k for _, k in keys]


def same_periods(a: Table, b: Table) -> bool:
    """b is headed with a's column headings (the periods) in the same columns at the same places."""
    if a.n_cols != b.n_cols or a.n_cols < 2 or not columns_align(a, b):
        return False
    (_, heads_a), (n, heads_b) = _period_rows(a), _period_rows(b)
    return bool(heads_a) and heads_a == heads_b and n < b.n_rows


def continues(a: Table, b: Table, first_on_page: bool, last_on_page: bool, same_statement: bool = False) -> bool:
    """Whether b is the next piece of a (more rows under the same columns).

    b must start the page after the one a ends on, with a ending its page, and begin either with a's
    header repeated or with body rows. Then: b's caption says it continues ("continued", or the same
    table number as a), or b has no caption, starts with body rows and has a's columns at a's places.
    A piece with a header of its own is never appended: under a "continued" caption that is a table
    continued sideways (same rows, further columns), without one a new table; and a piece that only
    repeats a's header without saying it continues is a table of its own (a series of tables that
    share one header is common).
    """
    if b.page != _last_page(a) + 1 or not first_on_page or not last_on_page:
        return False
    cap = clean(b.caption)
    number = _table_number(cap)
    explicit = bool(cap) and (bool(CONTINUED_RE.search(cap)) or (number is not None and number == _table_number(a.caption)))
    explicit = explicit or bool(CONTINUED_RE.search(clean(b.section) or "")) and not cap  # the page's heading says so:
    # "Mushroom Growing Farms by Location (continued)" over a piece led by its next row group
    if cap and not explicit and CAPTION_RE.match(cap):
        return False  # a new table of its own
    if same_statement and not explicit and same_periods(a, b):
        # a statement printed over two pages, each headed with its title and its periods (assets on
        # one, liabilities and equity on the next): one table
        return True
    repeated = repeated_header_rows(a, b) > 0
    if explicit:  # (said to continue, it may open with a row group's heading: "Int'l (Canada):" over its lines)
        return (repeated or _starts_with_body(b, headed=True)) and (a.n_cols == b.n_cols or column_map(a, b) is not None)
    if a.n_cols != b.n_cols or repeated:
        return False
    return _starts_with_body(b, headed=not _closed(a)) and columns_align(a, b)


def column_map(a: Table, b: Table) -> dict[int, int] | None:
    """b's columns onto a's by position on the page, when the grids cut the columns differently.

    Each column of b goes to the column of a its cells overlap most; None unless that keeps the order
    and sends no two columns of b to one column of a.
    """
    ea, eb = _col_edges(a, _last_page(a)), _col_edges(b, b.page)
    if not ea or not eb:
        return None
    mapping: dict[int, int] = {}
    for k, (b0, b1) in sorted(eb.items()):
        best = max(ea, key=lambda j: min(b1, ea[j][1]) - max(b0, ea[j][0]))
        if min(b1, ea[best][1]) - max(b0, ea[best][0]) <= 0:
            return None
        mapping[k] = best
    targets = [mapping[k] for k in sorted(mapping)]
    if len(set(targets)) != len(targets) or targets != sorted(targets):
        return None
    return mapping


def _turn_note(text: str) -> bool:
    """A line under a table that only says it goes on overleaf ("(continued on next page)")."""
    words = clean(CONTINUED_RE.sub("", text)).strip(" ().").casefold().split()
    return bool(CONTINUED_RE.search(text)) and len(words) <= 4


def merge(a: Table, b: Table, drop: int | None = None) -> Table:
    """b's rows appended under a's; b's repeated header rows (or its first ``drop`` rows) dropped;
    notes and pages united."""
    drop = repeated_header_rows(a, b) if drop is None else drop
    offset = a.n_rows - drop
    remap = column_map(a, b) if a.n_cols != b.n_cols else None
    cells = list(a.cells)
    for c in b.cells:
        if c.row < drop:
            continue
        col = remap.get(c.col, c.col) if remap else c.col
        cells.append(c.model_copy(update={"row": c.row + offset, "col": col}))
    footnotes = [f for f in a.footnotes if f.marker or not _turn_note(f.text)]  # "(continued on next page)"
    for f in b.footnotes:
        if all(f.text != g.text for g in footnotes):
            footnotes.append(f)
    pages = sorted(set((a.pages or [a.page]) + (b.pages or [b.page])))
    joined = a.model_copy(
        update={
            "cells": cells,
            "n_rows": a.n_rows + b.n_rows - drop,
            "n_cols": a.n_cols if remap else max(a.n_cols, b.n_cols),
            "pages": pages,
            "footnotes": footnotes,
            "unit_note": a.unit_note or b.unit_note,
            "quality": min(a.quality, b.quality),
        }
    )
    return joined.model_copy(
        update={"row_paths": headers.row_paths(joined, joined.header_rows, joined.label_cols)}
    )


def join(tables: list[Table], titles: dict[int, str | None] | None = None) -> list[Table]:
    """Join continued tables (input in reading order); ids renumbered t1, t2 ... in that order.
    ``titles``: page -> the statement title it is headed with (``statement_title``)."""
    titles = titles or {}
    out: list[Table] = []
    known: dict[tuple[int, int], tuple[Table, tuple[float, float] | None]] = {}

    def extent(t: Table, page: int) -> tuple[float, float] | None:
        """``_extent``, once per table and page (each test below visits every table of the
        document); the table is held with its result, so its id is not reused meanwhile."""
        hit = known.get((id(t), page))
        if hit is None:
            hit = known[(id(t), page)] = (t, _extent(t, page))
        return hit[1]

    for t in tables:
        same = out and titles.get(_last_page(out[-1])) is not None and titles.get(_last_page(out[-1])) == titles.get(t.page)
        piece = _heading_as_caption(t) if out else t
        if out and continues(out[-1], piece, _first_on_page(t, tables, extent), _ends_its_page(out[-1], tables, extent),
                             bool(same)):
            whole = bool(same) and same_periods(out[-1], piece)
            out[-1] = merge(out[-1], piece, _period_rows(piece)[0] if whole else None)
        elif out and split_below(out[-1], t, extent):
            out[-1] = merge(out[-1], t, 0)
        else:
            out.append(t)
    return [t.model_copy(update={"id": f"t{i + 1}", "pages": t.pages or [t.page]}) for i, t in enumerate(out)]


SPLIT_GAP_ROWS = 2.5  # a headless piece this many of the table's row pitches below it, or nearer, is its body's rest


def split_below(a: Table, b: Table, extent=None) -> bool:
    """Whether b is the rest of a's body, cut off on the same page: b lies right below a (within
    ``SPLIT_GAP_ROWS`` row pitches of a), has no header, caption or heading of its own, starts with
    body rows and has a's columns at a's places.

        page 1: | Stream | 2018 | 2017 |      ->  one table: "Third-party" stays under "Municipal
                | Municipal solid waste: |              solid waste:" with its header path
                | Internalized ... | 5,610 |
                (gap)
                | Third-party | 3,905 | 3,812 |   <- headless piece, same columns
    """
    extent = extent or _extent
    page = _last_page(a)
    if b.page != page or (b.pages and len(b.pages) > 1) or b.header_rows or clean(b.caption) or a.n_cols != b.n_cols:
        return False
    ea, eb = extent(a, page), extent(b, page)
    pitch = _row_pitch(a, page)
    if ea is None or eb is None or pitch is None or not 0 <= eb[0] - ea[1] <= SPLIT_GAP_ROWS * pitch:
        return False
    return _starts_with_body(b) and columns_align(a, b)


def _row_pitch(t: Table, page: int) -> float | None:
    """The median distance between the tops of consecutive body rows of t on a page."""
    tops = sorted({round(min(c.bbox[1] for c in t.cells if c.row == r and c.page == page and c.bbox), 1)
                   for r in range(t.header_rows, t.n_rows)
                   if any(c.row == r and c.page == page and c.bbox for c in t.cells)})
    steps = [b - a for a, b in zip(tops, tops[1:]) if b > a]
    return sorted(steps)[len(steps) // 2] if steps else None


def _heading_as_caption(t: Table) -> Table:
    """t with a first row that holds only a heading saying the table continues taken out of the
    grid as its caption; t itself for any other first row. The heading is read into the grid as a
    header row over some columns when set close above the repeated header ("Trade Catalogue 2025
    (continued)"), or as a row label when the piece repeats no header ("Restaurant Locations by
    State (continued)" over "California", whose group heading is on the page before; the heading
    alone then makes the piece's only header row)."""
    first = [c for c in t.cells if c.row == 0 and clean(c.text)]
    headless = t.header_rows <= 1 and len(first) == 1 and first[0].col == 0  # its only header row, if any
    if len(first) != 1 or t.header_rows < 2 and not headless or t.n_rows < 3 or clean(t.caption):
        return t
    heading = clean(first[0].text)
    if not CONTINUED_RE.search(heading) or headers.is_value(heading):
        return t
    cells = [c.model_copy(update={"row": c.row - 1}) for c in t.cells if c.row > 0]
    return t.model_copy(update={"cells": cells, "n_rows": t.n_rows - 1, "header_rows": max(t.header_rows - 1, 0),
                                "caption": heading, "column_paths": [p[1:] if p and p[0] == heading else p
                                                                     for p in t.column_paths]})


def _extent(t: Table, page: int) -> tuple[float, float] | None:
    """Top and bottom of the part of t printed on one page."""
    boxes = [c.bbox for c in t.cells if c.page == page and c.bbox]
    if boxes:
        return min(b[1] for b in boxes), max(b[3] for b in boxes)
    return (t.bbox[1], t.bbox[3]) if t.bbox and t.page == page else None


def _first_on_page(t: Table, tables: list[Table], extent=_extent) -> bool:
    mine = extent(t, t.page)
    return mine is None or all(
        o is t or (e := extent(o, t.page)) is None or e[0] >= mine[0] - 1 for o in tables)


def _ends_its_page(t: Table, tables: list[Table], extent=_extent) -> bool:
    page = _last_page(t)
    mine = extent(t, page)
    return mine is None or all(
        o is t or (e := extent(o, page)) is None or e[1] <= mine[1] + 1 for o in tables)
