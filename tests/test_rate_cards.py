"""Rate cards read the way senders ask: "a 12 kg consignment to Sweden" is priced in the column of the
zone the card's zone chart lists Sweden under, the chart's row cited beside the rate ("before fuel
surcharge" reads the card's "excluding fuel surcharge"); a country the
chart lists under two zones, or not at all, is not priced. A heading set over the middle of a
borderless card's zone columns heads every zone (and gives each its currency); bands of weight are
read by a weight, and bands of guests by a number of guests. A surcharge the question names is a
charge, not a difference; a percentage asked is never a difference of amounts.
Reportlab rate cards through ingest and ask()."""
from __future__ import annotations

import pytest

from tabsql.answer import ask
from tests.catalogs import ingested
from tests.pdfs import Grid, Heading, Note, build_pdf


@pytest.fixture(scope="module")
def catalog(tmp_path_factory):
    d = tmp_path_factory.mktemp("rate_cards")
    build_pdf(d / "kittering_rates_2026.pdf", [
        Heading("Kittering Freight AS - Road freight rates 2026"),
        Note("Table 1: Delivery zones"),
        Grid([["Zone", "Destination countries"], ["Zone A", "Norway"], ["Zone B", "Sweden, Finland, Denmark"],
              ["Zone C", "Germany, Poland, Denmark (islands)"], ["Zone D", "France, Spain, Italy"]], style="borderless"),
        Note("Table 2: Consignment rates by weight and zone"),
        Grid([["Weight of consignment", "Rate per consignment (EUR), excluding fuel surcharge", "", "", "", ""],
              ["", "Zone A", "Zone B", "Zone C", "Zone D", "Zone E"],
              ["up to 5 kg", "9.40", "11.20", "13.80", "16.10", "19.30"],
              ["5.01 – 20 kg", "14.90", "17.60", "21.30", "25.70", "30.80"],
              ["20.01 – 50 kg", "26.30", "31.10", "37.40", "44.90", "53.90"],
              ["50.01 – 100 kg", "41.80", "49.50", "59.60", "71.20", "85.40"],
              ["100.01 – 250 kg", "78.40", "92.60", "111.30", "133.00", "159.60"]],
             style="borderless", header_rows=2, spans=[((1, 0), (5, 0)), ((0, 0), (0, 1))], header_align="CENTER",
             col_widths=[113, 74, 74, 74, 74, 74]),
        Note("Table 3: Surcharges"),
        Grid([["Surcharge", "Amount (EUR)"], ["Tail-lift delivery", "18.00"], ["Weekend delivery", "35.00"]]),
    ])
    build_pdf(d / "orchard_catering_2026.pdf", [
        Heading("Event menus 2026"),
        Grid([["Menu", "Price per guest (GBP) by number of guests", "", "", ""],
              ["", "20–49", "50–99", "100–199", "200+"],
              ["Hot buffet", "26.00", "24.50", "22.00", "20.80"],
              ["Garden barbecue¹", "31.00", "29.50", "27.00", "25.50"],
              ["Three-course dinner", "52.00", "48.00", "44.50", "41.00"]],
             style="borderless", header_rows=2, spans=[((1, 0), (4, 0))]),
        Note("¹ Served from May to September only."),
        Note("Weight (kg) 10.8 12.5 15.6"),
        Note("Orchard Lane Catering Ltd  -  Page 1"),
    ])
    build_pdf(d / "brambleton_budget_2026.pdf", [
        Heading("Town of Brambleton - Operating budget 2026"),
        Note("Amounts are in thousands of Canadian dollars."),
        Grid([["", "Budget 2026", "Actual 2025"], ["Snow clearing", "1,840", "2,115"], ["Parks", "960", "902"]]),
    ])
    build_pdf(d / "pellam_report_2025.pdf", [
        Heading("Pellam Instruments plc - Annual report 2025"),
        Note("Table 1: Our regions"),
        Grid([["Region", "Countries served"], ["Europe", "Germany, France, Italy"], ["Americas", "USA, Canada, Brazil"]]),
        Note("Table 2: Revenue by region (GBP thousands)"),
        Grid([["", "Europe", "Americas"], ["Revenue 2025", "41,200", "28,900"], ["Revenue 2024", "39,800", "26,100"]]),
    ])
    with ingested(d, "c.duckdb") as cat:
        yield cat


@pytest.mark.parametrize("question, value", [
    ("What does Kittering charge to send a 12 kg consignment to Sweden?", 17.60),
    ("Kittering rate for a 35 kg consignment to Italy?", 44.90),
    ("What does Kittering charge for a 12 kg consignment to Sweden, before fuel surcharge?", 17.60),
])
def test_a_destination_is_priced_in_the_zone_its_chart_lists_it_under(catalog, question, value):
    a = ask(catalog, question)
    assert a.status == "answered" and a.value == pytest.approx(value), a.answer
    assert any(c.table == "t1" for c in a.citations), a.citations  # the zone chart's row is cited


@pytest.mark.parametrize("question", [
    "What does Kittering charge to send a 12 kg consignment to Denmark?",  # listed under two zones
    "What does Kittering charge to send a 12 kg consignment to Portugal?",  # listed nowhere
])
def test_a_destination_the_chart_does_not_place_in_one_zone_is_not_priced(catalog, question):
    assert ask(catalog, question).status != "answered"


def test_a_heading_over_the_middle_zones_heads_every_zone(catalog):
    a = ask(catalog, "What is Kittering's rate for a 3 kg consignment to Zone A?")
    assert a.status == "answered" and a.value == pytest.approx(9.40) and a.unit == "EUR", a.answer


@pytest.mark.parametrize("question, value", [
    ("Three-course dinner for 120 guests: what does Orchard Lane charge per head?", 44.50),
    ("Orchard Lane hot buffet for 250 guests, price per person?", 20.80),
])
def test_a_menu_priced_by_the_band_its_guests_fall_in(catalog, question, value):
    a = ask(catalog, question)
    assert a.status == "answered" and a.value == pytest.approx(value), a.answer


def test_a_named_surcharge_is_a_charge(catalog):
    a = ask(catalog, "What is Kittering's weekend delivery surcharge?")
    assert a.status == "answered" and a.value == pytest.approx(35.00), a.answer


def test_a_percentage_asked_is_no_difference_of_amounts(catalog):
    a = ask(catalog, "How much cheaper per guest is Orchard Lane's hot buffet at 200+ guests than at 20–49 guests, "
                     "in percent?")
    assert a.status != "answered" or a.unit == "%", a.answer
    assert a.value != pytest.approx(26.00 - 20.80), a.answer


def test_a_footnote_marked_on_a_line_qualifies_that_line_alone(catalog):
    bbq = ask(catalog, "Orchard Lane garden barbecue for 60 guests, price per person?")
    assert bbq.status == "answered" and bbq.value == pytest.approx(29.50), bbq.answer
    assert any("May to September" in c for c in bbq.conditions), bbq.conditions
    dinner = ask(catalog, "Orchard Lane three-course dinner for 60 guests, price per person?")
    assert dinner.status == "answered" and dinner.value == pytest.approx(48.00), dinner.answer
    assert not any("May to September" in c for c in dinner.conditions), dinner.conditions


def test_the_issuer_is_read_from_a_running_footer(catalog):
    a = ask(catalog, "Which Orchard Lane menu is the cheapest per guest for 120 guests?")
    assert a.status == "answered" and "Hot buffet" in str(a.value), a.answer


def test_canadian_dollars_are_no_us_dollars(catalog):
    a = ask(catalog, "What is Brambleton's 2026 budget for snow clearing?")
    assert a.status == "answered" and a.value == pytest.approx(1_840_000) and a.unit == "CAD", a.answer


def test_a_named_group_does_not_stand_for_its_members(catalog):
    a = ask(catalog, "What was Pellam's revenue in Germany in 2025?")  # Europe's revenue is no revenue of Germany
    assert a.value != pytest.approx(41_200_000) and a.value != pytest.approx(41_200), a.answer
