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

from tabsql.plan import Operand
from tabsql.query_router import lexicon
from tabsql.query_router.cells import Scope, is_change_column, lookup_candidates, unexplained_words
from tabsql.query_router.index import ColView, TableView
from tabsql.query_router.link import QuestionTerms


def _period_columns(tv: TableView) -> set[int]:
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
    return not col.years and _period_columns(tv) == set(pair)


def _percent(op: Operand) -> bool:
    return (op.cell is not None and op.cell.value.kind == "percent") or op.unit == "%"


def printed_beside(ops: list[Operand], computed: float, pair: frozenset[int]) -> Operand | None:
    """The table's own percent-change cell on the operands' row ("Percent Increase (Decrease)": 1.4
    beside 10.90 and 11.06), when it agrees with the change computed from them to the precision it
    is printed in: the figure the document reports, cited, is the answer."""
    first = ops[0]
    if any(o.tv is not first.tv or o.row.row.index != first.row.row.index for o in ops):
        return None
    beside = [Operand(first.tv, first.row, c, first.tv.cell(first.row, c), first.score, first.explained)
              for c in first.tv.cols if c.numeric and (not c.years or for_pair(first.tv, c, pair))]
    beside = [o for o in beside if o.number is not None and o.key not in {x.key for x in ops}]
    if sum(_percent(o) for o in beside) > 1:
        return None  # two percentages beside the line ("191%", "(38)%"): which is the change is not told
    agree = [o for o in beside if (_percent(o) or lexicon.cue_pattern("percent_headers").search(o.col.text.lower()))
             and abs(o.number - computed) <= _printed_step(o)]
    return agree[0] if len(agree) == 1 else None


def _printed_step(op: Operand) -> float:
    """The rounding step of a printed figure: 0.1 for "(0.2)%", 1 for "191%"."""
    raw = op.cell.value.raw or op.cell.text
    return 10.0 ** -(len(m.group(1)) if (m := re.search(r"[.,](\d+)\D*$", raw)) else 0)


def printed_only(qt: QuestionTerms, scope: Scope, pair: frozenset[int],
                 relative: bool) -> tuple[Operand | None, list[Operand]]:
    """The printed change for the pair in a table that prints no value of either year: (the cell,
    []) when one reading wins, (None, tied cells) when several do, (None, []) when none fits.
    Among sibling columns the question names none of ("Domestic", "Atlantic", ..., "Total"), the
    total column is the whole's change. ``relative``: the question asks a percentage."""
    cands: list[Operand] = []
    for tv in scope.tables:
        if _period_columns(tv) & pair:
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
    if len(tied) == 1:
        return tied[0], []
    whole = _total_column(tied)
    return (whole, []) if whole is not None else (None, tied)


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
