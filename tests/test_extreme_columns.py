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
