"""A list or count with two conditions on two measures ("rated for at least 2 t and priced under
EUR 30,000") is answered by one measure's line: applying one condition alone would list items the
other condition excludes, a wrong list, so it is refused."""
from __future__ import annotations

import pytest

from tabsql.answer import ask
from tabsql.catalog import Catalog

from catalogs import ingested
from pdfs import Grid, Heading, build_pdf


@pytest.fixture(scope="module")
def catalog(tmp_path_factory) -> Catalog:
    folder = tmp_path_factory.mktemp("conditions")
    build_pdf(folder / "tamber_pumps.pdf", [
        Heading("Tamber Pumps — Dewatering range"),
        Grid([["Model", "Flow (m3/h)", "Head (m)", "Price (EUR)"],
              ["TP-10", "40", "18", "2,950"],
              ["TP-20", "65", "22", "3,870"],
              ["TP-30", "90", "25", "5,420"],
              ["TP-40", "120", "28", "6,980"]], style="grid"),
    ])
    with ingested(folder, "conditions.duckdb") as cat:
        yield cat


def test_one_condition_lists_its_items(catalog):
    a = ask(catalog, "Which Tamber pumps deliver a flow of at least 60 m3/h?")
    assert a.status == "answered" and a.value == ["TP-20", "TP-30", "TP-40"], a.answer


def test_two_conditions_on_two_measures_are_refused(catalog):
    a = ask(catalog, "Which Tamber pumps deliver a flow of at least 60 m3/h and cost less than EUR 6,000?")
    assert a.status != "answered", a.answer
