"""Readings the open-domain path must not give: each test is a shape of question that used to be
answered with a wrong number (a row the question passes over, a ratio split at the wrong word, a
share divided by its own base, half of "the change in the average") or refused although one
document clearly fits.

Real reportlab PDFs -> real extraction -> a real Catalog on a DuckDB file -> ask().
"""
from __future__ import annotations

from pathlib import Path

import pytest

from tabsql.answer import ask
from tabsql.catalog import Catalog
from tests.pdfs import Grid, Heading, Note, build_pdf


def _report(path: Path, title: str, header: list[str], rows: list[list[str]], prose: str) -> Path:
    return build_pdf(path, [Heading(title), Grid([header, *rows], style="booktabs"), Note(prose)])


def build_reports(d: Path) -> Path:
    """One-table extracts, each the shape of a question once answered wrongly."""
    _report(d / "margins.pdf", "Results as a percentage of sales", ["", "2019", "2018"],
            [["Sales", "100.0 %", "100.0 %"], ["Gross profit", "40.0", "50.9"], ["Operating expenses", "33.1", "30.2"]],
            "Each line is shown as a percentage of sales.")
    _report(d / "tax.pdf", "Deferred tax assets (in thousands)", ["", "2019", "2018"],
            [["Deferred revenue", "425", "398"], ["Accrued warranty", "33", "41"],
             ["Gross deferred tax assets", "38,771", "35,120"]], "Components of deferred tax assets.")
    _report(d / "current_tax.pdf", "Current tax expense (EUR million)", ["", "2019", "2018", "2017"],
            [["Total current tax expense", "1,062", "1,018", "950"]], "Current tax charged in the year.")
    _report(d / "assets.pdf", "Long-lived assets by country (in thousands)", ["", "2019", "2018"],
            [["Long-lived assets", "1,059,077", "902,547"], ["United States", "933,054", "784,469"],
             ["Korea", "28,200", "n/a"]], "Long-lived assets by geographic area.")
    _report(d / "deferred_a.pdf", "Deferred taxes (in thousands)", ["", "2019", "2018"],
            [["Deferred income tax assets", "22,626", "20,114"], ["Deferred income tax liabilities", "(4,012)", "(3,377)"]],
            "Deferred income taxes as reported.")
    _report(d / "deferred_b.pdf", "Income taxes (in thousands)", ["", "2017", "2016"],
            [["Deferred income tax assets:", "", ""], ["Net operating losses", "1,410", "1,380"],
             ["Depreciation", "173", "227"]], "Deferred income tax assets consist of the following.")
    return d


@pytest.fixture(scope="module")
def catalog(tmp_path_factory):
    d = build_reports(tmp_path_factory.mktemp("wrong_answers"))
    cat = Catalog(d / "wrong.duckdb")
    summary = cat.ingest([d])
    assert not summary.failed, summary.failed
    yield cat
    cat.close()


def _num(x) -> float:
    return float(x)


def test_a_row_the_question_names_is_not_passed_over(catalog):
    """"long-lived assets in Korea": the Korea row (empty for 2018), never the Long-lived assets
    row that leaves "Korea" unexplained."""
    a = ask(catalog, "What is the percentage change in the long-lived assets in Korea from 2018 to 2019?",
            documents=["assets.pdf"])
    assert a.status != "answered"
    a = ask(catalog, "What is the percentage change in the long-lived assets in United States from 2018 to 2019?",
            documents=["assets.pdf"])
    assert a.status != "answered" or _num(a.value) == pytest.approx((933_054 - 784_469) / 784_469 * 100)


def test_a_sum_over_a_total_is_not_one_line_over_another(catalog):
    """"A and B over C" divides a sum: neither A/C nor A/B answers it."""
    a = ask(catalog, "What is the proportion, in percentage, of deferred revenue and accrued warranty over gross "
                     "deferred tax assets in 2019?")
    if a.status == "answered":
        share = (425 + 33) / 38_771
        assert _num(a.value) in (pytest.approx(share), pytest.approx(share * 100))


def test_a_share_is_not_divided_by_its_base(catalog):
    """In a table of shares of sales, "the percentage of sales represented by gross profit" is the
    printed share, not Sales (100 %) over Gross profit."""
    a = ask(catalog, "What was the percentage of sales represented by gross profit in 2018?", documents=["margins.pdf"])
    if a.status == "answered":
        assert _num(a.value) in (pytest.approx(50.9), pytest.approx(0.509))


def test_half_of_a_change_in_averages_is_refused(catalog):
    """"The change in the average X between 2017-2018 and 2018-2019" is not the average of two years."""
    a = ask(catalog, "What is the change in the average total current tax expense between 2017-2018, and "
                     "2018-2019?", documents=["current_tax.pdf"])
    assert a.status != "answered" or _num(a.value) == pytest.approx(56_000_000)


def test_a_heading_row_does_not_block_the_open_answer(catalog):
    """A heading "Deferred income tax assets:" with no numbers in another report (its values are in
    the rows below it) is no rival to the row that holds the values."""
    a = ask(catalog, "What was the Deferred income tax assets in 2019?")
    assert a.status == "answered" and a.verified
    assert _num(a.value) == pytest.approx(22_626_000)
    assert a.citations[0].document == "deferred_a.pdf"


def test_one_clear_fit_is_answered_in_the_open_setting(catalog):
    """A question whose words only one table's row covers is answered, citing that table."""
    a = ask(catalog, "What was the Accrued warranty in 2019?")
    assert a.status == "answered" and a.verified
    assert _num(a.value) == pytest.approx(33_000)
    assert a.citations and a.citations[0].document == "tax.pdf"
