"""A verb that says how a fleet, a network or a debt is run ("did Kestrel operate", "does Kestrel
owe", "deliveries Kestrel expects") names no line, as "record" or "generate" names none; but a word
of asking said after "on", "in" or "under" names a state the line must print ("locomotives on order"
is not the locomotives in service). Reportlab tables through ingest and ask(), each asked of its own
document as AIT-QA asks."""
from __future__ import annotations

import pytest

from tabsql.answer import ask
from tabsql.catalog import Catalog

from catalogs import ingested
from pdfs import Grid, Heading, Note, build_pdf

SOURCE = "Form 10-K - Item 7. Management's Discussion and Analysis"


@pytest.fixture(scope="module")
def catalog(tmp_path_factory) -> Catalog:
    folder = tmp_path_factory.mktemp("states")
    build_pdf(folder / "ops.pdf", [
        Heading("Kestrel Regional Airways, Inc."), Note(SOURCE),
        Grid([["", "2019", "2018"],
              ["Regional departures", "431,200", "418,620"],
              ["Block hours", "702,115", "688,904"],
              ["Passengers (thousands)", "28,410", "27,655"]], style="booktabs")])
    build_pdf(folder / "debt.pdf", [
        Heading("Kestrel Regional Airways, Inc."), Note(SOURCE),
        Grid([["(in millions)", "Total", "2020", "2021-2022", "2023 and thereafter"],
              ["Long-term debt", "$2,410", "$310", "$880", "$1,220"],
              ["Interest on long-term debt", "$515", "$96", "$170", "$249"]], style="booktabs")])
    build_pdf(folder / "fleet.pdf", [
        Heading("Kestrel Regional Airways, Inc."), Note(SOURCE),
        Grid([["December 31, 2019", "Owned", "Leased", "Total"],
              ["Embraer E175", "64", "22", "86"],
              ["CRJ-900", "31", "10", "41"],
              ["Total aircraft", "95", "32", "127"]], style="booktabs")])
    with ingested(folder, "states.duckdb") as cat:
        yield cat


@pytest.mark.parametrize("question, doc, value", [
    ("How many regional departures did Kestrel operate in 2018?", "ops.pdf", 418_620),
    ("How much interest on long-term debt does Kestrel owe for 2023 and thereafter?", "debt.pdf", 249e6),
    ("How many block hours did Kestrel fly in 2019?", "ops.pdf", 702_115)])
def test_a_verb_of_running_names_no_line(catalog, question, doc, value):
    a = ask(catalog, question, documents=[doc])
    assert a.status == "answered" and a.value == pytest.approx(value), a.answer


@pytest.mark.parametrize("question", ["How many E175s did Kestrel have on order at December 31, 2019?",
                                      "How many aircraft did Kestrel have on order at December 31, 2019?"])
def test_a_state_said_after_a_preposition_must_be_printed(catalog, question):
    a = ask(catalog, question, documents=["fleet.pdf"])
    assert a.status != "answered", a.answer


def test_the_fleet_without_the_state_is_answered(catalog):
    a = ask(catalog, "How many Embraer E175 aircraft did Kestrel have in total at December 31, 2019?", documents=["fleet.pdf"])
    assert a.status == "answered" and a.value == 86, a.answer
