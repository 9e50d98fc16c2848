"""Readings the held-out sets of session 30 found, through ingest and ask() on reportlab tables, each
asked of its own document:

- "the average over the four segments", "all three programs", "the two dates": a number of things said in
  words is how many members the aggregate is over, no word a label must print; the members read must be
  that many (and periods, when the noun says periods), else the question is refused;
- "by how much did X increase in 2019" is the change over the year before, answered by the change the
  line prints for those two years where it is their difference;
- "the percentage change in X", naming no year, over a table of two periods and a column of the change
  between them, is that change;
- a price asked of a line only a table of quantities holds ("tonnes" of stocks, no price, no currency)
  is refused, while the price table's line answers;
- "employees under 30" quotes the short label "Under 30" whole, so "30 to 50" is no rival;
- "averaged over 2020 and 2021": a year joined to another names periods, no threshold "over 2020";
- "how much lower is X in A than in B" is never answered by one cell that prints no difference, nor read
  as a mean where an average names the measure;
- "the Group" is the reporting entity, which no label need print;
- a group named by its proper name alone ("the Tidewater contract", "Which Northbourne line") is that
  group, its total or its lines;
- "the average revenue per customs entry in Japan" is the printed rate "Revenue per Entry";
- a bound that names a tier ("the 'up to 499' tier") is no condition on values;
- "how many owned warehouses in Canada and Argentina combined" adds the two lines' counts;
- a share is of a part and its whole: never a rate in dollars over a number of contracts;
- "how many therapy areas have a programme filed" counts no area whose cell is nil ("-");
- a number said after a name ("ATA 52") must be printed: no such line, no answer.
"""
from __future__ import annotations

import pytest

from tabsql.answer import ask
from tabsql.catalog import Catalog

from catalogs import ingested
from pdfs import Break, Grid, Heading, Note, build_pdf

ITEM = "Form 10-K - Item 7. Management's Discussion and Analysis"


@pytest.fixture(scope="module")
def catalog(tmp_path_factory) -> Catalog:
    d = tmp_path_factory.mktemp("countschanges")
    build_pdf(d / "segments.pdf", [
        Heading("Harrowgate Coatings plc"), Note("Segment results for the year ended 31 December 2025 (GBP millions)"),
        Grid([["Segment", "Revenue", "Operating profit", "Capital expenditure"],
              ["Industrial Coatings", "412.6", "48.2", "12.4"],
              ["Marine Coatings", "208.9", "19.7", "6.1"],
              ["Powder Coatings", "156.3", "21.4", "5.8"],
              ["Specialist Coatings", "98.2", "14.9", "3.9"]], style="booktabs")])
    build_pdf(d / "units.pdf", [
        Heading("Kelvinmoor Software, Inc."), Note("Restricted stock units outstanding"),
        Grid([["", "December 31, 2019", "December 31, 2018"],
              ["Restricted stock units", "9,412,880", "8,662,563"],
              ["Weighted-average grant date fair value", "$31.42", "$28.75"]], style="booktabs")])
    build_pdf(d / "depreciation.pdf", [
        Heading("Brisworth Aviation Group, Inc."), Note(ITEM),
        Heading("Depreciation by Asset Category", level=2),
        Grid([["(in thousands)", "2019", "2018", "Change Amount", "Change %"],
              ["Owned aircraft and engines", "98,412", "86,218", "12,194", "14.1%"],
              ["Rotable spares", "14,806", "13,912", "894", "6.4%"],
              ["Ground equipment", "6,218", "5,906", "312", "5.3%"]], style="booktabs")])
    build_pdf(d / "hotels.pdf", [
        Heading("Sorrelby Lodging Trust"), Note(ITEM), Heading("Comparable Hotel Operating Statistics", level=2),
        Grid([["", "2018", "2018", "2017", "2017", "Change in"],
              ["", "Occupancy", "RevPAR", "Occupancy", "RevPAR", "RevPAR"],
              ["Urban", "82.4%", "$199.20", "81.9%", "$193.64", "2.9%"],
              ["Resort", "76.8%", "$244.57", "75.2%", "$233.17", "4.9%"],
              ["Airport", "81.2%", "$120.90", "80.4%", "$117.67", "2.7%"]], style="booktabs", header_rows=2)])
    build_pdf(d / "ferrowby_weekly_prices.pdf", [
        Heading("Ferrowby Metals - Weekly Price Sheet"),
        Note("Weekly averages of daily official prices for the three weeks to 21 February 2025."),
        Heading("Base metals - cash settlement (USD per tonne)", level=2),
        Grid([["Metal", "7 Feb", "14 Feb", "21 Feb"],
              ["Copper", "9,182.50", "9,347.00", "9,411.25"],
              ["Zinc", "2,795.00", "2,841.50", "2,812.25"]], style="booktabs"),
        Break(), Heading("Exchange warehouse stocks at end of week (tonnes)", level=2),
        Grid([["Metal", "7 Feb", "14 Feb", "21 Feb"],
              ["Copper", "268,450", "262,175", "259,900"],
              ["Aluminium", "563,800", "558,225", "551,050"]], style="booktabs")])
    build_pdf(d / "turnover.pdf", [
        Heading("Pennick Telecom plc"), Heading("People: employee turnover by age group", level=2),
        Grid([["", "2021", "", "2020", ""],
              ["", "Average headcount", "Turnover rate", "Average headcount", "Turnover rate"],
              ["Under 30", "3,412", "20.0%", "3,198", "17.9%"],
              ["30 to 50", "7,865", "10.1%", "8,012", "8.8%"],
              ["Over 50", "2,904", "10.4%", "2,811", "12.0%"]],
             style="booktabs", header_rows=2, spans=[((1, 0), (2, 0)), ((3, 0), (4, 0))], header_align="CENTER")])
    build_pdf(d / "scenarios.pdf", [
        Heading("Ardmore Group plc"), Note("Viability statement: scenario testing"),
        Grid([["", "Adjusted EBITDA impact (GBP m)", "Minimum liquidity headroom (GBP m)"],
              ["Base plan", "-", "412.6"],
              ["Loss of two largest customers", "(38.4)", "301.2"],
              ["Combined severe but plausible scenario", "(81.5)", "188.3"]], style="booktabs")])
    build_pdf(d / "salmon.pdf", [
        Heading("Nordvik Seafood ASA"), Note("Harvest volumes and farming cost"),
        Grid([["", "2021", "2020"],
              ["Harvest volume (tonnes)", "56,861", "52,418"],
              ["Farming cost (NOK per kg)", "47.30", "48.95"],
              ["Reference price (NOK per kg)", "59.00", "54.20"]], style="booktabs")])
    build_pdf(d / "ridership.pdf", [
        Heading("Wexford Rail Services, Inc."), Heading("Ridership and On-Time Performance by Contract", level=2),
        Grid([["Line (passenger miles in millions)", "Passenger miles fiscal 2019", "On-time performance fiscal 2019"],
              ["Northbourne Regional Transit Authority", "", ""],
              ["North Shore Line", "210.4", "94.1%"],
              ["River Valley Line", "180.2", "89.8%"],
              ["Lakeshore Line", "160.0", "92.5%"],
              ["Contract total", "550.6", "92.3%"],
              ["Tidewater Commuter Rail District", "", ""],
              ["Coastal Line", "138.4", "95.0%"],
              ["Eastern Branch", "37.9", "91.2%"],
              ["Western Branch", "51.2", "93.3%"],
              ["Contract total", "227.5", "94.1%"],
              ["Total, all contracts", "778.1", "92.9%"]], style="booktabs", indented_rows=[2, 3, 4, 7, 8, 9])])
    build_pdf(d / "brokerage.pdf", [
        Heading("Gannwick Global Logistics, Inc."), Heading("Customs Brokerage by Country of Filing", level=2),
        Grid([["", "Entries filed (thousands) 2018", "Revenue per Entry 2018", "Brokerage revenue (thousands) 2018"],
              ["China", "176.4", "$62.45", "$11,016"],
              ["Japan", "88.9", "$104.20", "$9,263"]], style="booktabs")])
    build_pdf(d / "lanyards.pdf", [
        Heading("Kilbarron Event ID Ltd - trade prices 2025"),
        Grid([["Code", "Product", "Price per 100 units (EUR)", "", ""],
              ["", "", "up to 499", "500-1,999", "2,000+"],
              ["KB-S12", "Debossed silicone wristband", "42.00", "31.50", "23.80"],
              ["KB-L15", "Polyester lanyard 15 mm", "58.40", "47.90", "41.20"]],
             style="booktabs", header_rows=2, spans=[((2, 0), (4, 0))], header_align="CENTER")])
    build_pdf(d / "warehouses.pdf", [
        Heading("Tamberley Cold Storage, Inc."), Heading("Temperature-Controlled Warehouse Portfolio", level=2),
        Grid([["", "Number of Warehouses", "", ""], ["As of December 31, 2019", "Owned", "Leased", "Total"],
              ["Canada", "6", "2", "8"], ["Australia", "8", "3", "11"], ["Argentina", "2", "-", "2"],
              ["Total International", "16", "5", "21"]],
             style="booktabs", header_rows=2, spans=[((1, 0), (3, 0))], header_align="CENTER")])
    build_pdf(d / "volumes.pdf", [
        Heading("Lakemoor Exchange Group, Inc."), Heading("Clearing and transaction fees: volume and rate", level=2),
        Grid([["", "2019", "2018"],
              ["Average daily volume (contracts in thousands)", "", ""],
              ["Interest rate", "8,412", "7,905"], ["Equity index", "7,283", "7,436"],
              ["Total average daily volume", "15,695", "15,341"],
              ["Average rate per contract", "", ""],
              ["Interest rate", "$0.482", "$0.476"], ["Equity index", "$0.688", "$0.701"]],
             style="booktabs", indented_rows=[2, 3, 6, 7])])
    build_pdf(d / "pipeline.pdf", [
        Heading("Orvanne Biosciences AG"), Heading("Development pipeline by therapy area", level=2),
        Grid([["Therapy area", "Phase II", "Phase III", "Filed"],
              ["Oncology", "4", "2", "1"], ["Immunology", "3", "1", "-"], ["Neuroscience", "2", "-", "-"],
              ["Rare diseases", "1", "1", "1"]], style="booktabs")])
    build_pdf(d / "repairs.pdf", [
        Heading("Hallowmere Aero Technics, Inc."), Heading("Component Repair and Overhaul by ATA Chapter", level=2),
        Grid([["", "Repairs completed fiscal 2019", "Repairs completed fiscal 2018"],
              ["ATA 21 - Air conditioning", "3,412", "3,295"], ["ATA 32 - Landing gear", "1,046", "988"],
              ["All other chapters", "6,907", "6,511"], ["Total", "11,365", "10,794"]], style="booktabs")])
    with ingested(d, "countschanges.duckdb") as cat:
        yield cat


def test_a_number_of_things_said_in_words_is_how_many_members(catalog):
    a = ask(catalog, "What was the average operating profit across the four segments?", documents=["segments.pdf"])
    assert a.status == "answered" and a.value in (pytest.approx(26.05), pytest.approx(26.05e6)), a.answer
    a = ask(catalog, "What was the combined capital expenditure of all four segments?", documents=["segments.pdf"])
    assert a.status == "answered" and a.value in (pytest.approx(28.2), pytest.approx(28.2e6)), a.answer
    a = ask(catalog, "What was the average operating profit across the three segments?", documents=["segments.pdf"])
    assert a.status != "answered", a.answer  # four segments are printed: which three is not said


def test_the_two_dates_are_the_two_period_columns(catalog):
    a = ask(catalog, "On average, how many restricted stock units were outstanding at the two dates?",
            documents=["units.pdf"])
    assert a.status == "answered" and a.value == pytest.approx(9_037_721.5), a.answer


def test_a_change_in_one_year_is_over_the_year_before(catalog):
    a = ask(catalog, "By how much did depreciation of rotable spares increase in 2019?", documents=["depreciation.pdf"])
    assert a.status == "answered" and a.value in (pytest.approx(894), pytest.approx(894_000)), a.answer
    a = ask(catalog, "By how much did ground equipment depreciation change in 2019?", documents=["depreciation.pdf"])
    assert a.status == "answered" and a.value in (pytest.approx(312), pytest.approx(312_000)), a.answer


def test_a_change_naming_no_year_is_the_tables_printed_change(catalog):
    a = ask(catalog, "What was the percentage change in RevPAR for Sorrelby's airport hotels?", documents=["hotels.pdf"])
    assert a.status == "answered" and a.value == pytest.approx(2.7), a.answer


def test_a_price_is_never_an_amount_of_goods(catalog):
    a = ask(catalog, "Mean weekly aluminium price over the three weeks on Ferrowby's sheet?")
    assert a.status != "answered", a.answer  # aluminium is only in the stocks table, in tonnes
    a = ask(catalog, "Mean weekly zinc price over the three weeks on Ferrowby's sheet?")
    assert a.status == "answered" and a.value == pytest.approx(2816.25), a.answer


def test_a_whole_short_label_said_is_the_line_quoted(catalog):
    a = ask(catalog, "What was the turnover rate for employees under 30 in 2020?", documents=["turnover.pdf"])
    assert a.status == "answered" and a.value == pytest.approx(17.9), a.answer


def test_two_years_said_after_over_are_periods_no_threshold(catalog):
    a = ask(catalog, "Average headcount of the 30 to 50 age group, averaged over 2020 and 2021?", documents=["turnover.pdf"])
    assert a.status != "answered" or a.value == pytest.approx(7938.5), a.answer  # never one year's 7,865


def test_a_difference_is_never_one_cell_that_prints_none(catalog):
    a = ask(catalog, "How much lower is minimum liquidity headroom in the combined scenario than in the base plan?",
            documents=["scenarios.pdf"])
    assert a.status != "answered" or a.value in (pytest.approx(224.3), pytest.approx(224.3e6)), a.answer


def test_the_group_is_the_reporting_entity(catalog):
    a = ask(catalog, "What was the Group's farming cost per kg in 2021?", documents=["salmon.pdf"])
    assert a.status == "answered" and a.value == pytest.approx(47.30), a.answer
    a = ask(catalog, "In 2021, how much higher per kg was the average reference price than the Group's farming cost?",
            documents=["salmon.pdf"])
    assert a.status != "answered" or a.value == pytest.approx(11.70), a.answer  # never a mean of the lines


def test_a_group_named_by_its_proper_name(catalog):
    a = ask(catalog, "How many passenger miles did Wexford carry under the Tidewater contract in fiscal 2019?",
            documents=["ridership.pdf"])
    assert a.status == "answered" and a.value in (pytest.approx(227.5), pytest.approx(227.5e6)), a.answer
    a = ask(catalog, "Which Northbourne line had the lowest on-time performance in fiscal 2019?", documents=["ridership.pdf"])
    assert a.status == "answered" and a.answer.startswith("River Valley Line"), a.answer


def test_an_average_per_unit_is_the_printed_rate(catalog):
    a = ask(catalog, "What was the average revenue per customs entry in Japan in 2018?", documents=["brokerage.pdf"])
    assert a.status == "answered" and a.value == pytest.approx(104.20), a.answer


def test_a_bound_naming_a_tier_is_no_condition(catalog):
    a = ask(catalog, "On Kilbarron's list, how much less per 100 are the KB-S12 wristbands at 2,000+ than in the "
                     "'up to 499' tier?", documents=["lanyards.pdf"])
    assert a.status != "answered" or a.value == pytest.approx(18.20), a.answer  # never the tiers under 499


def test_how_many_of_two_lines_combined_adds_their_counts(catalog):
    a = ask(catalog, "How many owned warehouses does Tamberley have in Canada and Argentina combined?",
            documents=["warehouses.pdf"])
    assert a.status == "answered" and a.value == pytest.approx(8), a.answer


def test_a_share_is_of_a_part_and_its_whole(catalog):
    a = ask(catalog, "What share of 2019 total average daily volume came from interest rate contracts?",
            documents=["volumes.pdf"])
    assert a.status != "answered" or a.value in (pytest.approx(53.6, abs=0.05), pytest.approx(0.536, abs=0.0005)), a.answer


def test_a_count_of_lines_holding_a_figure_leaves_out_nil_cells(catalog):
    a = ask(catalog, "How many therapy areas have at least one programme filed for approval?", documents=["pipeline.pdf"])
    assert a.status != "answered" or a.value == pytest.approx(2), a.answer


def test_a_number_said_after_a_name_must_be_printed(catalog):
    a = ask(catalog, "How many ATA 52 (doors) repairs did Hallowmere complete in fiscal 2019?", documents=["repairs.pdf"])
    assert a.status != "answered", a.answer  # no ATA 52 line: never the total
    a = ask(catalog, "How many ATA 32 landing gear repairs did Hallowmere complete in fiscal 2019?",
            documents=["repairs.pdf"])
    assert a.status == "answered" and a.value == pytest.approx(1046), a.answer
