"""Continuation: a table that runs on over the next pages becomes one table.

    page 3: Table 4: Item list         page 4: Table 4 (continued)     ->  one Table, pages=[3, 4]
            | Part | Price |                 | Part | Price |   <- repeated header: dropped
            | A-1  | 9.90  |                 | A-7  | 4.10  |       rows renumbered 0..n-1
            ...                              ...

Two pieces are joined when the second is the first table on the page right after the page the first one
ends on, the first is the last table there, and the second either says so in its caption ("continued",
"Fortsetzung", "devam") or has no caption of its own and the same columns: the same count, at the same
places, or a header that repeats the first one's. A header that is not repeated is fine: then every row
of the second piece is a body row.
"""
from __future__ import annotations

from tabsql.models import Table

from . import headers
from .context import CAPTION_RE, CONTINUED_RE
from .headers import clean, strip_markers


def _last_page(t: Table) -> int:
    return max(t.pages or [t.page])


def _top(t: Table) -> float:
    return t.bbox[1] if t.bbox else 0.0


def _row_key(t: Table, r: int) -> tuple[str, ...]:
    occ = {}
    for c in t.cells:
        if c.row == r:
            occ[c.col] = strip_markers(c.text).casefold()
    return tuple(occ.get(k, "") for k in range(t.n_cols))


def _col_centres(t: Table, page: int) -> dict[int, float]:
    """Median x-centre of the single-column cells of each column, on one page."""
    xs: dict[int, list[float]] = {}
    for c in t.cells:
        if c.col_span == 1 and c.bbox and c.page == page and clean(c.text):
            xs.setdefault(c.col, []).append((c.bbox[0] + c.bbox[2]) / 2)
    return {k: sorted(v)[len(v) // 2] for k, v in xs.items()}


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
    """How many leading rows of b repeat a's header rows (0 when the header is not repeated)."""
    h = a.header_rows
    if h == 0 or b.n_rows <= h:
        return 0
    for skip in range(h, 0, -1):  # the whole header, or its last rows (an upper spanning row left off)
        if all(_row_key(b, i) == _row_key(a, h - skip + i) for i in range(skip)):
            return skip
    return 0


def continues(a: Table, b: Table, first_on_page: bool, last_on_page: bool) -> bool:
    """Whether b is the next piece of a."""
    if b.page != _last_page(a) + 1 or not first_on_page or not last_on_page:
        return False
    cap = clean(b.caption)
    if cap and CONTINUED_RE.search(cap):
        return a.n_cols == b.n_cols or column_map(a, b) is not None
    if cap and CAPTION_RE.match(cap):
        return False  # a new table of its own
    if a.n_cols != b.n_cols:
        return False
    return repeated_header_rows(a, b) > 0 or columns_align(a, b)


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


def merge(a: Table, b: Table) -> Table:
    """b's rows appended under a's; b's repeated header rows dropped; notes and pages united."""
    drop = repeated_header_rows(a, b)
    offset = a.n_rows - drop
    remap = column_map(a, b) if a.n_cols != b.n_cols else None
    cells = list(a.cells)
    for c in b.cells:
        if c.row < drop:
            continue
        col = remap.get(c.col, c.col) if remap else c.col
        cells.append(c.model_copy(update={"row": c.row + offset, "col": col}))
    footnotes = list(a.footnotes)
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


def join(tables: list[Table]) -> list[Table]:
    """Join continued tables (input in reading order); ids renumbered t1, t2 ... in reading order."""
    ordered = sorted(enumerate(tables), key=lambda it: (it[1].page, _top(it[1]), it[0]))
    ordered_tables = [t for _, t in ordered]
    first_on: dict[int, int] = {}
    last_on: dict[int, int] = {}
    for i, t in enumerate(ordered_tables):
        first_on.setdefault(t.page, i)
        last_on[t.page] = i
    out: list[Table] = []
    for i, t in enumerate(ordered_tables):
        prev = out[-1] if out else None
        if prev is not None:
            prev_last_page = _last_page(prev)
            prev_is_last = last_on.get(prev_last_page) is not None and _is_last_piece(prev, ordered_tables, last_on)
            if continues(prev, t, first_on[t.page] == i, prev_is_last):
                out[-1] = merge(prev, t)
                continue
        out.append(t)
    return [t.model_copy(update={"id": f"t{i + 1}", "pages": t.pages or [t.page]}) for i, t in enumerate(out)]


def _is_last_piece(t: Table, ordered: list[Table], last_on: dict[int, int]) -> bool:
    """t (possibly already joined) is the last table on the page it ends on."""
    page = _last_page(t)
    last = ordered[last_on[page]]
    if len(t.pages or [t.page]) > 1:  # joined: its last piece came from that page
        return all(o.page != page or _top(o) <= _piece_top(t, page) for o in ordered)
    return last is t or (last.page == t.page and _top(last) <= _top(t))


def _piece_top(t: Table, page: int) -> float:
    tops = [c.bbox[1] for c in t.cells if c.page == page and c.bbox]
    return min(tops) if tops else 0.0
