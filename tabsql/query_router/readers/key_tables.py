"""A word the question says that a key table lists stands for that table's row: a rate card's zone
chart ("Zone C | France, Austria, Denmark") says which zone "Austria" is, and the rate table beside
it prices "Zone C". The question is read with the row's label named by the listed words
(``Analysis.keyed``); the key table's cell is cited with the answer and proves the words
(``Plan.keys``).

    "How much would Saltmarsh charge to send a 35 kg consignment to Austria?"
    -> refused ('austria' names no price) -> "Zone C" / "30.01 – 50 kg" = 49.20, the zone chart's
       "France, Austria, Denmark" cited beside it

Only a refusal is filled, only where one row of one key table lists the words, only where its label
is printed as a column or row of another table of the same document, and only where the key table's
labels are a lettered or numbered series ("Zone A", "Zone B", "Band 3"): such a label means nothing but
the members it groups, so each member takes its value (a price). A named group ("Europe | Germany,
France") is not keyed: Europe's revenue is no revenue of Germany.
"""
from __future__ import annotations

import dataclasses
import re

from tabsql.plan import Operand, Plan
from tabsql.query_router import lexicon
from tabsql.query_router.analyze import Analysis
from tabsql.query_router.index import CatalogIndex, DocView, TableView
from tabsql.query_router.route import plan as route_plan
from tabsql.query_router.text import STOPWORDS, fold, tokens

_SERIES = re.compile(r"^[^\W\d_]+\s+(?:[A-Z]|\d{1,2})$")  # "Zone C", "Zone 6", "Band 3": a member of a series
_ITEM_SPLIT = re.compile(r"[,;/()]|\band\b|\bor\b|&")  # "USA and Canada", "Rest of Europe (incl. Switzerland, Norway)"


def review(a: Analysis, idx: CatalogIndex, p: Plan, synonyms=None) -> Plan:
    """The refused plan ``p`` read again with the one key row its listed words name; else ``p``."""
    if p.status == "answered" or a.keyed or a.op not in ("lookup", "sum"):
        return p
    found = {(dv.doc.id or dv.doc.name, tv.key, row.row.index, col.col.index): (tv, row, col, pos, label)
             for dv in idx.docs for tv, row, col, pos, label in _listed(a, dv)}
    if len({(key[0], v[3]) for key, v in found.items()}) != 1 or len(found) != 1:
        return p  # no key row, or the words listed in several rows (or documents): not this reader's to pick
    tv, row, col, pos, label = next(iter(found.values()))
    keyed = dataclasses.replace(a, keyed={fold(label): pos})
    q = route_plan(keyed, idx, synonyms)
    if q.status != "answered" or not any(_prints(o, label) for o in q.operands):
        return p
    q.keys = [Operand(tv, row, col, tv.cell(row, col), label=label)]
    q.links = {**q.links, "keyed": {" ".join(a.toks[i] for i in sorted(pos)): label}}
    return q


def _listed(a: Analysis, dv: DocView):
    """(table, row, column, question positions, row label) for each text cell of a table of the document
    that lists a phrase the question says, whose row label another table of the document prints."""
    said = {t: i for i, t in enumerate(a.toks) if t not in STOPWORDS and i not in a.consumed}
    if not said:
        return
    printed = {tv.key: _labels(tv) for tv in dv.tables}
    for tv in dv.tables:
        if sum(bool(r.path and _SERIES.match(r.path[-1])) for r in tv.rows) < 2:
            continue  # no chart of a series of groups
        for row in tv.rows:
            label = row.path[-1] if row.path else ""
            if not _SERIES.match(label) or not any(fold(label) in labels for key, labels in printed.items() if key != tv.key):
                continue
            for col in tv.cols:
                cell = tv.cell(row, col)
                if cell is None or col.col.type != "text" or not cell.text or cell.text == label:
                    continue
                for item in _ITEM_SPLIT.split(fold(cell.text)):
                    words = [w for w in tokens(item) if w not in _LEADS]
                    pos = _phrase_at(a.toks, words)
                    if pos and all(a.toks[i] in said for i in pos):
                        yield tv, row, col, frozenset(pos), label


_LEADS = frozenset(lexicon.words("list_leads"))


def _phrase_at(toks: list[str], words: list[str]) -> list[int] | None:
    """The positions of ``words`` said together in the question, once; None when not said, or said twice."""
    if not words or all(w in STOPWORDS for w in words):
        return None
    n = len(words)
    at = [i for i in range(len(toks) - n + 1) if list(toks[i:i + n]) == words]
    return list(range(at[0], at[0] + n)) if len(at) == 1 else None


def _labels(tv: TableView) -> set[str]:
    """The folded column headings and row labels a table prints."""
    return {fold(p) for c in tv.cols for p in c.path} | {fold(r.path[-1]) for r in tv.rows if r.path}


def _prints(op: Operand, label: str) -> bool:
    """Whether the cited cell's column or row prints the key row's label."""
    want = fold(label)
    return any(fold(p) == want for p in [*op.col.path, *op.row.path])
