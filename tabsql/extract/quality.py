"""Quality: how sure we are of a recovered grid, 0..1.

Three signs of a real, well-read table, each 0..1, averaged with weights:
- fill: the share of body positions that hold text (a grid full of holes was probably cut wrongly);
- regularity: the share of body rows that fill at least half of the columns;
- alignment: within each column, cell boxes line up on the left, right or centre (text poured into
  the wrong column breaks this).

    score(table)  # a clean 10x4 price table -> ~0.95; two lines of prose cut into "columns" -> < 0.5
"""
from __future__ import annotations

import statistics

from tabsql.models import Table

from .headers import clean


def _fill(table: Table, body_rows: range) -> tuple[float, list[int]]:
    filled: dict[int, int] = {r: 0 for r in body_rows}
    for c in table.cells:
        if not clean(c.text):
            continue
        for r in range(c.row, c.row + c.row_span):
            if r in filled:
                filled[r] += c.col_span
    per_row = [min(v, table.n_cols) for v in filled.values()]
    total = len(per_row) * table.n_cols
    return (sum(per_row) / total if total else 0.0), per_row


def _regularity(per_row: list[int], n_cols: int) -> float:
    """Share of body rows that fill at least half of the columns."""
    if not per_row:
        return 0.0
    need = max(2, n_cols / 2) if n_cols > 2 else 1
    return sum(1 for v in per_row if v >= need) / len(per_row)


def _spread(xs: list[float]) -> float:
    """Population standard deviation (statistics.pstdev is exact but slow)."""
    mean = sum(xs) / len(xs)
    return (sum((x - mean) ** 2 for x in xs) / len(xs)) ** 0.5


def _alignment(table: Table) -> float:
    """Mean over columns of how tightly the best of left/right/centre edges line up (1 = exactly)."""
    by_col: dict[int, list[tuple[float, float]]] = {}
    for c in table.cells:
        if c.col_span == 1 and c.bbox and clean(c.text) and c.row >= table.header_rows:
            by_col.setdefault((c.page, c.col), []).append((c.bbox[0], c.bbox[2]))
    scores = []
    for boxes in by_col.values():
        if len(boxes) < 3:
            continue
        width = max(1.0, statistics.median(b[1] - b[0] for b in boxes))
        spreads = [_spread([b[0] for b in boxes]), _spread([b[1] for b in boxes]),
                   _spread([(b[0] + b[1]) / 2 for b in boxes])]
        scores.append(max(0.0, 1.0 - min(spreads) / (width + 10.0)))
    return statistics.mean(scores) if scores else 0.7


def score(table: Table) -> float:
    """0..1: fill, row regularity and column alignment of the grid; tiny grids score low."""
    if table.n_rows < 2 or table.n_cols < 2 or not table.cells:
        return 0.2
    body = range(min(table.header_rows, table.n_rows - 1), table.n_rows)
    fill, per_row = _fill(table, body)
    value = 0.35 * min(1.0, fill / 0.8) + 0.35 * _regularity(per_row, table.n_cols) + 0.3 * _alignment(table)
    if table.n_rows * table.n_cols < 6:
        value *= 0.8
    return round(max(0.0, min(1.0, value)), 3)
