"""A question that names no report, two reports printing the line it names with other values:
ambiguous, naming both (verify.rival_lines); asked of one report, each answers its own. A question
that quotes one report's label word for word, answered from another report's line whose label it
does not quote (its words in another order), is ambiguous too; with no year asked, an average reads
each line over its own years.

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
    d = tmp_path_factory.mktemp("rival_lines")
    _extract(d / "shipping.pdf", ["", "2019", "2018"],
             [["Voyage revenues", "310,009", "306,012"], ["Voyage expenses", "(21,387)", "(28,237)"],
              ["Vessel operating expenses", "(90,225)", "(96,581)"]],
             "Results of operations (in thousands).")
    _extract(d / "tankers.pdf", ["", "2019", "2018"],
             [["Voyage Revenue", "500,123", "480,775"], ["Less Voyage expenses", "(141,770)", "(165,012)"],
              ["Net Voyage Revenue", "358,353", "315,763"]],
             "Time charter equivalent revenue (in thousands).")
    _extract(d / "mining.pdf", ["", "2019", "2018"],
             [["Exploration expenses", "1,204", "1,310"], ["Royalties", "644", "612"]],
             "Operating costs (in thousands).")
    _extract(d / "stores.pdf", ["", "April 27, 2019", "April 28, 2018"],
             [["Land", "12.0", "12.0"], ["Buildings and Building Improvements", "81.2", "69.2"]],
             "Property and equipment (in millions).")
    _extract(d / "plants.pdf", ["", "2019", "2018"],
             [["Land", "150", "148"], ["Buildings and improvements", "1,393", "1,379"]],
             "Property, plant and equipment (in millions).")
    with ingested(d, "rival.duckdb") as cat:
        yield cat


def test_a_line_two_reports_print_is_ambiguous_when_no_report_is_named(reports):
    ans = ask(reports, "What is the average voyage expenses in 2018 and 2019?")
    assert ans.status == "ambiguous", ans.answer
    assert "shipping.pdf" in ans.answer and "tankers.pdf" in ans.answer
    assert {c.document for c in ans.citations} == {"shipping.pdf", "tankers.pdf"}
    # asked of one report, each answers its own line
    ans = ask(reports, "What is the average voyage expenses in 2018 and 2019?", documents=["tankers.pdf"])
    assert ans.status == "answered" and ans.value == pytest.approx(-153_391_000)
    ans = ask(reports, "What is the average voyage expenses in 2018 and 2019?", documents=["shipping.pdf"])
    assert ans.status == "answered" and ans.value == pytest.approx(-24_812_000)


def test_only_a_line_that_fits_as_well_makes_it_ambiguous(reports):
    assert ask(reports, "What is the average voyage expenses in 2018 and 2019?").status == "ambiguous"
    # a line one report alone prints
    ans = ask(reports, "What were the royalties in 2019?")
    assert ans.status == "answered" and ans.value == pytest.approx(644_000)
    # a label the question spells out word for word, elsewhere only a shorter one
    ans = ask(reports, "What is the average Buildings and Building Improvements value for 2018 and 2019?")
    assert ans.status == "answered" and ans.value == pytest.approx(75_200_000)
    assert {c.document for c in ans.citations} == {"stores.pdf"}


@pytest.fixture(scope="module")
def quoted_reports(tmp_path_factory):
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


def test_a_line_the_question_quotes_rivals_one_it_does_not(quoted_reports):
    ans = ask(quoted_reports, "What is the average depreciation and amortization expense?")
    assert ans.status == "ambiguous", ans.answer
    assert "software.pdf" in ans.answer and "holding.pdf" in ans.answer
    ans = ask(quoted_reports, "What was the depreciation and amortization expense in 2019?")
    assert ans.status == "ambiguous", ans.answer


def test_the_quoted_label_or_a_named_report_still_answers(quoted_reports):
    ans = ask(quoted_reports, "What is the average amortization and depreciation expense?")
    assert ans.status == "answered" and ans.value == pytest.approx(20_529_666.67, rel=1e-6)
    ans = ask(quoted_reports, "What is the average depreciation and amortization expense?", documents=["software.pdf"])
    assert ans.status == "answered" and ans.value == pytest.approx(20_529_666.67, rel=1e-6)
    ans = ask(quoted_reports, "What is the average depreciation and amortization expense?", documents=["holding.pdf"])
    assert ans.status == "answered" and ans.value == pytest.approx(200_000)
