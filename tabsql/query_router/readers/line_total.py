"""A line's total column answers "how many" of the line: a fleet table printing
"Owned | Leased | Total" per aircraft type answers "How many Boeing 737-800 aircraft did American
have?" with the type's Total, the number its other columns add up to, not with how many of its
cells hold a value (the Seating Capacity and Average Age beside it are no members of a count).

    >>> # review(analysis of "How many Boeing 737-800 did American have?", idx, refused) ->
    >>> # Plan(answered, lookup, value=304, operands=[Boeing 737-800 / Total])

A column is a line total when its header says nothing but a total word (``subtotal.TOTAL_WORDS``:
"Total", "Totals", "Gesamt") and, on every line with numbers in
them, it is the sum of the run of two or more columns of numbers printed right before it (so a
misread column is never taken for a total). The line is the row the question names, found as any
lookup finds a row; a question that names a column too ("owned") is the lookup's, not this reader's.
"""
from __future__ import annotations

from tabsql.plan import Plan
from tabsql.query_router.analyze import Analysis
from tabsql.query_router.index import CatalogIndex, ColView, TableView
from tabsql.query_router.link import QuestionTerms, col_match, doc_links
from tabsql.query_router.readers.subtotal import says_total
from tabsql.query_router.route import best_lookup, Scope

MIN_PARTS = 2  # columns a total must add up
MIN_LINES = 2  # lines on which it must do so


def review(a: Analysis, idx: CatalogIndex, p: Plan, synonyms=None) -> Plan:
    """The total column's cell of the named line for a count without a threshold that the router
    refused, or answered by counting one line's cells across its columns; such a count that took
    the line's total column among the things it counted is refused, and so is a sum or an average of
    one line's cells across its columns that took its total column with them (the parts and their
    total added again: "the average X of a Boeing 787-9" over Seats, Age, Owned, Leased, Total);
    else ``p``."""
    if p.op in ("sum", "average") and _one_line(p) and any(id(o.col) in {id(c) for c in _total_columns(o.tv)}
                                                          for o in p.operands):
        return Plan("not_found", p.op, "refused", p.operands, links=p.links,
                    reason="the cells are one line's measures, its total among them: nothing to add up or average")
    if a.op != "count" or a.thresholds or not (p.status != "answered" or _counted_one_line(p)):
        return p
    qt = QuestionTerms.build(a, idx, synonyms)
    docs, doc_pos, named = doc_links(qt, idx.docs)
    scope = Scope(docs, doc_pos, named > 0, idx.docs)
    totals = [(tv, c) for tv in scope.tables for c in _total_columns(tv)]
    own = {id(c) for _, c in totals}
    if any(c.numeric and id(c) not in own and col_match(qt, tv, c).ok for tv in idx.tables for c in tv.cols):
        return p  # the question names another column ("owned"): not a count of the whole line
    found = []
    for tv, c in totals:  # "in total, what was the count of X" names the total column itself
        op, _, _ = best_lookup(qt, scope, force_col=(tv.key, c.col.index))
        if op is not None and op.number is not None:
            found.append(op)
    if len(found) != 1:
        if _counted_one_line(p) and any(says_total(o.col.path) for o in p.operands):
            return Plan("not_found", p.op, "refused", p.operands, links=p.links,
                        reason="the counted cells are one line's measures, its total among them: nothing to count")
        return p  # no line named, or several tables' totals fit: not this reader's to pick
    op = found[0]
    return Plan("answered", "lookup", "lookup", [op], op.value, op.unit,
                links={**p.links, "table": op.tv.key, "row": op.row.text, "column": op.col.text, "line_total": True})


def _counted_one_line(p: Plan) -> bool:
    """A count answered by counting the cells of one row across columns no year heads: the
    measures of one line (capacity, age, owned ...), which are nothing to count."""
    return p.op == "count" and p.threshold is None and _one_line(p)


def _one_line(p: Plan) -> bool:
    """An answer computed over the cells of one row across columns no year heads."""
    ops = p.operands
    return p.status == "answered" and len(ops) >= 2 and len({(o.tv.key, o.row.row.index) for o in ops}) == 1 \
        and not any(o.col.years for o in ops)


def _total_columns(tv: TableView) -> list[ColView]:
    """The table's columns that total the run of columns of numbers printed right before them."""
    out = []
    for k, c in enumerate(tv.cols):
        if not (c.numeric and says_total(c.path)):
            continue
        run = []
        for prev in reversed(tv.cols[:k]):
            if not prev.numeric:
                break
            run.insert(0, prev)
        if summed_run(tv, run, c) is not None:
            out.append(c)
    return out


def summed_run(tv: TableView, run: list[ColView], total: ColView) -> list[ColView] | None:
    """The longest tail of ``run`` (two or more columns) that sums to ``total`` on every line that
    has numbers there, on at least ``MIN_LINES`` lines (a dash is a zero where the total prints
    one); None when none does."""
    for start in range(len(run) - MIN_PARTS, -1, -1):
        parts = run[start:]
        lines = 0
        for r in tv.rows:
            t = tv.cell(r, total)
            if t is None or t.value.number is None:
                continue
            vals = [(cell.value.number if (cell := tv.cell(r, c)) is not None else None) for c in parts]
            if all(v is None for v in vals):
                continue
            if abs(sum(v or 0.0 for v in vals) - t.value.number) > 1e-6 * max(1.0, abs(t.value.number)):
                break
            lines += 1
        else:
            if lines >= MIN_LINES:
                return parts
    return None
