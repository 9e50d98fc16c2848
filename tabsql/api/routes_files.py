"""Endpoints over the kept PDFs and the tables as files: a page as PNG, a page's layout (size and
cell boxes), the original PDF, and a table as an XLSX workbook. Only for the caller's documents;
any other is 404, as everywhere in the API.
"""
from __future__ import annotations

import io
from typing import Any, Callable

from fastapi import Depends, FastAPI
from fastapi.responses import FileResponse, JSONResponse, Response
from starlette.exceptions import HTTPException

from tabsql.api import pages, render
from tabsql.api.service import Service

PNG = {"image/png": {"schema": {"type": "string", "format": "binary"}}}
PDF = {"application/pdf": {"schema": {"type": "string", "format": "binary"}}}
XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"


def register(app: FastAPI, caller: Callable, service: Callable, in_thread: Callable) -> None:
    """Add the file endpoints; registered before /v1/tables/{name} so ``NAME.xlsx`` reaches them."""

    def document(doc_id: str, who: Any):
        with service().view() as cat:
            for doc in Service.visible(cat, who.groups):
                if doc.id == doc_id:
                    return doc, cat.files
        raise HTTPException(404, f"no document with id {doc_id!r}")

    def on_page(fn: Callable, doc_id: str, n: int, who: Any) -> Any:
        doc, store = document(doc_id, who)
        try:
            return fn(store, doc, n)
        except pages.PageMissing as exc:
            raise HTTPException(404, str(exc)) from None

    @app.get("/v1/documents/{doc_id}/pages/{n}.png", tags=["documents"],
             responses={200: {"content": PNG}})
    async def page_png(doc_id: str, n: int, who: Any = Depends(caller)) -> Response:
        """Page ``n`` (1-based) rendered as a PNG at 144 dpi, cached after the first request."""
        path = await in_thread(on_page, pages.page_png, doc_id, n, who)
        return FileResponse(path, media_type="image/png", headers={"Cache-Control": "private, max-age=3600"})

    @app.get("/v1/documents/{doc_id}/pages/{n}.json", tags=["documents"])
    async def page_layout(doc_id: str, n: int, who: Any = Depends(caller)) -> Response:
        """Page ``n``'s width and height in PDF points and the box of every table cell on it, in the
        coordinates citations carry (points from the top-left)."""
        return JSONResponse(await in_thread(on_page, pages.page_layout, doc_id, n, who))

    @app.get("/v1/documents/{doc_id}/pdf", tags=["documents"], responses={200: {"content": PDF}})
    async def original_pdf(doc_id: str, who: Any = Depends(caller)) -> Response:
        """The PDF as it was ingested."""
        doc, store = await in_thread(document, doc_id, who)
        if not store.has(doc.sha256):
            raise HTTPException(404, f"the PDF of {doc.name} is not kept (ingested before PDFs were kept)")
        return FileResponse(store.pdf(doc.sha256), media_type="application/pdf", filename=doc.name)

    @app.get("/v1/tables/{name}.xlsx", tags=["tables"],
             responses={200: {"content": {XLSX_TYPE: {"schema": {"type": "string", "format": "binary"}}}}})
    async def table_xlsx(name: str, who: Any = Depends(caller)) -> Response:
        """One table as a workbook: the CSV's header paths and typed values, a row of units and
        the table's conditions."""
        def work() -> bytes:
            with service().view() as cat:
                for doc in Service.visible(cat, who.groups):
                    for nt in doc.tables:
                        if nt.sql_name == name:
                            return _workbook(nt)
            raise HTTPException(404, f"no table named {name!r}")
        body = await in_thread(work)
        return Response(body, media_type=XLSX_TYPE,
                        headers={"Content-Disposition": f'attachment; filename="{name}.xlsx"'})


def _workbook(nt) -> bytes:
    from openpyxl import Workbook
    from openpyxl.styles import Font

    header, rows = render.table_csv(nt)
    book = Workbook()
    sheet = book.active
    sheet.title = (nt.table.id or "table")[:31]
    sheet.append(header)
    sheet.append(["unit"] + [c.unit or "" for c in nt.columns])
    for cell in sheet[1] + sheet[2]:
        cell.font = Font(bold=True)
    for row in rows:
        sheet.append(render.jsonable(row))
    if nt.conditions:
        sheet.append([])
        for text in nt.conditions:
            sheet.append(["condition", text])
    sheet.freeze_panes = "B3"
    out = io.BytesIO()
    book.save(out)
    return out.getvalue()
