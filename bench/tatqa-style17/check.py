#!/usr/bin/env python3
"""tatqa-style17: check the PDFs and every gold against the PDF text.

    /work/main/.venv/bin/python check.py OUTDIR

OUTDIR holds the 30 PDFs built by `make_docs.py OUTDIR`.  Prints one line per check and
"all checks passed" at the end; exit 1 on any failure.
"""
from __future__ import annotations

import glob
import hashlib
import json
import os
import re
import subprocess
import sys
import tempfile
import unicodedata
from decimal import Decimal as D

HERE = os.path.dirname(os.path.abspath(__file__))
sys.dont_write_bytecode = True
sys.path.insert(0, HERE)
import make_docs as M  # noqa: E402
import make_questions as MQ  # noqa: E402

import pdfplumber  # noqa: E402
import pypdf  # noqa: E402

sys.path.insert(0, "/work/shared/tools")
import score  # noqa: E402

PY = sys.executable
WORK = "/tmp/tatqa-style17work"
SCORE = "/work/shared/tools/score.py"
FAILS: list[str] = []


def fail(msg):
    FAILS.append(msg)
    print("  FAIL", msg)


def ok(cond, msg):
    if not cond:
        fail(msg)
    return cond


def norm(s: str) -> str:
    return " ".join(unicodedata.normalize("NFKC", s).split())


def parse_printed(s: str):
    """A printed cell as a Decimal ('(1,240)' -> -1240, '—' -> 0, '$1,388' -> 1388, '96.4%' -> 96.4)."""
    if s == M.NIL:
        return D(0)
    t = s.replace("€", "").replace("$", "").replace("£", "").replace("%", "").replace(",", "")
    neg = t.startswith("(") and t.endswith(")")
    if neg:
        t = t[1:-1]
    return -D(t) if neg else D(t)


# ----------------------------------------------------------------------------- 1. determinism
def check_build(outdir, notes):
    print("1. determinism: two fresh builds, byte for byte, equal to OUTDIR")
    digests = []
    for k in range(2):
        d = tempfile.mkdtemp(prefix=f"build{k}-", dir=WORK)
        subprocess.run([PY, os.path.join(HERE, "make_docs.py"), d], check=True, capture_output=True)
        digests.append({os.path.basename(p): hashlib.sha256(open(p, "rb").read()).hexdigest()
                        for p in sorted(glob.glob(os.path.join(d, "*.pdf")))})
        for p in glob.glob(os.path.join(d, "*.pdf")):
            os.remove(p)
        os.rmdir(d)
    given = {os.path.basename(p): hashlib.sha256(open(p, "rb").read()).hexdigest()
             for p in sorted(glob.glob(os.path.join(outdir, "*.pdf")))}
    ok(digests[0] == digests[1], "two builds differ")
    ok(digests[0] == given, "OUTDIR differs from a fresh build (rebuild it with make_docs.py OUTDIR)")
    ok(sorted(given) == sorted(n.doc for n in notes), "OUTDIR does not hold exactly the 30 documents")
    print(f"   {len(given)} PDFs; PDF set sha256 {hashlib.sha256(''.join(sorted(given.values())).encode()).hexdigest()[:12]}")


# ----------------------------------------------------------------------------- 2-4. read back
class Page:
    """The text of one PDF page and the printed grid read back from the table's boxes."""

    def __init__(self, path, note):
        self.note = note
        L = M.plan(note)
        self.L = L
        with pdfplumber.open(path) as pdf:
            self.npages = len(pdf.pages)
            page = pdf.pages[0]
            self.text = page.extract_text() or ""
            self.lines = [norm(x) for x in self.text.splitlines()]
            self.words = {norm(w["text"]) for w in page.extract_words()}
            chars = [c for c in page.chars]
        self.flat = norm(self.text)
        H = L.H
        t = note.table
        self.grid, self.labels = {}, {}
        for b in L.body:
            r = b["row"]
            top, bottom = H - b["top"], H - b["bottom"]
            rowchars = [c for c in chars if top < (c["top"] + c["bottom"]) / 2 < bottom]
            boxes = [("__label__", L.x0, L.x0 + L.stub)] + [(c.key, *L.colx[i]) for i, c in enumerate(t.cols)]
            for key, left, right in boxes:
                cs = sorted((c for c in rowchars if left <= (c["x0"] + c["x1"]) / 2 < right), key=lambda c: c["x0"])
                got = "".join(c["text"] for c in cs).strip()
                # every char of the box lies whole inside it
                if cs:
                    ok(all(c["x0"] >= left - 0.01 and c["x1"] <= right + 0.01 for c in cs),
                       f"{note.key} {r.key}/{key}: text crosses its column box")
                if key == "__label__":
                    self.labels[r.key] = got
                else:
                    self.grid[(r.key, key)] = got

    def cell(self, rk, ck):
        return self.grid[(rk, ck)]

    def value(self, rk, ck):
        s = self.cell(rk, ck)
        if s == "":
            return None
        if self.note.table.ck[ck].kind == "text":
            return s
        return M.NIL if s == M.NIL else parse_printed(s)

    def label(self, rk):
        r = self.note.table.rk[rk]
        s = self.labels[rk]
        return s[: -len(r.mark)] if r.mark and s.endswith(r.mark) else s


def check_pages(outdir, notes):
    print("2. one page each (pypdf);  3. read-back of every row, cell and text block (pdfplumber)")
    pages = {}
    ncells = nrows = nwords = 0
    for n in notes:
        path = os.path.join(outdir, n.doc)
        ok(len(pypdf.PdfReader(path).pages) == 1, f"{n.key}: not one page")
        p = Page(path, n)
        pages[n.key] = p
        t = n.table
        for r in t.rows:
            nrows += 1
            ok(p.labels[r.key] == r.shown_label, f"{n.key} {r.key}: label read back as {p.labels[r.key]!r}")
            cells = []
            for c in t.cols:
                want = t.show(r, c)
                got = p.cell(r.key, c.key)
                ncells += bool(want)
                ok(got == want, f"{n.key} {r.key}/{c.key}: printed {want!r}, read back {got!r}")
                if want:
                    cells.append(want)
            line = norm(" ".join([r.shown_label] + cells))
            ok(line in p.lines, f"{n.key} {r.key}: row line {line!r} not a text line of the page")
        for c in t.cols:
            for h in c.head:
                for w in h.split():
                    nwords += 1
                    ok(norm(w) in p.words, f"{n.key}: header word {w!r} missing")
        for s in t.corner:
            ok(norm(s) in p.flat, f"{n.key}: corner text {s!r} missing")
        for block in [n.heading, n.company, n.title, n.caption or ""] + n.intro + n.outro + \
                     [f"{m} {x}" for m, x in n.footnotes]:
            ok(norm(block) in p.flat, f"{n.key}: text block missing: {block[:60]!r}")
        ok(M.plan(n).W < M.plan(n).H, f"{n.key}: landscape page")
    print(f"   {len(notes)} pages, {nrows} rows (labels and lines), {ncells} printed cells inside their "
          f"column boxes, {nwords} header words, all prose blocks")
    return pages


# ----------------------------------------------------------------------------- 4. relations
def check_relations(notes, pages):
    print("4. printed relations (sums exact; averages, ratios, products, % changes within half a unit)")
    counts = {}
    for n in notes:
        t, p = n.table, pages[n.key]

        def v(cell):
            x = p.value(*cell)
            return D(0) if x == M.NIL else x

        def places(cell):
            r, c = t.rk[cell[0]], t.ck[cell[1]]
            return t.places_of(r, c)

        for rel in t.rels:
            kind = rel["type"]
            counts[kind] = counts.get(kind, 0) + 1
            tgt = v(rel["target"])
            if kind == "sum":
                exp = sum((v(x) for x in rel["terms"]), D(0))
                ok(tgt == exp, f"{n.key} sum {rel['target']}: {tgt} != {exp}")
                continue
            if kind == "lin":
                exp = sum((D(s) * v(x) for s, x in rel["terms"]), D(0))
                ok(tgt == exp, f"{n.key} lin {rel['target']}: {tgt} != {exp}")
                continue
            if kind == "wavg":
                exp = sum(v(a) * v(w) for a, w in zip(rel["vals"], rel["weights"])) / \
                    sum(v(w) for w in rel["weights"])
            elif kind == "pchg":
                exp = (v(rel["new"]) - v(rel["old"])) / v(rel["old"]) * 100
            elif kind == "ratio":
                exp = v(rel["num"]) / v(rel["den"]) * D(rel["factor"])
            elif kind == "prod":
                exp = v(rel["a"]) * v(rel["b"]) * D(rel["factor"])
            else:
                fail(f"unknown relation {kind}")
                continue
            half = D(1).scaleb(-places(rel["target"])) / 2
            ok(abs(tgt - exp) <= half + D("1e-9"), f"{n.key} {kind} {rel['target']}: {tgt} vs {exp}")
    print("   " + ", ".join(f"{k} {v}" for k, v in sorted(counts.items())) + f" ({sum(counts.values())} relations)")


# ----------------------------------------------------------------------------- 5. golds
FIELDS = ["id", "question", "category", "answer", "evidence", "source", "hard_cases", "derivation",
          "answer_type", "answer_from", "context"]


def check_golds(notes, pages):
    print("5. golds re-checked on the read-back pages")
    b = MQ.build()
    path = os.path.join(HERE, "questions.jsonl")
    stored = [json.loads(x) for x in open(path, encoding="utf-8")]
    ok(stored == b.recs, "questions.jsonl differs from make_questions.build() (run make_questions.py)")
    bykey = {n.key: n for n in notes}
    nops = nar = nrule = 0
    for rec, au in zip(stored, b.audits):
        n = bykey[au["note"]]
        p = pages[n.key]
        a = rec["answer"]
        qid = rec["id"]
        ok(list(rec) == FIELDS, f"{qid}: fields {list(rec)}")
        ok(rec["evidence"] == [{"doc": n.doc, "page": 1}], f"{qid}: evidence")
        ok(list(a) == ["kind", "value", "raw", "unit", "scale", "conditions"], f"{qid}: answer fields")
        if a["kind"] == "number":
            ok(score.to_number(a["raw"]) == float(a["value"]), f"{qid}: value {a['value']} != raw {a['raw']!r}")
            if a["unit"] == "%":
                ok(a["scale"] == 1, f"{qid}: a percentage with scale {a['scale']}")
        for op in au.get("ops", []):
            nops += 1
            if op["src"] == "cell":
                ok(p.cell(op["rk"], op["ck"]) == op["printed"],
                   f"{qid}: operand {op['rk']}/{op['ck']} printed {op['printed']!r}, read back "
                   f"{p.cell(op['rk'], op['ck'])!r}")
            else:
                f = n.facts[op["key"]]
                ok(norm(f.text) in p.flat, f"{qid}: prose figure {f.text!r} not on the page")
                ok(f.num in p.words or any(f.num in w for w in p.words),
                   f"{qid}: prose number {f.num!r} not a word of the page")
        kind = au["kind"]
        if kind == "span":
            op = au["ops"][0]
            ok(a["raw"] == op["printed"], f"{qid}: raw {a['raw']!r} is not the printed cell {op['printed']!r}")
            if op["src"] == "cell":
                r, c = n.table.rk[op["rk"]], n.table.ck[op["ck"]]
                want_scale = 1 if n.table.unit_of(r, c) == "%" else n.table.scale_of(r, c)
                ok(a["scale"] == want_scale and a["unit"] == n.table.unit_of(r, c), f"{qid}: unit / scale")
        elif kind == "list_nums":
            ok(a["raw"] == [o["printed"] for o in au["ops"]], f"{qid}: list raw")
        elif kind == "text_cell":
            ok(p.cell(au["rk"], au["ck"]) == a["value"], f"{qid}: text cell {a['value']!r}")
        elif kind == "text_note":
            hits = re.findall(au["pattern"], p.flat)
            ok(hits == [a["value"]], f"{qid}: pattern on the page gives {hits}, gold {a['value']!r}")
        elif kind == "rule":
            nrule += 1
            got = MQ.apply_rule(au["rule"], p.value, p.label, lambda ck: n.table.ck[ck].head[-1])
            ok(got == a["value"], f"{qid}: rule on the page gives {got!r}, gold {a['value']!r}")
            items = got if isinstance(got, list) else [got]
            for it in items:
                if isinstance(it, str):
                    ok(norm(it) in p.flat, f"{qid}: answer {it!r} not on the page")
            if a["kind"] == "number" and rec["category"] == "count":
                ok(len(rec["derivation"].split("##")) == a["value"], f"{qid}: count derivation")
        elif kind == "arith":
            nar += 1
            der = au["derivation"]
            ok(der == rec["derivation"], f"{qid}: derivation")
            v = MQ.evaluate(der) * (100 if au["pct"] else 1)
            places = MQ.places_of_str(a["raw"])
            ok(M.q(v, places) == D(a["raw"]), f"{qid}: derivation gives {v}, gold {a['raw']}")
            allowed = {o["num"].strip("()-").replace(",", "") for o in au["ops"]}
            allowed |= {c.replace(",", "") for c in au["consts"]}
            for num in MQ.numbers_in(der):
                ok(num in allowed, f"{qid}: number {num} of the derivation is neither an operand nor a constant")
            for o in au["ops"]:
                digits = o["num"].strip("()-")
                ok(digits in o["printed"], f"{qid}: operand {digits} not as printed {o['printed']!r}")
            if rec["category"] == "average":
                k = len(au["ops"])
                ok(der.endswith(f") / {k}"), f"{qid}: average divisor")
            if au.get("select"):
                rows = MQ.apply_rule(au["select"], p.value, p.label, None)
                ok(rows == [o["rk"] for o in au["ops"]], f"{qid}: selected rows {rows}")
            if rec["category"] in ("difference", "sum", "average") and a["kind"] == "number" and \
                    "scale_conversion" not in rec["hard_cases"]:
                ops_scale = {(n.table.scale_of(n.table.rk[o["rk"]], n.table.ck[o["ck"]]) if o["src"] == "cell"
                              else n.facts[o["key"]].scale) for o in au["ops"]}
                ok(ops_scale == {a["scale"]} or a["unit"] == "%", f"{qid}: scale {a['scale']} vs operands {ops_scale}")
        elif kind == "none":
            for term in au["terms"]:
                ok(term.lower() not in p.flat.lower(), f"{qid}: unanswerable term {term!r} is on the page")
        else:
            fail(f"{qid}: unknown audit kind {kind}")
    ids = [r["id"] for r in stored]
    ok(ids == [f"t17-{i:03d}" for i in range(1, len(ids) + 1)], "ids not t17-001 ... in order")
    ok(all(r["source"] == "tatqa-style17" for r in stored), "source")
    ok({r["context"] for r in stored} == {n.key for n in notes}, "not every document has questions")
    texts = [norm(r["question"]).lower() for r in stored]
    ok(len(set(texts)) == len(texts), "two questions with the same text")
    dev = {norm(json.loads(x)["question"]).lower()
           for x in open("/work/shared/corpus/tatqa-dev/questions.jsonl", encoding="utf-8")}
    same = [r["id"] for r, t in zip(stored, texts) if t in dev]
    ok(not same, f"question texts equal to tatqa-dev questions: {same}")
    print(f"   {len(stored)} questions: {nops} operands on their pages, {nar} derivations re-evaluated, "
          f"{nrule} label / count / comparison rules re-run on the read-back cells")
    return stored


# ----------------------------------------------------------------------------- 6. score.py
def check_score(stored):
    print("6. score.py --self-test, and the golds graded against themselves")
    path = os.path.join(HERE, "questions.jsonl")
    r = subprocess.run([PY, SCORE, "--self-test", "--questions", path], capture_output=True, text=True)
    last = r.stdout.strip().splitlines()[-1] if r.stdout.strip() else r.stderr
    ok(r.returncode == 0 and "self-test passed" in r.stdout, f"score.py --self-test: {last}")
    print("   self-test:", last)
    for mode in ("base", "printed"):
        ans = []
        for q in stored:
            a = q["answer"]
            if a["kind"] == "none":
                ans.append({"id": q["id"], "status": "not_found", "answer": "The documents do not say.",
                            "value": None, "unit": None, "citations": []})
                continue
            val = a["value"]
            sc = a["scale"] or 1
            if mode == "base" and a["kind"] == "number":
                val = float(D(str(val)) * D(str(sc)))
            if mode == "base" and a["kind"] == "list":
                val = [float(D(str(x)) * D(str(sc))) if isinstance(x, (int, float)) else x for x in val]
            ans.append({"id": q["id"], "status": "answered", "answer": str(a["raw"]), "value": val,
                        "unit": a["unit"], "citations": [{"document": q["evidence"][0]["doc"], "page": 1}]})
        out = os.path.join(WORK, f"gold_answers_{mode}.jsonl")
        with open(out, "w", encoding="utf-8") as f:
            for x in ans:
                f.write(json.dumps(x, ensure_ascii=False) + "\n")
        res = subprocess.run([PY, SCORE, "--questions", path, "--answers", out], capture_output=True, text=True)
        line = next((x for x in res.stdout.splitlines() if x.startswith("ALL")), res.stdout + res.stderr)
        parts = line.split()
        ok(res.returncode == 0 and parts[1] == parts[2] == str(len(stored)),
           f"golds as answers ({mode}) do not all grade correct: {line}")
        print(f"   golds as answers, values {'in base units' if mode == 'base' else 'as printed'}: {line}")


# ----------------------------------------------------------------------------- 7. names
def invented_names(notes):
    names = set()
    for n in notes:
        names.add(n.company)
        names.add(n.company.split()[0])
    places = ["Pickerdale", "Loomsey", "Pilecross", "Wefton", "Bexcombe", "Whinmoor Lakes", "Coldbeck",
              "Sallowdene", "Pikestone River", "Fallowford", "Fjellnes", "Havbukt", "Kvernøya", "Solhaug",
              "Harrowdene College", "St Elmsworth", "Cresthill Preparatory", "Kuusirinne", "Birkeslev",
              "Mäntylahti", "Ozolkalns", "Granlunda", "Vellapuram", "Rasoliya", "Tirukkalam", "Calverlea",
              "Moxburn", "Porto Varzelo", "Talimbay", "Kasulo Bank", "Pundawan", "Mnazimoja", "Pindaroo",
              "Coralgate Sound", "Marrabindi", "Wattlemere", "Kestlach", "Haldenau", "Sankt Velten",
              "Brookwater Park", "Ambrelune", "Vetiveria", "Casa Nerolia"]
    # the distinctive single words of the multi-word names as well
    words = ["Whinmoor", "Pikestone", "Harrowdene", "Elmsworth", "Cresthill", "Kasulo", "Coralgate",
             "Varzelo", "Nerolia", "Velten", "Quadwick"]
    return sorted(names | set(places) | set(words))


def corpus_text():
    """pdfplumber text of the corpus PDFs, cached under WORK/corpus_txt (slow the first time)."""
    dst = os.path.join(WORK, "corpus_txt")
    os.makedirs(dst, exist_ok=True)
    files = sorted(glob.glob("/work/shared/corpus/**/*.pdf", recursive=True))
    missing = []
    for f in files:
        key = f.replace("/work/shared/corpus/", "").replace("/", "__") + ".txt"
        if not os.path.exists(os.path.join(dst, key)):
            missing.append((f, key))
    for f, key in missing:
        with pdfplumber.open(f) as pdf:
            text = "\n".join((pg.extract_text() or "") for pg in pdf.pages)
        with open(os.path.join(dst, key), "w", encoding="utf-8") as out:
            out.write(text)
    return dst, len(files)


def check_names(notes):
    print("7. invented names: grep -rilF over /work/main/bench (other folders), /work/shared/corpus and the "
          "text of its PDFs")
    txt, npdf = corpus_text()
    names = invented_names(notes)
    hits = {}
    for name in names:
        r = subprocess.run(["grep", "-rilF", "--exclude-dir=tatqa-style17", name, "/work/main/bench",
                            "/work/shared/corpus", txt], capture_output=True, text=True)
        files = [x for x in r.stdout.splitlines() if x]
        if files:
            hits[name] = files
    ok(not hits, f"invented names found elsewhere: { {k: len(v) for k, v in hits.items()} }")
    print(f"   {len(names)} names, {npdf} corpus PDFs as text: {sum(len(v) for v in hits.values())} hits")


def main(argv):
    if len(argv) != 2:
        print(__doc__)
        return 2
    outdir = argv[1]
    os.makedirs(WORK, exist_ok=True)
    notes = M.build_notes()
    check_build(outdir, notes)
    pages = check_pages(outdir, notes)
    check_relations(notes, pages)
    stored = check_golds(notes, pages)
    check_score(stored)
    check_names(notes)
    if FAILS:
        print(f"{len(FAILS)} checks FAILED")
        return 1
    print(f"all checks passed ({len(stored)} questions, {len(notes)} documents)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
