"""PDFs that hang or blow up extraction, each in a batch between good PDFs, through the CLI (a real
subprocess) and the HTTP API (a real server): the good ones are ingested, each bad one fails alone
within its limits with the same one-line reason on both paths, no worker grows past its memory
limit, and another client's good upload is acknowledged in seconds while a hanging file runs."""
from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

import pdf_api
from test_api import make_keys, start_server, upload
from tabsql.api.limits import Limits
from tests.procs import descendants

SECONDS, PAGE_SECONDS, MEMORY_MB = 6, 1, 1024  # small limits keep the test fast
ENV = {"TABSQL_DOC_SECONDS": str(SECONDS), "TABSQL_PAGE_SECONDS": str(PAGE_SECONDS),
       "TABSQL_DOC_MEMORY_MB": str(MEMORY_MB), "TABSQL_DOC_MAX_CONTENT_MB": "64", "TABSQL_INGEST_WORKERS": "2"}
LIMITS = Limits(max_upload_bytes=20_000_000, doc_seconds=SECONDS, page_seconds=PAGE_SECONDS,
                doc_memory_mb=MEMORY_MB, ingest_workers=2, request_seconds=120)


@pytest.fixture(scope="module")
def batch(tmp_path_factory) -> dict[str, bytes]:
    """name -> bytes: good price lists between the five hostile files, in upload order."""
    folder = tmp_path_factory.mktemp("batch")
    good = [pdf_api.price_list(folder / f"g{i}.pdf", f"Supplier {s}", [(item, f"EUR {p}")])
            for i, (s, item, p) in enumerate([("K", "Nut", "1.10"), ("L", "Bolt", "2.20"), ("M", "Pin", "3.30"),
                                               ("N", "Cog", "4.40"), ("O", "Rod", "5.50"), ("P", "Hub", "6.60")])]
    bad = {"form-2000.pdf": pdf_api.form_drawn_often(), "self-ref.pdf": pdf_api.self_referencing_contents(),
           "long-line.pdf": pdf_api.long_content_line(), "content-bomb.pdf": pdf_api.content_bomb(),
           "zip-wrapper.pdf": pdf_api.zip_wrapping(good[0])}
    files: dict[str, bytes] = {"good-0.pdf": good[0]}
    for i, (name, body) in enumerate(bad.items(), 1):
        files[name] = body
        files[f"good-{i}.pdf"] = good[i]
    return files


BAD_WORDS = {"form-2000.pdf": "inflates", "self-ref.pdf": "refer to themselves", "long-line.pdf": "limit",
             "content-bomb.pdf": "inflates", "zip-wrapper.pdf": "ZIP"}


class PeakMemory:
    """Samples the peak RSS (VmHWM) of every descendant of this process while it runs."""

    def __init__(self) -> None:
        self.peak_mb = 0.0
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._watch, daemon=True)

    def __enter__(self) -> PeakMemory:
        self._thread.start()
        return self

    def __exit__(self, *exc) -> None:
        self._stop.set()
        self._thread.join()

    def _watch(self) -> None:
        while not self._stop.wait(0.1):
            for pid in descendants(os.getpid()):
                try:
                    status = Path(f"/proc/{pid}/status").read_text()
                except OSError:
                    continue
                for line in status.splitlines():
                    if line.startswith("VmHWM:"):
                        self.peak_mb = max(self.peak_mb, int(line.split()[1]) / 1024)


def _check_summary(summary: dict, files: dict[str, bytes]) -> dict[str, str]:
    """The good files ingested, each bad file failed alone with a one-line reason; name -> reason."""
    assert sorted(i["document"] for i in summary["ingested"]) == sorted(n for n in files if n.startswith("good"))
    assert all(i["tables"] >= 1 for i in summary["ingested"])
    reasons = {f["document"]: f["error"] for f in summary["failed"]}
    assert sorted(reasons) == sorted(BAD_WORDS)
    for name, word in BAD_WORDS.items():
        assert word.lower() in reasons[name].lower() and "\n" not in reasons[name], (name, reasons[name])
    return reasons


@pytest.fixture(scope="module")
def cli_run(batch: dict[str, bytes], tmp_path_factory) -> dict:
    """`tabsql ingest` of the whole batch: its summary, exit code, time and workers' peak memory."""
    folder = tmp_path_factory.mktemp("cli")
    for name, body in batch.items():
        (folder / name).write_bytes(body)
    started = time.monotonic()
    with PeakMemory() as memory:
        run = subprocess.run([sys.executable, "-m", "tabsql.cli", "ingest", *[str(folder / n) for n in batch],
                              "--db", str(folder / "cli.duckdb"), "--json"],
                             capture_output=True, text=True, env={**os.environ, **ENV}, timeout=300)
    return {"run": run, "elapsed": time.monotonic() - started, "peak_mb": memory.peak_mb}


def test_cli_batch_with_hostile_pdfs(batch: dict[str, bytes], cli_run: dict) -> None:
    run = cli_run["run"]
    assert run.returncode == 1, run.stderr
    reasons = _check_summary(json.loads(run.stdout), batch)
    assert cli_run["elapsed"] < 60, cli_run["elapsed"]  # the hanging file is stopped at its limit
    assert f"time limit of {SECONDS + PAGE_SECONDS} s" in reasons["long-line.pdf"]
    assert 0 < cli_run["peak_mb"] < MEMORY_MB, cli_run["peak_mb"]


def test_api_batch_with_hostile_pdfs_and_a_concurrent_upload(batch: dict[str, bytes], cli_run: dict,
                                                              tmp_path: Path) -> None:
    db = tmp_path / "api.duckdb"
    [(key, _), (other_key, _)] = make_keys(db, ["H"], ["G"])
    other = pdf_api.price_list(tmp_path / "other.pdf", "Supplier Q", [("Axle", "EUR 9.90")])
    api = start_server(db, LIMITS)
    try:
        warm = pdf_api.price_list(tmp_path / "warm.pdf", "Supplier W", [("Cam", "EUR 7.70")])
        with api.client(key) as c:  # warm the worker pool, as a running server is
            assert upload(c, {"warm.pdf": warm}).status_code == 200
        result: dict = {}

        def hostile_upload() -> None:
            with api.client(key) as c:
                result["batch"] = upload(c, batch)
                result["batch_done"] = time.monotonic()

        with PeakMemory() as memory:
            thread = threading.Thread(target=hostile_upload)
            started = time.monotonic()
            thread.start()
            time.sleep(2.0)  # the long line is being extracted now
            with api.client(other_key) as c:
                sent = time.monotonic()
                r = upload(c, {"other.pdf": other})
                acknowledged = time.monotonic() - sent
            assert r.status_code == 200 and r.json()["ingested"][0]["document"] == "other.pdf", r.text
            thread.join(timeout=120)
        assert not thread.is_alive()
        assert "batch_done" in result and result["batch_done"] - started < 60
        assert acknowledged < 15, acknowledged  # not queued behind the hanging file
        assert result["batch_done"] - started > acknowledged  # it was still running meanwhile
        body = result["batch"].json()
        assert result["batch"].status_code == 413, body
        reasons = _check_summary(body, batch)
        assert memory.peak_mb < MEMORY_MB, memory.peak_mb
        cli = {f["document"]: f["error"] for f in json.loads(cli_run["run"].stdout)["failed"]}
        assert reasons == cli  # the same reason on both paths
        with api.client(key) as c:  # nothing half-written: exactly the good files are there
            names = sorted(d["name"] for d in c.get("/v1/documents").json()["documents"])
        assert names == sorted(["warm.pdf", *[n for n in batch if n.startswith("good")]])
    finally:
        api.stop()
