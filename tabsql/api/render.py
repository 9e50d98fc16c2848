"""JSON and CSV shapes of documents, tables and query results for the HTTP API."""
from __future__ import annotations

import base64
import csv
import datetime as dt
import decimal
import io
import math
import uuid
from typing import Any

from starlette.requests import Request
from starlette.responses import Response

from tabsql.models import NormalizedDocument, NormalizedTable

NUMERIC_KINDS = {"number", "money", "percent"}


def jsonable(value: Any) -> Any:
    """A value JSON can carry: NaN/inf become null, decimals floats, dates ISO strings."""
    if value is None or isinstance(value, (bool, int, str)):
        return value
    if isinstance(value, float):
        return value if math.isfinite(value) else None
    if isinstance(value, decimal.Decimal):
        return jsonable(float(value))
    if isinstance(value, (dt.date, dt.time)):
        return value.isoformat()
    if isinstance(value, dt.timedelta):
        return value.total_seconds()
    if isinstance(value, uuid.UUID):
        return str(value)
    if isinstance(value, (bytes, bytearray, memoryview)):
        return base64.b64encode(bytes(value)).decode()
    if isinstance(value, dict):
        return {str(k): jsonable(v) for k, v in value.items()}
    if isinstance(value, (list, tuple, set)):
        return [jsonable(v) for v in value]
    return str(value)


def wants_csv(request: Request) -> bool:
    return "text/csv" in request.headers.get("accept", "").lower()


def csv_response(header: list[str], rows: list[list[Any]], filename: str) -> Response:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow(header)
    for row in rows:
        writer.writerow(["" if v is None else v for v in jsonable(list(row))])
    return Response(
        out.getvalue(), media_type="text/csv; charset=utf-8",
        headers={"Content-Disposition": f'attachment; filename="{filename}.csv"'},
    )


def document_summary(doc: NormalizedDocument, caller_groups: list[str]) -> dict[str, Any]:
    """A document as listed; only the caller's own groups are shown, not who else shares it."""
    return {
        "id": doc.id,
        "name": doc.name,
        "pages": doc.pages,
        "tables": len(doc.tables),
        "groups": [g for g in doc.groups if g in caller_groups],
    }


def document_detail(doc: NormalizedDocument, caller_groups: list[str]) -> dict[str, Any]:
    data = document_summary(doc, caller_groups)
    data["sha256"] = doc.sha256
    data["meta"] = doc.meta.model_dump()
    data["tables"] = [
        {
            "name": nt.sql_name,
            "id": nt.table.id,
            "page": nt.table.page,
            "pages": nt.table.pages or [nt.table.page],
            "caption": nt.table.caption,
            "section": nt.table.section,
            "rows": len(nt.rows),
            "columns": len(nt.columns),
        }
        for nt in doc.tables
    ]
    return data


def sql_columns(nt: NormalizedTable) -> list[dict[str, Any]]:
    """The columns of a table's typed SQL table, with the header each one came from."""
    cols: list[dict[str, Any]] = [
        {"name": "_row", "type": "INTEGER", "header": None},
        {"name": "_label", "type": "VARCHAR", "header": "row label path, ' > ' joined"},
        {"name": "_is_total", "type": "BOOLEAN", "header": None},
        {"name": "_is_subtotal", "type": "BOOLEAN", "header": None},
    ]
    for c in nt.columns:
        header = " > ".join(c.path)
        sql_type = "DOUBLE" if c.type in NUMERIC_KINDS else "VARCHAR"
        cols.append({"name": c.sql_name, "type": sql_type, "header": header, "kind": c.type,
                     "unit": c.unit, "scale": c.scale, "concept": c.concept})
        if c.type == "range":
            for end in ("low", "high"):
                cols.append({"name": f"{c.sql_name}_{end}", "type": "DOUBLE", "header": f"{header} ({end})",
                             "kind": "number", "unit": c.unit, "scale": c.scale, "concept": c.concept})
    return cols


def table_summary(doc: NormalizedDocument, nt: NormalizedTable) -> dict[str, Any]:
    return {
        "name": nt.sql_name,
        "document": doc.name,
        "document_id": doc.id,
        "table": nt.table.id,
        "page": nt.table.page,
        "caption": nt.table.caption,
        "columns": sql_columns(nt),
    }


def table_detail(doc: NormalizedDocument, nt: NormalizedTable) -> dict[str, Any]:
    """Everything about one table: header paths, row labels and every body cell typed."""
    t = nt.table
    data = table_summary(doc, nt)
    data.update({
        "pages": t.pages or [t.page],
        "section": t.section,
        "unit_note": t.unit_note,
        "unit": nt.unit,
        "scale": nt.scale,
        "conditions": nt.conditions,
        "footnotes": [f.model_dump() for f in t.footnotes],
        "header_rows": t.header_rows,
        "label_cols": t.label_cols,
        "column_paths": [c.path for c in nt.columns],
        "table_columns": [c.model_dump() for c in nt.columns],
        "rows": [r.model_dump() for r in nt.rows],
        "cells": [c.model_dump() for c in nt.cells],
    })
    return jsonable(data)


def table_csv(nt: NormalizedTable) -> tuple[list[str], list[list[Any]]]:
    """One line per body row: the row label path, then each column's typed value (base units)."""
    header = ["row"] + [" > ".join(c.path) or c.sql_name for c in nt.columns]
    cells = {(c.row, c.col): c for c in nt.cells}
    rows = []
    for r in nt.rows:
        line: list[Any] = [" > ".join(r.label_path)]
        for c in nt.columns:
            cell = cells.get((r.index, c.index))
            if cell is None or cell.value.kind == "null":
                line.append(None)
            elif cell.value.kind in NUMERIC_KINDS and cell.value.number is not None:
                line.append(cell.value.number)
            else:
                line.append(cell.value.raw or cell.text)
        rows.append(line)
    return header, rows
