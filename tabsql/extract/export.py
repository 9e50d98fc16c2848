"""Export: the contract's ``tabsql extract --json`` object, and markdown for ``tabsql inspect``.

    contract_json(doc) -> {"tables": [{"page": 3, "pages": [3, 4], "cells": [{"row": 0, "col": 0,
                           "row_span": 1, "col_span": 2, "text": "2025"}, ...], "caption": ..., ...}]}

``pages`` appears only for a table that covers more than one page (contract); ``text`` is the cell as
printed with whitespace collapsed. Everything else (caption, footnotes, unit note, header rows, column
paths, quality, bbox) is an addition the contract allows.
"""
from __future__ import annotations

from typing import Any

from tabsql.models import ExtractedDocument, Table

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
    for label, value in (("caption", table.caption), ("section", table.section), ("unit", table.unit_note)):
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
