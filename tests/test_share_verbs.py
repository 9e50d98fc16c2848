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


@pytest.fixture(scope="module")
def sales(tmp_path_factory) -> Catalog:
    folder = tmp_path_factory.mktemp("share_amounts")
    build_pdf(folder / "wren_10k.pdf", [
        Heading("Wren Devices Inc. - Annual report on Form 10-K 2022"), Note("(In millions)"),
        Grid([["", "2022", "2021"], ["Net sales:", "", ""], ["Products", "$ 316,199", "$ 297,392"],
              ["Services", "78,129", "68,425"], ["Total net sales", "$ 394,328", "$ 365,817"]], style="booktabs"),
    ])
    with ingested(folder, "share_amounts.duckdb") as cat:
        yield cat


def test_a_share_that_came_from_a_part_is_the_part_over_the_whole(sales):
    a = ask(sales, "What percentage of Wren's total net sales came from products in 2022?")
    assert a.status == "answered" and a.value == pytest.approx(316_199 / 394_328 * 100, abs=0.01), a.answer


@pytest.mark.parametrize("question", ["Services: what percentage of Wren's 2022 net sales?",
                                      "In 2022, what percentage of net sales did Wren earn from services?"])
def test_a_share_asked_is_never_an_amount_of_money(sales, question):
    """Where no part and whole are read, the one cell of the part (USD 78,129 million) is no share."""
    a = ask(sales, question)
    assert a.value is None or a.unit == "%", a.answer
