"""A line named by its head noun alone ("the liquidity" of "Total available liquidity"): the words
before the head only say how much of the item is counted (lexicon ``label_amount_modifiers``,
link.head_noun), so they may go unsaid; where another line of the table says that head, the
question does not tell them apart and is refused. Through ingest and ask() on PDFs made here."""
from __future__ import annotations

import pytest

from tabsql.answer import ask
from tabsql.catalog import Catalog

from catalogs import ingested
from pdfs import Grid, Heading, Note, build_pdf


@pytest.fixture(scope="module")
def catalog(tmp_path_factory) -> Catalog:
    folder = tmp_path_factory.mktemp("head_alone")
    build_pdf(folder / "liquidity.pdf", [
        Heading("Heron Air Group"), Note("Table from a Form 10-K annual report filed with the SEC"),
        Grid([["", "2019", "2018"],
              ["Cash", "$280", "$275"],
              ["Short-term investments", "3,546", "4,485"],
              ["Undrawn credit facilities", "3,243", "2,843"],
              ["Total available liquidity", "$7,069", "$7,603"]], style="booktabs"),
    ])
    build_pdf(folder / "two.pdf", [
        Heading("Osprey Air Group"), Note("Table from a Form 10-K annual report filed with the SEC"),
        Grid([["", "2019", "2018"],
              ["Cash", "$410", "$395"],
              ["Liquidity from undrawn credit facilities", "120", "110"],
              ["Total available liquidity", "$5,210", "$5,030"]], style="booktabs"),
    ])
    with ingested(folder, "head_alone.duckdb") as cat:
        yield cat


@pytest.mark.parametrize("question, value", [
    ("What was Heron's liquidity at the end of 2019?", 7069),
    ("What was Heron's average liquidity in 2018 and 2019?", 7336),
])
def test_the_head_noun_alone_names_its_line(catalog, question, value):
    a = ask(catalog, question, documents=["liquidity.pdf"])
    assert a.status == "answered" and a.verified and a.value == pytest.approx(value), a.answer


@pytest.mark.parametrize("question", [
    "What was Osprey's liquidity at the end of 2019?",
    "What was Osprey's average liquidity in 2018 and 2019?",
])
def test_a_line_of_the_same_head_leaves_it_untold(catalog, question):
    a = ask(catalog, question, documents=["two.pdf"])
    assert a.status != "answered", a.answer
