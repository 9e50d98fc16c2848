"""The state one API process keeps: the catalog, the write lock and a cache of loaded documents.

DuckDB allows one read-write connection per process, so the server opens the catalog once. Every
request works on a *view*: a shallow copy of the Catalog whose ``con`` is its own cursor, so
reads run in parallel threads while one upload at a time writes through the catalog itself.
"""
from __future__ import annotations

import copy
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from tabsql.api import keys
from tabsql.catalog import Catalog, sha256_of
from tabsql.models import IngestSummary, NormalizedDocument


class Service:
    def __init__(self, db_path: str | Path):
        self.catalog = Catalog(db_path)
        keys.ensure_table(self.catalog)
        # Documents ingested with no group before `default` existed would be invisible to every key.
        self.catalog.con.execute("UPDATE documents SET groups = [?] WHERE groups IS NULL OR len(groups) = 0",
                                 [keys.DEFAULT_GROUP])
        self.write_lock = threading.Lock()  # one upload or delete at a time per database (held by the app)
        self._cache_lock = threading.Lock()
        self._generation = 0  # bumped by every write; a load started before it is not cached
        self._docs: tuple[int, list[NormalizedDocument]] | None = None
        self._indexes: dict[tuple, Any] = {}  # (generation, groups) -> answering index
        self._index_locks: dict[tuple, threading.Lock] = {}
        # Readers' cursors all come from this one, never from the connection the writer uses.
        self._root = self.catalog.con.cursor()
        self._cursor_lock = threading.Lock()

    def close(self) -> None:
        with self.write_lock:
            try:
                self._root.close()
                self.catalog.con.execute("CHECKPOINT")
            finally:
                self.catalog.close()

    def cursor(self):
        """A new cursor for one thread."""
        with self._cursor_lock:
            return self._root.cursor()

    # ------------------------------------------------------------------ reading
    @contextmanager
    def view(self) -> Iterator[Catalog]:
        """A Catalog for one request: its own cursor, the shared document cache."""
        cur = self.cursor()
        view = copy.copy(self.catalog)
        view.con = cur
        view._api_generation, view._docs = self.all_documents(cur)
        try:
            yield view
        finally:
            cur.close()

    def all_documents(self, cur) -> tuple[int, list[NormalizedDocument]]:
        """(write generation, every document), loaded once per generation; treat them as read-only."""
        with self._cache_lock:
            if self._docs is not None and self._docs[0] == self._generation:
                return self._docs
            generation = self._generation
        loader = copy.copy(self.catalog)
        loader.con = cur
        loader._docs = None
        docs = loader.documents()
        with self._cache_lock:
            if generation == self._generation:
                self._docs = (generation, docs)
        return generation, docs

    def answer_index(self, view: Catalog, groups: list[str], build: Callable[[Catalog, list[str]], Any]) -> Any:
        """The answering index over the documents these groups see, built once per write
        generation and set of groups (concurrent requests wait for one build)."""
        key = (view._api_generation, tuple(sorted(set(groups))))
        with self._cache_lock:
            if key in self._indexes:
                return self._indexes[key]
            lock = self._index_locks.setdefault(key, threading.Lock())
        with lock:
            with self._cache_lock:
                if key in self._indexes:
                    return self._indexes[key]
            index = build(view, groups)
            with self._cache_lock:
                if key[0] == self._generation:
                    self._indexes[key] = index
                    while len(self._indexes) > 32:
                        self._indexes.pop(next(iter(self._indexes)))
            return index

    @staticmethod
    def visible(view: Catalog, groups: list[str]) -> list[NormalizedDocument]:
        """The documents that share a group with the caller; any other does not exist for it."""
        wanted = set(groups)
        return [d for d in view.documents(groups) if wanted & set(d.groups)]

    def key_groups(self, key: str) -> list[str] | None:
        cur = self.cursor()
        try:
            return keys.lookup(cur, key)
        finally:
            cur.close()

    def key_record(self, key: str) -> keys.KeyRecord | None:
        cur = self.cursor()
        try:
            return keys.lookup_record(cur, key)
        finally:
            cur.close()

    # ------------------------------------------------------------------ writing
    def _written(self) -> None:
        with self._cache_lock:
            self._generation += 1
            self._docs = None
            self._indexes.clear()
            self._index_locks.clear()
        self.catalog._docs = None

    def ingest_locked(self, paths: list[Path], groups: list[str], caller_groups: list[str]) -> IngestSummary:
        """Catalog.ingest; the caller holds ``write_lock``. Each document commits in one transaction,
        so a file that fails leaves nothing behind.

        A file the caller could not see before is reported as ingested even when another group
        already had the same content, so an upload never reveals what other groups hold."""
        cur = self.cursor()
        try:
            _, docs = self.all_documents(cur)
        finally:
            cur.close()
        seen = {d.sha256 for d in docs if set(d.groups) & set(caller_groups)}
        shas = {p.name: sha256_of(p) for p in paths}
        try:
            summary = self.catalog.ingest(paths, groups=groups)
        finally:
            self._written()
        new_to_caller = [i for i in summary.skipped if shas.get(i.document) not in seen]
        summary.skipped = [i for i in summary.skipped if i not in new_to_caller]
        summary.ingested += new_to_caller
        return summary

    def remove_locked(self, doc: NormalizedDocument, caller_groups: list[str]) -> None:
        """Delete a document for the caller (who holds ``write_lock``): when other groups share the
        document only the caller's groups are taken away, so no group deletes another's copy."""
        try:
            remaining = sorted(set(doc.groups) - set(caller_groups))
            if remaining:
                with self.catalog.write_lock:
                    self.catalog.con.execute("UPDATE documents SET groups = ? WHERE id = ?", [remaining, doc.id])
            else:
                self.catalog.delete(doc.id)
        finally:
            self._written()
