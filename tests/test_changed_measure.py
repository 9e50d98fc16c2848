"""A change column's heading may say the measure it changes ("Per ASM change" beside "2019" and
"2018"): its words other than the change and percent words are said of the period columns it
compares, so "the fuel and oil expense per ASM in 2019" reads the 2019 column, while a question
asking the change still reads the change (cells._changed_measure). Through ingest and ask() on
PDFs made here."""
from __future__ import annotations

import pytest

from tabsql.answer import ask
from tabsql.catalog import Catalog

from catalogs import ingested
from pdfs import Grid, Heading, Note, build_pdf


@pytest.fixture(scope="module")
def catalog(tmp_path_factory) -> Catalog:
    folder = tmp_path_factory.mktemp("changed_measure")
    build_pdf(folder / "casm.pdf", [
        Heading("Heron Air Group"), Note("Table from a Form 10-K annual report filed with the SEC"),
        Grid([["", "Year ended December 31,", "", "Per ASM", "Percent"],
              ["", "2019", "2018", "change", "change"],
              ["Salaries, wages, and benefits", "5.31¢", "4.85¢", "0.46¢", "9.5 %"],
              ["Fuel and oil", "2.64", "2.93", "(0.29)", "(9.9)"],
              ["Landing fees and airport rentals", "0.91", "0.86", "0.05", "5.8"],
              ["Total", "8.86¢", "8.64¢", "0.22¢", "2.5 %"]],
             header_rows=2, style="booktabs", spans=[((1, 0), (2, 0))]),
    ])
    with ingested(folder, "changed_measure.duckdb") as cat:
        yield cat


@pytest.mark.parametrize("question, value", [
    ("How much was the expense per ASM on oil and fuel in the year 2019?", 2.64),
    ("What was the landing fees and airport rentals cost per ASM in 2018?", 0.86),
])
def test_the_changed_measure_is_the_period_columns(catalog, question, value):
    a = ask(catalog, question, documents=["casm.pdf"])
    assert a.status == "answered" and a.verified and a.value == pytest.approx(value), a.answer
    assert a.citations[0].column.endswith(str(2019 if "2019" in question else 2018))


def test_the_change_asked_stays_the_change(catalog):
    a = ask(catalog, "What was the per ASM change in fuel and oil?", documents=["casm.pdf"])
    assert a.status == "answered" and a.value == pytest.approx(-0.29), a.answer

