"""Glyphs the PDF's own text map leaves unread, read again by pdfium.

Some fonts map a ligature glyph ("ti", "fi", "ffi") to no character at all; pdfminer then gives a
control character (``'\\x00'``), so "Total liabilities" reads "Total liabili\\x00es" and no word
or label matches it. pdfium resolves such glyphs from the glyph's name. Only pages that hold such
a char pay for a second reading, and only those chars change.
"""
from __future__ import annotations

import weakref
from typing import Any

import pypdfium2 as pdfium
from pdfplumber.page import Page

_OPEN: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()  # pdfplumber PDF -> its pdfium document


def _pdfium(page: Page) -> pdfium.PdfDocument | None:
    """The page's document opened by pdfium, once per document (from its path, else its bytes)."""
    pdf = page.pdf
    if pdf not in _OPEN:
        try:
            if pdf.path is not None:
                source = str(pdf.path)
            else:
                at = pdf.stream.tell()
                pdf.stream.seek(0)
                source, _ = pdf.stream.read(), pdf.stream.seek(at)
            _OPEN[pdf] = pdfium.PdfDocument(source, password=pdf.password or None)
        except (pdfium.PdfiumError, OSError):
            _OPEN[pdf] = None
    return _OPEN[pdf]


def unread(text: str) -> bool:
    """A char whose text is a control character (no printable text for its glyph)."""
    return bool(text) and all(ord(ch) < 32 and ch not in "\t\n\r" for ch in text)


def fill_unread(page: Page, chars: list[dict[str, Any]]) -> None:
    """Replace, in place, the text of ``chars`` that is unread with what pdfium reads in the char's box."""
    todo = [c for c in chars if unread(c["text"])]
    if not todo:
        return
    doc = _pdfium(page)
    if doc is None:
        return
    text = doc[page.page_number - 1].get_textpage()
    height, mb_x0, mb_top = float(page.height), float(page.mediabox[0]), float(page.mediabox[1])
    for c in todo:
        # back to PDF space (origin bottom left), the box shrunk so the neighbours stay out
        left, right = c["x0"] - mb_x0, c["x1"] - mb_x0
        top, bottom = height - c["top"] + mb_top, height - c["bottom"] + mb_top
        pad_x, pad_y = (right - left) * 0.25, (top - bottom) * 0.25
        got = text.get_text_bounded(left + pad_x, bottom + pad_y, right - pad_x, top - pad_y).strip()
        c["text"] = got if got and got.isprintable() else ""
