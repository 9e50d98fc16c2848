"""The answer index stored in the catalog: kept per document through ingest, delete, groups and
catalogs written before it existed; a question over a large scope reads only the tables it touches."""
from __future__ import annotations

from pathlib import Path

import pytest

from tabsql import term_index
from tabsql.answer import ask
from tabsql.catalog import Catalog
from tests.pdfs import annual_report


@pytest.fixture
def reports(tmp_path: Path) -> Path:
    folder = tmp_path / "pdfs"
    folder.mkdir()
    annual_report(folder, "Alpha", "1,250", "120")
    annual_report(folder, "Borealis", "3,400", "310")
    annual_report(folder, "Cygnus", "5,600", "480")
    return folder


def _cited(ans) -> set[str]:
    return {c.document for c in ans.citations}


def test_a_deleted_document_is_never_cited(reports: Path, tmp_path: Path) -> None:
    with Catalog(tmp_path / "c.duckdb") as cat:
        cat.ingest([reports])
        ans = ask(cat, "What was the revenue of Alpha in 2024?")
        assert ans.status == "answered" and ans.value == 1_250_000 and _cited(ans) == {"alpha-2024.pdf"}
        alpha = next(d.id for d in cat.documents() if d.name == "alpha-2024.pdf")
        assert cat.delete(alpha)
        assert cat.con.execute("SELECT count(*) FROM index_tables WHERE doc_id = ?", [alpha]).fetchone()[0] == 0
        for q in ("What was the revenue of Alpha in 2024?", "What was the revenue in 2024?",
                  "How many employees did Alpha have in 2024?"):
            again = ask(cat, q)
            assert "alpha-2024.pdf" not in _cited(again), q
            assert again.value != 1_250_000
        assert ask(cat, "What was the revenue of Borealis in 2024?").value == 3_400_000


def test_a_group_scoped_ask_never_sees_another_groups_tables(reports: Path, tmp_path: Path) -> None:
    with Catalog(tmp_path / "c.duckdb") as cat:
        cat.ingest([reports / "alpha-2024.pdf"], groups=["north"])
        cat.ingest([reports / "borealis-2024.pdf", reports / "cygnus-2024.pdf"], groups=["south"])
        own = ask(cat, "What was the revenue of Alpha in 2024?", groups=["north"])
        assert own.value == 1_250_000 and _cited(own) == {"alpha-2024.pdf"}
        for q in ("What was the revenue of Alpha in 2024?", "What was the revenue in 2024?",
                  "What is the total revenue in 2024?"):
            other = ask(cat, q, groups=["south"])
            assert "alpha-2024.pdf" not in _cited(other), q
        scoped = ask(cat, "What was the revenue in 2024?", groups=["south"], documents=["cygnus-2024.pdf"])
        assert scoped.value == 5_600_000 and _cited(scoped) == {"cygnus-2024.pdf"}
        nothing = ask(cat, "What was the revenue in 2024?", groups=["south"], documents=["alpha-2024.pdf"])
        assert nothing.status == "not_found" and not nothing.citations


QUESTIONS = ["What was the revenue of Alpha in 2024?", "How many employees did Cygnus have in 2023?",
             "What were the operating costs of Borealis in 2024?", "What was the revenue in 2024?",
             "What is the average revenue of Alpha over 2023 and 2024?"]


def _answers(cat: Catalog, **kw) -> list[tuple]:
    return [(a.status, a.value, sorted(_cited(a))) for a in (ask(cat, q, **kw) for q in QUESTIONS)]


def test_a_catalog_written_before_the_index_keeps_its_answers(reports: Path, tmp_path: Path) -> None:
    db = tmp_path / "old.duckdb"
    with Catalog(db) as cat:
        cat.ingest([reports])
        before = _answers(cat)
        cat.con.execute("DROP TABLE index_tables")  # as the code before the stored index wrote it
        cat.con.execute("DROP TABLE index_documents")
    with Catalog(db, read_only=True) as cat:  # read-only: indexed in memory from the stored models
        assert _answers(cat) == before
    with Catalog(db) as cat:  # opened for writing: indexed in the catalog, once
        assert term_index.stale(cat.con) == []
        assert cat.con.execute("SELECT count(DISTINCT doc_id) FROM index_tables").fetchone()[0] == 3
        assert _answers(cat) == before


def test_an_index_from_other_code_is_rebuilt(reports: Path, tmp_path: Path) -> None:
    db = tmp_path / "c.duckdb"
    with Catalog(db) as cat:
        cat.ingest([reports])
        before = _answers(cat)
        cat.con.execute("UPDATE index_documents SET version = 'older'")
        cat.con.execute("UPDATE index_tables SET terms = []")  # what older code would have stored
    with Catalog(db) as cat:
        assert term_index.stale(cat.con) == []
        assert _answers(cat) == before


def test_a_large_scope_reads_only_the_tables_a_question_touches(reports: Path, tmp_path: Path,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    with Catalog(tmp_path / "c.duckdb") as cat:
        cat.ingest([reports])
        whole = _answers(cat)
        monkeypatch.setattr(term_index, "FULL_SCAN_TABLES", 0)
        monkeypatch.setattr(term_index, "CANDIDATES", 1)
        scope = term_index.scope(cat)
        idx = scope.for_question(cat, "What was the revenue of Cygnus in 2024?")
        assert [tv.doc.name for tv in idx.tables] == ["cygnus-2024.pdf"]
        assert len(idx.docs) == 3 and idx.idf == scope.full(cat).idf  # statistics of the whole scope
        assert _answers(cat)[:3] == whole[:3]
