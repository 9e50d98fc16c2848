"""Table extraction benchmark: tabsql against camelot hybrid, camelot network and pdfplumber, side by side.

    .venv/bin/python bench/extract.py                      # every method, both corpora, one run
    .venv/bin/python bench/extract.py --only tabsql        # fast iteration on our pipeline
    .venv/bin/python bench/extract.py --baselines-only     # run the baselines and cache them
    .venv/bin/python bench/extract.py --use-cache          # tabsql fresh, baselines from the cache

Corpora (from ``--shared``, default ../shared next to the repo): ``corpus/icdar2013`` (ground truth
NAME-str.xml next to NAME.pdf) and ``corpus/business-dev`` (ground truth gold/NAME.tables.json, PDFs in
docs/). Every method writes one NAME.json per PDF in the contract's ``tabsql extract --json`` form; the
scores come from ``shared/tools/table_eval.py`` (run as a program, unchanged). Pages per second is the
wall time of extraction alone, one document after another in this process. The markdown table at the
end is what goes into bench/RESULTS.md; ``--json OUT`` keeps every figure.
"""
from __future__ import annotations

import argparse
import json
import logging
import platform
import subprocess
import sys
import tempfile
import time
import traceback
import warnings
from pathlib import Path
from typing import Any, Callable

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))  # the tabsql of this checkout, installed or not
CACHE = Path(__file__).resolve().parent / ".cache"
METHODS = ["tabsql", "camelot-hybrid", "camelot-network", "pdfplumber"]
BASELINES = METHODS[1:]
SCANNED_HINT = "SCANNED"


# --------------------------------------------------------------------------- extractors
def _rows_tables(grids: list[tuple[int, list[list[Any]]]]) -> dict[str, Any]:
    """(page, rows) pairs -> prediction object in the evaluator's plain-grid form."""
    tables = []
    for page, rows in grids:
        clean = [[("" if v is None else " ".join(str(v).split())) for v in row] for row in rows]
        if any(any(v for v in row) for row in clean):
            tables.append({"page": page, "rows": clean})
    return {"tables": tables}


def run_tabsql(pdf: Path) -> dict[str, Any]:
    from tabsql.extract import extract_document
    from tabsql.extract.export import contract_json

    return contract_json(extract_document(pdf))


def _camelot(flavor: str) -> Callable[[Path], dict[str, Any]]:
    def run(pdf: Path) -> dict[str, Any]:
        import camelot

        tables = camelot.read_pdf(str(pdf), flavor=flavor, pages="all")
        return _rows_tables([(int(t.page), t.df.values.tolist()) for t in tables])

    return run


def run_pdfplumber(pdf: Path) -> dict[str, Any]:
    import pdfplumber

    grids = []
    with pdfplumber.open(pdf) as doc:
        for i, page in enumerate(doc.pages, 1):
            for rows in page.extract_tables():
                grids.append((i, rows))
    return _rows_tables(grids)


EXTRACTORS: dict[str, Callable[[Path], dict[str, Any]]] = {
    "tabsql": run_tabsql,
    "camelot-hybrid": _camelot("hybrid"),
    "camelot-network": _camelot("network"),
    "pdfplumber": run_pdfplumber,
}


# --------------------------------------------------------------------------- corpora
def corpora(shared: Path) -> dict[str, tuple[Path, list[Path]]]:
    """name -> (ground-truth folder, PDFs)."""
    icdar = shared / "corpus" / "icdar2013"
    business = shared / "corpus" / "business-dev"
    return {
        "icdar2013": (icdar, sorted(icdar.rglob("*.pdf"))),
        "business-dev": (business / "gold", sorted((business / "docs").glob("*.pdf"))),
    }


def page_count(pdf: Path) -> int:
    from pypdf import PdfReader

    try:
        return len(PdfReader(str(pdf)).pages)
    except Exception:  # noqa: BLE001 - a broken file still counts as one page tried
        return 1


def extract_all(method: str, pdfs: list[Path], out: Path, verbose: bool) -> dict[str, Any]:
    """Run one method over the PDFs, write NAME.json each; wall time of extraction only."""
    out.mkdir(parents=True, exist_ok=True)
    fn = EXTRACTORS[method]
    seconds = 0.0
    failures: list[str] = []
    for pdf in pdfs:
        t0 = time.perf_counter()
        try:
            obj = fn(pdf)
        except Exception as exc:  # noqa: BLE001 - a failing document is scored as empty, and listed
            obj = {"tables": []}
            failures.append(f"{pdf.name}: {type(exc).__name__}: {exc}".splitlines()[0][:200])
            if verbose:
                traceback.print_exc()
        seconds += time.perf_counter() - t0
        (out / f"{pdf.stem}.json").write_text(json.dumps(obj, ensure_ascii=False), encoding="utf-8")
    return {"seconds": seconds, "failures": failures}


def evaluate(shared: Path, gt_dir: Path, pred_dir: Path) -> dict[str, Any]:
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "eval.json"
        subprocess.run(
            [sys.executable, str(shared / "tools" / "table_eval.py"), "--gt-dir", str(gt_dir),
             "--pred-dir", str(pred_dir), "--json", str(out), "--quiet"],
            check=True, stdout=subprocess.DEVNULL,
        )
        return json.loads(out.read_text(encoding="utf-8"))


def multipage_joined(gt_dir: Path, pred_dir: Path) -> tuple[int, int]:
    """Gold tables that cover several pages, and how many of them came out as one table with those pages."""
    total = joined = 0
    for gold in gt_dir.glob("*.tables.json"):
        pred_path = pred_dir / (gold.name[: -len(".tables.json")] + ".json")
        pred = json.loads(pred_path.read_text(encoding="utf-8")) if pred_path.exists() else {"tables": []}
        for t in json.loads(gold.read_text(encoding="utf-8")).get("tables", []):
            if isinstance(t.get("page"), list) and len(t["page"]) > 1:
                total += 1
                joined += any(sorted(p.get("pages", [])) == sorted(t["page"]) for p in pred["tables"])
    return joined, total


def scanned_docs(shared: Path) -> list[str]:
    """Names of the business documents the manifest marks as scanned (image only)."""
    manifest = shared / "corpus" / "business-dev" / "MANIFEST.md"
    names = []
    for line in manifest.read_text(encoding="utf-8").splitlines():
        if line.startswith("|") and SCANNED_HINT in line:
            names.append(line.split("|")[1].strip().removesuffix(".pdf"))
    return names


# --------------------------------------------------------------------------- report
def markdown(rows: list[dict[str, Any]]) -> str:
    head = ("| corpus | method | mean doc F1 | micro F1 | cell recall | tables found / GT (predicted) "
            "| pages/s | speed vs camelot hybrid |")
    lines = [head, "|---|---|---|---|---|---|---|---|"]
    for r in rows:
        ratio = f"{r['speed_ratio']:.1f}×" if r.get("speed_ratio") else "–"
        lines.append(
            f"| {r['corpus']} | {r['method']}{' (cached)' if r['cached'] else ''} | {r['mean_doc_f1']:.3f} "
            f"| {r['micro_f1']:.3f} | {r['cell_recall']:.3f} | {r['tables_found']} / {r['tables_gt']} "
            f"({r['tables_pred']}) | {r['pages_per_s']:.1f} | {ratio} |"
        )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--shared", type=Path, default=REPO.parent / "shared")
    ap.add_argument("--only", choices=METHODS, action="append", help="run only this method (repeatable)")
    ap.add_argument("--corpus", choices=["icdar2013", "business-dev"], action="append")
    ap.add_argument("--baselines-only", action="store_true", help="run the baselines and cache them")
    ap.add_argument("--use-cache", action="store_true", help="take baseline results from bench/.cache")
    ap.add_argument("--keep", type=Path, help="keep the prediction files under this folder")
    ap.add_argument("--json", type=Path, help="write every figure to this file")
    ap.add_argument("--per-doc", action="store_true", help="list per-document F1 of tabsql")
    ap.add_argument("-v", "--verbose", action="store_true")
    args = ap.parse_args(argv)
    warnings.filterwarnings("ignore")  # camelot warns per page; the scores say what matters
    logging.getLogger("pypdf").setLevel(logging.ERROR)
    shared = args.shared.resolve()
    methods = args.only or (BASELINES if args.baselines_only else METHODS)
    sets = {k: v for k, v in corpora(shared).items() if not args.corpus or k in args.corpus}
    CACHE.mkdir(exist_ok=True)
    work = Path(tempfile.mkdtemp(prefix="tabsql-bench-")) if args.keep is None else args.keep
    rows: list[dict[str, Any]] = []
    extras: list[str] = []
    for corpus, (gt_dir, pdfs) in sets.items():
        pages = sum(page_count(p) for p in pdfs)
        print(f"{corpus}: {len(pdfs)} PDFs, {pages} pages", file=sys.stderr)
        for method in methods:
            cached_dir = CACHE / corpus / method
            meta_path = cached_dir / "_run.json"
            cached = args.use_cache and method != "tabsql" and meta_path.exists()
            if cached:
                pred_dir, run = cached_dir, json.loads(meta_path.read_text(encoding="utf-8"))
            else:
                pred_dir = (cached_dir if method != "tabsql" else work / corpus / method)
                print(f"  {method} ...", file=sys.stderr, flush=True)
                run = extract_all(method, pdfs, pred_dir, args.verbose)
                if method != "tabsql":
                    meta_path.write_text(json.dumps(run), encoding="utf-8")
            result = evaluate(shared, gt_dir, pred_dir)
            s = result["summary"]
            row = {
                "corpus": corpus, "method": method, "cached": cached, "pages": pages,
                "seconds": run["seconds"], "pages_per_s": pages / run["seconds"] if run["seconds"] else 0.0,
                "failures": run["failures"], **{k: s[k] for k in (
                    "mean_doc_f1", "micro_f1", "micro_precision", "micro_recall", "cell_recall",
                    "cell_precision", "tables_found", "tables_gt", "tables_pred")},
            }
            rows.append(row)
            for f in run["failures"][:5]:
                extras.append(f"- {corpus} / {method}: failed on {f}")
            if len(run["failures"]) > 5:
                extras.append(f"- {corpus} / {method}: ... {len(run['failures'])} documents failed in all")
            if method == "tabsql" and corpus == "business-dev":
                joined, total = multipage_joined(gt_dir, pred_dir)
                extras.append(f"- business-dev / tabsql: multi-page tables joined {joined} / {total}")
                for name in scanned_docs(shared):
                    d = result["documents"].get(name)
                    if d:
                        extras.append(f"- business-dev / tabsql: scanned {name}: cell recall "
                                      f"{d['cell_recall']:.3f}, F1 {d['f1']:.3f}")
            if method == "tabsql" and args.per_doc:
                for name, d in result["documents"].items():
                    print(f"    {corpus} {name:32s} F1 {d['f1']:.3f}  cellR {d['cell_recall']:.3f}  "
                          f"tables {d['tables_found']}/{d['tables_gt']}/{d['tables_pred']}", file=sys.stderr)
            print(f"  {method}: micro F1 {row['micro_f1']:.3f}, mean doc F1 {row['mean_doc_f1']:.3f}, "
                  f"{row['pages_per_s']:.1f} pages/s", file=sys.stderr, flush=True)
    for r in rows:
        hybrid = next((h for h in rows if h["corpus"] == r["corpus"] and h["method"] == "camelot-hybrid"), None)
        r["speed_ratio"] = r["pages_per_s"] / hybrid["pages_per_s"] if hybrid and hybrid["pages_per_s"] else None
    cmd = "python bench/extract.py " + " ".join(argv if argv is not None else sys.argv[1:])
    print(f"Command: `{cmd.strip()}` on {platform.node()} ({platform.python_version()}), "
          f"{time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}\n")
    print(markdown(rows))
    if extras:
        print()
        print("\n".join(extras))
    if args.json:
        args.json.write_text(json.dumps({"command": cmd, "rows": rows, "notes": extras}, indent=1), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
