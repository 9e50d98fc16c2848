"""Tiers and intervals printed as text ("100-499", "10,000+", "under 500", "ab 10.000").

A range is stored as an inclusive ``[low, high]`` pair (None = open), so a quantity falls in a tier
with ``low <= q <= high``. A strict bound ("under 500") is kept as the largest float below 500.

    >>> parse_range("100-499")
    Range(low=100.0, high=499.0, unit=None)
    >>> parse_range("ab 10.000", locale="de")
    Range(low=10000.0, high=None, unit=None)
    >>> contains(parse_range("100 – 499"), 250)
    True
"""
from __future__ import annotations

import math
import re
from dataclasses import dataclass

from tabsql.schema_normalize import numbers

_N = rf"(?P<{{name}}>{numbers.NUM_CORE})"
_UNIT = r"(?:\s*(?P<unit>[A-Za-zÄÖÜäöüçğışÇĞİŞ][\w./²³()]{0,11}))?"
_DASH = r"\s*(?:[-–—‒]|to|bis|until|through|thru|ile|ila)\s*"

# lower-bound words before / after the number; upper-bound words; inclusive unless "strict"
_FROM_BEFORE = r"(?:from|ab|von|at\s+least|min\.?|minimum|mindestens|en\s+az|≥|>=|=>|(?P<gt>>|over|above|more\s+than|greater\s+than|über|mehr\s+als))"
_FROM_AFTER = r"(?:\+|and\s+(?:above|over|more|up|longer)|or\s+(?:more|above|over|longer)|und\s+mehr|und\s+darüber|ve\s+üzeri|üzeri|(?P<gt2>'?[dt][ae]n\s+fazla))"
_TO_BEFORE = r"(?:up\s+to|to|bis|max\.?|maximum|höchstens|≤|<=|=<|(?P<lt><|under|below|less\s+than|fewer\s+than|unter|weniger\s+als))"
_TO_AFTER = r"(?:or\s+less|or\s+fewer|and\s+below|and\s+under|und\s+weniger|'?[ae]\s+kadar|(?P<lt2>altı|'?[dt][ae]n\s+az))"


@dataclass
class Range:
    low: float | None
    high: float | None
    unit: str | None = None


def _num(core: str, locale: str | None) -> float | None:
    return numbers._read_core(core.strip(), locale)


def _below(x: float) -> float:
    return math.nextafter(x, -math.inf)


def _above(x: float) -> float:
    return math.nextafter(x, math.inf)


def parse_range(text: str, *, locale: str | None = None) -> Range | None:
    """The interval a tier label prints, or None when the text is not a tier."""
    s = numbers.clean(text)
    # order-value tiers print a currency with the bounds ("EUR 0–499", "€500+")
    cur = None
    m = re.search(rf"(?<![A-Za-z])({_CUR})(?![A-Za-z])", s, re.I)
    if m and re.search(r"\d", s):
        cur = numbers.CURRENCIES[m.group(1).lower()]
        s = re.sub(rf"(?<![A-Za-z])(?:{_CUR})(?![A-Za-z])\s*", "", s, flags=re.I).strip()
    for pat, fn in _PATTERNS:
        m = pat.fullmatch(s)
        if not m:
            continue
        rng = fn(m, locale)
        if rng is not None:
            rng.unit = cur or m.groupdict().get("unit") or None
            return rng
    return None


def _between(m: re.Match, locale: str | None) -> Range | None:
    a, b = _num(m.group("a"), locale), _num(m.group("b"), locale)
    if a is None or b is None or b < a:
        return None
    return Range(a, b)


def _from(m: re.Match, locale: str | None) -> Range | None:
    a = _num(m.group("a"), locale)
    if a is None:
        return None
    strict = bool(m.groupdict().get("gt") or m.groupdict().get("gt2"))
    return Range(_above(a) if strict else a, None)


def _to(m: re.Match, locale: str | None) -> Range | None:
    b = _num(m.group("b"), locale)
    if b is None:
        return None
    strict = bool(m.groupdict().get("lt") or m.groupdict().get("lt2"))
    return Range(None, _below(b) if strict else b)


_A, _B = _N.format(name="a"), _N.format(name="b")
_CUR = r"€|\$|£|EUR|USD|GBP|CHF|TRY|TL"
_PATTERNS = [
    (re.compile(rf"(?:from\s+|von\s+)?{_A}{_DASH}{_B}{_UNIT}", re.I), _between),
    (re.compile(rf"between\s+{_A}\s+and\s+{_B}{_UNIT}", re.I), _between),
    (re.compile(rf"{_FROM_BEFORE}\s*{_A}{_UNIT}", re.I), _from),
    (re.compile(rf"{_A}\s*{_FROM_AFTER}{_UNIT}", re.I), _from),
    (re.compile(rf"{_A}{_UNIT}\s+{_FROM_AFTER}", re.I), _from),
    (re.compile(rf"{_TO_BEFORE}\s*{_B}{_UNIT}", re.I), _to),
    (re.compile(rf"{_B}\s*{_TO_AFTER}{_UNIT}", re.I), _to),
    (re.compile(rf"{_B}{_UNIT}\s+{_TO_AFTER}", re.I), _to),
]


def contains(rng: Range | None, quantity: float) -> bool:
    """Whether ``quantity`` falls in the tier."""
    if rng is None:
        return False
    return (rng.low is None or quantity >= rng.low) and (rng.high is None or quantity <= rng.high)
