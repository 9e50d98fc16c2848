"""The one year a table's caption or lead-in states, which its quarter columns print none of.

    >>> sorted(stated_year("Table 1: Quarterly income statement, 2025 (three months ended)", ""))
    [2025]
    >>> stated_year("Comparative quarters, 2024 and 2025", "")
    frozenset()
"""
from __future__ import annotations

from functools import lru_cache

from tabsql.query_router.index import years_in


@lru_cache(maxsize=4096)
def stated_year(caption: str, lead_in: str) -> frozenset[int]:
    """The year of a table whose caption or lead-in states exactly one ("Quarterly income statement,
    2025"): the year of its quarter columns ("Q1" .. "Q4"). Empty when it states none or several."""
    years = years_in([caption, lead_in])
    return frozenset(years) if len(years) == 1 else frozenset()
