"""Annual-report statements read the way their real pages are set, then asked through ask():

- a pharma 10-K's product-revenue note (a caption and a lead-in line at the left margin right above
  "(MILLIONS)" and "PRODUCT | PRIMARY INDICATION OR CLASS | 2022 | 2021 | 2020"; "$" signs set apart
  before the amounts of its first lines; a group line running past the start of the indication
  column) keeps the indication as a text column of its own: a product's revenue is read on the
  product's row, not on its indication's;
- a year heading centred over a "$" sign and its amount, with "Fiscal Year Ended January 31,"
  centred over both years, heads that one column: the second year's amount is not left in a column
  of its own with no heading;
- a statement's heading line with no values ("REVENUES") over "Total revenues" answers nothing: the
  total is read;
- "Price per case (USD)" centred over three case bands, the stub headings set beside both header
  lines, heads each band; the last word of the paragraph above ("2025."), wrapped onto its own line
  right above the table, is no heading of the table;
- free cash flow "as net cash provided by operating activities minus capital expenditures" is the
  first less the outflow the statement prints in brackets, read from the consolidated statement
  (titled, with its dateline under the title) and not from the parent company's condensed schedule
  printed later in the filing; it is never the capital expenditure alone.

Reportlab PDFs (canvas-drawn where the positions matter) through ingest and ask(); one catalog, each
question asked of the one report it is about (``documents=``) where it does not name the company."""
from __future__ import annotations

from pathlib import Path

import pytest
from reportlab.lib import colors
from reportlab.lib.pagesizes import A4
from reportlab.lib.styles import getSampleStyleSheet
from reportlab.lib.units import mm
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.platypus import Paragraph, SimpleDocTemplate, Spacer, Table, TableStyle

from tabsql.answer import ask
from tests.catalogs import ingested
from tests.pdf_grid import HLine, Text, draw_pdf

A, AB = "Helvetica", "Helvetica-Bold"

PHARMA, CLOUD, BURGER, POWER, LAB = ("harrowgate-2022-10k.pdf", "mistral-cloud-2023-10k.pdf",
                                     "larchmont-burger-2022-annual-report.pdf", "brantley-power-2021-10k.pdf",
                                     "quenlow-lab-supply-prices-2025.pdf")


def centred(cx: float, top: float, text: str, size: float, font: str = A) -> Text:
    return Text(cx - stringWidth(text, font, size) / 2, top, text, size=size, font=font)


def _amounts(top: float, amounts, signs: tuple[float, ...] | None, rights: tuple[float, ...], size: float,
             font: str = A) -> list:
    items = []
    for k, (r, a) in enumerate(zip(rights, amounts or ())):
        if signs:
            items.append(Text(signs[k], top, "$", size=size))
        items.append(Text(r, top, a, size=size, font=font, right=True))
    return items


# ---------------------------------------------------------------- 1. a pharma 10-K's product revenue note
PRODUCTS = [  # label, x, indication, amounts, "$" signs before the amounts, bold
    ("TOTAL REVENUES", 19, None, ("100,330", "81,288", "41,651"), True, True),
    ("GLOBAL BIOPHARMACEUTICALS BUSINESS (BIOPHARMA)", 23, None, ("98,988", "79,557", "40,724"), True, True),
    ("Primary Care", 26, None, ("73,023", "52,029", "15,577"), True, False),
    ("Paxlovid", 30, "COVID-19 in certain high-risk patients", ("18,933", "76", "—"), False, False),
    ("Eliquis alliance revenues and direct sales", 30,
     "Nonvalvular atrial fibrillation, deep vein thrombosis, pulmonary embolism", ("6,480", "5,970", "4,949"), False, False),
    ("Prevnar family", 30, "Active immunization to prevent invasive disease caused by Streptococcus pneumoniae serotypes",
     ("6,337", "5,272", "5,850"), False, False),
    ("Premarin family", 30, "Symptoms of menopause", ("455", "563", "680"), False, False),
    ("Nurtec ODT/Vydura", 30, "Acute treatment of migraine and prevention of episodic migraine", ("213", "—", "—"), False, False),
    ("Chantix/Champix", 30, "An aid to smoking cessation treatment in adults 18 years of age or older",
     ("8", "398", "919"), False, False),
    ("All other Primary Care", 30, "Various", ("1,778", "1,967", "1,972"), False, False),
]


def pharma_note(path: Path) -> Path:
    """The note as a pharma 10-K prints it: small type, the indication column at x 145, each "$" some 30
    points left of its amount on the first three lines, the group line crossing the indication column."""
    size, signs, rights = 5.6, (393, 455, 516), (446, 507, 568)
    items = [Text(18, 40, "Notes to Consolidated Financial Statements", size=9, font=AB),
             Text(18, 52, "Harrowgate Pharma Inc. and Subsidiary Companies", size=8),
             Text(18, 80, "Significant Product Revenues", size=7, font=AB),
             Text(18, 90, "The following provides detailed revenue information for several of our major products:", size=6),
             Text(18, 100, "(MILLIONS)", size=size, font=AB),
             centred((393 + 568) / 2, 100, "Year Ended December 31,", size, AB),
             Text(18, 109, "PRODUCT", size=size, font=AB),
             Text(145, 109, "PRIMARY INDICATION OR CLASS", size=size, font=AB),
             *[Text(r, 109, y, size=size, font=AB, right=True) for r, y in zip(rights, ("2022", "2021", "2020"))],
             HLine(18, 570, 117)]
    top = 120.0
    for label, x, indication, amounts, dollar, bold in PRODUCTS:
        items.append(Text(x, top, label, size=size, font=AB if bold else A))
        if indication:
            items.append(Text(145, top, indication, size=size))
        items += _amounts(top, amounts, signs if dollar else None, rights, size)
        top += 8.5
    items.append(Text(230, 800, "Harrowgate Pharma Inc.      2022 Form 10-K      99", size=7))
    return draw_pdf(path, [items])


# ---------------------------------------------------------------- 2. year headings centred over "$" and amount
def cloud_revenues(path: Path) -> Path:
    """A software 10-K's MD&A revenue table: each year centred over its "$" and amount (the "$" some 50
    points left of the amount), "Fiscal Year Ended January 31," centred over both, a Variance group."""
    head, hs, body, bs = AB, 6.7, "Times-Roman", 8.4
    signs, rights = (230.7, 316.3, 401.9), (306.7, 392.3, 477.8)
    items = [Text(19, 60, "Mistral Cloud, Inc. - Annual Report on Form 10-K for fiscal 2023", size=10, font="Times-Bold"),
             Text(19, 90, "Fiscal Year Ended January 31, 2023 and 2022", size=bs, font="Times-Bold"),
             Text(41, 110, "Revenues", size=bs, font="Times-BoldItalic"),
             centred(312.8, 124, "Fiscal Year Ended January 31,", hs, head), centred(487, 124, "Variance", hs, head),
             Text(19, 134, "(in millions)", size=hs, font=head),
             centred(270, 134, "2023", hs, head), centred(355.6, 134, "2022", hs, head),
             centred(441, 134, "Dollars", hs, head), centred(529.7, 134, "Percent", hs, head)]
    top = 144.0
    for label, amounts, pct, dollar in [("Subscription and support", ("29,021", "24,657", "4,364"), "18", True),
                                        ("Professional services and other", ("2,331", "1,835", "496"), "27", False),
                                        ("Total revenues", ("31,352", "26,492", "4,860"), "18", True)]:
        items.append(Text(19, top, label, size=bs, font=body))
        items += _amounts(top, amounts, signs if dollar else None, rights, bs, body)
        items.append(Text(562.9, top, pct, size=bs, font=body, right=True))
        if dollar:
            items.append(Text(566, top, "%", size=bs, font=body))
        top += 11.5
    items.append(Text(19, top + 12, "The increase in subscription and support revenues for fiscal 2023 was primarily caused "
                                    "by volume-driven", size=bs, font=body))
    items.append(Text(19, top + 23, "increases from new business, which includes new customers and upgrades.", size=bs, font=body))
    return draw_pdf(path, [items])


# ---------------------------------------------------------------- 3. a heading line with no values over the total
INCOME = [  # label, x, amounts, "$", bold
    ("REVENUES", 19, None, False, False),
    ("Sales by Company-operated restaurants", 19, ("8,748.4", "9,787.4", "8,139.2"), True, False),
    ("Revenues from franchised restaurants", 19, ("14,105.8", "13,085.4", "10,726.1"), False, False),
    ("Other revenues", 19, ("328.4", "350.1", "342.5"), False, False),
    ("Total revenues", 58, ("23,182.6", "23,222.9", "19,207.8"), False, True),
    ("OPERATING COSTS AND EXPENSES", 19, None, False, False),
    ("Company-operated restaurant expenses", 19, ("7,380.9", "8,047.3", "6,981.2"), False, False),
    ("Franchised restaurants-occupancy expenses", 19, ("2,349.7", "2,335.0", "2,207.5"), False, False),
    ("Selling, general & administrative expenses", 19, ("2,862.6", "2,707.5", "2,545.6"), False, False),
    ("Other operating (income) expense, net", 19, ("1,218.4", "(222.9)", "149.5"), False, False),
    ("Total operating costs and expenses", 58, ("13,811.6", "12,866.9", "11,883.8"), False, True),
    ("Operating income", 19, ("9,371.0", "10,356.0", "7,324.0"), False, False),
    ("Net income", 19, ("6,177.4", "7,545.2", "4,730.5"), True, True),
]


def burger_income(path: Path) -> Path:
    """A restaurant company's statement of income: "Years ended December 31, 2022" on the years' line,
    the heading lines "REVENUES" and "OPERATING COSTS AND EXPENSES" with no values."""
    signs, rights = (391, 462, 532), (446, 517, 588)
    items = [Text(18, 30, "Larchmont Burger Corporation", size=12, font=AB),
             Text(18, 64, "Consolidated Statement of Income", size=10.8),
             Text(317, 83, "Years ended December 31, 2022", size=9, font="Helvetica-Oblique"),
             Text(520, 83, "2021", size=9, font="Helvetica-Oblique", right=True),
             Text(591, 83, "2020", size=9, font="Helvetica-Oblique", right=True),
             Text(19, 85, "In millions, except per share data", size=7.2, font="Helvetica-Oblique")]
    top = 96.0
    for label, x, amounts, dollar, bold in INCOME:
        items.append(Text(x, top, label, size=9, font=AB if bold else A))
        items += _amounts(top, amounts, signs if dollar else None, rights, 9, AB if bold else A)
        top += 12
    items.append(Text(19, top + 10, "See Notes to consolidated financial statements.", size=9))
    items.append(Text(400, 800, "Larchmont Burger Corporation 2022 Annual Report 36", size=8))
    return draw_pdf(path, [items])


# ---------------------------------------------------------------- 4. a heading centred over case bands
def lab_price_list(path: Path) -> Path:
    """A filled two-line header: "Price per case (USD)" spanning the three bands, the stub headings set
    vertically centred beside both lines; the intro paragraph wraps so that "2025." stands alone above it."""
    st = getSampleStyleSheet()
    rows = [["Item", "Description", "Case contents", "Price per case (USD)", "", ""],
            ["", "", "", "1–4 cases", "5–19 cases", "20+ cases"],
            ["Centrifuge tubes", "", "", "", "", ""],
            ["PL-2015", "Conical tubes 15 mL, sterile", "500 tubes", "98.00", "89.50", "81.00"],
            ["PL-2050", "Conical tubes 50 mL, sterile", "500 tubes", "142.00", "128.50", "116.00"],
            ["Pipette tips", "", "", "", "", ""],
            ["PT-0200", "Filter tips 200 µL, racked", "960 tips", "74.00", "67.50", "61.00"],
            ["PT-1000", "Filter tips 1000 µL, racked", "768 tips", "79.00", "72.00", "65.50"]]
    section = colors.Color(0.86, 0.80, 0.86)
    table = Table(rows, colWidths=[20 * mm, 56 * mm, 28 * mm, 22 * mm, 22 * mm, 22 * mm], repeatRows=2)
    table.setStyle(TableStyle([
        ("FONT", (0, 0), (-1, -1), A, 8.5), ("FONT", (0, 0), (-1, 1), AB, 8.5),
        ("BACKGROUND", (0, 0), (-1, 1), colors.HexColor("#5b3a68")), ("TEXTCOLOR", (0, 0), (-1, 1), colors.white),
        ("ROWBACKGROUNDS", (0, 2), (-1, -1), [colors.white, colors.HexColor("#f1ecf3")]),
        ("SPAN", (3, 0), (5, 0)), ("SPAN", (0, 0), (0, 1)), ("SPAN", (1, 0), (1, 1)), ("SPAN", (2, 0), (2, 1)),
        ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
        ("ALIGN", (3, 0), (-1, 1), "CENTER"), ("ALIGN", (3, 2), (-1, -1), "RIGHT"),
        ("LINEBELOW", (3, 0), (-1, 0), 0.4, colors.white),
        ("FONT", (0, 2), (-1, 2), AB, 8.5), ("FONT", (0, 5), (-1, 5), AB, 8.5),
        ("BACKGROUND", (0, 2), (-1, 2), section), ("BACKGROUND", (0, 5), (-1, 5), section)]))
    story = [Paragraph("Quenlow Lab Supply", st["Title"]),
             Paragraph("Laboratory consumables — institutional price list 2025", st["Heading3"]),
             Paragraph("Prices per case in US dollars. The case tier applies to the number of cases of one item on a "
                       "single order. Shipping $18.00 per order; free on orders of $500.00 or more. Prices valid "
                       "January 1 to December 31, 2025.", st["BodyText"]),
             Spacer(1, 3 * mm), table, Spacer(1, 3 * mm),
             Paragraph("Case tiers for items marked on request are quoted by your account manager.", st["BodyText"])]
    SimpleDocTemplate(str(path), pagesize=A4, invariant=1, leftMargin=20 * mm, rightMargin=20 * mm,
                      topMargin=18 * mm, bottomMargin=18 * mm).build(story)
    return path


# ---------------------------------------------------------------- 5. cash flows, consolidated and the parent's
YEARS = ("2021", "2020", "2019")
CONSOLIDATED_CASH = [  # label, indent, amounts, "$"
    ("OPERATING ACTIVITIES:", 0, None, False),
    ("Net income (loss)", 1, ("(962)", "148", "471"), True),
    ("Adjustments to net income (loss):", 1, None, False),
    ("Depreciation and amortization", 2, ("1,049", "1,061", "1,038"), False),
    ("Impairment expense", 2, ("1,562", "1,057", "268"), False),
    ("Deferred income taxes", 2, ("(398)", "(227)", "(11)"), False),
    ("Changes in operating assets and liabilities:", 1, None, False),
    ("(Increase) decrease in accounts receivable", 2, ("(164)", "51", "70"), False),
    ("Increase (decrease) in accounts payable and other current liabilities", 2, ("(245)", "(183)", "(4)"), False),
    ("Increase (decrease) in other liabilities", 2, ("184", "76", "(98)"), False),
    ("Net cash provided by operating activities", 1, ("1,874", "2,731", "2,412"), False),
    ("INVESTING ACTIVITIES:", 0, None, False),
    ("Capital expenditures", 1, ("(2,083)", "(1,912)", "(2,356)"), False),
    ("Acquisitions of business interests, net of cash acquired", 1, ("(641)", "(129)", "(187)"), False),
    ("Sale of short-term investments", 1, ("603", "618", "659"), False),
    ("Purchase of short-term investments", 1, ("(511)", "(646)", "(762)"), False),
    ("Net cash used in investing activities", 1, ("(2,632)", "(2,069)", "(2,646)"), False),
    ("FINANCING ACTIVITIES:", 0, None, False),
    ("Issuance of non-recourse debt", 1, ("1,631", "4,655", "5,790"), False),
    ("Repayments of non-recourse debt", 1, ("(1,998)", "(4,109)", "(4,802)"), False),
    ("Net cash provided by (used in) financing activities", 1, ("1,102", "(489)", "214"), False),
]
PARENT_CASH = [
    ("Net cash provided by operating activities", 0, ("566", "428", "579"), True),
    ("Investing Activities:", 0, None, False),
    ("Proceeds from the sale of business interests, net of expenses", 1, ("61", "405", "193"), False),
    ("Investment in and net advances to subsidiaries", 1, ("(2,231)", "(648)", "(590)"), False),
    ("Additions to property, plant and equipment", 1, ("(14)", "(9)", "(7)"), False),
    ("Net cash provided by (used in) investing activities", 2, ("(2,184)", "(252)", "(404)"), False),
    ("Financing Activities:", 0, None, False),
    ("Common stock dividends paid", 1, ("(398)", "(377)", "(359)"), False),
    ("Net cash used in financing activities", 2, ("1,588", "(125)", "(182)"), False),
]
CFO = {"2021": 1_874, "2020": 2_731, "2019": 2_412}
CAPEX = {"2021": 2_083, "2020": 1_912, "2019": 2_356}


def power_filing(path: Path) -> Path:
    """A utility's 10-K: the cover, the consolidated statement of cash flows (title and dateline centred
    above the table, the years over "(in millions)"), then Schedule I's condensed statement of cash flows."""
    size, signs, rights = 7.4, (437, 491, 545), (483, 535, 589)

    def lines(rows, top):
        items = []
        for label, indent, amounts, dollar in rows:
            items.append(Text(19 + 6 * indent, top, label, size=size))
            items += _amounts(top, amounts, signs if dollar else None, rights, size)
            top += 10
        return items

    years = [Text(r - 6, 108, y, size=size, font=AB, right=True) for r, y in zip(rights, YEARS)]
    cover = [centred(297, 60, "UNITED STATES", 11, AB), centred(297, 74, "SECURITIES AND EXCHANGE COMMISSION", 11, AB),
             centred(297, 88, "WASHINGTON, D.C. 20549", 8), centred(297, 110, "FORM 10-K", 14, AB),
             Text(40, 130, "ANNUAL REPORT PURSUANT TO SECTION 13 OR 15(d) OF THE SECURITIES EXCHANGE ACT OF 1934", size=8),
             centred(297, 145, "For the Fiscal Year Ended December 31, 2021", 8),
             centred(297, 160, "Commission file number 1-13377", 8),
             centred(297, 200, "THE BRANTLEY POWER CORPORATION", 12, AB),
             centred(297, 215, "(Exact name of registrant as specified in its charter)", 7),
             Text(90, 240, "Delaware", size=8), Text(430, 240, "54-1176621", size=8),
             Text(40, 252, "(State or other jurisdiction of incorporation or organization)", size=7),
             Text(400, 252, "(I.R.S. Employer Identification No.)", size=7)]
    consolidated = [Text(18, 23, "131", size=8.1),
                    centred(305, 73, "Consolidated Statements of Cash Flows", 14.2),
                    centred(305, 89, "Years ended December 31, 2021, 2020, and 2019", 10.8),
                    *years, centred(514, 119, "(in millions)", 6.1, AB), *lines(CONSOLIDATED_CASH, 118)]
    parent = [Text(18, 23, "S-5 | 2021 Annual Report", size=8.1),
              centred(305, 60, "THE BRANTLEY POWER CORPORATION", 8, AB),
              centred(305, 71, "SCHEDULE I CONDENSED FINANCIAL INFORMATION OF PARENT", 8, AB),
              centred(305, 82, "STATEMENTS OF CASH FLOWS", 8, AB),
              centred(305, 93, "YEARS ENDED DECEMBER 31, 2021, 2020, AND 2019", 8, AB),
              Text(19, 108, "For the Years Ended December 31,", size=size), *years,
              centred(514, 119, "(in millions)", 6.1, AB), *lines(PARENT_CASH, 130),
              centred(305, 240, "See Notes to Schedule I.", size)]
    return draw_pdf(path, [cover, consolidated, parent])


@pytest.fixture(scope="module")
def catalog(tmp_path_factory):
    d = tmp_path_factory.mktemp("statement_layouts_answered")
    pharma_note(d / PHARMA)
    cloud_revenues(d / CLOUD)
    burger_income(d / BURGER)
    lab_price_list(d / LAB)
    power_filing(d / POWER)
    with ingested(d, "c.duckdb") as cat:
        yield cat


def _cited(a, row: str) -> None:
    assert a.citations and all(c.row == row for c in a.citations), a.citations


# ---------------------------------------------------------------- 1
@pytest.mark.parametrize("question, product, value, year", [
    ("What were Paxlovid revenues in 2022?", "Paxlovid", 18_933e6, "2022"),
    ("How much revenue did the Prevnar family generate in 2021?", "Prevnar family", 5_272e6, "2021"),
], ids=["paxlovid-2022", "prevnar-2021"])
def test_a_product_is_read_on_its_row_beside_its_indication(catalog, question, product, value, year):
    a = ask(catalog, question)
    assert a.status == "answered" and a.value == pytest.approx(value), a.answer
    _cited(a, product)  # the product's name, not its indication text
    assert all(year in c.column for c in a.citations), a.citations


# ---------------------------------------------------------------- 2
@pytest.mark.parametrize("question, value, year", [
    ("What were total revenues in fiscal 2022?", 26_492e6, "2022"),
    ("What were total revenues in fiscal 2023?", 31_352e6, "2023"),  # (the first year's column was always whole)
], ids=["fiscal-2022", "fiscal-2023"])
def test_a_year_centred_over_its_sign_and_amount_heads_that_amount(catalog, question, value, year):
    a = ask(catalog, question, documents=[CLOUD])
    assert a.status == "answered" and a.value == pytest.approx(value), a.answer
    _cited(a, "Total revenues")
    assert all(c.column.endswith(year) and "Fiscal Year Ended January 31," in c.column for c in a.citations), a.citations


# ---------------------------------------------------------------- 3
@pytest.mark.parametrize("question, value", [
    ("What were total revenues for 2022?", 23_182.6e6),
    ("What were Larchmont Burger's revenues in 2021?", 23_222.9e6),
], ids=["total-revenues-2022", "revenues-2021"])
def test_a_heading_line_without_values_answers_nothing(catalog, question, value):
    a = ask(catalog, question, documents=[BURGER])
    assert a.status == "answered" and a.value == pytest.approx(value), a.answer
    _cited(a, "Total revenues")


# ---------------------------------------------------------------- 4
@pytest.mark.parametrize("question, value, band", [
    ("price per case for 12 cases of PL-2050", 128.50, "5–19 cases"),
    ("What is Quenlow's price per case for 12 cases of PL-2050?", 128.50, "5–19 cases"),
    ("What is the price per case for 3 cases of PL-2050?", 142.00, "1–4 cases"),
    ("What does PL-2050 cost per case for 3 cases?", 142.00, "1–4 cases"),
], ids=["12-cases", "12-cases-issuer-named", "3-cases", "3-cases-cost"])
def test_a_heading_centred_over_the_bands_heads_each_band(catalog, question, value, band):
    a = ask(catalog, question)
    assert a.status == "answered" and a.value == pytest.approx(value), a.answer
    _cited(a, "PL-2050")
    assert [c.column for c in a.citations] == [f"Price per case (USD) > {band}"], a.citations


# ---------------------------------------------------------------- 5
@pytest.mark.parametrize("question, year", [
    ("Compute the company's free cash flow for 2020 as net cash provided by operating activities minus capital "
     "expenditures.", "2020"),
    ("Compute Brantley Power's free cash flow for 2020 as net cash provided by operating activities minus capital "
     "expenditures, both taken from the consolidated statement of cash flows. Answer in USD millions.", "2020"),
    ("What was free cash flow in 2019?", "2019"),
], ids=["defined-2020", "defined-from-the-statement-2020", "named-2019"])
def test_free_cash_flow_is_operating_cash_less_capital_expenditures(catalog, question, year):
    a = ask(catalog, question, documents=[POWER])
    assert a.value != pytest.approx(-CAPEX[year] * 1e6) and a.value != pytest.approx(CAPEX[year] * 1e6), a.answer
    assert a.status == "answered" and a.value == pytest.approx((CFO[year] - CAPEX[year]) * 1e6), a.answer
    assert {c.row for c in a.citations} == {"Net cash provided by operating activities", "Capital expenditures"}, \
        a.citations  # the consolidated statement's lines, not Schedule I's
    assert {c.text for c in a.citations} == {f"{CFO[year]:,}", f"({CAPEX[year]:,})"}, a.citations
