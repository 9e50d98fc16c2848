"""Readings session 34 built, through ingest and ask() on reportlab tables, each asked of its own document:

- a function word written as a name ("the Value tier") names the line that prints it alone, and a
  line that does not print it is no answer;
- a group whose first line is its own total ("Client assets (in billions)" over "Total client
  assets") keeps the heading's scale for the lines set in as far below that total;
- a precision said after a comma or closing a phrase ("..., one decimal.", "in EUR millions to one
  decimal?") is an instruction, honoured in the answer.
"""
from __future__ import annotations

import pytest

from tabsql.answer import ask
from tabsql.catalog import Catalog

from catalogs import ingested
from pdfs import Grid, Heading, Note, build_pdf


@pytest.fixture(scope="module")
def catalog(tmp_path_factory) -> Catalog:
    d = tmp_path_factory.mktemp("namesscales")
    build_pdf(d / "tiers.pdf", [
        Heading("Annual report (extract)"), Note("Marrowby Wine Estates Ltd"), Heading("Depletions by price tier", level=2),
        Grid([["Price tier", "Cases FY23", "% FY23", "Cases FY24", "% FY24"],
              ["Luxury", "1,284", "5.7%", "1,402", "6.5%"],
              ["Premium", "4,916", "21.9%", "5,183", "24.2%"],
              ["Value", "6,418", "28.5%", "5,606", "26.2%"],
              ["Total depletions", "12,618", "100.0%", "12,191", "100.0%"]], style="booktabs")])
    build_pdf(d / "clients.pdf", [
        Heading("Annual report (extract)"), Note("Quenby Securities, Inc."), Heading("Client metrics", level=2),
        Grid([["", "2023", "2022", "2021"],
              ["Accounts (in thousands)", "", "", ""],
              ["Funded accounts at year end", "4,862", "4,515", "4,208"],
              ["Net new funded accounts", "347", "307", "512"],
              ["Client assets (in billions)", "", "", ""],
              ["Total client assets", "$412.6", "$351.8", "$428.3"],
              ["Net new assets", "38.4", "29.7", "57.2"],
              ["Margin loans", "9.8", "10.6", "14.9"]], style="booktabs", indented_rows=[2, 3, 5, 6, 7])])
    build_pdf(d / "creamery.pdf", [
        Heading("Annual report (extract)"), Note("Ballyhass Co-operative Creameries Ltd"),
        Heading("Revenue by business (EUR'000)", level=2),
        Grid([["Business", "H1 2025", "H1 2024"],
              ["Butter", "48,612", "44,905"], ["Cheese", "36,270", "37,118"], ["Milk powders", "29,854", "27,402"],
              ["Total", "114,736", "109,425"]], style="booktabs")])
    with ingested(d, "namesscales.duckdb") as cat:
        yield cat


def _ask(catalog, question: str, document: str):
    return ask(catalog, question, documents=[document])


def test_a_function_word_written_as_a_name_names_its_line(catalog):
    a = _ask(catalog, "What was the Value tier's share of depletions in FY24?", "tiers.pdf")
    assert a.status == "answered" and a.verified, a.answer
    assert a.value == pytest.approx(26.2)
    b = _ask(catalog, "How much did the Value tier's share of depletions change between FY23 and FY24?", "tiers.pdf")
    assert b.status == "answered" and b.verified, b.answer
    assert b.value == pytest.approx(-2.3)


def test_a_function_word_in_a_headline_is_no_name(catalog):
    a = _ask(catalog, "What Was The Value Of Total Depletions Cases In FY24?", "tiers.pdf")
    assert a.value != 5_606.0, a.answer


def test_a_total_opening_its_group_keeps_the_headings_scale(catalog):
    a = _ask(catalog, "What were margin loans in 2021?", "clients.pdf")
    assert a.status == "answered" and a.verified, a.answer
    assert a.value == pytest.approx(14.9e9)
    b = _ask(catalog, "What were margin loans as a percentage of total client assets in 2021?", "clients.pdf")
    assert b.status == "answered" and b.verified, b.answer
    assert b.value == pytest.approx(3.48, abs=0.01)


@pytest.mark.parametrize("question", [
    "Cheese revenue for H1 2025 - answer in EUR millions, one decimal.",
    "What was cheese revenue in H1 2025, in EUR millions to one decimal?",
])
def test_a_precision_closing_a_phrase_is_an_instruction(catalog, question):
    a = _ask(catalog, question, "creamery.pdf")
    assert a.status == "answered" and a.verified, a.answer
    assert a.value == pytest.approx(36_270_000.0)
    assert "36.3" in a.answer
