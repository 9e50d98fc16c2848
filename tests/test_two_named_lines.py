"""Two lines named apart whose labels share a word ("between Marine Systems and Rail Systems"), read
in a column whose header starts with "Total" ("Total Expected Charges"):

- each label is said where its words stand together ("Rail Systems" at its own two words, not at
  "Systems and Rail"), so both lines are named;
- the "total" of "total expected charges" is that column's word, so the "Total" line is not a third
  line named (which left no pair to compare).

Real reportlab PDFs -> real extraction -> a real Catalog on a DuckDB file -> ask().
"""
from __future__ import annotations

import pytest

from tabsql.answer import ask
from tabsql.catalog import Catalog

from catalogs import ingested
from pdfs import Grid, Heading, Note, build_pdf


@pytest.fixture(scope="module")
def catalog(tmp_path_factory) -> Catalog:
    folder = tmp_path_factory.mktemp("two_named_lines")
    build_pdf(folder / "restructuring.pdf", [
        Heading("Restructuring program"),
        Note("The following table summarizes expected, incurred, and remaining charges by segment (in millions):"),
        Grid([["", "Total Expected Charges", "Cumulative Charges Incurred", "Remaining Expected Charges"],
              ["Marine Systems", "$ 172", "$ 151", "$ 21"],
              ["Rail Systems", "93", "70", "23"],
              ["Air Systems", "41", "38", "3"],
              ["Total", "$ 306", "$ 259", "$ 47"]], style="grid"),
    ])
    with ingested(folder, "restructuring.duckdb") as cat:
        yield cat


def test_the_difference_between_two_lines_in_a_total_column(catalog):
    a = ask(catalog, "What was the difference in total expected charges between Marine Systems and Rail Systems?",
            documents=["restructuring.pdf"])
    assert a.status == "answered" and a.verified and a.value == pytest.approx(79_000_000), a.answer
    assert {c.row for c in a.citations} == {"Marine Systems", "Rail Systems"}, a.citations


def test_the_second_line_is_read_at_its_own_words(catalog):
    a = ask(catalog, "What was the difference in remaining expected charges between Rail Systems and Air Systems?",
            documents=["restructuring.pdf"])
    assert a.status == "answered" and a.verified and a.value == pytest.approx(20_000_000), a.answer
    assert {c.row for c in a.citations} == {"Rail Systems", "Air Systems"}, a.citations
