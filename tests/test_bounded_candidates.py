"""A large scope's candidates (issue 12): a table printed alike in documents that read alike to the
question is read once, not once per copy, and the answers stay those of reading every table. PDFs
made here with reportlab, through ingest and ask(); the candidate path is forced on a small catalog."""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from tabsql import term_index
from tabsql.answer import ask
from tabsql.catalog import Catalog
from tests.pdfs import report_pdf

ROWS = [["in EUR thousand", "2024", "2023"], ["Revenue", "1,250", "900"], ["Operating costs", "700", "650"]]


def _report(folder: Path, name: str, revenue: str) -> Path:
    rows = [list(r) for r in ROWS]
    rows[1][1] = revenue
    return report_pdf(folder / name, "Alpha Holdings Annual Report 2024", rows)


@pytest.fixture
def catalog(tmp_path: Path) -> Path:
    """The same report in three groups' folders under three names, and in a fourth group a
    report alike but for its revenue."""
    src = tmp_path / "src"
    src.mkdir()
    first = _report(src, "alpha-2024.pdf", "1,250")
    db = tmp_path / "c.duckdb"
    with Catalog(db) as cat:
        for group, name in (("g1", "alpha-2024.pdf"), ("g2", "alpha-copy.pdf"), ("g3", "alpha-filed.pdf")):
            folder = tmp_path / group
            folder.mkdir()
            shutil.copy(first, folder / name)
            assert not cat.ingest([folder], groups=[group]).failed
        other = tmp_path / "g4"
        other.mkdir()
        assert not cat.ingest([_report(other, "alpha-restated.pdf", "1,310")], groups=["g4"]).failed
    return db


def _answer(cat: Catalog, question: str, groups: list[str] | None = None):
    ans = ask(cat, question, groups=groups)
    return ans.status, ans.value, [(c.document, c.row, c.column) for c in ans.citations]


def _loaded(cat: Catalog, question: str, groups: list[str] | None = None) -> list[str]:
    idx = term_index.scope(cat, groups).for_question(cat, question)
    return [tv.doc.name for tv in idx.tables]


def test_a_table_repeated_in_documents_alike_is_read_once(catalog: Path, monkeypatch) -> None:
    q = "What was the revenue in 2024?"
    with Catalog(catalog, read_only=True) as cat:
        whole = _answer(cat, q, ["g1", "g2", "g3"])
        monkeypatch.setattr(term_index, "FULL_SCAN_TABLES", 0)  # the candidate path, as at 10,000 tables
        assert _loaded(cat, q, ["g1", "g2", "g3"]) == ["alpha-2024.pdf"]  # the first of the three copies
        assert _answer(cat, q, ["g1", "g2", "g3"]) == whole
        assert whole[0] == "answered" and whole[1] == 1_250_000
        # a copy the question names (its file name's word, inside a longer token) is no twin
        named = "What was the revenue in 2024 in alpha-filed.pdf?"
        assert "alpha-filed.pdf" in _loaded(cat, named, ["g1", "g2", "g3"])
        monkeypatch.setattr(term_index, "FULL_SCAN_TABLES", 5000)
        whole = _answer(cat, named, ["g1", "g2", "g3"])
        monkeypatch.setattr(term_index, "FULL_SCAN_TABLES", 0)
        assert _answer(cat, named, ["g1", "g2", "g3"]) == whole and whole[2][0][0] == "alpha-filed.pdf"


def test_a_table_alike_but_for_a_value_is_still_read_and_still_a_rival(catalog: Path, monkeypatch) -> None:
    q = "What was the revenue in 2024?"
    with Catalog(catalog, read_only=True) as cat:
        whole = _answer(cat, q)
        monkeypatch.setattr(term_index, "FULL_SCAN_TABLES", 0)
        loaded = _loaded(cat, q)
        assert sorted(loaded) == ["alpha-2024.pdf", "alpha-restated.pdf"]  # one copy, and the restated report
        assert _answer(cat, q) == whole
        text = ask(cat, q).answer  # 1,250 or 1,310: refused, naming both tables
        assert whole[0] == "ambiguous" and "alpha-2024.pdf" in text and "alpha-restated.pdf" in text
