"""The deterministic planner: a routed plan becomes one SQL query, built as a sqlglot AST.

Every operand is one typed-table cell, selected by its row (``_row``) and column name; the members
are stacked with UNION ALL (so a query spans documents: one row per supplier's price list), and the
operation is applied on top. No text is pasted into SQL: labels and thresholds are literals, tables
and columns are identifiers, all through ``sqlglot.exp`` builders.
"""
from __future__ import annotations

from sqlglot import exp

from tabsql.plan import Operand, Plan

MEMBERS = "m"


def _member_select(k: int, op: Operand) -> exp.Select | None:
    table, column = op.tv.nt.sql_name, op.col.col.sql_name
    if not table or not column:
        return None
    return (exp.select(exp.alias_(exp.Literal.number(k), "k"),
                       exp.alias_(exp.Literal.string(op.label or op.row.text), "label"),
                       exp.alias_(exp.column(column, quoted=True), "value"))
            .from_(exp.Table(this=exp.to_identifier(table, quoted=True)))
            .where(exp.EQ(this=exp.column("_row"), expression=exp.Literal.number(op.row.row.index))))


def _one_column(ops: list[Operand]) -> exp.Select | None:
    """Members that are rows of one column of one table: a single SELECT ... WHERE _row IN (...),
    with k the operand's position (a CASE over _row)."""
    table, column = ops[0].tv.nt.sql_name, ops[0].col.col.sql_name
    rows = [op.row.row.index for op in ops]
    if not table or not column or len(set(rows)) != len(rows) or any(
            op.tv.nt.sql_name != table or op.col.col.sql_name != column for op in ops):
        return None
    row = exp.column("_row")
    k = exp.Case(ifs=[exp.If(this=exp.EQ(this=row.copy(), expression=exp.Literal.number(r)), true=exp.Literal.number(i))
                      for i, r in enumerate(rows)])
    label = exp.Case(ifs=[exp.If(this=exp.EQ(this=row.copy(), expression=exp.Literal.number(r)),
                                 true=exp.Literal.string(op.label or op.row.text)) for r, op in zip(rows, ops)])
    return (exp.select(exp.alias_(k, "k"), exp.alias_(label, "label"), exp.alias_(exp.column(column, quoted=True), "value"))
            .from_(exp.Table(this=exp.to_identifier(table, quoted=True)))
            .where(exp.In(this=row.copy(), expressions=[exp.Literal.number(r) for r in rows])))


def _members(ops: list[Operand]) -> exp.Expression | None:
    if len(ops) > 1 and (single := _one_column(ops)) is not None:
        return single
    selects = [_member_select(k, op) for k, op in enumerate(ops)]
    if not selects or any(s is None for s in selects):
        return None
    union: exp.Expression = selects[0]
    for s in selects[1:]:
        union = exp.Union(this=union, expression=s, distinct=False)
    return union


def _cmp(cmp: str, left: exp.Expression, value: float) -> exp.Expression:
    cls = {">": exp.GT, ">=": exp.GTE, "<": exp.LT, "<=": exp.LTE}[cmp]
    return cls(this=left, expression=exp.Literal.number(value))


def _pick(k: int) -> exp.Expression:
    """MAX(CASE WHEN k = <k> THEN value END): one operand's value."""
    case = exp.Case(ifs=[exp.If(this=exp.EQ(this=exp.column("k"), expression=exp.Literal.number(k)),
                                true=exp.column("value"))])
    return exp.Max(this=case)


def build(plan: Plan) -> exp.Expression | None:
    """The query computing ``plan``'s answer from its operands, or None when a table is not in SQL."""
    inner = _members(plan.operands)
    if inner is None:
        return None
    src = exp.Subquery(this=inner, alias=exp.TableAlias(this=exp.to_identifier(MEMBERS)))
    value, label = exp.column("value"), exp.column("label")
    not_null = exp.Not(this=exp.Is(this=value, expression=exp.Null()))
    op = plan.op
    if op == "lookup":
        return exp.select(value).from_(src)
    if op == "sum":
        return exp.select(exp.alias_(exp.Sum(this=value), "result")).from_(src)
    if op == "average":
        return exp.select(exp.alias_(exp.Avg(this=value), "result")).from_(src)
    if op == "count":
        q = exp.select(exp.alias_(exp.Count(this=value), "result")).from_(src)
        return q.where(_cmp(plan.threshold[0], value, plan.threshold[1])) if plan.threshold else q
    if op == "values":
        return exp.select(value).from_(src).order_by(exp.column("k"))
    if op == "filter":
        return (exp.select(label).from_(src).where(_cmp(plan.threshold[0], value, plan.threshold[1]))
                .order_by(exp.column("k")))
    if op in ("argmin", "argmax", "compare"):
        desc = op == "argmax" or (op == "compare" and plan.links.get("direction", "max") == "max")
        return (exp.select(label, value).from_(src).where(not_null)
                .order_by(exp.Ordered(this=value, desc=desc)).limit(2))
    if op in ("difference", "pct_change", "ratio"):
        a, b = plan.order
        x, y = _pick(a), _pick(b)
        if op == "difference":
            expr: exp.Expression = exp.Sub(this=x, expression=y)
        elif op == "ratio":
            expr = exp.Div(this=x, expression=y)
        else:
            expr = exp.Mul(this=exp.Div(this=exp.Paren(this=exp.Sub(this=x, expression=y)), expression=y),
                           expression=exp.Literal.number(100))
        return exp.select(exp.alias_(expr, "result")).from_(src)
    return None


def tables_of(plan: Plan) -> set[str]:
    return {op.tv.nt.sql_name for op in plan.operands if op.tv.nt.sql_name}
