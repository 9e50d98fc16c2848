"""Make the sample PDFs in examples/pdfs (run: .venv/bin/python examples/make_examples.py).

Two supplier price lists with delivery-fee tiers and the footnote "Prices exclude VAT", and a spec
sheet with entities as columns and a narrow units column. The PDFs are committed, so `make demo`
needs no reportlab; this script documents how they were made and remakes them byte-identically.
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "tests"))

from pdfs import Grid, Heading, Note, build_pdf  # noqa: E402


def price_list(supplier: str, year: int, prices: list[tuple[str, str, str]], fees: list[list[str]]) -> list:
    return [
        Heading(f"{supplier} - Price list {year}"),
        Note(f"Valid from 1 January {year}. All amounts in EUR."),
        Heading("Table 1: Unit prices*", level=2),
        Grid([["SKU", "Description", "Unit price"], *[list(p) for p in prices]], style="grid"),
        Heading("Table 2: Delivery fees per order*", level=2),
        Grid([["Order quantity (units)", "Standard", "Express"], *fees], style="booktabs"),
        Note("* Prices exclude VAT."),
    ]


def main() -> None:
    out = HERE / "pdfs"
    out.mkdir(exist_ok=True)
    build_pdf(out / "supplier-a-pricelist-2025.pdf", price_list(
        "Supplier A", 2025,
        [("A-100", "Steel bracket, small", "EUR 2.40"), ("A-200", "Steel bracket, large", "EUR 3.95"),
         ("A-300", "Mounting rail 1 m", "EUR 11.20")],
        [["1-99", "EUR 45.00", "EUR 90.00"], ["100-499", "EUR 95.00", "EUR 160.00"],
         ["500+", "EUR 0.00", "EUR 60.00"]]))
    build_pdf(out / "supplier-b-pricelist-2025.pdf", price_list(
        "Supplier B", 2025,
        [("B-100", "Steel bracket, small", "EUR 2.15"), ("B-200", "Steel bracket, large", "EUR 4.10"),
         ("B-300", "Mounting rail 1 m", "EUR 10.80")],
        [["1-99", "EUR 45.00", "EUR 85.00"], ["100-499", "EUR 120.00", "EUR 150.00"],
         ["500+", "EUR 30.00", "EUR 75.00"]]))
    build_pdf(out / "planets-reference-data.pdf", [
        Heading("Planetary reference data"),
        Heading("Table 1: Physical characteristics", level=2),
        Grid([["Quantity", "Unit", "Earth", "Mars", "Jupiter"],
              ["Mean radius", "km", "6,371", "3,390", "69,911"],
              ["Density", "g/cm³", "5.51", "3.93", "1.33"],
              ["Surface gravity", "m/s²", "9.81", "3.72", "24.79"],
              ["Known moons", "count", "1", "2", "95"]], style="borderless"),
    ])


if __name__ == "__main__":
    main()
