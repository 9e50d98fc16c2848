"""Questions for bench/tatqa-style7, every gold computed from make_docs' data.

    python bench/tatqa-style7/make_questions.py        # writes questions.jsonl next to this file

The record format is tatqa-dev's (id, question, category, answer {kind, value, raw, unit, scale, conditions},
evidence, source, hard_cases, derivation, answer_type) plus answer_from and context. No gold is typed by
hand: lookups read the stored cell and its printed text, arithmetic is evaluated (Decimal, half-up to 2
decimals) from the printed figures, and the derivation string is built from the same figures.
"""
from __future__ import annotations

import json
import sys
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import make_docs as md  # noqa: E402

PREFIX = "t7-"
DOCS = {d.key[:3]: d for d in md.notes()}
CELLS: dict[str, list] = {}     # question id -> [(label, col)] the gold quotes or computes from
X100: set[str] = set()          # ids whose derivation is multiplied by 100 for the gold
ABSENT: dict[str, list] = {}    # unanswerable id -> terms that must not be on the page
RECS: list[dict] = []


def r2(x) -> int | float:
    v = Decimal(str(x)).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
    return int(v) if v == v.to_integral_value() else float(v)


# ------------------------------------------------------------------ operands
class Op:
    """A figure used by a question: a table cell (label, col) or a prose fact "f:name"."""

    def __init__(self, d, spec):
        self.d = d
        if isinstance(spec, str) and spec.startswith("f:"):
            raw, val, scale, unit = d.facts[spec[2:]]
            self.cell = None
            self.text = raw.rstrip("%")
            self.num = Decimal(self.text.replace(",", ""))
            self.scale, self.unit, self.src = scale, unit, "text"
        else:
            lab, col = spec
            self.cell = (lab, col)
            v = d.val(lab, col)
            assert isinstance(v, (int, float)), (d.key, spec, v)
            fig = d.figure(d.row(lab), col).rstrip("%")
            neg = fig.startswith("(")
            fig = fig.strip("()")
            self.num = Decimal(fig.replace(",", "")) * (-1 if neg else 1)
            assert float(self.num) == float(v), (d.key, spec)
            self.text = ("-" if neg else "") + fig
            self.unit, self.scale = d.unit_scale(lab, col)
            self.src = "table"

    def inner(self):
        """As the first operand of an expression."""
        return self.text

    def paren(self):
        """As a later operand: a negative figure goes in parentheses."""
        return f"({self.text})" if self.text.startswith("-") else self.text


def ops(d, specs):
    return [Op(d, s) for s in specs]


def same_units(os_):
    us = {(o.unit, o.scale) for o in os_}
    assert len(us) == 1, us
    return us.pop()


# ------------------------------------------------------------------ records
def hard(d, extra=(), cells=()):
    h = [f"style:{d.style}"]
    if len(d.heads) > 1:
        h.append("multi_row_header")
    if d.negatives():
        h.append("negative_in_parens")
    if d.land:
        h.append("landscape")
    if d.sign_cell:
        h.append("dollar_in_own_cell")
    if any(d.repeated(lab) for lab, _ in cells):
        h.append("repeated_row_label")
    for x in extra:
        if x not in h:
            h.append(x)
    return h


def add(d, q, cat, answer, der="", atype="span", frm="table", cells=(), extra=(), x100=False):
    qid = f"{PREFIX}{len(RECS) + 1:03d}"
    a = {"kind": answer[0], "value": answer[1], "raw": answer[2], "unit": answer[3], "scale": answer[4],
         "conditions": []}
    ex = list(extra)
    if d.where == "prose" and a["scale"] not in (None, 1) and frm != "text" and cells:
        ex.append("scale_in_prose_only")
    if frm == "table-text":
        ex.append("table_text")
    RECS.append({"id": qid, "question": q, "category": cat, "answer": a,
                 "evidence": [{"doc": d.pdf, "page": 1}], "source": md.SET,
                 "hard_cases": hard(d, ex, cells), "derivation": der, "answer_type": atype,
                 "answer_from": frm, "context": d.key})
    CELLS[qid] = [c for c in cells]
    if x100:
        X100.add(qid)
    return qid


def origin(os_):
    srcs = {o.src for o in os_}
    return "table-text" if srcs == {"table", "text"} else srcs.pop()


# ------------------------------------------------------------------ question kinds
def span(d, q, lab, col, extra=(), frm="table"):
    v = d.val(lab, col)
    unit, scale = d.unit_scale(lab, col)
    raw = d.quote(lab, col)
    if isinstance(v, str):
        return add(d, q, "lookup", ("text", v, raw, None, None), cells=[(lab, col)], extra=extra, frm=frm)
    return add(d, q, "lookup", ("number", v, raw, unit, scale), cells=[(lab, col)], extra=extra, frm=frm)


def lst(d, q, cells, extra=()):
    os_ = ops(d, cells)
    unit, scale = same_units(os_)
    vals = [d.val(l, c) for l, c in cells]
    raws = [d.quote(l, c) for l, c in cells]
    return add(d, q, "list", ("list", vals, raws, unit, scale), atype="multi-span", cells=cells, extra=extra)


def labels(d, q, labs, der="", extra=()):
    return add(d, q, "list", ("list", labs, labs, None, None), der=der, atype="multi-span", extra=extra)


def prose(d, q, name, extra=()):
    raw, val, scale, unit = d.facts[name]
    kind = "text" if isinstance(val, str) else "number"
    return add(d, q, "lookup", (kind, val, raw, unit if kind == "number" else None, scale if kind == "number" else None),
               frm="text", extra=extra)


def diff(d, q, a, b, extra=()):
    A, B = ops(d, [a, b])
    unit, scale = same_units([A, B])
    der = f"{A.inner()} - {B.paren()}"
    cells = [o.cell for o in (A, B) if o.cell]
    return add(d, q, "difference", ("number", r2(A.num - B.num), r2(A.num - B.num), unit, scale), der, "arithmetic",
               origin([A, B]), cells, extra)


def pchg(d, q, new, old, extra=()):
    A, B = ops(d, [new, old])
    same_units([A, B])
    der = f"({A.inner()} - {B.paren()}) / {B.paren()}"
    v = r2((A.num - B.num) / B.num * 100)
    cells = [o.cell for o in (A, B) if o.cell]
    return add(d, q, "percent_change", ("number", v, v, "%", 1), der, "arithmetic", origin([A, B]), cells, extra,
               x100=True)


def avg(d, q, specs, extra=()):
    os_ = ops(d, specs)
    unit, scale = same_units(os_)
    der = "(" + " + ".join([os_[0].inner()] + [o.paren() for o in os_[1:]]) + f") / {len(os_)}"
    v = r2(sum(o.num for o in os_) / len(os_))
    return add(d, q, "average", ("number", v, v, unit, scale), der, "arithmetic", origin(os_),
               [o.cell for o in os_ if o.cell], extra)


def total(d, q, specs, extra=()):
    os_ = ops(d, specs)
    unit, scale = same_units(os_)
    der = " + ".join([os_[0].inner()] + [o.paren() for o in os_[1:]])
    v = r2(sum(o.num for o in os_))
    return add(d, q, "sum", ("number", v, v, unit, scale), der, "arithmetic", origin(os_),
               [o.cell for o in os_ if o.cell], extra)


def ratio(d, q, num, den, pct=True, size=False, extra=()):
    """num / den, each a spec or a list of specs (summed). size: use absolute figures (a share of a
    negative-printed amount, asked as "how large a part")."""
    nl = num if isinstance(num, list) else [num]
    dl = den if isinstance(den, list) else [den]
    N, D = ops(d, nl), ops(d, dl)
    if size:
        for o in N + D:
            o.num, o.text = abs(o.num), o.text.lstrip("-")

    def part(os_):
        s = " + ".join([os_[0].inner()] + [o.paren() for o in os_[1:]])
        return f"({s})" if len(os_) > 1 else s
    der = f"{part(N)} / {part(D)}"
    v = sum(o.num for o in N) / sum(o.num for o in D)
    v = r2(v * 100) if pct else r2(v)
    return add(d, q, "ratio", ("number", v, v, "%" if pct else None, 1 if pct else None), der, "arithmetic",
               origin(N + D), [o.cell for o in N + D if o.cell], extra, x100=pct)


def other(d, q, groups, extra=()):
    """Change of a difference: (a1 - b1) - (a2 - b2)."""
    (a1, b1), (a2, b2) = groups
    A1, B1, A2, B2 = ops(d, [a1, b1, a2, b2])
    unit, scale = same_units([A1, B1, A2, B2])
    der = f"({A1.inner()} - {B1.paren()}) - ({A2.inner()} - {B2.paren()})"
    v = r2((A1.num - B1.num) - (A2.num - B2.num))
    return add(d, q, "arithmetic_other", ("number", v, v, unit, scale), der, "arithmetic", "table",
               [o.cell for o in (A1, B1, A2, B2)], extra)


def count(d, q, items, extra=()):
    return add(d, q, "count", ("number", len(items), str(len(items)), None, None), "##".join(items), "count",
               extra=extra)


def which(d, q, options, most=True, size=False, extra=()):
    """options: [(answer text, spec)]; the answer is the option with the largest (most) / smallest value."""
    os_ = [(t, Op(d, s)) for t, s in options]
    key = (lambda p: abs(p[1].num)) if size else (lambda p: p[1].num)
    srt = sorted(os_, key=key, reverse=most)
    assert key(srt[0]) != key(srt[1])
    sep = ">" if most else "<"
    der = sep.join(o.text.lstrip("-") if size else o.text for _, o in srt)
    ans = srt[0][0]
    return add(d, q, "lookup", ("text", ans, ans, None, None), der, "span", "table", [o.cell for _, o in os_],
               list(extra) + ["comparison"])


def none(d, q, absent, extra=()):
    qid = add(d, q, "unanswerable", ("none", None, None, None, None), atype="none", frm="none", extra=extra)
    ABSENT[qid] = absent
    return qid


# ============================================================================ the questions
def questions():
    d = DOCS["t01"]
    span(d, "What was the provision charged to cost of sales in 2018?", "Provision charged to cost of sales", "2018")
    pchg(d, "By what percentage did the inventory reserve at year end grow from 2018 to 2019?",
         ("Balance at end of year", "2019"), ("Balance at end of year", "2018"))
    avg(d, "average write-offs and disposals 2017-2019", [("Write-offs and disposals", c) for c in ("2019", "2018", "2017")])
    prose(d, "How much of the 2019 provision was for the legacy relay assemblies?", "relay")
    lst(d, "What was the foreign currency translation effect on the reserve in 2019, 2018 and 2017?",
        [("Foreign currency translation", c) for c in ("2019", "2018", "2017")])

    d = DOCS["t02"]
    span(d, "What fair value gains or losses went through the cash flow hedge reserve in 2019?",
         "Fair value gains (losses) in the year#2", "cfh")
    diff(d, "How much did the total hedging reserves move between 31 December 2018 and 31 December 2019?",
         ("At 31 December 2019", "tot"), ("At 31 December 2018", "tot"))
    lst(d, "Give the cost of hedging reserve at 31 December 2018 and at 31 December 2019.",
        [("At 31 December 2018", "coh"), ("At 31 December 2019", "coh")])
    ratio(d, "What proportion of the cash flow hedge reserve at 31 December 2019 is expected to be released to the "
             "income statement within a year?", "f:release", ("At 31 December 2019", "cfh"))
    total(d, "What was the total reclassified from the cash flow hedge reserve to cost of sales across 2018 and 2019?",
          [("Reclassified to cost of sales#1", "cfh"), ("Reclassified to cost of sales#2", "cfh")])
    none(d, "How much of the cash flow hedge reserve at 31 December 2019 relates to interest rate swaps?",
         ["interest rate swap"])

    d = DOCS["t03"]
    diff(d, "What was the change in cash received between 2019 and 2020?", ("Cash received", "2020"),
         ("Cash received", "2019"))
    pchg(d, "How much did the incentive recognised in other income grow in 2020, in percent?",
         ("Incentive recognised in other income", "2020"), ("Incentive recognised in other income", "2019"))
    prose(d, "At what rate of eligible expenditure is the refundable tax offset calculated?", "rate")
    avg(d, "Please compute the average closing balance of the R&D incentive receivable for 2019 and 2020.",
        [("Closing balance", "2020"), ("Closing balance", "2019")])
    ratio(d, "Of the total incentive recognised in 2020 (in other income and against capitalised development costs), "
             "what percentage was offset against capitalised development costs?",
          ("Incentive offset against capitalised development costs", "2020"),
          [("Incentive recognised in other income", "2020"), ("Incentive offset against capitalised development costs", "2020")])

    d = DOCS["t04"]
    span(d, "How many unvested restricted stock units were left out of diluted net loss per share in 2018?",
         "Unvested restricted stock units", "2018")
    diff(d, "By how much did the number of excluded stock options increase from 2018 to 2019?",
         ("Stock options to purchase common stock", "2019"), ("Stock options to purchase common stock", "2018"))
    count(d, "How many kinds of potentially dilutive securities were excluded in 2019?",
          ["Stock options to purchase common stock", "Unvested restricted stock units",
           "Shares issuable under the employee stock purchase plan", "Common stock warrants"])
    pchg(d, "What is the percentage change in the total antidilutive securities excluded between 2018 and 2019?",
         ("Total", "2019"), ("Total", "2018"))
    none(d, "How many performance share units were excluded from diluted loss per share in 2019?", ["performance"])

    d = DOCS["t05"]
    lst(d, "nonaccrual commercial real estate loans at december 31 2019 and 2018",
        [("Commercial real estate", "2019"), ("Commercial real estate", "2018")])
    avg(d, "Across 2017, 2018 and 2019, what were total nonperforming assets on average?",
        [("Total nonperforming assets", c) for c in ("2019", "2018", "2017")])
    diff(d, "How much did the ratio of nonperforming loans to total loans change from 2018 to 2019?",
         ("Nonperforming loans to total loans", "2019"), ("Nonperforming loans to total loans", "2018"))
    prose(d, "What was the combined carrying value at the end of 2019 of the commercial properties acquired through "
             "foreclosure in 2017?", "foreclosed", extra=["footnote"])
    ratio(d, "What percentage of total nonaccrual loans in 2019 were commercial and industrial loans?",
          ("Commercial and industrial", "2019"), ("Total nonaccrual loans", "2019"))

    d = DOCS["t06"]
    span(d, "What was the percentage change in emergency room visits?", "Emergency room visits", "chg")
    diff(d, "How many more outpatient surgeries were performed in 2019 than in 2018?",
         ("Outpatient surgeries", "2019"), ("Outpatient surgeries", "2018"))
    avg(d, "What was the average number of licensed beds at the end of 2019 and 2018?",
        [("Licensed beds at end of year", "2019"), ("Licensed beds at end of year", "2018")])
    ratio(d, "What was the ratio of adjusted admissions to admissions in 2019?",
          ("Adjusted admissions", "2019"), ("Admissions", "2019"), pct=False)
    lst(d, "What was the occupancy rate in 2019 and 2018 respectively?",
        [("Occupancy rate", "2019"), ("Occupancy rate", "2018")])

    d = DOCS["t07"]
    span(d, "What was the carrying amount of AWS licenses at December 31, 2018?", "AWS", "2018")
    avg(d, "What was the average carrying amount of the 700 MHz licenses at the two year ends?",
        [("700 MHz", "2019"), ("700 MHz", "2018")])
    diff(d, "By how much did total spectrum licenses increase during 2019? Answer in millions.",
         ("Total spectrum licenses", "2019"), ("Total spectrum licenses", "2018"))
    count(d, "How many spectrum bands had an unchanged carrying amount between the two year ends?", ["600 MHz", "PCS"])
    none(d, "What is the carrying amount of the company's CBRS licenses at December 31, 2019?", ["CBRS"])

    d = DOCS["t08"]
    span(d, "What amount of payments and collections is shown for the insurance receivable in 2019?",
         "Payments and collections", "r19")
    diff(d, "How did the year-end asbestos liability move from 2018 to 2019?",
         ("Balance at December 31", "l19"), ("Balance at December 31", "l18"))
    other(d, "How much did the net asbestos exposure (liability minus insurance receivable) at year end change "
             "from 2018 to 2019?",
          [(("Balance at December 31", "l19"), ("Balance at December 31", "r19")),
           (("Balance at December 31", "l18"), ("Balance at December 31", "r18"))])
    diff(d, "What was the change in the number of pending asbestos claims between the end of 2018 and the end of 2019?",
         "f:pending19", "f:pending18")
    avg(d, "What were the average additions to the asbestos liability in 2018 and 2019?",
        [("Additions", "l19"), ("Additions", "l18")])

    d = DOCS["t09"]
    span(d, "How much was received from gift cards sold in fiscal 2019?", "Gift cards sold", "2019")
    pchg(d, "What was the percentage change in breakage recognized from fiscal 2019 to fiscal 2020?",
         ("Breakage recognized", "2020"), ("Breakage recognized", "2019"))
    diff(d, "change in gift cards redeemed fiscal 2019 to fiscal 2020", ("Gift cards redeemed", "2020"),
         ("Gift cards redeemed", "2019"))
    prose(d, "On what date did fiscal 2020 end?", "fyend")
    avg(d, "What was the average gift card liability at the end of fiscal 2019 and fiscal 2020?",
        [("Balance, end of year", "2020"), ("Balance, end of year", "2019")])

    d = DOCS["t10"]
    lst(d, "What are the dividend rates on the Series A and Series C preferred stock?",
        [("Series A cumulative", "rate"), ("Series C cumulative", "rate")])
    span(d, "How many Series C shares were outstanding at the end of 2019?", "Series C cumulative", "sh")
    diff(d, "How much did the total carrying value of preferred stock change from 2018 to 2019?",
         ("Total preferred stock", "cv19"), ("Total preferred stock", "cv18"))
    count(d, "How many series of preferred stock had a carrying value at December 31, 2018?",
          ["Series A cumulative", "Series B cumulative", "Series D cumulative"])
    ratio(d, "What percentage of the total carrying value of preferred stock at December 31, 2019 was Series C?",
          ("Series C cumulative", "cv19"), ("Total preferred stock", "cv19"))

    d = DOCS["t11"]
    span(d, "How many shares were available under the employee stock purchase plan at January 31, 2019?",
         "Available under the employee stock purchase plan", "2019")
    pchg(d, "What was the percentage change in total shares of common stock reserved between January 31, 2019 and "
            "January 31, 2020?", ("Total shares of common stock reserved", "2020"),
         ("Total shares of common stock reserved", "2019"))
    lst(d, "What were the performance stock units outstanding at January 31, 2020 and 2019, respectively?",
        [("Performance stock units outstanding", "2020"), ("Performance stock units outstanding", "2019")])
    avg(d, "On average, how many restricted stock units were outstanding at the two dates?",
        [("Restricted stock units outstanding", "2020"), ("Restricted stock units outstanding", "2019")])
    diff(d, "What was the change in stock options outstanding from January 31, 2019 to January 31, 2020?",
         ("Stock options outstanding", "2020"), ("Stock options outstanding", "2019"))

    d = DOCS["t12"]
    span(d, "interest coverage ratio at Dec 31 2018", "Interest coverage ratio (minimum)", "2018")
    diff(d, "How much headroom was there under the maximum total net leverage ratio at December 31, 2019?",
         ("Total net leverage ratio (maximum)", "req"), ("Total net leverage ratio (maximum)", "2019"))
    lst(d, "What was liquidity at the end of 2019 and 2018?", [("Liquidity (minimum, in millions)", "2019"),
                                                                ("Liquidity (minimum, in millions)", "2018")])
    pchg(d, "What was the percentage change in capital expenditures from 2018 to 2019?",
         ("Capital expenditures (maximum, in millions)", "2019"), ("Capital expenditures (maximum, in millions)", "2018"))
    none(d, "What minimum tangible net worth does the credit agreement require?", ["tangible"])

    d = DOCS["t13"]
    span(d, "What share of 2018 total revenue came from U.S. Government cost-reimbursable contracts?",
         "Cost-reimbursable", "p18")
    span(d, "What was international and commercial fixed-price revenue in 2019?", "Fixed-price#2", "a19")
    total(d, "What was the total fixed-price revenue from both customer groups in 2019?",
          [("Fixed-price#1", "a19"), ("Fixed-price#2", "a19")])
    pchg(d, "Total revenue growth rate, 2019 vs 2018?", ("Total revenue", "a19"),
         ("Total revenue", "a18"))
    avg(d, "What was the average U.S. Government time-and-materials revenue in 2018 and 2019?",
        [("Time-and-materials#1", "a19"), ("Time-and-materials#1", "a18")])

    d = DOCS["t14"]
    span(d, "What were the impairments and downward adjustments in fiscal 2020?",
         "Impairments and downward adjustments", "2020")
    diff(d, "What was the change in purchases of non-marketable equity securities from fiscal 2019 to fiscal 2020?",
         ("Purchases", "2020"), ("Purchases", "2019"))
    avg(d, "What is the average carrying amount at the end of fiscal 2019 and fiscal 2020?",
        [("Carrying amount, end of period", "2020"), ("Carrying amount, end of period", "2019")])
    which(d, "In which fiscal year were the upward adjustments larger?",
          [("2020", ("Upward adjustments", "2020")), ("2019", ("Upward adjustments", "2019"))])
    labels(d, "Which items reduced the carrying amount in fiscal 2019?",
           ["Impairments and downward adjustments", "Transfers to marketable securities"])

    d = DOCS["t15"]
    span(d, "What were the unguaranteed residual values at December 31, 2019?", "Unguaranteed residual values", "2019")
    pchg(d, "lease receivables % change 2018 to 2019", ("Lease receivables", "2019"),
         ("Lease receivables", "2018"))
    ratio(d, "What percentage of the net investment in sales-type leases at December 31, 2019 is current?",
          ("Less: current portion", "2019"), ("Net investment in sales-type leases", "2019"), size=True)
    pchg(d, "By what percentage did revenue recognized at lease commencement grow from 2018 to 2019?",
         "f:rev19", "f:rev18")
    total(d, "What is the sum of unearned income and the allowance for credit losses in 2018?",
          [("Unearned income", "2018"), ("Allowance for credit losses", "2018")])

    d = DOCS["t16"]
    span(d, "What would be the impact on equity of a 10% strengthening of sterling against the euro in 2018?",
         "Euro", "e18")
    lst(d, "What were the effects of the Chinese renminbi on profit before tax in 2019 and 2018?",
        [("Chinese renminbi", "p19"), ("Chinese renminbi", "p18")])
    diff(d, "How did the total impact on profit before tax change from 2018 to 2019?", ("Total", "p19"),
         ("Total", "p18"))
    avg(d, "What's the average impact on equity from the US dollar across 2018 and 2019?",
        [("US dollar", "e19"), ("US dollar", "e18")])
    which(d, "Against which currency would a 10% strengthening of sterling have reduced 2019 profit before tax the most?",
          [(k, (k, "p19")) for k in ("US dollar", "Euro", "Japanese yen", "Other currencies")], most=False)
    none(d, "What would be the impact on profit before tax of a 10% strengthening of sterling against the Indian rupee "
            "in 2019?", ["rupee", "India"])

    d = DOCS["t17"]
    span(d, "In 2018, how much groundwater did the mills withdraw?", "Groundwater", "2018")
    pchg(d, "What was the percentage change in total water withdrawal from 2017 to 2019?",
         ("Total water withdrawal", "2019"), ("Total water withdrawal", "2017"))
    diff(d, "By how many percentage points did the share of waste recycled or recovered improve from 2017 to 2019?",
         ("Waste recycled or recovered", "2019"), ("Waste recycled or recovered", "2017"))
    avg(d, "What was the average hazardous waste generated per year over 2017-2019?",
        [("Hazardous waste", c) for c in ("2017", "2018", "2019")])
    ratio(d, "What share of total water withdrawal in 2019 came from surface water?", ("Surface water", "2019"),
          ("Total water withdrawal", "2019"))

    d = DOCS["t18"]
    span(d, "What is the reserve grade at Greywether?", "Greywether", "g")
    diff(d, "How much did the contained gold at Greywether change from December 31, 2018 to December 31, 2019?",
         ("Greywether", "oz"), ("Greywether", "oz18"))
    diff(d, "What is the change in total contained gold in reserves from December 31, 2018 to December 31, 2019?",
         ("Total", "oz"), ("Total", "oz18"))
    ratio(d, "What percentage of the contained gold at December 31, 2019 was at the Lochmarren mine?",
          ("Lochmarren", "oz"), ("Total", "oz"))
    prose(d, "What gold price was used to estimate the reserves at December 31, 2019?", "price")
    labels(d, "Which mines have reserves graded above 2 g/t?", ["Greywether", "Lochmarren"], der="2.87>2; 4.15>2")

    d = DOCS["t19"]
    span(d, "What was the utilization rate of Fab 5 (200mm) in 2018?", "Fab 5 (200mm)", "u18")
    diff(d, "By how much did Fab 8's monthly capacity increase from 2018 to 2019?", ("Fab 8 (300mm)", "c19"),
         ("Fab 8 (300mm)", "c18"), extra=["footnote"])
    diff(d, "How did the blended utilization rate change from 2018 to 2019?", ("Total / weighted average", "u19"),
         ("Total / weighted average", "u18"))
    avg(d, "What was the average 2019 utilization rate of the two 200mm fabs?",
        [("Fab 3 (200mm)", "u19"), ("Fab 5 (200mm)", "u19")])
    pchg(d, "What is the percentage change in total monthly capacity from 2018 to 2019?",
         ("Total / weighted average", "c19"), ("Total / weighted average", "c18"))

    d = DOCS["t20"]
    span(d, "What was the dollar change in depreciation and amortization?", "Depreciation and amortization", "dc")
    lst(d, "What was same-property NOI in 2019 and 2018?", [("Same-property NOI", "2019"), ("Same-property NOI", "2018")])
    avg(d, "Please give the average interest expense for 2018 and 2019 (in thousands).", [("Interest expense", "2019"),
                                                                        ("Interest expense", "2018")])
    diff(d, "What is the difference between NOI and same-property NOI in 2019?",
         ("Net operating income (NOI)", "2019"), ("Same-property NOI", "2019"))
    ratio(d, "What percentage of 2019 NOI came from the same-property portfolio?", ("Same-property NOI", "2019"),
          ("Net operating income (NOI)", "2019"))

    d = DOCS["t21"]
    span(d, "What was the change in Aldermoss comparable sales in the third quarter of fiscal 2018?",
         "Third quarter#2", "ald")
    avg(d, "What was Wellsmoor's average quarterly comparable sales change in fiscal 2019?",
        [(k, "wel") for k in ("First quarter#1", "Second quarter#1", "Third quarter#1", "Fourth quarter#1")])
    diff(d, "How much did Tidemere's full-year comparable sales growth change from fiscal 2018 to fiscal 2019?",
         ("Full year#1", "tid"), ("Full year#2", "tid"))
    count(d, "In how many quarters of fiscal 2019 did Aldermoss comparable sales decline?",
          ["First quarter", "Second quarter", "Fourth quarter"])
    which(d, "Which brand had the strongest full-year comparable sales in fiscal 2018?",
          [(h, ("Full year#2", c)) for h, c in (("Tidemere", "tid"), ("Aldermoss", "ald"), ("Wellsmoor", "wel"))])

    d = DOCS["t22"]
    span(d, "What percentage of 2018 revenue was invoiced in pound sterling?", "Pound sterling", "p18")
    pchg(d, "How much did revenue invoiced in US dollars grow year on year, in percentage terms?", ("US dollar", "a19"),
         ("US dollar", "a18"))
    diff(d, "By how many percentage points did the euro's share of revenue change from 2018 to 2019?", ("Euro", "p19"),
         ("Euro", "p18"))
    prose(d, "How much did revenue grow at constant exchange rates in 2019?", "cc")
    lst(d, "What was total revenue in 2019 and 2018 respectively?", [("Total revenue", "a19"), ("Total revenue", "a18")])

    d = DOCS["t23"]
    span(d, "What were payroll taxes in 2017?", "Payroll taxes", "2017")
    avg(d, "avg property taxes 2017-2019", [("Property taxes", c) for c in ("2019", "2018", "2017")])
    pchg(d, "percentage change in total taxes other than income taxes, 2018 to 2019",
         ("Total taxes other than income taxes", "2019"), ("Total taxes other than income taxes", "2018"))
    diff(d, "How much did property taxes increase from 2018 to 2019?", ("Property taxes", "2019"),
         ("Property taxes", "2018"))
    which(d, "In which year were gross receipts and franchise taxes the highest?",
          [(c, ("Gross receipts and franchise taxes", c)) for c in ("2019", "2018", "2017")])
    none(d, "What was the company's income tax expense in 2019?", ["income tax expense"])

    d = DOCS["t24"]
    span(d, "What was the average realized log price in the Southern region in 2018?", "Southern#2", "2018")
    lst(d, "What were the Pacific Northwest harvest volumes in 2019, 2018 and 2017?",
        [("Pacific Northwest#1", c) for c in ("2019", "2018", "2017")])
    pchg(d, "Southern region harvest volume growth in 2019 (%)?", ("Southern#1", "2019"),
         ("Southern#1", "2018"))
    diff(d, "How much did the Pacific Northwest average realized log price change from 2018 to 2019?",
         ("Pacific Northwest#2", "2019"), ("Pacific Northwest#2", "2018"))
    avg(d, "What were the average total harvest volumes from 2017 to 2019?",
        [("Total harvest volumes", c) for c in ("2019", "2018", "2017")])

    d = DOCS["t25"]
    span(d, "What amount of performance and surety bonds expires in 1-3 years?", "Performance and surety bonds", "y3")
    ratio(d, "What percentage of total commercial commitments expire in less than one year?",
          ("Total commercial commitments", "y1"), ("Total commercial commitments", "tot"))
    total(d, "What is the amount of residual value guarantees expiring after 3 years? Answer in thousands.",
          [("Residual value guarantees on operating leases", "y5"), ("Residual value guarantees on operating leases", "y6")])
    lst(d, "What are the amounts of standby letters of credit that expire in less than 1 year and in 1-3 years?",
        [("Standby letters of credit", "y1"), ("Standby letters of credit", "y3")])
    avg(d, "What is the average amount committed across the four types of commercial commitment?",
        [(k, "tot") for k in ("Standby letters of credit", "Performance and surety bonds",
                              "Guarantees of joint venture debt", "Residual value guarantees on operating leases")])

    d = DOCS["t26"]
    span(d, "How many ordinary shares did Fiona Selwick hold at 31 March 2019?", "Fiona Selwick", "s19")
    count(d, "How many non-executive directors are listed?",
          ["Sir Robert Morvell (Chairman)", "Fiona Selwick", "David Ashgarth", "Priya Vennick", "Thomas Pendrick"])
    diff(d, "By how many shares did the Chief Executive's holding increase in the year to 31 March 2020?",
         ("Eleanor Trevannick", "s20"), ("Eleanor Trevannick", "s19"), extra=["table_text"])
    pchg(d, "By what percentage did Marcus Kippendale's shareholding increase between 31 March 2019 and 31 March 2020?",
         ("Marcus Kippendale", "s20"), ("Marcus Kippendale", "s19"))
    span(d, "What is the Chief Financial Officer's shareholding as a percentage of salary?", "Marcus Kippendale", "pc",
         extra=["table_text"], frm="table-text")

    d = DOCS["t27"]
    span(d, "What was the royalty revenu from video codecs in fiscal 2018?", "Video codecs", "2018")
    pchg(d, "percentge change in display interface royalties between fiscal 2018 and fiscal 2019",
         ("Display interface", "2019"), ("Display interface", "2018"))
    avg(d, "What was the average total royalty and license revenue over fiscal 2017 to 2019?",
        [("Total royalty and license revenue", c) for c in ("2019", "2018", "2017")])
    diff(d, "What was the increase in wireless connectivity royalty revenue from fiscal 2018 to fiscal 2019?",
         ("Wireless connectivity", "2019"), ("Wireless connectivity", "2018"))
    which(d, "In which fiscal year was video codec royalty revenue the highest?",
          [(c, ("Video codecs", c)) for c in ("2019", "2018", "2017")])
    none(d, "How much royalty revenue came from automotive licensees in fiscal 2019?", ["automotive"])

    d = DOCS["t28"]
    span(d, "I need the 2019 television advertising spend.", "Television", "2019")
    diff(d, "How many percentage points did advertising as a percentage of net sales change from 2018 to 2019?",
         ("As a percentage of net sales", "2019"), ("As a percentage of net sales", "2018"))
    pchg(d, "What was the percentage change in digital and social media advertising from 2018 to 2019?",
         ("Digital and social media", "2019"), ("Digital and social media", "2018"))
    diff(d, "what was the change in print advertising between 2018 and 2019", ("Print", "2019"), ("Print", "2018"))
    ratio(d, "What proportion of total advertising expense in 2019 was spent on digital and social media?",
          ("Digital and social media", "2019"), ("Total advertising expense", "2019"))
    pchg(d, "By what percentage did net sales grow from 2018 to 2019?", "f:sales19", "f:sales18")

    d = DOCS["t29"]
    span(d, "How many members did the German scheme have at 31 December 2019?", "Germany", "mem")
    pchg(d, "Could you tell me the percentage change in total employer contributions between 2018 and 2019?", ("Total", "2019"),
         ("Total", "2018"))
    avg(d, "What were the average employer contributions in the United States for 2018 and 2019?",
        [("United States", "2019"), ("United States", "2018")])
    ratio(d, "What percentage of total employer contributions in 2019 related to the United Kingdom?",
          ("United Kingdom", "2019"), ("Total", "2019"))
    diff(d, "By how much did contributions payable at the year end increase from 2018 to 2019?", "f:payable19",
         "f:payable18")
    which(d, "Which country had the most scheme members at 31 December 2019?",
          [(k, (k, "mem")) for k in ("United Kingdom", "Germany", "United States", "Australia", "Rest of world")])
    lst(d, "What were the employer contributions for Australia in 2019 and 2018?", [("Australia", "2019"),
                                                                                   ("Australia", "2018")])

    d = DOCS["t30"]
    span(d, "What was the refining margin per barrel in 2017?", "Refining margin (dollars per barrel)", "2017")
    pchg(d, "What was the percentage change in Penhollow refinery throughput from 2018 to 2019?",
         ("Penhollow refinery", "2019"), ("Penhollow refinery", "2018"))
    diff(d, "By how much did the refining margin per barrel change from 2018 to 2019?",
         ("Refining margin (dollars per barrel)", "2019"), ("Refining margin (dollars per barrel)", "2018"))
    avg(d, "What was the average capacity utilization over 2017 to 2019?",
        [("Capacity utilization", c) for c in ("2019", "2018", "2017")])
    other(d, "How much did the refining margin net of operating expenses per barrel change from 2018 to 2019?",
          [(("Refining margin (dollars per barrel)", "2019"), ("Operating expenses (dollars per barrel)", "2019")),
           (("Refining margin (dollars per barrel)", "2018"), ("Operating expenses (dollars per barrel)", "2018"))])
    none(d, "What was throughput at the Farrowgate refinery in 2016?", ["2016"])


def build():
    RECS.clear()
    CELLS.clear()
    X100.clear()
    ABSENT.clear()
    questions()
    return RECS


def main():
    recs = build()
    with open(HERE / "questions.jsonl", "w", encoding="utf-8") as f:
        for r in recs:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    from collections import Counter
    print(len(recs), "questions", dict(Counter(r["category"] for r in recs)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
