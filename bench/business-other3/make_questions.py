"""Writes bench/business-other3/questions.jsonl: held-out questions and their gold answers.

    python bench/business-other3/make_questions.py

Every gold is computed from the data structures of make_docs.py (never typed from a run and never
from tabsql's output: tabsql was neither run nor read while this set was written), so a figure
changed there changes its answers here. Number golds follow /work/shared/tools/score.py: `value` in
the table's printed unit with `scale` for a stated scale ("in CHF thousands" -> 1000), `raw` as
printed (or as computed), `tolerance` / `decimals` for computed figures, `accept_abs` where the sign
of a fall, a saving or an unfavourable variance may fairly be dropped, `aliases` for other names of a
text answer, `conditions` for a footnote that qualifies the figure.
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import make_docs as d  # noqa: E402
from held_out_gold import asker, band, ev, lst, money, none, num, pct, pct_change, text, write  # noqa: E402  (bench/held_out_gold.py)

MOO, THI = "moorvale_car_rental_tariff_2025.pdf", "thistlebrook_annual_travel_premiums_2025.pdf"
HAR, NIM = "harbourne_tariff_of_charges_2025.pdf", "nimbrel_mobile_plans_2025.pdf"
MIS, LAN = "mistlewood_catering_menus_2025.pdf", "lanternfish_keyward_price_list_2025.pdf"
VAN, FER = "vantora_lockbox_pricing_2025.pdf", "ferrovane_metals_weekly_prices_feb_mar_2025.pdf"
HBF, ALB = "harrowby_falls_operating_budget_2025.pdf", "albula_mechatronik_half_year_report_2025.pdf"
SWL, YIL = "swiftlark_parcel_prices_2025.pdf", "yildiztepe_fiyat_listesi_2025.pdf"

K_CAD = {"scale": 1000, "scale_note": "$ thousands (Canadian dollars)"}
K_CHF = {"scale": 1000, "scale_note": "in CHF thousands"}

QUESTIONS: list[dict] = []
q = asker(QUESTIONS, "bo3", "other3", "business-other3")


def is_num(x) -> bool:
    return isinstance(x, (int, float)) and not isinstance(x, bool)


# The printed bands as numbers (the labels live in make_docs.py)
MOO_BANDS = [(1, 2), (3, 6), (7, 13), (14, 27), (28, None)]
THI_BANDS = [(0, 17), (18, 34), (35, 49), (50, 64), (65, 69), (70, 74), (75, 79), (80, 84)]
HAR_BANDS = [(0, 500), (500.01, 5000), (5000.01, 25000), (25000.01, None)]
MIS_BANDS = [(20, 49), (50, 99), (100, 199), (200, None)]
LAN_BANDS = [(1, 9), (10, 49), (50, 249), (250, 999), (1000, None)]
VAN_BANDS = [(1, 24), (25, 99), (100, 499), (500, None)]
YIL_BANDS = [(1, 9), (10, 49), (50, None)]
YIL_KARGO = [(0, 2499.99), (2500, 9999.99), (10000, None)]
SWL_BANDS = [(0 if i == 0 else lim[i - 1] + 0.01, kg) for lim in [d.SWIFTLARK_LIMITS] for i, kg in enumerate(lim)]
assert len(MOO_BANDS) == len(d.MOORVALE_BANDS) and len(THI_BANDS) == len(d.THISTLEBROOK_AGES)
assert len(HAR_BANDS) == len(d.HARBOURNE_INTL) and len(MIS_BANDS) == len(d.MISTLEWOOD_TIERS)
assert len(LAN_BANDS) == len(d.LANTERNFISH_BANDS) and len(VAN_BANDS) == len(d.VANTORA_BANDS)
assert len(YIL_BANDS) == len(d.YILDIZTEPE_TIERS) and len(YIL_KARGO) == len(d.YILDIZTEPE_KARGO)
assert len(SWL_BANDS) == len(d.SWIFTLARK_BANDS)

# ====================================================================== Moorvale car rental (GBP per day)
moo = {g: (veh, rates) for g, veh, rates, _ in d.MOORVALE_GROUPS}
MCOL = "Daily rate (GBP) by rental length > "


def mcol(i: int) -> str:
    return MCOL + d.MOORVALE_BANDS[i]


i = band(10, MOO_BANDS)
x = moo["C"][1][i]
q("What's Moorvale's daily rate for a Group C compact if I keep it for 10 days?", "range_lookup",
  num(x, "GBP", money(x)), [ev(MOO, "t1", "C", mcol(i))])

i = band(4, MOO_BANDS)
diff = round(moo["V2"][1][i] - moo["V1"][1][i], 2)
q("Hiring a van from Moorvale for 4 days: how much more per day is the large van than the small one?", "difference",
  num(diff, "GBP", money(diff), tolerance=0.001), [ev(MOO, "t1", "V2", mcol(i)), ev(MOO, "t1", "V1", mcol(i))])

i = band(9, MOO_BANDS)
seat = next(c for e, c, _, _ in d.MOORVALE_EXTRAS if e.startswith("Child seat"))
tot = 9 * moo["B"][1][i] + 9 * seat
q("We're renting an economy car from Moorvale for 9 days and need a child seat the whole time. How much will "
  "that be altogether?", "product", num(tot, "GBP", money(tot), tolerance=0.01),
  [ev(MOO, "t1", "B", mcol(i)), ev(MOO, "t2", "Child seat or booster", "Cars, groups A–G (GBP)")])

i = band(14, MOO_BANDS)
low = min(moo, key=lambda g: moo[g][1][i])
assert sorted(moo[g][1][i] for g in moo)[1] > moo[low][1][i]
veh = moo[low][0]
q("For a two-week rental (14 days), which Moorvale vehicle has the lowest daily rate?", "argmin",
  text(veh, f"Group {low}", low, veh.split(" — ")[0], veh.split(" — ")[1], f"{veh.split(' — ')[1]} or similar"),
  [ev(MOO, "t1", g, mcol(i)) for g in moo])

i = band(30, MOO_BANDS)
assert moo["E"][1][i] == d.ON_REQUEST
q("Daily rate for Moorvale's premium BMW on a 30-day rental?", "unanswerable",
  none("The Premium group's 28+ days rate is 'on request': no figure is printed."), [])

yd = next(v for e, _, v, _ in d.MOORVALE_EXTRAS if e.startswith("Young driver"))
q("moorvale young driver surcharge for vans, per day", "lookup",
  num(yd, "GBP", money(yd)), [ev(MOO, "t2", "Young driver surcharge (age 21–24)", "Vans, V1–V2 (GBP)")])

# ====================================================================== Thistlebrook travel insurance (EUR)
age_row = {a: dict(zip([f"{r} > {lv}" for r in ("Europe", "Worldwide (incl. USA and Canada)")
                        for lv in d.THISTLEBROOK_LEVELS], prem)) for a, prem in d.THISTLEBROOK_AGES}
label = lambda a: a + ("*" if a == d.THISTLEBROOK_STAR_ROW else "")
WW, EU = "Worldwide (incl. USA and Canada) > ", "Europe > "
STAR = d.THISTLEBROOK_FOOTNOTES[0].lstrip("* ")


def age(n: int) -> str:
    return d.THISTLEBROOK_AGES[band(n, THI_BANDS)][0]


a = age(58)
x = age_row[a][WW + "Plus"]
q("Annual worldwide cover at the Plus level for a 58-year-old — what's the Thistlebrook premium?", "range_lookup",
  num(x, "EUR", f"€{x:,.2f}"), [ev(THI, "t1", label(a), WW + "Plus")])

x = dict(d.THISTLEBROOK_EXTENSIONS)["Cruise cover"]
q("What does Thistlebrook charge to add cruise cover to an annual policy?", "lookup",
  num(x, "EUR", f"€{x:,.2f}"), [ev(THI, "t2", "Cruise cover", "Premium per person")])

assert THI_BANDS[-1][1] < 87
q("How much would Thistlebrook charge an 87-year-old for Europe Essential annual cover?", "unanswerable",
  none("Cover is not available from age 85; the table ends at 80–84."), [])

a = age(25)
ww, eu = age_row[a][WW + "Premier"], age_row[a][EU + "Premier"]
q("For a traveller aged 18–34, how much dearer is Thistlebrook's worldwide Premier cover than Europe Premier, in "
  "percent? One decimal place please.", "percent_change", pct(pct_change(ww, eu), 1),
  [ev(THI, "t1", a, WW + "Premier"), ev(THI, "t1", a, EU + "Premier")])

priced = [a for a, _ in d.THISTLEBROOK_AGES if is_num(age_row[a][WW + "Premier"])]
q("In how many of Thistlebrook's age bands is a worldwide Premier premium actually published?", "count",
  num(len(priced), None, str(len(priced))), [ev(THI, "t1", label(a), WW + "Premier") for a in priced])

a1, a2 = age(16), age(44)
ws = dict(d.THISTLEBROOK_EXTENSIONS)["Winter sports"]
tot = age_row[a1][EU + "Plus"] + age_row[a2][EU + "Plus"] + 2 * ws
assert a1 == d.THISTLEBROOK_STAR_ROW
q("Thistlebrook Europe Plus for a father aged 44 and his daughter aged 16, both with the winter sports extension: "
  "total premium?", "sum", num(tot, "EUR", money(tot), [STAR], tolerance=0.01),
  [ev(THI, "t1", label(a1), EU + "Plus"), ev(THI, "t1", label(a2), EU + "Plus"),
   ev(THI, "t2", "Winter sports", "Premium per person")])

# ====================================================================== Harbourne bank charges (GBP)
har = {s: dict(zip(d.HARBOURNE_ACCOUNTS, xs)) for s, xs, _ in d.HARBOURNE_CHARGES}
x = har["CHAPS payment"]["Premier"]
q("Harbourne Premier account: what's the fee for sending a CHAPS payment?", "lookup_header_path",
  num(x, "GBP", money(x)), [ev(HAR, "t1", "CHAPS payment", "Premier")])

i = band(3200, HAR_BANDS)
b, online, _ = d.HARBOURNE_INTL[i]
q("I'm an Everyday customer sending £3,200 to a supplier in Spain through the Harbourne app. What will the "
  "bank charge me for the payment?", "range_lookup", num(online, "GBP", money(online)),
  [ev(HAR, "t2", b, "Online and app (£)")])

free = [s for s, v in har.items() if v["Premier"] is None]
q("How many of the services in Harbourne's account charges carry no charge at all for Premier customers?", "count",
  num(len(free), None, str(len(free))), [ev(HAR, "t1", s, "Premier") for s in free])

OD = "Arranged overdraft interest (EAR %)"
under = [acc for acc in d.HARBOURNE_ACCOUNTS if har[OD][acc] < 30]
q("Which Harbourne current accounts have an arranged overdraft rate below 30% EAR?", "filter_list", lst(under),
  [ev(HAR, "t1", OD, acc) for acc in d.HARBOURNE_ACCOUNTS])

NS = "Non-sterling card transaction (% of amount)"
fee = round(1200 * har[NS]["Everyday"] / 100, 2)
q("With a Harbourne Everyday account, what's the fee on a £1,200 card payment made in euros?", "product",
  num(fee, "GBP", money(fee), tolerance=0.01), [ev(HAR, "t1", NS, "Everyday")])

# ====================================================================== Nimbrel Mobile (AUD, plans as columns)
nim = {f: dict(zip(d.NIMBREL_PLANS, xs)) for f, xs in d.NIMBREL_FEATURES}
PRICE, DATA = "Monthly price (AUD)", "Data allowance (GB)"
x = nim[PRICE]["Plus 80"]
q("Nimbrel Plus 80 — how much a month?", "transposed_lookup", num(x, "AUD", money(x)),
  [ev(NIM, "t1", PRICE, "Plus 80")])

RD = "Roaming days included per year"
x = nim[RD]["Max"]
q("How many days of roaming per year are included with Nimbrel's Max plan?", "transposed_lookup",
  num(x, "days", str(x)), [ev(NIM, "t1", RD, "Max")])

per_gb = {p: nim[PRICE][p] / nim[DATA][p] for p in d.NIMBREL_PLANS if is_num(nim[DATA][p])}
low = min(per_gb, key=per_gb.get)
q("Counting only plans with a fixed data allowance, which Nimbrel plan gives the lowest price per GB?", "argmin",
  text(low, f"Nimbrel {low}"), [ev(NIM, "t1", r, p) for r in (PRICE, DATA) for p in per_gb])

TERM = "Minimum term (months)"
tot = nim[TERM]["Everyday 40"] * nim[PRICE]["Everyday 40"]
q("What's the least I'd pay in total over the minimum term of Nimbrel's Everyday 40 plan?", "product",
  num(tot, "AUD", money(tot), tolerance=0.01), [ev(NIM, "t1", TERM, "Everyday 40"), ev(NIM, "t1", PRICE, "Everyday 40")])

rep = d.nimbrel_repayments()
tot = round(nim[PRICE]["Plus 80"] + rep["Corvid X2 128 GB"], 2)
q("If I go with Plus 80 and pay off a Corvid X2 128 GB on Nimbrel's repayment plan, what's my monthly bill?", "sum",
  num(tot, "AUD", money(tot), tolerance=0.01),
  [ev(NIM, "t1", PRICE, "Plus 80"), ev(NIM, "t2", "Corvid X2 128 GB", "Monthly repayment over 24 months (AUD)")])

assert nim["Extra SIM (AUD per month)"]["Plus 80"] == d.NA
q("Adding a second SIM to a Nimbrel Plus 80 plan — what's the monthly charge?", "unanswerable",
  none("Extra SIMs are n/a on Plus 80 (only Family 200 offers them)."), [])

# ====================================================================== Mistlewood Catering (GBP per guest)
mis = {m: dict(zip(d.MISTLEWOOD_TIERS, ps)) for m, ps in d.MISTLEWOOD_MENUS}
mlabel = lambda m: m + ("¹" if m == d.MISTLEWOOD_MARKED else "")
MC = "Price per guest (GBP) by number of guests > "


def tier(n: int) -> str:
    return d.MISTLEWOOD_TIERS[band(n, MIS_BANDS)]


t = tier(120)
x = mis["Three-course dinner"][t]
q("Three-course dinner for 120 guests: what does Mistlewood charge per head?", "range_lookup",
  num(x, "GBP", money(x)), [ev(MIS, "t1", "Three-course dinner", MC + t)])

t = tier(45)
tot = round(45 * mis["Working lunch (sandwich platters)"][t] * (1 + d.MISTLEWOOD_VAT / 100), 2)
q("Sandwich-platter working lunch for 45 people from Mistlewood — total including VAT?", "product",
  num(tot, "GBP", money(tot), tolerance=0.01), [ev(MIS, "t1", "Working lunch (sandwich platters)", MC + t)])

lo_t, hi_t = d.MISTLEWOOD_TIERS[0], d.MISTLEWOOD_TIERS[2]
drop = {m: v[lo_t] - v[hi_t] for m, v in mis.items()}
top = max(drop, key=drop.get)
assert sorted(drop.values())[-1] - sorted(drop.values())[-2] > 0.5
q("Which Mistlewood menu comes down the most per guest, in pounds, going from 20–49 guests to 100–199 guests?",
  "argmax", text(top), [ev(MIS, "t1", mlabel(m), MC + t) for m in mis for t in (lo_t, hi_t)])

t = tier(60)
x = mis["Summer BBQ"][t]
q("mistlewood summer bbq, 60 guests, price per person", "range_lookup",
  num(x, "GBP", money(x), [d.MISTLEWOOD_FOOTNOTE.lstrip("¹ ")]), [ev(MIS, "t1", mlabel("Summer BBQ"), MC + t)])

t = tier(70)
vals = [v[t] for v in mis.values()]
assert all(is_num(v) for v in vals)
avg = sum(vals) / len(vals)
q("What's the average per-guest price across all of Mistlewood's menus in the 50–99 guest band? Give two decimals.",
  "average", num(round(avg, 2), "GBP", f"{avg:.2f}", decimals=2), [ev(MIS, "t1", mlabel(m), MC + t) for m in mis])

# ====================================================================== Lanternfish Keyward (USD per user per year)
lan = {b: dict(zip(d.LANTERNFISH_EDITIONS, ps)) for b, ps in d.LANTERNFISH_BANDS}


def lband(n: int) -> str:
    return d.LANTERNFISH_BANDS[band(n, LAN_BANDS)][0]


b = lband(120)
x = lan[b]["Business"]
q("Keyward Business for 120 users: what's the price per user per year?", "range_lookup",
  num(x, "USD", f"${x:,.2f}"), [ev(LAN, "t1", b, "Business")])

b0, b1 = d.LANTERNFISH_BANDS[0][0], d.LANTERNFISH_BANDS[-1][0]
q("How much cheaper per user is Keyward Business at 1,000+ users than at 1–9 users, in percent?", "percent_change",
  pct(pct_change(lan[b1]["Business"], lan[b0]["Business"]), accept_abs=True),
  [ev(LAN, "t1", b1, "Business"), ev(LAN, "t1", b0, "Business")])

x = next(p for a, p, _ in d.LANTERNFISH_ADDONS if a == "Guided onboarding")
q("Lanternfish guided onboarding fee?", "lookup", num(x, "USD", f"${x:,.2f}"), [ev(LAN, "t2", "Guided onboarding", "Price")])

# ====================================================================== Vantora Lockbox (USD per user per month)
van = {p: {"Billed annually": dict(zip(d.VANTORA_BANDS, a)), "Billed monthly": dict(zip(d.VANTORA_BANDS, m))}
       for p, a, m in d.VANTORA_PLANS}


def vband(n: int) -> str:
    return d.VANTORA_BANDS[band(n, VAN_BANDS)]


x = van["Professional"]["Billed monthly"]["25–99"]
q("Vantora Professional on monthly billing, 25–99 users: what's the per-user price?", "lookup_header_path",
  num(x, "USD", money(x)), [ev(VAN, "t1", "Professional", "Billed monthly > 25–99")])

b = vband(650)
x = van["Enterprise"]["Billed annually"][b]
q("Vantora Enterprise for 650 users, paid annually — per user per month?", "range_lookup",
  num(x, "USD", money(x)), [ev(VAN, "t1", "Enterprise", f"Billed annually > {b}")])

b = vband(10)
ann, mon = van["Starter"]["Billed annually"][b], van["Starter"]["Billed monthly"][b]
q("We're a team of 10 looking at Vantora Starter. What percentage do we save by choosing annual billing over "
  "monthly?", "percent_change", pct(pct_change(ann, mon), accept_abs=True),
  [ev(VAN, "t1", "Starter", f"Billed annually > {b}"), ev(VAN, "t1", "Starter", f"Billed monthly > {b}")])

assert van["Enterprise"]["Billed monthly"][vband(30)] is None
q("What would Vantora Enterprise cost per user on monthly billing for 30 users?", "unanswerable",
  none("Enterprise is available on annual billing only; its monthly cells are dashes."), [])

# --- across the two password-manager vendors (annual billing; Lanternfish per year, Vantora per month x 12)
LAN_ALIASES = ("Lanternfish", "Lanternfish Labs", "Keyward Business", "Lanternfish Keyward Business", "Keyward")
VAN_ALIASES = ("Vantora", "Vantora Systems", "Lockbox Professional", "Vantora Lockbox Professional", "Vantora Lockbox")
n = 60
lb, vb = lband(n), vband(n)
lp, vp = lan[lb]["Business"], 12 * van["Professional"]["Billed annually"][vb]
assert lp != vp
win = text("Lanternfish Labs", *LAN_ALIASES) if lp < vp else text("Vantora Systems", *VAN_ALIASES)
q("We need a password manager for 60 staff, billed annually. Lanternfish's Keyward Business or Vantora Lockbox "
  "Professional — which works out cheaper per user?", "cross_document", win,
  [ev(LAN, "t1", lb, "Business"), ev(VAN, "t1", "Professional", f"Billed annually > {vb}")])

n = 20
lb, vb = lband(n), vband(n)
gap = round(lan[lb]["Team"] - 12 * van["Starter"]["Billed annually"][vb], 2)
q("20 users on annual billing: Keyward Team from Lanternfish versus Vantora Lockbox Starter. Per user per year, how "
  "much cheaper is the cheaper of the two?", "cross_document", num(gap, "USD", money(gap), tolerance=0.01,
                                                                   accept_abs=True),
  [ev(LAN, "t1", lb, "Team"), ev(VAN, "t1", "Starter", f"Billed annually > {vb}")])

n = 300
lb, vb = lband(n), vband(n)
diff = round(n * lan[lb]["Team"] - n * 12 * van["Starter"]["Billed annually"][vb], 2)
q("For 300 users billed annually, what's the difference in total yearly cost between Lanternfish Keyward Team and "
  "Vantora Lockbox Starter?", "cross_document", num(diff, "USD", money(diff), tolerance=0.01, accept_abs=True),
  [ev(LAN, "t1", lb, "Team"), ev(VAN, "t1", "Starter", f"Billed annually > {vb}")])

# ====================================================================== Ferrovane Metals (weekly averages)
base = {m: dict(zip(d.FERROVANE_WEEKS, xs)) for m, xs in d.FERROVANE_BASE}
prec = {m: dict(zip(d.FERROVANE_WEEKS, xs)) for m, xs in d.FERROVANE_PRECIOUS}
WK = "Week ending (2025) > "
W0, WN = d.FERROVANE_WEEKS[0], d.FERROVANE_WEEKS[-1]

x = base["Nickel"]["21 Feb"]
q("Ferrovane's average nickel cash price for the week ending 21 February 2025?", "lookup_header_path",
  num(x, "USD/t", money(x)), [ev(FER, "t1", "Nickel", WK + "21 Feb")])

c = base["Copper"]
q("Copper: percentage change from the week ending 7 Feb to the week ending 7 Mar 2025, to 2 decimal places.",
  "percent_change", pct(pct_change(c[WN], c[W0]), 2), [ev(FER, "t1", "Copper", WK + W0), ev(FER, "t1", "Copper", WK + WN)])

al = base["Aluminium"]
avg = sum(al.values()) / len(al)
q("Mean weekly aluminium price over the five weeks on Ferrovane's sheet?", "average",
  num(round(avg, 2), "USD/t", f"{avg:,.2f}", tolerance=0.01), [ev(FER, "t1", "Aluminium", WK + w) for w in al])

ag = prec["Silver"]
avg = sum(ag.values()) / len(ag)
q("Silver — what was its average price across the five weeks on the sheet? USD an ounce, please.", "average",
  num(round(avg, 2), "USD/oz", f"{avg:.2f}", tolerance=0.01), [ev(FER, "t2", "Silver", WK + w) for w in ag])

gain = {m: v[WN] / v[W0] for m, v in base.items()}
top = max(gain, key=gain.get)
assert sorted(gain.values())[-1] - sorted(gain.values())[-2] > 0.01
q("Which base metal gained the most in percentage terms over the five weeks to 7 March?", "argmax", text(top),
  [ev(FER, "t1", m, WK + w) for m in base for w in (W0, WN)])

g = prec["Gold"]
diff = round(g["28 Feb"] - g["7 Feb"], 2)
q("By how much did gold move between the weeks ending 7 Feb and 28 Feb? USD per ounce.", "difference",
  num(diff, "USD/oz", money(diff), tolerance=0.005), [ev(FER, "t2", "Gold", WK + "7 Feb"), ev(FER, "t2", "Gold", WK + "28 Feb")])

assert "Cobalt" not in base and "Cobalt" not in prec
q("What was the cobalt price for the week ending 14 February according to Ferrovane?", "unanswerable",
  none("Cobalt is not on the price sheet."), [])

# ====================================================================== Town of Harrowby Falls (CAD thousands)
hb = d.harrowby_budget()
P1 = {r[0] for r in d.HARROWBY_REVENUE} | {"Total revenue"} | \
     {r[0] for r in d.HARROWBY_EXPENDITURE[:d.HARROWBY_PAGE1_EXPENDITURE]}
COLS = ("2024 > Actual", "2025 > Budget", "2025 > Actual", "2025 > Variance", "2025 > Variance %")


def hev(row: str, k: int) -> dict:
    return ev(HBF, "t1", row, COLS[k], 1 if row in P1 else 2)


par = lambda x: f"({-x:,})" if x < 0 else f"{x:,}"

x = hb["Winter control"][2]
q("Harrowby Falls: what did winter control actually cost in 2025?", "lookup_header_path",
  num(x, "CAD", f"{x:,}", **K_CAD), [hev("Winter control", 2)])

x = hb["Licences and permits"][3]
assert x < 0
q("By how much did Harrowby Falls' licence and permit revenue miss its 2025 budget?", "lookup_header_path",
  num(x, "CAD", par(x), accept_abs=True, **K_CAD), [hev("Licences and permits", 3)])

exp = [r[0] for r in d.HARROWBY_EXPENDITURE]
rev = [r[0] for r in d.HARROWBY_REVENUE]
worst = min(rev, key=lambda r: hb[r][4])
assert sorted(hb[r][4] for r in rev)[1] - hb[worst][4] > 1
q("Against budget, which of Harrowby Falls' revenue sources did worst in percentage terms in 2025?", "argmin",
  text(worst), [hev(r, 4) for r in rev])

uf = "User fees and charges"
diff = hb[uf][2] - hb[uf][0]
q("How much more did Harrowby Falls collect in user fees and charges in 2025 than in 2024 (actuals)?", "difference",
  num(diff, "CAD", f"{diff:,}", **K_CAD), [hev(uf, 2), hev(uf, 0)])

under = [r for r in exp if hb[r][3] > 0]
q("How many of the Town of Harrowby Falls' expenditure lines came in under budget in 2025?", "count",
  num(len(under), None, str(len(under))), [hev(r, 3) for r in under])

share = hb["Property taxes"][2] / hb["Total revenue"][2] * 100
q("What share of Harrowby Falls' 2025 actual revenue came from property taxes? Round to 1 dp.", "ratio",
  pct(share, 1), [hev("Property taxes", 2), hev("Total revenue", 2)])

q("What is the Town of Harrowby Falls' 2026 budget for fire services?", "unanswerable",
  none("The report covers 2024 actuals and the 2025 budget and actuals only."), [])

rec = ("Parks", "Recreation facilities and programs", "Library services")
assert not any(r in P1 for r in rec)
tot = sum(hb[r][2] for r in rec)
q("Harrowby Falls spent how much in 2025 (actual) on parks, recreation facilities and programs, and library "
  "services combined? In $ thousands.", "sum", num(tot, "CAD", f"{tot:,}", **K_CAD), [hev(r, 2) for r in rec])

# ====================================================================== Albula Mechatronik (CHF thousands)
ais, abs_, areg = d.albula_is(), d.albula_bs(), d.albula_regions()
q("Albula Mechatronik net sales, first half of 2025?", "lookup_header_path",
  num(ais["Net sales"][0], "CHF", f"{ais['Net sales'][0]:,}", **K_CHF), [ev(ALB, "t1", "Net sales", "H1 2025")])

q("By what percentage did Albula's net profit rise in H1 2025 compared with H1 2024?", "percent_change",
  pct(pct_change(ais["Net profit"][0], ais["Net profit"][1])),
  [ev(ALB, "t1", "Net profit", "H1 2025"), ev(ALB, "t1", "Net profit", "H1 2024")])

q("Albula gross margin for the first half of 2025 — one decimal.", "ratio",
  pct(ais["Gross profit"][0] / ais["Net sales"][0] * 100, 1),
  [ev(ALB, "t1", "Gross profit", "H1 2025"), ev(ALB, "t1", "Net sales", "H1 2025")])

x = abs_["Short-term financial debt"][1]
assert x == 0
q("How much short-term financial debt did Albula Mechatronik carry at 31 December 2024?", "lookup_header_path",
  num(x, "CHF", "–", **K_CHF), [ev(ALB, "t2", "Short-term financial debt", "31.12.2024", 2)])

OOI = "Other operating income (expense), net"
x = ais[OOI][0]
q("albula other operating income (expense), net, H1 2025", "lookup_header_path",
  num(x, "CHF", f"{x:,}" + d.ALBULA_IS_MARKS[OOI], [d.ALBULA_IS_NOTES[0].lstrip("¹ ")], **K_CHF),
  [ev(ALB, "t1", OOI, "H1 2025")])

debt = abs_["Short-term financial debt"][0] + abs_["Long-term financial debt"][0]
q("What was Albula's total financial debt, short- plus long-term, at 30 June 2025? Answer in CHF thousands.", "sum",
  num(debt, "CHF", f"{debt:,}", **K_CHF),
  [ev(ALB, "t2", "Short-term financial debt", "30.06.2025", 2), ev(ALB, "t2", "Long-term financial debt", "30.06.2025", 2)])

er = abs_["Total equity"][0] / abs_["Total assets"][0] * 100
q("Equity ratio of Albula Mechatronik at 30 June 2025 (total equity over total assets), in percent to one decimal?",
  "ratio", pct(er, 1), [ev(ALB, "t2", "Total equity", "30.06.2025", 2), ev(ALB, "t2", "Total assets", "30.06.2025", 2)])

regs = [r for r in areg if r != "Total"]
top = max(regs, key=lambda r: areg[r][0] / areg[r][1])
q("In which region did Albula's net sales grow fastest in the first half of 2025?", "argmax", text(top),
  [ev(ALB, "t3", r, c, 2) for r in regs for c in ("H1 2025", "H1 2024")])

q("What were Albula Mechatronik's net sales for the full 2024 financial year?", "unanswerable",
  none("The half-year report gives H1 2024 only; no full-year 2024 income statement."), [])

# ====================================================================== Swiftlark Couriers (GBP per parcel)
sw_zone_idx = {z: k for k, (z, _) in enumerate(d.SWIFTLARK_ZONES)}
rates = dict(d.SWIFTLARK_RATES)


def swl(kg: float, zone: str) -> tuple[float, dict]:
    i = band(kg, SWL_BANDS)
    lab = d.SWIFTLARK_BANDS[i][0]
    return rates[lab][sw_zone_idx[zone]], ev(SWL, "t3", lab, zone, 1 if i < d.SWIFTLARK_PAGE1_ROWS else 2)


r, e = swl(6.2, "Zone 3")
q("Swiftlark price for a 6.2 kg parcel to Zone 3?", "range_lookup", num(r, "GBP", money(r)), [e])

assert "Canada" in d.SWIFTLARK_ZONES[5][1]
r, e = swl(18.5, "Zone 6")
assert e["page"] == 2
q("Sending an 18.5 kg parcel to Canada with Swiftlark — what's the price, before fuel surcharge?", "range_lookup",
  num(r, "GBP", money(r)), [ev(SWL, "t1", "Zone 6", "Destinations"), e])

assert "Germany" in d.SWIFTLARK_ZONES[3][1]
r, e = swl(2.4, "Zone 4")
tot = round(r * (1 + d.SWIFTLARK_FUEL / 100), 2)
q("A 2.4 kg parcel to Germany with Swiftlark, including the fuel surcharge — how much, to the penny?", "product",
  num(tot, "GBP", money(tot), decimals=2, tolerance=0.01),
  [ev(SWL, "t1", "Zone 4", "Destinations"), e, ev(SWL, "t2", "Fuel surcharge", "Amount")])

r, e = swl(30, "Zone 1")
extra = rates[d.SWIFTLARK_EXTRA_KG][0]
tot = round(r + 4 * extra, 2)
assert 34 <= d.SWIFTLARK_MAX_KG[0]
assert "England" in d.SWIFTLARK_ZONES[0][1]
q("What does Swiftlark charge for a 34 kg parcel from London to Manchester?", "product",
  num(tot, "GBP", money(tot), tolerance=0.01),
  [ev(SWL, "t1", "Zone 1", "Destinations"), e, ev(SWL, "t3", d.SWIFTLARK_EXTRA_KG, "Zone 1", 2)])

assert 45 > max(d.SWIFTLARK_MAX_KG)
q("Swiftlark price to ship a 45 kg parcel to Zone 2?", "unanswerable",
  none("Parcels are limited to 40 kg (Zones 1–5); a 45 kg parcel is not priced."), [])

# ====================================================================== Yıldıztepe Yapı Market (TRY, Turkish)
yil = {k: (ad, dict(zip(d.YILDIZTEPE_TIERS, ps))) for k, ad, _, ps in d.YILDIZTEPE_URUNLER}
YC = "Birim fiyat (TL, KDV hariç) > "


def ytier(n: int) -> str:
    return d.YILDIZTEPE_TIERS[band(n, YIL_BANDS)]


t = ytier(20)
x = yil["YT-2010"][1][t]
q("YT-2010 iç cephe boyasından 20 kova alırsam birim fiyatı ne olur?", "range_lookup",
  num(x, "TRY", d.de(x)), [ev(YIL, "t1", "YT-2010", YC + t)])

t = ytier(30)
tot = round(30 * yil["YT-1002"][1][t], 2)
q("30 torba Portland çimento KDV hariç kaç TL tutar?", "product", num(tot, "TRY", d.de(tot), tolerance=0.01),
  [ev(YIL, "t1", "YT-1002", YC + t)])

t0 = d.YILDIZTEPE_TIERS[0]
top = max(yil, key=lambda k: yil[k][1][t0])
q("Tek adet alımda listedeki en pahalı ürün hangisi?", "argmax",
  text(yil[top][0], top, yil[top][0].split(",")[0]), [ev(YIL, "t1", k, YC + t0) for k in yil])

k = band(7500, YIL_KARGO)
b, fee = d.YILDIZTEPE_KARGO[k]
q("7.500 TL'lik bir sipariş için teslimat ücreti ne kadar?", "range_lookup", num(fee, "TRY", d.de(fee)),
  [ev(YIL, "t2", b, "Teslimat ücreti (TL)")])

q("Laminat parkenin metrekare fiyatı nedir?", "unanswerable", none("Laminate flooring is not on the price list."), [])

t = ytier(12)
tot = round(12 * yil["YT-6050"][1][t] * (1 + d.YILDIZTEPE_KDV / 100), 2)
q("Yıldıztepe: 12 tubes of the clear silicone, VAT (KDV) included — total in lira?", "product",
  num(tot, "TRY", d.de(tot), tolerance=0.01), [ev(YIL, "t1", "YT-6050", YC + t)])


if __name__ == "__main__":
    sys.exit(write(QUESTIONS, HERE / "questions.jsonl"))
