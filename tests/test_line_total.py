"""A line's Total column answers "how many" of the line (readers/line_total.py), through ingest and
ask() on PDFs made here: a fleet table printing "Seats | Average Age | Owned | Leased | Total" per
aircraft type answers "how many Boeing 737-800 did Osprey have" with the type's Total (the sum of
Owned and Leased), never with how many of its cells hold a value; a question naming a column keeps
it; a "Total" column that does not add up the columns before it is not taken for the line's total."""
from __future__ import annotations

import pytest

from tabsql.answer import ask
from tabsql.catalog import Catalog

from catalogs import ingested
from pdfs import Grid, Heading, Note, build_pdf

SOURCE = "Table from a Form 10-K annual report filed with the SEC"
HEAD = ["", "Seats", "Average Age (Years)", "Owned", "Leased", "Total"]


@pytest.fixture(scope="module")
def catalog(tmp_path_factory) -> Catalog:
    folder = tmp_path_factory.mktemp("line_total")
    build_pdf(folder / "fleet.pdf", [
        Heading("Osprey Airlines"), Note(SOURCE),
        Grid([HEAD,
              ["Airbus A321", "178", "5.4", "165", "54", "219"],
              ["Boeing 737-800", "160", "8.1", "132", "172", "304"],
              ["Boeing 737-8 MAX", "172", "0.1", "4", "—", "4"],
              ["Boeing 787-9", "285", "0.7", "14", "—", "14"],
              ["Total", "", "10.1", "315", "226", "541"]], style="booktabs"),
    ])
    build_pdf(folder / "misread.pdf", [  # the "Total" column adds up nothing before it
        Heading("Osprey Airlines"), Note(SOURCE),
        Grid([HEAD,
              ["Airbus A321", "178", "5.4", "165", "54", "230"],
              ["Boeing 737-800", "160", "8.1", "132", "172", "310"],
              ["Boeing 787-9", "285", "0.7", "14", "—", "20"]], style="booktabs"),
    ])
    with ingested(folder, "line_total.duckdb") as cat:
        yield cat


@pytest.mark.parametrize("question, value", [
    ("How many Boeing 737-800 aircraft did Osprey have?", 304.0),
    ("How many Boeing 737-800 did Osprey Airlines have in 2017?", 304.0),  # the report prints no year
    ("How many Airbus A321 aircraft does Osprey operate?", 219.0),
    ("How many Boeing 737-8 MAX aircraft did Osprey have?", 4.0),  # "MAX" after a number names the model
    ("In total what was the count of Boeing 737-800 aircraft at Osprey?", 304.0),  # the total column named
])
def test_how_many_of_a_line_is_its_total(catalog, question, value):
    a = ask(catalog, question, documents=["fleet.pdf"])
    assert a.status == "answered" and a.verified and a.value == value, a.answer
    assert a.citations[0].column == "Total"


def test_a_named_column_is_kept(catalog):
    a = ask(catalog, "How many Boeing 737-800 were owned by Osprey?", documents=["fleet.pdf"])
    assert a.status == "answered" and a.value == 132.0, a.answer


def test_a_total_that_adds_up_nothing_is_no_line_total(catalog):
    a = ask(catalog, "How many Boeing 737-800 aircraft did Osprey have?", documents=["misread.pdf"])
    assert a.value not in (310.0, 5.0, 4.0), a.answer  # neither the unproven "Total" nor a count of cells


@pytest.mark.parametrize("question", [
    "What is the average weight of a Boeing 787-9?",  # "weight" says the table's subject; no label prints it
    "What is the average of a Boeing 787-9?",
])
def test_an_average_of_a_line_s_measures_with_its_total_among_them_is_no_answer(catalog, question):
    a = ask(catalog, question, documents=["fleet.pdf"])  # (285 + 0.7 + 14 + 14) / 5 means nothing
    assert a.status != "answered" and a.value is None, a.answer
