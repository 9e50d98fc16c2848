"""A table whose records end on their line of numbers: the text cells beside a count wrap upwards
(a union's name starts a line above its employee group). The first record's upper lines are not a
header level ("Representatives > Pelican Airline Pilots'" would name a column by one pilot group),
and every record's lines, above its label line, belong to it, not to the record before."""
from __future__ import annotations

import pytest
from reportlab.lib.pagesizes import A4
from reportlab.lib.styles import getSampleStyleSheet
from reportlab.platypus import Paragraph, SimpleDocTemplate, Table, TableStyle

from tabsql.answer import ask
from tabsql.catalog import Catalog
from tabsql.extract import extract_document

ROWS = [["Employee Group", "Approximate\nNumber of\nEmployees", "Representatives", "Status of\nAgreement"],
        ["Pelican Pilots", "8,600", "Pelican Airline Pilots'\nAssociation (PPA)", "Amendable September\n2020"],
        ["Pelican Flight Attendants", "14,500", "Transport Workers of\nAmerica, Local 556\n(TWU 556)",
         "Amendable\nNovember 2018"],
        ["Pelican Mechanics", "2,400", "Aircraft Mechanics\nFraternal Association", "In negotiations"],
        ["Pelican Dispatchers", "350", "Transport Workers of\nAmerica, Local 550", "Amendable\nJune 2019"]]


def _build(path, valign: str):
    styles = getSampleStyleSheet()
    table = Table(ROWS)
    table.setStyle(TableStyle([("FONT", (0, 0), (-1, -1), "Helvetica", 9), ("VALIGN", (0, 0), (-1, -1), valign),
                               ("ALIGN", (1, 1), (1, -1), "RIGHT")]))
    SimpleDocTemplate(str(path), pagesize=A4, invariant=1).build([
        Paragraph("Pelican Air Group", styles["Heading1"]),
        Paragraph("Table from a Form 10-K annual report filed with the SEC", styles["BodyText"]), table])
    return path


@pytest.fixture(scope="module")
def folder(tmp_path_factory):
    folder = tmp_path_factory.mktemp("bottom")
    _build(folder / "unions.pdf", "BOTTOM")
    _build(folder / "unions-top.pdf", "TOP")
    return folder


def _rows(path) -> dict[str, list[str]]:
    table = extract_document(path).tables[0]
    out: dict[int, dict[int, str]] = {}
    for c in table.cells:
        out.setdefault(c.row, {})[c.col] = c.text
    return {r[0]: [r.get(k, "") for k in range(1, table.n_cols)] for r in out.values() if r.get(0)}


@pytest.mark.parametrize("name", ["unions.pdf", "unions-top.pdf"])
def test_each_record_keeps_its_own_lines(folder, name):
    rows = _rows(folder / name)
    assert rows["Pelican Pilots"] == ["8,600", "Pelican Airline Pilots' Association (PPA)", "Amendable September 2020"]
    assert rows["Pelican Flight Attendants"][1:] == ["Transport Workers of America, Local 556 (TWU 556)",
                                                     "Amendable November 2018"]
    assert rows["Pelican Dispatchers"][1:] == ["Transport Workers of America, Local 550", "Amendable June 2019"]


def test_the_first_records_upper_lines_are_no_header(folder):
    table = extract_document(folder / "unions.pdf").tables[0]
    assert not any("Pilots" in " ".join(p) for p in table.column_paths), table.column_paths


def test_asked_through_the_catalog(folder, tmp_path):
    cat = Catalog(tmp_path / "u.duckdb")
    cat.ingest([folder / "unions.pdf"])
    a = ask(cat, "What is the approximate number of employees of Pelican Pilots?")
    assert a.status == "answered" and a.value == 8600.0, a.answer
    b = ask(cat, "What is the status of agreement for Pelican Flight Attendants?")
    assert b.status == "answered" and b.value == "Amendable November 2018", b.answer
    cat.close()
