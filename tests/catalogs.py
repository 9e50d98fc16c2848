"""A real Catalog over a folder of test PDFs, for module-scoped answering fixtures."""
from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from tabsql.catalog import Catalog


@contextmanager
def ingested(folder: Path, db_name: str) -> Iterator[Catalog]:
    """Every PDF of ``folder`` ingested into ``folder/db_name``; a failed document fails the test."""
    cat = Catalog(folder / db_name)
    try:
        summary = cat.ingest([folder])
        assert not summary.failed, summary.failed
        yield cat
    finally:
        cat.close()
