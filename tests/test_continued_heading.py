"""A catalogue continued on the next page under a heading set close above its repeated header
("Trade Catalogue 2025 (continued)"): the heading is read into the grid as a header row over the
first columns, so the continuation was kept as a table of its own and a filter, count or sum over
the catalogue read one page's rows only (a wrong list). The heading is the piece's caption, and the
piece joins the table it continues."""
from __future__ import annotations

import pytest
from reportlab.lib import colors
from reportlab.lib.pagesizes import A4
from reportlab.lib.styles import getSampleStyleSheet
from reportlab.lib.units import mm
from reportlab.platypus import PageBreak, Paragraph, SimpleDocTemplate, Spacer, Table, TableStyle

from tabsql.answer import ask
from tabsql.catalog import Catalog
from tabsql.extract import extract_document

from catalogs import ingested

HEADER = ["Item no.", "Product", "Category", "Weight (g)", "Price (GBP)"]
KINDS = [("Hand tools", ["Chisel", "Mallet", "File", "Rasp", "Awl", "Plane", "Saw", "Vice"]),
         ("Fixings", ["Hook", "Bracket", "Hinge", "Latch", "Hasp", "Clasp", "Bolt", "Strap"]),
         ("Lighting", ["Lamp", "Torch", "Lantern", "Bulb", "Strip", "Spot", "Flood", "Globe"]),
         ("Paint", ["Primer", "Varnish", "Stain", "Gloss", "Satin", "Matt", "Wax", "Oil"]),
         ("Storage", ["Box", "Crate", "Bin", "Tub", "Rack", "Shelf", "Tray"])]
ROWS = [[f"BW-{10 * k + i + 11}", f"{name}, type {i + 1}", kind, f"{120 + 35 * i + 7 * k}", f"{4.5 + 3.25 * i + k:.2f}"]
        for k, (kind, names) in enumerate(KINDS) for i, name in enumerate(names)]
PAGE1 = 20  # the Lighting rows run over the page break


def _table(rows: list[list[str]]) -> Table:
    t = Table(rows, colWidths=[22 * mm, 60 * mm, 28 * mm, 26 * mm, 26 * mm], repeatRows=1)
    t.setStyle(TableStyle([("FONT", (0, 0), (-1, -1), "Helvetica", 8.5),
                           ("FONT", (0, 0), (-1, 0), "Helvetica-Bold", 8.5),
                           ("VALIGN", (0, 0), (-1, -1), "MIDDLE"), ("ALIGN", (1, 0), (-1, -1), "RIGHT"),
                           ("BACKGROUND", (0, 0), (-1, 0), colors.Color(0.2, 0.3, 0.45)),
                           ("TEXTCOLOR", (0, 0), (-1, 0), colors.white),
                           *[("BACKGROUND", (0, r), (-1, r), colors.Color(0.92, 0.92, 0.92))
                             for r in range(2, len(rows), 2)],
                           ("ALIGN", (1, 0), (2, -1), "LEFT")]))
    return t


def _footer(canvas, doc) -> None:
    canvas.setFont("Helvetica", 7.5)
    canvas.drawString(20 * mm, 12 * mm, "Brightwell Hardware Ltd")
    canvas.drawRightString(190 * mm, 12 * mm, f"Page {doc.page}")


def _catalogue(path) -> None:
    styles = getSampleStyleSheet()
    story = [Paragraph("Brightwell Hardware — Trade Catalogue 2025", styles["Title"]),
             Paragraph("Prices in pounds sterling including VAT.", styles["BodyText"]),
             Spacer(1, 4 * mm), _table([HEADER, *ROWS[:PAGE1]]), PageBreak(),
             Paragraph("Trade Catalogue 2025 (continued)", styles["Heading4"]), _table([HEADER, *ROWS[PAGE1:]])]
    SimpleDocTemplate(str(path), pagesize=A4, leftMargin=20 * mm, rightMargin=20 * mm, topMargin=18 * mm,
                      bottomMargin=20 * mm, invariant=1).build(story, onFirstPage=_footer, onLaterPages=_footer)


@pytest.fixture(scope="module")
def folder(tmp_path_factory):
    folder = tmp_path_factory.mktemp("continued")
    _catalogue(folder / "brightwell_catalogue_2025.pdf")
    return folder


@pytest.fixture(scope="module")
def catalog(folder) -> Catalog:
    with ingested(folder, "continued.duckdb") as cat:
        yield cat


def test_the_continued_piece_joins_its_table(folder):
    tables = extract_document(folder / "brightwell_catalogue_2025.pdf").tables
    assert len(tables) == 1 and tables[0].pages == [1, 2]
    assert tables[0].n_rows == 1 + len(ROWS)


def test_a_filter_reads_the_rows_of_both_pages(catalog):
    want = [r[1] for r in ROWS if r[2] == "Lighting" and float(r[4]) > 10]  # named by the "Product" column
    assert any(ROWS.index(r) < PAGE1 for r in ROWS if r[1] in want)  # the list spans the page break
    a = ask(catalog, "Which Brightwell lighting products cost more than GBP 10?")
    assert a.status == "answered" and sorted(a.value) == sorted(want), a.answer
