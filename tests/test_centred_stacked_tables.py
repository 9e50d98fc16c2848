"""Two tables of different widths, each centred under its heading, one under the other: their
columns do not line up (the narrow one's amounts fall under the wide one's labels), so they are two
tables. (They were read as one, the narrow table's rows swallowed into the wide one's header.)"""
from __future__ import annotations

from pathlib import Path

from tabsql.extract import extract_document
from tests.pdfs import Grid, Heading, build_pdf


def test_a_narrow_table_over_a_wide_one_is_two_tables(tmp_path: Path) -> None:
    pdf = build_pdf(tmp_path / "two.pdf", [
        Heading("Overview of consolidated results", level=2),
        Grid([["($ in millions)", "2022", "2021"], ["Sales", "8,747", "8,958"],
              ["Income from operations", "581", "870"], ["Net income", "342", "893"]], style="booktabs"),
        Heading("Non-GAAP reconciliation", level=2),
        Grid([["($ in millions)", "2022", "2021"],
              ["Income from continuing operations before income taxes", "524", "1,240"],
              ["Interest expense, net", "(15)", "(14)"], ["EBIT", "539", "1,254"]], style="booktabs"),
    ])
    tables = extract_document(pdf).tables
    labels = [[p[-1] for p in t.row_paths if p] for t in tables]
    assert labels == [["Sales", "Income from operations", "Net income"],
                      ["Income from continuing operations before income taxes", "Interest expense, net", "EBIT"]], labels
