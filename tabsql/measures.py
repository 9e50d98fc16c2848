"""Derived measures (tabsql/data/measures.yaml): free cash flow, EBITDA, margins, ROA, DSO... computed
from the cited cells of the lines that define them, when no table prints the measure itself.

    "What was the free cash flow in 2019?"  (a cash flow statement, no "Free cash flow" line)
    -> Net cash provided by operating activities 2019 (1,200) - |Purchases of property and equipment 2019 (-350)|
    -> Plan(op="measure", formula=("-", 0, ("abs", 1)), value=850.0), both cells cited

Each concept is looked up by the row labels the data file lists, in the question's year (and, for an
averaged balance, the year before), in one document; several different values for one concept, or
a concept no line prints, leave the question to the other readers.
"""
from __future__ import annotations

import re
from functools import lru_cache
from importlib import resources
from typing import Any

import yaml

from tabsql.plan import Formula, Operand, Plan, evaluate
from tabsql.query_router.analyze import Analysis
from tabsql.query_router.index import CatalogIndex, DocView
from tabsql.query_router.text import STOPWORDS, fold, tokens


@lru_cache(maxsize=1)
def definitions() -> dict[str, Any]:
    """The measures and concepts of tabsql/data/measures.yaml, loaded once."""
    return yaml.safe_load(resources.files("tabsql").joinpath("data/measures.yaml").read_text("utf-8"))


def _named(folded: str) -> tuple[str, dict, str] | None:
    """The measure the question names (the longest name said), with the name as said."""
    best = None
    for key, m in definitions()["measures"].items():
        for name in m["names"]:
            if re.search(r"(?<![\w-])" + re.escape(fold(name)) + r"(?![\w-])", folded) and (
                    best is None or len(name) > len(best[2])):
                best = (key, m, name)
    return best


def _printed(index: CatalogIndex, names: list[str]) -> bool:
    """A table already prints the measure: its lookup is the router's."""
    wanted = [fold(n) for n in names]
    return any(any(re.search(r"(?<![\w-])" + re.escape(w) + r"(?![\w-])", fold(r.text)) for w in wanted)
               for tv in index.tables for r in tv.rows)


def _cell(dv: DocView, labels: list[str], year: int) -> Operand | None | bool:
    """The one value the document prints for a concept in a year: an Operand, None when no line
    prints it, False when lines disagree."""
    wanted = [fold(x) for x in labels]
    for want in wanted:  # the labels in the data file's order: the first one printed decides
        found: list[Operand] = []
        for tv in dv.tables:
            for row in tv.rows:
                leaf = fold(row.path[-1]) if row.path else ""
                if leaf != want:
                    continue
                for col in tv.cols:
                    if year in col.years and not col.quarter:
                        cell = tv.cell(row, col)
                        op = Operand(tv, row, col, cell, label=f"{row.path[-1]} {year}") if cell is not None else None
                        if op is not None and op.number is not None:
                            found.append(op)
        values = {o.number for o in found}
        if len(values) > 1:
            return False
        if found:
            return found[0]
    return None


def _compile(spec: Any, dv: DocView, year: int, ops: list[Operand]) -> Formula | None | bool:
    """The data file's formula as tabsql.plan's, its concepts looked up into ``ops``."""
    if isinstance(spec, str):
        op = _cell(dv, definitions()["concepts"][spec], year)
        if not isinstance(op, Operand):
            return op
        known = [i for i, o in enumerate(ops) if o.key == op.key]
        if known:
            return known[0]
        ops.append(op)
        return len(ops) - 1
    head, *args = spec
    if head == "const":
        return ("const", float(args[0]))
    if head == "avg":  # the average of this year's and last year's closing balance
        parts = [_compile(args[0], dv, y, ops) for y in (year, year - 1)]
        if any(p is None or p is False for p in parts):
            return next(p for p in parts if p is None or p is False)
        return ("mean", *parts)
    parts = [_compile(a, dv, year, ops) for a in args]
    for p in parts:
        if p is None or p is False:
            return p
    return (head, *parts)


def _divides(formula: Formula) -> bool:
    return not isinstance(formula, int) and (formula[0] == "/" or any(_divides(f) for f in formula[1:]
                                                                      if formula[0] != "const"))


def _docs(a: Analysis, index: CatalogIndex) -> list[DocView]:
    """The documents the measure may come from: the only one, or those whose issuer the question names."""
    if len(index.docs) == 1:
        return index.docs
    asked = set(a.toks)
    return [dv for dv in index.docs if dv.doc.meta.issuer and
            {t for t in tokens(dv.doc.meta.issuer) if t not in STOPWORDS and len(t) > 2} & asked]


def plan(a: Analysis, index: CatalogIndex) -> Plan | None:
    """The measure the question names, computed from its defining lines; None when it names none,
    a table prints it, or the lines cannot all be read in one document for one year."""
    named = _named(a.folded)
    years = sorted(set(a.years))
    if named is None or len(years) != 1:
        return None
    key, m, said = named
    if _printed(index, m["names"]):
        return None
    found = []
    for dv in _docs(a, index):
        ops: list[Operand] = []
        formula = _compile(m["formula"], dv, years[0], ops)
        if formula is not None and formula is not False:
            found.append((dv, ops, formula))
    if len(found) != 1:
        return None
    dv, ops, formula = found[0]
    value = evaluate(formula, [o.number for o in ops])
    if value is None:
        return Plan("not_found", "measure", "refused", ops, reason=f"{key} is undefined for these values")
    units = {o.unit for o in ops}
    unit = m.get("unit") or (units.pop() if len(units) == 1 and not _divides(formula) else None)
    return Plan("answered", "measure", "sql", ops, value, unit,
                links={"derived_measure": key, "definition": True, "formula": formula,
                       "operands": [{"row": o.row.text, "column": o.col.text} for o in ops]})


def review(a: Analysis, index: CatalogIndex, main: Plan) -> Plan:
    """A refusal filled by the measure the question names; any other plan stands."""
    if main.status == "answered":
        return main
    p = plan(a, index)
    if p is None or p.status != "answered":
        return main
    p.links = {**main.links, **p.links}
    return p
