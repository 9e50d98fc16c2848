"""The verbs a table's headings state, and the question words that say them.

A table of names relates its rows to its text cells without printing the verb a reader uses for
that relation: "Union" beside "Employee Group", the verb printed only in another heading
("Approximate Number of Active Employees Represented") or as the noun of the one who does it
("Representatives"; lexicon ``agent_suffixes``). "Which union represents the pilots?" says that
verb; it names no cell, it says what the table records. Both the router (``link``, ``cells``) and
the proof (``verify.proof``) read it here, so they agree on which words a heading's verb accounts
for. A leaf: it imports only ``text`` and ``lexicon``.

    >>> sorted(question_roots("represents")), header_roots("Representatives")
    (['represent', 'represents'], {'represent': 'Representatives'})
"""
from __future__ import annotations

from functools import lru_cache

from tabsql.query_router import lexicon
from tabsql.query_router.text import STOPWORDS, stem, tokens, verb_root

MIN_ROOT = 5  # a shorter root ("own", "lend", "cent") is too often another word's start


def _norm(root: str) -> str:
    """One spelling of a verb's root: no final "e" ("operate" ~ "operat-or"), "i" for "y"
    ("suppli-er" ~ "supply")."""
    root = root[:-1] if root.endswith("e") else root
    return root[:-1] + "y" if root.endswith("i") else root


@lru_cache(maxsize=8192)
def question_roots(tok: str) -> frozenset[str]:
    """The verb roots a question word may say: the word, its stem, its verb root ("representing")."""
    if not tok.isalpha() or tok in STOPWORDS:
        return frozenset()
    return frozenset(_norm(x) for x in (tok, stem(tok), verb_root(tok)) if len(x) >= MIN_ROOT)


@lru_cache(maxsize=8192)
def agent_root(word: str) -> str | None:
    """The verb an agent noun is made of ("representatives" -> "represent", "operator" -> "operat"),
    by the lexicon's ``agent_suffixes``; None for another word."""
    for suf in sorted(lexicon.words("agent_suffixes"), key=len, reverse=True):
        if word.endswith(suf) and len(word) - len(suf) >= MIN_ROOT:
            return _norm(word[: -len(suf)])
    return None


@lru_cache(maxsize=8192)
def header_roots(header: str) -> dict[str, str]:
    """The verbs a heading states, root -> the heading: a past participle ("Represented") or an
    agent noun ("Representatives")."""
    out: dict[str, str] = {}
    for w in tokens(header):
        if not w.isalpha():
            continue
        if w.endswith("ed") and len(w) - 2 >= MIN_ROOT:
            out.setdefault(_norm(w[:-2]), header)
        if (root := agent_root(w)) is not None:
            out.setdefault(root, header)
    return out


def said_verb(tok: str, headers: list[str]) -> str | None:
    """The heading among ``headers`` whose verb the question word ``tok`` says, else None."""
    roots = question_roots(tok)
    if not roots:
        return None
    return next((h for h in headers if roots & header_roots(h).keys()), None)
