"""Routing: from an analysed question to a plan of cited operands, or to a reasoned refusal.

- lookup: the single best cell (``cells.best_lookup``: row retrieval over the linked tables).
- aggregate / comparison: a measure line (``lines.best_line``: a column, or a row in a transposed
  table) and its members, filtered by what the question names (listed entities, a group, a category,
  years, quarters); across documents when the question asks which issuer (one operand per issuer).
- differences, percent changes, ratios and comparisons of two operands (by year or by entity):
  ``differences.two_operands``.
- nothing links with confidence -> not_found; equally good readings with different values -> ambiguous.

    plan(analyze("What was the revenue in 2019?"), index) -> Plan("answered", "lookup", ...)
"""
from __future__ import annotations

import dataclasses
import math
import re

from tabsql.plan import Operand, Plan, is_currency
from tabsql.query_router.analyze import Analysis
from tabsql.query_router.cells import (CURRENCY_CODES, Scope, ambiguous_text, band_unit_number, best_lookup, label_leaf,
                                       the_part_left_out, lookup_candidates, op_links, precise_pick, same_line, unexplained_words,
                                       unit_words)
from tabsql.query_router.differences import asks_change, entities, entity_operands, two_operands, unsigned_difference
from tabsql.query_router.lines import Line, best_line
from tabsql.query_router.member_names import rename
from tabsql.query_router.index import YEAR, CatalogIndex, DocView, TableView
from tabsql.query_router.link import QuestionTerms, doc_links
from tabsql.query_router.money_column import money_cell
from tabsql.query_router.order_total import order_total
from tabsql.query_router.printed_total import printed_total
from tabsql.query_router.readers import row_names
from tabsql.query_router.readers.period_comparison import changed_most, compare_members
from tabsql.query_router.readers.product_match import product_operands
from tabsql.query_router.readers.subtotal import says_total
from tabsql.query_router.said_numbers import question_number
from tabsql.query_router import lexicon
from tabsql.query_router.counted import count_asked, counting_label
from tabsql.query_router.text import tokens


def plan(a: Analysis, index: CatalogIndex, synonyms=None) -> Plan:
    qt = QuestionTerms.build(a, index, synonyms)
    pool = index.docs
    if a.doc_types:
        pool = [dv for dv in pool if dv.doc.meta.doc_type is None or dv.doc.meta.doc_type in a.doc_types] or pool
    docs, doc_pos, named = doc_links(qt, pool, a.op in ("compare", "difference")
                                     and bool(lexicon.cue_pattern("alternatives").search(a.folded)))
    if a.wants_issuer:  # a best-of across issuers weighs every document of the kind
        docs, doc_pos = _kind_peers(docs, doc_pos, pool)
    scope = Scope(docs, doc_pos, named > 0, index.docs)
    links = {"documents": [dv.doc.name for dv in docs] if scope.named else "all",
             "years": a.years, "quarters": sorted(a.quarters), "months": sorted(a.said_months), "quantity": a.quantity,
             "range": a.range_literal, "thresholds": [(t.cmp, t.value) for t in a.thresholds],
             "currencies": sorted(a.currencies), "operation": a.op}
    p = _dispatch(qt, scope)
    p = _one_of_several(a, p)
    if scope.named and p.status == "not_found" and len(docs) < len(pool):
        # the words that seemed to name a document may be row words: try every document, where the
        # unexplained-word check still refuses if the name really was a document's
        wide = _dispatch(qt, Scope(pool, {}, False, index.docs))
        if wide.status == "answered":
            p = wide
    if a.quantity is None and p.operands and (q := band_unit_number(a, p.operands[0].tv)) is not None:
        links["quantity"] = q  # "10 PE" read by the band its lines print in PE, as a quantity of units is
    p.links = {**links, **p.links}
    return p


def _one_of_several(a: Analysis, p: Plan) -> Plan:
    """A question that asks for several values ("the respective values of A and B", "in both
    years", "the components of X", "both segments": lexicon cue both_plural) answered by one looked-up
    cell read only part of it: refused."""
    if p.status == "answered" and p.op == "lookup" and len(p.operands) == 1 and (a.says("several") or a.says("both_plural")):
        return Plan("not_found", p.op, "refused", p.operands, reason="the question asks for several values and one "
                    "cell was found", links={**p.links, "several_asked": True})
    return p


def _kind_peers(docs: list[DocView], doc_pos: dict[str, frozenset[int]], pool: list[DocView]):
    """Words that link documents of several issuers ("price", "support") name a kind of document,
    not one: every document of that kind belongs, whatever language its title is in."""
    issuers = {dv.name for dv in docs}
    kinds = {dv.doc.meta.doc_type for dv in docs}
    if not doc_pos or len(issuers) < 2 or None in kinds or len(set(doc_pos.values())) > 1:
        return docs, doc_pos  # no links, one issuer, or some document is named by more (its name)
    words = frozenset().union(*doc_pos.values())
    more = [dv for dv in pool if dv.doc.meta.doc_type in kinds and dv not in docs]
    return docs + more, {**doc_pos, **{dv.doc.id or dv.doc.name: words for dv in more}}


def _dispatch(qt: QuestionTerms, scope: Scope) -> Plan:
    a = qt.a
    if (compared := compare_members(qt, scope) or changed_most(qt, scope)) is not None:
        return compared  # "how many products had a lower lapse rate in 2021 than 2020", "which grew most in 2025"
    if a.op == "unsupported":
        return Plan("not_found", a.op, "refused", reason="a comparison whose two sides could not be read")
    if a.op == "sum" and a.quantity is not None:
        ordered = _lookup(qt, scope)
        if ordered.status == "answered" and ordered.links.get("formula") is not None:
            return ordered  # "what would 120 tubs cost in total": one tier's unit price times the quantity
    if a.op in ("argmin", "argmax") and a.wants_issuer:
        p = _by_issuer(qt, scope)
    elif (p := _between_issuers(qt, scope)) is not None:
        pass
    elif a.op in ("difference", "pct_change", "compare", "ratio"):
        p = two_operands(qt, scope)
    elif a.op in ("sum", "average", "count", "argmin", "argmax", "filter"):
        p = _aggregate(qt, scope)
        if a.op == "count" and len(p.operands) >= 2 and (a.says("together") and _counts_a_measure(p, a.toks)
                                                          or a.says("sum_words") and _counts_nothing_named(a.toks)
                                                          and _lines_of_a_column(p)):
            # "how many owned warehouses in Canada and Argentina combined", "add up its branches in
            # Oregon and Washington: how many are there?": the lines' counts added up
            p = _aggregate(dataclasses.replace(qt, a=dataclasses.replace(a, op="sum")), scope)
        elif not a.lacking and (_counts_a_measure(p, a.toks) or _averages_an_average(p, a)):
            p = _lookup(qt, scope)
    elif len(set(a.years) - a.doc_year_mentions) >= 2 or a.year_range:
        p = _per_year(qt, scope)
    elif a.says("several") and (two := _respective(qt, scope)) is not None:
        p = two
    else:
        p = _lookup(qt, scope)
        if p.status != "answered" and a.says("respective_or_and") and not asks_change(a) \
                and (two := _respective(qt, scope)) is not None and two.status == "answered":
            p = _listed_sum(a, two)  # "the revenue of posters and transit shelters in 2023": no one cell, two named
    return p


def _listed_sum(a: Analysis, p: Plan) -> Plan:
    """Two values named apart, added up where the question says a sum ("the total revenue of posters
    and transit shelters") and neither cell is a total line's, or says them together ("U.S. and Canada
    combined"); else the two values as read."""
    together = a.says("together") and not a.says("both")  # ("both" asks each value)
    if together or a.says("summed") and not any("total" in o.row.text.lower() or "total" in o.col.text.lower()
                                                 for o in p.operands):
        return Plan("answered", "sum", "sql", p.operands, sum(o.number for o in p.operands), p.unit, links=p.links)
    return p


def _respective(qt: QuestionTerms, scope: Scope) -> Plan | None:
    """"The respective values of X that are less than one year and between 2-5 years": two labels
    of one table named apart, one value each, in the order asked; None when the question names no
    such pair. Each value must stand clear of its line's other cells (an unnamed year column). Not
    where "both" quantifies a plural ("both segments and both categories": all of them, no two named)."""
    if qt.a.says("both_plural"):
        return None
    for tv, axis, e1, e2 in entities(qt, scope):
        if qt.a.left_out and any(e[1] and min(e[1]) in qt.a.left_out for e in (e1, e2)):
            continue  # "operating income, after depreciation and amortization": the part left out is no value asked
        ops, failure = entity_operands(qt, scope, tv, axis, e1, e2)
        if failure is not None:
            return failure if failure.status == "ambiguous" else None
        for (ent, other_pos), o in zip(((e1[0], e2[1]), (e2[0], e1[1])), ops):
            kw = {"force_row": (tv.key, ent.row.index)} if axis == "col" else {"force_col": (tv.key, ent.col.index)}
            close = [c for c in lookup_candidates(qt, [tv], scope.doc_pos, mask=other_pos, **kw)
                     if c.key != o.key and c.explained == o.explained and c.score >= o.score - 0.5 and c.number != o.number]
            if close:
                return Plan("ambiguous", "values", "refused", [o] + close[:3], reason=ambiguous_text([o] + close[:3]))
        if len({o.key for o in ops}) < 2 or any(o.number is None for o in ops):
            return None
        return Plan("answered", "values", "sql", ops, [o.number for o in ops], ops[0].unit,
                    links={"operands": [op_links(o) for o in ops]})
    return None


def _asks_for_kind(qt: QuestionTerms, tv: TableView) -> bool:
    """"What employee group ... ?" over a table whose label column is headed "Employee Group": the
    question asks which row (a name), so no value of a row is its answer."""
    return bool(row_names.asked_kind(qt, tv))


def _total_of_lines(qt: QuestionTerms, scope: Scope, tied: list[Operand]) -> Plan | None:
    """"The total X" where no line is X's total and several lines of one column name X equally,
    each with a qualifier of its own ("Monetary assets, current", "Monetary assets, non-current"):
    their sum. Only lines of one group of one table's column, none a total, none printing the
    total word, with a value each; else None (the tie stays ambiguous).

        "the total USD denominated monetary assets as at 31 December 2018" -> 18,041 + 2,642
    """
    said = {i for i, t in enumerate(qt.a.toks) if t in lexicon.words("total_words")}
    if not (said or qt.a.says("sum_words")) or not 2 <= len(tied) <= 4:  # ("in aggregate", "combined")
        return None
    first = tied[0]
    # every line of the column the same words name is a part, not only the ones the scores tie
    # ("Garden gloves, S | M | L | XL": each unsaid size weighs by how common it is in the scope)
    keys = {o.key for o in tied}
    tied = tied + [c for c in lookup_candidates(qt, [first.tv], scope.doc_pos)
                   if c.key not in keys and c.col.col.index == first.col.col.index and c.explained == first.explained]
    if len(tied) > 4:
        return None
    if any(o.tv is not first.tv or o.col.col.index != first.col.col.index or o.number is None
           or o.row.row.is_total or o.row.row.is_subtotal or o.row.path[:-1] != first.row.path[:-1]
           or o.explained != first.explained for o in tied):
        return None
    if len({o.row.row.index for o in tied}) != len(tied) or any(o.number < 0 for o in tied):
        return None  # lines printed as deductions ("(14,732)"): whether their size or their sign is asked is unclear
    if any(set(tokens(o.row.text)) & {qt.a.toks[i] for i in said} for o in tied):
        return None  # a line that prints "total" is named by it, not summed
    total = sum(o.number for o in tied)
    summed = qt.a.says("sum_words")  # "in aggregate": a sum said, not a "total" a line may print
    if any(r.row.is_total and r.path[:-1] == first.row.path[:-1] and (
            not summed or r.context == first.row.context and (cell := first.tv.cell(r, first.col)) is not None
            and cell.value.number is not None and math.isclose(cell.value.number, total, rel_tol=1e-6, abs_tol=0.5))
           for r in first.tv.rows):
        return None  # the group prints its total: that line is the one asked (or a rival); where a sum is said,
        # a grand total of more lines than those named is not it
    for o in tied:
        o.label = o.row.text
    return Plan("answered", "sum", "sql", tied, total, first.unit,
                links={"operands": [op_links(o) for o in tied]})


def _lookup(qt: QuestionTerms, scope: Scope) -> Plan:
    if (named := row_names.answer(qt, scope)) is not None:  # "what employee group was represented by AFA?"
        return named
    op, reason, tied = best_lookup(qt, scope)
    if op is not None and (paid := money_cell(qt, op)) is not None:
        op = paid  # "how much money ... Share Repurchase Program": "Cash paid", not "Shares received"
    if op is None:
        if reason == "ambiguous" and (total := _total_of_lines(qt, scope, tied) or printed_total(qt, scope, tied)) is not None:
            return total
        if reason == "ambiguous":
            return Plan("ambiguous", operands=tied, reason=ambiguous_text(tied), route="refused")
        return Plan("not_found", reason=reason, route="refused")
    if op.number is None and op.value is not None and qt.a.says("quantity_asked"):
        return Plan("not_found", operands=[op], route="refused",
                    reason=f"the question asks for a number and the cell for {op.row.text} / {op.col.text} holds text")
    if op.number is None and op.value is not None and op.col.numeric and not _own_label(op):
        return Plan("not_found", operands=[op], route="refused",  # a stray line of text, no name asked for
                    reason=f"the cell for {op.row.text} / {op.col.text} holds text in a column of numbers "
                           "on a line with no label of its own")
    if op.number is not None and _asks_for_kind(qt, op.tv):
        return Plan("not_found", operands=[op], route="refused",
                    reason="the question asks which row (a name), not a value of one")
    if op.value is None:
        return Plan("not_found", operands=[op], reason=f"the cell for {op.row.text} / {op.col.text} is empty", route="refused")
    if (total := order_total(qt.a, op, op_links(op))) is not None:
        return total  # "120 tubs ... in total": the tier's unit price times the quantity
    if (net := _net_of_part(qt, op)) is not None:
        return net  # "working gas capacity net of contracted firm capacity": the one less the other
    return Plan("answered", "lookup", "lookup", [op], op.value, op.unit, links=op_links(op))


def _net_of_part(qt: QuestionTerms, op: Operand) -> Plan | None:
    """A figure asked without a part ("net of", "excluding", "after"; not "before", whose figure is the
    gross one: lexicon ``part_lead_figures``) where the figure's line prints that part in a cell of
    its own, and no label prints the lead: the figure less the part. None where the part is no one
    cell of the figure's row or column.

        "Marston Field working gas capacity net of contracted firm capacity" over "Working gas
        capacity (Bcf)" 41.2 and "Contracted firm capacity (Bcf)" 36.8 -> 41.2 - 36.8 = 4.4
    """
    a = qt.a
    if not a.left_out or op.number is None:
        return None
    leads = lexicon.words("exclusion_leads")
    if set(tokens(" ".join(op.row.path + op.col.path))) & leads:
        return None  # the figure's own label leaves the part out ("Asia-Pacific excluding China"): read whole
    tv = op.tv
    parts = [(r, op.col) for r in tv.rows if r is not op.row and the_part_left_out(a, r.path)] + \
            [(op.row, c) for c in tv.cols if c is not op.col and the_part_left_out(a, c.path)]
    cells = [(r, c, cell) for r, c in parts if (cell := tv.cell(r, c)) is not None and cell.value.number is not None]
    if len(cells) != 1 or cells[0][2].value.kind != op.cell.value.kind:
        return None
    r, c, cell = cells[0]
    part = Operand(tv, r, c, cell, op.score, frozenset(a.left_out), label=label_leaf(r.path if c is op.col else c.path))
    op.label = label_leaf(op.row.path if c is op.col else op.col.path)
    return Plan("answered", "difference", "sql", [op, part], op.number - part.number, op.unit, order=[0, 1],
                links={"operands": [op_links(op), op_links(part)], "net_of": part.label})


def _own_label(op: Operand) -> bool:
    """Whether the operand's line prints a label of its own (not only the heading it sits under)."""
    t = op.tv.nt.table
    return any((c := op.tv.grid.get((op.row.row.index, k))) is not None and c.text.strip()
               for k in range(max(1, t.label_cols)))


def _per_year(qt: QuestionTerms, scope: Scope) -> Plan:
    """"X in 2019 and 2018 (respectively)": one lookup per year; a total or an average of them when
    the question asks for one, else the values in the order asked."""
    a = qt.a
    years = list(dict.fromkeys(a.years))
    if a.year_range:
        lo, hi = sorted(a.year_range)  # "within the period of 2016-2015": a range said backwards
        if not years or hi - lo <= 10:
            years = list(range(lo, hi + 1))  # "between 2017 and 2019": 2018 too
    if not years:
        return Plan("not_found", a.op, "refused", reason="the question names no year to look up")
    ops: list[Operand] = []
    for y in years:
        op, reason, tied = best_lookup(qt, scope, years={y})
        if op is None:
            status = "ambiguous" if reason == "ambiguous" else "not_found"
            return Plan(status, a.op, "refused", tied, reason=f"{y}: {ambiguous_text(tied) if tied else reason}")
        if op.number is None:
            return Plan("not_found", a.op, "refused", [op], reason=f"{y}: the cell is empty")
        op.label = str(y)
        ops.append(op)
    if len({o.key for o in ops}) < len(ops):
        return Plan("not_found", a.op, "refused", ops, reason="several years point at the same cell")
    if not same_line(ops):
        return Plan("not_found", a.op, "refused", ops, reason="the years come from different rows or documents")
    unit = ops[0].unit
    summed = a.says("summed")
    if summed and (a.says("together") or not any(
            "total" in o.row.text.lower() or "total" in o.col.text.lower() for o in ops)):
        return Plan("answered", "sum", "sql", ops, sum(o.number for o in ops), unit)
    return Plan("answered", "values", "sql", ops, [o.number for o in ops], unit)




def _spans_of_years(members: list[Operand]) -> list[str]:
    """Members that are periods of several years each, apart from one another ("2020", "2021-2022",
    "2023-2024"): the labels that span years. Changes between years ("2019 and 2018", "2018 and
    2017") share their years and are no spans."""
    years = [set(YEAR.findall(m.label or "")) for m in members]
    if not any(len(y) > 1 for y in years) or any(x & y for i, x in enumerate(years) for y in years[i + 1:]):
        return []
    return [m.label for m, y in zip(members, years) if len(y) > 1]


def _counts_nothing_named(toks: list[str]) -> bool:
    """"How many are there?": the count names no noun, only what the question said before it
    ("Add up its branches in Oregon and Washington. How many are there?")."""
    asked, said = count_asked(toks)
    return asked and bool(said) and said[0] in lexicon.words("existential_verbs")


def _lines_of_a_column(p: Plan) -> bool:
    """The cells read are one column's, each on a line of its own (the members named)."""
    return len({(m.tv.key, m.col.col.index) for m in p.operands}) == 1 \
        and len({m.row.row.index for m in p.operands}) == len(p.operands)


def _counts_a_measure(p: Plan, toks: list[str]) -> bool:
    """A count with no threshold over the period columns of one measure ("how many seat miles in
    2018", "how many employees at the end of 2017"), or over a table one of whose lines or columns is
    what is counted ("how many domestic passengers" beside "Passengers (millions)", "how many seeds"
    beside a column "Seeds"): the measure is itself the count asked for, so the question asks its
    value, not how many cells hold one."""
    if not (p.op == "count" and p.status == "answered" and p.threshold is None and p.operands):
        return False
    if all(YEAR.search(m.label or "") for m in p.operands):
        return True
    if any(counting_label(tv, toks) for tv in {m.tv.key: m.tv for m in p.operands}.values()):
        return True
    # the year heads the columns a level up ("2018 > Dollars | Cost/Gal"): the cells of one line
    # under the year's columns are that measure's values, not things to count; so are one line's
    # cells in units of their own ("Bore d (mm)", "Weight (kg)", "Stock (pcs)"): its fields, one of
    # which holds the count asked ("how many UB-6204 bearings in stock")
    one_line = len({(m.tv.key, m.row.row.index) for m in p.operands}) == 1
    return one_line and (all(m.col.years for m in p.operands) or len({m.unit for m in p.operands}) > 1)


def _averages_an_average(p: Plan, a: Analysis) -> bool:
    """A mean over the items of a measure that is itself an average ("What is the average age of the
    fleet?" over a column "Average Age (years)" of aircraft types): the question names the measure,
    whose figure for the whole is its own line ("Total"), not the unweighted mean of the items'
    averages. Not a mean over periods ("the average weighted average price for 2018 and 2019")."""
    if not (p.op == "average" and p.status == "answered" and p.operands) or len(set(a.years)) >= 2:
        return False
    averages = lexicon.operation_label_words("average")
    measure = p.links.get("measure")
    said = set(tokens(measure[1])) if measure else set()
    return bool(said & averages) and not any(YEAR.search(m.label or "") for m in p.operands)


def _prints_no_quarters(dv, members: list[Operand]) -> bool:
    """The members are quarters and the year's own report prints no quarter at all: the later
    report that prints the year's quarters is their only source, not a restatement of them."""
    return bool(members) and all(m.col.quarter or m.row.quarter for m in members) and not any(
        c.quarter for tv in dv.tables for c in tv.cols) and not any(r.quarter for tv in dv.tables for r in tv.rows)






def _printed_line_total(line) -> float | None:
    """The line's own "Total" cell (a row's Total column, a column's Total line), which a sum of its
    other cells should come to ("Aircraft purchase commitments": 2019 .. 2023 leave out "Thereafter").
    A column's lines, none of them named, have their total too in a total line of another name
    ("Total PFC program") proven the sum of every item line above it (``_proven_grand_total``). Members
    the question names one by one ("posters and transit shelters") are a part it asks for: no total."""
    tv = line.tv
    if line.filtered:
        return None
    if line.axis == "row":
        cells = [tv.cell(line.measure, c) for c in tv.cols if says_total(c.path)]
    else:
        cells = [tv.cell(r, line.measure) for r in tv.rows if says_total(r.path)]
    nums = [c.value.number for c in cells if c is not None and c.value.number is not None]
    if len(nums) == 1:
        return nums[0]
    return _proven_grand_total(line) if not nums and line.axis == "col" else None


def _proven_grand_total(line) -> float | None:
    """The cell, in the column summed, of the table's last line if it is a total line and the sum of
    every line above it that is no total or subtotal (two at least; a dash is none): what adding up
    the column's lines must come to, whichever of them a reading left out.

        "total cumulative PFC collections" over ten project lines and "Total PFC program" 660,841
        -> 660,841, so a sum of nine of the lines (639,436) is not the column's total
    """
    tv, col = line.tv, line.measure
    if not tv.rows or not tv.rows[-1].row.is_total:
        return None
    cell = tv.cell(tv.rows[-1], col)
    items = [tv.cell(r, col) for r in tv.rows[:-1] if not (r.row.is_total or r.row.is_subtotal)]
    nums = [c.value.number for c in items if c is not None and c.value.number is not None]
    if cell is None or cell.value.number is None or len(nums) < 2:
        return None
    total = cell.value.number
    return total if math.isclose(math.fsum(nums), total, rel_tol=1e-6, abs_tol=0.5) else None


def _printed_bound(th, label: str) -> bool:
    """The threshold's number is printed in the label of the line whose values it would bound ("over
    1,000 kg" of a column "Over 1,000 kg" of rates per kg): the words name that column (a tier), and
    the values under it are no quantities the bound compares."""
    said = [p for t in tokens(label) for p in t.split("-") if p and p.replace(",", "").replace(".", "").isdigit()]
    return any(question_number(p) == th.printed for p in said)  # "251-1,000 kg": each bound


def _sum_of_the_others(nums: list[Operand]) -> Operand | None:
    """The last member of a line when it is the sum of the three or more before it ("Passenger Airline |
    Cargo | Loyalty | Technical | Eliminations | Consolidated"): their total, whatever its heading says."""
    if len(nums) < 4:
        return None
    last, others = nums[-1], nums[:-1]
    total = sum(m.number for m in others)
    return last if total and math.isclose(last.number, total, rel_tol=1e-6, abs_tol=0.5) else None


def _aggregate(qt: QuestionTerms, scope: Scope) -> Plan:
    a = qt.a
    line = best_line(qt, scope, text_ok=a.op == "count")
    if line is None:
        return Plan("not_found", a.op, "refused", reason="no measure and members match the question")
    units = {t for m in line.members if m.cell is not None and m.cell.value.unit for t in tokens(m.cell.value.unit)}
    unexpl = unexplained_words(qt, line.explained | unit_words(qt, units))  # ("in watts" of cells in "W")
    if unexpl:
        return Plan("not_found", a.op, "refused", reason=f"the documents name nothing matching {', '.join(repr(t) for t in unexpl[:3])}")
    members = line.members
    if a.says("both") and a.op in ("sum", "average") and len(members) != 2:
        return Plan("not_found", a.op, "refused", members, reason=f"the question names two values ('both') and "
                    f"{len(members)} match")
    if a.member_count is not None and len(members) != a.member_count:
        return Plan("not_found", a.op, "refused", members, reason=f"the question speaks of {a.member_count} "
                    f"values and {len(members)} match")
    qys = set(a.years)
    if qys and line.tv.doc_years and not line.tv.doc_years & qys:
        own = [dv.doc.name for dv in scope.docs if dv.doc.meta.issuer == line.tv.doc.meta.issuer
               and dv.years & qys and dv.doc is not line.tv.doc and not _prints_no_quarters(dv, members)]
        if own:  # figures of a year are the report of that year's; a later one may restate them
            return Plan("not_found", a.op, "refused", members,
                        reason=f"the matching table of {own[0]} could not be read; {line.tv.doc.name} may restate it")
    if line.tv.lost_rows and not line.filtered:
        return Plan("not_found", a.op, "refused", members,
                    reason=f"rows of {line.tv.nt.table.id} in {line.tv.doc.name} were not read cleanly")
    spread = _spread(line)
    if spread:
        return Plan("ambiguous", a.op, "refused", members,
                    reason=f"the members fall into several groups ({', '.join(spread[:4])}); name one")
    if len(a.thresholds) > 1 and a.op in ("count", "filter"):
        return Plan("not_found", a.op, "refused", members,  # one measure is read, so one condition is applied
                    reason=f"the question states {len(a.thresholds)} conditions and only one measure was read")
    th = a.thresholds[0] if a.thresholds else None
    if th and a.op in ("count", "filter") and _printed_bound(th, line.measure.text):
        return Plan("not_found", a.op, "refused", members,
                    reason=f"the question's {th.printed:g} is printed in the line's own label ('{line.measure.text}'): "
                           "it names the line, not a bound on its values")
    if th and th.percent and not any(m.unit == "%" or "%" in (m.cell.text if m.cell else "") for m in members) \
            and "%" not in line.measure.text and not lexicon.words("rate_nouns") & set(tokens(line.measure.text)):
        return Plan("not_found", a.op, "refused", members,
                    reason=f"the question's bound is {th.printed:g}%, and the cells read hold no percents")
    if th and th.currency and th.value != th.printed and not any(
            is_currency(m.unit) or m.cell is not None and m.cell.value.scale not in (None, 1.0) for m in members):
        return Plan("not_found", a.op, "refused", members,  # "above £3 million" of a table whose "£'000" was lost
                    reason="the question's bound is an amount of money at a scale, and the cells read state neither "
                           "currency nor scale")
    if th and not th.currency and th.printed and abs(th.value / th.printed) >= 1000 and not any(
            m.cell is not None and m.cell.value.scale not in (None, 1.0) or m.number is not None
            and abs(m.number) >= abs(th.value / th.printed) for m in members):
        return Plan("not_found", a.op, "refused", members,  # "more than 40 million meals" over "Meals (m)" read as metres
                    reason=f"the question's bound is {th.printed:g} at a scale, and the cells read state no scale and "
                           "are smaller than one unit of it")
    if th and a.op in ("count", "filter") and (close := _rounds_to(th, members)) is not None:
        return Plan("ambiguous", a.op, "refused", [close],
                    reason=f"{close.label} ({close.cell.text if close.cell else close.number}) rounds to the threshold "
                           f"{th.printed:g} as the question states it, so whether it passes depends on the rounding")
    renamed = line.axis == "col" and a.op in ("filter", "argmin", "argmax") and \
        rename(qt, members)  # "which products": the "Product" column's names, not the item numbers
    p = Plan("answered", a.op, "sql", members, links={"table": line.tv.key, "measure": (line.axis, line.measure.text),
                                                        "members": [m.label for m in members],
                                                        "explained": sorted(line.explained)})
    p.threshold = (th.cmp, th.value) if th else None
    nums = [m for m in members if m.number is not None]
    if a.op in ("sum", "average", "argmin", "argmax") and (whole := _sum_of_the_others(nums)) is not None:
        members, nums = [m for m in members if m is not whole], [m for m in nums if m is not whole]
        p.operands = members  # "Consolidated" beside the segments it adds up: their total, no member
    if a.lacking and a.op in ("count", "filter"):  # the members whose cell is nil ("have no transit displays")
        p.operands = [m for m in members if _holds_figures(m)]  # (not a heading over lines: "Nordics")
        nil = [m for m in p.operands if m.value is None or m.number == 0]
        p.links["nil"] = True
        p.value = float(len(nil)) if a.op == "count" else [_member_label(m, line.axis) if line.axis == "row" else m.label
                                                            for m in nil]
        if a.op == "filter" and not nil:
            return Plan("not_found", a.op, "refused", members, reason="every member holds a figure")
        return p
    if a.op == "count":
        if th:
            p.value = float(sum(1 for m in nums if _cmp(m.number, th.cmp, th.value)))
        else:
            # the lines that hold a figure; a nil one ("—", 0) holds none ("how many aircraft types have
            # deliveries scheduled in 2022" counts no type whose 2022 cell is "—")
            held = [m for m in members if m.value is not None and m.number != 0]
            p.value = float(len(held))
            if held and len(held) < sum(1 for m in members if m.value is not None):
                p.operands = held  # the lines counted are the ones cited
            if not p.value:  # members none of which holds a value were not what the question counts
                return Plan("not_found", a.op, "refused", reason="none of the matching cells holds a value")
        return p
    if not nums:
        return Plan("not_found", a.op, "refused", reason="the matching cells hold no numbers")
    if len({m.unit == "%" for m in nums}) > 1:  # "2019 | % | 2018 | %": an amount and its share are no one series
        return Plan("not_found", a.op, "refused", nums, reason="the matching cells mix percents with amounts")
    unit = nums[0].unit
    if a.op == "sum":
        if len(nums) < 2:
            return Plan("not_found", a.op, "refused", reason="fewer than two values to add")
        p.value, p.unit = sum(m.number for m in nums), unit
        if (total := _printed_line_total(line)) is not None and not math.isclose(total, p.value, rel_tol=1e-6, abs_tol=0.5):
            return Plan("not_found", a.op, "refused", nums, reason=f"the cells added come to {round(p.value, 4):,}, and the "
                        f"line prints its own total, {round(total, 4):,}: they are not all of it")
    elif a.op == "average":
        if len(nums) < 2:
            return Plan("not_found", a.op, "refused", reason="fewer than two values to average")
        if spans := _spans_of_years(nums):
            return Plan("not_found", a.op, "refused", nums, reason=f"'{spans[0]}' holds several years: the "
                        "mean of the cells is no mean per year")
        p.value, p.unit = sum(m.number for m in nums) / len(nums), unit
    elif a.op == "filter":
        if th is None:
            return Plan("not_found", a.op, "refused", reason="no threshold to filter by")
        p.value = [_member_label(m, line.axis) if line.axis == "row" else m.label
                   for m in nums if _cmp(m.number, th.cmp, th.value)]
    else:
        if len(nums) < 2:
            return Plan("not_found", a.op, "refused", reason="fewer than two values to compare")
        best = (min if a.op == "argmin" else max)(m.number for m in nums)
        winners = [m for m in nums if m.number == best]
        if len({m.label for m in winners}) > 1:
            return Plan("ambiguous", a.op, "refused", winners, reason="a tie between " + ", ".join(m.label for m in winners))
        p.value = winners[0].label if renamed else _member_label(winners[0], line.axis)
        if lexicon.cue_pattern("residual_labels").match(p.value.lower()):
            return Plan("not_found", a.op, "refused", members,
                        reason=f"the {'smallest' if a.op == 'argmin' else 'largest'} is a residual group ({p.value!r})")
    p.operands = members
    return p


def _holds_figures(m: Operand) -> bool:
    """Whether the member's line holds a figure in some cell: no heading over other lines ("Nordics")."""
    return any((c := m.tv.cell(m.row, col)) is not None and c.value.number for col in m.tv.cols)


def _rounds_to(th, members: list[Operand]) -> Operand | None:
    """A member that differs from a threshold stated as a rounded figure ("EUR 115.8 million")
    but rounds to it (115,848 thousand), when read exactly and read as rounded it passes one way
    and not the other: it is more or less than the threshold only by digits the question left out."""
    if not th.printed or abs(th.value / th.printed) <= 1.0:
        return None  # a threshold printed in full ("EUR 21") is exact
    digits = str(th.printed).split(".")[1] if "." in str(th.printed) else ""
    half = 0.5 * 10 ** -len(digits.rstrip("0")) * abs(th.value / th.printed)
    return next((m for m in members if m.number is not None and 0 < abs(m.number - th.value) < half
                 and _cmp(m.number, th.cmp, th.value) != _cmp(th.value, th.cmp, th.value)), None)


def _spread(line: Line) -> list[str]:
    """Groups or categories the members span when the question names none (then "which plan is
    cheapest" may mean within one tier): empty when the members are one group or were named."""
    if line.axis != "col" or line.filtered:
        return []
    groups = {" > ".join(m.row.path[:-1]) for m in line.members if len(m.row.path) > 1}
    if len(groups) > 1:
        return sorted(groups)
    cat_cols = [c for c in line.tv.nt.columns if c.concept == "category" and c.index >= line.tv.nt.table.label_cols]
    # (the label column headed "Category" names the members themselves, no category of them)
    for col in cat_cols:
        values = {line.tv.grid[(m.row.row.index, col.index)].text for m in line.members
                  if (m.row.row.index, col.index) in line.tv.grid}
        if len(values) > 1:
            return sorted(values)
    return []


def _member_label(op: Operand, axis: str) -> str:
    """The member's name as printed; a dated header ("Years Ended December 31, 2018") names its year."""
    path = op.row.path if axis == "col" else op.col.path
    leaf = op.label if axis != "col" and op.label and op.label in path else label_leaf(path)  # (named apart: lines)
    years = re.findall(r"(?<!\d)(?:19|20)\d\d(?!\d)", leaf)
    return years[0] if len(years) == 1 and leaf.strip() != years[0] else leaf


def _cmp(x: float, cmp: str, v: float) -> bool:
    return {">": x > v, ">=": x >= v, "<": x < v, "<=": x <= v}[cmp]


def _between_issuers(qt: QuestionTerms, scope: Scope) -> Plan | None:
    """"Is Quarrystone or Fernhollow cheaper for 250 cartons?", "the per-roll price difference between
    Quarrystone and Fernhollow": the two things compared are two issuers the question names, each by
    its own words, one value each (``_by_issuer``): the one the comparison's direction picks, or the
    larger less the smaller. None when the question names no two issuers so, or two labels of one
    table it could compare instead (``entities``), or asks a difference with a direction."""
    a = qt.a
    if a.op not in ("compare", "difference") or not scope.named:
        return None
    names = {dv.name for dv in scope.docs}
    said = {dv.name: scope.doc_pos.get(dv.doc.id or dv.doc.name, frozenset()) for dv in scope.docs}
    own = [said[x] - frozenset().union(*(said[y] for y in said if y != x)) for x in said]
    if len(names) != 2 or len(said) != 2 or not all(own) or entities(qt, scope):
        return None
    if a.op == "difference" and not unsigned_difference(a):
        return None
    if a.op == "compare":
        return _by_issuer(qt, scope, "argmin" if a.direction == "min" else "argmax")
    p = _by_issuer(qt, scope, "argmax", ties=True)
    if p.status != "answered":
        return p
    ops = p.operands
    order = [0, 1] if ops[0].number >= ops[1].number else [1, 0]
    return Plan("answered", "difference", "sql", ops, ops[order[0]].number - ops[order[1]].number, ops[0].unit,
                order=order, links={**p.links, "operands": [op_links(o) for o in ops]})


def _by_issuer(qt: QuestionTerms, scope: Scope, op: str | None = None, ties: bool = False) -> Plan:
    """One operand per issuer (each supplier's list for the year), then the best of them (``op``:
    argmin or argmax, the question's own unless given; ``ties``: two that tie are no failure)."""
    a = qt.a
    op = op or a.op
    by_issuer: dict[str, list[DocView]] = {}
    for dv in scope.docs:
        if a.years and dv.years and not dv.years & set(a.years):
            continue  # another year's list
        by_issuer.setdefault(dv.name, []).append(dv)
    ops: list[Operand] = []
    explained: set[int] = set()
    missing: list[tuple[str, list[DocView]]] = []
    unread: list[tuple[str, Operand]] = []  # an issuer's best cell printed, but not as a number
    for name, dvs in by_issuer.items():
        sub = Scope(dvs, scope.doc_pos, scope.named)
        cands = lookup_candidates(qt, sub.tables, sub.doc_pos, need_col_words=True)
        if a.quoted:  # a named product: its printed numbers (sizes, counts) must all be on the row
            want = set(re.findall(r"\d+(?:[.,]\d+)?", a.quoted[0]))
            cands = [c for c in cands
                     if want <= set(re.findall(r"\d+(?:[.,]\d+)?", " ".join(c.row.texts + c.row.path)))]
        if not cands and a.quoted:  # the product in another language: by its numbers, codes, stems
            cands, why, same_language = product_operands(qt, sub.tables, lookup_candidates)
            if not cands and not why and same_language and _near_miss(qt, sub.tables):
                why = "a row half-matches it"
            if why:
                return Plan("not_found", a.op, "refused", reason=f"cannot tell whether {name} lists {a.quoted[0]!r}: {why}")
        if not cands:
            missing.append((name, dvs))
            continue
        top = cands[0]
        tied = [c for c in cands if c.score >= top.score - 1e-6 and c.key != top.key]
        if tied and precise_pick([top] + tied) is None:
            return Plan("ambiguous", a.op, "refused", [top] + tied, reason=f"{name}: " + ambiguous_text([top] + tied))
        if top.number is None:
            if top.cell is not None and top.cell.value.kind != "null":  # printed, but not read as a number
                if a.quoted:  # its row carries the named product's numbers (or is it, read across languages)
                    return Plan("not_found", a.op, "refused", [top], reason=f"no value could be read for {name} "
                                f"({top.cell.text!r}), so the comparison is incomplete")
                unread.append((name, top))
            continue  # "n/a": the list says it does not carry the product
        if not top.tv.doc.meta.issuer:
            return Plan("not_found", a.op, "refused", reason=f"{top.tv.doc.name} holds a value but names no issuer")
        top.label = name
        ops.append(top)
        explained |= top.explained
    shared = frozenset.intersection(*(frozenset(o.explained) for o in ops)) if ops else frozenset()
    for name, top in unread:  # its cell reads the words every value read does: a value left unread
        if shared <= top.explained:  # (one that misses them is no listing of the item: "Valid: 2025")
            return Plan("not_found", a.op, "refused", [top],
                        reason=f"no value could be read for {name} ({top.cell.text!r}), so the comparison is incomplete")
    if len(ops) < 2:
        return Plan("not_found", a.op, "refused", reason="fewer than two issuers hold a matching value")
    answered = {o.label for o in ops}
    for dv in scope.all_docs:  # look-alike tables in documents outside the pool (misread type)
        if dv.name in answered or dv.name in by_issuer or (a.years and dv.years and not dv.years & set(a.years)):
            continue
        if any(_alike(tv, o.tv) for tv in dv.tables for o in ops):
            missing.append((dv.name, [dv]))
    if (skipped := _unlinked_peers(qt, scope, ops, by_issuer)):
        return Plan("not_found", a.op, "refused", reason=f"no value could be read for {skipped}, so the comparison is incomplete")
    if (gap := _unread_peer(qt, ops, missing)) is not None:
        return Plan("not_found", a.op, "refused", reason=f"no value could be read for {gap}, so the comparison is incomplete")
    unexpl = unexplained_words(qt, frozenset(explained))
    if unexpl:
        return Plan("not_found", a.op, "refused", reason=f"the documents name nothing matching {', '.join(repr(t) for t in unexpl[:3])}")
    best = (min if op == "argmin" else max)(o.number for o in ops)
    winners = [o for o in ops if o.number == best]
    if len(winners) > 1 and not ties:
        return Plan("ambiguous", op, "refused", winners, reason="a tie between " + ", ".join(o.label for o in winners))
    return Plan("answered", op, "sql", ops, winners[0].label, None,
                links={"issuers": {o.label: o.tv.key for o in ops}})


def _unlinked_peers(qt: QuestionTerms, scope: Scope, ops: list[Operand], by_issuer: dict) -> str | None:
    """An issuer with a document of the kind and year that answered which the question's words did
    not bring into scope (a German "Preisliste" meets no "price"), when the question names no issuer
    of its own: a best-of over every supplier that never read it could name the wrong winner."""
    if any(qt.a.terms_at(i) & dv.name_terms for dv in scope.docs
           for i in scope.doc_pos.get(dv.doc.id or dv.doc.name, ())):
        return None  # the question names the issuers it compares
    kinds = {o.tv.doc.meta.doc_type for o in ops} - {None}
    years = set(qt.a.years)
    for dv in scope.all_docs:
        if dv.name in by_issuer or dv in scope.docs or dv.doc.meta.doc_type not in kinds:
            continue
        if years and not dv.years & years:
            continue
        return dv.name
    return None


def _unread_peer(qt: QuestionTerms, ops: list[Operand], missing: list[tuple[str, list[DocView]]]) -> str | None:
    """An issuer whose documents are of the kind that answered but gave no value: a best-of that
    leaves it out could be wrong. Excused when a stated constraint (currency) rules it out, or, for
    a named product, when its list was read and simply does not carry it."""
    kinds = {o.tv.doc.meta.doc_type for o in ops}
    concepts = {o.col.col.concept or o.col.text for o in ops}
    for name, dvs in missing:
        if qt.a.quoted:  # a list that was read but lacks the product is fine; an unread list is not
            same_kind = [dv for dv in dvs if dv.doc.meta.doc_type in kinds]
            if same_kind and not any((c.col.concept or c.text) in concepts
                                     for dv in same_kind for tv in dv.tables for c in tv.cols):
                return name
            continue
        peers = [dv for dv in dvs if any(_alike(tv, o.tv) for tv in dv.tables for o in ops)
                 or (dv.doc.meta.doc_type in kinds or dv.doc.meta.doc_type is None)
                 and any((c.col.concept or c.text) in concepts for tv in dv.tables for c in tv.cols)]
        if not peers:
            continue
        tables = [tv for dv in peers for tv in dv.tables]
        if _beyond_tiers(qt.a, tables, concepts):
            continue  # its tiers were read and stop short of the quantity: it quotes no fee for it
        if qt.a.currencies:
            saved = qt.a.currencies
            qt.a.currencies = set()
            try:
                relaxed = lookup_candidates(qt, tables, {}, need_col_words=True)
            finally:
                qt.a.currencies = saved
            units = set()
            for c in relaxed:
                path_cur = {p.upper() for p in c.col.path + c.row.path if p.upper() in CURRENCY_CODES}
                units |= path_cur or ({c.unit} if c.unit in CURRENCY_CODES else {None})
            if relaxed and None not in units and not units & qt.a.currencies:
                continue  # it reports in another currency only
        return name
    return None


def _beyond_tiers(a: Analysis, tables: list[TableView], concepts: set) -> bool:
    """The quantity asked lies outside every tier of the peer's tier table for the asked column
    ("3,500 units" where the tiers read end at "1.000-2.999"): the list was read, and prices no
    such order. Only a table read cleanly whose tiers are all bounded and follow on one another."""
    if a.quantity is None or a.range_literal:
        return False
    q = a.quantity
    for tv in tables:
        if not tv.has_ranges or tv.lost_rows or not any((c.col.concept or c.text) in concepts for c in tv.cols):
            continue
        tiers = sorted((r.rng.low, r.rng.high) for r in tv.rows if r.rng is not None)
        if len(tiers) < 2 or any(lo is None or hi is None for lo, hi in tiers):
            return False
        if any(nxt_lo - hi > 1 for (_, hi), (nxt_lo, _) in zip(tiers, tiers[1:])):
            return False  # a gap between tiers: a tier may not have been read
        if q > tiers[-1][1] or q < tiers[0][0]:
            return True
    return False


def _alike(x: TableView, y: TableView) -> bool:
    """Two tables with nearly the same caption words (the same kind of table in two documents)."""
    a = {t for t in x.caption_terms if not t.isdigit()}
    b = {t for t in y.caption_terms if not t.isdigit()}
    a -= _identity_words(y)
    b -= _identity_words(y)
    a -= _identity_words(x)
    return bool(a and b) and len(a & b) / len(a | b) >= 0.6


def _identity_words(tv: TableView) -> set[str]:
    from tabsql.query_router.index import term_set

    meta = tv.doc.meta
    return term_set(" ".join(filter(None, [meta.issuer, meta.title])))


def _near_miss(qt: QuestionTerms, tables: list[TableView]) -> bool:
    """A row that half-matches the named product: it may be the same product in another language."""
    for tv in tables:
        for r in tv.rows:
            for text in r.texts + r.path[-1:]:
                m = qt.match_text(text)
                if m.cov >= 0.25:
                    return True
    return False
