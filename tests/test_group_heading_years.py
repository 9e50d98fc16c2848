"""Repeated groups of year columns whose heading is printed over the first year only, read as one
heading cell with it ("Domestic September 30, 2019 | 2018 | International September 30, 2019 |
2018"): each group's heading heads every year of the group (headers._group_prefix_shared), so the
2018 column of each group is told apart from the other's.

Real reportlab PDFs -> real extraction -> a real Catalog; every question goes through ask().
"""
from __future__ import annotations

from pathlib import Path

import pytest
from reportlab.lib.pagesizes import A4
from reportlab.pdfgen import canvas

from tabsql.answer import ask
from tests.catalogs import ingested

COLUMNS = (300.0, 345.0, 505.0, 550.0)
HEADINGS = ("Domestic September 30, 2019", "2018", "International September 30, 2019", "2018")
ROWS = [("Discount rate", "4.00%", "3.75%", "1.90%", "2.80%"),
        ("Return on plan assets", "", "", "3.40%", "3.70%"),
        ("Salary increase", "", "", "--%", "--%")]


def _assumptions(path: Path) -> Path:
    """A borderless note: each group's name and date printed on one line with its first year, the
    second year alone beside it; headings and rates right-aligned in their columns."""
    c = canvas.Canvas(str(path), pagesize=A4, invariant=1)
    top = A4[1] - 80
    c.setFont("Helvetica-Bold", 12)
    c.drawString(64, top, "Pension plans")
    c.setFont("Helvetica-Bold", 9)
    for x, heading in zip(COLUMNS, HEADINGS):
        c.drawRightString(x, top - 45, heading)
    c.setFont("Helvetica", 9)
    for i, (label, *values) in enumerate(ROWS):
        y = top - 75 - 15 * i
        c.drawString(64, y, label)
        for x, v in zip(COLUMNS, values):
            if v:
                c.drawRightString(x, y, v)
    for i, line in enumerate(("The following table provides the weighted average actuarial assumptions used to",
                              "determine net periodic benefit cost for years ended September 30. The discount",
                              "rates were determined by comparison against AA rated corporate bond indices.")):
        c.drawString(64, top - 140 - 12 * i, line)
    c.save()
    return path


@pytest.fixture(scope="module")
def report(tmp_path_factory):
    d = tmp_path_factory.mktemp("group_years")
    _assumptions(d / "pensions.pdf")
    with ingested(d, "group_years.duckdb") as cat:
        yield cat


def test_each_group_heads_all_its_years(report):
    ans = ask(report, "What was the domestic discount rate in 2018?")
    assert ans.status == "answered" and ans.value == pytest.approx(3.75), ans.answer
    ans = ask(report, "What was the international discount rate in 2018?")
    assert ans.status == "answered" and ans.value == pytest.approx(2.80), ans.answer
    ans = ask(report, "What was the change in the international discount rate from 2018 to 2019?")
    assert ans.status == "answered" and ans.value == pytest.approx(-0.9), ans.answer
