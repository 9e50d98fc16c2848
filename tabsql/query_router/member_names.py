"""The name a best-of or a filter answers each member by.

A member is named by its row label, as printed: an item number in a catalogue ("AG-102"). When the
question's own item noun heads a text column of the table ("which watering products ..." over
"Item no. | Product | Category | Price"), the question asks for the products, and the table names
each one in that column: the member is answered by its text there ("Watering can, 10 l"). A table
without such a column ("SKU | Description | ...") keeps its labels, unless they are bare numbers
(a quotation's "Line" 1..8): then the "Description" column names them.
"""
from __future__ import annotations

from tabsql.plan import Operand
from tabsql.query_router import lexicon
from tabsql.query_router.cells import label_leaf
from tabsql.query_router.index import ColView, TableView
from tabsql.query_router.link import QuestionTerms
from tabsql.query_router.text import stem, tokens


NUMBERED_SHARE = 0.5  # labels half of which are bare numbers number the lines (an invoice's totals and charges below them)


def _heads(qt: QuestionTerms, heading: str) -> bool:
    """Whether a column's heading is a single word the question says (its stem), or a noun and the
    abbreviation of "number" ("Part no." for "part numbers"; lexicon ``number_abbreviations``)."""
    said = {stem(t) for t in qt.a.toks}
    head = tokens(heading)
    if len(head) == 2 and head[1] in lexicon.words("number_abbreviations"):
        return stem("numbers") in said and stem(head[0]) in said  # "part numbers", "part number"
    return len(head) == 1 and stem(head[0]) in said


def _named_column(qt: QuestionTerms, tv: TableView) -> ColView | None:
    """The one text column whose heading the question says (``_heads``), else None; none where the
    question says the heading of the labels' own column too ("which set ... Item number please" over
    "Item no. | Set", "which product ... Give the code" over "Code | Product"): the labels are what it
    asks."""
    t = tv.nt.table
    labels = [label_leaf(r.path).strip() for r in tv.rows if r.path]
    numbered = sum(x.isdigit() for x in labels) >= NUMBERED_SHARE * max(len(labels), 1)  # an invoice's line numbers
    if any(_heads(qt, h := label_leaf(c.path)) and (len(tokens(h)) == 2 or not numbered)
           for c in tv.nt.columns if c.index < t.label_cols and c.path):
        return None  # (a number's column said as such: "Item no."; the labels' "Code" of "which product ... give
        # the code"; not "which line" over line numbers 1, 2, 3, whose item numbers are asked)
    hits = [c for c in tv.cols if not c.numeric and _heads(qt, label_leaf(c.path))]
    return hits[0] if len(hits) == 1 else None


def _described(tv: TableView) -> ColView | None:
    """The column that describes each line (lexicon ``description_headings``: "Description", "Item"),
    where the lines are labelled by numbers alone ("1", "2", ... of a quotation's "Line" column)."""
    heads = lexicon.words("description_headings")
    hits = [c for c in tv.cols if not c.numeric and (head := tokens(label_leaf(c.path))) and head[0] in heads]
    return hits[0] if hits else None


def rename(qt: QuestionTerms, members: list[Operand]) -> bool:
    """Label each member (col-axis line: members are rows) by its text in the column the question's
    item noun heads, or, where every member's label is a bare number (a quotation's line number), in the
    column that describes the lines, when every member prints one there and no two print the same;
    whether it did."""
    numbered = bool(members) and all(m.row.text.strip().isdigit() for m in members)
    names = []
    cols: dict[str, ColView | None] = {}  # the naming column, read once a table (its labels are read whole)
    for m in members:
        if m.tv.key not in cols:
            cols[m.tv.key] = _named_column(qt, m.tv) or (_described(m.tv) if numbered else None)
        col = cols[m.tv.key]
        cell = m.tv.cell(m.row, col) if col is not None else None
        text = (cell.text or "").strip() if cell is not None else ""
        if not text:
            return False
        names.append(text)
    if not names or len(set(names)) != len(names):
        return False
    for m, name in zip(members, names):
        m.label = name
    return True
