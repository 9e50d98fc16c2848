"""Small tables stacked on one page under section headings, with different numbers of columns: each
is read as a table of its own. (The lines ran on as one block whose columns did not line up, and the
page gave no table at all.)"""
from __future__ import annotations

from pathlib import Path

from tabsql.extract import extract_document
from tests.pdfs import STACKED_REVENUE_TABLES, stacked_filing


def test_stacked_tables_of_three_and_four_columns_under_headings(tmp_path: Path) -> None:
    tables = extract_document(stacked_filing(tmp_path / "stacked.pdf", "Kestrel Robotics, Inc. Annual Report 2022")).tables
    labels = [[p[-1] for p in t.row_paths if p] for t in tables]
    assert labels == [["Kestrel", "S&P 500 Index"]] + [[r[0] for r in rows] for _, rows in STACKED_REVENUE_TABLES], labels
    assert [len(t.column_paths) for t in tables] == [4] + [3] * len(STACKED_REVENUE_TABLES)
