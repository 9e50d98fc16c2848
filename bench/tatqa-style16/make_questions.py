"""tatqa-style16: build questions.jsonl from the notes of make_docs.py.

    /work/main/.venv/bin/python bench/tatqa-style16/make_questions.py

Every gold is computed here from the printed cells (make_docs.Note.c) or from the prose / footnote figures the
builders declare (Note.facts): lookups copy the printed cell; arithmetic is evaluated in Decimal on the printed
figures and the derivation string is written from the same figures; label, list, count and "which year" golds are
computed with predicates over the note rows, text cells are read from the note rows, and footnote dates come from
a pattern over the footnote. No gold value is typed by hand; the question wording is.
"""
from __future__ import annotations

import json
import re
import sys
from decimal import Decimal
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.dont_write_bytecode = True       # keep this folder free of __pycache__
sys.path.insert(0, str(HERE))
import make_docs as md  # noqa: E402

SOURCE = "tatqa-style16"
PREFIX = "t16-"
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
MILLION = Const(1000000, "1,000,000")


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

    def maxyear(n, rk, cks, years):
        vals = [val(n, n.row(rk), ck) for ck in cks]
        best = max(range(len(cks)), key=lambda i: vals[i])
        assert sorted(vals)[-1] != sorted(vals)[-2]
        return years[best]

    # ---- n01 Brindabrook: grape intake
    n = N["n01"]
    c = n.c
    Q("n01", "How many tonnes of Riesling were harvested in vintage 2023?", "lookup", span(c("W/Riesling", "t23")))
    Q("n01", "What was the percentage change in the red grape harvest from vintage 2023 to vintage 2024?",
      "percent_change", pchg(c("R/total", "t24"), c("R/total", "t23")))
    Q("n01", "Counting the grapes bought from contract growers as well, what proportion of Brindabrook's vintage "
             "2024 grape intake came from its own vineyards?", "ratio",
      ratio(c("Total", "t24"), [c("Total", "t24"), Fact(n, "bought24")]))
    Q("n01", "Which white varieties yielded more than 9 tonnes per hectare in vintage 2024?", "list",
      lst_text([lab(r) for r in section(n, "White varieties") if val(n, r, "y24") > 9]), rule="n01-white9")
    Q("n01", "What was the change in the Shiraz crop, in tonnes, between vintage 2023 and vintage 2024?",
      "difference", diff(c("R/Shiraz", "t24"), c("R/Shiraz", "t23")))

    # ---- n02 Fetlockmere: stallions
    n = N["n02"]
    c = n.c
    Q("n02", "What was Lough Cassan's advertised fee in 2023?", "lookup", span(c("Lough Cassan", "f23")))
    Q("n02", "Among the stallions that stood in both seasons, how many covered more mares in 2024 than in 2023?",
      "count", count([lab(r) for r in items(n) if dec(val(n, r, "c23")) and val(n, r, "c24") > val(n, r, "c23")]),
      rule="n02-more", extra_tags=["nil_dash"])
    Q("n02", "By what percentage was Copperspur's advertised fee raised for 2024?", "percent_change",
      pchg(c("Copperspur", "f24"), c("Copperspur", "f23")))
    Q("n02", "What share of all the mares covered in 2024 went to the first-season sire Tarnwhistle?", "ratio",
      ratio(c("Tarnwhistle(1)", "c24"), c("Total", "c24")))
    Q("n02", "In what year did Brackenspur begin his career at stud?", "lookup",
      text(val(n, n.row("Brackenspur"), "first")), rule="n02-brackenspur")
    Q("n02", "moonquill advertised fee - average of 2023 and 2024 (euros)", "average",
      avg([c("Moonquill", "f23"), c("Moonquill", "f24")]))

    # ---- n03 Drupaccia: olive milling
    n = N["n03"]
    c = n.c
    Q("n03", "What oil yield did the Poggiorsa mill get in the 2023/24 campaign?", "lookup",
      span(c("Poggiorsa", "y24")))
    Q("n03", "How many more tonnes of olives did Montecasso press in 2024/25 than in 2023/24?", "difference",
      diff(c("Montecasso", "v25"), c("Montecasso", "v24")), positive=True)
    t, f = c("Total", "o25"), Fact(n, "evoo")
    Q("n03", "Roughly how many tonnes of extra virgin olive oil did Drupaccia produce in 2024/25?",
      "arithmetic_other", other(t.value * f.value / 100, f"{t.fig} * {f.fig} / 100", [t, f, HUNDRED]))
    Q("n03", "On what date did Drupaccia acquire the Ripadoro mill?", "lookup",
      text(footnote_match(n, r"acquired on (\d{1,2} \w+ \d{4})")), frm="text", extra_tags=["footnote"],
      rule="n03-ripadoro")
    Q("n03", "Val di Lorna oil yield, averaged over the two campaigns", "average",
      avg([c("Val di Lorna", "y25"), c("Val di Lorna", "y24")]))
    Q("n03", "Which mills milled fewer olives in 2024/25 than in the campaign before?", "list",
      lst_text([lab(r) for r in items(n) if dec(val(n, r, "v24")) and val(n, r, "v25") < val(n, r, "v24")]),
      rule="n03-fewer", extra_tags=["nil_dash"])

    # ---- n04 Sluicemere: canal transits
    n = N["n04"]
    c = n.c
    Q("n04", "What was the percentage change in transits by LNG and LPG carriers in 2024?", "lookup",
      span(c("LNG and LPG carriers", "chg")))
    Q("n04", "What was the average toll per container ship transit in 2024, in thousands of dollars?", "ratio",
      ratio(c("Container ships", "r24"), c("Container ships", "t24"), percent=False, scale=md.K, nmul=THOUSAND))
    Q("n04", "Adding pilotage, tug and line-handling services and the slot auctions to tolls, how much did "
             "Sluicemere take in from canal users in 2024, in $ millions?", "sum",
      total([c("Total", "r24"), Fact(n, "pilot"), Fact(n, "auction")]))
    Q("n04", "How much less toll revenue did dry bulk carriers bring in during 2024 than during 2023?", "difference",
      diff(c("Dry bulk carriers", "r23"), c("Dry bulk carriers", "r24")), positive=True)
    up = [lab(r) for r in items(n) if val(n, r, "t24") > val(n, r, "t23")]
    assert len(up) == 1
    Q("n04", "Which vessel type was the only one to make more transits in 2024 than in 2023?", "lookup",
      text(up[0]), extra_tags=["comparison"], rule="n04-up")
    Q("n04", "How many transits did naval vessels make through the canal in 2024?", "unanswerable", none(),
      absent=["naval"])

    # ---- n05 Wardenholt: secure facilities
    n = N["n05"]
    c = n.c
    Q("n05", "What type of agency is the customer for the Cinderbank Reentry Center?", "lookup",
      text(val(n, n.row("Cinderbank Reentry Center"), "cust")), rule="n05-cinderbank")
    Q("n05", "Which facilities ran at more than 95% occupancy in 2024?", "list",
      lst_text([lab(r) for r in items(n) if val(n, r, "o24") > 95]), rule="n05-over95")
    Q("n05", "By how many percentage points did occupancy at Ironmesa Detention Center fall in 2024?", "difference",
      diff(c("Ironmesa Detention Center", "o23"), c("Ironmesa Detention Center", "o24")), positive=True)
    Q("n05", "What was the percentage change in Tolliver Creek's average daily population from 2023 to 2024?",
      "percent_change", pchg(c("Tolliver Creek Correctional Facility", "p24"),
                             c("Tolliver Creek Correctional Facility", "p23")))
    Q("n05", "Cinderbank occupancy: mean of 2023 and 2024?", "average",
      avg([c("Cinderbank Reentry Center", "o23"), c("Cinderbank Reentry Center", "o24")]))
    Q("n05", "How many beds does Wardenholt operate in Nevada?", "unanswerable", none(), absent=["Nevada"])

    # ---- n06 Lanternvale: hospice
    n = N["n06"]
    c = n.c
    Q("n06", "How much did total hospice admissions grow between 2022 and 2024, in percent?", "percent_change",
      pchg(c("A/total", "y24"), c("A/total", "y22")))
    Q("n06", "What was Ohio's average daily census, averaged over 2022, 2023 and 2024?", "average",
      avg([c("C/Ohio", k) for k in ("y22", "y23", "y24")]))
    Q("n06", "In which states did Lanternvale admit fewer patients in 2024 than in 2023?", "list",
      lst_text([lab(r) for r in section(n, "Admissions") if val(n, r, "y24") < val(n, r, "y23")]),
      rule="n06-down")
    Q("n06", "On an average day in 2024, how many more patients was Lanternvale caring for in Tennessee than in "
             "Kentucky?", "difference", diff(c("C/Tennessee", "y24"), c("C/Kentucky", "y24")), positive=True)
    Q("n06", "In which year did West Virginia have the most admissions?", "lookup",
      text(maxyear(n, "A/West Virginia", ["y24", "y23", "y22"], ["2024", "2023", "2022"])),
      extra_tags=["comparison"], rule="n06-wvmax")
    Q("n06", "How many states had a higher average daily census in 2024 than in 2022?", "count",
      count([lab(r) for r in section(n, "Average daily census (patients)") if val(n, r, "y24") > val(n, r, "y22")]),
      rule="n06-adcup")

    # ---- n07 Vectorholm: air navigation
    n = N["n07"]
    c = n.c
    Q("n07", "What ATFM delay per flight did Kalvholm ACC record in 2024?", "lookup", span(c("Kalvholm ACC", "d24")))
    t, f = c("Total", "s24"), Fact(n, "ur24")
    Q("n07", "At the 2024 en-route unit rate, what were the service units of all three centres worth? Answer in "
             "thousands of SEK.", "arithmetic_other",
      other(t.value * f.value, f"{t.fig} * {f.fig}", [t, f], None, md.K))
    Q("n07", "By what percentage did total en-route service units increase in 2024?", "percent_change",
      pchg(c("Total", "s24"), c("Total", "s23")))
    Q("n07", "By how many minutes did the delay per flight at Kalvholm ACC worsen from 2023 to 2024?", "difference",
      diff(c("Kalvholm ACC", "d24"), c("Kalvholm ACC", "d23")), positive=True)
    Q("n07", "How many service units did Kalvholm ACC generate per flight handled in 2024?", "ratio",
      ratio(c("Kalvholm ACC", "s24"), c("Kalvholm ACC", "f24"), percent=False))
    Q("n07", "Mean IFR flights handled by Sundmark ACC across 2023 and 2024, in thousands?", "average",
      avg([c("Sundmark ACC", "f23"), c("Sundmark ACC", "f24")]))

    # ---- n08 Slurrybrook: anaerobic digestion
    n = N["n08"]
    c = n.c
    Q("n08", "What is the main feedstock at the Mirestead plant?", "lookup",
      text(val(n, n.row("Mirestead"), "feed")), rule="n08-mirestead")
    fw = [r for r in items(n) if val(n, r, "feed") == "Food waste"]
    Q("n08", "How much biomethane did the food waste plants inject in 2024 combined, in GWh?", "sum",
      total([c(r.key, "g24") for r in fw]))
    Q("n08", "What was the percentage change in feedstock processed at Tansybrook in 2024?", "percent_change",
      pchg(c("Tansybrook", "w24"), c("Tansybrook", "w23")))
    Q("n08", "When did Reedwarren first inject gas into the grid?", "lookup",
      text(footnote_match(n, r"into the grid on (\d{1,2} \w+ \d{4})")), frm="text", extra_tags=["footnote"],
      rule="n08-reedwarren")
    Q("n08", "Average biomethane injected at Fennacre in 2023 and 2024?", "average",
      avg([c("Fennacre", "g23"), c("Fennacre", "g24")]))
    Q("n08", "How much more feedstock did Mirestead process than Hollowfen in 2024? Answer in thousands of tonnes.",
      "difference", diff(c("Mirestead", "w24"), c("Hollowfen", "w24")), positive=True)

    # ---- n09 Gustmoor: wind farms
    n = N["n09"]
    c = n.c
    g, p = c("OF/Skerrow Bank", "g24"), Fact(n, "px24")
    Q("n09", "At the 2024 average captured price, what was Skerrow Bank's 2024 output worth, in thousands of "
             "pounds?", "arithmetic_other", other(g.value * p.value, f"{g.fig} * {p.fig}", [g, p], None, md.K))
    Q("n09", "Add up the 2024 curtailment of the onshore wind farms.", "sum",
      total([c(r.key, "cur") for r in section(n, "Onshore") if dec(val(n, r, "cur"))]), extra_tags=["nil_dash"])
    Q("n09", "How many of the wind farms generated more electricity in 2024 than in 2023?", "count",
      count([lab(r) for r in items(n) if val(n, r, "g24") > val(n, r, "g23")]), rule="n09-more")
    Q("n09", "By what percentage did the average captured price change between 2023 and 2024?", "percent_change",
      pchg(Fact(n, "px24"), Fact(n, "px23")))
    Q("n09", "What was the simple average capacity factor of the three onshore farms in 2024?", "average",
      avg([c(r.key, "cf24") for r in section(n, "Onshore")]))
    Q("n09", "List Carnbreck's net generation for 2024 and 2023.", "list",
      lst([c("ON/Carnbreck", "g24"), c("ON/Carnbreck", "g23")]))

    # ---- n10 Tuberwick: potato processing
    n = N["n10"]
    c = n.c
    Q("n10", "How many tonnes of finished products did the Kleiwijk plant sell in 2023?", "lookup",
      span(c("Kleiwijk", "s23")))
    Q("n10", "By what percentage did the contract price for potatoes rise from the 2023 harvest to the 2024 harvest?",
      "percent_change", pchg(Fact(n, "px24"), Fact(n, "px23")))
    Q("n10", "Which plants processed more potatoes in 2024 than in 2023?", "list",
      lst_text([lab(r) for r in items(n) if val(n, r, "p24") > val(n, r, "p23")]), rule="n10-more")
    Q("n10", "What were Veenhaar's average finished product sales over 2023 and 2024, in thousands of tonnes?",
      "average", avg([c("Veenhaar", "s23"), c("Veenhaar", "s24")]))
    Q("n10", "How much did potato intake at Zandmoer go up in 2024?", "difference",
      diff(c("Zandmoer", "p24"), c("Zandmoer", "p23")), positive=True)

    # ---- n11 Kibbleford: pet food
    n = N["n11"]
    c = n.c
    Q("n11", "What share of 2023 tons shipped was wet cat food?", "lookup", span(c("Wet cat food", "s23")))
    Q("n11", "What were net sales per ton shipped in 2024, in dollars?", "ratio",
      ratio(Fact(n, "ns24"), c("Total", "t24"), percent=False, nmul=THOUSAND))
    Q("n11", "What was the change in dry dog food's share of tons shipped between 2023 and 2024, in percentage "
             "points?", "difference", diff(c("Dry dog food", "s24"), c("Dry dog food", "s23")))
    Q("n11", "Treats and chews tonnage growth in 2024, %?", "percent_change",
      pchg(c("Treats and chews", "t24"), c("Treats and chews", "t23")))
    Q("n11", "What was the average annual volume of dry cat food shipped in 2023 and 2024, in thousands of tons?",
      "average", avg([c("Dry cat food", "t23"), c("Dry cat food", "t24")]))

    # ---- n12 Keyfallow: musical instruments
    n = N["n12"]
    c = n.c
    Q("n12", "What was the percentage change in upright piano units from FY2022 to FY2024?", "percent_change",
      pchg(c("P/Upright pianos", "y24"), c("P/Upright pianos", "y22")))
    Q("n12", "On average, how many digital pianos did Keyfallow sell per year over FY2022 to FY2024?", "average",
      avg([c("P/Digital pianos", k) for k in ("y22", "y23", "y24")]))
    Q("n12", "Which instrument categories sold more units in FY2024 than in FY2023?", "list",
      lst_text([lab(r) for r in items(n) if val(n, r, "y24") > val(n, r, "y23")]), rule="n12-up")
    Q("n12", "Guitar unit sales for FY2024, FY2023 and FY2022?", "list",
      lst([c("O/Guitars", k) for k in ("y24", "y23", "y22")]))
    Q("n12", "How many fewer guitars were sold in FY2024 than in FY2023? Answer in thousands.", "difference",
      diff(c("O/Guitars", "y23"), c("O/Guitars", "y24")), positive=True)
    Q("n12", "How many violins did Keyfallow sell in FY2024?", "unanswerable", none(), absent=["violin"])

    # ---- n13 Fibrestrand: pulp mills
    n = N["n13"]
    c = n.c
    Q("n13", "What was Tervaniemi's operating rate in 2023?", "lookup", span(c("Tervaniemi", "o23")))
    dis = [lab(r) for r in items(n) if val(n, r, "grade") == "Dissolving"]
    assert len(dis) == 1
    Q("n13", "Which Fibrestrand mill makes dissolving pulp?", "lookup", text(dis[0]), rule="n13-dissolving")
    Q("n13", "By what percentage did the NBSK list price rise in 2024?", "percent_change",
      pchg(Fact(n, "px24"), Fact(n, "px23")))
    Q("n13", "What was the change in total pulp production from 2023 to 2024, in thousands of air-dry tonnes?",
      "difference", diff(c("Total", "p24"), c("Total", "p23")))
    Q("n13", "Taking a simple average across the five mills, what was the 2024 operating rate?", "average",
      avg([c(r.key, "o24") for r in items(n)]))

    # ---- n14 Vettmark: background screening
    n = N["n14"]
    c = n.c
    Q("n14", "What was revenue per drug and health screen in 2023?", "lookup",
      span(c("Drug and health screening", "r23")))
    Q("n14", "What was the growth rate of identity and right-to-work checks in 2024?", "percent_change",
      pchg(c("Identity and right-to-work checks", "s24"), c("Identity and right-to-work checks", "s23")))
    Q("n14", "How much did the weighted average revenue per screen rise in 2024?", "difference",
      diff(c("Total", "r24"), c("Total", "r23")), positive=True)
    Q("n14", "For which products did revenue per screen decrease in 2024?", "list",
      lst_text([lab(r) for r in items(n) if val(n, r, "r24") < val(n, r, "r23")]), rule="n14-down")
    Q("n14", "How many credit reports did Vettmark pull in 2024?", "unanswerable", none(), absent=["credit"])

    # ---- n15 Helixgrove: genotype database
    n = N["n15"]
    c = n.c
    Q("n15", "What movement does the table show for duplicate and inactive accounts removed in 2024?", "lookup",
      span(c("dup", "y24")))
    Q("n15", "What percentage of the customers on file at the start of 2024 asked for their data to be deleted "
             "during the year?", "ratio", ratio(Neg(c("del", "y24")), c("open", "y24")))
    Q("n15", "In total, how many customer records were taken off the database in 2024? Answer in thousands.", "sum",
      total([Neg(c("del", "y24")), Neg(c("dup", "y24"))]))
    Q("n15", "What was the percentage change in kits genotyped from 2023 to 2024?", "percent_change",
      pchg(c("new", "y24"), c("new", "y23")))
    Q("n15", "By how much did the number of customers with genotype data grow during 2024?", "difference",
      diff(c("close", "y24"), c("open", "y24")), positive=True)

    # ---- n16 Conifold: seedling stock
    n = N["n16"]
    c = n.c
    Q("n16", "What percentage of the conifer stock at 1 January 2024 was culled or lost during the year?", "ratio",
      ratio(Neg(c("cull", "c24")), c("open", "c24")))
    Q("n16", "By how much did broadleaf stock grow over 2024, in millions of seedlings?", "difference",
      diff(c("close", "b24"), c("open", "b24")), positive=True)
    Q("n16", "Give the conifer stock at 31 December 2023 and 31 December 2024.", "list",
      lst([c("close", "c23"), c("close", "c24")]))
    Q("n16", "By what percentage did the number of conifer seedlings lifted and sold increase in 2024?",
      "percent_change", pchg(Neg(c("sold", "c24")), Neg(c("sold", "c23"))))
    Q("n16", "What was the average number of conifers sown and transplanted per year in 2023 and 2024?", "average",
      avg([c("sown", "c23"), c("sown", "c24")]))

    # ---- n17 Crumbhaven: bakery volumes
    n = N["n17"]
    c = n.c
    Q("n17", "How many units of rolls and baps went to foodservice customers in 2024?", "lookup",
      span(c("Rolls and baps", "fs")))
    Q("n17", "How many more units of sliced white than wholemeal and seeded bread did the retail multiples buy in "
             "2024?", "difference", diff(c("Sliced white bread", "rm"), c("Wholemeal and seeded bread", "rm")),
      positive=True)
    Q("n17", "Which products sold fewer units in total in 2024 than in 2023?", "list",
      lst_text([lab(r) for r in items(n) if val(n, r, "t24") < val(n, r, "t23")]), rule="n17-down")
    Q("n17", "crumpets and muffins total units, average of 2023 and 2024", "average",
      avg([c("Crumpets and muffins", "t23"), c("Crumpets and muffins", "t24")]))
    Q("n17", "How many cakes did Crumbhaven sell in 2024?", "unanswerable", none(), absent=["cake"])

    # ---- n18 Grainmesa: frac sand
    n = N["n18"]
    c = n.c
    Q("n18", "What was the average selling price per ton at Red Caliche in 2023?", "lookup",
      span(c("Red Caliche", "p23")))
    Q("n18", "What percentage of Dunefield's nameplate capacity did its 2024 sales use?", "ratio",
      ratio(c("Dunefield", "t24"), c("Dunefield", "cap"), dmul=THOUSAND))
    Q("n18", "What was the percentage change in the weighted average selling price per ton in 2024?",
      "percent_change", pchg(c("Total", "p24"), c("Total", "p23")))
    Q("n18", "What was the change in tons sold at Windmill Draw between 2023 and 2024?", "difference",
      diff(c("Windmill Draw", "t24"), c("Windmill Draw", "t23")))
    Q("n18", "Of the mines that sold sand in both years, how many sold more tons in 2024?", "count",
      count([lab(r) for r in items(n) if dec(val(n, r, "t24")) and val(n, r, "t24") > val(n, r, "t23")]),
      rule="n18-more", extra_tags=["nil_dash"])
    Q("n18", "By how much did last-mile logistics revenue decline in 2024?", "difference",
      diff(Fact(n, "lm23"), Fact(n, "lm24")), positive=True)

    # ---- n19 Plasterwick: wallboard
    n = N["n19"]
    c = n.c
    Q("n19", "What was the average net selling price per thousand square feet of wallboard in 2023?", "lookup",
      span(c("asp", "y23")))
    Q("n19", "Wallboard shipments: percentage change from 2022 to 2024?", "percent_change",
      pchg(c("ship", "y24"), c("ship", "y22")))
    Q("n19", "By how many percentage points did mill utilization improve from 2023 to 2024?", "difference",
      diff(c("util", "y24"), c("util", "y23")), positive=True)
    Q("n19", "What was the average amount of synthetic gypsum consumed per year from 2022 to 2024, in thousands of "
             "tons?", "average", avg([c("syn", k) for k in ("y22", "y23", "y24")]))
    Q("n19", "In which year were wallboard shipments highest?", "lookup",
      text(maxyear(n, "ship", ["y22", "y23", "y24"], ["2022", "2023", "2024"])), extra_tags=["comparison"],
      rule="n19-maxship")

    # ---- n20 Brushmere: paint volumes
    n = N["n20"]
    c = n.c
    Q("n20", "What percentage of 2023 volumes came from protective coatings?", "lookup",
      span(c("Protective coatings", "s23")))
    Q("n20", "What was the change in the decorative interior share of volumes between 2023 and 2024, in percentage "
             "points?", "difference", diff(c("Decorative interior", "s24"), c("Decorative interior", "s23")))
    Q("n20", "What were combined decorative volumes, interior plus exterior, in 2024?", "sum",
      total([c("Decorative interior", "v24"), c("Decorative exterior", "v24")]))
    Q("n20", "What was the average share of total volumes taken by wood care over 2023 and 2024?", "average",
      avg([c("Wood care", "s23"), c("Wood care", "s24")]))
    Q("n20", "What were the decorative exterior volumes in 2024 and 2023, in million litres?", "list",
      lst([c("Decorative exterior", "v24"), c("Decorative exterior", "v23")]))

    # ---- n21 Stormcastle: catastrophe reinsurance
    n = N["n21"]
    c = n.c
    Q("n21", "What rate on line does the third layer carry?", "lookup", span(c("Third layer", "rol")))
    Q("n21", "What is the exhaustion point of the program, the event loss at which the top layer's limit is used "
             "up?", "sum", total([c("Fourth layer", "att"), c("Fourth layer", "lim")]))
    Q("n21", "What percentage of 2024 gross premiums written did the catastrophe program cost?", "ratio",
      ratio(c("Total", "p24"), Fact(n, "gpw")))
    Q("n21", "What was the percentage change in total program premium from 2023 to 2024?", "percent_change",
      pchg(c("Total", "p24"), c("Total", "p23")))
    Q("n21", "Which layers come with two reinstatements?", "list",
      lst_text([lab(r) for r in items(n) if val(n, r, "rein").startswith("Two")]), rule="n21-two")
    Q("n21", "How much more did the second layer cost in 2024 than in 2023?", "difference",
      diff(c("Second layer", "p24"), c("Second layer", "p23")), positive=True)
    Q("n21", "What is the rate on line of the fifth layer?", "unanswerable", none(), absent=["fifth"])

    # ---- n22 Kimberhollow: diamonds
    n = N["n22"]
    c = n.c
    Q("n22", "What grade, in carats per hundred tonnes, did Lerato North achieve in 2024?", "lookup",
      span(c("Lerato North", "gr")))
    Q("n22", "What was the percentage change in total carats recovered in 2024?", "percent_change",
      pchg(c("Total", "c24"), c("Total", "c23")))
    o, p = c("Sesebe", "c24"), c("Sesebe", "px")
    Q("n22", "At its average price, what were Sesebe's 2024 carats worth, in thousands of US dollars?",
      "arithmetic_other", other(o.value * p.value, f"{o.fig} * {p.fig}", [o, p], None, md.K))
    Q("n22", "What was the change in ore treated at Sesebe from 2023 to 2024?", "difference",
      diff(c("Sesebe", "o24"), c("Sesebe", "o23")))
    Q("n22", "What were the average carats recovered at Lerato North in 2023 and 2024?", "average",
      avg([c("Lerato North", "c23"), c("Lerato North", "c24")]))

    # ---- n23 Taphollow: maple syrup
    n = N["n23"]
    c = n.c
    Q("n23", "What was Birchfall's syrup yield per tap in 2023?", "lookup", span(c("Birchfall", "pt23")))
    Q("n23", "What was the percentage change in total syrup production in 2024?", "percent_change",
      pchg(c("Total", "s24"), c("Total", "s23")))
    up = [lab(r) for r in items(n) if val(n, r, "pt24") > val(n, r, "pt23")]
    assert len(up) == 1
    Q("n23", "Which region made more syrup per tap in 2024 than in 2023?", "lookup", text(up[0]),
      extra_tags=["comparison"], rule="n23-up")
    Q("n23", "How many more taps did Owlsfoot Valley have in 2024 than in 2023?", "difference",
      diff(c("Owlsfoot Valley", "t24"), c("Owlsfoot Valley", "t23")), positive=True)
    Q("n23", "Hemlock Notch taps, mean of 2023 and 2024 ('000)", "average",
      avg([c("Hemlock Notch", "t23"), c("Hemlock Notch", "t24")]))
    Q("n23", "How much maple candy did Taphollow sell in 2024?", "unanswerable", none(), absent=["candy"])

    # ---- n24 Wattlebury: smart meters
    n = N["n24"]
    c = n.c
    Q("n24", "What was meter rental income per meter in the installed base at 31 December 2024, in pounds?",
      "ratio", ratio(Fact(n, "rent"), c("24/close", "tot"), percent=False, nmul=THOUSAND))
    Q("n24", "How many meters were removed or replaced in 2023 and 2024 combined? Answer in thousands.", "sum",
      total([Neg(c("24/rem", "tot")), Neg(c("23/rem", "tot"))]))
    Q("n24", "By what percentage did electricity meter installations change in 2024?", "percent_change",
      pchg(c("24/ins", "el"), c("23/ins", "el")))
    Q("n24", "How much did the total installed base grow during 2024?", "difference",
      diff(c("24/close", "tot"), c("24/open", "tot")), positive=True)
    Q("n24", "What was the electricity meter installed base at 31 December 2024 and at 31 December 2023?", "list",
      lst([c("24/close", "el"), c("23/close", "el")]))
    Q("n24", "Average number of gas meters installed per year, 2023 and 2024?", "average",
      avg([c("23/ins", "gas"), c("24/ins", "gas")]))

    # ---- n25 Gavelstone: law firm
    n = N["n25"]
    c = n.c
    Q("n25", "What was revenue per chargeable hour in litigation and disputes in FY2024?", "lookup",
      span(c("Litigation and disputes", "rph")))
    Q("n25", "How many chargeable hours did each employment fee earner record in FY2024, on average?", "ratio",
      ratio(c("Employment", "h24"), c("Employment", "fe"), percent=False, nmul=THOUSAND))
    Q("n25", "How much did real estate revenue fall in FY2024, in \u00a3 millions?", "difference",
      diff(c("Real estate", "r23"), c("Real estate", "r24")), positive=True)
    Q("n25", "Which practice areas recorded fewer chargeable hours in FY2024 than in FY2023?", "list",
      lst_text([lab(r) for r in items(n) if val(n, r, "h24") < val(n, r, "h23")]), rule="n25-down")
    Q("n25", "What was employment revenue on average over FY2023 and FY2024?", "average",
      avg([c("Employment", "r23"), c("Employment", "r24")]))

    # ---- n26 Roamwright: motorhomes and towables
    n = N["n26"]
    c = n.c
    Q("n26", "What share of fiscal 2024 unit shipments were towables?", "ratio",
      ratio(c("T/total", "u24"), c("Total", "u24")))
    u, p = c("M/Class A motorhomes", "u24"), c("M/Class A motorhomes", "p24")
    Q("n26", "Multiplying units by average selling price, what were Class A motorhome sales in fiscal 2024, in "
             "millions of dollars?", "arithmetic_other",
      other(u.value * p.value / MILLION.value, f"{u.fig} * {p.fig} / 1,000,000", [u, p, MILLION], None, md.M))
    Q("n26", "Which motorized products had a higher average selling price in fiscal 2024 than in fiscal 2023?",
      "list", lst_text([lab(r) for r in section(n, "Motorized") if val(n, r, "p24") > val(n, r, "p23")]),
      rule="n26-aspup")
    Q("n26", "How many fewer travel trailers did Roamwright ship in fiscal 2024 than in fiscal 2023?", "difference",
      diff(c("T/Travel trailers", "u23"), c("T/Travel trailers", "u24")), positive=True)
    Q("n26", "What is the average of fifth wheel unit shipments in fiscal 2023 and fiscal 2024?", "average",
      avg([c("T/Fifth wheels", "u23"), c("T/Fifth wheels", "u24")]))

    # ---- n27 Claymarrow: brickworks
    n = N["n27"]
    c = n.c
    Q("n27", "How many bricks did the Sandlow works despatch in 2024?", "lookup", span(c("Sandlow", "desp")))
    Q("n27", "By how much did total brick stocks change during 2024?", "difference",
      diff(c("Total", "s24"), c("Total", "s23")))
    t, p = c("Total", "desp"), Fact(n, "px24")
    Q("n27", "At the average selling price, what were 2024 despatches worth? Answer in \u00a3 millions.",
      "arithmetic_other", other(t.value * p.value / 1000, f"{t.fig} * {p.fig} / 1,000", [t, p, THOUSAND],
                                None, md.M))
    Q("n27", "What percentage of total despatches came from Sandlow?", "ratio",
      ratio(c("Sandlow", "desp"), c("Total", "desp")))
    Q("n27", "What was the percentage change in the average selling price of bricks in 2024?", "percent_change",
      pchg(Fact(n, "px24"), Fact(n, "px23")))
    Q("n27", "How many works held more bricks in stock at the end of 2024 than at the end of 2023?", "count",
      count([lab(r) for r in items(n) if val(n, r, "s24") > val(n, r, "s23")]), rule="n27-stockup")

    # ---- n28 Dabberley: bingo clubs
    n = N["n28"]
    c = n.c
    Q("n28", "What was the like-for-like revenue change for clubs in Wales?", "lookup", span(c("Wales", "lfl")))
    Q("n28", "Which regions reported a like-for-like revenue decline?", "list",
      lst_text([lab(r) for r in items(n) if val(n, r, "lfl") < 0]), rule="n28-lflneg")
    Q("n28", "What was the year-on-year change in total admissions, in percent?", "percent_change",
      pchg(c("Total", "a24"), c("Total", "a23")))
    Q("n28", "In 2024, how much more did a customer spend per visit in the South of England than in Wales?",
      "difference", diff(c("South of England", "s24"), c("Wales", "s24")), positive=True)
    Q("n28", "What is the average number of clubs per region?", "average", avg([c(r.key, "clubs") for r in items(n)]))

    # ---- n29 Guilloford: security printing
    n = N["n29"]
    c = n.c
    Q("n29", "How many passports did Guilloford deliver in 2022?", "lookup", span(c("I/Passports", "y22")))
    Q("n29", "By what percentage did banknote deliveries to Africa rise in 2024?", "percent_change",
      pchg(c("B/Africa", "y24"), c("B/Africa", "y23")))
    Q("n29", "What was the average number of residence permits delivered per year from 2022 to 2024?", "average",
      avg([c("I/Residence permits", k) for k in ("y22", "y23", "y24")]))
    Q("n29", "In which year did Guilloford deliver the most banknotes to Latin America?", "lookup",
      text(maxyear(n, "B/Latin America", ["y24", "y23", "y22"], ["2024", "2023", "2022"])),
      extra_tags=["comparison"], rule="n29-latam")
    Q("n29", "How many more national identity cards were delivered in 2024 than in 2023?", "difference",
      diff(c("I/National identity cards", "y24"), c("I/National identity cards", "y23")), positive=True)
    Q("n29", "How many postage stamps did Guilloford print in 2024?", "unanswerable", none(), absent=["stamp"])

    # ---- n30 Coffrevault: cash-in-transit
    n = N["n30"]
    c = n.c
    Q("n30", "How many ATMs did Coffrevault service in Spain at the end of 2023?", "lookup", span(c("Spain", "a23")))
    Q("n30", "How much less cash did the French cash centres process in 2024 than in 2023?", "difference",
      diff(c("France", "c23"), c("France", "c24")), positive=True)
    Q("n30", "What was the percentage change in ATMs serviced in Belgium?", "percent_change",
      pchg(c("Belgium", "a24"), c("Belgium", "a23")))
    Q("n30", "Give the value of cash processed in Belgium in 2024 and 2023.", "list",
      lst([c("Belgium", "c24"), c("Belgium", "c23")]))
    Q("n30", "When did Coffrevault acquire its Italian business?", "lookup",
      text(footnote_match(n, r"Acquired on (\d{1,2} \w+ \d{4})")), frm="text", extra_tags=["footnote"],
      rule="n30-italy")
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
