"""Answers of the wrong kind, found by held-out sets, refused (or read as asked): a growth asked "as a
percentage" by an instruction, a "which segment" answered by a measure's one value, a net price
answered by the discount's percent, a bound printed as a column's own label ("over 1,000 kg"), a
figure read in a column of changes, a month the cited lines do not print, "by how many" read as a
count, a gross margin said alone answered by its percent beside its amount. Reportlab documents
through ingest and ask()."""
from __future__ import annotations

import pytest

from tabsql.answer import ask
from tests.catalogs import ingested
from tests.pdfs import Grid, Heading, Note, build_pdf


@pytest.fixture(scope="module")
def catalog(tmp_path_factory):
    d = tmp_path_factory.mktemp("wrong_kinds")
    build_pdf(d / "corbridge_annual_report_2024.pdf", [
        Heading("Corbridge Outdoor plc - Annual Report 2024"),
        Note("Consolidated income statement (in millions)"),
        Grid([["", "2024", "2023"],
              ["Total operating revenues", "4,120", "3,800"],
              ["Operating income", "515", "470"]], style="booktabs"),
        Note("Segment information, 2024 (in millions)"),
        Grid([["2024", "Retail", "Wholesale", "Total"],
              ["Revenue", "2,600", "1,520", "4,120"],
              ["Capital expenditure", "140", "95", "235"]], style="grid"),
        Note("Gross margin by channel (dollars in millions)"),
        Grid([["", "2024 Gross Margin", "2024 Gross Margin %", "2023 Gross Margin", "2023 Gross Margin %"],
              ["Retail", "1,300", "50.0%", "1,150", "47.9%"],
              ["Total", "1,900", "46.1%", "1,700", "44.7%"]], style="booktabs"),
    ])
    build_pdf(d / "hartwell_fixings_trade_prices_2025.pdf", [
        Heading("Hartwell Fixings - Trade price list 2025"),
        Note("Your net price is the list price less the trade discount shown on the line."),
        Grid([["Code", "Description", "List price (GBP)", "Trade discount"],
              ["HF-0620", "Hex set screw M6 x 20, box of 100", "7.25", "40%"],
              ["HF-0830", "Hex set screw M8 x 30, box of 100", "12.60", "40%"]], style="grid"),
    ])
    build_pdf(d / "tamsin_freight_tariff_2025.pdf", [
        Heading("Tamsin Freight - Road tariff 2025"),
        Grid([["Zone", "Minimum charge (GBP)", "31-250 kg", "251-1,000 kg", "Over 1,000 kg"],
              ["A", "16.00", "0.42", "0.30", "0.24"],
              ["B", "19.50", "0.49", "0.35", "0.28"],
              ["C", "21.00", "0.53", "0.38", "POA"]], style="grid"),
    ])
    build_pdf(d / "larkspur_airways_annual_report_2019.pdf", [
        Heading("Larkspur Airways, Inc. - Annual Report 2019"),
        Note("Operating statistics"),
        Grid([["", "2019", "2018", "Increase (Decrease) 2019 vs. 2018"],
              ["Yield (cents)", "15.45", "15.18", "1.8%"],
              ["Load factor", "84.5%", "83.9%", "0.6 pts"]], style="booktabs"),
        Note("Fleet plan"),
        Grid([["Aircraft", "Dec. 31, 2019", "2020", "2021"],
              ["Airbus A320", "74", "70", "64"],
              ["Airbus A321neo", "18", "27", "36"],
              ["Total fleet", "92", "97", "100"]], style="booktabs"),
        Note("Purchases of equity securities by the issuer"),
        Grid([["Period", "Total Number of Shares Purchased", "Average Price Paid per Share"],
              ["October 1 - October 31, 2019", "1,284,610", "$52.18"],
              ["November 1 - November 30, 2019", "906,255", "$55.74"],
              ["December 1 - December 31, 2019", "1,120,480", "$57.02"]], style="booktabs"),
    ])
    build_pdf(d / "penrose_product_regions_2019.pdf", [
        Heading("Annual report (extract)"),
        Grid([["", "2019", "", "2018", ""], ["", "Americas", "Total", "Americas", "Total"],
              ["Power management", "41,809", "99,626", "40,112", "93,518"],
              ["Sensors", "22,015", "51,230", "20,870", "48,904"],
              ["Total revenue", "63,824", "150,856", "60,982", "142,422"]], style="booktabs", header_rows=2,
             spans=[((1, 0), (2, 0)), ((3, 0), (4, 0))]),
        Note("Revenue by product line and region (in thousands):"),
    ])
    build_pdf(d / "quillmoor_air_quarterly_2019.pdf", [
        Heading("Quillmoor Air Group, Inc. - Annual Report 2019 (extract)"),
        Grid([["", "2019 Quarter Ended", "", "", ""],
              ["(in millions, except per-unit data)", "March 31", "June 30", "September 30", "December 31"],
              ["Total operating revenue", "$958", "$1,086", "$1,112", "$1,048"],
              ["Cost per ASM (cents)", "8.75", "8.63", "8.55", "8.43"],
              ["Average fare per passenger", "$64.10", "$71.85", "$70.22", "$67.30"]], style="booktabs",
             header_rows=2, spans=[((1, 0), (4, 0))]),
    ])
    with ingested(d, "wrong_kinds.duckdb") as cat:
        yield cat


def test_a_growth_asked_as_a_percentage_by_an_instruction_is_a_percent_change(catalog):
    a = ask(catalog, "What was Corbridge's year-over-year growth in total operating revenues from 2023 to 2024? "
                     "Give a percentage rounded to one decimal place.")
    assert a.status == "answered" and a.verified, a.answer
    assert a.value == pytest.approx((4120 - 3800) / 3800 * 100, abs=0.01), a.answer


@pytest.mark.parametrize("question, right", [
    ("Which Corbridge segment spent the most on capital expenditure in 2024?", "Retail"),  # not a measure's one value
    ("Net price per box of the M8 x 30 hex set screws after Hartwell's trade discount?", 7.56),  # not the 40%
    ("In how many of Tamsin's zones is a per-kg rate published for consignments over 1,000 kg?", 2.0),  # a tier's label
    ("Show Larkspur's yield for 2019.", 15.45),  # not the change column's 1.8%
    ("What was the average price paid per share by Larkspur in September 2019?", None),  # no September line
    ("By how many aircraft is Larkspur's total fleet planned to grow between the end of 2019 and 2021?", 8.0),  # no count
    ("What was the change in Corbridge's total gross margin from 2023 to 2024?", 200e6),  # not the percent's 1.4
], ids=["best-of-measure", "price-not-discount", "bound-is-a-tier", "change-column", "month-not-printed",
        "by-how-many", "margin-amount-or-percent"])
def test_an_answer_of_the_wrong_kind_is_not_given(catalog, question, right):
    a = ask(catalog, question)
    if right is None:
        assert a.status != "answered", a.answer
    elif a.status == "answered":  # refused, or the figure asked
        assert a.verified and (a.value == right if isinstance(right, str) else a.value == pytest.approx(right)), a.answer


def test_a_change_across_unlike_year_columns_is_refused(catalog):
    a = ask(catalog, "How much did total revenue from power management change in percentage terms between 2018 and 2019?",
            documents=["penrose_product_regions_2019.pdf"])  # never "2018 > Total" against "2019 > Americas"
    assert a.status != "answered" or a.verified and a.value == pytest.approx((99_626 - 93_518) / 93_518 * 100, abs=0.01), a.answer


def test_how_much_less_in_one_year_than_another_is_a_size(catalog):
    a = ask(catalog, "How much less did Corbridge earn in operating income in 2023 than in 2024?")
    assert a.status != "answered" or a.value == pytest.approx(45e6), a.answer


@pytest.mark.parametrize("question, value", [
    ("What was Quillmoor's cost per ASM in the third quarter of 2019?", 8.55),
    ("What was Quillmoor's average fare per passenger in Q4 2019?", 67.30),
], ids=["cents", "per-passenger"])
def test_a_per_unit_line_is_not_scaled_by_the_tables_millions(catalog, question, value):
    a = ask(catalog, question, documents=["quillmoor_air_quarterly_2019.pdf"])
    assert a.status == "answered" and a.verified and a.value == pytest.approx(value), a.answer
