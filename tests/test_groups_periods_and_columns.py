"""Readings session 39 built from its held-out sets' half A and their wrong answers, through ingest and ask():

- a group heading set in under another ("Midwest" under "Harrowgild Grill:") keeps the outer one as context;
- a page's "(continued)" caption over a table's next rows is no row, and its rows stay under their group;
- a scale note set over the headings ("(in millions, except per wafer data)") is the table's note, no heading;
- a unit closed by a letter ("Capacity ('000 t)") keeps its bracket; a row of years beside a heading over a
  column of its own ("Franchise | Released | 2019 | 2018") is the header's;
- "capacity utilisation" is the column "Utilisation" beside "Capacity": a compound's modifier;
- "how many percentage points higher" is a difference, no count; "how many hours" reads a line in "h";
- a Total column of the parts beside it answers a question that names no part;
- "the change in X in FY2025" is the change a line prints, no level; "the first half" is no one quarter;
- a share asked is no rate of another measure ("Yield (%)"); "unit 2" must be named by the cells read;
- a word a note gives a figure of ("Backlog ... was $1.12 billion") is no subject of the table beside it;
- "the Darjeeling section" names the heading; "Codes please" answers by the labels' "Code" column;
- "£35 per 1 kg bag" is an amount of money, no percent; "add up ... how many are there?" adds the lines.
"""
from __future__ import annotations

import pytest

from tabsql.answer import ask
from tabsql.catalog import Catalog

from catalogs import answered, ingested, refused
from pdfs import Break, Grid, Heading, Note, build_pdf


@pytest.fixture(scope="module")
def catalog(tmp_path_factory) -> Catalog:
    d = tmp_path_factory.mktemp("groups")
    rows = [["", "Company-Operated", "", "Franchised", "", "Total", ""],
            ["Restaurants open at year end", "2019", "2018", "2019", "2018", "2019", "2018"],
            ["Harrowmere Grill:", "", "", "", "", "", ""], ["Midwest", "", "", "", "", "", ""],
            ["Illinois", "11", "11", "14", "13", "25", "24"], ["Ohio", "10", "10", "13", "12", "23", "22"],
            ["Total Midwest", "21", "21", "27", "25", "48", "46"], ["Southwest", "", "", "", "", "", ""],
            ["Arizona", "7", "6", "3", "3", "10", "9"], ["Texas", "18", "16", "6", "5", "24", "21"],
            ["Total Southwest", "25", "22", "9", "8", "34", "30"],
            ["Total Harrowmere Grill", "46", "43", "36", "33", "82", "76"]]
    build_pdf(d / "restaurants.pdf", [
        Heading("Harrowmere Restaurant Group, Inc."), Heading("Restaurant Locations by State", level=2),
        Grid(rows, style="borderless", header_rows=2, spans=[((1, 0), (2, 0)), ((3, 0), (4, 0)), ((5, 0), (6, 0))],
             indent_levels={3: 1, 4: 2, 5: 2, 6: 2, 7: 1, 8: 2, 9: 2, 10: 2, 11: 1})])
    build_pdf(d / "foundry.pdf", [
        Heading("Kirrowmere Semiconductor Corporation"), Note("Quarterly Financial Data (Unaudited)", centred=True, space_after=0),
        Note("(in millions, except per share, per wafer and percentage data)", centred=True, space_after=2),
        Grid([["", "2019", "", "2018", ""], ["", "First Quarter", "Second Quarter", "First Quarter", "Second Quarter"],
              ["Net revenue", "$1,281", "$1,342", "$1,402", "$1,389"], ["Operating income", "42", "88", "160", "144"],
              ["Blended average selling price per wafer", "$598", "$600", "$605", "$607"]],
             style="borderless", header_rows=2, spans=[((1, 0), (2, 0)), ((3, 0), (4, 0))], header_align="CENTER")])
    build_pdf(d / "carbon.pdf", [
        Heading("Nerovmere Carbon AG"), Heading("Note 7. Plant operations", level=2),
        Grid([["", "Capacity ('000 t)", "", "Production ('000 t)", "", "Utilisation (%)", ""],
              ["", "2024", "2023", "2024", "2023", "2024", "2023"],
              ["Kelmere", "185", "185", "162.4", "171.8", "87.8", "92.9"], ["Ostmere", "140", "140", "118.9", "109.6", "84.9", "78.3"]],
             style="grid", header_rows=2, spans=[((1, 0), (2, 0)), ((3, 0), (4, 0)), ((5, 0), (6, 0))])])
    build_pdf(d / "games.pdf", [
        Heading("Orvanmere Interactive, Inc."), Heading("Principal Franchises", level=2),
        Grid([["", "First", "Net Bookings (in millions)", "", "Monthly Active Users (millions)", ""],
              ["", "", "Fiscal", "Fiscal", "Q4 Fiscal", "Q4 Fiscal"],
              ["Franchise", "Released", "2019", "2018", "2019", "2018"],
              ["Tidemere", "2012", "$511", "$468", "14.6", "13.2"], ["Ashmere", "2016", "244", "301", "5.1", "6.8"],
              ["Drakmere", "2007", "338", "352", "6.0", "6.3"]],
             style="borderless", header_rows=3, spans=[((2, 0), (3, 0)), ((4, 0), (5, 0))])])
    build_pdf(d / "sake.pdf", [
        Heading("Kurameru Sake Brewing Co."), Heading("Shipments by grade (kilolitres)", level=2),
        Grid([["Grade", "FY2025", "FY2024", "Change"], ["Junmai ginjo", "1,586", "1,498", "88"],
              ["Junmai", "2,310", "2,402", "(92)"]], style="booktabs")])
    build_pdf(d / "boards.pdf", [
        Heading("Yunmere Circuits Ltd"), Heading("Output and yield by plant", level=2),
        Grid([["Plant", "Technology", "Output 2024", "Output 2023", "Yield (%) 2024"],
              ["Yunqimere", "HDI", "1,284", "1,198", "92.4"], ["Baimere", "Multilayer", "2,416", "2,590", "95.1"],
              ["Total", "", "3,700", "3,788", "94.2"]], style="booktabs")])
    build_pdf(d / "power.pdf", [
        Heading("Hvitmere Orka hf."), Heading("Geothermal plants", level=2),
        Grid([["Plant", "Installed capacity (MW)", "Generation (GWh) 2024"], ["Eldmere", "90", "742.6"],
              ["Hvitmere(1)", "45", "256.9"]], style="booktabs"),
        Note("(1) Hvitmere unit 2 (15 MW) was commissioned on 1 July 2024.")])
    build_pdf(d / "titanium.pdf", [
        Heading("Tivamere Titanium Corp."), Heading("Mill Product Average Selling Prices", level=2),
        Grid([["Average selling price (per pound)", "2024", "2023"], ["Plate", "$27.40", "$26.15"],
              ["All mill products", "$25.44", "$24.68"]], style="booktabs"),
        Note("Backlog for mill products was $1.12 billion at December 31, 2024, compared with $0.96 billion at "
             "December 31, 2023.")])
    build_pdf(d / "tea.pdf", [
        Heading("Pekomere Tea Merchants"), Heading("Trade price list 2025", level=2),
        Grid([["Code", "Tea", "250 g pouch (£)", "1 kg bag (£)"], ["Assam", "", "", ""],
              ["PT-101", "Assam Halmari", "12.40", "41.20"], ["Darjeeling", "", "", ""],
              ["PT-204", "Darjeeling Namring", "9.80", "31.60"], ["PT-205", "Darjeeling Second Flush", "8.60", "25.80"],
              ["PT-206", "Darjeeling Castleton", "13.90", "45.00"]], style="booktabs", indented_rows=[2, 4, 5, 6])])
    build_pdf(d / "branches.pdf", [
        Heading("Halsmere Staffing, Inc."), Heading("Branches by state, fiscal year end 2019", level=2),
        Grid([["State", "Branches 2019", "Branches 2018"], ["Oregon", "8", "7"], ["Washington", "9", "9"],
              ["Idaho", "3", "3"]], style="booktabs")])
    with ingested(d, "groups.duckdb") as cat:
        yield cat


def test_a_heading_set_in_under_another_keeps_it(catalog):
    answered(ask(catalog, "Franchised Harrowmere Grill units in the Midwest, 2019"), 27)
    answered(ask(catalog, "Harrowmere Grill franchised units in Ohio, 2018?"), 12)


def test_a_total_column_of_the_parts_beside_it(catalog):
    answered(ask(catalog, "What was the 2019 figure for Texas?"), 24)


def test_a_scale_note_over_the_headings(catalog):
    answered(ask(catalog, "What was the blended average selling price per wafer in the second quarter of 2019?"), 600)
    answered(ask(catalog, "Kirrowmere net revenue in the first quarter of 2018?"), 1_402_000_000)


def test_the_first_half_is_no_quarter(catalog):
    refused(ask(catalog, "What was Kirrowmere's operating income for the first half of 2018?"))


def test_a_unit_closed_by_a_letter_and_its_compound(catalog):
    answered(ask(catalog, "Ostmere capacity 2023"), 140_000)
    a = ask(catalog, "Ostmere capacity utilisation 2023")
    assert a.status != "answered" or a.value == pytest.approx(78.3), a.answer  # never the capacity beside it


def test_a_year_row_beside_a_heading(catalog):
    answered(ask(catalog, "How much did Tidemere contribute to Orvanmere's net bookings in fiscal 2019?"), 511_000_000)


def test_points_and_hours(catalog):
    answered(ask(catalog, "How many percentage points higher was capacity utilisation at Kelmere than at Ostmere in 2023?"), 14.6)


def test_the_change_of_one_year_asked_as_a_noun(catalog):
    answered(ask(catalog, "What was the change in Junmai shipments in FY2025, in kilolitres?"), -92)


def test_a_share_is_no_rate_of_another_measure(catalog):
    a = ask(catalog, "What share of total 2024 output came from the HDI plant?")
    assert a.status != "answered" or a.value == pytest.approx(100 * 1284 / 3700, abs=0.01), a.answer


def test_a_numbered_part_and_a_noted_figure(catalog):
    refused(ask(catalog, "What capacity did Hvitmere unit 2 add?"))
    refused(ask(catalog, "What was the mill products backlog at the end of 2024 and at the end of 2023, respectively?"))


def test_a_section_and_its_codes(catalog):
    a = ask(catalog, "Which teas in the Darjeeling section cost under £35 for a 1 kg bag? Codes please.")
    assert a.status == "answered" and sorted(a.value) == ["PT-204", "PT-205"], a.answer


def test_counts_added_up(catalog):
    answered(ask(catalog, "Add up Halsmere's 2019 branches in Oregon and Washington. How many are there?"), 17)
