"""bench/aitqa-style13: thirty invented one-table 10-K extracts of eight companies in eight new industries.

    /work/main/.venv/bin/python bench/aitqa-style13/make_docs.py OUTDIR

Writes as13-t01.pdf ... as13-t30.pdf (byte-identical on every run). Every figure is in this file; totals,
subtotals, weighted averages, per-unit figures, margins, shares, utilizations, roll-forward balances and
changes are computed here from the base figures, so each table adds up, and figures shared by two tables of
one company agree. The companies and the renewable projects are invented (see NAMES); states, provinces,
countries and towns are real places.
"""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from engine import NIL, NOSCALE, Col, Doc, fit_split, parse, render  # noqa: E402

I1 = "Item 1. Business"
I2 = "Item 2. Properties"
I6 = "Item 6. Selected Financial Data"
I7 = "Item 7. Management's Discussion and Analysis of Financial Condition and Results of Operations"
I8 = "Item 8. Financial Statements and Supplementary Data \u2014 Notes"

CO = {  # key: (company, short name, period as the report heading states it)
    "fer": ("Corrisdale Farmers Cooperative", "Corrisdale", "the fiscal year ended August 31, 2019"),
    "cem": ("Kilbrannock Cement Company", "Kilbrannock", "the year ended December 31, 2019"),
    "rac": ("Fellmarsh Downs Gaming & Racing, Inc.", "Fellmarsh", "the year ended December 31, 2019"),
    "snr": ("Ambercliffe Senior Living, Inc.", "Ambercliffe", "the year ended December 31, 2019"),
    "fit": ("Tumblewyck Fitness Clubs, Inc.", "Tumblewyck", "the year ended December 31, 2019"),
    "wnd": ("Gorsewind Renewable Partners, L.P.", "Gorsewind", "the year ended December 31, 2019"),
    "prp": ("Quiltmere Propane Partners, L.P.", "Quiltmere", "the fiscal year ended September 30, 2019"),
    "chd": ("Larkspindle Early Learning, Inc.", "Larkspindle", "the year ended December 31, 2019"),
}


def D(key, co, item, caption, cols, **kw):
    company, short, period = CO[co]
    return Doc(key=key, company=company, short=short,
               heading2=f"Annual Report on Form 10-K for {period} \u2014 {item}", caption=caption, cols=cols, **kw)


def G(group, pairs, **kw):
    """columns under one spanning group: pairs of (key, leaf header)"""
    return [Col(k, (group, h), **kw) for k, h in pairs]


def r1(x, d=1):
    v = round(x + 0.0, d)
    return int(round(v)) if d == 0 else v


def chg(new, old, dec=1):
    return r1((new - old) / abs(old) * 100, dec)


def num(v):
    return v if isinstance(v, (int, float)) else 0


def tot(rows, key, d=0):
    return r1(sum(num(r.vals.get(key)) for r in rows), d)


def wavg(pairs, d=2):
    pairs = [(v, w) for v, w in pairs if isinstance(v, (int, float)) and isinstance(w, (int, float)) and w]
    return r1(sum(v * w for v, w in pairs) / sum(w for v, w in pairs), d)


def sumrows(d, rows, keys, label, level=0, kind="subtotal", dec=None, **kw):
    dec = dec or {}
    return d.add(label, {k: tot(rows, k, dec.get(k, 0)) for k in keys}, level=level, kind=kind, **kw)


def nz(x):
    """a nil amount prints as a dash"""
    return NIL if x == 0 else x


# ============================================================== Corrisdale Farmers Cooperative (fertilizer, FY Aug 2019)
# state: (owned locations, leased locations, dry storage 000 tons, anhydrous storage 000 tons, application units)
FER_LOC = {
    "Upper Midwest:": [("Iowa", 34, 7, 286.4, 61.2, 148), ("Minnesota", 22, 5, 174.8, 38.5, 96),
                       ("South Dakota", 15, 3, 121.6, 29.4, 71), ("North Dakota", 11, 4, 98.2, 22.7, 54),
                       ("Wisconsin", 8, 2, 52.3, 9.8, 33), ("Montana", 3, 1, 24.6, 5.2, 12)],
    "Central Plains:": [("Nebraska", 19, 4, 166.1, 41.3, 88), ("Kansas", 13, 6, 118.9, 27.6, 62),
                        ("Missouri", 7, 3, 61.4, 12.1, 35), ("Oklahoma", 4, 2, 30.7, 6.4, 18),
                        ("Colorado", 5, 1, 40.2, 10.6, 22)],
    "Eastern Corn Belt:": [("Illinois", 17, 8, 158.3, 33.9, 84), ("Indiana", 9, 5, 82.6, 15.2, 46),
                           ("Ohio", 6, 4, 54.1, 9.7, 29), ("Michigan", 3, 2, 22.8, 3.5, 14),
                           ("Kentucky", 2, 3, 19.4, 2.8, 11)],
}
FER_CAN = [("Manitoba", 5, 3, 44.2, 8.8, 21), ("Saskatchewan", 7, 2, 58.9, 12.4, 30), ("Alberta", 2, 4, 26.3, 4.1, 12)]
FER_KEYS = ["own", "lse", "tl", "dry", "nh3", "app"]
FER_DEC = {"dry": 1, "nh3": 1}


def t01():
    cols = (G("Retail Locations", [("own", "Owned"), ("lse", "Leased (a)"), ("tl", "Total")])
            + [Col("dry", ("Dry Fertilizer Storage", "Tons (in thousands)"), dec=1, scale=1000, minw=62),
               Col("nh3", ("Anhydrous Ammonia Storage", "Tons (in thousands)"), dec=1, scale=1000, minw=62),
               Col("app", ("Application Equipment (b)",), minw=64)])
    d = D("t01", "fer", I2, "Agronomy Retail Locations and Storage Capacity by State", cols, style="booktabs",
          family="DejaVuSans", size=10, orient="landscape", corner="As of August 31, 2019",
          repeat_header=False, label_max=190,
          notes=["(a) Locations leased from landowners or local elevators under operating leases with remaining terms "
                 "of one to fifteen years.",
                 "(b) Self-propelled floaters, liquid applicators and toolbars owned by the cooperative and used for "
                 "custom application services.",
                 "(c) Locations in Canada are operated by the cooperative's Canadian subsidiary."])

    def v(s):
        o, l_, dry, nh3, app = s[1:]
        return {"own": o, "lse": l_, "tl": o + l_, "dry": dry, "nh3": nh3, "app": app}
    d.add("U.S. locations:", kind="section")
    us = []
    for region, states in FER_LOC.items():
        d.add(region, level=1, kind="section")
        rs = [d.add(s[0], v(s), level=2) for s in states]
        sumrows(d, rs, FER_KEYS, "Total " + region.rstrip(":"), level=2, dec=FER_DEC)
        us += rs
    sumrows(d, us, FER_KEYS, "Total U.S.", level=1, dec=FER_DEC)
    d.add("Int'l (Canada) (c):", kind="section")
    can = [d.add(s[0], v(s), level=1) for s in FER_CAN]
    sumrows(d, can, FER_KEYS, "Total Int'l", level=1, dec=FER_DEC)
    sumrows(d, us + can, FER_KEYS, "Total Corrisdale", kind="total", dec=FER_DEC)
    d.split = fit_split(d)
    return d


# product: (fiscal 2019 tons 000, price per ton, fiscal 2018 tons, price)
FER_SALES = {"Nitrogen:": [("Anhydrous ammonia", 1284, 498.60, 1231, 461.25),
                           ("UAN solutions (a)", 2816, 214.35, 2905, 198.70),
                           ("Urea", 1102, 312.80, 1046, 289.15)],
             "Phosphate:": [("Monoammonium phosphate (MAP)", 612, 418.90, 588, 402.30),
                            ("Diammonium phosphate (DAP)", 455, 396.40, 470, 388.75)],
             None: [("Potash (b)", 734, 321.55, 702, 305.10)]}


def t02():
    cols = (G("Fiscal 2019", [("t19", "Tons Sold (thousands)")], scale=1000)
            + G("Fiscal 2019", [("p19", "Average Price per Ton")], money=True, dec=2, scale=NOSCALE)
            + G("Fiscal 2018", [("t18", "Tons Sold (thousands)")], scale=1000)
            + G("Fiscal 2018", [("p18", "Average Price per Ton")], money=True, dec=2, scale=NOSCALE)
            + [Col("pc", ("Change in Average Price", "%"), pct=True, dec=1, pctsign=False, minw=56)])
    d = D("t02", "fer", I7, "Fertilizer Sales Volumes and Average Selling Prices", cols, style="leader",
          family="LiberationSerif", size=9.5, corner="Year Ended August 31,", sep_dollar=True, label_max=210,
          notes=["(a) Urea ammonium nitrate solutions, stated on a 32% nitrogen equivalent basis.",
                 "(b) Potash is purchased from third-party producers and resold through the cooperative's terminals and "
                 "agronomy retail locations.",
                 "Average price per ton is net sales of the product divided by tons sold, before freight billed to "
                 "customers."])

    def v(t19, p19, t18, p18):
        return {"t19": t19, "p19": p19, "t18": t18, "p18": p18, "pc": chg(p19, p18)}

    def agg(rs):
        t19, t18 = tot(rs, "t19"), tot(rs, "t18")
        return v(t19, wavg([(r.vals["p19"], r.vals["t19"]) for r in rs]), t18,
                 wavg([(r.vals["p18"], r.vals["t18"]) for r in rs]))
    allr = []
    for sec, items in FER_SALES.items():
        if sec:
            d.add(sec, kind="section")
        rs = [d.add(x[0], v(*x[1:]), level=1 if sec else 0) for x in items]
        if sec:
            d.add("Total " + sec.rstrip(":").lower(), agg(rs), level=1, kind="subtotal")
        allr += rs
    d.add("Total fertilizer", agg(allr), kind="total")
    return d


FER_SEG_KEYS = ["n19", "n18", "p19", "p18", "r19", "r18", "c19", "c18"]
# segment/year: (net sales, cost of goods sold, marketing general and administrative, equity income, interest net)
FER_SEG = {"n19": (1284612, 1021405, 38216, 12408, -21306), "n18": (1192380, 987214, 36902, 9815, -22740),
           "p19": (448905, 402118, 14612, 0, -6204), "p18": (431276, 395806, 14105, 0, -6518),
           "r19": (1906330, 1640512, 148906, 3214, -9812), "r18": (1822415, 1571908, 142330, 2905, -9405)}
FER_CORP = {"19": (-212406, -212406, 24118, 0, -3118), "18": (-198812, -198812, 22906, 0, -2816)}


def t03():
    cols = []
    for seg, s in (("Nitrogen", "n"), ("Phosphate", "p")):
        cols += [Col(s + y, ("Manufacturing", seg, "20" + y)) for y in ("19", "18")]
    cols += [Col("r" + y, ("Agronomy Retail", "20" + y)) for y in ("19", "18")]
    cols += [Col("c" + y, ("Consolidated (a)", "20" + y)) for y in ("19", "18")]
    d = D("t03", "fer", I8, "Segment Information", cols, style="grid", family="DejaVuSansCondensed", size=8.5,
          orient="landscape", corner="Fiscal year (in thousands)", money=True, scale=1000, label_max=215,
          notes=["(a) Consolidated amounts include corporate costs and the elimination of intersegment sales of "
                 "nitrogen and phosphate products to the Agronomy Retail segment.",
                 "(b) Gross margin as a percentage of net sales."])
    vals = {k: FER_SEG[k] for k in FER_SEG}
    for y in ("19", "18"):
        vals["c" + y] = tuple(sum(vals[s + y][i] for s in "npr") + FER_CORP[y][i] for i in range(5))

    def line(i, f=None):
        return {k: (f(vals[k]) if f else vals[k][i]) for k in FER_SEG_KEYS}
    d.add("Net sales", line(0))
    d.add("Cost of goods sold", line(1))
    d.add("Gross margin", line(None, lambda t: t[0] - t[1]), kind="subtotal")
    d.add("Marketing, general and administrative", line(2))
    d.add("Operating earnings", line(None, lambda t: t[0] - t[1] - t[2]), kind="subtotal")
    d.add("Other income (expense):", kind="section")
    d.add("Equity in earnings of joint ventures", line(None, lambda t: nz(t[3])), level=1)
    d.add("Interest expense, net", line(4), level=1)
    d.add("Earnings before income taxes", line(None, lambda t: t[0] - t[1] - t[2] + t[3] + t[4]), kind="total")
    d.add("Gross margin percentage (b)", line(None, lambda t: r1((t[0] - t[1]) * 100 / t[0], 1)), pct=True, dec=1)
    return d


# source: fiscal 2019 (cash, qualified, nonqualified), fiscal 2018 (cash, qualified, nonqualified)  $000
FER_PAT = [("Nitrogen products", (48120, 72180, 40310), (41806, 62709, 36215)),
           ("Phosphate products", (6204, 9306, 5118), (5112, 7668, 4380)),
           ("Agronomy retail purchases", (21418, 32127, 12604), (19905, 29858, 11702))]


def t04():
    cols = []
    for y in ("2019", "2018"):
        k = y[2:]
        cols += G("Fiscal " + y, [("c" + k, "Cash (a)"), ("q" + k, "Qualified Equity"), ("n" + k, "Nonqualified Equity (b)"),
                                  ("t" + k, "Total")])
    d = D("t04", "fer", I7, "Patronage Allocated to Members", cols, style="zebra", family="LiberationSans", size=9,
          orient="landscape", subcaption="(dollars in thousands)", money=True, scale=1000, label_max=200,
          notes=["(a) Paid in cash in the December following the end of the fiscal year.",
                 "(b) Nonqualified equity certificates are not deductible by the cooperative for income tax purposes "
                 "until redeemed.",
                 "Patronage is allocated on the basis of members' purchases of each product line during the fiscal year."])

    def v(a, b):
        return {"c19": a[0], "q19": a[1], "n19": a[2], "t19": sum(a), "c18": b[0], "q18": b[1], "n18": b[2],
                "t18": sum(b)}
    d.add("Patronage allocated on purchases of:", kind="section")
    rs = [d.add(x[0], v(x[1], x[2]), level=1) for x in FER_PAT]
    t = sumrows(d, rs, list(v((0, 0, 0), (0, 0, 0))), "Total patronage allocated", level=0, kind="total")
    d.add("Distribution of total patronage", {k: r1(t.vals[k] * 100 / t.vals["t" + k[1:]], 1) for k in t.vals},
          pct=True, dec=1)
    return d


# ============================================================== Kilbrannock Cement Company (2019)
# plant: (clinker capacity 000 t, kilns, proven Mt, probable Mt, reserve life years, quarry tenure)
CEM_PLANTS = {
    "U.S. plants:": [("Thomaston, Georgia", 1420, 2, 88.4, 41.2, 62, "Owned"),
                     ("Lebanon, Tennessee", 1150, 1, 52.7, 30.6, 48, "Leased"),
                     ("Paris, Kentucky", 980, 2, 61.3, 18.9, 71, "Owned"),
                     ("Marion, Iowa", 1260, 1, 74.5, 22.4, 55, "Owned and leased"),
                     ("Sealy, Texas", 2050, 2, 112.8, 64.1, 58, "Owned"),
                     ("Belen, New Mexico", 860, 1, 38.6, 27.3, 67, "Leased")],
    "U.K. plants:": [("Kendal, England", 1180, 2, 46.2, 35.8, 44, "Owned"),
                     ("Carlisle, England", 720, 1, 29.4, 12.7, 39, "Owned"),
                     ("Brecon, Wales", 650, 1, 33.1, 20.5, 57, "Leased"),
                     ("Forfar, Scotland", 590, 1, 21.8, 16.4, 52, "Owned and leased")],
}


def t05():
    cols = [Col("cap", ("Clinker Capacity (thousand metric tons)",), scale=1000, minw=74),
            Col("kil", ("Kilns",), minw=34),
            Col("pv", ("Limestone Reserves (million metric tons) (a)", "Proven"), dec=1, scale=1000000),
            Col("pb", ("Limestone Reserves (million metric tons) (a)", "Probable"), dec=1, scale=1000000),
            Col("life", ("Reserve Life (years) (b)",), minw=50),
            Col("ten", ("Quarry Tenure",), text=True, minw=70)]
    d = D("t05", "cem", I2, "Cement Plants and Limestone Reserves", cols, style="ledger", family="DejaVuSerif",
          size=8.5, paper="a4", corner="As of December 31, 2019", label_max=128,
          notes=["(a) Reserves of cement-grade limestone at the quarries that supply each plant, estimated by "
                 "Kilbrannock's geologists.",
                 "(b) Proven and probable reserves divided by the plant's average annual limestone consumption over the "
                 "last three years."])
    allr = []
    for sec, items in CEM_PLANTS.items():
        d.add(sec, kind="section")
        rs = [d.add(x[0], dict(zip(["cap", "kil", "pv", "pb", "life", "ten"], x[1:])), level=1) for x in items]
        sumrows(d, rs, ["cap", "kil", "pv", "pb"], "Total " + sec.split()[0], level=1, dec={"pv": 1, "pb": 1})
        allr += rs
    sumrows(d, allr, ["cap", "kil", "pv", "pb"], "Total Kilbrannock", kind="total", dec={"pv": 1, "pb": 1})
    return d


CEM_MKTS = ["U.S. Southeast", "U.S. Central", "U.K. (a)"]
# product key: {market: (2019 shipments 000, 2018 shipments, 2019 price, 2018 price)}; intersegment (2019, 2018)
CEM_SHIP = {"c": {"U.S. Southeast": (4812, 4655, 121.45, 116.80), "U.S. Central": (3406, 3512, 114.20, 112.65),
                  "U.K. (a)": (2118, 2204, 108.35, 110.90)},
            "r": {"U.S. Southeast": (3905, 3812, 128.60, 124.15), "U.S. Central": (2214, 2306, 119.40, 117.85),
                  "U.K. (a)": (1612, 1588, 102.75, 104.30)},
            "g": {"U.S. Southeast": (18406, 17912, 14.85, 14.20), "U.S. Central": (12815, 13204, 12.95, 12.60),
                  "U.K. (a)": (9612, 9805, 13.40, 13.75)}}
CEM_INTER = {"c": (-1206, -1152), "r": (0, 0), "g": (-4118, -4006)}


def t06():
    cols = []
    for p, name in (("c", "Cement (metric tons)"), ("r", "Ready-Mix Concrete (cubic yards)"),
                    ("g", "Aggregates (tons)")):
        cols += G(name, [(p + "19", "2019"), (p + "18", "2018")])
    d = D("t06", "cem", I7, "Shipments and Average Selling Prices by Product and Market", cols, style="unruled",
          family="LiberationSans", size=9, orient="landscape", corner="Year Ended December 31,", label_max=230,
          notes=["(a) U.K. prices are translated into U.S. dollars at the average exchange rate of each year.",
                 "(b) Cement and aggregates shipped to Kilbrannock's own ready-mix concrete plants.",
                 "(c) Weighted by total shipments, including intersegment shipments."])
    d.add("Shipments (in thousands of units):", kind="section")
    ship = []
    for m in CEM_MKTS:
        ship.append(d.add(m, {p + y: CEM_SHIP[p][m][i] for p in "crg" for i, y in enumerate(("19", "18"))}, level=1))
    gross = sumrows(d, ship, [p + y for p in "crg" for y in ("19", "18")], "Total shipments", level=1)
    inter = d.add("Less: intersegment shipments (b)",
                  {p + y: nz(CEM_INTER[p][i]) for p in "crg" for i, y in enumerate(("19", "18"))}, level=1)
    d.add("Net external shipments", {k: gross.vals[k] + num(inter.vals[k]) for k in gross.vals}, level=1,
          kind="subtotal")
    d.add("Average selling price per unit:", kind="section")
    for m in CEM_MKTS:
        d.add(m, {p + y: CEM_SHIP[p][m][2 + i] for p in "crg" for i, y in enumerate(("19", "18"))}, level=1,
              money=True, dec=2, dollar=(m == CEM_MKTS[0]), scale=NOSCALE)
    d.add("All markets (c)", {p + y: wavg([(CEM_SHIP[p][m][2 + i], CEM_SHIP[p][m][i]) for m in CEM_MKTS])
                              for p in "crg" for i, y in enumerate(("19", "18"))}, level=1, kind="subtotal",
          money=True, dec=2, scale=NOSCALE, dollar=True)
    for r in d.rows[1:7]:
        r.scale = 1000
    return d


def cem_tons(y):
    """gross cement shipments (thousand metric tons) of a year, as in t06"""
    i = 0 if y == "19" else 1
    return sum(CEM_SHIP["c"][m][i] for m in CEM_MKTS)


# cost line: (2019 $000, 2018 $000)
CEM_COST = {"Energy:": [("Coal and petroleum coke", 98412, 104905), ("Natural gas", 21306, 19812),
                        ("Alternative fuels (b)", 8105, 6418), ("Electric power", 88904, 86312)],
            None: [("Raw materials and additives", 112418, 108906), ("Plant labor and benefits", 141206, 136118),
                   ("Maintenance and repairs", 96418, 91204), ("Freight and distribution (c)", 118905, 115612),
                   ("Depreciation, depletion and amortization", 84612, 81906), ("Other plant costs", 31206, 29818)]}


def t07():
    cols = (G("2019", [("a19", "Amount (in thousands)")], scale=1000)
            + G("2019", [("p19", "Per Ton (a)")], dec=2, scale=NOSCALE)
            + G("2018", [("a18", "Amount (in thousands)")], scale=1000)
            + G("2018", [("p18", "Per Ton (a)")], dec=2, scale=NOSCALE)
            + [Col("cp", ("Change in Cost per Ton", "2019 vs. 2018"), dec=2, scale=NOSCALE, minw=60)])
    d = D("t07", "cem", I7, "Cement Segment Cost of Sales", cols, style="boxed", family="DejaVuSerifCondensed",
          size=9, orient="landscape", money=True, sep_dollar=True, label_max=230, corner="Year Ended December 31,",
          notes=[f"(a) Cost divided by total cement shipments of {cem_tons('19'):,} thousand metric tons in 2019 and "
                 f"{cem_tons('18'):,} thousand metric tons in 2018, including intersegment shipments.",
                 "(b) Tire-derived fuel, engineered fuels from commercial waste, and biomass.",
                 "(c) Freight to terminals and customers' job sites, net of freight billed separately."])
    t19, t18 = cem_tons("19"), cem_tons("18")

    def v(a19, a18):
        p19, p18 = r1(a19 / t19, 2), r1(a18 / t18, 2)
        return {"a19": a19, "p19": p19, "a18": a18, "p18": p18, "cp": r1(p19 - p18, 2)}
    allr = []
    for sec, items in CEM_COST.items():
        if sec:
            d.add(sec, kind="section")
        rs = [d.add(x[0], v(*x[1:]), level=1 if sec else 0) for x in items]
        if sec:
            d.add("Total energy", v(tot(rs, "a19"), tot(rs, "a18")), level=1, kind="subtotal")
        allr += rs
    d.add("Total cost of sales", v(tot(allr, "a19"), tot(allr, "a18")), kind="total")
    return d


# plant: (clinker produced 2019, 2018 (000 t), alternative fuel substitution % 2019, 2018, heat MJ/t 2019)
CEM_KILN = {"Thomaston, Georgia": (1248, 1196, 14.2, 11.8, 3420), "Lebanon, Tennessee": (962, 1004, 9.6, 8.9, 3585),
            "Paris, Kentucky": (871, 842, 18.4, 15.1, 3510), "Marion, Iowa": (1102, 1125, 22.7, 21.9, 3390),
            "Sealy, Texas": (1846, 1790, 7.3, 6.5, 3305), "Belen, New Mexico": (702, 731, 5.8, 5.2, 3640),
            "Kendal, England": (1031, 1054, 31.6, 29.4, 3355), "Carlisle, England": (598, 622, 24.2, 22.8, 3480),
            "Brecon, Wales": (541, 566, 17.9, 18.3, 3560), "Forfar, Scotland": (512, 498, 26.5, 21.7, 3615)}


def t08():
    cols = (G("Clinker Produced (thousand metric tons)", [("k19", "2019"), ("k18", "2018")], scale=1000)
            + G("Kiln Utilization (a)", [("u19", "2019"), ("u18", "2018")], pct=True, dec=1)
            + G("Alternative Fuel Substitution (b)", [("s19", "2019"), ("s18", "2018")], pct=True, dec=1)
            + [Col("hc", ("Heat Consumption (c)", "MJ per tonne of clinker"), scale=NOSCALE, minw=70)])
    d = D("t08", "cem", I7, "Kiln Operating Statistics by Plant", cols, style="band", family="LiberationSansNarrow",
          size=9.5, label_max=160, corner="Year Ended December 31,",
          notes=["(a) Clinker produced as a percentage of rated clinker capacity.",
                 "(b) Share of kiln thermal energy supplied by alternative fuels.",
                 "(c) Thermal energy consumed per tonne of clinker produced in 2019."])
    cap = {x[0]: x[1] for rows in CEM_PLANTS.values() for x in rows}
    allr = []
    for sec, items in CEM_PLANTS.items():
        d.add(sec, kind="section")
        rs = []
        for x in items:
            k19, k18, s19, s18, hc = CEM_KILN[x[0]]
            rs.append(d.add(x[0], {"k19": k19, "k18": k18, "u19": r1(k19 * 100 / cap[x[0]], 1),
                                   "u18": r1(k18 * 100 / cap[x[0]], 1), "s19": s19, "s18": s18, "hc": hc}, level=1))
        d.add("Total " + sec.split()[0], agg_kiln(rs, cap), level=1, kind="subtotal")
        allr += rs
    d.add("Total Kilbrannock", agg_kiln(allr, cap), kind="total")
    return d


def agg_kiln(rs, cap):
    c = sum(cap[r.label] for r in rs)
    out = {"k19": tot(rs, "k19"), "k18": tot(rs, "k18")}
    out["u19"], out["u18"] = r1(out["k19"] * 100 / c, 1), r1(out["k18"] * 100 / c, 1)
    out["s19"] = wavg([(r.vals["s19"], r.vals["k19"]) for r in rs], 1)
    out["s18"] = wavg([(r.vals["s18"], r.vals["k18"]) for r in rs], 1)
    out["hc"] = wavg([(r.vals["hc"], r.vals["k19"]) for r in rs], 0)
    return out


# ============================================================== Fellmarsh Downs Gaming & Racing (racinos, 2019)
# property: (acres, slot machines, table games, hotel rooms, live race days, breed)
RAC_PROP = {
    "Racinos:": [("Mercer, Pennsylvania", 212, 2105, 64, 0, 188, "Harness"),
                 ("Zanesville, Ohio", 176, 1612, 0, 0, 120, "Harness"),
                 ("Lima, Ohio", 148, 1204, 0, 0, 98, "Thoroughbred"),
                 ("Kokomo, Indiana", 240, 1845, 38, 180, 160, "Harness"),
                 ("Parkersburg, West Virginia", 196, 1320, 42, 155, 210, "Thoroughbred")],
    "Casinos:": [("Sioux City, Iowa", 34, 1105, 28, 124, 0, None),
                 ("Biloxi, Mississippi", 22, 1480, 56, 512, 0, None),
                 ("Lake Charles, Louisiana", 41, 1560, 62, 398, 0, None)],
    "Racetrack without gaming:": [("Ocala, Florida (c)", 310, 0, 0, 0, 96, "Thoroughbred")],
}
RAC_NUM = ["ac", "sl", "tg", "hr", "rd"]


def t09():
    cols = [Col("ac", ("Acres",), minw=40),
            Col("sl", ("Gaming", "Slot Machines (a)")), Col("tg", ("Gaming", "Table Games")),
            Col("hr", ("Hotel Rooms",), minw=44),
            Col("rd", ("Live Racing", "Race Days (b)")), Col("br", ("Live Racing", "Breed"), text=True, minw=70)]
    d = D("t09", "rac", I2, "Properties", cols, style="borderless", family="DejaVuSans", size=8.5,
          corner="As of December 31, 2019", label_max=175,
          notes=["(a) Includes video lottery terminals at the Ohio racinos.",
                 "(b) Live race days in 2019, as approved by the state racing commission.",
                 "(c) Training center and racetrack; the facility also offers simulcast wagering."])
    groups = []
    for sec, items in RAC_PROP.items():
        d.add(sec, kind="section")
        rs = [d.add(x[0], {**{k: nz(v) for k, v in zip(RAC_NUM, x[1:6])}, "br": x[6] or NIL}, level=1)
              for x in items]
        if len(rs) > 1:
            sumrows(d, rs, RAC_NUM, "Total " + sec.rstrip(":").lower(), level=1)
        groups += rs
    sumrows(d, groups, RAC_NUM, "Total properties", kind="total")
    for r in d.rows:
        for k in RAC_NUM:
            if r.vals.get(k) == 0:
                r.vals[k] = NIL
    return d


# property: (slot win 2019, slot win 2018 ($000), slot units 2018, table win 2019, 2018 ($000), hold % 2019, 2018)
RAC_WIN = {"Mercer, Pennsylvania": (182406, 176918, 2140, 41205, 38906, 19.8, 18.6),
           "Zanesville, Ohio": (121305, 118612, 1650, None, None, None, None),
           "Lima, Ohio": (84118, 86405, 1204, None, None, None, None),
           "Kokomo, Indiana": (146812, 139204, 1790, 22118, 18412, 17.4, 16.9),
           "Parkersburg, West Virginia": (98406, 101118, 1400, 18906, 19812, 20.3, 21.1),
           "Sioux City, Iowa": (81212, 78906, 1120, 14512, 13906, 18.1, 17.6),
           "Biloxi, Mississippi": (132518, 128406, 1510, 38418, 36905, 21.4, 20.2),
           "Lake Charles, Louisiana": (141906, 133612, 1560, 47906, 44118, 19.2, 19.9)}


def rac_units19():
    return {x[0]: x[2] for rows in RAC_PROP.values() for x in rows}


def t10():
    cols = []
    for seg, s in (("Slot Machines", "s"), ("Table Games", "t")):
        for y in ("2019", "2018"):
            k = y[2:]
            cols.append(Col(f"{s}w{k}", (seg, y, "Net Win (in thousands)"), money=True, scale=1000))
            if s == "s":
                cols.append(Col(f"su{k}", (seg, y, "Win per Unit per Day (a)"), money=True, scale=NOSCALE))
            else:
                cols.append(Col(f"th{k}", (seg, y, "Hold % (b)"), pct=True, dec=1))
    d = D("t10", "rac", I7, "Gaming Operations by Property", cols, style="grid", family="DejaVuSansCondensed",
          size=8.5, orient="landscape", corner="Year Ended December 31,", label_max=170,
          notes=["(a) Slot net win divided by the average number of slot machines (including video lottery terminals) "
                 "in service and by 365 days.",
                 "(b) Table games net win as a percentage of drop.",
                 "Zanesville and Lima operate video lottery terminals only."])
    u19 = rac_units19()

    def v(name):
        w19, w18, n18, t19, t18, h19, h18 = RAC_WIN[name]
        out = {"sw19": w19, "su19": r1(w19 * 1000 / (u19[name] * 365), 0), "sw18": w18,
               "su18": r1(w18 * 1000 / (n18 * 365), 0)}
        if t19 is None:
            out.update({"tw19": NIL, "th19": NIL, "tw18": NIL, "th18": NIL})
        else:
            out.update({"tw19": t19, "th19": h19, "tw18": t18, "th18": h18})
        return out

    def agg(names):
        out = {}
        for y, i in (("19", 0), ("18", 1)):
            w = sum(RAC_WIN[n][i] for n in names)
            units = sum(u19[n] if y == "19" else RAC_WIN[n][2] for n in names)
            out["sw" + y], out["su" + y] = w, r1(w * 1000 / (units * 365), 0)
            tw = [(RAC_WIN[n][3 + i], RAC_WIN[n][5 + i]) for n in names if RAC_WIN[n][3] is not None]
            out["tw" + y] = sum(a for a, _ in tw)
            out["th" + y] = r1(out["tw" + y] * 100 / sum(a * 100 / h for a, h in tw), 1)
        return out
    allr = []
    for sec in ("Racinos:", "Casinos:"):
        d.add(sec, kind="section")
        names = [x[0] for x in RAC_PROP[sec]]
        for n in names:
            d.add(n, v(n), level=1)
        d.add("Total " + sec.rstrip(":").lower(), agg(names), level=1, kind="subtotal")
        allr += names
    d.add("Total gaming", agg(allr), kind="total")
    return d


RAC_PM = {"Thoroughbred racing:": [("On-track live", 38412, 40118, 7682, 8004),
                                   ("Import simulcast (a)", 96305, 101206, 17335, 18420),
                                   ("Export simulcast (b)", 412806, 398412, 12384, 11952),
                                   ("Advance deposit wagering (c)", 58118, 49306, 6393, 5424)],
          "Harness racing:": [("On-track live", 22906, 23812, 4352, 4524),
                              ("Import simulcast (a)", 61418, 64905, 11055, 11683),
                              ("Export simulcast (b)", 188305, 176118, 4708, 4403),
                              ("Advance deposit wagering (c)", 24612, 19805, 2707, 2179)]}


def t11():
    cols = (G("Pari-Mutuel Handle", [("h19", "2019"), ("h18", "2018")])
            + [Col("hc", ("Pari-Mutuel Handle", "% Change"), pct=True, dec=1, minw=50)]
            + G("Net Pari-Mutuel Revenues", [("r19", "2019"), ("r18", "2018")]))
    d = D("t11", "rac", I7, "Pari-Mutuel Operations", cols, style="zebra", family="LiberationSerif", size=9.5,
          subcaption="(in thousands, except percentages)", money=True, scale=1000, label_max=200,
          notes=["(a) Wagers placed at Fellmarsh's racetracks on races run at other tracks.",
                 "(b) Wagers placed at other tracks and wagering outlets on Fellmarsh's live races; Fellmarsh earns a "
                 "host fee on this handle.",
                 "(c) Wagers placed through Fellmarsh's online and mobile wagering platform and third-party account "
                 "wagering providers."])

    def v(h19, h18, r19, r18):
        return {"h19": h19, "h18": h18, "hc": chg(h19, h18), "r19": r19, "r18": r18}
    allr = []
    for sec, items in RAC_PM.items():
        d.add(sec, kind="section")
        rs = [d.add(x[0], v(*x[1:]), level=1) for x in items]
        d.add("Total " + sec.split()[0].lower(), v(*[tot(rs, k) for k in ("h19", "h18", "r19", "r18")]), level=1,
              kind="subtotal")
        allr += rs
    d.add("Total pari-mutuel", v(*[tot(allr, k) for k in ("h19", "h18", "r19", "r18")]), kind="total")
    return d


# property: (2019 net revenues, Adjusted EBITDA, 2018 net revenues, Adjusted EBITDA) $000
RAC_EB = {"Racinos:": [("Mercer, Pennsylvania", 248612, 71305, 236118, 66812),
                       ("Zanesville, Ohio", 128406, 38118, 125912, 36905),
                       ("Lima, Ohio", 92305, 21406, 94812, 23118),
                       ("Kokomo, Indiana", 186118, 52906, 172405, 47118),
                       ("Parkersburg, West Virginia", 131812, 29405, 135206, 31812)],
          "Casinos:": [("Sioux City, Iowa", 101906, 31812, 97418, 29118),
                       ("Biloxi, Mississippi", 188305, 52118, 181906, 48612),
                       ("Lake Charles, Louisiana", 205612, 64305, 192118, 57906)],
          None: [("Racing (b)", 71306, -6812, 72418, -5906), ("Corporate and other (c)", 4118, -38406, 3906, -35118)]}


def t12():
    cols = []
    for y in ("2019", "2018"):
        k = y[2:]
        cols += [Col("n" + k, (y, "Net Revenues")), Col("e" + k, (y, "Adjusted EBITDA (a)")),
                 Col("m" + k, (y, "Margin"), pct=True, dec=1, minw=46)]
    d = D("t12", "rac", I7, "Net Revenues and Adjusted EBITDA by Property", cols, style="booktabs",
          family="LiberationSans", size=9, paper="a4", orient="landscape", corner="(in thousands)", money=True,
          scale=1000, label_max=210,
          notes=["(a) Earnings before interest, taxes, depreciation and amortization, stock-based compensation, "
                 "impairment charges and pre-opening costs. See the reconciliation to net income in this Item.",
                 "(b) Live racing, simulcasting and advance deposit wagering at all Fellmarsh racetracks.",
                 "(c) Corporate overhead, net of management fees charged to the properties; margin not meaningful (NM)."])

    def v(n19, e19, n18, e18, nm=False):
        return {"n19": n19, "e19": e19, "m19": "NM" if nm else r1(e19 * 100 / n19, 1), "n18": n18, "e18": e18,
                "m18": "NM" if nm else r1(e18 * 100 / n18, 1)}
    allr = []
    for sec, items in RAC_EB.items():
        if sec:
            d.add(sec, kind="section")
        rs = [d.add(x[0], v(*x[1:], nm=x[0].startswith("Corporate")), level=1 if sec else 0) for x in items]
        if sec:
            d.add("Total " + sec.rstrip(":").lower(), v(*[tot(rs, k) for k in ("n19", "e19", "n18", "e18")]),
                  level=1, kind="subtotal")
        allr += rs
    d.add("Total", v(*[tot(allr, k) for k in ("n19", "e19", "n18", "e18")]), kind="total")
    return d


# ============================================================== Ambercliffe Senior Living (2019)
# state: (communities owned, leased, managed, units owned, leased, managed)
SNR_ST = {
    "Southeast:": [("Florida", 14, 9, 6, 2418, 1506, 1012), ("Georgia", 6, 4, 2, 905, 612, 288),
                   ("North Carolina", 7, 3, 3, 1044, 402, 390), ("South Carolina", 4, 2, 1, 588, 276, 140),
                   ("Tennessee", 5, 3, 2, 712, 418, 256), ("Virginia", 4, 2, 3, 618, 305, 412),
                   ("Alabama", 3, 1, 1, 402, 118, 126)],
    "Texas and Southwest:": [("Texas", 12, 7, 4, 2105, 1118, 612), ("Arizona", 6, 3, 2, 1012, 488, 305),
                             ("New Mexico", 2, 1, 1, 318, 142, 126), ("Oklahoma", 3, 2, 0, 412, 256, 0)],
    "Midwest:": [("Ohio", 8, 4, 3, 1206, 540, 418), ("Michigan", 5, 3, 1, 712, 405, 130),
                 ("Indiana", 4, 2, 2, 560, 288, 246), ("Illinois", 6, 4, 2, 988, 612, 305),
                 ("Wisconsin", 3, 2, 1, 405, 244, 118), ("Kansas", 2, 1, 1, 288, 130, 112)],
    "West:": [("California", 9, 6, 4, 1612, 1018, 705), ("Washington", 4, 3, 2, 688, 412, 288),
              ("Colorado", 5, 2, 2, 812, 305, 276), ("Nevada", 2, 1, 1, 344, 156, 140),
              ("Utah", 2, 1, 0, 305, 140, 0)],
}
SNR_KEYS = ["co", "cl", "cm", "ct", "uo", "ul", "um", "ut"]


def snr_totals():
    allst = [x for rows in SNR_ST.values() for x in rows]
    return sum(x[1] + x[2] + x[3] for x in allst), sum(x[4] + x[5] + x[6] for x in allst)


def t13():
    cols = (G("Communities", [("co", "Owned"), ("cl", "Leased"), ("cm", "Managed (a)"), ("ct", "Total")])
            + G("Units (b)", [("uo", "Owned"), ("ul", "Leased"), ("um", "Managed (a)"), ("ut", "Total")]))
    d = D("t13", "snr", I2, "Communities and Units by State", cols, style="ledger", family="DejaVuSans", size=8,
          orient="landscape", corner="As of December 31, 2019", repeat_header=True, label_max=170,
          notes=["(a) Communities operated for third-party owners under management agreements; Ambercliffe earns a "
                 "management fee and is reimbursed for the costs of operating them.",
                 "(b) Independent living apartments, assisted living and memory care units, and skilled and "
                 "continuing care units."])

    def v(x):
        o, l_, m, uo, ul, um = x[1:]
        return {"co": o, "cl": l_, "cm": nz(m), "ct": o + l_ + m, "uo": uo, "ul": ul, "um": nz(um),
                "ut": uo + ul + um}
    allr = []
    for sec, items in SNR_ST.items():
        d.add(sec, kind="section")
        rs = [d.add(x[0], v(x), level=1) for x in items]
        sumrows(d, rs, SNR_KEYS, "Total " + sec.rstrip(":"), level=1)
        allr += rs
    sumrows(d, allr, SNR_KEYS, "Total Ambercliffe", kind="total")
    d.split = fit_split(d)
    assert d.split == len(d.rows) - 1, (d.split, len(d.rows))
    return d


# segment: (same-community occupancy 2019, 2018, RevPOR 2019, 2018, units) then consolidated the same
SNR_OCC = {"Same-community portfolio (c):": [("Independent Living", 91.2, 90.4, 3412, 3318, 6800),
                                            ("Assisted Living and Memory Care", 86.4, 85.1, 5218, 5066, 9900),
                                            ("CCRCs (d)", 88.9, 88.2, 6105, 5912, 3100)],
           "Consolidated portfolio:": [("Independent Living", 90.6, 89.8, 3386, 3290, 8105),
                                       ("Assisted Living and Memory Care", 85.2, 84.6, 5184, 5012, 12418),
                                       ("CCRCs (d)", 88.1, 87.9, 6044, 5870, 4012)]}


def t14():
    cols = (G("Weighted Average Occupancy (a)", [("o19", "2019"), ("o18", "2018")], pct=True, dec=1)
            + G("RevPOR (b)", [("p19", "2019"), ("p18", "2018")], money=True)
            + G("RevPAR (b)", [("a19", "2019"), ("a18", "2018")], money=True))
    d = D("t14", "snr", I7, "Occupancy, RevPOR and RevPAR by Segment", cols, style="band", family="DejaVuSerif",
          size=8.5, orient="landscape", corner="Year Ended December 31,", label_max=235,
          notes=["(a) Average occupied units divided by average available units; excludes managed communities.",
                 "(b) RevPOR is average monthly resident fee revenue per occupied unit; RevPAR is average monthly "
                 "resident fee revenue per available unit.",
                 "(c) Communities owned or leased and operated by Ambercliffe for all of 2019 and 2018.",
                 "(d) Continuing care retirement communities."])

    def v(o19, o18, p19, p18):
        return {"o19": o19, "o18": o18, "p19": p19, "p18": p18, "a19": r1(p19 * o19 / 100, 0),
                "a18": r1(p18 * o18 / 100, 0)}
    for sec, items in SNR_OCC.items():
        d.add(sec, kind="section")
        for x in items:
            d.add(x[0], v(*x[1:5]), level=1)
        occ = {y: wavg([(x[1 + i], x[5]) for x in items], 1) for i, y in enumerate(("19", "18"))}
        pr = {y: wavg([(x[3 + i], x[5] * x[1 + i]) for x in items], 0) for i, y in enumerate(("19", "18"))}
        d.add("Total same-community" if sec.startswith("Same") else "Total consolidated",
              v(occ["19"], occ["18"], pr["19"], pr["18"]), level=1, kind="subtotal")
    return d


SNR_REV = {"Independent living": (412306, 398118), "Assisted living and memory care": (806412, 781905),
           "CCRCs": (214118, 206812), "Entrance fee amortization (a)": (38412, 35906),
           "Medicare": (61205, 64812), "Medicaid": (42118, 40906), "Management fees": (24806, 26118),
           "Reimbursed costs incurred on behalf of managed communities (b)": (318405, 342118)}


def t15():
    cols = []
    for y in ("2019", "2018"):
        k = y[2:]
        cols += [Col("a" + k, (y, "Amount"), money=True, scale=1000, minw=70),
                 Col("s" + k, (y, "% of Total"), pct=True, dec=1, minw=52)]
    d = D("t15", "snr", I7, "Revenue by Source and Payer", cols, style="leader", family="LiberationSerif", size=9.5,
          orient="landscape", corner="(dollars in thousands)", sep_dollar=True, label_max=330,
          notes=["(a) Non-refundable entrance fees at CCRCs, recognized over the estimated stay of the residents.",
                 "(b) Costs of managed communities' employees and other operating costs reimbursed by the communities' "
                 "owners; recognized with an equal amount of expense."])
    total = {y: sum(v[i] for v in SNR_REV.values()) for i, y in enumerate(("19", "18"))}

    def v(pair):
        out = {}
        for i, y in enumerate(("19", "18")):
            out["a" + y], out["s" + y] = pair[i], r1(pair[i] * 100 / total[y], 1)
        return out

    def s(labels):
        return tuple(sum(SNR_REV[x][i] for x in labels) for i in range(2))
    d.add("Resident fees:", kind="section")
    d.add("Private pay:", level=1, kind="section")
    pp = ["Independent living", "Assisted living and memory care", "CCRCs"]
    for x in pp:
        d.add(x, v(SNR_REV[x]), level=2)
    d.add("Total private pay", v(s(pp)), level=2, kind="subtotal")
    d.add("Entrance fee amortization (a)", v(SNR_REV["Entrance fee amortization (a)"]), level=1)
    d.add("Government reimbursement:", level=1, kind="section")
    gv = ["Medicare", "Medicaid"]
    for x in gv:
        d.add(x, v(SNR_REV[x]), level=2)
    d.add("Total resident fees", v(s(pp + gv + ["Entrance fee amortization (a)"])), level=1, kind="subtotal")
    d.add("Management fees", v(SNR_REV["Management fees"]))
    x = "Reimbursed costs incurred on behalf of managed communities (b)"
    d.add(x, v(SNR_REV[x]))
    d.add("Total revenue", v((total["19"], total["18"])), kind="total")
    return d


SNR_TYPES = ("il", "al", "cc")
# end-of-2019 communities and units of independent living and assisted living; CCRCs are the remainder of t13
SNR_END = {"il": (58, 8830), "al": (118, 13806)}
# flow: {type: (communities, units)}
SNR_FLOW = [("Additions:", None, None),
            ("Acquisitions", {"il": (2, 310), "al": (4, 412), "cc": (1, 285)}, 1),
            ("Development openings", {"il": (1, 164), "al": (2, 188), "cc": (0, 0)}, 1),
            ("Expansions (a)", {"il": (0, 48), "al": (0, 36), "cc": (0, 72)}, 1),
            ("Reductions:", None, None),
            ("Dispositions", {"il": (-3, -402), "al": (-5, -388), "cc": (-1, -206)}, 1),
            ("Lease terminations", {"il": (-1, -118), "al": (-4, -296), "cc": (0, 0)}, 1),
            ("Management agreement terminations", {"il": (-2, -265), "al": (-3, -241), "cc": (-1, -318)}, 1),
            ("Conversions between segments (b)", {"il": (-1, -96), "al": (1, 96), "cc": (0, 0)}, 0)]


def t16():
    cols = []
    for name, t in (("Independent Living", "il"), ("Assisted Living and Memory Care", "al"), ("CCRCs", "cc"),
                    ("Total", "tt")):
        cols += G(name, [("c" + t, "Communities"), ("u" + t, "Units")])
    d = D("t16", "snr", I7, "Changes in the Community Portfolio", cols, style="boxed", family="DejaVuSansCondensed",
          size=9, orient="landscape", corner="Year Ended December 31, 2019", label_max=200,
          notes=["(a) Units added to existing communities; expansions do not change the number of communities.",
                 "(b) One community converted from independent living to assisted living after a renovation.",
                 "Includes owned, leased and managed communities."])
    ct, ut = snr_totals()
    end = dict(SNR_END)
    end["cc"] = (ct - end["il"][0] - end["al"][0], ut - end["il"][1] - end["al"][1])
    flows = [f for f in SNR_FLOW if f[1]]
    beg = {t: tuple(end[t][i] - sum(f[1][t][i] for f in flows) for i in range(2)) for t in SNR_TYPES}

    def v(per, dash=True):
        out = {}
        for t in SNR_TYPES:
            out["c" + t], out["u" + t] = per[t]
        out["ctt"] = sum(per[t][0] for t in SNR_TYPES)
        out["utt"] = sum(per[t][1] for t in SNR_TYPES)
        if dash:
            out = {k: nz(x) for k, x in out.items()}
        return out
    d.add("Balance at December 31, 2018", v(beg, False))
    for label, per, lvl in SNR_FLOW:
        if per is None:
            d.add(label, kind="section")
        else:
            d.add(label, v(per), level=lvl)
    d.add("Balance at December 31, 2019", v(end, False), kind="total")
    return d


# ============================================================== Tumblewyck Fitness Clubs (2019)
# location: (company-owned open, opened in 2019, franchised open, opened in 2019, members 000)
FIT_US = {"Northeast:": [("New York", 22, 2, 31, 3, 214.6), ("New Jersey", 14, 1, 18, 2, 131.2),
                         ("Pennsylvania", 11, 1, 24, 2, 128.4), ("Massachusetts", 9, 0, 12, 1, 88.5),
                         ("Connecticut", 5, 0, 8, 1, 45.3)],
          "Southeast:": [("Florida", 18, 3, 36, 4, 221.8), ("Georgia", 10, 1, 22, 3, 119.7),
                         ("North Carolina", 8, 1, 19, 2, 98.1), ("Virginia", 7, 0, 14, 1, 80.2),
                         ("Tennessee", 4, 1, 13, 2, 58.6)],
          "Central:": [("Ohio", 12, 1, 21, 1, 124.9), ("Illinois", 13, 2, 17, 2, 118.3),
                       ("Michigan", 6, 0, 15, 1, 76.4), ("Texas", 19, 2, 41, 5, 230.5),
                       ("Missouri", 4, 0, 11, 1, 54.2)],
          "West:": [("California", 16, 2, 28, 3, 198.4), ("Arizona", 7, 1, 16, 2, 84.7),
                    ("Colorado", 6, 1, 12, 1, 66.3), ("Washington", 5, 0, 10, 1, 57.9)]}
FIT_INTL = {"Canada:": [("Ontario", 9, 1, 14, 2, 92.4), ("Quebec", 4, 0, 9, 1, 44.8),
                        ("British Columbia", 5, 1, 6, 0, 41.6), ("Alberta", 3, 0, 7, 1, 36.2)],
            "U.K.:": [("England", 11, 2, 5, 1, 104.3), ("Scotland", 3, 0, 2, 0, 24.8), ("Wales", 2, 1, 1, 0, 15.1)]}
FIT_KEYS = ["oo", "on", "fo", "fn", "sys", "mem"]


def fit_members():
    return r1(sum(x[5] for g in (FIT_US, FIT_INTL) for rows in g.values() for x in rows), 1)


def t17():
    cols = (G("Company-Owned Clubs", [("oo", "Open at Year End"), ("on", "Opened in 2019")])
            + G("Franchised Clubs (a)", [("fo", "Open at Year End"), ("fn", "Opened in 2019")])
            + [Col("sys", ("System-wide", "Clubs"), minw=54),
               Col("mem", ("Members (in thousands) (b)",), dec=1, scale=1000, minw=66)])
    d = D("t17", "fit", I2, "Clubs by Location", cols, style="zebra", family="DejaVuSansCondensed", size=9,
          orient="landscape", corner="As of December 31, 2019", repeat_header=False, label_max=165,
          notes=["(a) Clubs owned and operated by franchisees under franchise agreements with initial terms of ten "
                 "years.",
                 "(b) Members of company-owned and franchised clubs, including family add-on members.",
                 "(c) Clubs in the U.K. are operated under the Tumblewyck name by a wholly owned subsidiary."])

    def v(x):
        oo, on, fo, fn, mem = x[1:]
        return {"oo": oo, "on": nz(on), "fo": fo, "fn": nz(fn), "sys": oo + fo, "mem": mem}
    d.add("U.S.:", kind="section")
    us = []
    for sec, items in FIT_US.items():
        d.add(sec, level=1, kind="section")
        rs = [d.add(x[0], v(x), level=2) for x in items]
        sumrows(d, rs, FIT_KEYS, "Total " + sec.rstrip(":"), level=2, dec={"mem": 1})
        us += rs
    sumrows(d, us, FIT_KEYS, "Total U.S.", level=1, dec={"mem": 1})
    d.add("Int'l:", kind="section")
    it = []
    for sec, items in FIT_INTL.items():
        d.add(sec if sec != "U.K.:" else "U.K. (c):", level=1, kind="section")
        rs = [d.add(x[0], v(x), level=2) for x in items]
        sumrows(d, rs, FIT_KEYS, "Total " + sec.rstrip(":"), level=2, dec={"mem": 1})
        it += rs
    sumrows(d, it, FIT_KEYS, "Total Int'l", level=1, dec={"mem": 1})
    sumrows(d, us + it, FIT_KEYS, "Total Tumblewyck", kind="total", dec={"mem": 1})
    d.split = fit_split(d)
    return d


# line: (2019 U.S., Int'l, 2018 U.S., Int'l)  $ millions
FIT_REV = {"Club operations:": [("Membership dues", 612.4, 98.1, 574.9, 90.4),
                                ("Enrollment and annual fees", 88.2, 12.4, 84.1, 11.8),
                                ("Personal training", 96.8, 21.3, 90.4, 19.1),
                                ("Retail and other", 24.1, 5.8, 23.4, 5.5)],
           "Franchise operations:": [("Royalties", 118.4, 6.8, 106.9, 6.1),
                                     ("Equipment sales to franchisees (a)", 141.2, 4.1, 152.8, 5.4),
                                     ("National advertising fund (b)", 38.9, 0, 35.1, 0)]}


def t18():
    cols = []
    for y in ("2019", "2018"):
        k = y[2:]
        cols += G(y, [("u" + k, "U.S."), ("i" + k, "Int'l"), ("t" + k, "Total")], dec=1)
    cols.append(Col("pc", ("Change in Total", "%"), pct=True, dec=1, pctsign=False, minw=50))
    d = D("t18", "fit", I7, "Revenues by Type and Geography", cols, style="unruled", family="DejaVuSerif", size=8.5,
          orient="landscape", subcaption="(in millions, except percentages)", money=True, scale=1000000,
          label_max=215,
          notes=["(a) Fitness equipment and club build-out materials sold to franchisees for new and remodeled clubs.",
                 "(b) Contributions of U.S. franchisees to the national advertising fund, recognized as revenue when the "
                 "fund's advertising is spent.",
                 "Int'l comprises Canada and the U.K."])

    def v(t):
        u19, i19, u18, i18 = t
        t19, t18 = r1(u19 + i19, 1), r1(u18 + i18, 1)
        return {"u19": u19, "i19": nz(i19), "t19": t19, "u18": u18, "i18": nz(i18), "t18": t18, "pc": chg(t19, t18)}
    allr = []
    for sec, items in FIT_REV.items():
        d.add(sec, kind="section")
        rs = [d.add(x[0], v(x[1:]), level=1) for x in items]
        d.add("Total " + sec.rstrip(":").lower(), v([tot(rs, k, 1) for k in ("u19", "i19", "u18", "i18")]),
              level=1, kind="subtotal")
        allr += rs
    d.add("Total revenues", v([tot(allr, k, 1) for k in ("u19", "i19", "u18", "i18")]), kind="total")
    return d


# tier: (members 2019, 2018 (000), average monthly dues 2019, 2018); franchised family add-on 2019 is the remainder
FIT_TIER = {"Company-owned clubs:": [("Classic", 512.4, 486.9, 14.99, 14.49), ("Premier (a)", 348.6, 322.4, 26.45, 25.20),
                                     ("Family add-on (b)", 96.3, 90.8, 9.99, 9.99)],
            "Franchised clubs:": [("Classic", 920.5, 858.2, 13.85, 13.40), ("Premier (a)", 571.8, 520.6, 24.90, 23.75),
                                  ("Family add-on (b)", None, 98.7, 9.49, 9.25)]}


def t19():
    cols = (G("Members at Year End (in thousands)", [("m19", "2019"), ("m18", "2018")], dec=1, scale=1000)
            + G("Average Monthly Dues", [("d19", "2019"), ("d18", "2018")], dec=2, money=True, scale=NOSCALE)
            + [Col("sh", ("Share of System Members", "2019"), pct=True, dec=1, minw=60)])
    d = D("t19", "fit", I7, "Members and Average Monthly Dues by Membership Tier", cols, style="booktabs",
          family="LiberationSansNarrow", size=10, corner="As of and for the Year Ended December 31,", label_max=200,
          notes=["(a) Premier members may use any Tumblewyck club and have access to recovery zones and guest "
                 "privileges.",
                 "(b) Additional members on a primary member's account, at a reduced monthly rate.",
                 "Average monthly dues are weighted by members at year end and exclude enrollment and annual fees."])
    known = sum(x[1] for rows in FIT_TIER.values() for x in rows if x[1] is not None)
    sysm = fit_members()
    rows_all = []
    for sec, items in FIT_TIER.items():
        d.add(sec, kind="section")
        rs = []
        for x in items:
            m19 = x[1] if x[1] is not None else r1(sysm - known, 1)
            rs.append(d.add(x[0], {"m19": m19, "m18": x[2], "d19": x[3], "d18": x[4],
                                   "sh": r1(m19 * 100 / sysm, 1)}, level=1))
        rows_all += rs
        d.add("Total " + sec.split()[0].lower(), agg_tier(rs, sysm), level=1, kind="subtotal")
    d.add("System-wide", agg_tier(rows_all, sysm), kind="total")
    return d


def agg_tier(rs, sysm):
    m19, m18 = tot(rs, "m19", 1), tot(rs, "m18", 1)
    return {"m19": m19, "m18": m18, "d19": wavg([(r.vals["d19"], r.vals["m19"]) for r in rs]),
            "d18": wavg([(r.vals["d18"], r.vals["m18"]) for r in rs]), "sh": r1(m19 * 100 / sysm, 1)}


# vintage: (clubs, average revenue per club 2019, 2018 ($000), club-level EBITDA margin 2019, 2018, same-club growth)
FIT_VIN = {"U.S.:": [("Opened 2013 and earlier", 88, 2412, 2356, 34.6, 33.9, 2.4),
                     ("Opened 2014\u20132016", 52, 2205, 2088, 31.2, 29.8, 5.6),
                     ("Opened 2017\u20132018", 37, 1806, 1412, 24.5, 16.8, 12.3)],
           "Canada:": [("Opened 2013 and earlier", 9, 1905, 1884, 30.8, 30.1, 1.1),
                       ("Opened 2014\u20132016", 6, 1712, 1655, 27.4, 26.2, 3.4),
                       ("Opened 2017\u20132018", 4, 1388, 1102, 19.6, 12.4, 10.8)],
           "U.K.:": [("Opened 2013 and earlier", 7, 2106, 2140, 28.9, 29.6, -1.6),
                     ("Opened 2014\u20132016", 4, 1918, 1866, 26.1, 25.3, 2.8),
                     ("Opened 2017\u20132018", 2, 1506, 1210, 18.2, 9.5, 14.6)]}


def t20():
    # the clubs open before 2019 match t17: company-owned open at year end less clubs opened in 2019
    for sec, src in (("U.S.:", [x for rows in FIT_US.values() for x in rows]), ("Canada:", FIT_INTL["Canada:"]),
                     ("U.K.:", FIT_INTL["U.K.:"])):
        assert sum(x[1] for x in FIT_VIN[sec]) == sum(x[1] - x[2] for x in src), sec
    cols = ([Col("n", ("Company-Owned Clubs (a)",), minw=62)]
            + G("Average Revenue per Club (in thousands)", [("r19", "2019"), ("r18", "2018")], money=True,
                scale=1000)
            + G("Club-Level EBITDA Margin (b)", [("e19", "2019"), ("e18", "2018")], pct=True, dec=1)
            + [Col("ss", ("Same-Club Revenue Growth (c)", "2019"), pct=True, dec=1, minw=64)])
    d = D("t20", "fit", I7, "Company-Owned Club Performance by Year Opened", cols, style="borderless",
          family="LiberationSans", size=9, orient="landscape", label_max=200, corner="Year Ended December 31,",
          notes=["(a) Clubs open at December 31, 2019, excluding the clubs opened in 2019.",
                 "(b) Club revenues less club operating costs (payroll, occupancy, utilities, repairs and marketing "
                 "placed at the club), as a percentage of club revenues.",
                 "(c) Change in revenues of clubs open for at least thirteen months at the start of each period."])
    allr = []

    def agg(rs):
        n = tot(rs, "n")
        rev = {y: sum(r.vals["n"] * r.vals["r" + y] for r in rs) for y in ("19", "18")}
        return {"n": n, "r19": r1(rev["19"] / n, 0), "r18": r1(rev["18"] / n, 0),
                "e19": wavg([(r.vals["e19"], r.vals["n"] * r.vals["r19"]) for r in rs], 1),
                "e18": wavg([(r.vals["e18"], r.vals["n"] * r.vals["r18"]) for r in rs], 1),
                "ss": wavg([(r.vals["ss"], r.vals["n"] * r.vals["r18"]) for r in rs], 1)}
    for sec, items in FIT_VIN.items():
        d.add(sec, kind="section")
        rs = [d.add(x[0], dict(zip(["n", "r19", "r18", "e19", "e18", "ss"], x[1:])), level=1) for x in items]
        d.add("Total " + sec.rstrip(":"), agg(rs), level=1, kind="subtotal")
        allr += rs
    d.add("Total company-owned clubs", agg(allr), kind="total")
    return d


# ============================================================== Gorsewind Renewable Partners (wind and solar, 2019)
# project: (gross MW, net MW, COD, counterparty, PPA expiration, remaining term years)
WND_PROJ = {
    "Wind:": {"ERCOT (Texas):": [("Hallowcrest Wind", 200.0, 200.0, "2010", "Utility", "2030", 10.8),
                                 ("Tollick Ridge Wind (b)", 249.6, 124.8, "2013", "Corporate", "2028", 8.5)],
              "SPP (Oklahoma and Kansas):": [("Sandhollow Wind", 150.0, 150.0, "2009", "Utility", "2029", 9.3),
                                             ("Wyndle Creek Wind (b)", 299.0, 224.3, "2011", "Utility", "2036", 16.9),
                                             ("Aspley Draw Wind", 201.6, 201.6, "2016", "Corporate", "2031", 11.4),
                                             ("Harnet Bluff Wind (b)", 98.9, 49.5, "2008", "Municipal", "2023", 3.6)],
              "MISO (Iowa and Illinois):": [("Oxbrook Wind", 175.5, 175.5, "2012", "Utility", "2032", 12.0),
                                            ("Lannerfield Wind (b)", 120.0, 96.0, "2015", "Cooperative", "2035", 15.2)],
              "Alberta, Canada:": [("Beverton Coulee Wind", 130.5, 130.5, "2014", "Provincial agency", "2034",
                                    14.7)]},
    "Solar:": {"CAISO (California):": [("Mirrow Valley Solar", 250.0, 250.0, "2016", "Utility", "2041", 21.6),
                                       ("Ketterby Solar (b)", 110.0, 55.0, "2017", "Municipal", "2037", 17.3)],
               "ERCOT (Texas):": [("Quellen Solar", 180.0, 180.0, "2018", "Corporate", "2034", 14.9),
                                  ("Dapplemere Solar", 96.0, 96.0, "2017", "Utility", "2033", 13.4)]},
}


def wnd_net(tech, region):
    return r1(sum(x[2] for x in WND_PROJ[tech][region]), 1)


def t21():
    cols = (G("Capacity (MW)", [("g", "Gross"), ("n", "Net (a)")], dec=1)
            + [Col("cod", ("Commercial Operation",), text=True, minw=62)]
            + [Col("cp", ("Power Purchase Agreement", "Counterparty (c)"), text=True, minw=92),
               Col("ex", ("Power Purchase Agreement", "Expiration"), text=True, minw=58)]
            + [Col("rt", ("Remaining Contract Term (years) (d)",), dec=1, minw=74)])
    d = D("t21", "wnd", I2, "Portfolio of Operating Projects", cols, style="band", family="LiberationSans", size=11,
          orient="landscape", corner="As of December 31, 2019", repeat_header=False, label_max=205,
          notes=["(a) Gorsewind's share of gross capacity, based on its ownership interest in each project.",
                 "(b) Project owned with a tax equity investor or a joint venture partner; net capacity reflects "
                 "Gorsewind's interest.",
                 "(c) Type of the offtaker under the project's power purchase agreement.",
                 "(d) Weighted by net capacity in the totals."])
    alltot = []
    for tech, regions in WND_PROJ.items():
        d.add(tech, kind="section")
        rs = []
        for region, items in regions.items():
            d.add(region, level=1, kind="section")
            reg = [d.add(x[0], {"g": x[1], "n": x[2], "cod": x[3], "cp": x[4], "ex": x[5], "rt": x[6]}, level=2)
                   for x in items]
            if len(reg) > 1:
                d.add("Total " + region.split(" (")[0].rstrip(":"), wnd_agg(reg), level=2, kind="subtotal")
            rs += reg
        d.add("Total " + tech.rstrip(":").lower(), wnd_agg(rs), level=1, kind="subtotal")
        alltot += rs
    d.add("Total portfolio", wnd_agg(alltot), kind="total")
    d.split = fit_split(d)
    return d


def wnd_agg(rs):
    return {"g": tot(rs, "g", 1), "n": tot(rs, "n", 1), "rt": wavg([(r.vals["rt"], r.vals["n"]) for r in rs], 1)}


WND_REG = [("Wind:", "ERCOT (Texas):", "ERCOT (Texas)"), ("Wind:", "SPP (Oklahoma and Kansas):", "SPP"),
           ("Wind:", "MISO (Iowa and Illinois):", "MISO"), ("Wind:", "Alberta, Canada:", "Alberta"),
           ("Solar:", "CAISO (California):", "CAISO (California)"), ("Solar:", "ERCOT (Texas):", "ERCOT (Texas)")]
# region label: (GWh 2019, 2018, availability % 2019, 2018)
WND_GEN = {("Wind:", "ERCOT (Texas)"): (1214.6, 1168.2, 97.2, 96.8), ("Wind:", "SPP"): (2306.4, 2381.9, 96.5, 97.1),
           ("Wind:", "MISO"): (856.3, 889.5, 97.8, 97.4), ("Wind:", "Alberta"): (402.8, 391.4, 95.9, 96.6),
           ("Solar:", "CAISO (California)"): (741.2, 728.4, 99.1, 98.8),
           ("Solar:", "ERCOT (Texas)"): (598.5, 571.3, 98.6, 98.9)}


def t22():
    cols = (G("Net Generation (GWh) (a)", [("g19", "2019"), ("g18", "2018")], dec=1)
            + G("Capacity Factor (b)", [("f19", "2019"), ("f18", "2018")], pct=True, dec=1)
            + G("Availability (c)", [("a19", "2019"), ("a18", "2018")], pct=True, dec=1))
    d = D("t22", "wnd", I7, "Net Generation, Capacity Factor and Availability by Market", cols, style="ledger",
          family="DejaVuSerifCondensed", size=9.5, paper="a4", corner="Year Ended December 31,", label_max=175,
          notes=["(a) Gorsewind's net share of the electricity generated, in gigawatt hours.",
                 "(b) Net generation divided by the net capacity of the projects multiplied by the hours in the year.",
                 "(c) Share of the hours in the year in which the turbines or inverters were available to generate, "
                 "weighted by net capacity."])
    rows = {"Wind:": [], "Solar:": []}
    for tech, region, label in WND_REG:
        mw = wnd_net(tech, region)
        g19, g18, a19, a18 = WND_GEN[(tech, label)]
        rows[tech].append((label, mw, g19, g18, a19, a18))

    def v(mw, g19, g18, a19, a18):
        return {"g19": g19, "g18": g18, "f19": r1(g19 * 1000 * 100 / (mw * 8760), 1),
                "f18": r1(g18 * 1000 * 100 / (mw * 8760), 1), "a19": a19, "a18": a18}

    def agg(items):
        mw = sum(x[1] for x in items)
        return v(mw, r1(sum(x[2] for x in items), 1), r1(sum(x[3] for x in items), 1),
                 wavg([(x[4], x[1]) for x in items], 1), wavg([(x[5], x[1]) for x in items], 1))
    for tech in ("Wind:", "Solar:"):
        d.add(tech, kind="section")
        for x in rows[tech]:
            d.add(x[0], v(*x[1:]), level=1)
        d.add("Total " + tech.rstrip(":").lower(), agg(rows[tech]), level=1, kind="subtotal")
    d.add("Total portfolio", agg(rows["Wind:"] + rows["Solar:"]), kind="total")
    return d


def wnd_gwh(y):
    return r1(sum(v[0 if y == "19" else 1] for v in WND_GEN.values()), 1)


# region: (2019 PPA, merchant, RECs and other; 2018 PPA, merchant, RECs and other) $000
WND_REV = {("Wind:", "ERCOT (Texas)"): (38412, 12806, 2118, 37906, 14218, 2006),
           ("Wind:", "SPP"): (71205, 4118, 3412, 73118, 3906, 3205),
           ("Wind:", "MISO"): (26812, 3905, 1806, 27406, 3412, 1712),
           ("Wind:", "Alberta"): (17318, 0, 905, 16912, 0, 812),
           ("Solar:", "CAISO (California)"): (58906, 0, 4812, 57812, 0, 4606),
           ("Solar:", "ERCOT (Texas)"): (31406, 6118, 1212, 29118, 7405, 1118)}
WND_HEDGE = (-4812, 2306)


def t23():
    cols = []
    for y in ("2019", "2018"):
        k = y[2:]
        cols += G(y, [("p" + k, "PPA"), ("m" + k, "Merchant (a)"), ("r" + k, "RECs and Other (b)"), ("t" + k, "Total")])
    d = D("t23", "wnd", I7, "Operating Revenues by Market and Type", cols, style="boxed", family="DejaVuSans",
          size=8.5, orient="landscape", corner="(in thousands, except per MWh)", money=True, scale=1000,
          sep_dollar=True, label_max=205,
          notes=["(a) Sales of energy at market prices, including energy not covered by a PPA.",
                 "(b) Renewable energy credits sold separately from energy, and capacity and ancillary services "
                 "revenues.",
                 "(c) Settlements of fixed-for-floating power swaps that hedge merchant generation.",
                 "(d) Total operating revenues divided by net generation."])
    keys = ["p19", "m19", "r19", "p18", "m18", "r18"]

    def v(t):
        out = {k: nz(x) for k, x in zip(keys, t)}
        out["t19"], out["t18"] = sum(t[:3]), sum(t[3:])
        return out
    allr = []
    for tech in ("Wind:", "Solar:"):
        d.add(tech, kind="section")
        rs = [d.add(label, v(WND_REV[(tc, label)]), level=1) for tc, _, label in WND_REG if tc == tech]
        d.add("Total " + tech.rstrip(":").lower(), v([tot(rs, k) for k in keys]), level=1, kind="subtotal")
        allr += rs
    h = d.add("Realized hedge settlements (c)", v((0, WND_HEDGE[0], 0, 0, WND_HEDGE[1], 0)))
    tv = v([tot(allr + [h], k) for k in keys])
    d.add("Total operating revenues", tv, kind="total")
    d.add("Average realized price per MWh (d)",
          {"t19": r1(tv["t19"] / wnd_gwh("19"), 2), "t18": r1(tv["t18"] / wnd_gwh("18"), 2)}, dec=2,
          scale=NOSCALE, dollar=True)
    return d


# line: (2019, 2018, 2017) $000
WND_CAFD = [("Net income (loss)", (41206, 28918, -12406), 0, None),
            ("Adjustments:", None, 0, "section"),
            ("Depreciation, amortization and accretion", (128406, 124118, 118905), 1, None),
            ("Interest expense, net", (61812, 64305, 66918), 1, None),
            ("Income tax expense (benefit)", (2118, 1406, -3812), 1, None),
            ("Unrealized (gain) loss on derivatives (a)", (-6418, 4812, 21306), 1, None),
            ("Non-cash equity compensation", (3206, 2905, 2412), 1, None),
            ("Adjusted EBITDA", "ebitda", 0, "subtotal"),
            ("Deduct:", None, 0, "section"),
            ("Cash interest paid", (-58906, -61418, -63205), 1, None),
            ("Principal amortization of project debt", (-52118, -48906, -45412), 1, None),
            ("Distributions to noncontrolling interests (b)", (-14812, -13905, -12118), 1, None),
            ("Maintenance capital expenditures", (-6205, -5812, -5406), 1, None),
            ("Cash available for distribution (c)", "cafd", 0, "total")]
WND_DPU = (1.520, 1.440, 1.360)


def t24():
    cols = (G("Year Ended December 31,", [("y19", "2019"), ("y18", "2018"), ("y17", "2017")])
            + [Col("ch", ("Change", "2019 vs. 2018"), minw=62)])
    d = D("t24", "wnd", I7, "Reconciliation of Net Income (Loss) to Adjusted EBITDA and Cash Available for "
          "Distribution", cols, style="leader", family="DejaVuSerif", size=8.5, subcaption="(in thousands, except per "
          "unit amounts)", money=True, scale=1000, label_max=250,
          notes=["(a) Changes in the fair value of power swaps and interest rate swaps not designated as hedges.",
                 "(b) Cash distributions to tax equity investors and joint venture partners in the projects marked (b) "
                 "in the portfolio table.",
                 "(c) A non-GAAP measure. Cash available for distribution should not be considered an alternative to "
                 "cash provided by operating activities."])
    acc = {"ebitda": [0, 0, 0], "cafd": [0, 0, 0]}

    def v(t):
        return {"y19": t[0], "y18": t[1], "y17": t[2], "ch": t[0] - t[1]}
    phase = 0
    for label, t, lvl, kind in WND_CAFD:
        if kind == "section":
            d.add(label, level=lvl, kind="section")
        elif isinstance(t, str):
            d.add(label, v(acc[t]), level=lvl, kind=kind, dollar=True)
            if t == "ebitda":
                acc["cafd"] = list(acc["ebitda"])
                phase = 1
        else:
            d.add(label, v(t), level=lvl)
            for i in range(3):
                acc["cafd" if phase else "ebitda"][i] += t[i]
    d.add("Distributions declared per LP unit", v(WND_DPU) | {"ch": r1(WND_DPU[0] - WND_DPU[1], 3)}, dec=3,
          scale=NOSCALE, dollar=True)
    return d


# ============================================================== Quiltmere Propane Partners (FY September 2019)
# state: (centers owned, leased, bulk storage 000 gallons, customer tanks owned 000, retail customers 000)
PRP_ST = {
    "Northeast:": [("Maine", 6, 3, 1420, 38.6, 31.2), ("New Hampshire", 5, 2, 1180, 31.4, 26.8),
                   ("Vermont", 4, 3, 960, 24.7, 20.1), ("New York", 11, 6, 2840, 72.3, 61.5),
                   ("Pennsylvania", 13, 5, 3105, 81.6, 70.4), ("Massachusetts", 3, 4, 880, 22.9, 19.6),
                   ("Connecticut", 2, 3, 610, 15.8, 13.2)],
    "Mid-Atlantic and Southeast:": [("Maryland", 4, 2, 920, 23.5, 19.9), ("Virginia", 7, 3, 1540, 40.2, 33.8),
                                    ("North Carolina", 9, 4, 2210, 58.1, 48.6), ("South Carolina", 5, 2, 1060, 27.4, 22.9),
                                    ("Georgia", 6, 3, 1380, 35.2, 29.4), ("Florida", 5, 5, 1210, 30.8, 26.5),
                                    ("Tennessee", 4, 2, 890, 22.6, 18.7)],
    "Midwest:": [("Ohio", 8, 3, 1960, 49.8, 41.2), ("Michigan", 10, 4, 2680, 66.9, 55.7),
                 ("Indiana", 6, 2, 1420, 36.1, 30.4), ("Illinois", 5, 3, 1310, 33.4, 27.8),
                 ("Wisconsin", 7, 2, 1740, 44.2, 36.9), ("Minnesota", 6, 3, 1590, 40.7, 33.5),
                 ("Iowa", 4, 1, 1020, 25.9, 21.6)],
    "West:": [("Colorado", 4, 2, 930, 22.8, 18.4), ("Arizona", 3, 3, 720, 17.9, 14.6),
              ("California", 6, 5, 1470, 37.2, 30.9), ("Washington", 3, 2, 680, 16.8, 13.7),
              ("Idaho", 2, 1, 450, 10.9, 8.8)],
}
PRP_KEYS = ["o", "l", "t", "blk", "tank", "cust"]
PRP_DEC = {"tank": 1, "cust": 1}


def t25():
    cols = (G("Customer Service Centers", [("o", "Owned"), ("l", "Leased"), ("t", "Total")])
            + [Col("blk", ("Bulk Storage (thousand gallons)", "Capacity (a)"), scale=1000, minw=72),
               Col("tank", ("Customer Tanks Owned (thousands) (b)",), dec=1, scale=1000, minw=72),
               Col("cust", ("Retail Customers (thousands)",), dec=1, scale=1000, minw=66)])
    d = D("t25", "prp", I2, "Customer Service Centers, Storage and Customers by State", cols, style="grid",
          family="DejaVuSansCondensed", size=9, orient="landscape", corner="As of September 30, 2019", repeat_header=True,
          label_max=175,
          notes=["(a) Water capacity of bulk storage tanks at customer service centers and satellite storage "
                 "locations.",
                 "(b) Propane tanks owned by Quiltmere and located at customers' premises."])

    def v(x):
        o, l_, blk, tank, cust = x[1:]
        return {"o": o, "l": l_, "t": o + l_, "blk": blk, "tank": tank, "cust": cust}
    allr = []
    for sec, items in PRP_ST.items():
        d.add(sec, kind="section")
        rs = [d.add(x[0], v(x), level=1) for x in items]
        sumrows(d, rs, PRP_KEYS, "Total " + sec.rstrip(":"), level=1, dec=PRP_DEC)
        allr += rs
    sumrows(d, allr, PRP_KEYS, "Total Quiltmere", kind="total", dec=PRP_DEC)
    d.split = fit_split(d)
    return d


# customer class: (fiscal 2019 gallons millions, revenues $000, margin cents/gal; fiscal 2018 the same)
PRP_RET = {"Propane:": [("Residential", 248.6, 612405, 142.6, 236.1, 571918, 138.2),
                        ("Commercial", 118.4, 224806, 96.8, 114.9, 210312, 94.1),
                        ("Agricultural", 42.7, 68918, 71.5, 47.3, 74206, 69.8),
                        ("Industrial", 31.2, 49605, 64.2, 30.5, 47118, 62.7),
                        ("Motor fuel (autogas) (b)", 18.6, 33412, 82.4, 17.2, 30605, 80.9)],
           "Fuel oil and refined fuels:": [("Residential", 26.4, 78306, 118.9, 28.1, 80412, 112.6),
                                           ("Commercial", 9.8, 27118, 71.3, 10.4, 27906, 68.4)]}


def t26():
    cols = []
    for y in ("2019", "2018"):
        k = y[2:]
        cols += [Col("g" + k, ("Fiscal " + y, "Gallons (millions)"), dec=1, scale=1000000),
                 Col("r" + k, ("Fiscal " + y, "Revenues (in thousands)"), money=True, scale=1000, minw=74),
                 Col("m" + k, ("Fiscal " + y, "Unit Margin (cents per gallon) (a)"), money=True, dec=1, scale=0.01,
                     nodollar=True, minw=70)]
    d = D("t26", "prp", I7, "Retail Gallons Sold, Revenues and Unit Margins by Customer Class", cols,
          style="booktabs", family="LiberationSerif", size=9.5, orient="landscape", corner="Year Ended September 30,",
          sep_dollar=True, label_max=210,
          notes=["(a) Revenues less cost of products sold, divided by gallons sold; cost of products sold excludes "
                 "depreciation and amortization.",
                 "(b) Propane sold for vehicle fleets, forklifts and mowers."])

    def v(t):
        return dict(zip(["g19", "r19", "m19", "g18", "r18", "m18"], t))

    def agg(rs):
        out = {}
        for y in ("19", "18"):
            out["g" + y] = tot(rs, "g" + y, 1)
            out["r" + y] = tot(rs, "r" + y)
            out["m" + y] = wavg([(r.vals["m" + y], r.vals["g" + y]) for r in rs], 1)
        return out
    allr = []
    for sec, items in PRP_RET.items():
        d.add(sec, kind="section")
        rs = [d.add(x[0], v(x[1:]), level=1) for x in items]
        d.add("Total " + sec.rstrip(":").lower(), agg(rs), level=1, kind="subtotal")
        allr += rs
    d.add("Total retail", agg(allr), kind="total")
    return d


def prp_gallons(y):
    return r1(sum(x[1 if y == "19" else 4] for x in PRP_RET["Propane:"]), 1)


QTRS = ("First Quarter", "Second Quarter", "Third Quarter", "Fourth Quarter")
# heating degree days by fiscal quarter: actual, normal
PRP_HDD = {"19": ((1912, 2604, 702, 38), (2018, 2712, 688, 45)), "18": ((2106, 2455, 812, 36), (2021, 2716, 690, 44))}
# retail propane gallons (millions) by region and fiscal quarter; the West's fourth quarter is the remainder
PRP_Q = {"19": {"Northeast": (62.4, 84.1, 22.6, 12.3), "Mid-Atlantic and Southeast": (31.5, 40.2, 12.8, 8.1),
                "Midwest": (38.2, 52.6, 15.4, 8.9), "West": (24.1, 28.7, 12.6, None)},
         "18": {"Northeast": (66.8, 79.4, 24.9, 11.6), "Mid-Atlantic and Southeast": (33.2, 37.1, 13.6, 7.8),
                "Midwest": (40.1, 47.9, 16.2, 8.4), "West": (20.4, 23.6, 11.9, None)}}


def t27():
    cols = []
    for y in ("2019", "2018"):
        k = y[2:]
        cols += G("Fiscal " + y, [(f"q{i + 1}_{k}", q) for i, q in enumerate(QTRS)] + [("yr_" + k, "Full Year")])
    d = D("t27", "prp", I7, "Weather and Retail Propane Volumes by Quarter", cols, style="zebra",
          family="LiberationSansNarrow", size=9.5, orient="landscape", label_max=200, corner="Fiscal quarter",
          notes=["(a) Population-weighted heating degree days in the areas Quiltmere serves, as reported by the "
                 "National Oceanic and Atmospheric Administration.",
                 "(b) The average of the heating degree days of the same period in the prior 30 years.",
                 "Quiltmere's first fiscal quarter ends December 31; the second quarter, which includes the peak "
                 "heating months, ends March 31."])
    hdd = {}
    for y in ("19", "18"):
        act, nor = PRP_HDD[y]
        hdd[y] = (list(act) + [sum(act)], list(nor) + [sum(nor)])
    q = {}
    for y in ("19", "18"):
        rest = sum(sum(x for x in t if x is not None) for t in PRP_Q[y].values())
        q[y] = {}
        for reg, t in PRP_Q[y].items():
            t = list(t)
            if t[3] is None:
                t[3] = r1(prp_gallons(y) - rest, 1)
                assert t[3] > 0
            q[y][reg] = t + [r1(sum(t), 1)]

    def v(get):
        out = {}
        for y in ("19", "18"):
            for i in range(5):
                out[(f"q{i + 1}_{y}" if i < 4 else "yr_" + y)] = get(y, i)
        return out
    d.add("Heating degree days (a):", kind="section")
    d.add("Actual", v(lambda y, i: hdd[y][0][i]), level=1)
    d.add("Normal (b)", v(lambda y, i: hdd[y][1][i]), level=1)
    d.add("Warmer (colder) than normal", v(lambda y, i: r1((hdd[y][1][i] - hdd[y][0][i]) * 100 / hdd[y][1][i], 1)),
          level=1, pct=True, dec=1)
    d.add("Retail propane gallons sold (millions):", kind="section")
    regs = list(PRP_Q["19"])
    for reg in regs:
        d.add(reg, v(lambda y, i, reg=reg: q[y][reg][i]), level=1, dec=1, scale=1000000)
    d.add("Total", v(lambda y, i: r1(sum(q[y][r][i] for r in regs), 1)), level=1, kind="subtotal", dec=1,
          scale=1000000)
    assert d.rows[-1].vals["yr_19"] == prp_gallons("19") and d.rows[-1].vals["yr_18"] == prp_gallons("18")
    return d


# ============================================================== Larkspindle Early Learning (child care, 2019)
# location: (employer-sponsored, retail, owned, leased, client site, licensed capacity)
CHD_US = [("Massachusetts", 22, 9, 3, 12, 16, 4215), ("New York", 18, 7, 1, 10, 14, 3380),
          ("New Jersey", 12, 8, 4, 9, 7, 2905), ("Pennsylvania", 9, 6, 5, 5, 5, 2140),
          ("Virginia", 11, 6, 4, 7, 6, 2430), ("North Carolina", 6, 7, 6, 4, 3, 1960),
          ("Georgia", 7, 8, 5, 6, 4, 2205), ("Illinois", 14, 10, 6, 11, 7, 3410),
          ("Texas", 16, 15, 9, 14, 8, 4620), ("Colorado", 8, 5, 2, 6, 5, 1815),
          ("California", 24, 12, 3, 18, 15, 5106), ("Washington", 10, 4, 1, 6, 7, 1890)]
CHD_INTL = [("U.K.", 38, 46, 21, 52, 11, 7906), ("Netherlands", 12, 41, 8, 39, 6, 4812), ("Ireland", 4, 9, 2, 9, 2, 1104)]
CHD_KEYS = ["es", "rt", "tc", "ow", "ls", "cs", "cap"]


def t28():
    for x in CHD_US + CHD_INTL:
        assert x[1] + x[2] == x[3] + x[4] + x[5], x
    cols = (G("Full-Service Centers", [("es", "Employer-Sponsored (a)"), ("rt", "Retail (b)"), ("tc", "Total")])
            + G("Premises", [("ow", "Owned"), ("ls", "Leased"), ("cs", "Client Site (c)")])
            + [Col("cap", ("Licensed Capacity (d)",), minw=60)])
    d = D("t28", "chd", I2, "Full-Service Child Care Centers by Location", cols, style="unruled",
          family="DejaVuSans", size=9, orient="landscape", corner="As of December 31, 2019", label_max=160,
          notes=["(a) Centers operated for a single employer or a consortium of employers, with priority enrollment "
                 "for their employees' children.",
                 "(b) Centers open to families in the community, with enrollment-based tuition.",
                 "(c) Centers in facilities provided by the employer client, for which Larkspindle pays no rent.",
                 "(d) Maximum number of children that the centers may enroll under their state or national licenses."])

    def v(x):
        es, rt, ow, ls, cs, cap = x[1:]
        return {"es": es, "rt": rt, "tc": es + rt, "ow": ow, "ls": ls, "cs": cs, "cap": cap}
    d.add("U.S.:", kind="section")
    us = [d.add(x[0], v(x), level=1) for x in CHD_US]
    sumrows(d, us, CHD_KEYS, "Total U.S.", level=1)
    d.add("Int'l:", kind="section")
    it = [d.add(x[0], v(x), level=1) for x in CHD_INTL]
    sumrows(d, it, CHD_KEYS, "Total Int'l", level=1)
    sumrows(d, us + it, CHD_KEYS, "Total Larkspindle", kind="total")
    return d


# line: {column: (2019, 2018)} $ millions; columns us, in (full-service U.S. / Int'l), bu (back-up care)
CHD_REV = {"Infant and toddler": {"us": (412.8, 386.1), "in": (162.4, 151.9)},
           "Preschool and pre-kindergarten": {"us": (518.3, 492.8), "in": (214.8, 206.1)},
           "School-age and summer programs": {"us": (96.4, 91.8), "in": (38.1, 36.4)},
           "Employer management and operating fees (b)": {"us": (188.4, 176.9), "in": (22.9, 21.1)},
           "Back-up care fees (c)": {"bu": (286.4, 258.9)},
           "Cost of services (d)": {"us": (886.1, 838.4), "in": (356.2, 339.8), "bu": (162.1, 149.3)}}


def t29():
    cols = []
    for seg, s in (("U.S.", "us"), ("Int'l", "in")):
        cols += [Col(s + y, ("Full-Service Center-Based Care", seg, "20" + y), dec=1) for y in ("19", "18")]
    cols += [Col("bu" + y, ("Back-Up Care (a)", "20" + y), dec=1) for y in ("19", "18")]
    cols += [Col("co" + y, ("Consolidated", "20" + y), dec=1) for y in ("19", "18")]
    d = D("t29", "chd", I8, "Revenue and Gross Profit by Segment", cols, style="band", family="DejaVuSerifCondensed",
          size=8.5, orient="landscape", corner="(in millions)", money=True, scale=1000000, label_max=230,
          notes=["(a) Back-up child and elder care in Larkspindle centers and in-home care through a network of "
                 "providers, sold to employers.",
                 "(b) Fees under management contracts for employer-sponsored centers, including cost-plus "
                 "arrangements.",
                 "(c) Fees paid by employer clients for back-up care use by their employees.",
                 "(d) Excludes depreciation and amortization."])
    segs = ("us", "in", "bu")

    def v(per):
        out = {}
        for s in segs:
            for i, y in enumerate(("19", "18")):
                out[s + y] = per.get(s, (0, 0))[i]
        for i, y in enumerate(("19", "18")):
            out["co" + y] = r1(sum(out[s + y] for s in segs), 1)
        return out

    def add(per):
        return {s: tuple(r1(sum(p.get(s, (0, 0))[i] for p in per), 1) for i in range(2)) for s in segs}

    def dash(vals):
        return {k: nz(x) for k, x in vals.items()}
    tu = ["Infant and toddler", "Preschool and pre-kindergarten", "School-age and summer programs"]
    d.add("Tuition:", kind="section")
    for x in tu:
        d.add(x, dash(v(CHD_REV[x])), level=1)
    tt = add([CHD_REV[x] for x in tu])
    d.add("Total tuition", dash(v(tt)), level=1, kind="subtotal")
    for x in ("Employer management and operating fees (b)", "Back-up care fees (c)"):
        d.add(x, dash(v(CHD_REV[x])))
    rev = add([CHD_REV[x] for x in tu] + [CHD_REV["Employer management and operating fees (b)"],
                                           CHD_REV["Back-up care fees (c)"]])
    rv = v(rev)
    d.add("Total revenue", rv, kind="total")
    cs = v(CHD_REV["Cost of services (d)"])
    d.add("Cost of services (d)", cs)
    gp = {k: r1(rv[k] - cs[k], 1) for k in rv}
    d.add("Gross profit", gp, kind="subtotal", dollar=True)
    d.add("Gross margin", {k: r1(gp[k] * 100 / rv[k], 1) for k in rv}, pct=True, dec=1)
    return d


# group: [(country, 2019 FTE, occupancy %, tuition per FTE $, 2018 FTE, occupancy, tuition)]
CHD_ENR = {"Mature centers (a):": [("U.S.", 25152, 78.6, 1642, 24806, 77.9, 1588),
                                   ("U.K.", 5120, 74.2, 1318, 5012, 73.5, 1276),
                                   ("Netherlands", 3337, 81.4, 1405, 3268, 80.2, 1362)],
           "Ramping centers (b):": [("U.S.", 2372, 58.2, 1704, 1905, 51.6, 1652),
                                    ("U.K.", 557, 55.4, 1356, 431, 47.9, 1305),
                                    ("Netherlands", 440, 61.8, 1448, 352, 54.3, 1401)]}


def t30():
    cols = []
    for y in ("2019", "2018"):
        k = y[2:]
        cols += [Col("f" + k, (y, "Average FTE Enrollment (c)")), Col("o" + k, (y, "Occupancy (d)"), pct=True, dec=1),
                 Col("t" + k, (y, "Average Monthly Tuition per FTE (e)"), money=True, minw=70)]
    d = D("t30", "chd", I7, "Enrollment, Occupancy and Tuition of Full-Service Centers", cols, style="borderless",
          family="DejaVuSerif", size=8.5, orient="landscape", corner="Year Ended December 31,", label_max=175,
          notes=["(a) Centers open for more than three years at the start of the year.",
                 "(b) Centers open for three years or less at the start of the year, including acquired centers in their "
                 "first year under Larkspindle.",
                 "(c) Full-time equivalent children enrolled, averaged over the year.",
                 "(d) Average FTE enrollment divided by average licensed capacity.",
                 "(e) Tuition revenue per FTE per month, in U.S. dollars; U.K. and Netherlands amounts are translated at "
                 "average exchange rates.",
                 "The centers in Ireland, acquired in 2019, are not included."])

    def v(x):
        return dict(zip(["f19", "o19", "t19", "f18", "o18", "t18"], x))

    def agg(xs):
        out = {}
        for y, j in (("19", 0), ("18", 3)):
            f = sum(x[1 + j] for x in xs)
            capacity = sum(x[1 + j] / (x[2 + j] / 100) for x in xs)
            out["f" + y], out["o" + y] = f, r1(f * 100 / capacity, 1)
            out["t" + y] = r1(sum(x[1 + j] * x[3 + j] for x in xs) / f, 0)
        return out
    allx = []
    for sec, items in CHD_ENR.items():
        d.add(sec, kind="section")
        for x in items:
            d.add(x[0], v(x[1:]), level=1)
        d.add("Total " + sec.split()[0].lower(), agg(items), level=1, kind="subtotal")
        allx += items
    d.add("All full-service centers", agg(allx), kind="total")
    return d


BUILDERS = [t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20,
            t21, t22, t23, t24, t25, t26, t27, t28, t29, t30]

# every invented proper name printed in the tables (check.py greps for each)
NAMES = (["Corrisdale", "Kilbrannock", "Fellmarsh", "Ambercliffe", "Tumblewyck", "Gorsewind", "Quiltmere",
          "Larkspindle"]
         + [x[0].split()[0] for regions in WND_PROJ.values() for rows in regions.values() for x in rows])


def docs():
    return [b() for b in BUILDERS]


def pdf_name(d):
    return f"as13-{d.key}.pdf"


def check_printed(d):
    """every numeric cell prints exactly its stored value"""
    for r in d.rows:
        for c in d.cols:
            v = r.vals.get(c.key)
            if isinstance(v, (int, float)) and not isinstance(v, bool):
                p = parse(d.printed(r, c))
                assert p is not None and abs(p - v) < 1e-9, (d.key, r.label, c.key, v, d.printed(r, c))


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
