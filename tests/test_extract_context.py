"""The passes after grid recovery (headers, context, continuation, quality) and the extraction export.

Each test renders a small PDF with reportlab and reads it back with pdfplumber: ruled tables are cut
into cells (with spans) from their rules by ``_ruled_tables`` below, so these tests do not depend on
how the grid pass reads borderless text; one test runs the whole pipeline for the contract's JSON.
"""
from __future__ import annotations

from pathlib import Path

import pdfplumber
import pytest
from reportlab.lib import colors
from reportlab.lib.pagesizes import A4
from reportlab.lib.styles import ParagraphStyle, getSampleStyleSheet
from reportlab.platypus import PageBreak, Paragraph, SimpleDocTemplate, Spacer
from reportlab.platypus import Table as RLTable
from reportlab.platypus import TableStyle

from tabsql.extract import context, continuation, export, headers, quality
from tabsql.models import Cell, ExtractedDocument, Table

STYLES = getSampleStyleSheet()
CAPTION = ParagraphStyle("caption", parent=STYLES["BodyText"], fontName="Helvetica-Bold", fontSize=9, leading=11)
NOTE = ParagraphStyle("note", parent=STYLES["BodyText"], fontName="Helvetica", fontSize=7, leading=8.5,
                      spaceBefore=0, spaceAfter=0)
BODY = ParagraphStyle("body", parent=STYLES["BodyText"], fontName="Helvetica", fontSize=10, leading=12)


def _grid(rows: list[list[str]], spans=(), header_rows: int = 1, repeat: bool = True) -> RLTable:
    table = RLTable(rows, repeatRows=header_rows if repeat else 0)
    cmds = [("GRID", (0, 0), (-1, -1), 0.5, colors.black), ("FONT", (0, 0), (-1, -1), "Helvetica", 8),
            ("FONT", (0, 0), (-1, header_rows - 1), "Helvetica-Bold", 8)]
    cmds += [("SPAN", a, b) for a, b in spans]
    table.setStyle(TableStyle(cmds))
    return table


def _build(path: Path, story: list) -> Path:
    SimpleDocTemplate(str(path), pagesize=A4, invariant=1, leftMargin=50, rightMargin=50,
                      topMargin=50, bottomMargin=50).build(story)
    return path


def _edges(values: list[float], tol: float = 1.5) -> list[float]:
    out: list[float] = []
    for v in sorted(values):
        if not out or v - out[-1] > tol:
            out.append(v)
    return out


def _index(edges: list[float], v: float) -> int:
    return min(range(len(edges)), key=lambda i: abs(edges[i] - v))


def _ruled_tables(path: Path) -> tuple[list[Table], dict[int, list[dict]]]:
    """Every ruled table of the PDF as a Table (cells from the rules, merged cells as spans) + page words."""
    tables: list[Table] = []
    words: dict[int, list[dict]] = {}
    with pdfplumber.open(path) as pdf:
        for pno, page in enumerate(pdf.pages, 1):
            words[pno] = page.extract_words(extra_attrs=["size", "fontname"])
            for found in page.find_tables():
                boxes = found.cells
                xs = _edges([b[0] for b in boxes] + [b[2] for b in boxes])
                ys = _edges([b[1] for b in boxes] + [b[3] for b in boxes])
                cells = []
                for b in boxes:
                    r0, r1, c0, c1 = _index(ys, b[1]), _index(ys, b[3]), _index(xs, b[0]), _index(xs, b[2])
                    inside = [w for w in words[pno] if b[0] <= (w["x0"] + w["x1"]) / 2 <= b[2]
                              and b[1] <= (w["top"] + w["bottom"]) / 2 <= b[3]]
                    text = " ".join(w["text"] for w in sorted(inside, key=lambda w: (round(w["top"]), w["x0"])))
                    cells.append(Cell(row=r0, col=c0, row_span=r1 - r0, col_span=c1 - c0, text=text,
                                      page=pno, bbox=tuple(b)))
                tables.append(Table(id=f"t{len(tables) + 1}", page=pno, bbox=tuple(found.bbox),
                                    n_rows=len(ys) - 1, n_cols=len(xs) - 1, cells=cells, method="ruled"))
    return tables, words


def _passes(path: Path) -> list[Table]:
    """The pipeline's order after the grid: context and headers per page, then continuation and quality."""
    tables, words = _ruled_tables(path)
    done = []
    for t in tables:
        others = [o for o in tables if o is not t and o.page == t.page]
        done.append(headers.analyze(context.attach(t, words[t.page], others)))
    return [t.model_copy(update={"quality": quality.score(t)}) for t in continuation.join(done)]


SUPPORT_ROWS = [
    ["Tier", "Support plan", "2025*", "", "2026", ""],
    ["", "", "EUR", "USD", "EUR", "USD"],
    ["Standard", "Basic", "1,580.00", "1,675.00", "1,630.00", "n/a"],
    ["", "Business", "2,840.00", "3,015.00", "3,050.00", "3,270.00"],
    ["Premium", "Premium 8x5", "6,470.00", "6,870.00", "6,960.00", "7,465.00"],
    ["", "Premium 24/7", "9,790.00", "10,395.00", "10,470.00", "11,230.00"],
]
SUPPORT_SPANS = [((0, 0), (0, 1)), ((1, 0), (1, 1)), ((2, 0), (3, 0)), ((4, 0), (5, 0)),
                 ((0, 2), (0, 3)), ((0, 4), (0, 5))]


@pytest.fixture(scope="module")
def support_pdf(tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("ctx") / "support.pdf"
    return _build(path, [
        Paragraph("Support and maintenance", STYLES["Heading1"]),
        Paragraph("Our plans are billed per year. Last year Business cost 2,275.00.", BODY),
        Spacer(1, 8),
        Paragraph("Table 1: Annual support fees (in EUR thousands)", CAPTION),
        Spacer(1, 3),
        _grid(SUPPORT_ROWS, SUPPORT_SPANS, header_rows=2),
        Spacer(1, 2),
        Paragraph("* Prices exclude VAT", NOTE),
        Paragraph("Fees are per production instance.", NOTE),
        Spacer(1, 10),
        Paragraph("Upgrades between plans are possible at any time at 15.00 per seat.", BODY),
    ])


def test_multi_level_header_gives_column_paths_without_markers(support_pdf):
    [t] = _passes(support_pdf)
    assert t.header_rows == 2
    assert t.label_cols == 2
    assert t.column_paths[0] == ["Tier"]
    assert t.column_paths[2] == ["2025", "EUR"]  # "2025*": footnote marker removed
    assert t.column_paths[5] == ["2026", "USD"]


def test_merged_row_group_governs_its_rows(support_pdf):
    [t] = _passes(support_pdf)
    assert t.row_paths[3] == ["Standard", "Business"]
    assert t.row_paths[5] == ["Premium", "Premium 24/7"]
    assert t.row_paths[0] == [] and t.row_paths[1] == []


def test_caption_unit_note_and_footnotes_but_not_prose(support_pdf):
    [t] = _passes(support_pdf)
    assert t.caption == "Table 1: Annual support fees (in EUR thousands)"
    assert t.unit_note == "in EUR thousands"
    assert t.section == "Support and maintenance"
    assert [(f.marker, f.text) for f in t.footnotes] == [
        ("*", "Prices exclude VAT"), (None, "Fees are per production instance.")]
    # the body-size prose under and above the table is neither a note nor part of the grid
    assert all("Upgrades" not in f.text and "Last year" not in f.text for f in t.footnotes)
    assert all("2,275" not in c.text and "seat" not in c.text for c in t.cells)


def test_group_label_rows_propagate(tmp_path):
    rows = [["Item", "Price"], ["Support plans", ""], ["Basic", "10.00"], ["Premium", "20.00"],
            ["Add-ons", ""], ["Backup", "5.00"]]
    [t] = _passes(_build(tmp_path / "groups.pdf", [_grid(rows)]))
    assert t.header_rows == 1
    assert t.row_paths[1] == ["Support plans"]
    assert t.row_paths[3] == ["Support plans", "Premium"]
    assert t.row_paths[5] == ["Add-ons", "Backup"]


def test_unit_column_of_a_transposed_sheet(tmp_path):
    rows = [["Parameter", "Unit", "AQ-110", "AQ-150"], ["Rated power", "kW", "12.71", "44.91"],
            ["Max. flow rate", "m³/h", "182.9", "176.9"], ["Weight", "kg", "402", "72"],
            ["Efficiency", "%", "81.6", "76.9"]]
    [t] = _passes(_build(tmp_path / "spec.pdf", [_grid(rows)]))
    assert t.unit_col == 1 and t.label_cols == 1
    assert t.column_paths[3] == ["AQ-150"]


ITEMS = [["Part no.", "Description", "Price (EUR)"]] + [
    [f"P-{1000 + i}", f"Bearing type {i}", f"{10 + i * 0.5:.2f}"] for i in range(55)]


def _long_table_pdf(path: Path, repeat: bool) -> Path:
    """Table 1 over two pages, then Table 2 on a page of its own.

    Header repeated: set the way such documents print it, with a "Table 1 (continued)" caption over the
    second piece. Not repeated: reportlab cuts the table at the page end, the second piece starts headless.
    """
    head = [Paragraph("Table 1: Item list with prices", CAPTION)]
    if repeat:
        head += [_grid(ITEMS[:36]), PageBreak(), Paragraph("Table 1 (continued)", CAPTION),
                 _grid(ITEMS[:1] + ITEMS[36:])]
    else:
        head += [_grid(ITEMS, repeat=False)]
    return _build(path, head + [
        Paragraph("Prices exclude VAT.", NOTE),
        PageBreak(),
        Paragraph("Table 2: Delivery fees", CAPTION),
        _grid([["Quantity", "Fee"], ["1-99", "45.00"], ["100+", "30.00"]]),
    ])


@pytest.mark.parametrize("repeat", [True, False], ids=["header-repeated", "header-not-repeated"])
def test_table_continued_over_pages_is_joined(tmp_path, repeat):
    tables = _passes(_long_table_pdf(tmp_path / "cat.pdf", repeat))
    pieces, _ = _ruled_tables(tmp_path / "cat.pdf")
    assert len(pieces) == 3 and pieces[1].page == 2  # the list really was cut by the page break
    assert len(tables) == 2, "the list is one table; the delivery fees stay a table of their own"
    items, fees = tables
    assert items.pages == [1, 2] and items.id == "t1"
    assert items.caption == "Table 1: Item list with prices"
    assert fees.pages == [3] and fees.caption == "Table 2: Delivery fees" and fees.id == "t2"
    assert items.n_rows == 56  # one header row, 55 items: a repeated header is dropped
    assert sum(c.text == "Part no." for c in items.cells) == 1
    firsts = [c.text for c in sorted(items.cells, key=lambda c: c.row) if c.col == 0]
    assert firsts == ["Part no."] + [f"P-{1000 + i}" for i in range(55)]
    assert sorted({c.row for c in items.cells}) == list(range(56))
    assert [f.text for f in items.footnotes] == ["Prices exclude VAT."]
    assert items.row_paths[55] == ["P-1054"]


def test_next_table_with_the_same_header_is_not_a_continuation(tmp_path):
    rows = ITEMS[:4]
    path = _build(tmp_path / "series.pdf", [Paragraph("Bearings", CAPTION), _grid(rows), PageBreak(),
                                            Paragraph("Seals", CAPTION), _grid(ITEMS[:1] + ITEMS[5:8])])
    tables = _passes(path)
    assert [t.pages for t in tables] == [[1], [2]]
    assert [t.n_rows for t in tables] == [4, 4]


def test_table_continued_sideways_is_not_appended_as_rows(tmp_path):
    """ "Table 1 (continued)" over a header of its own: the same rows go on with further columns."""
    more = [["Part no.", "Weight (kg)", "Colour"]] + [[r[0], "1.5", "grey"] for r in ITEMS[1:4]]
    path = _build(tmp_path / "sideways.pdf", [Paragraph("Table 1: Items", CAPTION), _grid(ITEMS[:4]), PageBreak(),
                                              Paragraph("Table 1 (continued)", CAPTION), _grid(more)])
    assert [t.pages for t in _passes(path)] == [[1], [2]]


def test_contract_json_and_markdown(support_pdf, tmp_path):
    tables = _passes(support_pdf) + _passes(_long_table_pdf(tmp_path / "cat.pdf", True))
    doc = ExtractedDocument(name="x.pdf", sha256="0", pages=3, tables=tables)
    out = export.contract_json(doc)
    assert [t.get("pages") for t in out["tables"]] == [None, [1, 2], None]  # "pages" only when > 1
    first = out["tables"][0]
    assert first["page"] == 1
    assert {"row": 0, "col": 2, "row_span": 1, "col_span": 2, "text": "2025*"} in first["cells"]
    assert all(set(c) == {"row", "col", "row_span", "col_span", "text"} for c in first["cells"])
    assert first["caption"].startswith("Table 1") and first["unit_note"] == "in EUR thousands"
    assert first["footnotes"][0] == {"marker": "*", "text": "Prices exclude VAT"}
    assert first["header_rows"] == 2 and first["column_paths"][3] == ["2025", "USD"]
    assert 0.0 <= first["quality"] <= 1.0 and len(first["bbox"]) == 4
    md = export.markdown(tables[0])
    assert "| Tier | Support plan | 2025 > EUR | 2025 > USD |" in md
    assert "Standard > Business" in md and "note *: Prices exclude VAT" in md


def test_quality_prefers_a_full_aligned_grid(support_pdf):
    [good] = _passes(support_pdf)
    holes = good.model_copy(update={"cells": [c for c in good.cells if c.row < 2 or c.col < 2 or c.row == 3]})
    assert quality.score(good) > 0.85
    assert quality.score(holes) < quality.score(good) - 0.2


def _text_table(path: Path) -> Table:
    """The one borderless table on page 1 cut the simple way: a row per printed line, a column per header word."""
    with pdfplumber.open(path) as pdf:
        words = pdf.pages[0].extract_words()
    tops = _edges([w["top"] for w in words], tol=2)
    lefts = [w["x0"] for w in words if _index(tops, w["top"]) == 0]  # the header names every column
    cells: dict[tuple[int, int], list[dict]] = {}
    for w in words:
        col = max(i for i, x in enumerate(lefts) if x <= w["x0"] + 2)
        cells.setdefault((_index(tops, w["top"]), col), []).append(w)
    return Table(id="t1", page=1, n_rows=len(tops), n_cols=len(lefts), method="text", cells=[
        Cell(row=r, col=k, text=" ".join(w["text"] for w in ws), bbox=(
            min(w["x0"] for w in ws), min(w["top"] for w in ws), max(w["x1"] for w in ws), max(w["bottom"] for w in ws)))
        for (r, k), ws in cells.items()])


def test_borderless_group_label_centred_beside_its_rows_becomes_a_merged_cell(tmp_path):
    """No rules: only the label's position, centred beside its rows, says that it spans them."""
    rows = [["Tier", "Plan", "EUR"], ["", "Basic", "1,580.00"], ["Standard", "Business", "2,840.00"],
            ["", "Business Plus", "4,100.00"], ["", "Premium 8x5", "6,470.00"],
            ["Premium", "Premium 24/7", "9,790.00"], ["", "Mission Critical", "15,010.00"]]
    table = RLTable(rows)
    table.setStyle(TableStyle([("FONT", (0, 0), (-1, -1), "Helvetica", 9)]))
    grid = _text_table(_build(tmp_path / "borderless.pdf", [table]))
    t = headers.analyze(grid)
    assert (t.header_rows, t.label_cols) == (1, 2)
    standard = next(c for c in t.cells if c.text == "Standard")
    assert (standard.row, standard.row_span) == (1, 3)
    assert t.row_paths[1] == ["Standard", "Basic"] and t.row_paths[6] == ["Premium", "Mission Critical"]
    ruled = headers.analyze(grid.model_copy(update={"method": "ruled"}))  # rules would have said so
    assert next(c for c in ruled.cells if c.text == "Standard").row_span == 1
    assert ruled.row_paths[1] == ["Standard", "Basic"]


def test_pipeline_output_has_the_contract_shape(support_pdf):
    from tabsql.extract import extract_document

    out = export.contract_json(extract_document(support_pdf))
    assert out["tables"], "the pipeline finds the ruled table"
    t = out["tables"][0]
    assert t["page"] == 1 and "pages" not in t
    assert {"row", "col", "row_span", "col_span", "text"} <= set(t["cells"][0])
    texts = {c["text"] for c in t["cells"]}
    assert {"1,580.00", "11,230.00"} <= texts
    assert t["caption"] == "Table 1: Annual support fees (in EUR thousands)"


def test_header_cut_from_its_right_aligned_values_is_one_column() -> None:
    """A wide header over narrow right-aligned numbers, cut into two grid columns, is joined."""
    from tabsql.extract.headers import join_split_columns
    from tabsql.models import Cell, Table

    def cell(r: int, k: int, text: str, x0: float, x1: float) -> Cell:
        return Cell(row=r, col=k, text=text, bbox=(x0, 100 + 12 * r, x1, 110 + 12 * r))

    cells = [cell(0, 0, "Part no.", 60, 100), cell(0, 1, "Price", 200, 230), cell(0, 2, "Lead time (days)", 300, 360),
             cell(0, 3, "", 362, 375)]
    for r, (part, price, days) in enumerate([("A-1", "9.50", "5"), ("A-2", "12.00", "35")], start=1):
        cells += [cell(r, 0, part, 60, 90), cell(r, 1, price, 205, 230), cell(r, 2, "", 300, 360),
                  cell(r, 3, days, 366 if len(days) == 1 else 362, 372)]
    table = Table(id="t1", page=1, n_rows=3, n_cols=4, cells=cells)
    joined = join_split_columns(table, h=1)
    assert joined.n_cols == 3
    grid = {(c.row, c.col): c.text for c in joined.cells}
    assert grid[(0, 2)] == "Lead time (days)" and grid[(1, 2)] == "5" and grid[(2, 2)] == "35"
    assert len(joined.cells) == len({(c.row, c.col) for c in joined.cells})
    apart = Table(id="t1", page=1, n_rows=3, n_cols=4,
                  cells=[c.model_copy(update={"bbox": (c.bbox[0] + 40, c.bbox[1], c.bbox[2] + 40, c.bbox[3])})
                         if c.col == 3 else c for c in cells])
    assert join_split_columns(apart, h=1).n_cols == 4  # far apart: two columns after all
