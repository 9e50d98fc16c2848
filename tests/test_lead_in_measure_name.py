"""An average's word printed in the measure's name by the table's lead-in sentence ("These tables
translate into an average life expectancy ... as follows:") names each cell, not an operation over
them: "the average life expectancy for a male member aged 65 in 2019" is one cell of the Men or
Women column, never the mean of both (main answered that mean, 87.85: a wrong number), and "... for
women ... in 2019" is not the mean of the 2019 and 2018 Women cells (main: 89.1). The question is
read as a lookup, answered when one cell fits and refused otherwise ("male" is not "Men"). An
average over years the question asks stays an average.

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
    folder = tmp_path_factory.mktemp("lead_in_measure")
    build_pdf(folder / "pension.pdf", [
        Heading("Annual report 2019"),
        Note("These tables translate into an average life expectancy for a pensioner retiring at age 65 as follows:"),
        Grid([["", "2019", "", "2018", ""],
              ["", "Men Years", "Women Years", "Men Years", "Women Years"],
              ["Member aged 65 (current life expectancy)", "86.8", "88.9", "87.3", "89.3"],
              ["Member aged 45 (life expectancy at age 65)", "88.5", "90.7", "89.0", "91.1"]],
             style="booktabs", header_rows=2, spans=[((1, 0), (2, 0)), ((3, 0), (4, 0))]),
    ])
    with ingested(folder, "lead_in_measure.duckdb") as cat:
        yield cat


def test_the_lead_in_names_the_measure_no_mean_of_its_columns(catalog):
    a = ask(catalog, "What was the average life expectancy for a male member aged 65 in 2019?",
            documents=["pension.pdf"])
    assert a.status != "answered", a.answer
    a = ask(catalog, "What was the average life expectancy for women for a member aged 65 in 2018 and 2019?",
            documents=["pension.pdf"])
    assert a.status == "answered" and a.value == pytest.approx(89.1), a.answer


def test_one_year_asked_is_no_mean_over_two(catalog):
    a = ask(catalog, "What was the average life expectancy in years for women for a member aged 65 in 2019?",
            documents=["pension.pdf"])
    assert a.status != "answered" or a.value == pytest.approx(88.9), a.answer

