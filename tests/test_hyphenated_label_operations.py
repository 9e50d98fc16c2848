"""A question that says an operation word inside a hyphenated word the label prints ("the
Weighted-average fair value at grant date in 2020" over a line "Weighted-average fair value at grant
date") asks that line's cell: the label names the average, so no mean of the year's opening and
closing values is a rival reading (which refused the question as two readings that disagree).

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
    folder = tmp_path_factory.mktemp("hyphenated_ops")
    build_pdf(folder / "espp.pdf", [
        Heading("Employee stock purchase plan"), Note("Annual report (extract)"),
        Grid([["Employee Stock Purchase Plan", "2020", "2019", "2018"],
              ["Expected volatility", "27.4%", "33.5%", "22.6%"],
              ["Risk-free interest rate", "1.7%", "2.0%", "1.2%"],
              ["Expected term (in years)", "0.6", "0.8", "0.9"],
              ["Weighted-average fair value at grant date", "$35.66", "$34.72", "$21.93"]], style="booktabs"),
    ])
    with ingested(folder, "espp.duckdb") as cat:
        yield cat


def test_the_hyphenated_average_is_the_labels_word(catalog):
    a = ask(catalog, "What was the Weighted-average fair value at grant date in 2020?", documents=["espp.pdf"])
    assert a.status == "answered" and a.verified and a.value == pytest.approx(35.66), a.answer


def test_an_average_the_label_does_not_print_is_still_a_mean(catalog):
    a = ask(catalog, "What was the average expected term in 2019 and 2018?", documents=["espp.pdf"])
    assert a.status == "answered" and a.value == pytest.approx(0.85), a.answer
