"""A count over the years ("how many of the years was R&D more than 5 million?") is a count,
even where another table prints a label that starts with the operation's words ("Number of
employees"): the lookup that such a label offers (arbiter rule 1) is kept only when it reads that
label; a lookup of the R&D line answered the count with the three values.

Real reportlab PDFs -> real extraction -> a real Catalog on a DuckDB file -> ask().
"""
from __future__ import annotations

import pytest

from tabsql.answer import ask
from tabsql.catalog import Catalog

from catalogs import ingested
from pdfs import Grid, Heading, Note, build_pdf


@pytest.fixture(scope="module")
def catalog(tmp_path_factory) -> Catalog:
    folder = tmp_path_factory.mktemp("count_over_years")
    build_pdf(folder / "report.pdf", [
        Heading("Annual report 2019"),
        Note("Operating expenses (in thousands):"),
        Grid([["", "2019", "2018", "2017"],
              ["Research and development", "4,804", "6,137", "7,949"],
              ["Sales and marketing", "12,310", "11,870", "10,402"],
              ["General and administrative", "6,455", "6,012", "5,876"]], style="booktabs"),
        Note("Workforce at the end of each year:"),
        Grid([["", "2019", "2018", "2017"],
              ["Number of employees", "1,210", "1,154", "1,087"],
              ["Number of sites", "14", "13", "13"]], style="booktabs"),
    ])
    with ingested(folder, "count_years.duckdb") as cat:
        yield cat


def test_a_count_over_years_is_a_count(catalog):
    a = ask(catalog, "From 2017 to 2019, how many of the years was the research and development more than 5 million?",
            documents=["report.pdf"])
    assert a.status == "answered" and a.value == pytest.approx(2), a.answer


def test_the_label_that_starts_with_the_operation_is_still_looked_up(catalog):
    a = ask(catalog, "What was the number of employees in 2018?", documents=["report.pdf"])
    assert a.status == "answered" and a.value == pytest.approx(1154), a.answer
