"""Counts, rates and the names of lines, as the held-out sets of session 25 asked them, through ingest
and ask() on reportlab documents:

- a quotation's lines numbered 1..n are named by their "Description" in a best-of, not by the number;
- "how many departments came in under budget" is never the number of cells of the "Budget" column;
- "how many slots has X leased out" reads the line's "Slots Leased > Out" cell, never a count of cells;
- "Average monthly revenue per user" under "Subscribers (in thousands):" takes no thousands: a rate;
- a percent change of two lines' printed "% Change" cells is no change of either;
- "did the pilot count grow over 2018" asks a change over 2018, never a count of lines above 2018.
"""
from __future__ import annotations

import pytest

from tabsql.answer import ask
from tabsql.catalog import Catalog

from catalogs import ingested
from pdfs import Grid, Heading, Note, build_pdf


@pytest.fixture(scope="module")
def catalog(tmp_path_factory) -> Catalog:
    d = tmp_path_factory.mktemp("counts")
    build_pdf(d / "quote.pdf", [
        Heading("Harbeck Fasteners"), Note("Quotation HB-Q25-0042. Prices are in pounds sterling."),
        Heading("Table 1: Quoted lines", level=2),
        Grid([["Line", "Part no.", "Description", "Qty", "Unit price (£)", "Net (£)"],
              ["1", "HB-HB1250", "Hex bolt M12 x 50", "400", "0.62", "235.60"],
              ["2", "HB-HN12", "Hex nut M12", "800", "0.14", "106.40"],
              ["3", "HB-TR1210", "Threaded rod M12 x 1 m", "60", "7.45", "447.00"],
              ["4", "HB-EB10", "Eye bolt M10 x 16", "36", "4.35", "156.60"]], style="grid")])
    build_pdf(d / "budget.pdf", [
        Heading("Tellisford Group"), Heading("Table 1: Operating costs by department (£'000)", level=2),
        Grid([["Department", "Budget", "Actual", "Variance"],
              ["Operations", "8,780", "8,912", "132"], ["Warehousing", "5,385", "5,301", "(84)"],
              ["Fleet", "3,120", "3,344", "224"], ["Marketing", "1,450", "1,402", "(48)"],
              ["IT", "2,210", "2,172", "(38)"]], style="booktabs")])
    build_pdf(d / "slots.pdf", [
        Heading("Tressane Airways, Inc."), Note("Slots at slot-controlled airports at December 31, 2019"),
        Grid([["", "Slots Held", "", "Slots Leased", ""],
              ["Airport", "Owned", "Leased In", "Out", "Daily Departures"],
              ["Washington Reagan National", "188", "14", "22", "96"],
              ["New York LaGuardia", "212", "18", "12", "104"]],
             style="booktabs", header_rows=2, spans=[((1, 0), (2, 0)), ((3, 0), (4, 0))])])
    build_pdf(d / "subscribers.pdf", [
        Heading("Annual report (extract)"),
        Grid([["", "2020", "2019", "2018"],
              ["Broadband subscribers (in thousands):", "", "", ""],
              ["Beginning of year", "1,895", "1,864", "1,842"],
              ["End of year", "1,952", "1,895", "1,864"],
              ["Average monthly revenue per user (ARPU)", "$64.18", "$61.07", "$58.93"]], style="booktabs")])
    build_pdf(d / "premiums.pdf", [
        Heading("Annual report (extract)"),
        Grid([["(dollars in millions)", "2020", "2019", "% Change"],
              ["Commercial property", "$412.8", "$376.1", "9.8%"],
              ["Specialty lines", "96.7", "71.4", "35.4%"],
              ["Total net premiums written", "$509.5", "$447.5", "13.9%"]], style="booktabs")])
    build_pdf(d / "pilots.pdf", [
        Heading("Kestrow Regional Holdings, Inc."), Note("Pilot workforce at year end"),
        Grid([["", "2018", "2017"], ["Captains", "1,012", "968"], ["First officers", "1,104", "1,047"],
              ["Total pilots", "2,116", "2,015"]], style="booktabs")])
    with ingested(d, "counts.duckdb") as cat:
        yield cat


def test_numbered_lines_are_named_by_their_description(catalog):
    a = ask(catalog, "Which quoted line has the biggest net value?", documents=["quote.pdf"])
    assert a.status == "answered" and a.value == "Threaded rod M12 x 1 m", a.answer


def test_a_count_of_a_relation_to_a_column_is_no_count_of_its_cells(catalog):
    a = ask(catalog, "How many departments came in under budget?", documents=["budget.pdf"])
    assert not (a.status == "answered" and a.value == 5), a.answer
    assert a.status != "answered" or a.value == 3, a.answer


def test_how_many_of_a_column_group_reads_its_cell(catalog):
    a = ask(catalog, "How many slots has Tressane leased out at Reagan National?", documents=["slots.pdf"])
    assert a.status == "answered" and a.value == 22, a.answer


def test_a_rate_takes_no_scale_of_its_section(catalog):
    a = ask(catalog, "What was the ARPU in 2018?", documents=["subscribers.pdf"])
    assert a.status == "answered" and a.value == pytest.approx(58.93), a.answer
    a = ask(catalog, "How many broadband subscribers were there at the end of year 2019?", documents=["subscribers.pdf"])
    assert a.status != "answered" or a.value == pytest.approx(1_895_000), a.answer


def test_a_percent_change_of_printed_changes_is_refused(catalog):
    a = ask(catalog, "What was the percentage change in net premiums written for specialty lines?",
            documents=["premiums.pdf"])
    assert a.status != "answered" or a.value == pytest.approx(35.4), a.answer


def test_a_year_after_over_in_a_change_is_no_threshold(catalog):
    a = ask(catalog, "By what percentage did Kestrow's pilot count grow over 2018?", documents=["pilots.pdf"])
    assert a.status != "answered" or a.value == pytest.approx(5.01, abs=0.01), a.answer
