"""A patient noun the question says by its verb ("how many people were employed" for a line of
"employees", "trained" for "trainees"): the noun is of the verb's word family (lexicon
``patient_suffixes``, ``informative.family``); through ingest and ask() on a PDF made here."""
from __future__ import annotations

import pytest

from tabsql.answer import ask
from tabsql.catalog import Catalog

from catalogs import ingested
from pdfs import Grid, Heading, Note, build_pdf


@pytest.fixture(scope="module")
def catalog(tmp_path_factory) -> Catalog:
    folder = tmp_path_factory.mktemp("patient_nouns")
    build_pdf(folder / "operating.pdf", [
        Heading("Heron Air Group"), Note("Table from a Form 10-K annual report filed with the SEC"),
        Grid([["", "2019", "2018", "2017"],
              ["Revenue passenger miles (millions)", "9,120", "8,870", "8,410"],
              ["Available seat miles (millions)", "11,040", "10,650", "10,120"],
              ["Full-time employees", "4,210", "4,050", "3,980"],
              ["Pilot trainees", "160", "145", "130"],
              ["Aircraft in service", "88", "84", "80"]], style="booktabs"),
    ])
    with ingested(folder, "patient_nouns.duckdb") as cat:
        yield cat


@pytest.mark.parametrize("question, value", [
    ("How many people were employed full-time by Heron in 2018?", 4050),
    ("How many pilots were trained by Heron in 2019?", 160),
])
def test_a_patient_noun_is_said_by_its_verb(catalog, question, value):
    a = ask(catalog, question, documents=["operating.pdf"])
    assert a.status == "answered" and a.verified and a.value == pytest.approx(value), a.answer


def test_a_verb_no_label_s_noun_is_of_is_still_refused(catalog):
    a = ask(catalog, "How many people were hired full-time by Heron in 2018?", documents=["operating.pdf"])
    assert a.status != "answered", a.answer
