"""A price list may print its volume tiers as columns ("Net price (EUR) by quantity > 1–24 |
25–99 | 100+"): a quantity asked picks the tier column it falls in, counted in units or in the
packs the list sells by ("40 cartons", "12 Kartons"), and a unit of sale said once ("per carton")
names no line. A text column only the row's own words name ("Carton size" by "... size 2") is not
the price asked."""
from __future__ import annotations

import pytest

from tabsql.answer import ask
from tabsql.catalog import Catalog

from catalogs import ingested
from pdfs import Grid, Heading, build_pdf

ROWS = [
    ["Ref.", "Article", "Carton size", "Net price (EUR) by quantity", "", ""],
    ["", "", "", "1–24", "25–99", "100+"],
    ["BX-310", "Packing tape, size 2", "carton of 36", "41.20", "38.90", "35.10"],
    ["BX-320", "Stretch wrap, size 3", "carton of 6", "27.60", "25.40", "23.80"],
    ["BX-325", "Stretch wrap 500 mm", "carton of 6", "29.10", "26.70", "24.90"],
    ["BX-326", "Stretch wrap 450 mm", "carton of 6", "28.30", "26.10", "24.20"],
    ["BX-330", "Corner guards, size 1", "carton of 500", "19.75", "18.20", "16.95"],
]


@pytest.fixture(scope="module")
def catalog(tmp_path_factory) -> Catalog:
    folder = tmp_path_factory.mktemp("tiers")
    build_pdf(folder / "brisk_packaging_prices.pdf", [
        Heading("Brisk Packaging GmbH — Prices 2026"),
        Grid(ROWS, style="grid", header_rows=2, spans=[((3, 0), (5, 0)), ((0, 0), (0, 1)), ((1, 0), (1, 1)),
                                                        ((2, 0), (2, 1))]),
    ])
    with ingested(folder, "tiers.duckdb") as cat:
        yield cat


def test_a_quantity_in_units_picks_its_tier_column(catalog):
    a = ask(catalog, "Net price of BX-320 stretch wrap when buying 60 units?")
    assert a.status == "answered" and a.value == 25.4, a.answer


def test_a_quantity_of_packs_picks_its_tier_column(catalog):
    a = ask(catalog, "What does Brisk want per carton of packing tape, size 2, if we take 140 cartons?")
    assert a.status == "answered" and a.value == 35.1, a.answer


def test_a_german_quantity_of_packs_picks_its_tier_column(catalog):
    a = ask(catalog, "Was kostet BX-330 bei 12 Kartons?")
    assert a.status == "answered" and a.value == 19.75, a.answer


def test_no_quantity_leaves_the_tiers_unchosen(catalog):
    a = ask(catalog, "What does Brisk want per carton of packing tape, size 2?")
    assert a.status != "answered", a.answer


def test_a_text_column_its_header_names_is_still_read(catalog):
    a = ask(catalog, "What is the carton size of BX-310?")
    assert a.status == "answered" and "carton of 36" in a.answer, a.answer


def test_a_total_for_a_quantity_is_the_tier_price_times_it(catalog):
    a = ask(catalog, "What would 40 cartons of BX-320 stretch wrap cost in total?")
    assert a.status == "answered" and abs(a.value - 1016.0) < 1e-6, a.answer


@pytest.mark.parametrize("question", ["How much would 40 cartons of BX-320 stretch wrap cost?",
                                      "What do 40 cartons of BX-320 stretch wrap cost?"])
def test_what_a_quantity_costs_is_the_order_total(catalog, question):
    """The quantity is what costs: the order's total, not the tier's price of one carton."""
    a = ask(catalog, question)
    assert a.status == "answered" and abs(a.value - 1016.0) < 1e-6, a.answer


@pytest.mark.parametrize("question", ["What would one carton of BX-320 stretch wrap cost if we order 40 cartons?",
                                      "If we order 40 cartons, what does BX-320 stretch wrap cost per carton?"])
def test_the_price_of_one_unit_at_a_quantity_is_the_tier_price(catalog, question):
    a = ask(catalog, question)
    assert a.status == "answered" and abs(a.value - 1016.0 / 40) < 1e-6, a.answer


def test_a_tier_said_as_a_band_is_the_tier_column(catalog):
    a = ask(catalog, "Which Brisk product is the cheapest in the 100+ band?")
    assert a.status == "answered" and a.value == "BX-330", a.answer


def test_a_number_a_label_prints_is_no_quantity(catalog):
    a = ask(catalog, "Unit price of the 500 mm stretch wrap for 150 units?")
    assert a.status == "answered" and a.value == 24.9, a.answer


def test_a_german_price_per_pack_of_an_article_from_a_tier(catalog):
    a = ask(catalog, "Preis je Karton für Artikel BX-310 ab 100 Kartons?")
    assert a.status == "answered" and a.value == 35.1, a.answer


def test_a_german_order_word_names_nothing(catalog):
    a = ask(catalog, "Was kostet BX-310 bei einer Abnahme von 30 Kartons?")
    assert a.status == "answered" and a.value == 38.9, a.answer
