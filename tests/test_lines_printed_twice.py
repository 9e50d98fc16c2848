"""A line printed in two tables of a report, asked by its label and year alone, through ingest and
ask() on PDFs made here. Both cells fit the question alike and retrieval ranked the shorter record
first: a stock-compensation table's allocation to "Cost of net revenues" (75) was answered,
verified, for the expense (2,476) of an income statement too short to be known by its lines; the
cash flow statement's "Inventories" (the year's change, 1,634) for the balance sheet's (4,946). Now
the statement known by its title answers, and asked no change, the balance; naming the table still
answers its cell."""
from __future__ import annotations

import pytest

from tabsql.answer import ask
from tabsql.catalog import Catalog

from catalogs import ingested
from pdfs import Grid, Heading, Note, build_pdf


@pytest.fixture(scope="module")
def catalog(tmp_path_factory) -> Catalog:
    folder = tmp_path_factory.mktemp("twice")
    build_pdf(folder / "wren_2021.pdf", [
        Heading("Wren Devices Inc. - Annual report on Form 10-K for the fiscal year 2021"),
        Heading("Consolidated Statements of Income", level=2),
        Grid([["(in millions)", "2021", "2020"], ["Net revenues", "10,420", "8,894"],
              ["Cost of net revenues", "2,931", "2,476"], ["Sales and marketing", "2,170", "1,950"],
              ["Net income", "2,487", "1,787"]], style="booktabs"),
        Heading("Stock-based compensation", level=2),
        Note("The following table presents stock-based compensation expense by line item (in millions):"),
        Grid([["(in millions)", "2021", "2020"], ["Cost of net revenues", "88", "75"],
              ["Sales and marketing", "529", "470"], ["Total stock-based compensation", "617", "545"]],
             style="booktabs"),
    ])
    with ingested(folder, "twice.duckdb") as cat:
        yield cat


@pytest.mark.parametrize("question, statement, allocation", [
    ("How much was Wren's cost of net revenues in 2020?", 2_476e6, 75e6),
    ("What did Wren spend on sales and marketing in 2021?", 2_170e6, 529e6),
])
def test_a_line_of_two_tables_is_never_the_allocation_unasked(catalog, question, statement, allocation):
    a = ask(catalog, question)
    assert a.value != allocation, a.answer
    assert a.status == "ambiguous" or (a.status == "answered" and a.value == statement), a.answer


def test_the_table_named_answers_its_line(catalog):
    a = ask(catalog, "How much stock-based compensation was recorded in cost of net revenues in 2020?")
    assert a.status == "answered" and a.verified and a.value == 75e6, a.answer


@pytest.fixture(scope="module")
def statements(tmp_path_factory) -> Catalog:
    # "Inventories" in the balance sheet (the amount held) and in the cash flow statement (its change)
    folder = tmp_path_factory.mktemp("statements")
    build_pdf(folder / "osprey_2021.pdf", [
        Heading("Osprey Tools Inc. - Annual report on Form 10-K for the fiscal year 2021"),
        Heading("Consolidated Statements of Financial Position", level=2),
        Grid([["(in millions)", "2021", "2020"], ["Cash and cash equivalents", "1,210", "980"],
              ["Accounts receivable", "640", "610"], ["Inventories", "4,946", "6,580"],
              ["Total current assets", "6,796", "8,170"], ["Goodwill", "1,100", "1,100"],
              ["Total assets", "9,420", "10,610"], ["Accounts payable", "2,310", "2,020"],
              ["Total current liabilities", "3,050", "2,840"], ["Total liabilities", "5,200", "5,400"],
              ["Retained earnings", "4,220", "5,210"]], style="booktabs"),
        Heading("Cash flows", level=2),
        Grid([["(in millions)", "2021", "2020"], ["Net income", "1,480", "1,320"],
              ["Depreciation", "310", "295"], ["Inventories", "1,634", "(420)"],
              ["Net cash from operating activities", "3,424", "1,195"],
              ["Capital expenditure", "(560)", "(515)"], ["Net cash used in investing activities", "(560)", "(515)"],
              ["Dividends paid", "(400)", "(380)"], ["Net cash used in financing activities", "(2,634)", "(450)"],
              ["Cash at end of year", "1,210", "980"]], style="booktabs"),
    ])
    with ingested(folder, "statements.duckdb") as cat:
        yield cat


def test_the_statement_the_question_names_holds_its_line(statements):
    a = ask(statements, "How much inventory did Osprey carry on its balance sheet at the end of 2021?")
    assert a.status == "answered" and a.verified and a.value == 4_946e6, a.answer


def test_a_line_of_two_statements_unnamed_is_never_answered_by_length_alone(statements):
    a = ask(statements, "What were Osprey's inventories in 2021?")
    assert a.status == "ambiguous" or a.status == "answered" and a.value == 4_946e6, a.answer

