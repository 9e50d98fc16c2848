"""A line printed with no label that adds up the lines above it is their total, for a comparison
of two lines too: "employee severance costs as a percentage of the total costs" reads the line and
the unlabelled total below it. On main the comparison found only one of its two sides and refused.

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
    folder = tmp_path_factory.mktemp("unlabelled_total")
    build_pdf(folder / "report.pdf", [
        Heading("Annual report 2019"),
        Note("The following is a summary of the restructuring costs incurred during each fiscal year (in thousands):"),
        Grid([["", "2019", "2018", "2017"],
              ["Employee severance and related costs", "$6,210", "$5,400", "$810"],
              ["Lease exit costs", "1,290", "—", "—"],
              ["Asset write-downs", "—", "2,600", "1,190"],
              ["", "$7,500", "$8,000", "$2,000"]], style="booktabs"),
    ])
    with ingested(folder, "unlabelled_total.duckdb") as cat:
        yield cat


@pytest.mark.parametrize("question, value", [
    ("What is employee severance and related costs as a percentage of the total costs in 2018?", 67.5),
    ("What is the ratio of employee severance and related costs to the total cost in 2018?", 0.675),
])
def test_a_line_over_the_unlabelled_total(catalog, question, value):
    a = ask(catalog, question, documents=["report.pdf"])
    assert a.status == "answered" and a.value == pytest.approx(value), a.answer
    assert {c.text for c in a.citations} == {"$5,400", "$8,000"}
