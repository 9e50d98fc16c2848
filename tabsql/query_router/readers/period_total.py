"""A span of months asked is the line that covers exactly those months: a share-repurchase table
printing "October 1, 2018 - October 31, 2018", "November ...", "December ..." and a "Total" line
answers "the average price paid per share in the last 3 months of 2018" with the Total line's
"Average Price Paid per Share", whatever the total holds (a sum, or the weighted average price).

    >>> # review(analysis of "... average price paid per share in the last 3 months of 2018?", idx, refused)
    >>> # -> Plan(answered, lookup, value=65.21, operands=[Total / Average Price Paid per Share])

The months a line covers are the table's (``index.RowView.span``: its own label's period, or for a
total line the period lines right above it, month after month); the months asked are the Intent's
(``analyze.Analysis.periods``, read from lexicon data). The column is the one the question names,
as any lookup's; an average or a sum asked only of a cell whose labels print the word (the
line's own "Average Price", never one computed over its months). Only a question the router refused: a line the question names by its words is the
lookup's; where several tables hold such a line, none is picked.
"""
from __future__ import annotations

import dataclasses

from tabsql.plan import Plan
from tabsql.query_router import lexicon
from tabsql.query_router.analyze import Analysis
from tabsql.query_router.index import CatalogIndex, TableView
from tabsql.query_router.link import QuestionTerms, doc_links
from tabsql.query_router.route import Scope, best_lookup
from tabsql.query_router.text import fiscal_end, quarter_months, tokens


def review(a: Analysis, idx: CatalogIndex, p: Plan, synonyms=None) -> Plan:
    """The cell of the line covering the one span of months asked, for a refused lookup or an
    average or sum computed over the lines of its months; else ``p``."""
    if a.op not in ("lookup", "average", "sum", "count") or a.thresholds or not (len(a.periods) == 1 or _quarter(a)):
        return p
    if p.status == "answered" and not (_over_months(p, _asked(a, p.operands[0].tv)) or _is_line(p, a)):
        return p
    # the line is found by its months, so the quarter asked is no longer a label to match
    qt = QuestionTerms.build(dataclasses.replace(a, quarters=set(), quarterly=False), idx, synonyms)
    docs, doc_pos, named = doc_links(qt, idx.docs)
    scope = Scope(docs, doc_pos, named > 0, idx.docs)
    found = []
    for tv in scope.tables:
        span = _asked(a, tv)
        for r in tv.rows:
            if span is None or r.span != span:
                continue
            op, _, _ = best_lookup(qt, scope, force_row=(tv.key, r.row.index), years=set())
            if op is not None and op.number is not None and (a.op in ("lookup", "count") or _says_operation(op, a.op)):
                found.append((op, span))
    if len(found) != 1:
        return p  # no line covers the months, or several do: not this reader's to pick
    op, span = found[0]
    if p.status == "answered" and p.op != "lookup" and _is_line(p, a):
        return p  # (a count of the line's cells: not the line's value)
    return Plan("answered", "lookup", "lookup", [op], op.value, op.unit,
                links={**p.links, "table": op.tv.key, "row": op.row.text, "column": op.col.text,
                       "period_span": list(span), "explained": sorted(op.explained)})


def _says_operation(op, operation: str) -> bool:
    """An average or sum asked is the cell's own when its labels print the word ("Average Price Paid
    per Share"; lexicon ``label_operations``): the line's value, not one computed over its months."""
    said = lexicon.mapping("label_operations")
    return any(said.get(w) == operation for w in tokens(" ".join(op.row.path + op.col.path)))


def _quarter(a: Analysis) -> tuple[int, int] | None:
    """(year, quarter) when the question asks one quarter of one year ("Q4 2018")."""
    years = set(a.years) - a.doc_year_mentions
    return (next(iter(years)), next(iter(a.quarters))) if len(a.quarters) == 1 and len(years) == 1 and not a.periods else None


def _asked(a: Analysis, tv: TableView) -> tuple[int, int] | None:
    """The months asked, as the table's report counts them: a span said in months, or a quarter of
    a fiscal year ending in the month the report's year ends (``text.fiscal_end``)."""
    if a.periods:
        return a.periods[0] if len(a.periods) == 1 else None
    yq = _quarter(a)
    return quarter_months(yq[0], yq[1], fiscal_end(tv.doc.meta.period_end)) if yq else None


def _is_line(p: Plan, a: Analysis) -> bool:
    """A lookup or count answered by (or over) the one line covering the months asked: the same
    cell, read as that line ("how many shares in Q4 2018" -> the column's total line)."""
    ops = p.operands
    return len(ops) == 1 and ops[0].row.span is not None and ops[0].row.span == _asked(a, ops[0].tv)


def _over_months(p: Plan, span: tuple[int, int] | None) -> bool:
    """An average or sum answered over cells of one column whose lines are periods inside the span
    asked (the three monthly average prices): the line covering the span is the table's own figure."""
    ops = p.operands
    return span is not None and p.op in ("average", "sum") and len(ops) >= 2 and len({(o.tv.key, o.col.col.index) for o in ops}) == 1 and \
        all(o.row.span is not None and span[0] <= o.row.span[0] and o.row.span[1] <= span[1] for o in ops)
