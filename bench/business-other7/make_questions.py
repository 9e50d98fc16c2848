"""Writes bench/business-other7/questions.jsonl: held-out questions and their gold answers.

    python bench/business-other7/make_questions.py

Every gold is computed from the data structures of make_docs.py (never typed from a run and never
from tabsql's output: tabsql was neither run nor read while this set was written), so a figure
changed there changes its answers here. Number golds follow /work/shared/tools/score.py: `value` in
the table's printed unit with `scale` for a stated scale (Brigsteer "thousands of pounds sterling" in
the text of page 1 -> 1000, Tuscarora "in millions of US dollars" in the captions -> 1000000,
Wernsdorf "in Tsd. €" in the caption -> 1000), `raw` as printed (or as computed, in the document's
number format), `tolerance` / `decimals` for computed figures, `accept_abs` where the sign of a fall,
a saving, a cost or a gap may fairly be dropped, `aliases` for other names of a text answer,
`conditions` for a footnote that qualifies the figure. `hard_cases` uses the business-dev vocabulary.

An evidence row that repeats inside its table (Brigsteer's "At 31 December 2024" under Cost,
Accumulated depreciation and Net book value; "Dividends paid" under each year of the equity
statement) is cited as "section > row".
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

EF, MX, EB, GS = d.EF_DOC, d.MX_DOC, d.EB_DOC, d.GS_DOC
QP, TW, WS, BR = d.QP_DOC, d.TW_DOC, d.WS_DOC, d.BR_DOC
TD, WK, CS, ST = d.TD_DOC, d.WK_DOC, d.CS_DOC, d.ST_DOC

K_GBPK = {"scale": 1000, "scale_note": "thousands of pounds sterling (stated in the text of page 1)"}
K_USDM = {"scale": 1_000_000, "scale_note": "in millions of US dollars"}
K_EURK = {"scale": 1000, "scale_note": "in Tsd. €"}

QUESTIONS: list[dict] = []
_q = asker(QUESTIONS, "bo7", "other7", "business-other7")


def q(question: str, category: str, answer: dict, evidence: list[dict], hard: tuple[str, ...] = ()) -> None:
    _q(question, category, answer, evidence)
    QUESTIONS[-1]["hard_cases"] = list(hard)


def r2(x: float) -> float:
    """Half up to the penny, refusing a value that sits on a half penny (where rounding could fairly differ)."""
    dx = Decimal(repr(x))
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


# ====================================================================== Ellerbeck Foods (RFQ bid tabulation)
EF_BANDS = [(1_000, 4_999), (5_000, 9_999), (10_000, 24_999), (25_000, None)]
assert len(EF_BANDS) == len(d.EF_TIERS)
bids = {k + 1: it[2] for k, it in enumerate(d.EF_ITEMS)}  # item -> supplier -> prices per tier
terms = {t: dict(zip(d.EF_SUPPLIERS, xs)) for t, xs in d.EF_TERMS}
CAN, MOX, PIT = d.EF_SUPPLIERS


def tier(qty: int) -> str:
    return d.EF_TIERS[band(qty, EF_BANDS)]


def bid(item: int, sup: str, t: str):
    return bids[item][sup][d.EF_TIERS.index(t)]


def eev(item: int, t: str, sup: str) -> dict:
    return ev(EF, f"t{item}", t, sup)


t = tier(12_000)
x = bid(2, PIT, t)
q("Ellerbeck bid tab: what did Pitchford Board quote per thousand for the 600 × 400 × 300 double-wall shipper if we "
  "call off 12,000 at a time?", "range_lookup", num(x, "GBP", d.en(x)), [eev(2, t, PIT)], ("range_match",))

t = d.EF_TIERS[-1]
offers = {s: bid(3, s, t) for s in d.EF_SUPPLIERS if bid(3, s, t) is not None}
low = unique_min(offers)
q("For the printed die-cut tray (item 3) at 25,000 and above, which supplier came in cheapest?", "argmin",
  text(low, "Cantlow"), [eev(3, t, s) for s in d.EF_SUPPLIERS], ("null_cell",))

x = terms["Lead time (working days)"][MOX]
q("What lead time did Moxhay Cartons quote in RFQ EF-2025-041?", "transposed_lookup",
  num(x, "working days", str(x)), [ev(EF, "t4", "Lead time (working days)", MOX)], ("transposed",))

declined = [(i, tt, s) for i in bids for s in d.EF_SUPPLIERS for tt in d.EF_TIERS if bid(i, s, tt) is None]
q("Across the three items in the Ellerbeck tabulation, how many tier prices did suppliers decline to quote?", "count",
  num(len(declined), None, str(len(declined))), [eev(i, tt, s) for i, tt, s in declined], ("null_cell", "synonym"))

assert bid(2, PIT, tier(3_000)) is None
q("What is Pitchford Board's price for a call-off of 3,000 double-wall shippers (item 2)?", "unanswerable",
  none("Pitchford Board did not bid the 1,000–4,999 tier of item 2 ('no bid'; its minimum order is 5,000)."), [],
  ("null_cell",))

t = tier(8_000)
deliv = terms["Delivery charge per drop (£)"][CAN]
tot = r2(8 * bid(1, CAN, t) + deliv)
q("If we call off 8,000 of the single-wall shipper (item 1) from Cantlow in one drop, what do the goods plus Cantlow's "
  "delivery charge come to, ex VAT? Pounds to the penny.", "product", num(tot, "GBP", money(tot), tolerance=0.01),
  [eev(1, t, CAN), ev(EF, "t4", "Delivery charge per drop (£)", CAN)], ("range_match", "unit_in_header"))

t = "10,000–24,999"
xs = {s: bid(1, s, t) for s in d.EF_SUPPLIERS}
gap = r2(max(xs.values()) - min(xs.values()))
q("Item 1 at 10,000–24,999 units: what's the spread between the highest and the lowest bid, per 1,000?", "difference",
  num(gap, "GBP", money(gap), tolerance=0.01, accept_abs=True), [eev(1, t, s) for s in d.EF_SUPPLIERS])

# ====================================================================== Moxhay Cartons (price revision notice)
mx = d.mx_prices()
OLD = lambda tt: f"{d.MX_OLD} > {tt}"  # noqa: E731
NEW = lambda tt: f"{d.MX_NEW} > {tt}"  # noqa: E731
T1, T2 = d.MX_TIERS

x = mx["MX-S3020"]["new"][1]
q("Moxhay MX-S3020: new price per thousand from July, 5,000+ tier?", "lookup_header_path", num(x, "GBP", d.en(x)),
  [ev(MX, "t1", "MX-S3020", NEW(T2))], ("header_path", "merged_cell"))

c = "MX-D8060"
pc = pct_change(mx[c]["new"][0], mx[c]["old"][0])
q(f"Work out the percentage rise in Moxhay's 1,000–4,999 price for {c} from the old and the new price.",
  "percent_change", pct(pc), [ev(MX, "t1", c, NEW(T1)), ev(MX, "t1", c, OLD(T1))], ("header_path",))

top = unique_max(mx, key=lambda v: v["inc"])
q("Which Moxhay code takes the steepest percentage increase on 1 July?", "argmax",
  text(top, mx[top]["desc"], "RSC 800 × 600 × 500 mm double wall", "the 800 × 600 × 500 mm double-wall RSC"),
  [ev(MX, "t1", c_, "Increase") for c_ in mx])

sw = [c_ for c_, v in mx.items() if v["desc"].startswith("RSC") and "single wall" in v["desc"]]
assert len(sw) == 3
avg = sum(mx[c_]["new"][1] for c_ in sw) / 3
q("Average new (from 1 July) 5,000 + price across Moxhay's three single-wall RSC codes?", "average",
  num(round(avg, 2), "GBP", f"{avg:.2f}", tolerance=0.005), [ev(MX, "t1", c_, NEW(T2)) for c_ in sw], ("header_path",))

# --- across the bid tabulation and Moxhay's own price list (item 1 = MX-S4030, item 2 = MX-D6040, item 3 ~ MX-T3929)
MOX_AL = ("Moxhay", "Moxhay Cartons", "Moxhay Cartons Ltd")
t = d.EF_TIERS[0]
gap = r2(mx["MX-S4030"]["old"][0] - bid(1, MOX, t))
assert gap > 0
q("Moxhay's bid to Ellerbeck for item 1 at 1,000–4,999 against Moxhay's own current list price (valid until 30 June) "
  "for the same carton and tier: how much lower is the bid, in £ per 1,000?", "cross_document",
  num(gap, "GBP", money(gap), tolerance=0.01, accept_abs=True),
  [eev(1, t, MOX), ev(MX, "t1", "MX-S4030", OLD(T1))], ("header_path", "distractor_prose"))

t = "10,000–24,999"
disc = (1 - bid(2, MOX, t) / mx["MX-D6040"]["old"][1]) * 100
q("As a percentage, how far below Moxhay's current price list (the tier for 5,000 and over, valid until 30 June) is "
  "the bid Moxhay put into Ellerbeck's RFQ for the 600 × 400 × 300 double-wall shipper at 10,000–24,999 units?",
  "cross_document", pct(disc, accept_abs=True), [eev(2, t, MOX), ev(MX, "t1", "MX-D6040", OLD(T2))],
  ("header_path", "range_match"))

best = unique_min({s: bid(1, s, t) for s in d.EF_SUPPLIERS})
gap = r2(mx["MX-S4030"]["new"][1] - bid(1, best, t))
q("How much cheaper per 1,000 is the best bid for Ellerbeck's item 1 at 10,000–24,999 than Moxhay's list price from "
  "1 July for the same 400 × 300 × 250 single-wall carton (its 5,000 + tier)?", "cross_document",
  num(gap, "GBP", money(gap), tolerance=0.01, accept_abs=True),
  [eev(1, t, s) for s in d.EF_SUPPLIERS] + [ev(MX, "t1", "MX-S4030", NEW(T2))], ("header_path",))

assert all(x_ is None for x_ in bids[3][MOX])
x = mx["MX-T3929"]["new"][1]
q("Moxhay didn't bid for Ellerbeck's printed 390 × 290 × 80 tray. What does Moxhay's own list charge for a plain tray "
  "of that size from 1 July, per 1,000 in the 5,000 + tier?", "cross_document", num(x, "GBP", d.en(x)),
  [ev(MX, "t1", "MX-T3929", NEW(T2)), eev(3, d.EF_TIERS[-1], MOX)], ("header_path", "null_cell"))

# ====================================================================== Ebersthal Schweißtechnik (netto/brutto tiers)
EB_BANDS = [(1, 9), (10, 49), (50, None)]
assert len(EB_BANDS) == len(d.EB_TIERS)
eb = d.eb_items()


def etier(n: int) -> int:
    return band(n, EB_BANDS)


def ecol(i: int, kind: str) -> str:
    return f"{d.EB_TIERS[i]} > {kind}"


c, i = "EB-SG2-10", etier(24)
x = eb[c]["netto"][i]
q("Wir bestellen 24 Spulen MIG/MAG-Draht 1,0 mm bei Ebersthal. Welcher Nettopreis je Spule gilt dann?", "range_lookup",
  num(x, "EUR", d.de(x)), [ev(EB, "t1", c, ecol(i, "netto"))], ("range_match", "locale_number", "header_path"))

c, i = "EB-FS-125", etier(12)
x = eb[c]["brutto"][i]
q("Ebersthal K60 flap discs: we'd take 12 packs. What's the gross price per pack, VAT included?", "range_lookup",
  num(x, "EUR", d.de(x)), [ev(EB, "t1", c, ecol(i, "brutto"))], ("range_match", "locale_number", "header_path",
                                                                 "synonym"))

c = "EB-SH-913"
x = eb[c]["brutto"][2]
q("Gross (VAT-inclusive) price of Ebersthal's auto-darkening welding helmet in the top quantity tier?",
  "lookup_header_path", num(x, "EUR", d.de(x)), [ev(EB, "t1", c, ecol(2, "brutto"))],
  ("header_path", "locale_number", "synonym"))

c, n = "EB-FS-125", 60
i = etier(n)
net = n * eb[c]["netto"][i]
assert net >= d.EB_FREI_AB and net >= d.EB_MINDER_BELOW  # free delivery, no small-order surcharge
tot = r2(net * (1 + d.EB_MWST / 100))
assert tot == r2(n * eb[c]["brutto"][i])  # the same whether VAT is taken per pack or on the total
q("60 Packungen Fächerschleifscheiben K60, 125 mm: Was kostet das brutto insgesamt, einschließlich eventueller "
  "Versandkosten?", "product", num(tot, "EUR", d.de(tot), tolerance=0.01),
  [ev(EB, "t1", c, ecol(i, "netto")), ev(EB, "t1", c, ecol(i, "brutto"))], ("range_match", "locale_number"))

over = [a for a, v in eb.items() if v["netto"][0] > 50]
q("Wie viele Artikel kosten bei Einzelabnahme (ab 1 VE) netto mehr als 50 € je VE?", "count",
  num(len(over), None, str(len(over))), [ev(EB, "t1", a, ecol(0, "netto")) for a in over],
  ("locale_number", "header_path"))

assert not any("brenner" in v["desc"].lower() for v in eb.values())
q("What's Ebersthal's price for a TIG welding torch?", "unanswerable",
  none("Ebersthal lists TIG filler rods (WIG-Stab) but no TIG torch."), [], ("absent_entity", "cross_lingual"))

gas = {c_: {"gas": g, "size": s, "rent": m, "deposit": p} for c_, g, s, m, p in d.EB_GAS}
pair = ["F-AR20", "F-MG20"]
tot = r2(sum(gas[c_]["rent"] for c_ in pair))
q("Monatliche Miete netto für eine 20-Liter-Argonflasche und eine 20-Liter-Mischgasflasche zusammen?", "sum",
  num(tot, "EUR", d.de(tot), tolerance=0.01), [ev(EB, "t2", c_, "Miete je Monat netto (€)") for c_ in pair],
  ("locale_number",))

# ====================================================================== Gökçeova Seramik (Turkish tiles, m² and box)
gs = d.gs_items()
M2P, BOX = "m² fiyatı (TL)", "Kutu fiyatı (TL)"
bayi = {k: p for k, _, p in d.GS_BAYI}

c = "GS-6060-AN"
x = gs[c]["m2price"]
q("Truva antrasit 60×60 karonun metrekare fiyatı nedir?", "lookup", num(x, "TRY", d.de(x)), [ev(GS, "t1", c, M2P)],
  ("locale_number", "synonym"))

x = bayi["B"]
q("B sınıfı bayiler hangi iskonto oranından yararlanıyor?", "lookup", num(x, "%", f"%{x}"), [ev(GS, "t2", "B", "İskonto")],
  ("locale_number",))

c, area = "GS-60120-GR", Decimal("45")
boxes = math.ceil(area / Decimal(repr(gs[c]["m2"])))
tot = r2(boxes * gs[c]["box"])
assert boxes * gs[c]["m2"] >= 45 > (boxes - 1) * gs[c]["m2"]
q("Assos gri 60×120 ile 45 m² alan döşeyeceğiz; ürün yalnızca tam kutu satılıyor. KDV hariç toplam tutar ne olur?",
  "product", num(tot, "TRY", d.de(tot), tolerance=0.01),
  [ev(GS, "t1", c, "m²/kutu"), ev(GS, "t1", c, BOX)], ("locale_number",))

top = unique_max(gs, key=lambda v: v["m2price"])
q("Which Gökçeova tile is the most expensive per square metre?", "argmax",
  text(top, gs[top]["series"], f"{gs[top]['series']} {gs[top]['size']}", "Bozcaada mermer 80x160"),
  [ev(GS, "t1", c_, M2P) for c_ in gs], ("locale_number", "cross_lingual"))

rel = [c_ for c_, v in gs.items() if v["surface"] == "Rölyef"]
q("Rölyef yüzeyli ürünlerin kodları nelerdir?", "filter_list", lst(rel), [ev(GS, "t1", c_, "Yüzey") for c_ in rel])

a_, b_ = "GS-80160-MR", "GS-3060-BE"
ratio = gs[a_]["m2price"] / gs[b_]["m2price"]
q("Per m², how many times the price of Ege bej is Bozcaada mermer? Two decimals, please.", "ratio",
  num(round(ratio, 2), None, f"{ratio:.2f}", decimals=2), [ev(GS, "t1", a_, M2P), ev(GS, "t1", b_, M2P)],
  ("locale_number",))

assert not any(v["series"].startswith("Truva") and v["size"] == "120 × 120" for v in gs.values())
q("Truva serisinin 120 × 120 ebatlı karosunun fiyatı nedir?", "unanswerable",
  none("The Truva series is listed in 60 × 60 only; no 120 × 120 tile is offered."), [], ("absent_entity",))

# ====================================================================== Quenington Press (price per run matrix)
fly = {k: dict(zip((*d.QP_QTY, d.QP_RUNON), v)) for k, v in d.QP_FLYERS.items()}
cards = {qq: dict(zip(d.QP_FINISHES, v)) for qq, v in d.QP_CARDS.items()}
FC = lambda s, sd: f"{s} > {sd}"  # noqa: E731
SS, DS = d.QP_SIDES

x = fly[("A5", DS)]["1,000"]
q("Quenington: 1,000 A5 flyers printed both sides — how much?", "lookup_header_path", num(x, "GBP", d.en(x)),
  [ev(QP, "t1", "1,000", FC("A5", DS))], ("header_path", "synonym"))

p = fly[("A6", SS)]["5,000"] / 5000 * 100
q("What does each flyer work out at, in pence, on a run of 5,000 A6 single-sided?", "ratio",
  num(round(p, 2), "pence", f"{p:.2f}", tolerance=0.005), [ev(QP, "t1", "5,000", FC("A6", SS))])

k = ("A5", DS)
extra = math.ceil((8_000 - 5_000) / 1_000)
tot = r2(fly[k]["5,000"] + extra * fly[k][d.QP_RUNON])
q("Price for 8,000 A5 double-sided flyers from Quenington, ex VAT?", "product", num(tot, "GBP", money(tot), tolerance=0.01),
  [ev(QP, "t1", "5,000", FC(*k)), ev(QP, "t1", d.QP_RUNON, FC(*k))], ("header_path", "uncovered_quantity"))

a_, b_ = "Matt laminated", "Soft-touch"
assert cards["500"][a_] != cards["500"][b_]
win = a_ if cards["500"][a_] < cards["500"][b_] else b_
q("500 business cards: which costs less at Quenington, matt lamination or soft-touch?", "compare_two",
  text(win, "matt lamination", "matt laminated cards", "matt"),
  [ev(QP, "t2", "500", a_), ev(QP, "t2", "500", b_)], ("synonym", "adjacent_tables"))

assert "3,000" not in d.QP_QTY
q("What would 3,000 A4 single-sided leaflets cost from Quenington?", "unanswerable",
  none("Only 250, 500, 1,000, 2,500 and 5,000 (and run-ons above 5,000) are priced; other quantities are on request."),
  [], ("uncovered_quantity",))

u1, u2 = cards["1,000"]["Spot UV"] / 1000, cards["250"]["Spot UV"] / 250
q("Spot UV business cards: by what percentage does the price per card fall if we order 1,000 instead of 250?",
  "percent_change", pct(pct_change(u1, u2), accept_abs=True),
  [ev(QP, "t2", "1,000", "Spot UV"), ev(QP, "t2", "250", "Spot UV")], ("adjacent_tables",))

tot = r2(fly[("A5", SS)]["2,500"] + cards["500"]["Standard"] + d.QP_PROOF)
q("2,500 single-sided A5 flyers plus 500 standard business cards plus one printed proof: total ex VAT, leaving "
  "delivery aside?", "sum", num(tot, "GBP", money(tot), tolerance=0.01),
  [ev(QP, "t1", "2,500", FC("A5", SS)), ev(QP, "t2", "500", "Standard"), ev(QP, "t3", "Printed proof", "Charge")],
  ("header_path", "adjacent_tables"))

# ====================================================================== Tuckwell Workwear (colour matrix, 2 pages)
tw = d.tw_items()
tpage = d.tw_pages()
PRICE = lambda b: f"Price (£) > {b}"  # noqa: E731
STD, BIG = d.TW_BANDS


def tev(code: str, col: str) -> dict:
    return ev(TW, "t2", code, col, tpage[code])


c = "TW-T530"
assert tpage[c] == 2
x = tw[c]["std"]
q("Tuckwell TW-T530 work shorts, standard sizes: price?", "multi_page_lookup", num(x, "GBP", d.en(x)),
  [tev(c, PRICE(STD))], ("multi_page", "header_not_repeated", "header_path"))

c = next(k_ for k_, v in tw.items() if v["name"].startswith("Tabard"))
assert tpage[c] == 2
x = tw[c]["big"]
q("How much is Tuckwell's tabard with side poppers in 3XL?", "multi_page_lookup", num(x, "GBP", d.en(x)),
  [tev(c, PRICE(BIG))], ("multi_page", "header_not_repeated", "range_match"))

chest = 122
size = next(s for s, (lo, hi) in zip(d.TW_SIZES, d.TW_GUIDE[0][1]) if lo <= chest <= hi)
col = BIG if d.TW_SIZES.index(size) >= d.TW_SIZES.index("2XL") else STD
c = "TW-P110"
assert tpage[c] == 1 and col == BIG
x = tw[c]["big"]
q("Premium cotton piqué polo for a colleague with a 122 cm chest: which price applies at Tuckwell?", "range_lookup",
  num(x, "GBP", d.en(x)), [tev(c, PRICE(col)), ev(TW, "t1", "Chest to fit (cm)", size)], ("range_match", "header_path"))

red = [k_ for k_, v in tw.items() if "Red" in v["colours"]]
q("Which Tuckwell garments can we get in red? Codes, please.", "filter_list", lst(red),
  [tev(k_, "Colours > Red") for k_ in red], ("multi_page", "header_not_repeated"))

bottle = [k_ for k_, v in tw.items() if "Bottle" in v["colours"]]
q("How many Tuckwell garments are made in bottle green?", "count", num(len(bottle), None, str(len(bottle))),
  [tev(k_, "Colours > Bottle") for k_ in bottle], ("multi_page", "header_not_repeated", "synonym"))

c = "TW-P100"
emb = {a: p for a, p, _ in d.TW_DECORATION}
n_std, n_big = 12, 3
assert "Navy" in tw[c]["colours"] and n_std + n_big >= d.TW_MIN_ORDER
tot = r2(n_std * tw[c]["std"] + n_big * tw[c]["big"] + (n_std + n_big) * emb["Logo embroidery, up to 5,000 stitches"]
         + emb["Digitising a new logo"])
q("We need 15 classic polos in navy (12 in sizes M to XL, 3 in 2XL), each with our logo embroidered on the left chest "
  "(under 5,000 stitches). The logo is new, so it needs digitising. Total before VAT?", "product",
  num(tot, "GBP", money(tot), tolerance=0.01),
  [tev(c, PRICE(STD)), tev(c, PRICE(BIG)), ev(TW, "t3", "Logo embroidery, up to 5,000 stitches", "Price (£)", 2),
   ev(TW, "t3", "Digitising a new logo", "Price (£)", 2)], ("header_path", "multi_page"))

assert "Burgundy" not in d.TW_COLOURS
q("Can I get Tuckwell's 3-layer softshell jacket in burgundy, and what does it cost?", "unanswerable",
  none("Burgundy is not one of Tuckwell's colours; the softshell jacket comes in navy, black and grey only."), [],
  ("absent_entity",))

sweat = {k_: v for k_, v in tw.items() if v["sec"] == "Sweatshirts and hoodies"}
low = unique_min(sweat, key=lambda v: v["std"])
q("Cheapest item in Tuckwell's sweatshirts and hoodies range (XS–XL price)?", "argmin",
  text(low, tw[low]["name"], "set-in sweatshirt", "Set-in sweatshirt 280 gsm"), [tev(k_, PRICE(STD)) for k_ in sweat])

# ====================================================================== Wintersett Seeds (folded two-block table)
veg = {c_: {"name": n, "seeds": s, "p": p} for c_, n, s, p in d.WS_VEG}
flo = {c_: {"name": n, "seeds": s, "p": p} for c_, n, s, p in d.WS_FLOWERS}
seeds = {**veg, **flo}
VS, VP, FS_, FP = "Vegetables > Seeds", "Vegetables > Price (£)", "Flowers > Seeds", "Flowers > Price (£)"


def wev(code: str, what: str) -> dict:
    block = "Vegetables" if code in veg else "Flowers"
    return ev(WS, "t1", code, f"{block} > {what}")


def seed_order(basket: dict[str, int]) -> float:
    """Seeds less 10 % for 5 or more packets, plus postage unless the seeds come to 20.00 or more after the discount."""
    goods = sum(n * seeds[c_]["p"] for c_, n in basket.items())
    if sum(basket.values()) >= d.WS_MULTI_MIN:
        goods = r2(goods * (1 - d.WS_MULTI_PCT / 100))
    return r2(goods + (0 if goods >= d.WS_FREE_FROM else d.WS_POSTAGE))


c = next(k_ for k_, v in veg.items() if "Gladiator" in v["name"])
x = veg[c]["seeds"]
q("How many seeds are in a packet of Wintersett's parsnip 'Gladiator'?", "lookup", num(x, "seeds", d.en(x, 0)),
  [wev(c, "Seeds")], ("side_by_side", "header_path"))

c = next(k_ for k_, v in flo.items() if v["name"].startswith("Cosmos"))
tot = seed_order({c: 3})
q("Three packets of Cosmos 'Purity' sent by post: what do we pay in total?", "product",
  num(tot, "GBP", money(tot), tolerance=0.01), [wev(c, "Price (£)")], ("side_by_side",))

sp = [k_ for k_, v in flo.items() if v["name"].startswith("Sweet pea")]
assert len(sp) == 2
avg = sum(flo[k_]["p"] for k_ in sp) / 2
q("Average packet price of Wintersett's two sweet peas?", "average", num(round(avg, 2), "GBP", f"{avg:.2f}",
                                                                         tolerance=0.005),
  [wev(k_, "Price (£)") for k_ in sp], ("side_by_side",))

basket = {"WS-V131": 2, "WS-V140": 1, "WS-V141": 1, "WS-V102": 1, "WS-V120": 1}
tot = seed_order(basket)
assert sum(basket.values()) >= d.WS_MULTI_MIN and tot < d.WS_FREE_FROM + d.WS_POSTAGE
q("Please total this Wintersett order with any multi-buy discount and postage: two packets of tomato 'Sungold', one "
  "each of runner bean 'Scarlet Emperor', French bean 'Cobra', carrot 'Nantes 5' and lettuce 'Little Gem'.", "sum",
  num(tot, "GBP", money(tot), tolerance=0.01), [wev(k_, "Price (£)") for k_ in basket])

low = unique_min(flo, key=lambda v: v["p"])
q("Which is the cheapest flower packet in the Wintersett catalogue?", "argmin",
  text(low, flo[low]["name"], "Nigella Miss Jekyll", "Nigella"), [wev(k_, "Price (£)") for k_ in flo],
  ("side_by_side",))

f1 = [k_ for k_, v in seeds.items() if v["name"].endswith(" F1")]
q("How many of Wintersett's varieties are F1 hybrids?", "count", num(len(f1), None, str(len(f1))),
  [ev(WS, "t1", k_, ("Vegetables" if k_ in veg else "Flowers") + " > Variety") for k_ in f1], ("side_by_side",))

a_ = next(k_ for k_, v in veg.items() if "Sungold" in v["name"])
b_ = next(k_ for k_, v in veg.items() if "Gardener" in v["name"])
diff = r2(veg[a_]["p"] - veg[b_]["p"])
q("How much more is a packet of tomato 'Sungold' than one of 'Gardener's Delight'?", "difference",
  num(diff, "GBP", money(diff), tolerance=0.01, accept_abs=True), [wev(a_, "Price (£)"), wev(b_, "Price (£)")])

# ====================================================================== Brigsteer Engineering (PP&E, SOCE, maturity)
ppe = d.br_ppe()
BRC = dict(zip((*d.BR_CLASSES, "Total"), range(5)))
eq = {(sec, lab): xs for lab, sec, xs in d.br_equity() if xs is not None}
EQC = dict(zip((*d.BR_EQ_COLS, "Total equity"), range(5)))
mat = dict(d.br_maturity())
MATC = dict(zip((*d.BR_MAT_COLS, "Total"), range(5)))
Y24, Y23 = "Year ended 31 December 2024", "Year ended 31 December 2023"

x = ppe["nbv_2024"][BRC["Plant and machinery"]]
q("Brigsteer: net book value of plant and machinery at the end of 2024?", "lookup",
  num(x, "GBP", d.en(x, 0), **K_GBPK),
  [ev(BR, "t1", "Net book value > At 31 December 2024", "Plant and machinery")], ("unit_in_header", "total_row"))

x = ppe["charge"][BRC["Total"]]
q("Answer with one number in pounds sterling, applying whatever scale the document states. Question: what was "
  "Brigsteer's total depreciation charge on property, plant and equipment for 2024?", "lookup",
  num(x, "GBP", d.en(x, 0), **K_GBPK), [ev(BR, "t1", "Charge for the year", "Total")], ("unit_in_header",))

x = eq[(Y24, "Dividends paid")][EQC["Retained earnings"]]
q("How much did Brigsteer pay out in dividends during 2024?", "multi_page_lookup",
  num(x, "GBP", f"({d.en(-x, 0)})", accept_abs=True, **K_GBPK),
  [ev(BR, "t2", f"{Y24} > Dividends paid", "Retained earnings", 2)],
  ("multi_page", "negative_parentheses", "unit_in_header"))

x = mat["Bank loans"][MATC["Within one year"]]
q("Brigsteer's bank loans falling due within a year of 31 December 2024?", "multi_page_lookup",
  num(x, "GBP", d.en(x, 0), **K_GBPK), [ev(BR, "t3", "Bank loans", "Within one year", 2)],
  ("multi_page", "unit_in_header"))

e24, e23 = eq[(None, "At 31 December 2024")][4], eq[(None, "At 31 December 2023")][4]
q("By what percentage did Brigsteer's total equity grow over 2024?", "percent_change", pct(pct_change(e24, e23)),
  [ev(BR, "t2", "At 31 December 2024", "Total equity", 2), ev(BR, "t2", "At 31 December 2023", "Total equity", 2)],
  ("multi_page", "total_row"))

div, prof = eq[(Y24, "Dividends paid")][3], eq[(Y24, "Profit for the year")][3]
q("What was Brigsteer's dividend payout ratio for 2024, i.e. dividends paid as a share of the year's profit?", "ratio",
  pct(-div / prof * 100), [ev(BR, "t2", f"{Y24} > Dividends paid", "Retained earnings", 2),
                           ev(BR, "t2", f"{Y24} > Profit for the year", "Retained earnings", 2)],
  ("multi_page", "negative_parentheses", "synonym"))

cls = ("Land and buildings", "Plant and machinery")
tot = sum(ppe["additions"][BRC[c_]] for c_ in cls)
q("How much did Brigsteer add to land and buildings and to plant and machinery together in 2024? Give pounds.", "sum",
  num(tot, "GBP", d.en(tot, 0), **K_GBPK), [ev(BR, "t1", "Additions", c_) for c_ in cls], ("unit_in_header",))

q("What were Brigsteer's additions to property, plant and equipment in 2023?", "unanswerable",
  none("The PP&E note shows the 2024 movements only; for 2023 it gives just the closing net book value."), [],
  ("absent_year",))

# ====================================================================== Tuscarora Devices (quarters as rows, FY June)
tq, tfy = d.td_q(), d.td_fy()
m1 = lambda x_: x_ / 10  # noqa: E731  (tenths of USD m -> USD m)

c = "Q3 FY2025"
x = m1(tq[c]["oi"])
q("Tuscarora operating income, Q3 FY2025?", "lookup", num(x, "USD", d.en(x, 1), **K_USDM),
  [ev(TD, "t1", c, "Operating income (loss)")], ("unit_in_header",))

c = next(k_ for k_, v in tq.items() if v["ended"] == "Dec 28, 2024")
assert c == "Q2 FY2025"
x = m1(tq[c]["rev"])
q("Please give Tuscarora's revenue for the October–December 2024 quarter in US dollars, with the table's scale "
  "applied.", "range_lookup", num(x, "USD", d.en(x, 1), **K_USDM),
  [ev(TD, "t1", c, "Revenue"), ev(TD, "t1", c, "Quarter ended")], ("range_match", "unit_in_header"))

fy25 = {k_: v for k_, v in tq.items() if k_.endswith("FY2025")}
top = unique_max(fy25, key=lambda v: v["rev"])
q("Which was Tuscarora's best quarter for revenue in fiscal 2025?", "argmax",
  text(top, "Q4", "fourth quarter of fiscal 2025", "the quarter ended June 30, 2025", "Q4 fiscal 2025"),
  [ev(TD, "t1", k_, "Revenue") for k_ in fy25])

low = unique_min(tq, key=lambda v: v["oi"])
q("Looking across all eight quarters, when was Tuscarora's operating income at its lowest?", "argmin",
  text(low, "Q3 fiscal 2024", "third quarter of fiscal 2024", "the quarter ended March 30, 2024"),
  [ev(TD, "t1", k_, "Operating income (loss)") for k_ in tq], ("negative_parentheses",))

q("tuscarora revenue growth fy2025 vs fy2024, %", "percent_change",
  pct(pct_change(tfy["FY2025"]["rev"], tfy["FY2024"]["rev"])),
  [ev(TD, "t2", "Revenue", "FY2025"), ev(TD, "t2", "Revenue", "FY2024")])

h1 = ["Q1 FY2025", "Q2 FY2025"]
x = m1(sum(tq[k_]["rev"] for k_ in h1))
q("Reply with a single figure in US dollars (not in millions) and no commentary. Tuscarora's revenue for the first "
  "half of fiscal 2025?", "sum", num(round(x, 1), "USD", d.en(x, 1), **K_USDM),
  [ev(TD, "t1", k_, "Revenue") for k_ in h1], ("unit_in_header",))

fy24 = [k_ for k_ in tq if k_.endswith("FY2024")]
avg = m1(sum(tq[k_]["rev"] for k_ in fy24)) / 4
q("Average quarterly revenue in Tuscarora's fiscal 2024?", "average",
  num(round(avg, 2), "USD", f"{avg:.2f}", tolerance=0.005, **K_USDM), [ev(TD, "t1", k_, "Revenue") for k_ in fy24],
  ("unit_in_header",))

a_, b_ = "Q2 FY2025", "Q4 FY2024"
assert tq[a_]["ni"] != tq[b_]["ni"]
win = a_ if tq[a_]["ni"] > tq[b_]["ni"] else b_
q("Did Tuscarora earn more net income in Q2 FY2025 or in Q4 FY2024?", "compare_two",
  text(win, "Q2 fiscal 2025", "second quarter of fiscal 2025"),
  [ev(TD, "t1", a_, "Net income (loss)"), ev(TD, "t1", b_, "Net income (loss)")])

# ====================================================================== Wernsdorf Kunststoffwerk (Plan/Ist, German)
wk = d.wk_pl()
PLAN, IST, VJ = "Plan H1 2025", "Ist H1 2025", "Ist H1 2024"

x = wk["Personalaufwand"][1]
q("Bitte nur den Betrag in Euro nennen und den Maßstab der Tabelle berücksichtigen: Wie hoch waren die "
  "Personalkosten bei Wernsdorf im ersten Halbjahr 2025 tatsächlich?", "lookup", num(x, "EUR", d.de(x, 0), **K_EURK),
  [ev(WK, "t1", "Personalaufwand", IST)], ("locale_number", "unit_in_header", "synonym"))

dev, pc = d.wk_dev("Materialaufwand")
q("Material costs at Wernsdorf: by how many percent did the H1 2025 actual deviate from plan, as reported?",
  "lookup_header_path", num(pc, "%", d.sde(pc, 1), decimals=1), [ev(WK, "t1", "Materialaufwand", "Abweichung > in %")],
  ("header_path", "locale_number", "cross_lingual"))

EBIT = "Betriebsergebnis (EBIT)"
diff = wk[EBIT][1] - wk[EBIT][2]
assert diff > 0
q("Um wie viel lag das Betriebsergebnis im 1. Halbjahr 2025 über dem Vorjahreshalbjahr (Ist gegen Ist)?", "difference",
  num(diff, "EUR", d.de(diff, 0), accept_abs=True, **K_EURK), [ev(WK, "t1", EBIT, IST), ev(WK, "t1", EBIT, VJ)],
  ("locale_number", "unit_in_header", "total_row"))

EX = "Umsatzerlöse Export"
q("Wernsdorf export sales: growth of the H1 2025 actual over the H1 2024 actual, in percent?", "percent_change",
  pct(pct_change(wk[EX][1], wk[EX][2])), [ev(WK, "t1", EX, IST), ev(WK, "t1", EX, VJ)],
  ("locale_number", "cross_lingual"))

over = {c_: d.wk_dev(c_)[0] for c_ in d.WK_COSTS}
top = unique_max(over)
assert over[top] > 0
q("Which Wernsdorf cost line overshot its plan by the largest amount in euros in H1 2025?", "argmax",
  text(top, "material costs", "cost of materials", "materials"), [ev(WK, "t1", c_, "Abweichung > absolut") for c_ in over],
  ("cross_lingual", "header_path", "locale_number"))

hc = [dep for dep, p_, i_ in d.WK_HEADCOUNT if i_ > p_]
q("In wie vielen Abteilungen lag der Personalstand Ende Juni über dem Plan?", "count", num(len(hc), None, str(len(hc))),
  [ev(WK, "t2", dep, "Ist") for dep, *_ in d.WK_HEADCOUNT], ("mixed_units", "synonym"))

mg = wk[EBIT][1] / wk["Umsatzerlöse gesamt"][1] * 100
q("What was Wernsdorf's EBIT margin on the actual H1 2025 figures? One decimal place.", "ratio", pct(mg, 1),
  [ev(WK, "t1", EBIT, IST), ev(WK, "t1", "Umsatzerlöse gesamt", IST)], ("locale_number", "total_row"))

q("Wie hoch ist der Umsatzplan von Wernsdorf für das Gesamtjahr 2025?", "unanswerable",
  none("The report covers the first half of 2025 only; no full-year plan is given."), [], ("absent_year",))

# ====================================================================== Carnsew Sensing (min / typ / max data sheet)
cs = {r_[0]: dict(zip(("Min", "Typ", "Max"), r_[2])) | {"dec": r_[3], "pm": r_[4], "unit": r_[5]}
      for r_ in d.CS_ROWS if not r_[0].startswith("#")}
order = {lab: dict(zip(d.CS_MODELS, xs)) for lab, xs, _ in d.CS_ORDER}
LP = "List price, 4–20 mA output (£)"


def cs_raw(row: str, col: str) -> str:
    v = cs[row]
    return ("±" if v["pm"] else "") + d.en(v[col], v["dec"])


R = "Current consumption, voltage output"
q("Typical supply current of the CPT-200 with the voltage output?", "lookup", num(cs[R]["Typ"], "mA", cs_raw(R, "Typ")),
  [ev(CS, "t1", R, "Typ")], ("synonym",))

x = order["Burst pressure (bar)"]["CPT-2100"]
q("Burst pressure for the CPT-2100?", "transposed_lookup", num(x, "bar", d.en(x, 0)),
  [ev(CS, "t2", "Burst pressure (bar)", "CPT-2100")], ("transposed",))

m = next(k_ for k_, v in order["Measuring range (bar)"].items() if v == "0–250")
x = order[LP][m]
q("What's the list price of Carnsew's 0–250 bar transmitter?", "transposed_lookup", num(x, "GBP", d.en(x)),
  [ev(CS, "t2", LP, m), ev(CS, "t2", "Measuring range (bar)", m)], ("transposed",))

g12 = [k_ for k_, v in order["Process connection"].items() if v == "G 1/2 B"]
q("Which CPT-200 models come with a G 1/2 B process connection?", "filter_list", lst(g12),
  [ev(CS, "t2", "Process connection", k_) for k_ in d.CS_MODELS], ("transposed", "text_value"))

R = "Total error band"
diff = round(cs[R]["Max"] - cs[R]["Typ"], 2)
q("Total error band of the CPT-200: how far is the maximum above the typical figure?", "difference",
  num(diff, "% FS", f"{diff:.2f}", tolerance=0.001, accept_abs=True), [ev(CS, "t1", R, "Max"), ev(CS, "t1", R, "Typ")])

q("What IP rating do the CPT-200 transmitters have?", "unanswerable",
  none("The data sheet gives no ingress-protection (IP) rating."), [], ("missing_row",))

m, n = "CPT-2025", 5
tot = r2(n * (order[LP][m] + d.CS_VOLT_OPTION))
q("Five CPT-2025 transmitters with the 0–10 V output option: total at list price, ex VAT?", "product",
  num(tot, "GBP", money(tot), tolerance=0.01), [ev(CS, "t2", LP, m)], ("transposed",))

# ====================================================================== Stainforth Managed IT (plans as columns)
st = {r_[0]: dict(zip(d.ST_PLANS, r_[1])) for r_ in d.ST_ROWS if not r_[0].startswith("#")}
st_add = {a: p for a, p, _ in d.ST_ADDONS}
USER_ROWS = [r_[0] for r_ in d.ST_ROWS if r_[0].startswith("Users ")]
assert len(USER_ROWS) == len(d.ST_BANDS)
PF = "Platform fee, per month"

x = st["P1 response target (hours)"]["Professional"]
q("P1 response target on Stainforth's Professional plan?", "transposed_lookup", num(float(x), "hours", x),
  [ev(ST, "t1", "P1 response target (hours)", "Professional")], ("transposed",))

row = USER_ROWS[band(35, d.ST_BANDS)]
x = st[row]["Essentials"]
q("We're about to add our 35th user on Stainforth Essentials. What monthly rate does that user cost?", "range_lookup",
  num(x, "GBP", d.en(x)), [ev(ST, "t1", row, "Essentials")], ("range_match", "transposed"))

plan, users = "Professional", 32
tot = r2(st[PF][plan] + d.st_user_fees(plan, users))
q("What's the monthly bill for 32 users on Stainforth Professional, billed monthly?", "product",
  num(tot, "GBP", money(tot), tolerance=0.01),
  [ev(ST, "t1", PF, plan)] + [ev(ST, "t1", r_, plan) for r_ in USER_ROWS[:2]], ("transposed",))

plan, users = "Premier", 60
tot = r2(12 * (d.st_user_fees(plan, users) * (1 - d.ST_ANNUAL_DISCOUNT / 100) + st[PF][plan]))
q("Premier for 60 users, paid annually in advance: what's the cost for the year, ex VAT?", "product",
  num(tot, "GBP", money(tot), tolerance=0.01,
      conditions=["Annual billing, paid in advance: 12% off the user fees; the platform fee is not discounted."]),
  [ev(ST, "t1", PF, plan)] + [ev(ST, "t1", r_, plan) for r_ in USER_ROWS], ("transposed", "footnote"))

tot = r2(12 * 25 * st_add["Microsoft 365 backup"])
q("Microsoft 365 backup for 25 users for a full year: what will Stainforth charge?", "product",
  num(tot, "GBP", money(tot), tolerance=0.01), [ev(ST, "t2", "Microsoft 365 backup", "Price (£)")])

am = [p_ for p_ in d.ST_PLANS if st["Named account manager"][p_] == "Yes"]
q("How many Stainforth plans come with a named account manager?", "count", num(len(am), None, str(len(am))),
  [ev(ST, "t1", "Named account manager", p_) for p_ in d.ST_PLANS], ("transposed", "text_value"))

a_, b_ = "Essentials", "Professional"
P2 = "P2 response target (hours)"
win = a_ if float(st[P2][a_]) < float(st[P2][b_]) else b_
q("Which has the faster P2 response, Essentials or Professional?", "compare_two", text(win, f"{win} plan"),
  [ev(ST, "t1", P2, a_), ev(ST, "t1", P2, b_)], ("transposed",))

assert not any(r_.startswith("P3") for r_ in st)
q("What's the P3 response target on Stainforth's Premier plan?", "unanswerable",
  none("Only P1 and P2 response targets are given; there is no P3 priority."), [], ("missing_row",))


if __name__ == "__main__":
    assert len(QUESTIONS) == 90, len(QUESTIONS)
    sys.exit(write(QUESTIONS, HERE / "questions.jsonl"))
