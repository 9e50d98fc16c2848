"""A local ingest's worker stages each document's catalog rows, views and index entries in a file of
its own; the writer (the API server, which answers questions meanwhile) only has DuckDB copy them in
(issue 12: an API write must not stall asks). Through a real server on 127.0.0.1 and real catalog
files: an upload builds no rows or views in the server's process, questions are answered while it
runs and about it as soon as it returns, and a staged document that cannot be copied, or whose id
was taken meanwhile, leaves nothing half-written."""
from __future__ import annotations

import threading
from collections.abc import Iterator
from pathlib import Path

import duckdb
import pytest

from pdf_api import price_list
from test_api import make_keys, start_server, upload
from tabsql import catalog_rows, term_index
from tabsql.catalog import Catalog
from tabsql.catalog_rows import document_id
from tabsql.ingest_worker import IngestLimits, LocalRunner, Prepared, StageTo

ROW_TABLES = ("documents", "tables", "columns", "rows", "cells", "index_documents", "index_tables", "index_store")


def _counted(monkeypatch, module, name: str) -> list[int]:
    """Count this process's calls of ``module.name`` (the real function still runs)."""
    calls = [0]
    real = getattr(module, name)

    def counting(*args, **kwargs):
        calls[0] += 1
        return real(*args, **kwargs)
    monkeypatch.setattr(module, name, counting)
    return calls


def test_an_upload_is_built_in_the_worker_and_answerable_when_it_returns(tmp_path: Path, monkeypatch) -> None:
    pytest.importorskip("tabsql.answer")
    monkeypatch.setenv("TABSQL_STAGE_MIN_TABLES", "1")  # these one-table lists are staged too
    db = tmp_path / "api.duckdb"
    [(key, _)] = make_keys(db, ["A"])
    first = price_list(tmp_path / "a.pdf", "Supplier A", [("Widget", "EUR 12.50"), ("Gadget", "EUR 40.00")])
    second = price_list(tmp_path / "c.pdf", "Supplier C", [("Sprocket", "EUR 77.00"), ("Flange", "EUR 13.25")])
    api = start_server(db)
    try:
        with api.client(key) as c:
            assert upload(c, {"supplier-a.pdf": first}).status_code == 200
        # the server runs in this process: count what it builds while the next upload is written
        views = _counted(monkeypatch, term_index, "write")
        rows = _counted(monkeypatch, catalog_rows, "insert_document")
        asked: list[dict] = []
        done = threading.Event()

        def ask_meanwhile() -> None:
            with api.client(key) as c:
                while not done.is_set():
                    r = c.post("/v1/ask", json={"question": "What is the unit price of the Gadget?"})
                    asked.append({"http": r.status_code, **(r.json() if r.status_code == 200 else {})})

        asker = threading.Thread(target=ask_meanwhile)
        asker.start()
        try:
            with api.client(key) as c:
                r = upload(c, {"supplier-c.pdf": second})
                assert r.status_code == 200, r.text
                assert r.json()["ingested"][0]["document"] == "supplier-c.pdf"
                now = c.post("/v1/ask", json={"question": "What is the unit price of the Flange?"}).json()
        finally:
            done.set()
            asker.join(timeout=120)
        assert views[0] == 0 and rows[0] == 0  # no view, index entry or row built by the server
        assert now["status"] == "answered" and now["value"] == pytest.approx(13.25), now
        assert {c["document"] for c in now["citations"]} == {"supplier-c.pdf"}
        assert asked and all(a["http"] == 200 and a["status"] == "answered" and a["value"] == pytest.approx(40.0)
                             for a in asked), asked
    finally:
        api.stop()


def _catalog_rows(db: Path) -> dict[str, list]:
    """Every row of the catalog's tables and typed tables (sorted; ``ingested_at`` left out; each
    stored view unpacked, since a pickle's bytes follow set order, which differs between processes)."""
    con = duckdb.connect(str(db), read_only=True)
    try:
        out: dict[str, list] = {}
        names = [n for (n,) in con.execute("SELECT table_name FROM duckdb_tables() WHERE database_name = "
                                           "current_database() ORDER BY table_name").fetchall()]
        for name in names:
            rows = con.execute(f'SELECT * EXCLUDE (ingested_at) FROM "{name}"' if name == "documents"
                               else f'SELECT * FROM "{name}"').fetchall()
            if name == "index_store":
                rows = [r[:3] + ((_view_state(term_index.unpacked(r[3])) if r[3] is not None else None),) for r in rows]
            out[name] = sorted(rows, key=repr)
        return out
    finally:
        con.close()


def _view_state(tv) -> str:
    """A stored view's content, with its sets and dicts written in sorted order."""
    def plain(x, above: tuple):
        if isinstance(x, (set, frozenset)):
            return sorted(repr(plain(v, above)) for v in x)
        if isinstance(x, dict):
            return sorted((repr(k), plain(v, above)) for k, v in x.items())
        if isinstance(x, (list, tuple)):
            return [plain(v, above) for v in x]
        if hasattr(x, "__dict__") or hasattr(type(x), "__slots__"):
            if id(x) in above:
                return "<cycle>"
            state = dict(getattr(x, "__dict__", {}))
            state.update({s: getattr(x, s) for s in getattr(type(x), "__slots__", ()) if hasattr(x, s)})
            return [type(x).__name__, plain(state, (*above, id(x)))]
        return x
    return repr(plain(tv, ()))


class StagingRunner:
    """The real local workers, staging every document (however few its tables), counting those staged."""

    def __init__(self):
        self.local = LocalRunner(IngestLimits(workers=1, stage_min_tables=1))
        self.staged = 0

    def run(self, paths: list[Path], stage: StageTo | None = None) -> Iterator[tuple[Path, Prepared]]:
        for path, result in self.local.run(paths, stage):
            self.staged += result.staged is not None
            yield path, result

    def close(self) -> None:
        self.local.close()


class ModelRunner:
    """The real local workers, sending each document's model back for the writer to insert (as
    a Ray cluster's tasks do): the way every local ingest was written before staging."""

    def __init__(self):
        self.local = LocalRunner(IngestLimits(workers=1))

    def run(self, paths: list[Path], stage: StageTo | None = None) -> Iterator[tuple[Path, Prepared]]:
        return self.local.run(paths)

    def close(self) -> None:
        self.local.close()


def test_a_staged_document_is_stored_as_the_writer_stores_its_model(tmp_path: Path) -> None:
    pdfs = [tmp_path / "p.pdf", tmp_path / "q.pdf"]
    price_list(pdfs[0], "Supplier P", [("Nut", "EUR 1.10"), ("Bolt", "EUR 2.20")])
    price_list(pdfs[1], "Supplier Q", [("Pin", "EUR 3.30"), ("Cog", "EUR 4.40")])
    staging = StagingRunner()
    try:
        with Catalog(tmp_path / "staged.duckdb") as cat:
            summary = cat.ingest(pdfs, groups=["G"], runner=staging, staging=tmp_path)
            assert len(summary.ingested) == 2
    finally:
        staging.close()
    assert staging.staged == 2
    runner = ModelRunner()
    try:
        with Catalog(tmp_path / "direct.duckdb") as cat:
            assert len(cat.ingest(pdfs, groups=["G"], runner=runner).ingested) == 2
    finally:
        runner.close()
    assert _catalog_rows(tmp_path / "staged.duckdb") == _catalog_rows(tmp_path / "direct.duckdb")


class DamagingRunner:
    """The real local workers, with one staged file damaged before the writer copies it (as a
    full disk or a killed worker might leave it)."""

    def __init__(self, damage: str):
        self.local = LocalRunner(IngestLimits(workers=1, stage_min_tables=1))
        self.damage = damage

    def run(self, paths: list[Path], stage: StageTo | None = None) -> Iterator[tuple[Path, Prepared]]:
        for path, result in self.local.run(paths, stage):
            if path.name == self.damage:
                assert result.staged is not None, "the worker staged no file"
                con = duckdb.connect(result.staged.path)
                con.execute("DROP TABLE cells")  # copied after the document, its typed tables and rows
                con.close()
            yield path, result

    def close(self) -> None:
        self.local.close()


def test_a_staged_file_that_cannot_be_copied_leaves_nothing_and_stops_no_batch(tmp_path: Path) -> None:
    pdfs = [tmp_path / "good.pdf", tmp_path / "damaged.pdf"]
    price_list(pdfs[0], "Supplier G", [("Nut", "EUR 1.10")])
    price_list(pdfs[1], "Supplier D", [("Cam", "EUR 7.70")])
    runner = DamagingRunner("damaged.pdf")
    db = tmp_path / "c.duckdb"
    try:
        with Catalog(db) as cat:
            summary = cat.ingest(pdfs, groups=["G"], runner=runner, staging=tmp_path)
            stored = list(cat.files.root.glob("*.pdf"))
    finally:
        runner.close()
    assert [i.document for i in summary.ingested] == ["good.pdf"]
    assert [(f.document, f.status) for f in summary.failed] == [("damaged.pdf", 500)]
    con = duckdb.connect(str(db), read_only=True)
    try:
        (good_id,) = con.execute("SELECT id FROM documents").fetchone()
        for table in ROW_TABLES:  # only the good document's rows
            column = {"documents": "id", "tables": "document_id", "index_documents": "doc_id",
                      "index_tables": "doc_id", "index_store": "doc_id"}.get(table, "split_part(table_id, ':', 1)")
            assert con.execute(f"SELECT count(*) FROM {table} WHERE {column} <> ?", [good_id]).fetchone()[0] == 0
        typed = {n for (n,) in con.execute("SELECT table_name FROM duckdb_tables() WHERE table_name NOT IN "
                                           "(SELECT unnest(?::VARCHAR[]))", [list(ROW_TABLES)]).fetchall()}
        assert typed and all(n.startswith("good_") for n in typed), typed
        assert not con.execute("SELECT count(*) FROM duckdb_databases() WHERE database_name LIKE 'staged%'").fetchone()[0]
    finally:
        con.close()
    assert len(stored) == 1  # the damaged document's PDF was not kept


def test_a_staged_document_whose_id_was_taken_is_stored_under_another(tmp_path: Path) -> None:
    pdf = tmp_path / "r.pdf"
    price_list(pdf, "Supplier R", [("Rod", "EUR 5.50")])
    other = tmp_path / "o.pdf"
    price_list(other, "Supplier O", [("Hub", "EUR 6.60")])
    db = tmp_path / "c.duckdb"
    with Catalog(db) as cat:
        cat.ingest([other], groups=["G"])
        (held,) = cat.documents()
        from tabsql.extract.pdf_open import sha256_of

        wanted = document_id(sha256_of(pdf), ["G"])
        cat.delete(held.id)
        held.id = wanted[:6] + "0" * 10  # another document already holds the staged id's prefix
        cat.write_document(held)
        staging = StagingRunner()
        try:
            summary = cat.ingest([pdf], groups=["G"], runner=staging, staging=tmp_path)
        finally:
            staging.close()
        assert staging.staged == 1
        assert [i.document for i in summary.ingested] == ["r.pdf"] and not summary.failed
        docs = {d.name: d for d in cat.documents()}
    new = docs["r.pdf"]
    assert new.id[:6] != wanted[:6]
    assert new.tables and all(f"_{new.id[:6]}_" in nt.sql_name for nt in new.tables)
    con = duckdb.connect(str(db), read_only=True)
    try:
        assert con.execute("SELECT count(*) FROM index_store WHERE doc_id = ?", [new.id]).fetchone()[0] >= 2
        for nt in new.tables:
            assert con.execute(f'SELECT count(*) FROM "{nt.sql_name}"').fetchone()[0] >= 1
    finally:
        con.close()


def test_a_document_of_fewer_tables_than_the_setting_is_sent_back_not_staged(tmp_path: Path) -> None:
    pdf = tmp_path / "s.pdf"
    price_list(pdf, "Supplier S", [("Axle", "EUR 8.80")])
    with LocalRunner(IngestLimits(workers=1, stage_min_tables=2)) as runner:
        [(_, result)] = list(runner.run([pdf], StageTo(folder=str(tmp_path), groups=["G"])))
    assert result.staged is None and result.held is None
    assert result.doc is not None and len(result.doc.tables) == 1
    assert not list(tmp_path.glob("doc-*"))  # nothing left for a stager
