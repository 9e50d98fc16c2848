"""A column of percentages of a whole ("Percentage of Total Operating Expense") beside the one
column whose heading names a part by the whole's head noun ("Fuel Expense"): its percentages are
that part's share, so "what percentage of operating expense was on fuel" names it
(cells._share_part). Where two columns name parts of that whole, the question does not tell which
share the column is. Through ingest and ask() on PDFs made here."""
from __future__ import annotations

import pytest

from tabsql.answer import ask
from tabsql.catalog import Catalog

from catalogs import ingested
from pdfs import Grid, Heading, Note, build_pdf

_NOTE = Note("Table from a Form 10-K annual report filed with the SEC")


@pytest.fixture(scope="module")
def catalog(tmp_path_factory) -> Catalog:
    folder = tmp_path_factory.mktemp("share_part")
    build_pdf(folder / "fuel.pdf", [
        Heading("Heron Air Group"), _NOTE,
        Grid([["Year", "Gallons Consumed (in millions)", "Fuel Expense (in millions)", "Average Price Per Gallon",
               "Percentage of Total Operating Expense"],
              ["2019", "1,137", "$2,307", "$2.03", "23%"],
              ["2018", "1,078", "$2,113", "$1.96", "21%"]], style="booktabs"),
    ])
    build_pdf(folder / "two_parts.pdf", [
        Heading("Osprey Air Group"), _NOTE,
        Grid([["Year", "Fuel Expense (in millions)", "Labor Expense (in millions)",
               "Percentage of Total Operating Expense"],
              ["2019", "$807", "$1,202", "47%"],
              ["2018", "$713", "$1,150", "44%"]], style="booktabs"),
    ])
    with ingested(folder, "share_part.duckdb") as cat:
        yield cat


@pytest.mark.parametrize("question, value", [
    ("For Heron in 2019, what percentage of operating expense was on fuel?", 23),
    ("Fuel contributed to what percentage of total operating expense for Heron in 2018?", 21),
])
def test_the_share_column_is_the_part_column_share(catalog, question, value):
    a = ask(catalog, question, documents=["fuel.pdf"])
    assert a.status == "answered" and a.verified and a.value == pytest.approx(value), a.answer


def test_two_part_columns_leave_the_share_untold(catalog):
    a = ask(catalog, "What percentage of operating expense was on fuel for Osprey in 2019?", documents=["two_parts.pdf"])
    assert a.status != "answered", a.answer
