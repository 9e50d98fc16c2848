"""A change the table prints for the two periods a question asks: a column headed as a change
("Increase (Decrease) 2016-2015", "Increase (decrease) from 2017", "% Change") whose periods are
the question's pair, read as the table's own answer to a change question.

- ``printed_beside``: the printed percent change on the two operands' line, where it agrees with the
  change computed from them to the precision it is printed in (the figure the document reports);
- ``printed_only``: a table of changes with no value of either period (an airline's "Increase
  (decrease) from 2017" by region): the change asked is the printed cell, since none can be
  computed; refused where the question asks a percentage and the cell holds none.

    printed_only(qt, scope, (2017, 2018)) -> Operand('RPMs (traffic)' / 'Increase (decrease) from 2017 > Total', 6.4)

A header's periods are the pair asked when it names both years, or names one year that is the
earlier of two consecutive years ("from 2017" for 2017 to 2018); a header naming no year is the
change between the table's two period columns when those are the pair.
"""
from __future__ import annotations

import re

from tabsql.plan import Operand, Plan, pct_change
from tabsql.query_router import lexicon
from tabsql.schema_normalize import numbers
from tabsql.query_router.cells import Scope, is_change_column, lookup_candidates, op_links, unexplained_words
from tabsql.query_router.index import ColView, TableView
from tabsql.query_router.link import QuestionTerms
from tabsql.query_router.text import unbracketed


def period_columns(tv: TableView) -> set[int]:
    """The years of the table's columns of values (one year each, no change)."""
    return {y for c in tv.cols if c.numeric and len(c.years) == 1 and not is_change_column(c) for y in c.years}


def for_pair(tv: TableView, col: ColView, pair: frozenset[int]) -> bool:
    """The change column covers the two years asked (see the module's note)."""
    if not is_change_column(col) or len(pair) != 2:
        return False
    lo, hi = min(pair), max(pair)
    if len(col.years) == 2:
        return col.years == pair
    if len(col.years) == 1:
        return col.years == {lo} and hi == lo + 1
    return not col.years and period_columns(tv) == set(pair)


def _percent(op: Operand) -> bool:
    return (op.cell is not None and op.cell.value.kind == "percent") or op.unit == "%"


def printed_beside(ops: list[Operand], later: Operand, base: Operand, pair: frozenset[int]) -> Operand | None:
    """The table's own percent-change cell on the operands' line ("Percent Increase (Decrease)": 0.9
    beside 0.54 and 0.53), when it agrees with the change of the two cells as printed: the document
    computed it from the unrounded figures, so any change the rounded cells allow agrees, to the
    printed change's own rounding. The figure the document reports, cited, is the answer."""
    beside = _beside(ops, lambda c: not c.years or for_pair(ops[0].tv, c, pair))
    if beside is None:
        return None
    first = ops[0]
    group = _group(first.col.path)
    own = [o for o in beside if _over(_group(o.col.path), group) and _percent(o)]
    if own and all(_group(o.col.path) == group for o in ops):  # "Carloads > % Change" beside "Carloads > 2019"
        beside = [o for o in beside if _over(_group(o.col.path), group)]  # (not the revenues' change beside them)
    if sum(_percent(o) for o in beside) > 1:
        return None  # two percentages beside the line ("191%", "(38)%"): which is the change is not told
    low, high = _change_bounds(later, base)
    agree = [o for o in beside if (_percent(o) or lexicon.cue_pattern("percent_headers").search(o.col.text.lower()))
             and low - _step(o) / 2 <= o.number <= high + _step(o) / 2]
    return agree[0] if len(agree) == 1 else None


def _group(path: list[str]) -> tuple[str, ...]:
    """A column's headings above its own, each without its brackets, a "%" level left out: "Attendance
    (in thousands) > 2019" and "Attendance > % > Change" are of one group."""
    return tuple(g for level in path[:-1] if (g := unbracketed(level).strip()) and g != "%")


def _over(heads: tuple[str, ...], group: tuple[str, ...]) -> bool:
    """Whether a change column's headings (``_group``) are the operands' group or its upper levels
    ("Invoices > % Change" over "Invoices (thousands) > Fiscal > 2018")."""
    return bool(heads) and group[:len(heads)] == heads


def amount_beside(ops: list[Operand], later: Operand, base: Operand, pair: frozenset[int]) -> Operand | None:
    """The table's own change cell on the operands' line, an amount in a column headed as a change for
    the two years ("Increase (Decrease) > Amount": 894 beside 14,806 and 13,912), when it is the
    difference of the two cells to its printed digit: the change the document reports, which the two
    cells prove. None when no such cell, or more than one, agrees."""
    beside = _beside(ops, lambda c: for_pair(ops[0].tv, c, pair))
    if beside is None or later.number is None or base.number is None:
        return None
    diff = later.number - base.number
    agree = [o for o in beside if not _percent(o)
             and abs(o.number - diff) <= max(abs(o.number) / abs(o.cell.value.printed or 1.0), 1e-9) * _step(o) / 2]
    return agree[0] if len(agree) == 1 else None


def _beside(ops: list[Operand], keep) -> list[Operand] | None:
    """The numbers of the operands' one line in the other columns ``keep`` takes; None when the
    operands are not of one line of one table."""
    first = ops[0]
    if any(o.tv is not first.tv or o.row.row.index != first.row.row.index for o in ops):
        return None
    cited = {x.key for x in ops}
    cells = [Operand(first.tv, first.row, c, first.tv.cell(first.row, c), first.score, first.explained)
             for c in first.tv.cols if c.numeric and keep(c)]
    return [o for o in cells if o.number is not None and o.key not in cited]


def _change_bounds(later: Operand, base: Operand) -> tuple[float, float]:
    """The least and greatest percent change two printed figures allow, each anywhere within half
    its last printed digit (0.54 over 0.53: 0.0% .. 3.8%); an empty range when a base could be 0."""
    (x_lo, x_hi), (y_lo, y_hi) = _span(later), _span(base)
    if y_lo <= 0 <= y_hi:
        return 1.0, 0.0
    got = [pct_change(x, y) for x in (x_lo, x_hi) for y in (y_lo, y_hi)]
    if any(g is None for g in got):
        return 1.0, 0.0
    return min(got), max(got)


def _span(op: Operand) -> tuple[float, float]:
    """The values a printed figure stands for: its number, give or take half its last digit (scaled
    as the number is: "4,098" in millions is 4,097.5 .. 4,098.5 million)."""
    n = op.number
    printed = abs(op.cell.value.printed or 0.0)  # as normalize read it: "136,75", "1.220" (thousands)
    if not printed:
        return n, n
    half = abs(n) / printed * _step(op) / 2
    return n - half, n + half


def _step(op: Operand) -> float:
    """The rounding step of a printed figure: 0.1 for "(0.2)%", 1 for "191%", "4,098" and "1.220"."""
    v = op.cell.value
    return 10.0 ** -numbers.printed_decimals(v.raw or op.cell.text, v.printed or 0.0)


def printed_only(qt: QuestionTerms, scope: Scope, pair: frozenset[int],
                 relative: bool) -> tuple[Operand | None, list[Operand]]:
    """The printed change for the pair in a table that prints no value of either year: (the cell,
    []) when one reading wins, (None, tied cells) when several do, (None, []) when none fits.
    Among sibling columns the question names none of ("Domestic", "Atlantic", ..., "Total"), the
    total column is the whole's change. ``relative``: the question asks a percentage."""
    cands: list[Operand] = []
    for tv in scope.tables:
        if period_columns(tv) & pair:
            continue  # the table prints the periods' values: the change is computed from them
        for c in tv.cols:
            if c.numeric and for_pair(tv, c, pair):
                cands += lookup_candidates(qt, [tv], scope.doc_pos, years=set(), force_col=(tv.key, c.col.index))
    cands = [o for o in cands if o.number is not None and not unexplained_words(qt, o.explained)
             and (_percent(o) or not relative)]
    if not cands:
        return None, []
    cands.sort(key=lambda o: -o.score)
    tied = [o for o in cands if o.score >= cands[0].score - 1e-6]
    top = tied[0] if len(tied) == 1 else _total_column(tied)
    if top is None:
        return None, tied
    rivals = [o for o in cands if o.tv.doc is not top.tv.doc and o.score >= top.score - 2.0]
    if rivals and not scope.named:
        return None, [top, *rivals[:3]]  # no document named: another report's close reading is a rival (as a lookup's)
    return top, []


def _total_column(tied: list[Operand]) -> Operand | None:
    """The one tied cell in a total column among sibling columns of one line (same table, row and
    parent header), or None."""
    first = tied[0]
    if any(o.tv is not first.tv or o.row.row.index != first.row.row.index or o.col.path[:-1] != first.col.path[:-1]
           for o in tied):
        return None
    totals = lexicon.words("total_words")
    whole = [o for o in tied if o.col.path and set(re.findall(r"\w+", o.col.path[-1].lower())) & totals]
    return whole[0] if len(whole) == 1 else None


def printed_change(p: Plan, decimals: int | None = None) -> Plan:
    """A percent change (or a difference) computed from two cells of one line, where the line prints
    the change for those two years, answered by the printed cell (``printed_beside``,
    ``amount_beside``); else ``p``. Not where the
    question asks decimals and the printed change is a whole percent ("18 %" for "round to one
    decimal place"): the change computed from the amounts answers, to the precision asked. (A
    change printed with decimals, "23.2%", stands: asked to two decimals, it is the figure reported.)"""
    if p.status != "answered" or p.op not in ("pct_change", "difference") or len(p.operands) != 2 \
            or len(p.order or []) != 2:
        return p
    ops = p.operands
    years = [o.row.years | o.col.years for o in ops]
    if any(len(y) != 1 for y in years) or years[0] == years[1]:
        return p
    pair = frozenset(years[0] | years[1])
    if p.op == "difference":
        printed = amount_beside(ops, ops[p.order[0]], ops[p.order[1]], pair)
        if printed is None:
            return p
        return Plan("answered", "lookup", "lookup", [printed, *ops], printed.value, printed.unit or p.unit,
                    links={**p.links, **op_links(printed), "printed_change": [op_links(o) for o in ops]})
    printed = printed_beside(ops, ops[p.order[0]], ops[p.order[1]], pair)
    if printed is None or decimals is not None and _step(printed) >= 1.0 > 10.0 ** -decimals:
        return p
    return Plan("answered", "lookup", "lookup", [printed, *ops], printed.value, printed.unit or "%",
                links={**p.links, **op_links(printed), "printed_change": [op_links(o) for o in ops]})
