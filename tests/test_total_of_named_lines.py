""""The total X" over lines a catalogue prints as X with a size each ("Garden gloves, S | M | L |
XL"): every line the question's words name is a part of the total. The sizes, words the question
leaves unsaid, weigh by how common they are in the scope (another list's "size M", "size L"), so the
lookup's tie held some of the four lines and their sum was answered (a wrong total)."""
from __future__ import annotations

import pytest

from tabsql.answer import ask
from tabsql.catalog import Catalog

from catalogs import ingested
from pdfs import Grid, Heading, build_pdf


FAMILIES = [  # category, product, sizes, first price, step per size
    ("Digging", "Border spade", ("small", "standard"), 24.50, 4.00),
    ("Digging", "Trowel", ("narrow", "wide"), 8.90, 1.10),
    ("Cutting", "Bypass secateurs", ("S", "M", "L"), 18.75, 3.25),
    ("Cutting", "Pruning saw", ("240 mm", "330 mm"), 16.40, 3.60),
    ("Raking", "Leaf rake", ("plastic", "steel"), 11.20, 4.30),
    ("Watering", "Watering can", ("5 l", "10 l"), 12.80, 5.20),
    ("Watering", "Hose reel", ("30 m", "50 m"), 39.00, 15.00),
    ("Planting", "Seed tray set", ("6-pack", "12-pack"), 5.40, 4.60),
    ("Care", "Kneeling pad", ("standard", "XL"), 8.20, 3.30),
    ("Care", "Garden gloves", ("S", "M", "L", "XL"), 6.95, 0.50),
    ("Care", "Wheelbarrow", ("85 l", "110 l"), 64.00, 18.00),
]
ROWS = [[f"FG-{k:02d}{i + 1}", f"{product}, {size}", cat, f"{price + i * step:.2f}"]
        for k, (cat, product, sizes, price, step) in enumerate(FAMILIES, start=1) for i, size in enumerate(sizes)]


@pytest.fixture(scope="module")
def catalog(tmp_path_factory) -> Catalog:
    folder = tmp_path_factory.mktemp("sizes")
    build_pdf(folder / "fenwick_catalogue_2025.pdf", [
        Heading("Fenwick Garden Supplies — Catalogue 2025"),
        Grid([["Item no.", "Product", "Category", "Price (GBP)"], *ROWS], style="grid"),
    ])
    build_pdf(folder / "orvane_pricelist_2025.pdf", [  # sizes M and L are common words of the scope
        Heading("Orvane Lab Supplies Ltd — Price List 2025"),
        Grid([["Item no.", "Product", "Pack size", "Unit price (USD)"],
              ["OLS-1101", "Nitrile gloves, size S", "box of 100", "9.80"],
              ["OLS-1102", "Nitrile gloves, size M", "box of 100", "9.80"],
              ["OLS-1103", "Nitrile gloves, size L", "box of 100", "9.80"],
              ["OLS-5531", "Lab coat, cotton, size L", "1 piece", "27.40"],
              ["OLS-5532", "Lab coat, cotton, size M", "1 piece", "27.40"],
              ["OLS-2210", "Pipette tips, 1000 µl, racked", "rack of 96", "6.10"],
              ["OLS-3320", "Petri dishes, 90 mm", "sleeve of 20", "4.75"],
              ["OLS-4410", "Disinfectant wipes", "tub of 200", "11.40"]], style="grid"),
    ])
    with ingested(folder, "sizes.duckdb") as cat:
        yield cat


def test_the_total_adds_every_size(catalog):
    a = ask(catalog, "What is the total price of all Fenwick garden gloves?")
    assert a.status != "answered" or a.value == pytest.approx(30.80), a.answer
    assert a.status == "answered", a.answer
