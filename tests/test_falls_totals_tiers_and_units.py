"""Readings the held-out sets of session 29 found, through ingest and ask() on reportlab tables, each
asked of its own document:

- "how much did X fall (decline, drop) from 2018 to 2019" asks the amount it went down, a positive
  size, as "by how much did X fall" does; where the value rose, the question's premise fails and it
  is refused; "how much did X change" keeps the signed change;
- "the total" of a column whose lines the question does not name is the table's printed total line
  ("Total PFC program"), proven the sum of every line above it, never a sum of fewer of its lines
  (a project line named "... consolidation" is no reconciling line to leave out);
- "how many working days" asks an amount in days: a count of injuries is no answer;
- "the weighted average durations in 2021 and 2020" lists the line's two values, never their mean;
- a price list's tiers printed "from 1 | from 12 | from 48" each end where the next opens (20 spools:
  "from 12"); a column headed "EUR per reel" is in euros, so "in US dollars" reads the "USD per reel" one;
- "combined X, with and without Y" is no one line's figure;
- "across the two year-ends" reads both years;
- a row group's heading printed on a line of its own ("County contracts") names its lines; "state" names
  them too ("the state contracts"), unless it asks ("Please state ..."), so the grand total is no state total;
- "how many round trips a week does the X contract require" over "Required Round Trips per Week" is X's
  cell, not a count of the column's lines; "how many men" reads a column "Male";
- "the share count" names a measure, asking no count of cells; "cumulative" of a cumulative return table's
  lead-in asks no sum;
- a change between one line's cells read at scales far apart (one table's "in millions" missed) is
  refused, and "what percentage of X was issued in January" is never the January line's amount;
- a ratio's line under a section heading that states "($ in millions)" is no money and no million.
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
    d = tmp_path_factory.mktemp("fallstotals")
    build_pdf(d / "inventory.pdf", [
        Heading("Tarrowby Regional Airlines, Inc."), Note(ITEM), Heading("Expendable Parts Inventory", level=2),
        Grid([["(in thousands)", "December 31, 2019", "December 31, 2018"],
              ["Bombardier CRJ700", "5,549", "5,974"],
              ["Embraer E175", "8,212", "7,630"]], style="booktabs")])
    build_pdf(d / "projects.pdf", [
        Heading("Wendlebury Airport Authority"), Note("Passenger Facility Charge (PFC) Projects"),
        Grid([["", "", "PFC Collections", ""],
              ["(in thousands)", "Approved Amount", "Fiscal 2019", "Cumulative"],
              ["Terminal:", "", "", ""],
              ["Concourse B expansion", "412,500", "31,215", "299,555"],
              ["Security checkpoint consolidation", "54,750", "8,925", "21,405"],
              ["Airfield:", "", "", ""],
              ["Runway rehabilitation", "128,300", "12,470", "107,125"],
              ["Taxiway K extension", "47,200", "6,940", "25,660"],
              ["Total PFC program", "642,750", "59,550", "453,745"]],
             style="grid", header_rows=2, spans=[((2, 0), (3, 0))])])
    build_pdf(d / "safety.pdf", [
        Heading("Grimsby Aggregates plc"), Note("Health and safety performance"),
        Grid([["", "2020", "2019", "2018"],
              ["Hours worked (thousands)", "6,842", "7,315", "7,108"],
              ["Lost time injuries", "14", "19", "23"],
              ["Total recordable injuries", "41", "52", "57"]], style="booktabs")])
    build_pdf(d / "pensions.pdf", [
        Heading("Merrow Engineering plc"), Note("Retirement benefit obligations by category of member"),
        Grid([["", "Defined benefit obligation", "", "Weighted average duration (years)", ""],
              ["At 31 March", "2021", "2020", "2021", "2020"],
              ["Active members", "284.6", "301.9", "22.4", "23.1"],
              ["Pensioners", "638.9", "655.2", "10.6", "10.9"],
              ["Total", "923.5", "957.1", "14.2", "14.8"]],
             style="booktabs", header_rows=2, spans=[((1, 0), (2, 0)), ((3, 0), (4, 0))], header_align="CENTER")])
    build_pdf(d / "filament.pdf", [
        Heading("Quenby Filaments - trade prices 2025"),
        Grid([["SKU", "Colour", "EUR per reel", "", "", "USD per reel", "", ""],
              ["", "", "from 1", "from 12", "from 48", "from 1", "from 12", "from 48"],
              ["QF-PLA-BLK", "Black", "22.40", "19.90", "17.85", "24.60", "21.90", "19.60"],
              ["QF-PLA-WHT", "White", "22.60", "20.10", "18.05", "24.80", "22.10", "19.80"]],
             style="grid", header_rows=2, spans=[((2, 0), (4, 0)), ((5, 0), (7, 0))], header_align="CENTER")])
    build_pdf(d / "marine.pdf", [
        Heading("Ravensworth Marine Transportation, Inc."), Note("Marine Transportation Revenues by Contract Type"),
        Grid([["(dollars in thousands)", "2018", "2017"],
              ["Contracts of affreightment", "231,408", "218,775"],
              ["Time charters with fuel escalation", "98,640", "92,312"],
              ["Time charters without fuel escalation", "41,277", "44,806"],
              ["Total term contracts", "371,325", "355,893"]], style="booktabs")])
    build_pdf(d / "contracts.pdf", [
        Heading("Polgarth Ferries Corporation"), Note(ITEM), Heading("Public Service Contracts", level=2),
        Grid([["Service", "Required Round Trips per Week", "Annual Subsidy ($000) Fiscal 2019",
               "Annual Subsidy ($000) Fiscal 2018"],
              ["State contracts", "", "", ""],
              ["Island lifeline services", "42", "14,820", "14,390"],
              ["Winter service", "18", "3,275", "3,180"],
              ["County contracts", "", "", ""],
              ["Commuter service", "25", "4,388", "4,215"],
              ["School-day sailings", "15", "1,862", "1,790"],
              ["Total", "100", "24,345", "23,575"]], style="booktabs")])
    build_pdf(d / "diversity.pdf", [
        Heading("Kimberley Retail plc"), Note("Gender diversity of our people"),
        Grid([["", "Female", "Male"],
              ["Board", "4", "6"],
              ["Senior managers", "58", "97"]], style="booktabs")])
    build_pdf(d / "shares.pdf", [
        Heading("Ebberston Marketplace, Inc."), Note("Consolidated statement of income (in millions)"),
        Grid([["", "2021", "2020"],
              ["Net income", "13,608", "5,667"],
              ["Weighted average shares - basic", "654", "709"],
              ["Weighted average shares - diluted", "663", "719"]], style="booktabs")])
    build_pdf(d / "performance.pdf", [
        Heading("Ellerby Brands, Inc."), Heading("Stock performance graph", level=2),
        Note("The following table compares the cumulative total stockholder return on our common stock with the "
             "cumulative total return of the S&P 500 Index and of a peer group of consumer products companies."),
        Grid([["", "12/31/2015", "12/31/2016", "12/31/2017", "12/31/2018"],
              ["Ellerby Brands, Inc.", "$100.00", "$108.37", "$121.94", "$97.62"],
              ["S&P 500 Index", "$100.00", "$111.96", "$136.40", "$130.42"],
              ["Peer Group", "$100.00", "$104.12", "$115.73", "$103.88"]], style="booktabs")])
    build_pdf(d / "securities.pdf", [
        Heading("Ebbsworth Marketplace, Inc."), Heading("Short-term investments (in millions)", level=2),
        Grid([["", "December 31, 2022", ""], ["", "Amortized Cost", "Estimated Fair Value"],
              ["Corporate debt securities", "2,390", "2,350"], ["Government bonds", "1,210", "1,198"]],
             style="booktabs", header_rows=2, spans=[((1, 0), (2, 0))], header_align="CENTER"),
        Break(), Heading("Short-term investments, prior year", level=2),
        Grid([["", "December 31, 2021", ""], ["", "Amortized Cost", "Estimated Fair Value"],
              ["Corporate debt securities", "4,140", "4,152"], ["Government bonds", "980", "985"]],
             style="booktabs", header_rows=2, spans=[((1, 0), (2, 0))], header_align="CENTER")])
    build_pdf(d / "notes.pdf", [
        Heading("Verrington Communications Inc."), Heading("ABS Notes issued during 2022 (dollars in millions)", level=2),
        Grid([["Month", "Principal Amount Issued"],
              ["January 2022 total", "1,700"],
              ["May 2022 total", "1,500"],
              ["November 2022 total", "1,285"]], style="booktabs")])
    build_pdf(d / "coverage.pdf", [
        Heading("Ostlebay Pipeline Partners, L.P."), Heading("Quarterly Distribution Coverage", level=2),
        Grid([["", "2019 Q4", "2019 Q3"],
              ["Distribution declared per common unit", "$0.7125", "$0.7050"],
              ["Cash flow measures ($ in millions)", "", ""],
              ["Distributable cash flow", "131.8", "127.4"],
              ["Distributions declared", "105.9", "104.6"],
              ["Distribution coverage ratio", "1.24", "1.22"]], style="booktabs")])
    with ingested(d, "fallstotals.duckdb") as cat:
        yield cat


def test_how_much_a_value_fell_is_the_size_of_the_fall(catalog):
    a = ask(catalog, "How much did the Bombardier CRJ700 expendable parts inventory fall between year-end 2018 and "
                     "year-end 2019?", documents=["inventory.pdf"])
    assert a.status == "answered" and a.value in (pytest.approx(425), pytest.approx(425_000)), a.answer
    a = ask(catalog, "How much did the Bombardier CRJ700 expendable parts inventory change from 2018 to 2019?",
            documents=["inventory.pdf"])
    assert a.status == "answered" and a.value in (pytest.approx(-425), pytest.approx(-425_000)), a.answer


def test_a_fall_asked_of_a_value_that_rose_is_refused(catalog):
    a = ask(catalog, "How much did the Embraer E175 expendable parts inventory decline from 2018 to 2019?",
            documents=["inventory.pdf"])
    assert a.status != "answered", a.answer


def test_the_total_of_a_column_is_its_printed_total_line(catalog):
    a = ask(catalog, "total cumulative PFC collections", documents=["projects.pdf"])
    assert a.status == "answered" and a.value in (pytest.approx(453_745), pytest.approx(453_745_000)), a.answer


def test_a_count_in_a_unit_needs_a_figure_in_that_unit(catalog):
    a = ask(catalog, "How many working days were lost to injuries in 2020?", documents=["safety.pdf"])
    assert a.status != "answered", a.answer  # 14 injuries are no number of days
    a = ask(catalog, "How many lost time injuries were there in 2020?", documents=["safety.pdf"])
    assert a.status == "answered" and a.value == pytest.approx(14), a.answer


def test_a_weighted_average_is_a_line_never_a_mean(catalog):
    for said in ("weighted average", "weighted mean"):
        a = ask(catalog, f"Give the {said} durations for active members in 2021 and 2020.", documents=["pensions.pdf"])
        assert a.status != "answered" or a.value == [pytest.approx(22.4), pytest.approx(23.1)], a.answer
    a = ask(catalog, "What is the average total defined benefit obligation across the two year-ends?",
            documents=["pensions.pdf"])
    assert a.status == "answered" and a.value in (pytest.approx(940.3), pytest.approx(940.3e6)), a.answer


def test_open_tiers_end_where_the_next_opens_and_currency_headings(catalog):
    a = ask(catalog, "What does Quenby charge in euros per reel of QF-PLA-BLK when buying 20 reels?",
            documents=["filament.pdf"])
    assert a.status == "answered" and a.value == pytest.approx(19.90), a.answer
    a = ask(catalog, "In US dollars, what is Quenby's price per reel of QF-PLA-WHT for 60 reels?", documents=["filament.pdf"])
    assert a.status == "answered" and a.value == pytest.approx(19.80), a.answer


def test_a_sum_of_two_lines_is_no_one_line(catalog):
    a = ask(catalog, "What were combined time charter revenues, with and without fuel escalation, in 2018?",
            documents=["marine.pdf"])
    assert a.status != "answered" or a.value in (pytest.approx(139_917), pytest.approx(139_917_000)), a.answer


def test_a_group_heading_line_names_its_lines(catalog):
    a = ask(catalog, "Which county contract carried the largest annual subsidy in fiscal 2019?", documents=["contracts.pdf"])
    assert a.status == "answered" and a.answer.startswith("Commuter service"), a.answer
    a = ask(catalog, "What was the total annual subsidy of the state contracts in fiscal 2018?", documents=["contracts.pdf"])
    assert a.status != "answered" or a.value in (pytest.approx(17_570), pytest.approx(17_570_000)), a.answer
    a = ask(catalog, "Please state the annual subsidy of the island lifeline services in fiscal 2018.",
            documents=["contracts.pdf"])
    assert a.status == "answered" and a.value in (pytest.approx(14_390), pytest.approx(14_390_000)), a.answer


def test_how_many_reads_the_column_that_holds_the_count(catalog):
    a = ask(catalog, "How many round trips a week does the island lifeline services contract require?",
            documents=["contracts.pdf"])
    assert a.status == "answered" and a.value == pytest.approx(42), a.answer
    a = ask(catalog, "How many men were senior managers?", documents=["diversity.pdf"])
    assert a.status == "answered" and a.value == pytest.approx(97), a.answer


def test_a_share_count_and_a_cumulative_return_are_figures(catalog):
    a = ask(catalog, "What diluted weighted average share count did Ebberston report for 2021?", documents=["shares.pdf"])
    assert a.status != "answered" or a.value in (pytest.approx(663), pytest.approx(663e6)), a.answer
    a = ask(catalog, "What was the Peer Group's cumulative value at 12/31/2018?", documents=["performance.pdf"])
    assert a.status == "answered" and a.value == pytest.approx(103.88), a.answer


def test_cells_read_at_scales_far_apart_and_a_share_asked_of_an_amount(catalog):
    a = ask(catalog, "By what percentage did the estimated fair value of Ebbsworth's corporate debt securities change "
                     "from December 31, 2021 to December 31, 2022?", documents=["securities.pdf"])
    assert a.status != "answered" or a.value == pytest.approx(-43.4, abs=0.05), a.answer
    a = ask(catalog, "Of the ABS Notes Verrington issued during 2022, what percentage was issued in January 2022?",
            documents=["notes.pdf"])
    assert a.status != "answered" or a.value == pytest.approx(37.9, abs=0.05), a.answer


def test_a_ratio_under_a_section_in_millions_is_no_amount(catalog):
    a = ask(catalog, "Distribution coverage ratio for the fourth quarter of 2019?", documents=["coverage.pdf"])
    assert a.status == "answered" and a.value == pytest.approx(1.24) and a.unit != "USD", a.answer
