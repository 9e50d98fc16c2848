"""A real catalog file for the SQL tests, written through Catalog.write_document from typed models
(no PDF extraction, so it takes milliseconds): two price lists of group "sales" and an income
statement of group "finance".
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from tabsql.catalog import Catalog
from tabsql.models import (
    Cell,
    Column,
    DocumentMeta,
    NormalizedDocument,
    NormalizedTable,
    NormCell,
    Row,
    Table,
    TypedValue,
)


@dataclass
class Spec:
    """One one-table document: a header row, then body rows whose first cell is the label."""

    name: str
    groups: list[str]
    issuer: str
    caption: str
    header: list[str]
    kinds: list[str]  # per column: text / range / money / number
    rows: list[list[str]]
    unit: str | None = None
    scale: float = 1.0


def _value(text: str, kind: str, unit: str | None, scale: float) -> TypedValue:
    if kind == "range":
        low, _, high = text.replace("+", "-").partition("-")
        return TypedValue(kind="range", raw=text, low=float(low), high=float(high) if high else None)
    if kind in ("money", "number"):
        printed = float(text.split()[-1].replace(",", ""))
        return TypedValue(kind=kind, raw=text, number=printed * scale, printed=printed, unit=unit,
                          scale=scale)
    return TypedValue(kind="text", raw=text)


def _slug(text: str) -> str:
    return "".join(ch if ch.isalnum() else "_" for ch in text.lower()).strip("_")


def document(spec: Spec) -> NormalizedDocument:
    cells, norm = [], []
    for r, values in enumerate([spec.header, *spec.rows]):
        for c, text in enumerate(values):
            bbox = (50.0 + 100 * c, 100.0 + 20 * r, 140.0 + 100 * c, 115.0 + 20 * r)
            cells.append(Cell(row=r, col=c, text=text, page=1, bbox=bbox))
            if r:
                norm.append(NormCell(row=r, col=c, text=text, page=1, bbox=bbox,
                                     value=_value(text, spec.kinds[c], spec.unit, spec.scale)))
    columns = [Column(index=c, path=[h], sql_name=_slug(h), type=k,  # type: ignore[arg-type]
                      unit=spec.unit if k in ("money", "number") else None, scale=spec.scale)
               for c, (h, k) in enumerate(zip(spec.header, spec.kinds))]
    rows = [Row(index=r, label_path=[values[0]], is_total=values[0].lower().startswith("total"))
            for r, values in enumerate(spec.rows, start=1)]
    table = Table(id="t1", page=1, pages=[1], n_rows=len(spec.rows) + 1, n_cols=len(spec.header),
                  cells=cells, column_paths=[[h] for h in spec.header],
                  row_paths=[[v[0]] for v in spec.rows], caption=spec.caption)
    return NormalizedDocument(
        id=_slug(spec.name)[:16].ljust(16, "0"), name=spec.name, sha256=_slug(spec.name).ljust(64, "0"),
        pages=1, meta=DocumentMeta(issuer=spec.issuer, year=2025), groups=spec.groups,
        tables=[NormalizedTable(table=table, columns=columns, rows=rows, cells=norm,
                                scale=spec.scale, unit=spec.unit)])


FEES = ["Order quantity", "Standard", "Express"]
SPECS = [
    Spec("supplier-a-2025.pdf", ["sales"], "Supplier A", "Delivery fees", FEES,
         ["range", "money", "money"],
         [["1-99", "EUR 45.00", "EUR 90.00"], ["100-499", "EUR 95.00", "EUR 190.00"],
          ["500+", "EUR 20.00", "EUR 40.00"]], unit="EUR"),
    Spec("supplier-b-2025.pdf", ["sales"], "Supplier B", "Delivery fees", FEES,
         ["range", "money", "money"],
         [["1-99", "EUR 50.00", "EUR 100.00"], ["100-499", "EUR 120.00", "EUR 240.00"],
          ["500+", "EUR 30.00", "EUR 60.00"]], unit="EUR"),
    Spec("kestrel-annual-2025.pdf", ["finance"], "Kestrel Dynamics", "Income statement (EUR thousands)",
         ["Item", "2024", "2025"], ["text", "number", "number"],
         [["Revenue", "12,400", "13,900"], ["Cost of sales", "7,100", "7,650"],
          ["Operating income", "2,300", "2,950"]], unit="EUR", scale=1000.0),
]


def build_catalog(path: Path) -> tuple[Catalog, dict[str, str]]:
    """An open catalog (read-write, as the service holds it) and document name -> typed table."""
    catalog = Catalog(path)
    names = {}
    for spec in SPECS:
        doc = document(spec)
        catalog.write_document(doc)
        names[spec.name] = doc.tables[0].sql_name
    return catalog, names
