"""Limits on what one request may cost, each answered with a clear 4xx when exceeded.

Defaults suit a shared internal service; every one can be set by an environment variable
(``TABSQL_MAX_UPLOAD_BYTES`` ...) or by passing a ``Limits`` to ``create_app``. Slow clients are
limits too: a connection must send its request head within ``header_seconds`` (``HeadTimeout``),
an idle keep-alive connection is closed after ``idle_seconds`` (uvicorn), and a body must keep
coming (``body_idle_seconds`` between chunks) and be complete within ``body_seconds``
(``upload_seconds`` for uploads; ``BodyTimeout``), else 408.
"""
from __future__ import annotations

import asyncio
import os
import time
from dataclasses import dataclass, fields

import anyio
import h11
from starlette.exceptions import HTTPException
from uvicorn.protocols.http.h11_impl import H11Protocol


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
    header_seconds: float = 10.0  # a connection's request line and headers, from its first byte
    idle_seconds: int = 5  # an idle keep-alive connection (uvicorn's timeout_keep_alive)
    body_idle_seconds: float = 10.0  # longest wait for the next chunk of a request body
    body_seconds: float = 30.0  # a whole JSON request body
    upload_seconds: float = 300.0  # a whole upload body (POST /v1/documents)
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


def is_upload(scope) -> bool:
    """Whether an ASGI request is a document upload, which has its own size and time limits."""
    return scope["method"] == "POST" and scope["path"].rstrip("/") == "/v1/documents"


class BodyTimeout:
    """A request body that stalls or trickles gets 408 and the connection is closed, so a slow
    client holds a worker for seconds, not forever. Only the body is timed: once it is complete,
    waiting for the client to disconnect is not."""

    def __init__(self, app, limits: Limits):
        self.app = app
        self.limits = limits

    async def __call__(self, scope, receive, send):
        if scope["type"] != "http":
            return await self.app(scope, receive, send)
        upload = is_upload(scope)
        total = self.limits.upload_seconds if upload else self.limits.body_seconds
        deadline = time.monotonic() + total
        complete = False

        async def timed_receive():
            nonlocal complete
            if complete:
                return await receive()
            wait = min(self.limits.body_idle_seconds, deadline - time.monotonic())
            with anyio.move_on_after(max(wait, 0)):
                message = await receive()
                if message["type"] != "http.request" or not message.get("more_body", False):
                    complete = True
                return message
            raise HTTPException(408, f"the request body did not arrive in time (limits: "
                                     f"{self.limits.body_idle_seconds:g} s between parts, "
                                     f"{total:g} s in all)", headers={"Connection": "close"})

        await self.app(scope, timed_receive, send)


class HeadTimeout(H11Protocol):
    """uvicorn's h11 protocol with a deadline for the request head: a connection that has not sent
    a complete request line and headers ``header_seconds`` after it opened (or after its previous
    response) is closed, so slowloris connections do not pile up."""

    header_seconds = Limits.header_seconds

    def connection_made(self, transport: asyncio.Transport) -> None:
        super().connection_made(transport)
        self._arm_head_timer()

    def on_response_complete(self) -> None:
        super().on_response_complete()
        self._arm_head_timer()

    def data_received(self, data: bytes) -> None:
        super().data_received(data)
        if self.conn.their_state is not h11.IDLE:
            self._disarm_head_timer()

    def connection_lost(self, exc: Exception | None) -> None:
        self._disarm_head_timer()
        super().connection_lost(exc)

    def _arm_head_timer(self) -> None:
        self._disarm_head_timer()
        if not self.transport.is_closing():
            self._head_timer = self.loop.call_later(self.header_seconds, self._head_too_slow)

    def _disarm_head_timer(self) -> None:
        timer = getattr(self, "_head_timer", None)
        if timer is not None:
            timer.cancel()
            self._head_timer = None

    def _head_too_slow(self) -> None:
        self._head_timer = None
        if self.conn.their_state is h11.IDLE and not self.transport.is_closing():
            self.transport.close()

    @classmethod
    def with_limit(cls, seconds: float) -> type["HeadTimeout"]:
        return type(cls.__name__, (cls,), {"header_seconds": seconds})
