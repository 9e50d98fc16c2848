"""A question that asks an amount of money names a line whose count column its words also meet
("How much money was spent in the Second Half 2021 Accelerated Share Repurchase Program" meets
"Shares received" by "share", a word the line's label says): the amount asked is the line's cell
of money ("Cash paid"), or, where the line prints money in several columns, its "Total" column
(query_router.money_column). A column the question names by words of its own stays asked; several
money columns with no total leave the amount untold. Through ingest and ask() on PDFs made here."""
from __future__ import annotations

import pytest

from tabsql.answer import ask
from tabsql.catalog import Catalog

from catalogs import ingested
from pdfs import Grid, Heading, Note, build_pdf

_NOTE = Note("Table from a Form 10-K annual report filed with the SEC")


@pytest.fixture(scope="module")
def catalog(tmp_path_factory) -> Catalog:
    folder = tmp_path_factory.mktemp("money_column")
    build_pdf(folder / "buyback.pdf", [
        Heading("Kestrel Airways"), _NOTE,
        Grid([["", "Shares received", "Cash paid"],
              ["First Half 2021 Accelerated Share Repurchase Program", "6.15", "$300"],
              ["Second Half 2021 Accelerated Share Repurchase Program", "5.02", "250"],
              ["Open Market Share Repurchases", "1.45", "75"],
              ["Total", "12.62", "$625"]], style="booktabs"),
    ])
    build_pdf(folder / "equity.pdf", [
        Heading("Plover Airlines"), _NOTE,
        Grid([["", "Shares", "Treasury Stock", "Retained Earnings", "Total"],
              ["Balance at December 31, 2020", "310.2", "$(400)", "$3,100", "$2,700"],
              ["Share repurchase program", "(12.0)", "(600)", "(50)", "(650)"],
              ["Net income", "—", "—", "900", "900"],
              ["Balance at December 31, 2021", "298.2", "$(1,000)", "$3,950", "$2,950"]], style="booktabs"),
    ])
    build_pdf(folder / "two_money.pdf", [
        Heading("Tern Airlines"), _NOTE,
        Grid([["", "Shares received", "Cash paid", "Fees paid"],
              ["Accelerated Share Repurchase Program", "4.10", "$200", "$3"],
              ["Open Market Share Repurchases", "0.80", "40", "1"]], style="booktabs"),
    ])
    build_pdf(folder / "stock.pdf", [  # the year's changes under the balance that opens it, as 10-K equity statements print them
        Heading("Gannet Airlines"), _NOTE,
        Grid([["", "Common Stock", "", "Treasury", "Retained", ""],
              ["", "Shares", "Amount", "Stock", "Earnings", "Total"],
              ["Balance at December 31, 2019", "320.0", "$3", "$(100)", "$2,500", "$2,403"],
              ["Balance at December 31, 2020", "", "", "", "", ""],
              ["Net income", "—", "—", "—", "600", "600"],
              ["Repurchases of common stock", "(9.8)", "—", "(300)", "—", "(300)"],
              ["Balance at December 31, 2020", "310.2", "3", "(400)", "3,100", "2,703"],
              ["Balance at December 31, 2021", "", "", "", "", ""],
              ["Net income", "—", "—", "—", "900", "900"],
              ["Repurchases of common stock", "(27.8)", "—", "(1,844)", "—", "(1,844)"],
              ["Balance at December 31, 2021", "282.4", "$3", "$(2,244)", "$4,000", "$1,759"]],
             style="grid", header_rows=2, spans=[((1, 0), (2, 0))]),
    ])
    with ingested(folder, "money_column.duckdb") as cat:
        yield cat


@pytest.mark.parametrize("question, value", [
    ("How much money was spent by Kestrel in the Second Half 2021 Accelerated Share Repurchase Program?", 250),
    ("How much money was invested by Kestrel to buy open market shares in 2021?", 75),
])
def test_the_money_of_the_line_is_asked(catalog, question, value):
    a = ask(catalog, question, documents=["buyback.pdf"])
    assert a.status == "answered" and a.verified and a.value == pytest.approx(value), a.answer
    assert a.citations[0].column == "Cash paid"


def test_the_count_is_still_asked_without_money(catalog):
    a = ask(catalog, "How many shares were received in the Open Market Share Repurchases?", documents=["buyback.pdf"])
    assert a.status == "answered" and a.value == pytest.approx(1.45), a.answer


def test_the_total_column_of_a_line_of_several_money_cells(catalog):
    a = ask(catalog, "How much did Plover spend on its share repurchase program?", documents=["equity.pdf"])
    assert a.status == "answered" and a.verified and a.value == pytest.approx(-650), a.answer
    assert a.citations[0].column == "Total"


def test_two_money_columns_without_a_total_leave_it_untold(catalog):
    a = ask(catalog, "How much money was spent by Tern in the open market share repurchases?", documents=["two_money.pdf"])
    assert a.status != "answered", a.answer


def test_a_column_word_said_as_the_lines_modifier_is_the_lines(catalog):
    """ "its share repurchase program" over "Repurchases of common stock": "share" stands just before
    the line's "repurchase", so the "Common Stock > Shares" column it meets is no column asked; the
    money is the line's Total."""
    a = ask(catalog, "How much did Gannet spend on its share repurchase program in 2021?", documents=["stock.pdf"])
    assert a.status == "answered" and a.verified and a.value == pytest.approx(-1844), a.answer
    assert a.citations[0].column == "Total"
