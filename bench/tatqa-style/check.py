"""Checks of bench/tatqa-style (run after make_questions.py; needs poppler's pdftotext and pdfinfo).

    python bench/tatqa-style/check.py

1. make_docs.py run twice into two fresh folders writes the same bytes (sha256 per file).
2. Every document is one page (the evidence pages say page 1).
3. Every span gold taken from the table (a cell, a row label, a year, a header) and every item of a
   multi-span gold occurs in the pdftotext text of its PDF (whitespace collapsed; ``-layout`` or the
   default reading-order mode); a single-cell lookup's raw text is also on the same ``-layout`` line
   as the last word of its row label (a long label wraps). Every prose-only gold occurs in the prose.
4. Every arithmetic gold equals its derivation evaluated over the printed numbers (x 100 for a
   percent change or a share in percent) at the gold's two-decimal precision; a count equals the
   number of items its derivation lists; a comparison's answer heads its derivation.
5. ../shared/tools/score.py --self-test passes on questions.jsonl.
"""
from __future__ import annotations

import hashlib
import json
import re
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
SCORE = HERE.parents[2] / "shared" / "tools" / "score.py"  # ../shared beside the checkout
sys.path.insert(0, str(HERE))
import make_docs as md  # noqa: E402


def sha(folder: Path) -> dict[str, str]:
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in sorted(folder.glob("*.pdf"))}


def text(pdf: Path, layout: bool) -> str:
    return subprocess.run(["pdftotext", *(["-layout"] if layout else []), str(pdf), "-"], check=True,
                          capture_output=True, text=True).stdout


def flat(s: str) -> str:
    return " ".join(s.split())


def main() -> int:
    problems: list[str] = []
    with tempfile.TemporaryDirectory() as tmp:
        a, b = Path(tmp) / "a", Path(tmp) / "b"
        for out in (a, b):
            subprocess.run([sys.executable, str(HERE / "make_docs.py"), str(out)], check=True, capture_output=True)
        ha, hb = sha(a), sha(b)
        same = ha == hb and len(ha) == 30
        print(f"1. determinism: {len(ha)} PDFs, two builds identical: {same}")
        if not same:
            problems.append("two builds differ")

        pages = {p.name: int(re.search(r"Pages:\s+(\d+)", subprocess.run(["pdfinfo", str(p)], capture_output=True,
                                                                         text=True).stdout).group(1))
                 for p in sorted(a.glob("*.pdf"))}
        multi = [n for n, k in pages.items() if k != 1]
        print(f"2. pages: {sum(pages.values())} pages in {len(pages)} PDFs, not one page: {multi or 'none'}")
        problems += [f"{n}: {pages[n]} pages" for n in multi]

        docs = {d.pdf: d for d in md.documents()}
        layout = {n: text(a / n, True) for n in pages}
        plain = {n: text(a / n, False) for n in pages}
        qs = [json.loads(line) for line in open(HERE / "questions.jsonl", encoding="utf-8")]
        n_span = n_line = n_prose = 0
        for q in qs:
            ans, pdf = q["answer"], q["evidence"][0]["doc"]
            if q["answer_type"] not in ("span", "multi-span"):
                continue
            raws = ans["raw"] if isinstance(ans["raw"], list) else [ans["raw"]]
            for raw in raws:
                hit = flat(raw) in flat(layout[pdf]) or flat(raw) in flat(plain[pdf])
                if q["answer_from"] == "text":
                    n_prose += 1
                    d = docs[pdf]
                    hit = hit and any(flat(raw) in flat(p) for p in d.prose)
                else:
                    n_span += 1
                if not hit:
                    problems.append(f"{q['id']}: {raw!r} not in the text of {pdf}")
            # a cell lookup: its raw text on the line that ends its row label
            if q["answer_type"] == "span" and q["answer_from"] == "table" and ans["kind"] == "number":
                ends = [label.split()[-1] for label in row_labels(q, docs[pdf])]  # a label may wrap
                lines = [flat(line) for line in layout[pdf].splitlines()]
                if any(end in line and flat(ans["raw"]) in line for line in lines for end in ends):
                    n_line += 1
                else:
                    problems.append(f"{q['id']}: {ans['raw']!r} not on the line of {ends!r}")
        print(f"3. spans: {n_span} table span golds found in their PDF's text, {n_line} cell lookups on their row's "
              f"line, {n_prose} prose golds found in the prose")

        n_arith = n_count = n_cmp = 0
        for q in qs:
            ans, der = q["answer"], q["derivation"]
            if q["answer_type"] == "arithmetic":
                x = eval(re.sub(r"(?<=\d),(?=\d{3})", "", der), {"__builtins__": {}})
                if q["category"] == "percent_change" or (q["category"] == "ratio" and ans["unit"] == "%"):
                    x *= 100
                if abs(x - ans["value"]) > 0.005 + 1e-9:
                    problems.append(f"{q['id']}: derivation {der} = {x}, gold {ans['value']}")
                n_arith += 1
            elif q["answer_type"] == "count":
                if len(der.split("##")) != ans["value"]:
                    problems.append(f"{q['id']}: count {ans['value']} but derivation lists {der}")
                n_count += 1
            elif "comparison" in q["hard_cases"]:
                n_cmp += 1
        print(f"4. derivations: {n_arith} arithmetic golds and {n_count} counts agree with their derivations "
              f"({n_cmp} comparisons)")

    r = subprocess.run([sys.executable, str(SCORE), "--self-test", "--questions", str(HERE / "questions.jsonl")],
                       capture_output=True, text=True)
    print("5. score.py --self-test:", "passed" if r.returncode == 0 else "FAILED")
    if r.returncode:
        problems.append(r.stdout[-2000:])
    if problems:
        print("PROBLEMS:\n  " + "\n  ".join(problems))
        return 1
    print("all checks passed")
    return 0


def row_labels(q: dict, d: md.Doc) -> list[str]:
    """The labels of the rows holding a cell printed as the gold's raw text with the gold's value."""
    hits = [r.label for r in d.rows if r.vals for c in d.cols
            if d.value(r, c) == q["answer"]["value"] and d.text(r, c) == q["answer"]["raw"]]
    assert hits, q["id"]
    return hits


if __name__ == "__main__":
    sys.exit(main())
