"""business-other19: questions.jsonl, every gold computed from make_docs' data.

    /work/main/.venv/bin/python bench/business-other19/make_questions.py [OUT]

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

D, rnd, en, de, sp = M.D, M.rnd, M.en, M.de, M.sp
PREFIX, SOURCE = "bo19-", "business-other19"
WORK = Path("/tmp/business-other19work")
DOCS = M.layout(WORK / "qdocs")
LANG = {f: d.lang for f, d in DOCS.items()}
FAMILY = {f: d.family for f, d in DOCS.items()}
NUMFMT = {M.HF_FILE: "de", M.KV_FILE: "sp"}          # number format of each document (default "en")
EXCL = "Prices exclude VAT"
INCL = "Prices include VAT at 20 %"
FN1, FN2, FN3 = "footnote \u00b9", "footnote \u00b2", "footnote \u00b3"
SUPS = (M.SUP1, M.SUP2, M.SUP3)


def fmt_of(doc):
    return NUMFMT.get(doc, "en")


# ================================================================================== printed values
UNIT_WORDS = r"kg|g|h|km|mm|W|Wh|hours|t|\u20ac"
PATS = {
    "en": r"\d{1,3}(?:,\d{3})*(?:\.\d+)?|\d+(?:\.\d+)?",
    "de": r"\d{1,3}(?:\.\d{3})*(?:,\d+)?|\d+(?:,\d+)?",
    "sp": r"\d{1,3}(?: \d{3})*(?:\.\d+)?|\d+(?:\.\d+)?",
}


def num(text: str, fmt: str = "en"):
    """The number in a printed cell text ('1,560.00', '436,00', '1 486 320', '-36 540', '(4,912)', '15 kg');
    the text itself if it is not a number. An en dash (accounts' nil) is 0."""
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
    if not re.fullmatch(PATS[fmt], core):
        return text
    if fmt == "de":
        core = core.replace(".", "").replace(",", ".")
    else:
        core = core.replace(",", "").replace(" ", "")
    x = Decimal(core)
    if sign == "-":
        x = -x
    return -x if neg else x


def first_num(text):
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


def pack_count(text) -> int:
    """'pallet, 70 × 15 kg' -> 70; 'pack of 10' -> 10; 'each' / 'spool' / 'pair' -> 1."""
    m = re.search(r"(\d+)\s*\u00d7", str(text)) or re.search(r"pack of (\d+)", str(text))
    return int(m.group(1)) if m else 1


def pack_kg(text) -> Decimal:
    """Kilograms in a printed unit: '15 kg' -> 15, '15-kg-Sack' -> 15, 'pallet, 70 × 15 kg' -> 1050,
    'big bag, 1,000 kg' -> 1000."""
    if isinstance(text, Decimal):
        return text
    t = str(text)
    m = re.search(r"(\d+)\s*\u00d7\s*(\d+)\s*kg", t)
    if m:
        return D(m.group(1)) * D(m.group(2))
    m = re.search(r"(\d{1,3}(?:,\d{3})*|\d+)[\s-]*kg", t)
    return D(m.group(1).replace(",", ""))


# ================================================================================== evidence
def clean(s: str) -> str:
    for c in SUPS:
        s = s.replace(c, "")
    return s.strip()


def col(*parts) -> str:
    return " > ".join(clean(p) for p in parts)


def row_path(doc, tid, key):
    t = DOCS[doc].tables[tid]
    sec = None
    for row, k in zip(t.body, t.keys):
        if isinstance(row, M.Sec):
            sec = clean(row.text)
        elif k == key:
            return key if sec is None else f"{sec} > {key}"
    raise KeyError((doc, tid, key))


def ev(doc, tid, key, column):
    t = DOCS[doc].tables[tid]
    return {"doc": doc, "page": t.row_pages[key], "table": tid, "row": row_path(doc, tid, key), "column": column}


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


# ================================================================================== 1 Ballinamult
BF = M.BF_FILE
BF_ROW = {r[1]: r for r in M.BF_ITEMS}


def bf_bag(code, bags):
    i = M.band_of(M.BF_BAG_BOUNDS, bags)
    return BF_ROW[code][5][i], ev(BF, "t1", code, col(M.BF_BAG_HEAD, M.BF_BAG_TIERS[i]))


def bf_pal(code, pallets):
    i = M.band_of(M.BF_PAL_BOUNDS, pallets)
    return BF_ROW[code][6][i], ev(BF, "t1", code, col(M.BF_PAL_HEAD, M.BF_PAL_TIERS[i]))


def bf_bag_cell(code):
    return BF_ROW[code][3], ev(BF, "t1", code, "Bag")


def bf_count_cell(code):
    return str(BF_ROW[code][4]), ev(BF, "t1", code, "Bags per pallet")


t, e = bf_bag("BF-102", 30)
Q("Ballinamult Fuels: what's the per-bag price if we take 30 loose bags of the premium low-ash pellets?",
  "range_lookup", "number", num(t), "EUR", [e], raw=t, scale_note="per 15 kg bag", conditions=[EXCL],
  hard=["range_match", "unit_in_header"], calc=lambda v: v[0])

(t1, e1), (t2, e2) = bf_bag("BF-202", 12), bf_bag("BF-301", 6)
goods = 12 * num(t1) + 6 * num(t2)
assert 12 + 6 >= M.BF_MIN_BAGS
Q("Could you work out a delivered price from Ballinamult for 12 bags of the Nestro briquettes and 6 bags of kiln-dried "
  "ash logs? We're about 12 km from their yard. Ex VAT please.", "sum", "number", goods + M.BF_LOOSE_DELIVERY, "EUR",
  [e1, e2, note(BF, FN1, "loose bags only pay"), note(BF, FN1, "Minimum order for delivery")],
  raw=[t1, t2, f"pay {M.EUR}{en(M.BF_LOOSE_DELIVERY)} delivery", f"Minimum order for delivery: {M.BF_MIN_BAGS} bags"],
  conditions=[EXCL], hard=["range_match", "footnote"],
  calc=lambda v: 12 * v[0] + 6 * v[1] + (first_num(v[2]) if 18 >= first_num(v[3]) else Decimal("NaN")))

(t1, e1), (t2, e2), (t3, e3) = bf_bag("BF-101", 40), bf_pal("BF-101", 1), bf_count_cell("BF-101")
saving = rnd(num(t1) - num(t2) / num(t3))
assert saving > 0
Q("BF-101 softwood pellets at Ballinamult: if I buy one full pallet rather than 20-odd loose bags, how much less am I "
  "paying per bag? Round to the cent.", "difference", "number", saving, "EUR", [e1, e2, e3], raw=[t1, t2, t3],
  decimals=2, conditions=[EXCL], hard=["scale_normalization"], calc=lambda v: rnd(v[0] - v[1] / v[2]))

pel = [x for x in M.BF_ITEMS if x[0].startswith("Wood pellets")]
evs, raws = [], []
for x in pel:
    for tt, ee in (bf_pal(x[1], 1), bf_bag_cell(x[1]), bf_count_cell(x[1])):
        evs.append(ee)
        raws.append(tt)
per_kg = {x[1]: D(x[6][0]) / (pack_kg(x[3]) * x[4]) for x in pel}
best = min(per_kg, key=per_kg.get)
assert best == "BF-101" and len(set(per_kg.values())) == 3
Q("Per kilo, which of Ballinamult's pellets is the cheapest when bought by the single pallet?", "argmin", "text", best,
  None, evs, raw=raws, aliases=["Softwood pellets, 6 mm", "Softwood pellets", "softwood pellets 6 mm"],
  conditions=[EXCL], hard=["scale_normalization"],
  calc=lambda v, pel=pel: min([x[1] for x in pel],
                              key=lambda c: v[3 * [x[1] for x in pel].index(c)] /
                              (pack_kg(v[3 * [x[1] for x in pel].index(c) + 1]) * v[3 * [x[1] for x in pel].index(c) + 2])))

t, e = bf_pal("BF-302", 3)
Q("What's Ballinamult's price per pallet for the kiln-dried birch logs (BF-302) in the 2\u20134 pallets band?",
  "lookup_header_path", "number", num(t), "EUR", [e], raw=t, scale_note="per pallet of 36 nets", conditions=[EXCL],
  hard=["unit_in_header"], calc=lambda v: v[0])

Q("How much per tonne does Ballinamult charge for pellets delivered loose by blower lorry?", "unanswerable", "none",
  reason="Ballinamult sells bagged fuel only (per bag and per pallet); no loose or bulk pellets are priced.",
  hard=["absent_entity"], probe={"doc": BF, "absent": ["bulk", "blow", "tonne", "silo"], "present": [r"Bagged fuels"]})


# ================================================================================== 2 Hohenfichte (de)
HF = M.HF_FILE
HF_ROW = {r[0]: r for r in M.HF_ITEMS}


def hf_pal(art, pallets):
    i = M.band_of(M.HF_PAL_BOUNDS, pallets)
    return de(D(HF_ROW[art][5][i])), ev(HF, "t1", art, col(M.HF_PAL_HEAD, M.HF_PAL_TIERS[i]))


def hf_zone(km):
    return next(z for z in M.HF_ZONES if z[2][0] <= km <= z[2][1])


def hf_bulk(km, tonnes):
    z = hf_zone(km)
    i = M.band_of(M.HF_BULK_BOUNDS, D(tonnes))
    return de(D(z[3][i])), ev(HF, "t2", z[0], col(M.HF_BULK_HEAD, M.HF_BULK_TIERS[i]))


t, e = hf_pal("HF-20", 3)
Q("Was kostet bei Hohenfichte eine Palette Buchenholz-Briketts (RUF), wenn wir drei Paletten abnehmen?",
  "range_lookup", "number", num(t, "de"), "EUR", [e], raw=t, scale_note="je Palette (96 \u00d7 10 kg)",
  conditions=[EXCL], hard=["range_match", "unit_in_header"], calc=lambda v: v[0], qlang="de")

(t1, e1) = hf_bulk(45, "7.5")
z = hf_zone(45)
Q("Bulk order from Hohenfichte: 7.5 tonnes of loose A1 pellets blown into our store, and we're 45 km from their "
  "works. What's the net total including their blowing charge?", "sum", "number",
  D("7.5") * num(t1, "de") + M.HF_BLOW, "EUR",
  [e1, ev(HF, "t2", z[0], "Entfernung ab Werk"), note(HF, FN3, "Einblaspauschale", tid="t2")],
  raw=[t1, z[1], f"Einblaspauschale von {de(M.HF_BLOW)} {M.EUR}"], conditions=[EXCL],
  hard=["range_match", "footnote", "unit_in_header"], calc=lambda v: D("7.5") * v[0] + first_num(v[2]))

Q("Hohenfichte's price per tonne for 2 tonnes of loose pellets delivered in zone 1?", "unanswerable", "none",
  reason="Loose pellets are sold from 3 t only (Mindestabnahme lose Ware 3 t); no price exists for 2 t.",
  hard=["footnote"], probe={"doc": HF, "absent": ["2\u20132,99 t", "bis 3 t", "unter 3 t"],
                            "present": [r"Mindestabnahme lose Ware 3 t", r"3\u20135,99 t"]})

t1, e1 = hf_pal("HF-11", 4)
t2, e2 = str(HF_ROW["HF-11"][3]), ev(HF, "t1", "HF-11", "Gebinde je Palette")
Q("Per 15 kg sack, what do Hohenfichte's premium pellets (HF-11) work out at if we take four pallets? Two decimals "
  "please.", "range_lookup", "number", rnd(num(t1, "de") / num(t2, "de")), "EUR", [e1, e2], raw=[t1, t2], decimals=2,
  conditions=[EXCL], hard=["range_match", "scale_normalization"], calc=lambda v: rnd(v[0] / v[1]))

(t1, e1), (t2, e2) = hf_bulk(20, 10), hf_bulk(80, 10)
Q("For a 10 t load of loose pellets, how much more per tonne does Hohenfichte charge in zone 3 than in zone 1, as a "
  "percentage?", "percent_change", "number", pct(num(t2, "de"), num(t1, "de")), "%", [e1, e2], raw=[t1, t2],
  tolerance=0.05, conditions=[EXCL], calc=lambda v: pct(v[1], v[0]))

t1, e1 = hf_pal("HF-10", 2)
assert 20 <= M.HF_PAL_FREE_KM
Q("Zwei Paletten Holzpellets HF-10, Lieferadresse 20 km vom Werk entfernt: wie hoch ist der Nettobetrag "
  "einschlie\u00dflich Palettenpfand?", "sum", "number", 2 * num(t1, "de") + 2 * M.HF_DEPOSIT, "EUR",
  [e1, note(HF, FN1, "Pfand je Palette"), note(HF, FN1, "frei Haus")],
  raw=[t1, f"{de(M.HF_DEPOSIT)} {M.EUR} Pfand je Palette", f"bis {M.HF_PAL_FREE_KM} km frei Haus"],
  conditions=[EXCL], hard=["range_match", "footnote"], calc=lambda v: 2 * v[0] + 2 * first_num(v[1]), qlang="de")


# ================================================================================== 3 Przytoczno (PLN / EUR)
PP = M.PP_FILE
PP_ROW = {r[0]: r for r in M.PP_ITEMS}


def pp(code, units, cur):
    i = M.band_of(M.PP_BOUNDS, units)
    j = {"PLN": 0, "EUR": 1}[cur]
    return PP_ROW[code][4 + j][i], ev(PP, "t1", code, col(M.PP_CUR[j], M.PP_TIERS[i]))


def pp_unit(code):
    return PP_ROW[code][2], ev(PP, "t1", code, "Unit")


def pp_freight(dest, units):
    i = M.band_of(M.PP_FREIGHT_BOUNDS, units)
    v = dict(M.PP_FREIGHT)[dest][i]
    return v, ev(PP, "t2", dest, col(M.PP_FREIGHT_HEAD, M.PP_FREIGHT_TIERS[i]))


t, e = pp("PP-4", 10, "PLN")
Q("Przytoczno: what's the z\u0142oty price per big bag of the 6 mm A1 pellets if we order ten big bags?",
  "range_lookup", "number", num(t), "PLN", [e], raw=t, scale_note="per 1,000 kg big bag", conditions=[EXCL],
  hard=["range_match", "unit_in_header"], calc=lambda v: v[0])

(t1, e1), (t2, e2) = pp("PP-1", 24, "EUR"), pp_unit("PP-1")
Q("In euro, what does one 15 kg bag of Przytoczno's 6 mm A1 pellets cost when bought by the pallet at the 24 units + "
  "rate? Round to the cent.", "lookup_header_path", "number", rnd(num(t1) / pack_count(t2)), "EUR", [e1, e2],
  raw=[t1, t2], decimals=2, conditions=[EXCL], hard=["scale_normalization"],
  calc=lambda v: rnd(v[0] / pack_count(v[1])))

(t1, e1), (t2, e2) = pp("PP-1", 6, "EUR"), pp_freight("Dublin (IE)", 6)
Q("What would 6 pallets of Przytoczno's 6 mm A1 pellets cost landed in Dublin, invoiced in euro? Goods plus road "
  "freight, before VAT.", "sum", "number", 6 * num(t1) + 6 * num(t2), "EUR", [e1, e2], raw=[t1, t2],
  conditions=[EXCL], hard=["range_match"], calc=lambda v: 6 * v[0] + 6 * v[1])

(t1, e1), (t2, e2) = pp("PP-1", 8, "EUR"), pp("PP-2", 8, "EUR")
assert num(t2) < num(t1)
Q("Przytoczno, euro prices, 8 pallets: which is cheaper, the 6 mm or the 8 mm A1 pallet?", "compare_two", "text",
  PP_ROW["PP-2"][1], None, [e1, e2], raw=[t1, t2],
  aliases=["PP-2", "8 mm", "the 8 mm", "the 8 mm pallet", "8 mm A1", "A1 8 mm"], conditions=[EXCL],
  hard=["range_match"], calc=lambda v: PP_ROW["PP-2"][1] if v[1] < v[0] else PP_ROW["PP-1"][1])

t, e = pp("PP-6", 30, "PLN")
Q("Przytoczno's domestic (PLN) price for a pallet of animal bedding pellets in the 24 units + column?",
  "lookup_header_path", "number", num(t), "PLN", [e], raw=t, scale_note="per pallet (70 \u00d7 15 kg)",
  conditions=[EXCL], hard=["unit_in_header"], calc=lambda v: v[0])

Q("How much does Przytoczno charge per pallet for road freight to Vienna?", "unanswerable", "none",
  reason="The freight table lists Berlin, Dresden, Prague, Rotterdam and Dublin only; other destinations on request.",
  hard=["absent_entity"], probe={"doc": PP, "absent": ["Vienna", "Wien", "(AT)"],
                                 "present": [r"Other destinations on request"]})


# ================================================================================== cross-document: pellets (EUR)
SUP = ["Ballinamult", "Hohenfichte", "Przytoczno"]
STD = {"Ballinamult": "BF-101", "Hohenfichte": "HF-10", "Przytoczno": "PP-1"}
ALIASES = {"Ballinamult": ["Ballinamult Fuels Ltd", "Ballinamult Fuels"],
           "Hohenfichte": ["Holzenergie Hohenfichte GmbH", "Holzenergie Hohenfichte", "Hohenfichte GmbH"],
           "Przytoczno": ["Przytoczno Pellets Sp. z o.o.", "Przytoczno Pellets"]}


def pallet_offer(sup, pallets):
    """Evidence, raws (price, then the pallet's contents) and kg per pallet for `pallets` pallets of the standard
    ENplus A1 6 mm pellet."""
    code = STD[sup]
    if sup == "Ballinamult":
        (t, e), (tb, eb), (tc, ec) = bf_pal(code, pallets), bf_bag_cell(code), bf_count_cell(code)
        return [e, eb, ec], [t, tb, tc], num(t), pack_kg(tb) * int(tc)
    if sup == "Hohenfichte":
        t, e = hf_pal(code, pallets)
        tb, eb = HF_ROW[code][2], ev(HF, "t1", code, "Gebinde")
        tc, ec = str(HF_ROW[code][3]), ev(HF, "t1", code, "Gebinde je Palette")
        return [e, eb, ec], [t, tb, tc], num(t, "de"), pack_kg(tb) * int(tc)
    (t, e), (tu, eu) = pp(code, pallets, "EUR"), pp_unit(code)
    return [e, eu], [t, tu], num(t), pack_kg(tu)


def offers_from(v, sups=SUP):
    """(price per pallet, kg per pallet) per supplier recomputed from the parsed raws, in the order of pallet_offer."""
    out, i = {}, 0
    for s in sups:
        if s == "Przytoczno":
            out[s] = (v[i], pack_kg(v[i + 1]))
            i += 2
        else:
            out[s] = (v[i], pack_kg(v[i + 1]) * int(v[i + 2]))
            i += 3
    return out, i


def cross_pallets(question, what, pallets=None, tonnes=None, min_rule=False, hard=()):
    evs, raws, price, kg, n = [], [], {}, {}, {}
    for s in SUP:
        if tonnes is not None:                      # whole pallets to reach at least `tonnes`
            per = pallet_offer(s, 1)[3]
            n[s] = math.ceil(D(tonnes) * 1000 / per)
        else:
            n[s] = pallets
        e, r, p, k = pallet_offer(s, n[s])
        evs += e
        raws += r
        price[s], kg[s] = p, k
    if min_rule:
        evs.append(note(PP, FN1, "Minimum order"))
        raws.append(f"Minimum order {M.PP_MIN_UNITS} units")
    ok = [s for s in SUP if not (min_rule and s == "Przytoczno" and n[s] < M.PP_MIN_UNITS)]
    if not min_rule:
        assert all(n[s] >= M.PP_MIN_UNITS for s in SUP)
    total = {s: price[s] * n[s] for s in ok}
    per_t = {s: price[s] / kg[s] * 1000 for s in ok}
    assert len(set(total.values())) == len(ok) and len(set(per_t.values())) == len(ok)

    def T(v):
        o, i = offers_from(v)
        if min_rule and n["Przytoczno"] < first_num(v[i]):
            o.pop("Przytoczno")
        tot = {s: o[s][0] * n[s] for s in o}
        pt = {s: o[s][0] / o[s][1] * 1000 for s in o}
        return tot, pt
    base = dict(evidence=evs, raw=raws, conditions=[EXCL],
                hard=["range_match", "scale_normalization", "unit_in_header", "cross_lingual", *hard])
    if what == "cheapest_total":
        w = min(total, key=total.get)
        Q(question, "cross_document", "text", w, None, aliases=ALIASES[w],
          calc=lambda v: min(T(v)[0], key=T(v)[0].get), **base)
    elif what == "cheapest_per_t":
        w = min(per_t, key=per_t.get)
        Q(question, "cross_document", "text", w, None, aliases=ALIASES[w],
          calc=lambda v: min(T(v)[1], key=T(v)[1].get), **base)
    elif what == "dearest_per_t":
        w = max(per_t, key=per_t.get)
        Q(question, "cross_document", "text", w, None, aliases=ALIASES[w],
          calc=lambda v: max(T(v)[1], key=T(v)[1].get), **base)
    elif what == "lowest_total":
        w = min(total, key=total.get)
        Q(question, "cross_document", "number", total[w], "EUR", calc=lambda v: min(T(v)[0].values()), **base)
    return total, per_t, n


tot, pt, n = cross_pallets("Standard ENplus A1 6 mm pellets, 3 pallets: which of Ballinamult, Hohenfichte and "
                           "Przytoczno is cheapest per tonne? Goods only, ex VAT, in euro.", "cheapest_per_t", 3)
assert min(pt, key=pt.get) == "Przytoczno" and min(tot, key=tot.get) == "Hohenfichte"   # per pallet it is not
tot, pt, n = cross_pallets("We only need a single pallet of standard 6 mm A1 pellets. Allowing for any minimum-order "
                           "rules, which of the three pellet suppliers is cheapest for that one pallet (euro, goods "
                           "only)?", "cheapest_total", 1, min_rule=True, hard=["footnote"])
assert min(tot, key=tot.get) == "Hohenfichte"
naive = {s: pallet_offer(s, 1)[2] for s in SUP}
assert min(naive, key=naive.get) == "Przytoczno"                                        # but below its minimum
tot, pt, n = cross_pallets("6 pallets of standard A1 6 mm pellets \u2013 what's the lowest goods total we can get from "
                           "Ballinamult, Hohenfichte or Przytoczno, in EUR?", "lowest_total", 6)
assert min(tot, key=tot.get) == "Ballinamult"
tot, pt, n = cross_pallets("We want at least 5 tonnes of ENplus A1 6 mm pellets on pallets (whole pallets only, "
                           "each supplier's own pallet size). What is the cheapest goods total across the three "
                           "suppliers, in euro?", "lowest_total", tonnes=5)
assert n == {"Ballinamult": 6, "Hohenfichte": 6, "Przytoczno": 5} and min(tot, key=tot.get) == "Przytoczno"
tot, pt, n = cross_pallets("At 24 pallets of the standard 6 mm A1 pellet, which supplier works out dearest per "
                           "tonne?", "dearest_per_t", 24)
assert max(pt, key=pt.get) == "Ballinamult"

# premium pellets, 2 pallets: Ballinamult minus Hohenfichte
(t1, e1), (t2, e2) = bf_pal("BF-102", 2), hf_pal("HF-11", 2)
Q("Premium pellets, 2 pallets: how much more in total would Ballinamult's premium low-ash charge than Hohenfichte's "
  "premium A1 (HF-11)? Euro, ex VAT.", "cross_document", "number", 2 * (num(t1) - num(t2, "de")), "EUR", [e1, e2],
  raw=[t1, t2], conditions=[EXCL], hard=["range_match", "cross_lingual", "locale_number"],
  calc=lambda v: 2 * (v[0] - v[1]))
# RUF briquettes, 4 pallets
(t1, e1), (t2, e2) = bf_pal("BF-201", 4), hf_pal("HF-20", 4)
assert BF_ROW["BF-201"][4] == HF_ROW["HF-20"][3] == 96
Q("Four pallets of hardwood RUF briquettes \u2013 how much dearer is Ballinamult than Hohenfichte for the lot?",
  "cross_document", "number", 4 * (num(t1) - num(t2, "de")), "EUR", [e1, e2], raw=[t1, t2], conditions=[EXCL],
  hard=["range_match", "cross_lingual", "locale_number", "synonym"], calc=lambda v: 4 * (v[0] - v[1]))
# loose bags, collected
(t1, e1) = bf_bag("BF-101", 10)
t2, e2 = de(D(HF_ROW["HF-10"][4])), ev(HF, "t1", "HF-10", clean(M.HF_SINGLE))
assert num(t2, "de") < num(t1)
Q("Just ten loose 15 kg bags of standard A1 pellets, which we'd collect ourselves: who is cheaper per bag, "
  "Ballinamult or Hohenfichte?", "cross_document", "text", "Hohenfichte", None,
  [e1, e2, note(HF, FN2, "Selbstabholung")], raw=[t1, t2, "Einzelgebinde nur ab Lager (Selbstabholung)"],
  aliases=ALIASES["Hohenfichte"], conditions=[EXCL], hard=["range_match", "cross_lingual", "locale_number", "footnote"],
  calc=lambda v: "Hohenfichte" if v[1] < v[0] else "Ballinamult")
# bulk: Przytoczno big bags vs Hohenfichte loose, per tonne
(t1, e1), (t2, e2) = hf_bulk(15, 10), pp("PP-4", 10, "EUR")
tu, eu = pp_unit("PP-4")
diff = num(t1, "de") - num(t2) / pack_kg(tu) * 1000
assert diff > 0
Q("Bulk A1 6 mm pellets: ten 1,000 kg big bags from Przytoczno (euro price) against 10 t loose from Hohenfichte "
  "delivered in zone 1 \u2013 what's the difference per tonne, leaving freight and blowing charges aside?",
  "cross_document", "number", diff, "EUR", [e1, e2, eu], raw=[t1, t2, tu], accept_abs=True, conditions=[EXCL],
  hard=["range_match", "cross_lingual", "locale_number", "scale_normalization"],
  calc=lambda v: v[0] - v[1] / pack_kg(v[2]) * 1000)


# ================================================================================== 4 Tregynon
TE = M.TE_FILE
TE_ROW = {r[1]: r for r in M.TE_ITEMS}


def te(livery, large, horses):
    j = (2 if large else 0) + (0 if horses == 1 else 1)
    return TE_ROW[livery][3][j], ev(TE, "t1", livery, col(M.TE_STABLES[1 if large else 0],
                                                          M.TE_HORSES[0 if horses == 1 else 1]))


TE_X = {x[0]: x for x in M.TE_EXTRAS}


def te_extra(item):
    return TE_X[item][2], ev(TE, "t2", item, f"Price ({M.GBP})")


t, e = te("Full livery", True, 1)
Q("Tregynon \u2013 full livery in a large stable, just the one horse: what's the weekly charge?", "lookup_header_path",
  "number", num(t), "GBP", [e], raw=t, scale_note="per horse per week", conditions=[INCL],
  hard=["unit_in_header"], calc=lambda v: v[0])

(t1, e1), (t2, e2) = te("Part livery", False, 2), te_extra("Trace clip")
Q("We'd like to bring our two horses to Tregynon on part livery in standard stables for six weeks, and have each of "
  "them trace clipped while they're there. What would the total come to?", "sum", "number",
  2 * 6 * num(t1) + 2 * num(t2), "GBP", [e1, e2, note(TE, FN1, "two or more horses")],
  raw=[t1, t2, "keeps two or more horses with us"], conditions=[INCL], hard=["footnote"],
  calc=lambda v: 2 * 6 * v[0] + 2 * v[1])

Q("What's Tregynon's weekly rate for a mare with a foal at foot?", "unanswerable", "none",
  reason="No mare-and-foal or stud livery is listed; only DIY to competition, grass and retirement livery.",
  hard=["absent_entity"], probe={"doc": TE, "absent": ["foal", "stud", "mare"], "present": [r"Retirement livery"]})

rows = list(M.TE_ITEMS)
cells = [te(r[1], False, 1) for r in rows]
under = [r[1] for r, (tt, _) in zip(rows, cells) if num(tt) < 100]
assert len(under) == 4
Q("how many tregynon livery options are under \u00a3100/week for a single horse in a standard stable", "count",
  "number", len(under), None, [e for _, e in cells], raw=[tt for tt, _ in cells], conditions=[INCL],
  calc=lambda v: sum(1 for x in v if x < 100))

stab = [r for r in M.TE_ITEMS if r[0] == "Stabled livery"]
cells = [te(r[1], True, 1) for r in stab]
avg = rnd(sum(num(tt) for tt, _ in cells) / len(cells))
Q("What's the average weekly charge for one horse in a large stable across Tregynon's five stabled liveries? To the "
  "nearest penny.", "average", "number", avg, "GBP", [e for _, e in cells], raw=[tt for tt, _ in cells], decimals=2,
  conditions=[INCL], calc=lambda v: rnd(sum(v) / len(v)))


# ================================================================================== 5 Kirriemuir
KR = M.KR_FILE
KR_EV = {r[0]: r for r in M.KR_EVENT}
KR_CODE = {r[1]: r[0] for r in M.KR_EVENT}


def kr_ev(code, units):
    i = M.band_of(M.KR_EV_BOUNDS, units)
    return KR_EV[code][2][i], ev(KR, "t1", code, col(M.KR_EV_HEAD, M.KR_EV_TIERS[i]))


def kr_extra(code):
    return KR_EV[code][3], ev(KR, "t1", code, M.KR_EXTRA)


t, e = kr_ev("KR-E1", 24)
Q("Kirriemuir Site Services \u2013 per-unit event price if we hire 24 standard portable toilets?", "range_lookup",
  "number", num(t), "GBP", [e], raw=t, scale_note="per unit, up to 3 days", conditions=[EXCL],
  hard=["range_match", "unit_in_header"], calc=lambda v: v[0])

(t1, e1), (t2, e2) = kr_ev("KR-E1", 1), kr_ev("KR-E4", 1)
assert num(t1) + num(t2) < M.KR_MIN_EVENT
Q("It's only a small garden party \u2013 one standard portable toilet and one hand-wash station for the day, about 10 "
  "miles from Kirriemuir. What will the hire cost before VAT?", "sum", "number", M.KR_MIN_EVENT, "GBP",
  [e1, e2, note(KR, FN1, "Minimum event order")], raw=[t1, t2, f"Minimum event order {M.GBP}{en(M.KR_MIN_EVENT)}"],
  conditions=[EXCL], hard=["footnote"], calc=lambda v: max(v[0] + v[1], first_num(v[2])))

(t1, e1), (x1, f1), (t2, e2), (x2, f2) = kr_ev("KR-E1", 12), kr_extra("KR-E1"), kr_ev("KR-E2", 2), kr_extra("KR-E2")
incl = note(KR, "heading: price columns", "up to 3 days")
tot = 12 * (num(t1) + 2 * num(x1)) + 2 * (num(t2) + 2 * num(x2))
Q("Five-day agricultural show, well inside the 45-mile radius: 12 standard toilets and 2 accessible toilets. Total "
  "hire please, ex VAT.", "sum", "number", tot, "GBP", [e1, f1, e2, f2, incl],
  raw=[t1, x1, t2, x2, "up to 3 days"], conditions=[EXCL], hard=["range_match", "unit_in_header"],
  calc=lambda v: 12 * (v[0] + (5 - first_num(v[4])) * v[1]) + 2 * (v[2] + (5 - first_num(v[4])) * v[3]))

cells = [kr_extra(r[0]) for r in M.KR_EVENT]
lo = min(M.KR_EVENT, key=lambda r: D(r[3]))
assert sum(1 for r in M.KR_EVENT if D(r[3]) == D(lo[3])) == 1
Q("Which of Kirriemuir's event units has the lowest charge for each extra day?", "argmin", "text", lo[1], None,
  [e for _, e in cells], raw=[tt for tt, _ in cells], aliases=[lo[0], "Hand-wash station", "hand wash station"],
  conditions=[EXCL], calc=lambda v: M.KR_EVENT[min(range(len(v)), key=lambda k: v[k])][1])

Q("Kirriemuir: what's the hire price for a shower trailer for a weekend festival?", "unanswerable", "none",
  reason="No shower units are offered; the event list has toilets, urinals, hand-wash stations and toilet trailers.",
  hard=["absent_entity"], probe={"doc": KR, "absent": ["shower"], "present": [r"Luxury toilet trailer"]})


# ================================================================================== 6 Blidworth
BW = M.BW_FILE


def bw_col(plan):
    for g, ps in M.BW_GROUPS:
        for p in ps:
            if clean(p) == plan:
                return col(g, p)
    raise KeyError(plan)


def bw_fee(plan, n):
    i = M.band_of(M.BW_BOUNDS, n)
    return M.BW_FEES[i][M.BW_PLANS.index(plan)], ev(BW, "t1", M.BW_BANDS[i], bw_col(plan))


def bw_cover(item, plan):
    x = dict(M.BW_COVER)[item][M.BW_PLANS.index(plan)]
    return (M.TICK if x else M.CROSS), ev(BW, "t1", item, bw_col(plan))


t, e = bw_fee("Standard", 18)
Q("Blidworth Fire Protection, Standard plan \u2013 our site has 18 extinguishers. What's the annual fee?",
  "range_lookup", "number", num(t), "GBP", [e], raw=t, scale_note="per year", conditions=[EXCL],
  hard=["range_match", "unit_in_header"], calc=lambda v: v[0])

cells = [bw_cover(item, "Plus") for item, _ in M.BW_COVER]
Q("On Blidworth's Plus plan, how many of the items in the 'Covered by the plan' list are actually covered?", "count",
  "number", sum(1 for tt, _ in cells if tt == M.TICK), None, [e for _, e in cells], raw=[tt for tt, _ in cells],
  conditions=[EXCL], hard=["text_value"], calc=lambda v: sum(1 for x in v if x == M.TICK))

item = "Emergency lighting test (BS 5266-1)"
cells = [bw_cover(item, p) for p in M.BW_PLANS]
Q("Which Blidworth plans include the emergency lighting test?", "filter_list", "list",
  [p for p, (tt, _) in zip(M.BW_PLANS, cells) if tt == M.TICK], None, [e for _, e in cells],
  raw=[tt for tt, _ in cells], conditions=[EXCL], hard=["text_value"],
  calc=lambda v: [p for p, x in zip(M.BW_PLANS, v) if x == M.TICK])

item = "Fire alarm service (BS 5839-1)"
cells = [bw_cover(item, p) for p in M.BW_PLANS] + [bw_fee(p, 8) for p in M.BW_PLANS]
with_alarm = [p for p in M.BW_PLANS if dict(M.BW_COVER)[item][M.BW_PLANS.index(p)]]
best = min(with_alarm, key=lambda p: D(bw_fee(p, 8)[0].replace(",", "")))
assert best == "Standard"
Q("We need fire alarm servicing included and have 8 extinguishers. Which is the cheapest Blidworth plan for us?",
  "argmin", "text", best, None, [e for _, e in cells], raw=[tt for tt, _ in cells], conditions=[EXCL],
  aliases=["Standard plan"], hard=["range_match", "text_value"],
  calc=lambda v: min([p for k, p in enumerate(M.BW_PLANS) if v[k] == M.TICK], key=lambda p: v[4 + M.BW_PLANS.index(p)]))

t, e = bw_fee("Complete", 30)
Q("Blidworth Complete for a site with 30 extinguishers \u2013 what's the total we'd be committing to over the minimum "
  "term?", "sum", "number", M.BW_MIN_YEARS * num(t), "GBP", [e, note(BW, FN2, "minimum term")],
  raw=[t, f"minimum term of {M.BW_MIN_YEARS} years"], conditions=[EXCL], hard=["range_match", "footnote"],
  calc=lambda v: first_num(v[1]) * v[0])

Q("What is the annual fee for Blidworth's Complete plan at a warehouse with 75 extinguishers?", "unanswerable", "none",
  reason="Fees are listed up to 50 extinguishers; larger sites are priced after a survey.", hard=["footnote"],
  probe={"doc": BW, "absent": ["51\u2013100", "over 50 extinguishers ("],
         "present": [r"more than 50 extinguishers are priced after a survey"]})

t, e = dict(M.BW_SERV)["Emergency response (hours)"][2], ev(BW, "t1", "Emergency response (hours)", bw_col("Standard"))
Q("How quickly does Blidworth respond to an emergency under the Standard plan?", "lookup", "number", num(t), "hours",
  [e], raw=t, hard=["unit_in_header"], calc=lambda v: v[0])


# ================================================================================== 7 Monchique
MS = M.MS_FILE
MS_ROW = {r[0]: r for r in M.MS_PLANS}


def ms_fee(plan, kwp):
    i = M.band_of(M.MS_BOUNDS, D(kwp))
    return MS_ROW[plan][5][i], ev(MS, "t1", plan, col(M.MS_FEE_HEAD, M.MS_TIERS[i]))


t, e = ms_fee("Performance", 36)
Q("Monchique Solar Care \u2013 Performance contract for a 36 kWp rooftop system: what's the annual fee?",
  "range_lookup", "number", num(t), "EUR", [e], raw=t, scale_note="per year", conditions=[EXCL],
  hard=["range_match", "unit_in_header"], calc=lambda v: v[0])

t, e = ms_fee("Performance Plus", 250)
fee = num(t) + (320 - M.MS_OVER_KWP) * M.MS_PER_KWP
Q("How much a year would Performance Plus cost for a 320 kWp ground-mounted plant? Ex IVA.", "sum", "number", fee,
  "EUR", [e, note(MS, FN1, "for each kWp above"), note(MS, FN1, "Systems over")],
  raw=[t, f"{M.EUR}{en(M.MS_PER_KWP)} a year for each kWp above {M.MS_OVER_KWP}", f"Systems over {M.MS_OVER_KWP} kWp"],
  conditions=[EXCL], hard=["footnote", "range_match"],
  calc=lambda v: v[0] + (320 - first_num(v[2])) * first_num(v[1]))

cells = [(MS_ROW[p[0]][4], ev(MS, "t1", p[0], clean(M.MS_COLS[3]))) for p in M.MS_PLANS]
fast = [p[0] for p in M.MS_PLANS if int(p[4]) <= 3]
Q("Which Monchique contracts promise a fault response within 3 working days or faster?", "filter_list", "list", fast,
  None, [e for _, e in cells], raw=[tt for tt, _ in cells], conditions=[EXCL],
  calc=lambda v: [p[0] for p, x in zip(M.MS_PLANS, v) if x <= 3])

(t1, e1), (t2, e2) = ms_fee("Check", 8), ms_fee("Clean & Check", 8)
Q("For a small system (up to 10 kWp), what percentage more does Clean & Check cost than the basic Check contract?",
  "percent_change", "number", pct(num(t2), num(t1)), "%", [e1, e2], raw=[t1, t2], tolerance=0.05, conditions=[EXCL],
  calc=lambda v: pct(v[1], v[0]))

t, e = ms_fee("Check", 120)
Q("Monchique 'Check' contract \u2013 the fee shown in the 50.1\u2013250 kWp column?", "lookup_header_path", "number",
  num(t), "EUR", [e], raw=t, scale_note="per year", conditions=[EXCL], hard=["unit_in_header"], calc=lambda v: v[0])


# ================================================================================== 8 Sancreed (transposed)
SH = M.SH_FILE


def sh(label, model):
    return M.sh_value(label, model), ev(SH, "t1", label, col(M.SH_GROUP_OF[model], model))


t, e = sh("Peak gain", "SH-B2 Power")
Q("What peak gain does Sancreed's SH-B2 Power have?", "transposed_lookup", "number", num(t), "dB", [e], raw=t,
  hard=["transposed", "unit_in_header"], calc=lambda v: v[0])
t, e = sh("Weight", "SH-R5")
Q("sh-r5 weight in grams", "transposed_lookup", "number", num(t), "g", [e], raw=t,
  hard=["transposed", "unit_in_header"], calc=lambda v: v[0])
lab = "Operating time per battery or charge"
cells = [sh(lab, m) for m in M.SH_MODELS]
top = max(M.SH_MODELS, key=lambda m: D(M.sh_value(lab, m)))
Q("Which Sancreed hearing aid runs longest on one battery or charge?", "argmax", "text", top, None,
  [e for _, e in cells], raw=[tt for tt, _ in cells], aliases=["SH-B2", "SH-B2 Power BTE"],
  hard=["transposed", "footnote"], calc=lambda v: M.SH_MODELS[max(range(len(v)), key=lambda k: v[k])])
li = [m for m in M.SH_MODELS if M.sh_value("Battery", m) == "Li-ion"]
cells = [sh("Full charge time", m) for m in li]
Q("Among the rechargeable Sancreed aids, which charge fully in 3 hours?", "filter_list", "list",
  [m for m in li if D(M.sh_value("Full charge time", m)) == 3], None, [e for _, e in cells],
  raw=[tt for tt, _ in cells], hard=["transposed"], calc=lambda v, li=li: [m for m, x in zip(li, v) if x == 3])
t, e = sh("Price per aid, ex VAT", "SH-R7")
Q("Please quote a pair of SH-R7s ordered together (ex VAT).", "sum", "number",
  num(t) + num(t) * (100 - M.SH_PAIR_OFF) / 100, "GBP", [e, note(SH, FN2, "second aid")],
  raw=[t, f"the second aid is {M.SH_PAIR_OFF} % off"], conditions=[EXCL], hard=["transposed", "footnote"],
  calc=lambda v: v[0] + v[0] * (100 - first_num(v[1])) / 100)
(t1, e1), (t2, e2) = sh("Maximum output (OSPL90)", "SH-R7"), sh("Maximum output (OSPL90)", "SH-B1")
assert num(t2) > num(t1)
Q("Which has the higher maximum output (OSPL90), the SH-R7 or the SH-B1?", "compare_two", "text", "SH-B1", None,
  [e1, e2], raw=[t1, t2], hard=["transposed"], calc=lambda v: "SH-B1" if v[1] > v[0] else "SH-R7")
Q("What IP rating (dust and water resistance) does the SH-R5 have?", "unanswerable", "none",
  reason="The data sheet gives no ingress-protection rating for any model.", hard=["missing_row"],
  probe={"doc": SH, "absent": ["IP5", "IP6", "IP rating", "ingress", "water"], "present": [r"SH-R5"]})
t, e = sh("Processing channels", "SH-R7")
Q("How many processing channels does the SH-R7 have?", "transposed_lookup", "number", num(t), None, [e], raw=t,
  hard=["transposed"], calc=lambda v: v[0])
cells = [sh("Bluetooth streaming", m) for m in M.SH_MODELS] + [sh("Telecoil", m) for m in M.SH_MODELS]
both = [m for m in M.SH_MODELS if M.sh_value("Bluetooth streaming", m) == M.TICK == M.sh_value("Telecoil", m)]
Q("How many Sancreed models offer both Bluetooth streaming and a telecoil?", "count", "number", len(both), None,
  [e for _, e in cells], raw=[tt for tt, _ in cells], hard=["transposed", "text_value"],
  calc=lambda v: sum(1 for k in range(6) if v[k] == M.TICK and v[6 + k] == M.TICK))
t, e = sh("Battery", "SH-I2")
Q("Which battery does the in-the-ear SH-I2 take?", "transposed_lookup", "text", t, None, [e], raw=t,
  aliases=["10", "size 10", "size 10 zinc-air", "zinc-air size 10", "10 zinc air"], hard=["transposed", "text_value"],
  calc=lambda v: v[0])
t, e = sh("Full charge time", "SH-R7")
Q("Full charge time for the SH-R7 \u2013 how many hours?", "transposed_lookup", "number", num(t), "h", [e], raw=t,
  hard=["transposed", "unit_in_header"], calc=lambda v: v[0])


# ================================================================================== 9 Helford
HE = M.HE_FILE


def he(model, c):
    return M.he_cell(model, c), ev(HE, "t1", model, clean(c))


t, e = he("HE-40", "Shaft length (mm) > Long")
Q("he-40 long shaft length mm", "lookup_header_path", "number", num(t), "mm", [e], raw=t,
  hard=["unit_in_header"], calc=lambda v: v[0])
t, e = he("HE-100R", "Weight (kg) > Battery")
Q("Helford HE-100R \u2013 battery weight (kg)?", "lookup_header_path", "number", num(t), "kg", [e], raw=t,
  hard=["unit_in_header"], calc=lambda v: v[0])
big = [r[1] for r in M.HE_ITEMS if D(r[2].replace(",", "")) >= 2000]
allm = [r[1] for r in M.HE_ITEMS]
cells = [he(m, "Input power (W)") for m in allm] + [he(m, "Weight (kg) > Motor") for m in allm]
light = min(big, key=lambda m: D(M.he_cell(m, "Weight (kg) > Motor")))
Q("Of Helford's outboards with at least 2,000 W input power, which has the lightest motor (battery not counted)?",
  "argmin", "text", light, None, [e for _, e in cells], raw=[tt for tt, _ in cells], hard=["unit_in_header"],
  calc=lambda v, n=len(allm): min([allm[k] for k in range(n) if v[k] >= 2000], key=lambda m: v[n + allm.index(m)]))
t, e = he("HE-40", f"Price ({M.GBP}){M.SUP1} > With battery")
Q("Price for an HE-40 with battery, long-shaft version?", "sum", "number", num(t) + M.HE_LONG, "GBP",
  [e, note(HE, FN1, "Long shaft")], raw=[t, f"add {M.GBP}{en(M.HE_LONG)}"], conditions=[INCL],
  hard=["footnote", "unit_in_header"], calc=lambda v: v[0] + first_num(v[1]))
till = [r[1] for r in M.HE_ITEMS if r[0].startswith("Tiller")]
cells = [he(m, "Range at half speed (km)") for m in till]
Q("What's the average range at half speed across Helford's tiller models?", "average", "number",
  sum(num(tt) for tt, _ in cells) / len(cells), "km", [e for _, e in cells], raw=[tt for tt, _ in cells],
  hard=["merged_cell"], calc=lambda v: sum(v) / len(v))
(t1, e1), (t2, e2) = he("HE-60R", f"Price ({M.GBP}){M.SUP1} > With battery"), \
    he("HE-60R", f"Price ({M.GBP}){M.SUP1} > Motor only")
Q("How much does the battery add to the price of an HE-60R?", "difference", "number", num(t1) - num(t2), "GBP",
  [e1, e2], raw=[t1, t2], conditions=[INCL], calc=lambda v: v[0] - v[1])
t, e = he("HE-100R", "Petrol equivalent (hp)")
Q("What's the petrol-engine equivalent of the HE-100R?", "lookup", "number", num(t), "hp", [e], raw=t,
  hard=["unit_in_header", "synonym"], calc=lambda v: v[0])


# ================================================================================== 10 Ettrickbridge (catalogue)
ET = M.ET_FILE
ET_ROW = {r[1]: r for r in M.ET_ITEMS}
ET_TRADE, ET_RRP = col(M.ET_PRICE, "Trade"), col(M.ET_PRICE, "RRP")


def et(code, c):
    r = ET_ROW[code]
    v = {ET_TRADE: r[6], ET_RRP: r[7], "Weight (g)": r[4], "Pack": r[5]}[c]
    return v, ev(ET, "t1", code, c)


def et_code(name):
    return next(r[1] for r in M.ET_ITEMS if r[2] == name)


t, e = et(et_code("Centrepin reel"), ET_TRADE)
assert e["page"] > 1
Q("Ettrickbridge trade price for the centrepin reel?", "multi_page_lookup", "number", num(t), "GBP", [e], raw=t,
  conditions=[EXCL], hard=["header_path"], calc=lambda v: v[0])
t, e = et(et_code("Three-tube rod holdall"), ET_RRP)
assert e["page"] == 3
Q("Whats the RRP on Ettrickbridges three-tube rod holdall?", "multi_page_lookup", "number", num(t), "GBP", [e],
  raw=t, conditions=[EXCL], calc=lambda v: v[0])
t, e = et(et_code("Baitrunner reel 6000"), "Weight (g)")
Q("How heavy is the Baitrunner reel 6000 in the Ettrickbridge list?", "multi_page_lookup", "number", num(t), "g",
  [e], raw=t, hard=["unit_in_header"], calc=lambda v: v[0])
code = et_code("Barbless hooks, size 12")
(t1, e1), (t2, e2) = et(code, ET_TRADE), et(code, "Pack")
Q("Trade price per hook for the size 12 barbless hooks? (I know they come in packs.)", "multi_page_lookup", "number",
  rnd(num(t1) / pack_count(t2)), "GBP", [e1, e2], raw=[t1, t2], decimals=2, conditions=[EXCL],
  hard=["scale_normalization"], calc=lambda v: rnd(v[0] / pack_count(v[1])))
rods = [r[1] for r in M.ET_ITEMS if r[0] == "Fly rods"]
cells = [et(c, ET_TRADE) for c in rods]
top = max(rods, key=lambda c: D(ET_ROW[c][6]))
Q("Which of Ettrickbridge's fly rods has the highest trade price?", "argmax", "text", top, None, [e for _, e in cells],
  raw=[tt for tt, _ in cells], aliases=[ET_ROW[top][2], "Tweed 15 ft #10", "Tweed 15 ft double-hand rod"],
  conditions=[EXCL], calc=lambda v: rods[max(range(len(v)), key=lambda k: v[k])])
flies = [r[1] for r in M.ET_ITEMS if r[0] == "Flies"]
cells = [et(c, "Pack") for c in flies]
Q("How many items in the Flies section come in packs of 12?", "count", "number",
  sum(1 for c in flies if ET_ROW[c][5] == "pack of 12"), None, [e for _, e in cells], raw=[tt for tt, _ in cells],
  hard=["text_value"], calc=lambda v: sum(1 for x in v if x == "pack of 12"))
reels = [r[1] for r in M.ET_ITEMS if r[0] == "Coarse reels"]
cells = [et(c, ET_TRADE) for c in reels]
Q("Average trade price of the coarse reels at Ettrickbridge?", "average", "number",
  sum(num(tt) for tt, _ in cells) / len(cells), "GBP", [e for _, e in cells], raw=[tt for tt, _ in cells],
  conditions=[EXCL], calc=lambda v: sum(v) / len(v))
order = [(et_code("Yarrow 9 ft #5 fly rod"), 1), (et_code("Yarrow 4/5 fly reel"), 1), (et_code("Floating line WF5F"), 2)]
cells = [et(c, ET_TRADE) for c, _ in order]
goods = sum(q * num(tt) for (c, q), (tt, _) in zip(order, cells))
assert M.ET_MIN_ORDER <= goods <= M.ET_FREE_OVER
Q("Trade order for a new stockist: one Yarrow 9 ft #5 rod, one Yarrow 4/5 reel and two WF5F floating lines. Total "
  "before VAT, with carriage if it applies?", "sum", "number", goods + M.ET_CARRIAGE, "GBP",
  [e for _, e in cells] + [note(ET, FN1, "Carriage"), note(ET, FN1, "free on orders over"),
                           note(ET, FN1, "Minimum trade order")],
  raw=[tt for tt, _ in cells] + [f"Carriage {M.GBP}{en(M.ET_CARRIAGE)} per order",
                                 f"free on orders over {M.GBP}{en(M.ET_FREE_OVER)}",
                                 f"Minimum trade order {M.GBP}{en(M.ET_MIN_ORDER)}"],
  conditions=[EXCL], hard=["footnote"],
  calc=lambda v: (lambda g: g + (first_num(v[3]) if first_num(v[5]) <= g <= first_num(v[4]) else 0))(
      v[0] + v[1] + 2 * v[2]))
acc = [r[1] for r in M.ET_ITEMS if r[0] == "Clothing and accessories"]
cells = [et(c, ET_RRP) for c in acc]
Q("Which clothing and accessories items have an RRP below \u00a330? Codes please.", "filter_list", "list",
  [c for c in acc if D(ET_ROW[c][7]) < 30], None, [e for _, e in cells], raw=[tt for tt, _ in cells],
  conditions=[EXCL], calc=lambda v: [c for c, x in zip(acc, v) if x < 30])
Q("What's Ettrickbridge's trade price for a remote-control bait boat?", "unanswerable", "none",
  reason="No bait boat (or any electronic item) is in the catalogue.", hard=["absent_entity"],
  probe={"doc": ET, "absent": ["bait boat", "remote"], "present": [r"Hooks and terminal tackle"]})


# ================================================================================== 11 Kvarsnes (NOK 1 000)
KV = M.KV_FILE
KVN = "NOK 1 000"


def kv(label, year, table="t1"):
    v = M.kv_value(label, year, table)
    return sp(v), ev(KV, table, label, str(year))


t, e = kv("Sales revenue", 2025)
Q("What sales revenue did Kvarsnes Sj\u00f8mat report for 2025?", "lookup", "number", num(t, "sp"), "NOK", [e], raw=t,
  scale=1000, scale_note=KVN, hard=["unit_in_header", "locale_number"], calc=lambda v: v[0])
h = M.KV_HARVEST
(t1, e1), (t2, e2) = (sp(h[2][1]), ev(KV, "t2", h[0], "2024")), (sp(h[2][0]), ev(KV, "t2", h[0], "2025"))
Q("Harvest volume growth at Kvarsnes from 2024 to 2025, in %?", "percent_change", "number",
  pct(num(t2, "sp"), num(t1, "sp")), "%", [e1, e2], raw=[t1, t2], tolerance=0.05, hard=["locale_number"],
  calc=lambda v: pct(v[1], v[0]))
t, e = kv(M.KV_FV[0], 2024)
Q("Kvarsnes \u2013 fair value adjustment of biomass in 2024?", "lookup", "number", num(t, "sp"), "NOK", [e], raw=t,
  scale=1000, scale_note=KVN, hard=["unit_in_header", "locale_number"], calc=lambda v: v[0])
(t1, e1), (t2, e2) = kv("Operating profit (EBIT)", 2025), kv("Operating profit (EBIT)", 2024)
Q("By how much did Kvarsnes's operating profit (EBIT) increase from 2024 to 2025?", "difference", "number",
  num(t1, "sp") - num(t2, "sp"), "NOK", [e1, e2], raw=[t1, t2], scale=1000, scale_note=KVN,
  hard=["unit_in_header", "locale_number", "total_row"], calc=lambda v: v[0] - v[1])
t, e = kv("Profit for the year", 2025)
Q("Kvarsnes profit for the year 2025 \u2013 answer in NOK millions, one decimal.", "lookup", "number",
  rnd(num(t, "sp") / 1000, 1), "NOK", [e], raw=t, scale=1000000, decimals=1, scale_note=KVN,
  hard=["unit_in_header", "locale_number", "scale_normalization", "total_row"],
  calc=lambda v: rnd(v[0] / 1000, 1))
t, e = kv("Total assets", 2024, "t3")
Q("What were Kvarsnes Sj\u00f8mat's total assets at 31 December 2024?", "lookup", "number", num(t, "sp"), "NOK", [e],
  raw=t, scale=1000, scale_note=KVN, hard=["unit_in_header", "locale_number", "total_row"], calc=lambda v: v[0])
t = sp(M.kv_per_kg()[1], 2)
e = ev(KV, "t2", "Sales revenue per kg harvested", "2024")
Q("Sales revenue per kilo harvested in 2024 (NOK)?", "lookup", "number", num(t, "sp"), "NOK", [e], raw=t,
  scale_note="per kg", hard=["locale_number"], calc=lambda v: v[0])
Q("What dividend per share did Kvarsnes Sj\u00f8mat pay for 2025?", "unanswerable", "none",
  reason="The extract has no dividend or per-share figures.", hard=["missing_row"],
  probe={"doc": KV, "absent": ["dividend", "per share"], "present": [r"Profit for the year"]})


# ================================================================================== 12 Lostwithiel (GBP 000)
LP = M.LP_FILE
LPN = "\u00a3'000"


def lp(label, c, table="t1"):
    return M.brk(M.lp_value(label, c, table)), ev(LP, table, label, c)


t, e = lp("Box office", "H1 2025", "t2")
Q("Lostwithiel Picturehouses' box office revenue for H1 2025?", "lookup", "number", num(t), "GBP", [e], raw=t,
  scale=1000, scale_note=LPN, hard=["unit_in_header"], calc=lambda v: v[0])
a = M.LP_ADMISSIONS
(t1, e1), (t2, e2) = (en(a[1][1], 0), ev(LP, "t3", a[0], "H1 2024")), (en(a[1][0], 0), ev(LP, "t3", a[0], "H1 2025"))
Q("Admissions growth, H1 2025 on H1 2024, in percent.", "percent_change", "number", pct(num(t2), num(t1)), "%",
  [e1, e2], raw=[t1, t2], tolerance=0.05, calc=lambda v: pct(v[1], v[0]))
t, e = lp("Staff costs", "FY 2024")
Q("What did staff costs come to for the full year 2024?", "lookup", "number", num(t), "GBP", [e], raw=t, scale=1000,
  scale_note=LPN, accept_abs=True, hard=["unit_in_header", "negative_parentheses"], calc=lambda v: v[0])
(t1, e1), (t2, e2) = lp("Operating profit", "H1 2025"), lp("Operating profit", "H1 2024")
Q("By how much did operating profit improve between H1 2024 and H1 2025?", "difference", "number",
  num(t1) - num(t2), "GBP", [e1, e2], raw=[t1, t2], scale=1000, scale_note=LPN,
  hard=["unit_in_header", "total_row"], calc=lambda v: v[0] - v[1])
t, e = lp("Revenue", "H1 2025")
Q("Group revenue for the first half of 2025 \u2013 give it in \u00a3 millions to one decimal.", "lookup", "number",
  rnd(num(t) / 1000, 1), "GBP", [e], raw=t, scale=1000000, decimals=1, scale_note=LPN,
  hard=["unit_in_header", "scale_normalization", "total_row"], calc=lambda v: rnd(v[0] / 1000, 1))
others = [lab for lab, _ in M.LP_STREAMS if lab != "Box office"]
cells = [lp(lab, "FY 2024", "t2") for lab in others]
top = max(others, key=lambda lab: M.lp_value(lab, "FY 2024", "t2"))
Q("Apart from box office, what was the group's biggest revenue stream in FY 2024?", "argmax", "text", top, None,
  [e for _, e in cells], raw=[tt for tt, _ in cells], aliases=["Food and drink", "F&B", "food & beverage"],
  calc=lambda v: others[max(range(len(v)), key=lambda k: v[k])])
ops = dict(M.lp_ops())
atp = f"Average ticket price ({M.GBP})"
(t1, e1), (t2, e2) = (ops[atp][0], ev(LP, "t3", atp, "H1 2025")), (ops[atp][2], ev(LP, "t3", atp, "FY 2024"))
assert num(t1) != num(t2)
Q("Was the average ticket price higher in H1 2025 or across FY 2024?", "compare_two", "text",
  "H1 2025" if num(t1) > num(t2) else "FY 2024", None, [e1, e2], raw=[t1, t2],
  aliases=["the first half of 2025", "H1 2025 (six months to 30 June 2025)"],
  calc=lambda v: "H1 2025" if v[0] > v[1] else "FY 2024")
Q("How much revenue did Lostwithiel Picturehouses make from online streaming rentals in H1 2025?", "unanswerable",
  "none", reason="Revenue streams are box office, food and beverage, membership, screen advertising and private hire; "
  "no streaming revenue is reported.", hard=["absent_entity"],
  probe={"doc": LP, "absent": ["streaming", "online", "rental"], "present": [r"Screen advertising"]})


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
        if fmt_of(d.file) != "en":
            hc.add("locale_number")
        if d.lang != qlang and d.lang != "en":
            hc.add("cross_lingual")
        if t is not None and len(t.pages) > 1 and e["page"] > min(t.pages) and not is_note:
            hc.add("multi_page")
        if e["row"].startswith(("footnote", "note")):
            hc.add("footnote")
        if e["row"].split(" > ")[-1].startswith("Total") and not is_note:
            hc.add("total_row")
    if any(x in rec["answer"].get("conditions", []) for x in (EXCL, INCL)):
        hc.add("vat_condition")
    if any(x.startswith("(") for x in (rec["answer"].get("raw") or "").split(" | ")):
        hc.add("negative_parentheses")
    if not any(DOCS[e["doc"]].lang != "en" for e in rec["evidence"]) and not (
            rec["answer"]["kind"] == "none" and qlang != "en"):
        hc.discard("cross_lingual")
    if not any(fmt_of(e["doc"]) != "en" for e in rec["evidence"]):
        hc.discard("locale_number")
    return sorted(hc)


def parse_raws(q, rec):
    """The values of a question's raw pieces, each parsed in the number format of the document it cites."""
    evs = rec["evidence"]
    out = []
    for i, t in enumerate(q["raws"]):
        e = evs[i] if len(evs) == len(q["raws"]) else evs[0]
        out.append(num(t, fmt_of(e["doc"])))
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
