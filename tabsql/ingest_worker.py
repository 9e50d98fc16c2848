"""Bounded extraction: each document checked, extracted and normalised in a worker process with a
time limit and a memory limit, so one hostile or huge PDF fails alone and memory does not grow
with the size of the corpus.

The catalog's one writer (``Catalog.ingest``, the API's upload) sends paths here and writes the
results as they arrive; nothing here touches its database. For a staged ingest the stager process
writes each document's rows, views and index entries into a file of its own, which the writer only
has DuckDB copy in (``catalog_rows``), so an API server's threads build none of them. A worker process serves at most
``tasks_per_worker`` documents and is then replaced (what pdfminer and the caches keep is
released), and a document that runs past its time limit (``seconds`` plus ``page_seconds`` a page)
has its worker killed. The memory limit is an
address-space limit (``RLIMIT_AS``) set in each worker, so an allocation past it raises
``MemoryError`` there (or kills the worker) instead of swapping the machine.

    with LocalRunner(IngestLimits(seconds=60)) as runner:
        for path, result in runner.run([Path("a.pdf"), Path("b.pdf")]):
            print(path, result.error or len(result.doc.tables))

Settings (environment, read by ``IngestLimits.from_env``): ``TABSQL_DOC_SECONDS`` (default 120) plus
``TABSQL_PAGE_SECONDS`` (5) a page, ``TABSQL_DOC_MEMORY_MB`` (1280), ``TABSQL_INGEST_WORKERS`` (one per core),
``TABSQL_WORKER_TASKS`` (20), ``TABSQL_DOC_MAX_PAGES`` (2000), ``TABSQL_DOC_MAX_CONTENT_MB`` (256).
"""
from __future__ import annotations

import gc
import multiprocessing
import os
import pickle
import resource
import tempfile
from collections.abc import Iterator
from concurrent.futures import FIRST_COMPLETED, Future, wait
from concurrent.futures import TimeoutError as FutureTimeout
from pathlib import Path
from typing import Protocol

from pydantic import BaseModel, Field

from tabsql.errors import DocumentError, DocumentLimit, TabsqlError
from tabsql.extract.options import ReadOptions
from tabsql.extract.pdf_open import NESTED
from tabsql.models import NormalizedDocument

# Native thread pools reserve address space per thread; one thread each keeps a worker's
# footprint (and so its address-space limit) predictable.
_SINGLE_THREAD = {"OMP_NUM_THREADS": "1", "OPENBLAS_NUM_THREADS": "1", "MKL_NUM_THREADS": "1"}


STAGER_TASKS = 200  # documents the stager writes before it is replaced (its imports take ~0.4 s CPU)


class IngestLimits(BaseModel):
    """What one document may cost. The API passes its own page and content limits."""

    # Wall-clock, so generous: OCR of a scanned page took over 30 s on a 2-core machine at load 20,
    # and a good document must not fail for a busy machine; a hostile one still stops.
    seconds: float = 120.0  # wall-clock time for one document: this much ...
    page_seconds: float = 5.0  # ... plus this much a page (the page count comes from the check)
    memory_mb: int = 1280  # address space of a worker process (RLIMIT_AS)
    max_pages: int = 2000
    max_content_bytes: int = 256 * 1024 * 1024  # decompressed page content, forms counted per use
    workers: int = 0  # worker processes; 0: one per core
    tasks_per_worker: int = 20  # documents a worker serves before it is replaced
    nice: int = 0  # added to a worker's niceness: the API's workers yield the cores to its readers
    # A staged ingest (the API's) stages a document of at least this many tables; a smaller one's
    # write holds the writer ~20 ms, less than what staging it costs (a stager's start, a file, a copy).
    stage_min_tables: int = 10
    read: ReadOptions = Field(default_factory=ReadOptions)  # how each file is read: password, pages

    @classmethod
    def from_env(cls, **overrides) -> IngestLimits:
        env = {"seconds": ("TABSQL_DOC_SECONDS", float), "page_seconds": ("TABSQL_PAGE_SECONDS", float),
               "memory_mb": ("TABSQL_DOC_MEMORY_MB", int),
               "workers": ("TABSQL_INGEST_WORKERS", int), "tasks_per_worker": ("TABSQL_WORKER_TASKS", int),
               "max_pages": ("TABSQL_DOC_MAX_PAGES", int), "nice": ("TABSQL_INGEST_NICE", int),
               "stage_min_tables": ("TABSQL_STAGE_MIN_TABLES", int)}
        values = {}
        for field, (name, kind) in env.items():
            if raw := os.environ.get(name, "").strip():
                values[field] = kind(raw)
        if raw := os.environ.get("TABSQL_DOC_MAX_CONTENT_MB", "").strip():
            values["max_content_bytes"] = int(raw) * 1024 * 1024
        return cls(**{**values, **overrides})

    def worker_count(self) -> int:
        return self.workers or max(len(os.sched_getaffinity(0)), 1)

    def time_limit(self, pages: int) -> float:
        return self.seconds + self.page_seconds * pages


class StageTo(BaseModel):
    """Where a local ingest stages each document's catalog rows, and the groups it is stored for."""

    folder: str
    groups: list[str] = Field(default_factory=list)


class Staged(BaseModel):
    """A document the stager wrote into a staged catalog file (``catalog_rows.stage``) under the id
    it would be stored with, and what the ingest summary says of it."""

    path: str
    id: str
    sha256: str
    groups: list[str]
    pages: int
    tables: int

    def document(self) -> NormalizedDocument:
        """The staged document's model (to store it under another id)."""
        import duckdb

        con = duckdb.connect(self.path, read_only=True)
        try:
            (model,) = con.execute("SELECT model FROM documents").fetchone()
        finally:
            con.close()
        return NormalizedDocument.model_validate_json(model)


class Prepared(BaseModel):
    """A worker's answer for one document: the normalised document (or, for a staged ingest, the
    file it is staged in), or why it failed.

    ``status`` is the HTTP status an upload reports: 400 not a readable PDF, 413 over a limit,
    422 read but extraction failed."""

    doc: NormalizedDocument | None = None
    held: str | None = None  # a worker's model left in this file for the stager
    staged: Staged | None = None
    error: str | None = None
    status: int = 200


def _reason(exc: BaseException) -> str:
    text = str(exc) if isinstance(exc, TabsqlError) else f"{type(exc).__name__}: {exc}"
    return (text.strip().splitlines() or [type(exc).__name__])[0][:300]


def check(path: str | Path, limits: IngestLimits) -> Prepared | int:
    """The shared pre-flight check (``pdf_open.check_pdf``): the page count, or why not."""
    from tabsql.extract.pdf_open import check_pdf

    try:
        return check_pdf(path, max_pages=limits.max_pages, max_content_bytes=limits.max_content_bytes,
                         password=limits.read.password)
    except Exception as exc:  # noqa: BLE001 - reported for this document
        return _failed(exc, limits)


def extract(path: str | Path, limits: IngestLimits, stage: StageTo | None = None) -> Prepared:
    """Extract and normalise one checked PDF in this process (a worker, or a Ray task); with
    ``stage``, a document of ``limits.stage_min_tables`` tables or more leaves its model in a file
    there for the stager (``stage_held``), not sent back."""
    from tabsql.extract import extract_document
    from tabsql.schema_normalize import normalize_document

    try:
        doc = normalize_document(extract_document(path, options=limits.read))
    except Exception as exc:  # noqa: BLE001 - reported for this document; the batch goes on
        return _failed(exc, limits)
    if stage is not None and len(doc.tables) >= limits.stage_min_tables:
        target = _new_file(stage.folder, ".pickle")
        try:
            with open(target, "wb") as out:
                pickle.dump(doc, out, protocol=pickle.HIGHEST_PROTOCOL)
            return Prepared(held=str(target))
        except Exception:  # noqa: BLE001 - a full disk: the model is sent back instead
            target.unlink(missing_ok=True)
    return Prepared(doc=doc)


def stage_held(held: str, name: str, stage: StageTo) -> Prepared:
    """In the stager process: the model ``extract`` left in ``held``, written into a staged catalog
    file (``catalog_rows.stage``) under the name, groups and id the writer gives it (it checks the
    id is free); if that fails, the model itself (the writer writes it, as it always could)."""
    from tabsql.catalog_rows import document_id, stage as write_stage

    with open(held, "rb") as fh:
        doc: NormalizedDocument = pickle.load(fh)
    Path(held).unlink(missing_ok=True)
    doc.name, doc.id, doc.groups = name, document_id(doc.sha256, stage.groups), list(stage.groups)
    target = _new_file(stage.folder, ".duckdb")
    target.unlink()  # DuckDB creates the file
    try:
        write_stage(doc, target)
    except Exception:  # noqa: BLE001 - the model is sent instead
        for leftover in (target, target.with_name(target.name + ".wal")):
            leftover.unlink(missing_ok=True)
        return Prepared(doc=doc)
    return Prepared(staged=Staged(path=str(target), id=doc.id, sha256=doc.sha256, groups=doc.groups,
                                  pages=doc.pages, tables=len(doc.tables)))


def _new_file(folder: str, suffix: str) -> Path:
    fd, name = tempfile.mkstemp(prefix="doc-", suffix=suffix, dir=folder)
    os.close(fd)
    return Path(name)


def _held_model(held: str) -> Prepared:
    """The model a stager could not take (it died or ran out of time), read here instead."""
    try:
        with open(held, "rb") as fh:
            return Prepared(doc=pickle.load(fh))
    except Exception as exc:  # noqa: BLE001 - reported for this document
        return Prepared(error=_reason(exc), status=500)
    finally:
        Path(held).unlink(missing_ok=True)


def prepare(path: str | Path, limits: IngestLimits, stage: StageTo | None = None) -> Prepared:
    """check, then extract, in this process."""
    checked = check(path, limits)
    return checked if isinstance(checked, Prepared) else extract(path, limits, stage)


def _failed(exc: BaseException, limits: IngestLimits) -> Prepared:
    if isinstance(exc, DocumentLimit):
        return Prepared(error=_reason(exc), status=413)
    if isinstance(exc, DocumentError):
        return Prepared(error=_reason(exc), status=400)
    if isinstance(exc, MemoryError):
        gc.collect()
        return Prepared(error=_over_memory(limits), status=413)
    if isinstance(exc, RecursionError):
        return Prepared(error=NESTED, status=400)
    return Prepared(error=_reason(exc), status=422)


def _over_memory(limits: IngestLimits) -> str:
    return f"extraction needed more than the memory limit of {limits.memory_mb} MB"


def _stager_start(memory_mb: int, nice: int = 0) -> None:
    """Runs first in the stager: bounded as a worker, with what staging needs imported once."""
    _worker_start(memory_mb, nice)
    import tabsql.catalog_rows  # noqa: F401


def _worker_start(memory_mb: int, nice: int = 0) -> None:
    """Runs first in every worker: cap its address space, lower its priority by ``nice``."""
    if nice > 0:
        os.nice(nice)
    cap = memory_mb * 1024 * 1024
    _, hard = resource.getrlimit(resource.RLIMIT_AS)
    if hard != resource.RLIM_INFINITY:
        cap = min(cap, hard)
    resource.setrlimit(resource.RLIMIT_AS, (cap, hard))


def failure_of(exc: BaseException, limits: IngestLimits, seconds: float) -> Prepared:
    """What a future's exception means for its document (``seconds``: its time limit)."""
    from pebble import ProcessExpired

    if isinstance(exc, (FutureTimeout, TimeoutError)):
        return Prepared(error=f"extraction took longer than its time limit of {seconds:g} s", status=413)
    if isinstance(exc, ProcessExpired):
        return Prepared(error=f"the extraction worker died (exit code {exc.exitcode}); "
                              f"{_over_memory(limits)}?", status=413)
    return _failed(exc, limits)


class Runner(Protocol):
    """Where documents are prepared: ``run`` yields (path, Prepared) for every path as each finishes
    (a runner may stage each document as ``stage`` says, or return its model)."""

    def run(self, paths: list[Path], stage: StageTo | None = None) -> Iterator[tuple[Path, Prepared]]: ...

    def close(self) -> None: ...


class LocalRunner:
    """A pool of bounded worker processes on this machine; thread-safe, so the API shares one.

    Workers are forked from a fork server that has imported the extractor once, so a worker (and
    its replacement after ``tasks_per_worker`` documents) starts in milliseconds. A staged ingest
    also has as many stager processes (bounded alike), which alone import what staging needs
    (DuckDB, the answer index's code: ~180 MB of address space the workers keep for documents)."""

    def __init__(self, limits: IngestLimits | None = None):
        from pebble import ProcessPool

        self.limits = limits or IngestLimits.from_env()
        os.environ.update({k: v for k, v in _SINGLE_THREAD.items() if k not in os.environ})
        ctx = multiprocessing.get_context("forkserver")
        ctx.set_forkserver_preload(["tabsql.extract", "tabsql.schema_normalize", "tabsql.ingest_worker"])
        self.pool = ProcessPool(max_workers=self.limits.worker_count(), max_tasks=self.limits.tasks_per_worker,
                                initializer=_worker_start, initargs=(self.limits.memory_mb, self.limits.nice), context=ctx)
        self.stager = ProcessPool(max_workers=self.limits.worker_count(), max_tasks=STAGER_TASKS,
                                  initializer=_stager_start, initargs=(self.limits.memory_mb, self.limits.nice),
                                  context=ctx)

    def __enter__(self) -> LocalRunner:
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    def close(self) -> None:
        for pool in (self.pool, self.stager):
            pool.stop()
            pool.join()

    def submit(self, path: Path, stage: StageTo | None = None) -> Future:
        """A future of the ``Prepared`` for one document; it never raises. Two tasks: the check
        (the base time limit), then the extraction (the base plus the per-page allowance); with
        ``stage``, a third in the stager (the base time limit)."""
        outer: Future = Future()

        def settle(f: Future) -> Prepared | int:
            try:
                return f.result()
            except BaseException as exc:  # noqa: BLE001 - every failure becomes this document's reason
                return failure_of(exc, self.limits, getattr(f, "time_limit", self.limits.seconds))

        def extracted(f: Future) -> None:
            got = settle(f)
            if not isinstance(got, Prepared) or got.held is None:
                outer.set_result(got)
                return
            seconds = self.limits.time_limit(0)
            try:
                staging = self.stager.schedule(stage_held, args=(got.held, path.name, stage), timeout=seconds)
            except Exception:  # noqa: BLE001 - the pool is closing
                outer.set_result(_held_model(got.held))
                return
            staging.add_done_callback(lambda s: outer.set_result(staged(s, got.held)))

        def staged(f: Future, held: str) -> Prepared:
            try:
                return f.result()
            except BaseException:  # noqa: BLE001 - the stager died or ran out of time: the model itself
                return _held_model(held)

        def checked(f: Future) -> None:
            got = settle(f)
            if isinstance(got, Prepared):
                outer.set_result(got)
                return
            try:
                self._schedule(extract, path, self.limits.time_limit(got), stage).add_done_callback(extracted)
            except Exception as exc:  # noqa: BLE001 - the pool is closing
                outer.set_result(failure_of(exc, self.limits, 0))

        self._schedule(check, path, self.limits.seconds).add_done_callback(checked)
        return outer

    def _schedule(self, fn, path: Path, seconds: float, *more) -> Future:
        future = self.pool.schedule(fn, args=(str(path), self.limits, *more), timeout=seconds)
        future.time_limit = seconds
        return future

    def run(self, paths: list[Path], stage: StageTo | None = None) -> Iterator[tuple[Path, Prepared]]:
        """(path, result) for every path, in the order they finish; largest files start first."""
        ordered = sorted(paths, key=lambda p: -_size(p))
        pending = {self.submit(p, stage): p for p in ordered}
        while pending:
            done, _ = wait(pending, return_when=FIRST_COMPLETED)
            for future in done:
                yield pending.pop(future), future.result()


def _size(path: Path) -> int:
    try:
        return path.stat().st_size
    except OSError:
        return 0
