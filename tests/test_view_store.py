"""The stored views: each table's view and BM25 records are packed at ingest, and a question unpacks
them instead of parsing the table's model again; a view stored by other code, or damaged, is made
from the model as before, with the same answers."""
from __future__ import annotations

import pickle
import shutil
import zlib
from pathlib import Path

import pytest

from tabsql import term_index
from tabsql.answer import ask
from tabsql.catalog import Catalog
from tabsql.query_router.index import CatalogIndex
from tabsql.query_router.readers import open_domain
from tabsql.query_router.retrieval import table_records
from tests.pdfs import report_pdf

QUESTIONS = ["What was the revenue of Alpha in 2024?", "How many employees did Borealis have in 2023?",
             "What were the operating costs of Borealis in 2024?", "What was the revenue in 2024?",
             "What is the average revenue of Alpha over 2023 and 2024?", "What is the total revenue in 2024?"]


@pytest.fixture
def catalog(tmp_path: Path) -> Path:
    folder = tmp_path / "pdfs"
    folder.mkdir()
    for company, revenue, staff in (("Alpha", "1,250", "120"), ("Borealis", "3,400", "310")):
        report_pdf(folder / f"{company.lower()}-2024.pdf", f"{company} Holdings Annual Report 2024", [
            ["in EUR thousand", "2024", "2023"],
            ["Revenue", revenue, "900"],
            ["Operating costs", "700", "650"],
            ["Employees", staff, "110"],
        ])
    db = tmp_path / "c.duckdb"
    with Catalog(db) as cat:
        cat.ingest([folder])
    return db


def _answers(db: Path) -> list[tuple]:
    with Catalog(db, read_only=True) as cat:
        return [(a.status, a.value, a.answer, sorted((c.document, c.row, c.column) for c in a.citations))
                for a in (ask(cat, q) for q in QUESTIONS)]


def _copy(db: Path, name: str) -> Path:
    """A copy under another path: nothing this process remembers of ``db`` applies to it."""
    other = db.with_name(name)
    shutil.copy(db, other)
    return other


def test_ingest_stores_every_tables_view_and_questions_read_them(catalog: Path) -> None:
    with Catalog(catalog, read_only=True) as cat:
        n_tables = cat.con.execute("SELECT count(*) FROM index_tables").fetchone()[0]
        stored = cat.con.execute("SELECT count(*) FROM index_store WHERE ord >= 0 AND version = ?",
                                 [term_index.STORE_VERSION]).fetchone()[0]
    assert n_tables == stored == 2
    before = _answers(catalog)
    assert before[0][:2] == ("answered", 1_250_000) and before[1][:2] == ("answered", 110)
    # the models gone: every answer still comes, from the stored views alone
    models_gone = _copy(catalog, "no-models.duckdb")
    with Catalog(models_gone) as cat:
        cat.con.execute("UPDATE index_tables SET model = NULL")
    assert _answers(models_gone) == before


def test_views_stored_by_other_code_are_made_again(catalog: Path) -> None:
    before = _answers(catalog)
    older = _copy(catalog, "older.duckdb")
    with Catalog(older) as cat:
        cat.con.execute("UPDATE index_store SET version = 'older', view = NULL")
    assert _answers(older) == before  # read-only: the views are made from the models
    with Catalog(older) as cat:  # opened for writing: stored again by this code
        assert term_index.stale(cat.con) == []
        assert cat.con.execute("SELECT count(*) FROM index_store WHERE version = ? AND view IS NOT NULL",
                               [term_index.STORE_VERSION]).fetchone()[0] == 2
    assert _answers(older) == before


class _Run:
    def __init__(self, marker: str):
        self.marker = marker

    def __reduce__(self):
        return (Path.touch, (Path(self.marker),))


def test_a_stored_blob_naming_other_code_is_not_run(catalog: Path, tmp_path: Path) -> None:
    before = _answers(catalog)
    marker = tmp_path / "ran"
    tampered = _copy(catalog, "tampered.duckdb")
    with Catalog(tampered) as cat:
        cat.con.execute("UPDATE index_store SET view = ? WHERE ord >= 0",
                        [zlib.compress(pickle.dumps(_Run(str(marker))))])
    assert _answers(tampered) == before  # the views are made from the models instead
    assert not marker.exists()


def test_a_deleted_documents_views_are_gone(catalog: Path) -> None:
    with Catalog(catalog) as cat:
        alpha = next(d.id for d in cat.documents() if d.name == "alpha-2024.pdf")
        assert cat.delete(alpha)
        assert cat.con.execute("SELECT count(*) FROM index_store WHERE doc_id = ?", [alpha]).fetchone()[0] == 0
        ans = ask(cat, "What was the revenue of Alpha in 2024?")
        assert ans.value != 1_250_000 and "alpha-2024.pdf" not in {c.document for c in ans.citations}


def test_a_stored_views_cells_are_read_on_first_use_and_are_the_models(catalog: Path) -> None:
    fresh = _copy(catalog, "fresh.duckdb")  # no view of it in this process yet
    with Catalog(fresh, read_only=True) as cat:
        docs = {d.id: d for d in cat.documents()}
        views = term_index.scope(cat).full(cat).tables
        # unpacked without their cells: the grid, the model's cells, the records' texts wait for a reader
        assert views and all("grid" not in tv.__dict__ for tv in views)
        for tv in views:
            doc = docs[tv.key.split("/")[0]]
            nt = next(t for t in doc.tables if t.table.id == tv.nt.table.id)
            made = CatalogIndex._table_view(doc, nt, tv.doc_years)
            # what the open-domain reader reads of the cells is kept with the view, as it reads it
            siblings = [CatalogIndex._table_view(doc, t, tv.doc_years) for t in doc.tables]
            assert tv.__dict__["_header_years"] == {tuple(t.key for t in siblings): open_domain._header_years(made, siblings)}
            assert tv.__dict__["_numbered"] == {r.row.index for r in made.rows if open_domain._holds_number(made, r)}
            assert tv.grid == made.grid and "grid" in tv.__dict__
            assert tv.nt == nt and list(tv.nt.cells) == nt.cells and tv.nt.table.cells == nt.table.cells
            assert pickle.loads(pickle.dumps(tv.nt.cells)) == nt.cells  # pickled as the list it stands for
            assert tv.cell_records.records == table_records(made).records
            assert tv.cell_records.keys == [r.key for r in tv.cell_records.records]
    assert _answers(fresh) == _answers(catalog)
