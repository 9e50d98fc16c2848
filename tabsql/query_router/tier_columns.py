"""A price list's quantity tiers printed as columns rather than rows ("Unit price > 100–499",
"ab 50 VE"): the tier a column's header ends in, read when a question states a quantity.

    >>> from tabsql.query_router.tier_columns import header_tier
    >>> t = header_tier("100–499"); (t.low, t.high), header_tier("2023–2024"), header_tier("2-5 years")
    ((100.0, 499.0), None, None)

Kept out of ``index`` (whose views are stored): reading a header's tier stores nothing.
"""
from __future__ import annotations

from functools import lru_cache

from tabsql.models import TypedValue
from tabsql.query_router import lexicon
from tabsql.query_router.index import ColView
from tabsql.query_router.text import fold


@lru_cache(maxsize=4096)
def header_tier(text: str) -> TypedValue | None:
    """The quantity range a header's text states, or None: a span of years or of time is no tier."""
    from tabsql.schema_normalize.numbers import read

    r = read(text)
    if r.kind != "range" or all(b is not None and 1900 <= b <= 2100 for b in (r.low, r.high)):
        return None  # "2023–2024" spans years, no quantities
    unit = fold(r.unit).strip(". ") if r.unit else ""
    if unit and not (lexicon.cue_pattern("units").fullmatch(unit) or lexicon.cue_pattern("counted_units").fullmatch(unit)):
        return None  # "2-5 years": a span of time (a maturity), not a quantity ordered; "3–6 days" of a rental is
    return TypedValue(kind="range", raw=text, low=r.low, high=r.high, unit=r.unit)


def column_tier(col: ColView, cols: list[ColView] = ()) -> TypedValue | None:
    """The quantity tier the column's header ends in, or None. A tier open above ("from 12", "ab 50
    VE") ends where the next tier of its neighbours ``cols`` (the table's columns, under the same
    headings) opens: "from 12" beside "from 48" holds 12 to 47, not every quantity from 12 on.

        "from 1 | from 12 | from 48 | from 144": 20 spools lie in "from 12" alone
    """
    tier = header_tier(col.path[-1]) if col.path else None
    if tier is None or tier.high is not None or tier.low is None:
        return tier
    above = [t.low for c in cols if c is not col and c.path[:-1] == col.path[:-1] and c.path
             and (t := header_tier(c.path[-1])) is not None and t.low is not None and t.low > tier.low]
    if not above:
        return tier
    nxt = min(above)
    whole = float(nxt).is_integer() and float(tier.low).is_integer()
    return tier.model_copy(update={"high": nxt - 1 if whole else nxt * (1 - 1e-12)})
