"""A paragraph's last line set right above a table (as 10-K MD&A pages set them) is page text, not
the top line of the column header: its words and its year must not name the table's columns."""
from __future__ import annotations

from pathlib import Path

from reportlab.lib.pagesizes import letter
from reportlab.pdfgen import canvas

from tabsql.extract import extract_document


def _page(path: Path, tail: str) -> Path:
    c = canvas.Canvas(str(path), pagesize=letter)
    c.setFont("Helvetica", 9)
    y = 700.0
    c.drawString(60, y, "Cost of revenues rose with the growth of our services, offset in part by the effect of")
    y -= 11
    c.drawString(60, y, tail)  # the paragraph's last line, short, right above the table
    y -= 13
    c.drawString(60, y, "Cost of Revenues")
    c.drawRightString(400, y, "Fiscal Year Ended January 31,")
    y -= 11
    c.drawString(60, y, "(in millions)")
    for x, text in ((300, "2023"), (400, "2022"), (520, "Variance")):
        c.drawRightString(x, y, text)
    for label, values in (("Subscription and support", ("$5,821", "$5,059", "$762")),
                          ("Professional services and other", ("2,539", "1,967", "572")),
                          ("Total cost of revenues", ("$8,360", "$7,026", "$1,334"))):
        y -= 11
        c.drawString(60, y, label)
        for x, v in zip((300, 400, 520), values):
            c.drawRightString(x, y, v)
    c.showPage()
    c.save()
    return path


def test_a_sentence_ending_above_the_table_names_no_column(tmp_path: Path) -> None:
    doc = extract_document(_page(tmp_path / "mdna.pdf", "currency fluctuations compared to fiscal 2022."))
    assert len(doc.tables) == 1
    paths = " | ".join(" > ".join(p) for p in doc.tables[0].column_paths)
    assert "fluctuations" not in paths and "2023" in paths and "2022" in paths, paths
