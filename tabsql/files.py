"""The original PDFs, kept content-addressed beside the database (``<db>.files/<sha256>.pdf``) so a
cited page can be rendered and the PDF downloaded after ingest.

A file is named by its sha256, so two documents with the same bytes share one file, and a file
goes only when no document row uses its bytes any more. Rendered pages are cached under
``<db>.files/pages/<sha256>/`` and go with the file.
"""
from __future__ import annotations

import os
import shutil
import tempfile
from pathlib import Path


class FileStore:
    """The folder of one database's original PDFs."""

    def __init__(self, db_path: str | Path):
        db_path = Path(db_path)
        self.root = db_path.with_name(db_path.name + ".files")

    def pdf(self, sha256: str) -> Path:
        return self.root / f"{sha256}.pdf"

    def has(self, sha256: str) -> bool:
        return self.pdf(sha256).is_file()

    def put(self, source: Path, sha256: str) -> Path:
        """Keep a copy of ``source`` (whose sha256 the caller computed); written atomically."""
        target = self.pdf(sha256)
        if target.is_file():
            return target
        self.root.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=self.root, prefix=".incoming-", suffix=".pdf")
        try:
            with os.fdopen(fd, "wb") as out, open(source, "rb") as src:
                shutil.copyfileobj(src, out, 1 << 20)
            os.replace(tmp, target)
        except BaseException:
            Path(tmp).unlink(missing_ok=True)
            raise
        return target

    def page_cache(self, sha256: str) -> Path:
        return self.root / "pages" / sha256

    def remove(self, sha256: str) -> None:
        """Drop a PDF and its rendered pages (the caller checked that no row uses these bytes)."""
        self.pdf(sha256).unlink(missing_ok=True)
        shutil.rmtree(self.page_cache(sha256), ignore_errors=True)
