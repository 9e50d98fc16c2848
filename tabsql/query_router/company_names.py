"""Company names a text prints in full with their legal form ("Alaska Airlines, Inc.", "Virgin
America Inc."), which a question says by the name's first word ("the Chief Operating Officer of
Alaska"): the rest of such a name goes unsaid as a name's legal form and trade word do.

    said_names(("what", "is", "the", "age", "of", "alaska"), "President of Alaska Airlines, Inc. and of Virgin America Inc.")
        -> {"airlines": {5}}

A name's words are the capitalised words just before its legal form (lexicon ``company_forms``),
three at most;
a word that is also in a name the question does not say ("Inc." of "Virgin America Inc.") is left
to be said, so the credit never reaches another company's name.
"""
from __future__ import annotations

from functools import lru_cache

from tabsql.query_router import lexicon
from tabsql.query_router.text import tokens

NAME_WORDS = 3  # a longer capitalised run before the form is a title and a name ("Chief Financial Officer Alaska Airlines Inc.")


@lru_cache(maxsize=65536)
def name_runs(text: str) -> tuple[tuple[str, ...], ...]:
    """The company names ``text`` prints with a legal form, each as its folded words (the form last);
    remembered by text, since every question reads the same text cells again."""
    forms = lexicon.words("company_forms")
    runs: list[tuple[str, ...]] = []
    run: list[str] = []
    for word in text.split():
        toks = tokens(word)
        if not toks:
            run = []
            continue
        if len(toks) == 1 and toks[0] in forms:
            if 0 < len(run) <= NAME_WORDS:
                runs.append((*run, toks[0]))
            run = []
        elif word.lstrip("(\"'")[:1].isupper():
            run = [*run, *toks]
        else:
            run = []
    return tuple(runs)


def said_names(question: tuple[str, ...], text: str) -> dict[str, set[int]]:
    """The words of ``text``'s company names whose first word the question says, with its positions."""
    said, unsaid = {}, set()
    for run in name_runs(text):
        at = {i for i, t in enumerate(question) if t == run[0]}
        if at:
            for w in run[1:]:
                said.setdefault(w, set()).update(at)
        else:
            unsaid.update(run)
    return {w: at for w, at in said.items() if w not in unsaid}
