"""A word for the amount spent ("expenses") that a line's table prints only in other lines, its
totals ("Total operating expenses"): it says what the table's amounts are, singular or plural, so
"regional fuel expenses" is the "Aircraft fuel - regional" line. Never where a line of the table
names the word with the words that name the asked line, nor for a line of money earned
(cells._spent_in_total; lexicon ``earned_words``); through ingest and ask() on a PDF made here."""
from __future__ import annotations

import pytest

from tabsql.answer import ask
from tabsql.catalog import Catalog

from catalogs import ingested
from pdfs import Grid, Heading, Note, build_pdf


@pytest.fixture(scope="module")
def catalog(tmp_path_factory) -> Catalog:
    folder = tmp_path_factory.mktemp("spent_in_total")
    build_pdf(folder / "costs.pdf", [
        Heading("Heron Air Group"), Note("Table from a Form 10-K annual report filed with the SEC"),
        Grid([["", "2019", "2018", "2017"],
              ["Total operating expenses", "$9,410", "$8,870", "$8,120"],
              ["Aircraft fuel - mainline", "2,105", "1,980", "1,730"],
              ["Aircraft fuel - regional", "412", "388", "351"],
              ["Interest revenue", "96", "88", "71"],
              ["Catering", "230", "219", "205"],
              ["Catering expenses, net of rebates", "204", "197", "181"]], style="booktabs"),
    ])
    with ingested(folder, "spent_in_total.duckdb") as cat:
        yield cat


@pytest.mark.parametrize("question, value", [
    ("What were Heron's regional fuel expenses in 2018?", 388),
    ("What was Heron's regional fuel expense in 2018?", 388),
    ("What were Heron's mainline fuel expenses in 2017?", 1730),
])
def test_a_spent_word_the_totals_print_is_said_of_a_line(catalog, question, value):
    a = ask(catalog, question, documents=["costs.pdf"])
    assert a.status == "answered" and a.verified and a.value == pytest.approx(value), a.answer


def test_the_line_that_prints_the_word_is_the_one_asked(catalog):
    a = ask(catalog, "What were Heron's catering expenses in 2019?", documents=["costs.pdf"])
    assert not (a.status == "answered" and a.value == pytest.approx(230)), a.answer


def test_a_line_of_money_earned_is_no_expense(catalog):
    a = ask(catalog, "What were Heron's interest expenses in 2019?", documents=["costs.pdf"])
    assert a.status != "answered", a.answer
