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

import hashlib
import json
import re
import secrets
import sys
import threading
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from datetime import datetime, timezone
from pathlib import Path

import duckdb

from tabsql import term_index
from tabsql.errors import TabsqlError
from tabsql.extract.options import ReadOptions
from tabsql.extract.pdf_open import sha256_of
from tabsql.ingest_worker import IngestLimits, LocalRunner, Prepared, Runner
from tabsql.files import FileStore
from tabsql.models import (
    FailedItem,
    IngestedItem,
    IngestSummary,
    NormalizedDocument,
    NormalizedTable,
)

NUMERIC_KINDS = {"number", "money", "percent"}

SCHEMA = """
CREATE TABLE IF NOT EXISTS documents (
    id VARCHAR PRIMARY KEY, name VARCHAR NOT NULL, sha256 VARCHAR NOT NULL, pages INTEGER,
    issuer VARCHAR, doc_type VARCHAR, year INTEGER, valid_from VARCHAR, valid_to VARCHAR,
    language VARCHAR, title VARCHAR, groups VARCHAR[], ingested_at TIMESTAMP, model JSON
);
CREATE TABLE IF NOT EXISTS tables (
    id VARCHAR PRIMARY KEY, document_id VARCHAR NOT NULL, tid VARCHAR, sql_name VARCHAR UNIQUE,
    page INTEGER, pages INTEGER[], caption VARCHAR, section VARCHAR, unit_note VARCHAR,
    footnotes JSON, conditions VARCHAR[], header_rows INTEGER, n_rows INTEGER, n_cols INTEGER,
    unit VARCHAR, scale DOUBLE, method VARCHAR, quality DOUBLE
);
CREATE TABLE IF NOT EXISTS columns (
    table_id VARCHAR, col INTEGER, path VARCHAR, sql_name VARCHAR, type VARCHAR, concept VARCHAR,
    concept_rule VARCHAR, unit VARCHAR, scale DOUBLE
);
CREATE TABLE IF NOT EXISTS rows (
    table_id VARCHAR, "row" INTEGER, label VARCHAR, concept VARCHAR, concept_rule VARCHAR,
    is_total BOOLEAN, is_subtotal BOOLEAN, unit VARCHAR
);
CREATE TABLE IF NOT EXISTS cells (
    id VARCHAR, table_id VARCHAR, "row" INTEGER, col INTEGER, row_span INTEGER, col_span INTEGER,
    text VARCHAR, page INTEGER, x0 DOUBLE, top DOUBLE, x1 DOUBLE, bottom DOUBLE, is_header BOOLEAN,
    kind VARCHAR, value DOUBLE, printed DOUBLE, low DOUBLE, high DOUBLE, unit VARCHAR, scale DOUBLE,
    markers VARCHAR[]
);
CREATE OR REPLACE VIEW facts AS
SELECT d.name AS document, c.page, t.tid AS "table", t.sql_name, r.label AS row_label,
       k.path AS column_path, coalesce(r.concept, k.concept) AS concept, c.value, c.unit, c.scale,
       c.text AS raw, t.conditions, c.id AS cell_id, d.id AS document_id
FROM cells c
JOIN tables t ON t.id = c.table_id
JOIN documents d ON d.id = t.document_id
LEFT JOIN rows r ON r.table_id = c.table_id AND r."row" = c."row"
LEFT JOIN columns k ON k.table_id = c.table_id AND k.col = c.col
WHERE NOT c.is_header;
"""


def quote_ident(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


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


def _slug(name: str) -> str:
    stem = Path(name).stem.lower()
    return re.sub(r"[^a-z0-9]+", "_", stem).strip("_")[:40] or "doc"


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
    ) -> IngestSummary:
        """Ingest every PDF under ``paths``; one bad file never stops the batch. ``options``: the
        password and page selection every file is read with.

        Each document is checked, extracted and normalised by ``runner`` (bounded worker processes
        on this machine by default, or a Ray cluster); this process is the one writer, one short
        transaction a document, in the order results arrive. The summary lists files in the
        order given.
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
            for path, result in runner.run(list(todo)):
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
        doc = result.doc
        try:
            if doc is None:
                summary.failed.append(FailedItem(document=path.name, error=result.error or "failed", status=result.status))
                return
            doc.name, doc.id, doc.groups = path.name, self._new_id(sha, groups), groups
            self._write_with_file(doc, path)
            summary.ingested.append(IngestedItem(document=path.name, pages=doc.pages, tables=len(doc.tables)))
        except Exception as exc:  # noqa: BLE001 - one bad file must never stop a batch
            summary.failed.append(FailedItem(document=path.name, error=_reason(exc), status=500))

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
        doc_id = sha[:16] if not groups else hashlib.sha256(
            "\x00".join([sha, *groups]).encode()).hexdigest()[:16]
        while self.cursor().execute("SELECT 1 FROM documents WHERE left(id, 6) = ?",
                                    [doc_id[:6]]).fetchone():
            doc_id = secrets.token_hex(8)
        return doc_id

    def write_document(self, doc: NormalizedDocument) -> None:
        """Store one normalized document in a single transaction (replacing an older version)."""
        with self._transaction() as cur:
            old = cur.execute(
                "SELECT id, sha256 FROM documents WHERE (name = ? AND groups = ?::VARCHAR[]) OR id = ?",
                [doc.name, doc.groups, doc.id]).fetchall()
            for old_id, _ in old:
                self._delete(cur, old_id)
            self._insert(cur, doc)
        self._drop_unused_files({sha for _, sha in old})

    def _write_with_file(self, doc: NormalizedDocument, path: Path) -> None:
        """write_document, keeping the original PDF first; a failed write leaves no file behind."""
        self.files.put(path, doc.sha256)
        try:
            self.write_document(doc)
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

    def _insert(self, cur: duckdb.DuckDBPyConnection, doc: NormalizedDocument) -> None:
        for nt in doc.tables:
            nt.sql_name = f"{_slug(doc.name)}_{doc.id[:6]}_{nt.table.id}"
        meta = doc.meta
        cur.execute(
            "INSERT INTO documents VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            [doc.id, doc.name, doc.sha256, doc.pages, meta.issuer, meta.doc_type, meta.year,
             meta.valid_from, meta.valid_to, meta.language, meta.title, doc.groups,
             datetime.now(timezone.utc).replace(tzinfo=None), doc.model_dump_json()])
        rows: dict[str, list[list]] = {name: [] for name in _LAYOUT}
        for nt in doc.tables:
            typed = _table_rows(doc, nt, rows)
            _create_typed_table(cur, nt, typed)
        for name, records in rows.items():
            bulk_insert(cur, name, _LAYOUT[name], records)
        term_index.write(cur, doc)


# The column types of the catalog tables written per document, in their column order (SCHEMA).
_LAYOUT = {
    "tables": ["VARCHAR", "VARCHAR", "VARCHAR", "VARCHAR", "INTEGER", "INTEGER[]", "VARCHAR", "VARCHAR",
               "VARCHAR", "JSON", "VARCHAR[]", "INTEGER", "INTEGER", "INTEGER", "VARCHAR", "DOUBLE",
               "VARCHAR", "DOUBLE"],
    "columns": ["VARCHAR", "INTEGER", "VARCHAR", "VARCHAR", "VARCHAR", "VARCHAR", "VARCHAR", "VARCHAR", "DOUBLE"],
    "rows": ["VARCHAR", "INTEGER", "VARCHAR", "VARCHAR", "VARCHAR", "BOOLEAN", "BOOLEAN", "VARCHAR"],
    "cells": ["VARCHAR", "VARCHAR", "INTEGER", "INTEGER", "INTEGER", "INTEGER", "VARCHAR", "INTEGER",
              "DOUBLE", "DOUBLE", "DOUBLE", "DOUBLE", "BOOLEAN", "VARCHAR", "DOUBLE", "DOUBLE", "DOUBLE",
              "DOUBLE", "VARCHAR", "DOUBLE", "VARCHAR[]"],
}


def bulk_insert(cur: duckdb.DuckDBPyConnection, table: str, types: list[str], records: list[list]) -> None:
    """INSERT ``records`` (rows in ``table``'s column order, of ``types``) in one statement: each
    column is bound as one list and unnested, in order. The rows stored are those of an
    ``executemany`` of the same records, at a hundredth of its cost (that runs one prepared
    statement a row)."""
    if not records:
        return
    columns = [list(c) for c in zip(*records)]
    select = ", ".join(f"unnest(?::{'VARCHAR' if kind == 'JSON' else kind}[])" for kind in types)
    cur.execute(f"INSERT INTO {quote_ident(table)} SELECT {select}", columns)


def _table_rows(doc: NormalizedDocument, nt: NormalizedTable, out: dict[str, list[list]]) -> dict:
    """One table's records of the tables, columns, rows and cells tables, added to ``out``; its
    typed cells by (row, col)."""
    t = nt.table
    table_id = f"{doc.id}:{t.id}"
    out["tables"].append(
        [table_id, doc.id, t.id, nt.sql_name, t.page, t.pages or [t.page], t.caption, t.section,
         t.unit_note, json.dumps([f.model_dump() for f in t.footnotes]), nt.conditions,
         t.header_rows, t.n_rows, t.n_cols, nt.unit, nt.scale, t.method, t.quality])
    out["columns"].extend(
        [table_id, c.index, " > ".join(c.path), c.sql_name, c.type, c.concept, c.concept_rule,
         c.unit, c.scale] for c in nt.columns)
    out["rows"].extend(
        [table_id, r.index, " > ".join(r.label_path), r.concept, r.concept_rule, r.is_total,
         r.is_subtotal, r.unit] for r in nt.rows)
    typed = {(c.row, c.col): c for c in nt.cells}
    cells = out["cells"]
    for c in t.cells:
        nc = typed.get((c.row, c.col))
        v = nc.value if nc else None
        box = c.bbox or (None, None, None, None)
        cells.append([
            f"{table_id}:{c.row}:{c.col}", table_id, c.row, c.col, c.row_span, c.col_span, c.text,
            c.page, *box, nc is None,
            v.kind if v else None, v.number if v else None, v.printed if v else None,
            v.low if v else None, v.high if v else None, v.unit if v else None,
            v.scale if v else None, v.markers if v else []])
    return typed


def _create_typed_table(cur: duckdb.DuckDBPyConnection, nt: NormalizedTable, typed: dict) -> None:
    """One SQL table per extracted table: a row per body row, a typed column per table column."""
    names = ["_row", "_label", "_is_total", "_is_subtotal"]
    kinds = ["INTEGER", "VARCHAR", "BOOLEAN", "BOOLEAN"]
    for col in nt.columns:
        names.append(col.sql_name)
        kinds.append("DOUBLE" if col.type in NUMERIC_KINDS else "VARCHAR")
        if col.type == "range":
            names += [col.sql_name + "_low", col.sql_name + "_high"]
            kinds += ["DOUBLE", "DOUBLE"]
    defs = [f"{quote_ident(n)} {k}" for n, k in zip(names, kinds)]
    cur.execute(f"CREATE TABLE {quote_ident(nt.sql_name)} ({', '.join(defs)})")
    records = []
    for row in nt.rows:
        rec: list = [row.index, " > ".join(row.label_path), row.is_total, row.is_subtotal]
        for col in nt.columns:
            cell = typed.get((row.index, col.index))
            value = cell.value if cell else None
            if col.type in NUMERIC_KINDS:
                rec.append(value.number if value else None)
            else:
                rec.append(value.raw if value and value.kind != "null" else None)
            if col.type == "range":
                rec += [value.low if value else None, value.high if value else None]
        records.append(rec)
    bulk_insert(cur, nt.sql_name, kinds, records)
