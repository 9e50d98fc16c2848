"""The extraction pipeline: every page through the passes, then the document-level passes.

Per page: ``pages.analyze`` (words, rules, scanned/rotated) -> ``detect.find_regions`` ->
``grid.build`` per region -> ``context.attach`` (caption, notes) -> ``headers.analyze``.
Per document: ``continuation.join`` (tables running over pages) -> ``quality.score`` -> ids.
A page that raises becomes a ``PageIssue``; the rest of the document is still read.

Example: ``run("pricelist.pdf")`` -> ``ExtractedDocument(pages=2, tables=[Table(id="t1", ...)])``.
The passes owned by other modules are optional imports, so the pipeline works without them.
"""
from __future__ import annotations

import hashlib
import importlib
from pathlib import Path
from typing import Any, Callable

import pdfplumber

from tabsql.errors import DocumentError
from tabsql.models import ExtractedDocument, PageIssue, Table

from . import detect, grid, pages

Progress = Callable[[int, int], Any]


def _optional(name: str):
    try:
        return importlib.import_module(f"tabsql.extract.{name}")
    except ImportError:
        return None


def _open(path: Path):
    opener = _optional("pdf_open")
    if opener is not None and hasattr(opener, "open_pdf"):
        return opener.open_pdf(path)
    try:
        return pdfplumber.open(path)
    except Exception as exc:  # pdfminer raises many kinds of errors on broken files
        raise DocumentError(f"cannot read {path.name}: {exc}") from exc


def _sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as fh:
        for block in iter(lambda: fh.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def page_tables(page: pdfplumber.page.Page) -> tuple[list[Table], str]:
    """Tables of one page (context and headers attached when those passes exist) and its text."""
    info = pages.analyze(page)
    found = [t for r in detect.find_regions(info) if (t := grid.build(r, info)) is not None]
    context = _optional("context")
    headers = _optional("headers")
    out = []
    for t in found:
        if context is not None and hasattr(context, "attach"):
            t = context.attach(t, info.words, [o for o in found if o is not t])
        if headers is not None and hasattr(headers, "analyze"):
            t = headers.analyze(t)
        out.append(t)
    return out, info.text


def run(path: str | Path, *, progress: Progress | None = None) -> ExtractedDocument:
    path = Path(path)
    if not path.is_file():
        raise DocumentError(f"no such file: {path}")
    tables: list[Table] = []
    texts: list[str] = []
    issues: list[PageIssue] = []
    with _open(path) as pdf:
        n = len(pdf.pages)
        for i, page in enumerate(pdf.pages, start=1):
            try:
                found, text = page_tables(page)
                tables += found
                texts.append(text)
            except Exception as exc:  # one broken page must not lose the document
                issues.append(PageIssue(page=i, error=f"{type(exc).__name__}: {exc}".splitlines()[0][:300]))
                texts.append("")
            finally:
                page.close()
            if progress is not None:
                progress(i, n)
    continuation = _optional("continuation")
    if continuation is not None and hasattr(continuation, "join"):
        tables = continuation.join(tables)
    quality = _optional("quality")
    if quality is not None and hasattr(quality, "score"):
        tables = [t.model_copy(update={"quality": quality.score(t)}) for t in tables]
    tables = [t.model_copy(update={"id": f"t{i}", "pages": t.pages or [t.page]}) for i, t in enumerate(tables, 1)]
    return ExtractedDocument(name=path.name, sha256=_sha256(path), pages=n, tables=tables, page_texts=texts, issues=issues)
