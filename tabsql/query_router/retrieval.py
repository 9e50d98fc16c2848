"""Row retrieval: every body cell as a self-contained record, ranked by BM25.

A record reads "<issuer> <document> | <caption> | <row label path> | <column header path>: <value>
<unit> (<conditions>)", so one line carries everything a reader needs to know what the number is.
BM25 here is our own small implementation (Okapi BM25, k1=1.5, b=0.75, over folded tokens with light
stemming; no package needed), its postings kept per table. The router combines it with the entity and concept links: links
decide which cells qualify, BM25 orders cells the links leave level and is shown in --explain.
"""
from __future__ import annotations

import math
from collections import Counter, defaultdict
from dataclasses import dataclass

from tabsql.query_router.text import STOPWORDS, stem, tokens


def _terms(text: str) -> list[str]:
    return [stem(t) for t in tokens(text) if t not in STOPWORDS]


@dataclass
class Record:
    key: tuple[str, int, int]  # (table key, row index, column index)
    text: str


@dataclass
class TableRecords:
    """One table's body cells as records, with their BM25 term counts (built once per table view)."""

    records: list[Record]
    lengths: list[int]
    postings: dict[str, list[tuple[int, int]]]  # term -> (record within the table, term frequency)


def table_records(tv) -> TableRecords:
    from tabsql.query_router.index import cell_conditions

    if tv.cell_records is not None:
        return tv.cell_records
    records: list[Record] = []
    lengths: list[int] = []
    postings: dict[str, list[tuple[int, int]]] = defaultdict(list)
    meta = tv.doc.meta
    head = " ".join(filter(None, [meta.issuer, tv.doc.name]))
    caption = " ".join(filter(None, [tv.nt.table.caption, tv.nt.table.section]))
    for row in tv.rows:
        for col in tv.cols:
            cell = tv.cell(row, col)
            if cell is None or not cell.text.strip():
                continue
            unit = cell.value.unit or col.col.unit or row.row.unit or ""
            conds = "; ".join(cell_conditions(tv, row, col, cell))
            text = f"{head} | {caption} | {row.text} | {col.text}: {cell.text} {unit}".strip()
            if conds:
                text += f" ({conds})"
            terms = _terms(f"{head} {caption} {row.text} {' '.join(row.texts)} {col.text} {unit}")
            for term, tf in Counter(terms).items():
                postings[term].append((len(records), tf))
            records.append(Record((tv.key, row.row.index, col.col.index), text))
            lengths.append(len(terms))
    tv.cell_records = TableRecords(records, lengths, dict(postings))
    return tv.cell_records


class CellRecords:
    """The body cells of some tables as records, ranked by Okapi BM25 over all of them (k1=1.5,
    b=0.75); each table's records and term counts are kept with its view, so a new set of tables
    (after a write, or for another question) costs no re-tokenising."""

    def __init__(self, tables, k1: float = 1.5, b: float = 0.75):
        self.k1, self.b = k1, b
        self.parts = [table_records(tv) for tv in tables]
        self.records: list[Record] = [r for part in self.parts for r in part.records]
        n = len(self.records)
        self.n = n
        self.avg = (sum(sum(part.lengths) for part in self.parts) / n) if n else 0.0
        self._last: tuple[str, dict] | None = None

    def _scores(self, query: list[str]) -> dict[tuple[int, int], float]:
        out: dict[tuple[int, int], float] = defaultdict(float)
        k1, b, avg = self.k1, self.b, self.avg or 1
        for term in set(query):
            hits = [(p, part.postings[term]) for p, part in enumerate(self.parts) if term in part.postings]
            if not hits:
                continue
            df = sum(len(h) for _, h in hits)
            idf = math.log(1 + (self.n - df + 0.5) / (df + 0.5))
            for p, postings in hits:
                lengths = self.parts[p].lengths
                for i, tf in postings:
                    out[(p, i)] += idf * (tf * (k1 + 1) / (tf + k1 * (1 - b + b * lengths[i] / avg)))
        return out

    def rank(self, question: str) -> dict[tuple[str, int, int], float]:
        """BM25 score of every record sharing a word with the question, scaled to 0..1. Remembered
        for the last question: its planners each link it once."""
        last = self._last
        if last is not None and last[0] == question:
            return last[1]
        raw = self._scores(_terms(question))
        top = max(raw.values()) if raw else 0.0
        ranked = {self.parts[p].records[i].key: s / top for (p, i), s in raw.items()} if raw else {}
        self._last = (question, ranked)
        return ranked

    def top(self, question: str, k: int = 5) -> list[tuple[float, str]]:
        ranked = self.rank(question)
        by_key = {r.key: r.text for r in self.records}
        return [(round(s, 3), by_key[key]) for key, s in sorted(ranked.items(), key=lambda kv: -kv[1])[:k]]
