"""A hyphenated word led by an issuer's name ("Kronwald-Artikel", "Orvane-prices"): German and
English join a company's name to a noun this way. The compound as a whole names nothing a table
prints, so its noun went unexplained and the question was refused although "Kronwald Artikel" is
answered. Such a word is read as its two words, the name and the noun, unless a label prints the
compound itself.

    >>> split("Wie viele Kronwald-Artikel kosten mehr als 20 €?", {"kronwald"}, set())
    'Wie viele Kronwald Artikel kosten mehr als 20 €?'
"""
from __future__ import annotations

from tabsql.query_router.text import fold, tokens

_EDGE = "?!.,;:()\"'“”„«»"


def first_name_words(names: list[str]) -> set[str]:
    """The first word of each issuer's name, folded: the word a question joins to a noun."""
    return {toks[0] for name in names if (toks := tokens(name or ""))}


def split(question: str, firsts: set[str], vocab: set[str] | frozenset[str]) -> str:
    """``question`` with each "Name-noun" word whose first part is an issuer's first name word,
    capitalised, and which no label prints whole, written as two words."""
    out = []
    for word in question.split(" "):
        core = word.strip(_EDGE)
        head, sep, rest = core.partition("-")
        if sep and head[:1].isupper() and head.isalpha() and rest.isalpha() and fold(head) in firsts \
                and fold(core) not in vocab:  # (a name is written capitalised)
            word = word.replace(core, f"{head} {rest}", 1)
        out.append(word)
    return " ".join(out)
