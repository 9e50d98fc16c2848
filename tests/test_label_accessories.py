"""A label whose conjunct after "and" adds the item's accessories ("Salaries and related costs";
lexicon ``label_accessories``) is named by its item alone, through ingest and ask() on a PDF made
here. A label that prints the item alone is still the better reading where the table has both."""
from __future__ import annotations

import pytest

from tabsql.answer import ask
from tabsql.catalog import Catalog

from catalogs import ingested
from pdfs import Grid, Heading, Note, build_pdf

SOURCE = "Table from a Form 10-K annual report filed with the SEC"


@pytest.fixture(scope="module")
def catalog(tmp_path_factory) -> Catalog:
    folder = tmp_path_factory.mktemp("accessories")
    build_pdf(folder / "expenses.pdf", [
        Heading("Heron Airlines"), Note(SOURCE),
        Grid([["", "2019", "2018"],
              ["Salaries and related costs", "12,071", "11,458"],
              ["Aircraft fuel", "8,953", "9,307"],
              ["Commissions and related fees", "1,651", "1,558"],
              ["Aircraft rent", "288", "433"],
              ["Total operating expense", "22,963", "22,756"]], style="booktabs"),
    ])
    build_pdf(folder / "both.pdf", [
        Heading("Plover Airlines"), Note(SOURCE),
        Grid([["", "2019", "2018"],
              ["Salaries", "7,100", "6,900"],
              ["Salaries and related costs", "9,300", "9,050"],
              ["Aircraft fuel", "4,210", "4,020"]], style="booktabs"),
    ])
    with ingested(folder, "accessories.duckdb") as cat:
        yield cat


@pytest.mark.parametrize("question", [
    "How much did Heron spend on salaries in 2018?",
    "What were Heron's salaries in 2018?",
])
def test_the_item_alone_names_the_label(catalog, question):
    a = ask(catalog, question, documents=["expenses.pdf"])
    assert a.status == "answered" and a.verified and a.value == 11458.0, a.answer


def test_the_whole_label_still_answers(catalog):
    a = ask(catalog, "What were salaries and related costs in 2019?", documents=["expenses.pdf"])
    assert a.status == "answered" and a.value == 12071.0, a.answer


def test_a_label_printing_the_item_alone_wins(catalog):
    a = ask(catalog, "What were Plover's salaries in 2018?", documents=["both.pdf"])
    assert a.status == "answered" and a.value == 6900.0, a.answer  # not the related costs line
