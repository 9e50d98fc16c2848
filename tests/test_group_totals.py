"""A line under a group ("Mainline" > "Revenue passenger miles") is no answer to a question that
names no group while the same line under the groups' total ("Total Mainline and Regional") fits as
well: the total's heading restricts nothing, so the proof finds it a rival (refused, never the
mainline figure); a question that names the group still gets its line.

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
    folder = tmp_path_factory.mktemp("group_totals")
    build_pdf(folder / "traffic.pdf", [
        Heading("Osprey Airlines"), Note("Table from a Form 10-K annual report filed with the SEC"),
        Grid([["", "2017", "2016", "2015"],
              ["Mainline", "", "", ""],
              ["Revenue passenger miles (millions)", "201,351", "199,014", "199,467"],
              ["Available seat miles (millions)", "243,806", "241,734", "239,375"],
              ["Total Mainline and Regional", "", "", ""],
              ["Revenue passenger miles (millions)", "226,346", "223,477", "223,010"],
              ["Available seat miles (millions)", "276,493", "273,410", "268,736"]], style="booktabs"),
    ])
    with ingested(folder, "groups.duckdb") as cat:
        yield cat


def test_a_group_line_is_no_answer_where_the_total_fits_as_well(catalog):
    a = ask(catalog, "What were Osprey Airlines' revenue passenger miles in 2017?", documents=["traffic.pdf"])
    assert a.value != pytest.approx(201_351_000_000), a.answer
    assert a.status != "answered" or a.value == pytest.approx(226_346_000_000), a.answer


def test_a_question_naming_the_group_gets_its_line(catalog):
    a = ask(catalog, "What were Osprey Airlines' mainline revenue passenger miles in 2017?", documents=["traffic.pdf"])
    assert a.status == "answered" and a.verified and a.value == pytest.approx(201_351_000_000), a.answer
