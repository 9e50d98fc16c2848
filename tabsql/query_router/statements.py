"""The primary financial statements of a report: the income statement, the balance sheet and the
cash flow statement, known by what their lines print (``tabsql/data/statements.yaml``).

A 10-K prints a company's revenue, research and development or gross profit in its income
statement and again in notes, segment tables and the review of results, where the same label may
hold another amount (a business sold, a collaboration's share, one segment). A question that names
none of those says the company's own figure: among cells that fit it equally well, the statement's.
A table is a statement where it prints clearly more of the statement's lines than any other, or,
where several print about as many (a parent company's and its subsidiary's statements in one
combined report, a summary in the review of results), where it alone of them sits next to another
statement so found. Which tables are
statements is decided over the whole document when its views are stored
(``mark``), so a question reading only some of its tables sees the same statements."""
from __future__ import annotations

from functools import lru_cache
from importlib import resources
from typing import Any, Callable, TypeVar

import yaml

from tabsql.plan import Plan
from tabsql.query_router import lexicon
from tabsql.query_router.index import CatalogIndex, TableView
from tabsql.query_router.text import fold, tokens

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
    """Name each statement of one document's tables in its view (``_statement``, stored with it):
    the table printing clearly the most of a statement's lines; where several print about as many,
    the one of them printed nearest such a statement of the report (the statements sit together:
    a real estate trust's income statement beside its balance sheet, not its partnership's pages
    later nor the review of results), when one is nearest and within ``near_pages``; a statement
    so found is itself such a neighbour (a cash flow statement four pages after the income
    statement, two after the balance sheet, before the subsidiary's statements)."""
    defs = definitions()
    page = {tv.key: tv.nt.table.page for tv in tables}
    close: dict[str, list[str]] = {}  # kind -> the tables printing about as many of its lines as the most
    best: dict[str, tuple[int, str]] = {}
    for kind, words in defs["lines"].items():
        counts = {tv.key: _count(tv, words) for tv in tables}
        top = max(counts.values(), default=0)
        if top < defs["min_words"]:
            continue  # no table prints the statement's lines
        close[kind] = [k for k, n in counts.items() if n > top - defs["margin"] and n >= defs["min_words"]]
        if len(close[kind]) == 1 and top > best.get(close[kind][0], (0, ""))[0]:
            best[close[kind][0]] = (top, kind)
    anchors = [page[k] for k in best]
    found = True
    while found:  # a statement found by nearness anchors the next: income statement, balance sheet, cash flows
        found = False
        for kind, keys in close.items():
            if len(keys) < 2 or not anchors or any(kind == k for _, k in best.values()):
                continue
            near = sorted((min(abs(page[k] - p) for p in anchors), k) for k in keys if k not in best)
            if near and near[0][0] <= defs["near_pages"] and (len(near) == 1 or near[1][0] > near[0][0]):
                best[near[0][1]] = (0, kind)
                anchors.append(page[near[0][1]])
                found = True
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


def named(question: str) -> set[str]:
    """The statements a question names by their kind, in its own words or an instruction set aside
    ("According to the cash flow statement, ...": lexicon cues ``names_<statement>``)."""
    f = fold(question)
    return {kind for kind in definitions()["lines"] if lexicon.cue_pattern(f"names_{kind}").search(f)}


def title_of(tv: TableView) -> str | None:
    """What the statement a table is is called (``titles`` of statements.yaml), or None."""
    kind = kind_of(tv)
    return definitions()["titles"][kind] if kind is not None else None


def kind_of(tv: TableView) -> str | None:
    """The statement a table is, known by its lines (``statement_of``) or, printing too few of them,
    by its caption or section naming one ("Consolidated Statements of Income"); else None."""
    if (kind := statement_of(tv)) is not None:
        return kind
    t = tv.nt.table
    return _titled(" ".join(filter(None, [t.caption, t.section])))


@lru_cache(maxsize=4096)
def _titled(title: str) -> str | None:
    """The one statement a table's title names, or None (read once per title)."""
    kinds = named(title)
    return next(iter(kinds)) if len(kinds) == 1 else None


def named_elsewhere(question: str, p: Plan, index: CatalogIndex) -> Plan:
    """The plan, or a refusal where the question names one statement and the answer is read from
    another of the report's statements, or from a table that is none (a note, an average-balance
    table), that the named one does not bear out (no table of that report known as the named
    statement prints the figure): "dividends paid according to the cash flow statement" answered by
    the balance sheet's "Dividends and distributions payable"; "interest expense on deposits, per the
    income statement" by an average-balance table's "Other deposits". An answer
    reading some figure from the named statement stands (EBITDA: operating income from the income
    statement, "depreciation and amortization from the cash flow statement")."""
    kinds = named(question)
    if p.status != "answered" or len(kinds) != 1:
        return p
    (kind,) = kinds
    if any(statement_of(o.tv) == kind for o in p.operands):
        return p
    for o in p.operands:
        other = statement_of(o.tv)
        if other == kind or o.number is None:
            continue
        named_tables = [tv for tv in index.tables if tv.doc.id == o.tv.doc.id and statement_of(tv) == kind]
        if (other is None and (not named_tables or p.links.get("derived_measure"))) or any(
                c.value.number == o.number for tv in named_tables for c in tv.grid.values()):
            continue  # (a report with no table known as that statement: the question's name decides nothing;
            # a measure the report prints elsewhere, "free cash flow", is that measure of the statement's lines)
        where = f"the {other.replace('_', ' ')}" if other else f"a table on page {o.tv.nt.table.page}, not the statement"
        return Plan("not_found", p.op, "refused", p.operands, reason=f"the question names the "
                    f"{kind.replace('_', ' ')}; the figure found is read from {where}")
    return p
