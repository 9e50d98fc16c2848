#!/usr/bin/env python3
"""Write questions.jsonl for business-other22 from the data that draws the PDFs.

    python make_questions.py [OUT]          (default: questions.jsonl next to this file)

Every gold is computed by a `calc(g)` that reads printed cells through an accessor `g`: `g.n` (a number),
`g.t` (a text), `g.note` / `g.nn` (a phrase of a note under a table, or a number inside it). Each read is
recorded as an evidence item and its printed string becomes a piece of `raw`. Here the accessor reads
the layout registry of make_docs.build(); check.py runs the same calcs with an accessor that reads the
PDFs back with pdfplumber, and the records must come out identical.
"""
from __future__ import annotations

import json
import os
import re
import sys
import tempfile
from decimal import Decimal, ROUND_HALF_UP

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import make_docs as M  # noqa: E402

SOURCE = "business-other22"
PREFIX = "bo22"

MP = "mappowder_paint_supplies_trade_price_list_2025_26.pdf"
CH = "chillenden_coatings_decorators_price_list_2025.pdf"
YV = "yelvertoft_decorators_merchants_paint_prices_2025.pdf"
HT = "hinderclay_trophies_engraving_price_list_2025.pdf"
BT = "bredwardine_tree_care_rate_card_2025.pdf"
KX = "kexby_automatic_doors_maintenance_contracts_2025.pdf"
BA = "balmaclellan_aquatics_aquarium_care_plans_2025.pdf"
LS = "luxulyan_saunas_technical_data_2025.pdf"
AT = "ardentinny_telescopes_specifications_2025.pdf"
UA = "upottery_archery_club_catalogue_2025.pdf"
BJ = "ballyjamesduff_beads_trade_catalogue_2025.pdf"
WT = "whaplode_tenpin_annual_accounts_2025.pdf"
assert set(M.DOCS) == {MP, CH, YV, HT, BT, KX, BA, LS, AT, UA, BJ, WT}

CURRENCY = {d: "GBP" for d in M.DOCS}
CURRENCY[AT], CURRENCY[BJ] = "USD", "EUR"
CONDITION = {d: "Prices exclude VAT" for d in M.DOCS}
CONDITION[AT] = "Prices exclude sales tax"
CONDITION[WT] = None
SUPPLIER = {MP: "Mappowder Paint Supplies", CH: "Chillenden Coatings", YV: "Yelvertoft Decorators' Merchants"}
SUPPLIER_ALIASES = {MP: ["Mappowder", "Mappowder Paint Supplies Ltd"], CH: ["Chillenden"],
                    YV: ["Yelvertoft", "Yelvertoft Decorators Merchants"]}

HARD_CASES = {  # the business-dev vocabulary
    "borderless", "vat_condition", "merged_cell", "locale_number", "header_path", "unit_in_header", "synonym",
    "footnote", "range_match", "transposed", "multi_page", "scanned", "total_row", "adjacent_tables",
    "side_by_side", "header_not_repeated", "negative_parentheses", "distractor_prose", "null_cell",
    "cross_lingual", "superscript", "missing_row", "total_row_excluded", "absent_entity", "subtotal_rows",
    "absent_year", "wide_table", "text_value", "mixed_units", "missing_column", "dash_zero",
    "uncovered_quantity", "scale_normalization", "currency_format", "rounded_figure"}
CATEGORIES = {"lookup", "lookup_header_path", "unanswerable", "cross_document", "range_lookup",
              "transposed_lookup", "multi_page_lookup", "argmax", "compare_two", "count", "sum", "average",
              "percent_change", "argmin", "filter_list", "difference"}


# ============================================================================ numbers
def num(text: str) -> Decimal:
    s = text.strip().replace(",", "")
    neg = s.startswith("(") and s.endswith(")")
    s = s.strip("()")
    s = re.sub(r"^(?:£|€|US\$|\$)", "", s)
    if not re.fullmatch(r"-?\d+(?:\.\d+)?", s):
        raise ValueError(f"not a number: {text!r}")
    x = Decimal(s)
    return -x if neg else x


def first_num(text: str) -> Decimal:
    m = re.search(r"(?:£|€|\$)?(\d[\d,]*(?:\.\d+)?)", text)
    if not m:
        raise ValueError(f"no number in {text!r}")
    return Decimal(m.group(1).replace(",", ""))


def q2(x: Decimal) -> Decimal:
    return x.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def jnum(x: Decimal):
    x = Decimal(x)
    if x == x.to_integral_value():
        return int(x)
    return float(x)


def band(tiers, qty):
    hits = [i for i, (lo, hi) in enumerate(tiers) if qty >= lo and (hi is None or qty <= hi)]
    assert len(hits) == 1, (tiers, qty)
    return hits[0]


def norm_ws(s: str) -> str:
    return " ".join(s.split())


# ============================================================================ accessor
class Gold:
    """Reads cells and note phrases; records evidence and raw pieces."""

    def __init__(self, reg, read_cell, read_page):
        self.reg, self.read_cell, self.read_page = reg, read_cell, read_page
        self.ev, self.raw = [], []

    def cell(self, doc, tid, row, col):
        c = self.reg[doc]["cells"][(tid, row, col)]
        text = self.read_cell(doc, c)
        self.ev.append({"doc": doc, "page": c["page"], "table": tid, "row": row, "column": col})
        self.raw.append(text)
        return text

    def n(self, doc, tid, row, col) -> Decimal:
        return num(self.cell(doc, tid, row, col))

    def t(self, doc, tid, row, col) -> str:
        return self.cell(doc, tid, row, col)

    def note(self, doc, phrase) -> str:
        hits = [nt for nt in self.reg[doc]["notes"] if phrase in norm_ws(nt["text"])]
        assert len(hits) == 1, (doc, phrase, len(hits))
        nt = hits[0]
        page_text = self.read_page(doc, nt["page"])
        assert phrase in page_text, (doc, phrase)
        self.ev.append({"doc": doc, "page": nt["page"], "table": nt["table"] or "text", "row": "footnote",
                        "column": phrase})
        self.raw.append(phrase)
        return phrase

    def nn(self, doc, phrase) -> Decimal:
        return first_num(self.note(doc, phrase))


# ============================================================================ answers
class Ans(dict):
    pass


def number(value, unit, **extra):
    a = Ans(kind="number", value=Decimal(value), unit=unit)
    a.update(extra)
    return a


def money_ans(doc, value, **extra):
    return number(q2(Decimal(value)), CURRENCY[doc], **extra)


def text(value, aliases=None, **extra):
    a = Ans(kind="text", value=value, unit=None)
    if aliases:
        a["aliases"] = list(aliases)
    a.update(extra)
    return a


def listing(values, **extra):
    a = Ans(kind="list", value=list(values), unit=None)
    a.update(extra)
    return a


def none(reason, probe):
    return Ans(kind="none", value=None, unit=None, reason=reason, probe=probe)


QUESTIONS = []


def q(question, category, hard=(), doc=None):
    def deco(fn):
        QUESTIONS.append({"question": question, "category": category, "hard": list(hard), "calc": fn,
                          "doc": doc})
        return fn
    return deco


# ============================================================================ cell keys per document
def mp_row(code):
    for sec, items in M.MP_SECTIONS:
        for it in items:
            if it[0] == code:
                return f"{sec} > {code}"
    raise KeyError(code)


def mp_col(i):
    lo, hi = M.MP_TIERS[i]
    return f"Price per tin, ex VAT (£) > {M.tier_label(lo, hi, 'tins', plus='+')}"


def mp_code(key):
    return next(it[0] for _, items in M.MP_SECTIONS for it in items if it[1] == key)


def mp_price(g, code, qty):
    return g.n(MP, "t1", mp_row(code), mp_col(band(M.MP_TIERS, qty)))


def ch_row(i):
    lo, hi = M.CH_TIERS[i]
    return M.tier_label(lo, hi, "tins", plus="+")


def ch_col(key):
    name = next(p[1] for p in M.CH_PRODUCTS if p[0] == key)
    return f"Price per tin, ex VAT (£) > {name}"


def ch_price(g, key, qty):
    return g.n(CH, "t1", ch_row(band(M.CH_TIERS, qty)), ch_col(key))


def yv_code(key):
    return next(r[0] for r in M.YV_ROWS if r[1] == key)


def yv_col(i):
    lo, hi = M.YV_TIERS[i]
    return f"Price per tin by tins ordered (ex VAT) > {M.tier_label(lo, hi, plus='+')}"


def yv_price(g, code, qty):
    return g.n(YV, "t1", code, yv_col(band(M.YV_TIERS, qty)))


def supplier_price(g, doc, key, qty):
    if doc == MP:
        return mp_price(g, mp_code(key), qty)
    if doc == CH:
        return ch_price(g, key, qty)
    return yv_price(g, yv_code(key), qty)


def ht_row(code):
    for sec, items in M.HT_SECTIONS:
        for it in items:
            if it[0] == code:
                return f"{sec} > {code}"
    raise KeyError(code)


def ht_col(i):
    lo, hi = M.HT_TIERS[i]
    return f"Price each, ex VAT (£) > {M.tier_label(lo, hi, plus='+')}"


def ht_price(g, code, qty):
    return g.n(HT, "t1", ht_row(code), ht_col(band(M.HT_TIERS, qty)))


BT_DAY = "Full day, 8 hours on site (£)"
BT_HALF = "Half day, 4 hours on site (£)"


def bt_stump_row(diam):
    hits = [lab for lab, (lo, hi), _ in M.BT_STUMPS if lo <= diam <= hi]
    assert len(hits) == 1, diam
    return hits[0]


def bt_stump_col(i):
    lo, hi = M.BT_STUMP_TIERS[i]
    return f"Price per stump, ex VAT (£) > {M.tier_label(lo, hi, 'stumps', plus='+')}"


KX_FEE_SEC = "Annual fee per door, ex VAT (£)¹"


def kx_fee_row(doors):
    lo, hi = M.KX_TIERS[band(M.KX_TIERS, doors)]
    return f"{KX_FEE_SEC} > {M.tier_label(lo, hi, 'doors', plus='+')}"


def kx_col(plan):
    assert plan in M.KX_PLANS
    return f"Contract level > {plan}"


BA_VOL_LABELS = ["up to 200 L", "201–500 L", "501–1,000 L"]


def ba_col(litres):
    i = band(M.BA_VOLUMES, litres)
    return f"Monthly fee per tank by volume, ex VAT (£) > {BA_VOL_LABELS[i]}"


def ls_row(label):
    for s, lab, _, _ in M.LS_ROWS:
        if lab == label:
            return f"{s} > {lab}"
    raise KeyError(label)


def ls_col(model):
    for g_, ms in M.LS_GROUPS:
        if model in ms:
            return f"{g_} > {model}"
    raise KeyError(model)


LS_MODELS = [m for _, ms in M.LS_GROUPS for m in ms]


def at_row(code):
    for sec, items in M.AT_SECTIONS:
        for it in items:
            if it[0] == code:
                return f"{sec} > {code}"
    raise KeyError(code)


def at_codes(section=None):
    return [it[0] for sec, items in M.AT_SECTIONS for it in items if section in (None, sec)]


def ua_row(code):
    for sec, items in M.UA_SECTIONS:
        for it in items:
            if it[0] == code:
                return f"{sec} > {code}"
    raise KeyError(code)


def ua_col(i):
    lo, hi = M.UA_TIERS[i]
    return f"Price per unit sold, ex VAT (£) > {M.tier_label(lo, hi, plus='+')}"


def ua_price(g, code, units):
    return g.n(UA, "t1", ua_row(code), ua_col(band(M.UA_TIERS, units)))


def bj_row(code):
    for sec, items in M.BJ_SECTIONS:
        for it in items:
            if it[0] == code:
                return f"{sec} > {code}"
    raise KeyError(code)


def bj_col(i):
    lo, hi = M.BJ_TIERS[i]
    return f"Price per pack, ex VAT (€) > {M.tier_label(lo, hi, 'packs', plus='+')}"


def bj_price(g, code, packs):
    return g.n(BJ, "t1", bj_row(code), bj_col(band(M.BJ_TIERS, packs)))


def wt(g, tid, row, year):
    col = {"t1": "Year ended 30 September", "t2": "Year ended 30 September", "t3": "At 30 September"}[tid]
    return g.n(WT, tid, row, f"{col} > {year}")


def wt_ans(value, **extra):
    return number(value, "GBP", scale=1000, scale_note="£000", **extra)


def cheapest(prices: dict, want="min"):
    """prices: doc -> Decimal. The unique arg-min (or arg-max); ties are an error."""
    best = (min if want == "min" else max)(prices.values())
    winners = [d for d, p in prices.items() if p == best]
    assert len(winners) == 1, prices
    return winners[0], best


# ============================================================================ questions
# ---------------------------------------------------------------- Mappowder
@q("Mappowder — what's the price per tin of the white anti-mould emulsion if we order 12 tins?", "range_lookup")
def _(g):
    return money_ans(MP, mp_price(g, "MP-1205", 12))


@q("Mappowder's direct-to-metal black, 2.5 L: price per tin in the top quantity band?", "lookup_header_path",
   ["synonym"])
def _(g):
    return money_ans(MP, mp_price(g, "MP-3325", 50))


@q("Can you price 20 tins of Mappowder's brilliant white contract matt (10 L), tinted to our colour? Goods only, "
   "ex VAT.", "sum", ["range_match", "footnote"])
def _(g):
    p = mp_price(g, "MP-1010", 20)
    tint = g.nn(MP, f"adds £{M.MP_TINT} per tin")
    return money_ans(MP, 20 * (p + tint))


@q("We'd like 6 tins of stain block primer and 4 tins of white satinwood from Mappowder, delivered to site. "
   "What's the total ex VAT including the delivery charge?", "sum", ["range_match", "adjacent_tables"])
def _(g):
    goods = 6 * mp_price(g, "MP-4101", 6) + 4 * mp_price(g, "MP-3025", 4)
    under = g.t(MP, "t2", "Under £250.00", "Order value, ex VAT")
    limit = first_num(under)
    fee = g.n(MP, "t2", "Under £250.00", "Delivery charge (£)") if goods < limit else Decimal(0)
    return money_ans(MP, goods + fee)


@q("How many of Mappowder's paints come in under £30 a tin at the 50+ tins price?", "count")
def _(g):
    codes = [it[0] for _, items in M.MP_SECTIONS for it in items]
    return number(sum(1 for c in codes if mp_price(g, c, 50) < 30), None)


@q("Which Mappowder product has the highest single-tin price? Give the code.", "argmax", ["synonym"])
def _(g):
    codes = [it[0] for _, items in M.MP_SECTIONS for it in items]
    prices = {c: mp_price(g, c, 1) for c in codes}
    code, _ = cheapest(prices, "max")
    name = next(it[2] for _, items in M.MP_SECTIONS for it in items if it[0] == code)
    return text(code, aliases=[name])


# ---------------------------------------------------------------- Chillenden
@q("Chillenden Coatings, 35 tins of white gloss (2.5 L) — price per tin?", "range_lookup")
def _(g):
    return money_ans(CH, ch_price(g, "GLW", 35))


@q("What does Chillenden charge for a cotton twill dust sheet?", "lookup", ["adjacent_tables"])
def _(g):
    return money_ans(CH, g.n(CH, "t2", "CC-920", "Price, ex VAT (£)"))


@q("Please quote Chillenden for 50 tins of contract matt magnolia plus 50 tins of contract matt brilliant "
   "white, all 10 L. Total ex VAT?", "sum", ["range_match"])
def _(g):
    return money_ans(CH, 50 * ch_price(g, "CMM", 50) + 50 * ch_price(g, "CMW", 50))


@q("How much does the price per tin of Chillenden's smooth white masonry paint drop between the smallest and "
   "the largest quantity band?", "difference", ["synonym"])
def _(g):
    return money_ans(CH, ch_price(g, "MSW", 1) - ch_price(g, "MSW", 50))


@q("chillenden order: 8 tins of white vinyl silk and 2 packs of masking tape. whats the total ex vat with "
   "carriage?", "sum", ["range_match", "adjacent_tables", "footnote"])
def _(g):
    goods = 8 * ch_price(g, "VSW", 8) + 2 * g.n(CH, "t2", "CC-930", "Price, ex VAT (£)")
    fee = g.nn(CH, f"Carriage: £{M.CH_CARRIAGE[0]} per order")
    limit = g.nn(CH, f"under £{M.CH_CARRIAGE[1]} ex VAT")
    return money_ans(CH, goods + (fee if goods < limit else 0))


# ---------------------------------------------------------------- Yelvertoft
@q("Yelvertoft: 20 tins of the mid grey floor paint, what's the per-tin price?", "range_lookup")
def _(g):
    return money_ans(YV, yv_price(g, "YD-F05G", 20))


@q("If I order 19 tins of white vinyl silk from Yelvertoft, what do I pay per tin?", "range_lookup")
def _(g):
    return money_ans(YV, yv_price(g, "YD-V05W", 19))


@q("Yelvertoft's 100+ price for white satinwood?", "lookup_header_path")
def _(g):
    return money_ans(YV, yv_price(g, "YD-S25W", 100))


@q("150 tins of Yelvertoft's smooth white masonry paint — what's the total including VAT at 20 %?", "sum",
   ["range_match"])
def _(g):
    p = yv_price(g, "YD-M10W", 150)
    vat = g.nn(YV, "exclusive of VAT at 20 %")
    return money_ans(YV, 150 * p * (1 + vat / 100))


@q("By what percentage is Yelvertoft's 100+ price for pure brilliant white contract matt below its 1–19 price? "
   "Round to one decimal.", "percent_change")
def _(g):
    lo = yv_price(g, "YD-C10W", 1)
    hi = yv_price(g, "YD-C10W", 100)
    pct = (hi - lo) / lo * 100
    return number(pct.quantize(Decimal("0.1"), rounding=ROUND_HALF_UP), "%", decimals=1, accept_abs=True)


@q("Yelvertoft quote please: 24 tins of 10 L brilliant white contract matt, all tinted, plus one colour match "
   "from a sample. Total ex VAT, no delivery.", "sum", ["range_match", "adjacent_tables"])
def _(g):
    p = yv_price(g, "YD-C10W", 24)
    tint = g.n(YV, "t2", "Tinting, per 10 L tin", "Price (ex VAT)")
    match = g.n(YV, "t2", "Colour match from a sample, per colour", "Price (ex VAT)")
    return money_ans(YV, 24 * (p + tint) + match)


@q("Which other Yelvertoft paint has exactly the same price as the mid grey floor paint in every quantity band? "
   "Give the code.", "filter_list")
def _(g):
    ref = [yv_price(g, "YD-F05G", lo) for lo, _ in M.YV_TIERS]
    out = []
    for code, _, _, _, _ in M.YV_ROWS:
        if code == "YD-F05G":
            continue
        if [yv_price(g, code, lo) for lo, _ in M.YV_TIERS] == ref:
            out.append(code)
    assert len(out) == 1, out
    name = next(r[2] for r in M.YV_ROWS if r[0] == out[0])
    return text(out[0], aliases=[name])


# ---------------------------------------------------------------- the three paint suppliers
def cross_cheapest(g, key, qty, docs=(MP, CH, YV), want="min"):
    prices = {d: supplier_price(g, d, key, qty) for d in docs}
    return cheapest(prices, want)


def supplier_text(doc):
    return text(SUPPLIER[doc], aliases=SUPPLIER_ALIASES[doc])


@q("We need 30 tins of 10 L brilliant white contract matt. Which of our three paint suppliers (Mappowder, "
   "Chillenden, Yelvertoft) is cheapest per tin?", "cross_document", ["range_match"])
def _(g):
    return supplier_text(cross_cheapest(g, "CMW", 30)[0])


@q("Who's cheapest for 18 tins of smooth white masonry paint (10 litre) — Mappowder, Chillenden or Yelvertoft?",
   "cross_document", ["range_match", "synonym"])
def _(g):
    return supplier_text(cross_cheapest(g, "MSW", 18)[0])


@q("For just 8 tins of brilliant white contract matt 10 L, what's the lowest price per tin we can get from "
   "Mappowder, Chillenden and Yelvertoft?", "cross_document", ["range_match"])
def _(g):
    return money_ans(MP, cross_cheapest(g, "CMW", 8)[1])


@q("8 tins of white satinwod, 2.5 L. Which supplier is cheapest: Mappowder, Chillenden or Yelvertoft?",
   "cross_document", ["range_match"])
def _(g):
    return supplier_text(cross_cheapest(g, "SWW", 8)[0])


@q("Comparing Mappowder, Chillenden and Yelvertoft for 60 tins of magnolia contract matt (10 L): how much more "
   "per tin is the dearest supplier than the cheapest?", "cross_document", ["range_match"])
def _(g):
    prices = {d: supplier_price(g, d, "CMM", 60) for d in (MP, CH, YV)}
    cheapest(prices, "min")
    cheapest(prices, "max")
    return money_ans(MP, max(prices.values()) - min(prices.values()))


@q("What would 120 tins of white high gloss (2.5 L) cost ex VAT from whichever of Mappowder, Chillenden and "
   "Yelvertoft is cheapest at that quantity?", "cross_document", ["range_match"])
def _(g):
    return money_ans(MP, 120 * cross_cheapest(g, "GLW", 120)[1])


@q("Which supplier should we use for 45 tins of white vinyl silk 5 L if we only care about price — Mappowder, "
   "Chillenden or Yelvertoft?", "cross_document", ["range_match"])
def _(g):
    return supplier_text(cross_cheapest(g, "VSW", 45)[0])


@q("25 tins of white acrylic primer undercoat: how much would we save in total buying from Yelvertoft instead "
   "of Mappowder?", "cross_document", ["range_match"])
def _(g):
    a = mp_price(g, "MP-4025", 25)
    c = yv_price(g, "YD-P25W", 25)
    return money_ans(MP, 25 * (a - c))


@q("Only need 5 tins of magnolia contract matt. Which of Mappowder, Chillenden and Yelvertoft would be the most "
   "expensive?", "cross_document", ["range_match"])
def _(g):
    return supplier_text(cross_cheapest(g, "CMM", 5, want="max")[0])


@q("Mid grey floor paint, 40 tins of 5 L: is Mappowder or Yelvertoft cheaper?", "cross_document",
   ["range_match"])
def _(g):
    return supplier_text(cross_cheapest(g, "FPG", 40, docs=(MP, YV))[0])


# ---------------------------------------------------------------- Hinderclay
@q("Hinderclay — price each for 120 of the 70 mm premium gold medals?", "range_lookup")
def _(g):
    return money_ans(HT, ht_price(g, "HT-M70G", 120))


@q("Sports day order from Hinderclay: 6 gold, 6 silver and 6 bronze 50 mm medals. What's the total ex VAT?",
   "sum", ["range_match"])
def _(g):
    tot = sum(6 * ht_price(g, c, 6) for c in ("HT-M50G", "HT-M50S", "HT-M50B"))
    return money_ans(HT, tot)


@q("We want 3 of Hinderclay's annual shields (250 × 300 mm), each engraved with 45 letters. What will that come "
   "to ex VAT?", "sum", ["footnote", "adjacent_tables"])
def _(g):
    p = ht_price(g, "HT-P250", 3)
    free = g.nn(HT, f"the first {M.HT_FREE_LETTERS} letters on each item are engraved free")
    per = g.n(HT, "t2", "Engraving, per letter over the free allowance", "Price, ex VAT (£)")
    return money_ans(HT, 3 * p + 3 * (45 - free) * per)


@q("What would Hinderclay charge per cup for 60 of the 400 mm silver-plated cups with lid?", "unanswerable",
   ["null_cell", "range_match"], doc=HT)
def _(g):
    return none("The 50+ price of HT-C400 is printed as POA (price on application).",
                {"cell": [HT, "t1", ht_row("HT-C400"), ht_col(2)], "equals": "POA"})


@q("How many items on Hinderclay's list cost under £20 each at the 10–49 price?", "count")
def _(g):
    codes = [it[0] for _, items in M.HT_SECTIONS for it in items]
    return number(sum(1 for c in codes if ht_price(g, c, 10) < 20), None)


@q("Cheapest glass or crystal award at Hinderclay if we buy just one?", "argmin", ["synonym"])
def _(g):
    items = next(items for sec, items in M.HT_SECTIONS if sec == "Glass and crystal")
    prices = {it[0]: ht_price(g, it[0], 1) for it in items}
    code, _ = cheapest(prices)
    name = next(it[1] for it in items if it[0] == code)
    return text(name, aliases=[code])


@q("25 walnut plaques, each with a fitted full-colour logo disc. What do the logo extras add, artwork set-up "
   "included?", "sum", ["adjacent_tables"])
def _(g):
    disc = g.n(HT, "t2", "Full-colour logo disc, 25 mm (fitted)", "Price, ex VAT (£)")
    setup = g.n(HT, "t2", "Logo artwork set-up, once per order", "Price, ex VAT (£)")
    return money_ans(HT, setup + 25 * disc)


# ---------------------------------------------------------------- Bredwardine
@q("Bredwardine's Saturday full-day rate for the felling and rigging team?", "lookup_header_path")
def _(g):
    return money_ans(BT, g.n(BT, "t1", "Felling and rigging team", f"{BT_DAY} > Saturday"))


@q("half day, weekday, 2-person climbing team at Bredwardine – how much?", "lookup_header_path", ["synonym"])
def _(g):
    return money_ans(BT, g.n(BT, "t1", "Climbing team", f"{BT_HALF} > Mon–Fri"))


@q("We've got 12 stumps of about 45 cm diameter to grind out. What's Bredwardine's price per stump?",
   "range_lookup")
def _(g):
    return money_ans(BT, g.n(BT, "t2", bt_stump_row(45), bt_stump_col(band(M.BT_STUMP_TIERS, 12))))


@q("Sunday job: Bredwardine's climbing team with groundsman for a full day. What will that cost ex VAT?", "sum",
   ["footnote", "synonym"])
def _(g):
    sat = g.n(BT, "t1", "Climbing team with groundsman", f"{BT_DAY} > Saturday")
    up = g.nn(BT, f"Saturday rate plus {M.BT_SUNDAY_UPLIFT} %")
    return money_ans(BT, sat * (1 + up / 100))


@q("Three weekdays of the felling and rigging team plus 4 loads of chipping and removal — total ex VAT at "
   "Bredwardine?", "sum", ["synonym", "adjacent_tables"])
def _(g):
    day = g.n(BT, "t1", "Felling and rigging team", f"{BT_DAY} > Mon–Fri")
    load = g.n(BT, "t3", "Chipping and removal of arisings, per load (up to 5 m³)", "Price, ex VAT (£)")
    return money_ans(BT, 3 * day + 4 * load)


@q("What does Bredwardine charge to grind out a 110 cm oak stump?", "unanswerable", ["uncovered_quantity"],
   doc=BT)
def _(g):
    return none("Stumps over 90 cm in diameter are priced after a site survey.",
                {"phrase": [BT, "Stumps over 90 cm in diameter are priced after a site survey."]})


@q("On a weekday full day, how much more is Bredwardine's platform team than the 2-person climbing team?",
   "difference", ["synonym"])
def _(g):
    a = g.n(BT, "t1", "Platform team (MEWP included)", f"{BT_DAY} > Mon–Fri")
    b = g.n(BT, "t1", "Climbing team", f"{BT_DAY} > Mon–Fri")
    return money_ans(BT, a - b)


@q("One site visit, 8 stumps: 5 under 30 cm and 3 of about 50 cm. Total stump grinding charge from Bredwardine?",
   "sum", ["range_match", "footnote"])
def _(g):
    col = bt_stump_col(band(M.BT_STUMP_TIERS, 8))
    small = g.n(BT, "t2", bt_stump_row(25), col)
    mid = g.n(BT, "t2", bt_stump_row(50), col)
    return money_ans(BT, 5 * small + 3 * mid)


# ---------------------------------------------------------------- Kexby
@q("Kexby Standard contract for 14 doors — annual fee per door?", "range_lookup", ["transposed"])
def _(g):
    return money_ans(KX, g.n(KX, "t1", kx_fee_row(14), kx_col("Standard")))


@q("Comprehensive cover for 60 automatic doors spread over three sites: what's the annual cost ex VAT with Kexby?",
   "sum", ["range_match", "footnote", "transposed"])
def _(g):
    g.note(KX, "The fee band is set by the total number of doors on one contract, across all sites.")
    return money_ans(KX, 60 * g.n(KX, "t1", kx_fee_row(60), kx_col("Comprehensive")))


@q("Emergency response time on Kexby's Standard contract, in hours?", "transposed_lookup", ["text_value"])
def _(g):
    return number(g.n(KX, "t1", "Service > Emergency response (hours)", kx_col("Standard")), "hours")


@q("which kexby contracts include labour on repairs wihtout extra charge?", "filter_list",
   ["transposed", "text_value", "synonym"])
def _(g):
    out = [p for p in M.KX_PLANS if g.t(KX, "t1", "Service > Labour on repairs", kx_col(p)) == "Included"]
    return listing(out)


@q("Kexby Comprehensive for 6 sliding doors and 2 revolving doors on one contract: total annual fee ex VAT?",
   "sum", ["range_match", "transposed", "adjacent_tables"])
def _(g):
    fee = g.n(KX, "t1", kx_fee_row(8), kx_col("Comprehensive"))
    sur = first_num(g.t(KX, "t2", "Revolving door surcharge", "Price"))
    return money_ans(KX, 6 * fee + 2 * fee * (1 + sur / 100))


@q("On Kexby's Compliance contract we had 3 call-outs this year. What do the call-out charges add up to?", "sum",
   ["transposed"])
def _(g):
    return money_ans(KX, 3 * g.n(KX, "t1", "Service > Call-out charge, per visit (£)", kx_col("Compliance")))


@q("how many planned service visits a year do you get with Kexby's Comprehensive contract", "transposed_lookup")
def _(g):
    return number(g.n(KX, "t1", "Service > Planned service visits a year", kx_col("Comprehensive")), None)


@q("At Kexby, for a contract with 10–49 doors, how much more per door is Comprehensive than Compliance?",
   "difference", ["transposed"])
def _(g):
    row = kx_fee_row(10)
    return money_ans(KX, g.n(KX, "t1", row, kx_col("Comprehensive")) - g.n(KX, "t1", row, kx_col("Compliance")))


# ---------------------------------------------------------------- Balmaclellan
@q("Balmaclellan Plus plan on a 350 litre tank — monthly fee?", "range_lookup", ["synonym"])
def _(g):
    return money_ans(BA, g.n(BA, "t1", "Plus", ba_col(350)))


@q("Premier plan for two tanks, one 180 L and one 650 L. What's the yearly cost ex VAT at Balmaclellan?", "sum",
   ["range_match", "footnote"])
def _(g):
    a = g.n(BA, "t1", "Premier", ba_col(180))
    b = g.n(BA, "t1", "Premier", ba_col(650))
    return money_ans(BA, 12 * (a + b))


@q("How many visits a month are in Balmaclellan's Essential plan?", "lookup")
def _(g):
    return number(g.n(BA, "t1", "Essential", "Visits a month"), None)


@q("Which is the cheapest Balmaclellan plan that comes with a fish health guarantee, for a 450 L freshwater "
   "tank?", "argmin", ["range_match", "footnote"])
def _(g):
    prices = {}
    for plan, *_ in M.BA_PLANS:
        guar = g.t(BA, "t1", plan, "Fish health guarantee")
        if guar != "—":
            prices[plan] = g.n(BA, "t1", plan, ba_col(450))
    plan, _ = cheapest(prices)
    return text(plan)


@q("Balmaclellan's charge to move a tank within the same building?", "lookup", ["synonym", "adjacent_tables"])
def _(g):
    return money_ans(BA, g.n(BA, "t2", "Tank relocation, per tank (same building)", "Price, ex VAT (£)"))


@q("For a 200 L tank at Balmaclellan, how much more a month is Marine Care than Premier?", "difference", ["range_match"])
def _(g):
    return money_ans(BA, g.n(BA, "t1", "Marine Care²", ba_col(200)) - g.n(BA, "t1", "Premier", ba_col(200)))


@q("What fish health guarantee comes with Balmaclellan's Premier plan?", "lookup", ["text_value"])
def _(g):
    return text(g.t(BA, "t1", "Premier", "Fish health guarantee"))


# ---------------------------------------------------------------- Luxulyan
@q("Heater output of the Luxulyan LB-6 barrel sauna?", "transposed_lookup", ["header_path"])
def _(g):
    return number(g.n(LS, "t1", ls_row("Heater output"), ls_col("LB-6")), "kW")


@q("how heavy is the LX-4 cabin", "transposed_lookup", ["synonym"])
def _(g):
    return number(g.n(LS, "t1", ls_row("Weight"), ls_col("LX-4")), "kg")


@q("Which Luxulyan sauna takes the longest to heat up to 80 °C?", "argmax")
def _(g):
    vals = {m: g.n(LS, "t1", ls_row("Heat-up time to 80 °C"), ls_col(m)) for m in LS_MODELS}
    m, _ = cheapest(vals, "max")
    return text(m)


@q("Two LX-4 cabins, delivered and installed, including VAT at 20 % — total?", "sum")
def _(g):
    s = g.n(LS, "t1", ls_row("Sauna, ex VAT"), ls_col("LX-4"))
    d = g.n(LS, "t1", ls_row("Delivery and installation, ex VAT"), ls_col("LX-4"))
    vat = g.nn(LS, "Prices exclude VAT at 20 %")
    return money_ans(LS, 2 * (s + d) * (1 + vat / 100))


@q("How many of Luxulyan's saunas need a 400 V three-phase supply?", "count", ["synonym", "text_value"])
def _(g):
    return number(sum(1 for m in LS_MODELS if g.t(LS, "t1", ls_row("Supply"), ls_col(m)) == "400 V 3~"), None)


@q("What's the LX-6's energy consumption per sauna session, in kWh?", "unanswerable", ["missing_row"], doc=LS)
def _(g):
    return none("The data sheet gives heater output and supply but no energy consumption.",
                {"absent": [LS, "kWh"]})


@q("Which Luxulyan model works out cheapest per seat, on the sauna price alone (ex VAT)?", "argmin")
def _(g):
    vals = {}
    for m in LS_MODELS:
        price = g.n(LS, "t1", ls_row("Sauna, ex VAT"), ls_col(m))
        seats = g.n(LS, "t1", ls_row("Seats"), ls_col(m))
        vals[m] = price / seats
    m, _ = cheapest(vals)
    return text(m)


@q("What timber is the LX-6 built from?", "transposed_lookup", ["text_value"])
def _(g):
    return text(g.t(LS, "t1", ls_row("Timber"), ls_col("LX-6")))


@q("Which heats up faster, the LX-6 or the LB-4?", "compare_two", ["transposed"])
def _(g):
    vals = {m: g.n(LS, "t1", ls_row("Heat-up time to 80 °C"), ls_col(m)) for m in ("LX-6", "LB-4")}
    m, _ = cheapest(vals)
    return text(m)


# ---------------------------------------------------------------- Ardentinny
@q("Focal length of the Ardentinny AT-M127?", "lookup", ["unit_in_header"])
def _(g):
    return number(g.n(AT, "t1", at_row("AT-M127"), "Focal length (mm)"), "mm")


@q("Which of Ardentinny's reflectors has the biggest aperture?", "argmax", ["synonym"])
def _(g):
    vals = {c: g.n(AT, "t1", at_row(c), "Aperture (mm)") for c in at_codes("Reflectors")}
    return text(cheapest(vals, "max")[0])


@q("How many Ardentinny telescopes have an aperture of at least 150 mm?", "count")
def _(g):
    return number(sum(1 for c in at_codes() if g.n(AT, "t1", at_row(c), "Aperture (mm)") >= 150), None)


@q("How much more is the AT-R120ED than the AT-R102ED?", "difference")
def _(g):
    return money_ans(AT, g.n(AT, "t1", at_row("AT-R120ED"), "Price (US$)")
                     - g.n(AT, "t1", at_row("AT-R102ED"), "Price (US$)"))


@q("Which Ardentinny refractors have a tube weight under 5 kg? Just the model codes.", "filter_list")
def _(g):
    return listing([c for c in at_codes("Refractors") if g.n(AT, "t1", at_row(c), "Tube weight (kg)") < 5])


@q("What's the average price of Ardentinny's catadioptric telescopes? Two decimals.", "average")
def _(g):
    vals = [g.n(AT, "t1", at_row(c), "Price (US$)") for c in at_codes("Catadioptric")]
    return money_ans(AT, sum(vals) / len(vals), decimals=2)


@q("Two AT-R70 refractors shipped to Ohio — what's the total with shipping, before sales tax?", "sum",
   ["footnote"])
def _(g):
    p = g.n(AT, "t1", at_row("AT-R70"), "Price (US$)")
    ship = g.nn(AT, "is $35.00 per order")
    limit = g.nn(AT, "free on orders over $500.00")
    goods = 2 * p
    return money_ans(AT, goods + (ship if goods <= limit else 0))


@q("Which is heavier, the AT-D200 or the AT-S235?", "compare_two", ["borderless"])
def _(g):
    vals = {c: g.n(AT, "t1", at_row(c), "Tube weight (kg)") for c in ("AT-D200", "AT-S235")}
    return text(cheapest(vals, "max")[0])


# ---------------------------------------------------------------- Upottery
@q("Upottery's price for a Fast Flight bowstring in the 10–49 band?", "multi_page_lookup")
def _(g):
    return money_ans(UA, ua_price(g, "UA-S110", 10))


@q("Club order of 24 dozen carbon arrows, spine 500 — what's Upottery's price per dozen?", "range_lookup",
   ["synonym"])
def _(g):
    return money_ans(UA, ua_price(g, "UA-A540", 24))


@q("Beginners' kit for 12 people from Upottery: twelve 26 lb club recurve sets, 12 plastic arm guards and 12 "
   "leather finger tabs. Total ex VAT?", "sum", ["range_match"])
def _(g):
    tot = 12 * ua_price(g, "UA-B626", 12) + 12 * ua_price(g, "UA-P010", 12) + 12 * ua_price(g, "UA-P020", 12)
    return money_ans(UA, tot)


@q("How many compound bows does Upottery list?", "count")
def _(g):
    items = next(items for sec, items in M.UA_SECTIONS if sec == "Compound bows")
    for it in items:
        g.t(UA, "t1", ua_row(it[0]), "Code")
    return number(len(items), None)


@q("Which target face is cheapest per pack when buying 50 or more packs at Upottery? Give the code.", "argmin",
   ["range_match"])
def _(g):
    codes = ["UA-T080", "UA-T122", "UA-T040"]
    for c in codes:
        assert "face" in g.t(UA, "t1", ua_row(c), "Item")
    return text(cheapest({c: ua_price(g, c, 50) for c in codes})[0])


@q("Does Upottery do crossbows? What's the price of one?", "unanswerable", ["absent_entity"], doc=UA)
def _(g):
    return none("The catalogue lists no crossbows.", {"absent": [UA, "crossbow"]})


@q("We want 24 of the youth wooden arrows from Upottery, delivered. Total ex VAT including carriage?", "sum",
   ["range_match", "footnote", "multi_page"])
def _(g):
    units = 24 // 12
    p = ua_price(g, "UA-A600", units)
    goods = units * p
    ship = g.nn(UA, f"Carriage £{M.UA_SHIP[0]} per order")
    limit = g.nn(UA, f"under £{M.UA_SHIP[1]} ex VAT")
    return money_ans(UA, goods + (ship if goods < limit else 0))


@q("upottery soft bow case 70 in, price for one?", "multi_page_lookup", ["range_match"])
def _(g):
    return money_ans(UA, ua_price(g, "UA-Q310", 1))


# ---------------------------------------------------------------- Ballyjamesduff
@q("Hi, could you check Ballyjamesduff's price per pack of lobster clasps if we take 30 packs? thnaks", "range_lookup")
def _(g):
    return money_ans(BJ, bj_price(g, "BJ-F020", 30))


@q("5 strands of amethyst rounds and 5 packs of crimp beads from Ballyjamesduff — total ex VAT with shipping to "
   "Dublin?", "sum", ["range_match", "footnote"])
def _(g):
    goods = 5 * bj_price(g, "BJ-N106", 5) + 5 * bj_price(g, "BJ-F040", 5)
    ship = g.nn(BJ, f"Shipping within Ireland €{M.BJ_SHIP[0]} per order")
    limit = g.nn(BJ, f"under €{M.BJ_SHIP[1]} ex VAT")
    return money_ans(BJ, goods + (ship if goods < limit else 0))


@q("How many products does Ballyjamesduff list under gemstone beads?", "count")
def _(g):
    items = next(items for sec, items in M.BJ_SECTIONS if sec == "Gemstone beads")
    for it in items:
        g.t(BJ, "t1", bj_row(it[0]), "Code")
    return number(len(items), None)


@q("Ballyjamesduff 50+ packs price for the sapphire crystal bicones?", "lookup_header_path")
def _(g):
    return money_ans(BJ, bj_price(g, "BJ-C406", 50))


@q("Which of Ballyjamesduff's tools is the most expensive at the 1–9 packs price?", "argmax")
def _(g):
    items = next(items for sec, items in M.BJ_SECTIONS if sec == "Tools")
    code, _ = cheapest({it[0]: bj_price(g, it[0], 1) for it in items}, "max")
    name = next(it[1] for it in items if it[0] == code)
    return text(name, aliases=[code])


@q("60 packs of head pins from Ballyjamesduff, including Irish VAT at 23 %. How much?", "sum", ["range_match"])
def _(g):
    p = bj_price(g, "BJ-F050", 60)
    vat = g.nn(BJ, f"Prices exclude VAT at {M.BJ_VAT} %")
    return money_ans(BJ, 60 * p * (1 + vat / 100))


# ---------------------------------------------------------------- Whaplode
@q("What was Whaplode Tenpin's turnover for the year to 30 September 2025?", "lookup_header_path",
   ["scale_normalization"])
def _(g):
    return wt_ans(wt(g, "t1", "Turnover", "2025"))


@q("By what percentage did Whaplode's turnover grow from 2024 to 2025?", "percent_change",
   ["synonym", "scale_normalization"])
def _(g):
    a = wt(g, "t1", "Turnover", "2025")
    b = wt(g, "t1", "Turnover", "2024")
    return number(q2((a - b) / b * 100), "%", tolerance=0.05)


@q("Whaplode food and drink turnover in 2024?", "lookup_header_path", ["scale_normalization"])
def _(g):
    return wt_ans(wt(g, "t2", "Food and drink", "2024"))


@q("Whaplode Tenpin net assets at 30 September 2025? Answer in £ millions, one decimal.", "lookup_header_path",
   ["scale_normalization", "total_row"])
def _(g):
    v = wt(g, "t3", "Net assets", "2025")
    return number((v / 1000).quantize(Decimal("0.1"), rounding=ROUND_HALF_UP), "GBP", scale=1000000,
                  scale_note="£000", decimals=1)


@q("How much did Whaplode's cash at bank go up over the year to September 2025?", "difference",
   ["scale_normalization", "borderless"])
def _(g):
    return wt_ans(wt(g, "t3", "Cash at bank and in hand", "2025") - wt(g, "t3", "Cash at bank and in hand", "2024"))


@q("How many games were bowled at Whaplode in 2025?", "lookup", ["mixed_units"])
def _(g):
    return number(g.n(WT, "t4", "Games bowled", "2025"), None)


@q("Whaplode's administrative expenses for 2024?", "lookup_header_path",
   ["negative_parentheses", "scale_normalization"])
def _(g):
    return wt_ans(wt(g, "t1", "Administrative expenses", "2024"), accept_abs=True)


@q("What was Whaplode Tenpin's turnover in 2023?", "unanswerable", ["absent_year"], doc=WT)
def _(g):
    return none("The accounts give 2025 and 2024 only.", {"absent": [WT, "2023"]})


@q("Percentage change in Whaplode's profit before tax, 2024 to 2025?", "percent_change",
   ["synonym", "subtotal_rows"])
def _(g):
    a = wt(g, "t1", "Profit before taxation", "2025")
    b = wt(g, "t1", "Profit before taxation", "2024")
    return number(q2((a - b) / b * 100), "%", tolerance=0.05)


@q("Whaplode: dividends paid in the 2025 year?", "lookup", ["mixed_units", "scale_normalization"])
def _(g):
    return wt_ans(g.n(WT, "t4", "Dividends paid (£000)", "2025"))


# ============================================================================ records
def derived_hard(reg, rec_ev, ans, category):
    h = set()
    for e in rec_ev:
        doc = e["doc"]
        if e["row"] == "footnote":
            h.add("footnote")
            continue
        t = reg[doc]["tables"][e["table"]]
        if " > " in e["column"]:
            h.add("header_path")
        hdr = [c for pg in reg[doc]["headers"][e["table"]].values() for c in pg]
        if any(c["cols"][0] != c["cols"][1] or c["rows"][0] != c["rows"][1] for c in hdr) or t["has_sections"]:
            h.add("merged_cell")
        if re.search(r"\((?:[^)]*)(£|€|US\$|mm|kg)\)?", e["column"]) or "£000" in t["col_keys"][0]:
            h.add("unit_in_header")
        col = reg[doc]["cells"][(e["table"], e["row"], e["column"])]["col"]
        if any(m in c["text"] for c in hdr if c["cols"][0] <= col <= c["cols"][1] for m in "¹²") or \
                any(m in e["row"] for m in "¹²"):
            h.add("footnote")
        if doc == UA and e["page"] == 2:
            h.add("multi_page")
        if doc == LS:
            h.add("transposed")
        if t["style"] == "borderless":
            h.add("borderless")
    if ans["kind"] == "number" and ans.get("unit") in ("GBP", "EUR") and any(
            CONDITION.get(e["doc"]) == "Prices exclude VAT" for e in rec_ev):
        h.add("vat_condition")
    if ans["kind"] == "text" and any(e["doc"] in (MP, CH, YV) for e in rec_ev):
        h.add("vat_condition")
    if category == "range_lookup":
        h.add("range_match")
    if ans["kind"] == "number" and ans.get("scale"):
        h.add("scale_normalization")
    return h


def conditions_for(rec_ev, ans):
    out = []
    if ans["kind"] == "none":
        return out
    for e in rec_ev:
        c = CONDITION.get(e["doc"])
        money_cell = ("£" in e["column"] or "€" in e["column"] or "$" in e["column"] or "Price" in e["column"]
                      or "£" in e["row"] or "Price" in e["row"] or e["table"] in ("t2", "t3") and e["doc"] != WT)
        if c and money_cell and c not in out:
            out.append(c)
    return out


def run_probe(probe, reg, read_cell, read_page):
    """True when the probe confirms the question is unanswerable."""
    if "cell" in probe:
        doc, tid, row, col = probe["cell"]
        return read_cell(doc, reg[doc]["cells"][(tid, row, col)]) == probe["equals"]
    if "phrase" in probe:
        doc, phrase = probe["phrase"]
        return any(phrase in read_page(doc, p) for p in range(1, reg[doc]["pages"] + 1))
    if "absent" in probe:
        doc, word = probe["absent"]
        return all(word.lower() not in read_page(doc, p).lower() for p in range(1, reg[doc]["pages"] + 1))
    raise ValueError(probe)


def build_records(reg, read_cell, read_page):
    recs = []
    for i, qd in enumerate(QUESTIONS, 1):
        g = Gold(reg, read_cell, read_page)
        ans = qd["calc"](g)
        rid = f"{PREFIX}-{i:03d}"
        answer = {"kind": ans["kind"]}
        if ans["kind"] == "none":
            assert qd["category"] == "unanswerable" and not g.ev, rid
            assert run_probe(ans["probe"], reg, read_cell, read_page), (rid, ans["probe"])
            answer.update(value=None, raw=None, unit=None, scale_note=None, conditions=[], reason=ans["reason"])
            docs = [qd["doc"]]
        else:
            assert qd["category"] != "unanswerable", rid
            v = ans["value"]
            if ans["kind"] == "number":
                v = Decimal(v)
                places = -v.as_tuple().exponent if v.as_tuple().exponent < 0 else 0
                assert places <= 2 or ans.get("decimals") is not None or ans.get("tolerance"), (rid, v)
                v = jnum(v)
            answer.update(value=v, raw=" | ".join(g.raw), unit=ans.get("unit"),
                          scale_note=ans.get("scale_note"), conditions=conditions_for(g.ev, ans))
            for k_ in ("scale", "decimals", "tolerance", "accept_abs", "aliases"):
                if ans.get(k_) is not None:
                    answer[k_] = ans[k_]
            docs = list(dict.fromkeys(e["doc"] for e in g.ev))
        hard = set(qd["hard"])
        if ans["kind"] != "none":
            hard |= derived_hard(reg, g.ev, ans, qd["category"])
        bad = hard - HARD_CASES
        assert not bad, (rid, bad)
        assert qd["category"] in CATEGORIES, rid
        fams = {reg[d]["family"] for d in docs}
        assert len(fams) == 1, (rid, fams)
        recs.append({"id": rid, "question": qd["question"], "category": qd["category"], "answer": answer,
                     "evidence": g.ev, "hard_cases": sorted(hard), "family": fams.pop(), "source": SOURCE})
    return recs


def layout_readers(reg):
    def read_cell(doc, c):
        return c["text"]

    def read_page(doc, page):
        parts = [n["text"] for n in reg[doc]["notes"] if n["page"] <= page <= n["last_page"]]
        parts += [c["text"] for c in reg[doc]["cells"].values() if c["page"] == page]
        parts += [h["text"] for t in reg[doc]["headers"].values() for h in t.get(page, [])]
        parts += [info["caption"] for info in reg[doc]["tables"].values() if page in info["pages"]]
        parts += [s for t in reg[doc]["sections"].values() for s, p in t.items() if p == page]
        return norm_ws(" ".join(parts))
    return read_cell, read_page


def dumps(recs):
    return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in recs)


def main(argv):
    out = argv[1] if len(argv) > 1 else os.path.join(HERE, "questions.jsonl")
    with tempfile.TemporaryDirectory() as tmp:
        reg = M.build(tmp)
    recs = build_records(reg, *layout_readers(reg))
    with open(out, "w", encoding="utf-8") as f:
        f.write(dumps(recs))
    print(f"{len(recs)} questions -> {out}")


if __name__ == "__main__":
    main(sys.argv)
