"""An operation over two things the question names is never answered by one cell: where one
member's name begins the other's ("City Van" and "City Van e"), the one column whose heading says
both names' words explains every word of the question, yet the sum asked needs both cells. That
one cell is no reading of the question: it neither disputes the sum of the two cells nor fills a
refusal.

Real PDFs (reportlab) -> real extraction -> real Catalog on a DuckDB file -> ask().
"""
from __future__ import annotations

import pytest

from tabsql.answer import ask
from tests.catalogs import ingested
from tests.pdfs import Grid, Heading, Note, build_pdf


@pytest.fixture(scope="module")
def catalog(tmp_path_factory):
    d = tmp_path_factory.mktemp("members")
    build_pdf(d / "specs_harbor.pdf", [
        Heading("Harbor Rentals - Data sheet"),
        Note("Van fleet - model comparison. Lease rates are per vehicle and month over 48 months."),
        Heading("Table 1: Vehicle specifications and lease rates", level=2),
        Grid([["Parameter", "Unit", "Box 3.5t", "City Van", "City Van e", "Cargo Max"],
              ["Payload", "kg", "1,577", "780", "690", "1,250"],
              ["Range", "km", "628", "820", "310", "900"],
              ["Monthly lease", "EUR", "946.45", "412.30", "529.90", "688.00"]], style="grid"),
        Note("Lease rates exclude VAT."),
    ])
    build_pdf(d / "specs_other.pdf", [
        Heading("Northwind Motors - Fleet data sheet 2025"),
        Heading("Table 1: Fleet models", level=2),
        Grid([["", "Porter", "Porter XL"], ["Payload (kg)", "900", "1,400"], ["Range (km)", "750", "700"]],
             style="grid"),
    ])
    with ingested(d, "m.duckdb") as cat:
        yield cat


def test_a_sum_of_two_named_members_is_not_one_cell(catalog):
    ans = ask(catalog, "Harbor Rentals: monthly lease of the City Van plus the City Van e, combined?")
    assert ans.status == "answered" and ans.value == pytest.approx(942.20), ans.answer


def test_one_member_still_answers(catalog):
    ans = ask(catalog, "Harbor Rentals: monthly lease of the City Van e?")
    assert ans.status == "answered" and ans.value == pytest.approx(529.90), ans.answer
