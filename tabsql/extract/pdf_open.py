"""Open a PDF for extraction, or say in one line why it cannot be read.

Every way a file can fail to be a readable PDF becomes a ``DocumentError`` here, before any page is
processed, so one bad file in a batch is reported and skipped instead of crashing the ingest::

    with open_pdf("price-list.pdf") as pdf:      # a pdfplumber.PDF
        first = pdf.pages[0]
    open_pdf("notes.pdf")   # DocumentError: not a PDF: it is a ZIP archive (e.g. .docx, .xlsx) ...
"""
from __future__ import annotations

import hashlib
from pathlib import Path
from typing import Any

import pdfplumber
from pdfminer.pdfdocument import PDFEncryptionError, PDFPasswordIncorrect
from pdfminer.pdfpage import PDFPage
from pdfplumber.utils.exceptions import PdfminerException

from tabsql.errors import DocumentError

DEFAULT_MAX_PAGES = 2000

# The header may follow some junk (the spec allows it, readers accept up to 1 KB); the end-of-file
# marker may be followed by trailing bytes (a few KB is common after web downloads).
_HEADER_WINDOW = 1024
_EOF_WINDOW = 4096

_MAGIC: list[tuple[bytes, str]] = [
    (b"PK\x03\x04", "a ZIP archive (e.g. .docx, .xlsx)"),
    (b"\xd0\xcf\x11\xe0", "an old Microsoft Office file (.doc, .xls)"),
    (b"\x89PNG", "a PNG image"),
    (b"\xff\xd8\xff", "a JPEG image"),
    (b"GIF8", "a GIF image"),
    (b"II*\x00", "a TIFF image"),
    (b"MM\x00*", "a TIFF image"),
    (b"{\\rtf", "an RTF document"),
    (b"\x1f\x8b", "a gzip archive"),
]


def sha256_of(path: str | Path) -> str:
    """Hex SHA-256 of the file's bytes (the catalog's identity of a document)."""
    digest = hashlib.sha256()
    with open(path, "rb") as fh:
        for block in iter(lambda: fh.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def open_pdf(path: str | Path, *, max_pages: int = DEFAULT_MAX_PAGES, password: str | None = None,
             **options: Any) -> pdfplumber.PDF:
    """Open ``path`` with pdfplumber after checking it is a readable, unencrypted PDF.

    The returned ``pdfplumber.PDF`` is a context manager; the caller closes it. ``options`` go to
    ``pdfplumber.open`` (``laparams``, ``unicode_norm`` ...). Raises ``DocumentError`` for a missing,
    empty, non-PDF, truncated, corrupt, password-protected, page-less, too deeply nested or too long
    file. A PDF that only has an owner password (printing/copying restrictions) opens normally;
    ``password`` opens one that needs a user password.
    """
    path = Path(path)
    head, tail = _read_ends(path)
    _check_bytes(head, tail)
    try:
        pdf = pdfplumber.open(path, password=password or "", **options)
    except PdfminerException as exc:  # pdfplumber wraps pdfminer's error as args[0]
        cause = exc.args[0] if exc.args else exc
        if password and isinstance(cause, PDFPasswordIncorrect):
            raise DocumentError("encrypted PDF: the password given does not open it") from exc
        raise DocumentError(_reason(cause)) from exc
    except Exception as exc:  # pdfminer raises many kinds of errors on broken files
        raise DocumentError(_reason(exc)) from exc
    try:
        _check_pages(pdf, max_pages)
    except BaseException:
        pdf.stream.close()  # not pdf.close(): that walks the page tree again and fails the same way
        raise
    return pdf


def _read_ends(path: Path) -> tuple[bytes, bytes]:
    """The first and last few KB of the file, with one-line reasons for unreadable paths."""
    if not path.exists():
        raise DocumentError(f"file not found: {path}")
    if path.is_dir():
        raise DocumentError(f"is a folder, not a PDF file: {path}")
    try:
        size = path.stat().st_size
        if size == 0:
            raise DocumentError("empty file (0 bytes)")
        with open(path, "rb") as fh:
            head = fh.read(_HEADER_WINDOW)
            fh.seek(max(0, size - _EOF_WINDOW))
            tail = fh.read()
    except PermissionError as exc:
        raise DocumentError(f"cannot read file: permission denied: {path}") from exc
    except OSError as exc:
        raise DocumentError(f"cannot read file: {exc.strerror or exc}") from exc
    return head, tail


def _check_bytes(head: bytes, tail: bytes) -> None:
    if b"%PDF-" not in head:
        for magic, kind in _MAGIC:
            if head.startswith(magic):
                raise DocumentError(f"not a PDF: it is {kind} with a .pdf name")
        lowered = head.lstrip().lower()
        if lowered.startswith((b"<!doctype html", b"<html")):
            raise DocumentError("not a PDF: it is an HTML page (a failed download?)")
        raise DocumentError("not a PDF: the file has no %PDF header")
    if b"%%EOF" not in tail:
        raise DocumentError("truncated PDF: the file ends before its end-of-file marker (incomplete download?)")


def _check_pages(pdf: pdfplumber.PDF, max_pages: int) -> None:
    """Walk the page tree once (lazily), so a broken or huge tree fails here and not mid-extraction."""
    count = 0
    try:
        for _ in PDFPage.create_pages(pdf.doc):
            count += 1
            if count > max_pages:
                raise DocumentError(f"too many pages: more than the limit of {max_pages} pages")
    except DocumentError:
        raise
    except Exception as exc:  # includes RecursionError from a deeply nested page tree
        raise DocumentError(_reason(exc)) from exc
    if count == 0:
        raise DocumentError("the PDF has no pages")


def _reason(exc: BaseException) -> str:
    """One line saying what is wrong with the file, from pdfminer's exception."""
    if isinstance(exc, PDFPasswordIncorrect):
        return "encrypted PDF: a password is required to open it (ingest --password)"
    if isinstance(exc, PDFEncryptionError):
        return f"encrypted PDF: unsupported encryption ({_first_line(exc) or 'unknown scheme'})"
    if isinstance(exc, RecursionError):
        return "corrupt PDF: its objects are nested too deeply to read"
    detail = _first_line(exc)
    if "No /Root object" in detail:
        return "corrupt PDF: no document catalog (/Root) found; the file is damaged or not a PDF"
    return f"corrupt PDF: {detail or type(exc).__name__}"


def _first_line(exc: BaseException) -> str:
    text = str(exc).strip()
    return text.splitlines()[0][:200] if text else ""
