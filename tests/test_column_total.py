"""A column's total line answers "how many" of the column (``readers.column_total``), through
ingest and ask() on a PDF made here: "How many aircraft did Osprey lease?" is the Totals line of
"Number Leased" (the column the verb names; "Number of Aircraft" beside it is the whole that
Owned and Leased add up to), and "How many aircraft did Osprey have?" is the Totals line of
"Number of Aircraft", not a count of the type rows (3). A question naming the lines' kind ("how
many types") still counts them."""
from __future__ import annotations

import pytest

from tabsql.answer import ask
from tabsql.catalog import Catalog

from catalogs import ingested
from pdfs import Grid, Heading, Note, build_pdf

SOURCE = "Table from a Form 10-K annual report filed with the SEC"


@pytest.fixture(scope="module")
def catalog(tmp_path_factory) -> Catalog:
    folder = tmp_path_factory.mktemp("column_total")
    build_pdf(folder / "fleet.pdf", [
        Heading("Osprey Airlines"), Note(SOURCE),
        Grid([["Type", "Seats", "Average Age", "Number of Aircraft", "Number Owned", "Number Leased"],
              ["737-700", "143", "15", "512", "396", "116"],
              ["737-800", "175", "3", "207", "200", "7"],
              ["737 MAX 8", "175", "1", "31", "31", "—"],
              ["Totals", "", "11", "750", "627", "123"]], style="booktabs"),
    ])
    build_pdf(folder / "misread.pdf", [
        Heading("Kestrel Airlines"), Note(SOURCE),
        Grid([["Type", "Seats", "Number of Aircraft"],
              ["A320", "150", "40"],
              ["A321", "190", "25"],
              ["Totals", "", "70"]], style="booktabs"),
    ])
    with ingested(folder, "column_total.duckdb") as cat:
        yield cat


@pytest.mark.parametrize("question, value", [
    ("How many aircraft did Osprey lease?", 123.0),
    ("How many aircraft were leased by Osprey in 2018?", 123.0),
    ("How many aircraft did Osprey own?", 627.0),
    ("How many aircraft did Osprey have?", 750.0),
])
def test_the_named_column_answers_with_its_total_line(catalog, question, value):
    a = ask(catalog, question, documents=["fleet.pdf"])
    assert a.status == "answered" and a.verified and a.value == value, a.answer


def test_a_named_line_keeps_its_own_cell(catalog):
    a = ask(catalog, "How many 737-800 did Osprey lease?", documents=["fleet.pdf"])
    assert a.status == "answered" and a.value == 7.0, a.answer


def test_the_lines_kind_still_counts_the_lines(catalog):
    a = ask(catalog, "How many types of aircraft does Osprey have?", documents=["fleet.pdf"])
    assert a.value != 750.0, a.answer


def test_a_total_line_that_does_not_add_up_is_no_answer(catalog):
    a = ask(catalog, "How many aircraft did Kestrel have?", documents=["misread.pdf"])
    assert a.value != 70.0, a.answer


@pytest.mark.parametrize("question, value", [
    ("What was the number of aircraft owned by Osprey in 2018?", 627.0),
    ("What is the total number of aircraft leased by Osprey?", 123.0),
    ("What is the total aircraft numbers owned by Osprey in 2018?", 627.0),
    ("What were Osprey's leased aircraft numbers?", 123.0),
])
def test_a_number_of_things_asked_as_a_noun_is_the_count(catalog, question, value):
    """ "the number of aircraft owned" and "the aircraft numbers owned" ask what "how many aircraft
    were owned" asks (a lookup read as one, lexicon cue ``number_of_things``)."""
    a = ask(catalog, question, documents=["fleet.pdf"])
    assert a.status == "answered" and a.verified and a.value == value, a.answer


def test_a_number_of_things_over_a_misread_total_is_refused(catalog):
    a = ask(catalog, "What was the number of aircraft of Kestrel?", documents=["misread.pdf"])
    assert a.value != 70.0, a.answer
