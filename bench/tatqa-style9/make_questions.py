"""tatqa-style9: build questions.jsonl from the notes of make_docs.py.

    /work/main/.venv/bin/python bench/tatqa-style9/make_questions.py

Every gold is computed here from the printed cells (make_docs.Note.c) or from the prose figures the builders
declare (Note.facts): lookups copy the printed cell, arithmetic is evaluated with Decimal on the printed figures
and rounded half-up to 2 decimals, and the derivation string is written from the same figures. No gold value is
typed by hand. The question wording is written by hand, one question at a time.
"""
from __future__ import annotations

import json
import re
import sys
from decimal import Decimal
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import make_docs as md  # noqa: E402

SOURCE = "tatqa-style9"
PREFIX = "t9-"


# ============================================================================ operands
class Fact:
    """A figure printed in the prose or inside a text cell: the same interface as make_docs.Cell."""

    def __init__(self, note, text, value, unit, scale, where="prose"):
        self.note, self.text, self.value, self.unit, self.scale, self.where = note, text, md.D(value), unit, scale, where
        self.row = None

    @property
    def fig(self):
        return self.text.replace("%", "").replace("x", "").strip()


def fact(n, name) -> Fact:
    text, value, unit, scale = n.facts[name]
    return Fact(n, text, value, unit, scale)


def in_text(n, rk, ck, i, unit="%", scale=Decimal(1)) -> Fact:
    """The i-th number inside a text cell (e.g. a range "8.1% – 14.6%")."""
    t = n.c(rk, ck).text
    nums = re.findall(r"\d+(?:\.\d+)?", t)
    return Fact(n, nums[i], nums[i], unit, scale, where="cell")


def decs(o) -> int:
    m = re.search(r"\.(\d+)", o.fig)
    return len(m.group(1)) if m else 0


def res(x: Decimal, ops):
    """An arithmetic result as (value, raw). An exact result keeps the operands' decimals; otherwise it is
    rounded half-up to max(2, the operands' decimals). raw is the number printed at that precision."""
    d = max([decs(o) for o in ops] + [0])
    if x != md.q(x, d):
        d = max(2, d)
    r = md.q(x, d)
    raw = format(r, f".{d}f")
    return (int(r) if d == 0 else float(r)), raw


def num(x: Decimal):
    """Half-up to 2 decimals (used only for cross-checks)."""
    x = md.q(x, 2)
    return int(x) if x == x.to_integral_value() else float(x)


def cellnum(v: Decimal):
    return int(v) if v == v.to_integral_value() and "." not in str(v) else float(v)


def same_units(ops):
    us = {(o.unit, o.scale) for o in ops}
    assert len(us) == 1, [(o.text, o.unit, o.scale) for o in ops]
    return us.pop()


def neg_fig(f: str) -> str:
    return f"({f})" if f.startswith("-") else f


# ============================================================================ answers
def A(kind, value, raw, unit=None, scale=None, **extra):
    a = {"kind": kind, "value": value, "raw": raw, "unit": unit,
         "scale": (int(scale) if scale is not None else None), "conditions": []}
    a.update(extra)
    return a


def span(c):
    return A("number", cellnum(c.value), c.text, c.unit, c.scale), ""


def text(value, raw=None, aliases=None):
    a = A("text", value, raw if raw is not None else value)
    if aliases:
        a["aliases"] = aliases
    return a, ""


def lst(cells):
    unit, scale = same_units(cells)
    return A("list", [cellnum(c.value) for c in cells], [c.text for c in cells], unit, scale), ""


def lst_text(labels):
    return A("list", list(labels), list(labels)), ""


def diff(a, b, absval=False):
    unit, scale = same_units([a, b])
    va, vb = (abs(a.value), abs(b.value)) if absval else (a.value, b.value)
    fa, fb = (a.fig.lstrip("-"), b.fig.lstrip("-")) if absval else (a.fig, b.fig)
    v, raw = res(va - vb, [a, b])
    return A("number", v, raw, unit, scale), f"{fa} - {neg_fig(fb)}"


def pchg(new, old):
    same_units([new, old])
    v, raw = res((new.value - old.value) / old.value * 100, [new, old])
    return A("number", v, raw, "%", 1), f"({new.fig} - {neg_fig(old.fig)}) / {old.fig}"


def avg(cells):
    unit, scale = same_units(cells)
    v, raw = res(sum(c.value for c in cells) / len(cells), cells)
    body = " + ".join(neg_fig(c.fig) if i else c.fig for i, c in enumerate(cells))
    return A("number", v, raw, unit, scale), f"({body}) / {len(cells)}"


def total(cells):
    unit, scale = same_units(cells)
    v, raw = res(sum(c.value for c in cells), cells)
    return A("number", v, raw, unit, scale), " + ".join(neg_fig(c.fig) if i else c.fig for i, c in enumerate(cells))


def ratio(nums, den, percent=True, absval=False):
    nums = nums if isinstance(nums, list) else [nums]
    val = (lambda c: abs(c.value)) if absval else (lambda c: c.value)
    fig = (lambda c: c.fig.lstrip("-")) if absval else (lambda c: c.fig)
    r = sum(val(c) for c in nums) / val(den) * (100 if percent else 1)
    top = " + ".join(fig(c) for c in nums)
    top = f"({top})" if len(nums) > 1 else top
    v, raw = res(r, nums + [den])
    if percent:
        return A("number", v, raw, "%", 1), f"{top} / {fig(den)}"
    return A("number", v, raw), f"{top} / {fig(den)}"


def count(items):
    return A("number", len(items), len(items)), "##".join(items)


def none():
    return A("none", None, None), ""


# ============================================================================ records
CAT_TYPE = {"lookup": "span", "list": "multi-span", "count": "count", "unanswerable": "none"}


class Builder:
    def __init__(self):
        self.notes = {n.key[:3]: n for n in md.notes()}
        self.recs, self.meta = [], []

    def add(self, t, question, category, ans, ops=(), frm="table", tags=(), cmp=None, absent=()):
        n = self.notes[t]
        answer, derivation = ans
        if cmp:
            derivation = cmp
        hard = [f"style:{n.style}"]
        if n.land:
            hard.append("landscape")
        if n.nhead >= 2:
            hard.append("multi_row_header")
        if any(isinstance(o, md.Cell) and o.value is not None and o.value < 0 and "(" in o.text for o in ops):
            hard.append("negative_in_parens")
        if n.scale_where == "prose" and answer.get("scale") not in (None, 1):
            hard.append("scale_in_prose_only")
        hard += [x for x in tags if x not in hard]
        atype = CAT_TYPE.get(category, "arithmetic")
        if category == "lookup" and answer["kind"] == "list":
            atype = "multi-span"
        rec = {"id": f"{PREFIX}{len(self.recs) + 1:03d}", "question": question, "category": category,
               "answer": answer, "evidence": [{"doc": n.doc, "page": 1}], "source": SOURCE, "hard_cases": hard,
               "derivation": derivation, "answer_type": atype, "answer_from": frm if category != "unanswerable" else
               "none", "context": n.key}
        self.recs.append(rec)
        self.meta.append({"id": rec["id"], "note": n, "ops": list(ops), "absent": list(absent)})


def build(with_meta=False):
    b = Builder()
    N = b.notes
    add = b.add

    # ---- t01 Hopsgarth: revenue and excise duties (£m in column headers)
    n = N["t01"]
    c = n.c("North America", "e20")
    add("t01", "What were the excise duties in North America in 2020?", "lookup", span(c), [c])
    a, o = n.c("Total", "n21"), n.c("Total", "n20")
    add("t01", "By what percentage did total revenue after excise duties grow between 2020 and 2021?",
        "percent_change", pchg(a, o), [a, o])
    e, g = n.c("United Kingdom", "e21"), n.c("United Kingdom", "g21")
    add("t01", "In 2021, what percentage of gross revenue in the United Kingdom went on excise duties?", "ratio",
        ratio(e, g, absval=True), [e, g])
    x, y = n.c("Continental Europe", "n21"), n.c("Continental Europe", "n20")
    add("t01", "average net revenue for continental europe 2020-2021", "average", avg([x, y]), [x, y])
    x, y = n.c("Asia Pacific", "g21"), n.c("Asia Pacific", "g20")
    add("t01", "Could you give me Asia Pacific's gross revenue for 2021 and 2020?", "list", lst([x, y]), [x, y])

    # ---- t02 Kilverstone: annual bonus scorecard
    n = N["t02"]
    ws = {r.key: r.vals[1] for r in n.rows if r.kind == "item"}
    top = max(ws, key=ws.get)
    add("t02", "Which performance measure had the heaviest weighting in the 2021 bonus?", "lookup", text(top),
        [n.c(top, "w")], tags=["comparison"], cmp="<".join(str(v) for v in sorted(ws.values())))
    a, t = n.c("Underlying profit before tax", "ac"), n.c("Underlying profit before tax", "tg")
    add("t02", "By how much did actual underlying profit before tax beat its target?", "difference", diff(a, t),
        [a, t], tags=["row_unit_column"])
    m, a = n.c("Free cash flow", "mx"), n.c("Free cash flow", "ac")
    add("t02", "How far short of the maximum was the free cash flow actually delivered? Answer in £m.", "difference",
        diff(m, a), [m, a], tags=["row_unit_column"])
    above = [r.key for r in n.rows if r.kind == "item" and isinstance(r.vals[3], Decimal)
             and r.vals[5] > r.vals[3]]
    add("t02", "How many of the measures with a numerical target came in above target?", "count", count(above),
        [n.c(k, "ac") for k in above])
    e, mp, sal = n.c("Total", "earn"), fact(n, "maxpct"), fact(n, "salary")
    v, raw = res(e.value / 100 * mp.value / 100 * sal.value, [e, mp, sal])
    add("t02", "Using the total bonus earned, what bonus in pounds did the Chief Executive receive for 2021?",
        "arithmetic_other", (A("number", v, raw), f"{e.text}% * {mp.text} * {sal.text}"), [e, mp, sal],
        frm="table-text", tags=["table_text"])

    # ---- t03 Merrowgate: Level 3 unobservable inputs (dollars in thousands)
    n = N["t03"]
    c = n.c("Second lien senior secured debt", "wa")
    add("t03", "What weighted average market yield was applied to second lien senior secured debt?", "lookup",
        span(c), [c], tags=["text_column"])
    c = n.c("Preferred equity", "tech")
    add("t03", "which valuation technique is used for the preferred equity investments", "lookup", text(c.text), [c],
        tags=["text_column"])
    f, t = n.c("First lien senior secured debt", "fv"), n.c("Total Level 3 investments", "fv")
    add("t03", "What percentage of total Level 3 investments did first lien senior secured debt represent?", "ratio",
        ratio(f, t), [f, t])
    hi, lo = in_text(n, "First lien senior secured debt", "rng", 1), in_text(n, "First lien senior secured debt",
                                                                             "rng", 0)
    add("t03", "How wide, in percentage points, is the range of market yields used for first lien debt?",
        "difference", diff(hi, lo), [hi, lo], tags=["number_in_text_cell"])
    cs = [n.c(k, "fv") for k in ("First lien senior secured debt", "Second lien senior secured debt",
                                 "Subordinated debt")]
    add("t03", "What is the combined fair value of the three debt investment categories?", "sum", total(cs), cs)
    mult = [r.label for r in n.rows if r.kind == "item" and "multiple" in r.vals[2]]
    add("t03", "Which investment categories are valued with a multiple as the unobservable input?", "list",
        lst_text(mult), [n.c(k, "inp") for k in mult], tags=["text_column"])

    # ---- t04 Sentaro: value of new business
    n = N["t04"]
    x, y = n.c("Thailand", "m21"), n.c("Thailand", "m20")
    add("t04", "What was Thailand's average VNB margin across 2020 and 2021?", "average", avg([x, y]), [x, y])
    a, o = n.c("Total", "v21"), n.c("Total", "v20")
    add("t04", "What was the percentage change in total VNB (after unallocated expenses) from 2020 to 2021?",
        "percent_change", pchg(a, o), [a, o])
    x, y = n.c("Vietnam", "a21"), n.c("Vietnam", "a20")
    add("t04", "What is the average APE sales for Vietnam for 2021 and 2020?", "average", avg([x, y]), [x, y])
    x, y = n.c("Singapore", "m21"), n.c("Singapore", "m20")
    add("t04", "How many percentage points did Singapore's VNB margin improve by in 2021?", "difference",
        diff(x, y), [x, y])
    mk = ["Singapore", "Malaysia", "Thailand", "Indonesia", "Vietnam", "Philippines"]
    mg = {k: n.v(k, "m21") for k in mk}
    best = max(mg, key=mg.get)
    add("t04", "Which market had the highest VNB margin in 2021?", "lookup", text(best), [n.c(best, "m21")],
        tags=["comparison"], cmp="<".join(str(v) for v in sorted(mg.values())))
    x, y = n.c("Unallocated", "v21"), n.c("Unallocated", "v20")
    add("t04", "What were the unallocated group office expenses deducted from VNB in 2021 and 2020 respectively?",
        "list", lst([x, y]), [x, y])

    # ---- t05 Sungaimas: planted area by age
    n = N["t05"]
    c = n.c("imm", "p20")
    add("t05", "What proportion of the planted area was immature at the end of 2020?", "lookup", span(c), [c])
    a, o = n.c("total", "h21"), n.c("total", "h20")
    add("t05", "What was the change in total planted area between 2020 and 2021, in hectares?", "difference",
        diff(a, o), [a, o])
    a, o = n.c("old", "h21"), n.c("old", "h20")
    add("t05", "What is the percentage change in old mature hectares from 2020 to 2021?", "percent_change",
        pchg(a, o), [a, o])
    f, m = fact(n, "ffb21"), n.c("mature", "h21")
    add("t05", "What was the 2021 FFB yield in tonnes per hectare of mature palms?", "ratio",
        ratio(f, m, percent=False), [f, m], frm="table-text", tags=["table_text"])
    x, y = n.c("young", "h21"), n.c("imm", "h21")
    add("t05", "How many hectares were young mature or immature in 2021 combined?", "sum", total([x, y]), [x, y],
        tags=["section_rows"])

    # ---- t06 Havbrekke: salmon harvest and cost
    n = N["t06"]
    c = n.c("Shetland", "c20")
    add("t06", "What was the farming cost per kg in Shetland in 2020?", "lookup", span(c), [c])
    a, o = n.c("Region North", "v21"), n.c("Region North", "v20")
    add("t06", "Region North harvest volume: percentage change 2021 vs 2020?", "percent_change", pchg(a, o), [a, o])
    x, y = n.c("Region West", "v21"), n.c("Region West", "v20")
    add("t06", "What was the average harvest volume in Region West over 2020 and 2021?", "average", avg([x, y]),
        [x, y])
    p, g = fact(n, "price21"), n.c("Group", "c21")
    add("t06", "In 2021, how much higher per kg was the average reference price than the Group's farming cost?",
        "difference", diff(p, g), [p, g], frm="table-text", tags=["table_text"])
    hi = [r.label for r in n.rows if r.kind == "item" and r.vals[2] > 47]
    add("t06", "In how many regions was the 2021 farming cost above NOK 47 per kg?", "count", count(hi),
        [n.c(k, "c21") for k in hi])
    add("t06", "What harvest volume did the Faroe Islands region report in 2021?", "unanswerable", none(),
        absent=["Faroe"])

    # ---- t07 Carvello: rental fleet metrics
    n = N["t07"]
    c = n.c("util", "i20")
    add("t07", "What was vehicle utilization for International RAC in 2020?", "lookup", span(c), [c])
    a, o = n.c("rpd", "a21"), n.c("rpd", "a20")
    add("t07", "What is the percentage change in the Americas total RPD from 2020 to 2021?", "percent_change",
        pchg(a, o), [a, o])
    a, o = n.c("fc", "i21"), n.c("fc", "i20")
    add("t07", "What was the change in International per-unit fleet costs per month between 2020 and 2021?",
        "difference", diff(a, o), [a, o])
    a, o = n.c("rev", "i21"), n.c("rev", "i20")
    add("t07", "how much did international RAC total revenues grow in 2021, in percent", "percent_change",
        pchg(a, o), [a, o], tags=["row_scale"])
    x, y = n.c("td", "i21"), n.c("td", "i20")
    add("t07", "What were International RAC's average transaction days for 2020 and 2021?", "average",
        avg([x, y]), [x, y], tags=["row_scale"])

    # ---- t08 Cindermoss: landfill airspace
    n = N["t08"]
    x, y = n.c("cons", "perm"), n.c("eng", "perm")
    add("t08", "What were the reductions in remaining permitted airspace from airspace consumed and from changes in "
        "engineering estimates?", "list", lst([x, y]), [x, y])
    a, o = n.c("close", "tot"), n.c("open", "tot")
    add("t08", "By how much did total airspace change during 2021?", "difference", diff(a, o), [a, o])
    a, o = n.c("close", "perm"), n.c("open", "perm")
    add("t08", "What was the percentage increase in remaining permitted airspace over 2021?", "percent_change",
        pchg(a, o), [a, o])
    a, cons = n.c("close", "perm"), n.c("cons", "perm")
    add("t08", "At the 2021 rate of airspace consumption, roughly how many years would the remaining permitted "
        "airspace at December 31, 2021 last?", "ratio", ratio(a, cons, percent=False, absval=True), [a, cons])
    c = n.c("close", "sites")
    add("t08", "How many landfills did Cindermoss have at the end of 2021?", "lookup", span(c), [c])

    # ---- t09 Pennigate: employee turnover
    n = N["t09"]
    c = n.c("Under 30", "r20")
    add("t09", "What was the turnover rate for employees under 30 in 2020?", "lookup", span(c), [c])
    a, o = n.c("All", "l21"), n.c("All", "l20")
    add("t09", "How did the total number of leavers change from 2020 to 2021?", "difference", diff(a, o), [a, o])
    x, y = n.c("30 to 50", "h21"), n.c("30 to 50", "h20")
    add("t09", "Average headcount of the 30 to 50 age group, averaged over 2020 and 2021?", "average",
        avg([x, y]), [x, y])
    a, o = n.c("Over 50", "l21"), n.c("Over 50", "l20")
    add("t09", "What was the percentage change in leavers aged over 50 between 2020 and 2021?", "percent_change",
        pchg(a, o), [a, o])
    x, y = n.c("vol", "l21"), n.c("vol", "l20")
    add("t09", "How many voluntary leavers were there in 2021 and in 2020?", "list", lst([x, y]), [x, y])

    # ---- t10 Cawdermoor: complaints
    n = N["t10"]
    c = n.c("Mortgages", "u21")
    add("t10", "What percentage of mortgage complaints were upheld in 2021?", "lookup", span(c), [c])
    a, o = n.c("Total", "c21"), n.c("Total", "c20")
    add("t10", "What was the percentage change in total complaints received from 2020 to 2021?", "percent_change",
        pchg(a, o), [a, o], tags=["footnote"])
    a, o = n.c("Credit cards", "c21"), n.c("Credit cards", "c20")
    add("t10", "change in credit card complaints received 2020 to 2021", "difference", diff(a, o), [a, o])
    up = [r.label for r in n.rows if r.kind == "item" and r.vals[0] > r.vals[2]]
    add("t10", "For which products did the bank receive more complaints in 2021 than in 2020?", "list",
        lst_text(up), [n.c(k, "c21") for k in up], tags=["comparison"])
    x, y = n.c("Current accounts", "c21"), n.c("Current accounts", "c20")
    add("t10", "What is the average number of current account complaints recieved in 2020 and 2021?", "average",
        avg([x, y]), [x, y])

    # ---- t11 Orvanthe: pipeline counts
    n = N["t11"]
    filed = [r.label for r in n.rows if r.kind == "item" and r.key != "T20" and isinstance(r.vals[3], Decimal)]
    add("t11", "How many therapy areas have at least one programme filed for approval?", "count", count(filed),
        [n.c(k, "f") for k in filed])
    c = n.c("Neuroscience", "p2")
    add("t11", "How many neuroscience programmes are in Phase II?", "lookup", span(c), [c])
    x, y = n.c("Oncology", "p2"), n.c("Oncology", "p3")
    add("t11", "What is the total number of oncology programmes in Phase II and Phase III?", "sum", total([x, y]),
        [x, y])
    a, o = n.c("T21", "t"), n.c("T20", "t")
    add("t11", "By what percentage did the total number of clinical programmes change between the end of 2020 and "
        "the end of 2021?", "percent_change", pchg(a, o), [a, o])
    nof = [r.label for r in n.rows if r.kind == "item" and r.key != "T20" and r.vals[3] is None]
    add("t11", "Which therapy areas have no programme at the filed stage?", "list", lst_text(nof),
        [n.c(k, "f") for k in nof])

    # ---- t12 Quillerby: patents
    n = N["t12"]
    c = n.c("China", "p20")
    add("t12", "How many patent applications were pending in China at December 31, 2020?", "lookup", span(c), [c])
    a, o = n.c("Total", "i21"), n.c("Total", "i20")
    add("t12", "What is the change in total issued patents from 2020 to 2021?", "difference", diff(a, o), [a, o])
    a, o = n.c("United States", "i21"), n.c("United States", "i20")
    add("t12", "Percentage change in US issued patents, 2020 to 2021?", "percent_change", pchg(a, o), [a, o])
    x, y = n.c("Japan", "i21"), n.c("Japan", "i20")
    add("t12", "What is the average number of issued patents in Japan at the two year-ends?", "average",
        avg([x, y]), [x, y])
    dn = [r.key for r in n.rows if r.kind == "item" and r.vals[1] < r.vals[3]]
    add("t12", "In which jurisdictions did the number of pending applications fall during 2021?", "list",
        lst_text(dn), [n.c(k, "p21") for k in dn], tags=["comparison"])
    add("t12", "How many patents has Quillerby been issued in India?", "unanswerable", none(), absent=["India"])

    # ---- t13 Brushwick: acreage
    n = N["t13"]
    c = n.c("Powder River Basin", "un")
    add("t13", "How many net undeveloped acres does Brushwick hold in the Powder River Basin?", "lookup", span(c), [c])
    x, y = n.c("Eagle Ford", "dg"), n.c("Eagle Ford", "dn")
    add("t13", "What are the gross and net developed acres in the Eagle Ford?", "list", lst([x, y]), [x, y])
    x, y = n.c("Delaware Basin", "dn"), n.c("Midland Basin", "dn")
    add("t13", "What is the combined net developed acreage in the Delaware and Midland basins?", "sum",
        total([x, y]), [x, y])
    f, t = fact(n, "exp"), n.c("Total", "un")
    add("t13", "What percentage of the total net undeveloped acreage is scheduled to expire in 2022?", "ratio",
        ratio(f, t), [f, t], frm="table-text", tags=["table_text"])
    g, t = n.c("Total", "tg"), n.c("Total", "tn")
    add("t13", "What's the difference between total gross acres and total net acres?", "difference", diff(g, t),
        [g, t])

    # ---- t14 Ellesmont: regulatory assets and liabilities (in millions, prose only)
    n = N["t14"]
    x, y = n.c("ra-ee", "21"), n.c("ra-ee", "20")
    add("t14", "What were the regulatory assets for energy efficiency programs in 2021 and 2020?", "list",
        lst([x, y]), [x, y])
    a, o = n.c("ra-storm", "21"), n.c("ra-storm", "20")
    add("t14", "What was the percentage change in deferred storm restoration costs from 2020 to 2021?",
        "percent_change", pchg(a, o), [a, o])
    a, o = n.c("ta", "21"), n.c("ta", "20")
    add("t14", "How much did total regulatory assets change between 2020 and 2021?", "difference", diff(a, o), [a, o])
    x, y = n.c("rl-edit", "21"), n.c("rl-edit", "20")
    add("t14", "What is the average regulatory liability for excess deferred income taxes for 2020 and 2021?",
        "average", avg([x, y]), [x, y])
    c = n.c("rl-fuel", "20")
    add("t14", "What was the regulatory liability for deferred fuel and purchased power at December 31, 2020?",
        "lookup", span(c), [c], tags=["repeated_row_label"])
    add("t14", "How large was the regulatory asset for nuclear decommissioning costs in 2021?", "unanswerable",
        none(), absent=["nuclear", "decommission"])

    # ---- t15 Marisgate: catastrophe losses
    n = N["t15"]
    c = n.c("2020-o", "n")
    add("t15", "What were the net losses from other catastrophe events in 2020?", "lookup", span(c), [c],
        tags=["repeated_row_label"])
    a, o = n.c("T2021", "g"), n.c("T2020", "g")
    add("t15", "What is the percentage change in total gross catastrophe losses from 2020 to 2021?",
        "percent_change", pchg(a, o), [a, o])
    t, p = n.c("T2021", "n"), fact(n, "npe21")
    add("t15", "Express 2021 net catastrophe losses as a percentage of 2021 net premiums earned.", "ratio",
        ratio(t, p), [t, p], frm="table-text", tags=["table_text"])
    h, f = n.c("2021-h", "c"), n.c("2021-f", "c")
    add("t15", "How much more was ceded to reinsurers on the Gulf Coast hurricane than on the European floods?",
        "difference", diff(h, f, absval=True), [h, f])
    g = {r.label: r.vals[0] for r in n.rows if r.key.startswith("2021-")}
    big = max(g, key=g.get)
    add("t15", "Which 2021 event caused the largest gross loss?", "lookup",
        text(big, aliases=["Hurricane US Gulf Coast", "US Gulf Coast hurricane"]),
        [n.c("2021-h", "g")], tags=["comparison"], cmp="<".join(str(v) for v in sorted(g.values())))

    # ---- t16 Cordavan: aircraft order book
    n = N["t16"]
    c = n.c("Airbus A321neo", "y25")
    add("t16", "How many A321neo deliveries are scheduled for 2025?", "lookup", span(c), [c])
    x, y = n.c("Total", "y22"), n.c("Total", "y23")
    add("t16", "How many aircraft in total are due for delivery across 2022 and 2023?", "sum", total([x, y]), [x, y])
    d22 = [r.label for r in n.rows if r.kind == "item" and isinstance(r.vals[0], Decimal)]
    add("t16", "How many aircraft types have firm deliveries scheduled in 2022?", "count", count(d22),
        [n.c(k, "y22") for k in d22])
    a, t = n.c("Airbus A321neo", "firm"), n.c("Total", "firm")
    add("t16", "What share of total firm orders is accounted for by the A321neo?", "ratio", ratio(a, t), [a, t])
    add("t16", "How many Embraer E195-E2 aircraft does the group have on firm order?", "unanswerable", none(),
        absent=["Embraer", "E195"])

    # ---- t17 Kwavela: headline earnings
    n = N["t17"]
    c = n.c("heps", "n20")
    add("t17", "What was headline earnings per share in 2020?", "lookup", span(c), [c])
    a, o = n.c("heps", "n21"), n.c("heps", "n20")
    add("t17", "What was the percentage change in HEPS from 2020 to 2021?", "percent_change", pchg(a, o), [a, o])
    a, o = n.c("he", "n21"), n.c("he", "n20")
    add("t17", "By how much did headline earnings increase in 2021?", "difference", diff(a, o), [a, o])
    x, y = n.c("ppe", "g20"), n.c("ppe", "n20")
    add("t17", "What were the gross and net amounts of the 2020 impairment of property, plant and equipment?",
        "list", lst([x, y]), [x, y], tags=["footnote"])
    x, y = n.c("shares", "n21"), n.c("shares", "n20")
    add("t17", "What is the average weighted average number of ordinary shares for 2021 and 2020?", "average",
        avg([x, y]), [x, y], tags=["row_scale"])

    # ---- t18 Coralhaven: VOI sales metrics (in millions, except tours and VPG)
    n = N["t18"]
    c = n.c("vpg", "18")
    add("t18", "What was VPG in 2018?", "lookup", span(c), [c])
    cs = [n.c("tours", y) for y in ("19", "18", "17")]
    add("t18", "What were the average tours per year from 2017 to 2019?", "average", avg(cs), cs)
    a, o = n.c("cs", "19"), n.c("cs", "18")
    add("t18", "What was the percentage change in contract sales from 2018 to 2019?", "percent_change", pchg(a, o),
        [a, o])
    a, o = n.c("prov", "19"), n.c("prov", "18")
    add("t18", "What was the change in the provision for loan losses between 2018 and 2019?", "difference",
        diff(a, o), [a, o])
    v19, v18, v17 = (n.c("vpg", y) for y in ("19", "18", "17"))
    v, raw = res((v19.value + v18.value) / 2 - (v18.value + v17.value) / 2, [v19, v18, v17])
    add("t18", "What is the change in the average VPG between 2017-2018 and 2018-2019?", "arithmetic_other",
        (A("number", v, raw), f"[({v19.fig} + {v18.fig}) / 2] - [({v18.fig} + {v17.fig}) / 2]"),
        [v19, v18, v17])

    # ---- t19 Kittimar: drydock schedule
    n = N["t19"]
    c = n.c("af-d", "q2")
    add("t19", "How many off-hire days are expected for Aframax tankers in Q2 2022?", "lookup", span(c), [c],
        tags=["repeated_row_label"])
    cs = [n.c("ex", k) for k in ("q1", "q2", "q3", "q4")]
    add("t19", "What is the average estimated drydock expenditure per quarter in 2022?", "average", avg(cs), cs,
        tags=["row_scale"])
    a, o = n.c("tv", "y23"), n.c("tv", "t22")
    add("t19", "What is the difference between the number of vessels scheduled for drydocking in 2023 and in 2022?",
        "difference", diff(a, o), [a, o])
    a, o = n.c("td", "y23"), n.c("td", "t22")
    add("t19", "What is the percentage change in total off-hire days from 2022 to 2023?", "percent_change",
        pchg(a, o), [a, o])
    add("t19", "How many VLCCs are scheduled for drydocking in 2022?", "unanswerable", none(),
        absent=["VLCC", "very large crude"])

    # ---- t20 Brightloom: ASC 606 adoption (in thousands)
    n = N["t20"]
    c = n.c("dr", "wo")
    add("t20", "Without adopting ASC 606, what would current deferred revenue have been?", "lookup", span(c), [c])
    a, r_ = n.c("sub", "adj"), n.c("sub", "rep")
    add("t20", "What were the ASC 606 adjustments to subscription revenue as a percentage of reported subscription "
        "revenue?", "ratio", ratio(a, r_), [a, r_])
    x, y = n.c("dcc", "rep"), n.c("dcn", "rep")
    add("t20", "What were total deferred commissions as reported, current and noncurrent combined? (in thousands)",
        "sum", total([x, y]), [x, y])
    zero = [r.label for r in n.rows if r.kind == "item" and r.vals[2] == 0]
    add("t20", "Which balance sheet items would have been nil without the adoption of ASC 606?", "list",
        lst_text(zero), [n.c(k, "wo") for k in ("ca", "dcc", "dcn")])
    w, r_ = n.c("nl", "wo"), n.c("nl", "rep")
    add("t20", "What is the difference between the net loss without adoption and the net loss as reported?",
        "difference", diff(w, r_), [w, r_])

    # ---- t21 Lakemarsh: ADV and rate per contract
    n = N["t21"]
    c = n.c("r-en", "18")
    add("t21", "What was the average rate per contract for energy in 2018?", "lookup", span(c), [c],
        tags=["repeated_row_label"])
    x, y = n.c("r-ag", "19"), n.c("r-ag", "18")
    add("t21", "What is the average rate per contract for agricultural products, averaged over 2018 and 2019?",
        "average", avg([x, y]), [x, y], tags=["repeated_row_label"])
    a, o = n.c("v-tot", "19"), n.c("v-tot", "18")
    add("t21", "What was the change in total average daily volume from 2018 to 2019?", "difference", diff(a, o),
        [a, o])
    x, y = n.c("v-me", "19"), n.c("v-me", "18")
    add("t21", "average metals ADV 2018 and 2019?", "average", avg([x, y]), [x, y], tags=["repeated_row_label"])
    a, t = n.c("v-ir", "19"), n.c("v-tot", "19")
    add("t21", "What share of 2019 total average daily volume came from interest rate contracts?", "ratio",
        ratio(a, t), [a, t])

    # ---- t22 Torrevane: factory audits
    n = N["t22"]
    c = n.c("Bangladesh", "z20")
    add("t22", "How many zero-tolerance findings were there in Bangladesh in fiscal 2020?", "lookup", span(c), [c])
    a, o = n.c("Total", "a21"), n.c("Total", "a20")
    add("t22", "By what percentage did the total number of audits conducted change from fiscal 2020 to fiscal 2021?",
        "percent_change", pchg(a, o), [a, o])
    zt = [r.label for r in n.rows if r.kind == "item" and r.vals[2] is None]
    add("t22", "How many countries had no zero-tolerance findings in fiscal 2021?", "count", count(zt),
        [n.c(k, "z21") for k in zt])
    x, y = n.c("Vietnam", "f21"), n.c("Vietnam", "f20")
    add("t22", "What was the average number of Tier 1 factories in Vietnam in fiscal 2020 and 2021?", "average",
        avg([x, y]), [x, y])
    x, y = n.c("China", "a21"), n.c("China", "a20")
    add("t22", "What was the average number of audits in China over the two fiscal years?", "average", avg([x, y]),
        [x, y])
    add("t22", "How many audits were carried out at factories in Indonesia in fiscal 2021?", "unanswerable", none(),
        absent=["Indonesia"])

    # ---- t23 Mistlebrook: packaging
    n = N["t23"]
    c = n.c("tpl", "r21")
    add("t23", "What was the recycled content of total plastics packaging in 2021?", "lookup", span(c), [c])
    a, o = n.c("gls", "t21"), n.c("gls", "t20")
    add("t23", "What is the percentage chnage in glass packaging tonnage from 2020 to 2021?", "percent_change",
        pchg(a, o), [a, o])
    a, o = n.c("rig", "r21"), n.c("rig", "r20")
    add("t23", "By how many percentage points did the recycled content of rigid plastics rise in 2021?",
        "difference", diff(a, o), [a, o])
    a, o = n.c("pap", "t21"), n.c("pap", "t20")
    add("t23", "Paper and board tonnes — % change from 2020 to 2021?", "percent_change", pchg(a, o), [a, o])
    p, t = n.c("tpl", "t21"), n.c("tot", "t21")
    add("t23", "What proportion of total packaging tonnage in 2021 was plastic?", "ratio", ratio(p, t), [p, t])
    add("t23", "How many tonnes of compostable packaging did Mistlebrook use in 2021?", "unanswerable", none(),
        absent=["compost"])

    # ---- t24 Veritrace: installed base
    n = N["t24"]
    pl = {y: n.v("pl", y) for y in ("21", "20", "19")}
    low = min(pl, key=pl.get)
    add("t24", "In which year were the fewest systems placed?", "lookup", text("20" + low), [n.c("pl", low)],
        tags=["comparison"], cmp="<".join(str(v) for v in sorted(pl.values())))
    a, o = n.c("proc", "21"), n.c("proc", "20")
    add("t24", "What was the percentage change in procedures performed from 2020 to 2021?", "percent_change",
        pchg(a, o), [a, o], tags=["row_scale"])
    cs = [n.c("Europe", y) for y in ("21", "20", "19")]
    add("t24", "What was the average installed base in Europe at the end of 2019, 2020 and 2021?", "average",
        avg(cs), cs)
    cs = [n.c("rt", y) for y in ("21", "20", "19")]
    add("t24", "What were the trade-ins and retirements in 2021, 2020 and 2019 respectively?", "list", lst(cs), cs)
    u, t = n.c("United States", "21"), n.c("end", "21")
    add("t24", "What percentage of the installed base at the end of 2021 was in the United States?", "ratio",
        ratio(u, t), [u, t])

    # ---- t25 Merovia: cruise statistics
    n = N["t25"]
    c = n.c("occ", "18")
    add("t25", "What was occupancy in 2018?", "lookup", span(c), [c], tags=["footnote"])
    a, o = n.c("albd", "19"), n.c("albd", "18")
    add("t25", "What was the percentage change in ALBD from 2018 to 2019?", "percent_change", pchg(a, o), [a, o])
    cs = [n.c("ny", y) for y in ("19", "18", "17")]
    add("t25", "What is the average net yield over 2017 to 2019?", "average", avg(cs), cs)
    a, o = n.c("ny", "19"), n.c("ncc", "19")
    add("t25", "In 2019, what was the difference between net yields and net cruise costs excluding fuel per ALBD?",
        "difference", diff(a, o), [a, o])
    add("t25", "How many passengers per cabin are assumed in the occupancy denominator?", "lookup",
        text("two", aliases=["2", "two passengers per cabin", "2 passengers"]), [], frm="text", tags=["footnote"])
    add("t25", "How many metric tons of fuel did Merovia consume in 2019?", "unanswerable", none(),
        absent=["metric ton", "fuel consumption", "consumed"])

    # ---- t26 Joyvale: parks KPIs
    n = N["t26"]
    c = n.c("Wildermoor Ridge", "18")
    add("t26", "What was attendance at Wildermoor Ridge in 2018?", "lookup", span(c), [c], tags=["row_scale"])
    a, o = n.c("tatt", "19"), n.c("tatt", "18")
    add("t26", "What was the change in total attendance from 2018 to 2019?", "difference", diff(a, o), [a, o],
        tags=["row_scale"])
    a, o = n.c("adm", "19"), n.c("adm", "18")
    add("t26", "How much did admission per capita increase from 2018 to 2019?", "difference", diff(a, o), [a, o])
    x, y = n.c("inp", "19"), n.c("inp", "18")
    add("t26", "What is the average in-park per capita spending for 2018 and 2019?", "average", avg([x, y]), [x, y])
    up = [k for k in ("Cobalt Point", "Wildermoor Ridge", "Splashvale") if n.v(k, "19") > n.v(k, "18")]
    add("t26", "Which parks had higher attendance in 2019 than in 2018?", "list", lst_text(up),
        [n.c(k, "19") for k in up], tags=["comparison"])

    # ---- t27 Ardlowe: viability scenarios
    n = N["t27"]
    c = n.c("s3", "hr")
    add("t27", "What is the minimum liquidity headroom under the major cyber incident scenario?", "lookup", span(c),
        [c])
    a, o = n.c("base", "hr"), n.c("comb", "hr")
    add("t27", "How much lower is minimum liquidity headroom in the combined scenario than in the base plan?",
        "difference", diff(a, o), [a, o])
    cs = [n.c(k, "eb") for k in ("s1", "s2", "s3")]
    add("t27", "What is the average adjusted EBITDA impact of the three individual scenarios?", "average", avg(cs),
        cs)
    x, y = n.c("s1", "eb"), n.c("s2", "eb")
    add("t27", "What are the adjusted EBITDA impacts of scenarios 1 and 2?", "list", lst([x, y]), [x, y])
    cov, lev = fact(n, "cov"), n.c("comb", "lev")
    add("t27", "Under the combined scenario, how many turns of EBITDA of covenant headroom remain on net "
        "debt/EBITDA?", "difference", diff(cov, lev), [cov, lev], frm="table-text", tags=["footnote", "table_text"])

    # ---- t28 Prentmoor: staffing segments
    n = N["t28"]
    c = n.c("ind-rate", "18")
    add("t28", "What was the Industrial segment's average bill rate in 2018?", "lookup", span(c), [c],
        tags=["repeated_row_label"])
    a, o = n.c("pro-gm", "19"), n.c("pro-gm", "18")
    add("t28", "What was the change in the Professional gross margin between 2018 and 2019?", "difference",
        diff(a, o), [a, o], tags=["repeated_row_label"])
    x, y = n.c("ind-hrs", "19"), n.c("ind-hrs", "18")
    add("t28", "What were the average Industrial billable hours in 2018 and 2019?", "average", avg([x, y]), [x, y],
        tags=["repeated_row_label", "row_scale"])
    c = n.c("pro-rev", "ch")
    add("t28", "What is the % change in revenue for Professional?", "lookup", span(c), [c],
        tags=["repeated_row_label"])
    a, o = n.c("trev", "19"), n.c("trev", "18")
    add("t28", "What was the change in total revenue from 2018 to 2019? Answer in millions.", "difference",
        diff(a, o), [a, o], tags=["row_scale"])

    # ---- t29 Dalquhar: maturing spirit
    n = N["t29"]
    c = n.c("11 to 20 years", "c20")
    add("t29", "What was the carrying value of maturing spirit aged 11 to 20 years in 2020?", "lookup", span(c), [c])
    a, o = n.c("tot", "l21"), n.c("tot", "l20")
    add("t29", "What was the percentage change in total maturing spirit (LPA) from 2020 to 2021?", "percent_change",
        pchg(a, o), [a, o], tags=["footnote"])
    x, y = n.c("Over 20 years", "c21"), n.c("Over 20 years", "c20")
    add("t29", "average carrying value of over-20-year-old spirit, 2020 and 2021", "average", avg([x, y]), [x, y])
    x, y = n.c("3 to 5 years", "l21"), n.c("3 to 5 years", "l20")
    add("t29", "How many litres of pure alcohol aged 3 to 5 years were held in 2021 and 2020?", "list",
        lst([x, y]), [x, y])
    dn = [r.label for r in n.rows if r.kind == "item" and r.vals[0] < r.vals[1]]
    add("t29", "In how many age bands did the volume of maturing spirit fall between 2020 and 2021?", "count",
        count(dn), [n.c(k, "l21") for k in dn])

    # ---- t30 Pelmount: new and used vehicles
    n = N["t30"]
    c = n.c("used-gp", "19")
    add("t30", "What was used vehicle gross profit per unit in 2019?", "lookup", span(c), [c],
        tags=["repeated_row_label"])
    a, o = n.c("new-gp", "19"), n.c("new-gp", "18")
    add("t30", "What was the change in new vehicle gross profit per unit from 2018 to 2019?", "difference",
        diff(a, o), [a, o], tags=["repeated_row_label"])
    x, y = n.c("used-rev", "19"), n.c("used-rev", "18")
    add("t30", "What were average used vehicle retail revenues for 2018 and 2019?", "average", avg([x, y]), [x, y],
        tags=["repeated_row_label", "row_scale"])
    u, g = n.c("new-u", "19"), n.c("new-gp", "19")
    v, raw = res(u.value * g.value, [u, g])
    add("t30", "Multiplying units by gross profit per unit, what was total new vehicle retail gross profit in 2019?",
        "arithmetic_other", (A("number", v, raw), f"{u.fig} * {g.fig}"), [u, g],
        tags=["repeated_row_label"])
    x, y = n.c("new-rev", "19"), n.c("new-rev", "18")
    add("t30", "New vehicle retail revenues in 2019 and 2018, respectively?", "list", lst([x, y]), [x, y],
        tags=["repeated_row_label", "row_scale"])

    return (b.recs, b.meta) if with_meta else b.recs


def main():
    recs = build()
    out = HERE / "questions.jsonl"
    with open(out, "w", encoding="utf-8") as f:
        for r in recs:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"{len(recs)} questions written to {out}")


if __name__ == "__main__":
    main()
