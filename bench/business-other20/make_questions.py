"""business-other20: questions.jsonl, every gold computed from make_docs' data.

    /work/main/.venv/bin/python bench/business-other20/make_questions.py [OUT]

Each answered question keeps (in memory) `calc`, a function that recomputes the gold from the values parsed out of
its printed `raw` texts; build() asserts it here and check.py asserts it again after finding every raw text on its
evidence page of the PDF. Unanswerables keep a `probe` (texts that must be absent from the document, patterns that
must be present) for check.py.
"""
from __future__ import annotations

import datetime
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

D, rnd, en, it, mn = M.D, M.rnd, M.en, M.it, M.mn
PREFIX, SOURCE = "bo20-", "business-other20"
WORK = Path("/tmp/business-other20work")
DOCS = M.layout(WORK / "qdocs")
LANG = {f: d.lang for f, d in DOCS.items()}
FAMILY = {f: d.family for f, d in DOCS.items()}
NUMFMT = {M.RB_FILE: "it"}          # number format of each document (default "en")
EXCL = "Prices exclude VAT"
INCL = "Prices include VAT at 20 %"
FN1, FN2 = "footnote \u00b9", "footnote \u00b2"
SUPS = (M.SUP1, M.SUP2, M.SUP3)


def fmt_of(doc):
    return NUMFMT.get(doc, "en")


# ================================================================================== printed values
UNIT_WORDS = r"kg|g|h|min|km|mm|bar|L|l|\u20ac"
PATS = {
    "en": r"\d{1,3}(?:,\d{3})*(?:\.\d+)?|\d+(?:\.\d+)?",
    "it": r"\d{1,3}(?:\.\d{3})*(?:,\d+)?|\d+(?:,\d+)?",
}


def num(text: str, fmt: str = "en"):
    """The number in a printed cell text ('1,290.00', '222,00', '(2,512)', '\u22127.4', '5 L'); the text itself if
    it is not a number. An en dash (accounts' nil) is 0."""
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
    if fmt == "it":
        core = core.replace(".", "").replace(",", ".")
    else:
        core = core.replace(",", "")
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


def _dec(s: str) -> Decimal:
    """'1,000' -> 1000 (thousands), '0,50' -> 0.50 (decimal comma), '0.5' -> 0.5."""
    if re.fullmatch(r"\d{1,3}(?:,\d{3})+", s):
        return D(s.replace(",", ""))
    return D(s.replace(",", "."))


def litres_of(text) -> Decimal:
    """Litres in a printed pack: 'latta 5 l' -> 5, 'bottiglia 0,50 l' -> 0.50, '12 × 1 L glass' -> 12,
    '2 × 10 L bag-in-box' -> 20, 'carton 12 × 0.5 L' -> 6, 'IBC 1,000 L' -> 1000."""
    t = str(text)
    m = re.search(r"(\d+)\s*\u00d7\s*(\d+(?:[.,]\d+)?)\s*[lL]\b", t)
    if m:
        return D(m.group(1)) * _dec(m.group(2))
    m = re.search(r"(\d{1,3}(?:,\d{3})+|\d+(?:[.,]\d+)?)\s*[lL]\b", t)
    return _dec(m.group(1))


def count_in(text) -> int:
    """'box of 5 reams' -> 5; 'per trip, up to 4 people' -> 4."""
    m = re.search(r"(?:box of|up to) (\d+)", str(text))
    return int(m.group(1))


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
    """Evidence for a footnote or note printed with a table; `words` is a phrase of it (checked)."""
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


def cw(pairs):
    """[(text, evidence)] -> the evidence and raw keywords of Q."""
    return {"evidence": [e for _, e in pairs], "raw": [t for t, _ in pairs]}


# ================================================================================== 1 Roccalbegna (it)
RB = M.RB_FILE
RB_ROW = {r[1]: r for r in M.RB_ITEMS}


def rb(code, cartons):
    i = M.band_of(M.RB_BOUNDS, cartons)
    return it(D(RB_ROW[code][6][i])), ev(RB, "t1", code, col(M.RB_HEAD, M.RB_TIERS[i]))


def rb_fmt(code):
    return RB_ROW[code][3], ev(RB, "t1", code, "Formato")


def rb_pcs(code):
    return str(RB_ROW[code][4]), ev(RB, "t1", code, "Pezzi per cartone")


def rb_ship(zone, cartons):
    i = M.band_of(M.RB_SHIP_BOUNDS, cartons)
    z = next(x for x in M.RB_ZONES if x[0] == zone)
    return it(D(z[2][i])), ev(RB, "t2", zone, col(M.RB_SHIP_HEAD, M.RB_SHIP_TIERS[i]))


t, e = rb("RB-02", 30)
Q("Roccalbegna \u2013 what's the price per carton of the IGP Toscano in 0.50 l bottles if we order 30 cartons?",
  "range_lookup", "number", num(t, "it"), "EUR", [e], raw=t, scale_note="per carton of 12 \u00d7 0,50 l",
  conditions=[EXCL], hard=["range_match", "unit_in_header"], calc=lambda v: v[0])

t, e = rb("RB-04", 60)
Q("Quanto costa un cartone di latte da 5 litri di IGP Toscano se ne ordiniamo 60 cartoni?", "range_lookup", "number",
  num(t, "it"), "EUR", [e], raw=t, scale_note="per cartone (4 latte da 5 l)", conditions=[EXCL],
  hard=["range_match", "unit_in_header"], calc=lambda v: v[0], qlang="it")

(t1, e1), (t2, e2) = rb("RB-01", 12), rb("RB-31", 4)
goods = 12 * num(t1, "it") + 4 * num(t2, "it")
assert 12 + 4 < M.RB_FREE_CARTONS and 12 + 4 >= M.RB_MIN_CARTONS
Q("Order for our deli in Florence: 12 cartons of Roccalbegna's IGP Toscano in 0.75 l bottles and 4 cartons of the "
  "lemon condiment. What's the total before IVA, including any transport charge?", "sum", "number",
  goods + M.RB_SMALL_FREIGHT, "EUR",
  [e1, e2, note(RB, FN1, "contributo trasporto"), note(RB, FN1, "sotto i 20 cartoni")],
  raw=[t1, t2, f"contributo trasporto di {it(M.RB_SMALL_FREIGHT)} {M.EUR}", f"sotto i {M.RB_FREE_CARTONS} cartoni"],
  conditions=[EXCL], hard=["range_match", "footnote"],
  calc=lambda v: 12 * v[0] + 4 * v[1] + (first_num(v[2]) if 16 < first_num(v[3]) else 0))

(t1, e1), (t2, e2), (t3, e3) = rb("RB-11", 15), rb_pcs("RB-11"), rb_fmt("RB-11")
Q("Per litre, what does Roccalbegna's organic Olivastra Seggianese monocultivar cost at the 10\u201349 carton rate? "
  "Two decimals.", "range_lookup", "number", rnd(num(t1, "it") / (num(t2, "it") * litres_of(t3))), "EUR",
  [e1, e2, e3], raw=[t1, t2, t3], decimals=2, scale_note="per litre", conditions=[EXCL],
  hard=["scale_normalization"], calc=lambda v: rnd(v[0] / (v[1] * litres_of(v[2]))))

(t1, e1), (t2, e2) = rb("RB-22", 25), rb_ship("Zona 1", 25)
tz, ez = M.RB_ZONES[0][1], ev(RB, "t2", "Zona 1", "Paesi")
assert "Germania" in tz
Q("We're a shop in Munich and want 25 cartons of Roccalbegna's 100 % Italian oil in 5 l tins. Goods plus shipping, "
  "ex VAT?", "sum", "number", 25 * (num(t1, "it") + num(t2, "it")), "EUR", [e1, e2, ez], raw=[t1, t2, tz],
  conditions=[EXCL], hard=["range_match", "synonym"], calc=lambda v: 25 * (v[0] + v[1]))

Q("What would Roccalbegna charge per carton to ship 30 cartons to Oslo?", "unanswerable", "none",
  reason="Norway is in none of the three shipping zones; countries not listed are quoted on request.",
  hard=["absent_entity"], probe={"doc": RB, "absent": ["Norvegia", "Oslo", "Norway"],
                                 "present": [r"Paesi non elencati: preventivo su richiesta"]})

codes = [r[1] for r in M.RB_ITEMS]
pairs = [rb_fmt(c) for c in codes]
Q("Which Roccalbegna items are packed in 5-litre tins? Just the codes.", "filter_list", "list",
  [c for c in codes if RB_ROW[c][3] == "latta 5 l"], None, **cw(pairs), conditions=[EXCL],
  hard=["text_value", "synonym"], calc=lambda v: [c for c, x in zip(codes, v) if x == "latta 5 l"])

t, e = rb("RB-32", 50)
Q("Prezzo a cartone del condimento al peperoncino nella colonna da 50 cartoni?", "lookup_header_path", "number",
  num(t, "it"), "EUR", [e], raw=t, scale_note="per cartone (12 \u00d7 0,25 l)", conditions=[EXCL],
  hard=["unit_in_header"], calc=lambda v: v[0], qlang="it")

(t1, e1), (t2, e2) = rb("RB-22", 5), rb("RB-13", 5)
Q("On the 1\u20139 carton rate, how much dearer in percent is Roccalbegna's organic 5 l tin than its 100 % Italian "
  "5 l tin?", "percent_change", "number", pct(num(t2, "it"), num(t1, "it")), "%", [e1, e2], raw=[t1, t2],
  tolerance=0.05, conditions=[EXCL], calc=lambda v: pct(v[1], v[0]))

igp = [r[1] for r in M.RB_ITEMS if r[0] == "Extravergine IGP Toscano"]
evs, raws = [], []
for c in igp:
    for tt, ee in (rb(c, 50), rb_pcs(c), rb_fmt(c)):
        evs.append(ee)
        raws.append(tt)
per_l = {c: D(RB_ROW[c][6][2]) / (RB_ROW[c][4] * D(RB_ROW[c][5])) for c in igp}
best = min(per_l, key=per_l.get)
assert best == "RB-04" and len(set(per_l.values())) == len(igp)
Q("Within the IGP Toscano range, which format works out cheapest per litre at 50 cartons or more?", "argmin", "text",
  best, None, evs, raw=raws, aliases=["latta 5 l", "5 l tin", "the 5 l tin", "5 litre tin", "IGP Toscano latta 5 l"],
  conditions=[EXCL], hard=["scale_normalization"],
  calc=lambda v: min(igp, key=lambda c: v[3 * igp.index(c)] / (v[3 * igp.index(c) + 1] *
                                                               litres_of(v[3 * igp.index(c) + 2]))))


# ================================================================================== 2 Meligalas (EUR / USD)
MA = M.MA_FILE
MA_ROW = {r[0]: r for r in M.MA_ITEMS}


def ma(code, cartons, cur):
    i = M.band_of(M.MA_BOUNDS, cartons)
    j = {"EUR": 0, "USD": 1}[cur]
    return MA_ROW[code][4 + j][i], ev(MA, "t1", code, col(M.MA_CUR[j], M.MA_TIERS[i]))


def ma_carton(code):
    return MA_ROW[code][2], ev(MA, "t1", code, "Carton")


def ma_pallet(code):
    return str(MA_ROW[code][3]), ev(MA, "t1", code, "Cartons per pallet")


def ma_freight(dest, pallets):
    i = M.band_of(M.MA_FREIGHT_BOUNDS, pallets)
    return dict(M.MA_FREIGHT)[dest][i], ev(MA, "t2", dest, col(M.MA_FREIGHT_HEAD, M.MA_FREIGHT_TIERS[i]))


t, e = ma("MA-106", 80, "USD")
Q("Meligalas, invoiced in dollars: what's the per-carton price for 80 cartons of the extra virgin in 4 \u00d7 5 L "
  "tins?", "range_lookup", "number", num(t), "USD", [e], raw=t, scale_note="per carton (4 \u00d7 5 L)",
  conditions=[EXCL], hard=["range_match", "unit_in_header"], calc=lambda v: v[0])

t, e = ma("MA-104", 250, "EUR")
Q("meligalas early harvest koroneiki, 250 cartons, eur per carton", "range_lookup", "number",
  num(t), "EUR", [e], raw=t, scale_note="per carton (12 \u00d7 0.25 L)", conditions=[EXCL],
  hard=["range_match", "unit_in_header"], calc=lambda v: v[0])

(t1, e1), (t2, e2) = ma("MA-101", 200, "EUR"), ma_carton("MA-101")
Q("What does the Kalamata PDO in 1 L bottles work out at per litre on Meligalas's 200 cartons + euro rate?",
  "lookup_header_path", "number", rnd(num(t1) / litres_of(t2)), "EUR", [e1, e2], raw=[t1, t2], decimals=2,
  scale_note="per litre", conditions=[EXCL], hard=["scale_normalization"],
  calc=lambda v: rnd(v[0] / litres_of(v[1])))

tp, ep = ma_pallet("MA-106")
n_ct = 2 * MA_ROW["MA-106"][3]
(t1, e1), (t2, e2) = ma("MA-106", n_ct, "EUR"), ma_freight("Rotterdam (NL)", 2)
Q("Could you price two full pallets of Meligalas's extra virgin in 5 L tins (MA-106), shipped to Rotterdam? "
  "Goods plus freight, in EUR.", "sum", "number", n_ct * num(t1) + 2 * num(t2), "EUR", [e1, ep, e2], raw=[t1, tp, t2],
  conditions=[EXCL], hard=["range_match", "unit_in_header"], calc=lambda v: 2 * v[1] * v[0] + 2 * v[2])

(t1, e1), (t2, e2) = ma("MA-106", 60, "USD"), ma("MA-107", 60, "USD")
(c1, f1), (c2, f2) = ma_carton("MA-106"), ma_carton("MA-107")
assert num(t2) / litres_of(c2) < num(t1) / litres_of(c1)
Q("Invoicing in USD, 60 cartons either way: per litre, is Meligalas's 5 L tin or its 2 \u00d7 10 L bag-in-box the "
  "cheaper buy?", "compare_two", "text", "MA-107", None, [e1, f1, e2, f2], raw=[t1, c1, t2, c2],
  aliases=["bag-in-box", "the bag-in-box", "2 \u00d7 10 L bag-in-box", "the 2 \u00d7 10 L bag-in-box",
           "10 L bag-in-box"], conditions=[EXCL], hard=["range_match", "scale_normalization"],
  calc=lambda v: "MA-107" if v[2] / litres_of(v[3]) < v[0] / litres_of(v[1]) else "MA-106")

dests = [d for d, _ in M.MA_FREIGHT]
pairs = [ma_freight(d, 1) for d in dests]
lo = min(dests, key=lambda d: D(dict(M.MA_FREIGHT)[d][0]))
Q("Meligalas ship from Kalamata. If we only send one pallet, which of their listed destinations has the cheapest "
  "freight?", "argmin", "text", lo, None, **cw(pairs),
  aliases=["Rotterdam", "Rotterdam, NL", "Rotterdam, Netherlands"], conditions=[EXCL], hard=["range_match"],
  calc=lambda v: dests[min(range(len(v)), key=lambda k: v[k])])

Q("What's Meligalas's price in pounds sterling for a carton of the 6 \u00d7 0.75 L Kalamata PDO?", "unanswerable",
  "none", reason="Prices are given in EUR and USD only; there is no sterling price.", hard=["absent_entity"],
  probe={"doc": MA, "absent": ["GBP", "\u00a3", "sterling"], "present": [r"USD per carton", r"EUR per carton"]})


# ================================================================================== 3 Brtonigla (per litre)
BR = M.BR_FILE
BR_ROW = {r[1]: r for r in M.BR_ITEMS}


def br(code, litres):
    i = M.band_of(M.BR_BOUNDS, litres)
    return BR_ROW[code][5][i], ev(BR, "t1", code, col(M.BR_HEAD, M.BR_TIERS[i]))


def br_cont(code):
    return BR_ROW[code][3], ev(BR, "t1", code, "Container")


t, e = br("BR-202", 300)
Q("Brtonigla's Istarska bjelica in 5 L bag-in-box: price per litre for 300 litres?", "range_lookup", "number",
  num(t), "EUR", [e], raw=t, scale_note="per litre", conditions=[EXCL], hard=["range_match", "unit_in_header"],
  calc=lambda v: v[0])

(tc, ec) = br_cont("BR-102")
t, e = br("BR-102", 30 * litres_of(tc))
Q("What does one 5 L tin of Brtonigla's Istria PDO blend cost if we order 30 tins?", "range_lookup", "number",
  num(t) * litres_of(tc), "EUR", [e, ec], raw=[t, tc], conditions=[EXCL],
  hard=["range_match", "scale_normalization"], calc=lambda v: v[0] * litres_of(v[1]))

(tc, ec) = br_cont("BR-303")
t, e = br("BR-303", litres_of(tc))
Q("One IBC of Brtonigla's food-service extra virgin, delivered to us in Slovenia. What's the invoice before VAT, "
  "deposit included?", "sum", "number", litres_of(tc) * num(t) + M.BR_IBC_DEPOSIT + M.BR_PALLET_DELIVERY, "EUR",
  [e, ec, note(BR, FN1, "Deposit on an IBC"), note(BR, FN1, "Delivery within the EU")],
  raw=[t, tc, f"Deposit on an IBC {M.EUR}{en(M.BR_IBC_DEPOSIT)}",
       f"Delivery within the EU {M.EUR}{en(M.BR_PALLET_DELIVERY)} per pallet"],
  conditions=[EXCL], hard=["footnote", "range_match"],
  calc=lambda v: litres_of(v[1]) * v[0] + first_num(v[2]) + first_num(v[3]))

(tc, ec) = br_cont("BR-103")
t, e = br("BR-103", 40 * litres_of(tc))
Q("Brtonigla BR-103, 40 cartons of 12 \u00d7 0.5 L: what's that per carton?", "range_lookup", "number",
  num(t) * litres_of(tc), "EUR", [e, ec], raw=[t, tc], decimals=2, conditions=[EXCL],
  hard=["range_match", "scale_normalization"], calc=lambda v: v[0] * litres_of(v[1]))

Q("What's Brtonigla's per-litre price for the IBC if we only want 600 litres of it?", "unanswerable", "none",
  reason="The IBC holds 1,000 L and containers are sold whole only; the IBC is not sold in the 200\u2013999 L band "
  "(\u2014).", hard=["footnote"],
  probe={"doc": BR, "absent": ["IBC 600", "IBC 500", "per 600"],
         "present": [r"containers are sold whole only", r"IBC 1,000 L \u2014 \u2014 8\.70"]})

mono = [r[1] for r in M.BR_ITEMS if r[0] == "Monovarietal extra virgin"]
pairs = [br(c, 150) for c in mono]
lo = min(mono, key=lambda c: D(BR_ROW[c][5][0]))
Q("Cheapest of Brtonigla's monovarietal oils per litre for a small order (under 200 L)?", "argmin", "text", lo, None,
  **cw(pairs), aliases=["Leccino", "Leccino bag-in-box 5 L", "Leccino 5 L"], conditions=[EXCL],
  hard=["range_match"], calc=lambda v: mono[min(range(len(v)), key=lambda k: v[k])])

(tc, ec) = br_cont("BR-301")
lit = 120 * litres_of(tc)
t, e = br("BR-301", lit)
assert lit <= M.BR_PALLET_L
Q("120 five-litre tins of Brtonigla's food-service extra virgin, delivered in the EU. Total ex VAT, please.", "sum",
  "number", lit * num(t) + M.BR_PALLET_DELIVERY * math.ceil(lit / M.BR_PALLET_L), "EUR",
  [e, ec, note(BR, FN1, "Delivery within the EU"), note(BR, FN1, "a pallet holds up to")],
  raw=[t, tc, f"Delivery within the EU {M.EUR}{en(M.BR_PALLET_DELIVERY)} per pallet",
       f"a pallet holds up to {M.BR_PALLET_L} L"], conditions=[EXCL], hard=["range_match", "footnote"],
  calc=lambda v: 120 * litres_of(v[1]) * v[0] + first_num(v[2]) * math.ceil(120 * litres_of(v[1]) / first_num(v[3])))


# ================================================================================== cross-document: olive oil (EUR)
SUP = ["Roccalbegna", "Meligalas", "Brtonigla"]
ALIASES = {"Roccalbegna": ["Frantoio Roccalbegna S.r.l.", "Frantoio Roccalbegna", "Roccalbegna S.r.l."],
           "Meligalas": ["Meligalas Agricultural Cooperative", "Meligalas Cooperative", "Meligalas co-op"],
           "Brtonigla": ["Brtonigla Olive Estates d.o.o.", "Brtonigla Olive Estates"]}
TIN = {"Roccalbegna": "RB-22", "Meligalas": "MA-106", "Brtonigla": "BR-301"}      # standard extra virgin, 5 L tins


def tin_offer(sup, tins):
    """Evidence, raws, goods total and litres for `tins` 5 L tins of each supplier's standard extra virgin."""
    code = TIN[sup]
    if sup == "Roccalbegna":
        (t, e), (tp, ep), (tf, ef) = rb(code, tins // 4), rb_pcs(code), rb_fmt(code)
        return [e, ep, ef], [t, tp, tf], tins // 4 * num(t, "it"), tins // 4 * int(tp) * litres_of(tf)
    if sup == "Meligalas":
        (t, e), (tc, ec) = ma(code, tins // 4, "EUR"), ma_carton(code)
        return [e, ec], [t, tc], tins // 4 * num(t), tins // 4 * litres_of(tc)
    lit = tins * litres_of(BR_ROW[code][3])
    (t, e), (tc, ec) = br(code, lit), br_cont(code)
    return [e, ec], [t, tc], lit * num(t), lit


def tin_from(v, tins):
    """(goods total, litres) per supplier recomputed from the parsed raws, in tin_offer's order."""
    cart = tins // 4
    r_l = cart * v[1] * litres_of(v[2])
    m_l = cart * litres_of(v[4])
    b_l = tins * litres_of(v[6])
    return ({"Roccalbegna": cart * v[0], "Meligalas": cart * v[3], "Brtonigla": b_l * v[5]},
            {"Roccalbegna": r_l, "Meligalas": m_l, "Brtonigla": b_l})


MIN_NOTES = [(note(RB, FN1, "Ordine minimo"), f"Ordine minimo {M.RB_MIN_CARTONS} cartoni"),
             (note(MA, FN1, "Minimum order"), f"Minimum order {M.MA_MIN_CARTONS} cartons in total"),
             (note(BR, FN1, "Minimum order"), f"Minimum order {M.BR_MIN_L} L")]


def cross_tins(question, what, tins, min_rule=False, hard=()):
    assert tins % 4 == 0
    evs, raws, tot, lit = [], [], {}, {}
    for s in SUP:
        e, r, g, l_ = tin_offer(s, tins)
        evs += e
        raws += r
        tot[s], lit[s] = g, l_
    if min_rule:
        for e, r in MIN_NOTES:
            evs.append(e)
            raws.append(r)
    mins = {"Roccalbegna": ("cartons", M.RB_MIN_CARTONS), "Meligalas": ("cartons", M.MA_MIN_CARTONS),
            "Brtonigla": ("litres", M.BR_MIN_L)}
    ok = [s for s in SUP if not min_rule or
          (tins // 4 if mins[s][0] == "cartons" else lit[s]) >= mins[s][1]]
    if not min_rule:
        assert tins // 4 >= M.MA_MIN_CARTONS and tins // 4 >= M.RB_MIN_CARTONS and tins * 5 >= M.BR_MIN_L
    per_l = {s: tot[s] / lit[s] for s in ok}
    tot_ok = {s: tot[s] for s in ok}
    assert len(set(tot_ok.values())) == len(ok)

    def T(v):
        g, li = tin_from(v, tins)
        if min_rule:
            mr, mm, mb = (first_num(v[7]), first_num(v[8]), first_num(v[9]))
            keep = {"Roccalbegna": tins // 4 >= mr, "Meligalas": tins // 4 >= mm, "Brtonigla": li["Brtonigla"] >= mb}
            g = {s: x for s, x in g.items() if keep[s]}
        return g, {s: g[s] / li[s] for s in g}
    base = dict(evidence=evs, raw=raws, conditions=[EXCL],
                hard=["range_match", "scale_normalization", "cross_lingual", "locale_number", *hard])
    if what == "cheapest_total":
        w = min(tot_ok, key=tot_ok.get)
        Q(question, "cross_document", "text", w, None, aliases=ALIASES[w],
          calc=lambda v: min(T(v)[0], key=T(v)[0].get), **base)
    elif what == "lowest_total":
        w = min(tot_ok, key=tot_ok.get)
        Q(question, "cross_document", "number", tot_ok[w], "EUR", calc=lambda v: min(T(v)[0].values()), **base)
    elif what == "cheapest_per_l":
        w = min(per_l, key=per_l.get)
        Q(question, "cross_document", "text", w, None, aliases=ALIASES[w],
          calc=lambda v: min(T(v)[1], key=T(v)[1].get), **base)
    return tot, per_l, ok


tot, per_l, ok = cross_tins("We need 40 five-litre tins (10 cartons) of everyday extra virgin olive oil. Taking each "
                            "supplier's minimum order into account, who is cheapest \u2013 Roccalbegna, Meligalas or "
                            "Brtonigla? Goods only, euro.", "cheapest_total", 40, min_rule=True, hard=["footnote"])
assert min(tot, key=tot.get) == "Meligalas" and "Meligalas" not in ok                 # cheapest, but below its minimum
assert min({s: tot[s] for s in ok}, key=lambda s: tot[s]) == "Roccalbegna"
tot, per_l, ok = cross_tins("Lowest goods total, in EUR, for 120 tins of standard extra virgin (5 L) across the "
                            "three olive-oil suppliers?", "lowest_total", 120)
assert min(tot, key=tot.get) == "Meligalas"
tot, per_l, ok = cross_tins("800 tins of 5 L extra virgin for a restaurant group's annual contract: which of the "
                            "three suppliers comes out cheapest per litre?", "cheapest_per_l", 800)
assert min(per_l, key=per_l.get) == "Meligalas"
tot, per_l, ok = cross_tins("For 1,000 litres of standard extra virgin in 5 L tins, which supplier gives the lowest "
                            "goods total: Roccalbegna, Meligalas or Brtonigla?", "cheapest_total", 200)
assert min(tot, key=tot.get) == "Brtonigla"

# premium oil in half-litre bottles, 24 cartons of 12 x 0.5 L: dearest per litre
(r1, q1), (r2, q2), (r3, q3) = rb("RB-02", 24), rb_pcs("RB-02"), rb_fmt("RB-02")
(m1, n1), (m2, n2) = ma("MA-103", 24, "EUR"), ma_carton("MA-103")
bc, be = br_cont("BR-103")
b1, c1 = br("BR-103", 24 * litres_of(bc))
prem = {"Roccalbegna": num(r1, "it") / (int(r2) * litres_of(r3)), "Meligalas": num(m1) / litres_of(m2),
        "Brtonigla": num(b1)}
top = max(prem, key=prem.get)
assert top == "Brtonigla" and len(set(prem.values())) == 3
Q("Premium oil in half-litre bottles, 24 cartons of 12 \u00d7 0.5 L: which is dearest per litre \u2013 Roccalbegna's "
  "IGP Toscano, Meligalas's Kalamata PDO or Brtonigla's Istria PDO?", "cross_document", "text", top, None,
  [q1, q2, q3, n1, n2, c1, be], raw=[r1, r2, r3, m1, m2, b1, bc], aliases=ALIASES[top], conditions=[EXCL],
  hard=["range_match", "scale_normalization", "cross_lingual", "locale_number"],
  calc=lambda v: max({"Roccalbegna": v[0] / (v[1] * litres_of(v[2])), "Meligalas": v[3] / litres_of(v[4]),
                      "Brtonigla": v[5]}.items(), key=lambda kv: kv[1])[0])

# organic 5 L tins, 50 cartons
(t1, e1), (t2, e2) = rb("RB-13", 50), ma("MA-105", 50, "EUR")
assert num(t1, "it") > num(t2)
Q("Organic extra virgin in 5 L tins, 50 cartons: how much more would Roccalbegna's come to than Meligalas's, in "
  "total?", "cross_document", "number", 50 * (num(t1, "it") - num(t2)), "EUR", [e1, e2], raw=[t1, t2],
  conditions=[EXCL], hard=["range_match", "cross_lingual", "locale_number"], calc=lambda v: 50 * (v[0] - v[1]))

# bag-in-box, 1,000 L: Meligalas 2 x 10 L cartons against Brtonigla 20 L
(bc, be) = br_cont("BR-302")
(t1, e1) = br("BR-302", 1000)
(mc, me) = ma_carton("MA-107")
(t2, e2) = ma("MA-107", int(1000 / litres_of(mc)), "EUR")
diff = num(t2) / litres_of(mc) - num(t1)
assert diff > 0
Q("Bag-in-box for our kitchens, 1,000 L in total: Brtonigla's 20 L bag-in-box or Meligalas's 2 \u00d7 10 L cartons. "
  "What's the difference per litre in euro? Round to the cent.", "cross_document", "number", diff, "EUR", [e1, be, e2, me],
  raw=[t1, bc, t2, mc], accept_abs=True, decimals=2, conditions=[EXCL],
  hard=["range_match", "scale_normalization"], calc=lambda v: v[2] / litres_of(v[3]) - v[0])

# pasted context: 20 cartons of 0.75 L PDO / IGP, per bottle
(r1, q1), (r2, q2) = rb("RB-01", 20), rb_pcs("RB-01")
(m1, n1), (m2, n2) = ma("MA-102", 20, "EUR"), ma_carton("MA-102")
per_b = {"Roccalbegna": num(r1, "it") / int(r2), "Meligalas": num(m1) / int(re.match(r"\d+", m2).group(0))}
w = min(per_b, key=per_b.get)
assert w == "Meligalas" and 20 >= M.MA_MIN_CARTONS
Q("From our buyer: \"need 20 cartons of 0.75 l PDO/IGP bottles for the spring promotion\". Per bottle, which is "
  "cheaper \u2013 Roccalbegna's IGP Toscano or Meligalas's Kalamata PDO?", "cross_document", "text", w, None,
  [q1, q2, n1, n2], raw=[r1, r2, m1, m2], aliases=ALIASES[w], conditions=[EXCL],
  hard=["range_match", "scale_normalization", "cross_lingual", "locale_number"],
  calc=lambda v: "Meligalas" if v[2] / int(re.match(r"\d+", v[3]).group(0)) < v[0] / v[1] else "Roccalbegna")


# ================================================================================== 4 Ravenstonedale (wedding packages)
RP = M.RP_FILE


def rp_col(pack):
    g = next(g for g, ps in M.RP_GROUPS if pack in ps)
    return col(g, pack)


def rp_day(date):
    """The price row for a wedding date (none of the dates used is a bank holiday)."""
    wd = date.weekday()
    return M.RP_DAYS[2] if wd == 5 else M.RP_DAYS[1] if wd in (4, 6) else M.RP_DAYS[0]


def rp_price(pack, day):
    return M.RP_PRICES[M.RP_DAYS.index(day)][M.RP_PACKS.index(pack)], ev(RP, "t1", day, rp_col(pack))


def rp_row(label, pack, table=M.RP_INCL):
    return dict(table)[label][M.RP_PACKS.index(pack)], ev(RP, "t1", label, rp_col(pack))


def rp_cover(label, pack):
    x = dict(M.RP_COVER)[label][M.RP_PACKS.index(pack)]
    return (M.TICK if x else M.CROSS), ev(RP, "t1", label, rp_col(pack))


def rp_addon(item):
    return dict(M.RP_ADDONS)[item], ev(RP, "t2", item, f"Price ({M.GBP})")


t, e = rp_price("Full day + film", M.RP_DAYS[2])
Q("Ravenstonedale Photography \u2013 how much is the Full day + film package on a Saturday?", "lookup_header_path",
  "number", num(t), "GBP", [e], raw=t, scale_note="per wedding", conditions=[INCL], hard=["unit_in_header"],
  calc=lambda v: v[0])

day = datetime.date(2026, 12, 11)
assert day.strftime("%A") == "Friday" and day.month in (11, 12, 1, 2)
(t1, e1), (t2, e2) = rp_price("Half day", rp_day(day)), rp_addon("Extra hour of coverage")
Q("Our wedding is on Friday 11 December 2026. Half-day package plus one extra hour of coverage \u2013 what will we "
  "pay?", "sum", "number", num(t1) * (100 - M.RP_WINTER_OFF) / 100 + num(t2), "GBP",
  [e1, e2, note(RP, FN1, "off the package price"), note(RP, FN1, "add-ons are at full price")],
  raw=[t1, t2, f"{M.RP_WINTER_OFF} % off the package price", "add-ons are at full price"], conditions=[INCL],
  hard=["footnote", "range_match"], calc=lambda v: v[0] * (100 - first_num(v[2])) / 100 + v[1])

day = datetime.date(2026, 8, 15)
assert day.strftime("%A") == "Saturday"
miles = 85
(t1, e1), (t2, e2) = rp_price("Full day", rp_day(day)), rp_addon("Parent albums, pair")
Q("Saturday 15 August 2026, Full day package. The venue is 85 miles from the Ravenstonedale studio and we'd like "
  "the parent albums as well. Total?", "sum", "number",
  num(t1) + num(t2) + (miles - M.RP_FREE_MILES) * 2 * M.RP_PER_MILE, "GBP",
  [e1, e2, note(RP, FN1, "a mile each way"), note(RP, FN1, "Travel within")],
  raw=[t1, t2, f"{M.GBP}{en(M.RP_PER_MILE)} a mile each way", f"Travel within {M.RP_FREE_MILES} miles"],
  conditions=[INCL], hard=["footnote", "range_match"],
  calc=lambda v: v[0] + v[1] + (85 - first_num(v[3])) * 2 * first_num(v[2]))

pairs = [rp_cover("Pre-wedding shoot", p) for p in M.RP_PACKS]
Q("Hi! How many of Ravenstonedale's wedding packages come with a pre-wedding shoot included?", "count", "number",
  sum(1 for t, _ in pairs if t == M.TICK), None, **cw(pairs), conditions=[INCL], hard=["text_value"],
  calc=lambda v: sum(1 for x in v if x == M.TICK))

(t1, e1), (t2, e2) = rp_price("Full day", M.RP_DAYS[2]), rp_price("Full day", M.RP_DAYS[0])
Q("Full day photography: how much more does a Saturday cost than a Monday-to-Thursday date?", "difference", "number",
  num(t1) - num(t2), "GBP", [e1, e2], raw=[t1, t2], conditions=[INCL], calc=lambda v: v[0] - v[1])

pairs = [rp_row("Edited images (approx.)", p) for p in M.RP_PACKS]
Q("Which packages give us at least 350 edited images?", "filter_list", "list",
  [p for p in M.RP_PACKS if int(dict(M.RP_INCL)["Edited images (approx.)"][M.RP_PACKS.index(p)]) >= 350], None,
  **cw(pairs), conditions=[INCL], calc=lambda v: [p for p, x in zip(M.RP_PACKS, v) if x >= 350])

Q("What does Ravenstonedale charge for a film-only package, without photography?", "unanswerable", "none",
  reason="Film is only offered with photography (Full day + film); there is no film-only package.",
  hard=["absent_entity"], probe={"doc": RP, "absent": ["film only", "film-only", "videography"],
                                 "present": [r"Full day \+ film"]})


# ================================================================================== 5 Kilkeel (port agency)
KS = M.KS_FILE
KS_SERV = {x[0]: x for x in M.KS_SERVICES}


def ks_fee(gt, c):
    i = M.band_of(M.KS_GT_BOUNDS, gt)
    return M.KS_FEES[i][M.KS_COLS.index(c)], ev(KS, "t1", M.KS_GT[i], c)


def ks_serv(name, c=None):
    c = c or f"Fee ({M.GBP})"
    x = KS_SERV[name]
    return (x[2] if c.startswith("Fee") else x[1]), ev(KS, "t2", name, c)


t, e = ks_fee(2350, M.KS_COLS[0])
Q("Kilkeel Shipping Agency: agency fee for a 2,350 GT general cargo ship coming in to discharge?", "range_lookup",
  "number", num(t), "GBP", [e], raw=t, scale_note="per port call", conditions=[EXCL],
  hard=["range_match", "header_path"], calc=lambda v: v[0])

hours = 5 * 24
t, e = ks_fee(4200, M.KS_COLS[0])
blocks = math.ceil((hours - M.KS_HOURS) / M.KS_HOURS)
fee = num(t) * (1 + D(blocks) * M.KS_EXT_PCT / 100) + M.KS_WEEKEND
Q("4,200 GT bulk carrier arriving on a Sunday to discharge, expected alongside for five days. What will the agency "
  "fee come to, surcharges included? (We'll deal with out-of-hours attendance separately.)", "sum", "number", fee, "GBP",
  [e, note(KS, FN1, "hours alongside"), note(KS, FN1, "of the fee"), note(KS, FN1, "per call")],
  raw=[t, f"up to {M.KS_HOURS} hours alongside", f"add {M.KS_EXT_PCT} % of the fee",
       f"add {M.GBP}{en(M.KS_WEEKEND)} per call"], conditions=[EXCL], hard=["range_match", "footnote"],
  calc=lambda v: v[0] * (1 + math.ceil((120 - first_num(v[1])) / first_num(v[1])) * first_num(v[2]) / 100) +
  first_num(v[3]))

(t1, e1) = ks_serv("Crew change, joining or leaving")
(t2, e2) = ks_serv("Crew transport to Belfast International Airport")
(t3, e3) = ks_serv("Crew transport to Belfast International Airport", "Unit")
Q("Six crew signing off at Kilkeel, all flying home from Belfast International. Crew change fees plus the airport "
  "transport?", "sum", "number", 6 * num(t1) + math.ceil(6 / count_in(t3)) * num(t2), "GBP", [e1, e2, e3],
  raw=[t1, t2, t3], conditions=[EXCL], hard=["scale_normalization"],
  calc=lambda v: 6 * v[0] + math.ceil(6 / count_in(v[2])) * v[1])

(t1, e1), (t2, e2) = ks_fee(3400, M.KS_COLS[2]), ks_fee(3400, M.KS_COLS[0])
assert t1 == M.DASH
Q("What's the agency fee for a 3,400 GT fishing vessel landing its catch?", "range_lookup", "number", num(t2), "GBP",
  [e1, e2, note(KS, FN1, "charged as cargo vessels")], raw=[t1, t2, "charged as cargo vessels"],
  conditions=[EXCL], hard=["range_match", "footnote", "header_path"], calc=lambda v: v[1] if v[0] == M.DASH else v[0])

Q("What does Kilkeel charge for pilotage into the harbour?", "unanswerable", "none",
  reason="Pilotage is charged by the harbour authority and passed on at cost; it is not part of the agent's tariff.",
  hard=["footnote"], probe={"doc": KS, "absent": ["Pilotage (", "pilotage fee", "pilotage, per"],
                            "present": [r"pilotage, towage and light dues are charged by the harbour authority"]})

names = [x[0] for x in M.KS_SERVICES]
pairs = [ks_serv(n) for n in names]
Q("How many of Kilkeel's husbandry services are priced below \u00a360?", "count", "number",
  sum(1 for n in names if D(KS_SERV[n][2]) < 60), None, **cw(pairs), conditions=[EXCL],
  calc=lambda v: sum(1 for x in v if x < 60))


# ================================================================================== 6 Pocklington (gym maintenance)
PG = M.PG_FILE
PG_ROW = {r[0]: r for r in M.PG_PLANS}
PG_W = dict(M.PG_WORK)


def pg_fee(plan, n):
    i = M.band_of(M.PG_BOUNDS, n)
    return PG_ROW[plan][5][i], ev(PG, "t1", plan, col(M.PG_FEE_HEAD, M.PG_TIERS[i]))


def pg_cell(plan, c):
    return PG_ROW[plan][1 + M.PG_COLS.index(c)], ev(PG, "t1", plan, c)


def pg_work(item):
    return PG_W[item], ev(PG, "t2", item, f"Price ({M.GBP})")


t, e = pg_fee("Service Plus", 18)
Q("Pocklington Gym Services \u2013 Service Plus for a hotel gym with 18 machines. What's the fee per machine?",
  "range_lookup", "number", num(t), "GBP", [e], raw=t, scale_note="per machine per year", conditions=[EXCL],
  hard=["range_match", "unit_in_header"], calc=lambda v: v[0])

t, e = pg_fee("Total Care", 24)
Q("Our leisure centre has 24 machines, six of them more than 8 years old. What would a year of Total Care cost?",
  "sum", "number", 18 * num(t) + 6 * num(t) * (100 + M.PG_OLD_PCT) / 100, "GBP",
  [e, note(PG, FN1, "to their fee"), note(PG, FN1, "years old")],
  raw=[t, f"add {M.PG_OLD_PCT} % to their fee", f"Machines more than {M.PG_OLD_YEARS} years old"],
  conditions=[EXCL], hard=["range_match", "footnote"],
  calc=lambda v: 18 * v[0] + 6 * v[0] * (100 + first_num(v[1])) / 100)

t, e = pg_fee("Inspect", 3)
assert 3 * num(t) < M.PG_MIN
Q("Small office gym, just three machines, Inspect plan \u2013 what will the year cost us?", "sum", "number", M.PG_MIN,
  "GBP", [e, note(PG, FN1, "Minimum annual charge")], raw=[t, f"Minimum annual charge {M.GBP}{en(M.PG_MIN)}"],
  conditions=[EXCL], hard=["range_match", "footnote"], calc=lambda v: max(3 * v[0], first_num(v[1])))

plans = [p[0] for p in M.PG_PLANS]
pairs = [pg_cell(p, "Breakdown response (working hours)") for p in plans] + [pg_fee(p, 12) for p in plans]
ok = [p for p in plans if PG_ROW[p][2] != M.DASH and int(PG_ROW[p][2]) <= 24]
best = min(ok, key=lambda p: D(pg_fee(p, 12)[0]))
assert best == "Service Plus"
Q("Our school gym has 12 machines and we need a guaranteed breakdown response within 24 working hours. Which "
  "is the cheapest Pocklington plan that does that?", "argmin", "text", best, None, **cw(pairs), conditions=[EXCL], hard=["range_match"],
  calc=lambda v: min([p for k, p in enumerate(plans) if v[k] != M.DASH and v[k] <= 24],
                     key=lambda p: v[4 + plans.index(p)]))

items = ["Call-out, including the first hour on site", "Each further half hour",
         "Treadmill drive belt, supplied and fitted"]
pairs = [pg_work(i) for i in items]
Q("No plan yet: an engineer came out, spent two hours on site and fitted a new treadmill drive belt. What's the bill "
  "ex VAT?", "sum", "number", num(pairs[0][0]) + 2 * num(pairs[1][0]) + num(pairs[2][0]), "GBP", **cw(pairs),
  conditions=[EXCL], calc=lambda v: v[0] + 2 * v[1] + v[2])


# ================================================================================== 7 Drumshanbo (treatment plants)
DT = M.DT_FILE


def dt_col(plan):
    return clean(M.DT_PLAN_HEADS[M.DT_PLANS.index(plan)])


def dt_fee(plan, pe):
    i = M.band_of(M.DT_BOUNDS, pe)
    return M.DT_FEES[i][M.DT_PLANS.index(plan)], ev(DT, "t1", M.DT_SIZES[i], dt_col(plan))


def dt_cover(item, plan):
    x = dict(M.DT_COVER)[item][M.DT_PLANS.index(plan)]
    return (M.TICK if x else M.CROSS), ev(DT, "t1", item, dt_col(plan))


t, e = dt_fee("Complete", 10)
Q("Drumshanbo Treatment Systems, Complete plan, 10 PE plant: what's the annual fee?", "range_lookup", "number",
  num(t), "EUR", [e], raw=t, scale_note="per year", conditions=[EXCL], hard=["range_match", "unit_in_header"],
  calc=lambda v: v[0])

t, e = dt_fee("Complete Plus", 6)
Q("We'd put our four-bedroom house's plant on Complete Plus. What's the total commitment over the minimum term, ex "
  "VAT?", "sum", "number", M.DT_MIN_YEARS * num(t), "EUR",
  [e, note(DT, FN1, "four-bedroom house"), note(DT, FN2, "minimum term")],
  raw=[t, "a four-bedroom house is 6 PE", f"minimum term of {M.DT_MIN_YEARS} years"], conditions=[EXCL],
  hard=["range_match", "footnote"], calc=lambda v: first_num(v[2]) * v[0])

item = "Effluent sample tested at a laboratory"
pairs = [dt_cover(item, p) for p in M.DT_PLANS] + [dt_fee(p, 5) for p in M.DT_PLANS]
best = min([p for p in M.DT_PLANS if dict(M.DT_COVER)[item][M.DT_PLANS.index(p)]], key=lambda p: D(dt_fee(p, 5)[0]))
assert best == "Complete"
Q("5 PE plant: cheapest Drumshanbo plan that includes a laboratory test of the effluent?", "argmin", "text", best,
  None, **cw(pairs), aliases=["Complete plan"], conditions=[EXCL], hard=["range_match", "text_value"],
  calc=lambda v: min([p for k, p in enumerate(M.DT_PLANS) if v[k] == M.TICK], key=lambda p: v[3 + M.DT_PLANS.index(p)]))

pairs = [dt_cover(i, "Essential") for i, _ in M.DT_COVER]
Q("How many of the items under 'Included' does the Essential plan actually cover?", "count", "number",
  sum(1 for t, _ in pairs if t == M.TICK), None, **cw(pairs), conditions=[EXCL], hard=["text_value"],
  calc=lambda v: sum(1 for x in v if x == M.TICK))

Q("Annual fee on Drumshanbo's Complete plan for a 40 PE guesthouse plant?", "unanswerable", "none",
  reason="Fees are listed up to 30 PE; plants over 30 PE are priced after a site visit.", hard=["footnote"],
  probe={"doc": DT, "absent": ["31\u201350", "31\u201360", "over 30 PE ("],
         "present": [r"Plants over 30 PE are priced after a site visit"]})

t, e = dt_fee("Essential", 12)
Q("12 PE plant on the Essential plan, plus one desludge during the year. What's the year's cost ex VAT?", "sum",
  "number", num(t) + M.DT_DESLUDGE, "EUR", [e, note(DT, FN1, "Desludging outside a plan")],
  raw=[t, f"Desludging outside a plan {M.EUR}{en(M.DT_DESLUDGE)}"], conditions=[EXCL],
  hard=["range_match", "footnote"], calc=lambda v: v[0] + first_num(v[1]))


# ================================================================================== 8 Gargrave (robotic mowers, transposed)
GR = M.GR_FILE


def gr(label, model):
    return M.gr_value(label, model), ev(GR, "t1", label, col(M.GR_GROUP_OF[model], model))


t, e = gr("Mowing time per charge", "GR-3000X")
Q("How long does Gargrave's GR-3000X mow on one charge?", "transposed_lookup", "number", num(t), "min", [e], raw=t,
  hard=["transposed", "unit_in_header"], calc=lambda v: v[0])

t, e = gr("Weight", "GR-2500")
Q("gr-2500 weight kg", "transposed_lookup", "number", num(t), "kg", [e], raw=t, hard=["transposed", "unit_in_header"],
  calc=lambda v: v[0])

wire = M.GR_GROUPS[0][1]
pairs = [gr("Maximum lawn area", m) for m in wire]
top = max(wire, key=lambda m: D(M.gr_value("Maximum lawn area", m).replace(",", "")))
Q("Which of Gargrave's boundary-wire mowers covers the biggest lawn?", "argmax", "text", top, None, **cw(pairs),
  hard=["transposed"], calc=lambda v: wire[max(range(len(v)), key=lambda k: v[k])])

pairs = [gr("Maximum slope", m) for m in M.GR_MODELS]
Q("Our garden has a 45 % bank. Which Gargrave mowers can handle that slope?", "filter_list", "list",
  [m for m in M.GR_MODELS if int(M.gr_value("Maximum slope", m)) >= 45], None, **cw(pairs),
  hard=["transposed"], calc=lambda v: [m for m, x in zip(M.GR_MODELS, v) if x >= 45])

(t1, e1), (t2, e2) = gr("Price incl. VAT", "GR-1200"), gr("Installation by our fitter", "GR-1200")
Q("GR-1200 with fitting, and our boundary is about 300 m so there'll be extra wire. Total including VAT?", "sum",
  "number", num(t1) + num(t2) + (300 - M.GR_WIRE_M) * M.GR_WIRE_PER_M, "GBP",
  [e1, e2, note(GR, FN2, "of boundary wire"), note(GR, FN2, "per metre laid")],
  raw=[t1, t2, f"up to {M.GR_WIRE_M} m of boundary wire", f"{M.GBP}{en(M.GR_WIRE_PER_M)} per metre laid"],
  conditions=[INCL], hard=["transposed", "footnote"],
  calc=lambda v: v[0] + v[1] + (300 - first_num(v[2])) * first_num(v[3]))

pairs = [gr("Price incl. VAT", m) for m in M.GR_MODELS] + [gr("Maximum lawn area", m) for m in M.GR_MODELS]
per_m2 = {m: D(M.gr_value("Price incl. VAT", m).replace(",", "")) / D(M.gr_value("Maximum lawn area", m).replace(",", ""))
          for m in M.GR_MODELS}
best = min(per_m2, key=per_m2.get)
Q("Price per square metre of maximum lawn area \u2013 which Gargrave model is the best value on that basis?", "argmin",
  "text", best, None, **cw(pairs), conditions=[INCL], hard=["transposed", "scale_normalization"],
  calc=lambda v: M.GR_MODELS[min(range(5), key=lambda k: v[k] / v[5 + k])])

t, e = gr("Battery", "GR-5000X")
Q("What battery does the GR-5000X use?", "transposed_lookup", "text", t, None, [e], raw=t,
  aliases=["25 V 10 Ah", "25 V, 10 Ah", "25V 10.0Ah", "25 V / 10.0 Ah", "25 V 10.0 Ah"],
  hard=["transposed", "text_value"], calc=lambda v: v[0])


# ================================================================================== 9 Wombourne (pressure washers)
WP = M.WP_FILE


def wp(model, c):
    return M.wp_cell(model, c), ev(WP, "t1", model, clean(c))


WP_MACH, WP_REEL = f"{M.WP_PRICE} > Machine", f"{M.WP_PRICE} > With 15 m hose reel"

t, e = wp("WP-150", "Pressure (bar) > Max")
Q("wombourne wp150 max presure (bar)?", "lookup_header_path", "number", num(t), "bar", [e], raw=t,
  hard=["unit_in_header"], calc=lambda v: v[0])

hot = [r[1] for r in M.WP_ITEMS if r[0].startswith("Hot")]
pairs = [wp(m, "Flow (l/h)") for m in hot]
top = max(hot, key=lambda m: D(M.wp_cell(m, "Flow (l/h)").replace(",", "")))
Q("Which of Wombourne's hot-water machines has the highest flow rate?", "argmax", "text", top, None, **cw(pairs),
  hard=["unit_in_header", "merged_cell"], calc=lambda v: hot[max(range(len(v)), key=lambda k: v[k])])

t, e = wp("WP-120", WP_REEL)
goods = 2 * num(t)
assert goods <= M.WP_FREE_OVER
Q("Two WP-120s with the 15 m hose reel, delivered to us. Total ex VAT?", "sum", "number", goods + 2 * M.WP_DELIVERY,
  "GBP", [e, note(WP, FN1, "per machine"), note(WP, FN1, "free on orders over")],
  raw=[t, f"Delivery {M.GBP}{en(M.WP_DELIVERY)} per machine", f"free on orders over {M.GBP}{en(M.WP_FREE_OVER)}"],
  conditions=[EXCL], hard=["footnote", "unit_in_header"],
  calc=lambda v: 2 * v[0] + (2 * first_num(v[1]) if 2 * v[0] <= first_num(v[2]) else 0))

(t1, e1), (t2, e2) = wp("WPH-180D", WP_MACH), wp("WPH-130E", WP_MACH)
Q("How much more does the diesel-fired WPH-180D cost than the electrically heated WPH-130E, machine only?",
  "difference", "number", num(t1) - num(t2), "GBP", [e1, e2], raw=[t1, t2], conditions=[EXCL],
  calc=lambda v: v[0] - v[1])

cold = [r[1] for r in M.WP_ITEMS if r[0].startswith("Cold")]
pairs = [wp(m, "Weight (kg)") for m in cold]
Q("Average weight of the cold-water machines? Two decimals is fine.", "average", "number",
  rnd(sum(num(t) for t, _ in pairs) / len(pairs)), "kg", **cw(pairs), decimals=2, hard=["unit_in_header"],
  calc=lambda v: rnd(sum(v) / len(v)))

(t1, e1), (t2, e2) = wp("WPH-200D", WP_MACH), wp("WPH-200D", WP_REEL)
assert t2 == "incl."
Q("Price of the WPH-200D with the 15 m hose reel?", "lookup_header_path", "number", num(t1), "GBP",
  [e1, e2, note(WP, FN1, "hose reel fitted as standard")], raw=[t1, t2, "incl. = hose reel fitted as standard"],
  conditions=[EXCL], hard=["footnote", "text_value"], calc=lambda v: v[0] if v[1] == "incl." else v[1])

Q("What's the fuel consumption of the WPH-180D's burner, in litres per hour?", "unanswerable", "none",
  reason="The sheet gives heater output in kW but no fuel consumption.", hard=["missing_row"],
  probe={"doc": WP, "absent": ["consumption", "fuel"], "present": [r"cold-water model, no heater", r"Heater"]})


# ================================================================================== 10 Penistone (catalogue, 3 pages)
PS = M.PS_FILE
PS_ROW = {r[1]: r for r in M.PS_ITEMS}
PS_COLS = {"Item": 2, "Colour": 3, "Yield (pages)": 4}


def ps(code, c):
    """c: 'Item', 'Colour', 'Yield (pages)' or a quantity (price band)."""
    r = PS_ROW[code]
    if isinstance(c, int):
        i = M.band_of(M.PS_BOUNDS, c)
        return r[5 + i], ev(PS, "t1", code, col(M.PS_PRICE, M.PS_TIERS[i]))
    return r[PS_COLS[c]], ev(PS, "t1", code, c)


def ps_code(item, colour="Black"):
    return next(r[1] for r in M.PS_ITEMS if r[2] == item and r[3] == colour)


t, e = ps(ps_code("TN-3480 toner"), 6)
assert e["page"] == 2
Q("Penistone's price each for the TN-3480 toner if we buy six?", "multi_page_lookup", "number", num(t), "GBP", [e],
  raw=t, conditions=[EXCL], hard=["range_match", "unit_in_header"], calc=lambda v: v[0])

t, e = ps(ps_code("DR-3400 drum unit", "\u2013"), "Yield (pages)")
assert e["page"] == 3
Q("How many pages does the DR-3400 drum unit last?", "multi_page_lookup", "number", num(t), "pages", [e], raw=t,
  hard=["unit_in_header", "footnote"], calc=lambda v: v[0])

code = ps_code("CF259X toner")
(t1, e1), (t2, e2) = ps(code, 1), ps(code, "Yield (pages)")
Q("Cost per 1,000 pages of the CF259X toner at the single-unit price? To the penny.", "multi_page_lookup", "number",
  rnd(num(t1) / num(t2) * 1000), "GBP", [e1, e2], raw=[t1, t2], decimals=2, scale_note="per 1,000 pages",
  conditions=[EXCL], hard=["scale_normalization", "unit_in_header"], calc=lambda v: rnd(v[0] / v[1] * 1000))

mono_t = [r[1] for r in M.PS_ITEMS if r[0] == "Mono laser toner"]
pairs = [ps(c, 5) for c in mono_t] + [ps(c, "Yield (pages)") for c in mono_t]
cpp = {c: D(PS_ROW[c][6]) / D(PS_ROW[c][4].replace(",", "")) for c in mono_t}
best = min(cpp, key=cpp.get)
assert len(set(cpp.values())) == len(mono_t)
Q("Which mono laser toner has the lowest cost per page at the 5 + price?", "argmin", "text", best, None, **cw(pairs),
  aliases=[PS_ROW[best][2], PS_ROW[best][2].replace(" toner", "")], conditions=[EXCL],
  hard=["scale_normalization", "multi_page"],
  calc=lambda v: mono_t[min(range(len(mono_t)), key=lambda k: v[k] / v[len(mono_t) + k])])

order = [(ps_code("LC3217 ink cartridge", "Cyan"), 2), (ps_code("LC3217 ink cartridge", "Magenta"), 2),
         (ps_code("LC3217 ink cartridge", "Black"), 1)]
pairs = [ps(c, q) for c, q in order]
goods = sum(q * num(t) for (c, q), (t, _) in zip(order, pairs))
assert goods < M.PS_FREE_FROM
Q("Small order: two LC3217 cyan and two LC3217 magenta cartridges, plus one LC3217 black. With carriage, before "
  "VAT?", "sum", "number", goods + M.PS_CARRIAGE, "GBP",
  [e for _, e in pairs] + [note(PS, FN1, "Carriage"), note(PS, FN1, "free from")],
  raw=[t for t, _ in pairs] + [f"Carriage {M.GBP}{en(M.PS_CARRIAGE)}", f"free from {M.GBP}{en(M.PS_FREE_FROM)}"],
  conditions=[EXCL], hard=["range_match", "footnote"],
  calc=lambda v: (lambda g: g + (first_num(v[3]) if g < first_num(v[4]) else 0))(2 * v[0] + 2 * v[1] + v[2]))

code = ps_code("Copier paper A4, 80 g/m\u00b2, box of 5 reams", "\u2013")
(t1, e1), (t2, e2) = ps(code, 5), ps(code, "Item")
assert e1["page"] == 3
Q("A4 copier paper, 80 g/m\u00b2 \u2013 what does that come to per ream at the 5 + price?", "multi_page_lookup", "number",
  rnd(num(t1) / count_in(t2)), "GBP", [e1, e2], raw=[t1, t2], decimals=2, scale_note="per ream", conditions=[EXCL],
  hard=["scale_normalization", "range_match"], calc=lambda v: rnd(v[0] / count_in(v[1])))

bottles = [r[1] for r in M.PS_ITEMS if r[0] == "Ink bottles for tank printers"]
pairs = [ps(c, "Yield (pages)") for c in bottles]
Q("Which of the ink bottles are rated for 7,000 pages or more? Codes please.", "filter_list", "list",
  [c for c in bottles if D(PS_ROW[c][4].replace(",", "")) >= 7000], None, **cw(pairs),
  hard=["unit_in_header", "multi_page"], calc=lambda v: [c for c, x in zip(bottles, v) if x >= 7000])

hp = [r[1] for r in M.PS_ITEMS if r[2] == "953XL ink cartridge"]
pairs = [ps(c, 1) for c in hp]
Q("Average single-unit price of the four 953XL cartridges?", "average", "number",
  rnd(sum(num(t) for t, _ in pairs) / len(pairs)), "GBP", **cw(pairs), decimals=2, conditions=[EXCL],
  calc=lambda v: rnd(sum(v) / len(v)))

Q("Do you list a price for the TK-5240 cyan toner?", "unanswerable", "none",
  reason="No TK-5240 toner is in the catalogue.", hard=["absent_entity"],
  probe={"doc": PS, "absent": ["TK-5240", "TK5240"], "present": [r"TK-1170 toner"]})


# ================================================================================== 11 Dalbeattie (GBP 000)
DW = M.DW_FILE
DWN = "\u00a3000"


def dw(label, year, table="t1"):
    return M.brk(M.dw_value(label, year, table)), ev(DW, table, label, str(year))


t, e = dw("Admissions", 2025, "t2")
Q("Dalbeattie Wildlife Park \u2013 admissions revenue for the year to October 2025?", "lookup", "number", num(t), "GBP",
  [e], raw=t, scale=1000, scale_note=DWN, hard=["unit_in_header"], calc=lambda v: v[0])

v = M.DW_VISITORS
(t1, e1), (t2, e2) = (str(v[1][1]), ev(DW, "t3", v[0], "2024")), (str(v[1][0]), ev(DW, "t3", v[0], "2025"))
Q("Visitor numbers at the wildlife park, 2025 against 2024 \u2013 what's the % change?", "percent_change", "number",
  pct(num(t2), num(t1)), "%", [e1, e2], raw=[t1, t2], tolerance=0.05, calc=lambda v: pct(v[1], v[0]))

t, e = dw("Staff costs", 2024)
Q("What were Dalbeattie's staff costs in 2024?", "lookup", "number", num(t), "GBP", [e], raw=t, scale=1000,
  scale_note=DWN, accept_abs=True, hard=["unit_in_header"], calc=lambda v: v[0])

t, e = dw("Revenue", 2025)
Q("Dalbeattie's revenue for 2025, in \u00a3 millions to one decimal please.", "lookup", "number", rnd(num(t) / 1000, 1),
  "GBP", [e], raw=t, scale=1000000, decimals=1, scale_note=DWN,
  hard=["unit_in_header", "scale_normalization", "total_row"], calc=lambda v: rnd(v[0] / 1000, 1))

others = [lab for lab, _ in M.DW_STREAMS if lab != "Admissions"]
pairs = [dw(lab, 2025, "t2") for lab in others]
top = max(others, key=lambda lab: M.dw_value(lab, 2025, "t2"))
Q("Leaving admissions aside, which activity brought in the most revenue in 2025?", "argmax", "text", top, None,
  **cw(pairs), aliases=["Catering revenue", "catering (food and drink)"],
  calc=lambda v: others[max(range(len(v)), key=lambda k: v[k])])

lab = f"Revenue per visitor ({M.GBP})"
ops = dict(M.dw_ops())
(t1, e1), (t2, e2) = (ops[lab][0], ev(DW, "t3", lab, "2025")), (ops[lab][1], ev(DW, "t3", lab, "2024"))
assert num(t1) != num(t2)
Q("Revenue per visitor at the wildlife park: was it higher in 2025 or in 2024?", "compare_two", "text",
  "2025" if num(t1) > num(t2) else "2024", None, [e1, e2], raw=[t1, t2],
  aliases=["year ended 31 October 2025", "FY 2025"], calc=lambda v: "2025" if v[0] > v[1] else "2024")

Q("How many full-time staff does Dalbeattie Wildlife Park employ?", "unanswerable", "none",
  reason="The summary gives staff costs but no number of employees.", hard=["missing_row"],
  probe={"doc": DW, "absent": ["employees", "FTE", "headcount"], "present": [r"Staff costs"]})


# ================================================================================== 12 Zeddam (EUR m)
ZT = M.ZT_FILE
ZTN = "\u20acm"


def zt(label, year, table="t1"):
    return M.mn(M.zt_value(label, year, table)), ev(ZT, table, label, str(year))


t, e = zt("Revenue", 2025)
Q("What revenue did Zeddam Toys report for 2025?", "lookup", "number", num(t), "EUR", [e], raw=t, scale=1000000,
  scale_note=ZTN, hard=["unit_in_header", "total_row"], calc=lambda v: v[0])

t, e = zt("Net finance costs", 2024)
Q("Zeddam's net finance costs in 2024?", "lookup", "number", num(t), "EUR", [e], raw=t, scale=1000000,
  scale_note=ZTN, accept_abs=True, hard=["unit_in_header"], calc=lambda v: v[0])

(t1, e1), (t2, e2) = zt("North America", 2024, "t2"), zt("North America", 2025, "t2")
Q("North American revenue growth at Zeddam, 2024 to 2025, in percent?", "percent_change", "number",
  pct(num(t2), num(t1)), "%", [e1, e2], raw=[t1, t2], tolerance=0.05, calc=lambda v: pct(v[1], v[0]))

(t1, e1), (t2, e2) = zt("Total equity", 2025, "t3"), zt("Total equity", 2024, "t3")
assert e1["page"] == 2
Q("By how much did Zeddam's total equity grow during 2025?", "difference", "number", num(t1) - num(t2), "EUR",
  [e1, e2], raw=[t1, t2], scale=1000000, scale_note=ZTN, hard=["unit_in_header"], calc=lambda v: v[0] - v[1])

regs = [r for r, _ in M.ZT_REGIONS]
pairs = [zt(r, 2024, "t2") for r in regs] + [zt(r, 2025, "t2") for r in regs]
growth = {r: M.zt_value(r, 2025, "t2") / M.zt_value(r, 2024, "t2") for r in regs}
top = max(growth, key=growth.get)
assert top == "Nordic countries" and len(set(growth.values())) == len(regs)
Q("At Zeddam, which region grew fastest in percentage terms last year?", "argmax", "text", top, None, **cw(pairs),
  aliases=["Nordics", "the Nordics", "Nordic region"], hard=["unit_in_header"],
  calc=lambda v: regs[max(range(len(regs)), key=lambda k: v[len(regs) + k] / v[k])])

lab = M.ZT_DPS[0]
t, e = M.ZT_DPS[1][0], ev(ZT, "t4", lab, "2025")
Q("Zeddam's proposed dividend per share for 2025?", "lookup", "number", num(t), "EUR", [e], raw=t,
  scale_note="per share", hard=["unit_in_header"], calc=lambda v: v[0])

Q("What share of Zeddam's 2025 revenue came from its own online direct-to-consumer shop?", "unanswerable", "none",
  reason="Revenue is split by region only; no sales-channel or direct-to-consumer figure is reported.",
  hard=["missing_row"], probe={"doc": ZT, "absent": ["direct-to-consumer", "webshop", "e-commerce", "channel"],
                               "present": [r"Revenue by region"]})


# ================================================================================== finish
def derived_hard(rec, qlang):
    hc = set(rec["hard_cases"])
    for e in rec["evidence"]:
        d = DOCS[e["doc"]]
        t = d.tables.get(e["table"])
        is_note = e["row"].startswith(("footnote", "note"))
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
        if is_note:
            hc.add("footnote")
        if t is not None and not is_note:
            key = e["row"].split(" > ")[-1]
            if t.keys.index(key) in t.bold_rows or (d.family == "financial" and key.startswith("Total")):
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
    if not any(" > " in e["column"] for e in rec["evidence"]):
        hc.discard("header_path")
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
