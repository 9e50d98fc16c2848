"""A currency sign printed on some amounts of a column is the currency of its other amounts as
statements print it: on the column's first amount and down to the last amount that prints it. A
price per gallon among operating statistics, or a statement's last total above them, does not make
aircraft, employees or miles dollars."""
from __future__ import annotations

import pytest

from tabsql.answer import ask
from tabsql.catalog import Catalog

from catalogs import ingested
from pdfs import Grid, Heading, Note, build_pdf

SOURCE = "Table from a Form 10-K annual report filed with the SEC"


@pytest.fixture(scope="module")
def catalog(tmp_path_factory) -> Catalog:
    folder = tmp_path_factory.mktemp("units")
    build_pdf(folder / "stats.pdf", [
        Heading("Pelican Air Group"), Note(SOURCE),
        Grid([["", "2019", "2018"],
              ["Available seat miles (in millions)", "263,365", "254,325"],
              ["Average price per fuel gallon", "$2.20", "$1.68"],
              ["Aircraft at end of period", "948", "930"],
              ["Full-time equivalent employees, end of period", "88,680", "86,564"]], style="booktabs"),
    ])
    build_pdf(folder / "summary.pdf", [
        Heading("Heron Airlines"), Note(SOURCE),
        Grid([["", "2019", "2018"],
              ["Operating revenues", "$21,965", "$21,146"],
              ["Operating expenses", "18,759", "17,739"],
              ["Net income", "$2,465", "$3,357"],
              ["Trips flown", "1,375,030", "1,347,893"]], style="booktabs"),
    ])
    with ingested(folder, "air.duckdb") as cat:
        yield cat


def test_a_count_beside_a_price_per_gallon_is_no_amount(catalog):
    a = ask(catalog, "What were the full-time equivalent employees in 2018?",
            documents=["stats.pdf"])
    assert a.status == "answered" and a.value == 86564.0, a.answer
    assert a.unit != "USD" and "USD" not in a.answer, a.answer
    b = ask(catalog, "What was the price per fuel gallon in 2019?", documents=["stats.pdf"])
    assert b.status == "answered" and b.value == 2.2 and b.unit == "USD", b.answer


def test_a_statements_lines_between_its_signs_are_amounts(catalog):
    a = ask(catalog, "What were the operating expenses in 2019?", documents=["summary.pdf"])
    assert a.status == "answered" and a.value == 18759.0 and a.unit == "USD", a.answer


def test_a_line_below_the_last_sign_keeps_its_own_unit(catalog):
    a = ask(catalog, "How many trips flown in 2019?", documents=["summary.pdf"])
    assert a.status == "answered" and a.value == 1375030.0, a.answer
    assert a.unit != "USD", a.answer

