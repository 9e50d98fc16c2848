"""A table cut from a report that prints no period anywhere (no year in its heading, caption or
labels): a year the question names tells none of its cells apart and nothing in scope says
otherwise, so the cell the other words name answers. A report that prints a year must print the one
asked. And a word with two of its letters swapped ("renevue") is read as the word it stands for."""
from __future__ import annotations

import pytest

from tabsql.answer import ask
from tabsql.catalog import Catalog

from catalogs import ingested
from pdfs import Grid, Heading, Note, build_pdf

SOURCE = "Table from a Form 10-K annual report filed with the SEC"


@pytest.fixture(scope="module")
def catalog(tmp_path_factory) -> Catalog:
    folder = tmp_path_factory.mktemp("undated")
    build_pdf(folder / "unions.pdf", [
        Heading("Pelican Air Group"), Note(SOURCE),
        Grid([["Employee Group", "Approximate Number of Active Employees Represented", "Union"],
              ["Pelican Pilots", "8,600", "PPA"],
              ["Pelican Flight Attendants", "14,500", "FAU"],
              ["Pelican Mechanics", "2,400", "AMU"]], style="booktabs"),
    ])
    build_pdf(folder / "dated.pdf", [
        Heading("Heron Air Group"), Note(SOURCE), Note("Employees at December 31, 2018"),
        Grid([["Employee Group", "Approximate Number of Active Employees Represented", "Union"],
              ["Heron Pilots", "5,100", "HPA"],
              ["Heron Flight Attendants", "9,900", "HFA"]], style="booktabs"),
    ])
    build_pdf(folder / "revenue.pdf", [
        Heading("Osprey Airlines"), Note(SOURCE),
        Grid([["", "2019", "2018"],
              ["Passenger", "$34,819", "$33,777"],
              ["Cargo", "729", "668"],
              ["Total operating revenues", "$35,548", "$34,445"]], style="booktabs"),
    ])
    with ingested(folder, "air.duckdb") as cat:
        yield cat


def test_a_year_over_an_undated_report_is_the_reports_own(catalog):
    a = ask(catalog, "What was the approximate number of active Pelican Pilots represented in 2017?",
            documents=["unions.pdf"])
    assert a.status == "answered" and a.verified, a.answer
    assert a.value == 8600.0
    assert any(link.term == "2017" and link.matched == "document" for link in a.links)


def test_the_same_question_without_a_year_gives_the_same_cell(catalog):
    a = ask(catalog, "What was the approximate number of active Pelican Pilots represented?",
            documents=["unions.pdf"])
    assert a.status == "answered" and a.value == 8600.0


def test_a_report_that_prints_a_year_is_not_asked_of_another(catalog):
    a = ask(catalog, "What was the approximate number of active Heron Pilots represented in 2016?",
            documents=["dated.pdf"])
    assert a.status != "answered" or a.value != 5100.0, a.answer


def test_a_year_columns_table_still_refuses_a_year_it_lacks(catalog):
    a = ask(catalog, "What was the cargo revenue in 2016?", documents=["revenue.pdf"])
    assert a.status != "answered", a.answer


def test_two_letters_swapped_apart_are_a_misspelling(catalog):
    right = ask(catalog, "What was the approximate number of active Pelican Mechanics represented?",
                documents=["unions.pdf"])
    typo = ask(catalog, "What was the approximate nembur of active Pelican Mechanics represented?",
               documents=["unions.pdf"])
    assert right.status == "answered" and right.value == 2400.0, right.answer
    assert typo.status == "answered" and typo.value == right.value, typo.answer


def test_over_several_reports_the_year_is_not_assumed(catalog):
    a = ask(catalog, "What was the approximate number of active Pelican Pilots represented in 2017?")
    assert a.status != "answered" or not a.verified, a.answer


def test_a_word_the_only_column_of_numbers_prints_is_explained_by_it(catalog):
    a = ask(catalog, "What was the number of Pelican Flight Attendants represented by FAU?", documents=["unions.pdf"])
    assert a.status == "answered" and a.value == 14500.0, a.answer
