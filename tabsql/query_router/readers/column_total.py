"""A column's total line answers "how many" of the column: a fleet table printing "Number of
Aircraft | Number Owned | Number Leased" per aircraft type above a "Totals" line answers "How many
aircraft did Southwest lease?" with the Totals line's "Number Leased", not with how many type rows
hold a value there (3), and "How many aircraft did Southwest have?" with its "Number of Aircraft".

    >>> # review(analysis of "How many aircraft did Southwest lease?", idx, refused) ->
    >>> # Plan(answered, lookup, value=123, operands=[Totals / Number Leased])

A lookup the router refused that asks a number of things as a noun ("What was the number of
aircraft owned by Southwest?"; lexicon cue ``number_of_things``) is read as that count.

The column is the one the question names (its counted noun, "aircraft", or a verb meeting its
participle, "lease" / "Leased"). Where it names two, and one is the sum of a run of columns beside
it that holds the other ("Number of Aircraft" = Owned + Leased on every line), the part is asked
("how many aircraft did X lease": the leased ones), and the whole's words are accounted for by it.
The total line is the last line whose label says nothing but a total word, proven the sum of the
item lines above it in that column (so a misread line is never taken for a total). A question that
names a line ("737-800") is the lookup's or ``line_total``'s, not this reader's.
"""
from __future__ import annotations

from tabsql.plan import Plan
from tabsql.query_router.analyze import Analysis
from tabsql.query_router.index import CatalogIndex, ColView, RowView, TableView
from tabsql.query_router.link import QuestionTerms, col_match, doc_links, row_match
from tabsql.query_router.readers.line_total import MIN_LINES, summed_run
from tabsql.query_router.readers.subtotal import TOTAL_WORDS, says_total
from tabsql.query_router.route import best_lookup, Scope
from tabsql.query_router.text import content_tokens, stem


def review(a: Analysis, idx: CatalogIndex, p: Plan, synonyms=None) -> Plan:
    """The named column's total-line cell for a count without a threshold that the router refused,
    or answered by counting the item cells of that one column; else ``p``."""
    counted = a.op == "count" or a.op == "lookup" and p.status != "answered" and a.says("number_of_things")
    if not counted or a.thresholds or not (p.status != "answered" or _counted_one_column(p)):
        return p
    qt = QuestionTerms.build(a, idx, synonyms)
    docs, doc_pos, named = doc_links(qt, idx.docs)
    scope = Scope(docs, doc_pos, named > 0, idx.docs)
    found = []
    for tv in scope.tables:
        if any(not r.row.is_total and row_match(qt, r).ok for r in tv.rows) or _kind_said(a, tv):
            continue  # a line is named, or the lines' kind ("how many types"): not the column's total
        cols = {c.col.index: c for c in tv.cols if c.numeric and col_match(qt, tv, c).ok}
        wholes = {w for w in cols if any(_is_part(tv, cols[w], cols[k]) for k in cols if k != w)}
        mask = frozenset().union(*(col_match(qt, tv, cols[w]).pos for w in wholes))
        for k in set(cols) - wholes:
            total = _total_line(tv, cols[k], {stem(t) for t in a.toks})
            if total is None:
                continue
            op, _, _ = best_lookup(qt, scope, force_row=(tv.key, total.row.index), force_col=(tv.key, k), mask=mask)
            if op is not None and op.number is not None:
                found.append((op, mask))
    if len(found) != 1:
        return p  # no column named, or several fit: not this reader's to pick
    op, mask = found[0]
    return Plan("answered", "lookup", "lookup", [op], op.value, op.unit,
                links={**p.links, "table": op.tv.key, "row": op.row.text, "column": op.col.text, "column_total": True,
                       "explained": sorted(op.explained | mask)})


def _kind_said(a: Analysis, tv: TableView) -> bool:
    """The question says the head noun of the lines' kind, as their label column's header prints it
    ("how many aircraft types" over "Aircraft type"; not "how many employees" over "Employee Group",
    whose lines are groups)."""
    t = tv.nt.table
    heads = {stem(w[-1]) for c in tv.nt.columns if c.index < t.label_cols and c.path if (w := content_tokens(c.path[-1]))}
    return bool(heads & {stem(x) for x in a.toks})


def _counted_one_column(p: Plan) -> bool:
    """A count answered by counting the item cells of one column (the type rows of "Number of
    Aircraft"): numbers of things, which add up rather than count."""
    ops = p.operands
    return p.status == "answered" and p.op == "count" and p.threshold is None and len(ops) >= 2 and \
        len({(o.tv.key, o.col.col.index) for o in ops}) == 1 and not any(o.row.years for o in ops)


def _total_line(tv: TableView, c: ColView, said: set[str] = frozenset()) -> RowView | None:
    """The table's last line saying nothing but a total word (or a total line whose other words the
    question says: "Total employees" for "how many employees ... in total"; ``said``: the stems of
    its words) whose cell in ``c`` is the sum of the item lines above it (at least ``MIN_LINES``
    with a number; a dash is a zero)."""
    item_rows: list[RowView] = []
    found = None
    for r in tv.rows:
        if not (r.row.is_total or says_total(r.path)):
            item_rows.append(r)
            continue
        t = tv.cell(r, c)
        nums = [x.value.number for x in (tv.cell(i, c) for i in item_rows) if x is not None and x.value.number is not None]
        named = says_total(r.path) or r.row.is_total and r.path and \
            {stem(w) for w in content_tokens(r.path[-1]) if not TOTAL_WORDS.fullmatch(w)} <= said
        if named and t is not None and t.value.number is not None and len(nums) >= MIN_LINES and \
                abs(sum(nums) - t.value.number) <= 1e-6 * max(1.0, abs(t.value.number)):
            found = r
        item_rows = []
    return found


def _is_part(tv: TableView, whole: ColView, part: ColView) -> bool:
    """``whole`` is the sum of a run of columns of numbers printed right after or right before it,
    ``part`` among them (columns holding nothing are passed over)."""
    k = tv.cols.index(whole)
    for side in (tv.cols[k + 1:], list(reversed(tv.cols[:k]))):
        run = []
        for c in side:
            if not any(tv.cell(r, c) is not None and tv.cell(r, c).text.strip() for r in tv.rows):
                continue
            if not c.numeric:
                break
            run.append(c)
        parts = summed_run(tv, list(reversed(run)), whole)  # its tail is the run's start beside ``whole``
        if parts is not None and part in parts:
            return True
    return False
