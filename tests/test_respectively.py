"""A question that names years "respectively" asks each year's value, in the order named, even where
a word for a sum stands in it ("the sum interest expense in 2020, 2018 and 2017 respectively" is the
label "Total interest expense" reworded, not a sum of the years); said "combined" it is a sum. Through
ingest and ask() on a PDF made here."""
from __future__ import annotations

import pytest

from tabsql.answer import ask
from tabsql.catalog import Catalog

from catalogs import ingested
from pdfs import Grid, Heading, build_pdf


@pytest.fixture(scope="module")
def catalog(tmp_path_factory) -> Catalog:
    folder = tmp_path_factory.mktemp("respectively")
    build_pdf(folder / "hedges.pdf", [
        Heading("Plover Foods: interest expense (in millions)"),
        Grid([["", "2020", "2018", "2017"],
              ["Interest rate swaps", "$4", "$6", "$9"],
              ["Total interest expense, net", "$133", "$138", "$140"]], style="grid"),
    ])
    with ingested(folder, "respectively.duckdb") as cat:
        yield cat


def test_respectively_keeps_each_years_value(catalog: Catalog) -> None:
    ans = ask(catalog, "What was the sum interest expense, net in 2020, 2018 and 2017 respectively?",
              documents=["hedges.pdf"])
    assert ans.status == "answered"  # not a sum of the three years (411), nor a tie between the two readings
    assert ans.value == [pytest.approx(133e6), pytest.approx(138e6), pytest.approx(140e6)]


def test_combined_years_are_summed(catalog: Catalog) -> None:
    ans = ask(catalog, "What was the total interest expense, net in 2020 and 2018 combined?",
              documents=["hedges.pdf"])
    assert ans.status == "answered" and ans.value == pytest.approx(271e6)
