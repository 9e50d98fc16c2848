"""A real Catalog over a folder of test PDFs, for module-scoped answering fixtures."""
from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

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


def answered(a, expected: float) -> None:
    """The answer is verified and its value the one expected."""
    assert a.status == "answered" and a.verified, a.answer
    assert a.value == pytest.approx(expected)


def refused(a) -> None:
    """The question got no answer (a refusal or an ambiguity), never a number."""
    assert a.status != "answered", a.answer
