"""The DuckDB catalog: documents, tables, columns, rows and cells with provenance, plus one typed
table per extracted table.

Every document is written in one transaction, so a failure leaves nothing half-written. A file
whose sha256 is already in the catalog for one of the uploader's groups is skipped; a file with a
known name but new content replaces the old version. Identity is per group: the same bytes
uploaded to groups that share nothing are two documents (their own ids, names and tables), so
nothing an upload returns, and nothing it costs in time, tells one group what another holds.

    >>> with Catalog("tabsql.duckdb") as cat:
    ...     summary = cat.ingest([Path("examples/pdfs")])
    ...     docs = cat.documents()
"""
from __future__ import annotations

import secrets
import sys
import tempfile
import threading
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path

import duckdb

from tabsql import term_index
from tabsql.catalog_rows import (  # noqa: F401 - NUMERIC_KINDS, _slug: read from here by tests and benches
    NUMERIC_KINDS,
    SCHEMA,
    _slug,
    copy_staged,
    document_id,
    insert_document,
    quote_ident,
)
from tabsql.errors import TabsqlError
from tabsql.extract.options import ReadOptions
from tabsql.extract.pdf_open import sha256_of
from tabsql.ingest_worker import IngestLimits, LocalRunner, Prepared, Runner, Staged, StageTo
from tabsql.files import FileStore
from tabsql.models import (
    FailedItem,
    IngestedItem,
    IngestSummary,
    NormalizedDocument,
)

def pdf_paths(paths: Iterable[Path]) -> list[Path]:
    """Files as given, folders searched recursively for *.pdf (sorted, so runs are repeatable)."""
    found: list[Path] = []
    for path in paths:
        path = Path(path)
        if path.is_dir():
            found.extend(sorted(p for p in path.rglob("*") if p.suffix.lower() == ".pdf" and p.is_file()))
        else:
            found.append(path)
    return found


def _reason(exc: BaseException) -> str:
    """A one-line reason for the ingest summary."""
    if isinstance(exc, TabsqlError):
        text = str(exc)
    else:
        text = f"{type(exc).__name__}: {exc}"
    return (text.strip().splitlines() or [type(exc).__name__])[0][:300]


class Catalog:
    """One DuckDB file. Writes are serialized by a lock; readers use their own cursor."""

    def __init__(self, db_path: str | Path, read_only: bool = False):
        self.path = Path(db_path)
        self.read_only = read_only
        try:
            self.con = duckdb.connect(str(self.path), read_only=read_only)
        except duckdb.Error as exc:
            raise TabsqlError(f"cannot open database {self.path}: {exc}") from exc
        self.write_lock = threading.RLock()
        self._cursor_lock = threading.Lock()  # writers on several threads (API uploads) share self.con
        self.files = FileStore(self.path)  # the original PDFs, for page images and downloads
        self._docs: list[NormalizedDocument] | None = None
        self.generation = 0  # bumped by every write; a load that saw a write in flight is not cached
        term_index.changed(self.path)
        if not read_only:
            self.con.execute(SCHEMA)
            self.con.execute(term_index.SCHEMA)
            self._reindex()

    def __enter__(self) -> Catalog:
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    def close(self) -> None:
        self.con.close()

    def cursor(self) -> duckdb.DuckDBPyConnection:
        """A cursor for one thread (DuckDB connections are not shared across threads)."""
        with self._cursor_lock:
            return self.con.cursor()

    # ------------------------------------------------------------------ reading
    def documents(self, groups: list[str] | None = None) -> list[NormalizedDocument]:
        """All documents visible to one of ``groups`` (None: all), fully loaded."""
        docs = self._load_all()
        if groups is None:
            return list(docs)
        wanted = set(groups)
        return [d for d in docs if wanted & set(d.groups)]

    def document(self, doc_id: str, groups: list[str] | None = None) -> NormalizedDocument | None:
        return next((d for d in self.documents(groups) if d.id == doc_id), None)

    def _load_all(self) -> list[NormalizedDocument]:
        docs = self._docs
        if docs is None:
            generation = self.generation
            rows = self.cursor().execute(
                "SELECT model, groups FROM documents ORDER BY name, id").fetchall()
            docs = []
            for model, groups in rows:
                doc = NormalizedDocument.model_validate_json(model)
                doc.groups = list(groups or [])
                docs.append(doc)
            if generation == self.generation:
                self._docs = docs
        return docs

    # ------------------------------------------------------------------ writing
    def _reindex(self) -> None:
        """Index the documents stored before the answer index existed, or by code that computes
        its terms differently (one transaction a document; see `tabsql.term_index`)."""
        todo = term_index.stale(self.con)
        if todo:
            print(f"tabsql: indexing {len(todo)} document(s) of {self.path.name} for answering (once)",
                  file=sys.stderr, flush=True)
        for doc_id in todo:
            with self._transaction() as cur:
                row = cur.execute("SELECT model, groups FROM documents WHERE id = ?", [doc_id]).fetchone()
                if row is not None:
                    term_index.write(cur, NormalizedDocument.model_validate_json(row[0]))

    def _changed(self) -> None:
        self.generation += 1
        self._docs = None
        term_index.changed(self.path)

    def ingest(
        self,
        paths: Iterable[Path],
        groups: list[str] | None = None,
        progress: bool = False,
        runner: Runner | None = None,
        options: ReadOptions | None = None,
        staging: Path | None = None,
    ) -> IngestSummary:
        """Ingest every PDF under ``paths``; one bad file never stops the batch. ``options``: the
        password and page selection every file is read with.

        Each document is checked, extracted and normalised by ``runner`` (bounded worker processes
        on this machine by default, or a Ray cluster); this process is the one writer, one short
        transaction a document, in the order results arrive. With ``staging`` (the API, whose
        writer answers questions meanwhile), a local runner writes a large document's rows into a
        staged file (in a temporary folder under ``staging``) that the writer only copies in. The
        summary lists files in the order given.
        """
        files = pdf_paths(paths)
        groups = sorted(set(groups or []))
        summary = IngestSummary()
        todo: dict[Path, str] = {}
        for path in files:
            try:
                sha = sha256_of(path) if path.is_file() else None
            except OSError as exc:
                summary.failed.append(FailedItem(document=path.name, error=f"cannot read file: {exc.strerror}"))
                continue
            if sha is None:
                summary.failed.append(FailedItem(document=path.name, error=f"no such file: {path}"))
            elif (item := self._known(sha, path.name, groups)) is not None:
                summary.skipped.append(item)
                self.files.put(path, sha)  # a no-op unless it was ingested before PDFs were kept
            else:
                todo[path] = sha
        if not todo:
            return summary
        bar = None
        if progress:
            from tqdm import tqdm

            bar = tqdm(total=len(todo), unit="doc", desc="ingest")
        own = runner is None
        runner = runner or LocalRunner(IngestLimits.from_env(read=options or ReadOptions()))
        try:
            with _staging_folder(staging) as folder:
                stage = StageTo(folder=folder, groups=groups) if folder else None
                for path, result in runner.run(list(todo), stage):
                    self._store(path, todo[path], groups, result, summary)
                    if bar is not None:
                        bar.set_postfix_str(path.name[:40])
                        bar.update(1)
        finally:
            if own:
                runner.close()
            if bar is not None:
                bar.close()
        order = {p.name: i for i, p in enumerate(files)}
        summary.ingested.sort(key=lambda i: order.get(i.document, 0))
        summary.failed.sort(key=lambda f: order.get(f.document, 0))
        return summary

    def _store(self, path: Path, sha: str, groups: list[str], result: Prepared, summary: IngestSummary) -> None:
        """Write one prepared document (one transaction) and note it in the summary."""
        doc, staged = result.doc, result.staged
        try:
            if staged is not None:
                doc_id = self._new_id(sha, groups)
                if doc_id == staged.id and staged.groups == groups and staged.sha256 == sha:
                    self._write_with_file(staged, path, lambda: self._write_staged(staged, path.name, groups))
                    summary.ingested.append(IngestedItem(document=path.name, pages=staged.pages, tables=staged.tables))
                    return
                doc = staged.document()  # its id was taken meanwhile (rare): written again under another
            if doc is None:
                summary.failed.append(FailedItem(document=path.name, error=result.error or "failed", status=result.status))
                return
            doc.name, doc.id, doc.groups = path.name, self._new_id(sha, groups), groups
            self._write_with_file(doc, path, lambda: self.write_document(doc))
            summary.ingested.append(IngestedItem(document=path.name, pages=doc.pages, tables=len(doc.tables)))
        except Exception as exc:  # noqa: BLE001 - one bad file must never stop a batch
            summary.failed.append(FailedItem(document=path.name, error=_reason(exc), status=500))
        finally:
            if staged is not None:
                Path(staged.path).unlink(missing_ok=True)

    def _known(self, sha: str, name: str, groups: list[str]) -> IngestedItem | None:
        """The stored document with this content that shares a group with ``groups`` (with no
        groups: any), its groups widened to ``groups``; else None. A copy held only by other groups
        is never matched, so it is never revealed, widened or reused."""
        row = self.cursor().execute(
            "SELECT id, pages, groups, json_array_length(model -> '$.tables') FROM documents "
            "WHERE sha256 = ? AND (len(?::VARCHAR[]) = 0 OR len(list_intersect(groups, ?::VARCHAR[])) > 0) "
            "ORDER BY name = ? DESC, id LIMIT 1", [sha, groups, groups, name]).fetchone()
        if row is None:
            return None
        doc_id, pages, old_groups, n_tables = row
        merged = sorted(set(old_groups or []) | set(groups))
        if merged != sorted(old_groups or []):
            with self.write_lock:
                self.cursor().execute("UPDATE documents SET groups = ? WHERE id = ?", [merged, doc_id])
                self._changed()
        return IngestedItem(document=name, pages=pages, tables=n_tables or 0)

    def _new_id(self, sha: str, groups: list[str]) -> str:
        """A document id that depends only on the content and the groups it is stored for (the
        content's own for no groups), never on what other groups hold; random in the rare case
        that it, or its 6-character prefix used in table names, is already taken."""
        doc_id = document_id(sha, groups)
        while self.cursor().execute("SELECT 1 FROM documents WHERE left(id, 6) = ?",
                                    [doc_id[:6]]).fetchone():
            doc_id = secrets.token_hex(8)
        return doc_id

    def write_document(self, doc: NormalizedDocument) -> None:
        """Store one normalized document in a single transaction (replacing an older version)."""
        self._replace(doc.name, doc.groups, doc.id, lambda cur: insert_document(cur, doc))

    def _write_staged(self, staged: Staged, name: str, groups: list[str]) -> None:
        """Store the document a worker staged (its id checked free) in a single transaction
        (replacing an older version): DuckDB copies the staged file's rows in."""
        alias = f"staged_{secrets.token_hex(6)}"
        with self.write_lock:
            cur = self.cursor()
            cur.execute(f"ATTACH {_literal(staged.path)} AS {alias} (READ_ONLY)")
            try:
                self._replace(name, groups, staged.id, lambda tx: copy_staged(tx, alias, staged.id))
            finally:
                cur.execute(f"DETACH {alias}")

    def _replace(self, name: str, groups: list[str], doc_id: str,
                 insert: Callable[[duckdb.DuckDBPyConnection], None]) -> None:
        """One transaction: delete the document of this name and groups, or of this id, then insert."""
        with self._transaction() as cur:
            old = cur.execute(
                "SELECT id, sha256 FROM documents WHERE (name = ? AND groups = ?::VARCHAR[]) OR id = ?",
                [name, groups, doc_id]).fetchall()
            for old_id, _ in old:
                self._delete(cur, old_id)
            insert(cur)
        self._drop_unused_files({sha for _, sha in old})

    def _write_with_file(self, doc: NormalizedDocument | Staged, path: Path, write: Callable[[], None]) -> None:
        """``write()``, keeping the original PDF first; a failed write leaves no file behind."""
        self.files.put(path, doc.sha256)
        try:
            write()
        except BaseException:
            self._drop_unused_files({doc.sha256})
            raise

    def _drop_unused_files(self, shas: set[str]) -> None:
        for sha in shas:
            if not self.cursor().execute("SELECT 1 FROM documents WHERE sha256 = ?", [sha]).fetchone():
                self.files.remove(sha)

    def delete(self, doc_id: str) -> bool:
        """Remove a document and everything derived from it, and its PDF when no other document
        has the same bytes; False when there is no such id."""
        with self._transaction() as cur:
            row = cur.execute("SELECT sha256 FROM documents WHERE id = ?", [doc_id]).fetchone()
            if not row:
                return False
            self._delete(cur, doc_id)
        self._drop_unused_files({row[0]})
        return True

    @contextmanager
    def _transaction(self) -> Iterator[duckdb.DuckDBPyConnection]:
        """One write transaction under the write lock: committed whole, or rolled back whole."""
        with self.write_lock:
            cur = self.cursor()
            cur.execute("BEGIN TRANSACTION")
            try:
                yield cur
                cur.execute("COMMIT")
            except BaseException:
                cur.execute("ROLLBACK")
                raise
            finally:
                self._changed()

    @staticmethod
    def _delete(cur: duckdb.DuckDBPyConnection, doc_id: str) -> None:
        for (sql_name,) in cur.execute("SELECT sql_name FROM tables WHERE document_id = ?", [doc_id]).fetchall():
            cur.execute(f"DROP TABLE IF EXISTS {quote_ident(sql_name)}")
        table_ids = "SELECT id FROM tables WHERE document_id = ?"
        for child in ("cells", "rows", "columns"):
            cur.execute(f"DELETE FROM {child} WHERE table_id IN ({table_ids})", [doc_id])
        cur.execute("DELETE FROM tables WHERE document_id = ?", [doc_id])
        cur.execute("DELETE FROM documents WHERE id = ?", [doc_id])
        term_index.delete(cur, doc_id)


@contextmanager
def _staging_folder(staging: Path | None) -> Iterator[str | None]:
    """A temporary folder under ``staging`` for the staged files, removed after the batch; None
    without ``staging`` (a command-line ingest has no askers to spare: the writer writes)."""
    if staging is None:
        yield None
        return
    with tempfile.TemporaryDirectory(prefix="tabsql-stage-", dir=staging) as folder:
        yield folder


def _literal(text: str) -> str:
    return "'" + text.replace("'", "''") + "'"
