"""Open a PDF for extraction, or say in one line why it cannot be read.

Every way a file can fail to be a readable PDF becomes a ``DocumentError`` here, before any page is
processed, so one bad file in a batch is reported and skipped instead of crashing the ingest::

    with open_pdf("price-list.pdf") as pdf:      # a pdfplumber.PDF
        first = pdf.pages[0]
    open_pdf("notes.pdf")   # DocumentError: not a PDF: it is a ZIP archive (e.g. .docx, .xlsx) ...

``check_pdf`` is the one pre-flight check both ingest paths (CLI and HTTP upload) run in the worker
before extraction, so both refuse the same files with the same reason: not a PDF (a ZIP wrapping a
PDF included), truncated, encrypted, too many pages, nested too deeply (contents that refer to
themselves), or page content that inflates past a limit (a decompression bomb, or one form drawn
thousands of times). A limit is a ``DocumentLimit``.
"""
from __future__ import annotations

import hashlib
import logging
import re
from collections import Counter
from pathlib import Path
from typing import Any

import pdfplumber
from pdfminer.pdfdocument import PDFEncryptionError, PDFPasswordIncorrect
from pdfminer.pdfpage import PDFPage
from pdfplumber.utils.exceptions import PdfminerException
from pypdf import PdfReader
from pypdf.errors import LimitReachedError
from pypdf.generic import ArrayObject, DictionaryObject, StreamObject

from tabsql.errors import DocumentError, DocumentLimit

logging.getLogger("pypdf").setLevel(logging.ERROR)  # hostile files make pypdf chatty

DEFAULT_MAX_PAGES = 2000
DEFAULT_MAX_CONTENT_BYTES = 256 * 1024 * 1024  # page content of one document, decompressed, forms counted per use
_DO = re.compile(rb"/([^\s/\[\]()<>{}%]+)\s+Do\b")  # "/Fm1 Do": a form or image drawn

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
    for magic, kind in _MAGIC:  # first: a ZIP may hold a PDF whose header sits in its first KB
        if head.startswith(magic):
            raise DocumentError(f"not a PDF: it is {kind} with a .pdf name")
    if b"%PDF-" not in head:
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
                raise DocumentLimit(f"too many pages: more than the limit of {max_pages} pages")
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
        return NESTED
    detail = _first_line(exc)
    if "No /Root object" in detail:
        return "corrupt PDF: no document catalog (/Root) found; the file is damaged or not a PDF"
    return f"corrupt PDF: {detail or type(exc).__name__}"


NESTED = "unreadable PDF: its objects are nested too deeply to read (or refer to themselves)"


def check_pdf(path: str | Path, *, max_pages: int = DEFAULT_MAX_PAGES,
              max_content_bytes: int = DEFAULT_MAX_CONTENT_BYTES, password: str | None = None) -> int:
    """The page count of a PDF worth extracting; else ``DocumentError`` (``DocumentLimit`` for a
    limit) with a one-line reason. Reads the object structure with pypdf, never a page's layout,
    so a hostile file is refused in milliseconds."""
    path = Path(path)
    head, tail = _read_ends(path)
    _check_bytes(head, tail)
    try:
        reader = PdfReader(path, strict=False)
        if reader.is_encrypted and not reader.decrypt(password or ""):
            raise DocumentError("encrypted PDF: the password given does not open it" if password
                                else "encrypted PDF: a password is required to open it (ingest --password)")
        claimed = reader.root_object["/Pages"].get("/Count", 0)
        if isinstance(claimed, int) and claimed > max_pages:
            raise DocumentLimit(f"too many pages: {claimed}; the limit is {max_pages} pages per document")
        pages = len(reader.pages)
        if pages > max_pages:
            raise DocumentLimit(f"too many pages: {pages}; the limit is {max_pages} pages per document")
        content = 0
        for page in reader.pages:
            content += _page_content_bytes(page)
            if content > max_content_bytes:
                raise LimitReachedError("content")
    except DocumentError:
        raise
    except LimitReachedError:
        raise DocumentLimit(f"page content inflates past the limit of {max_content_bytes // (1024 * 1024)} MB "
                            "(a decompression bomb, or a form drawn over and over?)") from None
    except RecursionError:
        raise DocumentError(NESTED) from None
    except Exception as exc:  # pypdf raises many kinds on hostile input; each means "unreadable"
        raise DocumentError(f"unreadable PDF: {_first_line(exc) or type(exc).__name__}") from None
    if pages == 0:
        raise DocumentError("the PDF has no pages")
    return pages


def _decoded(obj) -> bytes:
    """The decoded bytes of a content stream or an array of them (pypdf stops a single bomb itself)."""
    obj = obj.get_object() if obj is not None else None
    if isinstance(obj, ArrayObject):
        return b"\n".join(_decoded(o) for o in obj)
    if isinstance(obj, StreamObject):
        return obj.get_data()
    return b""


def _page_content_bytes(page) -> int:
    """What the interpreter reads for a page: its content, plus each form XObject once per use."""
    data = _decoded(page.get("/Contents"))
    total = len(data)
    resources = page.get("/Resources")
    resources = resources.get_object() if resources is not None else None
    xobjects = resources.get("/XObject") if isinstance(resources, DictionaryObject) else None
    xobjects = xobjects.get_object() if xobjects is not None else None
    if isinstance(xobjects, DictionaryObject):
        uses = Counter(m.decode("latin-1") for m in _DO.findall(data))
        for name, ref in xobjects.items():
            form = ref.get_object()
            if isinstance(form, StreamObject) and form.get("/Subtype") == "/Form":
                total += len(form.get_data()) * max(1, uses.get(str(name).lstrip("/"), 0))
    return total


def _first_line(exc: BaseException) -> str:
    text = str(exc).strip()
    return text.splitlines()[0][:200] if text else ""
