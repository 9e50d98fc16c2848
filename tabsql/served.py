"""Which process holds a database, so a command that cannot open it says so in one line and names
the HTTP way to do the same while `tabsql serve` runs (DuckDB lets one process open a file).

`tabsql serve` leaves ``<db>.files/server.json`` (its address and pid) while it runs.
"""
from __future__ import annotations

import json
import os
import re
from pathlib import Path

import duckdb

from tabsql.files import FileStore

# What each command is over HTTP (keys need an admin key: `tabsql keys create --admin`).
HTTP_WAY = {
    "ingest": "POST /v1/documents (multipart 'files' and 'groups')",
    "ask": "POST /v1/ask",
    "eval": "POST /v1/ask for each question",
    "sql": "POST /v1/sql",
    "tables": "GET /v1/tables",
    "documents": "GET /v1/documents",
    "export": "GET /v1/tables/NAME (Accept: text/csv) or GET /v1/tables/NAME.xlsx",
    "keys create": "POST /v1/keys with an admin key",
    "keys list": "GET /v1/keys with an admin key",
    "keys revoke": "DELETE /v1/keys/ID with an admin key",
}


def _info_file(db: Path) -> Path:
    return FileStore(db).root / "server.json"


def announce(db: Path, url: str) -> None:
    """Record that this process serves ``db`` at ``url``."""
    path = _info_file(db)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"url": url, "pid": os.getpid()}))


def withdraw(db: Path) -> None:
    path = _info_file(db)
    try:
        if json.loads(path.read_text()).get("pid") == os.getpid():
            path.unlink()
    except (OSError, ValueError):
        pass


def command_name(argv: list[str]) -> str:
    """The subcommand of a command line: "keys create" or "ask"."""
    words = [a for a in argv[:2] if not a.startswith("-")]
    two = " ".join(words[:2])
    return two if two in HTTP_WAY else (words[0] if words else "")


def is_lock_error(exc: BaseException) -> bool:
    """True for DuckDB's "another process holds this file" error (also when wrapped)."""
    cause = exc if isinstance(exc, duckdb.Error) else exc.__cause__
    return isinstance(cause, duckdb.IOException) and "lock" in str(cause).lower()


def busy_message(db: Path, command: str, exc: BaseException) -> str:
    """One line: who holds ``db`` and how to do ``command`` over HTTP instead."""
    pid = re.search(r"PID (\d+)", str(exc.__cause__ or exc))
    server = None
    try:
        server = json.loads(_info_file(db).read_text())
    except (OSError, ValueError):
        pass
    if server and (pid is None or str(server.get("pid")) == pid.group(1)):
        url = str(server.get("url", "")).rstrip("/")
        holder = f"a running `tabsql serve` at {url} (pid {server.get('pid')})"
        if command == "serve":
            return f"{db} is already served by {holder}; use that server or stop it first"
        way = HTTP_WAY.get(command)
        how = f"use its HTTP API instead: {way.replace(' /', ' ' + url + '/', 1)}" if way else \
            "use its HTTP API instead (see /docs)"
        return f"{db} is held by {holder}; {how}"
    holder = f"another process (pid {pid.group(1)})" if pid else "another process"
    return f"{db} is in use by {holder}; wait for it to finish, or if it is `tabsql serve`, use its HTTP API"
