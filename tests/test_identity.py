"""Document identity read from the document (10-K covers, headings over a title) and questions that
name a company, through ingest and ask() on PDFs made here."""
from __future__ import annotations

from pathlib import Path

import pytest

from tabsql.answer import ask
from tabsql.catalog import Catalog

from pdfs import Break, Grid, Heading, Note, build_pdf

ACT = "ANNUAL REPORT PURSUANT TO SECTION 13 OR 15(d) OF THE SECURITIES EXCHANGE ACT OF 1934"


def _filing(path: Path, name: str, fiscal_end: str, revenue: tuple[str, str], years: tuple[str, str]) -> Path:
    """A 10-K: the cover (form, Act, fiscal year, the registrant's name in capitals) and an income
    statement whose prose spells the name in mixed case."""
    return build_pdf(path, [
        Note("UNITED STATES"), Note("SECURITIES AND EXCHANGE COMMISSION"), Note("Washington, D.C. 20549"),
        Heading("FORM 10-K"), Note(ACT), Note(f"For the fiscal year ended {fiscal_end}"),
        Note("Commission File Number 1-12345"), Heading(name.upper()),
        Note("(Exact name of registrant as specified in its charter)"),
        Note("Delaware 12-3456789"),
        Break(),
        Heading("Consolidated Statements of Operations"),
        Note(f"{name} and subsidiaries. (in millions)"),
        Grid([["", years[0], years[1]], ["Net revenue", "$" + revenue[0], "$" + revenue[1]],
              ["Operating income", "410", "380"]], style="booktabs"),
        Note(f"{name} reports its results in U.S. dollars ($)."),
    ])


@pytest.fixture(scope="module")
def catalog(tmp_path_factory) -> Catalog:
    folder = tmp_path_factory.mktemp("filings")
    _filing(folder / "halden-10k.pdf", "Halden Marine Corporation", "May 31, 2023", ("2,410", "2,205"), ("2023", "2022"))
    _filing(folder / "norrow-10k.pdf", "Norrow Freight Inc.", "December 31, 2023", ("1,180", "1,090"), ("2023", "2022"))
    build_pdf(folder / "tab-3.pdf", [
        Heading("Pelican Airways"), Note("Table from a Form 10-K annual report filed with the SEC"),
        Grid([["Year", "Fuel Expense (in millions)", "Gallons Consumed (in millions)"],
              ["2018", "$9,307", "4,137"], ["2017", "$6,913", "3,978"]], style="grid"),
    ])
    cat = Catalog(folder / "id.duckdb")
    summary = cat.ingest([folder])
    assert not summary.failed, summary.failed
    yield cat
    cat.close()


def _meta(cat: Catalog, name: str):
    return next(d.meta for d in cat.documents() if d.name == name)


def test_a_10k_cover_names_the_filer_and_the_fiscal_year_not_the_act(catalog):
    m = _meta(catalog, "halden-10k.pdf")
    assert (m.issuer, m.form, m.doc_type, m.year, m.period_end) == (
        "Halden Marine Corporation", "10-K", "annual_report", 2023, "2023-05-31")
    assert m.currency == "USD"
    assert _meta(catalog, "norrow-10k.pdf").issuer == "Norrow Freight Inc."


def test_a_heading_above_the_title_is_the_issuer(catalog):
    assert _meta(catalog, "tab-3.pdf").issuer == "Pelican Airways"


def test_a_question_naming_a_company_is_scoped_to_its_reports(catalog):
    a = ask(catalog, "What was Halden's net revenue in 2023?")
    assert a.status == "answered" and a.value == pytest.approx(2_410e6), a.answer
    assert {c.document for c in a.citations} == {"halden-10k.pdf"}
    b = ask(catalog, "What was the net revenue of Norrow Freight in 2022?")
    assert b.status == "answered" and b.value == pytest.approx(1_090e6), b.answer


def test_company_words_still_link_when_the_document_is_given(catalog):
    a = ask(catalog, "What was Halden Marine's net revenue in 2023?", documents=["halden-10k.pdf"])
    assert a.status == "answered" and a.value == pytest.approx(2_410e6), a.answer
    b = ask(catalog, "What was the fuel expense of Pelican Airways in 2017?", documents=["tab-3.pdf"])
    assert b.status == "answered" and b.value == pytest.approx(6_913e6), b.answer


def test_a_company_the_documents_do_not_hold_is_not_answered_from_another(catalog):
    a = ask(catalog, "What was Kestrel Shipping's net revenue in 2023?")
    assert a.status != "answered", a.answer


def test_a_mild_typo_in_a_company_name_still_links(catalog):
    a = ask(catalog, "What was Haldenn's net revenue in 2023?")
    assert a.status == "answered" and a.value == pytest.approx(2_410e6), a.answer


def test_a_year_range_said_backwards_is_read(catalog):
    a = ask(catalog, "What was Halden's net revenue within the period of 2023-2022?")
    assert a.status in ("answered", "not_found", "ambiguous")
    if a.status == "answered":
        assert sorted(a.value) == pytest.approx([2_205e6, 2_410e6]), a.answer


@pytest.fixture(scope="module")
def costs(tmp_path_factory) -> Catalog:
    folder = tmp_path_factory.mktemp("costs")
    build_pdf(folder / "tab-9.pdf", [
        Heading("Pelican Airways"), Note("Table from a Form 10-K annual report filed with the SEC"),
        Grid([["", "2018", "2017", "Percent Increase (Decrease)"],
              ["Salaries and benefits", "4.34", "4.32", "0.5"],
              ["Total cost per seat mile, excluding fuel", "11.06", "10.90", "1.4"],
              ["Total cost per seat mile", "14.85¢", "13.88¢", "6.9"]], style="grid",
             col_widths=[210, 60, 60, 150]),
    ])
    cat = Catalog(folder / "c.duckdb")
    assert not cat.ingest([folder]).failed
    yield cat
    cat.close()


def test_a_percent_change_the_table_prints_is_cited(costs):
    a = ask(costs, "What is the percentage change of total cost per seat mile excluding fuel from 2017 to 2018?")
    assert a.status == "answered" and a.value == pytest.approx(1.4), a.answer
    assert a.citations[0].column.startswith("Percent Increase")


def test_cents_are_a_hundredth_of_a_dollar(costs):
    a = ask(costs, "What was the total cost per seat mile in 2017?")
    assert a.status == "answered" and a.value == pytest.approx(0.1388) and a.unit == "USD", a.answer
