"""The rows a subtotal adds up, as the members of a question about "the individual current asset
items" or "the current asset lines". A statement prints its items flat above "Total current assets";
the block of rows between the previous subtotal (or heading) and it are its items, and they are taken
only when they add up to the printed subtotal, so a misread block is never used.
"""
from __future__ import annotations

import re

from tabsql.query_router.text import stem, tokens

TOTAL_WORDS = re.compile(r"\b(?:total|totals|subtotal|summe|gesamt|insgesamt|toplam)\b", re.I)
# "which segment contributed the most to total revenue": a ranking never answers with the total, so
# the total it names is the one whose items are ranked
RANKING_OPS = {"argmax", "argmin"}
MEMBER_WORDS = {"individual", "item", "items", "line", "lines", "component", "components", "position",
                "positions", "einzelnen", "posten", "positionen"}


def subtotal_block(qt, tv, col) -> tuple[list, frozenset[int]] | None:
    """(rows, question positions) of the subtotal the question names by its items, or None."""
    if TOTAL_WORDS.search(qt.a.question) and qt.a.op not in RANKING_OPS:
        return None  # the question names the total itself
    rows = tv.rows
    for i, r in enumerate(rows):
        if not (r.row.is_subtotal or r.row.is_total) or not r.path:
            continue
        name = TOTAL_WORDS.sub(" ", r.path[-1]).strip(" ,:-")
        said = r.row.is_subtotal and _said_by_concept(qt, r)
        if said:  # a subtotal printed with no total word ("Kurzfristige Vermögenswerte"), named by its concept
            pos = frozenset(qt.concept_pos[r.row.concept])
        else:
            if not name or name == r.path[-1]:
                continue
            m = qt.match_text(name)
            asked = {stem(t) for t in qt.a.toks}
            if m.cov < 0.999 or not all(stem(t) in asked for t in tokens(name)):
                continue  # every word of the name, "non-" included, must be in the question
            pos = m.pos
        sub = tv.cell(r, col)
        if sub is None or sub.value.number is None:
            continue
        block = []
        for prev in reversed(rows[:i]):
            cell = tv.cell(prev, col)
            if prev.row.is_total or prev.row.is_subtotal or cell is None or cell.value.number is None:
                break
            block.append(prev)
        if len(block) < 2:
            continue
        total = sum(tv.cell(b, col).value.number for b in block)
        if abs(total - sub.value.number) > 0.002 * max(abs(sub.value.number), 1e-9):
            continue  # the block does not add up to the subtotal: not read as its items
        words = frozenset(k for k, t in enumerate(qt.a.toks) if t in MEMBER_WORDS or TOTAL_WORDS.fullmatch(t))
        return list(reversed(block)), pos | words
    return None


def _said_by_concept(qt, r) -> bool:
    """The question names the subtotal's concept and, but for total words, nothing of it is left
    out: the span of the concept is all the question says of the line ("current asset lines" for
    "Kurzfristige Vermögenswerte")."""
    return bool(r.row.concept) and r.row.concept in qt.concept_pos and any(
        t in MEMBER_WORDS for t in qt.a.toks)


def says_total(path: list[str]) -> bool:
    """The header or label says nothing but a total word ("Total", "Totals")."""
    said = tokens(path[-1]) if path else []
    return bool(said) and all(TOTAL_WORDS.fullmatch(t) for t in said)
