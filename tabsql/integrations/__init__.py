"""Row records for RAG stacks: one self-contained text per table value, with where it came from.

A fixed-size text splitter over a PDF cuts the column headers from the values below them; a row
record carries its header path, unit and footnotes, so a retriever finds the value with its meaning::

    from tabsql.integrations import row_records
    for rec in row_records("tabsql.duckdb"):
        print(rec.text)   # Supplier B supplier-b-2025.pdf | Table 1: Delivery fees | 100-499 | Standard: EUR 120.00 (Prices exclude VAT)

``TabsqlLoader`` (LangChain, ``pip install tabsql[langchain]``) and ``TabsqlReader`` (LlamaIndex,
``pip install tabsql[llamaindex]``) yield these records as their documents.
"""
from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

from pydantic import BaseModel

from tabsql.errors import TabsqlError
from tabsql.extract.export import units_columns
from tabsql.models import BBox, NormalizedDocument, NormalizedTable

__all__ = ["RowRecord", "row_records", "document_records"]
_SYMBOLS = {"EUR": "€", "USD": "$", "GBP": "£", "JPY": "¥", "TRY": "₺"}


class RowRecord(BaseModel):
    """One value of one table row: the retriever's text and the metadata to cite it."""

    text: str
    document: str
    page: int
    table: str
    row: str  # row label path, " > " joined
    column: str  # column header path, " > " joined
    bbox: BBox | None = None
    value: float | str | None = None  # a number in base units (the table's scale applied), else the text
    unit: str | None = None
    conditions: list[str] = []

    def metadata(self) -> dict[str, Any]:
        """The metadata a LangChain or LlamaIndex document carries (JSON-friendly)."""
        data = self.model_dump(exclude={"text"})
        data["bbox"] = list(self.bbox) if self.bbox else None
        return data


def _conditions(nt: NormalizedTable, markers: list[str]) -> list[str]:
    notes = {f.marker: f.text for f in nt.table.footnotes if f.marker}
    out = [notes[m] for m in markers if m in notes]
    return out + [c for c in nt.conditions if c not in out]


def document_records(doc: NormalizedDocument) -> Iterator[RowRecord]:
    """The records of one document: each body cell of a value column that holds something."""
    head = " ".join(filter(None, [doc.meta.issuer, doc.name]))
    for nt in doc.tables:
        t = nt.table
        caption = " ".join(filter(None, [t.caption, t.unit_note])) or t.section or t.id
        rows = {r.index: r for r in nt.rows}
        cols = {c.index: c for c in nt.columns if c.index not in units_columns(nt)}
        for cell in sorted(nt.cells, key=lambda c: (c.row, c.col)):
            row, col = rows.get(cell.row), cols.get(cell.col)
            if row is None or col is None or col.index < t.label_cols or cell.value.kind == "null":
                continue
            v = cell.value
            numeric = v.kind in ("number", "money", "percent") and v.number is not None
            unit = (v.unit or col.unit or row.unit or nt.unit) if numeric else None
            printed = " ".join(cell.text.split())
            shown = printed if not unit or unit in printed or _SYMBOLS.get(unit, unit) in printed \
                else f"{printed} {unit}"
            conds = _conditions(nt, list(col.markers) + list(row.markers) + list(v.markers))
            row_path, col_path = " > ".join(row.label_path), " > ".join(col.path)
            text = f"{head} | {caption} | {row_path} | {col_path}: {shown}"
            if conds:
                text += f" ({'; '.join(c.rstrip('.') for c in conds)})"
            yield RowRecord(text=text, document=doc.name, page=cell.page, table=t.id, row=row_path,
                            column=col_path, bbox=cell.bbox, value=v.number if numeric else (v.raw or printed),
                            unit=unit, conditions=conds)


def row_records(db: str | Path | Any, documents: list[str] | None = None) -> Iterator[RowRecord]:
    """Every row record of the catalog at ``db`` (a path or an open ``Catalog``), or of the named
    ``documents`` (names or ids)."""
    from tabsql.catalog import Catalog

    catalog = db if hasattr(db, "documents") else None
    if catalog is None:
        if not Path(db).is_file():
            raise FileNotFoundError(f"no database at {db}")
        try:
            catalog = Catalog(db, read_only=True)
        except TabsqlError:  # this process holds the file read-write: DuckDB shares only that instance
            catalog = Catalog(db)
    try:
        wanted = set(documents or [])
        for doc in catalog.documents():
            if not wanted or wanted & {doc.name, doc.id, doc.name.rsplit(".", 1)[0]}:
                yield from document_records(doc)
    finally:
        if catalog is not db:
            catalog.close()
