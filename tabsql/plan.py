"""The plan: what the router decided to answer, as cited operands and one formula over them.

A ``Plan`` names its operands (cells of the typed tables, each an ``Operand``) and computes its
answer by one ``formula`` over their values. Verification (``tabsql.verify``) recomputes that formula
from the cited cells alone, and the SQL planner (``tabsql.sql_agent.planner``) compiles it to SQL, so
the router, the query and the proof share one definition of the computation.

The formula language, a nested tuple (an int is the operand of that index)::

    0                                  the first operand's value
    ("const", 100)                     a constant
    ("+", 0, 1, 2)  ("mean", 0, 1)     a sum, an average
    ("-", 0, 1)  ("*", 0, 1)  ("/", 0, 1)  ("abs", 0)
    ("pct", 0, 1)                      percent change from operand 1 to operand 0 (``pct_change``)

    >>> evaluate(("*", ("/", 0, ("+", 0, 1)), ("const", 100)), [30.0, 70.0])
    30.0
    >>> evaluate(("pct", 0, 1), [110.0, 100.0])
    10.0

Plans of a label result (lookup of a name, argmax, filter, names) have no numeric formula; their
result is picked or filtered by ``op`` and ``threshold`` and checked as such.
"""
from __future__ import annotations

import math
import re
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from tabsql.models import NormCell
from tabsql.query_router.index import NUMERIC, ColView, RowView, TableView

Formula = Any  # int | tuple: see the module docstring


def pct_change(new: float, base: float) -> float | None:
    """(new - base) / base in percent, as annual-report readers compute it: from a negative base to
    a more negative value is a positive change (a loss of 18.7 after 9.2 grew 104%). Undefined over
    a zero base, and from a negative base to a positive value (no percent tells a loss turned profit)."""
    if base == 0 or base < 0 < new:
        return None
    change = (new - base) / base * 100.0
    return change if change else 0.0  # no change over a negative base is 0%, not "-0%"


_N_ARY = {"+": math.fsum, "mean": lambda xs: math.fsum(xs) / len(xs)}
HEADS = {"const", "+", "mean", "abs", "-", "*", "/", "pct"}
_CURRENCY = re.compile(r"[A-Z]{3}")


def is_currency(unit: str | None) -> bool:
    """Whether a unit is a currency code ("USD", "EUR"), as the typed values and answers carry it."""
    return bool(unit and _CURRENCY.fullmatch(unit))


def evaluate(formula: Formula, nums: list[float | None]) -> float | None:
    """The formula over operand values; None when a value is missing or a division is undefined."""
    if isinstance(formula, int) and not isinstance(formula, bool):
        return nums[formula] if 0 <= formula < len(nums) else None
    head, *args = formula
    if head == "const":
        return float(args[0])
    vals = [evaluate(f, nums) for f in args]
    if not vals or any(v is None for v in vals):
        return None
    if head in _N_ARY:
        return _N_ARY[head](vals)
    if head == "abs":
        return abs(vals[0])
    x, y = vals
    if head == "-":
        return x - y
    if head == "*":
        return x * y
    if head == "/":
        return x / y if y else None
    if head == "pct":
        return pct_change(x, y)
    raise ValueError(f"unknown formula operation {head!r}")


def operands_of(formula: Formula) -> set[int]:
    """The operand indices a formula reads."""
    if isinstance(formula, int) and not isinstance(formula, bool):
        return {formula}
    if formula[0] == "const":
        return set()
    return set().union(*(operands_of(f) for f in formula[1:]))


def shift(formula: Formula, k: int) -> Formula:
    """The formula with its operand indices moved by ``k`` (to join two formulas' operands)."""
    if isinstance(formula, int) and not isinstance(formula, bool):
        return formula + k
    if formula[0] == "const":
        return formula
    return (formula[0], *(shift(f, k) for f in formula[1:]))


class Term(BaseModel):
    """One word of the question the answer must account for: a name (a company, product, measure),
    a year, a number (a quantity), or an operation cue (a superlative's direction)."""

    text: str
    pos: int
    role: Literal["name", "year", "quarter", "period", "span", "number", "operation"] = "name"  # period: "the second month"; span: "the last 3 months of 2018"
    direction: str | None = None  # "min" / "max" for a superlative
    required: bool = True  # False: a word that may name something ("express") or be table talk
    concepts: list[str] = Field(default_factory=list)  # synonym concepts the word is part of ("net sales": revenue)
    names_document: bool = False  # a year that names a report ("the 2025 segment information"), not a period
    initials: list[str] = Field(default_factory=list)  # what runs of question words holding it spell ("asm": "available seat mile")


def _a_name(text: str) -> bool:
    """Text that reads as a name with numbers in it ('Transportation Workers of America, AFL-CIO,
    Local 550 ("TWU 550")'): whole numbers only, no percent or currency sign, and at least three
    words of letters for every number."""
    runs = re.findall(r"\d[\d.,]*\d|\d", text)
    if any(not r.isdigit() for r in runs) or re.search(r"[%$€£¥]", text):
        return False
    return len(re.findall(r"[^\W\d_]{2,}", text)) >= 3 * len(runs)


class Operand(BaseModel):
    """One cited cell: its table, row and column views, the cell, and its name in an answer."""

    model_config = ConfigDict(arbitrary_types_allowed=True)

    tv: TableView
    row: RowView
    col: ColView
    cell: NormCell | None
    score: float = 0.0
    explained: frozenset[int] = frozenset()
    label: str = ""  # the member's name in an answer (row leaf, column leaf, year, issuer)

    def __init__(self, tv: TableView, row: RowView, col: ColView, cell: NormCell | None,
                 score: float = 0.0, explained: frozenset[int] = frozenset(), **kw: Any) -> None:
        super().__init__(tv=tv, row=row, col=col, cell=cell, score=score, explained=explained, **kw)

    @property
    def value(self) -> float | str | None:
        if self.cell is None or self.cell.value.kind == "null":
            return None
        v = self.cell.value
        if v.kind in NUMERIC and v.number is not None:
            return v.number
        raw = v.raw or self.cell.text
        if (self.col.numeric and re.search(r"\d", raw)) or len(re.findall(r"\d[\d.,]*", raw)) >= 2 and not _a_name(raw):
            return None  # digits that did not read as one number (merged or garbled cell)
        return v.raw or self.cell.text

    @property
    def number(self) -> float | None:
        if self.tv.scale_doubt:
            return None  # printed in a unit the table's scale note changes, which was not applied
        v = self.value
        return v if isinstance(v, float | int) and not isinstance(v, bool) else None

    @property
    def unit(self) -> str | None:
        """The cell's unit, else its column's or line's; the table's only for a cell normalize did not
        type: a number it typed without a unit is a count or a ratio, which the table's currency
        ("Dollars in millions" over a "Total Number of Shares Purchased" column) does not reach."""
        if self.cell is not None and self.cell.value.unit:
            return self.cell.value.unit
        typed = self.cell is not None and self.cell.value.kind == "number"
        return self.col.col.unit or self.row.row.unit or (None if typed else self.tv.nt.unit)

    @property
    def placing(self) -> str:
        """The words that place the cell: its line's headings and path, its column's path, its
        table's section and caption."""
        t = self.tv.nt.table
        return " ".join([*self.row.context, *self.row.path, *self.col.path, t.section or "", t.caption or ""])

    @property
    def key(self) -> tuple:
        return (self.tv.key, self.row.row.index, self.col.col.index)


# the numeric operations and the formula each stands for over n operands (order: minuend, base)
def default_formula(op: str, n: int, order: list[int]) -> Formula | None:
    """The formula a plain operation means over its operands; None for a label result."""
    if op == "lookup":
        return 0
    if op == "sum":
        return ("+", *range(n)) if n else None
    if op == "average":
        return ("mean", *range(n)) if n else None
    a, b = order or [0, 1]
    return {"difference": ("-", a, b), "ratio": ("/", a, b), "pct_change": ("pct", a, b)}.get(op)


def member_values(formula: Formula, ops: list[Operand], nums: list[float | None]) -> list[tuple[str, float | None]]:
    """Each member's value of a best-of over a measure computed per member (``Plan.links["per_member"]``):
    the operands come in runs of the formula's width, one run a member, named by its first operand's
    label: ``member_values(("/", 0, 1), ops, [150, 1250, 48, 640])`` -> [("Coatings", 0.12), ("Adhesives", 0.075)]."""
    width = max(operands_of(formula)) + 1
    return [(ops[i].label, evaluate(formula, nums[i:i + width])) for i in range(0, len(ops) - width + 1, width)]


class Plan(BaseModel):
    """What will be answered: the status, the operation, the cited operands and the formula over
    them (``formula``: given explicitly, or the plain operation's, see ``default_formula``)."""

    model_config = ConfigDict(arbitrary_types_allowed=True)

    status: str  # answered / not_found / ambiguous
    op: str = "lookup"
    route: str = "lookup"
    operands: list[Operand] = Field(default_factory=list)
    value: Any = None  # a number, a name, or a list of numbers or names
    unit: str | None = None
    reason: str | None = None
    order: list[int] = Field(default_factory=list)  # difference / pct_change / ratio: (minuend, base) indices
    threshold: tuple[str, float] | None = None
    links: dict = Field(default_factory=dict)
    # cells that say what a question word stands for ("Zone C | France, Austria, Denmark"): cited and
    # proven with the operands, never computed (readers/key_tables)
    keys: list[Operand] = Field(default_factory=list)

    def __init__(self, status: str, op: str = "lookup", route: str = "lookup", operands: list[Operand] | None = None,
                 value: Any = None, unit: str | None = None, reason: str | None = None, **kw: Any) -> None:
        super().__init__(status=status, op=op, route=route, operands=list(operands or []), value=value,
                         unit=unit, reason=reason, **kw)

    def as_percent(self) -> None:
        """A ratio the question asks for in percent: the quotient times 100, which verify recomputes
        from the cited cells by the plan's formula (a reader takes 0.83 for 0.83 %, not 83 %)."""
        a, b = self.order or [0, 1]
        self.links["formula"] = ("*", ("/", a, b), ("const", 100))
        self.value = self.value * 100.0
        self.unit = "%"

    @property
    def formula(self) -> Formula | None:
        """The one formula computing the answer from the operands (None for a label result)."""
        if self.links.get("formula") is not None:
            return self.links["formula"]
        return default_formula(self.op, len(self.operands), self.order)
