"""What an ingest stores row by row: every cell, row, column and typed-table row of the catalog is
the one of the document's own model (kinds, values, NULLs, empty marker lists, spans, order)."""
from __future__ import annotations

from pathlib import Path

import duckdb

from tabsql.catalog import NUMERIC_KINDS, Catalog
from tests.pdfs import Grid, Heading, build_pdf


def _report(path: Path) -> Path:
    rows = [["Item", "2025", "2024", "Band"]]
    for i in range(60):  # a long table: every row must come back in its place
        rows.append([f"Segment {i} revenue", f"{1000 + 7 * i:,}", f"({20 + i})" if i % 5 == 0 else f"{900 + i:,}",
                     f"{i * 10}-{i * 10 + 9}" if i % 3 else ""])
    rows.append(["Operating margin", "12.5%", "11.0%", "n/a"])
    rows.append(["Total", "75,210", "—", ""])
    return build_pdf(path, [Heading("Segment results (in USD thousands)"), Grid(rows, style="booktabs")])


def test_catalog_rows_are_the_models(tmp_path: Path) -> None:
    pdf = _report(tmp_path / "segments-2025.pdf")
    db = tmp_path / "c.duckdb"
    with Catalog(db) as cat:
        summary = cat.ingest([pdf])
        assert summary.failed == [] and summary.ingested[0].tables >= 1
        (doc,) = cat.documents()
    con = duckdb.connect(str(db), read_only=True)
    try:
        assert sum(len(nt.table.cells) for nt in doc.tables) > 200
        for nt in doc.tables:
            t = nt.table
            tid = f"{doc.id}:{t.id}"
            typed = {(c.row, c.col): c for c in nt.cells}
            want = []
            for c in t.cells:
                v = typed[(c.row, c.col)].value if (c.row, c.col) in typed else None
                want.append((f"{tid}:{c.row}:{c.col}", c.row, c.col, c.row_span, c.col_span, c.text, c.page,
                             *(c.bbox or (None,) * 4), v is None, v.kind if v else None, v.number if v else None,
                             v.printed if v else None, v.low if v else None, v.high if v else None,
                             v.unit if v else None, v.scale if v else None, v.markers if v else []))
            got = con.execute('SELECT id, "row", col, row_span, col_span, text, page, x0, top, x1, bottom, is_header, '
                              "kind, value, printed, low, high, unit, scale, markers FROM cells WHERE table_id = ? "
                              "ORDER BY rowid", [tid]).fetchall()
            assert got == want
            assert con.execute('SELECT "row", label, concept, is_total, is_subtotal, unit FROM rows '
                               "WHERE table_id = ? ORDER BY rowid", [tid]).fetchall() == [
                (r.index, " > ".join(r.label_path), r.concept, r.is_total, r.is_subtotal, r.unit) for r in nt.rows]
            assert con.execute("SELECT col, path, sql_name, type, unit, scale FROM columns WHERE table_id = ? "
                               "ORDER BY rowid", [tid]).fetchall() == [
                (c.index, " > ".join(c.path), c.sql_name, c.type, c.unit, c.scale) for c in nt.columns]
            assert con.execute("SELECT page, pages, n_rows, n_cols, header_rows, scale, conditions FROM tables "
                               "WHERE id = ?", [tid]).fetchone() == (
                t.page, t.pages or [t.page], t.n_rows, t.n_cols, t.header_rows, nt.scale, nt.conditions)
            stored = con.execute(f'SELECT * FROM "{nt.sql_name}" ORDER BY rowid').fetchall()
            expect = []
            for r in nt.rows:
                rec = [r.index, " > ".join(r.label_path), r.is_total, r.is_subtotal]
                for c in nt.columns:
                    v = typed[(r.index, c.index)].value if (r.index, c.index) in typed else None
                    if c.type in NUMERIC_KINDS:
                        rec.append(v.number if v else None)
                    else:
                        rec.append(v.raw if v and v.kind != "null" else None)
                    if c.type == "range":
                        rec += [v.low if v else None, v.high if v else None]
                expect.append(tuple(rec))
            assert stored == expect
        # the table read as a person would: a value, a negative in parentheses and an empty marker list
        body = con.execute("SELECT text, value, markers FROM cells WHERE NOT is_header AND text IN ('1,007', '(20)') "
                           "ORDER BY rowid").fetchall()
        assert body == [("(20)", -20000.0, []), ("1,007", 1007000.0, [])]
    finally:
        con.close()
