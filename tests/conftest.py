"""Shared fixtures: small PDFs made with reportlab, a fresh DuckDB file per test."""
from __future__ import annotations

from pathlib import Path

import pytest

from pdfs import Grid, Heading, Note, build_pdf


def supplier_price_list(path: Path, supplier: str, year: int, standard_fees: list[str]) -> Path:
    """A price list with unit prices and delivery-fee tiers, with the VAT footnote."""
    tiers = ["1-99", "100-499", "500+"]
    return build_pdf(path, [
        Heading(f"{supplier} - Price list {year}"),
        Heading("Table 1: Delivery fees per order*", level=2),
        Grid([["Order quantity (units)", "Standard", "Express"],
              *[[tier, fee, f"EUR {float(fee.split()[1]) * 2:.2f}"] for tier, fee in zip(tiers, standard_fees)]]),
        Note("* Prices exclude VAT."),
    ])


@pytest.fixture
def price_lists(tmp_path: Path) -> Path:
    folder = tmp_path / "pdfs"
    folder.mkdir()
    supplier_price_list(folder / "supplier-a-2025.pdf", "Supplier A", 2025, ["EUR 45.00", "EUR 95.00", "EUR 20.00"])
    supplier_price_list(folder / "supplier-b-2025.pdf", "Supplier B", 2025, ["EUR 50.00", "EUR 120.00", "EUR 30.00"])
    return folder


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "catalog.duckdb"
