"""A line whose label prints a short name in brackets after its description ("Combustion of fuel
and operation of facilities (Scope 1)") is named by that name alone: "the Scope 1 emissions" read
that line (the heading "Emissions from:" names the rest). A bracket that is no name ("(1)", "(in
millions)", "(loss)") names nothing.

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
    folder = tmp_path_factory.mktemp("bracket_names")
    build_pdf(folder / "carbon.pdf", [
        Heading("Environmental report"), Note("Annual report (extract)"),
        Grid([["", "2019", "2018"],
              ["Emissions from:", "", ""],
              ["Combustion of fuel and operation of facilities (Scope 1)", "144.7", "137.2"],
              ["Electricity, heat, steam and cooling purchased for own use (Scope 2)", "4,641.0", "4,950.4"],
              ["Total emissions", "4,785.7", "5,087.6"]], style="booktabs"),
    ])
    with ingested(folder, "carbon.duckdb") as cat:
        yield cat


def test_the_name_in_brackets_names_the_line(catalog):
    a = ask(catalog, "In which year were the Scope 1 emissions larger?", documents=["carbon.pdf"])
    assert a.status == "answered" and a.verified and a.value == "2019", a.answer
    assert {c.text for c in a.citations} == {"144.7", "137.2"}, a.citations


def test_the_other_bracketed_name_reads_its_own_line(catalog):
    a = ask(catalog, "In which year were the Scope 2 emissions smaller?", documents=["carbon.pdf"])
    assert a.status == "answered" and a.verified and a.value == "2019", a.answer
    assert {c.text for c in a.citations} == {"4,641.0", "4,950.4"}, a.citations


@pytest.mark.parametrize("label, name", [
    ("Combustion of fuel and operation of facilities (Scope 1)", "Scope 1"),
    ("Revenue passenger miles (RPMs)", "RPMs"),
    ("Strategic Alternatives Evaluation (1)", None),
    ("Net income (loss)", None),
    ("Revenue (in millions)", None),
    ("(Scope 1)", None),
])
def test_which_brackets_hold_a_name(label, name):
    from tabsql.query_router.readers.open_domain import bracket_name

    assert bracket_name(label) == name
