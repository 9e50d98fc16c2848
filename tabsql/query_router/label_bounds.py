"""Bounds a line's label states, against the bounds a question states.

A question that bounds a number ("a grand piano up to 6 ft") names no line whose label bounds the
same number the other way ("Grand piano over 6 ft"): no value the question admits is that line's;
nor a line bounding another number the same way ("Less than 5 years" for "less than 10 years
remaining"): that line holds part of what is asked, or more. The label is read by the question
parser (``analyze``), so "over", "up to", "less than" mean the same on both sides.

    >>> excluded([("<=", 6.0)], "Grand piano over 6 ft"), excluded([("<=", 6.0)], "Grand piano up to 6 ft (1.83 m)")
    (True, False)
    >>> excluded([("<", 10.0)], "Less than 5 years")
    True
"""
from __future__ import annotations

from functools import lru_cache

from tabsql.query_router.analyze import analyze

BELOW, ABOVE = frozenset({"<", "<="}), frozenset({">", ">="})


def excluded(bounds: list[tuple[str, float]], label: str) -> bool:
    """Whether the label bounds a number of ``bounds`` (the question's: comparison, value) the other
    way, or another number the same way; two inclusive bounds on one number ("up to 6", "6 and
    over") still share it."""
    for cmp, value in label_bounds(label):
        for asked, v in bounds:
            same_way = cmp in BELOW and asked in BELOW or cmp in ABOVE and asked in ABOVE
            if same_way and v != value:
                return True
            if v == value and not same_way and not (cmp.endswith("=") and asked.endswith("=")):
                return True
    return False


@lru_cache(maxsize=8192)
def label_bounds(label: str) -> tuple[tuple[str, float], ...]:
    """The bounds a label states as a question would ("over 6 ft": > 6)."""
    return tuple((th.cmp, th.value) for th in analyze(label).thresholds)
