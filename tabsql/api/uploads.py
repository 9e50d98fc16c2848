"""Checks an uploaded file before it reaches the extractor, so hostile input fails fast with a reason.

The checks are cheap and conservative: a PDF header, an end-of-file marker (a cut-off upload is
refused instead of half-ingested), a readable page tree within the page limit, and no password.
"""
from __future__ import annotations

import logging
import re
import unicodedata
from pathlib import Path

from pypdf import PdfReader
from pypdf.errors import LimitReachedError
from pypdf.generic import ArrayObject, DictionaryObject, StreamObject

logging.getLogger("pypdf").setLevel(logging.ERROR)  # hostile files make pypdf chatty


class UploadError(Exception):
    """An upload refused with an HTTP status and a one-line reason."""

    def __init__(self, status: int, message: str):
        super().__init__(message)
        self.status = status
        self.message = message


def safe_name(filename: str | None, index: int) -> str:
    """A plain file name for an uploaded file: no folders, no control characters, ends in .pdf."""
    name = (filename or "").replace("\\", "/").rsplit("/", 1)[-1]
    name = "".join(ch for ch in name if unicodedata.category(ch)[0] != "C").strip(" .")
    name = re.sub(r"\s+", " ", name)[:200]
    if not name:
        name = f"upload-{index + 1}.pdf"
    if not name.lower().endswith(".pdf"):
        name += ".pdf"
    return name


def _decoded_bytes(obj) -> int:
    """Decoded size of a content stream (or an array of them); pypdf stops a single bomb itself."""
    obj = obj.get_object() if obj is not None else None
    if isinstance(obj, ArrayObject):
        return sum(_decoded_bytes(o) for o in obj)
    if isinstance(obj, StreamObject):
        return len(obj.get_data())
    return 0


def _page_content_bytes(page) -> int:
    """What the extractor decompresses for a page: its content and its form XObjects."""
    total = _decoded_bytes(page.get("/Contents"))
    resources = page.get("/Resources")
    resources = resources.get_object() if resources is not None else None
    xobjects = resources.get("/XObject") if isinstance(resources, DictionaryObject) else None
    xobjects = xobjects.get_object() if xobjects is not None else None
    if isinstance(xobjects, DictionaryObject):
        for ref in xobjects.values():
            form = ref.get_object()
            if isinstance(form, StreamObject) and form.get("/Subtype") == "/Form":
                total += len(form.get_data())
    return total


def check_pdf(path: Path, name: str, max_pages: int, max_content_bytes: int) -> int:
    """The page count of an uploaded PDF; raises UploadError for a file not worth extracting,
    including a decompression bomb (page content that inflates past ``max_content_bytes``)."""
    size = path.stat().st_size
    if size == 0:
        raise UploadError(400, f"{name}: empty file (0 bytes)")
    with path.open("rb") as fh:
        head = fh.read(1024)
        fh.seek(max(0, size - 4096))
        tail = fh.read()
    if head.startswith(b"PK\x03\x04"):
        raise UploadError(400, f"{name}: not a PDF (it is a ZIP archive)")
    if b"%PDF-" not in head:
        raise UploadError(400, f"{name}: not a PDF (no %PDF- header)")
    if b"%%EOF" not in tail:  # trailing bytes after the marker are common; up to 4 KB are allowed
        raise UploadError(400, f"{name}: truncated PDF (no %%EOF marker at the end)")
    try:
        reader = PdfReader(path, strict=False)
        if reader.is_encrypted and not reader.decrypt(""):
            raise UploadError(400, f"{name}: encrypted PDF (a password is needed to open it)")
        claimed = reader.root_object["/Pages"].get("/Count", 0)
        if isinstance(claimed, int) and claimed > max_pages:
            raise UploadError(413, f"{name}: {claimed} pages; the limit is {max_pages} pages per document")
        pages = len(reader.pages)
        if pages <= max_pages:
            content = 0
            for page in reader.pages:
                content += _page_content_bytes(page)
                if content > max_content_bytes:
                    raise LimitReachedError("content")
    except UploadError:
        raise
    except LimitReachedError:
        raise UploadError(413, f"{name}: page content inflates past the limit of "
                               f"{max_content_bytes // (1024 * 1024)} MB (a decompression bomb?)") from None
    except RecursionError:
        raise UploadError(400, f"{name}: unreadable PDF (objects nested too deeply)") from None
    except Exception as exc:  # pypdf raises many kinds on hostile input; each means "unreadable"
        reason = str(exc).splitlines()[0][:200] if str(exc) else type(exc).__name__
        raise UploadError(400, f"{name}: unreadable PDF ({reason})") from None
    if pages > max_pages:
        raise UploadError(413, f"{name}: {pages} pages; the limit is {max_pages} pages per document")
    if pages == 0:
        raise UploadError(400, f"{name}: the PDF has no pages")
    return pages
