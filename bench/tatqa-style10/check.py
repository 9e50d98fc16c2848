"""tatqa-style10: all checks on the generated PDFs and questions.jsonl.

    /work/main/.venv/bin/python bench/tatqa-style10/check.py [OUTDIR]

OUTDIR defaults to /tmp/tatqa-style10work/docs (built there first if missing). Checks:
 1. determinism: two fresh builds are byte-identical, and equal OUTDIR;
 2. one page per PDF;
 3. read-back with pdftotext -layout: every body row on one line, in order, holding exactly its label and printed
    cells; section titles, header words, caption, paragraphs and footnotes on the page;
 4. printed relations (sums, roll-forwards, differences, "%" columns, % change, ratios) hold on the printed figures;
 5. golds: value == raw; lookups are printed cells (or prose figures) with the cell's unit and scale; arithmetic
    equals its derivation re-evaluated at the decimals of raw; every figure of a derivation and every `raw` number
    is on the evidence page; difference / average / sum keep their operands' unit and scale; label, list, count
    and comparison golds are recomputed by independent rules from the printed cells; unanswerable terms are
    absent from the page;
 6. records: ids, field order, source, evidence, every document used, file == make_questions.build();
 7. score.py --self-test on questions.jsonl;
 8. invented names occur nowhere else under /work/main/bench or /work/shared/corpus (files and PDF text).
"""
from __future__ import annotations

import hashlib
import importlib.util
import json
import re
import subprocess
import sys
import tempfile
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import make_docs as md  # noqa: E402
import make_questions as mq  # noqa: E402

PY = "/work/main/.venv/bin/python"
WORK = Path("/tmp/tatqa-style10work")
SCORE = Path("/work/shared/tools/score.py")
ERRORS: list[str] = []

spec = importlib.util.spec_from_file_location("score", SCORE)
score = importlib.util.module_from_spec(spec)
spec.loader.exec_module(score)


def err(m):
    ERRORS.append(m)
    print("  FAIL", m)


def squash(s: str) -> str:
    return "".join(s.split())


def sha_dir(p: Path) -> str:
    h = hashlib.sha256()
    for f in sorted(p.glob("*.pdf")):
        h.update(f.name.encode())
        h.update(f.read_bytes())
    return h.hexdigest()


def build(outdir: Path):
    subprocess.run([PY, str(HERE / "make_docs.py"), str(outdir)], check=True, capture_output=True)


# ---------------------------------------------------------------------------- 1-2
def determinism(outdir: Path):
    with tempfile.TemporaryDirectory() as a, tempfile.TemporaryDirectory() as b:
        build(Path(a))
        build(Path(b))
        ha, hb, ho = sha_dir(Path(a)), sha_dir(Path(b)), sha_dir(outdir)
        n = len(list(Path(a).glob("*.pdf")))
    if not (ha == hb == ho):
        err(f"builds differ: {ha[:12]} {hb[:12]} OUTDIR {ho[:12]}")
    print(f"1. determinism: two fresh builds and OUTDIR identical ({n} PDFs), sha256 {ha[:12]}")
    return ha


def pages(outdir: Path, notes):
    from pypdf import PdfReader
    bad = [n.key for n in notes if len(PdfReader(str(outdir / n.doc)).pages) != 1]
    if bad:
        err(f"not one page: {bad}")
    print(f"2. pages: {len(notes) - len(bad)}/{len(notes)} PDFs have exactly one page")


# ---------------------------------------------------------------------------- 3
TEXT: dict[str, str] = {}


def pagetext(outdir: Path, n) -> str:
    if n.key not in TEXT:
        TEXT[n.key] = subprocess.run(["pdftotext", "-layout", str(outdir / n.doc), "-"], check=True,
                                     capture_output=True, text=True).stdout
    return TEXT[n.key]


def readback(outdir: Path, notes):
    rows = cells = words = 0
    for n in notes:
        t = pagetext(outdir, n)
        lines = [squash(x) for x in t.splitlines()]
        flat = squash(t)
        pos = -1
        for r, cs in zip(n.rows, n.texts()):
            want = squash(r.label + "".join(cs))
            hits = [i for i, x in enumerate(lines) if x == want and i > pos]
            if not hits:
                err(f"{n.key}: row {r.label!r} not found as one line {want!r}")
                continue
            pos = hits[0]
            rows += 1
            cells += sum(1 for c in cs if c)
        head, _ = md.header_cells(n)
        for hr in head:
            for h in hr:
                for w in h.split():
                    words += 1
                    if squash(w) not in flat:
                        err(f"{n.key}: header word {w!r} missing")
        for p in [n.company, n.title, n.intro, n.caption] + n.outro + n.foot:
            if p and squash(p) not in flat:
                err(f"{n.key}: paragraph missing: {p[:50]!r}")
    print(f"3. read-back: {rows} body / section rows found in order on single lines ({cells} cells), "
          f"{words} header words, all paragraphs, captions and footnotes")


# ---------------------------------------------------------------------------- 4
def pnum(text: str) -> Decimal | None:
    if text in (md.DASH, ""):
        return Decimal(0) if text == md.DASH else None
    s = text.replace("x", "")
    v = score.to_number(s)
    return None if v is None else Decimal(re.sub(r"[^\d.]", "", s.replace(",", ""))) * (-1 if v < 0 else 1)


def printed(n, ref):
    rk, ck = ref
    return n.c(rk, ck).text


def decimals(text: str) -> int:
    m = re.search(r"\.(\d+)", text)
    return len(m.group(1)) if m else 0


def near(value: Decimal, target_text: str) -> bool:
    d = decimals(target_text)
    return value.quantize(Decimal(1).scaleb(-d), rounding=ROUND_HALF_UP) == pnum(target_text)


def relations(notes):
    k = 0
    for n in notes:
        for kind, target, ops in n.rels:
            k += 1
            tt = printed(n, target)
            tv = pnum(tt)
            if kind == "sum":
                ok = tv == sum(pnum(printed(n, o)) for o in ops)
            elif kind == "eq":
                ok = tv == pnum(printed(n, ops[0]))
            elif kind == "diff":
                ok = tv == pnum(printed(n, ops[0])) - pnum(printed(n, ops[1]))
            elif kind == "pct":
                ok = near(pnum(printed(n, ops[0])) / pnum(printed(n, ops[1])) * 100, tt)
            elif kind == "chg":
                new, old = pnum(printed(n, ops[0])), pnum(printed(n, ops[1]))
                ok = near((new - old) / old * 100, tt)
            elif kind == "ratio":
                ok = near(pnum(printed(n, ops[0])) / pnum(printed(n, ops[1])) * ops[2], tt)
            else:
                ok = False
            if not ok:
                err(f"{n.key}: relation {kind} {target} = {tt!r} fails")
    print(f"4. relations: {k} printed relations checked")


# ---------------------------------------------------------------------------- 5
def ev(der: str) -> Decimal:
    s = der.replace(",", "")
    s = re.sub(r"(\d+(?:\.\d+)?)%", r"(\1/100)", s)
    s = s.replace("[", "(").replace("]", ")")
    assert re.fullmatch(r"[\d.\s()+\-*/]+", s), der
    s = re.sub(r"(\d+(?:\.\d+)?)", r"Decimal('\1')", s)
    return eval(s, {"Decimal": Decimal})


def figs(der: str):
    return re.findall(r"\d[\d,]*(?:\.\d+)?%?", der)


def on_page(outdir, n, s) -> bool:
    return squash(s) in squash(pagetext(outdir, n))


def rows_printed(n):
    """(row, {col key: printed number}) for item rows, read from the printed texts only."""
    out = []
    for r, cs in zip(n.rows, n.texts()):
        if r.kind in ("sec", "big"):
            continue
        out.append((r, {c.key: pnum(t) if t != md.DASH else None for c, t in zip(n.cols, cs)}))
    return out


def clean(label):
    return re.sub(r"\(\d\)$", "", label).strip()


RULES = {}


def rule(name):
    def deco(f):
        RULES[name] = f
        return f
    return deco


@rule("t02_declined")
def _(n):
    return [clean(r.label) for r, v in rows_printed(n) if r.kind == "item" and v["a22"] < v["a21"]]


@rule("t03_grew")
def _(n):
    return [clean(r.label) for r, v in rows_printed(n) if r.key.startswith("M/") and v["h21"] > v["h20"]]


@rule("t04_fewer")
def _(n):
    return [clean(r.label) for r, v in rows_printed(n) if r.kind == "item" and v["g20"] is not None
            and v["g21"] < v["g20"]]


@rule("t04_foot")
def _(n):
    m = re.search(r"commenced deliveries in (\w+ \d{4})", " ".join(n.foot))
    return [m.group(1)]


@rule("t07_lower")
def _(n):
    return [clean(r.label) for r, v in rows_printed(n) if r.kind == "item" and v["l21"] < v["l20"]]


@rule("t12_over50")
def _(n):
    return [clean(r.label) for r, v in rows_printed(n) if r.kind == "item" and v["p1"] > 50]


@rule("t15_up")
def _(n):
    return [clean(r.label) for r, v in rows_printed(n) if r.kind == "item" and v["f22"] > v["f21"]]


@rule("t16_fast")
def _(n):
    return [clean(r.label) for r, v in rows_printed(n) if r.kind == "item" and v["d21"] > v["d20"] * Decimal("1.2")]


@rule("t20_fastest")
def _(n):
    rs = [(v["a21"] / v["a20"], clean(r.label)) for r, v in rows_printed(n) if r.kind == "item"]
    return [max(rs)[1]]


@rule("t22_lost")
def _(n):
    return [clean(r.label) for r, v in rows_printed(n) if r.kind == "item" and v["d20"] is not None
            and v["d21"] < v["d20"]]


@rule("t23_foot")
def _(n):
    m = re.search(r"practical completion in (\w+ \d{4})", " ".join(n.foot))
    return [m.group(1)]


@rule("t24_held")
def _(n):
    v = dict(rows_printed(n))
    last = [r for r in v if r.label.startswith("At 31 December")][0]
    head = md.header_cells(n)[0][0]
    return [head[i + 1].replace("Licence ", "") for i, ck in enumerate(("a", "b", "c")) if v[last][ck]]


@rule("t27_fewer")
def _(n):
    out, brand = [], None
    for r in n.rows:
        if r.kind == "big":
            brand = r.label
        elif r.label == "Company-operated":
            v = dict(rows_printed(n))[r]
            if v["y21"] < v["y19"]:
                out.append(brand)
    return out


@rule("t30_hi")
def _(n):
    return [clean(r.label) for r, v in rows_printed(n) if r.kind == "item" and v["u21"] > 80]


def golds(outdir, recs, meta):
    k = {"lookup": 0, "arith": 0, "figs": 0, "rules": 0, "none": 0}
    for rec, m in zip(recs, meta):
        n, a, cat, der = m["note"], rec["answer"], rec["category"], rec["derivation"]
        qid = rec["id"]
        if a["kind"] == "number":
            raw = re.sub(r"(?<=\d)x$", "", a["raw"])          # a multiple printed "10.2x"
            if score.to_number(raw) is None or Decimal(str(score.to_number(raw))) != Decimal(str(a["value"])):
                err(f"{qid}: value {a['value']} != raw {a['raw']!r}")
        if a["kind"] == "list" and all(isinstance(v, (int, float)) for v in a["value"]):
            for v, r in zip(a["value"], a["raw"]):
                if score.to_number(r) != v:
                    err(f"{qid}: list value {v} != raw {r!r}")
        if a["unit"] == "%" and a["scale"] != 1:
            err(f"{qid}: a percentage must have scale 1")
        ops = m["ops"]
        if cat in ("lookup", "list") and a["kind"] in ("number", "list") and ops:
            raws = a["raw"] if isinstance(a["raw"], list) else [a["raw"]]
            for o, r in zip(ops, raws):
                k["lookup"] += 1
                if o.text != r or not on_page(outdir, n, r):
                    err(f"{qid}: raw {r!r} is not the printed operand {o.text!r} on the page")
                if (o.unit, o.scale) != (a["unit"], None if a["scale"] is None else Decimal(a["scale"])) and \
                        (o.unit, o.scale) != (a["unit"], a["scale"]):
                    err(f"{qid}: unit/scale {a['unit']}/{a['scale']} differ from the cell's {o.unit}/{o.scale}")
        if rec["answer_type"] == "arithmetic":
            k["arith"] += 1
            x = ev(der)
            if cat in ("percent_change", "ratio") and a["unit"] == "%":
                x *= 100
            d = decimals(a["raw"])
            if x.quantize(Decimal(1).scaleb(-d), rounding=ROUND_HALF_UP) != Decimal(a["raw"]):
                err(f"{qid}: derivation {der!r} = {x} does not give {a['raw']}")
            for f in figs(der):
                k["figs"] += 1
                if not on_page(outdir, n, f):
                    err(f"{qid}: figure {f!r} of the derivation is not on the page")
            if cat in ("difference", "average", "sum"):
                us = {(o.unit, None if o.scale is None else int(o.scale)) for o in ops}
                if us != {(a["unit"], a["scale"])}:
                    err(f"{qid}: result unit/scale {(a['unit'], a['scale'])} differs from operands {us}")
        if a["kind"] in ("text", "list") and not all(isinstance(v, (int, float)) for v in a["value"]):
            vals = a["value"] if isinstance(a["value"], list) else [a["value"]]
            for v in vals:
                if not on_page(outdir, n, v):
                    err(f"{qid}: text answer {v!r} not on the page")
        if cat == "count":
            for it in der.split("##"):
                if not on_page(outdir, n, it):
                    err(f"{qid}: counted item {it!r} not on the page")
            if a["value"] != len(der.split("##")):
                err(f"{qid}: count {a['value']} != items in derivation")
        if a["kind"] in ("text", "list") and not all(isinstance(v, (int, float)) for v in a["value"]) or \
                cat == "count":
            if not m["rule"]:
                err(f"{qid}: label / list / count gold without an independent rule")
        if m["rule"]:
            k["rules"] += 1
            want = RULES[m["rule"]](n)
            got = (der.split("##") if cat == "count" else a["value"] if isinstance(a["value"], list)
                   else [a["value"]])
            if cat == "count" and m["rule"] == "t27_fewer":
                got = der.split("##")
            if sorted(map(str, want)) != sorted(map(str, got)):
                err(f"{qid}: rule {m['rule']} gives {want}, gold {got}")
        if cat == "unanswerable":
            k["none"] += 1
            if a["kind"] != "none" or not m["absent"]:
                err(f"{qid}: unanswerable record malformed")
            for term in m["absent"]:
                if term.lower() in pagetext(outdir, n).lower():
                    err(f"{qid}: unanswerable term {term!r} is on the page")
    print(f"5. golds: {k['lookup']} lookup / list cells printed with their unit and scale; {k['arith']} arithmetic "
          f"golds re-evaluated from their derivations ({k['figs']} figures, all on the page); {k['rules']} label / "
          f"list / count / comparison golds recomputed by rule; {k['none']} unanswerable terms absent")


# ---------------------------------------------------------------------------- 6
FIELDS = ["id", "question", "category", "answer", "evidence", "source", "hard_cases", "derivation", "answer_type",
          "answer_from", "context"]
AFIELDS = ["kind", "value", "raw", "unit", "scale", "conditions"]


def records(notes, recs, stored):
    if stored != recs:
        err("questions.jsonl differs from make_questions.build(); run make_questions.py")
    ids = [r["id"] for r in stored]
    if len(set(ids)) != len(ids) or ids != [f"{mq.PREFIX}{i:03d}" for i in range(1, len(ids) + 1)]:
        err("ids are not unique and sequential with the prefix")
    docs = {n.doc for n in notes}
    used = set()
    for r in stored:
        if list(r) != FIELDS or list(r["answer"])[:6] != AFIELDS:
            err(f"{r['id']}: field order")
        if r["source"] != mq.SOURCE:
            err(f"{r['id']}: source")
        for e in r["evidence"]:
            if e["doc"] not in docs or e["page"] != 1:
                err(f"{r['id']}: evidence {e}")
            used.add(e["doc"])
    if used != docs:
        err(f"documents without questions: {docs - used}")
    from collections import Counter
    print(f"6. records: {len(stored)} ids {ids[0]} .. {ids[-1]} unique and in order; fields in order; all "
          f"{len(docs)} documents used; file == build(). Categories: {dict(Counter(r['category'] for r in stored))}")


# ---------------------------------------------------------------------------- 7-8
def selftest():
    p = subprocess.run([PY, str(SCORE), "--self-test", "--questions", str(HERE / "questions.jsonl")],
                       capture_output=True, text=True)
    out = p.stdout.strip().splitlines()
    if p.returncode != 0 or "self-test passed" not in p.stdout:
        err("score.py --self-test failed:\n" + p.stdout + p.stderr)
    print("7. score.py --self-test: " + " | ".join(x.strip() for x in out))


def corpus_text() -> Path:
    d = WORK / "corpus_txt"
    if not d.exists() or len(list(d.glob("*.txt"))) == 0:
        d.mkdir(parents=True, exist_ok=True)
        for f in Path("/work/shared/corpus").rglob("*.pdf"):
            name = str(f.relative_to("/work/shared/corpus")).replace("/", "__") + ".txt"
            subprocess.run(["pdftotext", str(f), str(d / name)], capture_output=True)
    return d


def names(notes):
    txt = corpus_text()
    cands = set()
    for n in notes:
        cands.add(n.company)
        cands.add(n.company.split()[0])
        cands.update(n.names)
    hits = {}
    for c in sorted(cands):
        p = subprocess.run(["grep", "-rilF", c, "/work/main/bench", "/work/shared/corpus", str(txt)],
                           capture_output=True, text=True)
        files = [f for f in p.stdout.splitlines() if f and "/tatqa-style10/" not in f]
        if files:
            hits[c] = files[:3]
    if hits:
        err(f"invented names found elsewhere: {hits}")
    print(f"8. names: {len(cands)} invented names (companies, their first words, places, brands, titles) grepped "
          f"under /work/main/bench, /work/shared/corpus and the text of its {len(list(txt.glob('*.txt')))} PDFs: "
          f"{sum(len(v) for v in hits.values())} hits outside this folder")


def main(argv):
    outdir = Path(argv[1]) if len(argv) > 1 else WORK / "docs"
    if not outdir.exists() or not list(outdir.glob("*.pdf")):
        build(outdir)
    notes = md.notes()
    determinism(outdir)
    pages(outdir, notes)
    readback(outdir, notes)
    relations(notes)
    recs, meta = mq.build()
    stored = [json.loads(x) for x in open(HERE / "questions.jsonl", encoding="utf-8") if x.strip()]
    golds(outdir, stored, meta)
    records(notes, json.loads(json.dumps(recs)), stored)
    selftest()
    names(notes)
    if ERRORS:
        print(f"{len(ERRORS)} check(s) FAILED")
        return 1
    print("all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
