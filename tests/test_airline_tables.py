"""Airline 10-K tables asked in people's words, through ingest and ask() on PDFs made here: label
lines that wrap onto a row of their own, measures said by their initials or another name ("ASM",
"capacity"), the issuer's name written out, counts that are measures, changes and averages said
loosely."""
from __future__ import annotations

import pytest

from tabsql.answer import ask
from tabsql.catalog import Catalog

from catalogs import ingested
from pdfs import Grid, Heading, Note, build_pdf

SOURCE = "Table from a Form 10-K annual report filed with the SEC"


@pytest.fixture(scope="module")
def catalog(tmp_path_factory) -> Catalog:
    folder = tmp_path_factory.mktemp("airline")
    build_pdf(folder / "stats.pdf", [
        Heading("Pelican Air Group"), Note(SOURCE),
        Grid([["", "2019", "2018"],
              ["Operating Data:", "", ""],
              ["Revenue passengers carried (000s)", "134,056", "134,890"],
              ["Revenue passenger miles (RPMs) (in millions)", "", ""],
              ["(a)", "131,345", "133,322"],
              ["Available seat miles (in millions) (b)", "157,254", "159,795"],
              ["Seats per trip (e)", "150.9", "150.7"],
              ["Passenger revenue per available seat mile", "", ""],
              ["(cents) (f)", "13.21", "12.80"],
              ["Average passenger fare", "$154.98", "$151.64"]], style="booktabs"),
    ])
    build_pdf(folder / "costs.pdf", [
        Heading("Pelican Air Group"), Note(SOURCE),
        Grid([["", "2019", "2018", "% Change"],
              ["Salaries, wages and benefits", "4.34", "4.32", "0.5"],
              ["Selling expenses", "0.54", "0.53", "0.9"],
              ["Other operating expenses", "1.80", "1.70", "5.9"]], style="booktabs"),
    ])
    build_pdf(folder / "opex.pdf", [
        Heading("Pelican Air Group"), Note(SOURCE),
        Grid([["", "2019", "2018"],
              ["Salaries and related costs", "$10,436", "$10,034"],
              ["Contracted services", "2,184", "1,991"],
              ["Aircraft rent", "351", "285"],
              ["Total operating expense", "$12,971", "$12,310"]], style="booktabs"),
    ])
    build_pdf(folder / "leases.pdf", [
        Heading("Pelican Air Group"), Note(SOURCE),
        Grid([["", "Total", "2020", "2021-2022", "2023-2024"],
              ["Operating lease obligations", "$14,940", "$4,143", "$7,111", "$3,686"],
              ["Capital lease obligations", "65", "27", "38", "—"]], style="booktabs"),
    ])
    build_pdf(folder / "fuel.pdf", [
        Heading("Pelican Air Group"), Note(SOURCE),
        Grid([["", "2019", "2018"],
              ["Aircraft fuel, including hedging gains and losses", "$1,938", "$1,437"],
              ["Landing fees", "$301", "$285"],
              ["Interest income", "$120", "$110"]], style="booktabs"),
    ])
    build_pdf(folder / "fleet.pdf", [
        Heading("Pelican Air Group"), Note(SOURCE),
        Grid([["Type", "Average Seating Capacity", "Average Age (Years)", "Owned", "Leased", "Total"],
              ["Airbus A320", "150", "16.7", "10", "38", "48"],
              ["Boeing 737-800", "160", "8.1", "132", "172", "304"],
              ["Boeing 787-9", "285", "0.7", "14", "—", "14"]], style="booktabs"),
    ])
    with ingested(folder, "air.duckdb") as cat:
        yield cat


def _ask(cat: Catalog, question: str, doc: str = "stats.pdf"):
    return ask(cat, question, documents=[doc])


def test_a_label_that_wraps_onto_its_footnote_row_is_one_line_that_heads_nothing(catalog):
    rpm = _ask(catalog, "What were the revenue passenger miles in 2019?")
    assert rpm.status == "answered" and rpm.value == pytest.approx(131_345e6)
    seats = _ask(catalog, "What were the seats per trip in 2018?")  # not under the wrapped "(in millions)" line
    assert seats.status == "answered" and seats.value == pytest.approx(150.7)


def test_a_measure_said_by_its_initials_or_its_trade_name_links_to_the_spelled_out_label(catalog):
    asm = _ask(catalog, "What was the passenger revenue per ASM in 2018?")
    assert asm.status == "answered" and asm.value == pytest.approx(12.80)
    capacity = _ask(catalog, "How much capacity did Pelican have in 2019?")
    assert capacity.status == "answered" and capacity.value == pytest.approx(157_254e6)
    assert capacity.unit == "miles"  # a count of miles, never dollars
    traffic = _ask(catalog, "What was the traffic in 2018?")
    assert traffic.status == "answered" and traffic.value == pytest.approx(133_322e6)


def test_the_issuer_name_written_out_names_the_report(catalog):
    a = _ask(catalog, "What were Pelican Airlines' seats per trip in 2019?")
    assert a.status == "answered" and a.value == pytest.approx(150.9)


def test_the_issuer_s_stock_symbol_names_the_report(catalog):
    a = _ask(catalog, "What were PAG's seats per trip in 2019?")
    assert a.status == "answered" and a.value == pytest.approx(150.9)
    other = _ask(catalog, "What were QRX's seats per trip in 2019?")  # no letters of the issuer's name
    assert other.status != "answered" and other.value is None


def test_the_noun_closing_an_item_s_name_says_its_kind_not_another_measure(catalog):
    a = _ask(catalog, "What is the average seating capacity of a Boeing 787-9 airplane?", "fleet.pdf")
    assert a.status == "answered" and a.value == pytest.approx(285)
    other = _ask(catalog, "What is the average seating capacity of a Boeing 777 airplane?", "fleet.pdf")
    assert other.status != "answered" and other.value is None  # no label prints the item's code
    counted = _ask(catalog, "How many of the Boeing 787-9 engines does Pelican have?", "fleet.pdf")
    assert counted.status != "answered" and counted.value is None  # a count's noun is what it counts


def test_an_expense_is_an_amount_of_money_as_a_cost_is(catalog):
    a = _ask(catalog, "What was the aircraft fuel expense in 2019?", "fuel.pdf")
    assert a.status == "answered" and a.value == pytest.approx(1938)
    gallons = _ask(catalog, "What were the aircraft fuel gallons in 2019?", "fuel.pdf")
    assert gallons.status != "answered" and gallons.value is None
    opposite = _ask(catalog, "What was the interest expense in 2019?", "fuel.pdf")  # no "Interest income"
    assert opposite.status != "answered" and opposite.value is None
    # "income" of "the income statement" names the statement, not the line: it opposes no expense
    stated = _ask(catalog, "What were the total operating costs in the fiscal 2019 income statement?", "opex.pdf")
    plain = _ask(catalog, "What were the total operating costs in 2019?", "opex.pdf")
    assert plain.status == "answered" and plain.value == pytest.approx(12_971)
    assert stated.status == "answered" and stated.value == plain.value
    stated_opposite = _ask(catalog, "What was the interest expense in the fiscal 2019 income statement?", "fuel.pdf")
    assert stated_opposite.status != "answered" and stated_opposite.value is None
    cost = _ask(catalog, "What was the interest cost in 2019?", "fuel.pdf")  # a cost is no income either
    assert cost.status != "answered" and cost.value is None


def test_how_many_of_a_measure_in_a_year_is_its_value_not_a_count_of_cells(catalog):
    a = _ask(catalog, "How many available seat miles did Pelican have in 2018?")
    assert a.status == "answered" and a.value == pytest.approx(159_795e6)


def test_a_number_no_reading_takes_is_not_ignored(catalog):
    a = _ask(catalog, "What was the average seats per trip in 218?")
    assert a.status != "answered" and a.value is None


def test_the_percentage_change_of_one_year_is_over_the_year_before_as_the_table_prints_it(catalog):
    a = _ask(catalog, "What was the percentage change for other operating expenses in 2019?", "costs.pdf")
    assert a.status == "answered" and a.value == pytest.approx(5.9)


def test_an_average_over_columns_of_several_years_is_no_annual_average(catalog):
    a = _ask(catalog, "What is the average annual operating lease obligation for 2020-2024?", "leases.pdf")
    assert a.status != "answered" and a.value is None


def test_a_line_a_total_adds_up_is_named_with_the_total_s_measure(catalog):
    a = _ask(catalog, "What was the operating expense for contracted services in 2019?", "opex.pdf")
    assert a.status == "answered" and a.value == pytest.approx(2184)
    total = _ask(catalog, "What was the total operating expense in 2018?", "opex.pdf")
    assert total.status == "answered" and total.value == pytest.approx(12310)


def test_an_amount_headed_cents_is_answered_in_cents_as_printed_never_as_dollars(catalog):
    a = _ask(catalog, "What was the passenger revenue per available seat mile in 2019?")
    assert a.status == "answered" and a.value == pytest.approx(13.21)
    assert a.unit == "cents" and "cents" in a.answer and "USD" not in a.answer


def test_a_scale_asked_of_a_count_of_miles_is_honoured_but_not_of_a_rate(catalog):
    """"(in billions)" said of seat miles shows the miles in billions, as it would dollars; said of a
    rate in cents it is no way to show it, and the rate is answered as printed."""
    asm = _ask(catalog, "What were the available seat miles (in billions) in 2019?")
    assert asm.status == "answered" and asm.value == pytest.approx(157_254e6), asm.answer
    assert "As asked (in billions): 157.25 billion miles." in asm.answer, asm.answer
    rate = _ask(catalog, "What was the passenger revenue per available seat mile in 2019 (in billions)?")
    assert rate.status == "answered" and rate.value == pytest.approx(13.21), rate.answer
    assert "As asked" not in rate.answer, rate.answer
