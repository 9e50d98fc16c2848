"""A share asked with the part's verb said another way ("X accounted for what share of Y", "what
percentage of Y did X account for", "X constituted what share of Y"): read as "contributed" (lexicon
operation_synonyms), so the verb blocks nothing; through ingest and ask() on a PDF made here."""
from __future__ import annotations

import pytest

from tabsql.answer import ask
from tabsql.catalog import Catalog

from catalogs import ingested
from pdfs import Grid, Heading, Note, build_pdf


@pytest.fixture(scope="module")
def catalog(tmp_path_factory) -> Catalog:
    folder = tmp_path_factory.mktemp("share_verbs")
    build_pdf(folder / "channels.pdf", [
        Heading("Heron Air Group"), Note("Table from a Form 10-K annual report filed with the SEC"),
        Grid([["", "2017", "2016", "2015"],
              ["Direct to customer", "62%", "61%", "60%"],
              ["Traditional agencies", "22%", "23%", "23%"],
              ["Online travel agencies", "11%", "11%", "12%"],
              ["Reservation call centers", "5%", "5%", "5%"],
              ["Total", "100%", "100%", "100%"]], style="booktabs"),
    ])
    with ingested(folder, "share_verbs.duckdb") as cat:
        yield cat


@pytest.mark.parametrize("question", [
    "Traditional agencies accounted for what share of Heron's 2016 revenue?",
    "What percentage of Heron's 2016 revenue did traditional agencies account for?",
    "Traditional agencies constituted what share of Heron's 2016 revenue?",
])
def test_the_part_s_verb_of_a_share_blocks_nothing(catalog, question):
    a = ask(catalog, question, documents=["channels.pdf"])
    assert a.status == "answered" and a.verified and a.value == pytest.approx(23), a.answer


def test_a_part_the_table_does_not_print_is_still_refused(catalog):
    a = ask(catalog, "Hotels accounted for what share of Heron's 2016 revenue?", documents=["channels.pdf"])
    assert a.status != "answered", a.answer
