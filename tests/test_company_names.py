"""A company name a text cell prints with its legal form ("Heron Airlines, Inc.") is said by its
first word: "the Chief Operating Officer of Heron" names the officer whose position reads
"President and Chief Operating Officer of Heron Airlines, Inc." (query_router.company_names).
Said by its first word, a name reads as said whole: where the whole name leaves two officers untold,
so does its first word. Through ingest and ask() on
PDFs made here."""
from __future__ import annotations

import pytest

from tabsql.answer import ask
from tabsql.catalog import Catalog

from catalogs import ingested
from pdfs import Grid, Heading, Note, build_pdf


@pytest.fixture(scope="module")
def catalog(tmp_path_factory) -> Catalog:
    folder = tmp_path_factory.mktemp("company_names")
    build_pdf(folder / "officers.pdf", [
        Heading("Heron Air Group"), Note("Table from a Form 10-K annual report filed with the SEC"),
        Grid([["Name", "Position", "Age", "Officer Since"],
              ["Maria T. Olsen", "Chairman and Chief Executive Officer of Heron Air Group, Inc.", "58", "1999"],
              ["Paul R. Greer", "President and Chief Operating Officer of Heron Airlines, Inc. and "
                                "Chief Executive Officer of Gull Express Inc.", "52", "2006"],
              ["Nina K. Ostrow", "Executive Vice President and Chief Commercial Officer of Heron Airlines, Inc.", "45", "2011"],
              ["Tomas A. Reyes", "President and Chief Operating Officer of Gull Express Inc.", "49", "2016"],
              ["Dana L. Fisk", "Vice President People of Heron Airlines, Inc.", "41", "2018"]],
             style="booktabs", col_widths=[80, 520, 30, 60]),
    ], landscape_page=True)
    with ingested(folder, "company_names.duckdb") as cat:
        yield cat


@pytest.mark.parametrize("question, value", [
    ("What is the age of the Chief Operating Officer of Heron?", 52),
    ("What is the age of Chief Commercial Officer of Heron?", 45),
])
def test_a_company_said_by_its_first_word(catalog, question, value):
    a = ask(catalog, question, documents=["officers.pdf"])
    assert a.status == "answered" and a.verified and a.value == pytest.approx(value), a.answer


@pytest.mark.parametrize("company", ["Gull", "Gull Express"])
def test_the_first_word_reads_as_the_whole_name(catalog, company):
    """Both lines print "Chief Operating Officer" and "Gull Express Inc.": said whole or by its first
    word, the name tells them not apart (the text does not say whose officer each title is)."""
    a = ask(catalog, f"What is the age of the Chief Operating Officer of {company}?", documents=["officers.pdf"])
    assert a.status != "answered", a.answer
