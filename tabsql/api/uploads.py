"""Uploaded files: a safe file name for each. The file itself is checked by the same pre-flight as
the command line (``tabsql.extract.pdf_open.check_pdf``), inside the bounded extraction worker,
so both paths refuse the same files with the same one-line reason."""
from __future__ import annotations

import re
import unicodedata


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
