"""tatqa-style13: build questions.jsonl from the notes of make_docs.py.

    /work/main/.venv/bin/python bench/tatqa-style13/make_questions.py

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

SOURCE = "tatqa-style13"
PREFIX = "t13-"
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
        return re.sub(r"[^\d.,-]", "", self.text.split()[0])


class Const:
    """A conversion constant in a derivation (1,000, 100 or 12); not a figure of the page."""

    def __init__(self, value, fig):
        self.value, self.fig, self.text = D(value), fig, fig


THOUSAND = Const(1000, "1,000")
MONTHS = Const(12, "12")


def decs(o) -> int:
    if isinstance(o, Const):
        return 0
    m = re.search(r"\.(\d+)", o.fig)
    return len(m.group(1)) if m else 0


def res(x: Decimal, ops, percent=False, dec=None):
    """(value, raw): an exact result keeps the operands' decimals, else half-up to max(2, operands' decimals).
    A percent change or a percentage ratio is a new quantity: exact, or half-up to 2 decimals. ``dec`` forces the
    precision where the question asks for it ("to the nearest whole episode")."""
    if dec is None:
        d = 0 if percent else max([decs(o) for o in ops] + [0])
        if x != md.q(x, d):
            d = max(2, d)
    else:
        d = dec
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
    v, raw = res(x, [o for o in ops], dec=dec)
    return A("number", v, raw, unit, scale), der, ops


def count(items):
    return A("number", len(items), str(len(items))), "##".join(items), []


def none():
    return A("none", None, None), "", []


ANSWER_TYPE = {"lookup": "span", "list": "multi-span", "count": "count", "unanswerable": "none"}
LAYOUT_TAGS = ("year_band", "amount_pct_band", "bold_section_rows", "section_titles_large", "current_year_right",
               "scale_in_caption", "section_scale", "text_column")


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

    def items(n, pred=lambda r: True):
        return [r for r in n.rows if r.kind == "item" and pred(r)]

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

    # ---- n01 Puddlestone: child care centres
    n = N["n01"]
    c = n.c
    Q("n01", "How many licensed places did Puddlestone have in Queensland at the end of 2023?", "lookup",
      span(c("Queensland", "p23")))
    Q("n01", "By what percentage did total licensed places grow during 2024?", "percent_change",
      pchg(c("Total", "p24"), c("Total", "p23")))
    Q("n01", "Net of the centres acquired on 1 March 2024, how many centres did the group have in Western Australia "
             "at the end of 2024?", "difference", diff(c("Western Australia(1)", "c24"), Fact(n, "acq")))
    Q("n01", "How much did the average daily fee go up in 2024, in Australian dollars?", "difference",
      diff(Fact(n, "fee24"), Fact(n, "fee23")))
    Q("n01", "Which states saw average occupancy slip in 2024 compared with 2023?", "list",
      lst_text([lab(r) for r in items(n) if val(n, r, "o24") < val(n, r, "o23")]), rule="n01-occdown")
    Q("n01", "What was Puddlestone's average occupancy in Tasmania in 2024?", "unanswerable", none(),
      absent=["Tasmania"])

    # ---- n02 Brackwillow: veterinary practices
    n = N["n02"]
    c = n.c
    Q("n02", "What was revenue per visit in Ireland in 2022?", "lookup", span(c("Ireland", "r22")))
    Q("n02", "How many practices did Brackwillow add in the United Kingdom during 2023?", "difference",
      diff(c("United Kingdom", "pr23"), c("United Kingdom", "pr22")))
    Q("n02", "Netherlands patient visits - average of 2022 and 2023 ('000)", "average",
      avg([c("Netherlands", "v22"), c("Netherlands", "v23")]))
    Q("n02", "Based on year-end Pet Health Club membership, how many patient visits were there per member in 2023?",
      "ratio", ratio(c("Total", "v23"), Fact(n, "phc23"), percent=False, nmul=THOUSAND))
    Q("n02", "How many patient visits did the German practices record in their first year in the group?", "lookup",
      span(c("Germany(1)", "v23")), extra_tags=["footnote"])

    # ---- n03 Molarwick: dental offices
    n = N["n03"]
    c = n.c
    Q("n03", "How many patient visits did Molarwick's Midwest offices have in 2021?", "lookup",
      span(c("V/Midwest", "y21")))
    Q("n03", "On average, how many supported offices were there in the West at the end of 2021, 2022 and 2023?",
      "average", avg([c("O/West", k) for k in ("y21", "y22", "y23")]))
    Q("n03", "What was the year-over-year % change in total patient visits in 2023?", "percent_change",
      pchg(c("V/Total", "y23"), c("V/Total", "y22")))
    Q("n03", "Give the Southeast's patient visits for 2021, 2022 and 2023.", "list",
      lst([c("V/Southeast", k) for k in ("y21", "y22", "y23")]))
    Q("n03", "In how many regions did the number of supported offices fall in 2023?", "count",
      count([lab(r) for r in section(n, "Supported dental offices (at year end)")
             if val(n, r, "y23") < val(n, r, "y22")]), rule="n03-officesdown")

    # ---- n04 Radiantmoor: imaging procedures
    n = N["n04"]
    c = n.c
    Q("n04", "What share of 2022 procedures were mammography?", "lookup", span(c("Mammography", "p22")))
    Q("n04", "Excluding routine imaging, how many procedures were performed in 2023? Answer in thousands.", "sum",
      total([c("MRI", "n23"), c("CT", "n23"), c("PET/CT", "n23")]))
    Q("n04", "By what percentage did PET/CT volume grow in 2023?", "percent_change",
      pchg(c("PET/CT", "n23"), c("PET/CT", "n22")))
    Q("n04", "What was net service revenue per procedure in 2023, in dollars?", "ratio",
      ratio(Fact(n, "rev23"), c("Total", "n23"), percent=False, nmul=THOUSAND))
    Q("n04", "CT as a % of all procedures - 2023 and 2022 figures", "list", lst([c("CT", "p23"), c("CT", "p22")]))
    Q("n04", "How many more ultrasound procedures were done in 2023 than in 2022 (in thousands)?", "difference",
      diff(c("Ultrasound", "n23"), c("Ultrasound", "n22")))

    # ---- n05 Hearthmend: home health
    n = N["n05"]
    c = n.c
    Q("n05", "How many admissions did Hearthmend have in Ohio in 2022?", "lookup", span(c("Ohio", "a22")))
    Q("n05", "By how much did visits per episode decline in Florida between 2022 and 2023?", "difference",
      diff(c("Florida", "v22"), c("Florida", "v23")))
    e, m = c("Total", "e23"), Fact(n, "med")
    Q("n05", "Applying the Medicare share mentioned in the text, how many of the episodes completed in 2023 were "
             "Medicare episodes? Round to the nearest whole episode.", "arithmetic_other",
      other(e.value * m.value / 100, f"{e.fig} * {m.fig}%", [e, m], dec=0))
    Q("n05", "Tennessee: mean number of completed episodes per year over 2022-2023", "average",
      avg([c("Tennessee", "e22"), c("Tennessee", "e23")]))
    Q("n05", "Which states completed more than 15,000 episodes in 2023?", "list",
      lst_text([lab(r) for r in items(n) if val(n, r, "e23") > 15000]), rule="n05-ep15000")
    Q("n05", "total admissions: percentage change from 2022 to 2023", "percent_change",
      pchg(c("Total", "a23"), c("Total", "a22")))

    # ---- n06 Cradlemoor: fertility cycles
    n = N["n06"]
    c = n.c
    Q("n06", "How many frozen embryo transfers were carried out in Denmark in 2023?", "lookup",
      span(c("Denmark", "f23")))
    Q("n06", "Counting egg freezing as well, how many cycles (IVF/ICSI plus egg freezing) did Cradlemoor start in "
             "2024?", "sum", total([c("Total", "i24"), Fact(n, "egg")]))
    Q("n06", "What was the percentage increase in IVF and ICSI cycles in Spain in 2024?", "percent_change",
      pchg(c("Spain", "i24"), c("Spain", "i23")))
    Q("n06", "How many more IVF and ICSI cycles than frozen embryo transfers did the UK clinics perform in 2024?",
      "difference", diff(c("United Kingdom", "i24"), c("United Kingdom", "f24")))
    Q("n06", "Could you give Poland's 2024 IVF/ICSI cycles and its frozen embryo transfers for the same year?", "list",
      lst([c("Poland(1)", "i24"), c("Poland(1)", "f24")]))
    Q("n06", "How many IVF cycles did Cradlemoor perform in Portugal in 2024?", "unanswerable", none(),
      absent=["Portugal"])

    # ---- n07 Quarrelton: health plan membership
    n = N["n07"]
    c = n.c
    Q("n07", "How many Medicaid members did Quarrelton have at the end of 2022?", "lookup", span(c("Medicaid", "d22")))
    Q("n07", "By how many percentage points did the medical care ratio increase from 2022 to 2023?", "difference",
      diff(Fact(n, "mcr23"), Fact(n, "mcr22")))
    Q("n07", "What proportion of total medical membership was in Medicare Advantage at December 31, 2023?", "ratio",
      ratio(c("Medicare Advantage", "d23"), c("Total medical membership", "d23")))
    Q("n07", "Average total government membership over the three year ends, in thousands?", "average",
      avg([c("Total government", k) for k in ("d23", "d22", "d21")]))
    Q("n07", "Please list self-funded (ASO) membership at each of the three year ends.", "list",
      lst([c("Self-funded (ASO)", k) for k in ("d23", "d22", "d21")]))
    Q("n07", "Including members of standalone prescription drug plans, how many members in aggregate did Quarrelton "
             "serve at the end of 2023? (thousands)", "sum",
      total([c("Total medical membership", "d23"), Fact(n, "pdp")]))

    # ---- n08 Liftmarren: equipment rental fleet
    n = N["n08"]
    c = n.c
    Q("n08", "What was time utilization for material handling equipment in 2022?", "lookup",
      span(c("Material handling", "u22")))
    Q("n08", "How much did the OEC of power and HVAC equipment increase during 2023? ($ millions)", "difference",
      diff(c("Power and HVAC", "a23"), c("Power and HVAC", "a22")))
    Q("n08", "What percentage of year-end 2023 OEC was earthmoving equipment?", "lookup",
      span(c("Earthmoving", "s23")))
    Q("n08", "Equipment rental revenue in 2023 as a percentage of the fleet's OEC at the end of that year?", "ratio",
      ratio(Fact(n, "rr23"), c("Total", "a23")))
    Q("n08", "What was the mean time utilization of trench safety and pumps across 2022 and 2023?", "average",
      avg([c("Trench safety and pumps", "u22"), c("Trench safety and pumps", "u23")]))

    # ---- n09 Kerbstead: car parks
    n = N["n09"]
    c = n.c
    Q("n09", "What was revenue per space in Edinburgh in 2023?", "lookup", span(c("Edinburgh", "r23")))
    Q("n09", "In which Scottish cities does Kerbstead run car parks?", "list",
      lst_text([lab(r) for r in section(n, "Scotland")]), rule="n09-scotland")
    Q("n09", "Counting the park-and-ride sites too, how many parking spaces did Kerbstead operate at the 2024 year "
             "end?", "sum", total([c("Total", "s24"), Fact(n, "pr")]))
    Q("n09", "By what percentage did Birmingham's revenue per space increase in 2024?", "percent_change",
      pchg(c("Birmingham", "r24"), c("Birmingham", "r23")))
    Q("n09", "How many more spaces did London have than Manchester in 2024?", "difference",
      diff(c("London", "s24"), c("Manchester", "s24")))
    Q("n09", "bristol spaces avg 2023 and 2024", "average", avg([c("Bristol", "s23"), c("Bristol", "s24")]))

    # ---- n10 Zipwhirl: scooter trips
    n = N["n10"]
    c = n.c
    Q("n10", "What was the average number of vehicles deployed in Oslo in 2022?", "lookup", span(c("Oslo", "v22")))
    Q("n10", "Copenhagen trips: % change from 2022 to 2023?", "percent_change",
      pchg(c("Copenhagen", "t23"), c("Copenhagen", "t22")))
    Q("n10", "What share of Stockholm's 2023 trips were taken on e-bikes?", "ratio",
      ratio(Fact(n, "ebike"), c("Stockholm", "t23")))
    Q("n10", "What were trips per vehicle per day in Helsinki in 2023?", "lookup", span(c("Helsinki", "tpv")))
    both = items(n, lambda r: r.vals[0] is not None)
    Q("n10", "Of the cities served in both years, how many recorded more trips in 2023 than in 2022?", "count",
      count([lab(r) for r in both if val(n, r, "t23") > val(n, r, "t22")]), extra_tags=["nil_dash"],
      rule="n10-tripsup")
    Q("n10", "Across 2022 and 2023, how many vehicles did Zipwhirl deploy in Stockholm on average per year?",
      "average", avg([c("Stockholm", "v22"), c("Stockholm", "v23")]))

    # ---- n11 Roamfinch: online travel bookings
    n = N["n11"]
    c = n.c
    Q("n11", "What was the percentage change in room nights in Latin America?", "lookup",
      span(c("Latin America", "rc")))
    Q("n11", "By how much did Europe's gross bookings increase in 2023? Answer in millions of dollars.", "difference",
      diff(c("Europe", "g23"), c("Europe", "g22")))
    Q("n11", "What was revenue as a percentage of gross bookings in 2023?", "ratio",
      ratio(Fact(n, "rev23"), c("Total", "g23")))
    Q("n11", "Average Asia Pacific room nights for 2022 and 2023 (millions)?", "average",
      avg([c("Asia Pacific", "r22"), c("Asia Pacific", "r23")]))
    Q("n11", "Which regions grew room nights by more than 10% in 2023?", "list",
      lst_text([lab(r) for r in items(n) if val(n, r, "rc") > 10]), rule="n11-rn10")
    Q("n11", "How much did Roamfinch earn in commissions on car rental bookings in 2023?", "unanswerable", none(),
      absent=["car rental"])

    # ---- n12 Galleyfield: exhibitions
    n = N["n12"]
    c = n.c
    Q("n12", "How many exhibitors took part in Gardenfair in 2022?", "lookup", span(c("Gardenfair", "e22")))
    Q("n12", "How many fewer exhibitors did Homecraft Live attract in 2023 than in 2022?", "difference",
      diff(c("Homecraft Live", "e22"), c("Homecraft Live", "e23")))
    m, r = c("Total", "m23"), Fact(n, "rpsm")
    Q("n12", "At the average space revenue per net square metre, how much did all the exhibitions earn from space in "
             "2023? Answer in \u00a3 thousands.", "arithmetic_other",
      other(m.value * r.value, f"{m.fig} * {r.fig}", [m, r], None, md.K))
    Q("n12", "Year-on-year growth in net square metres sold at Gridpower Summit?", "percent_change",
      pchg(c("Gridpower Summit", "m23"), c("Gridpower Summit", "m22")))
    Q("n12", "Which exhibitions are in the consumer and lifestyle portfolio?", "list",
      lst_text([lab(r) for r in section(n, "Consumer and lifestyle")]), rule="n12-consumer")
    Q("n12", "What was the average net square metres sold at Packvance Expo over 2022 and 2023, in thousands?",
      "average", avg([c("Packvance Expo", "m22"), c("Packvance Expo", "m23")]))

    # ---- n13 Namequill: domains
    n = N["n13"]
    c = n.c
    Q("n13", "What was the renewal rate for .org domains in 2022?", "lookup", span(c(".org", "rr22")))
    Q("n13", "By how many percentage points did .com's share of domains under management change from 2022 to 2023?",
      "difference", diff(c(".com", "s23"), c(".com", "s22")))
    Q("n13", "What was the percentage change in new generic extension domains under management during 2023?",
      "percent_change", pchg(c("New generic extensions", "d23"), c("New generic extensions", "d22")))
    Q("n13", "What is the mean renewal rate for country-code extensions across 2022 and 2023?", "average",
      avg([c("Country-code extensions", "rr22"), c("Country-code extensions", "rr23")]))
    Q("n13", "How many .io domains were under management at the end of 2023?", "unanswerable", none(),
      absent=[".io"])

    # ---- n14 Snackharrow: vending machines
    n = N["n14"]
    c = n.c
    Q("n14", "weekly revenue per machine at transport hubs, 2023", "lookup", span(c("Transport hubs", "w23")))
    Q("n14", "How much higher was weekly revenue per machine in hospitals and care homes than in schools and colleges "
             "in 2024?", "difference", diff(c("Hospitals and care homes", "w24"), c("Schools and colleges", "w24")))
    Q("n14", "What was the percentage change in the number of office and workplace machines in service in 2024?",
      "percent_change", pchg(c("Offices and workplaces", "m24"), c("Offices and workplaces", "m23")))
    Q("n14", "Average weekly revenue per machine in leisure centres and gyms over the two years?", "average",
      avg([c("Leisure centres and gyms", "w24"), c("Leisure centres and gyms", "w23")]))
    Q("n14", "Which location types had more machines in service at June 2024 than a year before?", "list",
      lst_text([lab(r) for r in items(n) if val(n, r, "m24") > val(n, r, "m23")]), rule="n14-moremachines")

    # ---- n15 Mitebrook: pest control
    n = N["n15"]
    c = n.c
    Q("n15", "How many hygiene service visits did Mitebrook carry out in 2022?", "lookup", span(c("V/Hygiene", "y22")))
    Q("n15", "What was the percentage change in termite and wood contract customers?", "lookup",
      span(c("C/Termite and wood", "ch")))
    Q("n15", "How many service visits per contract customer did commercial pest have in 2023?", "ratio",
      ratio(c("V/Commercial pest", "y23"), c("C/Commercial pest", "y23"), percent=False))
    Q("n15", "Residential pest contract customers - mean of the 2022 and 2023 figures, in thousands", "average",
      avg([c("C/Residential pest", "y22"), c("C/Residential pest", "y23")]))
    Q("n15", "How many more service visits in total were made in 2023 than in 2022? Answer in thousands.",
      "difference", diff(c("V/Total", "y23"), c("V/Total", "y22")))

    # ---- n16 Voxhollow: contact centres
    n = N["n16"]
    c = n.c
    Q("n16", "How many delivery centres does Voxhollow have in Colombia?", "lookup", span(c("Colombia", "dc")))
    Q("n16", "By how many percentage points did seat utilisation in Morocco fall in 2023?", "difference",
      diff(c("Morocco", "u22"), c("Morocco", "u23")))
    Q("n16", "What was the growht rate of total workstations in 2023?", "percent_change",
      pchg(c("Total", "w23"), c("Total", "w22")))
    Q("n16", "What was India's seat utilisation on average over 2022 and 2023?", "average",
      avg([c("India", "u22"), c("India", "u23")]))
    Q("n16", "How many workstations does Voxhollow operate in Mexico?", "unanswerable", none(), absent=["Mexico"])

    # ---- n17 Ledgerbay: tax returns
    n = N["n17"]
    c = n.c
    Q("n17", "How many returns were prepared through franchise offices in fiscal 2023?", "lookup",
      span(c("Franchise offices", "f23")))
    Q("n17", "By what percentage did virtual assisted returns grow from fiscal 2023 to fiscal 2024?",
      "percent_change", pchg(c("Virtual assisted", "f24"), c("Virtual assisted", "f23")))
    Q("n17", "three-year average of online DIY returns (in thousands)", "average",
      avg([c("Online", k) for k in ("f22", "f23", "f24")]))
    Q("n17", "What proportion of the returns prepared in fiscal 2024 were do-it-yourself?", "ratio",
      ratio(c("Total do-it-yourself", "f24"), c("Total returns prepared", "f24")))
    Q("n17", "By what percentage did the net average charge per assisted return rise in fiscal 2024?",
      "percent_change", pchg(Fact(n, "nac24"), Fact(n, "nac23")))
    Q("n17", "How many fewer returns did company-owned offices prepare in fiscal 2024 than in fiscal 2022?",
      "difference", diff(c("Company-owned offices", "f22"), c("Company-owned offices", "f24")))

    # ---- n18 Crewmantle: PEO
    n = N["n18"]
    c = n.c
    Q("n18", "How many clients did Crewmantle have in California at the end of 2022?", "lookup",
      span(c("California", "c22")))
    Q("n18", "How many more worksite employees on average were in Florida in 2023 compared to 2022? Answer in "
             "thousands.", "difference", diff(c("Florida", "w23"), c("Florida", "w22")))
    Q("n18", "In Texas, how many average worksite employees were there per year-end client in 2023?", "ratio",
      ratio(c("Texas", "w23"), c("Texas", "c23"), percent=False, nmul=THOUSAND))
    w, rp = c("Total", "w23"), Fact(n, "rpwm")
    Q("n18", "At the 2023 revenue per worksite employee per month, what annual revenue do the average worksite "
             "employees imply? Give it in millions of dollars.", "arithmetic_other",
      other(w.value * rp.value * 12 / 1000, f"{w.fig} * {rp.fig} * 12 / 1,000", [w, rp, MONTHS, THOUSAND],
            None, md.M))
    Q("n18", "Year-over-year % change in total clients?", "percent_change", pchg(c("Total", "c23"), c("Total", "c22")))

    # ---- n19 Deskmoor: flexible workspace
    n = N["n19"]
    c = n.c
    Q("n19", "What was average occupancy in Berlin in 2022?", "lookup", span(c("Berlin", "o22")))
    Q("n19", "Which UK cities had average occupancy above 80% in 2023?", "list",
      lst_text([lab(r) for r in section(n, "United Kingdom") if val(n, r, "o23") > 80]), rule="n19-uk80")
    Q("n19", "Once the Dublin centres open, how many workstations will Deskmoor have, based on the year-end 2023 "
             "count?", "sum", total([c("Total", "w23"), Fact(n, "dub")]))
    Q("n19", "By how many percentage points did London's occupancy improve in 2023?", "difference",
      diff(c("London", "o23"), c("London", "o22")))
    Q("n19", "What was the average occupancy in Amsterdam across the two years?", "average",
      avg([c("Amsterdam", "o22"), c("Amsterdam", "o23")]))

    # ---- n20 Porchvale: single-family rentals
    n = N["n20"]
    c = n.c
    Q("n20", "What was the average monthly rent in Tampa in 2022?", "lookup", span(c("Tampa", "r22")))
    Q("n20", "Including homes held for sale, how many homes did Porchvale own at year-end 2023?", "sum",
      total([c("Total", "h"), Fact(n, "hfs")]))
    Q("n20", "By what percentage did average monthly rent rise in Charlotte in 2023?", "percent_change",
      pchg(c("Charlotte", "r23"), c("Charlotte", "r22")))
    Q("n20", "In which markets did average occupancy go down in 2023?", "list",
      lst_text([lab(r) for r in items(n) if val(n, r, "o23") < val(n, r, "o22")]), rule="n20-occdown")
    Q("n20", "How much higher was the average monthly rent in Phoenix than in Dallas in 2023?", "difference",
      diff(c("Phoenix", "r23"), c("Dallas", "r23")))
    Q("n20", "How many homes does Porchvale own in Houston?", "unanswerable", none(), absent=["Houston"])

    # ---- n21 Brambleholt: branches and ATMs
    n = N["n21"]
    c = n.c
    Q("n21", "How many ATMs did Brambleholt have in Wales at the end of 2022?", "lookup", span(c("Wales", "a22")))
    Q("n21", "What was the percentage change in counter transactions in the North of England in 2023?",
      "percent_change", pchg(c("North of England", "t23"), c("North of England", "t22")))
    Q("n21", "What was the net reduction in the number of Scottish branches over 2023?", "difference",
      diff(c("Scotland", "b22"), c("Scotland", "b23")))
    Q("n21", "How many regions had more than 100 branches at the end of 2023?", "count",
      count([lab(r) for r in items(n) if val(n, r, "b23") > 100]), rule="n21-branches100")
    Q("n21", "What were counter transactions in Wales on average across the two years, in millions?", "average",
      avg([c("Wales", "t23"), c("Wales", "t22")]))
    Q("n21", "List the London and South East branch numbers for 2023 and 2022.", "list",
      lst([c("London and South East", "b23"), c("London and South East", "b22")]))

    # ---- n22 Tugwhistle: barge ton-miles
    n = N["n22"]
    c = n.c
    Q("n22", "What was revenue per ton-mile on the Illinois River system in 2022?", "lookup",
      span(c("Illinois River", "r22")))
    Q("n22", "By what percentage did ton-miles on the Ohio River change in 2023?", "percent_change",
      pchg(c("Ohio River", "t23"), c("Ohio River", "t22")))
    Q("n22", "What proportion of the barges operated at year-end 2023 were chartered in?", "ratio",
      ratio(Fact(n, "chart"), c("Total", "b")))
    Q("n22", "Lower Mississippi ton-miles, average over 2022 and 2023, in millions", "average",
      avg([c("Lower Mississippi", "t22"), c("Lower Mississippi", "t23")]))
    Q("n22", "How much did revenue per ton-mile drop on the Gulf Intracoastal Waterway in 2023 (cents)?",
      "difference", diff(c("Gulf Intracoastal Waterway", "r22"), c("Gulf Intracoastal Waterway", "r23")))

    # ---- n23 Siftgrange: flour mills
    n = N["n23"]
    c = n.c
    Q("n23", "How much wheat did the Humberhall mill process in 2023?", "lookup", span(c("Humberhall", "w23")))
    Q("n23", "What was Avonmere's capacity utilisation in 2024, i.e. wheat milled as a share of milling capacity?",
      "ratio", ratio(c("Avonmere", "w24"), c("Avonmere", "cap")))
    Q("n23", "Adding the flour bought in from third parties, how much flour did Siftgrange sell in 2024 ('000 "
             "tonnes)?", "sum", total([c("Total", "f24"), Fact(n, "bought")]))
    Q("n23", "How much more flour did Trentside sell in 2024 than in 2023, in thousand tonnes?", "difference",
      diff(c("Trentside", "f24"), c("Trentside", "f23")))
    Q("n23", "What was the % change in total wheat milled in 2024?", "percent_change",
      pchg(c("Total", "w24"), c("Total", "w23")), extra_tags=["nil_dash"])

    # ---- n24 Herdwell: vaccine doses
    n = N["n24"]
    c = n.c
    Q("n24", "What percentage of 2022 doses were for swine?", "lookup", span(c("Swine", "p22")))
    Q("n24", "By what percentage did aquaculture doses grow in 2023?", "percent_change",
      pchg(c("Aquaculture", "d23"), c("Aquaculture", "d22")))
    Q("n24", "By how many percentage points did the companion animals share of doses change between 2022 and 2023?",
      "difference", diff(c("Companion animals", "p23"), c("Companion animals", "p22")))
    Q("n24", "average cattle doses 2022 and 2023, millions", "average",
      avg([c("Cattle", "d22"), c("Cattle", "d23")]))
    Q("n24", "What were the poultry dose volumes in 2022 and 2023?", "list",
      lst([c("Poultry", "d22"), c("Poultry", "d23")]))
    Q("n24", "How many doses of equine vaccines did Herdwell sell in 2023?", "unanswerable", none(),
      absent=["equine", "horse"])

    # ---- n25 Veradine: loss of exclusivity
    n = N["n25"]
    c = n.c
    first = min(items(n, lambda r: val(n, r, "loe").isdigit()), key=lambda r: int(val(n, r, "loe")))
    Q("n25", "Which product is expected to be the first to lose exclusivity?", "lookup", text(lab(first)),
      extra_tags=["comparison", "footnote"], rule="n25-firstloe")
    Q("n25", "What were Nephrasol's net sales in 2022?", "lookup", span(c("Nephrasol", "s22")))
    sel = items(n, lambda r: val(n, r, "loe") in ("2026", "2027"))
    Q("n25", "What were 2023 net sales, in aggregate, of the products expected to lose exclusivity in 2026 or 2027? "
             "Answer in US$ millions.", "sum", total([c(r.key, "s23") for r in sel]), rule="n25-loe2627")
    Q("n25", "How fast did Pulmadex sales grow in 2023, in percent?", "percent_change",
      pchg(c("Pulmadex", "s23"), c("Pulmadex", "s22")))
    Q("n25", "When is Ostravue expected to lose exclusivity?", "lookup", text(val(n, n.row("Ostravue"), "loe")),
      rule="n25-ostravue")
    Q("n25", "By how much did Ostravue's net sales fall in 2023 ($m)?", "difference",
      diff(c("Ostravue", "s22"), c("Ostravue", "s23")))

    # ---- n26 Boxhaven: container fleet
    n = N["n26"]
    c = n.c
    Q("n26", "How many TEU of refrigerated containers did Boxhaven manage for third-party investors at the end of "
             "2022?", "lookup", span(c("M/Refrigerated containers", "y22")))
    Q("n26", "By how much did the owned dry container fleet grow in 2023? Answer in thousand TEU.", "difference",
      diff(c("O/Dry containers", "y23"), c("O/Dry containers", "y22")))
    Q("n26", "What share of the total fleet at the end of 2023 was owned?", "ratio",
      ratio(c("O/Total", "y23"), c("Total fleet", "y23")))
    Q("n26", "How many percentage points did average utilization of refrigerated containers fall in 2023?",
      "difference", diff(c("U/Refrigerated containers", "y22"), c("U/Refrigerated containers", "y23")))
    Q("n26", "Give the average utilization of special and tank containers for 2023 and 2022.", "list",
      lst([c("U/Special and tank containers", "y23"), c("U/Special and tank containers", "y22")]))
    Q("n26", "What was the managed fleet on average across the two year ends, in thousand TEU?", "average",
      avg([c("M/Total", "y23"), c("M/Total", "y22")]))

    # ---- n27 Suddsley: car washes
    n = N["n27"]
    c = n.c
    Q("n27", "How many Wash Club members did Suddsley have in Texas at the end of 2022?", "lookup",
      span(c("Texas", "m22")))
    w, s = c("Total", "w23"), Fact(n, "club")
    Q("n27", "After applying the Wash Club share given in the text, how many of the car washes sold in 2023 were "
             "bought by members? Answer in thousands.", "arithmetic_other",
      other(w.value * s.value / 100, f"{w.fig} * {s.fig}%", [w, s], None, md.K))
    Q("n27", "What was the average number of West locations across 2022 and 2023?", "average",
      avg([c("West", "l22"), c("West", "l23")]))
    Q("n27", "Total Wash Club membership growth in 2023 (%)", "percent_change",
      pchg(c("Total", "m23"), c("Total", "m22")))
    Q("n27", "Wash Club members in the West, 2022 and 2023?", "list", lst([c("West", "m22"), c("West", "m23")]))

    # ---- n28 Pinfallow: bowling centres
    n = N["n28"]
    c = n.c
    Q("n28", "What was like-for-like sales growth in Scotland in 2024?", "lookup", span(c("Scotland", "lfl")))
    Q("n28", "How many lanes does Pinfallow operate in the Midlands?", "lookup", span(c("Midlands", "la")))
    Q("n28", "By what percentage did revenue per lane in the South increase in 2024?", "percent_change",
      pchg(c("South", "r24"), c("South", "r23")))
    Q("n28", "What was the Midlands' average revenue per lane across 2023 and 2024? Answer in \u00a3 thousands.",
      "average", avg([c("Midlands", "r23"), c("Midlands", "r24")]))
    Q("n28", "How much higher was revenue per lane in Wales in 2024 than in 2023 (\u00a3'000)?", "difference",
      diff(c("Wales", "r24"), c("Wales", "r23")))
    Q("n28", "Which English regions achieved like-for-like sales growth above 4%?", "list",
      lst_text([lab(r) for r in section(n, "England") if val(n, r, "lfl") > 4]), rule="n28-lfl4")

    # ---- n29 Alarmwick: alarm monitoring
    n = N["n29"]
    c = n.c
    Q("n29", "What was commercial recurring monthly revenue in 2021?", "lookup", span(c("R/Commercial", "y21")))
    Q("n29", "What was the average number of residential subscribers over 2021-2023? Answer in thousands.", "average",
      avg([c("S/Residential", k) for k in ("y21", "y22", "y23")]))
    Q("n29", "By how much did the annualized attrition rate improve from 2022 to 2023?", "difference",
      diff(c("A/rate", "y22"), c("A/rate", "y23")))
    Q("n29", "What was average RMR per residential subscriber at the end of 2023, in dollars per month?", "ratio",
      ratio(c("R/Residential", "y23"), c("S/Residential", "y23"), percent=False, nmul=THOUSAND))
    Q("n29", "How much did total subscribers grow in 2023, percentage-wise?", "percent_change",
      pchg(c("S/Total", "y23"), c("S/Total", "y22")))

    # ---- n30 Threadmere: textile services
    n = N["n30"]
    c = n.c
    Q("n30", "How many garments did Threadmere have in service for food processing customers at the end of 2023?",
      "lookup", span(c("Food processing", "g23")))
    Q("n30", "How much more linen did hospitality customers send for processing in 2024 than in 2023, in thousand "
             "tonnes?", "difference", diff(c("Hospitality", "t24"), c("Hospitality", "t23")))
    Q("n30", "average healthcare linen processed over the two years ('000 tonnes)", "average",
      avg([c("Healthcare", "t23"), c("Healthcare", "t24")]))
    Q("n30", "Which markets are served by more than 10 plants?", "list",
      lst_text([lab(r) for r in items(n) if val(n, r, "pl") > 10]), rule="n30-plants10")
    Q("n30", "How many markets processed more than 10 thousand tonnes of linen in 2024?", "count",
      count([lab(r) for r in items(n) if val(n, r, "t24") > 10]), rule="n30-linen10")
    Q("n30", "How many garments does Threadmere have in service for automotive plants?", "unanswerable", none(),
      absent=["automotive"])
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
