"""`tabsql serve`: the API under uvicorn, one process per database file (DuckDB allows one writer)."""
from __future__ import annotations

from pathlib import Path

import uvicorn

from tabsql import served
from tabsql.api.app import create_app
from tabsql.api.limits import Limits


def config(db_path: str | Path, host: str = "127.0.0.1", port: int = 8000,
           limits: Limits | None = None, log_level: str = "info") -> uvicorn.Config:
    return uvicorn.Config(
        create_app(db_path, limits), host=host, port=port, log_level=log_level,
        timeout_keep_alive=5, timeout_graceful_shutdown=30, server_header=False,
    )


def serve(db_path: str | Path, host: str = "127.0.0.1", port: int = 8000) -> None:
    """Serve until interrupted; on shutdown the catalog is checkpointed and closed. While it runs,
    ``<db>.files/server.json`` names the address, so other commands on the file can point to it."""
    shown = f"[{host}]" if ":" in host else host
    served.announce(Path(db_path), f"http://{shown}:{port}")
    try:
        uvicorn.Server(config(db_path, host, port)).run()
    finally:  # the app's shutdown withdraws it too, as uvicorn may end the process on a signal
        served.withdraw(Path(db_path))
