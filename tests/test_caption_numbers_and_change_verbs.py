"""A caption's own table number ("Table 2: Response times") is the table's place in the document,
not a figure: it does not account for a number the question says ("a Severity 2 incident"), which
must then pick the line printing it. And a change said by what the company did to a figure ("reduce
its borrowings", "paid down") is the change between the two years named."""
from __future__ import annotations

import pytest

from tabsql.answer import ask
from tabsql.catalog import Catalog

from catalogs import ingested
from pdfs import Grid, Heading, build_pdf


@pytest.fixture(scope="module")
def catalog(tmp_path_factory) -> Catalog:
    folder = tmp_path_factory.mktemp("captions")
    build_pdf(folder / "quillon_service_levels.pdf", [
        Heading("Quillon Cloud — Service levels"),
        Heading("Table 1: Plans", level=2),
        Grid([["Plan", "Annual fee (USD)"], ["Bronze", "1,200"], ["Silver", "2,400"], ["Gold", "4,800"]], style="booktabs"),
        Heading("Table 2: Resolution targets", level=2),
        Grid([["Resolution target (hours)", "Bronze", "Silver", "Gold"],
              ["Priority 1 (outage)", "12", "6", "2"],
              ["Priority 2 (degraded)", "36", "18", "6"],
              ["Priority 3 (question)", "96", "48", "24"]], style="grid"),
    ])
    build_pdf(folder / "marrick_summary_2025.pdf", [
        Heading("Marrick Tools plc — Annual summary 2025"),
        Heading("Balance sheet (GBP million)", level=2),
        Grid([["", "2025", "2024"],
              ["Total assets", "1,240.5", "1,198.0"],
              ["Bank borrowings", "310.0", "355.0"],
              ["Total equity", "702.3", "650.1"]], style="booktabs"),
    ])
    with ingested(folder, "captions.duckdb") as cat:
        yield cat


def test_the_number_a_line_prints_picks_it_not_the_tables_number(catalog):
    a = ask(catalog, "Resolution target for a Priority 2 incident on Quillon Silver?")
    assert a.status == "answered" and a.value == 18.0, a.answer


def test_reduce_asks_the_change_between_the_years(catalog):
    a = ask(catalog, "By how much did Marrick reduce its bank borrowings between 2024 and 2025?")
    assert a.status == "answered" and abs(abs(a.value) - 45e6) < 1, a.answer


def test_an_equity_ratio_defined_in_brackets_with_over(catalog):
    a = ask(catalog, "What was Marrick's equity ratio (total equity over total assets) at the end of 2025?")
    assert a.status == "answered" and abs(a.value - 702.3 / 1240.5 * 100) < 0.01, a.answer
