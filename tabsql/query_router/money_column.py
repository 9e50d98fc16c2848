"""The line's cell of money, where a question asks an amount of money and the column its words
chose holds none.

"How much money was paid in the Second Quarter 2019 Accelerated Share Repurchase Program?" meets
"Shares received" by "share" alone, a word the line's own label says already; the line prints its
money in another column ("Cash paid"). The proof refuses the count for a money question
(verify.proof._not_money); the amount asked is the line's cell of money:

- the line's one cell of money, or else
- the line's cell in the money column headed by a total word alone ("Total" of an equity
  statement's columns), the whole amount of the line.

A word of the question naming the chosen column is read as the line's where the line's label says
it too, or where it stands just before a word the label says, as that word's modifier ("share" of
"its share repurchase program" over "Repurchases of common stock" under "Common Stock > Shares").
Never where a word of the question names the chosen column apart from the line (then the column
was asked), nor where the line's money is in several columns and none is its total.
"""
from __future__ import annotations

from tabsql.plan import Operand, Plan, is_currency
from tabsql.query_router import lexicon
from tabsql.query_router.cells import proof_cue_words
from tabsql.query_router.index import ColView
from tabsql.query_router.link import QuestionTerms, col_match, row_match
from tabsql.query_router.text import tokens


def money_cell(qt: QuestionTerms, op: Operand) -> Operand | None:
    """The line's cell of money to answer in place of ``op`` (see the module's note), or None."""
    if not set(qt.a.toks) & proof_cue_words("money") or op.number is None or _money(op) or _percent(op):
        return None
    cm, rm = col_match(qt, op.tv, op.col), row_match(qt, op.row)
    if not cm.ok or not cm.pos or not cm.pos <= rm.pos | {i - 1 for i in rm.pos}:
        return None  # the column is named by words of its own: it is what was asked
    money = [o for c in op.tv.cols if c is not op.col and c.numeric
             and (o := Operand(op.tv, op.row, c, op.tv.cell(op.row, c), op.score, op.explained)).number is not None
             and _money(o)]
    if len(money) == 1:
        return money[0]
    totals = [o for o in money if _total_heading(o.col)]
    return totals[0] if len(totals) == 1 else None


def count_beside(toks: list[str] | tuple[str, ...], answer: Plan, other: Plan) -> bool:
    """Another reading of a money question that gives the answer's line's count beside its money
    ("Shares received" beside "Cash paid"): no rival of it (readers.open_domain.review)."""
    if len(answer.operands) != 1 or len(other.operands) != 1 or not set(toks) & proof_cue_words("money"):
        return False
    mine, theirs = answer.operands[0], other.operands[0]
    return mine.tv is theirs.tv and mine.row.row.index == theirs.row.row.index and _money(mine) \
        and not _money(theirs) and not _percent(theirs)


def _money(op: Operand) -> bool:
    return is_currency(op.unit)


def _percent(op: Operand) -> bool:
    return op.unit == "%" or (op.cell is not None and op.cell.value.kind == "percent")


def _total_heading(col: ColView) -> bool:
    """A column headed by a total word alone ("Total"): the line's whole amount."""
    leaf = set(tokens(col.path[-1])) if col.path else set()
    return bool(leaf) and leaf <= lexicon.words("total_words")
