#!/usr/bin/env python3
"""tatqa-style18: write questions.jsonl from the question texts below and the notes of make_docs.py.

    /work/main/.venv/bin/python make_questions.py [OUT.jsonl]

The question texts are written by hand; every gold is computed here from the same Note objects that
draw the PDFs: a lookup copies the printed cell (or the prose figure), arithmetic builds a TAT-QA-style
derivation string from the printed operands and evaluates it exactly (Decimal), and labels, lists,
counts and "which one" answers come from rules evaluated over the table cells. `build()` returns the
records and an audit entry per question that check.py re-verifies against the PDF text.
"""
from __future__ import annotations

import ast
import json
import operator
import os
import re
import sys
from decimal import Decimal, ROUND_HALF_UP, getcontext

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import make_docs as md  # noqa: E402

getcontext().prec = 40
D = Decimal
HERE = os.path.dirname(os.path.abspath(__file__))
SOURCE = "tatqa-style18"
PREFIX = "t18"


# ----------------------------------------------------------------------------- operands
def c(row, col, absval=False):
    """A table cell."""
    return ("cell", row, col, absval)


def f(key, absval=False):
    """A figure or text quoted in the prose or a footnote (a Fact of the note)."""
    return ("fact", key, absval)


def num(printed: str) -> Decimal:
    """The number a printed string shows: '$1,085' -> 1085, '(30.7)' -> -30.7, '69.2%' -> 69.2."""
    s = printed.strip().replace(",", "").rstrip("%")
    neg = s.startswith("(") and s.endswith(")")
    s = s.strip("()")
    s = re.sub(r"^(US\$|NT\$|[$€£])", "", s)
    v = D(s)
    return -v if neg else v


def decimals(printed: str) -> int:
    m = re.search(r"\.(\d+)", printed)
    return len(m.group(1)) if m else 0


def resolve(note, op):
    """(printed, value, scale, unit, source) of an operand."""
    if op[0] == "cell":
        _, r, col, _a = op
        cell = note.table.cells[r, col]
        printed = cell["printed"]
        assert printed and printed != md.NIL, (note.key, op, printed)
        if note.table.col(col).kind == "text":
            return printed, printed, None, None, "table"
        return printed, num(printed), cell["scale"], cell["unit"], "table"
    _, key, _a = op
    fact = note.facts[key]
    return fact.text, fact.value, fact.scale, fact.unit, "text"


def operand_text(printed: str, absval: bool) -> str:
    """How an operand is written in a derivation: as printed, without currency, '%' or parentheses."""
    v = num(printed)
    s = re.sub(r"^(US\$|NT\$|[$€£])", "", printed.strip().rstrip("%").strip("()"))
    if v < 0 and not absval:
        return f"(-{s})"
    return s


# ----------------------------------------------------------------------------- exact evaluation
OPS = {ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul, ast.Div: operator.truediv}


def evaluate(expr: str) -> Decimal:
    """Evaluate a derivation string ('(1,842 + 2,215 + 2,064) / 3') exactly with Decimals."""
    def ev(node):
        if isinstance(node, ast.Expression):
            return ev(node.body)
        if isinstance(node, ast.BinOp) and type(node.op) in OPS:
            return OPS[type(node.op)](ev(node.left), ev(node.right))
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
            return -ev(node.operand)
        if isinstance(node, ast.Name) and node.id.startswith("n"):
            return nums[int(node.id[1:])]
        raise ValueError(f"bad derivation {expr!r}")
    nums = []

    def sub(m):
        nums.append(D(m.group(0).replace(",", "")))
        return f"n{len(nums) - 1}"
    py = re.sub(r"\d[\d,]*(?:\.\d+)?", sub, expr)
    return ev(ast.parse(py, mode="eval"))


def rnd(v: Decimal, dec: int) -> Decimal:
    return v.quantize(D(1).scaleb(-dec), rounding=ROUND_HALF_UP)


def as_json_number(raw: str):
    v = D(raw)
    return int(v) if "." not in raw else float(v)


# ----------------------------------------------------------------------------- rules
CMP = {">": operator.gt, "<": operator.lt, ">=": operator.ge, "<=": operator.le}


def label(note, row):
    return note.table.row(row).label


def run_rule(rule, note, get):
    """Evaluate a rule over cell values given by get(row, col) -> Decimal; returns a list of answers."""
    kind = rule[0]
    if kind == "cmp":                      # rows whose column a compares to column b
        _, rows, a, op, b = rule
        return [label(note, r) for r in rows if CMP[op](get(r, a), get(r, b))]
    if kind == "thr":                      # rows whose column compares to a threshold
        _, rows, col, op, x = rule
        return [label(note, r) for r in rows if CMP[op](get(r, col), D(x))]
    if kind == "years":                    # years (columns) of one row that compare to a threshold
        _, row, cols, op, x = rule
        return [note.table.col(col).year for col in cols if CMP[op](get(row, col), D(x))]
    if kind in ("argmax", "argmin"):       # the row with the largest / smallest value
        _, rows, col = rule
        vals = [(get(r, col), r) for r in rows]
        best = max(vals)[0] if kind == "argmax" else min(vals)[0]
        hits = [r for v, r in vals if v == best]
        assert len(hits) == 1, (note.key, rule, "tie")
        return [label(note, hits[0])]
    if kind == "pairs":                    # named column pairs of one row that compare
        _, row, pairs, op = rule
        return [name for name, a, b in pairs if CMP[op](get(row, a), get(row, b))]
    if kind == "match":                    # the one row whose text column reads a value
        _, rows, col, text = rule
        hits = [label(note, r) for r in rows if note.table.cells[r, col]["printed"] == text]
        assert len(hits) == 1
        return hits
    if kind == "select":                   # rows whose text column equals a value (for sums)
        _, rows, col, text = rule
        return [r for r in rows if note.table.cells[r, col]["printed"] == text]
    raise ValueError(rule)


def rule_cells(rule):
    """The (row, col) cells a rule reads."""
    kind = rule[0]
    if kind == "cmp":
        return [(r, x) for r in rule[1] for x in (rule[2], rule[4])]
    if kind == "thr":
        return [(r, rule[2]) for r in rule[1]]
    if kind == "years":
        return [(rule[1], col) for col in rule[2]]
    if kind in ("argmax", "argmin"):
        return [(r, rule[2]) for r in rule[1]]
    if kind == "pairs":
        return [(rule[1], x) for _, a, b in rule[2] for x in (a, b)]
    if kind in ("match", "select"):
        return [(r, rule[2]) for r in rule[1]]
    return []


# ----------------------------------------------------------------------------- question kinds
def L(q, op):
    return dict(q=q, t="lookup", ops=[op])


def W(q, rule):
    return dict(q=q, t="which", rule=rule)


def DIF(q, a, b, sign=None):
    return dict(q=q, t="difference", ops=[a, b], expr="{0} - {1}", sign=sign)


def PCT(q, new, old, sign=None, dec=2):
    return dict(q=q, t="percent_change", ops=[new, old], expr="({0} - {1}) / {1}", sign=sign, dec=dec, x100=True)


def AVG(q, *ops):
    expr = "(" + " + ".join("{%d}" % i for i in range(len(ops))) + f") / {len(ops)}"
    return dict(q=q, t="average", ops=list(ops), expr=expr)


def SUM(q, *ops, select=None, conv=None):
    expr = " + ".join("{%d}" % i for i in range(len(ops)))
    if conv:                                # ask for another scale: (a + b) / 1,000
        expr = f"({expr}) / {conv[1]}"
    return dict(q=q, t="sum", ops=list(ops), expr=expr, select=select, conv=conv)


def RAT(q, numr, den, pct=True, expr=None, scale=None, dec=2):
    return dict(q=q, t="ratio", ops=[numr, den], expr=expr or "{0} / {1}", x100=pct, scale=scale, dec=dec)


def OTH(q, expr, ops, scale=None, unit=None, dec=2):
    return dict(q=q, t="arithmetic_other", ops=list(ops), expr=expr, scale=scale, unit=unit, dec=dec)


def CNT(q, rule):
    return dict(q=q, t="count", rule=rule)


def LST(q, rule=None, ops=None):
    return dict(q=q, t="list", rule=rule, ops=ops)


def NONE(q, terms):
    return dict(q=q, t="unanswerable", terms=terms)


# ============================================================================= the questions
# (written by hand; golds are computed below)
QUESTIONS = {
    "n01": [
        LST("Give Dhamrol's yarn output for the years to March 2025 and March 2024, respectively.",
            ops=[c("dhamrol", "yn25"), c("dhamrol", "yn24")]),
        PCT("What was the percentage change in total yarn production from 2024 to 2025?", c("total", "yn25"), c("total", "yn24")),
        CNT("How many of the Western cluster mills produced less yarn in 2025 than in 2024?",
            ("cmp", ["sornapet", "dhamrol", "ukkadi"], "yn25", "<", "yn24")),
        DIF("By how many tonnes did yarn sold exceed yarn produced in the year to March 2025?", f("sold25"), c("total", "yn25"), sign=1),
        L("tanvikar export share of yarn tonnage sold FY2025", f("exp25")),
        AVG("Average spindle utilisation at Velliyam across the two years shown?", c("velliyam", "ut25"), c("velliyam", "ut24")),
    ],
    "n02": [
        L("round balers sold at retail in North America, fiscal 2022", c("na_rb", "u22")),
        DIF("International retail units: how much did the total change from fiscal 2023 to fiscal 2024?",
            c("t_int", "u24"), c("t_int", "u23")),
        AVG("Over fiscal 2022 to 2024, what was the average number of combines sold at retail per year in North America? "
            "Round to two decimals.", c("na_comb", "u24"), c("na_comb", "u23"), c("na_comb", "u22")),
        PCT("By what percentage did North American dealer inventories of combines rise over fiscal 2024?",
            f("inv24"), f("inv23"), sign=1),
        LST("Which product lines sold more units internationally in fiscal 2024 than in fiscal 2023?",
            rule=("cmp", ["in_comb", "in_spray", "in_lsb", "in_rb", "in_fh"], "u24", ">", "u23")),
        NONE("How many tractors did Furrowgate's dealers sell at retail in fiscal 2024?", ["tractor"]),
    ],
    "n03": [
        SUM("What was the total number of electric-powered lift trucks shipped in 2024?",
            c("ecb", "u24"), c("rna", "u24"), c("pps", "u24"),
            select=("select", ["ecb", "rna", "pps", "icc", "tele"], "pw", "Electric")),
        RAT("On average, how much net sales did each reach and narrow-aisle truck bring in during 2024? Give the answer in SEK thousands.",
            c("rna", "s24"), c("rna", "u24"), pct=False, expr="{0} * 1,000 / {1}", scale=1000),
        DIF("How many more electric counterbalance trucks were shipped in 2024 than in 2023?", c("ecb", "u24"), c("ecb", "u23"), sign=1),
        DIF("Tynemast took fewer new-truck orders than it shipped in 2024. By how many units?", c("total", "u24"), f("ord24"), sign=1),
        PCT("Percentage change in net sales of internal combustion counterbalance trucks, 2023 to 2024. Round to one decimal place.",
            c("icc", "s24"), c("icc", "s23"), dec=1),
        L("On what date was the telehandler business acquired?", f("acq")),
    ],
    "n04": [
        L("What was the percentage change in air-to-water unit sales in Germany?", c("atw_ger", "uch")),
        DIF("How much higher was the 2024 average selling price of a ground source heat pump in Germany than in the Nordics?",
            c("gs_ger", "p24"), c("gs_nor", "p24"), sign=1),
        AVG("Exhaust air: what is the mean of the two average selling prices shown?", c("ea_nor", "p24"), c("ea_nor", "p23")),
        RAT("What share of the heat pumps Kalderhus sold in 2024 were ground source units?", c("t_gs", "u24"), c("total", "u24")),
        PCT("By what percentage did revenue from installation services change in 2024?", f("inst24"), f("inst23")),
        LST("In which markets did air-to-water unit sales fall in 2024?",
            rule=("cmp", ["atw_nor", "atw_ger", "atw_fra"], "u24", "<", "u23")),
    ],
    "n05": [
        LST("What were the reported and constant currency growth rates for toric lenses?", ops=[c("toric", "rep"), c("toric", "cc")]),
        DIF("What was the change in frequent replacement lens net sales from 2023 to 2024?", c("freq", "s24"), c("freq", "s23")),
        RAT("What percentage of total net sales came from daily disposable lenses in 2024?", c("daily", "s24"), c("total", "s24")),
        L("What was the reported percentage change in lens care solution sales?", c("care", "rep")),
        SUM("toric + multifocal net sales 2024, $ millions", c("toric", "s24"), c("multi", "s24")),
        L("By about how many percentage points did currency movements reduce Irisvale's reported net sales growth?", f("fx")),
    ],
    "n06": [
        L("What was the average realised price per tonne of pig feed in 2023?", c("pig", "p23")),
        PCT("By what percentage did sheep feed volumes grow in 2024?", c("sheep", "v24"), c("sheep", "v23"), sign=1),
        DIF("By how much per tonne did the delivered cost of feed wheat fall between 2023 and 2024?", f("wh23"), f("wh24"), sign=1),
        AVG("What was the average total feed volume across 2023 and 2024? Answer in thousand tonnes.", c("total", "v24"), c("total", "v23")),
        LST("Which species in the compound feed range had lower volumes in 2024 than in 2023?",
            rule=("cmp", ["poultry", "pig", "dairy", "sheep"], "v24", "<", "v23")),
    ],
    "n07": [
        L("Punta Veloz cases packed in 2024", c("punta", "c24")),
        DIF("How many fewer tonnes of raw fish did Bahía Quieta receive in 2024 than in 2023?", c("lenta", "f23"), c("lenta", "f24"), sign=1),
        AVG("Caleta Brava cases packed - mean of 2023 and 2024", c("caleta", "c24"), c("caleta", "c23")),
        L("For which period was the Bahía Quieta cannery idle in 2024?", f("idle")),
        DIF("By how many percentage points did skipjack's share of the 2024 fish intake exceed yellowfin's?", f("skj"), f("yft"), sign=1),
        W("Which cannery got the most cases out of each tonne of fish in 2024?",
          ("argmax", ["caleta", "punta", "corvina", "lenta"], "yld")),
    ],
    "n08": [
        L("What was the change in testliner production in 2024?", c("test", "chg")),
        RAT("What share of 2024 containerboard production was used in the group's own box plants?", c("own", "v24"), c("t_prod", "v24")),
        PCT("box shipments to Poland, % growth in 2024", c("poland", "v24"), c("poland", "v23"), sign=1),
        LST("Which containerboard grades were produced in larger quantities in 2024 than in 2023?",
            rule=("cmp", ["kraft", "test", "flut"], "v24", ">", "v23")),
        NONE("How much recycled fibre did Flutemark's mills consume in 2024?", ["recycled", "fibre", "fiber"]),
    ],
    "n09": [
        L("What was the average selling price per pound of sheet and strip in 2022?", c("p_sheet", "y22")),
        AVG("Average annual shipments of billet and bar over 2022-2024, in millions of pounds", c("billet", "y24"), c("billet", "y23"), c("billet", "y22")),
        OTH("If you multiply 2024 plate shipments by the plate average selling price, what revenue does that imply? Answer in $ millions.",
            "{0} * {1}", [c("plate", "y24"), c("p_plate", "y24")], scale=1000000),
        PCT("How much did total mill product shipments grow from 2022 to 2024, in percent?", c("t_sh", "y24"), c("t_sh", "y22"), sign=1),
        LST("What was the mill products backlog at the end of 2024 and at the end of 2023, respectively?", ops=[f("bl24"), f("bl23")]),
        DIF("By how much did the plate price per pound rise from 2023 to 2024?", c("p_plate", "y24"), c("p_plate", "y23"), sign=1),
    ],
    "n10": [
        L("What population equivalent does the Tollingham works serve?", c("toll", "pe")),
        DIF("By how many percentage points did permit compliance at Crayle Bank change between 2023 and 2024?",
            c("crayle", "c24"), c("crayle", "c23")),
        SUM("Combined 2023 flow treated at Marshwick and Ousemouth (Ml/d)?", c("marsh", "f23"), c("ouse", "f23")),
        DIF("How many fewer storm overflow spills were recorded in 2024 than in 2023?", f("sp23"), f("sp24"), sign=1),
        NONE("How much did the tertiary treatment upgrade at Hebbleford cost?", ["cost", "£", "capital", "spent"]),
        AVG("What was the average daily flow at Marshwick across the two years?", c("marsh", "f24"), c("marsh", "f23")),
    ],
    "n11": [
        L("How many acres did the machines sold in Brazil in 2023 cover?", c("brazil", "a23")),
        PCT("U.S. units sold - percentage change, 2023 to 2024", c("t_us", "u24"), c("t_us", "u23")),
        OTH("Using the company's estimate, roughly how many of the units sold in the United States in 2024 replaced existing machines?",
            "{0} * {1} / 100", [c("t_us", "u24"), f("repl")]),
        DIF("How many fewer acres did the machines sold in Australia cover in 2024 compared with 2023? Answer in thousands of acres.",
            c("austr", "a23"), c("austr", "a24"), sign=1),
        LST("What were the Great Plains unit sales in 2024 and 2023 respectively?", ops=[c("plains", "u24"), c("plains", "u23")]),
        AVG("Brazil: average units sold per year over the two years", c("brazil", "u24"), c("brazil", "u23")),
    ],
    "n12": [
        L("OGR per tray, Gold organic, 2023 season", c("ogold", "r23")),
        DIF("What was the change in conventional Green trays supplied between the 2023 and 2024 seasons?", c("green", "t24"), c("green", "t23")),
        PCT("By what percentage did conventional Gold tray volumes increase in 2024?", c("gold", "t24"), c("gold", "t23"), sign=1),
        LST("How many growers supplied red kiwifruit in 2024 and in 2023?", ops=[f("red24"), f("red23")]),
        RAT("On average, how many trays did each registered grower supply in the 2024 season?", c("total", "t24"), f("gr24"),
            pct=False, expr="{0} * 1,000,000 / {1}", dec=0),
        AVG("Mean orchard gate return per tray for conventional Gold over the two seasons?", c("gold", "r24"), c("gold", "r23")),
    ],
    "n13": [
        RAT("What were concession fees as a percentage of net sales in 2024?", f("fee24"), c("total", "s24")),
        PCT("Brenholm net sales % change 2024 vs 2023", c("brenholm", "s24"), c("brenholm", "s23")),
        L("When did the Brenholm concession expire?", f("exp")),
        DIF("How many more departing passengers did Vellmar International have than Alcedo in 2024? Answer in millions.",
            c("vellmar", "p24"), c("alcedo", "p24"), sign=1),
        CNT("How many concessions increased their spend per passenger in 2024?",
            ("cmp", ["vellmar", "alcedo", "ostraval", "brenholm", "cazz"], "sp24", ">", "sp23")),
    ],
    "n14": [
        L("What was the total gluten-free pasta volume in 2024?", c("gf", "t24")),
        AVG("What was the average volume of durum wheat dry pasta sold in Italy over 2023 and 2024?", c("durum", "i24"), c("durum", "i23")),
        DIF("change in Italian egg pasta volumes, 2023 to 2024 ('000 tonnes)", c("egg", "i24"), c("egg", "i23")),
        PCT("By what percentage did the average durum wheat purchase price change in 2024?", f("dw24"), f("dw23")),
        SUM("Combined international volumes of wholegrain and egg pasta in 2023?", c("whole", "x23"), c("egg", "x23")),
        LST("Which formats had lower volumes in Italy in 2024 than in 2023?",
            rule=("cmp", ["durum", "whole", "gf", "egg", "fresh"], "i24", "<", "i23")),
    ],
    "n15": [
        L("How much raw silk did the Dalreel filature produce in 2023?", c("dalreel", "s23")),
        W("Which filature achieved the lowest renditta in 2024?", ("argmin", ["hollin", "wenshore", "dalreel", "pemsilk"], "r24")),
        PCT("How much did the price paid for fresh cocoons rise in 2024, in percent?", f("cp24"), f("cp23"), sign=1),
        AVG("Wenshore fresh cocoon purchases, average of 2023 and 2024?", c("wenshore", "c24"), c("wenshore", "c23")),
        OTH("At the average farm-gate price, what did the 2024 cocoon purchases of all four filatures cost? Answer in RMB millions.",
            "{0} * 1,000 * {1} / 1,000,000", [c("total", "c24"), f("cp24")], scale=1000000),
    ],
    "n16": [
        L("What is the main format made at Benisella?", c("benis", "fmt")),
        DIF("By how much did Torreblanc's tile production fall in 2024?", c("torre", "p23"), c("torre", "p24"), sign=1),
        PCT("What was the percentage change in the average selling price per square metre in 2024?", f("asp24"), f("asp23")),
        PCT("What was the growth in Ceravia's production from 2023 to 2024, in percent?", c("ceravia", "p24"), c("ceravia", "p23"), sign=1),
        SUM("How many kiln lines do Torreblanc and Almazor have between them?", c("torre", "k"), c("almazor", "k")),
        LST("Which plants produced less in 2024 than in 2023?", rule=("cmp", ["torre", "almazor", "benis", "ceravia"], "p24", "<", "p23")),
    ],
    "n17": [
        L("What was the average selling price of vinyl gloves per thousand pieces in 2023?", c("vinyl", "p23")),
        RAT("What were 2024 glove shipments as a percentage of year-end installed capacity?", c("total", "q24"), f("cap24")),
        DIF("What was the change in the nitrile glove average selling price from 2023 to 2024?", c("nitrile", "p24"), c("nitrile", "p23")),
        OTH("Estimate 2024 surgical glove revenue from shipments and the average price, in US$ millions.",
            "{0} * {1}", [c("surg", "q24"), c("surg", "p24")], scale=1000000),
        LST("Which examination glove types shipped fewer pieces in 2024 than in 2023?",
            rule=("cmp", ["nitrile", "latex", "vinyl"], "q24", "<", "q23")),
        AVG("Nitrile glove shipments: average of the two years, in billion pieces", c("nitrile", "q24"), c("nitrile", "q23")),
    ],
    "n18": [
        L("What was the average selling price of a rescue truck in 2022?", c("rescue", "p22")),
        AVG("Average annual deliveries of custom pumpers over 2022-2024?", c("pumper", "u24"), c("pumper", "u23"), c("pumper", "u22")),
        PCT("By what percentage did the average selling price of aerial ladders and platforms change from 2022 to 2024?",
            c("aerial", "p24"), c("aerial", "p22")),
        CNT("In how many of the three years were more than 90 rescue trucks delivered?",
            ("years", "rescue", ["u24", "u23", "u22"], ">", "90")),
        RAT("How many years of 2024 deliveries does the unit backlog represent?", f("blu"), c("total", "u24"), pct=False),
        NONE("How many wildland fire engines did Hosebury deliver in 2024?", ["wildland", "brush"]),
    ],
    "n19": [
        L("What was the change in output at the Dongliu plant?", c("dongliu", "chg")),
        DIF("By how many percentage points did Xiwen's yield improve from 2023 to 2024?", c("xiwen", "y24"), c("xiwen", "y23"), sign=1),
        RAT("What share of total 2024 output came from the HDI plant?", c("yunqiao", "o24"), c("total", "o24")),
        W("Which plant had the highest yield in 2023?", ("argmax", ["yunqiao", "baishen", "dongliu", "xiwen"], "y23")),
        W("Which plant makes flexible boards?", ("match", ["yunqiao", "baishen", "dongliu", "xiwen"], "tech", "Flexible")),
    ],
    "n20": [
        L("What was the comparable growth for Offices and education?", c("office", "cmp")),
        DIF("connected systems & services: increase in net sales 2024 vs 2023 (EUR m)", c("conn", "s24"), c("conn", "s23"), sign=1),
        RAT("What proportion of professional net sales came from road and street lighting in 2024?", c("road", "s24"), c("t_pro", "s24")),
        AVG("What were average net sales of sports and area lighting across the two years?", c("sports", "s24"), c("sports", "s23")),
        LST("Which professional applications grew in 2024 on a nominal basis?",
            rule=("cmp", ["road", "indus", "office", "retail", "sports"], "s24", ">", "s23")),
        NONE("What were Lumenhove's net sales of horticultural lighting in 2024?", ["horticult", "greenhouse"]),
    ],
    "n21": [
        LST("What were the volumes of heavy-duty diesel engine oils in 2024, 2023 and 2022, respectively?",
            ops=[c("hddo", "v24"), c("hddo", "v23"), c("hddo", "v22")]),
        PCT("I need the year-on-year percentage change in industrial lubricant volumes for 2024.", c("t_ind", "v24"), c("t_ind", "v23")),
        OTH("How many litres of synthetic passenger car motor oil were sold in 2024? Answer in millions of litres.",
            "{0} * {1} / 100", [c("pcmo", "v24"), f("syn24")], scale=1000000),
        AVG("Average marine volume per year, 2022-2024?", c("marine", "v24"), c("marine", "v23"), c("marine", "v22")),
        DIF("What was the change in total lubricant volume between 2022 and 2024?", c("total", "v24"), c("total", "v22")),
    ],
    "n22": [
        L("How many watches in the CHF 3,000 to 10,000 segment were delivered in 2024?", c("high", "w24")),
        RAT("What were average net sales per watch in the above-CHF 10,000 segment in 2024, in Swiss francs?",
            c("top", "s24"), c("top", "w24"), pct=False, expr="{0} * 1,000 / {1}"),
        AVG("Mean annual deliveries in the CHF 500 to 3,000 band, in thousands of watches", c("mid", "w24"), c("mid", "w23")),
        DIF("By how much did group net sales change from 2023 to 2024? Answer in CHF millions.", c("total", "s24"), c("total", "s23")),
        LST("What were net sales of watches below CHF 500 in 2024 and 2023 respectively?", ops=[c("entry", "s24"), c("entry", "s23")]),
        NONE("How many smartwatches did Horlavier deliver in 2024?", ["smart", "connected"]),
    ],
    "n23": [
        L("Ostwerra capacity utilisation 2023", c("ostw", "u23")),
        DIF("How much more carbon black did Vasztelek produce in 2024 than in 2023?", c("vasz", "p24"), c("vasz", "p23"), sign=1),
        PCT("Nerovane's total carbon black production: % change year on year", c("total", "p24"), c("total", "p23")),
        L("By how much did the reactor closure at Lindgraben reduce capacity?", f("closed")),
        AVG("Kelmbach output averaged over 2023 and 2024?", c("kelm", "p24"), c("kelm", "p23")),
        CNT("How many plants ran at more than 85% utilisation in 2024?", ("thr", ["kelm", "ostw", "lind", "vasz"], "u24", ">", "85")),
    ],
    "n24": [
        L("What was the percentage change in explosives volumes supplied to coal customers?", c("coal", "chg")),
        RAT("What proportion of the detonators sold in 2024 were electronic?", c("elec", "v24"), c("t_init", "v24")),
        DIF("What was the change in quarry and construction volumes?", c("quarry", "v24"), c("quarry", "v23")),
        PCT("By what percentage did ammonium nitrate production at the Pellowra plant change?", f("an24"), f("an23")),
        LST("How many electronic and non-electric detonators were sold in 2024, respectively?", ops=[c("elec", "v24"), c("nonel", "v24")]),
    ],
    "n25": [
        L("What was the average selling price per metric ton of graphite electrodes in 2023?", c("asp", "y23")),
        PCT("What was the percentage change in the average selling price from 2022 to 2024?", c("asp", "y24"), c("asp", "y22")),
        DIF("By how many percentage points did capacity utilization fall from 2022 to 2024?", c("util", "y22"), c("util", "y24"), sign=1),
        OTH("Shipments times average selling price: what 2024 electrode revenue does that imply, in $ millions?",
            "{0} * {1} / 1,000", [c("t_ship", "y24"), c("asp", "y24")], scale=1000000),
        DIF("How much did ultra-high power shipments fall between 2022 and 2024?", c("uhp", "y22"), c("uhp", "y24"), sign=1),
    ],
    "n26": [
        LST("How many plants did Tarvellen operate in Indiana in 2024 and 2023 respectively?", ops=[c("indiana", "n24"), c("indiana", "n23")]),
        DIF("West Virginia recycled content - change in percentage points, 2023 to 2024", c("wva", "r24"), c("wva", "r23")),
        PCT("By what percentage did the average cost of liquid asphalt cement change in 2024?", f("ac24"), f("ac23")),
        SUM("What was combined hot-mix asphalt production in Ohio and Indiana in 2024? Answer in millions of tons.",
            c("ohio", "t24"), c("indiana", "t24"), conv=(1000000, "1,000")),
        NONE("What was the average selling price per ton of hot-mix asphalt in Ohio?", ["selling price", "per ton of hot-mix"]),
    ],
    "n27": [
        L("What was the Westerly Blanc harvest in 2023?", c("westerly", "h23")),
        PCT("What was the percentage change in total acres strung?", c("total", "a24"), c("total", "a23")),
        LST("Which varieties had a smaller harvest in 2024 than in 2023?",
            rule=("cmp", ["aurel", "tamsin", "westerly", "bitter", "alpha9"], "h24", "<", "h23")),
        W("Which aroma variety had the highest yield per acre in 2024?", ("argmax", ["aurel", "tamsin", "westerly"], "y24")),
        PCT("Alpha Nine harvest growth 2024 vs 2023 in %", c("alpha9", "h24"), c("alpha9", "h23"), sign=1),
        AVG("What was the average acreage strung for Bittermoor across 2023 and 2024?", c("bitter", "a24"), c("bitter", "a23")),
    ],
    "n28": [
        L("How many runners finished the Old Harlsway Half in 2023?", c("fenn", "f23")),
        RAT("The table gives a finish rate only for 2024. What was the Cresswater Marathon's finish rate in 2023, taken as finishers divided by entries?", c("cress", "f23"), c("cress", "e23")),
        AVG("What was the average number of entries for the Brackmere Half over the two years?", c("brack", "e24"), c("brack", "e23")),
        CNT("How many of the six events attracted more entries in 2024 than in 2023?",
            ("cmp", ["tyne", "cress", "brack", "fenn", "windle", "corrie"], "e24", ">", "e23")),
        OTH("Roughly how many of the 2024 marathon entries were charity places?", "{0} * {1} / 100", [c("t_mar", "e24"), f("char")]),
    ],
    "n29": [
        PCT("How did total volumes sold in Asia change in percentage terms?", c("total", "a24"), c("total", "a23")),
        SUM("What were combined infant and follow-on formula volumes in Europe in 2024?", c("s1", "e24"), c("s2", "e24")),
        LST("In which regions did specialty medical formula volumes rise in 2024?",
            rule=("pairs", "spec", [("Europe", "e24", "e23"), ("Asia", "a24", "a23"),
                                    ("Middle East and Africa", "m24", "m23")], ">")),
        DIF("follow-on formula, Middle East and Africa: volume change 2024 vs 2023", c("s2", "m24"), c("s2", "m23")),
        NONE("How much infant formula did Nurselind sell in North America in 2024?", ["North America", "United States"]),
    ],
    "n30": [
        L("What figure is reported for auxiliary consumption in 2023?", c("aux", "g23")),
        RAT("What was auxiliary consumption as a percentage of gross generation in 2024?", c("aux", "g24", True), c("gross", "g24")),
        PCT("By what percentage did Hvítanes generation grow in 2024? Round to one decimal.", c("hvita", "g24"), c("hvita", "g23"),
            sign=1, dec=1),
        L("What capacity did Hvítanes unit 2 add?", f("unit2")),
        AVG("What was Gufuholt's average availability over the two years?", c("gufu", "a24"), c("gufu", "a23")),
        DIF("Change in net generation sent out, 2024 versus 2023?", c("net", "g24"), c("net", "g23")),
    ],
}


# ----------------------------------------------------------------------------- building the records
CATEGORY = {"lookup": "lookup", "which": "lookup", "difference": "difference", "percent_change": "percent_change",
            "average": "average", "sum": "sum", "ratio": "ratio", "arithmetic_other": "arithmetic_other",
            "count": "count", "list": "list", "unanswerable": "unanswerable"}
ANSWER_TYPE = {"lookup": "span", "which": "span", "list": "multi-span", "count": "count", "unanswerable": "none"}


def table_tags(note):
    t = note.table
    tags = [f"style:{note.style}"]
    bands = [c.band for c in t.cols if c.band]
    if bands or any(len(c.head) > 1 for c in t.cols) or len(t.corner) > 1:
        tags.append("multi_row_header")
    if any(c.band and c.year for c in t.cols):
        tags.append("year_band")
    if any(r.kind == "section" for r in t.rows):
        tags.append("section_rows")
    if note.footnotes:
        tags.append("footnote")
    printed = [cell["printed"] for cell in t.cells.values()]
    if any(p.startswith("(") or "(" in p[:3] for p in printed if p):
        tags.append("table_has_negatives")
    if note.caption:
        tags.append("caption")
    if t.corner:
        tags.append("header_corner")
    if any(c.kind == "text" for c in t.cols):
        tags.append("text_column")
    if md.NIL in printed:
        tags.append("nil_dash")
    if any(r.scale is not None for r in t.rows):
        tags.append("section_scale")
    if len({c.year for c in t.cols if c.year}) >= 3:
        tags.append("three_years")
    labels = [r.label for r in t.rows if r.kind != "section"]
    if len(labels) != len(set(labels)):
        tags.append("repeated_row_label")
    return tags


def gold_scale(scale, unit):
    if unit == "%":
        return 1
    return None if scale in (None, 1) else scale


def shortest_exact(v: Decimal, maxdec: int):
    for d in range(0, maxdec + 1):
        if rnd(v, d) == v:
            return d, True
    return maxdec, False


def build_one(note, spec):
    """(answer dict, derivation, answer_type, answer_from, extra tags, audit)"""
    t = spec["t"]
    audit = dict(kind=t, ops=[], rule=spec.get("rule"), select=spec.get("select"), terms=spec.get("terms"))
    extra = []
    if t == "unanswerable":
        ans = dict(kind="none", value=None, raw=None, unit=None, scale=None, conditions=[])
        return ans, "", "none", "none", extra, audit

    if t in ("which", "count") or (t == "list" and spec.get("rule")):
        get = lambda r, col: note.table.cells[r, col]["value"]  # noqa: E731
        items = run_rule(spec["rule"], note, get)
        audit["answer_items"] = items
        audit["rule_cells"] = [(r, col, note.table.cells[r, col]["printed"]) for r, col in rule_cells(spec["rule"])]
        if t == "which" and spec["rule"][0] == "match":
            ans = dict(kind="text", value=items[0], raw=items[0], unit=None, scale=None, conditions=[])
            return ans, "", "span", "table", [], audit
        if t == "which":
            assert len(items) == 1
            rule = spec["rule"]
            rows = rule[1]
            pr = sorted(((note.table.cells[r, rule[2]]["value"], note.table.cells[r, rule[2]]["printed"]) for r in rows),
                        reverse=(rule[0] == "argmax"))
            deriv = (">" if rule[0] == "argmax" else "<").join(p for _, p in pr)
            ans = dict(kind="text", value=items[0], raw=items[0], unit=None, scale=None, conditions=[])
            return ans, deriv, "span", "table", ["comparison"], audit
        if t == "count":
            ans = dict(kind="number", value=len(items), raw=str(len(items)), unit=None, scale=None, conditions=[])
            return ans, "##".join(items), "count", "table", extra, audit
        assert len(items) >= 2, (note.key, spec["q"], items)
        ans = dict(kind="list", value=items, raw=list(items), unit=None, scale=None, conditions=[])
        return ans, "", "multi-span", "table", extra, audit

    ops = spec.get("ops") or []
    res = [resolve(note, op) for op in ops]
    audit["ops"] = [dict(op=list(op), printed=r[0], source=r[4]) for op, r in zip(ops, res)]
    sources = {r[4] for r in res}
    answer_from = "table" if sources == {"table"} else "text" if sources == {"text"} else "table-text"
    if answer_from == "table-text":
        extra.append("table_text")
    if answer_from == "text":
        extra.append("text_only")
    if any(r[0].startswith("(") or r[0].startswith("$(") for r in res):
        extra.append("negative_in_parens")

    if t == "lookup":
        printed, value, scale, unit, _ = res[0]
        if isinstance(value, str):
            ans = dict(kind="text", value=value, raw=value, unit=None, scale=None, conditions=[])
        else:
            v = num(printed)
            ans = dict(kind="number", value=as_json_number(str(v)), raw=printed, unit=unit,
                       scale=gold_scale(scale, unit), conditions=[])
        return ans, "", "span", answer_from, extra, audit

    if t == "list":
        scales = {gold_scale(r[2], r[3]) for r in res}
        units = {r[3] for r in res}
        assert len(scales) == 1 and len(units) == 1
        ans = dict(kind="list", value=[as_json_number(str(num(r[0]))) for r in res], raw=[r[0] for r in res],
                   unit=units.pop(), scale=scales.pop(), conditions=[])
        return ans, "", "multi-span", answer_from, extra, audit

    texts = [operand_text(r[0], op[-1]) for op, r in zip(ops, res)]
    deriv = spec["expr"].format(*texts)
    exact = evaluate(deriv)
    opdec = max(decimals(r[0]) for r in res)
    unit, scale = None, None
    if t in ("difference", "sum", "average"):
        scales = {gold_scale(r[2], r[3]) for r in res}
        units = {r[3] for r in res}
        assert len(scales) == 1 and len(units) == 1, (note.key, spec["q"], scales, units)
        scale, unit = scales.pop(), units.pop()
        if t == "average":
            d, ok = shortest_exact(exact, max(2, opdec))
            value = rnd(exact, d)
        elif spec.get("conv"):
            scale = spec["conv"][0]
            d, ok = shortest_exact(exact, opdec + 6)
            assert ok
            value = exact
            extra.append("scale_conversion")
        else:
            value = exact
            d = opdec
        if unit == "%" and t == "difference":
            pass                                  # percentage points
    elif t in ("percent_change", "ratio"):
        x = exact * 100 if spec.get("x100") else exact
        d = spec.get("dec", 2)
        value = rnd(x, d)
        if spec.get("x100"):
            unit, scale = "%", 1
        else:
            scale = spec.get("scale")
    elif t == "arithmetic_other":
        d = spec.get("dec", 2)
        value = rnd(exact, d)
        unit, scale = spec.get("unit"), spec.get("scale")
    else:
        raise ValueError(t)
    if spec.get("sign") is not None:
        assert (value > 0) if spec["sign"] > 0 else (value < 0), (note.key, spec["q"], value)
    raw = format(rnd(value, d), "f")
    ans = dict(kind="number", value=as_json_number(raw), raw=raw, unit=unit, scale=scale, conditions=[])
    audit.update(exact=str(exact), dec=d, x100=bool(spec.get("x100")))
    return ans, deriv, "arithmetic", answer_from, extra, audit


def build():
    notes = {n.key[:3]: n for n in md.build_all()}
    records, audits = [], []
    i = 0
    for nk in sorted(QUESTIONS):
        note = notes[nk]
        base = table_tags(note)
        for spec in QUESTIONS[nk]:
            i += 1
            ans, deriv, atype, afrom, extra, audit = build_one(note, spec)
            tags = base + [x for x in extra if x not in base]
            rec = {
                "id": f"{PREFIX}-{i:03d}",
                "question": spec["q"],
                "category": CATEGORY[spec["t"]],
                "answer": ans,
                "evidence": [{"doc": note.doc, "page": 1}],
                "source": SOURCE,
                "hard_cases": tags,
                "derivation": deriv,
                "answer_type": atype,
                "answer_from": afrom,
                "context": note.key,
            }
            records.append(rec)
            audit.update(id=rec["id"], note=note.key)
            audits.append(audit)
    return records, audits


def main(argv):
    out = argv[1] if len(argv) > 1 else os.path.join(HERE, "questions.jsonl")
    records, _ = build()
    with open(out, "w", encoding="utf-8") as fh:
        for r in records:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"wrote {len(records)} questions to {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
