"""A table of the notes whose top line is not the income statement's (an equity-method investee's
summarized results, a segment's) holds that part's lines: a question that names nothing of the part
("What was Heron's gross profit in 2022?", whose only "Gross profit" line is the investee's) is
refused, not answered with the investee's figure; one that names the part ("the Americas") is
answered from it. A reportlab 10-K through ingest and ask()."""
from __future__ import annotations

import pytest

from tabsql.answer import ask
from tests.catalogs import ingested
from tests.pdfs import Break, Grid, Heading, Note, build_pdf

YEARS = ["(MILLIONS)", "2022", "2021"]


@pytest.fixture(scope="module")
def catalog(tmp_path_factory):
    d = tmp_path_factory.mktemp("parts")
    build_pdf(d / "heron_2022_10k.pdf", [
        Heading("Heron Pharma Inc. - Annual Report on Form 10-K 2022"),
        Heading("Consolidated Statements of Income", level=2),
        Grid([YEARS, ["Revenues", "$ 100,330", "$ 81,288"], ["Cost of sales", "(34,344)", "(30,821)"],
              ["Research and development expenses", "(11,428)", "(13,829)"], ["Income before provision for taxes on income",
              "34,729", "24,311"], ["Provision for taxes on income", "(3,328)", "(1,852)"],
              ["Net income", "$ 31,401", "$ 22,459"], ["Earnings per share, diluted", "$ 5.47", "$ 3.85"]], style="booktabs"),
        Break(),
        Heading("Notes to Consolidated Financial Statements", level=2),
        Break(), Heading("Consolidated Balance Sheets", level=2),
        Grid([["(MILLIONS)", "As of December 31, 2022", "As of December 31, 2021"], ["Cash and cash equivalents", "$ 416", "$ 1,944"],
              ["Inventories", "8,981", "9,059"], ["Total current assets", "51,259", "59,693"], ["Goodwill", "51,375", "49,208"],
              ["Total assets", "$ 197,205", "$ 181,476"], ["Total current liabilities", "42,138", "42,671"],
              ["Total liabilities", "101,288", "104,013"], ["Retained earnings", "125,656", "103,394"]], style="booktabs"),
        Break(), Note("Summarized financial information for our equity-method investee is as follows:"),
        Grid([["(MILLIONS)", "As of December 31, 2022", "As of December 31, 2021"], ["Current assets", "$ 4,043", "$ 3,608"],
              ["Noncurrent assets", "3,014", "3,563"], ["Total assets", "$ 7,057", "$ 7,171"],
              ["Current liabilities", "$ 3,780", "$ 3,497"]], style="booktabs"),
        Grid([YEARS, ["Net sales", "$ 6,955", "$ 6,380"], ["Cost of sales", "(819)", "(682)"],
              ["Gross profit", "$ 6,135", "$ 5,698"], ["Income from continuing operations", "3,108", "2,040"],
              ["Net income", "3,108", "2,040"]], style="booktabs"),
        Break(), Note("Revenues by region:"),
        Grid([YEARS, ["Americas:", "", ""], ["Net sales", "$ 60,100", "$ 48,000"], ["Operating income", "21,000", "17,500"],
              ["International:", "", ""], ["Net sales", "$ 40,230", "$ 33,288"], ["Operating income", "13,000", "9,900"]],
             style="booktabs"),
    ])
    with ingested(d, "h.duckdb") as cat:
        yield cat


@pytest.mark.parametrize("question", ["What was Heron's gross profit in 2022?",
                                      "What was Heron's income from continuing operations in 2022?"])  # printed without "$"
def test_a_line_only_a_part_s_table_prints_is_not_the_company_s(catalog, question):
    a = ask(catalog, question)
    assert a.status != "answered", a.answer
    assert a.value is None


def test_a_balance_sheet_line_only_a_part_prints_is_not_the_company_s(catalog):
    a = ask(catalog, "What were Heron's noncurrent assets at the end of 2022?")  # only the investee prints the line
    assert a.status != "answered", a.answer
    own = ask(catalog, "What were Heron's current liabilities at the end of 2022?")  # the statement's, not the investee's
    assert own.status == "answered" and own.value == pytest.approx(42_138e6), own.answer
    total = ask(catalog, "What were Heron's total assets at the end of 2022?")
    assert total.status == "answered" and total.value == pytest.approx(197_205e6), total.answer


def test_a_line_of_the_part_the_question_names_is_answered(catalog):
    a = ask(catalog, "What was Heron's operating income in the Americas in 2022?")
    assert a.status == "answered" and a.value == pytest.approx(21_000e6), a.answer


def test_the_statement_s_own_line_is_answered(catalog):
    a = ask(catalog, "What was Heron's cost of sales in 2022?")
    assert a.status == "answered" and abs(a.value) == pytest.approx(34_344e6), a.answer
