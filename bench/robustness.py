"""Metamorphic robustness: reworded questions keep their answer or are refused, never changed.

    .venv/bin/python bench/robustness.py ../shared/corpus/business-dev --db biz.duckdb [--limit N] [--ids A,B] [--json OUT]
    .venv/bin/python bench/robustness.py ../shared/corpus/tatqa-dev --db tat.duckdb --scope report

Every question of the set that tabsql answers is asked again in generic rewordings from
bench/robustness.yaml (filler and politeness before or after it, an instruction sentence, a German
greeting, the context clause moved to the front, an operation word swapped for a synonym, a common
word misspelt). A variant *keeps* the answer when it is answered with the same value, is *refused*
when not answered, and *changes* it when answered with another value: the failure that must not
happen. Prints the share kept, the refusals and every change. --scope report asks each question (and its
variants) of its own report, as bench/qa.py does.
"""
from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tabsql.answer import ask  # noqa: E402
from tabsql.catalog import Catalog  # noqa: E402

RULES = yaml.safe_load((Path(__file__).with_name("robustness.yaml")).read_text(encoding="utf-8"))
_CLAUSE = re.compile(r"^(?P<head>.+?)\s*,?\s+(?P<tail>(?:in|at|from|for) [^,?]{6,})\?$")


def _lc(q: str) -> str:
    return q[:1].lower() + q[1:] if q[:2] != q[:2].upper() else q


def variants(q: str) -> list[tuple[str, str]]:
    """(kind, question) rewordings of one question, all generic."""
    out = []
    for kind in ("filler", "politeness", "instruction", "german"):
        out += [(kind, t.format(q=q, q_lc=_lc(q))) for t in RULES[kind]]
    if m := _CLAUSE.match(q):  # "What is X in Y's 2025 list?" -> "In Y's 2025 list, what is X?"
        tail = m.group("tail")
        out.append(("clause", f"{tail[0].upper()}{tail[1:]}, {_lc(m.group('head'))}?"))
    for word, other in RULES["synonyms"].items():
        if re.search(rf"\b{word}\b", q, re.I):
            out.append(("synonym", re.sub(rf"\b{word}\b", other, q, count=1, flags=re.I)))
            break
    for word in RULES["typo_words"]:
        if m := re.search(rf"\b{word}\b", q, re.I):
            w = m.group(0)
            k = len(w) // 2
            typo = w[:k - 1] + w[k] + w[k - 1] + w[k + 1:]
            out.append(("typo", q[:m.start()] + typo + q[m.end():]))
            break
    return out


def _same(a, b) -> bool:
    if isinstance(a, float) and isinstance(b, float):
        return abs(a - b) <= 1e-9 * max(1.0, abs(a), abs(b))
    return a == b


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("set_dir", type=Path)
    ap.add_argument("--db", type=Path, required=True, help="a DuckDB file with the set's documents ingested")
    ap.add_argument("--limit", type=int, help="only the first N questions")
    ap.add_argument("--json", type=Path, help="write every variant and its outcome here")
    ap.add_argument("--ids", help="only the questions whose id starts with one of these (comma-separated)")
    ap.add_argument("--scope", choices=["all", "report"], default="all",
                    help="ask of all documents, or of each question's own report (as bench/qa.py)")
    args = ap.parse_args(argv)
    questions = [json.loads(x) for x in (args.set_dir / "questions.jsonl").read_text(encoding="utf-8").splitlines() if x.strip()]
    if args.ids:
        prefixes = tuple(x.strip() for x in args.ids.split(",") if x.strip())
        questions = [q for q in questions if q["id"].startswith(prefixes)]
    questions = questions[: args.limit] if args.limit else questions
    rows, counts = [], {}
    with Catalog(args.db) as catalog:
        for q in questions:
            docs = sorted({e["doc"] for e in q.get("evidence", [])}) if args.scope == "report" else None
            base = ask(catalog, q["question"], documents=docs or None)
            if base.status != "answered" or base.value is None:
                continue
            for kind, text in variants(q["question"]):
                got = ask(catalog, text, documents=docs or None)
                outcome = "refused" if got.status != "answered" else "kept" if _same(got.value, base.value) else "changed"
                c = counts.setdefault(kind, {"kept": 0, "refused": 0, "changed": 0})
                c[outcome] += 1
                rows.append({"id": q["id"], "kind": kind, "question": text, "outcome": outcome,
                             "value": got.value, "base": base.value, "answer": got.answer})
    total = {k: sum(c[k] for c in counts.values()) for k in ("kept", "refused", "changed")}
    n = sum(total.values()) or 1
    for kind, c in counts.items():
        m = sum(c.values()) or 1
        print(f"{kind:12s} {m:5d} variants  kept {c['kept'] / m:6.1%}  refused {c['refused']:4d}  changed {c['changed']:3d}")
    print(f"{'ALL':12s} {n:5d} variants  kept {total['kept'] / n:6.1%}  refused {total['refused']:4d}  changed {total['changed']:3d}")
    for r in rows:
        if r["outcome"] == "changed":
            print(f"  CHANGED {r['id']} [{r['kind']}] {r['question']!r}: {r['value']!r} (was {r['base']!r})")
    if args.json:
        args.json.write_text(json.dumps(rows, indent=1, ensure_ascii=False), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
