"""tatqa-style15: build questions.jsonl from the notes of make_docs.py.

    /work/main/.venv/bin/python bench/tatqa-style15/make_questions.py

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

SOURCE = "tatqa-style15"
PREFIX = "t15-"
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


class Neg:
    """A cell printed in parentheses, used by its size (units released, discontinued): value and figure
    without the sign; the printed text stays as it is."""

    def __init__(self, cell):
        assert cell.value < 0, cell.text
        self.cell, self.note, self.row, self.col = cell, cell.note, cell.row, cell.col
        self.text, self.value, self.unit, self.scale = cell.text, -cell.value, cell.unit, cell.scale
        self.where = "table"

    @property
    def fig(self):
        return self.cell.fig.lstrip("-")


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
SIGNED_OK = {"percent_change", "lookup", "list", "difference"}


def footnote_match(n, pattern) -> str:
    hits = [m.group(1) for f in n.foot for m in [re.search(pattern, f)] if m]
    assert len(hits) == 1, (n.key, pattern, hits)
    return hits[0]


# ---------------------------------------------------------------------------- questions
def build():
    N = {n.key.split("-")[0]: n for n in md.notes()}
    recs, meta = [], []

    def Q(k, question, category, gold, frm=None, extra_tags=(), absent=None, rule=None, positive=False):
        n = N[k]
        ans, der, ops = gold
        if positive:
            assert ans["value"] > 0, (k, question, ans)
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

    def dec(x):
        return isinstance(x, Decimal)

    # ---- n01 Spokeharrow: bicycle shipments
    n = N["n01"]
    c = n.c
    Q("n01", "What percentage of Spokeharrow's 2023 unit shipments were gravel bikes?", "lookup",
      span(c("Gravel", "s23")))
    Q("n01", "By what percentage did shipments of electric-assist bicycles grow in 2024?", "percent_change",
      pchg(c("Electric-assist(1)", "u24"), c("Electric-assist(1)", "u23")))
    Q("n01", "How many percentage points of the unit mix did mountain bikes lose between 2023 and 2024?",
      "difference", diff(c("Mountain", "s23"), c("Mountain", "s24")), positive=True)
    Q("n01", "Dividing net sales of bicycles by total units shipped, what was the average revenue per bicycle in "
             "2024, in dollars?", "ratio",
      ratio(Fact(n, "ns24"), c("Total", "u24"), percent=False, nmul=THOUSAND))
    Q("n01", "Which bike categories shipped fewer units in 2024 than in 2023?", "list",
      lst_text([lab(r) for r in items(n) if val(n, r, "u24") < val(n, r, "u23")]), rule="n01-fewer")
    Q("n01", "How many electric scooters did Spokeharrow ship in 2024?", "unanswerable", none(),
      absent=["scooter"])

    # ---- n02 Combwarden: pollination
    n = N["n02"]
    c = n.c
    Q("n02", "What fee per colony did Combwarden charge blueberry growers in 2024?", "lookup",
      span(c("Blueberries", "f24")))
    Q("n02", "total colony rentals 2023 and 2024", "list", lst([c("Total", "r23"), c("Total", "r24")]))
    Q("n02", "What was the average fee per colony for apple pollination across 2023 and 2024?", "average",
      avg([c("Apples", "f23"), c("Apples", "f24")]))
    Q("n02", "How much higher was the weighted average fee per colony in 2024 than in 2023?", "difference",
      diff(c("Total", "f24"), c("Total", "f23")), positive=True)

    # ---- n03 Hawsewick: harbour towage
    n = N["n03"]
    c = n.c
    Q("n03", "When did Hawsewick start towage operations in Klaipeda?", "lookup",
      text(footnote_match(n, r"Klaipeda began on (\d{1,2} \w+ \d{4})")), frm="text", extra_tags=["footnote"],
      rule="n03-klaipeda")
    Q("n03", "Towage jobs in Gdansk: percentage increase from 2023 to 2024?", "percent_change",
      pchg(c("Gdansk", "j24"), c("Gdansk", "j23")))
    Q("n03", "How many fewer towage jobs did Hawsewick perform in Hamburg in 2024 compared with 2023?",
      "difference", diff(c("Hamburg", "j23"), c("Hamburg", "j24")), positive=True)
    Q("n03", "Considering only ports served in both years, how many handled more towage jobs in 2024 than in 2023?",
      "count", count([lab(r) for r in items(n) if dec(val(n, r, "j23")) and val(n, r, "j24") > val(n, r, "j23")]),
      rule="n03-more", extra_tags=["nil_dash"])
    Q("n03", "What was Aarhus's mean revenue per job over 2023 and 2024, in euros?", "average",
      avg([c("Aarhus", "r23"), c("Aarhus", "r24")]))
    Q("n03", "Please list the number of tugs Hawsewick had in Gdansk at 31 December 2024 and 2023.", "list",
      lst([c("Gdansk", "t24"), c("Gdansk", "t23")]))

    # ---- n04 Trunkvale: wholesale voice
    n = N["n04"]
    c = n.c
    Q("n04", "What was the revenue per minute on traffic to South Asia in 2023, in US cents?", "lookup",
      span(c("South Asia", "r23")))
    Q("n04", "What was the percentage change in total minutes terminated from 2023 to 2024?", "percent_change",
      pchg(c("Total", "m24"), c("Total", "m23")))
    Q("n04", "By how many cents did revenue per minute on Europe-bound traffic fall in 2024?", "difference",
      diff(c("Europe", "r23"), c("Europe", "r24")), positive=True)
    Q("n04", "Average minutes terminated to Latin America and Caribbean over 2023 and 2024 (in millions)?",
      "average", avg([c("Latin America and Caribbean", "m23"), c("Latin America and Caribbean", "m24")]))
    Q("n04", "For which destination regions was revenue per minute higher in 2024 than in 2023?", "list",
      lst_text([lab(r) for r in items(n) if val(n, r, "r24") > val(n, r, "r23")]), rule="n04-rpmup")
    Q("n04", "By what percentage did the number of A2P SMS messages terminated increase in 2024?", "percent_change",
      pchg(Fact(n, "sms24"), Fact(n, "sms23")))

    # ---- n05 Vaultmere: records storage
    n = N["n05"]
    c = n.c
    Q("n05", "How much storage rental revenue did Vaultmere earn in Latin America in 2023?", "lookup",
      span(c("R/Latin America", "y23")))
    Q("n05", "What was the average volume stored in Europe at the end of 2022, 2023 and 2024? Answer in millions "
             "of cubic feet.", "average", avg([c("V/Europe", k) for k in ("y22", "y23", "y24")]))
    Q("n05", "How much did Asia Pacific storage rental revenue increase between 2022 and 2024?", "difference",
      diff(c("R/Asia Pacific", "y24"), c("R/Asia Pacific", "y22")), positive=True)
    Q("n05", "Give total storage rental revenue for 2024, 2023 and 2022.", "list",
      lst([c("R/total", k) for k in ("y24", "y23", "y22")]))
    Q("n05", "How many cubic feet of records did Vaultmere store in Africa at December 31, 2024?", "unanswerable",
      none(), absent=["Africa"])

    # ---- n06 Scalpridge: surgical cases
    n = N["n06"]
    c = n.c
    Q("n06", "What share of Scalpridge's 2024 cases were ophthalmology cases?", "lookup",
      span(c("Ophthalmology", "s24")))
    Q("n06", "orthopedic case growth 2023 to 2024, %", "percent_change",
      pchg(c("Orthopedics(1)", "c24"), c("Orthopedics(1)", "c23")))
    Q("n06", "What proportion of orthopedic cases in 2024 were total joint replacements?", "ratio",
      ratio(Fact(n, "tj24"), c("Orthopedics(1)", "c24")))
    Q("n06", "By how many cases did pain management volume decline in 2024?", "difference",
      diff(c("Pain management", "c23"), c("Pain management", "c24")), positive=True)
    Q("n06", "Which specialties accounted for more than 20% of cases in 2024?", "list",
      lst_text([lab(r) for r in items(n) if val(n, r, "s24") > 20]), rule="n06-over20")

    # ---- n07 Lensworth: optical retail
    n = N["n07"]
    c = n.c
    Q("n07", "How many eye examinations did Spexhaven stores in Ireland carry out in 2023?", "lookup",
      span(c("IE/Spexhaven", "e23")))
    Q("n07", "By what percentage did Spexhaven's spectacle and sunglass units in Great Britain grow in 2024?",
      "percent_change", pchg(c("GB/Spexhaven", "u24"), c("GB/Spexhaven", "u23")))
    Q("n07", "What was the average annual number of eye examinations carried out by Lensworth Opticians in Great "
             "Britain across 2023 and 2024?", "average",
      avg([c("GB/Lensworth Opticians", "e24"), c("GB/Lensworth Opticians", "e23")]))
    Q("n07", "In aggregate, how many spectacle and sunglass units did the Spexhaven banner sell across Great Britain "
             "and Ireland in 2024?", "sum", total([c("GB/Spexhaven", "u24"), c("IE/Spexhaven", "u24")]))
    Q("n07", "How many more eye examinations did the group carry out in 2024 than in 2023? Answer in thousands.",
      "difference", diff(c("Group", "e24"), c("Group", "e23")), positive=True)

    # ---- n08 Cradlevault: cord blood units
    n = N["n08"]
    c = n.c
    Q("n08", "How many new cord tissue units were stored in 2023?", "lookup", span(c("new", "t23")))
    Q("n08", "What was the net increase in cord blood units in storage during 2024?", "difference",
      diff(c("close", "b24"), c("open", "b24")), positive=True)
    Q("n08", "What was the percentage change in new cord blood units stored in 2024 compared with 2023?",
      "percent_change", pchg(c("new", "b24"), c("new", "b23")))
    Q("n08", "What percentage of the cord blood units in storage at the start of 2024 were discontinued during the "
             "year?", "ratio", ratio(Neg(c("dis", "b24")), c("open", "b24")))
    Q("n08", "How many cord blood units left storage in 2024, released and discontinued together?", "sum",
      total([Neg(c("rel", "b24")), Neg(c("dis", "b24"))]))
    Q("n08", "What were the cord tissue units in storage at the end of 2024 and 2023 respectively?", "list",
      lst([c("close", "t24"), c("close", "t23")]))

    # ---- n09 Bollworth: cotton gins
    n = N["n09"]
    c = n.c
    Q("n09", "What was the lint turnout at the Redmesa gin in the 2023/24 season?", "lookup",
      span(c("Redmesa", "l24")))
    Q("n09", "How many fewer bales did the cooperative gin in total in 2024/25 than in 2023/24?", "difference",
      diff(c("Total", "b24"), c("Total", "b25")), positive=True, extra_tags=["nil_dash"])
    b, lb = c("Total", "b25"), Fact(n, "lb")
    Q("n09", "Assuming 500 pounds of lint per bale, how many pounds of lint did the bales ginned in 2024/25 hold "
             "in total?", "arithmetic_other", other(b.value * lb.value, f"{b.fig} * {lb.fig}", [b, lb]))
    Q("n09", "How many gins ginned more bales in 2024/25 than in the previous season?", "count",
      count([lab(r) for r in items(n) if dec(val(n, r, "b25")) and val(n, r, "b25") > val(n, r, "b24")]),
      rule="n09-more", extra_tags=["nil_dash"])
    Q("n09", "Sandhaven lint turnout, mean of the two seasons?", "average",
      avg([c("Sandhaven", "l25"), c("Sandhaven", "l24")]))
    Q("n09", "crossbar gin: average bales ginned per season across the two seasons shown", "average",
      avg([c("Crossbar", "b25"), c("Crossbar", "b24")]))

    # ---- n10 Skerrymoor: quota and catch
    n = N["n10"]
    c = n.c
    Q("n10", "What was Skerrymoor's saithe quota for 2024?", "lookup", span(c("Saithe", "q24")))
    Q("n10", "Net of what was caught, how much of the 2024 haddock quota remained, in tonnes?", "difference",
      diff(c("Haddock", "q24"), c("Haddock", "c24")), positive=True)
    Q("n10", "Year-over-year change in the cod catch, in percent?", "percent_change",
      pchg(c("Cod", "c24"), c("Cod", "c23")))
    Q("n10", "What proportion of the 2024 cod catch was filleted and frozen at sea?", "ratio",
      ratio(Fact(n, "sea"), c("Cod", "c24")))
    Q("n10", "Which species did Skerrymoor fish to more than 98% of its 2024 quota?", "list",
      lst_text([lab(r) for r in items(n) if val(n, r, "u24") > 98]), rule="n10-over98")
    Q("n10", "What was the average catch of redfish in 2023 and 2024?", "average",
      avg([c("Redfish", "c23"), c("Redfish", "c24")]))

    # ---- n11 Potlinden: aluminium smelters
    n = N["n11"]
    c = n.c
    Q("n11", "What was the power consumption per tonne at the Breivang smelter in 2023?", "lookup",
      span(c("Breivang", "e23")))
    Q("n11", "By what percentage did hot metal production at Oddmark recover in 2024?", "percent_change",
      pchg(c("Oddmark", "p24"), c("Oddmark", "p23")))
    Q("n11", "Fjellvik's three-year average hot metal production, in thousands of tonnes?", "average",
      avg([c("Fjellvik", k) for k in ("p22", "p23", "p24")]))
    Q("n11", "How much did the group's weighted power consumption per tonne improve between 2022 and 2024, in MWh?",
      "difference", diff(c("Total", "e22"), c("Total", "e24")), positive=True)
    Q("n11", "Value-added products shipped from the cast houses as a percentage of total hot metal production in "
             "2024?", "ratio", ratio(Fact(n, "vap"), c("Total", "p24")))

    # ---- n12 Fissionbrook: nuclear units
    n = N["n12"]
    c = n.c
    Q("n12", "What was the capacity factor of Ellisburn Unit 2 in 2023?", "lookup", span(c("EB/Unit 2", "cf23")))
    Q("n12", "How much less electricity did Carrow Point Unit 2 generate in 2024 than in 2023, in GWh?",
      "difference", diff(c("CP/Unit 2", "g23"), c("CP/Unit 2", "g24")), positive=True)
    Q("n12", "Add up the refueling outage days of the Carrow Point units in 2023.", "sum",
      total([c("CP/Unit 1", "o23"), c("CP/Unit 3", "o23")]), extra_tags=["nil_dash"])
    Q("n12", "What was the average net generation of Ellisburn Unit 1 in 2023 and 2024?", "average",
      avg([c("EB/Unit 1", "g23"), c("EB/Unit 1", "g24")]))
    Q("n12", "How many of the five units went through a refueling outage in 2024?", "count",
      count([lab(r) for r in items(n) if dec(val(n, r, "o24"))]), rule="n12-outage24", extra_tags=["nil_dash"])
    Q("n12", "What was the capacity factor of Carrow Point Unit 4 in 2024?", "unanswerable", none(),
      absent=["Unit 4"])

    # ---- n13 Brinehallow: produced water
    n = N["n13"]
    c = n.c
    Q("n13", "How many disposal wells did Brinehallow operate in the Haynesville at the end of 2024?", "lookup",
      span(c("Haynesville", "w24")))
    Q("n13", "Delaware Basin disposal volumes: growth rate in 2024?", "percent_change",
      pchg(c("Delaware Basin", "v24"), c("Delaware Basin", "v23")))
    Q("n13", "Mean average fee per barrel in the Eagle Ford over 2023 and 2024?", "average",
      avg([c("Eagle Ford", "f23"), c("Eagle Ford", "f24")]))
    Q("n13", "Including the produced water it recycled, how much water did Brinehallow handle per day in 2024? "
             "Answer in thousands of barrels per day.", "sum", total([c("Total", "v24"), Fact(n, "recyc")]))
    Q("n13", "By how much did the average fee per barrel in the Midland Basin go down from 2023 to 2024?",
      "difference", diff(c("Midland Basin", "f23"), c("Midland Basin", "f24")), positive=True)

    # ---- n14 Sporecroft: mushrooms
    n = N["n14"]
    c = n.c
    Q("n14", "What yield did the Dromanagh farm achieve in 2023?", "lookup", span(c("IE/Dromanagh", "y23")))
    Q("n14", "How many more tonnes did the English farms produce than the Irish farms in 2024?", "difference",
      diff(c("EN/total", "p24"), c("IE/total", "p24")), positive=True)
    Q("n14", "Give Ashmoor's mushroom production for 2024 and 2023.", "list",
      lst([c("EN/Ashmoor", "p24"), c("EN/Ashmoor", "p23")]))
    Q("n14", "When did the Kettlebury farm start production (month and year)?", "lookup",
      text(footnote_match(n, r"Kettlebury started production in (\w+ \d{4})")), frm="text",
      extra_tags=["footnote"], rule="n14-kettlebury")
    Q("n14", "By what percentage did group mushroom production increase in 2024?", "percent_change",
      pchg(c("Group", "p24"), c("Group", "p23")), extra_tags=["nil_dash"])
    Q("n14", "How many tonnes of oyster mushrooms did Sporecroft harvest in 2024?", "unanswerable", none(),
      absent=["oyster"])

    # ---- n15 Tabletwick: ANDA pipeline
    n = N["n15"]
    c = n.c
    Q("n15", "How many oncology ANDAs for injectables were pending at 31 December 2024?", "lookup",
      span(c("IN/Oncology", "pend")))
    Q("n15", "What percentage of all pending ANDAs were first-to-file?", "ratio",
      ratio(c("Total", "ftf"), c("Total", "pend")))
    Q("n15", "How many more final approvals did Tabletwick receive in 2024 than in 2023?", "difference",
      diff(c("Total", "a24"), c("Total", "a23")), positive=True)
    Q("n15", "In how many oral solid therapeutic areas did approvals rise in 2024?", "count",
      count([lab(r) for r in section(n, "Oral solids") if val(n, r, "a24") > val(n, r, "a23")]), rule="n15-osup")
    Q("n15", "Pending central nervous system ANDAs, oral solids and injectables combined?", "sum",
      total([c("OS/Central nervous system", "pend"), c("IN/Central nervous system", "pend")]))
    Q("n15", "average number of approvals per year for oral solids, 2023 and 2024", "average",
      avg([c("OS/total", "a23"), c("OS/total", "a24")]))

    # ---- n16 Hailstead: crop insurance
    n = N["n16"]
    c = n.c
    Q("n16", "What was Hailstead's loss ratio in Minnesota in 2023?", "lookup", span(c("Minnesota", "lr23")))
    Q("n16", "What was the percentage change in gross premium written in Kansas from 2023 to 2024?",
      "percent_change", pchg(c("Kansas", "prem"), c("Kansas", "prem23")))
    Q("n16", "What was Iowa's average loss ratio over 2023 and 2024?", "average",
      avg([c("Iowa", "lr23"), c("Iowa", "lr24")]))
    t, s = c("Total", "prem"), Fact(n, "sub")
    Q("n16", "After the FCIC premium subsidy, how much of the 2024 gross premium did farmers pay themselves? "
             "Answer in millions.", "arithmetic_other",
      other(t.value * (100 - s.value) / 100, f"{t.fig} * (100 - {s.fig}) / 100", [t, s, HUNDRED], None, md.M))
    Q("n16", "By how many percentage points did Nebraska's loss ratio improve in 2024?", "difference",
      diff(c("Nebraska", "lr23"), c("Nebraska", "lr24")), positive=True)
    Q("n16", "In 2023, which states had loss ratios above 100%?", "list",
      lst_text([lab(r) for r in items(n) if val(n, r, "lr23") > 100]), rule="n16-over100")
    Q("n16", "What liability did Hailstead carry on policies in Missouri in 2024?", "unanswerable", none(),
      absent=["Missouri"])

    # ---- n17 Quadcourt: student loans
    n = N["n17"]
    c = n.c
    Q("n17", "What share of the loan portfolio was in forbearance at December 31, 2023?", "lookup",
      span(c("Loans in forbearance", "s23")))
    Q("n17", "How much of the portfolio in repayment was more than 60 days past due at the end of 2024? Answer in "
             "thousands.", "sum", total([c("61-90 days past due", "a24"), c("Greater than 90 days past due", "a24")]))
    Q("n17", "By what percentage did total private education loans grow during 2024?", "percent_change",
      pchg(c("Total private education loans", "a24"), c("Total private education loans", "a23")))
    Q("n17", "Of the loans in repayment at year-end 2024, what percentage were current?", "ratio",
      ratio(c("Current", "a24"), c("Total loans in repayment", "a24")))
    Q("n17", "What was the change in the share of loans in school between 2023 and 2024, in percentage points?",
      "difference", diff(c("Loans in school(1)", "s24"), c("Loans in school(1)", "s23")))
    Q("n17", "What were the balances of loans in grace period at December 31, 2024 and 2023?", "list",
      lst([c("Loans in grace period(2)", "a24"), c("Loans in grace period(2)", "a23")]))

    # ---- n18 Fathomline: subsea cables
    n = N["n18"]
    c = n.c
    Q("n18", "Which route does the Kelpline cable system run?", "lookup",
      text(val(n, n.row("Kelpline(1)"), "route")), rule="n18-kelpline")
    Q("n18", "lit capacity on Skagfjord, 2024 and 2023 (Tbps)", "list",
      lst([c("Skagfjord", "l24"), c("Skagfjord", "l23")]))
    Q("n18", "How much of Baltrim's design capacity was still unlit at the end of 2024, in Tbps?", "difference",
      diff(c("Baltrim", "des"), c("Baltrim", "l24")), positive=True)
    Q("n18", "What was the utilisation of the Ibersound system in 2024?", "lookup", span(c("Ibersound", "u24")))
    Q("n18", "What is the average length of Fathomline's five cable systems, in km?", "average",
      avg([c(r.key, "km") for r in items(n)]))

    # ---- n19 Wordhaven: translation
    n = N["n19"]
    c = n.c
    Q("n19", "What was revenue per 1,000 words for post-edited machine translation into Nordic languages in 2023?",
      "lookup", span(c("MT/Nordic", "r23")))
    Q("n19", "By what percentage did the words handled through machine translation with post-editing grow in 2024?",
      "percent_change", pchg(c("MT/total", "w24"), c("MT/total", "w23")))
    Q("n19", "What proportion of all words translated in 2024 went through machine translation with post-editing?",
      "ratio", ratio(c("MT/total", "w24"), [c("HT/total", "w24"), c("MT/total", "w24")]))
    Q("n19", "In 2024, how much more per 1,000 words did human translation into Asian languages earn than "
             "post-edited machine translation into Asian languages?", "difference",
      diff(c("HT/Asian", "r24"), c("MT/Asian", "r24")), positive=True)
    Q("n19", "For human translation, which language groups saw fewer words translated in 2024 than in 2023?",
      "list", lst_text([lab(r) for r in section(n, "Human translation") if val(n, r, "w24") < val(n, r, "w23")]),
      rule="n19-htdown")
    w, p = c("HT/Western European", "w24"), c("HT/Western European", "r24")
    Q("n19", "Multiplying words by revenue per 1,000 words, what revenue did human translation into Western "
             "European languages bring in during 2024? Answer in \u00a3 millions.", "arithmetic_other",
      other(w.value * p.value / 1000, f"{w.fig} * {p.fig} / 1,000", [w, p, THOUSAND], None, md.M))

    # ---- n20 Towbarrow: roadside assistance
    n = N["n20"]
    c = n.c
    Q("n20", "What were net member additions (losses) in the Plains region in 2024?", "lookup",
      span(c("Plains", "na24")))
    Q("n20", "Mountain West members at December 31, 2023 and 2024?", "list",
      lst([c("Mountain West", "m23"), c("Mountain West", "m24")]))
    t, f = c("Total", "c24"), Fact(n, "cost24")
    Q("n20", "Using the average cost per call, what did all roadside service calls cost Towbarrow in 2024? Answer "
             "in thousands of dollars.", "arithmetic_other",
      other(t.value * f.value, f"{t.fig} * {f.fig}", [t, f], None, md.K))
    Q("n20", "By what percentage did roadside service calls in the Mountain West increase in 2024?",
      "percent_change", pchg(c("Mountain West", "c24"), c("Mountain West", "c23")))
    Q("n20", "Averge Great Lakes membership at the two year ends, in thousands?", "average",
      avg([c("Great Lakes", "m23"), c("Great Lakes", "m24")]))
    Q("n20", "How many regions lost members during 2024?", "count",
      count([lab(r) for r in items(n) if val(n, r, "na24") < 0]), rule="n20-lost")

    # ---- n21 Shredwell: secure destruction
    n = N["n21"]
    c = n.c
    Q("n21", "How many scheduled service customer locations did Shredwell have at the end of 2023?", "lookup",
      span(c("C/sched", "y23")))
    Q("n21", "One-time purge tonage: percentage change from 2023 to 2024?", "percent_change",
      pchg(c("P/One-time purge", "y24"), c("P/One-time purge", "y23")))
    Q("n21", "How much did the average recycled fiber price per ton recover from 2023 to 2024?", "difference",
      diff(c("F/price", "y24"), c("F/price", "y23")), positive=True)
    Q("n21", "Average tons of paper shredded under scheduled service in 2022-2024 (thousands)?", "average",
      avg([c("P/Scheduled service", k) for k in ("y22", "y23", "y24")]))

    # ---- n22 Nibhallow: cocoa grinding
    n = N["n22"]
    c = n.c
    Q("n22", "What is the annual grinding capacity of the San Pedro plant?", "lookup", span(c("San Pedro", "cap")))
    Q("n22", "By what percentage did the average ICCO cocoa bean price rise from the 2022/23 season to 2023/24?",
      "percent_change", pchg(Fact(n, "px24"), Fact(n, "px23")))
    Q("n22", "How many fewer tonnes of beans did Abidjan grind in 2023/24 than a season earlier? Answer in '000 "
             "tonnes.", "difference", diff(c("Abidjan", "g23"), c("Abidjan", "g24")), positive=True)
    more = [lab(r) for r in items(n) if val(n, r, "g24") > val(n, r, "g23")]
    assert len(more) == 1
    Q("n22", "Which plant ground more beans in 2023/24 than in 2022/23?", "lookup", text(more[0]),
      extra_tags=["comparison"], rule="n22-more")
    Q("n22", "Zaandam beans ground: average of 2022/23 and 2023/24", "average",
      avg([c("Zaandam", "g23"), c("Zaandam", "g24")]))
    Q("n22", "How much cocoa did Nibhallow's plant in Tema grind in 2023/24?", "unanswerable", none(),
      absent=["Tema"])

    # ---- n23 Airwaveford: radio markets
    n = N["n23"]
    c = n.c
    Q("n23", "What percentage of 2023 net revenue came from Atlanta?", "lookup", span(c("Atlanta", "s23")))
    Q("n23", "What share of total 2024 net revenue was digital revenue?", "ratio",
      ratio(Fact(n, "dig24"), c("Total", "a24"), nmul=THOUSAND))
    Q("n23", "What was the percentage change in Houston's net revenue in 2024?", "percent_change",
      pchg(c("Houston", "a24"), c("Houston", "a23")))
    Q("n23", "Kansas City net revenue, average of 2023 and 2024, in thousands of dollars", "average",
      avg([c("Kansas City", "a23"), c("Kansas City", "a24")]))
    Q("n23", "How much more net revenue did Dallas\u2013Fort Worth generate than Houston in 2024?", "difference",
      diff(c("Dallas\u2013Fort Worth", "a24"), c("Houston", "a24")), positive=True)

    # ---- n24 Auralyne: hearing aids
    n = N["n24"]
    c = n.c
    Q("n24", "What was the average selling price of a Standard hearing aid in 2023?", "lookup",
      span(c("Standard", "p23")))
    Q("n24", "Essential units: % growth 2024 vs 2023", "percent_change",
      pchg(c("Essential(1)", "u24"), c("Essential(1)", "u23")))
    Q("n24", "What were the Premium units sold in 2023 and 2024? Answer in thousands.", "list",
      lst([c("Premium", "u23"), c("Premium", "u24")]))
    Q("n24", "How much did the average selling price of Essential devices fall in 2024, in euros?", "difference",
      diff(c("Essential(1)", "p23"), c("Essential(1)", "p24")), positive=True)
    Q("n24", "What is the average ASP of the Advanced level for 2023 and 2024?", "average",
      avg([c("Advanced", "p23"), c("Advanced", "p24")]))

    # ---- n25 Vowmere: weddings
    n = N["n25"]
    c = n.c
    Q("n25", "How many weddings had been booked at Larkwell Barns for 2025 by the end of 2024?", "lookup",
      span(c("Larkwell Barns", "b25")))
    Q("n25", "Of the venues open in both years, which hosted more weddings in 2024 than in 2023?", "list",
      lst_text([lab(r) for r in items(n) if dec(val(n, r, "w23")) and val(n, r, "w24") > val(n, r, "w23")]),
      rule="n25-more", extra_tags=["nil_dash"])
    Q("n25", "By what percentage did average spend per wedding at Hollinsby Hall increase in 2024?",
      "percent_change", pchg(c("Hollinsby Hall", "s24"), c("Hollinsby Hall", "s23")))
    Q("n25", "How many fewer weddings did Quillbury Manor host in 2024 than in 2023?", "difference",
      diff(c("Quillbury Manor", "w23"), c("Quillbury Manor", "w24")), positive=True)
    Q("n25", "When did Seabright House open?", "lookup",
      text(footnote_match(n, r"Seabright House opened in (\w+ \d{4})")), frm="text", extra_tags=["footnote"],
      rule="n25-seabright")
    Q("n25", "larkwell barns weddings hosted - average of 2023 and 2024", "average",
      avg([c("Larkwell Barns", "w23"), c("Larkwell Barns", "w24")]))

    # ---- n26 Oxwardine: industrial gases
    n = N["n26"]
    c = n.c
    Q("n26", "What percentage of Oxwardine's 2023 sales came from cylinders?", "lookup",
      span(c("Cylinders", "s23")))
    Q("n26", "Excluding the effect of lower energy costs passed through, what would on-site and pipeline sales have "
             "been in 2024, in \u20ac millions?", "sum", total([c("On-site and pipeline", "a24"), Fact(n, "pass")]))
    Q("n26", "What was the percentage change in total sales in 2024?", "percent_change",
      pchg(c("Total sales", "a24"), c("Total sales", "a23")))
    Q("n26", "How much cylinder revenue did Oxwardine earn per cylinder in circulation at the end of 2024, in "
             "euros?", "ratio", ratio(c("Cylinders", "a24"), Fact(n, "cyl24"), percent=False))
    Q("n26", "By how many percentage points did the on-site and pipeline share of sales fall in 2024?",
      "difference", diff(c("On-site and pipeline", "s23"), c("On-site and pipeline", "s24")), positive=True)

    # ---- n27 Cardhollow: greeting cards
    n = N["n27"]
    c = n.c
    Q("n27", "How many Mother's Day cards did Cardhollow sell in fiscal 2023?", "lookup",
      span(c("S/Mother's Day", "y23")))
    Q("n27", "What was the average number of birthday cards sold per year over fiscal 2022 to fiscal 2024?",
      "average", avg([c("E/Birthday", k) for k in ("y22", "y23", "y24")]))
    Q("n27", "What share of total units in fiscal 2024 were seasonal cards?", "ratio",
      ratio(c("S/total", "y24"), c("Total units", "y24")))
    Q("n27", "How many fewer birthday cards were sold in fiscal 2024 than in fiscal 2022, in millions?",
      "difference", diff(c("E/Birthday", "y22"), c("E/Birthday", "y24")), positive=True)
    Q("n27", "Which seasonal occasions sold more cards in fiscal 2023 than in fiscal 2022?", "list",
      lst_text([lab(r) for r in section(n, "Seasonal") if val(n, r, "y23") > val(n, r, "y22")]), rule="n27-up23")
    Q("n27", "How many Halloween cards did Cardhollow sell in fiscal 2024?", "unanswerable", none(),
      absent=["Halloween"])

    # ---- n28 Clutchmere: driving lessons
    n = N["n28"]
    c = n.c
    Q("n28", "What was the first-time pass rate for motorcycle pupils in the Midlands in 2023?", "lookup",
      span(c("M/Midlands", "p23")))
    Q("n28", "By how many percentage points did Clutchmere's car pupils in the South of England beat the national "
             "first-time pass rate in 2024?", "difference", diff(c("C/South of England", "p24"), Fact(n, "nat")),
      positive=True)
    Q("n28", "How many car lessons did each instructor in the North of England deliver in 2024, on average?",
      "ratio", ratio(c("C/North of England", "l24"), c("C/North of England", "ins"), percent=False, nmul=THOUSAND))
    Q("n28", "Total car lessons delivered: percentage change 2023 to 2024?", "percent_change",
      pchg(c("C/total", "l24"), c("C/total", "l23")))
    Q("n28", "What is the average car first-time pass rate in Scotland for 2023 and 2024?", "average",
      avg([c("C/Scotland", "p23"), c("C/Scotland", "p24")]))

    # ---- n29 Glasshythe: glasshouse vegetables
    n = N["n29"]
    c = n.c
    Q("n29", "What was the average price per kg of cucumbers in 2024?", "lookup", span(c("Cucumbers", "p24")))
    Q("n29", "Which crops fetched a higher average price per kg in 2024 than in 2023?", "list",
      lst_text([lab(r) for r in items(n) if val(n, r, "p24") > val(n, r, "p23")]), rule="n29-priceup")
    Q("n29", "What was the year-over-year percentage change in total production in 2024?", "percent_change",
      pchg(c("Total", "t24"), c("Total", "t23")))
    Q("n29", "How much lower was the sweet pepper price per kg in 2024 than in 2023?", "difference",
      diff(c("Sweet peppers", "p23"), c("Sweet peppers", "p24")), positive=True)
    Q("n29", "What was the percentage change in electricity sold to the grid by the CHP units in 2024?",
      "percent_change", pchg(Fact(n, "chp24"), Fact(n, "chp23")))
    Q("n29", "How many tonnes of strawberries did Glasshythe grow in 2024?", "unanswerable", none(),
      absent=["strawberr"])

    # ---- n30 Emberforth: energy from waste
    n = N["n30"]
    c = n.c
    Q("n30", "On what date did Wyrebridge begin commercial operation?", "lookup",
      text(footnote_match(n, r"began commercial operation on (\d{1,2} \w+ \d{4})")), frm="text",
      extra_tags=["footnote"], rule="n30-wyrebridge")
    Q("n30", "How many kWh of electricity did Harrowden export per tonne of waste processed in 2024?", "ratio",
      ratio(c("Harrowden", "e24"), c("Harrowden", "w24"), percent=False, nmul=THOUSAND))
    Q("n30", "How much of Millbeck's permitted capacity went unused in 2024? Answer in '000 tonnes.", "difference",
      diff(c("Millbeck", "cap"), c("Millbeck", "w24")), positive=True)
    t, f = c("Total", "w24"), Fact(n, "gate24")
    Q("n30", "At the average gate fee, how much gate fee income did the waste processed in 2024 represent? Answer "
             "in \u00a3 thousands.", "arithmetic_other", other(t.value * f.value, f"{t.fig} * {f.fig}", [t, f],
                                                               None, md.K))
    Q("n30", "How much more electricity did Stanegate export in 2024 than in 2023?", "difference",
      diff(c("Stanegate", "e24"), c("Stanegate", "e23")), positive=True)
    Q("n30", "What was the mean availability of the five facilities in 2024?", "average",
      avg([c(r.key, "av") for r in items(n)]))
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
