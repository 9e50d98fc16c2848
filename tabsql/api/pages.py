"""Pages of the kept PDFs as PNG images (pypdfium2), cached beside the PDF, with the page size and
every table cell's box so a page can show which cells an answer cites.

PDFium is not thread-safe, so one render runs at a time; a rendered page is written once and then
served from the cache.
"""
from __future__ import annotations

import os
import tempfile
import threading
from pathlib import Path

import pypdfium2 as pdfium

from tabsql.files import FileStore
from tabsql.models import NormalizedDocument

SCALE = 2.0  # 144 dpi: cell text stays legible on a laptop screen
_PDFIUM = threading.Lock()


class PageMissing(Exception):
    """No such page, or the document's PDF is not kept; the message says which."""


def _check(store: FileStore, doc: NormalizedDocument, n: int) -> Path:
    if not 1 <= n <= doc.pages:
        raise PageMissing(f"{doc.name} has no page {n} (it has {doc.pages})")
    path = store.pdf(doc.sha256)
    if not path.is_file():
        raise PageMissing(f"the PDF of {doc.name} is not kept (ingested before PDFs were kept); "
                          "ingest it again to see its pages")
    return path


def page_png(store: FileStore, doc: NormalizedDocument, n: int) -> Path:
    """The cached PNG of page ``n`` (1-based), rendered on first use."""
    pdf_path = _check(store, doc, n)
    cache = store.page_cache(doc.sha256)
    target = cache / f"{n}@{SCALE:g}x.png"
    if target.is_file():
        return target
    with _PDFIUM:
        pdf = pdfium.PdfDocument(pdf_path)
        try:
            image = pdf[n - 1].render(scale=SCALE).to_pil()
        finally:
            pdf.close()
    cache.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=cache, suffix=".png")
    with os.fdopen(fd, "wb") as out:
        image.save(out, format="PNG", optimize=True)
    os.replace(tmp, target)
    return target


def page_layout(store: FileStore, doc: NormalizedDocument, n: int) -> dict:
    """Page ``n``'s size in PDF points and the box of every table cell on it (top-left origin, the
    coordinates citations carry), so a box scales to the image as ``x * image_width / width``."""
    pdf_path = _check(store, doc, n)
    with _PDFIUM:
        pdf = pdfium.PdfDocument(pdf_path)
        try:
            width, height = pdf[n - 1].get_size()
        finally:
            pdf.close()
    tables = []
    for nt in doc.tables:
        cells = [{"row": c.row, "col": c.col, "bbox": list(c.bbox)}
                 for c in nt.table.cells if c.page == n and c.bbox]
        if cells:
            tables.append({"table": nt.table.id, "name": nt.sql_name, "cells": cells})
    return {"document": doc.name, "document_id": doc.id, "page": n, "pages": doc.pages,
            "width": width, "height": height, "tables": tables}
