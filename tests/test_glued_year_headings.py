"""Year headings printed run together in one line over right-aligned amounts ("2019 €m 2018 €m 2017
€m"), which the grid reads as one heading over the first column and a span over the rest, are split
back into one heading per column (headers.split_glued_years), so each year's question reads its own
column.

Real reportlab PDFs -> real extraction -> a real Catalog; every question goes through ask().
"""
from __future__ import annotations

from pathlib import Path

import pytest
from reportlab.lib.pagesizes import A4
from reportlab.pdfgen import canvas

from tabsql.answer import ask
from tests.catalogs import ingested

COLUMNS = (456.0, 499.5, 543.0)
ROWS = [("Salaries and fees", "4", "4", "4"), ("Incentive schemes", "2", "3", "2"),
        ("Other benefits", "–", "1", "1"), ("", "6", "8", "7")]


def _emoluments(path: Path, headings: list[str]) -> Path:
    """A borderless note: each heading and amount right-aligned at its column, the columns so close
    that the bold headings run together into one line of text, 8 points apart."""
    c = canvas.Canvas(str(path), pagesize=A4, invariant=1)
    top = A4[1] - 80
    c.setFont("Helvetica-Bold", 12)
    c.drawString(64, top, "22. Directors and key management compensation")
    c.setFont("Helvetica", 9)
    c.drawString(64, top - 20, "Aggregate emoluments of the Directors of the Company were as follows:")
    c.setFont("Helvetica-Bold", 9)
    for x, text in zip(COLUMNS, headings):
        c.drawRightString(x, top - 44, text)
    c.setFont("Helvetica", 9)
    for i, (label, *values) in enumerate(ROWS):
        y = top - 59 - 15 * i
        c.drawString(64, y, label)
        for x, v in zip(COLUMNS, values):
            c.drawRightString(x, y, v)
    c.drawString(64, top - 140, "No Directors serving during the year exercised share options in the year.")
    c.save()
    return path


@pytest.fixture(scope="module")
def report(tmp_path_factory):
    d = tmp_path_factory.mktemp("glued_years")
    _emoluments(d / "emoluments.pdf", ["2019 €m", "2018 €m", "2017 €m"])
    with ingested(d, "glued_years.duckdb") as cat:
        yield cat


def test_each_year_reads_its_own_column(report):
    ans = ask(report, "What were the incentive schemes in 2018?")
    assert ans.status == "answered" and ans.value == pytest.approx(3e6), ans.answer
    ans = ask(report, "What were the incentive schemes in 2019?")
    assert ans.status == "answered" and ans.value == pytest.approx(2e6), ans.answer
    ans = ask(report, "What is the average incentive schemes between 2018 and 2019?")
    assert ans.status == "answered" and ans.value == pytest.approx(2.5e6), ans.answer

