#!/usr/bin/env python3
"""tatqa-style18: check the documents and the golds.

    /work/main/.venv/bin/python check.py OUTDIR

OUTDIR holds the 30 PDFs written by `make_docs.py OUTDIR`. Checks (all must pass):
 1. determinism: two fresh builds are byte-identical and equal OUTDIR, which holds exactly the 30 PDFs;
 2. one portrait page each;
 3. read-back with pdfplumber: every label and printed cell is read from its own box of its own row
    (as planned by make_docs.plan()), every row is one text line, and the heading, company, title,
    caption, header texts, paragraphs and footnotes are on the page;
 4. the printed relations (sums, weighted averages, ratios, changes) hold on the read-back cells;
 5. the golds: questions.jsonl equals make_questions.build(); fields and ids; every operand is read
    back as printed from its own cell (prose figures: on the page); derivations re-evaluate to the
    gold; rules (counts, lists, which-one) re-run on the read-back cells give the gold; scales;
    unanswerable terms absent from their page; no duplicate or tatqa-dev question text;
 6. score.py --self-test, and the golds graded against themselves (contract answer objects) all correct;
 7. the invented names have no hit under /work/main/bench (this folder excluded), /work/shared/corpus
    or the text of the corpus PDFs.
"""
from __future__ import annotations

import filecmp
import hashlib
import importlib.util
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import unicodedata
from decimal import Decimal

import pdfplumber
from pypdf import PdfReader

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import make_docs as md  # noqa: E402
import make_questions as mq  # noqa: E402

PY = sys.executable
WORK = "/tmp/tatqa-style18work"
SCORE = "/work/shared/tools/score.py"
BENCH = "/work/main/bench"
CORPUS = "/work/shared/corpus"
FIELDS = ["id", "question", "category", "answer", "evidence", "source", "hard_cases", "derivation", "answer_type",
          "answer_from", "context"]
ANSWER_FIELDS = ["kind", "value", "raw", "unit", "scale", "conditions"]

failures = []
stats = {}


def fail(msg):
    failures.append(msg)
    if len(failures) <= 60:
        print("FAIL", msg)


def nows(s):
    return re.sub(r"\s+", "", unicodedata.normalize("NFC", s))


def load_score():
    spec = importlib.util.spec_from_file_location("score", SCORE)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


# ----------------------------------------------------------------------------- 1. determinism
def check_determinism(outdir, notes):
    os.makedirs(WORK, exist_ok=True)
    builds = []
    for _ in range(2):
        d = tempfile.mkdtemp(prefix="build_", dir=WORK)
        r = subprocess.run([PY, os.path.join(HERE, "make_docs.py"), d], capture_output=True, text=True)
        if r.returncode:
            fail(f"make_docs.py failed: {r.stderr[-500:]}")
            return
        builds.append(d)
    want = sorted(n.doc for n in notes)
    for d in builds + [outdir]:
        got = sorted(x for x in os.listdir(d) if x.endswith(".pdf"))
        if got != want:
            fail(f"{d}: holds {len(got)} PDFs, expected the {len(want)} of the set")
    for name in want:
        a, b, c = (os.path.join(x, name) for x in builds + [outdir])
        if not (os.path.exists(c) and filecmp.cmp(a, b, shallow=False) and filecmp.cmp(a, c, shallow=False)):
            fail(f"determinism: {name} differs between builds or from OUTDIR")
    digests = sorted(hashlib.sha256(open(os.path.join(outdir, n), "rb").read()).hexdigest() for n in want)
    stats["pdf_set_sha256"] = hashlib.sha256("".join(digests).encode()).hexdigest()[:12]
    for d in builds:
        shutil.rmtree(d)


# ----------------------------------------------------------------------------- 2./3. pages and read-back
def read_back(outdir, notes):
    """Returns {note key: dict(cells={(row, col): text}, labels={row: text}, page_text=str)}."""
    out = {}
    n_cells = n_rows = n_head = 0
    for note in notes:
        path = os.path.join(outdir, note.doc)
        reader = PdfReader(path)
        if len(reader.pages) != 1:
            fail(f"{note.key}: {len(reader.pages)} pages")
        box = reader.pages[0].mediabox
        if float(box.width) > float(box.height):
            fail(f"{note.key}: landscape page")
        lay = md.plan(note)
        t = note.table
        with pdfplumber.open(path) as pdf:
            page = pdf.pages[0]
            chars = [ch for ch in page.chars if ch["text"].strip()]
            text = page.extract_text()
        lines = {" ".join(ln.split()) for ln in text.splitlines()}
        flat = nows(text)
        cells, labels = {}, {}
        boxes = lay["col_box"]
        keys = lay["col_keys"]
        for r in t.rows:
            top, bot = lay["row_band"][r.key]
            rc = [ch for ch in chars if top <= (ch["top"] + ch["bottom"]) / 2 <= bot]
            used = 0
            expect_line = []
            for i, (x0, x1) in enumerate(boxes):
                inbox = sorted((ch for ch in rc if x0 <= (ch["x0"] + ch["x1"]) / 2 <= x1), key=lambda ch: ch["x0"])
                used += len(inbox)
                for ch in inbox:
                    if ch["x0"] < x0 - 0.5 or ch["x1"] > x1 + 0.5:
                        fail(f"{note.key} row {r.key}: character {ch['text']!r} crosses its column box")
                got = "".join(ch["text"] for ch in inbox)
                if i == 0:
                    want = r.label + (r.fn or "")
                    labels[r.key] = got
                else:
                    want = "" if r.kind == "section" else t.cells[r.key, keys[i]]["printed"]
                    if r.kind != "section":
                        cells[r.key, keys[i]] = got
                        n_cells += bool(want)
                if nows(got) != nows(want):
                    fail(f"{note.key} row {r.key} col {keys[i]}: read {got!r}, printed {want!r}")
                if want:
                    expect_line.append(want)
            if used != len(rc):
                fail(f"{note.key} row {r.key}: {len(rc) - used} characters outside every column box")
            line = " ".join(" ".join(expect_line).split())
            if line not in lines:
                fail(f"{note.key} row {r.key}: not one text line: {line!r}")
            n_rows += 1
        # header, heading and prose
        for it in lay["items"]:
            if it["kind"] in ("label", "cell"):
                continue
            if nows(it["text"]) not in flat:
                fail(f"{note.key}: {it['kind']} text not on the page: {it['text']!r}")
            n_head += it["kind"] in ("band", "head", "corner")
        for p in note.paragraphs(note.intro) + note.paragraphs(note.outro) + [f"{m} {x}" for m, x in note.footnotes] + \
                [note.company, note.title, "Annual report (extract)"] + ([note.caption] if note.caption else []):
            if nows(p) not in flat:
                fail(f"{note.key}: paragraph not on the page: {p[:60]!r}")
        out[note.key] = dict(cells=cells, labels=labels, page_text=text, flat=flat)
    stats.update(rows=n_rows, cells=n_cells, header_texts=n_head)
    return out


# ----------------------------------------------------------------------------- 4. relations
def dec_of(s):
    m = re.search(r"\.(\d+)", s)
    return len(m.group(1)) if m else 0


def check_relations(notes, rb):
    counts = {}
    for note in notes:
        cells = rb[note.key]["cells"]

        def v(rc):
            s = cells[rc]
            return Decimal(0) if s in ("", md.NIL) else mq.num(s)
        for rel in note.table.relations:
            try:
                check_relation(note, rel, cells, v, counts)
            except Exception as e:  # noqa: BLE001  (a garbled read-back must fail, not crash)
                fail(f"{note.key}: relation {rel[0]} at {rel[1]} could not be re-computed ({type(e).__name__})")
    stats["relations"] = counts


def check_relation(note, rel, cells, v, counts):
    kind, target = rel[0], rel[1]
    got = v(target)
    half = Decimal(1).scaleb(-dec_of(cells[target])) / 2
    if kind == "sum":
        want = sum((v(x) for x in rel[2]), Decimal(0))
        ok = got == want
    elif kind == "diff":
        want = v(rel[2][0]) - v(rel[2][1])
        ok = got == want
    elif kind == "pchg":
        a, b = v(rel[2][0]), v(rel[2][1])
        want = (a - b) / b * 100
        ok = abs(got - want) <= half
    elif kind == "ratio":
        a, b = v(rel[2][0]), v(rel[2][1])
        want = a * Decimal(rel[3]) / b
        ok = abs(got - want) <= half
    elif kind == "wavg":
        xs, ws = [v(x) for x in rel[2]], [v(w) for w in rel[3]]
        want = sum((x * w for x, w in zip(xs, ws)), Decimal(0)) / sum(ws, Decimal(0))
        ok = abs(got - want) <= half
    else:
        ok, want = False, None
    counts[kind] = counts.get(kind, 0) + 1
    if not ok:
        fail(f"{note.key}: relation {kind} at {target}: printed {cells[target]!r}, recomputed {want}")


# ----------------------------------------------------------------------------- 5. golds
DIRECTION = re.compile(r"\b(fewer|fall|fell|rise|rose|grow|grew|growth|increase|increased|improve|exceed|more|higher|lower)\b", re.I)


def check_golds(notes, rb, score):
    bynote = {n.key: n for n in notes}
    records, audits = mq.build()
    path = os.path.join(HERE, "questions.jsonl")
    stored = [json.loads(line) for line in open(path, encoding="utf-8")]
    if stored != records:
        fail("questions.jsonl differs from make_questions.build()")
    with open(path, encoding="utf-8") as fh:
        raw_lines = fh.read().splitlines()
    for line in raw_lines:
        rec = json.loads(line)
        if list(rec) != FIELDS or list(rec["answer"]) != ANSWER_FIELDS:
            fail(f"{rec.get('id')}: field order")
    n_ops = n_deriv = n_rules = n_spans = 0
    docs_with_q = set()
    texts = set()
    for i, (rec, au) in enumerate(zip(stored, audits), 1):
        try:
            n = check_one(i, rec, au, bynote, rb, score, docs_with_q, texts)
        except Exception as e:  # noqa: BLE001  (a garbled read-back must fail, not crash)
            fail(f"{rec.get('id')}: could not be checked ({type(e).__name__}: {e})")
            continue
        n_ops += n["ops"]
        n_deriv += n["deriv"]
        n_rules += n["rules"]
        n_spans += n["spans"]
    missing = {n.key for n in notes} - docs_with_q
    if missing:
        fail(f"documents without questions: {sorted(missing)}")
    # none equals a tatqa-dev question
    dev = {json.loads(x)["question"].strip().lower() for x in open(os.path.join(CORPUS, "tatqa-dev/questions.jsonl"), encoding="utf-8")}
    same = sorted(texts & dev)
    if same:
        fail(f"questions equal to tatqa-dev questions: {same}")
    stats.update(questions=len(stored), operands=n_ops, derivations=n_deriv, rules=n_rules, spans=n_spans)
    return stored


def check_one(i, rec, au, bynote, rb, score, docs_with_q, texts):
    n = dict(ops=0, deriv=0, rules=0, spans=0)
    qid = rec["id"]
    if qid != f"t18-{i:03d}":
        fail(f"{qid}: id out of order")
    note = bynote[rec["context"]]
    docs_with_q.add(note.key)
    if rec["evidence"] != [{"doc": note.doc, "page": 1}]:
        fail(f"{qid}: evidence")
    if rec["source"] != "tatqa-style18":
        fail(f"{qid}: source")
    key = rec["question"].strip().lower()
    if key in texts:
        fail(f"{qid}: duplicate question text")
    texts.add(key)
    ans = rec["answer"]
    cells = rb[note.key]["cells"]
    flat = rb[note.key]["flat"]
    page_low = rb[note.key]["page_text"].lower()
    if ans["kind"] == "number":
        if score.to_number(ans["raw"]) != float(ans["value"]):
            fail(f"{qid}: value {ans['value']} is not to_number(raw {ans['raw']!r})")
        if ans["unit"] == "%" and ans["scale"] != 1:
            fail(f"{qid}: percentage without scale 1")
    # operands read back
    for o in au["ops"]:
        op = o["op"]
        n["ops"] += 1
        if op[0] == "cell":
            got = cells.get((op[1], op[2]))
            if got is None or nows(got) != nows(o["printed"]):
                fail(f"{qid}: operand {op[1]}/{op[2]} read {got!r}, expected {o['printed']!r}")
        else:
            fact = note.facts[op[1]]
            if nows(fact.text) not in flat:
                fail(f"{qid}: prose figure {fact.text!r} not on the page")
    kind = au["kind"]
    if kind == "unanswerable":
        for term in au["terms"]:
            if term.lower() in page_low:
                fail(f"{qid}: unanswerable term {term!r} is on the page")
        if ans["kind"] != "none" or rec["answer_from"] != "none":
            fail(f"{qid}: unanswerable record")
        return n
    if kind == "lookup":
        n["spans"] += 1
        op = au["ops"][0]["op"]
        if op[0] == "cell":
            cell = note.table.cells[op[1], op[2]]
            if ans["kind"] == "number":
                if ans["raw"] != cells[op[1], op[2]] or mq.gold_scale(cell["scale"], cell["unit"]) != ans["scale"] \
                        or cell["unit"] != ans["unit"]:
                    fail(f"{qid}: lookup raw/scale/unit differ from the cell")
            elif nows(ans["value"]) != nows(cells[op[1], op[2]]):
                fail(f"{qid}: text cell differs")
        else:
            fact = note.facts[op[1]]
            if ans["raw"] != fact.text:
                fail(f"{qid}: prose lookup differs from the prose")
        return n
    if kind == "list" and au["rule"] is None:
        n["spans"] += 1
        if ans["raw"] != [o["printed"] for o in au["ops"]] or \
                [score.to_number(x) for x in ans["raw"]] != [float(x) for x in ans["value"]]:
            fail(f"{qid}: list of numbers differs from its cells")
        return n
    if au["rule"] is not None:
        n["rules"] += 1

        def get(r, col, cells=cells, note=note):
            s = cells[r, col]
            if note.table.col(col).kind == "text":
                return nows(s)
            return mq.num(s)
        rule = au["rule"]
        if rule[0] == "match":
            items = [note.table.row(r).label for r in rule[1] if nows(cells[r, rule[2]]) == nows(rule[3])]
        else:
            items = mq.run_rule(rule, note, get)
        if items != au["answer_items"]:
            fail(f"{qid}: rule re-run on the page gives {items}, gold {au['answer_items']}")
        if kind == "count" and ans["value"] != len(items):
            fail(f"{qid}: count")
        if kind == "list" and ans["value"] != items:
            fail(f"{qid}: list")
        if kind == "which" and ans["value"] != items[0]:
            fail(f"{qid}: which")
        for lab in items:
            if kind != "count" and lab not in ("2022", "2023", "2024", "2025") and nows(lab) not in flat:
                fail(f"{qid}: answer label {lab!r} not on the page")
        return n
    # arithmetic
    n["deriv"] += 1
    deriv = rec["derivation"]
    exact = mq.evaluate(deriv)
    x = exact * 100 if au["x100"] else exact
    d = au["dec"]
    if mq.rnd(x, d) != Decimal(ans["raw"]):
        fail(f"{qid}: derivation {deriv!r} gives {x}, gold {ans['raw']}")
    allowed = {re.sub(r"^(US\$|NT\$|[$€£])", "", o["printed"].strip().rstrip("%").strip("()")) for o in au["ops"]}
    allowed |= {"100", "1,000", "1,000,000", "2", "3"}
    for tok in re.findall(r"\d[\d,]*(?:\.\d+)?", deriv):
        if tok not in allowed:
            fail(f"{qid}: derivation number {tok!r} is neither an operand nor a declared constant")
    if kind in ("difference", "sum", "average") and not au.get("select") and "scale_conversion" not in rec["hard_cases"]:
        for o in au["ops"]:
            op = o["op"]
            if op[0] == "cell":
                cell = note.table.cells[op[1], op[2]]
                if mq.gold_scale(cell["scale"], cell["unit"]) != ans["scale"]:
                    fail(f"{qid}: operand scale differs from the gold scale")
    if au.get("select"):
        sel = au["select"]
        rows = [r for r in sel[1] if nows(cells[r, sel[2]]) == nows(sel[3])]
        if rows != [o["op"][1] for o in au["ops"]]:
            fail(f"{qid}: text-column selection re-made from the page differs")
    if DIRECTION.search(rec["question"]) and kind in ("difference", "percent_change") and ans["value"] <= 0 \
            and not rec["question"].lower().startswith("what was the change"):
        fail(f"{qid}: direction word but a non-positive gold")
    return n


# ----------------------------------------------------------------------------- 6. score.py
def check_score(stored):
    qpath = os.path.join(HERE, "questions.jsonl")
    r = subprocess.run([PY, SCORE, "--self-test", "--questions", qpath], capture_output=True, text=True)
    stats["self_test"] = r.stdout.strip().splitlines()[-1] if r.stdout.strip() else ""
    if r.returncode != 0:
        fail(f"score.py --self-test failed:\n{r.stdout[-1500:]}")
    os.makedirs(WORK, exist_ok=True)
    for mode in ("base", "printed"):
        answers = []
        for q in stored:
            a = q["answer"]
            if a["kind"] == "none":
                answers.append({"id": q["id"], "question": q["question"], "status": "not_found", "answer": "",
                                "value": None, "unit": None, "conditions": [], "citations": [], "route": "lookup",
                                "sql": None, "verified": False})
                continue
            scale = a["scale"] or 1
            v = a["value"]
            if mode == "base":
                if a["kind"] == "number":
                    v = v * scale
                elif a["kind"] == "list":
                    v = [x * scale if isinstance(x, (int, float)) else x for x in v]
            answers.append({"id": q["id"], "question": q["question"], "status": "answered", "answer": str(v),
                            "value": v, "unit": a["unit"], "conditions": [], "citations": [], "route": "lookup",
                            "sql": None, "verified": True})
        apath = os.path.join(WORK, f"gold_as_answers_{mode}.jsonl")
        with open(apath, "w", encoding="utf-8") as fh:
            for x in answers:
                fh.write(json.dumps(x, ensure_ascii=False) + "\n")
        jpath = os.path.join(WORK, f"gold_as_answers_{mode}.score.json")
        r = subprocess.run([PY, SCORE, "--questions", qpath, "--answers", apath, "--json", jpath], capture_output=True, text=True)
        res = json.load(open(jpath))["overall"] if r.returncode == 0 else None
        if not res or res["correct"] != res["total"]:
            fail(f"gold-as-answer ({mode}) not all correct: {r.stdout[-800:]}")
        else:
            stats[f"gold_as_answer_{mode}"] = f"{res['correct']}/{res['total']} correct, {res['matched_unscaled']} matched unscaled"
    # the brief's word for a refusal, 'refused', is not a status score.py knows: note how it grades
    refused = [dict(id=q["id"], status="refused", value=None, unit=None) for q in stored if q["answer"]["kind"] == "none"]
    spec = load_score()
    grades = {spec.grade(q, a)[0] for q, a in zip([q for q in stored if q["answer"]["kind"] == "none"], refused)}
    stats["status_refused_graded_as"] = sorted(grades)


# ----------------------------------------------------------------------------- 7. names
def corpus_text_cache():
    cache = os.path.join(WORK, "corpus_txt")
    pdfs = []
    for root, _, files in os.walk(CORPUS):
        pdfs += [os.path.join(root, f) for f in files if f.lower().endswith(".pdf")]
    made = 0
    for p in sorted(pdfs):
        out = os.path.join(cache, os.path.relpath(p, CORPUS))[:-4] + ".txt"
        if os.path.exists(out):
            continue
        os.makedirs(os.path.dirname(out), exist_ok=True)
        if shutil.which("pdftotext"):
            subprocess.run(["pdftotext", "-q", p, out])
        if not os.path.exists(out):
            with pdfplumber.open(p) as pdf, open(out, "w", encoding="utf-8") as fh:
                fh.write("\n".join(pg.extract_text() or "" for pg in pdf.pages))
        made += 1
    stats["corpus_pdfs_as_text"] = len(pdfs)
    return cache


def check_names(notes):
    cache = corpus_text_cache()
    names = []
    for n in notes:
        for x in [n.company, n.company.split()[0]] + n.names:
            if x not in names:
                names.append(x)
    hits = {}
    for name in names:
        r1 = subprocess.run(["grep", "-rilF", "--exclude-dir=tatqa-style18", "--", name, BENCH], capture_output=True, text=True)
        r2 = subprocess.run(["grep", "-rilF", "--", name, CORPUS, cache], capture_output=True, text=True)
        files = [x for x in (r1.stdout + r2.stdout).splitlines() if x]
        if files:
            hits[name] = files
    for name, files in hits.items():
        fail(f"name {name!r} found in {len(files)} files, e.g. {files[:2]}")
    stats["names_grepped"] = len(names)


def main(argv):
    if len(argv) != 2:
        print(__doc__)
        return 2
    outdir = argv[1]
    notes = md.build_all()
    check_determinism(outdir, notes)
    rb = read_back(outdir, notes)
    check_relations(notes, rb)
    score = load_score()
    stored = check_golds(notes, rb, score)
    check_score(stored)
    check_names(notes)
    for k, v in stats.items():
        print(f"  {k}: {v}")
    if failures:
        print(f"{len(failures)} check(s) failed")
        return 1
    print(f"all checks passed ({stats.get('questions')} questions, {len(notes)} documents)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
