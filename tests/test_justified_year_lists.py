"""A justified paragraph above a table that lists years ("net sales in 2022, 2021 and 2020") is
page text: its wide word spaces do not cut it into column cells at each year, so its words and its
"10%" name no column, and the lead-in's "(in millions)" scales the table. Through ingest and ask()."""
from __future__ import annotations

from pathlib import Path

import pytest
from reportlab.lib.pagesizes import letter
from reportlab.pdfgen import canvas

from tabsql.answer import ask
from tabsql.extract import extract_document
from tests.catalogs import ingested

PROSE = ["The U.S. and China were the only countries that accounted for more than 10% of the net sales in 2022, 2021 and",
         "2020. Net sales for 2022, 2021 and 2020 and long-lived assets as of September 24, 2022 and September 25, 2021 were as",
         "follows (in millions):"]


def _page(path: Path) -> Path:
    c = canvas.Canvas(str(path), pagesize=letter)
    c.setFont("Helvetica", 16)
    c.drawString(60, 740, "Wrenfield Devices Inc.")
    y = 700.0
    for line in PROSE:
        t = c.beginText(60, y)
        t.setFont("Helvetica", 9)
        t.setWordSpace(1.2 if line != PROSE[-1] else 0)  # set justified: wider spaces than a plain line
        t.textLine(line)
        c.drawText(t)
        y -= 11
    c.setFont("Helvetica", 9)
    y -= 6
    for x, year in ((380, "2022"), (460, "2021"), (540, "2020")):
        c.drawRightString(x, y, year)
    for label, values in (("Net sales:", ()), ("U.S.", ("$ 147,859", "$ 133,803", "$ 109,197")),
                          ("China", ("74,200", "68,366", "40,308")), ("Other countries", ("172,269", "163,648", "125,010")),
                          ("Total net sales", ("$ 394,328", "$ 365,817", "$ 274,515"))):
        y -= 12
        c.drawString(60, y, label)
        for x, v in zip((380, 460, 540), values):
            c.drawRightString(x, y, v)
    c.showPage()
    c.save()
    return path


@pytest.fixture(scope="module")
def folder(tmp_path_factory) -> Path:
    d = tmp_path_factory.mktemp("justified")
    _page(d / "wrenfield_2022.pdf")
    return d


def test_the_paragraph_names_no_column(folder: Path) -> None:
    doc = extract_document(folder / "wrenfield_2022.pdf")
    assert len(doc.tables) == 1
    paths = [" > ".join(p) for p in doc.tables[0].column_paths]
    assert paths[1:] == ["2022", "2021", "2020"], paths


def test_the_lead_in_scale_holds_for_the_total(folder: Path) -> None:
    with ingested(folder, "w.duckdb") as cat:
        a = ask(cat, "What were Wrenfield's total net sales in 2022?")
    assert a.status == "answered" and a.value == pytest.approx(394_328e6), a.answer
