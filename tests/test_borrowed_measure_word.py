"""A question word inside the measure's phrase ("net other income") that the cited line's label
does not print, while another line of its table prints it ("Other expense, net"), is not proven by the cited line
(verify.proof): the change in "Net income" is not the change in net other income. A computed
answer (a change) used to skip the word, as no column header prints it.

Real reportlab PDFs -> real extraction -> a real Catalog; every question goes through ask().
"""
from __future__ import annotations

import pytest

from tabsql.answer import ask
from tests.catalogs import ingested
from tests.pdfs import Grid, Heading, Note, build_pdf


@pytest.fixture(scope="module")
def report(tmp_path_factory):
    d = tmp_path_factory.mktemp("borrowed_measure_word")
    build_pdf(d / "selected.pdf", [
        Heading("Selected financial data"),
        Grid([["", "2019", "2018"],
              ["Statement of Operations Data:", "", ""],
              ["Net sales", "52,400", "48,100"],
              ["Other expense, net", "(410)", "(380)"],
              ["Net income", "6,310", "5,870"],
              ["Other Financial Data:", "", ""],
              ["Net income as a percentage of sales", "12.0%", "12.2%"],
              ["Capital expenditures", "2,140", "1,980"]], style="booktabs"),
        Note("All amounts in thousands.")])
    with ingested(d, "selected.duckdb") as cat:
        yield cat


def test_a_word_inside_the_measure_that_another_line_prints_is_not_proven_by_the_cited_line(report):
    ans = ask(report, "What is the change in net other income from 2018 to 2019?", documents=["selected.pdf"])
    assert ans.status != "answered", ans.answer
    assert "'other'" in ans.answer and "Other expense, net" in ans.answer

    # the lines asked by their own words answer
    ans = ask(report, "What is the change in net income from 2018 to 2019?", documents=["selected.pdf"])
    assert ans.status == "answered" and ans.value == pytest.approx(440_000)
    ans = ask(report, "What is the change in net sales from 2018 to 2019?", documents=["selected.pdf"])
    assert ans.status == "answered" and ans.value == pytest.approx(4_300_000)
