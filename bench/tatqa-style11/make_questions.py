"""tatqa-style11: build questions.jsonl from the notes of make_docs.py.

    /work/main/.venv/bin/python bench/tatqa-style11/make_questions.py

Every gold is computed here from the printed cells (make_docs.Note.c) or from the prose / footnote figures the
builders declare (Note.facts): lookups copy the printed cell; arithmetic is evaluated in Decimal on the printed
figures and the derivation string is written from the same figures; label, list and count golds are computed
with predicates over the note rows. No gold value is typed by hand; the question wording is.
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

SOURCE = "tatqa-style11"
PREFIX = "t11-"
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
        return re.sub(r"[^\d.,-]", "", self.text)


class Const:
    """A conversion constant in a derivation (1,000 or 100); not a figure of the page."""

    def __init__(self, value, fig):
        self.value, self.fig, self.text = D(value), fig, fig


THOUSAND = Const(1000, "1,000")


def decs(o) -> int:
    if isinstance(o, Const):
        return 0
    m = re.search(r"\.(\d+)", o.fig)
    return len(m.group(1)) if m else 0


def res(x: Decimal, ops):
    """(value, raw): an exact result keeps the operands' decimals, else half-up to max(2, operands' decimals)."""
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


def diff(a, b, absval=False):
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


def ratio(nums, dens, percent=True, unit=None, scale=None, absval=False, nmul=None, dmul=None):
    """sum(nums) [* nmul] / (sum(dens) [* dmul]) (x 100 when percent); absval: sizes of parenthesised figures."""
    nums = nums if isinstance(nums, list) else [nums]
    dens = dens if isinstance(dens, list) else [dens]
    val = (lambda c: abs(c.value)) if absval else (lambda c: c.value)
    fig = (lambda c: c.fig.lstrip("-")) if absval else (lambda c: c.fig)
    top, bot = sum(val(c) for c in nums), sum(val(c) for c in dens)
    ttxt, btxt = " + ".join(fig(c) for c in nums), " + ".join(fig(c) for c in dens)
    ttxt = f"({ttxt})" if len(nums) > 1 else ttxt
    btxt = f"({btxt})" if len(dens) > 1 else btxt
    extra = []
    if nmul:
        top, ttxt = top * nmul.value, f"{ttxt} * {nmul.fig}"
        extra.append(nmul)
    if dmul:
        bot, btxt = bot * dmul.value, f"({btxt} * {dmul.fig})"
        extra.append(dmul)
    r = top / bot * (100 if percent else 1)
    v, raw = res(r, nums + dens)
    ops = nums + dens + extra
    if percent:
        return A("number", v, raw, "%", 1), f"{ttxt} / {btxt}", ops
    return A("number", v, raw, unit, scale), f"{ttxt} / {btxt}", ops


def other(x: Decimal, der: str, ops, unit=None, scale=None):
    v, raw = res(x, ops)
    return A("number", v, raw, unit, scale), der, ops


def count(items):
    return A("number", len(items), str(len(items))), "##".join(items), []


def none():
    return A("none", None, None), "", []


ANSWER_TYPE = {"lookup": "span", "list": "multi-span", "count": "count", "unanswerable": "none"}
LAYOUT_TAGS = ("year_band", "bold_section_rows", "section_titles_large", "current_year_right", "scale_in_caption",
               "scale_in_prose")


# ---------------------------------------------------------------------------- questions
def build():
    N = {n.key.split("-")[0]: n for n in md.notes()}
    recs, meta = [], []

    def Q(k, question, category, gold, frm=None, extra_tags=(), absent=None, rule=None):
        n = N[k]
        ans, der, ops = gold
        ops = [o for o in ops if not isinstance(o, Const)]
        facts = [o for o in ops if isinstance(o, Fact)]
        cells = [o for o in ops if not isinstance(o, Fact)]
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

    def rows(n, pred=lambda r: True, kinds=("item",)):
        return [r for r in n.rows if r.kind in kinds and pred(r)]

    def val(n, r, ck):
        return r.vals[n.colidx(ck)]

    # ---- n01 Corrowdale: fuel and merchandise
    n = N["n01"]
    c = n.c
    Q("n01", "What fuel margin did Corrowdale earn in 2022, in cents per gallon?", "lookup",
      span(c("Fuel margin (cents per gallon)", "y22")))
    Q("n01", "What was the 2021 fuel margin net of credit card processing fees, in cents per gallon?", "difference",
      diff(c("Fuel margin (cents per gallon)", "y21"), Fact(n, "cc21")))
    g, m = c("Fuel gallons sold (in millions)", "y22"), c("Fuel margin (cents per gallon)", "y22")
    Q("n01", "Multiplying fuel gallons sold by the per-gallon fuel margin, what fuel gross profit does that imply for "
             "2022? Give it in millions of dollars.", "arithmetic_other",
      other(g.value * m.value / 100, f"{g.fig} * {m.fig} / 100", [g, m], None, md.M))
    Q("n01", "By what percentage did merchandise revenue grow year-over-year in 2022?", "percent_change",
      pchg(c("Merchandise revenue (in millions)", "y22"), c("Merchandise revenue (in millions)", "y21")))
    Q("n01", "Average merchandise gross margin across 2021 and 2022?", "average",
      avg([c("Merchandise gross margin", "y21"), c("Merchandise gross margin", "y22")]))

    # ---- n02 Stillwend: funeral and cemetery
    n = N["n02"]
    c = n.c
    Q("n02", "What was the cremation rate in 2021?", "lookup", span(c("Cremation rate", "y21")))
    Q("n02", "Excluding the funeral homes acquired during 2022, how many funeral services did Stillwend perform "
             "that year?", "difference", diff(c("Funeral services performed", "y22"), Fact(n, "acq")))
    Q("n02", "By what percentage did average revenue per funeral service increase from 2021 to 2022?",
      "percent_change", pchg(c("Average revenue per service", "y22"), c("Average revenue per service", "y21")))
    Q("n02", "Please give the atneed and the preneed cemetery property revenue for 2022.", "list",
      lst([c("Atneed property revenue", "y22"), c("Preneed property revenue", "y22")]))
    Q("n02", "What proportion of 2022 funeral revenue came from matured preneed contracts?", "ratio",
      ratio(c("Matured preneed funeral revenue", "y22"), c("Total funeral revenue", "y22")))

    # ---- n03 Powderkirk: skier visits
    n = N["n03"]
    c = n.c
    Q("n03", "Lift revenue per skier visit at Silverpine Basin in the 2021/22 season?", "lookup",
      span(c("Silverpine Basin", "r22")))
    Q("n03", "What was the percentage change in total skier visits between the 2021/22 and 2022/23 seasons?",
      "percent_change", pchg(c("Total", "v23"), c("Total", "v22")))
    Q("n03", "What was the average lift revenue per skier visit at Cairnloft Peak over the two seasons shown?",
      "average", avg([c("Cairnloft Peak", "r23"), c("Cairnloft Peak", "r22")]))
    both = rows(n, lambda r: r.vals[1] is not None)
    Q("n03", "Among the resorts operated in both seasons, how many drew fewer skier visits in 2022/23 than in "
             "2021/22?", "count", count([lab(r) for r in both if r.vals[0] < r.vals[1]]), extra_tags=["nil_dash"], rule="n03-fewer")
    Q("n03", "How many more skier visits did Owlhorn Mountain record in 2022/23 than in the season before? "
             "(thousands)", "difference", diff(c("Owlhorn Mountain", "v23"), c("Owlhorn Mountain", "v22")))
    Q("n03", "How many skier visits did the Larkspur Ridge resort record in 2022/23?", "unanswerable", none(),
      absent=["Larkspur"])

    # ---- n04 Kettlevane: clubs and members
    n = N["n04"]
    c = n.c
    Q("n04", "How many members did Kettlevane's London clubs have at the end of 2022?", "lookup",
      span(c("London", "m22")))
    Q("n04", "What was the net increase in the number of clubs during 2023?", "difference",
      diff(c("Total", "c23"), c("Total", "c22")))
    Q("n04", "Midlands membership growth in 2023, in percent?", "percent_change",
      pchg(c("Midlands", "m23"), c("Midlands", "m22")))
    Q("n04", "Which regions had a monthly yield per member above \u00a335 in 2023?", "list",
      lst_text([lab(r) for r in rows(n) if val(n, r, "y23") > 35]), rule="n04-yield35")
    Q("n04", "What proportion of the Group's members at the end of 2023 belonged to London clubs?", "ratio",
      ratio(c("London", "m23"), c("Total", "m23")))
    Q("n04", "Average monthly yield per member in Scotland across 2022 and 2023?", "average",
      avg([c("Scotland", "y23"), c("Scotland", "y22")]))

    # ---- n05 Labrivar: requisitions
    n = N["n05"]
    c = n.c
    Q("n05", "What was revenue per requisition for esoteric testing in 2021?", "lookup",
      span(c("P/Esoteric testing", "y21")))
    Q("n05", "On average, how many requisitions did Labrivar recieve per year over 2020-2022?", "average",
      avg([c("Total requisitions", k) for k in ("y20", "y21", "y22")]))
    Q("n05", "What was the percentage change in COVID-19 molecular testing requisitions from 2021 to 2022?",
      "percent_change", pchg(c("R/COVID-19 molecular testing", "y22"), c("R/COVID-19 molecular testing", "y21")))
    t22, t21 = c("Total requisitions", "y22"), c("Total requisitions", "y21")
    c22, c21 = c("R/COVID-19 molecular testing", "y22"), c("R/COVID-19 molecular testing", "y21")
    Q("n05", "Excluding COVID-19 molecular testing, by how many requisitions did volume grow between 2021 and "
             "2022? Answer in thousands.", "arithmetic_other",
      other((t22.value - c22.value) - (t21.value - c21.value),
            f"({t22.fig} - {c22.fig}) - ({t21.fig} - {c21.fig})", [t22, c22, t21, c21], None, md.K))
    Q("n05", "In 2022, how many business lines had revenue per requisition above $100?", "count",
      count([lab(r) for r in rows(n, lambda r: r.key.startswith("P/")) if val(n, r, "y22") > 100]),
      rule="n05-rpr100")
    Q("n05", "List the COVID-19 molecular testing requisitions for 2020, 2021 and 2022.", "list",
      lst([c("R/COVID-19 molecular testing", k) for k in ("y20", "y21", "y22")]))

    # ---- n06 Hemavoss: plasma
    n = N["n06"]
    c = n.c
    Q("n06", "How many plasma collection centres did Hemavoss operate in the United States at 31 December 2023?",
      "lookup", span(c("United States", "c23")))
    Q("n06", "By how much did the total volume of plasma collected increase in 2023, in thousand litres?",
      "difference", diff(c("Total", "l23"), c("Total", "l22")))
    Q("n06", "Plasma collected in 2023 as a percentage of year-end fractionation capacity?", "ratio",
      ratio(c("Total", "l23"), Fact(n, "cap"), dmul=THOUSAND))
    fell = [lab(r) for r in rows(n) if r.vals[2] is not None and r.vals[3] < r.vals[2]]
    assert len(fell) == 1
    Q("n06", "In which country did plasma collections fall in 2023?", "lookup", text(fell[0]),
      extra_tags=["comparison"], rule="n06-fell")
    Q("n06", "What was the average volume of plasma collected in Germany over 2022 and 2023 (thousand litres)?",
      "average", avg([c("Germany", "l22"), c("Germany", "l23")]))

    # ---- n07 Hammerwold: auctions
    n = N["n07"]
    c = n.c
    Q("n07", "What was the sell-through rate for wine and spirits in 2022?", "lookup",
      span(c("Wine and spirits", "t22")))
    Q("n07", "By how many percentage points did the jewellery and watches sell-through rate change in 2023?",
      "difference", diff(c("Jewellery and watches", "t23"), c("Jewellery and watches", "t22")))
    Q("n07", "year-over-year % change in total hammer, 2022 to 2023", "percent_change",
      pchg(c("Total", "h23"), c("Total", "h22")))
    top2 = sorted(rows(n), key=lambda r: -val(n, r, "h23"))[:2]
    Q("n07", "Which two categories generated the highest hammer totals in 2023?", "list",
      lst_text([lab(r) for r in rows(n) if r in top2]), rule="n07-top2")
    Q("n07", "What was the average hammer total for fine art across 2022 and 2023, in \u00a3 thousands?",
      "average", avg([c("Fine art", "h23"), c("Fine art", "h22")]))

    # ---- n08 Prendavista: pawn lending
    n = N["n08"]
    c = n.c
    Q("n08", "What were pawn loans outstanding in Guatemala at the end of 2021?", "lookup",
      span(c("L/Guatemala", "y21")))
    Q("n08", "By what percentage did total pawn loans outstanding grow in 2022?", "percent_change",
      pchg(c("L/Total", "y22"), c("L/Total", "y21")))
    Q("n08", "How many percentage points did Mexico's forfeiture rate move between 2021 and 2022?", "difference",
      diff(c("F/Mexico", "y22"), c("F/Mexico", "y21")))
    Q("n08", "What were pawn loans outstanding in Peru at the end of 2022?", "unanswerable", none(),
      absent=["Peru"])
    Q("n08", "average total pawn service charges, 2021 and 2022 (in thousands)", "average",
      avg([c("S/Total", "y22"), c("S/Total", "y21")]))

    # ---- n09 Greverdal: green bond
    n = N["n09"]
    c = n.c
    Q("n09", "How much of the green bond proceeds has been allocated to offshore wind cumulatively?", "lookup",
      span(c("Offshore wind", "cum")))
    Q("n09", "How much of the bond's proceeds remained unallocated at the end of 2023? Answer in NOK million.",
      "difference", diff(Fact(n, "issue"), c("Total allocated", "cum")))
    Q("n09", "What proportion of the amount allocated in 2023 went to grid and storage?", "ratio",
      ratio(c("Grid and storage", "a23"), c("Total allocated", "a23")))
    Q("n09", "In aggregate, how much has been allocated to wind, onshore and offshore together?", "sum",
      total([c("Offshore wind", "cum"), c("Onshore wind", "cum")]))
    Q("n09", "Leaving out refinancing, how much of the cumulative hydropower upgrades allocation was new "
             "financing?", "difference", diff(c("Hydropower upgrades(1)", "cum"), Fact(n, "refi")))
    Q("n09", "What was the percentage change in the total amount allocated in 2023 compared with 2022?",
      "percent_change", pchg(c("Total allocated", "a23"), c("Total allocated", "a22")))

    # ---- n10 Lightwarren: fibre
    n = N["n10"]
    c = n.c
    Q("n10", "What was take-up in Wales in 2022?", "lookup", span(c("Wales", "t22")))
    Q("n10", "How many more premises had been passed across the network by the end of 2023 than a year earlier? "
             "(in thousands)", "difference", diff(c("Total", "p23"), c("Total", "p22")))
    Q("n10", "Scotland: growth in connected premises 2022 to 2023, %", "percent_change",
      pchg(c("Scotland", "c23"), c("Scotland", "c22")))
    p23, p22, cpp = c("Total", "p23"), c("Total", "p22"), Fact(n, "cpp")
    Q("n10", "Using the average cost to pass a premises, what was the implied cost of the premises newly passed in "
             "2023? Give the answer in \u00a3 thousands.", "arithmetic_other",
      other((p23.value - p22.value) * cpp.value, f"({p23.fig} - {p22.fig}) * {cpp.fig}", [p23, p22, cpp], None, md.K))
    Q("n10", "Which regions had take-up above 30% at the end of 2023?", "list",
      lst_text([lab(r) for r in rows(n) if val(n, r, "t23") > 30]), rule="n10-takeup30")
    Q("n10", "What was Greater London's average take-up rate across 2022 and 2023?", "average",
      avg([c("Greater London", "t22"), c("Greater London", "t23")]))

    # ---- n11 Coldspire: data centres
    n = N["n11"]
    c = n.c
    Q("n11", "How much IT capacity was under construction at Warsaw Vistula, in MW?", "lookup",
      span(c("Warsaw Vistula", "uc")))
    Q("n11", "How many MW of built IT capacity at Helsinki Ring were not leased at the year end?", "difference",
      diff(c("Helsinki Ring", "b"), c("Helsinki Ring", "l")))
    Q("n11", "By how many percentage points did utilisation at Warsaw Vistula improve from 2022 to 2023?",
      "difference", diff(c("Warsaw Vistula", "u23"), c("Warsaw Vistula", "u22")))
    Q("n11", "How many campuses were at least 90% utilised at the end of 2023?", "count",
      count([lab(r) for r in rows(n) if val(n, r, "u23") >= 90]), rule="n11-util90")
    Q("n11", "Which campuses had no capacity under construction?", "list",
      lst_text([lab(r) for r in rows(n) if val(n, r, "uc") is None]), extra_tags=["nil_dash"], rule="n11-nouc")

    # ---- n12 Orbitane: transponders
    n = N["n12"]
    c = n.c
    Q("n12", "What was the fill rate of Orbitane 5 in 2021?", "lookup", span(c("Orbitane 5", "f21")))
    Q("n12", "What was the change in the total number of utilised transponders from 2021 to 2022?", "difference",
      diff(c("Total fleet", "u22"), c("Total fleet", "u21")))
    Q("n12", "Average fill rate of Orbitane 6 across 2021 and 2022?", "average",
      avg([c("Orbitane 6", "f21"), c("Orbitane 6", "f22")]))
    apac, insec = [], False
    for r in n.rows:
        if r.kind == "big":
            insec = r.label == "Asia-Pacific"
        elif insec and r.kind == "item":
            apac.append(lab(r))
    Q("n12", "Which satellites primarily serve the Asia-Pacific region?", "list", lst_text(apac),
      rule="n12-apac")
    Q("n12", "What was the fill rate of the Orbitane 9 satellite in 2022?", "unanswerable", none(),
      absent=["Orbitane 9"])
    Q("n12", "By what percentage did the fleet's available transponders increase in 2022?", "percent_change",
      pchg(c("Total fleet", "a22"), c("Total fleet", "a21")))

    # ---- n13 Voltmeadow: charging
    n = N["n13"]
    c = n.c
    Q("n13", "How many charging sessions were there on the Voltmeadow network in 2022?", "lookup",
      span(c("Charging sessions (in thousands)", "y22")))
    Q("n13", "By what percentage did energy dispensed grow in 2023?", "percent_change",
      pchg(c("Energy dispensed (GWh)", "y23"), c("Energy dispensed (GWh)", "y22")))
    Q("n13", "What was the mean of the average price per kWh over 2021-2023?", "average",
      avg([c("Average price per kWh", k) for k in ("y21", "y22", "y23")]))
    Q("n13", "If the planned 2024 additions are made, how many DC fast charging ports will the network have?",
      "sum", total([c("DC fast charging ports", "y23"), Fact(n, "plan")]))
    Q("n13", "Give the number of DC fast charging ports at the end of 2021, 2022 and 2023.", "list",
      lst([c("DC fast charging ports", k) for k in ("y21", "y22", "y23")]))

    # ---- n14 Sunquarry: module shipments
    n = N["n14"]
    c = n.c
    Q("n14", "What share of 2022 module shipments went to the United States?", "lookup",
      span(c("United States", "p22")))
    Q("n14", "How many more MW were shipped to India in 2023 than in 2022?", "difference",
      diff(c("India", "m23"), c("India", "m22")))
    Q("n14", "What was the percentage change in the blended average selling price per watt from 2022 to 2023?",
      "percent_change", pchg(Fact(n, "asp23"), Fact(n, "asp22")))
    Q("n14", "Could you give me the module shipments to Europe for 2023 and 2022?", "list",
      lst([c("Europe", "m23"), c("Europe", "m22")]))
    Q("n14", "Average MW shipped to China per year, 2022-2023?", "average",
      avg([c("China", "m23"), c("China", "m22")]))

    # ---- n15 Kaffwerth: green coffee
    n = N["n15"]
    c = n.c
    Q("n15", "What was the certified share of Ethiopian coffee purchased in 2023?", "lookup",
      span(c("Ethiopia", "s23")))
    Q("n15", "What was the change in total Arabica bags purchased from 2022 to 2023?", "difference",
      diff(c("Total Arabica", "b23"), c("Total Arabica", "b22")))
    Q("n15", "What proportion of 2023 green coffee purchases was bought under direct-trade relationships?", "ratio",
      ratio(Fact(n, "dt"), c("Total", "b23")))
    Q("n15", "Average bags bought from Brazil per year over 2022 and 2023?", "average",
      avg([c("Brazil", "b22"), c("Brazil", "b23")]))
    Q("n15", "Percentage change in bags purchased from Vietnam, 2022 to 2023?", "percent_change",
      pchg(c("Vietnam", "b23"), c("Vietnam", "b22")))

    # ---- n16 Nitrovale: fertilizer
    n = N["n16"]
    c = n.c
    Q("n16", "What was the average realized price for UAN in 2022?", "lookup", span(c("UAN", "p22")))
    Q("n16", "By what percentage did the granular urea price change year-over-year?", "percent_change",
      pchg(c("Granular urea", "p23"), c("Granular urea", "p22")))
    Q("n16", "change in total sales volume 2023 vs 2022 (thousand tons)", "difference",
      diff(c("Total", "v23"), c("Total", "v22")))
    am, gas, mm = c("Ammonia", "p23"), Fact(n, "gas"), Fact(n, "mmbtu")
    Q("n16", "What was the 2023 ammonia realized price net of the natural gas cost of producing a ton?",
      "arithmetic_other", other(am.value - gas.value * mm.value, f"{am.fig} - {gas.fig} * {mm.fig}", [am, gas, mm]))
    Q("n16", "How many tons of potash did Nitrovale sell in 2023?", "unanswerable", none(), absent=["potash"])
    Q("n16", "ammonia average realized price, mean of 2022 and 2023", "average",
      avg([c("Ammonia", "p23"), c("Ammonia", "p22")]))

    # ---- n17 Forgecastle: steel shipments
    n = N["n17"]
    c = n.c
    Q("n17", "What percentage of 2022 shipments was coated sheet?", "lookup", span(c("Coated sheet", "p22")))
    Q("n17", "What was the change in plate shipments from 2022 to 2023?", "difference",
      diff(c("Plate", "a23"), c("Plate", "a22")))
    Q("n17", "By what percentage did the average selling price per ton change in 2023?", "percent_change",
      pchg(Fact(n, "asp23"), Fact(n, "asp22")))
    Q("n17", "What was the average of hot-rolled sheet shipments in 2022 and 2023?", "average",
      avg([c("Hot-rolled sheet", "a23"), c("Hot-rolled sheet", "a22")]))
    up = [lab(r) for r in rows(n) if val(n, r, "p23") > val(n, r, "p22")]
    assert len(up) == 1
    Q("n17", "Which product made up a larger share of total shipments in 2023 than in 2022?", "lookup", text(up[0]),
      extra_tags=["comparison"], rule="n17-shareup")
    Q("n17", "Cold-rolled sheet shipments in 2023 and in 2022?", "list",
      lst([c("Cold-rolled sheet", "a23"), c("Cold-rolled sheet", "a22")]))

    # ---- n18 Sodavelle: unit cases
    n = N["n18"]
    c = n.c
    Q("n18", "What was the percentage change in unit case volume of sports and energy drinks?", "lookup",
      span(c("Sports and energy drinks", "ch")))
    Q("n18", "By how much did sparkling soft drink volume change in 2023, in millions of unit cases?", "difference",
      diff(c("Sparkling soft drinks", "y23"), c("Sparkling soft drinks", "y22")))
    terr, insec = [], False
    for r in n.rows:
        if r.kind == "sec":
            insec = r.label == "By territory"
        elif insec and r.kind == "item":
            terr.append(r)
    Q("n18", "In how many territories did unit case volume grow in 2023?", "count",
      count([lab(r) for r in terr if val(n, r, "y23") > val(n, r, "y22")]), rule="n18-grow")
    Q("n18", "What was the average Gulf Coast unit case volume over 2022 and 2023?", "average",
      avg([c("Gulf Coast", "y23"), c("Gulf Coast", "y22")]))
    Q("n18", "What share of total unit case volume in 2023 was water?", "ratio",
      ratio(c("Water", "y23"), c("Total/category", "y23")))

    # ---- n19 Leafharrow: cigarettes
    n = N["n19"]
    c = n.c
    Q("n19", "What was Leafharrow's market share in Poland in 2022?", "lookup", span(c("Poland", "s22")))
    Q("n19", "How many points of market share did Leafharrow gain in Nigeria in 2023?", "difference",
      diff(c("Nigeria", "s23"), c("Nigeria", "s22")))
    Q("n19", "Percentage change in cigarette volume in the Asia region, 2022 to 2023?", "percent_change",
      pchg(c("Total Asia", "v23"), c("Total Asia", "v22")))
    Q("n19", "Including heated tobacco, how many sticks did the Group sell in 2023, in billions?", "sum",
      total([c("Total cigarettes", "v23"), Fact(n, "htu23")]))
    Q("n19", "In which markets did Leafharrow's market share rise in 2023?", "list",
      lst_text([lab(r) for r in rows(n) if val(n, r, "s23") > val(n, r, "s22")]), rule="n19-shareup")
    Q("n19", "What was Leafharrow's cigarette market share in Kenya in 2023?", "unanswerable", none(),
      absent=["Kenya"])

    # ---- n20 Tidegarth: ferry traffic
    n = N["n20"]
    c = n.c
    hr = "Hull\u2013Rotterdam"
    Q("n20", f"How many freight units were carried on the {hr} route in 2022?", "lookup", span(c(hr, "f22")))
    Q("n20", "What was the year-over-year percentage change in total passengers carried in 2023?", "percent_change",
      pchg(c("Total", "p23"), c("Total", "p22")))
    Q("n20", "On average, how many passengers were carried per sailing in 2023?", "ratio",
      ratio(c("Total", "p23"), Fact(n, "sail23"), percent=False, nmul=THOUSAND))
    cl = "Cairnryan\u2013Larne"
    Q("n20", f"How did the number of cars carried on {cl} change in 2023? (thousands)", "difference",
      diff(c(cl, "c23"), c(cl, "c22")))
    Q("n20", "On which routes did freight units fall in 2023?", "list",
      lst_text([lab(r) for r in rows(n) if val(n, r, "f23") < val(n, r, "f22")]), rule="n20-freightdown")
    hd = "Holyhead\u2013Dublin"
    Q("n20", f"What was the average number of freight units on {hd} across the two years?", "average",
      avg([c(hd, "f22"), c(hd, "f23")]))

    # ---- n21 Routemere: bus
    n = N["n21"]
    c = n.c
    Q("n21", "What was punctuality at London Bus in 2022?", "lookup", span(c("L/Punctuality", "y22")))
    Q("n21", "By how many million did Regional Bus passenger journeys rise in 2023?", "difference",
      diff(c("R/Passenger journeys (millions)", "y23"), c("R/Passenger journeys (millions)", "y22")))
    Q("n21", "Across both divisions, how many passenger journeys were made in 2023?", "sum",
      total([c("R/Passenger journeys (millions)", "y23"), c("L/Passenger journeys (millions)", "y23")]))
    Q("n21", "What was London Bus's average revenue per passenger journey over 2022 and 2023, in pence?",
      "average", avg([c("L/Revenue per passenger journey (pence)", "y23"),
                      c("L/Revenue per passenger journey (pence)", "y22")]))
    Q("n21", "London Bus vehicle miles in 2023?", "lookup", span(c("L/Vehicle miles (millions)", "y23")))
    Q("n21", "regional bus vehicle miles - % change 2022 to 2023", "percent_change",
      pchg(c("R/Vehicle miles (millions)", "y23"), c("R/Vehicle miles (millions)", "y22")))

    # ---- n22 Letterhythe: letters and parcels
    n = N["n22"]
    c = n.c
    Q("n22", "Marketing mail volume in 2022/23 - answer in millions of items.", "lookup", span(c("Marketing mail", "v23")))
    Q("n22", "What was the average revenue per domestic parcel in 2023/24, in pounds?", "ratio",
      ratio(c("Domestic parcels", "r24"), c("Domestic parcels", "v24"), percent=False))
    Q("n22", "By what percentage did total letter volumes change in 2023/24?", "percent_change",
      pchg(c("Total letters", "v24"), c("Total letters", "v23")))
    Q("n22", "What was domestic parcels revenue in 2023/24 after stripping out the largest retail customer? (\u00a3m)",
      "difference", diff(c("Domestic parcels", "r24"), Fact(n, "big")))
    Q("n22", "Which products brought in less revenue in 2023/24 than in 2022/23?", "list",
      lst_text([lab(r) for r in rows(n) if val(n, r, "r24") < val(n, r, "r23")]), rule="n22-revdown")
    Q("n22", "Average addressed letters revenue for the two years shown?", "average",
      avg([c("Addressed letters", "r24"), c("Addressed letters", "r23")]))

    # ---- n23 Hoardwell: outdoor displays
    n = N["n23"]
    c = n.c
    Q("n23", "What was the occupancy of classic bulletins in 2022?", "lookup", span(c("Classic bulletins", "o22")))
    Q("n23", "How much did digital billboard revenue grow in 2023, in percent?", "percent_change",
      pchg(c("Digital billboards", "r23"), c("Digital billboards", "r22")))
    Q("n23", "By how many percentage points did posters occupancy change in 2023?", "difference",
      diff(c("Posters", "o23"), c("Posters", "o22")))
    Q("n23", "In aggregate, how much revenue did the two digital formats generate in 2023?", "sum",
      total([c("Digital billboards", "r23"), c("Digital transit screens", "r23")]))
    Q("n23", "How many airport displays did Hoardwell have at the end of 2023?", "unanswerable", none(),
      absent=["airport"])

    # ---- n24 Pagewick: unit sales
    n = N["n24"]
    c = n.c
    Q("n24", "How many e-books did the Children's division sell in 2022?", "lookup", span(c("C/E-book", "u22")))
    Q("n24", "What change in Education e-book units does the table report for 2023?", "lookup",
      span(c("E/E-book", "ch")))
    adult = [c(f"A/{f}", "u23") for f in ("Print", "E-book", "Downloadable audio")]
    Q("n24", "What share of the Adult trade division's 2023 unit sales were e-books?", "ratio",
      ratio(c("A/E-book", "u23"), adult))
    Q("n24", "How many more print units did the Children's division sell in 2023 than in 2022?", "difference",
      diff(c("C/Print", "u23"), c("C/Print", "u22")))
    Q("n24", "Children's print: average units sold per year in 2022-2023?", "average",
      avg([c("C/Print", "u23"), c("C/Print", "u22")]))

    # ---- n25 Cadenzor: recorded music
    n = N["n25"]
    c = n.c
    Q("n25", "What percentage of 2022 recorded music revenue came from synchronisation?", "lookup",
      span(c("Synchronisation", "p22")))
    Q("n25", "How much did subscription streaming revenue increase in 2023? (\u20ac million)", "difference",
      diff(c("Subscription streaming", "a23"), c("Subscription streaming", "a22")))
    Q("n25", "What was the percentage change in physical revenue from 2022 to 2023?", "percent_change",
      pchg(c("Physical", "a23"), c("Physical", "a22")))
    Q("n25", "What proportion of 2023 physical revenue came from vinyl?", "ratio",
      ratio(Fact(n, "vinyl"), c("Physical", "a23")))
    Q("n25", "average performance rights revenue 2022/2023", "average",
      avg([c("Performance rights", "a23"), c("Performance rights", "a22")]))
    Q("n25", "Which formats each made up more than 10% of recorded music revenue in 2023?", "list",
      lst_text([lab(r) for r in rows(n) if val(n, r, "p23") > 10]), rule="n25-over10")

    # ---- n26 Telvarrow: share of viewing
    n = N["n26"]
    c = n.c
    Q("n26", "What was Telvarrow One's share of viewing among adults 16\u201334 in 2023?", "lookup",
      span(c("Telvarrow One", "y23")))
    Q("n26", "By how many points did Telvarrow One's all-individuals share change in 2023?", "difference",
      diff(c("Telvarrow One", "a23"), c("Telvarrow One", "a22")))
    Q("n26", "What was Telvarrow Two's average share of all individuals across 2022 and 2023?", "average",
      avg([c("Telvarrow Two", "a22"), c("Telvarrow Two", "a23")]))
    Q("n26", "How much lower was the family's 2023 share among 16-34s than among all individuals?", "difference",
      diff(c("Family total", "a23"), c("Family total", "y23")))
    Q("n26", "What was Telvarrow One's share of viewing among adults aged 55 and over in 2023?", "unanswerable",
      none(), absent=["55 and over", "aged 55"])
    Q("n26", "Which channels increased their share among adults 16\u201334 in 2023?", "list",
      lst_text([lab(r) for r in rows(n) if r.vals[2] is not None and r.vals[3] > r.vals[2]]), extra_tags=["nil_dash"], rule="n26-up1634")

    # ---- n27 Tallymere: listings
    n = N["n27"]
    c = n.c
    Q("n27", "How many new listings did the Growth Market have in 2022?", "lookup", span(c("G/new", "y22")))
    Q("n27", "How many companies delisted from the two markets combined in 2023?", "sum",
      total([c("M/del", "y23"), c("G/del", "y23")], absval=True), extra_tags=["negative_in_parens"])
    Q("n27", "What was the percentage change in capital raised by IPOs on the Main Board in 2023?",
      "percent_change", pchg(c("M/ipo", "y23"), c("M/ipo", "y22")))
    Q("n27", "Excluding transfers from the Growth Market, what was the Main Board's net change in listed companies "
             "in 2023?", "difference", diff(c("M/new", "y23"), c("M/del", "y23"), absval=True),
      extra_tags=["negative_in_parens"])
    Q("n27", "Main Board capital raised by further issues: average of 2022 and 2023, in $ million", "average",
      avg([c("M/fi", "y23"), c("M/fi", "y22")]))

    # ---- n28 Keelbrook: top tenants
    n = N["n28"]
    c = n.c
    Q("n28", "What is the weighted average remaining lease term of Crandlewick Pharmacy?", "lookup",
      span(c("Crandlewick Pharmacy", "walt")))
    Q("n28", "What is Glenstowe Grocers' annualized base rent per leased square foot?", "ratio",
      ratio(c("Glenstowe Grocers", "abr"), c("Glenstowe Grocers", "sf"), percent=False))
    Q("n28", "How many leases does Quinnery Dollar Stores have with Keelbrook?", "lookup",
      span(c("Quinnery Dollar Stores", "n")))
    Q("n28", "What annualized base rent does Velwood Logistics pay?", "lookup", span(c("Velwood Logistics", "abr")))
    Q("n28", "Which tenants have more than 12 years of remaining lease term?", "list",
      lst_text([lab(r) for r in rows(n) if val(n, r, "walt") > 12]), rule="n28-walt12")
    Q("n28", "How much annualized base rent does Hollowmere Supermarkets pay?", "unanswerable", none(),
      absent=["Hollowmere"])

    # ---- n29 Ambleridge: unrealized losses
    n = N["n29"]
    c = n.c
    Q("n29", "What were the unrealized losses on mortgage-backed securities that had been in a loss position for "
             "12 months or longer?", "lookup", span(c("Mortgage-backed securities", "l2")))
    Q("n29", "Total unrealized losses as a percentage of the total fair value of securities in a loss position?",
      "ratio", ratio(c("Total", "lt"), c("Total", "ft"), absval=True))
    Q("n29", "How many securities had been in an unrealized loss position for less than 12 months?", "difference",
      diff(Fact(n, "n"), Fact(n, "n12")))
    Q("n29", "What were the total unrealized losses on U.S. Treasury and on U.S. government agency securities?",
      "list", lst([c("U.S. Treasury", "lt"), c("U.S. government agencies", "lt")]))

    # ---- n30 Wrathmoor: training
    n = N["n30"]
    c = n.c
    Q("n30", "What were the average training hours per UK apprentice in 2022?", "lookup",
      span(c("U/Apprentices", "a22")))
    Q("n30", "Growth in total training hours in 2023, in percent?", "percent_change",
      pchg(c("Total", "h23"), c("Total", "h22")))
    Q("n30", "Based on year-end headcount, how many training hours per employee did the Group deliver in 2023?",
      "ratio", ratio(c("Total", "h23"), Fact(n, "hc23"), percent=False, nmul=THOUSAND))
    Q("n30", "How many more training hours did UK engineers receive than international engineers in 2023? "
             "('000)", "difference", diff(c("U/Engineers", "h23"), c("I/Engineers", "h23")))
    Q("n30", "What were international technicians' average hours per employee, averaged over 2022 and 2023?",
      "average", avg([c("I/Technicians", "a22"), c("I/Technicians", "a23")]))
    Q("n30", "Training hours for UK managers in 2022 and 2023?", "list",
      lst([c("U/Managers", "h22"), c("U/Managers", "h23")]))
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
