"""A figure is the one the question asks, or none: the lines of a table whose lead-in says it covers
one quarter ("activity during the three months ended September 24, 2022") are that quarter's, never
the year's; "how much did X pay in income taxes" is the line of taxes paid, not the provision beside
it; "compute X as of <date>" states a date, not a definition, so an instruction after it is still
honoured; an amount is never divided by a percent line; "a 12 kg consignment" is the weight band it
falls in, not the band whose label says "kg"; a price cell reading "Contact sales" is no price; the
lines a total adds up are named by it, though the table prints other lines above them; "a $320 order"
reads bands of order value, and "320 units" never does.
Reportlab reports through ingest and ask()."""
from __future__ import annotations

import pytest

from tabsql.answer import ask
from tests.catalogs import ingested
from tests.pdfs import Break, Grid, Heading, Note, build_pdf


@pytest.fixture(scope="module")
def catalog(tmp_path_factory):
    d = tmp_path_factory.mktemp("report_periods")
    build_pdf(d / "hollis_2022.pdf", [
        Heading("Hollis Devices Inc. - Annual report 2022"),
        Heading("Purchases of equity securities by the issuer", level=2),
        Note("Share repurchase activity during the three months ended September 24, 2022 was as follows "
             "(shares in thousands):"),
        Grid([["Periods", "Total Number of Shares Purchased", "Average Price Paid Per Share"],
              ["June 26, 2022 to July 30, 2022:", "", ""], ["Open market purchases", "41,690", "$ 145.91"],
              ["July 31, 2022 to August 27, 2022:", "", ""], ["Open market purchases", "54,669", "$ 168.29"],
              ["August 28, 2022 to September 24, 2022:", "", ""], ["Open market purchases", "63,813", "$ 155.59"],
              ["Total", "160,172", ""]], style="booktabs"),
        Break(), Heading("Consolidated statements of operations", level=2), Note("(In millions)"),
        Grid([["", "2022", "2021"], ["Net sales", "$ 394,328", "$ 365,817"],
              ["Income before provision for income taxes", "119,103", "109,207"],
              ["Provision for income taxes", "19,300", "14,527"], ["Net income", "99,803", "94,680"]], style="booktabs"),
        Break(), Heading("Consolidated statements of cash flows", level=2), Note("(In millions)"),
        Grid([["", "2022", "2021"], ["Net income", "$ 99,803", "$ 94,680"],
              ["Net cash provided by operating activities", "122,151", "104,038"],
              ["Cash paid for income taxes, net of refunds", "19,573", "25,385"]],
             style="booktabs"),
        Break(), Heading("Note 5 - Income taxes", level=2),
        Note("The provision for income taxes for 2022 and 2021 consisted of the following (in millions):"),
        Grid([["", "2022", "2021"], ["Federal", "$ 7,890", "$ 4,712"], ["Foreign", "11,410", "9,815"],
              ["Provision for income taxes", "19,300", "14,527"]], style="booktabs"),
        Break(), Heading("Consolidated balance sheets", level=2), Note("(In millions)"),
        Grid([["", "2022", "2021"], ["Total current assets", "135,405", "134,836"],
              ["Total current liabilities", "153,982", "125,481"]], style="booktabs"),
        Break(), Heading("Research and development", level=2), Note("(Dollars in millions)"),
        Grid([["", "2022", "2021"], ["Research and development", "26,251", "21,914"],
              ["Stock-based compensation", "5,420", "4,730"], ["% of Total Revenues", "7%", "6%"]], style="booktabs"),
    ])
    build_pdf(d / "orrin_2022.pdf", [  # two tables printed as one: the revenue lines under the segment's results
        Heading("Orrin Networks Inc. - Annual report 2022"),
        Heading("Business segment", level=2), Note("(Dollars in millions)"),
        Grid([["Years Ended December 31,", "2022", "2021"], ["Segment operating income", "5,012", "4,944"],
              ["Segment EBITDA", "7,105", "6,870"], ["Small and Medium Business", "12,613", "11,774"],
              ["Global Enterprise", "9,734", "10,224"], ["Wholesale", "2,607", "2,720"],
              ["Total Operating Revenues", "24,954", "24,718"]], style="booktabs"),
    ])
    with ingested(d, "c.duckdb") as cat:
        yield cat


def test_a_line_is_named_by_the_total_that_adds_it_up(catalog):
    a = ask(catalog, "What were Global Enterprise revenues at Orrin in 2022?")
    assert a.status == "answered" and a.value == pytest.approx(9_734e6), a.answer


@pytest.mark.parametrize("question", [
    "How many shares did Hollis repurchase in 2022?",
    "How many shares did Hollis purchase in fiscal 2022?",
])
def test_a_quarters_table_does_not_answer_for_its_year(catalog, question):
    a = ask(catalog, question)
    assert a.value != pytest.approx(160_172e3) and a.value != pytest.approx(160_172), a.answer


def test_the_years_own_table_still_answers(catalog):
    a = ask(catalog, "What was Hollis's net cash provided by operating activities in 2022?")
    assert a.status == "answered" and a.value == pytest.approx(122_151e6), a.answer


def test_paying_taxes_is_the_line_of_taxes_paid(catalog):
    a = ask(catalog, "How much did Hollis pay in income taxes in 2022?")
    assert a.status == "answered" and a.value == pytest.approx(19_573e6), a.answer


def test_a_date_after_compute_is_no_definition(catalog):
    a = ask(catalog, "Compute Hollis's current ratio as of 2022. Round to two decimal places.")
    assert a.status == "answered" and a.value == pytest.approx(135_405 / 153_982) and "0.88" in a.answer, a.answer


def test_an_amount_is_never_divided_by_a_percent_line(catalog):
    a = ask(catalog, "What was Hollis's stock-based compensation as a percentage of total revenues in 2022?")
    assert a.value is None or a.value < 100, a.answer


@pytest.fixture(scope="module")
def rate_card(tmp_path_factory):
    d = tmp_path_factory.mktemp("rate_card")
    build_pdf(d / "pellmark_rates_2025.pdf", [
        Heading("Pellmark Freight - Road freight rate card 2025"),
        Note("Rates per consignment in euros, excluding VAT."),
        Grid([["Weight of consignment", "Zone A", "Zone B", "Zone C"], ["up to 1 kg", "6.90", "8.10", "9.70"],
              ["1.01 - 5 kg", "10.90", "12.90", "15.40"], ["5.01 - 10 kg", "14.60", "17.20", "20.60"],
              ["10.01 - 20 kg", "19.80", "23.40", "27.90"], ["20.01 - 50 kg", "34.90", "41.20", "49.20"]],
             style="grid"),
        Break(), Heading("Pellmark Track - Plans 2025", level=2),
        Grid([["", "Starter", "Team", "Enterprise"], ["Price per user / month (EUR)", "9.00", "19.00", "Contact sales"],
              ["Included users", "5", "25", "Unlimited"]], style="grid"),
    ])
    build_pdf(d / "pellmark_supplies_2025.pdf", [
        Heading("Pellmark Supplies - Price list 2025"), Note("Prices in USD, net."),
        Grid([["Item", "Unit price (USD)"], ["Carton 300 x 200 x 150 mm", "0.72"], ["Carton 400 x 300 x 250 mm", "1.18"],
              ["Packing tape 50 mm x 66 m", "2.35"]], style="grid"),
        Break(), Heading("Delivery charge per order", level=2),
        Grid([["Order value (USD, net)", "Delivery charge (USD)"], ["Under 150.00", "12.50"], ["150.00 - 499.99", "6.90"],
              ["500.00 and over", "Free"]], style="grid"),
    ])
    with ingested(d, "r.duckdb") as cat:
        yield cat


@pytest.mark.parametrize("question, value", [
    ("Pellmark rate for a 12 kg consignment to Zone B?", 23.40),
    ("What does Pellmark charge to send 7 kg to Zone C?", 20.60),
])
def test_a_weight_is_the_band_it_falls_in(rate_card, question, value):
    a = ask(rate_card, question)
    assert a.status == "answered" and a.value == pytest.approx(value), a.answer


def test_contact_sales_is_no_price(rate_card):
    a = ask(rate_card, "What's the per-user monthly price of Pellmark Track Enterprise?")
    assert a.status == "not_found" and "Contact sales" in a.answer, a.answer
    b = ask(rate_card, "Included users on the Pellmark Track Enterprise plan?")
    assert b.status == "answered" and b.value == "Unlimited", b.answer



@pytest.mark.parametrize("question, value", [
    ("Pellmark Supplies delivery charge for a $320 order?", 6.90),
    ("What does Pellmark Supplies charge for delivery on an order of USD 90?", 12.50),
])
def test_an_orders_value_reads_bands_of_order_value(rate_card, question, value):
    a = ask(rate_card, question)
    assert a.status == "answered" and a.value == pytest.approx(value), a.answer


def test_a_number_of_units_is_no_order_value(rate_card):
    a = ask(rate_card, "What is Pellmark Supplies' delivery charge for 320 units?")
    assert a.value is None, a.answer
