"""Writes bench/business-other11/questions.jsonl (ids bo11-001 ...).

    /work/main/.venv/bin/python bench/business-other11/make_questions.py

Every gold is computed from make_docs.py's data structures (never typed by hand, never taken from a run of any
system). Record format follows business-dev: id, question, category, answer{kind, value, raw, unit, scale_note,
conditions, [scale, tolerance, decimals, accept_abs, aliases, reason]}, evidence[{doc, page, table, row,
column}], hard_cases, family, plus source "business-other11".

Numbers are in the unit printed in the table; where a table states a scale (£'000, TEUR, £m) the answer carries
`scale` (1000 or 1000000) and a `scale_note`, so a system answering in base units or as printed is graded
correct by score.py. Percentages computed from printed figures carry `tolerance` 0.05 (points) unless the
question asks for a rounding (`decimals`).

In memory only (not written to the file) each record keeps `_calc`, a function of the printed cell texts at its
evidence cells that recomputes the gold (check.py reads those cells back from the PDFs), and, for unanswerable
questions, `_verify`, a test on the document text showing why no answer exists.
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

SOURCE = "business-other11"
QS: list[dict] = []
VAT = ["Prices exclude VAT"]


# ------------------------------------------------------------------------------------------- parsing / helpers
def pnum(s: str | None, lang: str = "en"):
    """A printed number as float; '–' (nil) is 0, free/Ücretsiz/none is 0, '—' / n. a. / text is None."""
    if s is None:
        return None
    t = s.strip()
    if t in ("–",):
        return 0.0
    if t.lower() in ("free", "ücretsiz", "none"):
        return 0.0
    t = t.replace("£", "").replace("€", "").replace("TL", "").replace("%", "").strip()
    neg = t.startswith("(") and t.endswith(")")
    t = t.strip("()")
    if lang in ("de", "tr"):
        if not re.fullmatch(r"-?\d{1,3}(\.\d{3})*(,\d+)?", t):
            return None
        t = t.replace(".", "").replace(",", ".")
    else:
        if not re.fullmatch(r"-?\d{1,3}(,\d{3})*(\.\d+)?", t):
            return None
        t = t.replace(",", "")
    x = float(t)
    return -x if neg else x


def rnd(x, dp=2) -> float:
    return float(Decimal(repr(x)).quantize(Decimal(1).scaleb(-dp), rounding=ROUND_HALF_UP))


def E(doc, page, table, row, column) -> dict:
    return {"doc": doc, "page": page, "table": table, "row": row, "column": column}


def num(value, raw, unit, cond=(), scale=None, scale_note=None, **kw) -> dict:
    a = {"kind": "number", "value": value, "raw": raw, "unit": unit, "scale_note": scale_note,
         "conditions": list(cond)}
    if scale:
        a["scale"] = scale
    a.update(kw)
    return a


def txt(value, raw, cond=(), aliases=()) -> dict:
    a = {"kind": "text", "value": value, "raw": raw, "unit": None, "scale_note": None, "conditions": list(cond)}
    if aliases:
        a["aliases"] = list(aliases)
    return a


def lst(values, raw, cond=()) -> dict:
    return {"kind": "list", "value": list(values), "raw": raw, "unit": None, "scale_note": None,
            "conditions": list(cond)}


def none(reason) -> dict:
    return {"kind": "none", "value": None, "raw": None, "unit": None, "scale_note": None, "conditions": [],
            "reason": reason}


def Q(question, category, answer, evidence, hard=(), family=None, calc=None, verify=None):
    fam = family or d.FAMILY[evidence[0]["doc"]]
    rec = {"id": f"bo11-{len(QS) + 1:03d}", "question": question, "category": category, "answer": answer,
           "evidence": evidence, "hard_cases": sorted(set(hard)), "family": fam, "source": SOURCE}
    if calc is not None:
        rec["_calc"] = calc
    if verify is not None:
        rec["_verify"] = verify
    QS.append(rec)


def tier(tiers, qty) -> str:
    for lo, hi, lab in tiers:
        if qty >= lo and (hi is None or qty <= hi):
            return lab
    raise ValueError(qty)


def band(bands, x) -> str:
    for lab, lo, hi, _ in bands:
        if x > lo and (hi is None or x <= hi):
            return lab
    raise ValueError(x)


def only(pairs, pick=max):
    best = pick(v for _, v in pairs)
    hits = [k for k, v in pairs if v == best]
    assert len(hits) == 1, pairs
    return hits[0]


def joined(*cells) -> str:
    return " | ".join(cells)


# ------------------------------------------------------------------------------------------- data views
TFd, LHd, DHd, AEd, CPd, STd = d.TF_DOC, d.LH_DOC, d.DH_DOC, d.AE_DOC, d.CP_DOC, d.ST_DOC
WMd, NHd, RMd, GId, WKd, KFd = d.WM_DOC, d.NH_DOC, d.RM_DOC, d.GI_DOC, d.WK_DOC, d.KF_DOC
MT = {c: dict(line=ln, desc=ds, prices=dict(zip([t[2] for t in d.MT_TIERS], ps))) for ln, c, ds, _, ps in d.MT_ITEMS}
MT_BY_LINE = {v["line"]: c for c, v in MT.items()}
BJ = {r: dict(line=ln, desc=p, prices=dict(zip([t[2] for t in d.BJ_TIERS], ps))) for r, p, _, ln, ps in d.BJ_ITEMS}
BJ_BY_LINE = {v["line"]: c for c, v in BJ.items()}
RFQ = {n: (it, v) for n, it, v in d.TF_RFQ}
LH = {i["code"]: dict(i, p=dict(zip([t[2] for t in d.LH_TIERS], i["prices"]))) for i in d.lh_items()}
DH = {c: dict(name=u, size=o, gsm=g, p=dict(zip([t[2] for t in d.DH_TIERS], ps))) for c, u, o, g, ps in d.DH_ITEMS}
AE = {i["code"]: i for i in d.ae_items()}
CP = {i["code"]: i for i in d.cp_items()}
ST = {i["code"]: i for i in d.st_items()}
WM = {r[0]: dict(zip(d.WM_MODELS, r[2])) for r in d.WM_ROWS if len(r) > 1}
RM_FEE = {lab: dict(zip(d.RM_PLANS, f)) for lab, f in d.RM_FEES}
RM_SVC = {lab: dict(zip(d.RM_PLANS, v)) for lab, v in d.RM_SERVICE}
GI_IS = {lab: dict(zip(d.GI_YEARS, v)) for lab, _, v, _ in d.gi_is()}
GI_BS = {lab: dict(zip(d.GI_YEARS, v)) for lab, _, v, _ in d.gi_bs() if v is not None}
GI_REG = {r: dict(zip(d.GI_YEARS, v)) for r, v in d.GI_REGIONS}
WK_GUV = {lab: dict(zip(["2025", "2024"], v)) for lab, v, _ in d.wk_guv()}
WK_KPI = {lab: {"2025": a, "2024": b} for lab, a, b, _ in d.WK_KPI}
KF = {lab: dict(zip(d.KF_YEARS, v)) for lab, v, _, _ in d.kf_rows()}
NH_GROUP = {p: g for g, ps in d.NH_GROUPS for p in ps}

MTcol = "Price per pack (£) > "
LHcol = "Price per item (£) > "
DHcol = "Birim fiyat (TL) > "
AEcol = "Trade price (£) > "
STcol = "Price (£) > "
NHfee = "Monthly fee (EUR) > "
NHresp = "Initial response (minutes) > "
GI_K = {"scale": 1000, "scale_note": "£'000"}
WK_K = {"scale": 1000, "scale_note": "TEUR"}
KF_M = {"scale": 1000000, "scale_note": "£m unless stated"}
fen, fde = d.fen, d.fde


def nh_row(p):
    return f"{NH_GROUP[p]} > {p}"


def de_(s):
    return pnum(s, "de")


# ============================================================================================ lookup (13)
Q("Tichborne RFQ TF-25-118: how many packs a year do we expect to need for line 6 (black refuse sacks)?",
  "lookup", num(RFQ[6][1], fen(RFQ[6][1], 0), "packs"), [E(TFd, 1, "t1", "6", "Est. packs per year")], [])

x = LH["LH-3020"]["kg"]
Q("What's the gross weight of a 20 l drum of Lindale's dishwasher detergent?", "lookup",
  num(x, fen(x, 1), "kg"), [E(LHd, 1, "t1", "LH-3020", "Gross weight (kg)")], ["unit_in_header"])

x = DH["DH-103"]["gsm"]
Q("Dereköy'ün jakarlı banyo havlusunun gramajı kaç g/m²?", "lookup",
  num(x, fde(x, 0), "g/m²"), [E(DHd, 1, "t1", "DH-103", "Gramaj (g/m²)")], ["unit_in_header"])

x = AE["AE-2100"]["per"]
Q("Ashwellthorpe sells the 3-core 2.5 mm² SWA cable in what drum length?", "lookup",
  txt(x, x, aliases=["50 metres", "50m"]), [E(AEd, 1, "t1", "AE-2100", "Per")], ["borderless", "synonym"])

x = d.wk_change(*[WK_GUV["Personalaufwand"][y] for y in ("2025", "2024")])
Q("Wiesentheid Kunststofftechnik: um wie viel Prozent ist der Personalaufwand laut GuV gestiegen?", "lookup",
  num(x, fde(x, 1), "%"), [E(WKd, 1, "t1", "Personalaufwand", "Veränderung in %")], ["borderless", "locale_number"])

x = ST["ST-1824"]["kg"]
Q("Weight of the Stathern ST-1824 115 mm angle grinder (bare tool), in kg?", "lookup",
  num(x, fen(x, 1), "kg"), [E(STd, 1, "t1", "ST-1824", "Weight (kg)")], ["borderless", "unit_in_header"])

x = d.NH_HOURS["Cloud Core"]
Q("What support hours come with Nettlecombe's Cloud Core plan?", "lookup",
  txt(x, x, aliases=["Mon-Fri 8-20", "Monday to Friday 8-20", "Mon-Fri 08:00-20:00", "Monday–Friday 8:00–20:00"]),
  [E(NHd, 1, "t1", nh_row("Cloud Core"), "Support hours")], ["merged_cell"])

x = dict((a, p) for a, p, _ in d.NH_ADDONS)["Managed web application firewall"]
Q("how much per month is the managed WAF add-on at nettlecombe", "lookup",
  num(x, fen(x), "EUR", VAT), [E(NHd, 1, "t2", "Managed web application firewall", "Price per month (EUR)")],
  ["synonym", "vat_condition"])

x = RM_SVC["Breakdown response target (hours)"]["Maintain"]
Q("Rodmersham Maintain plan — what's the breakdown response target?", "lookup",
  num(int(x), x, "hours"), [E(RMd, 1, "t1", "Service > Breakdown response target (hours)", "Maintain")],
  ["borderless", "unit_in_header"])

x = RM_SVC["LOLER thorough examination"]["Inspect"]
Q("If we go for Rodmersham's basic Inspect plan, what do they charge for the LOLER thorough examination?",
  "lookup", txt(x, x, VAT, aliases=["£65.00", "65", "£65 per truck", "65.00 GBP per truck"]),
  [E(RMd, 1, "t1", "Service > LOLER thorough examination", "Inspect")], ["borderless", "text_value"])

x = GI_REG["North America"]["2025"]
Q("Gatcombe Instruments — North America revenue for FY2025 per Note 3?", "lookup",
  num(x, fen(x, 0), "GBP", **GI_K), [E(GId, 1, "t2", "North America", "2025")], ["unit_in_header"])

x = WK_KPI["Mitarbeiter (Jahresdurchschnitt)"]["2025"]
Q("Wie viele Mitarbeiter hatte Wiesentheid 2025 im Jahresdurchschnitt?", "lookup",
  num(x, fde(x, 0), "employees"), [E(WKd, 1, "t2", "Mitarbeiter (Jahresdurchschnitt)", "2025")], [])

x = KF["Net debt"]["2023"]
Q("Kirkoswald Foods' net debt at the end of 2023, please.", "lookup",
  num(x, fen(x, 1), "GBP", **KF_M), [E(KFd, 1, "t1", "Net debt", "2023")], ["unit_in_header"])

# ============================================================================================ lookup_header_path (10)
x = MT["MTS-HT240"]["prices"]["200+"]
Q("Maddiford's 200+ price for the C-fold hand towels (MTS-HT240)?", "lookup_header_path",
  num(x, fen(x), "GBP", VAT), [E(TFd, 1, "t2", "MTS-HT240", MTcol + "200+")],
  ["borderless", "header_path", "merged_cell", "vat_condition"])

x = DH["DH-301"]["p"]["500+ adet"]
Q("Dereköy list: what's the 500+ adet price of the single bed sheet DH-301?", "lookup_header_path",
  num(x, fde(x), "TRY", VAT), [E(DHd, 1, "t1", "DH-301", DHcol + "500+ adet")],
  ["header_path", "locale_number", "merged_cell", "vat_condition"])

x = AE["AE-4010"]["p26"]
Q("2026 trade price of the 10-way metal consumer unit at Ashwellthorpe?", "lookup_header_path",
  num(x, fen(x), "GBP", VAT), [E(AEd, 1, "t1", "AE-4010", AEcol + "2026")],
  ["borderless", "header_path", "merged_cell", "vat_condition"])

x = AE["AE-3005"]["p25"]
Q("What did Ashwellthorpe charge for the fire-rated 6 W LED downlight last year (2025)?", "lookup_header_path",
  num(x, fen(x), "GBP", VAT), [E(AEd, 1, "t1", "AE-3005", AEcol + "2025")],
  ["borderless", "header_path", "merged_cell", "vat_condition"])

x = d.NH_FEE["Cloud Scale"][1]
Q("Cloud Scale monthly fee for 2026?", "lookup_header_path",
  num(x, fen(x, 0), "EUR", VAT), [E(NHd, 1, "t1", nh_row("Cloud Scale"), NHfee + "2026")],
  ["header_path", "merged_cell", "vat_condition"])

x = d.NH_RESP["Plus"][0]
Q("Nettlecombe Plus plan: initial response time for a critical issue, in minutes?", "lookup_header_path",
  num(x, fen(x, 0), "minutes"), [E(NHd, 1, "t1", nh_row("Plus"), NHresp + "Critical")],
  ["header_path", "merged_cell"])

x = GI_IS["Finance costs"]["2024"]
Q("Finance costs for Gatcombe in the year to 31 March 2024?", "lookup_header_path",
  num(x, d.fpar(x), "GBP", accept_abs=True, **GI_K), [E(GId, 1, "t1", "Finance costs", "2024")],
  ["borderless", "header_path", "negative_parentheses", "unit_in_header"])

x = GI_BS["Inventories"]["2025"]
Q("Gatcombe's inventories on the balance sheet at 31 March 2025?", "lookup_header_path",
  num(x, fen(x, 0), "GBP", **GI_K), [E(GId, 2, "t3", "Current assets > Inventories", "2025")],
  ["borderless", "header_path", "unit_in_header"])

x = WK_GUV["Materialaufwand"]["2024"]
Q("Materialaufwand 2024 bei Wiesentheid (in TEUR)?", "lookup_header_path",
  num(x, fde(x, 0), "EUR", accept_abs=True, **WK_K), [E(WKd, 1, "t1", "Materialaufwand", "2024")],
  ["borderless", "header_path", "locale_number", "unit_in_header"])

x = ST["ST-1811"]["kit"]
Q("Stathern SDS-plus hammer ST-1811 — how much as a kit?", "lookup_header_path",
  num(x, fen(x), "GBP", VAT), [E(STd, 1, "t1", "ST-1811", STcol + "Kit")],
  ["borderless", "header_path", "merged_cell", "vat_condition"])

# ============================================================================================ range_lookup (7)
t = tier(d.MT_TIERS, 60)
x = MT["MTS-CF206"]["prices"][t]
Q("If we order 60 packs of the blue centrefeed from Maddiford, what's the per-pack price?", "range_lookup",
  num(x, fen(x), "GBP", VAT), [E(TFd, 1, "t2", "MTS-CF206", MTcol + t)],
  ["borderless", "header_path", "range_match", "vat_condition"])

t = tier(d.BJ_TIERS, 250)
c = BJ_BY_LINE[3]
x = BJ[c]["prices"][t]
Q("Brasted Janitorial — price per pack for 250 packs of toilet tissue (RFQ line 3)?", "range_lookup",
  num(x, fen(x), "GBP", VAT), [E(TFd, 2, "t3", c, t)], ["distractor_prose", "range_match", "vat_condition"])

t = tier(d.LH_TIERS, 12)
x = LH["LH-2010"]["p"][t]
Q("lindale neutral floor cleaner 5l, 12 cans - price each?", "range_lookup",
  num(x, fen(x), "GBP", VAT), [E(LHd, 1, "t1", "LH-2010", LHcol + t)],
  ["borderless", "header_path", "range_match", "vat_condition"])

kg = rnd(8 * LH["LH-4011"]["kg"], 1)
lab = band(d.LH_CARRIAGE, kg)
x = dict((b[0], b[3]) for b in d.LH_CARRIAGE)[lab]
Q("What carriage would Lindale charge on one consignment of eight 25 l drums of the solvent-free degreaser?",
  "range_lookup", num(x, fen(x), "GBP", VAT),
  [E(LHd, 1, "t2", lab, "Charge (£)"), E(LHd, 1, "t1", "LH-4011", "Gross weight (kg)")],
  ["range_match", "vat_condition"])

t = tier(d.DH_TIERS, 250)
x = DH["DH-102"]["p"][t]
Q("Dereköy'den 250 adet beyaz banyo havlusu alırsak birim fiyat ne olur?", "range_lookup",
  num(x, fde(x), "TRY", VAT), [E(DHd, 1, "t1", "DH-102", DHcol + t)],
  ["header_path", "locale_number", "merged_cell", "range_match", "vat_condition"])

lab = band(d.DH_KARGO, 4800)
x = dict((b[0], b[3]) for b in d.DH_KARGO)[lab]
Q("Dereköy: what shipping fee applies to an order worth 4,800 TL before VAT?", "range_lookup",
  num(x, f"{fde(x)} TL", "TRY", VAT), [E(DHd, 1, "t2", lab, "Kargo ücreti")],
  ["borderless", "locale_number", "range_match", "vat_condition"])

lab = tier([(lo, hi, lb) for lo, hi, lb, _ in d.RM_FLEET], 12)
x = dict((lb, p) for _, _, lb, p in d.RM_FLEET)[lab]
Q("With 12 trucks on one Rodmersham contract, what fleet discount do we get?", "range_lookup",
  num(x, f"{x}%", "%"), [E(RMd, 1, "t2", lab, "Discount on annual fees")], ["range_match"])

# ============================================================================================ transposed_lookup (4)
x = WM["Theoretical productivity"]["WC-650B"]
Q("Theoretical productivity of the Wetheral WC-650B in m²/h?", "transposed_lookup",
  num(x, fen(x, 0), "m²/h"), [E(WMd, 1, "t1", "Theoretical productivity", "WC-650B")], ["transposed"])

x = WM["Recovery tank"]["WC-760R"]
Q("Recovery tank capacity on the WC-760R ride-on?", "transposed_lookup",
  num(x, fen(x, 0), "l"), [E(WMd, 1, "t1", "Recovery tank", "WC-760R")], ["transposed"])

x = WM["Battery"]["WC-530B"]
Q("Which battery does Wetheral fit to the WC-530B?", "transposed_lookup",
  txt(x, x, aliases=["24 V 140 Ah", "24V/140Ah", "24 V, 140 Ah", "24V 140Ah"]),
  [E(WMd, 1, "t1", "Battery", "WC-530B")], ["text_value", "transposed"])

x = WM["List price"]["WC-900R"]
Q("List price of a Wetheral WC-900R, EUR ex VAT", "transposed_lookup",
  num(x, fen(x, 0), "EUR", VAT), [E(WMd, 1, "t1", "List price", "WC-900R")], ["transposed", "vat_condition"])

# ============================================================================================ multi_page_lookup (5)
i = CP["CP-T08"]
assert i["page"] == 2
Q("Combwich price per pack for CP-T08 equal tees?", "multi_page_lookup",
  num(i["price"], fen(i["price"]), "GBP", VAT), [E(CPd, 2, "t1", "CP-T08", "Price per pack (£)")],
  ["borderless", "multi_page", "vat_condition"])

i = CP["CP-SL14"]
assert i["page"] == 3
Q("How many CP-SL14 (G1/4 silencer) packs does Combwich have in stock?", "multi_page_lookup",
  num(i["stock"], fen(i["stock"], 0), "packs"), [E(CPd, 3, "t1", "CP-SL14", "In stock")],
  ["borderless", "multi_page"])

i = CP["CP-PL10"]
assert i["page"] == 3
Q("What quantity is in a pack of Combwich's 10 mm blanking plugs (CP-PL10)?", "multi_page_lookup",
  num(int(i["pack"]), i["pack"], "pieces"), [E(CPd, 3, "t1", "CP-PL10", "Pack")], ["borderless", "multi_page"])

i = ST["ST-3616"]
assert i["page"] == 2
Q("Stathern cut-off saw ST-3616 in kit form — what's the price?", "multi_page_lookup",
  num(i["kit"], fen(i["kit"]), "GBP", VAT), [E(STd, 2, "t1", "ST-3616", STcol + "Kit")],
  ["borderless", "header_path", "header_not_repeated", "multi_page", "vat_condition"])

i = ST["ST-3619"]
assert i["page"] == 2
Q("How heavy is Stathern's wet and dry core drill ST-3619?", "multi_page_lookup",
  num(i["kg"], fen(i["kg"], 1), "kg"), [E(STd, 2, "t1", "ST-3619", "Weight (kg)")],
  ["borderless", "header_not_repeated", "multi_page", "unit_in_header"])

# ============================================================================================ argmax (4)
five = [c for c, i in LH.items() if i["size"] == "5 l"]
pairs = [(c, LH[c]["p"]["1–4"]) for c in five]
best = only(pairs)
Q("Among Lindale's 5 l products, which one has the highest single-item (1–4) price?", "argmax",
  txt(best, fen(dict(pairs)[best]), VAT, aliases=[LH[best]["name"], "Floor polish"]),
  [E(LHd, 1, "t1", c, LHcol + "1–4") for c in five], ["borderless", "header_path", "vat_condition"],
  calc=lambda v, cs=five: cs[max(range(len(v)), key=lambda k: pnum(v[k]))])

codes = list(DH)
pairs = [(c, DH[c]["p"]["1–99 adet"]) for c in codes]
best = only(pairs)
Q("Which item is the most expensive on Dereköy's list, going by the 1–99 adet price?", "argmax",
  txt(best, fde(dict(pairs)[best]), VAT, aliases=[DH[best]["name"], "Bornoz L/XL"]),
  [E(DHd, 1, "t1", c, DHcol + "1–99 adet") for c in codes], ["header_path", "locale_number", "vat_condition"],
  calc=lambda v, cs=codes: cs[max(range(len(v)), key=lambda k: pnum(v[k], "tr"))])

pairs = list(KF["Capital expenditure"].items())
best = only(pairs)
Q("In which year did Kirkoswald spend the most on capex?", "argmax",
  txt(best, fen(dict(pairs)[best], 1)), [E(KFd, 1, "t1", "Capital expenditure", y) for y in d.KF_YEARS],
  ["synonym", "unit_in_header"], calc=lambda v: d.KF_YEARS[max(range(5), key=lambda k: pnum(v[k]))])

regs = [r for r, _ in d.GI_REGIONS]
pairs = [(r, GI_REG[r]["2025"]) for r in regs]
best = only(pairs)
Q("Which destination brought Gatcombe the most revenue in FY2025?", "argmax",
  txt(best, fen(dict(pairs)[best], 0), aliases=["UK"]), [E(GId, 1, "t2", r, "2025") for r in regs],
  ["unit_in_header"], calc=lambda v, rs=regs: rs[max(range(len(v)), key=lambda k: pnum(v[k]))])

# ============================================================================================ argmin (4)
codes = list(MT)
pairs = [(c, MT[c]["prices"]["200+"]) for c in codes]
best = only(pairs, min)
Q("Looking only at Maddiford's quote, which product is cheapest per pack at the 200+ break?", "argmin",
  txt(best, fen(dict(pairs)[best]), VAT, aliases=[MT[best]["desc"], "antibacterial surface sanitiser"]),
  [E(TFd, 1, "t2", c, MTcol + "200+") for c in codes], ["borderless", "header_path", "vat_condition"],
  calc=lambda v, cs=codes: cs[min(range(len(v)), key=lambda k: pnum(v[k]))])

plans = [p for _, ps in d.NH_GROUPS for p in ps]
p247 = [p for p in plans if d.NH_HOURS[p] == "24/7"]
pairs = [(p, d.NH_FEE[p][1]) for p in p247]
best = only(pairs, min)
Q("Cheapest Nettlecombe plan that gives you 24/7 support, on 2026 fees?", "argmin",
  txt(best, fen(dict(pairs)[best], 0), VAT, aliases=["Shared hosting Pro", "Pro plan"]),
  [E(NHd, 1, "t1", nh_row(p), "Support hours") for p in plans] +
  [E(NHd, 1, "t1", nh_row(p), NHfee + "2026") for p in plans],
  ["header_path", "merged_cell", "vat_condition"],
  calc=lambda v, ps=plans: min((pnum(v[len(ps) + k]), ps[k]) for k in range(len(ps)) if v[k] == "24/7")[1])

el6 = [c for c, i in CP.items() if c.startswith("CP-E") and i["od"] == 6]
pairs = [(c, CP[c]["price"]) for c in el6]
best = only(pairs, min)
Q("cheapest elbow conector for 6mm tube in the Combwich catalogue?", "argmin",
  txt(best, fen(dict(pairs)[best]), VAT, aliases=["Elbow male 6 mm – M5"]),
  [E(CPd, CP[c]["page"], "t1", c, "Price per pack (£)") for c in el6], ["borderless", "vat_condition"],
  calc=lambda v, cs=el6: cs[min(range(len(v)), key=lambda k: pnum(v[k]))])

pairs = list(KF["Operating profit"].items())
best = only(pairs, min)
Q("Which year shows Kirkoswald's lowest operating profit in the five-year record?", "argmin",
  txt(best, fen(dict(pairs)[best], 1)), [E(KFd, 1, "t1", "Operating profit", y) for y in d.KF_YEARS],
  ["unit_in_header"], calc=lambda v: d.KF_YEARS[min(range(5), key=lambda k: pnum(v[k]))])

# ============================================================================================ compare_two (4)
tm, tb = tier(d.MT_TIERS, 120), tier(d.BJ_TIERS, 120)
cm, cb = MT_BY_LINE[4], BJ_BY_LINE[4]
pm, pb = MT[cm]["prices"][tm], BJ[cb]["prices"][tb]
assert pm != pb
win = "Maddiford Trade Supplies" if pm < pb else "Brasted Janitorial"
Q("RFQ line 4 (mini jumbo rolls), 120 packs per order: is Maddiford or Brasted cheaper per pack?", "compare_two",
  txt(win, fen(min(pm, pb)), VAT, aliases=[win.split()[0]]),
  [E(TFd, 1, "t2", cm, MTcol + tm), E(TFd, 2, "t3", cb, tb)], ["header_path", "range_match", "vat_condition"],
  calc=lambda v: "Maddiford Trade Supplies" if pnum(v[0]) < pnum(v[1]) else "Brasted Janitorial")

a, b = WM["Sound pressure level"]["WC-530B"], WM["Sound pressure level"]["WC-650B"]
assert a != b
Q("Which is quieter, the WC-530B or the WC-650B?", "compare_two",
  txt("WC-530B" if a < b else "WC-650B", str(min(a, b))),
  [E(WMd, 1, "t1", "Sound pressure level", "WC-530B"), E(WMd, 1, "t1", "Sound pressure level", "WC-650B")],
  ["synonym", "transposed"], calc=lambda v: "WC-530B" if pnum(v[0]) < pnum(v[1]) else "WC-650B")

a, b = GI_REG["Rest of Europe"]["2024"], GI_REG["North America"]["2024"]
assert a != b
Q("In FY2024, did Gatcombe sell more into Rest of Europe or into North America?", "compare_two",
  txt("Rest of Europe" if a > b else "North America", fen(max(a, b), 0)),
  [E(GId, 1, "t2", "Rest of Europe", "2024"), E(GId, 1, "t2", "North America", "2024")], ["unit_in_header"],
  calc=lambda v: "Rest of Europe" if pnum(v[0]) > pnum(v[1]) else "North America")

a, b = AE["AE-4010"]["p26"], AE["AE-2100"]["p26"]
assert b > a
Q("On 2026 prices, which costs more at Ashwellthorpe: a 10-way metal consumer unit or a drum of the 3-core SWA?",
  "compare_two", txt("AE-2100", fen(b), VAT, aliases=[AE["AE-2100"]["name"], "SWA cable", "the SWA drum"]),
  [E(AEd, 1, "t1", "AE-4010", AEcol + "2026"), E(AEd, 1, "t1", "AE-2100", AEcol + "2026")],
  ["borderless", "header_path", "vat_condition"], calc=lambda v: "AE-2100" if pnum(v[1]) > pnum(v[0]) else "AE-4010")

# ============================================================================================ difference (3)
tm, tb = tier(d.MT_TIERS, 300), tier(d.BJ_TIERS, 300)
cm, cb = MT_BY_LINE[6], BJ_BY_LINE[6]
pm, pb = MT[cm]["prices"][tm], BJ[cb]["prices"][tb]
x = rnd(abs(pm - pb))
Q("Refuse sacks, 300 packs on one order: what's the per-pack difference between Maddiford's and Brasted's prices?",
  "difference", num(x, joined(fen(pm), fen(pb)), "GBP", VAT, accept_abs=True),
  [E(TFd, 1, "t2", cm, MTcol + tm), E(TFd, 2, "t3", cb, tb)], ["header_path", "range_match", "vat_condition"],
  calc=lambda v: rnd(abs(pnum(v[0]) - pnum(v[1]))))

a, b = AE["AE-2015"]["p25"], AE["AE-2015"]["p26"]
x = rnd(b - a)
Q("How much more is a 100 m drum of 1.5 mm² twin and earth in 2026 than it was in 2025?", "difference",
  num(x, joined(fen(a), fen(b)), "GBP", VAT),
  [E(AEd, 1, "t1", "AE-2015", AEcol + "2025"), E(AEd, 1, "t1", "AE-2015", AEcol + "2026")],
  ["borderless", "header_path", "vat_condition"], calc=lambda v: rnd(pnum(v[1]) - pnum(v[0])))

a, b = GI_IS["Profit for the year"]["2024"], GI_IS["Profit for the year"]["2025"]
Q("By how much did Gatcombe's profit for the year rise from FY2024 to FY2025? Answer in £'000.", "difference",
  num(b - a, joined(fen(b, 0), fen(a, 0)), "GBP", **GI_K),
  [E(GId, 1, "t1", "Profit for the year", "2025"), E(GId, 1, "t1", "Profit for the year", "2024")],
  ["borderless", "total_row", "unit_in_header"], calc=lambda v: pnum(v[0]) - pnum(v[1]))

# ============================================================================================ percent_change (4)
a, b = AE["AE-2025"]["p25"], AE["AE-2025"]["p26"]
x = rnd((b - a) / a * 100)
Q("What's the % increase on 2.5mm² T&E at Ashwellthorpe from 2025 to 2026? Round to 2 decimals.", "percent_change",
  num(x, joined(fen(a), fen(b)), "%", decimals=2),
  [E(AEd, 1, "t1", "AE-2025", AEcol + "2025"), E(AEd, 1, "t1", "AE-2025", AEcol + "2026")],
  ["borderless", "header_path", "synonym"], calc=lambda v: rnd((pnum(v[1]) - pnum(v[0])) / pnum(v[0]) * 100))

a, b = d.NH_FEE["Cloud Elite"]
x = rnd((b - a) / a * 100)
Q("By what percentage does Nettlecombe's Cloud Elite fee go up for 2026?", "percent_change",
  num(x, joined(fen(a, 0), fen(b, 0)), "%", tolerance=0.05),
  [E(NHd, 1, "t1", nh_row("Cloud Elite"), NHfee + "2025"), E(NHd, 1, "t1", nh_row("Cloud Elite"), NHfee + "2026")],
  ["header_path", "merged_cell"], calc=lambda v: rnd((pnum(v[1]) - pnum(v[0])) / pnum(v[0]) * 100))

a, b = KF["Revenue"]["2021"], KF["Revenue"]["2025"]
x = rnd((b - a) / a * 100)
Q("Kirkoswald revenue growth over the whole record, 2021 to 2025, in percent?", "percent_change",
  num(x, joined(fen(a, 1), fen(b, 1)), "%", tolerance=0.05, scale_note="£m unless stated"),
  [E(KFd, 1, "t1", "Revenue", "2021"), E(KFd, 1, "t1", "Revenue", "2025")], ["unit_in_header"],
  calc=lambda v: rnd((pnum(v[1]) - pnum(v[0])) / pnum(v[0]) * 100))

a, b = WK_KPI["Investitionen (TEUR)"]["2024"], WK_KPI["Investitionen (TEUR)"]["2025"]
x = rnd((b - a) / a * 100)
Q("Prozentuale Veränderung der Investitionen von 2024 auf 2025 bei Wiesentheid?", "percent_change",
  num(x, joined(fde(a, 0), fde(b, 0)), "%", tolerance=0.05, scale_note="TEUR"),
  [E(WKd, 1, "t2", "Investitionen (TEUR)", "2024"), E(WKd, 1, "t2", "Investitionen (TEUR)", "2025")],
  ["locale_number", "unit_in_header"], calc=lambda v: rnd((de_(v[1]) - de_(v[0])) / de_(v[0]) * 100))

# ============================================================================================ sum (4)
t = tier(d.MT_TIERS, 40)
a, b = MT[MT_BY_LINE[1]]["prices"][t], MT[MT_BY_LINE[3]]["prices"][t]
goods = rnd(40 * a + 40 * b)
x = rnd(goods + (d.MT_CARRIAGE if goods < d.MT_FREE_FROM else 0))
Q("We'd put 40 packs of line 1 and 40 packs of line 3 on one order with Maddiford. Total ex VAT, including their "
  "carriage charge?", "sum", num(x, joined(fen(a), fen(b)), "GBP", VAT),
  [E(TFd, 1, "t2", MT_BY_LINE[1], MTcol + t), E(TFd, 1, "t2", MT_BY_LINE[3], MTcol + t)],
  ["header_path", "range_match", "vat_condition"],
  calc=lambda v: rnd(40 * pnum(v[0]) + 40 * pnum(v[1]) + (0 if 40 * (pnum(v[0]) + pnum(v[1])) >= 250 else 12.5)))

t = tier(d.LH_TIERS, 6)
p = LH["LH-3015"]["p"][t]
assert "¹" in LH["LH-3015"]["name"] and "³" in LH["LH-3015"]["name"]
x = rnd(6 * (p * (100 + d.LH_RAW_PCT) / 100 + d.LH_DG_FEE))
Q("Total for 6 cans of Lindale oven & grill cleaner (LH-3015) once the surcharges in the footnotes are added? "
  "2 decimals please.", "sum",
  num(x, joined(fen(p), LH["LH-3015"]["name"]), "GBP", VAT, decimals=2),
  [E(LHd, 1, "t1", "LH-3015", LHcol + t), E(LHd, 1, "t1", "LH-3015", "Product")],
  ["footnote", "header_path", "range_match", "vat_condition"],
  calc=lambda v: rnd(6 * (pnum(v[0]) * (1.06 if "¹" in v[1] else 1) + (4.2 if "³" in v[1] else 0))))

t = tier(d.DH_TIERS, 120)
a, b = DH["DH-101"]["p"][t], DH["DH-110"]["p"][t]
goods = rnd(120 * a + 120 * b)
lab = band(d.DH_KARGO, goods)
fee = dict((k[0], k[3]) for k in d.DH_KARGO)[lab]
x = rnd(goods + (fee or 0))
Q("Total in TL for 120 white hand towels plus 120 foot towels from Dereköy, shipping included (KDV hariç)?", "sum",
  num(x, joined(fde(a), fde(b), "Ücretsiz" if fee is None else fde(fee)), "TRY", VAT),
  [E(DHd, 1, "t1", "DH-101", DHcol + t), E(DHd, 1, "t1", "DH-110", DHcol + t), E(DHd, 1, "t2", lab, "Kargo ücreti")],
  ["header_path", "locale_number", "range_match", "vat_condition"],
  calc=lambda v: rnd(120 * pnum(v[0], "tr") + 120 * pnum(v[1], "tr") + pnum(v[2], "tr")))

lab = tier([(lo, hi, lb) for lo, hi, lb, _ in d.RM_FLEET], 6)
disc = dict((lb, p_) for _, _, lb, p_ in d.RM_FLEET)[lab]
fee = RM_FEE["Counterbalance up to 2.5 t"]["Maintain"]
x = rnd(6 * fee * (100 - disc) / 100)
Q("Annual cost for six counterbalance trucks (up to 2.5 t) on Rodmersham's Maintain plan, after the fleet discount?",
  "sum", num(x, joined(fen(fee, 0), f"{disc}%"), "GBP", VAT),
  [E(RMd, 1, "t1", "Annual fee per truck (£) > Counterbalance up to 2.5 t", "Maintain"),
   E(RMd, 1, "t2", lab, "Discount on annual fees")], ["borderless", "merged_cell", "range_match", "vat_condition"],
  calc=lambda v: rnd(6 * pnum(v[0]) * (100 - pnum(v[1])) / 100))

# ============================================================================================ average (4)
kit = [i["code"] for i in d.lh_items() if i["section"] == "Kitchen"]
vals = [LH[c]["p"]["20+"] for c in kit]
x = rnd(sum(vals) / len(vals), 4)
Q("Average 20+ price across Lindale's kitchen products?", "average",
  num(x, joined(*[fen(v) for v in vals]), "GBP", VAT, tolerance=0.01),
  [E(LHd, 1, "t1", c, LHcol + "20+") for c in kit], ["borderless", "header_path", "vat_condition"],
  calc=lambda v: sum(pnum(s) for s in v) / len(v))

tees = [c for c in CP if c.startswith("CP-T")]
vals = [CP[c]["price"] for c in tees]
x = rnd(sum(vals) / len(vals), 4)
Q("What's the mean pack price of Combwich's equal tee connectors?", "average",
  num(x, joined(*[fen(v) for v in vals]), "GBP", VAT, tolerance=0.01),
  [E(CPd, CP[c]["page"], "t1", c, "Price per pack (£)") for c in tees], ["borderless", "multi_page", "vat_condition"],
  calc=lambda v: sum(pnum(s) for s in v) / len(v))

vals = [KF["Dividend per share (pence)"][y] for y in d.KF_YEARS]
x = rnd(sum(vals) / len(vals), 4)
Q("Average dividend per share over Kirkoswald's five years, in pence?", "average",
  num(x, joined(*[fen(v, 1) for v in vals]), "pence", tolerance=0.01),
  [E(KFd, 1, "t1", "Dividend per share (pence)", y) for y in d.KF_YEARS], ["mixed_units"],
  calc=lambda v: sum(pnum(s) for s in v) / len(v))

wb = [m for m in d.WM_MODELS if d.WM_TYPE[m] == "walk-behind"]
vals = [WM["List price"][m] for m in wb]
x = rnd(sum(vals) / len(vals), 2)
Q("What's the average list price of Wetheral's walk-behind scrubber-dryers?", "average",
  num(x, joined(*[fen(v, 0) for v in vals]), "EUR", VAT, tolerance=0.01),
  [E(WMd, 1, "t1", "List price", m) for m in wb], ["transposed", "vat_condition"],
  calc=lambda v: sum(pnum(s) for s in v) / len(v))

# ============================================================================================ count (4)
codes = list(DH)
x = sum(1 for c in codes if DH[c]["gsm"] >= 500)
Q("How many of Dereköy's products are 500 g/m² or heavier?", "count",
  num(x, joined(*[fde(DH[c]["gsm"], 0) for c in codes]), "products"),
  [E(DHd, 1, "t1", c, "Gramaj (g/m²)") for c in codes], ["locale_number", "unit_in_header"],
  calc=lambda v: sum(1 for s in v if pnum(s, "tr") >= 500))

codes = list(CP)
x = sum(1 for c in codes if CP[c]["stock"] == 0)
Q("How many lines in the Combwich catalogue show zero stock?", "count",
  num(x, joined(*[fen(CP[c]["stock"], 0) for c in codes]), "items"),
  [E(CPd, CP[c]["page"], "t1", c, "In stock") for c in codes], ["borderless", "multi_page"],
  calc=lambda v: sum(1 for s in v if pnum(s) == 0))

t18 = [c for c, i in ST.items() if i["section"] == "18 V tools"]
x = sum(1 for c in t18 if ST[c]["kit"] is None)
Q("How many of Stathern's 18 V tools are sold bare only, with no kit option?", "count",
  num(x, joined(*["—" if ST[c]["kit"] is None else fen(ST[c]["kit"]) for c in t18]), "tools"),
  [E(STd, ST[c]["page"], "t1", c, STcol + "Kit") for c in t18], ["borderless", "header_path", "null_cell"],
  calc=lambda v: sum(1 for s in v if s == "—"))

x = sum(1 for y in d.KF_YEARS if KF["Operating margin (%)"][y] >= 7.5)
Q("In how many of the five years was Kirkoswald's operating margin 7.5% or higher?", "count",
  num(x, joined(*[fen(KF["Operating margin (%)"][y], 1) for y in d.KF_YEARS]), "years"),
  [E(KFd, 1, "t1", "Operating margin (%)", y) for y in d.KF_YEARS], [],
  calc=lambda v: sum(1 for s in v if pnum(s) >= 7.5))

# ============================================================================================ filter_list (3)
codes = list(LH)
hit = [c for c in codes if "¹" in LH[c]["name"]]
Q("Which Lindale products carry the 6% raw-material surcharge?", "filter_list",
  lst(hit, joined(*[LH[c]["name"] for c in hit]), VAT),
  [E(LHd, 1, "t1", c, "Product") for c in codes], ["footnote"],
  calc=lambda v, cs=codes: [cs[k] for k, s in enumerate(v) if "¹" in s])

codes = list(AE)
hit = [c for c in codes if AE[c]["p26"] < AE[c]["p25"]]
Q("List the Ashwellthorpe items whose price went down in 2026.", "filter_list",
  lst(hit, joined(*[f"{fen(AE[c]['p25'])} > {fen(AE[c]['p26'])}" for c in hit]), VAT),
  [E(AEd, 1, "t1", c, AEcol + y) for c in codes for y in ("2025", "2026")],
  ["borderless", "header_path", "vat_condition"],
  calc=lambda v, cs=codes: [cs[k] for k in range(len(cs)) if pnum(v[2 * k + 1]) < pnum(v[2 * k])])

Q("Which Nettlecombe plans include 24/7 support?", "filter_list",
  lst(p247, joined(*["24/7"] * len(p247))), [E(NHd, 1, "t1", nh_row(p), "Support hours") for p in plans],
  ["merged_cell"], calc=lambda v, ps=plans: [ps[k] for k, s in enumerate(v) if s == "24/7"])

# ============================================================================================ cross_document (8)
tm, tl = tier(d.MT_TIERS, 90), tier(d.LH_TIERS, 90)
pm, pl = MT["MTS-FS806"]["prices"][tm], LH["LH-1006"]["p"][tl]
assert pm != pl and 5 not in BJ_BY_LINE
win = "Maddiford Trade Supplies" if pm < pl else "Lindale Hygiene Chemicals"
Q("Brasted didn't quote the foam soap cartridges. For 90 cases (6 × 800 ml), who's cheaper: Maddiford's quote or "
  "Lindale's price list?", "cross_document", txt(win, fen(min(pm, pl)), VAT, aliases=[win.split()[0]]),
  [E(TFd, 1, "t2", "MTS-FS806", MTcol + tm), E(LHd, 1, "t1", "LH-1006", LHcol + tl)],
  ["header_path", "range_match", "synonym", "vat_condition"], family="price_list",
  calc=lambda v: "Maddiford Trade Supplies" if pnum(v[0]) < pnum(v[1]) else "Lindale Hygiene Chemicals")
x = rnd(90 * min(pm, pl))
Q("What would 90 cases of foam soap cartridges cost at the cheaper of Maddiford and Lindale? Ex VAT, in GBP.",
  "cross_document", num(x, joined(fen(pm), fen(pl)), "GBP", VAT),
  [E(TFd, 1, "t2", "MTS-FS806", MTcol + tm), E(LHd, 1, "t1", "LH-1006", LHcol + tl)],
  ["header_path", "range_match", "vat_condition"], family="price_list",
  calc=lambda v: rnd(90 * min(pnum(v[0]), pnum(v[1]))))

q_ = 70
tm, tb, tl = tier(d.MT_TIERS, q_), tier(d.BJ_TIERS, q_), tier(d.LH_TIERS, q_)
offers = [("Maddiford Trade Supplies", MT["MTS-AS756"]["prices"][tm]), ("Brasted Janitorial", BJ["BJ-7802"]["prices"][tb]),
          ("Lindale Hygiene Chemicals", LH["LH-1012"]["p"][tl])]
win = only(offers, min)
Q("Antibacterial surface spray, 70 cases of 6 × 750 ml: which source is cheapest — Maddiford, Brasted or Lindale?",
  "cross_document", txt(win, fen(dict(offers)[win]), VAT, aliases=[win.split()[0]]),
  [E(TFd, 1, "t2", "MTS-AS756", MTcol + tm), E(TFd, 2, "t3", "BJ-7802", tb), E(LHd, 1, "t1", "LH-1012", LHcol + tl)],
  ["header_path", "range_match", "synonym", "vat_condition"], family="price_list",
  calc=lambda v: [n for n, _ in offers][min(range(3), key=lambda k: pnum(v[k]))])

tm, tl = tier(d.MT_TIERS, 30), tier(d.LH_TIERS, 30)
pm, pl = MT["MTS-AS756"]["prices"][tm], LH["LH-1012"]["p"][tl]
x = rnd(abs(pm - pl))
Q("At 30 cases, how much more per case is Maddiford than Lindale for the 750 ml surface sanitiser?",
  "cross_document", num(x, joined(fen(pm), fen(pl)), "GBP", VAT, accept_abs=True),
  [E(TFd, 1, "t2", "MTS-AS756", MTcol + tm), E(LHd, 1, "t1", "LH-1012", LHcol + tl)],
  ["header_path", "range_match", "vat_condition"], family="price_list",
  calc=lambda v: rnd(abs(pnum(v[0]) - pnum(v[1]))))

ga, gb = GI_IS["Revenue"]["2024"], GI_IS["Revenue"]["2025"]
ka, kb = KF["Revenue"]["2024"], KF["Revenue"]["2025"]
gg, kg_ = (gb - ga) / ga, (kb - ka) / ka
win = "Gatcombe Instruments" if gg > kg_ else "Kirkoswald Foods"
Q("Which grew revenue faster in its latest year: Gatcombe Instruments (FY to March 2025) or Kirkoswald Foods (2025)?",
  "cross_document", txt(win, joined(fen(gb, 0), fen(ga, 0), fen(kb, 1), fen(ka, 1)), aliases=[win.split()[0]]),
  [E(GId, 1, "t1", "Revenue", "2025"), E(GId, 1, "t1", "Revenue", "2024"), E(KFd, 1, "t1", "Revenue", "2025"),
   E(KFd, 1, "t1", "Revenue", "2024")], ["scale_normalization", "unit_in_header"], family="financial",
  calc=lambda v: "Gatcombe Instruments" if pnum(v[0]) / pnum(v[1]) > pnum(v[2]) / pnum(v[3]) else "Kirkoswald Foods")

go, ko = GI_IS["Operating profit"]["2025"] * 1000, KF["Operating profit"]["2025"] * 1e6
win = "Gatcombe Instruments" if go > ko else "Kirkoswald Foods"
Q("Gatcombe or Kirkoswald — whose 2025 operating profit was bigger in pounds?", "cross_document",
  txt(win, joined(fen(GI_IS["Operating profit"]["2025"], 0), fen(KF["Operating profit"]["2025"], 1)),
      aliases=[win.split()[0]]),
  [E(GId, 1, "t1", "Operating profit", "2025"), E(KFd, 1, "t1", "Operating profit", "2025")],
  ["scale_normalization", "total_row", "unit_in_header"], family="financial",
  calc=lambda v: "Gatcombe Instruments" if pnum(v[0]) * 1000 > pnum(v[1]) * 1e6 else "Kirkoswald Foods")

gm = GI_IS["Operating profit"]["2025"] / GI_IS["Revenue"]["2025"]
wm = WK_GUV["Betriebsergebnis (EBIT)"]["2025"] / WK_GUV["Umsatzerlöse"]["2025"]
win = "Gatcombe Instruments" if gm > wm else "Wiesentheid Kunststofftechnik"
Q("2025 operating margin (operating profit / revenue): higher at Gatcombe Instruments or at Wiesentheid "
  "Kunststofftechnik?", "cross_document",
  txt(win, joined(fen(GI_IS["Operating profit"]["2025"], 0), fen(GI_IS["Revenue"]["2025"], 0),
                  fde(WK_GUV["Betriebsergebnis (EBIT)"]["2025"], 0), fde(WK_GUV["Umsatzerlöse"]["2025"], 0)),
      aliases=[win.split()[0]]),
  [E(GId, 1, "t1", "Operating profit", "2025"), E(GId, 1, "t1", "Revenue", "2025"),
   E(WKd, 1, "t1", "Betriebsergebnis (EBIT)", "2025"), E(WKd, 1, "t1", "Umsatzerlöse", "2025")],
  ["cross_lingual", "locale_number", "synonym", "total_row"], family="financial",
  calc=lambda v: "Gatcombe Instruments" if pnum(v[0]) / pnum(v[1]) > de_(v[2]) / de_(v[3])
  else "Wiesentheid Kunststofftechnik")

x = rnd(GI_IS["Revenue"]["2025"] / 1000 + KF["Revenue"]["2025"], 3)
Q("Combined 2025 revenue of Gatcombe and Kirkoswald, in £ million?", "cross_document",
  num(x, joined(fen(GI_IS["Revenue"]["2025"], 0), fen(KF["Revenue"]["2025"], 1)), "GBP", tolerance=0.01,
      scale=1000000, scale_note="£m (Gatcombe reports in £'000)"),
  [E(GId, 1, "t1", "Revenue", "2025"), E(KFd, 1, "t1", "Revenue", "2025")],
  ["scale_normalization", "unit_in_header"], family="financial",
  calc=lambda v: rnd(pnum(v[0]) / 1000 + pnum(v[1]), 3))

# ============================================================================================ unanswerable (9)
Q("What's Brasted Janitorial's per-pack price for the foam hand soap cartridges (RFQ line 5) at 50 packs?",
  "unanswerable", none("Brasted did not quote RFQ line 5; its quotation has no foam soap line."), [],
  ["missing_row"], family="price_list",
  verify={TFd: lambda t: "did not quote RFQ line 5" in t and "BJ-77" in t})
Q("Lindale carriage charge for shipping a single 1,000 l IBC of neutral floor cleaner?", "unanswerable",
  none("The IBC weighs 1,040 kg; consignments over 1,000 kg are priced on request."), [], ["range_match"],
  family="price_list", verify={LHd: lambda t: "on request" in t and "1,040.0" in t})
Q("How much does Dereköy charge for a pillowcase (yastık kılıfı)?", "unanswerable",
  none("Dereköy's list has no pillowcases."), [], ["absent_entity"], family="price_list",
  verify={DHd: lambda t: "yastık" not in t.lower() and "kılıf" not in t.lower()})
Q("What was Ashwellthorpe's 2024 trade price for the 32 A RCBO?", "unanswerable",
  none("The list gives 2025 and 2026 prices only."), [], ["absent_year"], family="price_list",
  verify={AEd: lambda t: "2024" not in t})
Q("Combwich price for a straight male connector for 16 mm tube with a G1/2 thread?", "unanswerable",
  none("Combwich's fittings stop at 12 mm tube."), [], ["absent_entity", "multi_page"], family="catalogue",
  verify={CPd: lambda t: "16 mm" not in t and "CP-S16" not in t})
Q("What IP rating does Wetheral give the WC-650B?", "unanswerable",
  none("The technical data has no ingress-protection row."), [], ["missing_row", "transposed"], family="spec_sheet",
  verify={WMd: lambda t: not re.search(r"\bIP ?X?\d|ingress|protection", t, re.I)})
Q("Nettlecombe's 2027 monthly fee for Cloud Core?", "unanswerable",
  none("Fees are given for 2025 and 2026 only."), [], ["absent_year"], family="support_plans",
  verify={NHd: lambda t: "2027" not in t})
Q("Gatcombe's revenue for the year to 31 March 2023?", "unanswerable",
  none("The extract covers FY2025 with FY2024 comparatives only."), [], ["absent_year"], family="financial",
  verify={GId: lambda t: "2023" not in t})
Q("What was Kirkoswald's revenue in 2020?", "unanswerable",
  none("The five-year record starts in 2021."), [], ["absent_year"], family="financial",
  verify={KFd: lambda t: "2020" not in t})


def records() -> list[dict]:
    return [{k: v for k, v in r.items() if not k.startswith("_")} for r in QS]


def main() -> None:
    with open(HERE / "questions.jsonl", "w", encoding="utf-8") as f:
        for r in records():
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"{len(QS)} questions written")


if __name__ == "__main__":
    main()
