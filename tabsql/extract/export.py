"""Export: the contract's ``tabsql extract --json`` object, markdown for ``tabsql inspect``, and the
typed tables of ``tabsql export`` (csv, xlsx, parquet, markdown, json: ``write_tables``).

    contract_json(doc) -> {"tables": [{"page": 3, "pages": [3, 4], "cells": [{"row": 0, "col": 0,
                           "row_span": 1, "col_span": 2, "text": "2025"}, ...], "caption": ..., ...}]}

``pages`` appears only for a table that covers more than one page (contract); ``text`` is the cell as
printed with whitespace collapsed. Everything else (caption, footnotes, unit note, header rows, column
paths, quality, bbox) is an addition the contract allows.
"""
from __future__ import annotations

import csv
import re
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, Field

from tabsql.models import ExtractedDocument, NormalizedDocument, NormalizedTable, Table

from .headers import clean


def table_json(table: Table) -> dict[str, Any]:
    pages = sorted(set(table.pages or [table.page]))
    out: dict[str, Any] = {"id": table.id, "page": table.page}
    if len(pages) > 1:
        out["pages"] = pages
    out["cells"] = [
        {"row": c.row, "col": c.col, "row_span": c.row_span, "col_span": c.col_span, "text": clean(c.text)}
        for c in sorted(table.cells, key=lambda c: (c.row, c.col))
    ]
    out.update(
        {
            "n_rows": table.n_rows,
            "n_cols": table.n_cols,
            "caption": table.caption,
            "section": table.section,
            "unit_note": table.unit_note,
            "footnotes": [{"marker": f.marker, "text": f.text} for f in table.footnotes],
            "header_rows": table.header_rows,
            "label_cols": table.label_cols,
            "unit_col": table.unit_col,
            "column_paths": table.column_paths,
            "row_paths": table.row_paths,
            "method": table.method,
            "quality": table.quality,
            "bbox": list(table.bbox) if table.bbox else None,
        }
    )
    return out


def contract_json(doc: ExtractedDocument) -> dict[str, Any]:
    """The object ``tabsql extract FILE --json`` prints (and ``table_eval.py`` reads)."""
    return {
        "document": doc.name,
        "pages": doc.pages,
        "tables": [table_json(t) for t in doc.tables],
        "issues": [{"page": i.page, "error": i.error} for i in doc.issues],
    }


def _md(text: str) -> str:
    return clean(text).replace("|", "\\|")


def markdown(table: Table) -> str:
    """The table as markdown: one header line of column paths (" > " joined), then the body rows.

    A merged cell's text is shown at its top-left position; a row label path that differs from the
    row's own label (a propagated group) is shown in a trailing ``row path`` column.
    """
    pages = table.pages or [table.page]
    where = f"page {pages[0]}" if len(pages) == 1 else f"pages {pages[0]}-{pages[-1]}"
    lines = [f"### {table.id} ({where}, {table.n_rows}x{table.n_cols}, {table.method}, quality {table.quality:.2f})"]
    for label, value in (("caption", table.caption), ("lead-in", table.lead_in), ("section", table.section),
                         ("unit", table.unit_note)):
        if value:
            lines.append(f"{label}: {value}")
    grid = [["" for _ in range(table.n_cols)] for _ in range(table.n_rows)]
    for c in table.cells:
        if 0 <= c.row < table.n_rows and 0 <= c.col < table.n_cols:
            grid[c.row][c.col] = _md(c.text)
    paths = table.column_paths if len(table.column_paths) == table.n_cols else [[] for _ in range(table.n_cols)]
    head = [_md(" > ".join(p)) or f"col{k}" for k, p in enumerate(paths)]
    show_paths = any(
        len(p) > 1 for p in table.row_paths
    )
    if show_paths:
        head.append("row path")
    lines.append("| " + " | ".join(head) + " |")
    lines.append("|" + "---|" * len(head))
    for r in range(table.header_rows, table.n_rows):
        row = list(grid[r])
        if show_paths:
            path = table.row_paths[r] if r < len(table.row_paths) else []
            row.append(_md(" > ".join(path)))
        lines.append("| " + " | ".join(row) + " |")
    if table.unit_col is not None:
        lines.append(f"unit column: {table.unit_col}")
    for f in table.footnotes:
        lines.append(f"note{' ' + f.marker if f.marker else ''}: {f.text}")
    return "\n".join(lines)


# --------------------------------------------------------------------------- `tabsql export`
_NUMERIC = {"number", "money", "percent"}
EXPORT_FORMATS = ("csv", "xlsx", "parquet", "markdown", "json")


class ExportColumn(BaseModel):
    """One exported column: its header path, SQL-like type and unit (values are in base units)."""

    name: str  # header path " > " joined, unit appended: "2025 > Standard (EUR)"
    path: list[str]
    type: Literal["DOUBLE", "VARCHAR"]
    unit: str | None = None
    scale: float = 1.0  # the scale the source printed in; values are already multiplied by it


class ExportTable(BaseModel):
    """A table as exported: a row per body row, the row label path first, typed values in base units."""

    document: str
    table: str
    page: int
    pages: list[int]
    caption: str | None = None
    section: str | None = None
    unit_note: str | None = None
    conditions: list[str] = Field(default_factory=list)
    columns: list[ExportColumn]
    rows: list[list[Any]]


def units_columns(nt: NormalizedTable) -> set[int]:
    """Columns that only print each row's unit (``Row.unit``): the unit column of a spec sheet."""
    if not any(r.unit for r in nt.rows):
        return {nt.table.unit_col} if nt.table.unit_col is not None else set()
    cells = {(c.row, c.col): c for c in nt.cells}
    return {c.index for c in nt.columns if c.type not in _NUMERIC and all(
        r.unit and cells[(r.index, c.index)].text.strip() == r.unit
        for r in nt.rows if (r.index, c.index) in cells)} | (
        {nt.table.unit_col} if nt.table.unit_col is not None else set())


def export_table(doc: NormalizedDocument, nt: NormalizedTable) -> ExportTable:
    """The typed frame every export format writes."""
    t = nt.table
    cols = [c for c in nt.columns if c.index >= t.label_cols] or list(nt.columns)
    cells = {(c.row, c.col): c for c in nt.cells}
    units = units_columns(nt)  # shown once, as "unit"
    cols = [c for c in cols if c.index not in units]
    labels = [c for c in nt.columns if c.index < t.label_cols]
    row_name = " > ".join(labels[0].path) if len(labels) == 1 and labels[0].path else "row"
    out = [ExportColumn(name=row_name, path=[row_name], type="VARCHAR")]
    has_row_units = any(r.unit for r in nt.rows)
    if has_row_units:
        out.append(ExportColumn(name="unit", path=["unit"], type="VARCHAR"))
    seen = {c.name.lower() for c in out}  # DuckDB (Parquet) and Excel users read names case-blind
    for c in cols:
        numeric = c.type in _NUMERIC
        unit = (c.unit or nt.unit) if numeric else None
        name = " > ".join(c.path) or c.sql_name
        if unit and not has_row_units and unit not in name:
            name = f"{name} ({unit})"
        base, k = name, 2
        while name.lower() in seen:
            name, k = f"{base} [{k}]", k + 1
        seen.add(name.lower())
        out.append(ExportColumn(name=name, path=list(c.path), type="DOUBLE" if numeric else "VARCHAR",
                                unit=unit, scale=c.scale))
    rows: list[list[Any]] = []
    for r in nt.rows:
        line: list[Any] = [" > ".join(r.label_path)] + ([r.unit] if has_row_units else [])
        for c in cols:
            cell = cells.get((r.index, c.index))
            v = cell.value if cell is not None else None
            if v is None or v.kind == "null":
                line.append(None)
            elif c.type in _NUMERIC:
                line.append(v.number)
            else:
                line.append(v.raw or (cell.text if cell else None))
        rows.append(line)
    return ExportTable(document=doc.name, table=t.id, page=t.page, pages=t.pages or [t.page],
                       caption=t.caption, section=t.section, unit_note=t.unit_note,
                       conditions=list(nt.conditions), columns=out, rows=rows)


def write_tables(docs: list[NormalizedDocument], fmt: str, out: Path) -> list[Path]:
    """Write every table of ``docs`` to ``out`` in ``fmt``; returns the files written.

    A file a table, ``<document stem>.<table id>.<ext>``; xlsx: ``<document stem>.xlsx``, a sheet a
    table plus a ``notes`` sheet (caption, page, unit note, conditions of each table)."""
    if fmt not in EXPORT_FORMATS:
        raise ValueError(f"unknown export format {fmt!r}")
    out.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []
    for doc in docs:
        frames = [export_table(doc, nt) for nt in doc.tables]
        stem = Path(doc.name).stem
        if fmt == "xlsx":
            written.append(_write_xlsx(frames, out / f"{stem}.xlsx"))
            continue
        ext = {"markdown": "md"}.get(fmt, fmt)
        for f in frames:
            path = out / f"{stem}.{f.table}.{ext}"
            {"csv": _write_csv, "json": _write_json, "markdown": _write_markdown,
             "parquet": _write_parquet}[fmt](f, path)
            written.append(path)
    return written


def _write_csv(f: ExportTable, path: Path) -> None:
    with open(path, "w", newline="", encoding="utf-8") as fh:
        writer = csv.writer(fh)
        writer.writerow([c.name for c in f.columns])
        writer.writerows([["" if v is None else v for v in row] for row in f.rows])


def _write_json(f: ExportTable, path: Path) -> None:
    path.write_text(f.model_dump_json(indent=1), encoding="utf-8")


def _md_value(v: Any) -> str:
    if v is None:
        return ""
    if isinstance(v, float):
        return f"{v:,.0f}" if v.is_integer() else f"{v:,.6g}" if abs(v) < 1 else f"{v:,.2f}".rstrip("0").rstrip(".")
    return _md(str(v))


def _write_markdown(f: ExportTable, path: Path) -> None:
    pages = f.pages[0] if len(f.pages) == 1 else f"{f.pages[0]}-{f.pages[-1]}"
    lines = [f"## {f.document} {f.table} (page {pages})"]
    for label, value in (("caption", f.caption), ("section", f.section), ("unit", f.unit_note)):
        if value:
            lines.append(f"{label}: {_md(value)}")
    lines += ["", "| " + " | ".join(_md(c.name) for c in f.columns) + " |",
              "|" + "".join("---:|" if c.type == "DOUBLE" else "---|" for c in f.columns)]
    lines += ["| " + " | ".join(_md_value(v) for v in row) + " |" for row in f.rows]
    if f.conditions:
        lines += [""] + [f"- {_md(c)}" for c in f.conditions]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def _write_parquet(f: ExportTable, path: Path) -> None:
    """Typed Parquet through DuckDB's COPY in this process (DOUBLE and VARCHAR columns)."""
    import duckdb

    con = duckdb.connect(":memory:")
    try:
        defs = ", ".join(f"{_ident(c.name)} {c.type}" for c in f.columns)
        con.execute(f"CREATE TABLE t ({defs})")
        if f.rows:
            con.executemany(f"INSERT INTO t VALUES ({', '.join('?' for _ in f.columns)})", f.rows)
        con.execute(f"COPY t TO '{str(path).replace(chr(39), chr(39) * 2)}' (FORMAT parquet)")
    finally:
        con.close()


def _ident(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


_SHEET_BAD = re.compile(r"[\[\]:*?/\\]")


def _write_xlsx(frames: list[ExportTable], path: Path) -> Path:
    """One workbook: a sheet a table (header paths in row 1, typed values below, numbers with the
    decimals they were printed with) and a ``notes`` sheet saying where each table came from."""
    from openpyxl import Workbook
    from openpyxl.styles import Font

    wb = Workbook()
    wb.remove(wb.active)
    for f in frames:
        ws = wb.create_sheet(_SHEET_BAD.sub("_", f.table)[:31])
        ws.append([c.name for c in f.columns])
        for cell in ws[1]:
            cell.font = Font(bold=True)
        for row in f.rows:
            ws.append(row)
        for j, c in enumerate(f.columns, 1):
            if c.type == "DOUBLE":
                fmt = "#,##0.00" if any(isinstance(r[j - 1], float) and not r[j - 1].is_integer()
                                       for r in f.rows) else "#,##0"
                for (cell,) in ws.iter_rows(min_row=2, min_col=j, max_col=j):
                    cell.number_format = fmt
        ws.freeze_panes = "B2"
    notes = wb.create_sheet("notes")
    notes.append(["sheet", "page", "caption", "section", "unit note", "conditions"])
    for f in frames:
        notes.append([_SHEET_BAD.sub("_", f.table)[:31], ", ".join(map(str, f.pages)), f.caption, f.section,
                      f.unit_note, "; ".join(f.conditions)])
    wb.save(path)
    return path
