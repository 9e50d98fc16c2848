"""A combined report of a parent and its subsidiary (a holding company and its utility) prints two
sets of statements, and the review of results prints the subsidiary's cash flows. The parent's
statements sit together (income statement, balance sheet, cash flows within a few pages of one
another), so the parent's cash flow statement is known as a statement even four pages after its
income statement, and "Sierra Power Corporation's net cash used in investing activities" reads it,
not the utility's summary. Reportlab report through ingest and ask(), beside another company's."""
from __future__ import annotations

import pytest

from tabsql.answer import ask
from tests.catalogs import ingested
from tests.pdfs import Break, Grid, Heading, Note, build_pdf

YEARS = ["(in millions)", "2022", "2021"]
MDA_CASH = [YEARS, ["Net cash provided by operating activities", "3,831", "2,448"],
            ["Net cash used in investing activities", "(10,069)", "(7,050)"],
            ["Net cash provided by financing activities", "6,879", "4,379"],
            ["Net change in cash and cash equivalents", "641", "(223)"]]
INCOME = [YEARS, ["Operating revenues", "21,680", "20,642"], ["Cost of electricity", "3,756", "3,232"],
          ["Operating income", "2,980", "1,859"], ["Interest expense", "(1,917)", "(1,601)"],
          ["Income before income taxes", "1,800", "3"], ["Income tax provision (benefit)", "(14)", "836"],
          ["Net income", "1,814", "(88)"], ["Earnings per common share, basic", "0.85", "(0.04)"],
          ["Earnings per common share, diluted", "0.85", "(0.04)"]]
COMPREHENSIVE = [YEARS, ["Net income", "1,814", "(88)"], ["Other comprehensive income", "3", "8"],
                 ["Comprehensive income", "1,817", "(80)"]]
BALANCE = [YEARS, ["Cash and cash equivalents", "734", "291"], ["Total current assets", "12,000", "10,900"],
           ["Total assets", "118,644", "108,385"],
           ["Accounts payable", "2,300", "2,100"], ["Total current liabilities", "13,000", "12,500"],
           ["Total liabilities", "92,000", "84,000"]]
NOTE = [YEARS, ["Regulatory assets", "16,999", "11,666"], ["Regulatory liabilities", "12,000", "11,000"]]
CASH = [["", "", "Year ended December 31,", ""], ["(in millions)", "2022", "2021", "2020"],
        ["Net income", "1,814", "(88)", "(3,642)"], ["Depreciation and amortization", "3,856", "3,403", "3,468"],
        ["Net cash provided by operating activities", "2,240", "2,262", "(18,004)"],
        ["Capital expenditures", "(9,584)", "(6,905)", "(7,690)"],
        ["Net cash used in investing activities", "(10,214)", "(6,905)", "(7,748)"],
        ["Proceeds from issuance of debt", "9,000", "5,000", "20,000"],
        ["Net cash provided by financing activities", "8,411", "4,412", "26,022"],
        ["Cash and cash equivalents, beginning of year", "291", "484", "1,570"],
        ["Cash and cash equivalents, end of year", "734", "291", "484"]]
UTILITY_INCOME = [YEARS, ["Operating revenues", "21,680", "20,642"], ["Cost of electricity", "3,756", "3,232"],
                  ["Operating income", "3,010", "1,900"], ["Income before income taxes", "1,900", "100"],
                  ["Net income", "1,900", "40"]]
UTILITY_BALANCE = [YEARS, ["Cash and cash equivalents", "629", "262"], ["Total current assets", "11,900", "10,800"],
                   ["Total assets", "117,000", "107,000"], ["Accounts payable", "2,250", "2,050"],
                   ["Total current liabilities", "12,900", "12,400"], ["Total liabilities", "90,000", "82,000"]]
UTILITY_CASH = [YEARS, ["Net income", "1,900", "40"], ["Depreciation and amortization", "3,850", "3,400"],
                ["Net cash provided by operating activities", "3,831", "2,448"], ["Capital expenditures", "(9,584)", "(6,905)"],
                ["Net cash used in investing activities", "(10,069)", "(7,050)"],
                ["Proceeds from issuance of debt", "8,000", "4,000"], ["Net cash provided by financing activities", "6,879", "4,379"],
                ["Cash and cash equivalents, beginning of year", "262", "485"], ["Cash and cash equivalents, end of year", "629", "262"]]
OTHER = [YEARS, ["Net sales", "5,100", "4,800"], ["Net cash used in investing activities", "(410)", "(380)"]]


@pytest.fixture(scope="module")
def sierra(tmp_path_factory):
    d = tmp_path_factory.mktemp("sierra")
    pages = [("Utility Cash Flows", "Sierra Power Corporation's consolidated cash flows consist primarily of cash flows "
              "related to the Utility. The Utility's cash flows were as follows:", MDA_CASH),
             ("CONSOLIDATED STATEMENTS OF INCOME", "", INCOME),
             ("CONSOLIDATED STATEMENTS OF COMPREHENSIVE INCOME", "", COMPREHENSIVE),
             ("CONSOLIDATED BALANCE SHEETS", "", BALANCE),
             ("REGULATORY BALANCES", "", NOTE),
             ("CONSOLIDATED STATEMENTS OF CASH FLOWS", "", CASH),
             ("SIERRA ELECTRIC COMPANY CONSOLIDATED STATEMENTS OF INCOME", "", UTILITY_INCOME),
             ("SIERRA ELECTRIC COMPANY CONSOLIDATED BALANCE SHEETS", "", UTILITY_BALANCE),
             ("SIERRA ELECTRIC COMPANY CONSOLIDATED STATEMENTS OF CASH FLOWS", "", UTILITY_CASH)]
    blocks: list = [Heading("Sierra Power Corporation and Sierra Electric Company - Annual report on Form 10-K "
                            "for the fiscal year ended December 31, 2022")]
    for i, (heading, lead_in, rows) in enumerate(pages):
        blocks += ([Break()] if i else []) + [Heading(heading, level=2)] + ([Note(lead_in)] if lead_in else []) + \
            [Grid(rows, style="booktabs", header_align="RIGHT", header_rows=2 if rows[0][0] == "" else 1,
                  col_widths=[230, 90, 90, 90] if len(rows[0]) == 4 else None)]
    build_pdf(d / "sierra_2022.pdf", blocks)
    build_pdf(d / "brindle_2022.pdf", [Heading("Brindle Tools Inc. - Annual report on Form 10-K for the fiscal year "
                                               "ended December 31, 2022"), Grid(OTHER, style="booktabs")])
    with ingested(d, "s.duckdb") as cat:
        yield cat


def test_the_parents_cash_flow_statement_four_pages_after_its_income_statement(sierra):
    a = ask(sierra, "What was Sierra Power Corporation's net cash used in investing activities for 2021?")
    assert a.status == "answered" and abs(a.value) == pytest.approx(6_905e6), a.answer


def test_the_parents_statement_breaks_a_tie_with_its_subsidiarys(sierra):
    a = ask(sierra, "What was the net cash used in investing activities in 2022?", documents=["sierra_2022.pdf"])
    assert a.status == "answered" and abs(a.value) == pytest.approx(10_214e6), a.answer
