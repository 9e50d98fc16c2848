"""The primary financial statements of a report: the income statement, the balance sheet and the
cash flow statement, known by what their lines print (``tabsql/data/statements.yaml``).

A 10-K prints a company's revenue, research and development or gross profit in its income
statement and again in notes, segment tables and the review of results, where the same label may
hold another amount (a business sold, a collaboration's share, one segment). A question that names
none of those says the company's own figure: among cells that fit it equally well, the statement's.
A table is a statement only where it prints clearly more of the statement's lines than any other
(a parent company's and its subsidiary's statements in one combined report print about as many:
neither decides). Which tables are
statements is decided over the whole document when its views are stored
(``mark``), so a question reading only some of its tables sees the same statements."""
from __future__ import annotations

from functools import lru_cache
from importlib import resources
from typing import Any, Callable, TypeVar

import yaml

from tabsql.query_router.index import TableView
from tabsql.query_router.text import tokens

T = TypeVar("T")


@lru_cache(maxsize=1)
def definitions() -> dict[str, Any]:
    """The statements' line words of tabsql/data/statements.yaml, loaded once."""
    return yaml.safe_load(resources.files("tabsql").joinpath("data/statements.yaml").read_text("utf-8"))


def _count(tv: TableView, words: list[str]) -> int:
    """How many of the words some row label of the table says, as a run of its tokens (the last
    one may be a word's start: "inventor" of "Inventories")."""
    labels = [" " + " ".join(tokens(" ".join(r.path))) for r in tv.rows if r.path]
    return sum(any(" " + " ".join(tokens(w)) in label for label in labels) for w in words)


def mark(tables: list[TableView]) -> None:
    """Name each statement of one document's tables in its view (``_statement``, stored with it)."""
    defs = definitions()
    best: dict[str, tuple[int, str]] = {}
    for kind, words in defs["lines"].items():
        counts = {tv.key: _count(tv, words) for tv in tables}
        ranked = sorted(counts.items(), key=lambda kv: -kv[1])
        if not ranked or ranked[0][1] < defs["min_words"] or \
                len(ranked) > 1 and ranked[1][1] > ranked[0][1] - defs["margin"]:
            continue  # no table prints the statement's lines, or several about alike: none is known to be it
        key, top = ranked[0]
        if top > best.get(key, (0, ""))[0]:
            best[key] = (top, kind)
    for tv in tables:
        tv.__dict__["_statement"] = best[tv.key][1] if tv.key in best else None


def statement_of(tv: TableView) -> str | None:
    """The statement the table is (``mark``), or None (a note, a segment's table, a view not stored)."""
    return tv.__dict__.get("_statement")


def in_statements(items: list[T], table: Callable[[T], TableView]) -> list[T]:
    """Of rival readings of one document, those read from its primary statements, when some but not
    all are; else [] (rivals of several documents, or none or all in statements, decide nothing)."""
    tvs = [table(x) for x in items]
    if len({tv.doc.id for tv in tvs}) != 1:
        return []
    own = [x for x, tv in zip(items, tvs) if statement_of(tv)]
    return own if 0 < len(own) < len(items) else []
