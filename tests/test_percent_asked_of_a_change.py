"""Wordings that ask a change in percent and a threshold with a currency sign.

"By what percentage did X change from 2023 to 2025" asks a percent change: the reader of one
table line read it as a plain difference (an amount in EUR where a percent was asked, a wrong
answer). "more than £15" states a threshold in pounds: text.fold spells only "€" and "$" as
words, so the pound sign left no threshold to filter by."""
from __future__ import annotations

import pytest

from tabsql.answer import ask
from tabsql.catalog import Catalog

from catalogs import ingested
from pdfs import Grid, Heading, Note, build_pdf


@pytest.fixture(scope="module")
def catalog(tmp_path_factory) -> Catalog:
    folder = tmp_path_factory.mktemp("percent")
    build_pdf(folder / "marlow_annual_report_2025.pdf", [
        Heading("Marlow Instruments plc — Annual Report 2025"),
        Note("Consolidated income statement (in EUR thousands)"),
        Grid([["", "2025", "2024", "2023"],
              ["Revenue", "1,842,310", "1,790,050", "1,648,626"],
              ["Cost of sales", "(953,541)", "(939,668)", "(860,089)"],
              ["Gross profit", "888,769", "850,382", "788,537"],
              ["Operating expenses", "(512,400)", "(498,210)", "(471,003)"],
              ["Operating profit", "376,369", "352,172", "317,534"]], style="booktabs"),
    ])
    build_pdf(folder / "fenwick_catalogue_2025.pdf", [
        Heading("Fenwick Garden Supplies — Catalogue 2025"),
        Grid([["Item no.", "Product", "Category", "Price (GBP)"],
              ["FG-11", "Watering can, 5 l", "Watering", "12.80"],
              ["FG-12", "Watering can, 10 l", "Watering", "18.00"],
              ["FG-21", "Hose reel, 30 m", "Watering", "39.00"],
              ["FG-31", "Trowel, narrow", "Digging", "8.90"],
              ["FG-32", "Border spade", "Digging", "24.50"]], style="grid"),
    ])
    with ingested(folder, "percent.duckdb") as cat:
        yield cat


def test_by_what_percentage_is_no_plain_difference(catalog):
    a = ask(catalog, "By what percentage did Marlow Instruments' profit after cost of sales change from 2023 to 2025?")
    assert a.status != "answered" or a.unit == "%", a.answer


def test_a_threshold_in_pounds_filters(catalog):
    a = ask(catalog, "Which Fenwick watering products cost more than £15?")
    assert a.status == "answered" and sorted(a.value) == ["Hose reel, 30 m", "Watering can, 10 l"], a.answer
