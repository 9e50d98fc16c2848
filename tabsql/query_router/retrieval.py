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
from collections.abc import Mapping
from dataclasses import dataclass

import numpy as np

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
    keys: list[tuple[str, int, int]]  # each record's key: what ranking reads (a stored view unpacks records' texts on use)

    def __getstate__(self):  # the ranking's arrays (`_arrays`) are made again where needed, never stored
        return {k: v for k, v in self.__dict__.items() if k != "arrays"}


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
    tv.cell_records = TableRecords(records, lengths, dict(postings), [r.key for r in records])
    return tv.cell_records


def _arrays(part: TableRecords) -> dict:
    """A table's record lengths and, per term asked so far, its postings as arrays (kept with the
    table's records, so each is made once per process)."""
    arrays = part.__dict__.get("arrays")
    if arrays is None:
        arrays = part.__dict__["arrays"] = {"": np.asarray(part.lengths, dtype=np.float64)}
    return arrays


def _term_arrays(part: TableRecords, term: str) -> tuple[np.ndarray, np.ndarray]:
    arrays = _arrays(part)
    got = arrays.get(term)
    if got is None:
        hits = part.postings[term]
        got = arrays[term] = (np.fromiter((i for i, _ in hits), np.intp, len(hits)),
                              np.fromiter((tf for _, tf in hits), np.float64, len(hits)))
    return got


def _positions(part: TableRecords) -> dict:
    """(row, column) -> the record's position in the table."""
    arrays = _arrays(part)
    got = arrays.get(None)
    if got is None:
        got = arrays[None] = {key[1:]: i for i, key in enumerate(part.keys)}
    return got


class Ranked(Mapping):
    """BM25 scores scaled to 0..1 by record key, for the records sharing a word with the question,
    in the order they were first scored; read from the per-table score arrays on demand."""

    def __init__(self, records: "CellRecords", scores: dict[int, np.ndarray], seen: dict[int, np.ndarray],
                 order: list[tuple[int, np.ndarray]], top: float):
        self._records, self._scores, self._seen, self._order, self._top = records, scores, seen, order, top
        self._n = sum(len(new) for _, new in order)
        self._by_table: dict[str, int] | None = None

    def _find(self, key) -> tuple[int, int] | None:
        if self._by_table is None:
            self._by_table = {}
            for p in self._scores:
                keys = self._records.parts[p].keys
                if keys:
                    self._by_table.setdefault(keys[0][0], p)
        try:
            p = self._by_table.get(key[0])
        except (TypeError, IndexError):
            return None
        if p is None:
            return None
        i = _positions(self._records.parts[p]).get(key[1:])
        if i is None or not self._seen[p][i]:
            return None
        return p, i

    def __getitem__(self, key) -> float:
        at = self._find(key)
        if at is None:
            raise KeyError(key)
        p, i = at
        return float(self._scores[p][i]) / self._top

    def get(self, key, default=None):
        at = self._find(key)
        if at is None:
            return default
        p, i = at
        return float(self._scores[p][i]) / self._top

    def __contains__(self, key) -> bool:
        return self._find(key) is not None

    def __len__(self) -> int:
        return self._n

    def __iter__(self):
        for p, new in self._order:
            keys = self._records.parts[p].keys
            for i in new.tolist():
                yield keys[i]

    def items(self):
        out = []
        for p, new in self._order:
            keys, scores = self._records.parts[p].keys, self._scores[p]
            for i, s in zip(new.tolist(), scores[new].tolist()):
                out.append((keys[i], s / self._top))
        return out


class CellRecords:
    """The body cells of some tables as records, ranked by Okapi BM25 over all of them (k1=1.5,
    b=0.75); each table's records and term counts are kept with its view, so a new set of tables
    (after a write, or for another question) costs no re-tokenising."""

    def __init__(self, tables, k1: float = 1.5, b: float = 0.75):
        self.k1, self.b = k1, b
        self.parts = [table_records(tv) for tv in tables]
        n = sum(len(part.keys) for part in self.parts)
        self.n = n
        self.avg = (sum(sum(part.lengths) for part in self.parts) / n) if n else 0.0
        self._last: tuple[str, dict] | None = None

    @property
    def records(self) -> list[Record]:
        """Every record, in table order (read for --explain only)."""
        return [r for part in self.parts for r in part.records]

    def _scores(self, query: list[str]) -> tuple[dict[int, np.ndarray], dict[int, np.ndarray], list[tuple[int, np.ndarray]]]:
        """Each touched table's score array, and the records in the order first scored (term by
        term, table by table, record by record): the same sums in the same order as record by
        record, done a table's postings at a time."""
        out: dict[int, np.ndarray] = {}
        seen: dict[int, np.ndarray] = {}
        order: list[tuple[int, np.ndarray]] = []
        k1, b, avg = self.k1, self.b, self.avg or 1
        for term in set(query):
            hits = [p for p, part in enumerate(self.parts) if term in part.postings]
            if not hits:
                continue
            df = sum(len(self.parts[p].postings[term]) for p in hits)
            idf = math.log(1 + (self.n - df + 0.5) / (df + 0.5))
            for p in hits:
                part = self.parts[p]
                idx, tf = _term_arrays(part, term)
                lengths = _arrays(part)[""][idx]
                if p not in out:
                    out[p] = np.zeros(len(part.keys), dtype=np.float64)
                    seen[p] = np.zeros(len(part.keys), dtype=bool)
                out[p][idx] += idf * (tf * (k1 + 1) / (tf + k1 * (1 - b + b * lengths / avg)))
                new = idx[~seen[p][idx]]
                if len(new):
                    seen[p][new] = True
                    order.append((p, new))
        return out, seen, order

    def rank(self, question: str) -> dict[tuple[str, int, int], float]:
        """BM25 score of every record sharing a word with the question, scaled to 0..1. Remembered
        for the last question: its planners each link it once."""
        last = self._last
        if last is not None and last[0] == question:
            return last[1]
        scores, seen, order = self._scores(_terms(question))
        top = max(float(scores[p][new].max()) for p, new in order) if order else 0.0
        ranked: Mapping = Ranked(self, scores, seen, order, top) if order else {}
        self._last = (question, ranked)
        return ranked

    def top(self, question: str, k: int = 5) -> list[tuple[float, str]]:
        ranked = self.rank(question)
        by_key = {r.key: r.text for r in self.records}
        return [(round(s, 3), by_key[key]) for key, s in sorted(ranked.items(), key=lambda kv: -kv[1])[:k]]
