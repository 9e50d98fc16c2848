"""Writes bench/business-other8/questions.jsonl: held-out questions and their gold answers.

    python bench/business-other8/make_questions.py

Every gold is computed from the data structures of make_docs.py (never typed from a run and never
from tabsql's output: tabsql was neither run nor read while this set was written), so a figure
changed there changes its answers here. Number golds follow /work/shared/tools/score.py: `value` in
the table's printed unit with `scale` for a stated scale (Thornaby "£'000" -> 1000, Zuidbroek
"x € 1.000" -> 1000, Penwortham's "(£000)" row labels -> 1000), `raw` as printed (or as computed, in
the document's number format), `tolerance` / `decimals` for computed figures, `accept_abs` where the
sign of a fall, a saving, an overspend or a gap may fairly be dropped, `aliases` for other names of a
text answer, `conditions` for a footnote that qualifies the figure. `hard_cases` uses the business-dev
vocabulary.

Evidence rows: the part number or code for quotation and catalogue lines, the drop for the blind
matrix, "reference > tier" for Perrichon's spanned product cells (the tier row under the product's
reference), the characteristic for the spec sheet, the printed label otherwise.
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

HF, BF, YB, PO, WH, OG = d.HF_DOC, d.BF_DOC, d.YB_DOC, d.PO_DOC, d.WH_DOC, d.OG_DOC
SA, TL, ZT, PC, RH, LX = d.SA_DOC, d.TL_DOC, d.ZT_DOC, d.PC_DOC, d.RH_DOC, d.LX_DOC

K_TL = {"scale": 1000, "scale_note": "£'000 (header corner and text)"}
K_ZT = {"scale": 1000, "scale_note": "x € 1.000"}
K_PC = {"scale": 1000, "scale_note": "(£000) in the row label"}

QUESTIONS: list[dict] = []
_q = asker(QUESTIONS, "bo8", "other8", "business-other8")


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


def fr(x: float) -> str:
    """French number format: 3 354,00."""
    return f"{x:,.2f}".replace(",", " ").replace(".", ",")


# ====================================================================== Halvergate Fasteners (quotation)
hl = {x["part"]: x for x in d.hf_lines()}
ht = d.hf_totals()
UP, NET, DISC, AMT = "Unit price (£)", "Net (£)", "Disc. %", "Amount (£)"

x = hl["HF-TR1210-A4"]["price"]
q("On Halvergate's quotation HF-Q25-0187, what unit price is quoted for the M12 threaded rod?", "lookup",
  num(x, "GBP", d.en(x)), [ev(HF, "t1", "HF-TR1210-A4", UP)])

x = ht["total"]
q("What is the grand total, VAT included, on the Halvergate quote for Keldholme?", "lookup",
  num(x, "GBP", d.en(x)), [ev(HF, "t2", "Total including VAT", AMT)], ("total_row", "synonym"))

ln = hl["HF-CS0830-A2"]
x = float(D(ln["price"]) / 100 * (1 - D(ln["disc"]) / 100))
q("Halvergate prices the M8 × 30 countersunk screws per 100. What does a single screw work out at after the line "
  "discount? Answer in pounds.", "ratio", num(x, "GBP", f"{x:.4f}", tolerance=0.0001),
  [ev(HF, "t1", "HF-CS0830-A2", UP), ev(HF, "t1", "HF-CS0830-A2", DISC)], ("unit_in_header",))

disc = [p for p, v in hl.items() if v["disc"]]
q("How many lines on the Halvergate quotation carry a line discount?", "count",
  num(len(disc), None, str(len(disc))), [ev(HF, "t1", p, DISC) for p in hl], ("null_cell",))

top = unique_max(hl, key=lambda v: v["net"])
q("Which quoted line has the biggest net value on HF-Q25-0187?", "argmax",
  text(hl[top]["desc"], top, "threaded rod", "Threaded rod M12 × 1 m", "line 5"),
  [ev(HF, "t1", p, NET) for p in hl])

tot = r2((D(ht["subtotal"]) + D(d.HF_CARRIAGE)) * (1 + D(d.HF_VAT) / 100))
q("If Keldholme pays Halvergate's invoice after 30 days, so the settlement discount does not apply, what would the "
  "total including VAT come to? Please answer in GBP to the penny.", "product",
  num(tot, "GBP", money(tot), tolerance=0.01),
  [ev(HF, "t2", "Subtotal (lines 1–8)", AMT), ev(HF, "t2", "Carriage (one pallet)", AMT),
   ev(HF, "t2", f"VAT at {d.HF_VAT}%", AMT)], ("footnote",))

q("What unit price did Halvergate quote for M16 hex bolts?", "unanswerable",
  none("Halvergate's quotation has M12 hex bolts only; no M16 bolt is quoted."), [], ("absent_entity",))

# ====================================================================== Brimscombe Fixings (competing quotation)
BF_BANDS = [(1, 99), (100, 499), (500, None)]
assert len(BF_BANDS) == len(d.BF_BREAKS)
bi = {c: {"desc": desc, "per": per, "p": ps, "hf": line} for c, desc, per, ps, line in d.BF_ITEMS}
CAR = "Carriage (£)"


def brk(pieces: int) -> int:
    return band(pieces, BF_BANDS)


def bprice(code: str, pieces: int) -> tuple[float, Decimal]:
    """Break price and the line value for so many pieces (price per 100 where the Per column says 100)."""
    p = bi[code]["p"][brk(pieces)]
    units = D(pieces) / (100 if bi[code]["per"] == "100" else 1)
    return p, units * D(p)


def carriage(value: Decimal) -> tuple[float, str]:
    for lab, chg, (lo, hi) in d.BF_CARRIAGE:
        if value >= D(lo) and (hi is None or value <= D(hi)):
            return (0.0 if chg is None else chg), lab
    raise ValueError(value)


x, _ = bprice("BF-CSK830", 1_500)
q("Brimscombe Fixings: what's the price per hundred for the M8 × 30 countersunk screws if we take 1,500 pieces?",
  "range_lookup", num(x, "GBP", d.en(x)), [ev(BF, "t1", "BF-CSK830", d.BF_BREAKS[brk(1_500)])], ("range_match",))

chg, lab = carriage(D(750))
q("How much carriage would Brimscombe add to an order worth £750 before VAT?", "range_lookup",
  num(chg, "GBP", d.en(chg)), [ev(BF, "t2", lab, CAR)], ("range_match",))

per100 = [c for c, v in bi.items() if v["per"] == "100"]
q("List the codes of the Brimscombe items whose price is per 100 pieces rather than each.", "filter_list",
  lst(per100), [ev(BF, "t1", c, "Per") for c in bi])

a_, b_ = bi["BF-N12S"]["p"][0], bi["BF-N12S"]["p"][2]
q("For M12 hex nuts from Brimscombe, by what percentage does the unit price fall from the smallest break to the 500+ "
  "break?", "percent_change", pct(pct_change(b_, a_), accept_abs=True),
  [ev(BF, "t1", "BF-N12S", "1–99"), ev(BF, "t1", "BF-N12S", "500+")], ("range_match",))

_, v1 = bprice("BF-1250S", 400)
_, v2 = bprice("BF-N12S", 800)
goods = v1 + v2
chg, lab = carriage(goods)
tot = r2(goods + D(chg))
q("Brimscombe quote: what would 400 of the M12 × 50 hex bolts plus 800 M12 hex nuts cost, carriage included, ex VAT?",
  "product", num(tot, "GBP", money(tot), tolerance=0.01),
  [ev(BF, "t1", "BF-1250S", "100–499"), ev(BF, "t1", "BF-N12S", "500+"), ev(BF, "t2", lab, CAR)],
  ("range_match",))

# ---- cross-document: Halvergate against Brimscombe for Keldholme's enquiry KM-ENQ-2291
hf_bolt = D(hl["HF-HB1250-A4"]["price"]) * (1 - D(hl["HF-HB1250-A4"]["disc"]) / 100)
bf_bolt, _ = bprice("BF-1250S", hl["HF-HB1250-A4"]["qty"])
win = "Halvergate Fasteners" if hf_bolt < D(bf_bolt) else "Brimscombe Fixings"
assert hf_bolt != D(bf_bolt)
q("For the 400 M12 × 50 stainless hex bolts in enquiry KM-ENQ-2291, which supplier is cheaper per bolt once any line "
  "discount is taken off: Halvergate or Brimscombe?", "cross_document", text(win, win.split()[0]),
  [ev(HF, "t1", "HF-HB1250-A4", UP), ev(HF, "t1", "HF-HB1250-A4", DISC), ev(BF, "t1", "BF-1250S", "100–499")],
  ("range_match", "cross_lingual"))

rod = hl["HF-TR1210-A4"]
bf_rod, bf_val = bprice("BF-TR12", rod["qty"])
x = r2(bf_val - D(rod["net"]))
q("How much more would Keldholme's 60 threaded rods (M12 × 1 m) cost from Brimscombe than on Halvergate's quote?",
  "cross_document", num(x, "GBP", money(x), tolerance=0.01, accept_abs=True),
  [ev(HF, "t1", "HF-TR1210-A4", NET), ev(BF, "t1", "BF-TR12", "1–99")], ("range_match",))

bf_goods = sum(bprice(c, hl[d.HF_LINES[v["hf"] - 1][0]]["qty"])[1] for c, v in bi.items())
chg, lab = carriage(bf_goods)
bf_total = r2(bf_goods + D(chg))
q("Pricing every line of Halvergate's quotation at the same quantities from Brimscombe's break prices instead, what "
  "would Brimscombe's order come to including its carriage, ex VAT?", "cross_document",
  num(bf_total, "GBP", money(bf_total), tolerance=0.01),
  [ev(HF, "t1", v[0], "Qty") for v in d.HF_LINES]
  + [ev(BF, "t1", c, d.BF_BREAKS[brk(hl[d.HF_LINES[v["hf"] - 1][0]]["qty"])]) for c, v in bi.items()]
  + [ev(BF, "t2", lab, CAR)], ("range_match",))

win = "Halvergate Fasteners" if D(ht["ex_vat"]) < D(bf_total) else "Brimscombe Fixings"
q("Like for like, ex VAT and with carriage and Halvergate's settlement discount included, which of the two quotations "
  "for KM-ENQ-2291 is lower overall?", "cross_document", text(win, win.split()[0]),
  [ev(HF, "t2", "Total excluding VAT", AMT)]
  + [ev(BF, "t1", c, d.BF_BREAKS[brk(hl[d.HF_LINES[v["hf"] - 1][0]]["qty"])]) for c, v in bi.items()]
  + [ev(BF, "t2", lab, CAR)], ("range_match", "total_row"))

# ====================================================================== Yarnfield Blinds (width x drop matrix)
WUP = "Width up to (mm)"


def yev(band_: str, width: int, drop: int) -> tuple[float, dict]:
    p, wi, di = d.yb_price(band_, width, drop)
    t = "t1" if band_ == "A" else "t2"
    return p, ev(YB, t, d.en(d.YB_DROPS[di], 0), f"{WUP} > {d.en(d.YB_WIDTHS[wi], 0)}")


x, e = yev("B", 1_150, 1_400)
q("Yarnfield trade prices: a band B (blackout) roller blind, 1,150 mm wide with a 1,400 mm drop. What's the price?",
  "range_lookup", num(x, "GBP", d.en(x)), [e], ("range_match", "header_path"))

x, e = yev("A", 2_000, 2_000)
q("What does Yarnfield charge for a band A blind 2,000 mm wide by 2,000 mm drop?", "range_lookup",
  num(x, "GBP", d.en(x)), [e], ("range_match", "header_path"))

x, e = yev("B", 1_480, 1_600)
tot = r2(D(x) + D(d.YB_MOTOR) + D(d.YB_CASSETTE))
q("A blackout blind 1,480 wide × 1,600 drop, motorised and with a cassette headrail: what's the total per blind ex "
  "VAT?", "product", num(tot, "GBP", money(tot), tolerance=0.01),
  [e, ev(YB, "t3", "Motorised, rechargeable", "Charge"), ev(YB, "t3", "Cassette headrail", "Charge")],
  ("range_match", "header_path"))

x, e = yev("A", 850, 1_200)
each = D(x) * (1 + D(d.YB_CORDLESS) / 100)
fit = max(3 * D(d.YB_FIT), D(d.YB_FIT_MIN))
tot = r2(3 * each + fit)
q("We need three band A blinds, each 850 mm wide and 1,200 mm drop, cordless, and fitted by Yarnfield in one visit. "
  "Total ex VAT please.", "product", num(tot, "GBP", money(tot), tolerance=0.01),
  [e, ev(YB, "t3", "Cordless spring mechanism", "Charge"), ev(YB, "t3", "Fitting (within 25 miles)", "Charge")],
  ("range_match",))

xa, ea = yev("A", 1_800, 2_500)
xb, eb = yev("B", 1_800, 2_500)
x = r2(D(xb) - D(xa))
q("For a 1,800 × 2,500 mm blind, how much dearer is band B than band A?", "difference",
  num(x, "GBP", money(x), tolerance=0.01, accept_abs=True), [eb, ea], ("header_path",))

xa, ea = yev("A", 1_450, 2_300)
xb, eb = yev("B", 1_150, 1_700)
assert xa != xb
win = "B" if xb < xa else "A"
q("Which is cheaper at Yarnfield: a band A blind 1,450 × 2,300 mm or a band B blind 1,150 × 1,700 mm?",
  "compare_two", text(f"Band {win}", win, f"the band {win} blind", f"price band {win}"), [ea, eb],
  ("range_match", "header_path"))

assert max(d.YB_WIDTHS) < 2_700
q("Price of a band A roller blind 2,700 mm wide with a 1,500 mm drop?", "unanswerable",
  none("The matrix stops at 2,400 mm wide; wider blinds are made to quote."), [], ("range_match",))

# ====================================================================== Perrichon Outillage (French, spanned products)
po = {r: ps for r, _, ps in d.PO_ITEMS}
HT, TTC = "Prix unitaire HT (€)", "Prix unitaire TTC (€)"
PO_BANDS = [(1, 9), (10, 49), (50, None)]
assert len(PO_BANDS) == len(d.PO_TIERS)


def pt(n: int) -> int:
    return band(n, PO_BANDS)


def pev(ref: str, n_or_tier, col: str) -> dict:
    t = n_or_tier if isinstance(n_or_tier, str) else d.PO_TIERS[pt(n_or_tier)]
    return ev(PO, "t1", f"{ref} > {t}", col)


x = po["PO-2210"][pt(25)]
q("Quel est le prix unitaire HT de la clé dynamométrique PO-2210 pour une commande de 25 pièces ?", "range_lookup",
  num(x, "EUR", d.de(x)), [pev("PO-2210", 25, HT)], ("range_match", "merged_cell", "locale_number"))

x = d.po_ttc(po["PO-5230"][pt(60)])
q("What is the VAT-inclusive unit price of Perrichon's cross-line laser level if we buy 60 of them?", "range_lookup",
  num(x, "EUR", d.de(x)), [pev("PO-5230", 60, TTC)], ("range_match", "merged_cell", "locale_number", "cross_lingual"))

v = D(12) * D(po["PO-3105"][pt(12)]) + D(4) * D(po["PO-3320"][pt(4)])
assert v >= 800 and d.PO_PORT[2][1] is None  # "800,00 € HT et plus": franco
tot = r2(v)
q("Combien coûtent 12 perceuses-visseuses PO-3105 et 4 scies sauteuses PO-3320, frais de port compris, en euros HT ?",
  "product", num(tot, "EUR", fr(tot), tolerance=0.01),
  [pev("PO-3105", 12, HT), pev("PO-3320", 4, HT), ev(PO, "t2", "800,00 € HT et plus", "Frais de port HT (€)")],
  ("range_match", "merged_cell", "locale_number"))

a_, b_ = po["PO-6008"][0], po["PO-6008"][2]
q("By how much, in percent, does the multigrip plier's unit price drop between the 1 à 9 tier and the à partir de 50 "
  "tier?", "percent_change", pct(pct_change(b_, a_), accept_abs=True),
  [pev("PO-6008", "1 à 9", HT), pev("PO-6008", "à partir de 50", HT)], ("merged_cell", "locale_number"))

cut = {r: D(ps[0]) - D(ps[2]) for r, ps in po.items()}
top = unique_max(cut)
name = next(n for r, n, _ in d.PO_ITEMS if r == top)
q("Quelle référence Perrichon offre la plus forte baisse de prix HT en euros entre « 1 à 9 » et « à partir de 50 » ?",
  "argmax", text(top, name, "perceuse-visseuse", "Perceuse-visseuse 18 V"),
  [pev(r, t, HT) for r in po for t in (d.PO_TIERS[0], d.PO_TIERS[2])], ("merged_cell", "locale_number"))

lab, x = d.PO_PORT[1]
q("Frais de port HT pour une commande de 450 € HT chez Perrichon ?", "range_lookup", num(x, "EUR", d.de(x)),
  [ev(PO, "t2", lab, "Frais de port HT (€)")], ("range_match", "locale_number"))

q("Prix de la meuleuse d'angle 125 mm chez Perrichon, par 10 pièces ?", "unanswerable",
  none("Perrichon's list has no angle grinder."), [], ("absent_entity",))

# ====================================================================== Wrenbury Housing Trust (tender evaluation)
wm = {crit: v for crit, _, v in d.wh_matrix()}
wt = d.wh_totals()
TOT = "Total weighted score"

x = wm["Staffing and supervision"]["Lydbrook"][1]
q("In the Wrenbury cleaning tender, what weighted score did Lydbrook get for staffing and supervision?",
  "lookup_header_path", num(x, "points", d.en(x)), [ev(WH, "t1", "Staffing and supervision", "Lydbrook > Weighted")],
  ("header_path", "merged_cell"))

win = unique_max(wt)
q("Which bidder came out on top of the WHT-2025-07 evaluation?", "argmax", text(win, d.WH_FULL[win]),
  [ev(WH, "t1", TOT, f"{b} > Weighted") for b in d.WH_BIDDERS], ("total_row", "header_path"))

second = sorted(wt.values(), reverse=True)[1]
x = r2(D(wt[win]) - D(second))
run = next(b for b, v in wt.items() if v == second)
q("By how many points did the winning tender beat the runner-up on total weighted score?", "difference",
  num(x, "points", d.en(x), tolerance=0.001),
  [ev(WH, "t1", TOT, f"{win} > Weighted"), ev(WH, "t1", TOT, f"{run} > Weighted")], ("total_row", "header_path"))

cheapest = unique_min(d.WH_PRICES)
q("How much more expensive per year is the highest-scoring bidder than the cheapest tender, in percent?",
  "percent_change", pct(pct_change(d.WH_PRICES[win], d.WH_PRICES[cheapest])),
  [ev(WH, "t2", d.WH_FULL[win], "Annual price (£)"), ev(WH, "t2", d.WH_FULL[cheapest], "Annual price (£)"),
   ev(WH, "t1", TOT, f"{win} > Weighted")], ("total_row",))

x = d.WH_PRICES["Cheriton"] * d.WH_YEARS
q("What is Cheriton Facilities' price for the whole three-year term?", "lookup", num(x, "GBP", d.en(x, 0)),
  [ev(WH, "t2", "Cheriton Facilities Ltd", "3-year price (£)")])

hi = [b for b in d.WH_BIDDERS if wm["Method statement and quality"][b][0] >= 8]
q("How many bidders scored 8 or more (out of 10) for method statement and quality?", "count",
  num(len(hi), None, str(len(hi))), [ev(WH, "t1", "Method statement and quality", f"{b} > Score")
                                     for b in d.WH_BIDDERS], ("header_path",))

x = d.WH_PRICES[win] - 150_000
q("The Trust budgeted £150,000 a year for this contract. By how much does the recommended bidder's annual price "
  "exceed that budget?", "difference", num(x, "GBP", d.en(x, 0), accept_abs=True),
  [ev(WH, "t2", d.WH_FULL[win], "Annual price (£)"), ev(WH, "t1", TOT, f"{win} > Weighted")],
  ("distractor_prose", "total_row"))

q("What did Lydbrook score for innovation in the Wrenbury evaluation?", "unanswerable",
  none("Innovation is not one of the five evaluation criteria."), [], ("missing_row",))

# ====================================================================== Ostervald Glas (EUR / USD / GBP per pack)
og = d.og_items()
PP = "Price per pack"

x = og["OG-W202"]["usd"]
q("Ostervald's export list: what's the USD price per pack of the Burgundy glass?", "lookup_header_path",
  num(x, "USD", d.en(x)), [ev(OG, "t1", "OG-W202", f"{PP} > USD")], ("header_path",))

it = og["OG-W230"]
x = r2(D(it["gbp"]) / it["pack"])
q("How much is one champagne flute from Ostervald in pounds sterling? They are sold by the pack; give the price per "
  "glass to the penny.", "ratio", num(x, "GBP", money(x), tolerance=0.01),
  [ev(OG, "t1", "OG-W230", f"{PP} > GBP"), ev(OG, "t1", "OG-W230", "Glasses per pack")], ("header_path",))

tumb = {c: v["eur"] for c, v in og.items() if v["sec"] == "Tumblers"}
low = unique_min(tumb)
q("Which tumbler is cheapest per pack in euros?", "argmin", text(og[low]["item"], low, "water glass"),
  [ev(OG, "t1", c, f"{PP} > EUR") for c in tumb], ("header_path",))

wine = [c for c, v in og.items() if v["sec"] == "Wine and stemware"]
x = float(sum(D(og[c]["eur"]) for c in wine) / len(wine))
q("What is the average EUR pack price across Ostervald's wine and stemware items?", "average",
  num(x, "EUR", money(x), tolerance=0.01), [ev(OG, "t1", c, f"{PP} > EUR") for c in wine], ("header_path",))

p24 = [c for c, v in og.items() if v["pack"] == 24]
q("Which Ostervald items come in packs of 24 glasses? Give the codes.", "filter_list", lst(p24),
  [ev(OG, "t1", c, "Glasses per pack") for c in og])

tot = r2(2 * D(og["OG-W201"]["gbp"]) + 3 * D(og["OG-T310"]["gbp"]))
q("If we order 2 packs of Bordeaux glasses and 3 packs of highballs and are invoiced in GBP, what's the goods total?",
  "product", num(tot, "GBP", money(tot), tolerance=0.01),
  [ev(OG, "t1", "OG-W201", f"{PP} > GBP"), ev(OG, "t1", "OG-T310", f"{PP} > GBP")], ("header_path",))

q("What is the Swiss franc (CHF) price of Ostervald's hand-blown decanter?", "unanswerable",
  none("Prices are given in EUR, USD and GBP only, and no CHF rate is stated."), [], ("missing_column",))

# ====================================================================== Suministros Almedinilla (Spanish, per box)
sa, sp = d.sa_items(), d.sa_pages()
PCJ, UDS = "Precio caja (€)", "Uds./caja"


def sev(ref: str, col: str) -> dict:
    return ev(SA, "t1", ref, col, page=sp[ref])


x = sa["SA-L510"]["price"]
assert sp["SA-L510"] == 2
q("¿Cuál es el precio por caja del desengrasante de cocina SA-L510?", "multi_page_lookup", num(x, "EUR", d.de(x)),
  [sev("SA-L510", PCJ)], ("multi_page", "locale_number"))

it = sa["SA-V115"]
x = r2(D(it["price"]) / it["box"])
q("¿Cuánto sale cada taza de café con plato (SA-V115), es decir, el precio por unidad sin IVA?", "ratio",
  num(x, "EUR", d.de(x), tolerance=0.01), [sev("SA-V115", PCJ), sev("SA-V115", UDS)], ("locale_number",))

x = sa["SA-D425"]["box"]
assert sp["SA-D425"] == 2
q("How many paper straws (SA-D425) come in one Almedinilla box?", "multi_page_lookup", num(x, "straws", d.de(x, 0)),
  [sev("SA-D425", UDS)], ("multi_page", "locale_number", "cross_lingual"))

refs = ("SA-C201", "SA-C202", "SA-C203")
goods = sum(5 * D(sa[r]["price"]) for r in refs)
assert goods >= D(d.SA_PORTES_GRATIS)
tot = r2(goods * (1 + D(d.SA_IVA) / 100))
q("Please price 5 boxes each of table forks, table knives and table spoons from Almedinilla, IVA (21 %) included. "
  "Answer in euros.", "product", num(tot, "EUR", d.de(tot), tolerance=0.01,
                                     conditions=["IVA 21 % added; shipping free from 250,00 € ex IVA"]),
  [sev(r, PCJ) for r in refs], ("locale_number", "cross_lingual", "vat_condition"))

goods = 2 * D(sa["SA-M305"]["price"])
assert goods < D(d.SA_PORTES_GRATIS)
tot = r2(goods + D(d.SA_PORTES))
q("Dos cajas de sartenes SA-M305 con portes, IVA no incluido: ¿total?", "product",
  num(tot, "EUR", d.de(tot), tolerance=0.01), [sev("SA-M305", PCJ)], ("locale_number",))

twelve = [r for r, v in sa.items() if v["box"] == 12]
q("How many Almedinilla catalogue items are packed 12 to a box?", "count", num(len(twelve), None, str(len(twelve))),
  [sev(r, UDS) for r in sa], ("multi_page", "locale_number"))

lim = {r: v["price"] for r, v in sa.items() if v["sec"] == "Limpieza"}
top = unique_max(lim)
q("Which cleaning product (Limpieza) has the highest box price in the Almedinilla catalogue?", "argmax",
  text(sa[top]["name"], top, "bolsa basura", "bin bags"), [sev(r, PCJ) for r in lim],
  ("multi_page", "locale_number"))

# ====================================================================== Thornaby Logistics (budget vs actual, quarters)
tl = d.tl_table()
QH = {qq: f"{qq} ({d.TL_QDATES[qq]})" for qq in d.TL_QUARTERS}
FY = "Full year FY2025"


def tq(dep: str, qq: str, what: str) -> dict:
    return ev(TL, "t1", dep, f"{QH[qq]} > {what}")


x = tl["Marketing"]["a"][2]
q("What did marketing actually spend in Q3 of Thornaby's FY2025? Give the figure in pounds.", "lookup_header_path",
  num(x, "GBP", d.en(x, 0), **K_TL), [tq("Marketing", "Q3", "Actual")], ("header_path", "unit_in_header"))

x = tl["Marketing"]["a"][2] - tl["Marketing"]["b"][2]
q("How much did marketing spend versus budget in Q3 — how far over or under were they?", "difference",
  num(x, "GBP", d.en(x, 0), accept_abs=True, **K_TL),
  [tq("Marketing", "Q3", "Actual"), tq("Marketing", "Q3", "Budget")], ("header_path", "unit_in_header"))

x = tl["IT"]["pct"]
q("What was IT's full-year variance as a percentage of budget?", "lookup_header_path",
  num(x, "%", d.fin(x, 1), accept_abs=True),
  [ev(TL, "t1", "IT", f"{FY} > Var. %")], ("header_path", "negative_parentheses"))

over = {dep: -v["var"] for dep, v in tl.items() if dep != "Total"}
top = unique_max(over)
q("Which department overspent its full-year budget by the most (in pounds)?", "argmax", text(top),
  [ev(TL, "t1", dep, f"{FY} > Variance") for dep in over], ("header_path", "negative_parentheses",
                                                             "total_row_excluded"))

q3 = [dep for dep, *_ in d.TL_DEPTS if tl[dep]["a"][2] > tl[dep]["b"][2]]
q("Which departments went over budget in Q3 (October to December 2024)?", "filter_list", lst(q3),
  [tq(dep, "Q3", w) for dep, *_ in d.TL_DEPTS for w in ("Budget", "Actual")],
  ("header_path", "total_row_excluded"))

x = tl["Total"]["a"][0] + tl["Total"]["a"][1]
q("Total actual operating costs across all departments for the first half of FY2025 (Q1 plus Q2)?", "sum",
  num(x, "GBP", d.en(x, 0), **K_TL), [tq("Total", "Q1", "Actual"), tq("Total", "Q2", "Actual")],
  ("total_row", "header_path", "unit_in_header"))

under = [dep for dep, *_ in d.TL_DEPTS if tl[dep]["var"] > 0]
q("How many departments came in under budget for the full year?", "count", num(len(under), None, str(len(under))),
  [ev(TL, "t1", dep, f"{FY} > Variance") for dep, *_ in d.TL_DEPTS], ("total_row_excluded",))

x = tl["Fleet"]["b"][3]
q("What was the Fleet budget for the quarter that included February 2025? In pounds, please.", "range_lookup",
  num(x, "GBP", d.en(x, 0), **K_TL), [tq("Fleet", "Q4", "Budget")], ("header_path", "unit_in_header"))

# ====================================================================== Zuidbroek Techniek (Dutch balance + cash flow)
bs, cf = d.zt_bs(), d.zt_cf()
D24, D23 = "31 december 2024", "31 december 2023"

x = bs["Liquide middelen"][0]
q("Hoeveel liquide middelen had Zuidbroek Techniek per 31 december 2024? Graag in euro's.", "lookup",
  num(x, "EUR", d.de(x, 0), **K_ZT), [ev(ZT, "t1", "Liquide middelen", D24)], ("unit_in_header", "locale_number"))

x = bs["Totaal vlottende activa"][0] / bs["Kortlopende schulden"][0]
q("What was Zuidbroek's current ratio at the end of 2024 (current assets over current liabilities), to two "
  "decimals?", "ratio", num(round(x, 2), None, f"{x:.2f}", decimals=2),
  [ev(ZT, "t1", "Totaal vlottende activa", D24), ev(ZT, "t1", "Kortlopende schulden", D24)],
  ("total_row", "synonym", "locale_number"))

q("Solvabiliteit eind 2024: eigen vermogen als percentage van het balanstotaal?", "ratio",
  pct(bs["Eigen vermogen"][0] / bs["Totaal passiva"][0] * 100),
  [ev(ZT, "t1", "Eigen vermogen", D24), ev(ZT, "t1", "Totaal passiva", D24)], ("total_row", "locale_number"))

x = cf["op"][1]
q("What was Zuidbroek's cash flow from operating activities in 2023?", "lookup",
  num(x, "EUR", d.de(x, 0), **K_ZT), [ev(ZT, "t2", "Kasstroom uit operationele activiteiten", "2023", page=2)],
  ("total_row", "unit_in_header", "locale_number", "cross_lingual"))

fcf = cf["op"][0] + cf["Investeringen in materiële vaste activa"][0] + cf["Investeringen in immateriële vaste activa"][0]
q("Free cash flow for 2024, taken as operating cash flow less investment in tangible and intangible fixed assets?",
  "difference", num(fcf, "EUR", d.de(fcf, 0), **K_ZT),
  [ev(ZT, "t2", "Kasstroom uit operationele activiteiten", "2024", page=2),
   ev(ZT, "t2", "Investeringen in materiële vaste activa", "2024", page=2),
   ev(ZT, "t2", "Investeringen in immateriële vaste activa", "2024", page=2)],
  ("unit_in_header", "locale_number", "cross_lingual"))

a_, b_ = bs["Voorraden"]
q("Met hoeveel procent stegen de voorraden van Zuidbroek in 2024?", "percent_change", pct(pct_change(a_, b_)),
  [ev(ZT, "t1", "Voorraden", D24), ev(ZT, "t1", "Voorraden", D23)], ("locale_number",))

x = cf["Betaald dividend"][0]
q("How much dividend did Zuidbroek pay out in 2024?", "lookup",
  num(x, "EUR", "-" + d.de(-x, 0), accept_abs=True, **K_ZT), [ev(ZT, "t2", "Betaald dividend", "2024", page=2)],
  ("unit_in_header", "locale_number", "cross_lingual"))

q("Wat was de omzet van Zuidbroek Techniek in 2024?", "unanswerable",
  none("The extract holds only the balance sheet and the cash-flow statement; revenue is not given."), [],
  ("missing_row",))

# ====================================================================== Penwortham Coffee Roasters (monthly dashboard)
pc = d.pc_rows()
M = dict(zip(d.PC_MONTHS, range(12)))
WR, TR, OR_, KG, GM = ("Wholesale revenue (£000)", "Total revenue (£000)", "Online orders", "Coffee roasted (kg)",
                       "Gross margin (%)")

x = pc[WR]["m"][M["Jun"]]
q("What was Penwortham's wholesale revenue in June 2025?", "lookup", num(x, "GBP", d.en(x, 1), **K_PC),
  [ev(PC, "t1", WR, "Jun")], ("unit_in_header",))

top = unique_max(dict(zip(d.PC_MONTHS, pc[TR]["m"])))
q("In which month of 2025 so far was total revenue highest?", "argmax",
  text({"Jan": "January", "Feb": "February", "Mar": "March", "Apr": "April", "May": "May", "Jun": "June",
        "Jul": "July", "Aug": "August", "Sep": "September"}[top], top),
  [ev(PC, "t1", TR, m) for m in d.PC_MONTHS[:d.PC_REPORTED]], ("total_row",))

x = sum(pc[KG]["m"][M[m]] for m in ("Apr", "May", "Jun"))
q("How many kilograms of coffee did Penwortham roast in the second quarter (April to June)?", "sum",
  num(x, "kg", d.en(x, 0)), [ev(PC, "t1", KG, m) for m in ("Apr", "May", "Jun")])

a_, b_ = pc[OR_]["m"][M["Sep"]], pc[OR_]["m"][M["Aug"]]
q("By what percentage did online orders change from August to September?", "percent_change",
  pct(pct_change(a_, b_)), [ev(PC, "t1", OR_, "Sep"), ev(PC, "t1", OR_, "Aug")])

x = pc[GM]["ytd"]
q("Year to date, what's Penwortham's gross margin?", "lookup", num(x, "%", d.en(x, 1)), [ev(PC, "t1", GM, "YTD")])

ON = "Online revenue (£000)"
jan, sep = pc[ON]["m"][M["Jan"]], pc[ON]["m"][M["Sep"]]
assert jan != sep
win = "January" if jan > sep else "September"
q("Was Penwortham's online revenue higher in January or in September?", "compare_two", text(win, win[:3]),
  [ev(PC, "t1", ON, "Jan"), ev(PC, "t1", ON, "Sep")])

x = sum(pc[OR_]["m"]) / d.PC_REPORTED
q("On average, how many online orders did Penwortham take per month in January–September? Round to a whole "
  "number.", "average", num(round(x), None, str(round(x)), decimals=0),
  [ev(PC, "t1", OR_, m) for m in d.PC_MONTHS[:d.PC_REPORTED]])

q("What was Penwortham's total revenue in November 2025?", "unanswerable",
  none("The dashboard is reported to 30 September 2025; October to December are blank."), [], ("null_cell",))

# ====================================================================== Ravensworth Handling (VDI spec sheet)
rh = {r[1]: dict(zip(d.RH_MODELS, r[3])) for r in d.RH_ROWS if not r[0].startswith("#")}
price = {m: p for m, p, _ in d.RH_PRICES}


def n(s: str) -> float:
    return float(s.replace(",", ""))


x = rh["Rated capacity"]["RPT-20"]
q("Rated capacity of the Ravensworth RPT-20?", "transposed_lookup", num(n(x), "kg", x),
  [ev(RH, "t1", "Rated capacity", "RPT-20")], ("transposed",))

TS = "Travel speed, laden / unladen"
x = rh[TS]["RPT-25"].split("/")[1]
q("How fast does the RPT-25 travel when it is running empty (unladen), in km/h?", "transposed_lookup",
  num(n(x), "km/h", x), [ev(RH, "t1", TS, "RPT-25")], ("transposed", "synonym"))

low = unique_min({m: n(v) for m, v in rh["Turning radius"].items()})
q("Which Ravensworth pallet truck has the tightest turning radius?", "argmin", text(low),
  [ev(RH, "t1", "Turning radius", m) for m in d.RH_MODELS], ("transposed", "synonym"))

tot = r2(D(price["RPT-20"]) + D(d.RH_LIION_UPGRADE))
q("What would an RPT-20 with the optional Li-ion battery cost, ex VAT?", "product",
  num(tot, "GBP", money(tot), tolerance=0.01,
      conditions=["Li-ion 24 V / 205 Ah upgrade for the RPT-20 (footnote ²); prices exclude VAT and delivery"]),
  [ev(RH, "t2", "RPT-20", "List price (£)")], ("footnote",))

x = float(D(price["RPT-25"]) / D(n(rh["Rated capacity"]["RPT-25"])))
q("List price per kilogram of rated capacity for the RPT-25?", "ratio", num(round(x, 4), "GBP", f"{x:.3f}",
                                                                             tolerance=0.005),
  [ev(RH, "t2", "RPT-25", "List price (£)"), ev(RH, "t1", "Rated capacity", "RPT-25")], ("transposed",))

SW = "Service weight incl. battery"
x = n(rh[SW]["RPT-25"]) - n(rh[SW]["RPT-16"])
q("How much heavier is the RPT-25 than the RPT-16 in service weight?", "difference", num(x, "kg", d.en(x, 0)),
  [ev(RH, "t1", SW, "RPT-25"), ev(RH, "t1", SW, "RPT-16")], ("transposed",))

# ====================================================================== Loxbeare (SaaS plans, seats and overage)
lx = {r[0]: dict(zip(d.LX_PLANS, r[1])) for r in d.LX_ROWS if not r[0].startswith("#")}
BM, BA = "Billed monthly", "Billed annually¹"

x = lx["Included seats"]["Business"]
q("How many seats are included in Loxbeare's Business plan?", "transposed_lookup", num(x, "seats", str(x)),
  [ev(LX, "t1", "Included seats", "Business")], ("transposed",))

seats = 14
tot = r2(D(lx[BM]["Team"]) + (seats - lx["Included seats"]["Team"]) * D(lx["Each additional seat"]["Team"]))
q("Team plan, billed monthly, with 14 users who each need a seat: what's the monthly bill ex VAT?", "product",
  num(tot, "GBP", money(tot), tolerance=0.01),
  [ev(LX, "t1", BM, "Team"), ev(LX, "t1", "Included seats", "Team"), ev(LX, "t1", "Each additional seat", "Team")],
  ("transposed",))

jobs = 1_230
blocks = math.ceil((jobs - lx["Jobs per month included"]["Team"]) / 100)
tot = r2(blocks * D(lx["Overage per 100 jobs or part"]["Team"]))
q("On the Team plan we scheduled 1,230 jobs last month. What overage will Loxbeare charge?", "product",
  num(tot, "GBP", money(tot), tolerance=0.01),
  [ev(LX, "t1", "Jobs per month included", "Team"), ev(LX, "t1", "Overage per 100 jobs or part", "Team")],
  ("transposed",))

q("How much cheaper, in percent, is the Team plan's monthly price when billed annually instead of monthly?",
  "percent_change", pct(pct_change(lx[BA]["Team"], lx[BM]["Team"]), accept_abs=True,
                        conditions=["Annual price is per month, billed as one annual payment in advance"]),
  [ev(LX, "t1", BA, "Team"), ev(LX, "t1", BM, "Team")], ("transposed", "footnote"))

sso = {p: lx[BM][p] for p in d.LX_PLANS if lx["Single sign-on (SSO)"][p] == "Yes" and not isinstance(lx[BM][p], str)}
low = unique_min(sso) if len(sso) > 1 else next(iter(sso))
q("What's the cheapest Loxbeare plan that includes single sign-on?", "argmin", text(low, f"{low} plan"),
  [ev(LX, "t1", "Single sign-on (SSO)", p) for p in d.LX_PLANS] + [ev(LX, "t1", BM, p) for p in sso],
  ("transposed", "text_value"))

api = [p for p in d.LX_PLANS if lx["API access"][p] == "Yes"]
q("How many Loxbeare plans come with API access?", "count", num(len(api), None, str(len(api))),
  [ev(LX, "t1", "API access", p) for p in d.LX_PLANS], ("transposed", "text_value"))

seats = 24
tot = r2(12 * D(lx[BA]["Business"])
         + 12 * (seats - lx["Included seats"]["Business"]) * D(lx["Each additional seat"]["Business"]))
q("Business plan paid annually, with 24 seats all year: what do we pay Loxbeare for the year, ex VAT?", "product",
  num(tot, "GBP", money(tot), tolerance=0.01,
      conditions=["Annual billing is per month, paid annually in advance; extra seats are billed monthly (footnote ¹)"]),
  [ev(LX, "t1", BA, "Business"), ev(LX, "t1", "Included seats", "Business"),
   ev(LX, "t1", "Each additional seat", "Business")], ("transposed", "footnote"))

q("What is the monthly price of Loxbeare's Enterprise plan?", "unanswerable",
  none("Enterprise is priced on request ('Contact us')."), [], ("null_cell",))


if __name__ == "__main__":
    assert len(QUESTIONS) == 90, len(QUESTIONS)
    sys.exit(write(QUESTIONS, HERE / "questions.jsonl"))
