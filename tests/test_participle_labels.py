"""A question's base verb meets a label's past participle ("own" / "Number Owned", "lease" /
"Number Leased"), through ingest and ask() on a PDF made here: the verb names that column, and a
word a label prints so is never excused as the table's subject (which let "How many aircraft did
Osprey own?" count the type rows of another column: 3)."""
from __future__ import annotations

import pytest

from tabsql.answer import ask
from tabsql.catalog import Catalog

from catalogs import ingested
from pdfs import Grid, Heading, Note, build_pdf

SOURCE = "Table from a Form 10-K annual report filed with the SEC"


@pytest.fixture(scope="module")
def catalog(tmp_path_factory) -> Catalog:
    folder = tmp_path_factory.mktemp("participles")
    build_pdf(folder / "fleet.pdf", [
        Heading("Osprey Airlines"), Note(SOURCE),
        Grid([["Type", "Seats", "Number of Aircraft", "Number Owned", "Number Leased"],
              ["737-700", "143", "512", "396", "116"],
              ["737-800", "175", "207", "200", "7"],
              ["737 MAX 8", "175", "31", "31", "—"],
              ["Totals", "", "750", "627", "123"]], style="booktabs"),
    ])
    with ingested(folder, "participles.duckdb") as cat:
        yield cat


def test_the_verb_names_the_participle_column(catalog):
    a = ask(catalog, "How many 737-800 did Osprey own?", documents=["fleet.pdf"])
    assert a.status == "answered" and a.verified and a.value == 200.0, a.answer


def test_a_printed_participle_is_no_subject_word(catalog):
    a = ask(catalog, "How many aircraft did Osprey own?", documents=["fleet.pdf"])
    assert a.value not in (3.0, 4.0), a.answer  # never a count of the type rows
