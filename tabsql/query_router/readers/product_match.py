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


def _overlap(a: Counter[str], b: Counter[str]) -> float:
    """Shared marks over all marks of the two (1.0 = the same marks)."""
    return sum((a & b).values()) / max(1, sum((a | b).values()))


@dataclass
class ProductHit:
    """found: (table, row) of the product; unsure: a reason it cannot be told; neither: not listed."""

    found: tuple[TableView, RowView] | None = None
    unsure: str | None = None


def _row_text(tv: TableView, r: RowView) -> str:
    """The row's product description: its description column, else its longest text cell (never
    the SKU label or the pack size, whose numbers are not the product's)."""
    desc = [c for c in tv.cols if c.col.concept == "description"]
    texts = [cell.text for c in desc if (cell := tv.cell(r, c)) is not None] or \
        sorted(r.texts, key=len, reverse=True)[:1]
    return " ".join(texts)


def find_product(product: str, tables: list[TableView], same_language: bool) -> ProductHit:
    """The row of `product` among rows that describe products (a text cell beside the label)."""
    want = signature(product)
    rows = [(tv, r, _row_text(tv, r)) for tv in tables
            if any(c.numeric for c in tv.cols) and any(c.col.concept == "description" for c in tv.cols)
            for r in tv.rows]
    if not rows:
        return ProductHit()  # no table of products
    exact = [(tv, r) for tv, r, t in rows if want and signature(t) == want]
    partial = [t for tv, r, t in rows if want and _overlap(want, signature(t)) >= 0.5]
    cog = [(tv, r) for tv, r, t in rows if cognate(product, t)]
    if same_language:  # its words did not match: a row that shares marks is another variant, or unsure
        return ProductHit(unsure="a row carries its numbers but other words") if exact else ProductHit()
    if want:
        named = [x for x in exact if x in cog]
        if len(exact) == 1 and (sum(want.values()) >= 2 or named):
            return ProductHit(found=exact[0])
        if len(exact) > 1 and len(named) == 1:
            return ProductHit(found=named[0])
        if exact or partial or cog:
            return ProductHit(unsure="rows share some of its marks or words but none is surely it")
        return ProductHit()
    if len(cog) == 1:
        return ProductHit(found=cog[0])
    return ProductHit(unsure="the list is in another language and the product has no numbers to match")


def product_operands(qt, tables: list[TableView], candidates) -> tuple[list, str | None, bool]:
    """Operands for the quoted product in one issuer's tables whose words did not name it: its
    price cells (`candidates` = cells.lookup_candidates, forced to the product's row), a reason it
    cannot be told whether the list carries the product, and whether the lists are in the
    question's language (then a half-matching row still leaves it unknown)."""
    from tabsql.schema_normalize.metadata import language_of
    from tabsql.query_router.text import tokens

    product = qt.a.quoted[0]
    q_lang = language_of(qt.a.question) or "en"
    langs = {tv.doc.meta.language for tv in tables}
    same = langs == {q_lang}
    hit = find_product(product, tables, same_language=same)
    if hit.found is None:
        return [], hit.unsure, same
    tv, row = hit.found
    cands = candidates(qt, [tv], {}, force_row=(tv.key, row.row.index), need_col_words=True)
    words = set(tokens(product))
    named = frozenset(i for i, t in enumerate(qt.a.toks) if t in words)
    for c in cands:
        c.explained = c.explained | named  # the product's words are named by the matched row
    return cands, None, same
