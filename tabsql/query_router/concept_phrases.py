"""The concepts a question names by a phrase of the shipped vocabulary (synonyms.yaml), with the
question positions of each phrase.

A passive question splits a phrase by its auxiliary: "How many gallons of fuel was consumed"
says "gallons of fuel consumed", the fuel consumption concept, with "was" between its noun and
its closing participle. Such a phrase names its concept as the unsplit one does; only an
auxiliary (lexicon ``passive_auxiliaries``) just before the phrase's last word is read through,
so no other words are joined into a phrase they do not make.

    >>> from tabsql.schema_normalize.synonyms import default_synonyms
    >>> named("how many gallons of fuel was consumed in 2018".split(), default_synonyms())
    {'fuel_consumption': {2, 3, 4, 5, 6}}
"""
from __future__ import annotations

from collections.abc import Callable, Sequence

from tabsql.query_router import lexicon


def named(toks: Sequence[str], synonyms, known: Callable[[str], bool] | None = None) -> dict[str, set[int]]:
    """concept -> the positions of the question words naming it (``SynonymSet.spans_in``: ``known``
    the words the catalog prints), an auxiliary before a phrase's last word included."""
    out: dict[str, set[int]] = {}
    for concept, i, j in synonyms.spans_in(toks, known):
        out.setdefault(concept, set()).update(range(i, j))
    aux = lexicon.words("passive_auxiliaries")
    for k in range(1, len(toks) - 1):
        if toks[k] not in aux:
            continue
        kept = [*range(k), *range(k + 1, len(toks))]
        for concept, i, j in synonyms.spans_in([toks[n] for n in kept], known):
            first, last = kept[i], kept[j - 1]
            if last == k + 1 and first < k:  # the phrase ends in the word after the auxiliary
                out.setdefault(concept, set()).update(range(first, last + 1))
    return out
