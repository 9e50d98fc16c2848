"""Runs a validated query where it can neither write nor reach outside.

The query never sees the catalog: it runs in an in-memory DuckDB that holds copies of only the
tables it reads (of those, only the allowed columns). The catalog file is not attached, because
DuckDB refuses a second handle on a file this process already holds read-write. Sandboxes are
started with external access off and the configuration locked, so even SQL that slipped past
``validate`` could not read files, load extensions or change settings; a timer interrupts queries
that run too long, DuckDB's memory limit (no spilling) stops ones that grow too large, and the
injected LIMIT caps the rows.
"""
from __future__ import annotations

import datetime as dt
import decimal
import math
import threading
import uuid
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import duckdb
from pydantic import BaseModel, Field
from sqlglot import exp

from tabsql.errors import UnsafeSQL
from tabsql.sql_agent.safety import referenced_tables, sql_text, validate


class QueryResult(BaseModel):
    columns: list[str]
    rows: list[list[Any]] = Field(default_factory=list)
    sql: str = ""  # the checked SQL that ran (LIMIT injected), for citations and --explain


class QueryFailed(UnsafeSQL):
    """A query that passed the checks but that DuckDB could not run (unknown column, bad cast ...)."""


# Catalog tables that hold every group's rows: read only through a caller-filtered ``sources`` query.
SHARED_TABLES = frozenset({"documents", "tables", "columns", "rows", "cells", "facts", "api_keys"})
_CURSOR_LOCK = threading.Lock()  # DuckDBPyConnection.cursor() is not safe to call concurrently
_SOURCE_NAME = "__tabsql_source"
_IDLE_PER_KEY = 4
MAX_RESULT_BYTES = 8_000_000  # rows are capped by LIMIT; this caps what one cell can carry


def run(catalog_or_path: Any, sql: str, allowed_tables: set[str], *,
        allowed_columns: dict[str, set[str]] | None = None,
        sources: Mapping[str, str | exp.Expression] | None = None,
        limit: int = 1000, timeout_s: float = 5.0, memory_limit: str = "256MB",
        threads: int = 1) -> QueryResult:
    """Validate ``sql`` and run it in a sandbox holding only the allowed tables' data.

    ``catalog_or_path``: a Catalog (anything with ``.con``), a DuckDB connection, or a database path.
    ``sources`` maps an allowed table name to trusted SQL run on the catalog that yields its rows,
    e.g. the ``facts`` view filtered to the caller's documents; other names are copied as they are,
    except the catalog's shared tables (``SHARED_TABLES``), which are refused without a source.
    Raises ``UnsafeSQL`` when refused or stopped, ``QueryFailed`` when DuckDB cannot run the query.
    """
    tree = validate(sql, allowed_tables, allowed_columns=allowed_columns, limit=limit)
    text = sql_text(tree)
    columns = None if allowed_columns is None else {
        t.lower(): {c.lower() for c in cols} for t, cols in allowed_columns.items()}
    given = {k.lower(): v for k, v in (sources or {}).items()}
    spanning = sorted((referenced_tables(tree) & SHARED_TABLES) - set(given))
    if spanning:
        raise UnsafeSQL(f"table {spanning[0]!r} spans every group's documents; "
                        "it can only be read through a filtered source")
    with _source(catalog_or_path) as src:
        data = {name: _read_table(src, name, given.get(name),
                                  None if columns is None else columns.get(name, set()))
                for name in sorted(referenced_tables(tree))}
    with _POOL.sandbox(memory_limit, threads, tables=list(data)) as box:
        for name, (types, arrays) in data.items():
            _load_table(box, name, types, arrays)
        return QueryResult(sql=text, **_execute(box, text, limit, timeout_s, memory_limit))


class _SandboxPool:
    """Locked-down in-memory databases, reused because starting one costs ~25 ms.

    A sandbox serves one run at a time; it holds that run's copied tables only while the run lasts
    and goes back to the pool only when it is provably empty again, so no caller sees another's data.
    """

    def __init__(self) -> None:
        self._idle: dict[tuple[str, int], list[duckdb.DuckDBPyConnection]] = {}
        self._lock = threading.Lock()

    @contextmanager
    def sandbox(self, memory_limit: str, threads: int,
                tables: Sequence[str] = ()) -> Iterator[duckdb.DuckDBPyConnection]:
        """A sandbox for one run that will create ``tables`` (dropped again afterwards)."""
        key = (memory_limit, threads)
        with self._lock:
            idle = self._idle.setdefault(key, [])
            box = idle.pop() if idle else None
        box = box or _open_sandbox(memory_limit=memory_limit, threads=threads)
        try:
            yield box
        finally:
            if _emptied(box, tables):
                with self._lock:
                    idle = self._idle.setdefault(key, [])
                    if len(idle) < _IDLE_PER_KEY:
                        idle.append(box)
                        box = None
            if box is not None:
                box.close()


def _open_sandbox(*, memory_limit: str, threads: int) -> duckdb.DuckDBPyConnection:
    """A fresh in-memory database that cannot read files, load extensions or change settings."""
    box = duckdb.connect(":memory:", config={
        "threads": threads,
        "memory_limit": memory_limit,
        "temp_directory": "",  # no spilling to disk: the memory limit is a hard stop
        "autoinstall_known_extensions": False,
        "autoload_known_extensions": False,
        "allow_community_extensions": False,
        "allow_unsigned_extensions": False,
        "python_enable_replacements": False,
    })
    box.execute("SET enable_progress_bar = false")
    box.execute("SET allow_persistent_secrets = false")
    box.execute("SET enable_external_access = false")
    box.execute("SET lock_configuration = true")
    return box


def _emptied(box: duckdb.DuckDBPyConnection, tables: Sequence[str]) -> bool:
    """Drop the tables a run copied in; True only when nothing at all is left."""
    try:
        box.abort()
        drops = "".join(f"DROP TABLE IF EXISTS {_quote(name)}; " for name in tables)
        left = box.execute(f"{drops}SELECT (SELECT count(*) FROM duckdb_tables()) + "
                           "(SELECT count(*) FROM duckdb_views() WHERE NOT internal)").fetchall()
        return left == [(0,)]
    except duckdb.Error:
        return False


_POOL = _SandboxPool()


@contextmanager
def _source(catalog_or_path: Any) -> Iterator[duckdb.DuckDBPyConnection]:
    """A connection to read the catalog from, closed afterwards; never the caller's own one."""
    if isinstance(catalog_or_path, (str, Path)):
        path = Path(catalog_or_path)
        if not path.is_file():
            raise QueryFailed(f"database {path.name} not found")
        try:
            try:
                con = duckdb.connect(str(path), read_only=True)
            except duckdb.ConnectionException:  # this process holds it read-write: share that instance
                con = duckdb.connect(str(path))
        except duckdb.Error as err:
            raise QueryFailed(f"database {path.name} could not be opened: {_first_line(err)}") from None
    else:
        parent = catalog_or_path if isinstance(catalog_or_path, duckdb.DuckDBPyConnection) \
            else catalog_or_path.con
        with _CURSOR_LOCK:
            con = parent.cursor()
    try:
        yield con
    finally:
        con.close()


def _read_table(src: duckdb.DuckDBPyConnection, name: str, query: str | exp.Expression | None,
                columns: set[str] | None) -> tuple[list[tuple[str, str]], dict[str, Any]]:
    """One table's column types and values (only ``columns`` when given), read on the catalog."""
    if query is None:
        query = f"SELECT * FROM main.{_quote(name)}"
    elif isinstance(query, exp.Expression):
        query = query.sql(dialect="duckdb")
    try:
        rel = src.sql(query)
        types = [(c, str(t)) for c, t in zip(rel.columns, rel.types)
                 if columns is None or c.lower() in columns]
        arrays = rel.fetchnumpy() if types else {}
    except duckdb.Error as err:
        raise QueryFailed(f"table {name!r} could not be read: {_first_line(err)}") from None
    if not types:
        raise QueryFailed(f"no column of table {name!r} is available")
    return types, {c: arrays[c] for c, _ in types}


def _load_table(box: duckdb.DuckDBPyConnection, name: str, types: list[tuple[str, str]],
                arrays: dict[str, Any]) -> None:
    """Create ``name`` in the sandbox with the catalog's column types, filled from ``arrays``."""
    box.register(_SOURCE_NAME, arrays)
    try:
        casts = ", ".join(f"CAST({_quote(c)} AS {t}) AS {_quote(c)}" for c, t in types)
        box.execute(f"CREATE TABLE {_quote(name)} AS SELECT {casts} FROM {_SOURCE_NAME}")
    finally:
        box.unregister(_SOURCE_NAME)


def _execute(box: duckdb.DuckDBPyConnection, text: str, limit: int, timeout_s: float,
             memory_limit: str) -> dict[str, Any]:
    guard = threading.Lock()
    state = {"done": False, "fired": False}

    def stop() -> None:
        with guard:  # never interrupt once this run is over (the sandbox may serve another)
            if not state["done"]:
                state["fired"] = True
                box.interrupt()

    timer = threading.Timer(timeout_s, stop)
    timer.daemon = True
    timer.start()
    try:
        cursor = box.execute(text)
        names = [d[0] for d in cursor.description or []]
        rows = cursor.fetchmany(limit)
    except duckdb.OutOfMemoryException:
        raise UnsafeSQL(f"query stopped: it needed more than {memory_limit} of memory") from None
    except duckdb.Error as err:
        if state["fired"] or isinstance(err, duckdb.InterruptException):
            raise UnsafeSQL(f"query stopped: it ran longer than {timeout_s:g} s") from None
        if isinstance(err, duckdb.PermissionException):
            raise UnsafeSQL(f"query stopped by the sandbox: {_first_line(err)}") from None
        raise QueryFailed(f"query failed: {_first_line(err)}") from None
    finally:
        with guard:
            state["done"] = True
        timer.cancel()
        _abandon_result(box)
    size = sum(len(v) if isinstance(v, (str, bytes)) else 16 for row in rows for v in row)
    if size > MAX_RESULT_BYTES:
        raise UnsafeSQL(f"query stopped: its result is larger than {MAX_RESULT_BYTES // 1_000_000} MB")
    return {"columns": names, "rows": [[_plain(v) for v in row] for row in rows]}


def _abandon_result(box: duckdb.DuckDBPyConnection) -> None:
    """Drop the unread rest of a result (LIMIT and fetchmany leave one), freeing the connection."""
    try:
        box.abort()
    except duckdb.Error:
        pass


def _plain(value: Any) -> Any:
    """A JSON-friendly form of a DuckDB value."""
    if isinstance(value, float):
        return None if math.isnan(value) else value
    if isinstance(value, decimal.Decimal):
        return float(value)
    if isinstance(value, (dt.date, dt.datetime, dt.time)):
        return value.isoformat()
    if isinstance(value, (dt.timedelta, uuid.UUID)):
        return str(value)
    if isinstance(value, (bytes, bytearray, memoryview)):
        return bytes(value).hex()
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    return value


def _quote(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


def _first_line(err: Exception) -> str:
    return (str(err).strip().splitlines() or [type(err).__name__])[0]
