"""tatqa-style9: all checks on the generated PDFs and questions.jsonl.

    /work/main/.venv/bin/python bench/tatqa-style9/check.py [OUTDIR]

OUTDIR defaults to /tmp/tatqa-style9work/docs (built there first if missing). Checks:
 1. determinism: two fresh builds are byte-identical, and equal OUTDIR;
 2. one page per PDF;
 3. read-back with pdftotext -layout: every body row on one line, in order, with exactly its printed cells; every
    header word, footnote and prose paragraph on the page;
 4. printed relations (sums, roll-forwards, % columns, weighted averages, products) hold on the printed figures;
 5. golds: lookups are printed cells on the evidence page with the cell's unit and scale; arithmetic equals its
    derivation re-evaluated, and every figure of the derivation is on the page; units and scales follow the
    operands; label / list / count / comparison golds are recomputed by independent rules; unanswerable terms
    are absent from the page;
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
from decimal import Decimal
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import make_docs as md  # noqa: E402
import make_questions as mq  # noqa: E402

PY = "/work/main/.venv/bin/python"
WORK = Path("/tmp/tatqa-style9work")
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


# ============================================================================ 1-3 documents
def determinism(outdir: Path):
    with tempfile.TemporaryDirectory(dir=WORK) as a, tempfile.TemporaryDirectory(dir=WORK) as b:
        for d in (a, b):
            subprocess.run([PY, str(HERE / "make_docs.py"), d], check=True, capture_output=True)
        ha, hb = sha_dir(Path(a)), sha_dir(Path(b))
        n = len(list(Path(a).glob("*.pdf")))
    ho = sha_dir(outdir)
    if not (ha == hb == ho):
        err(f"determinism: builds differ ({ha[:12]} {hb[:12]} outdir {ho[:12]})")
    print(f"1. determinism: two builds identical, {n} PDFs, equal OUTDIR (sha256 {ho[:12]})")
    return ho


def pages(outdir: Path, notes):
    from pypdf import PdfReader
    tot = 0
    for n in notes:
        k = len(PdfReader(str(outdir / n.doc)).pages)
        tot += k
        if k != 1:
            err(f"{n.key}: {k} pages")
    print(f"2. pages: {len(notes)} PDFs, {tot} pages")


PAGE: dict[str, str] = {}


def readback(outdir: Path, notes):
    nrows = ncells = nwords = 0
    for n in notes:
        txt = subprocess.run(["pdftotext", "-layout", str(outdir / n.doc), "-"], capture_output=True,
                             text=True, check=True).stdout
        PAGE[n.key] = txt
        lines = [squash(x) for x in txt.splitlines()]
        pos = 0
        for r, t in zip(n.rows, n.texts()):
            want = squash(r.label + "".join(t))
            try:
                pos = lines.index(want, pos) + 1
                nrows += 1
                ncells += sum(1 for x in t if x)
            except ValueError:
                err(f"{n.key}: row {r.label!r} not read back as {want!r}")
        flat = squash(txt)
        for hr in n.heads:
            for x in hr:
                t = x.text if isinstance(x, md.G) else x
                for w in t.split():
                    nwords += 1
                    if squash(w) not in flat:
                        err(f"{n.key}: header word {w!r} missing")
        for p in [n.intro, *n.outro, *n.foot, n.company, n.title]:
            if squash(p) not in flat:
                err(f"{n.key}: paragraph missing: {p[:50]!r}")
        for name, (text, *_rest) in n.facts.items():
            if squash(text) not in flat:
                err(f"{n.key}: fact {name} {text!r} missing")
    print(f"3. read-back: {nrows} body rows with {ncells} cells found in order; {nwords} header words, every "
          f"paragraph, footnote and prose figure on its page")


# ============================================================================ 4 relations
def pnum(text: str) -> Decimal | None:
    """A printed cell as a Decimal ('—' and an empty cell count as 0; None for text)."""
    if text in (md.DASH, ""):
        return Decimal(0)
    s = text.replace("$", "").replace("%", "").replace("x", "").replace(",", "").strip()
    neg = s.startswith("(") and s.endswith(")")
    s = s.strip("()")
    if not re.fullmatch(r"\d+(\.\d+)?", s):
        return None
    return -Decimal(s) if neg else Decimal(s)


def printed(n, ref):
    return pnum(n.c(*ref).text)


def half_unit(n, ref) -> Decimal:
    t = n.c(*ref).text
    m = re.search(r"\.(\d+)", t)
    return Decimal(5) / Decimal(10) ** ((len(m.group(1)) if m else 0) + 1)


def relations(notes):
    k = 0
    for n in notes:
        for kind, tgt, ops, extra in n.rels:
            k += 1
            t = printed(n, tgt)
            if kind == "sum":
                ok = t == sum(printed(n, o) for o in ops)
            elif kind == "eq":
                ok = t == printed(n, ops[0])
            else:
                a = [printed(n, o) for o in ops] if kind != "wavg" else None
                if kind == "pct":
                    x = a[0] / a[1] * 100
                elif kind == "ratio":
                    x = a[0] / a[1] * extra
                elif kind == "prod":
                    x = a[0] * a[1] * extra
                elif kind == "div":
                    x = a[0] * extra / a[1]
                elif kind == "chg":
                    x = (a[0] - a[1]) / a[1] * 100
                elif kind == "util":
                    x = a[0] * 1000 / (a[1] * extra) * 100
                elif kind == "wavg":
                    ws = [(printed(n, w), printed(n, v)) for w, v in ops]
                    x = sum(w * v for w, v in ws) / sum(w for w, _ in ws)
                else:
                    raise ValueError(kind)
                # the operands are themselves rounded: allow the target's half unit plus operand rounding
                ok = abs(x - t) <= half_unit(n, tgt) * Decimal("1.0001") + (Decimal("0.0005") * abs(t) if kind in
                                                                            ("prod", "div") else 0)
            if not ok:
                err(f"{n.key}: relation {kind} {tgt} fails (printed {t})")
    print(f"4. printed relations: {k} hold on the printed figures")


# ============================================================================ 5 golds
def ev(der: str) -> Decimal:
    s = der.replace("[", "(").replace("]", ")").replace(",", "")
    s = re.sub(r"(\d+(?:\.\d+)?)%", r"(\1/100)", s)
    if not re.fullmatch(r"[\d.+\-*/() ]+", s):
        raise ValueError(der)
    s = re.sub(r"(\d+(?:\.\d+)?)", r"Decimal('\1')", s)
    return eval(s, {"Decimal": Decimal})


def on_page(key, s) -> bool:
    return squash(s).lower() in squash(PAGE[key]).lower()


def figs(der: str):
    return re.findall(r"\d[\d,]*(?:\.\d+)?%?", der)


RULES = []


def rule(ctx, words):
    def deco(f):
        RULES.append((ctx, words, f))
        return f
    return deco


def items(n, pred):
    return [r for r in n.rows if r.kind == "item" and pred(r)]


@rule("t02", "heaviest weighting")
def _(n):
    rs = items(n, lambda r: True)
    return max(rs, key=lambda r: r.vals[1]).label


@rule("t02", "above target")
def _(n):
    return len(items(n, lambda r: r.vals[3] is not None and r.vals[5] is not None and r.vals[5] > r.vals[3]))


@rule("t03", "valuation technique")
def _(n):
    return n.row("Preferred equity").vals[1]


@rule("t03", "multiple as the unobservable")
def _(n):
    return sorted(r.label for r in items(n, lambda r: r.vals[2].endswith("multiple")))


@rule("t04", "highest VNB margin")
def _(n):
    rs = [r for r in n.rows if r.kind == "item" and isinstance(r.vals[4], Decimal)]
    return max(rs, key=lambda r: r.vals[4]).label


@rule("t06", "above NOK 47")
def _(n):
    return len(items(n, lambda r: r.vals[2] > 47))


@rule("t10", "more complaints in 2021")
def _(n):
    return sorted(r.label for r in items(n, lambda r: r.vals[0] > r.vals[2]))


@rule("t11", "at least one programme filed")
def _(n):
    return len(items(n, lambda r: r.key != "T20" and r.vals[3] is not None and r.vals[3] > 0))


@rule("t11", "no programme at the filed")
def _(n):
    return sorted(r.label for r in items(n, lambda r: r.key != "T20" and r.vals[3] is None))


@rule("t12", "pending applications fall")
def _(n):
    return sorted(r.key for r in items(n, lambda r: r.vals[1] < r.vals[3]))


@rule("t15", "largest gross loss")
def _(n):
    rs = [r for r in n.rows if r.key.startswith("2021-")]
    return max(rs, key=lambda r: r.vals[0]).label


@rule("t16", "types have firm deliveries")
def _(n):
    return len(items(n, lambda r: r.vals[0] is not None))


@rule("t20", "would have been nil")
def _(n):
    return sorted(r.label for r in items(n, lambda r: r.vals[2] == 0))


@rule("t22", "no zero-tolerance")
def _(n):
    return len(items(n, lambda r: r.vals[2] is None))


@rule("t24", "fewest systems")
def _(n):
    r = n.row("pl")
    yrs = ["2021", "2020", "2019"]
    return yrs[min(range(3), key=lambda i: r.vals[i])]


@rule("t25", "passengers per cabin")
def _(n):
    return "two" if "two passengers per cabin" in n.foot[0] else None


@rule("t26", "higher attendance")
def _(n):
    return sorted(r.label for r in n.rows if r.kind == "item" and r.fmt.get("scale") == md.K and r.vals[0] > r.vals[1])


@rule("t29", "age bands")
def _(n):
    return len(items(n, lambda r: r.vals[0] < r.vals[1]))


def golds(recs, meta):
    kinds = {}
    nfig = 0
    used_rules = set()
    for q, m in zip(recs, meta):
        n, a, cat, qid = m["note"], q["answer"], q["category"], q["id"]
        kinds[cat] = kinds.get(cat, 0) + 1
        ops = m["ops"]
        if q["context"] != n.key or q["evidence"] != [{"doc": n.doc, "page": 1}]:
            err(f"{qid}: context / evidence wrong")
        # rules
        hits = [r for r in RULES if n.key.startswith(r[0]) and r[1] in q["question"]]
        if len(hits) > 1:
            err(f"{qid}: several rules match")
        if hits:
            used_rules.add(hits[0][1])
            want = hits[0][2](n)
            got = a["value"] if a["kind"] != "list" else sorted(a["value"])
            if got != want:
                err(f"{qid}: rule {hits[0][1]!r} gives {want!r}, gold {got!r}")
        elif a["kind"] in ("text",) or (a["kind"] == "list" and isinstance(a["value"][0], str)) or cat == "count":
            err(f"{qid}: text / label / count gold without an independent rule")
        if cat == "unanswerable":
            if a["kind"] != "none" or a["value"] is not None or q["answer_type"] != "none":
                err(f"{qid}: unanswerable record malformed")
            if not m["absent"]:
                err(f"{qid}: no absent terms listed")
            for t in m["absent"]:
                if t.lower() in PAGE[n.key].lower():
                    err(f"{qid}: term {t!r} is on the page")
            continue
        numeric_list = a["kind"] == "list" and not isinstance(a["value"][0], str)
        if q["answer_type"] in ("span", "multi-span") and (a["kind"] == "number" or numeric_list):
            raws = a["raw"] if a["kind"] == "list" else [a["raw"]]
            vals = a["value"] if a["kind"] == "list" else [a["value"]]
            cells = [o for o in ops if isinstance(o, md.Cell)]
            if [c.text for c in cells] != raws:
                err(f"{qid}: raw {raws} is not the printed cells {[c.text for c in cells]}")
            for c, raw, v in zip(cells, raws, vals):
                if not on_page(n.key, raw):
                    err(f"{qid}: raw {raw!r} not on page")
                x = score.to_number(raw)
                if x is None or abs(x - v) > 1e-9:
                    err(f"{qid}: raw {raw!r} parses to {x}, value {v}")
                sc = int(c.scale) if c.scale is not None else None
                if (a["unit"], a["scale"]) != (c.unit, sc):
                    err(f"{qid}: unit/scale {(a['unit'], a['scale'])} != cell {(c.unit, sc)}")
        elif a["kind"] in ("text", "list"):
            for v in (a["value"] if a["kind"] == "list" else [a["value"]]):
                if not on_page(n.key, str(v)):
                    err(f"{qid}: text {v!r} not on page")
        if q["answer_type"] == "count":
            its = q["derivation"].split("##")
            if len(its) != a["value"]:
                err(f"{qid}: count {a['value']} != {len(its)} items")
            for it in its:
                if not on_page(n.key, it):
                    err(f"{qid}: counted item {it!r} not on page")
        if q["answer_type"] == "arithmetic":
            x = ev(q["derivation"])
            pctq = a["unit"] == "%" and cat in ("percent_change", "ratio") and "%" not in q["derivation"]
            if pctq:
                x *= 100
            raw = a["raw"]
            d = len(raw.split(".")[1]) if "." in raw else 0
            if Decimal(raw) != md.q(x, d) or abs(float(Decimal(raw)) - a["value"]) > 1e-9:
                err(f"{qid}: derivation gives {x}, gold raw {raw} value {a['value']}")
            for f in figs(q["derivation"]):
                nfig += 1
                if not on_page(n.key, f.rstrip("%")):
                    err(f"{qid}: figure {f} of the derivation not on the page")
            us = {(o.unit, int(o.scale) if o.scale is not None else None) for o in ops}
            if cat in ("difference", "average", "sum"):
                if us != {(a["unit"], a["scale"])}:
                    err(f"{qid}: unit/scale {(a['unit'], a['scale'])} vs operands {us}")
            elif cat == "percent_change":
                if (a["unit"], a["scale"]) != ("%", 1):
                    err(f"{qid}: percent change without unit %")
            elif cat == "ratio":
                if (a["unit"], a["scale"]) not in (("%", 1), (None, None)):
                    err(f"{qid}: ratio unit/scale {(a['unit'], a['scale'])}")
        # hard-case tags
        hc = q["hard_cases"]
        if ("multi_row_header" in hc) != (n.nhead >= 2) or ("landscape" in hc) != n.land or \
                f"style:{n.style}" not in hc:
            err(f"{qid}: hard_cases inconsistent with the note")
    for ctx, words, _f in RULES:
        if words not in used_rules:
            err(f"rule {ctx} {words!r} matched no question")
    print(f"5. golds: {len(recs)} checked {dict(sorted(kinds.items()))}; {nfig} derivation figures on their pages; "
          f"{len(used_rules)} independent rules")


# ============================================================================ 6-8
FIELDS = ["id", "question", "category", "answer", "evidence", "source", "hard_cases", "derivation", "answer_type",
          "answer_from", "context"]


def records(notes, recs):
    path = HERE / "questions.jsonl"
    stored = [json.loads(x) for x in path.read_text(encoding="utf-8").splitlines() if x.strip()]
    if stored != recs:
        err("questions.jsonl differs from make_questions.build()")
    ids = [q["id"] for q in stored]
    if ids != [f"t9-{i:03d}" for i in range(1, len(ids) + 1)] or len(set(ids)) != len(ids):
        err("ids are not t9-001 … in order and unique")
    docs = {n.doc for n in notes}
    for q in stored:
        if list(q) != FIELDS:
            err(f"{q['id']}: fields {list(q)}")
        if q["source"] != "tatqa-style9" or q["evidence"][0]["doc"] not in docs:
            err(f"{q['id']}: source / evidence")
        if list(q["answer"])[:6] != ["kind", "value", "raw", "unit", "scale", "conditions"]:
            err(f"{q['id']}: answer fields {list(q['answer'])}")
    used = {q["evidence"][0]["doc"] for q in stored}
    if used != docs:
        err(f"{len(docs - used)} documents without questions")
    print(f"6. records: {len(stored)} questions, ids t9-001 … t9-{len(stored):03d} unique, fields in order, "
          f"{len(used)} documents used, file == build()")


def selftest():
    r = subprocess.run([PY, str(SCORE), "--self-test", "--questions", str(HERE / "questions.jsonl")],
                       capture_output=True, text=True)
    out = r.stdout.strip().splitlines()
    if r.returncode != 0 or "self-test passed" not in r.stdout:
        err("score.py self-test failed:\n" + r.stdout + r.stderr)
    print("7. score.py --self-test: " + (out[-1] if out else "no output"))


def corpus_text():
    d = WORK / "corpus_txt"
    pdfs = sorted(Path("/work/shared/corpus").rglob("*.pdf"))
    d.mkdir(parents=True, exist_ok=True)
    if len(list(d.glob("*.txt"))) < len(pdfs):
        for p in pdfs:
            o = d / (str(p.relative_to("/work/shared/corpus")).replace("/", "__") + ".txt")
            if not o.exists():
                subprocess.run(["pdftotext", "-layout", str(p), str(o)], capture_output=True)
    return d, len(pdfs)


def names(notes):
    d, npdf = corpus_text()
    cands = []
    for n in notes:
        cands += [n.company, n.company.split()[0]] + n.names
    cands = list(dict.fromkeys(cands))
    bad = 0
    for c in cands:
        r = subprocess.run(["grep", "-rliF", c, "/work/main/bench", "/work/shared/corpus", str(d)],
                           capture_output=True, text=True)
        hits = [h for h in r.stdout.splitlines() if "/tatqa-style9/" not in h and "/tatqa-style9work/docs" not in h]
        if hits:
            bad += 1
            err(f"name {c!r} found elsewhere: {hits[:3]}")
    print(f"8. names: {len(cands)} invented names (companies, their first words, parks and a site) grepped in "
          f"/work/main/bench, /work/shared/corpus and the text of its {npdf} PDFs: {bad} found elsewhere")


def main(argv):
    outdir = Path(argv[1]) if len(argv) > 1 else WORK / "docs"
    if not outdir.exists() or not list(outdir.glob("*.pdf")):
        subprocess.run([PY, str(HERE / "make_docs.py"), str(outdir)], check=True)
    notes = md.notes()
    recs, meta = mq.build(with_meta=True)
    stored = [json.loads(x) for x in (HERE / "questions.jsonl").read_text(encoding="utf-8").splitlines() if x.strip()]
    determinism(outdir)
    pages(outdir, notes)
    readback(outdir, notes)
    relations(notes)
    if len(stored) != len(meta) or [q["id"] for q in stored] != [m["id"] for m in meta]:
        err("stored questions do not line up with make_questions.build()")
    else:
        golds(stored, meta)      # the stored file is checked, paired with the operands build() recorded
    records(notes, recs)
    selftest()
    names(notes)
    if ERRORS:
        print(f"{len(ERRORS)} check(s) FAILED")
        return 1
    print("all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
