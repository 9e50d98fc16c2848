"""A word for an amount of money ("price", "cost", "fee") that a label of the table prints names
that label; the cell of another money column does not answer it. Over a repurchase table whose stub
heading is only a unit note ("(in millions, except repurchase price)"), "the average repurchase
price for the shares" was answered with the authorization beside the price ($5,000 million),
verified: "price" was taken as what any money column holds, and as a word of the unit note.

Real reportlab PDFs -> real extraction -> a real Catalog on a DuckDB file -> ask().
"""
from __future__ import annotations

import pytest

from tabsql.answer import ask
from tests.catalogs import ingested
from tests.pdfs import Grid, Heading, build_pdf


@pytest.fixture(scope="module")
def catalog(tmp_path_factory):
    d = tmp_path_factory.mktemp("money_words")
    build_pdf(d / "repurchases.pdf", [
        Heading("Birch Air Lines"), Heading("Table from a Form 10-K annual report filed with the SEC", level=2),
        Grid([["(in millions, except repurchase price)", "Share Repurchase Authorization", "Average Repurchase Price",
               "Planned Completion Date", "Authorization Remaining"],
              ["May 2014 Program", "$2,000", "$42.86", "December 31, 2016", "Completed June 2015"],
              ["May 2015 Program", "$5,000", "$45.32", "December 31, 2017", "Completed September 2017"],
              ["May 2017 Program", "$5,000", "$52.13", "December 31, 2020", "$4,675"]], style="borderless")])
    with ingested(d, "money.duckdb") as cat:
        yield cat


def test_a_price_a_label_prints_is_not_another_money_column(catalog):
    a = ask(catalog, "What was the average repurchase price for Birch Airline shares in 2017?", documents=["repurchases.pdf"])
    assert a.value != pytest.approx(5_000_000_000)
    assert a.status != "answered" or a.value == pytest.approx(52.13)


def test_the_price_column_still_answers_the_price(catalog):
    a = ask(catalog, "What was the average repurchase price of the May 2015 program?", documents=["repurchases.pdf"])
    assert a.status == "answered" and a.value == pytest.approx(45.32)
    assert a.citations[0].column == "Average Repurchase Price"


def test_the_authorization_still_answers_in_base_units(catalog):
    a = ask(catalog, "What was the share repurchase authorization of the May 2014 program?", documents=["repurchases.pdf"])
    assert a.status == "answered" and a.value == pytest.approx(2_000_000_000)
