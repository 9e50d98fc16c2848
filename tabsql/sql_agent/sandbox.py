"""Runs a validated query in a process of its own, so nothing a query does reaches the caller.

The query never sees the catalog: this process reads only the tables it names (of those, only the
allowed columns) and hands copies to a worker process (``worker.py``) holding an in-memory DuckDB
with external access off and its configuration locked, no network, no way to open a file, an
address-space cap (``RLIMIT_AS``) and a CPU cap. The parent kills a worker that outlives the
wall-clock or CPU limit, and reads back at most ``MAX_RESULT_BYTES`` of JSON, so a query that
builds a huge string or list costs the worker its life, never this process its memory. Workers are
pooled (one starts in about 0.3 s, a query on a warm one costs a few ms); one that failed or grew
is replaced.
"""
from __future__ import annotations

import atexit
import json
import os
import pickle
import select
import signal
import subprocess
import sys
import threading
import time
from collections import Counter
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import duckdb
from pydantic import BaseModel, Field
from sqlglot import exp

from tabsql.errors import UnsafeSQL
from tabsql.sql_agent import worker as worker_module
from tabsql.sql_agent.safety import check


class QueryResult(BaseModel):
    columns: list[str]
    rows: list[list[Any]] = Field(default_factory=list)
    sql: str = ""  # the checked SQL that ran (LIMIT injected), for citations and --explain


class QueryFailed(UnsafeSQL):
    """A query that passed the checks but that DuckDB could not run (unknown column, bad cast ...)."""


# Catalog tables that hold every group's rows: read only through a caller-filtered ``sources`` query.
SHARED_TABLES = frozenset({"documents", "tables", "columns", "rows", "cells", "facts", "api_keys"})
_CURSOR_LOCK = threading.Lock()  # DuckDBPyConnection.cursor() is not safe to call concurrently
MAX_RESULT_BYTES = 8_000_000  # rows are capped by LIMIT; this caps what one cell can carry
WORKERS = int(os.environ.get("TABSQL_SQL_WORKERS", "4"))  # queries running at once, per process
WORKER_MB = int(os.environ.get("TABSQL_SQL_WORKER_MB", "768"))  # address space a worker may add
RETIRE_BYTES = 400 * 1024 * 1024  # a worker whose peak memory passed this is not reused
_IDLE_PER_KEY = WORKERS  # as many as run at once: a busy server never waits for one to start


def run(catalog_or_path: Any, sql: str | exp.Expression, allowed_tables: set[str], *,
        allowed_columns: dict[str, set[str]] | None = None,
        sources: Mapping[str, str | exp.Expression] | None = None,
        limit: int = 1000, timeout_s: float = 5.0, memory_limit: str = "256MB",
        threads: int = 1, cpu_s: float | None = None) -> QueryResult:
    """Validate ``sql`` (a text, or an AST built in process: ``safety.check``) and run it in a worker
    process holding only the allowed tables' data.

    ``catalog_or_path``: a Catalog (anything with ``.con``), a DuckDB connection, or a database path.
    ``sources`` maps an allowed table name to trusted SQL run on the catalog that yields its rows,
    e.g. the ``facts`` view filtered to the caller's documents; other names are copied as they are,
    except the catalog's shared tables (``SHARED_TABLES``), which are refused without a source.
    ``timeout_s`` bounds the wall clock, ``cpu_s`` (default: ``timeout_s``) the worker's CPU time,
    ``memory_limit`` DuckDB's own memory and ``TABSQL_SQL_WORKER_MB`` the worker's address space.
    Raises ``UnsafeSQL`` when refused or stopped (naming the limit), ``QueryFailed`` when DuckDB
    cannot run the query.
    """
    checked = check(sql, allowed_tables, allowed_columns=allowed_columns, limit=limit)
    columns = None if allowed_columns is None else {
        t.lower(): {c.lower() for c in cols} for t, cols in allowed_columns.items()}
    given = {k.lower(): v for k, v in (sources or {}).items()}
    spanning = sorted((checked.tables & SHARED_TABLES) - set(given))
    if spanning:
        raise UnsafeSQL(f"table {spanning[0]!r} spans every group's documents; "
                        "it can only be read through a filtered source")
    with _source(catalog_or_path) as src:
        tables = [(name, *_read_table(src, name, given.get(name),
                                      None if columns is None else columns.get(name, set())))
                  for name in sorted(checked.tables)]
    cpu_s = timeout_s if cpu_s is None else cpu_s
    job = pickle.dumps({"sql": checked.text, "limit": limit, "timeout_s": timeout_s, "cpu_s": cpu_s,
                        "tables": tables, "max_bytes": MAX_RESULT_BYTES,
                        "retire_bytes": RETIRE_BYTES}, protocol=pickle.HIGHEST_PROTOCOL)
    del tables
    reply = _POOL.run((memory_limit, threads), job, wall_s=timeout_s, cpu_s=cpu_s)
    if reply.get("ok"):
        return QueryResult(sql=checked.text, columns=reply["columns"], rows=reply["rows"])
    raise _refusal(reply, timeout_s=timeout_s, cpu_s=cpu_s, memory_limit=memory_limit)


def warm(memory_limit: str = "256MB", threads: int = 1, workers: int = 1) -> None:
    """Start ``workers`` workers in the background so the first queries do not wait for one."""
    _POOL.spare((memory_limit, threads), workers)


def _refusal(reply: dict[str, Any], *, timeout_s: float, cpu_s: float, memory_limit: str) -> UnsafeSQL:
    kind, message = reply.get("kind"), reply.get("message", "")
    if kind == "time":
        return UnsafeSQL(f"query stopped: it ran longer than the time limit of {timeout_s:g} s")
    if kind == "cpu":
        return UnsafeSQL(f"query stopped: it used more than the CPU limit of {cpu_s:g} s")
    if kind == "memory":
        return UnsafeSQL(f"query stopped: it needed more than the memory limit ({memory_limit} of "
                         f"query data, {WORKER_MB} MB for the whole sandbox process)")
    if kind == "size":
        return UnsafeSQL(f"query stopped: its result is larger than the limit of "
                         f"{MAX_RESULT_BYTES // 1_000_000} MB")
    if kind == "permission":
        return UnsafeSQL(f"query stopped by the sandbox: {message}")
    if kind == "failed":
        return QueryFailed(f"query failed: {message}")
    return UnsafeSQL(f"query stopped: the sandbox process ended ({message or kind})")


class _Died(Exception):
    """The worker ended before it answered."""


class _Worker:
    """One worker process and its pipes."""

    def __init__(self, memory_limit: str, threads: int):
        env = {"PATH": os.environ.get("PATH", ""), "LANG": "C.UTF-8",
               "TABSQL_SQL_WORKER_MB": str(WORKER_MB)}  # nothing else: no keys, no proxies
        self.proc = subprocess.Popen(
            [sys.executable, "-I", worker_module.__file__, memory_limit, str(threads)],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=env,
            close_fds=True, start_new_session=True)
        try:
            ready = self._read(time.monotonic() + 60, None)
        except _Died:
            ready = {}
        if not ready.get("ready"):
            self.kill()
            raise UnsafeSQL("the SQL sandbox could not be started")

    def call(self, job: bytes, wall_s: float, cpu_s: float) -> dict[str, Any]:
        try:
            self.proc.stdin.write(worker_module.HEADER.pack(len(job)) + job)
            self.proc.stdin.flush()
        except (BrokenPipeError, OSError):
            raise _Died("the worker was gone") from None
        return self._read(time.monotonic() + wall_s, (self._cpu_seconds(), cpu_s))

    def _read(self, deadline: float, cpu: tuple[float, float] | None) -> dict[str, Any]:
        """One reply frame, or a stop: past the deadline or the CPU budget the worker is killed."""
        fd = self.proc.stdout.fileno()
        buf = bytearray()
        need = worker_module.HEADER.size
        header = True
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                self.kill()
                return {"ok": False, "kind": "time"}
            if cpu is not None and self._cpu_seconds() - cpu[0] > cpu[1]:
                self.kill()
                return {"ok": False, "kind": "cpu"}
            ready, _, _ = select.select([fd], [], [], min(left, 0.1))
            if not ready:
                continue
            chunk = os.read(fd, min(need - len(buf), 1 << 20))
            if not chunk:
                return self._ended()
            buf += chunk
            if len(buf) < need:
                continue
            if not header:
                return json.loads(bytes(buf))
            (size,) = worker_module.HEADER.unpack(bytes(buf))
            if size > MAX_RESULT_BYTES + 65536:
                self.kill()
                return {"ok": False, "kind": "size"}
            buf, need, header = bytearray(), size, False

    def _ended(self) -> dict[str, Any]:
        code = self.proc.wait(timeout=5)
        if code == -signal.SIGXCPU:
            return {"ok": False, "kind": "cpu"}
        if code in (-signal.SIGKILL, -signal.SIGSEGV, -signal.SIGABRT, -signal.SIGBUS):
            return {"ok": False, "kind": "memory"}  # the address-space cap makes a crash mean memory
        raise _Died(f"exit code {code}")

    def _cpu_seconds(self) -> float:
        try:
            with open(f"/proc/{self.proc.pid}/stat") as fh:
                fields = fh.read().rsplit(")", 1)[1].split()
            return (int(fields[11]) + int(fields[12])) / _TICKS
        except (OSError, IndexError, ValueError):
            return 0.0

    def alive(self) -> bool:
        return self.proc.poll() is None

    def kill(self) -> None:
        if self.proc.poll() is None:
            self.proc.kill()
        self.proc.wait(timeout=5)
        for pipe in (self.proc.stdin, self.proc.stdout):
            try:
                pipe.close()
            except OSError:
                pass


_TICKS = os.sysconf("SC_CLK_TCK")


class _Pool:
    """Idle workers by configuration, and a bound on how many queries run at once."""

    def __init__(self, size: int) -> None:
        self._idle: dict[tuple[str, int], list[_Worker]] = {}
        self._lock = threading.Lock()
        self._slots = threading.BoundedSemaphore(max(1, size))
        self._starting: Counter[tuple[str, int]] = Counter()  # workers being started, by key

    def run(self, key: tuple[str, int], job: bytes, *, wall_s: float, cpu_s: float) -> dict[str, Any]:
        if not self._slots.acquire(timeout=wall_s + 60):
            raise UnsafeSQL("query not run: every SQL sandbox stayed busy; try again")
        try:
            for attempt in range(2):
                worker = self._take(key)
                try:
                    reply = worker.call(job, wall_s, cpu_s)
                except _Died as err:  # an idle worker that ended on its own: one more try
                    worker.kill()
                    if attempt:
                        return {"ok": False, "kind": "ended", "message": str(err)}
                    continue
                if reply.get("reusable") and worker.alive():
                    self._give_back(key, worker)
                else:
                    worker.kill()
                    self.spare(key)
                return reply
        finally:
            self._slots.release()
        raise AssertionError("unreachable")

    def _take(self, key: tuple[str, int]) -> _Worker:
        with self._lock:
            idle = self._idle.setdefault(key, [])
            while idle:
                worker = idle.pop()
                if worker.alive():
                    return worker
                worker.kill()
        return _Worker(*key)

    def _give_back(self, key: tuple[str, int], worker: _Worker) -> None:
        with self._lock:
            idle = self._idle.setdefault(key, [])
            if len(idle) < _IDLE_PER_KEY:
                idle.append(worker)
                return
        worker.kill()

    def spare(self, key: tuple[str, int], count: int = 1) -> None:
        """Start workers in the background until ``count`` (at most the idle cap) are idle or starting."""
        with self._lock:
            missing = min(count, _IDLE_PER_KEY) - len(self._idle.get(key, [])) - self._starting[key]
            if missing <= 0:
                return
            self._starting[key] += missing

        def start() -> None:
            try:
                self._give_back(key, _Worker(*key))
            except Exception:  # noqa: BLE001 - the next query starts its own and reports why
                pass
            finally:
                with self._lock:
                    self._starting[key] -= 1

        for _ in range(missing):
            threading.Thread(target=start, name="tabsql-sql-spare", daemon=True).start()

    def close(self) -> None:
        with self._lock:
            workers = [w for idle in self._idle.values() for w in idle]
            self._idle.clear()
        for worker in workers:
            worker.kill()


_POOL = _Pool(WORKERS)
atexit.register(_POOL.close)


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


def _quote(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


def _first_line(err: Exception) -> str:
    return (str(err).strip().splitlines() or [type(err).__name__])[0]
