"""The answer sentence through ask(): the source's decimals and unit, scale words, a best-of's winner
with its value, conditions that qualify the cited cells only, and the document chosen when the
question names no year. Every answer here must still verify."""
from __future__ import annotations

import pytest

from catalogs import ingested
from conftest import supplier_price_list
from pdfs import Grid, Heading, Note, build_pdf
from tabsql.answer import ask


@pytest.fixture(scope="module")
def cat(tmp_path_factory):
    d = tmp_path_factory.mktemp("answer_text")
    supplier_price_list(d / "supplier-a-2025.pdf", "Supplier A", 2025, ["EUR 45.00", "EUR 95.00", "EUR 20.00"])
    supplier_price_list(d / "supplier-a-2026.pdf", "Supplier A", 2026, ["EUR 48.00", "EUR 99.50", "EUR 22.00"])
    supplier_price_list(d / "supplier-b-2025.pdf", "Supplier B", 2025, ["EUR 50.00", "EUR 120.00", "EUR 30.00"])
    build_pdf(d / "ar.pdf", [
        Heading("Kestrel Works plc - Annual Report 2025"),
        Heading("Table 1: Consolidated income statement (in EUR millions)", level=2),
        Grid([["", "2024", "2025"], ["Revenue", "58,100", "62,700"], ["Operating income", "4,250", "4,410"]],
             style="booktabs")])
    build_pdf(d / "bodies.pdf", [
        Heading("Orbital Survey Ltd - Reference data"),
        Heading("Table 1: Bodies", level=2),
        Grid([["Quantity", "Unit", "Vela", "Corvus"], ["Density", "g/cm³", "5.51", "n/a"],
              ["Eccentricity", "", "0.017", "0.093"], ["Albedo", "%", "30.6", "25.0"]]),
        Note("Note: Eccentricity is dimensionless. Albedo as a percentage of incident light. n/a = not available.")])
    with ingested(d, "t.duckdb") as catalog:
        yield catalog


def _answered(cat, question: str):
    a = ask(cat, question)
    assert a.status == "answered" and a.verified, (question, a.answer)
    return a


def test_value_in_the_source_style_and_unit(cat) -> None:
    a = _answered(cat, "What is the standard delivery fee for 100-499 units from Supplier B?")
    assert a.answer == "EUR 120.00 (Prices exclude VAT)."


def test_scale_words_for_large_amounts(cat) -> None:
    a = _answered(cat, "What was Kestrel Works' revenue in 2025?")
    assert a.value == 62_700_000_000 and a.answer == "EUR 62.7 billion."
    avg = _answered(cat, "What was the average revenue of Kestrel Works in 2024 and 2025?")
    assert avg.answer == "EUR 60.4 billion (average of 2 cited cells)."


def test_best_of_names_the_winner_and_its_value(cat) -> None:
    a = _answered(cat, "Which supplier has the lowest express fee for 1-99 units in 2025?")
    assert a.value == "Supplier A"
    assert a.answer.startswith("Supplier A: EUR 90.00 (lowest of 2 cited cells)")


def test_conditions_only_those_that_qualify_the_cited_cells(cat) -> None:
    albedo = _answered(cat, "What is the albedo of Corvus?")
    assert albedo.answer == "25.0% (Albedo as a percentage of incident light)."
    assert albedo.conditions == ["Albedo as a percentage of incident light"]
    density = _answered(cat, "What is the density of Vela?")
    assert density.conditions == [] and density.answer == "5.51 g/cm³."  # not Eccentricity's, not the n/a legend


def test_says_which_document_when_the_question_names_no_year(cat) -> None:
    a = _answered(cat, "What is the standard delivery fee for 100-499 units from Supplier A?")
    chosen = a.citations[0].document
    assert chosen in ("supplier-a-2025.pdf", "supplier-a-2026.pdf")
    assert f"from {chosen} ({chosen[-8:-4]}), one of 2 documents of Supplier A; the question names no year" in a.answer
    named = _answered(cat, "What is the standard delivery fee for 100-499 units from Supplier A in 2026?")
    assert named.answer == "EUR 99.50 (Prices exclude VAT)."
