"""business-other16: questions.jsonl, every gold computed from make_docs' data.

    /work/main/.venv/bin/python bench/business-other16/make_questions.py [OUT]

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
PREFIX, SOURCE = "bo16-", "business-other16"
WORK = Path("/tmp/business-other16work")
DOCS = M.layout(WORK / "qdocs")
LANG = {f: d.lang for f, d in DOCS.items()}
FAMILY = {f: d.family for f, d in DOCS.items()}
EXCL = "Prices exclude VAT"
S1 = M.SUP1


# ================================================================================== printed values
UNIT_WORDS = r"frames|sheets|jars|blocks|verpakkingen|verp\.|guests|days|miles|t|kg|mm|W|rpm|m|cm|g/m|%|hours"


def num(text: str, lang: str = "en"):
    """The number in a printed cell text ('1,180.00', '12,40', '(6,842)', '+22.2', '−9.5', '€250.00', '72 jars');
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
    """The first plain number inside a longer printed text (a footnote phrase)."""
    m = re.search(r"\d+(?:[.,]\d+)?", text)
    return Decimal(m.group(0).replace(",", "."))


# ================================================================================== evidence
def row_path(doc, tid, key):
    t = DOCS[doc].tables[tid]
    sec = None
    for row, k in zip(t.body, t.keys):
        if isinstance(row, M.Sec):
            sec = row.text
        elif k == key:
            return key if sec is None else f"{sec} > {key}"
    raise KeyError((doc, tid, key))


def ev(doc, tid, key, col):
    t = DOCS[doc].tables[tid]
    return {"doc": doc, "page": t.row_pages[key], "table": tid, "row": row_path(doc, tid, key), "column": col}


def note(doc, label, words, tid="t1", page=1):
    """Evidence for a footnote or note printed under a table; `words` is a phrase of it (checked on the page)."""
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


# ================================================================================== 1 Glenbeigh
GB = M.GB_FILE
GB_ROW = {r[1]: r for r in M.GB_ITEMS}
GB_NOTE = "footnote \u00b9"


def gb(code, n):
    i = M.band_of(M.GB_BOUNDS, n)
    return GB_ROW[code][3][i], ev(GB, "t1", code, f"{M.GB_HEAD} > {M.GB_TIERS[i]}")


t, e = gb("GB-103", 60)
Q("Glenbeigh trade list \u2013 what's the 50\u2013199 price for the open mesh floor?", "lookup_header_path", "number",
  num(t), "EUR", [e], raw=t, scale_note="per item", conditions=[EXCL], hard=["unit_in_header", "synonym"],
  calc=lambda v: v[0])
t, e = gb("GB-202", 120)
Q("We're ordering 120 SN4 super frames from Glenbeigh Apiary Supplies. What do they charge per frame?",
  "range_lookup", "number", num(t), "EUR", [e], raw=t, scale_note="per item", conditions=[EXCL],
  hard=["range_match"], calc=lambda v: v[0])
(t1, e1), (t2, e2) = gb("GB-104", 5), gb("GB-201", 40)
goods = 5 * num(t1) + 40 * num(t2)
assert goods < M.GB_CARRIAGE_BELOW
Q("Could you total up a Glenbeigh order of 5 crownboards and 40 DN4 brood frames for me, carriage included if "
  "it applies? Ex VAT.", "sum", "number", goods + M.GB_CARRIAGE, "EUR",
  [e1, e2, note(GB, GB_NOTE, "carry a carriage charge"), note(GB, GB_NOTE, "carry a carriage charge")],
  raw=[t1, t2, f"{M.EUR}{en(M.GB_CARRIAGE_BELOW)}", f"{M.EUR}{en(M.GB_CARRIAGE)}"], conditions=[EXCL],
  hard=["range_match", "footnote"],
  calc=lambda v: 5 * v[0] + 40 * v[1] + (v[3] if 5 * v[0] + 40 * v[1] < v[2] else 0))
r = GB_ROW["GB-402"]
Q("By what percentage does the Glenbeigh stainless smoker come down from the 1\u20139 price to the 200+ price?",
  "percent_change", "number", pct(r[3][3], r[3][0]), "%",
  [ev(GB, "t1", "GB-402", f"{M.GB_HEAD} > {M.GB_TIERS[0]}"), ev(GB, "t1", "GB-402", f"{M.GB_HEAD} > {M.GB_TIERS[3]}")],
  raw=[r[3][0], r[3][3]], tolerance=0.05, accept_abs=True, conditions=[EXCL], calc=lambda v: pct(v[1], v[0]))
col = [(x[1], x[3][0]) for x in M.GB_ITEMS]
over = [c for c, p in col if D(p) > 50]
assert len(over) == 2
Q("List the Glenbeigh item codes that cost more than \u20ac50 each when you buy fewer than ten.", "filter_list",
  "list", over, None, [ev(GB, "t1", c, f"{M.GB_HEAD} > {M.GB_TIERS[0]}") for c, _ in col], raw=[p for _, p in col],
  conditions=[EXCL], hard=["range_match"], calc=lambda v, col=col: [col[i][0] for i in range(len(col)) if v[i] > 50])
Q("What does Glenbeigh charge for a Langstroth deep brood box, 10\u201349 price?", "unanswerable", "none",
  reason="Glenbeigh lists National equipment only; there is no Langstroth box.", hard=["absent_entity"],
  probe={"doc": GB, "absent": ["Langstroth"], "present": [r"National brood box"]})


# ================================================================================== 2 Wapserveen (nl)
WS = M.WS_FILE
WS_ROW = {r[0]: r for r in M.WS_ITEMS}
WS_NOTE = "footnote \u00b9"


def ws(art, packs):
    i = M.band_of(M.WS_BOUNDS, packs)
    return nl(D(WS_ROW[art][3][i])), ev(WS, "t1", art, f"{M.WS_HEAD} > {M.WS_TIERS[i]}")


t, e = ws("WS-3020", 10)
Q("Wat kost bij Wapserveen \u00e9\u00e9n verpakking honingpotten van 250 g als we er 10 verpakkingen van bestellen?",
  "range_lookup", "number", num(t, "nl"), "EUR", [e], raw=t, scale_note="per verpakking (96 potten)",
  conditions=[EXCL], hard=["range_match", "unit_in_header"], calc=lambda v: v[0], qlang="nl")
t, e = ws("WS-1010", 8)
per = str(WS_ROW["WS-1010"][2])
Q("What does a single unassembled DN4 brood frame from Wapserveen work out at if we order 8 packs? Euro, to the "
  "cent.", "range_lookup", "number", rnd(num(t, "nl") / int(per)), "EUR",
  [e, ev(WS, "t1", "WS-1010", "Stuks per verpakking")], raw=[t, per], decimals=2, conditions=[EXCL],
  hard=["range_match", "scale_normalization"], calc=lambda v: rnd(v[0] / v[1]))
t, e = ws("WS-5020", M.WS_MIN_PACKS)
Q("Wat is de kleinste bestelling bijenbeitels die Wapserveen accepteert, en wat kost die exclusief btw en "
  "verzendkosten? Alleen het bedrag graag.", "sum", "number", M.WS_MIN_PACKS * num(t, "nl"), "EUR",
  [e, note(WS, WS_NOTE, "Minimumafname")], raw=[t, f"Minimumafname {M.WS_MIN_PACKS} verpakkingen"],
  conditions=[EXCL], hard=["footnote", "range_match"], calc=lambda v: first_num(v[1]) * v[0], qlang="nl")
a, b = WS_ROW["WS-3010"], WS_ROW["WS-3020"]
pa, pb = D(a[3][2]) / a[2], D(b[3][2]) / b[2]
assert pa != pb
Q("At Wapserveen's 'vanaf 20' price, which honey jar costs less per jar \u2013 the 450 g or the 250 g?",
  "compare_two", "text", "250 g" if pb < pa else "450 g", None,
  [ev(WS, "t1", "WS-3010", f"{M.WS_HEAD} > {M.WS_TIERS[2]}"), ev(WS, "t1", "WS-3010", "Stuks per verpakking"),
   ev(WS, "t1", "WS-3020", f"{M.WS_HEAD} > {M.WS_TIERS[2]}"), ev(WS, "t1", "WS-3020", "Stuks per verpakking")],
  raw=[nl(D(a[3][2])), str(a[2]), nl(D(b[3][2])), str(b[2])],
  aliases=["the 250 g jar", "250 g jar", "Honingpot 250 g met gouden deksel", "WS-3020", "250g"],
  conditions=[EXCL], hard=["scale_normalization", "cross_lingual"],
  calc=lambda v: "250 g" if v[2] / v[3] < v[0] / v[1] else "450 g")
Q("Wapserveen: price of a stainless honey extractor (slingermachine), 1\u20134 packs?", "unanswerable", "none",
  reason="Wapserveen's list has no honey extractors.", hard=["absent_entity", "cross_lingual"],
  probe={"doc": WS, "absent": ["slinger", "extractor"], "present": [r"Beroker"]})


# ================================================================================== 3 Cotherstone (GBP / EUR)
CB = M.CB_FILE
CB_ROW = {r[0]: r for r in M.CB_ITEMS}


def cb(code, packs, cur):
    i = M.band_of(M.CB_BOUNDS, packs)
    j = {"GBP": 0, "EUR": 1}[cur]
    return CB_ROW[code][4][i][j], ev(CB, "t1", f"{code} > {M.CB_TIERS[i]}", f"{M.CB_HEAD} > {M.CB_CUR[j]}")


t, e = cb("CB-22", 10, "EUR")
Q("Cotherstone Bee Equipment: euro price per pack of thin super foundation in the 5\u201324 packs band?",
  "lookup_header_path", "number", num(t), "EUR", [e], raw=t, scale_note="per pack of 10 sheets", conditions=[EXCL],
  hard=["unit_in_header"], calc=lambda v: v[0])
t, e = cb("CB-31", 12, "GBP")
Q("If we buy 12 cases of 1 lb jars from Cotherstone and pay in sterling, what does one jar cost? Round to the penny.",
  "range_lookup", "number", rnd(num(t) / CB_ROW["CB-31"][3]), "GBP",
  [e, ev(CB, "t1", "CB-31 > 1\u20134", "Pack")], raw=[t, CB_ROW["CB-31"][2]], decimals=2, conditions=[EXCL],
  hard=["range_match", "scale_normalization"], calc=lambda v: rnd(v[0] / v[1]))
(t1, e1), (t2, e2) = cb("CB-21", 3, "GBP"), cb("CB-11", 4, "GBP")
goods = 3 * num(t1) + 4 * num(t2)
assert goods < M.CB_CARRIAGE_BELOW[0]
Q("Sterling order from Cotherstone: 3 packs of wired brood foundation and 4 packs of DN4 brood frames. What's the "
  "total including carriage, before VAT?", "sum", "number", goods + M.CB_CARRIAGE[0], "GBP",
  [e1, e2, note(CB, "note: carriage", "goods value"), note(CB, "note: carriage", "goods value")],
  raw=[t1, t2, f"{M.GBP}{en(M.CB_CARRIAGE_BELOW[0])}", f"{M.GBP}{en(M.CB_CARRIAGE[0])}"], conditions=[EXCL],
  hard=["range_match", "footnote"],
  calc=lambda v: 3 * v[0] + 4 * v[1] + (v[3] if 3 * v[0] + 4 * v[1] < v[2] else 0))
(t1, e1), (t2, e2) = cb("CB-21", 1, "GBP"), cb("CB-21", 30, "GBP")
Q("cotherstone wired brood foundation \u2013 saving per pack (\u00a3) going from 1\u20134 packs to 25+ packs?",
  "difference", "number", num(t1) - num(t2), "GBP", [e1, e2], raw=[t1, t2], conditions=[EXCL],
  calc=lambda v: v[0] - v[1])


# ================================================================================== cross-document: three bee suppliers (EUR)
GOODS = {  # product -> supplier -> code
    "brood_frame": {"Glenbeigh": "GB-201", "Wapserveen": "WS-1010", "Cotherstone": "CB-11"},
    "super_frame": {"Glenbeigh": "GB-202", "Wapserveen": "WS-1020", "Cotherstone": "CB-12"},
    "brood_fdn": {"Glenbeigh": "GB-203", "Wapserveen": "WS-2010", "Cotherstone": "CB-21"},
    "super_fdn": {"Glenbeigh": "GB-204", "Wapserveen": "WS-2020", "Cotherstone": "CB-22"},
    "jar454": {"Glenbeigh": "GB-301", "Wapserveen": "WS-3010", "Cotherstone": "CB-31"},
    "fondant": {"Glenbeigh": "GB-303", "Wapserveen": "WS-4010", "Cotherstone": "CB-41"},
    "excluder": {"Glenbeigh": "GB-205", "Wapserveen": "WS-5010"},
    "hive_tool": {"Glenbeigh": "GB-401", "Wapserveen": "WS-5020"},
}
ALIASES = {"Glenbeigh": ["Glenbeigh Apiary Supplies Ltd", "Glenbeigh Apiary Supplies"],
           "Wapserveen": ["Wapserveen Imkerijbenodigdheden B.V.", "Wapserveen Imkerijbenodigdheden"],
           "Cotherstone": ["Cotherstone Bee Equipment Ltd", "Cotherstone Bee Equipment"]}


def per_pack(sup, code):
    if sup == "Glenbeigh":
        return 1
    if sup == "Wapserveen":
        return WS_ROW[code][2]
    return CB_ROW[code][3]


def offer(sup, code, n):
    """Evidence cells / raw texts, packs and EUR total for n pieces from one supplier (whole packs)."""
    k = per_pack(sup, code)
    assert n % k == 0, (sup, code, n)
    packs = n // k
    if sup == "Glenbeigh":
        t, e = gb(code, packs)
        return [e], [t], packs, num(t) * packs
    if sup == "Wapserveen":
        t, e = ws(code, packs)
        return [e, ev(WS, "t1", code, "Stuks per verpakking")], [t, str(k)], packs, num(t, "nl") * packs
    t, e = cb(code, packs, "EUR")
    return [e, ev(CB, "t1", f"{code} > {M.CB_TIERS[0]}", "Pack")], [t, CB_ROW[code][2]], packs, num(t) * packs


def allowed(sup, packs):
    return packs >= M.WS_MIN_PACKS if sup == "Wapserveen" else True


def cross(question, product, n, what, hard=()):
    sups = list(GOODS[product])
    offs = {s: offer(s, GOODS[product][s], n) for s in sups}
    assert all(allowed(s, offs[s][2]) for s in sups), (product, n)
    tot = {s: offs[s][3] for s in sups}
    assert len(set(tot.values())) == len(tot), (product, n, tot)
    lo, hi = min(tot, key=tot.get), max(tot, key=tot.get)
    evs = [e for s in sups for e in offs[s][0]]
    raws = [t for s in sups for t in offs[s][1]]
    widths = [len(offs[s][1]) for s in sups]

    def totals(v):
        """EUR totals per supplier from the parsed raws: price x packs, packs = n / pieces per pack."""
        out, i = [], 0
        for w in widths:
            price = v[i]
            k = v[i + 1] if w == 2 else 1
            out.append(price * (D(n) / k))
            i += w
        return out
    base = dict(evidence=evs, raw=raws, conditions=[EXCL],
                hard=["range_match", "scale_normalization", "unit_in_header", "cross_lingual", *hard])
    if what == "who":
        Q(question, "cross_document", "text", lo, None, aliases=ALIASES[lo],
          calc=lambda v: sups[min(range(len(sups)), key=lambda i: totals(v)[i])], **base)
    elif what == "per_piece":
        Q(question, "cross_document", "number", rnd(tot[lo] / n), "EUR", decimals=2,
          calc=lambda v: rnd(min(totals(v)) / n), **base)
    elif what == "lowest_total":
        Q(question, "cross_document", "number", tot[lo], "EUR", calc=lambda v: min(totals(v)), **base)
    elif what == "saving":
        Q(question, "cross_document", "number", tot[hi] - tot[lo], "EUR",
          calc=lambda v: max(totals(v)) - min(totals(v)), **base)
    elif what == "diff":
        Q(question, "cross_document", "number", tot[sups[0]] - tot[sups[1]], "EUR",
          calc=lambda v: totals(v)[0] - totals(v)[1], **base)
    return lo, tot


lo, tot = cross("Which of our three bee-equipment suppliers (Glenbeigh, Wapserveen, Cotherstone) is cheapest for 300 "
                "DN4 brood frames, paying in euro? Goods only, no carriage.", "brood_frame", 300, "who")
assert lo == "Glenbeigh"
lo, tot = cross("Lowest price per sheet we can get for 150 sheets of wired National brood foundation, comparing "
                "Glenbeigh, Wapserveen and Cotherstone (euro prices)?", "brood_fdn", 150, "per_piece")
assert lo == "Wapserveen"
lo, tot = cross("720 one-pound honey jars with lids: Glenbeigh, Wapserveen or Cotherstone \u2013 who is cheapest in "
                "euro?", "jar454", 720, "who", hard=["synonym"])
assert lo == "Cotherstone"
lo, tot = cross("Hello, we'd like 24 blocks of 2.5 kg bee fondant. What's the lowest goods total (EUR, ex VAT) across "
                "Glenbeigh, Wapserveen and Cotherstone?", "fondant", 24, "lowest_total")
assert lo == "Wapserveen"
lo, tot = cross("For 200 SN4 super frames, how much would we save by buying from the cheapest of Glenbeigh, Wapserveen "
                "and Cotherstone rather than the dearest? Euro please.", "super_frame", 200, "saving")
assert lo == "Wapserveen"
lo, tot = cross("50 National queen excluders: how much more does Glenbeigh charge than Wapserveen in total?",
                "excluder", 50, "diff")
assert tot["Glenbeigh"] > tot["Wapserveen"]
lo, tot = cross("thin super foundation, 250 sheets \u2013 which supplier gives the lowest cost per sheet in euro "
                "(Glenbeigh / Wapserveen / Cotherstone)?", "super_fdn", 250, "who")
assert lo == "Glenbeigh"
lo, tot = cross("20 J-type hive tools: is Glenbeigh or Wapserveen cheaper?", "hive_tool", 20, "who")
assert lo == "Wapserveen"

# one pack of ten SN4 super frames: Wapserveen's single pack would be cheapest but its minimum is 2 packs per article
sups = ["Glenbeigh", "Wapserveen", "Cotherstone"]
offs = {s: offer(s, GOODS["super_frame"][s], 10) for s in sups}
naive = min(sups, key=lambda s: offs[s][3])
ok = [s for s in sups if allowed(s, offs[s][2])]
best = min(ok, key=lambda s: offs[s][3])
assert naive == "Wapserveen" and best == "Cotherstone" and len({offs[s][3] for s in ok}) == len(ok)
evs = offs["Glenbeigh"][0] + offs["Wapserveen"][0] + [note(WS, WS_NOTE, "Minimumafname")] + offs["Cotherstone"][0]
raws = offs["Glenbeigh"][1] + offs["Wapserveen"][1] + [f"Minimumafname {M.WS_MIN_PACKS} verpakkingen"] + \
    offs["Cotherstone"][1]


def _one_pack(v):
    gl = v[0] * 10
    wsp = v[1] if 10 // v[2] >= first_num(v[3]) else None
    co = v[4] * (10 / v[5])
    cand = {"Glenbeigh": gl, "Wapserveen": wsp, "Cotherstone": co}
    return min((s for s in cand if cand[s] is not None), key=lambda s: cand[s])


Q("We only need ten SN4 super frames (one pack's worth) and nothing else. Bearing in mind any minimum order "
  "quantities, which of Glenbeigh, Wapserveen and Cotherstone is cheapest in euro? Ignore carriage.",
  "cross_document", "text", best, None, evs, raw=raws, aliases=ALIASES[best], conditions=[EXCL],
  hard=["range_match", "scale_normalization", "footnote", "cross_lingual", "unit_in_header"], calc=_one_pack)


# ================================================================================== 4 Brancepeth marquees
BM = M.BM_FILE
BM_ROW = {M.bm_size(r[1], r[2]): r for r in M.BM_MARQUEES}
BM_NOTE = "footnote \u00b9"


def bm(size, days):
    i = M.band_of(M.BM_BOUNDS, days)
    return BM_ROW[size][5][i], ev(BM, "t1", size, f"Hire price ({M.GBP}) > {M.BM_TIERS[i]}")


t, e = bm("12 \u00d7 18", 10)
Q("Brancepeth Marquees: 12 \u00d7 18 m clearspan, on site for 10 days. Hire price?", "range_lookup", "number", num(t),
  "GBP", [e], raw=t, conditions=[EXCL], hard=["range_match", "unit_in_header"], calc=lambda v: v[0])
r = BM_ROW["9 \u00d7 15"]
Q("How many guests can stand at a reception in Brancepeth's 9 \u00d7 15 m traditional pole marquee?",
  "lookup_header_path", "number", r[4], "guests", [ev(BM, "t1", "9 \u00d7 15", f"{M.BM_GUESTS} > Standing reception")],
  raw=str(r[4]), hard=["synonym"], calc=lambda v: v[0])
size, days, miles = "9 \u00d7 12", 3, 48
t, e = bm(size, days)
area = M.bm_area(9, 12)
ex = {i: p for i, _, p in M.BM_EXTRAS}
floor, lining = ex["Wooden sub-floor with carpet"], ex["Pleated ivory lining"]
gold = num(t) + area * D(floor) + area * D(lining) + (miles - M.BM_FREE_MILES) * M.BM_PER_MILE
Q("Quote please, ex VAT: a 9 \u00d7 12 m clearspan from Brancepeth up for 3 days, with the wooden sub-floor and "
  "the pleated lining, at a venue 48 miles from their yard.", "sum", "number", gold, "GBP",
  [e, ev(BM, "t1", size, "Floor area (m\u00b2)"), ev(BM, "t2", "Wooden sub-floor with carpet", f"Price ({M.GBP})"),
   ev(BM, "t2", "Pleated ivory lining", f"Price ({M.GBP})"), note(BM, BM_NOTE, "for every mile over"),
   note(BM, BM_NOTE, "for every mile over")],
  raw=[t, str(area), floor, lining, f"within {M.BM_FREE_MILES} miles", f"{M.GBP}{en(M.BM_PER_MILE)}"],
  conditions=[EXCL], hard=["range_match", "footnote"],
  calc=lambda v, miles=miles: v[0] + v[1] * v[2] + v[1] * v[3] + (miles - first_num(v[4])) * v[5])
need = 150
fits = [r for r in M.BM_MARQUEES if r[3] >= need]
small = min(fits, key=lambda r: M.bm_area(r[1], r[2]))
assert sorted(M.bm_area(r[1], r[2]) for r in fits)[0] != sorted(M.bm_area(r[1], r[2]) for r in fits)[1]
keys = [M.bm_size(r[1], r[2]) for r in M.BM_MARQUEES]
Q("What is the smallest Brancepeth marquee, by floor area, that will seat 150 guests for dinner?", "argmin", "text",
  M.bm_size(small[1], small[2]), None,
  [ev(BM, "t1", k, c) for k in keys for c in (f"{M.BM_GUESTS} > Seated dinner", "Floor area (m\u00b2)")],
  raw=[x for r in M.BM_MARQUEES for x in (str(r[3]), str(M.bm_area(r[1], r[2])))],
  aliases=["12 x 18", "12x18", "12 \u00d7 18 m", "12 x 18 m", "12m x 18m", "12 \u00d7 18 m clearspan",
           "12 x 18 m clearspan", "12 x 18 clearspan frame marquee"],
  hard=["synonym"],
  calc=lambda v, keys=keys, need=need: keys[min((i for i in range(len(keys)) if v[2 * i] >= need),
                                                    key=lambda i: v[2 * i + 1])])
r = BM_ROW["15 \u00d7 30"]
Q("For the 15 \u00d7 30 m clearspan, what's the percentage uplift from the 1\u20133 day rate to the 8\u201314 day rate?",
  "percent_change", "number", pct(num(r[5][2]), num(r[5][0])), "%",
  [ev(BM, "t1", "15 \u00d7 30", f"Hire price ({M.GBP}) > {M.BM_TIERS[0]}"),
   ev(BM, "t1", "15 \u00d7 30", f"Hire price ({M.GBP}) > {M.BM_TIERS[2]}")], raw=[r[5][0], r[5][2]], tolerance=0.05,
  conditions=[EXCL], calc=lambda v: pct(v[1], v[0]))
Q("What would Brancepeth charge to keep a 9 \u00d7 18 m clearspan up for three weeks?", "unanswerable", "none",
  reason="Hires of more than 14 days are quoted on request; the rate card gives no price.", hard=["footnote"],
  probe={"doc": BM, "absent": ["15\u201321 days", "21 days", "3 weeks", "three weeks"],
         "present": [r"more than 14 days are quoted on request"]})


# ================================================================================== 5 Tollesbury skips
TS = M.TS_FILE
TS_ROW = {r[0]: r for r in M.TS_SKIPS}
TS_NOTE = "footnote \u00b9"
Y8, Y12, Y20, Y40 = (f"{n} yd{M.SUP3} " + s for n, s in
                     ((8, "builder's skip"), (12, "enclosed maxi skip"), (20, "roll-on roll-off"),
                      (40, "roll-on roll-off")))


def ts(skip, miles):
    i = M.band_of(M.TS_BOUNDS, miles)
    return TS_ROW[skip][3][i], ev(TS, "t1", skip, f"Price per hire, up to 14 days ({M.GBP}) > {M.TS_TIERS[i]}")


t, e = ts(Y8, 14)
Q("Tollesbury Skip Hire \u2013 8 yard builder's skip, the site is 14 miles from their depot. How much?",
  "range_lookup", "number", num(t), "GBP", [e], raw=t, conditions=[EXCL], hard=["range_match", "synonym"],
  calc=lambda v: v[0])
t, e = ts(Y8, 6)
allow = TS_ROW[Y8][2]
weighed = D("5.12")
steps = math.ceil((weighed - D(allow)) / M.TS_STEP)
gold = num(t) + steps * M.TS_STEP * M.TS_EXCESS
Q("Our 8 yd\u00b3 builder's skip from Tollesbury (site 6 miles from the depot, collected within the fortnight) was "
  "weighed at 5.12 tonnes. What will the invoice come to before VAT?", "sum", "number", gold, "GBP",
  [e, ev(TS, "t1", Y8, "Weight allowance (t)"), note(TS, TS_NOTE, "in steps of 0.1 t")],
  raw=[t, allow, f"{M.GBP}{en(M.TS_EXCESS)} per tonne"], conditions=[EXCL], hard=["footnote", "range_match"],
  calc=lambda v, w=weighed: v[0] + math.ceil((w - v[1]) / D("0.1")) * D("0.1") * first_num(v[2]))
a = TS_ROW[Y12][2]
Q("What weight allowance comes with Tollesbury's enclosed maxi skip?", "lookup", "number", num(a), "t",
  [ev(TS, "t1", Y12, "Weight allowance (t)")], raw=a, hard=["unit_in_header"], calc=lambda v: v[0])
(t1, e1), (t2, e2) = ts(Y40, 25), ts(Y20, 25)
Q("Price gap between the 40 yd\u00b3 and the 20 yd\u00b3 roll-on roll-off for a site 25 miles away?", "difference",
  "number", num(t1) - num(t2), "GBP", [e1, e2], raw=[t1, t2], conditions=[EXCL], hard=["range_match"],
  calc=lambda v: v[0] - v[1])


# ================================================================================== 6 Ravenglass co-working
RW = M.RW_FILE
RW_FEE = dict(M.RW_FEES)
RW_INC = dict(M.RW_INCL)
RW_NOTE = "footnote \u00b9"


def rw_col(plan):
    return plan


i = M.RW_PLAN_NAMES.index("Flexi 12")
mark = M.TICK if RW_INC["Mail handling"][i] else M.CROSS
Q("Is mail handling included in the Flexi 12 membership at Ravenglass Workrooms?", "lookup", "text",
  "Yes" if RW_INC["Mail handling"][i] else "No", None, [ev(RW, "t1", "Mail handling", "Flexi 12")], raw=mark,
  aliases=["included", "yes, included", M.TICK] if RW_INC["Mail handling"][i] else ["not included", M.CROSS],
  hard=["text_value"], calc=lambda v: "Yes" if v[0] == M.TICK else "No")
inc = [p for p, x in zip(M.RW_PLAN_NAMES, RW_INC["Registered business address"]) if x]
Q("Which Ravenglass plans come with a registered business address?", "filter_list", "list", inc, None,
  [ev(RW, "t1", "Registered business address", p) for p in M.RW_PLAN_NAMES],
  raw=[M.TICK if x else M.CROSS for x in RW_INC["Registered business address"]], hard=["text_value"],
  calc=lambda v: [M.RW_PLAN_NAMES[k] for k in range(4) if v[k] == M.TICK])
n_inc = sum(1 for _, v in M.RW_INCL if v[i])
Q("Ravenglass Workrooms: of the services in the 'Included' section, how many come with Flexi 12?", "count", "number", n_inc, None,
  [ev(RW, "t1", lab, "Flexi 12") for lab, _ in M.RW_INCL], raw=[M.TICK if v[i] else M.CROSS for _, v in M.RW_INCL],
  hard=["text_value"], calc=lambda v: sum(1 for x in v if x == M.TICK))
j = M.RW_PLAN_NAMES.index("Team studio")
fee = RW_FEE["Rolling monthly"][j]
Q("There are just two of us and we'd like a Team studio at Ravenglass on rolling monthly. What would the monthly "
  "bill be, ex VAT?", "sum", "number", M.RW_TEAM_MIN * num(fee), "GBP",
  [ev(RW, "t1", "Rolling monthly", "Team studio"), note(RW, RW_NOTE, "minimum 3 members")],
  raw=[fee, f"minimum {M.RW_TEAM_MIN} members"], conditions=[EXCL], hard=["footnote"],
  calc=lambda v: max(2, first_num(v[1])) * v[0])
term = RW_FEE["12-month term, per month"]
ok = [k for k in range(4) if RW_INC["Lockable locker"][k]]
cheap = min(ok, key=lambda k: D(term[k]))
Q("Cheapest Ravenglass plan on the 12-month term that gives you a lockable locker?", "argmin", "text",
  M.RW_PLAN_NAMES[cheap], None,
  [ev(RW, "t1", "Lockable locker", p) for p in M.RW_PLAN_NAMES] +
  [ev(RW, "t1", "12-month term, per month", p) for p in M.RW_PLAN_NAMES],
  raw=[M.TICK if x else M.CROSS for x in RW_INC["Lockable locker"]] + list(term), conditions=[EXCL],
  hard=["text_value", "merged_cell"],
  calc=lambda v: M.RW_PLAN_NAMES[min((k for k in range(4) if v[k] == M.TICK), key=lambda k: v[4 + k])])
Q("How much does Ravenglass charge per hour for its podcast studio?", "unanswerable", "none",
  reason="Ravenglass lists no podcast or recording studio.", hard=["absent_entity"],
  probe={"doc": RW, "absent": ["podcast", "recording"], "present": [r"Meeting room, per hour"]})


# ================================================================================== 7 Lympstone pool care
LP = M.LP_FILE
LP_ROW = {r[0]: r for r in M.LP_PLANS}
LP_NOTE = "footnote \u00b9"
STD, PLUS, COM = "All-Year Standard", "All-Year Plus", "Commercial (hotels, clubs, schools)"


def lp(plan, volume):
    i = M.lp_band(volume)
    return LP_ROW[plan][2][i], ev(LP, "t1", plan, f"Annual fee per pool ({M.GBP}) > {M.LP_TIERS[i]}")


vol = D(12) * D(6) * D("1.4")
t, e = lp(STD, vol)
Q("Our pool is 12 m by 6 m with an average depth of 1.4 m. What would Lympstone's All-Year Standard plan cost us a "
  "year?", "range_lookup", "number", num(t), "GBP", [e, note(LP, LP_NOTE, "average depth")],
  raw=[t, f"length {M.TIMES} width {M.TIMES} average depth"], conditions=[EXCL],
  hard=["range_match", "footnote", "unit_in_header"], calc=lambda v: v[0])
t, e = lp(COM, 300)
Q("Lympstone Pool Care, Commercial plan, annual fee for a pool in the 151\u2013400 m\u00b3 band?", "lookup_header_path",
  "number", num(t), "GBP", [e], raw=t, conditions=[EXCL], hard=["unit_in_header"], calc=lambda v: v[0])
vol = D(10) * D(5) * D("1.3")
t, e = lp(PLUS, vol)
hp = dict(M.LP_ADDONS)["Heat-pump service"]
Q("Annual total for Lympstone's All-Year Plus on a 10 \u00d7 5 m pool, 1.3 m average depth, with the heat-pump "
  "service added?", "sum", "number", num(t) + num(hp), "GBP",
  [e, ev(LP, "t2", "Heat-pump service", M.GBP), note(LP, LP_NOTE, "average depth")],
  raw=[t, hp, f"length {M.TIMES} width {M.TIMES} average depth"], conditions=[EXCL],
  hard=["range_match", "footnote"], calc=lambda v: v[0] + v[1])
ch = LP_ROW[PLUS][3]
Q("What chemicals cover comes with the All-Year Plus plan?", "lookup", "text", ch, None,
  [ev(LP, "t1", PLUS, "Chemicals")], raw=ch, aliases=["\u00a3450 a year", "up to \u00a3450", "\u00a3450 per year",
                                                       "up to \u00a3450 per year"],
  hard=["text_value"], calc=lambda v: v[0])
rs = LP_ROW[COM][5]
Q("How quickly do Lympstone respond to an emergancy on the Commercial plan (hours)?", "lookup", "number", num(rs),
  "hours", [ev(LP, "t1", COM, "Response (hours)")], raw=rs, hard=["unit_in_header", "synonym"], calc=lambda v: v[0])
Q("What's Lympstone's Commercial-plan fee for a 520 m\u00b3 competition pool?", "unanswerable", "none",
  reason="Pools over 400 m\u00b3 are quoted individually; no fee is printed.", hard=["footnote"],
  probe={"doc": LP, "absent": ["401", "over 400 m\u00b3 ("], "present": [r"over 400 m\u00b3 are\s+quoted"]})


# ================================================================================== 8 Husthwaite extractors
HX = M.HX_FILE


def hxe(prop, model):
    return ev(HX, "t1", prop, f"{M.HX_GROUP_OF[model]} > {model}")


v = M.hx_value("Motor power", "HX-20R")
Q("Motor power of the Husthwaite HX-20R?", "transposed_lookup", "number", num(v), "W", [hxe("Motor power", "HX-20R")],
  raw=v, hard=["transposed", "header_path", "merged_cell"], calc=lambda x: x[0])
v = M.hx_value("Drum diameter", "HX-36R")
Q("hx-36r drum diameter in mm", "transposed_lookup", "number", num(v), "mm", [hxe("Drum diameter", "HX-36R")], raw=v,
  hard=["transposed"], calc=lambda x: x[0])
v = M.hx_value("Net weight", "HX-6M")
Q("How much does the hand-cranked HX-6M extractor weigh?", "transposed_lookup", "number", num(v), "kg",
  [hxe("Net weight", "HX-6M")], raw=v, hard=["transposed", "synonym"], calc=lambda x: x[0])
v = M.hx_value("Maximum drum speed", "HX-9E")
Q("Could you tell me the top drum speed of the HX-9E?", "transposed_lookup", "number", num(v), "rpm",
  [hxe("Maximum drum speed", "HX-9E")], raw=v, hard=["transposed", "synonym"], calc=lambda x: x[0])
v = M.hx_value("Capacity, National super frames", "HX-12E")
Q("How many National brood frames can the HX-12E spin at once?", "transposed_lookup", "number", num(v) / 2, "frames",
  [hxe("Capacity, National super frames", "HX-12E"), note(HX, "footnote \u00b9", "takes the place of two super")],
  raw=[v, "takes the place of two super frames"], hard=["transposed", "footnote"], calc=lambda x: x[0] / 2)
mot = [m for m in M.HX_MODELS if M.HX_GROUP_OF[m] == "Motorised"]
pw = [M.hx_value("Motor power", m) for m in mot]
Q("Average motor power across Husthwaite's motorised extractors, in watts?", "average", "number",
  sum(num(p) for p in pw) / len(pw), "W", [hxe("Motor power", m) for m in mot], raw=pw,
  hard=["transposed", "header_path", "merged_cell"], calc=lambda x: sum(x) / len(x))
cap = [M.hx_value("Capacity, National super frames", m) for m in M.HX_MODELS]
price = [M.hx_value("Price, ex VAT", m) for m in M.HX_MODELS]
big = [k for k in range(6) if num(cap[k]) >= 12]
cheapest = M.HX_MODELS[min(big, key=lambda k: num(price[k]))]
Q("What's the cheapest Husthwaite extractor that takes at least 12 super frames?", "argmin", "text", cheapest, None,
  [hxe("Capacity, National super frames", m) for m in M.HX_MODELS] + [hxe("Price, ex VAT", m) for m in M.HX_MODELS],
  raw=cap + price, hard=["transposed"],
  calc=lambda x: M.HX_MODELS[min((k for k in range(6) if x[k] >= 12), key=lambda k: x[6 + k])])


# ================================================================================== 9 Ballachulish ropes
BR = M.BR_FILE
BR_ROW = {r[0]: r for r in M.BR_ROPES}
BR_PRICE = f"Price ({M.GBP})"
r = BR_ROW["Coire 9.5"]
Q("Weight per metre of the Coire 9.5 rope?", "lookup", "number", num(r[3]), "g/m",
  [ev(BR, "t1", "Coire 9.5", "Weight (g/m)")], raw=r[3], hard=["unit_in_header"], calc=lambda v: v[0])
p = BR_ROW["Etive 10.2"][9][2]
Q("Ballachulish Ropeworks \u2013 price of the Etive 10.2 in a 70 m length?", "lookup_header_path", "number", num(p),
  "GBP", [ev(BR, "t1", "Etive 10.2", f"{BR_PRICE} > 70 m")], raw=p, conditions=[EXCL], hard=["unit_in_header"],
  calc=lambda v: v[0])
Q("Roughly how heavy is a 70 m Coire 9.5? Answer in kg.", "sum", "number", num(r[3]) * 70 / 1000, "kg",
  [ev(BR, "t1", "Coire 9.5", "Weight (g/m)")], raw=r[3], hard=["unit_in_header", "mixed_units"],
  calc=lambda v: v[0] * 70 / 1000)
singles = [x for x in M.BR_ROPES if "Single" in x[1]]
light = min(singles, key=lambda x: D(x[3]))
Q("Which is the lightest rope per metre that is rated for use as a single rope?", "argmin", "text", light[0], None,
  [ev(BR, "t1", x[0], c) for x in M.BR_ROPES for c in ("Rated as", "Weight (g/m)")],
  raw=[y for x in M.BR_ROPES for y in (x[1], x[3])], hard=["text_value"],
  calc=lambda v: M.BR_ROPES[min((k for k in range(len(M.BR_ROPES)) if "Single" in v[2 * k]),
                                key=lambda k: v[2 * k + 1])][0])
Q("How many of Ballachulish's ropes are dry-treated?", "count", "number", sum(1 for x in M.BR_ROPES if x[8]), None,
  [ev(BR, "t1", x[0], "Dry") for x in M.BR_ROPES], raw=[M.TICK if x[8] else M.DASH for x in M.BR_ROPES],
  hard=["text_value", "footnote"], calc=lambda v: sum(1 for x in v if x == M.TICK))
l80 = [x[0] for x in M.BR_ROPES if x[9][3] != M.DASH]
Q("Which Ballachulish ropes can I get in an 80 m length?", "filter_list", "list", l80, None,
  [ev(BR, "t1", x[0], f"{BR_PRICE} > 80 m") for x in M.BR_ROPES], raw=[x[9][3] for x in M.BR_ROPES],
  hard=["null_cell", "header_path", "merged_cell"],
  calc=lambda v: [M.BR_ROPES[k][0] for k in range(len(v)) if isinstance(v[k], Decimal)])
a, b = BR_ROW["Etive 10.2"], BR_ROW["Nevis 10.5 Wall"]
assert a[4] != b[4]
Q("Which holds more UIAA falls: Etive 10.2 or Nevis 10.5 Wall?", "compare_two", "text",
  a[0] if int(a[4]) > int(b[4]) else b[0], None,
  [ev(BR, "t1", a[0], "UIAA falls"), ev(BR, "t1", b[0], "UIAA falls")], raw=[a[4], b[4]],
  aliases=["Nevis 10.5", "Nevis"] if int(b[4]) > int(a[4]) else ["Etive"],
  calc=lambda v, a=a, b=b: a[0] if v[0] > v[1] else b[0])
imp = [x[5] for x in M.BR_ROPES]
hi = max(M.BR_ROPES, key=lambda x: D(x[5]))
assert sorted(D(x) for x in imp)[-1] != sorted(D(x) for x in imp)[-2]
Q("Highest impact force on the Ballachulish sheet \u2013 which rope?", "argmax", "text", hi[0], None,
  [ev(BR, "t1", x[0], "Impact force (kN)") for x in M.BR_ROPES], raw=imp, aliases=["Nevis 10.5", "Nevis"],
  calc=lambda v: M.BR_ROPES[max(range(len(v)), key=lambda k: v[k])][0])
assert BR_ROW["Etive 9.8"][9][3] == M.DASH
Q("What does an 80 m Etive 9.8 cost?", "unanswerable", "none",
  reason="The Etive 9.8 is not made in 80 m (the cell is '\u2014').", hard=["null_cell"],
  probe={"doc": BR, "absent": [], "present": [r"Etive 9\.8.*136\.00\s+\u2014"]})


# ================================================================================== 10 Gedney Drove catalogue
GF = M.GF_FILE
GF_ROW = {r[1]: r for r in M.GF_ITEMS}
GF_BY_NAME = {r[2]: r for r in M.GF_ITEMS}
PB = f"Price per bunch ({M.GBP})"


def gf(name, col):
    r = GF_BY_NAME[name]
    return r, ev(GF, "t1", r[1], col)


r, e = gf("Oriental Tiber", PB)
assert e["page"] > 1
Q("Gedney Drove: price per bunch of Oriental Tiber lilies?", "multi_page_lookup", "number", num(r[7]), "GBP", [e],
  raw=r[7], scale_note="per bunch of 10", conditions=[EXCL], hard=["multi_page", "unit_in_header"],
  calc=lambda v: v[0])
r, e = gf("Leather leaf fern", "Stems per bunch")
assert e["page"] > 1
Q("How many stems come in a bunch of leather leaf fern?", "multi_page_lookup", "number", r[5], "stems", [e],
  raw=str(r[5]), hard=["multi_page"], calc=lambda v: v[0])
r, e = gf("Gerbera Dune", "Stem (cm)")
assert e["page"] > 1
Q("gerbera dune stem length?", "multi_page_lookup", "number", r[4], "cm", [e], raw=str(r[4]),
  hard=["multi_page", "unit_in_header"], calc=lambda v: v[0])
r, e = gf("Pittosporum Nigra", "Origin")
assert e["page"] > 1
Q("Where does Gedney Drove's Pittosporum Nigra come from?", "multi_page_lookup", "text", M.GF_ORIGINS[r[6]], None,
  [e, note(GF, "note: origin codes", "Origin codes")], raw=[r[6], f"{r[6]} {M.GF_ORIGINS[r[6]]}"], aliases=[r[6]],
  hard=["multi_page", "text_value"], calc=lambda v: v[1][len(v[0]) + 1:])
r, e = gf("Red Naomi!", PB)
e2 = ev(GF, "t1", r[1], "Stems per bunch")
Q("What's the per-stem price of Red Naomi! roses from Gedney Drove?", "lookup", "number", D(r[7]) / r[5], "GBP",
  [e, e2], raw=[r[7], str(r[5])], decimals=2, conditions=[EXCL], hard=["scale_normalization"],
  calc=lambda v: v[0] / v[1])
r, e = gf("Avalanche+", PB)
e2 = ev(GF, "t1", r[1], "Stems per bunch")
stems = 90
bunches = -(-stems // r[5])
Q("We need 90 stems of Avalanche+ roses for a wedding. Since Gedney Drove sells whole bunches only, what will the "
  "roses cost us (ex VAT)?", "sum", "number", bunches * D(r[7]), "GBP", [e, e2, note(GF, "note: whole bunches",
                                                                                  "whole bunches only")],
  raw=[r[7], str(r[5]), "whole bunches only"], conditions=[EXCL], hard=["scale_normalization", "footnote"],
  calc=lambda v, stems=stems: math.ceil(stems / v[1]) * v[0])
lil = [x for x in M.GF_ITEMS if x[0] == "Lilies"]
ps = {x[2]: D(x[7]) / x[5] for x in lil}
top = max(ps, key=ps.get)
assert top != max(lil, key=lambda x: D(x[7]))[2] and sorted(ps.values())[-1] != sorted(ps.values())[-2]
Q("Among Gedney Drove's lilies, which variety is the most expensive per stem?", "argmax", "text", top, None,
  [ev(GF, "t1", x[1], c) for x in lil for c in (PB, "Stems per bunch")],
  raw=[y for x in lil for y in (x[7], str(x[5]))], aliases=["Casa Blanca", "GD-1406"], conditions=[EXCL],
  hard=["multi_page", "scale_normalization"],
  calc=lambda v, lil=lil: lil[max(range(len(lil)), key=lambda k: v[2 * k] / v[2 * k + 1])][2])
chry = [x for x in M.GF_ITEMS if x[0] == "Chrysanthemums"]
Q("How many of the chrysanthemum lines are grown in Colombia?", "count", "number",
  sum(1 for x in chry if x[6] == "CO"), None,
  [ev(GF, "t1", x[1], "Origin") for x in chry] + [note(GF, "note: origin codes", "Origin codes")],
  raw=[x[6] for x in chry] + ["CO Colombia"], hard=["text_value"],
  calc=lambda v: sum(1 for x in v[:-1] if x == "CO"))
spr = [x for x in M.GF_ITEMS if x[0] == "Spray roses"]
Q("Average bunch price of the spray roses, to the penny?", "average", "number",
  rnd(sum(D(x[7]) for x in spr) / len(spr)), "GBP", [ev(GF, "t1", x[1], PB) for x in spr], raw=[x[7] for x in spr],
  decimals=2, conditions=[EXCL], calc=lambda v: rnd(sum(v) / len(v)))
Q("Gedney Drove's price per bunch for Sarah Bernhardt peonies?", "unanswerable", "none",
  reason="The catalogue lists no peonies.", hard=["absent_entity"],
  probe={"doc": GF, "absent": ["peon", "Sarah Bernhardt"], "present": [r"Roses, large-headed"]})


# ================================================================================== 11 Drumcollogher half-year
DC = M.DC_FILE
K = "\u20ac'000"
H25, H24 = f"{M.DC_PERIOD} > H1 2025", f"{M.DC_PERIOD} > H1 2024"
rev = M.dc_value("Revenue", 0)
Q("Drumcollogher Co-operative Creameries: revenue for the six months to 30 June 2025?", "lookup_header_path",
  "number", rev, "EUR", [ev(DC, "t1", "Revenue", H25)], raw=M.brk(rev), scale=1000, scale_note=K,
  hard=["unit_in_header", "total_row", "header_path", "merged_cell"], calc=lambda v: v[0])
pbt = M.dc_value("Profit before tax", 1)
Q("What profit before tax did Drumcollogher make in the first half of 2024?", "lookup_header_path", "number", pbt,
  "EUR", [ev(DC, "t1", "Profit before tax", H24)], raw=M.brk(pbt), scale=1000, scale_note=K,
  hard=["unit_in_header", "header_path", "merged_cell"], calc=lambda v: v[0])
op = [v for lab, v, _ in M.dc_is() if lab == "Operating profit"][0]
ch = M.signed(M.dc_change(op))
Q("What change in operating profit (%) does Drumcollogher report for H1 2025?", "lookup", "number", M.dc_change(op),
  "%", [ev(DC, "t1", "Operating profit", M.DC_CHANGE)], raw=ch, calc=lambda v: v[0])
ck = dict(M.DC_REVENUE)["Cheese"]
Q("By what percentage did Drumcollogher's cheese revenue change between H1 2024 and H1 2025?", "percent_change",
  "number", pct(ck[0], ck[1]), "%", [ev(DC, "t2", "Cheese", H25), ev(DC, "t2", "Cheese", H24)],
  raw=[M.brk(ck[0]), M.brk(ck[1])], tolerance=0.05, accept_abs=True, hard=["header_path", "merged_cell"],
  calc=lambda v: pct(v[0], v[1]))
OPS = dict(M.DC_OPS)
mp = OPS["Average milk price paid to members (cent per litre, ex VAT)"]
Q("Year-on-year % change in the average milk price Drumcollogher paid its members, first half 2025 against first "
  "half 2024?", "percent_change", "number", pct(num(mp[0]), num(mp[1])), "%",
  [ev(DC, "t4", "Average milk price paid to members (cent per litre, ex VAT)", "H1 2025"),
   ev(DC, "t4", "Average milk price paid to members (cent per litre, ex VAT)", "H1 2024")], raw=list(mp),
  tolerance=0.05, hard=["synonym"], calc=lambda v: pct(v[0], v[1]))
mi = OPS["Milk intake (million litres)"]
Q("How much more milk did the co-op take in during H1 2025 than in H1 2024, in million litres?", "difference",
  "number", num(mi[0]) - num(mi[1]), "million litres",
  [ev(DC, "t4", "Milk intake (million litres)", "H1 2025"), ev(DC, "t4", "Milk intake (million litres)", "H1 2024")],
  raw=list(mi), hard=["unit_in_header"], calc=lambda v: v[0] - v[1])
bus = [lab for lab, _ in M.DC_REVENUE]
gain = {lab: v[0] - v[1] for lab, v in M.DC_REVENUE}
g1 = max(gain, key=gain.get)
assert sorted(gain.values())[-1] != sorted(gain.values())[-2]
Q("Which Drumcollogher business added the most revenue in euro terms, H1 2025 vs H1 2024?", "argmax", "text", g1,
  None, [ev(DC, "t2", lab, c) for lab in bus for c in (H25, H24)],
  raw=[M.brk(v[k]) for _, v in M.DC_REVENUE for k in (0, 1)], aliases=["Butter", "Butter and spreads"],
  scale_note=K, hard=["header_path", "merged_cell"],
  calc=lambda v, bus=bus: bus[max(range(len(bus)), key=lambda k: v[2 * k] - v[2 * k + 1])])
bt, chz = dict(M.DC_REVENUE)["Butter and dairy spreads"][0], dict(M.DC_REVENUE)["Cheese"][0]
Q("Butter plus cheese revenue for H1 2025 \u2013 answer in \u20ac millions, one decimal.", "sum", "number",
  rnd(D(bt + chz) / 1000, 1), "EUR", [ev(DC, "t2", "Butter and dairy spreads", H25), ev(DC, "t2", "Cheese", H25)],
  raw=[M.brk(bt), M.brk(chz)], scale=1000000, decimals=1, scale_note=K,
  hard=["scale_normalization", "unit_in_header", "header_path", "merged_cell"],
  calc=lambda v: rnd((v[0] + v[1]) / 1000, 1))
c0, c1 = M.dc_value("Cash and cash equivalents", 0, "t3"), M.dc_value("Cash and cash equivalents", 1, "t3")
assert c0 != c1
Q("Did Drumcollogher hold more cash at 30 June 2025 or at 31 December 2024?", "compare_two", "text",
  "30 June 2025" if c0 > c1 else "31 December 2024", None,
  [ev(DC, "t3", "Cash and cash equivalents", "30 June 2025"),
   ev(DC, "t3", "Cash and cash equivalents", "31 December 2024")], raw=[M.brk(c0), M.brk(c1)], scale_note=K,
  aliases=["at 31 December 2024", "December 2024", "31 Dec 2024"] if c1 > c0 else ["at 30 June 2025", "June 2025"],
  calc=lambda v: "30 June 2025" if v[0] > v[1] else "31 December 2024")
mf = M.dc_value("Members' funds", 0, "t3")
Q("drumcollogher members' funds, 30 june 2025?", "lookup", "number", mf, "EUR", [ev(DC, "t3", "Members' funds", "30 June 2025")],
  raw=M.brk(mf), scale=1000, scale_note=K, hard=["unit_in_header", "total_row"], calc=lambda v: v[0])
Q("How many of Drumcollogher's five businesses had lower revenue in H1 2025 than a year earlier?", "count", "number",
  sum(1 for _, v in M.DC_REVENUE if v[0] < v[1]), None, [ev(DC, "t2", lab, c) for lab in bus for c in (H25, H24)],
  raw=[M.brk(v[k]) for _, v in M.DC_REVENUE for k in (0, 1)], hard=["header_path", "merged_cell"],
  calc=lambda v, bus=bus: sum(1 for k in range(len(bus)) if v[2 * k] < v[2 * k + 1]))
Q("What premium did Drumcollogher pay per litre for organic milk in H1 2025?", "unanswerable", "none",
  reason="The report gives one average milk price; organic milk is not mentioned.", hard=["absent_entity"],
  probe={"doc": DC, "absent": ["organic"], "present": [r"Average milk price"]})


# ================================================================================== 12 Llanfyllin vets
LV = M.LV_FILE
LM_ = "\u00a3m"


def lve(label, year, tid="t1"):
    return ev(LV, tid, label, f"{M.LV_HEAD} > {year}")


v = M.lv_value("Revenue", 2024)
Q("Llanfyllin Veterinary Group's revenue for the year to 31 March 2024?", "lookup_header_path", "number", v, "GBP",
  [lve("Revenue", 2024)], raw=M.brk(v, 1), scale=1000000, scale_note=LM_,
  hard=["unit_in_header", "header_path", "merged_cell"], calc=lambda x: x[0])
a, b = M.lv_value("Revenue", 2025), M.lv_value("Revenue", 2024)
Q("Revenue growth at Llanfyllin, FY2025 over FY2024, in percent?", "percent_change", "number", pct(a, b), "%",
  [lve("Revenue", 2025), lve("Revenue", 2024)], raw=[M.brk(a, 1), M.brk(b, 1)], tolerance=0.05,
  hard=["header_path", "merged_cell"], calc=lambda x: pct(x[0], x[1]))
marg = {y: M.lv_value("Profit for the year", y) / M.lv_value("Revenue", y) for y in M.LV_YEARS}
best = max(marg, key=marg.get)
assert best != max(M.LV_YEARS, key=lambda y: M.lv_value("Profit for the year", y))
assert sorted(marg.values())[-1] != sorted(marg.values())[-2]
Q("In which year was Llanfyllin's profit for the year highest as a share of revenue?", "argmax", "text", best, None,
  [lve(lab, y) for y in M.LV_YEARS for lab in ("Profit for the year", "Revenue")],
  raw=[M.brk(M.lv_value(lab, y), 1) for y in M.LV_YEARS for lab in ("Profit for the year", "Revenue")],
  aliases=[f"FY{best}", f"year ended 31 March {best}"], scale_note=LM_, hard=["header_path", "merged_cell"],
  calc=lambda x: M.LV_YEARS[max(range(3), key=lambda k: x[2 * k] / x[2 * k + 1])])
eq = [M.lv_value("Equine", y) for y in M.LV_YEARS]
Q("Average equine revenue over the three years shown, in \u00a3 millions to two decimals?", "average", "number",
  rnd(sum(eq) / 3), "GBP", [lve("Equine", y, "t2") for y in M.LV_YEARS], raw=[M.brk(x, 1) for x in eq],
  scale=1000000, decimals=2, scale_note=LM_, hard=["header_path", "merged_cell", "unit_in_header"],
  calc=lambda x: rnd(sum(x) / 3))
fa, rh = M.lv_value("Farm animal", 2025), M.lv_value("Referral hospital", 2025)
assert fa != rh
Q("Which brought in more in FY2025 at Llanfyllin \u2013 farm animal work or the referral hospital?", "compare_two",
  "text", "Farm animal" if fa > rh else "Referral hospital", None,
  [lve("Farm animal", 2025, "t2"), lve("Referral hospital", 2025, "t2")], raw=[M.brk(fa, 1), M.brk(rh, 1)],
  aliases=["farm animal work", "farm"] if fa > rh else ["referral"], scale_note=LM_,
  hard=["header_path", "merged_cell"], calc=lambda x: "Farm animal" if x[0] > x[1] else "Referral hospital")
s5, s4 = M.lv_value("Staff costs", 2025), M.lv_value("Staff costs", 2024)
Q("By how much did staff costs rise at Llanfyllin from FY2024 to FY2025?", "difference", "number", s4 - s5, "GBP",
  [lve("Staff costs", 2025), lve("Staff costs", 2024)], raw=[M.brk(s5, 1), M.brk(s4, 1)], scale=1000000,
  scale_note=LM_, accept_abs=True, hard=["negative_parentheses", "header_path", "merged_cell"],
  calc=lambda x: x[1] - x[0])
Q("How much revenue did Llanfyllin earn from exotic pets in FY2025?", "unanswerable", "none",
  reason="Revenue is split into five practice types; exotic pets are not one of them.", hard=["absent_entity"],
  probe={"doc": LV, "absent": ["exotic"], "present": [r"Companion animal"]})


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
        if d.lang == "nl":
            hc.add("locale_number")
            if qlang != "nl":
                hc.add("cross_lingual")
        if t is not None and len(t.pages) > 1 and e["page"] > min(t.pages) and not is_note:
            hc.add("multi_page")
        if d.file in (M.DC_FILE, M.LV_FILE) and not is_note and any(
                x.startswith("(") for x in (rec["answer"].get("raw") or "").split(" | ")):
            hc.add("negative_parentheses")
        if is_note:
            hc.add("footnote")
    if EXCL in rec["answer"].get("conditions", []):
        hc.add("vat_condition")
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
