"""Rows told apart by a spacing threshold keep apart when a reader places the lines a few hundredths
of a point off (grid.GAP_TOLERANCE, pdfplumber's tolerance settings).

The page is a booktabs table of bottom-aligned records, set on a 10.8 pt leading (9 pt type, so
1.8 pt between the lines of one record) with 4 pt more between records: the gap between two
records is exactly the tightest gap + 4 pt, the threshold of a new row. pdfium and pdfminer read
one such page up to 0.0001 pt apart vertically, so one reader saw a new row and the other a wrapped
line (the first record's upper lines joined the header: "Representatives Pelican Airline Pilots'").
Here the first record starts ``shift`` points off that spacing; every shift gives the same table.
"""
from __future__ import annotations

import pytest
from reportlab.lib.pagesizes import letter
from reportlab.pdfgen import canvas

from tabsql.answer import ask
from tabsql.catalog import Catalog
from tabsql.extract import extract_document

X = (64, 304, 312, 470)  # label, right edge of the counts, representatives, status
LEADING, RECORD_GAP = 10.8, 4.0
HEADER = [{1: "Approximate"}, {1: "Number of", 3: "Status of"},
          {0: "Employee Group", 1: "Employees", 2: "Representatives", 3: "Agreement"}]
RECORDS = [
    [{3: "Amendable"}, {2: "Pelican Airline Pilots'", 3: "September"},
     {0: "Pelican Pilots", 1: "8,600", 2: "Association (PPA)", 3: "2020"}],
    [{2: "Transport Workers of"}, {2: "America, Local 556", 3: "Amendable"},
     {0: "Pelican Flight Attendants", 1: "14,500", 2: "(TWU 556)", 3: "November 2018"}],
    [{0: "Pelican Mechanics", 1: "2,400", 2: "Mechanics Fraternal", 3: "In negotiations"}],
    [{2: "Transport Workers of", 3: "Amendable"},
     {0: "Pelican Dispatchers", 1: "350", 2: "America, Local 550", 3: "June 2019"}],
]


def _build(path, shift: float):
    c = canvas.Canvas(str(path), pagesize=letter, invariant=1)
    h = letter[1]
    c.setFont("Helvetica-Bold", 14)
    c.drawString(60, h - 75, "Pelican Air Group")
    c.setFont("Helvetica", 9)
    c.drawString(60, h - 92, "Table from a Form 10-K annual report filed with the SEC")

    def line(y: float, cells: dict[int, str], bold: bool = False):
        c.setFont("Helvetica-Bold" if bold else "Helvetica", 9)
        for k, text in cells.items():
            (c.drawRightString if k == 1 else c.drawString)(X[k], h - y, text)

    c.setLineWidth(0.8)
    c.line(60, h - 107, 547, h - 107)
    y = 118.0
    for cells in HEADER:
        line(y, cells, bold=True)
        y += LEADING
    rule = y - LEADING + 4.0
    c.setLineWidth(0.5)
    c.line(60, h - rule, 547, h - rule)
    y += RECORD_GAP + shift
    for record in RECORDS:
        for cells in record:
            line(y, cells)
            y += LEADING
        y += RECORD_GAP
    c.setLineWidth(0.8)
    c.line(60, h - (y - RECORD_GAP - LEADING + 4.0), 547, h - (y - RECORD_GAP - LEADING + 4.0))
    c.showPage()
    c.save()
    return path


SHIFTS = [0.0, -0.03, 0.03]


@pytest.fixture(scope="module")
def folder(tmp_path_factory):
    folder = tmp_path_factory.mktemp("gaps")
    for i, shift in enumerate(SHIFTS):
        _build(folder / f"unions-{i}.pdf", shift)
    return folder


def _rows(path) -> tuple[list[list[str]], dict[str, list[str]]]:
    table = extract_document(path).tables[0]
    out: dict[int, dict[int, str]] = {}
    for c in table.cells:
        out.setdefault(c.row, {})[c.col] = c.text
    return table.column_paths, {r[0]: [r.get(k, "") for k in range(1, table.n_cols)] for r in out.values() if r.get(0)}


@pytest.mark.parametrize("i", range(len(SHIFTS)))
def test_the_same_table_whatever_the_shift(folder, i):
    paths, rows = _rows(folder / f"unions-{i}.pdf")
    assert not any("Pilots" in " ".join(p) or "Amendable" in " ".join(p) for p in paths), paths
    assert rows["Pelican Pilots"] == ["8,600", "Pelican Airline Pilots' Association (PPA)", "Amendable September 2020"]
    assert rows["Pelican Flight Attendants"] == ["14,500", "Transport Workers of America, Local 556 (TWU 556)",
                                                 "Amendable November 2018"]
    assert rows["Pelican Dispatchers"] == ["350", "Transport Workers of America, Local 550", "Amendable June 2019"]


def test_asked_through_the_catalog(folder, tmp_path):
    cat = Catalog(tmp_path / "g.duckdb")
    cat.ingest([folder / "unions-1.pdf"])
    a = ask(cat, "What is the approximate number of employees of Pelican Pilots?")
    assert a.status == "answered" and a.value == 8600.0, a.answer
    b = ask(cat, "How many employees does Pelican Mechanics have?")
    assert b.status == "answered" and b.value == 2400.0, b.answer
    cat.close()
