"""The concepts a question names by a phrase of the shipped vocabulary (synonyms.yaml), with the
question positions of each phrase.

A passive question splits a phrase by its auxiliary: "How many gallons of fuel was consumed"
says "gallons of fuel consumed", the fuel consumption concept, with "was" between its noun and
its closing participle. Such a phrase names its concept as the unsplit one does; only an
auxiliary (lexicon ``passive_auxiliaries``) just before the phrase's last word is read through,
so no other words are joined into a phrase they do not make. A question with do-support splits it
by its subject, and says its participle in the base form: "How many gallons of fuel did Varrowind
consume" says "gallons of fuel consumed" (the verb a few words after the auxiliary, lexicon
``do_auxiliaries``, read as its participle; the subject between them is no part of the phrase).

    >>> from tabsql.schema_normalize.synonyms import default_synonyms
    >>> named("how many gallons of fuel was consumed in 2018".split(), default_synonyms())
    {'fuel_consumption': {2, 3, 4, 5, 6}}
    >>> named("how many gallons of fuel did varrowind consume in 2016".split(), default_synonyms())
    {'fuel_consumption': {2, 3, 4, 7}}
"""
from __future__ import annotations

from collections.abc import Callable, Sequence

from tabsql.query_router import lexicon
from tabsql.query_router.terms import DO_REACH
from tabsql.query_router.text import participle


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
    for k, v, form in _do_supported(toks):
        said = [*toks[:k], form]
        for concept, i, j in synonyms.spans_in(said, known):
            if j == len(said) and i < k:  # the phrase ends in the verb, begun before the auxiliary
                out.setdefault(concept, set()).update({*range(i, k), v})
    return out


def _do_supported(toks: Sequence[str]):
    """(auxiliary, verb, the verb's participle) for each verb a do-auxiliary supports: a word after
    its subject, within ``DO_REACH`` of the auxiliary."""
    irregular = lexicon.mapping("irregular_participles")
    for k, t in enumerate(toks):
        if t not in lexicon.words("do_auxiliaries"):
            continue
        for v in range(k + 2, min(len(toks), k + DO_REACH + 1)):
            if (form := irregular.get(toks[v]) or participle(toks[v])) is not None:
                yield k, v, form
