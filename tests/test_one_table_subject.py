"""A question asked of one table alone, through ingest and ask() on PDFs made here: a common word no
label prints names the table's subject ("aircraft" over a fleet table) and does not block the
answer, while a rare word or a proper name the table lacks still refuses; a question asking an
amount of money is not answered by a count on the same line; an average does not mix an amount
with its percent share; a compound label written apart ("full time") is named; "decrease by" is the
amount a value went down."""
from __future__ import annotations

import pytest

from tabsql.answer import ask
from tabsql.catalog import Catalog

from catalogs import ingested
from pdfs import Grid, Heading, Note, build_pdf

SOURCE = "Table from a Form 10-K annual report filed with the SEC"


@pytest.fixture(scope="module")
def catalog(tmp_path_factory) -> Catalog:
    folder = tmp_path_factory.mktemp("one-table")
    build_pdf(folder / "fleet.pdf", [
        Heading("Pelican Air Group"), Note(SOURCE),
        Grid([["", "Seats", "Owned", "Leased", "Total"],
              ["Boeing 737-800", "160", "132", "172", "304"],
              ["Airbus A320", "150", "10", "38", "48"],
              ["Embraer 190", "99", "20", "6", "26"]], style="booktabs"),
    ])
    build_pdf(folder / "equity.pdf", [
        Heading("Pelican Air Group"), Note(SOURCE),
        Grid([["", "Common Stock", "", "Additional", "", "Retained", ""],
              ["", "Shares", "Amount", "Capital Invested", "Treasury Stock", "Earnings", "Total"],
              ["Balance at December 31, 2015", "364.6", "$4", "$7,946", "$(1,610)", "$3,457", "$8,966"],
              ["Balance at December 31, 2016", "", "", "", "", "", ""],
              ["Net income (a)", "—", "—", "—", "—", "2,234", "2,234"],
              ["Repurchases of common stock", "(50.3)", "—", "—", "(2,607)", "—", "(2,607)"],
              ["Balance at December 31, 2016", "314.6", "3", "6,569", "(511)", "3,342", "8,574"],
              ["Balance at December 31, 2017", "", "", "", "", "", ""],
              ["Net income (a)", "—", "—", "—", "—", "2,144", "2,144"],
              ["Repurchases of common stock", "(27.8)", "—", "—", "(1,844)", "—", "(1,844)"],
              ["Balance at December 31, 2017", "286.8", "3", "6,625", "(2,355)", "4,418", "8,806"]],
             style="booktabs", header_rows=2, spans=[((1, 0), (2, 0))]),
    ])
    build_pdf(folder / "mix.pdf", [
        Heading("Pelican Air Group"), Note(SOURCE),
        Grid([["(Dollars in thousands)", "2019", "%", "2018", "%"],
              ["Software license", "$275,792", "99%", "$282,950", "98%"],
              ["Maintenance", "254,924", "91%", "239,310", "91%"],
              ["Cloud", "67,918", "51%", "45,218", "55%"]], style="booktabs"),
    ])
    build_pdf(folder / "operating.pdf", [
        Heading("Pelican Air Group"), Note(SOURCE),
        Grid([["", "2018", "2017", "2016"],
              ["Full-time equivalent employees, end of period", "88,680", "86,564", "83,756"],
              ["Expected long-term rate of return on plan assets", "5.5%", "6.5%", "6.8%"]], style="booktabs"),
    ])
    with ingested(folder, "one.duckdb") as cat:
        yield cat


def test_a_common_word_no_label_prints_names_the_tables_subject(catalog):
    a = ask(catalog, "How many Boeing 737-800 aircraft are leased?", documents=["fleet.pdf"])
    assert a.status == "answered" and a.value == pytest.approx(172)
    assert a.verified and "Leased" in a.citations[0].column


def test_the_subject_word_is_excused_only_over_one_table(catalog):
    a = ask(catalog, "How many Boeing 737-800 aircraft are leased?", documents=["fleet.pdf", "equity.pdf"])
    assert a.status == "not_found" and "aircraft" in a.answer


def test_a_rare_word_the_table_lacks_still_refuses(catalog):
    a = ask(catalog, "How many Boeing 737-800 hovercraft are leased?", documents=["fleet.pdf"])
    assert a.status == "not_found" and "hovercraft" in a.answer


def test_a_proper_name_the_table_lacks_still_refuses(catalog):
    a = ask(catalog, "How many Boeing 737-800 aircraft are leased in Ireland?", documents=["fleet.pdf"])
    assert a.status == "not_found" and "ireland" in a.answer.lower()


def test_money_asked_is_not_answered_by_a_count_on_its_line(catalog):
    """"Spend" asks an amount of money: the "Shares" cell of the repurchases line (27.8 million
    shares) is no answer while the line prints dollars beside it."""
    a = ask(catalog, "How much did Pelican spend on its share repurchase program in 2017?", documents=["equity.pdf"])
    assert a.value != pytest.approx(-27.8)
    if a.status == "answered":
        assert a.unit == "USD" and a.value == pytest.approx(-1844)
    else:
        assert "money" in a.answer


def test_an_average_does_not_mix_amounts_with_their_shares(catalog):
    """A line printing each year's amount beside its percent share: the mean of the amounts, not
    of amounts and percents together (that reading disagreed with the line's own and was refused)."""
    a = ask(catalog, "What is the average revenue from software license between 2018 and 2019?", documents=["mix.pdf"])
    assert a.status == "answered" and a.value == pytest.approx((275_792 + 282_950) / 2 * 1000)
    total = ask(catalog, "What is the total of maintenance in 2018 and 2019?", documents=["mix.pdf"])
    assert total.status == "answered" and total.value == pytest.approx((254_924 + 239_310) * 1000)


def test_a_compound_label_written_apart_is_named(catalog):
    """"full time" is the label's "Full-time": both words are explained by it."""
    a = ask(catalog, "How many full time equivalent employees were there at the end of 2017?", documents=["operating.pdf"])
    assert a.status == "answered" and a.value == pytest.approx(86_564)


def test_decrease_by_is_the_amount_it_went_down(catalog):
    a = ask(catalog, "How much did the expected long term rate of return on plan assets decrease by from 2017 to 2018?",
            documents=["operating.pdf"])
    assert a.status == "answered" and a.value == pytest.approx(1.0)
