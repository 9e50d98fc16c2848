"""The HTTP API of ../shared/CONTRACT.md: every /v1 call but /v1/health needs a key, and a key sees
only the documents that share one of its groups; any other document does not exist for it (404).

Reads run in worker threads, each on its own DuckDB cursor; uploads and deletes are serialized.
Every error is JSON ``{"error": "..."}``.
"""
from __future__ import annotations

import importlib
import logging
import shutil
import tempfile
from collections.abc import Callable
from contextlib import asynccontextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated, Any, TypeVar

import anyio
from fastapi import Depends, FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse, Response
from fastapi.routing import APIRoute
from fastapi.security import HTTPAuthorizationCredentials, HTTPBearer
from fastapi_offline import FastAPIOffline
from pydantic import AfterValidator, BaseModel, ConfigDict, Field
from pydantic_core import PydanticCustomError
from starlette.datastructures import UploadFile
from starlette.exceptions import HTTPException
from starlette.routing import Match

from tabsql import __version__, served, term_index
from tabsql.api import keys, render, routes_files, routes_keys, web
from tabsql.api.limits import BodyTimeout, Limits, is_upload
from tabsql.api.service import Service
from tabsql.api.uploads import safe_name
from tabsql.errors import TabsqlError
from tabsql.ingest_worker import IngestLimits
from tabsql.input_check import invalid_unicode
from tabsql.models import Answer, FailedItem, IngestSummary

log = logging.getLogger("tabsql.api")
T = TypeVar("T")


class ApiError(HTTPException):
    """An error answered as ``{"error": message}`` with this status."""

    def __init__(self, status: int, message: str, headers: dict[str, str] | None = None):
        super().__init__(status_code=status, detail=message, headers=headers)


# --------------------------------------------------------------------------- request bodies
def _valid_unicode(value: str) -> str:
    if (reason := invalid_unicode(value)) is not None:
        raise PydanticCustomError("invalid_unicode", reason)
    return value


Text = Annotated[str, AfterValidator(_valid_unicode)]  # a lone surrogate is a 400, never a 500


class AskRequest(BaseModel):
    model_config = ConfigDict(strict=True)

    question: Text = Field(description="The question, in plain language.")
    id: Text | None = Field(None, description="Copied to the answer object.")
    explain: bool = Field(False, description="Add the route, links, SQL and verification.")
    documents: list[Text] | None = Field(None, description="Ask only of these documents (names or ids).")
    allow_unverified: bool = Field(False, description="As `tabsql ask --allow-unverified`: an answer "
                                   "that could not be verified is shown, marked verified false.")


class SqlRequest(BaseModel):
    model_config = ConfigDict(strict=True)

    sql: Text = Field(description="One read-only SELECT over the caller's tables (GET /v1/tables).")


def _document_limits(app: FastAPI, limits: Limits) -> None:
    """Show the text limits in OpenAPI; the endpoints check them themselves to say which limit."""
    make = app.openapi

    def openapi() -> dict[str, Any]:
        if app.openapi_schema is None:
            schema = make()
            props = schema["components"]["schemas"]
            for model, field, most in (("AskRequest", "question", limits.max_question_chars),
                                       ("SqlRequest", "sql", limits.max_sql_chars)):
                props[model]["properties"][field].update(minLength=1, maxLength=most, pattern=r"\S")
        return app.openapi_schema

    app.openapi = openapi


# --------------------------------------------------------------------------- response shapes (for OpenAPI)
class ErrorBody(BaseModel):
    error: str


class DocumentItem(BaseModel):
    id: str
    name: str
    pages: int
    tables: int
    groups: list[str]


class DocumentList(BaseModel):
    documents: list[DocumentItem]


class SqlResult(BaseModel):
    columns: list[str]
    rows: list[list[Any]]


ERRORS = {code: {"model": ErrorBody} for code in (400, 401, 404, 408, 413, 422)}
CSV = {"text/csv": {"schema": {"type": "string"}}}


@dataclass(frozen=True)
class Caller:
    groups: list[str]
    key_id: str = ""
    admin: bool = False  # may manage keys (/v1/keys)


bearer = HTTPBearer(auto_error=False, description="An API key from `tabsql keys create`.")


def _optional(module: str, feature: str) -> Any:
    """A component another helper provides; 503 until it exists."""
    try:
        return importlib.import_module(module)
    except ImportError as exc:
        if exc.name and module.startswith(exc.name):
            raise ApiError(503, f"{feature} is not available yet") from None
        raise


def create_app(db_path: str | Path, limits: Limits | None = None) -> FastAPI:
    """The API over one catalog file; the catalog opens on startup and closes on shutdown."""
    limits = limits or Limits.from_env()
    state: dict[str, Service] = {}
    readers = anyio.CapacityLimiter(8)

    @asynccontextmanager
    async def lifespan(app: FastAPI):
        state["service"] = Service(db_path, IngestLimits.from_env(
            seconds=limits.doc_seconds, page_seconds=limits.page_seconds, memory_mb=limits.doc_memory_mb,
            workers=limits.ingest_workers,
            max_pages=limits.max_pages, max_content_bytes=limits.max_content_bytes))
        app.state.service = state["service"]
        try:
            yield
        finally:
            state.pop("service").close()
            served.withdraw(Path(db_path))  # before uvicorn re-raises a SIGTERM

    app = FastAPIOffline(  # /docs and /redoc with their assets served from the package, no CDN
        title="tabsql",
        version=__version__,
        description="Answers questions about the numbers in PDF tables, with citations.",
        lifespan=lifespan,
    )
    app.add_middleware(BodyLimit, limits=limits)
    app.add_middleware(BodyTimeout, limits=limits)
    _document_limits(app, limits)

    def service() -> Service:
        svc = state.get("service")
        if svc is None:
            raise ApiError(503, "the service is starting or stopping")
        return svc

    async def in_thread(fn: Callable[..., T], *args: Any, seconds: float | None = None) -> T:
        """Run blocking work in a reader thread; past the time limit the caller gets a 408 (the
        thread finishes on its own and closes its cursor)."""
        seconds = limits.request_seconds if seconds is None else seconds
        try:
            with anyio.fail_after(seconds):
                return await anyio.to_thread.run_sync(fn, *args, abandon_on_cancel=True, limiter=readers)
        except TimeoutError:
            raise ApiError(408, f"the request took longer than the limit of {seconds:g} s") from None

    async def caller(creds: HTTPAuthorizationCredentials | None = Depends(bearer)) -> Caller:
        challenge = {"WWW-Authenticate": "Bearer"}
        if creds is None or creds.scheme.lower() != "bearer":
            raise ApiError(401, "missing API key: send 'Authorization: Bearer KEY'", challenge)
        record = service().known_key(creds.credentials) or await in_thread(service().key_record, creds.credentials)
        if record is None or not record.groups:
            raise ApiError(401, "invalid or revoked API key", challenge)
        return Caller(groups=record.groups, key_id=record.id, admin=record.admin)

    routes_files.register(app, caller, service, in_thread)  # before /v1/tables/{name}: NAME.xlsx
    routes_keys.register(app, caller, service, in_thread)
    web.register(app)

    # ----------------------------------------------------------------------- errors
    @app.exception_handler(HTTPException)
    async def http_error(request: Request, exc: HTTPException) -> Response:
        message = exc.detail if isinstance(exc.detail, str) else str(exc.detail)
        headers = dict(exc.headers or {})
        if exc.status_code == 404 and message == "Not Found":
            message = f"no such endpoint: {request.method} {request.url.path}"
        if exc.status_code == 405:
            allowed = sorted({m for r in app.routes if isinstance(r, APIRoute)
                              and r.matches(request.scope)[0] != Match.NONE for m in r.methods})
            headers["Allow"] = ", ".join(allowed)
            message = f"{request.method} is not allowed here; use {' or '.join(allowed)}"
        return JSONResponse({"error": message}, status_code=exc.status_code, headers=headers)

    @app.exception_handler(RequestValidationError)
    async def invalid_request(request: Request, exc: RequestValidationError) -> Response:
        if request.url.path.startswith("/v1/") and request.url.path != "/v1/health":
            try:  # FastAPI reads the body before the key: who may not call gets 401, not a parse error
                await caller(await bearer(request))
            except ApiError as err:
                return await http_error(request, err)
        parts = []
        errors = exc.errors()
        for err in errors[:5]:
            where = ".".join(str(x) for x in err.get("loc", ()) if x != "body")
            parts.append(f"{where}: {err.get('msg')}" if where else str(err.get("msg")))
        status = 400 if any(e.get("type") == "invalid_unicode" for e in errors) else 422
        return JSONResponse({"error": "invalid request: " + "; ".join(parts)}, status_code=status)

    @app.exception_handler(Exception)
    async def internal_error(request: Request, exc: Exception) -> Response:
        log.exception("internal error on %s %s", request.method, request.url.path)
        return JSONResponse({"error": f"internal error ({type(exc).__name__})"}, status_code=500)

    # ----------------------------------------------------------------------- health
    @app.get("/v1/health", tags=["service"])
    async def health() -> dict[str, str]:
        return {"status": "ok"}

    # ----------------------------------------------------------------------- documents
    upload_body = {
        "requestBody": {
            "required": True,
            "content": {"multipart/form-data": {"schema": {
                "type": "object",
                "required": ["files"],
                "properties": {
                    "files": {"type": "array", "items": {"type": "string", "format": "binary"}},
                    "groups": {"type": "string",
                               "description": "Comma-separated; each one of the key's groups "
                                              "(default: all of them)."},
                },
            }}},
        }
    }

    @app.post("/v1/documents", tags=["documents"], response_model=IngestSummary,
              responses={**ERRORS, 403: {"model": ErrorBody}}, openapi_extra=upload_body)
    async def upload(request: Request, who: Caller = Depends(caller)) -> Response:
        """Ingest PDFs for some of the caller's groups. Each file is checked first; files that fail
        are listed under ``failed`` (status 4xx) and leave nothing behind, the others are kept."""
        svc = service()
        form = await request.form(max_files=limits.max_files, max_fields=20)
        try:
            uploads = [f for f in form.getlist("files") if isinstance(f, UploadFile)]
            if not uploads:
                raise ApiError(400, "no files: send one or more PDFs as multipart 'files' fields")
            if len(uploads) > limits.max_files:
                raise ApiError(413, f"{len(uploads)} files; the limit is {limits.max_files} per upload")
            raw_groups = form.get("groups")
            groups = who.groups if raw_groups is None else _requested_groups(str(raw_groups), who)
            with tempfile.TemporaryDirectory(prefix="tabsql-upload-", dir=svc.upload_dir) as tmp:
                return await _ingest(svc, who, uploads, groups, Path(tmp))
        finally:
            await form.close()

    def _requested_groups(raw: str, who: Caller) -> list[str]:
        try:
            groups = keys.clean_groups(raw)
        except ValueError as exc:
            raise ApiError(400, str(exc)) from None
        if not groups:
            return who.groups
        foreign = [g for g in groups if g not in who.groups]
        if foreign:
            raise ApiError(403, f"not one of your key's groups: {', '.join(foreign)}")
        return groups

    def _save(upload: UploadFile, path: Path) -> None:
        """Copy the upload to a file of its own name in the temp folder (the worker checks it)."""
        path.parent.mkdir()
        upload.file.seek(0)
        with path.open("wb") as fh:
            shutil.copyfileobj(upload.file, fh, 1 << 20)

    async def _ingest(svc: Service, who: Caller, uploads: list[UploadFile], groups: list[str],
                      folder: Path) -> Response:
        """Save, then extract in the bounded workers with no lock held; each document is written
        in one short transaction as it is ready, so a slow file delays only its own upload."""
        failed: list[FailedItem] = []
        paths: list[Path] = []
        used: set[str] = set()
        for i, upload in enumerate(uploads):
            name = safe_name(upload.filename, i)
            if name in used:
                failed.append(FailedItem(document=name, error=f"{name}: the same name twice in one upload", status=400))
                continue
            used.add(name)
            path = folder / str(i) / name
            await anyio.to_thread.run_sync(_save, upload, path)
            paths.append(path)
        summary = IngestSummary()
        if paths:
            summary = await anyio.to_thread.run_sync(svc.ingest, paths, groups)
        summary.failed = failed + summary.failed
        if not summary.failed:
            return JSONResponse(summary.model_dump())
        status = max(f.status for f in summary.failed)
        body = summary.model_dump()
        body["error"] = "; ".join(f.error if f.error.startswith(f.document) else f"{f.document}: {f.error}"
                                  for f in summary.failed)
        return JSONResponse(body, status_code=status)

    @app.get("/v1/documents", tags=["documents"], response_model=DocumentList, responses=ERRORS)
    async def list_documents(who: Caller = Depends(caller)) -> Response:
        def work() -> dict:
            with service().view() as cat:
                docs = Service.visible(cat, who.groups)
                return {"documents": [render.document_summary(d, who.groups) for d in docs]}
        return JSONResponse(await in_thread(work))

    @app.get("/v1/documents/{doc_id}", tags=["documents"], responses=ERRORS)
    async def get_document(doc_id: str, who: Caller = Depends(caller)) -> Response:
        def work() -> dict:
            with service().view() as cat:
                doc = _find_document(cat, doc_id, who)
                return render.jsonable(render.document_detail(doc, who.groups))
        return JSONResponse(await in_thread(work))

    @app.delete("/v1/documents/{doc_id}", tags=["documents"], status_code=204, responses=ERRORS)
    async def delete_document(doc_id: str, who: Caller = Depends(caller)) -> Response:
        """Delete a document for the caller's groups (other groups sharing it keep it)."""
        svc = service()

        def work() -> None:  # lock, delete and unlock in one thread that is never abandoned
            if not svc.write_lock.acquire(timeout=limits.ingest_seconds):
                raise ApiError(408, "the database is busy with uploads; try again later")
            try:
                with svc.view() as cat:
                    doc = _find_document(cat, doc_id, who)
                svc.remove_locked(doc, who.groups)
            finally:
                svc.write_lock.release()
        await anyio.to_thread.run_sync(work)
        return Response(status_code=204)

    def _find_document(cat, doc_id: str, who: Caller):
        for doc in Service.visible(cat, who.groups):
            if doc.id == doc_id:
                return doc
        raise ApiError(404, f"no document with id {doc_id!r}")

    # ----------------------------------------------------------------------- tables
    @app.get("/v1/tables", tags=["tables"], responses=ERRORS)
    async def list_tables(who: Caller = Depends(caller)) -> Response:
        """The caller's SQL tables: name, source document and page, caption and typed columns."""
        def work() -> dict:
            with service().view() as cat:
                tables = [render.table_summary(d, nt) for d in Service.visible(cat, who.groups)
                          for nt in d.tables]
                return render.jsonable({"tables": tables})
        return JSONResponse(await in_thread(work))

    @app.get("/v1/tables/{name}", tags=["tables"], responses={**ERRORS, 200: {"content": CSV}})
    async def get_table(name: str, request: Request, who: Caller = Depends(caller)) -> Response:
        """One table: header paths, row labels, every body cell with its typed value; CSV (a line
        per row, values in base units) with ``Accept: text/csv``."""
        as_csv = render.wants_csv(request)

        def work() -> Response:
            with service().view() as cat:
                for doc in Service.visible(cat, who.groups):
                    for nt in doc.tables:
                        if nt.sql_name == name:
                            if as_csv:
                                return render.csv_response(*render.table_csv(nt), filename=name)
                            return JSONResponse(render.table_detail(doc, nt))
            raise ApiError(404, f"no table named {name!r}")
        return await in_thread(work)

    # ----------------------------------------------------------------------- questions
    @app.post("/v1/ask", tags=["questions"], responses=ERRORS)
    async def ask(body: AskRequest, who: Caller = Depends(caller)) -> Response:
        """Answer one question from the caller's documents only (the contract's answer object)."""
        question = body.question.strip()
        if not question:
            raise ApiError(400, "empty question")
        if len(question) > limits.max_question_chars:
            raise ApiError(400, f"question of {len(question)} characters; the limit is "
                                f"{limits.max_question_chars}")
        answering = _optional("tabsql.answer", "answering")

        def work() -> dict:
            with service().view() as cat:
                visible = {r.name for r in term_index.listing(cat, who.groups)}
                try:
                    ans = answering.ask(cat, question, groups=who.groups, documents=body.documents,
                                        explain=body.explain, allow_unverified=body.allow_unverified)
                except TabsqlError as exc:
                    raise ApiError(400, str(exc)) from None
            if any(c.document not in visible for c in ans.citations):
                log.error("answer cited a document outside the caller's groups; withheld")
                ans = Answer(question=question, status="not_found",
                             answer="The documents you can see do not hold the answer.", route="refused")
            ans.id = body.id
            return render.jsonable(ans.contract_dict())
        return JSONResponse(await in_thread(work))

    @app.post("/v1/sql", tags=["questions"], response_model=SqlResult,
              responses={**ERRORS, 200: {"content": CSV}})
    async def sql(body: SqlRequest, request: Request, who: Caller = Depends(caller)) -> Response:
        """Run one read-only query over the caller's tables; CSV with ``Accept: text/csv``."""
        if len(body.sql) > limits.max_sql_chars:
            raise ApiError(400, f"SQL of {len(body.sql)} characters; the limit is {limits.max_sql_chars}")
        if not body.sql.strip():
            raise ApiError(400, "empty SQL")
        sandbox = _optional("tabsql.sql_agent.sandbox", "SQL")
        as_csv = render.wants_csv(request)

        def work():
            with service().view() as cat:
                allowed = {nt.sql_name for d in Service.visible(cat, who.groups) for nt in d.tables}
                try:
                    return sandbox.run(cat, body.sql, allowed, limit=limits.max_sql_rows + 1,
                                       timeout_s=limits.sql_seconds)
                except TabsqlError as exc:  # UnsafeSQL: refused, stopped, or DuckDB could not run it
                    raise ApiError(400, str(exc)) from None

        result = await in_thread(work)
        columns, rows = list(result.columns), [list(r) for r in result.rows]
        if len(rows) > limits.max_sql_rows:
            raise ApiError(400, f"the result has more than {limits.max_sql_rows} rows; add a LIMIT "
                                "or aggregate")
        if as_csv:
            return render.csv_response(columns, rows, filename="result")
        return JSONResponse({"columns": columns, "rows": render.jsonable(rows)})

    return app


class BodyLimit:
    """Refuses request bodies over the limit (413) before they are read: uploads get
    ``max_upload_bytes``, every other request ``max_body_bytes``."""

    class TooLarge(HTTPException):
        def __init__(self, limit: int):
            super().__init__(413, f"the request body is larger than the limit of {limit} bytes")

    def __init__(self, app, limits: Limits):
        self.app = app
        self.limits = limits

    async def __call__(self, scope, receive, send):
        if scope["type"] != "http":
            return await self.app(scope, receive, send)
        upload = is_upload(scope)
        limit = self.limits.max_upload_bytes if upload else self.limits.max_body_bytes
        length = dict(scope["headers"]).get(b"content-length")
        if length is not None and length.isdigit() and int(length) > limit:
            return await self._refuse(scope, receive, send, limit)
        seen = 0

        async def limited_receive():
            nonlocal seen
            message = await receive()
            if message["type"] == "http.request":
                seen += len(message.get("body", b""))
                if seen > limit:
                    raise BodyLimit.TooLarge(limit)
            return message

        await self.app(scope, limited_receive, send)

    @staticmethod
    async def _refuse(scope, receive, send, limit: int) -> None:
        response = JSONResponse({"error": BodyLimit.TooLarge(limit).detail}, status_code=413,
                                headers={"Connection": "close"})
        await response(scope, receive, send)
