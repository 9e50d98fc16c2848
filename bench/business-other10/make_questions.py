"""Writes bench/business-other10/questions.jsonl: held-out questions and their gold answers.

    python bench/business-other10/make_questions.py

Every gold is computed from the data structures of make_docs.py (never from a run of any system; tabsql was
neither run nor read while this set was written). Records follow business-dev's format (id, question,
category, answer{kind, value, raw, unit, scale_note, conditions, ...}, evidence[{doc, page, table, row,
column}], hard_cases, family) plus source "business-other10". Number golds are in the table's printed unit
with `scale` where the table states one (Marlstone's net sales: USD thousands); computed percentages carry a
0.05-point tolerance unless the question asks for a rounding (`decimals`).

Each question also carries, in memory only (not written), `_calc`: a function of the printed cell texts at
its evidence cells that recomputes the gold (check.py reads those cells from the PDFs and calls it), and
`_absent` for unanswerable questions: terms that must not occur in the document.
"""
from __future__ import annotations

import json
import re
import sys
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import make_docs as d  # noqa: E402

SOURCE = "business-other10"
QUESTIONS: list[dict] = []
VAT = ["Prices exclude VAT"]


# ----------------------------------------------------------------------------- helpers
def n(s: str) -> float | None:
    """A printed number (English 1,234.50 / (1,234) / +7.6 / 25%, or German 1.234,50) as a float."""
    s = s.strip().replace("−", "-").replace("£", "").replace("€", "").rstrip("%").strip()
    if re.fullmatch(r"-?\d{1,3}(\.\d{3})*,\d{1,2}", s):      # German decimal comma (English has 3 digits)
        s = s.replace(".", "").replace(",", ".")
    neg = s.startswith("(") and s.endswith(")")
    s = s.strip("()").replace(",", "")
    try:
        x = float(s)
    except ValueError:
        return None
    return -x if neg else x


def R(x, dp=2) -> float:
    return float(Decimal(repr(x)).quantize(Decimal(1).scaleb(-dp), rounding=ROUND_HALF_UP))


def ev(doc, page, table, row, column) -> dict:
    return {"doc": doc, "page": page, "table": table, "row": row, "column": column}


def num(value, raw, unit, conditions=(), scale=None, scale_note=None, **extra) -> dict:
    a = {"kind": "number", "value": value, "raw": raw, "unit": unit, "scale_note": scale_note,
         "conditions": list(conditions)}
    if scale:
        a["scale"] = scale
    a.update(extra)
    return a


def text(value, raw, conditions=(), aliases=()) -> dict:
    a = {"kind": "text", "value": value, "raw": raw, "unit": None, "scale_note": None, "conditions": list(conditions)}
    if aliases:
        a["aliases"] = list(aliases)
    return a


def lst(values, raw, conditions=()) -> dict:
    return {"kind": "list", "value": list(values), "raw": raw, "unit": None, "scale_note": None,
            "conditions": list(conditions)}


def none(reason) -> dict:
    return {"kind": "none", "value": None, "raw": None, "unit": None, "scale_note": None, "conditions": [],
            "reason": reason}


def q(question, category, answer, evidence, hard=(), family=None, calc=None, absent=None):
    fam = family or (d.FAMILY[evidence[0]["doc"]] if evidence else None)
    rec = {"id": f"bo10-{len(QUESTIONS) + 1:03d}", "question": question, "category": category, "answer": answer,
           "evidence": evidence, "hard_cases": sorted(set(hard)), "family": fam, "source": SOURCE}
    if calc is not None:
        rec["_calc"] = calc
    if absent is not None:
        rec["_absent"] = absent
    QUESTIONS.append(rec)


def unique_arg(pairs, best=max):
    vals = [v for _, v in pairs]
    top = best(vals)
    assert vals.count(top) == 1, pairs
    return next(k for k, v in pairs if v == top)


def tier(tiers, qty):
    for lo, hi, lab in tiers:
        if qty >= lo and (hi is None or qty <= hi):
            return lab
    raise ValueError(qty)


# data views
PB = {c: (desc, unit, dict(zip([t[2] for t in d.PB_TIERS], ps))) for c, desc, unit, ps in d.PB_ITEMS}
GS = {c: (desc, key, m, dict(zip([t[2] for t in d.GS_TIERS], ps))) for c, desc, key, m, ps in d.GS_ITEMS}
GS_BY_KEY = {key: c for c, (_, key, _, _) in GS.items()}
EB = {c: (b, k, dict(zip([t[2] for t in d.EB_TIERS], ps))) for c, b, k, ps in d.EB_ITEMS}
UB = {i["code"]: i for i in d.ub_items()}
WX = {i["code"]: i for i in d.wx_items()}
TG = {lab: dict(zip(d.TG_MODELS, vals)) for lab, _, vals, _ in d.TG_ROWS}
KC_I = {p: i for i, p in enumerate(d.KC_PLANS)}
HK = {lab: dict(zip(d.HK_TIERS, vals)) for lab, vals, _ in d.HK_ROWS}
HK_GROUP = {t: g for g, ts in d.HK_GROUPS for t in ts}
SJ_PL = {k: dict(zip(d.SJ_YEARS, v)) for k, v, _ in d.sj_pl()}
SJ_BS = {k: dict(zip(d.SJ_YEARS, v)) for k, v, _ in d.sj_bs() if v is not None}
MB_R = {r[0]: r for r in d.mb_region_rows()}
MB_B = dict(d.MB_BRANDS)
BF_ZONE_OF = {c: z for z, cs in d.BF_ZONE_MAP for c in cs}

PBcol = "Unit price (EUR) by quantity ordered > "
EBcol = "Preis je Rolle (EUR) bei Abnahme von … Rollen > "
PBd, GSd, BFd, EBd, UBd, WXd = d.PB_DOC, d.GS_DOC, d.BF_DOC, d.EB_DOC, d.UB_DOC, d.WX_DOC
TGd, FBd, KCd, HKd, SJd, MBd = d.TG_DOC, d.FB_DOC, d.KC_DOC, d.HK_DOC, d.SJ_DOC, d.MB_DOC
MB_SCALE = {"scale": 1000, "scale_note": "USD thousands (table caption)"}
MB_Q = dict(zip(d.MB_QUARTERS, range(4)))


def bf_band(kg):
    for lab, lo, hi, _ in d.BF_BANDS:
        if lo < kg <= hi:
            return lab
    raise ValueError(kg)


def bf_rate(kg, zone):
    lab = bf_band(kg)
    return lab, dict(zip(d.BF_ZONES, next(b[3] for b in d.BF_BANDS if b[0] == lab)))[zone]


# ============================================================================ lookup (13)
c, (_, _, mo, _) = "GS-LA-75", GS["GS-LA-75"]
q("What's the minimum order Garsdale accepts for its 75 mm lever arch files (GS-LA-75)?", "lookup",
  num(mo, str(mo), "units"), [ev(GSd, 1, "t1", c, "Min. order")], ["borderless"])

lab, s, nd = d.PB_DELIVERY[0]
q("Pemberlow Office Supply - next working day delivery on an order worth EUR 80: what's the charge?", "lookup",
  num(nd, d.en(nd), "EUR", VAT), [ev(PBd, 1, "t2", lab, "Next working day")], ["range_match", "vat_condition"])

lab, x = d.EB_SHIPPING[0]
q("Ebbelwald Etiketten: Wie hoch sind die Versandkosten bei einem Bestellwert bis 150 Euro?", "lookup",
  num(x, d.de(x), "EUR", ["Prices exclude VAT"]), [ev(EBd, 1, "t2", lab, "Versandkosten (EUR)")],
  ["locale_number", "vat_condition"])

i = UB["UB-6204"]
q("How many UB-6204 bearings does Ulverscombe have in stock?", "lookup",
  num(i["stock"], str(i["stock"]), "pcs"), [ev(UBd, 1, "t1", "UB-6204", "Stock (pcs)")], ["borderless"])

i = WX["WX-2026"]
q("Account customer here - what's Wrexcombe's trade price for the 150 mm digital caliper?", "lookup",
  num(i["trade"], d.en(i["trade"]), "GBP", VAT), [ev(WXd, 1, "t1", "WX-2026", "Trade price (£)")],
  ["vat_condition", "unit_in_header"])

i = WX["WX-3100"]
q("Shipping weight of the 5-drawer steel tool chest in the Wrexcombe catalogue, please (kg).", "lookup",
  num(i["kg"], d.en(i["kg"]), "kg"), [ev(WXd, 1, "t1", "WX-3100", "Weight (kg)")], ["unit_in_header"])

a, cr = d.KC_CREDITS[1]
q("If Kilnsey's monthly availability drops below 99.5%, what service credit do we get, as a % of the monthly fee?",
  "lookup", num(cr, f"{cr}%", "%"), [ev(KCd, 1, "t2", a, "Service credit (% of monthly fee)")], ["borderless"])

x = MB_B["Red Fen IPA"][2]
q("Marlstone Brewing: barrels of Red Fen IPA shipped in Q3 2025?", "lookup",
  num(x, d.en(x, 0), "barrels"), [ev(MBd, 1, "t2", "Red Fen IPA", "Q3 2025")], ["borderless"])

x = MB_R["Pacific"][1][1]
q("What net sales did Marlstone report for the Pacific region in the second quarter of 2025?", "lookup",
  num(x, d.en(x, 0), "USD", **MB_SCALE), [ev(MBd, 1, "t1", "Pacific", "Q2 2025")], ["unit_in_header"])

x = SJ_PL["Turnover"]["2025"]
q("Sollerton Joinery's revenue for the year ended 31 March 2025?", "lookup",
  num(x, d.en(x, 0), "GBP"), [ev(SJd, 1, "t1", "Turnover", "2025")], ["borderless", "synonym"])

x = SJ_BS["Debtors"]["2024"]
q("What did Sollerton Joinery show for trade and other debtors at 31 March 2024?", "lookup",
  num(x, d.en(x, 0), "GBP"), [ev(SJd, 2, "t2", "Debtors", "2024")], ["borderless"])

x = d.KC_RESPONSE[1][1][KC_I["Business"]]
q("On Kilnsey's Business plan, how quickly should an engineer first respond to a severity 2 (major) incident? "
  "Give hours.", "lookup", num(x, f"{x:g}", "hours"), [ev(KCd, 1, "t1", "Severity 2 – major", "Business")],
  ["merged_cell", "unit_in_header"])

k = EB["EB-1100"][1]
q("How many labels come on one roll of Ebbelwald's 100 × 150 mm shipping labels?", "lookup",
  num(k, d.de(k, 0), "labels"), [ev(EBd, 1, "t1", "EB-1100", "Etiketten je Rolle")], ["locale_number", "synonym"])

# ============================================================================ lookup_header_path (10)
x = PB["PO-5020"][2]["1,000+"]
q("Pemberlow list, desk stapler PO-5020: unit price in the 1,000+ column?", "lookup_header_path",
  num(x, d.en(x), "EUR", VAT), [ev(PBd, 1, "t1", "PO-5020", PBcol + "1,000+")], ["header_path", "merged_cell", "vat_condition"])

x = PB["PO-3305"][2]["50–249"]
q("What is the 50–249 price for a pack of 12 sticky notes (PO-3305) at Pemberlow?", "lookup_header_path",
  num(x, d.en(x), "EUR", VAT), [ev(PBd, 1, "t1", "PO-3305", PBcol + "50–249")], ["header_path", "merged_cell", "vat_condition"])

x = EB["EB-2050"][2]["50–199"]
q("Ebbelwald's price per roll for EB-2050 transparent film labels in the 50–199 rolls column — in EUR please.",
  "lookup_header_path", num(x, d.de(x), "EUR", VAT), [ev(EBd, 1, "t1", "EB-2050", EBcol + "50–199")],
  ["header_path", "locale_number", "merged_cell", "vat_condition"])

x = HK["Price per month (EUR)"]["Gold"]
q("Monthly price of Hawkridge's Gold tier?", "lookup_header_path",
  num(x, d.en(x, 0), "EUR", VAT), [ev(HKd, 1, "t1", "Price per month (EUR)", "Remote + on-site > Gold")],
  ["header_path", "merged_cell", "vat_condition"])

x = HK["P2 response target (hours)"]["Silver"]
q("For a P2 call on Hawkridge Silver, what's the response target in hours?", "lookup_header_path",
  num(x, f"{x:g}", "hours"), [ev(HKd, 1, "t1", "P2 response target (hours)", "Remote only > Silver")],
  ["header_path", "merged_cell"])

x = HK["Devices covered"]["Platinum"]
q("How many devices does the Platinum tier from Hawkridge Managed IT cover?", "lookup_header_path",
  num(x, d.en(x, 0), "devices"), [ev(HKd, 1, "t1", "Devices covered", "Remote + on-site > Platinum")],
  ["header_path", "merged_cell"])

x = EB["EB-1040"][2]["ab 200"]
q("Look up Ebbelwald's 'ab 200' roll price for the 40 × 30 mm thermal labels, EB-1040.", "lookup_header_path",
  num(x, d.de(x), "EUR", VAT), [ev(EBd, 1, "t1", "EB-1040", EBcol + "ab 200")],
  ["header_path", "locale_number", "merged_cell", "vat_condition"])

x = PB["PO-2215"][2]["1–49"]
q("In Pemberlow's 1–49 band, what does a box of black gel pens (PO-2215) cost?", "lookup_header_path",
  num(x, d.en(x), "EUR", VAT), [ev(PBd, 1, "t1", "PO-2215", PBcol + "1–49")], ["header_path", "merged_cell", "vat_condition"])

x = HK["Minimum term (months)"]["Bronze"]
q("Hawkridge Bronze - minimum contract term in months?", "lookup_header_path",
  num(x, str(x), "months"), [ev(HKd, 1, "t1", "Minimum term (months)", "Remote only > Bronze")],
  ["header_path", "merged_cell"])

x = EB["EB-3010"][2]["1–9"]
q("Single-roll buyer: what does the EB-3010 wax ribbon cost at Ebbelwald in the 1–9 rolls band?",
  "lookup_header_path", num(x, d.de(x), "EUR", VAT), [ev(EBd, 1, "t1", "EB-3010", EBcol + "1–9")],
  ["header_path", "locale_number", "merged_cell", "vat_condition"])

# ============================================================================ range_lookup (7)
t = tier(d.PB_TIERS, 300)
x = PB["PO-1101"][2][t]
q("We need 300 reams of A4 80 g copy paper from Pemberlow. What's the price per ream?", "range_lookup",
  num(x, d.en(x), "EUR", VAT), [ev(PBd, 1, "t1", "PO-1101", PBcol + t)], ["range_match", "header_path", "vat_condition"])

t = tier(d.PB_TIERS, 1200)
x = PB["PO-2210"][2][t]
q("For an order of 1,200 boxes of blue ballpoint pens, which unit price does Pemberlow charge?", "range_lookup",
  num(x, d.en(x), "EUR", VAT), [ev(PBd, 1, "t1", "PO-2210", PBcol + t)], ["range_match", "header_path", "vat_condition"])

t = tier(d.GS_TIERS, 150)
x = GS["GS-TN-240"][3][t]
q("Price each if we buy 150 black TN-240 type toners from Garsdale?", "range_lookup",
  num(x, d.en(x), "EUR", VAT), [ev(GSd, 1, "t1", "GS-TN-240", t)], ["range_match", "borderless", "vat_condition"])

t = tier(d.EB_TIERS, 60)
x = EB["EB-1060"][2][t]
q("Ebbelwald, 60 rolls of the 60 × 40 mm thermal labels: price per roll in EUR?", "range_lookup",
  num(x, d.de(x), "EUR", VAT), [ev(EBd, 1, "t1", "EB-1060", EBcol + t)],
  ["range_match", "header_path", "locale_number", "vat_condition"])

lab, x = bf_rate(4, "Zone C")
q("What does Brackenfield charge to send a 4 kg parcel to Zone C (before fuel surcharge)?", "range_lookup",
  num(x, d.en(x), "EUR", VAT), [ev(BFd, 1, "t1", lab, "Zone C")], ["range_match", "borderless", "vat_condition"])

z = BF_ZONE_OF["Austria"]
lab, x = bf_rate(12, z)
q("Shipping a 12 kg box from the Netherlands to Austria with Brackenfield — what's the base rate?", "range_lookup",
  num(x, d.en(x), "EUR", VAT), [ev(BFd, 1, "t1", lab, z), ev(BFd, 1, "t2", z, "Destination countries")],
  ["range_match", "borderless", "vat_condition"])

z = BF_ZONE_OF["Spain"]
lab, x = bf_rate(5, z)
q("Brackenfield rate for a parcel weighing exactly 5 kg going to Spain?", "range_lookup",
  num(x, d.en(x), "EUR", VAT), [ev(BFd, 1, "t1", lab, z), ev(BFd, 1, "t2", z, "Destination countries")],
  ["range_match", "borderless", "vat_condition"])

# ============================================================================ transposed_lookup (4)
x = TG["Net weight"]["TG-H60"]
q("How heavy is the Tregarne TG-H60 hood machine (net)?", "transposed_lookup",
  num(x, d.en(x, 0), "kg"), [ev(TGd, 1, "t1", "Net weight", "TG-H60")], ["transposed"])

x = TG["Total connected load"]["TG-R150"]
q("Tregarne data sheet: total connected load of the TG-R150 rack conveyor, in kW?", "transposed_lookup",
  num(x, d.en(x, 1), "kW"), [ev(TGd, 1, "t1", "Total connected load", "TG-R150")], ["transposed"])

x = d.FB_FLUX[d.FB_MODELS.index("FB-150")]
q("Luminous flux of the Fellbrigg FB-150?", "transposed_lookup",
  num(x, d.en(x, 0), "lm"), [ev(FBd, 1, "t1", "Luminous flux (lm)", "FB-150")], ["transposed", "borderless", "unit_in_header"])

x = d.FB_LIFE[d.FB_MODELS.index("FB-300")]
q("What rated life (L80) does Fellbrigg quote for its 300 W floodlight, FB-300? Hours.", "transposed_lookup",
  num(x, d.en(x, 0), "h"), [ev(FBd, 1, "t1", "Rated life L80 (h)", "FB-300")], ["transposed", "borderless", "unit_in_header"])

# ============================================================================ multi_page_lookup (4)
i = UB["UB-30206"]
q("Ulverscombe's price for the UB-30206 taper roller bearing?", "multi_page_lookup",
  num(i["price"], d.en(i["price"]), "GBP", VAT), [ev(UBd, 2, "t1", "UB-30206", "Price (£)")],
  ["multi_page", "borderless", "vat_condition", "unit_in_header"])

i = UB["UB-7204B"]
q("How much does a UB-7204B angular contact bearing weigh, according to Ulverscombe?", "multi_page_lookup",
  num(i["weight"], d.en(i["weight"], 3), "kg"), [ev(UBd, 2, "t1", "UB-7204B", "Weight (kg)")],
  ["multi_page", "borderless", "unit_in_header"])

i = UB["UB-1203"]
q("Stock check: UB-1203 self-aligning bearings on hand at Ulverscombe?", "multi_page_lookup",
  num(i["stock"], str(i["stock"]), "pcs"), [ev(UBd, 2, "t1", "UB-1203", "Stock (pcs)")], ["multi_page", "borderless"])

i = UB["UB-6306"]
q("Outside diameter of Ulverscombe part UB-6306 in mm?", "multi_page_lookup",
  num(i["D"], str(i["D"]), "mm"), [ev(UBd, 2, "t1", "UB-6306", "Outside D (mm)")],
  ["multi_page", "borderless", "synonym", "unit_in_header"])

# ============================================================================ argmax (4)
eff = list(zip(d.FB_MODELS, d.fb_efficacy()))
top = unique_arg(eff)
q("Which Fellbrigg floodlight is the most efficient in lm/W?", "argmax",
  text(top, str(dict(eff)[top])), [ev(FBd, 1, "t1", "Efficacy (lm/W)", m) for m in d.FB_MODELS],
  ["transposed", "borderless"], calc=lambda v, L=d.FB_MODELS: L[max(range(len(v)), key=lambda k: n(v[k]))])

regs = [r for r in d.MB_REGIONS]
pairs = [(r[0], r[1][2]) for r in regs]
top = unique_arg(pairs)
q("Which Marlstone region sold the most in Q3 2025?", "argmax",
  text(top, d.en(dict(pairs)[top], 0)), [ev(MBd, 1, "t1", r, "Q3 2025") for r, _ in pairs], [],
  calc=lambda v, L=[p[0] for p in pairs]: L[max(range(len(v)), key=lambda k: n(v[k]))])

ac = [(c, i["stock"]) for c, i in UB.items() if i["type"] == "Angular contact"]
top = unique_arg(ac)
q("Among Ulverscombe's angular contact bearings, which part number has the most stock?", "argmax",
  text(top, str(dict(ac)[top])), [ev(UBd, UB[c]["page"], "t1", c, "Stock (pcs)") for c, _ in ac],
  ["multi_page", "borderless"], calc=lambda v, L=[p[0] for p in ac]: L[max(range(len(v)), key=lambda k: n(v[k]))])

pairs_b = [(b, qs[3]) for b, qs in d.MB_BRANDS]
top = unique_arg(pairs_b)
q("Top-shipping Marlstone brand in the fourth quarter of 2025 (barrels)?", "argmax",
  text(top, d.en(dict(pairs_b)[top], 0)), [ev(MBd, 1, "t2", b, "Q4 2025") for b, _ in pairs_b], ["borderless"],
  calc=lambda v, L=[p[0] for p in pairs_b]: L[max(range(len(v)), key=lambda k: n(v[k]))])

# ============================================================================ argmin (4)
noise = list(TG["Noise level"].items())
low = unique_arg(noise, min)
q("Which Tregarne warewasher is the quietest?", "argmin",
  text(low, str(dict(noise)[low])), [ev(TGd, 1, "t1", "Noise level", m) for m in d.TG_MODELS], ["transposed"],
  calc=lambda v, L=d.TG_MODELS: L[min(range(len(v)), key=lambda k: n(v[k]))])

ch = [(r[0], r[4]) for r in d.mb_region_rows() if r[0] != "Total"]
low = unique_arg(ch, min)
q("At Marlstone, which region had the weakest change in net sales from FY 2024 to FY 2025?", "argmin",
  text(low, f"{dict(ch)[low]:+.1f}"), [ev(MBd, 1, "t1", r, "Change %") for r, _ in ch], [],
  calc=lambda v, L=[p[0] for p in ch]: L[min(range(len(v)), key=lambda k: n(v[k]))])

mm_ = [(c, i["kg"]) for c, i in WX.items() if i["section"] == "Measuring and marking"]
low = unique_arg(mm_, min)
q("Lightest item in Wrexcombe's measuring and marking section? Give the cat. no.", "argmin",
  text(low, d.en(dict(mm_)[low])), [ev(WXd, 1, "t1", c, "Weight (kg)") for c, _ in mm_], ["merged_cell"],
  calc=lambda v, L=[p[0] for p in mm_]: L[min(range(len(v)), key=lambda k: n(v[k]))])

oos = list(HK["Out-of-scope work (EUR per hour)"].items())
low = unique_arg(oos, min)
q("Which Hawkridge tier has the cheapest hourly rate for out-of-scope work?", "argmin",
  text(low, str(dict(oos)[low])),
  [ev(HKd, 1, "t1", "Out-of-scope work (EUR per hour)", f"{HK_GROUP[t]} > {t}") for t, _ in oos],
  ["header_path", "merged_cell"], calc=lambda v, L=d.HK_TIERS: L[min(range(len(v)), key=lambda k: n(v[k]))])

# ============================================================================ compare_two (4)
a_, b_ = TG["Wash tank capacity"]["TG-H80"], TG["Wash tank capacity"]["TG-U50"]
assert a_ != b_
q("Which has the bigger wash tank, the TG-H80 or the TG-U50?", "compare_two",
  text("TG-H80" if a_ > b_ else "TG-U50", str(max(a_, b_))),
  [ev(TGd, 1, "t1", "Wash tank capacity", "TG-H80"), ev(TGd, 1, "t1", "Wash tank capacity", "TG-U50")],
  ["transposed"], calc=lambda v: "TG-H80" if n(v[0]) > n(v[1]) else "TG-U50")

op = SJ_PL["Operating profit"]
q("Did Sollerton Joinery make more operating profit in 2025 or in 2024?", "compare_two",
  text("2025" if op["2025"] > op["2024"] else "2024", d.en(max(op.values()), 0)),
  [ev(SJd, 1, "t1", "Operating profit", "2025"), ev(SJd, 1, "t1", "Operating profit", "2024")],
  ["borderless", "total_row"], calc=lambda v: "2025" if n(v[0]) > n(v[1]) else "2024")

wa, wb = UB["UB-6305"]["weight"], UB["UB-30206"]["weight"]
assert wa != wb
q("Ulverscombe: is a UB-6305 or a UB-30206 heavier?", "compare_two",
  text("UB-6305" if wa > wb else "UB-30206", d.en(max(wa, wb), 3)),
  [ev(UBd, 2, "t1", "UB-6305", "Weight (kg)"), ev(UBd, 2, "t1", "UB-30206", "Weight (kg)")],
  ["multi_page", "borderless"], calc=lambda v: "UB-6305" if n(v[0]) > n(v[1]) else "UB-30206")

ba = dict(zip(d.FB_MODELS, d.FB_ROWS_TEXT["Beam angle (°)"]))
assert int(ba["FB-100"]) != int(ba["FB-300"])
q("Fellbrigg FB-100 vs FB-300 — which one has the wider beam angle?", "compare_two",
  text("FB-100" if int(ba["FB-100"]) > int(ba["FB-300"]) else "FB-300", max(ba["FB-100"], ba["FB-300"], key=int)),
  [ev(FBd, 1, "t1", "Beam angle (°)", "FB-100"), ev(FBd, 1, "t1", "Beam angle (°)", "FB-300")],
  ["transposed", "borderless"], calc=lambda v: "FB-100" if n(v[0]) > n(v[1]) else "FB-300")

# ============================================================================ difference (3)
gp = SJ_PL["Gross profit"]
x = gp["2025"] - gp["2024"]
q("By how much did Sollerton's gross profit increase year on year (FY2025 vs FY2024)? Answer in pounds.",
  "difference", num(x, f"{d.en(gp['2025'], 0)} | {d.en(gp['2024'], 0)}", "GBP", accept_abs=True),
  [ev(SJd, 1, "t1", "Gross profit", "2025"), ev(SJd, 1, "t1", "Gross profit", "2024")],
  ["borderless", "total_row"], calc=lambda v: n(v[0]) - n(v[1]))

e_, p_ = d.KC_MONTHLY[KC_I["Enterprise"]], d.KC_MONTHLY[KC_I["Premier"]]
q("How much more per month is Kilnsey Enterprise than Kilnsey Premier?", "difference",
  num(e_ - p_, f"{d.en(e_, 0)} | {d.en(p_, 0)}", "EUR", VAT, accept_abs=True),
  [ev(KCd, 1, "t1", "Monthly fee (EUR)", "Enterprise"), ev(KCd, 1, "t1", "Monthly fee (EUR)", "Premier")],
  ["vat_condition"], calc=lambda v: n(v[0]) - n(v[1]))

a_, b_ = TG["Net weight"]["TG-R150"], TG["Net weight"]["TG-H80"]
q("Weight difference between Tregarne's rack conveyor TG-R150 and the TG-H80, in kg?", "difference",
  num(a_ - b_, f"{a_} | {b_}", "kg", accept_abs=True),
  [ev(TGd, 1, "t1", "Net weight", "TG-R150"), ev(TGd, 1, "t1", "Net weight", "TG-H80")], ["transposed"],
  calc=lambda v: n(v[0]) - n(v[1]))

# ============================================================================ percent_change (4)
t_ = SJ_PL["Turnover"]
x = R((t_["2025"] - t_["2024"]) / t_["2024"] * 100, 2)
q("Sollerton Joinery: turnover growth from FY2024 to FY2025 in percent?", "percent_change",
  num(x, f"{d.en(t_['2024'], 0)} | {d.en(t_['2025'], 0)}", "%", tolerance=0.05),
  [ev(SJd, 1, "t1", "Turnover", "2024"), ev(SJd, 1, "t1", "Turnover", "2025")], ["borderless"],
  calc=lambda v: (n(v[1]) - n(v[0])) / n(v[0]) * 100)

tq = MB_R["Total"][1]
x = R((tq[2] - tq[1]) / tq[1] * 100, 2)
q("Quarter-on-quarter, how much did Marlstone's total net sales grow from Q2 to Q3 2025 (%)?", "percent_change",
  num(x, f"{d.en(tq[1], 0)} | {d.en(tq[2], 0)}", "%", tolerance=0.05, scale_note="USD thousands (table caption)"),
  [ev(MBd, 1, "t1", "Total", "Q2 2025"), ev(MBd, 1, "t1", "Total", "Q3 2025")], ["total_row"],
  calc=lambda v: (n(v[1]) - n(v[0])) / n(v[0]) * 100)

wo = MB_B["Winter Oak Stout"]
x = R((wo[3] - wo[2]) / wo[2] * 100, 1)
q("Percentage change in Winter Oak Stout shipments from Q3 to Q4 2025 at Marlstone? Round to one decimal.",
  "percent_change", num(x, f"{d.en(wo[2], 0)} | {d.en(wo[3], 0)}", "%", decimals=1),
  [ev(MBd, 1, "t2", "Winter Oak Stout", "Q3 2025"), ev(MBd, 1, "t2", "Winter Oak Stout", "Q4 2025")],
  ["borderless"], calc=lambda v: R((n(v[1]) - n(v[0])) / n(v[0]) * 100, 1))

cb = SJ_BS["Cash at bank and in hand"]
x = R((cb["2025"] - cb["2024"]) / cb["2024"] * 100, 2)
q("By what percentage did Sollerton's cash balance change between 31 March 2024 and 31 March 2025?",
  "percent_change", num(x, f"{d.en(cb['2024'], 0)} | {d.en(cb['2025'], 0)}", "%", tolerance=0.05),
  [ev(SJd, 2, "t2", "Cash at bank and in hand", "2024"), ev(SJd, 2, "t2", "Cash at bank and in hand", "2025")],
  ["borderless", "synonym"], calc=lambda v: (n(v[1]) - n(v[0])) / n(v[0]) * 100)

# ============================================================================ sum (4)
ne = MB_R["Northeast"][1]
q("Marlstone Northeast: combined net sales for the first half of 2025 (Q1 plus Q2)?", "sum",
  num(ne[0] + ne[1], f"{d.en(ne[0], 0)} | {d.en(ne[1], 0)}", "USD", **MB_SCALE),
  [ev(MBd, 1, "t1", "Northeast", "Q1 2025"), ev(MBd, 1, "t1", "Northeast", "Q2 2025")], ["unit_in_header"],
  calc=lambda v: n(v[0]) + n(v[1]))

codes = ["WX-1012", "WX-1034", "WX-2026"]
x = R(sum(WX[c]["list"] for c in codes), 2)
q("Add up Wrexcombe's list prices for the spanner set WX-1012, the claw hammer WX-1034 and the digital caliper "
  "WX-2026.", "sum", num(x, " | ".join(d.en(WX[c]["list"]) for c in codes), "GBP", VAT),
  [ev(WXd, 1, "t1", c, "List price (£)") for c in codes], ["vat_condition"],
  calc=lambda v: R(sum(n(s) for s in v), 2))

cw, ca = SJ_BS["Creditors: amounts falling due within one year"], SJ_BS["Creditors: amounts falling due after more than one year"]
x = cw["2025"] + ca["2025"]
q("What were Sollerton's total creditors (due within one year and after more than one year) at 31 March 2025?",
  "sum", num(x, f"{d.acct(cw['2025'])} | {d.acct(ca['2025'])}", "GBP", accept_abs=True),
  [ev(SJd, 2, "t2", "Creditors: amounts falling due within one year", "2025"),
   ev(SJd, 2, "t2", "Creditors: amounts falling due after more than one year", "2025")], ["borderless"],
  calc=lambda v: n(v[0]) + n(v[1]))

t = tier(d.PB_TIERS, 60)
pa, pg = PB["PO-2210"][2][t], PB["PO-2215"][2][t]
x = R(60 * pa + 60 * pg, 2)
q("From Pemberlow we want 60 boxes of blue ballpoints and 60 boxes of black gel pens. Total before VAT, in EUR?",
  "sum", num(x, f"{d.en(pa)} | {d.en(pg)}", "EUR", VAT),
  [ev(PBd, 1, "t1", "PO-2210", PBcol + t), ev(PBd, 1, "t1", "PO-2215", PBcol + t)],
  ["range_match", "header_path", "vat_condition"], calc=lambda v: R(60 * n(v[0]) + 60 * n(v[1]), 2))

# ============================================================================ average (4)
vals = list(TG["Noise level"].values())
x = R(sum(vals) / len(vals), 2)
q("What's the mean noise level across the five Tregarne warewashers, in dB(A)?", "average",
  num(x, " | ".join(str(v) for v in vals), "dB(A)", tolerance=0.05),
  [ev(TGd, 1, "t1", "Noise level", m) for m in d.TG_MODELS], ["transposed"],
  calc=lambda v: sum(n(s) for s in v) / len(v))

vals = HK["P1 response target (hours)"]
x = sum(vals.values()) / len(vals)
q("Average P1 response target over Hawkridge's four tiers (hours)?", "average",
  num(x, " | ".join(f"{v:g}" for v in vals.values()), "hours", tolerance=0.01),
  [ev(HKd, 1, "t1", "P1 response target (hours)", f"{HK_GROUP[t]} > {t}") for t in d.HK_TIERS],
  ["header_path", "merged_cell"], calc=lambda v: sum(n(s) for s in v) / len(v))

mw = MB_R["Midwest"][1]
x = sum(mw) / 4
q("Please give Marlstone's average quarterly net sales in the Midwest for 2025.", "average",
  num(x, " | ".join(d.en(v, 0) for v in mw), "USD", tolerance=0.5, **MB_SCALE),
  [ev(MBd, 1, "t1", "Midwest", qq) for qq in d.MB_QUARTERS], ["unit_in_header"],
  calc=lambda v: sum(n(s) for s in v) / len(v))

tr = [c for c, i in UB.items() if i["type"] == "Taper roller"]
x = R(sum(UB[c]["price"] for c in tr) / len(tr), 2)
q("Average price of the taper roller bearings in Ulverscombe's catalogue, to the penny?", "average",
  num(x, " | ".join(d.en(UB[c]["price"]) for c in tr), "GBP", VAT, decimals=2),
  [ev(UBd, UB[c]["page"], "t1", c, "Price (£)") for c in tr], ["multi_page", "borderless", "vat_condition"],
  calc=lambda v: R(sum(n(s) for s in v) / len(v), 2))

# ============================================================================ count (4)
low_stock = [c for c, i in UB.items() if i["stock"] < 50]
q("How many bearings in the Ulverscombe catalogue have fewer than 50 pieces in stock?", "count",
  num(len(low_stock), str(len(low_stock)), None),
  [ev(UBd, i["page"], "t1", c, "Stock (pcs)") for c, i in UB.items()], ["multi_page", "borderless"],
  calc=lambda v: sum(1 for s in v if n(s) < 50))

cheap = [m for m, p in zip(d.FB_MODELS, d.FB_PRICE) if p < 200]
q("Count the Fellbrigg floodlights priced under £200.", "count",
  num(len(cheap), str(len(cheap)), None),
  [ev(FBd, 1, "t1", "Price (GBP, ex VAT)", m) for m in d.FB_MODELS], ["transposed", "borderless", "vat_condition"],
  calc=lambda v: sum(1 for s in v if n(s) < 200))

dear = [c for c, i in WX.items() if i["list"] > 50]
q("How many Wrexcombe items have a list price above £50?", "count",
  num(len(dear), str(len(dear)), None), [ev(WXd, 1, "t1", c, "List price (£)") for c in WX], [],
  calc=lambda v: sum(1 for s in v if n(s) > 50))

grew = [r for r, chg in ch if chg > 0]
assert len(grew) == sum(1 for r in d.MB_REGIONS if sum(r[1]) > r[2])
q("In how many of Marlstone's regions were FY 2025 net sales higher than in FY 2024?", "count",
  num(len(grew), str(len(grew)), None), [ev(MBd, 1, "t1", r, "Change %") for r, _ in ch], [],
  calc=lambda v: sum(1 for s in v if n(s) > 0))

# ============================================================================ filter_list (3)
heavy = [m for m, w in TG["Net weight"].items() if w > 100]
q("List the Tregarne models that weigh more than 100 kg.", "filter_list",
  lst(heavy, [str(TG["Net weight"][m]) for m in heavy]),
  [ev(TGd, 1, "t1", "Net weight", m) for m in d.TG_MODELS], ["transposed"],
  calc=lambda v, L=d.TG_MODELS: [L[k] for k, s in enumerate(v) if n(s) > 100])

big = [r for r in MB_R if r != "Total" and MB_R[r][2] > 7000]
q("Which Marlstone regions had FY 2025 net sales above USD 7 million?", "filter_list",
  lst(big, [d.en(MB_R[r][2], 0) for r in big], ),
  [ev(MBd, 1, "t1", r, "FY 2025") for r, _, _ in d.MB_REGIONS], ["unit_in_header"],
  calc=lambda v, L=[r[0] for r in d.MB_REGIONS]: [L[k] for k, s in enumerate(v) if n(s) * 1000 > 7_000_000])

allday = [p for p, h in zip(d.KC_PLANS, d.KC_HOURS) if h == "24/7"]
q("Which Kilnsey support plans give round-the-clock (24/7) support hours?", "filter_list",
  lst(allday, ["24/7"] * len(allday)), [ev(KCd, 1, "t1", "Support hours", p) for p in d.KC_PLANS], ["synonym"],
  calc=lambda v, L=d.KC_PLANS: [L[k] for k, s in enumerate(v) if s == "24/7"])

# ============================================================================ cross_document (9)
def cheaper(pb_code, qty, question, hard=()):
    tp, tg = tier(d.PB_TIERS, qty), tier(d.GS_TIERS, qty)
    gcode = GS_BY_KEY[pb_code]
    pp, pg = PB[pb_code][2][tp], GS[gcode][3][tg]
    assert pp != pg
    win = "Pemberlow Office Supply" if pp < pg else "Garsdale Business Supplies"
    ali = ["Pemberlow", "Pemberlow Office Supply B.V."] if pp < pg else ["Garsdale"]
    q(question, "cross_document", text(win, d.en(min(pp, pg)), VAT, ali),
      [ev(PBd, 1, "t1", pb_code, PBcol + tp), ev(GSd, 1, "t1", gcode, tg)],
      ["range_match", "header_path", "vat_condition", *hard],
      calc=lambda v: "Pemberlow Office Supply" if n(v[0]) < n(v[1]) else "Garsdale Business Supplies")


cheaper("PO-1101", 300, "Pemberlow or Garsdale: who is cheaper for 300 reams of A4 80 g/m² copy paper?")
cheaper("PO-2215", 600, "We're ordering 600 boxes of black gel pens (12 per box). Which of our two stationery "
        "suppliers gives the lower unit price?")
cheaper("PO-4410", 80, "Cheapest supplier for 80 black TN-240 type toner cartridges — Pemberlow or Garsdale?")

tp, tg = tier(d.PB_TIERS, 120), tier(d.GS_TIERS, 120)
pp, pg = PB["PO-3120"][2][tp], GS["GS-LA-75"][3][tg]
x = R(abs(pp - pg) * 120, 2)
q("Buying 120 lever arch files (A4, 75 mm): how much do we save in total by going with the cheaper of Pemberlow "
  "and Garsdale?", "cross_document", num(x, f"{d.en(pp)} | {d.en(pg)}", "EUR", VAT, accept_abs=True),
  [ev(PBd, 1, "t1", "PO-3120", PBcol + tp), ev(GSd, 1, "t1", "GS-LA-75", tg)],
  ["range_match", "header_path", "vat_condition"], calc=lambda v: R(abs(n(v[0]) - n(v[1])) * 120, 2),
  family="price_list")

kc247 = [(f"Kilnsey {p}", d.KC_MONTHLY[KC_I[p]]) for p, h in zip(d.KC_PLANS, d.KC_HOURS) if h == "24/7"]
hk247 = [(f"Hawkridge {t}", HK["Price per month (EUR)"][t]) for t in d.HK_TIERS if HK["Service hours"][t] == "24/7"]
best = unique_arg(kc247 + hk247, min)
assert best.startswith("Kilnsey")
q("Looking at both support offers we received (Kilnsey and Hawkridge), which provider has the cheapest plan with "
  "24/7 cover, per month?", "cross_document",
  text("Kilnsey Cloud Services", d.en(dict(kc247 + hk247)[best], 0), VAT, ["Kilnsey", best, "Kilnsey Premier plan"]),
  [ev(KCd, 1, "t1", "Monthly fee (EUR)", "Premier"), ev(KCd, 1, "t1", "Monthly fee (EUR)", "Enterprise"),
   ev(HKd, 1, "t1", "Price per month (EUR)", "Remote + on-site > Gold"),
   ev(HKd, 1, "t1", "Price per month (EUR)", "Remote + on-site > Platinum")],
  ["header_path", "merged_cell", "vat_condition"],
  calc=lambda v: "Kilnsey Cloud Services" if min(n(v[0]), n(v[1])) < min(n(v[2]), n(v[3])) else "Hawkridge Managed IT",
  family="support_plans")

k1 = d.KC_RESPONSE[0][1][KC_I["Enterprise"]]
h1 = HK["P1 response target (hours)"]["Platinum"]
x = round(abs(h1 - k1) * 60)
q("Top tiers compared: how many minutes faster is Kilnsey Enterprise's severity 1 response target than "
  "Hawkridge Platinum's P1 target?", "cross_document", num(x, f"{k1:g} | {h1:g}", "minutes", accept_abs=True),
  [ev(KCd, 1, "t1", "Severity 1 – critical", "Enterprise"),
   ev(HKd, 1, "t1", "P1 response target (hours)", "Remote + on-site > Platinum")],
  ["header_path", "merged_cell", "synonym"], calc=lambda v: round((n(v[1]) - n(v[0])) * 60), family="support_plans")

tp, tg = tier(d.PB_TIERS, 40), tier(d.GS_TIERS, 40)
pp, pg = PB["PO-3305"][2][tp], GS["GS-SN-12"][3][tg]
x = R(min(pp, pg) * 40, 2)
q("40 packs of 76 × 76 mm sticky notes: what would they cost in total from whichever of Pemberlow or Garsdale is "
  "cheaper? Answer in EUR, ex VAT.", "cross_document", num(x, f"{d.en(pp)} | {d.en(pg)}", "EUR", VAT),
  [ev(PBd, 1, "t1", "PO-3305", PBcol + tp), ev(GSd, 1, "t1", "GS-SN-12", tg)],
  ["range_match", "header_path", "vat_condition"], calc=lambda v: R(min(n(v[0]), n(v[1])) * 40, 2),
  family="price_list")

tp, tg = tier(d.PB_TIERS, 500), tier(d.GS_TIERS, 500)
pp, pg = PB["PO-1102"][2][tp], GS["GS-A3-80"][3][tg]
q("Lowest unit price on offer for 500 reams of A3 copy paper across the Pemberlow and Garsdale lists?",
  "cross_document", num(min(pp, pg), d.en(min(pp, pg)), "EUR", VAT),
  [ev(GSd, 1, "t1", "GS-A3-80", tg), ev(PBd, 1, "t1", "PO-1102", PBcol + tp)],
  ["range_match", "header_path", "vat_condition"], calc=lambda v: min(n(v[0]), n(v[1])), family="price_list")

tp, tg = tier(d.PB_TIERS, 250), tier(d.GS_TIERS, 250)
pp, pg = PB["PO-2210"][2][tp], GS["GS-BP-50"][3][tg]
x = R(abs(pp - pg), 2)
q("For 250 boxes of blue ballpoints, what's the per-box price gap between Pemberlow and Garsdale?",
  "cross_document", num(x, f"{d.en(pp)} | {d.en(pg)}", "EUR", VAT, accept_abs=True),
  [ev(PBd, 1, "t1", "PO-2210", PBcol + tp), ev(GSd, 1, "t1", "GS-BP-50", tg)],
  ["range_match", "header_path", "vat_condition"], calc=lambda v: R(abs(n(v[0]) - n(v[1])), 2), family="price_list")

# ============================================================================ unanswerable (9)
q("What would Brackenfield charge for a 40 kg parcel to Zone B?", "unanswerable",
  none("Parcels are limited to 31.5 kg; heavier items go by pallet on request."), [], ["range_match"],
  family="price_list", absent={BFd: ["40 kg", "32 kg", "pallet rate"]})
q("Brackenfield rate for a 2 kg parcel to Portugal?", "unanswerable",
  none("Portugal is not in Brackenfield's zone map."), [], ["missing_row"], family="price_list",
  absent={BFd: ["Portugal"]})
q("How much is a ream of A5 copy paper at Pemberlow?", "unanswerable",
  none("Pemberlow lists A4 and A3 paper only."), [], ["missing_row"], family="price_list", absent={PBd: ["A5"]})
q("Garsdale's unit price for a desk stapler, 1–99 units?", "unanswerable",
  none("Garsdale's price breaks do not include staplers."), [], ["missing_row"], family="price_list",
  absent={GSd: ["stapler"]})
q("What turnover did Sollerton Joinery report for the year to 31 March 2023?", "unanswerable",
  none("The accounts cover the years ended 31 March 2025 and 2024 only."), [], ["missing_row"], family="financial",
  absent={SJd: ["2023"]})
q("What IP rating does Tregarne give for the TG-H60?", "unanswerable",
  none("The technical data has no protection-rating row."), [], ["missing_row", "transposed"], family="spec_sheet",
  absent={TGd: ["IP rating", "IPX", "ingress", "IP2", "IP4", "IP5", "IP6"]})
q("Marlstone's Pacific net sales in Q1 2024?", "unanswerable",
  none("Only FY 2024 totals are given for 2024, not quarters."), [], ["missing_row"], family="financial",
  absent={MBd: ["Q1 2024", "Q2 2024", "Q3 2024", "Q4 2024"]})
q("What is the monthly fee of Kilnsey's Platinum support plan?", "unanswerable",
  none("Kilnsey has no Platinum plan (Essential, Business, Premier, Enterprise)."), [], ["missing_row"],
  family="support_plans", absent={KCd: ["Platinum"]})
q("Ulverscombe price for a UB-6311 bearing?", "unanswerable",
  none("UB-6311 is not in the catalogue (63xx runs to 6307)."), [], ["missing_row", "multi_page"], family="catalogue",
  absent={UBd: ["6311", "UB-6308", "UB-6309", "UB-6310"]})


def records() -> list[dict]:
    return [{k: v for k, v in r.items() if not k.startswith("_")} for r in QUESTIONS]


def main() -> None:
    with open(HERE / "questions.jsonl", "w", encoding="utf-8") as f:
        for r in records():
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"{len(QUESTIONS)} questions written")


if __name__ == "__main__":
    main()
