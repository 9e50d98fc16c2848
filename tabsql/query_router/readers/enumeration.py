"""Members a question lists by short names: "operating expenses (selling, administrative and R&D)",
"selling, G&A and R&D expenses". Each listed item, completed with the head noun the list shares
("expenses"), is linked to a concept through the synonym layer; the members are the rows of those
concepts, one row each, or none at all (then the question is not read this way).
"""
from __future__ import annotations

import re
from functools import lru_cache

from tabsql.query_router.text import tokens

_LIST = re.compile(r"[^(),?;:]*?(?:,\s*[^(),?;:]+?)+,?\s+(?:and|und|ve|sowie)\s+[^(),?;:]+", re.I)
_SPLIT = re.compile(r"\s*,\s*(?:and\s+|und\s+)?|\s+(?:and|und|ve|sowie)\s+", re.I)


@lru_cache(maxsize=1)
def _synonyms():
    from tabsql.schema_normalize.synonyms import default_synonyms

    return default_synonyms()


def _concept(phrase: str, heads: list[str]) -> str | None:
    syn = _synonyms()
    for text in [phrase, *(f"{phrase} {h}" for h in heads)]:
        hit = syn.concept_of(text)
        if hit and hit[1] == "exact":
            return hit[0]
    return None


@lru_cache(maxsize=256)
def listed_concepts(question: str) -> tuple[tuple[str, str], ...]:
    """(concept, the words that named it) per listed item, or () when any item does not link."""
    for m in _LIST.finditer(question):
        before = question[:m.start()].rstrip()
        named = before[:-1].split()[-2:] if before.endswith("(") else []  # "operating expenses (selling, ...)"
        heads = named[-1:]
        items = [i.split() for i in _SPLIT.split(m.group(0).strip()) if i.strip()]
        if len(items) < 2:
            continue
        last = items[-1]
        heads = heads + last[1:2]  # "R&D expenses in 2024": the noun after the last item is shared
        out: list[tuple[str, str]] = []
        for n, words in enumerate(items):
            spans = [words[-k:] for k in range(1, min(3, len(words)) + 1)] if n == 0 else \
                [words[:k] for k in range(1, min(3, len(words)) + 1)] if n == len(items) - 1 else [words]
            found = next(((c, " ".join(s + named + heads)) for s in spans if (c := _concept(" ".join(s), heads))), None)
            if found is None:
                break
            out.append(found)
        if len(out) == len(items) and len({c for c, _ in out}) == len(out):
            return tuple(out)
    return ()


def concept_members(qt, items: list, concepts: list[str | None]) -> list[tuple[int, frozenset[int]]]:
    """(item index, question positions) for each listed concept when every one is on exactly one item."""
    listed = listed_concepts(qt.a.question)
    if not listed:
        return []
    out = []
    for concept, words in listed:
        ks = [k for k, c in enumerate(concepts) if c == concept]
        if len(ks) != 1:
            return []
        want = set(tokens(words))
        out.append((ks[0], frozenset(i for i, t in enumerate(qt.a.toks) if t in want)))
    return out
