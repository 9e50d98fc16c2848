"""Questions answered by a text cell, or naming a row by a text cell: "which union represents the
pilots?" (the Union column's cell on the pilots' line, the verb stated by another heading), "which
union represents the dispatchers?" over a "Representatives" column (the verb's agent noun), "what
employee group is represented by FAU?" (the label of the line whose cell says FAU). A name two lines
print is ambiguous, and a number is still refused where two lines fit alike."""
from __future__ import annotations

import pytest

from tabsql.answer import ask
from tabsql.catalog import Catalog

from catalogs import ingested
from pdfs import Grid, Heading, Note, build_pdf

SOURCE = "Table from a Form 10-K annual report filed with the SEC"


@pytest.fixture(scope="module")
def catalog(tmp_path_factory) -> Catalog:
    folder = tmp_path_factory.mktemp("unions")
    build_pdf(folder / "pelican.pdf", [
        Heading("Pelican Air Group"), Note(SOURCE),
        Grid([["Employee Group", "Approximate Number of Active Employees Represented", "Union"],
              ["Pelican Pilots", "8,600", "PPA"],
              ["Pelican Flight Attendants", "14,500", "FAU"],
              ["Pelican Dispatchers", "350", "PDU"],
              ["Kestrel Dispatchers", "60", "PDU"]], style="booktabs"),
    ])
    build_pdf(folder / "heron.pdf", [
        Heading("Heron Airlines"), Note(SOURCE),
        Grid([["Employee Group", "Employees", "Representatives", "Status of Agreement"],
              ["Heron Pilots", "5,100", 'Heron Pilots Association ("HPA")', "Amendable May 2021"],
              ["Heron Dispatchers", "120", 'Transport Workers of America, Local 550 ("TWU 550")', "Amendable June 2019"],
              ["Heron Simulator Technicians", "50", 'Brotherhood of Teamsters ("IBT")', "Amendable May 2019"],
              ["Heron Stock Clerks", "300", 'Brotherhood of Teamsters, Local 19 ("IBT 19")', "In negotiations"],
              ["Heron Meteorologists", "10", "TWU 550", "Amendable June 2019"]], style="booktabs"),
    ])
    build_pdf(folder / "officers.pdf", [
        Heading("Osprey Air Group"), Note(SOURCE),
        Grid([["Name", "Position", "Age", "Officer Since"],
              ["Ann Reed", "Chief Executive Officer of Osprey Air Group, Inc.", "58", "1994"],
              ["Tom Hale", "Chief Financial Officer of Osprey Air Group, Inc.", "52", "2003"],
              ["Eva Lind", "Vice President People of Osprey Airlines, Inc.", "41", "2017"]], style="booktabs"),
    ])
    with ingested(folder, "unions.duckdb") as cat:
        yield cat


def test_which_column_answers_its_text_on_the_row_named(catalog):
    a = ask(catalog, "Which union represents the Pelican flight attendants?", documents=["pelican.pdf"])
    assert a.status == "answered" and a.verified, a.answer
    assert a.value == "FAU"
    assert [(c.row, c.column) for c in a.citations] == [("Pelican Flight Attendants", "Union")]
    assert any(link.term == "represents" and "Represented" in link.text for link in a.links), a.links


def test_a_verb_names_the_column_of_its_agent_noun(catalog):
    a = ask(catalog, "Which labour union represents the dispatchers of Heron?", documents=["heron.pdf"])
    assert a.status == "answered" and a.verified, a.answer
    assert a.value == 'Transport Workers of America, Local 550 ("TWU 550")'
    assert a.citations[0].column == "Representatives"


def test_which_row_kind_answers_the_label_of_the_row_a_text_cell_picks(catalog):
    a = ask(catalog, "What employee group of Pelican was represented by FAU?", documents=["pelican.pdf"])
    assert a.status == "answered" and a.verified, a.answer
    assert a.value == "Pelican Flight Attendants"
    assert [c.text for c in a.citations] == ["Pelican Flight Attendants", "FAU"]


def test_a_short_name_in_brackets_picks_its_row_and_not_a_longer_one(catalog):
    a = ask(catalog, "Which employees of Heron does IBT represent?", documents=["heron.pdf"])
    assert a.status == "answered" and a.verified, a.answer
    assert a.value == "Heron Simulator Technicians"


def test_a_name_two_rows_print_is_ambiguous(catalog):
    a = ask(catalog, "Which employee group of Pelican is represented by PDU?", documents=["pelican.pdf"])
    assert a.status == "ambiguous", a.answer
    b = ask(catalog, "Which employees of Heron are represented by TWU 550?", documents=["heron.pdf"])
    assert b.status == "ambiguous", b.answer  # the Meteorologists' cell and the Dispatchers' short name
    c = ask(catalog, "How many active employees are represented by PDU for Pelican?", documents=["pelican.pdf"])
    assert c.status != "answered", c.answer  # a number two rows fit alike is still refused


def test_a_word_the_cells_of_a_column_repeat_names_that_column(catalog):
    a = ask(catalog, "When will the contract of Heron with the union representing its dispatchers become amendable?",
            documents=["heron.pdf"])
    assert a.status == "answered" and a.verified, a.answer
    assert a.value == "Amendable June 2019"
    assert [(c.row, c.column) for c in a.citations] == [("Heron Dispatchers", "Status of Agreement")]


def test_how_old_asks_the_age_of_the_row_a_text_cell_names(catalog):
    a = ask(catalog, "How old is the Chief Financial Officer of Osprey Air Group?", documents=["officers.pdf"])
    assert a.status == "answered" and a.verified, a.answer
    assert a.value == 52.0 and a.citations[0].column == "Age"
