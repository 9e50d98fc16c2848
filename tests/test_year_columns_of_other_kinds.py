"""A column headed by a year that does not hold that year's value of the report: the change over the
year before printed under the year ("2021 > Increase/(decrease)"), and a period ending on another day
than the report's fiscal year-end (an equity-method investee's "Twelve Months Ending September 30,
2022" in a report closing December 31). Taken by its year alone, neither answers a question about the
year; a question that asks the change, or a report whose 52/53-week years end a few days apart, still
reads them. Reportlab reports through ingest and ask()."""
from __future__ import annotations

from pathlib import Path

import pytest

from tabsql.answer import ask
from tests.catalogs import ingested
from tests.pdfs import Break, Grid, Heading, Note, build_pdf

RESULTS = [["", "", "Increase/", "", "Increase/", ""], ["", "2022", "(decrease) 2022", "2021", "(decrease) 2021", "2020"],
           ["Total revenues", "23,183", "-", "23,223", "21", "19,208"],
           ["Operating income", "9,371", "(10)", "10,356", "41", "7,324"],
           ["Interest expense", "1,207", "2", "1,186", "(3)", "1,218"],
           ["Net income", "6,177", "(18)", "7,545", "59", "4,731"]]


def _report(d: Path, name: str, cover: str, tables: list[tuple[str, str, list[list[str]]]]) -> Path:
    """A report: its cover line, then per (heading, lead-in, rows) a page, figures in USD millions."""
    blocks = [Heading(cover)]
    for i, (heading, lead_in, rows) in enumerate(tables):
        blocks += ([Break()] if i else []) + [Heading(heading, level=2)] + ([Note(lead_in)] if lead_in else []) + \
            [Grid(rows, style="booktabs", header_align="RIGHT", header_rows=2 if rows[0][1] == "" else 1,
                  col_widths=[100] + [60, 90] * 2 + [60] if rows[0][1] == "" else None), Note("All figures in USD millions.")]
    build_pdf(d / name, blocks)
    return d


@pytest.fixture(scope="module")
def results(tmp_path_factory):
    d = _report(tmp_path_factory.mktemp("changes"), "arches_2022.pdf",
                "Arches Restaurants Corp. - Annual report on Form 10-K for the fiscal year ended December 31, 2022",
                [("Operating results", "", RESULTS)])
    with ingested(d, "c.duckdb") as cat:
        yield cat


@pytest.mark.parametrize("question, value", [
    ("What was Arches' interest expense in 2021?", 1_186e6),
    ("What was Arches' operating income in 2021, in USD millions?", 10_356e6),
])
def test_a_change_printed_under_a_year_is_not_that_years_value(results, question, value):
    a = ask(results, question)
    assert a.status == "answered" and a.value == pytest.approx(value), a.answer


STATEMENT = [["", "2022", "2021"], ["Revenues", "100,330", "81,288"], ["Cost of sales", "34,344", "30,821"],
             ["Gross profit", "65,986", "50,467"], ["Operating income", "30,000", "24,000"],
             ["Provision for income taxes", "3,328", "1,852"], ["Net income", "31,401", "22,459"]]
INVESTEE = [["", "Twelve Months Ending September 30, 2022", "Twelve Months Ending September 30, 2021"],
            ["Net sales", "13,566", "12,836"], ["Cost of sales", "(5,081)", "(4,755)"],
            ["Gross profit", "8,486", "8,081"], ["Net income", "1,745", "1,614"]]
INVESTEE_BALANCE = [["", "September 30, 2022", "September 30, 2021"], ["Current assets", "5,932", "6,890"],
                    ["Noncurrent assets", "35,204", "39,445"], ["Total assets", "41,137", "46,335"]]
LEAD_IN = "Summarized financial information for our equity-method investee, the Consumer Health JV, is as follows:"


@pytest.fixture(scope="module")
def investee(tmp_path_factory):
    d = _report(tmp_path_factory.mktemp("investee"), "vellum_2022.pdf",
                "Vellum Therapeutics Inc. - Annual report on Form 10-K for the fiscal year ended December 31, 2022",
                [("Consolidated Statements of Income", "", STATEMENT),
                 ("Notes to Financial Statements", LEAD_IN, INVESTEE),
                 ("Notes to Financial Statements (continued)", LEAD_IN, INVESTEE_BALANCE)])
    with ingested(d, "i.duckdb") as cat:
        yield cat


@pytest.mark.parametrize("question", [
    "What were Vellum's total assets at the end of 2022?",
    "What were Vellum's current assets at the end of 2021?",
])
def test_a_balance_dated_another_day_is_not_the_reports_year_end(investee, question):
    a = ask(investee, question)  # the report prints no balance sheet of its own: nothing to answer
    assert a.status != "answered", a.answer


@pytest.mark.parametrize("question", [
    "By what percentage did Vellum's revenues grow in 2022?",
    "By what percentage did Vellum's net sales grow in 2022 compared with 2021?",
])
def test_the_reports_growth_is_read_beside_an_investees_year(investee, question):
    a = ask(investee, question)
    assert a.status == "answered" and a.value == pytest.approx(100 * (100_330 / 81_288 - 1)), a.answer


def test_a_52_53_week_year_ends_on_days_that_agree(tmp_path):
    # the report's year-ends, a few days apart from year to year, are its own; the investee's
    # October 31 is not
    balance = [["", "January 28, 2023", "January 29, 2022"], ["Cash and cash equivalents", "536", "804"],
               ["Merchandise inventories", "1,643", "1,266"], ["Total current assets", "3,016", "2,992"],
               ["Total assets", "8,337", "8,426"]]
    joint = [["", "October 31, 2022", "October 31, 2021"], ["Merchandise inventories", "312", "287"],
             ["Total assets", "1,020", "990"]]
    _report(tmp_path, "stride_2022.pdf",
            "Stride Footwear Inc. - Annual report on Form 10-K for the fiscal year ended January 28, 2023",
            [("Consolidated Balance Sheets", "", balance),
             ("Notes to Financial Statements", "Summarized balance sheet of our joint venture, Stride Asia:", joint)])
    with ingested(tmp_path, "w.duckdb") as cat:
        a = ask(cat, "What were Stride's merchandise inventories in 2022?")
        b = ask(cat, "What were Stride's total assets in 2021?")
    assert a.status == "answered" and a.value == pytest.approx(1_266e6), a.answer  # January 29, 2022
    assert b.status != "answered", b.answer  # only the joint venture's October 31, 2021
