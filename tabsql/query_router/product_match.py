"""Finding a named product ("Nitrile gloves, powder-free, size L") in a price list printed in
another language ("Nitrilhandschuhe, puderfrei, Größe L", "Nitril eldiven, pudrasız, L beden").

Words do not carry over between languages, but a product's identity marks do: its numbers and codes
("500 mm x 300 m, 23 µm", "A4", "C4", size "L") and cognate stems ("nitril", "stretch", "toner").
A row is the product only when its marks equal the named product's and it is the one such row;
a row that shares some marks, or a foreign-language list where the product has no marks to look
for, leaves it unknown whether the list carries the product (the caller refuses then).

    >>> signature("Stretch film 500 mm x 300 m, 23 µm") == signature("Stretchfolie 500 mm x 300 m, 23 µm")
    True
    >>> cognate("Nitrile gloves, powder-free, size L", "Nitril eldiven, pudrasız, L beden")
    True
"""
from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass

from tabsql.query_router.index import RowView, TableView

_NUM = re.compile(r"\d+(?:[.,]\d+)*")
_CODE = re.compile(r"(?<![\w])(?:[A-Z]{1,2}\d{1,3}|X{0,3}[SML])(?![\w])")  # A4, C4, DN50; sizes S M L XL
_WORD = re.compile(r"[^\W\d_]{5,}")
STEM = 5  # shared leading letters that make two words cognates ("nitril|e", "nitril|handschuhe")


def _num(tok: str) -> str:
    """"1.000" / "1,000" / "1000" -> "1000"; "23,5" -> "23.5"."""
    if re.fullmatch(r"\d{1,3}(?:[.,]\d{3})+", tok):
        return re.sub(r"[.,]", "", tok)
    return tok.replace(",", ".")


def signature(text: str) -> Counter[str]:
    """The language-independent marks of a product description: numbers and codes."""
    marks = Counter(_num(t) for t in _NUM.findall(text))
    marks.update(m for m in _CODE.findall(text) if not m.isdigit())
    for m in list(marks):
        if re.fullmatch(r"[A-Z]{1,2}\d{1,3}", m):  # "A4" also yields the number 4
            digits = re.sub(r"^[A-Z]+", "", m)
            if marks.get(digits):
                marks[digits] -= 1
    return +marks


def cognate(a: str, b: str) -> bool:
    """Some word of `a` and some word of `b` share a stem of STEM letters."""
    wa = {w.lower()[:STEM] for w in _WORD.findall(a)}
    wb = {w.lower()[:STEM] for w in _WORD.findall(b)}
    return bool(wa & wb)


@dataclass
class ProductHit:
    """found: (table, row) of the product; unsure: a reason it cannot be told; neither: not listed."""

    found: tuple[TableView, RowView] | None = None
    unsure: str | None = None


def _row_text(r: RowView) -> str:
    return " ".join(dict.fromkeys(r.texts + r.path))


def find_product(product: str, tables: list[TableView], same_language: bool) -> ProductHit:
    """The row of `product` among rows that describe products (a text cell beside the label)."""
    want = signature(product)
    rows = [(tv, r) for tv in tables if any(c.numeric for c in tv.cols) for r in tv.rows if r.texts]
    if not rows:
        return ProductHit()
    exact = [(tv, r) for tv, r in rows if want and signature(_row_text(r)) == want]
    partial = [(tv, r) for tv, r in rows if want and (set(want) & set(signature(_row_text(r))))]
    cog = [(tv, r) for tv, r in rows if cognate(product, _row_text(r))]
    if want:
        if len(exact) == 1:
            tv, r = exact[0]
            if sum(want.values()) >= 2 or (tv, r) in cog:
                return ProductHit(found=exact[0])
            return ProductHit(unsure=f"only {_row_text(r)!r} shares a mark with it")
        if len(exact) > 1:
            named = [x for x in exact if x in cog]
            if len(named) == 1:
                return ProductHit(found=named[0])
            return ProductHit(unsure=f"{len(exact)} rows carry the same numbers")
        if partial and not same_language:
            return ProductHit(unsure=f"{_row_text(partial[0][1])!r} shares some of its numbers")
        return ProductHit()
    if len(cog) == 1:
        return ProductHit(found=cog[0])
    if cog or not same_language:
        return ProductHit(unsure="the list is in another language and the product has no numbers to match")
    return ProductHit()
