"""Whose figure a table holds, in a report that names its issuer: the issuer's own row of a stock
performance table ("Kestrel Express" under "Year-end Data") is no line of its balance sheet, an average
balance sheet's "2021 Average Balance" is no December 31 balance, and the parent company's condensed
schedule ("Schedule I Condensed Financial Information of Parent") is not the consolidated report.
A question naming the issuer and a line ("Kestrel Express's total assets") reads the consolidated
statement. Reportlab reports through ingest and ask(), beside another company's report."""
from __future__ import annotations

from pathlib import Path

import pytest

from tabsql.answer import ask
from tests.catalogs import ingested
from tests.pdfs import Break, Grid, Heading, Note, build_pdf

BALANCE = [["December 31 (Millions)", "2022", "2021"], ["Cash and cash equivalents", "33,914", "22,028"],
           ["Card Member loans", "104,930", "85,257"], ["Investment securities", "4,112", "2,591"],
           ["Other assets", "85,398", "78,672"], ["Total assets", "228,354", "188,548"],
           ["Customer deposits", "110,239", "84,382"], ["Long-term debt", "42,573", "38,675"],
           ["Total liabilities", "203,650", "166,371"], ["Total shareholders' equity", "24,704", "22,177"]]
PERFORMANCE = [["Year-end Data", "2017", "2018", "2019", "2020", "2021", "2022"],
               ["Kestrel Express", "$100.00", "$97.37", "$129.04", "$127.55", "$174.60", "$159.71"],
               ["S&P 500 Index", "$100.00", "$95.61", "$125.70", "$148.81", "$191.48", "$156.77"],
               ["S&P Financial Index", "$100.00", "$86.96", "$114.87", "$112.85", "$152.20", "$136.11"]]
AVERAGE = [["Years Ended December 31 (Millions)", "2022 Average Balance", "2022 Interest Income",
            "2021 Average Balance", "2021 Interest Income"],
           ["Card Member loans", "96,105", "10,361", "76,340", "8,512"],
           ["Investment securities", "3,352", "52", "2,907", "41"],
           ["Total interest-earning assets", "160,024", "10,927", "134,540", "8,977"],
           ["Total assets", "205,479", "", "189,593", ""]]
OTHER = [["December 31 (Millions)", "2022", "2021"], ["Cash", "1,200", "1,100"], ["Inventories", "3,400", "3,100"],
         ["Total assets", "9,870", "9,215"], ["Total liabilities", "6,010", "5,902"]]


def _report(d: Path, name: str, cover: str, pages: list[tuple[str, str, list[list[str]]]]) -> None:
    """A report: its cover line, then per (heading, lead-in, rows) a page."""
    blocks: list = [Heading(cover)]
    for i, (heading, lead_in, rows) in enumerate(pages):
        blocks += ([Break()] if i else []) + [Heading(heading, level=2)] + ([Note(lead_in)] if lead_in else []) + \
            [Grid(rows, style="booktabs", header_align="RIGHT")]
    build_pdf(d / name, blocks)


def _other_report(d: Path) -> None:
    _report(d, "brindle_2022.pdf", "Brindle Tools Inc. - Annual report on Form 10-K for the fiscal year ended December 31, 2022",
            [("Consolidated Balance Sheets", "", OTHER)])


@pytest.fixture(scope="module")
def kestrel(tmp_path_factory):
    d = tmp_path_factory.mktemp("kestrel")
    _report(d, "kestrel_2022.pdf",
            "Kestrel Express Company - Annual report on Form 10-K for the fiscal year ended December 31, 2022",
            [("Stock Performance Graph", "The following graph compares the cumulative total shareholder return on "
              "our common shares with the total return on the S&P 500 Index.", PERFORMANCE),
             ("Consolidated Balance Sheets", "", BALANCE),
             ("Average Balance Sheet and Interest Income", "", AVERAGE)])
    _other_report(d)
    with ingested(d, "k.duckdb") as cat:
        yield cat


def test_the_issuers_row_of_a_stock_table_is_not_its_balance(kestrel):
    a = ask(kestrel, "By how much did Kestrel Express's total assets increase from December 31, 2021 to "
                     "December 31, 2022? Answer in USD millions.")
    assert a.status == "answered" and a.value == pytest.approx(39_806e6), a.answer
    assert {c.page for c in a.citations} == {2}, a.citations  # the balance sheet, not the average balance


CONSOLIDATED = [["", "2021", "2020"], ["Cash and cash equivalents", "943", "1,089"],
                ["Total current assets", "7,397", "6,524"], ["Property, plant and equipment, net", "17,336", "18,506"],
                ["TOTAL ASSETS", "32,963", "34,603"], ["Total current liabilities", "8,616", "6,919"],
                ["TOTAL LIABILITIES", "29,150", "30,237"]]
FAIR_VALUE = [["", "December 31, 2021", "", "", "", "December 31, 2020", "", "", ""],
              ["", "Level 1", "Level 2", "Level 3", "Total", "Level 1", "Level 2", "Level 3", "Total"],
              ["Certificates of deposit", "-", "199", "-", "199", "-", "238", "-", "238"],
              ["Mutual funds", "31", "13", "-", "44", "28", "51", "-", "79"],
              ["Derivatives", "-", "117", "116", "233", "-", "41", "148", "189"],
              ["TOTAL ASSETS", "31", "329", "116", "476", "28", "351", "148", "527"],
              ["TOTAL LIABILITIES", "-", "369", "15", "384", "-", "441", "238", "679"]]
PARENT = [["", "December 31, 2021", "December 31, 2020"], ["Cash and cash equivalents", "40", "70"],
          ["Accounts and notes receivable from subsidiaries", "231", "188"],
          ["Investment in and advances to subsidiaries", "7,159", "6,426"], ["Total assets", "7,525", "6,795"],
          ["Senior notes payable", "3,729", "3,430"], ["Total liabilities and equity", "7,525", "6,795"]]


@pytest.fixture(scope="module")
def aster(tmp_path_factory):
    d = tmp_path_factory.mktemp("aster")
    blocks: list = [Heading("The Aster Power Corporation - Annual report on Form 10-K for the fiscal year ended "
                            "December 31, 2021"),
                    Heading("Consolidated Balance Sheets", level=2), Note("December 31, 2021 and 2020 (in millions)"),
                    Grid(CONSOLIDATED, style="booktabs", header_align="RIGHT"), Break(),
                    Heading("Fair Value Measurements", level=2),
                    Note("The following table presents assets and liabilities measured at fair value (in millions):"),
                    Grid(FAIR_VALUE, style="booktabs", header_rows=2, header_align="RIGHT",
                         spans=[((1, 0), (4, 0)), ((5, 0), (8, 0))], col_widths=[110] + [44] * 8), Break(),
                    Heading("THE ASTER POWER CORPORATION", level=2),
                    Heading("SCHEDULE I CONDENSED FINANCIAL INFORMATION OF PARENT", level=2),
                    Note("BALANCE SHEETS (in millions)"), Grid(PARENT, style="booktabs", header_align="RIGHT")]
    build_pdf(d / "aster_2021.pdf", blocks)
    _other_report(d)
    with ingested(d, "a.duckdb") as cat:
        yield cat


def test_the_parents_schedule_and_a_fair_value_total_are_not_the_reports_assets(aster):
    a = ask(aster, "What were The Aster Power Corporation's total assets as of December 31, 2021? Answer in USD millions.")
    assert a.status == "answered" and a.value == pytest.approx(32_963e6), a.answer

