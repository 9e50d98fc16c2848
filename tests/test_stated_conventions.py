"""What the question states is honoured: a span of fiscal years ("from fiscal 2023 to fiscal 2025")
is every year of it, a scale said as a last sentence ("USD millions."), or before a "Thanks!" or at
the start ("In USD millions, what ..."), is an instruction, a measure
defined with its balance at the year's close is computed so (not refused for the data file's
averaged balances), an expense said whole is the income statement's line, not the balance sheet's
accrual of it, a change asked is never computed from two printed changes ("Percent Change > 2023"
and "> 2022"), and "sum assets" is the line "Total assets", as "total assets" is. Reportlab reports through ingest and ask()."""
from __future__ import annotations

import pytest

from tabsql.answer import ask
from tests.catalogs import ingested
from tests.pdfs import Break, Grid, Heading, Note, build_pdf


@pytest.fixture(scope="module")
def catalog(tmp_path_factory):
    d = tmp_path_factory.mktemp("stated_conventions")
    build_pdf(d / "tarnwick_2025.pdf", [
        Heading("Tarnwick Outdoor, Inc. - Annual report fiscal 2025"),
        Heading("Consolidated statements of income", level=2), Note("(USD millions)"),
        Grid([["", "Fiscal 2023", "Fiscal 2024", "Fiscal 2025"], ["Net sales", "1,486.2", "1,552.7", "1,618.9"],
              ["Cost of sales", "861.4", "889.3", "917.6"], ["Operating expenses:", "", "", ""],
              ["Salaries and employee benefits", "301.5", "318.2", "331.0"], ["Other operating expenses", "151.4", "153.4", "158.2"],
              ["Operating income", "171.9", "191.8", "212.1"], ["Net income", "110.3", "106.3", "142.2"]],
             style="booktabs"),
        Break(), Heading("Consolidated balance sheets", level=2), Note("(USD millions, at fiscal year end)"),
        Grid([["", "Fiscal 2024", "Fiscal 2025"], ["Cash and cash equivalents", "142.8", "198.5"],
              ["Accounts receivable, net", "211.4", "224.9"], ["Inventories", "318.7", "305.2"],
              ["Total current assets", "714.2", "767.2"], ["Property, plant and equipment, net", "402.5", "431.8"],
              ["Total assets", "1,392.7", "1,467.4"], ["Current liabilities:", "", ""], ["Accounts payable", "164.2", "171.5"],
              ["Accrued salaries and employee benefits", "41.0", "44.3"], ["Total current liabilities", "261.0", "273.8"],
              ["Long-term debt", "520.0", "470.0"], ["Total liabilities", "781.0", "743.8"],
              ["Total stockholders' equity", "611.7", "723.6"],
              ["Total liabilities and stockholders' equity", "1,392.7", "1,467.4"]],
             style="booktabs"),
        Break(), Heading("Key ratios", level=2),
        Grid([["", "Fiscal 2024", "Fiscal 2025"], ["Gross margin (%)", "42.7", "43.3"], ["Operating margin (%)", "12.4", "13.1"],
              ["Net margin (%)", "6.8", "8.8"], ["Return on equity (%)", "17.4", "19.7"]], style="booktabs"),
    ])
    build_pdf(d / "ossory_2023.pdf", [
        Heading("Ossory Systems Corporation - Annual report fiscal 2023"),
        Heading("Total revenues", level=2), Note("(Dollars in millions)"),
        Grid([["", "Percent Change", ""], ["", "2023", "2022"],
              ["Cloud services", "17%", "6%"], ["Hardware", "3%", "-3%"], ["Total revenues", "18%", "5%"]],
             style="grid", header_rows=2, spans=[((1, 0), (2, 0))]),
    ])
    with ingested(d, "c.duckdb") as cat:
        yield cat


@pytest.mark.parametrize("question, value", [
    ("What was Tarnwick's average net income from fiscal 2023 to fiscal 2025?", (110.3 + 106.3 + 142.2) / 3 * 1e6),
    ("Tarnwick's total net income between fiscal 2023 and fiscal 2025?", (110.3 + 106.3 + 142.2) * 1e6),
])
def test_a_span_of_fiscal_years_is_every_year_of_it(catalog, question, value):
    a = ask(catalog, question)
    assert a.status == "answered" and a.value == pytest.approx(value), a.answer


def test_a_scale_said_as_a_last_sentence_is_an_instruction(catalog):
    a = ask(catalog, "What was Tarnwick's net income in fiscal 2024? USD millions.")
    assert a.status == "answered" and a.value == pytest.approx(106.3e6) and "106.30 million" in a.answer, a.answer


def test_a_balance_defined_at_the_years_close_is_taken_there(catalog):
    a = ask(catalog, "What was Tarnwick's days payable outstanding for fiscal 2025, computed as 365 x accounts payable "
                     "at the end of fiscal 2025 / cost of sales for fiscal 2025? Round to two decimal places.")
    assert a.status == "answered" and a.value == pytest.approx(365 * 171.5 / 917.6), a.answer
    b = ask(catalog, "What was Tarnwick's days payable outstanding for fiscal 2025?")
    assert b.status == "answered" and b.value == pytest.approx(365 * (164.2 + 171.5) / 2 / 917.6), b.answer


def test_an_expense_said_whole_is_not_its_accrual(catalog):
    a = ask(catalog, "Tarnwick salaries and employee benefits expense for fiscal 2025, in USD millions?")
    assert a.status == "answered" and a.value == pytest.approx(331.0e6), a.answer


@pytest.mark.parametrize("question", [
    "What was the percentage change in Ossory's total revenues from 2022 to 2023?",
    "What is the year-over-year change in Ossory's total revenues from FY2022 to FY2023, in percent?",
])
def test_a_change_is_never_computed_from_two_printed_changes(catalog, question):
    a = ask(catalog, question)
    assert a.status != "answered", a.answer



@pytest.mark.parametrize("question, value", [
    ("What were Tarnwick's sum liabilities at the end of fiscal 2025?", 743.8e6),
    ("What was Tarnwick's sum assets at the end of fiscal 2025?", 1_467.4e6),
])
def test_any_word_of_the_operation_reads_its_total_line(catalog, question, value):
    a = ask(catalog, question)
    assert a.status == "answered" and a.value == pytest.approx(value), a.answer


@pytest.mark.parametrize("question", [
    "What was Tarnwick's net income in fiscal 2024, in USD millions? Thanks!",
    "In USD millions, what was Tarnwick's net income in fiscal 2024?",
])
def test_a_scale_said_mid_question_is_an_instruction(catalog, question):
    a = ask(catalog, question)
    assert a.status == "answered" and a.value == pytest.approx(106.3e6) and "106.30 million" in a.answer, a.answer
