"""Row retrieval: every body cell as a self-contained record, ranked by BM25.

A record reads "<issuer> <document> | <caption> | <row label path> | <column header path>: <value>
<unit> (<conditions>)", so one line carries everything a reader needs to know what the number is.
BM25 here is our own small implementation (Okapi BM25, k1=1.5, b=0.75, over folded tokens with light
stemming; no package needed). The router combines it with the entity and concept links: links
decide which cells qualify, BM25 orders cells the links leave level and is shown in --explain.
"""
from __future__ import annotations

import math
from collections import Counter, defaultdict
from dataclasses import dataclass

from tabsql.query_router.text import STOPWORDS, stem, tokens


def _terms(text: str) -> list[str]:
    return [stem(t) for t in tokens(text) if t not in STOPWORDS]


class BM25:
    """Okapi BM25 over a fixed list of token lists, with an inverted index."""

    def __init__(self, docs: list[list[str]], k1: float = 1.5, b: float = 0.75):
        self.k1, self.b = k1, b
        self.lengths = [len(d) for d in docs]
        self.avg = (sum(self.lengths) / len(docs)) if docs else 0.0
        self.postings: dict[str, list[tuple[int, int]]] = defaultdict(list)
        for i, d in enumerate(docs):
            for term, tf in Counter(d).items():
                self.postings[term].append((i, tf))
        n = len(docs)
        self.idf = {t: math.log(1 + (n - len(p) + 0.5) / (len(p) + 0.5)) for t, p in self.postings.items()}

    def scores(self, query: list[str]) -> dict[int, float]:
        out: dict[int, float] = defaultdict(float)
        for term in set(query):
            idf = self.idf.get(term)
            if idf is None:
                continue
            for i, tf in self.postings[term]:
                norm = tf * (self.k1 + 1) / (tf + self.k1 * (1 - self.b + self.b * self.lengths[i] / (self.avg or 1)))
                out[i] += idf * norm
        return out


@dataclass
class Record:
    key: tuple[str, int, int]  # (table key, row index, column index)
    text: str


class CellRecords:
    """The catalog's body cells as records, searchable with BM25."""

    def __init__(self, tables):
        from tabsql.query_router.index import cell_conditions

        self.records: list[Record] = []
        docs: list[list[str]] = []
        for tv in tables:
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
                    self.records.append(Record((tv.key, row.row.index, col.col.index), text))
                    docs.append(_terms(f"{head} {caption} {row.text} {' '.join(row.texts)} {col.text} {unit}"))
        self.bm25 = BM25(docs)
        self._last: tuple[str, dict] | None = None

    def rank(self, question: str) -> dict[tuple[str, int, int], float]:
        """BM25 score of every record sharing a word with the question, scaled to 0..1. Remembered
        for the last question: its planners each link it once."""
        last = self._last
        if last is not None and last[0] == question:
            return last[1]
        raw = self.bm25.scores(_terms(question))
        top = max(raw.values()) if raw else 0.0
        ranked = {self.records[i].key: s / top for i, s in raw.items()} if raw else {}
        self._last = (question, ranked)
        return ranked

    def top(self, question: str, k: int = 5) -> list[tuple[float, str]]:
        ranked = self.rank(question)
        by_key = {r.key: r.text for r in self.records}
        return [(round(s, 3), by_key[key]) for key, s in sorted(ranked.items(), key=lambda kv: -kv[1])[:k]]
