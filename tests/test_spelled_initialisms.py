"""A label that prints an initialism ("Fuel per ASM:", "AAG") is named by a question that spells it
out word by word ("fuel per available seat mile"), in the router and the proof alike; and the
clause a label's dash adds after its accessories ("Aircraft fuel and related taxes - mainline")
still names the line when the accessories go unsaid. Through ingest and ask() on PDFs made here."""
from __future__ import annotations

import pytest

from tabsql.answer import ask
from tabsql.catalog import Catalog

from catalogs import ingested
from pdfs import Grid, Heading, Note, build_pdf

SOURCE = "Table from a Form 10-K annual report filed with the SEC"


@pytest.fixture(scope="module")
def catalog(tmp_path_factory) -> Catalog:
    folder = tmp_path_factory.mktemp("spelled_initialisms")
    build_pdf(folder / "unit_costs.pdf", [
        Heading("Heron Airlines"), Note(SOURCE),
        Grid([["", "2018", "2017"],
              ["Fuel expense per ASM (cents)", "2.86", "2.22"],
              ["Fuel expense per RPM (cents)", "3.41", "2.65"],
              ["Passenger load factor", "82.1%", "81.7%"]], style="booktabs"),
    ])
    build_pdf(folder / "fuel.pdf", [
        Heading("Heron Airlines"), Note(SOURCE),
        Grid([["", "2018", "2017"],
              ["Total operating expenses", "$41,885", "$38,391"],
              ["Fuel:", "", ""],
              ["Aircraft fuel and related taxes - mainline", "(8,053)", "(6,128)"],
              ["Aircraft fuel and related taxes - regional", "(1,843)", "(1,382)"],
              ["Fuel per ASM:", "", ""],
              ["Aircraft fuel and related taxes - mainline", "(2.86)", "(2.22)"],
              ["Aircraft fuel and related taxes - regional", "(0.65)", "(0.50)"]], style="booktabs"),
    ])
    with ingested(folder, "spelled_initialisms.duckdb") as cat:
        yield cat


def test_a_printed_initialism_is_named_by_its_words_spelled_out(catalog):
    a = ask(catalog, "What was Heron's fuel expense per available seat mile in 2018?", documents=["unit_costs.pdf"])
    assert a.status == "answered" and a.verified and a.value == pytest.approx(2.86), a.answer
    assert a.citations[0].row == "Fuel expense per ASM (cents)"
    assert any(link.term == "available" and link.text == "Fuel expense per ASM (cents)" for link in a.links)


def test_words_that_spell_no_printed_initialism_still_tell_nothing_apart(catalog):
    a = ask(catalog, "What was Heron's fuel expense per available mile in 2018?", documents=["unit_costs.pdf"])
    assert a.status != "answered", a.answer


def test_the_dash_clause_after_a_label_s_accessories_names_the_line(catalog):
    a = ask(catalog, "What was Heron's mainline fuel cost per available seat mile in 2017?", documents=["fuel.pdf"])
    assert a.status == "answered" and a.verified and a.value == pytest.approx(-2.22), a.answer
    regional = ask(catalog, "What was Heron's regional fuel per available seat mile in 2018?", documents=["fuel.pdf"])
    assert regional.status == "answered" and regional.value == pytest.approx(-0.65), regional.answer


def test_the_dash_clause_names_the_amount_where_the_rate_s_base_goes_unsaid(catalog):
    a = ask(catalog, "What was Heron's mainline fuel in 2018?", documents=["fuel.pdf"])
    assert a.status == "answered" and a.value == pytest.approx(-8053), a.answer  # not the "per ASM" line
