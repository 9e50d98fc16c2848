#!/usr/bin/env python3
"""tatqa-style17: build questions.jsonl from the notes of make_docs.py.

    /work/main/.venv/bin/python make_questions.py          # writes questions.jsonl next to this file

Question texts are written by hand below; every answer is computed here from the same Note
objects that draw the PDFs: lookups copy the printed cell, arithmetic is evaluated in Decimal on
the printed figures (the derivation string is built from the same figures and re-evaluated),
label / list / count / "which year" golds come from rules evaluated over the table cells, prose
figures come from the note's facts, footnote dates from a pattern over the footnote text.
`build()` also returns an audit record per question, which check.py re-checks against the PDF.
"""
from __future__ import annotations

import json
import os
import re
import sys
from decimal import Decimal as D, ROUND_HALF_UP

HERE = os.path.dirname(os.path.abspath(__file__))
sys.dont_write_bytecode = True
sys.path.insert(0, HERE)
import make_docs as M  # noqa: E402

SOURCE = "tatqa-style17"
PREFIX = "t17"


# ----------------------------------------------------------------------------- arithmetic
def tokens(expr: str):
    s = re.sub(r"(?<=\d),(?=\d{3})", "", expr)
    out = []
    for m in re.finditer(r"\s*(\d+(?:\.\d+)?|[-+*/()])", s):
        out.append(m.group(1))
    assert "".join(out) == re.sub(r"\s+", "", s), (expr, out)
    return out


def evaluate(expr: str) -> D:
    """Evaluate + - * / ( ) over decimal literals exactly (Decimal, 28 digits)."""
    toks = tokens(expr)
    pos = 0

    def peek():
        return toks[pos] if pos < len(toks) else None

    def take():
        nonlocal pos
        pos += 1
        return toks[pos - 1]

    def atom():
        t = take()
        if t == "(":
            v = add()
            assert take() == ")"
            return v
        if t == "-":
            return -atom()
        return D(t)

    def mul():
        v = atom()
        while peek() in ("*", "/"):
            if take() == "*":
                v = v * atom()
            else:
                v = v / atom()
        return v

    def add():
        v = mul()
        while peek() in ("+", "-"):
            if take() == "+":
                v = v + mul()
            else:
                v = v - mul()
        return v

    v = add()
    assert pos == len(toks), expr
    return v


def numbers_in(expr: str):
    return [t for t in tokens(expr) if t[0].isdigit()]


def rounded(v: D, lo: int, hi: int) -> D:
    """The result exact with lo..hi decimals if it is, else rounded half-up to hi decimals."""
    for d in range(lo, hi + 1):
        if v == M.q(v, d):
            return M.q(v, d)
    return M.q(v, hi)


def places_of_str(s: str) -> int:
    m = re.search(r"\.(\d+)", s)
    return len(m.group(1)) if m else 0


# ----------------------------------------------------------------------------- operands
class Op:
    """A figure a gold rests on: a table cell or a prose / footnote figure."""

    def __init__(self, note, rk=None, ck=None, fact=None, size=False):
        self.note = note
        t = note.table
        self.size = size      # a parenthesised cell used by its size (pallets lost, ...)
        if fact is not None:
            f = note.facts[fact]
            self.src, self.key = "fact", fact
            self.value, self.scale, self.unit = f.value, f.scale, f.unit
            self.printed = f.num
            self.places = places_of_str(f.num)
            self.rk = self.ck = None
        else:
            r, c = t.rk[rk], t.ck[ck]
            self.src, self.rk, self.ck = "cell", rk, ck
            self.value = r.vals[ck]
            assert isinstance(self.value, D), (note.key, rk, ck, self.value)
            self.printed = t.show(r, c)
            self.places = t.places_of(r, c)
            self.scale = t.scale_of(r, c)
            self.unit = t.unit_of(r, c)
            self.label = r.label
        self.paren = self.printed.startswith("(") or "(" in self.printed
        if size:
            assert self.value < 0 and self.paren

    @property
    def num(self) -> str:
        """The figure as written in a derivation: digits with commas, "-" for a negative."""
        v = -self.value if self.size else self.value
        s = M.plain(v, self.places)
        return f"(-{s})" if v < 0 else s

    def audit(self):
        return {"src": self.src, "rk": self.rk, "ck": self.ck, "key": getattr(self, "key", None),
                "printed": self.printed, "num": self.num, "size": self.size}


# ----------------------------------------------------------------------------- rules
def cmp(op, a, b):
    return {"gt": a > b, "lt": a < b, "ge": a >= b, "le": a <= b, "eq": a == b}[op]


def apply_rule(rule, get, label, header):
    """Evaluate a label / count / comparison rule.  get(rk, ck) -> Decimal or str (None for
    blank, M.NIL for a dash); label(rk) -> row label; header(ck) -> leaf header text."""
    kind = rule["rule"]
    if kind in ("labels", "count", "rows", "one"):
        op, a, b = rule["cond"]
        hits = []
        for rk in rule["rows"]:
            x = get(rk, a)
            y = D(b["const"]) if isinstance(b, dict) and "const" in b else \
                (b["text"] if isinstance(b, dict) else get(rk, b))
            if x in (None, M.NIL) or y in (None, M.NIL):
                continue
            if cmp(op, x, y):
                hits.append(rk)
        if kind == "rows":
            return hits
        labels = [label(rk) for rk in hits]
        if kind == "one":
            assert len(labels) == 1, (rule, labels)
            return labels[0]
        return labels if kind == "labels" else len(labels)
    if kind in ("count_cols", "cols"):
        op, b = rule["cond"]
        hits = [ck for ck in rule["cols"]
                if get(rule["row"], ck) not in (None, M.NIL) and cmp(op, get(rule["row"], ck), D(b["const"]))]
        return [header(ck) for ck in hits] if kind == "cols" else len(hits)
    if kind in ("argmax", "argmin"):
        vals = [(get(rk, rule["col"]), rk) for rk in rule["rows"]]
        best = max(vals)[0] if kind == "argmax" else min(vals)[0]
        winners = [rk for v, rk in vals if v == best]
        assert len(winners) == 1, rule
        return label(winners[0])
    if kind in ("argmax_col", "argmin_col"):
        vals = [(get(rule["row"], ck), ck) for ck in rule["cols"]]
        best = max(vals)[0] if kind == "argmax_col" else min(vals)[0]
        winners = [ck for v, ck in vals if v == best]
        assert len(winners) == 1, rule
        return header(winners[0])
    raise ValueError(kind)


def model_access(note):
    t = note.table
    return (lambda rk, ck: t.rk[rk].vals.get(ck),
            lambda rk: t.rk[rk].label,
            lambda ck: t.ck[ck].head[-1])


# ----------------------------------------------------------------------------- builder
class Builder:
    def __init__(self):
        self.notes = {n.key[:3]: n for n in M.build_notes()}
        self.recs, self.audits = [], []
        self.note = None

    def use(self, nk):
        self.note = self.notes[nk]

    # operands
    def C(self, rk, ck, size=False):
        return Op(self.note, rk, ck, size=size)

    def F(self, key):
        return Op(self.note, fact=key)

    # tags
    def note_tags(self):
        n, t = self.note, self.note.table
        tags = [f"style:{n.style}"]
        if n.header_depth > 1:
            tags.append("multi_row_header")
        years = [c for c in t.cols if re.search(r"\d{4}", c.head[-1]) and len(c.head) > 1]
        if any(c.head[0] != c.head[-1] and not re.search(r"\d{4}", c.head[0]) for c in years):
            tags.append("year_band")
        if sum(1 for c in t.cols if re.fullmatch(r"(FY)?\d{4}", c.head[0])) >= 3:
            tags.append("three_years")
        if any(r.kind == "section" for r in t.rows):
            tags.append("section_rows")
        if any(r.kind == "section" and r.scale is not None for r in t.rows):
            tags.append("section_scale")
        elif any(r.kind == "data" and any(c.kind == "num" and r.scale != c.scale for c in t.cols) for r in t.rows
                 if r.scale is not None or r.places is not None):
            tags.append("row_scale")
        if n.caption:
            tags.append("caption")
        if n.footnotes:
            tags.append("footnote")
        if any(v == M.NIL for r in t.rows for v in r.vals.values()):
            tags.append("nil_dash")
        if any(c.kind == "text" for c in t.cols):
            tags.append("text_column")
        labels = [r.label for r in t.rows]
        if len(set(labels)) < len(labels):
            tags.append("repeated_row_label")
        if any(isinstance(v, D) and v < 0 for r in t.rows for v in r.vals.values()):
            tags.append("table_has_negatives")
        return tags

    def _rec(self, question, category, answer, derivation, answer_type, answer_from, extra_tags, audit):
        n = self.note
        tags = self.note_tags() + [x for x in extra_tags if x]
        rec = {"id": f"{PREFIX}-{len(self.recs) + 1:03d}", "question": question, "category": category,
               "answer": answer, "evidence": [{"doc": n.doc, "page": 1}], "source": SOURCE,
               "hard_cases": tags, "derivation": derivation, "answer_type": answer_type,
               "answer_from": answer_from, "context": n.key}
        audit.update(id=rec["id"], note=n.key)
        self.recs.append(rec)
        self.audits.append(audit)
        return rec

    @staticmethod
    def _from(ops):
        srcs = {o.src for o in ops}
        return "table-text" if srcs == {"cell", "fact"} else ("text" if srcs == {"fact"} else "table")

    @staticmethod
    def _jsonnum(v: D):
        return int(v) if v == v.to_integral_value() and "." not in str(v) else float(v)

    # answers
    def span(self, question, op: Op, scale="same"):
        unit = op.unit
        sc = op.scale if scale == "same" else scale
        if unit == "%":
            sc = 1
        ans = {"kind": "number", "value": self._jsonnum(op.value), "raw": op.printed, "unit": unit,
               "scale": sc, "conditions": []}
        tags = ["negative_in_parens" if op.paren else None, "text_only" if op.src == "fact" else None]
        return self._rec(question, "lookup", ans, "", "span", self._from([op]), tags,
                         {"kind": "span", "ops": [op.audit()]})

    def text_cell(self, question, rk, ck):
        t = self.note.table
        v = t.rk[rk].vals[ck]
        assert isinstance(v, str) and v != M.NIL
        ans = {"kind": "text", "value": v, "raw": v, "unit": None, "scale": None, "conditions": []}
        return self._rec(question, "lookup", ans, "", "span", "table", [],
                         {"kind": "text_cell", "rk": rk, "ck": ck, "gold": v})

    def text_note(self, question, pattern, where="footnotes"):
        """A text span from a footnote or the prose, found by a pattern with one group."""
        n = self.note
        texts = [t for _, t in n.footnotes] if where == "footnotes" else n.intro + n.outro
        hits = [m.group(1) for t in texts for m in re.finditer(pattern, t)]
        assert len(hits) == 1, (n.key, pattern, hits)
        v = hits[0]
        ans = {"kind": "text", "value": v, "raw": v, "unit": None, "scale": None, "conditions": []}
        return self._rec(question, "lookup", ans, "", "span", "text", ["text_only"],
                         {"kind": "text_note", "pattern": pattern, "gold": v})

    def rule(self, question, rule, category=None, extra=()):
        get, label, header = model_access(self.note)
        v = apply_rule(rule, get, label, header)
        kind = rule["rule"]
        if kind == "labels":
            assert len(v) >= 2, (self.note.key, v)
            ans = {"kind": "list", "value": v, "raw": list(v), "unit": None, "scale": None, "conditions": []}
            cat, at, der = "list", "multi-span", ""
        elif kind in ("count", "count_cols"):
            if kind == "count":
                rows = [label(r) for r in apply_rule(dict(rule, rule="rows"), get, label, header)]
            else:
                rows = apply_rule(dict(rule, rule="cols"), get, label, header)
            ans = {"kind": "number", "value": v, "raw": str(v), "unit": None, "scale": None, "conditions": []}
            cat, at, der = "count", "count", "##".join(rows)
        else:
            ans = {"kind": "text", "value": v, "raw": v, "unit": None, "scale": None, "conditions": []}
            cat, at, der = "lookup", "span", ""
        return self._rec(question, category or cat, ans, der, at, "table",
                         ["comparison" if kind.startswith("arg") else None] + list(extra),
                         {"kind": "rule", "rule": rule, "gold": v})

    def list_nums(self, question, ops):
        scales = {o.scale for o in ops}
        units = {o.unit for o in ops}
        assert len(scales) == 1 and len(units) == 1
        unit = units.pop()
        ans = {"kind": "list", "value": [self._jsonnum(o.value) for o in ops], "raw": [o.printed for o in ops],
               "unit": unit, "scale": 1 if unit == "%" else scales.pop(), "conditions": []}
        return self._rec(question, "list", ans, "", "multi-span", self._from(ops),
                         ["negative_in_parens" if any(o.paren for o in ops) else None],
                         {"kind": "list_nums", "ops": [o.audit() for o in ops]})

    def arith(self, question, category, template, ops, *, pct=False, unit="same", scale="same",
              lo=None, hi=None, expect=None, consts=(), select=None, extra=()):
        """template uses {0}, {1} ... for the operands; consts are the bare numbers it may add
        (100, 1,000 ...).  pct: the derivation gives a fraction, the answer is in percent."""
        der = template.format(*[o.num for o in ops])
        v = evaluate(der)
        if pct:
            v = v * 100
        opl = max(o.places for o in ops)
        if lo is None:
            lo = opl if category in ("difference", "sum", "average") else 0
        if hi is None:
            hi = opl if category in ("difference", "sum") else max(2, opl)
        r = rounded(v, lo, hi)
        if expect == "pos":
            assert r > 0, (question, r)
        if expect == "neg":
            assert r < 0, (question, r)
        if unit == "same":
            units = {o.unit for o in ops}
            assert len(units) == 1, (question, units)
            unit = units.pop()
        if pct:
            unit = "%"
        if scale == "same":
            scales = {o.scale for o in ops}
            assert len(scales) == 1, (question, scales)
            scale = scales.pop()
        if unit == "%":
            scale = 1
        ans = {"kind": "number", "value": self._jsonnum(r), "raw": f"{r:f}", "unit": unit, "scale": scale,
               "conditions": []}
        af = self._from(ops)
        tags = ["negative_in_parens" if any(o.paren for o in ops) else None,
                "table_text" if af == "table-text" else None, "text_only" if af == "text" else None]
        for c in consts:
            assert c.replace(",", "") in numbers_in(der), (der, c)
        return self._rec(question, category, ans, der, "arithmetic", af, tags + list(extra),
                         {"kind": "arith", "ops": [o.audit() for o in ops], "derivation": der, "pct": pct,
                          "consts": list(consts), "select": select, "gold": f"{r:f}"})

    # shorthands
    def diff(self, question, a, b, **kw):
        return self.arith(question, "difference", "{0} - {1}", [a, b], **kw)

    def pchg(self, question, new, old, **kw):
        return self.arith(question, "percent_change", "({0} - {1}) / {1}", [new, old], pct=True, **kw)

    def avg(self, question, *ops, **kw):
        tpl = "(" + " + ".join("{%d}" % i for i in range(len(ops))) + ") / " + str(len(ops))
        return self.arith(question, "average", tpl, list(ops), consts=[str(len(ops))], **kw)

    def total(self, question, *ops, **kw):
        tpl = " + ".join("{%d}" % i for i in range(len(ops)))
        return self.arith(question, "sum", tpl, list(ops), **kw)

    def share(self, question, a, b, **kw):
        return self.arith(question, "ratio", "{0} / {1}", [a, b], pct=True, **kw)

    def none(self, question, terms):
        ans = {"kind": "none", "value": None, "raw": None, "unit": None, "scale": None, "conditions": []}
        return self._rec(question, "unanswerable", ans, "", "none", "none", [],
                         {"kind": "none", "terms": list(terms)})


# ----------------------------------------------------------------------------- the questions
def build():
    b = Builder()
    C, F = b.C, b.F

    # n01 Femurline: implants
    b.use("n01")
    b.span("What was the average selling price of a revision knee implant in 2023?", C("rk", "p23"))
    b.pchg("By what percentage did partial knee unit sales increase from 2023 to 2024?", C("uk", "u24"),
           C("uk", "u23"), expect="pos")
    b.diff("What was the change in the average selling price of primary total hips between 2023 and 2024?",
           C("ph", "p24"), C("ph", "p23"), expect="neg")
    b.arith("Roughly how many primary total knees were implanted with robotic assistance in 2024? Answer in "
            "thousands.", "arithmetic_other", "{0} * {1} / 100", [C("pk", "u24"), F("robotic24")],
            unit=None, scale=1e3, consts=["100"])
    b.pchg("enabling technology revenue growth 2024 vs 2023 (%)", F("tech24"), F("tech23"), expect="pos")
    b.rule("Of the seven individual implant lines (totals aside), how many sold at a lower average price in "
           "2024 than in 2023?",
           {"rule": "count", "rows": ["pk", "uk", "rk", "ph", "rh", "sh", "fa"], "cond": ["lt", "p24", "p23"]})

    # n02 Merinvale: wool
    b.use("n02")
    b.span("What clean price per kilogram, in cents, did 19.0 to 20.5 micron wool fetch in 2024?",
           C("m190", "c24"))
    b.diff("How many fewer bales of 17.0 to 18.5 micron wool were sold in 2025 compared with 2024?",
           C("m170", "b24"), C("m170", "b25"), expect="pos")
    b.avg("What is the average of total bales sold in 2025 and 2024?", C("tot", "b25"), C("tot", "b24"))
    b.rule("Leaving the totals aside, which wool categories sold more bales in 2025 than in 2024?",
           {"rule": "labels", "rows": ["m165", "m170", "m190", "m210", "xb", "od"], "cond": ["gt", "b25", "b24"]})
    b.share("What proportion of the bales sold in 2025 were Merino fleece?", C("tm", "b25"), C("tot", "b25"))

    # n03 Tuftmoor: carpets
    b.use("n03")
    b.span("What was Pilecross's practical capacity for 2024?", C("harr", "cap"))
    b.pchg("Percentage change in Tuftmoor's total output between 2023 and 2024?", C("tot", "o24"),
           C("tot", "o23"), expect="neg")
    b.diff("How many percentage points higher was capacity utilisation at Pilecross than at Wefton in 2024?",
           C("harr", "ut"), C("weft", "ut"), expect="pos")
    b.rule("Which plants ran at more than 80% of capacity in 2024?",
           {"rule": "labels", "rows": ["pick", "loom", "harr", "weft", "bex"], "cond": ["gt", "ut", {"const": "80"}]})
    b.diff("By how much did the group's 2024 sales volume exceed what its plants produced that year? Answer in "
           "million m².", F("sold24"), C("tot", "o24"), expect="pos")
    b.none("How many square metres of artificial grass did Tuftmoor produce in 2024?", ["artificial grass"])

    # n04 Hopperline: railcars
    b.use("n04")
    b.span("What is the average monthly lease rate on pressure tank cars?", C("pst", "r24"))
    b.diff("By how many percentage points did gondola utilization change from 2023 to 2024?", C("gon", "u24"),
           C("gon", "u23"), expect="neg")
    b.rule("Which car types did the company own fewer of at the end of 2024 than a year earlier?",
           {"rule": "labels", "rows": ["hop", "gst", "pst", "box", "gon", "flt"], "cond": ["lt", "f24", "f23"]})
    b.avg("average no. of covered hoppers owned, Dec 31 2024 and Dec 31 2023", C("hop", "f24"), C("hop", "f23"))
    b.list_nums("What was the fleet utilization of boxcars at the end of 2024 and 2023, respectively?",
                [C("box", "u24"), C("box", "u23")])
    b.total("If every railcar on order had already been delivered, how many railcars would Hopperline have "
            "owned at the end of 2024?", C("tot", "f24"), F("order"))

    # n05 Glenfarrow: hydro
    b.use("n05")
    b.span("What % change in generation is reported for Whinmoor Lakes?", C("whin", "gc"))
    b.rule("Which scheme had the highest inflows relative to the long-run mean in FY2025?",
           {"rule": "argmax", "rows": ["whin", "cold", "sall", "pike", "fall"], "col": "i25"})
    b.diff("How many percentage points lower were Sallowdene's inflows in FY2025 than in FY2024?",
           C("sall", "i24"), C("sall", "i25"), expect="pos")
    b.rule("In how many schemes did generation fall in FY2025?",
           {"rule": "count", "rows": ["whin", "cold", "sall", "pike", "fall"], "cond": ["lt", "g25", "g24"]})
    b.arith("At the average realised price, what was FY2025 hydro generation worth? Give the answer in "
            "millions of dollars.", "arithmetic_other", "{0} * 1,000 * {1} / 1,000,000",
            [C("tot", "g25"), F("price25")], unit=None, scale=1e6, consts=["1,000", "1,000,000"])
    b.pchg("How much did the average realised hydro price rise year on year, in percent?", F("price25"),
           F("price24"), expect="pos")

    # n06 Voltharrow: hydrogen
    b.use("n06")
    b.text_cell("What electrolyser technology is used at the Solhaug site?", "solh", "tech")
    b.total("What is the combined 2024 installed capacity of the sites that use PEM electrolysers?",
            C("fjel", "m24"), C("kvern", "m24"),
            select={"rule": "rows", "rows": ["fjel", "havb", "kvern", "solh"],
                    "cond": ["eq", "tech", {"text": "PEM"}]})
    b.pchg("Year-on-year change in Havbukt's hydrogen output, %", C("havb", "h24"), C("havb", "h23"))
    b.text_note("When was the Kvernøya site commissioned?", r"commissioned on (\d{1,2} \w+ \d{4})")
    b.avg("Average hydrogen production at Fjellnes over 2023 and 2024, in tonnes?", C("fjel", "h24"),
          C("fjel", "h23"))

    # n07 Quadwick: schools
    b.use("n07")
    b.span("What is the termly day fee at St Elmsworth's School for 2024/25?", C("elms", "fee"))
    b.diff("By how many did the number of boarders at Harrowdene College fall between the January 2024 and "
           "January 2025 censuses?", C("harr", "b24"), C("harr", "b25"), expect="pos")
    b.rule("Which schools had more pupils on roll in January 2025 than in January 2024?",
           {"rule": "labels", "rows": ["harr", "elms", "cres", "kl", "doha"], "cond": ["gt", "p25", "p24"]})
    b.pchg("What was the percentage increase in pupils at the international schools between the two "
           "censuses?", C("intl", "p25"), C("intl", "p24"), expect="pos")
    b.share("How full were the group's schools at the January 2025 census, as a percentage of the pupil "
            "places available?", C("tot", "p25"), F("places"))
    b.avg("Mean pupil roll at Quadwick School Doha across the 2024 and 2025 census dates", C("doha", "p25"),
          C("doha", "p24"))
    b.none("What was the boarding fee per term at Harrowdene College in 2024/25?", ["boarding fee"])

    # n08 Obverly: coins
    b.use("n08")
    b.span("How many thousand troy ounces of gold bullion coins were sold in 2022?", C("gold", "y22"))
    b.avg("What was the average annual volume of silver bullion coins sold over 2022 to 2024? Answer in "
          "thousands of troy ounces.", C("silv", "y24"), C("silv", "y23"), C("silv", "y22"))
    b.rule("In how many of the three years did Obverly sell more than 50 thousand ounces of platinum?",
           {"rule": "count_cols", "row": "plat", "cols": ["y24", "y23", "y22"], "cond": ["gt", {"const": "50"}]})
    b.rule("In which year did Obverly sell the most gold bullion coins?",
           {"rule": "argmax_col", "row": "gold", "cols": ["y24", "y23", "y22"]})
    b.pchg("What was the percentage change in total circulating coins produced from 2023 to 2024?",
           C("ctot", "y24"), C("ctot", "y23"), expect="neg")
    b.diff("How many more 10-cent coins were struck in 2023 than in 2024? (millions of pieces)",
           C("c10", "y23"), C("c10", "y24"), expect="pos")
    b.diff("By how much did seigniorage on circulating coins drop in 2024 compared with 2023? Answer in "
           "millions of dollars.", F("seig23"), F("seig24"), expect="pos")


    # n09 Slumbergate: mattresses
    b.use("n09")
    b.span("What was the percentage change in units sold through wholesale partners?", C("whol", "uc"))
    b.diff("What was the change in total average unit revenue from fiscal 2023 to fiscal 2024?", C("tot", "a24"),
           C("tot", "a23"), expect="pos")
    b.share("What percentage of fiscal 2024 mattress units were sold online (e-commerce)?", C("ecom", "u24"),
            C("tot", "u24"))
    b.rule("Which sales channel had the highest average unit revenue in fiscal 2024?",
           {"rule": "argmax", "rows": ["show", "ecom", "whol", "hosp"], "col": "a24"})
    b.diff("Excluding the estimated contribution of the extra week, how many mattress units would Slumbergate "
           "have sold in fiscal 2024? Answer in thousands.", C("tot", "u24"), F("wk53"))
    b.avg("Company-operated showrooms: average units per year across fiscal 2023 and fiscal 2024 (in "
          "thousands)", C("show", "u24"), C("show", "u23"))

    # n10 Agrivane: crop protection
    b.use("n10")
    b.span("What reported percentage change in net sales is shown for Latin America?", C("lat", "cr"))
    b.diff("What was the change in herbicide net sales from 2023 to 2024, in € million?", C("herb", "s24"),
           C("herb", "s23"), expect="neg")
    b.rule("Which product classes grew their net sales on a reported basis in 2024?",
           {"rule": "labels", "rows": ["herb", "fung", "ins", "seed", "bio"], "cond": ["gt", "s24", "s23"]})
    b.share("Biologicals as a share of Agrivane's total 2024 net sales?", C("bio", "s24"), C("ptot", "s24"))
    b.list_nums("Europe net sales for 2024 and 2023 (in € million)?", [C("eur", "s24"), C("eur", "s23")])
    b.avg("What were average annual group net sales over 2023 and 2024 (€ million)?", C("ptot", "s24"),
          C("ptot", "s23"))

    # n11 Lastuvaara: panels
    b.use("n11")
    b.text_cell("In which country is the Ozolkalns mill?", "ozol", "cty")
    b.total("What was the combined MDF and OSB output in 2024, in thousand cubic metres?", C("mdf", "p24"),
            C("gran", "p24"))
    b.diff("How much higher was Kuusirinne's capacity utilisation than Birkeslev's in 2024, in percentage "
           "points?", C("kuus", "ut"), C("birk", "ut"), expect="pos")
    b.pchg("Percentage growth in OSB production at Granlunda in 2024?", C("gran", "p24"), C("gran", "p23"),
           expect="pos")
    b.none("How much plywood did Lastuvaara produce in 2024?", ["plywood"])

    # n12 Brightpane: float glass
    b.use("n12")
    b.diff("How many fewer days did Line F2 operate in 2024-25 than in 2023-24?", C("f2", "d24"), C("f2", "d25"),
           expect="pos")
    b.total("How much glass did the two Vellapuram lines produce together in 2024-25? ('000 tonnes)",
            C("f1", "o25"), C("f2", "o25"),
            select={"rule": "rows", "rows": ["f1", "f2", "f3", "f4"], "cond": ["eq", "loc", {"text": "Vellapuram"}]})
    b.arith("On average, how many tonnes of glass did Line F3 produce per day operated in 2024-25?", "ratio",
            "{0} * 1,000 / {1}", [C("f3", "o25"), C("f3", "d25")], unit=None, scale=None, consts=["1,000"])
    b.text_note("On what date did the cold repair of Line F2 begin?", r"cold repair from (\d{1,2} \w+ \d{4})")
    b.pchg("What was the percentage change in total glass produced between 2023-24 and 2024-25?",
           C("tot", "o25"), C("tot", "o24"), expect="pos")

    # n13 Shellbrae: almonds
    b.use("n13")
    b.span("What % change in shipments to China and Hong Kong does the cooperative report?", C("chn", "ch"))
    b.diff("How many more million pounds of almonds went to India in 2024/25 than in 2023/24?", C("ind", "s25"),
           C("ind", "s24"), expect="pos")
    b.rule("Which export markets received smaller shipments in the 2024/25 crop year than in 2023/24?",
           {"rule": "labels", "rows": ["weu", "ind", "mde", "chn", "oth"], "cond": ["lt", "s25", "s24"]})
    b.pchg("What was the percentage increase in the average price paid to members from the 2023/24 crop to the "
           "2024/25 crop?", F("pr25"), F("pr24"), expect="pos")
    b.diff("By how much did receipts from members exceed total shipments in the 2024/25 crop year, in million "
           "pounds?", F("rec25"), C("tot", "s25"), expect="pos")
    b.avg("U.S. shipments, average of the two crop years (million lb)", C("us", "s25"), C("us", "s24"))

    # n14 Sunbraid: citrus
    b.use("n14")
    b.span("What pound-solids yield per box did Valencia oranges give in the 2023–24 season?", C("val", "y24"))
    b.pchg("By what percent did total boxes processed change in 2024–25 versus 2023–24?", C("tot", "b25"),
           C("tot", "b24"), expect="neg")
    b.diff("What was the change in grapefruit pound-solids per box from the 2023–24 season to the 2024–25 "
           "season?", C("gf", "y25"), C("gf", "y24"), expect="neg")
    b.rule("For which fruit varieties was the juice yield per box higher in 2024–25 than in 2023–24?",
           {"rule": "labels", "rows": ["em", "val", "gf", "tang"], "cond": ["gt", "y25", "y24"]})
    b.avg("What was the average number of early and midseason orange boxes processed per season over the two "
          "seasons? Answer in thousands of boxes.", C("em", "b25"), C("em", "b24"))

    # n15 Ochrevale: iron ore
    b.use("n15")
    b.span("What provisional pricing adjustment was recorded in FY2025?", C("ppa", "rv25"))
    b.diff("What was the change in total revenue from FY2024 to FY2025, in US$ million?", C("tot", "rv25"),
           C("tot", "rv24"), expect="neg")
    b.arith("What was the average revenue per wet metric tonne of lump sold in FY2025, in US dollars?", "ratio",
            "{0} / {1}", [C("lump", "rv25"), C("lump", "sh25")], unit=None, scale=None)
    b.pchg("Percentage change in pellet shipments, FY2024 to FY2025?", C("pel", "sh25"), C("pel", "sh24"),
           expect="neg")
    b.diff("How much did C1 cash costs per wet metric tonne rise in FY2025, in US dollars?", F("c125"),
           F("c124"), expect="pos")
    b.avg("Average fines shipments across FY2024 and FY2025, in million wet tonnes?", C("fine", "sh25"),
          C("fine", "sh24"))

    # n16 Lagoonward: pools
    b.use("n16")
    b.span("How many pools were in the Texas backlog at the end of 2024?", C("tx", "bl"))
    b.diff("How much did Florida's average contract value go up in 2024? Answer in thousands of dollars.",
           C("fl", "a24"), C("fl", "a23"), expect="pos")
    b.rule("In which markets did Lagoonward complete fewer pools in 2024 than in 2023?",
           {"rule": "labels", "rows": ["az", "fl", "tx", "nv", "ca"], "cond": ["lt", "p24", "p23"]})
    b.pchg("What was the percentage change in the average build cycle from 2023 to 2024?", F("cyc24"),
           F("cyc23"), expect="neg")
    b.avg("California pools completed - mean of 2023 and 2024", C("ca", "p24"), C("ca", "p23"))
    b.none("How many pools did Lagoonward complete in Georgia in 2024?", ["Georgia"])

    # n17 Apronwise: ground handling
    b.use("n17")
    b.span("How much cargo did Apronwise handle at Faro in 2023, in thousand tonnes?", C("fao", "c23"))
    b.pchg("What was the percentage growth in passengers handled at Funchal in 2024?", C("fnc", "x24"),
           C("fnc", "x23"), expect="pos")
    b.arith("On average, how many passengers were handled per aircraft turn at Lisbon in 2024?", "ratio",
            "{0} * 1,000 / {1}", [C("lis", "x24"), C("lis", "t24")], unit=None, scale=None, consts=["1,000"])
    b.rule("At which stations did the volume of cargo handled decrease in 2024?",
           {"rule": "labels", "rows": ["lis", "opo", "fao", "fnc", "pdl"], "cond": ["lt", "c24", "c23"]})
    b.diff("How many more aircraft turns were handled in total in 2024 than in 2023? Answer in thousands.",
           C("tot", "t24"), C("tot", "t23"), expect="pos")

    # n18 Crateloop: pallet pool
    b.use("n18")
    b.span("What figure is reported for pallets scrapped in the Americas in the year to June 2025?",
           C("scrap", "am"))
    b.total("How many pallets did Europe lose or scrap in total during the year ended 30 June 2025? (thousands)",
            C("loss", "eu", size=True), C("scrap", "eu", size=True))
    b.pchg("By what percentage did the total pallet pool grow over the year ended 30 June 2025?",
           C("close", "t25"), C("open", "t25"), expect="pos")
    b.arith("Irrecoverable losses as a percentage of issues for the year ended 30 June 2025? Round to two "
            "decimals.", "ratio", "{0} / ({1} * 1,000)", [C("loss", "t25", size=True), F("iss25")], pct=True,
            scale=None, consts=["1,000"])
    b.diff("How many more pallets did Crateloop purchase in 2025 than in 2024? Answer in thousands.",
           C("buy", "t25"), C("buy", "t24"), expect="pos")

    # n19 Slibbergen: dredging
    b.use("n19")
    b.span("What volume was dredged for coastal protection in 2023?", C("cst", "v23"))
    b.arith("What was revenue per cubic metre dredged in land reclamation in 2024, in euros?", "ratio",
            "{0} / {1}", [C("rec", "r24"), C("rec", "v24")], unit=None, scale=None)
    b.diff("change in capital dredging revenue 2023 -> 2024, € million", C("cap", "r24"), C("cap", "r23"))
    b.pchg("By what percentage did Slibbergen's order book grow during 2024?", F("ob24"), F("ob23"),
           expect="pos")
    b.list_nums("Give the volumes dredged in maintenance dredging for 2024 and 2023.",
                [C("mnt", "v24"), C("mnt", "v23")])
    b.none("How many dredgers did Slibbergen operate at the end of 2024?", ["dredgers"])

    # n20 Hidecroft: leather
    b.use("n20")
    b.span("How many hides did the Moxburn tannery process in 2023?", C("mox", "y23"))
    b.pchg("What was the percentage change in footwear leather sold between 2023 and 2024?", C("foot", "y24"),
           C("foot", "y23"), expect="neg")
    b.avg("What is the average number of hides processed per year across 2023 and 2024, in thousands?",
          C("htot", "y24"), C("htot", "y23"))
    b.rule("Which tanneries processed more hides in 2024 than in 2023?",
           {"rule": "labels", "rows": ["calv", "mox", "pc"], "cond": ["gt", "y24", "y23"]})

    # n21 Kilnbarley: malt
    b.use("n21")
    b.span("What was the change in malt sold to Scotch whisky distillers, in thousand tonnes?", C("scot", "ch"))
    b.avg("What were average annual malt sales to distillers across 2024 and 2025?", C("dist", "y25"),
          C("dist", "y24"))
    b.rule("Not counting totals, which customer groups bought more malt in 2025 than in 2024?",
           {"rule": "labels", "rows": ["intl", "reg", "scot", "odis", "food"], "cond": ["gt", "y25", "y24"]})
    b.total("What were combined 2024 malt sales to regional and craft brewers and to other distillers? Answer "
            "in thousand tonnes.", C("reg", "y24"), C("odis", "y24"))

    # n22 Frostburrow: ice cream
    b.use("n22")
    b.arith("What were net sales per litre of take-home tubs in 2024, in pounds?", "ratio", "{0} / {1}",
            [C("tub", "s24"), C("tub", "v24")], unit=None, scale=None)
    b.pchg("Private label volume growth in 2024, %?", C("pl", "v24"), C("pl", "v23"), expect="pos")
    b.avg("What was the average of total net sales for 2023 and 2024, in £ million?", C("tot", "s24"),
          C("tot", "s23"))
    b.rule("Which formats sold less ice cream by volume in 2024 than in 2023?",
           {"rule": "labels", "rows": ["tub", "mp", "imp", "ooh", "pl"], "cond": ["lt", "v24", "v23"]})
    b.share("What percentage of Frostburrow's 2024 net sales came from exports?", F("exp"), C("tot", "s24"))
    b.none("What volume of frozen yoghurt did Frostburrow sell in 2024?", ["yoghurt"])

    # n23 Alignora: aligners
    b.use("n23")
    b.span("What was the average selling price per case in 2022?", C("asp", "y22"))
    b.pchg("By what percentage did total case shipments grow from 2022 to 2024? Round to one decimal place.",
           C("tot", "y24"), C("tot", "y22"), expect="pos", hi=1)
    b.rule("In which year was the average selling price per case highest?",
           {"rule": "argmax_col", "row": "asp", "cols": ["y24", "y23", "y22"]})
    b.avg("What were average yearly case shipments in North America over 2022-2024? Answer in thousands, "
          "rounded to two decimals.", C("na", "y24"), C("na", "y23"), C("na", "y22"))
    b.diff("How many more doctors did Alignora ship to in 2024 than in 2023? (thousands)", C("doc", "y24"),
           C("doc", "y23"), expect="pos")

    # n24 Glucorra: CGM
    b.use("n24")
    b.span("What was international sensor and transmitter revenue in 2022?", C("intl", "y22"))
    b.pchg("Total revenue growth from 2023 to 2024, in percent?", C("rtot", "y24"), C("rtot", "y23"),
           expect="pos")
    b.avg("What was the average number of estimated U.S. users at year end over 2022 to 2024? Answer in "
          "thousands.", C("uus", "y24"), C("uus", "y23"), C("uus", "y22"))
    b.rule("In how many of the years shown did receivers and other revenue exceed $70 million?",
           {"rule": "count_cols", "row": "rcv", "cols": ["y24", "y23", "y22"], "cond": ["gt", {"const": "70"}]})
    b.diff("How much did receivers and other revenue decline from 2022 to 2024?", C("rcv", "y22"),
           C("rcv", "y24"), expect="pos")
    b.none("How many insulin pumps did Glucorra ship in 2024?", ["pump"])

    # n25 Kelpstrand: seaweed
    b.use("n25")
    b.text_cell("Which seaweed species is farmed at Kasulo Bank?", "kas", "sp")
    b.total("How much wet Kappaphycus seaweed was harvested in 2024 in total, in tonnes?", C("tal", "w24"),
            C("pun", "w24"),
            select={"rule": "rows", "rows": ["tal", "kas", "pun", "mna"], "cond": ["eq", "sp", {"text": "Kappaphycus"}]})
    b.pchg("Percentage change in total carrageenan extracted from 2023 to 2024?", C("tot", "c24"),
           C("tot", "c23"), expect="pos")
    b.rule("Which farm harvested less wet seaweed in 2024 than in 2023?",
           {"rule": "one", "rows": ["tal", "kas", "pun", "mna"], "cond": ["lt", "w24", "w23"]})
    b.share("Talimbay Reef: carrageenan extracted as a percentage of wet seaweed harvested, 2024",
            C("tal", "c24"), C("tal", "w24"))
    b.avg("What is the average wet harvest at Pundawan Cove for 2023 and 2024 (tonnes)?", C("pun", "w24"),
          C("pun", "w23"))

    # n26 Nacrelle: pearls
    b.use("n26")
    b.span("What proportion of Pindaroo Reef's 2024 pearls were of gem quality?", C("pin", "g24"))
    b.diff("What was the change in the average price per pearl at Marrabindi Creek from 2023 to 2024?",
           C("mar", "p24"), C("mar", "p23"), expect="neg")
    b.avg("Average pearls harvested at Pindaroo Reef over 2023 and 2024 ('000)?", C("pin", "n24"),
          C("pin", "n23"))
    b.arith("What tender revenue did Coralgate Sound's 2024 harvest bring in (pearls times average price)? "
            "Answer in A$ thousands.", "arithmetic_other", "{0} * {1}", [C("cor", "n24"), C("cor", "p24")],
            unit=None, scale=1e3)
    b.rule("At which farms did the average price per pearl rise in 2024?",
           {"rule": "labels", "rows": ["pin", "cor", "mar", "wat"], "cond": ["gt", "p24", "p23"]})
    b.none("How many pearls were harvested at the Company's Indonesian farm in 2024?", ["Indonesia"])

    # n27 Culturane: biologics
    b.use("n27")
    b.span("What is the bioreactor capacity at Haldenau?", C("hal", "cap"))
    b.pchg("By what percentage did batches released at Brookwater Park increase in 2024?", C("brk", "b24"),
           C("brk", "b23"), expect="pos")
    b.diff("What was the change in Haldenau's right-first-time rate from 2023 to 2024?", C("hal", "r24"),
           C("hal", "r23"), expect="neg")
    b.rule("Which sites achieved a right-first-time rate above 97% in 2024?",
           {"rule": "labels", "rows": ["kes", "hal", "skv", "brk"], "cond": ["gt", "r24", {"const": "97"}]})
    b.total("Including clinical trial batches, how many batches did Culturane manufacture in 2024?",
            C("tot", "b24"), F("clin"))

    # n28 Kurasetsu: sake
    b.use("n28")
    b.span("What was the change in Junmai shipments in FY2025, in kilolitres?", C("jun", "ch"))
    b.pchg("What was the percentage change in regular sake shipments from FY2024 to FY2025?", C("reg", "y25"),
           C("reg", "y24"), expect="neg")
    b.avg("What were average junmai daiginjo shipments over FY2024 and FY2025 (kL)?", C("jdg", "y25"),
          C("jdg", "y24"))
    b.list_nums("How many kilolitres of Daiginjo were shipped in FY2025 and in FY2024?",
                [C("dg", "y25"), C("dg", "y24")])

    # n29 Scentmarrow: fragrances
    b.use("n29")
    b.span("What was Vetiveria's net sales change at constant exchange rates?", C("vet", "cc"))
    b.arith("How much did travel retail net sales increase in 2024? Answer in € millions.", "difference",
            "({0} - {1}) / 1,000", [C("trv", "s24"), C("trv", "s23")], scale=1e6, lo=0, hi=3, consts=["1,000"],
            expect="pos", extra=["scale_conversion"])
    b.share("E-commerce as a percentage of 2024 net sales", C("eco", "s24"), C("ctot", "s24"))
    b.list_nums("For wholesale distributors, what were the reported % change and the % change at constant "
                "exchange rates?", [C("whs", "cr"), C("whs", "cc")])
    b.avg("What were Ambrelune's average annual net sales across 2023 and 2024? (€ thousands)",
          C("amb", "s24"), C("amb", "s23"))

    # n30 Suberwick: cork
    b.use("n30")
    b.span("What was the average price of colmated stoppers in 2023, per thousand?", C("col", "p23"))
    b.pchg("Sparkling wine stopper unit growth in 2024, %?", C("spk", "u24"), C("spk", "u23"), expect="pos")
    b.arith("Roughly what revenue did natural whole stoppers bring in during 2024? Answer in € millions.",
            "arithmetic_other", "{0} * {1} / 1,000", [C("nat", "u24"), C("nat", "p24")], unit=None, scale=1e6,
            consts=["1,000"])
    b.rule("How many of the six stopper types sold fewer units in 2024 than in 2023?",
           {"rule": "count", "rows": ["nat", "col", "mic", "t11", "spk", "bar"], "cond": ["lt", "u24", "u23"]})
    b.diff("How much higher was the overall average stopper price in 2024 than in 2023 (€ per thousand)?",
           C("tot", "p24"), C("tot", "p23"), expect="pos")
    b.avg("average micro-agglomerated units sold, 2023 and 2024 (millions)", C("mic", "u24"), C("mic", "u23"))

    return b


def write(path=os.path.join(HERE, "questions.jsonl")):
    b = build()
    with open(path, "w", encoding="utf-8") as f:
        for r in b.recs:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    return b


if __name__ == "__main__":
    b = write()
    from collections import Counter
    print(len(b.recs), "questions")
    print(Counter(r["category"] for r in b.recs).most_common())
    print(Counter(r["answer_type"] for r in b.recs).most_common())
    print(Counter(r["answer_from"] for r in b.recs).most_common())
