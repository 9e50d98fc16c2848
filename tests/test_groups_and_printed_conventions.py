"""Readings that follow how tables print things:

- a group header over some columns names them ("Which Compact model ..." under "Compact" over two of
  four models) and a best-of runs over that group only;
- "In which years were there X?" lists the years whose cell records something, not a dash;
- an option's exercise price is a per-share amount, which "(in thousands, except per share data)"
  does not scale;
- a current ratio over liabilities printed in brackets is their size;
- "the change in wholesale net sales" reads the amount columns, not the "% of Total" beside them.

Reportlab documents through ingest and ask()."""
from __future__ import annotations

import pytest

from tabsql.answer import ask
from tests.catalogs import ingested
from tests.pdfs import Grid, Heading, Note, build_pdf


@pytest.fixture(scope="module")
def catalog(tmp_path_factory):
    d = tmp_path_factory.mktemp("groups_conventions")
    build_pdf(d / "pelverton_ups_spec_sheet.pdf", [
        Heading("Pelverton UPS systems - Technical data"),
        Grid([["", "Compact", "Compact", "Tower", "Tower"],
              ["", "C1K", "C2K", "T10K", "T20K"],
              ["Rated power (kW)", "0.9", "1.8", "9.0", "18.0"],
              ["Runtime at full load (min)", "6.5", "5.2", "7.0", "8.5"]],
             style="grid", header_rows=2, spans=[((1, 0), (2, 0)), ((3, 0), (4, 0))]),
    ])
    build_pdf(d / "fenwold_annual_report_2020.pdf", [
        Heading("Fenwold Systems Inc. - Annual report 2020"),
        Note("Unrecognized tax benefits (in millions)"),
        Grid([["", "2020", "2019", "2018"], ["Balance at beginning of year", "41.0", "38.2", "35.9"],
              ["Settlements with taxing authorities", "(3.8)", "—", "(0.7)"],
              ["Balance at end of year", "45.1", "41.0", "38.2"]], style="grid"),
        Note("Stock option activity (in thousands, except per share data)"),
        Grid([["", "Number of Options", "Weighted-Average Exercise Price"],
              ["Outstanding at January 1, 2020", "3,120", "$30.15"], ["Granted", "640", "$34.80"],
              ["Outstanding at December 31, 2020", "3,410", "$31.02"]], style="grid"),
        Note("Balance sheet (GBP millions)"),
        Grid([["", "2020", "2019"], ["Total current assets", "412.3", "388.0"],
              ["Total current liabilities", "(352.1)", "(340.6)"]], style="grid"),
        Note("Net sales by channel (in thousands)"),
        Grid([["", "Fiscal 2020", "Fiscal 2020", "Fiscal 2019", "Fiscal 2019"],
              ["", "Amount", "% of Total", "Amount", "% of Total"],
              ["Retail", "221,400", "50.3%", "245,010", "49.7%"], ["Wholesale", "218,406", "49.7%", "247,915", "50.3%"],
              ["Total net sales", "439,806", "100.0%", "492,925", "100.0%"]],
             style="grid", header_rows=2, spans=[((1, 0), (2, 0)), ((3, 0), (4, 0))]),
    ])
    with ingested(d, "groups_conventions.duckdb") as cat:
        yield cat


def test_a_group_header_names_its_columns(catalog):
    a = ask(catalog, "Which Compact model gives the longest runtime at full load?")
    assert a.status == "answered" and a.value == "C1K", a.answer


def test_the_years_recorded_leave_out_a_dash(catalog):
    a = ask(catalog, "In which years were there settlements with taxing authorities?")
    assert a.status == "answered" and sorted(a.value) == ["2018", "2020"], a.answer


def test_an_exercise_price_is_per_share(catalog):
    a = ask(catalog, "What was the weighted-average exercise price of options granted?")
    assert a.status == "answered" and a.value == pytest.approx(34.80), a.answer


def test_a_current_ratio_reads_liabilities_by_size(catalog):
    a = ask(catalog, "What was Fenwold's current ratio in 2020?")
    assert a.status == "answered" and a.value == pytest.approx(412.3 / 352.1, rel=1e-4), a.answer


def test_a_change_in_sales_reads_the_amounts(catalog):
    a = ask(catalog, "What was the change in wholesale net sales from fiscal 2019 to fiscal 2020?")
    assert a.status == "answered" and a.value == pytest.approx((218406 - 247915) * 1e3), a.answer
