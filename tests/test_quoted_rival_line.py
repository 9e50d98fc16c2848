"""A question that names no report and quotes one report's label word for word, answered from
another report's line whose label it does not quote (its words in another order): ambiguous, the
quoted line may be the one meant (verify.rival_lines). With no year asked, an average reads each
line over its own years.

Real reportlab PDFs -> real extraction -> a real Catalog; every question goes through ask().
"""
from __future__ import annotations

from pathlib import Path

import pytest

from tabsql.answer import ask
from tests.catalogs import ingested
from tests.pdfs import Grid, Heading, Note, build_pdf


def _extract(path: Path, header: list[str], rows: list[list[str]], prose: str) -> Path:
    return build_pdf(path, [Heading("Annual report (extract)"), Grid([header, *rows], style="booktabs"), Note(prose)])


@pytest.fixture(scope="module")
def reports(tmp_path_factory):
    d = tmp_path_factory.mktemp("quoted_rival")
    _extract(d / "software.pdf", ["", "2019", "2018", "2017"],
             [["Net income", "53,330", "21,524", "29,251"],
              ["Amortization and depreciation expense", "22,134", "21,721", "17,734"],
              ["Stock-based compensation expense", "20,603", "13,429", "7,413"]],
             "Adjusted EBITDA reconciliation (in thousands).")
    _extract(d / "holding.pdf", ["", "2019", "2018"],
             [["Selling, general and administrative", "24.9", "33.5"],
              ["Depreciation and amortization", "0.3", "0.1"]],
             "Non-operating corporate segment (in millions).")
    with ingested(d, "quoted_rival.duckdb") as cat:
        yield cat


def test_a_line_the_question_quotes_rivals_one_it_does_not(reports):
    ans = ask(reports, "What is the average depreciation and amortization expense?")
    assert ans.status == "ambiguous", ans.answer
    assert "software.pdf" in ans.answer and "holding.pdf" in ans.answer
    ans = ask(reports, "What was the depreciation and amortization expense in 2019?")
    assert ans.status == "ambiguous", ans.answer


def test_the_quoted_label_or_a_named_report_still_answers(reports):
    ans = ask(reports, "What is the average amortization and depreciation expense?")
    assert ans.status == "answered" and ans.value == pytest.approx(20_529_666.67, rel=1e-6)
    ans = ask(reports, "What is the average depreciation and amortization expense?", documents=["software.pdf"])
    assert ans.status == "answered" and ans.value == pytest.approx(20_529_666.67, rel=1e-6)
    ans = ask(reports, "What is the average depreciation and amortization expense?", documents=["holding.pdf"])
    assert ans.status == "answered" and ans.value == pytest.approx(200_000)
