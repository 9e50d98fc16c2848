"""A line that could not be read for the question (the statement of comprehensive income's "Net
income", whose heading names the issuer over one column only) is a rival of the answer only where it
may hold another value: where it prints the answer's own value for the year asked, or a statement
of equity's "Net income" dated by the balances around it is of another year or prints that value,
the answer stands. Reportlab report through ingest and ask(), beside another company's report."""
from __future__ import annotations

import pytest

from tabsql.answer import ask
from tests.catalogs import ingested
from tests.pdfs import Break, Grid, Heading, build_pdf

YEARS = ["(in millions)", "2023", "2022", "2021"]
INCOME = [["", "OSPREY SOFTWARE CORPORATION CONSOLIDATED STATEMENTS OF OPERATIONS For the Years Ended May 31, 2023, 2022 and 2021", "", ""],
          ["", "Fiscal Year Ended May 31,", "", ""], ["(in millions)", "2023", "2022", "2021"], ["Total revenues", "49,954", "42,440", "40,479"], ["Research and development", "8,623", "7,219", "6,527"],
          ["Operating income", "13,093", "10,926", "15,213"], ["Interest expense", "(3,505)", "(2,755)", "(2,496)"],
          ["Income before income taxes", "9,126", "7,747", "12,999"], ["Provision for income taxes", "623", "932", "(747)"],
          ["Net income", "8,503", "6,717", "13,746"], ["Earnings per share, basic", "3.15", "2.49", "4.67"],
          ["Earnings per share, diluted", "3.07", "2.41", "4.55"]]
TITLE = "STATEMENTS OF COMPREHENSIVE INCOME For the Years Ended May 31, 2023, 2022 and 2021"
COMPREHENSIVE = [["", "OSPREY SOFTWARE", "", ""], ["", TITLE, "", ""], ["(in millions)", "2023", "2022", "2021"],
                 ["Net income", "$8,503", "$6,717", "$13,746"],
                 ["Net foreign currency translation (losses) gains", "(204)", "(707)", "479"],
                 ["Other, net", "103", "-", "(9)"], ["Comprehensive income", "$8,673", "$6,200", "$14,287"]]
BALANCE = [["(in millions)", "May 31, 2023", "May 31, 2022"], ["Cash and cash equivalents", "9,765", "21,383"],
           ["Total current assets", "23,617", "32,525"], ["Goodwill", "62,261", "43,811"], ["Total assets", "134,384", "109,297"],
           ["Accounts payable", "1,204", "1,317"], ["Total current liabilities", "19,512", "19,511"],
           ["Total liabilities", "135,540", "115,424"]]
CASH = [YEARS, ["Net income", "8,503", "6,717", "13,746"], ["Depreciation", "1,316", "1,122", "1,230"],
        ["Net cash provided by operating activities", "17,165", "9,539", "15,887"],
        ["Capital expenditures", "(8,695)", "(4,511)", "(2,135)"], ["Net cash used for investing activities", "(36,636)", "(4,166)", "(2,053)"],
        ["Payments of dividends to stockholders", "(3,668)", "(3,457)", "(3,063)"],
        ["Net cash used for financing activities", "(8,199)", "(19,111)", "(8,806)"],
        ["Cash and cash equivalents at beginning of period", "21,383", "30,098", "37,239"],
        ["Cash and cash equivalents at end of period", "9,765", "21,383", "30,098"]]
EQUITY = [["(in millions)", "Number of Shares", "Common Stock Amount", "Accumulated Deficit", "Total Osprey Software Stockholders' Equity"],
          ["Balances as of May 31, 2020", "3,067", "26,486", "(12,696)", "13,790"],
          ["Repurchases of common stock", "(329)", "(2,893)", "(18,107)", "(21,000)"],
          ["Cash dividends declared", "-", "-", "(3,063)", "(3,063)"], ["Net income", "-", "-", "13,746", "13,746"],
          ["Balances as of May 31, 2021", "2,738", "23,593", "(20,120)", "3,473"],
          ["Repurchases of common stock", "(250)", "(2,100)", "(14,900)", "(17,000)"],
          ["Cash dividends declared", "-", "-", "(3,457)", "(3,457)"], ["Net income", "-", "-", "6,717", "6,717"],
          ["Balances as of May 31, 2022", "2,488", "21,493", "(31,760)", "(10,267)"],
          ["Cash dividends declared", "-", "-", "(3,668)", "(3,668)"], ["Net income", "-", "-", "8,503", "8,503"],
          ["Balances as of May 31, 2023", "2,488", "21,493", "(26,925)", "(5,432)"]]
OTHER = [YEARS, ["Net sales", "5,100", "4,800", "4,500"], ["Net income", "410", "380", "350"]]


@pytest.fixture(scope="module")
def osprey(tmp_path_factory):
    d = tmp_path_factory.mktemp("osprey")
    build_pdf(d / "osprey_2023.pdf", [
        Heading("Osprey Software Corporation - Annual report on Form 10-K for the fiscal year ended May 31, 2023"),
        Heading("Consolidated Balance Sheets", level=2), Grid(BALANCE, style="booktabs", header_align="RIGHT"), Break(),
        Grid(INCOME, style="booktabs", header_rows=3, header_align="RIGHT", spans=[((1, 0), (3, 0)), ((1, 1), (3, 1))]),
        Break(),
        Grid(COMPREHENSIVE, style="booktabs", header_rows=3, header_align="RIGHT", spans=[((1, 1), (3, 1))]), Break(),
        Heading("Consolidated Statements of Stockholders' Equity", level=2),
        Grid(EQUITY, style="booktabs", header_align="RIGHT"), Break(),
        Heading("Consolidated Statements of Cash Flows", level=2), Grid(CASH, style="booktabs", header_align="RIGHT")])
    build_pdf(d / "brindle_2023.pdf", [
        Heading("Brindle Tools Inc. - Annual report on Form 10-K for the fiscal year ended May 31, 2023"),
        Heading("Consolidated Statements of Operations", level=2), Grid(OTHER, style="booktabs", header_align="RIGHT")])
    with ingested(d, "o.duckdb") as cat:
        yield cat


def test_an_unread_line_of_a_note_is_no_rival_of_the_statements(osprey):
    a = ask(osprey, "What net income did Osprey Software report for fiscal 2021?")
    assert a.status == "answered" and a.value == pytest.approx(13_746e6), a.answer
