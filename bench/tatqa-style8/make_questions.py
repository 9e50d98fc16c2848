"""tatqa-style8: build questions.jsonl from the notes in make_docs.py.

    python bench/tatqa-style8/make_questions.py

Every gold is computed here from the same objects make_docs.py prints: a lookup copies the printed cell, and
arithmetic is evaluated with Decimal from the printed figures (rounded half-up to 2 decimals; an integral result
is an integer). The derivation string is written from the same figures. Nothing is typed in by hand except the
questions' wording and the prose facts, which are checked against the page text by check.py.
"""
from __future__ import annotations

import json
import sys
from decimal import Decimal
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import make_docs as M  # noqa: E402

SOURCE = "tatqa-style8"
PREFIX = "t8-"


# ============================================================================ operands
class Op:
    """One figure used by a question: a table cell (num, row, col) or a number written in the prose."""

    def __init__(self, value: Decimal, tok: str, unit, scale, printed: str, where: str, ref=None):
        self.value, self.tok, self.unit, self.scale = value, tok, unit, scale
        self.printed, self.where, self.ref = printed, where, ref

    def meta(self):
        return {"where": self.where, "ref": self.ref, "printed": self.printed, "tok": self.tok,
                "value": str(self.value)}


def tok_of(v: Decimal, dec: int) -> str:
    s = f"{abs(v):,.{dec}f}"
    return "-" + s if v < 0 else s


def C(num, row, col) -> Op:
    n = M.BY_NUM[num]
    v = n.number(row, col)
    f = n.fmt(row, col)
    unit, scale = n.unit_scale(row, col)
    return Op(v, tok_of(v, f["dec"]), unit, scale, n.text(row, col), "table", [num, row, col])


def P(printed: str, unit=None, scale=None) -> Op:
    """A number stated in the prose, as printed (e.g. '£2,148,000', '47.3%', 'CHF 315.0 million' -> '315.0')."""
    s = printed.replace("\u00a3", "").replace("$", "").replace("%", "").replace(",", "")
    v = Decimal(s)
    dec = len(s.split(".")[1]) if "." in s else 0
    return Op(v, tok_of(v, dec), unit, scale, printed, "text")


def K(value) -> Op:
    """A constant (e.g. 100 for a whole)."""
    v = Decimal(str(value))
    return Op(v, str(value), None, None, str(value), "const")


def num_out(x: Decimal):
    x = M.q(x, 2)
    return int(x) if x == x.to_integral_value() else float(x)


def wrap(op: Op, first: bool) -> str:
    return op.tok if (first or op.value >= 0) else f"({op.tok})"


# ============================================================================ records
RECS: list[tuple[dict, dict]] = []


def _style_tags(num):
    n = M.BY_NUM[num]
    tags = [f"style:{n.style}"]
    if len(n.header) > 1:
        tags.append("multi_row_header")
    if n.land:
        tags.append("landscape")
    if any(t.startswith("(") and t[1:2].isdigit() or t.startswith("$(") or t.startswith("$ (")
           for r in n.body() for t in r[1:]):
        tags.append("negative_in_parens")
    if "oldest_first" in n.features:
        tags.append("oldest_first")
    return tags


def add(num, question, category, answer, derivation, answer_type, answer_from, ops=(), extra_tags=(), meta=None):
    n = M.BY_NUM[num]
    tags = _style_tags(num)
    for op in ops:
        if op.where == "table":
            lab = n.row(op.ref[1]).label
            if sum(1 for ln in n.lines if ln.label == lab) > 1 and "repeated_row_label" not in tags:
                tags.append("repeated_row_label")
    if n.scale_where == "prose" and answer.get("scale") not in (None, 1) and "scale_in_prose_only" not in tags:
        tags.append("scale_in_prose_only")
    if answer_from == "table-text":
        tags.append("table_text")
    tags += [t for t in extra_tags if t not in tags]
    rec = {"id": None, "question": question, "category": category,
           "answer": {"kind": answer["kind"], "value": answer["value"], "raw": answer["raw"], "unit": answer["unit"],
                      "scale": answer["scale"], "conditions": []},
           "evidence": [{"doc": n.pdf, "page": 1}], "source": SOURCE, "hard_cases": tags, "derivation": derivation,
           "answer_type": answer_type, "answer_from": answer_from, "context": n.key}
    if answer.get("aliases"):
        rec["answer"]["aliases"] = answer["aliases"]
    m = {"num": num, "ops": [o.meta() for o in ops]}
    m.update(meta or {})
    RECS.append((rec, m))


def _same(ops):
    us = {(o.unit, o.scale) for o in ops if o.where != "const"}
    assert len(us) == 1, [(o.tok, o.unit, o.scale) for o in ops]
    return us.pop()


def lookup(num, question, op: Op, answer_from="table", tags=()):
    raw = op.printed
    add(num, question, "lookup", {"kind": "number", "value": num_out(op.value), "raw": raw, "unit": op.unit,
                                  "scale": op.scale}, "", "span", answer_from, [op], tags, {"kind": "lookup"})


def text(num, question, value, raw=None, answer_from="table", derivation="", aliases=None, tags=(), meta=None):
    ans = {"kind": "text", "value": value, "raw": raw or value, "unit": None, "scale": None}
    if aliases:
        ans["aliases"] = aliases
    m = {"kind": "text"}
    m.update(meta or {})
    add(num, question, "lookup", ans, derivation, "span", answer_from, [], tags, m)


def compare(num, question, label, ops, sym, tags=()):
    """Which row / column is largest or smallest: the gold is a label; derivation a chain of the figures."""
    ordered = sorted(ops, key=lambda o: o.value, reverse=(sym == ">"))
    der = sym.join(o.tok for o in ordered)
    add(num, question, "lookup", {"kind": "text", "value": label, "raw": label, "unit": None, "scale": None}, der,
        "span", "table", ordered, ("comparison",) + tuple(tags), {"kind": "compare", "sym": sym, "label": label})


def lst(num, question, ops, tags=()):
    unit, scale = _same(ops)
    add(num, question, "list", {"kind": "list", "value": [num_out(o.value) for o in ops],
                                "raw": [o.printed for o in ops], "unit": unit, "scale": scale}, "", "multi-span",
        "table", ops, tags, {"kind": "list"})


def lst_text(num, question, items, answer_from="table", tags=()):
    add(num, question, "list", {"kind": "list", "value": list(items), "raw": list(items), "unit": None,
                                "scale": None}, "", "multi-span", answer_from, [], tags,
        {"kind": "list_text", "items": list(items)})


def count(num, question, items, tags=()):
    add(num, question, "count", {"kind": "number", "value": len(items), "raw": str(len(items)), "unit": None,
                                 "scale": None}, "##".join(items), "count", "table", [], tags,
        {"kind": "count", "items": list(items)})


def _from(ops):
    w = {o.where for o in ops if o.where != "const"}
    return "table-text" if w == {"table", "text"} else ("text" if w == {"text"} else "table")


def diff(num, question, a: Op, b: Op, tags=()):
    unit, scale = _same([a, b])
    v = a.value - b.value
    add(num, question, "difference", {"kind": "number", "value": num_out(v), "raw": num_out(v), "unit": unit,
                                      "scale": scale}, f"{wrap(a, True)} - {wrap(b, False)}", "arithmetic",
        _from([a, b]), [a, b], tags, {"kind": "arith"})


def pchg(num, question, new: Op, old: Op, tags=()):
    _same([new, old])
    v = (new.value - old.value) / old.value * 100
    add(num, question, "percent_change", {"kind": "number", "value": num_out(v), "raw": num_out(v), "unit": "%",
                                          "scale": 1},
        f"({wrap(new, True)} - {wrap(old, False)}) / {wrap(old, False)}", "arithmetic", _from([new, old]),
        [new, old], tags, {"kind": "arith"})


def avg(num, question, ops, tags=()):
    unit, scale = _same(ops)
    v = sum(o.value for o in ops) / len(ops)
    der = "(" + " + ".join(wrap(o, i == 0) for i, o in enumerate(ops)) + f") / {len(ops)}"
    add(num, question, "average", {"kind": "number", "value": num_out(v), "raw": num_out(v), "unit": unit,
                                   "scale": scale}, der, "arithmetic", _from(ops), ops, tags, {"kind": "arith"})


def ssum(num, question, ops, tags=(), frm=None):
    unit, scale = _same(ops)
    v = sum(o.value for o in ops)
    der = " + ".join(wrap(o, i == 0) for i, o in enumerate(ops))
    add(num, question, "sum", {"kind": "number", "value": num_out(v), "raw": num_out(v), "unit": unit,
                               "scale": scale}, der, "arithmetic", frm or _from(ops), ops, tags, {"kind": "arith"})


def ratio(num, question, nums, dens, pct=True, tags=()):
    v = sum(o.value for o in nums) / sum(o.value for o in dens)
    def grp(ops):
        s = " + ".join(wrap(o, i == 0) for i, o in enumerate(ops))
        return f"({s})" if len(ops) > 1 else s
    der = f"{grp(nums)} / {grp(dens)}"
    if pct:
        v *= 100
    add(num, question, "ratio", {"kind": "number", "value": num_out(v), "raw": num_out(v),
                                 "unit": "%" if pct else None, "scale": 1 if pct else None}, der, "arithmetic",
        _from(list(nums) + list(dens)), list(nums) + list(dens), tags, {"kind": "arith"})


def other(num, question, der, value, ops, unit, scale, tags=(), frm=None):
    add(num, question, "arithmetic_other", {"kind": "number", "value": num_out(value), "raw": num_out(value),
                                            "unit": unit, "scale": scale}, der, "arithmetic", frm or _from(ops), ops, tags,
        {"kind": "arith"})


def none(num, question, absent, tags=()):
    add(num, question, "unanswerable", {"kind": "none", "value": None, "raw": None, "unit": None, "scale": None},
        "", "none", "none", [], tags, {"kind": "none", "absent": list(absent)})


# ============================================================================ the questions
def build_all():
    RECS.clear()
    # ---- t01 claims development
    lst(1, "What were the initial estimates (at the end of the accident year) for accident years 2019 and 2020?", [C(1, "y0", "2019"), C(1, "y0", "2020")])
    diff(1, "What was the change in Pellingford's estimate for the 2016 accident year from the end of that year to "
            "four years later?", C(1, "y4", "2016"), C(1, "y0", "2016"))
    pchg(1, "For accident year 2017, what's the percentage change in the estimate from one year later to three years "
            "later?", C(1, "y3", "2017"), C(1, "y1", "2017"))
    avg(1, "What is the average liability per accident year for accident years 2016 through 2020?",
        [C(1, "liab", y) for y in ("2016", "2017", "2018", "2019", "2020")])
    ratio(1, "What percentage of the total liability for incurred claims comes from the 2020 accident year?",
          [C(1, "liab", "2020")], [C(1, "total", "Total")])
    none(1, "What was the incurred estimate for accident year 2014 at the end of that year?", ["2014"])

    # ---- t02 options by exercise price
    lookup(2, "How many options were exercisable in the $10.01 \u2013 $20.00 range of exercise prices?",
           C(2, "$10.01 \u2013 $20.00", "ex_n"))
    diff(2, "In the highest exercise price band, how many more options were outstanding than exercisable?",
         C(2, "$20.01 \u2013 $35.50", "out_n"), C(2, "$20.01 \u2013 $35.50", "ex_n"))
    ratio(2, "what % of the total options outstanding were exercisable at Dec 31 2020", [C(2, "Total", "ex_n")],
          [C(2, "Total", "out_n")])
    avg(2, "What is the average number of options outstanding per exercise price range?",
        [C(2, r, "out_n") for r in ("$2.15 \u2013 $5.00", "$5.01 \u2013 $10.00", "$10.01 \u2013 $20.00",
                                     "$20.01 \u2013 $35.50")])
    lookup(2, "What closing price of Oxtravia's common stock was used to calculate the intrinsic values?",
           P("$26.93"), answer_from="text")

    # ---- t03 segment reconciliation
    compare(3, "Which segment earned the least operating profit in 2019?", "Precision Components",
            [C(3, s, "2019") for s in ("Flow Control", "Thermal Systems", "Precision Components")], "<")
    pchg(3, "What was the percentage change in total segment operating profit from 2019 to 2020?",
         C(3, "Total segment operating profit", "2020"), C(3, "Total segment operating profit", "2019"))
    diff(3, "What was the change in corporate expenses between 2018 and 2020?", C(3, "Corporate expenses", "2020"),
         C(3, "Corporate expenses", "2018"))
    avg(3, "Brandlecott average income before income taxes 2018-2020",
        [C(3, "Income before income taxes", y) for y in ("2020", "2019", "2018")])
    ratio(3, "What share of total segment operating profit did Thermal Systems contribute in 2020?",
          [C(3, "Thermal Systems", "2020")], [C(3, "Total segment operating profit", "2020")])
    lst(3, "What were the restructuring and other charges in 2020 and 2019, respectively?",
        [C(3, "Restructuring and other charges", "2020"), C(3, "Restructuring and other charges", "2019")])

    # ---- t04 restructuring programmes
    diff(4, "How much of the Plant footprint programme's total expected cost has not yet been incurred?",
         C(4, "Plant footprint programme", "exp"), C(4, "Plant footprint programme", "cum"))
    pchg(4, "By what percentage did employee termination costs change from 2019 to 2020?",
         C(4, "Employee termination costs", "2020"), C(4, "Employee termination costs", "2019"))
    avg(4, "What were the average annual costs incurred on Back-office simplification in 2019 and 2020? Answer in "
           "SEK million.", [C(4, "Back-office simplification", "2020"), C(4, "Back-office simplification", "2019")])
    text(4, "When was the Distribution network redesign launched?", "March 2020", answer_from="text")
    ratio(4, "What proportion of the total expected restructuring costs had been incurred to date?",
          [C(4, "totp", "cum")], [C(4, "totp", "exp")])

    # ---- t05 DBO by member category
    lookup(5, "What was the weighted average duration of the obligation to deferred members at 31 March 2020?",
           C(5, "Deferred members", "du20"))
    diff(5, "By how much did the obligation to pensioners change between 31 March 2020 and 31 March 2021?",
         C(5, "Pensioners", "ob21"), C(5, "Pensioners", "ob20"))
    avg(5, "What is the average total defined benefit obligation across the two year-ends?",
        [C(5, "Total", "ob21"), C(5, "Total", "ob20")])
    ssum(5, "How many members in total did the Merriwold Pension Scheme have at 31 March 2021?",
         [P("1,912"), P("6,408"), P("7,355")])
    lst(5, "Give the weighted average durations for active members in 2021 and 2020.",
        [C(5, "Active members", "du21"), C(5, "Active members", "du20")])

    # ---- t06 health and safety
    lookup(6, "How many hours were worked at Grimsworth in 2019?", C(6, "hours", "2019"))
    pchg(6, "What was the percentage change in lost time injuries from 2019 to 2020?",
         C(6, "Lost time injuries", "2020"), C(6, "Lost time injuries", "2019"))
    avg(6, "average TRIFR 2018 to 2020", [C(6, "trifr", y) for y in ("2020", "2019", "2018")], tags=("footnote",))
    diff(6, "By how many percentage points did completion of safety-critical training improve between 2018 and 2020?",
         C(6, "training", "2020"), C(6, "training", "2018"))
    count(6, "In how many of the three years shown did the Group record a fatality?", ["2018"])
    none(6, "How many working days were lost to injuries in 2020?", ["days"])

    # ---- t07 board attendance
    count(7, "How many directors missed at least one Board meeting that they were eligible to attend?",
          ["Owen Fairbairn", "Declan Moorhouse"])
    lst_text(7, "Which directors sat on the Remuneration Committee at some point during 2020?",
             ["Owen Fairbairn", "Celia Brumfitt", "Fiona Redcastle", "Graham Tolley"])
    avg(7, "What is the average number of Board meetings attended per director listed in the table?",
        [C(7, d, "ba") for d in ("Anthea Wrenshaw", "Marcus Dellow", "Priya Lanchester", "Owen Fairbairn",
                                 "Celia Brumfitt", "Declan Moorhouse", "Fiona Redcastle", "Graham Tolley")])
    ssum(7, "How many Board meetings did the executive directors attend between them?",
         [C(7, "Marcus Dellow", "ba"), C(7, "Priya Lanchester", "ba")], frm="table-text")
    text(7, "On what date did Graham Tolley step down from the Board?", "14 May 2020", answer_from="text")

    # ---- t08 gender diversity
    lookup(8, "How many men were senior managers at 31 January 2021?", C(8, "Senior managers", "m21"))
    diff(8, "By how many percentage points did female representation on the executive committee change between "
            "31 January 2020 and 31 January 2021?", C(8, "Executive committee", "p21"),
         C(8, "Executive committee", "p20"))
    avg(8, "On average, how many women sat on the Board across the two year-ends?",
        [C(8, "Board", "f21"), C(8, "Board", "f20")])
    pchg(8, "What was the percentage change in the total number of female employees from 31 January 2020 to 31 January "
              "2021?",
         C(8, "All employees", "f21"), C(8, "All employees", "f20"))
    compare(8, "At 31 January 2021, which group had the highest percentage of women?", "All employees",
            [C(8, g, "p21") for g in ("Board", "Executive committee", "Senior managers", "Store managers",
                                      "All employees")], ">")

    # ---- t09 CEO pay ratio
    lookup(9, "What was the median employee's salary in the year ended 30 September 2019?", C(9, "sal2019", "med"))
    pchg(9, "How much did total pay and benefits at the 75th percentile grow from 2019 to 2020, in percent?",
         C(9, "pay2020", "p75"), C(9, "pay2019", "p75"))
    diff(9, "For the median employee in 2020, what is the difference between total pay and benefits and salary?",
         C(9, "pay2020", "med"), C(9, "sal2020", "med"))
    lst_text(9, "What were the 25th and 75th percentile pay ratios for 2019?",
             [M.BY_NUM[9].text("ratio2019", "p25"), M.BY_NUM[9].text("ratio2019", "p75")],
             tags=("repeated_row_label",))
    pchg(9, "By what percentage did the Chief Executive's single total figure of remuneration increase in 2020?",
         P("\u00a32,148,000"), P("\u00a31,863,000"))

    # ---- t10 gender pay gap
    lookup(10, "What was the mean bonus gap in 2019?", C(10, "Mean bonus gap", "2019"))
    diff(10, "What was the change in the median hourly pay gap from 2019 to 2020?",
         C(10, "Median hourly pay gap", "2020"), C(10, "Median hourly pay gap", "2019"))
    avg(10, "What was the average proportion of women across the four pay quartiles in 2020?",
        [C(10, k, "2020") for k in ("Upper quartile", "Upper middle quartile", "Lower middle quartile",
                                    "Lower quartile")])
    lst(10, "What proportion of women and of men received a bonus in 2020?", [C(10, "Women", "2020"),
                                                                              C(10, "Men", "2020")])
    none(10, "What was the median hourly pay gap for Fernleith's employees in Ireland in 2020?", ["Ireland", "Irish"])

    # ---- t11 shareholder analysis
    lookup(11, "How many shareholders held between 5,001 and 50,000 shares?", C(11, "5,001 \u2013 50,000", "holders"))
    ssum(11, "How many holders had 5,000 shares or fewer?",
         [C(11, "1 \u2013 1,000", "holders"), C(11, "1,001 \u2013 5,000", "holders")])
    count(11, "How many of the holding bands had more than 1,000 holders?", ["1 \u2013 1,000", "1,001 \u2013 5,000"])
    lst(11, "What percentage of holders, and what percentage of shares, does the over 1,000,000 band represent?",
        [C(11, "Over 1,000,000", "ph"), C(11, "Over 1,000,000", "ps")])
    diff(11, "How many of the registered holders were not individuals?", C(11, "Total", "holders"), P("8,266"))

    # ---- t12 performance graph
    lookup(12, "What was the Peer Group's cumulative value at 12/31/2018?", C(12, "peer", "2018"))
    pchg(12, "What return did Ellerthorpe's stock deliver in 2019 alone, based on the index values?",
         C(12, "co", "2019"), C(12, "co", "2018"))
    diff(12, "By how much did the S&P 500 Index value exceed Ellerthorpe's at 12/31/2020?", C(12, "spx", "2020"),
         C(12, "co", "2020"))
    text(12, "In which year did an investment in Ellerthorpe lose value?", "2018", aliases=["12/31/2018"],
         derivation="97.62<121.94", tags=("comparison",), meta={"kind": "text_cells",
                                                                  "cells": [[12, "co", "2018"], [12, "co", "2017"]]})
    avg(12, "What was the average Peer Group value over the five year-ends after the base date?",
        [C(12, "peer", y) for y in ("2016", "2017", "2018", "2019", "2020")])

    # ---- t13 energy
    lookup(13, "How much electricity did the on-site solar arrays supply in 2019 (MWh)?",
           C(13, "On-site solar electricity", "2019"))
    pchg(13, "What was the percentage change in natural gas consumption from 2019 to 2020?",
         C(13, "Natural gas", "2020"), C(13, "Natural gas", "2019"))
    diff(13, "How did total energy consumption change between 2018 and 2020?", C(13, "total", "2020"),
         C(13, "total", "2018"))
    avg(13, "What was the average on-site solar electricity generated over the three years?",
        [C(13, "On-site solar electricity", y) for y in ("2018", "2019", "2020")])
    lst(13, "What was the renewable share of electricity in 2018, 2019 and 2020?",
        [C(13, "renew", y) for y in ("2018", "2019", "2020")])

    # ---- t14 total tax contribution
    lookup(14, "How much employment tax did Havercroft collect in the year ended 30 June 2020?",
           C(14, "Employment taxes", "c20"))
    ratio(14, "What percentage of the 2021 total tax contribution was borne by the Group?", [C(14, "total", "b21")],
          [C(14, "total", "t21")])
    pchg(14, "What was the percentage change in total tax contribution from 2020 to 2021?", C(14, "total", "t21"),
         C(14, "total", "t20"))
    avg(14, "What were the average business rates over the two years?", [C(14, "Business rates", "b21"),
                                                                           C(14, "Business rates", "b20")])
    lst_text(14, "Which taxes did the Group bear but not collect in 2021?",
             ["Corporation tax", "Business rates", "Fuel duty"])
    none(14, "How much stamp duty land tax did Havercroft pay in 2021?", ["stamp"])

    # ---- t15 principal subsidiaries
    text(15, "In which country is Istrana Cargo S.r.l. incorporated?", "Italy",
         meta={"kind": "text_cells", "cells": [[15, "Istrana Cargo S.r.l.", "country"]]})
    diff(15, "By how many percentage points did the Group's interest in Nordaxe Transport AB increase during 2020?",
         C(15, "Nordaxe Transport AB", "o20"), C(15, "Nordaxe Transport AB", "o19"))
    diff(15, "What percentage of Istrana Cargo S.r.l. is held by non-controlling interests at 31 December 2020?",
         K(100), C(15, "Istrana Cargo S.r.l.", "o20"))
    lst_text(15, "Which subsidiaries were not wholly owned by the Group at the end of 2020?",
             ["Nordaxe Transport AB", "Istrana Cargo S.r.l.", "Kalvero Shipping GmbH", "Brelmont Depots Ltd"])
    text(15, "When did Veltmark acquire its stake in Kalvero Shipping GmbH?", "1 July 2020", answer_from="text")

    # ---- t16 liquidity coverage ratio
    lookup(16, "What was the weighted value of retail deposit outflows at 31 December 2019?",
           C(16, "Retail deposits", "w19"))
    diff(16, "By how many percentage points did the LCR rise between 2019 and 2020?", C(16, "lcr", "w20"),
         C(16, "lcr", "w19"))
    ratio(16, "What proportion of unsecured wholesale funding was counted as an outflow at the end of 2020, i.e. its "
              "weighted value as a percentage of its unweighted value?",
          [C(16, "Unsecured wholesale funding", "w20")], [C(16, "Unsecured wholesale funding", "u20")])
    pchg(16, "What was the percentage change in net cash outflows from 2019 to 2020?",
         C(16, "Net cash outflows", "w20"), C(16, "Net cash outflows", "w19"))
    avg(16, "Please give the average weighted value of Level 2A assets over the two year-ends.",
        [C(16, "Level 2A assets", "w20"), C(16, "Level 2A assets", "w19")])

    # ---- t17 development pipeline
    text(17, "When is Eastwick Commons expected to be completed?", "Q3 2022",
         meta={"kind": "text_cells", "cells": [[17, "Eastwick Commons", "compl"]]})
    diff(17, "How much of Marrowby Square's estimated total cost is still to be incurred?",
         C(17, "Marrowby Square", "cost"), C(17, "Marrowby Square", "inc"))
    ratio(17, "What percentage of the pipeline's estimated total cost had been incurred as of December 31, 2020?",
          [C(17, "Total", "inc")], [C(17, "Total", "cost")])
    ssum(17, "How many units are in the communities scheduled for completion in 2021?",
         [C(17, p, "units") for p in ("The Larchfield", "Marrowby Square", "Halden Yards")])
    avg(17, "What is the average number of units per development project?",
        [C(17, p, "units") for p in ("The Larchfield", "Marrowby Square", "Eastwick Commons", "Halden Yards")])

    # ---- t18 land bank
    lookup(18, "How many lots did Sandholme control in Texas at November 30, 2019?", C(18, "Texas", "c19"))
    pchg(18, "What was the percentage change in total lots in the Southeast region from 2019 to 2020?",
         C(18, "Southeast", "t20"), C(18, "Southeast", "t19"))
    avg(18, "What was the average number of owned lots per region at November 30, 2020?",
        [C(18, r, "o20") for r in ("West", "Mountain", "Texas", "Southeast")])
    compare(18, "Which region had the largest number of owned lots at November 30, 2020?", "Texas",
            [C(18, r, "o20") for r in ("West", "Mountain", "Texas", "Southeast")], ">")
    ratio(18, "At the fiscal 2020 closing pace, how many years' supply do the owned lots represent?",
          [C(18, "Total", "o20")], [P("5,812")], pct=False)

    # ---- t19 revenue by node
    diff(19, "By how many percentage points did the 7nm share of wafer revenue change from 2018 to 2020?",
         C(19, "7nm", "2020"), C(19, "7nm", "2018"))
    a, b = C(19, "7nm", "2020"), C(19, "rev", "2020")
    other(19, "Approximately how much wafer revenue came from 7nm in 2020? Answer in millions.",
          f"{a.tok}% * {b.tok}", a.value / 100 * b.value, [a, b], None, 10**6)
    pchg(19, "What was the percentage change in wafer revenue from 2019 to 2020?", C(19, "rev", "2020"),
         C(19, "rev", "2019"))
    count(19, "For how many technology nodes did the share of wafer revenue fall from 2019 to 2020?",
          ["16/20nm", "28nm", "40/45nm"])
    none(19, "What share of 2020 wafer revenue came from the 3nm node?", ["3nm", "3 nanometer"])

    # ---- t20 production and deliveries
    lookup(20, "How many Strider SUVs were delivered in 2019?", C(20, "Strider SUV", "d19"))
    pchg(20, "What was the percentage change in total deliveries from 2019 to 2020?", C(20, "Total", "d20"),
         C(20, "Total", "d19"))
    avg(20, "Whats the average annual production of the Haulmark pickup across 2019 and 2020?",
        [C(20, "Haulmark pickup", "p20"), C(20, "Haulmark pickup", "p19")])
    text(20, "When did production of the Quillet compact begin?", "May 2020", answer_from="text")
    lst_text(20, "Which models had lower deliveries in 2020 than in 2019?", ["Orvanna sedan", "Haulmark pickup"])

    # ---- t21 terminal throughput
    lookup(21, "What was throughput at Saltings Container Terminal in 2019?", C(21, "Saltings Container Terminal",
                                                                                "t19"))
    lst(21, "What percentage changes in throughput were reported for North Basin Terminal and Ferrowhaven Gateway?",
        [C(21, "North Basin Terminal", "chg"), C(21, "Ferrowhaven Gateway", "chg")])
    a, b = C(21, "Ferrowhaven Gateway", "t20"), C(21, "Ferrowhaven Gateway", "int")
    other(21, "What is the Group's proportionate share of Ferrowhaven Gateway's 2020 throughput?",
          f"{a.tok} * {b.tok}%", a.value * b.value / 100, [a, b], None, 10**3)
    ratio(21, "What share of total 2020 throughput did North Basin Terminal handle?",
          [C(21, "North Basin Terminal", "t20")], [C(21, "Total", "t20")])
    none(21, "How many vessel calls did North Basin Terminal handle in 2020?", ["vessel call", "calls"])

    # ---- t22 marketplace metrics
    lookup(22, "How many active sellers did Trundlebay have in 2019?", C(22, "sellers", "2019"))
    avg(22, "What was the average AOV from 2018 to 2020?", [C(22, "aov", y) for y in ("2020", "2019", "2018")])
    pchg(22, "What was GMV growth in 2020 over 2019, in percent?", C(22, "gmv", "2020"), C(22, "gmv", "2019"))
    a, b = C(22, "gmv", "2020"), C(22, "take", "2020")
    other(22, "Using the take rate, what was the implied marketplace revenue in 2020? Give the answer in millions.",
          f"{a.tok} * {b.tok}%", a.value * b.value / 100, [a, b], None, 10**6, frm="table-text")
    ratio(22, "On average, how many orders did each active buyer place in 2020?", [C(22, "orders", "2020")],
          [C(22, "buyers", "2020")], pct=False)

    # ---- t23 restaurant-level operating profit
    lookup(23, "What were pre-opening costs in fiscal 2019?", C(23, "Pre-opening costs", "f19"))
    diff(23, "What was the change in restaurant-level operating profit from fiscal 2019 to fiscal 2020?",
         C(23, "rlop", "f20"), C(23, "rlop", "f19"))
    avg(23, "What was the average depreciation and amortization for the two fiscal years?",
        [C(23, "Depreciation and amortization", "f20"), C(23, "Depreciation and amortization", "f19")])
    pchg(23, "What was the percentage change in impairment and closure costs from fiscal 2019 to fiscal 2020?",
         C(23, "Impairment and closure costs", "f20"), C(23, "Impairment and closure costs", "f19"))
    lookup(23, "What was other operating (income) expense, net in fiscal 2020?",
           C(23, "Other operating (income) expense, net", "f20"))

    # ---- t24 investment performance
    lookup(24, "What percentage of fixed income AUM outperformed its benchmark over five years?",
           C(24, "Fixed income", "y5"))
    diff(24, "For equity, how much higher is the 10-year outperformance figure than the 1-year figure?",
         C(24, "Equity", "y10"), C(24, "Equity", "y1"))
    ratio(24, "What share of total AUM is in multi-asset strategies?", [C(24, "Multi-asset", "aum")],
          [C(24, "Firmwide", "aum")])
    avg(24, "What is the simple average of the 3-year outperformance percentages of the four asset classes?",
        [C(24, k, "y3") for k in ("Equity", "Fixed income", "Multi-asset", "Alternatives")])
    text(24, "Which asset class is left out of the firmwide 10-year figure?", "Alternatives", answer_from="text",
         tags=("footnote",))
    none(24, "What percentage of real estate AUM outperformed its benchmark over three years?", ["real estate"])

    # ---- t25 milling statistics
    lookup(25, "How many crushing days did the 2019 season have?", C(25, "days", "2019"))
    pchg(25, "What was the percentage change in sugar produced from the 2019 season to the 2020 season?",
         C(25, "sugar", "2020"), C(25, "sugar", "2019"))
    diff(25, "How did sugar recovery change between 2018 and 2020?", C(25, "recovery", "2020"),
         C(25, "recovery", "2018"))
    avg(25, "What was the average ethanol production over the three seasons?",
        [C(25, "ethanol", y) for y in ("2020", "2019", "2018")])
    lst(25, "sucrose content each season shown", [C(25, "sucrose", y) for y in ("2020", "2019", "2018")])

    # ---- t26 performance commitments
    lookup(26, "What was actual leakage in 2019/20?", C(26, "Leakage", "prev"))
    diff(26, "By how much did water supply interruptions exceed the target in 2020/21?",
         C(26, "Water supply interruptions", "act"), C(26, "Water supply interruptions", "tgt"))
    avg(26, "What was the average actual leakage over 2019/20 and 2020/21?", [C(26, "Leakage", "act"),
                                                                              C(26, "Leakage", "prev")])
    pchg(26, "What was the percentage change in internal sewer flooding incidents from 2019/20 to 2020/21?",
         C(26, "Internal sewer flooding incidents", "act"), C(26, "Internal sewer flooding incidents", "prev"))
    lst_text(26, "Which performance commitments did Tarnbeck miss in 2020/21?",
             ["Per capita consumption", "Water supply interruptions"])

    # ---- t27 community investment
    lst(27, "What were the funds raised from customers and colleagues in 2021 and 2020?",
        [C(27, "raised", "2021"), C(27, "raised", "2020")], tags=("footnote",))
    pchg(27, "What was the percentage change in food donations from 2020 to 2021?",
         C(27, "Food donations (at cost)", "2021"), C(27, "Food donations (at cost)", "2020"))
    ratio(27, "What percentage of total community investment in 2021 was cash donations?",
          [C(27, "Cash donations", "2021")], [C(27, "total", "2021")])
    diff(27, "What was the change in management costs from 2020 to 2021?", C(27, "Management costs", "2021"),
         C(27, "Management costs", "2020"))
    lookup(27, "How many stores take part in the surplus food partnership?", P("412"), answer_from="text")

    # ---- t28 cash by counterparty rating
    lookup(28, "How much cash was held with BBB-rated counterparties at 31 December 2019?",
           C(28, "BBB+ to BBB\u2013", "a19"))
    avg(28, "What was the average unrated balance across the two year-ends?", [C(28, "Unrated", "a20"),
                                                                               C(28, "Unrated", "a19")])
    pchg(28, "What was the percentage change in total cash and deposits between 2019 and 2020?",
         C(28, "Total", "a20"), C(28, "Total", "a19"))
    ssum(28, "How much was placed with counterparties rated A\u2013 or better at the end of 2020?",
         [C(28, r, "a20") for r in ("AAA", "AA+ to AA\u2013", "A+ to A\u2013")])
    diff(28, "By how much did the largest single counterparty exposure increase in 2020?",
         P("315.0", scale=10**6), P("298.4", scale=10**6))

    # ---- t29 disposal of subsidiaries
    lst(29, "How much goodwill was allocated to each of the two disposals?", [C(29, "Goodwill allocated", "pell"),
                                                                              C(29, "Goodwill allocated", "dun")])
    lookup(29, "What was the gain or loss on the disposal of Dunmere Fasteners?", C(29, "gain", "dun"))
    ratio(29, "What proportion of total consideration came from the sale of Pellmore Coatings?",
          [C(29, "cons", "pell")], [C(29, "cons", "tot")])
    diff(29, "How much more inventory did Pellmore Coatings have than Dunmere Fasteners when they were sold?",
         C(29, "Inventories", "pell"), C(29, "Inventories", "dun"))
    diff(29, "How much of the Dunmere Fasteners consideration was recieved in cash on completion?",
         C(29, "cons", "dun"), P("\u00a35.0", scale=10**6))
    none(29, "What revenue did Pellmore Coatings generate in the year before its sale?", ["revenue"])

    # ---- t30 mortgages by LTV
    lookup(30, "What balance of mortgages had an indexed LTV above 100% at 31 March 2020?", C(30, "Over 100%", "a20"))
    pchg(30, "What was the percentage change in the total residential mortgage book between 31 March 2020 and "
             "31 March 2021?", C(30, "Total", "a21"), C(30, "Total", "a20"))
    avg(30, "What was the average balance in the up to 50% LTV band over the two year-ends?",
        [C(30, "Up to 50%", "a21"), C(30, "Up to 50%", "a20")])
    ratio(30, "What proportion of the 2021 book had an indexed LTV of 70% or less?",
          [C(30, r, "a21") for r in ("Up to 50%", "Over 50% to 60%", "Over 60% to 70%")], [C(30, "Total", "a21")])
    diff(30, "What was the change in the portfolio's average indexed LTV from 2020 to 2021?",
         P("47.3%", unit="%", scale=1), P("49.1%", unit="%", scale=1))

    for i, (rec, _) in enumerate(RECS, start=1):
        rec["id"] = f"{PREFIX}{i:03d}"
    return list(RECS)


def build():
    return [r for r, _ in build_all()]


def main():
    recs = build()
    out = HERE / "questions.jsonl"
    with open(out, "w", encoding="utf-8") as f:
        for r in recs:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"wrote {len(recs)} questions to {out}")


if __name__ == "__main__":
    main()
