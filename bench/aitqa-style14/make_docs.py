"""bench/aitqa-style14: thirty invented one-table 10-K extracts of eight companies in eight new industries.

    /work/main/.venv/bin/python bench/aitqa-style14/make_docs.py OUTDIR

Writes as14-t01.pdf ... as14-t30.pdf (byte-identical on every run). Every figure is in this file; totals,
subtotals, weighted averages, per-unit figures, shares, margins, ounces, roll-forward balances and changes are
computed here from the base figures, so each table adds up, and figures shared by two tables of one company agree.
The companies, mines and projects are invented (see NAMES); states, provinces, countries and towns are real places.
"""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from engine import NIL, NOSCALE, Col, Doc, Geometry, fit_split, parse, render  # noqa: E402

I1 = "Item 1. Business"
I2 = "Item 2. Properties"
I6 = "Item 6. Selected Financial Data"
I7 = "Item 7. Management's Discussion and Analysis of Financial Condition and Results of Operations"
I8 = "Item 8. Financial Statements and Supplementary Data \u2014 Notes to Consolidated Financial Statements"

CO = {  # key: (company, short name, period as the report heading states it)
    "mus": ("Fernhallow Mushroom Farms, Inc.", "Fernhallow", "the fiscal year ended June 30, 2019"),
    "out": ("Brinscombe Outlet Realty Trust", "Brinscombe", "the year ended December 31, 2019"),
    "egg": ("Tullicombe Egg Farms, Inc.", "Tullicombe", "the fiscal year ended June 1, 2019"),
    "mar": ("Culvermead Marinas, Inc.", "Culvermead", "the year ended December 31, 2019"),
    "csh": ("Loxhaven Express Wash, Inc.", "Loxhaven", "the year ended December 31, 2019"),
    "gld": ("Carrowmede Gold Corporation", "Carrowmede", "the year ended December 31, 2019"),
    "rad": ("Wethermoor Broadcasting Company", "Wethermoor", "the year ended December 31, 2018"),
    "auc": ("Ormsgate Vehicle Auctions, Inc.", "Ormsgate", "the year ended December 31, 2019"),
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
    return v if isinstance(v, (int, float)) and not isinstance(v, bool) else 0


def tot(rows, key, d=0):
    return r1(sum(num(r.vals.get(key)) for r in rows), d)


def wavg(pairs, d=2):
    pairs = [(v, w) for v, w in pairs if isinstance(v, (int, float)) and isinstance(w, (int, float)) and w]
    return r1(sum(v * w for v, w in pairs) / sum(w for v, w in pairs), d)


def sumrows(d, rows, keys, label, level=0, kind="subtotal", dec=None, **kw):
    dec = dec or {}
    return d.add(label, {k: nz(tot(rows, k, dec.get(k, 0))) for k in keys}, level=level, kind=kind, **kw)


def nz(x):
    """a nil amount prints as a dash"""
    return NIL if x == 0 else x


def two_pages(d):
    """split where page 1 is full; the table must need two pages"""
    d.split = fit_split(d)
    assert d.split is not None and d.split < len(d.rows) - 1, (d.key, "expected two pages", d.split)
    return d


def total_alone(d):
    """stretch the rows until page 1 holds everything but the grand total, which goes alone to page 2"""
    n = len(d.rows)
    for k in range(120):
        d.lead = round(1.30 + 0.01 * k, 2)
        if Geometry(d).capacity(1) == n - 1:
            break
    else:
        raise AssertionError((d.key, "cannot put the total alone on page 2"))
    assert d.rows[-1].kind == "total"
    d.split = n - 1
    return d


# ============================================================== Fernhallow Mushroom Farms (FY ended June 30, 2019)
# state: (owned farms, leased farms, growing rooms, bed area 000 sq ft, annual capacity million lb, employees)
MUS_US = {
    "Mid-Atlantic:": [("Pennsylvania", 9, 2, 212, 1486, 96.4, 1912), ("Delaware", 2, 1, 48, 322, 19.8, 402),
                      ("Maryland", 1, 1, 36, 241, 14.6, 288)],
    "Midwest:": [("Illinois", 2, 0, 44, 301, 18.2, 355), ("Ohio", 1, 1, 30, 198, 12.1, 246),
                 ("Tennessee", 1, 0, 22, 150, 9.3, 171), ("Missouri", 1, 1, 26, 172, 10.4, 214)],
    "South and West:": [("Texas", 2, 1, 54, 368, 22.9, 470), ("Florida", 1, 0, 20, 131, 8.0, 160),
                        ("California", 3, 1, 72, 496, 30.6, 615), ("Colorado", 1, 0, 18, 118, 7.2, 141),
                        ("Oregon", 0, 1, 16, 104, 6.5, 128)],
}
MUS_CAN = [("Ontario", 3, 1, 66, 452, 28.1, 598), ("British Columbia", 1, 1, 28, 190, 11.6, 245),
           ("Quebec", 1, 0, 14, 92, 5.6, 118)]
MUS_KEYS = ["own", "lse", "tl", "rooms", "bed", "cap", "emp"]


def t01():
    cols = (G("Farms", [("own", "Owned"), ("lse", "Leased (a)"), ("tl", "Total")])
            + [Col("rooms", ("Growing Rooms",), minw=58),
               Col("bed", ("Bed Area", "Sq. Ft. (in thousands)"), scale=1000, minw=70),
               Col("cap", ("Annual Capacity (b)", "Pounds (in millions)"), dec=1, scale=1000000, minw=70),
               Col("emp", ("Employees (c)",), minw=64)])
    d = D("t01", "mus", I2, "Mushroom Growing Farms by Location", cols, style="booktabs", family="DejaVuSans",
          size=11, orient="landscape", corner="As of June 30, 2019", repeat_header=False,
          notes=["(a) Farms leased under operating leases with remaining terms of three to twenty years; compost "
                 "wharves at leased farms are owned.",
                 "(b) Fresh-weight pounds at full production on a 365-day cropping schedule.",
                 "(c) Full-time and seasonal employees, including harvesting staff, at June 30, 2019.",
                 "(d) Farms in Canada are operated by Fernhallow Farms Canada Ltd., a wholly owned subsidiary."])

    def v(s):
        o, l_, rooms, bed, cap, emp = s[1:]
        return {"own": nz(o), "lse": nz(l_), "tl": o + l_, "rooms": rooms, "bed": bed, "cap": cap, "emp": emp}
    d.add("U.S. farms:", kind="section")
    us = []
    for region, states in MUS_US.items():
        d.add(region, level=1, kind="section")
        rs = [d.add(s[0], v(s), level=2) for s in states]
        sumrows(d, rs, MUS_KEYS, "Total " + region.rstrip(":"), level=2, dec={"cap": 1})
        us += rs
    sumrows(d, us, MUS_KEYS, "Total U.S.", level=1, dec={"cap": 1})
    d.add("Int'l (Canada) (d):", kind="section")
    can = [d.add(s[0], v(s), level=1) for s in MUS_CAN]
    sumrows(d, can, MUS_KEYS, "Total Int'l", level=1, dec={"cap": 1})
    sumrows(d, us + can, MUS_KEYS, "Total Fernhallow", kind="total", dec={"cap": 1})
    return two_pages(d)


# channel: [(variety, fiscal 2019 pounds (millions), price per pound, fiscal 2018 pounds, price)]
MUS_SALES = {"Retail fresh:": [("White button", 142.6, 1.62, 138.9, 1.58), ("Brown (cremini)", 58.4, 2.14, 52.7, 2.09),
                               ("Portabella", 31.8, 2.36, 32.5, 2.31), ("Specialty (a)", 9.7, 5.88, 8.1, 5.72)],
             "Foodservice fresh:": [("White button", 88.3, 1.21, 91.6, 1.19),
                                    ("Brown (cremini)", 21.5, 1.74, 19.8, 1.70), ("Portabella", 14.2, 1.92, 15.0, 1.90)],
             "Processed (b):": [("Canned and jarred", 26.4, 1.08, 28.9, 1.05), ("Frozen", 12.9, 1.32, 12.1, 1.27)]}


def mus_sales_value(lb, price):
    return r1(lb * price * 1000, 0)     # million pounds x dollars per pound, in thousands of dollars


def mus_pounds(y):
    return r1(sum(x[1 if y == "19" else 3] for xs in MUS_SALES.values() for x in xs), 1)


def mus_channel_sales(channels, y):
    j = 1 if y == "19" else 3
    return sum(mus_sales_value(x[j], x[j + 1]) for c in channels for x in MUS_SALES[c])


def t02():
    cols = []
    for y in ("19", "18"):
        cols += [Col("lb" + y, (f"Fiscal 20{y}", "Pounds Sold (millions)"), dec=1, scale=1000000),
                 Col("s" + y, (f"Fiscal 20{y}", "Net Sales (in thousands)"), money=True, scale=1000),
                 Col("p" + y, (f"Fiscal 20{y}", "Average Price per Pound"), money=True, dec=2, scale=NOSCALE)]
    d = D("t02", "mus", I7, "Mushroom Sales Volume and Average Selling Price by Channel and Variety", cols,
          style="zebra", family="LiberationSans", size=9, orient="landscape", corner="Year Ended June 30,",
          notes=["(a) Shiitake, oyster, maitake and other exotic varieties grown at the Pennsylvania and Ontario farms.",
                 "(b) Processed mushrooms are sold to food manufacturers and retailers under private label.",
                 "Average price per pound is net sales divided by pounds sold, after trade promotions and before "
                 "freight billed to customers."])

    def v(x):
        out = {}
        for y, j in (("19", 1), ("18", 3)):
            out["lb" + y], out["p" + y] = x[j], x[j + 1]
            out["s" + y] = mus_sales_value(x[j], x[j + 1])
        return out

    def agg(rs):
        out = {}
        for y in ("19", "18"):
            out["lb" + y] = tot(rs, "lb" + y, 1)
            out["s" + y] = tot(rs, "s" + y)
            out["p" + y] = r1(out["s" + y] / out["lb" + y] / 1000, 2)
        return out
    allr = []
    for sec, items in MUS_SALES.items():
        d.add(sec, kind="section")
        rs = [d.add(x[0], v(x), level=1) for x in items]
        name = sec.split(" (")[0].rstrip(":").lower()
        d.add("Total " + name, agg(rs), level=1, kind="subtotal")
        allr += rs
    d.add("Total mushroom sales", agg(allr), kind="total")
    return d


# segment/year: (growing and harvesting, packaging and distribution, SG&A, restructuring); the U.S. fresh segment's
# cost of sales is the rest of the cost of production in t04 (growing inputs, labor and farm overhead are growing and
# harvesting; packaging and freight are packaging and distribution)
MUS_CAN_SALES = {"19": 118406, "18": 104918}
MUS_SEG_COST = {"c19": (96412, 17206, 7318, 1912), "c18": (81204, 15318, 6905, 0),
                "p19": (36118, 6904, 2105, 0), "p18": (35412, 6512, 2018, 1406)}
MUS_SGA_US = {"19": (41206, 0), "18": (39860, 0)}


def mus_segment_sales():
    out = {}
    for y in ("19", "18"):
        fresh = mus_channel_sales(["Retail fresh:", "Foodservice fresh:"], y)
        out["c" + y] = MUS_CAN_SALES[y]
        out["u" + y] = fresh - MUS_CAN_SALES[y]
        out["p" + y] = mus_channel_sales(["Processed (b):"], y)
    return out


def mus_cost_totals(y):
    """(growing and harvesting, packaging and distribution) of t04 for fiscal 20y"""
    j = 1 if y == "19" else 2
    pack = sum(x[j] for x in MUS_COST["Packaging and freight:"])
    allc = sum(x[j] for xs in MUS_COST.values() for x in xs)
    return allc - pack, pack


def t03():
    cols = []
    for seg, s in (("U.S.", "u"), ("Canada (a)", "c")):
        cols += [Col(s + y, ("Fresh Mushrooms", seg, "20" + y)) for y in ("19", "18")]
    cols += [Col("p" + y, ("Processed Products", "20" + y)) for y in ("19", "18")]
    cols += [Col("t" + y, ("Consolidated", "20" + y)) for y in ("19", "18")]
    d = D("t03", "mus", I8, "Segment Information", cols, style="grid", family="DejaVuSansCondensed", size=8.5,
          orient="landscape", corner="Fiscal year ended June 30 (in thousands)", money=True, scale=1000,
          notes=["(a) The Canada fresh segment comprises the farms in Ontario, British Columbia and Quebec.",
                 "(b) Costs of plant closure and farm consolidation in Canada (fiscal 2019) and of the exit from "
                 "a co-packing arrangement (fiscal 2018).",
                 "(c) Gross profit as a percentage of net sales."])
    sales = mus_segment_sales()
    keys = [c.key for c in cols]
    seg = {}
    cost = dict(MUS_SEG_COST)
    for y in ("19", "18"):
        gh, pk = mus_cost_totals(y)
        cost["u" + y] = (gh - cost["c" + y][0] - cost["p" + y][0], pk - cost["c" + y][1] - cost["p" + y][1]) \
            + MUS_SGA_US[y]
    for k in ("u19", "u18", "c19", "c18", "p19", "p18"):
        gh, pk, sga, rst = cost[k]
        seg[k] = dict(ns=sales[k], gh=gh, pk=pk, tc=gh + pk, gp=sales[k] - gh - pk, sga=sga, rst=rst,
                      oi=sales[k] - gh - pk - sga - rst)
    for y in ("19", "18"):
        seg["t" + y] = {f: sum(seg[s + y][f] for s in "ucp") for f in seg["u19"]}

    def line(f):
        return {k: nz(seg[k][f]) for k in keys}
    d.add("Net sales", line("ns"))
    d.add("Cost of sales:", kind="section")
    d.add("Growing and harvesting", line("gh"), level=1)
    d.add("Packaging and distribution", line("pk"), level=1)
    d.add("Total cost of sales", line("tc"), level=1, kind="subtotal")
    d.add("Gross profit", line("gp"), kind="subtotal")
    d.add("Selling, general and administrative", line("sga"))
    d.add("Restructuring charges (b)", line("rst"))
    d.add("Segment operating income (loss)", line("oi"), kind="total")
    d.add("Gross margin (c)", {k: r1(seg[k]["gp"] * 100 / seg[k]["ns"], 1) for k in keys}, pct=True, dec=1)
    return d


MUS_COST = {"Growing inputs:": [("Compost materials", 118406, 109812), ("Spawn and casing soil", 41208, 38944),
                                ("Energy and utilities", 33517, 36020)],
            "Labor:": [("Harvesting labor", 201344, 188120), ("Farm and compost yard labor", 62915, 60402),
                       ("Employee benefits (b)", 38770, 35118)],
            "Packaging and freight:": [("Packaging materials", 54106, 52877), ("Outbound freight", 47912, 43365)],
            None: [("Farm overhead and depreciation", 29840, 28215)]}


def t04():
    cols = []
    for y in ("19", "18"):
        cols += [Col("a" + y, (f"Fiscal 20{y}", "Amount (in thousands)"), scale=1000),
                 Col("c" + y, (f"Fiscal 20{y}", "Cents per Pound (a)"), dec=1, scale=0.01, sign=False)]
    cols += [Col("ch", ("Change in Cost per Pound", "Cents"), dec=1, scale=0.01, sign=False, minw=60)]
    d = D("t04", "mus", I7, "Cost of Mushroom Production", cols, style="leader", family="LiberationSerif",
          size=9.5, corner="Year Ended June 30,", money=True, sep_dollar=True,
          notes=["(a) Cost per pound of mushrooms sold, in cents; pounds sold were 405.8 million in fiscal 2019 "
                 "and 399.6 million in fiscal 2018.",
                 "(b) Health insurance, payroll taxes and workers' compensation for farm employees."])
    lbs = {"19": mus_pounds("19"), "18": mus_pounds("18")}
    assert (lbs["19"], lbs["18"]) == (405.8, 399.6)

    def v(a19, a18):
        out = {"a19": a19, "a18": a18}
        for y, a in (("19", a19), ("18", a18)):
            out["c" + y] = r1(a / lbs[y] / 10, 1)
        out["ch"] = r1(out["c19"] - out["c18"], 1)
        return out
    allx = []
    for sec, items in MUS_COST.items():
        if sec:
            d.add(sec, kind="section")
        for x in items:
            d.add(x[0], v(x[1], x[2]), level=1 if sec else 0)
        if sec:
            d.add("Total " + sec.rstrip(":").lower(), v(sum(x[1] for x in items), sum(x[2] for x in items)),
                  level=1, kind="subtotal")
        allx += items
    d.add("Total cost of production", v(sum(x[1] for x in allx), sum(x[2] for x in allx)), kind="total")
    return d


# ============================================================== Brinscombe Outlet Realty Trust (2019)
# center: (year opened or acquired, GLA 000 sq ft, % leased 2019, % leased 2018, sales psf 2019, 2018, stores)
OUT_CONS = {
    "U.S. Northeast:": [("Kittery, Maine", "1998", 312, 96.4, 97.1, 402, 396, 78),
                        ("North Conway, New Hampshire", "2004", 268, 94.8, 95.6, 371, 377, 64),
                        ("Tannersville, Pennsylvania", "2007", 405, 97.2, 96.5, 418, 409, 102),
                        ("Riverhead, New York", "2011", 521, 98.1, 98.4, 512, 498, 131)],
    "U.S. Southeast:": [("Myrtle Beach, South Carolina", "2002", 388, 95.6, 96.2, 386, 391, 96),
                        ("Sevierville, Tennessee", "2009", 446, 97.8, 97.0, 428, 415, 118),
                        ("Foley, Alabama", "1999", 354, 92.4, 94.1, 334, 346, 88),
                        ("Commerce, Georgia", "2013", 371, 96.9, 97.3, 362, 358, 94)],
    "U.S. Midwest and West:": [("Branson, Missouri", "2006", 302, 91.7, 93.5, 318, 327, 73),
                               ("Williamsburg, Iowa", "2001", 277, 93.2, 92.8, 301, 298, 66),
                               ("Mesa, Arizona", "2016", 394, 98.6, 97.9, 455, 441, 104),
                               ("Park City, Utah", "2014", 233, 97.4, 98.2, 436, 429, 57)],
}
OUT_JV = [("Galveston, Texas", "2012", 353, 96.1, 95.4, 389, 381, 90),
          ("Charlotte, North Carolina", "2015", 398, 99.2, 99.0, 468, 452, 105),
          ("Columbus, Ohio", "2017", 355, 97.5, 96.1, 421, 405, 92)]
OUT_CAN = [("Cookstown, Ontario", "2014", 308, 98.8, 98.5, 552, 531, 79),
           ("Bromont, Quebec", "2016", 161, 92.9, 91.6, 347, 339, 44),
           ("Halifax, Nova Scotia", "2018", 214, 95.3, 93.8, 398, 385, 58)]


def t05():
    cols = [Col("yr", ("Year Opened or Acquired",), text=True, minw=62),
            Col("own", ("Our Ownership (a)",), pct=True, minw=58),
            Col("gla", ("GLA (sq. ft. in thousands)",), scale=1000, minw=64)]
    cols += G("Percent Leased", [("o19", "Dec. 31, 2019"), ("o18", "Dec. 31, 2018")], pct=True, dec=1, minw=56)
    cols += G("Sales per Sq. Ft. (b)", [("s19", "2019"), ("s18", "2018")], money=True, scale=NOSCALE, minw=52)
    cols += [Col("st", ("Stores",), minw=44)]
    d = D("t05", "out", I2, "Outlet Center Portfolio", cols, style="ledger", family="DejaVuSans", size=8.5,
          orient="landscape", repeat_header=True, corner="As of December 31, 2019",
          notes=["(a) Our economic interest; joint venture centers are managed and leased by Brinscombe.",
                 "(b) Reported tenant sales per square foot for the twelve months ended December 31, for stores of "
                 "10,000 square feet or less open at least twelve months.",
                 "(c) 50% joint ventures with institutional partners; presented at 100% of the center.",
                 "(d) 50% joint venture with a Canadian real estate company; sales converted at the average "
                 "exchange rate for each year."])

    def v(x, own):
        return {"yr": x[1], "own": own, "gla": x[2], "o19": x[3], "o18": x[4], "s19": x[5], "s18": x[6],
                "st": x[7]}

    def agg(rs):
        out = {"gla": tot(rs, "gla"), "st": tot(rs, "st")}
        for k in ("o19", "o18"):
            out[k] = wavg([(r.vals[k], r.vals["gla"]) for r in rs], 1)
        for k in ("s19", "s18"):
            out[k] = wavg([(r.vals[k], r.vals["gla"]) for r in rs], 0)
        return out
    d.add("Consolidated outlet centers:", kind="section")
    cons = []
    for region, xs in OUT_CONS.items():
        d.add(region, level=1, kind="section")
        rs = [d.add(x[0], v(x, 100), level=2) for x in xs]
        d.add("Total " + region.replace("U.S. ", "").rstrip(":"), agg(rs), level=2, kind="subtotal")
        cons += rs
    d.add("Total consolidated", agg(cons), level=1, kind="subtotal")
    d.add("Unconsolidated joint ventures (c):", kind="section")
    jv = [d.add(x[0], v(x, 50), level=1) for x in OUT_JV]
    d.add("Total unconsolidated", agg(jv), level=1, kind="subtotal")
    d.add("Int'l (Canada) joint venture (d):", kind="section")
    can = [d.add(x[0], v(x, 50), level=1) for x in OUT_CAN]
    d.add("Total Int'l", agg(can), level=1, kind="subtotal")
    d.add("Total portfolio", agg(cons + jv + can), kind="total")
    return total_alone(d)


OUT_YEARS = ["2020", "2021", "2022", "2023", "2024", "2025", "2026 and thereafter"]
# group: [(leases, sq ft 000, rent per sq ft)] by expiration year
OUT_EXP = {"Consolidated outlet centers:": [(312, 1104, 24.80), (268, 955, 25.42), (241, 872, 26.10),
                                            (198, 714, 27.35), (156, 590, 26.88), (102, 402, 28.15),
                                            (138, 781, 22.64)],
           "Unconsolidated joint ventures (c):": [(61, 214, 27.90), (55, 188, 28.40), (47, 166, 29.05),
                                                  (40, 152, 30.10), (33, 129, 29.70), (21, 88, 31.25),
                                                  (29, 171, 24.95)]}


def t06():
    cols = (G("Expiring Leases", [("n", "Number"), ("sf", "Square Feet (in thousands)")])
            + [Col("pg", ("% of Leased GLA (a)",), pct=True, dec=1, minw=58)]
            + G("Annualized Base Rent (b)", [("abr", "Amount (in thousands)"), ("psf", "Per Sq. Ft.")], money=True))
    cols[1].scale = 1000
    cols[3].scale, cols[4].scale, cols[4].dec = 1000, NOSCALE, 2
    d = D("t06", "out", I2, "Lease Expirations", cols, style="boxed", family="DejaVuSerifCondensed", size=9,
          orient="landscape", sep_dollar=True, corner="Year of lease expiration",
          notes=["(a) Square feet of expiring leases as a percentage of the leased GLA of the group at "
                 "December 31, 2019.",
                 "(b) Monthly base rent in effect at December 31, 2019, multiplied by twelve; excludes percentage "
                 "rent and tenant reimbursements.",
                 "(c) Presented at 100% of the joint venture centers, including the Canadian joint venture."])

    for sec, xs in OUT_EXP.items():
        d.add(sec, kind="section")
        total_sf = sum(x[1] for x in xs)
        rs = []
        for yr, (n, sf, psf) in zip(OUT_YEARS, xs):
            rs.append(d.add(yr, {"n": n, "sf": sf, "pg": r1(sf * 100 / total_sf, 1), "abr": r1(sf * psf, 0),
                                 "psf": psf}, level=1))
        abr = tot(rs, "abr")
        d.add("Total " + ("consolidated" if sec.startswith("Cons") else "unconsolidated"),
              {"n": tot(rs, "n"), "sf": total_sf, "pg": 100.0, "abr": abr, "psf": r1(abr / total_sf, 2)},
              level=1, kind="subtotal", dollar=True)
    return d


# group: {measure: (re-tenanted 2019, 2018, renewals 2019, 2018)}
OUT_LEASING = {"Consolidated outlet centers:": {"n": (104, 96, 288, 301), "sf": (412, 371, 1102, 1168),
                                                "new": (27.84, 26.90, 25.06, 24.88), "old": (25.12, 25.46, 24.71, 23.95),
                                                "ta": (31.40, 28.75, 2.10, 1.85), "term": (6.8, 7.1, 3.4, 3.6)},
               "Unconsolidated joint ventures:": {"n": (22, 25, 58, 52), "sf": (86, 97, 214, 188),
                                                  "new": (29.45, 30.12, 27.02, 28.40),
                                                  "old": (28.10, 28.36, 27.70, 27.55),
                                                  "ta": (28.80, 33.15, 1.95, 2.40), "term": (7.2, 6.9, 3.1, 3.3)}}


def t07():
    cols = (G("Re-tenanted Space (a)", [("r19", "2019"), ("r18", "2018")])
            + G("Renewals", [("n19", "2019"), ("n18", "2018")])
            + G("Total", [("t19", "2019"), ("t18", "2018")]))
    d = D("t07", "out", I7, "Leasing Activity", cols, style="band", family="LiberationSansNarrow", size=9.5,
          corner="Year Ended December 31,",
          notes=["(a) Leases signed for space vacated by a previous tenant, including relocations within a center.",
                 "(b) Change in the average initial base rent over the average expiring base rent of the same "
                 "space, on a straight-line basis.",
                 "(c) Landlord contributions to tenant build-out, per square foot leased."])
    for sec, m in OUT_LEASING.items():
        d.add(sec, kind="section")
        vals = {}
        for f in m:
            for i, k in enumerate(("r19", "r18", "n19", "n18")):
                vals.setdefault(f, {})[k] = m[f][i]
        for y in ("19", "18"):
            sfr, sfn = vals["sf"]["r" + y], vals["sf"]["n" + y]
            vals["n"]["t" + y] = vals["n"]["r" + y] + vals["n"]["n" + y]
            vals["sf"]["t" + y] = sfr + sfn
            for f, dd in (("new", 2), ("old", 2), ("ta", 2), ("term", 1)):
                vals[f]["t" + y] = r1((vals[f]["r" + y] * sfr + vals[f]["n" + y] * sfn) / (sfr + sfn), dd)
        spread = {k: chg(vals["new"][k], vals["old"][k]) for k in vals["n"]}
        d.add("Number of leases signed", vals["n"], level=1)
        d.add("Square feet (in thousands)", vals["sf"], level=1, scale=1000)
        d.add("Average initial base rent per sq. ft.", vals["new"], level=1, money=True, dec=2)
        d.add("Average expiring base rent per sq. ft.", vals["old"], level=1, money=True, dec=2)
        d.add("Rent spread (b)", spread, level=1, pct=True, dec=1)
        d.add("Tenant allowance per sq. ft. (c)", vals["ta"], level=1, money=True, dec=2)
        d.add("Average lease term (years)", vals["term"], level=1, dec=1)
    return d


# line: (2019, 2018, 2017) in thousands
OUT_NOI = {"net": (61204, -12518, 88306),
           "Adjustments:": [("Depreciation and amortization", 128612, 131904, 127311),
                            ("Interest expense, net", 62418, 59806, 55201),
                            ("Impairment charges (a)", 14800, 96412, 0),
                            ("Gain on sale of assets", -8906, -2115, -21404),
                            ("General and administrative", 44120, 42906, 41115),
                            ("Equity in earnings of unconsolidated joint ventures", -7218, -6904, -7522),
                            ("Other non-property income and expense", 3119, 2804, -1206)],
           "Less:": [("NOI of non-same-center properties (b)", -9612, -15205, -24806),
                     ("Lease termination fees and straight-line rent", -4215, -3870, -4612)]}


def t08():
    cols = (G("Year Ended December 31,", [("a19", "2019"), ("a18", "2018"), ("a17", "2017")])
            + G("Change 2019 vs. 2018", [("cd", "Amount"), ("cp", "Percent")]))
    cols[-1].pct, cols[-1].dec, cols[-1].money = True, 1, False
    d = D("t08", "out", I7, "Reconciliation of Net Income (Loss) to Same-Center Net Operating Income", cols,
          style="unruled", family="DejaVuSerif", size=8.5, corner="(in thousands)", money=True, scale=1000,
          notes=["(a) Impairment of the carrying value of two consolidated centers in 2019 and of three centers, two "
                 "of which were sold in 2019, in 2018.",
                 "(b) Centers acquired, expanded or sold in either year compared and the Canadian joint venture.",
                 "NM \u2014 not meaningful."])

    def v(a19, a18, a17):
        out = {"a19": nz(a19), "a18": nz(a18), "a17": nz(a17), "cd": nz(a19 - a18)}
        ok = a18 != 0 and (a19 >= 0) == (a18 >= 0) and abs((a19 - a18) / a18) < 1
        out["cp"] = chg(a19, a18) if ok else "NM"
        return out
    net = OUT_NOI["net"]
    d.add("Net income (loss) attributable to common shareholders", v(*net))
    d.add("Adjustments:", kind="section")
    adj = OUT_NOI["Adjustments:"]
    for x in adj:
        d.add(x[0], v(*x[1:]), level=1)
    noi = [net[i] + sum(x[1 + i] for x in adj) for i in range(3)]
    d.add("Portfolio net operating income", v(*noi), kind="subtotal")
    d.add("Less:", kind="section")
    less = OUT_NOI["Less:"]
    for x in less:
        d.add(x[0], v(*x[1:]), level=1)
    same = [noi[i] + sum(x[1 + i] for x in less) for i in range(3)]
    d.add("Same-center net operating income", v(*same), kind="total")
    return d


# ============================================================== Tullicombe Egg Farms (FY ended June 1, 2019)
# state: (conventional layer capacity 000 hens, cage-free, pullet capacity 000, feed mills, tons per hour, plants)
EGG_FAC = {
    "Southwest:": [("Texas", 6120, 1840, 1950, 2, 130, 3), ("Oklahoma", 1180, 420, 380, 1, 45, 1),
                   ("Arizona", 0, 1260, 410, 1, 40, 1)],
    "Southeast:": [("Georgia", 4350, 980, 1420, 2, 95, 2), ("Florida", 2210, 0, 640, 1, 50, 1),
                   ("Mississippi", 3480, 520, 1050, 1, 70, 2), ("Alabama", 1620, 310, 480, 0, 0, 1)],
    "Midwest:": [("Ohio", 2840, 1460, 1110, 1, 60, 2), ("Kansas", 1550, 0, 420, 1, 40, 1),
                 ("Kentucky", 1930, 640, 690, 1, 45, 1)],
}
EGG_FAC_KEYS = ["cv", "cf", "lt", "pu", "fm", "tph", "pp"]


def t09():
    cols = (G("Layer Capacity (thousands of hens)", [("cv", "Conventional"), ("cf", "Cage-Free (a)"),
                                                    ("lt", "Total")], scale=1000)
            + G("Pullet Houses", [("pu", "Capacity (thousands) (b)")], scale=1000, minw=66)
            + G("Feed Mills", [("fm", "Number"), ("tph", "Tons per Hour")])
            + [Col("pp", ("Grading and Packing Plants (c)",), minw=70)])
    d = D("t09", "egg", I2, "Production and Processing Facilities", cols, style="band", family="DejaVuSans",
          size=9, orient="landscape", corner="As of June 1, 2019",
          notes=["(a) Cage-free aviary and floor houses, including houses converted from conventional cages since "
                 "fiscal 2017.",
                 "(b) Pullets are raised to about 18 weeks of age before transfer to the layer houses.",
                 "(c) In-line and off-line grading and packing plants; the Texas plants include the liquid egg "
                 "products facility."])

    def v(s):
        cv, cf, pu, fm, tph, pp = s[1:]
        return {"cv": nz(cv), "cf": nz(cf), "lt": cv + cf, "pu": pu, "fm": nz(fm), "tph": nz(tph), "pp": pp}
    allr = []
    for region, xs in EGG_FAC.items():
        d.add(region, kind="section")
        rs = [d.add(x[0], v(x), level=1) for x in xs]
        sumrows(d, rs, EGG_FAC_KEYS, "Total " + region.rstrip(":"), level=1)
        allr += rs
    sumrows(d, allr, EGG_FAC_KEYS, "Total company", kind="total")
    return d


# group: [(product, fiscal 2019 dozens 000, net price per dozen, fiscal 2018 dozens, price)]
EGG_DOZ = {"Conventional eggs:": [("Large and extra large", 512406, 1.182, 498117, 1.416),
                                  ("Medium and small", 84215, 0.874, 88903, 1.021),
                                  ("Breaking stock (a)", 21840, 0.512, 23105, 0.688)],
           "Specialty eggs (b):": [("Cage-free", 118362, 1.854, 96410, 1.902), ("Brown", 44108, 1.766, 41822, 1.810),
                                   ("Pasture-raised", 12906, 3.410, 10214, 3.385),
                                   ("Organic", 18522, 2.614, 17930, 2.688),
                                   ("Nutritionally enhanced", 26715, 1.742, 27308, 1.795)]}


def egg_total_dozens(y):
    j = 1 if y == "19" else 3
    return sum(x[j] for xs in EGG_DOZ.values() for x in xs)


def t10():
    cols = []
    for y in ("19", "18"):
        cols += [Col("d" + y, (f"Fiscal 20{y}", "Dozens Sold (thousands)"), scale=1000),
                 Col("s" + y, (f"Fiscal 20{y}", "% of Total Dozens"), pct=True, dec=1),
                 Col("p" + y, (f"Fiscal 20{y}", "Net Average Selling Price per Dozen"), money=True, dec=3)]
    d = D("t10", "egg", I7, "Shell Egg Sales Volumes and Net Average Selling Prices", cols, style="ledger",
          family="LiberationSerif", size=9.5, orient="landscape", corner="Fifty-two weeks ended",
          notes=["(a) Eggs sold to egg products breakers, including the company's own liquid egg facility at "
                 "market-based transfer prices.",
                 "(b) Specialty eggs are cage-free, brown, pasture-raised, organic and nutritionally enhanced eggs; "
                 "an egg that qualifies for two categories is reported once, in the first category listed.",
                 "Net average selling price is shell egg sales, net of rebates and discounts, divided by dozens sold."])
    tots = {y: egg_total_dozens(y) for y in ("19", "18")}

    def v(d19, p19, d18, p18):
        return {"d19": d19, "s19": r1(d19 * 100 / tots["19"], 1), "p19": p19,
                "d18": d18, "s18": r1(d18 * 100 / tots["18"], 1), "p18": p18}

    def agg(xs):
        return v(sum(x[1] for x in xs), r1(sum(x[1] * x[2] for x in xs) / sum(x[1] for x in xs), 3),
                 sum(x[3] for x in xs), r1(sum(x[3] * x[4] for x in xs) / sum(x[3] for x in xs), 3))
    allx = []
    for sec, xs in EGG_DOZ.items():
        d.add(sec, kind="section")
        for x in xs:
            d.add(x[0], v(*x[1:]), level=1)
        d.add("Total " + sec.split(" (")[0].split()[0].lower(), agg(xs), level=1, kind="subtotal")
        allx += xs
    d.add("Total shell eggs", agg(allx), kind="total")
    return d


EGG_COST = {"cents": [("Feed (a)", 45.8, 47.2, 43.9), ("Other flock production costs (b)", 22.6, 21.9, 21.1),
                      ("Flock amortization", 6.4, 6.1, 6.3)],
            "feed": [("Corn", 159.42, 148.06, 142.85), ("Soybean meal", 325.18, 341.77, 316.40)],
            "layers": (30906, 30112, 29480), "dozens": (752418, 728905, 709116)}


def t11():
    cols = (G("Fiscal Year", [("f19", "2019"), ("f18", "2018"), ("f17", "2017")])
            + G("Percent Change", [("c1", "2019 vs. 2018"), ("c2", "2018 vs. 2017")], pct=True, dec=1))
    d = D("t11", "egg", I7, "Farm Production Costs and Flock Statistics", cols, style="booktabs",
          family="DejaVuSansCondensed", size=9, corner="Fifty-two weeks ended nearest May 31,",
          notes=["(a) Feed cost per dozen produced, including the cost of feed milled at company mills and feed "
                 "purchased from third parties.",
                 "(b) Labor, utilities, housing depreciation, vaccines and other direct flock costs.",
                 "(c) Average cost of ingredients delivered to the company's feed mills."])

    def v(a, b, c, **kw):
        return {"f19": a, "f18": b, "f17": c, "c1": chg(a, b), "c2": chg(b, c)}
    d.add("Farm production costs (cents per dozen produced):", kind="section")
    rs = [d.add(x[0], v(*x[1:]), level=1, money=True, sign=False, scale=0.01, dec=1) for x in EGG_COST["cents"]]
    sums = [r1(sum(x[i] for x in EGG_COST["cents"]), 1) for i in (1, 2, 3)]
    d.add("Total farm production cost", v(*sums), level=1, kind="subtotal", money=True, sign=False, scale=0.01,
          dec=1)
    d.add("Feed ingredient cost per ton (c):", kind="section")
    for x in EGG_COST["feed"]:
        d.add(x[0], v(*x[1:]), level=1, money=True, dec=2, dollar=True)
    d.add("Flock and production:", kind="section")
    lay, doz = EGG_COST["layers"], EGG_COST["dozens"]
    d.add("Average layers (in thousands)", v(*lay), level=1, scale=1000)
    d.add("Dozens produced (in thousands)", v(*doz), level=1, scale=1000)
    d.add("Eggs produced per average layer", v(*[r1(doz[i] * 12 / lay[i], 1) for i in range(3)]), level=1, dec=1)
    assert rs
    return d


# quarter: (share of the year's dozens sold, net average price per dozen, gross profit, operating income,
#           net income) in thousands; fiscal 2019 first
EGG_Q = {"19": [(0.241, 1.412, 98412, 64118, 49806), (0.260, 1.486, 121306, 86402, 66118),
                (0.256, 1.251, 58904, 24606, 19204), (None, 1.052, 8215, -24318, -16905)],
         "18": [(0.238, 1.044, 21904, -6412, -4118), (0.259, 1.298, 76215, 44906, 35812),
                (0.262, 1.706, 142118, 108405, 88316), (None, 1.495, 90412, 59118, 46205)]}
EGG_SHARES = {"19": 48412, "18": 48305}   # diluted weighted average shares, thousands


def t12():
    qs = ("First Quarter", "Second Quarter", "Third Quarter", "Fourth Quarter")
    cols = []
    for y in ("19", "18"):
        cols += [Col(f"q{i + 1}_{y}", (f"Fiscal 20{y}", q), minw=54) for i, q in enumerate(qs)]
    d = D("t12", "egg", I8, "Selected Quarterly Financial Data (Unaudited)", cols, style="zebra",
          family="LiberationSans", size=8.5, orient="landscape", money=True, scale=1000,
          corner="(in thousands, except per share and per dozen amounts)",
          notes=["(a) Average of the daily Southeast Regional large white egg quotation published by a market "
                 "reporting service, delivered to the warehouse.",
                 "Fiscal quarters are thirteen weeks long; the fourth quarter of fiscal 2019 ended June 1, 2019."])
    vals = {k: {} for k in ("ns", "gp", "oi", "ni", "eps", "doz", "price", "mkt")}
    mkt = {"19": (1.684, 1.752, 1.402, 0.986), "18": (1.018, 1.542, 2.214, 1.697)}
    for y in ("19", "18"):
        total = egg_total_dozens(y)
        done = 0
        for i, (share, price, gp, oi, ni) in enumerate(EGG_Q[y]):
            k = f"q{i + 1}_{y}"
            doz = r1(total * share, 0) if share else total - done
            done += doz
            vals["doz"][k] = doz
            vals["price"][k] = price
            vals["ns"][k] = r1(doz * price * 1.064, 0)    # shell eggs plus egg products and other
            vals["gp"][k], vals["oi"][k], vals["ni"][k] = gp, oi, ni
            vals["eps"][k] = r1(ni / EGG_SHARES[y], 2)
            vals["mkt"][k] = mkt[y][i]
    d.add("Results of operations:", kind="section")
    d.add("Net sales", vals["ns"], level=1)
    d.add("Gross profit", vals["gp"], level=1)
    d.add("Operating income (loss)", vals["oi"], level=1)
    d.add("Net income (loss) attributable to Tullicombe", vals["ni"], level=1)
    d.add("Net income (loss) per diluted share", vals["eps"], level=1, dec=2, scale=NOSCALE, dollar=True)
    d.add("Operating data:", kind="section")
    d.add("Dozens sold", vals["doz"], level=1, money=False)
    d.add("Net average selling price per dozen", vals["price"], level=1, dec=3, scale=NOSCALE, dollar=True)
    d.add("Southeast large egg market price (a)", vals["mkt"], level=1, dec=3, scale=NOSCALE, dollar=True)
    return d


# ============================================================== Culvermead Marinas, Inc. (2019)
# state: (owned marinas, leased marinas, wet slips, dry storage racks, moorings, upland acres)
MAR_US = {
    "Northeast:": [("Maine", 2, 1, 412, 120, 86, 18), ("New Hampshire", 1, 0, 188, 64, 22, 7),
                   ("Massachusetts", 3, 1, 946, 210, 140, 34), ("Rhode Island", 2, 1, 718, 96, 118, 21),
                   ("Connecticut", 3, 0, 1022, 340, 45, 42), ("New York", 2, 2, 1184, 420, 60, 39),
                   ("New Jersey", 2, 1, 865, 512, 0, 36)],
    "Mid-Atlantic:": [("Delaware", 1, 0, 305, 180, 0, 12), ("Maryland", 4, 1, 1412, 260, 35, 48),
                      ("Virginia", 2, 1, 688, 310, 0, 27), ("North Carolina", 1, 1, 420, 226, 0, 19)],
    "Southeast:": [("South Carolina", 2, 0, 574, 402, 0, 24), ("Georgia", 1, 0, 236, 180, 0, 11),
                   ("Florida", 6, 3, 2416, 1486, 72, 96)],
    "Gulf Coast:": [("Alabama", 1, 1, 388, 244, 0, 16), ("Mississippi", 0, 1, 172, 90, 0, 6),
                    ("Louisiana", 1, 0, 215, 160, 0, 10), ("Texas", 2, 1, 812, 408, 0, 33)],
    "Great Lakes:": [("Michigan", 3, 0, 1046, 212, 0, 41), ("Ohio", 1, 1, 430, 165, 0, 17),
                     ("Wisconsin", 1, 0, 284, 96, 0, 12), ("Illinois", 0, 1, 610, 0, 0, 5)],
}
MAR_INTL = [("British Virgin Islands", 1, 0, 214, 0, 48, 6), ("Bahamas", 0, 1, 166, 0, 20, 4)]
MAR_KEYS = ["mo", "ml", "mt", "ws", "dr", "mr", "ac"]


def mar_v(s):
    o, l_, ws, dr, mr, ac = s[1:]
    return {"mo": nz(o), "ml": nz(l_), "mt": o + l_, "ws": ws, "dr": nz(dr), "mr": nz(mr), "ac": ac}


def mar_region_totals(region):
    xs = MAR_US[region]
    return sum(x[3] for x in xs), sum(x[4] for x in xs)


def mar_totals():
    xs = [x for v in MAR_US.values() for x in v] + MAR_INTL
    return {"mo": sum(x[1] for x in xs), "ml": sum(x[2] for x in xs), "ws": sum(x[3] for x in xs)}


def t13():
    cols = (G("Marinas", [("mo", "Owned"), ("ml", "Leased (a)"), ("mt", "Total")])
            + G("Storage Capacity", [("ws", "Wet Slips"), ("dr", "Dry Storage Racks (b)"), ("mr", "Moorings")])
            + [Col("ac", ("Upland Acres",), minw=50)])
    d = D("t13", "mar", I2, "Marina Properties by Location", cols, style="grid", family="DejaVuSansCondensed",
          size=9.5, orient="landscape", repeat_header=True, corner="As of December 31, 2019",
          notes=["(a) Marinas on submerged or upland land leased from states, municipalities or port authorities; "
                 "the buildings and docks are owned by Culvermead.",
                 "(b) Indoor and outdoor rack spaces served by forklifts.",
                 "(c) Marinas in the British Virgin Islands and the Bahamas, acquired in 2017 and 2019."])
    d.add("U.S. marinas:", kind="section")
    us = []
    for region, xs in MAR_US.items():
        d.add(region, level=1, kind="section")
        rs = [d.add(x[0], mar_v(x), level=2) for x in xs]
        sumrows(d, rs, MAR_KEYS, "Total " + region.rstrip(":"), level=2)
        us += rs
    sumrows(d, us, MAR_KEYS, "Total U.S.", level=1)
    d.add("Int'l (Caribbean) (c):", kind="section")
    it = [d.add(x[0], mar_v(x), level=1) for x in MAR_INTL]
    sumrows(d, it, MAR_KEYS, "Total Int'l", level=1)
    sumrows(d, us + it, MAR_KEYS, "Total Culvermead", kind="total")
    return two_pages(d)


# line: (Northern 2019, 2018, Southern 2019, 2018), in thousands
MAR_REV = {"Storage revenues:": [("Annual wet slip contracts", 58412, 54906, 47218, 43615),
                                 ("Seasonal and transient slips", 21306, 20118, 18904, 19412),
                                 ("Dry storage", 14205, 13512, 27816, 25104),
                                 ("Moorings and winter storage", 9118, 8806, 1204, 1156)],
           "Service revenues:": [("Fuel sales", 18406, 19812, 22918, 24306),
                                 ("Repair and maintenance", 24715, 22904, 16402, 15118),
                                 ("Ship stores and other", 7812, 7415, 6904, 6512)],
           None: [("Other revenues (c)", 3106, 2918, 2412, 2205)]}


def t14():
    cols = (G("Northern Marinas (a)", [("a19", "2019"), ("a18", "2018")])
            + G("Southern Marinas (b)", [("b19", "2019"), ("b18", "2018")])
            + G("Total", [("t19", "2019"), ("t18", "2018")]))
    d = D("t14", "mar", I7, "Revenues by Type and Segment", cols, style="unruled", family="LiberationSerif",
          size=9.5, orient="landscape", corner="Year Ended December 31, (in thousands)", money=True, scale=1000,
          notes=["(a) Marinas in the Northeast, Mid-Atlantic and Great Lakes regions.",
                 "(b) Marinas in the Southeast and Gulf Coast regions and in the Caribbean.",
                 "(c) Boat club memberships, vessel rentals, parking and commercial rents."])

    def v(x):
        a19, a18, b19, b18 = x
        return {"a19": a19, "a18": a18, "b19": b19, "b18": b18, "t19": a19 + b19, "t18": a18 + b18}
    keys = ["a19", "a18", "b19", "b18", "t19", "t18"]
    allr, storage = [], None
    for sec, xs in MAR_REV.items():
        if sec:
            d.add(sec, kind="section")
        rs = [d.add(x[0], v(x[1:]), level=1 if sec else 0) for x in xs]
        if sec:
            st = sumrows(d, rs, keys, "Total " + sec.rstrip(":").lower(), level=1)
            storage = storage or st
        allr += rs
    total = sumrows(d, allr, keys, "Total revenues", kind="total")
    d.add("Storage revenues as a percentage of total revenues",
          {k: r1(storage.vals[k] * 100 / total.vals[k], 1) for k in keys}, pct=True, dec=1)
    return d


MAR_REG = ["Northeast", "Mid-Atlantic", "Southeast", "Gulf Coast", "Great Lakes"]
# group: region: (wet slip occupancy 2019, 2018, rate per foot 2019, 2018, dry rack occupancy 2019, 2018, rate 2019,
#                 2018)
MAR_OCC = {"Same-store marinas (b):": {
    "Northeast": (91.4, 90.2, 118.40, 112.65, 88.6, 87.9, 96.20, 92.80),
    "Mid-Atlantic": (89.8, 90.5, 104.15, 101.30, 90.4, 89.1, 88.75, 86.10),
    "Southeast": (94.6, 93.1, 132.80, 125.40, 95.2, 94.0, 112.60, 106.35),
    "Gulf Coast": (86.2, 84.7, 96.35, 94.10, 88.1, 85.6, 82.40, 80.15),
    "Great Lakes": (84.9, 85.6, 88.60, 86.95, 79.4, 80.8, 72.15, 70.60)},
    "All marinas:": {
    "Northeast": (90.6, 89.8, 117.20, 112.10, 87.9, 87.6, 95.10, 92.40),
    "Mid-Atlantic": (88.4, 90.1, 102.60, 100.85, 89.2, 88.7, 87.30, 85.90),
    "Southeast": (93.1, 92.8, 129.45, 124.90, 94.1, 93.6, 110.25, 105.80),
    "Gulf Coast": (85.0, 84.1, 95.10, 93.70, 86.8, 85.2, 81.65, 79.90),
    "Great Lakes": (83.7, 85.2, 87.40, 86.60, 78.6, 80.1, 71.30, 70.25)}}


def t15():
    cols = []
    for grp, g in (("Wet Slips", "w"), ("Dry Storage Racks", "d")):
        for y in ("19", "18"):
            cols += [Col(f"{g}o{y}", (grp, "20" + y, "Occupancy"), pct=True, dec=1, minw=56),
                     Col(f"{g}r{y}", (grp, "20" + y, "Rate per Foot (a)"), money=True, dec=2, minw=56)]
    d = D("t15", "mar", I7, "Storage Occupancy and Average Annual Rates by Region", cols, style="boxed",
          family="DejaVuSerif", size=8.5, orient="landscape", corner="Year Ended December 31,",
          notes=["(a) Storage revenue per linear foot of boat length, annualized; dry rack rates are stated per foot "
                 "of rack space.",
                 "(b) Marinas owned or leased for the whole of both 2018 and 2019.",
                 "Occupancy is the average of month-end occupied slips or racks over available slips or racks. The "
                 "Caribbean marinas are excluded."])
    for sec, regs in MAR_OCC.items():
        d.add(sec, kind="section")
        rows = []
        for reg in MAR_REG:
            x = regs[reg]
            vals = {}
            for g, off in (("w", 0), ("d", 4)):
                vals[f"{g}o19"], vals[f"{g}o18"], vals[f"{g}r19"], vals[f"{g}r18"] = x[off:off + 4]
            rows.append(d.add(reg, vals, level=1))
        w = {reg: mar_region_totals(reg + ":") for reg in MAR_REG}
        agg = {}
        for g, j in (("w", 0), ("d", 1)):
            for k in (f"{g}o19", f"{g}o18"):
                agg[k] = wavg([(r.vals[k], w[r.label][j]) for r in rows], 1)
            for k in (f"{g}r19", f"{g}r18"):
                agg[k] = wavg([(r.vals[k], w[r.label][j]) for r in rows], 2)
        d.add("Total same-store" if sec.startswith("Same") else "Total all marinas", agg, level=1,
              kind="subtotal", dollar=True)
    return d


# flows: (owned marinas, owned wet slips, leased marinas, leased wet slips)
MAR_FLOW = {"2018": [("Acquisitions", 3, 905, 1, 240), ("Dispositions", -2, -318, 0, 0),
                     ("Slip additions and reconfigurations, net (b)", 0, 168, 0, 22),
                     ("Lease expirations and terminations", 0, 0, -2, -205)],
            "2019": [("Acquisitions", 5, 1612, 2, 388), ("Dispositions", -1, -146, 0, 0),
                     ("Slip additions and reconfigurations, net (b)", 0, 214, 0, 36),
                     ("Lease expirations and terminations", 0, 0, -1, -120)]}
MAR_OWNED_SLIPS_2019 = 13126


def t16():
    cols = (G("Owned Marinas", [("om", "Marinas"), ("os", "Wet Slips")])
            + G("Leased Marinas (a)", [("lm", "Marinas"), ("ls", "Wet Slips")])
            + G("Total", [("tm", "Marinas"), ("ts", "Wet Slips")]))
    d = D("t16", "mar", I7, "Changes in the Marina Portfolio", cols, style="borderless", family="LiberationSans",
          size=9.5, orient="landscape", corner="Number of marinas and wet slips",
          notes=["(a) Marinas operated under long-term leases or concessions of submerged or upland land.",
                 "(b) Slips added by dock expansions, less slips removed when docks were reconfigured for larger "
                 "vessels.",
                 "The balance at December 31, 2019 agrees with the marina properties listed in Item 2."])
    t = mar_totals()
    end19 = (t["mo"], MAR_OWNED_SLIPS_2019, t["ml"], t["ws"] - MAR_OWNED_SLIPS_2019)
    beg19 = tuple(end19[i] - sum(x[1 + i] for x in MAR_FLOW["2019"]) for i in range(4))
    beg18 = tuple(beg19[i] - sum(x[1 + i] for x in MAR_FLOW["2018"]) for i in range(4))

    def v(om, os_, lm, ls, keep=False):
        f = (lambda x: x) if keep else nz
        return {"om": f(om), "os": f(os_), "lm": f(lm), "ls": f(ls), "tm": f(om + lm), "ts": f(os_ + ls)}
    for yr, beg in (("2018", beg18), ("2019", beg19)):
        d.add(f"Year ended December 31, {yr}:", kind="section")
        d.add("Balance at beginning of year", v(*beg, keep=True), level=1)
        for x in MAR_FLOW[yr]:
            d.add(x[0], v(*x[1:]), level=1)
        end = tuple(beg[i] + sum(x[1 + i] for x in MAR_FLOW[yr]) for i in range(4))
        d.add("Balance at end of year", v(*end, keep=True), level=1, kind="subtotal")
    assert end == end19
    return d


# ============================================================== Loxhaven Express Wash, Inc. (2019)
# state: (express open, express opened in 2019, full-service open, full-service opened in 2019, owned premises)
CSH_US = {
    "Southeast:": [("Florida", 38, 6, 9, 0, 30), ("Georgia", 24, 4, 5, 1, 18), ("Alabama", 11, 2, 3, 0, 9),
                   ("Tennessee", 16, 3, 2, 0, 12), ("South Carolina", 9, 2, 0, 0, 6)],
    "South Central:": [("Texas", 42, 7, 12, 1, 35), ("Oklahoma", 10, 1, 4, 0, 9), ("Louisiana", 8, 2, 2, 0, 6),
                       ("Arkansas", 6, 1, 0, 0, 4)],
    "Mountain West:": [("Arizona", 27, 5, 6, 0, 24), ("Colorado", 19, 3, 3, 1, 14), ("Utah", 12, 2, 0, 0, 10),
                       ("Nevada", 7, 1, 1, 0, 5)],
    "Midwest:": [("Ohio", 14, 1, 8, 0, 13), ("Indiana", 9, 1, 2, 0, 8), ("Michigan", 11, 2, 5, 0, 9),
                 ("Wisconsin", 5, 0, 3, 0, 4)],
}
CSH_INTL = [("U.K.", 6, 2, 4, 0, 3), ("Netherlands", 5, 1, 0, 0, 2)]
CSH_KEYS = ["eo", "en", "fo", "fn", "tot", "po", "pl"]


def csh_all():
    return [x for xs in CSH_US.values() for x in xs] + CSH_INTL


def t17():
    cols = (G("Express Exterior", [("eo", "Open at Dec. 31, 2019"), ("en", "Opened in 2019")], minw=58)
            + G("Full-Service (a)", [("fo", "Open at Dec. 31, 2019"), ("fn", "Opened in 2019")], minw=58)
            + [Col("tot", ("Total Locations",), minw=58)]
            + G("Premises", [("po", "Owned"), ("pl", "Leased (b)")], minw=52))
    d = D("t17", "csh", I2, "Car Wash Locations", cols, style="zebra", family="DejaVuSansCondensed", size=10,
          orient="landscape", repeat_header=False, corner="As of December 31, 2019",
          notes=["(a) Full-service locations offer interior cleaning and detailing in addition to the exterior "
                 "conveyor wash.",
                 "(b) Ground leases and sale-leaseback sites; most have initial terms of 15 to 20 years with renewal "
                 "options.",
                 "(c) Locations in the U.K. and the Netherlands are operated by Loxhaven Europe B.V."])

    def v(x):
        eo, en, fo, fn, po = x[1:]
        return {"eo": nz(eo), "en": nz(en), "fo": nz(fo), "fn": nz(fn), "tot": eo + fo, "po": nz(po),
                "pl": nz(eo + fo - po)}
    d.add("U.S.:", kind="section")
    us = []
    for region, xs in CSH_US.items():
        d.add(region, level=1, kind="section")
        rs = [d.add(x[0], v(x), level=2) for x in xs]
        sumrows(d, rs, CSH_KEYS, "Total " + region.rstrip(":"), level=2)
        us += rs
    sumrows(d, us, CSH_KEYS, "Total U.S.", level=1)
    d.add("Int'l (c):", kind="section")
    it = [d.add(x[0], v(x), level=1) for x in CSH_INTL]
    sumrows(d, it, CSH_KEYS, "Total Int'l", level=1)
    sumrows(d, us + it, CSH_KEYS, "Total Loxhaven", kind="total")
    return two_pages(d)


# format: (2019 Wash Club sales, retail sales, Wash Club cars, retail cars, members; then 2018 the same)
CSH_CLUB = {"e": ((168412, 96318, 21806, 8914, 1184.6), (139905, 92116, 18315, 8706, 1012.4)),
            "f": ((41806, 52907, 3412, 2615, 96.2), (38214, 55412, 3205, 2918, 91.5))}


def csh_wash_sales(y):
    i = 0 if y == "19" else 1
    return sum(CSH_CLUB[f][i][0] + CSH_CLUB[f][i][1] for f in "ef")


def t18():
    cols = []
    for y in ("19", "18"):
        cols += G("20" + y, [("e" + y, "Express Exterior"), ("f" + y, "Full-Service"), ("t" + y, "Total")],
                  minw=62)
    d = D("t18", "csh", I7, "Wash Club Membership and Wash Sales by Format", cols, style="unruled",
          family="DejaVuSerif", size=9, orient="landscape", corner="Year Ended December 31,",
          notes=["(a) Unlimited wash subscriptions billed monthly; members may wash once a day at any Loxhaven "
                 "location of the format.",
                 "(b) Single washes paid at the pay station, including wash books and fleet accounts.",
                 "(c) Total wash sales divided by total cars washed."])
    vals = {k: {} for k in ("cs", "rs", "ts", "cc", "rc", "tc", "mem", "share", "arpc")}
    for y, i in (("19", 0), ("18", 1)):
        for f in "ef":
            cs, rs, cc, rc, mem = CSH_CLUB[f][i]
            k = f + y
            vals["cs"][k], vals["rs"][k], vals["cc"][k], vals["rc"][k], vals["mem"][k] = cs, rs, cc, rc, mem
        for m in ("cs", "rs", "cc", "rc", "mem"):
            vals[m]["t" + y] = r1(vals[m]["e" + y] + vals[m]["f" + y], 1 if m == "mem" else 0)
        for f in ("e", "f", "t"):
            k = f + y
            vals["ts"][k] = vals["cs"][k] + vals["rs"][k]
            vals["tc"][k] = vals["cc"][k] + vals["rc"][k]
            vals["share"][k] = r1(vals["cs"][k] * 100 / vals["ts"][k], 1)
            vals["arpc"][k] = r1(vals["ts"][k] / vals["tc"][k], 2)
    d.add("Wash sales (in thousands):", kind="section")
    d.add("Wash Club (a)", vals["cs"], level=1, money=True, scale=1000)
    d.add("Retail (b)", vals["rs"], level=1, money=True, scale=1000)
    d.add("Total wash sales", vals["ts"], level=1, kind="subtotal", money=True, scale=1000, dollar=True)
    d.add("Cars washed (in thousands):", kind="section")
    d.add("Wash Club (a)", vals["cc"], level=1, scale=1000)
    d.add("Retail (b)", vals["rc"], level=1, scale=1000)
    d.add("Total cars washed", vals["tc"], level=1, kind="subtotal", scale=1000)
    d.add("Wash Club members at year end (in thousands)", vals["mem"], dec=1, scale=1000)
    d.add("Wash Club share of wash sales", vals["share"], pct=True, dec=1)
    d.add("Average wash sales per car washed (c)", vals["arpc"], money=True, dec=2, dollar=True)
    return d


# cohort: (label, locations, sales per location 2019 (thousands), 2018, four-wall EBITDA margin 2019, 2018)
CSH_VIN = {"Greenfield locations (by year opened):": [("2015 and earlier", 64, 1912, 1846, 41.8, 40.9),
                                                       ("2016\u20132017", 38, 1684, 1518, 37.2, 33.4),
                                                       ("2018", 21, 1205, 486, 28.4, 6.1)],
           "Acquired locations (by year acquired):": [("2015 and earlier", 88, 1744, 1702, 39.6, 39.1),
                                                      ("2016\u20132017", None, 1598, 1541, 36.8, 35.2),
                                                      ("2018", 61, 1476, 742, 34.1, 29.8)]}


def csh_open_before_2019():
    xs = csh_all()
    return sum(x[1] + x[3] for x in xs) - sum(x[2] + x[4] for x in xs)


def t19():
    cols = ([Col("n", ("Locations (a)",), minw=56)]
            + G("Net Sales per Location (in thousands)", [("s19", "2019"), ("s18", "2018")], money=True,
                scale=1000, minw=60)
            + G("Comparable Store Sales Growth (b)", [("cg", "2019")], pct=True, dec=1, minw=78)
            + G("Four-Wall EBITDA Margin (c)", [("m19", "2019"), ("m18", "2018")], pct=True, dec=1, minw=56))
    d = D("t19", "csh", I7, "Location Performance by Vintage", cols, style="borderless",
          family="LiberationSansNarrow", size=10, corner="Locations open at December 31, 2018",
          notes=["(a) Locations open or acquired before January 1, 2019, including the U.K. and the Netherlands.",
                 "(b) Change in wash sales of locations operated by Loxhaven for all of both years; 2018 vintages "
                 "are not comparable (NM).",
                 "(c) Location-level EBITDA before corporate overhead as a percentage of net sales."])
    known = sum(x[1] for xs in CSH_VIN.values() for x in xs if x[1])
    resid = csh_open_before_2019() - known

    def v(x):
        n = x[1] if x[1] is not None else resid
        comparable = x[0] != "2018"
        return {"n": n, "s19": x[2], "s18": x[3], "cg": chg(x[2], x[3]) if comparable else "NM", "m19": x[4],
                "m18": x[5]}

    def agg(rs):
        out = {"n": tot(rs, "n")}
        for k in ("s19", "s18"):
            out[k] = wavg([(r.vals[k], r.vals["n"]) for r in rs], 0)
        for k in ("m19", "m18"):
            out[k] = wavg([(r.vals[k], r.vals["n"]) for r in rs], 1)
        comp = [r for r in rs if r.vals["cg"] != "NM"]
        out["cg"] = chg(sum(r.vals["s19"] * r.vals["n"] for r in comp), sum(r.vals["s18"] * r.vals["n"] for r in comp))
        return out
    allr = []
    for sec, xs in CSH_VIN.items():
        d.add(sec, kind="section")
        rs = [d.add(x[0], v(x), level=1) for x in xs]
        d.add("Total " + sec.split()[0].lower(), agg(rs), level=1, kind="subtotal", dollar=True)
        allr += rs
    d.add("Total locations", agg(allr), kind="total")
    return d


CSH_EB = {"top": [("Net income (loss)", 18406, 6912, -4318), ("Interest expense, net", 38205, 35880, 31114),
                  ("Income tax provision (benefit)", 5912, 1806, -2417),
                  ("Depreciation and amortization", 52318, 44906, 37215)],
          "adj": [("Stock-based compensation", 6118, 4912, 2205),
                  ("Acquisition and integration costs (a)", 8406, 11215, 9812),
                  ("Loss (gain) on sale of assets", -1214, 612, -318),
                  ("Impairment of long-lived assets", 0, 3408, 1150),
                  ("Non-cash rent expense (b)", 2715, 2316, 1904)],
          "other_rev": (12118, 11206, None), "rev17": 288415}


def t20():
    cols = (G("Year Ended December 31,", [("y19", "2019"), ("y18", "2018"), ("y17", "2017")])
            + G("Change", [("ch", "2019 vs. 2018")], minw=60))
    d = D("t20", "csh", I7, "Reconciliation of Net Income (Loss) to EBITDA and Adjusted EBITDA", cols,
          style="leader", family="DejaVuSerif", size=8.5, corner="(dollars in thousands)", money=True, scale=1000,
          sep_dollar=True,
          notes=["(a) Legal, diligence and integration costs of the 42 locations acquired in 2018 and 2019.",
                 "(b) Straight-line rent expense in excess of cash rent paid.",
                 "(c) Adjusted EBITDA divided by net revenues; net revenues are wash sales plus detailing, vending "
                 "and other revenues."])

    def v(a, b, c):
        return {"y19": nz(a), "y18": nz(b), "y17": nz(c), "ch": nz(a - b)}
    for x in CSH_EB["top"]:
        d.add(x[0], v(*x[1:]))
    eb = [sum(x[1 + i] for x in CSH_EB["top"]) for i in range(3)]
    d.add("EBITDA", v(*eb), kind="subtotal")
    d.add("Adjustments:", kind="section")
    for x in CSH_EB["adj"]:
        d.add(x[0], v(*x[1:]), level=1)
    adj = [eb[i] + sum(x[1 + i] for x in CSH_EB["adj"]) for i in range(3)]
    d.add("Adjusted EBITDA", v(*adj), kind="total")
    rev = [csh_wash_sales("19") + CSH_EB["other_rev"][0], csh_wash_sales("18") + CSH_EB["other_rev"][1],
           CSH_EB["rev17"]]
    d.add("Memo:", kind="section")
    d.add("Net revenues", v(*rev), level=1, dollar=True)
    m = [r1(adj[i] * 100 / rev[i], 1) for i in range(3)]
    d.add("Adjusted EBITDA margin (c)", {"y19": m[0], "y18": m[1], "y17": m[2], "ch": r1(m[0] - m[1], 1)}, level=1,
          pct=True, dec=1)
    return d


# ============================================================== Carrowmede Gold Corporation (2019)
OZ = 31.1035   # grams per troy ounce
# section: complex: [(line, proven tonnes 000, proven grade g/t, probable tonnes 000, probable grade)]
GLD_RES = {"U.S. (Nevada):": {"Strellick complex:": [("Open pit", 18420, 1.12, 42806, 0.96),
                                                     ("Underground", 2105, 7.84, 3912, 6.95),
                                                     ("Stockpiles", 9814, 0.71, 0, 0)],
                              "Mossgarth:": [("Open pit", 11230, 0.88, 30415, 0.79),
                                             ("Heap leach (a)", 4306, 0.42, 12880, 0.38),
                                             ("Stockpiles", 2418, 0.55, 0, 0)]},
           "Int'l:": {"Bellstrand (Ghana):": [("Open pit", 8912, 1.64, 21305, 1.48),
                                               ("Underground", 1216, 5.12, 4880, 4.71),
                                               ("Stockpiles", 5604, 0.92, 0, 0)],
                      "Quarrywick (Ontario, Canada):": [("Underground", 1842, 6.38, 5106, 5.94)]}}


def gld_oz(t, g):
    return r1(t * g / OZ, 0)


def t21():
    cols = []
    for grp, p in (("Proven (b)", "pv"), ("Probable (b)", "pb"), ("Proven and Probable", "pp")):
        cols += [Col(p + "t", (grp, "Tonnes (thousands)"), scale=1000, minw=58),
                 Col(p + "g", (grp, "Grade (g/t)"), dec=2, minw=46),
                 Col(p + "o", (grp, "Ounces (thousands)"), scale=1000, minw=58)]
    d = D("t21", "gld", I2, "Proven and Probable Gold Mineral Reserves", cols, style="band",
          family="LiberationSans", size=11, paper="a4", orient="landscape", repeat_header=False, lead=1.8,
          corner="As of December 31, 2019 (attributable)",
          notes=["(a) Run-of-mine ore placed on leach pads; recoverable ounces are lower than contained ounces shown.",
                 "(b) Contained ounces; reserves are estimated at a gold price of $1,200 per ounce. Tonnes are metric "
                 "tonnes; grade is grams of gold per tonne."])

    def v(x):
        _, pt, pg, bt, bg = x
        po, bo = gld_oz(pt, pg), gld_oz(bt, bg)
        out = {"pvt": pt, "pvg": pg, "pvo": po, "pbt": nz(bt), "pbg": nz(bg), "pbo": nz(bo), "ppt": pt + bt,
               "ppo": po + bo}
        out["ppg"] = r1((po + bo) * OZ / (pt + bt), 2) if bt else pg
        return out

    def agg(rs):
        out = {}
        for p in ("pv", "pb", "pp"):
            t_, o = tot(rs, p + "t"), tot(rs, p + "o")
            out[p + "t"], out[p + "o"] = t_, o
            out[p + "g"] = r1(o * OZ / t_, 2)
        return out
    every = []
    for sec, cxs in GLD_RES.items():
        d.add(sec, kind="section")
        secrows = []
        for cx, xs in cxs.items():
            d.add(cx, level=1, kind="section")
            rs = [d.add(x[0], v(x), level=2) for x in xs]
            d.add("Total " + cx.split(" (")[0].split(" complex")[0].rstrip(":"), agg(rs), level=2, kind="subtotal")
            secrows += rs
        d.add("Total " + ("U.S." if sec.startswith("U.S.") else "Int'l"), agg(secrows), level=1, kind="subtotal")
        every += secrows
    d.add("Total Carrowmede", agg(every), kind="total")
    return two_pages(d)


# mine: (produced 2019, sold 2019, CAS per oz 2019, AISC per oz 2019, produced 2018, sold 2018, CAS 2018, AISC 2018)
GLD_MINES = {"U.S. (Nevada):": [("Strellick complex", 412.6, 408.9, 742, 968, 398.4, 401.2, 716, 941),
                                ("Mossgarth", 186.2, 184.7, 884, 1142, 201.5, 199.8, 842, 1096)],
             "Int'l:": [("Bellstrand (Ghana)", 264.8, 262.1, 806, 1031, 241.3, 243.6, 829, 1068),
                        ("Quarrywick (Ontario, Canada) (c)", 98.4, 97.6, 958, 1284, 91.2, 90.1, 1012, 1356)]}


def gld_amounts(region, y):
    """(ounces sold, CAS in thousands, AISC in thousands) of a region in 20y"""
    j = 0 if y == "19" else 4
    xs = GLD_MINES[region]
    sold = r1(sum(x[2 + j] for x in xs), 1)
    cas = sum(r1(x[3 + j] * x[2 + j], 0) for x in xs)
    aisc = sum(r1(x[4 + j] * x[2 + j], 0) for x in xs)
    return sold, cas, aisc


def t22():
    cols = (G("Gold Produced (thousand ounces)", [("p19", "2019"), ("p18", "2018")], dec=1, scale=1000, minw=54)
            + G("Gold Sold (thousand ounces)", [("s19", "2019"), ("s18", "2018")], dec=1, scale=1000, minw=54)
            + G("Costs Applicable to Sales per Ounce (a)", [("c19", "2019"), ("c18", "2018")], money=True, minw=58)
            + G("All-In Sustaining Costs per Ounce (b)", [("a19", "2019"), ("a18", "2018")], money=True, minw=58))
    d = D("t22", "gld", I7, "Gold Production, Sales and Unit Costs by Mine", cols, style="booktabs",
          family="LiberationSerif", size=9.5, orient="landscape", corner="Year Ended December 31,",
          notes=["(a) Costs applicable to sales, excluding depreciation and amortization, per ounce of gold sold.",
                 "(b) All-in sustaining costs (AISC) per ounce of gold sold; a non-GAAP measure reconciled in the "
                 "following table.",
                 "(c) Underground mine acquired in 2016; production in 2018 was reduced by a ventilation upgrade."])

    def v(x):
        out = {}
        for y, j in (("19", 0), ("18", 4)):
            out["p" + y], out["s" + y], out["c" + y], out["a" + y] = x[1 + j:5 + j]
        return out

    def agg(regions):
        out = {}
        for y, j in (("19", 0), ("18", 4)):
            xs = [x for r in regions for x in GLD_MINES[r]]
            out["p" + y] = r1(sum(x[1 + j] for x in xs), 1)
            sold = r1(sum(x[2 + j] for x in xs), 1)
            out["s" + y] = sold
            amounts = [gld_amounts(r, y) for r in regions]
            out["c" + y] = r1(sum(a[1] for a in amounts) / sold, 0)
            out["a" + y] = r1(sum(a[2] for a in amounts) / sold, 0)
        return out
    for sec, xs in GLD_MINES.items():
        d.add(sec, kind="section")
        for x in xs:
            d.add(x[0], v(x), level=1)
        d.add("Total " + ("U.S." if sec.startswith("U.S.") else "Int'l"), agg([sec]), level=1, kind="subtotal")
    d.add("Total Carrowmede", agg(list(GLD_MINES)), kind="total")
    return d


# component: (U.S. 2019, U.S. 2018, Int'l 2019, Int'l 2018), in thousands; "Equipment and other" is the balance
GLD_AISC = {"rec": ("Reclamation and remediation accretion", 6412, 6105, 3218, 2904),
            "exp": ("Sustaining exploration", 4806, 5312, 3905, 4118),
            "ga": ("General and administrative (b)", 18215, 17604, 9812, 9406),
            "ug": ("Underground development", 38406, 35218, 31205, 33912),
            "ag": ("By-product silver credits", -7815, -8206, -1412, -1318)}


def t23():
    cols = []
    for reg, g in (("U.S. (Nevada)", "u"), ("Int'l", "i")):
        for y in ("19", "18"):
            cols += [Col(f"{g}a{y}", (reg, "20" + y, "Amount"), scale=1000, minw=58),
                     Col(f"{g}o{y}", (reg, "20" + y, "Per Ounce"), scale=NOSCALE, minw=50)]
    d = D("t23", "gld", I7, "Reconciliation of Costs Applicable to Sales to All-In Sustaining Costs", cols,
          style="boxed", family="DejaVuSansCondensed", size=8.5, orient="landscape", money=True, sep_dollar=True,
          corner="(in thousands, except per ounce)",
          notes=["(a) Excludes depreciation and amortization; per-ounce amounts are per ounce of gold sold (thousand "
                 "ounces sold: U.S. 593.6 and 601.0; Int'l 359.7 and 333.7 in 2019 and 2018).",
                 "(b) Corporate general and administrative costs allocated to the mines in proportion to ounces sold.",
                 "(c) Silver sold from the Strellick complex and Bellstrand, credited at realized prices."])
    regions = {"u": "U.S. (Nevada):", "i": "Int'l:"}
    idx = {"u19": 1, "u18": 2, "i19": 3, "i18": 4}
    vals = {k: {} for k in ("cas", "rec", "exp", "ga", "ug", "eq", "sc", "ag", "aisc")}
    sold = {}
    for g, reg in regions.items():
        for y in ("19", "18"):
            s, cas, aisc = gld_amounts(reg, y)
            sold[g + y] = s
            comp = {k: GLD_AISC[k][idx[g + y]] for k in GLD_AISC}
            eq = aisc - cas - sum(comp.values())
            assert eq > 0
            a = {"cas": cas, "eq": eq, "sc": comp["ug"] + eq, "aisc": aisc, **comp}
            for k, x in a.items():
                vals[k][f"{g}a{y}"] = x
                vals[k][f"{g}o{y}"] = r1(x / s, 0)
    assert (sold["u19"], sold["u18"], sold["i19"], sold["i18"]) == (593.6, 601.0, 359.7, 333.7), sold
    d.add("Costs applicable to sales (a)", vals["cas"])
    for k in ("rec", "exp", "ga"):
        d.add(GLD_AISC[k][0], vals[k])
    d.add("Sustaining capital expenditures:", kind="section")
    d.add("Underground development", vals["ug"], level=1)
    d.add("Equipment and other", vals["eq"], level=1)
    d.add("Total sustaining capital", vals["sc"], level=1, kind="subtotal")
    d.add("By-product silver credits (c)", vals["ag"])
    d.add("All-in sustaining costs", vals["aisc"], kind="total")
    return d


# line: (expensed 2019, 2018, capitalized 2019, 2018), in thousands
GLD_EXPL = {"Near-mine and brownfield:": [("Strellick complex", 8412, 7906, 12318, 10905),
                                          ("Mossgarth", 4205, 5118, 3412, 4806),
                                          ("Bellstrand", 6918, 5412, 9806, 8215),
                                          ("Quarrywick", 3106, 2815, 5204, 6118)],
            "Greenfield:": [("Nevada district", 5812, 4906, 0, 0), ("West Africa", 3415, 3918, 0, 0),
                            ("Canada", 2106, 1415, 0, 0)],
            "Advanced projects (b):": [("Haddercombe (Nevada)", 2918, 6412, 24806, 11205),
                                       ("Shelbrooke (Ghana)", 4106, 3812, 0, 0)]}


def t24():
    cols = (G("Expensed", [("e19", "2019"), ("e18", "2018")])
            + G("Capitalized (a)", [("c19", "2019"), ("c18", "2018")])
            + G("Total", [("t19", "2019"), ("t18", "2018")]))
    d = D("t24", "gld", I7, "Exploration and Advanced Project Expenditures", cols, style="borderless",
          family="DejaVuSerifCondensed", size=9.5, corner="Year Ended December 31, (in thousands)", money=True,
          scale=1000,
          notes=["(a) Drilling that converts resources to reserves at operating mines, and project development after "
                 "a positive feasibility study, is capitalized.",
                 "(b) Haddercombe reached a construction decision in June 2019; Shelbrooke is at the pre-feasibility "
                 "stage."])
    keys = ["e19", "e18", "c19", "c18", "t19", "t18"]
    allr = []
    for sec, xs in GLD_EXPL.items():
        d.add(sec, kind="section")
        rs = [d.add(x[0], {"e19": x[1], "e18": x[2], "c19": nz(x[3]), "c18": nz(x[4]), "t19": x[1] + x[3],
                           "t18": x[2] + x[4]}, level=1) for x in xs]
        sumrows(d, rs, keys, "Total " + sec.split(" (")[0].rstrip(":").lower(), level=1)
        allr += rs
    sumrows(d, allr, keys, "Total exploration and project expenditures", kind="total")
    return d


# ============================================================== Wethermoor Broadcasting Company (2018)
# market: (name, market rank, FM stations, AM stations, revenue share 2018, revenue share 2017)
RAD_MKT = {"Large markets (ranked 1 to 25):": [("Atlanta, GA", 8, 4, 1, 14.2, 13.8), ("Houston, TX", 6, 3, 2, 9.6, 10.1),
                                               ("Philadelphia, PA", 9, 3, 1, 11.8, 11.2),
                                               ("Phoenix, AZ", 12, 4, 0, 16.4, 15.9),
                                               ("Minneapolis, MN", 16, 3, 1, 12.1, 12.5),
                                               ("Tampa, FL", 18, 4, 1, 18.3, 17.6), ("Denver, CO", 19, 3, 0, 10.4, 10.9),
                                               ("Pittsburgh, PA", 25, 3, 1, 21.6, 20.8)],
           "Midsize markets (ranked 26 to 75):": [("Cincinnati, OH", 28, 4, 1, 19.8, 19.1),
                                                  ("Kansas City, MO", 31, 3, 1, 15.2, 15.6),
                                                  ("Columbus, OH", 35, 4, 0, 22.4, 21.7),
                                                  ("Indianapolis, IN", 39, 3, 1, 17.9, 18.4),
                                                  ("Nashville, TN", 43, 4, 0, 14.6, 13.9),
                                                  ("Jacksonville, FL", 47, 4, 1, 20.5, 19.8),
                                                  ("Louisville, KY", 54, 3, 1, 23.1, 23.8),
                                                  ("Richmond, VA", 56, 3, 0, 18.7, 18.2),
                                                  ("Birmingham, AL", 60, 4, 1, 24.9, 24.1),
                                                  ("Tucson, AZ", 65, 3, 1, 21.3, 22.0)],
           "Small markets (ranked 76 and higher):": [("Knoxville, TN", 78, 4, 1, 30.2, 29.6),
                                                     ("Albany, NY", 81, 3, 1, 25.4, 24.8),
                                                     ("Des Moines, IA", 90, 4, 0, 33.6, 32.9),
                                                     ("Spokane, WA", 93, 3, 1, 27.8, 28.5),
                                                     ("Boise, ID", 98, 4, 0, 31.4, 30.6),
                                                     ("Chattanooga, TN", 104, 3, 1, 29.1, 28.2),
                                                     ("Lansing, MI", 120, 3, 1, 26.5, 27.3),
                                                     ("Fort Wayne, IN", 125, 4, 1, 34.8, 33.5),
                                                     ("Savannah, GA", 142, 3, 0, 28.9, 27.4)]}


def t25():
    cols = ([Col("rk", ("Market Rank (a)",), minw=52)]
            + G("Stations Owned", [("fm", "FM"), ("am", "AM"), ("st", "Total")], minw=40)
            + G("Revenue Share in Market (b)", [("r18", "2018"), ("r17", "2017")], pct=True, dec=1, minw=58))
    d = D("t25", "rad", I2, "Radio Stations by Market", cols, style="ledger", family="DejaVuSans", size=9,
          orient="landscape", repeat_header=True, corner="As of December 31, 2018",
          notes=["(a) Rank of the market by radio advertising revenue, as published by an industry research "
                 "service for 2018.",
                 "(b) Wethermoor's share of total radio advertising revenue in the market, as reported by an "
                 "independent accounting firm's market revenue survey."])

    def v(x):
        _, rk, fm, am, a, b = x
        return {"rk": rk, "fm": fm, "am": nz(am), "st": fm + am, "r18": a, "r17": b}
    allr = []
    for sec, xs in RAD_MKT.items():
        d.add(sec, kind="section")
        rs = [d.add(x[0], v(x), level=1) for x in xs]
        sumrows(d, rs, ["fm", "am", "st"], "Total " + sec.split()[0].lower() + " markets", level=1)
        allr += rs
    sumrows(d, allr, ["fm", "am", "st"], "Total Wethermoor", kind="total")
    return two_pages(d)


# line: (2018, 2017), in thousands
RAD_REV = {"Broadcast advertising:": [("Local spot", 312406, 305118), ("National spot", 88215, 92406),
                                      ("Network and syndication", 41806, 40212), ("Political (a)", 24918, 5106)],
           "Digital:": [("Streaming audio", 28412, 22815), ("Podcasts", 9806, 5412),
                        ("Digital marketing services", 21204, 17918)],
           "Events and other:": [("Live events and sponsorships", 31518, 29806),
                                 ("Tower rental and other (b)", 6412, 6205)]}
RAD_COMM = (-61805, -58412)


def rad_net_revenue():
    gross = [sum(x[1 + i] for xs in RAD_REV.values() for x in xs) for i in range(2)]
    return gross[0] + RAD_COMM[0], gross[1] + RAD_COMM[1]


def t26():
    cols = (G("2018", [("a18", "Amount"), ("p18", "% of Gross Revenue")])
            + G("2017", [("a17", "Amount"), ("p17", "% of Gross Revenue")])
            + G("Change", [("ch", "%")], pct=True, pctsign=False, dec=1, minw=48))
    for c in cols:
        if c.key.startswith("p"):
            c.pct, c.dec = True, 1
    d = D("t26", "rad", I7, "Revenue by Source", cols, style="booktabs", family="LiberationSans", size=9,
          corner="Year Ended December 31, (dollars in thousands)", money=True, scale=1000,
          notes=["(a) Advertising by candidates and issue groups; 2018 included the mid-term federal and state "
                 "elections.",
                 "(b) Rent from third parties on owned broadcast towers, and production services."])
    gross = [sum(x[1 + i] for xs in RAD_REV.values() for x in xs) for i in range(2)]

    def v(a, b):
        return {"a18": a, "p18": r1(a * 100 / gross[0], 1), "a17": b, "p17": r1(b * 100 / gross[1], 1),
                "ch": chg(a, b)}
    for sec, xs in RAD_REV.items():
        d.add(sec, kind="section")
        for x in xs:
            d.add(x[0], v(*x[1:]), level=1)
        d.add("Total " + sec.rstrip(":").lower(), v(sum(x[1] for x in xs), sum(x[2] for x in xs)), level=1,
              kind="subtotal")
    d.add("Gross revenue", v(*gross), kind="subtotal", dollar=True)
    d.add("Less: agency and national representative commissions", v(*RAD_COMM))
    d.add("Net revenue", v(*rad_net_revenue()), kind="total")
    return d


# segment/year: (net revenue or None for the rest, operating expenses, corporate G&A, D&A, impairment)
RAD_SEG = {"d18": (54118, 49512, 0, 2412, 0), "d17": (42306, 41118, 0, 1906, 0),
           "r18": (None, 338906, 0, 14806, 48215), "r17": (None, 326415, 0, 15212, 0),
           "c18": (0, 0, 24806, 1118, 0), "c17": (0, 0, 22915, 1205, 0)}


def t27():
    cols = []
    for y in ("18", "17"):
        cols += G("20" + y, [("r" + y, "Radio"), ("d" + y, "Digital"), ("c" + y, "Corporate and Other"),
                             ("t" + y, "Consolidated")], minw=58)
    d = D("t27", "rad", I8, "Segment Information", cols, style="grid", family="DejaVuSerifCondensed", size=9,
          orient="landscape", corner="Year Ended December 31, (in thousands)", money=True, scale=1000,
          notes=["(a) Impairment of FCC broadcast licenses in four small markets, recognized in the annual test at "
                 "October 1, 2018.",
                 "(b) Segment operating income as a percentage of net revenue."])
    net = dict(zip(("18", "17"), rad_net_revenue()))
    seg = {}
    for y in ("18", "17"):
        for s in "rdc":
            rev, ox, ga, da, imp = RAD_SEG[s + y]
            if rev is None:
                rev = net[y] - RAD_SEG["d" + y][0] - RAD_SEG["c" + y][0]
            seg[s + y] = dict(rev=rev, ox=ox, soi=rev - ox, ga=ga, da=da, imp=imp, oi=rev - ox - ga - da - imp)
        seg["t" + y] = {f: sum(seg[s + y][f] for s in "rdc") for f in seg["r" + y]}
    keys = [c.key for c in cols]

    def line(f):
        return {k: nz(seg[k][f]) for k in keys}
    d.add("Net revenue", line("rev"))
    d.add("Station and digital operating expenses", line("ox"))
    d.add("Segment operating income (loss)", line("soi"), kind="subtotal")
    d.add("Other operating expenses:", kind="section")
    d.add("Corporate general and administrative", line("ga"), level=1)
    d.add("Depreciation and amortization", line("da"), level=1)
    d.add("Impairment of FCC licenses (a)", line("imp"), level=1)
    d.add("Operating income (loss)", line("oi"), kind="total")
    d.add("Segment operating margin (b)", {k: r1(seg[k]["soi"] * 100 / seg[k]["rev"], 1) for k in keys
                                           if not k.startswith("c")}, pct=True, dec=1)
    return d


# ============================================================== Ormsgate Vehicle Auctions, Inc. (2019)
# location: (owned facilities, leased, owned acres, leased acres, vehicle capacity in thousands)
AUC_US = [("Texas", 9, 4, 612, 188, 38.4), ("California", 7, 6, 405, 322, 33.1), ("Florida", 6, 3, 388, 140, 24.6),
          ("Georgia", 4, 2, 246, 95, 14.2), ("Illinois", 3, 3, 174, 131, 12.8), ("New York", 2, 4, 98, 176, 11.5),
          ("Pennsylvania", 3, 2, 165, 84, 10.9), ("Ohio", 3, 1, 152, 40, 8.7), ("North Carolina", 3, 2, 171, 77, 10.2),
          ("Arizona", 2, 1, 118, 36, 6.9)]
AUC_INTL = [("Canada", 3, 2, 141, 66, 8.1), ("U.K.", 2, 5, 62, 148, 9.6), ("Ireland", 1, 1, 18, 22, 1.7),
            ("Brazil (c)", 0, 3, 0, 96, 4.4)]
AUC_KEYS = ["fo", "fl", "ft", "ao", "al", "cap"]


def t28():
    cols = (G("Auction Facilities", [("fo", "Owned"), ("fl", "Leased"), ("ft", "Total")], minw=48)
            + G("Acreage (a)", [("ao", "Owned"), ("al", "Leased")], minw=48)
            + G("Vehicle Capacity (b)", [("cap", "Units (in thousands)")], dec=1, scale=1000, minw=70))
    d = D("t28", "auc", I2, "Auction Facilities by Location", cols, style="leader", family="LiberationSerif",
          size=10, orient="landscape", corner="As of December 31, 2019",
          notes=["(a) Acres of land at auction facilities, including storage yards adjacent to the auction lanes.",
                 "(b) Number of vehicles that can be stored at the facilities at one time.",
                 "(c) Leased yards of the Brazilian subsidiary acquired in 2017."])

    def v(x):
        o, l_, ao, al, cap = x[1:]
        return {"fo": nz(o), "fl": nz(l_), "ft": o + l_, "ao": nz(ao), "al": nz(al), "cap": cap}
    d.add("U.S.:", kind="section")
    us = [d.add(x[0], v(x), level=1) for x in AUC_US]
    sumrows(d, us, AUC_KEYS, "Total U.S.", level=1, dec={"cap": 1})
    d.add("Int'l:", kind="section")
    it = [d.add(x[0], v(x), level=1) for x in AUC_INTL]
    sumrows(d, it, AUC_KEYS, "Total Int'l", level=1, dec={"cap": 1})
    sumrows(d, us + it, AUC_KEYS, "Total Ormsgate", kind="total", dec={"cap": 1})
    return d


# seller: (U.S. units 2019, ASP, units 2018, ASP, Int'l units 2019, ASP, units 2018, ASP); units in thousands
AUC_UNITS = {"Insurance sellers:": [("Total-loss vehicles", 1842.6, 4215, 1746.1, 4088, 286.4, 3112, 262.9, 3046),
                                    ("Recovered theft", 58.2, 6804, 61.5, 6612, 9.8, 5218, 10.4, 5106)],
             "Non-insurance sellers:": [("Dealers", 214.8, 7912, 198.5, 7705, 48.6, 6415, 44.2, 6318),
                                        ("Rental car and fleet", 96.5, 9418, 88.2, 9206, 21.3, 8104, 18.9, 7918),
                                        ("Charities", 62.4, 1106, 65.8, 1084, 4.1, 912, 3.8, 895),
                                        ("Banks and finance companies", 41.7, 8306, 38.6, 8105, 7.6, 6918, 6.9, 6804)]}


def t29():
    cols = []
    for reg, g in (("U.S.", "u"), ("Int'l", "i")):
        for y in ("19", "18"):
            cols += [Col(f"{g}n{y}", (reg, "20" + y, "Units Sold (thousands)"), dec=1, scale=1000, minw=56),
                     Col(f"{g}p{y}", (reg, "20" + y, "Average Selling Price (a)"), money=True, minw=56)]
    d = D("t29", "auc", I7, "Units Sold and Average Selling Price by Seller Type", cols, style="band",
          family="DejaVuSansCondensed", size=8.5, orient="landscape", corner="Year Ended December 31,",
          notes=["(a) Average gross selling price per vehicle paid by buyers, in U.S. dollars; Int'l prices are "
                 "converted at average exchange rates.",
                 "(b) Vehicles declared a total loss by insurance carriers and recovered stolen vehicles on which a "
                 "claim was paid.",
                 "Units sold include vehicles sold on consignment and vehicles purchased and resold by Ormsgate."])

    def v(x):
        out = {}
        for i, k in enumerate(("un19", "up19", "un18", "up18", "in19", "ip19", "in18", "ip18")):
            out[k] = x[1 + i]
        return out

    def agg(rs):
        out = {}
        for g in "ui":
            for y in ("19", "18"):
                n = tot(rs, f"{g}n{y}", 1)
                out[f"{g}n{y}"] = n
                out[f"{g}p{y}"] = wavg([(r.vals[f"{g}p{y}"], r.vals[f"{g}n{y}"]) for r in rs], 0)
        return out
    allr = []
    for sec, xs in AUC_UNITS.items():
        d.add(sec if not sec.startswith("Ins") else "Insurance sellers (b):", kind="section")
        rs = [d.add(x[0], v(x), level=1) for x in xs]
        d.add("Total " + sec.split()[0].lower(), agg(rs), level=1, kind="subtotal")
        allr += rs
    d.add("Total units sold", agg(allr), kind="total")
    return d


# line: (U.S. 2019, 2018, Int'l 2019, 2018), in thousands
AUC_REV = {"Revenues:": [("Service revenues", 1612406, 1458318, 284912, 262105),
                         ("Vehicle sales", 186418, 171906, 98305, 88712)],
           "Operating costs and expenses:": [("Yard operations", 812406, 745218, 162318, 154906),
                                             ("Cost of vehicle sales", 164915, 152318, 88412, 81906),
                                             ("Yard and fleet depreciation", 58418, 52906, 14205, 13118),
                                             ("General and administrative", 148906, 139412, 41806, 44215),
                                             ("Impairment of goodwill (b)", 0, 0, 0, 62406)]}


def t30():
    cols = (G("U.S.", [("u19", "2019"), ("u18", "2018")]) + G("Int'l (a)", [("i19", "2019"), ("i18", "2018")])
            + G("Consolidated", [("c19", "2019"), ("c18", "2018")]))
    d = D("t30", "auc", I8, "Segment Revenues and Operating Income", cols, style="unruled",
          family="LiberationSansNarrow", size=9.5, orient="landscape", money=True, scale=1000, sep_dollar=True,
          corner="Year Ended December 31, (in thousands)",
          notes=["(a) Canada, the U.K., Ireland and Brazil.",
                 "(b) Impairment of the goodwill of the Brazilian reporting unit in the fourth quarter of 2018.",
                 "(c) Operating income (loss) as a percentage of total revenues."])
    keys = [c.key for c in cols]

    def v(x):
        u19, u18, i19, i18 = x
        return {"u19": nz(u19), "u18": nz(u18), "i19": nz(i19), "i18": nz(i18), "c19": nz(u19 + i19),
                "c18": nz(u18 + i18)}
    subs = []
    for sec, xs in AUC_REV.items():
        d.add(sec, kind="section")
        rs = [d.add(x[0], v(x[1:]), level=1) for x in xs]
        label = "Total revenues" if sec == "Revenues:" else "Total operating costs and expenses"
        subs.append(sumrows(d, rs, keys, label, level=1, dollar=True))
    oi = {k: num(subs[0].vals[k]) - num(subs[1].vals[k]) for k in keys}
    d.add("Operating income (loss)", oi, kind="total")
    d.add("Operating margin (c)", {k: r1(oi[k] * 100 / subs[0].vals[k], 1) for k in keys}, pct=True, dec=1)
    return d


BUILDERS = [t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20,
            t21, t22, t23, t24, t25, t26, t27, t28, t29, t30]

# every invented proper name printed in the tables (check.py greps for each)
NAMES = ["Fernhallow", "Brinscombe", "Tullicombe", "Culvermead", "Loxhaven", "Carrowmede", "Wethermoor", "Ormsgate",
         "Strellick", "Mossgarth", "Bellstrand", "Quarrywick", "Haddercombe", "Shelbrooke"]


def docs():
    return [b() for b in BUILDERS]


def pdf_name(d):
    return f"as14-{d.key}.pdf"


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
