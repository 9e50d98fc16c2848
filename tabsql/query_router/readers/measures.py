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
    found = _one_report(found, years[0])
    if found is None:
        return None
    dv, ops, formula = found
    value = evaluate(formula, [o.number for o in ops])
    if value is None:
        return Plan("not_found", "measure", "refused", ops, reason=f"{key} is undefined for these values")
    units = {o.unit for o in ops}
    unit = m.get("unit") or (units.pop() if len(units) == 1 and not _divides(formula) else None)
    return Plan("answered", "measure", "sql", ops, value, unit,
                links={"derived_measure": key, "definition": True, "formula": formula,
                       "operands": [{"row": o.row.text, "column": o.col.text} for o in ops]})


def _names_said(folded: str) -> list[tuple[str, dict, int, int]]:
    """Every measure the text names (key, definition, start, end in ``folded``), longest names
    first, no overlaps."""
    hits = []
    for key, m in definitions()["measures"].items():
        for name in m["names"]:
            for hit in re.finditer(r"(?<![\w-])" + re.escape(fold(name)) + r"(?![\w-])", folded):
                hits.append((hit.end() - hit.start(), hit.start(), key, m))
    out: list[tuple[str, dict, int, int]] = []
    for n, start, key, m in sorted(hits, key=lambda h: (-h[0], h[1])):
        if not any(start < e and s < start + n for _, _, s, e in out):
            out.append((key, m, start, start + n))
    return sorted(out, key=lambda h: h[2])


def _concept_cell(dv: DocView, concept: str, year: int) -> Operand | None | bool:
    """The one value the document prints in a year on the lines tagged with a synonym concept:
    an Operand, None when no line carries it, False when lines disagree."""
    found = [Operand(tv, row, col, tv.cell(row, col), label=f"{row.path[-1]} {year}")
             for tv in dv.tables for row in tv.rows if row.row.concept == concept and row.path
             for col in tv.cols if year in col.years and not col.quarter and not row.quarter
             and tv.cell(row, col) is not None]
    found = [o for o in found if o.number is not None]
    if len({o.number for o in found}) > 1:
        return False
    return found[0] if found else None


def _add(ops: list[Operand], op: Operand) -> int:
    known = [i for i, o in enumerate(ops) if o.key == op.key]
    if known:
        return known[0]
    ops.append(op)
    return len(ops) - 1


def parts(a: Analysis, index: CatalogIndex, synonyms, vocab: set[str]) -> Plan | None:
    """A sum of named parts of which at least one is a derived measure ("SG&A plus R&D in 2024"):
    each part is the measure's printed line, else its formula, or a line tagged with the synonym
    concept the part names; every other word of the question must be accounted for (the issuer,
    the year, operation and filler words), else None and the question is left to the other readers.

        "Tidewater 2024: SG&A plus R&D?" -> Distribution costs + General and administrative
        expenses + Research and development, 2024, one report, all three cells cited
    """
    from tabsql.query_router.informative import says_little

    years = sorted(set(a.years))
    if a.op != "sum" or synonyms is None:
        return None
    said = _names_said(a.folded)
    if not said:
        return None
    toks = a.toks
    # the tokens each measure name covers, by the characters of the folded question
    covered: set[int] = set()
    for _, _, start, end in said:
        covered |= {i for i, t in enumerate(toks) if _tok_in(a.folded, toks, i, start, end)}
    concepts = [(c, i, j) for c, i, j in synonyms.spans_in(toks) if not set(range(i, j)) & covered]
    for _, i, j in concepts:
        covered |= set(range(i, j))
    if len(said) + len(concepts) < 2:
        return None
    if len(years) != 1 or a.quarters or a.year_range:
        return Plan("not_found", "measure", "refused", reason="a sum of named parts is read for one year")
    year = years[0]
    refused = Plan("not_found", "measure", "refused", reason="the parts of the sum could not all be read in one report")
    found = []
    for dv in _docs(a, index):
        rest = [t for i, t in enumerate(toks) if i not in covered and i not in a.consumed and i not in a.op_words
                and i not in a.excused and t not in STOPWORDS and t not in dv.identity]
        if any(not says_little(t, vocab) for t in rest):
            continue
        ops: list[Operand] = []
        terms: list[Formula] = []
        for key, m, _, _ in said:
            printed = _cell(dv, m["names"], year)
            if isinstance(printed, Operand):
                terms.append(_add(ops, printed))
                continue
            if printed is False or m.get("unit") or _divides(m["formula"]):
                break  # a ratio or percent is no part of a sum
            f = _compile(m["formula"], dv, year, ops)
            if f is None or f is False:
                break
            terms.append(f)
        else:
            for concept, _, _ in concepts:
                op = _concept_cell(dv, concept, year)
                if not isinstance(op, Operand):
                    break
                terms.append(_add(ops, op))
            else:
                if len({o.unit for o in ops}) == 1 and len(ops) == len({o.key for o in ops}) >= 2:
                    found.append((dv, ops, terms))
    one = _one_report([(dv, ops, _sum_of(terms)) for dv, ops, terms in found], year)
    if one is None:
        return refused
    dv, ops, formula = one
    value = evaluate(formula, [o.number for o in ops])
    return Plan("answered", "measure", "sql", ops, value, ops[0].unit,
                links={"derived_measure": " + ".join([k for k, *_ in said] + [" ".join(toks[i:j]) for _, i, j in concepts]),
                       "definition": True, "formula": formula,
                       "operands": [{"row": o.row.text, "column": o.col.text} for o in ops]})


def _one_report(found: list, year: int):
    """One reading of the reports that give one: the only one, the one value all of them give
    (a later report repeating a year), or, where they disagree (a restatement), the year's own
    report's; None when that leaves none."""
    if not found:
        return None
    values = {None if (v := evaluate(f, [o.number for o in ops])) is None else round(v, 6) for _, ops, f in found}
    if len(values) == 1:
        own = [x for x in found if x[0].doc.meta.year == year]
        return (own or found)[0]
    own = [x for x in found if x[0].doc.meta.year == year]
    return own[0] if len(own) == 1 else None


def _sum_of(terms: list[Formula]) -> Formula:
    formula = terms[0]
    for t in terms[1:]:
        formula = ("+", formula, t)
    return formula


def _tok_in(folded: str, toks: list[str], i: int, start: int, end: int) -> bool:
    """Whether token ``i`` of the question lies within characters start..end of the folded text
    (tokens are found in order, so the n-th occurrence of a token is its place)."""
    pos, k = 0, -1
    for n, t in enumerate(toks):
        k = folded.find(t, pos)
        if k < 0:
            return False
        pos = k + len(t)
        if n == i:
            return start <= k and k + len(t) <= end
    return False


def review(a: Analysis, index: CatalogIndex, main: Plan, synonyms=None) -> Plan:
    """A refusal filled by the measure the question names, or by a sum of named parts one of
    which is a measure; any other plan stands."""
    if main.status == "answered":
        return main
    p = parts(a, index, synonyms, index.vocab)  # a sum naming several things: never one of them alone
    if p is None:
        p = plan(a, index)
    if p is None or p.status != "answered":
        return main
    p.links = {**main.links, **p.links}
    return p
