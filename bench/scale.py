"""Ask latency at catalog scale: a generated catalog of 10,000+ tables, one process, no LLM.

The catalog is built once outside the repository (default /tmp/tabsql-scale/scale.duckdb) from a
source catalog of real extracted documents (default: an ingest of ../shared/corpus/filings), each
document written again under new names until the catalog holds ``--tables`` tables; copies keep
their tables and values, so a question that names no document may be ambiguous there (latency is
what is measured; statuses are printed too). Questions are generated from the catalog's own
cells: lookups "What is the <column> of <row> in <document>?" and aggregates "What is the total
<row> ...?" / "What is the average <row> ...?", never from dev wording.

    .venv/bin/python bench/scale.py                       # build if missing, then measure
    .venv/bin/python bench/scale.py --source /tmp/filings.duckdb --tables 10000 --questions 200
    .venv/bin/python bench/scale.py --ingest ../shared/corpus/filings --db /tmp/f.duckdb   # ingest speed
    .venv/bin/python bench/scale.py --db /tmp/s.duckdb --versus ../main --json out.json   # two checkouts

``--versus DIR`` measures this checkout and the tabsql of DIR side by side on the same catalog: one
worker process each (opened read-only), the same questions sent to both in turn (the order
alternating), so both see the same machine load; it prints both sides' figures and how many
answers differ (status, value, citations).

``--ingest`` times `tabsql ingest` over a folder instead: wall time, pages/s, the CPU seconds of
every process of the run (sampled from /proc, so a loaded machine shows as CPU, not as speed) and
the peak resident memory of the largest one.
"""
from __future__ import annotations

import argparse
import json
import random
import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# --code DIR: answer with the tabsql of another checkout (the side-by-side workers); read before importing it
CODE = Path(sys.argv[sys.argv.index("--code") + 1]).resolve() if "--code" in sys.argv else ROOT
sys.path.insert(0, str(CODE))

from tabsql import term_index  # noqa: E402
from tabsql.answer import ask  # noqa: E402
from tabsql.catalog import Catalog, _slug  # noqa: E402

FILINGS = ROOT.parent / "shared" / "corpus" / "filings"


def rss_mb() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(p / 100 * (len(ordered) - 1))))]


def build(target: Path, sources: list[Path], tables: int) -> None:
    """Copy every document of ``sources`` into ``target`` under new names until it has ``tables``.

    The copies are made in SQL (INSERT ... SELECT from the attached source, CREATE TABLE AS), with
    the ids, names and SQL table names a write of the renamed document would give; each copy's
    answer index rows are written with it (`term_index.write`), as an ingest writes them."""
    for source in sources:
        if not source.exists():
            print(f"ingesting {FILINGS} into {source} (once)", flush=True)
            subprocess.run([sys.executable, "-m", "tabsql.cli", "ingest", str(FILINGS), "--db", str(source), "--json"],
                           check=False, stdout=subprocess.DEVNULL)
    target.parent.mkdir(parents=True, exist_ok=True)
    docs = []
    for k, source in enumerate(sources):
        with Catalog(source, read_only=True) as src:
            docs += [(f"src{k}", doc) for doc in src.documents()]
    started, copy, count = time.monotonic(), 0, 0
    with Catalog(target) as cat:
        con = cat.con
        for k, source in enumerate(sources):
            con.execute(f"ATTACH '{source}' AS src{k} (READ_ONLY)")
        while count < tables:
            con.execute("BEGIN TRANSACTION")  # one per round of copies: thousands of small commits are slow
            for src, doc in docs:
                clone = doc.model_copy(deep=True)
                clone.name = f"copy{copy:02d}-{doc.name}"
                clone.sha256 = f"{copy:02d}{doc.sha256[2:]}"
                clone.id = clone.sha256[:16]
                renames = {}
                for nt in clone.tables:
                    old = nt.sql_name
                    nt.sql_name = f"{_slug(clone.name)}_{clone.id[:6]}_{nt.table.id}"
                    renames[old] = nt.sql_name
                con.execute("INSERT INTO documents SELECT ?, ?, ?, pages, issuer, doc_type, year, valid_from, valid_to, "
                            f"language, title, groups, ingested_at, ? FROM {src}.documents WHERE id = ?",
                            [clone.id, clone.name, clone.sha256, clone.model_dump_json(), doc.id])
                old, new = doc.id, clone.id
                con.execute("INSERT INTO tables SELECT replace(id, ?, ?), ?, tid, ? || '_' || tid, page, pages, caption, "
                            "section, unit_note, footnotes, conditions, header_rows, n_rows, n_cols, unit, scale, method, "
                            f"quality FROM {src}.tables WHERE document_id = ?",
                            [old, new, new, f"{_slug(clone.name)}_{new[:6]}", old])
                for child in ("columns", "rows"):
                    con.execute(f"INSERT INTO {child} SELECT replace(table_id, ?, ?), * EXCLUDE (table_id) "
                                f"FROM {src}.{child} WHERE table_id LIKE ? || ':%'", [old, new, old])
                con.execute("INSERT INTO cells SELECT replace(id, ?, ?), replace(table_id, ?, ?), * EXCLUDE (id, table_id) "
                            f"FROM {src}.cells WHERE table_id LIKE ? || ':%'", [old, new, old, new, old])
                for before, after in renames.items():
                    con.execute(f'CREATE TABLE "{after}" AS SELECT * FROM {src}."{before}"')
                term_index.write(con, clone)
                count += len(clone.tables)
                if count >= tables:
                    break
            con.execute("COMMIT")
            copy += 1
            print(f"  copy {copy}: {count} tables, {time.monotonic() - started:.0f} s", flush=True)
    print(f"built {target}: {count} tables in {time.monotonic() - started:.0f} s", flush=True)
    started = time.monotonic()
    Catalog(target).close()  # indexes whatever the copies lack (a catalog of older code)
    print(f"indexed the copies for answering in {time.monotonic() - started:.0f} s", flush=True)


def questions(cat: Catalog, n: int, seed: int) -> list[tuple[str, str, list[str] | None]]:
    """(kind, question, documents) generated from random body cells of the catalog."""
    rng = random.Random(seed)
    rows = cat.con.execute("""
        SELECT d.name, r.label, k.path FROM cells c JOIN tables t ON t.id = c.table_id
        JOIN documents d ON d.id = t.document_id
        JOIN rows r ON r.table_id = c.table_id AND r."row" = c."row"
        JOIN columns k ON k.table_id = c.table_id AND k.col = c.col
        WHERE NOT c.is_header AND c.value IS NOT NULL AND length(r.label) BETWEEN 6 AND 60
          AND length(k.path) BETWEEN 2 AND 40 AND d.name LIKE 'copy00-%'
        USING SAMPLE reservoir(5000 ROWS) REPEATABLE (7)""").fetchall()
    rng.shuffle(rows)
    out = []
    for i, (doc, label, path) in enumerate(rows[:n]):
        label, path = label.split(" > ")[-1], path.split(" > ")[-1]
        company = doc.split("-", 1)[1].split("_")[0].title()
        if i % 2 == 0:
            out.append(("lookup", f"What is the {path} of {label} for {company}?", None))
        elif i % 4 == 1:
            out.append(("aggregate", f"What is the total {label} over all years for {company}?", None))
        else:
            out.append(("aggregate", f"What is the average {label} for {company}?", [doc]))
    return out


def _tree(root: int) -> list[int]:
    children: dict[int, list[int]] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                ppid = int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1])
            except (OSError, IndexError, ValueError):
                continue
            children.setdefault(ppid, []).append(int(entry.name))
    out, todo = [root], [root]
    while todo:
        for child in children.get(todo.pop(), []):
            out.append(child)
            todo.append(child)
    return out


def ingest_bench(folder: Path, db: Path) -> dict:
    """`tabsql ingest folder` in a fresh catalog, its process tree sampled every 0.2 s."""
    for stale in (db, db.with_name(db.name + ".wal")):
        stale.unlink(missing_ok=True)
    tick = 100.0  # clock ticks a second on Linux
    cpu: dict[int, float] = {}
    peak: dict[int, float] = {}
    started = time.monotonic()
    proc = subprocess.Popen([sys.executable, "-m", "tabsql.cli", "ingest", str(folder), "--db", str(db), "--json"],
                            stdout=subprocess.PIPE, text=True)
    while proc.poll() is None:
        for pid in _tree(proc.pid):
            try:
                fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
                status = Path(f"/proc/{pid}/status").read_text()
            except OSError:
                continue
            cpu[pid] = (int(fields[11]) + int(fields[12])) / tick
            for line in status.splitlines():
                if line.startswith("VmHWM:"):
                    peak[pid] = max(peak.get(pid, 0.0), int(line.split()[1]) / 1024)
        time.sleep(0.2)
    wall = time.monotonic() - started
    summary = json.loads(proc.stdout.read())
    pages = sum(i["pages"] for i in summary["ingested"])
    return {"documents": len(summary["ingested"]), "failed": len(summary["failed"]), "pages": pages,
            "tables": {i["document"]: i["tables"] for i in summary["ingested"]},
            "wall_s": round(wall, 1), "pages_per_s": round(pages / wall, 2), "cpu_s": round(sum(cpu.values()), 1),
            "pages_per_cpu_s": round(pages / max(sum(cpu.values()), 1e-9), 2),
            "peak_rss_mb_largest_process": round(max(peak.values(), default=0)), "processes": len(peak)}


def prepare() -> None:
    """What a process loads once for its first question (`answer.prepare` and the SQL sandbox's worker,
    as a server does before it listens), done before the questions are timed; for a checkout without it, the same questions
    over an empty index, so both sides of --versus start alike."""
    from tabsql import answer
    from tabsql.sql_agent import sandbox

    sandbox.warm()  # its worker process started, as a server starts it
    if hasattr(answer, "prepare"):
        answer.prepare()
        return
    from collections import Counter

    from tabsql.query_router.index import CatalogIndex

    empty = CatalogIndex([], term_index.Stats(n_tables=0, idf={}, default_idf=1.0, identity_df=Counter(), vocab=set()))
    for q in ("What was the total revenue in 2023?", "Which product has the highest price?", "What is the renevue per employee?"):
        ask(None, q, index=empty)


def worker(db: Path) -> None:
    """Answer the questions read from stdin (one JSON [question, documents] a line), one JSON line
    out each: the milliseconds, status, value and citations. The first line out is the cold load."""
    base = rss_mb()
    with Catalog(db, read_only=True) as cat:
        t = time.perf_counter()
        scope = term_index.scope(cat)
        load_s = time.perf_counter() - t
        t = time.perf_counter()
        prepare()
        print(json.dumps({"load_index_s": round(load_s, 2), "prepare_s": round(time.perf_counter() - t, 2),
                          "rss_index_mb": round(rss_mb() - base), "tables": scope.stats.n_tables}), flush=True)
        for line in sys.stdin:
            q, documents = json.loads(line)
            t, cpu = time.perf_counter(), time.process_time()
            ans = ask(cat, q, documents=documents)
            ms = (time.perf_counter() - t) * 1000
            cpu_ms = (time.process_time() - cpu) * 1000  # this process's CPU: what the machine's load does not inflate
            cites = sorted(f"{c.document}|{c.table}|{c.row}|{c.column}" for c in ans.citations)
            print(json.dumps({"ms": ms, "cpu_ms": cpu_ms, "status": ans.status, "value": ans.value, "cites": cites,
                              "rss_mb": round(rss_mb() - base)}), flush=True)
    print(json.dumps({"peak_rss_mb": round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024)}), flush=True)


def summary(lat: dict[str, list[float]], statuses: dict[str, dict[str, int]], cpu: dict[str, list[float]] | None = None) -> dict:
    out = {}
    for kind, values in lat.items():
        if values:
            out[kind] = {"n": len(values), "p50_ms": round(statistics.median(values), 1),
                         "p95_ms": round(percentile(values, 95), 1), "p99_ms": round(percentile(values, 99), 1),
                         "statuses": statuses[kind]}
            if cpu and cpu.get(kind):
                c = cpu[kind]
                out[kind].update(cpu_mean_ms=round(statistics.mean(c), 1), cpu_p50_ms=round(statistics.median(c), 1),
                                 cpu_p95_ms=round(percentile(c, 95), 1), cpu_p99_ms=round(percentile(c, 99), 1))
    return out


def versus(db: Path, other: Path, n: int, seed: int, other_db: Path | None = None) -> dict:
    """This checkout ("branch") and ``other`` ("main") side by side on the same questions; ``other_db``:
    main reads its own copy of the catalog (the same documents, its own stored views)."""
    with Catalog(db, read_only=True) as cat:
        asked = questions(cat, n, seed)
    sides = {"branch": ROOT, "main": other.resolve()}
    dbs = {"branch": db, "main": other_db or db}
    procs = {name: subprocess.Popen([sys.executable, str(Path(__file__).resolve()), "--worker", "--db", str(dbs[name]),
                                     "--code", str(code)], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
             for name, code in sides.items()}
    figures: dict = {"tables": None, "questions": len(asked)}
    for name, p in procs.items():  # cold loads one after the other
        head = json.loads(p.stdout.readline())
        figures["tables"] = head.pop("tables")
        figures[name] = head
    lat = {name: {"lookup": [], "aggregate": []} for name in sides}
    cpu = {name: {"lookup": [], "aggregate": []} for name in sides}
    statuses = {name: {"lookup": {}, "aggregate": {}} for name in sides}
    answers: dict[str, list] = {name: [] for name in sides}
    per: dict[int, dict] = {}  # question -> each side's [ms, CPU ms]
    for i, (kind, q, documents) in enumerate(asked):
        order = list(sides) if i % 2 == 0 else list(sides)[::-1]
        for name in order:
            p = procs[name]
            p.stdin.write(json.dumps([q, documents]) + "\n")
            p.stdin.flush()
            r = json.loads(p.stdout.readline())
            lat[name][kind].append(r["ms"])
            if "cpu_ms" in r:
                cpu[name][kind].append(r["cpu_ms"])
            statuses[name][kind][r["status"]] = statuses[name][kind].get(r["status"], 0) + 1
            answers[name].append((r["status"], r["value"], r["cites"]))
            per.setdefault(i, {"q": q})[name] = [round(r["ms"], 1), round(r.get("cpu_ms", 0.0), 1)]
            figures[name]["rss_after_questions_mb"] = r["rss_mb"]
    for name, p in procs.items():
        p.stdin.close()
        figures[name].update(json.loads(p.stdout.readline()))
        p.wait()
        figures[name].update(summary(lat[name], statuses[name], cpu[name]))
    differ = [asked[i][1] for i, (a, b) in enumerate(zip(answers["branch"], answers["main"])) if a != b]
    figures["answers_differ"] = len(differ)
    figures["differing_questions"] = differ[:20]
    figures["per_question"] = [per[i] for i in sorted(per)]
    return figures


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--db", type=Path, default=Path("/tmp/tabsql-scale/scale.duckdb"))
    ap.add_argument("--source", type=Path, nargs="+", default=[Path("/tmp/tabsql-scale/filings.duckdb")],
                    help="the catalogs whose documents are copied (one or more)")
    ap.add_argument("--tables", type=int, default=10_000)
    ap.add_argument("--questions", type=int, default=200)
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--json", type=Path, help="write the figures here too")
    ap.add_argument("--versus", type=Path, help="measure this checkout and the one in this folder side by side")
    ap.add_argument("--versus-db", type=Path, help="with --versus: the other checkout reads this copy of the catalog")
    ap.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    ap.add_argument("--code", type=Path, help=argparse.SUPPRESS)
    ap.add_argument("--build-only", action="store_true", help="build the catalog if missing, measure nothing")
    ap.add_argument("--ingest", type=Path, help="time `tabsql ingest` of this folder into --db instead")
    args = ap.parse_args()
    if args.ingest:
        figures = ingest_bench(args.ingest, args.db)
        print(json.dumps(figures, indent=1))
        if args.json:
            args.json.write_text(json.dumps(figures, indent=1))
        return
    if not args.db.exists():
        build(args.db, args.source, args.tables)
    if args.build_only:
        return
    if args.worker:
        worker(args.db)
        return
    if args.versus:
        figures = versus(args.db, args.versus, args.questions, args.seed, args.versus_db)
        print(json.dumps(figures, indent=1))
        if args.json:
            args.json.write_text(json.dumps(figures, indent=1))
        return
    base = rss_mb()
    with Catalog(args.db, read_only=True) as cat:
        n_tables = cat.con.execute("SELECT count(*) FROM tables").fetchone()[0]
        n_docs = cat.con.execute("SELECT count(*) FROM documents").fetchone()[0]
        asked = questions(cat, args.questions, args.seed)
        t = time.perf_counter()
        scope = term_index.scope(cat)  # every document's stored terms, and the scope's statistics
        load_s = time.perf_counter() - t
        loaded = rss_mb()
        t = time.perf_counter()
        prepare()  # as a server before it listens (and as --versus does): the SQL worker started
        prepare_s = time.perf_counter() - t
        t = time.perf_counter()
        ask(cat, asked[0][1])  # the first question also parses the tables it touches
        first_s = time.perf_counter() - t
        lat: dict[str, list[float]] = {"lookup": [], "aggregate": []}
        statuses: dict[str, dict[str, int]] = {"lookup": {}, "aggregate": {}}
        for kind, q, documents in asked:
            t = time.perf_counter()
            ans = ask(cat, q, documents=documents)
            lat[kind].append((time.perf_counter() - t) * 1000)
            statuses[kind][ans.status] = statuses[kind].get(ans.status, 0) + 1
    figures = {
        "tables": n_tables, "documents": n_docs, "load_index_s": round(load_s, 2), "vocabulary": len(scope.stats.vocab),
        "prepare_s": round(prepare_s, 2), "first_question_s": round(first_s, 2), "rss_index_mb": round(loaded - base),
        "rss_after_questions_mb": round(rss_mb() - base), "peak_rss_mb": round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024),
        "db_mb": round(args.db.stat().st_size / 2**20),
    }
    for kind, values in lat.items():
        if values:
            figures[kind] = {"n": len(values), "p50_ms": round(statistics.median(values), 1),
                             "p95_ms": round(percentile(values, 95), 1), "p99_ms": round(percentile(values, 99), 1),
                             "statuses": statuses[kind]}
    print(json.dumps(figures, indent=1))
    if args.json:
        args.json.write_text(json.dumps(figures, indent=1))


if __name__ == "__main__":
    main()
