"""Verification: no number leaves tabsql unless it is a cited cell's typed value or is recomputed
here, independently of the router and of SQL, from the cited cells.

``check`` recomputes the plan's operation from the operands' typed values, compares it with the
value the plan carries and with the SQL result when a query ran, and checks every number printed
in the answer text against the verified value (at the precision it is printed).

A plan may carry a formula over its operands (``plan.links["formula"]``, see ``tabsql.plan``): a
share of a total in percent, a sum of items over their total, a difference of two averages. Then the
formula is what is recomputed from the cells, and what the SQL computes (``sql_agent.planner``).

The proof that the cited cells are the ones the question asks about is ``verify.proof.prove``.
"""
from __future__ import annotations

import math
import re
from dataclasses import dataclass, field
from typing import Any

from tabsql.plan import Operand, Plan, evaluate, member_values, pct_change


@dataclass
class Verification:
    ok: bool
    checks: list[str] = field(default_factory=list)
    reason: str | None = None

    def as_dict(self) -> dict[str, Any]:
        return {"verified": self.ok, "checks": self.checks, "reason": self.reason}


def _num(op: Operand) -> float | None:
    v = op.cell.value if op.cell is not None else None
    if v is None or v.kind not in ("number", "money", "percent") or v.number is None:
        return None
    return float(v.number)


def _close(a: float, b: float) -> bool:
    return math.isclose(a, b, rel_tol=1e-9, abs_tol=1e-9)


def _cmp(x: float, cmp: str, v: float) -> bool:
    return {">": x > v, ">=": x >= v, "<": x < v, "<=": x <= v}[cmp]


def recompute(plan: Plan) -> Any:
    """The plan's result computed from its cited cells alone."""
    if plan.links.get("formula") is not None:
        return evaluate(plan.links["formula"], [_num(op) for op in plan.operands])
    if (picked := plan.links.get("text_value")) is not None:
        return _picked(plan, set(picked["cells"]))
    return _plain(plan)


def _picked(plan: Plan, texts: set[str]) -> Any:
    """The things whose cited cell prints one of ``texts`` (a filter by text), or their number."""
    names = [op.label for op in plan.operands if op.cell is not None and op.cell.text in texts]
    return float(len(names)) if plan.op == "count" else names


def _plain(plan: Plan) -> Any:
    """The plan's operation over its cited cells, as its SQL computes it."""
    ops = plan.operands
    nums = [(op, _num(op)) for op in ops]
    present = [(op, x) for op, x in nums if x is not None]
    if plan.op == "lookup":
        op = ops[0]
        x = _num(op)
        return x if x is not None else (op.cell.value.raw if op.cell is not None and op.cell.value.kind != "null" else None)
    if plan.op == "values":
        return [x for _, x in nums]
    if plan.op == "names":  # labels the question asks to list: each is a cited row or column label
        return [op.label for op in ops]
    if plan.op == "sum":
        return math.fsum(x for _, x in present)
    if plan.op == "average":
        return math.fsum(x for _, x in present) / len(present) if present else None
    if plan.links.get("nil") and plan.op in ("count", "filter"):  # the members holding no figure
        names = [op.label for op, x in nums if x is None or x == 0]
        return float(len(names)) if plan.op == "count" else names
    if (by := plan.links.get("compared_by")) in ("<", ">") and plan.op in ("count", "filter"):
        return _compared(plan, by)
    if plan.op == "count":
        if plan.threshold:
            return float(sum(1 for _, x in present if _cmp(x, *plan.threshold)))
        return float(sum(1 for op in ops if op.cell is not None and op.cell.value.kind != "null"))
    if plan.op == "filter":
        return [op.label for op, x in present if _cmp(x, *plan.threshold)]
    if plan.op in ("argmin", "argmax") and plan.links.get("per_member") is not None:  # a measure per member
        values = [(name, x) for name, x in member_values(plan.links["per_member"], ops, [x for _, x in nums]) if x is not None]
        best = (min if plan.op == "argmin" else max)((x for _, x in values), default=None)
        return next((name for name, x in values if x == best), None)
    if plan.op in ("argmin", "argmax"):
        pick = min if plan.op == "argmin" else max
        if plan.links.get("by_size"):  # costs compared by their size
            present = [(op, abs(x)) for op, x in present]
        best = pick(x for _, x in present)
        return next(op.label for op, x in present if x == best)
    if plan.op in ("difference", "pct_change", "ratio", "compare"):
        a, b = plan.order or [0, 1]
        x, y = _num(ops[a]), _num(ops[b])
        if x is None or y is None:
            return None
        if plan.op == "difference":
            return x - y
        if plan.op == "ratio":
            return x / y if y else None
        if plan.op == "pct_change":
            return pct_change(x, y)
        return None  # compare: checked below against the operands
    return None


def _compared(plan: Plan, by: str) -> Any:
    """Members cited in pairs, a period's figure then the other's: those whose first compares with
    the second as ``by`` says, counted or named."""
    ops = plan.operands
    pairs = [(ops[i], _num(ops[i]), _num(ops[i + 1])) for i in range(0, len(ops) - 1, 2)]
    names = [op.label for op, x, y in pairs if x is not None and y is not None and _cmp(x, by, y)]
    return float(len(names)) if plan.op == "count" else names


def _same(expected: Any, got: Any) -> bool:
    if isinstance(expected, float) and isinstance(got, int | float):
        return _close(expected, float(got))
    if isinstance(expected, list) and isinstance(got, list):
        if all(isinstance(x, float) for x in expected) and len(expected) == len(got):
            return all(isinstance(g, int | float) and _close(e, float(g)) for e, g in zip(expected, got))
        return sorted(map(str, expected)) == sorted(map(str, got))
    return str(expected) == str(got)


_NUMBER = re.compile(r"-?\d[\d,]*(?:\.\d+)?(?:e[+-]?\d+)?(?: (thousand|million|billion|trillion)\b)?")
_SCALE_WORDS = {None: 1.0, "thousand": 1e3, "million": 1e6, "billion": 1e9, "trillion": 1e12}


def _winner_numbers(plan: Plan, expected: Any) -> list[float]:
    """A best-of answer prints the winner's value next to its name: that cell's number."""
    if plan.op not in ("argmin", "argmax", "compare") or not isinstance(expected, str):
        return []
    if plan.links.get("per_member") is not None:
        return [x for name, x in member_values(plan.links["per_member"], plan.operands, [_num(o) for o in plan.operands])
                if name == expected and x is not None]
    return [x for op in plan.operands if op.label == expected and (x := _num(op)) is not None]


def _mixed_scales(plan: Plan) -> bool:
    """Cells of one line computed together at different scales ("Contributions (in thousands) >
    2019" beside a "2018" the header left out of the group): one line's periods share one scale,
    so the header was misread and the arithmetic would mix thousands with units."""
    if plan.op not in ("difference", "pct_change", "ratio", "sum", "average") or len(plan.operands) < 2:
        return False
    rows = {(o.tv.key, o.row.row.index) for o in plan.operands}
    scales = {o.cell.value.scale for o in plan.operands if o.cell is not None}
    return len(rows) == 1 and len(scales) > 1


def check(plan: Plan, answer_text: str, sql_result: Any = None, sql_ran: bool = False) -> Verification:
    """Recompute, compare with the plan and SQL, and check the numbers the answer text prints
    (a unit such as "l/100 km" is a name, not a number, and is left out of that check)."""
    if plan.unit:
        answer_text = answer_text.replace(plan.unit, " ")
    v = Verification(True)
    if not plan.operands:
        return Verification(False, reason="no cited cells")
    if _mixed_scales(plan):
        return Verification(False, reason="the cited cells of one line are printed at different scales")
    if plan.op == "compare":
        x, y = _num(plan.operands[0]), _num(plan.operands[1])
        if x is None or y is None:
            return Verification(False, reason="a compared cell holds no number")
        if plan.links.get("by_size"):  # costs compared by their size
            x, y = abs(x), abs(y)
        want_max = plan.links.get("direction", "max") == "max"
        expected: Any = plan.operands[0].label if (x > y) == want_max else plan.operands[1].label
    else:
        expected = recompute(plan)
    if expected is None or not _same(expected, plan.value):
        return Verification(False, reason=f"recomputed {expected!r} from the cited cells, plan says {plan.value!r}")
    v.checks.append(f"{plan.op} recomputed from {len(plan.operands)} cited cell(s): {expected!r}")
    if sql_ran:  # the query computes the plan's formula: the number answered is the number it returns
        if sql_result is None or not _same(expected, sql_result):
            return Verification(False, v.checks, f"SQL returned {sql_result!r}, cells give {expected!r}")
        v.checks.append("SQL result agrees")
    targets = [expected] if isinstance(expected, float) else \
        [x for x in expected if isinstance(x, float)] if isinstance(expected, list) else _winner_numbers(plan, expected)
    head = answer_text.split(" (", 1)[0]
    if targets and isinstance(expected, str) and head.startswith(expected):
        head = head[len(expected):]  # the winner's name may hold digits ("Model 200: EUR 45.00")
    if targets:
        for m in _NUMBER.finditer(head):
            printed = m.group(0).split(" ")[0].replace(",", "")
            scale = _SCALE_WORDS[m.group(1)]
            if "e" in printed:
                ok = any(math.isclose(float(printed), t, rel_tol=1e-5) for t in targets)
            else:
                decimals = len(printed.split(".")[1]) if "." in printed else 0
                ok = any(abs(float(printed) * scale - t) <= (0.5 * 10 ** -decimals) * scale + 1e-9 * max(1.0, abs(t))
                         for t in targets)
            if not ok:
                return Verification(False, v.checks, f"answer text prints {m.group(0)}, value is {expected!r}")
        v.checks.append("numbers in the answer text match")
    return v
