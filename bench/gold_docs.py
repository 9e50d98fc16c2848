"""Dev-only: documents built from a corpus's gold tables, to measure answering apart from extraction.

``extracted_from_gold`` turns ``gold/<doc>.tables.json`` into the ExtractedDocument the extractor
would produce if it were perfect; ``normalized_from_gold`` runs it through ``normalize_document``.
"""
from __future__ import annotations

import hashlib
import json
from pathlib import Path

from tabsql.models import Cell, ExtractedDocument, Footnote, NormalizedDocument, Table


def _page_texts(pdf: Path, pages: int) -> list[str]:
    try:
        import pdfplumber

        with pdfplumber.open(pdf) as doc:
            return [(p.extract_text() or "") for p in doc.pages]
    except Exception:  # noqa: BLE001 - a scanned or missing PDF has no text layer
        return [""] * pages


def _label_cols(cells: list[dict], header_rows: int) -> int:
    """One label column, two when the first one holds merged row groups (tier > plan, year > quarter)."""
    first = [c for c in cells if c["col"] == 0 and c["row"] >= header_rows]
    return 2 if any(c.get("row_span", 1) > 1 for c in first) else 1


def extracted_from_gold(gold: Path, docs_dir: Path) -> ExtractedDocument:
    data = json.loads(gold.read_text(encoding="utf-8"))
    pdf = docs_dir / data["doc"]
    sha = hashlib.sha256(pdf.read_bytes()).hexdigest() if pdf.exists() else hashlib.sha256(gold.read_bytes()).hexdigest()
    tables = []
    for t in data["tables"]:
        cells = [Cell(row=c["row"], col=c["col"], row_span=c.get("row_span", 1), col_span=c.get("col_span", 1),
                      text=c["text"], page=c.get("page", t["page"] if isinstance(t["page"], int) else t["page"][0]),
                      bbox=tuple(c["bbox"]) if c.get("bbox") else None) for c in t["cells"]]
        pages = t["page"] if isinstance(t["page"], list) else [t["page"]]
        table = Table(id=t["id"], page=pages[0], pages=pages, n_rows=t["n_rows"], n_cols=t["n_cols"], cells=cells,
                      header_rows=t["header_rows"], label_cols=_label_cols(t["cells"], t["header_rows"]),
                      caption=t.get("caption"), unit_note=t.get("unit_note"),
                      footnotes=[Footnote(marker="*" if f.startswith("*") else None, text=f.lstrip("* ").strip())
                                 for f in t.get("footnotes", [])],
                      method="gold")
        if t.get("transposed"):
            table.unit_col = 1
        _paths(table)
        tables.append(table)
    return ExtractedDocument(name=data["doc"], sha256=sha, pages=data.get("pages", 1), tables=tables,
                             page_texts=_page_texts(pdf, data.get("pages", 1)))


def _paths(table: Table) -> None:
    """Column header paths and row label paths, following merged cells as a reader does."""
    h, lc = table.header_rows, table.label_cols
    table.column_paths = []
    for col in range(table.n_cols):
        path: list[str] = []
        for row in range(h):
            cell = table.cell_at(row, col)
            if cell and cell.text.strip() and (not path or path[-1] != cell.text.strip()):
                path.append(cell.text.strip())
        table.column_paths.append(path)
    table.row_paths = []
    for row in range(table.n_rows):
        path = []
        for col in range(lc):
            cell = table.cell_at(row, col)
            if cell and cell.text.strip():
                path.append(cell.text.strip())
        table.row_paths.append(path)


# --------------------------------------------------------------------------- stand-in normaliser
# Used only until tabsql.schema_normalize.normalize_document exists; deliberately plain.
_SCALES = {"thousand": 1e3, "tsd": 1e3, "million": 1e6, "mio": 1e6, "billion": 1e9, "mrd": 1e9}


def _table_scale(table: Table) -> tuple[float, str | None]:
    import re

    note = " ".join(filter(None, [table.unit_note, table.caption])).lower()
    scale = next((v for k, v in _SCALES.items() if k in note), 1.0)
    cur = next((c for c in ("EUR", "USD", "GBP", "TRY") if c.lower() in note), None)
    if cur is None and re.search(r"€", note):
        cur = "EUR"
    return scale, cur


def stand_in_normalize(doc: ExtractedDocument) -> NormalizedDocument:
    import re

    from tabsql.models import Column, DocumentMeta, NormalizedTable, NormCell, Row, TypedValue
    from tabsql.schema_normalize.numbers import parse_value
    from tabsql.schema_normalize.ranges import parse_range

    first = (doc.page_texts[0] if doc.page_texts else "").splitlines()
    issuer = re.split(r"\s{2,}", first[0].strip())[0] if first else None
    lang = "de" if re.search(r"Tabelle|Preisliste|Geschäfts", " ".join(first[:6])) else \
        "tr" if re.search(r"Tablo|Fiyat", " ".join(first[:6])) else "en"
    title = first[1].strip() if len(first) > 1 else None
    years = [int(y) for y in re.findall(r"\b(20\d\d)\b", " ".join(first[:3]))]
    meta = DocumentMeta(issuer=issuer, title=title, language=lang, year=years[0] if len(set(years)) == 1 else None)
    locale = "de" if lang in ("de", "tr") else "en"
    ntables = []
    for t in doc.tables:
        scale, cur = _table_scale(t)
        financial = scale != 1.0
        h, lc = t.header_rows, t.label_cols
        value_cols = [c for c in range(t.n_cols) if c >= lc and c != t.unit_col]
        cols, rows, cells = [], [], []
        for c in value_cols:
            path = [re.sub(r"[*†]+$", "", p) for p in t.column_paths[c]]
            markers = ["*"] if any(p.endswith("*") for p in t.column_paths[c]) else []
            unscaled = any(re.search(r"employee|mitarbeiter|note|anhang", p, re.I) for p in path)
            cols.append(Column(index=c, path=path, sql_name=f"c{c}", markers=markers,
                               scale=1.0 if unscaled else scale))
        section: str | None = None
        for r in range(h, t.n_rows):
            label = [p for p in t.row_paths[r]]
            vals = [t.cell_at(r, c) for c in value_cols]
            if label and all(not (v and v.text.strip()) for v in vals):
                section = label[-1]
                continue
            is_total = bool(label) and bool(re.match(r"(total|summe|gesamt|toplam)\b", label[-1], re.I))
            unit = None
            if t.unit_col is not None and (uc := t.cell_at(r, t.unit_col)):
                unit = uc.text.strip() or None
            path = ([section] if section and lc == 1 and not is_total else []) + label
            rows.append(Row(index=r, label_path=path, is_total=is_total, unit=unit))
            for col, cell in zip(cols, vals):
                if cell is None or cell.row != r and cell.col != col.index:
                    continue
                if re.search(r"note|anhang", " ".join(col.path), re.I):
                    tv = TypedValue(kind="text", raw=cell.text)
                else:
                    tv = parse_value(cell.text, locale=locale, dash_zero=financial)
                    if tv.kind in ("number", "money") and tv.number is not None:
                        tv.printed = tv.number
                        tv.number = tv.number * col.scale
                        tv.scale = col.scale
                        tv.unit = tv.unit or cur or unit
                    if tv.kind == "text":
                        rng = parse_range(cell.text, locale=locale)
                        if rng:
                            tv = TypedValue(kind="range", raw=cell.text, low=rng.low, high=rng.high)
                cells.append(NormCell(row=r, col=col.index, text=cell.text, page=cell.page, bbox=cell.bbox, value=tv))
            for c in range(lc):
                cell = t.cell_at(r, c)
                if cell and cell.text.strip():
                    rng = parse_range(cell.text, locale=locale)
                    tv = TypedValue(kind="range", raw=cell.text, low=rng.low, high=rng.high) if rng else \
                        TypedValue(kind="text", raw=cell.text)
                    cells.append(NormCell(row=r, col=c, text=cell.text, page=cell.page, bbox=cell.bbox, value=tv))
        for col in cols:
            kinds = [x.value.kind for x in cells if x.col == col.index and x.value.kind != "null"]
            col.type = max(set(kinds), key=kinds.count) if kinds else "null"
            units = [x.value.unit for x in cells if x.col == col.index and x.value.unit]
            col.unit = max(set(units), key=units.count) if units else None
        from tabsql.schema_normalize.synonyms import default_synonyms
        syn = default_synonyms()
        for col in cols:
            leaf = next((p for p in reversed(col.path) if not re.fullmatch(r"(19|20)\d\d|Q[1-4]|EUR|USD", p)), None)
            hit = syn.concept_of(leaf) if leaf else None
            col.concept, col.concept_rule = (hit[0], hit[1]) if hit else (None, None)
        for row in rows:
            hit = syn.concept_of(row.label_path[-1]) if row.label_path else None
            row.concept, row.concept_rule = (hit[0], hit[1]) if hit else (None, None)
        conditions = [f.text for f in t.footnotes if f.marker is None]
        ntables.append(NormalizedTable(table=t, columns=cols, rows=rows, cells=cells, scale=scale, unit=cur,
                                       conditions=conditions))
    return NormalizedDocument(name=doc.name, sha256=doc.sha256, pages=doc.pages, meta=meta, tables=ntables)


def documents_from_gold(gold_dir: Path, docs_dir: Path) -> list[NormalizedDocument]:
    """normalize_document over gold tables, or the stand-in while it does not exist yet."""
    try:
        from tabsql.schema_normalize import normalize_document
    except ImportError:
        normalize_document = stand_in_normalize
    out = []
    for gold in sorted(gold_dir.glob("*.tables.json")):
        doc = normalize_document(extracted_from_gold(gold, docs_dir))
        title = json.loads(gold.read_text(encoding="utf-8")).get("title")
        if title and (normalize_document is stand_in_normalize or not doc.meta.title):
            doc.meta.title = title
        doc.id = doc.id or doc.sha256[:12]
        out.append(doc)
    return out
