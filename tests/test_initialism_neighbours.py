"""A measure a label names by a printed initialism ("Operating revenue per ASM (cents)"): a question
word beside the initialism that repeats a word it abbreviates ("per available ASM") is said by it
(link.QuestionTerms._initial_beside); a word it does not begin ("per seat ASM") is not. Through
ingest and ask() on a PDF made here."""
from __future__ import annotations

import pytest

from tabsql.answer import ask
from tabsql.catalog import Catalog

from catalogs import ingested
from pdfs import Grid, Heading, Note, build_pdf


@pytest.fixture(scope="module")
def catalog(tmp_path_factory) -> Catalog:
    folder = tmp_path_factory.mktemp("initialism_neighbours")
    build_pdf(folder / "data.pdf", [
        Heading("Heron Air Group"), Note("Table from a Form 10-K annual report filed with the SEC"),
        Grid([["", "2017", "2016"],
              ["Financial Data (in millions):", "", ""],
              ["Operating revenues", "$21,171", "$20,425"],
              ["Operating expenses", "17,656", "16,665"],
              ["Operating Data:", "", ""],
              ["Available seat miles (ASMs) (000s)", "153,811", "148,522"],
              ["Operating revenue per ASM (cents)", "13.76", "13.75"],
              ["Operating expenses per ASM (cents)", "11.48", "11.22"]], style="booktabs"),
    ])
    with ingested(folder, "initialism_neighbours.duckdb") as cat:
        yield cat


@pytest.mark.parametrize("question, value", [
    ("What was Heron's operating revenue per available ASM in 2016?", 13.75),
    ("What were Heron's operating expenses per available ASM in 2017?", 11.48),
])
def test_a_word_the_initialism_abbreviates_is_said_by_it(catalog, question, value):
    a = ask(catalog, question, documents=["data.pdf"])
    assert a.status == "answered" and a.verified and a.value == pytest.approx(value), a.answer


def test_a_word_it_does_not_begin_is_not(catalog):
    a = ask(catalog, "What was Heron's operating revenue per seat ASM in 2017?", documents=["data.pdf"])
    assert a.status != "answered", a.answer
