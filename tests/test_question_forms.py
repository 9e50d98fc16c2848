"""Question forms annual-report readers use: fiscal-year tags, thresholds written loosely, shares
and best-ofs said without "which", changes of rates in points, negated labels, columns named by
function words, two columns asked for together, and the order of a difference.

Real PDFs (reportlab) -> real extraction -> real Catalog -> ask(), each question asked of one report.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from tabsql.answer import ask, index_for
from tabsql.query_router.analyze import analyze
from tabsql.query_router.route import plan
from tests.catalogs import ingested
from tests.pdfs import report_pdf



def build_reports(d: Path) -> Path:
    report_pdf(d / "fiscal.pdf", "Harlow Foods - Annual report 2025", [
        ["", "FY25", "FY24"],
        ["Gross emissions", "87,128", "98,725"],
        ["Energy use (MWh)", "19,144", "12,852"],
    ])
    report_pdf(d / "weeks.pdf", "Marlow Retail - Annual report 2025", [
        ["", "F25", "F24"],
        ["", "53 WEEKS", "52 WEEKS"],
        ["EBITDA", "372", "361"],
        ["Depreciation and amortisation", "(111)", "(102)"],
        ["ROFE (%)", "15.2", "17.1"],
    ], style="grid", header_rows=2)
    report_pdf(d / "revenue.pdf", "Castell Software - Annual report 2025", [
        ["", "2025", "2024"],
        ["Licenses", "14,200", "16,100"],
        ["Maintenance", "18,900", "14,700"],
        ["Services", "6,300", "5,900"],
        ["Total revenue", "39,400", "36,700"],
    ])
    report_pdf(d / "rates.pdf", "Pellam Group - Annual report 2025", [
        ["", "2025", "2024"],
        ["Risk-free interest rate", "2.0%", "1.2%"],
        ["Expected volatility", "27.4%", "33.5%"],
        ["Shares granted", "1,100", "1,000"],
    ])
    report_pdf(d / "currency.pdf", "Tessaly Holdings - Annual report 2025", [
        ["", "USD denominated", "Non-USD denominated"],
        ["Monetary assets", "27,728", "4,120"],
        ["Monetary liabilities", "(5,300)", "(14,732)"],
    ])
    report_pdf(d / "split.pdf", "Ardent Freight - Annual report 2025", [
        ["", "USD denominated", "Non-USD denominated"],
        ["Monetary liabilities, current", "(5,300)", "(14,732)"],
        ["Monetary liabilities, non-current", "(1,200)", "(5,739)"],
    ])
    report_pdf(d / "adoption.pdf", "Brisk Media - Annual report 2025", [
        ["", "As reported", "Adjustments", "Balances without adoption"],
        ["Deferred revenue", "24,264", "(1,945)", "22,319"],
        ["Other non-current liabilities", "38,476", "(5,353)", "33,123"],
    ])
    report_pdf(d / "interest.pdf", "Orrin Systems - Annual report 2025", [
        ["", "2025", "Percent change", "", "2024"],
        ["", "", "Actual", "Constant", ""],
        ["Interest expense", "2,082", "3%", "4%", "2,025"],
        ["Interest income", "310", "-2%", "-1%", "316"],
    ], style="grid", header_rows=2)
    report_pdf(d / "leases.pdf", "Vantor Logistics - Annual report 2025", [
        ["", "Total", "Less than 1 year", "2-5 years", "More than 5 years"],
        ["Operating lease obligations", "3,600", "773", "2,055", "772"],
        ["Purchase obligations", "900", "450", "450", "0"],
    ])
    report_pdf(d / "sheet.pdf", "Corvane Networks Price sheet", [
        ["Support plan", "2025 EUR", "2026 EUR"],
        ["Basic", "990.00", "1,040.00"],
        ["Business", "1,780.00", "1,930.00"],
        ["Mission Critical", "9,400.00", "9,800.00"],
    ])
    report_pdf(d / "preise.pdf", "Talvik GmbH - Wartungspreise", [
        ["Supportplan", "2025", "2026"],
        ["", "USD", "USD"],
        ["Basic", "1,315", "1,440"],
        ["Business", "2,365", "2,595"],
    ], style="grid", header_rows=2)
    report_pdf(d / "vans.pdf", "Haverly Leasing - Data sheet", [
        ["Parameter", "Unit", "Metro", "Porter", "Trek"],
        ["Payload", "kg", "1,050", "1,400", "980"],
        ["CO2 emissions", "g/km", "0", "231", "268"],
    ])
    report_pdf(d / "costs.pdf", "Pellam Tools - Annual report 2025", [
        ["", "2025", "2024"],
        ["Selling and distribution expenses", "(56,619)", "(51,200)"],
        ["Research and development expenses", "(232,354)", "(210,877)"],
        ["Operating profit", "118,400", "97,310"],
    ])
    return d


@pytest.fixture(scope="module")
def catalog(tmp_path_factory):
    d = build_reports(tmp_path_factory.mktemp("forms"))
    with ingested(d, "forms.duckdb") as cat:
        yield cat


def _ask(catalog, question: str, document: str):
    return ask(catalog, question, documents=[document])


# --------------------------------------------------------------------------- analysis
@pytest.mark.parametrize("question, years", [
    ("What were gross emissions in FY19?", [2019]),
    ("What was the change from F18 to F19?", [2018, 2019]),
    ("What were the sales in FY 2019?", [2019]),
    ("What were the sales in FY2019?", [2019]),
])
def test_fiscal_year_tags_are_years(question, years):
    a = analyze(question)
    assert a.years == years
    assert not {a.toks[i] for i in range(len(a.toks)) if i not in a.consumed} & {"fy", "fy19", "f18", "f19", "fy2019"}


@pytest.mark.parametrize("question, value", [
    ("In which year was Maintenance less than15,000 thousands?", 15_000_000),
    ("Which items were above 600,000 thousands?", 600_000_000),
    ("Which items cost more than 2 millions?", 2_000_000),
])
def test_loosely_written_thresholds(question, value):
    a = analyze(question)
    assert [t.value for t in a.thresholds] == [value]


def test_negative_threshold_is_not_guessed():
    """"less than -3,000" may mean more negative or a smaller amount: the comparison is refused."""
    a = analyze("In which year was other income less than -3,000 thousands?")
    assert a.thresholds == [] and a.op == "unsupported"


@pytest.mark.parametrize("question, op", [
    ("What is the percentage constitution of licenses among total revenue in 2025?", "ratio"),
    ("For 2025, what is the component that contributed the most to total revenue?", "argmax"),
    ("Which segment accounted for the smallest share of revenue?", "argmin"),
])
def test_share_and_best_of_forms(question, op):
    assert analyze(question).op == op


# --------------------------------------------------------------------------- answers
def test_fiscal_year_columns(catalog):
    a = _ask(catalog, "What were the gross emissions in FY24?", "fiscal.pdf")
    assert a.status == "answered", a.answer
    assert a.value == pytest.approx(98725)
    change = _ask(catalog, "What is the change in energy use (MWh) from FY24 to FY25?", "fiscal.pdf")
    assert change.status == "answered", change.answer
    assert change.value == pytest.approx(19144 - 12852)

    both = _ask(catalog, "What is the change in energy use (MWh) between both FYs?", "fiscal.pdf")
    assert both.status == "answered", both.answer  # "FYs": the plural of the abbreviation
    assert both.value == pytest.approx(19144 - 12852)

def test_nominal_difference_is_the_larger_less_the_smaller(catalog):
    """"The nominal difference between F25 and F24": stated as a size whichever year is larger."""
    ebitda = _ask(catalog, "What is the nominal difference in EBITDA between F25 and F24?", "weeks.pdf")
    assert ebitda.status == "answered", ebitda.answer
    assert ebitda.value == pytest.approx(11)
    rofe = _ask(catalog, "What is the nominal difference for ROFE between F25 and F24?", "weeks.pdf")
    assert rofe.status == "answered", rofe.answer
    assert rofe.value == pytest.approx(1.9)


def test_change_keeps_its_direction(catalog):
    """A change runs forward in time even when the value fell."""
    a = _ask(catalog, "What was the change in ROFE from F24 to F25?", "weeks.pdf")
    assert a.status == "answered", a.answer
    assert a.value == pytest.approx(-1.9)


def test_difference_between_two_items(catalog):
    """The router states it as a size; the whole pipeline never answers it with the other sign."""
    q = "What is the difference in amount between Deferred Revenue and Other non-current liabilities as reported?"
    p = plan(analyze(q), index_for(catalog, None, ["adoption.pdf"]))
    assert p.status == "answered", p.reason
    assert p.value == pytest.approx(38476 - 24264)
    assert {o.col.text for o in p.operands} == {"As reported"}
    a = _ask(catalog, q, "adoption.pdf")
    assert a.status != "answered" or a.value == pytest.approx(38476 - 24264), a.answer


def test_as_reported_names_its_column(catalog):
    """"As reported" is made of function words only; said word for word it still names the column."""
    a = _ask(catalog, "What is the deferred revenue as reported?", "adoption.pdf")
    assert a.status == "answered", a.answer
    assert a.value == pytest.approx(24264)


def test_best_contributor_is_never_the_total(catalog):
    """Read as a best-of; the total it contributes to is no candidate."""
    a = _ask(catalog, "For 2025, what is the component that contributed the most to total revenue?", "revenue.pdf")
    assert a.status != "answered" or a.value == "Maintenance", a.answer


def test_threshold_without_space(catalog):
    a = _ask(catalog, "In which year was Maintenance less than15,000?", "revenue.pdf")
    assert a.status == "answered", a.answer
    assert a.value == ["2024"]


def test_absolute_percentage_change_of_a_rate_is_in_points(catalog):
    a = _ask(catalog, "What was the absolute percentage change in risk-free interest rate between 2024 and 2025?",
             "rates.pdf")
    assert a.status == "answered", a.answer
    assert a.value == pytest.approx(0.8)
    points = _ask(catalog, "How many percent did the expected volatility change by from 2024 to 2025?", "rates.pdf")
    assert points.status == "answered", points.answer
    assert points.value == pytest.approx(-6.1)


def test_percentage_change_of_a_rate_is_relative(catalog):
    a = _ask(catalog, "What is the year on year percentage change in risk-free interest rate between 2024 and 2025?",
             "rates.pdf")
    assert a.status == "answered", a.answer
    assert a.value == pytest.approx((2.0 - 1.2) / 1.2 * 100)
    amounts = _ask(catalog, "What is the absolute percentage change in shares granted from 2024 to 2025?", "rates.pdf")
    assert amounts.status != "answered" or amounts.value == pytest.approx(10.0), amounts.answer


def test_negated_column_is_not_named_by_the_plain_word(catalog):
    usd = _ask(catalog, "What was the amount of USD denominated monetary assets?", "currency.pdf")
    assert usd.status == "answered", usd.answer
    assert usd.value == pytest.approx(27728)
    non = _ask(catalog, "What was the amount of non-USD denominated monetary assets?", "currency.pdf")
    assert non.status == "answered", non.answer
    assert non.value == pytest.approx(4120)


def test_two_columns_asked_together(catalog):
    """"The actual and constant percentage change": both printed changes, not a change between them."""
    q = "How much was the actual and constant percentage change in interest expense?"
    p = plan(analyze(q), index_for(catalog, None, ["interest.pdf"]))
    assert p.status == "answered" and p.op == "values", p.reason
    assert p.value == pytest.approx([3.0, 4.0])
    a = _ask(catalog, q, "interest.pdf")
    assert a.status != "answered" or a.value == pytest.approx([3.0, 4.0]), a.answer


def test_respective_values_of_two_columns(catalog):
    a = _ask(catalog, "What are the respective values of operating lease obligations that are less than one year "
             "and between 2-5 years?", "leases.pdf")
    assert a.status == "answered", a.answer
    assert a.value == pytest.approx([773, 2055])


def test_rows_the_question_does_not_tell_apart(catalog):
    """"Total monetary liabilities" names neither the current nor the non-current row: no one of them."""
    a = _ask(catalog, "What was the total non-USD denominated monetary liabilities?", "split.pdf")
    assert a.status != "answered" or a.value == pytest.approx(-(14732 + 5739)), a.answer
    named = _ask(catalog, "What were the non-USD denominated current monetary liabilities?", "split.pdf")
    assert named.status == "answered", named.answer
    assert named.value == pytest.approx(-14732)


# --------------------------------------------------------------------------- procurement and finance forms
def test_product_named_with_the_issuer_is_part_of_the_document_reference(catalog):
    """"the Corvane SD-WAN support price sheet": the printed title omits "SD-WAN", yet the words
    between the issuer and the kind of document name that document, not a row or column."""
    a = ask(catalog, "What is the sum of the 2025 EUR prices for the Basic and Business plans in the "
            "Corvane SD-WAN support price sheet?")
    assert a.status == "answered", a.answer
    assert a.value == pytest.approx(2770)


def test_word_the_tables_lack_still_refuses_after_the_document_reference(catalog):
    a = ask(catalog, "What target response time is given in the Corvane SD-WAN support price sheet for "
            "P1 tickets on the Basic plan?")
    assert a.status != "answered", a.answer


def test_price_word_next_to_a_named_currency_column(catalog):
    """"the 2026 USD price": "USD" names the column and "price" is what a money column holds, even when
    the document's title (German) never prints "price"."""
    a = ask(catalog, "Calculate the average 2026 USD price for the plans in the Talvik price sheet.")
    assert a.status == "answered", a.answer
    assert a.value == pytest.approx((1440 + 2595) / 2)


def test_threshold_unit_is_the_measure_unit(catalog):
    """"more than 200 g/km": the unit belongs to the CO2 row's printed unit, not to a missing label."""
    a = _ask(catalog, "How many of the models in the Haverly data sheet show CO2 emissions of more than "
             "200 g/km?", "vans.pdf")
    assert a.status == "answered", a.answer
    assert a.value == 2


def test_imperative_express_is_not_a_label():
    """"Express the change ... as a percentage" is an instruction; "Express delivery" stays a label."""
    assert 0 in analyze("Express the change in the EUR price of the Business plan from 2025 to 2026 as a percentage.").consumed
    assert 0 not in analyze("Express delivery for 500 units costs how much?").consumed


def test_ranking_the_items_of_a_named_total(catalog):
    """"contributed the most to total revenue": the rows that add up to the total are ranked."""
    a = _ask(catalog, "Which revenue line contributed the most to total revenue in 2025?", "revenue.pdf")
    assert a.status == "answered", a.answer
    assert a.value == "Maintenance"


def test_which_is_higher_among_negative_values_is_not_guessed(catalog) -> None:
    """Expenses printed as deductions: the larger number (-210,877, 2024) is the smaller expense, so
    "higher" has two readings and neither may be answered as fact."""
    ans = _ask(catalog, "In which year were research and development expenses higher, 2025 or 2024?", "costs.pdf")
    assert ans.status == "ambiguous", ans.answer
    assert ans.value is None and "negative" in ans.answer
