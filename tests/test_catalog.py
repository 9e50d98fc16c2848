"""The DuckDB catalog: transactional ingest, skip of unchanged files, bad files in a batch."""
from __future__ import annotations

from pathlib import Path

import duckdb
import pytest

from tabsql.catalog import Catalog


def counts(db: Path | duckdb.DuckDBPyConnection) -> dict[str, int]:
    con = db if isinstance(db, duckdb.DuckDBPyConnection) else duckdb.connect(str(db), read_only=True)
    try:
        return {t: con.execute(f"SELECT count(*) FROM {t}").fetchone()[0]
                for t in ("documents", "tables", "columns", "rows", "cells")}
    finally:
        if con is not db:
            con.close()


def test_ingest_writes_catalog_and_typed_tables(price_lists: Path, db_path: Path) -> None:
    with Catalog(db_path) as cat:
        summary = cat.ingest([price_lists])
        assert [i.document for i in summary.ingested] == ["supplier-a-2025.pdf", "supplier-b-2025.pdf"]
        assert summary.failed == [] and summary.skipped == []
        docs = cat.documents()
        assert len(docs) == 2 and all(d.tables for d in docs)
        table = docs[1].tables[0]
        rows = cat.con.execute(f'SELECT _label FROM "{table.sql_name}" ORDER BY _row').fetchall()
        assert [r[0] for r in rows] == ["1-99", "100-499", "500+"]
        fee = cat.con.execute(
            "SELECT value, unit, raw FROM facts WHERE document = 'supplier-b-2025.pdf' "
            "AND row_label = '100-499' AND column_path = 'Standard'").fetchall()
        assert fee == [(120.0, "EUR", "EUR 120.00")]
    assert counts(db_path)["documents"] == 2


def test_ingesting_twice_adds_nothing(price_lists: Path, db_path: Path) -> None:
    with Catalog(db_path) as cat:
        cat.ingest([price_lists])
    before = counts(db_path)
    with Catalog(db_path) as cat:
        again = cat.ingest([price_lists])
    assert again.ingested == [] and len(again.skipped) == 2
    assert counts(db_path) == before


def test_bad_files_fail_alone(price_lists: Path, db_path: Path, tmp_path: Path) -> None:
    good = (price_lists / "supplier-a-2025.pdf").read_bytes()
    (price_lists / "truncated.pdf").write_bytes(good[: len(good) // 3])
    (price_lists / "empty.pdf").write_bytes(b"")
    (price_lists / "notes.pdf").write_text("just some text, not a PDF")
    with Catalog(db_path) as cat:
        summary = cat.ingest([price_lists])
    failed = {f.document: f.error for f in summary.failed}
    assert set(failed) == {"truncated.pdf", "empty.pdf", "notes.pdf"}
    assert all(reason and "\n" not in reason for reason in failed.values())
    assert len(summary.ingested) == 2
    assert counts(db_path)["documents"] == 2


def test_failed_write_leaves_nothing(price_lists: Path, db_path: Path) -> None:
    with Catalog(db_path) as cat:
        cat.ingest([price_lists / "supplier-a-2025.pdf"])
        before = counts(cat.con)
        doc = cat.documents()[0].model_copy(deep=True)
        doc.id, doc.name, doc.sha256 = "f" * 16, "copy.pdf", "f" * 64
        doc.tables.append(doc.tables[0].model_copy(deep=True))  # same table id: the typed table clashes
        with pytest.raises(duckdb.Error):
            cat.write_document(doc)
        assert counts(cat.con) == before
        names = {r[0] for r in cat.con.execute("SELECT table_name FROM information_schema.tables").fetchall()}
        assert not any(n.startswith("copy_") for n in names)


def test_delete_removes_everything(price_lists: Path, db_path: Path) -> None:
    with Catalog(db_path) as cat:
        cat.ingest([price_lists])
        doc = cat.documents()[0]
        sql_names = [t.sql_name for t in doc.tables]
        assert cat.delete(doc.id)
        assert not cat.delete(doc.id)
        assert [d.name for d in cat.documents()] == ["supplier-b-2025.pdf"]
        left = {r[0] for r in cat.con.execute("SELECT table_name FROM information_schema.tables").fetchall()}
        assert not set(sql_names) & left
        assert cat.con.execute("SELECT count(*) FROM cells WHERE table_id LIKE ?", [doc.id + "%"]).fetchone()[0] == 0
