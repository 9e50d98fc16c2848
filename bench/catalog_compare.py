"""Are two catalogs the same? Every DuckDB table of both (documents, tables, columns, rows, cells,
the index tables and every typed table), row by row per document in the order written; the stored
views (``index_store``) compared unpickled, since a pickled set's byte order varies between runs.

    PYTHONHASHSEED=0 PYTHONPATH=/work/main python bench/scale.py --ingest FOLDER --db /tmp/old.duckdb
    PYTHONHASHSEED=0 python bench/scale.py --ingest FOLDER --db /tmp/new.duckdb
    .venv/bin/python bench/catalog_compare.py /tmp/old.duckdb /tmp/new.duckdb

``documents.ingested_at`` is left out. Prints each table that differs with its first differing row
and exits 1 if any does.
"""
from __future__ import annotations

import argparse
import dataclasses
import hashlib
import sys
from pathlib import Path

import duckdb
from pydantic import BaseModel

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from tabsql import term_index  # noqa: E402


def _order(name: str, cols: list[str]) -> str:
    """Rows per document, in the order they were written (documents arrive in any order)."""
    if name == "documents":
        return "ORDER BY id"
    for col, key in (("table_id", "split_part(table_id, ':', 1)"), ("document_id", "document_id"), ("doc_id", "doc_id")):
        if col in cols:
            return f"ORDER BY {key}, rowid"
    return "ORDER BY rowid"


def dump(path: Path) -> dict[str, tuple[int, str, list]]:
    con = duckdb.connect(str(path), read_only=True)
    out = {}
    try:
        names = [r[0] for r in con.execute("SELECT table_name FROM duckdb_tables() WHERE database_name = current_database()"
                                           " ORDER BY 1").fetchall()]
        for name in names:
            meta = con.execute("SELECT column_name, data_type FROM duckdb_columns() WHERE table_name = ? AND "
                               "database_name = current_database() ORDER BY column_index", [name]).fetchall()
            cols = [c for c, _ in meta]
            keep = [c for c in cols if not (name == "documents" and c == "ingested_at")]
            sel = ", ".join('"' + c.replace('"', '""') + '"' for c in keep)
            rows = con.execute(f'SELECT {sel} FROM "{name}" {_order(name, cols)}').fetchall()
            if name == "index_store":
                rows = [(*r[:3], _canon(_unpack(r[3]))) for r in rows]
            out[name] = (len(rows), hashlib.sha256(repr((meta, rows)).encode()).hexdigest(), rows)
    finally:
        con.close()
    return out


def _unpack(blob: bytes | None):
    return None if blob is None else term_index.unpacked(blob)


def _canon(o):
    """A value whose repr does not depend on set or dict order."""
    if isinstance(o, BaseModel):
        return ("model", type(o).__name__, _canon(o.model_dump()))
    if dataclasses.is_dataclass(o) and not isinstance(o, type):
        return ("dc", type(o).__name__, tuple((f.name, _canon(getattr(o, f.name))) for f in dataclasses.fields(o)))
    if isinstance(o, (set, frozenset)):
        return ("set", tuple(sorted((_canon(x) for x in o), key=repr)))
    if isinstance(o, dict):
        return ("dict", tuple(sorted(((_canon(k), _canon(v)) for k, v in o.items()), key=repr)))
    if isinstance(o, (list, tuple)):
        return ("seq", tuple(_canon(x) for x in o))
    if hasattr(o, "__dict__") and not isinstance(o, type):
        return ("obj", type(o).__name__, _canon(vars(o)))
    return o


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0], formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("old", type=Path)
    ap.add_argument("new", type=Path)
    args = ap.parse_args()
    a, b = dump(args.old), dump(args.new)
    differ = 0
    for name in sorted(set(a) | set(b)):
        if name not in a or name not in b:
            differ += 1
            print(f"only in {'old' if name in a else 'new'}: {name}")
        elif a[name][1] != b[name][1]:
            differ += 1
            print(f"differs: {name} ({a[name][0]} / {b[name][0]} rows)")
            for k, (x, y) in enumerate(zip(a[name][2], b[name][2])):
                if x != y:
                    print(f"  row {k}\n    old {str(x)[:300]}\n    new {str(y)[:300]}")
                    break
    print(f"{len(a)} / {len(b)} tables, {differ} differ; rows {sum(v[0] for v in a.values())} / "
          f"{sum(v[0] for v in b.values())}")
    sys.exit(1 if differ else 0)


if __name__ == "__main__":
    main()
