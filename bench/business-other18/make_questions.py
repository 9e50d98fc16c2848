"""business-other18: questions.jsonl, every gold computed from make_docs' data.

    /work/main/.venv/bin/python bench/business-other18/make_questions.py [OUT]

Each answered question keeps (in memory) `calc`, a function that recomputes the gold from the values parsed out of
its printed `raw` texts; build() asserts it here and check.py asserts it again after finding every raw text on its
evidence page of the PDF. Unanswerables keep a `probe` (texts that must be absent from the document, patterns that
must be present) for check.py.
"""
from __future__ import annotations

import json
import math
import re
import sys
from decimal import Decimal
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.dont_write_bytecode = True
sys.path.insert(0, str(HERE))
import make_docs as M  # noqa: E402

D, rnd, en, nl = M.D, M.rnd, M.en, M.nl
PREFIX, SOURCE = "bo18-", "business-other18"
WORK = Path("/tmp/business-other18work")
DOCS = M.layout(WORK / "qdocs")
LANG = {f: d.lang for f, d in DOCS.items()}
FAMILY = {f: d.family for f, d in DOCS.items()}
EXCL = "Prices exclude VAT"
INCL = "Prices include VAT at 20 %"
FN1, FN2 = "footnote \u00b9", "footnote \u00b2"


# ================================================================================== printed values
UNIT_WORDS = r"kg|g|m|mm|W|A|h|L|floors|bags|dozen|weeks|hours"


def num(text: str, lang: str = "en"):
    """The number in a printed cell text ('1,180.00', '129,00', '(1,874)', '–', '€150.00', '7.5 kg');
    the text itself if it is not a number."""
    s = text.strip()
    if s == M.NDASH:
        return Decimal(0)
    neg = s.startswith("(") and s.endswith(")")
    core = s[1:-1] if neg else s
    core = core.replace("\u2212", "-")
    core = re.sub(r"^[\u20ac\u00a3]\s?", "", core)
    core = re.sub(r"\s+(?:" + UNIT_WORDS + r")$", "", core).strip()
    sign = ""
    if core[:1] in "+-":
        sign, core = core[0], core[1:]
    pat = r"\d{1,3}(?:\.\d{3})*(?:,\d+)?|\d+(?:,\d+)?" if lang == "nl" else r"\d{1,3}(?:,\d{3})*(?:\.\d+)?|\d+(?:\.\d+)?"
    if not re.fullmatch(pat, core):
        return text
    core = core.replace(".", "").replace(",", ".") if lang == "nl" else core.replace(",", "")
    x = Decimal(core)
    if sign == "-":
        x = -x
    return -x if neg else x


def first_num(text: str):
    """The first plain number inside a longer printed text (a footnote phrase), either decimal mark."""
    if isinstance(text, Decimal):
        return text
    m = re.search(r"\d[\d,.]*", text)
    s = m.group(0).rstrip(",.")
    if re.fullmatch(r"\d{1,3}(?:,\d{3})+(?:\.\d+)?", s):
        s = s.replace(",", "")
    else:
        s = s.replace(",", ".")
    return Decimal(s)


# ================================================================================== evidence
def row_path(doc, tid, key):
    t = DOCS[doc].tables[tid]
    sec = None
    for row, k in zip(t.body, t.keys):
        if isinstance(row, M.Sec):
            sec = row.text.replace(M.SUP1, "").replace(M.SUP2, "")
        elif k == key:
            return key if sec is None else f"{sec} > {key}"
    raise KeyError((doc, tid, key))


def ev(doc, tid, key, col):
    t = DOCS[doc].tables[tid]
    return {"doc": doc, "page": t.row_pages[key], "table": tid, "row": row_path(doc, tid, key), "column": col}


def note(doc, label, words, tid="t1", page=1):
    """Evidence for a footnote, note or heading printed with a table; `words` is a phrase of it (checked)."""
    return {"doc": doc, "page": page, "table": tid, "row": label, "column": words}


QUESTIONS = []


def Q(question, category, kind, value=None, unit=None, evidence=(), *, raw=None, scale=None, scale_note=None,
      conditions=(), tolerance=None, decimals=None, accept_abs=False, aliases=None, reason=None, hard=(),
      calc=None, probe=None, qlang="en"):
    ans = {"kind": kind}
    raws = None
    if kind == "none":
        ans.update(value=None, raw=None, unit=None, scale_note=None, conditions=[], reason=reason)
    else:
        raws = list(raw) if isinstance(raw, (list, tuple)) else [raw]
        if kind == "number":
            v = D(value)
            value = int(v) if v == v.to_integral_value() else float(v)
        ans.update(value=value, raw=" | ".join(raws), unit=unit, scale_note=scale_note, conditions=list(conditions))
        for k, v in (("scale", scale), ("tolerance", tolerance), ("decimals", decimals), ("aliases", aliases)):
            if v is not None:
                ans[k] = v
        if accept_abs:
            ans["accept_abs"] = True
    rec = {"id": None, "question": question, "category": category, "answer": ans, "evidence": list(evidence),
           "hard_cases": sorted(set(hard)), "family": None, "source": SOURCE}
    QUESTIONS.append({"rec": rec, "calc": calc, "raws": raws, "probe": probe, "qlang": qlang})


def same(got, want):
    if isinstance(want, bool) or isinstance(got, bool):
        return got == want
    if isinstance(want, (int, float, Decimal)):
        return isinstance(got, (int, float, Decimal)) and abs(D(got) - D(want)) <= Decimal("1e-9")
    if isinstance(want, list):
        return sorted(map(str, got)) == sorted(map(str, want))
    return str(got) == str(want)


def pct(new, old, dp=2):
    return rnd((D(new) - D(old)) / D(old) * 100, dp)


def mark(x):
    return M.TICK if x else M.CROSS


# ================================================================================== 1 Inistioge
IC = M.IC_FILE
IC_ROW = {r[1]: r for r in M.IC_ITEMS}


def ic(code, kg):
    i = M.band_of(M.IC_BOUNDS, kg)
    return IC_ROW[code][4][i], ev(IC, "t1", code, f"{M.IC_HEAD} > {M.IC_TIERS[i]}")


t, e = ic("IC-204", 45)
Q("Inistioge Coffee Roasters \u2013 we'd take 45 kg of the Guatemala Huehuetenango. What's the price per kg?",
  "range_lookup", "number", num(t), "EUR", [e], raw=t, scale_note="per kg", conditions=[EXCL],
  hard=["range_match", "unit_in_header"], calc=lambda v: v[0])
(t1, e1), (t2, e2) = ic("IC-103", 3), ic("IC-202", 2)
goods = 3 * num(t1) + 3 * M.IC_GRIND + 2 * num(t2)
assert goods < M.IC_DELIVERY_BELOW and 3 * num(t1) + 2 * num(t2) < M.IC_DELIVERY_BELOW
Q("Could you price a small Inistioge order for me? 3 kg of the Barrow dark roast, ground for cafeti\u00e8re, and 2 kg "
  "of Ethiopia Yirgacheffe as whole beans. Ex VAT, delivery included if they'd charge it.", "sum", "number",
  goods + M.IC_DELIVERY, "EUR",
  [e1, e2, note(IC, FN1, "Ground to order"), note(IC, FN1, "carry a delivery charge"),
   note(IC, FN1, "carry a delivery charge")],
  raw=[t1, t2, f"add {M.EUR}{en(M.IC_GRIND)} per kg", f"under {M.EUR}{en(M.IC_DELIVERY_BELOW)}",
       f"delivery charge of {M.EUR}{en(M.IC_DELIVERY)}"], conditions=[EXCL], hard=["range_match", "footnote"],
  calc=lambda v: 3 * v[0] + 3 * first_num(v[2]) + 2 * v[1] +
  (first_num(v[4]) if 3 * v[0] + 3 * first_num(v[2]) + 2 * v[1] < first_num(v[3]) else 0))
r = IC_ROW["IC-205"]
Q("By what percentage does the Kenya Nyeri AA per-kg price drop between Inistioge's smallest band and the 100 kg + "
  "band?", "percent_change", "number", pct(r[4][3], r[4][0]), "%",
  [ev(IC, "t1", "IC-205", f"{M.IC_HEAD} > {M.IC_TIERS[0]}"), ev(IC, "t1", "IC-205", f"{M.IC_HEAD} > {M.IC_TIERS[3]}")],
  raw=[r[4][0], r[4][3]], tolerance=0.05, accept_abs=True, conditions=[EXCL], calc=lambda v: pct(v[1], v[0]))
so = [x for x in M.IC_ITEMS if x[0] == "Single origins"]
under = [x[1] for x in so if D(x[4][3]) < 24]
assert len(under) == 3
Q("Which of Inistioge's single origins come in under \u20ac24 a kilo at the 100 kg + rate? Codes please.",
  "filter_list", "list", under, None, [ev(IC, "t1", x[1], f"{M.IC_HEAD} > {M.IC_TIERS[3]}") for x in so],
  raw=[x[4][3] for x in so], conditions=[EXCL], hard=["merged_cell"],
  calc=lambda v, so=so: [so[k][1] for k in range(len(so)) if v[k] < 24])


# ================================================================================== 2 Zoutkamp (nl)
ZK = M.ZK_FILE
ZK_ROW = {r[0]: r for r in M.ZK_ITEMS}


def zk(art, boxes):
    i = M.band_of(M.ZK_BOUNDS, boxes)
    return nl(D(ZK_ROW[art][4][i])), ev(ZK, "t1", art, f"{M.ZK_HEAD} > {M.ZK_TIERS[i]}")


def kg_of(content):
    """'6 × 1 kg' -> 6"""
    m = re.fullmatch(r"(\d+)\s*\u00d7\s*(\d+(?:,\d+)?)\s*kg", content.strip())
    return int(m.group(1)) * D(m.group(2).replace(",", "."))


t, e = zk("ZK-24", 7)
Q("Wat kost bij Zoutkamp \u00e9\u00e9n doos Peru Cajamarca als we er zeven bestellen?", "range_lookup", "number",
  num(t, "nl"), "EUR", [e], raw=t, scale_note="per doos (6 \u00d7 1 kg)", conditions=[EXCL],
  hard=["range_match", "unit_in_header"], calc=lambda v: v[0], qlang="nl")
t, e = zk("ZK-20", 12)
Q("Per kilo, what does Zoutkamp's Colombia Supremo come to if we order 12 boxes? To the cent.", "range_lookup",
  "number", rnd(num(t, "nl") / M.ZK_KG), "EUR", [e, ev(ZK, "t1", "ZK-20", "Inhoud")], raw=[t, M.ZK_CONTENT],
  decimals=2, conditions=[EXCL], hard=["range_match", "scale_normalization"],
  calc=lambda v: rnd(v[0] / kg_of(v[1])))
(t1, e1), (t2, e2) = zk("ZK-11", 2), zk("ZK-22", 1)
goods = 2 * num(t1, "nl") + num(t2, "nl")
assert M.ZK_MIN_ORDER <= goods < M.ZK_FREE_FROM
Q("Graag het totaalbedrag exclusief btw voor 12 kg Filtermelange Reitdiep en 6 kg Brazili\u00eb Mogiana bij "
  "Zoutkamp, inclusief eventuele verzendkosten.", "sum", "number", goods + M.ZK_SHIPPING, "EUR",
  [e1, ev(ZK, "t1", "ZK-11", "Inhoud"), e2, note(ZK, FN1, "Verzendkosten"), note(ZK, FN1, "gratis verzending")],
  raw=[t1, M.ZK_CONTENT, t2, f"Verzendkosten {M.EUR} {nl(M.ZK_SHIPPING)}",
       f"vanaf {M.EUR} {nl(M.ZK_FREE_FROM)}"], conditions=[EXCL], hard=["range_match", "footnote", "scale_normalization"],
  calc=lambda v: (12 / kg_of(v[1])) * v[0] + v[2] +
  (first_num(v[3]) if (12 / kg_of(v[1])) * v[0] + v[2] < first_num(v[4]) else 0), qlang="nl")
t, e = zk("ZK-23", 10)
Q("Zoutkamp Sumatra Mandheling \u2013 box price in the '10 dozen en meer' column?", "lookup_header_path", "number",
  num(t, "nl"), "EUR", [e], raw=t, scale_note="per doos (6 \u00d7 1 kg)", conditions=[EXCL],
  hard=["unit_in_header"], calc=lambda v: v[0])
(t1, e1), (t2, e2) = zk("ZK-23", 5), zk("ZK-30", 5)
assert num(t1, "nl") != num(t2, "nl")
dearer = "ZK-30" if num(t2, "nl") > num(t1, "nl") else "ZK-23"
assert dearer == "ZK-30"
Q("Per box at the 4\u20139 rate, which is dearer at Zoutkamp: the Sumatra Mandheling or the decaf Mexico?",
  "compare_two", "text", ZK_ROW["ZK-30"][1], None, [e1, e2], raw=[t1, t2],
  aliases=["the decaf Mexico", "decaf Mexico", "decaf", "ZK-30", "Cafeinevrij Mexico (Swiss Water)",
           "Cafe\u00efnevrij Mexico", "Cafeinevrij Mexico", "Mexico"],
  conditions=[EXCL], hard=["synonym"],
  calc=lambda v: ZK_ROW["ZK-30"][1] if v[1] > v[0] else ZK_ROW["ZK-23"][1])


# ================================================================================== 3 Cushendall (GBP / EUR)
CC = M.CC_FILE
CC_ROW = {r[0]: r for r in M.CC_ITEMS}
CC_BAG = note(CC, "heading: price columns", "Price per 2 kg bag")


def cc(code, bags, cur):
    i = M.band_of(M.CC_BOUNDS, bags)
    j = {"GBP": 0, "EUR": 1}[cur]
    return CC_ROW[code][3][i][j], ev(CC, "t1", code, f"{M.CC_HEAD} > {M.CC_TIERS[i]} > {M.CC_CUR[j]}")


t, e = cc("CC-6", 9, "GBP")
Q("Cushendall Coffee \u2013 sterling price per bag of the Rwanda Nyamasheke in the 5\u201314 bags band?",
  "lookup_header_path", "number", num(t), "GBP", [e], raw=t, scale_note="per 2 kg bag", conditions=[EXCL],
  hard=["unit_in_header"], calc=lambda v: v[0])
t, e = cc("CC-5", 20, "EUR")
Q("If we order 20 bags of Cushendall's Brazil Sul de Minas and pay in euro, what's that per kilo?", "range_lookup",
  "number", num(t) / M.CC_KG, "EUR", [e, CC_BAG], raw=[t, "2 kg bag"], conditions=[EXCL],
  hard=["range_match", "scale_normalization", "unit_in_header"], calc=lambda v: v[0] / first_num(v[1]))
(t1, e1), (t2, e2) = cc("CC-1", 2, "GBP"), cc("CC-7", 1, "GBP")
goods = 2 * num(t1) + num(t2)
assert 2 + 1 < M.CC_FREE_BAGS
Q("Sterling order from Cushendall: 2 bags of the Glens espresso blend and 1 bag of decaf Peru. What's the bill "
  "before VAT, delivery included?", "sum", "number", goods + M.CC_DELIVERY[0], "GBP",
  [e1, e2, note(CC, "note: delivery", "Delivery is free on orders of 4 bags"),
   note(CC, "note: delivery", "smaller orders pay")],
  raw=[t1, t2, f"{M.CC_FREE_BAGS} bags or more", f"{M.GBP}{en(M.CC_DELIVERY[0])}"], conditions=[EXCL],
  hard=["range_match", "footnote"],
  calc=lambda v: 2 * v[0] + v[1] + (first_num(v[3]) if 3 < first_num(v[2]) else 0))
(t1, e1), (t2, e2) = cc("CC-7", 1, "GBP"), cc("CC-7", 15, "GBP")
Q("cushendall decaf peru \u2013 how much less per bag (\u00a3) at 15+ bags than at 1\u20134?", "difference", "number",
  num(t1) - num(t2), "GBP", [e1, e2], raw=[t1, t2], conditions=[EXCL], calc=lambda v: v[0] - v[1])


# ================================================================================== cross-document: three roasters (EUR)
GOODS = {  # product -> supplier -> code
    "espresso": {"Inistioge": "IC-101", "Zoutkamp": "ZK-10", "Cushendall": "CC-1"},
    "filter": {"Inistioge": "IC-102", "Zoutkamp": "ZK-11", "Cushendall": "CC-2"},
    "colombia": {"Inistioge": "IC-201", "Zoutkamp": "ZK-20", "Cushendall": "CC-3"},
    "ethiopia": {"Inistioge": "IC-202", "Zoutkamp": "ZK-21", "Cushendall": "CC-4"},
    "brazil": {"Inistioge": "IC-203", "Zoutkamp": "ZK-22", "Cushendall": "CC-5"},
    "decaf": {"Inistioge": "IC-301", "Zoutkamp": "ZK-30", "Cushendall": "CC-7"},
}
ALIASES = {"Inistioge": ["Inistioge Coffee Roasters Ltd", "Inistioge Coffee Roasters"],
           "Zoutkamp": ["Koffiebranderij Zoutkamp B.V.", "Koffiebranderij Zoutkamp"],
           "Cushendall": ["Cushendall Coffee Company Ltd", "Cushendall Coffee Company", "Cushendall Coffee"]}
ZK_WHOLE = note(ZK, FN1, "uitsluitend per hele doos")
ZK_MIN = note(ZK, FN1, "Minimale orderwaarde")


def offer(sup, code, kg):
    """Evidence, raw texts, packs and the EUR goods total for `kg` kilograms from one supplier. Zoutkamp sells whole
    boxes of 6 kg only, so an order is rounded up to whole boxes; Cushendall's 2 kg bags must divide exactly."""
    if sup == "Inistioge":
        t, e = ic(code, kg)
        return [e], [t], kg, num(t) * kg
    if sup == "Zoutkamp":
        boxes = math.ceil(kg / M.ZK_KG)
        t, e = zk(code, boxes)
        return [e, ev(ZK, "t1", code, "Inhoud")], [t, M.ZK_CONTENT], boxes, num(t, "nl") * boxes
    assert kg % M.CC_KG == 0, (code, kg)
    bags = kg // M.CC_KG
    t, e = cc(code, bags, "EUR")
    return [e, CC_BAG], [t, "2 kg bag"], bags, num(t) * bags


def delivery(sup, goods, packs):
    """EUR delivery charge a supplier's note adds to an order of `goods` EUR in `packs` packs."""
    if sup == "Inistioge":
        return M.IC_DELIVERY if goods < M.IC_DELIVERY_BELOW else 0
    if sup == "Zoutkamp":
        return M.ZK_SHIPPING if goods < M.ZK_FREE_FROM else 0
    return M.CC_DELIVERY[1] if packs < M.CC_FREE_BAGS else 0


def totals_from(v, sups, kg, min_rule=False):
    """EUR totals per supplier recomputed from the parsed raws (None = order not accepted)."""
    out, i = {}, 0
    for s in sups:
        if s == "Inistioge":
            out[s] = v[i] * kg
            i += 1
        elif s == "Zoutkamp":
            boxes = math.ceil(D(kg) / kg_of(v[i + 1]))
            out[s] = v[i] * boxes
            i += 2
            if min_rule:
                out[s] = out[s] if out[s] >= first_num(v[i]) else None
                i += 1
        else:
            out[s] = v[i] * (D(kg) / first_num(v[i + 1]))
            i += 2
    return out


def cross(question, product, kg, what, min_rule=False, whole=False, hard=()):
    sups = list(GOODS[product])
    offs = {s: offer(s, GOODS[product][s], kg) for s in sups}
    tot = {s: offs[s][3] for s in sups}
    evs, raws = [], []
    for s in sups:
        evs += offs[s][0]
        raws += offs[s][1]
        if s == "Zoutkamp" and min_rule:
            evs.append(ZK_MIN)
            raws.append(f"Minimale orderwaarde {M.EUR} {nl(M.ZK_MIN_ORDER)}")
    if whole:
        evs.append(ZK_WHOLE)
        raws.append("Levering uitsluitend per hele doos")
    ok = {s: t for s, t in tot.items() if not (min_rule and s == "Zoutkamp" and t < M.ZK_MIN_ORDER)}
    if not min_rule:
        assert tot["Zoutkamp"] >= M.ZK_MIN_ORDER, (product, kg)
    assert len(set(ok.values())) == len(ok), (product, kg, tot)
    lo, hi = min(ok, key=ok.get), max(ok, key=ok.get)
    per = {s: ok[s] / kg for s in ok}
    # the answer does not depend on the delivery charges the questions leave out ("goods only")
    dl = {s: ok[s] + delivery(s, ok[s], offs[s][2]) for s in ok}
    if what == "who":
        assert min(dl, key=dl.get) == lo, (product, kg, dl)
    elif what == "dearest_per_kg":
        assert max(dl, key=dl.get) == hi, (product, kg, dl)
    else:
        assert dl == ok, (product, kg, dl)

    def T(v):
        out = totals_from(v, sups, kg, min_rule)
        return {s: x for s, x in out.items() if x is not None}
    base = dict(evidence=evs, raw=raws, conditions=[EXCL],
                hard=["range_match", "scale_normalization", "unit_in_header", "cross_lingual", *hard])
    if what == "who":
        Q(question, "cross_document", "text", lo, None, aliases=ALIASES[lo],
          calc=lambda v: min(T(v), key=T(v).get), **base)
    elif what == "dearest_per_kg":
        Q(question, "cross_document", "text", hi, None, aliases=ALIASES[hi],
          calc=lambda v: max(T(v), key=lambda s: T(v)[s] / kg), **base)
    elif what == "per_kg":
        Q(question, "cross_document", "number", rnd(per[lo]), "EUR", decimals=2,
          calc=lambda v: rnd(min(T(v).values()) / kg), **base)
    elif what == "lowest_total":
        Q(question, "cross_document", "number", ok[lo], "EUR", calc=lambda v: min(T(v).values()), **base)
    elif what == "saving":
        Q(question, "cross_document", "number", ok[hi] - ok[lo], "EUR",
          calc=lambda v: max(T(v).values()) - min(T(v).values()), **base)
    elif what.startswith("diff:"):
        a, b = what[5:].split("-")
        Q(question, "cross_document", "number", ok[a] - ok[b], "EUR", calc=lambda v: T(v)[a] - T(v)[b], **base)
    return lo, hi, tot


lo, hi, tot = cross("Which of our three roasters \u2013 Inistioge, Zoutkamp or Cushendall \u2013 is cheapest for 60 kg "
                    "of their espresso blend, paying in euro? Goods only.", "espresso", 60, "who")
assert lo == "Zoutkamp"
lo, hi, tot = cross("Lowest price per kilo we can get for 30 kg of decaf, comparing Inistioge, Zoutkamp and "
                    "Cushendall's euro prices?", "decaf", 30, "per_kg")
assert lo == "Cushendall"
lo, hi, tot = cross("Colombian single origin, 120 kg: how much would we save buying from the cheapest of the three "
                    "roasters rather than the dearest? Euro, ex VAT.", "colombia", 120, "saving")
assert (lo, hi) == ("Inistioge", "Cushendall")
lo, hi, tot = cross("For 18 kg of Brazilian beans, how much more would Zoutkamp cost us than Inistioge?", "brazil",
                    18, "diff:Zoutkamp-Inistioge")
assert tot["Zoutkamp"] > tot["Inistioge"]
eth = {s: offer(s, GOODS["ethiopia"][s], 20) for s in GOODS["ethiopia"]}
assert min(eth, key=lambda s: eth[s][3] / (20 if s != "Zoutkamp" else 24)) == "Zoutkamp"   # cheapest per kg ...
lo, hi, tot = cross("We need 20 kg of an Ethiopian single origin for a seasonal menu. Which of Inistioge, Zoutkamp and "
                    "Cushendall gives the lowest bill in euro for that?", "ethiopia", 20, "who", whole=True,
                    hard=["footnote"])
assert lo == "Cushendall"                                                                   # ... but whole boxes
naive = {s: offer(s, GOODS["espresso"][s], 6)[3] for s in GOODS["espresso"]}
assert min(naive, key=naive.get) == "Zoutkamp" and naive["Zoutkamp"] < M.ZK_MIN_ORDER
lo, hi, tot = cross("Just 6 kg of espresso blend this time and nothing else. Taking any minimum-order rules into "
                    "account, which roaster is cheapest in euro (Inistioge, Zoutkamp, Cushendall)?", "espresso", 6,
                    "who", min_rule=True, hard=["footnote"])
assert lo == "Cushendall"
lo, hi, tot = cross("hi \u2013 120 kg of filter / house blend, what's the lowest goods total across the three "
                    "roasters (EUR)?", "filter", 120, "lowest_total", hard=["synonym"])
assert lo == "Zoutkamp"
lo, hi, tot = cross("12 kg of Colombian single origin (the regular one, not decaf): Inistioge, Zoutkamp or Cushendall \u2013 "
                    "who is cheapest in euro?",
                    "colombia", 12, "who")
assert lo == "Inistioge"
lo, hi, tot = cross("Buying 60 kg of Ethiopian beans, which of the three roasters works out dearest per kilo?",
                    "ethiopia", 60, "dearest_per_kg")
assert hi == "Inistioge"


# ================================================================================== 4 Kirkbymoorside storage
KS = M.KS_FILE
KS_ROW = {r[1]: r for r in M.KS_UNITS}
KS_RATE = f"Weekly rate ({M.GBP})"


def ks(unit, weeks):
    i = M.band_of(M.KS_BOUNDS, weeks)
    return KS_ROW[unit][5][i], ev(KS, "t1", unit, f"{KS_RATE} > {M.KS_TIERS[i]}")


t, e = ks("R75", 20)
Q("We'd book the R75 room at Kirkbymoorside Self Storage for 20 weeks. What's the weekly rate?", "range_lookup",
  "number", num(t), "GBP", [e], raw=t, scale_note="per week", conditions=[INCL], hard=["range_match"],
  calc=lambda v: v[0])
a = en(M.ks_m2(100), 1)
Q("How many square metres is Kirkbymoorside's R100 unit?", "lookup_header_path", "number", num(a), "m\u00b2",
  [ev(KS, "t1", "R100", f"{M.KS_AREA} > {M.M2}")], raw=a, hard=["unit_in_header", "mixed_units"],
  calc=lambda v: v[0])
t, e = ks("L15", 52)
declared = 1200
cover = max(declared, M.KS_COVER_MIN)
gold = 52 * num(t) + 52 * (D(cover) / 1000) * M.KS_COVER_RATE + M.KS_ADMIN
Q("A student wants the L15 locker for a full year (52 weeks); her things are worth about \u00a31,200. What would the "
  "year cost her, with Kirkbymoorside's contents cover and the admin fee?", "sum", "number", gold, "GBP",
  [e, note(KS, FN1, "per week for each"), note(KS, FN1, "minimum cover"), note(KS, FN1, "administration fee")],
  raw=[t, f"{M.GBP}{en(M.KS_COVER_RATE)} per week", f"minimum cover of {M.GBP}{M.KS_COVER_MIN:,}",
       f"{M.GBP}{en(M.KS_ADMIN)}"], conditions=[INCL], hard=["range_match", "footnote"],
  calc=lambda v: 52 * v[0] + 52 * max(D(1200), first_num(v[2])) / 1000 * first_num(v[1]) + v[3])
big = [r for r in M.KS_UNITS if M.ks_m2(r[2]) >= 9]
best = min(big, key=lambda r: D(r[5][2]))
assert best[1] == "R100" and len({r[5][2] for r in big}) == len(big)
Q("On a 52-week booking, which is the cheapest unit per week that gives at least 9 m\u00b2 of floor space?", "argmin",
  "text", best[1], None,
  [ev(KS, "t1", r[1], c) for r in M.KS_UNITS for c in (f"{M.KS_AREA} > {M.M2}", f"{KS_RATE} > {M.KS_TIERS[2]}")],
  raw=[x for r in M.KS_UNITS for x in (en(M.ks_m2(r[2]), 1), r[5][2])],
  aliases=["R100 room", "the R100", "R100 (100 sq ft)", "100 sq ft room"], conditions=[INCL],
  hard=["mixed_units", "range_match"],
  calc=lambda v: M.KS_UNITS[min((k for k in range(len(M.KS_UNITS)) if v[2 * k] >= 9),
                                key=lambda k: v[2 * k + 1])][1])
Q("What does Kirkbymoorside charge per week for a climate-controlled wine storage bay?", "unanswerable", "none",
  reason="The rate card lists lockers, rooms and containers only; there is no climate-controlled or wine storage.",
  hard=["absent_entity"], probe={"doc": KS, "absent": ["wine", "climate"], "present": [r"Walk-in rooms"]})


# ================================================================================== 5 Llanidloes coaches
LC = M.LC_FILE
LC_ROW = {r[1]: r for r in M.LC_VEHICLES}
LC_P = f"Hire price ({M.GBP})"
LC_X = f"Each extra ({M.GBP})"
VEH = [r[1] for r in M.LC_VEHICLES]

need = 40
fit = [r for r in M.LC_VEHICLES if r[2] >= need]
best = min(fit, key=lambda r: D(r[3][1]))
assert best[1] == "49-seat coach"
Q("There are 40 of us for a full-day trip. Which Llanidloes vehicle is the cheapest one that takes everybody?",
  "argmin", "text", best[1], None,
  [ev(LC, "t1", v, c) for v in VEH for c in ("Seats", f"{LC_P} > Full day")],
  raw=[x for r in M.LC_VEHICLES for x in (str(r[2]), r[3][1])],
  aliases=["49 seat coach", "49-seater", "the 49-seat coach", "49-seat"],
  calc=lambda v: VEH[min((k for k in range(len(VEH)) if v[2 * k] >= 40), key=lambda k: v[2 * k + 1])])
r = LC_ROW["49-seat coach"]
miles, hours = 190, 11
gold = D(r[3][1]) * (1 + D(M.LC_WEEKEND) / 100) + (miles - r[4][1]) * D(r[5]) + (hours - M.LC_FULL_HOURS) * D(r[6])
Q("Saturday outing: the 49-seat coach for a full day, 190 miles in all and out for 11 hours from pick-up to drop-off. "
  "What will Llanidloes charge?", "sum", "number", gold, "GBP",
  [ev(LC, "t1", "49-seat coach", f"{LC_P} > Full day"), ev(LC, "t1", "49-seat coach", f"{M.LC_MILES} > Full day"),
   ev(LC, "t1", "49-seat coach", f"{LC_X} > mile"), ev(LC, "t1", "49-seat coach", f"{LC_X} > hour"),
   note(LC, FN1, "increased by 15 %"), note(LC, FN2, "Full day: up to 10 hours")],
  raw=[r[3][1], str(r[4][1]), r[5], r[6], f"increased by {M.LC_WEEKEND} %", f"up to {M.LC_FULL_HOURS} hours"],
  conditions=["Prices include VAT"], hard=["footnote", "header_path", "merged_cell"],
  calc=lambda v: v[0] * (1 + first_num(v[4]) / 100) + (190 - v[1]) * v[2] + (11 - first_num(v[5])) * v[3])
dd = LC_ROW["72-seat double-decker"]
Q("Miles included with a half-day hire of the double-decker?", "lookup_header_path", "number", dd[4][0], "miles",
  [ev(LC, "t1", "72-seat double-decker", f"{M.LC_MILES} > Half day")], raw=str(dd[4][0]),
  hard=["synonym"], calc=lambda v: v[0])
ap = dict(M.LC_AIRPORTS)["Manchester Airport"][1]
Q("One-way transfer to Manchester Airport in the midi coach \u2013 how much?", "lookup", "number", num(ap), "GBP",
  [ev(LC, "t2", "Manchester Airport", "33-seat midi coach")], raw=ap, conditions=["Prices include VAT"],
  hard=["synonym"], calc=lambda v: v[0])
r = LC_ROW["24-seat minibus"]
Q("How much is the 24-seat minibus for a weekday job that lasts 4 hours?", "range_lookup", "number", num(r[3][0]),
  "GBP", [ev(LC, "t1", "24-seat minibus", f"{LC_P} > Half day"), note(LC, FN2, "up to 5 hours")],
  raw=[r[3][0], f"up to {M.LC_HALF_HOURS} hours"], conditions=["Prices include VAT"],
  hard=["range_match", "footnote", "header_path", "merged_cell"],
  calc=lambda v: v[0] if 4 <= first_num(v[1]) else None)
ps = {v: D(LC_ROW[v][3][1]) / LC_ROW[v][2] for v in VEH}
top = max(ps, key=ps.get)
assert top == "16-seat minibus" and sorted(ps.values())[-1] != sorted(ps.values())[-2]
Q("Which Llanidloes vehicle costs the most per seat on a full-day hire?", "argmax", "text", top, None,
  [ev(LC, "t1", v, c) for v in VEH for c in ("Seats", f"{LC_P} > Full day")],
  raw=[x for r in M.LC_VEHICLES for x in (str(r[2]), r[3][1])],
  aliases=["16 seat minibus", "the 16-seat minibus", "16-seater"], hard=["scale_normalization"],
  calc=lambda v: VEH[max(range(len(VEH)), key=lambda k: v[2 * k + 1] / v[2 * k])])
Q("Llanidloes Coaches: what's the price of an open-top bus for a wedding, full day?", "unanswerable", "none",
  reason="The fleet on the rate card has no open-top bus.", hard=["absent_entity"],
  probe={"doc": LC, "absent": ["open-top", "open top", "wedding"], "present": [r"72-seat double-decker"]})


# ================================================================================== 6 Castlecomer pest control
PC = M.PC_FILE
PC_FEE = M.PC_FEE_SEC.replace(M.SUP2, "")
PC_COV = dict(M.PC_COVER)
PLANS = M.PC_PLAN_NAMES


def pc_fee(plan, m2):
    i = M.band_of(M.PC_BOUNDS, m2)
    j = PLANS.index(plan)
    return M.PC_FEES[i][j], ev(PC, "t1", M.PC_BANDS[i], plan)


t, e = pc_fee("Complete", 1400)
Q("Castlecomer Pest Control, Complete plan, for a 1,400 m\u00b2 warehouse \u2013 what's the annual fee?",
  "range_lookup", "number", num(t), "EUR", [e], raw=t, conditions=[EXCL], hard=["range_match", "unit_in_header"],
  calc=lambda v: v[0])
x = PC_COV["Bed bugs"][PLANS.index("Food Safe")]
Q("Are bed bugs covered under Castlecomer's Food Safe plan?", "lookup", "text", "Yes" if x else "No", None,
  [ev(PC, "t1", "Bed bugs", "Food Safe")], raw=mark(x),
  aliases=["covered", "yes, covered", M.TICK] if x else ["not covered", "no, not covered", M.CROSS],
  hard=["text_value"], calc=lambda v: "Yes" if v[0] == M.TICK else "No")
j = PLANS.index("Standard")
n = sum(1 for _, v in M.PC_COVER if v[j])
Q("On Castlecomer's plan sheet, how many of the items under Cover does the Standard plan include?", "count", "number", n, None,
  [ev(PC, "t1", lab, "Standard") for lab, _ in M.PC_COVER], raw=[mark(v[j]) for _, v in M.PC_COVER],
  hard=["text_value"], calc=lambda v: sum(1 for x in v if x == M.TICK))
ws = [p for p, x in zip(PLANS, PC_COV["Wasp and hornet nests"]) if x]
Q("Which Castlecomer plans deal with wasp and hornet nests?", "filter_list", "list", ws, None,
  [ev(PC, "t1", "Wasp and hornet nests", p) for p in PLANS], raw=[mark(x) for x in PC_COV["Wasp and hornet nests"]],
  hard=["text_value"], calc=lambda v: [PLANS[k] for k in range(4) if v[k] == M.TICK])
t, e = pc_fee("Food Safe", 600)
years = M.PC_FS_MIN_MONTHS // 12
Q("A 600 m\u00b2 restaurant wants the Food Safe plan. What's the least it would commit to over the minimum term, "
  "ex VAT?", "sum", "number", years * num(t), "EUR", [e, note(PC, FN1, "Minimum term 24 months")],
  raw=[t, f"Minimum term {M.PC_FS_MIN_MONTHS} months"], conditions=[EXCL], hard=["range_match", "footnote"],
  calc=lambda v: v[0] * first_num(v[1]) / 12)
i = M.band_of(M.PC_BOUNDS, 900)
okp = [k for k in range(4) if PC_COV["Cockroaches"][k]]
cheap = min(okp, key=lambda k: num(M.PC_FEES[i][k]))
Q("Cheapest Castlecomer plan that covers cockroaches, for a 900 m\u00b2 shop?", "argmin", "text", PLANS[cheap],
  None, [ev(PC, "t1", "Cockroaches", p) for p in PLANS] + [ev(PC, "t1", M.PC_BANDS[i], p) for p in PLANS],
  raw=[mark(x) for x in PC_COV["Cockroaches"]] + list(M.PC_FEES[i]), conditions=[EXCL],
  hard=["text_value", "range_match"],
  calc=lambda v: PLANS[min((k for k in range(4) if v[k] == M.TICK), key=lambda k: v[4 + k])])
Q("What would the Complete plan cost for our 4,500 m\u00b2 distribution centre?", "unanswerable", "none",
  reason="Premises over 3,000 m\u00b2 are priced after a survey; no fee is printed.", hard=["footnote", "range_match"],
  probe={"doc": PC, "absent": ["4,500", "3,001"], "present": [r"over 3,000 m\u00b2 are priced after a free survey"]})


# ================================================================================== 7 Stocksbridge lifts
SL = M.SL_FILE
SL_ROW = {r[0]: r for r in M.SL_PLANS}
SL_FEE = f"Annual fee per lift ({M.GBP})"


def sl(plan, floors):
    i = M.band_of(M.SL_BOUNDS, floors)
    return SL_ROW[plan][2][i], ev(SL, "t1", plan, f"{SL_FEE} > {M.SL_TIERS[i]}")


t, e = sl("Essential", 1 + 6)
Q("Essential contract for a lift serving the ground floor plus six upper floors \u2013 annual fee?", "range_lookup",
  "number", num(t), "GBP", [e, note(SL, FN1, "the ground floor included")], raw=[t, "the ground floor included"],
  conditions=[EXCL], hard=["range_match", "footnote", "unit_in_header"], calc=lambda v: v[0])
t, e = sl("Semi-comprehensive", 4)
Q("We have a goods lift serving 4 floors. What would Stocksbridge's semi-comprehensive contract cost a year?", "sum",
  "number", num(t) * (1 + D(M.SL_GOODS) / 100), "GBP", [e, note(SL, FN1, "Goods lifts")],
  raw=[t, f"add {M.SL_GOODS} %"], conditions=[EXCL], hard=["range_match", "footnote"],
  calc=lambda v: v[0] * (1 + first_num(v[1]) / 100))
rs = SL_ROW["Comprehensive"][3]
Q("Stocksbridge Comprehensive \u2013 how quickly do they respond to a call-out?", "lookup", "number", num(rs), "hours",
  [ev(SL, "t1", "Comprehensive", "Call-out response (hours)")], raw=rs, hard=["unit_in_header"],
  calc=lambda v: v[0])
mon = SL_ROW["Essential"][5]
Q("Does the Essential lift contract include remote monitoring?", "lookup", "text", mon, None,
  [ev(SL, "t1", "Essential", "Remote monitoring")], raw=mon,
  aliases=["not included", "no, it doesn't", "no remote monitoring"], hard=["text_value"], calc=lambda v: v[0])
f = SL_ROW["Comprehensive"][2]
Q("For the Comprehensive contract, what's the percentage uplift from the 2\u20134 floors fee to the 9\u201315 floors "
  "fee?", "percent_change", "number", pct(num(f[2]), num(f[0])), "%",
  [ev(SL, "t1", "Comprehensive", f"{SL_FEE} > {M.SL_TIERS[0]}"),
   ev(SL, "t1", "Comprehensive", f"{SL_FEE} > {M.SL_TIERS[2]}")], raw=[f[0], f[2]], tolerance=0.05,
  conditions=[EXCL], calc=lambda v: pct(v[1], v[0]))
Q("How much does Stocksbridge charge a year to maintain an escalator?", "unanswerable", "none",
  reason="The contracts cover passenger, goods and platform lifts; escalators are not mentioned.",
  hard=["absent_entity"], probe={"doc": SL, "absent": ["escalator"], "present": [r"Comprehensive"]})


# ================================================================================== 8 Dolgellau generators
DG = M.DG_FILE


def dge(prop, model):
    return ev(DG, "t1", prop, model)


def dgt(prop, model, question, unit, hard=()):
    v = M.dg_value(prop, model)
    Q(question, "transposed_lookup", "number", num(v), unit, [dge(prop, model)], raw=v,
      hard=["transposed", "unit_in_header", *hard], calc=lambda x: x[0])


dgt("Continuous output (W)", "DG-45E", "Continuous output of the Dolgellau DG-45E, in watts?", "W")
dgt("Dry weight (kg)", "DG-90D", "dg-90d dry weight kg", "kg")
dgt("Fuel tank (L)", "DG-32i", "How big is the fuel tank on the DG-32i?", "L", hard=["synonym"])
dgt("Peak output (W)", "DG-20i", "Whats the peak ouput of the little DG-20i inverter generator?", "W")
dgt("Run time at half load (h)", "DG-65E", "On one tank at half load, how long does the DG-65E keep running?", "h",
    hard=["footnote", "synonym"])
cont = [M.dg_value("Continuous output (W)", m) for m in M.DG_MODELS]
snd = [M.dg_value("Sound pressure at 7 m (dB(A))", m) for m in M.DG_MODELS]
big4 = [k for k in range(5) if num(cont[k]) >= 4000]
q = M.DG_MODELS[min(big4, key=lambda k: int(snd[k]))]
assert q == "DG-90D" and q != M.DG_MODELS[min(range(5), key=lambda k: int(snd[k]))]
Q("Of the Dolgellau generators that give at least 4 kW continuous, which is the quietest?", "argmin", "text", q, None,
  [dge("Continuous output (W)", m) for m in M.DG_MODELS] + [dge("Sound pressure at 7 m (dB(A))", m)
                                                             for m in M.DG_MODELS],
  raw=cont + snd, hard=["transposed", "mixed_units", "unit_in_header"],
  calc=lambda v: M.DG_MODELS[min((k for k in range(5) if v[k] >= 4000), key=lambda k: v[5 + k])])
a, b = M.dg_value("Dry weight (kg)", "DG-65E"), M.dg_value("Dry weight (kg)", "DG-45E")
Q("How much heavier is the DG-65E than the DG-45E?", "difference", "number", num(a) - num(b), "kg",
  [dge("Dry weight (kg)", "DG-65E"), dge("Dry weight (kg)", "DG-45E")], raw=[a, b], hard=["transposed"],
  calc=lambda v: v[0] - v[1])
typ = [M.dg_value("Type", m) for m in M.DG_MODELS]
pr = [M.dg_value("Price, ex VAT (\u00a3)", m) for m in M.DG_MODELS]
inv = [k for k in range(5) if typ[k] == "Inverter"]
Q("Average price of Dolgellau's inverter models, ex VAT?", "average", "number",
  sum(num(pr[k]) for k in inv) / len(inv), "GBP",
  [dge("Type", m) for m in M.DG_MODELS] + [dge("Price, ex VAT (\u00a3)", m) for m in M.DG_MODELS], raw=typ + pr,
  conditions=[EXCL], hard=["transposed", "text_value"],
  calc=lambda v: sum(v[5 + k] for k in range(5) if v[k] == "Inverter") /
  sum(1 for k in range(5) if v[k] == "Inverter"))
Q("What is the DG-90D's fuel consumption at full load, in litres per hour?", "unanswerable", "none",
  reason="The sheet gives tank size and run time at half load only; no consumption figure is printed.",
  hard=["missing_row"], probe={"doc": DG, "absent": ["consumption", "L/h", "full load"],
                               "present": [r"Run time at half load"]})


# ================================================================================== 9 Wivenhoe EV chargers
WV = M.WV_FILE
WV_ROW = {r[1]: r for r in M.WV_MODELS}
WM = [r[1] for r in M.WV_MODELS]
r = WV_ROW["Work 22S"]
Q("Height of the Wivenhoe Work 22S in mm?", "lookup_header_path", "number", num(r[8][0]), "mm",
  [ev(WV, "t1", "Work 22S", f"{M.WV_SIZE} > H")], raw=r[8][0], hard=["unit_in_header"], calc=lambda v: v[0])
r = WV_ROW["Work 11T"]
Q("What current does the Work 11T charger deliver per outlet (amps)?", "lookup_header_path", "number", num(r[4]), "A",
  [ev(WV, "t1", "Work 11T", f"{M.WV_OUT} > A")], raw=r[4], hard=["unit_in_header"], calc=lambda v: v[0])
r = WV_ROW["Home 7T"]
run = 14
Q("Home 7T fitted at our house, cable run from the consumer unit 14 m. What's the installed price ex VAT?",
  "sum", "number", num(r[10][1]) + (run - M.WV_RUN_INCL) * M.WV_PER_METRE, "GBP",
  [ev(WV, "t1", "Home 7T", f"{M.WV_PRICE} > Installed"), note(WV, FN1, "up to 10 m of cable"),
   note(WV, FN1, "each additional metre")],
  raw=[r[10][1], f"up to {M.WV_RUN_INCL} m", f"{M.GBP}{en(M.WV_PER_METRE)}"], conditions=[EXCL],
  hard=["footnote", "header_path", "merged_cell"],
  calc=lambda v: v[0] + (14 - first_num(v[1])) * v[2])
teth = [x[1] for x in M.WV_MODELS if "ethered" in x[5]]
Q("Which Wivenhoe chargers come with the cable already attached?", "filter_list", "list", teth, None,
  [ev(WV, "t1", x[1], "Connection") for x in M.WV_MODELS], raw=[x[5] for x in M.WV_MODELS],
  hard=["text_value", "synonym"], calc=lambda v: [WM[k] for k in range(len(WM)) if "ethered" in v[k]])
k22 = [x for x in M.WV_MODELS if x[3] == "22"]
c22 = min(k22, key=lambda x: num(x[10][1]))
assert c22[1] == "Work 22S"
Q("cheapest 22 kW charger, installed?", "argmin", "text", c22[1], None,
  [ev(WV, "t1", x[1], c) for x in M.WV_MODELS for c in (f"{M.WV_OUT} > kW", f"{M.WV_PRICE} > Installed")],
  raw=[y for x in M.WV_MODELS for y in (x[3], x[10][1])], aliases=["WCS Work 22S", "Work 22 S"],
  conditions=[EXCL], hard=["header_path", "merged_cell"],
  calc=lambda v: WM[min((k for k in range(len(WM)) if v[2 * k] == 22), key=lambda k: v[2 * k + 1])])
one = [x for x in M.WV_MODELS if x[2].startswith("1-phase")]
Q("Average weight of Wivenhoe's single-phase chargers, in kg?", "average", "number",
  sum(num(x[9]) for x in one) / len(one), "kg",
  [ev(WV, "t1", x[1], c) for x in M.WV_MODELS for c in ("Supply", "Weight (kg)")],
  raw=[y for x in M.WV_MODELS for y in (x[2], x[9])], hard=["text_value", "synonym"],
  calc=lambda v: sum(v[2 * k + 1] for k in range(len(WM)) if str(v[2 * k]).startswith("1-phase")) /
  sum(1 for k in range(len(WM)) if str(v[2 * k]).startswith("1-phase")))
Q("What does Wivenhoe charge for its 50 kW rapid charger?", "unanswerable", "none",
  reason="The range is AC chargers of 7.4 to 22 kW; there is no 50 kW rapid charger.", hard=["absent_entity"],
  probe={"doc": WV, "absent": ["rapid", "50 kW", "CCS"], "present": [r"Post 22T"]})


# ================================================================================== 10 Kettlewell yarns
KY = M.KY_FILE
KY_ROW = {r[1]: r for r in M.KY_ITEMS}
KY_BY = {r[2]: r for r in M.KY_ITEMS}
PB, PP = f"{M.KY_PRICE} > per ball", f"{M.KY_PRICE} > pack of 10"


def ky(name, col):
    r = KY_BY[name]
    return r, ev(KY, "t1", r[1], col)


r, e = ky("Grassington Chunky", PB)
assert e["page"] == 2
Q("Kettlewell Yarns \u2013 single-ball price of Grassington Chunky?", "multi_page_lookup", "number", num(r[7]), "GBP",
  [e], raw=r[7], scale_note="per ball", conditions=[EXCL], hard=["multi_page", "header_path", "merged_cell"],
  calc=lambda v: v[0])
r, e = ky("Ribble Linen 4-ply", "Length (m)")
assert e["page"] == 3
Q("How many metres are there in a ball of Ribble Linen 4-ply?", "multi_page_lookup", "number", r[5], "m", [e],
  raw=str(r[5]), hard=["multi_page", "unit_in_header"], calc=lambda v: v[0])
r, e = ky("Great Whernside Roving", "Needles (mm)")
assert e["page"] == 2
Q("What needle size do they recommend for Great Whernside Roving?", "multi_page_lookup", "number", num(r[6]), "mm",
  [e], raw=r[6], hard=["multi_page", "unit_in_header"], calc=lambda v: v[0])
r, e = ky("Swale Recycled Cotton DK", "Fibre")
assert e["page"] == 3
Q("Fibre content of Swale Recycled Cotton DK?", "multi_page_lookup", "text", r[3], None, [e], raw=r[3],
  aliases=["recycled cotton", "100% recycled cotton"], hard=["multi_page", "text_value"], calc=lambda v: v[0])
r, e = ky("Yockenthwaite Sock", PP)
assert e["page"] == 1
Q("What does one ball of Yockenthwaite Sock work out at when it's bought in the pack of 10?", "lookup", "number",
  num(r[8]) / 10, "GBP", [e], raw=r[8], conditions=[EXCL], hard=["scale_normalization", "header_path",
                                                                     "merged_cell"],
  calc=lambda v: v[0] / 10)
r = KY_BY["Wharfe Aran"]
e1, e2 = ev(KY, "t1", r[1], PP), ev(KY, "t1", r[1], PB)
goods = 2 * num(r[8]) + 5 * num(r[7])
assert M.KY_MIN_ORDER <= goods < M.KY_FREE_FROM
Q("25 balls of Wharfe Aran \u2013 two packs of 10 plus five loose balls. Total ex VAT, with carriage if it applies?",
  "sum", "number", goods + M.KY_CARRIAGE, "GBP",
  [e1, e2, note(KY, "note: carriage", "Carriage"), note(KY, "note: carriage", "per order below")],
  raw=[r[8], r[7], f"Carriage {M.GBP}{en(M.KY_CARRIAGE)}", f"below {M.GBP}{en(M.KY_FREE_FROM)}"],
  conditions=[EXCL], hard=["footnote", "header_path", "merged_cell"],
  calc=lambda v: 2 * v[0] + 5 * v[1] + (first_num(v[2]) if 2 * v[0] + 5 * v[1] < first_num(v[3]) else 0))
dk = [x for x in M.KY_ITEMS if x[0] == "Double knitting (DK)"]
mp = {x[2]: D(x[5]) / x[4] * 100 for x in dk}
top = max(mp, key=mp.get)
assert top == "Grassington DK" and sorted(mp.values())[-1] != sorted(mp.values())[-2]
assert len({ev(KY, "t1", x[1], "Code")["page"] for x in dk}) == 2
Q("Which DK yarn gives you the most metres per 100 g?", "argmax", "text", top, None,
  [ev(KY, "t1", x[1], c) for x in dk for c in ("Ball (g)", "Length (m)")],
  raw=[y for x in dk for y in (str(x[4]), str(x[5]))], aliases=["KY-407", "Grassington"],
  hard=["multi_page", "scale_normalization"],
  calc=lambda v, dk=dk: dk[max(range(len(dk)), key=lambda k: v[2 * k + 1] / v[2 * k])][2])
sock = [x for x in M.KY_ITEMS if x[0] == "Sock yarn"]
Q("Average single-ball price of Kettlewell's sock yarns? Round to the penny.", "average", "number",
  rnd(sum(D(x[7]) for x in sock) / len(sock)), "GBP", [ev(KY, "t1", x[1], PB) for x in sock],
  raw=[x[7] for x in sock], decimals=2, conditions=[EXCL], hard=["header_path", "merged_cell"],
  calc=lambda v: rnd(sum(v) / len(v)))
aran = [x for x in M.KY_ITEMS if x[0] == "Aran"]
Q("How many of the Aran yarns come in 100 g balls?", "count", "number", sum(1 for x in aran if x[4] == 100), None,
  [ev(KY, "t1", x[1], "Ball (g)") for x in aran], raw=[str(x[4]) for x in aran], hard=["multi_page"],
  calc=lambda v: sum(1 for x in v if x == 100))
Q("Kettlewell's price per ball for a bamboo DK?", "unanswerable", "none",
  reason="No yarn in the catalogue contains bamboo.", hard=["absent_entity"],
  probe={"doc": KY, "absent": ["bamboo"], "present": [r"Double knitting \(DK\)"]})


# ================================================================================== 11 Mangatarata wines
MW = M.MW_FILE
NZK = "NZ$000"
C25, C24, CFY = M.MW_COLS
rev = M.mw_value("Revenue", 0)
Q("Mangatarata Estate Wines: revenue for the six months to 31 December 2025?", "lookup_header_path", "number", rev,
  "NZD", [ev(MW, "t1", "Revenue", C25)], raw=M.brk(rev), scale=1000, scale_note=NZK,
  hard=["unit_in_header", "total_row", "header_path", "merged_cell"], calc=lambda v: v[0])
fc = M.mw_value("Finance costs", 1)
Q("What did Mangatarata pay in finance costs in the six months to December 2024?", "lookup_header_path", "number", fc,
  "NZD", [ev(MW, "t1", "Finance costs", C24)], raw=M.brk(fc), scale=1000, scale_note=NZK, accept_abs=True,
  hard=["unit_in_header", "header_path", "merged_cell", "negative_parentheses"], calc=lambda v: v[0])
uk = dict(M.MW_MARKETS)["United Kingdom"]
Q("By how much, in percent, did Mangatarata's UK revenue change in H1 FY2026 compared with H1 FY2025?",
  "percent_change", "number", pct(uk[0], uk[1]), "%", [ev(MW, "t2", "United Kingdom", C25),
                                                        ev(MW, "t2", "United Kingdom", C24)],
  raw=[M.brk(uk[0]), M.brk(uk[1])], tolerance=0.05, accept_abs=True, hard=["header_path", "merged_cell", "synonym"],
  calc=lambda v: pct(v[0], v[1]))
mk = [lab for lab, _ in M.MW_MARKETS]
gain = {lab: v[0] - v[1] for lab, v in M.MW_MARKETS}
g1 = max(gain, key=gain.get)
assert g1 == "United States" and sorted(gain.values())[-1] != sorted(gain.values())[-2]
Q("Which market added the most revenue in dollar terms, first half of FY2026 against the first half of FY2025?",
  "argmax", "text", g1, None, [ev(MW, "t2", lab, c) for lab in mk for c in (C25, C24)],
  raw=[M.brk(v[k]) for _, v in M.MW_MARKETS for k in (0, 1)], aliases=["US", "USA", "the United States"],
  scale_note=NZK, hard=["header_path", "merged_cell", "synonym"],
  calc=lambda v, mk=mk: mk[max(range(len(mk)), key=lambda k: v[2 * k] - v[2 * k + 1])])
c0, c1 = M.mw_value("Cash and cash equivalents", 0, "t3"), M.mw_value("Cash and cash equivalents", 1, "t3")
Q("How much did Mangatarata's cash fall between 30 June 2025 and 31 December 2025?", "difference", "number", c1 - c0,
  "NZD", [ev(MW, "t3", "Cash and cash equivalents", "30 June 2025"),
          ev(MW, "t3", "Cash and cash equivalents", "31 December 2025")],
  raw=[M.brk(c1), M.brk(c0)], scale=1000, scale_note=NZK, accept_abs=True, hard=["unit_in_header"],
  calc=lambda v: v[0] - v[1])
au, us = dict(M.MW_MARKETS)["Australia"][0], dict(M.MW_MARKETS)["United States"][0]
Q("Australia plus United States revenue for the six months to December 2025 \u2013 answer in NZ$ millions, one "
  "decimal.", "sum", "number", rnd(D(au + us) / 1000, 1), "NZD",
  [ev(MW, "t2", "Australia", C25), ev(MW, "t2", "United States", C25)], raw=[M.brk(au), M.brk(us)], scale=1000000,
  decimals=1, scale_note=NZK, hard=["scale_normalization", "unit_in_header", "header_path", "merged_cell"],
  calc=lambda v: rnd((v[0] + v[1]) / 1000, 1))
cs = M.MW_CASES[1][0]
Q("How many cases of wine did Mangatarata sell in H1 FY2026?", "lookup", "number", num(cs), "cases",
  [ev(MW, "t4", M.MW_CASES[0], "H1 FY2026")], raw=cs, scale=1000, scale_note="thousand 9-litre cases",
  hard=["unit_in_header", "scale_normalization"], calc=lambda v: v[0])
op = [v for lab, v, _ in M.mw_is() if lab == "Operating profit"][0]
Q("Mangatarata operating profit growth, half-year on half-year, in %?", "percent_change", "number", pct(op[0], op[1]), "%",
  [ev(MW, "t1", "Operating profit", C25), ev(MW, "t1", "Operating profit", C24)], raw=[M.brk(op[0]), M.brk(op[1])],
  tolerance=0.05, hard=["header_path", "merged_cell"], calc=lambda v: pct(v[0], v[1]))
Q("In how many of its markets did Mangatarata sell more in the six months to December 2025 than a year earlier?",
  "count", "number", sum(1 for _, v in M.MW_MARKETS if v[0] > v[1]), None,
  [ev(MW, "t2", lab, c) for lab in mk for c in (C25, C24)],
  raw=[M.brk(v[k]) for _, v in M.MW_MARKETS for k in (0, 1)], hard=["header_path", "merged_cell"],
  calc=lambda v, mk=mk: sum(1 for k in range(len(mk)) if v[2 * k] > v[2 * k + 1]))
i0, i1 = M.mw_value("Inventories \u2013 wine in tank and bottle", 0, "t3"), \
    M.mw_value("Inventories \u2013 wine in tank and bottle", 1, "t3")
assert i1 > i0
INV = "Inventories \u2013 wine in tank and bottle"
Q("Were Mangatarata's wine inventories higher at 31 December 2025 or at 30 June 2025?", "compare_two", "text",
  "30 June 2025", None, [ev(MW, "t3", INV, "31 December 2025"), ev(MW, "t3", INV, "30 June 2025")],
  raw=[M.brk(i0), M.brk(i1)], aliases=["at 30 June 2025", "June 2025", "30 June"], scale_note=NZK,
  calc=lambda v: "30 June 2025" if v[1] > v[0] else "31 December 2025")
Q("How much revenue did Mangatarata earn in China in H1 FY2026?", "unanswerable", "none",
  reason="Revenue is split into New Zealand, Australia, the UK, the US and 'Rest of world'; China is not shown.",
  hard=["absent_entity"], probe={"doc": MW, "absent": ["China", "Asia"], "present": [r"Rest of world"]})


# ================================================================================== 12 Kilcrohane golf club
GC = M.GC_FILE
G25, G24 = M.GC_COLS
v = M.gc_value("Green fees", 2025)
Q("Kilcrohane Golf Club \u2013 green fee income for 2025?", "lookup", "number", v, "EUR",
  [ev(GC, "t1", "Green fees", G25)], raw=en(v, 0), calc=lambda x: x[0])
a, b = M.gc_value("Members' subscriptions", 2025), M.gc_value("Members' subscriptions", 2024)
Q("By what percentage did members' subscriptions go up in the year to October 2025?", "percent_change", "number",
  pct(a, b), "%", [ev(GC, "t1", "Members' subscriptions", G25), ev(GC, "t1", "Members' subscriptions", G24)],
  raw=[en(a, 0), en(b, 0)], tolerance=0.05, calc=lambda x: pct(x[0], x[1]))
v = M.gc_value("Total expenditure", 2024)
Q("What was the club's total expenditure in 2024?", "lookup", "number", v, "EUR",
  [ev(GC, "t1", "Total expenditure", G24)], raw=en(v, 0), hard=["total_row"], calc=lambda x: x[0])
a, b = M.gc_value("Surplus for the year", 2025), M.gc_value("Surplus for the year", 2024)
Q("How much bigger was Kilcrohane's surplus in 2025 than in 2024?", "difference", "number", a - b, "EUR",
  [ev(GC, "t1", "Surplus for the year", G25), ev(GC, "t1", "Surplus for the year", G24)], raw=[en(a, 0), en(b, 0)],
  hard=["total_row"], calc=lambda x: x[0] - x[1])
exl = [lab for lab, _ in M.GC_EXPEND]
big = max(M.GC_EXPEND, key=lambda r: r[1][0])[0]
assert sorted(r[1][0] for r in M.GC_EXPEND)[-1] != sorted(r[1][0] for r in M.GC_EXPEND)[-2]
Q("What was the biggest single item of expenditure at the club in 2025?", "argmax", "text", big, None,
  [ev(GC, "t1", lab, G25) for lab in exl], raw=[en(M.gc_value(lab, 2025), 0) for lab in exl],
  aliases=["greenkeeping staff", "greenkeeping staff costs", "greenkeeping"],
  calc=lambda x, exl=exl: exl[max(range(len(exl)), key=lambda k: x[k])])
cats = [c for c, _, _ in M.GC_MEMBERS]
MH = M.GC_MEMBERS_HEAD
Q("How many membership categories grew between October 2024 and October 2025?", "count", "number",
  sum(1 for _, v, _ in M.GC_MEMBERS if v[0] > v[1]), None,
  [ev(GC, "t2", c, f"{MH} > {y}") for c in cats for y in M.GC_YEARS],
  raw=[str(v[k]) for _, v, _ in M.GC_MEMBERS for k in (0, 1)], hard=["header_path", "merged_cell"],
  calc=lambda x, cats=cats: sum(1 for k in range(len(cats)) if x[2 * k] > x[2 * k + 1]))
fee = dict((c, f) for c, _, f in M.GC_MEMBERS)["Senior (70 and over)"]
Q("Kilcrohane \u2013 what's the 2025/26 subscription for a senior member (70+)?", "lookup_header_path", "number", num(fee), "EUR",
  [ev(GC, "t2", "Senior (70 and over)", f"Annual subscription 2025/26 ({M.EUR})")], raw=fee,
  hard=["unit_in_header", "synonym"], calc=lambda x: x[0])
a, b = M.gc_value("Entrance fees", 2025), M.gc_value("Sponsorship and advertising", 2025)
assert a != b
Q("At the golf club, which brought in more in 2025: entrance fees, or sponsorship and advertising?", "compare_two", "text",
  "Entrance fees" if a > b else "Sponsorship and advertising", None,
  [ev(GC, "t1", "Entrance fees", G25), ev(GC, "t1", "Sponsorship and advertising", G25)],
  raw=[en(a, 0), en(b, 0)], aliases=["entrance fees"] if a > b else ["sponsorship"],
  calc=lambda x: "Entrance fees" if x[0] > x[1] else "Sponsorship and advertising")
a, b = M.gc_value("Green fees", 2025), M.gc_value("Societies and open competitions", 2025)
Q("Visitor income for 2025 \u2013 green fees plus societies and open competitions \u2013 in \u20ac thousands, to one "
  "decimal place please.", "sum", "number", rnd(D(a + b) / 1000, 1), "EUR",
  [ev(GC, "t1", "Green fees", G25), ev(GC, "t1", "Societies and open competitions", G25)], raw=[en(a, 0), en(b, 0)],
  scale=1000, decimals=1, hard=["scale_normalization"], calc=lambda x: rnd((x[0] + x[1]) / 1000, 1))
Q("How much did Kilcrohane spend on its new irrigation system in 2025?", "unanswerable", "none",
  reason="No irrigation spending is shown; course costs appear only as maintenance, staff and depreciation.",
  hard=["absent_entity"], probe={"doc": GC, "absent": ["irrigation"], "present": [r"Course maintenance"]})


# ================================================================================== finish
def derived_hard(rec, qlang):
    hc = set(rec["hard_cases"])
    for e in rec["evidence"]:
        d = DOCS[e["doc"]]
        t = d.tables.get(e["table"])
        is_note = e["row"].startswith(("footnote", "note", "heading"))
        if t is not None and t.style in ("borderless", "zebra") and not is_note:
            hc.add("borderless")
        if " > " in e["column"]:
            hc.update(["header_path", "merged_cell"])
        if " > " in e["row"]:
            hc.add("merged_cell")
        if d.lang == "nl":
            hc.add("locale_number")
            if qlang != "nl":
                hc.add("cross_lingual")
        if t is not None and len(t.pages) > 1 and e["page"] > min(t.pages) and not is_note:
            hc.add("multi_page")
        if d.file == M.MW_FILE and not is_note and any(
                x.startswith("(") for x in (rec["answer"].get("raw") or "").split(" | ")):
            hc.add("negative_parentheses")
        if e["row"].startswith(("footnote", "note")):
            hc.add("footnote")
    if EXCL in rec["answer"].get("conditions", []):
        hc.add("vat_condition")
    if not any(DOCS[e["doc"]].lang == "nl" for e in rec["evidence"]):
        hc.discard("cross_lingual")
        hc.discard("locale_number")
    return sorted(hc)


def parse_raws(q, rec):
    """The values of a question's raw pieces, each parsed in the number format of the document it cites."""
    evs = rec["evidence"]
    out = []
    for i, t in enumerate(q["raws"]):
        e = evs[i] if len(evs) == len(q["raws"]) else evs[0]
        out.append(num(t, LANG[e["doc"]]))
    return out


def build():
    recs = []
    for i, q in enumerate(QUESTIONS, 1):
        rec = q["rec"]
        rec["id"] = f"{PREFIX}{i:03d}"
        docs = sorted({e["doc"] for e in rec["evidence"]} or {q["probe"]["doc"]})
        rec["family"] = FAMILY[docs[0]]
        rec["hard_cases"] = derived_hard(rec, q["qlang"])
        if q["calc"] is not None:
            got = q["calc"](parse_raws(q, rec))
            assert same(got, rec["answer"]["value"]), (rec["id"], rec["question"], got, rec["answer"]["value"])
        recs.append(rec)
    return recs


def main():
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else HERE / "questions.jsonl"
    recs = build()
    with open(out, "w", encoding="utf-8") as f:
        for rec in recs:
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    print(f"{out}: {len(recs)} questions")


if __name__ == "__main__":
    main()
