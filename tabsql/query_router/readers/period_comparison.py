"""Members compared between two periods: "How many products had a lower lapse rate in 2021 than
2020?", "Which titles had fewer daily active users in 2021 than in 2020?", and the member whose figure
changed most: "Which revenue activity grew the most in percentage terms in 2025?".

The question names a measure, two periods and a comparative before "than", and no number to compare
with: each member's figure of the first period said is compared with its own figure of the second.
The measure's line is read once a period (``lines.best_line``, the question read with that year
alone); the two lines must be the same members of one table, each holding both figures. A count
answers "how many", the members' names answer "which".

    "how many products had a lower lapse rate in 2021 than 2020" over "Lapse rate (%) > 2020 | > 2021"
    rows Term life 6.8 | 7.4, Universal life 4.6 | 4.2, Variable annuities 7.1 | 6.7 -> 2

A verb of change said of one period ("in how many regions did the number of offices fall in 2023")
compares that period with the year before; of two ("grow from 2022 to 2023"), the later with the
earlier.

The member that changed most is read from the line of the later period said and the same members'
cells of the period before it (the other year named, else the table's column of the year before,
its heading the same but for the year): each member's change (in percent where the question says
percent) is computed per member in SQL, the highest (lowest for a decline, lexicon
``decline_words``) named.

    "Which revenue activity grew the most in percentage terms in 2025?" over "2025 > € | 2024 > €"
    -> Boatyard, lift-out and storage (456,720 over 401,880: +13.6%)
"""
from __future__ import annotations

import dataclasses

from tabsql.plan import Operand, Plan, evaluate
from tabsql.query_router import lexicon
from tabsql.query_router.cells import Scope, is_change_column
from tabsql.query_router.index import YEAR
from tabsql.query_router.lines import Line, best_line
from tabsql.query_router.link import QuestionTerms
from tabsql.query_router.text import fold, tokens


def compare_members(qt: QuestionTerms, scope: Scope) -> Plan | None:
    """The count or the names of the members whose figure of the first period said compares with
    their figure of the second as the comparative says; None when the question is no such
    comparison, a refusal when it is and its lines cannot be read."""
    a = qt.a
    years = list(dict.fromkeys(a.years))
    direction = _direction(a.toks)
    counting = a.op == "count" and not a.says("asks_which")  # "which brands increased their salon count": names
    naming = a.op in ("unsupported", "argmin", "argmax", "filter", "lookup", "count") and a.says("asks_which")
    if direction is None and (counting or naming) and 1 <= len(years) <= 2 and (direction := _verb_direction(a)):
        years = [max(years), min(years) if len(years) == 2 else years[0] - 1]  # "fall in 2023": from 2022
    if len(years) != 2 or a.thresholds or a.year_range or direction is None or not (counting or naming):
        return None
    op = "count" if counting else "filter"
    lines: list[Line] = []
    for y in years:
        one = dataclasses.replace(a, years=[y], op="count")
        line = best_line(dataclasses.replace(qt, a=one), scope)
        if line is None:
            return Plan("not_found", op, "refused", reason=f"no measure and members match the question for {y}")
        lines.append(line)
    first, second = lines
    if first.tv is not second.tv or first.axis != "col" or second.axis != "col" or first.measure is second.measure:
        return Plan("not_found", op, "refused", reason="the two periods' figures are no two columns of one table")
    if _undated(first.measure.path) != _undated(second.measure.path):
        return Plan("not_found", op, "refused", reason="the two periods' columns measure different things")
    theirs = {m.row.row.index: m for m in second.members}  # a column's members are its rows
    pairs = [(m, theirs[m.row.row.index]) for m in first.members if m.row.row.index in theirs]
    if len(pairs) < 2 or len(pairs) != len(first.members) or len(pairs) != len(second.members):
        return Plan("not_found", op, "refused", reason="the two periods' lines do not hold the same members")
    held = [(x, y) for x, y in pairs if x.number is not None and y.number is not None]
    passing = [x for x, y in held if (x.number < y.number if direction == "<" else x.number > y.number)]
    operands = [o for x, y in held for o in (x, y)]
    p = Plan("answered", op, "sql", operands,
             links={"table": first.tv.key, "measure": (first.axis, first.measure.text), "compared": years,
                    "compared_by": direction,
                    "members": [x.label for x, _ in held], "explained": sorted(first.explained | second.explained)})
    p.value = float(len(passing)) if counting else [x.label for x in passing]
    if not counting and not passing:
        return Plan("not_found", op, "refused", operands, reason="no member's figure compares so")
    return p


def _change_said(folded: str) -> bool:
    """Whether the question says a change: a word of rising or falling (lexicon cue ``change_only``) that
    is no season before a year ("lower enrollment in Fall 2019")."""
    return any(not YEAR.match(folded[m.end():].strip()[:4]) for m in lexicon.question_cues()["change_only"].finditer(folded))


def _prints_changes(tv, col) -> bool:
    """Whether a column's heading, or its table's caption or section, says its cells are changes or
    effects (lexicon cue ``change_only``, ``printed_differences``, ``effect_words``)."""
    said = fold(" ".join([*col.path, tv.nt.table.caption or "", tv.nt.table.section or ""]))
    words = lexicon.words("printed_differences") | lexicon.words("effect_words")
    return bool(lexicon.question_cues()["change_only"].search(said)) or bool(set(tokens(said)) & words)


def _undated(path: list[str]) -> tuple[tuple[str, ...], ...]:
    """A column's header path with its years left out ("Lapse rate (%) > 2021" -> "Lapse rate (%)")."""
    return tuple(t for level in path if (t := tuple(w for w in tokens(level) if not YEAR.fullmatch(w))))


def _direction(toks: list[str]) -> str | None:
    """"<" when the comparative said right before "than" is one of lessening ("lower", "fewer",
    "less"), ">" when one of growing; None when no comparative stands before "than"."""
    if "than" not in toks:
        return None
    at = toks.index("than")
    lower, higher = set(lexicon.cue("lower").split("|")), set(lexicon.cue("higher").split("|"))
    for t in reversed(toks[:at]):
        if t in lower:
            return "<"
        if t in higher:
            return ">"
    return None


def _verb_direction(a) -> str | None:
    """"<" when the question's verb of change says a fall (lexicon ``decline_words``: "in how many
    regions did the number of offices fall in 2023"), ">" when it says a rise; None when it says
    neither or only "change", or asks the member that changed most."""
    if a.says("best_of_rows") or not _change_said(a.folded):
        return None
    said = set(a.toks)
    if said & lexicon.words("decline_words"):
        return "<"
    rising = {m.group(0) for m in lexicon.question_cues()["change_only"].finditer(a.folded)}
    return ">" if any(not w.startswith(("chang", "movement")) for w in rising) else None


def changed_most(qt: QuestionTerms, scope: Scope) -> Plan | None:
    """The member whose figure changed most between two periods (see the module docstring); None when
    the question asks no such thing, a refusal when it does and the two periods' cells are not read."""
    a = qt.a
    if not (a.says("asks_which") and a.says("best_of_rows") and _change_said(a.folded)) or a.thresholds \
            or a.year_range or a.op == "count" or not a.years or len(set(a.years)) > 2:
        return None
    to_year = max(a.years)
    earlier = [y for y in a.years if y != to_year]
    line = best_line(dataclasses.replace(qt, a=dataclasses.replace(a, years=[to_year], op="argmax")), scope)
    refuse = Plan("not_found", "argmax", "refused", reason="the members' figures of two periods could not be read")
    if line is None or line.axis != "col":
        return refuse
    tv, later = line.tv, line.measure
    if _prints_changes(tv, later) or any(is_change_column(c) for c in tv.cols):
        return None  # the line's cells are changes or effects themselves ("Impact on profit before tax"), or
        # the table prints each line's change ("Per Passenger > % Change"), which other readers read
    cols = [c for c in tv.cols if c is not later and _undated(c.path) == _undated(later.path) and c.years
            and max(c.years) < to_year and (not earlier or earlier[0] in c.years)]
    if not cols:
        return refuse
    before = max(cols, key=lambda c: max(c.years))
    ops: list[Operand] = []
    for m in line.members:
        cell = tv.cell(m.row, before)
        if m.number is None or cell is None or cell.value.number is None:
            return refuse  # (a member new in the later period has no change to rank)
        ops += [m, Operand(tv, m.row, before, cell, label=m.label)]
    names = [o.label for o in ops[::2]]
    if len(names) < 2 or len(set(names)) != len(names):
        return refuse
    formula = ("pct", 0, 1) if a.says("per_cent") or a.says("percent_change") else ("-", 0, 1)
    declining = bool(set(a.toks) & lexicon.words("decline_words"))
    highest = a.direction != "min"
    op = "argmax" if highest != declining else "argmin"
    values = {o.label: evaluate(formula, [o.number, b.number]) for o, b in zip(ops[::2], ops[1::2])}
    if any(v is None for v in values.values()):
        return refuse
    best = (max if op == "argmax" else min)(values.values())
    winners = [k for k, v in values.items() if v == best]
    if len(winners) != 1:
        return Plan("ambiguous", op, "refused", ops, reason="a tie between " + ", ".join(winners))
    pct = formula[0] == "pct"
    return Plan("answered", op, "sql", ops, winners[0], "%" if pct else ops[0].unit,
                links={"table": tv.key, "measure": (line.axis, later.text), "per_member": formula,
                       "derived_measure": "percent change" if pct else "change",
                       "compared": [max(before.years), to_year], "explained": sorted(line.explained)})
