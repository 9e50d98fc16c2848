#!/usr/bin/env python3
"""Write questions.jsonl for business-other21 (or OUT if given).

    /work/main/.venv/bin/python make_questions.py [OUT]

Every gold is computed by a `calc` function from cells read through an accessor.  Here the accessor
reads the printed strings the layout engine drew (make_docs.build); check.py runs the same calc
functions with an accessor that reads the same cells back from the PDFs with pdfplumber.  The cells a
calc touches are its evidence, and their printed strings its `raw`.
"""
from __future__ import annotations

import json
import os
import re
import sys
from decimal import Decimal as D, ROUND_HALF_UP

sys.dont_write_bytecode = True      # keep the set folder free of __pycache__
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import make_docs as M  # noqa: E402

WORK = "/tmp/business-other21work"
SOURCE = "business-other21"
CENT = D("0.01")


# ----------------------------------------------------------------------------- numbers
def num(s: str) -> D:
    """A printed figure as a Decimal: '1,234.50', '(612)', '£78.00', '20%', '1,300'."""
    t = s.strip().replace("−", "-").replace(",", "")
    t = re.sub(r"^(US\$|[£€$])", "", t).rstrip("%").strip()
    neg = t.startswith("(") and t.endswith(")")
    if neg:
        t = t[1:-1]
    if not re.fullmatch(r"-?\d+(\.\d+)?", t):
        raise ValueError(f"not a number: {s!r}")
    return -D(t) if neg else D(t)


NUM_RE = re.compile(r"\d[\d,]*(?:\.\d+)?")


def nums_in(phrase: str) -> list[D]:
    return [D(m.group(0).replace(",", "")) for m in NUM_RE.finditer(phrase)]


def band(tiers, n):
    for lo, hi, lab in tiers:
        if n >= lo and (hi is None or n <= hi):
            return lab
    raise ValueError(n)


def norm_ws(s: str) -> str:
    return "".join(s.split())


# ----------------------------------------------------------------------------- accessor
class DataReader:
    """Reads what the layout engine printed."""

    def cell(self, key, rec):
        return rec["text"]

    def note(self, key, page, phrase):
        return phrase


class DataText:
    """Text probes over what the layout engine printed (check.py has the same over the PDF text)."""

    def __init__(self, regs):
        self.regs = regs

    def _all(self, doc):
        reg = self.regs[doc]
        parts = [n["text"] for n in reg["notes"]] + [p for _, p in reg["paras"]]
        parts += [c["text"] for c in reg["cells"].values()] + [h["text"] for hs in reg["heads"].values() for h in hs]
        return " ".join(parts)

    def cell(self, doc, tid, row, col):
        return self.regs[doc]["cells"][(tid, row, col)]["text"]

    def has(self, doc, phrase):
        return norm_ws(phrase) in norm_ws(self._all(doc))

    def has_word(self, doc, word):
        return re.search(r"\b" + re.escape(word) + r"\b", self._all(doc), re.I) is not None


class Acc:
    def __init__(self, regs, reader):
        self.regs, self.reader = regs, reader
        self.ev, self.raw = [], []

    def t(self, doc, tid, row, col) -> str:
        reg = self.regs[doc]
        rec = reg["cells"][(tid, row, col)]
        txt = self.reader.cell(doc, rec)
        self.ev.append({"doc": reg["file"], "page": rec["page"], "table": tid, "row": row, "column": col})
        self.raw.append(txt)
        return txt

    def c(self, doc, tid, row, col) -> D:
        return num(self.t(doc, tid, row, col))

    def note(self, doc, phrase) -> str:
        reg = self.regs[doc]
        hits = [n for n in reg["notes"] if norm_ws(phrase) in norm_ws(n["text"])]
        assert len(hits) == 1, (doc, phrase, len(hits))
        n = hits[0]
        txt = self.reader.note(doc, n["page"], phrase)
        self.ev.append({"doc": reg["file"], "page": n["page"], "table": n["table"], "row": "footnote",
                        "column": phrase})
        self.raw.append(txt)
        return txt

    def nn(self, doc, phrase, i=0) -> D:
        """The i-th number printed in a note phrase."""
        return nums_in(self.note(doc, phrase))[i]


# ----------------------------------------------------------------------------- keys
def cl(s):
    return M.clean_label(s)


CS_SEC = {code: s for s, code, *_ in M.CS_ITEMS}


def cs(code, qty):
    return ("CS", "t1", f"{CS_SEC[code]} > {code}", f"{cl(M.CS_PRICE_HEAD)} > {band(M.CS_TIERS, qty)}")


def uw_bag(product, qty):
    return ("UW", "t1", band(M.UW_TIERS, qty), f"Price per 25 kg bag (£, ex VAT) > {product}")


def uw_other(code, qty):
    return ("UW", "t2", code, f"Price each (£, ex VAT) > {band(M.UW_T2_TIERS, qty)}")


def bh_bag(product, qty):
    return ("BH", "t1", product, f"Price per bag incl. VAT (£) by bags ordered > {band(M.BH_TIERS, qty)}")


def bh_bulk(product, qty):
    return ("BH", "t2", product, f"Price per bulk bag incl. VAT (£) > {band(M.BH_BULK_TIERS, qty)}")


def ss(code, qty):
    return ("SS", "t1", code, f"Price per container per collection (£, ex VAT) > {band(M.SS_TIERS, qty)}")


def ss2(service):
    return ("SS", "t2", service, "Price (£, ex VAT)")


def we(role, day):
    return ("WE", "t1", role, f"{cl(M.WE_RATE_HEAD)} > {day}")


def nt(plan, qty):
    return ("NT", "t1", plan, f"{cl(M.NT_FEE_HEAD)} > {band(M.NT_TIERS, qty)}")


def nt2(item):
    return ("NT", "t2", item, "Price (£, ex VAT)")


CX_HEAD = "Contract, by hours of cooking a day"


def cx_plan(hours):
    for (lo, hi), p in zip(M.CX_PLAN_HOURS, M.CX_PLANS):
        if lo < hours <= hi or (lo == 0 and hours <= hi):
            return p
    raise ValueError(hours)


def cx_price(metres, hours):
    return ("CX", "t1", f"{M.CX_PRICE_SEC} > {band(M.CX_LENGTHS, metres)}", f"{CX_HEAD} > {cx_plan(hours)}")


def cx_service(label, plan):
    return ("CX", "t1", f"Service > {label}", f"{CX_HEAD} > {plan}")


RK_GROUP = {m: g for g, ms in M.RK_GROUPS for m in ms}


def rk(param, model):
    return ("RK", "t1", param, f"{RK_GROUP[model]} > {model}")


BF_SEC = {m[1]: m[0] for m in M.BF_MODELS}


def bf(model, col):
    return ("BF", "t1", f"{BF_SEC[model]} > {model}", col)


GC_SEC = {r[1]: r[0] for r in M.gc_rows()}


def gc(code, qty=None, col=None):
    col = col or f"{cl(M.GC_PRICE_HEAD)} > {band(M.GC_TIERS, qty)}"
    return ("GC", "t1", f"{GC_SEC[code]} > {code}", col)


WS_SEC = {it[1]: it[0] for it in M.WS_ITEMS}


def ws(item, qty=None, col=None):
    col = col or f"{cl(M.WS_PRICE_HEAD)} > {band(M.WS_TIERS, qty)}"
    return ("WS", "t1", f"{WS_SEC[item]} > {item}", col)


def be(tid, rowlab, year):
    col = {"t1": f"Year ended 31 March > {year}", "t3": f"31 March > {year}"}.get(tid, str(year))
    return ("BE", tid, rowlab, col)


# ----------------------------------------------------------------------------- helpers used by calcs
def bh_ex(g, price):
    """A Blubberhouses price (printed incl. VAT) net of VAT, with the VAT rate read from its note."""
    rate = g.nn("BH", "All prices include VAT at 20%")
    return (price / (1 + rate / 100)).quantize(CENT, rounding=ROUND_HALF_UP)


def pick(options, best=min):
    """options: [(name, value)] -> the single best name (asserts there is no tie)."""
    vals = [v for _, v in options]
    b = best(vals)
    names = [n for n, v in options if v == b]
    assert len(names) == 1, ("tie", options)
    return names[0]


NAMES = {"CS": "Crowdecote Salt & Grit Ltd", "UW": "Ugthorpe Winter Supplies", "BH": "Blubberhouses Highway Supplies"}
ALIASES = {"CS": ["Crowdecote", "Crowdecote Salt & Grit", "Crowdecote Salt and Grit Ltd"],
           "UW": ["Ugthorpe", "Ugthorpe Winter"], "BH": ["Blubberhouses", "Blubberhouses Highway"]}

# ----------------------------------------------------------------------------- the questions
QUESTIONS = []


def Q(question, category, calc=None, *, unit="GBP", hc=(), cond=None, scale=None, scale_note=None,
      decimals=None, tolerance=None, accept_abs=False, aliases=None, reason=None, probe=None, doc=None):
    QUESTIONS.append(dict(question=question, category=category, calc=calc, unit=unit, hc=list(hc), cond=cond,
                          scale=scale, scale_note=scale_note, decimals=decimals, tolerance=tolerance,
                          accept_abs=accept_abs, aliases=aliases, reason=reason, probe=probe, doc=doc))


def pct(a, b):
    return ((b - a) / a * 100).quantize(CENT, rounding=ROUND_HALF_UP)


# ---- Crowdecote
Q("Crowdecote — what's the price per bag of brown rock salt (25 kg) if we order 30 bags?", "range_lookup",
  lambda g: g.c(*cs("CS-102", 30)), hc=["range_match"])

Q("Potassium acetate in 20 l drums from Crowdecote, top quantity band: how much per drum?", "lookup_header_path",
  lambda g: g.c(*cs("CS-203", 50)), hc=["synonym"])


def _cs_order(g):
    goods = 20 * g.c(*cs("CS-101", 20)) + 2 * g.c(*cs("CS-301", 2))
    lab = next(lab for lo, hi, lab, _ in M.CS_DELIVERY if goods >= lo and (hi is None or goods <= hi))
    t = g.t("CS", "t2", lab, "Delivery charge (£)")
    return goods + (D(0) if t == "Free" else num(t))


Q("Can you total this Crowdecote order for me, ex VAT but with their delivery charge added: 20 bags of white "
  "de-icing salt and two 200 litre grit bins.", "sum", _cs_order, hc=["range_match", "adjacent_tables"])

Q("how much for 10 bags of calcium chloride flakes from crowdecote incl VAT? just the goods, no delivery",
  "sum", lambda g: (10 * g.c(*cs("CS-201", 10)) * (1 + g.nn("CS", "All prices exclude VAT at 20%") / 100)),
  hc=["range_match", "footnote"], cond=["Price including VAT at 20%"])


def _probe_cs(t):
    return t.cell("CS", *cs("CS-303", 60)[1:]) == "—" and t.has("CS", "— = price on application for that quantity")


Q("What would Crowdecote charge per push spreader on an order of 60 spreaders?", "unanswerable",
  reason="The 50+ price of the push spreader is printed as '—', price on application.", probe=_probe_cs,
  doc="CS", hc=["null_cell", "footnote", "range_match"])


def _cs_count(g):
    n = 0
    for s, code, *_ in M.CS_ITEMS:
        if g.c(*cs(code, 1)) < 10:
            n += 1
    return n


Q("How many Crowdecote products cost under £10 a pack at the single-pack price (the 1–9 band)?", "count",
  _cs_count, unit=None)

# ---- Ugthorpe
Q("Ugthorpe price per 25 kg bag for white de-icing salt when we take 150 bags?", "range_lookup",
  lambda g: g.c(*uw_bag("White de-icing salt", 150)), hc=["range_match"])

Q("ugthorpe 1 tonne bulk bag of white salt — price each if we order 12?", "lookup_header_path",
  lambda g: g.c(*uw_other("UW-B2", 12)), hc=["range_match", "synonym"])


def _uw_delivered(g, product, qty):
    goods = qty * g.c(*uw_bag(product, qty))
    if goods >= g.nn("UW", "free for orders with a goods value of £400.00 or more ex VAT"):
        return goods
    return goods + g.nn("UW", "otherwise £48.00 per order")


Q("We only need 25 small bags (25 kg) of brown rock salt from Ugthorpe. What's the total before VAT once their delivery charge "
  "is added?", "sum", lambda g: _uw_delivered(g, "Brown rock salt", 25), hc=["range_match", "footnote"])

Q("At Ugthorpe, how much cheaper per bag is magnesium chloride in the 400+ band than in the smallest band?",
  "difference", lambda g: g.c(*uw_bag("Magnesium chloride flakes", 1)) - g.c(*uw_bag("Magnesium chloride flakes", 400)))

# ---- Blubberhouses
Q("What will Blubberhouses charge per bag, VAT included, for 60 × 25 kg bags of brown rock salt?", "range_lookup",
  lambda g: g.c(*bh_bag("Brown rock salt", 60)), hc=["range_match"])

Q("Blubberhouses Highway Supplies: net-of-VAT price per bag of white de-icing salt for an order of 300 bags?",
  "range_lookup", lambda g: bh_ex(g, g.c(*bh_bag("White de-icing salt", 300))), hc=["range_match", "footnote"],
  cond=["Printed price includes VAT at 20%; answer net of VAT"])

def _bh_council(g):
    goods = 8 * g.c(*bh_bag("White de-icing salt", 8)) + 4 * g.c(*bh_bag("Calcium chloride flakes", 4))
    if goods > g.nn("BH", "free on orders over £600.00 including VAT"):
        return goods
    return goods + g.nn("BH", "otherwise £42.00 including VAT")


Q("A parish council wants 8 bags of white de-icing salt and 4 bags of calcium chloride flakes from Blubberhouses. "
  "What will they pay in total, VAT and delivery included?", "sum", _bh_council, hc=["range_match", "footnote"])

Q("Which of Blubberhouses' bagged products is the cheapest per bag in the 250+ band?", "argmin",
  lambda g: pick([(p, g.c(*bh_bag(p, 250))) for p, _, _ in M.BH_BAGS]), unit=None,
  aliases=["Salt and grit mix", "salt and grit mix 50 50"])


# ---- three salt suppliers
def _white(g, n):
    return [("CS", g.c(*cs("CS-101", n))), ("UW", g.c(*uw_bag("White de-icing salt", n))),
            ("BH", bh_ex(g, g.c(*bh_bag("White de-icing salt", n))))]


def _brown(g, n):
    return [("CS", g.c(*cs("CS-102", n))), ("UW", g.c(*uw_bag("Brown rock salt", n))),
            ("BH", bh_ex(g, g.c(*bh_bag("Brown rock salt", n))))]


def _cacl(g, n):
    return [("CS", g.c(*cs("CS-201", n))), ("UW", g.c(*uw_bag("Calcium chloride flakes", n))),
            ("BH", bh_ex(g, g.c(*bh_bag("Calcium chloride flakes", n))))]


def supplier(key):
    return NAMES[key]


X_HC = ["range_match", "footnote"]
Q("Comparing prices before VAT, which of our three salt suppliers (Crowdecote, Ugthorpe, Blubberhouses) is "
  "cheapest for 250 × 25 kg bags of white de-icing salt?", "cross_document",
  lambda g: supplier(pick(_white(g, 250))), unit=None, hc=X_HC, aliases=ALIASES["BH"],
  cond=["Compared net of VAT; Blubberhouses prints prices including VAT at 20%"])


def _x2(g):
    tot = [(k, 60 * p) for k, p in _brown(g, 60)]
    return max(v for _, v in tot) - min(v for _, v in tot)


Q("We need 60 bags of brown rock salt, the 25 kg ones. Across Crowdecote, Ugthorpe and Blubberhouses, how much more would the "
  "dearest supplier cost than the cheapest? Ex VAT, goods only.", "cross_document", _x2, hc=X_HC,
  cond=["Compared net of VAT"])


def _x3(g):
    return supplier(pick([("CS", g.c(*cs("CS-103", 8))), ("UW", g.c(*uw_other("UW-B1", 8))),
                          ("BH", bh_ex(g, g.c(*bh_bulk("Brown rock salt", 8))))]))


Q("8 one-tonne bulk bags of brown rock salt: which supplier is cheapest before VAT — Crowdecote, Ugthorpe or "
  "Blubberhouses?", "cross_document", _x3, unit=None, hc=X_HC + ["synonym"], aliases=ALIASES["BH"],
  cond=["Compared net of VAT"])

Q("What's the lowest ex-VAT price per bag for 30 bags of calcium chloride flakes across the three salt suppliers?",
  "cross_document", lambda g: min(p for _, p in _cacl(g, 30)), hc=X_HC, cond=["Compared net of VAT"])

Q("12 yellow 400-litre grit bins: how much do we save buying them from Ugthorpe instead of Crowdecote (ex VAT)?",
  "cross_document", lambda g: 12 * (g.c(*cs("CS-302", 12)) - g.c(*uw_other("UW-G4", 12))),
  hc=["range_match"])

Q("Just 5 × 25 kg bags of white de-icing salt for the office car park — who's cheapest out of Crowdecote, Ugthorpe and "
  "Blubberhouses, with VAT stripped out?", "cross_document", lambda g: supplier(pick(_white(g, 5))), unit=None,
  hc=X_HC, aliases=ALIASES["UW"], cond=["Compared net of VAT"])

Q("How much less would 45 bags of magnesium chloride flakes cost at the cheaper of Crowdecote and Ugthorpe? "
  "Ex VAT please.", "cross_document",
  lambda g: abs(45 * g.c(*cs("CS-202", 45)) - 45 * g.c(*uw_bag("Magnesium chloride flakes", 45))),
  hc=["range_match"])

Q("For 400 bags (25 kg) of brown rock salt, which supplier gives the lowest total ex VAT: Crowdecote, Ugthorpe or "
  "Blubberhouses?", "cross_document", lambda g: supplier(pick(_brown(g, 400))), unit=None, hc=X_HC,
  aliases=ALIASES["UW"], cond=["Compared net of VAT"])

Q("What is the lowest ex-VAT cost of 200 sacks (25 kg) of white de-icing salt from any of our three salt suppliers? "
  "Goods only.", "cross_document", lambda g: min(200 * p for _, p in _white(g, 200)), hc=X_HC,
  cond=["Compared net of VAT"])

Q("Is Blubberhouses or Crowdecote cheaper for 100 bags of calcium chloride flaks, net of VAT?", "cross_document",
  lambda g: supplier(pick([("BH", bh_ex(g, g.c(*bh_bag("Calcium chloride flakes", 100)))),
                            ("CS", g.c(*cs("CS-201", 100)))])), unit=None,
  hc=["range_match", "footnote"], aliases=ALIASES["CS"], cond=["Compared net of VAT"])

# ---- Scrooby
Q("Scrooby empties 12 lockable 240 litre bins for us every visit. What's the price per bin?", "range_lookup",
  lambda g: g.c(*ss("SS-B240", 12)), hc=["range_match"])


def _ss_mix(g):
    n = 30 + 4
    return 30 * g.c(*ss("SS-S90", n)) + 4 * g.c(*ss("SS-C120", n))


Q("Our office has 30 confidential sacks and 4 lockable consoles emptied every fortnight by Scrooby. What does each "
  "collection cost before VAT?", "sum", _ss_mix, hc=["range_match", "footnote"])


def _ss_purge(g):
    cost = 5 * g.c(*ss2("One-off purge, collected"))
    return max(cost, g.c(*ss2("Minimum charge")))


Q("One-off purge of 5 sacks, collected by Scrooby — ex VAT cost?", "sum", _ss_purge, hc=["footnote"])

def _ss_sat(g):
    cost = 8 * g.c(*ss("SS-C120", 8)) * g.nn("SS", "Saturday collections are charged at 1.5 times")
    return max(cost, g.c(*ss2("Minimum charge")))


Q("What would a Saturday collection of 8 office consoles cost at Scrooby, ex VAT?", "sum", _ss_sat,
  hc=["range_match", "footnote"])


def _ss_litre(g):
    opts = []
    for code, *_ in M.SS_CONTAINERS:
        price = g.c(*ss(code, 50))
        litres = g.c("SS", "t1", code, "Capacity (litres)")
        opts.append((code, price / litres))
    return pick(opts)


Q("At the 50+ container band, which Scrooby container code works out cheapest per litre of capacity?", "argmin",
  _ss_litre, unit=None)

Q("What's Scrooby's price for a certificate of destruction?", "lookup",
  lambda g: g.t(*ss2("Certificate of destruction")), unit=None, hc=["text_value"],
  aliases=["Included per collection", "No charge", "Free"])

# ---- Warslow
Q("Warslow — Saturday hourly rate for an SIA door supervisior?", "lookup_header_path",
  lambda g: g.c(*we("SIA door supervisor", "Saturday")))


def _min_shift(g, role):
    return g.c("WE", "t1", role, "Minimum shift (hours)")


def _we_staff(g, role, day, people, hours):
    h = max(D(hours), _min_shift(g, role))
    return people * h * g.c(*we(role, day))


Q("6 stewards for a 5-hour shift on a Saturday from Warslow: staff cost ex VAT?", "sum",
  lambda g: _we_staff(g, "Event steward", "Saturday", 6, 5), hc=["synonym"])

Q("We need 2 door supervisors for a 3 hour slot on a Friday evening, 19:00 to 22:00. What would Warslow charge "
  "before VAT?", "sum", lambda g: _we_staff(g, "SIA door supervisor", "Mon–Fri", 2, 3), hc=["footnote"])


def _we_sunday(g):
    staff = 24
    cost = _we_staff(g, "Event steward", "Sunday and bank holidays", staff, 6)
    if staff >= g.nn("WE", "Events with 20 or more staff on the same day receive a 5% discount", 0):
        cost = cost * (1 - g.nn("WE", "Events with 20 or more staff on the same day receive a 5% discount", 1) / 100)
    return cost.quantize(CENT, rounding=ROUND_HALF_UP)


Q("Sunday fun run: 24 stewards for 6 hours each, all daytime. What would Warslow charge for the staff after any "
  "discount, ex VAT? Round to the penny.", "sum", _we_sunday, hc=["footnote", "synonym"], decimals=2)

Q("How much more per hour does a first aider cost on a bank holiday than on a weekday at Warslow?", "difference",
  lambda g: g.c(*we("First aider (FAW)", "Sunday and bank holidays")) - g.c(*we("First aider (FAW)", "Mon–Fri")),
  hc=["synonym"])

Q("Minimum shift for an event control supervisor at Warslow?", "lookup",
  lambda g: _min_shift(g, "Event control supervisor"), unit="hours", cond=[])

Q("Which role carries the highest Saturday rate on Warslow's rate card?", "argmax",
  lambda g: pick([(r, g.c(*we(r, "Saturday"))) for r, _, _ in M.WE_ROLES], max), unit=None)


def _probe_dog(t):
    return not t.has_word("WE", "dog") and not t.has_word("WE", "K9")


Q("What's Warslow's hourly rate for a security dog handler?", "unanswerable", reason="No dog handler role is listed.",
  probe=_probe_dog, doc="WE", hc=["absent_entity"])


def _we_night(g):
    rate = g.c(*we("SIA security officer", "Mon–Fri"))
    uplift = g.nn("WE", "between 23:00 and 06:00 are charged at the listed rate plus 25%", 4)
    hours_day, hours_night = 1, 5          # 22:00-23:00 at the listed rate, 23:00-04:00 with the night uplift
    assert hours_day + hours_night >= _min_shift(g, "SIA security officer")
    return hours_day * rate + hours_night * rate * (1 + uplift / 100)


Q("One SIA security officer on a Tuesday night, 22:00 to 04:00. What is Warslow's charge ex VAT?", "sum",
  _we_night, hc=["footnote"])

# ---- Nantmel
Q("Nantmel Standard plan for 14 tills — annual fee per terminal?", "range_lookup",
  lambda g: g.c(*nt("Standard", 14)), hc=["range_match", "synonym"])

Q("Pub with 4 tills and 4 card terminals wants Nantmel's Priority plan with card terminal support. Yearly total "
  "ex VAT?", "sum",
  lambda g: 4 * g.c(*nt("Priority", 4)) + 4 * g.c(*nt2("Card terminal support")),
  hc=["range_match", "adjacent_tables", "synonym"])

Q("We run 3 cafés with 20 terminals each. Remote plan from Nantmel for all of them: what's the yearly bill before "
  "VAT?", "sum", lambda g: 60 * g.c(*nt("Remote", 60)), hc=["range_match", "footnote"])

Q("Per terminal in the 50+ band, how much dearer is Priority 24/7 than Priority at Nantmel?", "difference",
  lambda g: g.c(*nt("Priority 24/7", 50)) - g.c(*nt("Priority", 50)))

Q("On Nantmel's Priority plan, how quickly do they aim to be on site?", "lookup",
  lambda g: num(g.t("NT", "t1", "Priority", "On-site response").split()[0]), unit="hours", cond=[],
  hc=["text_value"])


def _nt_loan(g):
    return sum(1 for p, *_ in M.NT_PLANS if g.t("NT", "t1", p, "Loan terminal") == "✓")


Q("How many of Nantmel's support plans come with a loan terminal?", "count", _nt_loan, unit=None, cond=[],
  hc=["footnote"])

Q("No support plan: Nantmel sends an engineer who is on site for 3 hours. What's the bill ex VAT?", "sum",
  lambda g: g.c(*nt2("Site visit without a plan")) + 2 * g.c(*nt2("Additional hour on site")),
  hc=["adjacent_tables"])

# ---- Coxwold
Q("Coxwold's price per clean for a light-use kitchen with 8 m of ductwork?", "range_lookup",
  lambda g: g.c(*cx_price(8, 5)), hc=["range_match"])


def _cx_year(g, metres, hours):
    plan = cx_plan(hours)
    return g.c(*cx_price(metres, hours)) * g.c(*cx_service("Cleans a year", plan))


Q("Restaurant cooking about 9 hours a day with 18 m of ductwork: what would a year of Coxwold's contract cost, ex "
  "VAT?", "sum", lambda g: _cx_year(g, 18, 9), hc=["range_match"])

Q("Annual cost on Coxwold's Heavy contract for a 30 m kitchen extarct system?", "sum",
  lambda g: _cx_year(g, 30, 14), hc=["range_match"])


def _probe_cx(t):
    return t.has("CX", "Systems longer than 35 m are priced after a free survey")


Q("What's Coxwold's price per clean for a 50 m heavy-use system?", "unanswerable",
  reason="Systems longer than 35 m are priced after a survey.", probe=_probe_cx, doc="CX",
  hc=["uncovered_quantity", "footnote"])

Q("First clean on Coxwold's light contract, 8 m system, and 3 access panels need fitting — total ex VAT?", "sum",
  lambda g: g.c(*cx_price(8, 4)) + 3 * g.nn("CX", "Access panels fitted where needed: £78.00 each"),
  hc=["range_match", "footnote"])

Q("How many wet film thickness tests per clean does Coxwold's moderate contract include?", "lookup",
  lambda g: g.c(*cx_service("Wet film thickness tests per clean", "Moderate (6–12 h)")), unit=None, cond=[])

Q("Coxwold heavy contract, 15 m of duct, and the cleans have to be done on Sundays. What's the price per clean?",
  "sum", lambda g: g.c(*cx_price(15, 16)) * (1 + g.nn("CX", "or on a Sunday: +20% on the price per clean") / 100),
  hc=["range_match", "footnote"])

# ---- Ruckinge
Q("max temperature of the Ruckinge RK-110T?", "transposed_lookup",
  lambda g: g.c(*rk("Maximum temperature", "RK-110T")), unit="°C", cond=[])

Q("Which Ruckinge kiln gives the most chamber volume per kW of rated power?", "argmax",
  lambda g: pick([(m, g.c(*rk("Firing chamber volume", m)) / g.c(*rk("Rated power", m))) for m in M.RK_MODELS], max),
  unit=None, cond=[])


def _rk_three(g):
    return sum(1 for m in M.RK_MODELS if "3~" in g.t(*rk("Supply", m)))


Q("How many Ruckinge models need a three-phase supply?", "count", _rk_three, unit=None, cond=[],
  hc=["text_value", "footnote"])

Q("Two RK-75T kilns delivered to a mainland UK school: total ex VAT?", "sum",
  lambda g: 2 * g.c(*rk("Price ex VAT", "RK-75T")) + 2 * g.nn("RK", "Delivery to mainland UK: £95.00 per kiln"),
  hc=["footnote"], cond=["Prices exclude VAT"])

Q("Which Ruckinge kilns run on a single-phase 230 V supply? Codes please.", "filter_list",
  lambda g: [m for m in M.RK_MODELS if "1~" in g.t(*rk("Supply", m))], unit=None, cond=[],
  hc=["text_value", "footnote"])

Q("Cheapest Ruckinge kiln per litre of chamber volume?", "argmin",
  lambda g: pick([(m, g.c(*rk("Price ex VAT", m)) / g.c(*rk("Firing chamber volume", m))) for m in M.RK_MODELS]),
  unit=None, cond=["Prices exclude VAT"])

Q("Which gets to 1,000 °C faster, the RK-60F or the RK-75T?", "compare_two",
  lambda g: pick([(m, g.c(*rk("Heat-up time to 1,000 °C", m))) for m in ("RK-60F", "RK-75T")]), unit=None, cond=[])

Q("What fuse rating does the RK-75T need?", "transposed_lookup", lambda g: g.c(*rk("Fuse rating", "RK-75T")),
  unit="A", cond=[])

# ---- Ballyragget
Q("Chamber height of the Ballyragget BV-460D, in mm?", "lookup_header_path",
  lambda g: g.c(*bf("BV-460D", "Chamber (mm) > H")), unit="mm", cond=[])

Q("Among Ballyragget's tabletop machines, which one has the biggest pump?", "argmax",
  lambda g: pick([(m[1], g.c(*bf(m[1], "Pump (m³/h)"))) for m in M.BF_MODELS if m[0] == "Tabletop"], max),
  unit=None, cond=[], hc=["synonym"])

Q("Price for two BV-520F packers with the gas flush option, ex VAT?", "sum",
  lambda g: 2 * (g.c(*bf("BV-520F", "Price ex VAT (€)")) + g.nn("BF", "gas flush €395.00 per machine")),
  unit="EUR", hc=["footnote"], cond=["Prices exclude VAT"])

Q("What's a BV-300 going to cost including Irish VAT?", "sum",
  lambda g: g.c(*bf("BV-300", "Price ex VAT (€)")) * (1 + g.nn("BF", "Prices exclude VAT at 23%") / 100),
  unit="EUR", hc=["footnote"], cond=["Price including VAT at 23%"])


def _probe_bf(t):
    return not t.has_word("BF", "kW") and not t.has_word("BF", "power")


Q("What is the power consumption (kW) of the BV-620F?", "unanswerable",
  reason="The sheet gives no power rating for any model.", probe=_probe_bf, doc="BF", hc=["missing_column"])

Q("How much heavier is the BV-820F2 than the BV-620F?", "difference",
  lambda g: g.c(*bf("BV-820F2", "Weight (kg)")) - g.c(*bf("BV-620F", "Weight (kg)")), unit="kg", cond=[])

Q("How many Ballyragget models weigh under 100 kg?", "count",
  lambda g: sum(1 for m in M.BF_MODELS if g.c(*bf(m[1], "Weight (kg)")) < 100), unit=None, cond=[])

Q("Ballyragget BV-420 vs BV-460D — which one has the longer seal bar?", "compare_two",
  lambda g: pick([(m, g.c(*bf(m, "Seal bar length (mm)"))) for m in ("BV-420", "BV-460D")], max), unit=None, cond=[])

# ---- Gunnislake
Q("Gunnislake: price per jar if we take 12 jars of cobalt blue brush-on glaze?", "multi_page_lookup",
  lambda g: g.c(*gc("GC-601", 12)), hc=["range_match"])

Q("How many stoneware clays are in the Gunnislake catalogue?", "count",
  lambda g: sum(1 for r in M.gc_rows() if r[0] == "Stoneware clays" and g.t(*gc(r[1], col="Code")) == r[1]),
  unit=None, cond=[])


def _gc_1300(g):
    out = []
    for r in M.gc_rows():
        if r[0] == "Porcelain":
            fr = g.t(*gc(r[1], col="Firing range (°C)"))
            if num(fr.split("–")[1]) >= 1300:
                out.append(r[1])
    return out


Q("Which Gunnislake porcelain bodies can be fired as high as 1,300 °C? Just the codes.", "filter_list", _gc_1300,
  unit=None, cond=[], hc=["text_value"])


def _gc_order(g):
    goods = 10 * g.c(*gc("GC-101", 10)) + 4 * g.c(*gc("GC-202", 4)) + 2 * g.c(*gc("GC-803", 2))
    if goods >= g.nn("GC", "free from £150.00"):
        return goods
    return goods + g.nn("GC", "Carriage: £9.50 per order")


Q("Gunnislake order: 10 bags of smooth buff stoneware, 4 bags of white earthenware and 2 sets of turning tools. "
  "Total ex VAT including carriage?", "sum", _gc_order, hc=["range_match", "footnote", "multi_page"])

Q("Cheapest dipping glaze at Gunnislake if we buy 10 or more of it? Give the code.", "argmin",
  lambda g: pick([(r[1], g.c(*gc(r[1], 10))) for r in M.gc_rows() if r[0] == "Dipping glazes"]), unit=None)

Q("Banding wheel 300 mm from Gunnislake — what's the price for one?", "multi_page_lookup",
  lambda g: g.c(*gc("GC-805", 1)), hc=["range_match"])


def _gc_avg(g):
    ps = [g.c(*gc(r[1], 1)) for r in M.gc_rows() if r[0] == "Earthenware clays"]
    return (sum(ps) / len(ps)).quantize(CENT, rounding=ROUND_HALF_UP)


Q("Average single-pack price (1–9 band) of Gunnislake's earthenware clays? To the penny.", "average", _gc_avg,
  decimals=2)


# ---- Wapakoneta
Q("Wapakoneta dealer price per set for WSW-A12 if we order 36 sets?", "range_lookup",
  lambda g: g.c(*ws("WSW-A12", 36)), unit="USD", hc=["range_match"])


def _ws_order(g):
    goods = 24 * g.c(*ws("WSW-E10", 24)) + 6 * g.c(*ws("WSW-B45", 6))
    if goods >= g.nn("WS", "Shipping: free on orders of $250.00 or more"):
        return goods
    return goods + g.nn("WS", "otherwise $12.50 per order")


Q("Dealer order from Wapakoneta: 24 sets of WSW-E10 and 6 sets of WSW-B45. Total in dollars, shipping included?",
  "sum", _ws_order, unit="USD", hc=["range_match", "footnote"])

Q("Which acoustic guitar set is cheapest at Wapakoneta's 50+ price? Item number please.", "argmin",
  lambda g: pick([(it[1], g.c(*ws(it[1], 50))) for it in M.WS_ITEMS if it[0] == "Acoustic guitar"]), unit=None)

Q("how many bass string sets does wapakoneta list", "count",
  lambda g: sum(1 for it in M.WS_ITEMS if it[0] == "Bass guitar" and g.t(*ws(it[1], col="Item no.")) == it[1]),
  unit=None, cond=[])

Q("What gauges come in Wapakoneta's WSW-B45-5 set?", "lookup", lambda g: g.t(*ws("WSW-B45-5", col="Gauges")),
  unit=None, cond=[], hc=["text_value"], aliases=["45-130", "45 to 130", ".045–.130"])

Q("How much does a dealer save per set on the WSW-E10S stainless set by buying 50+ rather than 1–9 sets?",
  "difference", lambda g: g.c(*ws("WSW-E10S", 1)) - g.c(*ws("WSW-E10S", 50)), unit="USD")

Q("What's the average 50+ dealer price across Wapakoneta's five electric guitar sets? Two decimals.", "average",
  lambda g: (sum(g.c(*ws(it[1], 50)) for it in M.WS_ITEMS if it[0] == "Electric guitar") / 5)
  .quantize(CENT, rounding=ROUND_HALF_UP), unit="USD", decimals=2)

# ---- Brassington
BE_HC = ["scale_normalization", "unit_in_header"]
Q("What was Brassington Escape Rooms' turnover for the year to 31 March 2025?", "lookup",
  lambda g: g.c(*be("t1", "Turnover", 2025)), scale=1000, scale_note="£000", cond=[], hc=BE_HC)

Q("By what percentage did Brassington's turnover grow from the 2024 year to the 2025 year?", "percent_change",
  lambda g: pct(g.c(*be("t1", "Turnover", 2024)), g.c(*be("t1", "Turnover", 2025))), unit="%", tolerance=0.05,
  cond=[], hc=["header_path"])

Q("How much more did corporate & team events bring in at Brassington than the year before?", "difference",
  lambda g: g.c(*be("t2", "Corporate and team events", 2025)) - g.c(*be("t2", "Corporate and team events", 2024)),
  scale=1000, scale_note="£000", cond=[], hc=BE_HC + ["synonym"])

Q("What were Brassington's administrative expenses in the 2024 year?", "lookup",
  lambda g: g.c(*be("t1", "Administrative expenses", 2024)), scale=1000, scale_note="£000", accept_abs=True,
  cond=[], hc=BE_HC + ["negative_parentheses"])

Q("Brassington total turnover 2025 — answer in £ millions, one decimal.", "lookup",
  lambda g: (g.c(*be("t2", "Total turnover", 2025)) / 1000).quantize(D("0.1"), rounding=ROUND_HALF_UP),
  scale=1_000_000, scale_note="£ millions (table in £000)", decimals=1, cond=[], hc=BE_HC + ["total_row"])

Q("How many games were played at Brassington in the year to March 2025?", "lookup",
  lambda g: g.c(*be("t4", "Games played", 2025)), unit=None, cond=[], hc=["mixed_units"])

Q("By how much did Brassington's net assets go up over the year to 31 March 2025?", "difference",
  lambda g: g.c(*be("t3", "Net assets", 2025)) - g.c(*be("t3", "Net assets", 2024)), scale=1000,
  scale_note="£000", cond=[], hc=BE_HC + ["borderless", "subtotal_rows"])


def _probe_staff(t):
    return not t.has_word("BE", "employees") and not t.has_word("BE", "staff")


Q("How many employees did Brassington have on average in the 2025 year?", "unanswerable",
  reason="The extract gives no employee numbers.", probe=_probe_staff, doc="BE", hc=["missing_row"])

Q("Percentage change in Brassington's profit before tax, 2024 to 2025?", "percent_change",
  lambda g: pct(g.c(*be("t1", "Profit before taxation", 2024)), g.c(*be("t1", "Profit before taxation", 2025))),
  unit="%", tolerance=0.05, cond=[], hc=["synonym", "subtotal_rows"])

Q("Add up Brassington's debtors and cash at bank at 31 March 2025.", "sum",
  lambda g: g.c(*be("t3", "Debtors", 2025)) + g.c(*be("t3", "Cash at bank", 2025)), scale=1000, scale_note="£000",
  cond=[], hc=BE_HC + ["borderless"])

Q("Brassington's average room booking revenue per game in the 2024 year?", "lookup",
  lambda g: g.c(*be("t4", "Average room booking revenue per game (£)", 2024)), cond=[],
  hc=["mixed_units", "unit_in_header"])

Q("Games played at Brassington: what was the year-on-year growth in %, 2024 to 2025?", "percent_change",
  lambda g: pct(g.c(*be("t4", "Games played", 2024)), g.c(*be("t4", "Games played", 2025))), unit="%",
  tolerance=0.05, cond=[], hc=["mixed_units"])


# ----------------------------------------------------------------------------- records
DOC_COND = {"CS": ["Prices exclude VAT"], "UW": ["Prices exclude VAT"], "BH": ["Prices include VAT at 20%"],
            "SS": ["Prices exclude VAT"], "WE": ["Rates exclude VAT"], "NT": ["Prices exclude VAT"],
            "CX": ["Prices exclude VAT"], "RK": [], "BF": [], "GC": ["Prices exclude VAT"],
            "WS": ["Prices exclude state sales tax"], "BE": []}
FILE2KEY = {d["file"]: k for k, d in M.DOCS.items()}
BORDERLESS = {("BH", "t1"), ("BE", "t3")}


def derived_hc(ev, conds):
    hc = set()
    for e in ev:
        k = FILE2KEY[e["doc"]]
        if " > " in e["column"] and e["row"] != "footnote":
            hc |= {"header_path", "merged_cell"}
        if any(u in e["column"] for u in ("(£", "(€", "(US$", "(mm)", "(kg)", "(m³/h)", "(litres)", "(hours)",
                                          "(°C)")):
            hc.add("unit_in_header")
        if e["row"] == "footnote":
            hc.add("footnote")
        if (k, e["table"]) in BORDERLESS:
            hc.add("borderless")
        if k == "RK":
            hc.add("transposed")
        if k == "GC" and e["page"] > 1:
            hc.add("multi_page")
    if any("VAT" in c for c in conds):
        hc.add("vat_condition")
    return hc


def jnum(x: D):
    x = D(x)
    if x == x.to_integral_value():
        return int(x)
    return float(x.normalize())


def run_calc(q, regs, reader):
    g = Acc(regs, reader)
    val = q["calc"](g)
    return val, g


def make_record(i, q, regs, reader, text=None):
    rec_id = f"bo21-{i:03d}"
    if q["calc"] is None:
        assert q["probe"](text or DataText(regs)), f"{rec_id}: probe failed"
        doc = q["doc"]
        ans = {"kind": "none", "value": None, "raw": None, "unit": None, "scale_note": None, "conditions": [],
               "reason": q["reason"]}
        ev, fam = [], M.DOCS[doc]["family"]
        hc = set(q["hc"])
    else:
        val, g = run_calc(q, regs, reader)
        ev = g.ev
        keys = []
        for e in ev:
            k = FILE2KEY[e["doc"]]
            if k not in keys:
                keys.append(k)
        if q["cond"] is not None:
            conds = q["cond"]
        else:
            conds = []
            for k in keys:
                for c in DOC_COND[k]:
                    if c not in conds:
                        conds.append(c)
        if isinstance(val, list):
            kind, value = "list", val
        elif isinstance(val, str):
            kind, value = "text", val
        else:
            kind = "number"
            if D(val) != D(val).quantize(CENT):
                raise AssertionError(f"{rec_id}: gold {val} has more than two decimals")
            value = jnum(D(val))
        ans = {"kind": kind, "value": value, "raw": " | ".join(g.raw), "unit": q["unit"] if kind == "number" else None,
               "scale_note": q["scale_note"], "conditions": conds}
        for k in ("scale", "decimals", "tolerance"):
            if q[k] is not None:
                ans[k] = q[k]
        if q["accept_abs"]:
            ans["accept_abs"] = True
        if q["aliases"]:
            ans["aliases"] = q["aliases"]
        fam = "price_list" if q["category"] == "cross_document" else M.DOCS[keys[0]]["family"]
        hc = set(q["hc"]) | derived_hc(ev, conds)
    return {"id": rec_id, "question": q["question"], "category": q["category"], "answer": ans, "evidence": ev,
            "hard_cases": sorted(hc), "family": fam, "source": SOURCE}


def build_records(regs, reader=None, text=None):
    reader = reader or DataReader()
    return [make_record(i, q, regs, reader, text) for i, q in enumerate(QUESTIONS, 1)]


def main(argv):
    out = argv[1] if len(argv) > 1 else os.path.join(HERE, "questions.jsonl")
    regs = M.build(os.path.join(WORK, "qdocs"))
    recs = build_records(regs)
    with open(out, "w", encoding="utf-8") as f:
        for r in recs:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"{len(recs)} questions -> {out}")


if __name__ == "__main__":
    main(sys.argv)
