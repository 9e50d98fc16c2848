"""The process one sandboxed query runs in (started by ``sandbox``; never imported by the server).

Run as ``python -I worker.py MEMORY_LIMIT THREADS``: it opens one locked-down in-memory DuckDB, then
gives itself up before it reads any request: no network namespace (where the kernel allows it),
no new file descriptors (so no socket, no file, whatever DuckDB is tricked into), an address-space
cap (``RLIMIT_AS``) and, per query, a CPU-time cap. It serves requests on stdin, one at a time,
each a length-prefixed pickle from the trusted parent: the tables the query may read and the
checked SQL. It answers on stdout with length-prefixed JSON (never pickle, so a worker that SQL
somehow subverted cannot attack the parent through its reply). It imports nothing from tabsql, so
what runs here is this file, duckdb and numpy.
"""
from __future__ import annotations

import ctypes
import datetime as dt
import decimal
import json
import math
import os
import pickle
import resource
import struct
import sys
import uuid
from typing import Any

import duckdb
import numpy
import numpy.ma  # noqa: F401 - unpickling masked arrays must not import after the fd lock

HEADER = struct.Struct("!I")
HEADROOM_BYTES = int(os.environ.get("TABSQL_SQL_WORKER_MB", "768")) * 1024 * 1024
_SOURCE = "__tabsql_source"
_CLONE_NEWNET, _CLONE_NEWUSER = 0x40000000, 0x10000000


def open_sandbox(memory_limit: str, threads: int) -> duckdb.DuckDBPyConnection:
    """An in-memory database that cannot read files, load extensions or change settings."""
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


def _leave_the_network() -> None:
    """A network namespace of its own (nothing but a down loopback); best effort, as the kernel
    may refuse it; the descriptor lock in ``_lock_down`` stops sockets either way."""
    libc = ctypes.CDLL(None, use_errno=True)
    for flags in (_CLONE_NEWNET, _CLONE_NEWNET | _CLONE_NEWUSER):
        if libc.unshare(flags) == 0:
            return


def _lock_down() -> None:
    """No new file descriptors and at most HEADROOM_BYTES more address space, for good."""
    with open("/proc/self/status") as fh:
        vm = next(int(line.split()[1]) * 1024 for line in fh if line.startswith("VmSize:"))
    resource.setrlimit(resource.RLIMIT_AS, (vm + HEADROOM_BYTES, vm + HEADROOM_BYTES))
    resource.setrlimit(resource.RLIMIT_NOFILE, (3, 3))  # stdin, stdout and stderr stay open


def _warm_up(box: duckdb.DuckDBPyConnection) -> None:
    """Load, once, whatever DuckDB imports lazily for a first table and a first result."""
    mask = numpy.ma.masked_array(numpy.array([1.5, 0.0]), mask=[False, True])
    _load(box, "warm", [("a", "DOUBLE"), ("b", "VARCHAR")],
          {"a": mask, "b": numpy.array(["x", None], dtype=object)})
    _plain_rows(box.execute("SELECT *, DATE '2025-01-01', 1.5::DECIMAL(4,2), [1], {'k': 1}, "
                            "uuid(), INTERVAL 1 DAY, 'x'::BLOB FROM warm").fetchall())
    box.execute("DROP TABLE warm")


def _load(box: duckdb.DuckDBPyConnection, name: str, types: list[tuple[str, str]],
          arrays: dict[str, Any]) -> None:
    box.register(_SOURCE, arrays)
    try:
        casts = ", ".join(f"CAST({_quote(c)} AS {t}) AS {_quote(c)}" for c, t in types)
        box.execute(f"CREATE TABLE {_quote(name)} AS SELECT {casts} FROM {_SOURCE}")
    finally:
        box.unregister(_SOURCE)


def _emptied(box: duckdb.DuckDBPyConnection, tables: list[str]) -> bool:
    """Drop a run's tables; True only when nothing at all is left for the next run to see."""
    try:
        box.abort()
        drops = "".join(f"DROP TABLE IF EXISTS {_quote(name)}; " for name in tables)
        left = box.execute(f"{drops}SELECT (SELECT count(*) FROM duckdb_tables()) + "
                           "(SELECT count(*) FROM duckdb_views() WHERE NOT internal)").fetchall()
        return left == [(0,)]
    except duckdb.Error:
        return False


def _execute(box: duckdb.DuckDBPyConnection, job: dict[str, Any]) -> dict[str, Any]:
    """Run one job; the reply says what happened (``kind`` names a stop or a failure)."""
    used = sum(resource.getrusage(resource.RUSAGE_SELF)[:2])
    cpu = int(used + job["cpu_s"]) + 2  # a backstop: the parent kills first (wall clock, CPU)
    resource.setrlimit(resource.RLIMIT_CPU, (cpu, resource.getrlimit(resource.RLIMIT_CPU)[1]))
    try:
        for name, types, arrays in job["tables"]:
            _load(box, name, types, arrays)
        cursor = box.execute(job["sql"])
        columns = [d[0] for d in cursor.description or []]
        rows = cursor.fetchmany(job["limit"])
        size = sum(len(v) if isinstance(v, (str, bytes)) else 16 for row in rows for v in row)
        reply = {"ok": True, "columns": columns, "rows": _plain_rows(rows)} \
            if size <= job["max_bytes"] else {"ok": False, "kind": "size"}
        del rows
    except duckdb.OutOfMemoryException:
        reply = {"ok": False, "kind": "memory"}
    except duckdb.PermissionException as err:
        reply = {"ok": False, "kind": "permission", "message": _first_line(err)}
    except duckdb.Error as err:
        reply = {"ok": False, "kind": "failed", "message": _first_line(err)}
    except MemoryError:
        reply = {"ok": False, "kind": "memory"}
    reply["reusable"] = _emptied(box, [name for name, _, _ in job["tables"]])
    return reply


def _plain_rows(rows: list[tuple]) -> list[list[Any]]:
    return [[_plain(v) for v in row] for row in rows]


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


def _peak_bytes(status) -> int:
    """This process's own peak resident memory (VmHWM; getrusage's maxrss also counts the
    parent's, inherited across fork and exec)."""
    text = os.pread(status.fileno(), 1 << 16, 0).decode()
    return int(text.split("VmHWM:")[1].split()[0]) * 1024


def _read(stream) -> bytes | None:
    head = stream.read(HEADER.size)
    if len(head) < HEADER.size:
        return None
    (size,) = HEADER.unpack(head)
    body = stream.read(size)
    return body if len(body) == size else None


def _write(stream, payload: bytes) -> None:
    stream.write(HEADER.pack(len(payload)) + payload)
    stream.flush()


def main(memory_limit: str, threads: int) -> None:
    stdin, stdout = sys.stdin.buffer, sys.stdout.buffer
    _leave_the_network()
    box = open_sandbox(memory_limit, threads)
    _warm_up(box)
    status = open("/proc/self/status", "rb", buffering=0)  # kept: no file opens after the lock
    _lock_down()
    _write(stdout, b'{"ready": true}')
    while (request := _read(stdin)) is not None:  # EOF: the parent is gone or done with us
        job = pickle.loads(request)
        reply = _execute(box, job)
        reply["reusable"] = reply["reusable"] and _peak_bytes(status) <= job["retire_bytes"]
        payload = json.dumps(reply, default=str).encode()
        if len(payload) > job["max_bytes"]:
            payload = json.dumps({"ok": False, "kind": "size", "reusable": reply["reusable"]}).encode()
        _write(stdout, payload)
        if not reply["reusable"]:
            return  # a worker that grew (or kept anything) is not reused: its memory goes back


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]))
