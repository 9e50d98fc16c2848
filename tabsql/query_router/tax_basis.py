"""The tax basis of a price: whether it includes a sales tax (VAT, GST, IVA ...), as the question
asks it and as the cited cells' labels and notes print it (lexicon ``tax_basis``).

A clerk who asks the price "VAT included" of a list quoted ex VAT is not answered by the list's
figure, nor one who asks "net of VAT" of a list that includes it: the figure printed is another
amount than the one asked.

    >>> asked("What will Blubberhouses charge per bag, VAT included?"), asked("Total ex VAT please"), asked("price?")
    ('included', 'excluded', None)
    >>> asked("base rate plus the ferry supplement, before fuel and VAT?")
    'excluded'
    >>> printed(["Price per bag incl. VAT (£)"]), printed(["Prices exclude VAT at 20%."]), printed(["Delivery free"])
    ('included', 'excluded', None)
    >>> printed(["All prices include VAT.", "Prices exclude VAT."]) is None  # the notes disagree: no basis read
    True
"""
from __future__ import annotations

import re
from functools import lru_cache

from tabsql.query_router import lexicon
from tabsql.query_router.text import fold


@lru_cache(maxsize=None)
def _patterns(kind: str) -> tuple[re.Pattern, ...]:
    spec = lexicon.mapping("tax_basis")
    taxes = "|".join(spec["taxes"])
    return tuple(re.compile(p.replace("{tax}", taxes)) for p in spec[kind])


def asked(question: str) -> str | None:
    """The basis the question asks its price on; None when it says none (or both)."""
    t = fold(question)
    inc = any(p.search(t) for p in _patterns("asked_included"))
    exc = any(p.search(t) for p in _patterns("asked_excluded"))
    return "included" if inc and not exc else "excluded" if exc and not inc else None


def printed(texts: list[str]) -> str | None:
    """The basis ``texts`` (the labels or the notes of one place: a column's header, a table's
    notes) print; None when they print none, or both."""
    inc = any(p.search(fold(t)) for t in texts for p in _patterns("printed_included"))
    exc = any(p.search(fold(t)) for t in texts for p in _patterns("printed_excluded"))
    return "included" if inc and not exc else "excluded" if exc and not inc else None
