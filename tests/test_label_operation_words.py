"""An operation word that starts a label with a word of the label's own between it and the word the
question says next ("the average stage length" over "Average aircraft stage length"): once the
operation itself has nothing to run over, the question is a lookup of that label (arbiter rule 4),
through ingest and ask() on a PDF made here."""
from __future__ import annotations

import pytest

from tabsql.answer import ask
from tabsql.catalog import Catalog

from catalogs import ingested
from pdfs import Grid, Heading, Note, build_pdf


@pytest.fixture(scope="module")
def catalog(tmp_path_factory) -> Catalog:
    folder = tmp_path_factory.mktemp("label_operations")
    build_pdf(folder / "operating.pdf", [
        Heading("Kestrel Air Group"), Note("Operating data"),
        Grid([["", "2018", "2017", "2016"],
              ["Trips flown", "1,375,030", "1,347,893", "1,311,149"],
              ["Average length of passenger haul (miles)", "988", "991", "1,001"],
              ["Average aircraft stage length (miles)", "757", "754", "760"],
              ["Load factor", "83.4%", "83.9%", "84.0%"]], style="booktabs"),
    ])
    with ingested(folder, "label_operations.duckdb") as cat:
        yield cat


def test_an_average_the_label_prints_with_a_modifier_between_is_a_lookup(catalog):
    a = ask(catalog, "For Kestrel, what was the average stage length in year 2018?", documents=["operating.pdf"])
    assert a.status == "answered" and a.verified and a.value == pytest.approx(757)
    assert a.citations[0].row == "Average aircraft stage length (miles)"


def test_an_average_over_years_is_still_computed(catalog):
    a = ask(catalog, "What was the average stage length from 2016 to 2018?", documents=["operating.pdf"])
    assert a.status == "answered" and a.value == pytest.approx((757 + 754 + 760) / 3)
