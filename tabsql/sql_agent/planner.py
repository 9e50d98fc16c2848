"""The deterministic planner: a routed plan becomes one SQL query, built as a sqlglot AST.

The query states the question: every operand is one typed-table cell, selected by what names its
row (the row label, ``_label = 'Revenue'``; a quantity tier by its bounds, ``qty_low <= 250 AND
250 <= qty_high``) and by its column name (a year column, "Express"); ``_row = N`` is added only where
nothing else tells the row apart. The members are stacked with UNION ALL (so a query spans
documents: one row per supplier's price list), and the plan's formula is applied on top, so the
number answered is the number the query returns. No text is pasted into SQL: labels and thresholds
are literals, tables and columns are identifiers, all through ``sqlglot.exp`` builders.

    SELECT MAX(CASE WHEN k = 0 THEN value END) - MAX(CASE WHEN k = 1 THEN value END) AS result
    FROM (SELECT 0 AS k, 'Revenue' AS label, "fy_2019" AS value FROM "t_acme_t1" WHERE _label = 'Revenue'
          UNION ALL SELECT 1 AS k, 'Revenue' AS label, "fy_2018" AS value FROM "t_acme_t1" WHERE _label = 'Revenue') AS m
"""
from __future__ import annotations

from sqlglot import exp

from tabsql.plan import Formula, Operand, Plan, operands_of

MEMBERS = "m"


def _label_of(op: Operand) -> str:
    return " > ".join(op.row.row.label_path)


def _range_column(op: Operand):
    """The tier column of the operand's row whose bounds are the row's range ("100-499")."""
    rng = op.row.rng
    if rng is None:
        return None
    for col in op.tv.nt.columns:
        if col.type != "range" or not col.sql_name:
            continue
        cell = op.tv.grid.get((op.row.row.index, col.index))
        v = cell.value if cell is not None else None
        if v is not None and v.low == rng.low and v.high == rng.high:
            return col
    return None


def _row_predicate(op: Operand, quantity: float | None) -> exp.Expression:
    """What selects the operand's row: its label, a quantity within its tier's bounds, and its
    ``_row`` only when those leave several rows."""
    label = _label_of(op)
    same = [r for r in op.tv.nt.rows if " > ".join(r.label_path) == label] if label else list(op.tv.nt.rows)
    preds: list[exp.Expression] = [exp.EQ(this=exp.column("_label"), expression=exp.Literal.string(label))] if label else []
    col = _range_column(op) if quantity is not None else None
    if col is not None:
        low, high = exp.column(col.sql_name + "_low", quoted=True), exp.column(col.sql_name + "_high", quoted=True)
        q = exp.Literal.number(quantity)
        preds.append(exp.LTE(this=low, expression=q.copy()))
        preds.append(exp.Paren(this=exp.Or(this=exp.Is(this=high.copy(), expression=exp.Null()),
                                           expression=exp.LTE(this=q.copy(), expression=high))))
        rng = op.row.rng
        same = [r for r in same if (rv := _tier(op, r, col)) is not None and (rv.low is None or rv.low <= quantity)
                and (rv.high is None or quantity <= rv.high)] if rng is not None else same
    if len(same) != 1 or not preds:
        preds.append(exp.EQ(this=exp.column("_row"), expression=exp.Literal.number(op.row.row.index)))
    where = preds[0]
    for p in preds[1:]:
        where = exp.And(this=where, expression=p)
    return where


def _tier(op: Operand, row, col):
    cell = op.tv.grid.get((row.index, col.index))
    return cell.value if cell is not None else None


def _member_select(k: int, op: Operand, quantity: float | None) -> exp.Select | None:
    table, column = op.tv.nt.sql_name, op.col.col.sql_name
    if not table or not column:
        return None
    return (exp.select(exp.alias_(exp.Literal.number(k), "k", copy=False),
                       exp.alias_(exp.Literal.string(op.label or op.row.text), "label", copy=False),
                       exp.alias_(exp.column(column, quoted=True), "value", copy=False))
            .from_(exp.Table(this=exp.to_identifier(table, quoted=True)), copy=False)
            .where(_row_predicate(op, quantity), copy=False))


def _one_column(ops: list[Operand]) -> exp.Select | None:
    """Members that are rows of one column of one table: a single SELECT ... WHERE _label IN (...)
    (``_row IN`` where labels repeat), with k the operand's position (a CASE over the label)."""
    table, column = ops[0].tv.nt.sql_name, ops[0].col.col.sql_name
    rows = [op.row.row.index for op in ops]
    if not table or not column or len(set(rows)) != len(rows) or any(
            op.tv.nt.sql_name != table or op.col.col.sql_name != column for op in ops):
        return None
    labels = [_label_of(op) for op in ops]
    printed = [" > ".join(r.label_path) for r in ops[0].tv.nt.rows]
    by_label = all(lb and printed.count(lb) == 1 for lb in labels)
    row = exp.column("_label" if by_label else "_row")
    keys = [exp.Literal.string(lb) for lb in labels] if by_label else [exp.Literal.number(r) for r in rows]
    k = exp.Case(ifs=[exp.If(this=exp.EQ(this=row.copy(), expression=key.copy()), true=exp.Literal.number(i))
                      for i, key in enumerate(keys)])
    label = exp.Case(ifs=[exp.If(this=exp.EQ(this=row.copy(), expression=key.copy()),
                                 true=exp.Literal.string(op.label or op.row.text)) for key, op in zip(keys, ops)])

    return (exp.select(exp.alias_(k, "k", copy=False), exp.alias_(label, "label", copy=False),
                       exp.alias_(exp.column(column, quoted=True), "value", copy=False))
            .from_(exp.Table(this=exp.to_identifier(table, quoted=True)), copy=False)
            .where(exp.In(this=row.copy(), expressions=[key.copy() for key in keys]), copy=False))


def _members(ops: list[Operand], quantity: float | None = None) -> exp.Expression | None:
    if len(ops) > 1 and (single := _one_column(ops)) is not None:
        return single
    selects = [_member_select(k, op, quantity) for k, op in enumerate(ops)]
    if not selects or any(s is None for s in selects):
        return None
    union: exp.Expression = selects[0]
    for s in selects[1:]:
        union = exp.Union(this=union, expression=s, distinct=False)
    return union


def _cmp(cmp: str, left: exp.Expression, value: float) -> exp.Expression:
    cls = {">": exp.GT, ">=": exp.GTE, "<": exp.LT, "<=": exp.LTE}[cmp]
    return cls(this=left, expression=exp.Literal.number(value))


def _pick(k: int, width: int | None = None) -> exp.Expression:
    """MAX(CASE WHEN k = <k> THEN value END): one operand's value; with ``width`` (a measure computed
    per member, grouped by member), the k-th operand of each member's run: ``k % width = <k>``."""
    key: exp.Expression = exp.column("k")
    if width is not None:
        key = exp.Mod(this=key, expression=exp.Literal.number(width))
    case = exp.Case(ifs=[exp.If(this=exp.EQ(this=key, expression=exp.Literal.number(k)),
                                true=exp.column("value"))])
    return exp.Max(this=case)


def _formula(f: Formula, width: int | None = None) -> exp.Expression:
    """The plan's formula over the members' values (an operand is ``_pick(k)``)."""
    if isinstance(f, int) and not isinstance(f, bool):
        return _pick(f, width)
    head, *args = f
    if head == "const":
        return exp.Literal.number(args[0])
    xs = [_formula(a, width) if isinstance(a, int) or a[0] == "const" else exp.Paren(this=_formula(a, width)) for a in args]
    if head in ("+", "mean"):
        total = xs[0]
        for x in xs[1:]:
            total = exp.Add(this=total, expression=x)
        return total if head == "+" else exp.Div(this=exp.Paren(this=total), expression=exp.Literal.number(len(xs)))
    if head == "abs":
        return exp.Abs(this=xs[0])
    x, y = xs
    if head == "-":
        return exp.Sub(this=x, expression=y)
    if head == "*":
        return exp.Mul(this=x, expression=y)
    if head == "/":
        return exp.Div(this=x, expression=exp.Nullif(this=y, expression=exp.Literal.number(0)))
    # pct: (x - y) / y * 100, undefined over a zero base and from a negative base to a positive value
    change = exp.Mul(this=exp.Div(this=exp.Paren(this=exp.Sub(this=x, expression=y.copy())),
                                  expression=exp.Nullif(this=y.copy(), expression=exp.Literal.number(0))),
                     expression=exp.Literal.number(100))
    negative_to_positive = exp.And(this=exp.LT(this=y.copy(), expression=exp.Literal.number(0)),
                                   expression=exp.GT(this=x.copy(), expression=exp.Literal.number(0)))
    return exp.Case(ifs=[exp.If(this=negative_to_positive, true=exp.Null())], default=change)


def build(plan: Plan) -> exp.Expression | None:
    """The query computing ``plan``'s answer from its operands, or None when a table is not in SQL.

    Built in place (``copy=False``): sqlglot's builders otherwise copy the whole query, members
    included, at every clause; so every node is made fresh where it is used (no node has two parents).
    """
    if plan.links.get("text_value") is not None:
        return _text_filter(plan)
    quantity = plan.links.get("quantity")
    inner = _members(plan.operands, quantity if isinstance(quantity, int | float) else None)
    if inner is None:
        return None
    src = exp.Subquery(this=inner, alias=exp.TableAlias(this=exp.to_identifier(MEMBERS)))

    def select(*columns: exp.Expression) -> exp.Select:
        return exp.select(*columns, copy=False).from_(src, copy=False)

    def value() -> exp.Column:
        return exp.column("value")

    def result(e: exp.Expression) -> exp.Select:
        return select(exp.alias_(e, "result", copy=False))

    op = plan.op
    if (per := plan.links.get("per_member")) is not None and op in ("argmin", "argmax"):
        # a measure computed per member (a segment's margin), the members ordered by it:
        #   SELECT label, MAX(CASE WHEN k % 2 = 0 ...) / NULLIF(MAX(CASE WHEN k % 2 = 1 ...), 0) * 100 AS value
        #   FROM members GROUP BY label ORDER BY value DESC LIMIT 2
        measure = exp.alias_(_formula(per, max(operands_of(per)) + 1), "value", copy=False)
        return (select(exp.column("label"), measure).group_by(exp.column("label"), copy=False)
                .having(exp.Not(this=exp.Is(this=_formula(per, max(operands_of(per)) + 1), expression=exp.Null())), copy=False)
                .order_by(exp.Ordered(this=exp.column("value"), desc=op == "argmax"), copy=False).limit(2, copy=False))
    if plan.links.get("nil") and op in ("count", "filter"):  # the members holding no figure (a dash, nil)
        nil = exp.Or(this=exp.Is(this=value(), expression=exp.Null()),
                     expression=exp.EQ(this=value(), expression=exp.Literal.number(0)))
        if op == "count":
            return result(exp.Count(this=exp.Star())).where(nil, copy=False)
        return select(exp.column("label")).where(nil, copy=False).order_by(exp.column("k"), copy=False)
    if (cmp := plan.links.get("compared_by")) in ("<", ">") and op in ("count", "filter"):
        return _compared_pairs(select, cmp, op)
    if plan.links.get("formula") is not None:
        return result(_formula(plan.links["formula"]))
    if op == "lookup":
        return select(value())
    if op == "sum":
        return result(exp.Sum(this=value()))
    if op == "average":
        return result(exp.Avg(this=value()))
    if op == "count":
        q = result(exp.Count(this=value()))
        return q.where(_cmp(plan.threshold[0], value(), plan.threshold[1]), copy=False) if plan.threshold else q
    if op == "values":
        return select(value()).order_by(exp.column("k"), copy=False)
    if op == "filter":
        return (select(exp.column("label")).where(_cmp(plan.threshold[0], value(), plan.threshold[1]), copy=False)
                .order_by(exp.column("k"), copy=False))
    if op in ("argmin", "argmax", "compare"):
        desc = op == "argmax" or (op == "compare" and plan.links.get("direction", "max") == "max")
        key = exp.Abs(this=value()) if plan.links.get("by_size") else value()  # costs compared by their size
        not_null = exp.Not(this=exp.Is(this=value(), expression=exp.Null()))
        return (select(exp.column("label"), value()).where(not_null, copy=False)
                .order_by(exp.Ordered(this=key, desc=desc), copy=False).limit(2, copy=False))
    if op in ("difference", "pct_change", "ratio") and plan.formula is not None:
        return result(_formula(plan.formula))
    return None


def _compared_pairs(select, cmp: str, op: str) -> exp.Select:
    """Members each read for two periods, their operands in pairs (k = 2i its first period's figure,
    2i + 1 its second's): the pairs whose first figure compares with the second as ``cmp`` says,
    counted or named (``readers/period_comparison``):

        SELECT COUNT(*) AS result FROM (SELECT MIN(label) AS label, MIN(k) AS k,
          MAX(CASE WHEN k % 2 = 0 THEN value END) AS first, MAX(CASE WHEN k % 2 = 1 THEN value END) AS second
          FROM m GROUP BY k // 2) AS pairs WHERE first < second
    """
    pairs = (select(exp.alias_(exp.Min(this=exp.column("label")), "label", copy=False),
                    exp.alias_(exp.Min(this=exp.column("k")), "k", copy=False),
                    exp.alias_(_pick(0, 2), "first", copy=False), exp.alias_(_pick(1, 2), "second", copy=False))
             .group_by(exp.IntDiv(this=exp.column("k"), expression=exp.Literal.number(2)), copy=False))
    src = exp.Subquery(this=pairs, alias=exp.TableAlias(this=exp.to_identifier("pairs")))
    cls = exp.LT if cmp == "<" else exp.GT
    where = cls(this=exp.column("first"), expression=exp.column("second"))
    if op == "count":
        return exp.select(exp.alias_(exp.Count(this=exp.Star()), "result", copy=False), copy=False) \
            .from_(src, copy=False).where(where, copy=False)
    return exp.select(exp.column("label"), copy=False).from_(src, copy=False).where(where, copy=False) \
        .order_by(exp.column("k"), copy=False)


FACTS = "facts"  # the catalog's view of every cell as printed (text included), read through a filtered source


def _text_filter(plan: Plan) -> exp.Expression | None:
    """The things a line's cells pick by the text they print (``readers/text_values``), from the
    catalog's ``facts``: a row's cells named by its label, a column's by its header path; the things
    are the other axis (columns of a row, row labels of a column). ``cell_id`` is added only where
    the label does not tell the line's cells apart from other cells of the table.

        SELECT column_path AS label FROM facts WHERE sql_name = 't_plans_t1' AND row_label = 'Projects'
          AND raw IN ('Unlimited')
    """
    ops = plan.operands
    table = ops[0].tv.nt.sql_name
    if not table or any(op.tv.nt.sql_name != table or op.cell is None for op in ops):
        return None
    row_axis = plan.links.get("axis") == "row"
    line = _label_of(ops[0]) if row_axis else " > ".join(ops[0].col.col.path)
    same = [r for r in ops[0].tv.nt.rows if " > ".join(r.label_path) == line] if row_axis else \
        [c for c in ops[0].tv.nt.columns if " > ".join(c.path) == line]
    where: exp.Expression = exp.and_(
        exp.EQ(this=exp.column("sql_name"), expression=exp.Literal.string(table)),
        exp.EQ(this=exp.column("row_label" if row_axis else "column_path"), expression=exp.Literal.string(line)),
        exp.In(this=exp.column("raw"), expressions=[exp.Literal.string(t) for t in plan.links["text_value"]["cells"]]),
        copy=False)
    if len(same) != 1:
        ids = [f"{op.tv.nt.table.id}:{op.row.row.index}:{op.col.col.index}" for op in ops]
        where = exp.and_(where, exp.In(this=exp.column("cell_id"), expressions=[exp.Literal.string(i) for i in ids]),
                         copy=False)
    things: exp.Expression = exp.column("column_path" if row_axis else "row_label")
    if levels := plan.links["text_value"].get("levels"):  # the levels that tell the things apart
        parts = [exp.SplitPart(this=things.copy(), delimiter=exp.Literal.string(" > "), part_index=exp.Literal.number(k + 1))
                 for k in range(*levels)]
        things = parts[0] if len(parts) == 1 else exp.ConcatWs(expressions=[exp.Literal.string(" > "), *parts])
    if plan.op == "count":
        return exp.select(exp.alias_(exp.Count(this=exp.Star()), "result", copy=False), copy=False).from_(
            FACTS, copy=False).where(where, copy=False)
    return exp.select(exp.alias_(things, "label", copy=False), copy=False).from_(FACTS, copy=False).where(
        where, copy=False).order_by(exp.column("cell_id"), copy=False)


def tables_of(plan: Plan) -> set[str]:
    if plan.links.get("text_value") is not None:
        return {FACTS}
    return {op.tv.nt.sql_name for op in plan.operands if op.tv.nt.sql_name}


def sources_of(plan: Plan) -> dict[str, exp.Expression] | None:
    """The filtered source of ``facts`` a text filter reads (only its own table's cells), else None."""
    if plan.links.get("text_value") is None:
        return None
    tables = sorted({op.tv.nt.sql_name for op in plan.operands if op.tv.nt.sql_name})
    return {FACTS: exp.select("*", copy=False).from_(FACTS, copy=False).where(
        exp.In(this=exp.column("sql_name"), expressions=[exp.Literal.string(t) for t in tables]), copy=False)}
