"""business-other15: questions.jsonl, every gold computed from make_docs' data.

    /work/main/.venv/bin/python bench/business-other15/make_questions.py [OUT]

Each answered question keeps (in memory) `calc`, a function that recomputes the gold from the values parsed out
of its printed `raw` texts; build() asserts it on the printed texts and check.py asserts it again after finding
every raw text on its evidence page of the PDF. Unanswerables keep a `probe` (texts that must be absent from, or
patterns that must be present on, the document) for check.py.
"""
from __future__ import annotations

import json
import re
import sys
from decimal import Decimal
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.dont_write_bytecode = True
sys.path.insert(0, str(HERE))
import make_docs as M  # noqa: E402

D, rnd = M.D, M.rnd
PREFIX, SOURCE = "bo15-", "business-other15"
WORK = Path("/tmp/business-other15work")
DOCS = M.layout(WORK / "qdocs")
LANG = {f: d.lang for f, d in DOCS.items()}
FAMILY = {f: d.family for f, d in DOCS.items()}
EXCL = "Prices exclude VAT"
INCL = "Prices include VAT"
NOVAT = "Fees are not subject to VAT"


# ================================================================================== printed values
UNIT_WORDS = r"Kartons?|trays?|weeks?|nights?|units?|kg|mm|W|N|%|€|£"


def num(text: str, lang: str = "en"):
    """The number in a printed text ('€18.00', '35,00 €', '(2,914)', '20 Kartons', '10 %'); the text itself if it
    is not a number."""
    s = text.strip()
    if s == M.NDASH:
        return Decimal(0)
    neg = s.startswith("(") and s.endswith(")")
    core = s[1:-1] if neg else s
    core = re.sub(r"\s*(?:" + UNIT_WORDS + r")\s*", " ", core).strip()
    pat = r"\d{1,3}(?:\.\d{3})*(?:,\d+)?|\d+(?:,\d+)?" if lang == "de" else r"\d{1,3}(?:,\d{3})*(?:\.\d+)?|\d+(?:\.\d+)?"
    if not re.fullmatch(pat, core):
        return text
    core = core.replace(".", "").replace(",", ".") if lang == "de" else core.replace(",", "")
    x = Decimal(core)
    return -x if neg else x


# ================================================================================== evidence
def row_path(doc, tid, key):
    t = DOCS[doc].tables[tid]
    sec = None
    for row, k in zip(t.body, t.keys):
        if isinstance(row, M.Sec):
            sec = row.text
        elif k == key:
            return key if (sec is None or " > " in key) else f"{sec} > {key}"
    raise KeyError((doc, tid, key))


def ev(doc, tid, key, col):
    t = DOCS[doc].tables[tid]
    return {"doc": doc, "page": t.row_pages[key], "table": tid, "row": row_path(doc, tid, key), "column": col}


def note(doc, label, col, tid="t1", page=1):
    """Evidence for a footnote or note printed under a table."""
    return {"doc": doc, "page": page, "table": tid, "row": label, "column": col}


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


# ================================================================================== 1 Ardfinnan
AF, TB, OF = M.AF_FILE, M.TB_FILE, M.OF_FILE
AF_ROW = {r[1]: r for r in M.AF_ITEMS}
AF_NOTE = "footnote \u00b9"


def af(code, n):
    i = M.tier_of(M.AF_BOUNDS, n)
    return AF_ROW[code][4][i], ev(AF, "t1", code, f"{M.AF_HEAD} > {M.AF_TIERS[i]}")


t, e = af("AB-104", 120)
assert e["column"].endswith("50\u2013199")
Q("Ardfinnan Craft Bakery: per-piece price of the rye and caraway loaf in the 50\u2013199 band?", "lookup_header_path",
  "number", num(t), "EUR", [e], raw=t, scale_note="per piece", conditions=[EXCL], hard=["unit_in_header"],
  calc=lambda v: v[0])
t, e = af("AB-203", 350)
Q("If we take 350 ciabatta rolls on one delivery from Ardfinnan, how much is each roll?", "range_lookup", "number",
  num(t), "EUR", [e], raw=t, scale_note="per piece", conditions=[EXCL], hard=["range_match"], calc=lambda v: v[0])
r = AF_ROW["AB-301"]
Q("By what percentage does an Ardfinnan butter croissant get cheaper from the 1\u201349 band to the 600+ band? Two "
  "decimals please.", "percent_change", "number", pct(r[4][3], r[4][0]), "%",
  [ev(AF, "t1", "AB-301", f"{M.AF_HEAD} > {M.AF_TIERS[0]}"), ev(AF, "t1", "AB-301", f"{M.AF_HEAD} > {M.AF_TIERS[3]}")],
  raw=[r[4][0], r[4][3]], tolerance=0.05, accept_abs=True, conditions=[EXCL], calc=lambda v: pct(v[1], v[0]))
breads = [x for x in M.AF_ITEMS if x[0] == "Breads"]
drops = {x[2]: D(x[4][0]) - D(x[4][3]) for x in breads}
best = max(drops, key=drops.get)
assert sorted(drops.values())[-1] != sorted(drops.values())[-2]
Q("Looking only at Ardfinnan's Breads section, which loaf has the largest drop in euro per piece between the 1\u201349 "
  "and 600+ columns?", "argmax", "text", best, None,
  [ev(AF, "t1", x[1], f"{M.AF_HEAD} > {M.AF_TIERS[j]}") for x in breads for j in (0, 3)],
  raw=[x[4][j] for x in breads for j in (0, 3)], aliases=[next(x[1] for x in breads if x[2] == best)],
  conditions=[EXCL], calc=lambda v: breads[max(range(len(breads)), key=lambda k: v[2 * k] - v[2 * k + 1])][2])
(t1, e1), (t2, e2) = af("AB-301", 80), af("AB-302", 40)
goods = 80 * num(t1) + 40 * num(t2)
assert goods < M.AF_SMALL_ORDER
Q("Hi, our caf\u00e9 wants 80 butter croissants and 40 pains au chocolat from Ardfinnan on Friday's delivery. What will "
  "that come to before VAT, including the delivery charge if one applies?", "sum", "number",
  goods + M.AF_DELIVERY, "EUR", [e1, e2, note(AF, AF_NOTE, M.AF_HEAD), note(AF, AF_NOTE, M.AF_HEAD)],
  raw=[t1, t2, f"\u20ac{M.en(M.AF_SMALL_ORDER)}", f"\u20ac{M.en(M.AF_DELIVERY)}"], conditions=[EXCL],
  hard=["range_match", "footnote"],
  calc=lambda v: 80 * v[0] + 40 * v[1] + (v[3] if 80 * v[0] + 40 * v[1] < v[2] else 0))
Q("What's Ardfinnan's price per piece for a gluten-free sandwich loaf in the 50\u2013199 band?", "unanswerable", "none",
  reason="Ardfinnan's list has no gluten-free loaf.", hard=["absent_entity"],
  probe={"doc": AF, "absent": ["gluten"], "present": []})


# ================================================================================== 2 Tännesberg (de)
TB_ROW = {r[0]: r for r in M.TB_ITEMS}
TB_NOTE = "footnote \u00b9"


def tb(art, cartons):
    i = M.tier_of(M.TB_BOUNDS, cartons)
    return M.de(D(TB_ROW[art][4][i])), ev(TB, "t1", art, f"{M.TB_HEAD} > {M.TB_TIERS[i]}")


t, e = tb("TB 4204", 30)
Q("Was kostet bei Backhaus T\u00e4nnesberg ein Karton Laugenbrezeln in der Staffel ab 30 Kartons?", "lookup_header_path",
  "number", num(t, "de"), "EUR", [e], raw=t, scale_note="je Karton (50 St\u00fcck)", conditions=[EXCL],
  hard=["unit_in_header"], calc=lambda v: v[0], qlang="de")
t, e = tb("TB 4301", 15)
Q("t\u00e4nnesberg roggenmischbrot 15 cartons - price per carton?", "range_lookup", "number", num(t, "de"), "EUR", [e],
  raw=t, scale_note="per carton of 12", conditions=[EXCL], hard=["range_match", "cross_lingual"],
  calc=lambda v: v[0])
t, e = tb("TB 4101", 12)
per = str(TB_ROW["TB 4101"][3])
Q("Ordering 12 cartons of Buttercroissant from T\u00e4nnesberg \u2013 what does a single croissant work out at? Euro, to "
  "the cent.", "range_lookup", "number", rnd(num(t, "de") / int(per)), "EUR",
  [e, ev(TB, "t1", "TB 4101", "St\u00fcck je Karton")], raw=[t, per], decimals=2, conditions=[EXCL],
  hard=["range_match", "scale_normalization", "cross_lingual"], calc=lambda v: rnd(v[0] / v[1]))
Q("Ab wie vielen Kartons je Bestellung liefert T\u00e4nnesberg frei Haus?", "lookup", "number", M.TB_FREE_FROM,
  "cartons", [note(TB, TB_NOTE, M.TB_HEAD)], raw=f"{M.TB_FREE_FROM} Kartons", hard=["footnote"],
  calc=lambda v: v[0], qlang="de")
col = [(r[0], M.de(D(r[4][2]))) for r in M.TB_ITEMS]
low = min(M.TB_ITEMS, key=lambda r: D(r[4][2]))
Q("Which T\u00e4nnesberg article is cheapest per carton in the 'ab 30 Kartons' column? Article number only.", "argmin",
  "text", low[0], None, [ev(TB, "t1", a, f"{M.TB_HEAD} > {M.TB_TIERS[2]}") for a, _ in col], raw=[x for _, x in col],
  aliases=[low[1]], conditions=[EXCL], hard=["cross_lingual"],
  calc=lambda v: col[min(range(len(v)), key=lambda k: v[k])][0])
(t1, e1), (t2, e2) = tb("TB 4201", 8), tb("TB 4204", 6)
assert 8 + 6 < M.TB_FREE_FROM and min(8, 6) >= M.TB_MIN_PER_ARTICLE
Q("We're putting together one order with Backhaus T\u00e4nnesberg: 8 cartons of baguettes and 6 cartons of "
  "Laugenbrezel. What's the net total, freight included if it's charged?", "sum", "number",
  8 * num(t1, "de") + 6 * num(t2, "de") + M.TB_FREIGHT, "EUR",
  [e1, e2, note(TB, TB_NOTE, M.TB_HEAD), note(TB, TB_NOTE, M.TB_HEAD)],
  raw=[t1, t2, f"{M.TB_FREE_FROM} Kartons", f"{M.de(M.TB_FREIGHT)} \u20ac"], conditions=[EXCL],
  hard=["range_match", "footnote", "cross_lingual"],
  calc=lambda v: 8 * v[0] + 6 * v[1] + (v[3] if 8 + 6 < v[2] else 0))
Q("What is T\u00e4nnesberg's carton price for Berliner (jam doughnuts) at 10\u201329 cartons?", "unanswerable", "none",
  reason="T\u00e4nnesberg's list has no Berliner / doughnuts.", hard=["absent_entity", "cross_lingual"],
  probe={"doc": TB, "absent": ["Berliner", "Krapfen", "doughnut"], "present": []})


# ================================================================================== 3 Oostmalle
OF_ROW = {r[0]: r for r in M.OF_ITEMS}


def of(ref, trays):
    i = M.tier_of(M.OF_BOUNDS, trays)
    return OF_ROW[ref][4][i], ev(OF, "t1", ref, f"{M.OF_HEAD} {M.OF_TIERS[i]}")


t, e = of("OFB-13", 40)
Q("Oostmalle Frozen Bakery, cinnamon rolls: tray price when ordering 40 trays or more?", "lookup_header_path",
  "number", num(t), "EUR", [e], raw=t, scale_note="per tray of 24", conditions=[EXCL], hard=["unit_in_header"],
  calc=lambda v: v[0])
t, e = of("OFB-14", 25)
per = str(OF_ROW["OFB-14"][2])
Q("Could you tell me what one almond croissant costs from Oostmalle if we order 25 trays of them?", "range_lookup",
  "number", num(t) / int(per), "EUR", [e, ev(OF, "t1", "OFB-14", "Pieces per tray")], raw=[t, per], decimals=2,
  conditions=[EXCL], hard=["range_match", "scale_normalization"], calc=lambda v: v[0] / v[1])
pcs = [str(r[2]) for r in M.OF_ITEMS]
Q("How many products on Oostmalle's list are packed 24 to a tray?", "count", "number",
  sum(1 for r in M.OF_ITEMS if r[2] == 24), None, [ev(OF, "t1", r[0], "Pieces per tray") for r in M.OF_ITEMS],
  raw=pcs, calc=lambda v: sum(1 for x in v if x == 24))
Q("Oostmalle minimum order per delivery (trays)?", "lookup", "number", M.OF_MIN_TRAYS, "trays",
  [note(OF, "note: minimum order", "Product")], raw=f"{M.OF_MIN_TRAYS} trays", hard=["footnote"],
  calc=lambda v: v[0])


# ================================================================================== cross-document: three bakeries
PRODUCTS = {
    "croissant": {"Ardfinnan": "AB-301", "T\u00e4nnesberg": "TB 4101", "Oostmalle": "OFB-11"},
    "pain": {"Ardfinnan": "AB-302", "T\u00e4nnesberg": "TB 4102", "Oostmalle": "OFB-12"},
    "cinnamon": {"Ardfinnan": "AB-303", "T\u00e4nnesberg": "TB 4103", "Oostmalle": "OFB-13"},
    "almond": {"Ardfinnan": "AB-304", "Oostmalle": "OFB-14"},
    "baguette": {"Ardfinnan": "AB-105", "T\u00e4nnesberg": "TB 4201", "Oostmalle": "OFB-21"},
    "brioche": {"Ardfinnan": "AB-201", "T\u00e4nnesberg": "TB 4203", "Oostmalle": "OFB-22"},
    "sourdough": {"Ardfinnan": "AB-101", "T\u00e4nnesberg": "TB 4302", "Oostmalle": "OFB-23"},
    "ciabatta": {"Ardfinnan": "AB-203", "T\u00e4nnesberg": "TB 4202", "Oostmalle": "OFB-24"},
}
ALIASES = {"Ardfinnan": ["Ardfinnan Craft Bakery Ltd", "Ardfinnan Craft Bakery"],
           "T\u00e4nnesberg": ["Backhaus T\u00e4nnesberg GmbH", "Backhaus T\u00e4nnesberg", "Taennesberg",
                               "Tannesberg"],
           "Oostmalle": ["Oostmalle Frozen Bakery NV", "Oostmalle Frozen Bakery"]}
DOC_LANG = {"Ardfinnan": "en", "T\u00e4nnesberg": "de", "Oostmalle": "en"}


def pack(sup, code):
    if sup == "Ardfinnan":
        return 1
    if sup == "T\u00e4nnesberg":
        return TB_ROW[code][3]
    return OF_ROW[code][2]


def offer(sup, code, n):
    """(price text, evidence, packs, total) for n pieces from one supplier (whole packs only)."""
    k = pack(sup, code)
    assert n % k == 0, (sup, code, n)
    packs = n // k
    t, e = {"Ardfinnan": af, "T\u00e4nnesberg": tb, "Oostmalle": of}[sup](code, packs)
    return t, e, packs, num(t, DOC_LANG[sup]) * packs


def allowed(sup, packs):
    """The minimum-order rules for a one-product order."""
    if sup == "T\u00e4nnesberg":
        return packs >= M.TB_MIN_PER_ARTICLE
    if sup == "Oostmalle":
        return packs >= M.OF_MIN_TRAYS
    return True


def cross(question, product, n, what, who=None, hard=()):
    sups = [s for s in PRODUCTS[product] if who is None or s in who]
    offs = {s: offer(s, PRODUCTS[product][s], n) for s in sups}
    assert all(allowed(s, offs[s][2]) for s in sups), (product, n)
    packs = [offs[s][2] for s in sups]
    tot = {s: offs[s][3] for s in sups}
    assert len(set(tot.values())) == len(tot), (product, n, tot)
    lo, hi = min(tot, key=tot.get), max(tot, key=tot.get)
    base = dict(evidence=[offs[s][1] for s in sups], raw=[offs[s][0] for s in sups], conditions=[EXCL],
                hard=["range_match", "scale_normalization", "unit_in_header", *hard])

    def totals(v):
        return [v[i] * packs[i] for i in range(len(sups))]
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
    elif what == "diff":                      # first supplier minus second
        a, b = sups
        Q(question, "cross_document", "number", tot[a] - tot[b], "EUR", calc=lambda v: totals(v)[0] - totals(v)[1],
          **base)
    elif what == "diff_per_piece":
        a, b = sups
        Q(question, "cross_document", "number", abs(tot[a] - tot[b]) / n, "EUR", decimals=2,
          calc=lambda v: abs(totals(v)[0] - totals(v)[1]) / n, **base)
    return lo


cross("Which of our three bakery suppliers (Ardfinnan, T\u00e4nnesberg, Oostmalle) is cheapest for 600 butter "
      "croissants? Goods value only, ignore delivery.", "croissant", 600, "who", hard=["cross_lingual", "synonym"])

# 120 pains au chocolat: Tännesberg (2 cartons < 3 per article) and Oostmalle (5 trays < 10 per delivery) are out
n, sups = 120, ["Ardfinnan", "T\u00e4nnesberg", "Oostmalle"]
offs = {s: offer(s, PRODUCTS["pain"][s], n) for s in sups}
ok = [s for s in sups if allowed(s, offs[s][2])]
naive = min(sups, key=lambda s: offs[s][3])
assert ok == ["Ardfinnan"] and naive != "Ardfinnan"
Q("We need 120 pains au chocolat for a one-off event and nothing else on the order. Respecting each supplier's "
  "minimum-order rules, which of Ardfinnan, T\u00e4nnesberg and Oostmalle can do it most cheaply?", "cross_document",
  "text", ok[0], None,
  [offs["Ardfinnan"][1], offs["T\u00e4nnesberg"][1], note(TB, TB_NOTE, M.TB_HEAD), offs["Oostmalle"][1],
   note(OF, "note: minimum order", "Product")],
  raw=[offs["Ardfinnan"][0], offs["T\u00e4nnesberg"][0], f"{M.TB_MIN_PER_ARTICLE} Kartons", offs["Oostmalle"][0],
       f"{M.OF_MIN_TRAYS} trays"],
  aliases=ALIASES["Ardfinnan"], conditions=[EXCL],
  hard=["footnote", "range_match", "scale_normalization", "cross_lingual", "synonym"],
  calc=lambda v: min([("Ardfinnan", v[0] * n)]
                     + ([("T\u00e4nnesberg", v[1] * (n // 60))] if n // 60 >= v[2] else [])
                     + ([("Oostmalle", v[3] * (n // 24))] if n // 24 >= v[4] else []), key=lambda x: x[1])[0])
assert pack("T\u00e4nnesberg", "TB 4102") == 60 and pack("Oostmalle", "OFB-12") == 24

cross("For 1,440 brioche burger buns, what's the lowest price per bun across the three bakery lists? Euro, two "
      "decimals.", "brioche", 1440, "per_piece", hard=["cross_lingual"])
cross("480 baguettes: how much do we save by buying from the cheapest of Ardfinnan, T\u00e4nnesberg and Oostmalle "
      "rather than the dearest (goods only)?", "baguette", 480, "saving", hard=["cross_lingual"])
cross("How much more would Ardfinnan charge than Oostmalle for 96 white sourdough loaves of 800 g (Ardfinnan's "
      "sourdough white loaf against Oostmalle's sourdough boule)?", "sourdough", 96, "diff",
      who=["Ardfinnan", "Oostmalle"], hard=["synonym"])
cross("Cinnamon rolls x 480 - lowest goods total across Ardfinnan, T\u00e4nnesberg (Zimtschnecke) and Oostmalle?",
      "cinnamon", 480, "lowest_total", hard=["cross_lingual", "synonym"])
cross("ciabatta rolls, 840 pcs \u2013 cheapest of Ardfinnan, T\u00e4nnesberg and Oostmalle?", "ciabatta", 840, "who",
      hard=["cross_lingual", "synonym"])
cross("Ardfinnan or Oostmalle: who's cheaper for 144 almond croissants?", "almond", 144, "who",
      who=["Ardfinnan", "Oostmalle"])
cross("If we buy 1,200 butter croissants, what's the per-croissant price difference between T\u00e4nnesberg and "
      "Ardfinnan?", "croissant", 1200, "diff_per_piece", who=["Ardfinnan", "T\u00e4nnesberg"],
      hard=["cross_lingual", "synonym"])


# ================================================================================== 4 Kirkcudbright
KS = M.KS_FILE
KS_ROW = {c[0]: c for c in M.KS_COURSES}


def ks(key, weeks, cur):
    i = M.tier_of(M.KS_BOUNDS, weeks)
    j = M.KS_CUR.index(cur)
    return str(KS_ROW[key][3][i][j]), ev(KS, "t1", M.ks_name(key), f"{M.KS_TIERS[i]} > {cur}")


t, e = ks("IEL", 6, "\u20ac")
Q("What is Kirkcudbright School of English's weekly fee in euro for IELTS Preparation on a 4\u201311 week booking?",
  "lookup_header_path", "number", num(t), "EUR", [e], raw=t, scale_note="per week", conditions=[NOVAT],
  calc=lambda v: v[0])
t, e = ks("GEP", 6, "\u00a3")
Q("A student has booked General English Plus for 6 weeks. What's the weekly tuition in sterling?", "range_lookup",
  "number", num(t), "GBP", [e], raw=t, scale_note="per week", conditions=[NOVAT], hard=["range_match"],
  calc=lambda v: v[0])
t1, e1 = ks("GE", 12, "\u20ac")
hs = M.KS_ACCOM[0]
reg = M.KS_FEES[0]
Q("Please total, in euro, 12 weeks of General English plus homestay (single room, half board, shared bathroom) for "
  "the same 12 weeks and the registration fee.", "sum", "number", 12 * num(t1) + 12 * hs[2] + reg[2], "EUR",
  [e1, ev(KS, "t2", hs[0], "\u20ac"), ev(KS, "t3", reg[0], "\u20ac")], raw=[t1, str(hs[2]), str(reg[2])],
  conditions=[NOVAT], hard=["range_match"], calc=lambda v: 12 * v[0] + 12 * v[1] + v[2])
Q("What is the minimum booking length for Intensive English at Kirkcudbright?", "lookup", "number",
  M.KS_INT_MIN_WEEKS, "weeks", [note(KS, "footnote \u00b9", "Course")], raw=f"{M.KS_INT_MIN_WEEKS} weeks",
  hard=["footnote"], calc=lambda v: v[0])
assert KS_ROW["BUS"][3][M.tier_of(M.KS_BOUNDS, 14)] is None
Q("What would Kirkcudbright charge per week for Business English on a 14-week booking?", "unanswerable", "none",
  reason="Business English is not offered for 12 weeks or more (\u2014 in the 12 weeks + columns).",
  hard=["null_cell", "range_match"],
  probe={"doc": KS, "absent": [], "present": [r"Business English.*?\n?.*?567\s+" + M.DASH + r"\s+" + M.DASH]})
r = KS_ROW["INT"][3]
Q("In euro, by what percentage does the weekly Intensive English fee fall from the 1\u20133 week rate to the 12 weeks + "
  "rate?", "percent_change", "number", pct(r[2][1], r[0][1]), "%",
  [ev(KS, "t1", "Intensive English", f"{M.KS_TIERS[0]} > \u20ac"),
   ev(KS, "t1", "Intensive English", f"{M.KS_TIERS[2]} > \u20ac")],
  raw=[str(r[0][1]), str(r[2][1])], tolerance=0.05, accept_abs=True, conditions=[NOVAT],
  calc=lambda v: pct(v[1], v[0]))


# ================================================================================== 5 Wolsingham kennels
WK = M.WK_FILE
WK_ROW = {lab: r for lab, _, r in M.WK_DOGS}
WK_COLS = [f"{s.rstrip(M.SUP1)} > {k.rstrip(M.SUP2)}" for s in M.WK_SEASONS for k in M.WK_KINDS]
WK_PEAK_AUG = M.WK_PEAK[1]
WK_TEXT1 = "note: minimum charge and long stays"

lab = M.wk_size(28)
Q("Our Labrador weighs 28 kg. What does Wolsingham charge per night for an own kennel in the standard season?",
  "range_lookup", "number", num(WK_ROW[lab][0]), "GBP", [ev(WK, "t1", lab, WK_COLS[0])], raw=WK_ROW[lab][0],
  scale_note="per night", conditions=[INCL], hard=["range_match"], calc=lambda v: v[0])
lab = M.wk_size(18)
x = WK_ROW[lab][3]
Q("Two medium-sized dogs from the same household will share a kennel at Wolsingham for 7 nights starting 9 August "
  "2025. What is the boarding charge?", "sum", "number", 2 * 7 * num(x), "GBP",
  [ev(WK, "t1", lab, WK_COLS[3]), note(WK, "footnote \u00b9", "Peak season")], raw=[x, WK_PEAK_AUG],
  conditions=[INCL], hard=["footnote"], calc=lambda v: 2 * 7 * v[0])
x = M.WK_CATS[0][1][0]
Q("One cat, own pen, for a single night in March 2025 - what will Wolsingham actually charge?", "sum", "number",
  M.WK_MIN_NIGHTS * num(x), "GBP", [ev(WK, "t1", M.WK_CATS[0][0], WK_COLS[0]), note(WK, WK_TEXT1, "Own kennel")],
  raw=[x, f"{M.WK_MIN_NIGHTS} nights"], conditions=[INCL], hard=["footnote"], calc=lambda v: max(1, v[1]) * v[0])
lab = M.wk_size(52)
x = WK_ROW[lab][0]
Q("Giant-breed dog in its own kennel for 16 nights in October 2025: total boarding charge after any long-stay "
  "discount?", "sum", "number", 16 * num(x) * (1 - M.WK_LONG_DISC / 100), "GBP",
  [ev(WK, "t1", lab, WK_COLS[0]), note(WK, WK_TEXT1, "Own kennel"), note(WK, WK_TEXT1, "Own kennel")],
  raw=[x, f"{M.WK_LONG_NIGHTS} nights", f"{M.WK_LONG_DISC} %"], conditions=[INCL], hard=["footnote"],
  calc=lambda v: 16 * v[0] * (1 - v[2] / 100) if 16 >= v[1] else 16 * v[0])
ex = M.WK_EXTRAS[1]
Q("Wolsingham kennels: collection and return within 15 miles \u2013 price each way?", "lookup", "number", num(ex[1]),
  "GBP", [ev(WK, "t2", ex[0], "\u00a3")], raw=ex[1], conditions=[INCL], calc=lambda v: v[0])
Q("What is Wolsingham's nightly rate for boarding a rabbit?", "unanswerable", "none",
  reason="Only dogs and cats are boarded; no rate for rabbits or small animals.", hard=["absent_entity"],
  probe={"doc": WK, "absent": ["rabbit", "small animal"], "present": []})


# ================================================================================== 6 Hambleden piano care
HP = M.HP_FILE
PLANS = [p.rstrip(M.SUP1) for p in M.HP_PLANS]
HP_FEE = {lab: v for lab, v in M.HP_FEES}
HP_COV = {lab: v for lab, v in M.HP_COVER}
HP_VIS = {lab: v for lab, v in M.HP_VISITS}


def hp(sec, lab, plan):
    return ev(HP, "t1", f"{sec} > {lab}", plan)


lab = "Grand piano up to 6 ft (1.83 m)"
x = HP_FEE[lab][1]
Q("What is the annual Performer plan fee at Hambleden Piano Care for a grand piano up to 6 ft?", "lookup_header_path",
  "number", num(x), "GBP", [hp(M.HP_FEE_SEC, lab, "Performer")], raw=x, scale_note="per piano per year",
  conditions=[INCL], hard=["transposed"], calc=lambda v: v[0])
mark = M.TICK if HP_COV["Action regulation"][1] else M.CROSS
Q("Is action regulation included in Hambleden's Performer plan? Yes or no.", "lookup", "text",
  "Yes" if mark == M.TICK else "No", None, [hp(M.HP_COVER_SEC, "Action regulation", "Performer")], raw=mark,
  aliases=["Not included", "No, not included"] if mark == M.CROSS else ["Included"], hard=["text_value", "transposed"],
  calc=lambda v: "Yes" if v[0] == M.TICK else "No")
marks = [M.TICK if v[1] else M.CROSS for _, v in M.HP_COVER]
Q("How many of the services listed under 'Included in the plan' does Hambleden's Performer plan include?", "count",
  "number", sum(v[1] for _, v in M.HP_COVER), None, [hp(M.HP_COVER_SEC, lab, "Performer") for lab, _ in M.HP_COVER],
  raw=marks, hard=["transposed"], calc=lambda v: sum(1 for m in v if m == M.TICK))
both = [(lab, M.TICK if v[2] else M.CROSS, M.TICK if v[3] else M.CROSS) for lab, v in M.HP_COVER]
Q("Which services come with the Concert plan but not with Schools & Venues?", "filter_list", "list",
  [lab for lab, v in M.HP_COVER if v[2] and not v[3]], None,
  [hp(M.HP_COVER_SEC, lab, p) for lab, _, _ in both for p in ("Concert", "Schools & Venues")],
  raw=[m for _, a, b in both for m in (a, b)], hard=["transposed"],
  calc=lambda v: [both[k][0] for k in range(len(both)) if v[2 * k] == M.TICK and v[2 * k + 1] == M.CROSS])
up = HP_FEE["Upright piano"]
tun = HP_VIS["Tunings a year"]
per_c, per_s = D(up[2]) / int(tun[2]), D(up[3]) / int(tun[3])
assert per_c != per_s
Q("For an upright piano, which plan works out cheaper per tuning visit: Concert or Schools & Venues?", "compare_two",
  "text", "Concert" if per_c < per_s else "Schools & Venues", None,
  [hp(M.HP_FEE_SEC, "Upright piano", "Concert"), hp(M.HP_VISIT_SEC, "Tunings a year", "Concert"),
   hp(M.HP_FEE_SEC, "Upright piano", "Schools & Venues"), hp(M.HP_VISIT_SEC, "Tunings a year", "Schools & Venues")],
  raw=[up[2], tun[2], up[3], tun[3]], conditions=[INCL], hard=["transposed"],
  calc=lambda v: "Concert" if v[0] / v[1] < v[2] / v[3] else "Schools & Venues")
x = HP_VIS["Discount on repair labour (%)"][3]
Q("What discount on repair labour does Hambleden's Schools & Venues plan give?", "transposed_lookup", "number", num(x), "%",
  [hp(M.HP_VISIT_SEC, "Discount on repair labour (%)", "Schools & Venues")], raw=x, hard=["unit_in_header"],
  calc=lambda v: v[0])
Q("How much does Hambleden charge a year to maintain a harpsichord?", "unanswerable", "none",
  reason="The plans cover upright and grand pianos only.", hard=["absent_entity"],
  probe={"doc": HP, "absent": ["harpsichord"], "present": []})


# ================================================================================== 7 Cuddesdon AED plans
CM = M.CM_FILE
CM_ROW = {p[0]: p for p in M.CM_PLANS}


def cm(plan, units):
    i = M.tier_of(M.CM_BOUNDS, units)
    return CM_ROW[plan][1][i], ev(CM, "t1", plan, f"{M.CM_HEAD} > {M.CM_TIERS[i]}")


t, e = cm("Care", 12)
Q("We have 12 defibrillators on one contract. What is Cuddesdon's annual Care plan fee per unit?", "range_lookup",
  "number", num(t), "GBP", [e], raw=t, scale_note="per defibrillator per year", conditions=[EXCL],
  hard=["range_match", "unit_in_header"], calc=lambda v: v[0])
t, e = cm("Check", 2)
assert CM_ROW["Check"][4] == "Not included"
Q("Two AEDs on Cuddesdon's Check plan, and we expect to replace the pads on both this year. What's the total for the "
  "year ex VAT?", "sum", "number", 2 * num(t) + 2 * M.CM_PADS, "GBP",
  [e, ev(CM, "t1", "Check", "Replacement pads and battery"), note(CM, "note under the table", "Plan")],
  raw=[t, CM_ROW["Check"][4], f"\u00a3{M.en(M.CM_PADS)}"], conditions=[EXCL], hard=["range_match", "footnote"],
  calc=lambda v: 2 * v[0] + (2 * v[2] if v[1] == "Not included" else 0))
marks = [M.TICK if p[3] else M.CROSS for p in M.CM_PLANS]
Q("How many of Cuddesdon's plans include remote monitoring?", "count", "number", sum(p[3] for p in M.CM_PLANS), None,
  [ev(CM, "t1", p[0], "Remote monitoring") for p in M.CM_PLANS], raw=marks,
  calc=lambda v: sum(1 for m in v if m == M.TICK))
vis = [str(p[2]) for p in M.CM_PLANS]
top = max(M.CM_PLANS, key=lambda p: p[2])
assert sorted(p[2] for p in M.CM_PLANS)[-2] < top[2]
Q("Which defibrilator plan gives the most inspection visits per year?", "argmax", "text", top[0], None,
  [ev(CM, "t1", p[0], "Inspection visits a year") for p in M.CM_PLANS], raw=vis, aliases=["Complete Plus"],
  calc=lambda v: M.CM_PLANS[max(range(len(v)), key=lambda k: v[k])][0])


# ================================================================================== 8 Auchterarder fibre cable
AO = M.AO_FILE


def ao(prop, model):
    v, u = M.ao_value(prop, model)
    return v, u, ev(AO, "t1", prop, model)


v, u, e = ao("Outer diameter", "MT-48")
Q("outer diameter MT-48 cable (mm)", "transposed_lookup", "number", num(v), "mm", [e], raw=v,
  hard=["transposed", "unit_in_header"], calc=lambda x: x[0])
v, u, e = ao("Cable weight", "LT-24")
Q("What does the Auchterarder LT-24 cable weigh per kilometre?", "transposed_lookup", "number", num(v), "kg/km", [e],
  raw=v, hard=["transposed", "unit_in_header", "synonym"], calc=lambda x: x[0])
v, u, e = ao("Max. tensile load, long term", "MT-144")
Q("Max. long-term tensile load for the MT-144, please.", "transposed_lookup", "number", num(v), "N", [e], raw=v,
  hard=["transposed", "unit_in_header"], calc=lambda x: x[0])
v, u, e = ao("Max. attenuation at 1550 nm", "MT-96")
Q("Auchterarder data sheet: maximum attenuation at 1550 nm for MT-96?", "transposed_lookup", "number", num(v),
  "dB/km", [e], raw=v, hard=["transposed", "unit_in_header"], calc=lambda x: x[0])
sheath = [M.ao_value("Outer sheath", m)[0] for m in M.AO_MODELS]
Q("Which of the Auchterarder cables have an LSZH outer sheath?", "filter_list", "list",
  [m for m, s in zip(M.AO_MODELS, sheath) if s == "LSZH"], None, [ev(AO, "t1", "Outer sheath", m) for m in M.AO_MODELS],
  raw=sheath, hard=["transposed", "text_value"],
  calc=lambda x: [M.AO_MODELS[k] for k in range(len(x)) if x[k] == "LSZH"])
wts = [M.ao_value("Cable weight", m)[0] for m in M.AO_MODELS]
Q("What is the average cable weight across the six Auchterarder cables? Answer in kg/km to two decimals.", "average",
  "number", rnd(sum(D(w) for w in wts) / len(wts)), "kg/km", [ev(AO, "t1", "Cable weight", m) for m in M.AO_MODELS],
  raw=wts, decimals=2, tolerance=0.01, hard=["transposed", "unit_in_header"], calc=lambda x: rnd(sum(x) / len(x)))
b24, b48 = M.ao_value("Min. bend radius, installed", "LT-24")[0], M.ao_value("Min. bend radius, installed", "MT-48")[0]
assert b24 != b48
Q("Which can be bent tighter once installed, the LT-24 or the MT-48?", "compare_two", "text",
  "LT-24" if D(b24) < D(b48) else "MT-48", None,
  [ev(AO, "t1", "Min. bend radius, installed", "LT-24"), ev(AO, "t1", "Min. bend radius, installed", "MT-48")],
  raw=[b24, b48], hard=["transposed", "synonym"], calc=lambda x: "LT-24" if x[0] < x[1] else "MT-48")
Q("What is the attenuation at 850 nm of the LT-12?", "unanswerable", "none",
  reason="Attenuation is given at 1310 nm and 1550 nm only (single-mode fibre).", hard=["missing_row"],
  probe={"doc": AO, "absent": ["850"], "present": []})


# ================================================================================== 9 Mottisfont spiral mixers
MB = M.MB_FILE
MB_ROW = {m[0]: m for m in M.MB_MODELS}

x = M.en(MB_ROW["MSM-60"][4], 0)
Q("Spiral motor rating of the MSM-60, in watts?", "lookup_header_path", "number", MB_ROW["MSM-60"][4], "W",
  [ev(MB, "t1", "MSM-60", "Motor power (W) > Spiral")], raw=x, hard=["unit_in_header"], calc=lambda v: v[0])
x = str(MB_ROW["MSM-80"][10])
Q("How heavy is the Mottisfont MSM-80 (net)?", "lookup", "number", MB_ROW["MSM-80"][10], "kg",
  [ev(MB, "t1", "MSM-80", "Net weight (kg)")], raw=x, hard=["unit_in_header"], calc=lambda v: v[0])
dough = [str(m[2]) for m in M.MB_MODELS]
price = [m[12] for m in M.MB_MODELS]
fit = [m for m in M.MB_MODELS if m[2] >= 45]
cheap = min(fit, key=lambda m: D(m[12].replace(",", "")))
Q("What's the cheapest Mottisfont spiral mixer that can take at least 45 kg of dough?", "argmin", "text", cheap[0],
  None, [ev(MB, "t1", m[0], "Dough capacity (kg)") for m in M.MB_MODELS]
  + [ev(MB, "t1", m[0], "Price (\u00a3)") for m in M.MB_MODELS], raw=dough + price, conditions=[EXCL],
  calc=lambda v: M.MB_MODELS[min([k for k in range(6) if v[k] >= 45], key=lambda k: v[6 + k])][0])
fl = MB_ROW["MSM-80"][3]
Q("How much flour can an MSM-80 take for a stiff dough at 50 % hydration?", "lookup", "number",
  D(fl) * (1 - M.MB_STIFF_CUT / 100), "kg",
  [ev(MB, "t1", "MSM-80", "Flour capacity (kg)"), note(MB, "footnote \u00b9", "Flour capacity (kg)")],
  raw=[fl, f"{M.MB_STIFF_CUT} %"], hard=["footnote", "unit_in_header"], calc=lambda v: v[0] * (1 - v[1] / 100))
w120, w20 = M.en(MB_ROW["MSM-120"][7], 0), M.en(MB_ROW["MSM-20"][7], 0)
Q("How much wider is the MSM-120 than the MSM-20 (mm)?", "difference", "number",
  MB_ROW["MSM-120"][7] - MB_ROW["MSM-20"][7], "mm",
  [ev(MB, "t1", "MSM-120", "Dimensions (mm) > W"), ev(MB, "t1", "MSM-20", "Dimensions (mm) > W")], raw=[w120, w20],
  hard=["unit_in_header"], calc=lambda v: v[0] - v[1])


# ================================================================================== 10 Ashperton catalogue
AG = M.AG_FILE
AG_ROW = {r[1]: r for r in M.AG_ITEMS}
EXV, INV = f"{M.AG_HEAD} > ex VAT", f"{M.AG_HEAD} > inc VAT"
AG_NOTE = "note: delivery"


def ag(code, which):
    r = AG_ROW[code]
    e = ev(AG, "t1", code, EXV if which == "ex" else INV)
    return (r[5] if which == "ex" else M.en(M.ag_inc(r[5]))), e


t, e = ag("PT-1430", "inc")
assert e["page"] > 1
Q("Ashperton PT-1430 polytunnel \u2013 inc VAT price?", "multi_page_lookup", "number", num(t), "GBP", [e], raw=t,
  conditions=[INCL], calc=lambda v: v[0])
t, e = ag("CL-0806", "ex")
assert e["page"] > 1
Q("What is the ex-VAT price of Ashperton's Western red cedar lean-to (8 \u00d7 6 ft)?", "multi_page_lookup",
  "number", num(t), "GBP", [e], raw=t, conditions=[EXCL], calc=lambda v: v[0])
r = AG_ROW["WP-402"]
e = ev(AG, "t1", "WP-402", "Size / rating")
assert e["page"] > 2
Q("What size is Ashperton's heated propagator with thermostat?", "multi_page_lookup", "text", r[3], None, [e],
  raw=r[3], aliases=["1000 \u00d7 500 mm", "1,000 x 500 mm", "1000 x 500 mm"], hard=["text_value"],
  calc=lambda v: v[0])
t, e = ag("HV-309", "ex")
assert e["page"] > 2
Q("How much is the solar-powered extractor fan before VAT?", "multi_page_lookup", "number", num(t), "GBP", [e],
  raw=t, conditions=[EXCL], hard=["synonym"], calc=lambda v: v[0])
stg = [r for r in M.AG_ITEMS if r[0] == "Staging and shelving"]
low = min(stg, key=lambda r: D(r[5]))
Q("Which is the cheapest item in Ashperton's Staging and shelving section (ex VAT)? Give the code.", "argmin", "text",
  low[1], None, [ev(AG, "t1", r[1], EXV) for r in stg], raw=[r[5] for r in stg], conditions=[EXCL],
  calc=lambda v: stg[min(range(len(v)), key=lambda k: v[k])][1])
incs = [M.en(M.ag_inc(r[5])) for r in stg]
Q("Average inc-VAT price of the seven staging and shelving items, rounded to the penny?", "average", "number",
  rnd(sum(M.ag_inc(r[5]) for r in stg) / len(stg)), "GBP", [ev(AG, "t1", r[1], INV) for r in stg], raw=incs,
  decimals=2, tolerance=0.01, conditions=[INCL], calc=lambda v: rnd(sum(v) / len(v)))
lean = [r for r in M.AG_ITEMS if r[0] == "Lean-to greenhouses"]
Q("Which Ashperton lean-to greenhouses are glazed with polycarbonate? Codes please.", "filter_list", "list",
  [r[1] for r in lean if r[4].startswith("Polycarbonate")], None,
  [ev(AG, "t1", r[1], "Material / glazing") for r in lean], raw=[r[4] for r in lean], hard=["text_value"],
  calc=lambda v: [lean[k][1] for k in range(len(v)) if str(v[k]).startswith("Polycarbonate")])
Q("What does a 12 \u00d7 20 ft polytunnel cost at Ashperton?", "unanswerable", "none",
  reason="Polytunnels are listed as 10 \u00d7 10 / 15 / 20, 14 \u00d7 20 / 30 and 18 \u00d7 30 ft only.",
  hard=["absent_entity"], probe={"doc": AG, "absent": ["12 \u00d7 20"], "present": []})
items = ["AP-0606", "BF-0606", "ST-202"]
goods = sum(D(AG_ROW[c][5]) for c in items)
assert goods < M.AG_FREE_FROM
Q("One order: the 6 \u00d7 6 ft aluminium greenhouse in polycarbonate, the matching 6 \u00d7 6 ft steel base and one "
  "single-tier aluminium staging. Total ex VAT, delivery included if charged?", "sum", "number",
  goods + M.AG_DELIVERY, "GBP",
  [ev(AG, "t1", c, EXV) for c in items] + [note(AG, AG_NOTE, "Description"), note(AG, AG_NOTE, "Description")],
  raw=[AG_ROW[c][5] for c in items] + [f"\u00a3{M.en(M.AG_FREE_FROM)}", f"\u00a3{M.en(M.AG_DELIVERY)}"],
  conditions=[EXCL], hard=["footnote", "multi_page"],
  calc=lambda v: v[0] + v[1] + v[2] + (v[4] if v[0] + v[1] + v[2] < v[3] else 0))


# ================================================================================== 11 Inverbervie interim results
ID = M.ID_FILE
ID_COL = [f"{M.ID_HEAD_TOP} > 2026", f"{M.ID_HEAD_TOP} > 2025", M.ID_HEAD_FY]
K = dict(unit="GBP", scale=1000, scale_note="\u00a3'000")


def idv(label, i, tid="t1"):
    v = M.id_value(label, i)
    col = ID_COL[i] if tid == "t1" else M.ID_BS_COLS[i]
    return M.acc(v), ev(ID, tid, label, col), v


t, e, v = idv("Net revenue", 0)
Q("Net revenue for the six months to 31 January 2026 at Inverbervie Distillers?", "lookup_header_path", "number", v,
  evidence=[e], raw=t, hard=["unit_in_header", "total_row"], calc=lambda x: x[0], **K)
t, e, v = idv("Bulk and cask sales", 1)
Q("inverbervie bulk and cask sales H1 last year (six months to 31 Jan 2025)", "lookup_header_path", "number", v,
  evidence=[e], raw=t, hard=["unit_in_header"], calc=lambda x: x[0], **K)
t, e, v = idv("Maturing spirit inventory", 0, "t2")
Q("What was Inverbervie's maturing spirit inventory at 31 January 2026? Answer in \u00a3 millions.",
  "lookup_header_path", "number", D(v) / 1000, "GBP", [e], raw=t, scale=1000000, scale_note="\u00a3'000",
  decimals=2, hard=["unit_in_header"], calc=lambda x: x[0] / 1000)
(t1, e1, a), (t2, e2, b) = idv("Own-brand bottled spirits", 0), idv("Own-brand bottled spirits", 1)
Q("By what percentage did own-brand bottled spirits revenue grow in H1 2026 compared with H1 2025?", "percent_change",
  "number", pct(a, b), "%", [e1, e2], raw=[t1, t2], tolerance=0.05, scale_note="\u00a3'000",
  calc=lambda x: pct(x[0], x[1]))
kp = dict(M.ID_KPIS)["Visitors to the distillery"]
Q("Percentage increase in visitors to the distillery, H1 2026 vs H1 2025?", "percent_change", "number",
  pct(num(kp[0]), num(kp[1])), "%",
  [ev(ID, "t3", "Visitors to the distillery", "H1 2026"), ev(ID, "t3", "Visitors to the distillery", "H1 2025")],
  raw=[kp[0], kp[1]], tolerance=0.05, calc=lambda x: pct(x[0], x[1]))
(t1, e1, a), (t2, e2, b) = idv("Own-brand bottled spirits", 2), idv("Own-brand bottled spirits", 1)
Q("How much own-brand bottled spirits revenue did Inverbervie make in the second half of the year to 31 July 2025 "
  "(1 February to 31 July 2025)?", "difference", "number", a - b, evidence=[e1, e2], raw=[t1, t2],
  hard=["unit_in_header", "header_path"], calc=lambda x: x[0] - x[1], **K)
streams = [lab for lab, _ in M.ID_REVENUE]
growth = {lab: (D(v[0]) - v[1]) / v[1] for lab, v in M.ID_REVENUE}
fast = max(growth, key=growth.get)
assert sorted(growth.values())[-1] != sorted(growth.values())[-2]
Q("At Inverbervie Distillers, which revenue stream grew fastest in percentage terms between the two half-years?", "argmax", "text", fast, None,
  [idv(lab, i)[1] for lab in streams for i in (0, 1)], raw=[idv(lab, i)[0] for lab in streams for i in (0, 1)],
  scale_note="\u00a3'000",
  calc=lambda x: streams[max(range(3), key=lambda k: (x[2 * k] - x[2 * k + 1]) / x[2 * k + 1])])
kc = dict(M.ID_KPIS)["Casks filled"]
Q("How many casks did Inverbervie fill in the six months to 31 January 2026?", "lookup", "number", num(kc[0]), "casks",
  [ev(ID, "t3", "Casks filled", "H1 2026")], raw=kc[0], hard=["mixed_units"], calc=lambda x: x[0])
Q("What interim dividend per share has Inverbervie declared for H1 2026?", "unanswerable", "none",
  reason="No dividend or per-share figure is reported.", hard=["missing_row"],
  probe={"doc": ID, "absent": ["dividend", "per share"], "present": []})
(t1, e1, a), (t2, e2, b) = idv("Cash and cash equivalents", 0, "t2"), idv("Cash and cash equivalents", 2, "t2")
assert a != b
Q("Was Inverbervie's cash higher at 31 January 2026 or at 31 July 2025?", "compare_two", "text",
  "31 January 2026" if a > b else "31 July 2025", None, [e1, e2], raw=[t1, t2], scale_note="\u00a3'000",
  aliases=["at 31 July 2025", "July 2025"] if b > a else ["at 31 January 2026", "January 2026"],
  calc=lambda x: "31 January 2026" if x[0] > x[1] else "31 July 2025")


# ================================================================================== 12 Carrigmoyle marina
CG = M.CG_FILE
ST = dict(M.CG_STATS)
x = ST["Average occupancy of annual berths (%)"][0]
Q("Average occupancy of annual berths at Carrigmoyle Marina in 2025?", "lookup", "number", num(x), "%",
  [ev(CG, "t3", "Average occupancy of annual berths (%)", "2025")], raw=x, hard=["unit_in_header"],
  calc=lambda v: v[0])
tot = M.cg_revenue_total()
Q("Carrigmoyle's total revenue for 2025, in \u20ac millions to two decimals.", "lookup", "number",
  rnd(D(tot[0]) / 1000000), "EUR", [ev(CG, "t1", "Revenue", "2025")], raw=M.acc(tot[0]), scale=1000000, decimals=2,
  hard=["rounded_figure"], calc=lambda v: rnd(v[0] / 1000000))
Q("Year-on-year % change in Carrigmoyle Marina's total revenue, 2025 vs 2024?", "percent_change", "number",
  pct(tot[0], tot[1]), "%", [ev(CG, "t2", "Total revenue", "2025"), ev(CG, "t2", "Total revenue", "2024")],
  raw=[M.acc(tot[0]), M.acc(tot[1])], tolerance=0.05, hard=["total_row"], calc=lambda v: pct(v[0], v[1]))
fu = dict(M.CG_REVENUE)["Fuel sales"]
Q("By how much did Carrigmoyle's fuel sales change from 2024 to 2025?", "difference", "number", fu[0] - fu[1], "EUR",
  [ev(CG, "t2", "Fuel sales", "2025"), ev(CG, "t2", "Fuel sales", "2024")], raw=[M.acc(fu[0]), M.acc(fu[1])],
  accept_abs=True, calc=lambda v: v[0] - v[1])
acts = [lab for lab, _ in M.CG_REVENUE]
gr = {lab: (D(v[0]) - v[1]) / v[1] for lab, v in M.CG_REVENUE}
g1 = max(gr, key=gr.get)
assert sorted(gr.values())[-1] != sorted(gr.values())[-2]
Q("Which revenue activity at Carrigmoyle grew the most in percentage terms in 2025?", "argmax", "text", g1, None,
  [ev(CG, "t2", lab, y) for lab in acts for y in M.CG_YEARS],
  raw=[M.acc(v[i]) for _, v in M.CG_REVENUE for i in (0, 1)],
  calc=lambda v: acts[max(range(len(acts)), key=lambda k: (v[2 * k] - v[2 * k + 1]) / v[2 * k + 1])])
Q("How many of Carrigmoyle's five revenue activities brought in less in 2025 than in 2024?", "count", "number",
  sum(1 for _, v in M.CG_REVENUE if v[0] < v[1]), None, [ev(CG, "t2", lab, y) for lab in acts for y in M.CG_YEARS],
  raw=[M.acc(v[i]) for _, v in M.CG_REVENUE for i in (0, 1)],
  calc=lambda v: sum(1 for k in range(len(acts)) if v[2 * k] < v[2 * k + 1]))
ab = dict(M.CG_REVENUE)["Annual berthing"][0]
berths = ST["Berths at 31 December"][0]
Q("Annual berthing revenue per berth in 2025 (using the berths at 31 December), rounded to the nearest euro?",
  "average", "number", rnd(D(ab) / int(berths), 0), "EUR",
  [ev(CG, "t2", "Annual berthing", "2025"), ev(CG, "t3", "Berths at 31 December", "2025")],
  raw=[M.acc(ab), berths], decimals=0, hard=["mixed_units"], calc=lambda v: rnd(v[0] / v[1], 0))
Q("How much did Carrigmoyle earn from boat brokerage in 2025?", "unanswerable", "none",
  reason="Revenue is analysed into five activities; brokerage is not one of them.", hard=["absent_entity"],
  probe={"doc": CG, "absent": ["brokerage", "boat sales"], "present": []})
vb = ST["Visitor berth-nights"]
assert num(vb[0]) != num(vb[1])
Q("Were visitor berth-nights at Carrigmoyle higher in 2024 or 2025?", "compare_two", "text",
  "2025" if num(vb[0]) > num(vb[1]) else "2024", None,
  [ev(CG, "t3", "Visitor berth-nights", "2025"), ev(CG, "t3", "Visitor berth-nights", "2024")], raw=[vb[0], vb[1]],
  calc=lambda v: "2025" if v[0] > v[1] else "2024")


# ================================================================================== finish
def derived_hard(rec, qlang):
    hc = set(rec["hard_cases"])
    for e in rec["evidence"]:
        d = DOCS[e["doc"]]
        t = d.tables.get(e["table"])
        if t is not None and t.style in ("borderless", "zebra") and not e["row"].startswith(("footnote", "note")):
            hc.add("borderless")
        if " > " in e["column"]:
            hc.update(["header_path", "merged_cell"])
        if " > " in e["row"]:
            hc.add("merged_cell")
        if d.lang == "de":
            hc.add("locale_number")
            if qlang != "de":
                hc.add("cross_lingual")
        if e["page"] > 1:
            hc.add("multi_page")
        if d.file == M.ID_FILE and e["table"] in ("t1", "t2") and any(
                isinstance(x, str) and x.startswith("(") for x in (rec["answer"].get("raw") or "").split(" | ")):
            hc.add("negative_parentheses")
    if EXCL in rec["answer"].get("conditions", []):
        hc.add("vat_condition")
    return sorted(hc)


def parse_raws(q, rec):
    """The values of a question's raw pieces, each parsed in the number format of the document it cites."""
    evs = rec["evidence"]
    multi = len({e["doc"] for e in evs}) > 1
    out = []
    for i, t in enumerate(q["raws"]):
        e = evs[i] if multi else evs[0]
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
            assert same(got, rec["answer"]["value"]), (rec["id"], got, rec["answer"]["value"])
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
