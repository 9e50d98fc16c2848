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
from collections.abc import Iterable, Iterator
from functools import lru_cache
from importlib import resources
from typing import Any

import yaml

from tabsql.plan import Formula, Operand, Plan, evaluate
from tabsql.query_router import lexicon
from tabsql.query_router.analyze import Analysis
from tabsql.query_router.index import CatalogIndex, DocView
from tabsql.query_router.text import STOPWORDS, content_tokens, fold, stem, tokens, unbracketed


@lru_cache(maxsize=1)
def definitions() -> dict[str, Any]:
    """The measures and concepts of tabsql/data/measures.yaml, loaded once."""
    return yaml.safe_load(resources.files("tabsql").joinpath("data/measures.yaml").read_text("utf-8"))


def _said(wording: str, folded: str) -> Iterator[re.Match]:
    """Where a wording of the data file stands in folded text as whole words ("margin" not in
    "margins-x")."""
    return _wording(wording).finditer(folded)


@lru_cache(maxsize=None)
def _wording(wording: str) -> re.Pattern:
    """A data-file wording, folded, as a whole-words pattern: compiled once, as every question
    searches for every measure's names."""
    return re.compile(r"(?<![\w-])" + re.escape(fold(wording)) + r"(?![\w-])")


def _prints_a_name(texts: Iterable[str], names: list[str]) -> bool:
    """Whether one of the texts (row labels) prints one of the measure's names."""
    return any(next(_said(n, fold(t)), None) is not None for t in texts for n in names)


def _named(folded: str) -> tuple[str, dict, str] | None:
    """The measure the question names first (the longest name said there), with the name as said; a
    measure whose ``unless`` words are said is another line ("cash dividends per share"). A measure
    named after it is an operand of its definition: "free cash flow ... as net cash provided by
    operating activities minus capital expenditures" asks free cash flow, not capital expenditure."""
    best, at = None, (0, 0)
    for key, m in definitions()["measures"].items():
        if any(next(_said(w, folded), None) is not None for w in m.get("unless", [])):
            continue
        for name in m["names"]:
            if (hit := next(_said(name, folded), None)) is not None and (
                    best is None or (hit.start(), -len(name)) < at):
                best, at = (key, m, name), (hit.start(), -len(name))
    return best


def _printed(docs: list[DocView], names: list[str]) -> bool:
    """A table of the documents the measure may come from already prints it: its lookup is the
    router's, or ``_printed_cell``'s. (Another company's report printing "Gross margin" says nothing
    of this one's.)"""
    return _prints_a_name((r.text for dv in docs for tv in dv.tables for r in tv.rows), names)


def _kind(m: dict) -> str:
    """What the measure's value is: a percent, a ratio (a quotient with no unit) or an amount."""
    return "percent" if m.get("unit") == "%" else "ratio" if _divides(m["formula"]) else "amount"


def _printed_plan(a: Analysis, index: CatalogIndex, key: str, m: dict, docs: list[DocView], year: int) -> Plan | None:
    """The measure read off the line that prints it under one of its names, in the question's year,
    when that line holds a value of the measure's kind ("Current ratio 2.0"; a "Gross margin" line
    in dollars is no margin in percent) and accounts for the question's words; None when no line
    or several values."""
    found = []
    for dv in docs:
        op = _cell(dv, m["names"], year, kind=_kind(m))
        if isinstance(op, Operand) and not _unaccounted(a, index, dv, [op]):
            found.append((dv, [op], 0))
    one = _one_report(found, year)
    if one is None:
        return None
    _, ops, formula = one
    return _answered("measure", key, ops, formula, ops[0].number, ops[0].unit, printed=True)


def _answered(op: str, name: str, ops: list[Operand], formula, value, unit, printed: bool = False) -> Plan:
    """A measure answered from its cited cells: the links say which measure, its formula over the
    operands (in order), and whether a line printed it or it was computed from its definition."""
    return Plan("answered", op, "sql", ops, value, unit,
                links={"derived_measure": name, ("printed" if printed else "definition"): True, "formula": formula,
                       "operands": [{"row": o.row.text, "column": o.col.text} for o in ops]})


def _leaf_is(leaf: str, want: str) -> bool:
    """A line prints the concept's label: the label itself, or the label followed by its presentation
    clause ("Capital expenditures (including capitalized software)", "Purchase of premises and
    equipment, net of sales: 2022, $1 ...")."""
    leaf, want = leaf.replace("\u2019", "'"), want.replace("\u2019", "'")
    return leaf == want or leaf.startswith(want) and leaf[len(want):].lstrip()[:1] in {",", ":", "("}


def _year_columns(tv, year: int) -> list:
    """The table's columns of a year (no quarter; a column's year is its own heading's:
    ``index.heading_years``)."""
    return [c for c in tv.cols if year in c.years and not c.quarter]


def _change_column(col) -> bool:
    """A column of changes or shares beside the amounts ("Increase/(decrease)", "% of Net Revenue")."""
    return bool(set(tokens(col.text)) & set(definitions().get("change_columns", [])))


def _fits(op: Operand, kind: str) -> bool:
    if kind == "percent":
        return op.unit == "%"
    if kind == "ratio":
        return op.unit is None
    return op.unit != "%"


def _in_statement(tv, statement: str | None) -> bool:
    """The table is the financial statement named (its section or caption says so: "Consolidated
    Balance Sheets"), by the words of the data file's ``statements``."""
    if not statement:
        return False
    title = fold(" ".join(x for x in (tv.nt.table.section, tv.nt.table.caption) if x))
    return any(fold(w) in title for w in definitions().get("statements", {}).get(statement, []))


def _cell(dv: DocView, labels: list[str], year: int, homes: dict[str, int] | None = None,
          kind: str = "amount", statement: str | None = None) -> Operand | None | bool:
    """The one value the document prints for a concept in a year: an Operand, None when no line
    prints it, False when lines disagree. Amounts only (no percent cell, no column of changes).
    The labels are tried in the data file's order; where one label's lines disagree, the lines of
    the tables that print most of the measure's concepts (``homes``: table key -> how many; the
    statement that holds revenue and net income both, not a segment note) decide, or the company's
    own line ("Consolidated ..."), else the next label is tried. The value found must then be what
    every line of the concept prints, under any of its labels ("Total revenue" of a segment's table
    is not the income statement's "Revenue"), or the concept's own statement must decide."""
    wanted = [fold(x) for x in labels]
    printing = _printing(dv, wanted, year, kind)
    chosen: Operand | None = None
    disagreed = False
    for want in wanted:
        found = printing[want]
        if len({o.number for o in found}) > 1 and any(_in_statement(o.tv, statement) for o in found):
            found = [o for o in found if _in_statement(o.tv, statement)]  # the concept's own statement decides
        one = _settled(found, homes)
        if one is False:  # lines of the label disagree (segments): the company's own line decides
            whole = _cell(dv, [f"{w} {want}" for w in definitions().get("whole_words", [])], year, homes, kind, statement) \
                if not any(want.startswith(w + " ") for w in definitions().get("whole_words", [])) else None
            if not isinstance(whole, Operand):
                whole = _decided(dv, _consistent(found), statement, year)
                if whole is None:
                    disagreed = True
                    continue
            one = whole
        if one is not None:
            chosen = one
            break
    if chosen is None:
        return False if disagreed else None
    lines = _consistent([o for w in wanted for o in printing[w]])
    if any(not _same(o, chosen) for o in lines):
        decided = _decided(dv, [chosen, *lines], statement, year)
        if decided is None:
            return False
        chosen = decided
    if _part_only(chosen):
        return False
    return _finest(chosen, lines)


def _part_only(op: Operand) -> bool:
    """The cell read is a line printing one part of its concept while its table prints the other
    part on a line of its own (data file ``partial_labels``): "Depreciation 10,482" over
    "Amortization of intangibles 1,757" is not the depreciation and amortization."""
    leaf = fold(op.row.path[-1]) if op.row.path else ""
    for label, others in (definitions().get("partial_labels") or {}).items():
        if _leaf_is(leaf, label) and not any(next(_said(o, leaf), None) for o in others):
            return any(r.path and any(fold(r.path[-1]).startswith(o) for o in others) for r in op.tv.rows)
    return False


def _decided(dv: DocView, found: list[Operand], statement: str | None, year: int) -> Operand | None:
    """Of lines that disagree, the one the report means: the concept's statement by its title, else
    the table printing most of the statement's concepts, else the amount several tables print where
    every other amount is one table's (a parent company's schedule, a business sold); None when
    none of these settles it."""
    if not found:
        return None  # (lines that disagree among themselves left none to choose from)
    for own in ([o for o in found if _titled(o.tv, statement)], _by_content(dv, found, statement, year)):
        if own:
            return own[0] if all(_same(o, own[0]) for o in own) else None
    tables: dict[float, set[str]] = {}
    for o in found:
        tables.setdefault(o.number, set()).add(o.tv.key)
    ranked = sorted(tables.items(), key=lambda kv: -len(kv[1]))
    if len(ranked[0][1]) >= 2 and all(len(keys) == 1 for _, keys in ranked[1:]):
        return next(o for o in found if o.number == ranked[0][0])
    return None


def _by_content(dv: DocView, found: list[Operand], statement: str | None, year: int) -> list[Operand]:
    """The lines of the one table that prints the most of the statement's concepts in the year (at
    least three: the income statement prints revenue, operating income, taxes and net income; a
    segment's table revenue and operating income), where no title says which table is the statement."""
    concepts = [c for c, st in definitions().get("statement_of", {}).items() if st == statement]
    if not statement or not concepts:
        return []
    counts = _homes(["+", *concepts], dv, year)
    scored = sorted({counts.get(o.tv.key, 0) for o in found}, reverse=True)
    if not scored or scored[0] < 3 or sum(counts.get(o.tv.key, 0) == scored[0] for o in {o.tv.key: o for o in found}.values()) > 1:
        return []
    return [o for o in found if counts.get(o.tv.key, 0) == scored[0]]


def _consistent(found: list[Operand]) -> list[Operand]:
    """The cells of the tables whose own lines agree (a table printing a label with several values,
    segments or a business sold beside the company, tells nothing of the company's one value)."""
    by_table: dict[str, set[float]] = {}
    for o in found:
        by_table.setdefault(o.tv.key, set()).add(o.number)
    return [o for o in found if len(by_table[o.tv.key]) == 1]


def _same(o: Operand, chosen: Operand) -> bool:
    """Two lines print one amount: equal in size once rounded as the coarser prints it (an outflow
    is negative in a cash flow statement, positive in a note)."""
    coarse = min(_decimals(o), _decimals(chosen))
    return abs(abs(o.number) - abs(chosen.number)) <= 0.5 * 10 ** -coarse * (o.cell.value.scale or 1.0) + 1e-9


def _titled(tv, statement: str | None) -> bool:
    """The table is the statement named by its section or caption, or by the heading over its labels
    when that heading says the company's own (``whole_words``: "Consolidated Statement of Cash
    Flows"; a parent company's "Balance Sheets" in a schedule is not the company's)."""
    if _in_statement(tv, statement):
        return True
    t = tv.nt.table
    heading = fold(" ".join(h for path in (t.column_paths or [])[:t.label_cols] for h in path))
    return bool(statement) and any(fold(w) in heading for w in definitions().get("statements", {}).get(statement, [])) \
        and any(next(_said(w, heading), None) is not None for w in definitions().get("whole_words", []))


def _printing(dv: DocView, wanted: list[str], year: int, kind: str) -> dict[str, list[Operand]]:
    """Per label (folded), the cells of the year on the lines it names, in one pass over the
    document: amounts of the kind asked, no column of changes, no line under "Changes in assets and
    liabilities:" (a change, not the balance)."""
    found: dict[str, list[Operand]] = {w: [] for w in wanted}
    changes = set(definitions().get("change_columns", []))
    for tv in dv.tables:
        cols = None
        for row in tv.rows:
            leaf = fold(row.path[-1]) if row.path else ""
            hits = [w for w in wanted if _leaf_is(leaf, w) or _unlabelled_total(row, leaf, w)]
            if not hits or set(tokens(" ".join(row.context + row.path[:-1]))) & changes:
                continue
            cols = [c for c in _year_columns(tv, year) if not _change_column(c)] if cols is None else cols
            for col in cols:
                cell = tv.cell(row, col)
                op = Operand(tv, row, col, cell, label=f"{row.path[-1]} {year}") if cell is not None else None
                if op is not None and op.number is not None and _fits(op, kind):
                    for w in hits:
                        found[w].append(op)
    return found


def _unlabelled_total(row, leaf: str, want: str) -> bool:
    """A subtotal printed with no label under its group's heading ("Current assets:" over its lines,
    then their sum on a line of its own): the group's total ("total current assets")."""
    return (row.row.is_total or row.row.is_subtotal) and leaf.endswith(":") and want == "total " + leaf.rstrip(": ")


def _finest(op: Operand, others: list[Operand]) -> Operand:
    """The value read, at the most precise any line of the concept prints it: a summary's "Dividends
    paid 4,168" is the statement's "Common stock dividends (4,168.2)" rounded, and is read as 4,168.2.
    Only a value that agrees once rounded as ``op`` is printed replaces it."""
    tol = 0.5 * 10 ** -_decimals(op) * (op.cell.value.scale or 1.0) + 1e-9
    agree = [o for o in others if _decimals(o) > _decimals(op) and abs(abs(o.number) - abs(op.number)) <= tol]
    return max(agree, key=_decimals) if agree else op


def _settled(found: list[Operand], homes: dict[str, int] | None) -> Operand | None | bool:
    """The one value of a label's cells: None when there are none, False when they disagree. A
    table whose own lines of the label disagree tells nothing ("Net income" of the company and of
    a business sold, in one note); then the tables printing most of the measure's concepts decide;
    amounts that agree once rounded as printed ("6,177" in a summary, "6,177.4" in the statement)
    are one, read at the most precise."""
    by_table: dict[str, set[float]] = {}
    for o in found:
        by_table.setdefault(o.tv.key, set()).add(o.number)
    if len(by_table) > 1:
        found = [o for o in found if len(by_table[o.tv.key]) == 1]
        if not found:
            return False
    if len({o.number for o in found}) > 1 and homes:
        best = max(homes.get(o.tv.key, 0) for o in found)
        found = [o for o in found if homes.get(o.tv.key, 0) == best]
    if not found:
        return None
    if len({o.number for o in found}) == 1:
        return found[0]
    fine = max(found, key=_decimals)
    if all(abs(o.number - fine.number) <= 0.5 * 10 ** -_decimals(o) * (o.cell.value.scale or 1.0) + 1e-9 for o in found):
        return fine
    return False


def _decimals(o: Operand) -> int:
    raw = (o.cell.value.raw or "").strip()
    digits = raw.rstrip(")%").split(".")
    return len(digits[1].rstrip(")% ")) if len(digits) == 2 and digits[1].rstrip(")% ").isdigit() else 0


def _concepts_of(spec: Any) -> set[str]:
    if isinstance(spec, str):
        return {spec}
    return set().union(*[_concepts_of(a) for a in spec[1:]]) if spec[0] != "const" else set()


def _homes(spec: Any, dv: DocView, year: int) -> dict[str, int]:
    """Per table of the document, how many of the formula's concepts it prints a value of in the year."""
    out: dict[str, int] = {}
    for concept in _concepts_of(spec):
        wanted = [fold(x) for x in _labels(concept)]
        for tv in dv.tables:
            if any(row.path and any(_leaf_is(fold(row.path[-1]), w) for w in wanted) and
                   any(year in c.years and not c.quarter and tv.cell(row, c) is not None for c in tv.cols)
                   for row in tv.rows):
                out[tv.key] = out.get(tv.key, 0) + 1
    return out


def _line_cell(dv: DocView, label: str, year: int, homes: dict[str, int], statement: str | None) -> Operand | None:
    """A printed line a definition names, read in the table that prints most of the definition's
    lines (the balance sheet, not a debt note printing "Long-term debt" otherwise); where several
    such tables disagree, the statement the question reads from decides (``_decided``); else None."""
    best = max(homes.values(), default=0)
    found = [o for o in _printing(dv, [label], year, "amount")[label] if best and homes.get(o.tv.key) == best]
    if len({o.number for o in found}) == 1:
        return found[0]
    return _decided(dv, found, statement, year) if found and statement else None


def _compile(spec: Any, dv: DocView, year: int, ops: list[Operand],
             homes: dict[int, dict[str, int]] | None = None, said_statement: str | None = None) -> Formula | None | bool:
    """The data file's formula as tabsql.plan's, its concepts looked up into ``ops``; ``homes``:
    per year, the tables printing most of its concepts (``_homes``), which decide between lines;
    ``said_statement``: the statement the question reads from ("From the consolidated balance sheet"),
    which decides between the tables of a printed line (``_line_cell``)."""
    if isinstance(spec, str):
        if spec.startswith(LINE):
            op = _line_cell(dv, spec[len(LINE):], year, (homes or {}).get(year) or {}, said_statement)
        else:
            op = _cell(dv, _labels(spec), year, (homes or {}).get(year),
                       statement=definitions().get("statement_of", {}).get(spec))
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
    if head == "prev":  # the concept in the year before
        return _compile(args[0], dv, year - 1, ops, homes, said_statement)
    if head == "avg":  # the average of this year's and last year's closing balance
        parts = [_compile(args[0], dv, y, ops, homes, said_statement) for y in (year, year - 1)]
        if any(p is None or p is False for p in parts):
            return next(p for p in parts if p is None or p is False)
        return ("mean", *parts)
    parts = [_compile(a, dv, year, ops, homes, said_statement) for a in args]
    for p in parts:
        if p is None or p is False:
            return p
    return (head, *parts)


def _divides(formula: Formula) -> bool:
    return not isinstance(formula, int) and (formula[0] == "/" or any(_divides(f) for f in formula[1:]
                                                                      if formula[0] != "const"))


def _statement_said(a: Analysis) -> str | None:
    """The financial statement the question or its instructions name ("From the consolidated balance
    sheet, ..."; data file ``statements``), if one."""
    text = fold(" ".join([a.question, *a.instructions]))
    said = [k for k, words in definitions().get("statements", {}).items()
            if any(next(_said(w, text), None) for w in words)]
    return said[0] if len(said) == 1 else None


MIN_LINE_WORDS = 2  # a printed line a definition names by its label alone: "Other" or "Total" names none


def _printed_lines(a: Analysis, index: CatalogIndex, documents: list[str] | None) -> frozenset[str]:
    """The folded labels of the lines the question's documents print, where it states a definition:
    a definition names lines tabsql's data file does not know by their own labels ("total debt,
    taken as debt maturing within one year plus long-term debt")."""
    if not a.definitions:
        return frozenset()
    return frozenset(label for dv in _docs(a, index, documents) for tv in dv.tables for row in tv.rows
                     if row.path and len((label := fold(unbracketed(row.path[-1]).strip(" :"))).split()) >= MIN_LINE_WORDS)


def _docs(a: Analysis, index: CatalogIndex, named: list[str] | None = None) -> list[DocView]:
    """The documents the measure may come from: the only one, the ones the router linked the
    question's words to (``named``: document names), or those whose issuer the question names."""
    if len(index.docs) == 1:
        return index.docs
    if named:
        wanted = set(named)
        return [dv for dv in index.docs if dv.doc.name in wanted]
    asked = set(a.toks)
    return [dv for dv in index.docs if dv.doc.meta.issuer and
            {t for t in tokens(dv.doc.meta.issuer) if t not in STOPWORDS and len(t) > 2} & asked]


def _in_order(spec: Any) -> list[str]:
    """The formula's concepts in the order it names them, each once."""
    if isinstance(spec, str):
        return [spec]
    return list(dict.fromkeys(c for arg in spec[1:] for c in _in_order(arg))) if spec[0] != "const" else []


def _constants(spec: Any) -> set[float]:
    if isinstance(spec, str):
        return set()
    return {float(spec[1])} if spec[0] == "const" else set().union(*[_constants(arg) for arg in spec[1:]])


LINE = "line:"  # a concept made of one printed label ("line:debt maturing within one year")


def _labels(concept: str) -> list[str]:
    """The row labels that print a concept: the data file's, or a printed line's own label."""
    return [concept[len(LINE):]] if concept.startswith(LINE) else definitions()["concepts"][concept]


def _concept_spans(text: str, printed: frozenset[str] = frozenset()) -> list[tuple[int, int, str]]:
    """Where a text names concepts by their row labels or the data file's ``said`` words (start,
    end, concept), in order, and, with ``printed`` (folded labels of the documents' lines), a line
    the text names by its whole label where it names no concept; the longest wording wins where two
    overlap ("total current assets", not "current assets")."""
    hits = []
    for concept, labels in definitions()["concepts"].items():
        for label in [*labels, *definitions().get("said", {}).get(concept, [])]:
            hits += [(h.end() - h.start(), h.start(), concept) for h in _said(label, text)]
    taken: list[tuple[int, int, str]] = []
    for n, start, concept in sorted(hits, key=lambda h: (-h[0], h[1])):
        if not any(start < e and s < start + n for s, e, _ in taken):
            taken.append((start, start + n, concept))
    # then the printed lines, where no concept is named ("percentage of total net sales" is a line of
    # Apple's, and "as a percentage of total net sales" still says revenue)
    lines = [(h.end() - h.start(), h.start(), LINE + label) for label in printed for h in _said(label, text)]
    for n, start, concept in sorted(lines, key=lambda h: (-h[0], h[1])):
        if not any(start < e and s < start + n for s, e, _ in taken):
            taken.append((start, start + n, concept))
    return sorted(taken)


def _concepts_named(text: str, printed: frozenset[str] = frozenset()) -> list[str]:
    """The concepts a text names, each once, in the order said (printed lines too: ``_concept_spans``)."""
    return list(dict.fromkeys(c for _, _, c in _concept_spans(text, printed)))


_AVERAGES_BALANCES = "the formula averages opening and closing balances"


def _closing(formula):
    """The formula with each averaged balance taken at the year's close: the convention a question
    states when its definition names the formula's lines in order and averages none ("365 x accounts
    payable at September 24, 2022 / total cost of sales")."""
    if isinstance(formula, list) and formula and formula[0] == "avg":
        return formula[1]
    return [_closing(x) for x in formula] if isinstance(formula, list) else formula


def _as_defined(a: Analysis, named: tuple[str, dict, str] | None) -> tuple[str, dict, str] | None:
    """The measure named, with its balances at the year's close where the question's own definition
    says so and differs from the data file's formula in nothing else."""
    if named is None or not a.definitions or _differs(named[1], a.definitions) != _AVERAGES_BALANCES:
        return named
    key, m, said = named
    return key, {**m, "formula": _closing(m["formula"])}, said


def _shared_heads(text: str) -> str:
    """Modifiers that share one noun said with it each (data file ``shared_head_modifiers``):
    "current plus non-current borrowings" -> "current borrowings plus non-current borrowings"."""
    mods = {fold(w) for w in definitions().get("shared_head_modifiers", [])}
    words = text.split(" ")
    out: list[str] = []
    for k, w in enumerate(words):
        out.append(w)
        noun = words[k + 3].strip(",;:.)") if k + 3 < len(words) else ""
        if w.lstrip("(") in mods and words[k + 1] in ("plus", "and", "+") and words[k + 2] in mods and noun.isalpha():
            out.append(noun)  # "current" -> "current borrowings" before "plus non-current borrowings"
    return " ".join(out)


def _as_stated(a: Analysis, named: tuple[str, dict, str] | None,
               printed: frozenset[str] = frozenset()) -> tuple[str, dict, str] | None:
    """The measure as the question defines it, where the definition is not tabsql's formula for it (or
    names a measure tabsql does not hold) and reads as a formula (``_stated_formula``): "gross margin,
    computed as (total revenue - cost of sales) / total revenue" is computed so. Else as named."""
    if not a.definitions or named is not None and _differs(named[1], a.definitions) is None:
        return named
    percent = a.in_percent or bool(named and named[1].get("unit") == "%")
    stated = _stated_formula(a.definitions, named, percent, printed)
    if stated is None:
        return named
    key, names, said = named if named else ("the measure the question defines", {"names": []}, "")
    m = {"names": names["names"], "formula": stated}
    if percent and stated[0] == "*":
        m["unit"] = "%"
    return key, m, said


def _stated_formula(stated: list[str], named: tuple[str, dict, str] | None, percent: bool,
                    printed: frozenset[str] = frozenset()) -> list | None:
    """The question's own definition as a formula over concepts, where it joins lines tabsql knows by
    operators alone (data file ``definition_operators``, ``(``, ``)``, numbers): "(total revenue -
    cost of sales) / total revenue" -> ["/", ["-", revenue, cost_of_sales], revenue]. Words before
    the first line ("i.e.", "taken as") and after the last ("both from the statement of cash flows")
    say nothing of it; any other word between two lines leaves it unread (None). A line printed as an
    outflow (``sized_concepts``: capital expenditures "(1,912)") counts by its size; a quotient asked
    in percent is times 100."""
    text = _shared_heads(fold(" ".join(stated)))
    for name in (named[1]["names"] if named else []):
        for h in list(_said(name, text)):
            text = text[:h.start()] + " " * (h.end() - h.start()) + text[h.end():]
    spans = _concept_spans(text, printed)
    if len(spans) < 2:
        return None
    sized = set(definitions().get("sized_concepts", []))
    toks: list = []
    edges = [0, *[x for s, e, _ in spans for x in (s, e)], len(text)]
    for k in range(len(spans) + 1):
        between = text[edges[2 * k]:edges[2 * k + 1]]
        gap = _gap_tokens(between, lead=k == 0, tail=k == len(spans))
        if gap is None and _says_where(between):  # the definition ended: "..., both taken from the
            toks += _gap_tokens(between, lead=False, tail=True) or []  # statement of cash flows"
            break
        if gap is None:
            return None  # a word that may qualify a line ("excluding", "before"): not read
        toks += gap
        if k < len(spans):
            concept = spans[k][2]
            toks.append(["abs", concept] if concept in sized else concept)
    formula, rest = _expression(toks)
    if formula is None or rest or isinstance(formula, str):
        return None
    if percent and formula[0] == "/":
        formula = ["*", formula, ["const", 100]]
    return formula


def _says_where(gap: str) -> bool:
    """The first word between two lines that is no operator starts a phrase saying where the lines
    are read (data file ``definition_sources``: "both taken from", "from the balance sheet")."""
    words = [w for w in gap.replace(",", " ").split() if w not in ("(", ")")]
    starters = {fold(w) for w in definitions().get("definition_sources", [])}
    ops = {fold(w) for words_ in definitions().get("definition_operators", {}).values() for w in words_}
    first = next((w for w in words if w not in ops), None)
    return first in starters


def _gap_tokens(gap: str, lead: bool, tail: bool) -> list | None:
    """The operators, brackets and numbers of the words between two lines of a definition; None where
    another word stands there. Before the first line only what follows its last other word counts
    ("i.e. (" -> "("); after the last line only what precedes its first other word ("x 100, from the
    cash flow statement" -> "x", 100), unless that word right after the line narrows it (data file
    ``definition_qualifiers``: "attributable to Verizon"), which leaves it unread."""
    ops = {fold(w): op for op, words in definitions().get("definition_operators", {}).items() for w in words}
    filler = {fold(w) for w in definitions().get("definition_filler", [])}
    narrowing = {fold(w) for w in definitions().get("definition_qualifiers", [])}
    phrases = sorted(ops, key=len, reverse=True)
    out: list = []
    rest = gap.replace("(", " ( ").replace(")", " ) ").strip()
    unknown_at = []  # positions in ``out`` after which an unknown word stood
    while rest:
        word = rest.split()[0]
        hit = next((w for w in phrases if rest == w or rest.startswith(w + " ")), None)
        if word in ("(", ")"):
            out.append(word)
            rest = rest[len(word):].strip()
        elif hit is not None:
            out.append(ops[hit])
            rest = rest[len(hit):].strip()
        elif word.replace(".", "", 1).isdigit():
            out.append(["const", float(word)])
            rest = rest[len(word):].strip()
        elif word in filler:
            rest = rest[len(word):].strip()
        else:
            if not (lead or tail) or tail and not out and word in narrowing:
                return None  # (right after the last line: "net income attributable to Verizon" is no net income)
            unknown_at.append(len(out))
            if tail:
                return out
            rest = rest[len(word):].strip()
    return out[unknown_at[-1]:] if lead and unknown_at else out


def _expression(toks: list) -> tuple[Any, list]:
    """expr := term (("+" | "-") term)*, left to right; None where the tokens do not parse."""
    return _binary(toks, ("+", "-"), _term)


def _term(toks: list) -> tuple[Any, list]:
    """term := factor (("*" | "/") factor)*."""
    return _binary(toks, ("*", "/"), _factor)


def _binary(toks: list, ops: tuple[str, ...], operand) -> tuple[Any, list]:
    """One level of left-associative operators: ``operand`` (op ``operand``)*."""
    left, toks = operand(toks)
    while left is not None and toks and toks[0] in ops:
        op = toks[0]
        right, toks = operand(toks[1:])
        left = None if right is None else [op, left, right]
    return left, toks


def _factor(toks: list) -> tuple[Any, list]:
    """factor := line | number | "(" expr ")"."""
    if not toks:
        return None, toks
    head, rest = toks[0], toks[1:]
    if head == "(":
        inner, rest = _expression(rest)
        if inner is None or not rest or rest[0] != ")":
            return None, rest
        return inner, rest[1:]
    if head in ("+", "-", "*", "/", ")"):
        return None, toks
    return head, rest


def _differs(m: dict, stated: list[str], printed: frozenset[str] = frozenset()) -> str | None:
    """How the definition the question states differs from the data file's formula for the measure
    (None: it is the same): the concepts it names and their order, whether it averages a balance,
    the numbers it says (a 360-day year is not 365). Years said ("average of 2019 and 2020") and the
    days of dates are periods, not numbers of the formula."""
    text = _shared_heads(fold(" ".join(stated)))
    for name in m["names"]:  # "Free cash flow = ...": the measure's own name is no operand
        for h in list(_said(name, text)):  # blanked in place: later positions stay
            text = text[:h.start()] + " " * (h.end() - h.start()) + text[h.end():]
    wanted = _in_order(m["formula"])
    if (said := _concepts_named(text, printed)) != wanted:
        return f"it names {', '.join(said) or 'no line tabsql knows'}, the formula {', '.join(wanted)}"
    if (narrowed := _narrowed(text, printed)) is not None:
        return f"it says {narrowed}"
    averages = any(t in definitions().get("averaging_words", []) for t in tokens(text))
    if averages != ("'avg'" in repr(m["formula"])):
        return "it averages where the formula does not" if averages else _AVERAGES_BALANCES
    toks, months = tokens(text), lexicon.mapping("month_numbers")
    numbers = {float(t) for i, t in enumerate(toks) if t.isdigit() and not 1900 <= int(t) <= 2100
               and not (i and toks[i - 1] in months)}  # "at September 24, 2022": a date's day
    if numbers - _constants(m["formula"]):
        return f"it uses {', '.join(f'{x:g}' for x in sorted(numbers))}"
    return None


def _narrowed(text: str, printed: frozenset[str] = frozenset()) -> str | None:
    """A line of the definition said with a word right after it that narrows it (data file
    ``definition_qualifiers``: "net income attributable to Verizon"): the phrase, else None."""
    narrowing = {fold(w) for w in definitions().get("definition_qualifiers", [])}
    for _, end, _ in _concept_spans(text, printed):
        after = text[end:].split()
        if after and after[0].strip(",.;:()") in narrowing:
            return " ".join([text[:end].split()[-1], *after[:3]])
    return None


def _stated_refusal(a: Analysis, named: tuple[str, dict, str] | None,
                    printed: frozenset[str] = frozenset()) -> Plan | None:
    """A refusal where the question defines the measure it asks, tabsql's formula is not that
    definition (or it names no measure tabsql defines) and the definition reads as no formula of its own
    (``_as_stated``): computing our own would answer another question."""
    if not a.definitions:
        return None
    if named is None:
        return Plan("not_found", "measure", "refused",
                    reason=f"the question defines a measure tabsql does not hold: '{' '.join(a.definitions).strip(' ,')}'")
    key, m, _ = named
    differs = _differs(m, a.definitions, printed)
    if differs is None:
        return None
    return Plan("not_found", "measure", "refused",
                reason=f"the question defines {key} otherwise than tabsql's formula ({differs})")


def plan(a: Analysis, index: CatalogIndex, documents: list[str] | None = None) -> Plan | None:
    """The measure the question names, computed from its defining lines; None when it names none,
    a table of its documents prints it, or the lines cannot all be read in one document for one year.
    ``documents``: the names of the documents the router linked the question to, if any. A measure
    the question defines is computed by the formula where the definition is the formula's, else as the
    definition states it where it reads as a formula (``_as_stated``), else refused; never read off a
    printed line (the company's own definition may differ)."""
    printed = _printed_lines(a, index, documents)
    named = _as_stated(a, _as_defined(a, _named(a.folded)), printed)
    if (refused := _stated_refusal(a, named, printed)) is not None:
        return refused
    years = sorted(set(a.years))
    if named is None or len(years) != 1:
        return None
    key, m, said = named
    if _kind(m) == "amount" and (a.in_percent or a.says("part_of_whole")):
        return None  # "what share of its cash from operations went to capital expenditures": no amount answers
    docs = _docs(a, index, documents)
    if not a.definitions and _printed(docs, m["names"]):
        printed = _printed_plan(a, index, key, m, docs, years[0])
        if printed is not None or any(_cell(dv, m["names"], years[0], kind=_kind(m)) is not None for dv in docs):
            return printed  # read off its line, or left to the router where its lines disagree
        # the lines under its name hold values of another kind ("Gross margin" in dollars): computed
    found = []
    for dv in docs:
        ops: list[Operand] = []
        homes = {y: _homes(m["formula"], dv, y) for y in (years[0], years[0] - 1)}
        formula = _compile(m["formula"], dv, years[0], ops, homes, _statement_said(a))
        if formula is not None and formula is not False and not _unaccounted(a, index, dv, ops):
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
    return _answered("measure", key, ops, formula, value, unit)


# scale and currency words say how a number is given ("in USD millions"), never a part of the report
_PRESENTATION = frozenset(lexicon.mapping("scales")) | frozenset(lexicon.mapping("currencies"))


def _unaccounted(a: Analysis, index: CatalogIndex, dv: DocView, ops: list[Operand]) -> list[str]:
    """The question's words that name a part of the report: a measure read or computed from the
    company's own lines answers no question about one of its parts. Of the words neither the
    measure's name, a concept of its formula, the document, the cited lines nor a scale or currency
    account for, those that

    - the document prints beside another cell of an operand's label with another amount of its year
      ("Verizon Consumer Group's segment EBITDA": the Consumer segment's table prints its own
      "Depreciation and amortization expense"; ``_parts_reading_otherwise``),
    - make up, with the question's other words, a line label holding numbers ("South America SBU's
      capital expenditures"; "net income attributable to Verizon" beside the "Net Income" read;
      ``_lines_named``), or
    - the question writes with a capital and the document's labels print, unless a cited line or
      column prints it (a table's title does not: "the gross margin percentage of Apple's Products"
      is no company's margin read beside a title "Products and Services Performance"; "capital
      expenditures for FedEx Ground", where the segments' capital expenditures were not read).

    A word none of these names ("at the end of FY2022", "expressed in ...") names no part."""
    from tabsql.query_router.informative import says_little

    spans = [(s, e) for _, _, s, e in _names_said(a.folded)] + [(s, e) for s, e, _ in _concept_spans(a.folded)]
    told = {stem(x) for o in ops for x in tokens(o.placing)}  # the words placing the cited cells
    placed = {stem(x) for o in ops for x in tokens(" ".join([*o.row.context, *o.row.path, *o.col.path]))}  # a
    # table's title aside: it tells a table's topic, not its lines
    rest = [t for i, t in enumerate(a.toks)
            if i not in a.consumed and i not in a.op_words and i not in a.excused and t not in STOPWORDS
            and t not in dv.identity and not any(_tok_in(a.folded, a.toks, i, s, e) for s, e in spans)
            and stem(t) not in placed and t not in _PRESENTATION and not says_little(t, index.vocab)]
    if not rest:
        return []
    untold = [t for t in rest if stem(t) not in told]
    said = {stem(t) for t in untold} | {stem(t) for t in a.toks if t not in STOPWORDS}
    elsewhere = _parts_reading_otherwise(dv, ops) | (_lines_named(dv, said) & {stem(t) for t in untold})
    names = {stem(t) for t in rest if t in a.proper_names} & _label_stems(dv)
    return [t for t in rest if stem(t) in names or t in untold and stem(t) in elsewhere]


def _lines_named(dv: DocView, said: set[str]) -> set[str]:
    """The stems of the document's line labels whose every word (the company's name aside:
    "FedEx Ground segment") is among ``said``; a line holding no number ("In millions") is a
    heading, no part."""
    out: set[str] = set()
    for tv in dv.tables:
        for row in tv.rows:
            words = {stem(w) for w in content_tokens(row.path[-1]) if w not in dv.identity} if row.path else set()
            if words and words <= said and not any(w.isdigit() for w in words) and \
                    any(Operand(tv, row, c, tv.cell(row, c)).number is not None for c in tv.cols):
                out |= words
    return out


def _label_stems(dv: DocView) -> set[str]:
    """The stems of every term the document's tables add to the vocabulary
    (``CatalogIndex.table_terms``), once per document view: a name the question writes with a
    capital ("FedEx Ground") that the document prints names a part of it."""
    cached = dv.__dict__.get("_label_stems")
    if cached is None:
        cached = dv.__dict__["_label_stems"] = {stem(t) for tv in dv.tables for t in CatalogIndex.table_terms(tv)}
    return cached


def _parts_reading_otherwise(dv: DocView, ops: list[Operand]) -> set[str]:
    """The stems of the words placing the document's other cells of the operands' labels (the label
    printed anywhere in the line's path or context, "Operating income (loss) > Data Center Group",
    over the column, "Capital Expenditures > 2020" beside "South America SBU", or in the table's
    title, "reconciliation of reportable segment capital expenditures" over "FedEx Ground Segment")
    whose cell of the operand's year (its row's or its column's) holds another amount."""
    out: set[str] = set()
    for op in ops:
        if not op.row.path or len(op.col.years) != 1 or op.number is None:
            continue
        (year,) = op.col.years
        leaf = fold(op.row.path[-1])
        for tv in dv.tables:
            t = tv.nt.table
            titled = any(next(_said(leaf, fold(x)), None) is not None for x in (t.section, t.caption) if x)
            cols = [(c, any(_leaf_is(fold(p), leaf) for p in c.path)) for c in tv.cols if not c.quarter]
            for row in tv.rows:
                in_row = titled or any(_leaf_is(fold(p), leaf) for p in [*row.context, *row.path])
                for col, in_col in cols:
                    if not (in_row or in_col) or year not in (col.years or row.years) or row.quarter:
                        continue
                    other = Operand(tv, row, col, tv.cell(row, col))
                    if other.number is not None and other.unit != "%" and not _same(other, op):
                        out |= {stem(x) for x in tokens(other.placing)}
    return out


def _names_said(folded: str) -> list[tuple[str, dict, int, int]]:
    """Every measure the text names (key, definition, start, end in ``folded``), longest names
    first, no overlaps."""
    hits = []
    for key, m in definitions()["measures"].items():
        for name in m["names"]:
            for hit in _said(name, folded):
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
    name = " + ".join([k for k, *_ in said] + [" ".join(toks[i:j]) for _, i, j in concepts])
    return _answered("measure", name, ops, formula, value, ops[0].unit)


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
    which is a measure; any other plan stands. A question that states the measure's definition is
    answered by that definition computed, or refused."""
    if a.op in ("argmax", "argmin", "compare"):
        return main  # a best-of names a member: the measure's one value answers none ("which segment spent the most")
    if a.definitions:
        named = main.links.get("documents")
        p = plan(a, index, named if isinstance(named, list) else None)
        if p is None:
            return Plan("not_found", "measure", "refused", main.operands,
                        reason="the measure the question defines could not be computed from one report's lines")
        p.links = {**main.links, **p.links}
        return p
    if main.status == "answered":
        return _against_the_lines(a, index, main) or _instead_of(a, index, main)
    p = parts(a, index, synonyms, index.vocab)  # a sum naming several things: never one of them alone
    named = main.links.get("documents")
    if p is None:
        p = plan(a, index, named if isinstance(named, list) else None)
    if p is None:
        p = change(a, index, named if isinstance(named, list) else None)
    if p is None or p.status != "answered":
        return main
    p.links = {**main.links, **p.links}
    return p


def _instead_of(a: Analysis, index: CatalogIndex, main: Plan) -> Plan:
    """An answer that is not the measure the question names gives way to the measure: the cited
    lines print none of its names ("Revenue" answered for "revenue growth"), or the question asks the
    measure in percent and the answer is no percent ("gross margin percentage" answered by a "Gross
    margin" line in dollars). The measure computed replaces it; where it cannot be computed, the
    second kind is refused and the first stands."""
    named = _named(a.folded)
    if named is None or main.op != "lookup" or isinstance(main.value, bool) or not isinstance(main.value, (int, float)) or not main.operands:
        return main  # only a number read off one cell; a year compared, a count, a sum stand
    key, m, _ = named
    prints_name = _prints_a_name((o.row.text for o in main.operands if o.row is not None), m["names"])
    wrong_kind = _kind(m) == "percent" and a.in_percent and main.unit != "%"
    if prints_name and not wrong_kind:
        return main
    names = main.links.get("documents")
    p = plan(a, index, names if isinstance(names, list) else None)
    if p is not None and p.status == "answered":
        p.links = {**main.links, **p.links}
        return p
    if wrong_kind:
        return Plan("not_found", "measure", "refused", main.operands,
                    reason=f"the question asks {key} in percent; the cells found give an amount ({main.operands[0].row.text})")
    return main


def _against_the_lines(a: Analysis, index: CatalogIndex, main: Plan) -> Plan | None:
    """A refusal where one cell read off a concept's line ("Net cash provided by operating
    activities 2021": 570, the parent company's schedule) is printed by no other table, while
    several other tables of the report print the line another way (1,902, the consolidated
    statement, the selected data, the review of results). Only where the question names nothing
    of the line's context or column beyond the year (a segment's line is its own)."""
    if main.op != "lookup" or len(main.operands) != 1 or not isinstance(main.value, (int, float)) \
            or isinstance(main.value, bool):
        return None
    op = main.operands[0]
    if op.number is None or not op.row.path or len(op.col.years) != 1:
        return None
    asked = {t for t in a.toks if t not in STOPWORDS}
    t = op.tv.nt.table
    said = set(tokens(" ".join([*op.row.context, *op.row.path[:-1], *op.col.path, t.section or "", t.caption or ""]))) \
        - {str(y) for y in op.col.years}
    if said & asked:
        return None
    leaf = fold(op.row.path[-1])
    concept = next((c for c, labels in definitions()["concepts"].items()
                    if any(_leaf_is(leaf, fold(x)) for x in labels)), None)
    dv = next((d for d in index.docs if any(t is op.tv for t in d.tables)), None)
    if concept is None or dv is None:
        return None
    (year,) = op.col.years
    by_table: dict[str, set[float]] = {}
    for o in _printing(dv, [leaf], year, "amount")[leaf]:
        by_table.setdefault(o.tv.key, set()).add(o.number)
    counts: dict[float, int] = {}
    for values in by_table.values():
        if len(values) == 1:
            (v,) = values
            counts[v] = counts.get(v, 0) + 1
    others = {v: n for v, n in counts.items() if v != op.number}
    if counts.get(op.number, 0) > 1 or not others or max(others.values()) < 2:
        return None
    return Plan("not_found", "lookup", "refused", main.operands,
                reason=f"'{op.row.path[-1]}' {year} reads {op.cell.text if op.cell else op.number} in one table and "
                       f"otherwise in {max(others.values())} others of the report")



def change(a: Analysis, index: CatalogIndex, documents: list[str] | None = None) -> Plan | None:
    """The percent change of one concept between two years, read off the concept's lines the way a
    measure's operands are (every label agreeing, else the statement's), where the router found
    no one reading (a "Change" column of other years beside the amounts, a segment's line):

        "By what percentage did X's total net sales grow from FY2020 to FY2021?"
        -> Total net sales 2021 vs 2020 of the income statement, both cells cited

    Every other word of the question must be the company's, an operation's or say little; None
    when the question is no such change, or the lines cannot be read in one report."""
    from tabsql.query_router.informative import says_little

    years = sorted(set(a.years))
    if a.op != "pct_change" or len(years) != 2 or a.quarters or a.year_range:
        return None
    spans = _concept_spans(a.folded)
    if len({c for *_, c in spans}) != 1:
        return None
    concept = spans[0][2]
    covered = {i for i in range(len(a.toks)) if any(_tok_in(a.folded, a.toks, i, s, e) for s, e, _ in spans)}
    found = []
    for dv in _docs(a, index, documents):
        rest = [t for i, t in enumerate(a.toks) if i not in covered and i not in a.consumed and i not in a.op_words
                and i not in a.excused and t not in STOPWORDS and t not in dv.identity]
        if any(not says_little(t, index.vocab) for t in rest):
            continue
        labels, statement = definitions()["concepts"][concept], definitions().get("statement_of", {}).get(concept)
        old, new = (_cell(dv, labels, y, statement=statement) for y in years)
        if isinstance(old, Operand) and isinstance(new, Operand):
            found.append((dv, [new, old], ("pct", 0, 1)))
    one = _one_report(found, years[1])
    if one is None:
        return None
    dv, ops, formula = one
    value = evaluate(formula, [o.number for o in ops])
    if value is None:
        return None
    return _answered("pct_change", f"change of {concept}", ops, formula, value, "%")
