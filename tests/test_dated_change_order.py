"""A change between two columns dated to a day of one year ("March 31, 2019" and "December 31,
2019") runs by the dates, not by the year both print: "from A to B" is B less A, "between A and B"
the later less the earlier. Main computed the first-named less the second-named, a verified answer
with its sign flipped. Two dates that cannot be ordered are refused.

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
    folder = tmp_path_factory.mktemp("dated_change")
    build_pdf(folder / "balance.pdf", [
        Heading("Quarterly report"),
        Note("Condensed consolidated balance sheets:"),
        Grid([["", "December 31, 2019", "March 31, 2019"],  # newest first, as reports print
              ["Cash and cash equivalents", "1,250", "1,000"],
              ["Accounts receivable", "800", "900"]], style="booktabs", header_rows=1),
    ])
    build_pdf(folder / "quarters.pdf", [
        Heading("Interim report"),
        Note("Selected balances:"),
        Grid([["", "June 30, 2019", "September 30, 2019"],
              ["Inventory", "500", "450"],
              ["Deferred revenue", "300", "360"]], style="booktabs", header_rows=1),
    ])
    build_pdf(folder / "interim.pdf", [
        Heading("Interim report"),
        Note("Condensed balance sheets:"),
        Grid([["", "December 31,", "June 30,"],  # the day over the year, in two heading lines
              ["", "2019", "2019"],
              ["Cash and cash equivalents", "1,250", "1,000"],
              ["Accounts receivable", "800", "900"]], style="booktabs", header_rows=2),
    ])
    build_pdf(folder / "undated.pdf", [
        Heading("Interim report"),
        Note("Selected balances:"),
        Grid([["", "June 30", "September 30"],  # days of no year the page says
              ["Inventory", "500", "450"],
              ["Prepaid expenses", "120", "95"]], style="booktabs", header_rows=1),
    ])
    build_pdf(folder / "totalled.pdf", [
        Heading("Quarterly report"),
        Note("Condensed consolidated balance sheets:"),
        Grid([["", "December 31,", "March 31,"],  # read with one heading line: "2019" becomes a line
              ["", "2019", "2019"],
              ["Cash and cash equivalents", "1,250", "1,000"],
              ["Accounts receivable", "800", "900"],
              ["Total current assets", "2,050", "1,900"]], style="booktabs", header_rows=2),
    ])
    with ingested(folder, "dated_change.duckdb") as cat:
        yield cat


@pytest.mark.parametrize("doc, question, value", [
    ("balance.pdf", "What was the change in accounts receivable from March 31, 2019 to December 31, 2019?", -100),
    ("balance.pdf", "How much did cash and cash equivalents increase between March 31, 2019 and December 31, 2019?", 250),
    ("balance.pdf", "What was the change in accounts receivable from December 31, 2019 to March 31, 2019?", 100),
    ("interim.pdf", "What was the change in accounts receivable from June 30, 2019 to December 31, 2019?", -100),
    ("quarters.pdf", "What was the change in inventory from June 30, 2019 to September 30, 2019?", -50),
    ("quarters.pdf", "How much did deferred revenue increase between June 30, 2019 and September 30, 2019?", 60),
])
def test_a_change_between_two_days_of_one_year_runs_by_the_dates(catalog, doc, question, value):
    a = ask(catalog, question, documents=[doc])
    assert a.status == "answered" and a.verified and a.value == pytest.approx(value), a.answer


def test_the_percentage_change_runs_from_the_earlier_date(catalog):
    a = ask(catalog, "What was the percentage change in deferred revenue from June 30, 2019 to September 30, 2019?",
            documents=["quarters.pdf"])
    assert a.status == "answered" and a.value == pytest.approx(20.0), a.answer
    a = ask(catalog, "What was the percentage change in cash and cash equivalents between June 30, 2019 and "
            "December 31, 2019?", documents=["interim.pdf"])
    assert a.status == "answered" and a.value == pytest.approx(25.0), a.answer



def test_two_days_of_no_known_year_are_ordered_only_by_the_question(catalog):
    a = ask(catalog, "What was the change in inventory from June 30 to September 30?", documents=["undated.pdf"])
    assert a.status == "answered" and a.value == pytest.approx(-50), a.answer
    a = ask(catalog, "How much did inventory increase between June 30 and September 30?", documents=["undated.pdf"])
    assert a.status == "not_found", a.answer  # which comes first in time is not printed: refused, not guessed


def test_a_change_is_of_one_line(catalog):
    """The question's "2019" names the line a mis-read heading left as "2019" (values 2019 / 2019):
    a change of "Total current assets" at December 31 over that line at March 31 was answered,
    verified (1.54%); a change is of one line between two of its members."""
    a = ask(catalog, "What was the percentage change in total current assets between March 31, 2019 and "
            "December 31, 2019?", documents=["totalled.pdf"])
    assert a.status != "answered" or a.value == pytest.approx(2050 / 1900 * 100 - 100), a.answer
