"""Dates and rounding said the way people say them:

- a precision said alone ("Two decimals.", "rounded to the nearest euro", "to the penny") is an
  instruction for the answer, not words to find in a table: the value is answered and the answer
  text gives it at that precision ("As asked (2 decimals): 0.49 EUR");
- a month and year ("at the end of June 2025", "as of September 30, 2024") pick the column printing
  that date ("Jun 30, 2025"), not another date of the same year, and "at the end of June 2025" names
  a date, never the lowest value;
- a retailer whose fiscal year is named by the year it starts in (the 10-K "For the fiscal year ended
  January 28, 2023" calls it fiscal 2022) is read so: the balance "at the end of fiscal 2022" is the
  January 28, 2023 column, that of fiscal 2021 the January 29, 2022 column, and a date said is its
  own column.

Reportlab factsheets, price lists, a quarterly letter and a canvas-drawn 10-K through ingest and
ask(); one catalog, each question asked of the one document it is about (``documents=``) where it
does not name the company."""
from __future__ import annotations

from pathlib import Path

import pytest
from reportlab.pdfbase.pdfmetrics import stringWidth

from tabsql.answer import ask
from tests.catalogs import ingested
from tests.pdf_grid import Text, draw_pdf
from tests.pdfs import Grid, Heading, Note, build_pdf

A, AB = "Helvetica", "Helvetica-Bold"
FACTSHEET, TOOLS, LETTER, RETAILER = ("corvane_factsheet_2024.pdf", "ferrow_tools_prices_2025.pdf",
                                      "brenlow_q3_2025.pdf", "halbert_stride_10k_2022.pdf")
DIVIDENDS = (0.42, 0.45, 0.48, 0.52, 0.60)


def centred(cx: float, top: float, text: str, size: float, font: str = A) -> Text:
    return Text(cx - stringWidth(text, font, size) / 2, top, text, size=size, font=font)


def factsheet(path: Path) -> Path:
    return build_pdf(path, [
        Heading("Corvane Energie SE - Five-year factsheet 2024"),
        Note("Key figures of the Group, financial years 2020 to 2024."),
        Grid([["Key figures", "2020", "2021", "2022", "2023", "2024"],
              ["Revenue (EUR million)", "1,842", "1,967", "2,310", "2,254", "2,398"],
              ["EBITDA (EUR million)", "412", "437", "501", "488", "529"],
              ["Installed capacity (MW)", "3,120", "3,380", "3,655", "3,910", "4,240"],
              ["Dividend per share (EUR)", *(f"{x:.2f}" for x in DIVIDENDS)]], style="booktabs"),
    ])


def tool_prices(path: Path) -> Path:
    return build_pdf(path, [
        Heading("Ferrow Werkzeuge GmbH - Price list 2025"),
        Note("All prices in EUR, excluding VAT. Valid from 1 January 2025."),
        Grid([["Item", "Description", "Price (EUR)"],
              ["FW-210", "Cordless drill 18 V, two batteries", "149.90"],
              ["FW-344", "Angle grinder 125 mm, 1,200 W", "87.45"],
              ["FW-518", "Laser distance meter 50 m", "63.38"]], style="zebra"),
    ])


def quarterly_letter(path: Path) -> Path:
    return build_pdf(path, [
        Heading("Brenlow Software, Inc. - Third quarter 2025 shareholder letter"),
        Note("Table 1: Condensed statements of operations (in thousands of USD)"),
        Grid([["", "Three months ended Sep 30, 2025", "Three months ended Sep 30, 2024"],
              ["Revenue", "104,210", "88,940"], ["Gross profit", "79,310", "66,120"],
              ["Operating loss", "(6,420)", "(11,870)"]], style="booktabs"),
        Note("Table 2: Key metrics"),
        Grid([["Key metrics", "Sep 30, 2025", "Jun 30, 2025", "Sep 30, 2024"],
              ["Annual recurring revenue (USD millions)", "412.6", "398.1", "351.9"],
              ["Customers", "2,914", "2,861", "2,604"],
              ["Net revenue retention rate (%)", "112", "113", "115"]], style="booktabs"),
    ])


def retailer_10k(path: Path) -> Path:
    """A retailer's 10-K as its pages are set: the cover ("For the fiscal year ended January 28, 2023"),
    MD&A text naming fiscal 2022, the statement of operations headed 2022 | 2021 | 2020 and the balance
    sheet headed "January 28, 2023 | January 29, 2022" (month and day over the year)."""
    cover = [centred(297, 50, "UNITED STATES", 11, AB), centred(297, 63, "SECURITIES AND EXCHANGE COMMISSION", 11, AB),
             centred(297, 76, "Washington, D.C. 20549", 8), centred(297, 92, "FORM 10-K", 14, AB),
             Text(40, 112, "(Mark One)", size=8),
             Text(48, 124, "ANNUAL REPORT PURSUANT TO SECTION 13 OR 15(d) OF THE SECURITIES EXCHANGE ACT OF 1934", size=8),
             centred(297, 137, "For the fiscal year ended January 28, 2023", 8), centred(297, 150, "OR", 8),
             Text(48, 163, "TRANSITION REPORT PURSUANT TO SECTION 13 OR 15(d) OF THE SECURITIES EXCHANGE ACT OF 1934", size=8),
             centred(297, 178, "Commission File No. 1-11482", 8),
             centred(297, 205, "HALBERT STRIDE, INC.", 13, AB),
             centred(297, 221, "(Exact name of registrant as specified in its charter)", 7),
             Text(110, 240, "New York", size=8), Text(430, 240, "13-3601428", size=8),
             Text(60, 251, "(State or other jurisdiction of incorporation or organization)", size=7),
             Text(390, 251, "(I.R.S. Employer Identification No.)", size=7),
             Text(40, 290, "Portions of the registrant's definitive Proxy Statement to be filed in connection with the "
                           "Annual Meeting of", size=8),
             Text(40, 300, "Shareholders to be held on May 17, 2023: Parts III and IV.", size=8)]
    mdna = [Text(40, 50, "Item 7. Management's Discussion and Analysis of Financial Condition and Results of Operations",
                 size=9, font=AB),
            Text(40, 70, "Our fiscal year ends on the Saturday closest to the last day of January. Fiscal 2022 represents "
                         "the 52 weeks", size=8),
            Text(40, 81, "ended January 28, 2023, and fiscal 2021 represents the 52 weeks ended January 29, 2022. Total "
                         "sales in fiscal", size=8),
            Text(40, 92, "2022 decreased by 2.4 percent to $8,747 million, and merchandise inventories at the end of "
                         "fiscal 2022", size=8),
            Text(40, 103, "increased by 29.8 percent, reflecting earlier receipts of spring merchandise.", size=8)]
    rights3 = (416, 486, 556)
    operations = [centred(297, 69, "CONSOLIDATED STATEMENTS OF OPERATIONS", 8.5, AB),
                  Text(66, 88, "($ in millions, except per share amounts)", size=8.1),
                  *[Text(r, 88, y, size=8.5, font=AB, right=True) for r, y in zip(rights3, ("2022", "2021", "2020"))]]
    top = 100.0
    for label, values in [("Sales", ("8,747", "8,958", "7,548")), ("Licensing revenue", ("12", "10", "6")),
                          ("Total revenue", ("8,759", "8,968", "7,554")), ("Cost of sales", ("5,955", "5,878", "5,365")),
                          ("Selling, general and administrative expenses", ("1,903", "1,851", "1,587")),
                          ("Income from operations", ("581", "870", "309")), ("Net income", ("341", "892", "323"))]:
        operations += [Text(66, top, label, size=8.1),
                       *[Text(r, top, v, size=8.1, right=True) for r, v in zip(rights3, values)]]
        top += 10
    balance = [centred(297, 69, "CONSOLIDATED BALANCE SHEETS", 8.5, AB),
               Text(352, 88, "January 28,", size=8.5, font=AB), Text(454, 88, "January 29,", size=8.5, font=AB),
               Text(385, 97, "2023", size=8.5, font=AB, right=True), Text(486, 97, "2022", size=8.5, font=AB, right=True),
               Text(66, 98, "($ in millions, except share amounts)", size=8.1), Text(66, 108, "ASSETS", size=8.1, font=AB),
               Text(66, 127, "Current assets:", size=8.1)]
    top = 136.0
    for label, values in [("Cash and cash equivalents", ("536", "804")), ("Merchandise inventories", ("1,643", "1,266")),
                          ("Other current assets", ("342", "293")), ("Total current assets", ("2,521", "2,363")),
                          ("Property and equipment, net", ("920", "917")), ("Goodwill", ("785", "797")),
                          ("Total assets", ("7,907", "8,135"))]:
        balance += [Text(71, top, label, size=8.1),
                    *[Text(r, top, v, size=8.1, right=True) for r, v in zip((416, 517), values)]]
        top += 10
    return draw_pdf(path, [cover, mdna, operations, balance])


@pytest.fixture(scope="module")
def catalog(tmp_path_factory):
    d = tmp_path_factory.mktemp("dates_and_rounding")
    factsheet(d / FACTSHEET)
    tool_prices(d / TOOLS)
    quarterly_letter(d / LETTER)
    retailer_10k(d / RETAILER)
    with ingested(d, "c.duckdb") as cat:
        yield cat


# ---------------------------------------------------------------- rounding said alone
def test_two_decimals_said_alone_round_the_average(catalog):
    a = ask(catalog, "Average dividend per share over 2020–2024? Two decimals.", documents=[FACTSHEET])
    assert a.status == "answered" and a.value == pytest.approx(sum(DIVIDENDS) / 5), a.answer  # 0.494, kept exact
    assert "As asked (2 decimals): 0.49 EUR" in a.answer, a.answer
    assert len(a.citations) == 5 and {c.row for c in a.citations} == {"Dividend per share (EUR)"}, a.citations


@pytest.mark.parametrize("question, value, shown", [
    ("What does item FW-344 cost, rounded to the nearest euro?", 87.45, "As asked (0 decimals): 87 EUR"),
    ("What does item FW-518 cost, to the penny?", 63.38, "As asked (2 decimals): 63.38 EUR"),
], ids=["nearest-euro", "penny"])
def test_a_precision_in_money_words_is_an_instruction(catalog, question, value, shown):
    a = ask(catalog, question)
    assert a.status == "answered" and a.value == pytest.approx(value), a.answer
    assert shown in a.answer, a.answer


# ---------------------------------------------------------------- a month and year
@pytest.mark.parametrize("question, value, column", [
    ("What was annual recurring revenue at the end of June 2025?", 398.1e6, "Jun 30, 2025"),
    ("What was Brenlow's annual recurring revenue at the end of June 2025?", 398.1e6, "Jun 30, 2025"),
    ("How many customers did Brenlow have at the end of June 2025?", 2_861, "Jun 30, 2025"),
    ("What was annual recurring revenue as of September 30, 2024?", 351.9e6, "Sep 30, 2024"),
], ids=["arr-june-2025", "arr-june-2025-issuer-named", "customers-june-2025", "arr-september-30-2024"])
def test_a_month_and_year_pick_the_column_of_that_date(catalog, question, value, column):
    a = ask(catalog, question, documents=[LETTER])
    assert a.status == "answered" and a.value == pytest.approx(value), a.answer
    assert [c.column for c in a.citations] == [column], a.citations


def test_the_end_of_a_month_is_no_lowest_value(catalog):
    a = ask(catalog, "What was annual recurring revenue at the end of June 2025?", documents=[LETTER], explain=True)
    reading = a.explain["intent"]["reading"]
    assert "lowest" not in reading and "end of june 2025" in reading, reading
    assert "lowest" not in (a.answer or ""), a.answer
    assert all(c.column == "Jun 30, 2025" for c in a.citations), a.citations  # not Sep 30, 2024's 351.9


# ---------------------------------------------------------------- a fiscal year named by the year it starts in
def test_the_10k_cover_gives_the_fiscal_year_and_its_last_day(catalog):
    (doc,) = [d for d in catalog.documents() if d.name == RETAILER]
    assert (doc.meta.form, doc.meta.year, doc.meta.period_end) == ("10-K", 2022, "2023-01-28"), doc.meta
    assert doc.meta.issuer == "HALBERT STRIDE, INC.", doc.meta


@pytest.mark.parametrize("question, value, day", [
    ("How much merchandise inventory did the company carry at the end of fiscal 2022?", 1_643e6, "January 28,"),
    ("How much merchandise inventory did the company carry at the end of fiscal 2021?", 1_266e6, "January 29,"),
    ("What were merchandise inventories as of January 29, 2022?", 1_266e6, "January 29,"),
], ids=["end-of-fiscal-2022", "end-of-fiscal-2021", "january-29-2022"])
def test_a_fiscal_year_ends_on_the_day_the_report_names_it_by(catalog, question, value, day):
    a = ask(catalog, question, documents=[RETAILER])
    assert a.status == "answered" and a.value == pytest.approx(value), a.answer
    assert [c.row for c in a.citations] == ["Merchandise inventories"], a.citations
    assert all(c.column.startswith(day) for c in a.citations), a.citations
