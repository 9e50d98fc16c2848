"""`tabsql inspect`: what the pipeline actually produced, table by table.

Each table is printed as markdown with its header paths, then its columns (type, concept, unit,
scale) and one line per typed body cell, in the form the row retrieval indexes it.
"""
from __future__ import annotations

from tabsql.models import NormalizedDocument, NormalizedTable


def _fmt_number(x: float | None) -> str:
    if x is None:
        return "NULL"
    return f"{x:,.6g}" if abs(x) < 1e15 else f"{x:.6e}"


def render_table(doc: NormalizedDocument, nt: NormalizedTable) -> str:
    from tabsql.extract.export import markdown

    t = nt.table
    lines = [markdown(t), ""]
    if nt.scale != 1 or nt.unit:
        lines.append(f"table unit: {nt.unit or '-'}, scale: {nt.scale:g}")
    for note in nt.conditions:
        lines.append(f"condition: {note}")
    lines += ["", "| col | header path | sql name | type | concept | unit | scale |",
              "|---|---|---|---|---|---|---|"]
    for c in nt.columns:
        lines.append(f"| {c.index} | {' > '.join(c.path)} | {c.sql_name} | {c.type} | "
                     f"{c.concept or ''} | {c.unit or ''} | {c.scale:g} |")
    lines.append("")
    rows = {r.index: r for r in nt.rows}
    cols = {c.index: c for c in nt.columns}
    for cell in nt.cells:
        row, col = rows.get(cell.row), cols.get(cell.col)
        if row is None or col is None:
            continue
        v = cell.value
        flags = " [total]" if row.is_total else " [subtotal]" if row.is_subtotal else ""
        concept = row.concept or col.concept
        lines.append(
            f"- {doc.meta.issuer or doc.name} | {t.caption or t.id} | {' > '.join(row.label_path)}{flags}"
            f" | {' > '.join(col.path)}: {v.raw!r} -> {v.kind} {_fmt_number(v.number) if v.kind != 'text' else ''}"
            f" {v.unit or ''} (scale {v.scale:g}){' concept=' + concept if concept else ''}")
    return "\n".join(lines)


def render_document(doc: NormalizedDocument, page: int | None = None) -> str:
    meta = doc.meta
    head = [f"# {doc.name}: {doc.pages} pages, {len(doc.tables)} tables",
            f"issuer: {meta.issuer or '-'}, type: {meta.doc_type or '-'}, year: {meta.year or '-'}, "
            f"language: {meta.language or '-'}"
            + "".join(f", {k}: {v}" for k, v in (("form", meta.form), ("period end", meta.period_end),
                                                ("currency", meta.currency)) if v)]
    tables = [nt for nt in doc.tables if page is None or page in (nt.table.pages or [nt.table.page])]
    return "\n\n".join(["\n".join(head)] + [render_table(doc, nt) for nt in tables])
