"""Which lines right under a table are notes on it: a terse line ("Prices exclude VAT.") is a
condition of every answer from the table; a 10-K's commentary set under a table in the table's type
("The increase in revenues across all regions was due primarily to ...") is page text and qualifies
nothing. A PDF drawn here through ingest and ask()."""
from __future__ import annotations

from pathlib import Path

import pytest
from reportlab.lib.pagesizes import letter
from reportlab.pdfgen import canvas

from tabsql.answer import ask
from tests.catalogs import ingested

COMMENTARY = [
    "Revenues by geography are determined based on the region of the contracting entity, which may be different than the",
    "region of the customer. The increase in revenues across all regions was due primarily to the continued execution of our",
    "growth strategy, including extending our go-to-market capabilities globally. During fiscal 2023, revenues outside of the",
    "Americas were negatively impacted by foreign currency fluctuations by approximately ten percent compared to fiscal 2022.",
]


def _table(c: canvas.Canvas, y: float, head: tuple[str, ...], rows: list[tuple[str, ...]], lines: list[str]) -> None:
    c.setFont("Helvetica", 8)
    for x, t in zip((300, 400), head):
        c.drawRightString(x, y, t)
    for label, *vals in rows:
        y -= 10
        c.drawString(50, y, label)
        for x, v in zip((300, 400), vals):
            c.drawRightString(x, y, v)
    for line in lines:
        y -= 10
        c.drawString(50, y, line)


def _report(path: Path) -> Path:
    c = canvas.Canvas(str(path), pagesize=letter)
    c.setFont("Helvetica-Bold", 14)
    c.drawString(50, 740, "Kestrel Software Inc. - Annual report 2023")
    c.setFont("Helvetica", 8)
    c.drawString(50, 712, "Revenues by Geography (in millions)")
    _table(c, 700, ("2023", "2022"), [("Americas", "$ 21,250", "$ 17,983"), ("Europe", "7,163", "6,016"),
                                      ("Asia Pacific", "2,939", "2,493"), ("Total", "$ 31,352", "$ 26,492")], COMMENTARY)
    c.showPage()
    c.setFont("Helvetica-Bold", 14)
    c.drawString(50, 740, "Plover Supplies Ltd - Price list 2025")
    _table(c, 700, ("Unit price", "Pack"), [("Nitrile gloves, box of 100", "EUR 9.90", "10"),
                                            ("Cable ties, pack of 100", "EUR 5.47", "50")], ["Prices exclude VAT."])
    c.showPage()
    c.save()
    return path


@pytest.fixture(scope="module")
def catalog(tmp_path_factory):
    d = tmp_path_factory.mktemp("note_conditions")
    _report(d / "kestrel_2023.pdf")
    with ingested(d, "n.duckdb") as cat:
        yield cat


def test_commentary_under_a_table_is_no_condition(catalog):
    a = ask(catalog, "What were Kestrel's revenues in the Americas in 2023?")
    assert a.status == "answered" and a.value == pytest.approx(21_250e6), a.answer
    assert a.conditions == [], a.conditions


def test_a_terse_line_under_a_table_is_a_condition(catalog):
    a = ask(catalog, "What is the unit price of nitrile gloves at Plover?")
    assert a.status == "answered" and a.value == pytest.approx(9.90), a.answer
    assert a.conditions == ["Prices exclude VAT"], a.conditions
