"""Columns headed by the initial of a dimension: spec sheets print "Size (mm) > H | W | D" for height, width
and depth, and "Weight (kg) > N | G" rarely; a question says the dimension in full.

    >>> names_initial("height", ["Size (mm)", "H"], None)
    True
    >>> names_initial("height", ["Class", "H"], None), names_initial("width", ["Size (mm)", "H"], None)
    (False, False)

A one-letter heading names a dimension only where the heading above it (or the column's unit) is a unit
that dimension is measured in (lexicon ``unit_dimensions``): "Class > A" is no "area".
"""
from __future__ import annotations

from tabsql.query_router import lexicon
from tabsql.query_router.text import tokens


def names_initial(word: str, path: list[str], unit: str | None) -> bool:
    """Whether the column ``path`` (unit ``unit``) is headed by the initial of the dimension ``word``."""
    if not path:
        return False
    leaf = path[-1].strip(" .")
    units = lexicon.mapping("unit_dimensions").get(word)
    if len(leaf) != 1 or not leaf.isalpha() or not units or word[0] != leaf.lower():
        return False
    printed = set(tokens(" ".join(path[:-1]))) | ({unit.lower()} if unit else set())
    return bool(printed & {u.lower() for u in units})
