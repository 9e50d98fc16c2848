"""A hyphenated compound names a document, a caption or a concept only by every one of its parts, as
it names a label: the "price" of "renewal-price" does not make a price list the document asked
about, so one supplier's plan price is no answer to a question whose "renewal" no document prints. Each question is
answered from the cells it names, or refused; never one supplier's figure picked by half a word.

Real PDFs (reportlab) -> real extraction -> real Catalog on a DuckDB file -> ask().
"""
from __future__ import annotations

import pytest

from tabsql.answer import ask
from tests.catalogs import ingested
from tests.pdfs import Grid, Heading, build_pdf


def _plans(path, title: str, prices: list[str]):
    build_pdf(path, [
        Heading(title),
        Heading("Table 1: Support plans per year", level=2),
        Grid([["Plan", "2025 USD", "2026 USD"], ["Business Basic", prices[0], prices[1]],
              ["Business Plus", prices[2], prices[3]]], style="grid"),
    ])


@pytest.fixture(scope="module")
def catalog(tmp_path_factory):
    d = tmp_path_factory.mktemp("compounds")
    _plans(d / "alder_support.pdf", "Alder Cloud - Support Price List", ["1,200", "1,250", "2,400", "2,500"])
    _plans(d / "birch_support.pdf", "Birch Cloud - Service Plans", ["1,100", "1,180", "2,900", "3,050"])
    with ingested(d, "c.duckdb") as cat:
        yield cat


def test_a_compound_with_an_unprinted_part_names_no_price_list(catalog):
    ans = ask(catalog, "What is the Business Plus renewal-price for 2025 in USD?")
    assert ans.status != "answered", ans.answer


def test_a_misspelt_superlative_in_a_compound_picks_no_supplier(catalog):
    ans = ask(catalog, "Business Plus, 2025, USD: loewst-priced vendor?")
    assert ans.status != "answered", ans.answer


def test_the_supplier_named_still_answers(catalog):
    ans = ask(catalog, "What does Birch Cloud charge for Business Plus in 2025 (USD)?")
    assert ans.status == "answered" and ans.value == 2900, ans.answer
