"""Load test of the HTTP API: 200 /v1/ask requests from 20 concurrent clients while 5 uploads run.

Passes when no request got a 5xx and every upload is listed afterwards; prints p50/p95 latency.

    .venv/bin/python bench/api.py                      # documents from ../shared/corpus/business-dev
    .venv/bin/python bench/api.py --asks 400 --clients 40
"""
from __future__ import annotations

import argparse
import json
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import httpx

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
CORPUS = ROOT.parent / "shared" / "corpus" / "business-dev"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(p / 100 * (len(ordered) - 1))))]


def prepare(db: Path, corpus: Path, n_preload: int, n_uploads: int) -> tuple[str, list[Path], list[Path], list[str]]:
    """Ingest the preload documents, make a key; returns key, preloaded, to-upload, questions."""
    from tabsql.api.keys import create_key
    from tabsql.catalog import Catalog

    pdfs = sorted((corpus / "docs").glob("*.pdf"), key=lambda p: (p.stat().st_size, p.name))
    preload, uploads = pdfs[:n_preload], pdfs[n_preload:n_preload + n_uploads]
    names = {p.name for p in preload}
    questions = []
    with open(corpus / "questions.jsonl", encoding="utf-8") as fh:
        for line in fh:
            q = json.loads(line)
            if {e["doc"] for e in q.get("evidence", [])} <= names:
                questions.append(q["question"])
    with Catalog(db) as cat:
        summary = cat.ingest(preload, groups=["bench"])
        if summary.failed:
            print(f"preload: {len(summary.failed)} failed: {summary.failed}", file=sys.stderr)
        key, _ = create_key(cat, ["bench"])
    return key, preload, uploads, questions


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--corpus", type=Path, default=CORPUS)
    ap.add_argument("--asks", type=int, default=200)
    ap.add_argument("--clients", type=int, default=20)
    ap.add_argument("--uploads", type=int, default=5)
    ap.add_argument("--preload", type=int, default=12)
    ap.add_argument("--json", type=Path, help="write every ask's start (s after the first), latency and status here")
    args = ap.parse_args()

    work = Path(tempfile.mkdtemp(prefix="tabsql-bench-api-"))
    db = work / "bench.duckdb"
    t0 = time.time()
    key, preload, to_upload, questions = prepare(db, args.corpus, args.preload, args.uploads)
    print(f"preloaded {len(preload)} documents in {time.time() - t0:.1f} s; {len(questions)} questions; "
          f"uploading {[p.name for p in to_upload]}")

    port = free_port()
    log = open(work / "server.log", "w")
    server = subprocess.Popen(
        [sys.executable, "-c", "import sys; from tabsql.api.server import serve; serve(sys.argv[1], '127.0.0.1', int(sys.argv[2]))",
         str(db), str(port)], stdout=log, stderr=subprocess.STDOUT, cwd=ROOT, env=os.environ.copy())
    base = f"http://127.0.0.1:{port}"
    headers = {"Authorization": f"Bearer {key}"}
    try:
        deadline = time.time() + 60
        while True:
            try:
                if httpx.get(f"{base}/v1/health", timeout=2).status_code == 200:
                    break
            except httpx.TransportError:
                pass
            if time.time() > deadline or server.poll() is not None:
                print("server did not start; see", work / "server.log")
                return 2
            time.sleep(0.2)

        statuses: list[int] = []
        answers: dict[str, int] = {}
        latencies: list[float] = []
        timeline: list[tuple[float, float, int]] = []  # (start after t0, seconds, HTTP status) per ask
        lock = threading.Lock()
        local = threading.local()

        def ask(i: int) -> None:
            if not hasattr(local, "client"):
                local.client = httpx.Client(base_url=base, headers=headers, timeout=300)
            q = questions[i % len(questions)]
            start = time.perf_counter()
            try:
                r = local.client.post("/v1/ask", json={"question": q, "id": str(i)})
                status, outcome = r.status_code, r.json().get("status", "?") if r.status_code == 200 else "-"
            except httpx.TransportError:
                status, outcome = 599, "-"  # the connection broke: count it as a server failure
            with lock:
                answers[outcome] = answers.get(outcome, 0) + 1
                statuses.append(status)
                latencies.append(time.perf_counter() - start)
                timeline.append((start - t0, time.perf_counter() - start, status))

        upload_results: dict[str, tuple[int, float]] = {}
        upload_spans: list[tuple[float, float]] = []  # (start, end) after t0 per upload

        def upload(path: Path) -> None:
            start = time.perf_counter()
            with httpx.Client(base_url=base, headers=headers, timeout=600) as c:
                r = c.post("/v1/documents", data={"groups": "bench"},
                           files=[("files", (path.name, path.read_bytes(), "application/pdf"))])
            upload_results[path.name] = (r.status_code, time.perf_counter() - start)
            upload_spans.append((start - t0, time.perf_counter() - t0))

        t0 = time.perf_counter()
        uploaders = [threading.Thread(target=upload, args=(p,)) for p in to_upload]
        for t in uploaders:
            t.start()
        with ThreadPoolExecutor(max_workers=args.clients) as pool:
            list(pool.map(ask, range(args.asks)))
        ask_wall = time.perf_counter() - t0
        for t in uploaders:
            t.join()
        total_wall = time.perf_counter() - t0

        listed = {d["name"] for d in httpx.get(f"{base}/v1/documents", headers=headers, timeout=60).json()["documents"]}
    finally:
        server.terminate()
        server.wait(timeout=60)
        log.close()

    by_status: dict[int, int] = {}
    for s in statuses:
        by_status[s] = by_status.get(s, 0) + 1
    five_xx = sum(n for s, n in by_status.items() if s >= 500)
    missing = [p.name for p in to_upload if p.name not in listed]
    print(f"asks: {len(statuses)} from {args.clients} clients in {ask_wall:.1f} s "
          f"({len(statuses) / ask_wall:.1f}/s); HTTP {dict(sorted(by_status.items()))}; answers {answers}")
    print(f"latency p50 {statistics.median(latencies) * 1000:.0f} ms, p95 {percentile(latencies, 95) * 1000:.0f} ms, "
          f"max {max(latencies) * 1000:.0f} ms")
    if upload_spans:  # the asks that started while an upload was running, and the others
        during = [s for t, s, _ in timeline if any(a <= t < b for a, b in upload_spans)]
        after = [s for t, s, _ in timeline if not any(a <= t < b for a, b in upload_spans)]
        for name, part in (("during uploads", during), ("no upload running", after)):
            if part:
                print(f"  {name}: {len(part)} asks, p50 {statistics.median(part) * 1000:.0f} ms, "
                      f"p95 {percentile(part, 95) * 1000:.0f} ms")
    if args.json:
        args.json.write_text(json.dumps({"asks": timeline, "uploads": upload_spans}))
    for name, (status, secs) in upload_results.items():
        print(f"upload {name}: {status} in {secs:.1f} s")
    print(f"all done in {total_wall:.1f} s; 5xx: {five_xx}; uploads missing afterwards: {missing or 'none'}")
    ok = five_xx == 0 and not missing and all(s == 200 for s, _ in upload_results.values())
    print("PASS" if ok else "FAIL")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
