"""The printed total of lines a question names alike: "the total share repurchases in 2019" (or "the
share repurchases", a plural of a word each line prints in the singular, ``_plural_of_lines``) where
several lines of one column tie ("First Quarter 2019 Accelerated Share Repurchase Program", "Second
Quarter 2019 ...") and the table prints the line that adds them up ("Total"): that line's cell.

    "What was the total share repurchases in 2019?" -> tie of four quarter lines -> "Total" / "Shares received" 36.75

Only where the total is proven, in the tied column, the sum of every line of its block (the tied
ones and the rest), and every line of the block left out of the tie names the question's words as
the tied lines do, short of a period: a line with no period of its own ("Open Market Share
Repurchases") is one of the total's parts like the dated ones, while a line of another period, or
one that names less than the tie, keeps the tie (the total would add what was not asked). Lines
that are periods ("October 2018" .. "December 2018") are never summed so: their total covers those
months, whatever year is asked (``readers.period_total`` reads a span of months).
"""
from __future__ import annotations

from tabsql.plan import Operand, Plan
from tabsql.query_router import lexicon
from tabsql.query_router.cells import Scope, best_lookup, op_links
from tabsql.query_router.index import RowView, TableView
from tabsql.query_router.link import QuestionTerms, row_match
from tabsql.query_router.text import tokens
from tabsql.schema_normalize.numbers import DASHES

TOLERANCE = 1e-6  # relative: a total printed to the same digits as its parts


def printed_total(qt: QuestionTerms, scope: Scope, tied: list[Operand]) -> Plan | None:
    """The total line's cell for a tie of lines that it adds up, the question saying a total word
    the total line prints; None otherwise (the tie stays as it is)."""
    toks = qt.a.toks
    said = {i for i, t in enumerate(toks) if t in lexicon.words("total_words")}
    if len(tied) < 2:
        return None
    first = tied[0]
    plural = not said and _plural_of_lines(toks, row_match(qt, first.row).pos & first.explained, tied)
    if not said and not plural:
        return None
    tv, ci = first.tv, first.col.col.index
    if any(o.tv is not tv or o.col.col.index != ci or o.number is None or o.row.row.is_total
           or o.row.row.is_subtotal or not o.row.part_of or o.row.part_of != first.row.part_of
           or o.explained != first.explained for o in tied):
        return None
    if any(o.row.span is not None or o.row.period_rank is not None for o in tied):
        return None  # lines of periods ("October 2018"): their total covers those periods, not what was asked
    block = _block(tv, {o.row.row.index for o in tied})
    if block is None:
        return None
    total, parts = block
    if said and not set(tokens(total.text)) & {toks[i] for i in said}:
        return None  # the total word asked is not the one the line prints
    if plural and not set(tokens(total.text)) <= lexicon.words("total_words"):
        return None  # the lines said in the plural add up to a line of their own name, not a bare total
    years = {i for i, t in enumerate(toks) if t.isdigit() and len(t) == 4}
    named = {i for i in first.explained if i in row_match(qt, first.row).pos} - years
    tied_rows = {o.row.row.index for o in tied}
    for r in parts:
        if r.row.index in tied_rows:
            continue
        if r.years or not named <= row_match(qt, r).pos:
            return None  # a line of its own period, or one the question does not name as it names the tie
    nums = [_number(tv, r, ci) for r in parts]
    cell = _number(tv, total, ci)
    if cell is None or any(n is None for n in nums) or abs(sum(nums) - cell) > TOLERANCE * max(1.0, abs(cell)):
        return None
    mask = frozenset().union(*(o.explained for o in tied))
    op, _, _ = best_lookup(qt, scope, force_row=(tv.key, total.row.index), force_col=(tv.key, ci), mask=mask)
    if op is None or op.number is None or op.row.row.index != total.row.index:
        return None
    return Plan("answered", "lookup", "lookup", [op], op.value, op.unit,
                links={**op_links(op), "explained": sorted(op.explained | mask), "printed_total": True})


def _plural_of_lines(toks: list[str], explained: frozenset[int], tied: list[Operand]) -> bool:
    """Whether the question names the tied lines by a plural of a word each of them prints in the
    singular ("the share repurchases" of "First Quarter 2019 Accelerated Share Repurchase Program",
    "Second Quarter ..."): it speaks of them all, as a total word would. ``explained``: the positions
    the lines' labels explain; a word their column prints too ("shares" of "Shares received") says
    nothing of how many lines are asked."""
    column = set(tokens(tied[0].col.text))
    for i in explained:
        one = _singular(toks[i])
        if one and one not in column and toks[i] not in column and \
                all(one in tokens(o.row.text) and toks[i] not in tokens(o.row.text) for o in tied):
            return True
    return False


def _singular(word: str) -> str | None:
    """The singular of a plural noun as labels print it ("repurchases" -> "repurchase", "companies"
    -> "company"); None for a word not so formed."""
    if not word.isalpha() or len(word) < 4 or not word.endswith("s") or word.endswith("ss"):
        return None
    return word[:-3] + "y" if word.endswith("ies") else word[:-1]


def _block(tv: TableView, tied: set[int]) -> tuple[RowView, list[RowView]] | None:
    """The total line below the tied lines and the lines of values it closes (since the last
    total), when every tied line is among them."""
    parts: list[RowView] = []
    for r in tv.rows:
        if r.row.is_total:
            if tied <= {x.row.index for x in parts}:
                return r, parts
            parts = []
        elif any((r.row.index, c.col.index) in tv.grid for c in tv.cols if c.numeric):
            parts.append(r)
    return None


def _number(tv: TableView, r: RowView, ci: int) -> float | None:
    """The line's number in column ``ci``; a dash or an empty cell is a zero."""
    cell = tv.grid.get((r.row.index, ci))
    if cell is None or not cell.text.strip() or cell.text.strip() in DASHES:
        return 0.0
    return cell.value.number
