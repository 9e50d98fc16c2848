"""A best-of across issuers ("compare Campus Plus pricing across vendors for 2025 ... the most
affordable") asks every issuer's list. A list whose best cell for the question is a text that
reads none of the item's words the other issuers' values read ("Price List 2025 | Products ... -
valid | January to 31 December 2025" atop a price list that sells no plan) does not carry the
item: it is left out, not a value left unread that made the comparison incomplete."""
from __future__ import annotations

import pytest

from tabsql.answer import ask
from tabsql.catalog import Catalog

from catalogs import ingested
from pdfs import Grid, Heading, build_pdf


def _plans(folder, company: str, campus: str, campus_plus: str) -> None:
    build_pdf(folder / f"support_{company.lower()}.pdf", [
        Heading(f"{company} Software — Support price sheet 2025 and 2026"),
        Grid([["Support plan", "2025 (EUR)", "2026 (EUR)"],
              ["Basic", "990.00", "1,040.00"],
              ["Business", "1,780.00", "1,930.00"],
              ["Campus", campus, "610.00"],
              ["Campus Plus", campus_plus, "1,000.00"]], style="grid"),
    ])


@pytest.fixture(scope="module")
def catalog(tmp_path_factory) -> Catalog:
    folder = tmp_path_factory.mktemp("issuers")
    _plans(folder, "Orbital", "590.00", "940.00")
    _plans(folder, "Quillon", "640.00", "1,020.00")
    build_pdf(folder / "pricelist_coastal_2025.pdf", [
        Heading("Coastal Packaging"),
        Grid([["", "Price List 2025"],
              ["Products, delivery fees and volume discounts - valid", "January to 31 December 2025"]],
             style="grid"),
        Grid([["SKU", "Description", "Unit price"],
              ["CP-101", "Padded envelope C4", "EUR 37.72"],
              ["CP-102", "Pallet label A5", "EUR 39.87"]], style="grid"),
    ])
    with ingested(folder, "issuers.duckdb") as cat:
        yield cat


def test_a_list_without_the_item_is_left_out(catalog):
    a = ask(catalog, "Could you compare Campus Plus pricing across vendors for 2025 in EUR and identify the most affordable?")
    assert a.status == "answered" and a.value == "Orbital", a.answer


@pytest.fixture(scope="module")
def on_request(tmp_path_factory) -> Catalog:
    folder = tmp_path_factory.mktemp("on_request")
    _plans(folder, "Orbital", "590.00", "940.00")
    _plans(folder, "Quillon", "640.00", "1,020.00")
    _plans(folder, "Vantor", "560.00", "on request")
    with ingested(folder, "on_request.duckdb") as cat:
        yield cat


def test_an_item_listed_without_a_figure_still_leaves_the_comparison_open(on_request):
    a = ask(on_request, "Could you compare Campus Plus pricing across vendors for 2025 in EUR and identify the most affordable?")
    assert a.status != "answered" and "Vantor" in a.answer, a.answer
