"""The things a table lists, one a line: "How many executive officers are there?" over a table
announced as "The names, ages and positions of the executive officers of the Company are as
follows:" whose label column is headed by a name word ("Name", lexicon ``name_headings``): each
item line names one of them, so the count is the number of item lines, each cited by its label,
and "the average age of the executive officers" is the mean of the "Age" column over those lines.

The things asked of must be what the sentence announcing the table (or its caption) says, and no
line of the table: a question naming a line ("the age of Leigh R Fox") is the lookup's, one with a
threshold ("how many officers are over 50") ``spans``'. A count names no column, an average the one
column of numbers it runs over. Every other content word must be explained by the table's caption
or lead-in or the document's identity; a table whose label column is headed otherwise ("Expected
life" under an unnamed column) lists measures, not things, and is never read here.

    review(analysis of "How many executive officers are there?", idx, refused)
    -> Plan(answered, count, value=7, operands=[the 7 name cells])
"""
from __future__ import annotations

import math

from tabsql.plan import Operand, Plan
from tabsql.query_router import lexicon
from tabsql.query_router.analyze import Analysis
from tabsql.query_router.cells import Scope, unexplained_words
from tabsql.query_router.index import CatalogIndex, ColView, TableView, term_set
from tabsql.query_router.link import QuestionTerms, caption_positions, col_match, doc_links
from tabsql.query_router.readers.subtotal import says_total
from tabsql.query_router.readers.row_names import label_column


def review(a: Analysis, idx: CatalogIndex, p: Plan, synonyms=None) -> Plan:
    """For a count without a threshold: the number of a name table's item lines, where the router
    refused or counted cells of that table (of a line named only by a text cell: "Chief Executive
    Officer" in a "Title" column). For an average the router refused: the mean of the one column the
    question names over those lines ("the average age of the executive officers"). Else ``p``."""
    if a.thresholds or a.op not in ("count", "average") or \
            (p.status == "answered" and (a.op != "count" or p.op != "count")):
        return p
    qt = QuestionTerms.build(a, idx, synonyms)
    docs, doc_pos, named = doc_links(qt, idx.docs)
    scope = Scope(docs, doc_pos, named > 0, idx.docs)
    found = [plan for tv in scope.tables if (plan := _over_lines(qt, scope, tv)) is not None]
    if len(found) != 1:
        return p
    if p.status == "answered" and any(o.tv.key != found[0].links["table"] for o in p.operands):
        return p  # a count read elsewhere: not this table's to replace
    return found[0]


def _names_heading(label: ColView) -> bool:
    return bool(label.terms & set().union(*(term_set(w) for w in lexicon.words("name_headings"))))


def _over_lines(qt: QuestionTerms, scope: Scope, tv: TableView) -> Plan | None:
    label = label_column(tv)
    if label is None or not _names_heading(label):
        return None
    if any(qt.match_text(r.text).ok for r in tv.rows):
        return None  # a line is named by its label: not a reading over every line
    named_cols = [(c, m) for c in tv.cols if (m := col_match(qt, tv, c)).ok]
    if qt.a.op == "count" and named_cols or qt.a.op == "average" and (len(named_cols) != 1 or not named_cols[0][0].numeric):
        return None  # a count names no column; an average names the one column of numbers it runs over
    if len(qt.index.docs) != 1 and not scope.named:
        return None  # a lead-in names its table for a question asked of its report, not among many
    said = frozenset(i for i in qt.content if qt.a.terms_at(i) & tv.lead_in_terms) | caption_positions(qt, tv)
    col_pos = named_cols[0][1].pos if named_cols else frozenset()
    if not said - col_pos:
        return None  # the things counted are not what the table is announced to list
    explained = said | col_pos | scope.doc_pos.get(tv.doc.id or tv.doc.name, frozenset())
    if unexplained_words(qt, explained):
        return None
    lines = [r for r in tv.rows if not (r.row.is_total or says_total(r.path))
             and (cell := tv.grid.get((r.row.index, label.col.index))) is not None and cell.text.strip()]
    if len(lines) < 2:
        return None
    links = {"table": tv.key, "listed_lines": True, "explained": sorted(explained)}
    if qt.a.op == "count":
        ops = [Operand(tv, r, label, tv.grid[(r.row.index, label.col.index)], explained=explained) for r in lines]
        return Plan("answered", "count", "sql", ops, float(len(ops)), None, links={**links, "column": label.text})
    col = named_cols[0][0]
    ops = [Operand(tv, r, col, tv.cell(r, col), explained=explained) for r in lines]
    if any(o.number is None for o in ops):
        return None  # a line without a number: the mean of the others is not the lines' mean
    return Plan("answered", "average", "sql", ops, math.fsum(o.number for o in ops) / len(ops), ops[0].unit,
                links={**links, "column": col.text})
