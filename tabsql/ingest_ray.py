"""`tabsql ingest --ray ADDRESS`: the same bounded check and extraction as ``ingest_worker``, each
a task on a Ray cluster; the results stream back to this process, the one catalog writer.

The file's bytes go to the cluster's object store (nodes need not see the driver's files) and two
tasks run per document, as locally: the check, then the extraction with its time limit (the base
plus the per-page allowance), which this driver enforces by cancelling (killing) the task. At most
one task per cluster CPU is in flight, so a task's clock starts when it is sent. A task is never
retried: a document that fails fails once, with its reason. Memory on a cluster is bounded by
Ray's own memory monitor (and ``memory_mb`` is requested per task), not by ``RLIMIT_AS``, which
would also cap the Ray worker's own mappings.

    with RayRunner("auto", IngestLimits()) as runner:
        for path, result in runner.run(paths):
            ...
"""
from __future__ import annotations

import os
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

from tabsql.errors import TabsqlError
from tabsql.ingest_worker import IngestLimits, Prepared, StageTo, check, extract


def _in_temp(data: bytes, name: str, step, limits: IngestLimits):
    """Run one step on the bytes, written to a temporary file of the document's name."""
    os.environ["TABSQL_EXTRACT_WORKERS"] = "1"  # the cluster spreads documents; a task uses one CPU
    with tempfile.TemporaryDirectory(prefix="tabsql-ray-") as tmp:
        path = Path(tmp) / name
        path.write_bytes(data)
        return step(path, limits)


def check_task(data: bytes, name: str, limits: IngestLimits) -> Prepared | int:
    return _in_temp(data, name, check, limits)


def extract_task(data: bytes, name: str, limits: IngestLimits) -> Prepared:
    return _in_temp(data, name, extract, limits)


class RayRunner:
    """Prepares documents as Ray tasks on the cluster at ``address`` (``auto`` or ``HOST:PORT``)."""

    def __init__(self, address: str, limits: IngestLimits | None = None):
        try:
            import ray
        except ImportError:
            raise TabsqlError("--ray needs Ray: pip install 'tabsql[ray]'") from None
        self.ray = ray
        self.limits = limits or IngestLimits.from_env()
        try:
            ray.init(address=address, log_to_driver=False, logging_level="ERROR", ignore_reinit_error=True)
        except Exception as exc:  # noqa: BLE001 - no cluster there, or a wrong address
            raise TabsqlError(f"cannot connect to the Ray cluster at {address}: {str(exc).splitlines()[0][:200]}") \
                from None
        options = {"max_retries": 0, "num_cpus": 1, "memory": self.limits.memory_mb * 1024 * 1024}
        self._check = ray.remote(**options)(check_task)
        self._extract = ray.remote(**options)(extract_task)

    def __enter__(self) -> RayRunner:
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    def close(self) -> None:
        self.ray.shutdown()

    def run(self, paths: list[Path], stage: StageTo | None = None) -> Iterator[tuple[Path, Prepared]]:
        """(path, result) for every path, in the order the cluster finishes them. Each result is
        the document's model (``stage`` is not used: a node's files are not this machine's)."""
        ray = self.ray
        slots = max(int(ray.cluster_resources().get("CPU", 1)), 1)
        waiting = sorted(paths, key=lambda p: -os.path.getsize(p) if p.exists() else 0)
        running: dict = {}  # ref -> (path, data ref, stage, deadline)
        while waiting or running:
            while waiting and len(running) < slots:
                path = waiting.pop(0)
                data = ray.put(path.read_bytes())
                ref = self._check.remote(data, path.name, self.limits)
                running[ref] = (path, data, "check", time.monotonic() + self.limits.seconds)
            deadline = min(d for *_, d in running.values())
            done, _ = ray.wait(list(running), num_returns=1, timeout=max(deadline - time.monotonic(), 0.05))
            for ref in done:
                path, data, stage, _ = running.pop(ref)
                try:
                    got = ray.get(ref)
                except Exception as exc:  # noqa: BLE001 - the task's worker died
                    got = Prepared(error=f"the extraction task failed: {str(exc).splitlines()[0][:200]}", status=422)
                if stage == "check" and isinstance(got, int):
                    seconds = self.limits.time_limit(got)
                    running[self._extract.remote(data, path.name, self.limits)] = (
                        path, data, f"extract:{seconds:g}", time.monotonic() + seconds)
                else:
                    yield path, got
            now = time.monotonic()
            for ref, (path, _, stage, deadline) in list(running.items()):
                if deadline <= now:
                    ray.cancel(ref, force=True)
                    del running[ref]
                    seconds = stage.split(":")[1] if ":" in stage else f"{self.limits.seconds:g}"
                    yield path, Prepared(error=f"extraction took longer than its time limit of {seconds} s",
                                         status=413)
