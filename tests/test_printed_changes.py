"""A change between two years that the table prints, read as the table's answer: an airline's
table of changes by region ("Increase (decrease) from 2018" over Domestic .. Total) holds no value
of either year, so the change asked is the printed cell (the Total where no region is named); a
column headed by the two years ("Change 2018-2017") is the printed percent change of
those years, never a value of one of them; a printed percent change that the rounded cells allow
(0.9 beside 0.54 and 0.53) is the document's own figure. Through ingest and ask() on PDFs made here."""
from __future__ import annotations

import pytest

from tabsql.answer import ask
from tabsql.catalog import Catalog

from catalogs import ingested
from pdfs import Grid, Heading, Note, build_pdf

SOURCE = "Table from a Form 10-K annual report filed with the SEC"


@pytest.fixture(scope="module")
def catalog(tmp_path_factory) -> Catalog:
    folder = tmp_path_factory.mktemp("changes")
    build_pdf(folder / "regions.pdf", [
        Heading("Heron Airlines"), Note(SOURCE),
        Grid([["", "Increase (decrease) from 2018:", "", "", ""],
              ["", "Domestic", "Atlantic", "Pacific", "Total"],
              ["Passenger revenue (in millions)", "$1,120", "$240", "$(85)", "$1,275"],
              ["Average fare per passenger", "3.4%", "(1.9)%", "(4.0)%", "2.4%"],
              ["RPMs (traffic)", "3.5%", "6.9%", "2.4%", "4.0%"],
              ["ASMs (capacity)", "3.8%", "5.8%", "0.5%", "3.5%"]],
             style="booktabs", header_rows=2, spans=[((1, 0), (4, 0))]),
    ])
    build_pdf(folder / "traffic.pdf", [
        Heading("Heron Airlines"), Note(SOURCE),
        Grid([["", "2019", "2018", "2017", "Change 2019-2018", "Change 2018-2017"],
              ["Revenue passenger miles (millions)", "231,160", "226,346", "223,477", "2.1%", "1.3%"],
              ["Available seat miles (millions)", "282,054", "276,493", "273,410", "2.0%", "1.1%"],
              ["Passenger load factor (percent)", "82.0", "81.9", "81.7", "0.1 pts", "0.2 pts"]],
             style="booktabs", col_widths=[170, 50, 50, 50, 90, 90]),
    ])
    build_pdf(folder / "cents.pdf", [
        Heading("Heron Airlines"), Note(SOURCE),
        Grid([["", "2019", "2018", "% Change"],
              ["Selling expenses", "0.54", "0.53", "0.9"],
              ["Landing fees", "1.80", "1.70", "9.9"]], style="booktabs"),
    ])
    with ingested(folder, "changes.duckdb") as cat:
        yield cat


def _ask(cat: Catalog, question: str, doc: str):
    return ask(cat, question, documents=[doc])


def test_a_table_of_changes_answers_the_change_between_the_years_it_is_headed_from(catalog):
    a = _ask(catalog, "How much did Heron's revenue passenger miles change between 2018 and 2019?", "regions.pdf")
    assert a.status == "answered" and a.verified and a.value == pytest.approx(4.0)  # the Total, no region named
    assert a.citations[0].column.endswith("Total")
    d = _ask(catalog, "What was the percentage increase in average fare per passenger for domestic passengers "
                      "from 2018 to 2019?", "regions.pdf")
    assert d.status == "answered" and d.verified and d.value == pytest.approx(3.4)
    assert d.citations[0].column.endswith("Domestic")
    # no other pair of years, and no percentage the table does not print
    other = _ask(catalog, "How much did Heron's revenue passenger miles change between 2017 and 2019?", "regions.pdf")
    assert other.status != "answered"  # "from 2018" is no change over two years
    earlier = _ask(catalog, "How much did Heron's revenue passenger miles change between 2017 and 2018?", "regions.pdf")
    assert earlier.status != "answered"
    money = _ask(catalog, "What was the percentage change in passenger revenue (in millions) from 2018 to 2019?",
                 "regions.pdf")
    assert money.status != "answered" or money.value != pytest.approx(1275e6)  # dollars are no percentage


def test_a_column_headed_by_two_years_is_their_printed_change_not_a_value_of_either(catalog):
    a = _ask(catalog, "What was the percentage increase in revenue passenger miles from 2017 to 2018?", "traffic.pdf")
    assert a.status == "answered" and a.verified and a.value == pytest.approx(1.3)
    assert a.citations[0].column == "Change 2018-2017"
    v = _ask(catalog, "What were the revenue passenger miles in 2018?", "traffic.pdf")
    assert v.status == "answered" and v.value == pytest.approx(226_346e6)


def test_a_printed_percent_change_the_rounded_cells_allow_is_the_answer_and_no_other(catalog):
    a = _ask(catalog, "What was the percentage increase in selling expenses from 2018 to 2019?", "cents.pdf")
    assert a.status == "answered" and a.verified and a.value == pytest.approx(0.9)  # 0.54 / 0.53 - 1 = 1.9% as printed
    assert a.citations[0].column == "% Change"
    b = _ask(catalog, "What was the percentage increase in landing fees from 2018 to 2019?", "cents.pdf")
    assert b.status == "answered" and b.value == pytest.approx(100 * (1.80 / 1.70 - 1))  # 9.9 is no change of these
