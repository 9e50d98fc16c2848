"""pdfium's reading of pages in an embedded font, the way filings are drawn, against pdfminer's.

Filings converted from HTML draw every char, spaces too, as a text object of its own; pdfium's
text page leaves out a text object with no extent (a space), marks a hyphen that ends a line in
its own way, and splits a glyph whose text is several chars. The reading must still give the
words (and so the tables) pdfminer's reading gives, without handing the page to pdfminer.
"""
from __future__ import annotations

from pathlib import Path

import pypdfium2 as pdfium
import pytest
from reportlab.lib.pagesizes import A4
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen import canvas

from tabsql.extract import extract_document, pdfium_objects

FONT = "Vera"
pdfmetrics.registerFont(TTFont(FONT, "Vera.ttf"))  # shipped with reportlab; embedded as a subset


def _chars_apart(c: canvas.Canvas, x: float, y: float, text: str, size: float) -> float:
    """Draw ``text`` one char (one text object) at a time, spaces too; the x after it."""
    for ch in text:
        c.setFont(FONT, size)
        c.drawString(x, y, ch)
        x += pdfmetrics.stringWidth(ch, FONT, size)
    return x


def _filing(path: Path) -> Path:
    w, h = A4
    c = canvas.Canvas(str(path), pagesize=A4, invariant=1)
    c.setFont(FONT, 11)
    c.drawString(72, h - 60, "Consolidated statements of operations")
    rows = [("", "2024", "2023"), ("Net sales", "1,204", "1,150"), ("Cost of sales", "(87)", "64"),
            ("Gross margin", "1,117", "1,214")]
    y = h - 100
    for label, a, b in rows:
        _chars_apart(c, 72, y, label, 8)
        for x, value in ((300, a), (380, b)):
            _chars_apart(c, x - pdfmetrics.stringWidth(value, FONT, 8), y, value, 8)
        y -= 14
    # a caption in a small size: its spaces (1.3 pt) are narrower than the gap that splits words
    _chars_apart(c, 72, y - 10, "Amounts in millions of dollars", 4)
    c.setFont(FONT, 9)
    c.drawString(72, y - 40, "The notes are rated on a long-term and a short-")  # a hyphen that ends a line
    c.drawString(72, y - 51, "term basis by the agencies named below.")
    c.showPage()
    c.save()
    return path


def _read(path: Path, monkeypatch: pytest.MonkeyPatch, reader: str | None):
    if reader:
        monkeypatch.setenv("TABSQL_PDF_READER", reader)
    else:
        monkeypatch.delenv("TABSQL_PDF_READER", raising=False)
    monkeypatch.setenv("TABSQL_EXTRACT_WORKERS", "1")
    return extract_document(path)


def test_a_filing_page_read_by_pdfium_as_pdfminer_reads_it(tmp_path, monkeypatch):
    pdf = _filing(tmp_path / "filing.pdf")
    page = pdfium.PdfDocument(str(pdf))[0]
    objs = pdfium_objects.read(page)
    assert objs is not None, "pdfium reads the page itself (no pdfminer fallback)"
    text = "".join(ch["text"] for ch in objs.chars)
    assert "Net sales" in text and "Amounts in millions" in text  # the spaces drawn on their own
    assert "short-" in text  # the hyphen that ends a line

    fast = _read(pdf, monkeypatch, None)
    slow = _read(pdf, monkeypatch, "pdfminer")
    assert fast.page_texts == slow.page_texts
    assert "Amounts in millions of dollars" in fast.page_texts[0]
    assert [(t.page, t.n_rows, t.n_cols) for t in fast.tables] == [(t.page, t.n_rows, t.n_cols) for t in slow.tables]
    for ta, tb in zip(fast.tables, slow.tables):
        assert [(c.row, c.col, c.text) for c in ta.cells] == [(c.row, c.col, c.text) for c in tb.cells]
        for ca, cb in zip(ta.cells, tb.cells):
            if ca.bbox is not None:
                assert max(abs(x - y) for x, y in zip(ca.bbox, cb.bbox)) < 0.5
    cells = {c.text for t in fast.tables for c in t.cells}
    assert {"Net sales", "1,204", "(87)"} <= cells


def test_char_boxes_match_pdfminer(tmp_path):
    """Every char's box: pdfium's advance and baseline + descent as pdfminer's LTChar has them
    (x to a few tenths: pdfium keeps a font's widths as whole units of 1/1000 em, so the origins
    of a long string drawn at once drift from pdfminer's)."""
    from tabsql.extract import pages
    from tabsql.extract.pdf_open import open_pdf

    pdf = _filing(tmp_path / "filing.pdf")
    fast = pdfium_objects.read(pdfium.PdfDocument(str(pdf))[0])
    with open_pdf(pdf) as doc:
        slow = pages.read_pdfminer(doc.pages[0])
    a = [c for c in slow.chars if c["text"].strip()]
    b = [c for c in fast.chars if c["text"].strip()]
    assert [c["text"] for c in a] == [c["text"] for c in b]
    for ca, cb in zip(a, b):
        assert max(abs(ca[k] - cb[k]) for k in ("top", "bottom")) < 0.05, (ca, cb)
        assert max(abs(ca[k] - cb[k]) for k in ("x0", "x1")) < 0.3, (ca, cb)
