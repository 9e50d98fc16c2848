"""bench/aitqa-style10: thirty invented one-table 10-K extracts of eight companies in eight new industries.

    /work/main/.venv/bin/python bench/aitqa-style10/make_docs.py OUTDIR

Writes as10-t01.pdf ... as10-t30.pdf (byte-identical on every run). Every figure is in this file;
totals, subtotals, weighted averages, per-unit figures, shares, margins and changes are computed here
from the base figures, so each table adds up, and figures shared by two tables of one company agree.
The companies, resorts, mines, plants, landfills and pass products are invented (see NAMES); states,
provinces, countries and cities are real places.
"""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from engine import NOSCALE, Col, Doc, parse, render  # noqa: E402

I1 = "Item 1. Business"
I2 = "Item 2. Properties"
I7 = "Item 7. Management's Discussion and Analysis of Financial Condition and Results of Operations"
I8 = "Item 8. Financial Statements and Supplementary Data \u2014 Notes"
I8Q = "Item 8. Financial Statements and Supplementary Data \u2014 Quarterly Results (Unaudited)"

CO = {  # key: (company, short name, period as the report heading states it)
    "cem": ("Evenmoor Memorial Parks, Inc.", "Evenmoor", "the year ended December 31, 2019"),
    "tim": ("Selvanby Timberlands Trust, Inc.", "Selvanby", "the year ended December 31, 2019"),
    "wat": ("Quenholt Water Company", "Quenholt", "the year ended December 31, 2018"),
    "ski": ("Glissandre Mountain Resorts, Inc.", "Glissandre", "the fiscal year ended July 31, 2019"),
    "paw": ("Kettlewick Pawn Holdings, Inc.", "Kettlewick", "the fiscal year ended September 30, 2019"),
    "sal": ("Halvarick Salt Company", "Halvarick", "the year ended December 31, 2019"),
    "bil": ("Ombrevale Outdoor REIT, Inc.", "Ombrevale", "the year ended December 31, 2019"),
    "wst": ("Nethercairn Waste Services, Inc.", "Nethercairn", "the year ended December 31, 2018"),
}


def D(key, co, item, caption, cols, **kw):
    company, short, period = CO[co]
    return Doc(key=key, company=company, short=short,
               heading2=f"Annual Report on Form 10-K for {period} \u2014 {item}", caption=caption, cols=cols, **kw)


def G(group, pairs, **kw):
    """Columns under one spanning group: pairs of (key, leaf header)."""
    return [Col(k, (group, h), **kw) for k, h in pairs]


def chg(new, old, dec=1):
    return r1((new - old) / abs(old) * 100, dec)


def r1(x, d=1):
    v = round(x + 0.0, d)
    return int(round(v)) if d == 0 else v


def tot(rows, key, d=0):
    return r1(sum(r.vals[key] for r in rows if isinstance(r.vals.get(key), (int, float))), d)


def wavg(pairs, d=1):
    pairs = [(v, w) for v, w in pairs if isinstance(v, (int, float)) and w]
    return r1(sum(v * w for v, w in pairs) / sum(w for v, w in pairs), d)


# ============================================================== Evenmoor Memorial Parks (cemeteries, 2019)
# state: (cemeteries owned, cemeteries managed, funeral homes owned, funeral homes leased, combination
#         locations, developed acres, undeveloped acres)
CEM_PROP = {
    "Southeast": [("Florida", 24, 3, 41, 6, 12, 2140, 1385), ("Georgia", 11, 0, 18, 2, 5, 905, 612),
                  ("Alabama", 6, 1, 9, 0, 3, 388, 254), ("South Carolina", 7, 0, 11, 1, 4, 472, 330),
                  ("North Carolina", 9, 2, 14, 3, 4, 610, 498), ("Tennessee", 8, 0, 12, 1, 3, 544, 287),
                  ("Virginia", 10, 1, 15, 2, 5, 702, 441), ("Kentucky", 4, 0, 6, 0, 1, 215, 176)],
    "Mid-Atlantic and Northeast": [("Pennsylvania", 19, 4, 22, 3, 8, 1488, 906),
                                   ("New Jersey", 6, 2, 10, 4, 2, 395, 120), ("New York", 5, 6, 8, 5, 1, 318, 142),
                                   ("Maryland", 7, 0, 9, 1, 3, 436, 215), ("Massachusetts", 3, 2, 5, 2, 0, 170, 64),
                                   ("Connecticut", 2, 1, 4, 1, 0, 98, 35)],
    "Midwest": [("Ohio", 12, 1, 16, 2, 6, 864, 520), ("Michigan", 8, 2, 11, 3, 3, 512, 301),
                ("Illinois", 9, 3, 13, 4, 4, 640, 233), ("Indiana", 6, 0, 8, 1, 2, 356, 248),
                ("Wisconsin", 4, 0, 5, 0, 1, 190, 128), ("Missouri", 5, 1, 7, 1, 2, 301, 187),
                ("Iowa", 2, 0, 3, 0, 0, 96, 74)],
    "Southwest": [("Texas", 21, 2, 34, 7, 11, 1722, 1260), ("Oklahoma", 4, 0, 6, 1, 2, 246, 190),
                  ("Louisiana", 5, 1, 8, 2, 2, 284, 145), ("Arizona", 6, 0, 9, 3, 3, 418, 372),
                  ("New Mexico", 2, 0, 3, 0, 1, 112, 96)],
    "West": [("California", 13, 4, 19, 8, 6, 1104, 418), ("Nevada", 3, 0, 5, 1, 2, 226, 240),
             ("Oregon", 3, 1, 4, 1, 1, 175, 95), ("Washington", 4, 1, 6, 2, 2, 258, 147),
             ("Colorado", 5, 0, 7, 1, 2, 310, 282), ("Utah", 2, 0, 3, 1, 1, 124, 108)],
}
CEM_PR = ("Puerto Rico (d)", 3, 0, 4, 0, 2, 145, 60)
CEM_KEYS = ["co", "cm", "fo", "fl", "cb", "ad", "au"]


def t01():
    cols = (G("Cemeteries", [("co", "Owned"), ("cm", "Managed (a)")])
            + G("Funeral Homes", [("fo", "Owned"), ("fl", "Leased")])
            + [Col("cb", ("Combination Locations (b)",))]
            + G("Cemetery Acres", [("ad", "Developed"), ("au", "Undeveloped (c)")]))
    d = D("t01", "cem", I2, "Cemetery and Funeral Home Properties by State", cols, style="zebra",
          family="LiberationSans", size=9.5, orient="landscape", corner="As of December 31, 2019",
          split=33, repeat_header=True, bold_sections=True, label_max=170,
          notes=["(a) Cemeteries operated under long-term management agreements with nonprofit cemetery associations.",
                 "(b) Funeral homes located on the grounds of an Evenmoor cemetery; these locations are also included "
                 "in the funeral home counts.",
                 "(c) Undeveloped acres are held for the future development of interment spaces.",
                 "(d) Operated through a 51%-owned subsidiary; shown at 100%."])
    allr = []
    for region, states in CEM_PROP.items():
        d.add(region, kind="section")
        rs = [d.add(s[0], dict(zip(CEM_KEYS, s[1:])), level=1) for s in states]
        d.add(f"Total {region}", {k: tot(rs, k) for k in CEM_KEYS}, level=1, kind="subtotal")
        allr += rs
    allr.append(d.add(CEM_PR[0], dict(zip(CEM_KEYS, CEM_PR[1:]))))
    d.add("Total", {k: tot(allr, k) for k in CEM_KEYS}, kind="total")
    return d


# region: (cemetery contracts 2019, cemetery sales 2019 $000, contracts 2018, sales 2018,
#          funeral contracts 2019, funeral sales 2019, contracts 2018, sales 2018)
CEM_PRENEED = [("Southeast", 14820, 98412, 14105, 92760, 6310, 41285, 6122, 39540),
               ("Mid-Atlantic and Northeast", 8915, 66230, 9040, 65118, 3840, 27410, 3795, 26680),
               ("Midwest", 7402, 44718, 7218, 42905, 3125, 19870, 3188, 20115),
               ("Southwest", 9630, 61045, 9102, 56390, 4410, 28350, 4173, 26212),
               ("West", 6215, 47380, 6044, 45210, 2780, 21905, 2641, 20330)]
CEM_ACQ = ("Acquired locations (b)", 1240, 8105, 0, 0, 515, 3390, 0, 0)
PRE_KEYS = ["c19n", "c19s", "c18n", "c18s", "f19n", "f19s", "f18n", "f18s"]


def t02():
    cols = []
    for seg, sk in (("Cemetery", "c"), ("Funeral", "f")):
        for yr in ("2019", "2018"):
            k = sk + yr[2:]
            cols += [Col(k + "n", (seg, yr, "Contracts"), scale=NOSCALE),
                     Col(k + "s", (seg, yr, "Sales (in thousands)"), money=True, scale=1e3)]
    d = D("t02", "cem", I7, "Preneed Sales Production by Region", cols, style="grid", family="DejaVuSans", size=8.5,
          orient="landscape", corner="Year Ended December 31,", label_max=190,
          notes=["(a) Locations owned or managed for all of both years.",
                 "(b) Locations acquired in 2019; results are included from the date of acquisition.",
                 "Preneed sales production is the contract value of preneed cemetery interment rights, merchandise and "
                 "services, and of preneed funeral contracts, sold in the period, before cancellations."])
    d.add("Comparable locations (a)", kind="section")
    rs = [d.add(x[0], dict(zip(PRE_KEYS, x[1:])), level=1) for x in CEM_PRENEED]
    d.add("Total comparable locations", {k: tot(rs, k) for k in PRE_KEYS}, level=1, kind="subtotal")
    acq = d.add(CEM_ACQ[0], dict(zip(PRE_KEYS, CEM_ACQ[1:])))
    d.add("Total preneed sales production", {k: tot(rs + [acq], k) for k in PRE_KEYS}, kind="total")
    return d


# (label, section): {trust: (cost, fair value)} in $000; trusts: pf preneed funeral, pc preneed cemetery
# merchandise, pp perpetual care
CEM_TRUST = [
    (None, "Cash and cash equivalents", (41208, 41208), (28615, 28615), (12404, 12404)),
    ("Fixed income securities:", "U.S. Treasury and agency", (62310, 63145), (35820, 36402), (88415, 90118)),
    ("Fixed income securities:", "Municipal bonds", (14205, 14512), (8930, 9105), (21660, 22348)),
    ("Fixed income securities:", "Corporate bonds", (88940, 90212), (51305, 51776), (102118, 103907)),
    ("Fixed income securities:", "Mortgage-backed securities", (19870, 19612), (11402, 11256), (26310, 26015)),
    ("Equity securities:", "Domestic common stock", (118406, 141322), (74215, 86904), (96530, 118275)),
    ("Equity securities:", "Foreign common stock", (42118, 40976), (25640, 24518), (31205, 30014)),
    ("Equity securities:", "Preferred stock", (6812, 6940), (4105, 4211), (9380, 9562)),
    (None, "Mutual funds \u2014 fixed income", (55240, 56118), (30912, 31405), (48770, 49630)),
    (None, "Mutual funds \u2014 equity", (47315, 52908), (29440, 32817), (38215, 42960)),
    (None, "Private equity and other (a)", (8412, 7905), (5118, 4806), (11640, 12205)),
]
TRUSTS = [("pf", "Preneed Funeral Trusts"), ("pc", "Preneed Cemetery Merchandise Trusts"),
          ("pp", "Perpetual Care Trusts (b)")]


def t03():
    cols = []
    for k, name in TRUSTS:
        cols += G(name, [(k + "c", "Cost"), (k + "f", "Fair Value"), (k + "u", "Unrealized Gains (Losses)")])
    d = D("t03", "cem", I8, "Trust Investments", cols, style="booktabs", family="DejaVuSerif", size=8,
          orient="landscape", corner="December 31, 2019 (in thousands)", money=True, scale=1e3, sep_dollar=True,
          label_max=165, label_min=120,
          notes=["(a) Limited partnership interests and real estate funds measured at net asset value.",
                 "(b) Perpetual care trust income is distributed to Evenmoor to fund the maintenance of cemetery grounds; "
                 "the principal may not be withdrawn."])

    def vals(x):
        v = {}
        for (k, _), (cost, fv) in zip(TRUSTS, x[2:]):
            v.update({k + "c": cost, k + "f": fv, k + "u": fv - cost})
        return v
    allr, cur = [], None
    for x in CEM_TRUST:
        if x[0] != cur and cur is not None:
            d.add("Total fixed income securities" if cur.startswith("Fixed") else "Total equity securities",
                  {k: tot(grp, k) for k in grp[0].vals}, level=1, kind="subtotal")
        if x[0] is not None and x[0] != cur:
            d.add(x[0], kind="section")
            grp = []
        cur = x[0]
        r = d.add(x[1], vals(x), level=1 if x[0] else 0)
        allr.append(r)
        if x[0]:
            grp.append(r)
    d.add("Total trust investments", {k: tot(allr, k) for k in allr[0].vals}, kind="total")
    return d


# (comparable 2019, 2018, total 2019, 2018)
CEM_FUN = {"svc_at": (31245, 31908, 33410, 32115), "svc_pre": (12880, 12544, 13602, 12610),
           "rev_at": (176412, 178305, 188920, 179412), "rev_pre": (66905, 64118, 70640, 64452),
           "rev_oth": (9315, 8870, 10102, 8911), "crem": (56.8, 55.2, 57.1, 55.3)}


def t04():
    cols = (G("Comparable Funeral Homes (a)", [("c19", "2019"), ("c18", "2018"), ("cp", "% Change")])
            + G("Total Funeral Operations", [("t19", "2019"), ("t18", "2018"), ("tp", "% Change")]))
    for c in cols:
        if c.key.endswith("p"):
            c.pct, c.dec = True, 1
    d = D("t04", "cem", I7, "Funeral Operating Results", cols, style="band", family="LiberationSansNarrow",
          size=9, corner="Year Ended December 31,", label_max=230,
          notes=["(a) Funeral homes owned or operated for all of 2019 and 2018.",
                 "(b) Cremations as a percentage of all funeral services performed; the change is shown in basis points.",
                 "(c) Includes flowers, transportation and other ancillary items."])
    keys = ["c19", "c18", "t19", "t18"]

    def v(t):
        out = dict(zip(keys, t))
        out["cp"], out["tp"] = chg(t[0], t[1]), chg(t[2], t[3])
        return out
    d.add("Funeral services performed:", kind="section")
    a = d.add("Atneed", v(CEM_FUN["svc_at"]), level=1)
    p = d.add("Matured preneed", v(CEM_FUN["svc_pre"]), level=1)
    svc = [a.vals[k] + p.vals[k] for k in keys]
    d.add("Total funeral services performed", v(svc), level=1, kind="subtotal")
    revs = [CEM_FUN["rev_at"][i] + CEM_FUN["rev_pre"][i] for i in range(4)]
    avg = [r1(revs[i] * 1000 / svc[i], 0) for i in range(4)]
    d.add("Average revenue per funeral service", v(avg), money=True, scale=NOSCALE, dollar=True)
    cr = dict(zip(keys, CEM_FUN["crem"]))
    cr["cp"] = f"{round((cr['c19'] - cr['c18']) * 100)} bps"
    cr["tp"] = f"{round((cr['t19'] - cr['t18']) * 100)} bps"
    d.add("Cremation rate (b)", cr, pct=True, dec={"c19": 1, "c18": 1, "t19": 1, "t18": 1})
    d.add("Funeral revenue (in thousands):", kind="section", money=True, scale=1e3)
    d.add("Atneed", v(CEM_FUN["rev_at"]), level=1)
    d.add("Matured preneed", v(CEM_FUN["rev_pre"]), level=1)
    d.add("Other (c)", v(CEM_FUN["rev_oth"]), level=1)
    fr = [CEM_FUN["rev_at"][i] + CEM_FUN["rev_pre"][i] + CEM_FUN["rev_oth"][i] for i in range(4)]
    d.add("Total funeral revenue", v(fr), level=1, kind="subtotal")
    comp = sum(x[6] for x in CEM_PRENEED)
    comp18 = sum(x[8] for x in CEM_PRENEED)
    d.add("Preneed funeral sales production (in thousands)",
          v((comp, comp18, comp + CEM_ACQ[6], comp18 + CEM_ACQ[8])), money=True, scale=1e3)
    return d


# ============================================================== Selvanby Timberlands Trust (timber REIT, 2019)
# state: (fee acres 000, leased acres 000, softwood inventory M tons, hardwood M tons)
TIM_LAND = {
    "U.S. South": [("Alabama", 248, 31, 14.2, 3.1), ("Arkansas", 96, 0, 5.8, 1.4), ("Florida", 312, 58, 17.6, 1.2),
                   ("Georgia", 486, 72, 28.9, 4.6), ("Louisiana", 174, 12, 10.3, 2.2),
                   ("Mississippi", 205, 0, 12.1, 2.8), ("North Carolina", 88, 9, 4.7, 1.9),
                   ("South Carolina", 142, 21, 8.4, 2.5), ("Texas", 230, 44, 13.5, 1.8),
                   ("Virginia", 61, 0, 3.2, 1.6)],
    "Pacific Northwest": [("Oregon", 186, 0, 24.8, 0.9), ("Washington", 342, 0, 41.2, 1.7)],
    "Northeast": [("Maine", 118, 0, 3.6, 4.9), ("New Hampshire", 27, 0, 0.8, 1.3), ("New York", 34, 0, 1.1, 1.8)],
    "New Zealand (d)": [("North Island", 205, 96, 22.4, 0), ("South Island", 68, 18, 5.9, 0)],
}


def t05():
    cols = (G("Timberland Acres (in thousands)", [("fee", "Fee"), ("lease", "Leased (a)"), ("ta", "Total")])
            + [Col("pa", ("% of Total Acres",), pct=True, dec=1)]
            + G("Merchantable Inventory (millions of tons) (b)", [("sw", "Softwood"), ("hw", "Hardwood"),
                                                                  ("ti", "Total")], dec=1, scale=1e6))
    for c in cols[:3]:
        c.scale = 1e3
    d = D("t05", "tim", I2, "Timberland Holdings by Location", cols, style="ledger", family="DejaVuSansCondensed",
          size=9, corner="As of December 31, 2019", label_max=170,
          notes=["(a) Timberlands held under long-term leases and, in New Zealand, Crown forest licenses.",
                 "(b) Merchantable timber inventory is standing timber of harvestable age (15 years and older in the "
                 "South, 35 years and older in the Pacific Northwest).",
                 "(c) Percentages may not sum to 100% because of rounding.",
                 "(d) Held through a joint venture in which Selvanby owns 77%; shown at 100%."])
    grand = sum(f + l for rows in TIM_LAND.values() for (_, f, l, _, _) in rows)
    allr = []
    for region, states in TIM_LAND.items():
        d.add(region, kind="section")
        rs = [d.add(s, {"fee": f, "lease": l, "ta": f + l, "pa": r1((f + l) * 100 / grand, 1), "sw": sw, "hw": hw,
                        "ti": r1(sw + hw, 1)}, level=1) for (s, f, l, sw, hw) in states]
        name = "Total " + region.replace(" (d)", "")
        sub = {k: tot(rs, k, 1 if k in ("sw", "hw", "ti") else 0) for k in ("fee", "lease", "ta", "sw", "hw", "ti")}
        sub["pa"] = r1(sub["ta"] * 100 / grand, 1)
        d.add(name, sub, level=1, kind="subtotal")
        allr += rs
    t = {k: tot(allr, k, 1 if k in ("sw", "hw", "ti") else 0) for k in ("fee", "lease", "ta", "sw", "hw", "ti")}
    t["pa"] = 100.0
    d.add("Total timberlands (c)", t, kind="total")
    return d


# section: [(product, volume 2019, 2018, 2017 (thousand tons), price 2019, 2018, 2017 ($ per ton))]
TIM_HARV = {
    "Southern Timber": [("Sawtimber", 2412, 2305, 2188, 27.85, 26.40, 25.92),
                        ("Chip-n-saw", 1118, 1064, 1032, 19.60, 18.75, 18.40),
                        ("Pulpwood", 3905, 3812, 3690, 15.12, 14.48, 14.05),
                        ("Hardwood (c)", 644, 702, 688, 12.30, 11.95, 11.60)],
    "Pacific Northwest Timber": [("Sawtimber", 1702, 1844, 1795, 82.40, 91.65, 84.10),
                                 ("Pulpwood", 312, 296, 305, 34.80, 36.25, 33.10)],
    "Northeast Timber": [("Sawtimber", 182, 176, 171, 41.20, 40.85, 39.60),
                         ("Pulpwood", 408, 422, 415, 18.90, 18.40, 17.85)],
}


def timber_sales(seg, i):
    """segment timber sales in $ millions for year index i (0 = 2019, 1 = 2018)"""
    return r1(sum(x[1 + i] * x[4 + i] for x in TIM_HARV[seg]) / 1000, 1)


def t06():
    yrs = [("19", "2019"), ("18", "2018"), ("17", "2017")]
    cols = (G("Harvest Volume (thousands of tons)", [("v" + k, y) for k, y in yrs], scale=1e3)
            + G("Average Delivered Price per Ton (a)", [("p" + k, y) for k, y in yrs], money=True, dec=2,
                scale=NOSCALE))
    d = D("t06", "tim", I7, "Timber Harvest Volumes and Prices", cols, style="booktabs", family="LiberationSerif",
          size=9, orient="landscape", corner="Year Ended December 31,", label_max=200,
          notes=["(a) Delivered prices include the cost of logging and hauling the timber to the customer's mill (b).",
                 "(b) Stumpage sales are converted to a delivered basis using average logging and hauling costs.",
                 "(c) Hardwood sawtimber and pulpwood harvested on Southern Timber lands."])
    keys = ["v19", "v18", "v17", "p19", "p18", "p17"]
    allr = []
    for seg, prods in TIM_HARV.items():
        d.add(seg, kind="section", bold=True)
        rs = [d.add(x[0], dict(zip(keys, x[1:])), level=1) for x in prods]
        sub = {k: tot(rs, k) for k in ("v19", "v18", "v17")}
        for y in ("19", "18", "17"):
            sub["p" + y] = wavg([(r.vals["p" + y], r.vals["v" + y]) for r in rs], 2)
        d.add(f"Total {seg}", sub, level=1, kind="subtotal")
        allr += rs
    t = {k: tot(allr, k) for k in ("v19", "v18", "v17")}
    for y in ("19", "18", "17"):
        t["p" + y] = wavg([(r.vals["p" + y], r.vals["v" + y]) for r in allr], 2)
    d.add("Total harvest", t, kind="total")
    return d


# label: (acres 2019, sales 2019 $000, acres 2018, sales 2018 $000)
TIM_RE = [("Improved development (a)", 412, 18540, 268, 11390),
          ("Unimproved development", 1835, 22110, 2260, 25860),
          ("Rural", 14620, 41336, 12980, 35302),
          ("Non-strategic timberlands", 22480, 46970, 18315, 36814),
          ("Conservation easements (b)", 3210, 4815, 0, 0),
          ("Large disposals (c)", 0, 0, 56200, 118020)]


def t07():
    cols = []
    for y in ("2019", "2018"):
        k = y[2:]
        cols += [Col("a" + k, (y, "Acres Sold"), scale=NOSCALE),
                 Col("s" + k, (y, "Sales (in thousands)"), money=True, scale=1e3),
                 Col("p" + k, (y, "Price per Acre"), money=True, scale=NOSCALE)]
    d = D("t07", "tim", I7, "Real Estate Sales", cols, style="unruled", family="DejaVuSans", size=8.5,
          sep_dollar=True, corner="Year Ended December 31,", label_max=190,
          notes=["(a) Land with entitlements, infrastructure or utilities in place, principally in the Savannah and "
                 "Atlanta, Georgia areas.",
                 "(b) Permanent conservation easements sold to state agencies and land trusts; the land remains in the "
                 "timberland portfolio.",
                 "(c) Sales of large timberland packages to a single buyer in one transaction."])

    def v(a19, s19, a18, s18):
        out = {"a19": a19, "s19": s19, "a18": a18, "s18": s18}
        out["p19"] = r1(s19 * 1000 / a19, 0) if a19 else 0
        out["p18"] = r1(s18 * 1000 / a18, 0) if a18 else 0
        return out
    rs = [d.add(x[0], v(*x[1:])) for x in TIM_RE]
    s = [sum(r.vals[k] for r in rs) for k in ("a19", "s19", "a18", "s18")]
    d.add("Total real estate sales", v(*s), kind="total")
    return d


TIM_SEG = {  # segment: {row: (2019, 2018)} in $ millions
    "Southern Timber": {"cos": (-118.6, -112.9), "sga": (-9.8, -9.5), "dda": (58.4, 55.2), "ncb": (0, 0),
                        "cap": (38.5, 36.1), "acq": (112.4, 64.8)},
    "Pacific Northwest Timber": {"cos": (-121.4, -128.3), "sga": (-6.2, -6.0), "dda": (46.1, 49.8), "ncb": (0, 0),
                                 "cap": (21.7, 20.4), "acq": (0, 18.6)},
    "Northeast Timber": {"cos": (-14.2, -13.8), "sga": (-1.9, -1.8), "dda": (5.2, 5.0), "ncb": (0, 0),
                         "cap": (3.9, 3.6), "acq": (0, 0)},
    "Real Estate": {"cos": (-48.2, -96.5), "sga": (-7.4, -8.1), "dda": (1.2, 1.4), "ncb": (29.6, 61.3),
                    "cap": (2.8, 3.3), "acq": (0, 0)},
}
SEG_KEYS = {"Southern Timber": "st", "Pacific Northwest Timber": "pn", "Northeast Timber": "ne",
            "Real Estate": "re", "Total": "to"}


def re_sales(i):
    return r1(sum(x[2 + 2 * i] for x in TIM_RE) / 1000, 1)


def t08():
    cols = []
    for seg, k in SEG_KEYS.items():
        cols += G(seg, [(k + "19", "2019"), (k + "18", "2018")], dec=1)
    d = D("t08", "tim", I8, "Segment Information", cols, style="zebra", family="DejaVuSerif", size=8, paper="a4",
          orient="landscape", corner="(in millions)", money=True, scale=1e6, label_max=200,
          notes=["(a) Depletion, depreciation and amortization includes the depletion of timber harvested and the "
                 "amortization of logging roads.",
                 "(b) The non-cash cost basis of land and improved development sold.",
                 "(c) Adjusted EBITDA is operating income (loss) before depletion, depreciation and amortization and "
                 "the non-cash cost basis of real estate sold.",
                 "(d) Excludes timberland acquisitions, which are shown separately."])
    rowdef = {}
    for seg, k in SEG_KEYS.items():
        if seg == "Total":
            continue
        data = TIM_SEG[seg]
        for i, y in enumerate(("19", "18")):
            sales = re_sales(i) if seg == "Real Estate" else timber_sales(seg, i)
            cos, sga = data["cos"][i], data["sga"][i]
            oi = r1(sales + cos + sga, 1)
            rowdef.setdefault("sales", {})[k + y] = sales
            rowdef.setdefault("cos", {})[k + y] = cos
            rowdef.setdefault("sga", {})[k + y] = sga
            rowdef.setdefault("oi", {})[k + y] = oi
            rowdef.setdefault("dda", {})[k + y] = data["dda"][i]
            rowdef.setdefault("ncb", {})[k + y] = data["ncb"][i]
            rowdef.setdefault("ebitda", {})[k + y] = r1(oi + data["dda"][i] + data["ncb"][i], 1)
            rowdef.setdefault("cap", {})[k + y] = data["cap"][i]
            rowdef.setdefault("acq", {})[k + y] = data["acq"][i]
    for vals in rowdef.values():
        for y in ("19", "18"):
            vals["to" + y] = r1(sum(vals[k + y] for s, k in SEG_KEYS.items() if s != "Total"), 1)
    d.add("Sales", rowdef["sales"], bold=True)
    d.add("Costs and expenses:", kind="section")
    d.add("Cost of sales", rowdef["cos"], level=1)
    d.add("Selling, general and administrative", rowdef["sga"], level=1)
    d.add("Operating income (loss)", rowdef["oi"], kind="subtotal")
    d.add("Depletion, depreciation and amortization (a)", rowdef["dda"])
    d.add("Non-cash cost basis of real estate sold (b)", rowdef["ncb"])
    d.add("Adjusted EBITDA (c)", rowdef["ebitda"], kind="total")
    d.add("Capital expenditures (d)", rowdef["cap"])
    d.add("Timberland acquisitions", rowdef["acq"])
    return d


# ============================================================== Quenholt Water Company (water utility, 2018)
# t10 figures: label: (2018, 2017, 2016); revenues in $000, volumes in millions of gallons
WAT_REV = [("Residential", 1634205, 1580512, 1525318), ("Commercial", 592806, 575118, 557240),
           ("Industrial", 136812, 144095, 141018), ("Public authority and other", 190643, 183206, 173705)]
WAT_REV2 = [("Fire service (a)", 98405, 94212, 90870), ("Miscellaneous (b)", 52318, 55906, 49712)]
WAT_WW17 = (196540, 178305)
WAT_VOL = [("Residential", 172410, 176905, 175230), ("Commercial", 84118, 83502, 82960),
           ("Industrial", 38204, 41615, 40880), ("Public authority and other", 26318, 25940, 25512)]
# t09: division: [(state, water customers, water revenues $000, wastewater customers, wastewater revenues $000,
#                  population served 000)]; Missouri's water revenues balance to t10's 2018 water sales revenues
WAT_STATE = {
    "Eastern Division": [("Pennsylvania", 668420, 612840, 74310, 68905, 2245),
                         ("New Jersey", 658905, 698112, 48220, 41870, 2710),
                         ("Virginia", 96512, 128406, 0, 0, 368),
                         ("North Carolina", 84260, 58712, 21945, 24118, 236)],
    "Central Division": [("Ohio", 152340, 131602, 10118, 8215, 438),
                         ("Illinois", 310775, 248930, 57806, 29412, 1265),
                         ("Indiana", 298140, 236518, 1204, 1086, 1302),
                         ("Missouri", 472208, None, 14512, 12805, 1498)],
    "Southern Division": [("Texas", 118615, 92340, 19870, 16504, 402),
                          ("Louisiana", 38120, 28406, 6215, 5908, 112)],
}


def wat_states():
    water18 = sum(x[1] for x in WAT_REV)
    known = sum(s[2] for rows in WAT_STATE.values() for s in rows if s[2] is not None)
    assert water18 - known > 0
    out = {}
    for div, rows in WAT_STATE.items():
        out[div] = [tuple(water18 - known if v is None else v for v in s) for s in rows]
    return out


def t09():
    cols = (G("Water", [("wc", "Customers"), ("wr", "Revenues (in thousands)")])
            + G("Wastewater", [("xc", "Customers"), ("xr", "Revenues (in thousands)")])
            + [Col("pop", ("Estimated Population Served (in thousands) (a)",), scale=1e3, minw=70)])
    for c in cols:
        if c.key in ("wr", "xr"):
            c.money, c.scale = True, 1e3
        if c.key in ("wc", "xc"):
            c.scale = NOSCALE
    d = D("t09", "wat", I1, "Customers and Revenues of the Regulated Businesses by State", cols, style="grid",
          family="LiberationSans", size=9, corner="As of and for the year ended December 31, 2018", label_max=170,
          notes=["(a) Includes people served by Quenholt's systems through bulk sales to other utilities.",
                 "(b) Revenues are water and wastewater service revenues; fire service and miscellaneous revenues "
                 "are not allocated to states."])
    keys = ["wc", "wr", "xc", "xr", "pop"]
    allr = []
    for div, rows in wat_states().items():
        d.add(div, kind="section", bold=True)
        rs = [d.add(s[0], dict(zip(keys, s[1:])), level=1) for s in rows]
        d.add(f"Total {div}", {k: tot(rs, k) for k in keys}, level=1, kind="subtotal")
        allr += rs
    d.add("Total Regulated Businesses (b)", {k: tot(allr, k) for k in keys}, kind="total")
    return d


def t10():
    cols = (G("Year Ended December 31,", [("y18", "2018"), ("y17", "2017"), ("y16", "2016")])
            + G("2018 vs. 2017", [("ch", "Increase (Decrease)"), ("cp", "% Change")]))
    cols[-1].pct, cols[-1].dec = True, 1
    d = D("t10", "wat", I7, "Operating Revenues and Billed Water Sales Volume by Customer Class", cols,
          style="borderless", family="DejaVuSerif", size=8.5, label_max=230,
          notes=["(a) Private and public fire protection service charges.",
                 "(b) Includes connection fees, late payment charges, rental income and service line protection "
                 "programs."])
    ww18 = sum(s[4] for rows in WAT_STATE.values() for s in rows)

    def v(a, b, c):
        return {"y18": a, "y17": b, "y16": c, "ch": a - b, "cp": chg(a, b)}
    d.add("Operating revenues (in thousands):", kind="section", money=True, scale=1e3)
    rs = [d.add(x[0], v(*x[1:]), level=1) for x in WAT_REV]
    s = [sum(r.vals[k] for r in rs) for k in ("y18", "y17", "y16")]
    d.add("Total water sales revenues", v(*s), level=1, kind="subtotal")
    o = [d.add(WAT_REV2[0][0], v(*WAT_REV2[0][1:]), level=1),
         d.add("Wastewater", v(ww18, *WAT_WW17), level=1),
         d.add(WAT_REV2[1][0], v(*WAT_REV2[1][1:]), level=1)]
    t = [s[i] + sum(r.vals[k] for r in o) for i, k in enumerate(("y18", "y17", "y16"))]
    d.add("Total operating revenues", v(*t), level=1, kind="total")
    d.add("Billed water sales volume (millions of gallons):", kind="section", scale=1e6)
    rs = [d.add(x[0], v(*x[1:]), level=1) for x in WAT_VOL]
    s = [sum(r.vals[k] for r in rs) for k in ("y18", "y17", "y16")]
    d.add("Total billed water sales volume", v(*s), level=1, kind="subtotal")
    return d


# section: [(state, filed, requested $M, authorized $M, requested ROE %, authorized ROE %, effective)]
WAT_RATE = {
    "General rate cases completed in 2018": [
        ("Pennsylvania", "April 2017", 71.4, 56.3, 10.75, 10.00, "Jan. 1, 2018"),
        ("New Jersey", "Sept. 2017", 129.5, 92.1, 10.60, 9.60, "June 15, 2018"),
        ("Illinois", "Jan. 2018", 44.8, 31.6, 10.50, 9.79, "Dec. 1, 2018"),
        ("Virginia (b)", "Nov. 2017", 12.3, 8.9, 10.40, 9.50, "Oct. 1, 2018")],
    "Infrastructure surcharges (c)": [
        ("Pennsylvania", "Various", 14.6, 14.6, None, None, "Quarterly"),
        ("Missouri", "June 2018", 9.2, 8.4, None, None, "Aug. 2018"),
        ("Indiana", "Feb. 2018", 6.8, 6.8, None, None, "May 2018"),
        ("Ohio", "Dec. 2017", 3.1, 3.1, None, None, "Mar. 2018")],
    "Pending at December 31, 2018": [
        ("Missouri", "June 2018", 108.4, None, 10.80, None, "Pending"),
        ("Indiana", "Dec. 2018", 27.6, None, 10.80, None, "Pending"),
        ("North Carolina", "Nov. 2018", 15.2, None, 10.65, None, "Pending")],
}


def t11():
    cols = ([Col("filed", ("Date Filed",), text=True)]
            + G("Annualized Revenue Increase (in millions)", [("rq", "Requested"), ("ra", "Authorized")],
                money=True, scale=1e6, dec=1)
            + G("Return on Equity", [("eq", "Requested"), ("ea", "Authorized (a)")], pct=True, dec=2)
            + [Col("eff", ("Effective Date",), text=True)])
    d = D("t11", "wat", I7, "Rate Case and Infrastructure Surcharge Activity", cols, style="zebra",
          family="DejaVuSansCondensed", size=9, orient="landscape", label_max=230,
          notes=["(a) Authorized returns on equity were set in settlements approved by the state commissions.",
                 "(b) Rates were put into effect, subject to refund, on the effective date; the final order was issued "
                 "in December 2018.",
                 "(c) Surcharges recover the cost of qualifying replacement of aging pipe between general rate cases; "
                 "no return on equity is set in these proceedings."])
    for sec, rows in WAT_RATE.items():
        d.add(sec, kind="section", bold=True)
        rs = [d.add(x[0], {k: v for k, v in zip(["filed", "rq", "ra", "eq", "ea", "eff"], x[1:]) if v is not None},
                    level=1) for x in rows]
        sub = {"rq": tot(rs, "rq", 1)}
        if all("ra" in r.vals for r in rs):
            sub["ra"] = tot(rs, "ra", 1)
        name = {"General rate cases completed in 2018": "Total general rate cases completed",
                "Infrastructure surcharges (c)": "Total infrastructure surcharges",
                "Pending at December 31, 2018": "Total pending"}[sec]
        d.add(name, sub, level=1, kind="subtotal", dollar=True)
    return d


# state: [(district, wells, surface intakes, purchased water % of supply, treatment plants, miles of main,
#          storage capacity million gallons)]
WAT_SYS = {
    "Pennsylvania": [("Harrisburg", 4, 3, 0.0, 3, 1240, 38.5), ("Scranton", 12, 6, 2.5, 5, 1085, 44.2),
                     ("Lancaster", 18, 2, 0.0, 4, 812, 21.6), ("Erie", 6, 2, 0.0, 2, 690, 19.8),
                     ("Altoona", 9, 4, 1.2, 3, 544, 16.4), ("Pocono", 31, 0, 0.0, 6, 402, 9.1)],
    "New Jersey": [("Camden", 42, 1, 18.4, 7, 1610, 52.3), ("Shrewsbury", 27, 2, 6.7, 5, 1288, 41.0),
                   ("Somerset", 15, 3, 0.0, 4, 1902, 63.8), ("Cape May", 36, 0, 0.0, 6, 720, 24.5)],
    "Virginia": [("Alexandria", 0, 2, 0.0, 1, 618, 31.2), ("Hopewell", 0, 1, 22.6, 1, 204, 8.7)],
    "North Carolina": [("Fayetteville", 48, 0, 11.3, 9, 690, 12.4), ("Wilmington", 37, 0, 0.0, 7, 515, 10.8)],
    "Ohio": [("Marion", 14, 1, 0.0, 2, 312, 8.6), ("Tiffin", 0, 1, 0.0, 1, 188, 5.2),
             ("Ashtabula", 0, 1, 3.4, 1, 264, 7.9)],
    "Illinois": [("Peoria", 25, 1, 0.0, 3, 905, 27.4), ("Champaign", 22, 0, 0.0, 2, 714, 18.8),
                 ("Alton", 0, 1, 0.0, 1, 402, 12.1), ("Sterling", 8, 0, 0.0, 1, 166, 3.9),
                 ("Pekin", 10, 0, 0.0, 1, 198, 4.6)],
    "Indiana": [("Muncie", 19, 1, 0.0, 3, 498, 14.5), ("Terre Haute", 16, 0, 0.0, 2, 412, 11.2),
                ("Kokomo", 11, 1, 0.0, 2, 355, 9.4), ("Seymour", 9, 0, 4.8, 1, 142, 3.2)],
    "Missouri": [("St. Joseph", 0, 1, 0.0, 1, 612, 18.2), ("Joplin", 24, 1, 0.0, 3, 608, 16.9),
                 ("Jefferson City", 7, 1, 0.0, 1, 294, 7.6), ("Warrensburg", 12, 0, 0.0, 2, 188, 4.4)],
    "Texas": [("Killeen", 0, 0, 100.0, 0, 484, 14.8), ("Conroe", 28, 0, 9.2, 6, 402, 8.3),
              ("San Angelo", 3, 1, 0.0, 1, 236, 6.1)],
    "Louisiana": [("Houma", 0, 1, 0.0, 1, 312, 6.9), ("Lake Charles", 21, 0, 0.0, 4, 388, 7.2)],
}


def t12():
    cols = (G("Sources of Supply", [("w", "Wells"), ("s", "Surface Water Intakes"),
                                    ("p", "Purchased Water (% of supply) (a)")])
            + [Col("tp", ("Treatment Plants",)), Col("mm", ("Miles of Main",)),
               Col("st", ("Storage Capacity (million gallons) (b)",), dec=1, scale=1e6)])
    cols[2].pct, cols[2].dec, cols[2].pctsign = True, 1, False
    d = D("t12", "wat", I2, "Water Systems by Operating District", cols, style="grid", family="LiberationSerif",
          size=9.5, corner="As of December 31, 2018", split=44, repeat_header=False, label_max=170,
          notes=["(a) Water purchased from other utilities and water authorities, as a percentage of the district's "
                 "2018 water supply.",
                 "(b) Finished water storage in tanks, standpipes and reservoirs.",
                 "(c) The Killeen district is supplied entirely with water purchased from a regional water district."])
    keys = ["w", "s", "p", "tp", "mm", "st"]
    allr = []
    for state, rows in WAT_SYS.items():
        d.add(state, kind="section", bold=True)
        rs = [d.add(x[0] + (" (c)" if x[0] == "Killeen" else ""), dict(zip(keys, x[1:])), level=1) for x in rows]
        sub = {k: tot(rs, k, 1 if k == "st" else 0) for k in ("w", "s", "tp", "mm", "st")}
        d.add(f"Total {state}", sub, level=1, kind="subtotal")
        allr += rs
    d.add("Total", {k: tot(allr, k, 1 if k == "st" else 0) for k in ("w", "s", "tp", "mm", "st")}, kind="total")
    return d


# ============================================================== Glissandre Mountain Resorts (ski resorts, FY July 2019)
# region: [(resort, state or province, skiable acres, trails, lifts, vertical drop ft, tenure, expiration,
#           skier visits fiscal 2019 (000), fiscal 2018 (000))]
SKI_RES = {
    "Rocky Mountains": [
        ("Corrandel Peak", "Colorado", 3148, 187, 31, 3398, "USFS permit", "2051", 1612, 1548),
        ("Marrowdene Basin", "Colorado", 2410, 142, 22, 2905, "USFS permit", "2046", 1118, 1092),
        ("Stavenhorn", "Colorado", 1620, 98, 14, 2530, "USFS permit", "2039", 684, 702),
        ("Valdrenne", "Utah", 2880, 131, 19, 3210, "Owned", "n/a", 902, 871),
        ("Tavelmoor Canyon", "Utah", 1475, 88, 12, 2340, "Owned and leased", "2044", 521, 498),
        ("Tolmanby Ridge", "Wyoming", 2050, 106, 13, 4020, "USFS permit", "2048", 466, 452),
        ("Grisbeck Mountain", "Montana", 1310, 75, 9, 2600, "USFS permit", "2037", 248, 263)],
    "Sierra and Pacific Northwest": [
        ("Cindermoor", "California", 2600, 112, 21, 2840, "USFS permit", "2042", 1004, 795),
        ("Lindenfrost Bowl", "California", 1850, 95, 16, 2150, "USFS permit", "2053", 688, 571),
        ("Wyvernhill", "Oregon", 1420, 71, 10, 2010, "USFS permit", "2040", 402, 366),
        ("Skelbrook Pass", "Washington", 1180, 64, 11, 1860, "USFS permit", "2045", 387, 359)],
    "Northeast": [
        ("Thistlecombe Mountain", "Vermont", 1040, 118, 20, 2620, "Owned and leased", "2036", 702, 735),
        ("Quillharrow", "Vermont", 620, 78, 11, 2050, "Owned", "n/a", 398, 412),
        ("Ardwhistle Notch", "New Hampshire", 470, 67, 9, 1850, "USFS permit", "2047", 311, 329),
        ("Brissendale", "Maine", 590, 72, 10, 2300, "Owned", "n/a", 284, 297),
        ("Harrowpeak", "New York", 380, 55, 8, 1510, "Leased (c)", "2031", 226, 241)],
    "Midwest": [
        ("Fennaway Hills", "Michigan", 210, 38, 9, 520, "Owned", "n/a", 212, 204),
        ("Drosselby Slopes", "Wisconsin", 145, 27, 7, 430, "Owned", "n/a", 171, 176),
        ("Hemmelridge", "Minnesota", 180, 31, 8, 390, "Leased (c)", "2029", 158, 149),
        ("Kindlebrook", "Ohio", 95, 18, 6, 310, "Owned", "n/a", 136, 142)],
    "Canada": [
        ("Elkwyn Valley", "British Columbia", 2950, 121, 16, 3880, "Crown tenure (d)", "2060", 612, 588),
        ("Hollandine", "Quebec", 740, 84, 13, 2050, "Owned", "n/a", 455, 470)],
}
SKI_V17 = {"Rocky Mountains": 5388, "Sierra and Pacific Northwest": 2410, "Northeast": 2180, "Midwest": 660,
           "Canada": 1010}
SKI_LIFT = {"pass": (412860, 376410, 341255), "tix": (318944, 321506, 305870)}   # $000, fiscal 2019, 2018, 2017


def t13():
    cols = ([Col("st", ("State or Province",), text=True)]
            + G("Skiable Terrain", [("ac", "Acres"), ("tr", "Trails"), ("li", "Lifts")])
            + [Col("vd", ("Vertical Drop (feet)",)),
               Col("ten", ("Land Tenure (a)",), text=True), Col("exp", ("Permit or Lease Expiration",), text=True)]
            + G("Skier Visits (in thousands) (b)", [("v19", "Fiscal 2019"), ("v18", "Fiscal 2018")], scale=1e3))
    d = D("t13", "ski", I2, "Mountain Resorts", cols, style="booktabs", family="LiberationSans", size=9.5,
          orient="landscape", split=29, repeat_header=True, bold_sections=True, label_max=150,
          notes=["(a) USFS permit: operated on National Forest System land under a term special use permit; the "
                 "company owns the base-area land and improvements.",
                 "(b) A skier visit is one guest accessing a resort's lifts on any part of one day.",
                 "(c) Leased from a municipality or a private landowner.",
                 "(d) Operated under a master development agreement with the Province of British Columbia."])
    allr = []
    for region, rows in SKI_RES.items():
        d.add(region, kind="section")
        rs = [d.add(x[0], dict(zip(["st", "ac", "tr", "li", "vd", "ten", "exp", "v19", "v18"], x[1:])), level=1)
              for x in rows]
        d.add(f"Total {region}", {k: tot(rs, k) for k in ("ac", "tr", "li", "v19", "v18")}, level=1,
              kind="subtotal")
        allr += rs
    d.add("Total resorts", {k: tot(allr, k) for k in ("ac", "tr", "li", "v19", "v18")}, kind="total")
    return d


def ski_visits(region, i):
    return sum(x[8 + i] for x in SKI_RES[region])


def t14():
    cols = (G("Fiscal Year Ended July 31,", [("y19", "2019"), ("y18", "2018"), ("y17", "2017")])
            + G("2019 vs. 2018", [("ch", "Change"), ("cp", "% Change")]))
    cols[-1].pct, cols[-1].dec = True, 1
    d = D("t14", "ski", I7, "Skier Visits, Lift Revenue and Effective Ticket Price", cols, style="band",
          family="DejaVuSans", size=8.5, label_max=220,
          notes=["(a) Skier visits at the resorts listed in Item 2, by region.",
                 "(b) Season passes, regional and local passes, and day-based commitment products, recognized over the "
                 "ski season.",
                 "(c) Effective ticket price is total lift revenue divided by total skier visits."])

    def v(a, b, c, dec=0):
        return {"y19": a, "y18": b, "y17": c, "ch": r1(a - b, dec), "cp": chg(a, b)}
    d.add("Skier visits (in thousands) (a)", kind="section", scale=1e3)
    rs = [d.add(reg, v(ski_visits(reg, 0), ski_visits(reg, 1), SKI_V17[reg]), level=1) for reg in SKI_RES]
    vis = [sum(r.vals[k] for r in rs) for k in ("y19", "y18", "y17")]
    d.add("Total skier visits", v(*vis), level=1, kind="subtotal")
    d.add("Lift revenue (in thousands)", kind="section", money=True, scale=1e3)
    d.add("Season pass products (b)", v(*SKI_LIFT["pass"]), level=1)
    d.add("Lift tickets and other", v(*SKI_LIFT["tix"]), level=1)
    lift = [SKI_LIFT["pass"][i] + SKI_LIFT["tix"][i] for i in range(3)]
    d.add("Total lift revenue", v(*lift), level=1, kind="subtotal")
    etp = [r1(lift[i] / vis[i], 2) for i in range(3)]
    d.add("Effective ticket price (ETP) (c)", v(*etp, dec=2), money=True, scale=NOSCALE, dollar=True, dec=2)
    d.rows[-1].dec = {"y19": 2, "y18": 2, "y17": 2, "ch": 2}
    return d


SKI_MTN = {  # $000 fiscal 2019, 2018, 2017
    "rev": [("Ski school", 141208, 132915, 124610), ("Dining", 118530, 112406, 104912),
            ("Retail and rental", 162415, 160882, 152304), ("Other", 94118, 88450, 84906)],
    "exp": [("Labor and labor-related benefits", 301418, 287505, 270212),
            ("Retail cost of sales", 64905, 65212, 62118), ("Resort related fees (a)", 48612, 46115, 42830),
            ("General and administrative", 112340, 106918, 101205), ("Other", 186220, 178604, 169918)],
    "eq": (1812, -406, 1215),
}


def t15():
    cols = (G("Fiscal Year Ended July 31,", [("y19", "2019"), ("y18", "2018"), ("y17", "2017")])
            + G("Percentage Increase (Decrease)", [("c1", "2019 vs. 2018"), ("c2", "2018 vs. 2017")], pct=True,
                dec=1))
    d = D("t15", "ski", I7, "Mountain Segment Results", cols, style="borderless", family="LiberationSerif", size=9,
          corner="(in thousands)", money=True, scale=1e3, sep_dollar=True, label_max=230,
          notes=["(a) Forest Service permit fees and other fees paid to landowners, based on resort revenue.",
                 "(b) The Mountain segment's share of the results of its joint ventures.",
                 "(c) Reported EBITDA is Mountain net revenue less Mountain operating expense plus Mountain equity "
                 "investment income, net. NM: not meaningful."])

    def v(a, b, c, nm=False):
        if nm:
            return {"y19": a, "y18": b, "y17": c, "c1": "NM", "c2": "NM"}
        return {"y19": a, "y18": b, "y17": c, "c1": chg(a, b), "c2": chg(b, c)}
    lift = [SKI_LIFT["pass"][i] + SKI_LIFT["tix"][i] for i in range(3)]
    d.add("Mountain net revenue:", kind="section")
    rs = [d.add("Lift", v(*lift), level=1)] + [d.add(x[0], v(*x[1:]), level=1) for x in SKI_MTN["rev"]]
    rev = [sum(r.vals[k] for r in rs) for k in ("y19", "y18", "y17")]
    d.add("Total Mountain net revenue", v(*rev), level=1, kind="subtotal", dollar=True)
    d.add("Mountain operating expense:", kind="section")
    es = [d.add(x[0], v(*x[1:]), level=1, dollar=(i == 0)) for i, x in enumerate(SKI_MTN["exp"])]
    exp = [sum(r.vals[k] for r in es) for k in ("y19", "y18", "y17")]
    d.add("Total Mountain operating expense", v(*exp), level=1, kind="subtotal", dollar=True)
    d.add("Mountain equity investment income (loss), net (b)", v(*SKI_MTN["eq"], nm=True))
    e = [rev[i] - exp[i] + SKI_MTN["eq"][i] for i in range(3)]
    d.add("Mountain Reported EBITDA (c)", v(*e), kind="total")
    return d


SKI_PASS = {  # units 2019/20, 2018/19; sales $000 2019/20, 2018/19
    "Unlimited pass products:": [("Summit Pass (a)", 412380, 368915, 318204, 277540),
                                 ("Summit Pass \u2014 Young Adult", 48615, 41230, 20418, 16904)],
    "Restricted pass products:": [("Local Pass (b)", 286402, 271118, 141770, 131490),
                                  ("Regional passes", 164905, 170312, 62414, 63950),
                                  ("Midweek Pass", 58210, 61874, 14552, 15160)],
}
SKI_DAY = ("Day-based commitment products (c)", 96318, 82405, 31845, 26412)


def t16():
    cols = (G("Units Sold", [("u1", "2019/20 Season"), ("u0", "2018/19 Season"), ("up", "% Change")])
            + G("Sales Dollars (in thousands)", [("s1", "2019/20 Season"), ("s0", "2018/19 Season"),
                                                 ("sp", "% Change")]))
    for c in cols:
        if c.key.endswith("p"):
            c.pct, c.dec = True, 1
        elif c.key.startswith("s"):
            c.money, c.scale = True, 1e3
        else:
            c.scale = NOSCALE
    d = D("t16", "ski", I7, "Season Pass Sales for the Upcoming Ski Season", cols, style="unruled",
          family="DejaVuSansCondensed", size=8.5, label_max=200,
          subcaption="Sales through September 22, 2019, compared with sales through September 23, 2018",
          notes=["(a) Unlimited, unrestricted access to all Glissandre resorts.",
                 "(b) Access to the resorts of one region, with holiday restrictions.",
                 "(c) Passes valid for a fixed number of days (two to seven) at any Glissandre resort."])

    def v(a, b, c, e):
        return {"u1": a, "u0": b, "up": chg(a, b), "s1": c, "s0": e, "sp": chg(c, e)}
    allr = []
    for sec, rows in SKI_PASS.items():
        d.add(sec, kind="section")
        rs = [d.add(x[0], v(*x[1:]), level=1) for x in rows]
        s = [sum(r.vals[k] for r in rs) for k in ("u1", "u0", "s1", "s0")]
        d.add("Total " + sec.split(" pass")[0].lower() + " pass products", v(*s), level=1, kind="subtotal")
        allr += rs
    allr.append(d.add(SKI_DAY[0], v(*SKI_DAY[1:])))
    s = [sum(r.vals[k] for r in allr) for k in ("u1", "u0", "s1", "s0")]
    d.add("Total pass products", v(*s), kind="total")
    return d


# ============================================================== Kettlewick Pawn Holdings (pawn lender, FY Sept. 2019)
# fiscal year: (beginning U.S. pawn, U.S. consumer loan, Latin America pawn) and activity rows
PAW_STORES18 = {"begin": (1061, 156, 1372), "open": (6, 0, 84), "acq": (19, 0, 14), "close": (-4, -38, -5)}
PAW_STORES19 = {"open": (4, 0, 92), "acq": (38, 0, 27), "close": (-9, -36, -11)}


def t17():
    cols = (G("U.S.", [("up", "Pawn Stores"), ("uc", "Consumer Loan Stores (a)")])
            + G("Latin America", [("lp", "Pawn Stores")])
            + [Col("tt", ("Total Stores",))])
    d = D("t17", "paw", I1, "Store Count Activity", cols, style="grid", family="DejaVuSerif", size=9,
          label_max=230,
          notes=["(a) Stand-alone consumer loan stores; consumer loans are also offered in most U.S. pawn stores.",
                 "(b) Includes stores combined into an existing location nearby, and stores sold.",
                 "(c) Latin America stores are in Mexico, Guatemala, Colombia and El Salvador."])
    keys = ["up", "uc", "lp"]

    def v(t):
        out = dict(zip(keys, t))
        out["tt"] = sum(t)
        return out
    labels = [("begin", "Total stores, beginning of period"), ("open", "New locations opened"),
              ("acq", "Locations acquired"), ("close", "Locations combined or closed (b)")]
    end18 = tuple(sum(PAW_STORES18[k][i] for k in PAW_STORES18) for i in range(3))
    data19 = dict(PAW_STORES19, begin=end18)
    for sec, data in (("Fiscal 2019 (c)", data19), ("Fiscal 2018", PAW_STORES18)):
        d.add(sec, kind="section", bold=True)
        for k, lab in labels:
            d.add(lab, v(data[k]), level=1)
        d.add("Total stores, end of period", v(tuple(sum(data[k][i] for k in data) for i in range(3))), level=1,
              kind="total")
    return d


# collateral: (U.S. 2019 balance $000, loans; U.S. 2018 balance, loans; LatAm 2019 balance, loans; 2018 ...)
PAW_LOANS = [("Jewelry", 158412, 652100, 150318, 641205, 34512, 318400, 31880, 301112),
             ("Consumer electronics", 41308, 402550, 43912, 431800, 52906, 784205, 48115, 735060),
             ("Tools and equipment", 28915, 231400, 27410, 226915, 14218, 196540, 12904, 184210),
             ("Firearms (b)", 22104, 118200, 20615, 112340, 0, 0, 0, 0),
             ("Other general merchandise", 12406, 109850, 11904, 108112, 18405, 251300, 16212, 236850)]


def t18():
    cols = []
    for seg, sk in (("U.S. Pawn", "u"), ("Latin America Pawn (a)", "l")):
        for date, yk in (("September 30, 2019", "19"), ("September 30, 2018", "18")):
            cols += [Col(sk + yk + "b", (seg, date, "Balance (in thousands)"), scale=1e3),
                     Col(sk + yk + "a", (seg, date, "Average Loan"), scale=NOSCALE)]
    d = D("t18", "paw", I7, "Pawn Loans Outstanding by Collateral Type", cols, style="booktabs",
          family="LiberationSansNarrow", size=9, orient="landscape", money=True, label_max=170,
          notes=["(a) Latin America balances are translated into U.S. dollars at the exchange rate at each date.",
                 "(b) Kettlewick does not accept firearms as collateral in Latin America.",
                 "Average loan is the balance divided by the number of pawn loans outstanding at the date."])
    counts = {}
    d.add("Pawn loans by collateral type:", kind="section")
    rs = []
    for x in PAW_LOANS:
        vals = {}
        for i, k in enumerate(("u19", "u18", "l19", "l18")):
            bal, n = x[1 + 2 * i], x[2 + 2 * i]
            vals[k + "b"], vals[k + "a"] = bal, (r1(bal * 1000 / n, 0) if n else 0)
            counts[(x[0], k)] = n
        rs.append(d.add(x[0], vals, level=1))
    t = {}
    for k in ("u19", "u18", "l19", "l18"):
        t[k + "b"] = tot(rs, k + "b")
        t[k + "a"] = r1(t[k + "b"] * 1000 / sum(counts[(x[0], k)] for x in PAW_LOANS), 0)
    d.add("Total pawn loans", t, kind="total")
    return d


PAW_REV = {  # label: (U.S. 2019, 2018, LatAm 2019, 2018, LatAm constant-currency % change) $000
    "rev": [("Retail merchandise sales", 752418, 731904, 402816, 371205, 10.9),
            ("Pawn loan fees", 318905, 305612, 164212, 150804, 11.4),
            ("Wholesale scrap jewelry sales", 82304, 88918, 21615, 19870, 11.2),
            ("Consumer loan and credit services fees (a)", 24118, 31512, 0, 0, None)],
    "cost": [("Cost of retail merchandise sold", 472610, 458305, 265118, 242930, 11.6),
             ("Cost of wholesale scrap jewelry sold", 71205, 77412, 18940, 17602, 9.9),
             ("Consumer loan and credit services loss provision", 6412, 8118, 0, 0, None)],
    "cc_total": (11.1, 11.4, 10.7),     # total revenue, total cost of revenue, net revenue
}


def t19():
    cols = (G("U.S. Pawn", [("u19", "Fiscal 2019"), ("u18", "Fiscal 2018"), ("uc", "% Change")])
            + G("Latin America Pawn", [("l19", "Fiscal 2019"), ("l18", "Fiscal 2018"), ("lc", "% Change")])
            + G("Latin America, Constant Currency (b)", [("cc", "% Change")]))
    for c in cols:
        if c.key in ("uc", "lc", "cc"):
            c.pct, c.dec = True, (1 if c.key == "cc" else 0)
    d = D("t19", "paw", I7, "Segment Revenue and Net Revenue", cols, style="zebra", family="DejaVuSans", size=8.5,
          orient="landscape", corner="(dollars in thousands)", money=True, scale=1e3, label_max=250,
          notes=["(a) Consumer loan and credit services are offered only in the United States.",
                 "(b) Constant currency results translate the current year's Latin America results at the prior "
                 "year's average exchange rates; the Mexican peso weakened against the U.S. dollar in fiscal 2019.",
                 "(c) Retail merchandise sales less cost of retail merchandise sold, as a percentage of retail "
                 "merchandise sales."])

    def v(a, b, c, e, cc):
        out = {"u19": a, "u18": b, "uc": chg(a, b, 0), "l19": c, "l18": e}
        if e:
            out["lc"] = chg(c, e, 0)
        if cc is not None:
            out["cc"] = cc
        return out
    d.add("Revenue:", kind="section")
    rs = [d.add(x[0], v(*x[1:]), level=1) for x in PAW_REV["rev"]]
    tr = [sum(r.vals[k] for r in rs) for k in ("u19", "u18", "l19", "l18")]
    d.add("Total revenue", v(*tr, PAW_REV["cc_total"][0]), level=1, kind="subtotal", dollar=True)
    d.add("Cost of revenue:", kind="section")
    cs = [d.add(x[0], v(*x[1:]), level=1) for x in PAW_REV["cost"]]
    tc = [sum(r.vals[k] for r in cs) for k in ("u19", "u18", "l19", "l18")]
    d.add("Total cost of revenue", v(*tc, PAW_REV["cc_total"][1]), level=1, kind="subtotal", dollar=True)
    d.add("Net revenue", v(*[tr[i] - tc[i] for i in range(4)], PAW_REV["cc_total"][2]), kind="total")
    sales, cost = PAW_REV["rev"][0], PAW_REV["cost"][0]
    m = {k: r1((sales[i] - cost[i]) * 100 / sales[i], 0) for i, k in enumerate(("u19", "u18", "l19", "l18"), 1)}
    d.add("Retail merchandise sales margin (c)", m, pct=True)
    return d


# segment: category: (2019 < 1 year, 2019 >= 1 year, 2018 < 1 year, 2018 >= 1 year) $000
PAW_INV = {"U.S. Pawn": {"Jewelry": (118406, 9812, 112905, 10406), "General merchandise": (96215, 14308, 92318, 15902)},
           "Latin America Pawn": {"Jewelry": (24118, 1306, 21604, 1512),
                                  "General merchandise": (58912, 6805, 53118, 7410)}}


def t20():
    cols = (G("September 30, 2019", [("a19", "Amount (in thousands)"), ("p19", "% of Total")])
            + G("September 30, 2018", [("a18", "Amount (in thousands)"), ("p18", "% of Total")]))
    for c in cols:
        if c.key.startswith("p"):
            c.pct, c.dec = True, 1
        else:
            c.money, c.scale = True, 1e3
    d = D("t20", "paw", I8, "Inventories by Segment, Category and Age", cols, style="ledger",
          family="LiberationSerif", size=9.5, paper="a4", label_max=220, shade_sections=True,
          notes=["(a) Merchandise held one year or more is reviewed each quarter and written down to its net "
                 "realizable value, generally its scrap gold value for jewelry.",
                 "Inventories consist of merchandise acquired from forfeited pawn loans and merchandise purchased "
                 "directly from customers."])
    grand = {y: sum(v[i] + v[i + 1] for seg in PAW_INV.values() for v in seg.values()) for i, y in ((0, "19"), (2, "18"))}

    def v(a19, a18):
        return {"a19": a19, "p19": r1(a19 * 100 / grand["19"], 1), "a18": a18, "p18": r1(a18 * 100 / grand["18"], 1)}
    for seg, cats in PAW_INV.items():
        d.add(seg, kind="section", bold=True)
        for cat, x in cats.items():
            d.add(cat, kind="section", level=1)
            d.add("Held less than one year", v(x[0], x[2]), level=2)
            d.add("Held one year or more (a)", v(x[1], x[3]), level=2)
            d.add(f"Total {cat.lower()}", v(x[0] + x[1], x[2] + x[3]), level=1, kind="subtotal")
        s19 = sum(x[0] + x[1] for x in cats.values())
        s18 = sum(x[2] + x[3] for x in cats.values())
        d.add(f"Total {seg}", v(s19, s18), kind="subtotal", bold=True)
    d.add("Total inventories", {"a19": grand["19"], "p19": 100.0, "a18": grand["18"], "p18": 100.0}, kind="total")
    return d


# ============================================================== Halvarick Salt Company (salt miner, 2019)
# section: [(facility, location, type, capacity (000 tons), production 2019, 2018 (000 tons), owned/leased, expiry)]
SAL_FAC = {
    "Rock salt mines": [
        ("Ebberstone Mine", "Louisiana", "Underground mine", 4200, 3612, 4105, "Owned", "n/a"),
        ("Harlowick Mine", "Ohio", "Underground mine", 3300, 2418, 2980, "Leased", "2034"),
        ("Tesselmoor Mine", "Kansas", "Underground mine", 2600, 2205, 2512, "Owned", "n/a"),
        ("Corvidge Mine", "Ontario, Canada", "Underground mine", 6500, 5018, 5836, "Mineral lease (b)", "2041")],
    "Evaporation plants": [
        ("Lyndhaven Plant", "Kansas", "Mechanical evaporation", 820, 742, 731, "Owned", "n/a"),
        ("Osterby Plant", "Michigan", "Mechanical evaporation", 640, 588, 602, "Owned", "n/a"),
        ("Amberfold Plant", "Ontario, Canada", "Mechanical evaporation", 410, 362, 371, "Owned", "n/a"),
        ("Sarnbridge Ponds", "Utah", "Solar evaporation", 1500, 1116, 1242, "Leased (c)", "2049")],
    "Plant nutrition": [
        ("Sarnbridge SOP Plant", "Utah", "Solar evaporation and refining", 550, 498, 526, "Leased (c)", "2049"),
        ("Dunmarrow Plant", "Kansas", "Compaction and blending", 180, 124, 109, "Owned", "n/a")],
}
# (volume 2019, 2018, 2017 (000 tons), price 2019, 2018, 2017 ($ per ton))
SAL_VOL = {"Salt segment": [("Highway deicing (a)", 9812, 11406, 10215, 58.62, 54.18, 56.40),
                            ("Consumer and industrial", 2318, 2405, 2362, 171.35, 165.82, 163.10)],
           "Plant Nutrition segment": [("Sulfate of potash (SOP)", 612, 648, 590, 612.40, 598.15, 574.80),
                                       ("Specialty plant nutrients (b)", 118, 104, 97, 402.10, 395.60, 388.75)]}


def t21():
    cols = ([Col("loc", ("Location",), text=True), Col("typ", ("Type of Facility",), text=True),
             Col("cap", ("Annual Capacity (thousands of tons) (a)",), scale=1e3, minw=70)]
            + G("Production (thousands of tons)", [("p19", "2019"), ("p18", "2018")], scale=1e3)
            + [Col("own", ("Owned or Leased",), text=True), Col("exp", ("Lease Expiration",), text=True)])
    d = D("t21", "sal", I2, "Mines and Production Facilities", cols, style="grid", family="DejaVuSansCondensed",
          size=8.5, orient="landscape", corner="As of December 31, 2019", label_max=150,
          notes=["(a) Estimated annual production capacity with the existing equipment and workforce.",
                 "(b) Mining rights under a lease from the Province of Ontario, renewable for further 21-year terms.",
                 "(c) Brine extraction rights leased from the State of Utah; the Sarnbridge SOP Plant draws on the same "
                 "pond system."])
    allr = []
    for sec, rows in SAL_FAC.items():
        d.add(sec, kind="section", bold=True)
        rs = [d.add(x[0], dict(zip(["loc", "typ", "cap", "p19", "p18", "own", "exp"], x[1:])), level=1) for x in rows]
        d.add(f"Total {sec.lower()}", {k: tot(rs, k) for k in ("cap", "p19", "p18")}, level=1, kind="subtotal")
        allr += rs
    d.add("Total", {k: tot(allr, k) for k in ("cap", "p19", "p18")}, kind="total")
    return d


def sal_seg_sales(seg, i):
    """segment sales in $ millions, year index i (0 = 2019, 1 = 2018, 2 = 2017)"""
    return r1(sum(x[1 + i] * x[4 + i] for x in SAL_VOL[seg]) / 1000, 1)


def t22():
    cols = (G("Year Ended December 31,", [("y19", "2019"), ("y18", "2018"), ("y17", "2017")])
            + G("2019 vs. 2018", [("cp", "% Change")]))
    cols[-1].pct, cols[-1].dec = True, 1
    d = D("t22", "sal", I7, "Sales Volumes and Average Sales Prices", cols, style="booktabs", family="DejaVuSans",
          size=8.5, label_max=250,
          notes=["(a) Rock salt sold to state and local governments and to commercial customers for highway "
                 "deicing; volumes depend on winter weather in North America.",
                 "(b) Micronutrients and blended specialty fertilizers.",
                 "Average sales prices are shipping and handling inclusive."])
    totname = {"Salt segment": "Total salt", "Plant Nutrition segment": "Total plant nutrition"}
    for seg, prods in SAL_VOL.items():
        d.add(seg, kind="section", bold=True)
        d.add("Sales volumes (thousands of tons):", kind="section", level=1, scale=1e3)
        rs = []
        for x in prods:
            vals = dict(zip(("y19", "y18", "y17"), x[1:4]))
            vals["cp"] = chg(vals["y19"], vals["y18"])
            rs.append(d.add(x[0], vals, level=2))
        t = {k: tot(rs, k) for k in ("y19", "y18", "y17")}
        t["cp"] = chg(t["y19"], t["y18"])
        d.add(totname[seg], t, level=2, kind="subtotal")
        d.add("Average sales price (per ton):", kind="section", level=1, money=True, scale=NOSCALE)
        for i, x in enumerate(prods):
            vals = dict(zip(("y19", "y18", "y17"), x[4:7]))
            vals["cp"] = chg(vals["y19"], vals["y18"])
            d.add(x[0], vals, level=2, dec={"y19": 2, "y18": 2, "y17": 2}, dollar=(i == 0))
        t = {k: wavg([(x[4 + j], x[1 + j]) for x in prods], 2) for j, k in enumerate(("y19", "y18", "y17"))}
        t["cp"] = chg(t["y19"], t["y18"])
        d.add(totname[seg], t, level=2, kind="subtotal", dec={"y19": 2, "y18": 2, "y17": 2}, dollar=True)
        s = {k: sal_seg_sales(seg, j) for j, k in enumerate(("y19", "y18", "y17"))}
        s["cp"] = chg(s["y19"], s["y18"])
        d.add(f"{seg.split(' segment')[0]} segment sales (in millions)", s, level=1, money=True, scale=1e6,
              dec={"y19": 1, "y18": 1, "y17": 1}, dollar=True)
    return d


# mine: (proven tons M, proven grade %, probable tons M, probable grade %, remaining life years)
SAL_RES = {"Rock salt": [("Ebberstone Mine", 112.4, 97.8, 64.1, 97.2, 21),
                         ("Harlowick Mine", 48.6, 96.5, 31.2, 95.9, 11),
                         ("Tesselmoor Mine", 86.3, 98.4, 140.8, 98.1, 38),
                         ("Corvidge Mine", 205.7, 96.9, 96.2, 96.4, 42)],
           "Sulfate of potash (b)": [("Sarnbridge Ponds", 6.8, 0.9, 11.5, 0.8, 27)]}


def t23():
    cols = (G("Proven Reserves", [("pt", "Tons (millions)"), ("pg", "Grade (c)")])
            + G("Probable Reserves", [("bt", "Tons (millions)"), ("bg", "Grade (c)")])
            + G("Total Reserves", [("tt", "Tons (millions)")])
            + [Col("life", ("Estimated Remaining Life (years) (a)",), scale=NOSCALE, minw=80)])
    for c in cols:
        if c.key in ("pt", "bt", "tt"):
            c.dec, c.scale = 1, 1e6
        if c.key in ("pg", "bg"):
            c.pct, c.dec = True, 1
    d = D("t23", "sal", I2, "Mineral Reserves", cols, style="band", family="LiberationSans", size=9,
          orient="landscape", corner="As of December 31, 2019", label_max=190,
          notes=["(a) Remaining life at the average annual production rate of the last three years.",
                 "(b) Sulfate of potash reserves are held in brine in the Sarnbridge solar pond system; tons are "
                 "tons of sulfate of potash product.",
                 "(c) Grade is the percentage of sodium chloride for rock salt, and of potassium oxide (K2O) in the "
                 "brine for sulfate of potash."])
    allr = []
    for sec, rows in SAL_RES.items():
        d.add(sec, kind="section")
        rs = [d.add(x[0], {"pt": x[1], "pg": x[2], "bt": x[3], "bg": x[4], "tt": r1(x[1] + x[3], 1), "life": x[5]},
                    level=1) for x in rows]
        if len(rs) > 1:
            d.add(f"Total {sec.lower()}", {k: tot(rs, k, 1) for k in ("pt", "bt", "tt")}, level=1, kind="subtotal")
        allr += rs
    return d


# quarterly: Q1..Q3 given; Q4 balances to the annual figure (t22 volumes and segment sales)
SAL_Q = {
    "19": {"hd": (4205, 612, 1008), "ci": (702, 486, 498), "sop": (168, 142, 128),
           "salt": (366.8, 119.2, 144.4), "pn": (114.9, 98.3, 90.0),
           "oe": (98.4, -6.2, -12.8, 61.9), "ne": (68.2, -9.8, -15.1, 41.6), "eps": (2.01, -0.29, -0.45, 1.23)},
    "18": {"hd": (4618, 705, 1140), "ci": (731, 495, 512), "sop": (175, 160, 142),
           "salt": (371.4, 120.3, 146.7), "pn": (115.2, 105.9, 94.8),
           "oe": (121.6, 4.8, -3.9, 92.5), "ne": (86.4, 1.2, -6.1, 66.9), "eps": (2.55, 0.04, -0.18, 1.98)},
}


def t24():
    qn = [("1", "First Quarter"), ("2", "Second Quarter"), ("3", "Third Quarter"), ("4", "Fourth Quarter")]
    cols = []
    for y in ("2019", "2018"):
        cols += G(y, [(f"q{k}_{y[2:]}", lab) for k, lab in qn])
    d = D("t24", "sal", I8Q, "Quarterly Results", cols, style="zebra", family="LiberationSerif", size=9,
          orient="landscape", sep_dollar=True, label_max=230,
          notes=["(a) Highway deicing sales are concentrated in the first and fourth quarters; the second and third "
                 "quarters reflect early-fill and off-season shipments.",
                 "(b) Quarterly per-share amounts may not add to the annual amount because of changes in weighted "
                 "average shares outstanding."])

    def qvals(key, annual=None, dec=0):
        out = {}
        for y, i in (("19", 0), ("18", 1)):
            q = list(SAL_Q[y][key])
            if annual is not None:
                q.append(r1(annual(i) - sum(q), dec))
            for k, v in enumerate(q, 1):
                out[f"q{k}_{y}"] = v
        return out
    d.add("Sales volumes (thousands of tons):", kind="section", scale=1e3)
    salt, pn = SAL_VOL["Salt segment"], SAL_VOL["Plant Nutrition segment"]
    d.add("Highway deicing (a)", qvals("hd", lambda i: salt[0][1 + i]), level=1)
    d.add("Consumer and industrial", qvals("ci", lambda i: salt[1][1 + i]), level=1)
    d.add("Sulfate of potash", qvals("sop", lambda i: pn[0][1 + i]), level=1)
    d.add("Sales (in millions):", kind="section", money=True, scale=1e6)
    a = d.add("Salt", qvals("salt", lambda i: sal_seg_sales("Salt segment", i), 1), level=1, dec=1, dollar=True)
    b = d.add("Plant nutrition", qvals("pn", lambda i: sal_seg_sales("Plant Nutrition segment", i), 1), level=1,
              dec=1)
    d.add("Total sales", {k: r1(a.vals[k] + b.vals[k], 1) for k in a.vals}, level=1, kind="subtotal", dec=1,
          dollar=True)
    d.add("Operating earnings (loss) (in millions)", qvals("oe", dec=1), money=True, scale=1e6, dec=1)
    d.add("Net earnings (loss) (in millions)", qvals("ne", dec=1), money=True, scale=1e6, dec=1)
    d.add("Net earnings (loss) per diluted share (b)", qvals("eps"), money=True, scale=NOSCALE, dec=2, dollar=True)
    return d


# ============================================================== Ombrevale Outdoor REIT (billboards, 2019)
# region: [(market, static bulletins, digital bulletins, static posters, digital posters, transit and airport,
#           average occupancy %)]
BIL_MKT = {
    "Southeast": [("Atlanta", 1412, 118, 2205, 36, 410, 74.2), ("Miami\u2013Fort Lauderdale", 1108, 96, 1812, 28, 655, 78.5),
                  ("Tampa", 905, 64, 1340, 12, 0, 71.8), ("Orlando", 822, 58, 1176, 14, 288, 73.4),
                  ("Jacksonville", 614, 35, 902, 0, 0, 68.9), ("Charlotte", 698, 52, 1018, 10, 142, 72.6),
                  ("Nashville", 575, 41, 846, 8, 0, 75.1), ("Birmingham", 402, 22, 688, 0, 0, 66.3)],
    "Texas": [("Dallas\u2013Fort Worth", 1705, 132, 2610, 44, 512, 76.8), ("Houston", 1588, 121, 2484, 38, 396, 74.9),
              ("San Antonio", 842, 60, 1312, 16, 0, 70.4), ("Austin", 612, 55, 904, 18, 120, 79.2),
              ("El Paso", 388, 24, 702, 0, 0, 64.7)],
    "Midwest": [("Chicago", 1506, 104, 2912, 52, 1240, 73.6), ("Detroit", 912, 66, 1604, 20, 310, 69.8),
                ("Indianapolis", 704, 48, 1105, 12, 0, 70.9), ("Columbus", 648, 45, 1012, 10, 96, 71.5),
                ("Milwaukee", 512, 30, 866, 6, 0, 67.2), ("Kansas City", 596, 40, 940, 8, 84, 69.1),
                ("St. Louis", 618, 42, 1002, 10, 0, 68.4)],
    "Mid-Atlantic": [("Philadelphia", 1204, 88, 2106, 40, 905, 75.5), ("Baltimore", 712, 50, 1185, 16, 214, 72.3),
                     ("Pittsburgh", 598, 36, 1024, 8, 0, 67.9), ("Richmond", 405, 28, 702, 0, 0, 70.2),
                     ("Washington, D.C.", 902, 70, 1480, 34, 1120, 80.4)],
    "West": [("Los Angeles", 1918, 146, 3402, 88, 1610, 81.2), ("Phoenix", 1012, 84, 1640, 22, 240, 74.0),
             ("Las Vegas", 705, 92, 980, 30, 410, 82.6), ("Denver", 688, 54, 1108, 14, 188, 76.3),
             ("Sacramento", 512, 36, 860, 8, 0, 72.1), ("Salt Lake City", 440, 34, 712, 6, 96, 73.0),
             ("Albuquerque", 318, 18, 546, 0, 0, 63.5)],
    "Canada (c)": [("Toronto", 812, 72, 1406, 46, 702, 77.8), ("Calgary", 388, 26, 602, 8, 0, 69.4),
                   ("Vancouver", 452, 38, 705, 18, 310, 78.9)],
}


def t25():
    cols = (G("Bulletins", [("bs", "Static"), ("bd", "Digital")])
            + G("Posters", [("ps", "Static"), ("pd", "Digital")])
            + [Col("tr", ("Transit and Airport (a)",)), Col("td", ("Total Displays",)),
               Col("oc", ("Average Occupancy (b)",), pct=True, dec=1)])
    d = D("t25", "bil", I2, "Advertising Displays by Market", cols, style="borderless", family="DejaVuSansCondensed",
          size=10, corner="As of December 31, 2019", split=43, repeat_header=False, label_max=170,
          notes=["(a) Advertising faces on transit shelters, buses and in airport terminals operated under municipal "
                 "and airport authority franchise agreements.",
                 "(b) Average 2019 occupancy of billboard displays (bulletins and posters), weighted by displays.",
                 "(c) Displays in Canada are held by a wholly owned taxable REIT subsidiary."])
    keys = ["bs", "bd", "ps", "pd", "tr"]
    allr = []

    def occ(rs):
        return wavg([(r.vals["oc"], sum(r.vals[k] for k in ("bs", "bd", "ps", "pd"))) for r in rs], 1)
    for region, mkts in BIL_MKT.items():
        d.add(region, kind="section", bold=True)
        rs = []
        for x in mkts:
            v = dict(zip(keys, x[1:6]))
            v["td"], v["oc"] = sum(x[1:6]), x[6]
            rs.append(d.add(x[0], v, level=1))
        sub = {k: tot(rs, k) for k in keys + ["td"]}
        sub["oc"] = occ(rs)
        d.add("Total " + region.replace(" (c)", ""), sub, level=1, kind="subtotal")
        allr += rs
    t = {k: tot(allr, k) for k in keys + ["td"]}
    t["oc"] = occ(allr)
    d.add("Total displays", t, kind="total")
    return d


BIL_FMT = {  # format key: (avg displays 2019, 2018; net revenue $000 2019, 2018; occupancy % 2019, 2018;
             #              direct expenses $000 2019, 2018)
    "bs": (24115, 24608, 612418, 604905, 72.4, 71.8, 248312, 246118),
    "bd": (1842, 1596, 298705, 262118, 91.6, 90.2, 61405, 55212),
    "ps": (38410, 39205, 214306, 216812, 64.1, 65.3, 118904, 120315),
    "pd": (612, 488, 41212, 33905, 88.7, 87.9, 10118, 8906),
}


def t26():
    cols = []
    for grp, gk in (("Bulletins", "b"), ("Posters", "p")):
        for sub, sk in (("Static", "s"), ("Digital", "d")):
            cols += [Col(f"{gk}{sk}19", (grp, sub, "2019")), Col(f"{gk}{sk}18", (grp, sub, "2018"))]
    d = D("t26", "bil", I7, "Billboard Results by Display Format", cols, style="grid", family="DejaVuSerif",
          size=8.5, orient="landscape", corner="Year Ended December 31,", label_max=220,
          notes=["(a) Net revenue divided by the average number of displays in service, per month.",
                 "(b) The percentage of available advertising slots sold, averaged over the year; a digital display "
                 "offers six to eight slots.",
                 "(c) Site lease costs, production, maintenance and electricity."])
    ks = list(BIL_FMT)

    def row(i, j):
        return {f"{k[0]}{k[1]}19": BIL_FMT[k][i] for k in ks} | {f"{k[0]}{k[1]}18": BIL_FMT[k][j] for k in ks}
    disp = d.add("Average displays in service", row(0, 1))
    rev = d.add("Net revenue (in thousands)", row(2, 3), money=True, scale=1e3, dollar=True)
    d.add("Per display:", kind="section")
    d.add("Average monthly revenue per display (a)",
          {k: r1(rev.vals[k] * 1000 / disp.vals[k] / 12, 0) for k in rev.vals}, level=1, money=True, dollar=True)
    d.add("Average occupancy (b)", row(4, 5), level=1, pct=True, dec=1)
    exp = d.add("Direct advertising expenses (in thousands) (c)", row(6, 7), money=True, scale=1e3)
    con = d.add("Display contribution (in thousands)", {k: rev.vals[k] - exp.vals[k] for k in rev.vals},
                money=True, scale=1e3, kind="total")
    d.add("Display contribution margin", {k: r1(con.vals[k] * 100 / rev.vals[k], 1) for k in rev.vals}, pct=True,
          dec=1)
    return d


BIL_FFO = {  # $000 2019, 2018, 2017
    "ni": ("Net income", 386412, 344918, 318506),
    "ffo": [("Depreciation and amortization of real estate assets", 268905, 259312, 248706),
            ("Gain on disposition of real estate assets, net", -12418, -5906, -8112),
            ("Adjustment for unconsolidated affiliates", 1304, 1212, 1118),
            ("Income tax effect of adjustments (a)", -2815, -2402, -2210)],
    "affo": [("Straight-line expense", 6512, 7118, 7804),
             ("Stock-based compensation", 24306, 21918, 19405),
             ("Non-cash portion of tax provision", -3118, 2406, -1812),
             ("Non-real estate related depreciation and amortization", 22105, 20418, 19912),
             ("Amortization of deferred financing costs and debt discounts", 5612, 5305, 5118),
             ("Loss on extinguishment of debt", 0, 1412, 18830),
             ("Capital expenditures \u2014 maintenance", -48205, -45612, -42918),
             ("Other, net", 1118, -915, 402)],
}


def t27():
    cols = G("Year Ended December 31,", [("y19", "2019"), ("y18", "2018"), ("y17", "2017")])
    d = D("t27", "bil", I7, "Reconciliation of Net Income to FFO and AFFO", cols, style="booktabs",
          family="LiberationSans", size=9, corner="(in thousands)", money=True, scale=1e3, sep_dollar=True,
          label_max=330,
          notes=["(a) The income tax effect of the real estate adjustments in the Canadian taxable REIT subsidiary.",
                 "(b) Funds from operations as defined by the National Association of Real Estate Investment Trusts.",
                 "(c) Adjusted funds from operations is FFO adjusted for the non-cash items and maintenance capital "
                 "expenditures shown."])
    ks = ("y19", "y18", "y17")
    ni = d.add(BIL_FFO["ni"][0], dict(zip(ks, BIL_FFO["ni"][1:])))
    d.add("Adjustments to arrive at FFO:", kind="section")
    a = [d.add(x[0], dict(zip(ks, x[1:])), level=1) for x in BIL_FFO["ffo"]]
    ffo = d.add("Funds from operations (FFO) (b)", {k: ni.vals[k] + sum(r.vals[k] for r in a) for k in ks},
                kind="subtotal", dollar=True)
    d.add("Adjustments to arrive at AFFO:", kind="section")
    b = [d.add(x[0], dict(zip(ks, x[1:])), level=1) for x in BIL_FFO["affo"]]
    d.add("Adjusted funds from operations (AFFO) (c)", {k: ffo.vals[k] + sum(r.vals[k] for r in b) for k in ks},
          kind="total")
    return d


# ============================================================== Nethercairn Waste Services (solid waste, 2018)
# region: [(landfill, state, ownership, permitted acres, expansion acres, permitted airspace M cu yd,
#           probable expansion airspace M cu yd, remaining life years)]
WST_LF = {
    "Northeast": [
        ("Hollisfield Landfill", "Pennsylvania", "Owned", 312, 85, 24.6, 9.8, 18),
        ("Greyhaven Landfill", "Pennsylvania", "Owned", 245, 0, 11.2, 0, 9),
        ("Marlpit Ridge Landfill", "New York", "Leased", 188, 40, 8.4, 5.1, 12),
        ("Tiverwick Landfill", "New Jersey", "Operated (d)", 96, 0, 3.1, 0, 4),
        ("Blackmoss Landfill", "Massachusetts", "Owned", 140, 32, 6.9, 3.4, 11),
        ("Crannock Landfill", "Maine", "Owned", 210, 60, 9.7, 6.2, 27)],
    "Southeast": [
        ("Dunwarren Landfill", "Georgia", "Owned", 420, 110, 38.5, 14.6, 31),
        ("Ebbcliff Landfill", "Florida", "Operated (d)", 265, 0, 17.9, 0, 14),
        ("Gorstwick Landfill", "Florida", "Owned", 330, 75, 26.2, 8.8, 22),
        ("Ivelbrook Landfill", "South Carolina", "Owned", 280, 0, 19.4, 0, 25),
        ("Kestlemoor Landfill", "North Carolina", "Leased", 198, 45, 12.8, 6.5, 16),
        ("Larchbarrow Landfill", "Alabama", "Owned", 365, 120, 31.0, 18.2, 44),
        ("Mossgill Landfill", "Tennessee", "Owned", 226, 0, 10.6, 0, 8)],
    "Central": [
        ("Norrowby Landfill", "Ohio", "Owned", 390, 90, 34.2, 12.0, 26),
        ("Oakhallow Landfill", "Indiana", "Owned", 255, 0, 15.5, 0, 19),
        ("Pitchmoor Landfill", "Illinois", "Leased", 310, 70, 22.8, 10.4, 15),
        ("Redgill Landfill", "Michigan", "Owned", 285, 55, 20.1, 7.7, 21),
        ("Sedgecombe Landfill", "Missouri", "Operated (d)", 150, 0, 7.3, 0, 6),
        ("Tarnfield Landfill", "Texas", "Owned", 480, 160, 52.6, 24.9, 38),
        ("Wexholt Landfill", "Oklahoma", "Owned", 205, 0, 13.9, 0, 23)],
    "West": [
        ("Yarrowmead Landfill", "Arizona", "Owned", 520, 140, 61.4, 20.5, 48),
        ("Thornmire Landfill", "Nevada", "Owned", 410, 0, 44.8, 0, 41),
        ("Wrexholme Landfill", "California", "Leased", 230, 50, 18.2, 6.0, 13),
        ("Cullenby Landfill", "Colorado", "Owned", 260, 65, 21.5, 9.1, 29),
        ("Fernwhistle Landfill", "Utah", "Owned", 175, 0, 9.8, 0, 17),
        ("Gallowmere Landfill", "Washington", "Operated (d)", 120, 0, 5.6, 0, 7)],
}


def t28():
    cols = ([Col("st", ("State",), text=True), Col("own", ("Ownership (a)",), text=True)]
            + G("Total Acreage", [("pa", "Permitted"), ("ea", "Expansion (b)")])
            + G("Remaining Airspace (million cubic yards)", [("pv", "Permitted"), ("ev", "Probable Expansion (b)")],
                dec=1, scale=1e6)
            + [Col("life", ("Estimated Remaining Life (years) (c)",), minw=70)])
    d = D("t28", "wst", I2, "Active Landfills", cols, style="ledger", family="DejaVuSans", size=9.5,
          orient="landscape", corner="As of December 31, 2018", split=30, repeat_header=False, label_max=180,
          notes=["(a) Owned, or leased under long-term land leases; 'Operated (d)' sites are owned by a municipality.",
                 "(b) Acreage and airspace in pending expansion applications that management considers probable of "
                 "approval.",
                 "(c) Remaining life at the 2018 disposal rate, including probable expansion airspace.",
                 "(d) Operated under a life-of-site operating agreement with a municipality or county."])
    allr = []
    for region, rows in WST_LF.items():
        d.add(region, kind="section", bold=True)
        rs = [d.add(x[0], dict(zip(["st", "own", "pa", "ea", "pv", "ev", "life"], x[1:])), level=1) for x in rows]
        d.add(f"Total {region}", {"pa": tot(rs, "pa"), "ea": tot(rs, "ea"), "pv": tot(rs, "pv", 1),
                                  "ev": tot(rs, "ev", 1)}, level=1, kind="subtotal")
        allr += rs
    d.add("Total active landfills", {"pa": tot(allr, "pa"), "ea": tot(allr, "ea"), "pv": tot(allr, "pv", 1),
                                     "ev": tot(allr, "ev", 1)}, kind="total")
    return d


# t30: waste stream: (tons 2018 (000), revenue 2018 $000, tons 2017, revenue 2017)
WST_TONS = {"msw_int": ("Internalized from company collection (a)", 5610, 218405, 5402, 203118),
            "msw_3p": ("Third-party", 3905, 158312, 3812, 150940),
            "cd": ("Construction and demolition", 1712, 46118, 1655, 43205),
            "sw": ("Special waste (b)", 806, 45912, 768, 42306),
            "soil": ("Contaminated soil", 712, 11408, 790, 12512)}
# t29: line: (gross 2018, intercompany 2018, gross 2017, intercompany 2017) $000; landfill comes from t30
WST_LOB = {"Collection:": [("Residential", 512418, -1204, 498305, -1116),
                           ("Small-container commercial", 688905, -2316, 664218, -2208),
                           ("Large-container industrial", 498312, -4118, 472906, -3905)],
           "Transfer": (312604, -148912, 301118, -143502),
           "Recycling and other (b)": (142318, -9812, 151906, -10418)}


def t29():
    cols = []
    for y in ("2018", "2017"):
        k = y[2:]
        cols += G(f"Year Ended December 31, {y}", [(f"g{k}", "Gross Revenue"), (f"i{k}", "Intercompany (a)"),
                                                   (f"n{k}", "Net Revenue"), (f"p{k}", "% of Total")])
    for c in cols:
        if c.key.startswith("p"):
            c.pct, c.dec = True, 1
    d = D("t29", "wst", I7, "Revenues by Line of Business", cols, style="unruled", family="LiberationSerif",
          size=9, corner="(dollars in thousands)", money=True, scale=1e3, label_max=190,
          notes=["(a) Intercompany revenues are charged between lines of business at market rates and eliminated in "
                 "consolidation; intercompany landfill revenue is the disposal revenue on waste delivered by "
                 "Nethercairn's own collection operations.",
                 "(b) Includes the sale of recovered commodities, landfill gas and renewable energy credits."])
    lf = tuple(sum(x[2 + 2 * i] for x in WST_TONS.values()) for i in (0, 1))
    lines = []
    d.add("Collection:", kind="section")
    for x in WST_LOB["Collection:"]:
        lines.append((x[0], x[1:], 1))
    body = []
    for lab, (g18, i18, g17, i17), lev in lines:
        body.append((lab, {"g18": g18, "i18": i18, "g17": g17, "i17": i17}, lev))
    tr = WST_LOB["Transfer"]
    rest = [("Transfer", {"g18": tr[0], "i18": tr[1], "g17": tr[2], "i17": tr[3]}),
            ("Landfill", {"g18": lf[0], "i18": -WST_TONS["msw_int"][2], "g17": lf[1], "i17": -WST_TONS["msw_int"][4]}),
            ("Recycling and other (b)", dict(zip(["g18", "i18", "g17", "i17"], WST_LOB["Recycling and other (b)"])))]
    allv = [v for _, v, _ in body] + [v for _, v in rest]
    for v in allv:
        v["n18"], v["n17"] = v["g18"] + v["i18"], v["g17"] + v["i17"]
    tn = {y: sum(v["n" + y] for v in allv) for y in ("18", "17")}
    for v in allv:
        v["p18"], v["p17"] = r1(v["n18"] * 100 / tn["18"], 1), r1(v["n17"] * 100 / tn["17"], 1)
    rs = [d.add(lab, v, level=lev) for lab, v, lev in body]
    sub = {k: sum(r.vals[k] for r in rs) for k in ("g18", "i18", "n18", "g17", "i17", "n17")}
    sub["p18"], sub["p17"] = r1(sub["n18"] * 100 / tn["18"], 1), r1(sub["n17"] * 100 / tn["17"], 1)
    d.add("Total collection", sub, level=1, kind="subtotal")
    for lab, v in rest:
        d.add(lab, v)
    t = {k: sum(v[k] for v in allv) for k in ("g18", "i18", "n18", "g17", "i17", "n17")}
    t["p18"] = t["p17"] = 100.0
    d.add("Total revenues", t, kind="total")
    return d


def t30():
    cols = []
    for y in ("2018", "2017"):
        k = y[2:]
        cols += [Col(f"t{k}", (y, "Tons (in thousands)"), scale=1e3),
                 Col(f"r{k}", (y, "Revenue (in thousands)"), money=True, scale=1e3),
                 Col(f"a{k}", (y, "Average Rate per Ton"), money=True, scale=NOSCALE, dec=2)]
    cols.append(Col("rc", ("Change in Average Rate (c)", "2018 vs. 2017"), pct=True, dec=1, minw=60))
    d = D("t30", "wst", I7, "Landfill Volumes and Average Rates by Waste Stream", cols, style="band",
          family="DejaVuSansCondensed", size=8.5, label_max=220,
          notes=["(a) Waste delivered by Nethercairn's own collection operations; the related revenue is "
                 "intercompany revenue and is eliminated in consolidation.",
                 "(b) Industrial process waste, sludges and other waste requiring special handling.",
                 "(c) Percentage change in average revenue per ton."])

    def v(t18, r18, t17, r17):
        a18, a17 = r1(r18 / t18, 2), r1(r17 / t17, 2)
        return {"t18": t18, "r18": r18, "a18": a18, "t17": t17, "r17": r17, "a17": a17, "rc": chg(a18, a17)}
    d.add("Municipal solid waste:", kind="section")
    rs = [d.add(WST_TONS[k][0], v(*WST_TONS[k][1:]), level=1) for k in ("msw_int", "msw_3p")]
    s = [sum(r.vals[k] for r in rs) for k in ("t18", "r18", "t17", "r17")]
    d.add("Total municipal solid waste", v(*s), level=1, kind="subtotal")
    for k in ("cd", "sw", "soil"):
        d.add(WST_TONS[k][0], v(*WST_TONS[k][1:]))
    s = [sum(x[i] for x in WST_TONS.values()) for i in (1, 2, 3, 4)]
    d.add("Total landfill", v(*s), kind="total")
    return d


BUILDERS = [t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20,
            t21, t22, t23, t24, t25, t26, t27, t28, t29, t30]

# every invented proper name printed in the tables (check.py greps for each)
NAMES = (["Evenmoor", "Selvanby", "Quenholt", "Glissandre", "Kettlewick", "Halvarick", "Ombrevale", "Nethercairn"]
         + [x[0].split()[0] for rows in SKI_RES.values() for x in rows]
         + [x[0].split()[0] for rows in SAL_FAC.values() for x in rows]
         + [x[0].split()[0] for rows in WST_LF.values() for x in rows])


def docs():
    return [b() for b in BUILDERS]


def pdf_name(d):
    return f"as10-{d.key}.pdf"


def check_printed(d):
    """every numeric cell prints exactly its stored value"""
    for r in d.rows:
        for c in d.cols:
            v = r.vals.get(c.key)
            if isinstance(v, (int, float)) and not isinstance(v, bool):
                s = d.printed(r, c)
                p = parse(s.replace(c.suffix, "") if c.suffix else s)
                assert p is not None and abs(p - v) < 1e-9, (d.key, r.label, c.key, v, s)


def build(outdir):
    out = Path(outdir)
    out.mkdir(parents=True, exist_ok=True)
    layouts = {}
    for d in docs():
        check_printed(d)
        layouts[d.key] = render(d, str(out / pdf_name(d)))
    return layouts


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    lay = build(sys.argv[1])
    print(f"wrote {len(lay)} PDFs to {sys.argv[1]}")
