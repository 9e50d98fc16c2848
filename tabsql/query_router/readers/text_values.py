"""Which things a line's text cells pick, and how many: "Which plans have unlimited projects?" over a
plan comparison whose row "Projects" reads "3 | 25 | Unlimited | Unlimited" under the plans
"Starter | Team | Business | Enterprise" -> ["Business", "Enterprise"]; "How many of the products
are sold by the roll?" over a price list whose "Unit" column reads "each", "roll", "roll" ... -> the
number of lines reading "roll". A feature line whose cells only say yes or no ("Single sign-on
(SAML): — | — | Included | Included"; lexicon ``affirmative_cells`` / ``negative_cells``) picks the
things it grants when the question names the line and says no value: "How many plans come with
SAML single sign-on?" -> 2.

The line is a row (the things are its columns) or a column (the things are its lines). The question
says the value the picked cells print (every picked cell named by the same words, no other cell of
the line by any), and names the line's label, unless the line is a column and no other column of
the table prints that value.
Every other content word must be explained: the things asked (the label column's heading, the
caption, a verb the headings state), the document. One reading only: two tables or lines that pick
differently leave the refusal standing. The answer cites every cell of the line (the candidates) and
is computed from them by the value (``Plan.links["text_value"]``), so verify and the SQL re-apply
the same filter.

    review(analysis of "Which plans have unlimited projects?", idx, refused)
    -> Plan(answered, filter, value=["Business", "Enterprise"], links={"text_value": ...})
"""
from __future__ import annotations

from dataclasses import dataclass

from tabsql.plan import Operand, Plan
from tabsql.query_router import lexicon
from tabsql.query_router.analyze import Analysis
from tabsql.query_router.cells import Scope, unexplained_words
from tabsql.models import NormCell
from tabsql.query_router.index import NUMERIC, CatalogIndex, ColView, RowView, TableView
from tabsql.query_router.link import QuestionTerms, caption_positions, col_match, doc_links, relation_positions, row_match
from tabsql.query_router.readers.row_names import asked_kind
from tabsql.query_router.listed_values import listed
from tabsql.query_router.text import fold, tokens

MIN_THINGS = 2  # a line of one thing picks nothing out


@dataclass
class _Cell:
    """One cell of a line and the name of the thing it belongs to (an Operand only once cited)."""

    row: RowView
    col: ColView
    cell: NormCell | None
    label: str

    @property
    def key(self) -> tuple[int, int]:
        return self.row.row.index, self.col.col.index


@dataclass
class _Line:
    """One row or column of a table with the things its cells belong to."""

    tv: TableView
    axis: str  # "row": a row, its cells under the value columns; "col": a column, its cells on the item rows
    row: RowView | None
    col: ColView | None
    cells: list[_Cell]  # one per thing


@dataclass
class _Reading:
    line: _Line
    picked: list[_Cell]
    explained: frozenset[int]
    value: str  # the text the picked cells print, as said ("unlimited"), or the affirmative kind


def review(a: Analysis, idx: CatalogIndex, p: Plan, synonyms=None) -> Plan:
    """For a "which ..." or "how many ..." question without a threshold, quantity, year or ordering
    word: the things picked, where the router refused, or read only cells of the picking line (one
    text cell, or a count of its cells holding any value that comes to another number)."""
    asks_which = a.op in ("lookup", "filter") and lexicon.cue_pattern("which").search(a.folded) is not None
    if a.thresholds or a.quantity is not None or a.range_literal is not None or a.years or \
            not (a.op == "count" or asks_which) or lexicon.words("ordering_words") & set(a.toks):
        return p  # "rated IP65 or better": an order over the values, not the value said
    if p.status == "answered" and (p.threshold or p.op not in ("lookup", "count", "filter")):
        return p
    qt = QuestionTerms.build(a, idx, synonyms)
    docs, doc_pos, named = doc_links(qt, idx.docs)
    scope = Scope(docs, doc_pos, named > 0, idx.docs)
    said = frozenset().union(*(a.terms_at(i) for i in qt.content if i not in a.consumed))
    found: list[_Reading] = []
    for tv in scope.tables:
        if _has_words(tv) and _says_some(tv, said):
            found += _readings(qt, scope, tv)
    if len(found) != 1:
        return p
    r = found[0]
    if r.line.axis == "col" and all(c.label.strip().isdigit() for c in r.line.cells):
        return p  # lines numbered 1..n ("Pos."): the numbers name no thing the question asks which of
    if p.status == "answered" and not {o.key for o in p.operands} <= {(r.line.tv.key, *c.key) for c in r.line.cells}:
        return p  # cells read elsewhere: not this line's to replace
    mine = _plan(a, r)
    if p.status == "answered" and p.op == mine.op == "count" and p.value == mine.value:
        return p  # the router counted the same cells (a category's lines): its citations are the picked ones
    return mine


def _has_words(tv: TableView) -> bool:
    """Whether a value column holds a cell of words (not a number, a dash or nothing): the only
    tables whose lines can pick things by a value or grant a feature (most statements hold none)."""
    values = {c.col.index for c in tv.cols}
    return any(col in values and _text(_Cell(None, None, cell, "")) and fold(cell.text).strip(" *")
               not in lexicon.phrases("negative_cells") for (_, col), cell in tv.grid.items())


def _says_some(tv: TableView, said: frozenset[str]) -> bool:
    """Whether a line label, header or text cell of the table prints a word the question says: no
    line of a table printing none can be named or picked by the question."""
    return any(r.label_terms & said or r.text_terms & said for r in tv.rows) or any(c.terms & said for c in tv.cols)


def _lines(tv: TableView) -> list[_Line]:
    """The table's rows over its value columns and its columns over its item rows."""
    items = [r for r in tv.rows if not r.row.is_total and not r.row.is_subtotal]
    out = []
    col_names = _names([c.col.path for c in tv.cols])
    row_names = _names([r.row.label_path for r in items])
    for r in items:
        out.append(_Line(tv, "row", r, None, [_Cell(r, c, tv.cell(r, c), n) for c, n in zip(tv.cols, col_names)]))
    for c in tv.cols:
        out.append(_Line(tv, "col", None, c, [_Cell(r, c, tv.cell(r, c), n) for r, n in zip(items, row_names)]))
    return [ln for ln in out if len(ln.cells) >= MIN_THINGS and all(o.label for o in ln.cells)
            and len({o.label for o in ln.cells}) == len(ln.cells)]


def own_levels(paths: list[list[str]]) -> tuple[int, int] | None:
    """The heading levels that tell a line's things apart, as a slice ``[lo, hi)`` of their paths: the
    levels every thing prints first or last tell none apart ("Track > Price (£ per vehicle per month)",
    "Fleet > Price (£ per vehicle per month)" -> (0, 1): "Track", "Fleet"), and groups over things
    whose own names differ name none of them ("Extinguishers only > Essential", "Extinguishers, alarm
    and lighting > Standard" -> "Essential", "Standard"). None: every level is kept.

        >>> own_levels([["Track", "Price (£)"], ["Fleet", "Price (£)"]])
        (0, 1)
        >>> own_levels([["Basic", "Essential"], ["Basic", "Plus"], ["Full", "Standard"]])
        (1, 2)
        >>> own_levels([["2021", "Revenue"], ["2021", "Cost"], ["2020", "Revenue"]]) is None
        True
    """
    depth = {len(p) for p in paths}
    if len(paths) < 2 or len(depth) != 1 or depth == {1}:
        return None
    n = depth.pop()
    lo = next((k for k in range(n) if len({p[k] for p in paths}) > 1), n)
    hi = next((k + 1 for k in reversed(range(n)) if len({p[k] for p in paths}) > 1), 0)
    if lo < hi - 1 and len({p[hi - 1] for p in paths}) == len(paths):
        lo = hi - 1  # the things' own names tell them apart: the groups over them are no part of their names
    return (lo, hi) if lo < hi and (lo, hi) != (0, n) else None


def _names(paths: list[list[str]]) -> list[str]:
    lo, hi = own_levels(paths) or (0, None)
    return [" > ".join(p[lo:hi]) for p in paths]


def _text(o: _Cell) -> str | None:
    """The cell's text when it holds words rather than a number."""
    if o.cell is None or not o.cell.text.strip():
        return None
    if o.cell.value.kind in NUMERIC and o.cell.value.number is not None:
        return None
    return o.cell.text.strip()


def _yes_no(o: _Cell) -> bool | None:
    """True for a cell that grants ("Included", "✓"), False for one that denies ("—", "No"), else None."""
    text = fold(o.cell.text).strip(" *") if o.cell is not None else ""
    if not text or text in lexicon.phrases("negative_cells"):
        return False
    return True if text in lexicon.phrases("affirmative_cells") else None


def _readings(qt: QuestionTerms, scope: Scope, tv: TableView) -> list[_Reading]:
    doc_pos = scope.doc_pos.get(tv.doc.id or tv.doc.name, frozenset())
    verbs = lexicon.words("holding_verbs")
    things = asked_kind(qt, tv) | caption_positions(qt, tv) | relation_positions(qt, tv) | doc_pos | frozenset(
        i for i in qt.content if qt.a.toks[i] in verbs or qt.a.terms_at(i) & tv.row_kind)
    lines = _lines(tv)
    by_value: list[tuple[_Line, list[_Cell], frozenset[int]]] = []
    for ln in lines:
        said = {}
        for o in ln.cells:
            text = _text(o)
            # the value, or one of the short values a cell lists ("Cool white, DALI dimmable" is DALI
            # dimmable; not a name with commas, "Transportation Workers of America, AFL-CIO, Local 550")
            for part in [text, *listed(text)] if text else []:
                m = qt.match_text(part)
                if m.ok and m.cov >= 0.999:
                    said[o.key] = m.pos
                    break
        value = {qt.a.toks[i] for v in said.values() for i in v}
        if value and any(o.key not in said and (text := _text(o)) and value <= set(tokens(text)) for o in ln.cells):
            return []  # a cell prints the value among other words it is not read by ("Single, emergency 3 h"):
            # which things hold it the texts do not tell, and no other line of the table is read instead
        if said and len(set(said.values())) == 1 and len(said) < sum(1 for o in ln.cells if o.cell is not None):
            by_value.append((ln, [o for o in ln.cells if o.key in said], next(iter(said.values()))))
    out = []
    for ln, picked, value_pos in by_value:
        name = _line_name(qt, ln) - value_pos
        others = [o for o, _, v in by_value if o is not ln and o.axis == ln.axis and v == value_pos]
        if not name and (others or ln.axis == "row"):
            continue  # the question names no line of several printing the value, or no row of things
        explained = frozenset(value_pos | name | things)
        if not unexplained_words(qt, explained):
            out.append(_Reading(ln, picked, explained, " ".join(qt.a.toks[i] for i in sorted(value_pos))))
    if out:
        return out
    for ln in lines:  # a feature line of yes and no, named, its value unsaid
        kinds = [_yes_no(o) for o in ln.cells]
        name = _line_name(qt, ln)
        if not name or None in kinds or all(kinds) or not any(kinds):
            continue
        explained = frozenset(name | things)
        if not unexplained_words(qt, explained):
            out.append(_Reading(ln, [o for o, k in zip(ln.cells, kinds) if k], explained, "affirmative"))
    return out


def _line_name(qt: QuestionTerms, ln: _Line) -> frozenset[int]:
    m = row_match(qt, ln.row) if ln.axis == "row" else col_match(qt, ln.tv, ln.col)
    return m.pos if m.ok else frozenset()


def _plan(a: Analysis, r: _Reading) -> Plan:
    picked = {o.key for o in r.picked}
    # the picked cells first: the proof links the value's words to the first cell printing them
    tv = r.line.tv
    cells = [Operand(tv, c.row, c.col, c.cell, explained=r.explained, label=c.label)
             for c in sorted(r.line.cells, key=lambda c: c.key not in picked)]
    links = {"table": r.line.tv.key, "line": (r.line.row or r.line.col).text, "axis": r.line.axis,
             "text_value": {"said": r.value, "cells": sorted({o.cell.text for o in r.picked})},
             "explained": sorted(r.explained)}
    things = [c.col.path for c in tv.cols] if r.line.axis == "row" else \
        [o.row.label_path for o in tv.rows if not o.row.is_total and not o.row.is_subtotal]
    if (levels := own_levels(things)) is not None:
        links["text_value"]["levels"] = list(levels)  # the SQL names the things by these levels of their paths
    names = [o.label for o in cells if o.key[1:] in picked]
    if a.op == "count":
        return Plan("answered", "count", "sql", cells, float(len(names)), None, links=links)
    return Plan("answered", "filter", "sql", cells, names, None, links=links)
