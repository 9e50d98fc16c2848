"""Linking question words to rows and columns: words that talk about the table rather than name a
cell, context a label leaves out (a heading row, the label-column header, a bracketed qualifier, an
upper column header), near spellings, and the refusals that must survive all of it.

Real PDFs (reportlab) -> real extraction -> real Catalog -> ask(), each question asked of one report.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from tabsql.answer import ask
from tests.catalogs import ingested
from tests.pdfs import report_pdf



def build_reports(d: Path) -> Path:
    report_pdf(d / "fees.pdf", "Kelby Holdings plc - Annual report 2025", [
        ["", "2025", "2024"],
        ["Audit fees", "58,000", "55,000"],
        ["Tax fees", "12,000", "9,000"],
    ])
    report_pdf(d / "swaps.pdf", "Rovan Energy - Annual report 2025", [
        ["", "2025", "2024"],
        ["Interest rate swaps", "", ""],
        ["Carrying amount (non-current (liabilities)/assets)", "(494)", "1,663"],
        ["Notional amount", "29,423", "77,630"],
        ["Cross currency swaps", "", ""],
        ["Fair value", "310", "280"],
    ], style="grid")
    report_pdf(d / "shares.pdf", "Torvald Shipping - Annual report 2025", [
        ["Number of shares (1,000)", "2025", "2024", "2023"],
        ["Outstanding as of 1 January", "2,719.1", "2,611.2", "1,999.8"],
        ["Granted during the period", "1,001.1", "907.3", "866.6"],
        ["Forfeited during the period", "-177.2", "-35.4", "-21.3"],
    ])
    report_pdf(d / "weeks.pdf", "Marlow Retail - Annual report 2025", [
        ["", "F25", "F24"],
        ["", "53 WEEKS", "52 WEEKS"],
        ["Sales", "1,671", "1,612"],
        ["ROFE (%)", "16.5", "15.8"],
    ], style="grid", header_rows=2)
    report_pdf(d / "margin.pdf", "Sorell Industrial - Annual report 2025", [
        ["", "2025", "2024"],
        ["EBITDA", "612", "590"],
        ["Adjusted EBITA", "483", "460"],
        ["Adjusted EBITA margin", "4.7%", "5.3%"],
    ])
    report_pdf(d / "tax.pdf", "Quarry Tools Inc - Annual report 2025", [
        ["", "2025", "2024", "2023"],
        ["Deferred tax expense (benefit):", "", "", ""],
        ["Federal", "3", "(13)", "26"],
        ["State", "4", "5", "6"],
        ["Total deferred", "7", "(8)", "32"],
    ])
    return d


@pytest.fixture(scope="module")
def catalog(tmp_path_factory):
    d = build_reports(tmp_path_factory.mktemp("linking"))
    with ingested(d, "linking.duckdb") as cat:
        yield cat


def _ask(catalog, question: str, document: str):
    return ask(catalog, question, documents=[document])


def test_table_talk_words_need_no_cell(catalog):
    """"Both" and "respective" talk about the question's shape; they must not make it unanswerable."""
    total = _ask(catalog, "What is the total amount of audit fees in both 2024 and 2025?", "fees.pdf")
    assert total.status == "answered" and total.verified, total.answer
    assert total.value == pytest.approx(113000)
    each = _ask(catalog, "What are the respective values of tax fees in 2025 and 2024?", "fees.pdf")
    assert each.status == "answered", each.answer
    assert each.value == pytest.approx([12000, 9000])


def test_respective_values_are_not_one_cell(catalog):
    """A question asking for several values is refused when one cell is all that links."""
    a = _ask(catalog, "What are the respective audit fees?", "fees.pdf")
    assert a.status != "answered" or isinstance(a.value, list), a.answer


def test_valueless_heading_row_names_the_rows_below(catalog):
    a = _ask(catalog, "What is the 2025 notional amount of the interest rate swaps?", "swaps.pdf")
    assert a.status == "answered", a.answer
    assert a.value == pytest.approx(29423)
    assert a.citations[0].row.endswith("Notional amount")


def test_bracketed_qualifier_may_go_unsaid(catalog):
    a = _ask(catalog, "What is the 2024 carrying amount of interest rate swaps?", "swaps.pdf")
    assert a.status == "answered", a.answer
    assert a.value == pytest.approx(1663)


def test_heading_of_another_block_does_not_leak(catalog):
    """The fair value sits under "Cross currency swaps": asked of interest rate swaps, no answer."""
    a = _ask(catalog, "What is the 2025 fair value of the interest rate swaps?", "swaps.pdf")
    assert a.status != "answered", a.answer


def test_missing_content_word_still_refuses(catalog):
    """A word naming something the report lacks ("commodity") is not table talk."""
    a = _ask(catalog, "What is the 2025 notional amount of the commodity swaps?", "swaps.pdf")
    assert a.status != "answered", a.answer


def test_label_column_header_accounts_for_words(catalog):
    """"shares" is printed only in the label column's header ("Number of shares (1,000)")."""
    a = _ask(catalog, "Which year has the most number of shares granted during the period?", "shares.pdf")
    assert a.status == "answered", a.answer
    assert a.value == "2025"


def test_upper_column_header_names_a_column(catalog):
    """"F25" heads a column whose leaf header is "53 WEEKS"."""
    a = _ask(catalog, "What is the average sales for years F25 and F24?", "weeks.pdf")
    assert a.status == "answered", a.answer
    assert a.value == pytest.approx(1641.5)


def test_near_spelling_of_a_printed_word(catalog):
    """The question says EBITDA, the row prints EBITA (and another row prints EBITDA)."""
    a = _ask(catalog, "What is the increase / (decrease) in the Adjusted EBITDA margin from 2024 to 2025?", "margin.pdf")
    assert a.status == "answered", a.answer
    assert a.value == pytest.approx(-0.6, abs=1e-6)


def test_year_range_includes_the_years_between(catalog):
    a = _ask(catalog, "What is the total federal tax expense between 2023 to 2025?", "tax.pdf")
    assert a.status == "answered", a.answer
    assert a.value == pytest.approx(16)
    assert len(a.citations) == 3
