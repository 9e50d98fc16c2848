"""tatqa-style14: build questions.jsonl from the notes of make_docs.py.

    /work/main/.venv/bin/python bench/tatqa-style14/make_questions.py

Every gold is computed here from the printed cells (make_docs.Note.c) or from the prose / footnote figures the
builders declare (Note.facts): lookups copy the printed cell; arithmetic is evaluated in Decimal on the printed
figures and the derivation string is written from the same figures; label, list and count golds are computed
with predicates over the note rows, and footnote dates with a pattern over the footnote. No gold value is typed
by hand; the question wording is.
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

SOURCE = "tatqa-style14"
PREFIX = "t14-"
OUT = HERE / "questions.jsonl"
D = md.D


class Fact:
    """A figure printed in the prose or a footnote: the same interface as make_docs.Cell."""

    def __init__(self, note, name):
        text, value, unit, scale = note.facts[name]
        self.note, self.text, self.value, self.unit = note, text, D(value), unit
        self.scale = D(scale) if scale is not None else None
        self.where, self.row = "text", None
        self.footnote = any(text in f for f in note.foot)

    @property
    def fig(self):
        return re.sub(r"[^\d.,-]", "", self.text).strip(".,")


class Const:
    """A conversion constant in a derivation (1,000 or 100); not a figure of the page."""

    def __init__(self, value, fig):
        self.value, self.fig, self.text = D(value), fig, fig


THOUSAND = Const(1000, "1,000")
HUNDRED = Const(100, "100")


def decs(o) -> int:
    if isinstance(o, Const):
        return 0
    m = re.search(r"\.(\d+)", o.fig)
    return len(m.group(1)) if m else 0


def res(x: Decimal, ops, percent=False, dec=None):
    """(value, raw): an exact result keeps the operands' decimals, else half-up to max(2, operands' decimals).
    A percent change or a percentage ratio is a new quantity: exact, or half-up to 2 decimals. dec forces the
    decimals of an exact result (a count of pounds computed from a figure in millions)."""
    d = 0 if percent else max([decs(o) for o in ops] + [0])
    if dec is not None and x == md.q(x, dec):
        d = dec
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


def A(kind, value, raw, unit=None, scale=None):
    return {"kind": kind, "value": value, "raw": raw, "unit": unit,
            "scale": (int(scale) if scale is not None else None), "conditions": []}


# ---------------------------------------------------------------------------- gold builders: (answer, derivation, ops)
def span(c):
    assert c.value is not None, c.text
    return A("number", cellnum(c.value), c.text, c.unit, c.scale), "", [c]


def text(value):
    return A("text", value, value), "", []


def lst(cells):
    unit, scale = same_units(cells)
    return A("list", [cellnum(c.value) for c in cells], [c.text for c in cells], unit, scale), "", cells


def lst_text(labels):
    return A("list", list(labels), list(labels)), "", []


def diff(a, b):
    u, scale = same_units([a, b])
    v, raw = res(a.value - b.value, [a, b])
    return A("number", v, raw, u, scale), f"{a.fig} - {nf(b.fig)}", [a, b]


def pchg(new, old):
    same_units([new, old])
    v, raw = res((new.value - old.value) / old.value * 100, [new, old], percent=True)
    return A("number", v, raw, "%", 1), f"({new.fig} - {nf(old.fig)}) / {nf(old.fig)}", [new, old]


def avg(cells):
    unit, scale = same_units(cells)
    v, raw = res(sum(c.value for c in cells) / len(cells), cells)
    body = " + ".join(nf(c.fig) if i else c.fig for i, c in enumerate(cells))
    return A("number", v, raw, unit, scale), f"({body}) / {len(cells)}", cells


def total(cells):
    unit, scale = same_units(cells)
    v, raw = res(sum(c.value for c in cells), cells)
    return A("number", v, raw, unit, scale), " + ".join(nf(c.fig) if i else c.fig for i, c in enumerate(cells)), cells


def ratio(nums, dens, percent=True, unit=None, scale=None, nmul=None):
    """sum(nums) [* nmul] / sum(dens) (x 100 when percent)."""
    nums = nums if isinstance(nums, list) else [nums]
    dens = dens if isinstance(dens, list) else [dens]
    top, bot = sum(c.value for c in nums), sum(c.value for c in dens)
    ttxt, btxt = " + ".join(c.fig for c in nums), " + ".join(c.fig for c in dens)
    ttxt = f"({ttxt})" if len(nums) > 1 else ttxt
    btxt = f"({btxt})" if len(dens) > 1 else btxt
    extra = []
    if nmul:
        top, ttxt = top * nmul.value, f"{ttxt} * {nmul.fig}"
        extra.append(nmul)
    r = top / bot * (100 if percent else 1)
    v, raw = res(r, nums + dens, percent=percent)
    ops = nums + dens + extra
    if percent:
        return A("number", v, raw, "%", 1), f"{ttxt} / {btxt}", ops
    return A("number", v, raw, unit, scale), f"{ttxt} / {btxt}", ops


def other(x: Decimal, der: str, ops, unit=None, scale=None, dec=None):
    v, raw = res(x, ops, dec=dec)
    return A("number", v, raw, unit, scale), der, ops


def count(items):
    return A("number", len(items), str(len(items))), "##".join(items), []


def none():
    return A("none", None, None), "", []


ANSWER_TYPE = {"lookup": "span", "list": "multi-span", "count": "count", "unanswerable": "none"}
LAYOUT_TAGS = ("year_band", "amount_pct_band", "bold_section_rows", "section_titles_large", "current_year_right",
               "scale_in_caption", "section_scale")


def footnote_match(n, pattern) -> str:
    hits = [m.group(1) for f in n.foot for m in [re.search(pattern, f)] if m]
    assert len(hits) == 1, (n.key, pattern, hits)
    return hits[0]


# ---------------------------------------------------------------------------- questions
def build():
    N = {n.key.split("-")[0]: n for n in md.notes()}
    recs, meta = [], []

    def Q(k, question, category, gold, frm=None, extra_tags=(), absent=None, rule=None):
        n = N[k]
        ans, der, ops = gold
        real = [o for o in ops if not isinstance(o, Const)]
        facts = [o for o in real if isinstance(o, Fact)]
        cells = [o for o in real if not isinstance(o, Fact)]
        if frm is None:
            frm = "none" if category == "unanswerable" else \
                ("text" if facts and not cells else "table-text" if facts else "table")
        hc = [f"style:{n.style}"]
        if n.nhead > 1:
            hc.append("multi_row_header")
        if n.land:
            hc.append("landscape")
        if category != "unanswerable":
            hc += [t for t in LAYOUT_TAGS if t in n.tags]
        if any("(" in c.text for c in cells):
            hc.append("negative_in_parens")
        labels = [r.label for r in n.rows]
        if any(labels.count(c.row.label) > 1 for c in cells):
            hc.append("repeated_row_label")
        if any("scale" in c.row.fmt for c in cells):
            hc.append("row_scale")
        if any(f.footnote for f in facts) or "footnote" in extra_tags:
            hc.append("footnote")
        if any(not f.footnote for f in facts):
            hc.append("table_text" if cells else "text_only")
        hc += [t for t in extra_tags if t not in hc]
        rec = {"id": f"{PREFIX}{len(recs) + 1:03d}", "question": question, "category": category, "answer": ans,
               "evidence": [{"doc": n.doc, "page": 1}], "source": SOURCE, "hard_cases": hc, "derivation": der,
               "answer_type": ANSWER_TYPE.get(category, "arithmetic"), "answer_from": frm, "context": n.key}
        recs.append(rec)
        meta.append({"ops": ops, "absent": absent, "rule": rule, "note": n})

    def items(n, pred=lambda r: True, kinds=("item",)):
        return [r for r in n.rows if r.kind in kinds and pred(r)]

    def val(n, r, ck):
        return r.vals[n.colidx(ck)]

    def section(n, title):
        out, cur = [], None
        for r in n.rows:
            if r.kind in ("sec", "big"):
                cur = r.label
            elif cur == title and r.kind == "item":
                out.append(r)
        return out

    # ---- n01 Quenmarsh: retail propane
    n = N["n01"]
    c = n.c
    Q("n01", "How many retail gallons did Quenmarsh sell in the Midwest in fiscal 2023?", "lookup",
      span(c("Midwest", "g23")))
    Q("n01", "What was the year-over-year percentage change in total retail gallons sold in fiscal 2024?",
      "percent_change", pchg(c("Total retail", "g24"), c("Total retail", "g23")))
    Q("n01", "By how many percentage points did heating degree days in the Southeast, measured against normal, "
             "drop from fiscal 2023 to fiscal 2024?", "difference",
      diff(c("Southeast", "d23"), c("Southeast", "d24")))
    Q("n01", "retail plus wholesale propane gallons sold in fiscal 2024, in millions", "sum",
      total([c("Total retail", "g24"), Fact(n, "wh24")]))
    g, m = c("Total retail", "g24"), Fact(n, "m24")
    Q("n01", "Applying the fiscal 2024 retail propane margin per gallon to all retail gallons sold that year, what "
             "was the total retail margin? Answer in millions of dollars.", "arithmetic_other",
      other(g.value * m.value, f"{g.fig} * {m.fig}", [g, m], None, md.M))
    Q("n01", "Which regions sold more retail gallons in fiscal 2024 than in fiscal 2023?", "list",
      lst_text([lab(r) for r in items(n) if val(n, r, "g24") > val(n, r, "g23")]), rule="n01-more24")
    Q("n01", "How many gallons of heating oil did Quenmarsh deliver in fiscal 2024?", "unanswerable", none(),
      absent=["heating oil"])

    # ---- n02 Brookvenn: bottled water delivery
    n = N["n02"]
    c = n.c
    Q("n02", "How many five-gallon bottles were delivered to commercial customers in 2022?", "lookup",
      span(c("B/Commercial", "y22")))
    Q("n02", "What was the average number of residential customers at year end over 2021 to 2023? Answer in "
             "thousands.", "average", avg([c("C/Residential", k) for k in ("y21", "y22", "y23")]))
    Q("n02", "commercial avg revenue per bottle delivered, mean of the three years shown", "average",
      avg([c("R/Commercial", k) for k in ("y23", "y22", "y21")]))
    Q("n02", "On average, how many bottles did each residential customer receive in 2023?", "ratio",
      ratio(c("B/Residential", "y23"), c("C/Residential", "y23"), percent=False, nmul=THOUSAND))
    Q("n02", "How much more revenue per bottle did Brookvenn earn on residential deliveries than on commercial "
             "deliveries in 2023?", "difference", diff(c("R/Residential", "y23"), c("R/Commercial", "y23")))

    # ---- n03 Caravelde: remittance corridors
    n = N["n03"]
    c = n.c
    Q("n03", "What principal was sent in the Gulf to South Asia corridor in 2022?", "lookup",
      span(c("Gulf to South Asia", "p22")))
    Q("n03", "What was the average principal per transaction in the Europe to Africa corridor in 2023, in dollars?",
      "ratio", ratio(c("Europe to Africa", "p23"), c("Europe to Africa", "t23"), percent=False))
    Q("n03", "By what percentage did the number of transactions in the United States to Central America corridor "
             "grow in 2023?", "percent_change",
      pchg(c("United States to Central America", "t23"), c("United States to Central America", "t22")))
    Q("n03", "How many corridors handled fewer transactions in 2023 than in 2022?", "count",
      count([lab(r) for r in items(n) if val(n, r, "t23") < val(n, r, "t22")]), rule="n03-fewer")
    Q("n03", "By how many percentage points did the digital share of transactions rise from 2022 to 2023?",
      "difference", diff(Fact(n, "dig23"), Fact(n, "dig22")))

    # ---- n04 Ormsgarth: debt collections
    n = N["n04"]
    c = n.c
    Q("n04", "What share of Ormsgarth's 2022 collections came from Spain?", "lookup", span(c("Spain", "s22")))
    Q("n04", "How did Italy's share of total collections change from 2022 to 2023, in percentage points?",
      "difference", diff(c("Italy", "s23"), c("Italy", "s22")))
    Q("n04", "What were 2023 collections as a multiple of the amount invested in new portfolio purchases that year?",
      "ratio", ratio(c("Total collections", "c23"), Fact(n, "pur23"), percent=False))
    Q("n04", "Average annual collections in the United Kingdom over 2022 and 2023 (\u00a3m)?", "average",
      avg([c("United Kingdom", "c22"), c("United Kingdom", "c23")]))
    Q("n04", "What were the combined collections from the two Iberian markets, Spain and Portugal, in 2023?", "sum",
      total([c("Spain", "c23"), c("Portugal", "c23")]))
    Q("n04", "How much did Ormsgarth collect in Germany in 2023?", "unanswerable", none(), absent=["Germany"])

    # ---- n05 Haulmarrow: truckload statistics
    n = N["n05"]
    c = n.c
    Q("n05", "What was the empty mile percentage in the Dedicated fleet in 2022?", "lookup", span(c("D/em", "y22")))
    Q("n05", "percentage change in one-way truckload loaded miles 2022 to 2023", "percent_change",
      pchg(c("O/lm", "y23"), c("O/lm", "y22")))
    Q("n05", "In aggregate, how many average tractors did the truckload segment run in 2023, one-way and dedicated "
             "together?", "sum", total([c("O/tr", "y23"), c("D/tr", "y23")]))
    Q("n05", "How much did One-Way Truckload revenue per loaded mile decline from 2022 to 2023?", "difference",
      diff(c("O/rpm", "y22"), c("O/rpm", "y23")))
    Q("n05", "Could you give Dedicated's loaded miles for 2023 and 2022?", "list",
      lst([c("D/lm", "y23"), c("D/lm", "y22")]))
    Q("n05", "Dedicated fleet: mean of the 2022 and 2023 figures for average revenue per tractor per week?", "average",
      avg([c("D/rpt", "y22"), c("D/rpt", "y23")]))

    # ---- n06 Yellowmarch: school buses
    n = N["n06"]
    c = n.c
    Q("n06", "When did Yellowmarch start operating in Nova Scotia?", "lookup",
      text(footnote_match(n, r"Nova Scotia in (\w+ \d{4})")), frm="text", extra_tags=["footnote"], rule="n06-nsstart")
    Q("n06", "What percentage of the school bus fleet was battery-electric at 31 August 2024?", "ratio",
      ratio(Fact(n, "ev24"), c("Total", "b24")))
    Q("n06", "What is the average number of daily routes in British Columbia over 2023 and 2024?", "average",
      avg([c("British Columbia", "r23"), c("British Columbia", "r24")]))
    Q("n06", "How many more school buses did Ontario have than Quebec in 2024?", "difference",
      diff(c("Ontario", "b24"), c("Quebec", "b24")))
    Q("n06", "How many school buses did Yellowmarch operate in Saskatchewan in 2024?", "unanswerable", none(),
      absent=["Saskatchewan"])

    # ---- n07 Sirenwald: ambulance transports
    n = N["n07"]
    c = n.c
    Q("n07", "What was net revenue per transport in Las Vegas in 2022?", "lookup", span(c("Las Vegas", "r22")))
    Q("n07", "How many transports in total, emergency and non-emergency, did Denver handle in 2023? Answer in "
             "thousands.", "sum", total([c("Denver", "e23"), c("Denver", "n23")]))
    Q("n07", "Year-over-year change in total emergency transports, %?", "percent_change",
      pchg(c("Total", "e23"), c("Total", "e22")))
    Q("n07", "albuquerque non-emergency transports - average of 2022 and 2023", "average",
      avg([c("Albuquerque", "n22"), c("Albuquerque", "n23")]))
    Q("n07", "Which markets had fewer non-emergency transports in 2023 than in 2022?", "list",
      lst_text([lab(r) for r in items(n) if val(n, r, "n23") < val(n, r, "n22")]), rule="n07-nefewer")
    Q("n07", "How much did Phoenix's net revenue per transport increase in 2023?", "difference",
      diff(c("Phoenix", "r23"), c("Phoenix", "r22")))

    # ---- n08 Flickerdale: streaming memberships
    n = N["n08"]
    c = n.c
    Q("n08", "What was ARM in Asia-Pacific in 2022?", "lookup", span(c("Asia-Pacific", "a22")))
    Q("n08", "By what percentage did paid memberships in Asia-Pacific grow during 2023?", "percent_change",
      pchg(c("Asia-Pacific", "m23"), c("Asia-Pacific", "m22")))
    Q("n08", "How many paid net additions did Europe, Middle East and Africa have in 2023?", "lookup",
      span(c("Europe, Middle East and Africa", "na23")))
    Q("n08", "In which regions did ARM decline in 2023?", "list",
      lst_text([lab(r) for r in items(n) if val(n, r, "a23") < val(n, r, "a22")]), rule="n08-armdown")
    Q("n08", "What proportion of paid memberships in the United States and Canada were on the ad-supported plan at "
             "the end of 2023?", "ratio", ratio(Fact(n, "ads"), c("United States and Canada", "m23")))
    Q("n08", "Latin America ARM averaged over 2022 and 2023?", "average",
      avg([c("Latin America", "a22"), c("Latin America", "a23")]))

    # ---- n09 Tallowbrook: meat packing
    n = N["n09"]
    c = n.c
    Q("n09", "What was capacity utilization at the Wexbury, Nebraska plant in fiscal 2023?", "lookup",
      span(c("Wexbury, Nebraska", "u23")))
    Q("n09", "By what percentage did total pork head processed change in fiscal 2024?", "percent_change",
      pchg(c("Total pork", "h24"), c("Total pork", "h23")), extra_tags=["nil_dash"])
    Q("n09", "Which beef plants ran at a lower capacity utilization in fiscal 2024 than in fiscal 2023?", "list",
      lst_text([lab(r) for r in section(n, "Beef") if val(n, r, "u24") < val(n, r, "u23")]), rule="n09-beefutil")
    Q("n09", "Mean capacity utilization at Ashwillow across the two fiscal years?", "average",
      avg([c("Ashwillow, Minnesota", "u24"), c("Ashwillow, Minnesota", "u23")]))
    Q("n09", "How many head of lamb did Tallowbrook process in fiscal 2024?", "unanswerable", none(),
      absent=["lamb", "sheep"])

    # ---- n10 Chaffbridge: grain terminals
    n = N["n10"]
    c = n.c
    Q("n10", "What is the storage capacity of the Quellan Bay terminal?", "lookup", span(c("Quellan Bay", "cap")))
    Q("n10", "How many more tonnes did Kelsmouth ship than it received in 2023/24? Answer in '000 tonnes.",
      "difference", diff(c("Kelsmouth", "s24"), c("Kelsmouth", "r24")))
    Q("n10", "grain received, all terminals: % change from 2022/23 to 2023/24", "percent_change",
      pchg(c("Total", "r24"), c("Total", "r23")))
    Q("n10", "What was the average of Dulcombe's grain shipments across the two years?", "average",
      avg([c("Dulcombe", "s23"), c("Dulcombe", "s24")]))
    less = [lab(r) for r in items(n) if val(n, r, "s24") < val(n, r, "r24")]
    assert len(less) == 1
    Q("n10", "Which terminal shipped less grain than it received in 2023/24?", "lookup", text(less[0]),
      extra_tags=["comparison"], rule="n10-shipless")

    # ---- n11 Zenithcove: launches
    n = N["n11"]
    c = n.c
    Q("n11", "What payload mass did the Astrelle Medium deliver to orbit in 2022?", "lookup",
      span(c("Astrelle Medium", "p22")))
    Q("n11", "What was launch services revenue per launch in 2023? Answer in millions of dollars.", "ratio",
      ratio(Fact(n, "rev23"), c("Total", "l23"), percent=False, scale=md.M))
    Q("n11", "By what percentage did the total number of launches increase in 2023?", "percent_change",
      pchg(c("Total", "l23"), c("Total", "l22")))
    Q("n11", "List the payload mass delivered by the Astrelle Light in 2023 and in 2022.", "list",
      lst([c("Astrelle Light", "p23"), c("Astrelle Light", "p22")]))
    Q("n11", "When did the Astrelle Heavy make its first flight?", "lookup",
      text(footnote_match(n, r"First flight on (.+)\.$")), frm="text", extra_tags=["footnote"], rule="n11-firstflight")

    # ---- n12 Wennastone: capital projects
    n = N["n12"]
    c = n.c
    Q("n12", "When is the Ardenmoss sludge digester expected to be completed?", "lookup",
      text(val(n, n.row("Ardenmoss sludge digester"), "done")), rule="n12-ardenmoss")
    Q("n12", "Net of what had been spent by 31 March 2024, how much of the approved budget for the Pellingsmarsh "
             "storm overflow tunnel remains?", "difference",
      diff(c("Pellingsmarsh storm overflow tunnel", "bud"), c("Pellingsmarsh storm overflow tunnel", "sp24")))
    Q("n12", "What proportion of total 2023/24 capital expenditure went on the major projects in the table?", "ratio",
      ratio(c("Total", "yr"), Fact(n, "capex")))
    Q("n12", "Which projects are due to be completed in 2024/25?", "list",
      lst_text([lab(r) for r in items(n) if val(n, r, "done") == "2024/25"]), rule="n12-due2425")
    Q("n12", "In aggregate, how much was spent on the wastewater projects during 2023/24?", "sum",
      total([c(r.key, "yr") for r in section(n, "Wastewater")]))

    # ---- n13 Pennymarsh: securities maturities
    n = N["n13"]
    c = n.c
    Q("n13", "What was the weighted-average yield on corporate bonds maturing after five but within ten years?",
      "lookup", span(c("Corporate bonds", "y_w10")))
    Q("n13", "amortized cost of mortgage-backed securities maturing after ten years", "lookup",
      span(c("Mortgage-backed securities(1)", "a_x10")))
    Q("n13", "How much higher was the yield on U.S. Treasury securities maturing within one year than on those "
             "maturing after one but within five years?", "difference",
      diff(c("U.S. Treasury securities", "y_w1"), c("U.S. Treasury securities", "y_w5")))
    Q("n13", "By how much did the total amortized cost of the portfolio exceed its fair value at December 31, 2023?",
      "difference", diff(c("Total", "a_tot"), Fact(n, "fv")))
    Q("n13", "What percentage of the portfolio's amortized cost matures after ten years?", "ratio",
      ratio(c("Total", "a_x10"), c("Total", "a_tot")))
    Q("n13", "What was the amortized cost of the bank's collateralized loan obligations?", "unanswerable", none(),
      absent=["collateralized loan"])

    # ---- n14 Proctorvale: tests delivered
    n = N["n14"]
    c = n.c
    Q("n14", "How many English language proficiency tests were delivered in 2022?", "lookup",
      span(c("English language proficiency", "y22")))
    Q("n14", "By what percentage did cloud and security tests grow from 2022 to 2023?", "percent_change",
      pchg(c("Cloud and security", "y23"), c("Cloud and security", "y22")))
    Q("n14", "three-year average of nursing tests delivered", "average",
      avg([c("Nursing", k) for k in ("y21", "y22", "y23")]))
    Q("n14", "How many programs delivered fewer tests in 2023 than in 2021?", "count",
      count([lab(r) for r in items(n) if val(n, r, "y23") < val(n, r, "y21")]), rule="n14-fewer")
    Q("n14", "How many more IT certification tests were delivered in 2023 than in 2021?", "difference",
      diff(c("Total IT certification", "y23"), c("Total IT certification", "y21")))
    Q("n14", "Please list the total professional licensure tests for 2021 and for 2023.", "list",
      lst([c("Total professional licensure", "y21"), c("Total professional licensure", "y23")]))

    # ---- n15 Shearwood: salons
    n = N["n15"]
    c = n.c
    Q("n15", "What was Maison Rive's average ticket in 2023?", "lookup", span(c("Maison Rive", "t23")))
    Q("n15", "Snipwell Express client visits grew by what percentage in 2024?", "percent_change",
      pchg(c("Snipwell Express", "v24"), c("Snipwell Express", "v23")))
    Q("n15", "How many more salons did Crimpton have than Velvetine at the end of 2024?", "difference",
      diff(c("Crimpton", "s24"), c("Velvetine", "s24")))
    Q("n15", "What share of all Shearwood salons were franchised at the end of 2024?", "ratio",
      ratio(Fact(n, "fr24"), c("Total, all brands", "s24")))
    Q("n15", "Which brands increased their salon count during 2024?", "list",
      lst_text([lab(r) for r in items(n) if val(n, r, "s24") > val(n, r, "s23")]), rule="n15-grew")
    Q("n15", "Tijera average ticket: mean of 2023 and 2024?", "average", avg([c("Tijera", "t23"), c("Tijera", "t24")]))

    # ---- n16 Treadhollow: footwear
    n = N["n16"]
    c = n.c
    Q("n16", "What percentage of the pairs sold in fiscal 2023 were boots?", "lookup", span(c("Boots", "s23")))
    Q("n16", "By what percentage did the average selling price of children's footwear rise in fiscal 2024?",
      "percent_change", pchg(c("Children's", "a24"), c("Children's", "a23")))
    Q("n16", "How did athletic footwear's share of pairs sold change between fiscal 2023 and fiscal 2024, in "
             "percentage points?", "difference", diff(c("Athletic", "s24"), c("Athletic", "s23")))
    Q("n16", "How many more pairs were sold through Treadhollow's own stores and websites in fiscal 2024 than in "
             "fiscal 2023? Answer in millions.", "difference", diff(Fact(n, "dtc24"), Fact(n, "dtc23")))
    Q("n16", "work and safety average selling price, averaged over fiscal 2023 and 2024", "average",
      avg([c("Work and safety", "a23"), c("Work and safety", "a24")]))
    Q("n16", "Which categories accounted for a larger share of pairs sold in fiscal 2024 than in fiscal 2023?", "list",
      lst_text([lab(r) for r in items(n) if val(n, r, "s24") > val(n, r, "s23")]), rule="n16-sharegain")

    # ---- n17 Mistholme: tea estates
    n = N["n17"]
    c = n.c
    Q("n17", "What was Glenmorra's net sales average in 2022?", "lookup", span(c("Glenmorra", "n22")))
    Q("n17", "Koralmede made tea production: percentage change from 2022 to 2023?", "percent_change",
      pchg(c("Koralmede", "m23"), c("Koralmede", "m22")))
    Q("n17", "By how much did Glenmorra's NSA fall in 2023, in LKR per kg?", "difference",
      diff(c("Glenmorra", "n22"), c("Glenmorra", "n23")))
    Q("n17", "How many high-grown estates made more tea in 2023 than in 2022?", "count",
      count([lab(r) for r in section(n, "High-grown estates") if val(n, r, "m23") > val(n, r, "m22")]),
      rule="n17-hgup")
    Q("n17", "Excluding the estate acquired during the year, what was total made tea production in 2023? Answer "
             "in kg '000.", "difference", diff(c("Total", "m23"), c("Mirisgolle(1)", "m23")), extra_tags=["footnote"])
    Q("n17", "Ambelhurst made tea, average of 2022 and 2023 (kg '000)", "average",
      avg([c("Ambelhurst", "m22"), c("Ambelhurst", "m23")]))

    # ---- n18 Pitchvane: uranium
    n = N["n18"]
    c = n.c
    Q("n18", "What average realized price did Pitchvane get on market-related long-term contracts in 2022?",
      "lookup", span(c("P/Long-term contracts, market-related", "y22")))
    Q("n18", "What was the percentage change in spot and mid-term sales volume from 2022 to 2023?", "percent_change",
      pchg(c("V/Spot and mid-term", "y23"), c("V/Spot and mid-term", "y22")))
    Q("n18", "How far below the average spot price was Pitchvane's realized price on spot and mid-term sales in "
             "2023, in US$ per lb?", "difference", diff(Fact(n, "spot23"), c("P/Spot and mid-term", "y23")))
    Q("n18", "What share of 2023 sales volume was sold under long-term contracts of either kind?", "ratio",
      ratio([c("V/Long-term contracts, base-escalated", "y23"), c("V/Long-term contracts, market-related", "y23")],
            [c("V/total", "y23")]))
    s, p = c("V/total", "y23"), Fact(n, "prod")
    Q("n18", "By how much did 2023 sales volume exceed the company's own mine production? Answer in thousands of "
             "pounds.", "arithmetic_other",
      other(s.value - p.value * 1000, f"{s.fig} - {p.fig} * 1,000", [s, p, THOUSAND], None, md.K, dec=0))
    Q("n18", "What was the average spot price over 2022 and 2023?", "average",
      avg([Fact(n, "spot22"), Fact(n, "spot23")]))

    # ---- n19 Rustwhistle: scrap metal
    n = N["n19"]
    c = n.c
    Q("n19", "How many pounds of copper and brass did Rustwhistle sell in fiscal 2022?", "lookup",
      span(c("N/Copper and brass", "f22")))
    Q("n19", "What was the percentage change in the average net selling price of ferrous scrap from fiscal 2023 to "
             "fiscal 2024?", "percent_change",
      pchg(c("Ferrous, per long ton", "f24"), c("Ferrous, per long ton", "f23")))
    Q("n19", "Three-year average aluminum volume, in millions of pounds?", "average",
      avg([c("N/Aluminum", k) for k in ("f24", "f23", "f22")]))
    Q("n19", "How many fewer long tons of ferrous scrap were sold in fiscal 2024 than in fiscal 2022? Answer in "
             "thousands.", "difference", diff(c("Total ferrous", "f22"), c("Total ferrous", "f24")))
    v, pr = c("Total ferrous", "f24"), c("Ferrous, per long ton", "f24")
    Q("n19", "Multiplying ferrous volume by the average ferrous selling price, roughly what were ferrous sales in "
             "fiscal 2024, in millions of dollars?", "arithmetic_other",
      other(v.value * pr.value / 1000, f"{v.fig} * {pr.fig} / 1,000", [v, pr, THOUSAND], None, md.M))
    Q("n19", "stainless steel and alloys volumes for fiscal 2024, 2023 and 2022", "list",
      lst([c("N/Stainless steel and alloys", k) for k in ("f24", "f23", "f22")]))

    # ---- n20 Bunkerholm: bunker fuels
    n = N["n20"]
    c = n.c
    Q("n20", "What gross margin per tonne did Bunkerholm earn in Gibraltar in 2022?", "lookup",
      span(c("Gibraltar", "g22")))
    Q("n20", "How much did Rotterdam's volume sold change in 2023, in percent?", "lookup",
      span(c("Rotterdam", "ch")))
    Q("n20", "By what percentage did Bunkerholm's total volume sold change in 2023?", "percent_change",
      pchg(c("Total", "v23"), c("Total", "v22")))
    a, b = Fact(n, "vlsfo"), Fact(n, "hsfo")
    Q("n20", "What share of the volume sold in 2023 was marine gasoil?", "arithmetic_other",
      other(100 - a.value - b.value, f"100 - {a.fig} - {b.fig}", [HUNDRED, a, b], "%", 1))
    Q("n20", "How much more fuel did Bunkerholm sell in Singapore than in Rotterdam in 2023 ('000 t)?", "difference",
      diff(c("Singapore", "v23"), c("Rotterdam", "v23")))
    both = items(n, lambda r: r.vals[1] is not None)
    Q("n20", "Of the ports served in both years, in how many did the gross margin per tonne fall in 2023?", "count",
      count([lab(r) for r in both if val(n, r, "g23") < val(n, r, "g22")]), extra_tags=["nil_dash"],
      rule="n20-margindown")
    Q("n20", "Fujairah volumes, average of 2022 and 2023?", "average", avg([c("Fujairah", "v22"), c("Fujairah", "v23")]))

    # ---- n21 Seaspring: desalination
    n = N["n21"]
    c = n.c
    Q("n21", "Availability of the Gullcrest Bay plant in 2022/23?", "lookup", span(c("Gullcrest Bay", "a23")))
    Q("n21", "What was the percentage change in water delivered by Marrowtide Point in 2023/24?", "percent_change",
      pchg(c("Marrowtide Point", "w24"), c("Marrowtide Point", "w23")))
    Q("n21", "By how many percentage points did Al Qurayn's availability improve in 2023/24?", "difference",
      diff(c("Al Qurayn", "a24"), c("Al Qurayn", "a23")))
    Q("n21", "What is the combined design capacity of the Australian plants, in ML per day?", "sum",
      total([c(r.key, "cap") for r in section(n, "Australia")]))
    Q("n21", "Which plants delivered more than 50 GL of water in 2023/24?", "list",
      lst_text([lab(r) for r in items(n) if val(n, r, "w24") > 50]), rule="n21-over50")
    Q("n21", "Average water delivered by Ras Hamrah over 2022/23 and 2023/24 (GL)?", "average",
      avg([c("Ras Hamrah", "w23"), c("Ras Hamrah", "w24")]))

    # ---- n22 Petalworth: cut flowers
    n = N["n22"]
    c = n.c
    Q("n22", "What percentage of stems sold in 2022 were spray roses?", "lookup", span(c("Spray roses", "p22")))
    Q("n22", "T-hybrid rose stems sold - year-over-year % change?", "percent_change",
      pchg(c("T-hybrid roses", "s23"), c("T-hybrid roses", "s22")))
    Q("n22", "How much more per stem did a T-hybrid rose fetch than an intermediate rose in 2023, in US cents?",
      "difference", diff(c("T-hybrid roses", "c23"), c("Intermediate roses", "c23")))
    Q("n22", "After deducting the cost of air freight, what was the average price per stem across all varieties in "
             "2023 (US cents)?", "difference", diff(c("Total", "c23"), Fact(n, "freight")))
    Q("n22", "carnations avg price per stem, mean of 2022 & 2023", "average",
      avg([c("Carnations", "c22"), c("Carnations", "c23")]))
    Q("n22", "How many lily stems did Petalworth sell in 2023?", "unanswerable", none(), absent=["lily", "lilies"])

    # ---- n23 Platewell: contract catering
    n = N["n23"]
    c = n.c
    Q("n23", "What share of the meals served in 2024 was in healthcare?", "lookup", span(c("Healthcare", "s24")))
    Q("n23", "What was revenue per meal served in 2024, in pounds?", "ratio",
      ratio(Fact(n, "rev24"), c("Total", "m24"), percent=False))
    Q("n23", "By what percentage did the total number of meals served increase in 2024?", "percent_change",
      pchg(c("Total", "m24"), c("Total", "m23")))
    Q("n23", "In which sectors did Platewell serve more than 40 million meals in 2024?", "list",
      lst_text([lab(r) for r in items(n) if val(n, r, "m24") > 40]), rule="n23-over40")
    Q("n23", "Defence meals served: average of 2023 and 2024, in millions", "average",
      avg([c("Defence", "m23"), c("Defence", "m24")]))
    Q("n23", "How many percentage points did education's share of meals served change from 2023 to 2024?",
      "difference", diff(c("Education", "s24"), c("Education", "s23")))

    # ---- n24 Keystrand: real estate brokerage
    n = N["n24"]
    c = n.c
    Q("n24", "What was the average home sale price in Texas in 2022?", "lookup", span(c("Texas", "p22")))
    Q("n24", "What was the percentage change in total closed transaction sides from 2022 to 2023?", "percent_change",
      pchg(c("Total", "d23"), c("Total", "d22")))
    Q("n24", "What was gross commission income per closed side in the Pacific region in 2023, in thousands of "
             "dollars?", "ratio",
      ratio(c("Pacific(1)", "g23"), c("Pacific(1)", "d23"), percent=False, scale=md.K, nmul=THOUSAND))
    Q("n24", "Which regions saw average home sale prices fall in 2023?", "list",
      lst_text([lab(r) for r in items(n) if val(n, r, "p23") < val(n, r, "p22")]), rule="n24-pricedown")
    Q("n24", "How many fewer sides did Keystrand close in the Southeast in 2023 than in 2022?", "difference",
      diff(c("Southeast", "d22"), c("Southeast", "d23")))
    Q("n24", "Northeast GCI averaged over the two years, in millions?", "average",
      avg([c("Northeast", "g22"), c("Northeast", "g23")]))

    # ---- n25 Gaugecrest: vehicle inspections
    n = N["n25"]
    c = n.c
    Q("n25", "How many inspections were performed in France in 2022?", "lookup", span(c("France", "i22")))
    Q("n25", "What was the percentage increase in Chile's average inspection fee in 2023?", "percent_change",
      pchg(c("Chile", "f23"), c("Chile", "f22")))
    Q("n25", "How many more inspections did Spain perform than France in 2023, in thousands?", "difference",
      diff(c("Spain", "i23"), c("France", "i23")))
    Q("n25", "Average annual inspections in Portugal across 2022 and 2023, in thousands?", "average",
      avg([c("Portugal", "i22"), c("Portugal", "i23")]))
    Q("n25", "On what date did the Costa Rica concession begin?", "lookup",
      text(footnote_match(n, r"started on (.+)\.$")), frm="text", extra_tags=["footnote"], rule="n25-costa")
    Q("n25", "How many inspection stations does Gaugecrest operate in Argentina?", "unanswerable", none(),
      absent=["Argentina"])

    # ---- n26 Skytrellis: simulator training
    n = N["n26"]
    c = n.c
    Q("n26", "How many training hours were sold at Toulouse in 2023?", "lookup", span(c("Toulouse", "h23")))
    Q("n26", "What was training revenue per training hour in 2024, in pounds?", "ratio",
      ratio(Fact(n, "rev24"), c("Total", "h24"), percent=False, nmul=THOUSAND))
    Q("n26", "Singapore training hours - growth in 2024, %?", "percent_change",
      pchg(c("Singapore", "h24"), c("Singapore", "h23")))
    Q("n26", "How many percentage points did utilisation at the Miami centre drop in 2024?", "difference",
      diff(c("Miami", "u23"), c("Miami", "u24")))
    Q("n26", "Which training centres added full-flight simulators in 2024?", "list",
      lst_text([lab(r) for r in items(n) if val(n, r, "f24") > val(n, r, "f23")]), rule="n26-addsims")

    # ---- n27 Breathmoor: home medical equipment
    n = N["n27"]
    c = n.c
    Q("n27", "What percentage of 2022 net revenue came from home ventilation?", "lookup",
      span(c("Home ventilation", "s22")))
    Q("n27", "What was net revenue per home oxygen therapy patient in 2023, in dollars?", "ratio",
      ratio(c("Home oxygen therapy", "r23"), c("Home oxygen therapy", "u23"), percent=False, nmul=THOUSAND))
    Q("n27", "Year-over-year growth in sleep therapy net revenue (%)?", "percent_change",
      pchg(c("Sleep therapy(1)", "r23"), c("Sleep therapy(1)", "r22")))
    Q("n27", "Give the net revenue from diabetes supplies for 2023 and 2022.", "list",
      lst([c("Diabetes supplies", "r23"), c("Diabetes supplies", "r22")]))
    Q("n27", "What was the average number of home ventilation patients served in 2022 and 2023?", "average",
      avg([c("Home ventilation", "u22"), c("Home ventilation", "u23")]))

    # ---- n28 Deedmarsh: title orders
    n = N["n28"]
    c = n.c
    Q("n28", "How many refinance orders were opened in the third quarter of 2023?", "lookup",
      span(c("O/Third quarter", "re23")))
    Q("n28", "What was the percentage change in total orders closed from 2022 to 2023?", "percent_change",
      pchg(c("C/total", "t23"), c("C/total", "t22")))
    t, f = c("C/total", "t23"), Fact(n, "fpo23")
    Q("n28", "Using the average revenue per direct order closed, what was revenue from closed orders in 2023? Answer "
             "in millions of dollars.", "arithmetic_other",
      other(t.value * f.value / 1000, f"{t.fig} * {f.fig} / 1,000", [t, f, THOUSAND], None, md.M))
    Q("n28", "How many fewer orders were opened in the second quarter of 2023 than in the second quarter of 2022?",
      "difference", diff(c("O/Second quarter", "t22"), c("O/Second quarter", "t23")))
    Q("n28", "What was the average number of orders closed per quarter in 2023?", "average",
      avg([c("C/" + x, "t23") for x in ("First quarter", "Second quarter", "Third quarter", "Fourth quarter")]))
    Q("n28", "How many escrow-only orders did Deedmarsh open in 2023?", "unanswerable", none(), absent=["escrow"])

    # ---- n29 Crateford: household goods moves
    n = N["n29"]
    c = n.c
    Q("n29", "What was the average weight of a consumer shipment in 2022?", "lookup", span(c("Consumer", "w22")))
    Q("n29", "By what percentage did corporate shipments change in 2023?", "percent_change",
      pchg(c("Corporate", "s23"), c("Corporate", "s22")))
    Q("n29", "How much did revenue per international shipment increase from 2022 to 2023?", "difference",
      diff(c("International", "r23"), c("International", "r22")))
    Q("n29", "What was the change in the average weight of a corporate shipment from 2022 to 2023?", "difference",
      diff(c("Corporate", "w23"), c("Corporate", "w22")))
    Q("n29", "How many move types had fewer shipments in 2023 than in 2022?", "count",
      count([lab(r) for r in items(n) if val(n, r, "s23") < val(n, r, "s22")]), rule="n29-fewer")
    Q("n29", "military shipments avg weight across 2022 and 2023", "average",
      avg([c("Military(1)", "w22"), c("Military(1)", "w23")]))

    # ---- n30 Halitewick: salt
    n = N["n30"]
    c = n.c
    Q("n30", "What was the average selling price per ton of chemical salt in 2022?", "lookup",
      span(c("Chemical", "p22")))
    Q("n30", "percentage chnage in highway deicing volumes, 2022 to 2023", "percent_change",
      pchg(c("Highway deicing", "v23"), c("Highway deicing", "v22")))
    Q("n30", "What was the three-year average of consumer and industrial sales volumes, in thousands of tons?",
      "average", avg([c("Consumer and industrial", k) for k in ("v21", "v22", "v23")]))
    Q("n30", "How much did the highway deicing price per ton rise between 2021 and 2023?", "difference",
      diff(c("Highway deicing", "p23"), c("Highway deicing", "p21")))
    Q("n30", "Please give Halitewick's total sales volumes for 2021, 2022 and 2023.", "list",
      lst([c("Total", k) for k in ("v21", "v22", "v23")]))
    return recs, meta


def main():
    recs, _ = build()
    with OUT.open("w", encoding="utf-8") as f:
        for r in recs:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    cats = {}
    for r in recs:
        cats[r["category"]] = cats.get(r["category"], 0) + 1
    print(f"{len(recs)} questions written to {OUT}")
    print(", ".join(f"{k} {v}" for k, v in sorted(cats.items(), key=lambda kv: -kv[1])))


if __name__ == "__main__":
    main()
