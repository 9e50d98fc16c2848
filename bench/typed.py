"""Typed-value benchmark: does the normalizer put the gold value, in base units, in the gold cell?

business-dev: for every answerable lookup question (lookup, lookup_header_path, range_lookup,
transposed_lookup, multi_page_lookup) find the evidence cell (doc/table/row/column) in the
normalized document and check its typed value (base units), unit and concept against the gold
answer; report the share overall and per hard case. ``--from-gold`` feeds the gold tables instead
of the extractor's output (measures normalization alone).

tatqa-dev (``--tatqa``): for each lookup question with a numeric answer, the scale applied to the
cell that prints the answer must equal the scale the page states (gold scale, or the one scale the
page prints when the gold leaves it empty).

    .venv/bin/python bench/typed.py --from-gold
    .venv/bin/python bench/typed.py            # real extraction
    .venv/bin/python bench/typed.py --tatqa --limit 200
"""
from __future__ import annotations

import argparse
import json
import math
import re
import sys
import time
from collections import Counter, defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tabsql.models import NormalizedDocument, NormalizedTable  # noqa: E402
from tabsql.schema_normalize import SynonymSet, normalize_document, parse_number  # noqa: E402
from tabsql.schema_normalize.numbers import clean  # noqa: E402

SHARED = Path(__file__).resolve().parents[2] / "shared" / "corpus"
PREFIXED: list[str] = []  # row labels found only with a prefix in front of the gold's
LOOKUPS = {"lookup", "lookup_header_path", "range_lookup", "transposed_lookup", "multi_page_lookup"}


def _key(text: str) -> str:
    """Labels compared as a reader would: case, spacing and the kind of dash do not matter."""
    return re.sub(r"\s*[-–—‒]\s*", "-", clean(text).lower())


def _same_number(a: float | None, b: float | None) -> bool:
    if a is None or b is None:
        return False
    return math.isclose(a, b, rel_tol=1e-9, abs_tol=1e-9)


def _load_business(split: Path, from_gold: bool) -> dict[str, NormalizedDocument]:
    docs: dict[str, NormalizedDocument] = {}
    gold_dir, docs_dir = split / "gold", split / "docs"
    if from_gold:
        from bench.gold_docs import extracted_from_gold

        for gold in sorted(gold_dir.glob("*.tables.json")):
            ext = extracted_from_gold(gold, docs_dir)
            docs[ext.name] = normalize_document(ext)
    else:
        from tabsql.extract import extract_document

        for pdf in sorted(docs_dir.glob("*.pdf")):
            try:
                docs[pdf.name] = normalize_document(extract_document(pdf))
            except Exception as exc:  # noqa: BLE001 - a failing document is reported, not fatal
                print(f"  ! {pdf.name}: {exc}", file=sys.stderr)
    return docs


def _find(doc: NormalizedDocument, ev: dict) -> tuple[NormalizedTable | None, object, object, object]:
    """(table, row, column, cell) of an evidence entry; the table id first, then any table on the page.

    Row labels must match the gold's exactly: a merged row group is part of the path by the corpus
    convention ("Standard > Basic"), a section heading row ("ASSETS") is not ("Property, plant and equipment").
    """
    tables = [t for t in doc.tables if t.table.id == ev.get("table")]
    tables += [t for t in doc.tables if t not in tables and ev.get("page") in (t.table.pages or [t.table.page])]
    tables += [t for t in doc.tables if t not in tables]
    for nt in tables:
        rows = [r for r in nt.rows if _key(" > ".join(r.label_path)) == _key(ev["row"])]
        cols = [c for c in nt.columns if _key(" > ".join(c.path)) == _key(ev["column"])]
        for r in rows:
            for c in cols:
                cell = next((x for x in nt.cells if x.row == r.index and x.col == c.index), None)
                if cell is not None:
                    return nt, r, c, cell
    return None, None, None, None


def _prefixed(doc: NormalizedDocument, ev: dict) -> str | None:
    """A row label that ends in the gold's but carries a prefix (diagnosis of a miss)."""
    for nt in doc.tables:
        for r in nt.rows:
            if any(_key(" > ".join(r.label_path[k:])) == _key(ev["row"]) for k in range(1, len(r.label_path))):
                return " > ".join(r.label_path)
    return None


def run_business(from_gold: bool, verbose: bool) -> int:
    split = SHARED / "business-dev"
    scanned = {json.loads(g.read_text())["doc"] for g in (split / "gold").glob("*.tables.json")
               if json.loads(g.read_text()).get("scanned")}
    questions = [json.loads(x) for x in (split / "questions.jsonl").read_text().splitlines() if x.strip()]
    questions = [q for q in questions if q["category"] in LOOKUPS and q["answer"]["kind"] != "none"]
    t0 = time.time()
    docs = _load_business(split, from_gold)
    syn = SynonymSet.load()
    stats: dict[str, Counter] = defaultdict(Counter)
    failures = []
    for q in questions:
        ev = q["evidence"][0]
        is_scanned = ev["doc"] in scanned
        group = "scanned" if is_scanned else "non-scanned"
        doc = docs.get(ev["doc"])
        nt, row, col, cell = _find(doc, ev) if doc else (None, None, None, None)
        ans = q["answer"]
        if cell is None:
            ok_value = ok_unit = found = False
        else:
            found = True
            v = cell.value
            if ans["kind"] == "number":
                ok_value = _same_number(v.number, float(ans["value"]))
            else:
                ok_value = v.kind == "text" and _key(v.raw) == _key(str(ans["value"]))
            ok_unit = (v.unit or None) == (ans.get("unit") or None)
        concepts = {c for c, _ in syn.concepts_in(q["question"])}
        linked = {x for x in ((row.concept if row else None), (col.concept if col else None)) if x}
        ok_concept = bool(linked & concepts) if "synonym" in q["hard_cases"] else None
        ok = found and ok_value and ok_unit and ok_concept is not False
        tags = [group] if is_scanned else [group, f"cat:{q['category']}", *(h for h in q["hard_cases"] if h != "scanned")]
        for tag in tags:
            s = stats[tag]
            s["n"] += 1
            s["found"] += found
            s["value"] += found and ok_value
            s["unit"] += found and ok_unit
            s["ok"] += ok
            if ok_concept is not None:
                s["concept_n"] += 1
                s["concept"] += ok_concept
        if not ok:
            if not found and doc and (label := _prefixed(doc, ev)):
                PREFIXED.append(label)
            failures.append((q, ev, cell, found, ok_value, ok_unit, ok_concept, linked, concepts, is_scanned))
    mode = "gold tables" if from_gold else "real extraction"
    print(f"business-dev typed-value check ({mode}), {len(questions)} answerable lookup questions, "
          f"{time.time() - t0:.1f}s")
    print(f"{'group':34} {'n':>4} {'found':>6} {'value':>6} {'unit':>6} {'concept':>8} {'all ok':>7}")
    order = ["non-scanned", "scanned"] + sorted(k for k in stats if k.startswith("cat:")) + \
        sorted((k for k in stats if k not in {"non-scanned", "scanned"} and not k.startswith("cat:")),
               key=lambda k: -stats[k]["n"])
    print("(categories and hard cases below: non-scanned documents only)")
    for tag in order:
        s = stats[tag]
        if not s["n"]:
            continue
        conc = f"{s['concept']}/{s['concept_n']}" if s["concept_n"] else "-"
        print(f"{tag:34} {s['n']:>4} {s['found'] / s['n']:>6.1%} {s['value'] / s['n']:>6.1%} "
              f"{s['unit'] / s['n']:>6.1%} {conc:>8} {s['ok'] / s['n']:>7.1%}")
    if PREFIXED:
        print(f"({len(PREFIXED)} evidence rows not found: the row label carries a prefix the gold does not, "
              f"e.g. {PREFIXED[0]!r})")
    if verbose or failures:
        print("\nfailures:")
        for q, ev, cell, found, ok_value, ok_unit, ok_concept, linked, concepts, sc in failures:
            if sc and not verbose:
                continue
            got = None if cell is None else (cell.value.kind, cell.value.number, cell.value.unit, cell.text)
            print(f"  {q['id']} {ev['doc']} {ev['table']} [{ev['row']}] [{ev['column']}] gold={q['answer']['value']!r} "
                  f"{q['answer'].get('unit')!r} got={got} found={found} value={ok_value} unit={ok_unit} "
                  f"concept={ok_concept} {sorted(linked)} vs {sorted(concepts)}")
    ns = stats["non-scanned"]
    return 0 if ns["n"] and ns["ok"] == ns["n"] else 1


# --------------------------------------------------------------------------- TAT-QA scale check
_SCALE_WORDS = {
    1e3: r"thousand|'000|000s|\bk\b|tsd",
    1e6: r"million|\bmn\b|[€$£]\s?[mM]\b|\([mM]\)|’million|'million",
    1e9: r"billion|\bbn\b|\bb\b",
}


def _page_states(pdf: Path, scale: float) -> bool:
    """Whether the page text prints a word for this scale at all (TAT-QA's gold scale is sometimes not)."""
    import pdfplumber

    with pdfplumber.open(pdf) as doc:
        text = " ".join(p.extract_text() or "" for p in doc.pages)
    pat = _SCALE_WORDS.get(scale)
    return bool(pat and re.search(pat, text, re.I))


def run_tatqa(limit: int | None, verbose: bool) -> int:
    from tabsql.extract import extract_document

    split = SHARED / "tatqa-dev"
    questions = [json.loads(x) for x in (split / "questions.jsonl").read_text().splitlines() if x.strip()]
    questions = [q for q in questions if q["category"] == "lookup" and q["answer"]["kind"] == "number"
                 and "scale_not_in_document" not in q["hard_cases"]]
    if limit:
        questions = questions[:limit]
    t0 = time.time()
    cache: dict[str, NormalizedDocument | None] = {}
    stats = Counter()
    misses = []
    for q in questions:
        name = q["evidence"][0]["doc"]
        if name not in cache:
            try:
                cache[name] = normalize_document(extract_document(split / "docs" / name))
            except Exception as exc:  # noqa: BLE001
                print(f"  ! {name}: {exc}", file=sys.stderr)
                cache[name] = None
        doc = cache[name]
        ans = q["answer"]
        # the stated scale: the gold's; where the gold leaves it empty, none or the one the page prints
        accepted = {float(ans["scale"])} if ans.get("scale") else {1.0, *map(float, ans.get("alt_scales") or [])}
        if ans.get("unit") == "%":
            accepted = {1.0}
        stated = max(accepted)
        target = parse_number(str(ans["raw"])) if isinstance(ans["raw"], str) else float(ans["raw"])
        if doc is not None and float(stated) != 1 and not _page_states(split / "docs" / name, float(stated)):
            stats["gold_scale_not_printed"] += 1
            misses.append((q["id"], name, "gold scale not printed on the page", ans["raw"], stated, None))
            continue
        cells = []
        if doc is not None and target is not None:
            for nt in doc.tables:
                for c in nt.cells:
                    if c.value.printed is not None and math.isclose(abs(c.value.printed), abs(target), rel_tol=1e-9):
                        cells.append((nt, c))
        stats["n"] += 1
        if not cells:
            stats["cell_not_found"] += 1
            misses.append((q["id"], name, "cell not found", ans["raw"], stated, None))
            continue
        scales = Counter(c.value.scale for _, c in cells)
        got = scales.most_common(1)[0][0]
        ok = any(math.isclose(got, a) for a in accepted)
        stats["found"] += 1
        stats["ok"] += ok
        for tag in q["hard_cases"]:
            if tag.startswith("scale") or tag in ("negative_in_parens", "multi_row_header"):
                stats[f"{tag}:n"] += 1
                stats[f"{tag}:ok"] += ok
        if not ok:
            misses.append((q["id"], name, "scale", ans["raw"], stated, got))
    print(f"tatqa-dev scale check (real extraction), {stats['n']} numeric lookup questions, {time.time() - t0:.1f}s")
    print(f"  gold scale printed nowhere on the page (not counted): {stats['gold_scale_not_printed']}")
    print(f"  cell printing the answer found: {stats['found']}/{stats['n']}")
    if stats["found"]:
        print(f"  scale matches the page: {stats['ok']}/{stats['found']} = {stats['ok'] / stats['found']:.1%}")
    for key in sorted(k for k in stats if k.endswith(":n")):
        tag = key[:-2]
        print(f"    {tag:28} {stats[tag + ':ok']}/{stats[key]}")
    if verbose:
        for m in misses:
            print("  ", m)
    else:
        for m in misses:
            if m[2] == "scale":
                print("  ", m)
    return 0 if stats["found"] and stats["ok"] / stats["found"] >= 0.98 else 1


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--from-gold", action="store_true", help="normalize the gold tables instead of extracting")
    ap.add_argument("--tatqa", action="store_true", help="run the tatqa-dev scale check (real extraction)")
    ap.add_argument("--limit", type=int, default=None, help="tatqa: first N questions only")
    ap.add_argument("-v", "--verbose", action="store_true")
    args = ap.parse_args()
    if args.tatqa:
        return run_tatqa(args.limit, args.verbose)
    return run_business(args.from_gold, args.verbose)


if __name__ == "__main__":
    raise SystemExit(main())
