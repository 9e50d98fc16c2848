"""Checks of bench/tatqa-style2 (run after make_questions.py; needs poppler's pdftotext and pdfplumber).

    .venv/bin/python bench/tatqa-style2/check.py

1. Determinism: make_docs.py run twice into two fresh folders writes the same bytes (sha256 per file).
2. Every document is one page (the evidence pages say page 1).
3. Positions: every lookup gold that is a cell (and every item of a numeric multi-span gold) is printed,
   exactly as its ``raw``, on its row and under its column. With pdfplumber's words: the body rows'
   labels are found in order in the label column (a long label wraps over lines), the cell's words are
   on the line of the last line of its row label, inside the column's x-range, and the column's header
   text is printed above the first body row in the same x-range.
4. Spans: every other table span (a label, a year, a text cell) and every multi-span item occurs in the
   pdftotext text of its PDF; every prose-only gold occurs in the prose and on the page.
5. Derivations: every arithmetic gold equals its derivation evaluated (x 100 for a percent change or a
   share in percent) within 0.005; every figure in a derivation is a figure printed on the page; a
   count equals the number of items its derivation lists, and each item is on the page.
6. ../shared/tools/score.py --self-test passes on questions.jsonl.
"""
from __future__ import annotations

import hashlib
import json
import re
import subprocess
import sys
import tempfile
from pathlib import Path

import pdfplumber

HERE = Path(__file__).resolve().parent
SCORE = Path("/work/shared/tools/score.py")
if not SCORE.exists():
    SCORE = HERE.parents[2] / "shared" / "tools" / "score.py"
sys.path.insert(0, str(HERE))
import make_docs as md  # noqa: E402
import make_questions as mq  # noqa: E402

TOL = 1.5  # pt: words on one line


def sha(folder: Path) -> dict[str, str]:
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in sorted(folder.glob("*.pdf"))}


def flat(s: str) -> str:
    return " ".join(s.split())


def pdftotext(pdf: Path, layout: bool) -> str:
    return subprocess.run(["pdftotext", *(["-layout"] if layout else []), str(pdf), "-"], check=True,
                          capture_output=True, text=True).stdout


class Page:
    """A rendered table page read back with pdfplumber, and the row lines of its table."""

    def __init__(self, pdf: Path, doc: md.Doc, look: dict):
        self.doc = doc
        self.lay = md.layout(doc, look)
        with pdfplumber.open(pdf) as p:
            self.n_pages = len(p.pages)
            self.words = p.pages[0].extract_words(keep_blank_chars=False, use_text_flow=False)
        w = self.lay["widths"]
        self.bounds = [(md.MARGIN + sum(w[:j]), md.MARGIN + sum(w[:j + 1])) for j in range(len(w))]
        self.row_top = self._rows()

    def _in(self, word, j) -> bool:
        x0, x1 = self.bounds[j]
        return x0 - 0.5 <= word["x0"] and word["x1"] <= x1 + 0.5

    def _lines(self, j) -> list[tuple[float, str]]:
        """Lines of text inside printed column j: (top, text), top to bottom."""
        ws = sorted((w for w in self.words if self._in(w, j)), key=lambda w: (round(w["top"]), w["x0"]))
        lines: list[list] = []
        for w in ws:
            if lines and abs(lines[-1][0] - w["top"]) <= TOL:
                lines[-1][1].append(w)
            else:
                lines.append([w["top"], [w]])
        return [(top, " ".join(x["text"] for x in sorted(ws_, key=lambda x: x["x0"]))) for top, ws_ in lines]

    def _rows(self) -> dict[int, float]:
        """Body row index -> top of the last line of its label, found by walking the label column
        (``self.body_top``: the top of the first body row's first line)."""
        lines = self._lines(0)
        out, i = {}, 0
        self.body_top = None
        started = False
        for r in self.doc.rows:
            want = flat(r.label)
            while True:
                if i >= len(lines):
                    raise AssertionError(f"{self.doc.key}: row label {r.label!r} not found in the label column")
                acc, k = "", i
                while k < len(lines) and len(acc) < len(want):
                    acc = flat(acc + " " + lines[k][1])
                    k += 1
                if acc == want:
                    out[r.index] = lines[k - 1][0]
                    if self.body_top is None:
                        self.body_top = lines[i][0]
                    i, started = k, True
                    break
                if started:
                    raise AssertionError(f"{self.doc.key}: expected row {r.label!r}, found {lines[i][1]!r}")
                i += 1
        return out

    def cell_ok(self, row: md.Row, col: str, raw: str) -> str | None:
        """None if the cell text ``raw`` is on the row's line under the column's header; else the problem."""
        j = self.lay["where"][col]
        top = self.row_top[row.index]
        got = " ".join(w["text"] for w in sorted(self.words, key=lambda w: w["x0"])
                       if abs(w["top"] - top) <= TOL and self._in(w, j))
        if flat(got) != flat(raw):
            return f"row {row.label!r} col {col!r}: printed {got!r}, gold raw {raw!r}"
        first_body = self.body_top - TOL
        header = [h for h in (row_[j] for row_ in self.lay["cells"][:len(self.doc.header)]) if h]
        if not header:
            return f"column {col!r} has no header text"
        above = " ".join(w["text"] for w in sorted(self.words, key=lambda w: (round(w["top"]), w["x0"]))
                         if w["top"] < first_body and self._in(w, j))
        if flat(header[-1]) not in flat(above):
            return f"column {col!r}: header {header[-1]!r} not above the column (found {above!r})"
        return None


def figures_on_page(words: list[dict]) -> set[str]:
    out = set()
    for w in words:
        t = w["text"].strip("$()%£")
        if re.fullmatch(r"[\d,]+(\.\d+)?", t):
            out.add(t)
    return out


def main() -> int:
    problems: list[str] = []
    with tempfile.TemporaryDirectory() as tmp:
        a, b = Path(tmp) / "a", Path(tmp) / "b"
        for out in (a, b):
            subprocess.run([sys.executable, str(HERE / "make_docs.py"), str(out)], check=True, capture_output=True)
        ha, hb = sha(a), sha(b)
        same = ha == hb and len(ha) == 30
        listing = hashlib.sha256("".join(f"{h}  {n}\n" for n, h in sorted(ha.items())).encode()).hexdigest()
        print(f"1. determinism: {len(ha)} PDFs, two builds identical: {same} (sha256 of the listing {listing[:12]}…)")
        if not same:
            problems.append("two builds differ")

        docs = md.documents()
        looks = md.looks(docs)
        by_key = {d.key: d for d in docs}
        pages = {d.pdf: Page(a / d.pdf, d, looks[d.key]) for d in docs}
        multi = [n for n, p in pages.items() if p.n_pages != 1]
        print(f"2. pages: {len(pages)} PDFs, not one page: {multi or 'none'}")
        problems += [f"{n}: {pages[n].n_pages} pages" for n in multi]

        qs, refs = mq.build()
        on_disk = [json.loads(line) for line in open(HERE / "questions.jsonl", encoding="utf-8")]
        if on_disk != json.loads(json.dumps(qs)):
            problems.append("questions.jsonl is not what make_questions.build() gives: rerun make_questions.py")
        n_pos = 0
        for qid, cells in refs.items():
            q = next(x for x in qs if x["id"] == qid)
            raws = q["answer"]["raw"] if isinstance(q["answer"]["raw"], list) else [q["answer"]["raw"]]
            for (key, idx, col), raw in zip(cells, raws):
                d = by_key[key]
                why = pages[d.pdf].cell_ok(d.rows[idx], col, raw)
                if why:
                    problems.append(f"{qid}: {why}")
                n_pos += 1
        print(f"3. positions: {n_pos} gold cells of {len(refs)} questions printed on their row under their column")

        layout = {d.pdf: flat(pdftotext(a / d.pdf, True)) for d in docs}
        plain = {d.pdf: flat(pdftotext(a / d.pdf, False)) for d in docs}
        n_span = n_prose = 0
        for q in qs:
            if q["answer_type"] not in ("span", "multi-span") or q["id"] in refs:
                continue
            pdf, d = q["evidence"][0]["doc"], by_key[q["context"]]
            raws = q["answer"]["raw"] if isinstance(q["answer"]["raw"], list) else [q["answer"]["raw"]]
            for raw in raws:
                hit = flat(raw) in layout[pdf] or flat(raw) in plain[pdf]
                if q["answer_from"] == "text":
                    hit = hit and any(flat(raw) in flat(p) for p in d.prose)
                    n_prose += 1
                else:
                    n_span += 1
                if not hit:
                    problems.append(f"{q['id']}: {raw!r} not found in {pdf}")
        print(f"4. spans: {n_span} other table span items and {n_prose} prose golds found on their page")

        n_arith = n_count = n_fig = 0
        for q in qs:
            ans, der, page = q["answer"], q["derivation"], pages[q["evidence"][0]["doc"]]
            if q["answer_type"] == "arithmetic":
                x = eval(re.sub(r"(?<=\d),(?=\d{3})", "", der), {"__builtins__": {}})
                if q["category"] == "percent_change" or (q["category"] == "ratio" and ans["unit"] == "%"):
                    x *= 100
                if abs(x - ans["value"]) > 0.005 + 1e-9:
                    problems.append(f"{q['id']}: derivation {der} = {x}, gold {ans['value']}")
                n_arith += 1
            elif q["answer_type"] == "count":
                items = der.split("##")
                if len(items) != ans["value"] or str(ans["value"]) != ans["raw"]:
                    problems.append(f"{q['id']}: count {ans['value']} but derivation lists {der}")
                for it in items:
                    if flat(it) not in layout[q["evidence"][0]["doc"]] and flat(it) not in plain[q["evidence"][0]["doc"]]:
                        problems.append(f"{q['id']}: counted item {it!r} not on the page")
                n_count += 1
            if q["answer_type"] in ("arithmetic", "span", "multi-span") and der:
                figs = figures_on_page(page.words)
                for tok in re.findall(r"\d[\d,]*(?:\.\d+)?", re.sub(r"\)\s*/\s*[\d,.]+", ")", der)):
                    if tok != "0" and tok not in figs:
                        problems.append(f"{q['id']}: derivation figure {tok} is not printed on the page")
                    n_fig += 1
        print(f"5. derivations: {n_arith} arithmetic golds and {n_count} counts agree with their derivations; "
              f"{n_fig} derivation figures all printed on their page")

    r = subprocess.run([sys.executable, str(SCORE), "--self-test", "--questions", str(HERE / "questions.jsonl")],
                       capture_output=True, text=True)
    print("6. score.py --self-test:", "passed" if r.returncode == 0 else "FAILED")
    print("   " + r.stdout.strip().replace("\n", "\n   "))
    if r.returncode:
        problems.append("score.py --self-test failed")
    if problems:
        print("PROBLEMS:\n  " + "\n  ".join(problems))
        return 1
    print("all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
