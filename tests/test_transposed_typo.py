"""A mild typo in a common word is read as the word (query_router/informative.py ``correct``,
intent.py): two letters side by side typed in the wrong order ("pirce") stand for the frequent
word ("price"), not a rarer word one added letter away ("pierce"); inside a word joined by a
hyphen or an apostrophe ("hgihest-priced", "waht's") the typo is read word by word.

Real PDF (reportlab) -> real extraction -> real Catalog on a DuckDB file -> ask().
"""
from __future__ import annotations

import pytest

from tabsql.answer import ask
from tests.catalogs import ingested
from tests.pdfs import Grid, Heading, build_pdf


@pytest.fixture(scope="module")
def catalog(tmp_path_factory):
    d = tmp_path_factory.mktemp("transposed_typo")
    build_pdf(d / "tessin_2025.pdf", [
        Heading("Tessin Hardware AG - Price list 2025"),
        Grid([["SKU", "Description", "Unit price (EUR)", "Minimum order quantity"],
              ["TH-1001", "Hinge, steel", "4.20", "50"], ["TH-1002", "Door handle, brass", "17.80", "10"],
              ["TH-1003", "Cabinet lock", "9.35", "20"]], style="grid"),
    ])
    with ingested(d, "transposed_typo.duckdb") as cat:
        yield cat


def test_two_neighbouring_letters_swapped_read_as_the_word(catalog):
    right = ask(catalog, "What is the unit price of SKU TH-1003 in Tessin Hardware's 2025 price list?")
    a = ask(catalog, "What is the unit pirce of SKU TH-1003 in Tessin Hardware's 2025 price list?")
    assert right.status == "answered" and right.value == pytest.approx(9.35), right.answer
    assert a.status == "answered" and a.value == pytest.approx(9.35), a.answer


def test_a_typo_inside_a_hyphenated_word(catalog):
    a = ask(catalog, "Which SKU is the hgihest-priced in Tessin Hardware's 2025 price list?")
    assert a.status == "answered" and a.value == "TH-1002", a.answer
