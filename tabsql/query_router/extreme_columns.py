"""A superlative that names a column: "the lowest price of the stock in Q3 2017" over a table
printing "High" and "Low" side by side under "2017" asks the Low column's Q3 cell. The quarter and
year already pick one row and one pair of columns, so the superlative says which of the two, as a
heading word would; it is no least-of-the-rows here. Read only for a lookup, and only where the
opposite heading (lexicon ``extreme_headings``) is printed beside the column under the same
heading: a lone "Low" column, or "lowest" over a table with no such pair, is no such reading.
"""
from __future__ import annotations

from tabsql.query_router.analyze import Analysis
from tabsql.query_router.index import ColView, TableView
from tabsql.query_router.lexicon import extreme_headings
from tabsql.query_router.text import tokens


def _last(col: ColView) -> list[str]:
    return list(tokens(col.path[-1])) if col.path else []


def extreme_positions(a: Analysis, tv: TableView, col: ColView) -> frozenset[int]:
    """The question positions of the superlative that names the column (empty when none does):
    its own heading is the one word of a pair's side that the superlative names, and a column
    beside it under the same heading prints the opposite side's word alone."""
    if a.op != "lookup" or not col.path:
        return frozenset()
    said = _last(col)
    for heading, words, opposite in extreme_headings():
        if said != [heading]:
            continue
        pos = frozenset(i for i, t in enumerate(a.toks) if t in words)
        if pos and any(c is not col and c.path[:-1] == col.path[:-1] and _last(c) == [opposite] for c in tv.cols):
            return pos
    return frozenset()
