"""Table extraction from PDFs: ``extract_document(path) -> ExtractedDocument``.

The passes are small modules run by ``pipeline``: pages (page analysis), detect (table regions),
grid (rows, columns, spans), then context, headers, continuation and quality.
"""
from __future__ import annotations

from pathlib import Path

from tabsql.models import ExtractedDocument

from .options import ReadOptions
from .pipeline import Progress, run


def extract_document(path: str | Path, *, progress: Progress | None = None,
                     options: ReadOptions | None = None) -> ExtractedDocument:
    """Every table of the PDF at ``path`` (of its selected pages, opened with the password when
    ``options`` give them); raises ``DocumentError`` when the file cannot be read at all."""
    return run(path, progress=progress, options=options)


__all__ = ["ReadOptions", "extract_document"]
