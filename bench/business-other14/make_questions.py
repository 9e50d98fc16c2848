"""business-other14: questions.jsonl, every gold computed from make_docs' data.

    /work/main/.venv/bin/python bench/business-other14/make_questions.py [OUT]

Each answered question keeps (in memory) `calc`, a function that recomputes the gold from the numbers parsed
out of its printed `raw` texts; this file asserts it on the printed texts, and check.py asserts it again after
finding every raw text on its evidence page in the PDF. Unanswerables keep a `probe` (texts that must be absent
from / present on the document) for check.py.
"""
from __future__ import annotations

import json
import re
import sys
import tempfile
from decimal import Decimal
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.dont_write_bytecode = True
sys.path.insert(0, str(HERE))
import make_docs as M  # noqa: E402

D, qz = M.D, M.q
PREFIX, SOURCE = "bo14-", "business-other14"
VAT = "Prices exclude VAT"
DOCS = M.layout(Path(tempfile.gettempdir()) / "business-other14work" / "qdocs")
LANG = {f: d.lang for f, d in DOCS.items()}
FAMILY = {f: d.family for f, d in DOCS.items()}


# ============================================================================== parsing printed numbers
def num(text: str, lang: str = "en") -> Decimal:
    s = text.strip()
    if s in (M.NDASH,):
        return Decimal(0)
    neg = s.startswith("(") and s.endswith(")")
    s = s.strip("()")
    s = re.sub(r"[€£%+\s]|GBP|EUR|bags?|st\.|kg|pence|p$", "", s)
    if lang == "nl":
        s = s.replace(".", "").replace(",", ".")
    else:
        s = s.replace(",", "")
    x = Decimal(s)
    return -x if neg else x


# ============================================================================== evidence
def row_path(doc, tid, key):
    t = DOCS[doc].tables[tid]
    sec = None
    for row, k in zip(t.body, t.keys):
        if isinstance(row, M.Section):
            sec = row.text
        elif k == key:
            if ">" in key or sec is None:
                return key
            return f"{sec} > {key}"
    raise KeyError((doc, tid, key))


def ev(doc, tid, key, col):
    t = DOCS[doc].tables[tid]
    return {"doc": doc, "page": t.row_pages[key], "table": tid, "row": row_path(doc, tid, key), "column": col}


QUESTIONS = []


def Q(question, category, kind, value=None, unit=None, evidence=(), *, raw=None, scale=None, scale_note=None,
      conditions=(), tolerance=None, decimals=None, accept_abs=False, aliases=None, reason=None, hard=(),
      calc=None, probe=None, lang="en"):
    ans = {"kind": kind}
    if kind == "none":
        ans.update(value=None, raw=None, unit=None, scale_note=None, conditions=[], reason=reason)
    else:
        raws = list(raw) if isinstance(raw, (list, tuple)) else [raw]
        if kind == "number":
            v = D(value)
            value = int(v) if v == v.to_integral_value() else float(v)
        ans.update(value=value, raw=" | ".join(raws), unit=unit, scale_note=scale_note,
                   conditions=list(conditions))
        for k, v in (("scale", scale), ("tolerance", tolerance), ("decimals", decimals), ("aliases", aliases)):
            if v is not None:
                ans[k] = v
        if accept_abs:
            ans["accept_abs"] = True
    rec = {"id": None, "question": question, "category": category, "answer": ans, "evidence": list(evidence),
           "hard_cases": sorted(set(hard)), "family": None, "source": SOURCE}
    QUESTIONS.append({"rec": rec, "calc": calc, "raws": None if kind == "none" else raws, "probe": probe,
                      "qlang": lang})


def same(got, want):
    if isinstance(want, (int, float, Decimal)) and not isinstance(want, bool):
        return abs(D(got) - D(want)) <= Decimal("1e-9")
    if isinstance(want, list):
        return sorted(map(str, got)) == sorted(map(str, want))
    return str(got) == str(want)


# ============================================================================== 1-3 bulbs
FB, SB, KM = M.FB_FILE, M.SB_FILE, M.KM_FILE
FB_ROW = {k: r for r in M.FB_ITEMS for k in [r[1]]}
SB_ROW = {r[1]: r for r in M.SB_ITEMS}


def fb(key, n):
    """(text, evidence) for n bulbs of a variety at Fressingfield (price per 100)."""
    i = M.tier_index(M.FB_BOUNDS, n)
    r = FB_ROW[key]
    return r[2 + i], ev(FB, "t1", r[0], f"{M.FB_HEAD} > {M.FB_TIERS[i]}")


def sb(key, n):
    i = M.tier_index(M.SB_BOUNDS, n)
    if i is None or n < M.SB_MIN_QTY:
        return None, None
    r = SB_ROW[key]
    return M.fnl(D(r[3 + i])), ev(SB, "t1", r[0], f"{M.SB_HEAD} > {M.SB_TIERS[i]}")


def km(key, n):
    bags = n // M.KM_BAG
    assert bags * M.KM_BAG == n
    i = M.tier_index(M.KM_BOUNDS, bags)
    j = M.KM_COLS.index(key)
    return M.KM_PRICES[i][j], ev(KM, "t1", M.KM_TIERS[i], M.KM_COLHEAD[key])


# ---- Fressingfield
t, e = fb("PUR", 1000)
Q("What does Fressingfield charge per 100 bulbs of Allium 'Purple Sensation' in the 1,000–4,900 band?",
  "lookup_header_path", "number", num(t), "EUR", [e], raw=t, scale_note="per 100 bulbs", conditions=[VAT],
  hard=["unit_in_header"], calc=lambda v: v[0])
t, e = fb("FLR", 2500)
Q("fressingfield crocus flower record, 2,500 bulbs - price per hundred?", "range_lookup", "number", num(t), "EUR",
  [e], raw=t, scale_note="per 100 bulbs", conditions=[VAT], hard=["range_match", "unit_in_header"],
  calc=lambda v: v[0])
t, e = fb("DEL", 6000)
Q("We're ordering 6,000 Hyacinth 'Delft Blue' from Fressingfield. What is the goods value before VAT?", "sum",
  "number", 60 * num(t), "EUR", [e], raw=t, conditions=[VAT], hard=["range_match", "unit_in_header"],
  calc=lambda v: 60 * v[0])
Q("What is the minimum order value at Fressingfield Bulbs (excl. VAT)?", "lookup", "number", M.FB_MIN_ORDER,
  "EUR", [{"doc": FB, "page": 1, "table": "t1", "row": "footnote ¹", "column": M.FB_HEAD}],
  raw=f"€{M.fen(M.FB_MIN_ORDER)}", conditions=[VAT], hard=["footnote"], calc=lambda v: v[0])
best = max(M.FB_ITEMS, key=lambda r: D(r[4]))
Q("Which variety on the Fressingfield list is dearest per hundred at 5,000+? Code only please.", "argmax", "text",
  best[0], None, [ev(FB, "t1", r[0], f"{M.FB_HEAD} > {M.FB_TIERS[2]}") for r in M.FB_ITEMS],
  raw=[r[4] for r in M.FB_ITEMS], conditions=[VAT], aliases=[M.VARIETIES[best[1]][0]],
  calc=lambda v: M.FB_ITEMS[max(range(len(v)), key=lambda i: v[i])][0])
r = FB_ROW["QON"]
Q("By what percentage does the Fressingfield price per 100 of Tulip 'Queen of Night' drop between the 100–900 "
  "band and the 5,000+ band?", "percent_change", "number", qz((D(r[4]) - D(r[2])) / D(r[2]) * 100), "%",
  [ev(FB, "t1", r[0], f"{M.FB_HEAD} > {M.FB_TIERS[0]}"), ev(FB, "t1", r[0], f"{M.FB_HEAD} > {M.FB_TIERS[2]}")],
  raw=[r[2], r[4]], tolerance=0.05, accept_abs=True, conditions=[VAT],
  calc=lambda v: qz((v[1] - v[0]) / v[0] * 100))

# ---- Sijbekarspel (nl)
t, e = sb("DEL", 5000)
Q("Wat kost Hyacint 'Delft Blue' per 1.000 stuks bij afname van 5.000 tot 19.999 stuks?", "lookup_header_path",
  "number", num(t, "nl"), "EUR", [e], raw=t, scale_note="per 1,000 bulbs", conditions=[VAT],
  hard=["unit_in_header"], calc=lambda v: v[0], lang="nl")
t, e = sb("TAT", 25000)
Q("Sijbekarspel price per thousand for 25,000 Tête-à-Tête narcissi?", "range_lookup", "number", num(t, "nl"),
  "EUR", [e], raw=t, scale_note="per 1,000 bulbs", conditions=[VAT],
  hard=["range_match", "cross_lingual", "synonym", "unit_in_header"], calc=lambda v: v[0])
Q("Wat is bij Sijbekarspel de minimale afname per soort (aantal stuks)?", "lookup", "number", M.SB_MIN_QTY, "bulbs",
  [{"doc": SB, "page": 1, "table": "t1", "row": "footnote *", "column": M.SB_HEAD}],
  raw=M.fnl(D(M.SB_MIN_QTY), 0), hard=["footnote"], calc=lambda v: v[0], lang="nl")
t, e = sb("QON", 12000)
Q("Please work out the goods total, excl. btw, for 12,000 Tulip 'Queen of Night' ordered from Sijbekarspel "
  "Bloembollen.", "sum", "number", 12 * num(t, "nl"), "EUR", [e], raw=t, conditions=[VAT],
  hard=["range_match", "unit_in_header"], calc=lambda v: 12 * v[0])
Q("What does Sijbekarspel charge per 1,000 for Tulip 'Ballerina'?", "unanswerable", "none",
  reason="Sijbekarspel's list has no Ballerina tulip (only Apeldoorn and Queen of Night).",
  hard=["absent_entity"], probe={"doc": SB, "absent": ["Ballerina"], "present": []})
col = [M.fnl(D(r[5])) for r in M.SB_ITEMS]
Q("Average price per 1,000 over all Sijbekarspel bulbs in the 'vanaf 20.000 st.' column - round to the cent.",
  "average", "number", qz(sum(D(r[5]) for r in M.SB_ITEMS) / len(M.SB_ITEMS)), "EUR",
  [ev(SB, "t1", r[0], f"{M.SB_HEAD} > {M.SB_TIERS[2]}") for r in M.SB_ITEMS], raw=col, decimals=2,
  tolerance=0.01, scale_note="per 1,000 bulbs", conditions=[VAT], hard=["unit_in_header"],
  calc=lambda v: qz(sum(v) / len(v)))

# ---- Kilmacanogue
t, e = km("CAR", 60 * 25)
Q("Kilmacanogue: 60 bags of Daffodil Carlton. Price per bag?", "range_lookup", "number", num(t), "EUR", [e],
  raw=t, scale_note="per bag of 25", conditions=[VAT], hard=["range_match"], calc=lambda v: v[0])
t, e = km("DEL", 6 * 25)
Q("If we take 6 bags of Delft Blue hyacinths from Kilmacanogue, what does a single bulb work out at? Give it in "
  "euro to three decimals.", "range_lookup", "number", qz(num(t) / 25, 3), "EUR", [e], raw=t, decimals=3,
  conditions=[VAT], hard=["range_match", "unit_in_header"], calc=lambda v: qz(v[0] / 25, 3))
top = M.KM_PRICES[3]
Q("In Kilmacanogue's '120 bags and over' row, how many varieties cost less than €5.00 a bag?", "count", "number",
  sum(1 for x in top if D(x) < 5), None, [ev(KM, "t1", M.KM_TIERS[3], M.KM_COLHEAD[k]) for k in M.KM_COLS],
  raw=top, conditions=[VAT], calc=lambda v: sum(1 for x in v if x < 5))

# ---- cross-document: which supplier is cheapest
SUP = {"Fressingfield": fb, "Sijbekarspel": sb, "Kilmacanogue": km}
PER = {"Fressingfield": 100, "Sijbekarspel": 1000, "Kilmacanogue": 25}
LNG = {"Fressingfield": "en", "Sijbekarspel": "nl", "Kilmacanogue": "en"}
ALIAS = {"Fressingfield": ["Fressingfield Bulbs Ltd", "Fressingfield Bulbs"],
         "Sijbekarspel": ["Sijbekarspel Bloembollen B.V.", "Sijbekarspel Bloembollen"],
         "Kilmacanogue": ["Kilmacanogue Bulb Merchants"]}


def offers(key, n, who=None):
    """supplier -> (text, evidence, total for n bulbs) for the suppliers that list the variety and accept n."""
    out = {}
    for s, f in SUP.items():
        if who and s not in who:
            continue
        if s == "Sijbekarspel" and key not in SB_ROW or s == "Kilmacanogue" and key not in M.KM_COLS:
            continue
        t, e = f(key, n)
        if t is None:                                   # below Sijbekarspel's 1,000 per variety
            continue
        total = num(t, LNG[s]) * n / PER[s]
        if s == "Fressingfield" and total < M.FB_MIN_ORDER:  # below Fressingfield's minimum order value
            continue
        if s == "Kilmacanogue" and n // M.KM_BAG < M.KM_MIN_BAGS:
            continue
        out[s] = (t, e, total)
    totals = sorted(x[2] for x in out.values())
    assert len(set(totals)) == len(totals), (key, n, out)
    return out


def order_calc(names, n):
    def f(v):
        tot = {s: v[i] * n / PER[s] for i, s in enumerate(names)}
        return tot
    return f


def cross(question, key, n, what, who=None, hard=(), extra=None):
    o = offers(key, n, who)
    names = list(o)
    tot = {s: o[s][2] for s in names}
    lo, hi = min(tot, key=tot.get), max(tot, key=tot.get)
    base = dict(evidence=[o[s][1] for s in names], raw=[o[s][0] for s in names], conditions=[VAT],
                hard=["range_match", "unit_in_header", "scale_normalization", *hard])
    f = order_calc(names, n)
    if what == "who":
        Q(question, "cross_document", "text", lo, None, aliases=ALIAS[lo],
          calc=lambda v: min(f(v).items(), key=lambda kv: kv[1])[0], **base)
    elif what == "per_bulb":
        Q(question, "cross_document", "number", qz(tot[lo] / n, 3), "EUR", decimals=3,
          calc=lambda v: qz(min(f(v).values()) / n, 3), **base)
    elif what == "saving":
        Q(question, "cross_document", "number", qz(tot[hi] - tot[lo]), "EUR",
          calc=lambda v: qz(max(f(v).values()) - min(f(v).values())), **base)
    elif what == "cheapest_total":
        Q(question, "cross_document", "number", qz(tot[lo]), "EUR",
          calc=lambda v: qz(min(f(v).values())), **base)
    elif what == "gap":
        a, b = who
        Q(question, "cross_document", "number", qz(tot[b] - tot[a]), "EUR",
          calc=lambda v: qz(f(v)[b] - f(v)[a]), accept_abs=True, **base)
    return lo


w = cross("Cheapest of our three bulb suppliers (Fressingfield, Sijbekarspel, Kilmacanogue) for 2,000 Tulip "
          "'Apeldoorn'?", "APE", 2000, "who", hard=["cross_lingual"])
w = cross("We only need 900 Queen of Night tulips this autumn. Which supplier can sell us those most cheaply, "
          "taking each list's minimum order rules into account?", "QON", 900, "who", hard=["footnote"])
naive = min(("Sijbekarspel", D(SB_ROW["QON"][3]) / 1000), ("Kilmacanogue", D(km("QON", 900)[0]) / 25),
            ("Fressingfield", D(fb("QON", 900)[0]) / 100), key=lambda kv: kv[1])[0]
assert w == "Kilmacanogue" and naive == "Sijbekarspel", (w, naive)
cross("For 20,000 Hyacinth 'Delft Blue', what is the lowest price per bulb available across the three bulb price "
      "lists? EUR, three decimals.", "DEL", 20000, "per_bulb", hard=["cross_lingual"])
cross("10,000 Queen of Night tulips: how much would we save buying from the cheapest supplier instead of the "
      "dearest one?", "QON", 10000, "saving", hard=["cross_lingual"])
cross("What's the total goods cost for 3,000 Daffodil 'Carlton' if we go with whichever supplier is cheapest?",
      "CAR", 3000, "cheapest_total", hard=["cross_lingual"])
cross("For 5,000 Allium 'Purple Sensation', how much more would the order cost at Sijbekarspel than at "
      "Fressingfield?", "PUR", 5000, "gap", who=("Fressingfield", "Sijbekarspel"), hard=["cross_lingual"])
w = cross("10,000 Muscari armeniacum - is Fressingfield or Sijbekarspel cheaper?", "MUS", 10000, "who",
          who=("Fressingfield", "Sijbekarspel"), hard=["cross_lingual"])
w = cross("Comparing Fressingfield and Sijbekarspel only: who quotes less for 8,000 Crocus 'Flower Record'?", "FLR",
          8000, "who", who=("Fressingfield", "Sijbekarspel"), hard=["cross_lingual"])

# ============================================================================== 4 Portaferry dental lab
PD = M.PD_FILE
PDR = {r[1]: r for r in M.PD_ITEMS}
PD_GBP, PD_EUR = "Price per unit > GBP (£)", "Price per unit > EUR (€)"
r = PDR["PDL-102"]
Q("Portaferry Dental Lab - layered zirconia crown, price per unit in euro?", "lookup_header_path", "number",
  D(r[5]), "EUR", [ev(PD, "t1", "PDL-102", PD_EUR)], raw=r[5], calc=lambda v: v[0])


def pd_rebate(n):
    for lab, (lo, hi), pct in M.PD_REBATE:
        if n >= lo and (hi is None or n <= hi):
            return lab, pct


lab, pct = pd_rebate(72)
Q("What volume rebate does Portaferry give on a month with 72 units invoiced?", "range_lookup", "number", D(pct),
  "%", [ev(PD, "t2", lab, "Rebate on the month's invoice (%)")], raw=pct, hard=["range_match"],
  calc=lambda v: v[0])
r = PDR["PDL-103"]
lab, pct = pd_rebate(30)
Q("Our practice in Newry sends Portaferry 30 e.max crowns in March and nothing else. What should the March invoice "
  "come to in sterling after the volume rebate?", "sum", "number", qz(30 * D(r[4]) * (1 - D(pct) / 100)), "GBP",
  [ev(PD, "t1", "PDL-103", PD_GBP), ev(PD, "t2", lab, "Rebate on the month's invoice (%)")], raw=[r[4], pct],
  hard=["range_match", "synonym"], calc=lambda v: qz(30 * v[0] * (1 - v[1] / 100)))
r = PDR["PDL-303"]
Q("Two hard acrylic night guards on express from Portaferry, invoiced in euro - they're the only units that month. "
  "Total?", "sum", "number", qz(2 * D(r[5]) * (1 + M.PD_EXPRESS_PCT / 100)), "EUR",
  [ev(PD, "t1", "PDL-303", PD_EUR)], raw=[r[5], f"+{M.fen(M.PD_EXPRESS_PCT, 0)} %"],
  hard=["distractor_prose"], calc=lambda v: qz(2 * v[0] * (1 + v[1] / 100)))
dent = [r for r in M.PD_ITEMS if r[0] == "Dentures"]
lo = min(dent, key=lambda r: D(r[5]))
Q("Which item in the Dentures section of Portaferry's list is the cheapest in euro? Give the code.", "argmin",
  "text", lo[1], None, [ev(PD, "t1", r[1], PD_EUR) for r in dent], raw=[r[5] for r in dent], aliases=[lo[2]],
  calc=lambda v: dent[min(range(len(v)), key=lambda i: v[i])][1])
r = PDR["PDL-202"]
Q("turnaround for a cobalt-chrome partial framework at Portaferry (working days)", "lookup", "number", r[3],
  "working days", [ev(PD, "t1", "PDL-202", "Working days")], raw=str(r[3]), calc=lambda v: v[0])
impl = [r for r in M.PD_ITEMS if r[0] == "Implant work"]
Q("List the Portaferry implant items that take more than 6 working days.", "filter_list", "list",
  [r[1] for r in impl if r[3] > 6], None, [ev(PD, "t1", r[1], "Working days") for r in impl],
  raw=[str(r[3]) for r in impl], calc=lambda v: [impl[i][1] for i in range(len(v)) if v[i] > 6])
Q("How much is a porcelain veneer at Portaferry Dental Laboratory, in sterling?", "unanswerable", "none",
  reason="The Portaferry list has no veneers.", hard=["absent_entity"],
  probe={"doc": PD, "absent": ["veneer"], "present": []})

# ============================================================================== 5 Tideswell linen
TL = M.TL_FILE
TLR = {r[1]: r for r in M.TL_ITEMS}
TL_ST, TL_EX = f"{M.TL_HEAD1} > {M.TL_COLS[0]}", f"{M.TL_HEAD1} > {M.TL_COLS[1]}"
r = TLR["Bath sheet"]
Q("Tideswell's express rate to launder one of our own bath sheets - how many pence?", "lookup_header_path", "number",
  r[3], "pence", [ev(TL, "t1", "Bath sheet", TL_EX)], raw=str(r[3]), conditions=[VAT], hard=["unit_in_header"],
  calc=lambda v: v[0])
a, b = TLR["Pillowcase"], TLR["Bath towel"]
tot = qz((180 * D(a[2]) + 120 * D(b[2])) / 100)
assert tot >= M.TL_MIN_ITEMS
Q("One Tideswell visit: 180 pillowcases and 120 bath towels, all ours, standard turnaround. What's the bill in "
  "pounds including the collection charge?", "sum", "number", tot + M.TL_COLLECTION, "GBP",
  [ev(TL, "t1", "Pillowcase", TL_ST), ev(TL, "t1", "Bath towel", TL_ST),
   ev(TL, "t2", "Collection and delivery, per visit", "Rate")],
  raw=[str(a[2]), str(b[2]), f"£{M.fen(M.TL_COLLECTION)}"], conditions=[VAT], hard=["unit_in_header"],
  calc=lambda v: qz((180 * v[0] + 120 * v[1]) / 100) + v[2])
a, b = TLR["Napkin"], TLR["Tea towel"]
items = qz((40 * D(a[2]) + 20 * D(b[2])) / 100)
assert items < M.TL_MIN_ITEMS
Q("Small drop for Tideswell this week: 40 napkins and 20 tea towels, launder only, standard. How much will we be "
  "charged for the visit, in £?", "sum", "number", M.TL_MIN_ITEMS + M.TL_COLLECTION, "GBP",
  [ev(TL, "t1", "Napkin", TL_ST), ev(TL, "t1", "Tea towel", TL_ST),
   ev(TL, "t2", "Minimum item charge per visit", "Rate"), ev(TL, "t2", "Collection and delivery, per visit", "Rate")],
  raw=[str(a[2]), str(b[2]), f"£{M.fen(M.TL_MIN_ITEMS)}", f"£{M.fen(M.TL_COLLECTION)}"], conditions=[VAT],
  hard=["footnote"], calc=lambda v: max(qz((40 * v[0] + 20 * v[1]) / 100), v[2]) + v[3])
r = TLR["Double sheet"]
Q("What would Tideswell charge per double sheet for same-day turnaround? Answer in pence.", "lookup", "number",
  D(r[3]) * M.TL_SAMEDAY_X, "pence", [ev(TL, "t1", "Double sheet", TL_EX), ev(TL, "t2", "Same-day turnaround", "Rate")],
  raw=[str(r[3]), str(M.TL_SAMEDAY_X)], decimals=1, conditions=[VAT], hard=["footnote"],
  calc=lambda v: v[0] * v[1])
hires = [r for r in M.TL_ITEMS if r[4] is not None]
Q("How many items on the Tideswell card cost £1.00 or more each on hire and launder?", "count", "number",
  sum(1 for r in hires if r[4] >= 100), None, [ev(TL, "t1", r[1], M.TL_HEAD2) for r in hires],
  raw=[str(r[4]) for r in hires], conditions=[VAT], hard=["unit_in_header"],
  calc=lambda v: sum(1 for x in v if x >= 100))
r = TLR["King-size sheet"]
Q("king-size sheet at Tideswell: hire-and-launder vs launder-only standard, difference in pence?", "difference",
  "number", r[4] - r[2], "pence", [ev(TL, "t1", "King-size sheet", M.TL_HEAD2), ev(TL, "t1", "King-size sheet", TL_ST)],
  raw=[str(r[4]), str(r[2])], conditions=[VAT], calc=lambda v: v[0] - v[1])
Q("Could you tell me Tideswell's hire-and-launder price per pair of chef trousers?", "unanswerable", "none",
  reason="Chef trousers are not available on hire (— in the hire column).", hard=["null_cell"],
  probe={"doc": TL, "absent": [], "present": ["Chef trousers", "not available on hire"]})

# ============================================================================== 6 Yarcombe boiler plans
YH = M.YH_FILE
YP = dict(M.YH_PRICES)
YC = dict((k.rstrip("\u00b9"), v) for k, v in M.YH_COVER)
pi = M.YH_PLANS.index
v = YP["Oil"][pi("Heating Cover")]
Q("Monthly price of Yarcombe's Heating Cover for an oil boiler?", "lookup_header_path", "number", D(v), "GBP",
  [ev(YH, "t1", f"{M.YH_PRICE_SEC} > Oil", "Heating Cover")], raw=v, scale_note="per month",
  hard=["unit_in_header"], calc=lambda x: x[0])
v = YP["Gas combi"][pi("Boiler Cover")]
Q("What does Boiler Cover from Yarcombe Heating cost over a full year for a gas combi?", "sum", "number",
  12 * D(v), "GBP", [ev(YH, "t1", f"{M.YH_PRICE_SEC} > Gas combi", "Boiler Cover")], raw=v,
  hard=["unit_in_header"], calc=lambda x: 12 * x[0])
need = "Central heating repairs (radiators, pump, valves)"
ok = [p for p in M.YH_PLANS if YC[need][pi(p)]]
lpg = {p: D(YP["LPG"][pi(p)]) for p in ok}
Q("I have an LPG boiler and want radiators and pump repairs covered. Which Yarcombe plan is the cheapest that "
  "does that?", "argmin", "text", min(lpg, key=lpg.get), None,
  [ev(YH, "t1", f"{M.YH_COVER_SEC} > {need}", p) for p in M.YH_PLANS] +
  [ev(YH, "t1", f"{M.YH_PRICE_SEC} > LPG", p) for p in ok],
  raw=[YP["LPG"][pi(p)] for p in ok], hard=["text_value", "synonym"],
  calc=lambda x: ok[min(range(len(x)), key=lambda i: x[i])])
lab = "Heating controls and thermostats"
Q("How many of the Yarcombe plans include heating controls and thermostats?", "count", "number",
  sum(YC[lab]), None, [ev(YH, "t1", f"{M.YH_COVER_SEC} > {lab}", p) for p in M.YH_PLANS],
  raw=[M.YES if m else M.NO for m in YC[lab]], hard=["text_value"], calc=lambda x: sum(1 for m in x if m == M.YES))
lab = "Boiler repairs, parts and labour"
Q("Which Yarcombe plans cover boiler repairs?", "filter_list", "list", [p for p in M.YH_PLANS if YC[lab][pi(p)]],
  None, [ev(YH, "t1", f"{M.YH_COVER_SEC} > {lab}", p) for p in M.YH_PLANS],
  raw=[M.YES if m else M.NO for m in YC[lab]], hard=["text_value"],
  calc=lambda x: [p for p, m in zip(M.YH_PLANS, x) if m == M.YES])
a, b = YP["Gas system or regular"][pi("Total Home")], YP["Gas system or regular"][pi("Heating Cover")]
Q("For a regular (system) gas boiler, how much more per month is Total Home than Heating Cover?", "difference",
  "number", D(a) - D(b), "GBP", [ev(YH, "t1", f"{M.YH_PRICE_SEC} > Gas system or regular", "Total Home"),
                                 ev(YH, "t1", f"{M.YH_PRICE_SEC} > Gas system or regular", "Heating Cover")],
  raw=[a, b], scale_note="per month", hard=["synonym"], calc=lambda x: x[0] - x[1])
Q("What's Yarcombe's monthly price for Heating Cover on an air source heat pump?", "unanswerable", "none",
  reason="Yarcombe prices only gas, oil and LPG boilers; heat pumps are not covered.", hard=["absent_entity"],
  probe={"doc": YH, "absent": ["heat pump"], "present": []})

# ============================================================================== 7 Ardgowan coffee
AC = M.AC_FILE
AP = {f"{t} > {p}": (f, vi, rsp, parts) for t, p, f, vi, rsp, parts in M.AC_PLANS}


def ac_fee(key, n):
    i = M.tier_index(M.AC_BOUNDS, n)
    return AP[key][0][i], ev(AC, "t1", key, f"{M.AC_FEE_HEAD} > {M.AC_BANDS[i]}")


t, e = ac_fee("Bean-to-cup > Plus", 5)
Q("Ardgowan annual fee per machine for Plus cover on 5 bean-to-cup machines?", "range_lookup", "number", D(t),
  "GBP", [e], raw=t, conditions=[VAT], hard=["range_match", "unit_in_header"], calc=lambda x: x[0])
t, e = ac_fee("Traditional espresso > Premier", 12)
Q("Hello - we run 12 traditional espresso machines across our cafés and are looking at Ardgowan's Premier contract. "
  "What would the yearly total be, before VAT?", "sum", "number", 12 * D(t), "GBP", [e], raw=t, conditions=[VAT],
  hard=["range_match", "unit_in_header"], calc=lambda x: 12 * x[0])
trad = [k for k in AP if k.startswith("Traditional")]
okk = [k for k in trad if AP[k][2] <= 12]
Q("Cheapest Ardgowan contract for a single traditional espresso machine that still promises a response within 12 "
  "working hours? Contract name only.", "argmin", "text", min(okk, key=lambda k: D(AP[k][0][0])).split(" > ")[1],
  None, [ev(AC, "t1", k, "Response target (working hours)") for k in trad] +
  [ev(AC, "t1", k, f"{M.AC_FEE_HEAD} > {M.AC_BANDS[0]}") for k in okk],
  raw=[AP[k][0][0] for k in okk], conditions=[VAT], hard=["merged_cell"],
  calc=lambda x: okk[min(range(len(x)), key=lambda i: x[i])].split(" > ")[1])
k = "Bean-to-cup > Premier"
Q("response time target, ardgowan bean-to-cup premier (working hrs)", "lookup", "number", AP[k][2], "hours",
  [ev(AC, "t1", k, "Response target (working hours)")], raw=str(AP[k][2]), hard=["merged_cell"],
  calc=lambda x: x[0])
Q("What is Ardgowan's annual fee for servicing a filter coffee brewer?", "unanswerable", "none",
  reason="Ardgowan only lists traditional espresso and bean-to-cup machines.", hard=["absent_entity"],
  probe={"doc": AC, "absent": ["brewer"], "present": []})

# ============================================================================== 8 Stalbridge racking
SS = M.SS_FILE
SP = {lab.rstrip("\u00b9"): dict(zip(M.SS_BEAMS, vals)) for lab, unit, vals in M.SS_SPECS}
LOAD = "Max. load per beam pair"
v = SP[LOAD]["SR-2700"]
Q("What's the maximum load per beam pair for Stalbridge's SR-2700 beam?", "transposed_lookup", "number", num(v),
  "kg", [ev(SS, "t1", LOAD, "SR-2700")], raw=v, hard=["footnote", "transposed"], calc=lambda x: x[0])
v = SP["Weight per beam"]["SR-3300"]
Q("Stalbridge SR-3300: how heavy is one beam, in kg?", "transposed_lookup", "number", num(v), "kg",
  [ev(SS, "t1", "Weight per beam", "SR-3300")], raw=v, hard=["transposed"], calc=lambda x: x[0])
vals = [SP[LOAD][b] for b in M.SS_BEAMS]
Q("How many Stalbridge beam lengths are rated for at least 2,200 kg per pair?", "count", "number",
  sum(1 for x in vals if num(x) >= 2200), None, [ev(SS, "t1", LOAD, b) for b in M.SS_BEAMS], raw=vals,
  hard=["transposed"], calc=lambda x: sum(1 for y in x if y >= 2200))
fr = {r[0]: r for r in M.SS_FRAMES}
a, b = fr["SF-3600-1100"][5], SP["Price per beam pair"]["SR-2700"]
Q("Price up one standalone Stalbridge bay: two SF-3600-1100 frames and three beam levels of SR-2700. Total in £ "
  "excluding VAT?", "sum", "number", 2 * D(a) + 3 * D(b), "GBP",
  [ev(SS, "t2", "SF-3600-1100", "Price (£)"), ev(SS, "t1", "Price per beam pair", "SR-2700")], raw=[a, b],
  conditions=[VAT], hard=["distractor_prose", "transposed"], calc=lambda x: 2 * x[0] + 3 * x[1])
top = max(M.SS_FRAMES, key=lambda r: num(r[3]))
Q("Which Stalbridge upright frame carries the highest maximum bay load?", "argmax", "text", top[0], None,
  [ev(SS, "t2", r[0], "Max. bay load (kg)") for r in M.SS_FRAMES], raw=[r[3] for r in M.SS_FRAMES],
  calc=lambda x: M.SS_FRAMES[max(range(len(x)), key=lambda i: x[i])][0])
Q("What load per beam pair does Stalbridge give for a 4,200 mm beam?", "unanswerable", "none",
  reason="Stalbridge's longest beam is 3,900 mm; 4,200 mm appears only as a frame height.", hard=["absent_entity"],
  probe={"doc": SS, "absent": ["SR-4200"], "present": ["3,900"]})

# ============================================================================== 9 Cottisford hand dryers
CH = M.CH_FILE
CP = {lab.replace("\u00b9", ""): dict(zip(M.CH_MODELS, vals)) for lab, vals in M.CH_SPECS}
v = CP["Rated power (W)"]["Aero Jet Pro"]
Q("Rated power of the Cottisford Aero Jet Pro in watts?", "transposed_lookup", "number", num(v), "W",
  [ev(CH, "t1", "Rated power (W)", "Aero Jet Pro")], raw=v, hard=["transposed", "unit_in_header"],
  calc=lambda x: x[0])
v = CP["Sound level at 2 m (dB(A))"]["Aero Blade"]
Q("How loud is the Aero Blade at 2 metres?", "transposed_lookup", "number", num(v), "dB(A)",
  [ev(CH, "t1", "Sound level at 2 m (dB(A))", "Aero Blade")], raw=v, hard=["transposed", "unit_in_header"],
  calc=lambda x: x[0])
ws = [CP["Weight (kg)"][m] for m in M.CH_MODELS]
Q("Which Cottisford dryer is the lightest?", "argmin", "text", M.CH_MODELS[min(range(5), key=lambda i: num(ws[i]))],
  None, [ev(CH, "t1", "Weight (kg)", m) for m in M.CH_MODELS], raw=ws, hard=["transposed"],
  calc=lambda x: M.CH_MODELS[min(range(len(x)), key=lambda i: x[i])])
a, b = CP["Dry time (s)"]["Aero S"], CP["Dry time (s)"]["Aero Jet"]
Q("How many seconds longer does the Aero S take to dry hands than the Aero Jet?", "difference", "number",
  num(a) - num(b), "s", [ev(CH, "t1", "Dry time (s)", "Aero S"), ev(CH, "t1", "Dry time (s)", "Aero Jet")],
  raw=[a, b], hard=["transposed", "footnote"], calc=lambda x: x[0] - x[1])
a, b = CP["Rated power (W)"]["Aero Jet"], CP["Rated power (W)"]["Aero Blade"]
assert a != b
Q("Aero Jet or Aero Blade - which one draws more power?", "compare_two", "text",
  "Aero Jet" if num(a) > num(b) else "Aero Blade", None,
  [ev(CH, "t1", "Rated power (W)", "Aero Jet"), ev(CH, "t1", "Rated power (W)", "Aero Blade")], raw=[a, b],
  hard=["transposed"], calc=lambda x: "Aero Jet" if x[0] > x[1] else "Aero Blade")
Q("What IP rating does the Cottisford Aero Jet have?", "unanswerable", "none",
  reason="The data sheet gives no IP (ingress protection) rating.", hard=["missing_row"],
  probe={"doc": CH, "absent": ["IP"], "present": []})

# ============================================================================== 10 Pendarves tea
PT = M.PT_FILE
PTR = {r[1]: r for r in M.PT_ITEMS}
PT_COL = [f"{M.PT_HEAD} > {p}" for p in M.PT_PACKS]
r = PTR["PT-505"]
Q("Pendarves - what's a 1 kg bag of Dong Ding oolong?", "multi_page_lookup", "number", D(r[5]), "GBP",
  [ev(PT, "t1", "PT-505", PT_COL[1])], raw=r[5], conditions=[VAT], hard=["header_not_repeated"],
  calc=lambda x: x[0])
r = PTR["PT-701"]
Q("Price of a 5 kg sack of organic rooibos from Pendarves Tea Importers?", "multi_page_lookup", "number", D(r[6]),
  "GBP", [ev(PT, "t1", "PT-701", PT_COL[2])], raw=r[6], conditions=[VAT], hard=["header_not_repeated"],
  calc=lambda x: x[0])
r = PTR["PT-601"]
Q("How much is Silver Needle in the 250 g pouch?", "multi_page_lookup", "number", D(r[4]), "GBP",
  [ev(PT, "t1", "PT-601", PT_COL[0])], raw=r[4], conditions=[VAT], hard=["header_not_repeated", "synonym"],
  calc=lambda x: x[0])
r = PTR["PT-704"]
Q("If we buy Pendarves chamomile flowers by the 5 kg sack, what does that come to per kilo?", "multi_page_lookup",
  "number", D(r[6]) / 5, "GBP", [ev(PT, "t1", "PT-704", PT_COL[2])], raw=r[6], conditions=[VAT],
  hard=["header_not_repeated"], calc=lambda x: x[0] / 5)
r = PTR["PT-101"]
Q("Assam Halmari: how much more per kg do we pay buying it in 250 g pouches instead of a 1 kg bag?", "difference",
  "number", 4 * D(r[4]) - D(r[5]), "GBP", [ev(PT, "t1", "PT-101", PT_COL[0]), ev(PT, "t1", "PT-101", PT_COL[1])],
  raw=[r[4], r[5]], conditions=[VAT], calc=lambda x: 4 * x[0] - x[1])
ool = [r for r in M.PT_ITEMS if r[0] == "Oolong teas"]
lo = min(ool, key=lambda r: D(r[5]))
Q("Cheapest oolong in the Pendarves catalogue, going by the 1 kg bag price?", "argmin", "text", lo[2], None,
  [ev(PT, "t1", r[1], PT_COL[1]) for r in ool], raw=[r[5] for r in ool], aliases=[lo[1]], conditions=[VAT],
  hard=["multi_page", "header_not_repeated"], calc=lambda x: ool[min(range(len(x)), key=lambda i: x[i])][2])
dj = [r for r in M.PT_ITEMS if r[0] == "Darjeeling"]
Q("Average 1 kg bag price across Pendarves' Darjeeling section? Round to pence.", "average", "number",
  qz(sum(D(r[5]) for r in dj) / len(dj)), "GBP", [ev(PT, "t1", r[1], PT_COL[1]) for r in dj],
  raw=[r[5] for r in dj], decimals=2, tolerance=0.01, conditions=[VAT], calc=lambda x: qz(sum(x) / len(x)))
Q("Which teas in the Darjeeling section cost under £35 for a 1 kg bag? Codes please.", "filter_list", "list",
  [r[1] for r in dj if D(r[5]) < 35], None, [ev(PT, "t1", r[1], PT_COL[1]) for r in dj], raw=[r[5] for r in dj],
  conditions=[VAT], calc=lambda x: [dj[i][1] for i in range(len(x)) if x[i] < 35])
ke = [r for r in M.PT_ITEMS if r[3] == "Kenya"]
Q("How many of the teas Pendarves imports come from Kenya?", "count", "number", len(ke), None,
  [ev(PT, "t1", r[1], "Origin") for r in ke], raw=[r[3] for r in ke], hard=["multi_page"], calc=lambda x: len(x))
Q("Pendarves price for a 1 kg bag of Pu-erh?", "unanswerable", "none",
  reason="No Pu-erh tea is listed in the Pendarves catalogue.", hard=["absent_entity"],
  probe={"doc": PT, "absent": ["Pu-erh", "Puerh", "Pu'er"], "present": []})

# ============================================================================== 11 Ludgvan quarterly accounts
LC = M.LC_FILE
LCQ = lambda c: f"{M.LC_H1} > {c}"  # noqa: E731
LCP = f"{M.LC_H2} > Full year"
T = "unit_in_header"


def lcv(label, col):
    return M.lc_value(label, col)


def lct(label, col):
    return M.facc(lcv(label, col))


def lce(label, col):
    return ev(LC, "t1", label, LCP if col == "PY" else LCQ(col))


SC = dict(unit="GBP", scale=1000, scale_note="GBP thousands")
Q("Ludgvan Cleaning: window and specialist cleaning revenue in Q3 of the year to March 2025?",
  "lookup_header_path", "number", lcv("Window and specialist cleaning", "Q3"),
  evidence=[lce("Window and specialist cleaning", "Q3")], raw=lct("Window and specialist cleaning", "Q3"),
  hard=[T], calc=lambda x: x[0], **SC)
Q("What did washroom services bring in for Ludgvan in the year to 31 March 2024?", "lookup_header_path", "number",
  lcv("Washroom services", "PY"), evidence=[lce("Washroom services", "PY")], raw=lct("Washroom services", "PY"),
  hard=[T, "synonym"], calc=lambda x: x[0], **SC)
a, b = lcv("Total revenue", "Full year"), lcv("Total revenue", "PY")
Q("Year-on-year growth in Ludgvan's total revenue (year to March 2025 vs year to March 2024), in percent?",
  "percent_change", "number", qz(D(a - b) / b * 100), "%",
  [lce("Total revenue", "Full year"), lce("Total revenue", "PY")], raw=[M.facc(a), M.facc(b)], tolerance=0.05,
  hard=["total_row", T], calc=lambda x: qz((x[0] - x[1]) / x[1] * 100))
a, b = lcv("Operating profit", "Full year"), lcv("Operating profit", "PY")
Q("By how much did Ludgvan's operating profit go up compared with the previous year?", "difference", "number",
  a - b, evidence=[lce("Operating profit", "Full year"), lce("Operating profit", "PY")],
  raw=[M.facc(a), M.facc(b)], hard=["total_row", T], calc=lambda x: x[0] - x[1], **SC)
qs = ["Q1", "Q2", "Q3", "Q4"]
gp = [lcv("Gross profit", c) for c in qs]
Q("Which quarter of FY 2024/25 gave Ludgvan its highest gross profit?", "argmax", "text",
  qs[max(range(4), key=lambda i: gp[i])], None, [lce("Gross profit", c) for c in qs], raw=[M.facc(x) for x in gp],
  hard=["total_row", T], calc=lambda x: qs[max(range(len(x)), key=lambda i: x[i])])
a, b = lcv("Contract cleaning", "Q3"), lcv("Contract cleaning", "Q4")
Q("Contract cleaning revenue for the second half of the year to 31 March 2025 (Q3 plus Q4)?", "sum", "number",
  a + b, evidence=[lce("Contract cleaning", "Q3"), lce("Contract cleaning", "Q4")], raw=[M.facc(a), M.facc(b)],
  hard=[T], calc=lambda x: x[0] + x[1], **SC)
dl = [lcv("Direct labour", c) for c in qs]
Q("What was Ludgvan's average quarterly direct labour cost in FY 2024/25?", "average", "number",
  D(sum(dl)) / 4, evidence=[lce("Direct labour", c) for c in qs], raw=[M.facc(x) for x in dl], accept_abs=True,
  tolerance=0.01, hard=["negative_parentheses", T], calc=lambda x: sum(x) / len(x), **SC)
k = M.LC_KPIS[1]
Q("Headcount of cleaning operatives at Ludgvan at the end of Q4?", "lookup", "number", k[1][3], "employees",
  [ev(LC, "t2", k[0], "Q4")], raw=str(k[1][3]), hard=["mixed_units", "adjacent_tables"], calc=lambda x: x[0])
a = lcv("Total revenue", "Full year")
Q("Ludgvan's total revenue for the year to 31 March 2025 - answer in £ millions, please.", "lookup_header_path",
  "number", D(a) / 1000, "GBP", [lce("Total revenue", "Full year")], raw=M.facc(a), scale=1000000,
  scale_note="GBP millions (asked)", decimals=3, hard=["total_row", T], calc=lambda x: x[0] / 1000)
a, b = lcv("Profit before tax", "Full year"), lcv("Profit before tax", "PY")
Q("Percentage change in profit before tax at Ludgvan, FY 2024/25 over FY 2023/24?", "percent_change", "number",
  qz(D(a - b) / b * 100), "%", [lce("Profit before tax", "Full year"), lce("Profit before tax", "PY")],
  raw=[M.facc(a), M.facc(b)], tolerance=0.05, hard=["total_row", T], calc=lambda x: qz((x[0] - x[1]) / x[1] * 100))
Q("What was Ludgvan's total revenue in Q1 of the year to 31 March 2024?", "unanswerable", "none",
  reason="For the year to March 2024 only the full-year column is given; no quarterly split.",
  hard=["absent_year"], probe={"doc": LC, "absent": ["Q1 2023"], "present": ["Full year"]})

# ============================================================================== 12 Crantock accounts
CS = M.CS_FILE


def cse(label, year):
    tid = "t1" if label in [x[0] for x in M.cs_pl()] else "t2"
    return ev(CS, tid, label, f"{year} > £")


def cst(label, year):
    return M.facc(M.cs_value(label, year))


GB = dict(unit="GBP")
Q("Crantock Scaffolding turnover, year ended 30 Sept 2025?", "lookup_header_path", "number",
  M.cs_value("Turnover", 2025), evidence=[cse("Turnover", 2025)], raw=cst("Turnover", 2025), calc=lambda x: x[0],
  **GB)
a, b = M.cs_value("Turnover", 2025), M.cs_value("Turnover", 2024)
Q("How much did Crantock's turnover grow in 2025 compared with 2024, as a percentage?", "percent_change", "number",
  qz(D(a - b) / b * 100), "%", [cse("Turnover", 2025), cse("Turnover", 2024)], raw=[cst("Turnover", 2025),
  cst("Turnover", 2024)], tolerance=0.05, calc=lambda x: qz((x[0] - x[1]) / x[1] * 100))
Q("Other operating income at Crantock for 2024?", "lookup", "number", M.cs_value("Other operating income", 2024),
  evidence=[cse("Other operating income", 2024)], raw=cst("Other operating income", 2024), hard=["dash_zero"],
  calc=lambda x: x[0], **GB)
a, b = M.cs_value("Profit before taxation", 2025), M.cs_value("Profit before taxation", 2024)
Q("Difference in Crantock's profit before tax between the two years shown?", "difference", "number", a - b,
  evidence=[cse("Profit before taxation", 2025), cse("Profit before taxation", 2024)],
  raw=[cst("Profit before taxation", 2025), cst("Profit before taxation", 2024)], hard=["total_row"],
  calc=lambda x: x[0] - x[1], **GB)
Q("net assets crantock scaffolding 30 sep 2024", "lookup_header_path", "number", M.cs_value("Net assets", 2024),
  evidence=[cse("Net assets", 2024)], raw=cst("Net assets", 2024), hard=["total_row"], calc=lambda x: x[0], **GB)
Q("What was Crantock's tax charge for 2025? Give it in £ thousands, rounded to the nearest thousand.", "lookup",
  "number", D(M.cs_value("Tax on profit", 2025)) / 1000, "GBP", [cse("Tax on profit", 2025)],
  raw=cst("Tax on profit", 2025), scale=1000, scale_note="GBP thousands (asked)", decimals=0, accept_abs=True,
  hard=["negative_parentheses", "synonym"], calc=lambda x: x[0] / 1000)
a = M.cs_value("Debtors", 2025)
b = M.cs_value("Creditors: amounts falling due within one year", 2025)
Q("At 30 September 2025, were Crantock's debtors bigger than its creditors due within one year, or the other way "
  "round? Name the larger line.", "compare_two", "text",
  "Debtors" if a > -b else "Creditors: amounts falling due within one year", None,
  [cse("Debtors", 2025), cse("Creditors: amounts falling due within one year", 2025)],
  raw=[cst("Debtors", 2025), cst("Creditors: amounts falling due within one year", 2025)],
  hard=["negative_parentheses"], calc=lambda x: "Debtors" if x[0] > -x[1] else "Creditors: amounts falling due within one year")
Q("Net current assets of Crantock Scaffolding at the 2025 year end?", "lookup", "number",
  M.cs_value("Net current assets", 2025), evidence=[cse("Net current assets", 2025)],
  raw=cst("Net current assets", 2025), hard=["total_row"], calc=lambda x: x[0], **GB)
Q("How much did Crantock Scaffolding pay out in dividends in 2025?", "unanswerable", "none",
  reason="Neither the profit and loss account nor the balance sheet shows dividends.", hard=["missing_row"],
  probe={"doc": CS, "absent": ["ividend"], "present": []})


# ============================================================================== finish
def derived_hard(rec, qlang):
    hc = set(rec["hard_cases"])
    for e in rec["evidence"]:
        d = DOCS[e["doc"]]
        t = d.tables.get(e["table"])
        if t is not None and t.style in ("borderless", "zebra"):
            hc.add("borderless")
        if ">" in e["column"]:
            hc.update(["header_path", "merged_cell"])
        if ">" in e["row"]:
            hc.add("merged_cell")
        if d.lang == "nl":
            hc.add("locale_number")
            if qlang != "nl":
                hc.add("cross_lingual")
        if e["page"] > 1:
            hc.add("multi_page")
    if VAT in rec["answer"].get("conditions", []):
        hc.add("vat_condition")
    return sorted(hc)


def build():
    recs = []
    for i, q in enumerate(QUESTIONS, 1):
        rec = q["rec"]
        rec["id"] = f"{PREFIX}{i:03d}"
        docs = {e["doc"] for e in rec["evidence"]} or {q["probe"]["doc"]}
        rec["family"] = FAMILY[sorted(docs)[0]]
        rec["hard_cases"] = derived_hard(rec, q["qlang"])
        if q["calc"] is not None:
            got = q["calc"](parse_raws(q, rec))
            assert same(got, rec["answer"]["value"]), (rec["id"], got, rec["answer"]["value"])
        recs.append(rec)
    return recs


def parse_raws(q, rec):
    """Numbers of a question's raw pieces, each parsed in the language of the document it cites."""
    out = []
    evs = rec["evidence"]
    for i, t in enumerate(q["raws"]):
        if not re.search(r"\d", t) and t != M.NDASH:
            out.append(t)
            continue
        e = evs[min(i, len(evs) - 1)]
        lang = LANG[e["doc"]]
        if len({x["doc"] for x in evs}) > 1:     # cross-document: raw i belongs to evidence i
            lang = LANG[evs[i]["doc"]]
        out.append(num(t, lang))
    return out


def main():
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else HERE / "questions.jsonl"
    recs = build()
    for q, rec in zip(QUESTIONS, recs):
        if q["calc"] is not None:
            assert same(q["calc"](parse_raws(q, rec)), rec["answer"]["value"]), rec["id"]
    with open(out, "w", encoding="utf-8") as f:
        for rec in recs:
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    print(f"{out}: {len(recs)} questions")


if __name__ == "__main__":
    main()
