"""Writes bench/business-other2/questions.jsonl: held-out questions and their gold answers.

    python bench/business-other2/make_questions.py

Every gold is computed from the data structures of make_docs.py (never typed from a run and never
from tabsql's output: tabsql was neither run nor read while this set was written), so a figure
changed there changes its answers here. Number golds follow /work/shared/tools/score.py: `value` in
the table's printed unit with `scale` for a stated scale ("in thousands of EUR" -> 1000), `raw` as
printed (or as computed), `tolerance` / `decimals` for computed figures, `accept_abs` where the sign
of an expense or loss may fairly be dropped, `aliases` for other names of a text answer.
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import make_docs as d  # noqa: E402
from held_out_gold import asker, ev, lst, money, none, num, pct, pct_change, text, write  # noqa: E402  (bench/held_out_gold.py)
from held_out_gold import band as tier  # noqa: E402  (the quantity band a number falls in)

QUA, FER, SAL = "quarrystone_pricelist_2025.pdf", "fernhollow_packaging_prices_2025.pdf", "saltmarsh_rate_card_2025.pdf"
ESK, RED, BRI = "eskerfield_annual_report_2025.pdf", "redcliff_annual_report_fy2025.pdf", "brisklane_q4_2025_results.pdf"
TAL, KEL, COR = "tallyforge_plans_2025.pdf", "kelderwick_inverters_datasheet.pdf", "corran_bay_hotel_rates_2025.pdf"
SKE, WEN = "skerrow_ferries_fares_2025.pdf", "wendelsrode_stromtarife_2025.pdf"

K_EUR = {"scale": 1000, "scale_note": "in thousands of EUR"}
M_USD = {"scale": 1_000_000, "scale_note": "USD millions"}
K_GBP = {"scale": 1000, "scale_note": "£ thousands"}

QUESTIONS: list[dict] = []
q = asker(QUESTIONS, "bo2", "other2", "business-other2")


# The printed bands as numbers (the labels live in make_docs.py)
QUA_BANDS = [(1, 49), (50, 199), (200, 999), (1000, None)]
FER_BANDS = [(1, 99), (100, 249), (250, 499), (500, None)]
SAL_BANDS = [(0, 1), (1.01, 2), (2.01, 5), (5.01, 10), (10.01, 20), (20.01, 30), (30.01, 50), (50.01, 75),
             (75.01, 100), (100.01, 150), (150.01, 200), (200.01, 300), (300.01, 500), (500.01, 750), (750.01, 1000)]
assert len(QUA_BANDS) == len(d.QUARRYSTONE_TIERS) and len(FER_BANDS) == len(d.FERNHOLLOW_BANDS)
assert len(SAL_BANDS) == len(d.SALTMARSH_RATES)

# ====================================================================== supplier price lists
qua = {no: (name, prices) for no, name, _, prices in d.QUARRYSTONE_ITEMS}
fer = {code: (name, prices) for code, name, prices in d.FERNHOLLOW_PRODUCTS}
QCOL = "Unit price (USD) by quantity ordered > "


def qcol(i: int) -> str:
    return QCOL + d.QUARRYSTONE_TIERS[i]


def fcol(code: str) -> str:
    return f"{code} {fer[code][0]}"


i = tier(1, QUA_BANDS)
q("Hi, what does Quarrystone charge for a single roll of their brown 48 mm packing tape?", "range_lookup",
  num(qua["QP-2050"][1][i], "USD", money(qua["QP-2050"][1][i])), [ev(QUA, "t1", "QP-2050", qcol(i))])

i = tier(80, QUA_BANDS)
assert d.QUARRYSTONE_FOOTNOTE_CELL == ("QP-4080", i)
q("Quarrystone mailing bags 325 x 440 mm: what's the price per pack of 100 if we take 80 packs?", "range_lookup",
  num(qua["QP-4080"][1][i], "USD", money(qua["QP-4080"][1][i]) + "*", [d.QUARRYSTONE_FOOTNOTE.lstrip("* ")]),
  [ev(QUA, "t1", "QP-4080", qcol(i))])

i = tier(1200, QUA_BANDS)
tot = round(1200 * qua["QP-1030"][1][i], 2)
q("What would 1,200 double-wall cartons (600 x 400 x 400 mm) from Quarrystone come to, before delivery? "
  "Answer in USD.", "product", num(tot, "USD", money(tot), tolerance=0.01), [ev(QUA, "t1", "QP-1030", qcol(i))])

band, charge = d.QUARRYSTONE_DELIVERY[1]
assert 150 <= 320 <= 499.99
q("quarrystone delivery charge for a $320 order", "range_lookup",
  num(charge, "USD", money(charge)), [ev(QUA, "t2", band, "Delivery charge (USD)")])

disc = {no: (p[0] - p[-1]) / p[0] for no, (_, p) in qua.items()}
top = max(disc, key=disc.get)
assert sorted(disc.values())[-1] - sorted(disc.values())[-2] > 0.01
q("Which Quarrystone item gets the deepest percentage discount going from the 1–49 band to the 1,000+ band?",
  "argmax", text(qua[top][0], top), [ev(QUA, "t1", top, qcol(0)), ev(QUA, "t1", top, qcol(3))])

q("Does Quarrystone list corner protectors (edge boards)? If so, what's the unit price for 500?", "unanswerable",
  none("Quarrystone's list has no corner protectors."), [])

i = tier(300, FER_BANDS)
p = fer["FH-B50"][1][i]
q("fernhollow bubble wrap, price per roll when ordering 300 rolls", "range_lookup",
  num(p, "USD", f"${p:.2f}"), [ev(FER, "t1", d.FERNHOLLOW_BANDS[i], fcol("FH-B50"))])

under = [c for c, (_, ps) in fer.items() if ps[-1] < 2.00]
q("How many of Fernhollow's packaging products are priced under $2.00 a unit in the top volume band?", "count",
  num(len(under), None, str(len(under))), [ev(FER, "t1", d.FERNHOLLOW_BANDS[-1], fcol(c)) for c in under])

# --- across the two suppliers (the same carton: QP-1020 / FH-C43; stretch film QP-3060 / FH-S53)
for qty, wording in ((120, "Hi! We need 120 single-wall cartons, 400 x 300 x 250 mm. Is Quarrystone or Fernhollow "
                           "cheaper per carton?"),
                     (250, "For 250 single-wall 400 x 300 x 250 mm shipping cartons, which is cheaper per unit: "
                           "Quarrystone Packaging or Fernhollow?")):
    qi, fi = tier(qty, QUA_BANDS), tier(qty, FER_BANDS)
    qp, fp = qua["QP-1020"][1][qi], fer["FH-C43"][1][fi]
    assert qp != fp
    # the issuer as printed, as people say it (no legal form), or by its first word (session 20: the name
    # without its legal form was not accepted, though it names the right company)
    win = text("Fernhollow Industrial Supplies Inc.", "Fernhollow Industrial Supplies", "Fernhollow", "FH-C43") \
        if fp < qp else text("Quarrystone Packaging Ltd", "Quarrystone Packaging", "Quarrystone", "QP-1020")
    q(wording, "cross_document", win,
      [ev(QUA, "t1", "QP-1020", qcol(qi)), ev(FER, "t1", d.FERNHOLLOW_BANDS[fi], fcol("FH-C43"))])

qi, fi = tier(600, QUA_BANDS), tier(600, FER_BANDS)
diff = round(qua["QP-3060"][1][qi] - fer["FH-S53"][1][fi], 2)
q("Buying 600 rolls of 500 mm x 300 m stretch film: what's the per-roll price difference between Quarrystone and "
  "Fernhollow?", "cross_document", num(diff, "USD", money(diff), tolerance=0.001, accept_abs=True),
  [ev(QUA, "t1", "QP-3060", qcol(qi)), ev(FER, "t1", d.FERNHOLLOW_BANDS[fi], fcol("FH-S53"))])

# ====================================================================== freight rate card
RCOL = "Rate per consignment (EUR), excluding fuel surcharge > "
zone_of = {c.strip(): z for z, cs, _ in d.SALTMARSH_ZONES for c in cs.split(",")}
zidx = {z[0]: k for k, z in enumerate(d.SALTMARSH_ZONES)}


def sal(kg: float, zone: str) -> tuple[float, dict]:
    b = tier(kg, SAL_BANDS)
    page = 1 if b < d.SALTMARSH_PAGE1_ROWS else 2
    return d.SALTMARSH_RATES[b][1][zidx[zone]], ev(SAL, "t2", d.SALTMARSH_RATES[b][0], RCOL + zone, page)


r, e = sal(12, "Zone B")
q("Saltmarsh Freight rate for a 12 kg consignment to Zone B?", "range_lookup", num(r, "EUR", money(r)), [e])

z = zone_of["Austria"]
r, e = sal(35, z)
q("How much would Saltmarsh charge to send a 35 kg consignment to Austria, before fuel surcharge?", "range_lookup",
  num(r, "EUR", money(r)), [ev(SAL, "t1", z, "Destination countries"), e])

fuel = next(a for s, _, a, _ in d.SALTMARSH_SURCHARGES if s == "Fuel surcharge")
r, e = sal(180, "Zone D")
tot = round(r * (1 + fuel / 100), 2)
q(f"Including the {fuel:g}% fuel surcharge, what does Saltmarsh charge for a 180 kg consignment to Zone D? "
  "Round to the cent.", "product", num(tot, "EUR", money(tot), decimals=2, tolerance=0.01),
  [e, ev(SAL, "t3", "Fuel surcharge", "Amount", 2)])

r, e = sal(600, "Zone E")
assert e["page"] == 2
q("Saltmarsh zone E, 600 kg pallet — rate?", "range_lookup", num(r, "EUR", money(r)), [e])

tl = next(a for s, _, a, _ in d.SALTMARSH_SURCHARGES if s == "Tail-lift delivery")
q("What is Saltmarsh's tail-lift delivery surcharge per consignment?", "lookup",
  num(tl, "EUR", f"EUR {tl:,.2f}"), [ev(SAL, "t3", "Tail-lift delivery", "Amount", 2)])

assert "Switzerland" not in zone_of
q("What's Saltmarsh's rate for a 40 kg consignment to Switzerland?", "unanswerable",
  none("Switzerland is in none of Saltmarsh's zones (quotation on request)."), [])

# ====================================================================== Eskerfield annual report (EUR thousands)
eis, ebs, eseg = d.eskerfield_is(), d.eskerfield_bs(), d.eskerfield_segments()
en0 = lambda x: f"{x:,}"
par = lambda x: f"({-x:,})" if x < 0 else f"{x:,}"

q("Eskerfield Components revenue for 2025?", "lookup_header_path",
  num(eis["Revenue"][0], "EUR", en0(eis["Revenue"][0]), **K_EUR), [ev(ESK, "t1", "Revenue", "2025")])
q("eskerfield admin expenses 2024", "lookup_header_path",
  num(eis["Administrative expenses"][1], "EUR", par(eis["Administrative expenses"][1]), accept_abs=True, **K_EUR),
  [ev(ESK, "t1", "Administrative expenses", "2024")])
q("By what percentage did Eskerfield's profit for the year increase from 2024 to 2025?", "percent_change",
  pct(pct_change(eis["Profit for the year"][0], eis["Profit for the year"][1])),
  [ev(ESK, "t1", "Profit for the year", "2025"), ev(ESK, "t1", "Profit for the year", "2024")])
q("Eskerfield operating margin for 2025 — round to one decimal, please.", "ratio",
  pct(eis["Operating profit"][0] / eis["Revenue"][0] * 100, 1),
  [ev(ESK, "t1", "Operating profit", "2025"), ev(ESK, "t1", "Revenue", "2025")])
cr = ebs["Total current assets"][0] / ebs["Total current liabilities"][0]
q("What was Eskerfield's current ratio at 31 December 2025 (total current assets over total current liabilities)? "
  "Two decimals.", "ratio", num(round(cr, 2), None, f"{cr:.2f}", decimals=2),
  [ev(ESK, "t2", "Total current assets", "31 Dec 2025", 2), ev(ESK, "t2", "Total current liabilities", "31 Dec 2025", 2)])
q("Cash and cash equivalents, Eskerfield, 31 Dec 2024. Answer in EUR thousands.", "lookup_header_path",
  num(ebs["Cash and cash equivalents"][1], "EUR", en0(ebs["Cash and cash equivalents"][1]), **K_EUR),
  [ev(ESK, "t2", "Cash and cash equivalents", "31 Dec 2024", 2)])
segs = [s for s in eseg if s not in ("Unallocated costs", "Group")]
top = max(segs, key=lambda s: eseg[s][2] / eseg[s][0])
q("Which Eskerfield segment earned the highest operating margin in 2025?", "argmax", text(top),
  [ev(ESK, "t3", s, c, 2) for s in segs for c in ("Revenue > 2025", "Operating profit > 2025")])
un = eseg["Unallocated costs"][2]
q("How large were Eskerfield's unallocated head-office costs in 2025?", "lookup_header_path",
  num(un, "EUR", par(un), accept_abs=True, **K_EUR), [ev(ESK, "t3", "Unallocated costs", "Operating profit > 2025", 2)])
borr = ebs["Non-current borrowings"][0] + ebs["Short-term borrowings"][0]
q("Add up Eskerfield's non-current borrowings and short-term borrowings at the end of 2025. Answer in EUR thousands.",
  "sum", num(borr, "EUR", en0(borr), **K_EUR),
  [ev(ESK, "t2", "Non-current borrowings", "31 Dec 2025", 2), ev(ESK, "t2", "Short-term borrowings", "31 Dec 2025", 2)])
q("How many employees did Eskerfield Components have at year-end 2025?", "unanswerable",
  none("The extract reports no headcount."), [])

# ====================================================================== Redcliff annual report (USD millions, oldest first)
ris, rbs, rseg = d.redcliff_is(), d.redcliff_bs(), d.redcliff_segments()
FY = {y: k for k, y in enumerate(d.REDCLIFF_YEARS)}
q("What were Redcliff Outdoor Brands' net sales in fiscal 2023?", "lookup_header_path",
  num(ris["Net sales"][0], "USD", f"{ris['Net sales'][0]:,.1f}", **M_USD), [ev(RED, "t1", "Net sales", "Fiscal 2023")])
eps = ris["Diluted earnings per share (USD)"][2]
q("Redcliff diluted EPS, fiscal 2025?", "lookup_header_path", num(eps, "USD", f"{eps:.2f}"),
  [ev(RED, "t1", "Diluted earnings per share (USD)", "Fiscal 2025")])
q("For the reporting pack: Redcliff net sales growth from fiscal 2024 to fiscal 2025, in %. Round to two decimals.",
  "percent_change", pct(pct_change(ris["Net sales"][2], ris["Net sales"][1]), 2),
  [ev(RED, "t1", "Net sales", "Fiscal 2025"), ev(RED, "t1", "Net sales", "Fiscal 2024")])
q("Gross margin at Redcliff in fiscal 2024?", "ratio", pct(ris["Gross profit"][1] / ris["Net sales"][1] * 100),
  [ev(RED, "t1", "Gross profit", "Fiscal 2024"), ev(RED, "t1", "Net sales", "Fiscal 2024")])
ws = rseg["Water sports"][1][1]
assert ws < 0
q("What operating loss did Redcliff's Water sports segment report in fiscal 2024?", "lookup_header_path",
  num(ws, "USD", f"({-ws:.1f})", accept_abs=True, **M_USD),
  [ev(RED, "t3", "Water sports", "Operating income (loss) > FY2024", 2)])
avg = sum(ris["Net income"]) / 3
q("Average net income over the three fiscal years in Redcliff's report? USD millions.", "average",
  num(round(avg, 2), "USD", f"{avg:.1f}", tolerance=0.05, **M_USD),
  [ev(RED, "t1", "Net income", y) for y in d.REDCLIFF_YEARS])
de_ratio = rbs["Long-term debt"][1] / rbs["Stockholders' equity"][1]
q("Redcliff: long-term debt to stockholders' equity at the end of fiscal 2025? Round to two decimals.", "ratio",
  num(round(de_ratio, 2), None, f"{de_ratio:.2f}", decimals=2),
  [ev(RED, "t2", "Long-term debt", "Fiscal 2025", 2), ev(RED, "t2", "Stockholders' equity", "Fiscal 2025", 2)])
real = [s for s in rseg if s not in ("Corporate and other", "Total")]
gain = {s: rseg[s][0][2] - rseg[s][0][0] for s in real}
top = max(gain, key=gain.get)
q("Which Redcliff segment added the most net sales between FY2023 and FY2025?", "argmax", text(top),
  [ev(RED, "t3", s, f"Net sales > {y}", 2) for s in real for y in ("FY2023", "FY2025")])
q("What were Redcliff's net sales in fiscal 2022?", "unanswerable",
  none("The report starts with fiscal 2023."), [])

# ====================================================================== Brisklane quarterly results (£ thousands)
b25, b24 = d.brisklane_2025(), d.brisklane_2024()
QN = ("Q1", "Q2", "Q3", "Q4")
q("Q3 revenue, Brisklane, 2025?", "lookup_header_path",
  num(b25["Revenue"][2], "GBP", en0(b25["Revenue"][2]), **K_GBP), [ev(BRI, "t1", "Revenue", "Q3")])
net1 = b25["Profit (loss) for the period"][0]
assert net1 < 0
q("What was Brisklane's bottom line for the first quarter of 2025?", "lookup_header_path",
  num(net1, "GBP", par(net1), **K_GBP), [ev(BRI, "t1", "Profit (loss) for the period", "Q1")])
q("Brisklane full-year 2025 turnover?", "lookup_header_path",
  num(b25["Revenue"][4], "GBP", en0(b25["Revenue"][4]), **K_GBP), [ev(BRI, "t1", "Revenue", "FY 2025")])
q("How much did Brisklane's Q4 revenue grow year on year (Q4 2025 vs Q4 2024)? Percent, two decimals.",
  "percent_change", pct(pct_change(b25["Revenue"][3], b24["Revenue"][3]), 2),
  [ev(BRI, "t1", "Revenue", "Q4"), ev(BRI, "t2", "Revenue", "Q4")])
emp = d.BRISKLANE_KPIS[0]
q("Brisklane headcount at the end of Q3 2025?", "lookup",
  num(emp[1][2], None, en0(emp[1][2])), [ev(BRI, "t3", emp[0], "Q3")])
gm = [b25["Gross profit"][k] / b25["Revenue"][k] for k in range(4)]
best = max(range(4), key=lambda k: gm[k])
q("In which quarter of 2025 did Brisklane achieve its highest gross margin?", "argmax",
  text(QN[best], f"{QN[best]} 2025", {0: "first", 1: "second", 2: "third", 3: "fourth"}[best] + " quarter"),
  [ev(BRI, "t1", r, c) for r in ("Gross profit", "Revenue") for c in QN])
op = b25["Operating profit (loss)"][:4]
avg = sum(op) / 4
q("Average quarterly operating profit at Brisklane in 2025, in £ thousands?", "average",
  num(avg, "GBP", f"{avg:,.0f}", tolerance=0.5, **K_GBP), [ev(BRI, "t1", "Operating profit (loss)", c) for c in QN])
otd = d.BRISKLANE_KPIS[2]
chg = round(otd[1][3] - otd[1][0], 1)
q("By how many percentage points did Brisklane's on-time delivery rate improve from Q1 to Q4 2025?", "difference",
  num(chg, "%", f"{chg:.1f}"), [ev(BRI, "t3", otd[0], "Q1"), ev(BRI, "t3", otd[0], "Q4")])
q("What was Brisklane's EBITDA in Q2 2025?", "unanswerable",
  none("No EBITDA, depreciation or amortisation is reported."), [])

# ====================================================================== Tallyforge SaaS plans
tf = {f: dict(zip(d.TALLYFORGE_PLANS, xs)) for f, xs in d.TALLYFORGE_FEATURES}
ANNUAL, MONTHLY = "Price per user / month, billed annually (USD)", "Price per user / month, billed monthly (USD)"
q("Hello, quick one: how much is Tallyforge Business per user per month if we pay annually?", "lookup",
  num(tf[ANNUAL]["Business"], "USD", str(tf[ANNUAL]["Business"])), [ev(TAL, "t1", ANNUAL, "Business")])
sso = [p for p, v in tf["Single sign-on (SAML)"].items() if v == "Included"]
q("How many Tallyforge plans come with SAML single sign-on?", "count", num(len(sso), None, str(len(sso))),
  [ev(TAL, "t1", "Single sign-on (SAML)", p) for p in d.TALLYFORGE_PLANS])
seats = 12
assert tf["Minimum users"]["Team"] <= seats <= tf["Maximum users"]["Team"]
cost = seats * tf[ANNUAL]["Team"] * 12
q("What would Tallyforge bill us for a year of the Team plan on annual billing? We're 12 people.", "product",
  num(cost, "USD", en0(cost)), [ev(TAL, "t1", ANNUAL, "Team")])
save = (tf[MONTHLY]["Team"] - tf[ANNUAL]["Team"]) / tf[MONTHLY]["Team"] * 100
q("Tallyforge Team: what percentage do you save per user by paying annually instead of monthly?", "percent_change",
  pct(save, accept_abs=True), [ev(TAL, "t1", MONTHLY, "Team"), ev(TAL, "t1", ANNUAL, "Team")])
unl = [p for p, v in tf["Projects"].items() if v == "Unlimited"]
q("Which Tallyforge plans have unlimited projects?", "filter_list", lst(unl),
  [ev(TAL, "t1", "Projects", p) for p in unl])
assert not isinstance(tf[MONTHLY]["Enterprise"], (int, float))
q("What's the per-user monthly price of Tallyforge Enterprise?", "unanswerable",
  none("Enterprise pricing is 'Contact sales': no figure is printed."), [])

# ====================================================================== Kelderwick spec sheet (transposed)
ks = {p: dict(zip(d.KELDERWICK_MODELS, vals)) for p, vals, _ in d.KELDERWICK_SPECS}
w = ks["Weight (kg)"]["KS-8.0"]
q("Could you check what the Kelderwick KS-8.0 inverter weighs?", "transposed_lookup", num(w, "kg", f"{w:.1f}"),
  [ev(KEL, "t1", "Weight (kg)", "KS-8.0")])
eu = ks["European efficiency (%)"]
top = max(eu, key=eu.get)
q("Which Kelderwick KS model has the best European efficiency?", "argmax", text(top),
  [ev(KEL, "t1", "European efficiency (%)", m) for m in d.KELDERWICK_MODELS])
per_kw = {m: ks["List price (EUR, excl. VAT)"][m] / ks["Rated AC output (kW)"][m] for m in d.KELDERWICK_MODELS}
low = min(per_kw, key=per_kw.get)
q("Looking at list price per kW of rated AC output, which Kelderwick inverter is the cheapest?", "argmin", text(low),
  [ev(KEL, "t1", r, m) for r in ("List price (EUR, excl. VAT)", "Rated AC output (kW)") for m in d.KELDERWICK_MODELS])
two = [m for m, v in ks["MPP trackers"].items() if v == 2]
q("How many Kelderwick KS models have two MPP trackers?", "count", num(len(two), None, str(len(two))),
  [ev(KEL, "t1", "MPP trackers", m) for m in two])
wy = ks["Warranty (years)"]["KS-10.0"]
assert "KS-10.0" in d.KELDERWICK_MARKED
q("Standard warranty on the Kelderwick KS-10.0, in years?", "transposed_lookup",
  num(wy, "years", f"{wy}¹", [d.KELDERWICK_FOOTNOTE.lstrip("¹ ")]), [ev(KEL, "t1", "Warranty (years)", "KS-10.0")])

# ====================================================================== Corran Bay Hotel
SEASONS = [s for s, _ in d.CORRAN_SEASONS]
room = {r: dict(zip(SEASONS, rates)) for r, _, rates in d.CORRAN_ROOMS}
RATE = "Rate per room per night > "
x = room["Superior double"]["High season"]
q("Corran Bay Hotel, superior double in high season — what's the nightly rate?", "lookup_header_path",
  num(x, "EUR", f"€{x}"), [ev(COR, "t2", "Superior double", RATE + "High season")])
bf = next(p for e, p, _ in d.CORRAN_EXTRAS if e == "Breakfast buffet")
assert "1 July – 31 August" in d.CORRAN_SEASONS[2][1]
tot = 2 * room["Sea-view double"]["High season"] + 2 * 2 * bf
q("Two nights in a sea-view double at Corran Bay in mid-August, with breakfast for two people on both mornings: "
  "what's the total?", "product", num(tot, "EUR", money(tot), tolerance=0.01),
  [ev(COR, "t1", "High season", "Periods"), ev(COR, "t2", "Sea-view double", RATE + "High season"),
   ev(COR, "t3", "Breakfast buffet", "Price")])
doubles = [r for r in room if r.endswith("double")]
low = min(doubles, key=lambda r: room[r]["Low season"])
q("Which is the cheapest double room at Corran Bay in low season?", "argmin", text(low),
  [ev(COR, "t2", r, RATE + "Low season") for r in doubles])
js = room["Junior suite"]
q("How much more does the Corran Bay junior suite cost per night in high season than in low season, in percent?",
  "percent_change", pct(pct_change(js["High season"], js["Low season"])),
  [ev(COR, "t2", "Junior suite", RATE + "High season"), ev(COR, "t2", "Junior suite", RATE + "Low season")])

# ====================================================================== Skerrow Ferries
fare = {r: {"Single (GBP) > Adult": a, "Single (GBP) > Car + driver": b, "Return (GBP) > Adult": c,
            "Return (GBP) > Car + driver": e} for r, a, b, c, e in d.SKERROW_ROUTES}
x = fare["Ardvane – Colmsay"]["Return (GBP) > Car + driver"]
q("Return fare for a car and driver, Ardvane to Colmsay?", "lookup_header_path", num(x, "GBP", money(x)),
  [ev(SKE, "t1", "Ardvane – Colmsay", "Return (GBP) > Car + driver")])
f = fare["Portmair – Skerrow"]
tot = round(f["Return (GBP) > Car + driver"] + f["Return (GBP) > Adult"], 2)
q("Skerrow Ferries, Portmair – Skerrow: car + driver return plus one extra adult return — total fare?", "sum",
  num(tot, "GBP", money(tot), tolerance=0.001),
  [ev(SKE, "t1", "Portmair – Skerrow", "Return (GBP) > Car + driver"), ev(SKE, "t1", "Portmair – Skerrow", "Return (GBP) > Adult")])
low = min(fare, key=lambda r: fare[r]["Single (GBP) > Adult"])
a, b = low.split(" – ")
q("Which Skerrow Ferries route has the lowest adult single fare?", "argmin",
  text(low, f"{a} - {b}", f"{a} to {b}", f"{a}–{b}"), [ev(SKE, "t1", r, "Single (GBP) > Adult") for r in fare])
avg = sum(v["Single (GBP) > Adult"] for v in fare.values()) / len(fare)
q("What's the average adult single fare across the Skerrow Ferries routes?", "average",
  num(round(avg, 2), "GBP", f"{avg:.2f}", tolerance=0.005), [ev(SKE, "t1", r, "Single (GBP) > Adult") for r in fare])

# ====================================================================== Stadtwerke Wendelsrode (German)
tar = {t: (ap, gp) for t, ap, gp, _, _ in d.WENDELSRODE_TARIFE}
jk = d.wendelsrode_jahreskosten()
JCOL = "Jahreskosten in € (brutto) je Tarif > "
short = lambda t: t.replace("WendelStrom ", "")
kwh_row = lambda k: f"{d.de(k, 0)} kWh"
ap = tar["WendelStrom Fix 12"][0]
q("Wie hoch ist der Arbeitspreis im Tarif WendelStrom Fix 12?", "lookup",
  num(ap, "ct/kWh", d.de(ap)), [ev(WEN, "t1", "WendelStrom Fix 12", "Arbeitspreis (ct/kWh)")])
best = min(jk[5000], key=jk[5000].get)
q("Welcher Tarif ist laut Beispielrechnung der Stadtwerke Wendelsrode bei 5.000 kWh Jahresverbrauch am günstigsten?",
  "argmin", text(best, short(best)), [ev(WEN, "t2", kwh_row(5000), JCOL + short(t)) for t in jk[5000]])
gp = tar["WendelStrom Gewerbe"][1]
q("Grundpreis im Gewerbetarif der Stadtwerke Wendelsrode pro Jahr?", "lookup",
  num(gp, "EUR", d.de(gp)), [ev(WEN, "t1", "WendelStrom Gewerbe", "Grundpreis (€/Jahr)")])
x = jk[2500]["WendelStrom Öko"]
q("Stadtwerke Wendelsrode: annual cost at 2,500 kWh on the Öko tariff?", "lookup_header_path",
  num(x, "EUR", d.de(x)), [ev(WEN, "t2", kwh_row(2500), JCOL + "Öko")])
sp = round(jk[5000]["WendelStrom Basis"] - jk[5000]["WendelStrom Fix 24"], 2)
q("Wie viel spart ein Haushalt mit 5.000 kWh Jahresverbrauch mit Fix 24 gegenüber dem Basistarif pro Jahr?",
  "difference", num(sp, "EUR", d.de(sp), tolerance=0.001, accept_abs=True),
  [ev(WEN, "t2", kwh_row(5000), JCOL + "Basis"), ev(WEN, "t2", kwh_row(5000), JCOL + "Fix 24")])
q("Wie hoch ist der Arbeitspreis für Erdgas bei den Stadtwerken Wendelsrode?", "unanswerable",
  none("The price sheet covers electricity only."), [])


if __name__ == "__main__":
    sys.exit(write(QUESTIONS, HERE / "questions.jsonl"))
