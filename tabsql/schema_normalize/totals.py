"""Total and subtotal rows, by label and by arithmetic.

A sum over items that also adds the subtotal double counts; so rows that close a block are marked.
By label: "Total ...", "Subtotal", "Gesamt", "Summe", "Insgesamt", "Toplam", "Ara toplam" ...
By arithmetic: a row whose values equal (within rounding) the sum of the rows it closes, where a
closed block can itself stand for its items ("Total assets" = non-current + current subtotals).

    >>> mark_totals(["Product", "Services", "Total revenue"], [[1.0, 2.0], [3.0, 4.0], [4.0, 6.0]])
    [(False, False), (False, False), (True, False)]
"""
from __future__ import annotations

import re

from tabsql.schema_normalize.numbers import normalize_text

_SUBTOTAL = re.compile(r"\b(sub-?total|zwischensumme|teilsumme|ara\s+toplam|ara\s+toplami)\b")
_TOTAL = re.compile(
    r"^(total|totals|grand total|gesamt|summe|insgesamt|toplam|genel toplam|sum|overall)\b|"
    r"\b(total|totals|gesamt|insgesamt|summe|toplam|toplami|bilanzsumme|group total)$|"
    r"^(summe|total)\s|\bgesamtsumme\b|bilanzsumme"
)


_MAX_PARTS = 15


def label_kind(label: str) -> str | None:
    """"subtotal", "total" or None from the wording of a row label."""
    s = normalize_text(label)
    if _SUBTOTAL.search(s):
        return "subtotal"
    if _TOTAL.search(s):
        return "total"
    return None


def _close(a: float, b: float, tol: float) -> bool:
    return abs(a - b) <= tol


def mark_totals(
    labels: list[str], values: list[list[float | None]], decimals: list[int] | None = None
) -> list[tuple[bool, bool]]:
    """(is_total, is_subtotal) per row.

    ``values`` holds each row's printed numbers in the table's numeric columns (None = empty);
    ``decimals`` the largest count of printed decimals per column (for the rounding tolerance).
    A row marked by arithmetic that is later summed by another total becomes a subtotal.
    """
    n = len(labels)
    kinds = [label_kind(lab) for lab in labels]
    for i, k in enumerate(kinds):  # a "Total revenue" line with no item above it closes nothing
        if k and not any(any(x is not None for x in values[j]) for j in range(i)) and any(x is not None for x in values[i]):
            kinds[i] = None
    ncols = max((len(v) for v in values), default=0)
    decimals = decimals or [0] * ncols
    closes: dict[int, int] = {}  # total row -> first row of its block
    arith = [False] * n
    used_by: dict[int, int] = {}
    for i in range(n):
        vi = values[i]
        if sum(1 for x in vi if x not in (None, 0.0)) == 0:
            continue
        if re.search(r"\d", labels[i]) and kinds[i] is None:
            continue  # codes, years and quarters label items, not sums
        found = _closing_block(i, values, closes, decimals)
        if found is not None:
            start, parts = found
            closes[i] = start
            arith[i] = True
            for p in parts:
                if p in closes:
                    used_by[p] = i
    out = []
    for i in range(n):
        if kinds[i] == "subtotal":
            out.append((False, True))
        elif kinds[i] == "total" or arith[i]:
            sub = i in used_by or (kinds[i] != "total" and _later_total(i, kinds))
            out.append((not sub, sub))
        else:
            out.append((False, False))
    return out


def _later_total(i: int, kinds: list[str | None]) -> bool:
    return any(k == "total" for k in kinds[i + 1:])


def _closing_block(
    i: int, values: list[list[float | None]], closes: dict[int, int], decimals: list[int]
) -> tuple[int, list[int]] | None:
    """The block of rows above ``i`` whose sum equals row ``i``: (first row, summed rows)."""
    vi = values[i]
    cols = [c for c, x in enumerate(vi) if x is not None]
    if not cols:
        return None
    # two walks: over leaf rows only, and over blocks (a closed block stands for its rows)
    for use_blocks in (False, True):
        acc = [0.0] * len(vi)
        parts: list[int] = []
        skipped: list[int] = []
        j = i - 1
        while j >= 0:
            vj = values[j]
            if j in closes and not use_blocks:
                skipped.append(j)
                j -= 1
                continue
            if all(x is None for x in vj):
                j -= 1
                continue
            for c in cols:
                acc[c] += vj[c] if c < len(vj) and vj[c] is not None else 0.0
            parts.append(j)
            if len(parts) > _MAX_PARTS:
                break
            nxt = closes[j] - 1 if (use_blocks and j in closes) else j - 1
            j = nxt
            if len(parts) >= 2 and all(
                _close(acc[c], vi[c] or 0.0, 0.5 * 10 ** -decimals[c] * (len(parts) + 1) + 1e-9)
                for c in cols
            ):
                nonzero_parts = sum(1 for p in parts if any(values[p][c] for c in cols if c < len(values[p])))
                if nonzero_parts >= 2:
                    start = min(closes.get(p, p) if use_blocks else p for p in parts)
                    return start, parts + [k for k in skipped if k >= start]
    return None
