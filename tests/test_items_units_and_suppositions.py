"""Readings and guards session 35 built, through ingest and ask() on reportlab tables:

- a spec sheet's title word no table prints ("HVLS ceiling fans") says what the document is about, so "the
  noise of the BA-2400 fan" is the BA-2400's noise, asked of that document alone;
- the measure said before "of <item code>" ("the battery life of the BA-2400") must be a column the
  table prints: a table without one has no answer, not the item's price;
- a unit set beside a heading ("Weight kg") is the column's unit, not a word a question must say, with
  other documents loaded too; "dB(A)" is one unit;
- "across Lanivet's five channels" counts five members as "the five channels" does;
- a question supposing a figure added to the printed one ("if the beds under construction were added")
  is no lookup of the printed figure;
- "Size (mm) > H" is the height, and "heavier" compares the one line ending in "weight";
- "which brands increased their salon count" names the brands, no count of them;
- a bound said at a scale ("more than 40 million meals") over cells stating none is refused;
- a figure asked per a thing the table counts apart ("revenue per patient") is no lookup of the amount;
- a balance asked at the start of a year is no balance dated at its close, and a balance line of a table
  of changes is no change;
- a line printing both its signs ("Net income (loss)") is compared signed;
- the caption's words that a column prints ("Capacity Factor") name that column, not another;
- a "Corporate" line opening the members is one of them;
- a heading line over a line ("Average net selling price" over "Ferrous, per long ton") names it;
- a bound said in words ("at least five centers") is a bound; "how many of its U.S. centers does X own" over
  counts by state is their total, no number of states; a count picking by a value said ("100 g balls") that
  reads no condition is refused;
- a split year ("2022/23") is read as its columns are;
- a comparison asked per a thing ("how much more per ton") is no difference of the tons;
- a line bracketing its signs the other way ("(Gains) losses") is no answer for "gains (losses)", and an
  "other" line unsaid is no answer beside the line the question names;
- a year centred over three columns heads all three.
"""
from __future__ import annotations

import pytest

from tabsql.answer import ask
from tabsql.catalog import Catalog

from catalogs import ingested
from pdfs import Grid, Heading, Note, build_pdf


@pytest.fixture(scope="module")
def catalog(tmp_path_factory) -> Catalog:
    d = tmp_path_factory.mktemp("itemsunits")
    build_pdf(d / "fans.pdf", [
        Heading("Brackenholt Air Movement Ltd"), Note("HVLS ceiling fans - technical data 2025"),
        Grid([["Model", "Diameter mm", "Weight kg", "Noise dB(A)", "Price GBP"],
              ["BX-2400", "2,400", "68", "38", "2,950.00"],
              ["BX-3600", "3,600", "88", "39", "3,890.00"],
              ["BX-5500", "5,500", "121", "41", "5,390.00"]], style="booktabs")])
    build_pdf(d / "bikes.pdf", [
        Heading("Tremough Cycle Leasing"), Note("Fleet rates 2025"),
        Grid([["Model", "Weight (kg)", "Monthly rate GBP"],
              ["Urban 7", "13.4", "15.60"], ["Cargo Longtail", "52.0", "71.30"]], style="booktabs")])
    build_pdf(d / "racks.pdf", [
        Heading("Pollards Storage Systems"), Note("Pallet racking 2025"),
        Grid([["Item", "Weight (lb)", "Load per level (lb)"],
              ["Upright frame 3 m", "64", "4,400"], ["Beam pair 2.7 m", "38", "2,200"]], style="booktabs")])
    build_pdf(d / "trolleys.pdf", [
        Heading("Cadgwith Trolleys"), Note("Catalogue 2025"),
        Grid([["Trolley", "Net weight", "Capacity"],
              ["Platform T1", "18", "300"], ["Cage T4", "41", "500"]], style="booktabs")])
    build_pdf(d / "ices.pdf", [
        Heading("Lanreath Dairy Ices Ltd"), Note("Annual report 2025 (extract). Figures in thousands of pounds (£'000)."),
        Heading("Note 2 - Revenue by channel", level=2),
        Grid([["£'000", "2025", "2024"],
              ["Supermarkets", "5,840", "5,315"], ["Branded retail", "4,172", "3,906"],
              ["Foodservice", "2,960", "3,088"], ["Own parlours", "1,985", "1,612"], ["Export", "734", "512"],
              ["Total revenue", "15,691", "14,433"]], style="booktabs")])
    build_pdf(d / "beds.pdf", [
        Heading("Harnwick Student Living plc"), Heading("Portfolio by university city", level=2),
        Grid([["City", "Beds 2023/24", "Beds 2022/23"],
              ["Leeds", "2,856", "2,610"], ["Bristol", "1,944", "1,944"]], style="booktabs"),
        Note("A further 412 beds are under construction in Leeds, for delivery in 2025/26.")])
    build_pdf(d / "chargers.pdf", [
        Heading("Wenhaston Charge Systems Ltd"), Note("AC chargers - specifications 2025"),
        Grid([["Model", "Size (mm)", "", "", "Weight (kg)"], ["", "H", "W", "D", ""],
              ["Home 7S", "310", "215", "115", "3.2"], ["Work 22S", "360", "250", "130", "4.1"]],
             style="grid", header_rows=2, spans=[((1, 0), (3, 0))])])
    build_pdf(d / "generators.pdf", [
        Heading("Dolwen Generators Ltd"), Note("Portable generators - technical data 2025"),
        Grid([["", "DW-45E", "DW-65E", "DW-90D"],
              ["Continuous output (W)", "4,000", "5,800", "8,000"],
              ["Length (mm)", "680", "720", "1,080"],
              ["Dry weight (kg)", "61.0", "79.5", "168.0"]], style="booktabs")])
    build_pdf(d / "salons.pdf", [
        Heading("Shearmoor Salon Group plc"), Heading("Salons by brand", level=2),
        Grid([["Brand", "Salons 2024", "Salons 2023"],
              ["Crimpley", "412", "398"], ["Velvetone", "186", "191"], ["Snipford", "228", "204"]], style="booktabs")])
    build_pdf(d / "meals.pdf", [
        Heading("Platemoor Catering plc"), Heading("Meals served by sector", level=2),
        Grid([["Sector", "Meals (m) 2024", "Meals (m) 2023"],
              ["Education", "101.8", "96.4"], ["Healthcare", "58.2", "54.7"], ["Defence", "21.3", "22.9"]],
             style="booktabs")])
    build_pdf(d / "homecare.pdf", [
        Heading("Breathwick Home Medical, Inc."), Heading("Net Revenue and Patients Served by Product Line", level=2),
        Note("(In millions, except patients)"),
        Grid([["Product line", "Net revenue 2023", "Patients served (thousands) 2023"],
              ["Home oxygen therapy", "$612.4", "418.6"], ["Sleep therapy", "534.8", "1,126.4"]], style="booktabs")])
    build_pdf(d / "communities.pdf", [
        Heading("Amberwick Senior Living, Inc."), Heading("Changes in the Community Portfolio", level=2),
        Grid([["", "Communities", "Units"],
              ["Balance at December 31, 2018", "236", "35,469"], ["Acquisitions", "7", "1,007"],
              ["Dispositions", "(9)", "(996)"], ["Balance at December 31, 2019", "226", "34,750"]], style="booktabs")])
    build_pdf(d / "renewables.pdf", [
        Heading("Gorsemoor Renewable Partners, L.P."), Note("(in thousands)"),
        Grid([["", "2019", "2018", "2017"],
              ["Net income (loss)", "$41,206", "$28,918", "$(12,406)"],
              ["Interest expense, net", "61,812", "64,305", "66,918"]], style="booktabs")])
    build_pdf(d / "generation.pdf", [
        Heading("Gorsemoor Renewable Partners, L.P."), Heading("Net Generation, Capacity Factor and Availability by Market", level=2),
        Grid([["Market", "Net Generation (GWh) 2019", "Net Generation (GWh) 2018", "Capacity Factor 2019",
               "Capacity Factor 2018"],
              ["ERCOT", "1,214.6", "1,168.2", "42.7%", "41.1%"], ["SPP", "2,306.4", "2,381.9", "42.1%", "43.5%"],
              ["Total wind", "4,780.1", "4,831.0", "40.4%", "40.8%"]], style="booktabs")])
    build_pdf(d / "moves.pdf", [
        Heading("Cratewell Relocation Group, Inc."), Heading("Household Goods Shipments by Move Type", level=2),
        Grid([["Move type", "Shipments 2022", "Shipments 2023"],
              ["Corporate", "38,412", "34,906"], ["Military", "52,618", "55,203"],
              ["Consumer", "71,305", "63,877"], ["International", "9,614", "8,845"],
              ["Total", "171,949", "162,831"]], style="booktabs")])
    build_pdf(d / "scrap.pdf", [
        Heading("Rustwell Metals Recycling, Inc."), Heading("Sales Volumes and Average Net Selling Prices", level=2),
        Grid([["", "Fiscal 2024", "Fiscal 2023"],
              ["Ferrous volumes (thousands of long tons)", "", ""],
              ["Shredded", "2,318", "2,406"], ["Total ferrous", "4,186", "4,402"],
              ["Average net selling price", "", ""],
              ["Ferrous, per long ton", "$382", "$441"], ["Nonferrous, per pound", "$0.84", "$0.91"]],
             style="booktabs", indented_rows=[2, 3, 5, 6])])
    build_pdf(d / "centres.pdf", [
        Heading("Larkwood Early Learning, Inc."), Heading("Child Care Centers by Location", level=2),
        Grid([["", "Full-Service Centers", "", "Premises", ""], ["State", "Employer", "Retail", "Owned", "Leased"],
              ["Massachusetts", "22", "9", "3", "12"], ["New York", "18", "7", "1", "10"],
              ["Texas", "16", "15", "9", "14"], ["Colorado", "8", "5", "2", "6"],
              ["Total U.S.", "64", "36", "15", "42"]], style="grid", header_rows=2,
             spans=[((1, 0), (2, 0)), ((3, 0), (4, 0))])])
    build_pdf(d / "yarns.pdf", [
        Heading("Kettlemoor Yarns"), Note("Trade catalogue 2025"),
        Grid([["Yarn", "Ball weight (g)", "Price per ball GBP"],
              ["Wharfe Aran", "100", "4.80"], ["Swale Aran", "50", "2.90"], ["Nidd Aran", "100", "5.10"]],
             style="booktabs")])
    build_pdf(d / "plants.pdf", [
        Heading("Seaspray Desalination Ltd"), Heading("Plant water delivered and availability", level=2),
        Grid([["Plant", "Water delivered (GL) 2022/23", "Water delivered (GL) 2023/24", "Availability 2022/23",
               "Availability 2023/24"],
              ["Marrow Point", "61.8", "48.2", "97.6%", "98.9%"], ["Gull Bay", "22.4", "31.6", "95.1%", "96.8%"]],
             style="booktabs")])
    build_pdf(d / "fertiliser.pdf", [
        Heading("Corrisford Farmers Cooperative"), Heading("Fertilizer Sales Volumes and Average Selling Prices", level=2),
        Grid([["", "Tons Sold (thousands) Fiscal 2019", "Average Price per Ton Fiscal 2019"],
              ["Monoammonium phosphate (MAP)", "612", "418.90"], ["Diammonium phosphate (DAP)", "455", "396.40"]],
             style="booktabs")])
    build_pdf(d / "salesforce.pdf", [
        Heading("Cloudmere, Inc."), Note("(in millions)"), Heading("Consolidated Statements of Cash Flows", level=2),
        Grid([["", "Fiscal 2022", "Fiscal 2021"],
              ["Net income", "1,444", "4,072"], ["(Gains) losses on strategic investments, net", "(1,211)", "(2,170)"],
              ["Net cash provided by operating activities", "6,000", "4,801"]], style="booktabs")])
    build_pdf(d / "comprehensive.pdf", [
        Heading("Goldarch Restaurants Corporation"), Note("In millions"),
        Heading("Consolidated Statement of Comprehensive Income", level=2),
        Grid([["", "2021", "2020"], ["Net income", "7,545.2", "4,730.5"],
              ["Total other comprehensive income (loss), net of tax", "13.1", "(104.1)"],
              ["Comprehensive income", "7,558.3", "4,626.4"]], style="booktabs")])
    build_pdf(d / "orders.pdf", [
        Heading("Deedmoor Title Group, Inc."), Heading("Title Orders Closed by Quarter", level=2),
        Note("(in thousands)"),
        Grid([["", "", "2023", "", "2022"], ["Quarter", "Purchase", "Refinance", "Total", "Total"],
              ["First quarter", "98.4", "19.6", "118.0", "184.7"], ["Second quarter", "127.3", "22.8", "150.1", "196.0"]],
             style="borderless", header_rows=2, col_widths=[110, 70, 70, 70, 70], header_align="CENTER")])
    with ingested(d, "itemsunits.duckdb") as cat:
        yield cat


def _answered(a, expected: float):
    assert a.status == "answered" and a.verified, a.answer
    assert a.value == pytest.approx(expected)


def test_a_title_word_no_table_prints_names_the_document(catalog):
    a = ask(catalog, "What is the noise of the BX-2400 fan?", documents=["fans.pdf"])
    _answered(a, 38)
    assert a.unit == "dB(A)"


def test_a_measure_of_an_item_the_table_lacks_is_refused_not_priced(catalog):
    a = ask(catalog, "What is the battery life of the BX-2400?", documents=["fans.pdf"])
    assert a.status != "answered", a.answer
    assert "battery" in a.answer


def test_a_unit_beside_a_heading_needs_no_saying(catalog):
    _answered(ask(catalog, "What is the weight of the BX-3600?"), 88)


def test_a_possessive_before_a_number_of_members(catalog):
    a = ask(catalog, "Average revenue per channel in 2025 across Lanreath's five channels?")
    _answered(a, 3138.2 * 1000)
    assert len(a.citations) == 5


def test_a_supposed_addition_is_no_lookup(catalog):
    a = ask(catalog, "If the Leeds beds now under construction were added to its 2023/24 beds, how many beds would "
                     "Leeds have?", documents=["beds.pdf"])
    assert a.status != "answered", a.answer
    _answered(ask(catalog, "How many beds did Leeds have in 2023/24?", documents=["beds.pdf"]), 2856)


def test_a_dimension_by_its_initial_and_a_weight_by_its_comparative(catalog):
    _answered(ask(catalog, "Height of the Wenhaston Work 22S in mm?"), 360)
    a = ask(catalog, "Is the DW-65E or the DW-45E heavier?", documents=["generators.pdf"])
    assert a.status == "answered" and a.value == "DW-65E", a.answer
    a = ask(catalog, "Which generator is the heaviest?", documents=["generators.pdf"])
    assert a.status == "answered" and a.value == "DW-90D", a.answer


def test_which_things_rose_names_them(catalog):
    a = ask(catalog, "Which brands increased their salon count during 2024?", documents=["salons.pdf"])
    assert a.status == "answered" and sorted(a.value) == ["Crimpley", "Snipford"], a.answer


def test_a_scaled_bound_over_unscaled_cells_is_refused(catalog):
    a = ask(catalog, "In which sectors did Platemoor serve more than 40 million meals in 2024?", documents=["meals.pdf"])
    assert a.status != "answered", a.answer


def test_a_figure_per_a_counted_thing_is_no_amount(catalog):
    a = ask(catalog, "What was net revenue per home oxygen therapy patient in 2023?", documents=["homecare.pdf"])
    assert a.status != "answered", a.answer


def test_opening_balances_and_balance_lines_of_changes(catalog):
    a = ask(catalog, "How many units did Amberwick have at the start of 2019?", documents=["communities.pdf"])
    assert a.status != "answered" or a.value == 35469, a.answer
    a = ask(catalog, "By how many communities did Amberwick's portfolio change during 2019?", documents=["communities.pdf"])
    assert a.status != "answered" or a.value == -10, a.answer


def test_a_signed_line_and_a_column_its_caption_names(catalog):
    _answered(ask(catalog, "How much higher was net income in 2019 than in 2017?", documents=["renewables.pdf"]),
              53612 * 1000)
    a = ask(catalog, "How much did the total wind capacity factor change from 2018 to 2019?", documents=["generation.pdf"])
    _answered(a, -0.4)
    assert a.unit == "%"


def test_a_corporate_line_opening_the_members_is_one(catalog):
    _answered(ask(catalog, "How many move types had fewer shipments in 2023 than in 2022?", documents=["moves.pdf"]), 3)


def test_a_heading_line_names_the_line_under_it(catalog):
    _answered(ask(catalog, "What was the average net selling price of ferrous in fiscal 2023?", documents=["scrap.pdf"]), 441)


def test_bounds_in_words_and_counts_of_counts(catalog):
    a = ask(catalog, "In how many of the states listed does Larkwood own at least three centers?", documents=["centres.pdf"])
    _answered(a, 2)
    _answered(ask(catalog, "How many of its U.S. centers does Larkwood own?", documents=["centres.pdf"]), 15)
    a = ask(catalog, "How many of the Aran yarns come in 100 g balls?", documents=["yarns.pdf"])
    assert a.status != "answered" or a.value == 2, a.answer


def test_a_split_year_is_read_as_its_columns(catalog):
    a = ask(catalog, "Availability of the Gull Bay plant in 2022/23?", documents=["plants.pdf"])
    _answered(a, 95.1)


def test_a_comparison_per_a_thing_is_no_difference_of_amounts(catalog):
    a = ask(catalog, "In fiscal 2019, how much more per ton did MAP sell for than DAP?", documents=["fertiliser.pdf"])
    assert a.status != "answered" or a.value == pytest.approx(22.5), a.answer


def test_signs_bracketed_the_other_way_and_other_lines(catalog):
    a = ask(catalog, "Cloudmere: gains (losses) on strategic investments, net, for fiscal 2022, in millions?",
            documents=["salesforce.pdf"])
    assert a.status != "answered" or a.value == pytest.approx(1211e6), a.answer
    a = ask(catalog, "Goldarch total comprehensive income for 2020, in $ millions?", documents=["comprehensive.pdf"])
    assert a.status != "answered" or a.value == pytest.approx(4626.4e6), a.answer


def test_a_year_centred_over_three_columns_heads_them(catalog):
    a = ask(catalog, "How many orders in total were closed in the first quarter of 2023?", documents=["orders.pdf"])
    _answered(a, 118.0e3)
    assert a.citations[0].column == "2023 > Total", a.citations
