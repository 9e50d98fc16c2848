"""`tabsql ingest --ray ADDRESS` against a real local Ray cluster on 127.0.0.1 gives the same
catalog, summary and exit code as a local ingest of the same files (a bad file included)."""
from __future__ import annotations

import json
import os
import secrets
import socket
import subprocess
import sys
from pathlib import Path

import duckdb
import pytest

import pdf_api

pytest.importorskip("ray")

# Ray's token authentication, with a token of this test's own (not the user's ~/.ray/auth_token)
RAY_ENV = {**os.environ, "RAY_AUTH_MODE": "token", "RAY_AUTH_TOKEN": secrets.token_hex(32)}

@pytest.fixture(scope="module")
def cluster(tmp_path_factory):
    """A Ray head on 127.0.0.1 with 2 CPUs (`ray start --head --block`), stopped with its process."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    ray = Path(sys.executable).with_name("ray")
    log = (tmp_path_factory.mktemp("ray") / "ray.log").open("w")
    proc = subprocess.Popen([str(ray), "start", "--head", "--block", "--node-ip-address=127.0.0.1",
                             f"--port={port}", "--num-cpus=2", "--include-dashboard=false",
                             "--disable-usage-stats"], stdout=log, stderr=subprocess.STDOUT, env=RAY_ENV)
    try:
        yield f"127.0.0.1:{port}"
    finally:
        proc.terminate()  # --block: stopping this process stops the cluster it started
        try:
            proc.wait(timeout=60)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
        log.close()


def _catalog(db: Path) -> dict:
    """Everything a question can reach, keyed so two catalogs compare equal when they hold the same."""
    con = duckdb.connect(str(db), read_only=True)
    try:
        q = lambda sql: sorted(tuple(map(str, r)) for r in con.execute(sql).fetchall())  # noqa: E731
        out = {
            "documents": q("SELECT id, name, sha256, pages, groups FROM documents"),
            "tables": q("SELECT id, sql_name, page, pages, caption, n_rows, n_cols, unit, scale FROM tables"),
            "columns": q("SELECT table_id, col, path, sql_name, type FROM columns"),
            "cells": q('SELECT id, "row", col, text, value, unit FROM cells'),
        }
        out["typed"] = {t[1]: q(f'SELECT * FROM "{t[1]}"') for t in out["tables"]}
        return out
    finally:
        con.close()


def test_ray_ingest_matches_local_ingest(cluster: str, tmp_path: Path) -> None:
    docs = tmp_path / "docs"
    docs.mkdir()
    for i, (supplier, item, price) in enumerate([("R", "Gear", "11.00"), ("S", "Belt", "22.50"),
                                                  ("T", "Shaft", "33.75")]):
        pdf_api.price_list(docs / f"supplier-{supplier.lower()}.pdf", f"Supplier {supplier}", [(item, f"EUR {price}")])
    (docs / "wrapped.pdf").write_bytes(pdf_api.zip_wrapping((docs / "supplier-r.pdf").read_bytes()))
    runs = {}
    for mode, extra in (("local", []), ("ray", ["--ray", cluster])):
        db = tmp_path / f"{mode}.duckdb"
        run = subprocess.run([sys.executable, "-m", "tabsql.cli", "ingest", str(docs), "--db", str(db), "--json",
                              "--groups", "G", *extra], capture_output=True, text=True, timeout=240, env=RAY_ENV)
        runs[mode] = (run.returncode, json.loads(run.stdout), _catalog(db))
    assert runs["local"][0] == runs["ray"][0] == 1, runs
    assert runs["ray"][1] == runs["local"][1]
    assert [i["document"] for i in runs["ray"][1]["ingested"]] == ["supplier-r.pdf", "supplier-s.pdf", "supplier-t.pdf"]
    assert [f["document"] for f in runs["ray"][1]["failed"]] == ["wrapped.pdf"]
    assert runs["ray"][2] == runs["local"][2]
    assert len(runs["ray"][2]["cells"]) > 6
