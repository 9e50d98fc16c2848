"""Writes bench/business-other4/questions.jsonl: held-out questions and their gold answers.

    python bench/business-other4/make_questions.py

Every gold is computed from the data structures of make_docs.py (never typed from a run and never
from tabsql's output: tabsql was neither run nor read while this set was written), so a figure
changed there changes its answers here. Number golds follow /work/shared/tools/score.py: `value` in
the table's printed unit with `scale` for a stated scale ("£ million" -> 1e6, "in thousands of USD"
-> 1000), `raw` as printed (or as computed), `tolerance` / `decimals` for computed figures,
`accept_abs` where the sign of a fall, a saving, a loss or an outflow may fairly be dropped, `aliases`
for other names of a text answer, `conditions` for a footnote or note that qualifies the figure.
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import make_docs as d  # noqa: E402
from held_out_gold import asker, band, ev, lst, money, none, num, pct, pct_change, text, write  # noqa: E402  (bench/held_out_gold.py)

KRA, AKC = "kranichsfeld_preisliste_2025.pdf", "akcakoca_ambalaj_fiyat_listesi_2025.pdf"
QUI, OST = "quillmoor_packaging_price_list_2025.pdf", "ostrander_box_and_tape_prices_2025.pdf"
PEL, GRI = "pellworth_lab_supply_prices_2025.pdf", "grimbleby_fixings_catalogue_2025.pdf"
LUM, QUE = "lumenary_lighting_catalogue_2025.pdf", "quenby_hydraulics_annual_report_2024.pdf"
COR, BRI = "corvallo_energia_factsheet_2024.pdf", "brisken_software_q3_2025.pdf"
VEL, PEN = "vellacott_heat_pumps_spec_sheet.pdf", "pendlebury_cloud_support_plans.pdf"

K_GBPM = {"scale": 1_000_000, "scale_note": "£ million"}
K_EURM = {"scale": 1_000_000, "scale_note": "EUR million unless stated"}
K_USDK = {"scale": 1000, "scale_note": "in thousands of USD"}
K_USDM = {"scale": 1_000_000, "scale_note": "USD millions"}

QUESTIONS: list[dict] = []
q = asker(QUESTIONS, "bo4", "other4", "business-other4")


def is_num(x) -> bool:
    return isinstance(x, (int, float)) and not isinstance(x, bool)


# The printed bands as numbers (the labels live in make_docs.py)
KRA_BANDS = [(1, 49), (50, 249), (250, 999), (1000, None)]
KRA_VERSAND = [(0, 250), (250.01, 1000), (1000.01, None)]
AKC_BANDS = [(100, 499), (500, 1999), (2000, 4999), (5000, None)]
QUI_BANDS = [(1, 99), (100, 499), (500, 1999), (2000, None)]
QUI_DELIVERY = [(0, 99.99), (100, None)]
OST_BANDS = [(1, 49), (50, 249), (250, 999), (1000, 4999), (5000, None)]
OST_DELIVERY = [(0, 149.99), (150, 499.99), (500, None)]
PEL_BANDS = [(1, 4), (5, 19), (20, None)]
assert len(KRA_BANDS) == len(d.KRANICH_TIERS) and len(KRA_VERSAND) == len(d.KRANICH_VERSAND)
assert len(AKC_BANDS) == len(d.AKCA_BANDS) and len(QUI_BANDS) == len(d.QUILL_TIERS)
assert len(QUI_DELIVERY) == len(d.QUILL_DELIVERY) and len(OST_BANDS) == len(d.OSTR_BANDS)
assert len(OST_DELIVERY) == len(d.OSTR_DELIVERY) and len(PEL_BANDS) == len(d.PELL_TIERS)

# ====================================================================== Kranichsfeld (German, EUR per piece)
kra = {k: (b, ve, dict(zip(d.KRANICH_TIERS, ps))) for k, b, ve, ps in d.KRANICH_ARTIKEL}
KC = "Stückpreis netto (EUR) > "


def ktier(n: int) -> str:
    return d.KRANICH_TIERS[band(n, KRA_BANDS)]


t = ktier(300)
x = kra["KB-1120"][2][t]
q("Was kostet das Topfscharnier mit Dämpfung pro Stück, wenn wir 300 Stück bestellen?", "range_lookup",
  num(x, "EUR", d.de(x)), [ev(KRA, "t1", "KB-1120", KC + t)])

i = band(640, KRA_VERSAND)
b, fee = d.KRANICH_VERSAND[i]
q("Wie hoch sind bei Kranichsfeld die Versandkosten für eine Bestellung mit 640 € Warenwert (netto)?", "range_lookup",
  num(fee, "EUR", d.de(fee)), [ev(KRA, "t3", b, "Versandkosten (EUR)")])

t = ktier(1200)
assert kra["KB-4400"][2][t] == "auf Anfrage"
q("Stückpreis für das Möbelschloss KB-4400 bei 1.200 Stück?", "unanswerable",
  none("The KB-4400 price for 1,000 pieces and more is 'auf Anfrage' (on request): no figure is printed."), [])

t = ktier(600)
tot = round(600 * kra["KB-2210"][2][t], 2)
q("Kranichsfeld: we need 600 of the 160 mm stainless bar handles. What's the net total for the order?", "product",
  num(tot, "EUR", money(tot), tolerance=0.01), [ev(KRA, "t1", "KB-2210", KC + t)])

ms2 = next(p for k, _, p in d.KRANICH_WERKZEUG if k == "KB-9020")
tot = round(ms2 * (1 + d.KRANICH_MWST / 100), 2)
q("Wie viel kostet die Montagestation MS-2 brutto, also inklusive Mehrwertsteuer?", "product",
  num(tot, "EUR", d.de(tot), tolerance=0.01), [ev(KRA, "t2", "KB-9020", "Preis je Stück (EUR)")])

t = ktier(120)
hinges = [k for k, (b_, _, _) in kra.items() if "scharnier" in b_.lower()]
assert len(hinges) == 3
low = min(hinges, key=lambda k: kra[k][2][t])
q("Ordering 120 pieces, which of Kranichsfeld's hinges is the cheapest per piece?", "argmin",
  text(kra[low][0], low, kra[low][0].split(",")[0]), [ev(KRA, "t1", k, KC + t) for k in hinges])

a, z = d.KRANICH_TIERS[0], d.KRANICH_TIERS[-1]
v = kra["KB-3310"][2]
q("How much cheaper per pair, in percent, is the 550 mm full-extension runner at the top volume tier compared "
  "with the smallest order tier? (Kranichsfeld)", "percent_change", pct(pct_change(v[z], v[a]), accept_abs=True),
  [ev(KRA, "t1", "KB-3310", KC + z), ev(KRA, "t1", "KB-3310", KC + a)])

# ====================================================================== Akçakoca Ambalaj (Turkish, TL per carton)
akc_size = {k: o for k, _, o, _ in d.AKCA_KOLILER}
akc_group = {k: dl for k, dl, _, _ in d.AKCA_KOLILER}
akc_cap = {k: kg for k, _, _, kg in d.AKCA_KOLILER}
AKC_HEAD = {"Tek oluklu": "Tek oluklu (3 katlı) > ", "Çift oluklu": "Çift oluklu (5 katlı) > "}


def akc(code: str, n: int) -> tuple[float | str, str, dict]:
    i = band(n, AKC_BANDS)
    return d.AKCA_FIYAT[code][i], d.AKCA_BANDS[i], ev(AKC, "t2", d.AKCA_BANDS[i], AKC_HEAD[akc_group[code]] + code)


code = next(k for k, o in akc_size.items() if o == "40 × 30 × 25")
x, b, e = akc(code, 2500)
q("40×30×25 cm ölçülerindeki koliden 2.500 adet sipariş verirsem adet fiyatı ne olur?", "range_lookup",
  num(x, "TRY", d.de(x)), [ev(AKC, "t1", code, "İç ölçüler (cm)"), e])

x, b, e = akc("ÇK-60", 1200)
tot = round(1200 * x, 2)
q("1.200 adet ÇK-60 koli KDV hariç toplam kaç TL tutar?", "product", num(tot, "TRY", d.de(tot), tolerance=0.01), [e])

assert 50 < d.AKCA_MIN and AKC_BANDS[0][0] == d.AKCA_MIN
q("K-20 koliden sadece 50 adet almak istiyorum, birim fiyatı nedir?", "unanswerable",
  none("Akçakoca sells at least 100 cartons per code; the price grid starts at 100–499, so no price for 50 is given."), [])

bal = next((u, f) for u, _, f in d.AKCA_DIGER if u.startswith("Baloncuklu"))
tot = round(bal[1] * (1 + d.AKCA_KDV / 100), 2)
q("Baloncuklu naylonun bir rulosu KDV dahil kaç lira?", "product", num(tot, "TRY", d.de(tot), tolerance=0.01),
  [ev(AKC, "t3", bal[0], "Fiyat (TL, KDV hariç)")])

x = akc_cap["K-30"]
q("How much weight can Akçakoca's K-30 carton take, in kg?", "lookup", num(x, "kg", str(x)),
  [ev(AKC, "t1", "K-30", "Taşıma kapasitesi (kg)")])

i = band(800, AKC_BANDS)
single = [k for k in d.AKCA_FIYAT if akc_group[k] == "Tek oluklu"]
assert len(single) == 3
tot = round(sum(800 * d.AKCA_FIYAT[k][i] for k in single), 2)
q("Akçakoca: if we take 800 of each single-wall carton size (K-20, K-30 and K-40), what's the total before KDV, "
  "in lira?", "sum", num(tot, "TRY", d.de(tot), tolerance=0.01),
  [ev(AKC, "t2", d.AKCA_BANDS[i], AKC_HEAD["Tek oluklu"] + k) for k in single])

# ====================================================================== Quillmoor Packaging (GBP per unit, tiers as columns)
qui = {c: (p, u, dict(zip(d.QUILL_TIERS, xs))) for c, p, u, xs in d.QUILL_ITEMS}
QC = "Price per unit (GBP) by quantity ordered > "


def qtier(n: int) -> str:
    return d.QUILL_TIERS[band(n, QUI_BANDS)]


t = qtier(250)
x = qui["QP-301"][2][t]
q("Quillmoor's price per roll of clear packing tape if we order 250 rolls?", "range_lookup",
  num(x, "GBP", money(x)), [ev(QUI, "t1", "QP-301", QC + t)])

t = qtier(2400)
x = qui["QP-210"][2][t]
q("quillmoor QP-210 double wall cartons x 2,400 - unit price", "range_lookup", num(x, "GBP", money(x)),
  [ev(QUI, "t1", "QP-210", QC + t)])

t = qtier(12)
goods = round(12 * qui["QP-620"][2][t], 2)
b, fee = d.QUILL_DELIVERY[band(goods, QUI_DELIVERY)]
assert fee is not None
tot = round(goods + fee, 2)
q("Twelve packs of Quillmoor's mailing bags delivered to our warehouse in Derby: what's the total, ex VAT, "
  "including the delivery charge?", "product", num(tot, "GBP", money(tot), tolerance=0.01),
  [ev(QUI, "t1", "QP-620", QC + t), ev(QUI, "t2", b, "Delivery charge (GBP)")])

a, z = d.QUILL_TIERS[0], d.QUILL_TIERS[-1]
disc = {c: 1 - v[2][z] / v[2][a] for c, v in qui.items() if is_num(v[2][z])}
top = max(disc, key=disc.get)
assert sorted(disc.values())[-1] - sorted(disc.values())[-2] > 0.01
q("Which Quillmoor product gets the biggest percentage discount going from the 1–99 band to the 2,000+ band?",
  "argmax", text(qui[top][0], top, qui[top][0].split(",")[0], "clear packing tape"),
  [ev(QUI, "t1", c, QC + t_) for c in disc for t_ in (a, z)])

rolls = [c for c, v in qui.items() if v[1] == "roll"]
q("How many of the products on Quillmoor's list are sold by the roll?", "count", num(len(rolls), None, str(len(rolls))),
  [ev(QUI, "t1", c, "Unit") for c in rolls])

assert qui["QP-510"][2][qtier(3000)] == d.ON_REQUEST
# (the bubble-wrap 2,000+ cell is used as the cross-document unanswerable below)

# ====================================================================== Ostrander Box & Tape (GBP, bands as rows, £ in cells)
ost_desc = dict(d.OSTR_KEY)


def ost(code: str, n: int) -> tuple[float, str, dict]:
    i = band(n, OST_BANDS)
    return d.OSTR_PRICES[code][i], d.OSTR_BANDS[i], ev(OST, "t2", d.OSTR_BANDS[i], code)


def ost_code(prefix: str) -> str:
    return next(c for c, s in d.OSTR_KEY if s.startswith(prefix))


c = ost_code("Stretch film")
x, b, e = ost(c, 120)
q("Ostrander's unit price for stretch film if I take 120 rolls?", "range_lookup", num(x, "GBP", f"£{x:,.2f}"),
  [ev(OST, "t1", c, "Description"), e])

c = ost_code("Double-wall")
x, b, e = ost(c, 200)
goods = round(200 * x, 2)
cb, fee = d.OSTR_DELIVERY[band(goods, OST_DELIVERY)]
assert fee is not None
tot = round(goods + fee, 2)
q("What would 200 double-wall cartons from Ostrander cost with carriage, excluding VAT?", "product",
  num(tot, "GBP", money(tot), tolerance=0.01),
  [ev(OST, "t1", c, "Description"), e, ev(OST, "t3", cb, "Carriage")])

# --- across the two English packaging suppliers (same products, different bands)
QUI_ALIASES = ("Quillmoor", "Quillmoor Packaging", "Quillmoor Packaging Supplies Ltd")
OST_ALIASES = ("Ostrander", "Ostrander Box & Tape", "Ostrander Box and Tape", "Ostrander Box & Tape Co")


def winner(qp: float, op: float) -> dict:
    assert qp != op
    return text("Quillmoor Packaging Supplies", *QUI_ALIASES) if qp < op else \
        text("Ostrander Box & Tape Co.", *OST_ALIASES)


n = 300
t = qtier(n)
c = ost_code("Packing tape")
op, ob, oe = ost(c, n)
qp = qui["QP-301"][2][t]
q("For 300 rolls of 48 mm clear packing tape, who's cheaper per roll — Quillmoor or Ostrander?", "cross_document",
  winner(qp, op), [ev(QUI, "t1", "QP-301", QC + t), ev(OST, "t1", c, "Description"), oe])

n = 1500
t = qtier(n)
c = ost_code("Single-wall carton 457")
op, ob, oe = ost(c, n)
qp = qui["QP-104"][2][t]
gap = round(qp - op, 2)
q("We'd buy 1,500 single-wall cartons, 457 × 305 × 305 mm. What's the difference in unit price between "
  "Quillmoor and Ostrander?", "cross_document", num(gap, "GBP", money(gap), tolerance=0.001, accept_abs=True),
  [ev(QUI, "t1", "QP-104", QC + t), ev(OST, "t1", c, "Description"), oe])

n = 60
t = qtier(n)
c = ost_code("Stretch film")
op, ob, oe = ost(c, n)
qp = qui["QP-402"][2][t]
save = round(abs(n * qp - n * op), 2)
q("60 rolls of 400 mm stretch film: how much do we save by buying from the cheaper of Quillmoor and Ostrander? "
  "Ignore delivery.", "cross_document", num(save, "GBP", money(save), tolerance=0.01, accept_abs=True),
  [ev(QUI, "t1", "QP-402", QC + t), ev(OST, "t1", c, "Description"), oe])

n = 600
t = qtier(n)
c = ost_code("Bubble wrap")
op, ob, oe = ost(c, n)
qp = qui["QP-510"][2][t]
q("Bubble wrap 750 mm × 100 m, 600 rolls — which of our two packaging suppliers, Quillmoor or Ostrander, has the "
  "lower unit price?", "cross_document", winner(qp, op),
  [ev(QUI, "t1", "QP-510", QC + t), ev(OST, "t1", c, "Description"), oe])

# ====================================================================== Pellworth Lab Supply (USD per case)
pel = {i: (dsc, cc, dict(zip(d.PELL_TIERS, xs))) for _, items in d.PELL_SECTIONS for i, dsc, cc, xs in items}
PC = "Price per case (USD) > "


def ptier(n: int) -> str:
    return d.PELL_TIERS[band(n, PEL_BANDS)]


t = ptier(12)
x = pel["PL-2050"][2][t]
q("Pellworth: if we order 12 cases of the sterile 50 mL conical tubes, what's the price per case?", "range_lookup",
  num(x, "USD", money(x)), [ev(PEL, "t1", "PL-2050", PC + t)])

t = ptier(3)
goods = round(3 * pel["PL-2015"][2][t], 2)
assert goods < d.PELL_FREE_FROM
tot = round(goods + d.PELL_SHIPPING, 2)
q("Three cases of 1.5 mL microcentrifuge tubes from Pellworth, shipping included — total?", "product",
  num(tot, "USD", money(tot), tolerance=0.01), [ev(PEL, "t1", "PL-2015", PC + t)])

t = ptier(20)
assert pel["PL-2015C"][2][t] == d.ON_REQUEST
q("What does a case of Pellworth's 2 mL cryovials cost when ordering 20 cases?", "unanswerable",
  none("The cryovials' 20+ cases price is 'on request'."), [])

t = ptier(25)
tips = [i for i, (dsc, _, _) in pel.items() if "tips" in dsc]
low = min(tips, key=lambda i: pel[i][2][t])
q("At 25 cases, which Pellworth pipette tip is cheapest per case?", "argmin",
  text(pel[low][0], low, "200 µL filter tips", "200 uL filter tips", "Filter tips 200 µL"),
  [ev(PEL, "t1", i, PC + t) for i in tips])

# ====================================================================== Grimbleby Fixings (catalogue, GBP per pack, 3 pages)
grim = {code: (dsc, size, mat, qty, price) for _, items in d.GRIM_SECTIONS for code, dsc, size, mat, qty, price in items}
gpage = d.grimbleby_pages()
PRICE, QTY = "Price per pack (GBP)", "Pack qty"


def gev(code: str, col: str = PRICE) -> dict:
    return ev(GRI, "t1", code, col, gpage[code])


x = grim["GF-TB1095"][4]
assert gpage["GF-TB1095"] == 2
q("Grimbleby price for a pack of M10 × 95 through-bolt anchors?", "multi_page_lookup", num(x, "GBP", money(x)),
  [gev("GF-TB1095")])

_, _, _, qty, price = grim["GF-TS12"]
assert gpage["GF-TS12"] == 3
each = price / qty
q("Grimbleby only sells threaded rod by the pack. What does one M12 stainless rod work out at?", "ratio",
  num(round(each, 2), "GBP", money(each), tolerance=0.005), [gev("GF-TS12"), gev("GF-TS12", QTY)])

ss = [c for c, v in grim.items() if v[0].startswith("Hex bolt") and v[2] == "Stainless A2"]
top = max(ss, key=lambda c: grim[c][4])
q("Which of Grimbleby's stainless hex bolt packs is the most expensive?", "argmax",
  text(top, grim[top][1], grim[top][1].replace("×", "x"), f"{grim[top][1]} stainless hex bolt"), [gev(c) for c in ss])

need = {"GF-FW08": 1000, "GF-HN08": 400}
packs = {c: -(-n // grim[c][3]) for c, n in need.items()}
assert all(packs[c] * grim[c][3] == n for c, n in need.items())
tot = round(sum(packs[c] * grim[c][4] for c in need), 2)
q("I need 1,000 M8 flat washers and 400 M8 hex nuts from Grimbleby. What's that going to cost, ex VAT and before "
  "carriage?", "sum", num(tot, "GBP", money(tot), tolerance=0.01),
  [gev(c) for c in need] + [gev(c, QTY) for c in need])

disc = [c for c, v in grim.items() if v[0].endswith("†")]
q("How many lines in the Grimbleby catalogue are marked as being discontinued?", "count",
  num(len(disc), None, str(len(disc))), [ev(GRI, "t1", c, "Description", gpage[c]) for c in disc])

assert not any("A4" in v[2] for v in grim.values())
q("Grimbleby trade price for a pack of M10 × 60 hex bolts in A4 stainless?", "unanswerable",
  none("Only A2 stainless is listed; the footnote says A4 grade is on request."), [])

ws = [c for c, v in grim.items() if v[0] == "Wood screw, pozi countersunk"]
avg = sum(grim[c][4] for c in ws) / len(ws)
assert all(gpage[c] == 2 for c in ws)
q("Average pack price across Grimbleby's pozi countersunk wood screws?", "average",
  num(round(avg, 2), "GBP", f"{avg:.2f}", tolerance=0.005), [gev(c) for c in ws])

# ====================================================================== Lumenary Lighting (catalogue, EUR, 2 pages)
lum = {c: dict(zip(("product", "size", "w", "lm", "k", "ip", "eur"), rest)) for c, *rest in d.LUM_ITEMS}
lpage = d.lumenary_pages()


def lev(code: str, col: str = "Price (EUR)") -> dict:
    return ev(LUM, "t1", code, col, lpage[code])


x = lum["LM-HB1500-850"]["eur"]
assert lpage["LM-HB1500-850"] == 2
q("Lumenary LM-HB1500-850 — list price?", "multi_page_lookup", num(x, "EUR", money(x)), [lev("LM-HB1500-850")])

c = "LM-PN1240-840"
eff = lum[c]["lm"] / lum[c]["w"]
q("What's the efficacy in lm/W of Lumenary's 1200 × 300 LED panel in 4000 K?", "ratio",
  num(round(eff, 2), "lm/W", f"{eff:g}", tolerance=0.05), [lev(c, "Flux (lm)"), lev(c, "Power (W)")])

hb = [c for c in lum if lum[c]["product"].startswith("High bay")]
eff = {c: lum[c]["lm"] / lum[c]["w"] for c in hb}
top = max(eff, key=eff.get)
assert sorted(eff.values())[-1] - sorted(eff.values())[-2] > 1
q("Which Lumenary high bay gives the most lumens per watt?", "argmax", text(top, lum[top]["product"]),
  [lev(c, col) for c in hb for col in ("Flux (lm)", "Power (W)")])

ip65 = [c for c in lum if int(lum[c]["ip"][2:]) >= 65]
q("How many luminaires in the Lumenary catalogue are rated IP65 or better?", "count",
  num(len(ip65), None, str(len(ip65))), [lev(c, "IP") for c in ip65])

cool = [c for c in lum if lum[c]["k"] == 6500]
q("List the Lumenary item codes with a colour temperature of 6500 K.", "filter_list", lst(cool),
  [lev(c, "CCT (K)") for c in cool])

c = "LM-DL1520-840"
tot = round(12 * (lum[c]["eur"] + d.LUM_DALI), 2)
q("Please price 12 of Lumenary's LM-DL1520-840 downlights, each fitted with the DALI dimmable driver.", "product",
  num(tot, "EUR", money(tot), tolerance=0.01), [lev(c)])

low = min(lum, key=lambda c: lum[c]["eur"])
assert sorted(v["eur"] for v in lum.values())[1] > lum[low]["eur"]
q("What's the cheapest luminaire in Lumenary's 2025 catalogue?", "argmin", text(low, lum[low]["product"]),
  [lev(c) for c in lum])

# ====================================================================== Quenby Hydraulics (annual report, £ million)
qis, qbs, qcf, qseg = d.quenby_is(), d.quenby_bs(), d.quenby_cf(), d.quenby_segments()
Y24, Y23 = d.QUENBY_YEARS


def m(tenths_: int) -> float:
    return round(tenths_ / 10, 1)


def fr(tenths_: int) -> str:
    return d.tenths(tenths_)


x = qis["Revenue"][0]
q("Quenby Hydraulics revenue for 2024?", "lookup", num(m(x), "GBP", fr(x), **K_GBPM), [ev(QUE, "t1", "Revenue", Y24)])

op = qis["Operating profit"]
q("By what percentage did Quenby's operating profit grow in 2024?", "percent_change", pct(pct_change(op[0], op[1])),
  [ev(QUE, "t1", "Operating profit", Y24), ev(QUE, "t1", "Operating profit", Y23)])

gm = qis["Gross profit"][0] / qis["Revenue"][0] * 100
q("Quenby's gross margin for 2024 — to one decimal place, please.", "ratio", pct(gm, 1),
  [ev(QUE, "t1", "Gross profit", Y24), ev(QUE, "t1", "Revenue", Y24)])

nd = -(qbs["Borrowings (current)"][0] + qbs["Borrowings (non-current)"][0]) - qbs["Cash and cash equivalents"][0]
q("What was Quenby's net debt at 31 December 2024 (current plus non-current borrowings, less cash)? In £m.", "sum",
  num(m(nd), "GBP", f"{nd / 10:.1f}", tolerance=0.05, **K_GBPM),
  [ev(QUE, "t2", r, Y24, 2) for r in ("Borrowings (current)", "Borrowings (non-current)", "Cash and cash equivalents")])

fcf = qcf["Net cash from operating activities"][0] + qcf["Purchase of property, plant and equipment"][0] + \
    qcf["Purchase of intangible assets"][0]
q("Free cash flow for Quenby in 2024, taken as operating cash flow less purchases of PP&E and intangibles?",
  "difference", num(m(fcf), "GBP", f"{fcf / 10:.1f}", tolerance=0.05, **K_GBPM),
  [ev(QUE, "t3", r, Y24, 3) for r in ("Net cash from operating activities", "Purchase of property, plant and equipment",
                                      "Purchase of intangible assets")])

am = qseg["Aftermarket Services"][0][0]
share = am / qis["Revenue"][0] * 100
q("What share of Quenby's 2024 revenue came from Aftermarket Services?", "ratio", pct(share),
  [ev(QUE, "t4", "Aftermarket Services", f"Revenue > {Y24}", 3), ev(QUE, "t4", "Group", f"Revenue > {Y24}", 3)])

segs = [s for s in qseg if s not in ("Central costs", "Group")]
margin = {s: qseg[s][1][0] / qseg[s][0][0] for s in segs}
top = max(margin, key=margin.get)
assert sorted(margin.values())[-1] - sorted(margin.values())[-2] > 0.02
q("Which Quenby segment had the highest operating margin in 2024?", "argmax", text(top),
  [ev(QUE, "t4", s, f"{c} > {Y24}", 3) for s in segs for c in ("Revenue", "Operating profit")])

x = qcf["Dividends paid"][1]
q("Return: Quenby Hydraulics, dividends paid, FY2023, £m.", "lookup_header_path",
  num(m(x), "GBP", fr(x), accept_abs=True, **K_GBPM), [ev(QUE, "t3", "Dividends paid", Y23, 3)])

rb = qbs["Retirement benefit obligations"]
fall = rb[0] - rb[1]
assert fall > 0  # the liability (negative) shrank
q("By how much did Quenby's retirement benefit obligations go down over 2024?", "difference",
  num(m(fall), "GBP", f"{fall / 10:.1f}", tolerance=0.05, accept_abs=True, **K_GBPM),
  [ev(QUE, "t2", "Retirement benefit obligations", Y24, 2), ev(QUE, "t2", "Retirement benefit obligations", Y23, 2)])

assert "2022" not in d.QUENBY_YEARS
q("What was Quenby Hydraulics' revenue in 2022?", "unanswerable",
  none("The 2024 annual report shows 2024 and 2023 only."), [])

# ====================================================================== Corvallo Energia (factsheet, EUR million unless stated)
cor = {lab: dict(zip(d.CORVALLO_YEARS, vals)) for lab, vals, _ in d.CORVALLO_KEY}
cor_dec = {lab: dec for lab, _, dec in d.CORVALLO_KEY}
cor["EBITDA margin (%)"] = dict(zip(d.CORVALLO_YEARS, d.corvallo_margin()))


def cev(row: str, year: str) -> dict:
    return ev(COR, "t1", row, year)


x = cor["EBITDA"]["2022"]
q("Corvallo Energia EBITDA in 2022?", "lookup", num(x, "EUR", d.en(x, 1), **K_EURM), [cev("EBITDA", "2022")])

npf = cor["Net profit"]
q("Corvallo's net profit: percentage change from 2023 to 2024?", "percent_change",
  pct(pct_change(npf["2024"], npf["2023"])), [cev("Net profit", "2024"), cev("Net profit", "2023")])

mg = cor["EBITDA margin (%)"]
top = max(mg, key=mg.get)
assert sorted(mg.values())[-1] > sorted(mg.values())[-2]
q("In which year was Corvallo's EBITDA margin highest?", "argmax", text(top, f"FY{top}"),
  [cev("EBITDA margin (%)", y) for y in d.CORVALLO_YEARS])

x = cor["Employees (number)"]["2021"]
q("corvallo headcount 2021", "lookup", num(x, None, d.en(x, 0)), [cev("Employees (number)", "2021")])

mix = d.corvallo_mix()
x = mix["Wind"][1]
q("What share of the electricity Corvallo generated in 2024 came from wind?", "lookup",
  num(x, "%", d.en(x, 1)), [ev(COR, "t2", "Wind", "Share (%)")])

cap = cor["Capital expenditure"]
tot = round(sum(cap.values()), 1)
q("Total capital expenditure at Corvallo over the five years 2020–2024, in EUR million?", "sum",
  num(tot, "EUR", d.en(tot, 1), tolerance=0.05, **K_EURM), [cev("Capital expenditure", y) for y in cap])

dps = cor["Dividend per share (EUR)"]
avg = sum(dps.values()) / len(dps)
q("Average dividend per share Corvallo paid over 2020–2024? Two decimals.", "average",
  num(round(avg, 2), "EUR", f"{avg:.2f}", decimals=2), [cev("Dividend per share (EUR)", y) for y in dps])

# ====================================================================== Brisken Software (Q3 2025, USD thousands)
bis = d.brisken_is()
BQ = {k: ("Three months ended Sep 30 > " if k.startswith("Three") else "Nine months ended Sep 30 > ") + k[-4:]
      for k in d.BRISKEN_COLS}
bcol = dict(zip(d.BRISKEN_COLS, range(4)))


def bv(row: str, col: str) -> int:
    return bis[row][bcol[col]]


def bev(row: str, col: str, table_: str = "t1") -> dict:
    return ev(BRI, table_, row, BQ[col])


Q25, Q24, N25, N24 = d.BRISKEN_COLS
x = bv("Subscription", Q25)
q("Brisken subscription revenue in Q3 2025? Answer in USD thousands.", "lookup_header_path",
  num(x, "USD", d.en(x, 0), **K_USDK), [bev("Subscription", Q25)])

q("Year-over-year growth in Brisken's third-quarter subscription revenue, in percent?", "percent_change",
  pct(pct_change(bv("Subscription", Q25), bv("Subscription", Q24))), [bev("Subscription", Q25), bev("Subscription", Q24)])

gm = bv("Gross profit", N25) / bv("Total revenue", N25) * 100
q("What was Brisken's gross margin for the first nine months of 2025? Round to one decimal.", "ratio", pct(gm, 1),
  [bev("Gross profit", N25), bev("Total revenue", N25)])

x = bv("Net income (loss)", N24)
assert x < 0
q("How large was Brisken's net loss for the nine months ended September 30, 2024?", "lookup_header_path",
  num(x, "USD", d.fin(x), accept_abs=True, **K_USDK), [bev("Net income (loss)", N24)])

ARR = "Annual recurring revenue (USD millions)"
kpi = {lab: dict(zip(d.BRISKEN_KPI_DATES, xs)) for lab, xs, _ in d.BRISKEN_KPIS}
x = kpi[ARR]["Jun 30, 2025"]
q("Brisken's ARR at the end of June 2025?", "lookup_header_path", num(x, "USD", d.en(x, 1), **K_USDM),
  [ev(BRI, "t2", ARR, "Jun 30, 2025")])

tot = bv("Research and development", Q25) + bv("Sales and marketing", Q25)
q("How much did Brisken spend on R&D and sales & marketing together in Q3 2025?", "sum",
  num(-tot, "USD", d.en(-tot, 0), accept_abs=True, **K_USDK),
  [bev("Research and development", Q25), bev("Sales and marketing", Q25)])

q("What revenue did Brisken report for the fourth quarter of 2025?", "unanswerable",
  none("The letter covers the third quarter and nine months of 2025; it gives no Q4 figures or guidance."), [])

TC = "Total customers"
diff = kpi[TC]["Sep 30, 2025"] - kpi[TC]["Sep 30, 2024"]
q("Net new customers at Brisken between Sep 30, 2024 and Sep 30, 2025?", "difference", num(diff, None, str(diff)),
  [ev(BRI, "t2", TC, "Sep 30, 2025"), ev(BRI, "t2", TC, "Sep 30, 2024")])

# ====================================================================== Vellacott heat pumps (models as columns)
vel = {lab: dict(zip(d.VELL_MODELS, xs)) for lab, xs, _ in d.VELL_SPECS}

x = vel["Weight (kg)"]["VHP-12"]
q("How heavy is the Vellacott VHP-12?", "transposed_lookup", num(x, "kg", str(x)), [ev(VEL, "t1", "Weight (kg)", "VHP-12")])

COP = "COP at A7/W35"
top = max(d.VELL_MODELS, key=lambda mo: vel[COP][mo])
q("Which Vellacott model has the highest COP at A7/W35?", "argmax", text(top, f"Vellacott {top}"),
  [ev(VEL, "t1", COP, mo) for mo in d.VELL_MODELS])

three = [mo for mo in d.VELL_MODELS if "3~" in vel["Power supply"][mo]]
q("How many of the Vellacott heat pumps need a three-phase supply?", "count", num(len(three), None, str(len(three))),
  [ev(VEL, "t1", "Power supply", mo) for mo in d.VELL_MODELS])

LP, HC = "List price (EUR, excl. VAT)", "Heating capacity at A7/W35 (kW)"
per_kw = vel[LP]["VHP-16"] / vel[HC]["VHP-16"]
q("Vellacott VHP-16: list price per kW of heating capacity at A7/W35, rounded to the nearest euro?", "ratio",
  num(round(per_kw), "EUR", f"{per_kw:.0f}", decimals=0), [ev(VEL, "t1", LP, "VHP-16"), ev(VEL, "t1", HC, "VHP-16")])

assert not any("cool" in lab.lower() for lab in vel)
q("What is the cooling capacity of the VHP-8?", "unanswerable",
  none("The spec sheet gives heating data only; no cooling capacity is listed."), [])

# ====================================================================== Pendlebury Cloud support plans (plans as columns)
pen = {r[0]: dict(zip(d.PEND_PLANS, r[1])) for r in d.PEND_ROWS if not r[0].startswith("#")}
PM, PY = "Price per month (USD)", "Price per year, billed annually (USD)"

x = pen[PY]["Premium"]
q("Pendlebury Premium support — what's the yearly price if I pay annually?", "transposed_lookup",
  num(x, "USD", money(x)), [ev(PEN, "t1", PY, "Premium")])

save = round(12 * pen[PM]["Business"] - pen[PY]["Business"], 2)
q("How much would we save per year on Pendlebury's Business plan by paying annually rather than monthly?",
  "difference", num(save, "USD", money(save), tolerance=0.01), [ev(PEN, "t1", PM, "Business"), ev(PEN, "t1", PY, "Business")])

allday = [p for p in d.PEND_PLANS if pen["Support hours"][p] == "24/7"]
q("Which Pendlebury plans give you 24/7 support?", "filter_list", lst(allday),
  [ev(PEN, "t1", "Support hours", p) for p in d.PEND_PLANS])

CR = "Critical: production down"
x = pen[CR]["Business"]
q("If production goes down and we're on Pendlebury Business, how quickly should an engineer respond?",
  "transposed_lookup", num(x, "hours", str(x)), [ev(PEN, "t1", CR, "Business")])

assert pen[PM]["Enterprise"] == d.ON_REQUEST
q("How much is Pendlebury's Enterprise support plan per month?", "unanswerable",
  none("Enterprise pricing is 'on request' (quoted by sales)."), [])

add = dict(d.PEND_ADDONS)
XC, PH = "Extra named contact (per month)", "Phone support add-on for Business (per month)"
tot = round(pen[PM]["Business"] + add[PH] + 2 * add[XC], 2)
q("Business plan plus the phone support add-on and two extra named contacts — what's the monthly bill at "
  "Pendlebury?", "sum", num(tot, "USD", money(tot), tolerance=0.01),
  [ev(PEN, "t1", PM, "Business"), ev(PEN, "t2", PH, "Price (USD)"), ev(PEN, "t2", XC, "Price (USD)")])


if __name__ == "__main__":
    sys.exit(write(QUESTIONS, HERE / "questions.jsonl"))
