"""A derived ratio of one member of a table that prints the ratio's two amounts for each member: a
segment's operating margin from its own line's "Net Sales" and "Operating Income" cells.

    "What was the operating margin of Containerboard in 2020?" over
        (segment)       | Net Sales > 2020 | Net Sales > 2019 | Operating Income (Loss) > 2020 | ...
        Containerboard  |          1,846.2 |          1,902.7 |                          214.8 | ...
    -> 214.8 / 1,846.2 * 100 = 11.63 %, both cells cited (Plan(op="measure"))
    "Which segment had the highest operating margin in 2020?"
    -> each member line's margin, the highest's name (Plan(op="argmax", links["per_member"]))

The measure is one of tabsql/data/measures.yaml whose formula divides one concept by another (a
margin, a ratio of two amounts). Each concept is printed by a column's header ("Net Sales > 2020",
members as lines) or by a line's label under the member's heading ("Americas: Net sales", members as
sections, or as columns). The member is the one line (or section, or column) whose own words are all
said by the question ("Greater China", though "greater" may say a comparison), and which accounts for every word the question says besides the measure's
name, the year, the company and words that say little. ``readers.measures`` reads the company's own
lines; this reads one member's, and leaves everything else alone: a table that prints the measure
itself, a member two places answer with different values, a denominator that is not positive.
"""
from __future__ import annotations

import math
from collections.abc import Iterator

from tabsql.plan import Formula, Operand, Plan, evaluate
from tabsql.query_router.analyze import Analysis
from tabsql.query_router.index import YEAR, CatalogIndex, DocView, TableView
from tabsql.query_router.readers import measures
from tabsql.query_router.text import STOPWORDS, content_tokens, fold, stem, tokens


def _quotient(spec) -> tuple[str, str, Formula] | None:
    """The two concepts a measure's formula divides and the formula over operands 0 and 1: only
    ``["/", a, b]`` and ``["*", ["/", a, b], ["const", k]]`` (no averaged, signed or earlier-year
    operand, which a member's line does not print)."""
    scale = None
    if spec[0] == "*" and len(spec) == 3 and isinstance(spec[2], list) and spec[2][0] == "const":
        spec, scale = spec[1], spec[2][1]
    if spec[0] != "/" or len(spec) != 3 or not all(isinstance(c, str) and not c.startswith(measures.LINE) for c in spec[1:]):
        return None
    formula: Formula = ("/", 0, 1)
    return spec[1], spec[2], formula if scale is None else ("*", formula, ("const", scale))


def _prints(text: str, concept: str) -> bool:
    """A header or label prints the concept ("Operating Income (Loss)" prints operating income)."""
    t = fold(text)
    return any(measures._leaf_is(t, fold(label)) for label in measures._labels(concept))


def _amount(op: Operand) -> bool:
    return op.number is not None and op.unit != "%"


def _pairs(tv: TableView, num: str, den: str, year: int) -> Iterator[tuple[list[str], Operand, Operand]]:
    """Each member's (words, numerator cell, denominator cell) in the year: a line's two cells
    under the columns printing the concepts, or a column's two cells on the lines printing them
    under one heading."""
    cols = [c for c in tv.cols if year in c.years and not c.quarter and not measures._change_column(c)]
    by_concept = {k: [c for c in cols if any(_prints(p, k) for p in c.path)] for k in (num, den)}
    if all(len(v) == 1 for v in by_concept.values()):  # members as lines
        (cn,), (cd,) = by_concept[num], by_concept[den]
        for row in tv.rows:
            if row.path and not row.row.is_total and not row.quarter:
                yield [*row.context, *row.path], Operand(tv, row, cn, tv.cell(row, cn)), Operand(tv, row, cd, tv.cell(row, cd))
        return
    if any(by_concept.values()):
        return
    heads: dict[tuple, dict[str, list]] = {}  # members as sections (or as columns): the concepts as line labels
    for row in tv.rows:
        if row.path and not row.quarter:
            for k in (num, den):
                if _prints(row.path[-1], k):
                    heads.setdefault(tuple([*row.context, *row.path[:-1]]), {}).setdefault(k, []).append(row)
    whole = {"total", *measures.definitions().get("whole_words", [])}
    for head, found in heads.items():
        if len(found.get(num, [])) != 1 or len(found.get(den, [])) != 1 or whole & set(tokens(" ".join(head))):
            continue  # (the company's own lines, "Total" or "Consolidated", are no member)
        (rn,), (rd,) = found[num], found[den]
        for col in cols:
            words = [*head, *(p for p in col.path if not YEAR.fullmatch(p.strip()))]
            yield words, Operand(tv, rn, col, tv.cell(rn, col)), Operand(tv, rd, col, tv.cell(rd, col))


def _rest(a: Analysis, index: CatalogIndex, dv: DocView) -> set[str]:
    """The stems of the question's words that must name the member: none of the measure's name, the
    year, the company, an operation, a scale or currency, or a word that says little."""
    from tabsql.query_router.informative import says_little

    spans = [(s, e) for _, _, s, e in measures._names_said(a.folded)]
    return {stem(t) for i, t in enumerate(a.toks)
            if i not in a.consumed and i not in a.op_words and i not in a.excused and t not in STOPWORDS
            and t not in dv.identity and not YEAR.fullmatch(t) and t not in measures._PRESENTATION
            and not any(measures._tok_in(a.folded, a.toks, i, s, e) for s, e in spans)
            and not says_little(t, index.vocab)}


def _name(words: list[str]) -> str:
    """A member's name as its label prints it, a heading's colon aside ("Greater China:")."""
    return ", ".join(w.strip().rstrip(":").strip() for w in words if w.strip().rstrip(":").strip())


def plan(a: Analysis, index: CatalogIndex, documents: list[str] | None = None) -> Plan | None:
    """The named ratio measure of the one member the question names, computed from that member's two
    cells, or, for a best-of ("which segment earned the highest operating margin"), the member whose
    measure is highest (lowest) of one table's members; None where no table reads so (the question is
    left as it was)."""
    named = measures._named(a.folded)
    years = sorted(set(a.years))
    if named is None or len(years) != 1 or a.definitions:
        return None
    key, m, _ = named
    q = _quotient(m["formula"])
    if q is None:
        return None
    num, den, formula = q
    year, best_of = years[0], a.op in ("argmax", "argmin")
    found: list[tuple[Operand, Operand]] = []
    tables: list[list[tuple[str, Operand, Operand]]] = []
    for dv in measures._docs(a, index, documents):
        rest, said = _rest(a, index, dv), {stem(t) for t in a.toks}
        if not rest and not best_of:
            continue  # the company's own measure: readers.measures
        for tv in dv.tables:
            if measures._prints_a_name([*(r.text for r in tv.rows), *(c.text for c in tv.cols)], m["names"]):
                continue  # the table prints the measure itself: a lookup
            t = tv.nt.table  # the words of its title and lead-in ("Segment information") and its headers
            topic = {stem(x) for x in tokens(" ".join(x for x in (t.section, t.caption, t.lead_in) if x))} \
                | {stem(x) for c in tv.cols for x in tokens(c.text)} | {stem(x) for x in tv.row_kind}
            pairs = [(words, n, d) for words, n, d in _pairs(tv, num, den, year) if _amount(n) and _amount(d)]
            if best_of:
                members = [(_name(words), n, d) for words, n, d in pairs if d.number > 0]
                if rest <= topic and len(members) >= 2 and len({name for name, _, _ in members}) == len(members):
                    tables.append(members)
                continue
            for words, n, d in pairs:
                own = {stem(w) for w in content_tokens(" ".join(words)) if w not in dv.identity}
                if own and own <= said and rest <= own | topic:
                    found.append((n, d))
    if best_of:
        return _best_of(a, key, m, formula, tables)
    if len({(n.number, d.number) for n, d in found}) != 1:
        return None
    n, d = found[0]
    if d.number <= 0:
        return None  # a margin over no revenue (eliminations, a segment's credit) tells nothing
    value = evaluate(formula, [n.number, d.number])
    return measures._answered("measure", key, [n, d], formula, value, m.get("unit"))


def _parts_only(members: list[tuple[str, Operand, Operand]]) -> list[tuple[str, Operand, Operand]]:
    """The members less a line that adds up the others (a "Group" or "Total" line the table does not
    mark as a total): its denominator is the sum of theirs, to the printed rounding."""
    total = sum(d.number for _, _, d in members)
    return [(name, n, d) for name, n, d in members
            if not math.isclose(d.number, total - d.number, rel_tol=TOTAL_TOLERANCE)]


TOTAL_TOLERANCE = 0.002  # a total line's printed sum may differ from its parts' by their rounding


def _best_of(a: Analysis, key: str, m: dict, formula: Formula, tables: list[list[tuple[str, Operand, Operand]]]) -> Plan | None:
    """The member of the one table whose measure is highest (lowest), every member's two cells cited;
    None where several tables read so or two members tie."""
    if len(tables) != 1:
        return None
    members = _parts_only(tables[0])
    if len(members) < 2:
        return None
    ops: list[Operand] = []
    values: dict[str, float] = {}
    for name, n, d in members:
        ops += [n.model_copy(update={"label": name}), d.model_copy(update={"label": name})]
        values[name] = evaluate(formula, [n.number, d.number])
    best = (max if a.op == "argmax" else min)(values.values())
    winners = [name for name, x in values.items() if x == best]
    if len(winners) != 1:
        return None
    return Plan("answered", a.op, "sql", ops, winners[0], m.get("unit"),
                links={"derived_measure": key, "per_member": formula, "definition": True,
                       "operands": [{"row": o.row.text, "column": o.col.text} for o in ops]})


def review(a: Analysis, index: CatalogIndex, main: Plan) -> Plan:
    """A refusal filled by the named measure of the member the question names; any other plan stands."""
    if main.status == "answered":
        return main
    named = main.links.get("documents")
    p = plan(a, index, named if isinstance(named, list) else None)
    if p is None:
        return main
    p.links = {**main.links, **p.links}
    return p
