"""A text cell that lists several short values ("Cool white, DALI dimmable") holds each of them, as a
cell printing one alone ("DALI dimmable") does; a name with commas ("Transport Workers of America,
Local 550") lists nothing. Read by the router's lines (a count or filter over a column's text
values) and by readers.text_values, so both read such cells alike.

    >>> listed("Cool white, DALI dimmable"), listed("Transport Workers of America, Local 550")
    (['cool white', 'dali dimmable'], [])
"""
from __future__ import annotations

from tabsql.query_router.text import tokens

LISTED_WORDS = 3  # the most words each value of a cell listing several may have


def value_words(text: str) -> str:
    """A value as compared: its folded words, a footnote marker aside ("DALI dimmable¹")."""
    return " ".join(tokens(text.strip().rstrip("¹²³⁴⁵⁶⁷⁸⁹*†‡")))


def listed(text: str) -> list[str]:
    """The values a cell lists, each as ``value_words``; none unless it prints two or more, each of
    at most ``LISTED_WORDS`` words."""
    parts = text.split(",")
    if len(parts) < 2 or any(not tokens(p) or len(tokens(p)) > LISTED_WORDS for p in parts):
        return []
    return [value_words(p) for p in parts]
