"""The things a table lists, one a line: "How many executive officers are there?" over a
table announced as listing the executive officers, its label column headed "Name", is the number of
its lines, and "their average age" the mean of its "Age" column. On main the count was refused, or answered 1 (a count of the "Age" cell of the one line whose
"Title" prints "Chief Executive Officer"). A question that names what no lead-in announces is still
refused, and a table of measures (no "Name" heading) is never counted.

Real reportlab PDFs -> real extraction -> a real Catalog on a DuckDB file -> ask().
"""
from __future__ import annotations

import pytest

from tabsql.answer import ask
from tabsql.catalog import Catalog

from catalogs import ingested
from pdfs import Grid, Heading, Note, build_pdf


@pytest.fixture(scope="module")
def catalog(tmp_path_factory) -> Catalog:
    folder = tmp_path_factory.mktemp("listed_lines")
    build_pdf(folder / "report.pdf", [
        Heading("Annual report 2019"),
        Note("The names, ages and positions of the executive officers of the Company as of March 2, 2020 are as follows:"),
        Grid([["Name", "Age", "Title"],
              ["Maria T. Olsen", "52", "President and Chief Executive Officer"],
              ["David K. Brandt", "47", "Chief Financial Officer"],
              ["Laura P. Chen", "58", "Chief Operating Officer"],
              ["Samuel R. Ortiz", "44", "Vice President and General Counsel"]], style="borderless"),
        Note("The input assumptions used for the stock options were as follows:"),
        Grid([["", "2019", "2018"],
              ["Expected life (in years)", "4.6", "4.7"],
              ["Volatility", "24%", "22%"],
              ["Dividend yield", "1.7%", "1.5%"]], style="booktabs"),
    ])
    with ingested(folder, "listed_lines.duckdb") as cat:
        yield cat


@pytest.mark.parametrize("question", [
    "How many executive officers are there?",
    "How many executive officers does the company have?",
])
def test_the_listed_officers_are_counted(catalog, question):
    a = ask(catalog, question, documents=["report.pdf"])
    assert a.status == "answered" and a.value == pytest.approx(4), a.answer
    assert {c.row for c in a.citations} == {"Maria T. Olsen", "David K. Brandt", "Laura P. Chen", "Samuel R. Ortiz"}


def test_a_kind_no_lead_in_announces_is_not_counted(catalog):
    a = ask(catalog, "How many directors are there?", documents=["report.pdf"])
    assert a.status != "answered" or a.value != pytest.approx(4), a.answer


def test_a_table_of_measures_is_not_counted_as_a_list(catalog):
    a = ask(catalog, "How many assumptions are used for the stock options?", documents=["report.pdf"])
    assert a.status != "answered", a.answer


def test_the_average_of_a_column_over_the_listed_officers(catalog):
    a = ask(catalog, "What is the average age of the executive officers?", documents=["report.pdf"])
    assert a.status == "answered" and a.value == pytest.approx(50.25), a.answer
    assert len(a.citations) == 4


def test_a_named_officer_is_still_looked_up(catalog):
    a = ask(catalog, "What is the age of Laura P. Chen?", documents=["report.pdf"])
    assert a.status == "answered" and a.value == pytest.approx(58), a.answer
