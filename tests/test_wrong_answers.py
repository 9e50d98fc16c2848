"""Readings the open-domain path must not give: each test is a shape of question that used to be
answered with a wrong number (a row the question passes over, a ratio split at the wrong word, a
share divided by its own base, half of "the change in the average") or refused although one
document clearly fits.

Real reportlab PDFs -> real extraction -> a real Catalog on a DuckDB file -> ask().
"""
from __future__ import annotations

from pathlib import Path

import pytest

from tabsql.answer import ask, index_for
from tabsql.query_router.readers import open_domain
from tabsql.query_router.analyze import analyze
from tests.catalogs import ingested
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
    with ingested(d, "wrong.duckdb") as cat:
        yield cat


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
    assert a.status == "answered" and a.verified, a.answer
    assert _num(a.value) == pytest.approx(22_626_000)
    assert a.citations[0].document == "deferred_a.pdf"


def test_one_clear_fit_is_answered_in_the_open_setting(catalog):
    """A question whose words only one table's row covers is answered, citing that table."""
    a = ask(catalog, "What was the Accrued warranty in 2019?")
    assert a.status == "answered" and a.verified, a.answer
    assert _num(a.value) == pytest.approx(33_000)
    assert a.citations and a.citations[0].document == "tax.pdf"


def build_more_reports(d: Path) -> Path:
    """Extracts for a difference between two things one report lacks, and a heading of shares."""
    _report(d / "receivables.pdf", "Receivables (in thousands)", ["", "2019", "2018"],
            [["Trade receivables", "31,210", "27,604"], ["Total receivables, net", "35,046", "30,991"]],
            "Receivables consisted of the following.")
    build_pdf(d / "loss_shares.pdf", [
        Heading("Allocation of net loss"),
        Grid([["", "2019", "2018"], ["Net loss allocated to (in millions):", "", ""],
              ["Common stock", "57.9", "41.1"], ["Unvested restricted stock", "0.6", "0.4"],
              ["Percentage of loss allocated to:", "", ""],
              ["Common stock", "98.95 %", "98.5 %"], ["Unvested restricted stock", "1.05 %", "1.5 %"]], style="booktabs"),
        Note("The net loss is allocated between common stock and unvested restricted stock."),
    ])
    _report(d / "liabilities.pdf", "Liabilities (in thousands)", ["", "2019", "2018"],
            [["Current liabilities", "12,400", "11,950"], ["Non-current liabilities", "8,100", "8,730"],
             ["Total liabilities", "20,500", "20,680"]], "Liabilities by maturity.")
    build_pdf(d / "monetary.pdf", [
        Heading("Currency risk"),
        Grid([["", "USD denominated RMB'Million", "Non-USD denominated RMB'Million"], ["As at 31 December 2019", "", ""],
              ["Monetary assets, current", "27,728", "2,899"], ["Monetary assets, non-current", "373", "-"],
              ["As at 31 December 2018", "", ""],
              ["Monetary assets, current", "18,041", "1,994"], ["Monetary assets, non-current", "2,642", "-"]],
             style="grid"),
        Note("Monetary assets and liabilities by currency of denomination."),
    ])
    return d


@pytest.fixture(scope="module")
def more(tmp_path_factory):
    d = build_more_reports(tmp_path_factory.mktemp("wrong_answers_more"))
    with ingested(d, "more.duckdb") as cat:
        yield cat


def test_a_difference_between_two_things_is_not_a_change_over_years(more):
    """"The difference between total net receivables and current net receivables" names two lines;
    a report that prints only the total must not answer with its change from 2018 to 2019."""
    a = ask(more, "What was the difference between total net receivables and current net receivables?")
    assert a.status != "answered"
    a = ask(more, "What was the change in total receivables, net from 2018 to 2019?")  # two years named: a change
    assert a.status == "answered" and _num(a.value) == pytest.approx((35_046 - 30_991) * 1000)


def test_a_row_under_a_heading_of_shares_is_not_the_amount(more):
    """"The average unvested restricted stock" is an amount: the rows under "Percentage of loss
    allocated to:" hold shares of the loss (1.05 %), not the stock's amounts (0.6 and 0.4 million),
    and so are no rival to the amounts either."""
    a = ask(more, "What is the average unvested restricted stock?")
    assert a.status == "answered" and a.verified and _num(a.value) == pytest.approx(500_000)
    assert {c.row for c in a.citations} == {"Net loss allocated to (in millions): > Unvested restricted stock"}


def test_a_date_heading_dates_the_rows_below_it(more):
    """"As at 31 December 2019" over "Monetary assets, current" dates that row's cells; "non-USD
    ... current" names the current row, not "non-current" (whose "non" is the non-USD's)."""
    q = "What was the amount of non-USD denominated current monetary assets as at 31 December 2019?"
    p = open_domain.plan(analyze(q), index_for(more, None))
    assert p is not None and p.status == "answered" and p.value == pytest.approx(2_899e6)
    assert p.operands[0].row.text == "As at 31 December 2019 > Monetary assets, current"
    a = ask(more, q)
    assert a.status == "answered" and a.verified and _num(a.value) == pytest.approx(2_899e6)


def test_a_total_is_not_one_of_its_parts(more):
    """"The total USD denominated monetary assets" is current plus non-current; the current row
    alone (whose "current" the question does not name) is no answer."""
    q = "What was the total USD denominated monetary assets as at 31 December 2019?"
    p = open_domain.plan(analyze(q), index_for(more, None))
    assert p is not None and p.status != "answered"
    a = ask(more, q)
    assert a.status != "answered" or _num(a.value) == pytest.approx((27_728 + 373) * 1e6)


def _price_list(path: Path, title: str, caption: str, header: list[str], rows: list[list[str]]) -> None:
    build_pdf(path, [Heading(title), Heading(caption, level=2), Grid([header, *rows], style="grid"),
                     Note("Prices exclude VAT.")])


def _suppliers(d: Path, german_row: str, german_price: str = "13,97 €") -> Path:
    """Two English 2024 price lists, a German one (cheapest) whose stretch-film row is ``german_row``,
    and a lab-supplies catalogue whose issuer's "Supplies" a question's "supplier" resembles."""
    _price_list(d / "ald.pdf", "Alder Packaging Ltd - Price List 2024", "Table 1: Unit prices by product",
                ["SKU", "Description", "Unit price (EUR)"],
                [["ALD-1", "Stretch film 500 mm x 300 m, 23 µm", "16.03"], ["ALD-2", "Padded envelope C4, white", "30.00"]])
    _price_list(d / "ngd.pdf", "Northgate Distribution BV - Price List 2024", "Table 1: Unit prices by product",
                ["SKU", "Description", "Unit price"],
                [["NGD-1", "Stretch film 500 mm x 300 m, 23 µm", "€14.88"], ["NGD-2", "Cable ties 300 x 5 mm, black", "€4.10"]])
    _price_list(d / "bk.pdf", "Brenner & Kast GmbH - Preisliste 2024", "Tabelle 1: Einzelpreise je Artikel",
                ["Artikelnr.", "Bezeichnung", "Stückpreis"],
                [["BK-1", german_row, german_price], ["BK-2", "Kopierpapier A4 80 g/m², 500 Blatt", "5,31 €"]])
    build_pdf(d / "cop.pdf", [Heading("Copperfield Lab Supplies - Product Catalogue 2025"),
                              Heading("Table 1: Products", level=2),
                              Grid([["Item", "Description", "Price"], ["CP-1", "Pipette tips, 200 µl", "9.50"]])])
    return d


_STRETCH = 'Which supplier had the lowest unit price for "Stretch film 500 mm x 300 m, 23 µm" in 2024?'


def test_a_best_of_across_suppliers_reads_the_german_list(tmp_path):
    d = _suppliers(tmp_path, "Stretchfolie 500 mm x 300 m, 23 µm")
    with ingested(d, "s.duckdb") as cat:
        a = ask(cat, _STRETCH)
    assert a.status == "answered", a.answer
    assert "Brenner" in str(a.value)
    assert {c.document for c in a.citations} == {"ald.pdf", "ngd.pdf", "bk.pdf"}


def test_a_best_of_never_names_a_winner_over_an_unread_list(tmp_path):
    # the German list carries the film, but its price prints as no one number: no winner can be named
    d = _suppliers(tmp_path, "Stretchfolie 500 mm x 300 m, 23 µm", "13,97 14,20 €")
    with ingested(d, "s.duckdb") as cat:
        a = ask(cat, _STRETCH)
    assert a.status != "answered" and a.value is None, a.answer
    assert "Brenner" in a.answer
