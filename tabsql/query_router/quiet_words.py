"""Whether a word that names nothing may still pick out a line where the question is asked.

A verb the lexicon says names nothing ("record", "show", "report"; ``says_nothing``) is excused
only where no label prints it (informative.says_little): a label that prints it may be the line it
names ("Depreciation expense recorded" beside "... deferred"). Among many documents, though, some
label somewhere prints nearly every such word, and "What depreciation expense did Acme record?"
would be refused for a word that says how the figure came about, not which one. So the word is
judged where the rest of the question is asked: the tables that print every other word the
question names (in the documents it names, if any). When such tables exist and none of them prints
the word, it tells none of their lines apart and says nothing there; when one does, it may name a
line of that table, and it still counts.
"""
from __future__ import annotations

from tabsql.query_router.index import CatalogIndex
from tabsql.query_router.informative import in_catalog


def tells_apart(index: CatalogIndex, word: str, others: frozenset[str]) -> bool:
    """Whether ``word`` may name a line of the tables ``others`` (the question's other naming
    words) select: True when a table printing them all prints it too, or when no table prints
    them all (nothing is selected, so nothing excuses it). A word of ``others`` that names a
    document ("Verizon": its issuer, title or file name) selects that document's tables rather
    than a label; one every document's name holds selects nothing."""
    identity = {t for t in others if any(t in dv.identity for dv in index.docs)}
    naming = {t for t in identity if not all(t in dv.identity for dv in index.docs)}
    printed = [t for t in others - identity if in_catalog(t, index.vocab)]
    if not printed:
        return True  # the question names no line: the word may be all that does
    selected = False
    for dv in index.docs:
        if not naming <= dv.identity:
            continue
        for tv in dv.tables:
            terms = index.table_terms(tv)
            if all(in_catalog(t, terms) for t in printed):
                if in_catalog(word, terms):
                    return True
                selected = True
    return not selected
