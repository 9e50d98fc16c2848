"""Readings and guards session 36 built, through ingest and ask() on reportlab tables:

- a noun saying what kind of group a line is, said after the line's own name ("the West region" over
  the line "Total West", "the Boeing 787 fleet" over "Boeing 787"), names that line where no label
  prints the noun; a measure the table lacks ("revenue") or a group it lacks ("the North region") is
  still refused;
- a second table stacked under a first, its own year header beside a stub ("At December 31, | 2022 |
  2021") and set one column further right, is a table of its own, each value under its own year;
- a line whose group heading the normalizer left out of its label (named alone, "Unit 3", as no other
  group has one) is still a member of that group;
- a printed share of a line of a group, asked "of the <group>", is refused where the group's own total
  is not 100%; the total line's own 100% is no part's share; "how many <things>" where the things are
  the table's lines is no cell's value; a mean of a figure per a thing over cells counting the thing
  is refused;
- "over fiscal 2022 to fiscal 2024" is a run of three years;
- plans named under group headings are answered by their own names;
- "Sjømat" is said "Sjomat", and "NOK 1 000" over a table is its scale (thousands);
- one item's price is no answer to a question about two or more of it ("a pair of HX-7s");
- a table continued on the next page under a heading that says so, its header not repeated and its piece
  opening with a row group's heading ("Int'l (Canada):"), is one table.
"""
from __future__ import annotations

import pytest

from tabsql.answer import ask
from tabsql.catalog import Catalog

from catalogs import answered, ingested, refused
from pdfs import Break, Grid, Heading, Note, build_pdf


@pytest.fixture(scope="module")
def catalog(tmp_path_factory) -> Catalog:
    d = tmp_path_factory.mktemp("groupkinds")
    build_pdf(d / "hospitals.pdf", [
        Heading("Hentmoor Health Systems, Inc."), Note("Form 10-K - Item 2. Properties: hospitals by state at December 31, 2024"),
        Grid([["State", "Hospitals", "Licensed beds"],
              ["West", "", ""], ["California", "12", "2,410"], ["Oregon", "5", "880"], ["Total West", "17", "3,290"],
              ["East", "", ""], ["New York", "9", "1,730"], ["Maine", "3", "410"], ["Total East", "12", "2,140"]],
             style="booktabs", indented_rows=[2, 3, 6, 7])])
    build_pdf(d / "aircraft.pdf", [
        Heading("Pellbridge Air Lines"), Note("Form 10-K - Item 2. Properties: aircraft at December 31, 2024"),
        Grid([["Aircraft type", "Owned", "Leased", "Average age (years)"],
              ["Boeing 787-9", "14", "6", "5.8"], ["Boeing 737-800", "41", "22", "11.2"],
              ["Airbus A321neo", "18", "30", "2.9"]], style="booktabs")])
    build_pdf(d / "leases.pdf", [
        Heading("Quellmoor Communications Inc."), Note("Note 8. Leases"),
        Note("Supplemental disclosure for the statements of cash flows related to leases were as follows:"),
        Grid([["Years Ended December 31,", "2022", "2021", "2020"],
              ["Cash paid for amounts included in lease liabilities", "", "", ""],
              ["Operating cash flows for operating leases", "(4,490)", "(4,658)", "(4,813)"],
              ["Financing cash flows for finance leases", "(449)", "(394)", "(394)"],
              ["Supplemental disclosures for the balance sheet related to finance leases were as follows:", "",
               "(dollars in millions)", ""],
              ["At December 31,", "", "2022", "2021"],
              ["Debt maturing within one year", "", "565", "400"],
              ["Long-term debt", "", "1,167", "925"],
              ["Total finance lease liabilities", "", "1,732", "1,325"]], style="borderless")])
    build_pdf(d / "units.pdf", [
        Heading("Fissendale Nuclear Company"), Heading("Unit operating performance", level=2),
        Note("We operate five units at two stations. A dash means no refueling outage in the year."),
        Grid([["Unit", "Net capacity (MW)", "Outage days 2024", "Outage days 2023"],
              ["Carrow Point Station", "", "", ""],
              ["Unit 1", "1,148", "—", "34"], ["Unit 2", "1,152", "38", "—"], ["Unit 3", "1,210", "—", "41"],
              ["Station total", "3,510", "", ""],
              ["Ellisburn Station", "", "", ""],
              ["Unit 1", "872", "29", "—"], ["Unit 2", "881", "—", "33"],
              ["Station total", "1,753", "", ""],
              ["Company total", "5,263", "", ""]], style="booktabs", indented_rows=[2, 3, 4, 7, 8])])
    build_pdf(d / "loans.pdf", [
        Heading("Quadmoor Student Lending, Inc."), Heading("Note 5. Private education loans by status", level=2),
        Note("(Dollars in thousands)"),
        Grid([["", "2024 Amount", "2024 %"],
              ["Loans in school", "1,842,516", "22.8%"], ["Loans in forbearance", "142,905", "1.8%"],
              ["Loans in repayment:", "", ""],
              ["Current", "5,416,832", "67.0%"], ["Past due", "197,294", "2.4%"],
              ["Total loans in repayment", "5,614,126", "69.5%"],
              ["Total private education loans", "8,080,232", "100.0%"]],
             style="booktabs", indented_rows=[4, 5])])
    build_pdf(d / "radio.pdf", [
        Heading("Airwavemoor Broadcasting Corp."), Heading("Net revenue by market", level=2),
        Note("Net revenue includes digital revenue from streaming and podcasts. Digital revenue was $41.6 million in 2024."),
        Grid([["Market", "2024 Amount ($000)", "2024 %"],
              ["Dallas", "86,412", "26.8"], ["Houston", "71,238", "22.1"], ["Other markets", "164,938", "51.1"],
              ["Total", "322,588", "100.0"]], style="booktabs")])
    build_pdf(d / "club.pdf", [
        Heading("Towmoor Motor Club, Inc."), Heading("Members and roadside calls by area", level=2),
        Note("(in thousands) The average cost of a roadside call was $96.40 in 2024."),
        Grid([["Area", "Members 2024", "Net additions (losses) 2024", "Roadside calls 2024"],
              ["Northeast", "1,302.9", "18.3", "768.4"], ["Great Lakes", "1,031.8", "(14.5)", "702.5"],
              ["Plains", "411.2", "(7.5)", "270.8"], ["Total", "2,745.9", "(3.7)", "1,741.7"]], style="booktabs")])
    build_pdf(d / "cards.pdf", [
        Heading("Cardmoor Greetings plc"), Heading("Cards sold by occasion (millions)", level=2),
        Grid([["Occasion", "Fiscal 2024", "Fiscal 2023", "Fiscal 2022"],
              ["Birthday", "430.1", "428.3", "424.2"], ["Christmas", "301.4", "296.0", "288.7"]], style="booktabs")])
    build_pdf(d / "plans.pdf", [
        Heading("Blidmoor Fire Protection Ltd"), Note("Fire safety maintenance plans 2025"),
        Grid([["", "Extinguishers only", "", "Extinguishers and lighting", ""],
              ["", "Essential", "Plus", "Standard", "Complete"],
              ["Annual fee (GBP)", "145.00", "195.00", "420.00", "640.00"],
              ["Emergency lighting test", "No", "No", "Yes", "Yes"],
              ["Refills after discharge", "No", "Yes", "Yes", "Yes"]],
             style="grid", header_rows=2, spans=[((1, 0), (2, 0)), ((3, 0), (4, 0))])])
    build_pdf(d / "salmon.pdf", [
        Heading("Kvarnmoor Sjømat AS"), Note("Annual report 2024 (extract)"),
        Heading("Balance sheet at 31 December (NOK 1 000)", level=2),
        Grid([["NOK 1 000", "2024", "2023"],
              ["Biological assets", "1,204,330", "1,118,210"], ["Total assets", "2,829,060", "2,611,470"]], style="booktabs")])
    build_pdf(d / "aids.pdf", [
        Heading("Sancmoor Hearing Ltd"), Note("Hearing aid price list 2025"),
        Grid([["Model", "Channels", "Price per aid (GBP)"], ["HX-5", "16", "1,240.00"], ["HX-7", "24", "1,690.00"]],
             style="booktabs")])
    widths = [160, 60, 60, 60, 110]
    build_pdf(d / "farms.pdf", [
        Heading("Fernmoor Mushroom Farms, Inc."), Heading("Growing farms by location", level=2),
        Grid([["As of June 30, 2019", "Owned", "Leased", "Total", "Capacity (tonnes)"],
              ["U.S. farms:", "", "", "", ""],
              ["Pennsylvania", "9", "2", "11", "96.4"], ["Delaware", "2", "1", "3", "19.8"],
              ["Maryland", "1", "1", "2", "14.6"], ["Total U.S.", "12", "4", "16", "130.8"]],
             style="borderless", col_widths=widths, header_align="RIGHT"),
        Break(),
        Heading("Growing farms by location (continued)", level=2),
        Grid([["Int'l (Canada):", "", "", "", ""],
              ["Ontario", "3", "1", "4", "28.1"], ["British Columbia", "1", "1", "2", "11.6"],
              ["Total Int'l", "4", "2", "6", "39.7"], ["Total Fernmoor", "16", "6", "22", "170.5"]],
             style="borderless", col_widths=widths, header_rows=0)])
    with ingested(d, "kinds.duckdb") as cat:
        yield cat


def test_a_kind_noun_after_a_line_name_names_the_line(catalog):
    answered(ask(catalog, "How many hospitals does Hentmoor have in its West region?"), 17)
    answered(ask(catalog, "Licensed beds in the East region?"), 2140)
    answered(ask(catalog, "What is the average age of Pellbridge's Boeing 737-800 fleet?"), 11.2)


@pytest.mark.parametrize("question", [
    "What was the revenue of the West region?",  # a measure the table lacks
    "How many hospitals are in the North region?",  # a group it lacks
])
def test_a_kind_noun_names_no_measure_nor_a_missing_group(catalog, question):
    refused(ask(catalog, question))


def test_a_table_stacked_under_another_reads_its_own_years(catalog):
    answered(ask(catalog, "What were Quellmoor's total finance lease liabilities at December 31, 2021?"), 1325e6)
    answered(ask(catalog, "What were Quellmoor's total finance lease liabilities at December 31, 2022?"), 1732e6)


def test_a_line_named_alone_is_still_a_member_of_its_group(catalog):
    a = ask(catalog, "Add up the net capacity of the Carrow Point units.", documents=["units.pdf"])
    answered(a, 3510)
    assert len(a.citations) == 3


def test_a_share_of_a_group_is_no_share_of_the_total(catalog):
    refused(ask(catalog, "Of the loans in repayment in 2024, what percentage were current?", documents=["loans.pdf"]))
    answered(ask(catalog, "What percentage of total loans were loans in school in 2024?", documents=["loans.pdf"]), 22.8)


def test_the_totals_own_share_is_no_parts(catalog):
    refused(ask(catalog, "What share of total 2024 net revenue was digital revenue?", documents=["radio.pdf"]))


def test_counting_the_lines_is_no_cells_value(catalog):
    refused(ask(catalog, "How many areas lost members during 2024?", documents=["club.pdf"]))


def test_a_mean_per_a_thing_is_no_mean_of_the_things(catalog):
    refused(ask(catalog, "Using the average cost per call, what did all roadside calls cost Towmoor in 2024?",
                 documents=["club.pdf"]))


def test_a_run_of_fiscal_years(catalog):
    a = ask(catalog, "What was the average number of birthday cards sold per year over fiscal 2022 to fiscal 2024?",
            documents=["cards.pdf"])
    assert a.status == "answered" and a.verified, a.answer
    assert a.value in (pytest.approx((430.1 + 428.3 + 424.2) / 3), pytest.approx((430.1 + 428.3 + 424.2) / 3 * 1e6))
    assert len(a.citations) == 3


def test_plans_are_answered_by_their_own_names(catalog):
    a = ask(catalog, "Which Blidmoor plans include the emergency lighting test?")
    assert a.status == "answered", a.answer
    assert a.value == ["Standard", "Complete"]


def test_letters_without_accents_and_a_currency_thousand(catalog):
    a = ask(catalog, "What were Kvarnmoor Sjomat's total assets at 31 December 2024?")
    answered(a, 2829060 * 1000)
    answered(ask(catalog, "What were Kvarnmoor Sjømat's total assets at 31 December 2023?"), 2611470 * 1000)


def test_one_items_price_is_no_price_of_several(catalog):
    answered(ask(catalog, "What is the price per aid of the HX-7?"), 1690)
    refused(ask(catalog, "Please quote a pair of HX-7s."))
    refused(ask(catalog, "Please quote 3 HX-7s."))


def test_a_piece_said_to_continue_joins_its_table(catalog):
    a = ask(catalog, "What is Fernmoor's capacity in British Columbia?")
    answered(a, 11.6)
    assert a.citations[0].table == ask(catalog, "What is Fernmoor's capacity in Delaware?").citations[0].table
