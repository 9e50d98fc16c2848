"""A label whose closing phrase dates its figure to the end of the column's period ("Aircraft at end
of period", "Full-time equivalent employees, end of period"; lexicon ``label_period_ends``): the
column says which period, so a question may leave the phrase unsaid, and a full-time equivalent
count is named by its head noun alone (lexicon ``label_amount_modifiers``), also by the verb of its
family ("employed"). Where another line says that head ("Part-time employees"), the question does
not tell them apart. Through ingest and ask() on PDFs made here."""
from __future__ import annotations

import pytest

from tabsql.answer import ask
from tabsql.catalog import Catalog

from catalogs import ingested
from pdfs import Grid, Heading, Note, build_pdf

_NOTE = Note("Table from a Form 10-K annual report filed with the SEC")


@pytest.fixture(scope="module")
def catalog(tmp_path_factory) -> Catalog:
    folder = tmp_path_factory.mktemp("period_end")
    build_pdf(folder / "operating.pdf", [
        Heading("Heron Air Group"), _NOTE,
        Grid([["", "2019", "2018"],
              ["Revenue passenger miles (millions)", "41,252", "39,160"],
              ["Passenger load factor (percent)", "84.6", "82.0"],
              ["Aircraft at end of period", "547", "551"],
              ["Full-time equivalent employees, end of period", "33,700", "32,900"]], style="booktabs"),
    ])
    build_pdf(folder / "staff.pdf", [
        Heading("Osprey Air Group"), _NOTE,
        Grid([["", "2019", "2018"],
              ["Aircraft at end of period", "210", "204"],
              ["Full-time equivalent employees at end of period", "12,400", "11,900"],
              ["Part-time employees", "2,100", "1,800"]], style="booktabs"),
    ])
    with ingested(folder, "period_end.duckdb") as cat:
        yield cat


@pytest.mark.parametrize("question, value", [
    ("How many aircraft did Heron have in 2019?", 547),
    ("How many aircraft did Heron have at the end of 2018?", 551),
    ("How many people were employed by Heron by the end of 2018?", 32900),
    ("How many employees did Heron have in 2019?", 33700),
])
def test_a_period_end_phrase_may_go_unsaid(catalog, question, value):
    a = ask(catalog, question, documents=["operating.pdf"])
    assert a.status == "answered" and a.verified and a.value == pytest.approx(value), a.answer


def test_another_line_of_the_head_leaves_it_untold(catalog):
    a = ask(catalog, "How many employees did Osprey have in 2019?", documents=["staff.pdf"])
    assert a.status != "answered", a.answer
