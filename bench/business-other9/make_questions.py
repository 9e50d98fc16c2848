"""Writes bench/business-other9/questions.jsonl: held-out questions and their gold answers.

    python bench/business-other9/make_questions.py

Every gold is computed from the data structures of make_docs.py (never typed from a run and never
from tabsql's output: tabsql was neither run nor read while this set was written), so a figure
changed there changes its answers here. Number golds follow /work/shared/tools/score.py: `value` in
the table's printed unit with `scale` for a stated scale (Ljungskile "Mkr" -> 1000000, Harnhill
"£m" -> 1000000), `raw` as printed (or as computed, in the document's number format), `tolerance` /
`decimals` for computed figures, `accept_abs` where the sign of a fall, a saving, an expense or a gap
may fairly be dropped, `aliases` for other names of a text answer, `conditions` for a note that
qualifies the figure. `hard_cases` uses the business-dev vocabulary.

Evidence rows: the product code, part number, reference or type code where a table has one; for
Hockerill's tier rows "code > From" (the tier row whose From cell is that number, at or below the
product's line); for rows repeated under section rows "section > label" (Marbury's bands, Inkpen's
"Mono" / "Colour"); the printed label otherwise. Columns: the header path, "A > B" for two levels.
"""
from __future__ import annotations

import math
import sys
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import make_docs as d  # noqa: E402
from held_out_gold import asker, band, ev, lst, money, none, num, pct, pct_change, text, write  # noqa: E402

HW, ME, EH, TA, RA, DW = d.HW_DOC, d.ME_DOC, d.EH_DOC, d.TA_DOC, d.RA_DOC, d.DW_DOC
LI, HG, PF, OD, CC, IP = d.LI_DOC, d.HG_DOC, d.PF_DOC, d.OD_DOC, d.CC_DOC, d.IP_DOC

K_LI = {"scale": 1_000_000, "scale_note": "Mkr (miljoner kronor) in the header and the text"}
K_HG = {"scale": 1_000_000, "scale_note": "£m in the header corner; £ million in the text"}

QUESTIONS: list[dict] = []
_q = asker(QUESTIONS, "bo9", "other9", "business-other9")


def q(question: str, category: str, answer: dict, evidence: list[dict], hard: tuple[str, ...] = ()) -> None:
    _q(question, category, answer, evidence)
    QUESTIONS[-1]["hard_cases"] = list(hard)


def D(x) -> Decimal:
    return x if isinstance(x, Decimal) else Decimal(repr(x))


def r2(x) -> float:
    """Half up to the penny, refusing a value that sits on a half penny (where rounding could fairly differ)."""
    dx = D(x)
    assert abs((dx * 100) % 1 - Decimal("0.5")) > Decimal("0.0001") or (dx * 100) % 1 == 0, x
    return float(dx.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP))


def unique_max(xs: dict, key=lambda v: v):
    top = max(xs, key=lambda k: key(xs[k]))
    assert sorted((key(v) for v in xs.values()), reverse=True)[1] < key(xs[top]), "a tie at the top"
    return top


def unique_min(xs: dict, key=lambda v: v):
    low = min(xs, key=lambda k: key(xs[k]))
    assert sorted(key(v) for v in xs.values())[1] > key(xs[low]), "a tie at the bottom"
    return low


def pt(x: float) -> str:
    """Portuguese / Swedish number format: 232,22."""
    return f"{x:,.2f}".replace(",", " ").replace(".", ",")


# ====================================================================== Hockerill Wholesale (tiers as rows)
hw = d.hw_items()
PPC, PPU, MOQ = "Price per case (£)", "Per unit (p)", "MOQ (cases)"


def hwev(code: str, cases: int, col: str = PPC) -> tuple[float, dict]:
    i, p = d.hw_tier(code, cases)
    lo = hw[code]["tiers"][i][0]
    return p, ev(HW, "t1", f"{code} > {d.en(lo, 0)}", col)


x, e = hwev("HW-4410", 30)
q("Hockerill Wholesale: what's the case price for the 16 oz kraft soup containers if we order 30 cases?",
  "range_lookup", num(x, "GBP", d.en(x)), [e], ("range_match",))

x, e = hwev("HW-5112", 25)
assert hw["HW-5112"]["tiers"][2][0] == 25  # exactly on the lower bound of the top tier
q("We'll take exactly 25 cases of the 12 oz double-wall cups. Which price per case applies at Hockerill?",
  "range_lookup", num(x, "GBP", d.en(x)), [e], ("range_match",))

i, _ = d.hw_tier("HW-6201", 120)
x = d.hw_unit_p(hw["HW-6201"]["tiers"][i][2], hw["HW-6201"]["units"])
_, e = hwev("HW-6201", 120, PPU)
q("If we buy 120 cases of birchwood forks from Hockerill, what does one fork work out at? Answer in pence.",
  "range_lookup", num(x, "p", d.en(x)), [e], ("range_match", "unit_in_header"))

p1, e1 = hwev("HW-4412", 12)
p2, e2 = hwev("HW-4420", 12)
goods = 12 * D(p1) + 12 * D(p2)
assert goods >= D(d.HW_FREE_FROM)
tot = r2(goods)
q("Please price 12 cases of the 24 oz soup containers plus 12 cases of the vented lids from Hockerill, delivery "
  "included, ex VAT.", "product",
  num(tot, "GBP", money(tot), tolerance=0.01, conditions=["Delivery free on orders of £150.00 or more ex VAT"]),
  [e1, e2], ("range_match",))

moq = [c for c, v in hw.items() if v["moq"] > 1]
q("how many hockerill products cant be ordered as a single case (MOQ above 1)?", "count", num(len(moq), None, str(len(moq))),
  [ev(HW, "t1", c, MOQ) for c in hw])

spend = 82_000
lab, rate, _ = d.HW_REBATE[band(spend, [b[2] for b in d.HW_REBATE])]
x = r2(D(spend) * D(rate) / 100)
q("Our annual spend with Hockerill is about £82,000 ex VAT. What rebate would that earn us, in pounds?", "product",
  num(x, "GBP", money(x), tolerance=0.01), [ev(HW, "t2", lab, "Rebate")], ("range_match",))

assert hw["HW-4410"]["moq"] == 2
q("What is Hockerill's price for one case of the 16 oz kraft soup containers?", "unanswerable",
  none("The minimum order for HW-4410 is 2 cases; no price is given for a single case."), [], ("uncovered_quantity",))

# ====================================================================== Marbury Energy (bands as section rows, pence)
FP = "Fixed price"
TERM = {"1 year": f"{FP} > 1 year", "2 years": f"{FP} > 2 years", "3 years": f"{FP} > 3 years",
        "Flexible": "Flexible"}
SC, SR, DR, NR = d.ME_CHARGES


def mev(kwh: int, charge: str, term: str) -> tuple[float, dict]:
    b = d.me_band(kwh)
    return (d.ME_PRICES[b][charge][d.ME_TERMS.index(term)],
            ev(ME, "t1", f"{d.ME_BANDS[b][0]} > {charge}", TERM[term]))


x, e = mev(45_000, NR, "2 years")
q("Marbury Energy: our site uses roughly 45,000 kWh a year on a day/night meter. What night unit rate would we pay on "
  "a two-year fix?", "range_lookup", num(x, "p/kWh", d.en(x)), [e], ("range_match", "header_path", "synonym"))

kwh = 18_400
sc, e1 = mev(kwh, SC, "1 year")
ur, e2 = mev(kwh, SR, "1 year")
tot = r2((365 * D(sc) + kwh * (D(ur) + D(d.ME_CCL))) / 100)
q("Single-rate meter, 18,400 kWh a year, one-year fixed price with Marbury: what would a year cost including the "
  "Climate Change Levy but before VAT? Assume 365 days of standing charge and answer in pounds.", "product",
  num(tot, "GBP", money(tot), tolerance=0.01,
      conditions=["Climate Change Levy 0.775p per kWh added; VAT (20%) excluded"]),
  [e1, e2], ("range_match", "header_path", "footnote"))

day, night = 70_000, 28_000
sc, e1 = mev(day + night, SC, "3 years")
dr, e2 = mev(day + night, DR, "3 years")
nr, e3 = mev(day + night, NR, "3 years")
tot = r2((365 * D(sc) + day * D(dr) + night * D(nr)) / 100)
q("A warehouse on a day/night meter expects 70,000 kWh of day units and 28,000 kWh of night units a year. On "
  "Marbury's three-year fix, what is the annual cost including standing charges for 365 days, excluding CCL and VAT?",
  "product", num(tot, "GBP", money(tot), tolerance=0.01, conditions=["Excludes CCL and VAT"]), [e1, e2, e3],
  ("range_match", "header_path"))

a_, ea = mev(100_000, SR, "Flexible")
b_, eb = mev(100_000, SR, "3 years")
x = float(D(a_) - D(b_))
q("For a band 3 site on a single-rate meter, how many pence per kWh does Marbury's three-year fix save compared with "
  "the flexible price?", "difference", num(x, "p/kWh", d.en(x), tolerance=0.001, accept_abs=True), [ea, eb],
  ("header_path",))

a_, ea = mev(10_000, SC, "Flexible")
b_, eb = mev(10_000, SC, "1 year")
q("By what percentage is Marbury's band 1 flexible standing charge higher than the one-year fixed standing charge?",
  "percent_change", pct(pct_change(a_, b_)), [ea, eb], ("header_path",))

rates = {t: mev(40_000, DR, t) for t in d.ME_TERMS}
low = unique_min({t: v[0] for t, v in rates.items()})
q("Which Marbury contract option gives a band 2 site the lowest day unit rate?", "argmin",
  text(low, "3-year fix", "three-year fix", "3-year fixed price", "three years", "Fixed price 3 years", "3 yr"),
  [v[1] for v in rates.values()], ("header_path",))

a_, ea = mev(40_000, SR, "2 years")
b_, eb = mev(100_000, SR, "Flexible")
assert a_ != b_
win = "Band 2 on a two-year fix" if a_ < b_ else "Band 3 on flexible"
q("For a single-rate meter, which is cheaper per kWh at Marbury: band 2 on a two-year fix, or band 3 on the flexible "
  "price?", "compare_two", text(win, "band 2", "band 2 two-year fix", "the two-year fix", "band 2, 2 years"),
  [ea, eb], ("header_path",))

# ====================================================================== Ellingstring Hall (capacities and hire prices)
eh = {r: {"m2": m2, "cap": dict(zip(d.EH_LAYOUTS, c)), "hire": dict(zip(d.EH_SESSIONS, h))}
      for r, m2, c, h in d.EH_ROOMS}
CAPL, HIRE = "Capacity by layout (people)", "Room hire (£)"

x = eh["Coverdale Room"]["cap"]["Cabaret"]
q("How many people does the Coverdale Room at Ellingstring Hall hold in cabaret style?", "lookup_header_path",
  num(x, "people", str(x)), [ev(EH, "t1", "Coverdale Room", f"{CAPL} > Cabaret")], ("header_path", "merged_cell"))

big = [r for r, v in eh.items() if (v["cap"]["Classroom"] or 0) >= 50]
q("Which Ellingstring rooms can seat at least 50 people classroom style?", "filter_list", lst(big),
  [ev(EH, "t1", r, f"{CAPL} > Classroom") for r in eh], ("header_path", "null_cell"))

eb = {lab: (rng, ps) for lab, rng, ps in d.EH_BANDS}


def ehp(n: int, pkg: str) -> tuple[float, dict]:
    i = band(n, [rng for _, rng, _ in d.EH_BANDS])
    lab, _, ps = d.EH_BANDS[i]
    return ps[d.EH_PACKAGES.index(pkg)], ev(EH, "t2", lab, f"{pkg} (£)")


x, e = ehp(38, "Day delegate")
q("What's Ellingstring Hall's day delegate rate per person for a group of 38?", "range_lookup",
  num(x, "GBP", d.en(x)), [e], ("range_match",))

x, e = ehp(62, "24-hour delegate¹")
tot = r2(62 * D(x) * (1 + D(d.EH_VAT) / 100))
q("We're planning a residential for 62 people on Ellingstring's 24-hour package. What's the total including VAT?",
  "product", num(tot, "GBP", money(tot), tolerance=0.01, conditions=["VAT at 20% added"]), [e],
  ("range_match", "vat_condition", "footnote"))

per_m2 = {r: D(v["hire"]["Full day"]) / v["m2"] for r, v in eh.items()}
top = unique_max(per_m2)
q("Per square metre, which Ellingstring room is the most expensive to hire for a full day?", "argmax", text(top),
  [ev(EH, "t1", r, c) for r in eh for c in ("Size (m²)", f"{HIRE} > Full day")])

assert eh["Kirkby Ballroom"]["cap"]["Boardroom"] is None
q("How many people can the Kirkby Ballroom seat boardroom style?", "unanswerable",
  none("The Kirkby Ballroom is not offered in boardroom layout (a dash in the capacity table)."), [], ("null_cell",))

# ====================================================================== Trethowan Assurance (rates per £1,000)
ta = {lab: dict(zip(("LN", "LS", "CN", "CS"), r)) for (lab, _), r in zip(d.TA_BANDS, d.TA_RATES)}
COL = {"LN": "Life assurance > Non-smoker", "LS": "Life assurance > Smoker", "CN": "Critical illness > Non-smoker",
       "CS": "Critical illness > Smoker"}


def tev(age: int, k: str) -> tuple[float, dict]:
    lab = d.TA_BANDS[band(age, [rng for _, rng in d.TA_BANDS])][0]
    return ta[lab][k], ev(TA, "t1", lab, COL[k])


x, e = tev(47, "LN")
q("Trethowan: what is the annual life assurance rate per £1,000 of cover for a 47-year-old non-smoker?",
  "range_lookup", num(x, "GBP", d.en(x)), [e], ("range_match", "header_path"))

x, e = tev(41, "LS")
tot = r2(D(150_000) / 1000 * D(x))
assert tot >= d.TA_MIN_PREMIUM
q("Could you work out the annual life premium for a 41-year-old smoker insured for £150,000?", "product",
  num(tot, "GBP", money(tot), tolerance=0.01), [e], ("range_match", "header_path"))

x, e = tev(26, "LN")
raw_ = D(120_000) / 1000 * D(x)
assert raw_ < D(d.TA_MIN_PREMIUM)
tot = r2(max(raw_, D(d.TA_MIN_PREMIUM)))
q("A 26-year-old non-smoker has £120,000 of life cover. What annual premium will Trethowan charge for it?", "product",
  num(tot, "GBP", money(tot), tolerance=0.01, conditions=["Minimum premium £60.00 per member per benefit a year"]),
  [e], ("range_match", "header_path", "distractor_prose"))

x, e = tev(52, "CS")
tot = r2(D(80_000) / 1000 * D(x) * (1 + D(d.TA_IPT) / 100))
q("Critical illness cover of £80,000 for a 52-year-old smoker: what's the annual premium including Insurance Premium "
  "Tax?", "product", num(tot, "GBP", money(tot), tolerance=0.01, conditions=["Insurance Premium Tax at 12% added"]),
  [e], ("range_match", "header_path", "footnote"))

a_, ea = tev(52, "CS")
b_, eb = tev(52, "CN")
x = float(D(a_) / D(b_))
q("For members aged 50–54, how many times the non-smoker critical illness rate do smokers pay? Two decimals, please.",
  "ratio", num(round(x, 2), None, f"{x:.2f}", decimals=2), [ea, eb], ("header_path",))

lab, _, disc = d.TA_DISCOUNTS[band(48, [rng for _, rng, _ in d.TA_DISCOUNTS])]
q("What scheme-size discount does Trethowan give on a scheme covering 48 members?", "range_lookup",
  num(disc, "%", f"{disc}%"), [ev(TA, "t2", lab, "Discount on premium")], ("range_match",))

hi = [lab for lab, v in ta.items() if v["LS"] > 2.00]
q("In how many age bands is Trethowan's smoker life assurance rate above £2.00 per £1,000?", "count",
  num(len(hi), None, str(len(hi))), [ev(TA, "t1", lab, COL["LS"]) for lab in ta], ("header_path",))

q("What's Trethowan's life assurance rate for a 67-year-old member?", "unanswerable",
  none("Cover ends at 65; the table stops at the 60–64 band."), [], ("missing_row",))

# ====================================================================== Reagentes Alvaiázere (Portuguese catalogue)
liq = {r: {"name": n, "grade": g, "cas": cas, "cls": cl, "p": dict(zip(d.RA_LIQ_PACKS, ps)), "i": i}
       for i, (r, n, g, cas, cl, ps) in enumerate(d.RA_LIQUIDS)}
sol = {r: {"name": n, "grade": g, "cas": cas, "cls": cl, "p": dict(zip(d.RA_SOL_PACKS, ps))}
       for r, n, g, cas, cl, ps in d.RA_SOLIDS}
PE = "Preço por embalagem (€)"


def lev(ref: str, col: str) -> dict:
    page = 1 if liq[ref]["i"] < d.RA_PAGE1_ROWS else 2
    return ev(RA, "t2", ref, col if col == "Classe ONU" else f"{PE} > {col}", page=page)


def sev(ref: str, col: str) -> dict:
    return ev(RA, "t3", ref, col if col == "Classe ONU" else f"{PE} > {col}", page=2)


x = liq["RA-1001"]["p"]["2,5 l"]
q("Reagentes Alvaiázere: what's the price of a 2.5 litre bottle of acetone, p.a. grade?", "lookup_header_path",
  num(x, "EUR", d.comma(x)), [lev("RA-1001", "2,5 l")], ("header_path", "locale_number", "cross_lingual"))

ref = next(r for r, v in liq.items() if v["cas"] == "64-17-5" and v["grade"] == "p.a.")
x = liq[ref]["p"]["1 l"]
q("What does a 1 l bottle of the p.a. grade of CAS 64-17-5 cost from Alvaiázere?", "lookup",
  num(x, "EUR", d.comma(x)), [lev(ref, "1 l")], ("header_path", "locale_number", "synonym"))

x = liq["RA-1250"]["p"]["5 l"]
assert liq["RA-1250"]["i"] >= d.RA_PAGE1_ROWS
q("Quanto custa a embalagem de 5 l de glicerol p.a.?", "multi_page_lookup", num(x, "EUR", d.comma(x)),
  [lev("RA-1250", "5 l")], ("multi_page", "header_path", "locale_number"))

x = liq["RA-1240"]["p"]["2,5 l"]
assert liq["RA-1240"]["i"] >= d.RA_PAGE1_ROWS
q("Price of xylene (technical grade) in the 2.5 l pack?", "multi_page_lookup", num(x, "EUR", d.comma(x)),
  [lev("RA-1240", "2,5 l")], ("multi_page", "header_path", "locale_number", "cross_lingual"))

a_ = D(liq["RA-1021"]["p"]["5 l"]) / 5
b_ = D(liq["RA-1021"]["p"]["1 l"]) / 1
q("Buying methanol p.a. in 5 l containers rather than 1 l bottles: how much less do we pay per litre, in percent?",
  "percent_change", pct(float(pct_change(a_, b_)), accept_abs=True), [lev("RA-1021", "5 l"), lev("RA-1021", "1 l")],
  ("header_path", "locale_number", "cross_lingual"))

tox = [r for r, v in liq.items() if v["cls"] == "6.1"]
q("Which of Alvaiázere's liquids are UN class 6.1 (toxic) for transport? Give the references.", "filter_list",
  lst(tox), [lev(r, "Classe ONU") for r in liq], ("multi_page",))

g = liq["RA-1001"]["p"]["2,5 l"]
s_ = sol["RA-2010"]["p"]["1 kg"]
goods = 4 * D(g) + 2 * D(s_)
assert goods < D(d.RA_PORTES_GRATIS)
tot = r2((goods + D(d.RA_PORTES)) * (1 + D(d.RA_IVA) / 100))
q("Encomenda à Alvaiázere: 4 frascos de 2,5 l de acetona p.a. e 2 embalagens de 1 kg de cloreto de sódio p.a. Qual "
  "o total com IVA, portes incluídos?", "product",
  num(tot, "EUR", pt(tot), tolerance=0.01, conditions=["IVA 23 % on goods and shipping; shipping 15,00 € below "
                                                        "250,00 €"]),
  [lev("RA-1001", "2,5 l"), sev("RA-2010", "1 kg")], ("header_path", "locale_number", "vat_condition"))

kg = {r: v["p"]["1 kg"] for r, v in sol.items() if v["p"]["1 kg"] is not None}
low = unique_min(kg)
q("Among the solid reagents, which is cheapest in the 1 kg pack?", "argmin",
  text(sol[low]["name"], low, "sodium bicarbonate", "sodium hydrogen carbonate"),
  [sev(r, "1 kg") for r in sol], ("header_path", "locale_number", "cross_lingual", "null_cell"))

# ====================================================================== Dunkeswell Warewashing (spare parts)
dw = d.dw_parts()
PR = "Price (£)"


def dev(part: str, col: str = PR) -> dict:
    return ev(DW, f"t{dw[part]['table']}", part, col, page=1 if dw[part]["table"] <= 2 else 2)


x = dw["DWP-1042"]["price"]
q("DWP-1042 lower wash arm from Dunkeswell - price pls", "lookup", num(x, "GBP", d.en(x)),
  [dev("DWP-1042")])

new = dw["DWP-2020"]["repl"]
x = dw[new]["price"]
assert dw["DWP-2020"]["price"] is None
q("Our DW-500 needs a new drain pump, part DWP-2020. What will the part cost us now?", "lookup",
  num(x, "GBP", d.en(x)), [dev(new), dev("DWP-2020", "Replaced by")], ("null_cell",))

kit = next(k for k in d.DW_KITS if k[0] == "SK-W")
parts = sum(n * D(dw[p]["price"]) for p, n in kit[2])
x = float(parts - D(kit[3]))
q("How much does the SK-W wash-system service kit save compared with buying its contents separately?", "difference",
  num(x, "GBP", money(x), tolerance=0.01, accept_abs=True),
  [ev(DW, "t4", "SK-W", "Kit price (£)", page=2)] + [dev(p) for p, _ in kit[2]], ("multi_page",))

sup = [p for p, v in dw.items() if v["avail"] == "Superseded"]
q("How many part numbers in Dunkeswell's list have been superseded?", "count", num(len(sup), None, str(len(sup))),
  [dev(p, "Availability") for p in dw], ("multi_page",))

t3 = {p: v["price"] for p, v in dw.items() if v["table"] == 3 and v["price"] is not None}
top = unique_max(t3)
q("Which is the most expensive part in Dunkeswell's door, hood and controls assembly?", "argmax",
  text(top, "DW-700 control board", "Control board (PCB) for the DW-700", "control board DWP-3031"),
  [dev(p) for p, v in dw.items() if v["table"] == 3], ("null_cell",))

only = [p for p, v in dw.items() if v["table"] == 2 and v["fits"] == "DW-700"]
q("Which parts in the pumps and heating table fit the DW-700 only? Part numbers, please.", "filter_list", lst(only),
  [dev(p, "Fits") for p, v in dw.items() if v["table"] == 2])

assert dw["DWP-2060"]["price"] is None and dw["DWP-2060"]["repl"] is None
q("What's the price of the pump seal kit DWP-2060?", "unanswerable",
  none("DWP-2060 is discontinued: no price and no replacement are listed."), [], ("null_cell",))

# ====================================================================== Ljungskile Industri (Swedish income statement)
li = d.li_table()
Y = {y: i for i, y in enumerate(d.LI_YEARS)}


def liev(line: str, year: str, what: str = "Mkr") -> dict:
    return ev(LI, "t1", line, f"{year} > {what}")


x = li["Nettoomsättning"][Y["2024"]]
q("What were Ljungskile Industri's net sales in 2024?", "lookup", num(x, "SEK", d.comma(x, 1), **K_LI),
  [liev("Nettoomsättning", "2024")], ("header_path", "unit_in_header", "locale_number", "synonym", "cross_lingual"))

x = d.li_pct("Bruttoresultat", Y["2023"])
q("Vilken bruttomarginal hade Ljungskile 2023?", "lookup_header_path", num(x, "%", d.comma(x, 1)),
  [liev("Bruttoresultat", "2023", "%")], ("header_path", "locale_number", "synonym"))

a_, b_ = li["Nettoomsättning"][Y["2025"]], li["Nettoomsättning"][Y["2024"]]
q("By how much did Ljungskile's net sales grow in 2025, in percent?", "percent_change", pct(pct_change(a_, b_)),
  [liev("Nettoomsättning", "2025"), liev("Nettoomsättning", "2024")], ("header_path", "locale_number", "synonym"))

tax, pbt = li["Skatt"][Y["2025"]], li["Resultat före skatt"][Y["2025"]]
q("What was Ljungskile's effective tax rate in 2025 (tax as a share of profit before tax)?", "ratio",
  pct(float(-D(tax) / D(pbt) * 100)), [liev("Skatt", "2025"), liev("Resultat före skatt", "2025")],
  ("header_path", "locale_number", "cross_lingual"))

om = {y: d.li_pct("Rörelseresultat", i) for y, i in Y.items()}
top = unique_max(om)
q("In which of the three years was Ljungskile's operating margin highest?", "argmax", text(top),
  [liev("Rörelseresultat", y, "%") for y in d.LI_YEARS], ("header_path", "synonym", "cross_lingual"))

emp = dict(zip(d.LI_YEARS, d.LI_KEY[2][1]))
x = sum(emp.values()) / 3
q("On average, how many people did Ljungskile employ per year over 2023–2025? Round to a whole number.", "average",
  num(round(x), "employees", str(round(x)), decimals=0), [ev(LI, "t2", "Medelantal anställda", y) for y in d.LI_YEARS],
  ("cross_lingual", "synonym"))

q("Vad var Ljungskiles nettoomsättning 2022?", "unanswerable",
  none("The statement covers 2023–2025 only."), [], ("absent_year",))

# ====================================================================== Harnhill Group (segment note, two years)
hg = {y: d.hg_table(y) for y in ("2025", "2024")}
HT = {"2025": "t1", "2024": "t2"}
AOP, MG, CX = "Adjusted operating profit", "Margin (%)", "Capital expenditure"

x = hg["2025"]["Water Systems"]["inter"]
q("Harnhill Group: what inter-segment revenue did Water Systems book in 2025?", "lookup_header_path",
  num(x, "GBP", d.en(x, 1), **K_HG), [ev(HG, "t1", "Water Systems", "Revenue > Inter-segment")],
  ("header_path", "unit_in_header"))

a_, b_ = hg["2025"]["Rail Services"]["ext"], hg["2024"]["Rail Services"]["ext"]
q("How much did Rail Services' external revenue change between 2024 and 2025, in percent?", "percent_change",
  pct(pct_change(a_, b_), accept_abs=True),
  [ev(HG, "t1", "Rail Services", "Revenue > External"), ev(HG, "t2", "Rail Services", "Revenue > External")],
  ("header_path",))

m25 = {s: hg["2025"][s]["margin"] for s in d.HG_SEGMENTS}
top = unique_max(m25)
q("Which Harnhill segment had the highest margin in 2025?", "argmax", text(top),
  [ev(HG, "t1", s, MG) for s in d.HG_SEGMENTS], ("total_row_excluded",))

x = hg["2024"]["Group"]["aop"]
q("What was Harnhill's group adjusted operating profit for 2024?", "lookup", num(x, "GBP", d.en(x, 1), **K_HG),
  [ev(HG, "t2", "Group", AOP)], ("total_row", "unit_in_header"))

over = [s for s in d.HG_SEGMENTS if m25[s] > 10]
q("In 2025, how many of Harnhill's four operating segments earned a margin above 10%?", "count",
  num(len(over), None, str(len(over))), [ev(HG, "t1", s, MG) for s in d.HG_SEGMENTS], ("total_row_excluded",))

x = float(sum(D(hg["2025"][s]["capex"]) for s in d.HG_SEGMENTS))
q("Combined capital expenditure of Harnhill's four operating segments in 2025, leaving out central costs?", "sum",
  num(x, "GBP", d.en(x, 1), tolerance=0.001, **K_HG), [ev(HG, "t1", s, CX) for s in d.HG_SEGMENTS],
  ("total_row_excluded", "unit_in_header"))

a_, b_ = hg["2025"]["Building Products"]["aop"], hg["2024"]["Building Products"]["aop"]
x = float(D(a_) - D(b_))
q("By how much did Building Products' adjusted operating profit rise from 2024 to 2025, in £m?", "difference",
  num(x, "GBP", d.en(x, 1), tolerance=0.001, **K_HG),
  [ev(HG, "t1", "Building Products", AOP), ev(HG, "t2", "Building Products", AOP)], ("unit_in_header",))

# ====================================================================== Polstead Foods (aged creditors)
pf = d.pf_table()
OV = "Overdue (£)"
BK = {b: (b + " (£)" if b == "Not yet due" else f"{OV} > {b}") for b in d.PF_BUCKETS}
SUP = [s for s, *_ in d.PF_SUPPLIERS]

x = pf["Ruthwell Logistics Ltd"]["b"][2]
q("How much did Polstead owe Ruthwell Logistics that was 31–60 days overdue at 30 September?", "lookup_header_path",
  num(x, "GBP", d.en(x)), [ev(PF, "t1", "Ruthwell Logistics Ltd", BK["31–60 days"])], ("header_path",))

x = float(sum(D(v) for v in pf["Tarlscough Produce Ltd"]["b"][1:]))
q("What's the total overdue balance with Tarlscough Produce (everything past its due date)?", "sum",
  num(x, "GBP", money(x), tolerance=0.01),
  [ev(PF, "t1", "Tarlscough Produce Ltd", BK[b]) for b in d.PF_BUCKETS[1:]], ("header_path", "dash_zero"))

top = unique_max({s: pf[s]["bal"] for s in SUP})
q("Hi, which supplier does Polstead owe the most to overall at the end of September?", "argmax", text(top, top.replace(" Ltd", ""), "Quernmore"),
  [ev(PF, "t1", s, "Balance (£)") for s in SUP], ("total_row_excluded",))

over = [s for s in SUP if pf[s]["bal"] > pf[s]["limit"]]
q("Which suppliers' balances are above the credit limit they've set us?", "filter_list", lst(over),
  [ev(PF, "t1", s, c) for s in SUP for c in ("Credit limit (£)", "Balance (£)")])

tot = pf["Total"]
x = float((D(tot["bal"]) - D(tot["b"][0])) / D(tot["bal"]) * 100)
q("What percentage of Polstead's total creditors is overdue?", "ratio", pct(x),
  [ev(PF, "t1", "Total", "Balance (£)"), ev(PF, "t1", "Total", BK["Not yet due"])], ("total_row",))

old = [s for s in SUP if any(v > 0 for v in pf[s]["b"][3:])]
q("To how many suppliers does Polstead owe money that is more than 60 days overdue?", "count", num(len(old), None, str(len(old))),
  [ev(PF, "t1", s, BK[b]) for s in SUP for b in d.PF_BUCKETS[3:]], ("header_path", "dash_zero"))

x = tot["b"][0]
q("What's the total not yet due across all of Polstead's suppliers?", "lookup", num(x, "GBP", d.en(x)),
  [ev(PF, "t1", "Total", BK["Not yet due"])], ("total_row",))

q("How much did Polstead owe Gwinear Dairies at 31 August 2025?", "unanswerable",
  none("The report gives balances at 30 September 2025 only."), [], ("absent_year",))

# ====================================================================== Oakhanger Drives (motors as rows)
od = d.od_rows()
EFF, LP = "Efficiency (%)", "List price (£)"

t = next(k for k, v in od.items() if v["kw"] == 5.5 and v["sec"].startswith("4 poles"))
x = od[t]["eff"][1]
q("What's the efficiency of Oakhanger's 5.5 kW 4-pole motor at three-quarter load?", "lookup_header_path",
  num(x, "%", d.en(x, 1)), [ev(OD, "t1", t, f"{EFF} > 3/4")], ("header_path", "synonym"))

v = od["OD3-160MA-2"]
x = float(D(v["isin"]) * D(v["in"]))
q("What starting current does the OD3-160MA-2 draw at 400 V?", "product", num(x, "A", f"{x:.2f}", tolerance=0.1),
  [ev(OD, "t1", "OD3-160MA-2", "Is/In"), ev(OD, "t1", "OD3-160MA-2", "In at 400 V (A)")], ("synonym",))

fit = min((k for k, v in od.items() if v["sec"].startswith("4 poles") and v["kw"] >= 5), key=lambda k: od[k]["kw"])
x = od[fit]["gbp"]
q("We need a 4-pole motor giving at least 5 kW. What's the list price of the smallest Oakhanger motor that will do?",
  "range_lookup", num(x, "GBP", d.en(x)), [ev(OD, "t1", fit, LP)], ("range_match",))

a_, b_ = od["OD3-160M-4"]["gbp"], od["OD3-160MA-2"]["gbp"]
x = float(D(a_) - D(b_))
q("How much more does Oakhanger's 11 kW 4-pole motor cost than the 11 kW 2-pole?", "difference",
  num(x, "GBP", money(x), tolerance=0.01, accept_abs=True),
  [ev(OD, "t1", "OD3-160M-4", LP), ev(OD, "t1", "OD3-160MA-2", LP)])

x = r2(D(od["OD3-112M-4"]["gbp"]) * (1 + D(d.OD_B5_SURCHARGE) / 100))
q("List price of the OD3-112M-4 in the flange-mounted (B5) version?", "product",
  num(x, "GBP", money(x), tolerance=0.01, conditions=["Flange mounting (B5 or B35) adds 4% to the list price"]),
  [ev(OD, "t1", "OD3-112M-4", LP)], ("footnote",))

light = [k for k, v in od.items() if v["sec"].startswith("4 poles") and v["kg"] < 30]
q("How many of Oakhanger's 4-pole motors weigh less than 30 kg?", "count", num(len(light), None, str(len(light))),
  [ev(OD, "t1", k, "Weight (kg)") for k, v in od.items() if v["sec"].startswith("4 poles")])

a_, b_ = od["OD3-132SB-2"]["eff"][2], od["OD3-132M-4"]["eff"][2]
assert a_ != b_
win = "OD3-132SB-2" if a_ > b_ else "OD3-132M-4"
q("At half load, which is more efficient: the OD3-132SB-2 or the OD3-132M-4?", "compare_two", text(win),
  [ev(OD, "t1", "OD3-132SB-2", f"{EFF} > 2/4"), ev(OD, "t1", "OD3-132M-4", f"{EFF} > 2/4")],
  ("header_path", "synonym"))

# ====================================================================== Crossrigg Containers (specs and hire)
cc = d.cc_specs()
IN, DO = "Internal dimensions (mm)", "Door opening (mm)"
HR = "Daily hire rate (£) by hire period"
hire = {t: dict(zip(d.CC_PERIODS, r)) for t, r in d.CC_HIRE}


def hev(typ: str, days: int) -> tuple[float, dict]:
    per = d.CC_PERIODS[band(days, d.CC_PERIOD_BANDS)]
    return hire[typ][per], ev(CC, "t2", typ, f"{HR} > {per}")


x = cc["40' High Cube"]["H"]
q("What's the internal height of Crossrigg's 40' High Cube, in mm?", "lookup_header_path",
  num(x, "mm", d.en(x, 0)), [ev(CC, "t1", "40' High Cube", f"{IN} > Height")], ("header_path",))

x = cc["20' Reefer"]["dw"]
q("How wide is the door opening on a 20' reefer?", "lookup_header_path", num(x, "mm", d.en(x, 0)),
  [ev(CC, "t1", "20' Reefer", f"{DO} > Width")], ("header_path",))

x = cc["20' Standard"]["payload"] - cc["40' Standard"]["payload"]
q("20ft standard vs 40ft standard at Crossrigg: how much more payload does the 20ft take?", "difference", num(x, "kg", d.en(x, 0)),
  [ev(CC, "t1", "20' Standard", "Payload (kg)"), ev(CC, "t1", "40' Standard", "Payload (kg)")])

x, e = hev("20' Reefer", 95)
q("Crossrigg's daily hire rate for a 20' reefer booked for 95 days?", "range_lookup", num(x, "GBP", d.en(x)), [e],
  ("range_match", "header_path"))

x, e = hev("40' High Cube", 200)
tot = r2(2 * 200 * D(x) + 2 * 2 * D(d.CC_DELIVERY))
q("Two 40' High Cubes on hire for 200 days, delivered and collected within 50 miles of Hull: total ex VAT?",
  "product", num(tot, "GBP", money(tot), tolerance=0.01, conditions=["Delivery and collection £185.00 per container "
                                                                    "each way"]),
  [e], ("range_match", "header_path", "footnote"))

a_, b_ = cc["40' High Cube"]["cap"], cc["40' Standard"]["cap"]
q("By what percentage does a 40' High Cube's cubic capacity exceed a 40' Standard's?", "percent_change",
  pct(pct_change(a_, b_)), [ev(CC, "t1", "40' High Cube", "Capacity (m³)"), ev(CC, "t1", "40' Standard", "Capacity (m³)")])

q("What's the maximum payload of a 53' High Cube from Crossrigg?", "unanswerable",
  none("Crossrigg lists no 53' container."), [], ("absent_entity",))

# ====================================================================== Inkpen Document Services (print plans)
ip = {}
sec = None
for r in d.IP_ROWS:
    if r[0].startswith("#"):
        sec = r[0][1:]
    else:
        ip[f"{sec} > {r[0]}"] = dict(zip(d.IP_PLANS, r[1]))
PAGES, EXC, FEE = "Pages included per month", "Excess pages (pence per page)", "Monthly charge (£, ex VAT)"
EQ = "Equipment and service"

x = ip[f"{PAGES} > Colour"]["Office Plus"]
q("How many colour pages a month come with Inkpen's Office Plus plan?", "transposed_lookup",
  num(x, "pages", d.en(x, 0)), [ev(IP, "t1", f"{PAGES} > Colour", "Office Plus")], ("transposed",))

x = ip[f"{EXC} > Colour"]["Production"]
q("Excess colour page price on Inkpen's Production plan? In pence please.", "transposed_lookup", num(x, "p", d.en(x)),
  [ev(IP, "t1", f"{EXC} > Colour", "Production")], ("transposed", "unit_in_header"))

mono, col = 6_400, 1_350
plan = "Office"
fee = D(ip[f"{FEE} > 60-month agreement"][plan])
xm = max(0, mono - ip[f"{PAGES} > Mono"][plan]) * D(ip[f"{EXC} > Mono"][plan])
xc = max(0, col - ip[f"{PAGES} > Colour"][plan]) * D(ip[f"{EXC} > Colour"][plan])
tot = r2(fee + (xm + xc) / 100)
q("Office plan on a 60-month agreement; we print about 6,400 mono and 1,350 colour pages a month. What's the monthly "
  "bill before VAT, in pounds?", "product", num(tot, "GBP", money(tot), tolerance=0.01),
  [ev(IP, "t1", f"{FEE} > 60-month agreement", plan), ev(IP, "t1", f"{PAGES} > Mono", plan),
   ev(IP, "t1", f"{PAGES} > Colour", plan), ev(IP, "t1", f"{EXC} > Mono", plan), ev(IP, "t1", f"{EXC} > Colour", plan)],
  ("transposed", "unit_in_header"))

a_, b_ = ip[f"{FEE} > 60-month agreement"]["Office Plus"], ip[f"{FEE} > 36-month agreement"]["Office Plus"]
q("How much lower is the Office Plus monthly charge on a 60-month agreement than on 36 months, in percent?",
  "percent_change", pct(pct_change(a_, b_), accept_abs=True),
  [ev(IP, "t1", f"{FEE} > 60-month agreement", "Office Plus"), ev(IP, "t1", f"{FEE} > 36-month agreement", "Office Plus")],
  ("transposed",))

spr = {p: ip[f"{FEE} > 36-month agreement"][p] for p in d.IP_PLANS if ip[f"{EQ} > Secure print release"][p] == "Yes"}
low = unique_min(spr)
q("What's the cheapest Inkpen plan that includes secure print release, on 36-month prices?", "argmin",
  text(low, f"{low} plan"),
  [ev(IP, "t1", f"{EQ} > Secure print release", p) for p in d.IP_PLANS]
  + [ev(IP, "t1", f"{FEE} > 36-month agreement", p) for p in spr], ("transposed", "text_value"))

tot = r2(36 * (D(ip[f"{FEE} > 36-month agreement"]["Essentials"]) + D(ip[f"{FEE} > Each additional device"]["Essentials"])))
q("Over the whole term, what would the Essentials plan with one extra device cost on a 36-month agreement? Ex VAT, "
  "ignoring excess pages.", "product", num(tot, "GBP", money(tot), tolerance=0.01),
  [ev(IP, "t1", f"{FEE} > 36-month agreement", "Essentials"), ev(IP, "t1", f"{FEE} > Each additional device",
                                                                 "Essentials")], ("transposed",))

q("What's the monthly charge for Inkpen's Office plan on a 24-month agreement?", "unanswerable",
  none("Agreements run for 36 or 60 months only."), [], ("missing_row",))

# ====================================================================== cross-document
m = od["OD3-132M-4"]
rate, e_rate = mev(50_000, SR, "2 years")
hours = 4_000
cost = D(m["kw"]) / (D(m["eff"][0]) / 100) * hours * D(rate) / 100
x = float(cost.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP))
q("We'll run an Oakhanger OD3-132M-4 at full load for 4,000 hours a year. The site is on Marbury's band 2, single-rate "
  "meter, two-year fix. Roughly what will the motor's electricity cost per year at that unit rate (ignore standing "
  "charge, CCL and VAT)?", "cross_document", num(x, "GBP", money(x), tolerance=1.0),
  [ev(OD, "t1", "OD3-132M-4", f"{EFF} > 4/4"), ev(OD, "t1", "OD3-132M-4", "Output (kW)"), e_rate],
  ("header_path", "synonym"))

li_m, hg_m = om["2025"], hg["2025"]["Group"]["margin"]
assert li_m != hg_m
win = "Ljungskile Industri" if li_m > hg_m else "Harnhill Group"
q("Which had the higher operating margin in 2025: Ljungskile Industri or Harnhill Group?", "cross_document",
  text(win, win.split()[0], win + " AB" if win.startswith("Lj") else win + " plc"),
  [liev("Rörelseresultat", "2025", "%"), ev(HG, "t1", "Group", MG)], ("cross_lingual", "synonym", "total_row"))

g_li = pct_change(li["Nettoomsättning"][0], li["Nettoomsättning"][1])
g_hg = pct_change(hg["2025"]["Group"]["total"], hg["2024"]["Group"]["total"])
assert abs(g_li - g_hg) > 0.1
win = "Ljungskile Industri" if g_li > g_hg else "Harnhill Group"
q("Whose revenue grew faster from 2024 to 2025: Ljungskile's net sales or Harnhill's group revenue?",
  "cross_document", text(win, win.split()[0], win + " plc" if win.startswith("Har") else win + " AB"),
  [liev("Nettoomsättning", "2025"), liev("Nettoomsättning", "2024"), ev(HG, "t1", "Group", "Revenue > Total"),
   ev(HG, "t2", "Group", "Revenue > Total")], ("cross_lingual", "synonym", "total_row"))

n_ = math.floor(cc["20' Standard"]["payload"] / od["OD3-160M-4"]["kg"])
q("Oakhanger is shipping OD3-160M-4 motors in a Crossrigg 20' Standard. Going by the container's payload and the "
  "motor's weight alone, how many motors fit at most?", "cross_document", num(n_, "motors", str(n_)),
  [ev(CC, "t1", "20' Standard", "Payload (kg)"), ev(OD, "t1", "OD3-160M-4", "Weight (kg)")])


if __name__ == "__main__":
    assert len(QUESTIONS) == 90, len(QUESTIONS)
    sys.exit(write(QUESTIONS, HERE / "questions.jsonl"))
