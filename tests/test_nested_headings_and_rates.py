"""Airline 10-K tables whose row labels hang under headings set in from each other, asked the way people
ask them (through ingest and ask()):

- a heading set in under another ("International:" under "Passenger revenue:") keeps the outer one as
  the context of its lines: "Pacific passenger revenue" is the "Pacific" line under both;
- a year column is read for "in 2017", never the change column whose heading prints 2017 ("2017 vs. 2016");
- a heading row that is a year ("2018" over "Domestic", "Pacific") dates the lines under it;
- "how many gallons of fuel did X consume" says "gallons of fuel consumed" (do-support), and "how many
  gallons" is never a number of lines;
- "how many domestic passengers" beside a line "Passengers (millions)" is that line's value, not a
  count of lines;
- a rate asked ("average price per gallon") is never the line that counts its base ("Gallons consumed");
- "payable in 2020" is a schedule's "Payments Due ... 2020";
- "prorate departures" is the "Departures" line under "Prorate:", not that heading and another block's
  "Departures" set side by side; its printed "% Change" is the change asked;
- "gross fee revenues in 2019" is the 2019 column, not the "Increase (Decrease) 2019 vs. 2018 Amount"
  column beside it (a fee asks money, which both hold).
"""
from __future__ import annotations

from pathlib import Path

import pytest

from reportlab.pdfbase.pdfmetrics import stringWidth

from tabsql.answer import ask
from tests.catalogs import ingested
from tests.pdf_grid import HLine, Text, draw_pdf, labelled_lines

BOLD = "Helvetica-Bold"
RIGHTS = (330, 400, 470, 540)  # right edges of the value columns


def _over(first: int, last: int, text: str) -> tuple:
    """A heading centred over value columns ``first`` .. ``last`` (0-based), ruled under its span."""
    x0, x1 = RIGHTS[first] - 45, RIGHTS[last]
    return (x0 + x1) / 2 - stringWidth(text, BOLD, 9) / 2, text, (x0, x1)


def _table(top: float, header: list[list[tuple]], lines: list[tuple[str, int, tuple[str, ...]]]) -> list:
    """Header lines of (right edge, text) for one column, ``_over`` for a group or (left edge, text, ())
    for the stub's own heading, then lines of (label, indent level, values)."""
    items: list = []
    for k, line in enumerate(header):
        for x, t, *span in line:
            items.append(Text(x, top + 11 * k, t, font=BOLD, right=not span))
            if span and span[0]:
                items.append(HLine(*span[0], top + 11 * k + 10.5))
    top += 11 * len(header) + 2
    items.append(HLine(50, 545, top))
    return items + labelled_lines(top + 4, lines, RIGHTS)


def revenue_page() -> list:
    header = [[_over(0, 1, "Year Ended December 31,"), _over(2, 3, "% Increase (Decrease)")],
              [(330, "2018"), (400, "2017"), (470, "2018 vs. 2017"), (540, "2017 vs. 2016")]]
    lines = [("Passenger revenue:", 0, ()),
             ("Domestic", 1, ("$19,842", "$18,930", "4.8%", "3.1%")),
             ("International:", 1, ()),
             ("Atlantic", 2, ("6,011", "5,702", "5.4%", "2.2%")),
             ("Pacific", 2, ("3,244", "3,188", "1.8%", "(1.6)%")),
             ("Latin America", 2, ("2,415", "2,261", "6.8%", "4.0%")),
             ("Total international", 2, ("11,670", "11,151", "4.7%", "1.5%")),
             ("Total passenger revenue", 1, ("31,512", "30,081", "4.8%", "2.5%")),
             ("Cargo", 0, ("901", "866", "4.0%", "9.0%")),
             ("Total operating revenue", 0, ("$32,413", "$30,947", "4.7%", "2.7%"))]
    return [Text(50, 50, "Wexcombe Airways Holdings, Inc.", size=14, font=BOLD),
            Text(50, 72, "Operating revenue (in millions)", size=10), *_table(95, header, lines)]


def region_page() -> list:
    header = [[(330, "Revenue"), (400, "Passengers"), (470, "Seat Miles"), (540, "Load")],
              [(330, "(in millions)"), (400, "(millions)"), (470, "(millions)"), (540, "Factor")]]
    lines = []
    for year, rows in (("2019", (("Domestic", "$20,115", "121.4", "118,420", "85.9%"),
                                 ("Pacific", "3,402", "8.1", "30,877", "81.9%"),
                                 ("Total", "$23,517", "129.5", "149,297", "85.1%"))),
                       ("2018", (("Domestic", "$19,530", "118.0", "115,380", "85.2%"),
                                 ("Pacific", "3,350", "8.0", "30,210", "82.7%"),
                                 ("Total", "$22,880", "126.0", "145,590", "84.6%")))):
        lines.append((year, 0, ()))
        lines += [(label, 1, values) for label, *values in rows]
    return [Text(50, 50, "Wexcombe Airways Holdings, Inc.", size=14, font=BOLD),
            Text(50, 72, "Traffic by region", size=10), *_table(95, header, lines)]


def traffic_page() -> list:
    header = [[_over(0, 1, "Domestic"), _over(2, 3, "International")],
              [(330, "2018"), (400, "2017"), (470, "2018"), (540, "2017")]]
    lines = [("Passengers (millions)", 0, ("118.6", "114.9", "20.9", "20.7")),
             ("Revenue passenger miles (millions)", 0, ("141,220", "137,008", "88,105", "86,112")),
             ("Passenger load factor", 0, ("85.1%", "84.6%", "83.0%", "82.4%"))]
    return [Text(50, 50, "Wexcombe Airways Holdings, Inc.", size=14, font=BOLD),
            Text(50, 72, "Operating statistics", size=10), *_table(95, header, lines)]


def fuel_page() -> list:
    header = [[_over(0, 1, "Year Ended December 31,"), _over(2, 3, "Change")],
              [(330, "2016"), (400, "2015"), (470, "Amount"), (540, "%")]]
    lines = [("Fuel expense (in millions):", 0, ()),
             ("As reported (GAAP)", 1, ("$3,118", "$3,604", "$(486)", "(13.5)%")),
             ("Economic", 1, ("2,976", "3,700", "(724)", "(19.6)%")),
             ("Gallons consumed (millions)", 0, ("1,842", "1,806", "36", "2.0%")),
             ("Average price per gallon:", 0, ()),
             ("As reported (GAAP)", 1, ("$1.69", "$2.00", "$(0.31)", "(15.5)%")),
             ("Economic", 1, ("$1.62", "$2.05", "$(0.43)", "(21.0)%"))]
    consumption_header = [[_over(0, 1, "Year Ended December 31,")], [(330, "2016"), (400, "2015")]]
    consumption = [("Mainline:", 0, ()),
                   ("Gallons consumed (millions)", 1, ("3,352", "3,290")),
                   ("Regional:", 0, ()),
                   ("Gallons consumed (millions)", 1, ("815", "790")),
                   ("Total mainline and regional:", 0, ()),
                   ("Gallons consumed (millions)", 1, ("4,167", "4,080"))]
    return [Text(50, 50, "Tolvern Air Group, Inc.", size=14, font=BOLD),
            Text(50, 72, "Aircraft fuel", size=10), *_table(95, header, lines),
            Text(50, 300, "Aircraft fuel consumption", size=10), *_table(323, consumption_header, consumption)]


def obligations_page() -> list:
    header = [[_over(1, 3, "Payments Due by Period")],
              [(55, "Contractual Obligations", ()), (330, "Total"), (400, "2020"), (470, "2021"), (540, "Thereafter")]]
    lines = [("Long-term debt", 0, ("$4,210", "$615", "$702", "$2,893")),
             ("Finance lease obligations", 0, ("412", "84", "79", "249")),
             ("Total contractual obligations", 0, ("$4,622", "$699", "$781", "$3,142"))]
    return [Text(50, 50, "Tolvern Air Group, Inc.", size=14, font=BOLD),
            Text(50, 72, "Contractual obligations (in millions)", size=10), *_table(95, header, lines)]


def statistics_page() -> list:
    header = [[(330, "2019"), (400, "2018"), (470, "% Change")]]
    lines = [("Capacity purchase:", 0, ()),
             ("Departures", 1, ("382,640", "371,905", "2.9%")),
             ("Block hours", 1, ("601,220", "588,410", "2.2%")),
             ("Prorate:", 0, ()),
             ("Departures", 1, ("31,420", "34,080", "(7.8)%")),
             ("Block hours", 1, ("44,310", "47,050", "(5.8)%"))]
    fees_header = [[_over(0, 1, "Year Ended December 31,"), _over(2, 3, "Increase (Decrease)")],
                   [(330, "2019"), (400, "2018"), (470, "Amount"), (540, "%")]]
    fees = [("Gross fee revenues", 0, ("$3,740", "$3,636", "$104", "2.9%")),
            ("Owned and leased revenues", 0, ("1,402", "1,451", "(49)", "(3.4)%"))]
    return [Text(50, 50, "Tolvern Air Group, Inc.", size=14, font=BOLD),
            Text(50, 72, "Operating statistics", size=10), *_table(95, header, lines),
            Text(50, 230, "Fee revenues (in millions)", size=10), *_table(253, fees_header, fees)]


@pytest.fixture(scope="module")
def catalog(tmp_path_factory):
    d: Path = tmp_path_factory.mktemp("nested_headings")
    draw_pdf(d / "wexcombe_revenue.pdf", [revenue_page()])
    draw_pdf(d / "wexcombe_regions.pdf", [region_page()])
    draw_pdf(d / "wexcombe_traffic.pdf", [traffic_page()])
    draw_pdf(d / "tolvern_fuel.pdf", [fuel_page()])
    draw_pdf(d / "tolvern_obligations.pdf", [obligations_page()])
    draw_pdf(d / "tolvern_statistics.pdf", [statistics_page()])
    with ingested(d, "c.duckdb") as cat:
        yield cat


def _answered(a, value: float, row: str) -> None:
    assert a.status == "answered", a.answer
    assert a.value == pytest.approx(value), a.answer
    assert a.citations and row in a.citations[0].row, a.citations


@pytest.mark.parametrize("question, value, row", [
    ("What was Wexcombe's Pacific passenger revenue in 2017?", 3_188e6, "Pacific"),
    ("What was Wexcombe's total international passenger revenue in 2018?", 11_670e6, "Total international"),
    ("What was Wexcombe's domestic passenger revenue in 2018?", 19_842e6, "Domestic"),
])
def test_a_heading_set_in_under_another_keeps_both(catalog, question, value, row):
    _answered(ask(catalog, question, documents=["wexcombe_revenue.pdf"]), value, row)


def test_a_percent_change_under_nested_headings(catalog):
    a = ask(catalog, "By what percentage did Wexcombe's Latin America passenger revenue change from 2017 to 2018?",
            documents=["wexcombe_revenue.pdf"])
    assert a.status == "answered", a.answer
    assert a.value == pytest.approx(6.8, abs=0.05)


@pytest.mark.parametrize("question, value, row", [
    ("What was Wexcombe's Pacific load factor in 2018?", 82.7, "Pacific"),
    ("What were Wexcombe's domestic seat miles in 2019?", 118_420e6, "Domestic"),
])
def test_a_year_heading_dates_its_lines(catalog, question, value, row):
    _answered(ask(catalog, question, documents=["wexcombe_regions.pdf"]), value, row)


def test_do_support_says_the_printed_participle(catalog):
    a = ask(catalog, "How many gallons of fuel did Tolvern consume in total in 2016?", documents=["tolvern_fuel.pdf"])
    _answered(a, 4_167e6, "Gallons consumed")
    assert "Total mainline and regional" in a.citations[0].row


@pytest.mark.parametrize("question", [
    "How many gallons of fuel were consumed by the regional operation in 2015?",
    "How many gallons of fuel did the regional operation consume in 2015?",
])
def test_gallons_are_never_a_number_of_lines(catalog, question):
    a = ask(catalog, question, documents=["tolvern_fuel.pdf"])
    assert a.status != "answered" or a.value == pytest.approx(790e6), a.answer


def test_a_line_counting_what_is_asked_is_read_not_counted(catalog):
    a = ask(catalog, "How many domestic passengers did Wexcombe carry in 2018?", documents=["wexcombe_traffic.pdf"])
    _answered(a, 118.6e6, "Passengers")


def test_a_rate_is_never_its_base_line(catalog):
    a = ask(catalog, "By what percentage did Tolvern's reported average price per gallon change in 2016?",
            documents=["tolvern_fuel.pdf"])
    assert a.status != "answered" or a.value == pytest.approx(-15.5), a.answer
    assert a.status != "answered" or all("Gallons consumed" not in c.row for c in a.citations), a.citations


def test_payable_in_a_year_is_the_payments_due_then(catalog):
    a = ask(catalog, "Tolvern finance lease obligations payable in 2020", documents=["tolvern_obligations.pdf"])
    _answered(a, 84e6, "Finance lease obligations")


def test_a_heading_named_with_its_line_is_no_second_thing(catalog):
    a = ask(catalog, "By what percentage did Tolvern's prorate departures change in 2019?", documents=["tolvern_statistics.pdf"])
    assert a.status == "answered", a.answer
    assert a.value == pytest.approx(-7.8, abs=0.05), a.answer
    assert all("Prorate" in c.row for c in a.citations), a.citations


def test_a_fee_in_a_year_is_not_the_change_beside_it(catalog):
    a = ask(catalog, "What were Tolvern's gross fee revenues in 2019?", documents=["tolvern_statistics.pdf"])
    _answered(a, 3_740e6, "Gross fee revenues")
    assert a.citations[0].column.endswith("2019"), a.citations
