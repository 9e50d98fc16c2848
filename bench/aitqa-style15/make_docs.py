"""bench/aitqa-style15: thirty invented one-table 10-K extracts of eight companies in eight new industries.

    /work/main/.venv/bin/python bench/aitqa-style15/make_docs.py OUTDIR

Writes as15-t01.pdf ... as15-t30.pdf (byte-identical on every run). Every figure is in this file; totals,
subtotals, weighted averages, per-unit figures, shares, margins, utilization, changes and reconciliations are
computed here from the base figures, so each table adds up, and figures shared by two tables of one company agree.
The companies and mines are invented (see NAMES); states, counties, countries, cities and universities' towns are
real places.
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
I7A = "Item 7A. Quantitative and Qualitative Disclosures About Market Risk"
I8 = "Item 8. Financial Statements and Supplementary Data \u2014 Notes to Consolidated Financial Statements"

CO = {  # key: (company, short name, period as the report heading states it)
    "stu": ("Tressingham Campus Communities Trust", "Tressingham", "the year ended December 31, 2019"),
    "sto": ("Pennistrow Self Storage Trust", "Pennistrow", "the year ended December 31, 2019"),
    "cit": ("Alderwyck Citrus Company", "Alderwyck", "the fiscal year ended August 31, 2019"),
    "eth": ("Vardenholt Renewable Fuels, Inc.", "Vardenholt", "the year ended December 31, 2019"),
    "sug": ("Dunkelby Sugar Corporation", "Dunkelby", "the fiscal year ended September 30, 2019"),
    "con": ("Tambourne Live Entertainment, Inc.", "Tambourne", "the year ended December 31, 2019"),
    "lot": ("Verrowfield Lottery Systems, Inc.", "Verrowfield", "the year ended December 31, 2019"),
    "col": ("Grimsholt Coal Company", "Grimsholt", "the year ended December 31, 2019"),
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


def nz(x):
    """a nil amount prints as a dash"""
    return NIL if x == 0 else x


def sumrows(d, rows, keys, label, level=0, kind="subtotal", dec=None, **kw):
    dec = dec or {}
    return d.add(label, {k: nz(tot(rows, k, dec.get(k, 0))) for k in keys}, level=level, kind=kind, **kw)


def two_pages(d):
    """split where page 1 is full; the table must need two pages"""
    d.split = fit_split(d)
    assert d.split is not None and d.split < len(d.rows) - 1, (d.key, "expected two pages", d.split)
    return d


def total_alone(d):
    """stretch the rows until page 1 holds everything but the grand total, which goes alone to page 2"""
    n = len(d.rows)
    for k in range(150):
        d.lead = round(1.30 + 0.01 * k, 2)
        if Geometry(d).capacity(1) == n - 1:
            break
    else:
        raise AssertionError((d.key, "cannot put the total alone on page 2"))
    assert d.rows[-1].kind == "total"
    d.split = n - 1
    return d


def one_page(d):
    assert fit_split(d) is None, (d.key, "expected one page")
    return d


# ============================================================== Tressingham Campus Communities Trust (2019)
# community: (year acquired or developed, units, beds, miles to campus, occupancy fall 2019, fall 2018,
#             average monthly rent per bed 2019, 2018); None = not yet owned
STU_US = {
    "Southeast:": [("Gainesville, FL", "2012", 312, 1028, 0.4, 98.6, 97.9, 742, 726),
                   ("Tallahassee, FL", "2014", 248, 864, 0.7, 96.2, 97.4, 688, 679),
                   ("Athens, GA", "2011", 226, 742, 0.3, 99.1, 98.8, 715, 701),
                   ("Tuscaloosa, AL", "2016", 284, 956, 0.9, 94.8, 92.5, 664, 661),
                   ("Clemson, SC", "2018", 196, 640, 0.5, 97.3, 88.4, 701, 695)],
    "Southwest:": [("Austin, TX", "2013", 402, 1264, 0.2, 99.4, 99.0, 968, 941),
                   ("College Station, TX", "2010", 336, 1120, 1.1, 95.1, 96.3, 612, 608),
                   ("Tempe, AZ", "2015", 298, 972, 0.6, 97.8, 97.2, 834, 812),
                   ("Norman, OK", "2017", 214, 706, 0.8, 91.6, 93.0, 598, 604)],
    "Midwest:": [("Columbus, OH", "2012", 288, 918, 0.3, 98.9, 98.4, 845, 822),
                 ("Ann Arbor, MI", "2019", 176, 548, 0.4, 96.5, None, 1012, None),
                 ("Bloomington, IN", "2014", 262, 844, 0.6, 97.0, 96.1, 704, 689),
                 ("Lawrence, KS", "2011", 190, 612, 0.9, 93.4, 94.7, 571, 569)],
    "West:": [("Boulder, CO", "2016", 232, 716, 0.5, 98.2, 97.6, 1084, 1052),
              ("Eugene, OR", "2013", 204, 668, 0.7, 95.9, 96.8, 781, 768),
              ("Davis, CA", "2018", 258, 824, 1.2, 99.0, 97.1, 1146, 1118)],
}
STU_UK = [("Leeds, England", "2017", 412, 688, 0.5, 97.6, 96.9, 812, 798),
          ("Manchester, England", "2018", 366, 602, 0.8, 95.4, 91.2, 798, 786),
          ("Nottingham, England", "2019", 288, 466, 0.6, 92.1, None, 846, None)]


def stu_beds(group):
    """beds at December 31, 2019: same-community (owned before 2018), non-same-community U.S., U.K."""
    us = [x for xs in STU_US.values() for x in xs]
    if group == "same":
        return sum(x[3] for x in us if int(x[1]) < 2018)
    if group == "new":
        return sum(x[3] for x in us if int(x[1]) >= 2018)
    return sum(x[3] for x in STU_UK)


def t01():
    cols = ([Col("yr", ("Year Acquired or Developed",), text=True, minw=70),
             Col("un", ("Units",), minw=40), Col("bd", ("Beds",), minw=44),
             Col("mi", ("Distance to Campus (a)", "Miles"), dec=1, minw=56)]
            + G("Fall Occupancy (b)", [("o19", "2019"), ("o18", "2018")], pct=True, dec=1, minw=50)
            + G("Average Monthly Rent per Bed", [("r19", "2019"), ("r18", "2018")], money=True, minw=52))
    d = D("t01", "stu", I2, "Student Housing Communities", cols, style="booktabs", family="DejaVuSans", size=11,
          orient="landscape", corner="As of December 31, 2019", repeat_header=False,
          notes=["(a) Walking distance from the community to the nearest campus building, in miles.",
                 "(b) Beds leased as a percentage of design beds at the census date of the fall term.",
                 "(c) Rents of the U.K. communities are converted to U.S. dollars at the average exchange rate of "
                 "each academic year."])

    def v(x):
        _, yr, un, bd, mi, o19, o18, r19, r18 = x
        return {"yr": yr, "un": un, "bd": bd, "mi": mi, "o19": o19, "o18": NIL if o18 is None else o18,
                "r19": r19, "r18": NIL if r18 is None else r18}

    def agg(rs):
        out = {"un": tot(rs, "un"), "bd": tot(rs, "bd")}
        for k in ("o19", "o18"):
            out[k] = wavg([(r.vals[k], r.vals["bd"]) for r in rs], 1)
        for k in ("r19", "r18"):
            out[k] = wavg([(r.vals[k], r.vals["bd"]) for r in rs], 0)
        return out
    d.add("U.S. communities:", kind="section")
    us = []
    for region, xs in STU_US.items():
        d.add(region, level=1, kind="section")
        rs = [d.add(x[0], v(x), level=2) for x in xs]
        d.add("Total " + region.rstrip(":"), agg(rs), level=2, kind="subtotal")
        us += rs
    d.add("Total U.S.", agg(us), level=1, kind="subtotal")
    d.add("U.K. communities (c):", kind="section")
    uk = [d.add(x[0], v(x), level=1) for x in STU_UK]
    d.add("Total U.K.", agg(uk), level=1, kind="subtotal")
    d.add("Total Tressingham", agg(us + uk), kind="total")
    return two_pages(d)


# line: (same-community 2019, 2018, non-same-community U.S. 2019, 2018, U.K. 2019, 2018), in thousands
STU_OPS = {"Revenues:": [("Rental revenue", 96418, 93205, 14822, 4106, 13915, 7204),
                         ("Other property revenue (d)", 4106, 3982, 612, 188, 1204, 655)],
           "Operating expenses:": [("Payroll and benefits", 11204, 10916, 1618, 522, 1912, 1088),
                                   ("Utilities", 9815, 9402, 1406, 415, 1588, 862),
                                   ("Repairs and maintenance", 5412, 5518, 602, 204, 704, 388),
                                   ("Real estate taxes", 10206, 9718, 1512, 468, 1105, 612),
                                   ("Insurance", 2218, 1946, 318, 102, 296, 171),
                                   ("Marketing and leasing", 2604, 2712, 588, 306, 642, 415),
                                   ("General and other", 3012, 2905, 418, 146, 488, 267)]}


def t02():
    cols = []
    for grp, s in (("Same-Community (a)", "s"), ("Non-Same-Community (b)", "n")):
        cols += [Col(s + y, ("U.S. Communities", grp, "20" + y), minw=52) for y in ("19", "18")]
    cols += [Col("k" + y, ("U.K. Communities (c)", "20" + y), minw=52) for y in ("19", "18")]
    cols += [Col("t" + y, ("Total Portfolio", "20" + y), minw=52) for y in ("19", "18")]
    d = D("t02", "stu", I7, "Same-Community and Total Portfolio Operating Results", cols, style="boxed",
          family="DejaVuSansCondensed", size=8.5, orient="landscape", money=True, scale=1000, sep_dollar=True,
          corner="Year Ended December 31, (dollars in thousands)",
          notes=["(a) Communities owned and operating for both full years: acquired or developed before 2018.",
                 "(b) U.S. communities acquired or developed in 2018 or 2019.",
                 "(c) Leeds, Manchester and Nottingham, England; converted at the average exchange rate of each year.",
                 "(d) Parking, application and amenity fees, and utility reimbursements.",
                 "(e) Net operating income as a percentage of total revenues."])
    keys = [c.key for c in cols]
    src = ("s19", "s18", "n19", "n18", "k19", "k18")

    def v(x):
        out = dict(zip(src, x))
        out["t19"], out["t18"] = x[0] + x[2] + x[4], x[1] + x[3] + x[5]
        return out
    subs = []
    for sec, xs in STU_OPS.items():
        d.add(sec, kind="section")
        rs = [d.add(x[0], v(x[1:]), level=1) for x in xs]
        subs.append(sumrows(d, rs, keys, "Total " + sec.rstrip(":").lower(), level=1, dollar=True))
    noi = {k: subs[0].vals[k] - subs[1].vals[k] for k in keys}
    d.add("Net operating income", noi, kind="total")
    d.add("Operating margin (e)", {k: r1(noi[k] * 100 / subs[0].vals[k], 1) for k in keys}, pct=True, dec=1)
    beds = {"same": stu_beds("same"), "new": stu_beds("new"), "uk": stu_beds("uk")}
    d.add("Beds at December 31, 2019", {"s19": beds["same"], "n19": beds["new"], "k19": beds["uk"],
                                        "t19": sum(beds.values())}, money=False, scale=NOSCALE)
    return one_page(d)


# group: region: (design beds, pre-leased 2020-2021, pre-leased 2019-2020 or None, projected rate increase %)
# (the same-community design beds are the beds of t01's regions: every community open for 2019-2020)
def stu_region_beds(region):
    xs = STU_UK if region == "U.K." else STU_US[region + ":"]
    return sum(x[3] for x in xs)


STU_PRE = {"Same-community (c):": [("Southeast", stu_region_beds("Southeast"), 3384, 3292, 2.6),
                                   ("Southwest", stu_region_beds("Southwest"), 3109, 3188, 1.8),
                                   ("Midwest", stu_region_beds("Midwest"), 2393, 2302, 3.1),
                                   ("West", stu_region_beds("West"), 1874, 1802, 3.4),
                                   ("U.K.", stu_region_beds("U.K."), 1418, 1305, 2.2)],
           "Fall 2020 deliveries (d):": [("Southeast", 688, 402, None, 0.0), ("Midwest", 512, 318, None, 0.0),
                                         ("U.K.", 446, 247, None, 0.0)]}


def t03():
    cols = ([Col("bd", ("Design Beds",), minw=50)]
            + G("Beds Pre-Leased (a)", [("p20", "2020\u20132021"), ("p19", "2019\u20132020")], minw=58)
            + G("Percent Pre-Leased", [("c20", "2020\u20132021"), ("c19", "2019\u20132020")], pct=True, dec=1,
                minw=58)
            + [Col("ri", ("Projected Rate Increase (b)", "%"), pct=True, pctsign=False, dec=1, minw=66)])
    d = D("t03", "stu", I7, "Pre-Leasing for the 2020\u20132021 Academic Year", cols, style="zebra",
          family="Helvetica", size=9.5, corner="As of February 14, 2020 and February 14, 2019",
          notes=["(a) Signed leases and parental guarantees received for the academic year, compared with the same "
                 "date a year earlier.",
                 "(b) Average rental rate of leases signed for 2020\u20132021 over the rate for 2019\u20132020 at the "
                 "same community and bed type.",
                 "(c) Communities in operation for the 2019\u20132020 academic year.",
                 "(d) Development communities in Starkville, MS, Iowa City, IA and Sheffield, England, opening in "
                 "August and September 2020."])

    def v(x):
        _, bd, p20, p19, ri = x
        out = {"bd": bd, "p20": p20, "c20": r1(p20 * 100 / bd, 1)}
        if p19 is None:
            out.update(p19=NIL, c19=NIL, ri=NIL)
        else:
            out.update(p19=p19, c19=r1(p19 * 100 / bd, 1), ri=ri)
        return out

    def agg(rs):
        out = {k: tot(rs, k) for k in ("bd", "p20", "p19")}
        out["c20"] = r1(out["p20"] * 100 / out["bd"], 1)
        with19 = [r for r in rs if isinstance(r.vals["p19"], int)]
        if with19:
            out["c19"] = r1(out["p19"] * 100 / tot(with19, "bd"), 1)
            out["ri"] = wavg([(r.vals["ri"], r.vals["p20"]) for r in with19], 1)
        else:
            out.update(p19=NIL, c19=NIL, ri=NIL)
        return out
    allr = []
    for sec, xs in STU_PRE.items():
        d.add(sec, kind="section")
        rs = [d.add(x[0], v(x), level=1) for x in xs]
        d.add("Total same-community" if sec.startswith("Same") else "Total deliveries", agg(rs), level=1,
              kind="subtotal")
        allr += rs
    d.add("Total portfolio", agg(allr), kind="total")
    return one_page(d)


# line: (2019, 2018, 2017), in thousands; per-share lines in dollars
STU_FFO = {"net": (38412, 44906, 29815),
           "Adjustments:": [("Real estate depreciation and amortization", 52806, 47118, 43205),
                            ("Gain on disposition of real estate (a)", -9412, -21806, 0),
                            ("Impairment of real estate", 6118, 0, 4802),
                            ("Share of noncontrolling interests in adjustments", -1205, -806, -918)],
           "Core adjustments:": [("Acquisition and pursuit costs", 1418, 2906, 1105),
                                 ("Loss on extinguishment of debt", 0, 4412, 0),
                                 ("Hurricane-related costs, net of insurance (b)", 612, 2104, 3318),
                                 ("Straight-line ground lease expense", 1906, 1812, 1788)]}
STU_SHARES = (61842, 58406, 54118)   # weighted average diluted shares and units, in thousands


def t04():
    cols = G("Year Ended December 31,", [("a19", "2019"), ("a18", "2018"), ("a17", "2017")], minw=60)
    d = D("t04", "stu", I6, "Reconciliation of Net Income to FFO and Core FFO", cols, style="leader",
          family="Times", size=10, money=True, scale=1000,
          corner="(in thousands, except per share data)",
          notes=["(a) Sale of two communities in Lubbock, TX in 2019 and of four communities in 2018.",
                 "(b) Costs of hurricane damage at the Tallahassee and Gainesville communities, net of insurance "
                 "recoveries.",
                 "FFO is computed as defined by the National Association of Real Estate Investment Trusts."])
    keys = ("a19", "a18", "a17")

    def v(t):
        return {k: nz(x) for k, x in zip(keys, t)}
    net = STU_FFO["net"]
    d.add("Net income attributable to common shareholders", v(net))
    d.add("Adjustments:", kind="section")
    adj = STU_FFO["Adjustments:"]
    for x in adj:
        d.add(x[0], v(x[1:]), level=1)
    ffo = [net[i] + sum(x[1 + i] for x in adj) for i in range(3)]
    d.add("Funds from operations (FFO)", v(ffo), kind="subtotal", dollar=True)
    d.add("Core adjustments:", kind="section")
    core_adj = STU_FFO["Core adjustments:"]
    for x in core_adj:
        d.add(x[0], v(x[1:]), level=1)
    core = [ffo[i] + sum(x[1 + i] for x in core_adj) for i in range(3)]
    d.add("Core FFO", v(core), kind="total")
    d.add("Per share and unit data:", kind="section")
    d.add("FFO per diluted share and unit", v([r1(ffo[i] / STU_SHARES[i], 2) for i in range(3)]), level=1,
          dec=2, scale=NOSCALE, dollar=True)
    d.add("Core FFO per diluted share and unit", v([r1(core[i] / STU_SHARES[i], 2) for i in range(3)]), level=1,
          dec=2, scale=NOSCALE, dollar=True)
    d.add("Weighted average diluted shares and units (in thousands)", v(STU_SHARES), level=1, money=False)
    return one_page(d)


# ============================================================== Pennistrow Self Storage Trust (2019)
# state: (wholly owned stores, joint venture, managed, rentable sq ft 000, occupancy 2019, 2018,
#         realized rent per occupied sq ft 2019, 2018)
STO_US = {
    "Northeast:": [("New York", 38, 6, 12, 2712, 92.4, 91.8, 24.86, 24.12),
                   ("New Jersey", 29, 4, 9, 2104, 91.6, 91.2, 21.40, 20.95),
                   ("Massachusetts", 22, 3, 5, 1586, 90.8, 90.1, 20.12, 19.74),
                   ("Pennsylvania", 18, 0, 7, 1302, 89.5, 89.9, 15.88, 15.61)],
    "Southeast:": [("Florida", 46, 8, 21, 3498, 91.2, 92.0, 17.64, 17.38),
                   ("Georgia", 24, 2, 11, 1812, 90.1, 90.5, 14.22, 14.05),
                   ("North Carolina", 19, 0, 8, 1402, 89.7, 88.9, 13.56, 13.28),
                   ("Virginia", 15, 3, 4, 1118, 91.9, 91.4, 16.74, 16.40)],
    "Central:": [("Texas", 52, 7, 26, 4126, 88.6, 89.4, 13.18, 13.30),
                 ("Illinois", 21, 2, 6, 1588, 90.4, 90.0, 16.02, 15.77),
                 ("Ohio", 14, 0, 5, 1046, 91.0, 90.6, 12.48, 12.19),
                 ("Colorado", 12, 2, 3, 896, 89.3, 90.2, 15.36, 15.49)],
    "West:": [("California", 41, 9, 14, 3104, 93.1, 92.8, 26.42, 25.81),
              ("Arizona", 17, 1, 6, 1270, 90.6, 91.1, 14.94, 14.66),
              ("Washington", 13, 2, 4, 968, 92.2, 91.5, 21.08, 20.54),
              ("Nevada", 9, 0, 3, 702, 88.4, 89.0, 13.92, 13.85)],
}
STO_UK = [("England", 11, 0, 0, 784, 84.6, 83.1, 29.18, 28.40), ("Scotland", 4, 0, 0, 266, 82.9, 80.4, 24.06, 23.72)]
STO_KEYS = ["wo", "jv", "mg", "st", "sf"]


def t05():
    cols = (G("Stores", [("wo", "Wholly Owned"), ("jv", "Joint Venture (a)"), ("mg", "Managed (b)"),
                         ("st", "Total")], minw=50)
            + [Col("sf", ("Rentable Sq. Ft. (in thousands) (c)",), scale=1000, minw=74)]
            + G("Average Occupancy", [("o19", "2019"), ("o18", "2018")], pct=True, dec=1, minw=50)
            + G("Realized Rent per Occupied Sq. Ft.", [("r19", "2019"), ("r18", "2018")], money=True, dec=2,
                minw=52))
    d = D("t05", "sto", I2, "Self Storage Properties by State", cols, style="ledger", family="DejaVuSans", size=8.5,
          orient="landscape", repeat_header=True, corner="As of December 31, 2019",
          notes=["(a) Stores owned by joint ventures in which Pennistrow holds a 20% to 50% interest.",
                 "(b) Stores owned by third parties and operated by Pennistrow under management contracts.",
                 "(c) Rentable square feet, average occupancy and realized rent are for wholly owned and joint "
                 "venture stores.",
                 "(d) Rents of the U.K. stores are converted at the average exchange rate of each year."])

    def v(x):
        wo, jv, mg, sf, o19, o18, r19, r18 = x[1:]
        return {"wo": wo, "jv": nz(jv), "mg": nz(mg), "st": wo + jv + mg, "sf": sf, "o19": o19, "o18": o18,
                "r19": r19, "r18": r18}

    def agg(rs):
        out = {k: nz(tot(rs, k)) for k in STO_KEYS}
        for k in ("o19", "o18"):
            out[k] = wavg([(r.vals[k], r.vals["sf"]) for r in rs], 1)
        for k in ("r19", "r18"):
            out[k] = wavg([(r.vals[k], r.vals["sf"]) for r in rs], 2)
        return out
    allr = []
    for region, xs in STO_US.items():
        d.add(region, kind="section")
        rs = [d.add(x[0], v(x), level=1) for x in xs]
        d.add("Total " + region.rstrip(":"), agg(rs), level=1, kind="subtotal")
        allr += rs
    d.add("Int'l (U.K.) (d):", kind="section")
    uk = [d.add(x[0], v(x), level=1) for x in STO_UK]
    d.add("Total U.K.", agg(uk), level=1, kind="subtotal")
    d.add("Total Pennistrow", agg(allr + uk), kind="total")
    return total_alone(d)


# line: (same-store 2019, 2018, non-same-store 2019, 2018), in thousands
STO_OPS = {"Revenues:": [("Rental income", 505806, 489412, 38415, 21906),
                         ("Other property-related income (c)", 21204, 20316, 1806, 1012)],
           "Property operating expenses:": [("Property taxes", 58806, 56718, 4412, 2518),
                                            ("Payroll and benefits", 42412, 42906, 3318, 1904),
                                            ("Repairs and maintenance", 11106, 10912, 902, 512),
                                            ("Utilities", 10418, 10602, 815, 468),
                                            ("Marketing", 14912, 15418, 1406, 1102),
                                            ("Other operating expenses", 20446, 19818, 1612, 906)]}


def sto_same(i):
    """same-store (total revenues, NOI) of t06; i = 0 for 2019, 1 for 2018"""
    rev = sum(x[1 + i] for x in STO_OPS["Revenues:"])
    return rev, rev - sum(x[1 + i] for x in STO_OPS["Property operating expenses:"])
STO_METRICS = {"occ": (91.0, 90.9, 78.4, 71.2), "rent": (17.86, 17.52, 15.12, 14.68)}


def t06():
    cols = (G("Same-Store (a)", [("s19", "2019"), ("s18", "2018"), ("sc", "% Change")], minw=54)
            + G("Non-Same-Store (b)", [("n19", "2019"), ("n18", "2018")], minw=54)
            + G("Total", [("t19", "2019"), ("t18", "2018")], minw=54))
    d = D("t06", "sto", I7, "Same-Store and Non-Same-Store Results", cols, style="unruled", family="DejaVuSerif",
          size=8.5, orient="landscape", money=True, scale=1000, corner="Year Ended December 31, (dollars in "
          "thousands, except per square foot amounts)",
          notes=[f"(a) {sto_same_stores()} stores owned and stabilized since January 1, 2018.",
                 "(b) Stores acquired or opened after January 1, 2018, and stores in lease-up.",
                 "(c) Late fees, administrative fees, tenant insurance commissions and retail sales of boxes and "
                 "supplies.",
                 "(d) Net operating income as a percentage of total revenues."])
    d.col("sc").pct, d.col("sc").dec, d.col("sc").money = True, 1, False
    keys = ("s19", "s18", "n19", "n18", "t19", "t18")

    def v(x):
        out = dict(zip(("s19", "s18", "n19", "n18"), x))
        out["t19"], out["t18"] = x[0] + x[2], x[1] + x[3]
        out["sc"] = chg(x[0], x[1])
        return out
    subs = []
    for sec, xs in STO_OPS.items():
        d.add(sec, kind="section")
        rs = [d.add(x[0], v(x[1:]), level=1) for x in xs]
        vals = {k: tot(rs, k) for k in keys}
        vals["sc"] = chg(vals["s19"], vals["s18"])
        subs.append(d.add("Total " + sec.rstrip(":").lower(), vals, level=1, kind="subtotal", dollar=True))
    noi = {k: subs[0].vals[k] - subs[1].vals[k] for k in keys}
    noi["sc"] = chg(noi["s19"], noi["s18"])
    d.add("Net operating income", noi, kind="total")
    d.add("NOI margin (d)", {k: r1(noi[k] * 100 / subs[0].vals[k], 1) for k in keys}, pct=True, dec=1)
    d.add("Operating metrics:", kind="section")
    o = STO_METRICS["occ"]
    d.add("Average occupancy", {"s19": o[0], "s18": o[1], "n19": o[2], "n18": o[3]}, level=1, pct=True, dec=1)
    rr = STO_METRICS["rent"]
    d.add("Realized annual rent per occupied sq. ft.", {"s19": rr[0], "s18": rr[1], "sc": chg(rr[0], rr[1]),
                                                        "n19": rr[2], "n18": rr[3]},
          level=1, dec=2, scale=NOSCALE, dollar=True)
    return one_page(d)


# group: [(city, rentable sq ft 000, incurred to date 000, estimated total 000, opening, occupancy or None)]
STO_DEV = {"Completed in 2019:": [("Dallas, TX", 96, 14206, 14206, "Q1 2019", 48.2),
                                  ("Brooklyn, NY", 118, 38412, 38412, "Q2 2019", 36.5),
                                  ("Orlando, FL", 84, 11918, 11918, "Q2 2019", 41.8),
                                  ("Denver, CO", 78, 12604, 12604, "Q3 2019", 22.4),
                                  ("Seattle, WA", 91, 24118, 24118, "Q4 2019", 9.6)],
           "Under construction (c):": [("Dallas, TX", 104, 8412, 15806, "Q2 2020", None),
                                       ("Brooklyn, NY", 126, 22906, 41204, "Q3 2020", None),
                                       ("Charlotte, NC", 88, 5218, 12406, "Q3 2020", None),
                                       ("Phoenix, AZ", 92, 3604, 11902, "Q1 2021", None)],
           "Expansions of existing stores (d):": [("Boston, MA", 32, 4106, 5418, "Q2 2020", None),
                                                  ("San Jose, CA", 28, 2918, 6112, "Q4 2020", None)]}


def t07():
    cols = ([Col("sf", ("Rentable Sq. Ft. (in thousands)",), scale=1000, minw=70)]
            + G("Investment (in thousands) (a)", [("inc", "Incurred to Date"), ("est", "Estimated Total")],
                money=True, scale=1000, minw=62)
            + [Col("op", ("Opened or Expected Opening",), text=True, minw=70),
               Col("oc", ("Occupancy (b)", "Dec. 31, 2019"), pct=True, dec=1, minw=60)])
    d = D("t07", "sto", I7, "Development and Expansion Pipeline", cols, style="borderless",
          family="Vera", size=9, corner="As of December 31, 2019",
          notes=["(a) Land, construction and capitalized interest; joint venture projects at 100%.",
                 "(b) Physical occupancy of the rentable square feet at December 31, 2019.",
                 "(c) Ground-up developments; the Dallas and Brooklyn projects are second stores in those markets.",
                 "(d) Additional floors and buildings at stabilized stores."])
    allr = []
    for sec, xs in STO_DEV.items():
        d.add(sec, kind="section")
        rs = [d.add(x[0], {"sf": x[1], "inc": x[2], "est": x[3], "op": x[4],
                           "oc": x[5] if x[5] is not None else None}, level=1) for x in xs]
        sub = {k: tot(rs, k) for k in ("sf", "inc", "est")}
        if sec.startswith("Completed"):
            sub["oc"] = wavg([(r.vals["oc"], r.vals["sf"]) for r in rs], 1)
        d.add("Total " + sec.split(" (")[0].rstrip(":").lower(), sub, level=1, kind="subtotal", dollar=True)
        allr += rs
    d.add("Total pipeline", {k: tot(allr, k) for k in ("sf", "inc", "est")}, kind="total")
    return one_page(d)


# market: (stores, revenues 2019, 2018, NOI 2019, 2018) in thousands
STO_MKT = {"Top ten markets (a):": [("New York-Newark-Jersey City", 58, 78412, 76118, 55206, 53904),
                                    ("Los Angeles-Long Beach-Anaheim", 34, 52806, 50912, 38418, 36805),
                                    ("Miami-Fort Lauderdale", 29, 33518, 33206, 23106, 23312),
                                    ("Dallas-Fort Worth", 31, 27412, 27806, 17918, 18606),
                                    ("Houston", 22, 18206, 18912, 11406, 12204),
                                    ("Washington-Arlington-Alexandria", 18, 21904, 21306, 15212, 14718),
                                    ("Boston-Cambridge-Newton", 19, 24118, 23412, 16806, 16204),
                                    ("Chicago-Naperville-Elgin", 17, 19506, 19018, 12618, 12306),
                                    ("Atlanta-Sandy Springs", 20, 17812, 17406, 11902, 11718),
                                    ("Philadelphia-Camden", 14, 14206, 13918, 9604, 9412)]}
STO_MKT_UK = ("U.K. (b)", 15, 24106, 23512, 14218, 13508)


def sto_other_markets():
    """all other U.S. markets: the rest of t06's same-store revenues and NOI"""
    top = STO_MKT["Top ten markets (a):"] + [STO_MKT_UK]
    (r19, n19), (r18, n18) = sto_same(0), sto_same(1)
    return ("All other U.S. markets", 166, r19 - sum(x[2] for x in top), r18 - sum(x[3] for x in top),
            n19 - sum(x[4] for x in top), n18 - sum(x[5] for x in top))


def sto_same_stores():
    return sum(x[1] for x in STO_MKT["Top ten markets (a):"]) + 166 + STO_MKT_UK[1]


def t08():
    cols = ([Col("st", ("Stores",), money=False, minw=40)]
            + G("Revenues (in thousands)", [("r19", "2019"), ("r18", "2018"), ("rc", "% Change")], minw=52)
            + G("Net Operating Income (in thousands)", [("n19", "2019"), ("n18", "2018"), ("nc", "% Change")],
                minw=52))
    for c in cols:
        if c.key.endswith("c") and c.key != "st":
            c.pct, c.dec, c.money = True, 1, False
    d = D("t08", "sto", I7, "Same-Store Revenues and Net Operating Income by Market", cols, style="band",
          family="Helvetica", size=9, orient="landscape", money=True, scale=1000, sep_dollar=True,
          corner="Year Ended December 31, (by metropolitan statistical area)",
          notes=["(a) The ten metropolitan statistical areas with the most same-store revenues in 2019.",
                 "(b) Same-store results of the U.K. stores, converted at the average exchange rate of each year."])

    def v(x):
        st, r19, r18, n19, n18 = x
        return {"st": st, "r19": r19, "r18": r18, "rc": chg(r19, r18), "n19": n19, "n18": n18, "nc": chg(n19, n18)}

    def agg(rs):
        out = {k: tot(rs, k) for k in ("st", "r19", "r18", "n19", "n18")}
        out["rc"], out["nc"] = chg(out["r19"], out["r18"]), chg(out["n19"], out["n18"])
        return out
    sec, xs = next(iter(STO_MKT.items()))
    d.add(sec, kind="section")
    top = [d.add(x[0], v(x[1:]), level=1) for x in xs]
    d.add("Total top ten markets", agg(top), level=1, kind="subtotal", dollar=True)
    other = sto_other_markets()
    oth = d.add(other[0], v(other[1:]))
    uk = d.add(STO_MKT_UK[0], v(STO_MKT_UK[1:]))
    d.add("Total same-store", agg(top + [oth, uk]), kind="total")
    return one_page(d)


# ============================================================== Alderwyck Citrus Company (FY ended August 31, 2019)
# county: (gross acres, planted early and mid-season oranges, Valencia, grapefruit, specialty, trees 000)
CIT_FL = {"Ridge:": [("Polk County", 6840, 2410, 2980, 120, 310, 862),
                     ("Highlands County", 5215, 1806, 2412, 95, 188, 676),
                     ("Lake County", 2108, 712, 904, 0, 146, 268)],
          "Indian River:": [("St. Lucie County", 4412, 618, 804, 1912, 96, 511),
                            ("Indian River County", 3906, 402, 611, 2104, 72, 466),
                            ("Martin County", 1688, 312, 488, 504, 0, 192)],
          "Southwest Florida:": [("Hendry County", 9804, 3412, 4206, 318, 402, 1208),
                                 ("Collier County", 7216, 2604, 3118, 0, 288, 884),
                                 ("DeSoto County", 3318, 1206, 1412, 106, 0, 412)]}
CIT_CA = [("Tulare County", 4106, 1812, 604, 0, 1106, 498), ("Kern County", 3512, 1418, 512, 0, 1204, 441),
          ("Ventura County", 1206, 212, 318, 0, 462, 152)]
CIT_TX = [("Hidalgo County", 2318, 604, 312, 918, 0, 246)]
CIT_KEYS = ["gr", "em", "va", "gf", "sp", "pt", "np", "tr"]


def t09():
    cols = ([Col("gr", ("Gross Acres",), minw=48)]
            + [Col("em", ("Planted Acres", "Oranges", "Early and Mid-Season"), minw=58),
               Col("va", ("Planted Acres", "Oranges", "Valencia"), minw=52),
               Col("gf", ("Planted Acres", "Grapefruit"), minw=56),
               Col("sp", ("Planted Acres", "Specialty Citrus (a)"), minw=56),
               Col("pt", ("Planted Acres", "Total"), minw=48)]
            + [Col("np", ("Non-Planted Acres (b)",), minw=56), Col("tr", ("Trees (in thousands)",), scale=1000,
                                                                       minw=56)])
    d = D("t09", "cit", I2, "Citrus Groves by Location", cols, style="grid", family="DejaVuSansCondensed", size=9,
          orient="landscape", corner="As of August 31, 2019",
          notes=["(a) Mandarins, tangerines, lemons, navel oranges planted for the fresh market in Florida and Texas, "
                 "and specialty varieties.",
                 "(b) Roads, canals, water retention areas, windbreaks and land held for replanting.",
                 "(c) Groves in the Rio Grande Valley; Hidalgo County groves are leased from a related partnership "
                 "under a lease expiring in 2027."])

    def v(x):
        _, gr, em, va, gf, sp, tr = x
        pt = em + va + gf + sp
        return {"gr": gr, "em": nz(em), "va": nz(va), "gf": nz(gf), "sp": nz(sp), "pt": pt, "np": gr - pt, "tr": tr}
    d.add("Florida:", kind="section")
    fl = []
    for region, xs in CIT_FL.items():
        d.add(region, level=1, kind="section")
        rs = [d.add(x[0], v(x), level=2) for x in xs]
        sumrows(d, rs, CIT_KEYS, "Total " + region.rstrip(":"), level=2)
        fl += rs
    sumrows(d, fl, CIT_KEYS, "Total Florida", level=1)
    d.add("California:", kind="section")
    ca = [d.add(x[0], v(x), level=1) for x in CIT_CA]
    sumrows(d, ca, CIT_KEYS, "Total California", level=1)
    d.add("Texas (c):", kind="section")
    tx = [d.add(x[0], v(x), level=1) for x in CIT_TX]
    sumrows(d, fl + ca + tx, CIT_KEYS, "Total Alderwyck", kind="total")
    return one_page(d)


# fruit: (boxes 000 fiscal 2019, revenue per box, boxes 2018, revenue per box)
CIT_FRUIT = {"Processed fruit (a):": [("Early and mid-season oranges", 2412, 8.94, 2106, 9.62),
                                      ("Valencia oranges", 3118, 11.42, 2704, 12.06),
                                      ("Grapefruit", 1206, 6.18, 1018, 6.88)],
             "Fresh fruit (b):": [("Navel oranges", 812, 14.26, 768, 13.94), ("Grapefruit", 604, 12.48, 562, 13.12),
                                  ("Mandarins", 418, 21.36, 392, 20.84), ("Lemons", 326, 24.12, 301, 23.48)]}


def cit_rev(sec, i):
    """revenues (in thousands) of one section of t10; i = 0 for fiscal 2019, 1 for 2018"""
    return sum(r1(x[1 + 2 * i] * x[2 + 2 * i], 0) for x in CIT_FRUIT[sec])


def cit_boxes(i):
    return sum(x[1 + 2 * i] for xs in CIT_FRUIT.values() for x in xs)


def t10():
    cols = []
    for y in ("19", "18"):
        cols += [Col("b" + y, (f"Fiscal 20{y}", "Boxes (in thousands)"), money=False, scale=1000, minw=58),
                 Col("r" + y, (f"Fiscal 20{y}", "Revenues (in thousands)"), scale=1000, minw=62),
                 Col("p" + y, (f"Fiscal 20{y}", "Revenue per Box"), dec=2, scale=NOSCALE, minw=54)]
    d = D("t10", "cit", I7, "Fruit Sold, Revenues and Revenue per Box", cols, style="leader",
          family="Times", size=9.5, orient="landscape", money=True, sep_dollar=True,
          corner="Fiscal Year Ended August 31,",
          notes=["(a) Fruit sold to juice processors under pound-solids contracts; revenue per box includes the "
                 "final price participation settled after the season.",
                 "(b) Fruit packed and sold through Alderwyck's packinghouse in Fort Pierce, Florida, and its "
                 "California packing partner.",
                 "A box is 90 pounds of oranges, 85 pounds of grapefruit or 80 pounds of other fruit."])

    def v(x):
        _, b19, p19, b18, p18 = x
        return {"b19": b19, "r19": r1(b19 * p19, 0), "p19": p19, "b18": b18, "r18": r1(b18 * p18, 0), "p18": p18}

    def agg(rs):
        out = {}
        for y in ("19", "18"):
            out["b" + y], out["r" + y] = tot(rs, "b" + y), tot(rs, "r" + y)
            out["p" + y] = r1(out["r" + y] / out["b" + y], 2)
        return out
    allr = []
    for sec, xs in CIT_FRUIT.items():
        d.add(sec, kind="section")
        rs = [d.add(x[0], v(x), level=1) for x in xs]
        d.add("Total " + sec.split(" (")[0].lower(), agg(rs), level=1, kind="subtotal")
        allr += rs
    d.add("Total fruit", agg(allr), kind="total")
    return one_page(d)


# segment/year: (intersegment revenues, cost of sales, depreciation and depletion, G&A, recoveries)
CIT_SEG = {"g19": (18406, 54812, 11406, 4812, 0), "g18": (16812, 49906, 10918, 4518, 6412),
           "p19": (0, 28412, 2106, 3412, 0), "p18": (0, 28906, 2012, 3306, 612),
           "l19": (0, 2418, 412, 1106, 0), "l18": (0, 3106, 398, 1018, 0)}
CIT_LAND_REV = {"19": 6812, "18": 9418}
CIT_CAPEX = {"g19": 9812, "g18": 8406, "p19": 1418, "p18": 2106, "l19": 206, "l18": 118}
CIT_ASSETS = {"g19": 312406, "g18": 301812, "p19": 48118, "p18": 46906, "l19": 88412, "l18": 90106}


def t11():
    cols = []
    for name, s in (("Citrus Groves", "g"), ("Packing and Marketing (a)", "p"), ("Land and Water (b)", "l"),
                    ("Consolidated", "t")):
        cols += G(name, [(s + "19", "2019"), (s + "18", "2018")], minw=52)
    d = D("t11", "cit", I8, "Segment Information", cols, style="grid", family="DejaVuSerifCondensed", size=9,
          orient="landscape", money=True, scale=1000, corner="Fiscal Year Ended August 31, (in thousands)",
          notes=["(a) The Fort Pierce packinghouse and the marketing of fresh fruit in the U.S., Canada and Asia.",
                 "(b) Land sales, water conservation easements, cattle grazing leases and mineral royalties.",
                 "(c) Fruit sold by the Citrus Groves segment to the packinghouse at market prices; eliminated in "
                 "consolidation.",
                 "(d) Federal block-grant and crop insurance recoveries for Hurricane Irma losses.",
                 "(e) Operating income (loss) as a percentage of revenues, including intersegment revenues."])
    keys = [c.key for c in cols]
    seg = {}
    for y, i in (("19", 0), ("18", 1)):
        ext = {"g": cit_rev("Processed fruit (a):", i), "p": cit_rev("Fresh fruit (b):", i), "l": CIT_LAND_REV[y]}
        for s in "gpl":
            inter, cos, dd, ga, rec = CIT_SEG[s + y]
            seg[s + y] = dict(ext=ext[s], inter=inter, cos=cos, dd=dd, ga=ga, rec=rec,
                              oi=ext[s] + inter - cos - dd - ga + rec, capex=CIT_CAPEX[s + y],
                              assets=CIT_ASSETS[s + y])
        t = {f: sum(seg[s + y][f] for s in "gpl") for f in seg["g" + y]}
        t["cos"] -= t["inter"]
        t["inter"] = 0
        seg["t" + y] = t
    for k in keys:
        seg[k]["opc"] = seg[k]["cos"] + seg[k]["dd"] + seg[k]["ga"]

    def line(f):
        return {k: nz(seg[k][f]) for k in keys}
    d.add("Revenues from external customers", line("ext"))
    d.add("Intersegment revenues (c)", line("inter"))
    d.add("Operating costs:", kind="section")
    d.add("Cost of sales", line("cos"), level=1)
    d.add("Depreciation and depletion", line("dd"), level=1)
    d.add("General and administrative", line("ga"), level=1)
    d.add("Total operating costs", line("opc"), level=1, kind="subtotal")
    d.add("Hurricane recoveries (d)", line("rec"))
    d.add("Operating income (loss)", line("oi"), kind="total")
    d.add("Operating margin (e)", {k: r1(seg[k]["oi"] * 100 / (seg[k]["ext"] + seg[k]["inter"]), 1) for k in keys},
          pct=True, dec=1)
    d.add("Other segment data:", kind="section")
    d.add("Capital expenditures", line("capex"), level=1, dollar=True)
    d.add("Identifiable assets at August 31", line("assets"), level=1, dollar=True)
    return one_page(d)


# line: (fiscal 2019, 2018, 2017)
CIT_CARE = [("Fertilizer and nutrients", 412, 398, 371), ("Pest and disease control", 386, 402, 366),
            ("Citrus greening management (b)", 518, 486, 442), ("Irrigation", 164, 171, 158),
            ("Mowing and other", 142, 138, 131)]
CIT_HARV = [("Picking", 2.46, 2.38, 2.29), ("Roadsiding and hauling", 0.94, 0.91, 0.88)]
CIT_STATS = {"bear": (41806, 40912, 42318), "nonbear": (5412, 6118, 5206), "trees": (318, 406, 284)}
CIT_BOXES_2017 = 10612


def t12():
    cols = (G("Fiscal Year Ended August 31,", [("f19", "2019"), ("f18", "2018"), ("f17", "2017")], minw=56)
            + G("Percent Change", [("c1", "2019 vs. 2018"), ("c2", "2018 vs. 2017")], pct=True, dec=1, minw=60))
    d = D("t12", "cit", I7, "Grove Caretaking and Harvest Costs and Grove Statistics", cols, style="booktabs",
          family="Helvetica", size=9.5,
          notes=["(a) Florida groves; costs per planted acre, before depreciation and depletion.",
                 "(b) Psyllid control, thermotherapy, nutritional sprays and tree-removal costs of trees infected "
                 "with huanglongbing (HLB).",
                 "(c) Trees planted in the last four years, not yet bearing fruit commercially."])

    def v(t):
        a, b, c = t
        return {"f19": a, "f18": b, "f17": c, "c1": chg(a, b), "c2": chg(b, c)}
    d.add("Caretaking costs per acre (a):", kind="section")
    for x in CIT_CARE:
        d.add(x[0], v(x[1:]), level=1, money=True, scale=NOSCALE)
    d.add("Total caretaking costs per acre", v([sum(x[i] for x in CIT_CARE) for i in (1, 2, 3)]), level=1,
          kind="subtotal", money=True, scale=NOSCALE, dollar=True)
    d.add("Harvest costs per box:", kind="section")
    for x in CIT_HARV:
        d.add(x[0], v(x[1:]), level=1, money=True, scale=NOSCALE, dec=2)
    d.add("Total harvest costs per box", v([r1(sum(x[i] for x in CIT_HARV), 2) for i in (1, 2, 3)]), level=1,
          kind="subtotal", money=True, scale=NOSCALE, dec=2, dollar=True)
    d.add("Grove statistics:", kind="section")
    s = CIT_STATS
    d.add("Bearing acres", v(s["bear"]), level=1)
    d.add("Non-bearing acres (c)", v(s["nonbear"]), level=1)
    d.add("Trees planted (in thousands)", v(s["trees"]), level=1, scale=1000)
    boxes = (cit_boxes(0), cit_boxes(1), CIT_BOXES_2017)
    d.add("Boxes per bearing acre", v([r1(boxes[i] * 1000 / s["bear"][i], 0) for i in range(3)]), level=1)
    return one_page(d)


# ============================================================== Vardenholt Renewable Fuels, Inc. (2019)
# plant: (location, year acquired or built, nameplate capacity mmgy, produced 2019 (million gallons), 2018 or None,
#         ethanol yield in gallons per bushel)
ETH_OWNED = {"Nebraska:": [("Central City", "2009", 120, 118.4, 121.6, 2.91), ("Wood River", "2012", 110, 104.2, 109.8, 2.88),
                           ("York", "2014", 60, 58.1, 57.4, 2.86)],
             "Iowa:": [("Shenandoah", "2008", 65, 63.2, 62.8, 2.84), ("Superior", "2011", 70, 66.4, 68.9, 2.87),
                       ("Council Bluffs", "2016", 130, 126.8, 121.2, 2.93)],
             "Indiana:": [("Bluffton", "2010", 130, 119.6, 124.8, 2.90), ("Mount Vernon", "2015", 95, 88.2, 91.6, 2.89)],
             "Minnesota:": [("Fairmont", "2013", 120, 112.4, 117.0, 2.92), ("Otter Tail", "2018", 60, 51.8, 32.4, 2.83)],
             "Kansas:": [("Liberal", "2017", 110, 101.6, 99.2, 2.90), ("Garden City", "2019", 50, 22.6, None, 2.85)]}
ETH_JV = [("Aberdeen, South Dakota", "2014", 85, 82.4, 80.6, 2.88), ("Tuscola, Illinois", "2016", 100, 94.8, 97.2, 2.90)]
DG_PER_BU, OIL_PER_BU = 7.6, 0.72      # thousand tons of distillers grains and million lbs of corn oil per million bu


def eth_plant(x):
    _, yr, cap, p19, p18, yld = x
    c19 = r1(p19 / yld, 1)
    c18 = NIL if p18 is None else r1(p18 / yld, 1)
    return {"yr": yr, "cap": cap, "p19": p19, "p18": NIL if p18 is None else p18, "c19": c19, "c18": c18,
            "dg": r1(c19 * DG_PER_BU, 0), "oil": r1(c19 * OIL_PER_BU, 1)}


def eth_owned_totals():
    """production (million gallons), distillers grains (000 tons), corn oil (million lbs) of the owned plants,
    2019 and 2018"""
    pl = [x for xs in ETH_OWNED.values() for x in xs]
    out = {}
    for y, j in (("19", 3), ("18", 4)):
        corn = [r1(x[j] / x[5], 1) for x in pl if x[j] is not None]
        out["p" + y] = r1(sum(x[j] for x in pl if x[j] is not None), 1)
        out["dg" + y] = r1(sum(r1(c * DG_PER_BU, 0) for c in corn), 0)
        out["oil" + y] = r1(sum(r1(c * OIL_PER_BU, 1) for c in corn), 1)
    return out


ETH_KEYS = ["cap", "p19", "p18", "c19", "c18", "dg", "oil"]
ETH_DEC = {"p19": 1, "p18": 1, "c19": 1, "c18": 1, "oil": 1}


def t13():
    cols = ([Col("yr", ("Year Acquired or Built",), text=True, minw=58),
             Col("cap", ("Nameplate Capacity (a)", "Million Gallons per Year"), scale=1000000, minw=66)]
            + G("Ethanol Produced (million gallons)", [("p19", "2019"), ("p18", "2018")], dec=1, scale=1000000,
                minw=52)
            + G("Corn Processed (million bushels)", [("c19", "2019"), ("c18", "2018")], dec=1, scale=1000000,
                minw=52)
            + [Col("dg", ("Co-Products, 2019 (b)", "Distillers Grains (thousand tons)"), scale=1000, minw=70),
               Col("oil", ("Co-Products, 2019 (b)", "Corn Oil (million lbs.)"), dec=1, scale=1000000, minw=56)])
    d = D("t13", "eth", I2, "Ethanol Production Facilities", cols, style="band", family="DejaVuSerif", size=10,
          orient="landscape", repeat_header=True, corner="As of December 31, 2019",
          notes=["(a) Permitted annual production capacity of undenatured ethanol.",
                 "(b) Distillers grains in equivalent dried tons; distillers corn oil in millions of pounds.",
                 "(c) 50% joint ventures accounted for by the equity method; shown at 100% of each plant."])
    d.add("Owned plants:", kind="section")
    owned = []
    for st, xs in ETH_OWNED.items():
        d.add(st, level=1, kind="section")
        rs = [d.add(x[0], eth_plant(x), level=2) for x in xs]
        sumrows(d, rs, ETH_KEYS, "Total " + st.rstrip(":"), level=2, dec=ETH_DEC)
        owned += rs
    sub = sumrows(d, owned, ETH_KEYS, "Total owned plants", level=1, dec=ETH_DEC)
    t = eth_owned_totals()
    assert (sub.vals["p19"], sub.vals["p18"], sub.vals["dg"], sub.vals["oil"]) == (t["p19"], t["p18"], t["dg19"],
                                                                                    t["oil19"])
    d.add("Joint venture plants (c):", kind="section")
    jv = [d.add(x[0], eth_plant(x), level=1) for x in ETH_JV]
    sumrows(d, jv, ETH_KEYS, "Total joint venture plants", level=1, dec=ETH_DEC)
    sumrows(d, owned + jv, ETH_KEYS, "Total Vardenholt", kind="total", dec=ETH_DEC)
    return two_pages(d)


ETH_2017 = {"p": 905.6, "dg": 2384, "oil": 225.8}
ETH_PRICES = [("Ethanol (per gallon)", 1.36, 1.38, 1.44),
              ("Distillers grains (per equivalent dried ton)", 142.18, 136.40, 118.92),
              ("Corn oil (per pound)", 0.26, 0.25, 0.28)]
ETH_INPUTS = [("Corn (per bushel)", 3.88, 3.61, 3.47), ("Natural gas (per MMBtu)", 2.64, 3.02, 3.11)]
ETH_MARGIN = (0.14, 0.19, 0.23)


def t14():
    cols = (G("Year Ended December 31,", [("y19", "2019"), ("y18", "2018"), ("y17", "2017")], minw=58)
            + [Col("ch", ("Change (a)", "2019 vs. 2018"), pct=True, dec=1, minw=62)])
    d = D("t14", "eth", I7, "Selected Operating Data", cols, style="unruled", family="Vera",
          size=10, corner="Owned plants",
          notes=["(a) Percentage change in the 2019 amount over the 2018 amount.",
                 "(b) Average realized ethanol price plus co-product revenue per gallon, less corn and natural gas "
                 "costs per gallon produced, for the owned plants.",
                 "The joint venture plants at Aberdeen, South Dakota and Tuscola, Illinois are excluded."])
    t = eth_owned_totals()

    def v(a, b, c):
        return {"y19": a, "y18": b, "y17": c, "ch": chg(a, b)}
    d.add("Production volumes:", kind="section")
    d.add("Ethanol (million gallons)", v(t["p19"], t["p18"], ETH_2017["p"]), level=1, dec=1, scale=1000000)
    d.add("Distillers grains (thousand equivalent dried tons)", v(t["dg19"], t["dg18"], ETH_2017["dg"]), level=1,
          scale=1000)
    d.add("Corn oil (million pounds)", v(t["oil19"], t["oil18"], ETH_2017["oil"]), level=1, dec=1, scale=1000000)
    d.add("Average realized prices:", kind="section")
    for x in ETH_PRICES:
        d.add(x[0], v(*x[1:]), level=1, money=True, dec=2, scale=NOSCALE)
    d.add("Average input costs:", kind="section")
    for x in ETH_INPUTS:
        d.add(x[0], v(*x[1:]), level=1, money=True, dec=2, scale=NOSCALE)
    d.add("Consolidated ethanol crush margin per gallon (b)", v(*ETH_MARGIN), money=True, dec=2, scale=NOSCALE,
          dollar=True)
    return one_page(d)


# segment/year: (revenues from external customers, intersegment, cost of goods sold, operating expenses,
#                impairment, depreciation and amortization)
ETH_SEG = {"e19": (218406, 1206418, 1438912, 28406, 18612, 74806),
           "e18": (232118, 1258306, 1452806, 26918, 0, 71212),
           "a19": (1618912, 12806, 1602118, 12118, 0, 3418),
           "a18": (1702406, 11918, 1684806, 11806, 0, 3106),
           "p19": (4106, 88412, 0, 6812, 0, 4912),
           "p18": (3812, 91306, 0, 6406, 0, 4818)}
ETH_ELIM_PROFIT = {"19": -1218, "18": 906}     # change in intersegment profit in inventory


def t15():
    cols = []
    for name, s in (("Ethanol Production", "e"), ("Agribusiness and Energy Services", "a"), ("Partnership (a)", "p")):
        cols += [Col(s + y, ("Operating Segments", name, "20" + y), minw=50) for y in ("19", "18")]
    cols += [Col("x" + y, ("Eliminations (b)", "20" + y), minw=50) for y in ("19", "18")]
    cols += [Col("t" + y, ("Consolidated", "20" + y), minw=50) for y in ("19", "18")]
    d = D("t15", "eth", I8, "Segment Information", cols, style="boxed", family="DejaVuSansCondensed", size=8,
          orient="landscape", money=True, scale=1000, corner="Year Ended December 31, (in thousands)",
          notes=["(a) Vardenholt Renewable Partners LP: ethanol storage tanks, unit-train terminals and railcars "
                 "serving the Ethanol Production segment.",
                 "(b) Intersegment sales and the change in intersegment profit held in inventory.",
                 "(c) Impairment of the Mount Vernon, Indiana plant's long-lived assets in the fourth quarter of 2019."])
    keys = [c.key for c in cols]
    seg = {}
    for y in ("19", "18"):
        for s in "eap":
            ext, inter, cogs, opx, imp, da = ETH_SEG[s + y]
            seg[s + y] = dict(ext=ext, inter=inter, rev=ext + inter, cogs=cogs, gp=ext + inter - cogs, opx=opx,
                              imp=imp, oi=ext + inter - cogs - opx - imp, da=da)
        inter = sum(seg[s + y]["inter"] for s in "eap")
        x = dict(ext=0, inter=-inter, rev=-inter, cogs=-inter - ETH_ELIM_PROFIT[y], opx=0, imp=0, da=0)
        x["gp"] = x["rev"] - x["cogs"]
        x["oi"] = x["gp"]
        seg["x" + y] = x
        seg["t" + y] = {f: sum(seg[s + y][f] for s in "eapx") for f in seg["e" + y]}

    def line(f):
        return {k: nz(seg[k][f]) for k in keys}
    d.add("Revenues:", kind="section")
    d.add("Revenues from external customers", line("ext"), level=1)
    d.add("Intersegment revenues", line("inter"), level=1)
    d.add("Total revenues", line("rev"), level=1, kind="subtotal", dollar=True)
    d.add("Cost of goods sold", line("cogs"))
    d.add("Gross profit (loss)", line("gp"), kind="subtotal")
    d.add("Operating expenses", line("opx"))
    d.add("Impairment of long-lived assets (c)", line("imp"))
    d.add("Operating income (loss)", line("oi"), kind="total")
    d.add("Depreciation and amortization", line("da"), dollar=True)
    return one_page(d)


# exposure: (net long (short) volume 000 at Dec. 31 2019, at Dec. 31 2018); prices per unit at each year end
ETH_RISK = {"Inventories:": [("Ethanol (gallons)", 24806, 21412), ("Corn (bushels)", 6118, 7406),
                             ("Distillers grains (tons)", 84, 96)],
            "Forward purchase and sale contracts (a):": [("Ethanol (gallons)", -48412, -52906),
                                                         ("Corn (bushels)", 22418, 19806),
                                                         ("Natural gas (MMBtu)", 3106, 2812)],
            "Derivative instruments (b):": [("Ethanol (gallons)", 12306, -8412), ("Corn (bushels)", -14806, -11218),
                                            ("Natural gas (MMBtu)", -1204, 906)]}
ETH_YE_PRICE = {"Ethanol": (1.37, 1.24), "Corn": (3.87, 3.75), "Distillers": (146.0, 138.0), "Natural": (2.19, 2.94)}


def t16():
    cols = []
    for y, h in (("19", "December 31, 2019"), ("18", "December 31, 2018")):
        cols += [Col("v" + y, (h, "Net Long (Short) Volume (in thousands)"), money=False, scale=1000, minw=70),
                 Col("e" + y, (h, "Effect of 10% Adverse Price Change (in thousands)"), money=True, scale=1000,
                     minw=76)]
    d = D("t16", "eth", I7A, "Commodity Price Risk", cols, style="borderless", family="DejaVuSans", size=8.5,
          orient="landscape",
          notes=["(a) Fixed-price physical contracts to buy corn and natural gas and to sell ethanol, not yet "
                 "delivered.",
                 "(b) Exchange-traded futures and options and over-the-counter swaps, net.",
                 "The effect is the hypothetical decrease in income before income taxes from a 10% adverse change in "
                 "the year-end market price of each commodity."])
    allr = []
    for sec, xs in ETH_RISK.items():
        d.add(sec, kind="section")
        for x in xs:
            p = ETH_YE_PRICE[x[0].split()[0]]
            vals = {}
            for y, vol, pr in (("19", x[1], p[0]), ("18", x[2], p[1])):
                vals["v" + y] = vol
                vals["e" + y] = -r1(abs(vol) * pr * 0.10, 0)
            allr.append(d.add(x[0], vals, level=1))
    d.add("Total effect of a 10% adverse price change", {"e19": tot(allr, "e19"), "e18": tot(allr, "e18")},
          kind="total")
    return one_page(d)


# ============================================================== Dunkelby Sugar Corporation (FY ended September 30, 2019)
# facility: (year built or acquired, annual capacity 000 short tons, produced fiscal 2019, 2018, employees)
SUG_CANE = {"East Coast:": [("Camden, New Jersey", "1958", 820, 742, 755, 412),
                            ("Wilmington, Delaware", "1987", 540, 498, 471, 286)],
            "South:": [("Port Wentworth, Georgia", "1997", 1050, 962, 981, 518),
                       ("Gramercy, Louisiana", "2009", 760, 702, 688, 344),
                       ("Lakeland, Florida", "2016", 380, 341, 322, 198)],
            "Int'l (U.K.) (c):": [("Liverpool, England", "2012", 620, 544, 562, 366),
                                  ("Greenock, Scotland", "2014", 310, 268, 279, 174)]}
SUG_BEET = {"Red River Valley:": [("Moorhead, Minnesota", "1948", 290, 276, 268, 402),
                                  ("Hillsboro, North Dakota", "1974", 310, 289, 301, 388),
                                  ("Crookston, Minnesota", "1954", 250, 231, 244, 336)],
            "Great Lakes:": [("Bay City, Michigan", "1968", 270, 248, 229, 358),
                             ("Fremont, Ohio", "1985", 140, 126, 131, 204)],
            "Mountain West:": [("Twin Falls, Idaho", "1916", 340, 322, 318, 452),
                               ("Torrington, Wyoming", "1926", 110, 98, 104, 186),
                               ("Fort Morgan, Colorado", "1978", 160, 141, 149, 228)]}


def t17():
    cols = ([Col("yr", ("Year Built or Acquired",), text=True, minw=56),
             Col("cap", ("Annual Capacity (a)", "Thousand Short Tons"), scale=1000, minw=62)]
            + G("Refined Sugar Produced (thousand short tons)", [("p19", "Fiscal 2019"), ("p18", "Fiscal 2018")],
                scale=1000, minw=58)
            + G("Capacity Utilization (b)", [("u19", "Fiscal 2019"), ("u18", "Fiscal 2018")], pct=True, dec=1,
                minw=58)
            + [Col("emp", ("Employees (e)",), minw=58)])
    d = D("t17", "sug", I2, "Sugar Refineries and Beet Processing Factories", cols, style="zebra",
          family="Times", size=11, orient="landscape", repeat_header=False,
          corner="As of September 30, 2019",
          notes=["(a) Refined sugar a facility can produce in a year of normal operation: a 350-day melt at the "
                 "cane refineries and a 150- to 200-day slicing campaign at the beet factories.",
                 "(b) Refined sugar produced as a percentage of annual capacity.",
                 "(c) Refineries of Dunkelby Sugars Ltd., a wholly owned U.K. subsidiary.",
                 "(d) Beet factories operated under long-term grower agreements; all factory sites are owned.",
                 "(e) Full-time and campaign employees at September 30, 2019."])

    def v(x):
        _, yr, cap, p19, p18, emp = x
        return {"yr": yr, "cap": cap, "p19": p19, "p18": p18, "u19": r1(p19 * 100 / cap, 1),
                "u18": r1(p18 * 100 / cap, 1), "emp": emp}

    def agg(rs, label, level, kind="subtotal"):
        out = {k: tot(rs, k) for k in ("cap", "p19", "p18", "emp")}
        out["u19"], out["u18"] = r1(out["p19"] * 100 / out["cap"], 1), r1(out["p18"] * 100 / out["cap"], 1)
        return d.add(label, out, level=level, kind=kind)
    allr = []
    for top, groups, name in (("Cane sugar refineries:", SUG_CANE, "Total cane refineries"),
                              ("Beet sugar factories (d):", SUG_BEET, "Total beet factories")):
        d.add(top, kind="section")
        rs_top = []
        for g, xs in groups.items():
            d.add(g, level=1, kind="section")
            rs = [d.add(x[0], v(x), level=2) for x in xs]
            agg(rs, "Total U.K." if g.startswith("Int'l") else "Total " + g.rstrip(":"), 2)
            rs_top += rs
        agg(rs_top, name, 1)
        allr += rs_top
    agg(allr, "Total Dunkelby", 0, "total")
    return two_pages(d)


# product: (volume 000 cwt fiscal 2019, price per cwt, volume 2018, price)
SUG_SALES = {"Industrial:": [("Granulated", 48412, 34.18, 47106, 33.62), ("Liquid", 14806, 31.42, 15218, 30.96),
                             ("Brown and specialty", 3118, 41.86, 2906, 40.94)],
             "Retail and foodservice:": [("Granulated", 28406, 52.36, 29118, 51.84),
                                         ("Brown and specialty", 6212, 58.42, 5906, 57.18),
                                         ("Powdered", 4118, 55.06, 4306, 54.12)],
             "Int'l (U.K.) (b):": [("Granulated", 9806, 29.84, 10212, 31.06), ("Liquid", 2104, 27.58, 1988, 28.12)]}


def sug_total(i, what):
    """fiscal 20(19 - i) total refined sugar volume (000 cwt) or net sales (000) of t18"""
    xs = [x for v in SUG_SALES.values() for x in v]
    if what == "vol":
        return sum(x[1 + 2 * i] for x in xs)
    return sum(r1(x[1 + 2 * i] * x[2 + 2 * i], 0) for x in xs)


def t18():
    cols = []
    for y in ("19", "18"):
        cols += [Col("v" + y, (f"Fiscal 20{y}", "Volume (thousand cwt) (a)"), scale=1000, minw=62),
                 Col("s" + y, (f"Fiscal 20{y}", "Net Sales (in thousands)"), money=True, scale=1000, minw=66),
                 Col("p" + y, (f"Fiscal 20{y}", "Average Price per Cwt"), money=True, dec=2, scale=NOSCALE, minw=56)]
    d = D("t18", "sug", I7, "Refined Sugar Sales Volume and Average Price", cols, style="ledger",
          family="DejaVuSansCondensed", size=9, orient="landscape", corner="Fiscal Year Ended September 30,",
          notes=["(a) Hundredweight (cwt) of 100 pounds of refined sugar.",
                 "(b) Sales of Dunkelby Sugars Ltd. in the U.K. and Ireland, converted at the average exchange rate "
                 "of each year."])

    def v(x):
        _, v19, p19, v18, p18 = x
        return {"v19": v19, "s19": r1(v19 * p19, 0), "p19": p19, "v18": v18, "s18": r1(v18 * p18, 0), "p18": p18}

    def agg(rs):
        out = {}
        for y in ("19", "18"):
            out["v" + y], out["s" + y] = tot(rs, "v" + y), tot(rs, "s" + y)
            out["p" + y] = r1(out["s" + y] / out["v" + y], 2)
        return out
    allr = []
    for sec, xs in SUG_SALES.items():
        d.add(sec, kind="section")
        rs = [d.add(x[0], v(x), level=1) for x in xs]
        name = "Total U.K." if sec.startswith("Int'l") else "Total " + sec.rstrip(":").lower()
        d.add(name, agg(rs), level=1, kind="subtotal")
        allr += rs
    d.add("Total refined sugar", agg(allr), kind="total")
    return one_page(d)


# business/year: line amounts in thousands
SUG_COST = {"c19": {"raw": 2096418, "beet": 0, "lab": 142118, "ene": 96412, "pkg": 88906, "mnt": 62304, "dep": 48612},
            "c18": {"raw": 2104806, "beet": 0, "lab": 138406, "ene": 101806, "pkg": 86418, "mnt": 59812, "dep": 46918},
            "b19": {"raw": 0, "beet": 818406, "lab": 98412, "ene": 71806, "pkg": 38118, "mnt": 44906, "dep": 36412},
            "b18": {"raw": 0, "beet": 826118, "lab": 96106, "ene": 74212, "pkg": 37406, "mnt": 42118, "dep": 35806}}
SUG_CANE_CWT = {"19": 80406, "18": 79812}     # the beet business sold the rest of t18's volume


def sug_cwt(b, y):
    return SUG_CANE_CWT[y] if b == "c" else sug_total(0 if y == "19" else 1, "vol") - SUG_CANE_CWT[y]


def sug_cost_total(b, y):
    return sum(SUG_COST[b + y].values())


def t19():
    cols = []
    for name, b in (("Cane Refining", "c"), ("Beet Processing", "b")):
        for y in ("19", "18"):
            cols += [Col(f"{b}a{y}", (name, f"Fiscal 20{y}", "Amount"), scale=1000, minw=58),
                     Col(f"{b}p{y}", (name, f"Fiscal 20{y}", "Per Cwt"), dec=2, scale=NOSCALE, minw=44)]
    d = D("t19", "sug", I7, "Cost of Sales by Business", cols, style="boxed", family="Vera",
          size=9, orient="landscape", money=True, sep_dollar=True,
          corner="(amounts in thousands, except per cwt)",
          notes=["(a) Raw cane sugar bought under the U.S. tariff-rate quota, from domestic cane mills and, for the "
                 "U.K. refineries, from world-market suppliers, including freight and duty.",
                 "(b) Payments to beet growers under participating contracts, based on the net selling price of the "
                 "sugar produced.",
                 "(c) Cost per hundredweight of refined sugar sold."])
    amt = {}
    for b in "cb":
        for y in ("19", "18"):
            amt[b + y] = dict(SUG_COST[b + y])
            a = amt[b + y]
            a["traw"] = a["raw"] + a["beet"]
            a["conv"] = a["lab"] + a["ene"] + a["pkg"] + a["mnt"]
            a["tot"] = a["traw"] + a["conv"] + a["dep"]
            assert a["tot"] == sug_cost_total(b, y)

    def line(f, per=True):
        out = {}
        for b in "cb":
            for y in ("19", "18"):
                out[f"{b}a{y}"] = nz(amt[b + y][f])
                out[f"{b}p{y}"] = nz(r1(amt[b + y][f] / sug_cwt(b, y), 2)) if per else None
        return {k: x for k, x in out.items() if x is not None}
    d.add("Raw materials:", kind="section")
    d.add("Raw cane sugar (a)", line("raw"), level=1)
    d.add("Sugar beets (b)", line("beet"), level=1)
    d.add("Total raw materials", line("traw"), level=1, kind="subtotal", dollar=True)
    d.add("Conversion costs:", kind="section")
    d.add("Labor and benefits", line("lab"), level=1)
    d.add("Energy", line("ene"), level=1)
    d.add("Packaging", line("pkg"), level=1)
    d.add("Maintenance and other", line("mnt"), level=1)
    d.add("Total conversion costs", line("conv"), level=1, kind="subtotal", dollar=True)
    d.add("Depreciation", line("dep"))
    d.add("Total cost of sales (c)", line("tot"), kind="total")
    d.add("Refined sugar sold (thousand cwt)", {f"{b}a{y}": sug_cwt(b, y) for b in "cb" for y in ("19", "18")},
          money=False)
    return one_page(d)


SUG_QW = {"ns": (0.238, 0.246, 0.262), "gp": (0.226, 0.241, 0.274), "vol": (0.236, 0.244, 0.266)}
SUG_SGA = {"19": (78406, 80118, 81906, 84212), "18": (76118, 77406, 79212, 80806)}
SUG_IMPAIR = {"19": (0, 0, 0, 112406), "18": (0, 0, 0, 0)}
SUG_NET = {"19": (72418, 84106, 98412, -38606), "18": (68912, 78406, 91218, 88406)}
SUG_SHARES = {"19": (52418, 52906), "18": (52106, 52612)}      # basic, diluted (thousands)


def sug_split(total, w):
    q = [r1(total * x, 0) for x in w]
    return q + [total - sum(q)]


def t20():
    qs = ["First Quarter", "Second Quarter", "Third Quarter", "Fourth Quarter"]
    cols = []
    for y in ("19", "18"):
        cols += [Col(f"q{i + 1}_{y}", (f"Fiscal 20{y}", q), minw=54) for i, q in enumerate(qs)]
    d = D("t20", "sug", I8, "Selected Quarterly Financial Data (Unaudited)", cols, style="band",
          family="DejaVuSans", size=8, orient="landscape", money=True, scale=1000,
          corner="(in thousands, except per share data)",
          notes=["(a) Impairment of the Fremont, Ohio and Torrington, Wyoming beet factories, to be idled after the "
                 "2019 campaign.",
                 "(b) Gross profit as a percentage of net sales.",
                 "Quarterly per share amounts may not add to the annual amount because of changes in the weighted "
                 "average shares outstanding."])
    vals = {f: {} for f in ("ns", "gp", "sga", "imp", "oi", "ni", "eb", "ed", "vol")}
    for y, i in (("19", 0), ("18", 1)):
        ns = sug_total(i, "sales")
        gp = ns - sug_cost_total("c", y) - sug_cost_total("b", y)
        parts = {"ns": sug_split(ns, SUG_QW["ns"]), "gp": sug_split(gp, SUG_QW["gp"]),
                 "vol": sug_split(sug_total(i, "vol"), SUG_QW["vol"])}
        for q in range(4):
            k = f"q{q + 1}_{y}"
            vals["ns"][k], vals["gp"][k], vals["vol"][k] = parts["ns"][q], parts["gp"][q], parts["vol"][q]
            vals["sga"][k] = SUG_SGA[y][q]
            vals["imp"][k] = nz(SUG_IMPAIR[y][q])
            vals["oi"][k] = parts["gp"][q] - SUG_SGA[y][q] - SUG_IMPAIR[y][q]
            vals["ni"][k] = SUG_NET[y][q]
            vals["eb"][k] = r1(SUG_NET[y][q] / SUG_SHARES[y][0], 2)
            vals["ed"][k] = r1(SUG_NET[y][q] / (SUG_SHARES[y][1] if SUG_NET[y][q] > 0 else SUG_SHARES[y][0]), 2)
    d.add("Net sales", vals["ns"])
    d.add("Gross profit", vals["gp"])
    d.add("Selling, general and administrative", vals["sga"])
    d.add("Impairment of beet factories (a)", vals["imp"])
    d.add("Operating income (loss)", vals["oi"], kind="subtotal")
    d.add("Net income (loss)", vals["ni"], kind="total")
    d.add("Gross margin (b)", {k: r1(vals["gp"][k] * 100 / vals["ns"][k], 1) for k in vals["ns"]}, pct=True, dec=1)
    d.add("Net income (loss) per share:", kind="section")
    d.add("Basic", vals["eb"], level=1, dec=2, scale=NOSCALE, dollar=True)
    d.add("Diluted", vals["ed"], level=1, dec=2, scale=NOSCALE, dollar=True)
    d.add("Refined sugar sold (thousand cwt)", vals["vol"], money=False)
    return one_page(d)


# ============================================================== Tambourne Live Entertainment, Inc. (2019)
# venue: (capacity, interest, agreement expiration or None when owned, events 2019, 2018, attendance 000 2019, 2018)
CON_NA = {"Amphitheaters:": [("Atlanta, GA", 18900, "Owned", None, 44, 41, 612, 588),
                             ("Dallas, TX", 20100, "Leased", "2034", 39, 42, 571, 602),
                             ("Phoenix, AZ", 19400, "Operated", "2028", 36, 35, 502, 489),
                             ("Tampa, FL", 19900, "Leased", "2030", 41, 38, 588, 541),
                             ("Charlotte, NC", 18800, "Owned", None, 38, 37, 534, 520),
                             ("Denver, CO", 17500, "Operated", "2026", 35, 33, 468, 441)],
          "Theaters and clubs:": [("Chicago, IL", 3800, "Leased", "2029", 168, 161, 402, 385),
                                  ("Boston, MA", 2800, "Owned", None, 142, 150, 318, 331),
                                  ("Nashville, TN", 2300, "Leased", "2027", 181, 172, 344, 322),
                                  ("Austin, TX", 1900, "Operated", "2025", 164, 158, 268, 255),
                                  ("Portland, OR", 3000, "Leased", "2032", 139, 146, 331, 346)]}
CON_INTL = {"U.K.:": [("London", 5200, "Leased", "2038", 188, 179, 812, 776),
                      ("Manchester", 3500, "Owned", None, 152, 148, 426, 418),
                      ("Glasgow", 2500, "Leased", "2031", 144, 139, 302, 296)],
            "Netherlands:": [("Amsterdam", 6000, "Operated", "2029", 176, 171, 868, 842),
                             ("Rotterdam", 2800, "Leased", "2027", 131, 126, 288, 281)]}
CON_KEYS = ["cap", "e19", "e18", "a19", "a18"]


def t21():
    cols = ([Col("cap", ("Capacity (a)",), minw=52), Col("int", ("Interest",), text=True, minw=56),
             Col("exp", ("Agreement Expires (b)",), text=True, minw=60)]
            + G("Events", [("e19", "2019"), ("e18", "2018")], minw=44)
            + G("Attendance (in thousands)", [("a19", "2019"), ("a18", "2018")], scale=1000, minw=56))
    d = D("t21", "con", I2, "Owned and Operated Venues", cols, style="ledger", family="Helvetica", size=10,
          orient="landscape", repeat_header=True, corner="As of December 31, 2019",
          notes=["(a) Approximate capacity for concerts in the venue's largest configuration.",
                 "(b) Expiration of the lease or operating agreement, before renewal options; \u2014 for owned venues.",
                 "(c) Venues of Tambourne Live International Ltd. and Tambourne Live Nederland B.V., wholly owned "
                 "subsidiaries."])

    def v(x):
        _, cap, it, exp, e19, e18, a19, a18 = x
        return {"cap": cap, "int": it, "exp": NIL if exp is None else exp, "e19": e19, "e18": e18, "a19": a19,
                "a18": a18}
    d.add("North America:", kind="section")
    na = []
    for g, xs in CON_NA.items():
        d.add(g, level=1, kind="section")
        rs = [d.add(x[0], v(x), level=2) for x in xs]
        sumrows(d, rs, CON_KEYS, "Total " + g.rstrip(":").lower(), level=2)
        na += rs
    sumrows(d, na, CON_KEYS, "Total North America", level=1)
    d.add("Int'l (c):", kind="section")
    it = []
    for g, xs in CON_INTL.items():
        d.add(g, level=1, kind="section")
        rs = [d.add(x[0], v(x), level=2) for x in xs]
        sumrows(d, rs, CON_KEYS, "Total " + g.rstrip(":"), level=2)
        it += rs
    sumrows(d, it, CON_KEYS, "Total Int'l", level=1)
    sumrows(d, na + it, CON_KEYS, "Total Tambourne", kind="total")
    return two_pages(d)


# venue type: (events NA 2019, Int'l 2019, NA 2018, Int'l 2018, fans 000 NA 2019, Int'l 2019, NA 2018, Int'l 2018)
CON_OPS = [("Stadiums", 86, 52, 78, 49, 4612, 2806, 4118, 2604),
           ("Arenas", 1412, 968, 1386, 941, 14806, 9218, 14412, 8906),
           ("Amphitheaters", 1106, 212, 1088, 204, 12418, 1806, 12106, 1712),
           ("Theaters and clubs", 14806, 9412, 14218, 9106, 8912, 5418, 8604, 5206),
           ("Festivals (a)", 48, 36, 44, 33, 3206, 2418, 2918, 2312)]
CON_PRICE = {"n19": 78.42, "i19": 64.18, "n18": 76.12, "i18": 62.94}


def t22():
    cols = []
    for y in ("19", "18"):
        cols += G("20" + y, [("n" + y, "North America"), ("i" + y, "Int'l"), ("t" + y, "Total")], minw=56)
    d = D("t22", "con", I7, "Concerts Segment Operating Data", cols, style="zebra", family="DejaVuSerifCondensed",
          size=9.5, orient="landscape", corner="Year Ended December 31,",
          notes=["(a) Multi-day festivals count as one event; fans are the sum of daily attendance.",
                 "(b) Gross ticket revenue of events promoted by Tambourne divided by fans, in U.S. dollars; Int'l "
                 "converted at average exchange rates."])
    ev, fans = [], []
    for x in CON_OPS:
        ev.append((x[0], dict(zip(("n19", "i19", "n18", "i18"), x[1:5]))))
        fans.append((x[0], dict(zip(("n19", "i19", "n18", "i18"), x[5:9]))))
    for part in (ev, fans):
        for _, vals in part:
            vals["t19"], vals["t18"] = vals["n19"] + vals["i19"], vals["n18"] + vals["i18"]
    keys = ["n19", "i19", "t19", "n18", "i18", "t18"]
    d.add("Events promoted:", kind="section")
    rs = [d.add(lab, vals, level=1) for lab, vals in ev]
    sumrows(d, rs, keys, "Total events", level=1)
    d.add("Fans (in thousands):", kind="section")
    rf = [d.add(lab, vals, level=1, scale=1000) for lab, vals in fans]
    tf = sumrows(d, rf, keys, "Total fans", level=1, scale=1000)
    price = dict(CON_PRICE)
    for y in ("19", "18"):
        price["t" + y] = wavg([(CON_PRICE["n" + y], tf.vals["n" + y]), (CON_PRICE["i" + y], tf.vals["i" + y])], 2)
    d.add("Average ticket price per fan (b)", price, money=True, dec=2, dollar=True)
    return one_page(d)


# segment/year: (revenue, direct operating expenses, SG&A, depreciation and amortization)
CON_CAPEX = {"c19": 84118, "c18": 79406, "k19": 61806, "k18": 58212, "s19": 4118, "s18": 3906, "o19": 12406,
             "o18": 9818}
CON_SEG = {"c19": (4812406, 3918612, 612418, 98412), "c18": (4406118, 3602406, 578906, 92118),
           "k19": (812406, 298412, 218106, 72806), "k18": (768118, 284906, 206412, 68412),
           "s19": (486118, 92418, 78906, 8412), "s18": (442806, 86106, 74218, 7806),
           "o19": (-18406, -18406, 98418, 6118), "o18": (-16812, -16812, 92106, 5812)}


def t23():
    cols = []
    for name, s in (("Concerts", "c"), ("Ticketing", "k"), ("Sponsorship and Advertising", "s"),
                    ("Corporate and Eliminations (a)", "o"), ("Consolidated", "t")):
        cols += G(name, [(s + "19", "2019"), (s + "18", "2018")], minw=44)
    d = D("t23", "con", I8, "Segment Information", cols, style="unruled", family="Helvetica", size=8,
          orient="landscape", money=True, scale=1000, sep_dollar=True, corner="Year Ended December 31, (in "
          "thousands)",
          notes=["(a) Corporate expenses and the elimination of ticketing and sponsorship revenue earned from the "
                 "Concerts segment.",
                 "(b) Operating income (loss) as a percentage of revenue."])
    keys = [c.key for c in cols]
    seg = {}
    for k, (rev, dox, sga, da) in CON_SEG.items():
        seg[k] = dict(rev=rev, dox=dox, sga=sga, da=da, oi=rev - dox - sga - da, capex=CON_CAPEX[k])
    for y in ("19", "18"):
        seg["t" + y] = {f: sum(seg[s + y][f] for s in "ckso") for f in seg["c19"]}

    def line(f):
        return {k: nz(seg[k][f]) for k in keys}
    d.add("Revenue", line("rev"))
    d.add("Operating expenses:", kind="section")
    d.add("Direct operating expenses", line("dox"), level=1)
    d.add("Selling, general and administrative", line("sga"), level=1)
    d.add("Depreciation and amortization", line("da"), level=1)
    d.add("Operating income (loss)", line("oi"), kind="total")
    d.add("Operating margin (b)", {k: r1(seg[k]["oi"] * 100 / seg[k]["rev"], 1) for k in keys
                                   if not k.startswith("o")}, pct=True, dec=1)
    d.add("Capital expenditures", line("capex"), dollar=True)
    return one_page(d)


# metric: [(label, 2019, 2018, 2017)]
CON_TIX = {"Fee-bearing tickets (in thousands):": [("North America", 312406, 298118, 281906),
                                                    ("Int'l", 118412, 109806, 98118)],
           "Non-fee-bearing tickets (in thousands) (a):": [("North America", 88412, 91206, 86918),
                                                           ("Int'l", 62118, 58906, 61412)],
           "Gross transaction value (in millions) (b):": [("North America", 14806, 13912, 12418),
                                                          ("Int'l", 5118, 4806, 4212)],
           "Average fee per fee-bearing ticket (c):": [("North America", 5.12, 4.98, 4.84),
                                                       ("Int'l", 3.94, 3.86, 3.71)]}


def t24():
    cols = (G("Year Ended December 31,", [("y19", "2019"), ("y18", "2018"), ("y17", "2017")], minw=54)
            + G("% Change", [("c1", "2019 vs. 2018"), ("c2", "2018 vs. 2017")], pct=True, dec=1, minw=58))
    d = D("t24", "con", I7, "Ticketing Operating Metrics", cols, style="booktabs", family="DejaVuSans", size=9,
          notes=["(a) Tickets sold for clients' events without a service fee, chiefly season seats and box-office "
                 "sales.",
                 "(b) Face value of tickets and fees sold through the ticketing platform, in U.S. dollars.",
                 "(c) Service and order-processing fees per fee-bearing ticket, in U.S. dollars."])

    def v(a, b, c):
        return {"y19": a, "y18": b, "y17": c, "c1": chg(a, b), "c2": chg(b, c)}
    for sec, xs in CON_TIX.items():
        d.add(sec, kind="section")
        money = sec.startswith(("Gross", "Average"))
        scale = 1000 if "thousands" in sec else 1000000 if "millions" in sec else NOSCALE
        dec = 2 if sec.startswith("Average") else 0
        rs = [d.add(x[0], v(*x[1:]), level=1, money=money, scale=scale, dec=dec,
                    dollar=money and i == 0) for i, x in enumerate(xs)]
        if not sec.startswith("Average"):
            sums = [sum(x[i] for x in xs) for i in (1, 2, 3)]
            d.add("Total", v(*sums), level=1, kind="subtotal", money=money, scale=scale)
    return one_page(d)


# ============================================================== Verrowfield Lottery Systems, Inc. (2019)
# jurisdiction: (contract expiration, retailers, retail terminals, self-service terminals, sales 2019 ($ millions),
#                sales 2018)
LOT_FM = [("Georgia", "2028", 8906, 9412, 2806, 4812.6, 4604.2), ("Florida", "2031", 13412, 14118, 4206, 7918.4, 7412.8),
          ("New York", "2026", 15806, 17206, 3918, 9806.2, 9612.4), ("Texas", "2029", 19412, 20106, 3412, 6418.8, 6106.2),
          ("Ohio", "2025", 9612, 10218, 2206, 3412.6, 3306.4), ("Michigan", "2027", 10806, 11412, 1918, 4206.8, 3918.2),
          ("Pennsylvania", "2030", 9912, 10604, 2612, 4512.2, 4306.6),
          ("Virginia", "2024", 5412, 5806, 1406, 2206.4, 2012.8), ("Tennessee", "2026", 5106, 5418, 1212, 1612.6, 1518.4),
          ("Arizona", "2028", 4206, 4412, 918, 1118.2, 1006.4)]
LOT_LMA = [("Indiana", "2032", 4412, 4706, 1106, 1406.8, 1318.2), ("New Jersey", "2033", 6806, 7212, 1512, 3512.4, 3402.6)]
LOT_INTL = [("U.K.", "2030", 44806, 46218, 12406, 8806.4, 8612.8), ("Italy", "2027", 32106, 34412, 0, 10412.6, 9906.2),
            ("Ireland", "2034", 4106, 4312, 606, 1204.2, 1118.6)]
LOT_KEYS = ["ret", "tr", "ts", "tt", "s19", "s18"]


def t25():
    cols = ([Col("exp", ("Contract Expires",), text=True, minw=54), Col("ret", ("Retailers (a)",), minw=52)]
            + G("Terminals", [("tr", "Retail"), ("ts", "Self-Service (b)"), ("tt", "Total")], minw=48)
            + G("Lottery Retail Sales (in millions) (c)", [("s19", "2019"), ("s18", "2018")], money=True,
                scale=1000000, dec=1, minw=60)
            + [Col("ch", ("Change", "%"), pct=True, pctsign=False, dec=1, minw=44)])
    d = D("t25", "lot", I1, "Lottery Contracts by Jurisdiction", cols, style="grid", family="DejaVuSans", size=8.5,
          orient="landscape", corner="As of December 31, 2019",
          notes=["(a) Licensed lottery retailers connected to Verrowfield's central system.",
                 "(b) Instant-ticket and draw-game vending machines.",
                 "(c) The lottery's sales to players in the jurisdiction; Int'l converted at average exchange rates.",
                 "(d) Verrowfield manages the lottery's operations and marketing for an incentive fee tied to net "
                 "income growth."])

    def v(x):
        _, exp, ret, tr, ts, s19, s18 = x
        return {"exp": exp, "ret": ret, "tr": tr, "ts": nz(ts), "tt": tr + ts, "s19": s19, "s18": s18,
                "ch": chg(s19, s18)}

    def agg(rs, label, level, kind="subtotal"):
        out = {k: nz(tot(rs, k, 1 if k.startswith("s") else 0)) for k in LOT_KEYS}
        out["ch"] = chg(out["s19"], out["s18"])
        return d.add(label, out, level=level, kind=kind, dollar=True)
    d.add("U.S. facilities management contracts:", kind="section")
    fm = [d.add(x[0], v(x), level=1) for x in LOT_FM]
    agg(fm, "Total facilities management", 1)
    d.add("U.S. lottery management agreements (d):", kind="section")
    lma = [d.add(x[0], v(x), level=1) for x in LOT_LMA]
    agg(fm + lma, "Total U.S.", 1)
    d.add("Int'l:", kind="section")
    it = [d.add(x[0], v(x), level=1) for x in LOT_INTL]
    agg(it, "Total Int'l", 1)
    agg(fm + lma + it, "Total Verrowfield", 0, "total")
    return one_page(d)


def lot_sales(group, y):
    rows = LOT_FM + LOT_LMA if group == "u" else LOT_INTL
    return r1(sum(x[5 if y == "19" else 6] for x in rows), 1)


LOT_INSTANT = {"u19": 0.624, "u18": 0.611, "i19": 0.382, "i18": 0.371}
LOT_QW = {"in": (0.262, 0.247, 0.236), "dr": (0.248, 0.262, 0.219)}
LOT_GROWTH = {"Instant Tickets": {"u19": (4.2, 5.1, 3.8, 4.6, 4.4), "u18": (3.1, 2.6, 3.9, 4.2, 3.5),
                                  "i19": (1.8, 2.4, 2.2, 1.6, 2.0), "i18": (0.9, 1.2, -0.4, 0.8, 0.6)},
              "Draw Games (a)": {"u19": (2.8, 9.6, -3.4, 1.2, 2.6), "u18": (6.4, -2.2, 14.8, 3.6, 5.4),
                                 "i19": (3.6, 4.4, 2.8, 5.2, 4.0), "i18": (-1.8, 2.2, 1.4, 0.6, 0.5)}}


def t26():
    cols = []
    for reg, g in (("U.S.", "u"), ("Int'l (b)", "i")):
        for y in ("19", "18"):
            cols += [Col(f"{g}{y}in", (reg, "20" + y, "Instant Tickets"), minw=50),
                     Col(f"{g}{y}dr", (reg, "20" + y, "Draw Games (a)"), minw=50)]
    d = D("t26", "lot", I7, "Lottery Retail Sales by Quarter and Game Type", cols, style="borderless",
          family="Times", size=9.5, orient="landscape", corner="Year Ended December 31,",
          notes=["(a) Multi-state and national jackpot games, daily numbers games and keno; 2019 second-quarter "
                 "sales include a record jackpot run.",
                 "(b) The U.K., Italy and Ireland; converted at the average exchange rates of each year.",
                 "(c) Change in retail sales at retailers selling the game in both periods."])
    sales = {}
    for g in "ui":
        for y in ("19", "18"):
            total = lot_sales(g, y)
            inst = r1(total * LOT_INSTANT[g + y], 1)
            for part, amount in (("in", inst), ("dr", r1(total - inst, 1))):
                q = [r1(amount * w, 1) for w in LOT_QW[part]]
                q.append(r1(amount - sum(q), 1))
                sales[f"{g}{y}{part}"] = q + [amount]
    keys = [c.key for c in cols]
    d.add("Retail sales (in millions):", kind="section")
    qn = ["First quarter", "Second quarter", "Third quarter", "Fourth quarter"]
    for i, q in enumerate(qn):
        d.add(q, {k: sales[k][i] for k in keys}, level=1, money=True, scale=1000000, dec=1, dollar=(i == 0))
    d.add("Total retail sales", {k: sales[k][4] for k in keys}, level=1, kind="subtotal", money=True, scale=1000000,
          dec=1, dollar=True)
    d.add("Same-store sales growth (c):", kind="section")
    for i, q in enumerate(qn + ["Full year"]):
        d.add(q, {f"{g}{y}{'in' if game.startswith('Inst') else 'dr'}": LOT_GROWTH[game][g + y][i]
                  for game in LOT_GROWTH for g in "ui" for y in ("19", "18")}, level=1, pct=True, dec=1)
    return one_page(d)


# segment/year: (services revenue, product sales, cost of services, cost of product sales, SG&A, R&D, D&A)
LOT_SEG = {"l19": (1206418, 88412, 712406, 52118, 118906, 24812, 142118),
           "l18": (1148906, 92118, 688118, 55406, 112418, 22906, 138406),
           "n19": (0, 618406, 0, 398412, 62118, 8412, 38406), "n18": (0, 588118, 0, 382106, 58906, 7906, 36812),
           "d19": (98412, 0, 62118, 0, 28412, 14806, 9118), "d18": (68118, 0, 48906, 0, 24118, 12412, 8406)}


def t27():
    cols = []
    for name, s in (("Lottery Operations", "l"), ("Instant Products (a)", "n"), ("Interactive (b)", "d"),
                    ("Consolidated", "t")):
        cols += G(name, [(s + "19", "2019"), (s + "18", "2018")], minw=54)
    d = D("t27", "lot", I8, "Segment Results", cols, style="band", family="DejaVuSerif", size=8.5,
          orient="landscape", money=True, scale=1000, corner="Year Ended December 31, (in thousands)",
          notes=["(a) Design, printing and distribution of instant lottery tickets for U.S. and Int'l lotteries.",
                 "(b) Online lottery sales (iLottery) and mobile applications operated for lotteries.",
                 "(c) Operating income (loss) as a percentage of total revenue."])
    keys = [c.key for c in cols]
    f = ("svc", "prd", "cs", "cp", "sga", "rd", "da")
    seg = {k: dict(zip(f, x)) for k, x in LOT_SEG.items()}
    for y in ("19", "18"):
        seg["t" + y] = {x: sum(seg[s + y][x] for s in "lnd") for x in f}
    for s in seg.values():
        s["rev"] = s["svc"] + s["prd"]
        s["oi"] = s["rev"] - s["cs"] - s["cp"] - s["sga"] - s["rd"] - s["da"]

    def line(x):
        return {k: nz(seg[k][x]) for k in keys}
    d.add("Revenue:", kind="section")
    d.add("Services", line("svc"), level=1)
    d.add("Product sales", line("prd"), level=1)
    d.add("Total revenue", line("rev"), level=1, kind="subtotal", dollar=True)
    d.add("Costs and expenses:", kind="section")
    d.add("Cost of services", line("cs"), level=1)
    d.add("Cost of product sales", line("cp"), level=1)
    d.add("Selling, general and administrative", line("sga"), level=1)
    d.add("Research and development", line("rd"), level=1)
    d.add("Depreciation and amortization", line("da"), level=1)
    d.add("Operating income (loss)", line("oi"), kind="total")
    d.add("Operating margin (c)", {k: r1(seg[k]["oi"] * 100 / seg[k]["rev"], 1) for k in keys}, pct=True, dec=1)
    return one_page(d)


# ============================================================== Grimsholt Coal Company (2019)
# mine: (mining method, proven, probable (million tons), heat value Btu/lb, sulfur %, produced 2019, 2018 (million tons))
COL_THERMAL = {"Powder River Basin (Wyoming):": [("Skarrowby", "Surface", 612.4, 148.6, 8850, 0.32, 48.6, 51.2),
                                                 ("Hobbleford", "Surface", 418.2, 206.4, 8450, 0.38, 31.8, 33.4),
                                                 ("Corbelwick", "Surface", 288.6, 94.2, 8800, 0.29, 22.4, 21.9)],
               "Illinois Basin:": [("Roscarrow", "Underground", 182.4, 96.8, 11600, 2.84, 7.8, 7.2),
                                   ("Ashwellby", "Underground", 126.8, 112.4, 11450, 3.12, 5.9, 6.3),
                                   ("Mardlebury", "Surface", 34.2, 18.6, 11200, 2.61, 2.1, 2.6)],
               "Northern Appalachia:": [("Tallowdene", "Underground", 214.6, 88.2, 12900, 2.46, 8.4, 8.1),
                                        ("Quenford", "Underground", 96.4, 128.6, 13050, 2.18, 4.6, 4.9)]}
COL_MET = {"Central Appalachia:": [("Brisworth", "Underground", 68.4, 42.6, 13600, 0.88, 3.2, 3.6),
                                   ("Ellwyck", "Underground", 52.8, 61.4, 14100, 0.74, 2.4, 2.1),
                                   ("Haverstone", "Surface", 22.6, 14.8, 13400, 1.06, 1.8, 2.2)]}
COL_KEYS = ["pv", "pb", "pt", "p19", "p18"]
COL_DEC = {k: 1 for k in COL_KEYS}


def col_basin_tons(basin, i):
    xs = (COL_THERMAL | COL_MET)[basin]
    return r1(sum(x[6 + i] for x in xs), 1)


def t28():
    cols = ([Col("mm", ("Mining Method",), text=True, minw=62)]
            + G("Proven and Probable Reserves (million tons) (a)", [("pv", "Proven"), ("pb", "Probable"),
                                                                     ("pt", "Total")], dec=1, scale=1000000, minw=52)
            + [Col("btu", ("Coal Quality (b)", "Heat Value (Btu per lb.)"), minw=62),
               Col("sul", ("Coal Quality (b)", "Sulfur (%)"), pct=True, pctsign=False, dec=2, minw=50)]
            + G("Production (million tons)", [("p19", "2019"), ("p18", "2018")], dec=1, scale=1000000, minw=50))
    d = D("t28", "col", I2, "Coal Reserves and Production by Mine", cols, style="grid", family="DejaVuSerifCondensed",
          size=11.5, paper="a4", orient="landscape", repeat_header=False, corner="As of December 31, 2019",
          notes=["(a) Recoverable tons of saleable coal, estimated under the SEC's Industry Guide 7; reserves are "
                 "owned or leased from federal, state and private lessors.",
                 "(b) Average as-received heat value and sulfur content of the reserves.",
                 "(c) Metallurgical coal sold to steelmakers in the U.S., Europe, India and Brazil."])

    def v(x):
        _, mm, pv, pb, btu, sul, p19, p18 = x
        return {"mm": mm, "pv": pv, "pb": pb, "pt": r1(pv + pb, 1), "btu": btu, "sul": sul, "p19": p19, "p18": p18}
    d.add("Thermal:", kind="section")
    th = []
    for basin, xs in COL_THERMAL.items():
        d.add(basin, level=1, kind="section")
        rs = [d.add(x[0], v(x), level=2) for x in xs]
        sumrows(d, rs, COL_KEYS, "Total " + basin.split(" (")[0].rstrip(":"), level=2, dec=COL_DEC)
        th += rs
    sumrows(d, th, COL_KEYS, "Total thermal", level=1, dec=COL_DEC)
    d.add("Metallurgical (c):", kind="section")
    mt = []
    for basin, xs in COL_MET.items():
        d.add(basin, level=1, kind="section")
        mt += [d.add(x[0], v(x), level=2) for x in xs]
    sumrows(d, mt, COL_KEYS, "Total metallurgical", level=1, dec=COL_DEC)
    sumrows(d, th + mt, COL_KEYS, "Total Grimsholt", kind="total", dec=COL_DEC)
    return two_pages(d)


# product: (revenue per ton 2019, cash cost per ton 2019, revenue per ton 2018, cash cost 2018)
COL_THERMAL_PRICES = {"Powder River Basin": (12.18, 10.42, 12.42, 10.18), "Illinois Basin": (41.06, 30.18, 42.18, 31.06),
                      "Northern Appalachia": (48.62, 38.12, 51.34, 37.46)}
# met quality: (tons 2019, revenue, cash cost, tons 2018, revenue, cash cost); Low-vol takes the rest of the tons
COL_MET_SALES = [("High-vol A", 3.1, 112.48, 82.14, 3.3, 128.06, 84.06), ("High-vol B", 2.6, 98.12, 80.62, 2.8, 114.62, 81.18),
                 ("Low-vol", None, 118.06, 86.04, None, 134.18, 88.12)]


def col_sales_rows():
    """[(section, label, {t19, r19, c19, t18, r18, c18})] of t29"""
    out = []
    for basin, (r19, c19, r18, c18) in COL_THERMAL_PRICES.items():
        key = next(k for k in COL_THERMAL if k.startswith(basin))
        out.append(("Thermal:", basin, {"t19": col_basin_tons(key, 0), "r19": r19, "c19": c19,
                                        "t18": col_basin_tons(key, 1), "r18": r18, "c18": c18}))
    met = {"19": col_basin_tons("Central Appalachia:", 0), "18": col_basin_tons("Central Appalachia:", 1)}
    for lab, t19, r19, c19, t18, r18, c18 in COL_MET_SALES:
        if t19 is None:
            t19 = r1(met["19"] - sum(x[1] for x in COL_MET_SALES[:-1]), 1)
            t18 = r1(met["18"] - sum(x[4] for x in COL_MET_SALES[:-1]), 1)
        out.append(("Metallurgical (b):", lab, {"t19": t19, "r19": r19, "c19": c19, "t18": t18, "r18": r18,
                                                "c18": c18}))
    return out


def col_tons_sold(y):
    return r1(sum(v["t" + y] for _, _, v in col_sales_rows()), 1)


def t29():
    cols = []
    for y in ("19", "18"):
        cols += [Col("t" + y, ("20" + y, "Tons Sold (millions)"), dec=1, scale=1000000, minw=50),
                 Col("r" + y, ("20" + y, "Revenue per Ton"), money=True, dec=2, minw=52),
                 Col("c" + y, ("20" + y, "Cash Cost per Ton (a)"), money=True, dec=2, minw=52),
                 Col("m" + y, ("20" + y, "Cash Margin per Ton"), money=True, dec=2, minw=52)]
    d = D("t29", "col", I7, "Coal Sales, Realized Prices and Cash Costs per Ton", cols, style="booktabs",
          family="Helvetica", size=9, orient="landscape", corner="Year Ended December 31,",
          notes=["(a) Cost of coal sales excluding depreciation, depletion and amortization, per ton sold; a "
                 "non-GAAP measure.",
                 "(b) Central Appalachia metallurgical coal by quality: high-volatile A, high-volatile B and "
                 "low-volatile coking coal."])

    def v(x):
        out = dict(x)
        for y in ("19", "18"):
            out["m" + y] = r1(x["r" + y] - x["c" + y], 2)
        return out

    def agg(rs):
        out = {}
        for y in ("19", "18"):
            out["t" + y] = tot(rs, "t" + y, 1)
            for f in "rc":
                out[f + y] = wavg([(r.vals[f + y], r.vals["t" + y]) for r in rs], 2)
            out["m" + y] = r1(out["r" + y] - out["c" + y], 2)
        return out
    groups = {}
    for sec, lab, x in col_sales_rows():
        groups.setdefault(sec, []).append((lab, x))
    allr = []
    for sec, xs in groups.items():
        d.add(sec, kind="section")
        rs = [d.add(lab, v(x), level=1) for lab, x in xs]
        d.add("Total " + sec.split(" (")[0].rstrip(":").lower(), agg(rs), level=1, kind="subtotal")
        allr += rs
    d.add("Total Grimsholt", agg(allr), kind="total")
    return one_page(d)


# line: (2019, 2018, 2017) in thousands
COL_EBITDA = {"net": ("Net income (loss)", -62418, 142806, 118412),
              "EBITDA": [("Income tax provision (benefit)", -8412, 18906, 12118),
                         ("Interest expense, net", 48118, 52406, 61812),
                         ("Depreciation, depletion and amortization", 218406, 206118, 198412),
                         ("Accretion on asset retirement obligations", 24812, 23406, 22118)],
              "Adjustments:": [("Asset impairment and mine closure costs (b)", 142806, 0, 18412),
                               ("Loss on extinguishment of debt", 0, 12406, 0),
                               ("Mark-to-market (gain) loss on coal derivatives", -6118, 4812, -2406),
                               ("Reclamation and other (c)", 3412, -2118, 1906)]}
COL_TONS_2017 = 143.8


def t30():
    cols = (G("Year Ended December 31,", [("y19", "2019"), ("y18", "2018"), ("y17", "2017")], minw=58)
            + [Col("ch", ("Change (a)", "2019 vs. 2018"), minw=62)])
    d = D("t30", "col", I7, "Reconciliation of Net Income (Loss) to Adjusted EBITDA", cols, style="leader",
          family="DejaVuSansCondensed", size=9.5, money=True, scale=1000, sep_dollar=True,
          corner="(in thousands, except per ton)",
          notes=["(a) The 2019 amount less the 2018 amount.",
                 "(b) Impairment of the Mardlebury and Haverstone surface mines, idled in the third quarter of 2019, "
                 "and related closure costs.",
                 "(c) Changes in reclamation estimates of closed mines and other non-cash items."])

    def v(a, b, c):
        return {"y19": nz(a), "y18": nz(b), "y17": nz(c), "ch": nz(a - b)}
    net = COL_EBITDA["net"]
    d.add(net[0], v(*net[1:]))
    for x in COL_EBITDA["EBITDA"]:
        d.add(x[0], v(*x[1:]))
    ebitda = [net[1 + i] + sum(x[1 + i] for x in COL_EBITDA["EBITDA"]) for i in range(3)]
    d.add("EBITDA", v(*ebitda), kind="subtotal")
    d.add("Adjustments:", kind="section")
    for x in COL_EBITDA["Adjustments:"]:
        d.add(x[0], v(*x[1:]), level=1)
    adj = [ebitda[i] + sum(x[1 + i] for x in COL_EBITDA["Adjustments:"]) for i in range(3)]
    d.add("Adjusted EBITDA", v(*adj), kind="total")
    tons = (col_tons_sold("19"), col_tons_sold("18"), COL_TONS_2017)
    d.add("Tons sold (millions)", {"y19": tons[0], "y18": tons[1], "y17": tons[2], "ch": r1(tons[0] - tons[1], 1)},
          money=False, dec=1, scale=1000000)
    per = [r1(adj[i] / tons[i] / 1000, 2) for i in range(3)]
    d.add("Adjusted EBITDA per ton sold", {"y19": per[0], "y18": per[1], "y17": per[2], "ch": r1(per[0] - per[1], 2)},
          dec=2, scale=NOSCALE, dollar=True)
    return one_page(d)


BUILDERS = [t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20,
            t21, t22, t23, t24, t25, t26, t27, t28, t29, t30]

# every invented proper name printed in the tables (check.py greps for each)
NAMES = ["Tressingham", "Pennistrow", "Alderwyck", "Vardenholt", "Dunkelby", "Tambourne", "Verrowfield", "Grimsholt",
         "Skarrowby", "Hobbleford", "Corbelwick", "Roscarrow", "Ashwellby", "Mardlebury", "Tallowdene", "Quenford",
         "Brisworth", "Ellwyck", "Haverstone"]


def docs():
    return [b() for b in BUILDERS]


def pdf_name(d):
    return f"as15-{d.key}.pdf"


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
