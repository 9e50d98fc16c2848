"""Two operands: a difference, a percent change, a ratio or a comparison of two values that
differ by year ("from 2018 to 2019") or by entity ("A and B"), read from the cells the question
names, and the cues that say which way a difference runs.

    two_operands(qt, scope) -> Plan("answered", "pct_change", "sql", [2018 cell, 2019 cell], 17.3, "%")
"""
from __future__ import annotations

from tabsql.plan import Operand, Plan, pct_change
from tabsql.query_router.analyze import Analysis
from tabsql.query_router.cells import (Scope, ambiguous_text, best_lookup, label_leaf, lookup_candidates, op_links,
                                       precise_pick, same_line, unexplained_words)
from tabsql.query_router.lines import col_names, phrase_members
from tabsql.query_router.index import quarter_of
from tabsql.query_router.link import QuestionTerms
from tabsql.query_router.printed_changes import for_pair, period_columns, printed_change, printed_only
from tabsql.query_router import lexicon
from tabsql.query_router.text import fold, tokens


def two_operands(qt: QuestionTerms, scope: Scope) -> Plan:
    """difference / percent change / ratio / compare of two operands that differ by year or by entity."""
    a = qt.a
    years = list(dict.fromkeys(a.years))
    inferred = False  # the earlier year is the one before the year said
    if a.year_range and len(years) < 2:
        years = [a.year_range[0], a.year_range[1]]
    elif len(years) == 1 and (a.op == "pct_change" or a.op == "difference" and asks_change(a)) \
            and not entities(qt, scope):
        years = [years[0] - 1, years[0]]  # "the percentage change in 2019", "how much did X rise in 2019":
        # over the year before
        inferred = True
    elif not years and asks_change(a) and a.op in ("pct_change", "difference") and not a.period_ranks \
            and not entities(qt, scope) and (pair := _printed_pair(qt, scope)):
        years = pair  # "the percentage change in RevPAR": between the two periods its table prints the change of
    ops: list[Operand] = []
    a_change = asks_change(a)
    if len(a.period_ranks) >= 2 and len(years) < 2:  # "between the first and the second month"
        r1, r2 = a.period_ranks[0], a.period_ranks[1]
        for r in (r1, r2):
            op, reason, tied = best_lookup(qt, scope, ranks={r})
            if op is None:
                return Plan("not_found" if reason != "ambiguous" else "ambiguous", a.op, "refused", tied,
                            reason=f"period {r}: {reason if reason != 'ambiguous' else ambiguous_text(tied)}")
            op.label = op.row.text
            ops.append(op)
        if ops[0].tv is not ops[1].tv or ops[0].col.col.index != ops[1].col.col.index:
            return Plan("not_found", a.op, "refused", ops, reason="the two periods come from different columns or tables")
        forward = (ops[0].row.period_rank or 0) < (ops[1].row.period_rank or 0)
        base_first = forward if a_change else forward and a.span_from
        order = [1, 0] if base_first else [0, 1]
    elif len(years) >= 2 and a.op != "compare" or (a.op == "compare" and len(years) == 2 and not entities(qt, scope)):
        y1, y2 = years[0], years[1]
        for y in (y1, y2):
            op, reason, tied = best_lookup(qt, scope, years={y})
            if op is None:
                if len(set(a.years)) <= 2 and (printed := _printed_only(qt, scope, years)) is not None:
                    return printed
                if inferred and (change := _change_line(qt, scope, y2)) is not None:
                    return change
                return Plan("not_found" if reason != "ambiguous" else "ambiguous", a.op, "refused", tied,
                            reason=f"{y}: {reason if reason != 'ambiguous' else ambiguous_text(tied)}")
            op.label = str(y)
            ops.append(op)
        if not same_line(ops):
            return Plan("not_found", a.op, "refused", ops, reason="the two years come from different rows or documents")
        if inferred and prints_a_change(ops[1]):  # "the change in unrecognized tax benefits related to positions of
            # the current period" in 2020, over "Changes in balances related to ...": the line is the change asked
            return _lookup(ops[1])
        if _is_percent(ops[0]) != _is_percent(ops[1]):  # an amount of one year is no match for a share of the other
            return Plan("not_found", a.op, "refused", ops, reason="the two years come from columns of different units")
        if a_change:
            base_first = y1 < y2  # a change runs forward in time: later minus earlier, over the earlier
        else:  # "difference between A and B": A - B; "the difference in X from 2018 to 2019": a change
            base_first = y1 < y2 and a.span_from
        order = [1, 0] if base_first else [0, 1]
    else:
        options = entities(qt, scope)
        if not options:
            return Plan("not_found", a.op, "refused", reason="could not find the two things to compare")
        first_failure = None
        for chosen, (tv, axis, (e1, p1), (e2, p2)) in enumerate(options):
            ops, failure = entity_operands(qt, scope, tv, axis, (e1, p1), (e2, p2))
            if failure is None or failure.status == "ambiguous":
                break
            first_failure = first_failure or failure  # the best pair's reason, not the last one tried
        if failure is not None:
            return failure if failure.status == "ambiguous" else first_failure
        if (rival := _rival_pair(qt, scope, options, chosen, ops)) is not None:
            return Plan("ambiguous", a.op, "refused", ops + rival, reason=ambiguous_text(ops + rival))
        dates = [period_date(" ".join(e.path)) for e in (e1, e2)]
        order = dated_order(a, dates, [_year_of(o) for o in ops])
        if dates == [None, None] and a_change and (spans := _spans_order(ops)) is not None:
            order = spans  # "between 2022/23 and 2023/24": the later span less the earlier
        if order is None:
            return Plan("not_found", a.op, "refused", ops, reason="cannot tell which of the two dates comes first")
        if a_change and not _one_line(ops):  # a change is of one line between two of its members
            return Plan("not_found", a.op, "refused", ops, reason="the two values of the change come from different lines")
    if len({o.key for o in ops}) < len(ops):
        return Plan("not_found", a.op, "refused", ops, reason="both readings point at the same cell")
    if any(o.number is None for o in ops):
        empty = next(o for o in ops if o.number is None)
        return Plan("not_found", a.op, "refused", ops, reason=f"the cell for {empty.row.text} / {empty.col.text} is empty")
    if _scales_differ(ops):
        return Plan("not_found", a.op, "refused", ops, reason="the two cells are read at different scales "
                    f"({ops[0].cell.text} x {ops[0].cell.value.scale:g}, {ops[1].cell.text} x {ops[1].cell.value.scale:g})")
    if _is_percent(ops[0]) != _is_percent(ops[1]):  # "stock-based compensation as a percentage of total
        # revenues" read off a line "% of Total Revenues": a percent and an amount make no ratio or change
        return Plan("not_found", a.op, "refused", ops, reason="the two values are of different units (a percent and an amount)")
    if not years and _both_named(qt, ops):
        return Plan("answered", "values", "sql", ops, [o.number for o in ops], ops[0].unit,
                    links={"operands": [op_links(o) for o in ops]})
    if lexicon.cue_pattern("basis_points").search(a.folded):
        return Plan("not_found", a.op, "refused", ops, reason="a change in basis points is not computed")
    if (said := lexicon.cue_pattern("point_change").search(a.folded)) and "point" in said.group(0) \
            and not all(_is_percent(o) for o in ops):  # ("absolute" asks a plain difference of amounts too)
        return Plan("not_found", a.op, "refused", ops, reason="the question asks a change in percentage points and the "
                    "cells read are no percents")
    op = "difference" if a.op == "pct_change" and point_change(a, ops) else a.op
    if op == "difference" and (unsigned_difference(a) or change_size(a.folded)) \
            and ops[order[0]].number < ops[order[1]].number:
        order = order[::-1]  # "the difference between A and B", "how much did X improve": the larger less the smaller
    elif op == "difference" and (years or lexicon.cue_pattern("than").search(a.folded)) and decrease_by(a.folded):
        order = order[::-1]  # "how much did X decrease by from 2017 to 2018": the amount it went down; "how many
        # fewer days in 2024-25 than in 2023-24": the second less the first, whatever names them
    x, y = ops[order[0]].number, ops[order[1]].number
    p = Plan("answered", op, "sql", ops, order=order, links={"operands": [op_links(o) for o in ops]})
    if op == "difference":
        p.value, p.unit = x - y, ops[0].unit
        return printed_change(p)  # the change the line prints for the two years, where it is this one
    elif a.op == "pct_change":
        if y == 0:
            return Plan("not_found", a.op, "refused", ops, reason="the base value is zero")
        if y < 0 < x:
            return Plan("ambiguous", a.op, "refused", ops,
                        reason="from a negative base to a positive value, no percent change tells the turn")
        p.value, p.unit = pct_change(x, y), "%"
        return printed_change(p, a.decimals_asked)  # the change the line prints for the two years, where it agrees
    elif a.op == "ratio":
        if y == 0:
            return Plan("not_found", a.op, "refused", ops, reason="division by zero")
        p.value = x / y
        if a.in_percent and not any(_is_percent(o) for o in ops):
            p.as_percent()  # "X as a percentage of Y": in percent, whichever reader reads it
    else:
        if x == y:
            return Plan("ambiguous", a.op, "refused", ops, reason="both are equal")
        want_max = a.direction != "min"
        p.value = ops[0].label if (ops[0].number > ops[1].number) == want_max else ops[1].label
    return p


def _printed_pair(qt: QuestionTerms, scope: Scope) -> list[int] | None:
    """The two periods of the one table whose cells a change naming no period reads, where that table
    prints values of exactly those two periods ("2021 | 2020", or "2018 | 2017 | % Change"): the change
    the table is laid out to show ("by what percentage did DAC amortization grow year-over-year"). None
    otherwise."""
    cands = lookup_candidates(qt, scope.tables, scope.doc_pos)
    if cands:
        pair = frozenset(period_columns(cands[0].tv))
        return sorted(pair) if len(pair) == 2 and not unexplained_words(qt, cands[0].explained) else None
    by_later: dict[int, list] = {}  # no period named, no column of a change: each table of two periods,
    for tv in scope.tables:  # read at its later period
        if len(pair := frozenset(period_columns(tv))) == 2:
            by_later.setdefault(max(pair), []).append(tv)
    pairs = {frozenset(period_columns(found[0].tv)) for later, tables in by_later.items()
             if (found := lookup_candidates(qt, tables, scope.doc_pos, years={later}))
             and not unexplained_words(qt, found[0].explained)}
    return sorted(pairs.pop()) if len(pairs) == 1 else None


def _printed_only(qt: QuestionTerms, scope: Scope, years: list[int]) -> Plan | None:
    """The change a table of changes prints for the two years asked, where neither year's value is
    printed (``printed_changes.printed_only``): the cell as a lookup, or the tie as ambiguous; None
    when no such table holds the line."""
    a = qt.a
    relative = a.op == "pct_change" or bool(lexicon.cue_pattern("relative_change").search(a.folded))
    op, tied = printed_only(qt, scope, frozenset(years[:2]), relative)
    if tied:
        return Plan("ambiguous", a.op, "refused", tied, reason=ambiguous_text(tied))
    if op is None:
        return None
    return Plan("answered", "lookup", "lookup", [op], op.value, op.unit,
                links={**op_links(op), "change_years": sorted(years[:2])})


def heading_date(text: str) -> tuple[int, int] | None:
    """The month and day a heading is dated to ("September 30, 2019", "As of 31 March 2019",
    "March 31,"; lexicon ``month_numbers``): its one month word with a day beside it. None for a
    heading naming no day, or more than one month (a span, "October 1 - December 31")."""
    months = lexicon.mapping("month_numbers")
    words = tokens(text)
    said = [i for i, w in enumerate(words) if w in months]
    if len(said) != 1:
        return None
    i = said[0]
    days = [int(w) for w in words[max(i - 1, 0):i] + words[i + 1:i + 2] if w.isdigit() and 1 <= int(w) <= 31]
    return (months[words[i]], days[0]) if len(days) == 1 else None


def period_date(heading: str) -> tuple[int, int] | None:
    """A heading's date (``heading_date``), or a quarter's ("Q4", "Fourth Quarter") by its quarter's
    last month: a change "from Q1 to Q4" then runs forward in time as one between two dated
    headings does. None for any other heading.

        >>> period_date("Q4"), period_date("September 30, 2019"), period_date("Revenue")
        ((12, 1), (9, 30), None)
    """
    if (date := heading_date(heading)) is not None:
        return date
    q = quarter_of(heading)
    return (3 * q, 1) if q else None


def dated_order(a: Analysis, dates: list[tuple[int, int] | None], years: list[int | None]) -> list[int] | None:
    """The order of a change between two things the question names (in its order) that are dated to
    a day ("June 30, 2019" and "September 30, 2019"; ``heading_date``) and so may share a year,
    which then cannot order them. "From A to B" runs from the first date the question names to the
    second ([1, 0]: B less A); "between A and B" runs forward in time (the later less the earlier,
    as a change between two years), the year of a heading that prints none ("March 31,") being the
    one year the question says. None where a change is asked and the two cannot be ordered: one of
    them undated, the same date twice, or, between two dates, a year unknown. Two things that are
    not dates, or not asked as a change, keep the question's order ([0, 1]: A - B)."""
    from_to = a.says("from_date_to")
    if not (asks_change(a) or from_to) or dates == [None, None]:
        return [0, 1]
    if len(set(a.years)) == 1:  # "between March 31, 2019 and December 31, 2019" over "March 31," / "December 31,"
        years = [a.years[0] if y is None else y for y in years]
    if None in dates or dates[0] == dates[1] and years[0] == years[1]:
        return None
    if from_to:
        return [1, 0]
    if None in years:
        return None
    return [1, 0] if (years[0], *dates[0]) < (years[1], *dates[1]) else [0, 1]


def _one_line(ops: list[Operand]) -> bool:
    """Two cells of one line of one table: the same row (two columns) or the same column (two rows)."""
    o1, o2 = ops
    return o1.tv is o2.tv and (o1.row.row.index == o2.row.row.index or o1.col.col.index == o2.col.col.index)


def asks_change(a: Analysis) -> bool:
    """A change asked (a percent change, or "change", "increase", "decline"): it runs forward in time."""
    return a.op == "pct_change" or bool(lexicon.cue_pattern("change_stems").search(a.folded))


def contrary_course(a: Analysis, p: Plan) -> Plan:
    """A change asked with a verb of falling ("how much did X fall from 2024 to 2025", "by what percent
    did it decline") whose two years' values grew: the question's premise does not hold, and the
    growth would read as the amount it fell. Refused, saying so (of two negative figures, a cost or a
    loss, the larger size is the growth). A verb of rising asks the signed change whichever way the
    value moved ("how much did it grow": -1.7%, as readers of reports say it), and a question saying
    both ("increase or decrease") names no direction. Any other plan is returned as it is."""
    f = a.folded
    if p.status != "answered" or p.op not in ("difference", "pct_change") or len(p.operands) != 2 \
            or not lexicon.cue_pattern("fall_words").search(f) or lexicon.cue_pattern("rise_words").search(f):
        return p
    years = [_year_of(o) for o in p.operands]
    if None in years or years[0] == years[1]:
        return p
    early, late = (o.number for _, o in sorted(zip(years, p.operands), key=lambda yo: yo[0]))
    if early is None or late is None or (early < 0) != (late < 0) or abs(late) <= abs(early):
        return p  # it fell; or a loss turned into a profit (or back), where which way "fell" means is unsaid
    return Plan("not_found", p.op, "refused", p.operands,
                reason=f"the figure grew from {min(years)} to {max(years)}; the question asks how much it fell")


def _spans_order(ops: list[Operand]) -> list[int] | None:
    """The order of a change between two periods that span years ("2022/23", "2023/24"): the later
    span, by its last year then its first, less the earlier ([1, 0] where the question names the
    earlier first). None where either is of no year or both are of the same years.

        "between 2022/23 and 2023/24" over "Beds > 2022/23", "Beds > 2023/24" -> [1, 0]
    """
    spans = [o.row.years | o.col.years for o in ops]
    if not all(spans):
        return None
    keys = [(max(ys), min(ys)) for ys in spans]
    return None if keys[0] == keys[1] else [1, 0] if keys[0] < keys[1] else [0, 1]


def _year_of(o: Operand) -> int | None:
    """The one year an operand's cell is of: its label's (a year named per document), else its row's
    and column's."""
    if str(o.label).isdigit():
        return int(o.label)
    years = o.row.years | o.col.years
    return next(iter(years)) if len(years) == 1 else None


def unsigned_difference(a: Analysis) -> bool:
    """"The (nominal) difference between A and B", of two items or two years: annual-report readers
    state it as a size, the larger less the smaller (TAT-QA dev golds: 12 of 13 between items, 8 of
    9 between years). A "net" difference, a change ("from 2018 to 2019", "increase") and "how much
    more A than B" keep their order."""
    f = a.folded
    return bool(lexicon.cue_pattern("unsigned_difference").search(f)) and not (
        lexicon.cue_pattern("signed_difference").search(f) or lexicon.cue_pattern("change_stems").search(f))


def _change_line(qt: QuestionTerms, scope: Scope, year: int) -> Plan | None:
    """The cell of the year said where the year before cannot be read and that cell prints a change ("How
    much did X grow ASMs in fiscal 2018?" over "Capacity (ASMs), year-over-year change"): the table's own
    answer, as a lookup (arbiter rule 21 keeps it)."""
    op, _, _ = best_lookup(qt, scope, years={year})
    return _lookup(op) if op is not None and prints_a_change(op) else None


def _lookup(op: Operand) -> Plan:
    """One cell read as the answer (a change the table prints)."""
    return Plan("answered", "lookup", "lookup", [op], op.value, op.unit,
                links={"table": op.tv.key, "row": op.row.text, "column": op.col.text})


def prints_a_change(op: Operand) -> bool:
    """Whether a cell's line, column or table title says it is a change (the lexicon's ``change_only``
    cue, or a word of ``printed_differences``)."""
    placing = fold(op.placing)
    return bool(lexicon.question_cues()["change_only"].search(placing)) \
        or bool(set(tokens(placing)) & lexicon.words("printed_differences"))


def change_size(folded: str) -> bool:
    """"By how much did the attrition rate improve from 2022 to 2023": a change said by its worth
    (lexicon cue ``size_of_change``), whose direction the question does not say, answered as a
    size (the larger less the smaller)."""
    return bool(lexicon.cue_pattern("size_of_change").search(folded))


def decrease_by(folded: str) -> bool:
    """"How much did X decrease by": the amount it went down (earlier less later), a positive size;
    not where the question also says "increase" ("increase or decrease by")."""
    return bool(lexicon.cue_pattern("decrease_by").search(folded)) and "increase" not in folded


SCALE_GAP = 100.0  # printed figures this close, read at scales this far apart, are one line's two readings


def _scales_differ(ops: list[Operand]) -> bool:
    """Two cells of one line's two periods, printed alike ("4,152" and "2,350") but read at scales far
    apart (one table's "in millions" missed): any change or ratio between them is off by the scale.
    Only where the printed figures lie within ``SCALE_GAP`` of each other and their scales do not."""
    if len(ops) != 2 or any(o.cell is None or o.cell.value.printed in (None, 0) for o in ops):
        return False
    (p1, s1), (p2, s2) = ((abs(o.cell.value.printed), o.cell.value.scale or 1.0) for o in ops)
    if max(s1, s2) / min(s1, s2) < SCALE_GAP or max(p1, p2) / min(p1, p2) >= SCALE_GAP:
        return False
    return ops[0].row.path[-1:] == ops[1].row.path[-1:] or ops[0].col.path[-1:] == ops[1].col.path[-1:]


def _is_percent(op: Operand) -> bool:
    """A cell that is itself a percentage (a rate, a margin, a share)."""
    return (op.cell is not None and op.cell.value.kind == "percent") or op.unit == "%"


def point_change(a: Analysis, ops: list[Operand]) -> bool:
    """A change of two percentages that the question asks for in points: "the absolute percentage
    change in the risk-free rate" (2.0% - 1.2% = 0.8), "how many percent did the rate change by",
    "the change in percentage of sales". Only "percentage change" / "% increase" (and the like)
    of a rate asks for the relative change (TAT-QA dev golds: 5 of 5 and 2 of 2)."""
    if not all(_is_percent(o) for o in ops):
        return False
    return bool(lexicon.cue_pattern("point_change").search(a.folded)) or not lexicon.cue_pattern("relative_change").search(a.folded)


def _both_named(qt: QuestionTerms, ops: list[Operand]) -> bool:
    """"the actual and constant percentage change": two columns named side by side ("A and B")
    whose headers already print the operation the question names; it asks for both values."""
    a = qt.a
    if a.op not in ("pct_change", "difference") or lexicon.cue_pattern("unsigned_difference").search(a.folded) or len(ops) != 2:
        return False
    if ops[0].row.row.index != ops[1].row.row.index or ops[0].tv is not ops[1].tv:
        return False
    heads = " ".join(ops[0].col.path + ops[1].col.path).lower()
    if not lexicon.cue_pattern("change_headers").search(heads):
        return False
    return bool(lexicon.cue_pattern("two_changes").search(a.folded))


def _rival_pair(qt: QuestionTerms, scope: Scope, options: list, chosen: int, ops: list[Operand]) -> list[Operand] | None:
    """The operands of another table's pair, named by as many words, whose cells account for every
    word of the question too, with other values: the question does not say which table it asks
    ("the difference between the low and high price in the first quarter of 2018" over two
    companies' price tables, one printing the year over its columns, the other beside its rows).
    None when no such pair exists."""
    tv0, _, (_, p1), (_, p2) = options[chosen]
    named = len(p1) + len(p2)
    values = sorted(o.number for o in ops if o.number is not None)
    for tv, axis, (e1, q1), (e2, q2) in options[chosen + 1:]:
        if len(q1) + len(q2) < named:
            break  # the options come best named first: no later pair is named as well
        if tv is tv0:
            continue
        other, failure = entity_operands(qt, scope, tv, axis, (e1, q1), (e2, q2))
        if failure is None and sorted(o.number for o in other if o.number is not None) != values:
            return other
    return None


def entity_operands(qt, scope, tv, axis, ent1, ent2) -> tuple[list[Operand], Plan | None]:
    a = qt.a
    (e1, p1), (e2, p2) = ent1, ent2
    ops: list[Operand] = []
    for ent, other_pos in ((e1, p2), (e2, p1)):
        kw = {"force_row": (tv.key, ent.row.index)} if axis == "col" else {"force_col": (tv.key, ent.col.index)}
        cands = lookup_candidates(qt, [tv], scope.doc_pos, mask=other_pos, **kw)
        if not cands:
            return [], Plan("not_found", a.op, "refused", reason=f"no value for {ent.text}")
        top = cands[0]
        unexpl = unexplained_words(qt, top.explained | p1 | p2)
        if unexpl:
            return [], Plan("not_found", a.op, "refused",
                            reason=f"the documents name nothing matching {', '.join(repr(t) for t in unexpl[:3])}")
        tied = [c for c in cands if c.score >= top.score - 1e-6 and c.key != top.key]
        if tied and precise_pick([top] + tied) is None:
            return [], Plan("ambiguous", a.op, "refused", [top] + tied, reason=ambiguous_text([top] + tied))
        top.label = label_leaf(ent.path)
        ops.append(top)
    return ops, None


def _total_name(row) -> str:
    """The name of a line printed with no label that adds up the lines above it: "Total", as
    ``link.row_match`` reads it ("employee severance costs as a percentage of the total costs")."""
    return "Total" if row.row.is_total and not row.path else ""


def _heads_other(row, rows) -> bool:
    """Whether the line is the heading ("Intermodal:") of another of the lines ("International"): the
    question names it to say which "International" it means, not as a second thing to compare."""
    heading = label_leaf(row.path)
    return bool(heading) and any(r is not row and (heading in r.path[:-1] or heading in r.context) for r in rows)


def entities(qt: QuestionTerms, scope: Scope) -> list:
    """Pairs of labels on one axis of one table that the question names apart ("express ...
    standard"), best first. A label named only by words of a longer label of the other axis is
    not named: the "total" of "total expected charges" is that column's, not the "Total" line's."""
    found = []
    for tv in scope.tables:
        axes = [(axis, items, phrase_members(qt, items, texts, concepts)) for axis, items, texts, concepts in (
            ("col", tv.rows, [label_leaf(r.path) or _total_name(r) for r in tv.rows], [r.row.concept for r in tv.rows]),
            ("row", tv.cols, col_names(tv.cols), [c.col.concept for c in tv.cols]),
        )]
        for n, (axis, items, listed) in enumerate(axes):
            crossing = [pos for _, pos in axes[1 - n][2]]
            listed = [(k, pos) for k, pos in listed if not any(pos < other for other in crossing)]
            if axis == "col" and len(listed) == 2:  # a heading named beside a line is that line's group, no thing
                # to compare ("prorate departures": the "Departures" under "Prorate:"), as is any line holding no value
                listed = [(k, pos) for k, pos in listed if not _heads_other(items[k], [items[j] for j, _ in listed])
                          and any(tv.cell(items[k], c) is not None for c in tv.cols if c.numeric)]
            if len(listed) == 2:
                (k1, p1), (k2, p2) = sorted(listed, key=lambda x: min(x[1]))
                found.append((len(p1) + len(p2), (tv, axis, (items[k1], p1), (items[k2], p2))))
    found.sort(key=lambda f: -f[0])
    return [f[1] for f in found]
