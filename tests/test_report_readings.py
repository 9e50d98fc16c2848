"""Readings of annual-report extracts asked of one report, and of every report at once.

Real reportlab PDFs -> real extraction -> a real Catalog; every question goes through ask(), with
``documents`` naming the report where a reader holding that report asks.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from tabsql.answer import ask, index_for
from tabsql.query_router.readers import open_domain
from tabsql.query_router.intent import read
from tests.catalogs import ingested
from tests.pdfs import Grid, Heading, Note, build_pdf


def _extract(path: Path, header: list[str], rows: list[list[str]], prose: str) -> Path:
    return build_pdf(path, [Heading("Annual report (extract)"), Grid([header, *rows], style="booktabs"), Note(prose)])


@pytest.fixture(scope="module")
def reports(tmp_path_factory):
    d = tmp_path_factory.mktemp("report_readings")
    _extract(d / "income.pdf", ["", "2019", "2018", "2017", "Variation 2019 vs 2018", "Variation 2018 vs 2017"],
             [["Net revenues", "9,556", "9,664", "8,347", "(1.1)%", "15.8%"],
              ["Gross profit", "3,696", "3,861", "3,272", "(4.3)%", "18.0%"]],
             "Selected items of the income statement.")
    _extract(d / "opex.pdf", ["", "2019", "2018"],
             [["Other operating expenses", "27.0", "33.7"], ["Restructuring", "139.3", "479.6"],
              ["Total Other operating expenses", "166.3", "513.3"]],
             "Other operating expenses were as follows.")
    _extract(d / "rates.pdf", ["", "Domestic September 30, 2019", "International September 30, 2019"],
             [["Discount rate", "4.00%", "1.90%"], ["Expected return on plan assets", "6.50%", "3.40%"]],
             "Weighted-average assumptions used to determine benefit obligations.")
    _extract(d / "fees.pdf", ["", "2018", "2019"],
             [["Audit Fees(1)", "16,014,014", "17,639,702"], ["Audit-Related Fees(2)", "106,528", "153,203"],
              ["Tax Fees(3)", "1,318,798", "119,098"]],
             "Fees billed by the independent auditors.")
    _extract(d / "alpha.pdf", ["", "Fiscal Year End 2019", "Fiscal Year End 2018"],
             [["Total current assets", "7,210", "6,455"], ["Total assets", "19,694", "18,112"]],
             "Balance sheet data.")
    _extract(d / "beta.pdf", ["", "2019", "2018"],
             [["Total current assets", "2,101", "1,877"], ["Total assets", "5,765.2", "5,110.4"]],
             "Summary balance sheet.")
    _extract(d / "deferred.pdf", ["", "2019", "2018"],
             [["Deferred tax liabilities", "", ""], ["Property, plant and equipment", "(3,489)", "(3,011)"],
              ["Goodwill and other intangible assets", "(3,019)", "(3,303)"], ["Other", "—", "(23)"],
              ["Gross deferred tax liabilities", "(6,508)", "(6,337)"]],
             "Components of deferred taxes.")
    _extract(d / "related.pdf", ["", "2019", "2018"],
             [["Sales:", "", ""], ["Product and equipment sales to affiliates", "10,436", "26,069"],
              ["Purchases", "", ""], ["Purchases of inventories, supplies and services", "9,399", "256,660"]],
             "Transactions with related parties.")
    with ingested(d, "reports.duckdb") as cat:
        yield cat


def _ask(cat, question: str, doc: str | None = None):
    return ask(cat, question, documents=[doc] if doc else None)


def _num(a) -> float:
    assert a.status == "answered" and a.verified, a.answer
    return float(a.value)


def test_an_average_over_years_leaves_out_the_columns_of_changes(reports):
    """The "Variation 2019 vs 2018" columns beside the years are no members of the run of years."""
    a = _ask(reports, "What is the average Gross profit?", "income.pdf")
    assert _num(a) == pytest.approx((3696 + 3861 + 3272) / 3 * 1e6, rel=1e-6) or \
        _num(a) == pytest.approx((3696 + 3861 + 3272) / 3, rel=1e-6)
    assert {c.column for c in a.citations} == {"2019", "2018", "2017"}


def test_a_label_the_question_quotes_whole_wins_over_its_shorter_twin(reports):
    q = "What was the percentage change in Total Other operating expenses between 2018 and 2019?"
    p = open_domain.plan(read(q).analysis, index_for(reports, None, ["opex.pdf"]))
    assert p is not None and p.status == "answered", p and p.reason
    assert p.value == pytest.approx((166.3 - 513.3) / 513.3 * 100, abs=0.01)
    a = _ask(reports, q, "opex.pdf")  # the linked cells may read the shorter twin: then the two disagree
    assert a.status != "answered" or float(a.value) == pytest.approx(p.value, abs=0.01)


def test_two_columns_named_apart_though_their_headers_share_a_date(reports):
    a = _ask(reports, "What is the difference between the domestic and international discount rates as at "
                      "September 30, 2019?", "rates.pdf")
    assert _num(a) == pytest.approx(2.1, abs=1e-6)
    a = _ask(reports, "What is the difference between the international and domestic discount rates as at "
                      "September 30, 2019?", "rates.pdf")
    assert _num(a) == pytest.approx(2.1, abs=1e-6)  # a difference of two items: the larger less the smaller


def test_a_change_asked_of_one_year_runs_from_the_year_before(reports):
    a = _ask(reports, "What is the percentage change in audit-related fees in 2019?", "fees.pdf")
    assert _num(a) == pytest.approx((153203 - 106528) / 106528 * 100, abs=0.01)
    assert all("Audit-Related" in c.row for c in a.citations)


def test_the_same_label_in_several_reports_is_not_answered_from_one(reports):
    """"Fiscal Year End 2019" prints "year" as well, which tells no report apart."""
    a = _ask(reports, "What is the total assets for year 2019?")
    assert a.status != "answered"
    a = _ask(reports, "What is the total assets for year 2019?", "beta.pdf")
    assert _num(a) == pytest.approx(5765.2, rel=1e-6)


def test_the_items_of_a_group_with_a_dash_among_them(reports):
    """A dash (zero) among deductions is neither an addition nor a deduction."""
    a = _ask(reports, "What are the items under deferred tax liabilities?", "deferred.pdf")
    assert a.status == "answered", a.answer
    assert a.value == ["Property, plant and equipment", "Goodwill and other intangible assets", "Other"]


def test_the_one_line_under_a_heading_is_named_by_the_heading(reports):
    a = _ask(reports, "What are the respective sales and purchases for 2018?", "related.pdf")
    assert a.status == "answered" and a.verified, a.answer
    assert [float(v) for v in a.value] == [26069, 256660]


def test_a_verb_form_meets_the_label_that_prints_its_base_word(tmp_path):
    """"expiring" meets the row "Due to expire", "ending" the row "... at end of year"."""
    _extract(tmp_path / "options.pdf", ["", "2019", "2018"],
             [["Outstanding at beginning of year", "1,200", "1,050"], ["Granted", "310", "420"],
              ["Due to expire", "45", "270"], ["Outstanding at end of year", "1,465", "1,200"]],
             "Stock option activity.")
    with ingested(tmp_path, "options.duckdb") as cat:
        a = _ask(cat, "How many options were expiring in 2018?", "options.pdf")
        assert _num(a) == pytest.approx(270)
        a = _ask(cat, "How many options were outstanding at the year ending 2019?", "options.pdf")
        assert _num(a) == pytest.approx(1465)
