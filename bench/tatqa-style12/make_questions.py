"""tatqa-style12: build questions.jsonl from the notes of make_docs.py.

    /work/main/.venv/bin/python bench/tatqa-style12/make_questions.py

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

SOURCE = "tatqa-style12"
PREFIX = "t12-"
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


def res(x: Decimal, ops, percent=False):
    """(value, raw): an exact result keeps the operands' decimals, else half-up to max(2, operands' decimals).
    A percent change or a percentage ratio is a new quantity: exact, or half-up to 2 decimals."""
    d = 0 if percent else max([decs(o) for o in ops] + [0])
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


def ratio(nums, dens, percent=True, unit=None, scale=None, nmul=None, dmul=None):
    """sum(nums) [* nmul] / (sum(dens) [* dmul]) (x 100 when percent)."""
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
    if dmul:
        bot, btxt = bot * dmul.value, f"({btxt} * {dmul.fig})"
        extra.append(dmul)
    r = top / bot * (100 if percent else 1)
    v, raw = res(r, nums + dens, percent=percent)
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
LAYOUT_TAGS = ("year_band", "amount_pct_band", "bold_section_rows", "section_titles_large", "current_year_right",
               "scale_in_caption", "section_scale")


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

    # ---- n01 Harnbrook: student beds
    n = N["n01"]
    c = n.c
    Q("n01", "What was the average weekly rent in Bristol in 2022/23?", "lookup", span(c("Bristol", "r23")))
    Q("n01", "By what percentage did Harnbrook's total bed count grow between 2022/23 and 2023/24?",
      "percent_change", pchg(c("Total portfolio", "b24"), c("Total portfolio", "b23")))
    Q("n01", "How many percentage points did occupancy in Glasgow improve year on year?", "difference",
      diff(c("Glasgow", "o24"), c("Glasgow", "o23")))
    Q("n01", "If the Leeds beds now under construction were added to its 2023/24 beds, how many beds would Leeds "
             "have?", "sum", total([c("Leeds", "b24"), Fact(n, "dev")]))
    Q("n01", "Which cities were at least 99% occupied in 2023/24?", "list",
      lst_text([lab(r) for r in items(n) if val(n, r, "o24") >= 99]), rule="n01-occ99")
    Q("n01", "What was the occupancy rate of Harnbrook's Birmingham properties in 2023/24?", "unanswerable", none(),
      absent=["Birmingham"])

    # ---- n02 Auldmere: senior housing
    n = N["n02"]
    c = n.c
    Q("n02", "What was average occupancy in memory care in 2022?", "lookup", span(c("MC/occ", "y22")))
    Q("n02", "What were the numbers of assisted living communities at the end of 2023 and 2022?", "list",
      lst([c("AL/com", "y23"), c("AL/com", "y22")]), extra_tags=["repeated_row_label"])
    Q("n02", "By what percentage did assisted living RevPOR rise in 2023?", "percent_change",
      pchg(c("AL/revpor", "y23"), c("AL/revpor", "y22")))
    Q("n02", "how many more independent living units than assisted living units were there at end of 2023",
      "difference", diff(c("IL/units", "y23"), c("AL/units", "y23")))
    Q("n02", "What was memory care RevPOR on average over 2022 and 2023?", "average",
      avg([c("MC/revpor", "y23"), c("MC/revpor", "y22")]))
    u, o = c("MC/units", "y23"), c("MC/occ", "y23")
    Q("n02", "Applying the 2023 average occupancy to the memory care unit count, how many memory care units were "
             "occupied on average?", "arithmetic_other", other(u.value * o.value / 100, f"{u.fig} * {o.fig}%", [u, o]))

    # ---- n03 Fairlinn: golf rounds
    n = N["n03"]
    c = n.c
    Q("n03", "How many rounds were played at Ashvale Creek in 2022?", "lookup", span(c("Ashvale Creek", "r22")))
    Q("n03", "By how many rounds did the total rise in 2023? Answer in thousands.", "difference",
      diff(c("Total", "r23"), c("Total", "r22")))
    Q("n03", "Average green fee revenue per round at Merrowfield National across 2022 and 2023?", "average",
      avg([c("Merrowfield National", "g22"), c("Merrowfield National", "g23")]))
    both = items(n, lambda r: r.vals[0] is not None)
    Q("n03", "Of the courses open in both years, how many had fewer rounds played in 2023 than in 2022?", "count",
      count([lab(r) for r in both if r.vals[1] < r.vals[0]]), extra_tags=["nil_dash"], rule="n03-fewer")
    top = max(items(n), key=lambda r: val(n, r, "g23"))
    Q("n03", "Which course earned the highest green fee revenue per round in 2023?", "lookup", text(lab(top)),
      extra_tags=["comparison"], rule="n03-topfee")
    Q("n03", "How many rounds were played at Heathercombe Links in 2023?", "unanswerable", none(),
      absent=["Heathercombe"])

    # ---- n04 Cobblehaven: marinas
    n = N["n04"]
    c = n.c
    Q("n04", "How many dry storage spaces does the Osprey Sound marina have?", "lookup", span(c("Osprey Sound", "dry")))
    Q("n04", "What was the change in Sunreach Bay's average occupancy from 2022 to 2023, in percentage points?",
      "difference", diff(c("Sunreach Bay", "o23"), c("Sunreach Bay", "o22")))
    Q("n04", "Which of the marinas are located in the Carolinas?", "list",
      lst_text([lab(r) for r in section(n, "Carolinas")]), rule="n04-carolinas")
    Q("n04", "Including the municipal marinas it manages, how many wet slips does Cobblehaven operate in total?",
      "sum", total([c("Total portfolio", "wet"), Fact(n, "mgd")]))
    Q("n04", "mean of Keelstone Point occupancy, 2022 and 2023", "average",
      avg([c("Keelstone Point", "o22"), c("Keelstone Point", "o23")]))

    # ---- n05 Frostmantle: cold storage
    n = N["n05"]
    c = n.c
    Q("n05", "What was economic occupancy in the Southeast in 2022?", "lookup", span(c("Southeast", "eo22")))
    Q("n05", "Year-over-year growth in total throughput pallets, %?", "percent_change",
      pchg(c("Total", "tp23"), c("Total", "tp22")))
    Q("n05", "How many more pallet positions does the Midwest have than the West? Answer in thousands.",
      "difference", diff(c("Midwest", "pp"), c("West", "pp")))
    Q("n05", "Please give the West region's throughput pallets for 2023 and 2022.", "list",
      lst([c("West", "tp23"), c("West", "tp22")]))
    Q("n05", "What was 2023 rent and storage revenue per pallet position, in dollars?", "ratio",
      ratio(Fact(n, "rent"), c("Total", "pp"), percent=False, nmul=THOUSAND))

    # ---- n06 Grangeholt: shell eggs
    n = N["n06"]
    c = n.c
    Q("n06", "What percentage of the dozens sold in fiscal 2023 were cage-free eggs?", "lookup",
      span(c("Cage-free", "p23")))
    Q("n06", "By what percentage did cage-free dozens sold increase in fiscal 2024?", "percent_change",
      pchg(c("Cage-free", "d24"), c("Cage-free", "d23")))
    Q("n06", "How much did the conventional share of total dozens sold change between fiscal 2023 and fiscal 2024, "
             "in percentage points?", "difference", diff(c("Conventional", "p24"), c("Conventional", "p23")))
    Q("n06", "What was the percentage change in the net average selling price per dozen from fiscal 2023 to "
             "fiscal 2024?", "percent_change", pchg(Fact(n, "nasp24"), Fact(n, "nasp23")))
    Q("n06", "Excluding conventional eggs, how many dozens were sold in aggregate in fiscal 2024? Answer in thousands "
             "of dozens.", "sum",
      total([c(a, "d24") for a in ("Cage-free", "Free-range", "Pasture-raised", "Organic")]))
    Q("n06", "organic eggs dozens sold, average of fiscal 2023 and 2024", "average",
      avg([c("Organic", "d23"), c("Organic", "d24")]))

    # ---- n07 Pellethurst: pellets
    n = N["n07"]
    c = n.c
    Q("n07", "What is the nameplate capacity of the Tamsett plant?", "lookup", span(c("Tamsett, Louisiana", "cap")))
    Q("n07", "How much more did Ardenford produce than Holloway Creek in 2023 ('000 tonnes)?", "difference",
      diff(c("Ardenford, Georgia", "p23"), c("Holloway Creek, Mississippi", "p23")))
    Q("n07", "What proportion of 2023 shipments went to UK power stations?", "ratio",
      ratio(Fact(n, "uk"), Fact(n, "ship")))
    Q("n07", "How did Greywick's output change in percentage terms in 2023?", "percent_change",
      pchg(c("Greywick, Alabama", "p23"), c("Greywick, Alabama", "p22")))
    Q("n07", "What was the average 2023 utilisation of the Ardenford and Holloway Creek plants?", "average",
      avg([c("Ardenford, Georgia", "u23"), c("Holloway Creek, Mississippi", "u23")]))
    Q("n07", "How many tonnes of pellets did the Fenmarsh, Virginia plant produce in 2023?", "unanswerable", none(),
      absent=["Fenmarsh", "Virginia"])

    # ---- n08 Vellacrest: cement
    n = N["n08"]
    c = n.c
    Q("n08", "What was the percentage change in cement volumes sold in Morocco?", "lookup", span(c("Morocco", "cc")))
    Q("n08", "By how much did ready-mix concrete volumes in Spain change in 2023 (million m\u00b3)?", "difference",
      diff(c("Spain", "r23"), c("Spain", "r22")))
    Q("n08", "Average cement volume in T\u00fcrkiye over 2022 and 2023?", "average",
      avg([c("T\u00fcrkiye", "c22"), c("T\u00fcrkiye", "c23")]))
    Q("n08", "In which countries did Vellacrest sell less cement in 2023 than in 2022?", "list",
      lst_text([lab(r) for r in items(n) if val(n, r, "c23") < val(n, r, "c22")]), rule="n08-cementdown")
    Q("n08", "Adding the clinker exports, how many million tonnes of cement and clinker did the Group sell in 2023?",
      "sum", total([c("Total", "c23"), Fact(n, "clk")]))
    Q("n08", "cement volume % change for Spain and for Tunisia", "list", lst([c("Spain", "cc"), c("Tunisia", "cc")]))

    # ---- n09 Kesterlyne: LNG
    n = N["n09"]
    c = n.c
    Q("n09", "How many cargoes were loaded from Train 3 in 2022?", "lookup", span(c("Train 3", "c22")))
    Q("n09", "By what percentage did total LNG production grow in 2023?", "percent_change",
      pchg(c("Total", "p23"), c("Total", "p22")))
    Q("n09", "What share of the cargoes loaded in 2023 were sold spot or short-term?", "ratio",
      ratio(Fact(n, "spot"), c("Total", "c23")))
    Q("n09", "How many more cargoes did Train 2 load in 2023 compared to 2022?", "difference",
      diff(c("Train 2", "c23"), c("Train 2", "c22")))
    Q("n09", "Train 1 production: 2022 and 2023 figures, please.", "list", lst([c("Train 1", "p22"), c("Train 1", "p23")]))
    Q("n09", "What was Train 1's average annual output over the two years (million tonnes)?", "average",
      avg([c("Train 1", "p22"), c("Train 1", "p23")]))

    # ---- n10 Brindlewater: gas storage
    n = N["n10"]
    c = n.c
    Q("n10", "What is the maximum withdrawal capability of Pennock Salt?", "lookup", span(c("Pennock Salt", "wd")))
    Q("n10", "Marston Field working gas capacity net of contracted firm capacity, in Bcf?", "difference",
      diff(c("Marston Field", "wg"), c("Marston Field", "con")))
    Q("n10", "By how many percentage points did the contracted share at Ellerby Reservoir change from 2022 to 2023?",
      "difference", diff(c("Ellerby Reservoir", "p23"), c("Ellerby Reservoir", "p22")))
    Q("n10", "How many facilities were less than 85% contracted in 2023?", "count",
      count([lab(r) for r in items(n) if val(n, r, "p23") < 85]), rule="n10-under85")
    full = [lab(r) for r in section(n, "Depleted reservoir facilities") if val(n, r, "p22") == 100]
    assert len(full) == 1
    Q("n10", "Which depleted reservoir facility was fully contracted in 2022?", "lookup", text(full[0]),
      extra_tags=["comparison"], rule="n10-full22")
    Q("n10", "avg % contracted 2022 for the three salt cavern facilities", "average",
      avg([c(r.key, "p22") for r in section(n, "Salt cavern facilities")]))

    # ---- n11 Varmholt: district heating
    n = N["n11"]
    c = n.c
    Q("n11", "How many buildings were connected to the Lind\u00e5sen network in 2022?", "lookup",
      span(c("Lind\u00e5sen", "b22")))
    Q("n11", "year-over-year change in total heat delivered, in percent", "percent_change",
      pchg(c("Total", "h23"), c("Total", "h22")))
    Q("n11", "What share of the heat delivered in 2023 came from recovered data-centre waste heat?", "ratio",
      ratio(Fact(n, "wh"), c("Total", "h23")))
    Q("n11", "How many more buildings were connected across all networks at the end of 2023 than a year earlier?",
      "difference", diff(c("Total", "b23"), c("Total", "b22")), extra_tags=["nil_dash"])
    Q("n11", "What was the average heat deliverd by the Tallmora network over 2022 and 2023, in GWh?", "average",
      avg([c("Tallmora", "h22"), c("Tallmora", "h23")]))
    Q("n11", "How much heat did the Uppsala network deliver in 2023?", "unanswerable", none(), absent=["Uppsala"])

    # ---- n12 Thrushcombe: claims
    n = N["n12"]
    c = n.c
    Q("n12", "What was collision claim severity in 2022?", "lookup", span(c("Collision", "s22")))
    Q("n12", "By what percentage did bodily injury severity increase in 2023?", "percent_change",
      pchg(c("Bodily injury", "s23"), c("Bodily injury", "s22")))
    Q("n12", "What was the change in comprehensive claim frequency from 2022 to 2023?", "difference",
      diff(c("Comprehensive", "f23"), c("Comprehensive", "f22")), extra_tags=["footnote"])
    f, e = c("Collision", "f23"), Fact(n, "ecy23")
    Q("n12", "Based on the claim frequency and earned car years, how many collision claims does that imply for "
             "2023?", "arithmetic_other",
      other(f.value * e.value / 100, f"{f.fig} * {e.fig} / 100", [f, e]), extra_tags=["footnote"])
    Q("n12", "Which coverages had an average severity above $6,000 in 2023?", "list",
      lst_text([lab(r) for r in items(n) if val(n, r, "s23") > 6000]), rule="n12-sev6000")
    Q("n12", "Average property damage severity over the two years?", "average",
      avg([c("Property damage", "s23"), c("Property damage", "s22")]))

    # ---- n13 Quillstead: card metrics
    n = N["n13"]
    c = n.c
    Q("n13", "What was the 30+ day delinquency rate in 2022?", "lookup", span(c("30+ day delinquency rate", "y22")))
    Q("n13", "Purchase volume growth in 2023, %", "percent_change",
      pchg(c("Purchase volume", "y23"), c("Purchase volume", "y22")))
    Q("n13", "What were net charge-offs on average per year from 2021 through 2023?", "average",
      avg([c("Net charge-offs", k) for k in ("y21", "y22", "y23")]))
    Q("n13", "By how much did the net charge-off rate rise between 2021 and 2023, in percentage points?",
      "difference", diff(c("Net charge-off rate", "y23"), c("Net charge-off rate", "y21")))
    Q("n13", "List period-end loans for 2021, 2022 and 2023.", "list",
      lst([c("Period-end loans", k) for k in ("y21", "y22", "y23")]))

    # ---- n14 Sembrawa: microfinance
    n = N["n14"]
    c = n.c
    Q("n14", "What percentage of the loan book was in the Central region at 31 December 2022?", "lookup",
      span(c("Central", "s22")))
    Q("n14", "By what percentage did the gross loan portfolio in Rift Valley grow in 2023?", "percent_change",
      pchg(c("Rift Valley", "a23"), c("Rift Valley", "a22")))
    Q("n14", "What was the average loan balance per active borrower at the end of 2023? Give it in thousands of "
             "Kenya shillings.", "ratio",
      ratio(c("Total", "a23"), Fact(n, "ab23"), percent=False, scale=md.K, nmul=THOUSAND))
    Q("n14", "How much did PAR > 30 days change for the Coast region in 2023, in percentage points?", "difference",
      diff(c("Coast", "par23"), c("Coast", "par22")))
    Q("n14", "Nairobi's share of the portfolio, averaged across the two year ends?", "average",
      avg([c("Nairobi", "s23"), c("Nairobi", "s22")]))

    # ---- n15 Larkbarrow: brokerage
    n = N["n15"]
    c = n.c
    dart = "Daily average revenue trades (DARTs, in thousands)"
    Q("n15", "How many net new funded accounts did Larkbarrow add in 2021?", "lookup",
      span(c("Net new funded accounts", "y21")))
    Q("n15", "What was the percentage change in DARTs from 2022 to 2023?", "percent_change",
      pchg(c(dart, "y23"), c(dart, "y22")))
    Q("n15", "Average total client assets over 2021-2023, in billions?", "average",
      avg([c("Total client assets", k) for k in ("y21", "y22", "y23")]))
    Q("n15", "What were margin loans as a percentage of total client assets in 2021?", "ratio",
      ratio(c("Margin loans", "y21"), c("Total client assets", "y21")))
    Q("n15", "How much more in net new assets did clients bring in during 2023 than in 2022?", "difference",
      diff(c("Net new assets", "y23"), c("Net new assets", "y22")))

    # ---- n16 Skeldrake: helicopters
    n = N["n16"]
    c = n.c
    Q("n16", "How many aircraft were in the Norwegian search and rescue fleet at 31 March 2024?", "lookup",
      span(c("S/Norway", "a24")))
    Q("n16", "What was oil and gas revenue per flight hour in the year to March 2024? Answer in \u00a3 thousands.",
      "ratio", ratio(Fact(n, "ogrev"), c("Total oil and gas", "h24"), percent=False, scale=md.K, nmul=THOUSAND))
    Q("n16", "Percentage change in Brazil's oil and gas flight hours?", "percent_change",
      pchg(c("O/Brazil", "h24"), c("O/Brazil", "h23")))
    Q("n16", "How many fewer oil and gas flight hours were flown in Nigeria in FY2024 than in FY2023?", "difference",
      diff(c("O/Nigeria", "h23"), c("O/Nigeria", "h24")))
    Q("n16", "Give the total search and rescue flight hours for both years.", "list",
      lst([c("Total search and rescue", "h24"), c("Total search and rescue", "h23")]))

    # ---- n17 Hoistvale: elevators
    n = N["n17"]
    c = n.c
    Q("n17", "How many new installation units were ordered in the Americas in 2022?", "lookup",
      span(c("Americas", "n22")))
    Q("n17", "What was the year-over-year percentage change in new installation orders in China?", "percent_change",
      pchg(c("China", "n23"), c("China", "n22")))
    Q("n17", "By how many units did the total service portfolio grow in 2023? (thousands)", "difference",
      diff(c("Total", "u23"), c("Total", "u22")))
    Q("n17", "How many modernisation orders did Hoistvale receive in Asia-Pacific excluding China in 2023?",
      "lookup", span(c("Asia-Pacific excluding China", "m23")))
    Q("n17", "Which regions booked more new installation orders in 2023 than in 2022?", "list",
      lst_text([lab(r) for r in items(n) if val(n, r, "n23") > val(n, r, "n22")]), rule="n17-nup")

    # ---- n18 Corrandale: tyres
    n = N["n18"]
    c = n.c
    Q("n18", "What was the percentage change in replacement tyre units sold in Europe?", "lookup",
      span(c("R/Europe", "ch")))
    Q("n18", "How many fewer replacement tyres did Corrandale sell in Europe in 2023 than in 2022, in millions?",
      "difference", diff(c("R/Europe", "y22"), c("R/Europe", "y23")))
    Q("n18", "What proportion of total 2023 tyre units were sold as original equipment?", "ratio",
      ratio(c("Total original equipment", "y23"), c("Total tyre units", "y23")))
    t, s = c("Total replacement", "y23"), Fact(n, "r18")
    Q("n18", "Applying the share of 18-inch-and-above tyres, how many such replacement tyres were sold in 2023? Answer "
             "in millions.",
      "arithmetic_other", other(t.value * s.value / 100, f"{t.fig} * {s.fig}%", [t, s], None, md.M))
    Q("n18", "average OE units in Asia-Pacific, 2022 and 2023", "average",
      avg([c("O/Asia-Pacific", "y22"), c("O/Asia-Pacific", "y23")]))

    # ---- n19 Marlweather: boats
    n = N["n19"]
    c = n.c
    Q("n19", "What were net sales per unit for Wakefin boats in fiscal 2023?", "lookup", span(c("Wakefin", "s23")))
    Q("n19", "Percentage change in total unit shipments from fiscal 2023 to fiscal 2024?", "percent_change",
      pchg(c("Total", "u24"), c("Total", "u23")))
    Q("n19", "By how many units did dealer inventory decrease during fiscal 2024?", "difference",
      diff(Fact(n, "di23"), Fact(n, "di24")))
    Q("n19", "On average, how many Lakecrest boats were shipped per year across fiscal 2023 and 2024?", "average",
      avg([c("Lakecrest", "u23"), c("Lakecrest", "u24")]))
    Q("n19", "How many boats were shipped under the Tidewend brand in its first year?", "lookup",
      span(c("Tidewend(1)", "u24")), extra_tags=["footnote"])
    Q("n19", "How many Sternhaven boats were shipped in fiscal 2024?", "unanswerable", none(), absent=["Sternhaven"])

    # ---- n20 Turbinec: shop visits
    n = N["n20"]
    c = n.c
    wb = "Widebody"
    Q("n20", "What was the average turnaround time for widebody engine shop visits in 2022, in days?", "lookup",
      span(c(wb, "t22")), extra_tags=["footnote"])
    Q("n20", "How much did new-generation narrowbody shop visits grow in 2023, in percent?", "percent_change",
      pchg(c("Narrowbody \u2013 new generation", "v23"), c("Narrowbody \u2013 new generation", "v22")))
    Q("n20", "What was the average revenue per widebody engine shop visit in 2023? Answer in \u00a3 million.", "ratio",
      ratio(c(wb, "rev"), c(wb, "v23"), percent=False, scale=md.M))
    Q("n20", "How many APU shop visits were performed in 2023 in aggregate?", "sum",
      total([c("Narrowbody APUs", "v23"), c("Widebody APUs", "v23")]))
    Q("n20", "By how many days did the turnaround for regional jet engines shorten in 2023?", "difference",
      diff(c("Regional jet", "t22"), c("Regional jet", "t23")), extra_tags=["footnote"])
    Q("n20", "Mean shop visits for current-generation narrowbody engines, 2022 and 2023?", "average",
      avg([c("Narrowbody \u2013 current generation", "v22"), c("Narrowbody \u2013 current generation", "v23")]))

    # ---- n21 Northmoss: cannabis
    n = N["n21"]
    c = n.c
    Q("n21", "What was the cultivation cost per gram harvested in fiscal 2023?", "lookup",
      span(c("Cultivation cost per gram harvested", "f23")))
    Q("n21", "By what percentage did pre-roll kilograms sold increase in fiscal 2024?", "percent_change",
      pchg(c("Pre-rolls", "f24"), c("Pre-rolls", "f23")))
    Q("n21", "What is left of the fiscal 2024 harvest after deducting the kilograms sold that year?", "difference",
      diff(c("Kilograms harvested", "f24"), c("Total kilograms sold", "f24")))
    Q("n21", "kilograms harvested fiscal 2024", "lookup", span(c("Kilograms harvested", "f24")))
    Q("n21", "kilograms of vapes and extracts sold in fiscal 2023 and fiscal 2024", "list",
      lst([c("Vapes and extracts", "f23"), c("Vapes and extracts", "f24")]))
    Q("n21", "What was the average net selling price per gram across the two fiscal years?", "average",
      avg([c("Average net selling price per gram", "f23"), c("Average net selling price per gram", "f24")]))

    # ---- n22 Brookhallow: communities
    n = N["n22"]
    c = n.c
    Q("n22", "What was occupancy at Brookhallow's Michigan RV resorts in 2022?", "lookup", span(c("RV/Michigan", "o22")))
    Q("n22", "How many percentage points did occupancy at the Texas manufactured housing communities improve in "
             "2023?", "difference", diff(c("MH/Texas", "o23"), c("MH/Texas", "o22")))
    Q("n22", "Including transient sites, how many RV sites did Brookhallow have at the end of 2023?", "sum",
      total([c("RV/total", "sites"), Fact(n, "tr")]))
    Q("n22", "Which states had manufactured housing occupancy of at least 95% in 2023?", "list",
      lst_text([lab(r) for r in section(n, "Manufactured housing") if val(n, r, "o23") >= 95]), rule="n22-mh95")
    Q("n22", "Average occupancy of the Arizona manufactured housing communities across 2022 and 2023?", "average",
      avg([c("MH/Arizona", "o22"), c("MH/Arizona", "o23")]))
    Q("n22", "How many manufactured housing communities does Brookhallow own in Georgia?", "unanswerable", none(),
      absent=["Georgia"])

    # ---- n23 Wexmoorfield: shopping centres
    n = N["n23"]
    c = n.c
    Q("n23", "What were tenant sales at The Quarry Walk in 2022?", "lookup", span(c("The Quarry Walk", "s22")))
    Q("n23", "By what percentage did total footfall change in 2023?", "percent_change",
      pchg(c("Total", "f23"), c("Total", "f22")))
    f23, f22, b = c("Eastgate Crossing", "f23"), c("Eastgate Crossing", "f22"), Fact(n, "bench")
    Q("n23", "By how many percentage points did Eastgate Crossing's footfall growth beat the national benchmark in "
             "2023?", "arithmetic_other",
      other((f23.value - f22.value) / f22.value * 100 - b.value, f"({f23.fig} - {f22.fig}) / {f22.fig} * 100 - {b.fig}",
            [f23, f22, b], "%", 1))
    Q("n23", "How many centres had higher occupancy in 2023 than in 2022?", "count",
      count([lab(r) for r in items(n) if val(n, r, "o23") > val(n, r, "o22")]), rule="n23-occup")
    Q("n23", "Millbourne Centre tenant sales - two-year average (\u00a3m)", "average",
      avg([c("Millbourne Centre", "s22"), c("Millbourne Centre", "s23")]))

    # ---- n24 Cropwyn: farmland
    n = N["n24"]
    c = n.c
    Q("n24", "How many acres of rice farms did Cropwyn own at the end of 2022?", "lookup", span(c("Rice", "a22")))
    Q("n24", "What is the annual base rent per acre for permanent crops, in dollars?", "ratio",
      ratio(c("Permanent crops (tree nuts)", "abr"), c("Permanent crops (tree nuts)", "a23"), percent=False,
            nmul=THOUSAND))
    Q("n24", "How did the row crops share of total acres change between 2022 and 2023, in percentage points?",
      "difference", diff(c("Row crops (corn and soybeans)", "p23"), c("Row crops (corn and soybeans)", "p22")))
    Q("n24", "% change in vegetable acreage, 2022 to 2023", "percent_change",
      pchg(c("Vegetables", "a23"), c("Vegetables", "a22")))
    Q("n24", "What were the total acres owned at the end of 2023 and 2022?", "list",
      lst([c("Total", "a23"), c("Total", "a22")]))

    # ---- n25 Callowmead: pharmacy
    n = N["n25"]
    c = n.c
    Q("n25", "What was the generic dispensing rate for mail order in 2021?", "lookup", span(c("G/Mail order", "y21")))
    Q("n25", "By what percentage did retail pharmacy prescriptions grow in 2023?", "percent_change",
      pchg(c("P/Retail pharmacy", "y23"), c("P/Retail pharmacy", "y22")))
    Q("n25", "How many fewer COVID-19 vaccinations were administered in 2023 than in 2022? Answer in millions.",
      "difference", diff(Fact(n, "v22"), Fact(n, "v23")))
    Q("n25", "three-year average revenue per prescription", "average",
      avg([c("R/all", k) for k in ("y23", "y22", "y21")]))
    Q("n25", "Could you list retail pharmacy prescriptions filled in 2021, 2022 and 2023?", "list",
      lst([c("P/Retail pharmacy", k) for k in ("y21", "y22", "y23")]))
    yrs = [h for h, ck in zip(n.heads[0][1:], ("y23", "y22", "y21")) if n.v("G/Retail pharmacy", ck) > 89]
    Q("n25", "In which years was the retail pharmacy generic dispensing rate above 89%?", "list", lst_text(yrs),
      extra_tags=["comparison", "repeated_row_label"], rule="n25-gdr89")

    # ---- n26 Verdacosta: avocados
    n = N["n26"]
    c = n.c
    Q("n26", "What was the average price per box of Peruvian avocados in fiscal 2023?", "lookup",
      span(c("Peru", "p23")))
    Q("n26", "What was the percentage change in the average price per box for Mexican avocados?", "percent_change",
      pchg(c("Mexico", "p24"), c("Mexico", "p23")))
    Q("n26", "How many boxes of California avocados were sold in fiscal 2024?", "lookup",
      span(c("California", "b24")))
    Q("n26", "How many more boxes came from Colombia in fiscal 2024 than in fiscal 2023? (thousands)", "difference",
      diff(c("Colombia", "b24"), c("Colombia", "b23")))
    Q("n26", "How many boxes of avocados from the Dominican Republic were sold in fiscal 2024?", "unanswerable",
      none(), absent=["Dominican"])

    # ---- n27 Hollowtor: wine depletions
    n = N["n27"]
    c = n.c
    Q("n27", "What percentage of FY24 depletions were Premium wine?", "lookup", span(c("Premium", "p24")))
    Q("n27", "By what percentage did total depletions change from FY23 to FY24?", "percent_change",
      pchg(c("Total depletions", "c24"), c("Total depletions", "c23")))
    Q("n27", "What proportion of FY24 luxury depletions were in Asia?", "ratio",
      ratio(Fact(n, "asia"), c("Luxury", "c24")))
    Q("n27", "How much did the Value tier's share of depletions change between FY23 and FY24, in percentage points?",
      "difference", diff(c("Value", "p24"), c("Value", "p23")))
    Q("n27", "What were Luxury depletions on average across FY23 and FY24, in thousands of cases?", "average",
      avg([c("Luxury", "c23"), c("Luxury", "c24")]))

    # ---- n28 Gatewhistle: ticketing
    n = N["n28"]
    c = n.c
    Q("n28", "What was the average ticket price for festivals in 2023?", "lookup", span(c("Festivals", "atp")))
    Q("n28", "Concert GTV growth year-over-year, %?", "percent_change", pchg(c("Concerts", "g23"), c("Concerts", "g22")))
    g, fr = c("Total", "g23"), Fact(n, "fee23")
    Q("n28", "Using the fee rate, what was ticketing fee revenue in 2023? Give it in millions of dollars.",
      "arithmetic_other", other(g.value * fr.value / 100, f"{g.fig} * {fr.fig}%", [g, fr], None, md.M))
    Q("n28", "Which event categories generated GTV of more than $3,000 million in 2023?", "list",
      lst_text([lab(r) for r in items(n) if val(n, r, "g23") > 3000]), rule="n28-gtv3000")
    Q("n28", "How much more GTV did sports generate in 2023 than in 2022 ($m)?", "difference",
      diff(c("Sports", "g23"), c("Sports", "g22")))
    Q("n28", "How many tickets did Gatewhistle sell for esports events in 2023?", "unanswerable", none(),
      absent=["esports", "e-sports"])

    # ---- n29 Acreford: seed
    n = N["n29"]
    c = n.c
    Q("n29", "What was the average net price per unit for soybeans in fiscal 2022?", "lookup",
      span(c("P/Soybeans", "f22")), extra_tags=["repeated_row_label"])
    Q("n29", "How much did corn units sold grow from fiscal 2023 to fiscal 2024, in percent?", "percent_change",
      pchg(c("U/Corn", "f24"), c("U/Corn", "f23")))
    Q("n29", "three-year average of sorghum units sold (thousands)", "average",
      avg([c("U/Sorghum", k) for k in ("f24", "f23", "f22")]))
    Q("n29", "Give alfalfa units sold in fiscal 2023 and fiscal 2022.", "list",
      lst([c("U/Alfalfa", "f23"), c("U/Alfalfa", "f22")]))
    Q("n29", "How much higher was the average net price per unit of sorghum in fiscal 2024 than in fiscal 2022?",
      "difference", diff(c("P/Sorghum", "f24"), c("P/Sorghum", "f22")))

    # ---- n30 Aerolyth: aircraft leasing
    n = N["n30"]
    c = n.c
    Q("n30", "What was the net book value of aircraft leased to North American lessees at the end of 2022?", "lookup",
      span(c("North America", "v22")))
    Q("n30", "By what percentage did the net book value of the Asia Pacific portfolio rise in 2023?",
      "percent_change", pchg(c("Asia Pacific", "v23"), c("Asia Pacific", "v22")))
    Q("n30", "What was 2023 lease revenue as a percentage of the year-end net book value of the portfolio?", "ratio",
      ratio(Fact(n, "lr"), c("Total", "v23")))
    Q("n30", "How did Latin America's share of net book value change from 2022 to 2023 (percentage points)?",
      "difference", diff(c("Latin America", "s23"), c("Latin America", "s22")))
    Q("n30", "How many regions had more aircraft at the end of 2023 than at the end of 2022?", "count",
      count([lab(r) for r in items(n) if r.vals[0] is not None and r.vals[0] > r.vals[1]]),
      extra_tags=["nil_dash"], rule="n30-moreac")
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
