"""Same tables per document? Extract a folder with one checkout's code, then compare two runs.

    .venv/bin/python bench/tables_compare.py dump ../shared/corpus/filings --out /tmp/new.json
    .venv/bin/python bench/tables_compare.py dump ../shared/corpus/filings --code /work/main --out /tmp/old.json
    .venv/bin/python bench/tables_compare.py dump DIR --code OLD --code NEW --out old.json --out new.json
    .venv/bin/python bench/tables_compare.py compare /tmp/old.json /tmp/new.json

``dump`` runs ``extract_document`` (one process, ``TABSQL_EXTRACT_WORKERS=1``) over every PDF and
keeps per document its pages, CPU seconds and per table (page, pages, rows, columns, caption, a hash
of every cell's text and box, one of its headers, bbox and notes, and of each page's text). ``--code`` puts another checkout first on the import
path, so old and new code are measured by the same script; two ``--code`` values (and two
``--out``) run old and new one document after the other, so both see the same machine load.
``compare`` prints, per document, the tables of each run and every table that differs.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import os
import subprocess
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent


def _digest(parts: list[str]) -> str:
    return hashlib.sha256("\x1f".join(parts).encode()).hexdigest()[:16]


def dump_one(pdf: Path) -> dict:
    from tabsql.extract import extract_document

    started = time.process_time()
    doc = extract_document(pdf)
    cpu = time.process_time() - started
    tables = [{"page": t.page, "pages": t.pages, "rows": t.n_rows, "cols": t.n_cols, "caption": t.caption or "",
               "cells": _digest([f"{c.row},{c.col},{c.row_span},{c.col_span},{c.text},{c.bbox}" for c in t.cells]),
               "structure": _digest([str(x) for x in (t.bbox, t.header_rows, t.label_cols, t.column_paths, t.row_paths,
                                                      t.unit_col, t.section, t.unit_note, t.footnotes, t.method)])}
              for t in doc.tables]
    return {"pages": doc.pages, "cpu": round(cpu, 3), "tables": tables, "issues": len(doc.issues),
            "text": _digest(doc.page_texts), "page_text": [_digest([p]) for p in doc.page_texts]}


def _child(code: str, pdf: Path) -> dict:
    env = dict(os.environ, TABSQL_EXTRACT_WORKERS="1", PYTHONPATH=code)
    out = subprocess.run([sys.executable, __file__, "one", str(pdf)], env=env, capture_output=True, text=True, check=True)
    return json.loads(out.stdout.splitlines()[-1])


def main() -> None:
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    d = sub.add_parser("dump")
    d.add_argument("folder", type=Path)
    d.add_argument("--code", action="append", default=[], help="checkout(s) to run; two with --interleave")
    d.add_argument("--out", action="append", required=True, type=Path)
    o = sub.add_parser("one")
    o.add_argument("pdf", type=Path)
    c = sub.add_parser("compare")
    c.add_argument("old", type=Path)
    c.add_argument("new", type=Path)
    args = ap.parse_args()
    if args.cmd == "one":
        print(json.dumps(dump_one(args.pdf)))
        return
    if args.cmd == "dump":
        codes = args.code or [str(REPO)]
        if len(codes) != len(args.out):
            sys.exit("one --out per --code")
        runs: list[dict] = [{} for _ in codes]
        for pdf in sorted(args.folder.rglob("*.pdf")):
            for k, code in enumerate(codes):  # one document with each code in turn: the same load
                wall = time.monotonic()
                runs[k][pdf.stem] = res = _child(code, pdf)
                res["wall"] = round(time.monotonic() - wall, 2)
                print(f"{Path(code).name:12} {pdf.stem:28} {res['pages']:4} pages {len(res['tables']):4} tables "
                      f"cpu {res['cpu']:7.1f} s  {res['pages'] / max(res['cpu'], 1e-9):5.1f} pages/cpu-s", flush=True)
        for run, out in zip(runs, args.out):
            out.write_text(json.dumps(run, indent=1))
        return
    old, new = json.loads(args.old.read_text()), json.loads(args.new.read_text())
    totals = [0, 0, 0, 0, 0.0, 0.0]
    print("| document | pages | tables old | tables new | same tables | differing | page texts differing | cpu-s old | cpu-s new |")
    print("|---|---|---|---|---|---|---|---|---|")
    for name in sorted(set(old) | set(new)):
        a, b = old.get(name, {"tables": [], "cpu": 0, "pages": 0, "page_text": []}), new.get(name, {"tables": [], "cpu": 0, "pages": 0, "page_text": []})
        key = lambda t: (t["page"], tuple(t["pages"]), t["rows"], t["cols"], t["caption"], t["cells"], t["structure"])  # noqa: E731
        ka, kb = [key(t) for t in a["tables"]], [key(t) for t in b["tables"]]
        same = sum(1 for k in ka if k in kb)
        texts = sum(1 for x, y in zip(a["page_text"], b["page_text"]) if x != y)
        print(f"| {name} | {a['pages']} | {len(ka)} | {len(kb)} | {same} | {len(set(ka) ^ set(kb))} | {texts} | "
              f"{a['cpu']:.1f} | {b['cpu']:.1f} |")
        for k in sorted(set(ka) ^ set(kb)):
            print(f"    {'old only' if k in ka else 'new only'}: page {k[0]} pages {list(k[1])} {k[2]}x{k[3]} {k[4][:60]!r}")
        totals = [totals[0] + a["pages"], totals[1] + len(ka), totals[2] + len(kb), totals[3] + same,
                  totals[4] + a["cpu"], totals[5] + b["cpu"]]
    print(f"| **all** | {totals[0]} | {totals[1]} | {totals[2]} | {totals[3]} | | | {totals[4]:.1f} | {totals[5]:.1f} |")
    print(f"pages per CPU-second: old {totals[0] / max(totals[4], 1e-9):.1f}, new {totals[0] / max(totals[5], 1e-9):.1f} "
          f"(x{totals[4] / max(totals[5], 1e-9):.2f})")


if __name__ == "__main__":
    main()
