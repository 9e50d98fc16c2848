"""business-other12: write questions.jsonl from the data in make_docs.py.

    /work/main/.venv/bin/python bench/business-other12/make_questions.py [OUT.jsonl]

Every gold is computed here from make_docs' structures (the TSpec cell texts, which make_docs formats from its
plain data, and the numbers behind them), never typed by hand and never taken from a system's run. Each
question also keeps, in memory only, a recompute rule `rc(texts)` over the printed texts of its evidence cells
(check.py reads those cells back from the PDFs and applies it) and, for unanswerables, a test on the document.
"""
from __future__ import annotations

import json
import sys
from decimal import Decimal
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.dont_write_bytecode = True
sys.path.insert(0, str(HERE))
import make_docs as D  # noqa: E402

SOURCE = "business-other12"
PREFIX = "bo12-"
TABLES, DOCS = D.specs_only()

LANG = {doc: meta["lang"] for doc, meta in DOCS.items()}
FAMILY = {doc: meta["family"] for doc, meta in DOCS.items()}
VAT = ["Prices exclude VAT"]
TAX_US = ["Prices exclude sales tax"]


# ================================================================================ parsing printed text
def num(t: str, lang: str = "en") -> Decimal:
    s = t.strip().replace("−", "-").replace("\u2009", "").replace(" ", "")
    for sym in ("£", "$", "€", "%"):
        s = s.replace(sym, "")
    s = s.lstrip("+±")
    neg = s.startswith("(") and s.endswith(")")
    if neg:
        s = s[1:-1]
    if lang in ("es", "nl"):
        s = s.replace(".", "").replace(",", ".")
    else:
        s = s.replace(",", "")
    v = Decimal(s)
    return -v if neg else v


def rng(t: str, lang: str = "en") -> tuple[Decimal, Decimal]:
    """'−70 to +180' or '10–40' -> (low, high)"""
    parts = t.split(" to ") if " to " in t else t.split("–")
    assert len(parts) == 2, t
    return num(parts[0], lang), num(parts[1], lang)


def jnum(x):
    x = Decimal(x)
    if x == x.to_integral_value():
        return int(x)
    return float(x)


# ================================================================================ records
Q: list[dict] = []


def E(doc, tid, row, col):
    text, page, _r, _c = D.cell(doc, tid, row, col)
    return {"doc": doc, "page": page, "table": tid, "row": row, "column": col}, text


def add(question, category, kind, value=None, *, ev=(), unit=None, rc=None, hard=(), raw=None, scale=None,
        scale_note=None, conditions=(), tolerance=None, decimals=None, accept_abs=False, aliases=None,
        reason=None, unans=None, family=None):
    evs, texts = [], []
    hard = set(hard)
    for e in ev:
        d, t = E(*e)
        evs.append(d)
        texts.append(t)
        spec = TABLES[(d["doc"], d["table"])]
        if spec.style in ("zebra", "borderless"):
            hard.add("borderless")            # business-dev: no rules, or zebra fills only
        if " > " in d["column"]:
            hard |= {"header_path", "merged_cell"}
        if " > " in d["row"]:
            hard.add("merged_cell")
        if len(spec.parts) > 1 and spec.page_of(spec.find_row(d["row"])) != spec.parts[0][0]:
            hard.add("multi_page")
        if spec.lang in ("es", "nl") and any(ch.isdigit() for ch in t):
            hard.add("locale_number")
    if kind == "none":
        assert not evs and reason and unans
    else:
        assert evs and rc is not None
        got = rc(texts)
        if kind == "number":
            assert abs(Decimal(str(got)) - Decimal(str(value))) <= Decimal("1e-9"), (question, got, value)
        elif kind == "list":
            assert sorted(got) == sorted(value), (question, got, value)
        else:
            assert got == value, (question, got, value)
    if raw is None and kind != "none":
        raw = texts[0] if len(texts) == 1 else " | ".join(texts)
    ans = {"kind": kind, "value": jnum(value) if kind == "number" else value, "raw": raw, "unit": unit,
           "scale_note": scale_note, "conditions": list(conditions)}
    if scale is not None:
        ans["scale"] = scale
    if tolerance is not None:
        ans["tolerance"] = tolerance
    if decimals is not None:
        ans["decimals"] = decimals
    if accept_abs:
        ans["accept_abs"] = True
    if aliases:
        ans["aliases"] = list(aliases)
    if reason:
        ans["reason"] = reason
    docs = sorted({e["doc"] for e in evs}) or [unans["doc"]]
    fam = family or FAMILY[docs[0]]
    rec = {"id": f"{PREFIX}{len(Q) + 1:03d}", "question": question, "category": category, "answer": ans,
           "evidence": evs, "hard_cases": sorted(set(hard)), "family": fam, "source": SOURCE}
    Q.append({"rec": rec, "rc": rc, "texts": texts, "unans": unans})


def one(lang="en", f=None):
    """recompute rule of a single-cell lookup: the printed number (or f of it)."""
    return lambda t: (f(t[0]) if f else num(t[0], lang))


# ================================================================================ A. Quethiock
QF, TA, ID, HB = D.QF_DOC, D.TA_DOC, D.ID_DOC, D.HB_DOC
FB, WY, LC, CR = D.FB_DOC, D.WY_DOC, D.LC_DOC, D.CR_DOC
KT, TH, CE, CO = D.KT_DOC, D.TH_DOC, D.CE_DOC, D.CO_DOC
QPAR = "Price per spool (USD)"


def qf_tier(n):
    """the 'from N' column that a quantity of n spools reaches"""
    return f"from {max(t for t in D.QF_TIERS if t <= n)}"


def qf_price(sku, n):
    row = next(r for r in D.QF_ROWS if r[1] == sku)
    i = D.QF_TIERS.index(int(qf_tier(n).split()[1]))
    assert row[6][i] is not None
    return Decimal(str(row[6][i]))


def qf_sku(material, dia, colour):
    hits = [r[1] for r in D.QF_ROWS if r[2] == material and r[3] == dia and r[4] == colour]
    assert len(hits) == 1
    return hits[0]


def build_quethiock():
    sku = "QF-PTG28-BLK"
    add(f"What does Quethiock charge per spool of {sku} once an order reaches 48 spools?", "lookup_header_path",
        "number", qf_price(sku, 48), ev=[(QF, "t1", sku, f"{QPAR} > from 48")], unit="USD", rc=one(),
        hard=["header_path", "merged_cell", "vat_condition"], conditions=TAX_US)
    sku = qf_sku("PETG", "1.75", "Clear")
    add("We need 30 spools of Quethiock's clear PETG (1.75 mm). What's the price per spool?", "range_lookup",
        "number", qf_price(sku, 30), ev=[(QF, "t1", sku, f"{QPAR} > {qf_tier(30)}")], unit="USD", rc=one(),
        hard=["range_match", "header_path", "vat_condition"], conditions=TAX_US)
    sku = "QF-ASA17-GRY"
    add("quethiock QF-ASA17-GRY x 150 spools - unit price?", "range_lookup", "number", qf_price(sku, 150),
        ev=[(QF, "t1", sku, f"{QPAR} > {qf_tier(150)}")], unit="USD", rc=one(),
        hard=["range_match", "header_path", "vat_condition"], conditions=TAX_US)
    sku, n = "QF-PLA17-WHT", 47
    add(f"At Quethiock, what would {n} spools of {sku} come to before shipping and sales tax?", "sum", "number",
        n * qf_price(sku, n), ev=[(QF, "t1", sku, f"{QPAR} > {qf_tier(n)}")], unit="USD",
        rc=lambda t, n=n: n * num(t[0]), hard=["range_match", "header_path", "vat_condition"], conditions=TAX_US)
    rows = [r for r in D.QF_ROWS if r[3] == "1.75"]
    best = min(rows, key=lambda r: r[6][0])
    assert sum(1 for r in rows if r[6][0] == best[6][0]) == 1
    labels = [r[1] for r in rows]
    add("Which 1.75 mm filament has the lowest single-spool price on Quethiock's list? Just the SKU, please.",
        "argmin", "text", best[1], ev=[(QF, "t1", s, f"{QPAR} > from 1") for s in labels],
        rc=lambda t, L=labels: L[min(range(len(t)), key=lambda i: num(t[i]))],
        raw=D.fen(best[6][0]), hard=["header_path", "vat_condition"], conditions=TAX_US)
    labels = [r[1] for r in D.QF_ROWS]
    n_under = sum(1 for r in D.QF_ROWS if r[6][2] < 20)
    add("How many SKUs on the Quethiock list come in under $20 a spool at the 48-spool threshold?", "count",
        "number", n_under, ev=[(QF, "t1", s, f"{QPAR} > from 48") for s in labels],
        rc=lambda t: sum(1 for x in t if num(x) < 20), hard=["header_path", "vat_condition"],
        conditions=TAX_US)
    sku = "QF-PLA17-BLK"
    add(f"What's Quethiock's current price for a single spool of {sku}?", "lookup", "number",
        qf_price(sku, 1), ev=[(QF, "t1", sku, f"{QPAR} > from 1")], unit="USD", rc=one(),
        hard=["distractor_prose", "header_path", "vat_condition"], conditions=TAX_US)
    value = 420
    band = next(b for b in D.QF_SHIP_BOUNDS if b[0] <= value and (b[1] is None or value < b[1]))
    lab = D.QF_SHIP[D.QF_SHIP_BOUNDS.index(band)][0]
    add("Shipping charge on a $420 Quethiock order?", "range_lookup", "number", Decimal(str(band[2])),
        ev=[(QF, "t2", lab, "Shipping (USD)")], unit="USD", rc=one(), hard=["range_match", "vat_condition"],
        conditions=TAX_US)
    add("How much is a spool of Quethiock's polycarbonate (PC) filament in 1.75 mm?", "unanswerable", "none",
        reason="Quethiock's price list has no polycarbonate filament.", hard=["absent_entity"],
        unans={"doc": QF, "absent": ["polycarbonate", "QF-PC"]})


# ================================================================================ B. Tullynally
def ta_col(cur, n):
    lab = next(b[2] for b in D.TA_BREAKS if b[0] <= n and (b[1] is None or n <= b[1]))
    return f"{cur} per reel > {lab}"


def ta_price(code, cur, n):
    row = next(r for r in D.TA_ROWS if r[0] == code)
    i = next(k for k, b in enumerate(D.TA_BREAKS) if b[0] <= n and (b[1] is None or n <= b[1]))
    return Decimal(str((row[3] if cur == "EUR" else row[4])[i]))


def ta_code(desc):
    hits = [r[0] for r in D.TA_ROWS if r[1] == desc]
    assert len(hits) == 1
    return hits[0]


def build_tullynally():
    code = "TAS-1530"
    add(f"In US dollars, what does Tullynally charge per reel of {code} when 10 to 49 reels are ordered?",
        "lookup_header_path", "number", ta_price(code, "USD", 20), ev=[(TA, "t1", code, ta_col("USD", 20))],
        unit="USD", rc=one(), hard=["header_path", "merged_cell", "vat_condition"], conditions=VAT)
    codes = [r[0] for r in D.TA_ROWS]
    mean = sum(Decimal(str(r[3][0])) for r in D.TA_ROWS) / len(D.TA_ROWS)
    add("What is the average euro price of a single reel (the 1–9 break) across all products on Tullynally's "
        "list?", "average", "number", D.q(mean, 2), ev=[(TA, "t1", c, ta_col("EUR", 1)) for c in codes],
        unit="EUR", rc=lambda t: D.q(sum(num(x) for x in t) / len(t), 2), tolerance=0.01,
        hard=["header_path", "merged_cell", "vat_condition"], conditions=VAT)
    code = "TAS-1420"
    a, b = ta_price(code, "EUR", 1), ta_price(code, "EUR", 50)
    add(f"By what percentage does the euro price per reel of {code} drop between the 1–9 break and the 50+ "
        "break at Tullynally?", "percent_change", "number", D.q((b - a) / a * 100, 2),
        ev=[(TA, "t1", code, ta_col("EUR", 1)), (TA, "t1", code, ta_col("EUR", 50))], unit="%",
        rc=lambda t: D.q((num(t[1]) - num(t[0])) / num(t[0]) * 100, 2), tolerance=0.05, accept_abs=True,
        hard=["header_path", "merged_cell", "vat_condition"], conditions=VAT)
    x, y = "TAS-1310", "TAS-1640"
    px, py = ta_price(x, "USD", 1), ta_price(y, "USD", 1)
    add(f"Tullynally, small order of 1–9 reels paid in dollars: which costs more per reel, {x} or {y}?",
        "compare_two", "text", x if px > py else y, ev=[(TA, "t1", x, ta_col("USD", 1)),
                                                         (TA, "t1", y, ta_col("USD", 1))],
        rc=lambda t, x=x, y=y: x if num(t[0]) > num(t[1]) else y, raw=D.fen(max(px, py)),
        hard=["header_path", "merged_cell", "vat_condition"], conditions=VAT)


def build_filament_cross():
    fam = "price_list"
    # 1: 30 spools of black 1.75 mm PETG, USD
    n = 30
    qs, ts = qf_sku("PETG", "1.75", "Black"), ta_code("PETG 1.75 mm, black")
    pq, pt = qf_price(qs, n), ta_price(ts, "USD", n)
    assert pq != pt
    add("We need 30 spools of black 1.75 mm PETG (1 kg) and pay in US dollars. Which supplier is cheaper per "
        "spool, Quethiock or Tullynally?", "cross_document", "text", "Quethiock" if pq < pt else "Tullynally",
        ev=[(QF, "t1", qs, f"{QPAR} > {qf_tier(n)}"), (TA, "t1", ts, ta_col("USD", n))],
        rc=lambda t: "Quethiock" if num(t[0]) < num(t[1]) else "Tullynally", raw=D.fen(min(pq, pt)),
        aliases=["Quethiock Filaments" if pq < pt else "Tullynally Additive Supplies"],
        hard=["header_path", "range_match", "vat_condition"], conditions=VAT + TAX_US, family=fam)
    # 2: 60 spools of black PLA 1.75: price gap
    n = 60
    qs, ts = qf_sku("PLA", "1.75", "Black"), ta_code("PLA 1.75 mm, black")
    pq, pt = qf_price(qs, n), ta_price(ts, "USD", n)
    add("Black PLA, 1.75 mm, 60 spools, paid in USD: how much less per spool does the cheaper of Quethiock and "
        "Tullynally charge?", "cross_document", "number", abs(pq - pt),
        ev=[(QF, "t1", qs, f"{QPAR} > {qf_tier(n)}"), (TA, "t1", ts, ta_col("USD", n))], unit="USD",
        rc=lambda t: abs(num(t[0]) - num(t[1])), accept_abs=True,
        hard=["header_path", "range_match", "vat_condition"], conditions=VAT + TAX_US, family=fam)
    # 3: 200 spools of white PLA at the cheaper
    n = 200
    qs, ts = qf_sku("PLA", "1.75", "White"), ta_code("PLA 1.75 mm, white")
    pq, pt = qf_price(qs, n), ta_price(ts, "USD", n)
    add("For 200 spools of white 1.75 mm PLA paid in US dollars, what is the total at whichever of Quethiock and "
        "Tullynally is cheaper?", "cross_document", "number", n * min(pq, pt),
        ev=[(QF, "t1", qs, f"{QPAR} > {qf_tier(n)}"), (TA, "t1", ts, ta_col("USD", n))], unit="USD",
        rc=lambda t, n=n: n * min(num(t[0]), num(t[1])),
        hard=["header_path", "range_match", "vat_condition"], conditions=VAT + TAX_US, family=fam)
    # 4: black TPU per kg at single-spool prices
    qs, ts = qf_sku("TPU 95A", "1.75", "Black"), ta_code("TPU 95A 1.75 mm, black")
    qrow = next(r for r in D.QF_ROWS if r[1] == qs)
    trow = next(r for r in D.TA_ROWS if r[0] == ts)
    kq = qf_price(qs, 1) / Decimal(qrow[5])
    kt = ta_price(ts, "USD", 1) / Decimal(trow[2])
    assert kq != kt
    add("Comparing single-spool US-dollar prices per kilogram of filament, whose black TPU is cheaper: "
        "Quethiock's or Tullynally's?", "cross_document", "text", "Quethiock" if kq < kt else "Tullynally",
        ev=[(QF, "t1", qs, f"{QPAR} > from 1"), (QF, "t1", qs, "Net (kg)"), (TA, "t1", ts, ta_col("USD", 1)),
            (TA, "t1", ts, "Reel (kg)")],
        rc=lambda t: "Quethiock" if num(t[0]) / num(t[1]) < num(t[2]) / num(t[3]) else "Tullynally",
        aliases=["Tullynally Additive Supplies" if kt < kq else "Quethiock Filaments"],
        hard=["header_path", "synonym", "vat_condition"], conditions=VAT + TAX_US, family=fam)


# ================================================================================ C. Idstone
IPAR = "Rate per source word (£)"
MIN = "Minimum charge per job (£)"


def id_row(group, lang):
    g = next(rows for gg, rows in D.ID_GROUPS if gg == group)
    return next(r for r in g if r[0] == lang)


def build_idstone():
    key = "From English into > Polish"
    add("Idstone's specialist per-word rate for translating English into Polish?", "lookup_header_path",
        "number", num(id_row("From English into", "Polish")[2]), ev=[(ID, "t1", key, f"{IPAR} > Specialist")],
        unit="GBP", rc=one(), hard=["header_path", "merged_cell", "footnote", "vat_condition"], conditions=VAT)
    key = "Into English from > German"
    add("What does Idstone charge per word for a certified translation of a German document into English?",
        "lookup_header_path", "number", num(id_row("Into English from", "German")[3]),
        ev=[(ID, "t1", key, f"{IPAR} > Certified")], unit="GBP", rc=one(),
        hard=["header_path", "merged_cell", "footnote", "vat_condition"], conditions=VAT)
    words, key = 380, "From English into > Japanese"
    r = id_row("From English into", "Japanese")
    charge = max(words * num(r[1]), num(r[4]))
    assert charge == num(r[4])
    add("Quote check: 380 words, standard service, English into Japanese. What will Idstone charge?",
        "range_lookup", "number", charge, ev=[(ID, "t1", key, f"{IPAR} > Standard"), (ID, "t1", key, MIN)],
        unit="GBP", rc=lambda t, words=words: max(words * num(t[0]), num(t[1])),
        hard=["header_path", "merged_cell", "range_match", "vat_condition"], conditions=VAT)
    words, key = 12000, "From English into > German"
    r = id_row("From English into", "German")
    charge = D.q(max(words * num(r[2]) * (1 + D.ID_URGENT), num(r[4])), 2)
    add("12,000 words of specialist English to German, needed back within 24 hours. What's Idstone's price "
        "before VAT?", "sum", "number", charge,
        ev=[(ID, "t1", key, f"{IPAR} > Specialist"), (ID, "t1", key, MIN)], unit="GBP",
        rc=lambda t, words=words: D.q(max(words * num(t[0]) * Decimal("1.30"), num(t[1])), 2),
        hard=["header_path", "merged_cell", "footnote", "vat_condition"], conditions=VAT)
    g = next(rows for gg, rows in D.ID_GROUPS if gg == "From English into")
    labels = [x[0] for x in g]
    top = max(g, key=lambda x: num(x[4]))
    assert sum(1 for x in g if x[4] == top[4]) == 1
    add("For translations out of English, which target language carries Idstone's highest minimum charge?",
        "argmax", "text", top[0], ev=[(ID, "t1", f"From English into > {lg}", MIN) for lg in labels],
        rc=lambda t, L=labels: L[max(range(len(t)), key=lambda i: num(t[i]))], raw=top[4],
        hard=["merged_cell", "vat_condition"], conditions=VAT)
    hours = 2
    svc = next(s for s in D.ID_SERVICES if s[0] == "Consecutive interpreting")
    charge = max(hours * num(svc[2]), num(svc[3]))
    assert charge == num(svc[3])
    add("If we book two hours of consecutive interpreting from Idstone, what will the booking cost?",
        "range_lookup", "number", charge,
        ev=[(ID, "t2", svc[0], "Rate (£)"), (ID, "t2", svc[0], "Minimum charge (£)")], unit="GBP",
        rc=lambda t, hours=hours: max(hours * num(t[0]), num(t[1])), hard=["range_match", "vat_condition"], conditions=VAT)
    add("What is Idstone's standard per-word rate for English into Korean?", "unanswerable", "none",
        reason="Korean is not among Idstone's language pairs.", hard=["absent_entity"],
        unans={"doc": ID, "absent": ["Korean"]})


# ================================================================================ D. Hoogkerk (Dutch)
HPAR = "Prijs per m² (€)"


def hb_price(nr, colour):
    row = next(r for r in D.HB_ROWS if r[0] == nr)
    p = row[4][D.HB_COLOURS.index(colour)]
    assert p is not None
    return Decimal(str(p))


def hb_band(m2):
    return next(b for b in D.HB_DISCOUNT if b[1] <= m2 and (b[2] is None or m2 < b[2]))


def build_hoogkerk():
    nl = "nl"
    add("Wat kost HB-140 in antraciet per m²?", "lookup_header_path", "number", hb_price("HB-140", "Antraciet"),
        ev=[(HB, "t1", "HB-140", f"{HPAR} > Antraciet")], unit="EUR", rc=one(nl),
        hard=["header_path", "locale_number", "merged_cell", "vat_condition"], conditions=VAT)
    b = hb_band(320)
    add("Hoogkerk Bestrating: what volume discount applies if we take 320 m² of one tile in one colour?",
        "range_lookup", "number", Decimal(str(b[4])), ev=[(HB, "t2", b[0], "Korting")], unit="%", rc=one(nl),
        hard=["range_match", "locale_number", "synonym"])
    m2, nr, colour = 120, "HB-110", "Bruin"
    b = hb_band(m2)
    net = D.q(m2 * hb_price(nr, colour) * (1 - Decimal(str(b[4])) / 100), 2)
    add("120 m² of HB-110 in brown from Hoogkerk: what is the net price after the volume discount, excluding VAT "
        "and delivery?", "sum", "number", net,
        ev=[(HB, "t1", nr, f"{HPAR} > {colour}"), (HB, "t2", b[0], "Korting")], unit="EUR",
        rc=lambda t, m2=m2: D.q(m2 * num(t[0], nl) * (1 - num(t[1], nl) / 100), 2),
        hard=["header_path", "locale_number", "range_match", "cross_lingual", "vat_condition"], conditions=VAT)
    labels = [r[0] for r in D.HB_ROWS]
    best = min(D.HB_ROWS, key=lambda r: r[4][0])
    add("Welk artikel van Hoogkerk is in grijs het goedkoopst per m²?", "argmin", "text", best[0],
        ev=[(HB, "t1", n, f"{HPAR} > Grijs") for n in labels],
        rc=lambda t, L=labels: L[min(range(len(t)), key=lambda i: num(t[i], nl))], raw=D.floc(best[4][0]),
        hard=["header_path", "locale_number", "vat_condition"], conditions=VAT)
    n_brown = sum(1 for r in D.HB_ROWS if r[4][2] is not None)
    add("How many of Hoogkerk's products can be ordered in brown?", "count", "number", n_brown,
        ev=[(HB, "t1", n, f"{HPAR} > Bruin") for n in labels], rc=lambda t: sum(1 for x in t if x != "—"),
        hard=["header_path", "null_cell", "cross_lingual"])
    x, y = ("HB-110", "Grijs"), ("HB-120", "Bruin")
    px, py = hb_price(*x), hb_price(*y)
    add("Which is cheaper per m² at Hoogkerk: HB-110 in grey or HB-120 in brown?", "compare_two", "text",
        x[0] if px < py else y[0], ev=[(HB, "t1", x[0], f"{HPAR} > {x[1]}"), (HB, "t1", y[0], f"{HPAR} > {y[1]}")],
        rc=lambda t, x=x, y=y: x[0] if num(t[0], nl) < num(t[1], nl) else y[0], raw=D.floc(min(px, py)),
        hard=["header_path", "locale_number", "cross_lingual", "vat_condition"], conditions=VAT)
    add("What would Hoogkerk charge to deliver to a site 70 km from its warehouse?", "unanswerable", "none",
        reason="Delivery beyond 50 km is 'op aanvraag' (on request); no price is given.",
        hard=["uncovered_quantity", "cross_lingual"],
        unans={"doc": HB, "cell": (HB, "t3", "meer dan 50 km", "Tarief (€)"), "reads": "op aanvraag"})


# ================================================================================ E. Fulbeck
def build_fulbeck():
    i = D.FB_PLANS.index("Scale")
    add("What is the yearly price per seat on Fulbeck's Scale plan with annual billing?", "lookup", "number",
        Decimal(D.FB_ANNUAL[i]), ev=[(FB, "t1", "Price per seat per year", "Scale")], unit="USD", rc=one(),
        hard=["merged_cell"], conditions=["Prices exclude applicable taxes"])
    sev = "Severity 2 – degraded"
    j = D.FB_SLA_PLANS.index("Scale")
    val = next(s for s in D.FB_SLA if s[0] == sev)[2][j]
    add("Fulbeck Scale plan: resolution target for a Severity 2 ticket, in hours?", "lookup_header_path",
        "number", Decimal(str(val)), ev=[(FB, "t2", sev, "Resolution target > Scale")], unit="h", rc=one(),
        hard=["header_path", "merged_cell", "unit_in_header"])
    seats, k = 12, D.FB_PLANS.index("Growth")
    monthly, annual = seats * D.FB_MONTHLY[k] * 12, seats * D.FB_ANNUAL[k]
    add("We'd run 12 agents on Fulbeck Growth for a year. How much would we save with annual billing compared "
        "with paying monthly for 12 months?", "difference", "number", Decimal(monthly - annual),
        ev=[(FB, "t1", "Price per seat per month", "Growth"), (FB, "t1", "Price per seat per year", "Growth")],
        unit="USD", rc=lambda t, seats=seats: seats * (12 * num(t[0]) - num(t[1])), accept_abs=True,
        hard=["merged_cell"], conditions=["Prices exclude applicable taxes"])
    k = D.FB_PLANS.index("Enterprise")
    m12, a = Decimal(D.FB_MONTHLY[k] * 12), Decimal(D.FB_ANNUAL[k])
    add("On Fulbeck Enterprise, what percentage discount does annual billing give compared with paying the "
        "monthly price for 12 months?", "percent_change", "number", D.q((a - m12) / m12 * 100, 2),
        ev=[(FB, "t1", "Price per seat per month", "Enterprise"),
            (FB, "t1", "Price per seat per year", "Enterprise")], unit="%",
        rc=lambda t: D.q((num(t[1]) - 12 * num(t[0])) / (12 * num(t[0])) * 100, 2), tolerance=0.05,
        accept_abs=True, hard=["merged_cell"], conditions=["Prices exclude applicable taxes"])
    add("Minimum seat count for Fulbeck Enterprise?", "lookup", "number",
        Decimal(D.FB_MIN_SEATS[D.FB_PLANS.index("Enterprise")]), ev=[(FB, "t1", "Minimum seats", "Enterprise")],
        unit="seats", rc=one(), hard=["merged_cell"])
    add("What first-response time does Fulbeck commit to for a Severity 1 issue on the Essentials plan?",
        "unanswerable", "none",
        reason="Essentials has e-mail support without a committed response target; the SLA table covers only "
               "Growth, Scale and Enterprise.", hard=["missing_column"],
        unans={"doc": FB, "no_column": (FB, "t2", "First response > Essentials")})


# ================================================================================ F. Wymeswold
WPAR = "Annual fee per server (£), by servers covered"


def wy_band(n):
    return next(b for b in D.WY_BANDS if b[0] <= n and (b[1] is None or n <= b[1]))


def wy_fee(plan, n):
    row = next(p for p in D.WY_PLANS if p[1] == plan)
    return Decimal(row[2][D.WY_BANDS.index(wy_band(n))])


def build_wymeswold():
    add("Wymeswold Gold: what is the annual fee per server if the contract covers 7 production servers?",
        "range_lookup", "number", wy_fee("Gold", 7), ev=[(WY, "t1", "Gold", f"{WPAR} > {wy_band(7)[2]}")],
        unit="GBP", rc=one(), hard=["range_match", "header_path", "merged_cell", "vat_condition"],
        conditions=VAT)
    prod, test = 3, 2
    fee = wy_fee("Bronze", prod)
    total = prod * fee + test * fee * Decimal("0.40")
    add("What would a year of Wymeswold Bronze cost for 3 production servers plus 2 test servers?", "sum",
        "number", total, ev=[(WY, "t1", "Bronze", f"{WPAR} > {wy_band(prod)[2]}")], unit="GBP",
        rc=lambda t, prod=prod, test=test: prod * num(t[0]) + test * num(t[0]) * Decimal("0.40"),
        hard=["range_match", "header_path", "merged_cell", "vat_condition"], conditions=VAT)
    val = next(v for lab, v in D.WY_INCLUDES if lab == "Named support contacts")[2]
    add("How many named support contacts come with Wymeswold's Gold plan?", "transposed_lookup", "number",
        Decimal(val), ev=[(WY, "t2", "Named support contacts", "Gold")], unit="contacts", rc=one(),
        hard=["transposed"])
    val = next(p for p in D.WY_PLANS if p[1] == "Silver")[4]
    add("Critical response time on Wymeswold's Silver plan?", "lookup", "number", Decimal(val),
        ev=[(WY, "t1", "Silver", "Critical response (hours)")], unit="h", rc=one(),
        hard=["merged_cell", "unit_in_header"])


def build_support_cross():
    fam = "support_plans"
    fb = next(s for s in D.FB_SLA if s[0].startswith("Severity 1"))
    top_fb = fb[1][D.FB_SLA_PLANS.index("Enterprise")]
    top_wy = Decimal(next(p for p in D.WY_PLANS if p[1] == "Platinum")[4])
    assert Decimal(str(top_fb)) != top_wy
    add("For a critical incident, whose top plan promises the faster first response: Fulbeck's Enterprise or "
        "Wymeswold's Platinum?", "cross_document", "text",
        "Fulbeck" if Decimal(str(top_fb)) < top_wy else "Wymeswold",
        ev=[(FB, "t2", fb[0], "First response > Enterprise"), (WY, "t1", "Platinum", "Critical response (hours)")],
        rc=lambda t: "Fulbeck" if num(t[0]) < num(t[1]) else "Wymeswold",
        raw=fh(top_fb) if Decimal(str(top_fb)) < top_wy else str(top_wy),
        aliases=["Fulbeck Software", "Fulbeck Enterprise"] if Decimal(str(top_fb)) < top_wy else
        ["Wymeswold Data Systems", "Wymeswold Platinum"],
        hard=["header_path", "merged_cell", "synonym"], family=fam)
    g = Decimal(str(fb[1][D.FB_SLA_PLANS.index("Growth")]))
    b = Decimal(next(p for p in D.WY_PLANS if p[1] == "Bronze")[4])
    add("How many hours longer is Wymeswold Bronze's critical response time than Fulbeck Growth's "
        "first-response target for a Severity 1 ticket?", "cross_document", "number", b - g,
        ev=[(WY, "t1", "Bronze", "Critical response (hours)"), (FB, "t2", fb[0], "First response > Growth")],
        unit="h", rc=lambda t: num(t[0]) - num(t[1]), accept_abs=True,
        hard=["header_path", "merged_cell", "synonym"], family=fam)


def fh(x):
    return D.fh(x)


# ================================================================================ G. Lanreath
LPAR = "Price relative to base model (£)"


def lc_model(m):
    return next(r for r in D.LC_MODELS if r[0] == m)


def lc_opt(opt, fam):
    v = next(vals for o, vals in D.LC_OPTIONS if o == opt)[D.LC_FAMILIES.index(fam)]
    return v


def rel(t):
    """'+520.00' -> 520, '−60.00' -> -60, 'std' -> 0"""
    return Decimal(0) if t == "std" else num(t)


def build_lanreath():
    add("List price of the Lanreath Box XL before any optons?", "lookup", "number",
        Decimal(lc_model("Box XL")[7]), ev=[(LC, "t1", "Box XL", "Base price (£)")], unit="GBP", rc=one(),
        hard=["vat_condition"], conditions=VAT)
    add("What does a rain canopy add to the price of a Lanreath trike?", "lookup_header_path", "number",
        Decimal(lc_opt("Rain canopy", "Trike")), ev=[(LC, "t2", "Rain canopy", f"{LPAR} > Trike")], unit="GBP",
        rc=lambda t: rel(t[0]), hard=["header_path", "merged_cell", "vat_condition"], conditions=VAT)
    m, fam, opts = "Box Compact", "Box", ["Automatic hub gear", "Lockable lid"]
    total = Decimal(lc_model(m)[7]) + sum(Decimal(lc_opt(o, fam)) for o in opts)
    add("Lanreath Box Compact with the automatic hub gear and a lockable lid: total price ex VAT?", "sum",
        "number", total, ev=[(LC, "t1", m, "Base price (£)")] + [(LC, "t2", o, f"{LPAR} > {fam}") for o in opts],
        unit="GBP", rc=lambda t: num(t[0]) + sum(rel(x) for x in t[1:]),
        hard=["header_path", "merged_cell", "vat_condition"], conditions=VAT)
    opts = [o for o, vals in D.LC_OPTIONS]
    std = [o for o, vals in D.LC_OPTIONS if vals[2] == "std"]
    add("Which Lanreath options come fitted as standard on the trikes?", "filter_list", "list", std,
        ev=[(LC, "t2", o, f"{LPAR} > Trike") for o in opts],
        rc=lambda t, L=opts: [L[i] for i, x in enumerate(t) if x == "std"],
        raw=" | ".join("std" for _ in std), hard=["header_path", "merged_cell", "text_value"])
    models = [r[0] for r in D.LC_MODELS]
    n = sum(1 for r in D.LC_MODELS if r[4] >= 750)
    add("How many Lanreath base models have a battery of 750 Wh or more?", "count", "number", n,
        ev=[(LC, "t1", mm, "Battery (Wh)") for mm in models], rc=lambda t: sum(1 for x in t if num(x) >= 750),
        hard=["unit_in_header"])
    add("What does Lanreath charge for the child seat kit on a Trike Box?", "unanswerable", "none",
        reason="The child seat kit is marked '—' (not available) for the Trike family.",
        hard=["null_cell"],
        unans={"doc": LC, "cell": (LC, "t2", "Child seat kit (2 seats)", f"{LPAR} > Trike"), "reads": "—"})


# ================================================================================ H. Cranoe
CPRICE = "Price per 6 m length (£)"


def cr(code):
    return next(r for r in D.cr_rows() if r[1] == code)


def build_cranoe():
    code = "CX-1508"
    add(f"Cranoe Extrusions: price of one 6 m length of {code}?", "multi_page_lookup", "number", cr(code)[6],
        ev=[(CR, "t1", code, CPRICE)], unit="GBP", rc=one(), hard=["multi_page", "vat_condition"],
        conditions=VAT)
    code = "CX-1605"
    add(f"weight per meter of cranoe {code} round tube", "multi_page_lookup", "number", cr(code)[4],
        ev=[(CR, "t1", code, "Weight (kg/m)")], unit="kg/m", rc=one(),
        hard=["multi_page", "unit_in_header"])
    code = "CX-1409"
    add(f"How many lengths of {code} does Cranoe have in stock?", "multi_page_lookup", "number",
        Decimal(cr(code)[7]), ev=[(CR, "t1", code, "Stock (lengths)")], unit="lengths", rc=one(),
        hard=["multi_page"])
    flat = [r for r in D.cr_rows() if r[0] == "Flat bar" and r[2] == "80 × 10"]
    assert len(flat) == 1
    add("What does a 6 m length of Cranoe's 80 × 10 mm flat bar cost?", "multi_page_lookup", "number",
        flat[0][6], ev=[(CR, "t1", flat[0][1], CPRICE)], unit="GBP", rc=one(),
        hard=["multi_page", "synonym", "vat_condition"], conditions=VAT)
    code = "CX-1304"
    add(f"Cranoe {code} channel — price per length?", "lookup", "number", cr(code)[6],
        ev=[(CR, "t1", code, CPRICE)], unit="GBP", rc=one(), hard=["vat_condition"],
        conditions=VAT)
    add("What is Cranoe's price for a 100 × 100 mm square tube with a 6 mm wall?", "unanswerable", "none",
        reason="Cranoe lists the 100 × 100 square tube only with a 4 mm wall.", hard=["absent_entity"],
        unans={"doc": CR, "no_row": ("Square tube", "100 × 100", "6.0")})


# ================================================================================ I. Kelmscott
def kt(label, model):
    row = next(r for r in D.KT_ROWS if r[1] == label)
    return row[3][D.KT_MODELS.index(model)]


def build_kelmscott():
    t = kt("Temperature range", "KTC-340")
    add("What's the lowest temperature the Kelmscott KTC-340 can run at?", "transposed_lookup", "number",
        rng(t)[0], ev=[(KT, "t1", "Temperature range", "KTC-340")], unit="°C", rc=lambda x: rng(x[0])[0],
        hard=["transposed", "unit_in_header"])
    add("Kelmscott KTH-720 — temperature uniformity?", "transposed_lookup", "number",
        num(kt("Uniformity in space", "KTH-720")), ev=[(KT, "t1", "Uniformity in space", "KTH-720")], unit="K",
        rc=one(), hard=["transposed", "synonym"])
    t = kt("Humidity range", "KTW-2000")
    add("Upper humidity limit of the KTW-2000 walk-in chamber?", "transposed_lookup", "number", rng(t)[1],
        ev=[(KT, "t1", "Humidity range", "KTW-2000")], unit="% RH", rc=lambda x: rng(x[0])[1],
        hard=["transposed"])
    n = sum(1 for mdl in D.KT_MODELS if kt("Humidity range", mdl) != "—")
    add("How many of Kelmscott's chambers can control humidity?", "count", "number", n,
        ev=[(KT, "t1", "Humidity range", mdl) for mdl in D.KT_MODELS],
        rc=lambda t: sum(1 for x in t if x != "—"), hard=["transposed", "null_cell"])
    rates = [num(kt("Heating rate¹", mdl)) for mdl in D.KT_MODELS]
    best = D.KT_MODELS[rates.index(max(rates))]
    assert rates.count(max(rates)) == 1
    add("Which Kelmscott chamber heats up fastest?", "argmax", "text", best,
        ev=[(KT, "t1", "Heating rate¹", mdl) for mdl in D.KT_MODELS],
        rc=lambda t: D.KT_MODELS[max(range(len(t)), key=lambda i: num(t[i]))], raw=kt("Heating rate¹", best),
        hard=["transposed", "footnote", "superscript"])
    a, b = "KTH-340", "KTC-340"
    fa, fb_ = num(kt("Fluctuation in time", a)), num(kt("Fluctuation in time", b))
    assert fa != fb_
    add(f"{a} or {b}: which holds its temperature more steadily over time, i.e. has the smaller fluctuation?",
        "compare_two", "text", a if fa < fb_ else b,
        ev=[(KT, "t1", "Fluctuation in time", a), (KT, "t1", "Fluctuation in time", b)],
        rc=lambda t, a=a, b=b: a if num(t[0]) < num(t[1]) else b, raw=kt("Fluctuation in time", a if fa < fb_ else b),
        hard=["transposed", "synonym"])
    vals = [num(kt("Rated power", mdl)) for mdl in D.KT_MODELS]
    add("Average rated power of the five Kelmscott chambers, in kW?", "average", "number",
        D.q(sum(vals) / len(vals), 2), ev=[(KT, "t1", "Rated power", mdl) for mdl in D.KT_MODELS], unit="kW",
        rc=lambda t: D.q(sum(num(x) for x in t) / len(t), 2), tolerance=0.01, hard=["transposed"])
    add("What IP (ingress protection) rating do Kelmscott's chambers have?", "unanswerable", "none",
        reason="The data sheet gives no IP rating.", hard=["missing_row"],
        unans={"doc": KT, "absent": ["ingress", "IP rating", "IP5", "IP6", "IP4", "IP2"]})


# ================================================================================ J. Thurlestone
def th(model):
    return next(r for r in D.TH_ROWS if r[1] == model)


def build_thurlestone():
    add("What is the repeatability of the Thurlestone TA-220?", "lookup_header_path", "number",
        num(th("TA-220")[4]), ev=[(TH, "t1", "TA-220", "Tolerances > Repeatability (mg)")], unit="mg", rc=one(),
        hard=["header_path", "merged_cell", "unit_in_header"])
    add("Up to what ambient temperature is the Thurlestone TP-2200 specified?", "lookup", "number",
        rng(th("TP-2200")[8])[1], ev=[(TH, "t1", "TP-2200", "Operating temp. (°C)")], unit="°C",
        rc=lambda t: rng(t[0])[1], hard=["unit_in_header", "merged_cell", "synonym"])
    models = [r[1] for r in D.TH_ROWS]
    fine = [r[1] for r in D.TH_ROWS if num(r[3]) <= 1]
    add("List the Thurlestone balances that read to 1 mg or finer.", "filter_list", "list", fine,
        ev=[(TH, "t1", mdl, "Readability (mg)") for mdl in models],
        rc=lambda t, L=models: [L[i] for i, x in enumerate(t) if num(x) <= 1],
        raw=" | ".join(th(m)[3] for m in fine), hard=["merged_cell", "unit_in_header"])
    big = [r for r in D.TH_ROWS if num(r[2]) >= 500]
    best = min(big, key=lambda r: num(r[9]))
    labs = [r[1] for r in big]
    add("Cheapest Thurlestone balance with a capacity of at least 500 g?", "argmin", "text", best[1],
        ev=[(TH, "t1", r[1], "Capacity (g)") for r in D.TH_ROWS] + [(TH, "t1", m, "Price (£)") for m in labs],
        rc=lambda t, L=labs, n=len(D.TH_ROWS): L[min(range(len(L)), key=lambda i: num(t[n + i]))]
        if [num(x) >= 500 for x in t[:n]].count(True) == len(L) else None,
        raw=best[9], hard=["merged_cell", "vat_condition"], conditions=VAT)


# ================================================================================ K. Cenicero (Spanish)
REV = "Importe neto de la cifra de negocios"
K = 1000


def build_cenicero():
    es = "es"
    fig = D.ce_figures()
    sn = "miles de euros"
    add("What revenue did Industrias Cenicero report for Q3 2025?", "lookup", "number", Decimal(fig[REV]["q"][2]),
        ev=[(CE, "t1", REV, "3T 2025")], unit="EUR", rc=one(es), scale=K, scale_note=sn,
        hard=["locale_number", "synonym", "unit_in_header"])
    lab = "Resultado del ejercicio"
    add("¿Cuál fue el resultado del ejercicio de Industrias Cenicero en 2024?", "lookup", "number",
        Decimal(fig[lab]["py"]), ev=[(CE, "t1", lab, "Ejercicio 2024")], unit="EUR", rc=one(es), scale=K,
        scale_note=sn, hard=["locale_number", "total_row", "unit_in_header"])
    a, b = fig[REV]["q"][2], fig[REV]["q"][3]
    add("By what percentage did Cenicero's revenue grow from the third to the fourth quarter of 2025?",
        "percent_change", "number", D.q(Decimal(b - a) * 100 / a, 2),
        ev=[(CE, "t1", REV, "3T 2025"), (CE, "t1", REV, "4T 2025")], unit="%",
        rc=lambda t: D.q((num(t[1], es) - num(t[0], es)) * 100 / num(t[0], es), 2), tolerance=0.05,
        scale_note=sn, hard=["locale_number", "synonym"])
    lab = "Resultado de explotación"
    qv = fig[lab]["q"]
    i = qv.index(max(qv))
    add("Which quarter of 2025 brought Cenicero its highest operating result?", "argmax", "text", D.CE_Q[i],
        ev=[(CE, "t1", lab, qq) for qq in D.CE_Q],
        rc=lambda t: D.CE_Q[max(range(4), key=lambda k: num(t[k], es))], raw=D.fes_signed(qv[i]),
        aliases=[f"Q{i + 1}", f"Q{i + 1} 2025", f"{i + 1}T", ["first", "second", "third", "fourth"][i] + " quarter"],
        scale_note=sn, hard=["locale_number", "synonym", "total_row"])
    qv = fig[REV]["q"]
    i = qv.index(min(qv))
    add("¿En qué trimestre de 2025 fue más baja la cifra de negocios de Cenicero?", "argmin", "text", D.CE_Q[i],
        ev=[(CE, "t1", REV, qq) for qq in D.CE_Q],
        rc=lambda t: D.CE_Q[min(range(4), key=lambda k: num(t[k], es))], raw=D.fes_signed(qv[i]),
        aliases=[f"Q{i + 1}", f"Q{i + 1} 2025", f"{i + 1}T", ["primer", "segundo", "tercer", "cuarto"][i] +
                 " trimestre"], scale_note=sn, hard=["locale_number"])
    lab = "Gastos de personal"
    add("What was Cenicero's average quarterly personnel expense in 2025? Give it in thousands of euros.", "average", "number",
        D.q(Decimal(sum(fig[lab]["q"])) / 4, 2), ev=[(CE, "t1", lab, qq) for qq in D.CE_Q], unit="EUR",
        rc=lambda t: D.q(sum(num(x, es) for x in t) / 4, 2), scale=K, scale_note=sn, tolerance=0.01,
        accept_abs=True, hard=["locale_number", "synonym", "unit_in_header"])
    lab = "Plantilla media (personas)"
    add("By how many people did Cenicero's average headcount rise from Q1 to Q4 2025?", "difference", "number",
        Decimal(fig[lab]["q"][3] - fig[lab]["q"][0]), ev=[(CE, "t2", lab, "1T 2025"), (CE, "t2", lab, "4T 2025")],
        unit="employees", rc=lambda t: num(t[1], es) - num(t[0], es),
        hard=["locale_number", "mixed_units", "synonym"])
    lab = "Gastos de personal"
    add("What change in personnel costs, 2025 against 2024, does Cenicero show in its Variación column?",
        "lookup", "number", Decimal(fig[lab]["var"]), ev=[(CE, "t1", lab, "Variación")], unit="EUR", rc=one(es),
        scale=K, scale_note=sn, accept_abs=True, hard=["locale_number", "unit_in_header"])
    add("¿Cuál fue la cifra de negocios de Cenicero en el 4T 2024?", "unanswerable", "none",
        reason="Only the full-year 2024 figure is given; quarterly 2024 figures are not published.",
        hard=["absent_year", "locale_number"], unans={"doc": CE, "absent": ["4T 2024", "3T 2024", "1T 2024"]})


# ================================================================================ L. Corrib
YE = "Year ended 31 December"
M = 1_000_000


def build_corrib():
    inc = D.co_is()
    seg = D.co_segments()
    sn = "€ million"
    add("Corrib Components' revenue for 2025?", "lookup_header_path", "number", inc["Revenue"][0],
        ev=[(CO, "t1", "Revenue", f"{YE} > 2025")], unit="EUR", rc=one(), scale=M, scale_note=sn,
        hard=["header_path", "merged_cell", "unit_in_header"])
    add("What were Corrib's finance costs in 2024?", "lookup_header_path", "number", inc["Finance costs"][1],
        ev=[(CO, "t1", "Finance costs", f"{YE} > 2024")], unit="EUR", rc=one(), scale=M, scale_note=sn,
        accept_abs=True, hard=["header_path", "merged_cell", "negative_parentheses", "unit_in_header"])
    a, b = inc["Revenue"][1], inc["Revenue"][0]
    add("Corrib's revenue growth from 2024 to 2025, in percent?", "percent_change", "number",
        D.q((b - a) * 100 / a, 2), ev=[(CO, "t1", "Revenue", f"{YE} > 2024"), (CO, "t1", "Revenue", f"{YE} > 2025")],
        unit="%", rc=lambda t: D.q((num(t[1]) - num(t[0])) * 100 / num(t[0]), 2), tolerance=0.05, scale_note=sn,
        hard=["header_path", "merged_cell"])
    names = list(seg)
    best = max(names, key=lambda s: seg[s][1][0])
    add("Which Corrib segment made the most operating profit in 2025?", "argmax", "text", best,
        ev=[(CO, "t2", s, "Operating profit > 2025") for s in names],
        rc=lambda t, L=names: L[max(range(len(L)), key=lambda i: num(t[i]))], raw=D.fpar(seg[best][1][0]),
        scale_note=sn, hard=["header_path", "merged_cell", "total_row_excluded"])
    big = [s for s in names if seg[s][0][0] > 300]
    add("Which of Corrib's segments had 2025 revenue above €300 million?", "filter_list", "list", big,
        ev=[(CO, "t2", s, "Revenue > 2025") for s in names],
        rc=lambda t, L=names: [L[i] for i, x in enumerate(t) if num(x) > 300],
        raw=" | ".join(D.fpar(seg[s][0][0]) for s in big), scale_note=sn,
        hard=["header_path", "merged_cell", "total_row_excluded", "unit_in_header"])
    pair = ["Automotive", "Aerospace"]
    add("Combined 2025 revenue of Corrib's Automotive and Aerospace segments? Answer in € million.", "sum",
        "number", sum(seg[s][0][0] for s in pair), ev=[(CO, "t2", s, "Revenue > 2025") for s in pair],
        unit="EUR", rc=lambda t: sum(num(x) for x in t), scale=M, scale_note=sn,
        hard=["header_path", "merged_cell", "unit_in_header"])
    s = "Medical Devices"
    add("How much did operating profit in Corrib's Medical Devices segment increase from 2024 to 2025?",
        "difference", "number", seg[s][1][0] - seg[s][1][1],
        ev=[(CO, "t2", s, "Operating profit > 2024"), (CO, "t2", s, "Operating profit > 2025")], unit="EUR",
        rc=lambda t: num(t[1]) - num(t[0]), scale=M, scale_note=sn, accept_abs=True,
        hard=["header_path", "merged_cell", "unit_in_header"])
    lab = "Employees at 31 December (number)"
    add("How many employees did Corrib have at the end of 2025?", "lookup", "number",
        next(k for k in D.CO_KEY if k[0] == lab)[1], ev=[(CO, "t3", lab, "2025")], unit="employees", rc=one(),
        hard=["mixed_units", "synonym"])
    x, y = "Aerospace", "Medical Devices"
    gx = seg[x][0][0] / seg[x][0][1]
    gy = seg[y][0][0] / seg[y][0][1]
    assert gx != gy
    add(f"{x} or {y}: which grew revenue faster at Corrib in 2025?", "compare_two", "text",
        x if gx > gy else y,
        ev=[(CO, "t2", x, "Revenue > 2024"), (CO, "t2", x, "Revenue > 2025"), (CO, "t2", y, "Revenue > 2024"),
            (CO, "t2", y, "Revenue > 2025")],
        rc=lambda t, x=x, y=y: x if num(t[1]) / num(t[0]) > num(t[3]) / num(t[2]) else y, scale_note=sn,
        hard=["header_path", "merged_cell"])
    n = len(names)
    add("Average 2025 revenue per business segment at Corrib (central costs excluded), in € million?", "average",
        "number", D.q(sum(seg[s][0][0] for s in names) / n, 2), ev=[(CO, "t2", s, "Revenue > 2025") for s in names],
        unit="EUR", rc=lambda t: D.q(sum(num(x) for x in t) / len(t), 2), scale=M, scale_note=sn,
        tolerance=0.01, hard=["header_path", "merged_cell", "total_row_excluded", "unit_in_header"])
    add("What EBITDA did Corrib Components report for 2025?", "unanswerable", "none",
        reason="The results give no EBITDA (nor depreciation and amortisation).", hard=["missing_row"],
        unans={"doc": CO, "absent": ["EBITDA", "amortisation", "depreciation"]})


def build_fin_cross():
    fam = "financial"
    fig = D.ce_figures()
    inc = D.co_is()
    ce_rev = Decimal(fig[REV]["fy"]) * K
    co_rev = inc["Revenue"][0] * M
    add("Which company booked more revenue in 2025: Industrias Cenicero or Corrib Components?", "cross_document",
        "text", "Corrib" if co_rev > ce_rev else "Cenicero",
        ev=[(CE, "t1", REV, "Ejercicio 2025"), (CO, "t1", "Revenue", f"{YE} > 2025")],
        rc=lambda t: "Corrib" if num(t[1]) * M > num(t[0], "es") * K else "Cenicero",
        aliases=["Corrib Components", "Corrib Components plc"] if co_rev > ce_rev else ["Industrias Cenicero"],
        hard=["scale_normalization", "locale_number", "cross_lingual", "synonym", "unit_in_header"], family=fam)
    total = (ce_rev + co_rev) / M
    add("Add Cenicero's and Corrib's 2025 revenue together: what is the total in € million?", "cross_document",
        "number", total, ev=[(CE, "t1", REV, "Ejercicio 2025"), (CO, "t1", "Revenue", f"{YE} > 2025")],
        unit="EUR", rc=lambda t: (num(t[0], "es") * K + num(t[1]) * M) / M, scale=M, scale_note="€ million",
        tolerance=0.01, hard=["scale_normalization", "locale_number", "cross_lingual", "synonym",
                              "unit_in_header"], family=fam)
    ce_m = Decimal(fig["Resultado de explotación"]["fy"]) / Decimal(fig[REV]["fy"])
    co_m = inc["Operating profit"][0] / inc["Revenue"][0]
    assert ce_m != co_m
    add("Whose 2025 operating margin (operating profit over revenue) was higher, Cenicero's or Corrib's?",
        "cross_document", "text", "Corrib" if co_m > ce_m else "Cenicero",
        ev=[(CE, "t1", "Resultado de explotación", "Ejercicio 2025"), (CE, "t1", REV, "Ejercicio 2025"),
            (CO, "t1", "Operating profit", f"{YE} > 2025"), (CO, "t1", "Revenue", f"{YE} > 2025")],
        rc=lambda t: "Corrib" if num(t[2]) / num(t[3]) > num(t[0], "es") / num(t[1], "es") else "Cenicero",
        aliases=["Corrib Components", "Corrib Components plc"] if co_m > ce_m else ["Industrias Cenicero"],
        hard=["locale_number", "cross_lingual", "synonym", "total_row"], family=fam)


# ================================================================================ main
def build():
    Q.clear()
    for f in (build_quethiock, build_tullynally, build_filament_cross, build_idstone, build_hoogkerk,
              build_fulbeck, build_wymeswold, build_support_cross, build_lanreath, build_cranoe,
              build_kelmscott, build_thurlestone, build_cenicero, build_corrib, build_fin_cross):
        f()
    texts = [x["rec"]["question"] for x in Q]
    assert len(set(texts)) == len(texts)
    return Q


def write(path: Path):
    build()
    with open(path, "w", encoding="utf-8") as f:
        for x in Q:
            f.write(json.dumps(x["rec"], ensure_ascii=False) + "\n")
    return len(Q)


if __name__ == "__main__":
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else HERE / "questions.jsonl"
    n = write(out)
    print(f"wrote {n} questions to {out}")
