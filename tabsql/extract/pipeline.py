"""The extraction pipeline: every page through the passes, then the document-level passes.

Per page: ``pages.analyze`` (words, rules, scanned/rotated) -> ``detect.find_regions`` ->
``grid.build`` per region -> ``headers.split_stacked`` -> ``context.attach`` (caption, notes) -> ``headers.analyze``.
Per document: ``continuation.join`` (tables running over pages) -> ``quality.score`` -> ids.
A page that raises becomes a ``PageIssue``; the rest of the document is still read.
Each page's chars and paths come from pdfium (``pdfium_objects``, about twice as fast as pdfminer;
pdfminer still where pdfium's reading is not the same, ``pages.read_objects``), or from pdfminer
alone with ``TABSQL_PDF_READER=pdfminer``. Pages are parsed in parallel: the main process reads its
share of a multi-page document while one persistent helper process per extra core reads the rest.
``TABSQL_EXTRACT_WORKERS=1`` turns that off; worker processes (the catalog's pool) never nest it.

Example: ``run("pricelist.pdf")`` -> ``ExtractedDocument(pages=2, tables=[Table(id="t1", ...)])``.
"""
from __future__ import annotations

import multiprocessing
import os
import sys
import threading
from concurrent.futures import Future, ProcessPoolExecutor
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Callable, Iterator

import pdfplumber
import pypdfium2 as pdfium

from tabsql.errors import DocumentError, TabsqlError
from tabsql.extract.options import ReadOptions
from tabsql.extract.pdf_open import open_pdf, sha256_of
from tabsql.models import ExtractedDocument, PageIssue, Table

from . import context, continuation, detect, grid, headers, pages, quality

Progress = Callable[[int, int], Any]


def page_tables(page: pdfplumber.page.Page, fast: Any = None) -> tuple[list[Table], str]:
    """Tables of one page, with context and headers attached, and its text. ``fast``: the same
    page opened with pypdfium2 (``pages.read_objects``)."""
    info = pages.analyze(page, fast)
    found = [part for r in detect.find_regions(info) if (t := grid.build(r, info)) is not None
             for part in headers.split_stacked(t)]
    out = [headers.analyze(context.attach(t, info.words, [o for o in found if o is not t])) for t in found]
    return out, info.text


PageResult = tuple[list[Table], str, str | None]  # tables, page text, error (None when read)
_POOL: ProcessPoolExecutor | None = None
_POOL_LOCK = threading.Lock()


def _read_page(page: pdfplumber.page.Page, fast_doc: pdfium.PdfDocument | None) -> PageResult:
    fast = None
    try:
        if fast_doc is not None and page.page_number <= len(fast_doc):
            try:
                fast = fast_doc[page.page_number - 1]
            except pdfium.PdfiumError:  # pdfium cannot load this page: pdfminer reads it
                fast = None
        found, text = page_tables(page, fast)
        return found, text, None
    except Exception as exc:  # one broken page must not lose the document
        return [], "", f"{type(exc).__name__}: {exc}".splitlines()[0][:300]
    finally:
        if fast is not None:
            fast.close()
        page.close()


@contextmanager
def _fast_doc(path: Path, password: str | None) -> Iterator[pdfium.PdfDocument | None]:
    """The PDF opened with pypdfium2 too (for ``pages.read_objects``); None (pdfminer reads every
    page) with ``TABSQL_PDF_READER=pdfminer`` or if pdfium cannot open it.

    pdfium's reading is the default: with the pages it does not read the same way left to
    pdfminer (``pdfium_objects``, ``font_maps``), ICDAR 2013 and business-dev give the same cells
    as pdfminer's reading (bench/RESULTS.md, session 5) at 1.4-1.9x less CPU a page."""
    if os.environ.get("TABSQL_PDF_READER", "").strip().lower() == "pdfminer":
        yield None
        return
    try:
        doc = pdfium.PdfDocument(str(path), password=password)
    except pdfium.PdfiumError:
        yield None
        return
    try:
        yield doc
    finally:
        doc.close()


def read_pages(path: str, numbers: list[int], password: str | None = None) -> list[PageResult]:
    """Pages ``numbers`` (1-based) of the PDF at ``path``: the task a helper process runs."""
    with open_pdf(Path(path), password=password) as pdf, _fast_doc(Path(path), password) as fast:
        return [_read_page(pdf.pages[i - 1], fast) for i in numbers]


def _helpers() -> int:
    """How many helper processes may read pages next to this one."""
    env = os.environ.get("TABSQL_EXTRACT_WORKERS", "").strip()
    if env.isdigit():
        return max(int(env) - 1, 0)
    if multiprocessing.parent_process() is not None:
        return 0  # already a worker: the parent spreads the work
    return min((os.cpu_count() or 1) - 1, 3)


def _pool(helpers: int) -> ProcessPoolExecutor:
    global _POOL
    with _POOL_LOCK:
        if _POOL is None:
            # fork starts at once; with other threads running (ours, or DuckDB's native ones) a fork
            # may copy a held lock, so those processes start helpers from a clean server instead
            busy = threading.active_count() > 1 or "duckdb" in sys.modules
            method = "forkserver" if busy else "fork"
            _POOL = ProcessPoolExecutor(max_workers=helpers, mp_context=multiprocessing.get_context(method))
        return _POOL


def _dispatch(path: Path, numbers: list[int], password: str | None) -> tuple[list[int], list[tuple[list[int], Future]]]:
    """Hand every (k+1)-th page to helper k; the pages left for this process are returned first."""
    helpers = min(_helpers(), len(numbers) - 1)
    if helpers < 1:
        return list(numbers), []
    pool = _pool(helpers)
    shares = [numbers[k::helpers + 1] for k in range(helpers + 1)]
    try:
        return shares[0], [(share, pool.submit(read_pages, str(path), share, password)) for share in shares[1:]]
    except RuntimeError:  # the pool broke earlier (a helper died): read everything here
        _reset_pool()
        return list(numbers), []


def _reset_pool() -> None:
    global _POOL
    with _POOL_LOCK:
        if _POOL is not None:
            _POOL.shutdown(wait=False, cancel_futures=True)
        _POOL = None


def run(path: str | Path, *, progress: Progress | None = None, options: ReadOptions | None = None) -> ExtractedDocument:
    path = Path(path)
    options = options or ReadOptions()
    if not path.is_file():
        raise DocumentError(f"no such file: {path}")
    results: dict[int, PageResult] = {}
    with open_pdf(path, password=options.password) as pdf, _fast_doc(path, options.password) as fast:
        n = len(pdf.pages)
        try:
            numbers = options.page_numbers(n)
        except TabsqlError as exc:
            raise DocumentError(str(exc)) from None
        results = {i: ([], "", None) for i in range(1, n + 1) if i not in set(numbers)}
        mine, handed = _dispatch(path, numbers, options.password)
        total = len(numbers)
        for i in mine:
            results[i] = _read_page(pdf.pages[i - 1], fast)
            if progress is not None:
                progress(len(results) - (n - total), total)
        for share, future in handed:
            try:
                got = future.result()
            except Exception:  # noqa: BLE001 - a helper died: read its pages here
                _reset_pool()
                got = [_read_page(pdf.pages[i - 1], fast) for i in share]
            for i, res in zip(share, got):
                results[i] = res
                if progress is not None:
                    progress(len(results) - (n - total), total)
    tables = [t for i in range(1, n + 1) for t in results[i][0]]
    texts = [results[i][1] for i in range(1, n + 1)]
    issues = [PageIssue(page=i, error=results[i][2]) for i in range(1, n + 1) if results[i][2] is not None]
    tables = continuation.join(tables, {i: continuation.statement_title(texts[i - 1]) for i in range(1, n + 1)})
    tables = [t.model_copy(update={"quality": quality.score(t)}) for t in tables]
    tables = [t.model_copy(update={"id": f"t{i}", "pages": t.pages or [t.page]}) for i, t in enumerate(tables, 1)]
    return ExtractedDocument(name=path.name, sha256=sha256_of(path), pages=n, tables=tables, page_texts=texts, issues=issues)
