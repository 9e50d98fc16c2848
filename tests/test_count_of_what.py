"""A count answers with a number of the things counted: "How many employees did Heron have?" is no
"Employee benefits" amount of money, and no number of the lines of a column "Approximate Number of
Employees" (one line per union group: the column's values are the count). Counting lines that are
the things asked still answers. Reportlab reports through ingest and ask()."""
from __future__ import annotations

import pytest

from tabsql.answer import ask
from tests.catalogs import ingested
from tests.pdfs import Break, Grid, Heading, Note, build_pdf


@pytest.fixture(scope="module")
def catalog(tmp_path_factory):
    d = tmp_path_factory.mktemp("count_of_what")
    build_pdf(d / "heron_2022.pdf", [
        Heading("Heron Airlines Co. - Annual report 2022"),
        Heading("Deferred tax assets", level=2), Note("(In millions)"),
        Grid([["", "2022", "2021"], ["Employee benefits", "$ 3,888", "$ 3,912"], ["Leasing activity", "1,204", "1,150"],
              ["Net operating loss carry forwards", "822", "910"], ["Total deferred tax assets", "$ 5,914", "$ 5,972"]],
             style="booktabs"),
        Break(), Heading("Employees represented by unions", level=2),
        Grid([["Employee group", "Approximate Number of Employees", "Representatives"],
              ["Pilots", "9,700", "Heron Pilots Association"], ["Flight Attendants", "16,400", "Transport Workers Union"],
              ["Mechanics", "2,700", "Aircraft Mechanics Fraternal Association"]], style="booktabs"),
        Break(), Heading("Operating expenses", level=2), Note("(In millions)"),
        Grid([["", "2022", "2021"], ["Salaries and related costs", "$ 4,120", "$ 3,870"], ["Aircraft rent", "$ 288", "$ 300"],
              ["Landing fees", "610", "588"]], style="booktabs"),
        Break(), Heading("Fleet", level=2),
        Grid([["Type", "Seats", "Owned", "Leased"], ["737-700", "143", "396", "116"], ["737-800", "175", "200", "7"]],
             style="booktabs"),
    ])
    with ingested(d, "c.duckdb") as cat:
        yield cat


@pytest.mark.parametrize("question", ["How many employees did Heron have at the end of 2022?",
                                      "How many employees does Heron have?"])
def test_a_count_of_people_is_no_amount_and_no_number_of_groups(catalog, question):
    a = ask(catalog, question)
    assert a.unit not in ("USD", "EUR"), a.answer
    assert a.value not in (3, 3.0, 3_888e6), a.answer


def test_a_count_of_lines_that_are_the_things_asked_still_answers(catalog):
    a = ask(catalog, "How many employee groups are represented by unions at Heron?")
    assert a.status == "answered" and a.value == 3, a.answer


def test_a_count_of_millions_spent_is_the_amount(catalog):
    a = ask(catalog, "In 2022, how many millions were spent by Heron on aircraft rent?")
    assert a.status == "answered" and a.value == pytest.approx(288e6), a.answer
