"""A line item a report prints in its income statement and again in a note with another amount (a
collaboration's share of research and development, a business sold's gross profit): a question that
names neither reads the statement's, the company's own figure. Where two tables print a statement
alike (a parent's and a subsidiary's) neither decides. Reportlab reports through ingest and ask()."""
from __future__ import annotations

from pathlib import Path

import pytest

from tabsql.answer import ask
from tests.catalogs import ingested
from tests.pdfs import Break, Grid, Heading, Note, build_pdf

YEARS = ["", "2022", "2021"]
STATEMENT = [YEARS, ["Revenues", "100,330", "81,288"], ["Cost of sales", "34,344", "30,821"],
             ["Gross profit", "65,986", "50,467"], ["Research and development expenses", "11,428", "10,360"],
             ["Operating income", "30,000", "24,000"], ["Income before income taxes", "34,729", "24,311"],
             ["Provision for income taxes", "3,328", "1,852"], ["Net income", "31,401", "22,459"],
             ["Earnings per share - basic", "5.59", "4.00"], ["Earnings per share - diluted", "5.47", "3.93"]]
NOTE = [YEARS, ["Revenues", "1,210", "1,020"], ["Cost of sales", "800", "640"], ["Gross profit", "410", "380"],
        ["Research and development expenses", "390", "314"], ["Operating income", "20", "66"]]


def _vellum(d: Path, tables: list[tuple[str, list[list[str]]]]) -> Path:
    """Vellum's report: a page per (heading, rows) table, figures in USD millions."""
    blocks = [Heading("Vellum Therapeutics Inc. - Annual report on Form 10-K 2022")]
    for i, (heading, rows) in enumerate(tables):
        blocks += ([Break()] if i else []) + [Heading(heading, level=2), Grid(rows, style="booktabs"),
                                              Note("All figures in USD millions.")]
    build_pdf(d / "vellum_2022.pdf", blocks)
    return d


@pytest.fixture(scope="module")
def report(tmp_path_factory):
    # the note's table is headed as the statement's is, under the notes' running title
    d = _vellum(tmp_path_factory.mktemp("statement"), [("Consolidated Statements of Income", STATEMENT),
                                                        ("Notes to Financial Statements", NOTE)])
    with ingested(d, "s.duckdb") as cat:
        yield cat


@pytest.mark.parametrize("question, value", [
    ("How much did Vellum spend on research and development in FY2021?", 10_360e6),
    ("What gross profit did Vellum Therapeutics report in 2022?", 65_986e6),
])
def test_the_income_statement_decides_between_equal_lines(report, question, value):
    a = ask(report, question)
    assert a.status == "answered" and a.verified, a.answer
    assert a.value == pytest.approx(value)
    assert {c.page for c in a.citations} == {1}, a.citations


def test_a_note_named_by_the_question_is_still_read(report):
    a = ask(report, "What research and development expenses do the notes to the financial statements show for 2021?")
    assert a.status == "answered" and a.value == pytest.approx(314e6), a.answer


def test_two_tables_printing_a_statement_alike_decide_nothing(tmp_path):
    # a parent company's statement and its subsidiary's in one combined report: neither is known to
    # be the one the question means, so their different lines stay a tie
    subsidiary = [row[:1] + [v.replace("1", "2") for v in row[1:]] if i else row for i, row in enumerate(STATEMENT)]
    _vellum(tmp_path, [("Consolidated Statements of Income", STATEMENT), ("Consolidated Statements of Income", subsidiary)])
    with ingested(tmp_path, "t.duckdb") as cat:
        a = ask(cat, "How much did Vellum spend on research and development in FY2021?")
    assert a.status != "answered", a.answer


def test_of_tables_printing_the_statement_alike_the_one_beside_the_balance_sheet_decides(tmp_path):
    # the review of results prints as many of the income statement's lines (another R&D amount, an
    # adjusted one); the statement is the one printed next to the balance sheet
    review = [row[:1] + ["390" if row[0].startswith("Research") else v for v in row[1:2]] +
              ["314" if row[0].startswith("Research") else v for v in row[2:]] if i else row
              for i, row in enumerate(STATEMENT)]
    balance = [YEARS, ["Cash and cash equivalents", "416", "1,944"], ["Inventories", "8,981", "9,059"],
               ["Total current assets", "51,259", "59,693"], ["Goodwill", "51,375", "49,208"],
               ["Total assets", "197,205", "181,476"], ["Accounts payable", "6,809", "5,578"],
               ["Total current liabilities", "42,138", "42,671"], ["Total liabilities", "101,288", "104,013"],
               ["Retained earnings", "125,656", "103,394"]]
    _vellum(tmp_path, [("Summary of Annual Results", review), ("Consolidated Statements of Income", STATEMENT),
                       ("Consolidated Balance Sheets", balance)])
    with ingested(tmp_path, "u.duckdb") as cat:
        a = ask(cat, "How much did Vellum spend on research and development in FY2021?")
    assert a.status == "answered" and a.value == pytest.approx(10_360e6), a.answer
