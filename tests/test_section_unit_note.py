"""A unit note printed as a section heading inside the table ("Financial Data (in millions, except
per share amounts):") scales the amounts under it, and its exception keeps the per-share lines in
dollars; a later section without a note is not scaled. A reportlab report through ingest and ask()."""
from __future__ import annotations

import pytest

from tabsql.answer import ask
from tests.catalogs import ingested
from tests.pdfs import Grid, Heading, Note, build_pdf


@pytest.fixture(scope="module")
def catalog(tmp_path_factory):
    d = tmp_path_factory.mktemp("section_note")
    build_pdf(d / "heron_2018.pdf", [
        Heading("Heron Airlines"), Note("Selected consolidated financial data"),
        Grid([["", "2018", "2017"],
              ["Financial Data (in millions, except per share amounts):", "", ""],
              ["Operating revenues", "$21,965", "$21,146"],
              ["Net income", "$2,465", "$3,357"],
              ["Net income per share, diluted", "$4.29", "$5.57"],
              ["Operating Data:", "", ""],
              ["Trips flown", "1,375,030", "1,347,893"]], style="booktabs"),
    ])
    with ingested(d, "c.duckdb") as cat:
        yield cat


@pytest.mark.parametrize("question, value", [
    ("What was Heron Airlines' net income in 2017?", 3_357e6),
    ("What were Heron's operating revenues in 2018?", 21_965e6),
    ("What was Heron's diluted net income per share in 2018?", 4.29),
    ("How many trips flown did Heron report for 2018?", 1_375_030),
])
def test_a_heading_note_scales_its_section_but_not_its_exceptions(catalog, question, value):
    a = ask(catalog, question)
    assert a.status == "answered" and a.value == pytest.approx(value), a.answer
