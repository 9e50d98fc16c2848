"""A table of a report's notes that prints the company's top line (revenue, or total assets) for a year
only at other amounts than its income statement (balance sheet) does reports a part of the company
or another entity: a segment, a region, an equity-method investee ("Summarized financial information
for our equity-method investee, ViiV": Net sales 6,955 beside Pfizer's revenues of 100,330). Its
lines are that part's. A question that names nothing of the part ("What was Pfizer's gross profit in
2022?", whose only "Gross profit" line is ViiV's) does not ask them: read there, it would answer the
investee's figure as the company's. A question that names the part ("Americas net sales") is read
as before.

    unnamed_part(a, idx, lookup of ViiV's "Gross profit" 2022) -> Plan("not_found", reason="t44 prints
    revenue of $6,955 for 2022, not the $100,330 of the income statement: ...")
"""
from __future__ import annotations

from tabsql.models import NormCell
from tabsql.plan import Operand, Plan
from tabsql.query_router.analyze import Analysis
from tabsql.query_router.cells import label_leaf
from tabsql.query_router.index import CatalogIndex, ColView, TableView
from tabsql.query_router.link import QuestionTerms, doc_links
from tabsql.query_router.statements import statement_of

TOP_LINES = {"income_statement": "revenue", "balance_sheet": "total_assets"}  # statement -> the concept whose
# amount tells a part's table from the company's own
SAME = 0.005  # relative difference within which two amounts of a top line are one


def unnamed_part(a: Analysis, idx: CatalogIndex, p: Plan) -> Plan:
    """The answered lookup refused where its cell is a part's figure the question does not name;
    else the plan as it was (a statement's cell, a percent, a table printing no top line for the
    cell's year, one whose top line agrees with the statement's, or a question naming the part)."""
    if p.status != "answered" or p.op != "lookup" or len(p.operands) != 1 or a.quarters:
        return p
    op = p.operands[0]
    tv, col = op.tv, op.col
    if statement_of(tv) is not None or op.cell is None or not _amount(op.cell) \
            or col.quarter is not None or len(col.years) != 1:
        return p
    year = next(iter(col.years))
    dv = next((d for d in idx.docs if d.doc is tv.doc), None)
    part = None
    for kind, concept in TOP_LINES.items() if dv is not None else ():
        own = _top_lines(tv, col, concept)
        stated = [c for s in dv.tables if statement_of(s) == kind
                  for k in s.cols if k.years == {year} and k.quarter is None for c in _top_lines(s, k, concept)]
        if not own or not stated:
            continue
        if any(abs(c.value.number - v.value.number) <= SAME * abs(v.value.number) for c in own for v in stated):
            return p  # the company's own top line: its lines are the company's
        part = part or (concept.replace("_", " "), own[0], stated[0], kind.replace("_", " "))
    if part is None or _names_more(a, idx, op, set(p.links.get("explained") or ())):
        return p
    line, own_cell, stated_cell, kind = part
    return Plan("not_found", p.op, "refused", [op], reason=(
        f"{tv.nt.table.id} prints {line} of {own_cell.text.strip()} for {year}, not the {stated_cell.text.strip()} of "
        f"the {kind}: its lines are those of a part of the report (a segment, a region, an investee) the question "
        "does not name"))


def _top_lines(tv: TableView, col: ColView, concept: str) -> list[NormCell]:
    """The cells of the table's lines of ``concept`` in the column that hold an amount."""
    cells = [tv.cell(r, col) for r in tv.rows if r.row.concept == concept]
    return [c for c in cells if c is not None and _amount(c)]


def _amount(cell: NormCell) -> bool:
    """An amount (of money, or a bare number under a statement's scale), not a percent: "100.0 %"
    of a column of shares of revenue is no revenue."""
    v = cell.value
    return v.kind in ("money", "number") and v.unit != "%" and bool(v.number)


def _names_more(a: Analysis, idx: CatalogIndex, op: Operand, explained: set[int]) -> bool:
    """Whether the question names the cell by more than its line's own label, its year and its
    document: a heading above the line, the table's caption, a column's words (``explained``: the
    positions the reader that read the cell says it accounts for, besides the operand's own)."""
    qt = QuestionTerms.build(a, idx)
    _, doc_pos, _ = doc_links(qt, idx.docs)
    said = set(qt.match_text(label_leaf(op.row.path)).pos) | set(a.consumed)
    said |= doc_pos.get(op.tv.doc.id or op.tv.doc.name, frozenset())
    return bool((set(op.explained) | explained) - said)
