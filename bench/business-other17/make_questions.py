"""business-other17: questions.jsonl, every gold computed from make_docs' data.

    /work/main/.venv/bin/python bench/business-other17/make_questions.py [OUT]

Each answered question keeps (in memory) `calc`, a function that recomputes the gold from the values parsed out of
its printed `raw` texts; build() asserts it here and check.py asserts it again after finding every raw text on its
evidence page of the PDF. Unanswerables keep a `probe` (texts that must be absent from the document, patterns that
must be present) for check.py.
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

D, rnd, en, de, ch = M.D, M.rnd, M.en, M.de, M.ch
PREFIX, SOURCE = "bo17-", "business-other17"
WORK = Path("/tmp/business-other17work")
DOCS = M.layout(WORK / "qdocs")
FAMILY = {f: d.family for f, d in DOCS.items()}
NUMFMT = {f: ("de" if d.lang == "de" else "en") for f, d in DOCS.items()}
NUMFMT[M.GB_FILE] = "ch"          # Swiss accounts: 18'642
EXCL = "Prices exclude VAT"
F1, F2, F3 = "footnote \u00b9", "footnote \u00b2", "footnote \u00b3"
KT, QR, GT, TR, HC, WC, SA, BA, CD, SE, GB, LI = (M.KT_FILE, M.QR_FILE, M.GT_FILE, M.TR_FILE, M.HC_FILE, M.WC_FILE,
                                                  M.SA_FILE, M.BA_FILE, M.CD_FILE, M.SE_FILE, M.GB_FILE, M.LI_FILE)


# ================================================================================== printed values
UNIT_TAIL = r"\s*(?:L/day|W|kg|dB\(A\)|m\u00b3/h|mm|ha|\u20ac)$"


def num(text: str, fmt: str = "en"):
    """The number in a printed cell or note text ('1,180.00', '279,60', "18'642", '-1'959', '(188)', '£745.00',
    '55 L/day', '24,90 €'); the text itself if it is not a number."""
    s = str(text).strip()
    s = re.sub(UNIT_TAIL, "", s).strip()
    neg = s.startswith("(") and s.endswith(")")
    core = s[1:-1] if neg else s
    core = re.sub(r"^(?:[\u20ac\u00a3]|CHF\s)", "", core).strip()
    sign = ""
    if core[:1] in "-\u2212":
        sign, core = "-", core[1:]
    pats = {"en": r"\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?",
            "de": r"\d{1,3}(?:\.\d{3})+(?:,\d+)?|\d+(?:,\d+)?",
            "ch": r"\d{1,3}(?:'\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?"}
    if not re.fullmatch(pats[fmt], core):
        return text
    if fmt == "en":
        core = core.replace(",", "")
    elif fmt == "de":
        core = core.replace(".", "").replace(",", ".")
    else:
        core = core.replace("'", "")
    x = Decimal(core)
    if sign:
        x = -x
    return -x if neg else x


def first_num(text: str):
    """The first number inside a longer printed phrase (a note)."""
    m = re.search(r"\d+(?:[.,]\d+)?", text)
    return Decimal(m.group(0).replace(",", "."))


def parse_raws(q, rec):
    """The raw texts of a question parsed in the number format of their evidence documents."""
    evs = rec["evidence"]
    out = []
    for i, piece in enumerate(q["raws"]):
        e = evs[i] if len(q["raws"]) == len(evs) else evs[0]
        out.append(num(piece, NUMFMT[e["doc"]]))
    return out


def same(got, want):
    if isinstance(want, (int, float, Decimal)) and not isinstance(want, bool):
        return isinstance(got, (int, float, Decimal)) and abs(D(got) - D(want)) <= Decimal("1e-9")
    if isinstance(want, list):
        return sorted(map(str, got)) == sorted(map(str, want))
    return str(got) == str(want)


def pct(new, old, dp=2):
    return rnd((D(new) - D(old)) / D(old) * 100, dp)


# ================================================================================== evidence
def ev(doc, tid, key, col):
    t = DOCS[doc].tables[tid]
    return {"doc": doc, "page": t.row_pages[key], "table": tid, "row": key, "column": col}


def note(doc, label, phrase, tid="t1", page=1):
    """Evidence for a footnote or note printed under a table; `phrase` is printed on that page."""
    return {"doc": doc, "page": page, "table": tid, "row": label, "column": phrase}


QUESTIONS = []


def Q(question, category, kind, value=None, unit=None, evidence=(), *, raw=None, scale=None, scale_note=None,
      conditions=(), tolerance=None, decimals=None, accept_abs=False, aliases=None, reason=None, hard=(),
      calc=None, probe=None, qlang="en"):
    ans = {"kind": kind}
    raws = None
    if kind == "none":
        ans.update(value=None, raw=None, unit=None, scale_note=None, conditions=[], reason=reason)
    else:
        raws = [str(x) for x in (raw if isinstance(raw, (list, tuple)) else [raw])]
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


# ================================================================================== 1 Knocktopher (EUR per tyre)
KT_ROW = {r[1]: r for r in M.KT_ITEMS}
KT_NOTE = "excluding the tyre recycling levy"


def kt_key(code):
    return f"{KT_ROW[code][0]} > {code}"


def kt(code, n):
    i = M.band(M.KT_BOUNDS, n)
    return KT_ROW[code][5][i], ev(KT, "t1", kt_key(code), f"{M.KT_HEAD} > {M.KT_TIERS[i]}")


def kt_code(size, season):
    (code,) = [r[1] for r in M.KT_ITEMS if r[2] == size and r[4] == season]
    return code


t, e = kt("KT-1702", 20)
Q("Knocktopher list: 12\u201339 price for the 225/45 R17 winter tyre?", "lookup_header_path", "number", num(t),
  "EUR", [e], raw=t, scale_note="per tyre", conditions=[EXCL, "Excludes the tyre recycling levy"],
  hard=["header_path", "merged_cell", "unit_in_header", "vat_condition"], calc=lambda v: v[0])

t, e = kt(kt_code("195/65 R15", "W"), 6)
Q("We're after six 195/65 R15 winter tyres from Knocktopher. What's the price per tyre (before VAT and the levy)?",
  "range_lookup", "number", num(t), "EUR", [e], raw=t, scale_note="per tyre", conditions=[EXCL],
  hard=["range_match", "header_path", "merged_cell", "vat_condition"], calc=lambda v: v[0])

t, e = kt(kt_code("185/65 R15", "S"), 2)
goods = 2 * num(t)
assert goods < M.KT_FREE_FROM
Q("Please total a Knocktopher order for two 185/65 R15 summer tyres, including the recycling levy and any "
  "delivery charge. Ex VAT.", "sum", "number", goods + 2 * M.KT_LEVY + M.KT_DELIVERY, "EUR",
  [e, note(KT, F1, KT_NOTE), note(KT, F1, "carry a delivery charge"), note(KT, F1, "carry a delivery charge")],
  raw=[t, f"{M.EUR}{en(M.KT_LEVY)}", f"{M.EUR}{en(M.KT_FREE_FROM)}", f"{M.EUR}{en(M.KT_DELIVERY)}"],
  conditions=[EXCL], hard=["range_match", "footnote", "header_path", "vat_condition"],
  calc=lambda v: 2 * v[0] + 2 * v[1] + (v[3] if 2 * v[0] < v[2] else 0))

rows16 = [r for r in M.KT_ITEMS if r[0] == "16-inch rims"]
best = min(rows16, key=lambda r: D(r[5][3]))
assert sorted(D(r[5][3]) for r in rows16)[0] < sorted(D(r[5][3]) for r in rows16)[1]
Q("Cheapest 16-inch tyre on the Knocktopher list if you buy 40 or more? Code please.", "argmin", "text", best[1],
  None, [ev(KT, "t1", kt_key(r[1]), f"{M.KT_HEAD} > {M.KT_TIERS[3]}") for r in rows16],
  raw=[r[5][3] for r in rows16], aliases=[f"{best[2]} {best[3]}", best[2]], conditions=[EXCL],
  hard=["range_match", "header_path", "merged_cell"],
  calc=lambda v, rows=rows16: rows[min(range(len(v)), key=lambda i: v[i])][1])

r = KT_ROW["KT-1801"]
Q("KT-1801 \u2013 by what percentage does the per-tyre price drop from the 1\u20133 band to the 40+ band?",
  "percent_change", "number", pct(r[5][3], r[5][0]), "%",
  [ev(KT, "t1", kt_key("KT-1801"), f"{M.KT_HEAD} > {M.KT_TIERS[0]}"),
   ev(KT, "t1", kt_key("KT-1801"), f"{M.KT_HEAD} > {M.KT_TIERS[3]}")],
  raw=[r[5][0], r[5][3]], tolerance=0.05, accept_abs=True, conditions=[EXCL], hard=["header_path", "merged_cell"],
  calc=lambda v: pct(v[1], v[0]))

Q("What is Knocktopher's 4\u201311 price for a 255/35 R19 summer tyre?", "unanswerable", "none",
  reason="Knocktopher lists 15- to 18-inch sizes only; there is no 255/35 R19.", hard=["absent_entity"],
  probe={"doc": KT, "absent": ["255/35", "R19"], "present": [r"18-inch rims"]})


# ================================================================================== 2 Quarnstedt (de, EUR per set of 4)
QR_ROW = {r[1]: r for r in M.QR_ITEMS}


def qr_key(art):
    return f"{QR_ROW[art][0]} > {art}"


def qr(art, sets):
    i = M.band(M.QR_BOUNDS, sets)
    return de(D(QR_ROW[art][4][i])), ev(QR, "t1", qr_key(art), f"{M.QR_HEAD} > {M.QR_TIERS[i]}")


def qr_art(size, season):
    (art,) = [r[1] for r in M.QR_ITEMS if r[2] == size and M.QR_SEASON_EN[r[0]] == season]
    return art


t, e = qr(qr_art("205/55 R16", "winter"), 6)
Q("Was kostet bei Quarnstedt ein Satz Winterreifen 205/55 R16, wenn wir 6 S\u00e4tze abnehmen?", "range_lookup",
  "number", num(t, "de"), "EUR", [e], raw=t, scale_note="je Satz (4 Reifen)", conditions=[EXCL],
  hard=["range_match", "header_path", "merged_cell", "locale_number", "vat_condition"],
  calc=lambda v: v[0], qlang="de")

t, e = qr(qr_art("225/45 R17", "summer"), 3)
Q("Quarnstedt only sells by the set. If we take 12 of the 225/45 R17 summer tyres (3 sets), what does that come to "
  "per tyre? Round to the cent.", "range_lookup", "number", rnd(num(t, "de") / M.QR_PER_SET), "EUR",
  [e, note(QR, F1, "Verkauf nur in ganzen S\u00e4tzen")], raw=[t, f"zu {M.QR_PER_SET} Reifen"], decimals=2,
  scale_note="per tyre", conditions=[EXCL],
  hard=["range_match", "header_path", "locale_number", "cross_lingual", "scale_normalization", "vat_condition"],
  calc=lambda v: rnd(v[0] / first_num(v[1])))

t, e = qr(qr_art("215/60 R16", "summer"), 1)
assert 1 < M.QR_FREE_SETS
Q("One set of 215/60 R16 summer tyres from Quarnstedt, delivered \u2013 what's the net total with freight?", "sum",
  "number", num(t, "de") + M.QR_FREIGHT, "EUR", [e, note(QR, "note: Fracht", "je Lieferung")],
  raw=[t, f"{de(M.QR_FREIGHT)} \u20ac"], conditions=[EXCL],
  hard=["footnote", "header_path", "locale_number", "cross_lingual", "vat_condition"],
  calc=lambda v: v[0] + v[1])

gj = [r for r in M.QR_ITEMS if r[0] == "Ganzjahresreifen"]
Q("Wie viele Ganzjahresreifen-Artikel kosten bei Quarnstedt beim Kauf eines einzelnen Satzes mehr als 350 \u20ac "
  "je Satz?", "count", "number", sum(1 for r in gj if D(r[4][0]) > 350), None,
  [ev(QR, "t1", qr_key(r[1]), f"{M.QR_HEAD} > {M.QR_TIERS[0]}") for r in gj], raw=[de(D(r[4][0])) for r in gj],
  conditions=[EXCL], hard=["header_path", "locale_number", "merged_cell"],
  calc=lambda v: sum(1 for x in v if x > 350), qlang="de")

r = QR_ROW["QR-S184"]
Q("Quarnstedt QR-S184: how much do we save per set buying five sets or more instead of a single set?",
  "difference", "number", D(r[4][0]) - D(r[4][2]), "EUR",
  [ev(QR, "t1", qr_key("QR-S184"), f"{M.QR_HEAD} > {M.QR_TIERS[0]}"),
   ev(QR, "t1", qr_key("QR-S184"), f"{M.QR_HEAD} > {M.QR_TIERS[2]}")],
  raw=[de(D(r[4][0])), de(D(r[4][2]))], scale_note="per set of 4", conditions=[EXCL],
  hard=["header_path", "locale_number", "cross_lingual", "range_match"], calc=lambda v: v[0] - v[1])


# ================================================================================== 3 Glenavy (GBP and EUR rows)
GT_ROW = {r[0]: r for r in M.GT_ITEMS}


def gt(code, cur, n):
    i = M.band(M.GT_BOUNDS, n)
    prices = GT_ROW[code][4] if cur == "GBP" else GT_ROW[code][5]
    return prices[i], ev(GT, "t1", M.gt_key(code, cur), f"{M.GT_HEAD} > {M.GT_TIERS[i]}")


def gt_code(size, season):
    (code,) = [r[0] for r in M.GT_ITEMS if r[1] == size and r[3].lower() == season]
    return code


t, e = gt("GT-175A", "EUR", 10)
Q("Glenavy, GT-175A \u2013 euro price per tyre in the 8\u201323 band?", "lookup_header_path", "number", num(t), "EUR",
  [e], raw=t, scale_note="per tyre", conditions=[EXCL], hard=["header_path", "merged_cell", "mixed_units"],
  calc=lambda v: v[0])

t, e = gt(gt_code("225/40 R18", "summer"), "GBP", 30)
Q("What would Glenavy charge per tyre in sterling for thirty 225/40 R18s?", "range_lookup", "number", num(t), "GBP",
  [e], raw=t, scale_note="per tyre", conditions=[EXCL], hard=["range_match", "header_path", "merged_cell",
                                                              "mixed_units"], calc=lambda v: v[0])

n_a, n_b = 4, 6
ca, cb = gt_code("205/55 R16", "summer"), gt_code("215/60 R16", "summer")
(ta, ea), (tb, eb) = gt(ca, "GBP", n_a + n_b), gt(cb, "GBP", n_a + n_b)
assert M.band(M.GT_BOUNDS, n_a) != M.band(M.GT_BOUNDS, n_a + n_b) and n_a + n_b >= M.GT_FREE_FROM_TYRES
Q("Invoice check, Glenavy, delivery to Lisburn (NI): 4 \u00d7 205/55 R16 summer and 6 \u00d7 215/60 R16 summer. "
  "What should the total be in \u00a3, ex VAT?", "sum", "number", n_a * num(ta) + n_b * num(tb), "GBP",
  [ea, eb, note(GT, "note: price band", "TOTAL number of tyres on the order")],
  raw=[ta, tb, "TOTAL number of tyres on the order"], conditions=[EXCL],
  hard=["range_match", "header_path", "merged_cell", "mixed_units", "footnote"],
  calc=lambda v, n_a=n_a, n_b=n_b: n_a * v[0] + n_b * v[1])

(tw, ew), (ts, es) = gt("GT-165W", "GBP", 12), gt("GT-165S", "GBP", 12)
Q("At Glenavy, how much more per tyre is the 205/55 R16 winter than the summer one? Sterling, 8\u201323 band.",
  "difference", "number", num(tw) - num(ts), "GBP", [ew, es], raw=[tw, ts], conditions=[EXCL],
  hard=["header_path", "merged_cell", "mixed_units"], calc=lambda v: v[0] - v[1])

col = [(r[0], r[5][2]) for r in M.GT_ITEMS]
under = [c for c, p in col if D(p) < 70]
assert len(under) == 2
Q("Which Glenavy tyres come in under \u20ac70 each at the 24+ price? Codes only.", "filter_list", "list", under, None,
  [ev(GT, "t1", M.gt_key(c, "EUR"), f"{M.GT_HEAD} > {M.GT_TIERS[2]}") for c, _ in col], raw=[p for _, p in col],
  conditions=[EXCL], hard=["header_path", "merged_cell", "mixed_units"],
  calc=lambda v, col=col: [col[i][0] for i in range(len(col)) if v[i] < 70])


# ================================================================================== cross-document tyres (EUR)
NAMES = {KT: "Knocktopher Tyre Distributors", QR: "Quarnstedt Reifengro\u00dfhandel", GT: "Glenavy Tyre Supplies"}
ALIASES = {KT: ["Knocktopher", "Knocktopher Tyre Distributors Ltd"],
           QR: ["Quarnstedt", "Quarnstedt Reifengro\u00dfhandel GmbH", "Quarnstedt Reifengrosshandel"],
           GT: ["Glenavy"]}
SEASON_CODE = {"summer": "S", "winter": "W", "all-season": "A"}


def offers(size, season, tyres):
    """[(doc, raw text, evidence, tyre cost in EUR)] of each supplier that lists the tyre, `tyres` tyres bought."""
    out = []
    kc = [r[1] for r in M.KT_ITEMS if r[2] == size and r[4] == SEASON_CODE[season]]
    if kc:
        t, e = kt(kc[0], tyres)
        out.append((KT, t, e, tyres * num(t)))
    qa = [r[1] for r in M.QR_ITEMS if r[2] == size and M.QR_SEASON_EN[r[0]] == season]
    if qa and tyres % M.QR_PER_SET == 0:
        t, e = qr(qa[0], tyres // M.QR_PER_SET)
        out.append((QR, t, e, tyres // M.QR_PER_SET * num(t, "de")))
    gc = [r[0] for r in M.GT_ITEMS if r[1] == size and r[3].lower() == season]
    if gc:
        t, e = gt(gc[0], "EUR", tyres)
        out.append((GT, t, e, tyres * num(t)))
    return out


def all_in(doc, tyres, cost):
    """Tyre cost plus each supplier's extra charges (levy, freight, delivery) in EUR, ex VAT."""
    if doc == KT:
        return cost + tyres * M.KT_LEVY + (M.KT_DELIVERY if cost < M.KT_FREE_FROM else 0)
    if doc == QR:
        return cost + (M.QR_FREIGHT if tyres // M.QR_PER_SET < M.QR_FREE_SETS else 0)
    return cost + (M.GT_DELIVERY["EUR"] if tyres < M.GT_FREE_FROM_TYRES else 0)


def per_tyre(doc, raw):
    return num(raw, "de") / M.QR_PER_SET if doc == QR else num(raw)


def unique_best(vals, pick=min):
    b = pick(vals)
    assert sum(1 for v in vals if v == b) == 1
    return vals.index(b)


XH = ["range_match", "header_path", "locale_number", "merged_cell", "mixed_units", "cross_lingual"]

# 1: tyre price only, 16 x 205/55 R16 summer
o = offers("205/55 R16", "summer", 16)
assert len(o) == 3
i = unique_best([x[3] for x in o])
Q("Comparing tyre prices alone, in euro, which of our three wholesalers is cheapest for 16 \u00d7 205/55 R16 summer "
  "tyres?", "cross_document", "text", NAMES[o[i][0]], None, [x[2] for x in o],
  raw=[x[1] for x in o], aliases=ALIASES[o[i][0]], conditions=[EXCL], hard=XH,
  calc=lambda v, o=o: NAMES[o[min(range(3), key=lambda k: v[k] * (4 if o[k][0] != QR else 1))][0]])
tyre_only_winner = o[i][0]

# 2: all-in, same order: the levy turns the answer


def cheapest_16(v):
    """raws: Knocktopher per tyre, Quarnstedt per set, Glenavy per tyre (EUR), Knocktopher levy per tyre."""
    kt_ = 16 * v[0] + 16 * v[3] + (M.KT_DELIVERY if 16 * v[0] < M.KT_FREE_FROM else 0)
    qr_ = 4 * v[1] + (M.QR_FREIGHT if 4 < M.QR_FREE_SETS else 0)
    gt_ = 16 * v[2] + (M.GT_DELIVERY["EUR"] if 16 < M.GT_FREE_FROM_TYRES else 0)
    return NAMES[[KT, QR, GT][min(range(3), key=lambda k: [kt_, qr_, gt_][k])]]


alls = [all_in(x[0], 16, x[3]) for x in o]
j = unique_best(alls)
assert o[j][0] != tyre_only_winner
Q("All-in this time \u2013 levies, freight and delivery included, ex VAT, in euro: which of the three tyre "
  "wholesalers is cheapest for 16 \u00d7 205/55 R16 summer tyres?", "cross_document", "text", NAMES[o[j][0]], None,
  [x[2] for x in o] + [note(KT, F1, KT_NOTE)], raw=[x[1] for x in o] + [f"{M.EUR}{en(M.KT_LEVY)}"],
  aliases=ALIASES[o[j][0]], conditions=[EXCL], hard=XH + ["footnote"], calc=lambda v: cheapest_16(v))

# 3: lowest per-tyre price for 40 x 225/45 R17 summer
o = offers("225/45 R17", "summer", 40)
assert len(o) == 3
pt = [per_tyre(x[0], x[1]) for x in o]
i = unique_best(pt)
Q("Whats the lowest per-tyre list price (before any levy) that any of the three supplers offers on 40 \u00d7 225/45 R17 "
  "summer tyres, in euro ex VAT?", "cross_document", "number", pt[i], "EUR", [x[2] for x in o], raw=[x[1] for x in o],
  scale_note="per tyre", conditions=[EXCL], hard=XH + ["scale_normalization"],
  calc=lambda v, o=o: min(v[k] / M.QR_PER_SET if o[k][0] == QR else v[k] for k in range(3)))

# 4: saving cheapest vs dearest, 8 x 215/60 R16 summer, tyre price only
o = offers("215/60 R16", "summer", 8)
assert len(o) == 3
costs = [x[3] for x in o]
unique_best(costs)
unique_best(costs, max)
Q("8 \u00d7 215/60 R16 summer tyres: how much would we save going with the cheapest supplier rather than the "
  "dearest? Tyre prices only, euro.", "cross_document", "number", max(costs) - min(costs), "EUR", [x[2] for x in o],
  raw=[x[1] for x in o], conditions=[EXCL], hard=XH,
  calc=lambda v, o=o: (lambda c: max(c) - min(c))([v[k] * (2 if o[k][0] == QR else 8) for k in range(3)]))

# 5: all-in for a small order of 4 x 185/65 R15 summer: delivery charges decide


def cheapest_4(v):
    """raws: KT per tyre, QR per set, GT per tyre, KT levy, KT free-from, KT delivery, QR free from N sets,
    QR freight, GT free from N tyres, GT delivery."""
    kt_ = 4 * v[0] + 4 * v[3] + (v[5] if 4 * v[0] < v[4] else 0)
    qr_ = v[1] + (v[7] if 1 < first_num(v[6]) else 0)
    gt_ = 4 * v[2] + (v[9] if 4 < first_num(v[8]) else 0)
    return NAMES[[KT, QR, GT][min(range(3), key=lambda k: [kt_, qr_, gt_][k])]]


o = offers("185/65 R15", "summer", 4)
assert len(o) == 3
alls = [all_in(x[0], 4, x[3]) for x in o]
j = unique_best(alls)
assert unique_best([x[3] for x in o]) != j
Q("Just four 185/65 R15 summer tyres for a customer in Cork. With every levy, freight or delivery charge added, who "
  "is cheapest? (euro, ex VAT)", "cross_document", "text", NAMES[o[j][0]], None,
  [x[2] for x in o] + [note(KT, F1, KT_NOTE), note(KT, F1, "carry a delivery charge"),
                       note(KT, F1, "carry a delivery charge"), note(QR, "note: Fracht", "je Lieferung"),
                       note(QR, "note: Fracht", "je Lieferung"), note(GT, F1, "delivery charge of"),
                       note(GT, F1, "delivery charge of")],
  raw=[x[1] for x in o] + [f"{M.EUR}{en(M.KT_LEVY)}", f"{M.EUR}{en(M.KT_FREE_FROM)}", f"{M.EUR}{en(M.KT_DELIVERY)}",
                           f"ab {M.QR_FREE_SETS} S\u00e4tzen", f"{de(M.QR_FREIGHT)} \u20ac",
                           f"orders of {M.GT_FREE_FROM_TYRES} tyres", f"{M.EUR}{en(M.GT_DELIVERY['EUR'])}"],
  aliases=ALIASES[o[j][0]], conditions=[EXCL], hard=XH + ["footnote"], calc=lambda v: cheapest_4(v))


# 6: Knocktopher vs Quarnstedt, 20 x 205/55 R16 winter
o = [x for x in offers("205/55 R16", "winter", 20) if x[0] in (KT, QR)]
assert [x[0] for x in o] == [KT, QR]
Q("For 20 winter tyres in 205/55 R16, how far apart are Knocktopher and Quarnstedt on tyre price alone? Give the gap "
  "in euro.", "cross_document", "number", abs(o[0][3] - o[1][3]), "EUR", [x[2] for x in o], raw=[x[1] for x in o],
  conditions=[EXCL], accept_abs=True, hard=XH, calc=lambda v: abs(20 * v[0] - 5 * v[1]))

# 7: 24 x 225/40 R18 summer, cheapest per tyre
o = offers("225/40 R18", "summer", 24)
assert len(o) == 3
pt = [per_tyre(x[0], x[1]) for x in o]
i = unique_best(pt)
Q("cheapest supplier per tyre (\u20ac) for 24x 225/40 R18 summer?", "cross_document", "text", NAMES[o[i][0]], None,
  [x[2] for x in o], raw=[x[1] for x in o], aliases=ALIASES[o[i][0]], conditions=[EXCL], hard=XH,
  calc=lambda v, o=o: NAMES[o[min(range(3), key=lambda k: v[k] / M.QR_PER_SET if o[k][0] == QR else v[k])][0]])

# 8: only two tyres: Quarnstedt sells whole sets only
o2 = offers("215/55 R17", "all-season", 2)
assert [x[0] for x in o2] == [KT, GT]
o4 = offers("215/55 R17", "all-season", 4)
qx = [x for x in o4 if x[0] == QR][0]
assert per_tyre(QR, qx[1]) * 2 < min(x[3] for x in o2) < qx[3]    # the per-tyre trap, and a whole set costs more
i = unique_best([x[3] for x in o2])
Q("We only need two 215/55 R17 all-season tyres. Which wholesaler gives the lowest bill for just those two, "
  "tyre price only, in euro?", "cross_document", "text", NAMES[o2[i][0]], None,
  [o2[0][2], qx[2], o2[1][2], note(QR, F1, "Verkauf nur in ganzen S\u00e4tzen")],
  raw=[o2[0][1], qx[1], o2[1][1], "Einzelreifen werden nicht abgegeben"], aliases=ALIASES[o2[i][0]],
  conditions=[EXCL], hard=XH + ["footnote"],
  calc=lambda v: NAMES[[KT, QR, GT][min(range(3), key=lambda k: [2 * v[0], v[1], 2 * v[2]][k])]])

# 9: 12 x 225/45 R17 winter: only two suppliers list it
o = offers("225/45 R17", "winter", 12)
assert [x[0] for x in o] == [KT, QR]
pt = [per_tyre(x[0], x[1]) for x in o]
i = unique_best(pt, max)
Q("Of the suppliers that list a 225/45 R17 winter tyre, who quotes the higher price per tyre for an order of 12?",
  "cross_document", "text", NAMES[o[i][0]], None, [x[2] for x in o], raw=[x[1] for x in o],
  aliases=ALIASES[o[i][0]], conditions=[EXCL], hard=XH + ["scale_normalization"],
  calc=lambda v, o=o: NAMES[o[max(range(2), key=lambda k: v[k] / M.QR_PER_SET if o[k][0] == QR else v[k])][0]])


# ================================================================================== 4 Trevalga (rope access, GBP)
TR_ROW = {r[0]: r for r in M.TR_STAFF}
TR_WORK = {r[0].replace(M.SUP3, ""): r for r in M.TR_WORK}
L1, L2, L3 = "IRATA Level 1 technician", "IRATA Level 2 technician", "IRATA Level 3 supervisor"
TR_DAYH = M.TR_DAY.replace(M.SUP1, "")


def tr_day(grade, i):
    return TR_ROW[grade][1][i], ev(TR, "t1", grade, f"{TR_DAYH} > {M.TR_DAY_COLS[i]}")


t, e = tr_day(L2, 1)
Q("Trevalga day rate for a Level 2 tech on a Saturday?", "lookup_header_path", "number", num(t), "GBP", [e], raw=t,
  scale_note="per technician per day", conditions=[EXCL], hard=["header_path", "merged_cell", "unit_in_header"],
  calc=lambda v: v[0])

svc = "Glazing and sealant inspection"
i = M.band(M.TR_UNIT_BOUNDS, 25)
t = TR_WORK[svc][2][i]
Q("If Trevalga inspect 25 drops of glazing and sealant in one visit, what is the rate per drop?", "range_lookup",
  "number", num(t), "GBP", [ev(TR, "t2", svc, f"{M.TR_UNIT_HEAD} > {M.TR_UNIT_TIERS[i]}")], raw=t,
  scale_note="per drop", conditions=[EXCL], hard=["range_match", "header_path", "merged_cell"], calc=lambda v: v[0])

(a, ea), (b, eb) = tr_day(L3, 0), tr_day(L1, 0)
(c, ec), (d_, ed) = tr_day(L3, 1), tr_day(L1, 1)
Q("Please cost a team of one Level 3 supervisor and two Level 1 technicians for two weekdays and one Saturday "
  "(8-hour days, no overtime). Labour only, ex VAT.", "sum", "number",
  2 * (num(a) + 2 * num(b)) + num(c) + 2 * num(d_), "GBP", [ea, eb, ec, ed], raw=[a, b, c, d_], conditions=[EXCL],
  hard=["header_path", "merged_cell"], calc=lambda v: 2 * (v[0] + 2 * v[1]) + v[2] + 2 * v[3])

anc = "Anchor point test and certification"
n_anc = 6
i = M.band(M.TR_UNIT_BOUNDS, n_anc)
t = TR_WORK[anc][2][i]
assert n_anc * num(t) < M.TR_ANCHOR_MIN
Q("We have 6 roof anchors that need testing and certifying. What will Trevalga charge for the visit? Ignore travel.", "sum",
  "number", M.TR_ANCHOR_MIN, "GBP",
  [ev(TR, "t2", anc, f"{M.TR_UNIT_HEAD} > {M.TR_UNIT_TIERS[i]}"), note(TR, F3, "Minimum charge for anchor testing",
                                                                       "t2")],
  raw=[t, f"{M.GBP}{en(M.TR_ANCHOR_MIN)}"], conditions=[EXCL], hard=["footnote", "range_match", "header_path"],
  calc=lambda v, n=n_anc: max(n * v[0], v[1]))

(h, eh), (f, ef) = (TR_ROW[L3][2], ev(TR, "t1", L3, M.TR_HALF)), tr_day(L1, 0)
assert num(f) > num(h)
Q("Which is dearer at Trevalga: a Level 3 supervisor for a weekday half day, or a Level 1 technician for a full "
  "weekday? Name the grade.", "compare_two", "text", L1, None, [eh, ef], raw=[h, f],
  aliases=["Level 1 technician", "IRATA Level 1", "Level 1"], conditions=[EXCL], hard=["header_path"],
  calc=lambda v: L1 if v[1] > v[0] else L3)

Q("What's Trevalga's night-shift rate for a Level 2 technician?", "unanswerable", "none",
  reason="The rate card has weekday, Saturday and Sunday / bank-holiday day rates, half days and overtime; no night "
         "rate.", hard=["missing_row"],
  probe={"doc": TR, "absent": ["night"], "present": [r"Saturday", r"Overtime"]})


# ================================================================================== 5 Hemyock (bike leasing, GBP)
HC_ROW = {r[1]: r for r in M.HC_BIKES}


def hc_key(model):
    return f"{HC_ROW[model][0]} > {model}"


def hc(model, term, bikes):
    i = M.band(M.HC_BOUNDS, bikes)
    prices = HC_ROW[model][5] if term == 24 else HC_ROW[model][6]
    tname = M.HC_TERMS[0 if term == 24 else 1]
    return prices[i], ev(HC, "t1", hc_key(model), f"{M.HC_HEAD} > {tname} > {M.HC_TIERS[i]}")


HH = ["header_path", "merged_cell", "unit_in_header"]
t, e = hc("E-Trekking 500", 36, 15)
Q("Hemyock E-Trekking 500 \u2013 monthly rental per bike on a 36-month agreement, 10\u201329 bike band?",
  "lookup_header_path", "number", num(t), "GBP", [e], raw=t, scale_note="per bike per month", conditions=[EXCL],
  hard=HH, calc=lambda v: v[0])

t, e = hc("E-Urban 400", 24, 40)
Q("We're looking at a fleet of 40 E-Urban 400s on a two-year lease from Hemyock. What's the monthly rate per bike?",
  "range_lookup", "number", num(t), "GBP", [e], raw=t, scale_note="per bike per month", conditions=[EXCL],
  hard=HH + ["range_match", "synonym"], calc=lambda v: v[0])

n_b = 12
t, e = hc("E-Cargo Longtail", 36, n_b)
Q("What would 12 Hemyock E-Cargo Longtails cost us over the whole 36-month term, including the one-off delivery and set-up "
  "charge? Ex VAT.", "sum", "number", n_b * num(t) * 36 + n_b * M.HC_SETUP, "GBP",
  [e, note(HC, F1, "one-off delivery and set-up charge")], raw=[t, f"{M.GBP}{en(M.HC_SETUP)}"], conditions=[EXCL],
  hard=HH + ["range_match", "footnote"], calc=lambda v, n=n_b: n * v[0] * 36 + n * v[1])

na, nb = 8, 4
(ta, ea), (tb, eb) = hc("Urban 7", 36, na + nb), hc("E-Urban 400", 36, na + nb)
assert M.band(M.HC_BOUNDS, na) != M.band(M.HC_BOUNDS, na + nb)
Q("Hemyock, mixed fleet on a 36-month agreement: 8 Urban 7 pedal bikes and 4 E-Urban 400s. What's the total monthly rental?",
  "sum", "number", na * num(ta) + nb * num(tb), "GBP",
  [ea, eb, note(HC, F1, "total number of bikes on the agreement")],
  raw=[ta, tb, "total number of bikes on the agreement"], scale_note="per month", conditions=[EXCL],
  hard=HH + ["range_match", "footnote"], calc=lambda v, na=na, nb=nb: na * v[0] + nb * v[1])

(ta, ea), (tb, eb) = hc("Folding Compact 6", 24, 5), hc("Folding Compact 6", 36, 5)
Q("Hemyock Folding Compact 6, 3\u20139 bikes: how much less per bike per month is the 36-month agreement than the "
  "24-month one?", "difference", "number", num(ta) - num(tb), "GBP", [ea, eb], raw=[ta, tb], conditions=[EXCL],
  hard=HH, calc=lambda v: v[0] - v[1])

heavy = [r[1] for r in M.HC_BIKES if D(r[3]) > 30]
assert len(heavy) == 2
Q("Which models on the Hemyock card weigh more than 30 kg?", "filter_list", "list", heavy, None,
  [ev(HC, "t1", hc_key(r[1]), "Weight (kg)") for r in M.HC_BIKES], raw=[r[3] for r in M.HC_BIKES],
  hard=["merged_cell", "unit_in_header"],
  calc=lambda v: [M.HC_BIKES[k][1] for k in range(len(v)) if v[k] > 30])

Q("What's Hemyock's monthly rate for an E-Urban 400 on a 48-month agreement, 10\u201329 bikes?", "unanswerable",
  "none", reason="Hemyock offers 24- and 36-month agreements only.", hard=["absent_entity"],
  probe={"doc": HC, "absent": ["48-month", "48 month"], "present": [r"36-month agreement"]})


# ================================================================================== 6 Withypool (water coolers)
WC_RENT = dict(M.WC_RENT)
WC_LIM = dict(M.WC_LIMITS)
WC_SVC = dict(M.WC_SERVICES)
RENT_SEC = M.WC_RENT_SEC.replace(M.SUP1, "")
LIM_SEC = M.WC_LIMIT_SEC
SVC_SEC = M.WC_SERVICE_SEC.replace(M.SUP2, "")
SPARK, STD, DESK, FLOOR = 3, 2, 0, 1

t = WC_RENT["36-month agreement"][SPARK]
Q("Withypool mains-fed sparkling cooler: quarterly rental on a 36-month agreement?", "transposed_lookup", "number",
  num(t), "GBP", [ev(WC, "t1", f"{RENT_SEC} > 36-month agreement", M.wc_col(SPARK))], raw=t,
  scale_note="per cooler per quarter", conditions=[EXCL], hard=["transposed", "header_path", "merged_cell"],
  calc=lambda v: v[0])

t = WC_LIM["19-litre bottles included per month"][FLOOR]
Q("How many 19 litre bottles a month come with Withypool's bottled floor-standing cooler?", "transposed_lookup",
  "number", num(t), None, [ev(WC, "t1", f"{LIM_SEC} > 19-litre bottles included per month", M.wc_col(FLOOR))],
  raw=t, scale_note="bottles per month", hard=["transposed", "header_path", "merged_cell", "synonym"],
  calc=lambda v: v[0])

marks = [(lab, v[DESK]) for lab, v in M.WC_SERVICES]
Q("How many of the listed services are included in the rental of Withypool's Bottled Desk cooler (not extra, "
  "not unavailable)?", "count", "number", sum(1 for _, m in marks if m == M.FULL), None,
  [ev(WC, "t1", f"{SVC_SEC} > {lab}", M.wc_col(DESK)) for lab, _ in marks] + [note(WC, F2, "included in the rental")],
  raw=[m for _, m in marks] + [f"{M.FULL} included in the rental"], hard=["transposed", "footnote", "text_value"],
  calc=lambda v: sum(1 for x in v[:-1] if x == M.FULL))

n_c = 6
t = WC_RENT["36-month agreement"][STD]
assert n_c >= M.WC_DISCOUNT_FROM
Q("Annual cost for 6 Withypool Mains-fed Standard coolers on a 36-month agreement? Take any volume discount into account.",
  "sum", "number", n_c * num(t) * 4 * (100 - M.WC_DISCOUNT_PCT) / 100, "GBP",
  [ev(WC, "t1", f"{RENT_SEC} > 36-month agreement", M.wc_col(STD)),
   note(WC, F1, "off the quarterly rental"), note(WC, F1, "off the quarterly rental")],
  raw=[t, f"{M.WC_DISCOUNT_FROM} or more coolers", f"{M.WC_DISCOUNT_PCT} %"], scale_note="per year",
  conditions=[EXCL], hard=["transposed", "footnote", "header_path"],
  calc=lambda v, n=n_c: n * v[0] * 4 * ((100 - first_num(v[2])) / 100 if n >= first_num(v[1]) else 1))

resp = [(M.WC_PLANS[k], WC_LIM["Breakdown response (working days)"][k]) for k in range(4)]
k = unique_best([int(x) for _, x in resp])
Q("Which Withypool plan promises the quickest breakdown response?", "argmin", "text", M.WC_PLANS[k][1], None,
  [ev(WC, "t1", f"{LIM_SEC} > Breakdown response (working days)", M.wc_col(j)) for j in range(4)],
  raw=[x for _, x in resp], aliases=[f"{M.WC_PLANS[k][0]} {M.WC_PLANS[k][1]}", f"Mains {M.WC_PLANS[k][1]}"],
  hard=["transposed", "header_path", "merged_cell"],
  calc=lambda v: M.WC_PLANS[min(range(4), key=lambda j: v[j])][1])

WC_EX = {x[0]: x for x in M.WC_EXTRAS}
n_c = 2
t = WC_RENT["12-month agreement"][FLOOR]
assert WC_SVC["Hot water tap"][FLOOR] == M.OPEN and n_c < M.WC_DISCOUNT_FROM
tap = WC_EX["Hot water tap (upgrade)"][1]
Q("Two Withypool Bottled Floor coolers on a 12-month agreement, both with the hot water tap. What's the quarterly bill before "
  "VAT?", "sum", "number", n_c * (num(t) + num(tap)), "GBP",
  [ev(WC, "t1", f"{RENT_SEC} > 12-month agreement", M.wc_col(FLOOR)),
   ev(WC, "t1", f"{SVC_SEC} > Hot water tap", M.wc_col(FLOOR)), ev(WC, "t2", "Hot water tap (upgrade)", "Price (\u00a3)")],
  raw=[t, M.OPEN, tap], scale_note="per quarter", conditions=[EXCL],
  hard=["transposed", "header_path", "footnote", "text_value"], calc=lambda v, n=n_c: n * (v[0] + v[2]))

Q("Quarterly rental for a Bottled Desk cooler on a 24-month agreement at Withypool?", "unanswerable", "none",
  reason="Withypool prices 12-month and 36-month agreements only.", hard=["absent_entity"],
  probe={"doc": WC, "absent": ["24-month", "24 month"], "present": [r"12-month agreement", r"36-month agreement"]})


# ================================================================================== 7 Stoodleigh (drone survey plans)
SA_ROW = {r[1]: r for r in M.SA_PLANS}
SA_HEADH = M.SA_HEAD.replace(M.SUP1, "")


def sa_key(plan):
    return f"{SA_ROW[plan][0]} > {plan}"


def sa(plan, ha):
    i = M.sa_band(ha)
    return SA_ROW[plan][3][i], ev(SA, "t1", sa_key(plan), f"{SA_HEADH} > {M.SA_BANDS[i]}")


m2 = 84000
t, e = sa("Site Watch 12", D(m2) / 10000)
Q("Our site is 84,000 m\u00b2. What would Stoodleigh charge a year for Site Watch 12?", "range_lookup", "number",
  num(t), "GBP", [e, note(SA, F1, "1 ha = 10,000")], raw=[t, "1 ha = 10,000"], scale_note="per site per year",
  conditions=[EXCL], hard=["range_match", "header_path", "merged_cell", "footnote", "scale_normalization"],
  calc=lambda v: v[0])

t = SA_ROW["Thermal Roof"][4]
Q("Turnaround on Stoodleigh's Thermal Roof plan, in working days?", "lookup", "number", num(t), "days",
  [ev(SA, "t1", sa_key("Thermal Roof"), "Turnaround (working days)")], raw=t, hard=["merged_cell", "unit_in_header"],
  calc=lambda v: v[0])

SA_AD = {x[0]: x for x in M.SA_ADDONS}
t = SA_AD["3D mesh model export"][1]
Q("stoodleigh 3d mesh model export add-on price?", "lookup", "number", num(t), "GBP",
  [ev(SA, "t2", "3D mesh model export", "Price (\u00a3)")], raw=t, scale_note="per flight", conditions=[EXCL],
  hard=["borderless"], calc=lambda v: v[0])

col = [SA_ROW[p][3][0] for p in SA_ROW]
Q("What is the average annual price across all six Stoodleigh plans for a site of up to 5 ha?", "average", "number",
  sum(num(x) for x in col) / len(col), "GBP",
  [ev(SA, "t1", sa_key(p), f"{SA_HEADH} > {M.SA_BANDS[0]}") for p in SA_ROW], raw=col, tolerance=0.01,
  conditions=[EXCL], hard=["header_path", "merged_cell"], calc=lambda v: sum(v) / len(v))

t, e = sa("Topo Survey", 18)
gcp = SA_AD["Ground control points, survey and set-up"][1]
Q("Quote for a Stoodleigh Topo Survey plan on an 18 ha site with ground control points set up, ex VAT please.", "sum", "number",
  num(t) + num(gcp), "GBP", [e, ev(SA, "t2", "Ground control points, survey and set-up", "Price (\u00a3)")],
  raw=[t, gcp], conditions=[EXCL], hard=["range_match", "header_path", "merged_cell"], calc=lambda v: v[0] + v[1])

assert M.sa_band(75) is None
Q("How much is Stockpile Volumes a year for our 75-hectare quarry?", "unanswerable", "none",
  reason="Sites over 50 ha are quoted individually; the plan table stops at 50 ha.", hard=["range_match", "footnote"],
  probe={"doc": SA, "absent": ["75 ha"], "present": [r"Sites over 50 ha are quoted individually"]})


# ================================================================================== 8 Bransgore (HVLS fans)
BA_ROW = dict(M.BA_FANS)


def ba_col(name):
    return M.BA_COLS.index(name)


def ba(model, name):
    k = ba_col(name)
    return BA_ROW[model][k], ev(BA, "t1", model, name.replace(M.SUP1, "").replace(M.SUP2, ""))


t, e = ba("BA-4300", "Motor power")
Q("Motor power of the Bransgore BA-4300?", "lookup", "number", num(t), "W", [e], raw=t,
  hard=["unit_in_header", "borderless"], calc=lambda v: v[0])

t, e = ba("BA-7300", "Weight")
Q("how heavy is the BA-7300 fan (kg)", "lookup", "number", num(t), "kg", [e], raw=t, hard=["unit_in_header",
                                                                                           "borderless"],
  calc=lambda v: v[0])

air = [ba(m, f"Airflow{M.SUP1}") for m in BA_ROW]
pw = [ba(m, "Motor power") for m in BA_ROW]
ratio = [num(a[0]) / num(p[0]) for a, p in zip(air, pw)]
k = unique_best(ratio, max)
models = list(BA_ROW)
Q("Which Bransgore fan moves the most air per watt of motor power?", "argmax", "text", models[k], None,
  [x[1] for x in air] + [x[1] for x in pw], raw=[x[0] for x in air] + [x[0] for x in pw],
  hard=["unit_in_header", "borderless"],
  calc=lambda v: models[max(range(6), key=lambda j: v[j] / v[6 + j])])

cov = [ba(m, "Coverage") for m in BA_ROW]
wt = [ba(m, "Weight") for m in BA_ROW]
ok = [j for j in range(6) if num(cov[j][0]) >= 1000]
k = min(ok, key=lambda j: num(wt[j][0]))
Q("What's the lightest Bransgore fan that still covers at least 1,000 m\u00b2?", "argmin", "text", models[k], None,
  [x[1] for x in cov] + [x[1] for x in wt], raw=[x[0] for x in cov] + [x[0] for x in wt],
  hard=["unit_in_header", "borderless"],
  calc=lambda v: models[min([j for j in range(6) if v[j] >= 1000], key=lambda j: v[6 + j])])

(a, ea), (b, eb) = ba("BA-5500", "Weight"), ba("BA-3600", "Weight")
Q("By how many kilograms does the BA-5500 outweigh the BA-3600?", "difference", "number", num(a) - num(b), "kg",
  [ea, eb], raw=[a, b], hard=["unit_in_header", "borderless"], calc=lambda v: v[0] - v[1])

nz = [ba(m, "Noise") for m in BA_ROW]
Q("Mean noise level across the six Bransgore fans in dB(A), to one decimal place.", "average", "number",
  rnd(sum(num(x[0]) for x in nz) / 6, 1), "dB(A)", [x[1] for x in nz], raw=[x[0] for x in nz], decimals=1,
  hard=["unit_in_header", "borderless"], calc=lambda v: rnd(sum(v) / len(v), 1))


# ================================================================================== 9 Cleobury (dehumidifiers, transposed)
CD_ROW = {M.cd_key(s, lab, c): vals for s, lab, c, vals in M.CD_ROWS}
EX30 = M.cd_key("Performance", M.CD_EXTR, f"at 30 {M.DEG}C, 80 % RH")
EX20 = M.cd_key("Performance", M.CD_EXTR, f"at 20 {M.DEG}C, 60 % RH")


def cd(key, model):
    return CD_ROW[key][M.CD_MODELS.index(model)], ev(CD, "t1", key, M.cd_col(model))


t, e = cd(EX20, "CD-55")
Q("Cleobury CD-55: extraction rate at 20 \u00b0C and 60 % relative humidity?", "transposed_lookup", "number",
  num(t), "L/day", [e], raw=t, hard=["transposed", "merged_cell", "header_path"], calc=lambda v: v[0])

t, e = cd("Size and weight > Weight", "DD-12")
Q("What does the DD-12 desiccant dryer weigh?", "transposed_lookup", "number", num(t), "kg", [e], raw=t,
  hard=["transposed", "header_path"], calc=lambda v: v[0])

t, e = cd("Electrical > Power input", "CD-90")
Q("Power draw of the Cleobury CD-90 in watts, please.", "transposed_lookup", "number", num(t), "W", [e], raw=t,
  hard=["transposed", "header_path", "synonym"], calc=lambda v: v[0])

(a, ea), (b, eb) = cd(EX20, "CD-30"), cd(EX20, "DD-12")
assert num(b) > num(a) and num(cd(EX30, "CD-30")[0]) > num(cd(EX30, "DD-12")[0])
Q("Cleobury, at 20 \u00b0C / 60 % RH: which pulls out more water per day, the CD-30 or the DD-12?", "compare_two", "text",
  "DD-12", None, [ea, eb], raw=[a, b], hard=["transposed", "merged_cell", "header_path"],
  calc=lambda v: "DD-12" if v[1] > v[0] else "CD-30")

pw = [cd("Electrical > Power input", m) for m in M.CD_MODELS]
big = [m for m, (t_, _e) in zip(M.CD_MODELS, pw) if num(t_) > 1000]
assert len(big) == 2
Q("Which Cleobury units draw more than 1 kW?", "filter_list", "list", big, None, [x[1] for x in pw],
  raw=[x[0] for x in pw], hard=["transposed", "header_path", "scale_normalization"],
  calc=lambda v: [M.CD_MODELS[j] for j in range(len(v)) if v[j] > 1000])

nz = [cd("Size and weight > Noise at 1 m", m) for m in M.CD_MODELS]
k = unique_best([num(x[0]) for x in nz])
Q("Quietest dehumidifier in the Cleobury range?", "argmin", "text", M.CD_MODELS[k], None, [x[1] for x in nz],
  raw=[x[0] for x in nz], hard=["transposed", "header_path"],
  calc=lambda v: M.CD_MODELS[min(range(len(v)), key=lambda j: v[j])])

assert CD_ROW["Performance > Refrigerant"][M.CD_MODELS.index("DD-35")] == M.DASH
Q("What refrigerant charge (grams) does the DD-35 take?", "unanswerable", "none",
  reason="The DD-35 is a desiccant dryer; its refrigerant cell is '\u2014' (no refrigerant circuit).",
  hard=["null_cell", "transposed"],
  probe={"doc": CD, "absent": ["R290, 0"], "present": [r"R290, 420 g \u2014 \u2014"]})


# ================================================================================== 10 Stogursey (catalogue, multi-page)
SE_ROW = {r[1]: r for r in M.SE_ITEMS}
SE_HIREH = M.SE_HIRE.replace(M.SUP1, "")


def se(code, what):
    r = SE_ROW[code]
    k = {"hire": 5, "buy": 6, "weight": 4}[what]
    col = {"hire": SE_HIREH, "buy": M.SE_BUY, "weight": "Weight (kg)"}[what]
    return r[k], ev(SE, "t1", f"{r[0]} > {code}", col)


def mp(code, what, question, unit, **kw):
    t, e = se(code, what)
    assert e["page"] >= 2, (code, e["page"])
    Q(question, "multi_page_lookup", "number", num(t), unit, [e], raw=t, calc=lambda v: v[0],
      hard=["multi_page", "borderless"] + kw.pop("hard", []), **kw)


mp("SE-505", "hire", "Stogursey hire price per show for the 2 \u00d7 2.5 m fabric lightbox wall?", "GBP", conditions=[EXCL],
   scale_note="per show")
mp("SE-809", "buy", "Could you tell me what Stogursey charge to buy the PA speaker with wireless microphone?",
   "GBP", conditions=[EXCL])
mp("SE-803", "weight", "stogursey 65 inch LCD screen on floor stand \u2013 weight", "kg")
mp("SE-704", "hire", "Stogursey catalogue \u2013 hire price per m\u00b2 of the wood-effect vinyl flooring?", "GBP",
   conditions=[EXCL], scale_note="per m\u00b2 per show")

t, e = se("SE-102", "hire")
assert e["page"] == 1
Q("How much is it to hire Stogursey's 3 \u00d7 3 m shell scheme stand kit for one show?", "lookup", "number", num(t), "GBP",
  [e], raw=t, scale_note="per show", conditions=[EXCL], hard=["borderless"], calc=lambda v: v[0])

(a, ea), (b, eb), (c, ec) = se("SE-102", "hire"), se("SE-501", "hire"), se("SE-701", "hire")
Q("Stogursey hire quote for one show please: the 3 \u00d7 3 m shell scheme kit, two 10 W arm spotlights and 9 m\u00b2 of grey "
  "carpet tiles, with delivery, build and collection. Ex VAT.", "sum", "number",
  num(a) + 2 * num(b) + 9 * num(c) + M.SE_DELIVERY, "GBP",
  [ea, eb, ec, note(SE, F1, "Delivery, build and collection", page=DOCS[SE].pages)],
  raw=[a, b, c, f"{M.GBP}{en(M.SE_DELIVERY)}"], conditions=[EXCL], hard=["multi_page", "footnote", "borderless"],
  calc=lambda v: v[0] + 2 * v[1] + 9 * v[2] + v[3])

light = [r for r in M.SE_ITEMS if r[0] == "Lighting"]
k = unique_best([D(r[4]) for r in light], max)
Q("Which item in the Lighting section of the Stogursey catalogue is the heaviest? Code is fine.", "argmax", "text", light[k][1], None,
  [se(r[1], "weight")[1] for r in light], raw=[r[4] for r in light], aliases=[light[k][2]],
  hard=["multi_page", "borderless"], calc=lambda v: light[max(range(len(v)), key=lambda j: v[j])][1])

cp = [r for r in M.SE_ITEMS if r[0] == "Counters and plinths"]
Q("How many of Stogursey's counters and plinths can only be bought, not hired?", "count", "number",
  sum(1 for r in cp if r[5] is None), None, [se(r[1], "hire")[1] for r in cp] + [note(SE, F1, "not available",
                                                                                     page=DOCS[SE].pages)],
  raw=[r[5] or M.DASH for r in cp] + ["not available for hire (buy only)"], hard=["null_cell",
                                                                                  "footnote", "borderless"],
  calc=lambda v: sum(1 for x in v[:-1] if x == M.DASH))

Q("What does Stogursey charge to hire an LED video wall for a show?", "unanswerable", "none",
  reason="The catalogue has LCD screens, a touch kiosk and lightbox walls but no LED video wall.",
  hard=["absent_entity"], probe={"doc": SE, "absent": ["video wall"], "present": [r"LCD screen 65 in"]})


# ================================================================================== 11 Gitschenen (CHF '000, Swiss format)
GB_IS = {lab: v for lab, v, _ in M.gb_income()}
H25, H24, FY = f"{M.GB_H1} > 2025", f"{M.GB_H1} > 2024", f"{M.GB_FY} > 2024"
CHF_K = dict(scale=1000, scale_note="CHF 1'000")


def gbv(label, col):
    i = {H25: 0, H24: 1, FY: 2}[col]
    return ch(GB_IS[label][i]), ev(GB, "t1", label, col)


GH = ["header_path", "merged_cell", "unit_in_header", "locale_number"]
t, e = gbv("Transport revenue", H25)
Q("Gitschenen Bergbahnen: transport revenue for the half-year to 30 April 2025?", "lookup_header_path", "number",
  num(t, "ch"), "CHF", [e], raw=t, hard=GH, calc=lambda v: v[0], **CHF_K)

t, e = gbv("Personnel expenses", FY)
Q("What were Gitschenen's personnel expenses for the full financial year to 31 October 2024?",
  "lookup_header_path", "number", num(t, "ch"), "CHF", [e], raw=t, accept_abs=True, hard=GH,
  calc=lambda v: v[0], **CHF_K)

(a, ea), (b, eb) = gbv("Transport revenue", H25), gbv("Transport revenue", H24)
Q("By how much did Gitschenen's transport revenue grow, H1 2025 on H1 2024, in percent?", "percent_change", "number",
  pct(num(a, "ch"), num(b, "ch")), "%", [eb, ea], raw=[b, a], tolerance=0.05, hard=GH,
  calc=lambda v: pct(v[1], v[0]))

(a, ea), (b, eb) = gbv("EBITDA", H25), gbv("EBITDA", H24)
Q("Gitschenen EBITDA, winter half-year: % change year on year?", "percent_change", "number",
  pct(num(a, "ch"), num(b, "ch")), "%", [eb, ea], raw=[b, a], tolerance=0.05, hard=GH + ["total_row"],
  calc=lambda v: pct(v[1], v[0]))

(a, ea), (b, eb) = gbv("Energy", H25), gbv("Energy", H24)
Q("How much lower were Gitschenen's energy costs in H1 2025 than in H1 2024 (CHF)?", "difference", "number",
  num(a, "ch") - num(b, "ch"), "CHF", [ea, eb], raw=[a, b], accept_abs=True, hard=GH,
  calc=lambda v: v[0] - v[1], **CHF_K)

KF = dict(M.GB_KEYS)
t = KF["First entries (skier days)"][0]
Q("How many first entries (skier days) did Gitschenen record in the 2024/25 winter half-year?", "lookup", "number",
  num(t, "ch"), None, [ev(GB, "t3", "First entries (skier days)", "H1 2025")], raw=t,
  scale_note="not in thousands", hard=["locale_number", "unit_in_header"], calc=lambda v: v[0])

t = KF["Operating days"][1]
Q("Gitschenen: number of operating days in H1 2024?", "lookup", "number", num(t, "ch"), "days",
  [ev(GB, "t3", "Operating days", "H1 2024")], raw=t, hard=["unit_in_header"], calc=lambda v: v[0])

bs = {lab: v for _, lab, v, _ in M.gb_bs()}
t = ch(bs["Cash and cash equivalents"][0])
Q("Gitschenen Bergbahnen \u2013 cash and cash equivalents at 30 April 2025?", "lookup_header_path", "number", num(t, "ch"), "CHF",
  [ev(GB, "t2", "Assets > Cash and cash equivalents", "30.04.2025")], raw=t,
  hard=["locale_number", "unit_in_header", "borderless"], calc=lambda v: v[0], **CHF_K)

(a, ea), (b, eb) = gbv("Energy", H25), gbv("Other operating expenses", H25)
tot = (num(a, "ch") + num(b, "ch")) * 1000 / 1000000
Q("Gitschenen energy plus other operating expenses for H1 2025 \u2013 answer in CHF millions, two decimals.", "sum", "number",
  rnd(tot, 2), "CHF", [ea, eb], raw=[a, b], scale=1000000, scale_note="CHF millions (question)", decimals=2,
  accept_abs=True, hard=GH + ["scale_normalization"], calc=lambda v: rnd((v[0] + v[1]) / 1000, 2))

revs = [lab for lab, _ in M.GB_INCOME]
growth = [pct(GB_IS[x][0], GB_IS[x][1], 4) for x in revs]
k = unique_best(growth, max)
Q("Which Gitschenen income line grew fastest in percentage terms between the two winter half-years?", "argmax", "text",
  revs[k], None, [gbv(x, c)[1] for x in revs for c in (H25, H24)], raw=[gbv(x, c)[0] for x in revs for c in (H25, H24)],
  hard=GH, calc=lambda v: revs[max(range(len(revs)), key=lambda j: (v[2 * j] - v[2 * j + 1]) / v[2 * j + 1])])

Q("What revenue did Gitschenen's summer hiking operations bring in during the half-year to 30 April 2025?",
  "unanswerable", "none",
  reason="The report splits revenue into transport, food and beverage, ski school / rental and other; there is no "
         "summer-operations figure (the half-year is the winter season).", hard=["missing_row"],
  probe={"doc": GB, "absent": ["hiking", "Summer revenue"], "present": [r"Transport revenue"]})


# ================================================================================== 12 Lanivet (GBP '000)
LI_IS = {lab: v for lab, v, _ in M.li_is()}
LI_REV = dict(M.LI_REVENUE)
LI_REV["Total revenue"] = M.li_revenue_total()
Y25, Y24 = f"{M.LI_HEAD} > 2025", f"{M.LI_HEAD} > 2024"
GBP_K = dict(scale=1000, scale_note="\u00a3'000")
LH = ["header_path", "merged_cell", "unit_in_header", "borderless"]


def liv(label, col, tid="t1"):
    i = 0 if col == Y25 else 1
    src = LI_IS if tid == "t1" else LI_REV
    return M.brk(src[label][i]), ev(LI, tid, label, col)


t, e = liv("Revenue", Y25)
Q("Lanivet Dairy Ices \u2013 revenue for the year to 30 September 2025?", "lookup_header_path", "number", num(t),
  "GBP", [e], raw=t, hard=LH + ["total_row"], calc=lambda v: v[0], **GBP_K)

(a, ea), (b, eb) = liv("Revenue", Y25), liv("Revenue", Y24)
Q("Year-on-year revenue growth at Lanivet, % please.", "percent_change", "number", pct(num(a), num(b)), "%",
  [eb, ea], raw=[b, a], tolerance=0.05, hard=LH + ["total_row"], calc=lambda v: pct(v[1], v[0]))

t, e = liv("Own parlours", Y24, "t2")
Q("What did Lanivet's own parlours turn over in the 2024 financial year?", "lookup", "number", num(t), "GBP", [e],
  raw=t, hard=["header_path", "merged_cell", "unit_in_header", "synonym"], calc=lambda v: v[0], **GBP_K)

ch_ = [lab for lab, _ in M.LI_REVENUE]
k = unique_best([LI_REV[x][0] for x in ch_], max)
Q("Which sales channel was Lanivet's biggest in 2025?", "argmax", "text", ch_[k], None,
  [liv(x, Y25, "t2")[1] for x in ch_], raw=[liv(x, Y25, "t2")[0] for x in ch_], aliases=["Supermarkets"],
  hard=["header_path", "merged_cell", "unit_in_header"], calc=lambda v: ch_[max(range(len(v)), key=lambda j: v[j])])

pair = ["Export", "Own parlours"]
inc = [LI_REV[x][0] - LI_REV[x][1] for x in pair]
assert inc[0] != inc[1]
Q("In pounds, which grew more at Lanivet from 2024 to 2025 \u2013 export sales or the own parlours?", "compare_two", "text",
  pair[inc.index(max(inc))], None, [liv(x, c, "t2")[1] for x in pair for c in (Y25, Y24)],
  raw=[liv(x, c, "t2")[0] for x in pair for c in (Y25, Y24)], aliases=["parlours"],
  hard=["header_path", "merged_cell", "unit_in_header"],
  calc=lambda v: pair[0] if v[0] - v[1] > v[2] - v[3] else pair[1])

Q("How many of Lanivet's channels had 2025 revenue above \u00a33 million?", "count", "number",
  sum(1 for x in ch_ if LI_REV[x][0] > 3000), None, [liv(x, Y25, "t2")[1] for x in ch_],
  raw=[liv(x, Y25, "t2")[0] for x in ch_], hard=["header_path", "unit_in_header", "scale_normalization"],
  calc=lambda v: sum(1 for x in v if x * 1000 > 3000000))

Q("Average revenue per channel in 2025 across Lanivet's five channels?", "average", "number",
  D(sum(LI_REV[x][0] for x in ch_)) / 5, "GBP", [liv(x, Y25, "t2")[1] for x in ch_],
  raw=[liv(x, Y25, "t2")[0] for x in ch_], tolerance=0.1, hard=["header_path", "unit_in_header"],
  calc=lambda v: sum(v) / len(v), **GBP_K)

LB = {lab: v for lab, v, _ in M.li_bs()}
a, b = M.brk(LB["Cash at bank"][0]), M.brk(LB["Cash at bank"][1])
Q("How much did Lanivet's cash at bank go up between the two year ends?", "difference", "number", num(a) - num(b), "GBP",
  [ev(LI, "t3", "Cash at bank", "2025"), ev(LI, "t3", "Cash at bank", "2024")], raw=[a, b],
  hard=["unit_in_header", "borderless"], calc=lambda v: v[0] - v[1], **GBP_K)

Q("What was Lanivet's revenue in the year to 30 September 2023?", "unanswerable", "none",
  reason="The extract gives 2025 and 2024 only.", hard=["absent_year"],
  probe={"doc": LI, "absent": ["2023"], "present": [r"Year ended 30 September"]})


# ================================================================================== build
def build():
    recs = []
    for n, q in enumerate(QUESTIONS, 1):
        rec = q["rec"]
        rec["id"] = f"{PREFIX}{n:03d}"
        docs = {e["doc"] for e in rec["evidence"]} or {q["probe"]["doc"]}
        fams = {FAMILY[d] for d in docs}
        assert len(fams) == 1, rec["question"]
        rec["family"] = fams.pop()
        # tags that follow from the evidence: tables without rules, the ex-VAT condition, Glenavy's two currencies
        hard = set(rec["hard_cases"]) - {"borderless", "vat_condition", "mixed_units"}
        cited = [e for e in rec["evidence"] if not e["row"].startswith(("footnote", "note"))]
        if any(DOCS[e["doc"]].tables[e["table"]].style in ("zebra", "borderless") for e in cited):
            hard.add("borderless")
        if EXCL in rec["answer"]["conditions"]:
            hard.add("vat_condition")
        if any(e["doc"] == GT for e in cited):
            hard.add("mixed_units")
        rec["hard_cases"] = sorted(hard)
        if q["calc"] is not None:
            got = q["calc"](parse_raws(q, rec))
            assert same(got, rec["answer"]["value"]), (rec["id"], got, rec["answer"]["value"])
        if rec["answer"]["kind"] == "number":
            assert not (rec["answer"]["unit"] == "%" and rec["category"] != "percent_change")
        recs.append(rec)
    return recs


if __name__ == "__main__":
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else HERE / "questions.jsonl"
    recs = build()
    with open(out, "w", encoding="utf-8") as f:
        for r in recs:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"{len(recs)} questions -> {out}")
