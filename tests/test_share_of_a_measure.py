"""A share asked of an annual report ("what share of its cash from operations went to capital
expenditures") is never answered by the amount of the measure it names (capital expenditure).
Reportlab reports through ingest and ask()."""
from __future__ import annotations

import pytest

from tabsql.answer import ask
from tests.catalogs import ingested
from tests.pdfs import Grid, Heading, Note, build_pdf


@pytest.fixture(scope="module")
def report(tmp_path_factory):
    d = tmp_path_factory.mktemp("share")
    build_pdf(d / "quill_2022.pdf", [
        Heading("Quill Restaurants Inc. - Annual report 2022"),
        Heading("Consolidated statement of cash flows (USD millions)", level=2),
        Grid([["", "2022", "2021"], ["Cash provided by operations", "7,386.7", "9,141.5"],
              ["Capital expenditures", "(1,899.2)", "(2,040.0)"], ["Common stock dividends", "(4,168.2)", "(3,918.6)"]],
             style="booktabs"),
        Note("All figures in USD millions."),
    ])
    with ingested(d, "c.duckdb") as cat:
        yield cat


def test_a_share_asked_is_not_answered_by_an_amount(report):
    a = ask(report, "What share of Quill Restaurants' 2022 cash provided by operations was spent on capital expenditures?")
    assert a.status != "answered" or a.unit == "%", a.answer
    b = ask(report, "What were Quill Restaurants' capital expenditures in 2022?")
    assert b.status == "answered" and abs(b.value) == pytest.approx(1_899.2e6), b.answer
