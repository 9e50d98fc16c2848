"""The printed total of lines a question names alike (query_router.printed_total): "the total
share repurchases in 2019" where the quarter lines tie and the table prints their "Total" is that
total line's cell, a line of no period of its own among its parts. Where a part is one the question
does not name as it names the tie, or of another period, or the total is no sum of its block, the tie
stays. Through ingest and ask() on PDFs made here."""
from __future__ import annotations

import pytest

from tabsql.answer import ask
from tabsql.catalog import Catalog

from catalogs import ingested
from pdfs import Grid, Heading, Note, build_pdf

_NOTE = Note("Table from a Form 10-K annual report filed with the SEC")


@pytest.fixture(scope="module")
def catalog(tmp_path_factory) -> Catalog:
    folder = tmp_path_factory.mktemp("printed_total")
    build_pdf(folder / "buyback.pdf", [
        Heading("Heron Air Group"), _NOTE,
        Grid([["", "Shares received", "Cash paid"],
              ["First Quarter 2019 Accelerated Share Repurchase Program", "4.10", "$200"],
              ["Second Quarter 2019 Accelerated Share Repurchase Program", "3.20", "150"],
              ["Third Quarter 2019 Accelerated Share Repurchase Program", "2.60", "125"],
              ["Open Market Share Repurchases", "0.50", "25"],
              ["Total", "10.40", "$500"]], style="booktabs"),
    ])
    build_pdf(folder / "other_year.pdf", [  # a part of another period: the total adds what was not asked
        Heading("Osprey Air Group"), _NOTE,
        Grid([["", "Shares received", "Cash paid"],
              ["First Quarter 2019 Accelerated Share Repurchase Program", "4.10", "$200"],
              ["Second Quarter 2019 Accelerated Share Repurchase Program", "3.20", "150"],
              ["Fourth Quarter 2018 Accelerated Share Repurchase Program", "2.60", "125"],
              ["Total", "9.90", "$475"]], style="booktabs"),
    ])
    build_pdf(folder / "unnamed_part.pdf", [  # a part the question does not name: "Dividends paid"
        Heading("Plover Air Group"), _NOTE,
        Grid([["", "Shares received", "Cash paid"],
              ["First Quarter 2019 Accelerated Share Repurchase Program", "4.10", "$200"],
              ["Second Quarter 2019 Accelerated Share Repurchase Program", "3.20", "150"],
              ["Dividends paid", "0.50", "25"],
              ["Total", "7.80", "$375"]], style="booktabs"),
    ])
    with ingested(folder, "printed_total.duckdb") as cat:
        yield cat


@pytest.mark.parametrize("question, value", [
    ("What was the total share repurchases by Heron in 2019?", 10.40),
    ("What was the total cash paid for share repurchases by Heron in 2019?", 500),
])
def test_the_total_of_lines_named_alike_is_the_printed_total(catalog, question, value):
    a = ask(catalog, question, documents=["buyback.pdf"])
    assert a.status == "answered" and a.verified and a.value == pytest.approx(value), a.answer
    assert [c.row for c in a.citations] == ["Total"], a.citations


@pytest.mark.parametrize("document, question", [
    ("other_year.pdf", "What was the total share repurchases by Osprey in 2019?"),
    ("unnamed_part.pdf", "What was the total cash paid for share repurchases by Plover in 2019?"),
])
def test_a_part_of_another_period_or_unnamed_keeps_the_tie(catalog, document, question):
    a = ask(catalog, question, documents=[document])
    assert a.status != "answered" or a.value not in (pytest.approx(9.90), pytest.approx(375)), a.answer


def test_lines_of_months_are_no_parts_of_the_year(tmp_path):
    """A tie of month lines: their total covers those months, not the year asked."""
    build_pdf(tmp_path / "months.pdf", [
        Heading("Heron Air Group"), _NOTE,
        Grid([["Period", "Total Number of Shares Purchased", "Average Price Paid per Share"],
              ["October 2018", "1,200", "$41.10"],
              ["November 2018", "900", "$42.30"],
              ["December 2018", "700", "$40.20"],
              ["Total", "2,800", "$41.30"]], style="booktabs"),
    ])
    with ingested(tmp_path, "months.duckdb") as cat:
        a = ask(cat, "What was the total number of shares purchased by Heron in 2018?", documents=["months.pdf"])
    assert a.status != "answered" or a.value != pytest.approx(2800), a.answer


@pytest.mark.parametrize("question, value", [
    ("What were the shares received in the share repurchases of Heron in 2019?", 10.40),
    ("How much cash was paid in the share repurchases of Heron in 2019?", 500),
])
def test_the_lines_said_in_the_plural_are_their_printed_total(catalog, question, value):
    """"the share repurchases": a plural of a word each tied line prints in the singular speaks of them all."""
    a = ask(catalog, question, documents=["buyback.pdf"])
    assert a.status == "answered" and a.verified and a.value == pytest.approx(value), a.answer
    assert [c.row for c in a.citations] == ["Total"], a.citations


@pytest.mark.parametrize("document, question", [
    ("buyback.pdf", "What were the shares received in the share repurchase of Heron in 2019?"),
    ("other_year.pdf", "What were the shares received in the share repurchases of Osprey in 2019?"),
    ("unnamed_part.pdf", "How much cash was paid in the share repurchases of Plover in 2019?"),
])
def test_a_singular_or_a_total_adding_more_keeps_the_tie(catalog, document, question):
    a = ask(catalog, question, documents=[document])
    assert a.status != "answered" or [c.row for c in a.citations] != ["Total"], a.answer


def test_a_named_total_line_is_not_read_for_the_plural(tmp_path):
    """The parts add up to a line of their own name ("Total programs"): only a bare total is read so."""
    build_pdf(tmp_path / "named.pdf", [
        Heading("Heron Air Group"), _NOTE,
        Grid([["", "Shares received", "Cash paid"],
              ["First Quarter 2019 Accelerated Share Repurchase Program", "4.10", "$200"],
              ["Second Quarter 2019 Accelerated Share Repurchase Program", "3.20", "150"],
              ["Total programs", "7.30", "$350"]], style="booktabs"),
    ])
    with ingested(tmp_path, "named.duckdb") as cat:
        a = ask(cat, "What were the shares received in the share repurchases of Heron in 2019?", documents=["named.pdf"])
    assert a.status != "answered" or [c.row for c in a.citations] != ["Total programs"], a.answer
