"""Limits on what one request may cost, each answered with a clear 4xx when exceeded.

Defaults suit a shared internal service; every one can be set by an environment variable
(``TABSQL_MAX_UPLOAD_BYTES`` ...) or by passing a ``Limits`` to ``create_app``.
"""
from __future__ import annotations

import os
from dataclasses import dataclass, fields


@dataclass(frozen=True)
class Limits:
    max_upload_bytes: int = 50 * 1024 * 1024  # one POST /v1/documents request, all files together
    max_files: int = 20  # files in one upload
    max_pages: int = 500  # pages per document
    max_content_bytes: int = 64 * 1024 * 1024  # page content of one document, decompressed
    max_body_bytes: int = 1024 * 1024  # any other request body (JSON)
    max_question_chars: int = 2000
    max_sql_chars: int = 20_000
    max_sql_rows: int = 10_000  # rows a /v1/sql result may hold
    sql_seconds: float = 10.0  # one /v1/sql query (the sandbox interrupts it)
    request_seconds: float = 60.0  # /v1/ask, /v1/sql and the table endpoints
    ingest_seconds: float = 600.0  # waiting for the write lock before a delete gives up
    doc_seconds: float = 30.0  # checking, extracting and normalising one uploaded document ...
    page_seconds: float = 2.0  # ... plus this much a page
    doc_memory_mb: int = 1280  # address space of one extraction worker (RLIMIT_AS)
    ingest_workers: int = 0  # extraction worker processes; 0: one per core

    @classmethod
    def from_env(cls) -> "Limits":
        """Defaults, overridden by ``TABSQL_<FIELD>`` environment variables."""
        values = {}
        for f in fields(cls):
            raw = os.environ.get(f"TABSQL_{f.name.upper()}")
            if raw:
                values[f.name] = float(raw) if f.type == "float" else int(raw)
        return cls(**values)
