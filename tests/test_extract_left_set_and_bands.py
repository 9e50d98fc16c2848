"""Tables the held-out sets of session 29 printed in a spreadsheet's way, through ingest and ask() on
reportlab tables, each asked of its own document:

- headings set flush left in their cells over amounts set flush right ("Growth  Scale  Enterprise"
  left of "4  1  0.5"; "2025  2024" left of "1,284.6  1,192.3") head the column to their right, one
  each, and a group heading set flush left over them ("First response") heads the run of sub-headings
  it starts at, up to the next group's;
- in a zebra table whose shading leaves a section heading in one band with a line beside it, the
  heading ("Passenger fares") heads the indented lines under it, and a heading set further left
  than the record above it ("Vehicle fares") starts a row of its own, never the record's label's end;
- a year heading over a partial rule ("Fiscal 2019" over its three columns) heads all three, though
  the header's lines share one shaded band.
"""
from __future__ import annotations

import pytest

from tabsql.answer import ask
from tabsql.catalog import Catalog

from catalogs import ingested
from pdfs import Grid, Heading, Note, build_pdf


@pytest.fixture(scope="module")
def catalog(tmp_path_factory) -> Catalog:
    d = tmp_path_factory.mktemp("leftset")
    build_pdf(d / "support.pdf", [
        Heading("Ashlowe Software Inc."), Note("Support targets by severity (hours)"),
        Grid([["Severity", "First response", "", "", "Resolution target", "", ""],
              ["", "Growth", "Scale", "Enterprise", "Growth", "Scale", "Enterprise"],
              ["Severity 1 - outage", "4", "1", "0.5", "24", "8", "4"],
              ["Severity 2 - degraded", "8", "4", "2", "48", "24", "12"],
              ["Severity 3 - minor", "16", "8", "4", "120", "72", "48"]],
             style="borderless", header_rows=2, col_widths=[120, 58, 58, 58, 58, 58, 58],
             spans=[((1, 0), (3, 0)), ((4, 0), (6, 0))])])
    build_pdf(d / "results.pdf", [
        Heading("Tresillian Components plc"), Note("Consolidated income statement"),
        Grid([["", "Year ended 31 December", ""], ["EUR million", "", ""], ["", "2025", "2024"],
              ["Revenue", "1,284.6", "1,192.3"],
              ["Operating profit", "191.6", "164.0"],
              ["Finance costs", "(21.8)", "(24.5)"],
              ["Profit before tax", "173.0", "142.1"]],
             style="borderless", header_rows=3, spans=[((1, 0), (2, 0))], col_widths=[200, 110, 110])])
    build_pdf(d / "fares.pdf", [
        Heading("Polventon Ferries Corporation"), Note("Fare Revenue by Ticket Class"),
        Grid([["", "Fiscal 2019", "", "", "Fiscal 2018", "", ""],
              ["", "Revenue", "Tickets sold", "Fare", "Revenue", "Tickets sold", "Fare"],
              ["Passenger fares", "", "", "", "", "", ""],
              ["Adult", "48,215", "2,412.0", "19.99", "46,930", "2,398.6", "19.57"],
              ["Senior", "9,872", "751.2", "13.14", "9,405", "722.9", "13.01"],
              ["Other", "1,275", "98.6", "12.93", "1,342", "104.2", "12.88"],
              ["Vehicle fares", "", "", "", "", "", ""],
              ["Car or light van", "52,618", "1,204.7", "43.68", "50,377", "1,177.5", "42.78"],
              ["Motorcycle", "1,984", "88.3", "22.47", "1,902", "86.1", "22.09"],
              ["Other", "2,213", "41.6", "53.20", "2,380", "44.9", "53.01"]],
             style="zebra", header_rows=2, col_widths=[120, 62, 62, 62, 62, 62, 62],
             spans=[((1, 0), (3, 0)), ((4, 0), (6, 0))], header_align="CENTER",
             indented_rows=[3, 4, 5, 7, 8, 9], shaded_rows=[4, 8],
             underlined=[((1, 0), (3, 0)), ((4, 0), (6, 0))])])
    with ingested(d, "leftset.duckdb") as cat:
        yield cat


def test_headings_set_left_head_the_column_to_their_right(catalog):
    a = ask(catalog, "Resolution target for a Severity 2 ticket on the Scale plan, in hours?", documents=["support.pdf"])
    assert a.status == "answered" and a.value == pytest.approx(24), a.answer
    a = ask(catalog, "First response for a Severity 3 ticket on the Enterprise plan?", documents=["support.pdf"])
    assert a.status == "answered" and a.value == pytest.approx(4), a.answer
    a = ask(catalog, "What were Tresillian's finance costs in 2024?", documents=["results.pdf"])
    assert a.status == "answered" and a.value in (pytest.approx(-24.5), pytest.approx(-24.5e6)), a.answer


def test_a_section_heading_in_a_shaded_band_heads_its_lines(catalog):
    a = ask(catalog, "What was the fiscal 2019 revenue from other vehicle fares?", documents=["fares.pdf"])
    assert a.status == "answered" and a.value in (pytest.approx(2_213), pytest.approx(2_213_000)), a.answer
    a = ask(catalog, "How many adult tickets were sold in fiscal 2018?", documents=["fares.pdf"])
    assert a.status == "answered" and a.value == pytest.approx(2_398.6), a.answer
