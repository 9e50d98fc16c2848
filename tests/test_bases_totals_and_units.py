"""Guards and readings session 36 built from its held-out sets' half B, through ingest and ask():

- a figure asked per one thing ("per kilo") is no figure per another the cells print ("Price per pallet");
- a price asked is no cell in watt-hours;
- a line stating its own currency ("Average ticket price (£)") is in that currency, not in the thousands of the
  statements beside it; "was it higher in A or B" is answered by which, never by the two values;
- "unlit" beside a label "Lit" is no misspelt "unit";
- "how many fewer ... in 2024 compared with 2023" is the size of the fall;
- a line's last member that adds up the others ("Consolidated") is their total, no member of a sum;
- of tied cells of one line, the total of its parts ("Total" beside "Level 1 | Level 2 | Level 3") is the one asked;
- a year printed as a line of the table ("opened in 2018" over the vintage line "2018") is no period to read;
- a mark ("Yes") is no answer to what a figure is.
"""
from __future__ import annotations

import pytest

from tabsql.answer import ask
from tabsql.catalog import Catalog

from catalogs import answered, ingested, refused
from pdfs import Grid, Heading, Note, build_pdf


@pytest.fixture(scope="module")
def catalog(tmp_path_factory) -> Catalog:
    d = tmp_path_factory.mktemp("bases")
    build_pdf(d / "pellets.pdf", [
        Heading("Ballymoor Fuels"), Note("Wood pellet price list 2025 (EUR, excluding VAT)"),
        Grid([["Code", "Product", "Bag size", "Price per bag", "Price per pallet"],
              ["BM-101", "Softwood pellets", "15 kg", "6.95", "379.00"],
              ["BM-102", "Premium low-ash pellets", "15 kg", "7.45", "418.00"],
              ["BM-303", "Hardwood briquettes", "10 kg", "4.70", "255.00"]], style="booktabs")])
    build_pdf(d / "outboards.pdf", [
        Heading("Helmoor Electric Marine"), Note("Electric outboards - specifications 2025"),
        Grid([["Model", "Input power (W)", "Battery (Wh)", "Price (GBP)"],
              ["HM-20", "2,000", "2,048", "3,490.00"], ["HM-60R", "6,000", "6,144", "8,990.00"]], style="booktabs")])
    build_pdf(d / "cinema.pdf", [
        Heading("Lostmoor Picturehouses plc"), Note("Interim results. Amounts are in thousands of pounds sterling."),
        Heading("Income statement", level=2),
        Grid([["£'000", "H1 2025", "H1 2024", "FY 2024"],
              ["Revenue", "17,858", "16,039", "35,510"], ["Profit for the period", "2,968", "2,365", "6,382"]],
             style="booktabs"),
        Heading("Operating data", level=2),
        Grid([["", "H1 2025", "H1 2024", "FY 2024"],
              ["Admissions (thousand)", "1,268", "1,176", "2,541"],
              ["Average ticket price (£)", "8.87", "8.61", "8.85"]], style="booktabs")])
    build_pdf(d / "cables.pdf", [
        Heading("Fathommoor Subsea Networks Ltd"), Heading("Cable systems: design and lit capacity", level=2),
        Grid([["Cable system", "Design capacity (Tbps)", "Lit capacity 2024 (Tbps)", "Lit capacity 2023 (Tbps)"],
              ["Skagmoor", "48.0", "19.2", "14.4"], ["Baltmoor", "64.0", "22.4", "17.6"]], style="booktabs")])
    build_pdf(d / "towage.pdf", [
        Heading("Hawsemoor Towage AG"), Heading("Towage jobs by port", level=2),
        Grid([["Port", "Towage jobs 2024", "Towage jobs 2023"],
              ["Hamburg", "8,114", "8,667"], ["Bremerhaven", "5,210", "5,006"]], style="booktabs")])
    build_pdf(d / "segments.pdf", [
        Heading("Vesselmoor Airlines, Inc."), Heading("Capital expenditures by segment, 2017 (in millions)", level=2),
        Grid([["", "Passenger Airline", "Cargo", "Loyalty Program", "Technical Operations", "Consolidated"],
              ["Capital expenditures", "3,412", "74", "19", "186", "3,691"],
              ["Depreciation", "1,206", "41", "12", "98", "1,357"]], style="booktabs")])
    build_pdf(d / "levels.pdf", [
        Heading("Wyckmoor Air Group, Inc."), Heading("Assets measured at fair value (in millions)", level=2),
        Grid([["", "December 31, 2017", "", "", ""], ["", "Total", "Level 1", "Level 2", "Level 3"],
              ["Money market funds", "962", "962", "—", "—"], ["Fuel derivatives", "118", "—", "118", "—"]],
             style="grid", header_rows=2, spans=[((1, 0), (4, 0))])])
    build_pdf(d / "vintages.pdf", [
        Heading("Loxmoor Express Wash, Inc."), Heading("Net sales per location by vintage (in thousands)", level=2),
        Grid([["Greenfield locations by year opened", "2019", "2018"],
              ["2015 and earlier", "1,912", "1,846"], ["2016-2017", "1,684", "1,518"], ["2018", "1,205", "486"],
              ["Total greenfield", "1,721", "1,512"]], style="booktabs")])
    build_pdf(d / "plans.pdf", [
        Heading("Blidmoor Fire Protection Ltd"), Note("Maintenance plans 2025"),
        Grid([["", "Essential", "Standard"], ["Annual fee (GBP)", "145.00", "420.00"],
              ["Annual service visit", "Yes", "Yes"], ["Emergency lighting test", "No", "Yes"]], style="booktabs")])
    with ingested(d, "bases.duckdb") as cat:
        yield cat


def test_a_figure_per_one_thing_is_no_figure_per_another(catalog):
    refused(ask(catalog, "Per kilo, which of Ballymoor's pellets is the cheapest when bought by the pallet?"))


def test_a_price_is_no_capacity(catalog):
    refused(ask(catalog, "How much does the battery add to the price of an HM-60R?"))


def test_a_line_in_its_own_currency_and_which_is_higher(catalog):
    answered(ask(catalog, "What was Lostmoor's average ticket price in H1 2025?"), 8.87)
    refused(ask(catalog, "Was Lostmoor's average ticket price higher in H1 2025 or across FY 2024?"))


def test_a_word_turned_around_is_no_misspelling(catalog):
    refused(ask(catalog, "How much of Baltmoor's design capacity was still unlit in 2024, in Tbps?"))


def test_how_many_fewer_is_the_size_of_the_fall(catalog):
    answered(ask(catalog, "How many fewer towage jobs did Hawsemoor perform in Hamburg in 2024 compared with 2023?"), 553)


def test_the_total_of_a_line_is_no_member_of_its_sum(catalog):
    answered(ask(catalog, "How much did Vesselmoor spend on capital expenditures in total?", documents=["segments.pdf"]),
              3691e6)


def test_the_whole_of_tied_parts(catalog):
    answered(ask(catalog, "What was the fair value of Wyckmoor's fuel derivatives at the end of 2017?"), 118e6)


def test_a_year_printed_as_a_line_is_no_period(catalog):
    a = ask(catalog, "What were 2019 net sales per location for Loxmoor's greenfield locations opened in 2018?")
    assert a.status != "answered" or a.value == pytest.approx(1205e3), a.answer


def test_a_mark_is_no_figure(catalog):
    refused(ask(catalog, "What is the annual service visit on Blidmoor's Standard plan?"))
    answered(ask(catalog, "What is the annual fee of Blidmoor's Standard plan?"), 420)
