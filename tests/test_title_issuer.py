"""A company named in a title before the document's kind ("Acme Corp quarterly report") is its
issuer, through ingest and ask() on PDFs made here. A question saying whose figure it asks ("Acme's
cash") was refused when the title had no dash between name and kind: a lone report's title words
are not counted as its issuer's name, so "Acme" named nothing."""
from __future__ import annotations

import pytest

from tabsql.answer import ask
from tabsql.catalog import Catalog

from catalogs import ingested
from pdfs import Grid, Heading, build_pdf


@pytest.fixture(scope="module")
def catalog(tmp_path_factory) -> Catalog:
    folder = tmp_path_factory.mktemp("titles")
    build_pdf(folder / "q1.pdf", [
        Heading("Acme Corp quarterly report"), Heading("Balance sheet", level=2),
        Grid([["(in thousands)", "December 31,", "March 31,"], ["", "2019", "2019"],
              ["Cash", "1,250", "1,000"], ["Accounts receivable", "800", "1,050"]], style="booktabs"),
    ])
    with ingested(folder, "titles.duckdb") as cat:
        yield cat


def test_the_name_before_the_kind_is_the_issuer(catalog):
    a = ask(catalog, "What was Acme's cash at March 31, 2019?")
    assert a.status == "answered" and a.verified and a.value == 1_000_000, a.answer
    assert any(link.matched == "document" and "Acme" in link.text for link in a.links), a.links


def test_another_company_is_still_not_answered(catalog):
    a = ask(catalog, "What was Globex's cash at March 31, 2019?")
    assert a.status != "answered", a.answer
