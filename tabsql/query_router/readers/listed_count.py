"""How many things a table lists, one a line: "How many executive officers are there?" over a
table announced as "The names, ages and positions of the executive officers of the Company are as
follows:" whose label column is headed by a name word ("Name", lexicon ``name_headings``): each
item line names one of them, so the count is the number of item lines, each cited by its label.

The things counted must be what the sentence announcing the table (or its caption) says and no
line or column of the table: a question naming a line or a column ("how many officers are over
50", "how many were Vice Presidents") is another reader's. Every other content word must be
explained by the table's caption or lead-in or the document's identity; a table whose label column
is headed otherwise ("Expected life" under an unnamed column) lists measures, not things, and is
never counted here.

    review(analysis of "How many executive officers are there?", idx, refused)
    -> Plan(answered, count, value=7, operands=[the 7 name cells])
"""
from __future__ import annotations

from tabsql.plan import Operand, Plan
from tabsql.query_router import lexicon
from tabsql.query_router.analyze import Analysis
from tabsql.query_router.cells import Scope, unexplained_words
from tabsql.query_router.index import CatalogIndex, ColView, TableView, term_set
from tabsql.query_router.link import QuestionTerms, caption_positions, col_match, doc_links
from tabsql.query_router.readers.line_total import says_total
from tabsql.query_router.readers.row_names import label_column


def review(a: Analysis, idx: CatalogIndex, p: Plan, synonyms=None) -> Plan:
    """The count of a name table's item lines for a count without a threshold that the router
    refused, or answered by counting cells of that table (of a line named only by a text cell:
    "Chief Executive Officer" in a "Title" column); else ``p``."""
    if a.op != "count" or a.thresholds or (p.status == "answered" and p.op != "count"):
        return p
    qt = QuestionTerms.build(a, idx, synonyms)
    docs, doc_pos, named = doc_links(qt, idx.docs)
    scope = Scope(docs, doc_pos, named > 0, idx.docs)
    found = [plan for tv in scope.tables if (plan := _count(qt, scope, tv)) is not None]
    if len(found) != 1:
        return p
    if p.status == "answered" and any(o.tv.key != found[0].links["table"] for o in p.operands):
        return p  # a count read elsewhere: not this table's to replace
    return found[0]


def _names_heading(label: ColView) -> bool:
    return bool(label.terms & set().union(*(term_set(w) for w in lexicon.words("name_headings"))))


def _count(qt: QuestionTerms, scope: Scope, tv: TableView) -> Plan | None:
    label = label_column(tv)
    if label is None or not _names_heading(label):
        return None
    if any(qt.match_text(r.text).ok for r in tv.rows) or any(col_match(qt, tv, c).ok for c in tv.cols):
        return None  # a line or column is named by its label: not a count of the lines
    if len(qt.index.docs) != 1 and not scope.named:
        return None  # a lead-in names its table for a question asked of its report, not among many
    said = frozenset(i for i in qt.content if qt.a.terms_at(i) & tv.lead_in_terms) | caption_positions(qt, tv)
    if not said:
        return None  # the things counted are not what the table is announced to list
    explained = said | scope.doc_pos.get(tv.doc.id or tv.doc.name, frozenset())
    if unexplained_words(qt, explained):
        return None
    ops = []
    for r in tv.rows:
        cell = tv.grid.get((r.row.index, label.col.index))
        if r.row.is_total or says_total(r.path) or cell is None or not cell.text.strip():
            continue
        ops.append(Operand(tv, r, label, cell, explained=frozenset(explained)))
    if len(ops) < 2:
        return None
    return Plan("answered", "count", "sql", ops, float(len(ops)), None,
                links={"table": tv.key, "column": label.text, "listed_lines": True, "explained": sorted(explained)})
