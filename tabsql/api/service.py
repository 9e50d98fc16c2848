"""The state one API process keeps: the catalog, the write lock and a cache of loaded documents.

DuckDB allows one read-write connection per process, so the server opens the catalog once. Every
request works on a *view*: a shallow copy of the Catalog whose ``con`` is its own cursor, so
reads run in parallel threads while one upload at a time writes through the catalog itself.
"""
from __future__ import annotations

import copy
import hashlib
import logging
import os
import shutil
import tempfile
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from tabsql import answer, term_index
from tabsql.api import keys
from tabsql.sql_agent import sandbox
from tabsql.catalog import Catalog
from tabsql.ingest_worker import IngestLimits, LocalRunner
from tabsql.models import IngestSummary, NormalizedDocument

log = logging.getLogger("tabsql.api")

# An upload's extraction runs at this much lower priority than the server (unless TABSQL_INGEST_NICE
# says otherwise): on a busy machine the questions asked meanwhile get the cores first.
API_INGEST_NICE = 10
MAX_KEYS_SEEN = 1024  # keys kept in memory once checked; past it the memory starts afresh


def _api_limits() -> IngestLimits:
    limits = IngestLimits.from_env()
    if not os.environ.get("TABSQL_INGEST_NICE", "").strip():
        limits.nice = API_INGEST_NICE
    return limits


class Service:
    def __init__(self, db_path: str | Path, ingest_limits: IngestLimits | None = None):
        self.catalog = Catalog(db_path)
        # uploads are extracted here, outside any lock; only their short writes are serialized
        self.runner = LocalRunner(ingest_limits or _api_limits())
        keys.ensure_table(self.catalog)
        # Documents ingested with no group before `default` existed would be invisible to every key.
        self.catalog.con.execute("UPDATE documents SET groups = [?] WHERE groups IS NULL OR len(groups) = 0",
                                 [keys.DEFAULT_GROUP])
        self.catalog._changed()
        self.upload_dir = upload_dir(db_path)
        sandbox.warm(workers=sandbox.WORKERS)  # the first SQL queries should not wait for worker processes to start
        answer.prepare()  # nor the first questions for the data every question reads (before we listen)
        self.write_lock = threading.Lock()  # one delete at a time (uploads write per document under the catalog lock)
        self._cache_lock = threading.Lock()
        self._generation = 0  # bumped by every write; a load started before it is not cached
        self._docs: tuple[int, list[NormalizedDocument]] | None = None
        # Readers' cursors all come from this one, never from the connection the writer uses.
        self._root = self.catalog.con.cursor()
        self._cursor_lock = threading.Lock()
        self._idle_cursors: list = []  # readers' cursors between requests (list.pop/append are atomic)
        self._keys: dict[bytes, keys.KeyRecord] = {}  # active keys seen, by the sha256 of the key
        self._keys_lock = threading.Lock()
        self._keys_generation = 0  # bumped by every revocation; a lookup begun before it is not kept
        self._warmer = threading.Thread(target=self._warm_index, daemon=True, name="warm-index")
        self._warmer.start()

    def close(self) -> None:
        self.runner.close()
        self._warmer.join()  # its cursor must be done before the checkpoint and the close
        with self.write_lock:
            try:
                for cur in self._idle_cursors:
                    cur.close()
                self._root.close()
                self.catalog.con.execute("CHECKPOINT")
            finally:
                self.catalog.close()

    def _warm_index(self) -> None:
        """The answer index loaded in the background, so the server answers from its first second."""
        try:
            with self.view() as cat:
                term_index.warm(cat)
        except Exception:  # noqa: BLE001 - a failed warm-up only means the first question loads it
            log.exception("warming the answer index failed")

    def cursor(self):
        """A new cursor for one thread."""
        with self._cursor_lock:
            return self._root.cursor()

    @contextmanager
    def reading(self) -> Iterator:
        """A cursor for one request, kept for the next one afterwards: closing a DuckDB cursor
        waits for the writer's commit, which an upload would otherwise add to every request."""
        try:
            cur = self._idle_cursors.pop()
        except IndexError:
            cur = self.cursor()
        try:
            yield cur
        finally:
            self._idle_cursors.append(cur)

    # ------------------------------------------------------------------ reading
    @contextmanager
    def view(self) -> Iterator[Catalog]:
        """A Catalog for one request: its own cursor, the shared document cache."""
        with self.reading() as cur:
            view = copy.copy(self.catalog)
            view.con = cur
            # full document models only for the routes that list or serve them, once per write
            # generation; asking reads the catalog's answer index (tabsql.term_index) instead
            view._load_all = lambda: self.all_documents(cur)[1]
            yield view

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

    @staticmethod
    def visible(view: Catalog, groups: list[str]) -> list[NormalizedDocument]:
        """The documents that share a group with the caller; any other does not exist for it."""
        wanted = set(groups)
        return [d for d in view.documents(groups) if wanted & set(d.groups)]

    def key_record(self, key: str) -> keys.KeyRecord | None:
        """An active key's record: from memory once the key has been seen, else from the catalog
        (the caller's thread). Keys are revoked through ``revoke_key`` (the server holds the file:
        nothing else can write it), which forgets every key seen, so a revocation holds at once."""
        digest = hashlib.sha256(key.encode()).digest()
        if (record := self._keys.get(digest)) is not None:
            return record
        with self._keys_lock:
            generation = self._keys_generation
        with self.reading() as cur:
            record = keys.lookup_record(cur, key)
        if record is not None:
            with self._keys_lock:
                if generation == self._keys_generation:  # no revocation since the read began
                    if len(self._keys) >= MAX_KEYS_SEEN:
                        self._keys.clear()
                    self._keys[digest] = record
        return record

    def known_key(self, key: str) -> keys.KeyRecord | None:
        """The record of a key already checked and not revoked since, or None (no catalog read:
        safe on the event loop)."""
        return self._keys.get(hashlib.sha256(key.encode()).digest())

    def revoke_key(self, key_id: str) -> bool:
        """Revoke a key; from the next request on it is refused."""
        cur = self.cursor()
        try:
            found = keys.revoke_key(cur, key_id)
        finally:
            cur.close()
        with self._keys_lock:
            self._keys_generation += 1
            self._keys.clear()
        return found

    # ------------------------------------------------------------------ writing
    def _written(self) -> None:
        with self._cache_lock:
            self._generation += 1
            self._docs = None
        self.catalog._changed()

    def ingest(self, paths: list[Path], groups: list[str]) -> IngestSummary:
        """Catalog.ingest with the service's bounded workers. No lock is held while documents are
        extracted; each document commits in one short transaction, so a slow one delays only
        itself and a file that fails leaves nothing behind. The workers stage each document's rows,
        views and index entries (their CPU, not the askers' GIL); this process copies them in. Content is deduplicated only among
        documents that share a group with ``groups`` (all of them the caller's), so ``skipped`` only
        ever names a document the caller could already see."""
        try:
            return self.catalog.ingest(paths, groups=groups, runner=self.runner, staging=self.upload_dir)
        finally:
            self._written()

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


def upload_dir(db_path: str | Path) -> Path:
    """The folder for this catalog's uploads in flight, emptied now: whatever a killed server left
    there is gone. Only one server opens a catalog (DuckDB's lock), so nothing in it is in use."""
    tag = hashlib.sha256(str(Path(db_path).resolve()).encode()).hexdigest()[:12]
    folder = Path(tempfile.gettempdir()) / f"tabsql-uploads-{tag}"
    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir(mode=0o700)
    return folder
