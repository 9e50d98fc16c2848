"""business-other13: write questions.jsonl from the data in make_docs.py.

    /work/main/.venv/bin/python bench/business-other13/make_questions.py [OUT]

Every gold is computed here from make_docs' data structures (Decimal arithmetic), never typed in. Each
answered question also carries, in memory only, a `calc` rule that recomputes the gold from the TEXTS of its
evidence cells; it is run here on the texts make_docs prints and, in check.py, on the texts read back from the
PDFs. Unanswerable questions carry a `probe` (strings that must be absent from / present in the document, or a
cell that must read a dash) that check.py tests against the PDF.
"""
from __future__ import annotations

import json
import re
import sys
from decimal import Decimal
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.dont_write_bytecode = True
sys.path.insert(0, str(HERE))
import make_docs as M  # noqa: E402

D, qz = M.D, M.q
PREFIX, SOURCE = "bo13-", "business-other13"
VAT = "Prices exclude VAT"
KP, VL, WW, LC, CB, HC = M.KP_FILE, M.VL_FILE, M.WW_FILE, M.LC_FILE, M.CB_FILE, M.HC_FILE
NV, KZ, AM, TB, NB, GH = M.NV_FILE, M.KZ_FILE, M.AM_FILE, M.TB_FILE, M.NB_FILE, M.GH_FILE
DOCS = M.layout()


# ================================================================================ parsing (for calc rules)
def nen(s) -> Decimal:
    m = re.search(r"\(?-?\d[\d,]*(?:\.\d+)?\)?", s.replace("−", "-"))
    t = m.group(0)
    neg = t.startswith("(")
    v = D(t.strip("()").replace(",", ""))
    return -v if neg else v


def nde(s) -> Decimal:
    m = re.search(r"-?\d[\d.]*(?:,\d+)?", s)
    return D(m.group(0).replace(".", "").replace(",", "."))


def nfr(s) -> Decimal:
    m = re.search(r"-?\d+(?: \d{3})*(?:,\d+)?", s)
    return D(m.group(0).replace(" ", "").replace(",", "."))


# ================================================================================ records
def ev(doc, tid, row, col):
    t = DOCS[doc].tables[tid]
    text, page, _ = t.cell(row, col)
    return {"doc": doc, "page": page, "table": tid, "row": row, "column": col}


def cell_text(e):
    return DOCS[e["doc"]].tables[e["table"]].cell(e["row"], e["column"])[0]


def jnum(v):
    """A JSON number from a Decimal / int: int when integral, else float."""
    v = D(v)
    return int(v) if v == v.to_integral_value() else float(v)


QUESTIONS = []


def Q(question, category, kind, value=None, unit=None, evidence=(), *, raw=None, scale=None, scale_note=None,
      conditions=(), hard=(), tolerance=None, decimals=None, accept_abs=False, aliases=None, reason=None,
      calc=None, probe=None, family=None, qlang="en"):
    evidence = list(evidence)
    texts = [cell_text(e) for e in evidence]
    if kind == "none":
        assert not evidence and reason and probe
        ans = {"kind": "none", "value": None, "raw": None, "unit": None, "scale_note": None, "conditions": [],
               "reason": reason}
    else:
        assert evidence and calc, question
        if raw is None:
            raw = " | ".join(texts)
        if kind == "number":
            val = jnum(value)
        elif kind == "list":
            val = list(value)
        else:
            val = value
        ans = {"kind": kind, "value": val, "raw": raw, "unit": unit, "scale_note": scale_note,
               "conditions": list(conditions)}
        if scale:
            ans["scale"] = scale
        if tolerance is not None:
            ans["tolerance"] = tolerance
        if decimals is not None:
            ans["decimals"] = decimals
        if accept_abs:
            ans["accept_abs"] = True
        if aliases:
            ans["aliases"] = list(aliases)
        got = calc(texts)                               # the rule on the printed texts
        assert same(got, val), (question, got, val)
    docs = [e["doc"] for e in evidence] or [probe["doc"]]
    QUESTIONS.append({"question": question, "category": category, "answer": ans, "evidence": evidence,
                      "hard": list(hard), "family": family or DOCS[docs[0]].family, "calc": calc,
                      "probe": probe, "qlang": qlang})


def same(got, val):
    if isinstance(val, list):
        return sorted(map(str, got)) == sorted(map(str, val))
    if isinstance(val, str):
        return str(got) == val
    return abs(float(got) - float(val)) <= 1e-9 * max(1.0, abs(float(val)))


def hard_cases(rec, qlang):
    hs = set(rec["hard"])
    for e in rec["evidence"]:
        d = DOCS[e["doc"]]
        t = d.tables[e["table"]]
        if t.style in ("zebra", "borderless"):
            hs.add("borderless")
        if " > " in e["column"]:
            hs.update(["header_path", "merged_cell"])
        if " > " in (e["row"] or ""):
            hs.add("merged_cell")
        if d.lang in ("de", "fr") and rec["answer"]["kind"] in ("number", "list", "text"):
            if re.search(r"\d[,.]\d|\d \d{3}", cell_text(e)):
                hs.add("locale_number")
        if e["page"] > t.parts[0][0]:
            hs.add("multi_page")
        if (e["doc"], e["table"]) == (NV, "t1"):
            hs.add("transposed")
        if d.lang != qlang:
            hs.add("cross_lingual")
    if VAT in rec["answer"]["conditions"]:
        hs.add("vat_condition")
    return sorted(hs)


# ================================================================================ D1 Kilbrittain
def kp_col(i):
    return f"Price per 100 units (EUR) > {M.KP_TIERS[i]}"


def kp_price(code, i):
    return D(next(p for c, _, p in M.KP_PRODUCTS if c == code)[i])


def kp_opt(name):
    return D(next(p for o, _, p in M.KP_OPTIONS if o == name))


Q("What does Kilbrittain charge per hundred for the 25 mm full-colour Tyvek wristbands when the order is "
  "between 500 and 1,999 pieces?", "lookup_header_path", "number", kp_price("KP-T25", 1), "EUR",
  [ev(KP, "t1", "KP-T25", kp_col(1))], scale_note="per 100 units", conditions=[VAT], hard=["unit_in_header"],
  calc=lambda t: nen(t[0]))

t = M.kp_tier(350)
Q("kilbrittain recycled PET lanyards, 350 pcs - rate per 100?", "range_lookup", "number",
  kp_price("KP-LR20", t), "EUR", [ev(KP, "t1", "KP-LR20", kp_col(t))], scale_note="per 100 units",
  conditions=[VAT], hard=["range_match", "unit_in_header", "synonym"], calc=lambda t: nen(t[0]))

t = M.kp_tier(1200)
v = D(1200) / 100 * (kp_price("KP-L15", t) + kp_opt("Safety breakaway")) + M.KP_SETUP
Q("Quote check for Kilbrittain: 1,200 of the 15 mm one-colour polyester lanyards with a safety breakaway, "
  "one design. Goods plus the artwork setup, before VAT and delivery?", "sum", "number", v, "EUR",
  [ev(KP, "t1", "KP-L15", kp_col(t)), ev(KP, "t2", "Safety breakaway", "EUR per 100 units")],
  raw=f"{M.fen(kp_price('KP-L15', t))} | {M.fen(kp_opt('Safety breakaway'))} | 35.00", conditions=[VAT],
  hard=["range_match", "distractor_prose", "unit_in_header"],
  calc=lambda t: 12 * (nen(t[0]) + nen(t[1])) + D("35.00"))

best = max(M.KP_PRODUCTS, key=lambda p: D(p[2][2]))
Q("Which Kilbrittain product is the dearest per 100 in the 2,000+ tier? Just the code, please.", "argmax", "text",
  best[0], None, [ev(KP, "t1", c, kp_col(2)) for c, _, _ in M.KP_PRODUCTS], conditions=[VAT],
  aliases=[best[1]], hard=["header_path"],
  calc=lambda t: [c for c, _, _ in M.KP_PRODUCTS][max(range(len(t)), key=lambda i: nen(t[i]))])

Q("On Kilbrittain's list, how much less per 100 are the debossed silicone wristbands at 2,000+ than in the "
  "'up to 499' tier?", "difference", "number", kp_price("KP-S12", 0) - kp_price("KP-S12", 2), "EUR",
  [ev(KP, "t1", "KP-S12", kp_col(0)), ev(KP, "t1", "KP-S12", kp_col(2))], scale_note="per 100 units",
  conditions=[VAT], accept_abs=True, calc=lambda t: nen(t[0]) - nen(t[1]))

Q("What is Kilbrittain's price per 100 for woven satin lanyards, 25 mm wide?", "unanswerable", "none",
  reason="Kilbrittain lists only printed polyester and recycled-PET lanyards of 15 and 20 mm; no woven or "
         "satin lanyard.", hard=["absent_entity"], probe={"doc": KP, "absent": ["woven", "satin"]})

# ================================================================================ D2 Vlaskamp
def vl_price(tier, col):
    return D(M.VL_PRICES[tier][M.VL_COLS.index(col)])


t = M.vl_tier(4800)
Q("Vlaskamp unit price for 12 mm silicone wristbands if we order 4,800?", "range_lookup", "number",
  vl_price(t, "Silicone wristband 12 mm"), "EUR", [ev(VL, "t1", M.VL_TIERS[t], "Silicone wristband 12 mm")],
  conditions=[VAT], hard=["range_match", "unit_in_header"], calc=lambda t: nen(t[0]))

Q("What's Vlaskamp's setup charge for each design?", "lookup", "number", M.VL_SETUP, "EUR",
  [ev(VL, "t2", "Setup per design (artwork and print plate)", "Amount")], conditions=[VAT],
  hard=["currency_format"], calc=lambda t: nen(t[0]))

t = M.vl_tier(300)
v = qz(300 * vl_price(t, "Lanyard 20 mm, full colour") * (1 + M.VL_RUSH_PCT / 100))
Q("Vlaskamp, 300 full-colour 20 mm lanyards on rush production: what is the goods value including the rush "
  "surcharge (EUR, ex VAT)?", "sum", "number", v, "EUR",
  [ev(VL, "t1", M.VL_TIERS[t], "Lanyard 20 mm, full colour"), ev(VL, "t2", "Rush production (4 working days)",
                                                                     "Amount")],
  conditions=[VAT], decimals=2, hard=["range_match", "unit_in_header"],
  calc=lambda t: qz(300 * nen(t[0]) * (1 + nen(t[1]) / 100)))

a, b = vl_price(3, "Silicone wristband 12 mm"), vl_price(3, "Badge holder A6")
Q("In Vlaskamp's '5,000 and over' row, which is more expensive per unit: the silicone wristband or the A6 "
  "badge holder?", "compare_two", "text", "Silicone wristband 12 mm" if a > b else "Badge holder A6", None,
  [ev(VL, "t1", "5,000 and over", "Silicone wristband 12 mm"), ev(VL, "t1", "5,000 and over", "Badge holder A6")],
  conditions=[VAT], aliases=["silicone wristband"],
  calc=lambda t: "Silicone wristband 12 mm" if nen(t[0]) > nen(t[1]) else "Badge holder A6")

first, last = vl_price(0, "Lanyard 15 mm, 1 colour"), vl_price(3, "Lanyard 15 mm, 1 colour")
Q("By what percentage does Vlaskamp's 15 mm one-colour lanyard get cheaper per unit between the 1–249 row "
  "and the 5,000-and-over row?", "percent_change", "number", qz((last - first) / first * 100), "%",
  [ev(VL, "t1", "1–249", "Lanyard 15 mm, 1 colour"), ev(VL, "t1", "5,000 and over", "Lanyard 15 mm, 1 colour")],
  conditions=[VAT], tolerance=0.05, accept_abs=True,
  calc=lambda t: qz((nen(t[1]) - nen(t[0])) / nen(t[0]) * 100))

# ================================================================================ D3 Wöllnitz
def ww_col(i):
    return f"Preis je 1.000 Stück (EUR) > {M.WW_TIERS[i]}"


def ww_price(code, i):
    return D(next(p for c, _, p in M.WW_PRODUCTS if c == code)[i])


Q("Was kostet das geprägte Silikon-Armband WW-312 je 1.000 Stück in der Staffel 1.000–4.999 Stk.?",
  "lookup_header_path", "number", ww_price("WW-312", 1), "EUR", [ev(WW, "t1", "WW-312", ww_col(1))],
  scale_note="je 1.000 Stück", conditions=[VAT], hard=["unit_in_header"], calc=lambda t: nde(t[0]), qlang="de")

t = M.ww_tier(800)
Q("At Wöllnitz, what is the price per thousand for the 20 mm sublimation lanyards if we order 800?",
  "range_lookup", "number", ww_price("WW-120", t), "EUR", [ev(WW, "t1", "WW-120", ww_col(t))],
  scale_note="per 1,000 units", conditions=[VAT], hard=["range_match", "unit_in_header"],
  calc=lambda t: nde(t[0]))

t = M.ww_tier(2000)
Q("Wöllnitz: 2.000 Tyvek-Armbänder WW-219 mit einem Motiv – Warenwert plus Einrichtungskosten, ohne Versand, "
  "netto?", "sum", "number", D(2000) / 1000 * ww_price("WW-219", t) + M.WW_SETUP, "EUR",
  [ev(WW, "t1", "WW-219", ww_col(t)), ev(WW, "t2", "Einrichtungskosten je Motiv", "Betrag")], conditions=[VAT],
  hard=["range_match", "unit_in_header"], calc=lambda t: 2 * nde(t[0]) + nde(t[1]), qlang="de")

Q("Wie hoch ist der Expresszuschlag bei Wöllnitz?", "lookup", "number", M.WW_EXPRESS_PCT, "%",
  [ev(WW, "t2", "Expresszuschlag (Lieferung in 5 Arbeitstagen)", "Betrag")], calc=lambda t: nde(t[0]),
  hard=["locale_number"],
  qlang="de")

best = max(M.WW_PRODUCTS, key=lambda p: D(p[2][2]))
Q("Which Wöllnitz article has the highest price per 1,000 in the 'ab 5.000 Stk.' tier?", "argmax", "text",
  best[0], None, [ev(WW, "t1", c, ww_col(2)) for c, _, _ in M.WW_PRODUCTS], conditions=[VAT],
  aliases=[best[1]], calc=lambda t: [c for c, _, _ in M.WW_PRODUCTS][max(range(len(t)), key=lambda i: nde(t[i]))])

Q("What does Wöllnitz charge per 1,000 for 25 mm Tyvek wristbands?", "unanswerable", "none",
  reason="Wöllnitz lists a 19 mm Tyvek wristband only.", hard=["absent_entity"],
  probe={"doc": WW, "absent": ["25 mm"], "present": ["Tyvek-Armband 19 mm"]})

# ================================================================================ cross-document: event ID suppliers
SUPPLIERS = ["Kilbrittain", "Vlaskamp", "Wöllnitz"]
SUPPLIER_ALIASES = {"Kilbrittain": ["Kilbrittain Promotional Products Ltd", "Kilbrittain Promotional Products"],
                    "Vlaskamp": ["Vlaskamp Event Goods B.V.", "Vlaskamp Event Goods"],
                    "Wöllnitz": ["Wöllnitz Werbemittel GmbH", "Wöllnitz Werbemittel", "Woellnitz"]}
EQUIV = {  # generic product -> (Kilbrittain code, Vlaskamp column, Wöllnitz code)
    "tyvek": ("KP-T19", "Tyvek wristband 19 mm", "WW-219"),
    "l15": ("KP-L15", "Lanyard 15 mm, 1 colour", "WW-115"),
    "l20": ("KP-L20", "Lanyard 20 mm, full colour", "WW-120"),
    "silicone": ("KP-S12", "Silicone wristband 12 mm", "WW-312"),
    "holder": ("KP-BH6", "Badge holder A6", "WW-406"),
}


def unit_prices(prod, qty):
    """Per-unit EUR prices at the three suppliers and their evidence cells."""
    k, v, w = EQUIV[prod]
    tk, tv, tw = M.kp_tier(qty), M.vl_tier(qty), M.ww_tier(qty)
    prices = [kp_price(k, tk) / 100, vl_price(tv, v), ww_price(w, tw) / 1000]
    evs = [ev(KP, "t1", k, kp_col(tk)), ev(VL, "t1", M.VL_TIERS[tv], v), ev(WW, "t1", w, ww_col(tw))]
    return prices, evs


def per_unit_texts(t):
    return [nen(t[0]) / 100, nen(t[1]), nde(t[2]) / 1000]


def cheapest(prices):
    assert len(set(prices)) == len(prices)
    return SUPPLIERS[min(range(3), key=lambda i: prices[i])]


for qty, prod, text in [
    (750, "tyvek", "We need 750 one-colour Tyvek wristbands, 19 mm. Which of Kilbrittain, Vlaskamp and Wöllnitz "
                   "has the lowest unit price?"),
    (3000, "l15", "3,000 one-colour 15 mm lanyards: which of our three event-ID suppliers (Kilbrittain, "
                  "Vlaskamp, Wöllnitz) is cheapest per lanyard?"),
    (5000, "tyvek", "Cheapest source for 5,000 Tyvek wristbands (19 mm, one colour) on unit price — Kilbrittain, "
                    "Vlaskamp or Wöllnitz?"),
]:
    p, e = unit_prices(prod, qty)
    w = cheapest(p)
    Q(text, "cross_document", "text", w, None, e, conditions=[VAT], aliases=SUPPLIER_ALIASES[w],
      hard=["range_match", "unit_in_header", "scale_normalization"],
      calc=lambda t: cheapest(per_unit_texts(t)))

p, e = unit_prices("silicone", 6000)
Q("For 6,000 debossed 12 mm silicone wristbands, what is the lowest price per single wristband offered by "
  "Kilbrittain, Vlaskamp or Wöllnitz (EUR)?", "cross_document", "number", min(p), "EUR", e, conditions=[VAT],
  hard=["range_match", "unit_in_header", "scale_normalization"], calc=lambda t: min(per_unit_texts(t)))

p, e = unit_prices("tyvek", 1200)
Q("If we buy 1,200 Tyvek 19 mm wristbands from the cheapest of Kilbrittain, Vlaskamp and Wöllnitz rather than "
  "the dearest, how much do we save on the goods?", "cross_document", "number", 1200 * (max(p) - min(p)), "EUR",
  e, conditions=[VAT], accept_abs=True, hard=["range_match", "unit_in_header", "scale_normalization"],
  calc=lambda t: 1200 * (max(per_unit_texts(t)) - min(per_unit_texts(t))))

p, e = unit_prices("holder", 400)
tot = [400 * p[0] + M.KP_SETUP, 400 * p[1] + M.VL_SETUP, 400 * p[2] + M.WW_SETUP]
e += [ev(VL, "t2", "Setup per design (artwork and print plate)", "Amount"),
      ev(WW, "t2", "Einrichtungskosten je Motiv", "Betrag")]
Q("400 clear A6 badge holders with one design: goods plus the one-off setup charge at each of Kilbrittain, "
  "Vlaskamp and Wöllnitz — which supplier comes out cheapest overall?", "cross_document", "text", cheapest(tot),
  None, e, raw=" | ".join(cell_text(x) for x in e) + " | 35.00", conditions=[VAT],
  aliases=SUPPLIER_ALIASES[cheapest(tot)], hard=["range_match", "unit_in_header", "distractor_prose"],
  calc=lambda t: cheapest([400 * nen(t[0]) / 100 + D("35.00"), 400 * nen(t[1]) + nen(t[3]),
                           400 * nde(t[2]) / 1000 + nde(t[4])]))

p, e = unit_prices("l20", 2500)
Q("2,500 full-colour 20 mm lanyards: how much more per lanyard does Wöllnitz charge than Kilbrittain?",
  "cross_document", "number", p[2] - p[0], "EUR", [e[0], e[2]], conditions=[VAT],
  hard=["range_match", "unit_in_header", "scale_normalization"],
  calc=lambda t: nde(t[1]) / 1000 - nen(t[0]) / 100)

p, e = unit_prices("holder", 300)
Q("Kilbrittain or Vlaskamp — who is cheaper per unit for 300 A6 badge holders?", "cross_document", "text",
  SUPPLIERS[0] if p[0] < p[1] else SUPPLIERS[1], None, e[:2], conditions=[VAT],
  aliases=SUPPLIER_ALIASES[SUPPLIERS[0] if p[0] < p[1] else SUPPLIERS[1]],
  hard=["range_match", "unit_in_header", "scale_normalization"],
  calc=lambda t: SUPPLIERS[0] if nen(t[0]) / 100 < nen(t[1]) else SUPPLIERS[1])

# ================================================================================ D4 Lescaudron
def lc_col(z):
    return f"Prix par envoi (€ HT) > Zone {z}"


def lc_rate(band, z):
    return D(M.LC_RATES[band][z - 1])


Q("Quel est le prix par envoi en zone 3 pour un envoi de 101 à 300 kg ?", "lookup_header_path", "number",
  lc_rate(1, 3), "EUR", [ev(LC, "t2", "101 à 300 kg", lc_col(3))], conditions=[VAT], hard=["unit_in_header"],
  calc=lambda t: nfr(t[0]), qlang="fr")

z, b = M.lc_zone("33"), M.lc_band(420)
Q("Lescaudron: what would a 420 kg pallet consignment from Lyon to Bordeaux (département 33) cost before any "
  "surcharges?", "range_lookup", "number", lc_rate(b, z), "EUR",
  [ev(LC, "t1", f"Zone {z}", "Départements desservis"), ev(LC, "t2", M.LC_BANDS[b], lc_col(z))],
  raw=cell_text(ev(LC, "t2", M.LC_BANDS[b], lc_col(z))), conditions=[VAT],
  hard=["range_match", "adjacent_tables", "unit_in_header"], calc=lambda t: nfr(t[1]) if "33" in t[0] else None)

v = qz(lc_rate(b, z) * (1 + M.LC_FUEL_PCT / 100)) + M.LC_TAILLIFT
Q("Lescaudron quote: 420 kg to the Gironde (33), tail-lift needed at delivery, fuel surcharge as per the grid. "
  "Total excluding VAT?", "sum", "number", v, "EUR",
  [ev(LC, "t1", f"Zone {z}", "Départements desservis"), ev(LC, "t2", M.LC_BANDS[b], lc_col(z)),
   ev(LC, "t3", "Surcharge gazole (indexée, avril 2025)", "Prix"), ev(LC, "t3", "Hayon élévateur à la livraison",
                                                                       "Prix")],
  conditions=[VAT], decimals=2, hard=["range_match", "adjacent_tables", "synonym"],
  calc=lambda t: qz(nfr(t[1]) * (1 + nfr(t[2]) / 100)) + nfr(t[3]))

z = M.lc_zone("74")
Q("Which Lescaudron delivery zone is Haute-Savoie (74) in?", "lookup", "text", f"Zone {z}", None,
  [ev(LC, "t1", f"Zone {z}", "Départements desservis")], raw=f"Zone {z}", aliases=[str(z)],
  hard=["synonym", "text_value"], calc=lambda t, z=z: f"Zone {z}" if "74" in t[0].split(", ") else None)

Q("How much would Lescaudron charge to carry 2,500 kg to zone 1?", "unanswerable", "none",
  reason="The grid stops at 2,000 kg; heavier consignments are 'sur devis' (quoted individually).",
  hard=["range_match", "uncovered_quantity"],
  probe={"doc": LC, "present": ["Au-delà de 2 000 kg : sur devis", "1 001 à 2 000 kg"], "absent": ["2 500"]})

b = M.lc_band(750)
Q("With Lescaudron, how much more does a 750 kg shipment cost to zone 5 than to zone 1?", "difference", "number",
  lc_rate(b, 5) - lc_rate(b, 1), "EUR", [ev(LC, "t2", M.LC_BANDS[b], lc_col(5)),
                                        ev(LC, "t2", M.LC_BANDS[b], lc_col(1))],
  conditions=[VAT], hard=["range_match"], calc=lambda t: nfr(t[0]) - nfr(t[1]))

Q("Dans combien de zones un envoi de 101 à 300 kg coûte-t-il plus de 110 € HT ?", "count", "number",
  sum(1 for z in range(1, 6) if lc_rate(1, z) > 110), None,
  [ev(LC, "t2", "101 à 300 kg", lc_col(z)) for z in range(1, 6)], conditions=[VAT],
  calc=lambda t: sum(1 for x in t if nfr(x) > 110), qlang="fr")


# ================================================================================ D5 Carnbrea
def cb_ev(sec, label, plan):
    return ev(CB, "t1", f"{sec} > {label}", plan)


PR, FE, TR = "Price (£ per vehicle per month)", "Features", "Tracking"
Q("Carnbrea Fleet Plus — price per vehicle per month if we pay annually?", "lookup_header_path", "number",
  D(M.cb_value("Billed annually", "Fleet Plus")), "GBP", [cb_ev(PR, "Billed annually", "Fleet Plus")],
  conditions=[VAT], hard=["unit_in_header"], calc=lambda t: nen(t[0]))

incl = [p for i, p in enumerate(M.CB_PLANS) if M.cb_value("Tachograph remote download", p) == M.CHECK]
Q("Which Carnbrea plans include tachograph remote download?", "filter_list", "list", incl, None,
  [cb_ev(FE, "Tachograph remote download", p) for p in M.CB_PLANS], conditions=[VAT], hard=["text_value"],
  calc=lambda t: [p for p, x in zip(M.CB_PLANS, t) if x == M.CHECK])

n = sum(1 for lab, vals in M.cb_features() if vals[M.CB_PLANS.index("Fleet")] == M.CHECK)
Q("How many of the items in Carnbrea's Features section come with the Fleet plan?", "count", "number", n, None,
  [cb_ev(FE, lab, "Fleet") for lab, _ in M.cb_features()], hard=["text_value"],
  calc=lambda t: sum(1 for x in t if x == M.CHECK))

v = 20 * (12 * D(M.cb_value("Billed annually", "Fleet Plus")) +
          D(M.cb_value("Tracking unit, one-off (£ per vehicle)", "Fleet Plus")))
Q("What would 20 vans on Carnbrea's Fleet Plus plan cost in the first year, billed annually, including the "
  "tracking units?", "sum", "number", v, "GBP",
  [cb_ev(PR, "Billed annually", "Fleet Plus"), cb_ev(PR, "Tracking unit, one-off (£ per vehicle)", "Fleet Plus")],
  conditions=[VAT], hard=["unit_in_header"], calc=lambda t: 20 * (12 * nen(t[0]) + nen(t[1])))

Q("What does Carnbrea charge for temperature-sensor monitoring on refrigerated vans?", "unanswerable", "none",
  reason="The plan comparison has no temperature-sensor or refrigeration feature.", hard=["missing_row"],
  probe={"doc": CB, "absent": ["temperature", "refrigerat", "sensor"]})

Q("How much does annual billing save per vehicle per month on Carnbrea's Fleet plan?", "difference", "number",
  D(M.cb_value("Billed monthly", "Fleet")) - D(M.cb_value("Billed annually", "Fleet")), "GBP",
  [cb_ev(PR, "Billed monthly", "Fleet"), cb_ev(PR, "Billed annually", "Fleet")], conditions=[VAT],
  accept_abs=True, hard=["unit_in_header"], calc=lambda t: nen(t[0]) - nen(t[1]))

iv = {p: int(M.cb_value("Position update interval (seconds)", p)) for p in M.CB_PLANS}
Q("Which Carnbrea plan updates vehicle positions most often?", "argmin", "text", min(iv, key=iv.get), None,
  [cb_ev(TR, "Position update interval (seconds)", p) for p in M.CB_PLANS], hard=["synonym"],
  calc=lambda t: M.CB_PLANS[min(range(4), key=lambda i: nen(t[i]))])


# ================================================================================ D6 Hollinsclough
def hc_col(i):
    return f"Price per indoor unit a year (£) > {M.HC_BANDS[i]}"


def hc_price(plan, i):
    return D(next(pr for p, _, _, pr in M.HC_PLANS if p == plan)[i])


b = M.hc_band(14)
Q("Hollinsclough Maintain Plus for a site with 14 indoor units — what's the price per unit per year?",
  "range_lookup", "number", hc_price("Maintain Plus", b), "GBP", [ev(HC, "t1", "Maintain Plus", hc_col(b))],
  conditions=[VAT], hard=["range_match"], calc=lambda t: nen(t[0]))

b = M.hc_band(24)
r = hc_price("Total Care", b)
v = 24 * r + 3 * qz(r * M.HC_OUTDOOR_PCT / 100)
Q("A site with 24 indoor units and 3 outdoor condensers wants Hollinsclough's Total Care. What is the annual "
  "contract price, ex VAT?", "sum", "number", v, "GBP", [ev(HC, "t1", "Total Care", hc_col(b))],
  raw=f"{M.fen(r)} | 60 %", conditions=[VAT], hard=["range_match", "distractor_prose"],
  calc=lambda t: 24 * nen(t[0]) + 3 * qz(nen(t[0]) * D("0.6")))

Q("Under Hollinsclough's Maintain plan, how quickly do they commit to attend an emergency (hours)?",
  "lookup_header_path", "number", D(next(e for p, _, e, _ in M.HC_PLANS if p == "Maintain")), "hours",
  [ev(HC, "t1", "Maintain", "Service > Emergency response (hours)")], hard=["synonym", "unit_in_header"],
  calc=lambda t: nen(t[0]))

resp = {p: int(e) for p, _, e, _ in M.HC_PLANS if e != "—"}
Q("Which Hollinsclough contract level has the fastest emergency response?", "argmin", "text",
  min(resp, key=resp.get), None,
  [ev(HC, "t1", p, "Service > Emergency response (hours)") for p, _, _, _ in M.HC_PLANS], hard=["dash_zero"],
  calc=lambda t: [p for p, _, _, _ in M.HC_PLANS][min((i for i in range(4) if t[i] != "—"),
                                                     key=lambda i: nen(t[i]))])

a, z = hc_price("Inspect", 0), hc_price("Inspect", 2)
Q("How much lower, in percent, is Hollinsclough's Inspect price per unit for 21 or more units than for 1–5 "
  "units?", "percent_change", "number", qz((z - a) / a * 100), "%",
  [ev(HC, "t1", "Inspect", hc_col(0)), ev(HC, "t1", "Inspect", hc_col(2))], conditions=[VAT], tolerance=0.05,
  accept_abs=True, calc=lambda t: qz((nen(t[1]) - nen(t[0])) / nen(t[0]) * 100))

vis = [D(v) for _, v, _, _ in M.HC_PLANS]
Q("On average, how many maintenance visits a year do Hollinsclough's four plans include?", "average", "number",
  sum(vis) / len(vis), "visits", [ev(HC, "t1", p, "Service > Visits a year") for p, _, _, _ in M.HC_PLANS],
  tolerance=0.01, calc=lambda t: sum(nen(x) for x in t) / 4)

Q("Hollinsclough: which is dearer per indoor unit — Maintain Plus at 6–20 units, or Total Care at 21 units "
  "and over?", "compare_two", "text",
  "Total Care" if hc_price("Total Care", 2) > hc_price("Maintain Plus", 1) else "Maintain Plus", None,
  [ev(HC, "t1", "Maintain Plus", hc_col(1)), ev(HC, "t1", "Total Care", hc_col(2))], conditions=[VAT],
  calc=lambda t: "Total Care" if nen(t[1]) > nen(t[0]) else "Maintain Plus")



# ================================================================================ D7 Nivolet
def nv(label, model):
    return D(M.nv_spec(label, model).replace(",", ""))


Q("Daily ice output of the Nivolet Nivo L?", "transposed_lookup", "number", nv("Ice production¹", "Nivo L"),
  "kg/24 h", [ev(NV, "t1", "Ice production¹", "Nivo L")], conditions=["At 21 °C ambient and 15 °C water"],
  hard=["footnote", "superscript", "synonym"], calc=lambda t: nen(t[0]))

Q("Nivo M storage bin — how many kg does it hold?", "transposed_lookup", "number",
  nv("Storage bin capacity", "Nivo M"), "kg", [ev(NV, "t1", "Storage bin capacity", "Nivo M")],
  calc=lambda t: nen(t[0]))

wu = {m: nv("Water use", m) for m in M.NV_MODELS}
Q("Which Nivolet ice machine uses the least water per kilogram of ice?", "argmin", "text", min(wu, key=wu.get),
  None, [ev(NV, "t1", "Water use", m) for m in M.NV_MODELS], hard=["transposed"],
  calc=lambda t: M.NV_MODELS[min(range(5), key=lambda i: nen(t[i]))])

Q("Power draw of the Modula 150, in watts?", "transposed_lookup", "number", nv("Electrical power", "Modula 150"),
  "W", [ev(NV, "t1", "Electrical power", "Modula 150")], hard=["synonym"], calc=lambda t: nen(t[0]))


Q("net weight modula 240 (kg)", "transposed_lookup", "number", nv("Net weight", "Modula 240"), "kg",
  [ev(NV, "t1", "Net weight", "Modula 240")], calc=lambda t: nen(t[0]))

v = nv("List price", "Nivo L") + D(M.nv_option("Drain pump", "Nivo L")) + D(M.nv_option("UV sanitiser", "Nivo L"))
Q("List price of a Nivo L with the drain pump and the UV sanitiser added?", "sum", "number", v, "EUR",
  [ev(NV, "t1", "List price", "Nivo L"), ev(NV, "t2", "Drain pump", "Nivo L"), ev(NV, "t2", "UV sanitiser", "Nivo L")],
  conditions=[VAT], hard=["adjacent_tables"], calc=lambda t: nen(t[0]) + nen(t[1]) + nen(t[2]))

noise = [nv("Noise level", m) for m in M.NV_MODELS]
Q("What is the average noise level across the five Nivolet models?", "average", "number",
  sum(noise) / len(noise), "dB(A)", [ev(NV, "t1", "Noise level", m) for m in M.NV_MODELS], tolerance=0.01,
  calc=lambda t: sum(nen(x) for x in t) / 5)

Q("How much is the stainless-steel stand for the Modula 240?", "unanswerable", "none",
  reason="The stand is not available for the Modula 240 (the option cell is '—').", hard=["null_cell"],
  probe={"doc": NV, "cell": ("t2", "Stainless-steel stand", "Modula 240", "—")})

bins = [m for m in M.NV_MODELS if M.nv_option("Storage bin 150 kg", m) != "—"]
Q("For which Nivolet models can the 150 kg storage bin be ordered?", "filter_list", "list", bins, None,
  [ev(NV, "t2", "Storage bin 150 kg", m) for m in M.NV_MODELS], hard=["null_cell"],
  calc=lambda t: [m for m, x in zip(M.NV_MODELS, t) if x != "—"])

# ================================================================================ D8 Kinzua
T = M.kz_totals()
AMT, UP = "Amount (USD)", "Unit price (USD)"
Q("On Kinzua's invoice KAV-25-0841, what's the unit price of the boundary microphone?", "lookup", "number",
  D(M.KZ_LINES[4][4]), "USD", [ev(KZ, "t1", "5", UP)], calc=lambda t: nen(t[0]))

Q("What balance is still due on Kinzua AV's invoice KAV-25-0841?", "lookup", "number", T["Balance due"], "USD",
  [ev(KZ, "t1", "Balance due", AMT)], hard=["total_row"], calc=lambda t: nen(t[0]))


i = max(range(len(M.KZ_LINES)), key=lambda i: T["amounts"][i])
Q("Which line on the Kinzua invoice has the largest amount? Give the item number.", "argmax", "text",
  M.KZ_LINES[i][0], None, [ev(KZ, "t1", str(k + 1), AMT) for k in range(len(M.KZ_LINES))],
  aliases=[M.KZ_LINES[i][1]], hard=["total_row_excluded"],
  calc=lambda t: M.KZ_LINES[max(range(len(t)), key=lambda i: nen(t[i]))][0])

Q("How much sales tax is on Kinzua invoice KAV-25-0841?", "lookup", "number", T["Sales tax 6.00% (lines 1–6)"],
  "USD", [ev(KZ, "t1", "Sales tax 6.00% (lines 1–6)", AMT)], hard=["total_row"], calc=lambda t: nen(t[0]))

Q("What did Kinzua charge for the projector screen on invoice KAV-25-0841?", "unanswerable", "none",
  reason="The invoice has no projector or screen line.", hard=["absent_entity"],
  probe={"doc": KZ, "absent": ["projector", "screen"]})


# ================================================================================ D9 Amsteg
def am(art, i, cur):
    a = next(x for x in M.AM_ARTICLES if x[0] == art)
    return D(a[3][i][0 if cur == "CHF" else 1])


def am_ev(art, i, col):
    return ev(AM, "t1", f"{art} > {M.AM_TIERS[i]}", col)


Q("Amsteg AT-330 aramid thread, 12–47 cones: what's the EUR price per cone?", "lookup_header_path", "number",
  am("AT-330", 1, "EUR"), "EUR", [am_ev("AT-330", 1, "Price per cone > EUR")], conditions=[VAT],
  calc=lambda t: nen(t[0]))

i = M.am_tier(60)
Q("60 cones of AT-180 for our Swiss plant — price per cone in CHF?", "range_lookup", "number", am("AT-180", i, "CHF"),
  "CHF", [am_ev("AT-180", i, "Price per cone > CHF")], conditions=[VAT], hard=["range_match"],
  calc=lambda t: nen(t[0]))

i = M.am_tier(30)
v = qz(30 * am("AT-250", i, "EUR") * (1 + M.AM_SHADE_PCT / 100))
Q("30 cones of AT-250 going to Germany, shade-matched to our sample: what's the total in EUR before VAT?", "sum",
  "number", v, "EUR", [am_ev("AT-250", i, "Price per cone > EUR")], raw=f"{am('AT-250', i, 'EUR')} | 18 %",
  conditions=[VAT], hard=["range_match", "distractor_prose"],
  calc=lambda t: qz(30 * nen(t[0]) * D("1.18")))

per_km = {a[0]: am(a[0], 2, "CHF") / a[2] * 1000 for a in M.AM_ARTICLES}
evs = []
for a in M.AM_ARTICLES:
    evs += [am_ev(a[0], 2, "Length per cone (m)"), am_ev(a[0], 2, "Price per cone > CHF")]
Q("At the 48+ tier in Swiss francs, which Amsteg thread works out cheapest per 1,000 metres?", "argmin", "text",
  min(per_km, key=per_km.get), None, evs, conditions=[VAT],
  calc=lambda t: [a[0] for a in M.AM_ARTICLES][min(range(5), key=lambda k: nen(t[2 * k + 1]) / nen(t[2 * k]))])

Q("How many metres are on one cone of Amsteg AT-250?", "lookup", "number",
  D(next(a[2] for a in M.AM_ARTICLES if a[0] == "AT-250")), "m", [am_ev("AT-250", 0, "Length per cone (m)")],
  calc=lambda t: nen(t[0]))



# ================================================================================ D10 Trebarwith
def tb(fn, y, label):
    return D(dict(fn(y))[label])


Y25, Y24 = "2025 > £", "2024 > £"
Q("Trebarwith Signs: turnover for the year to 31 March 2025? Give it in £ million, two decimals.", "lookup",
  "number", tb(M.tb_pl, "2025", "Turnover") / 1000000, "GBP", [ev(TB, "t1", "Turnover", Y25)], scale=1000000,
  scale_note="answer requested in £ million; printed in £", decimals=2, hard=["scale_normalization"],
  calc=lambda t: nen(t[0]) / 1000000)

liv = next(x for x in M.TB_TURNOVER if x[0] == "Vehicle livery")
Q("What did Trebarwith turn over from vehicle livery in 2024?", "lookup", "number", D(liv[2]), "GBP",
  [ev(TB, "t3", "Vehicle livery", "2024")], calc=lambda t: nen(t[0]))

Q("By how many percent did Trebarwith's vehicle livery turnover grow from 2024 to 2025?", "percent_change",
  "number", qz((D(liv[1]) - D(liv[2])) / D(liv[2]) * 100), "%",
  [ev(TB, "t3", "Vehicle livery", "2024"), ev(TB, "t3", "Vehicle livery", "2025")], tolerance=0.05,
  calc=lambda t: qz((nen(t[1]) - nen(t[0])) / nen(t[0]) * 100))

Q("Trebarwith Signs operating profit, FY ending March 2025?", "lookup", "number",
  tb(M.tb_pl, "2025", "Operating profit"), "GBP", [ev(TB, "t1", "Operating profit", Y25)], hard=["total_row"],
  calc=lambda t: nen(t[0]))

top = max(M.TB_TURNOVER, key=lambda x: x[1])
Q("Which activity brought in the most turnover for Trebarwith in 2025?", "argmax", "text", top[0], None,
  [ev(TB, "t3", a, "2025") for a, _, _ in M.TB_TURNOVER], hard=["total_row_excluded"],
  calc=lambda t: [a for a, _, _ in M.TB_TURNOVER][max(range(4), key=lambda i: nen(t[i]))])

Q("What were Trebarwith's net assets at 31 March 2024?", "lookup", "number", tb(M.tb_bs, "2024", "Net assets"),
  "GBP", [ev(TB, "t2", "Net assets", Y24)], hard=["total_row"], calc=lambda t: nen(t[0]))

Q("What was Trebarwith Signs' turnover for the year ended 31 March 2023?", "unanswerable", "none",
  reason="The accounts show the years to March 2025 and 2024 only.", hard=["absent_year"],
  probe={"doc": TB, "absent": ["2023"]})

a25, a24 = tb(M.tb_pl, "2025", "Administrative expenses"), tb(M.tb_pl, "2024", "Administrative expenses")
Q("By how much did Trebarwith's administrative expenses go up year on year?", "difference", "number",
  abs(a25) - abs(a24), "GBP", [ev(TB, "t1", "Administrative expenses", Y25),
                               ev(TB, "t1", "Administrative expenses", Y24)],
  accept_abs=True, hard=["negative_parentheses"], calc=lambda t: abs(nen(t[0])) - abs(nen(t[1])))



# ================================================================================ D11 Nehalem Bay
NBR = {lab: (qs, fy25, fy24) for lab, qs, fy25, fy24 in M.nb_rows()}
K = dict(scale=1000, scale_note="USD thousands")


def fq(i):
    return f"Fiscal 2025 > Q{i}"


Q("Nehalem Bay's direct-to-consumer net sales in fiscal Q3 2025?", "lookup_header_path", "number",
  NBR["Direct-to-consumer"][0][2], "USD", [ev(NB, "t1", "Direct-to-consumer", fq(3))], **K,
  hard=["unit_in_header"], calc=lambda t: nen(t[0]))

Q("Total net sales at Nehalem Bay Kayak for FY 2025 — answer in USD thousands.", "lookup", "number",
  NBR["Total net sales"][1], "USD", [ev(NB, "t1", "Total net sales", "Full year > FY 2025")], **K,
  hard=["total_row", "unit_in_header"], calc=lambda t: nen(t[0]))

a, b = NBR["Dealer and wholesale"][0][1], NBR["Dealer and wholesale"][0][2]
Q("What was the quarter-on-quarter change in Nehalem Bay's dealer and wholesale sales from Q2 to Q3 of fiscal "
  "2025, in %?", "percent_change", "number", qz((D(b) - D(a)) / D(a) * 100), "%",
  [ev(NB, "t1", "Dealer and wholesale", fq(2)), ev(NB, "t1", "Dealer and wholesale", fq(3))], tolerance=0.05,
  calc=lambda t: qz((nen(t[1]) - nen(t[0])) / nen(t[0]) * 100))

oi = NBR["Operating income (loss)"][0]
Q("In which fiscal 2025 quarter was Nehalem Bay's operating income the lowest?", "argmin", "text",
  f"Q{oi.index(min(oi)) + 1}", None, [ev(NB, "t1", "Operating income (loss)", fq(i)) for i in range(1, 5)],
  aliases=[f"Q{oi.index(min(oi)) + 1} FY2025", f"fiscal Q{oi.index(min(oi)) + 1}"],
  hard=["negative_parentheses", "unit_in_header"],
  calc=lambda t: f"Q{min(range(4), key=lambda i: nen(t[i])) + 1}")

Q("Nehalem Bay's net result for fiscal Q4 2025?", "lookup_header_path", "number", NBR["Net income (loss)"][0][3],
  "USD", [ev(NB, "t1", "Net income (loss)", fq(4))], **K, accept_abs=True,
  hard=["negative_parentheses", "total_row", "unit_in_header"], calc=lambda t: nen(t[0]))

ks = M.NB_OPS["Kayaks shipped (units)"][0]
Q("On average, how many kayaks did Nehalem Bay ship per quarter in fiscal 2025?", "average", "number",
  D(sum(ks)) / 4, "units", [ev(NB, "t2", "Kayaks shipped (units)", f"Q{i}") for i in range(1, 5)], tolerance=0.01,
  hard=["mixed_units"], calc=lambda t: sum(nen(x) for x in t) / 4)

Q("What were Nehalem Bay's total net sales in Q1 of fiscal 2024?", "unanswerable", "none",
  reason="Only FY 2024 full-year figures are given; the letter says the 2024 quarters are not repeated.",
  hard=["absent_year"], probe={"doc": NB, "absent": ["Q1 2024", "Q1 FY 2024", "Q1 FY2024"],
                               "present": ["not repeated here"]})

ni = NBR["Net income (loss)"][0]
Q("In how many quarters of fiscal 2025 did Nehalem Bay make a net profit?", "count", "number",
  sum(1 for x in ni if x > 0), None, [ev(NB, "t1", "Net income (loss)", fq(i)) for i in range(1, 5)],
  hard=["negative_parentheses"], calc=lambda t: sum(1 for x in t if nen(x) > 0))

Q("What gross profit did Nehalem Bay report for FY 2024 (USD thousands)?", "lookup_header_path", "number",
  NBR["Gross profit"][2], "USD", [ev(NB, "t1", "Gross profit", "Full year > FY 2024")], **K,
  hard=["total_row", "unit_in_header"], calc=lambda t: nen(t[0]))

r = NBR["Rentals and guided tours"][0]
Q("Were Nehalem Bay's rentals and guided tours sales higher in fiscal Q2 or Q3 2025?", "compare_two", "text",
  "Q2" if r[1] > r[2] else "Q3", None,
  [ev(NB, "t1", "Rentals and guided tours", fq(2)), ev(NB, "t1", "Rentals and guided tours", fq(3))],
  calc=lambda t: "Q2" if nen(t[0]) > nen(t[1]) else "Q3")

h1 = NBR["Total net sales"][0][0] + NBR["Total net sales"][0][1]


# ================================================================================ D12 Glasshoughton
GI = {it[1]: it for it in M.gh_items()}   # code -> (section, code, product, pack, p1, p6, w)
P1, P6, WT = "Price per unit (£) > 1–5", "Price per unit (£) > 6+", "Weight (kg)"

Q("Glasshoughton GH-6030 combined pH/EC monitor — price for a single unit?", "multi_page_lookup", "number",
  D(GI["GH-6030"][4]), "GBP", [ev(GH, "t1", "GH-6030", P1)], conditions=[VAT], calc=lambda t: nen(t[0]))

Q("What's the shiping weight of Glasshoughton's 120 × 120 cm ebb-and-flow table?", "multi_page_lookup", "number",
  D(GI["GH-5020"][6]), "kg", [ev(GH, "t1", "GH-5020", WT)], hard=["synonym"], calc=lambda t: nen(t[0]))

Q("We'd order 8 of the GH-4050 carbon filters from Glasshoughton — what's the price each?", "range_lookup",
  "number", D(GI["GH-4050"][5]), "GBP", [ev(GH, "t1", "GH-4050", P6)], conditions=[VAT], hard=["range_match"],
  calc=lambda t: nen(t[0]))

Q("Glasshoughton heated propagator 76 × 38 cm, price per unit when buying six or more?", "multi_page_lookup",
  "number", D(GI["GH-7060"][5]), "GBP", [ev(GH, "t1", "GH-7060", P6)], conditions=[VAT], calc=lambda t: nen(t[0]))

light = [it for it in M.gh_items() if it[0] == "Lighting"]
Q("How many lighting products in the Glasshoughton catalogue cost more than £100 each at the 1–5 price?",
  "count", "number", sum(1 for it in light if D(it[4]) > 100), None, [ev(GH, "t1", it[1], P1) for it in light],
  conditions=[VAT], calc=lambda t: sum(1 for x in t if nen(x) > 100))

fans = ["GH-4010", "GH-4020", "GH-4030"]
Q("Average single-unit price of Glasshoughton's three EC inline fans?", "average", "number",
  sum(D(GI[c][4]) for c in fans) / 3, "GBP", [ev(GH, "t1", c, P1) for c in fans], conditions=[VAT],
  tolerance=0.01, calc=lambda t: sum(nen(x) for x in t) / 3)

Q("Glasshoughton's price for a 250 mm inline fan?", "unanswerable", "none",
  reason="The catalogue lists inline fans of 125, 150 and 200 mm only.", hard=["absent_entity"],
  probe={"doc": GH, "absent": ["250 mm"], "present": ["Inline fan 200 mm"]})

meters = [it for it in M.gh_items() if it[0] == "Meters and testing"]
Q("Which Glasshoughton meters-and-testing items are under £20 at the 1–5 price? Codes only.", "filter_list", "list",
  [it[1] for it in meters if D(it[4]) < 20], None, [ev(GH, "t1", it[1], P1) for it in meters], conditions=[VAT],
  calc=lambda t: [it[1] for it, x in zip(meters, t) if nen(x) < 20])

Q("What pack size do Glasshoughton's dripper stakes (GH-5080) come in?", "multi_page_lookup", "text",
  GI["GH-5080"][3], None, [ev(GH, "t1", "GH-5080", "Pack / size")], aliases=["50", "pack of 50 stakes"],
  hard=["text_value"], calc=lambda t: t[0])


# ================================================================================ write
KEYS_ORDER = ["kind", "value", "raw", "unit", "scale_note", "conditions", "scale", "tolerance", "decimals",
              "accept_abs", "aliases", "reason"]


def records():
    out = []
    for i, q in enumerate(QUESTIONS, 1):
        ans = {k: q["answer"][k] for k in KEYS_ORDER if k in q["answer"]}
        rec = {"id": f"{PREFIX}{i:03d}", "question": q["question"], "category": q["category"], "answer": ans,
               "evidence": q["evidence"]}
        rec["hard_cases"] = hard_cases(dict(q, answer=ans), q["qlang"])
        rec["family"] = q["family"]
        rec["source"] = SOURCE
        out.append(rec)
    return out


def main(argv):
    out = Path(argv[1]) if len(argv) > 1 else HERE / "questions.jsonl"
    recs = records()
    with open(out, "w", encoding="utf-8") as f:
        for r in recs:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"{out}: {len(recs)} questions")


if __name__ == "__main__":
    main(sys.argv)
