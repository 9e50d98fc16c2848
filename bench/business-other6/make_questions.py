"""Writes bench/business-other6/questions.jsonl: held-out questions and their gold answers.

    python bench/business-other6/make_questions.py

Every gold is computed from the data structures of make_docs.py (never typed from a run and never
from tabsql's output: tabsql was neither run nor read while this set was written), so a figure
changed there changes its answers here. Number golds follow /work/shared/tools/score.py: `value` in
the table's printed unit with `scale` for a stated scale ("in thousands of US dollars" in Pellowe's
table caption -> 1000, "£'000" at Harlestone -> 1000), `raw` as printed (or as computed), `tolerance`
/ `decimals` for computed figures, `accept_abs` where the sign of a fall, a saving, a cost or a gap may
fairly be dropped, `aliases` for other names of a text answer, `conditions` for a footnote that
qualifies the figure.
"""
from __future__ import annotations

import math
import sys
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import make_docs as d  # noqa: E402
from held_out_gold import asker, band, ev, lst, money, none, num, pct, pct_change, text, write  # noqa: E402  (bench/held_out_gold.py)

QUA, WEN = "quarrington_haulage_rate_card_2025.pdf", "wendlebury_express_tariff_2025.pdf"
VAL, MOR = "valmarina_listino_business_2025.pdf", "cala_morvedre_tarifas_2025.pdf"
TOL, GAR = "tollerby_fixings_trade_prices_2025.pdf", "garrowick_plant_hire_rates_2025.pdf"
OMB, DRI = "ombersley_lighting_catalogue_2025.pdf", "drieskamp_prijslijst_2025.pdf"
PEL, HAR = "pellowe_instruments_fy2024_quarterly.pdf", "harlestone_brewing_annual_report_2024.pdf"
SKE, ORR = "skelgarth_heat_pumps_technical_data.pdf", "orrisdale_plans_pricing_2025.pdf"

K_USDK = {"scale": 1000, "scale_note": "in thousands of US dollars"}
K_GBPK = {"scale": 1000, "scale_note": "£'000"}

QUESTIONS: list[dict] = []
q = asker(QUESTIONS, "bo6", "other6", "business-other6")

# The printed bands as numbers (the labels live in make_docs.py)
QH_KG = [(0, 25), (26, 50), (51, 100), (101, 250), (251, 500), (501, 1000)]
WE_KG = [(31, 250), (251, 1000), (1001, None)]  # up to 30 kg: the minimum charge
GP_MONTHS = [(1, 2), (3, 5), (6, 11), (12, None)]
assert len(QH_KG) == len(d.QH_BANDS) and len(WE_KG) == len(d.WE_BANDS) and len(GP_MONTHS) == len(d.GP_TERMS)


def r2(x: float) -> float:
    """Half up to the penny, refusing a value that sits on a half penny (where rounding could fairly differ)."""
    dx = Decimal(repr(x))
    assert abs((dx * 100) % 1 - Decimal("0.5")) > Decimal("0.0001") or (dx * 100) % 1 == 0, x
    return float(dx.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP))


def fmt_it(x: float, dec: int = 2) -> str:
    return d.it(x, dec)


# ====================================================================== Quarrington Haulage (weight bands x zones)
def qzone(area: str) -> str:
    """The Quarrington zone of a postcode area: listed, or Zone 3 ('all other mainland GB postcode areas')."""
    for z, areas in d.QH_ZONE_MAP:
        if area in areas.split(", "):
            return z
    return "Zone 3"


def qband(kg: int) -> str:
    return d.QH_BANDS[band(kg, QH_KG)]


def qbase(kg: int, zone: str) -> float:
    """Base rate, with the 'each further 100 kg or part' row above 1,000 kg."""
    if kg <= 1000:
        return d.qh_rate(qband(kg), zone)
    extra = math.ceil((kg - 1000) / 100)
    return d.qh_rate(d.QH_BANDS[-1], zone) + extra * d.qh_rate(d.QH_EXTRA, zone)


qsur = {s: c for s, c, _ in d.QH_SURCHARGES}
CHG = "Charge"


def with_fuel(x: float) -> float:
    return x * (1 + d.QH_FUEL / 100)


z, b = "Zone 3", qband(180)
x = d.qh_rate(b, z)
q("Quarrington base rate, 180 kg, zone 3?", "range_lookup", num(x, "GBP", d.en(x)), [ev(QUA, "t1", b, z)])

z, b = qzone("YO"), qband(42)
assert z == "Zone 2"
x = d.qh_rate(b, z)
q("Hi, we need to send a 42 kg carton to a customer in York (postcode YO24). What's Quarrington's base rate for "
  "that, before any surcharges?", "range_lookup", num(x, "GBP", d.en(x)),
  [ev(QUA, "t1", b, z), ev(QUA, "t3", z, "Postcode areas")])

z, b = qzone("LS"), qband(320)
assert z == "Zone 1"
tot = r2(with_fuel(d.qh_rate(b, z)) + qsur["Tail-lift delivery"])
q("Please work out the full Quarrington charge, excluding VAT, for a 320 kg pallet to Leeds (LS10) that needs a "
  "tail-lift on delivery. Include the fuel surcharge on the base rate and give the answer in pounds to the penny.",
  "product", num(tot, "GBP", money(tot), tolerance=0.01),
  [ev(QUA, "t1", b, z), ev(QUA, "t2", "Fuel surcharge", CHG), ev(QUA, "t2", "Tail-lift delivery", CHG),
   ev(QUA, "t3", z, "Postcode areas")])

z = "Zone 2"
tot = r2(qbase(1240, z))
assert tot == r2(d.qh_rate("501–1,000 kg", z) + 3 * d.qh_rate(d.QH_EXTRA, z))
q("How much is Quarrington's base rate for a 1,240 kg consignment to Zone 2?", "product",
  num(tot, "GBP", money(tot), tolerance=0.01), [ev(QUA, "t1", "501–1,000 kg", z), ev(QUA, "t1", d.QH_EXTRA, z)])

z, b = qzone("IV"), qband(750)
assert z == "Zone 4†" and d.qh_rate(b, z) == d.POA
q("What does Quarrington charge to take a 750 kg pallet to Inverness?", "unanswerable",
  none("Inverness (IV) is in Zone 4, where consignments over 500 kg are priced on application (POA)."), [])

z, b = qzone("KW"), qband(20)
assert z == "Zone 4†"
tot = r2(d.qh_rate(b, z) + qsur["Ferry supplement, Zone 4"])
q("20 kg parcel to Kirkwall (KW15) with Quarrington: base rate plus the ferry supplement, before fuel and VAT?",
  "sum", num(tot, "GBP", money(tot), tolerance=0.01),
  [ev(QUA, "t1", b, z), ev(QUA, "t2", "Ferry supplement, Zone 4", CHG), ev(QUA, "t3", z, "Postcode areas")])

# ====================================================================== Wendlebury Express (zones x per-kg bands)
wen = {zz: {"region": r, "min": m, "rate": dict(zip(d.WE_BANDS, xs))} for zz, r, m, xs in d.WE_ZONES}
RPK, MINC = "Rate per kg (£)", "Minimum charge (£)"


def wzone(area: str) -> str:
    for zz, areas in d.WE_AREAS:
        if area in areas.split(", "):
            return zz
    return "D"  # 'All other postcode areas in England and Wales'


def wprice(kg: int, zz: str) -> tuple[float, list[dict]]:
    """Wendlebury's charge: the minimum charge up to 30 kg, else weight x the band's rate, never below the minimum."""
    e = [ev(WEN, "t1", zz, MINC)]
    if kg <= 30:
        return wen[zz]["min"], e
    bb = d.WE_BANDS[band(kg, WE_KG)]
    rate = wen[zz]["rate"][bb]
    assert rate != d.POA
    return max(wen[zz]["min"], r2(kg * rate)), e + [ev(WEN, "t1", zz, f"{RPK} > {bb}")]


zz = wzone("B")
assert zz == "C"
bb = d.WE_BANDS[band(480, WE_KG)]
x = wen[zz]["rate"][bb]
q("Wendlebury's rate per kg for a 480 kg pallet going to Birmingham?", "range_lookup", num(x, "GBP", d.en(x)),
  [ev(WEN, "t1", zz, f"{RPK} > {bb}"), ev(WEN, "t2", zz, "Postcode areas")])

bb = d.WE_BANDS[2]
x = wen["D"]["rate"][bb]
q("What's Wendlebury's per-kilo rate above 1,000 kg in zone D?", "lookup_header_path", num(x, "GBP", d.en(x)),
  [ev(WEN, "t1", "D", f"{RPK} > {bb}")])

zz = wzone("M")
assert zz == "B"
x, e = wprice(35, zz)
assert x == wen[zz]["min"] and 35 * wen[zz]["rate"][d.WE_BANDS[0]] < x  # the minimum charge bites
q("Wendlebury: 35 kg to Manchester. What do we pay, ex VAT?", "product", num(x, "GBP", money(x), tolerance=0.01),
  e + [ev(WEN, "t2", zz, "Postcode areas")])

over = [zz for zz, v in wen.items() if v["rate"][d.WE_BANDS[2]] != d.POA]
q("In how many of Wendlebury's zones is a per-kg rate actually published for consignments over 1,000 kg?", "count",
  num(len(over), None, str(len(over))), [ev(WEN, "t1", zz, f"{RPK} > {d.WE_BANDS[2]}") for zz in wen])

# --- across the two carriers (different structures: band price per consignment + fuel surcharge vs rate per kg)
QUA_AL = ("Quarrington", "Quarrington Haulage", "Quarrington Haulage Ltd")
WEN_AL = ("Wendlebury", "Wendlebury Express", "Wendlebury Express Ltd")


def both(kg: int, area: str, tail: bool = False) -> tuple[float, float, list[dict]]:
    """All-in prices ex VAT (fuel included) of both carriers, and the evidence."""
    qz, wz = qzone(area), wzone(area)
    qp = with_fuel(qbase(kg, qz)) + (qsur["Tail-lift delivery"] if tail else 0)
    wp, e = wprice(kg, wz)
    wp += d.WE_TAIL_LIFT if tail else 0
    e = [ev(QUA, "t1", qband(kg), qz), ev(QUA, "t2", "Fuel surcharge", CHG), ev(QUA, "t3", qz, "Postcode areas")] + \
        ([ev(QUA, "t2", "Tail-lift delivery", CHG)] if tail else []) + e + [ev(WEN, "t2", wz, "Postcode areas")]
    return r2(qp), r2(wp), e


qp, wp, e = both(180, "HU")
assert wp < qp and qbase(180, qzone("HU")) < wp  # cheaper on base rate, dearer once fuel is added
q("Shipping 180 kg to Hull (HU3). Taking Quarrington's fuel surcharge into account (Wendlebury's rates already "
  "include fuel), which of Quarrington and Wendlebury is cheaper?", "cross_document",
  text("Wendlebury Express", *WEN_AL), e)

qp, wp, e = both(400, "NG")
gap = r2(abs(qp - wp))
q("400 kg to Nottingham, fuel included for both carriers (Quarrington adds its fuel surcharge; Wendlebury's rates "
  "include it). How much more does the dearer of Quarrington and Wendlebury charge? Answer in £, to the penny.",
  "cross_document", num(gap, "GBP", money(gap), tolerance=0.01, accept_abs=True), e)

qp, wp, e = both(700, "S", tail=True)
low = min(qp, wp)
q("Comparing Quarrington and Wendlebury for a 700 kg pallet to Sheffield (S9) with tail-lift delivery, all-in "
  "including fuel and excluding VAT: what's the lower of the two prices?", "cross_document",
  num(low, "GBP", money(low), tolerance=0.01), e)

assert qzone("IV") == "Zone 4†" and d.qh_rate(qband(600), "Zone 4†") == d.POA
wp, e = wprice(600, wzone("IV"))
q("Which carrier, Quarrington or Wendlebury, actually publishes a price for a 600 kg consignment to Inverness?",
  "cross_document", text("Wendlebury Express", *WEN_AL),
  [ev(QUA, "t1", qband(600), "Zone 4†"), ev(QUA, "t3", "Zone 4†", "Postcode areas")] + e +
  [ev(WEN, "t2", wzone("IV"), "Postcode areas")])

# ====================================================================== Energia Valmarina (Italian energy tariff)
luce = {o: {"term": t, "qf": qf, "qp": qp_, "p": dict(zip(d.VM_BANDS, xs))} for o, t, qf, qp_, xs in d.VM_LUCE}
gas = {o: {"term": t, "qf": qf, "p": p} for o, t, qf, p in d.VM_GAS}
PE, QF, QP = "Prezzo energia (€/kWh)", "Quota fissa (€/mese)", "Quota potenza (€/kW/mese)"
F12, F24 = "Business Fissa 12¹", "Business Fissa 24¹"

x = luce[F24]["p"]["F2"]
q("Qual è il prezzo dell'energia in fascia F2 dell'offerta Business Fissa 24 di Energia Valmarina?",
  "lookup_header_path", num(x, "EUR", fmt_it(x, 4)), [ev(VAL, "t1", F24, f"{PE} > F2")])

use, kw = {"F1": 3000, "F2": 1200, "F3": 1800}, 15
o = luce[F12]
tot = r2(sum(n * o["p"][f] for f, n in use.items()) + o["qf"] + kw * o["qp"])
q("One of our sites is on Valmarina's Business Fissa 12. Last month it used 3,000 kWh in F1, 1,200 kWh in F2 and "
  "1,800 kWh in F3, with 15 kW of committed power. What is the bill for energy, the fixed monthly charge and the "
  "power charge, before taxes and system charges? Euros to the cent.", "product",
  num(tot, "EUR", money(tot), tolerance=0.01),
  [ev(VAL, "t1", F12, f"{PE} > {f}") for f in use] + [ev(VAL, "t1", F12, QF), ev(VAL, "t1", F12, QP)])

fixed = [k_ for k_, v in luce.items() if not isinstance(v["p"]["F3"], str)]
low = min(fixed, key=lambda k_: luce[k_]["p"]["F3"])
assert sorted(luce[k_]["p"]["F3"] for k_ in fixed)[1] > luce[low]["p"]["F3"]
q("Quale offerta luce di Valmarina ha il prezzo più basso in fascia F3?", "argmin",
  text(low.rstrip("¹²³ "), low, "Notte 12", "Business Notte"), [ev(VAL, "t1", k_, f"{PE} > F3") for k_ in luce])

IDX = "Business Index²"
assert isinstance(luce[IDX]["p"]["F1"], str)
q("What price per kWh will Valmarina charge in F1 on the Business Index offer?", "unanswerable",
  none("The Index offer is priced at 'PUN + 0,0165' per kWh; the monthly PUN is not given in the document."), [])

a_, b_ = luce[F24]["p"]["F1"], luce[F12]["p"]["F1"]
q("valmarina F1 price, fissa 24 vs fissa 12: how many % higher?", "percent_change", pct(pct_change(a_, b_)),
  [ev(VAL, "t1", F24, f"{PE} > F1"), ev(VAL, "t1", F12, f"{PE} > F1")])

G24, G12 = "Gas Business Fissa 24¹", "Gas Business Fissa 12¹"
x = gas[G24]["p"]
q("Prezzo al Smc del Gas Business Fissa 24?", "lookup", num(x, "EUR", fmt_it(x, 4)),
  [ev(VAL, "t2", G24, "Prezzo gas (€/Smc)")])

cheaper = G12 if gas[G12]["p"] < gas[G24]["p"] else G24
q("For gas, which Valmarina fixed-price offer has the lower rate per Smc: Fissa 12 or Fissa 24?", "compare_two",
  text(cheaper.rstrip("¹"), "Fissa 12", "Gas Fissa 12", cheaper),
  [ev(VAL, "t2", G12, "Prezzo gas (€/Smc)"), ev(VAL, "t2", G24, "Prezzo gas (€/Smc)")])

# ====================================================================== Hotel Cala Morvedre (Spanish, seasons as columns)
hotel = {r: {"max": n, "p": dict(zip(d.MV_SEASONS, xs))} for r, n, xs in d.MV_ROOMS}
TEMP = "Temporada"
IVA = d.MV_IVA
sup = {s: p for s, p, _ in d.MV_SUPLEMENTOS}


def night(room: str, month: int, day: int) -> tuple[float, str]:
    s = d.mv_season(month, day)
    return hotel[room]["p"][s], s


x, s = night("Doble vista mar", 10, 12)
q("¿Cuánto cuesta una noche en una doble vista mar el 12 de octubre?", "range_lookup", num(x, "EUR", fmt_it(x)),
  [ev(MOR, "t1", "Doble vista mar", f"{TEMP} > {s}"), ev(MOR, "t2", s, "Fechas 2025")])

x, s = night("Junior suite", 8, 2)
assert s == "Extra¹"
q("What's the room rate for a junior suite on the night of 2 August 2025 at Cala Morvedre?", "range_lookup",
  num(x, "EUR", fmt_it(x), conditions=[d.MV_NOTES[0][2:]]),
  [ev(MOR, "t1", "Junior suite", f"{TEMP} > {s}"), ev(MOR, "t2", s, "Fechas 2025")])

room, nights = "Doble estándar", [(6, 20), (6, 21), (6, 22), (6, 23)]
seasons = {night(room, m, dd)[1] for m, dd in nights}
assert seasons == {"Alta"}
rooms = sum(night(room, m, dd)[0] for m, dd in nights)
tot = r2((rooms + len(nights) * 2 * sup["Desayuno buffet"]) * (1 + IVA / 100))
q("Can you price this stay at Hotel Cala Morvedre: a standard double (doble estándar) for the nights of 20, 21, 22 "
  "and 23 June 2025, two adults, the breakfast buffet for both every morning, and add the 10% IVA. Total in euros, "
  "please.", "product", num(tot, "EUR", money(tot), tolerance=0.01),
  [ev(MOR, "t1", room, f"{TEMP} > Alta"), ev(MOR, "t2", "Alta", "Fechas 2025"),
   ev(MOR, "t3", "Desayuno buffet", "Precio (€)")])

r = "Ático con terraza"
diff = r2(hotel[r]["p"]["Extra¹"] - hotel[r]["p"]["Baja"])
q("¿Cuánto más cuesta por noche el ático con terraza en temporada Extra que en temporada Baja?", "difference",
  num(diff, "EUR", fmt_it(diff), tolerance=0.01, accept_abs=True),
  [ev(MOR, "t1", r, f"{TEMP} > Extra¹"), ev(MOR, "t1", r, f"{TEMP} > Baja")])

big = [r for r, v in hotel.items() if v["max"] > 2]
q("How many of the hotel's room types take more than two guests?", "count", num(len(big), None, str(len(big))),
  [ev(MOR, "t1", r, "Ocupación máx.") for r in hotel])

assert not any("presidencial" in r.lower() for r in hotel)
q("¿Qué precio tiene la suite presidencial en temporada alta?", "unanswerable",
  none("Hotel Cala Morvedre lists no presidential suite (its largest rooms are the Suite familiar and the Ático)."), [])

room = "Doble estándar"
(x1, s1), (x2, s2) = night(room, 6, 13), night(room, 6, 14)
assert s1 != s2
tot = r2(x1 + x2)
q("Two nights in a doble estándar, arriving 13 June 2025 and leaving on the 15th. What's the room cost before IVA?",
  "sum", num(tot, "EUR", money(tot), tolerance=0.01),
  [ev(MOR, "t1", room, f"{TEMP} > {s1}"), ev(MOR, "t1", room, f"{TEMP} > {s2}"), ev(MOR, "t2", s1, "Fechas 2025"),
   ev(MOR, "t2", s2, "Fechas 2025")])

r = "Suite familiar²"
x = hotel[r]["p"]["Media"]
q("Suite familiar, temporada media: nightly rate?", "lookup_header_path", num(x, "EUR", fmt_it(x)),
  [ev(MOR, "t1", r, f"{TEMP} > Media")])

# ====================================================================== Tollerby Fixings (list price + discount column)
tol = {c_: {"desc": ds, "pack": pk, "list": lp, "disc": dc} for _, items in d.TF_SECTIONS for c_, ds, pk, lp, dc in items}
LP, TD = "List price (£)", "Trade discount"


def net(code: str) -> float:
    return tol[code]["list"] * (1 - tol[code]["disc"] / 100)


c = "TF-MS0830"
x = r2(net(c))
q("Net price per box of the M8 × 30 hex set screws after Tollerby's trade discount?", "product",
  num(x, "GBP", money(x), tolerance=0.005), [ev(TOL, "t1", c, LP), ev(TOL, "t1", c, TD)])

c = "TF-AN1075"
x = tol[c]["disc"]
q("What trade discount does Tollerby give on the M10 × 75 sleeve anchors?", "lookup", num(x, "%", f"{x}%"),
  [ev(TOL, "t1", c, TD)])

top = max(tol, key=lambda c_: tol[c_]["disc"])
assert sorted(v["disc"] for v in tol.values())[-2] < tol[top]["disc"]
q("Which Tollerby product carries the biggest trade discount?", "argmax",
  text(top, tol[top]["desc"], "nylon wall plug", "nylon wall plugs", "Nylon wall plug 6 x 30 mm"),
  [ev(TOL, "t1", c_, TD) for c_ in tol])

hi = [c_ for c_, v in tol.items() if v["disc"] >= 40]
q("How many lines on the Tollerby list get 40% or more off list price?", "count", num(len(hi), None, str(len(hi))),
  [ev(TOL, "t1", c_, TD) for c_ in hi])

basket = {"TF-WS5060": 4, "TF-AN0850": 2}
goods = sum(n * r2(net(c_)) for c_, n in basket.items())
assert abs(goods - sum(n * net(c_) for c_, n in basket.items())) < 1e-9  # no per-line rounding ambiguity
assert goods < d.TF_FREE_FROM
tot = r2(goods + d.TF_CARRIAGE)
q("Tollerby order: 4 boxes of the 5.0 × 60 mm zinc wood screws and 2 boxes of the M8 × 50 sleeve anchors. What's the "
  "total at our net prices, carriage included, ex VAT?", "sum", num(tot, "GBP", money(tot), tolerance=0.01),
  [ev(TOL, "t1", c_, col) for c_ in basket for col in (LP, TD)])

c, n = "TF-CA1090", 2
assert n < d.TF_OUTER and tol[c]["desc"].endswith("*")
tot = r2(n * tol[c]["list"])
q("We only need two cartridges of Tollerby's chemical anchor resin. What will they cost us, ex VAT and carriage?",
  "product", num(tot, "GBP", money(tot), tolerance=0.01, conditions=[d.TF_NOTE[2:]]), [ev(TOL, "t1", c, LP)])

tubs = [c_ for c_, v in tol.items() if v["pack"] == "1 kg tub"]
q("List the Tollerby items sold in 1 kg tubs (codes, please).", "filter_list", lst(tubs),
  [ev(TOL, "t1", c_, "Pack") for c_ in tubs])

# ====================================================================== Garrowick Plant Hire (contract length tiers)
gp = {p: {"rates": dict(zip(d.GP_TERMS, xs)), "del": dv, "sec": s}
      for s, items in d.GP_SECTIONS for p, xs, dv in items}
WK = "Weekly hire rate by contract length (£)"


def term(months: int) -> str:
    return d.GP_TERMS[band(months, GP_MONTHS)]


p, t = "Midi excavator 3 t", term(4)
x = gp[p]["rates"][t]
q("Weekly rate for Garrowick's 3 t midi excavator if we sign up for four months?", "range_lookup",
  num(x, "GBP", d.en(x)), [ev(GAR, "t1", p, f"{WK} > {t}")])

p, t, weeks = "Telehandler 14 m*", term(6), 26
hire = weeks * gp[p]["rates"][t]
tot = r2(hire * (1 + d.GP_WAIVER / 100) + 2 * gp[p]["del"])
q("We're taking Garrowick's 14 m telehandler on a six-month contract, 26 weeks. Hire plus the damage waiver (we "
  "don't have our own plant insurance) plus delivery and collection: what's the total before VAT?", "product",
  num(tot, "GBP", money(tot), tolerance=0.01), [ev(GAR, "t1", p, f"{WK} > {t}"), ev(GAR, "t1", p, "Delivery (£)")])

p = "Boom lift 16 m, diesel"
a_, z_ = d.GP_TERMS[0], d.GP_TERMS[-1]
q("By what percentage is the boom lift's weekly rate lower on a 12-month contract than on a contract of up to two "
  "months?", "percent_change", pct(pct_change(gp[p]["rates"][z_], gp[p]["rates"][a_]), accept_abs=True),
  [ev(GAR, "t1", p, f"{WK} > {z_}"), ev(GAR, "t1", p, f"{WK} > {a_}")])

t = d.GP_TERMS[-1]
low = min(gp, key=lambda p_: gp[p_]["rates"][t])
assert sorted(v["rates"][t] for v in gp.values())[1] > gp[low]["rates"][t]
q("On a 12-month contract, which piece of Garrowick plant has the cheapest weekly rate?", "argmin",
  text(low, "plate compactor", "80 kg plate compactor"), [ev(GAR, "t1", p_, f"{WK} > {t}") for p_ in gp])

t = term(8)
dumpers = [p_ for p_, v in gp.items() if v["sec"] == "Dumpers"]
assert len(dumpers) == 3
avg = sum(gp[p_]["rates"][t] for p_ in dumpers) / 3
q("Average weekly rate of Garrowick's three dumpers on a 6–11 month contract?", "average",
  num(round(avg, 2), "GBP", f"{avg:.2f}", tolerance=0.005), [ev(GAR, "t1", p_, f"{WK} > {t}") for p_ in dumpers])

t, a_, b_ = term(3), "Site dumper 6 t, swivel", "Midi excavator 5 t"
assert gp[a_]["rates"][t] != gp[b_]["rates"][t]
win = a_ if gp[a_]["rates"][t] < gp[b_]["rates"][t] else b_
q("3–5 month hire: is the 6 t site dumper or the 5 t midi excavator cheaper per week at Garrowick?", "compare_two",
  text(win, "6 t site dumper", "site dumper 6 t", "the site dumper", "the dumper"),
  [ev(GAR, "t1", a_, f"{WK} > {t}"), ev(GAR, "t1", b_, f"{WK} > {t}")])

# ====================================================================== Ombersley Lighting (SKU column, variants, 2 pages)
omb = {v[0]: {"prod": prod, "var": v[1], "w": v[2], "lm": v[3], "cct": v[4], "p": v[5]}
       for prod, vs in d.OL_FAMILIES for v in vs}
opage = d.ol_pages()
PR, FL = "Price (£)", "Flux (lm)"


def oev(sku: str, col: str = PR) -> dict:
    return ev(OMB, "t1", sku, col, opage[sku])


c = "OL-SF-100P"
assert opage[c] == 2
x = omb[c]["p"]
q("Ombersley OL-SF-100P price?", "multi_page_lookup", num(x, "GBP", d.en(x)), [oev(c)])

c = next(s for s, v in omb.items() if v["prod"].startswith("Wyre") and v["var"].startswith("Oval"))
assert opage[c] == 2 and opage[next(s for s, v in omb.items() if v["prod"].startswith("Wyre"))] == 1
x = omb[c]["lm"]
q("How many lumens does the oval eyelid Wyre bulkhead put out?", "multi_page_lookup", num(x, "lm", d.en(x, 0)),
  [oev(c, FL)])

c = next(s for s, v in omb.items() if v["prod"].startswith("Arden LED panel 1200") and "DALI" in v["var"])
x = omb[c]["p"]
q("Price of the DALI dimmable Arden 1200 × 300 panel?", "lookup", num(x, "GBP", d.en(x)), [oev(c)])

c = next(s for s, v in omb.items() if v["prod"].startswith("Malvern") and v["w"] == 150)
eff = omb[c]["lm"] / omb[c]["w"]
q("Luminous efficacy of the 150 W Malvern high bay in lm/W (flux divided by power), rounded to a whole number?",
  "ratio", num(round(eff), "lm/W", f"{eff:.0f}", decimals=0), [oev(c, FL), oev(c, "Power (W)")])

dali = [s for s, v in omb.items() if "DALI" in v["var"]]
q("How many DALI-dimmable variants does Ombersley list?", "count", num(len(dali), None, str(len(dali))),
  [oev(s, "Product / variant") for s in dali])

emerg = [s for s, v in omb.items() if "mergency" in v["var"]]
q("Which Ombersley SKUs are emergency variants?", "filter_list", lst(emerg),
  [oev(s, "Product / variant") for s in emerg])

sev = [s for s, v in omb.items() if v["prod"].startswith("Severn")]
avg = sum(omb[s]["p"] for s in sev) / len(sev)
q("Average price across the four Severn floodlight variants?", "average",
  num(round(avg, 2), "GBP", f"{avg:.2f}", tolerance=0.005), [oev(s) for s in sev])

assert not any(v["prod"].startswith("Lickey") and v["w"] == 25 and "black" in v["var"] for v in omb.values())
q("What does Ombersley charge for the 25 W Lickey track spotlight with a black body?", "unanswerable",
  none("The 25 W Lickey spotlight is listed with a white body only (OL-LT-25W)."), [])

c = next(s for s, v in omb.items() if v["prod"].startswith("Bredon downlight, 150") and "DALI" in v["var"])
acc = {s: p for s, _, p in d.OL_ACCESSORIES}
tot = r2(10 * omb[c]["p"] + acc["OL-GW2"])
q("We want ten of Ombersley's 150 mm cool-white DALI downlights plus the DALI gateway that, per the footnote, isn't "
  "included. Total ex VAT?", "sum", num(tot, "GBP", money(tot), tolerance=0.01),
  [oev(c), ev(OMB, "t2", "OL-GW2", PR, 2)])

top = max(omb, key=lambda s: omb[s]["p"])
assert sorted(v["p"] for v in omb.values())[-2] < omb[top]["p"]
q("What's the most expensive luminaire in the Ombersley catalogue (accessories aside)?", "argmax",
  text(top, "Malvern high bay 60° lens, microwave sensor", "Malvern high bay with microwave sensor",
       "Malvern high bay, 60° lens, microwave sensor"), [oev(s) for s in omb])

# ====================================================================== Drieskamp Tuinmeubelen (Dutch catalogue)
dk = {a: {"desc": o, "mat": m, "dim": dm, "kg": kg, "p": p, "sec": s}
      for s, items in d.DK_SECTIONS for a, o, m, dm, kg, p in items}
PRIJS = "Prijs (€)"

c = next(a for a, v in dk.items() if v["desc"] == "Tuintafel uitschuifbaar")
x = dk[c]["p"]
q("Wat kost de uitschuifbare teak tuintafel van Drieskamp?", "lookup", num(x, "EUR", fmt_it(x)), [ev(DRI, "t1", c, PRIJS)])

top = max(dk, key=lambda a: dk[a]["kg"])
assert sorted(v["kg"] for v in dk.values())[-2] < dk[top]["kg"]
q("Heaviest item in Drieskamp's price list?", "argmax", text(dk[top]["desc"], top, "picnic table", "Picknicktafel Veluwe"),
  [ev(DRI, "t1", a, "Gewicht (kg)") for a in dk])

chair, table_ = "DK-Z101", "DK-Z201"
n = 6
assert n >= d.DK_CHAIR_MIN and "stoel" in dk[chair]["desc"].lower()
goods = n * dk[chair]["p"] * (1 - d.DK_CHAIR_DISCOUNT / 100) + dk[table_]["p"]
assert goods >= d.DK_FREE_FROM  # free delivery
tot = r2(goods)
q("We willen 6 stapelbare aluminium tuinstoelen (Zeeland) en de Zeeland-tafel van 160 × 90. Wat is het totaalbedrag, "
  "inclusief eventuele bezorgkosten?", "product", num(tot, "EUR", fmt_it(tot), tolerance=0.01),
  [ev(DRI, "t1", chair, PRIJS), ev(DRI, "t1", table_, PRIJS)])

zt = [a for a, v in dk.items() if v["sec"].startswith("Collectie Zeeland") and v["desc"].startswith("Tuintafel")]
assert len(zt) == 2
avg = sum(dk[a]["p"] for a in zt) / 2
q("Wat is de gemiddelde prijs van de twee tuintafels uit de collectie Zeeland?", "average",
  num(round(avg, 2), "EUR", fmt_it(avg), tolerance=0.005), [ev(DRI, "t1", a, PRIJS) for a in zt])

tex = [a for a, v in dk.items() if v["sec"].startswith("Collectie Texel")]
q("How many pieces are there in Drieskamp's Texel teak collection?", "count", num(len(tex), None, str(len(tex))),
  [ev(DRI, "t1", a, "Art.nr.") for a in tex])

assert not any(v["sec"].startswith("Collectie Veluwe") and "Lounge" in v["desc"] for v in dk.values())
q("Wat kost de loungeset uit de collectie Veluwe?", "unanswerable",
  none("The Veluwe (oak) collection has no lounge set; the only lounge set (DK-Z501) is in the Zeeland collection."),
  [])

# ====================================================================== Pellowe Instruments (Q1..Q4, FY, % of revenue)
pis = d.pw_is()
pm = {lab: xs for lab, xs, _ in d.pw_metrics()}
PQ = dict(zip((*d.PW_Q, "FY 2024"), range(5)))


def pv(row: str, col: str) -> int:
    return pis[row][PQ[col]]


x = pv("Revenue", "Q3")
q("Please give Pellowe Instruments' third-quarter 2024 revenue in US dollars, applying the table's scale.", "lookup",
  num(x, "USD", d.en(x, 0), **K_USDK), [ev(PEL, "t1", "Revenue", "Q3")])

RD = "Research and development"
x = d.pw_pct(RD)
assert x == round(-pv(RD, "FY 2024") / pv("Revenue", "FY 2024") * 100, 1)
q("Pellowe: R&D as a % of revenue for FY2024?", "lookup", num(x, "%", d.en(x, 1)), [ev(PEL, "t1", RD, "% of revenue")])

low = min(d.PW_Q, key=lambda c_: pv("Net income", c_))
assert sorted(pv("Net income", c_) for c_ in d.PW_Q)[1] > pv("Net income", low)
q("In which quarter of 2024 did Pellowe earn the least net income?", "argmin",
  text(low, f"{low} 2024", "first quarter", "the first quarter"), [ev(PEL, "t1", "Net income", c_) for c_ in d.PW_Q])

q("pellowe revenue growth Q4 over Q3, percent", "percent_change", pct(pct_change(pv("Revenue", "Q4"), pv("Revenue", "Q3"))),
  [ev(PEL, "t1", "Revenue", "Q4"), ev(PEL, "t1", "Revenue", "Q3")])

gm = pv("Gross profit", "Q4") / pv("Revenue", "Q4") * 100
q("What was Pellowe's gross margin in the fourth quarter? One decimal place, please.", "ratio", pct(gm, 1),
  [ev(PEL, "t1", "Gross profit", "Q4"), ev(PEL, "t1", "Revenue", "Q4")])

q("How much did Pellowe's revenue grow in fiscal 2024 compared with fiscal 2023?", "unanswerable",
  none("The report gives fiscal 2024 by quarter only; no fiscal 2023 figures are shown."), [])

BL = "Backlog at period end ($000)"
x = pm[BL][4]
assert x == pm[BL][3]
q("What was Pellowe's order backlog at the end of 2024?", "lookup", num(x, "USD", d.en(x, 0), **K_USDK),
  [ev(PEL, "t2", BL, "FY 2024")])

a_, b_ = pv("Net income", "Q2"), pv("Net income", "Q3")
assert a_ != b_
q("Was Pellowe's net income higher in Q2 or in Q3 2024?", "compare_two",
  text("Q2" if a_ > b_ else "Q3", "Q2 2024" if a_ > b_ else "Q3 2024",
       "second quarter" if a_ > b_ else "third quarter"),
  [ev(PEL, "t1", "Net income", "Q2"), ev(PEL, "t1", "Net income", "Q3")])

# ====================================================================== Harlestone Brewing (cash flow, segments, FCF)
hcf, hseg, hfcf = d.hb_cf(), d.hb_seg(), dict(d.hb_fcf())
HY = dict(zip(d.HB_YEARS, range(2)))
SEG = dict(zip((*d.HB_SEGMENTS, "Group"), range(5)))

NCO = "Net cash from operating activities"
x = hcf[NCO][0]
q("Answer with a single number in pounds sterling, applying any scale the document states (e.g. thousands). "
  "Question: Harlestone net cash from operating activities, 2024?", "lookup", num(x, "GBP", d.en(x, 0), **K_GBPK),
  [ev(HAR, "t1", NCO, "2024")])

x = hseg["Operating profit"][SEG["Pubs and bars"]]
q("What operating profit did Harlestone's Pubs and bars segment make in 2024?", "multi_page_lookup",
  num(x, "GBP", d.en(x, 0), **K_GBPK), [ev(HAR, "t2", "Operating profit", "Pubs and bars", 2)])

x = hseg["Segment assets"][SEG["Wholesale"]]
q("Segment assets of Harlestone's Wholesale segment?", "multi_page_lookup", num(x, "GBP", d.en(x, 0), **K_GBPK),
  [ev(HAR, "t2", "Segment assets", "Wholesale", 2)])

i = SEG["Brewing"]
mg = hseg["Adjusted EBITDA"][i] / hseg["Revenue"][i] * 100
q("Brewing segment adjusted EBITDA margin for 2024 (EBITDA over segment revenue)?", "ratio", pct(mg),
  [ev(HAR, "t2", "Adjusted EBITDA", "Brewing", 2), ev(HAR, "t2", "Revenue", "Brewing", 2)])

q("By how much did Harlestone's net cash from operating activities increase in 2024, in percent?", "percent_change",
  pct(pct_change(hcf[NCO][0], hcf[NCO][1])), [ev(HAR, "t1", NCO, "2024"), ev(HAR, "t1", NCO, "2023")])

top = max(d.HB_SEGMENTS, key=lambda s_: hseg["Capital expenditure"][SEG[s_]])
assert sorted(hseg["Capital expenditure"][SEG[s_]] for s_ in d.HB_SEGMENTS)[-2] < hseg["Capital expenditure"][SEG[top]]
q("Which Harlestone segment spent the most on capital expenditure in 2024?", "argmax", text(top, "Pubs & bars", "Pubs"),
  [ev(HAR, "t2", "Capital expenditure", s_, 2) for s_ in d.HB_SEGMENTS])

rows = ("Purchase of property, plant and equipment", "Purchase of intangible assets")
tot = sum(hcf[r_][0] for r_ in rows)
assert -tot == hseg["Capital expenditure"][SEG["Group"]]
q("Total cash Harlestone spent in 2024 on property, plant and equipment plus intangible assets? Answer in pounds.",
  "sum", num(tot, "GBP", d.en(tot, 0), accept_abs=True, **K_GBPK), [ev(HAR, "t1", r_, "2024") for r_ in rows])

q("What was Harlestone's Pubs and bars revenue in 2023?", "unanswerable",
  none("The segment note covers 2024 only; no 2023 segment figures are given."), [])

FCF = "Free cash flow"
diff = hfcf[FCF][0] - hfcf[FCF][1]
q("How much higher was Harlestone's free cash flow in 2024 than in 2023?", "difference",
  num(diff, "GBP", d.en(diff, 0), **K_GBPK), [ev(HAR, "t3", FCF, "2024", 2), ev(HAR, "t3", FCF, "2023", 2)])

# ====================================================================== Skelgarth Thermal (spec sheet, units in labels)
sk = {r_[0]: dict(zip(d.SK_MODELS, r_[1])) for r_ in d.SK_ROWS if not r_[0].startswith("#")}
skdec = {r_[0]: r_[2] for r_ in d.SK_ROWS if not r_[0].startswith("#")}


def sval(row: str, m: str) -> tuple[float, str]:
    x_ = sk[row][m]
    return x_, d.en(x_, skdec[row])


x, raw = sval("Weight (kg)", "SKA-11")
q("Skelgarth SKA-11 weight?", "transposed_lookup", num(x, "kg", raw), [ev(SKE, "t1", "Weight (kg)", "SKA-11")])

R55 = "SCOP, 55 °C flow, average climate"
x, raw = sval(R55, "SKA-16")
q("What's the SCOP of the SKA-16 at 55 °C flow (average climate)?", "transposed_lookup", num(x, None, raw),
  [ev(SKE, "t1", R55, "SKA-16")])

RA = "Maximum operating current (A)"
x, raw = sval(RA, "SKA-16")
q("Max operating current of the SKA-16, in amps?", "transposed_lookup", num(x, "A", raw), [ev(SKE, "t1", RA, "SKA-16")])

SND = "Sound power, outdoor unit (dB(A))²"
low = min(d.SK_MODELS, key=lambda m: sk[SND][m])
assert sorted(sk[SND].values())[1] > sk[SND][low]
q("Which Skelgarth heat pump has the quietest outdoor unit?", "argmin", text(low, f"Skelgarth {low}"),
  [ev(SKE, "t1", SND, m) for m in d.SK_MODELS])

PRICE, CAP = "List price excl. VAT (£)", "Heating capacity at A7/W35 (kW)¹"
per_kw = sk[PRICE]["SKA-16"] / sk[CAP]["SKA-16"]
assert abs(per_kw - round(per_kw)) != 0.5
q("List price per kW of heating capacity (at A7/W35) for the SKA-16? Nearest pound is fine.", "ratio",
  num(round(per_kw), "GBP", f"{per_kw:.0f}", decimals=0), [ev(SKE, "t1", PRICE, "SKA-16"), ev(SKE, "t1", CAP, "SKA-16")])

diff = sk[SND]["SKA-16"] - sk[SND]["SKA-7"]
q("How many dB(A) louder is the SKA-16's outdoor unit than the SKA-7's?", "difference",
  num(diff, "dB(A)", str(diff), accept_abs=True), [ev(SKE, "t1", SND, "SKA-16"), ev(SKE, "t1", SND, "SKA-7")])

single = [m for m in d.SK_MODELS if sk["Power supply"][m].endswith("1~")]
q("How many of the three SKA models run on a single-phase supply?", "count", num(len(single), None, str(len(single))),
  [ev(SKE, "t1", "Power supply", m) for m in d.SK_MODELS])

assert not any("ooling" in r_ for r_ in sk)
q("What cooling capacity does the SKA-11 have?", "unanswerable",
  none("The technical data give heating figures only; no cooling capacity is stated."), [])

# ====================================================================== Orrisdale Software (SaaS plans, billing columns)
orr = {p_: {"m": m, "a": a, "min": mn, "gb": g} for p_, m, a, mn, g in d.OR_PLANS}
feat = {f: dict(zip(orr, xs)) for f, xs in d.OR_FEATURES}
PPU = "Price per user (USD)"
MON, ANN = f"{PPU} > Billed monthly", f"{PPU} > Billed annually*"

x = orr["Business"]["a"]
q("Orrisdale Business plan with annual billing: what's the price per user?", "lookup_header_path",
  num(x, "USD", d.en(x), conditions=["per user per year, paid in advance for a 12-month term"]),
  [ev(ORR, "t1", "Business", ANN)])

save = r2(12 * orr["Team"]["m"] - orr["Team"]["a"])
q("On Orrisdale's Team plan, how much does one user save over a year by paying annually instead of monthly?",
  "difference", num(save, "USD", money(save), tolerance=0.01, accept_abs=True),
  [ev(ORR, "t1", "Team", MON), ev(ORR, "t1", "Team", ANN)])

users = 2
billed = max(users, orr["Team"]["min"])
assert billed > users
tot = r2(billed * orr["Team"]["m"])
q("There are only two of us. What would Orrisdale's Team plan cost per month on monthly billing?", "product",
  num(tot, "USD", money(tot), tolerance=0.01), [ev(ORR, "t1", "Team", MON), ev(ORR, "t1", "Team", "Minimum users")])

e = orr["Enterprise"]
q("Enterprise plan: how much cheaper, in percent, is annual billing than paying monthly for twelve months?",
  "percent_change", pct(pct_change(e["a"], 12 * e["m"]), accept_abs=True),
  [ev(ORR, "t1", "Enterprise", ANN), ev(ORR, "t1", "Enterprise", MON)])

SSO = "Single sign-on (SAML)"
sso = [p_ for p_ in orr if feat[SSO][p_] == "Yes"]
q("Which Orrisdale plans include SAML single sign-on?", "filter_list", lst(sso), [ev(ORR, "t2", SSO, p_) for p_ in orr])

SB = "Sandbox environments"
x = int(feat[SB]["Team"])
q("How many sandbox environments come with Orrisdale's Team plan?", "transposed_lookup", num(x, None, str(x)),
  [ev(ORR, "t2", SB, "Team")])

assert 300 > d.OR_VOLUME_FROM
q("What's Orrisdale's Enterprise price per user if we roll it out to 300 users?", "unanswerable",
  none("Above 250 users Enterprise has volume pricing on request; no price is printed."), [])


if __name__ == "__main__":
    sys.exit(write(QUESTIONS, HERE / "questions.jsonl"))
