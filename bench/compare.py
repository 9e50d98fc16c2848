"""Two runs of bench/all.sh side by side, question by question.

    .venv/bin/python bench/compare.py OLD NEW [--list]

Per set: correct / wrong of each run, the same split into half A (crc32 of the id even: the half a
change may be built on) and half B (odd: held out), every question whose grade changed, and how many
answers differ at all (status, value, unit, answer text or citations), so a change meant to keep
every answer can show it does. --list prints the changed questions' ids with both grades.
"""
from __future__ import annotations

import argparse
import json
import zlib
from pathlib import Path


def _grades(run: Path, name: str) -> dict[str, str]:
    rows = json.loads((run / f"{name}.score.json").read_text(encoding="utf-8"))["questions"]
    return {r["id"]: r["grade"] for r in rows}


def _answers(run: Path, name: str) -> dict[str, tuple]:
    path = run / f"{name}.answers.jsonl"
    out = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        a = json.loads(line)
        cites = tuple(sorted(json.dumps(c, sort_keys=True) for c in a.get("citations") or []))
        out[a["id"]] = (a.get("status"), a.get("value"), a.get("unit"), a.get("answer"), cites)
    return out


def half(qid: str) -> str:
    return "A" if zlib.crc32(qid.encode()) % 2 == 0 else "B"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("old", type=Path)
    ap.add_argument("new", type=Path)
    ap.add_argument("--list", action="store_true", help="print every question whose grade changed")
    args = ap.parse_args(argv)
    names = sorted(p.name[: -len(".score.json")] for p in args.new.glob("*.score.json")
                   if (args.old / p.name).exists())
    print("| set | old correct / wrong | new correct / wrong | half A | half B | grades changed | answers differing |")
    print("|---|---|---|---|---|---|---|")
    changed_all = []
    for name in names:
        old, new = _grades(args.old, name), _grades(args.new, name)
        oa, na = _answers(args.old, name), _answers(args.new, name)
        count = lambda g, grade, h=None: sum(1 for q, v in g.items() if v == grade and (h is None or half(q) == h))
        changed = [(q, old.get(q), new[q]) for q in new if old.get(q) != new[q]]
        changed_all += [(name, *c) for c in changed]
        differ = sum(1 for q in na if oa.get(q) != na[q])
        print(f"| {name} | {count(old, 'correct')} / {count(old, 'wrong')} | {count(new, 'correct')} / "
              f"{count(new, 'wrong')} | {count(old, 'correct', 'A')} -> {count(new, 'correct', 'A')} | "
              f"{count(old, 'correct', 'B')} -> {count(new, 'correct', 'B')} | {len(changed)} | "
              f"{differ} of {len(na)} |")
    only = sorted(p.name[: -len(".score.json")] for p in args.new.glob("*.score.json")
                  if not (args.old / p.name).exists())
    if only:  # e.g. a set added after OLD was run (business-other): shown, not compared
        print(f"\nonly in NEW, not compared: {', '.join(only)}")
    worse = [c for c in changed_all if c[2] == "correct" or c[3] == "wrong"]
    print(f"\nlost a correct answer or became wrong: {len(worse)}")
    for name, q, was, now in (changed_all if args.list else worse):
        print(f"  {name} {q} ({half(q)}): {was} -> {now}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
