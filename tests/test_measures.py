"""Derived measures (tabsql/data/measures.yaml) computed from the cited cells of the lines that
define them, on reportlab statements through ingest and ask()."""
from __future__ import annotations

from pathlib import Path

import pytest

from tabsql.answer import ask
from tests.catalogs import ingested
from tests.pdfs import Break, Grid, Heading, Note, build_pdf


def _statements(d: Path) -> Path:
    build_pdf(d / "lumen_2019.pdf", [
        Heading("Lumen Instruments plc - Annual report 2019"),
        Heading("Consolidated income statement (EUR thousands)", level=2),
        Grid([["", "2019", "2018"], ["Revenue", "12,000", "10,000"], ["Cost of sales", "(7,200)", "(6,300)"],
              ["Gross profit", "4,800", "3,700"], ["Operating income", "1,500", "1,100"],
              ["Depreciation and amortization", "400", "380"], ["Net income", "900", "700"]], style="booktabs"),
        Note("All figures in EUR thousands."), Break(),
        Heading("Consolidated balance sheet (EUR thousands)", level=2),
        Grid([["", "2019", "2018"], ["Inventories", "1,100", "900"], ["Total current assets", "5,000", "4,400"],
              ["Total assets", "20,000", "16,000"], ["Total current liabilities", "2,500", "2,200"],
              ["Total equity", "9,000", "8,000"]], style="booktabs"),
        Note("All figures in EUR thousands."), Break(),
        Heading("Consolidated cash flow statement (EUR thousands)", level=2),
        Grid([["", "2019", "2018"], ["Net cash provided by operating activities", "2,100", "1,800"],
              ["Purchases of property and equipment", "(650)", "(500)"]], style="booktabs"),
        Note("All figures in EUR thousands."),
    ])
    return d


@pytest.fixture(scope="module")
def statements(tmp_path_factory):
    with ingested(_statements(tmp_path_factory.mktemp("measures")), "m.duckdb") as cat:
        yield cat


@pytest.mark.parametrize("question, value, cited", [
    ("What was the free cash flow in 2019?", (2_100 - 650) * 1e3, 2),
    ("What was EBITDA in 2019?", (1_500 + 400) * 1e3, 2),
    ("What was the capital expenditure in 2019?", 650 * 1e3, 1),
    ("What was the gross margin in 2019?", 4_800 / 12_000 * 100, 2),
    ("What was the net margin in 2019?", 900 / 12_000 * 100, 2),
    ("What was the return on assets in 2019?", 900 / ((20_000 + 16_000) / 2) * 100, 3),  # average assets
    ("What was the quick ratio in 2019?", (5_000 - 1_100) / 2_500, 3),
])
def test_a_derived_measure_is_computed_from_cited_cells(statements, question, value, cited):
    a = ask(statements, question)
    assert a.status == "answered" and a.verified, a.answer
    assert a.value == pytest.approx(value, rel=1e-9)
    assert len(a.citations) == cited and a.sql and "_label" in a.sql


def test_a_measure_whose_lines_are_missing_is_not_computed(statements):
    a = ask(statements, "What was the days payables outstanding in 2019?")  # no trade payables line
    assert a.status != "answered", a.answer
