"""Derived measures and analyst boilerplate over several companies' annual reports at once (the
FinanceBench shape: "What is X's FY2023 current ratio? Using the balance sheet ... Round to two
decimal places."), on reportlab reports through ingest and ask()."""
from __future__ import annotations

from pathlib import Path

import pytest

from tabsql.answer import ask
from tests.catalogs import ingested
from tests.pdfs import Break, Grid, Heading, Note, build_pdf


def _reports(d: Path) -> Path:
    # Kestrel prints its own "Gross margin" line and percent column: that says nothing of Halden's.
    build_pdf(d / "kestrel_2023.pdf", [
        Heading("Kestrel Dynamics Inc. - Annual report 2023"),
        Heading("Consolidated statements of income (USD millions)", level=2),
        Grid([["", "2023", "2022"], ["Net revenue", "8,000", "7,000"], ["Cost of sales", "5,000", "4,600"],
              ["Gross margin", "3,000", "2,400"], ["Operating income", "1,200", "900"],
              ["Net income", "800", "600"]], style="booktabs"),
        Note("All figures in USD millions."), Break(),
        Heading("Consolidated balance sheets (USD millions)", level=2),
        Grid([["", "2023", "2022"], ["Total current assets", "4,000", "3,800"],
              ["Total current liabilities", "2,000", "2,100"], ["Total assets", "12,000", "11,000"]], style="booktabs"),
        Note("All figures in USD millions."), Break(),
        Heading("Gross margin ratio", level=2),
        Grid([["", "2023", "2022"], ["Gross margin", "37.5%", "34.3%"], ["Current ratio", "2.0", "1.8"]], style="booktabs"),
    ])
    build_pdf(d / "halden_2023.pdf", [
        Heading("Halden Software Inc. - Annual report 2023"),
        Heading("Summary of results (USD millions)", level=2),  # rounded, and a business sold beside the whole
        Grid([["", "2023", "2022"], ["Total revenues", "31,352", "26,492"], ["Net income", "6,177", "1,444"],
              ["Discontinued business: Net income", "(386)", "12"]], style="booktabs"),
        Note("All figures in USD millions."), Break(),
        Heading("Consolidated statements of operations (USD millions)", level=2),
        Grid([["", "2023", "2022"], ["Total revenues", "31,352.0", "26,492.0"], ["Total cost of revenues", "8,360.0", "7,026.0"],
              ["Gross profit", "22,992.0", "19,466.0"], ["Income from operations", "1,030.0", "548.0"],
              ["Net income", "6,177.4", "1,444.0"]], style="booktabs"),
        Note("All figures in USD millions."), Break(),
        Heading("Consolidated balance sheets (USD millions)", level=2),
        Grid([["", "2023", "2022"], ["Total current assets", "26,395", "22,850"],
              ["Total current liabilities", "25,891", "21,788"], ["Total assets", "98,849", "95,209"]], style="booktabs"),
        Note("All figures in USD millions."), Break(),
        Heading("Consolidated statements of cash flows (USD millions)", level=2),
        Grid([["", "2023", "2022"], ["Net cash provided by operating activities", "7,111", "6,000"],
              ["Payments for acquisition of property, plant and equipment", "(798)", "(717)"],
              ["Purchases of marketable securities", "(4,777)", "(5,674)"]], style="booktabs"),
        Note("All figures in USD millions."),
    ])
    return d


@pytest.fixture(scope="module")
def reports(tmp_path_factory):
    with ingested(_reports(tmp_path_factory.mktemp("filings")), "f.duckdb") as cat:
        yield cat


@pytest.mark.parametrize("question, value", [
    # another report's "Gross margin" line does not stop Halden's being computed from its own lines
    ("What is Halden Software's gross margin for FY2023? Round to two decimal places.", 22_992 / 31_352 * 100),
    ("Assume you are an equity analyst. Using the balance sheet, what is the FY2023 current ratio for Halden "
     "Software? Round to two decimal places.", 26_395 / 25_891),
    # the statement's "Net income 6,177.4", not the rounded summary, nor the business sold's line
    ("Calculate Halden Software's net profit margin for FY2023. Round your answer to two decimal places.",
     6_177.4 / 31_352.0 * 100),
    # capital expenditure printed under the statement's own name for it
    ("What is the FY2023 capital expenditure amount (in USD millions) for Halden Software? Give a response to "
     "the question by relying on the details shown in the cash flow statement.", 798e6),
    ("What was Halden Software's free cash flow in 2022? Rely on the statement of cash flows.", (6_000 - 717) * 1e6),
])
def test_a_measure_of_one_company_among_several_is_computed_from_its_own_statements(reports, question, value):
    a = ask(reports, question)
    assert a.status == "answered" and a.verified, a.answer
    assert a.value == pytest.approx(value, rel=1e-9)
    assert {c.document for c in a.citations} == {"halden_2023.pdf"}


def test_a_measure_the_company_prints_is_read_not_computed(reports):
    a = ask(reports, "What was Kestrel Dynamics' current ratio in 2023?")
    assert a.status == "answered" and a.verified, a.answer
    assert a.value == pytest.approx(2.0)
    assert {c.document for c in a.citations} == {"kestrel_2023.pdf"}


@pytest.mark.parametrize("plain, dressed", [
    ("What was Halden Software's capital expenditure in 2023?",
     "Relying on the statement of cash flows, what was Halden Software's capital expenditure in 2023?"),
    ("What was Halden Software's capital expenditure in 2023?",
     "What was Halden Software's capital expenditure in 2023? Use the cash flow statement and answer in USD millions."),
    ("What were Halden Software's total revenues in 2022?",
     "Based on the information provided primarily in the income statement, what were Halden Software's total "
     "revenues in 2022?"),
])
def test_a_statement_named_as_the_source_changes_no_answer(reports, plain, dressed):
    a, b = ask(reports, plain), ask(reports, dressed)
    assert a.status == "answered" and a.verified, a.answer
    assert (b.status, b.value) == (a.status, a.value), b.answer


def test_a_company_with_no_report_is_refused(reports):
    a = ask(reports, "What is Orrin Mills' FY2023 current ratio? Using the balance sheet, round to two decimal places.")
    assert a.status != "answered", a.answer


def test_a_scale_asked_of_an_amount_does_not_scale_a_percent(reports):
    a = ask(reports, "What is Halden Software's gross margin for FY2023 (in USD millions)? Round to two decimal places.")
    assert a.status == "answered" and a.verified, a.answer
    assert a.value == pytest.approx(22_992 / 31_352 * 100) and "million" not in a.answer, a.answer


def _rd(d: Path) -> Path:
    build_pdf(d / "orrin_2020.pdf", [
        Heading("Orrin Semiconductor Corp. - Annual report 2020"),
        Heading("Consolidated statements of income (USD millions)", level=2),
        Grid([["", "2020", "2019"], ["Net revenue", "7,786", "7,196"], ["Research and development", "1,355", "1,336"],
              ["Operating income", "1,900", "1,800"], ["Income before income taxes", "2,400", "2,350"],
              ["Provision for income taxes", "(311)", "(246)"], ["Net income", "2,089", "2,104"]], style="booktabs"),
        Note("All figures in USD millions."), Break(),
        Heading("Operating expenses (USD millions)", level=2),
        Grid([["", "2020", "2020", "2019", "2019"], ["", "Amount", "% of Net Revenue", "Amount", "% of Net Revenue"],
              ["Research and development", "1,355", "17.4 %", "1,336", "18.6 %"],
              ["Marketing, general and administrative", "618", "7.9 %", "635", "8.8 %"]], style="booktabs"),
        Break(),
        Heading("Consolidated balance sheets (USD millions)", level=2),
        Grid([["", "December 26, 2020", "December 28, 2019"], ["Raw materials", "200", "210"],
              ["Work in process", "300", "320"], ["Finished goods", "342", "344"], ["Total inventories", "842", "874"],
              ["Total assets", "15,309", "13,652"]], style="booktabs"),
        Note("All figures in USD millions."), Break(),
        Heading("Consolidated statements of cash flows (USD millions)", level=2),
        Grid([["", "2020", "2019"], ["Net cash provided by operating activities", "2,900", "2,700"],
              ["Dividends paid", "(560)", "(540)"]], style="booktabs"),
        Note("All figures in USD millions."), Break(),
        Heading("Segment results", level=2),
        Grid([["", "2020", "2019"], ["Chips segment", "", ""], ["Operating margin", "30.0 %", "28.0 %"],
              ["Tools segment", "", ""], ["Operating margin", "12.0 %", "11.0 %"]], style="booktabs"),
        Break(),
        Heading("Consolidated results", level=2),
        Grid([["", "2020", "2019"], ["Consolidated operating margin", "24.4 %", "25.0 %"],
              ["Consolidated net margin", "26.8 %", "29.2 %"]], style="booktabs"),
    ])
    return d


@pytest.fixture(scope="module")
def orrin(tmp_path_factory):
    with ingested(_rd(tmp_path_factory.mktemp("orrin")), "o.duckdb") as cat:
        yield cat


@pytest.mark.parametrize("question, value", [
    # "development in 2020" of "research and development" is the line item, not a change
    ("What percentage of net revenue did Orrin Semiconductor spend on research and development in 2020?", 17.4),
    # "at the end of fiscal 2020" is the balance sheet date, not the lowest value
    ("What were Orrin Semiconductor's total inventories at the end of fiscal 2020?", 842e6),
])
def test_line_items_and_period_ends_are_not_read_as_operations(orrin, question, value):
    a = ask(orrin, question)
    assert a.status == "answered" and a.verified, a.answer
    assert a.value == pytest.approx(value)


@pytest.mark.parametrize("question, value", [
    ("What was Orrin Semiconductor's effective tax rate in 2020?", 311 / 2_400 * 100),
    ("What is Orrin Semiconductor's dividend payout ratio for FY2020?", 560 / 2_089 * 100),
    ("What was Orrin Semiconductor's revenue growth in 2020?", (7_786 / 7_196 - 1) * 100),  # over the year before
    # segments print "Operating margin" each: the company's own is its consolidated line
    ("What was Orrin Semiconductor's operating margin in 2020?", 24.4),
])
def test_more_measures_of_the_data_file(orrin, question, value):
    a = ask(orrin, question)
    assert a.status == "answered" and a.verified, a.answer
    assert a.value == pytest.approx(value, rel=1e-9)


def _tarn(d: Path) -> Path:
    build_pdf(d / "tarn_2021.pdf", [
        Heading("Tarn Outdoor Inc. - Annual report 2021"),
        Heading("Consolidated statements of income (USD millions)", level=2),
        Grid([["", "2021", "2020"], ["Net sales", "6,000", "5,500"], ["Cost of sales", "4,250", "4,000"],
              ["Net income", "420", "390"]], style="booktabs"),
        Note("All figures in USD millions."), Break(),
        Heading("Consolidated balance sheets (USD millions)", level=2),
        Grid([["", "2021", "2020"], ["Inventories", "900", "800"], ["Total current assets", "2,000", "1,900"],
              ["Total current liabilities", "1,000", "950"]], style="booktabs"),
        Note("All figures in USD millions."), Break(),
        Heading("Consolidated statements of cash flows (USD millions)", level=2),
        Grid([["", "2021", "2020"], ["Net income", "420", "390"], ["Changes in assets and liabilities:", "", ""],
              ["Inventories", "(100)", "(50)"], ["Net cash provided by operating activities", "700", "650"]], style="booktabs"),
        Note("All figures in USD millions."), Break(),
        Heading("Note 9: Assets held for sale (USD millions)", level=2),
        Grid([["", "2021", "2020"], ["Inventories", "60", "40"], ["Property, plant and equipment", "120", "90"],
              ["Total assets held for sale", "180", "130"]], style="booktabs"),
        Note("All figures in USD millions."),
    ])
    return d


@pytest.fixture(scope="module")
def tarn(tmp_path_factory):
    with ingested(_tarn(tmp_path_factory.mktemp("tarn")), "t.duckdb") as cat:
        yield cat


def test_a_balance_is_read_from_the_balance_sheet_not_a_change_or_a_note(tarn):
    # "Inventories" is printed three times: the balance sheet's, the cash flow's change, a note's part
    a = ask(tarn, "What is Tarn Outdoor's inventory turnover for FY2021?")
    assert a.status == "answered" and a.verified, a.answer
    assert a.value == pytest.approx(4_250 / ((900 + 800) / 2))
