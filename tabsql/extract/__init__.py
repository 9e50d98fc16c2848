"""Table extraction from PDFs: ``extract_document(path) -> ExtractedDocument``.

The passes are small modules run by ``pipeline``: pages (page analysis), detect (table regions),
grid (rows, columns, spans), then context, headers, continuation and quality.
"""
from __future__ import annotations

from pathlib import Path

from tabsql.models import ExtractedDocument

from .pipeline import Progress, run


def extract_document(path: str | Path, *, progress: Progress | None = None) -> ExtractedDocument:
    """Every table of the PDF at ``path``; raises ``DocumentError`` when the file cannot be read at all."""
    return run(path, progress=progress)


__all__ = ["extract_document"]
