"""A measure the question defines ("Fixed asset turnover ratio is defined as: FY2023 revenue /
(average PP&E between FY2022 and FY2023)", "i.e. cash from operations minus capital expenditures"),
and a concept whose lines a whole 10-K prints several ways (a segment's "Total revenue" beside the
income statement's "Revenue", "Property and equipment, at cost" beside the net amount, a rounded
summary beside the statement), on a reportlab report through ingest and ask()."""
from __future__ import annotations

from pathlib import Path

import pytest

from tabsql.answer import ask
from tests.catalogs import ingested
from tests.pdfs import Break, Grid, Heading, Note, build_pdf

USD_M = "All figures in USD millions."


def _report(d: Path) -> Path:
    build_pdf(d / "brantley_2023.pdf", [
        Heading("Brantley Freight Corp. - Annual report 2023"),
        Heading("Express segment results (USD millions)", level=2),  # a segment's own "Total revenue"
        Grid([["", "2023", "2022"], ["Package revenue", "30,100", "29,000"], ["Freight revenue", "12,643", "11,000"],
              ["Total revenue", "42,743", "40,000"], ["Operating income", "1,500", "1,700"]], style="booktabs"),
        Note(USD_M), Break(),
        Heading("Selected financial data (USD millions)", level=2),  # rounded
        Grid([["", "2023", "2022"], ["Cash provided by operating activities", "8,848", "9,832"],
              ["Dividends paid", "1,177", "793"]], style="booktabs"),
        Note(USD_M), Break(),
        Heading("Consolidated statements of income (USD millions)", level=2),
        Grid([["", "2023", "2022"], ["Revenue", "90,155", "93,512"], ["Operating income", "4,912", "6,245"],
              ["Income before income taxes", "5,363", "4,896"], ["Provision for income taxes", "1,391", "1,070"],
              ["Net income", "3,972", "3,826"], ["Dividends declared per common share", "4.60", "3.00"]], style="booktabs"),
        Note(USD_M), Break(),
        Heading("Consolidated balance sheets (USD millions)", level=2),
        Grid([["", "2023", "2022"], ["Inventories", "604", "637"], ["Total current assets", "18,610", "20,365"],
              ["Property and equipment, at cost", "80,624", "75,275"], ["Net property and equipment", "40,698", "38,091"],
              ["Total assets", "87,143", "85,994"], ["Total current liabilities", "12,300", "13,000"]], style="booktabs"),
        Note(USD_M), Break(),
        Heading("Consolidated statements of cash flows (USD millions)", level=2),
        Grid([["", "2023", "2022"], ["Net income", "3,972", "3,826"], ["Cash provided by operating activities", "8,848", "9,832"],
              ["Capital expenditures", "(6,174)", "(6,763)"], ["Common stock dividends", "(1,177.4)", "(793.0)"]],
             style="booktabs"),
        Note(USD_M),
    ])
    return d


@pytest.fixture(scope="module")
def brantley(tmp_path_factory):
    with ingested(_report(tmp_path_factory.mktemp("brantley")), "b.duckdb") as cat:
        yield cat


@pytest.mark.parametrize("question, value", [
    # the statement's revenue, not the segment's "Total revenue"; the net amount, not the one at cost
    ("What is Brantley Freight's FY2023 fixed asset turnover ratio? Fixed asset turnover ratio is defined as: "
     "FY2023 revenue / (average PP&E between FY2022 and FY2023). Round your answer to two decimal places.",
     90_155 / ((40_698 + 38_091) / 2)),
    ("Compute Brantley Freight's fixed asset turnover for FY2023, defined as FY2023 revenue divided by the average "
     "of net property and equipment at the ends of FY2022 and FY2023.", 90_155 / ((40_698 + 38_091) / 2)),
    # the measure asked is free cash flow, not the capital expenditure its definition names
    ("What was Brantley Freight's free cash flow for 2023 in USD millions, i.e. cash provided by operations minus "
     "capital expenditures?", (8_848 - 6_174) * 1e6),
    ("What was Brantley Freight's free cash flow in FY2023? Free cash flow = cash from operations - capital "
     "expenditures. Answer in USD millions.", (8_848 - 6_174) * 1e6),
    ("What is Brantley Freight's quick ratio at the end of FY2023? Quick ratio = (total current assets - "
     "inventories) / total current liabilities. Round to two decimal places.", (18_610 - 604) / 12_300),
    ("What was Brantley Freight's operating margin in FY2023 (operating income as a percent of revenue)?",
     4_912 / 90_155 * 100),
    # year-end assets where the formula averages the opening and closing balance: the balance the question says
    ("What was Brantley Freight's return on assets for FY2023, defined as net income divided by year-end total assets?",
     3_972 / 87_143 * 100),
])
def test_a_definition_the_question_states_is_followed_where_it_is_the_formula(brantley, question, value):
    a = ask(brantley, question)
    assert a.status == "answered" and a.verified, a.answer
    assert a.value == pytest.approx(value, rel=1e-9)


@pytest.mark.parametrize("question, value", [
    # a definition naming another line than the formula's: computed as the question states it (the outflows
    # printed in brackets counted by their size), never by tabsql's own formula
    ("What was Brantley Freight's free cash flow in FY2023? Free cash flow = cash from operations - capital "
     "expenditures - dividends paid.", (8_848 - 6_174 - 1_177.4) * 1e6),
    # a definition in brackets, naming another line than the formula's
    ("What was Brantley Freight's net margin in FY2023, computed as (net income - common stock dividends) / revenue?",
     (3_972 - 1_177.4) / 90_155 * 100),
])
def test_a_definition_other_than_the_formula_is_computed_as_stated(brantley, question, value):
    a = ask(brantley, question)
    assert a.status == "answered" and a.value == pytest.approx(value, rel=1e-9), a.answer


def test_a_measure_tabsql_does_not_hold_named_beside_its_definition_is_refused(brantley):
    # "capex intensity": the name says a measure no table or data file holds
    a = ask(brantley, "What is Brantley Freight's capex intensity for FY2023, i.e. capital expenditures as a percent "
                      "of revenue?")
    assert a.status != "answered", a.answer


def test_cash_dividends_are_read_at_the_statements_precision_and_not_per_share(brantley):
    # the summary's "Dividends paid 1,177" is the statement's "Common stock dividends (1,177.4)" rounded
    a = ask(brantley, "How much did Brantley Freight pay out in cash dividends for FY2023? Answer in USD millions.")
    assert a.status == "answered" and a.verified, a.answer
    assert abs(a.value) == pytest.approx(1_177.4e6)
    b = ask(brantley, "What cash dividends per common share did Brantley Freight declare in 2023?")
    assert b.status != "answered" or b.value == pytest.approx(4.60), b.answer


def test_a_change_asked_in_units_of_percents_is_a_percent_change_of_the_statements_line(brantley):
    # the segment's "Total revenue" (42,743 / 40,000) is not the company's "Revenue" (90,155 / 93,512)
    a = ask(brantley, "What is the year-over-year change in Brantley Freight's revenue from FY2022 to FY2023 (in units "
                      "of percents and round to one decimal place)?")
    assert a.status == "answered" and a.verified, a.answer
    assert a.value == pytest.approx((90_155 - 93_512) / 93_512 * 100, abs=0.05)
