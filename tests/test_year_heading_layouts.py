"""Year headings the grid reads as fewer or other columns than are printed:

- headings run together in one line over right-aligned amounts ("2019 €m 2018 €m 2017 €m"), read as
  one heading over the first column and a span over the rest (headers.split_glued_years);
- repeated groups of years whose heading is printed with the group's first year only ("Domestic
  September 30, 2019 | 2018 | International September 30, 2019 | 2018"), so each group's 2018 column
  read as a bare "2018" (headers._group_prefix_shared).

Real reportlab PDFs -> real extraction -> a real Catalog; every question goes through ask().
"""
from __future__ import annotations

from pathlib import Path

import pytest
from reportlab.lib.pagesizes import A4
from reportlab.pdfgen import canvas

from tabsql.answer import ask
from tests.catalogs import ingested


def _note(path: Path, title: str, columns: tuple[float, ...], headings: tuple[str, ...],
          rows: list[tuple[str, ...]], after: tuple[str, ...]) -> Path:
    """A borderless note: a title, one line of bold headings, then the rows; headings and amounts
    right-aligned at their columns, labels at the left margin, a paragraph after."""
    c = canvas.Canvas(str(path), pagesize=A4, invariant=1)
    top = A4[1] - 80
    c.setFont("Helvetica-Bold", 12)
    c.drawString(64, top, title)
    c.setFont("Helvetica-Bold", 9)
    for x, heading in zip(columns, headings):
        c.drawRightString(x, top - 44, heading)
    c.setFont("Helvetica", 9)
    for i, (label, *values) in enumerate(rows):
        c.drawString(64, top - 59 - 15 * i, label)
        for x, v in zip(columns, values):
            if v:
                c.drawRightString(x, top - 59 - 15 * i, v)
    for i, line in enumerate(after):
        c.drawString(64, top - 140 - 12 * i, line)
    c.save()
    return path


@pytest.fixture(scope="module")
def report(tmp_path_factory):
    d = tmp_path_factory.mktemp("year_headings")
    # Columns so close that the bold headings run together into one line of text, 8 points apart.
    _note(d / "emoluments.pdf", "22. Directors and key management compensation", (456.0, 499.5, 543.0),
          ("2019 €m", "2018 €m", "2017 €m"),
          [("Salaries and fees", "4", "4", "4"), ("Incentive schemes", "2", "3", "2"),
           ("Other benefits", "–", "1", "1"), ("", "6", "8", "7")],
          ("No Directors serving during the year exercised share options in the year.",))
    _note(d / "pensions.pdf", "Pension plans", (300.0, 345.0, 505.0, 550.0),
          ("Domestic September 30, 2019", "2018", "International September 30, 2019", "2018"),
          [("Discount rate", "4.00%", "3.75%", "1.90%", "2.80%"),
           ("Return on plan assets", "", "", "3.40%", "3.70%"),
           ("Salary increase", "", "", "--%", "--%")],
          ("The following table provides the weighted average actuarial assumptions used to",
           "determine net periodic benefit cost for years ended September 30. The discount",
           "rates were determined by comparison against AA rated corporate bond indices."))
    with ingested(d, "year_headings.duckdb") as cat:
        yield cat


def test_glued_year_headings_each_read_their_own_column(report):
    ans = ask(report, "What were the incentive schemes in 2018?")
    assert ans.status == "answered" and ans.value == pytest.approx(3e6), ans.answer
    ans = ask(report, "What were the incentive schemes in 2019?")
    assert ans.status == "answered" and ans.value == pytest.approx(2e6), ans.answer
    ans = ask(report, "What is the average incentive schemes between 2018 and 2019?")
    assert ans.status == "answered" and ans.value == pytest.approx(2.5e6), ans.answer


def test_a_group_heading_printed_with_its_first_year_heads_all_its_years(report):
    ans = ask(report, "What was the domestic discount rate in 2018?")
    assert ans.status == "answered" and ans.value == pytest.approx(3.75), ans.answer
    ans = ask(report, "What was the international discount rate in 2018?")
    assert ans.status == "answered" and ans.value == pytest.approx(2.80), ans.answer
    ans = ask(report, "What was the change in the international discount rate from 2018 to 2019?")
    assert ans.status == "answered" and ans.value == pytest.approx(-0.9), ans.answer
