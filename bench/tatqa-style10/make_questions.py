"""tatqa-style10: build questions.jsonl from the notes of make_docs.py.

    /work/main/.venv/bin/python bench/tatqa-style10/make_questions.py

Every gold is computed here from the printed cells (make_docs.Note.c) or from the prose / footnote figures the
builders declare (Note.facts): lookups copy the printed cell; arithmetic is evaluated with Decimal on the printed
figures and the derivation string is written from the same figures; label, list and count golds are computed
with predicates over the note rows. No gold value is typed by hand. Question wording is written by hand.
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

SOURCE = "tatqa-style10"
PREFIX = "t10-"
OUT = HERE / "questions.jsonl"


class Fact:
    """A figure printed in the prose or a footnote: the same interface as make_docs.Cell."""

    def __init__(self, note, name):
        text, value, unit, scale = note.facts[name]
        self.note, self.text, self.value, self.unit, self.scale = note, text, md.D(value), unit, scale
        self.where, self.row = "text", None
        self.footnote = any(text in f for f in note.foot)

    @property
    def fig(self):
        return re.sub(r"[^\d.,-]", "", self.text)


def decs(o) -> int:
    m = re.search(r"\.(\d+)", o.fig)
    return len(m.group(1)) if m else 0


def res(x: Decimal, ops):
    """(value, raw): exact results keep the operands' decimals, else half-up to max(2, operands' decimals)."""
    d = max([decs(o) for o in ops] + [0])
    if x != md.q(x, d):
        d = max(2, d)
    r = md.q(x, d)
    return (int(r) if d == 0 else float(r)), format(r, f".{d}f")


def lab(r) -> str:
    """A row label without its footnote marker."""
    return re.sub(r"\(\d\)$", "", r.label).strip()


def cellnum(v: Decimal):
    return int(v) if v == v.to_integral_value() and "." not in str(v) else float(v)


def same_units(ops):
    us = {(o.unit, o.scale) for o in ops}
    assert len(us) == 1, [(o.text, o.unit, o.scale) for o in ops]
    return us.pop()


def nf(f: str) -> str:
    return f"({f})" if f.startswith("-") else f


def A(kind, value, raw, unit=None, scale=None, **extra):
    a = {"kind": kind, "value": value, "raw": raw, "unit": unit,
         "scale": (int(scale) if scale is not None else None), "conditions": []}
    a.update(extra)
    return a


# ---------------------------------------------------------------------------- gold builders: (answer, derivation, ops)
def span(c):
    return A("number", cellnum(c.value), c.text, c.unit, c.scale), "", [c]


def text(value, aliases=None):
    a = A("text", value, value)
    if aliases:
        a["aliases"] = aliases
    return a, "", []


def lst(cells):
    unit, scale = same_units(cells)
    return A("list", [cellnum(c.value) for c in cells], [c.text for c in cells], unit, scale), "", cells


def lst_text(labels):
    return A("list", list(labels), list(labels)), "", []


def diff(a, b, absval=False, unit=None):
    u, scale = same_units([a, b])
    va, vb = (abs(a.value), abs(b.value)) if absval else (a.value, b.value)
    fa, fb = (a.fig.lstrip("-"), b.fig.lstrip("-")) if absval else (a.fig, b.fig)
    v, raw = res(va - vb, [a, b])
    return A("number", v, raw, u, scale), f"{fa} - {nf(fb)}", [a, b]


def pchg(new, old):
    same_units([new, old])
    v, raw = res((new.value - old.value) / old.value * 100, [new, old])
    return A("number", v, raw, "%", 1), f"({new.fig} - {nf(old.fig)}) / {nf(old.fig)}", [new, old]


def avg(cells):
    unit, scale = same_units(cells)
    v, raw = res(sum(c.value for c in cells) / len(cells), cells)
    body = " + ".join(nf(c.fig) if i else c.fig for i, c in enumerate(cells))
    return A("number", v, raw, unit, scale), f"({body}) / {len(cells)}", cells


def total(cells, absval=False):
    unit, scale = same_units(cells)
    val = (lambda c: abs(c.value)) if absval else (lambda c: c.value)
    fig = (lambda c: c.fig.lstrip("-")) if absval else (lambda c: c.fig)
    v, raw = res(sum(val(c) for c in cells), cells)
    return A("number", v, raw, unit, scale), " + ".join(nf(fig(c)) if i else fig(c) for i, c in enumerate(cells)), cells


def ratio(nums, dens, percent=True, unit=None, scale=None, absval=False):
    """sum(nums) / sum(dens) (x 100 when percent); absval: the sizes of parenthesised figures."""
    nums = nums if isinstance(nums, list) else [nums]
    dens = dens if isinstance(dens, list) else [dens]
    val = (lambda c: abs(c.value)) if absval else (lambda c: c.value)
    fig = (lambda c: c.fig.lstrip("-")) if absval else (lambda c: c.fig)
    r = sum(val(c) for c in nums) / sum(val(c) for c in dens) * (100 if percent else 1)
    top = " + ".join(fig(c) for c in nums)
    bot = " + ".join(fig(c) for c in dens)
    top = f"({top})" if len(nums) > 1 else top
    bot = f"({bot})" if len(dens) > 1 else bot
    v, raw = res(r, nums + dens)
    if percent:
        return A("number", v, raw, "%", 1), f"{top} / {bot}", nums + dens
    return A("number", v, raw, unit, scale), f"{top} / {bot}", nums + dens


def other(x: Decimal, der: str, ops, unit=None, scale=None):
    v, raw = res(x, ops)
    return A("number", v, raw, unit, scale), der, ops


def count(items):
    return A("number", len(items), str(len(items))), "##".join(items), []


def none():
    return A("none", None, None), "", []


ANSWER_TYPE = {"lookup": "span", "list": "multi-span", "count": "count", "unanswerable": "none"}


# ---------------------------------------------------------------------------- questions
def build():
    N = {n.key.split("-")[0]: n for n in md.notes()}
    recs, meta = [], []

    def Q(k, question, category, gold, frm=None, extra_tags=(), absent=None, rule=None):
        n = N[k]
        ans, der, ops = gold
        facts = [o for o in ops if isinstance(o, Fact)]
        if frm is None:
            frm = "none" if category == "unanswerable" else ("table-text" if facts else "table")
        hc = [f"style:{n.style}"]
        if n.nhead > 1:
            hc.append("multi_row_header")
        if n.land:
            hc.append("landscape")
        for t in ("year_band", "bold_section_rows", "section_titles_large", "current_year_right",
                  "scale_in_caption"):
            if t in n.tags and category != "unanswerable":
                hc.append(t)
        cells = [o for o in ops if not isinstance(o, Fact)]
        if any("(" in c.text for c in cells):
            hc.append("negative_in_parens")
        if any(c.value is None for c in cells):
            hc.append("nil_dash")
        labels = [r.label for r in n.rows]
        if any(labels.count(c.row.label) > 1 for c in cells):
            hc.append("repeated_row_label")
        if any("scale" in c.row.fmt for c in cells):
            hc.append("row_scale")
        if any(f.footnote for f in facts) or "footnote" in extra_tags:
            hc.append("footnote")
        if any(not f.footnote for f in facts):
            hc.append("table_text")
        hc += [t for t in extra_tags if t not in hc]
        rec = {"id": f"{PREFIX}{len(recs) + 1:03d}", "question": question, "category": category, "answer": ans,
               "evidence": [{"doc": n.doc, "page": 1}], "source": SOURCE, "hard_cases": hc, "derivation": der,
               "answer_type": ANSWER_TYPE.get(category, "arithmetic"), "answer_from": frm, "context": n.key}
        recs.append(rec)
        meta.append({"ops": ops, "absent": absent, "rule": rule, "note": n})

    def items(n, pred, kinds=("item",)):
        return [r for r in n.rows if r.kind in kinds and pred(r)]

    # ---- t01 DAC
    n = N["t01"]
    c = lambda rk, ck: n.c(rk, ck)  # noqa: E731
    Q("t01", "How much in policy acquisition costs did Wrenmarsh capitalize in 2021?", "lookup",
      span(c("Capitalization", "y21")))
    Q("t01", "By what percentage did DAC amortization grow year-over-year?", "percent_change",
      pchg(c("Amortization", "y21"), c("Amortization", "y20")))
    Q("t01", "What proportion of the DAC balance at the end of 2021 relates to universal life products?", "ratio",
      ratio(Fact(n, "ul21"), c("Balance, end of year", "y21")))
    Q("t01", "In 2020, how much more was capitalized than amortized? (in millions)", "difference",
      diff(c("Capitalization", "y20"), c("Amortization", "y20"), absval=True))
    Q("t01", "average year-end DAC balance 2020-2021", "average",
      avg([c("Balance, end of year", "y20"), c("Balance, end of year", "y21")]))
    Q("t01", "What was the mean amount capitalized per year over 2020 and 2021?", "average",
      avg([c("Capitalization", "y20"), c("Capitalization", "y21")]))

    # ---- t02 coal
    n = N["t02"]
    c = lambda rk, ck: n.c(rk, ck)  # noqa: E731
    Q("t02", "What share of FY2022 saleable production came from Coorin Ridge?", "lookup",
      span(c("Coorin Ridge", "p22")))
    Q("t02", "By what percentage did Tarwin North's saleable output rise from FY2021 to FY2022?", "percent_change",
      pchg(c("Tarwin North", "a22"), c("Tarwin North", "a21")))
    Q("t02", "Saleable production in FY2022 as a percentage of the ROM coal mined that year?", "ratio",
      ratio(c("Total saleable production", "a22"), Fact(n, "rom22")))
    Q("t02", "Give the FY2022 tonnages of the two metallurgical coal mines.", "list",
      lst([c("Bindarra Open Cut", "a22"), c("Yallock Underground", "a22")]))
    Q("t02", "How much more thermal coal than metallurgical coal did Kaldoora produce in FY2022, in million "
             "tonnes?", "difference", diff(c("Total thermal coal", "a22"), c("Total metallurgical coal", "a22")))
    declined = [lab(r) for r in items(N["t02"], lambda r: r.vals[2] < r.vals[0]) if r.ind]
    Q("t02", "Which mine produced less saleable coal in FY2022 than in FY2021?", "lookup",
      text(declined[0]) if len(declined) == 1 else None, extra_tags=("comparison",), rule="t02_declined")

    # ---- t03 hotels
    n = N["t03"]
    c = lambda rk, ck: n.c(rk, ck)  # noqa: E731
    Q("t03", "How many rooms were in franchised Sojourn Suites hotels at December 31, 2021?", "lookup",
      span(c("F/Sojourn Suites", "r21")))
    Q("t03", "In aggregate, how many Larchvane Inn rooms were there at the end of 2021, managed and franchised "
             "together?", "sum", total([c("M/Larchvane Inn", "r21"), c("F/Larchvane Inn", "r21")]))
    Q("t03", "What was the percentage growth in system-wide rooms in 2021?", "percent_change",
      pchg(c("System total", "r21"), c("System total", "r20")))
    Q("t03", "What was the average number of Kettlebeck Lodges hotels at the two year ends?", "average",
      avg([c("F/Kettlebeck Lodges", "h21"), c("F/Kettlebeck Lodges", "h20")]))
    grew = [r.label for r in items(n, lambda r: r.key.startswith("M/") and r.vals[0] > r.vals[2])]
    Q("t03", "How many managed brands had more hotels at the end of 2021 than a year earlier?", "count",
      count(grew), rule="t03_grew")
    Q("t03", "How many rooms did the Larchvane Resorts brand have at the end of 2021?", "unanswerable", none(),
      absent=["Larchvane Resorts"])

    # ---- t04 GEOs
    n = N["t04"]
    c = lambda rk, ck: n.c(rk, ck)  # noqa: E731
    Q("t04", "What was the cash cost per GEO at Cerro Palomar in 2020?", "lookup",
      span(c("Cerro Palomar (silver)", "c20")))
    Q("t04", "Using the average realized price, what was the cash margin per GEO on Kinsaw Lake ounces in 2021?",
      "difference", diff(Fact(n, "price21"), c("Kinsaw Lake (gold)", "c21")))
    Q("t04", "percentage change in total GEOs sold 2020 to 2021", "percent_change",
      pchg(c("Total", "g21"), c("Total", "g20")))
    fewer = [lab(r) for r in items(n, lambda r: isinstance(r.vals[1], Decimal) and r.vals[0] < r.vals[1])]
    Q("t04", "Which streams delivered fewer GEOs in 2021 than in 2020?", "list", lst_text(fewer), rule="t04_fewer")
    Q("t04", "When did the Ostra Norte stream start delivering?", "lookup", text("March 2021"), frm="text",
      extra_tags=("footnote",), rule="t04_foot")
    Q("t04", "What was the cash cost per GEO on the Rio Verde stream in 2021?", "unanswerable", none(),
      absent=["Rio Verde"])

    # ---- t05 ancillary
    n = N["t05"]
    c = lambda rk, ck: n.c(rk, ck)  # noqa: E731
    Q("t05", "How much did Skyrenna earn from seat selection in 2020?", "lookup", span(c("Seat selection", "y20")))
    Q("t05", "What was the average annual change-fee revenue over 2019-2021?", "average",
      avg([c("Change fees", k) for k in ("y19", "y20", "y21")]))
    Q("t05", "By what percentage did checked baggage revenue recover in 2021 compared with 2020?", "percent_change",
      pchg(c("Checked baggage", "y21"), c("Checked baggage", "y20")))
    Q("t05", "What proportion of 2019 ancillary revenue came from onboard sales?", "ratio",
      ratio(c("Onboard sales", "y19"), c("Total ancillary revenue", "y19")))
    Q("t05", "How much lower was total ancillary revenue in 2021 than in 2019? Answer in thousands.", "difference",
      diff(c("Total ancillary revenue", "y19"), c("Total ancillary revenue", "y21")))

    # ---- t06 originations
    n = N["t06"]
    c = lambda rk, ck: n.c(rk, ck)  # noqa: E731
    Q("t06", "What percentage of 2020 originations came through the broker channel?", "lookup",
      span(c("Broker", "p20")))
    Q("t06", "Year-over-year change in purchase originations, in percent?", "percent_change",
      pchg(c("Purchase", "a21"), c("Purchase", "a20")))
    Q("t06", "What was the change in refinance originations from 2020 to 2021?", "difference",
      diff(c("Refinance", "a21"), c("Refinance", "a20")))
    Q("t06", "Loans sold to investors in 2021 as a percentage of that year's total originations?", "ratio",
      ratio(Fact(n, "sold21"), c("C/Total", "a21")))
    Q("t06", "Could you list the 2021 origination amounts for the retail and correspondent channels?", "list",
      lst([c("Retail", "a21"), c("Correspondent", "a21")]))
    Q("t06", "By how many percentage points did refinancings' share of originations drop between 2020 and 2021?",
      "difference", diff(c("Refinance", "p20"), c("Refinance", "p21")))

    # ---- t07 in force
    n = N["t07"]
    c = lambda rk, ck: n.c(rk, ck)  # noqa: E731
    Q("t07", "What was the lapse rate on whole life policies in 2021?", "lookup", span(c("Whole life", "l21")))
    Q("t07", "How many percentage points did the fixed annuity lapse rate rise from 2020 to 2021?", "difference",
      diff(c("Fixed annuities", "l21"), c("Fixed annuities", "l20")))
    lower = [r.label for r in items(n, lambda r: isinstance(r.vals[2], Decimal) and r.vals[3] < r.vals[2])]
    Q("t07", "how many products had a lower lapse rate in 2021 than 2020", "count", count(lower), rule="t07_lower")
    Q("t07", "What's the average number of term life policies in force across 2020 and 2021?", "average",
      avg([c("Term life", "n20"), c("Term life", "n21")]))
    Q("t07", "By what percentage did total policies in force change from 2020 to 2021?", "percent_change",
      pchg(c("Total policies in force", "n21"), c("Total policies in force", "n20")))
    Q("t07", "List the 2020 and 2021 lapse rates for variable annuities.", "list",
      lst([c("Variable annuities", "l20"), c("Variable annuities", "l21")]))

    # ---- t08 charter coverage
    n = N["t08"]
    c = lambda rk, ck: n.c(rk, ck)  # noqa: E731
    Q("t08", "What percentage of Kamsarmax days for 2023 is already covered by fixed-rate charters?", "lookup",
      span(c("Kamsarmax", "c23")))
    Q("t08", "How many of the fleet's available days in 2022 are not yet fixed?", "difference",
      diff(Fact(n, "avail22"), c("Total fleet", "d22")))
    Q("t08", "In aggregate, how many Capesize days are contracted across 2022 to 2024?", "sum",
      total([c("Capesize", k) for k in ("d22", "d23", "d24")]))
    Q("t08", "By what percentage do total contracted days fall from 2022 to 2023?", "percent_change",
      pchg(c("Total fleet", "d23"), c("Total fleet", "d22")))
    Q("t08", "Contracted Ultramax days for 2022 and 2023?", "list", lst([c("Ultramax", "d22"), c("Ultramax", "d23")]))
    Q("t08", "How many Panamax days are fixed for 2023?", "unanswerable", none(), absent=["Panamax"])

    # ---- t09 self storage
    n = N["t09"]
    c = lambda rk, ck: n.c(rk, ck)  # noqa: E731
    Q("t09", "What was same-store revenue net of property operating expenses in 2021?", "lookup", span(c("Net operating income", "y21")))
    Q("t09", "What was the same-store NOI margin in 2021 (NOI as a percentage of revenues)?", "ratio",
      ratio(c("Net operating income", "y21"), c("Total revenues", "y21")))
    Q("t09", "by how many points did average occupancy improve from 2020 to 2021", "difference",
      diff(c("Average occupancy", "y21"), c("Average occupancy", "y20")))
    Q("t09", "Average same-store property operating expenses for 2020 and 2021? Answer in thousands.", "average",
      avg([c("Property operating expenses", "y20"), c("Property operating expenses", "y21")]))
    Q("t09", "What was the average realized annual rent per occupied square foot across the two years?", "average",
      avg([c("Realized annual rent per occupied square foot", "y20"),
           c("Realized annual rent per occupied square foot", "y21")]))

    # ---- t10 leakage
    n = N["t10"]
    c = lambda rk, ck: n.c(rk, ck)  # noqa: E731
    Q("t10", "What was leakage in the Coastal region in 2020/21, in Ml/d?", "lookup", span(c("Coastal", "l0")))
    Q("t10", "By how much was total leakage in 2021/22 below the regulatory performance commitment?", "difference",
      diff(Fact(n, "target"), c("Total", "l1")))
    Q("t10", "What was the percentage change in total leakage between 2020/21 and 2021/22?", "percent_change",
      pchg(c("Total", "l1"), c("Total", "l0")))
    Q("t10", "What was the mean distribution input per region in 2021/22?", "average",
      avg([c(r, "d1") for r in ("North", "Central", "Coastal")]))
    Q("t10", "What were the leakage percentages of the North and Central regions in 2020/21?", "list",
      lst([c("North", "p0"), c("Central", "p0")]))

    # ---- t11 dialysis
    n = N["t11"]
    c = lambda rk, ck: n.c(rk, ck)  # noqa: E731
    Q("t11", "How many international treatments were performed in 2020?", "lookup",
      span(c("INT/Treatments (in thousands)", "y20")))
    a, b, f = c("US/Clinics", "y21"), c("US/Clinics", "y20"), Fact(n, "closed")
    Q("t11", "How many new or acquired U.S. clinics were added in 2021, before closures?", "arithmetic_other",
      other(a.value - b.value + f.value, f"{a.fig} - {b.fig} + {f.fig}", [a, b, f]))
    Q("t11", "What's the three-year average of U.S. dialysis patients?", "average",
      avg([c("US/Patients", k) for k in ("y21", "y20", "y19")]))
    Q("t11", "By what percent did the international clinic count grow from 2019 to 2021?", "percent_change",
      pchg(c("INT/Clinics", "y21"), c("INT/Clinics", "y19")))
    Q("t11", "Please give the U.S. and the international clinic counts at the end of 2021.", "list",
      lst([c("US/Clinics", "y21"), c("INT/Clinics", "y21")]))
    Q("t11", "avg US revenue per treatment 2019-2021", "average",
      avg([c("US/Revenue per treatment", k) for k in ("y19", "y20", "y21")]))

    # ---- t12 own label
    n = N["t12"]
    c = lambda rk, ck: n.c(rk, ck)  # noqa: E731
    Q("t12", "What share of frozen sales was own-label in 2021/22?", "lookup", span(c("Frozen", "p1")))
    over = [lab(r) for r in items(n, lambda r: isinstance(r.vals[3], Decimal) and r.vals[3] > 50)]
    Q("t12", "Which categories had an own-label share above 50% in 2021/22?", "list", lst_text(over),
      rule="t12_over50")
    Q("t12", "What were own-label bakery sales on average across the two years?", "average",
      avg([c("Bakery", "s0"), c("Bakery", "s1")]))
    Q("t12", "What percentage of total Group sales in 2021/22 were own-label sales?", "ratio",
      ratio(c("Total own-label sales", "s1"), Fact(n, "group")))
    Q("t12", "By what percentage did own-label health and beauty sales grow in 2021/22?", "percent_change",
      pchg(c("Health and beauty", "s1"), c("Health and beauty", "s0")))
    Q("t12", "By how many percentage points did grocery's own-label share rise in 2021/22?", "difference",
      diff(c("Grocery", "p1"), c("Grocery", "p0")))

    # ---- t13 herd
    n = N["t13"]
    c = lambda rk, ck: n.c(rk, ck)  # noqa: E731
    Q("t13", "How many replacement heifers did Pastoravel hold at the end of the 2021/22 season?", "lookup",
      span(c("Replacement heifers", "s1")))
    a, f = c("Milk solids (thousand kg)", "s1"), Fact(n, "price")
    Q("t13", "Multiplying milk solids by the season's milk price, roughly what milk revenue did the farms earn in "
             "2021/22? Answer in thousands.", "arithmetic_other",
      other(a.value * f.value, f"{a.fig} * {f.fig}", [a, f], None, md.K))
    Q("t13", "by what % did the milking herd grow in 2021/22", "percent_change",
      pchg(c("Milking cows", "s1"), c("Milking cows", "s0")))
    Q("t13", "What was the average size of the total herd across the two season ends?", "average",
      avg([c("Total herd", "s0"), c("Total herd", "s1")]))
    Q("t13", "What were milk solids per milking cow in each of the two seasons (kg)?", "list",
      lst([c("Milk solids per milking cow (kg)", "s0"), c("Milk solids per milking cow (kg)", "s1")]))
    Q("t13", "How many beef steers were on the farms at the end of 2021/22?", "unanswerable", none(),
      absent=["steer"])

    # ---- t14 pipelines
    n = N["t14"]
    c = lambda rk, ck: n.c(rk, ck)  # noqa: E731
    Q("t14", "What was the average tariff on Red Fork Crude in 2020?", "lookup", span(c("R/Red Fork Crude", "y20")))
    Q("t14", "What was the average Permian Gathering throughput over 2019-2021, in barrels per day?", "average",
      avg([c("T/Permian Gathering", k) for k in ("y19", "y20", "y21")]))
    Q("t14", "Total throughput: percentage chnage 2020 to 2021?", "percent_change",
      pchg(c("Total throughput", "y21"), c("Total throughput", "y20")))
    Q("t14", "What was the change in the Brinecove Products tariff between 2020 and 2021?", "difference",
      diff(c("R/Brinecove Products", "y21"), c("R/Brinecove Products", "y20")))
    Q("t14", "What was the 2021 throughput of each of the three pipeline systems?", "list",
      lst([c(r.key, "y21") for r in items(n, lambda r: r.key.startswith("T/"))]))

    # ---- t15 lottery
    n = N["t15"]
    c = lambda rk, ck: n.c(rk, ck)  # noqa: E731
    Q("t15", "What were iScratch online sales in fiscal 2021?", "lookup", span(c("iScratch online", "f21")))
    a, f = c("Total sales", "f22"), Fact(n, "prize")
    Q("t15", "How much was paid out in prizes in fiscal 2022? Answer in thousands.", "arithmetic_other",
      other(a.value * f.value / 100, f"{a.fig} * {f.text}", [a, f], None, md.K))
    Q("t15", "What were draw game sales in aggregate in fiscal 2022?", "sum",
      total([c(g, "f22") for g in ("Stellar Millions", "Daily Pick 3", "Keno Plus")]))
    Q("t15", "By what percentage did Keno Plus sales decline from fiscal 2020 to fiscal 2022?", "percent_change",
      pchg(c("Keno Plus", "f22"), c("Keno Plus", "f20")))
    up = [r.label for r in items(n, lambda r: r.vals[2] > r.vals[1])]
    Q("t15", "How many games sold more in fiscal 2022 than in fiscal 2021?", "count", count(up), rule="t15_up")

    # ---- t16 circulation
    n = N["t16"]
    c = lambda rk, ck: n.c(rk, ck)  # noqa: E731
    Q("t16", "How many digital subscibers did the Midlands Evening Ledger have in 2020?", "lookup",
      span(c("Midlands Evening Ledger", "d20")))
    Q("t16", "Percentage increase in Harbour Courier digital subscribers, 2020 to 2021?", "percent_change",
      pchg(c("The Harbour Courier", "d21"), c("The Harbour Courier", "d20")))
    Q("t16", "By how much did the Sunday Lantern's print sale fall in 2021?", "difference",
      diff(c("The Sunday Lantern(1)", "p20"), c("The Sunday Lantern(1)", "p21")))
    Q("t16", "Weekly Pennant print circulation, average of 2020 and 2021?", "average",
      avg([c("Weekly Pennant", "p20"), c("Weekly Pennant", "p21")]))
    fast = [lab(r) for r in items(n, lambda r: r.kind == "item" and (r.vals[1] - r.vals[3]) / r.vals[3] > D20)]
    Q("t16", "Which titles grew digital subscribers by more than 20% in 2021?", "list", lst_text(fast),
      rule="t16_fast")

    # ---- t17 football
    n = N["t17"]
    c = lambda rk, ck: n.c(rk, ck)  # noqa: E731
    Q("t17", "What percentage of 2021 revenue came from broadcasting?", "lookup", span(c("Broadcasting", "p21")))
    Q("t17", "How much matchday revenue did the club take per home league fixture in 2022 (in £'000)?", "ratio",
      ratio(c("Matchday", "a22"), Fact(n, "fix22"), percent=False, scale=md.K))
    Q("t17", "What was the growth rate of commercial revenue in 2022?", "percent_change",
      pchg(c("Commercial", "a22"), c("Commercial", "a21")))
    Q("t17", "How much more matchday revenue was earned in 2022 than 2021? Answer in £'000.", "difference",
      diff(c("Matchday", "a22"), c("Matchday", "a21")))
    Q("t17", "Average broadcasting revenue for the two years?", "average",
      avg([c("Broadcasting", "a22"), c("Broadcasting", "a21")]))

    # ---- t18 toll roads
    n = N["t18"]
    c = lambda rk, ck: n.c(rk, ck)  # noqa: E731
    Q("t18", "By what percentage did average daily traffic through the Penaclara Tunnel change in 2021?", "lookup",
      span(c("Penaclara Tunnel", "ch")))
    Q("t18", "What was the percentage increase in total toll revenue from 2020 to 2021?", "percent_change",
      pchg(c("Total", "r21"), c("Total", "r20")))
    Q("t18", "How much more toll revenue did the Miraval Motorway generate than the Castelar Ring Road in 2021? "
             "Answer in € million.", "difference",
      diff(c("Miraval Motorway", "r21"), c("Castelar Ring Road(1)", "r21")))
    Q("t18", "For how many days was the Castelar Ring Road closed in 2020?", "lookup",
      (A("number", 41, "41"), "", [Fact(n, "closed")]), frm="text")
    Q("t18", "What toll revenue did each of the three concessions earn in 2020?", "list",
      lst([c("Miraval Motorway", "r20"), c("Castelar Ring Road(1)", "r20"), c("Penaclara Tunnel", "r20")]))

    # ---- t19 airports
    n = N["t19"]
    c = lambda rk, ck: n.c(rk, ck)  # noqa: E731
    Q("t19", "How many passengers did Ilha Verde handle in 2020?", "lookup", span(c("P/Ilha Verde", "y20")))
    Q("t19", "What percentage of its 2019 passenger traffic had the group recovered by 2021?", "ratio",
      ratio(c("Total passengers", "y21"), c("Total passengers", "y19")))
    Q("t19", "What was the average aeronautical revenue per passenger at Santa Brisa over the three years?",
      "average", avg([c("R/Santa Brisa", k) for k in ("y19", "y20", "y21")]))
    Q("t19", "List the 2021 passenger numbers for each airport.", "list",
      lst([c(r.key, "y21") for r in items(n, lambda r: r.key.startswith("P/"))]))
    Q("t19", "What was the change in aeronautical revenue per passenger at Porto Caldera between 2020 and 2021?",
      "difference", diff(c("R/Porto Caldera", "y21"), c("R/Porto Caldera", "y20")))
    Q("t19", "How many passengers passed through Serra Alta airport in 2021?", "unanswerable", none(),
      absent=["Serra Alta"])

    # ---- t20 FICO
    n = N["t20"]
    c = lambda rk, ck: n.c(rk, ck)  # noqa: E731
    Q("t20", "What percent of 2020 originations went to borrowers scoring 640 to 679?", "lookup",
      span(c("640 to 679", "p20")))
    Q("t20", "How much was originated to borrowers with a FICO of 720 or above in 2021?", "sum",
      total([c("760 and above", "a21"), c("720 to 759", "a21")]))
    Q("t20", "What was the year-over-year growth in total originations?", "percent_change",
      pchg(c("Total originations", "a21"), c("Total originations", "a20")))
    Q("t20", "What was the change in Below 640 originations from 2020 to 2021?", "difference",
      diff(c("Below 640(1)", "a21"), c("Below 640(1)", "a20")))
    rows = [r for r in items(n, lambda r: True)]
    best = max(rows, key=lambda r: (r.vals[0] - r.vals[2]) / r.vals[2])
    Q("t20", "Which credit score band's originations grew fastest in 2021?", "lookup", text(lab(best)),
      extra_tags=("comparison",), rule="t20_fastest")

    # ---- t21 dilution
    n = N["t21"]
    c = lambda rk, ck: n.c(rk, ck)  # noqa: E731
    Q("t21", "How many shares have been used under the performance share plan? Answer in millions.", "lookup",
      span(c("Performance share plan", "n")))
    Q("t21", "In aggregate, how many shares have been used under the discretionary plans?", "sum",
      total([c("Performance share plan", "n"), c("Deferred bonus plan", "n")]))
    Q("t21", "What percentages of issued share capital have Sharesave and the SIP each used?", "list",
      lst([c("Sharesave", "p"), c("Share incentive plan", "p")]))
    a, b, f = c("Performance share plan", "p"), c("Deferred bonus plan", "p"), Fact(n, "dlim")
    Q("t21", "How much headroom, in percentage points of issued share capital, remains under the 5% limit for "
             "discretionary plans?", "arithmetic_other",
      other(f.value - a.value - b.value, f"{f.fig} - ({a.fig} + {b.fig})", [f, a, b], "%", 1))
    Q("t21", "How many more shares have been used for Sharesave than for the share incentive plan (millions)?",
      "difference", diff(c("Sharesave", "n"), c("Share incentive plan", "n")))
    Q("t21", "How many shares have been used under the restricted share plan?", "unanswerable", none(),
      absent=["restricted share"])

    # ---- t22 games
    n = N["t22"]
    c = lambda rk, ck: n.c(rk, ck)  # noqa: E731
    Q("t22", "What was Drift League's MAU in 2020?", "lookup", span(c("Drift League", "m20")))
    Q("t22", "DAU as a percentage of MAU for Tiny Tavern Tycoon in 2021?", "ratio",
      ratio(c("Tiny Tavern Tycoon", "d21"), c("Tiny Tavern Tycoon", "m21")))
    Q("t22", "what was the % change in total DAU from 2020 to 2021", "percent_change",
      pchg(c("Total", "d21"), c("Total", "d20")))
    lost = [lab(r) for r in items(n, lambda r: isinstance(r.vals[1], Decimal) and r.vals[0] < r.vals[1])]
    Q("t22", "Which titles had fewer daily active users in 2021 than in 2020?", "list", lst_text(lost),
      rule="t22_lost")
    Q("t22", "How much did ARPDAU for Kingdoms of Ashfall change from 2020 to 2021?", "difference",
      diff(c("Kingdoms of Ashfall", "a21"), c("Kingdoms of Ashfall", "a20")))

    # ---- t23 borrowing costs
    n = N["t23"]
    c = lambda rk, ck: n.c(rk, ck)  # noqa: E731
    Q("t23", "How much interest was capitalised on Ashgrove Park Phase 2 in 2020?", "lookup",
      span(c("Ashgrove Park Phase 2", "i20")))
    Q("t23", "By how many percentage points did the capitalisation rate rise in 2021?", "difference",
      diff(Fact(n, "rate21"), Fact(n, "rate20")), frm="text")
    Q("t23", "What was the percentage change in total interest capitalised from 2020 to 2021?", "percent_change",
      pchg(c("Total", "i21"), c("Total", "i20")))
    Q("t23", "How much more qualifying expenditure did Quayside Tower incur in 2021 than in 2020?", "difference",
      diff(c("Quayside Tower", "e21"), c("Quayside Tower", "e20")))
    Q("t23", "In which month and year did Millrace Yard reach practical completion?", "lookup", text("June 2021"),
      frm="text", extra_tags=("footnote",), rule="t23_foot")
    Q("t23", "avg interest capitalised on Millrace Yard, 2020 and 2021", "average",
      avg([c("Millrace Yard(1)", "i20"), c("Millrace Yard(1)", "i21")]))

    # ---- t24 E&E
    n = N["t24"]
    c = lambda rk, ck: n.c(rk, ck)  # noqa: E731
    Q("t24", "What were the additions to licence EL 7731 during the year?", "lookup", span(c("Additions", "c")))
    Q("t24", "What percentage of P2502's opening balance plus additions was written off?", "ratio",
      ratio(c("Written off", "b"), [c("At 1 January 2021", "b"), c("Additions", "b")], absval=True))
    Q("t24", "What was the change in total E&E assets over 2021?", "difference",
      diff(c("At 31 December 2021", "t"), c("At 1 January 2021", "t")))
    held = [n.heads[0][i + 1].replace("Licence ", "") for i, ck in enumerate(("a", "b", "c"))
            if isinstance(n.v("At 31 December 2021", ck), Decimal)]
    Q("t24", "Which licences still carried E&E assets at 31 December 2021?", "list", lst_text(held),
      rule="t24_held")
    Q("t24", "How much more was spent on additions to P2502 than on additions to P2418?", "difference",
      diff(c("Additions", "b"), c("Additions", "a")))

    # ---- t25 CAC/LTV
    n = N["t25"]
    c = lambda rk, ck: n.c(rk, ck)  # noqa: E731
    Q("t25", "What was the LTV to CAC ratio for the referral channel in 2020?", "lookup", span(c("Referral", "x20")))
    Q("t25", "How much did the CAC for social media change in percentage terms in 2021?", "percent_change",
      pchg(c("Social media", "c21"), c("Social media", "c20")))
    a, f = c("Blended", "c21"), Fact(n, "subs21")
    Q("t25", "Based on the blended CAC, approximately how much was spent acquiring new subscribers in 2021? "
             "Answer in millions.", "arithmetic_other",
      other(a.value * f.value, f"{a.fig} * {f.fig}", [a, f], None, md.M))
    Q("t25", "How much more did it cost to acquire a paid search subscriber than an affiliate one in 2021?",
      "difference", diff(c("Paid search", "c21"), c("Affiliates", "c21")))
    Q("t25", "average 2021 LTV of the four channels (excluding blended)", "average",
      avg([c(r, "l21") for r in ("Paid search", "Social media", "Affiliates", "Referral")]))

    # ---- t26 allowances
    n = N["t26"]
    c = lambda rk, ck: n.c(rk, ck)  # noqa: E731
    Q("t26", "How many allowances did Ostrelva purchase in 2020?", "lookup", span(c("Purchased", "u20")))
    Q("t26", "By how much did the allowances held at the end of 2021 exceed the verified 2021 emissions, in "
             "thousand tonnes?", "difference", diff(c("At 31 December", "u21"), Fact(n, "emis21")))
    Q("t26", "What was the average cost per purchased allowance in 2021, in euros per tonne?", "ratio",
      ratio(c("Purchased", "c21"), c("Purchased", "u21"), percent=False))
    Q("t26", "What was the percentage change in free allocation from 2020 to 2021?", "percent_change",
      pchg(c("Free allocation", "u21"), c("Free allocation", "u20")))
    Q("t26", "In aggregate, how many allowances were surrendered over 2020 and 2021?", "sum",
      total([c("Surrendered for prior-year emissions", "u21"), c("Surrendered for prior-year emissions", "u20")],
            absval=True))
    Q("t26", "What was the average closing carrying amount of allowances for 2020 and 2021?", "average",
      avg([c("At 31 December", "c20"), c("At 31 December", "c21")]))

    # ---- t27 restaurants
    n = N["t27"]
    c = lambda rk, ck: n.c(rk, ck)  # noqa: E731
    Q("t27", "How many franchised Sunny Bowl restaurants were open at the end of 2020?", "lookup",
      span(c("SUNN/fr", "y20")))
    Q("t27", "By what percentage did the total Sunny Bowl restaurant count grow from 2019 to 2021?",
      "percent_change", pchg(c("SUNN/tot", "y21"), c("SUNN/tot", "y19")))
    Q("t27", "How many more franchised than company-operated Pickwend Burger restaurants were there at the end "
             "of 2021?", "difference", diff(c("PICK/fr", "y21"), c("PICK/co", "y21")))
    Q("t27", "On average, how many company-operated Sunny Bowl restaurants were open at the end of 2019, 2020 "
             "and 2021?", "average", avg([c("SUNN/co", k) for k in ("y19", "y20", "y21")]))
    fewer = [r.key for r in items(n, lambda r: r.key.endswith("/co") and r.vals[2] < r.vals[0])]
    Q("t27", "How many brands had fewer company-operated restaurants in 2021 than in 2019?", "count",
      (A("number", len(fewer), str(len(fewer))),
       "##".join(["Pickwend Burger" if k.startswith("PICK") else "Sunny Bowl" if k.startswith("SUNN")
                  else "Cask & Kettle" for k in fewer]), []), rule="t27_fewer")
    Q("t27", "How many Sunny Bowl restaurants were open in Canada at the end of 2021?", "unanswerable", none(),
      absent=["Canada"])

    # ---- t28 forwarding
    n = N["t28"]
    c = lambda rk, ck: n.c(rk, ck)  # noqa: E731
    Q("t28", "What was sea freight volume in 2020, in TEU?", "lookup", span(c("S/vol", "y20")))
    Q("t28", "What gross profit did air freight and sea freight each make in 2021?", "list",
      lst([c("A/gp", "y21"), c("S/gp", "y21")]))
    Q("t28", "How much did gross profit per TEU rise from 2020 to 2021, in DKK?", "difference",
      diff(c("S/per", "y21"), c("S/per", "y20")))
    Q("t28", "How much did air freight gross profit increase from 2020 to 2021, in DKK million?", "difference",
      diff(c("A/gp", "y21"), c("A/gp", "y20")))
    Q("t28", "Average air freight volume for 2020 and 2021?", "average", avg([c("A/vol", "y21"), c("A/vol", "y20")]))
    Q("t28", "what was gross profit per TEU on average in 2020 and 2021", "average",
      avg([c("S/per", "y20"), c("S/per", "y21")]))

    # ---- t29 cinemas
    n = N["t29"]
    c = lambda rk, ck: n.c(rk, ck)  # noqa: E731
    Q("t29", "What was retail spend per person in Ireland in 2020?", "lookup", span(c("S/Ireland", "y20")))
    Q("t29", "How many screens did the Group have per cinema at the year end, on average?", "ratio",
      ratio(Fact(n, "screens"), Fact(n, "sites"), percent=False), frm="text")
    Q("t29", "By what percentage did total admissions increase in 2021?", "percent_change",
      pchg(c("Total admissions", "y21"), c("Total admissions", "y20")))
    Q("t29", "How much higher was the average ticket price in Ireland than in Poland in 2021?", "difference",
      diff(c("T/Ireland", "y21"), c("T/Poland", "y21")))
    Q("t29", "Give the 2021 admissions for the United Kingdom and Poland.", "list",
      lst([c("A/United Kingdom", "y21"), c("A/Poland", "y21")]))
    Q("t29", "By what percentage did the UK average ticket price go up in 2021?", "percent_change",
      pchg(c("T/United Kingdom", "y21"), c("T/United Kingdom", "y20")))

    # ---- t30 rigs
    n = N["t30"]
    c = lambda rk, ck: n.c(rk, ck)  # noqa: E731
    Q("t30", "What was the average dayrate for jackups in 2020?", "lookup", span(c("Jackups", "d20")))
    Q("t30", "How many percentage points did semisubmersible utilization improve year over year?", "difference",
      diff(c("Harsh environment semisubmersibles", "u21"), c("Harsh environment semisubmersibles", "u20")))
    Q("t30", "By what percentage did the drillship dayrate increase in 2021?", "percent_change",
      pchg(c("Ultra-deepwater drillships", "d21"), c("Ultra-deepwater drillships", "d20")))
    Q("t30", "What was the simple average utilization across the four rig types in 2021?", "average",
      avg([c(r.label, "u21") for r in items(n, lambda r: True)]))
    hi = [r.label for r in items(n, lambda r: r.vals[2] > 80)]
    Q("t30", "How many rig types ran at more than 80% utilization in 2021?", "count", count(hi), rule="t30_hi")
    Q("t30", "What was the average dayrate for tender-assist rigs in 2021?", "unanswerable", none(),
      absent=["tender"])
    return recs, meta


D20 = Decimal("0.2")


def main():
    recs, _ = build()
    with open(OUT, "w", encoding="utf-8") as f:
        for r in recs:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    from collections import Counter
    print(len(recs), "questions;", dict(Counter(r["category"] for r in recs)))


if __name__ == "__main__":
    main()
