"""Extraction with pdfium's reading (the default) gives the tables pdfminer's reading (TABSQL_PDF_READER=pdfminer) gives."""
from __future__ import annotations

from pathlib import Path

import pytest

from tabsql.extract import extract_document
from tests.pdf_grid import HLine, Text, VLine, draw_pdf, simple_table
from tests.pdfs import Grid, Heading, Note, build_pdf


def _tables(path: Path, monkeypatch: pytest.MonkeyPatch, reader: str | None):
    if reader:
        monkeypatch.setenv("TABSQL_PDF_READER", reader)
    else:
        monkeypatch.delenv("TABSQL_PDF_READER", raising=False)  # the default: pdfium
    monkeypatch.setenv("TABSQL_EXTRACT_WORKERS", "1")
    return extract_document(path)


def _same(a, b) -> None:
    assert a.page_texts == b.page_texts
    assert [(t.page, t.n_rows, t.n_cols, t.caption, t.column_paths, t.row_paths, t.method) for t in a.tables] == \
           [(t.page, t.n_rows, t.n_cols, t.caption, t.column_paths, t.row_paths, t.method) for t in b.tables]
    for ta, tb in zip(a.tables, b.tables):
        assert [(c.row, c.col, c.row_span, c.col_span, c.text) for c in ta.cells] == \
               [(c.row, c.col, c.row_span, c.col_span, c.text) for c in tb.cells]
        for ca, cb in zip(ta.cells, tb.cells):
            if ca.bbox is not None:
                assert max(abs(x - y) for x, y in zip(ca.bbox, cb.bbox)) < 0.5


def test_ruled_text_and_filled_tables_as_pdfminer_reads_them(tmp_path, monkeypatch):
    rows = [["Region", "2024", "2023"], ["North", "1,204", "1,150"], ["South", "(87)", "64"], ["Total", "1,117", "1,214"]]
    pdf = build_pdf(tmp_path / "styles.pdf", [
        Heading("Revenue by region"), Grid(rows, style="grid"), Note("* unaudited"),
        Heading("Costs"), Grid(rows, style="booktabs"),
        Heading("Staff"), Grid(rows, style="zebra"),
        Heading("Plain"), Grid(rows, style="borderless"),
    ])
    fast = _tables(pdf, monkeypatch, None)
    slow = _tables(pdf, monkeypatch, "pdfminer")
    assert len(fast.tables) >= 2 and fast.tables[0].method == "ruled"
    assert {"North", "1,204", "(87)"} <= {c.text for c in fast.tables[0].cells}
    _same(fast, slow)


def test_rotated_page_and_drawn_lattice(tmp_path, monkeypatch):
    lattice = [Text(80, 100, "Item"), Text(200, 100, "Fee"), Text(80, 118, "Tea"), Text(200, 118, "2.10")]
    lattice += [HLine(70, 300, 95), HLine(70, 300, 112), HLine(70, 300, 130)]
    lattice += [VLine(70, 95, 130), VLine(190, 95, 130), VLine(300, 95, 130)]
    pdf = draw_pdf(tmp_path / "drawn.pdf", [lattice, simple_table(72, 300, [["Item", "Qty", "Price"], ["Milk", "2", "0.95"],
                                                                            ["Bread", "1", "2.40"]], [120, 60, 80])])
    _same(_tables(pdf, monkeypatch, None), _tables(pdf, monkeypatch, "pdfminer"))
    turned = draw_pdf(tmp_path / "turned.pdf", [lattice], rotate=90)  # /Rotate: read by pdfminer
    fast = _tables(turned, monkeypatch, None)
    assert [c.text for c in fast.tables[0].cells] == ["Item", "Fee", "Tea", "2.10"]
    _same(fast, _tables(turned, monkeypatch, "pdfminer"))
