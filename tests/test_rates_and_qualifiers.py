"""Two readings of a label that people leave unsaid, through ingest and ask() on PDFs made here.

- A column of rates beside the amounts ("Dollars | Cost/Gal" under each year): a question that
  names no gallon asks the amount; one that asks "per gallon" never gets the amount.
- "How many fuel gallons ... in 2018" over such a table is the line's value, never a count of cells.
- A label's clause after a comma that says how the item is presented ("Long-term debt, net of
  current portion"): the item said alone names it; a clause that names another measure
  ("Total CASM, excluding fuel") is never dropped, and a contradicting word ("gross") still refuses.
"""
from __future__ import annotations

import pytest

from tabsql.answer import ask
from tabsql.catalog import Catalog

from catalogs import ingested
from pdfs import Grid, Heading, Note, build_pdf

SOURCE = "Table from a Form 10-K annual report filed with the SEC"


@pytest.fixture(scope="module")
def catalog(tmp_path_factory) -> Catalog:
    folder = tmp_path_factory.mktemp("rates")
    build_pdf(folder / "fuel.pdf", [
        Heading("Heron Air Group"), Note(SOURCE),
        Grid([["", "2018", "", "2017", ""],
              ["", "Dollars", "Cost/Gal", "Dollars", "Cost/Gal"],
              ["Raw fuel cost", "$1,938", "$2.31", "$1,437", "$1.80"],
              ["Economic fuel expense", "$1,914", "$2.28", "$1,454", "$1.82"],
              ["GAAP fuel expense", "$1,936", "$2.31", "$1,447", "$1.82"],
              ["Fuel gallons", "839", "", "797", ""]],
             style="booktabs", header_rows=2, spans=[((1, 0), (2, 0)), ((3, 0), (4, 0))]),
    ])
    build_pdf(folder / "liquidity.pdf", [
        Heading("Heron Air Group"), Note(SOURCE),
        Grid([["", "December 31, 2018", "December 31, 2017"],
              ["Cash and marketable securities", "$1,236", "$1,621"],
              ["Long-term debt, net of current portion", "$1,617", "$2,262"],
              ["Shareholders' equity", "$3,751", "$3,460"]], style="booktabs"),
    ])
    build_pdf(folder / "casm.pdf", [
        Heading("Heron Air Group"), Note(SOURCE),
        Grid([["", "2018", "2017"],
              ["Aircraft fuel, including hedging gains and losses", "2.96", "2.33"],
              ["Total CASM, excluding fuel and special items", "8.50", "8.25"]], style="booktabs"),
    ])
    with ingested(folder, "rates.duckdb") as cat:
        yield cat


def _ask(cat: Catalog, question: str, doc: str):
    return ask(cat, question, documents=[doc])


@pytest.mark.parametrize("question, value", [
    ("What was the economic fuel expense in 2018?", 1914.0),
    ("How much was Heron's GAAP fuel expense in 2017?", 1447.0),
])
def test_the_amount_beside_a_rate(catalog, question, value):
    a = _ask(catalog, question, "fuel.pdf")
    assert a.status == "answered" and a.verified and a.value == value, a.answer


def test_a_rate_asked_is_never_the_amount(catalog):
    a = _ask(catalog, "What was the economic fuel expense per gallon in 2018?", "fuel.pdf")
    assert a.value != 1914.0, a.answer
    assert a.status != "answered" or a.value == 2.28, a.answer


def test_how_many_of_a_measure_under_a_years_columns(catalog):
    # "2018 > Dollars | Cost/Gal": the line's cells under 2018 are the measure's values, not a
    # count of cells (it answered 1)
    a = _ask(catalog, "How many fuel gallons were used in 2018?", "fuel.pdf")
    assert a.value != 1.0, a.answer
    assert a.status == "answered" and a.value == 839.0, a.answer


def test_a_presentation_clause_may_go_unsaid(catalog):
    a = _ask(catalog, "What was Heron's long-term debt at the end of 2018?", "liquidity.pdf")
    assert a.status == "answered" and a.verified and a.value == 1617.0, a.answer
    b = _ask(catalog, "What was the aircraft fuel in 2017?", "casm.pdf")
    assert b.status == "answered" and b.value == 2.33, b.answer


def test_a_contradicting_word_still_refuses(catalog):
    a = _ask(catalog, "What was Heron's gross long-term debt at the end of 2018?", "liquidity.pdf")
    assert a.status != "answered", a.answer


def test_a_clause_naming_another_measure_is_kept(catalog):
    a = _ask(catalog, "What was the total CASM in 2018?", "casm.pdf")
    assert a.status != "answered" or a.value != 8.50, a.answer
