"""A superlative that names a column (extreme_columns): "the lowest price in Q3 2017" over
"2017 > High" / "2017 > Low" is the Low column's Q3 cell, a lookup, not the least of the quarters.
A reportlab report through ingest and ask()."""
from __future__ import annotations

import pytest

from tabsql.answer import ask
from tests.catalogs import ingested
from tests.pdfs import Grid, Heading, Note, build_pdf


PRICES = [["", "2017", "", "2016", ""], ["", "High", "Low", "High", "Low"],
          ["First Quarter", "$ 101.43", "$ 85.07", "$ 80.10", "$ 59.05"],
          ["Second Quarter", "$ 97.58", "$ 80.33", "$ 82.77", "$ 64.25"],
          ["Third Quarter", "$ 95.75", "$ 74.31", "$ 84.65", "$ 60.75"],
          ["Fourth Quarter", "$ 86.30", "$ 65.07", "$ 93.50", "$ 70.85"]]


@pytest.fixture(scope="module")
def stock(tmp_path_factory):
    d = tmp_path_factory.mktemp("stock")
    build_pdf(d / "osprey_2017.pdf", [
        Heading("Osprey Air Group Inc. - Annual report 2017"), Heading("Market for common stock", level=2),
        Note("The high and low sales prices of our common stock on the New York Stock Exchange were as follows:"),
        Grid(PRICES, style="booktabs", header_rows=2, spans=[((1, 0), (2, 0)), ((3, 0), (4, 0))])])
    with ingested(d, "s.duckdb") as cat:
        yield cat


@pytest.mark.parametrize("question, value, column", [
    ("What was the lowest price of Osprey's stock in Q3 2017?", 74.31, "2017 > Low"),
    ("What was the lowest price of Osprey's common stock in the third quarter of 2016?", 60.75, "2016 > Low"),
])
def test_a_superlative_names_its_column_beside_the_opposite(stock, question, value, column):
    """High and Low printed side by side under a year: the quarter picks the row, the superlative
    the column (a lookup, not the least of the quarters); "highest" names the other one."""
    a = ask(stock, question)
    assert a.status == "answered" and a.value == pytest.approx(value), a.answer
    assert [c.column for c in a.citations] == [column]
    high = ask(stock, question.replace("lowest", "highest"))
    assert high.status == "answered" and [c.column for c in high.citations] == [column.replace("Low", "High")]


@pytest.mark.parametrize("question", [
    "What is the difference between the high and low price of Osprey's stock in the third quarter of 2017?",
    "In the third quarter of 2017, what is the difference between the low and high price of Osprey's stock?",
])
def test_a_heading_word_alone_names_its_column_in_a_difference(stock, question):
    """"High" alone is a function word elsewhere ("how high was"), but beside "Low" it is a column's
    whole heading: the two named columns of the quarter's row are the difference's operands."""
    a = ask(stock, question)
    assert a.status == "answered" and a.value == pytest.approx(95.75 - 74.31), a.answer
    assert sorted(c.column for c in a.citations) == ["2017 > High", "2017 > Low"]


@pytest.fixture(scope="module")
def two_stocks(tmp_path_factory):
    d = tmp_path_factory.mktemp("two_stocks")
    build_pdf(d / "osprey_2017.pdf", [
        Heading("Osprey Air Group Inc. - Annual report 2017"), Heading("Market for common stock", level=2),
        Grid(PRICES, style="booktabs", header_rows=2, spans=[((1, 0), (2, 0)), ((3, 0), (4, 0))])])
    build_pdf(d / "tern_2017.pdf", [  # the year beside the quarters, not over the columns
        Heading("Tern Logistics Corp. - Annual report 2017"), Heading("Market for common stock", level=2),
        Grid([["", "High", "Low"], ["2017:", "", ""], ["First Quarter", "$ 12.10", "$ 9.80"],
              ["Second Quarter", "$ 13.40", "$ 10.05"], ["Third Quarter", "$ 14.00", "$ 11.25"],
              ["Fourth Quarter", "$ 12.90", "$ 10.70"]], style="booktabs")])
    with ingested(d, "two.duckdb") as cat:
        yield cat


def test_a_pair_of_columns_two_reports_print_is_no_answer_until_the_report_is_named(two_stocks):
    """Both reports print High and Low for the third quarter of 2017: a difference that names no
    company is ambiguous, naming both tables; naming the company answers from its table."""
    q = "What is the difference between the high and low price in the third quarter of 2017?"
    a = ask(two_stocks, q)
    assert a.status == "ambiguous", a.answer
    assert "osprey_2017.pdf" in a.answer and "tern_2017.pdf" in a.answer, a.answer
    tern = ask(two_stocks, q.replace("price", "price of Tern's stock"))
    assert tern.status == "answered" and tern.value == pytest.approx(14.00 - 11.25), tern.answer
