"""The rows one document adds to a catalog, and where they are made.

The catalog's one writer inserts them (``insert_document``), or, for a local ingest, a stager
process writes them into a staged file of the document's own (``stage``) and the writer copies that
file's rows in (``copy_staged``): DuckDB copies them, so the writer's process (an API server
answering questions meanwhile) builds no rows, views or index entries under its GIL.
"""
from __future__ import annotations

import hashlib
import json
import re
from datetime import datetime, timezone
from pathlib import Path

import duckdb

from tabsql import term_index
from tabsql.models import NormalizedDocument, NormalizedTable

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


def _slug(name: str) -> str:
    stem = Path(name).stem.lower()
    return re.sub(r"[^a-z0-9]+", "_", stem).strip("_")[:40] or "doc"

def document_id(sha: str, groups: list[str]) -> str:
    """A document's id from its content and the groups it is stored for (the content's own for no
    groups), never from what other groups hold; the writer takes another when its prefix is taken."""
    return sha[:16] if not groups else hashlib.sha256("\x00".join([sha, *groups]).encode()).hexdigest()[:16]


def insert_document(cur: duckdb.DuckDBPyConnection, doc: NormalizedDocument) -> None:
    """Insert one document's rows, typed tables and answer index (the caller holds the transaction)."""
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


# The catalog tables a document has rows in, besides its typed tables, in the order they are written.
_DOCUMENT_TABLES = ("tables", "columns", "rows", "cells", "index_documents", "index_tables", "index_store")


def stage(doc: NormalizedDocument, target: Path) -> None:
    """Write ``doc`` (its id, name and groups set) into a new catalog file of its own at ``target``,
    exactly as the writer would write it into the catalog (``insert_document``)."""
    con = duckdb.connect(str(target), config={"threads": 1, "async_threads": 0})  # no thread pools: a small footprint
    try:
        con.execute(SCHEMA)
        con.execute(term_index.SCHEMA)
        con.execute("BEGIN TRANSACTION")
        insert_document(con, doc)
        con.execute("COMMIT")
    finally:
        con.close()


def copy_staged(cur: duckdb.DuckDBPyConnection, alias: str, doc_id: str) -> None:
    """Copy the document staged in the attached file ``alias`` into the catalog (the caller holds
    the transaction): its rows, then each typed table, in the order ``insert_document`` wrote them.
    ``ingested_at`` is the time of the copy, as for a document the writer inserts itself."""
    source = quote_ident(alias)
    term_index.delete(cur, doc_id)
    cur.execute(f"INSERT INTO documents SELECT * REPLACE (?::TIMESTAMP AS ingested_at) FROM {source}.documents",
                [datetime.now(timezone.utc).replace(tzinfo=None)])
    for (sql_name,) in cur.execute(f"SELECT sql_name FROM {source}.tables ORDER BY rowid").fetchall():
        name = quote_ident(sql_name)
        cur.execute(f"CREATE TABLE {name} AS SELECT * FROM {source}.{name}")
    for table in _DOCUMENT_TABLES:
        cur.execute(f"INSERT INTO {table} SELECT * FROM {source}.{table}")
