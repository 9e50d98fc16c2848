"""Writes bench/business-other5/questions.jsonl: held-out questions and their gold answers.

    python bench/business-other5/make_questions.py

Every gold is computed from the data structures of make_docs.py (never typed from a run and never
from tabsql's output: tabsql was neither run nor read while this set was written), so a figure
changed there changes its answers here. Number golds follow /work/shared/tools/score.py: `value` in
the table's printed unit with `scale` for a stated scale ("(EUR thousands)" in a header corner ->
1000, "£m" / "DKK million" / "EUR million" -> 1e6), `raw` as printed (or as computed), `tolerance` /
`decimals` for computed figures, `accept_abs` where the sign of a fall, a saving, a cost or a gap may
fairly be dropped, `aliases` for other names of a text answer, `conditions` for a footnote that
qualifies the figure.
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import make_docs as d  # noqa: E402
from held_out_gold import asker, band, ev, lst, money, none, num, pct, pct_change, text, write  # noqa: E402  (bench/held_out_gold.py)

HES, MOR = "hesselborn_kabel_preisliste_2025.pdf", "morgeval_tarif_2025.pdf"
TAR, BRA = "tarrowby_ppe_price_list_2025.pdf", "brackwell_protective_prices_2025.pdf"
MAR, ASH = "marwick_components_price_breaks_2025.pdf", "ashgill_tools_catalogue_2025.pdf"
NOR, GRE = "norrvik_furniture_catalogue_2025.pdf", "grevelingen_q2_2025_report.pdf"
THR, KES = "threlkeld_foods_annual_report_2024.pdf", "kestrup_maritime_annual_summary_2024.pdf"
OLD, WYN = "oldacre_ups_spec_sheet.pdf", "wyncote_support_plans_2025.pdf"

K_EURK = {"scale": 1000, "scale_note": "(EUR thousands)"}
K_GBPM = {"scale": 1_000_000, "scale_note": "£m"}
K_DKKM = {"scale": 1_000_000, "scale_note": "DKK million"}
K_EURM = {"scale": 1_000_000, "scale_note": "EUR million (convenience translation)"}

QUESTIONS: list[dict] = []
q = asker(QUESTIONS, "bo5", "other5", "business-other5")

# The printed bands as numbers (the labels live in make_docs.py)
HES_BANDS = [(1, 99), (100, 499), (500, 999), (1000, 4999), (5000, None)]
HES_VERSAND = [(0, 150), (150.01, 500), (500.01, None)]
MOR_BANDS = [(2, 9), (10, 49), (50, None)]
TAR_BANDS = [(1, 9), (10, 49), (50, 199), (200, None)]
BRA_BANDS = [(1, 19), (20, 99), (100, 499), (500, None)]
MAR_BANDS = [(1, 9), (10, 99), (100, 999), (1000, None)]
WYN_AVAIL = [(99.9, None), (99.0, 99.9 - 1e-9), (95.0, 99.0 - 1e-9), (0, 95.0 - 1e-9)]  # "to below" bands
assert len(HES_BANDS) == len(d.HESS_TIERS) and len(HES_VERSAND) == len(d.HESS_VERSAND)
assert len(MOR_BANDS) == len(d.MORG_TIERS) and len(TAR_BANDS) == len(d.TARR_TIERS)
assert len(BRA_BANDS) == len(d.BRACK_DISCOUNT) and len(MAR_BANDS) == len(d.MARW_BREAKS)
assert len(WYN_AVAIL) == len(d.WYN_CREDITS) and MOR_BANDS[0][0] == d.MORG_MIN


def r2(x: float) -> float:
    return round(x + 1e-9, 2)


# ====================================================================== Hesselborn Kabelwerk (German, EUR per metre, tiers as rows)
hes = {c: dict(zip(d.HESS_TIERS, d.HESS_PRICES[c])) for c in d.HESS_CABLES}


def htier(metres: int) -> str:
    return d.HESS_TIERS[band(metres, HES_BANDS)]


t, c = htier(750), "NYM-J 5×2,5"
x = hes[c][t]
q("Was kostet ein Meter NYM-J 5×2,5, wenn wir 750 m bestellen?", "range_lookup", num(x, "EUR", d.de(x)),
  [ev(HES, "t1", t, c)])

t, c = htier(40), "NYM-J 3×1,5"
assert 40 < 100  # a cut length: the text's cutting fee applies
tot = r2(40 * hes[c][t] + d.HESS_SCHNITT)
q("Wir brauchen nur 40 m NYM-J 3×1,5 vom Ring. Was kostet das netto, einschließlich Schnittgebühr?", "product",
  num(tot, "EUR", d.de(tot), tolerance=0.01), [ev(HES, "t1", t, c)])

t = htier(6000)
assert hes["NYY-J 5×10"][t] == "auf Anfrage"
q("Meterpreis NYY-J 5×10 bei Abnahme von 6.000 m?", "unanswerable",
  none("The NYY-J 5×10 price from 5,000 m is 'auf Anfrage' (on request): no figure is printed."), [])

i = band(320, HES_VERSAND)
b, fee = d.HESS_VERSAND[i]
assert fee is not None
q("What does Hesselborn charge for shipping on an order worth €320 net?", "range_lookup",
  num(fee, "EUR", d.de(fee)), [ev(HES, "t3", b, "Versand (EUR)")])

t = htier(300)
low = min(d.HESS_CABLES, key=lambda c_: hes[c_][t])
assert sorted(hes[c_][t] for c_ in d.HESS_CABLES)[1] > hes[low][t]
q("If we buy 300 m, which of Hesselborn's cables has the lowest price per metre?", "argmin",
  text(low, low.replace("×", "x"), low.split(" ")[0]), [ev(HES, "t1", t, c_) for c_ in d.HESS_CABLES])

c = "Cat.7 S/FTP"
a_, z_ = d.HESS_TIERS[0], d.HESS_TIERS[-1]
q("Cat.7 data cable at Hesselborn: how much cheaper per metre, in percent, is the 5,000 m rate than the rate for "
  "short lengths?", "percent_change", pct(pct_change(hes[c][z_], hes[c][a_]), accept_abs=True),
  [ev(HES, "t1", z_, c), ev(HES, "t1", a_, c)])

t, c = htier(1200), "H07RN-F 3×2,5"
tot = r2(1200 * hes[c][t] * (1 + d.HESS_MWST / 100))
q(f"1,200 m of H07RN-F 3×2,5 rubber cable from Hesselborn: what's the gross total including {d.HESS_MWST}% VAT?",
  "product", num(tot, "EUR", money(tot), tolerance=0.01), [ev(HES, "t1", t, c)])

zub = {a: p for a, _, _, p in d.HESS_ZUBEHOER}
tot = r2(2 * zub["HZ-120"] + zub["HZ-140"])
q("Hesselborn accessories: two packing units of the 200 mm cable ties and one of the 3-way connectors. Net total?",
  "sum", num(tot, "EUR", d.de(tot), tolerance=0.01),
  [ev(HES, "t2", "HZ-120", "Preis je VE (EUR)"), ev(HES, "t2", "HZ-140", "Preis je VE (EUR)")])

# ====================================================================== Ateliers Morgeval (French, per carton, tier > currency)
mor = {r: {"name": n, "cond": c_, "p": {(tier, cur): ps[i][j] for i, tier in enumerate(d.MORG_TIERS)
                                        for j, cur in enumerate(d.MORG_CUR)}}
       for r, n, c_, ps in d.MORG_ITEMS}


def mtier(cartons: int) -> str:
    return d.MORG_TIERS[band(cartons, MOR_BANDS)]


t = mtier(20)
x = mor["MG-210"]["p"][(t, "CHF")]
q("Quel est le prix en CHF d'un carton d'étiquettes thermiques 100 × 150 mm si nous en commandons 20 cartons ?",
  "range_lookup", num(x, "CHF", d.fr(x)), [ev(MOR, "t1", "MG-210", f"{t} > CHF")])

assert 1 < d.MORG_MIN
q("Combien coûte un seul carton de ruban kraft gommé MG-150 ?", "unanswerable",
  none("Morgeval's minimum order is 2 cartons per reference; the price bands start at '2 à 9 cartons', so no "
       "price for a single carton is given."), [])

mat = {r: (n, e, c_) for r, n, e, c_ in d.MORG_MATERIEL}
x = mat["MG-910"][1]
q("Prix HT en euros de l'imprimante d'étiquettes thermique MG-910 ?", "lookup", num(x, "EUR", d.fr(x)),
  [ev(MOR, "t2", "MG-910", "Prix HT (EUR)")])

t = mtier(60)
x = mor["MG-102"]["p"][(t, "EUR")]
tot = r2(60 * x)
q("We'd order 60 cartons of Morgeval's transparent PP tape (MG-102), invoiced in euros. What's the order value "
  "before VAT?", "product", num(tot, "EUR", money(tot), tolerance=0.01), [ev(MOR, "t1", "MG-102", f"{t} > EUR")])

a_, z_ = d.MORG_TIERS[0], d.MORG_TIERS[-1]
p220 = mor["MG-220"]["p"]
q("By what percentage does the CHF price per carton of Morgeval's 57 × 32 mm thermal labels drop between the "
  "smallest and the largest order band?", "percent_change",
  pct(pct_change(p220[(z_, "CHF")], p220[(a_, "CHF")]), accept_abs=True),
  [ev(MOR, "t1", "MG-220", f"{z_} > CHF"), ev(MOR, "t1", "MG-220", f"{a_} > CHF")])

t = d.MORG_TIERS[1]
low = min(mor, key=lambda r: mor[r]["p"][(t, "EUR")])
assert sorted(v["p"][(t, "EUR")] for v in mor.values())[1] > mor[low]["p"][(t, "EUR")]
q("At the 10 à 49 cartons rate, which Morgeval item has the cheapest carton in euros?", "argmin",
  text(mor[low]["name"], low, "Fragile labels", "Étiquettes Fragile", "Étiquettes « Fragile »"),
  [ev(MOR, "t1", r, f"{t} > EUR") for r in mor])

t = mtier(12)
tot = r2(12 * mor["MG-101"]["p"][(t, "CHF")] + 12 * mor["MG-150"]["p"][(t, "CHF")])
q("Swiss customer here: 12 cartons of the havana PP tape and 12 cartons of the gummed kraft tape from Morgeval. "
  "What's the total in Swiss francs, excluding VAT?", "sum", num(tot, "CHF", d.fr(tot), tolerance=0.01),
  [ev(MOR, "t1", "MG-101", f"{t} > CHF"), ev(MOR, "t1", "MG-150", f"{t} > CHF")])

# ====================================================================== Tarrowby Safety Supplies (GBP per box, tiers as columns)
tar = {c_: {"name": n, "box": b_, "p": dict(zip(d.TARR_TIERS, xs))} for c_, n, b_, xs in d.TARR_ITEMS}


def ttier(boxes: int) -> str:
    return d.TARR_TIERS[band(boxes, TAR_BANDS)]


t = ttier(35)
x = tar["TS-FF2V"]["p"][t]
q("Tarrowby: price per box of valved FFP2 respirators if we take 35 boxes?", "range_lookup", num(x, "GBP", money(x)),
  [ev(TAR, "t1", "TS-FF2V", t)])

t = ttier(240)
assert t.endswith("*")
x = tar["TS-HVXL"]["p"][t]
q("What would Tarrowby charge per box for the XL yellow hi-vis vests on an order of 240 boxes?", "range_lookup",
  num(x, "GBP", money(x), conditions=[d.TARR_NOTES[0][2:]]), [ev(TAR, "t1", "TS-HVXL", t)])

assert not any("small" in v["name"] or "size S" in v["name"] for v in tar.values())
q("Could you give me Tarrowby's price for a box of size S powder-free nitrile gloves?", "unanswerable",
  none("Only medium and large are priced; footnote ¹ says sizes S and XL are made to order on quotation."), [])

t = ttier(5)
goods = r2(5 * tar["TS-SG12"]["p"][t])
assert goods < d.TARR_FREE_FROM
tot = r2(goods + d.TARR_DELIVERY)
q("5 boxes of Tarrowby's clear anti-fog safety glasses, delivered: what's the total excluding VAT?", "product",
  num(tot, "GBP", money(tot), tolerance=0.01), [ev(TAR, "t1", "TS-SG12", t)])

t = d.TARR_TIERS[0]
gl = [c_ for c_, v in tar.items() if v["name"].startswith("Nitrile gloves")]
assert len(gl) == 3
avg = sum(tar[c_]["p"][t] for c_ in gl) / len(gl)
q("Average single-box price (1–9 boxes) across Tarrowby's three nitrile glove lines? Round to the penny.", "average",
  num(round(avg, 2), "GBP", f"{avg:.2f}", decimals=2), [ev(TAR, "t1", c_, t) for c_ in gl])

tens = [c_ for c_, v in tar.items() if v["box"].startswith("10 ")]
q("How many of the products on Tarrowby's list come ten to a box?", "count", num(len(tens), None, str(len(tens))),
  [ev(TAR, "t1", c_, "Box contents") for c_ in tens])

# ====================================================================== Brackwell Protective (list price + volume discount)
bra = {c_: {"name": n, "pack": p_, "list": x_} for c_, n, p_, x_ in d.BRACK_ITEMS}
LP, DISC = "List price (GBP)", "Discount off list price"


def bdisc(boxes: int) -> tuple[str, int]:
    return d.BRACK_DISCOUNT[band(boxes, BRA_BANDS)]


b, x = bdisc(150)
q("What volume discount does Brackwell give if we order 150 boxes of one product?", "range_lookup",
  num(x, "%", f"{x}%"), [ev(BRA, "t2", b, DISC)])

x = bra["BP-CG9"]["list"]
q("Brackwell list price for a pack of the level C cut-resistant gloves, size 9?", "lookup", num(x, "GBP", money(x)),
  [ev(BRA, "t1", "BP-CG9", LP)])

b, disc = bdisc(40)
tot = r2(40 * bra["BP-R2V"]["list"] * (1 - disc / 100))
q("Brackwell: 40 boxes of the FFP2 valved respirators, after the volume discount — how much before VAT and "
  "carriage?", "product", num(tot, "GBP", money(tot), tolerance=0.01),
  [ev(BRA, "t1", "BP-R2V", LP), ev(BRA, "t2", b, DISC)])

# --- across the two PPE suppliers (different tiering: price bands vs list price less a discount)
TAR_ALIASES = ("Tarrowby", "Tarrowby Safety Supplies Ltd", "Tarrowby Safety")
BRA_ALIASES = ("Brackwell", "Brackwell Protective Ltd")


def unit_prices(tcode: str, bcode: str, boxes: int) -> tuple[float, float, list[dict]]:
    t_ = ttier(boxes)
    b_, dsc = bdisc(boxes)
    tp = tar[tcode]["p"][t_]
    bp = round(bra[bcode]["list"] * (1 - dsc / 100), 4)
    return tp, bp, [ev(TAR, "t1", tcode, t_), ev(BRA, "t1", bcode, LP), ev(BRA, "t2", b_, DISC)]


def cheaper(tp: float, bp: float) -> dict:
    assert tp != bp
    return text("Tarrowby Safety Supplies", *TAR_ALIASES) if tp < bp else text("Brackwell Protective", *BRA_ALIASES)


tp, bp, e = unit_prices("TS-GN1M", "BP-N100M", 60)
q("For 60 boxes of medium nitrile gloves, which supplier is cheaper per box once Brackwell's volume discount is "
  "taken into account: Tarrowby or Brackwell?", "cross_document", cheaper(tp, bp), e)

tp, bp, e = unit_prices("TS-FF3V", "BP-R3V", 250)
gap = r2(abs(tp - bp))
q("We need 250 boxes of valved FFP3 masks. Per box, how much more does the dearer of Tarrowby and Brackwell "
  "charge, after any volume discount?", "cross_document", num(gap, "GBP", money(gap), tolerance=0.005,
                                                               accept_abs=True), e)

tp, bp, e = unit_prices("TS-EP200", "BP-EP200", 600)
save = r2(abs(600 * tp - 600 * bp))
q("600 boxes of corded foam ear plugs: how much do we save, before VAT and delivery, by buying from the cheaper of "
  "Tarrowby and Brackwell?", "cross_document", num(save, "GBP", money(save), tolerance=0.01, accept_abs=True), e)

tp, bp, e = unit_prices("TS-SG12", "BP-SG12", 15)
q("Fifteen boxes of clear anti-fog safety glasses — Tarrowby or Brackwell, who's cheaper?", "cross_document",
  cheaper(tp, bp), e)

# ====================================================================== Marwick Components (USD per piece, price breaks)
mar = {p_: {"desc": ds, "stock": st, "p": dict(zip(d.MARW_BREAKS, xs))} for p_, ds, _, st, xs in d.MARW_PARTS}


def mbreak(n: int) -> str:
    return d.MARW_BREAKS[band(n, MAR_BANDS)]


t = mbreak(250)
x = mar["MRC-LDO33"]["p"][t]
q("marwick MRC-LDO33 qty 250 unit price", "range_lookup", num(x, "USD", d.price(x)), [ev(MAR, "t1", "MRC-LDO33", t)])

t = mbreak(2500)
tot = r2(2500 * mar["MRC-EEP64"]["p"][t])
q("Please quote the extended price for 2,500 pcs of the 64 Kbit EEPROM from Marwick.", "product",
  num(tot, "USD", money(tot), tolerance=0.01), [ev(MAR, "t1", "MRC-EEP64", t)])

assert mar["MRC-XTAL16"]["p"][mbreak(5)] is None
q("What's Marwick's unit price for just 5 pieces of the 16 MHz crystal?", "unanswerable",
  none("The crystal has no 1+ price ('—': not sold in that quantity); its prices start at 10 pieces."), [])

zero = [p_ for p_, v in mar.items() if v["stock"] == 0]
q("How many of the parts on Marwick's price-break list show zero stock?", "count", num(len(zero), None, str(len(zero))),
  [ev(MAR, "t1", p_, "In stock") for p_ in mar])

t = mbreak(40)
ship = {m: c_ for m, c_, _ in d.MARW_SHIPPING}
tot = r2(40 * mar["MRC-MOS60N"]["p"][t] + ship["Overnight"])
q("40 of the 60 V N-channel MOSFETs from Marwick, shipped overnight: total cost before sales tax?", "product",
  num(tot, "USD", money(tot), tolerance=0.01),
  [ev(MAR, "t1", "MRC-MOS60N", t), ev(MAR, "t2", "Overnight", "Cost (USD)")])

top = max(mar, key=lambda p_: mar[p_]["stock"])
assert sorted(v["stock"] for v in mar.values())[-2] < mar[top]["stock"]
q("Which part does Marwick hold the most stock of?", "argmax", text(top, mar[top]["desc"], "LDO regulator 3.3 V"),
  [ev(MAR, "t1", p_, "In stock") for p_ in mar])

# ====================================================================== Ashgill Garden & Tool (catalogue, 2 pages, ex/inc VAT)
ash = {c_: {"name": n, "size": s, "kg": kg, "ex": ex, "inc": d.inc_vat(ex, d.ASH_VAT)} for c_, n, s, kg, ex in d.ash_items()}
apage = d.ash_pages()
EX, INC, KG = "Price ex VAT (£)", "Price inc VAT (£)", "Weight (kg)"


def aev(code: str, col: str = EX) -> dict:
    return ev(ASH, "t1", code, col, apage[code])


x = ash["AG-601"]["inc"]
assert apage["AG-601"] == 2
q("Ashgill builder's wheelbarrow — what's the price including VAT?", "multi_page_lookup", num(x, "GBP", money(x)),
  [aev("AG-601", INC)])

x = ash["AG-501"]["kg"]
assert apage["AG-501"] == 2
q("How much does Ashgill's galvanised watering can weigh?", "multi_page_lookup", num(x, "kg", d.en(x)),
  [aev("AG-501", KG)])

cut = [c_ for c_, *_ in dict(d.ASH_SECTIONS)["Cutting and pruning"]]
avg = sum(ash[c_]["ex"] for c_ in cut) / len(cut)
q("What's the average ex-VAT price of the tools in Ashgill's 'Cutting and pruning' section?", "average",
  num(round(avg, 2), "GBP", f"{avg:.2f}", tolerance=0.005), [aev(c_) for c_ in cut])

fsc = [c_ for c_, v in ash.items() if v["name"].endswith("*") and not v["name"].endswith("**")]
assert any(apage[c_] == 2 for c_ in fsc)
q("How many Ashgill products have handles of FSC-certified ash?", "count", num(len(fsc), None, str(len(fsc))),
  [aev(c_, "Product") for c_ in fsc])

flat = [c_ for c_, v in ash.items() if v["name"].endswith("†")]
q("Which Ashgill items are delivered flat-packed? Catalogue numbers please.", "filter_list", lst(flat),
  [aev(c_, "Product") for c_ in flat])

basket = {"AG-101": 2, "AG-505": 1, "AG-201": 3}
tot = r2(sum(n * ash[c_]["inc"] for c_, n in basket.items()))
assert tot == d.inc_vat(sum(n * ash[c_]["ex"] for c_, n in basket.items()), d.ASH_VAT)  # no rounding ambiguity
q("Trade order at Ashgill: 2 digging spades with the ash T-handle, one 50 m garden hose and 3 stainless hand trowels. "
  "Total including VAT?", "sum", num(tot, "GBP", money(tot), tolerance=0.01), [aev(c_, INC) for c_ in basket])

assert not any(v["name"].startswith("Garden hose") and v["size"] == "15 m" for v in ash.values())
q("What does Ashgill charge for a 15 m garden hose?", "unanswerable",
  none("Ashgill lists the 12.5 mm garden hose in 30 m and 50 m lengths only."), [])

top = max(ash, key=lambda c_: ash[c_]["kg"])
assert sorted(v["kg"] for v in ash.values())[-2] < ash[top]["kg"]
q("Heaviest item in the Ashgill catalogue?", "argmax",
  text(ash[top]["name"].rstrip("*†‡"), top, ash[top]["name"], "garden cart"), [aev(c_, KG) for c_ in ash])

# ====================================================================== Norrvik Office Furniture (catalogue, two-level headers)
nor = {c_: {"name": n, "w": w, "d": dd, "h": h, "std": ps, "oak": po}
       for _, items in d.NORR_SECTIONS for c_, n, w, dd, h, ps, po in items}
STD, OAK = "Price (EUR) > Standard finish", "Price (EUR) > Oak veneer"
nserv = dict(d.NORR_SERVICES)
SP = d.NORR_SERVICES_PAGE

x = nor["NV-D1680"]["oak"]
q("Norrvik NV-D1680 desk in oak veneer — price?", "lookup_header_path", num(x, "EUR", money(x)),
  [ev(NOR, "t1", "NV-D1680", OAK)])

c = next(c_ for c_, v in nor.items() if v["name"] == "Bookcase, 5 shelves")
x = nor[c]["h"]
q("How tall is Norrvik's 5-shelf bookcase, in millimetres?", "lookup_header_path", num(x, "mm", d.en(x, 0)),
  [ev(NOR, "t1", c, "Dimensions (mm) > H")])

c = next(c_ for c_, v in nor.items() if v["name"].startswith("Boardroom table"))
diff = r2(nor[c]["oak"] - nor[c]["std"])
q("How much extra does oak veneer cost over the standard finish on Norrvik's boardroom table?", "difference",
  num(diff, "EUR", money(diff), tolerance=0.01), [ev(NOR, "t1", c, OAK), ev(NOR, "t1", c, STD)])

c = "NV-E1612"
assert nor[c]["w"] == 1600 and "Sit-stand" in nor[c]["name"]
dl, asm = "Delivery, per order (EU mainland)", "Assembly, per desk or table"
tot = r2(8 * nor[c]["std"] + nserv[dl] + 8 * nserv[asm])
q("We want 8 of Norrvik's 1600 mm electric sit-stand desks in the standard finish, delivered and assembled. What "
  "does that come to before VAT?", "product", num(tot, "EUR", money(tot), tolerance=0.01),
  [ev(NOR, "t1", c, STD), ev(NOR, "t2", dl, "Price (EUR)", SP), ev(NOR, "t2", asm, "Price (EUR)", SP)])

no_oak = [c_ for c_, v in nor.items() if v["oak"] is None]
q("How many Norrvik products are not available in oak veneer?", "count", num(len(no_oak), None, str(len(no_oak))),
  [ev(NOR, "t1", c_, OAK) for c_ in no_oak])

storage = [c_ for c_, *_ in dict(d.NORR_SECTIONS)["Storage"]]
low = min(storage, key=lambda c_: nor[c_]["std"])
assert sorted(nor[c_]["std"] for c_ in storage)[1] > nor[low]["std"]
q("Cheapest storage item in Norrvik's catalogue, standard finish?", "argmin", text(nor[low]["name"], low),
  [ev(NOR, "t1", c_, STD) for c_ in storage])

# ====================================================================== Grevelingen Logistics (Q2 2025, EUR thousands in the corner)
gis, glines = d.grev_is(), d.grev_lines()
gcol = dict(zip(d.GREV_COLS, range(4)))


def gv(row: str, col: str) -> int:
    return gis[row][gcol[col]]


x = gv("Revenue", "Q2 2025")
q("Please answer in euros as a single number, applying any scale the table states. What was Grevelingen "
  "Logistics' revenue in Q2 2025?", "lookup_header_path", num(x, "EUR", d.en(x, 0), **K_EURK),
  [ev(GRE, "t1", "Revenue", "Q2 2025")])

EB = "Operating profit (EBIT)"
q("Year-on-year change in Grevelingen's operating profit (EBIT) for the first half of 2025, in percent?",
  "percent_change", pct(pct_change(gv(EB, "H1 2025"), gv(EB, "H1 2024"))),
  [ev(GRE, "t1", EB, "H1 2025"), ev(GRE, "t1", EB, "H1 2024")])

m = gv(EB, "Q2 2025") / gv("Revenue", "Q2 2025") * 100
q("Grevelingen's EBIT margin in the second quarter of 2025? Please state it as a percentage rounded to one decimal "
  "place.", "ratio", pct(m, 1), [ev(GRE, "t1", EB, "Q2 2025"), ev(GRE, "t1", "Revenue", "Q2 2025")])

x = gv("Revenue", "H1 2025") - gv("Revenue", "Q2 2025")
q("The report only shows Q2 and the half year. What revenue did Grevelingen make in Q1 2025?", "difference",
  num(x, "EUR", d.en(x, 0), **K_EURK), [ev(GRE, "t1", "Revenue", "H1 2025"), ev(GRE, "t1", "Revenue", "Q2 2025")])

CL = "Contract logistics"
share = glines[CL][0] / glines["Total revenue"][0] * 100
q("What share of Grevelingen's Q2 2025 revenue came from contract logistics?", "ratio", pct(share),
  [ev(GRE, "t2", CL, "Q2 2025"), ev(GRE, "t2", "Total revenue", "Q2 2025")])

lines = [k for k in glines if k != "Total revenue"]
top = max(lines, key=lambda k: glines[k][2])
assert sorted(glines[k][2] for k in lines)[-2] < glines[top][2]
q("Which of Grevelingen's service lines grew fastest in Q2 2025 compared with Q2 2024?", "argmax", text(top),
  [ev(GRE, "t2", k, "Change (%)") for k in lines])

FTE = "Employees at period end (FTE)"
x = dict((lab, xs) for lab, xs, _ in d.GREV_OPS)[FTE][0]
q("Grevelingen headcount (FTE) at the end of Q2 2025?", "lookup", num(x, None, d.en(x, 0)),
  [ev(GRE, "t3", FTE, "Q2 2025")])

assert "Q3 2025" not in d.GREV_COLS
q("What was Grevelingen's revenue in the third quarter of 2025?", "unanswerable",
  none("The interim report covers Q2 and H1 2025; the Q3 report is only announced (6 November 2025)."), [])

# ====================================================================== Threlkeld Foods (annual report, £m, Notes column)
tis, tbs, tcat = d.th_is(), d.th_bs(), d.th_categories()
Y24, Y23 = d.TH_YEARS


def m1(tenths_: int) -> float:
    return round(tenths_ / 10, 1)


x = tis["Revenue"][0]
q("What was Threlkeld Foods' turnover in 2024?", "lookup", num(m1(x), "GBP", d.tenths(x), **K_GBPM),
  [ev(THR, "t1", "Revenue", Y24)])

x = tis["Finance costs"][1]
q("Threlkeld finance costs for 2023, £m?", "lookup", num(m1(x), "GBP", d.tenths(x), accept_abs=True, **K_GBPM),
  [ev(THR, "t1", "Finance costs", Y23)])

nt = d.TH_IS_NOTES["Taxation"]
q("Which note to Threlkeld's accounts gives the detail on taxation?", "lookup", text(nt, f"Note {nt}"),
  [ev(THR, "t1", "Taxation", "Notes")])

gp = tis["Gross profit"]
q("By how much did Threlkeld's gross profit grow in 2024, in percent?", "percent_change", pct(pct_change(gp[0], gp[1])),
  [ev(THR, "t1", "Gross profit", Y24), ev(THR, "t1", "Gross profit", Y23)])

om = tis["Operating profit"][0] / tis["Revenue"][0] * 100
q("Using the consolidated income statement, compute Threlkeld's operating profit as a percentage of revenue for "
  "2024. Give the figure rounded to one decimal place, without the % sign.", "ratio", pct(om, 1),
  [ev(THR, "t1", "Operating profit", Y24), ev(THR, "t1", "Revenue", Y24)])

cr = tbs["Total current assets"][0] / -tbs["Total current liabilities"][0]
q("Threlkeld's current ratio at 31 December 2024 (current assets over current liabilities), to two decimals?",
  "ratio", num(round(cr, 2), None, f"{cr:.2f}", decimals=2),
  [ev(THR, "t2", "Total current assets", Y24, 2), ev(THR, "t2", "Total current liabilities", Y24, 2)])

share = tcat["Bakery"][0] / tcat["Total revenue"][0] * 100
q("What percentage of Threlkeld's 2024 revenue came from bakery products?", "ratio", pct(share),
  [ev(THR, "t3", "Bakery", Y24, 2), ev(THR, "t3", "Total revenue", Y24, 2)])

x = tbs["Inventories"][1]
q("Threlkeld Foods: inventories at 31 December 2023, in £ million?", "multi_page_lookup",
  num(m1(x), "GBP", d.tenths(x), **K_GBPM), [ev(THR, "t2", "Inventories", Y23, 2)])

bor = ("Borrowings due within one year", "Borrowings due after one year")
tot = sum(tbs[r][0] for r in bor)
q("Total borrowings at Threlkeld at the end of 2024, short- and long-term together? Answer in £ million.", "sum",
  num(m1(-tot), "GBP", f"{-tot / 10:.1f}", tolerance=0.05, accept_abs=True, **K_GBPM),
  [ev(THR, "t2", r, Y24, 2) for r in bor])

# ====================================================================== Kestrup Maritime (DKK million + EUR convenience columns)
kk = d.kest_key()
kops = {lab: xs for lab, xs, _ in d.kest_ops()}
KY = dict(zip(d.KEST_YEARS, range(2)))
DKK, EURH = "DKK million", "EUR million¹"

x = kk["Revenue"][KY["2024"]]
q("Kestrup Maritime revenue for 2024 in Danish kroner?", "lookup_header_path", num(x, "DKK", d.en(x, 0), **K_DKKM),
  [ev(KES, "t1", "Revenue", f"{DKK} > 2024")])

x = d.kest_eur(kk["EBITDA"][KY["2023"]])
q("What was Kestrup's EBITDA for 2023 expressed in euros?", "lookup_header_path", num(x, "EUR", d.en(x, 1), **K_EURM),
  [ev(KES, "t1", "EBITDA", f"{EURH} > 2023")])

rv = kk["Revenue"]
q("By how much did Kestrup's revenue fall in 2024, in percent (DKK figures)?", "percent_change",
  pct(pct_change(rv[0], rv[1]), accept_abs=True),
  [ev(KES, "t1", "Revenue", f"{DKK} > 2024"), ev(KES, "t1", "Revenue", f"{DKK} > 2023")])

mg = kk["EBITDA"][0] / kk["Revenue"][0] * 100
q("Give me Kestrup's EBITDA margin for 2024 as a percentage; two decimals is fine.", "ratio", pct(mg, 2),
  [ev(KES, "t1", "EBITDA", f"{DKK} > 2024"), ev(KES, "t1", "Revenue", f"{DKK} > 2024")])

TCE = "Average time-charter equivalent (USD per day)"
diff = kops[TCE][0] - kops[TCE][1]
q("How far did Kestrup's average time-charter equivalent rate drop from 2023 to 2024, in USD per day?",
  "difference", num(diff, "USD", d.en(diff, 0), accept_abs=True),
  [ev(KES, "t2", TCE, "2024"), ev(KES, "t2", TCE, "2023")])

fcf = kk["Free cash flow"]
yr = d.KEST_YEARS[0] if fcf[0] > fcf[1] else d.KEST_YEARS[1]
q("Did Kestrup generate more free cash flow in 2023 or in 2024?", "compare_two", text(yr, f"FY{yr}", f"in {yr}"),
  [ev(KES, "t1", "Free cash flow", f"{DKK} > {y}") for y in d.KEST_YEARS])

fleet_rows = ("Vessels owned at year end", "Vessels chartered in at year end")
tot = sum(kops[r][0] for r in fleet_rows)
q("What was Kestrup's total fleet at the end of 2024, owned plus chartered-in vessels?", "sum",
  num(tot, None, str(tot)), [ev(KES, "t2", r, "2024") for r in fleet_rows])

assert "2022" not in d.KEST_YEARS
q("What was Kestrup Maritime's profit for the year in 2022?", "unanswerable",
  none("The annual summary shows 2024 and 2023 only."), [])

# ====================================================================== Oldacre Power Systems (spec sheet, series > model)
models = d.old_models()
series_of = {m_: s for s, ms in d.OLD_SERIES for m_ in ms}
old = {r[0]: dict(zip(models, r[2])) for r in d.OLD_ROWS if not r[0].startswith("#")}


def oev(row: str, model: str) -> dict:
    return ev(OLD, "t1", row, f"{series_of[model]} > {model}")


x = old["Weight"]["T10K"]
q("Oldacre OPS Tower Pro T10K — how much does it weigh?", "transposed_lookup", num(x, "kg", d.en(x, 1)),
  [oev("Weight", "T10K")])

x = old["IEC C13 sockets"]["C3K"]
q("How many IEC C13 outlets does the Oldacre C3K have?", "transposed_lookup", num(x, None, str(x)),
  [oev("IEC C13 sockets", "C3K")])

EF = "Efficiency, online mode²"
x = old[EF]["C2K"]
q("Oldacre C2K: efficiency in online (double-conversion) mode?", "transposed_lookup", num(x, "%", d.en(x, 1)),
  [oev(EF, "C2K")])

RT = "Runtime at full load¹"
compact = dict(d.OLD_SERIES)["OPS Compact"]
top = max(compact, key=lambda m_: old[RT][m_])
q("Which OPS Compact model gives the longest runtime at full load?", "argmax", text(top, f"OPS Compact {top}"),
  [oev(RT, m_) for m_ in compact])

LPX = "List price, excl. VAT"
per_kw = old[LPX]["T20K"] / (old["Rated active power"]["T20K"] / 1000)
q("For Oldacre's T20K, what is the list price per kW of rated active power? Round to the nearest pound.", "ratio",
  num(round(per_kw), "GBP", f"{per_kw:.0f}", decimals=0),
  [oev(LPX, "T20K"), oev("Rated active power", "T20K")])

hard = [m_ for m_ in models if old["Output connection"][m_] == "Hardwired"]
q("How many of the Oldacre UPS models have a hardwired output rather than sockets?", "count",
  num(len(hard), None, str(len(hard))), [oev("Output connection", m_) for m_ in models])

diff = r2(old[LPX]["T6K"] - old[LPX]["C3K"])
q("Price difference between the Oldacre T6K and the C3K, excluding VAT?", "difference",
  num(diff, "GBP", money(diff), tolerance=0.01, accept_abs=True), [oev(LPX, "T6K"), oev(LPX, "C3K")])

assert not any("MTBF" in k for k in old)
q("What MTBF does Oldacre quote for the T10K?", "unanswerable",
  none("The spec sheet gives no MTBF or reliability figure."), [])

# ====================================================================== Wyncote Managed IT (plans as rows)
wyn = {p_: {"fee": f, "min": mn, "hours": h, "rt": dict(zip(("P1", "P2", "P3"), rt)), "visits": v_}
       for p_, f, mn, h, rt, v_ in d.WYN_PLANS}
RTH, FEE = "Response target (hours)", "Fee per user"

x = wyn["Advanced"]["rt"]["P2"]
q("On Wyncote's Advanced plan, what's the target first response for a P2 ticket?", "lookup_header_path",
  num(x, "hours", str(x)), [ev(WYN, "t1", "Advanced", f"{RTH} > P2")])

users = 35
assert users >= wyn["Standard"]["min"]
tot = r2(users * wyn["Standard"]["fee"])
q("Wyncote Standard plan for 35 users: what's the monthly fee?", "product", num(tot, "GBP", money(tot), tolerance=0.01),
  [ev(WYN, "t1", "Standard", FEE)])

users = 6
billed = max(users, wyn["Standard"]["min"])
assert billed > users
tot = r2(billed * wyn["Standard"]["fee"])
q("We're a team of 6. What would Wyncote's Standard plan cost us per month?", "product",
  num(tot, "GBP", money(tot), tolerance=0.01), [ev(WYN, "t1", "Standard", FEE), ev(WYN, "t1", "Standard", "Min. users")])

b, x = d.WYN_CREDITS[band(98.7, WYN_AVAIL)]
q("If availability of the servers Wyncote hosts for us was 98.7% last month, what service credit applies?",
  "range_lookup", num(x, "%", f"{x}%"), [ev(WYN, "t2", b, "Service credit (% of monthly fee)")])

assert wyn["Critical+"]["fee"] == d.ON_REQUEST
q("What is Wyncote's Critical+ fee per user per month?", "unanswerable",
  none("The Critical+ fee is 'on request' (priced individually after an infrastructure review)."), [])

fast = [p_ for p_, v_ in wyn.items() if v_["rt"]["P1"] <= 2]
q("Which Wyncote plans promise a P1 response within 2 hours or less?", "filter_list", lst(fast),
  [ev(WYN, "t1", p_, f"{RTH} > P1") for p_ in wyn])

add = {a: p_ for a, p_, _ in d.WYN_ADDONS}
users = 25
tot = r2(users * wyn["Advanced"]["fee"] + users * add["Microsoft 365 backup"])
q("Advanced plan for 25 users plus Microsoft 365 backup for all of them: monthly total at Wyncote, ex VAT?", "sum",
  num(tot, "GBP", money(tot), tolerance=0.01),
  [ev(WYN, "t1", "Advanced", FEE), ev(WYN, "t3", "Microsoft 365 backup", "Price (GBP)")])


if __name__ == "__main__":
    sys.exit(write(QUESTIONS, HERE / "questions.jsonl"))
