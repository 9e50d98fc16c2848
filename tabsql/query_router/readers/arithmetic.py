"""Arithmetic the router does not plan: shares of a total, differences of averages, named ratios,
sums and averages over years.

- Shares ("X for 2019 expressed as a percentage of Total Revenue for 2019", "what percentage of
  the total unrealized gain is generated from U.S. government obligations", "the proportion of X
  over Y", "the ratio of X to Y"): the question is cut into the part and the whole at its
  connecting words; each side is read as one cell of one table line (open_domain's line readers)
  with the words of that side only; a part "A and B" that no one label names is the sum of one
  cell per item, each in the whole's table. The result is |part| / |whole| (a deduction printed
  "(365,223)" is a part by its size), times 100 when a percentage is asked. Rival cuts or
  readings that give other cells, cells of two documents, or words no label explains: refused.
- Differences of averages ("the difference between 2019 average A and 2019 average B", "the
  change between 2018 and 2019 average X"): each average over the years annual reports average
  (the year named and the one before, or the span named), read off one row.

- Named ratios ("the current ratio in 2019", "the debt-to-asset ratio", "the change in current
  ratio from 2018 to 2019"): spelled out as the share of the totals they divide, so every other
  word of the question must still be explained; a table that prints the ratio is left to the router.
- Sums and averages of one item over the years asked where the router found no line holding them
  (years in row labels: "Nonvested as of December 31, 2019"), and "the 2019 average X" (that year
  and the one before). An operation word the label prints ("Total assets") is a lookup, not a sum.
- The (percent) change of a total of items between two years ("the percentage change in total net
  sales of International and Foodservice from 2018 to 2019").

The shapes are read with the question (query_router.shapes: ``Analysis.shapes``, the sides as
question positions); this reader reads cells for their sides and never the question's text.
Each answer is a tabsql.plan.Plan; verify recomputes its formula (plan.links["formula"]), or its plain
sum or average when it has none, from the cited cells; the plan's plain operation over plan.order
is what its SQL computes.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from tabsql.query_router import lexicon
from tabsql.query_router.readers import open_domain as od
from tabsql.query_router.analyze import Analysis
from tabsql.query_router.index import CatalogIndex
from tabsql.plan import Operand, Plan, evaluate, is_currency, shift
from tabsql.query_router.text import fold, tokens

_SHAPE_WORDS = frozenset(tokens(
    "form forms part made make makes up generated derived comprised comprise accounted account represented represent "
    "contributed contribute attributable attributed due related constitute constitution expressed measured "
    "proportion percentage percent ratio share fraction out relative compared versus sum total"))
MARGIN = od.AMBIGUITY_MARGIN
_UNIT_WORDS = frozenset({"usd", "eur", "gbp", "chf", "m", "mn", "bn", "k", "thousand", "thousands", "million",
                         "millions", "billion", "billions", "000", "'000", "em"})  # "$'000", "€m" under a header


@dataclass
class Side:
    """One side of a share: the operand read for it and the question positions it explains."""

    op: Operand
    explained: frozenset[int]
    score: float
    complete: bool = False  # the side names every word of the line's label (and its "total", if said)


def _side_match(q: od.Q, label: str, side: frozenset[int], shared: frozenset[str] = frozenset()
                ) -> tuple[float, float, float, frozenset[int]]:
    """Q.match restricted to the words of one side of the question; the label's unit words and
    figures are left out (a side names the item, not "$'000" or "2019"), and so are the ``shared``
    words every member of the line prints and the side does not say (a heading over all of them,
    "As of December 31,"), which tell no member from another."""
    toks = tuple(t for t in od._label_tokens(label) if t not in _UNIT_WORDS and not t.isdigit())
    if shared:
        toks = tuple(t for t in toks if t not in shared or q.positions(t) & side) or toks
    return q.match_tokens(toks, within=side)


def _shared_words(ms: list) -> frozenset[str]:
    """The label words every member prints (none for fewer than two members)."""
    words = [set(od._label_tokens(m.words)) for m in ms if m.words]
    return frozenset(set.intersection(*words)) if len(words) >= 2 and len(words) == len(ms) else frozenset()


def _side_years(a: Analysis, side: frozenset[int], other: frozenset[int]) -> list[int] | None:
    """The year a side is read at: its own, else the question's only year; None when unclear."""
    own = {int(a.toks[i]) for i in side if re.fullmatch(r"(?:19|20)\d\d", a.toks[i])}
    if len(own) > 1:
        return None
    if own:
        return sorted(own)
    every = set(a.years)
    if len(every) > 1:
        other_own = {int(a.toks[i]) for i in other if re.fullmatch(r"(?:19|20)\d\d", a.toks[i])}
        return sorted(other_own) if len(other_own) == 1 else None
    return sorted(every)


def _member(q: od.Q, line: od.Line, years: list[int], side: frozenset[int]) -> tuple[od.Member | None, frozenset[int]]:
    """The member of a line a side names: the one of its year (told apart by the side's words when
    several are), or the undated one the side's words name; None when unclear."""
    tv = line.tv
    ms = [m for m in line.members if od._value(tv, m) is not None]
    if years and (any(m.years for m in line.members) or _dated_table(tv)):
        ms = [m for m in ms if m.years == {years[0]}]
    elif years and years[0] not in tv.doc_years | {y for r in tv.rows for y in r.years}:
        return None, frozenset()  # an undated table that names other years (or none)
    elif any(m.years for m in ms) and len({m.years for m in ms if m.years}) > 1:
        ms = [m for m in ms if not m.years] or ms
    if not od._PCT_ASKED.search(" ".join(q.a.toks[i] for i in sorted(side))) and not od._is_pct_label(line.label):
        ms = [m for m in ms if not od._is_pct(tv, m)] or ms
    if len(ms) == 1:
        return ms[0], (_side_match(q, ms[0].words, side)[3] if ms[0].words else frozenset())
    scored = []
    shared = _shared_words(ms)
    for m in ms:
        cov, got, total, pos = _side_match(q, m.words, side, shared) if m.words else (0.0, 0.0, 0.0, frozenset())
        leaf = (m.col.path if line.axis == "row" else m.row.path)[-1:]
        if cov < od.MIN_COV and leaf and leaf[0] != m.words:  # a group header over some members only
            cov, got, total, pos = _side_match(q, leaf[0], side, shared)  # ("Payments Due by Period" over
            # "Total" and "Less than 1 Year", the later columns' left out): the member's own name
        if cov >= od.MIN_COV and got:
            scored.append((got - 0.5 * (total - got), pos, m))
    scored.sort(key=lambda s: -s[0])
    if not scored or len(scored) > 1 and scored[1][0] >= scored[0][0] - 1e-9 and \
            od._value(tv, scored[1][2]) != od._value(tv, scored[0][2]):
        return None, frozenset()
    return scored[0][2], scored[0][1]


def _dated_table(tv) -> bool:
    """A table with a dated column: an undated member of it is no value of a year asked."""
    return any(c.years for c in tv.cols)


def _read_side(q: od.Q, lines: list[od.Line], side: frozenset[int], years: list[int],
               context: frozenset[str] = frozenset(), at: Operand | None = None) -> list[Side]:
    """Every reading of one side: a line whose label the side's words name, at the member asked.
    Words of ``context`` (the whole's label, repeated in "the trade receivables that are three to
    six months old") need no label of their own; each conjunct of an "A and B" side must be named
    by the label (else the side is a sum, not one line). A part whose words name no member of a
    line of the whole's table (the whole's "amortized cost" said once, in "what percentage of the
    total amortized cost is made up of X") is read at the whole's member, ``at``."""
    required = [i for i in q.required if i in side and not q.a.terms_at(i) & context]
    conjuncts = _conjuncts(q.a, side)
    rate_asked = od._is_pct_label(" ".join(q.a.toks[i] for i in sorted(side)))
    asks_total = any(q.a.toks[i] in ("total", "totals") for i in side)  # a line that is no total misses it
    out = []
    for ln in lines:
        if od._is_pct_label(ln.label) and not rate_asked:
            continue  # a ratio or margin line is no amount of a share
        named = {int(y) for y in re.findall(r"(?<!\d)(?:19|20)\d\d(?!\d)", ln.label)}
        if named and years and not named & set(years):
            continue  # "Non-vested at December 31, 2018" is no value of 2019
        cov, got, total, pos = _side_match(q, ln.label, side)
        if cov < od.MIN_COV or not got or any(not c & pos for c in _distinct(q.a, conjuncts)):
            continue
        m, mpos = _member(q, ln, years, side)
        if m is None and at is not None and ln.tv is at.tv:
            m, mpos = _member_at(ln, at), frozenset()
        if m is None:
            continue
        explained = pos | mpos | (ln.ctx & side)
        unexplained = [i for i in required if i not in explained]
        if len(unexplained) > 1 or q.pos_weight(unexplained) > od.MAX_UNEXPLAINED:
            continue
        verbatim = len(set(od._label_tokens(ln.label)) & {q.a.toks[i] for i in side})
        score = q.pos_weight(explained) - q.pos_weight(unexplained) - od.MISSING_PENALTY * (total - got) + 0.1 * verbatim
        complete = got >= total - 1e-9 and (not asks_total or m.row.row.is_total)
        out.append(Side(od._operand(ln.tv, m, ln.label), frozenset(explained), score, complete))
    out.sort(key=lambda s: -s.score)
    return out


def _distinct(a: Analysis, conjuncts: list[frozenset[int]]) -> list[frozenset[int]]:
    """Each conjunct's words that no other conjunct says ("foreign" of "other foreign borrowings and
    other domestic borrowings"); all its words when it has no such word."""
    out = []
    for k, c in enumerate(conjuncts):
        others = {a.toks[i] for j, o in enumerate(conjuncts) if j != k for i in o}
        out.append(frozenset(i for i in c if a.toks[i] not in others) or c)
    return out


def _member_at(ln: od.Line, at: Operand) -> od.Member | None:
    """The member of a line that stands in ``at``'s column (a line across columns) or row."""
    for m in ln.members:
        same = m.col.col.index == at.col.col.index if ln.axis == "row" else m.row.row.index == at.row.row.index
        if same and od._value(ln.tv, m) is not None:
            return m
    return None


def _conjuncts(a: Analysis, side: frozenset[int]) -> list[frozenset[int]]:
    """The content words on each side of an "and" in a side of the question; none without one."""
    ordered = sorted(side)
    cuts = [k for k, i in enumerate(ordered) if a.toks[i] == "and"]
    if not cuts:
        return []
    bounds = [-1] + cuts + [len(ordered)]
    groups = [frozenset(i for i in ordered[b + 1:e] if a.toks[i] not in od.STOPWORDS) for b, e in zip(bounds, bounds[1:])]
    return [g for g in groups if g]


def _best(readings: list[Side]) -> Side | None:
    """The best reading of a side, None when a rival as good holds another value. A line the side
    names word for word ("Free cash flow") is not rivalled by lines with words the side does not
    say ("Operating free cash flow")."""
    if not readings:
        return None
    top = readings[0]
    for r in readings[1:]:
        if r.score >= top.score - MARGIN and r.op.number != top.op.number and (r.complete or not top.complete):
            return None
    return top


def share(a: Analysis, index: CatalogIndex) -> Plan | None:
    """A share or ratio of two cells the question names apart; None when it asks none, refused when
    its two sides cannot be read with confidence."""
    cuts = a.shapes.shares
    if not cuts:
        return None
    q, lines = _question_lines(a, index)
    scale = 100.0 if a.says("per_cent") else 1.0
    found: list[tuple[float, list[Side], Side, frozenset[int]]] = []
    for cut in cuts:
        part, whole = cut.part, cut.whole
        if not part or not whole or cut.multi_step:
            continue
        py, wy = _side_years(a, part, whole), _side_years(a, whole, part)
        if py is None or wy is None:
            continue
        y = _best(_read_side(q, lines, whole, wy))
        if y is None:
            continue
        xs = _read_parts(q, lines, part, py, y)
        if xs is None or any(_is_pct(x.op) != _is_pct(y.op) for x in xs):
            continue  # a percentage over an amount is no share
        found.append((sum(x.score for x in xs) / len(xs) + y.score, xs, y, part | whole))
    refused = Plan("not_found", "ratio", "refused", reason="the part and the whole of the share could not both be read")
    if not found:
        return refused
    found.sort(key=lambda t: -t[0])
    _, xs, y, sides = found[0]
    keys = {x.op.key for x in xs} | {y.op.key}
    for s, xs2, y2, _ in found[1:]:
        if s >= found[0][0] - MARGIN and {x.op.key for x in xs2} | {y2.op.key} != keys:
            return Plan("ambiguous", "ratio", "refused", [x.op for x in xs] + [y.op],
                        reason="the question can be cut into a part and a whole in more than one way")
    explained = frozenset().union(*(x.explained for x in xs), y.explained)
    shape = {i for i in range(len(a.toks)) if i not in sides and a.toks[i] in _SHAPE_WORDS}  # "form a part of"
    unexplained = set(q.required) - explained - shape
    if q.pos_weight(unexplained) > od.MAX_UNEXPLAINED:
        return refused
    ops = [x.op for x in xs] + [y.op]
    for o in ops:
        o.label = o.row.text
    n = len(xs)
    whole_sum = ("+", *range(n)) if n > 1 else 0
    formula = ("*", ("/", ("abs", whole_sum), ("abs", n)), ("const", scale))  # a deduction "(365,223)" is a part too
    value = evaluate(formula, [o.number for o in ops])
    if value is None:
        return Plan("not_found", "ratio", "refused", ops, reason="the whole is zero")
    if not lexicon.cue_pattern("ratio").search(a.folded) and all(o.number >= 0 for o in ops) \
            and sum(o.number for o in ops[:n]) > ops[n].number * (1 + 1e-9):  # (a ratio of two items may exceed 1)
        return Plan("not_found", "ratio", "refused", ops, reason=f"the part read ({ops[0].row.text}) is more than the "
                    f"whole read ({ops[n].row.text}): no share of it")
    return Plan("answered", "ratio", "sql", ops, value, "%" if scale == 100.0 else None, order=[0, n],
                links={"arithmetic": "share", "formula": formula,
                       "operands": [{"row": o.row.text, "column": o.col.text} for o in ops]})


def _read_parts(q: od.Q, lines: list[od.Line], part: frozenset[int], years: list[int], whole: Side) -> list[Side] | None:
    """The cells of the part: one line the part names, or, for "A and B" that no one label names,
    one line per conjunct, each in the whole's table (a sum of items of one total). Words of the
    whole's label ("net sales" of "Total net sales") need no label of their own."""
    context = frozenset(od._label_tokens(whole.op.row.text))
    x = _best([r for r in _read_side(q, lines, part, years, context, whole.op) if r.op.key != whole.op.key])
    if x is not None:
        return [x] if x.op.tv.doc is whole.op.tv.doc else None
    if (x := _beside_whole(q, part, years, whole)) is not None:
        return [x]
    conjuncts = _conjuncts(q.a, part)
    if len(conjuncts) < 2:
        return None
    xs: list[Side] = []
    for c in conjuncts:
        same_table = [r for r in _read_side(q, lines, c, years, context)
                      if r.op.tv is whole.op.tv and r.op.key != whole.op.key and
                      (r.op.col.col.index == whole.op.col.col.index or r.op.row.row.index == whole.op.row.row.index)]
        x = _best(same_table)
        if x is None:
            return None
        xs.append(x)
    return xs if len({x.op.key for x in xs}) == len(xs) else None


def _beside_whole(q: od.Q, part: frozenset[int], years: list[int], whole: Side) -> Side | None:
    """The part as the whole's line read in another column (or the whole's column on another line)
    of its table that the part names by its own header or label, or by the one year it prints:
    "due in less than 1 year" of "Total contractual obligations" over "Total | Less than 1 Year |
    1-3 Years" (columns of periods hold no line of their own), "due in 2020" of the "Total" line
    over lines "2020", "2021" ... Every word of the part the question requires must be printed by
    that header or label (or its group header); None unless exactly one cell so reads."""
    at, tv = whole.op, whole.op.tv
    required = [i for i in q.required if i in part]
    said = {q.a.toks[i] for i in part}
    related = said & lexicon.words("period_relations")
    later = said & lexicon.words("after_words") if len(years) == 1 and years[0] == max(
        (y for r in tv.rows for y in r.years), default=None) else set()
    found: list[Side] = []
    for row, col, own, full in [(at.row, c, c.path[-1:], c.path) for c in tv.cols if c is not at.col and c.path] + \
            [(r, at.col, r.path[-1:], [*r.context, *r.path]) for r in tv.rows if r is not at.row and r.path]:
        cell = tv.cell(row, col)
        if cell is None or cell.value.number is None:
            continue
        named = (row.years | col.years) - (at.row.years | at.col.years)
        if years and named == set(years) and not od._label_tokens(own[0].replace(str(years[0]), "")):
            if related:
                continue  # "due after 2025" names no line "2025"
            pos = frozenset(i for i in part if q.a.toks[i] == str(years[0]))  # the line is the year alone
        elif later and fold(own[0]).strip(" :") in lexicon.phrases("later_years_labels") and \
                row.row.index > max(r.row.index for r in tv.rows if years[0] in r.years):
            pos = frozenset(i for i in part if q.a.toks[i] in later or q.a.toks[i] == str(years[0]))  # "after 2025":
            # the "Thereafter" line under the schedule's last year, 2025
        else:
            cov, got, _, pos = _side_match(q, own[0], part)
            if cov < 0.999 or not got or years and not named & set(years):
                continue
        pos |= _side_match(q, " ".join(full), part)[3]
        if all(i in pos for i in required):
            found.append(Side(Operand(tv, row, col, cell, label=own[0]), frozenset(pos), q.pos_weight(pos), True))
    return found[0] if len(found) == 1 else None


def _read_mean(q: od.Q, lines: list[od.Line], side: frozenset[int], years: list[int]) -> list[Side] | None:
    """One line's cells for each of ``years`` (the same row of one table), for an average."""
    out: list[Side] = []
    for y in years:
        x = _best(_read_side(q, lines, side, [y]))
        if x is None:
            return None
        out.append(x)
    first = out[0].op
    if len({x.op.key for x in out}) < len(out) or any(x.op.tv is not first.tv or x.op.row.row.index != first.row.row.index
                                                      for x in out):
        return None
    return out


def mean_difference(a: Analysis, index: CatalogIndex) -> Plan | None:
    """A difference of two averages: of two lines over the same years, or of one line over two
    overlapping spans ("the change between 2018 and 2019 average free cash flow" = the 2019
    average minus the 2018 average). None when the question asks none; refused when unread."""
    sides = a.shapes.means
    if sides is None:
        return None
    q, lines = _question_lines(a, index)
    refused = Plan("not_found", "difference", "refused", reason="the two averages could not both be read")
    if not sides:
        return refused
    means = [_read_mean(q, lines, side, ys) for side, ys in sides]
    if any(x is None for x in means) or means[0][0].op.tv.doc is not means[1][0].op.tv.doc:
        return refused
    explained = frozenset().union(*(x.explained for xs in means for x in xs))
    unexplained = set(q.required) - explained
    if q.pos_weight(unexplained) > od.MAX_UNEXPLAINED or len(unexplained) > 1:
        return refused
    ops: list[Operand] = []
    index_of: dict[tuple, int] = {}
    terms = []
    for xs in means:
        idx = []
        for x in xs:
            if x.op.key not in index_of:
                index_of[x.op.key] = len(ops)
                x.op.label = x.op.row.text + " " + " ".join(str(y) for y in sorted(x.op.row.years | x.op.col.years))
                ops.append(x.op)
            idx.append(index_of[x.op.key])
        terms.append(("mean", *idx))
    formula = ("-", terms[0], terms[1])
    value = evaluate(formula, [o.number for o in ops])
    if value is None:
        return refused
    return Plan("answered", "difference", "sql", ops, value, ops[0].unit, order=[terms[0][1], terms[1][1]],
                links={"arithmetic": "difference of averages", "formula": formula,
                       "operands": [{"row": o.row.text, "column": o.col.text} for o in ops]})


def _question_lines(a: Analysis, index: CatalogIndex) -> tuple[od.Q, list[od.Line]]:
    """The question's terms and the table lines of the tables its required words name (read once
    for the analysis, shared with the open-domain reader: `od.question_lines`)."""
    return od.question_lines(a, index)


def _per_year(q: od.Q, lines: list[od.Line], side: frozenset[int], years: list[int], op: str) -> Plan | None:
    """The sum or average of one item's value in each of ``years``: one cell a year, all in one
    table and one line or one column (years in row labels: "Balance at December 31, 2018"), and
    at most one common question word unexplained. None when that cannot be read."""
    xs = []
    for y in years:
        x = _best(_read_side(q, lines, side, [y]))
        if x is None:
            return None
        xs.append(x)
    ops = [x.op for x in xs]
    first = ops[0]
    if len({o.key for o in ops}) < len(ops) or any(o.tv is not first.tv for o in ops) or not (
            all(o.row.row.index == first.row.row.index for o in ops) or all(o.col.col.index == first.col.col.index
                                                                          for o in ops)):
        return None
    unexplained = set(q.required) - frozenset().union(*(x.explained for x in xs))
    if q.pos_weight(unexplained) > od.MAX_UNEXPLAINED or len(unexplained) > 1:
        return None
    for o in ops:
        o.label = o.row.text + " " + " ".join(str(v) for v in sorted(o.row.years | o.col.years))
    nums = [o.number for o in ops]
    value = evaluate(("mean" if op == "average" else "+", *range(len(ops))), nums)
    return Plan("answered", op, "sql", ops, value, first.unit,
                links={"arithmetic": f"{op} over years", "operands": [{"row": o.row.text, "column": o.col.text}
                                                                       for o in ops]})


def year_mean(a: Analysis, index: CatalogIndex) -> Plan | None:
    """"The 2019 average X": the average of X's 2019 and 2018 values (an average balance over the
    year, as annual reports compute it), read off one line. None when the question asks none."""
    m = a.shapes.year_mean
    if m is None:
        return None
    q, lines = _question_lines(a, index)
    return _per_year(q, lines, m.side, [m.year, m.year - 1], "average") or \
        Plan("not_found", "average", "refused", reason="the values of the two years could not both be read")


def year_aggregate(a: Analysis, index: CatalogIndex) -> Plan | None:
    """"The total number of nonvested shares as of December 31, 2019 and 2018", "the average X
    between 2017 and 2019": the sum or average of one item over the years asked, where the router
    found no table line holding them (years in row labels). An operation word a matched label
    prints ("Total assets in 2019 and 2018") makes it a lookup of each year, not a sum: None."""
    m = a.shapes.aggregate
    if m is None:
        return None
    q, lines = _question_lines(a, index)
    if len(q.years) < 2:
        return None
    p = _per_year(q, lines, m.side, q.years, "average" if m.mean else "sum")
    word = m.word
    if p is None or any(word in od._label_tokens(o.row.text) + od._label_tokens(o.col.text) for o in p.operands):
        return None
    return p


def sum_change(a: Analysis, index: CatalogIndex) -> Plan | None:
    """The change (or percent change) of the total of two or more items between two years: one
    cell per item and year, the items in one column of one table each year, each item one line
    over both years. None when the question asks none; refused when it cannot be read."""
    m = a.shapes.sum_change
    if m is None:
        return None
    refused = Plan("not_found", "pct_change" if m.pct else "difference", "refused",
                   reason="the items of the total could not be read for both years")
    (late, early), measure, sides = m.years, m.measure, m.sides
    if late == early or len(sides) < 2 or any(not sd - measure for sd in sides):
        return refused
    q, lines = _question_lines(a, index)
    grid = [[_best(_read_side(q, lines, sd, [y])) for sd in sides] for y in (late, early)]
    if any(x is None for row in grid for x in row):
        return refused
    cells = [x.op for row in grid for x in row]
    tv = cells[0].tv
    if any(o.tv is not tv for o in cells) or len({o.key for o in cells}) != len(cells) or \
            any(len({o.col.col.index for o in [x.op for x in row]}) != 1 for row in grid) or \
            any(grid[0][k].op.row.row.index != grid[1][k].op.row.row.index for k in range(len(sides))):
        return refused
    unexplained = set(q.required) - frozenset().union(*(x.explained for row in grid for x in row))
    if q.pos_weight(unexplained) > od.MAX_UNEXPLAINED or len(unexplained) > 1:
        return refused
    n = len(sides)
    for o in cells:
        o.label = o.row.text + " " + " ".join(str(v) for v in sorted(o.row.years | o.col.years))
    totals = [("+", *range(n)), ("+", *range(n, 2 * n))]
    formula = ("pct", *totals) if m.pct else ("-", *totals)
    value = evaluate(formula, [o.number for o in cells])
    if value is None:
        return refused
    return Plan("answered", refused.op, "sql", cells, value, "%" if m.pct else cells[0].unit,
                order=[0, n], links={"arithmetic": "change of a total", "formula": formula,
                                     "operands": [{"row": o.row.text, "column": o.col.text} for o in cells]})


def _is_pct(op: Operand) -> bool:
    return od._is_pct(op.tv, od.Member(op.row, op.col, frozenset(), ""))


def _printed(index: CatalogIndex, name: str) -> bool:
    """A table line already carries the ratio ("Current ratio 1.4x"): the router's reading of it stands."""
    return any(name in fold(r.text) for tv in index.tables for r in tv.rows)


def named_ratio(a: Analysis, index: CatalogIndex) -> Plan | None:
    """A ratio the question names ("the current ratio in 2019", "the change in the debt-to-asset
    ratio from 2018 to 2019"), read as the share of its numerator over its denominator spelled out
    in the question's place (``a.named_ratio``, read with the question), so that every other word of
    the question must still be explained. None when the question names none or a table prints the
    ratio; refused when it cannot be read."""
    ratio = a.named_ratio
    if ratio is None or _printed(index, ratio.name):
        return None
    if ratio.years is None:
        return share(ratio.readings[0], index)
    refused = Plan("not_found", "difference", "refused", reason="the ratio could not be read for both years")
    plans = [share(r, index) for r in ratio.readings]
    if len(plans) != 2 or any(p is None or p.status != "answered" or len(p.operands) != 2 for p in plans) or \
            plans[0].operands[0].tv.doc is not plans[1].operands[0].tv.doc:
        return refused
    ops = plans[0].operands + plans[1].operands
    formula = ("-", plans[0].links["formula"], shift(plans[1].links["formula"], 2))
    value = evaluate(formula, [o.number for o in ops])
    if value is None:
        return refused
    return Plan("answered", "difference", "sql", ops, value, None, order=[0, 2],
                links={"arithmetic": "change of a named ratio", "formula": formula,
                       "operands": [{"row": o.row.text, "column": o.col.text} for o in ops]})


def _read_as_fraction(a: Analysis, index: CatalogIndex, p: Plan) -> bool:
    """The open-domain reader reads the same two cells as a bare ratio: a ratio the router answered
    is left to it; a refusal is filled by the share, whose part counts by its size (a deduction
    printed "(111)" is 29.8 % of EBITDA, not -29.8 %)."""
    other = od.plan(a, index)
    return other is not None and other.status == "answered" and other.op == "ratio" and \
        {o.key for o in other.operands} == {o.key for o in p.operands}


def _signs_differ(main: Plan, share_plan: Plan) -> bool:
    """The router's ratio is negative where the share is not: a deduction read with its sign."""
    return isinstance(main.value, float) and isinstance(share_plan.value, float) and main.value * share_plan.value < 0


def review(a: Analysis, index: CatalogIndex, main: Plan) -> Plan:
    """The arithmetic readings set against the router's plan: a difference of averages and a share
    are answered as such, or refused when the router read them as a plain operation (a lookup of
    the part is no share; only a ratio of two cells is left to it)."""
    means = mean_difference(a, index)
    if means is not None:
        if means.status != "answered" and main.status != "answered":
            return main
        means.links = {**main.links, **means.links}
        return means
    if main.status != "answered" and not a.says("other_arithmetic"):
        mean = year_mean(a, index) or year_aggregate(a, index)
        if mean is not None and mean.status == "answered":
            mean.links = {**main.links, **mean.links}
            return mean
    if main.status != "answered" and (total := sum_change(a, index)) is not None:
        if total.status != "answered":
            return main
        total.links = {**main.links, **total.links}
        return total
    if main.status != "answered" and (named := named_ratio(a, index)) is not None:
        if named.status != "answered":
            return main
        named.links = {**main.links, **named.links}
        return named
    if a.says("change_said"):
        return main  # a change, not a share
    p = share(a, index)
    if p is None:
        if main.status == "answered" and main.op == "lookup" and is_currency(main.unit) and a.says("share_asked"):
            return Plan("not_found", "ratio", "refused", main.operands, links=main.links,
                        reason="the question asks a share of something, and the one cell read is an amount of money")
        return main
    if main.status == "answered" and main.op == "lookup" and main.unit == "%":
        return main  # the share as the table prints it ("% of sales")
    if p.status == "answered" and _read_as_fraction(a, index, p):
        if main.status == "answered" and main.op != "ratio":
            return Plan("not_found", "ratio", "refused", reason="a share of a total, not one cell", links=main.links)
        if main.status == "answered" and not _signs_differ(main, p):
            return main
    if p.status != "answered":
        if main.status != "answered" or main.op == "ratio":
            return main  # a refusal stands; a ratio of two cells the router read is left to it
        p.reason = f"{p.reason}; the router's {main.op} reading does not answer a share"
    p.links = {**main.links, **p.links}
    return p
