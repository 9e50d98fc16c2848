"""Readings the held-out sets of session 26 found, through ingest and ask() on reportlab tables, each
asked of its own document:

- "ratio" that ends a printed label ("Book-to-bill ratio") names that line: its year, its change;
- a person's age ("a 67-year-old member") is read by bands of ages only, never by "Members covered";
- a prose scale's exceptions ("in thousands of U.S. dollars, except metres") spare the lines they name;
- "load factor 2019" is the year's figure, not "Load Factor Change (pts) 2019 vs. 2018" beside it;
- "mail revenue" is the amount beside an unasked rate ("Revenue per Ton"), never the rate; "yield" no
  amount;
- "which hub had the best rate" has no known direction: never a lookup, never the lowest;
- "the average age of the fleet" over "Average Age" by aircraft type is no mean of the types' ages;
- "which parts fit the DW-700" is never one cell of the "Fits" column, nor the lines' position numbers, and
  "which part numbers" reads the "Part no." column;
- the noun "growth" between two years asks the rate; "the longest cycle" the highest year;
- a payment due in a later year of a schedule dated "as of December 31, 2022" is that year's line;
- a section line "Table games:" under the header is a line of the table, not a caption ending it, and
  "the table games drop" is its line "Drop", not a fall;
- a year an undated table's lead-in does not state is not its year.
"""
from __future__ import annotations

import pytest

from tabsql.answer import ask
from tabsql.catalog import Catalog

from catalogs import ingested
from pdfs import Grid, Heading, Note, build_pdf

ITEM = "Form 10-K - Item 7. Management's Discussion and Analysis"


@pytest.fixture(scope="module")
def catalog(tmp_path_factory) -> Catalog:
    d = tmp_path_factory.mktemp("ratiolines")
    build_pdf(d / "orders.pdf", [
        Heading("Annual report (extract)"),
        Grid([["(in millions)", "2019", "2018"],
              ["Orders received", "1,842", "1,936"],
              ["Revenue", "1,960", "1,904"],
              ["Book-to-bill ratio", "0.94", "1.02"]], style="booktabs"),
        Note("Orders and book-to-bill"), Note("Orders fell as customers deferred capital projects.")])
    build_pdf(d / "rates.pdf", [
        Heading("Tremarrow Assurance"),
        Note("Rates are annual premiums in pounds per 1,000 of sum assured. Cover ends at age 65."),
        Note("Table 1: Annual premium rates"),
        Grid([["Age at renewal date", "Non-smoker", "Smoker"],
              ["Under 30", "0.38", "0.61"], ["30-44", "0.57", "0.95"], ["45-49", "1.24", "2.16"],
              ["50-64", "3.02", "5.27"]], style="booktabs"),
        Note("Table 2: Scheme-size discount"),
        Grid([["Members covered", "Discount on premium"],
              ["2-9", "0%"], ["10-49", "5%"], ["50-249", "10%"], ["250 and over", "15%"]], style="booktabs")])
    build_pdf(d / "exploration.pdf", [
        Heading("Annual report (extract)"),
        Grid([["", "2017", "2018", "2019"],
              ["Drilling", "$14,206", "$18,915", "$22,408"],
              ["Assays and sampling", "1,904", "2,486", "3,106"],
              ["Total exploration expense", "$16,110", "$21,401", "$25,514"],
              ["Metres drilled", "48,200", "61,450", "70,380"]], style="booktabs"),
        Heading("Exploration Expense", level=2),
        Note("Exploration costs are expensed as incurred. Exploration expense by type was as follows "
             "(in thousands of U.S. dollars, except metres):")])
    build_pdf(d / "entities.pdf", [
        Heading("Tarrowby Air Lines, Inc."), Note(ITEM), Note("Load Factor by Entity"),
        Grid([["", "Passenger Load Factor", "", "Load Factor Change (pts)"],
              ["Entity", "2019", "2018", "2019 vs. 2018"],
              ["Atlantic", "84.3%", "83.6%", "0.7"],
              ["Pacific", "81.7%", "84.0%", "(2.3)"],
              ["Consolidated", "83.8%", "83.6%", "0.2"]],
             style="booktabs", header_rows=2, spans=[((1, 0), (2, 0))])])
    build_pdf(d / "cargo.pdf", [
        Heading("Tarrowby Air Lines, Inc."), Note(ITEM), Note("Cargo Revenue and Volume by Commodity"),
        Grid([["", "Cargo Revenue (in millions)", "", "Freight Tons (000s)", "", "Revenue per Ton", ""],
              ["Commodity", "2019", "2018", "2019", "2018", "2019", "2018"],
              ["Perishables", "118.4", "112.2", "86.4", "83.1", "$1,370", "$1,350"],
              ["General freight", "386.2", "402.8", "412.6", "431.2", "$936", "$934"],
              ["Mail", "74.2", "71.6", "58.4", "57.2", "$1,271", "$1,252"]],
             style="booktabs", header_rows=2, spans=[((1, 0), (2, 0)), ((3, 0), (4, 0)), ((5, 0), (6, 0))])])
    build_pdf(d / "packages.pdf", [
        Heading("Tarrowby Express Corp."), Note(ITEM), Note("Package Volume and Yield Statistics"),
        Grid([["", "Average Daily Packages (000s)", "", "Revenue per Package", ""],
              ["Service", "2019", "2018", "2019", "2018"],
              ["Priority overnight", "1,206", "1,168", "$28.46", "$27.82"],
              ["Two-day", "684", "652", "$18.62", "$18.14"]],
             style="booktabs", header_rows=2, spans=[((1, 0), (2, 0)), ((3, 0), (4, 0))])])
    build_pdf(d / "hubs.pdf", [
        Heading("Tarrowby Air Lines, Inc."), Note(ITEM), Note("Operational Performance by Hub"),
        Grid([["", "On-Time Arrivals", "", "Completion Factor", ""],
              ["Airport", "2018", "2017", "2018", "2017"],
              ["Salt Lake City", "84.6%", "86.1%", "99.4%", "99.5%"],
              ["Detroit", "80.2%", "81.9%", "98.6%", "98.9%"],
              ["Philadelphia", "76.8%", "74.3%", "98.1%", "97.6%"],
              ["Total hubs", "80.4%", "81.0%", "98.7%", "98.6%"]],
             style="booktabs", header_rows=2, spans=[((1, 0), (2, 0)), ((3, 0), (4, 0))])])
    build_pdf(d / "fleet.pdf", [
        Heading("Tarrowby Regional Holdings, Inc."), Note("Form 10-K - Item 2. Properties"),
        Note("Aircraft Fleet as of December 31, 2018"),
        Grid([["Aircraft Type", "Leased", "Owned", "Total Fleet", "Average Age (years)"],
              ["Embraer E175", "18", "24", "54", "4.2"],
              ["Embraer E170", "6", "8", "14", "12.6"],
              ["Bombardier CRJ900", "14", "20", "40", "9.4"],
              ["Total", "38", "52", "108", "7.1"]], style="booktabs")])
    build_pdf(d / "parts.pdf", [
        Heading("Spare parts price list: DW-500 and DW-700 dishwashers"),
        Note("Table 2: Pumps and heating"),
        Grid([["Pos.", "Part no.", "Description", "Fits", "Price"],
              ["1", "DWP-2010", "Wash pump 0.75 kW", "DW-500", "412.00"],
              ["2", "DWP-2011", "Wash pump 1.1 kW", "DW-700", "486.00"],
              ["3", "DWP-2020", "Drain pump", "Both", "152.00"],
              ["4", "DWP-2030", "Rinse booster pump", "DW-700", "224.00"],
              ["5", "DWP-2040", "Tank heating element", "Both", "96.40"]], style="booktabs")])
    build_pdf(d / "services.pdf", [
        Heading("Annual report (extract)"),
        Grid([["(in millions)", "Fiscal 2023", "Fiscal 2022"],
              ["Subscription and support", "29,021", "24,657"],
              ["Professional services and other", "2,331", "1,835"],
              ["Total revenues", "31,352", "26,492"]], style="booktabs")])
    build_pdf(d / "cycle.pdf", [
        Heading("Annual report (extract)"),
        Grid([["Days", "2019", "2018", "2017"],
              ["Days sales outstanding", "52.4", "55.1", "51.8"],
              ["Days inventory outstanding", "68.2", "71.9", "66.4"],
              ["Days payables outstanding", "37.5", "37.3", "38.9"],
              ["Cash conversion cycle", "83.1", "89.7", "79.3"]], style="booktabs")])
    build_pdf(d / "leases.pdf", [
        Heading("Annual report (extract)"),
        Note("The following table presents the future minimum payments of operating and finance leases as of "
             "December 31, 2022:"),
        Grid([["Years", "Operating Leases", "Finance Leases"],
              ["2023", "4,591", "586"], ["2024", "4,318", "518"], ["2025", "3,929", "388"],
              ["2026", "3,571", "196"], ["Thereafter", "10,160", "67"],
              ["Total lease payments", "26,569", "1,755"]], style="booktabs")])
    build_pdf(d / "gaming.pdf", [
        Heading("Annual report (extract)"),
        Grid([["(Dollars in thousands)", "2019", "2018"], ["Table games:", "", ""],
              ["Drop", "$1,842,306", "$1,776,418"], ["Win", "384,215", "352,906"],
              ["Slot machines:", "", ""], ["Handle", "$6,418,902", "$6,206,335"], ["Win", "551,408", "537,120"]],
             style="booktabs")])
    build_pdf(d / "performance.pdf", [
        Heading("Tarrowby Air Lines, Inc."), Note(ITEM), Note("Operational Performance by Hub"),
        Grid([["", "On-Time Arrivals", "", "", "Completion Factor", "", "", "Departures (000s)", ""],
              ["Airport", "2018", "2017", "Change (pts)", "2018", "2017", "Change (pts)", "2018", "2017"],
              ["Detroit", "80.2%", "81.9%", "(1.7)", "98.6%", "98.9%", "(0.3)", "168.4", "165.2"],
              ["Philadelphia", "76.8%", "74.3%", "2.5", "98.1%", "97.6%", "0.5", "121.6", "119.4"]],
             style="booktabs", header_rows=2, spans=[((1, 0), (3, 0)), ((4, 0), (6, 0)), ((7, 0), (8, 0))])],
        landscape_page=True)
    build_pdf(d / "cabins.pdf", [
        Heading("Tarrowby Air Lines, Inc."), Note("Form 10-K - Item 2. Properties"), Note("Fleet Cabin Configuration"),
        Grid([["", "Seats per Aircraft", "", "", "Number of"],
              ["Aircraft Type", "Business", "Economy", "Total", "Aircraft"],
              ["Embraer E175", "12", "64", "76", "42"],
              ["Boeing 737-800", "16", "144", "160", "88"]],
             style="booktabs", header_rows=2, spans=[((1, 0), (3, 0))])])
    build_pdf(d / "exposure.pdf", [  # TAT-QA's page: the table, then its prose
        Heading("Annual report (extract)"),
        Grid([["", "Euro", "British Pound", "Total"],
              ["Cash and cash equivalents", "18,406", "6,215", "24,621"],
              ["Trade payables", "(15,204)", "(7,318)", "(22,522)"],
              ["Net exposure", "15,620", "12,769", "28,389"]], style="borderless"),
        Heading("Foreign Currency Risk", level=2),
        Note("The following table shows the U.S. dollar equivalent of monetary assets and liabilities held in "
             "currencies other than the functional currency at December 31, 2019 (in thousands):")])
    with ingested(d, "ratiolines.duckdb") as cat:
        yield cat


def test_a_ratio_that_ends_a_label_names_its_line(catalog):
    a = ask(catalog, "What was the book-to-bill ratio in 2019?", documents=["orders.pdf"])
    assert a.status == "answered" and a.value == pytest.approx(0.94), a.answer
    a = ask(catalog, "What was the change in the book-to-bill ratio from 2018 to 2019?", documents=["orders.pdf"])
    assert a.status == "answered" and a.value == pytest.approx(-0.08), a.answer


def test_an_age_is_read_by_bands_of_ages_only(catalog):
    a = ask(catalog, "What's Tremarrow's premium rate for a 67-year-old member?", documents=["rates.pdf"])
    assert a.status != "answered", a.answer  # no age band holds 67; "50-249 members" is no age
    a = ask(catalog, "What's Tremarrow's premium rate for a 47-year-old non-smoker?", documents=["rates.pdf"])
    assert a.status == "answered" and a.value == pytest.approx(1.24), a.answer


def test_a_prose_scale_spares_the_lines_its_exceptions_name(catalog):
    a = ask(catalog, "What was the change in metres drilled from 2017 to 2019?", documents=["exploration.pdf"])
    assert a.status == "answered" and a.value == pytest.approx(22_180), a.answer
    a = ask(catalog, "What was the total exploration expense in 2019?", documents=["exploration.pdf"])
    assert a.status == "answered" and a.value == pytest.approx(25_514e3), a.answer


def test_a_figure_asked_is_not_its_change_column(catalog):
    a = ask(catalog, "tarrowby pacific load factor 2019", documents=["entities.pdf"])
    assert a.status == "answered" and a.value == pytest.approx(81.7), a.answer


def test_an_amount_is_not_the_rate_beside_it(catalog):
    a = ask(catalog, "tarrowby mail revenue 2018", documents=["cargo.pdf"])
    assert a.status != "answered" or a.value == pytest.approx(71.6e6), a.answer  # never the 1,252 per ton
    a = ask(catalog, "tarrowby two-day yield 2019", documents=["packages.pdf"])
    assert a.status != "answered" or a.value == pytest.approx(18.62), a.answer


def test_the_best_rate_has_no_direction_of_its_own(catalog):
    a = ask(catalog, "Which Tarrowby hub had the best on-time arrival rate in 2018?", documents=["hubs.pdf"])
    assert a.status != "answered" or "Salt Lake City" in a.answer, a.answer


def test_a_mean_of_averages_is_no_average_of_the_whole(catalog):
    a = ask(catalog, "What is the average age of Tarrowby's fleet?", documents=["fleet.pdf"])
    assert not (a.status == "answered" and a.value == pytest.approx((4.2 + 12.6 + 9.4) / 3)), a.answer
    assert a.status != "answered" or a.value == pytest.approx(7.1), a.answer


def test_a_column_filtered_by_a_value_is_no_lookup_of_it(catalog):
    a = ask(catalog, "Which parts in the pumps and heating table fit the DW-700 only?", documents=["parts.pdf"])
    assert a.status != "answered" or ("DWP-2011" in a.answer and "Both" not in a.answer), a.answer


def test_growth_between_two_years_is_a_rate(catalog):
    a = ask(catalog, "What was the year-over-year growth in professional services and other revenues from fiscal "
            "2022 to fiscal 2023? Round your answer to two decimal places.", documents=["services.pdf"])
    assert a.status == "answered" and a.value == pytest.approx((2331 / 1835 - 1) * 100, abs=0.01), a.answer


def test_the_longest_is_the_highest(catalog):
    a = ask(catalog, "In which year was the cash conversion cycle the longest?", documents=["cycle.pdf"])
    assert a.status == "answered" and "2018" in a.answer, a.answer


def test_a_later_year_of_a_dated_schedule_is_its_line(catalog):
    a = ask(catalog, "What operating lease payments are due in 2025, as of December 31, 2022?", documents=["leases.pdf"])
    assert a.status == "answered" and a.value == pytest.approx(3_929), a.answer


def test_a_line_that_starts_with_table_is_no_caption(catalog):
    a = ask(catalog, "What was the table games drop in 2019?", documents=["gaming.pdf"])
    assert a.status == "answered" and a.value == pytest.approx(1_842_306e3), a.answer
    a = ask(catalog, "What was the slot machines handle in 2018?", documents=["gaming.pdf"])
    assert a.status == "answered" and a.value == pytest.approx(6_206_335e3), a.answer


def test_part_numbers_are_read_in_the_part_no_column(catalog):
    """Lines numbered "Pos." 1..n are answered by the column the question names: "Part no." for "part numbers"."""
    a = ask(catalog, "Which part numbers have a price above 200?", documents=["parts.pdf"])
    assert a.status == "answered" and a.value == ["DWP-2010", "DWP-2011", "DWP-2030"], a.answer


def test_a_change_column_names_no_other_measure(catalog):
    """"Completion Factor > Change (pts)" says nothing of "Departures > 2018" beside it."""
    a = ask(catalog, "What was the completion factor at Philadelphia in 2018?", documents=["performance.pdf"])
    assert a.status == "answered" and a.value == pytest.approx(98.1), a.answer


def test_a_rate_column_alone_answers_its_lines(catalog):
    """"Seats per Aircraft" over an aircraft type's line is that aircraft's seats: no amount beside it."""
    a = ask(catalog, "How many economy seats does Tarrowby's Embraer E175 have?", documents=["cabins.pdf"])
    assert a.status == "answered" and a.value == 64, a.answer


def test_an_undated_table_keeps_the_year_its_lead_in_states(catalog):
    """"... at December 31, 2019 (in thousands):" dates the table: 2018 is not its year."""
    a = ask(catalog, "What was the net exposure to the British Pound at December 31, 2018?", documents=["exposure.pdf"])
    assert a.status != "answered", a.answer
    a = ask(catalog, "What was the net exposure to the British Pound?", documents=["exposure.pdf"])
    assert a.status == "answered" and a.value == pytest.approx(12_769e3), a.answer

