"""Readings session 37 built from its held-out sets' half A (and guards from half B), through ingest and ask():

- a heading set on two lines beside one centred between them is read as printed ("With 15 m hose reel"), and
  an abbreviation ("incl.") is no price;
- a code said without its separators ("wp150") is the label's "WP-150";
- a bound said after its number ("20 or more") is a threshold of a count;
- "by how much did X change" beside a printed "Change %" is ambiguous; "the change in X" is the amount;
- a scale note naming its measure ("Feedstock in thousands of tonnes") scales that measure's columns alone;
- columns that share their leaf heading (a heading set across the table, "Package price by wedding day (£)",
  read into every column's path) are named by the heading that tells each apart ("Half day");
- a quantity in the unit every band label prints ("10 PE") picks its band;
- a figure asked per a thing the table prints as two figures is their ratio;
- the lines of nested groups ("Owned plants:" over "Nebraska:" and "Iowa:") are all members of the outer group;
- a group heading right under the header ("Processed fruit (a):") is the body's, not the header's;
- a mean of a line's two year cells is never read from a column that prints only the mean's word ("Average
  daily population") where another prints the measure named ("Occupancy"); a mean of shares is never read from
  amounts;
- a line dated by a span of days ("April 1, 2023—April 30, 2023") is that month's; an amount asked in millions
  of dollars is never a change of percents.
"""
from __future__ import annotations

from pathlib import Path

import pytest
from reportlab.lib.pagesizes import A4
from reportlab.pdfgen import canvas

from tabsql.answer import ask
from tabsql.catalog import Catalog

from catalogs import answered, ingested, refused
from pdfs import Grid, Heading, Note, build_pdf


def _washers(path: Path) -> None:
    """A text table whose header cells take one, two and three lines, each set centred in the header band: the
    lines' tops chain 2.5 points apart across the columns (as a layout program sets them)."""
    c = canvas.Canvas(str(path), pagesize=A4, invariant=1)
    height = A4[1]

    def put(x: float, top: float, text: str, size: float = 8, bold: bool = False) -> None:
        c.setFont("Helvetica-Bold" if bold else "Helvetica", size)
        c.drawString(x, height - top - size * 0.8, text)

    put(50, 60, "Wombmoor Pressure Systems Ltd", 14, True)
    put(50, 90, "Pressure washer range 2025. Prices exclude VAT.", 9)
    header = [(50, [("Model", 154.2)]), (120, [("Flow", 149.3), ("(l/h)", 159.2)]),
              (180, [("Heater", 144.3), ("output", 154.2), ("(kW)", 164.1)]),
              (250, [("Machine", 161.7)]), (330, [("With 15 m", 156.7), ("hose reel", 166.6)])]
    put(285, 141.8, "Price ex VAT (£)", bold=True)
    for x, lines in header:
        for text, top in lines:
            put(x, top, text, bold=True)
    rows = [("WP-120", "500", "—", "685.00", "779.00"), ("WP-150", "660", "—", "895.00", "989.00"),
            ("WPH-200D", "1,000", "68", "5,240.00", "incl.")]
    for k, row in enumerate(rows):
        for x, text in zip((50, 120, 180, 250, 330), row):
            put(x, 190 + 14 * k, text)
    put(50, 250, "incl. = hose reel fitted as standard.", 8)
    c.save()


@pytest.fixture(scope="module")
def catalog(tmp_path_factory) -> Catalog:
    d = tmp_path_factory.mktemp("headings")
    _washers(d / "washers.pdf")
    build_pdf(d / "stores.pdf", [
        Heading("Pennimoor Self Storage Trust"), Heading("Stores by state at December 31, 2019", level=2),
        Grid([["State", "Wholly owned", "Managed"], ["Southeast:", "", ""],
              ["Florida", "46", "21"], ["Georgia", "24", "11"], ["North Carolina", "19", "8"], ["Virginia", "15", "4"],
              ["Total Southeast", "104", "44"], ["Central:", "", ""], ["Texas", "52", "26"], ["Ohio", "14", "5"],
              ["Total Central", "66", "31"]], style="booktabs", indented_rows=[2, 3, 4, 5, 8, 9])])
    build_pdf(d / "lottery.pdf", [
        Heading("Verrowmoor Lottery Systems, Inc."), Heading("Lottery retail sales (in millions)", level=2),
        Grid([["Jurisdiction", "2019", "2018", "Change %"], ["Michigan", "4,206.8", "3,918.2", "7.4"],
              ["Ohio", "3,412.6", "3,306.4", "3.2"]], style="booktabs")])
    build_pdf(d / "biogas.pdf", [
        Heading("Slurrymoor Renewable Gas Ltd"), Heading("Feedstock and biomethane by plant", level=2),
        Note("(Feedstock in thousands of tonnes)"),
        Grid([["Plant", "Feedstock processed 2024", "Biomethane injected (GWh) 2024"],
              ["Hollowmoor", "86.4", "61.8"], ["Tansymoor", "64.9", "45.2"], ["Total", "151.3", "107.0"]],
             style="booktabs")])
    build_pdf(d / "weddings.pdf", [
        Heading("Ravenmoor Photography"), Heading("Wedding packages 2026", level=2),
        Grid([["", "Elopement", "Half day", "Full day"], ["Package price by wedding day (£)", "", "", ""],
              ["Monday to Thursday", "650.00", "1,150.00", "1,850.00"], ["Friday or Sunday", "750.00", "1,350.00", "2,150.00"],
              ["What you get", "", "", ""], ["Hours of coverage", "2", "5", "10"],
              ["Edited images (approx.)", "120", "350", "650"]],
             style="grid", spans=[((0, 1), (3, 1)), ((0, 4), (3, 4))])])
    build_pdf(d / "septic.pdf", [
        Heading("Drummoor Treatment Systems Ltd"), Heading("Service plans compared (EUR, excluding VAT)", level=2),
        Grid([["Annual fee by plant size", "Essential", "Complete"], ["up to 6 PE", "195.00", "285.00"],
              ["7–12 PE", "245.00", "350.00"], ["13–30 PE", "390.00", "540.00"]], style="booktabs")])
    build_pdf(d / "navigation.pdf", [
        Heading("Vectormoor Air Navigation AB"), Heading("Traffic and service units by area control centre", level=2),
        Grid([["Area control centre", "IFR flights handled ('000)", "En-route service units ('000)",
               "ATFM delay per flight (minutes)"], ["", "2024", "2024", "2024"],
              ["Norrmoor ACC", "412.6", "1,846.2", "0.42"], ["Kalvmoor ACC", "198.4", "1,124.9", "0.96"]],
             style="booktabs", header_rows=2)])
    build_pdf(d / "ethanol.pdf", [
        Heading("Vardenmoor Renewable Fuels, Inc."), Heading("Ethanol production facilities", level=2),
        Grid([["Plant", "Ethanol produced 2019", "Ethanol produced 2018"], ["Owned plants:", "", ""], ["Nebraska:", "", ""],
              ["Central Moor", "118.4", "121.6"], ["Wood Moor", "104.2", "109.8"], ["Total Nebraska", "222.6", "231.4"],
              ["Iowa:", "", ""], ["Council Moor", "126.8", "121.2"], ["Superior Moor", "66.4", "68.9"],
              ["Total Iowa", "193.2", "190.1"], ["Joint venture plants:", "", ""], ["Aberdeen Moor", "131.5", "129.9"]],
             style="booktabs", indent_levels={2: 1, 3: 2, 4: 2, 5: 1, 6: 1, 7: 2, 8: 2, 9: 1, 11: 1})])
    build_pdf(d / "fruit.pdf", [
        Heading("Aldermoor Citrus Company"), Heading("Fruit sold (in thousands of boxes)", level=2),
        Grid([["", "Fiscal 2019", "Fiscal 2018"], ["Fiscal Year Ended August 31,", "Boxes", "Boxes"],
              ["Processed fruit (a):", "", ""], ["Valencia oranges", "3,118", "2,704"], ["Grapefruit", "1,206", "1,018"],
              ["Total processed fruit", "4,324", "3,722"], ["Fresh fruit (b):", "", ""], ["Lemons", "326", "301"],
              ["Total fresh fruit", "326", "301"], ["Total fruit", "4,650", "4,023"]],
             style="borderless", header_rows=2, indented_rows=[3, 4, 7])])
    build_pdf(d / "facilities.pdf", [
        Heading("Cindermoor Corrections Inc."), Heading("Facility capacity and occupancy", level=2),
        Grid([["Facility", "Average daily population 2024", "Average daily population 2023", "Occupancy 2024",
               "Occupancy 2023"],
              ["Cindermoor Reentry Center", "368", "351", "92.0%", "87.8%"],
              ["Sagemoor Processing Center", "1,146", "1,087", "95.5%", "90.6%"]], style="booktabs")])
    build_pdf(d / "coatings.pdf", [
        Heading("Paintmoor Coatings plc"), Heading("Volumes sold by product line", level=2),
        Grid([["", "2024 Million litres", "2024 %", "2023 Million litres", "2023 %"],
              ["Decorative", "801.2", "86.4", "780.4", "86.9"], ["Wood care", "64.3", "6.9", "60.8", "6.8"],
              ["Total", "927.5", "100.0", "897.9", "100.0"]], style="booktabs")])
    build_pdf(d / "repurchases.pdf", [
        Heading("Oraclemoor Corporation"), Heading("Stock repurchases in the fourth quarter of fiscal 2023", level=2),
        Grid([["Period", "Total number of shares purchased (millions)", "Average price paid per share"],
              ["March 1, 2023—March 31, 2023", "0.6", "$87.46"], ["April 1, 2023—April 30, 2023", "1.1", "$94.72"],
              ["May 1, 2023—May 31, 2023", "0.9", "$98.10"]], style="booktabs")])
    build_pdf(d / "debt.pdf", [
        Heading("McMoor's Corporation"), Heading("Debt highlights", level=2),
        Grid([["", "2022", "2021"], ["Fixed-rate debt as a percent of total debt", "94", "93"],
              ["Foreign currency-denominated debt as a percent of total debt", "36", "36"]], style="booktabs")])
    with ingested(d, "headings.duckdb") as cat:
        yield cat


def test_headings_set_on_chained_lines(catalog):
    answered(ask(catalog, "What is the price of the WP-150 with the 15 m hose reel?"), 989)
    refused(ask(catalog, "Price of the WPH-200D with the 15 m hose reel?"))


def test_a_code_said_without_its_separators(catalog):
    answered(ask(catalog, "wombmoor wp150 flow (l/h)?"), 660)


def test_a_bound_said_after_its_number(catalog):
    answered(ask(catalog, "How many Southeast states have 20 or more wholly owned stores?"), 2)


def test_a_change_asked_beside_its_printed_percent(catalog):
    refused(ask(catalog, "By how much did Michigan's lottery sales change?"))
    answered(ask(catalog, "What was the change in Michigan's lottery sales from 2018 to 2019?"), 288.6e6)
    answered(ask(catalog, "How much did Michigan's lottery sales increase from 2018 to 2019?"), 288.6e6)


def test_a_scale_note_of_one_measure(catalog):
    answered(ask(catalog, "How much biomethane did Hollowmoor inject in 2024?"), 61.8)
    answered(ask(catalog, "How much feedstock did Hollowmoor process in 2024?"), 86400)


def test_columns_named_by_what_tells_them_apart(catalog):
    a = ask(catalog, "Which Ravenmoor packages give at least 350 edited images?")
    assert a.status == "answered" and sorted(a.value) == ["Full day", "Half day"], a.answer
    a = ask(catalog, "How much is Ravenmoor's Half day package on a Friday?")
    answered(a, 1350)
    assert a.unit == "GBP", a.unit


def test_a_band_read_by_its_own_unit(catalog):
    answered(ask(catalog, "Drummoor Treatment Systems, Complete plan, 10 PE plant: what's the annual fee?"), 350)


def test_a_rate_as_the_ratio_of_two_figures(catalog):
    answered(ask(catalog, "What were Kalvmoor ACC's en-route service units per IFR flight handled in 2024?"),
             1124.9 / 198.4)
    answered(ask(catalog, "What was Kalvmoor ACC's ATFM delay per flight in 2024?"), 0.96)


def test_the_lines_of_nested_groups(catalog):
    a = ask(catalog, "Which of Vardenmoor's owned plants produced the most ethanol in 2019?")
    assert a.status == "answered" and a.value == "Council Moor", a.answer


def test_a_group_heading_under_the_header(catalog):
    answered(ask(catalog, "By what percentage did the number of boxes of processed fruit change from fiscal 2018 to "
                          "fiscal 2019?"), (4324 - 3722) / 3722 * 100)


def test_means_of_a_line_and_of_shares(catalog):
    a = ask(catalog, "What was the average occupancy of Cindermoor Reentry Center in 2023 and 2024?")
    assert a.status != "answered" or a.value == pytest.approx(89.9), a.answer  # never the population's mean
    a = ask(catalog, "What was the average share of total volumes taken by wood care over 2023 and 2024?")
    assert a.status != "answered" or a.value == pytest.approx(6.85), a.answer


def test_a_line_dated_by_its_months(catalog):
    answered(ask(catalog, "What was the average price Oraclemoor paid per share for the stock it repurchased in April 2023?"),
             94.72)


def test_an_amount_asked_is_no_percent(catalog):
    refused(ask(catalog, "By how much did McMoor's foreign currency-denominated debt change between year-end 2021 and "
                         "year-end 2022? In millions of dollars, positive for an increase."))

