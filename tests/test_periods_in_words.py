"""Periods said in words, through ingest and ask() on PDFs made here:

- a span of months ("the last 3 months of 2018") is the line covering exactly those months: the
  Total line under the October, November and December 2018 lines of a share-repurchase table
  (``readers.period_total``), also where the total prints a weighted average price that no mean
  of the monthly prices gives; a span no line covers ("the last 2 months") is no answer;
- a quarter of a year ("Q4 2018", "the fourth quarter of fiscal 2018") is the line covering its
  months by the report's fiscal calendar (a June year end: April to June 2018);
- a quarter asked as "Q2" names a line that says "Second Quarter" among other words;
- "the average X" over a line labelled "Average X" is that line's value, not the mean of two
  years (an opening and closing balance) nor of two items whose labels print the year;
- a column scaled by a unit note printed in another column's own header ("Cost (Millions)"
  beside "Average Cost Per Gallon") is no number in base units: refused, never "2.12 million".
"""
from __future__ import annotations

import pytest

from tabsql.answer import ask
from tabsql.catalog import Catalog

from catalogs import ingested
from pdfs import Grid, Heading, Note, build_pdf

SOURCE = "Table from a Form 10-K annual report filed with the SEC"


@pytest.fixture(scope="module")
def catalog(tmp_path_factory) -> Catalog:
    folder = tmp_path_factory.mktemp("periods")
    build_pdf(folder / "buyback.pdf", [
        Heading("Osprey Air Group"), Note(SOURCE),
        Grid([["Period", "Total Number of Shares Purchased", "Average Price Paid per Share"],
              ["October 1, 2018 - October 31, 2018", "72,448", "$63.48"],
              ["November 1, 2018 - November 30, 2018", "68,185", "$67.80"],
              ["December 1, 2018 - December 31, 2018", "52,611", "$64.22"],
              ["Total", "193,244", "$65.21"]], style="booktabs"),
    ])
    build_pdf(folder / "fiscal.pdf", [
        Heading("Gannet Holdings"), Note("Annual report on Form 10-K for the fiscal year ended June 30, 2018"),
        Grid([["Period", "Total Number of Shares Purchased", "Average Price Paid per Share"],
              ["April 1, 2018 - April 30, 2018", "10,000", "$20.00"],
              ["May 1, 2018 - May 31, 2018", "20,000", "$21.00"],
              ["June 1, 2018 - June 30, 2018", "30,000", "$22.00"],
              ["Total", "60,000", "$21.33"]], style="booktabs"),
    ])
    build_pdf(folder / "programs.pdf", [
        Heading("Kestrel Airlines"), Note(SOURCE),
        Grid([["Program", "Shares received", "Cash paid"],
              ["First Quarter 2019 Accelerated Share Repurchase Program", "9.38", "$500"],
              ["Second Quarter 2019 Accelerated Share Repurchase Program", "7.82", "400"],
              ["Third Quarter 2019 Accelerated Share Repurchase Program", "9.49", "500"],
              ["Total", "26.69", "$1,400"]], style="booktabs"),
    ])
    build_pdf(folder / "stage.pdf", [
        Heading("Heron Air Group"), Note(SOURCE),
        Grid([["Region", "2017", "2016", "2015", "2014", "2013"],
              ["West Coast", "59%", "60%", "62%", "66%", "66%"],
              ["Canada", "41%", "40%", "38%", "34%", "34%"],
              ["Total", "100%", "100%", "100%", "100%", "100%"],
              ["Average Stage Length", "422", "381", "348", "339", "329"]], style="booktabs"),
    ])
    build_pdf(folder / "authorizations.pdf", [
        Heading("Plover Air Lines"), Note(SOURCE),
        Grid([["Program", "Share Repurchase Authorization", "Average Repurchase Price", "Authorization Remaining"],
              ["May 2014 Program", "$2,000", "$42.86", "Completed June 2015"],
              ["May 2015 Program", "$5,000", "$45.32", "Completed September 2017"],
              ["May 2017 Program", "$5,000", "$52.13", "$4,675"]], style="booktabs"),
    ])
    build_pdf(folder / "fuel.pdf", [
        Heading("Tern Airlines"), Note(SOURCE),
        Grid([["Year", "Cost (Millions)", "Average Cost Per Gallon", "Percentage of Operating Expenses"],
              ["2008", "$3,713", "$2.44", "35.1%"],
              ["2009", "$3,044", "$2.12", "30.2%"],
              ["2010", "$3,620", "$2.51", "32.6%"]], style="booktabs"),
    ])
    with ingested(folder, "periods.duckdb") as cat:
        yield cat


@pytest.mark.parametrize("question, value", [
    ("What is the average price paid per share in the last 3 months of 2018?", 65.21),
    ("How many shares were purchased in the last three months of 2018?", 193244.0),
])
def test_a_span_of_months_is_the_line_covering_them(catalog, question, value):
    a = ask(catalog, question, documents=["buyback.pdf"])
    assert a.status == "answered" and a.verified and a.value == value, a.answer
    assert a.citations[0].row == "Total", a.citations
    for other in ("last two months of 2018", "last 3 months of 2017"):  # no line covers these months
        b = ask(catalog, question.replace("last 3 months of 2018", other).replace("last three months of 2018", other),
                documents=["buyback.pdf"])
        assert b.value not in (193244.0, 65.21), (other, b.answer)
    month = ask(catalog, "How many shares were purchased in November 2018?", documents=["buyback.pdf"])
    assert month.status == "answered" and month.value == 68185.0, month.answer


@pytest.mark.parametrize("question, document, value", [
    ("What is the average price paid per share in Q4 2018?", "buyback.pdf", 65.21),
    ("How many shares were purchased in the fourth quarter of 2018?", "buyback.pdf", 193244.0),
    ("How many shares were purchased in the fourth quarter of fiscal 2018?", "fiscal.pdf", 60000.0),
])
def test_a_quarter_is_the_line_covering_its_months_by_the_reports_fiscal_year(catalog, question, document, value):
    a = ask(catalog, question, documents=[document])
    assert a.status == "answered" and a.verified and a.value == value, a.answer
    for other in ("Q3 2018", "Q4 2017"):  # no line covers these months
        b = ask(catalog, question.replace("Q4 2018", other).replace("fourth quarter of", "third quarter of"),
                documents=[document])
        assert b.value != value, (other, b.answer)


@pytest.mark.parametrize("question, value", [
    ("How much was the cash paid in the Q2 2019 Accelerated Share Repurchase Program?", 400.0),
    ("How many shares were received in the Q3 accelerated share repurchase program?", 9.49),
])
def test_a_quarter_said_as_q2_names_a_line_saying_second_quarter(catalog, question, value):
    a = ask(catalog, question, documents=["programs.pdf"])
    assert a.status == "answered" and a.verified and a.value == value, a.answer


def test_an_average_the_label_prints_is_the_labels_value_in_base_units(catalog):
    a = ask(catalog, "What is the average stage length of Heron in 2014?", documents=["stage.pdf"])
    assert a.status == "answered" and a.value == 339.0, a.answer
    # a scale printed in another column's own header ("Cost (Millions)") is not this column's
    fuel = ask(catalog, "What was the average cost per gallon in 2009?", documents=["fuel.pdf"])
    assert fuel.value != 2120000.0 and (fuel.status != "answered" or fuel.value == 2.12), fuel.answer
    cost = ask(catalog, "What was the cost in 2009?", documents=["fuel.pdf"])
    assert cost.status == "answered" and cost.value == 3044000000.0, cost.answer


def test_an_average_of_a_programs_price_is_not_a_mean_of_two_programs(catalog):
    a = ask(catalog, "What was the average repurchase price during the May 2015 program?", documents=["authorizations.pdf"])
    assert a.value != pytest.approx(44.09), a.answer
    assert a.status != "answered" or a.value == 45.32, a.answer
