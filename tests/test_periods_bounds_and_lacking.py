"""Readings the held-out sets of session 32 found, through ingest and ask() on reportlab tables, each
asked of its own document:

- "how many products had a lower lapse rate in 2021 than 2020" compares each line's two years and
  counts (or, "which ...", names) the lines that pass; "which activity grew the most in percentage terms
  in 2025" ranks each line's change over the year before;
- "in how many markets does it have no transit displays" counts the lines whose cell is a dash, and
  "which campuses had no capacity under construction" names them; a lacking measure is never looked up;
- "a grand piano up to 6 ft" is no line "Grand piano over 6 ft";
- "by what percent did linehaul revenue increase" is the change of the amounts, not of the line's
  "Percent of Total Revenue" column;
- a unit spelled out ("in watts", "megawatts") names the column printing its symbol ("(W)", "(MW)");
- "How many fewer claims ... than ..." is a difference; "did X fly" names a line printing "flown",
  and a rate "per flight hour" beside it is no rival;
- a share-price table's quarter-end rows ("June 30, 2015") answer "during the quarter ended June 30, 2015";
- "Adding X to Y, what total ..." is a sum; "two decimals pls" is an instruction;
- a header band whose heading prints a number ("Claims per 100 Shipments") still heads its body;
- a two-line header whose stub heading sits on its last line ("Tenant") is one header, and a column of
  years ("(years)") is not scaled by the table's "(in thousands)";
- a group heading's scale ("Lift revenue (in thousands)") ends with its group: a price below it is not scaled.
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
    d = tmp_path_factory.mktemp("periodsbounds")
    build_pdf(d / "lapse.pdf", [
        Heading("Annual report (extract)"), Note("Hartwell Mutual Life Assurance"),
        Heading("Policies in force and lapse experience", level=2),
        Grid([["", "Policies in force", "", "Lapse rate (%)", ""],
              ["", "2020", "2021", "2020", "2021"],
              ["Term life", "412,806", "398,115", "6.8", "7.4"],
              ["Whole life", "156,340", "151,972", "2.9", "3.1"],
              ["Universal life", "88,215", "90,604", "4.6", "4.2"],
              ["Variable annuities", "47,118", "45,503", "7.1", "6.7"]],
             style="booktabs", header_rows=2, spans=[((1, 0), (2, 0)), ((3, 0), (4, 0))], header_align="CENTER")])
    build_pdf(d / "markets.pdf", [
        Heading("Ombrell Outdoor REIT, Inc."), Note(ITEM), Heading("Advertising Displays by Market", level=2),
        Grid([["As of December 31, 2019", "Bulletins", "Posters", "Transit and Airport", "Total"],
              ["Texas", "", "", "", ""],
              ["Dallas", "1,705", "2,610", "512", "4,827"],
              ["Houston", "1,588", "2,484", "396", "4,468"],
              ["San Antonio", "842", "1,312", "—", "2,154"],
              ["El Paso", "388", "702", "—", "1,090"],
              ["Total Texas", "4,523", "7,108", "908", "12,539"]],
             style="booktabs", indented_rows=[2, 3, 4, 5])])
    build_pdf(d / "campuses.pdf", [
        Heading("Nordvale Data Centres AB"), Note("Note 4. Capacity by campus (MW)"),
        Grid([["Campus", "Built", "Leased", "Under construction"],
              ["Stockholm North", "48.0", "44.2", "12.0"],
              ["Oslo Fjordside", "22.5", "20.1", "—"],
              ["Helsinki Ring", "30.0", "22.3", "8.0"],
              ["Vienna Donau", "18.0", "16.9", "—"]], style="booktabs")])
    build_pdf(d / "pianos.pdf", [
        Heading("Hamblewick Piano Care - service plans 2025"),
        Grid([["Annual fee per piano (£)", "Essential", "Performer", "Concert"],
              ["Upright piano", "145.00", "235.00", "390.00"],
              ["Grand piano up to 6 ft (1.83 m)", "175.00", "275.00", "445.00"],
              ["Grand piano over 6 ft", "—", "320.00", "510.00"]], style="grid")])
    build_pdf(d / "linehaul.pdf", [
        Heading("Brindlewood Van Lines, Inc."), Note(ITEM), Heading("Operating Revenue by Service", level=2),
        Note("(in thousands)"),
        Grid([["", "Year Ended December 31,", "", "Percent of Total Revenue", ""],
              ["", "2019", "2018", "2019", "2018"],
              ["Linehaul", "$402,880", "$389,150", "56.2%", "55.8%"],
              ["Fuel surcharge", "38,210", "41,960", "5.3%", "6.0%"],
              ["Total operating revenue", "$717,340", "$697,930", "100.0%", "100.0%"]],
             style="booktabs", header_rows=2, spans=[((1, 0), (2, 0)), ((3, 0), (4, 0))], header_align="CENTER")])
    build_pdf(d / "dryers.pdf", [
        Heading("Cottisbury Hand Dryers - technical data 2025"),
        Grid([["Model", "Rated power (W)", "Dry time (s)", "Weight (kg)"],
              ["Aero S", "1,100", "12", "3.9"], ["Aero Jet Pro", "1,650", "8", "9.2"]], style="grid")])
    build_pdf(d / "leasing.pdf", [
        Heading("Corvanby Data Realty Trust, Inc."), Note(ITEM), Heading("Leasing Activity", level=2),
        Grid([["", "2019", "2018"],
              ["New leases", "", ""],
              ["Critical IT load signed (MW)", "12.7", "9.4"],
              ["Rent per kilowatt per month", "$148", "$145"]], style="booktabs", indented_rows=[2, 3])])
    build_pdf(d / "claims.pdf", [
        Heading("Brindlewood Van Lines, Inc."), Note(ITEM), Heading("Cargo Claims", level=2),
        Grid([["", "Cargo Loss and Damage Claims", "", "Claims Expense"],
              ["Service line", "Claims\nFiled", "Claims per 100\nShipments", "Amount (in\nthousands)"],
              ["Military", "2,138", "11.3", "$1,065"],
              ["Corporate relocation", "1,982", "6.3", "1,675"]],
             header_rows=2, spans=[((1, 0), (2, 0))], header_band=True, col_widths=[130, 70, 90, 90])])
    build_pdf(d / "claims_years.pdf", [
        Heading("Brindlewood Van Lines, Inc."), Note(ITEM), Heading("Military claims", level=2),
        Grid([["Claims filed", "2019", "2018"], ["Military", "2,138", "2,434"],
              ["Corporate relocation", "1,982", "1,822"], ["Specialized transportation", "1,153", "1,041"]],
             style="booktabs")])
    build_pdf(d / "flying.pdf", [
        Heading("Penwhistle Aviation Academy, Inc."), Note(ITEM), Heading("Flight Training by Region", level=2),
        Grid([["", "Flight Hours Flown (in thousands)", "", "Revenue per Flight Hour", ""],
              ["Region", "Fiscal 2019", "Fiscal 2018", "Fiscal 2019", "Fiscal 2018"],
              ["West", "74.2", "70.8", "$281", "$270"],
              ["Southeast", "151.6", "148.6", "$278", "$266"]],
             style="booktabs", header_rows=2, spans=[((1, 0), (2, 0)), ((3, 0), (4, 0))], header_align="CENTER")])
    build_pdf(d / "stock.pdf", [
        Heading("Bexley Properties, Inc."), Note("PART II - Item 5. Market for Registrant's Common Equity"),
        Note("The high and low sales prices and dividends per share of our common stock for the periods indicated:"),
        Grid([["Quarter Ended", "High", "Low", "Dividends per share"],
              ["March 31, 2015", "$142.65", "$126.82", "$0.65"],
              ["June 30, 2015", "143.09", "121.00", "0.65"],
              ["September 30, 2015", "128.14", "110.21", "0.65"],
              ["December 31, 2015", "131.71", "112.46", "0.65"]], style="booktabs")])
    build_pdf(d / "reserves.pdf", [
        Heading("Amberly Express Company"), Note("Changes in Card Member credit loss reserves (in millions)"),
        Grid([["", "Card Member loans", "Card Member receivables"],
              ["Balance, January 1, 2022", "$3,305", "$189"],
              ["Provisions", "1,514", "627"],
              ["Net write-offs", "(1,072)", "(587)"],
              ["Balance, December 31, 2022", "$3,747", "$229"]], style="booktabs")])
    build_pdf(d / "cashflow.pdf", [
        Heading("Fendex Corporation"), Note("Consolidated statements of cash flows (in millions)"),
        Grid([["Years ended May 31,", "2023", "2022"],
              ["Proceeds from stock issuances", "231", "184"],
              ["Purchases of treasury stock", "(1,500)", "(2,248)"]], style="booktabs")])
    build_pdf(d / "tenants.pdf", [
        Heading("Keelbrook Retail Properties Trust"), Note("Top Ten Tenants"),
        Note("(in thousands)"),
        Grid([["", "Number of", "Annualized base", "Weighted average remaining lease term"],
              ["Tenant", "leases", "rent", "(years)"],
              ["Glenstowe Grocers", "24", "$31,846", "14.2"],
              ["Crandwell Pharmacy", "37", "19,734", "11.8"],
              ["Total top tenants", "61", "$51,580", "13.3"]], style="borderless", header_rows=2, header_align="RIGHT")])
    build_pdf(d / "skiing.pdf", [
        Heading("Glissmoor Mountain Resorts, Inc."), Note(ITEM),
        Heading("Skier Visits, Lift Revenue and Effective Ticket Price", level=2),
        Grid([["", "2019", "2018"],
              ["Skier visits (in thousands)", "", ""],
              ["Rocky Mountains", "5,551", "5,426"],
              ["Canada", "1,067", "1,058"],
              ["Total skier visits", "6,618", "6,484"],
              ["Lift revenue (in thousands)", "", ""],
              ["Season pass products", "412,860", "376,410"],
              ["Lift tickets and other", "318,944", "321,506"],
              ["Total lift revenue", "731,804", "697,916"],
              ["Effective ticket price", "$62.56", "$61.98"]],
             style="booktabs", indented_rows=[2, 3, 4, 6, 7, 8])])
    build_pdf(d / "marina.pdf", [
        Heading("Carrickmore Marina Ltd"), Note("Note 3 - Revenue by activity"),
        Grid([["", "2025 €", "2024 €"],
              ["Annual berthing", "1,284,600", "1,196,300"],
              ["Visitor berthing", "318,450", "342,900"],
              ["Boatyard, lift-out and storage", "456,720", "401,880"],
              ["Fuel sales", "262,150", "281,400"],
              ["Total revenue", "2,321,920", "2,222,480"]], style="booktabs")])
    build_pdf(d / "bonds.pdf", [
        Heading("Fjordvik Energi ASA"), Note("Note 21. Allocation of green bond proceeds (NOK million)"),
        Grid([["", "Allocated in 2022", "Allocated in 2023", "Cumulative allocation"],
              ["Offshore wind", "1,240", "865", "2,105"], ["Hydropower upgrades", "980", "215", "1,195"],
              ["Total allocated", "2,220", "1,080", "3,300"]], style="booktabs")])
    build_pdf(d / "books.pdf", [
        Heading("Quillfield Publishing plc"), Note("6. Unit sales by format"),
        Grid([["", "2023 units ('000)", "2022 units ('000)"],
              ["Adult trade", "", ""], ["Print", "18,426", "19,115"], ["E-book", "6,218", "6,504"],
              ["Children's", "", ""], ["Print", "14,872", "14,206"], ["E-book", "1,034", "1,098"]],
             style="booktabs", indented_rows=[2, 3, 5, 6])])
    build_pdf(d / "inventory.pdf", [
        Heading("Kettleby Pawn Corporation"), Note(ITEM), Heading("Inventories by Segment and Age", level=2),
        Note("(in thousands)"),
        Grid([["", "September 30, 2019", "September 30, 2018"],
              ["U.S. Pawn", "", ""], ["Held less than one year", "$118,406", "$112,905"],
              ["Held one year or more", "9,812", "10,406"], ["Total U.S. Pawn", "128,218", "123,311"],
              ["Latin America Pawn", "", ""], ["Held less than one year", "24,118", "21,604"],
              ["Held one year or more", "1,306", "1,512"], ["Total Latin America Pawn", "25,424", "23,116"],
              ["Total inventories", "$153,642", "$146,427"]],
             style="booktabs", indented_rows=[2, 3, 4, 6, 7, 8])])
    build_pdf(d / "inventory_share.pdf", [
        Heading("Kettleby Pawn Corporation"), Note(ITEM), Heading("Inventories by Age", level=2),
        Note("(in thousands)"),
        Grid([["", "September 30, 2018", ""], ["", "Amount", "% of Total"],
              ["Held less than one year", "$118,406", "91.9%"], ["Held one year or more", "10,406", "8.1%"],
              ["Total inventories", "$128,812", "100.0%"]],
             style="booktabs", header_rows=2, spans=[((1, 0), (2, 0))], header_align="CENTER")])
    with ingested(d, "periodsbounds.duckdb") as cat:
        yield cat


def _ask(catalog, question: str, document: str):
    return ask(catalog, question, documents=[document])


@pytest.mark.parametrize("question, expected", [
    ("How many products had a lower lapse rate in 2021 than 2020?", 2.0),
    ("how many products had a higher lapse rate in 2021 than in 2020", 2.0),
])
def test_lines_compared_between_two_years_are_counted(catalog, question, expected):
    a = _ask(catalog, question, "lapse.pdf")
    assert a.status == "answered" and a.verified, a.answer
    assert a.value == expected
    assert {c.row for c in a.citations} >= {"Term life", "Universal life"}


def test_lines_compared_between_two_years_are_named(catalog):
    a = _ask(catalog, "Which products had a lower lapse rate in 2021 than in 2020?", "lapse.pdf")
    assert a.status == "answered" and a.verified, a.answer
    assert sorted(a.value) == ["Universal life", "Variable annuities"]


def test_lines_lacking_a_measure_are_counted_not_looked_up(catalog):
    a = _ask(catalog, "In how many Texas markets does Ombrell have no transit and airport displays?", "markets.pdf")
    assert a.status == "answered" and a.verified, a.answer
    assert a.value == 2.0
    assert a.sql and "IS NULL" in a.sql


def test_lines_lacking_a_measure_are_named(catalog):
    a = _ask(catalog, "Which campuses had no capacity under construction?", "campuses.pdf")
    assert a.status == "answered" and a.verified, a.answer
    assert sorted(a.value) == ["Oslo Fjordside", "Vienna Donau"]


@pytest.mark.parametrize("question, expected", [
    ("What is the annual Performer plan fee at Hamblewick Piano Care for a grand piano up to 6 ft?", 275.0),
    ("Performer plan fee for a grand piano over 6 ft?", 320.0),
])
def test_a_bound_said_picks_the_line_bounded_the_same_way(catalog, question, expected):
    a = _ask(catalog, question, "pianos.pdf")
    assert a.status == "answered" and a.verified, a.answer
    assert a.value == expected


def test_by_what_percent_asks_the_change_of_the_amounts(catalog):
    a = _ask(catalog, "By what percent did linehaul revenue increase from 2018 to 2019?", "linehaul.pdf")
    assert a.status == "answered" and a.verified, a.answer
    assert a.value == pytest.approx(3.528, abs=0.01)
    assert all("Percent" not in c.column for c in a.citations)


@pytest.mark.parametrize("document, question, expected", [
    ("dryers.pdf", "Rated power of the Cottisbury Aero Jet Pro in watts?", 1650.0),
    ("leasing.pdf", "How many megawatts of new leases did Corvanby sign in 2019?", 12.7),
    ("leasing.pdf", "What was the rent per kW per month on new leases in 2018?", 145.0),
])
def test_a_unit_spelled_out_names_its_symbol(catalog, document, question, expected):
    a = _ask(catalog, question, document)
    assert a.status == "answered" and a.verified, a.answer
    assert a.value == expected


def test_how_many_fewer_is_a_difference(catalog):
    a = _ask(catalog, "How many fewer military claims were filed in 2019 than in 2018?", "claims_years.pdf")
    assert a.status == "answered" and a.verified, a.answer
    assert a.value == -296.0 or a.value == 296.0


def test_did_fly_names_hours_flown_not_the_rate_per_hour(catalog):
    a = _ask(catalog, "How many flight hours did Penwhistle fly in the West region in fiscal 2018?", "flying.pdf")
    assert a.status == "answered" and a.verified, a.answer
    assert a.value == pytest.approx(70800.0)


def test_a_quarter_end_row_answers_the_quarter_ended_that_day(catalog):
    a = _ask(catalog, "What was the high sales price of Bexley Properties' common stock during the quarter "
                      "ended June 30, 2015?", "stock.pdf")
    assert a.status == "answered" and a.verified, a.answer
    assert a.value == pytest.approx(143.09)


def test_adding_two_lines_is_a_sum(catalog):
    a = _ask(catalog, "Adding the Card Member loans balance to the Card Member receivables balance, what was the "
                      "total at December 31, 2022? USD millions please.", "reserves.pdf")
    assert a.status == "answered" and a.verified, a.answer
    assert a.value == pytest.approx(3976e6)


def test_a_terse_rounding_instruction_with_pls(catalog):
    a = _ask(catalog, "fendex proceeds from stock issuances - % change fiscal 2022 to fiscal 2023? two decimals pls",
             "cashflow.pdf")
    assert a.status == "answered" and a.verified, a.answer
    assert "25.54" in a.answer


def test_a_header_band_heading_that_prints_a_number_heads_its_body(catalog):
    a = _ask(catalog, "What were the claims per 100 shipments for military moves?", "claims.pdf")
    assert a.status == "answered" and a.verified, a.answer
    assert a.value == pytest.approx(11.3)
    assert a.citations[0].row == "Military"


def test_a_stub_heading_on_the_last_header_line_and_years_unscaled(catalog):
    a = _ask(catalog, "What is the weighted average remaining lease term of Crandwell Pharmacy?", "tenants.pdf")
    assert a.status == "answered" and a.verified, a.answer
    assert a.value == pytest.approx(11.8)
    b = _ask(catalog, "How many leases does Crandwell Pharmacy have?", "tenants.pdf")
    assert b.status == "answered" and b.value == 37.0, b.answer


def test_a_group_headings_scale_ends_with_its_group(catalog):
    a = _ask(catalog, "What was Glissmoor's effective ticket price in 2019?", "skiing.pdf")
    assert a.status == "answered" and a.verified, a.answer
    assert a.value == pytest.approx(62.56)
    b = _ask(catalog, "What was total lift revenue in 2019?", "skiing.pdf")
    assert b.status == "answered" and b.value == pytest.approx(731_804_000.0), b.answer


@pytest.mark.parametrize("question, expected", [
    ("Which revenue activity at Carrickmore grew the most in percentage terms in 2025?", "Boatyard, lift-out and storage"),
    ("Which revenue activity at Carrickmore grew the most in 2025?", "Annual berthing"),
    ("Which revenue activity had the biggest decline in 2025?", "Visitor berthing"),
])
def test_the_line_that_changed_most_between_two_years(catalog, question, expected):
    a = _ask(catalog, question, "marina.pdf")
    assert a.status == "answered" and a.verified, a.answer
    assert a.value == expected
    assert len(a.citations) == 8  # each activity's two years, the total left out


def test_a_word_its_prefix_turns_around_is_no_misspelling(catalog):
    a = _ask(catalog, "How much of the bond's proceeds remained unallocated at the end of 2023?", "bonds.pdf")
    assert a.status != "answered", a.answer


def test_how_many_of_a_hyphened_line_reads_that_line(catalog):
    a = _ask(catalog, "How many e-books did the Children's division sell in 2022?", "books.pdf")
    assert a.status == "answered" and a.verified, a.answer
    assert a.value == pytest.approx(1_098_000.0)


@pytest.mark.parametrize("question", [
    "What was the total inventory held one year or more, both segments, at September 30, 2019?",
    "What was inventory held one year or more in both segments at September 30, 2019?",
])
def test_or_more_is_a_bound_and_both_segments_is_no_one_cell(catalog, question):
    a = _ask(catalog, question, "inventory.pdf")
    assert a.status != "answered" or a.value == pytest.approx(11_118_000.0), a.answer


def test_as_a_percent_of_the_total_reads_the_lines_printed_share(catalog):
    a = _ask(catalog, "inventory held one year or more, sept 30 2018, as % of total inventories", "inventory_share.pdf")
    assert a.status != "answered" or a.value == pytest.approx(8.1), a.answer
