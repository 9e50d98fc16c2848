"""The proof of the cells: an answer is verified only when the cited cells are the ones the question
names (``links``), no other cell of the cited table fits it as well with another value, and a
superlative is answered by a comparison. Real reportlab PDFs -> ingest -> a DuckDB catalog -> ask().
"""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tabsql.answer import ask
from tests.catalogs import ingested
from tests.pdfs import Grid, Heading, Note, build_pdf


def _build(d: Path) -> Path:
    # a turnover table whose year groups hold an amount and a percent column (the "next column" shape)
    build_pdf(d / "carrefour_1997.pdf", [
        Heading("Carrefour - Annual report 1997"),
        Grid([["", "1997", "1997", "1996", "1996"],
              ["Turnover by region", "FFr bn", "%", "FFr bn", "%"],
              ["France", "92.1", "59.50", "88.0", "61.20"],
              ["Foreign", "62.7", "40.50", "55.8", "38.80"],
              ["Total", "154.8", "100.00", "143.8", "100.00"]], style="grid", header_rows=2,
             spans=[((1, 0), (2, 0)), ((3, 0), (4, 0))]),
        Note("Turnover excluding VAT."),
    ])
    for name, issuer, fees in (("alder", "Alder Packaging Ltd", ("22.10", "37.85", "46.41")),
                               ("norgard", "Norgard Logistics AS", ("19.00", "29.90", "44.00"))):
        build_pdf(d / f"pricelist_{name}_2025.pdf", [
            Heading(f"{issuer} - Price List 2025"), Heading("Delivery fees per order (EUR)", level=2),
            Grid([["Quantity", "Standard", "Express"], ["1-99", fees[0], "40.00"], ["100-499", fees[1], "69.64"],
                  ["500+", fees[2], "80.00"]], style="grid"),
            Note("Delivery fees per order in EUR, excluding VAT."),
        ])
    # years as rows, an amount column beside a per-unit column that also says "cost"
    build_pdf(d / "fuel_costs.pdf", [
        Heading("Heron Air - Fuel"),
        Grid([["Year", "Cost (Millions)", "Average Cost Per Gallon", "Percent of Operating Expenses"],
              ["2010", "$3,620", "$2.51", "32.6%"], ["2009", "3,044", "2.12", "30.2"],
              ["2008", "3,713", "2.44", "35.1"]], style="grid"),
        Note("Fuel and oil expense by year."),
    ])
    return d


@pytest.fixture(scope="module")
def catalog(tmp_path_factory):
    with ingested(_build(tmp_path_factory.mktemp("proof")), "proof.duckdb") as cat:
        yield cat


def test_a_cell_beside_the_named_one_is_not_proven(catalog):
    """"Foreign turnover in 1997": the FFr bn cell, never the percent column next to it."""
    a = ask(catalog, "What was Carrefour's foreign turnover in 1997?")
    assert a.status != "answered" or a.value == pytest.approx(62.7e9) or a.value == pytest.approx(62.7), a.answer
    assert a.status != "answered" or "40.5" not in (a.answer or ""), a.answer


def test_a_percent_asked_for_is_answered_with_its_links(catalog):
    a = ask(catalog, "What percentage of Carrefour's turnover was foreign in 1997?")
    assert a.status != "answered" or a.value == pytest.approx(40.5), a.answer


def test_a_superlative_over_suppliers_is_not_one_suppliers_lookup(catalog):
    """"The cheapest standard delivery for 150 units": Norgard's 29.90, or a refusal; never Alder's 37.85."""
    a = ask(catalog, "What is the cheapest standard delivery for 150 units in 2025?")
    assert a.status != "answered" or a.value in ("Norgard Logistics AS", "Norgard") or a.value == pytest.approx(29.9), a.answer
    one = ask(catalog, "What is the cheapest standard delivery for 150 units in 2025?", documents=["pricelist_alder_2025.pdf"])
    assert not (one.status == "answered" and one.verified and one.route == "lookup"), one.answer


def test_links_show_where_each_term_was_matched(catalog):
    a = ask(catalog, "What is the express delivery fee for 150 units from Alder in 2025?")
    assert a.status == "answered" and a.verified and a.value == pytest.approx(69.64), a.answer
    by_term = {ln.term: ln for ln in a.links}
    assert by_term["express"].matched == "column" and by_term["express"].text == "Express"
    assert by_term["150"].matched == "row" and "100" in by_term["150"].text
    assert by_term["alder"].matched == "document"


def test_an_unlinked_name_is_not_proven(catalog):
    """A word a label of the table prints, but not the cited cell's ("Express" for a Standard fee)."""
    a = ask(catalog, "What is the standard delivery fee for 150 units from Alder in 2025?")
    assert a.status == "answered" and a.value == pytest.approx(37.85), a.answer
    assert all(ln.text != "Express" for ln in a.links)


def test_explain_names_the_documents_given(tmp_path):
    """`--explain` with `--document` names that document as the scope, not "all"."""
    _build(tmp_path)
    db = str(tmp_path / "cli.duckdb")
    cli = [sys.executable, "-m", "tabsql.cli"]
    subprocess.run([*cli, "ingest", str(tmp_path / "pricelist_alder_2025.pdf"), str(tmp_path / "pricelist_norgard_2025.pdf"),
                    "--db", db], capture_output=True, text=True, check=True)
    out = subprocess.run([*cli, "ask", "What is the express delivery fee for 150 units?", "--db", db,
                          "--document", "pricelist_alder_2025.pdf", "--json", "--explain"],
                         capture_output=True, text=True, check=True).stdout
    objs = [json.loads(x) for x in out.split("\n{") and [out[:out.index("\n{") + 1] if "\n{" in out else out]]
    explain = objs[0].get("explain") or {}
    assert explain.get("links", {}).get("documents") == ["pricelist_alder_2025.pdf"], out[:800]


def test_a_change_is_not_computed_from_the_columns_beside_the_named_ones(catalog):
    a = ask(catalog, "What was the change in Carrefour's foreign turnover from 1996 to 1997?")
    assert a.status != "answered" or a.value in (pytest.approx(6.9e9), pytest.approx(6.9)), a.answer


def test_the_sql_states_the_question(catalog):
    """Label predicates and a quantity within its tier's bounds, not bare row numbers; the SQL's
    number is the answer's."""
    a = ask(catalog, "How much more is express than standard delivery for 150 units from Alder in 2025?")
    assert a.status == "answered" and a.verified and a.value == pytest.approx(69.64 - 37.85), a.answer
    assert "_label = '100-499'" in a.sql and '"quantity_low" <= 150' in a.sql and "_row" not in a.sql, a.sql


def test_an_aggregate_of_another_column_than_the_one_named_is_not_proven(catalog):
    """A sum's cells are picked by the rows the question names, but its column must be the named
    one: "the average cost per gallon" names a column, and the "Cost (Millions)" cells beside it
    are not it."""
    a = ask(catalog, "What was the total average cost per gallon in 2008 and 2009?", documents=["fuel_costs.pdf"])
    assert a.value != pytest.approx(3_044e6 + 3_713e6)
    assert a.status != "answered" or {c.column for c in a.citations} == {"Average Cost Per Gallon"}
    total = ask(catalog, "What was the total cost in 2008 and 2009?", documents=["fuel_costs.pdf"])
    assert total.status == "answered" and total.value == pytest.approx(3_044e6 + 3_713e6)
