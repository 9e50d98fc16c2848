"""Shares of a total named by the total's line, through ingest and ask() on PDFs made here: a table
of percents whose last line "Total Operating Revenue" (100%) adds up every line above it, headed
blocks included ("Interline Agreements:" / "International Interline"), names each of them by its
label and by its head noun ("the 2017 revenue share from international interline"); "share" and
"proportion" are asked of a percent cell. A "Total" line that does not add them up names none."""
from __future__ import annotations

import pytest

from tabsql.answer import ask
from tabsql.catalog import Catalog

from catalogs import ingested
from pdfs import Grid, Heading, Note, build_pdf

SOURCE = "Table from a Form 10-K annual report filed with the SEC"


def _shares(total: list[str]) -> list[list[str]]:
    return [["", "2017", "2016", "2015"],
            ["Own Marketed Revenues", "94%", "92%", "90%"],
            ["Codeshare Agreements:", "", "", ""],
            ["Heron Airways", "1%", "3%", "4%"],
            ["Others", "1%", "1%", "2%"],
            ["Interline Agreements:", "", "", ""],
            ["Domestic Interline", "2%", "3%", "3%"],
            ["International Interline", "2%", "1%", "1%"],
            total]


@pytest.fixture(scope="module")
def catalog(tmp_path_factory) -> Catalog:
    folder = tmp_path_factory.mktemp("shares")
    build_pdf(folder / "shares.pdf", [
        Heading("Osprey Air Group"), Note(SOURCE),
        Grid(_shares(["Total Operating Revenue", "100%", "100%", "100%"]), style="booktabs"),
    ])
    build_pdf(folder / "apart.pdf", [  # the last line adds up nothing above it
        Heading("Osprey Air Group"), Note(SOURCE),
        Grid(_shares(["Total Operating Revenue", "50%", "50%", "50%"]), style="booktabs"),
    ])
    with ingested(folder, "shares.duckdb") as cat:
        yield cat


@pytest.mark.parametrize("question, value", [
    ("What 2017 revenue share comes from international interline?", 2.0),
    ("What share of 2017 operating revenue came from International Interline?", 2.0),
    ("What proportion of revenue in 2016 came from Heron Airways?", 3.0),
])
def test_a_share_named_by_the_total(catalog, question, value):
    a = ask(catalog, question, documents=["shares.pdf"])
    assert a.status == "answered" and a.verified and a.value == value, a.answer
    assert a.unit == "%"


def test_a_total_that_adds_up_nothing_names_no_line(catalog):
    a = ask(catalog, "What 2016 revenue share comes from international interline?", documents=["apart.pdf"])
    assert a.status != "answered", a.answer
