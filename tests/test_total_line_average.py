"""A total line printing an average is read, not recomputed (arbiter rule 1), through ingest and
ask() on a PDF made here: "What is the total average price paid per share?" over monthly lines and
a Total line is the Total line's printed (weighted) average, 65.21, not the mean of the three
monthly averages (65.17); "total" names the line and "average price" the column the line prints."""
from __future__ import annotations

import pytest

from tabsql.answer import ask
from tabsql.catalog import Catalog

from catalogs import ingested
from pdfs import Grid, Heading, build_pdf


@pytest.fixture(scope="module")
def catalog(tmp_path_factory) -> Catalog:
    folder = tmp_path_factory.mktemp("total_line_average")
    build_pdf(folder / "repurchases.pdf", [
        Heading("Osprey Air Group: purchases of equity securities"),
        Grid([["Period", "Total Number of Shares Purchased", "Average Price Paid per Share"],
              ["October 2018", "72,448", "$63.48"],
              ["November 2018", "68,185", "67.80"],
              ["December 2018", "52,611", "64.22"],
              ["Total", "193,244", "$65.21"]], style="grid"),
    ])
    with ingested(folder, "total_line_average.duckdb") as cat:
        yield cat


def test_total_average_is_the_total_lines_cell(catalog: Catalog) -> None:
    ans = ask(catalog, "What is the total average price paid per share?", documents=["repurchases.pdf"])
    assert ans.status == "answered" and ans.value == pytest.approx(65.21)
    assert [(c.row, c.column) for c in ans.citations] == [("Total", "Average Price Paid per Share")]


def test_total_of_a_count_column_stays_its_line(catalog: Catalog) -> None:
    ans = ask(catalog, "What is the total number of shares purchased?", documents=["repurchases.pdf"])
    assert ans.status == "answered" and ans.value == 193244
