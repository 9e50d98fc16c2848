"""Question-answering benchmark over one corpus set.

    .venv/bin/python bench/qa.py ../shared/corpus/business-dev [--from-gold] [--json OUT] [--by category]
    .venv/bin/python bench/qa.py ../shared/corpus/tatqa-dev --scope report
    .venv/bin/python bench/qa.py bench/filings --docs ../shared/corpus/filings --db /tmp/filings.duckdb

--docs DIR ingests the PDFs of DIR instead of SET_DIR/docs (a question set kept in the repo, such as
bench/filings, over documents kept outside it: the 14 whole 10-K filings are not copied into the repo).

--scope all (default) asks every question of every ingested document, as a user who names no
report would. --scope report asks each question of the report it was written about (the document
of its evidence), the setting TAT-QA defines: a question comes with its report, and "revenue in
2019" means that report's revenue. The gold pages are not used, only which PDF the question is about.

Ingests SET_DIR/docs into a fresh DuckDB through Catalog (or, with --from-gold, stores the gold
tables run through normalize_document: answering measured apart from extraction), asks every
question of SET_DIR/questions.jsonl in one batch, grades with ../shared/tools/score.py, and prints
accuracy, wrong rate, refusal of unanswerables and ask latency (median, p95) without an LLM.
"""
from __future__ import annotations

import argparse
import importlib.util
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tabsql.answer import ask, index_for  # noqa: E402
from tabsql.catalog import Catalog  # noqa: E402


def _score_module(set_dir: Path, docs: Path | None = None):
    near = [d.resolve().parent.parent / "tools" / "score.py" for d in (set_dir, docs) if d is not None]
    for cand in (*near, ROOT.parent / "shared" / "tools" / "score.py", ROOT.parent.parent / "shared" / "tools" / "score.py"):
        if cand.exists():
            spec = importlib.util.spec_from_file_location("score", cand)
            mod = importlib.util.module_from_spec(spec)
            spec.loader.exec_module(mod)
            return mod
    raise SystemExit("score.py not found (expected ../shared/tools/score.py)")


def _load(catalog: Catalog, set_dir: Path, from_gold: bool, docs: Path | None = None) -> float:
    t0 = time.perf_counter()
    if from_gold:
        from bench.gold_docs import documents_from_gold

        for doc in documents_from_gold(set_dir / "gold", set_dir / "docs"):
            doc.id = doc.sha256[:16]
            catalog.write_document(doc)
    else:
        summary = catalog.ingest([docs or set_dir / "docs"], progress=sys.stderr.isatty())
        if summary.failed:
            print(f"ingest failures: {[(f.document, f.error) for f in summary.failed]}", file=sys.stderr)
    return time.perf_counter() - t0


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("set_dir", type=Path)
    ap.add_argument("--from-gold", action="store_true", help="use gold tables instead of extraction (dev)")
    ap.add_argument("--docs", type=Path, help="ingest the PDFs of this folder instead of SET_DIR/docs")
    ap.add_argument("--db", type=Path, help="reuse this DuckDB file (ingested once)")
    ap.add_argument("--answers", type=Path, help="write the answers (JSON lines) here")
    ap.add_argument("--json", type=Path, help="write the full score result here")
    ap.add_argument("--scope", choices=["all", "report"], default="all",
                    help="ask of all documents, or of each question's own report (see above)")
    ap.add_argument("--by", action="append", default=[], choices=["category", "source", "hard_case"])
    args = ap.parse_args(argv)
    os.environ.pop("TABSQL_LLM_MODEL", None)  # measured without a language model (model_reading is off)
    questions = [json.loads(line) for line in (args.set_dir / "questions.jsonl").read_text(encoding="utf-8").splitlines()
                 if line.strip()]
    tmp = tempfile.TemporaryDirectory()
    db = args.db or Path(tmp.name) / "qa.duckdb"
    fresh = not db.exists()
    with Catalog(db) as catalog:
        ingest_s = _load(catalog, args.set_dir, args.from_gold, args.docs) if fresh else 0.0
        t0 = time.perf_counter()
        index_for(catalog, None)
        index_s = time.perf_counter() - t0
        answers, latencies = [], []
        for q in questions:
            t = time.perf_counter()
            try:
                docs = sorted({e["doc"] for e in q.get("evidence", [])}) if args.scope == "report" else None
                a = ask(catalog, q["question"], documents=docs or None).contract_dict()
            except Exception as exc:  # noqa: BLE001 - a crash is graded as an error, not hidden
                a = {"status": "error", "answer": f"{type(exc).__name__}: {exc}", "value": None}
            latencies.append(time.perf_counter() - t)
            a["id"] = q["id"]
            answers.append(a)
    if args.answers:
        args.answers.write_text("".join(json.dumps(a, ensure_ascii=False) + "\n" for a in answers), encoding="utf-8")
    score = _score_module(args.set_dir, args.docs)
    result = score.score(questions, answers, args.by)
    if args.json:
        args.json.write_text(json.dumps(result, indent=1, ensure_ascii=False), encoding="utf-8")
    print(score.table(result))
    overall = result["overall"]
    none = [r for q, r in zip(questions, result["questions"]) if q["answer"]["kind"] == "none"]
    refused = sum(1 for r in none if r["grade"] == "correct")
    lat = sorted(latencies)
    p95 = lat[min(len(lat) - 1, int(round(0.95 * (len(lat) - 1))))] if lat else 0.0
    print(f"\nset: {args.set_dir.name} ({'gold tables' if args.from_gold else 'full pipeline'}, scope {args.scope}), "
          f"{len(questions)} questions")
    print(f"accuracy {overall['accuracy']:.1%}  wrong {overall['wrong_rate']:.1%}  "
          f"refused unanswerables {refused}/{len(none)} ({(refused / len(none)) if none else 0:.1%})")
    print(f"ask latency median {statistics.median(lat) * 1000 if lat else 0:.1f} ms  p95 {p95 * 1000:.1f} ms  "
          f"(index build {index_s * 1000:.0f} ms, ingest {ingest_s:.1f} s)")
    tmp.cleanup()
    return 0


if __name__ == "__main__":
    sys.exit(main())
