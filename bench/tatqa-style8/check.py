"""tatqa-style8: check the generated PDFs and questions.jsonl.

    python bench/tatqa-style8/check.py [OUTDIR]      (default /tmp/tatqa-style8work/docs)

1. determinism: two fresh builds are byte-identical and equal OUTDIR;
2. every PDF has exactly one page;
3. read-back: every body row is found, in order, on one line of `pdftotext -layout` and prints exactly its cells;
   every header word is on the page;
4. printed sums: every recorded relation (totals, subtotals, roll-forward sums, row totals) adds up as printed;
5. golds: lookups equal the printed cell and its unit / scale, every raw is on the page and parses to the value,
   arithmetic golds equal their derivation re-evaluated from the page figures, units / scales are consistent,
   lists / counts / comparisons / text spans are recomputed from the notes by independent rules below,
   unanswerable questions' terms are absent from the page;
6. records: ids, fields, source, evidence; questions.jsonl equals make_questions.build();
7. score.py --self-test passes on questions.jsonl;
8. invented names occur nowhere else under /work/main/bench or /work/shared/corpus (incl. corpus PDF text).
"""
from __future__ import annotations

import hashlib
import json
import re
import subprocess
import sys
import tempfile
from decimal import Decimal
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, "/work/shared/tools")
import make_docs as M  # noqa: E402
import make_questions as MQ  # noqa: E402
import score  # noqa: E402

PY = sys.executable
WORK = Path("/tmp/tatqa-style8work")
ERRORS: list[str] = []
FIELDS = ["id", "question", "category", "answer", "evidence", "source", "hard_cases", "derivation", "answer_type",
          "answer_from", "context"]


def err(m):
    ERRORS.append(m)


def squash(s: str) -> str:
    return re.sub(r"\s+", "", s)


def sha_dir(p: Path) -> str:
    h = hashlib.sha256()
    for f in sorted(p.glob("*.pdf")):
        h.update(f.name.encode())
        h.update(f.read_bytes())
    return h.hexdigest()


# ============================================================================ 1-2
def determinism(outdir: Path):
    with tempfile.TemporaryDirectory(dir=WORK) as t:
        a, b = Path(t) / "a", Path(t) / "b"
        for d in (a, b):
            subprocess.run([PY, str(HERE / "make_docs.py"), str(d)], check=True, capture_output=True)
        ha, hb = sha_dir(a), sha_dir(b)
        if ha != hb:
            err("determinism: two builds differ")
        if not outdir.exists():
            subprocess.run([PY, str(HERE / "make_docs.py"), str(outdir)], check=True, capture_output=True)
        if sha_dir(outdir) != ha:
            err(f"determinism: {outdir} differs from a fresh build (rebuild it)")
        n = len(list(a.glob("*.pdf")))
    print(f"1. determinism: {n} PDFs, two builds identical, OUTDIR identical (sha256 {ha[:12]})")


def pages(outdir: Path):
    from pypdf import PdfReader
    bad = [n.pdf for n in M.NOTES if len(PdfReader(str(outdir / n.pdf)).pages) != 1]
    if bad:
        err(f"pages: not one page: {bad}")
    print(f"2. pages: {len(M.NOTES) - len(bad)}/{len(M.NOTES)} PDFs have one page")


# ============================================================================ 3
TEXT: dict[int, str] = {}


def readback(outdir: Path):
    rows = cells = heads = 0
    for n in M.NOTES:
        txt = subprocess.run(["pdftotext", "-layout", str(outdir / n.pdf), "-"], capture_output=True, text=True,
                             check=True).stdout
        TEXT[n.num] = txt
        lines = txt.splitlines()
        pos = 0
        for ln, printed in zip(n.lines, n.body()):
            found, first = None, None
            want = "".join(printed[1:])
            for i in range(pos, len(lines)):
                s = lines[i].strip()
                if s.startswith(ln.label) and (len(s) == len(ln.label) or s[len(ln.label)].isspace()):
                    first = i if first is None else first
                    if squash(s[len(ln.label):]) == squash(want):
                        found = i
                        break
            if found is None:
                got = lines[first].strip()[len(ln.label):].strip() if first is not None else None
                err(f"readback {n.key}: row {ln.label!r} not found with {printed[1:]} after line {pos} "
                    f"(first line with the label prints {got!r})")
                continue
            rows += 1
            cells += sum(1 for c in printed[1:] if c)
            pos = found + 1
        page = squash(txt)
        for h in n.header:
            for c in h:
                for w in c.split():
                    heads += 1
                    if squash(w) not in page:
                        err(f"readback {n.key}: header word {w!r} missing")
        for p in n.before + n.after + n.foot:
            if squash(p) not in page:
                err(f"readback {n.key}: prose not found whole: {p[:40]!r}")
    print(f"3. read-back: {rows} body rows found in order with their {cells} printed cells; {heads} header words and "
          f"all prose present")


# ============================================================================ 4
def printed_number(n, row, col):
    t = n.text(row, col)
    if t == M.DASH:
        return Decimal(0)
    x = score.to_number(t)
    assert x is not None, (n.key, row, col, t)
    return Decimal(str(x))


def sums():
    k = 0
    for n in M.NOTES:
        for kind, (row, col), parts in n.rels:
            tgt = printed_number(n, row, col)
            tot = sum((s * printed_number(n, r, c) for s, r, c in parts), Decimal(0))
            if tgt != tot:
                err(f"sums {n.key}: {row}/{col} prints {tgt}, parts add to {tot}")
            k += 1
    print(f"4. printed sums: {k} relations add up as printed")


# ============================================================================ 5
def page_has(num, s: str) -> bool:
    return squash(s) in squash(TEXT[num])


def ev(der: str) -> float:
    e = der.replace(",", "")
    e = re.sub(r"(\d+(?:\.\d+)?)%", r"(\1/100)", e)
    assert re.fullmatch(r"[\d\.\s\+\-\*/\(\)]+", e), der
    return eval(e)  # noqa: S307  (digits and operators only, checked above)


def labels(n, pred):
    return [ln.label for ln in n.lines if ln.kind != "sec" and pred(ln)]


def V(n, ln, col):
    v = ln.vals[n.ci(col)]
    return v if isinstance(v, Decimal) else None


# Independent recomputation of the non-arithmetic golds (lists of labels, counts, comparisons, text spans)
def rules():
    B = M.BY_NUM
    n7, n14, n15, n20, n26, n6, n11, n19 = (B[i] for i in (7, 14, 15, 20, 26, 6, 11, 19))
    return {
        "Which directors sat on the Remuneration Committee at some point during 2020?":
            labels(n7, lambda ln: V(n7, ln, "re") is not None),
        "How many directors missed at least one Board meeting that they were eligible to attend?":
            labels(n7, lambda ln: V(n7, ln, "ba") < V(n7, ln, "be")),
        "Which taxes did the Group bear but not collect in 2021?":
            labels(n14, lambda ln: ln.key != "total" and V(n14, ln, "b21") is not None and V(n14, ln, "c21") is None),
        "Which subsidiaries were not wholly owned by the Group at the end of 2020?":
            labels(n15, lambda ln: V(n15, ln, "o20") < 100),
        "Which models had lower deliveries in 2020 than in 2019?":
            labels(n20, lambda ln: ln.label != "Total" and V(n20, ln, "d19") is not None
                   and V(n20, ln, "d20") < V(n20, ln, "d19")),
        "Which performance commitments did Tarnbeck miss in 2020/21?":
            labels(n26, lambda ln: ln.vals[n26.ci("met")] == "No"),
        "In how many of the three years shown did the Group record a fatality?":
            [c.key for c in n6.cols if V(n6, n6.row("Fatalities"), c.key)],
        "How many of the holding bands had more than 1,000 holders?":
            labels(n11, lambda ln: ln.label != "Total" and V(n11, ln, "holders") > 1000),
        "For how many technology nodes did the share of wafer revenue fall from 2019 to 2020?":
            labels(n19, lambda ln: ln.key not in ("Total", "adv", "rev")
                   and (V(n19, ln, "2020") or 0) < (V(n19, ln, "2019") or 0)),
        "Which segment earned the least operating profit in 2019?":
            min(("Flow Control", "Thermal Systems", "Precision Components"), key=lambda r: B[3].val(r, "2019")),
        "At 31 January 2021, which group had the highest percentage of women?":
            max((ln.label for ln in B[8].lines), key=lambda r: B[8].val(r, "p21")),
        "Which region had the largest number of owned lots at November 30, 2020?":
            max(("West", "Mountain", "Texas", "Southeast"), key=lambda r: B[18].val(r, "o20")),
        "In which year did an investment in Ellerthorpe lose value?":
            [y for a, y in zip(["2015", "2016", "2017", "2018", "2019"], ["2016", "2017", "2018", "2019", "2020"])
             if B[12].val("co", y) < B[12].val("co", a)],
        "In which country is Istrana Cargo S.r.l. incorporated?": B[15].val("Istrana Cargo S.r.l.", "country"),
        "When is Eastwick Commons expected to be completed?": B[17].val("Eastwick Commons", "compl"),
        "What were the 25th and 75th percentile pay ratios for 2019?":
            [B[9].text("ratio2019", "p25"), B[9].text("ratio2019", "p75")],
    }


def golds(qs_meta):
    R = rules()
    used_rules = set()
    k = {"lookup": 0, "arith": 0, "list": 0, "text": 0, "count": 0, "compare": 0, "none": 0, "ops": 0}
    for rec, meta in qs_meta:
        num, a, qid = meta["num"], rec["answer"], rec["id"]
        n = M.BY_NUM[num]
        cat = rec["category"]
        kind = meta["kind"]
        ops = meta["ops"]
        # operands: table cells print as stored, every figure is on the page
        for o in ops:
            k["ops"] += 1
            if o["where"] == "table":
                _, row, col = o["ref"]
                if n.text(row, col) != o["printed"]:
                    err(f"{qid}: operand {row}/{col} printed {n.text(row, col)!r} != {o['printed']!r}")
            if o["where"] != "const" and not page_has(num, o["printed"]):
                err(f"{qid}: operand {o['printed']!r} not on the page")
            if o["where"] != "const" and not page_has(num, o["tok"].lstrip("-")):
                err(f"{qid}: derivation figure {o['tok']!r} not on the page")
        if kind == "lookup":
            k["lookup"] += 1
            o = ops[0]
            if score.to_number(a["raw"]) != float(a["value"]):
                err(f"{qid}: raw {a['raw']!r} does not parse to {a['value']}")
            if not page_has(num, a["raw"]):
                err(f"{qid}: raw {a['raw']!r} not on the page")
            if o["where"] == "table":
                _, row, col = o["ref"]
                if (a["unit"], a["scale"]) != n.unit_scale(row, col):
                    err(f"{qid}: unit/scale {(a['unit'], a['scale'])} != cell's {n.unit_scale(row, col)}")
        elif kind == "arith":
            k["arith"] += 1
            x = ev(rec["derivation"])
            if cat == "percent_change" or (cat == "ratio" and a["unit"] == "%"):
                x *= 100
            if abs(x - a["value"]) > 0.005 + 1e-9 * abs(x):
                err(f"{qid}: derivation {rec['derivation']} = {x}, gold {a['value']}")
            if a["raw"] != a["value"]:
                err(f"{qid}: arithmetic raw {a['raw']} != value {a['value']}")
            units = {(MQ.C(*o["ref"]).unit, MQ.C(*o["ref"]).scale) if o["where"] == "table" else None
                     for o in ops if o["where"] == "table"}
            if cat in ("difference", "average", "sum"):
                if len(units) == 1 and (a["unit"], a["scale"]) != next(iter(units)):
                    err(f"{qid}: {cat} unit/scale {(a['unit'], a['scale'])} != operands' {units}")
            if cat == "percent_change" and (a["unit"], a["scale"]) != ("%", 1):
                err(f"{qid}: percent change not in %")
            if cat == "ratio" and (a["unit"], a["scale"]) not in (("%", 1), (None, None)):
                err(f"{qid}: ratio unit/scale {(a['unit'], a['scale'])}")
        elif kind == "list":
            k["list"] += 1
            for raw, v, o in zip(a["raw"], a["value"], ops):
                if score.to_number(raw) != float(v) or not page_has(num, raw):
                    err(f"{qid}: list item {raw!r} / {v} bad")
                _, row, col = o["ref"]
                if (a["unit"], a["scale"]) != n.unit_scale(row, col):
                    err(f"{qid}: list unit/scale {(a['unit'], a['scale'])} != cell's {n.unit_scale(row, col)}")
        elif kind in ("list_text", "count", "compare", "text", "text_cells"):
            k[{"list_text": "list", "text_cells": "text"}.get(kind, kind)] += 1
            q = rec["question"]
            if q in R:
                used_rules.add(q)
                want = R[q]
                if kind == "count":
                    if sorted(want) != sorted(meta["items"]) or a["value"] != len(want):
                        err(f"{qid}: count {a['value']} / {meta['items']} != rule {want}")
                elif kind == "list_text":
                    if sorted(want) != sorted(a["value"]):
                        err(f"{qid}: list {a['value']} != rule {want}")
                elif isinstance(want, list):
                    if [a["value"]] != want:
                        err(f"{qid}: {a['value']!r} != rule {want}")
                elif a["value"] != want:
                    err(f"{qid}: {a['value']!r} != rule {want!r}")
            elif kind != "text" or rec["answer_from"] == "table":
                err(f"{qid}: no independent rule for a {kind} gold")
            items = a["value"] if isinstance(a["value"], list) else meta.get("items") or [a["value"]]
            for it in items:
                if not page_has(num, str(it)):
                    err(f"{qid}: answer item {it!r} not on the page")
            if kind == "text" and rec["answer_from"] == "text":
                # a prose span: it must be in the prose, next to the subject of the question
                prose = " ".join(n.before + n.after + n.foot)
                if a["value"] not in prose:
                    err(f"{qid}: prose span {a['value']!r} not in the prose")
        elif kind == "none":
            k["none"] += 1
            for t in meta["absent"]:
                if t.lower() in TEXT[num].lower() or t.lower() in n.page_text().lower():
                    err(f"{qid}: unanswerable term {t!r} is on the page")
            if a["kind"] != "none":
                err(f"{qid}: unanswerable gold kind {a['kind']}")
        else:
            err(f"{qid}: unknown meta kind {kind}")
        # scale-in-prose tag consistent with the note
        if "scale_in_prose_only" in rec["hard_cases"] and n.scale_where != "prose":
            err(f"{qid}: scale_in_prose_only on a note whose scale is printed")
    missing = set(R) - used_rules
    if missing:
        err(f"rules not used (question reworded?): {sorted(missing)}")
    print(f"5. golds: {k['lookup']} lookups, {k['arith']} arithmetic, {k['list']} lists, {k['count']} counts, "
          f"{k['compare']} comparisons, {k['text']} text spans, {k['none']} unanswerable; {k['ops']} operands on "
          f"their pages; {len(used_rules)} independent rules agree")


# ============================================================================ 6
def records(outdir: Path, qs_meta):
    on_disk = [json.loads(x) for x in (HERE / "questions.jsonl").read_text(encoding="utf-8").splitlines() if x]
    built = [r for r, _ in qs_meta]
    if on_disk != built:
        err("records: questions.jsonl differs from make_questions.build() (run make_questions.py)")
    ids = [r["id"] for r in on_disk]
    if len(set(ids)) != len(ids):
        err("records: duplicate ids")
    for i, r in enumerate(on_disk, start=1):
        if r["id"] != f"t8-{i:03d}":
            err(f"records: id {r['id']} out of order")
        if list(r) != FIELDS:
            err(f"records: {r['id']} fields {list(r)}")
        if r["source"] != "tatqa-style8":
            err(f"records: {r['id']} source")
        for e in r["evidence"]:
            if not (outdir / e["doc"]).exists() or e["page"] != 1:
                err(f"records: {r['id']} evidence {e}")
        if r["context"] != {n.pdf: n.key for n in M.NOTES}.get(r["evidence"][0]["doc"]):
            err(f"records: {r['id']} context")
        q = r["question"]
        if sum(1 for x in on_disk if x["question"] == q and x["context"] == r["context"]) > 1:
            err(f"records: {r['id']} duplicate question")
    docs = {r["evidence"][0]["doc"] for r in on_disk}
    if len(docs) != len(M.NOTES):
        err(f"records: {len(docs)} documents have questions, expected {len(M.NOTES)}")
    print(f"6. records: {len(on_disk)} questions over {len(docs)} documents, ids t8-001..t8-{len(on_disk):03d}, "
          f"fields and evidence right, file equals build()")


# ============================================================================ 7
def selftest():
    p = subprocess.run([PY, "/work/shared/tools/score.py", "--self-test", "--questions", str(HERE / "questions.jsonl")],
                       capture_output=True, text=True)
    out = p.stdout.strip().splitlines()
    if p.returncode != 0:
        err("score.py --self-test failed:\n" + p.stdout + p.stderr)
    print("7. score.py --self-test: " + (out[-1] if out else "(no output)"))


# ============================================================================ 8
def names():
    txt = WORK / "corpus_txt"
    pdfs = sorted(Path("/work/shared/corpus").rglob("*.pdf"))
    txt.mkdir(parents=True, exist_ok=True)
    for f in pdfs:
        o = txt / (str(f).replace("/", "_") + ".txt")
        if not o.exists():
            subprocess.run(["pdftotext", str(f), str(o)], capture_output=True)
    all_names = [n.company for n in M.NOTES] + [x for n in M.NOTES for x in n.names]
    if len(set(all_names)) != len(all_names):
        err("names: duplicates among invented names")
    stems = {n.company.split()[0] for n in M.NOTES}
    if len(stems) != len(M.NOTES):
        err("names: company first words not unique")
    hits = 0
    for name in sorted(set(all_names) | stems):
        if name in ("The",):
            continue
        p = subprocess.run(["grep", "-rliF", "--exclude-dir=tatqa-style8", name, "/work/main/bench",
                            "/work/shared/corpus", str(txt)], capture_output=True, text=True)
        found = [x for x in p.stdout.splitlines() if x]
        if found:
            hits += len(found)
            err(f"names: {name!r} found in {found[:3]}")
    print(f"8. names: {len(set(all_names) | stems)} invented names / company stems, {hits} hits outside this folder "
          f"(searched /work/main/bench, /work/shared/corpus and the pdftotext of its {len(pdfs)} PDFs)")


def main(argv):
    outdir = Path(argv[1]) if len(argv) > 1 else WORK / "docs"
    determinism(outdir)
    pages(outdir)
    readback(outdir)
    sums()
    qs_meta = MQ.build_all()
    golds(qs_meta)
    records(outdir, qs_meta)
    selftest()
    names()
    if ERRORS:
        print(f"\nFAILED: {len(ERRORS)} problem(s)")
        for e in ERRORS:
            print("  - " + e)
        return 1
    print("\nall checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
