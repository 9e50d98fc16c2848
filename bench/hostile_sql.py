"""Hostile SQL through /v1/sql of a served process, with the server's RSS read before and after each.

    python bench/hostile_sql.py [--python PYTHON] [--queries name,name] [--no-three]

Starts ``PYTHON -m tabsql.cli serve`` (default: this interpreter; give another worktree's
.venv/bin/python, with that worktree as the current folder, to measure its code) on a fresh
catalog holding one small price list, then sends each query and prints status, seconds, RSS
before -> after and the error's first words. Ends with three of them at once.
"""
from __future__ import annotations

import argparse
import json
import os
import socket
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

import httpx


def doubled(n: int, what: str) -> str:
    return ("WITH s0 AS (SELECT 'xx' AS s), " + ", ".join(f"s{i + 1} AS (SELECT s || s AS s FROM s{i})"
                                                         for i in range(n)) + f" SELECT {what} FROM s{n}")


QUERIES = {
    "format_width": "SELECT length(format('{:>1500000000}', 1))",
    "printf_width_per_row": 'SELECT max(length(printf(\'%200000000d\', _row))) FROM "{t}"',
    "split_printf": "SELECT len(split(printf('%30000000d', 1), ''))",
    "list_sort_string_to_array": doubled(26, "len(list_sort(string_to_array(s, '')))"),
    "damerau_15k": doubled(13, "damerau_levenshtein(s, s || 'x')"),
    "doubling_2gb": doubled(30, "length(s)"),
    "string_agg_cross_join": "SELECT length(string_agg(a._label || b._label || c._label, ',')) FROM "
                             + ", ".join(f'"{{t}}" {x}' for x in "abcdefghijklmn"),
}


def rss_mb(pid: int) -> float:
    return int(Path(f"/proc/{pid}/status").read_text().split("VmRSS:")[1].split()[0]) / 1024


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--python", default=sys.executable)
    ap.add_argument("--queries", default=",".join(QUERIES))
    ap.add_argument("--no-three", action="store_true", help="skip the three-at-once run")
    args = ap.parse_args()
    folder = Path(tempfile.mkdtemp(prefix="hostile-sql-"))
    db = folder / "h.duckdb"
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))
    import pdf_api  # the tests' PDF maker: one small price list

    pdf = folder / "p.pdf"
    pdf_api.price_list(pdf, "Supplier H", [("Widget", "EUR 1.00"), ("Gadget", "EUR 2.00"), ("Bolt", "EUR 3.00")])
    run = [args.python, "-m", "tabsql.cli"]
    key = json.loads(subprocess.run([*run, "keys", "create", "--groups", "H", "--db", str(db), "--json"],
                                    check=True, capture_output=True, text=True).stdout)["key"]
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    server = subprocess.Popen([*run, "serve", "--db", str(db), "--port", str(port)],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=os.environ)
    base = f"http://127.0.0.1:{port}"
    try:
        while True:
            try:
                if httpx.get(f"{base}/v1/health", timeout=1).status_code == 200:
                    break
            except httpx.HTTPError:
                time.sleep(0.2)
        c = httpx.Client(base_url=base, headers={"Authorization": f"Bearer {key}"}, timeout=300)
        c.post("/v1/documents", data={"groups": "H"}, files=[("files", ("p.pdf", pdf.read_bytes(), "application/pdf"))])
        table = c.get("/v1/tables").json()["tables"][0]["name"]
        time.sleep(2)  # let a pooled worker start
        for name in args.queries.split(","):
            before = rss_mb(server.pid)
            start = time.perf_counter()
            r = c.post("/v1/sql", json={"sql": QUERIES[name].replace("{t}", table)})
            took = time.perf_counter() - start
            after = rss_mb(server.pid)
            err = r.json().get("error", "") if r.headers.get("content-type", "").startswith("application/json") else ""
            print(f"{name:28s} {r.status_code} {took:6.2f} s  RSS {before:6.0f} -> {after:6.0f} MB "
                  f"({after - before:+7.1f})  {err[:70]}", flush=True)
        if args.no_three:
            return
        three = [QUERIES[n].replace("{t}", table) for n in ("list_sort_string_to_array", "doubling_2gb",
                                                            "string_agg_cross_join")]
        before = rss_mb(server.pid)
        codes: list[int] = []
        threads = [threading.Thread(target=lambda q=q: codes.append(
            httpx.post(f"{base}/v1/sql", json={"sql": q}, headers={"Authorization": f"Bearer {key}"},
                       timeout=300).status_code)) for q in three]
        start = time.perf_counter()
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        after = rss_mb(server.pid)
        print(f"{'three at once':28s} {codes} {time.perf_counter() - start:6.2f} s  RSS {before:6.0f} -> "
              f"{after:6.0f} MB ({after - before:+7.1f})")
    finally:
        server.terminate()
        server.wait(timeout=60)


if __name__ == "__main__":
    main()
