"""Checks of bench/aitqa-style4 (run after make_questions.py; needs poppler's pdftotext and the .venv's pdfplumber).

    .venv/bin/python bench/aitqa-style4/check.py [--names]

1. make_docs.py run twice into two fresh folders writes the same bytes (sha256 per file, 30 PDFs), a
   third build rendered in process (to capture the cell grids) is identical too, and every PDF has the
   pages it should: one, or two for the five split tables, each part of a split table on its own page.
2. questions.jsonl is what make_questions.build() gives now (no stale or hand-edited gold), and each
   record's evidence lists every page of its table. The records have exactly aitqa-dev's fields and
   the answer format score.py grades (kind number / text / none; a "none" answer has value, raw, unit
   and scale null), the ids are as4-001 ... in order and unique, and every evidence PDF exists and
   opens.
3. Every cell a gold rests on is printed where the gold says, read back with pdfplumber's word
   positions on the page that holds the cell's row: inside its cell box the words are the cell's
   printed text; the words of its row's label cell are the row label, and the label's last line sits on
   the same baseline as the value; the header cells above it (leaf, then each group level) hold the
   column's header path. On the second page of a table that does not repeat its header, the header is
   read on page 1, and the column edges of both parts are checked to be the same.
3b. The text layer agrees: every printed cell a gold rests on (the gold's raw for a lookup, each
   operand for a difference, a percent change or a comparison) occurs in the pdftotext -layout text
   of the page that holds the cell, and a comparison's answer occurs on the table's pages.
4. Every gold follows from the page: a lookup's value is the number printed in the cell (parsed here,
   not taken from make_docs), a difference or percent change equals its formula over the printed
   operands, a comparison's answer is the label of the largest (smallest) printed operand and is
   printed on the page; a gold with scale 1e6 has "million" on its page(s), one with scale 0.01 has
   "cents" or "¢", one with scale 1e3 "thousand" or "(000s)", one with 1e9 "billion", one with unit
   "%" a "%" or "percent" in its cell or column header.
5. An unanswerable question's missing item (a year, an airport, a measure) does not occur in its PDF's
   text.
6. ../shared/tools/score.py --self-test passes on questions.jsonl.
With --names: 7. no company name occurs in /work/shared/corpus (files and the pdftotext of every PDF)
   or in bench/ outside this folder (grep -ril: only the names of files with a hit are listed).

Modelled on bench/aitqa-style3/check.py (read, not imported).
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
SHARED = HERE.parents[2] / "shared"
SCORE = SHARED / "tools" / "score.py"
sys.path.insert(0, str(HERE))
import make_docs as md  # noqa: E402
import make_questions as mq  # noqa: E402


def sha(folder: Path) -> dict[str, str]:
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in sorted(folder.glob("*.pdf"))}


def parse(text: str) -> float | None:
    """A printed number: "$1,234", "(139)", "$(0.31)", "84.5%", "(7.0)%", "11.06¢"."""
    t = text.replace("$", "").rstrip("%¢").strip()
    neg = t.startswith("(") and t.endswith(")")
    t = t.strip("()")
    if not re.fullmatch(r"\d{1,3}(,\d{3})*(\.\d+)?|\d+(\.\d+)?", t):
        return None
    x = float(t.replace(",", ""))
    return -x if neg else x


def words_in(words: list[dict], x0: float, x1: float, top: float, bottom: float) -> list[dict]:
    return [w for w in words if x0 <= (w["x0"] + w["x1"]) / 2 <= x1 and top <= (w["top"] + w["bottom"]) / 2 <= bottom]


def joined(ws: list[dict]) -> str:
    ws = sorted(ws, key=lambda w: (round(w["top"]), w["x0"]))
    return " ".join(w["text"] for w in ws)


class Page:
    """A rendered PDF: the words of each page and the cell grids of the table's parts."""

    def __init__(self, pdf: Path, geo: dict):
        with pdfplumber.open(pdf) as p:
            self.pages = len(p.pages)
            self.words = [pg.extract_words(x_tolerance=1.5, y_tolerance=2, keep_blank_chars=False) for pg in p.pages]
        self.geo = geo
        self.text = subprocess.run(["pdftotext", "-layout", str(pdf), "-"], capture_output=True, text=True,
                                   check=True).stdout

    def part_of(self, row_index: int) -> dict:
        return next(p for p in self.geo["parts"] if p["row0"] <= row_index < p["row1"])

    def head_part(self, row_index: int) -> dict:
        """The part whose header rows stand above this row: its own, or page 1's when not repeated."""
        p = self.part_of(row_index)
        return p if p["header_rows"] else self.geo["parts"][0]

    def grid_row(self, row_index: int) -> int:
        p = self.part_of(row_index)
        return p["header_rows"] + row_index - p["row0"]

    def box(self, part: dict, c0: int, c1: int, r0: int, r1: int) -> list[dict]:
        """Words whose centre is in the grid cells columns c0..c1, rows r0..r1 of one part."""
        xs, ys = part["xs"], part["ys"]
        return words_in(self.words[part["page"] - 1], xs[c0], xs[c1 + 1], ys[r0], ys[r1 + 1])

    def cell(self, row_index: int, j: int) -> list[dict]:
        i = self.grid_row(row_index)
        return self.box(self.part_of(row_index), j, j, i, i)


def header_path(d: md.Doc, page: Page, part: dict, j: int) -> list[str]:
    """The header texts printed above table column j (1-based), from the top group to the leaf: a
    group's words are read from the box spanning all the columns of the group."""
    col = d.cols[j - 1]
    pad = d.depth - len(col.path)
    out = []
    for level in range(len(col.path) - 1):
        r = pad + level
        same = {k for k, c in enumerate(d.cols)
                if d.depth - len(c.path) == pad and c.path[:level + 1] == col.path[:level + 1]}
        lo = hi = j - 1
        while lo - 1 in same:
            lo -= 1
        while hi + 1 in same:
            hi += 1
        out.append(joined(page.box(part, lo + 1, hi + 1, r, r)))
    out.append(joined(page.box(part, j, j, *d.leaf_rows(j - 1))))
    return out


def check_cell(d: md.Doc, page: Page, row_index: int, key: str) -> list[str]:
    """Problems with one cell: its text, its row's label and line, its column's header path."""
    out = []
    row = d.rows[row_index]
    j = [c.key for c in d.cols].index(key) + 1
    part = page.part_of(row_index)
    if part["page"] != d.page_of(row_index):
        out.append(f"row {row.label!r} printed on page {part['page']}, expected {d.page_of(row_index)}")
    want = d.text(row, key)
    cell = page.cell(row_index, j)
    if joined(cell) != want:
        out.append(f"cell {row.label!r}/{key}: printed {joined(cell)!r}, expected {want!r}")
    label = page.cell(row_index, 0)
    if joined(label) != row.label:
        out.append(f"label of row {row_index}: printed {joined(label)!r}, expected {row.label!r}")
    if cell and label:
        last = max(label, key=lambda w: w["bottom"])
        if abs(max(w["bottom"] for w in cell) - last["bottom"]) > 1.0:
            out.append(f"cell {row.label!r}/{key} not on its label's line")
    col = d.cols[j - 1]
    got = header_path(d, page, page.head_part(row_index), j)
    if got != list(col.path):
        out.append(f"header path of {key}: printed {got!r}, expected {list(col.path)!r}")
    return out


def names() -> list[str]:
    """The invented names: the companies, as questions name them."""
    return list(dict.fromkeys(v[1] for v in md.COMPANIES.values()))


def page_text(pdf: Path, page: int) -> str:
    return subprocess.run(["pdftotext", "-layout", "-f", str(page), "-l", str(page), str(pdf), "-"],
                          capture_output=True, text=True, check=True).stdout


FIELDS = ["id", "question", "category", "answer", "evidence", "source", "hard_cases", "question_type"]
ANSWER = ["kind", "value", "raw", "unit", "scale", "conditions"]


def check_format(records: list[dict], folder: Path) -> list[str]:
    """Record format: aitqa-dev's fields, score.py's answer kinds, ids, evidence PDFs that open."""
    out = []
    ids = [r["id"] for r in records]
    if ids != [f"{md.PREFIX}-{k:03d}" for k in range(1, len(ids) + 1)] or len(set(ids)) != len(ids):
        out.append("ids are not as4-001 ... in order, or not unique")
    opened = {}
    for r in records:
        if list(r) != FIELDS or list(r["answer"]) != ANSWER:
            out.append(f"{r['id']}: fields {list(r)} / {list(r['answer'])}")
        a = r["answer"]
        if a["kind"] == "none":
            if any(a[k] is not None for k in ("value", "raw", "unit", "scale")) or r["category"] != "unanswerable":
                out.append(f"{r['id']}: a none answer must have null value, raw, unit and scale")
        elif a["kind"] == "number":
            if not isinstance(a["value"], (int, float)) or not isinstance(a["raw"], str) or a["conditions"] != []:
                out.append(f"{r['id']}: number answer malformed")
            if a["scale"] not in (None, 1, 0.01, 1000, 1000000, 1000000000):
                out.append(f"{r['id']}: scale {a['scale']}")
        elif a["kind"] == "text":
            if not isinstance(a["value"], str) or a["unit"] is not None or a["scale"] is not None:
                out.append(f"{r['id']}: text answer malformed")
        else:
            out.append(f"{r['id']}: kind {a['kind']}")
        if r["source"] != md.SOURCE or r["question_type"] not in ("KPI-driven", "Table-driven"):
            out.append(f"{r['id']}: source / question_type")
        for ev in r["evidence"]:
            pdf = folder / ev["doc"]
            if pdf not in opened:
                try:
                    with pdfplumber.open(pdf) as p:
                        opened[pdf] = len(p.pages)
                except Exception as e:  # noqa: BLE001
                    opened[pdf] = 0
                    out.append(f"{ev['doc']}: does not open ({e})")
            if not 1 <= ev["page"] <= opened[pdf]:
                out.append(f"{r['id']}: evidence page {ev['page']} not in {ev['doc']}")
    return out


def check_names() -> list[str]:
    problems = []
    corpus = SHARED / "corpus"
    texts = {}
    for pdf in sorted(corpus.rglob("*.pdf")):
        texts[pdf] = subprocess.run(["pdftotext", str(pdf), "-"], capture_output=True, text=True).stdout.lower()
    bench = HERE.parent
    for name in names():
        hits = subprocess.run(["grep", "-ril", "--exclude-dir", HERE.name, name, str(bench), str(corpus)],
                              capture_output=True, text=True).stdout.split()
        hits += [str(p) for p, t in texts.items() if name.lower() in t]
        if hits:
            problems.append(f"name {name!r} found in {hits[:3]}")
    print(f"7. names: {len(names())} names ({', '.join(names())}) checked against {len(texts)} corpus PDFs, the "
          f"corpus files and bench/: {'no hits' if not problems else problems}")
    return problems


def main(argv: list[str]) -> int:
    problems: list[str] = []
    docs = {d.key: d for d in md.documents()}
    with tempfile.TemporaryDirectory() as tmp:
        a, b, c = Path(tmp) / "a", Path(tmp) / "b", Path(tmp) / "c"
        for out in (a, b):
            subprocess.run([sys.executable, str(HERE / "make_docs.py"), str(out)], check=True, capture_output=True)
        c.mkdir()
        geo = {k: md.render(d, c) for k, d in docs.items()}   # the cell grids of each table, same bytes
        ha, hb, hc = sha(a), sha(b), sha(c)
        same = ha == hb == hc and len(ha) == 30 and len(md.BUILDERS) == 30
        digest = hashlib.sha256("".join(f"{v}  {k}\n" for k, v in ha.items()).encode()).hexdigest()
        pages = {k: Page(a / d.pdf, geo[k]) for k, d in docs.items()}
        wrong = [k for k, p in pages.items() if p.pages != docs[k].pages
                 or [q["page"] for q in p.geo["parts"]] != list(range(1, docs[k].pages + 1))]
        for k, p in pages.items():
            parts = p.geo["parts"]
            if len(parts) == 2 and any(abs(x - y) > 0.01 for x, y in zip(parts[0]["xs"], parts[1]["xs"])):
                wrong.append(f"{k} column edges differ between pages")
        split = [k for k, d in docs.items() if d.split is not None]
        print(f"1. determinism: {len(ha)} PDFs, three builds identical: {same} (listing sha256 {digest[:12]}); "
              f"split over two pages: {', '.join(split)}; page or part problems: {wrong or 'none'}")
        if not same:
            problems.append("builds differ")
        problems += [f"pages: {w}" for w in wrong]

        records, meta = mq.build()
        on_disk = [json.loads(line) for line in open(HERE / "questions.jsonl", encoding="utf-8")]
        fresh = records == on_disk
        ev = all(rec["evidence"] == [{"doc": docs[m["doc"]].pdf, "page": p}
                                     for p in range(1, docs[m["doc"]].pages + 1)] for rec, m in zip(records, meta))
        print(f"2. questions.jsonl matches make_questions.build(): {fresh} ({len(on_disk)} questions); "
              f"evidence lists each table's pages: {ev}")
        if not fresh:
            problems.append("questions.jsonl is stale: run make_questions.py")
        if not ev:
            problems.append("evidence pages wrong")
        fmt = check_format(on_disk, a)
        print(f"2b. format: {len(on_disk)} records with aitqa-dev's fields and score.py's answer kinds, ids unique "
              f"and in order, {len({e['doc'] for r in on_disk for e in r['evidence']})} evidence PDFs exist and "
              f"open: {'ok' if not fmt else fmt}")
        problems += fmt

        n_cells = n_p2 = 0
        for rec, m in zip(records, meta):
            d, page = docs[m["doc"]], pages[m["doc"]]
            for ri, key in m["cells"]:
                n_cells += 1
                n_p2 += d.page_of(ri) == 2
                problems += [f"{rec['id']}: {p}" for p in check_cell(d, page, ri, key)]
        print(f"3. positions: {n_cells} cells of {sum(1 for m in meta if m['cells'])} questions checked for text, "
              f"row line and header path ({n_p2} of them on a second page)")

        texts = {(k, p): page_text(a / d.pdf, p) for k, d in docs.items() for p in range(1, d.pages + 1)}
        n_txt = 0
        for rec, m in zip(records, meta):
            d = docs[m["doc"]]
            for ri, key in m["cells"]:
                n_txt += 1
                want = d.plain(d.rows[ri], key)
                if want not in texts[(m["doc"], d.page_of(ri))]:
                    problems.append(f"{rec['id']}: {want!r} not in the pdftotext text of page {d.page_of(ri)}")
            ans = rec["answer"]
            if rec["category"] == "lookup" and ans["raw"] not in texts[(m["doc"], d.page_of(m["cells"][0][0]))]:
                problems.append(f"{rec['id']}: gold {ans['raw']!r} not in the pdftotext text of its page")
            if rec["category"] == "comparison" and not any(
                    ans["value"] in texts[(m["doc"], p)]
                    or all(w in texts[(m["doc"], p)].split() for w in ans["value"].split())   # a wrapped header
                    for p in range(1, d.pages + 1)):
                problems.append(f"{rec['id']}: answer {ans['value']!r} not in the pdftotext text")
        print(f"3b. text layer: {n_txt} printed cells behind the golds found in the pdftotext -layout text of their "
              f"page; lookup golds' raw and comparison answers found too (a header wrapped over lines: word by word)")

        counts = {"lookup": 0, "formula": 0, "comparison": 0, "unit": 0}
        for rec, m in zip(records, meta):
            ans, d, page = rec["answer"], docs[m["doc"]], pages[m["doc"]]
            if ans["kind"] == "none":
                continue
            printed = []
            for ri, key in m["cells"]:
                j = [c.key for c in d.cols].index(key) + 1
                printed.append(joined(page.cell(ri, j)))
            nums = [parse(md.strip_markers(t)) for t in printed]
            cat = rec["category"]
            if cat == "lookup":
                shown = md.strip_markers(printed[0])
                ok = shown == ans["raw"] and (ans["kind"] == "text" and ans["value"] == shown
                                              or ans["kind"] == "number" and parse(shown) == ans["value"])
                counts["lookup"] += 1
            elif cat == "difference":
                ok = abs(nums[0] - nums[1] - ans["value"]) < 1e-6 and parse(ans["raw"]) == ans["value"]
                counts["formula"] += 1
            elif cat == "percent_change":
                ok = round((nums[0] - nums[1]) / nums[1] * 100, 1) == ans["value"]
                counts["formula"] += 1
            elif cat == "comparison":
                best = (max if m["most"] else min)(range(len(nums)), key=lambda k: nums[k])
                shown = set()      # the labels printed for the operands: row labels, sections, header cells
                for ri, key in m["cells"]:
                    j = [c.key for c in d.cols].index(key) + 1
                    shown.add(md.strip_markers(joined(page.cell(ri, 0))))
                    shown.update(p.rstrip(":") for p in d.rows[ri].parents if p in page.text)
                    shown.update(header_path(d, page, page.head_part(ri), j))
                ok = m["options"][best] == ans["value"] and nums.count(nums[best]) == 1 and ans["value"] in shown
                counts["comparison"] += 1
            else:
                ok = False
            if not ok:
                problems.append(f"{rec['id']}: gold {ans['value']!r} does not follow from printed {printed}")
            if ans["kind"] == "number":
                col = d.col(m["cells"][0][1])
                low = page.text.lower()
                if ans["scale"] == 1_000_000 and "million" not in low:
                    problems.append(f"{rec['id']}: scale 1e6 but no 'million' on the page")
                if ans["scale"] == 0.01 and "cents" not in low and "¢" not in page.text:
                    problems.append(f"{rec['id']}: scale 0.01 but no cents on the page")
                if ans["scale"] == 1_000 and "thousand" not in low and "000s" not in low:
                    problems.append(f"{rec['id']}: scale 1e3 but no 'thousand' or '(000s)' on the page")
                if ans["scale"] == 1_000_000_000 and "billion" not in low:
                    problems.append(f"{rec['id']}: scale 1e9 but no 'billion' on the page")
                if ans["unit"] == "%" and cat == "lookup" and "%" not in printed[0] \
                        and not any("%" in t or "percent" in t.lower() for t in col.path):
                    problems.append(f"{rec['id']}: unit % without a % in the cell or its header")
                counts["unit"] += 1
        print(f"4. golds from the page: {counts['lookup']} lookups equal their printed cell, {counts['formula']} "
              f"differences / percent changes equal their formula, {counts['comparison']} comparisons pick the "
              f"printed extreme; {counts['unit']} number golds' unit/scale backed by the page text")

        n_none = 0
        for rec, m in zip(records, meta):
            if rec["answer"]["kind"] != "none":
                continue
            n_none += 1
            low = pages[m["doc"]].text.lower()
            problems += [f"{rec['id']}: {s!r} occurs in {m['doc']}" for s in m["absent"] if s.lower() in low]
        print(f"5. unanswerable: {n_none} questions; the item each asks about is absent from its PDF "
              f"({sum(1 for m in meta if m.get('absent'))} with a string to look for)")

    r = subprocess.run([sys.executable, str(SCORE), "--self-test", "--questions", str(HERE / "questions.jsonl")],
                       capture_output=True, text=True)
    print("6. score.py --self-test:", "passed" if r.returncode == 0 else "FAILED")
    print("   " + "\n   ".join(line for line in r.stdout.splitlines() if line.strip().startswith(("ok", "FAIL"))))
    if r.returncode:
        problems.append(r.stdout[-2000:])
    if "--names" in argv:
        problems += check_names()
    if problems:
        print("PROBLEMS:\n  " + "\n  ".join(problems))
        return 1
    print("all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
