"""A line labelled with the period it counts over ("Granted during the year") is named by its own
word ("the number of options granted in 2019"): the question says its period by its years, so the
label's "during the year" is not missing from it. Said, the period words still name the label
(a question that says "during the year" prefers the line that prints it).

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
    folder = tmp_path_factory.mktemp("period_words")
    build_pdf(folder / "options.pdf", [
        Heading("Share option programme"),
        Note("The programme comprises the following number of options in the company:"),
        Grid([["Number of options (1,000)", "2019", "2018", "2017"],
              ["Outstanding as of 1 January", "3,120.4", "2,904.7", "2,310.2"],
              ["Granted during the year", "1,250.0", "1,000.0", "912.5"],
              ["Forfeited during the year", "-210.6", "-84.3", "-40.0"],
              ["Expired during the year", "-630.0", "-700.0", "-278.0"],
              ["Outstanding as of 31 December", "3,529.8", "3,120.4", "2,904.7"]], style="booktabs"),
    ])
    with ingested(folder, "options.duckdb") as cat:
        yield cat


def test_a_line_counted_over_the_year_is_named_by_its_own_word(catalog):
    a = ask(catalog, "What was the percentage change in the number of options granted in 2019 from 2018?",
            documents=["options.pdf"])
    assert a.status == "answered" and a.verified and a.value == pytest.approx(25.0), a.answer
    assert {c.text for c in a.citations} == {"1,250.0", "1,000.0"}, a.citations


def test_the_period_words_said_still_name_the_line(catalog):
    a = ask(catalog, "What was the change in the number of options forfeited during the year from 2018 to 2019?",
            documents=["options.pdf"])
    assert a.status == "answered", a.answer
    assert {c.text for c in a.citations} == {"-210.6", "-84.3"}, a.citations
