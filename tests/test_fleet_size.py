"""The size of a fleet said in people's words ("how many planes"), through ingest and ask() on PDFs
made here: a statistics line "Aircraft at end of period" is the concept fleet_size (data/synonyms.yaml),
so "planes" and "airplanes" name it; where two such lines fit (mainline and the total) the question
is refused, never answered with one of them; "aircraft fuel" never reads as the fleet."""
from __future__ import annotations

import pytest

from tabsql.answer import ask
from tabsql.catalog import Catalog

from catalogs import ingested
from pdfs import Grid, Heading, Note, build_pdf

SOURCE = "Table from a Form 10-K annual report filed with the SEC"


@pytest.fixture(scope="module")
def catalog(tmp_path_factory) -> Catalog:
    folder = tmp_path_factory.mktemp("fleet")
    build_pdf(folder / "stats.pdf", [
        Heading("Osprey Airlines"), Note(SOURCE),
        Grid([["", "2017", "2016", "2015"],
              ["Trips flown", "1,347,893", "1,311,149", "1,267,358"],
              ["Fuel consumed, in gallons (millions)", "2,045", "1,996", "1,901"],
              ["Aircraft fuel expense", "$3,902", "$3,647", "$4,616"],
              ["Aircraft at end of period", "706", "723", "704"]], style="booktabs"),
    ])
    build_pdf(folder / "groups.pdf", [
        Heading("Osprey Airlines"), Note(SOURCE),
        Grid([["", "2017", "2016"],
              ["Mainline", "", ""],
              ["Aircraft at end of period", "948", "930"],
              ["Total Mainline and Regional", "", ""],
              ["Aircraft at end of period", "1,545", "1,536"]], style="booktabs"),
    ])
    with ingested(folder, "fleet.duckdb") as cat:
        yield cat


@pytest.mark.parametrize("question", ["How many planes did Osprey have in 2016?",
                                      "How many airplanes did Osprey Airlines have at the end of 2016?"])
def test_planes_name_the_fleet(catalog, question):
    a = ask(catalog, question, documents=["stats.pdf"])
    assert a.status == "answered" and a.verified and a.value == 723.0, a.answer


def test_aircraft_fuel_is_no_fleet(catalog):
    a = ask(catalog, "What was the aircraft fuel expense in 2017?", documents=["stats.pdf"])
    assert a.status == "answered" and a.value == 3902.0, a.answer


def test_two_fleets_fit_alike(catalog):
    a = ask(catalog, "How many planes did Osprey have in 2016?", documents=["groups.pdf"])
    assert a.status != "answered", a.answer
