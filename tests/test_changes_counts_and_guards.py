"""Readings and guards session 34 built from half A of its held-out sets, through ingest and ask() on
reportlab tables, each asked of its own document:

- a rate column ("Trips per vehicle per day") is not scaled by a note naming its measure ("(Trips in
  thousands)");
- "by how much did the attrition rate improve" is the size of the change; "how much did X increase in
  2023" the change over the year before, whose year's neighbour is no rival of it;
- "in how many regions did the number of offices fall in 2023" compares each region with the year before;
- "how many more ... on average ... compared to" is a difference of the averages printed;
- "('000)" asks the answer in thousands;
- a company's own total line ("Total Tolvarren") answers for the company beside a segment's total;
- a table's printed "% Change" under its group's heading answers "the % change" of a line;
- a count of lines whose label opens with the noun counted ("Hospitals at beginning of year") is refused,
  as is a count under a "Number of stores" stub;
- a part the figure is to include ("Including homes held for sale") that no line prints refuses;
- one line's cells of differently headed columns are not added where the question names one of them;
- an amount-of-money bound at a scale ("above 3 million pounds") over cells stating neither is refused;
- a word telling a line's variants apart ("foreign") that the cited cells do not print, where another
  table of the document does, refuses.

And from half B's wrong answers: a note naming two measures in eight words scales those two alone; a heading
declining a scale ("Key figures (not in thousands)") states none; "how many percentage points did X fall" is
the size of the fall; a line of changes answers the change of its year, never a change of its changes; a
change asked with a verb of change is never read between two lines of one period.
"""
from __future__ import annotations

import pytest

from tabsql.answer import ask
from tabsql.catalog import Catalog

from catalogs import ingested
from pdfs import Grid, Heading, Note, build_pdf


@pytest.fixture(scope="module")
def catalog(tmp_path_factory) -> Catalog:
    d = tmp_path_factory.mktemp("changescounts")
    build_pdf(d / "scooters.pdf", [
        Heading("Annual report (extract)"), Note("Whizzlo Mobility AB"), Heading("Trips and fleet by city", level=2),
        Note("(Trips in thousands)"),
        Grid([["City", "Trips 2022", "Trips 2023", "Vehicles 2022", "Vehicles 2023", "Trips per vehicle per day 2023"],
              ["Stockholm", "6,842", "7,315", "4,200", "4,650", "4.31"],
              ["Helsinki", "2,744", "2,910", "1,900", "1,950", "4.09"],
              ["Total", "9,586", "10,225", "6,100", "6,600", "4.24"]], style="booktabs")])
    build_pdf(d / "alarms.pdf", [
        Heading("Annual report (extract)"), Note("Bellwick Security Holdings, Inc."),
        Grid([["", "2023", "2022", "2021"],
              ["Subscribers at year end (in thousands)", "", "", ""],
              ["Residential", "1,842.6", "1,795.3", "1,761.8"],
              ["Commercial", "124.8", "118.2", "109.7"],
              ["Total subscribers", "1,967.4", "1,913.5", "1,871.5"],
              ["Annualized attrition rate", "12.8%", "13.4%", "12.6%"]], style="booktabs", indented_rows=[2, 3])])
    build_pdf(d / "dental.pdf", [
        Heading("Annual report (extract)"), Note("Molbrook Dental Partners, Inc."),
        Grid([["Year ended December 31,", "2023", "2022", "2021"],
              ["Supported dental offices (at year end)", "", "", ""],
              ["Northeast", "142", "131", "118"], ["Southeast", "205", "188", "171"],
              ["Midwest", "96", "97", "92"], ["West", "118", "104", "88"],
              ["Total offices", "561", "520", "469"]], style="booktabs", indented_rows=[2, 3, 4, 5])])
    build_pdf(d / "peo.pdf", [
        Heading("Annual report (extract)"), Note("Crennock HR Solutions, Inc."),
        Note("(Average worksite employees in thousands)"),
        Grid([["Region", "Average worksite employees 2023", "Average worksite employees 2022"],
              ["Texas", "68.4", "64.9"], ["Florida", "44.3", "40.6"], ["Total", "112.7", "105.5"]], style="booktabs")])
    build_pdf(d / "parks.pdf", [
        Heading("Annual report (extract)"), Note("Tolbarrow Parks & Attractions, Inc."), Heading("Attendance", level=2),
        Grid([["Year Ended December 31,", "Attendance (in thousands) 2019", "Attendance (in thousands) 2018", "% Change"],
              ["Theme parks:", "", "", ""],
              ["Southeast", "6,412", "6,105", "5.0%"], ["West", "2,906", "2,718", "6.9%"],
              ["Total theme parks", "9,318", "8,823", "5.6%"],
              ["Int'l", "2,046", "1,874", "9.2%"],
              ["Total Tolbarrow", "11,364", "10,697", "6.2%"]], style="booktabs", indented_rows=[2, 3, 4])])
    build_pdf(d / "hospitals.pdf", [
        Heading("Annual report (extract)"), Note("Hendleford Animal Hospitals, Inc."),
        Grid([["Fiscal Year Ended September 30,", "U.K. Fiscal 2019", "U.K. Fiscal 2018"],
              ["Hospitals at beginning of year", "40", "33"],
              ["Acquired", "4", "6"],
              ["Closed or consolidated", "(1)", "—"],
              ["Hospitals at end of year", "43", "39"]], style="booktabs")])
    build_pdf(d / "stores.pdf", [
        Heading("Annual report (extract)"), Note("Quillbury Laundry Brands, Inc."),
        Grid([["Number of stores", "Opened 2018", "Closed 2018", "Net Change 2018"],
              ["Franchised", "41", "15", "26"],
              ["Company-owned", "3", "5", "(2)"]], style="booktabs")])
    build_pdf(d / "homes.pdf", [
        Heading("Annual report (extract)"), Note("Porchwell Homes REIT, Inc."),
        Grid([["Market", "Homes at December 31, 2023"],
              ["Atlanta", "8,412"], ["Phoenix", "5,936"], ["Total", "14,348"]], style="booktabs"),
        Note("In addition, 312 homes were held for sale at December 31, 2023 and are not included in the table.")])
    build_pdf(d / "ices.pdf", [
        Heading("Annual report (extract)"), Note("Lanhydrock Dairy Ices Ltd"), Heading("Revenue by channel", level=2),
        Grid([["Channel", "2025", "2024"],
              ["Supermarkets", "5,840", "5,315"], ["Branded retail", "4,172", "3,906"], ["Export", "734", "512"]],
             style="booktabs")])
    build_pdf(d / "software.pdf", [
        Heading("Annual report (extract)"), Note("Orrindale Software Corporation"), Note("(in millions)"),
        Grid([["", "2023", "2022"], ["Revenues", "49,954", "42,440"], ["Income before income taxes", "9,126", "7,649"],
              ["Net income", "8,503", "6,717"]], style="booktabs"),
        Heading("Income taxes", level=2), Note("(in millions)"),
        Grid([["", "2023", "2022"], ["Current provision: Federal", "1,010", "1,170"], ["Current provision: Foreign", "1,767", "1,455"],
              ["Total current provision", "2,777", "2,625"]], style="booktabs")])
    build_pdf(d / "washes.pdf", [
        Heading("Annual report (extract)"), Note("Sudbrook Express Car Wash, Inc."),
        Note("(Wash Club members and car washes sold in thousands)"),
        Grid([["Region", "Locations 2022", "Locations 2023", "Wash Club members 2022", "Wash Club members 2023"],
              ["Texas", "118", "131", "428.7", "476.2"], ["West", "38", "47", "118.6", "152.3"],
              ["Total", "156", "178", "547.3", "628.5"]], style="booktabs")])
    build_pdf(d / "railway.pdf", [
        Heading("Gitschberg Bergbahnen AG"), Note("Half-year report (CHF thousands)"),
        Grid([["", "H1 2025", "H1 2024"], ["Transport revenue", "18'642", "17'215"], ["Net profit", "7'496", "6'250"]],
             style="booktabs"),
        Heading("Key figures (not in thousands)", level=2),
        Grid([["", "H1 2025", "H1 2024"], ["Operating days", "138", "131"], ["Employees", "214", "206"]], style="booktabs")])
    build_pdf(d / "taxes.pdf", [
        Heading("Annual report (extract)"), Note("Intaro Corporation"), Note("(in millions)"),
        Grid([["", "Dec 26, 2020", "Dec 28, 2019", "Dec 29, 2018"],
              ["Beginning gross unrecognized tax benefits", "1,945", "1,747", "1,489"],
              ["Changes in balances related to tax positions taken during current period", "257", "147", "90"],
              ["Ending gross unrecognized tax benefits", "2,202", "1,894", "1,579"]], style="booktabs")])
    build_pdf(d / "reserves.pdf", [
        Heading("Annual report (extract)"), Note("Brennock Helium Resources, Inc."),
        Grid([["", "Helium (MMcf) Proved Developed", "Helium (MMcf) Proved Undeveloped",
               "Natural Gas (Bcf) Proved Developed", "Natural Gas (Bcf) Proved Undeveloped"],
              ["Extensions and discoveries 2019", "95", "410", "2.8", "12.9"],
              ["Production 2019", "(892)", "—", "(21.5)", "—"]], style="booktabs")])
    with ingested(d, "changescounts.duckdb") as cat:
        yield cat


def _ask(catalog, question: str, document: str):
    return ask(catalog, question, documents=[document])


def _answered(a, expected: float, **approx):
    assert a.status == "answered" and a.verified, a.answer
    assert a.value == pytest.approx(expected, **approx)


def _refused(a, wrong: float | None = None):
    assert a.status != "answered", a.answer
    assert a.value is None or a.value != wrong


def test_a_rate_is_not_scaled_by_its_measures_note(catalog):
    _answered(_ask(catalog, "What were trips per vehicle per day in Helsinki in 2023?", "scooters.pdf"), 4.09)
    _answered(_ask(catalog, "How many trips were taken in Helsinki in 2023?", "scooters.pdf"), 2_910_000.0)


def test_an_improvement_is_the_size_of_the_change(catalog):
    _answered(_ask(catalog, "By how much did the annualized attrition rate improve from 2022 to 2023?", "alarms.pdf"),
              0.6, abs=1e-6)


def test_a_change_of_one_year_is_over_the_year_before(catalog):
    _answered(_ask(catalog, "How much did residential subscribers increase in 2023?", "alarms.pdf"), 47_300.0, rel=1e-6)
    _answered(_ask(catalog, "What was the year-over-year % change in total subscribers in 2023?", "alarms.pdf"),
              2.82, abs=0.01)


def test_a_count_of_lines_that_fell_compares_with_the_year_before(catalog):
    _answered(_ask(catalog, "In how many regions did the number of supported offices fall in 2023?", "dental.pdf"), 1.0)
    _answered(_ask(catalog, "In how many regions did supported offices increase in 2023?", "dental.pdf"), 3.0)


def test_how_many_more_on_average_compared_to_is_a_difference(catalog):
    a = _ask(catalog, "How many more worksite employees on average were in Florida in 2023 compared to 2022?", "peo.pdf")
    _answered(a, 3_700.0, rel=1e-6)


def test_thousands_said_as_000(catalog):
    a = _ask(catalog, "Florida average worksite employees - average of 2022 and 2023 ('000)", "peo.pdf")
    _answered(a, 42_450.0, rel=1e-6)
    assert "42.45" in a.answer


def test_the_companys_own_total_line_answers_for_the_company(catalog):
    _answered(_ask(catalog, "Total attendance across all Tolbarrow parks in 2019?", "parks.pdf"), 11_364_000.0)


def test_a_printed_percent_change_under_the_groups_heading(catalog):
    _answered(_ask(catalog, "What was the % change in Int'l attendance?", "parks.pdf"), 9.2)


def test_a_count_is_no_count_of_lines_that_hold_the_count(catalog):
    _refused(_ask(catalog, "How many U.K. hospitals did Hendleford have at the start of fiscal 2019?", "hospitals.pdf"),
             wrong=3.0)
    a = _ask(catalog, "How many company-owned stores closed in 2018?", "stores.pdf")
    assert a.status != "answered" or a.value == 5.0, a.answer  # the cell "Closed 2018", never the 1 line counted


def test_a_part_to_include_that_no_line_prints_refuses(catalog):
    _refused(_ask(catalog, "Including homes held for sale, how many homes did Porchwell own at year-end 2023?",
                  "homes.pdf"), wrong=14_348.0)


def test_one_lines_columns_are_not_added_where_one_is_named(catalog):
    _refused(_ask(catalog, "What was the net change in company-owned stores in 2018, in total?", "stores.pdf"), wrong=6.0)


def test_a_money_bound_at_a_scale_needs_cells_that_state_one(catalog):
    _refused(_ask(catalog, "How many of Lanhydrock's channels had 2025 revenue above £3 million?", "ices.pdf"), wrong=0.0)


def test_a_variant_word_printed_elsewhere_refuses_the_total(catalog):
    _refused(_ask(catalog, "What was Orrindale's foreign income before income taxes in 2023?", "software.pdf"),
             wrong=9_126_000_000.0)
    _answered(_ask(catalog, "What was Orrindale's income before income taxes in 2023?", "software.pdf"), 9_126_000_000.0)


def test_a_note_naming_two_measures_scales_them_alone(catalog):
    _answered(_ask(catalog, "How many West locations were there in 2023?", "washes.pdf"), 47.0)
    _answered(_ask(catalog, "How many Wash Club members did the West have in 2023?", "washes.pdf"), 152_300.0)


def test_a_heading_declining_a_scale_states_none(catalog):
    _answered(_ask(catalog, "Gitschberg: number of operating days in H1 2024?", "railway.pdf"), 131.0)


def test_a_fall_in_points_is_its_size(catalog):
    _answered(_ask(catalog, "How many percentage points did the annualized attrition rate fall in 2023?", "alarms.pdf"),
              0.6, abs=1e-6)


def test_a_line_of_changes_answers_the_change_of_its_year(catalog):
    a = _ask(catalog, "Intaro 2020: change in gross unrecognized tax benefits related to tax positions taken during the "
                      "current period?", "taxes.pdf")
    assert a.value != 110_000_000.0, a.answer
    if a.status == "answered":
        assert a.value == pytest.approx(257_000_000.0)


def test_a_change_is_not_read_between_two_lines_of_one_period(catalog):
    a = _ask(catalog, "By what percent did Tolbarrow's total West attendance grow in 2019?", "parks.pdf")
    assert a.value is None or a.value == pytest.approx(6.92, abs=0.01), a.answer


def test_a_lines_columns_of_another_measure_are_not_added(catalog):
    a = _ask(catalog, "How much sum helium did extensions and discoveries add to Brennock's proved reserves in 2019?",
             "reserves.pdf")
    assert a.value != pytest.approx(520_700_000.0) and a.value != pytest.approx(520.7), a.answer
