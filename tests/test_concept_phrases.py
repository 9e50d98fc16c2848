"""A question naming a concept by a phrase of the shipped vocabulary split by a passive auxiliary
before the phrase's closing participle ("gallons of fuel was consumed") names the concept as the
unsplit phrase does: the fuel consumption of "Gallons Consumed", its "fuel" printed only by a
sibling column ("Fuel Expense") (query_router.concept_phrases, read by the linker). Through ingest
and ask() on PDFs made here."""
from __future__ import annotations

import pytest

from tabsql.answer import ask
from tabsql.catalog import Catalog

from catalogs import ingested
from pdfs import Grid, Heading, Note, build_pdf

_NOTE = Note("Table from a Form 10-K annual report filed with the SEC")


@pytest.fixture(scope="module")
def catalog(tmp_path_factory) -> Catalog:
    folder = tmp_path_factory.mktemp("concept_phrases")
    build_pdf(folder / "kestrel.pdf", [
        Heading("Kestrel Airways"), _NOTE,
        Grid([["Year", "Gallons Consumed", "Fuel Expense", "Average Price Per Gallon",
               "Percentage of Total Operating Expense", "Available Seat Miles per Fuel Gallon"],
              ["2018", "4,137", "$9,307", "$2.25", "24%", "67"],
              ["2017", "3,978", "$6,913", "$1.74", "20%", "66"]], style="ruled"),
    ])
    build_pdf(folder / "plover.pdf", [
        Heading("Plover Airlines"), _NOTE,
        Grid([["", "Year ended December 31, 2018", "Year ended December 31, 2017"],
              ["Fuel consumed, in gallons (millions)", "2,094", "2,045"],
              ["Trips flown", "1,375,030", "1,347,893"]], style="booktabs"),
    ])
    filler = [Heading("Gull Air"), _NOTE]
    for k, item in enumerate(["Passenger revenue", "Cargo revenue", "Salaries and wages", "Landing fees",
                              "Maintenance materials", "Depreciation", "Interest expense", "Income taxes",
                              "Trips flown", "Revenue passengers carried", "Seats flown", "Employees"]):
        filler += [Heading(f"Table {k + 1}"), Grid([["", "2018", "2017"], [item, f"{100 + k}", f"{90 + k}"],
                                                    [f"Other {item.lower()}", "12", "11"]], style="booktabs")]
    build_pdf(folder / "gull.pdf", filler)  # many tables without the phrase's words: those words weigh
    with ingested(folder, "concept_phrases.duckdb") as cat:
        yield cat


@pytest.mark.parametrize("question", [
    "How many gallons of fuel were consumed by Kestrel in 2018?",
    "What were the gallons of fuel consumed by Kestrel in 2018?",
    "How much fuel was consumed by Kestrel Airways in 2018?",
])
def test_the_concept_phrase_names_the_column(catalog, question):
    a = ask(catalog, question, documents=["kestrel.pdf"])
    assert a.status == "answered" and a.verified and a.value == pytest.approx(4137), a.answer
    assert a.citations[0].column.startswith("Gallons Consumed")


def test_the_other_column_is_still_read_by_its_words(catalog):
    a = ask(catalog, "What was the fuel expense of Kestrel in 2017?", documents=["kestrel.pdf"])
    assert a.status == "answered" and a.value == pytest.approx(6913), a.answer
