"""bench/aitqa-style8: thirty invented one-table 10-K extracts of capital-heavy operators, AIT-QA style.

    /work/main/.venv/bin/python bench/aitqa-style8/make_docs.py OUTDIR

Writes as8-t01.pdf ... as8-t30.pdf (byte-identical on every run). Every figure is in this file;
totals, subtotals, per-unit figures, weighted averages, shares and % changes are computed here from
the base figures, so each table adds up, and figures shared between two tables of one company agree.
The eight companies, their satellites, rigs, contracts and suppliers are invented (see NAMES).
"""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from engine import NOSCALE, Col, Doc, parse, render  # noqa: E402

I1 = "Item 1. Business"
I2 = "Item 2. Properties"
I7 = "Item 7. Management's Discussion and Analysis"
I7A = "Item 7A. Quantitative and Qualitative Disclosures About Market Risk"
I8 = "Item 8. Financial Statements and Supplementary Data \u2014 Notes"

CO = {  # key: (company, short name, fiscal period as the report heading states it)
    "kel": ("Keldrathe Satellite Communications, Inc.", "Keldrathe", "the year ended December 31, 2019"),
    "gan": ("Gannisford Global Logistics, Inc.", "Gannisford", "the year ended December 31, 2018"),
    "tam": ("Tamberlow Cold Storage Realty Trust", "Tamberlow", "the year ended December 31, 2019"),
    "wex": ("Wexmoor Commuter Rail Services, Inc.", "Wexmoor", "the fiscal year ended June 30, 2019"),
    "car": ("Cardrennan Offshore Drilling Ltd.", "Cardrennan", "the year ended December 31, 2018"),
    "hal": ("Hallowgate Aero Technics, Inc.", "Hallowgate", "the fiscal year ended March 31, 2019"),
    "spa": ("Sparrowmire Charging Networks, Inc.", "Sparrowmire", "the year ended December 31, 2019"),
    "que": ("Quellbury Tower Holdings, Inc.", "Quellbury", "the year ended December 31, 2019"),
}
RIGS = {
    "Drillships": ["Aurelia", "Boreas", "Calliope", "Dravenna", "Elsmere", "Gildren", "Hestmark"],
    "Harsh-environment semisubmersibles": ["Jorvund", "Kelsant", "Lindqvar", "Pardoe", "Quarrick"],
    "Midwater semisubmersibles": ["Strathkell", "Torrigan", "Ulverden", "Wenning", "Yarrowdale"],
    "High-specification jackups": ["Achterwald", "Brantholm", "Corvessa", "Dunlaggan", "Eskerholt", "Frayne"],
    "Standard jackups": ["Glissom", "Harnvik", "Ivendale", "Jastrow"],
}
# every invented proper name printed in the tables (check.py greps for each)
NAMES = (["Keldrathe", "Gannisford", "Tamberlow", "Wexmoor", "Cardrennan", "Hallowgate", "Sparrowmire",
          "Quellbury", "Keldra", "Ostmarren", "Astrolenne", "Northbourne", "Tidewater Commuter Rail"]
         + ["CR " + n for v in RIGS.values() for n in v])


def D(key, co, item, caption, cols, **kw):
    company, short, period = CO[co]
    return Doc(key=key, company=company, short=short,
               heading2=f"Annual Report on Form 10-K for {period} \u2014 {item}", caption=caption, cols=cols, **kw)


def G(group, pairs, **kw):
    """Columns under one spanning group: pairs of (key, leaf header)."""
    return [Col(k, (group, h), **kw) for k, h in pairs]


def chg(new, old, dec=1):
    return round((new - old) / abs(old) * 100, dec)


def r1(x, d=1):
    v = round(x + 0.0, d)
    return int(round(v)) if d == 0 else v


def tot(rows, key, d=0):
    return r1(sum(r.vals[key] for r in rows if isinstance(r.vals.get(key), (int, float))), d)


def wavg(pairs, d=1):
    """weighted average of (value, weight) pairs, rounded."""
    pairs = [(v, w) for v, w in pairs if isinstance(v, (int, float)) and v != 0]
    return r1(sum(v * w for v, w in pairs) / sum(w for v, w in pairs), d)


# ============================================================== Keldrathe Satellite Communications (2019)
KEL_FLEET = {  # satellite: (location, year placed in service, C-band, Ku-band, fill 2019, fill 2018, end of life)
    "North America": [("Keldra 5", "97.0\u00b0W", "2006", 24, 24, 71, 76, "2021"),
                      ("Keldra 8", "101.0\u00b0W", "2011", 24, 32, 88, 85, "2029"),
                      ("Keldra 11", "87.0\u00b0W", "2014", 0, 48, 82, 79, "2032"),
                      ("Keldra 14", "121.0\u00b0W", "2017", 24, 40, 64, 58, "2035"),
                      ("Keldra 16 (c)", "129.0\u00b0W", "2019", 0, 56, 39, None, "2037")],
    "Latin America": [("Keldra 6", "72.0\u00b0W", "2007", 24, 0, 58, 63, "2022"),
                      ("Keldra 9", "58.0\u00b0W", "2012", 36, 24, 84, 87, "2030"),
                      ("Keldra 12", "63.0\u00b0W", "2015", 24, 36, 77, 72, "2033"),
                      ("Keldra-Andina 1 (d)", "67.0\u00b0W", "2016", 0, 44, 69, 66, "2034")],
    "Europe, Middle East and Africa": [("Keldra 4", "31.5\u00b0E", "2005", 0, 32, 46, 52, "2020"),
                                       ("Keldra 10", "13.0\u00b0E", "2013", 16, 40, 91, 90, "2031"),
                                       ("Keldra 13", "7.0\u00b0W", "2016", 24, 48, 86, 83, "2034"),
                                       ("Keldra 17", "45.0\u00b0E", "2018", 0, 60, 74, 61, "2036")],
    "Asia-Pacific": [("Keldra 3 (e)", "166.0\u00b0E", "2004", 24, 16, 33, 41, "2019"),
                     ("Keldra 7", "105.5\u00b0E", "2009", 28, 24, 79, 81, "2026"),
                     ("Keldra 18 (c)", "138.0\u00b0E", "2019", 32, 40, 27, None, "2037")],
}
KEL_SHORT = {"North America": "North America", "Latin America": "Latin America",
             "Europe, Middle East and Africa": "EMEA", "Asia-Pacific": "Asia-Pacific"}


def t01():
    cols = ([Col("loc", ("Orbital Location",), text=True, minw=48),
             Col("yr", ("Year Placed in Service",), text=True, minw=40)]
            + G("Transponders (36 MHz equivalents) (a)", [("c", "C-band"), ("ku", "Ku-band"), ("tp", "Total")])
            + G("Fill Rate (b)", [("f19", "2019"), ("f18", "2018")], pct=True)
            + [Col("eol", ("Expected End of Service Life",), text=True, minw=50)])
    d = D("t01", "kel", I1, "Satellite Fleet", cols, style="zebra", family="LiberationSans", size=8.5,
          orient="landscape", corner="As of December 31, 2019", split=13, repeat_header=True,
          notes=["(a) Transponder capacity is stated in 36 MHz equivalents; a 54 MHz or 72 MHz transponder counts "
                 "as 1.5 or 2.0 equivalents.",
                 "(b) Fill rate is the share of a satellite's transponder capacity under contract at December 31.",
                 "(c) Placed in service in 2019; no fill rate is reported for the prior year.",
                 "(d) Owned through a joint venture in which Keldrathe holds a 50% interest; capacity is shown at "
                 "100%.",
                 "(e) Operating in inclined orbit since 2017."])
    subs = []
    for region, sats in KEL_FLEET.items():
        d.add(region, kind="section", bold=True)
        rs = []
        for (name, loc, yr, cb, ku, f19, f18, eol) in sats:
            rs.append(d.add(name, {"loc": loc, "yr": yr, "c": cb, "ku": ku, "tp": cb + ku, "f19": f19,
                                   "f18": f18 if f18 is not None else "\u2014", "eol": eol}, level=1))
        sub = d.add(f"Total {KEL_SHORT[region]}", {
            "c": tot(rs, "c"), "ku": tot(rs, "ku"), "tp": tot(rs, "tp"),
            "f19": wavg([(r.vals["f19"], r.vals["tp"]) for r in rs], 0),
            "f18": wavg([(r.vals["f18"], r.vals["tp"]) for r in rs], 0)}, level=1, kind="subtotal")
        subs.append((sub, rs))
    allr = [r for _, rs in subs for r in rs]
    d.add("Total fleet", {"c": tot(allr, "c"), "ku": tot(allr, "ku"), "tp": tot(allr, "tp"),
                          "f19": wavg([(r.vals["f19"], r.vals["tp"]) for r in allr], 0),
                          "f18": wavg([(r.vals["f18"], r.vals["tp"]) for r in allr], 0)}, kind="total")
    return d


KEL_USED = {  # utilized transponders: region: (C-band 2019, C-band 2018, Ku-band 2019, Ku-band 2018)
    "North America": (51, 49, 153, 122),
    "Latin America": (67, 70, 68, 64),
    "Europe, Middle East and Africa": (34, 33, 140, 131),
    "Asia-Pacific": (44, 23, 41, 19),
}


def t02():
    cols = (G("December 31, 2019", [("a19", "Available (a)"), ("u19", "Utilized"), ("p19", "Utilization")])
            + G("December 31, 2018", [("a18", "Available (a)"), ("u18", "Utilized"), ("p18", "Utilization")]))
    for c in cols:
        if c.key[0] == "p":
            c.pct, c.dec = True, 1
    d = D("t02", "kel", I7, "Transponder Capacity and Utilization by Frequency Band and Region", cols,
          style="booktabs", family="DejaVuSansCondensed", size=8.5, corner="(36 MHz equivalent transponders)",
          notes=["(a) Available capacity excludes transponders on satellites in inclined orbit and those held as "
                 "in-orbit spares.",
                 "(b) Includes capacity of the Keldra-Andina 1 joint venture at 100%."])
    bands = {"C-band": "c", "Ku-band": "ku"}
    allrows = []
    for band, bk in bands.items():
        d.add(band, kind="section")
        rs = []
        for k, (region, sats) in enumerate(KEL_FLEET.items()):
            a19 = sum(s[3 if bk == "c" else 4] for s in sats if "(e)" not in s[0])
            a18 = sum(s[3 if bk == "c" else 4] for s in sats if "(e)" not in s[0] and s[6] is not None)
            used = KEL_USED[region]
            u19, u18 = (used[0], used[1]) if bk == "c" else (used[2], used[3])
            label = region + (" (b)" if region == "Latin America" else "")
            rs.append(d.add(label, {"a19": a19, "u19": u19, "p19": r1(u19 / a19 * 100),
                                    "a18": a18, "u18": u18, "p18": r1(u18 / a18 * 100)}, level=1))
        a19, u19, a18, u18 = (tot(rs, k) for k in ("a19", "u19", "a18", "u18"))
        d.add(f"Total {band}", {"a19": a19, "u19": u19, "p19": r1(u19 / a19 * 100),
                                "a18": a18, "u18": u18, "p18": r1(u18 / a18 * 100)}, level=1, kind="subtotal")
        allrows += rs
    a19, u19, a18, u18 = (tot(allrows, k) for k in ("a19", "u19", "a18", "u18"))
    d.add("Total transponders", {"a19": a19, "u19": u19, "p19": r1(u19 / a19 * 100),
                                 "a18": a18, "u18": u18, "p18": r1(u18 / a18 * 100)}, kind="total")
    return d


def t03():
    cols = ([Col("loc", ("Orbital Location",), text=True), Col("mfr", ("Manufacturer",), text=True, minw=92),
             Col("lv", ("Launch Vehicle",), text=True, minw=44), Col("ex", ("Expected Launch",), text=True)]
            + G("Capital Cost ($ in millions)", [("est", "Estimated Total (a)"),
                                                 ("inc", "Incurred through December 31, 2019"),
                                                 ("rem", "Remaining Commitment")], dec=1, money=True))
    d = D("t03", "kel", I7, "Satellites Under Construction", cols, style="borderless", family="LiberationSerif",
          size=9, orient="landscape", scale=1e6, label_max=170,
          notes=["(a) Includes the satellite, launch services, launch insurance and capitalized interest.",
                 "(b) High-throughput satellite with 96 Ku-band spot beams; replaces no existing capacity.",
                 "(c) Gateway earth stations and payloads hosted on third-party satellites."])
    data = [("Replacement satellites", [("Keldra 20", "31.5\u00b0E", "Ostmarren Space Systems", "Ariane 6",
                                         "Q3 2020", 248.6, 201.3),
                                        ("Keldra 21", "97.0\u00b0W", "Ostmarren Space Systems", "Falcon 9",
                                         "Q1 2021", 231.9, 118.4)]),
            ("Growth satellites", [("Keldra 22", "75.0\u00b0E", "Astrolenne Industries", "H3", "Q4 2021",
                                    312.5, 96.7),
                                   ("Keldra 23 (b)", "115.0\u00b0W", "Astrolenne Industries", "Falcon 9",
                                    "Q2 2022", 389.0, 42.8)])]
    rows = []
    for sec, sats in data:
        d.add(sec, kind="section")
        for (n, loc, mfr, lv, ex, est, inc) in sats:
            rows.append(d.add(n, {"loc": loc, "mfr": mfr, "lv": lv, "ex": ex, "est": est, "inc": inc,
                                  "rem": r1(est - inc)}, level=1))
    rows.append(d.add("Ground segment and hosted payloads (c)", {"est": 64.2, "inc": 21.9, "rem": r1(64.2 - 21.9)}))
    d.add("Total", {k: tot(rows, k, 1) for k in ("est", "inc", "rem")}, kind="total")
    return d


def t04():
    cols = (G("December 31, 2019", [("n19", "Net Book Value"), ("i19", "Insured Amount")], dec=1)
            + G("December 31, 2018", [("n18", "Net Book Value"), ("i18", "Insured Amount")], dec=1)
            + [Col("exp", ("Policy Expiration",), text=True)])
    d = D("t04", "kel", I8, "In-Orbit Insurance Coverage", cols, paper="a4", style="grid", family="DejaVuSans", size=8.5,
          money=True, scale=1e6, corner="(in millions)",
          notes=["(a) Keldrathe does not insure satellites whose net book value or remaining life makes coverage "
                 "uneconomic; losses on these satellites would be borne by the Company.",
                 "(b) Keldrathe's 50% share of the joint venture's net book value and insured amount.",
                 "(c) Coverage for the first year after launch was placed with the launch policy."])
    ins = [("Keldra 8", 186.4, 190.0, 207.9, 215.0, "Mar 2020"), ("Keldra 9", 171.2, 175.0, 189.6, 195.0, "Aug 2020"),
           ("Keldra 10", 158.7, 160.0, 176.3, 180.0, "Aug 2020"), ("Keldra 11", 183.6, 185.0, 199.2, 200.0, "Jan 2020"),
           ("Keldra 12", 202.5, 205.0, 221.8, 225.0, "Jun 2020"), ("Keldra 13", 226.3, 230.0, 245.0, 250.0, "Jun 2020"),
           ("Keldra 14", 268.9, 270.0, 289.4, 290.0, "Nov 2020"), ("Keldra 16 (c)", 352.1, 355.0, 0, 0, "Feb 2021"),
           ("Keldra 17", 318.4, 320.0, 340.2, 345.0, "Nov 2020"), ("Keldra 18 (c)", 341.7, 345.0, 0, 0, "May 2021"),
           ("Keldra-Andina 1 (b)", 97.3, 100.0, 105.9, 110.0, "Sep 2020")]
    unins = [("Keldra 3", 2.1, 6.8), ("Keldra 4", 14.6, 23.2), ("Keldra 5", 31.8, 44.0), ("Keldra 6", 22.4, 33.5),
             ("Keldra 7", 61.0, 72.9)]
    d.add("Insured satellites", kind="section")
    a = [d.add(n, {"n19": n19, "i19": i19, "n18": n18, "i18": i18, "exp": e}, level=1)
         for (n, n19, i19, n18, i18, e) in ins]
    sa = d.add("Total insured satellites", {k: tot(a, k, 1) for k in ("n19", "i19", "n18", "i18")}, level=1,
               kind="subtotal")
    d.add("Uninsured satellites (a)", kind="section")
    b = [d.add(n, {"n19": n19, "i19": 0, "n18": n18, "i18": 0}, level=1) for (n, n19, n18) in unins]
    sb = d.add("Total uninsured satellites", {k: tot(b, k, 1) for k in ("n19", "i19", "n18", "i18")}, level=1,
               kind="subtotal")
    d.add("Total satellites in service", {k: r1(sa.vals[k] + sb.vals[k]) for k in ("n19", "i19", "n18", "i18")},
          kind="total")
    return d


# ============================================================== Gannisford Global Logistics (2018)
GAN_REG = ["North America", "Latin America", "Europe", "Asia-Pacific", "Middle East, Africa and India"]


def t05():
    cols = (G("Full Year", [("y18", "2018"), ("y17", "2017"), ("yc", "% Change")], dec=1)
            + G("Fourth Quarter", [("q18", "2018"), ("q17", "2017"), ("qc", "% Change")], dec=1))
    for c in cols:
        if c.key.endswith("c"):
            c.pct = True
    d = D("t05", "gan", I7, "Freight Volumes by Origin Region", cols, style="grid", family="LiberationSans",
          size=9, orient="landscape", label_max=260,
          notes=["(a) Chargeable weight of consolidated and direct airfreight shipments, by region of origin.",
                 "(b) Forty-foot equivalent units shipped as a non-vessel operating common carrier, by region of "
                 "origin."])
    air = [(188.4, 179.9, 50.2, 49.1), (41.7, 43.2, 10.9, 11.6), (203.5, 191.8, 53.6, 51.9),
           (336.9, 312.4, 92.8, 88.7), (57.3, 54.6, 14.1, 14.8)]
    sea = [(112.6, 104.3, 28.9, 27.4), (38.2, 36.9, 9.6, 9.9), (126.5, 121.7, 31.4, 32.0),
           (402.8, 371.5, 108.3, 97.6), (44.9, 47.3, 11.2, 12.1)]
    for sec, data, totl in [("Airfreight tonnage (metric tons in thousands) (a)", air, "Total airfreight tonnage"),
                            ("Ocean freight volume (FEUs in thousands) (b)", sea, "Total ocean freight FEUs")]:
        d.add(sec, kind="section", scale=1e3)
        rs = [d.add(reg, {"y18": a, "y17": b, "yc": chg(a, b), "q18": c, "q17": e, "qc": chg(c, e)}, level=1)
              for reg, (a, b, c, e) in zip(GAN_REG, data)]
        t = {k: tot(rs, k, 1) for k in ("y18", "y17", "q18", "q17")}
        t.update(yc=chg(t["y18"], t["y17"]), qc=chg(t["q18"], t["q17"]))
        d.add(totl, t, level=1, kind="subtotal")
    return d


def t06():
    cols = (G("Year Ended December 31,", [("y18", "2018"), ("y17", "2017"), ("y16", "2016")])
            + G("Percent Change", [("c1", "2018 vs. 2017"), ("c2", "2017 vs. 2016")], pct=True, dec=1))
    d = D("t06", "gan", I7, "Revenues, Directly Related Cost of Transportation and Net Revenues by Service", cols,
          style="booktabs", family="DejaVuSerif", size=8.5, money=True, scale=1e3, corner="(in thousands)",
          label_max=215,
          notes=["(a) Net revenues as a percentage of revenues. Net revenues are revenues less the directly "
                 "related cost of transportation and services purchased from carriers and agents."])
    svc = {"Airfreight services": ((2184316, 1902775, 1611208), (1563902, 1351443, 1129651)),
           "Ocean freight and ocean services": ((1407552, 1296380, 1144907), (1043215, 962841, 842116)),
           "Customs brokerage and other services": ((1162849, 1048116, 962331), (547730, 488922, 443876))}
    ys = ("y18", "y17", "y16")
    allv = {"rev": [0, 0, 0], "cost": [0, 0, 0]}

    def block(sec, rev, cost, consolidated=False):
        d.add(sec, kind="section", bold=consolidated)
        net = [a - b for a, b in zip(rev, cost)]
        for lab, vals in [("Revenues", rev), ("Directly related cost of transportation", cost), ("Net revenues", net)]:
            v = dict(zip(ys, vals))
            v.update(c1=chg(vals[0], vals[1]), c2=chg(vals[1], vals[2]))
            d.add(lab, v, level=1, dollar=True if (consolidated and lab != "Directly related cost of transportation")
                  else None, kind="data")
        d.add("Net revenue margin (a)", dict(zip(ys, [r1(n / r * 100) for n, r in zip(net, rev)])), level=1,
              pct=True, dec=1)

    for sec, (rev, cost) in svc.items():
        block(sec, rev, cost)
        for i in range(3):
            allv["rev"][i] += rev[i]
            allv["cost"][i] += cost[i]
    block("Consolidated", allv["rev"], allv["cost"], consolidated=True)
    return d


def t07():
    cols = (G("Entries Filed (in thousands)", [("e18", "2018"), ("e17", "2017")], dec=1, scale=1e3)
            + G("Revenue per Entry", [("p18", "2018"), ("p17", "2017")], dec=2, money=True, scale=NOSCALE)
            + G("Brokerage Revenue (in thousands)", [("r18", "2018"), ("r17", "2017")], money=True, scale=1e3))
    d = D("t07", "gan", I7, "Customs Brokerage Entries and Revenue by Country of Filing", cols, style="zebra",
          family="DejaVuSansCondensed", size=8.5,
          notes=["(a) Includes entries filed for in-bond and foreign trade zone shipments.",
                 "(b) Revenue per entry is brokerage revenue divided by entries filed."])
    data = {None: [("United States (a)", 1846.2, 1712.9, 171.40, 168.25), ("Canada", 412.7, 398.3, 94.10, 92.85),
                   ("Mexico", 288.5, 301.6, 88.60, 86.15)],
            "Europe": [("United Kingdom", 234.9, 219.4, 118.75, 115.20), ("Germany", 197.3, 188.8, 131.60, 127.40),
                       ("Netherlands", 121.8, 117.0, 109.35, 107.90), ("Other Europe", 143.6, 136.2, 97.80, 96.55)],
            "Asia": [("China", 176.4, 159.7, 62.45, 60.10), ("Japan", 88.9, 91.2, 104.20, 101.75)],
            "": [("All other countries", 205.7, 193.1, 79.90, 78.35)]}
    rows = []
    for sec, items in data.items():
        lev = 0
        if sec:
            d.add(sec, kind="section")
            lev = 1
        for (n, e18, e17, p18, p17) in items:
            rows.append(d.add(n, {"e18": e18, "e17": e17, "r18": r1(e18 * p18, 0), "r17": r1(e17 * p17, 0)},
                              level=lev))
    for r in rows:   # per-entry figure as the footnote defines it, from the rounded revenue
        r.vals["p18"] = r1(r.vals["r18"] / r.vals["e18"], 2)
        r.vals["p17"] = r1(r.vals["r17"] / r.vals["e17"], 2)
    t = {k: tot(rows, k, 1 if k[0] == "e" else 0) for k in ("e18", "e17", "r18", "r17")}
    t.update(p18=r1(t["r18"] / t["e18"], 2), p17=r1(t["r17"] / t["e17"], 2))
    d.add("Total (b)", t, kind="total")
    return d


def t08():
    cols = ([Col("typ", ("Aircraft",), text=True, minw=50)]
            + G("Committed Capacity", [("fl", "Flights per Week"), ("tn", "Metric Tons per Week")], scale=NOSCALE)
            + G("Rate per Kilogram (a)", [("pk", "Peak Season"), ("op", "Off-Peak")], dec=2, money=True,
                scale=NOSCALE)
            + G("Term", [("st", "Start"), ("ex", "Expiration")], text=True)
            + [Col("mac", ("Minimum Annual Commitment (in thousands) (b)",), money=True, scale=1e3, minw=62)])
    d = D("t08", "gan", I7, "Airfreight Block Space Agreements", cols, style="grid",
          family="LiberationSansNarrow", size=9, orient="landscape", label_max=200,
          notes=["(a) Contract rates before fuel and security surcharges, which are passed through at cost.",
                 "(b) Committed metric tons per week for 52 weeks at the off-peak rate."])
    data = {"Transpacific": [("Shanghai (PVG) \u2013 Chicago (ORD)", "Freighter", 3, 285, 4.35, 3.10, "Jan 2018",
                              "Dec 2020"),
                             ("Hong Kong (HKG) \u2013 Los Angeles (LAX)", "Freighter", 2, 190, 4.10, 2.95,
                              "Apr 2018", "Mar 2020"),
                             ("Taipei (TPE) \u2013 Dallas (DFW) via Anchorage", "Freighter", 2, 176, 3.95, 2.80,
                              "Jul 2018", "Jun 2019")],
            "Transatlantic": [("Frankfurt (FRA) \u2013 Atlanta (ATL)", "Belly", 7, 84, 2.40, 1.85, "Jan 2018",
                               "Dec 2019"),
                              ("Amsterdam (AMS) \u2013 New York (JFK)", "Belly", 5, 65, 2.25, 1.70, "Nov 2017",
                               "Oct 2019")],
            "Asia \u2013 Europe and intra-Asia": [("Shenzhen (SZX) \u2013 Frankfurt (FRA)", "Freighter", 1, 98, 3.80,
                                                  2.70, "Sep 2018", "Aug 2020"),
                                                 ("Singapore (SIN) \u2013 Sydney (SYD)", "Belly", 7, 56, 1.90, 1.45,
                                                  "Jan 2018", "Dec 2018")]}
    rows = []
    for sec, lanes in data.items():
        d.add(sec, kind="section", bold=True)
        for (lane, typ, fl, tn, pk, op, st, ex) in lanes:
            rows.append(d.add(lane, {"typ": typ, "fl": fl, "tn": tn, "pk": pk, "op": op, "st": st, "ex": ex,
                                     "mac": r1(tn * 52 * op, 0)}, level=1))
    d.add("Total", {"fl": tot(rows, "fl"), "tn": tot(rows, "tn"), "mac": tot(rows, "mac")}, kind="total")
    return d


# ============================================================== Tamberlow Cold Storage Realty Trust (2019)
TAM_US = ["Northeast", "Southeast", "Midwest", "Southwest", "Northwest", "California"]
TAM_INTL = ["Canada", "Australia", "New Zealand", "Argentina"]


def t09():
    cols = (G("Number of Warehouses", [("own", "Owned (a)"), ("lse", "Leased"), ("mgd", "Managed (b)"),
                                       ("tw", "Total")])
            + [Col("cf", ("Cubic Feet (in millions) (c)",), dec=1, scale=1e6, minw=50),
               Col("pp", ("Pallet Positions (in thousands) (c)",), dec=1, scale=1e3, minw=56)])
    d = D("t09", "tam", I2, "Temperature-Controlled Warehouse Portfolio", cols, paper="a4", style="borderless",
          family="DejaVuSerif", size=8.5, corner="As of December 31, 2019", label_max=180,
          notes=["(a) Includes four warehouses on land held under long-term ground leases.",
                 "(b) Warehouses operated for customers under management agreements; Tamberlow earns a fee and "
                 "holds no interest in the real estate.",
                 "(c) Owned and leased warehouses only."])
    data = {"United States": [(14, 5, 2, 218.6, 642.3), (19, 7, 4, 301.4, 871.5), (22, 4, 1, 356.8, 1034.9),
                              (11, 3, 3, 162.5, 468.1), (9, 2, 0, 121.7, 352.6), (12, 6, 2, 197.3, 566.8)],
            "International": [(6, 2, 0, 84.9, 241.2), (8, 3, 1, 109.6, 318.7), (4, 1, 0, 38.2, 109.4),
                              (2, 0, 1, 17.5, 49.8)]}
    allr = []
    for sec, names in (("United States", TAM_US), ("International", TAM_INTL)):
        d.add(sec, kind="section")
        rs = [d.add(n, {"own": o, "lse": l, "mgd": m, "tw": o + l + m, "cf": cf, "pp": pp}, level=1)
              for n, (o, l, m, cf, pp) in zip(names, data[sec])]
        d.add(f"Total {sec}", {k: tot(rs, k, 1 if k in ("cf", "pp") else 0) for k in
                               ("own", "lse", "mgd", "tw", "cf", "pp")}, level=1, kind="subtotal")
        allr += rs
    d.add("Total portfolio", {k: tot(allr, k, 1 if k in ("cf", "pp") else 0) for k in
                              ("own", "lse", "mgd", "tw", "cf", "pp")}, kind="total")
    return d


def t10():
    cols = (G("Year Ended December 31,", [("y19", "2019"), ("y18", "2018")])
            + G("Change", [("ca", "Amount"), ("cp", "%")]))
    d = D("t10", "tam", I7, "Same Store Warehouse Results", cols, style="booktabs", family="LiberationSerif",
          size=9, money=True, scale=1e3, corner="(dollars in thousands, except per pallet amounts)", label_max=250,
          notes=["(a) Same store warehouses are those owned or leased for the whole of both years.",
                 "(b) Average occupied pallets divided by average same store pallet positions.",
                 "(c) Economic occupied pallets include pallets a customer has committed to pay for under a "
                 "fixed-commitment storage contract, whether or not they are physically occupied."])
    col = d.col
    col("cp").pct, col("cp").dec = True, 1

    def line(label, a, b, dec=0, level=1, **kw):
        v = {"y19": a, "y18": b, "ca": r1(a - b, dec), "cp": chg(a, b)}
        return d.add(label, v, level=level, dec={"y19": dec, "y18": dec, "ca": dec}, **kw)

    d.add("Number of same store warehouses (a)", {"y19": 98, "y18": 98}, money=False, scale=NOSCALE)
    d.add("Rent and storage", kind="section")
    rev, rev8 = 612474, 589310
    pos, pos8 = 4052.8, 4049.1
    eco, eco8 = 3117.4, 3090.8
    phy, phy8 = 2806.9, 2843.6
    line("Revenues", rev, rev8, dollar=True)
    line("Same store pallet positions (in thousands)", pos, pos8, 1, money=False)
    line("Average economic occupied pallets (in thousands) (c)", eco, eco8, 1, money=False)
    d.add("Average economic occupancy (b)", {"y19": r1(eco / pos * 100), "y18": r1(eco8 / pos8 * 100),
                                             "ca": f"{r1(eco / pos * 100) - r1(eco8 / pos8 * 100):.1f} pts"},
          level=1, pct=True, dec=1)
    line("Average physical occupied pallets (in thousands)", phy, phy8, 1, money=False)
    d.add("Average physical occupancy (b)", {"y19": r1(phy / pos * 100), "y18": r1(phy8 / pos8 * 100),
                                             "ca": f"({abs(r1(phy / pos * 100) - r1(phy8 / pos8 * 100)):.1f}) pts"},
          level=1, pct=True, dec=1)
    line("Revenue per economic occupied pallet", r1(rev / eco, 2), r1(rev8 / eco8, 2), 2, scale=NOSCALE,
         dollar=True)
    d.add("Warehouse services", kind="section")
    wrev, wrev8 = 728915, 706204
    thr, thr8 = 18942.6, 18711.3
    line("Revenues", wrev, wrev8)
    line("Throughput pallets (in thousands)", thr, thr8, 1, money=False)
    line("Revenue per throughput pallet", r1(wrev / thr, 2), r1(wrev8 / thr8, 2), 2, scale=NOSCALE, dollar=True)
    line("Total same store revenues", rev + wrev, rev8 + wrev8, 0, level=0, kind="total")
    return d


def t11():
    cols = (G("Kilowatt-Hours Consumed (in millions)", [("k19", "2019"), ("k18", "2018")], dec=1, scale=1e6)
            + G("Power Cost (in thousands)", [("c19", "2019"), ("c18", "2018")], money=True, scale=1e3)
            + G("Cost per Kilowatt-Hour (cents)", [("u19", "2019"), ("u18", "2018")], cents=True, dec=2))
    d = D("t11", "tam", I7, "Power Consumption and Cost by Region", cols, style="grid", family="DejaVuSans",
          size=8.5, orient="landscape", label_max=200,
          notes=["(a) Power cost includes energy, delivery and demand charges, net of utility demand-response "
                 "credits.",
                 "(b) Argentina power costs are translated at average exchange rates for each year."])
    data = {"United States": [(168.4, 171.9, 21725, 21317), (221.7, 219.3, 22835, 21930),
                              (263.9, 266.5, 21376, 21053), (124.6, 120.8, 12959, 12080),
                              (83.2, 84.7, 6323, 6268), (151.8, 149.2, 29753, 27602)],
            "International": [(61.5, 60.9, 5043, 4872), (88.7, 87.4, 17385, 16169), (27.3, 27.9, 3958, 3878),
                              (14.1, 13.2, 1551, 1782)]}

    def vals(k19, k18, c19, c18):
        return {"k19": k19, "k18": k18, "c19": c19, "c18": c18, "u19": r1(c19 / k19 / 10, 2),
                "u18": r1(c18 / k18 / 10, 2)}

    allr = []
    for sec, names in (("United States", TAM_US), ("International", TAM_INTL)):
        d.add(sec, kind="section")
        rs = [d.add(n + (" (b)" if n == "Argentina" else ""), vals(*v), level=1) for n, v in zip(names, data[sec])]
        d.add(f"Total {sec}", vals(*(tot(rs, k, 1 if k[0] == "k" else 0) for k in ("k19", "k18", "c19", "c18"))),
              level=1, kind="subtotal")
        allr += rs
    d.add("Total (a)", vals(*(tot(allr, k, 1 if k[0] == "k" else 0) for k in ("k19", "k18", "c19", "c18"))),
          kind="total")
    return d


def t12():
    cols = (G("Pallet Positions (in thousands)", [("p19", "Dec. 31, 2019"), ("p18", "Dec. 31, 2018")], dec=1,
              scale=1e3)
            + G("Average Physical Occupancy", [("o19", "2019"), ("o18", "2018")], pct=True, dec=1)
            + G("Average Storage Rate per Occupied Pallet per Month (a)", [("r19", "2019"), ("r18", "2018")],
                money=True, dec=2, scale=NOSCALE))
    d = D("t12", "tam", I1, "Storage Capacity by Temperature Zone", cols, style="zebra", family="LiberationSans",
          size=9, label_max=190,
          notes=["(a) Rent and storage revenue divided by average physically occupied pallets and by twelve.",
                 "(b) Rooms that can be switched between frozen and chilled set points are shown at their "
                 "December 31 setting."])
    t09d = t09()
    total19 = t09d.find("Total portfolio").vals["pp"]
    zones = [("Frozen", "Deep frozen (\u201320\u00b0F and below)", None, 612.4, 84.6, 83.2, 27.85, 26.90),
             ("Frozen", "Frozen (\u201310\u00b0F to 0\u00b0F) (b)", None, 2036.8, 78.9, 80.1, 21.40, 20.75),
             ("Chilled and other", "Chilled (28\u00b0F to 40\u00b0F) (b)", None, 1201.3, 71.3, 73.0, 18.15, 17.60),
             ("Chilled and other", "Controlled ambient (50\u00b0F to 70\u00b0F)", None, 318.6, 64.8, 62.7, 12.30,
              12.05),
             ("Chilled and other", "Dry storage", None, 402.7, 55.4, 58.9, 8.95, 8.80)]
    # 2019 positions: the four named zones as stated, dry storage the remainder of t09's portfolio total
    p19 = [631.5, 2058.9, 1219.8, 331.2]
    p19.append(r1(total19 - sum(p19), 1))
    rows, cur = [], None
    for (sec, name, _, p18, o19, o18, rt19, rt18), a in zip(zones, p19):
        if sec != cur:
            d.add(sec, kind="section")
            cur = sec
        rows.append(d.add(name, {"p19": a, "p18": p18, "o19": o19, "o18": o18, "r19": rt19, "r18": rt18},
                          level=1))
    t = {"p19": tot(rows, "p19", 1), "p18": tot(rows, "p18", 1)}
    t["o19"] = wavg([(r.vals["o19"], r.vals["p19"]) for r in rows])
    t["o18"] = wavg([(r.vals["o18"], r.vals["p18"]) for r in rows])
    t["r19"] = wavg([(r.vals["r19"], r.vals["p19"] * r.vals["o19"]) for r in rows], 2)
    t["r18"] = wavg([(r.vals["r18"], r.vals["p18"] * r.vals["o18"]) for r in rows], 2)
    d.add("Total", t, kind="total")
    return d


# ============================================================== Wexmoor Commuter Rail Services (fiscal 2019)
WEX_LINES = {
    "Northbourne Regional Transit Authority (a)": ["North Shore Line", "River Valley Line", "Airport Express",
                                                   "Lakeshore Line"],
    "Tidewater Commuter Rail District (b)": ["Coastal Line", "Eastern Branch", "Western Branch"],
}
WEX_RIDE = {"North Shore Line": (24815, 24102, 7112.4, 6958.3, 182.6),
            "River Valley Line": (18420, 18977, 5208.9, 5371.2, 149.3),
            "Airport Express": (9655, 8840, 3301.7, 3015.6, 52.8),
            "Lakeshore Line": (12730, 12512, 3654.0, 3598.8, 95.1),
            "Coastal Line": (15960, 15488, 4592.3, 4470.5, 138.4),
            "Eastern Branch": (6214, 6385, 1742.6, 1801.9, 37.9),
            "Western Branch": (7388, 7102, 2081.5, 2004.7, 51.2)}
WEX_NOTES = ["(a) Operated under a ten-year operating and maintenance agreement that began July 1, 2014.",
             "(b) Operated under a seven-year agreement that began July 1, 2016, with two three-year extension "
             "options."]


def t13():
    cols = (G("Average Weekday Boardings", [("b19", "Fiscal 2019"), ("b18", "Fiscal 2018"), ("bc", "% Change")])
            + G("Annual Passenger Trips (in thousands)", [("t19", "Fiscal 2019"), ("t18", "Fiscal 2018")], dec=1,
                scale=1e3)
            + G("Passenger Miles (in millions)", [("pm", "Fiscal 2019")], dec=1, scale=1e6))
    d = D("t13", "wex", I1, "Ridership by Contract and Line", cols, style="booktabs",
          family="DejaVuSansCondensed", size=8.5, orient="landscape", label_max=250, notes=WEX_NOTES)
    d.col("bc").pct, d.col("bc").dec = True, 1
    allr = []
    for sec, lines in WEX_LINES.items():
        d.add(sec, kind="section", bold=True)
        rs = []
        for ln in lines:
            b19, b18, t19, t18, pm = WEX_RIDE[ln]
            rs.append(d.add(ln, {"b19": b19, "b18": b18, "bc": chg(b19, b18), "t19": t19, "t18": t18, "pm": pm},
                            level=1))
        t = {k: tot(rs, k, 0 if k[0] == "b" else 1) for k in ("b19", "b18", "t19", "t18", "pm")}
        t["bc"] = chg(t["b19"], t["b18"])
        d.add("Contract total", t, level=1, kind="subtotal")
        allr += rs
    t = {k: tot(allr, k, 0 if k[0] == "b" else 1) for k in ("b19", "b18", "t19", "t18", "pm")}
    t["bc"] = chg(t["b19"], t["b18"])
    d.add("Total, all contracts", t, kind="total")
    return d


WEX_OTP = {  # Q1..Q4 fiscal 2019, fiscal 2018 full year
    "North Shore Line": (94.8, 92.1, 90.6, 95.3, 92.9), "River Valley Line": (91.2, 88.4, 86.9, 92.5, 91.4),
    "Airport Express": (96.7, 95.9, 94.8, 97.1, 95.2), "Lakeshore Line": (93.5, 90.8, 89.7, 94.4, 93.8),
    "Coastal Line": (93.1, 91.6, 92.4, 94.0, 91.7), "Eastern Branch": (90.2, 87.5, 85.8, 91.3, 90.6),
    "Western Branch": (92.7, 91.9, 90.3, 93.6, 92.2)}


def t14():
    cols = (G("Fiscal 2019", [("q1", "Q1"), ("q2", "Q2"), ("q3", "Q3"), ("q4", "Q4"), ("fy", "Full Year")])
            + G("Fiscal 2018", [("p18", "Full Year")])
            + [Col("std", ("Contract Standard (c)",), minw=44)])
    for c in cols:
        c.pct, c.dec = True, 1
    d = D("t14", "wex", I7, "On-Time Performance by Line", cols, style="zebra", family="LiberationSerif",
          size=9, orient="landscape", label_max=240,
          notes=WEX_NOTES + ["(c) Monthly on-time performance below the standard gives rise to performance "
                             "deductions under the agreement. A train is on time if it arrives within five "
                             "minutes of schedule.",
                             "(d) Weighted by weekday train departures."])
    std = {"Northbourne": 93.0, "Tidewater": 92.0}
    for sec, lines in WEX_LINES.items():
        d.add(sec, kind="section")
        rs = []
        s = std[sec.split()[0]]
        for ln in lines:
            q = WEX_OTP[ln]
            rs.append(d.add(ln, {"q1": q[0], "q2": q[1], "q3": q[2], "q4": q[3], "fy": r1(sum(q[:4]) / 4),
                                 "p18": q[4], "std": s}, level=1))
        w = [WEX_RIDE[ln][0] for ln in lines]
        avg = {k: wavg([(r.vals[k], wt) for r, wt in zip(rs, w)]) for k in ("q1", "q2", "q3", "q4", "fy", "p18")}
        avg["std"] = s
        d.add("Contract average (d)", avg, level=1, kind="subtotal")
    return d


def t15():
    cols = G("Fiscal Year Ended June 30,", [("y19", "2019"), ("y18", "2018"), ("y17", "2017")])
    d = D("t15", "wex", I7, "Contract Revenues by Agreement and Component", cols, style="borderless",
          family="DejaVuSerif", size=9, money=True, scale=1e3, corner="(in thousands)", label_max=260,
          notes=["(a) Earned for on-time performance and mean distance between failures above the contract "
                 "targets.",
                 "(b) Assessed for missed trips, late trains and equipment availability below the contract "
                 "targets.",
                 "(c) Fuel, electricity and insurance billed to the authority at cost without markup."])
    data = {"Northbourne Regional Transit Authority": [(148620, 143905, 139470), (61284, 59812, 58006),
                                                       (3415, 2870, 3102), (-1926, -2348, -1511),
                                                       (22730, 21904, 20688)],
            "Tidewater Commuter Rail District": [(92318, 90102, 87644), (38906, 37815, 36990), (1204, 1688, 925),
                                                 (-2417, -1063, -1348), (14562, 13977, 13420)]}
    labels = ["Base operating fee", "Equipment maintenance fee", "Incentive payments (a)",
              "Performance deductions (b)", "Pass-through costs (c)"]
    subs = []
    for sec, vals in data.items():
        d.add(sec, kind="section", bold=True)
        rs = [d.add(lab, dict(zip(("y19", "y18", "y17"), v)), level=1, dollar=True if i == 0 else None)
              for i, (lab, v) in enumerate(zip(labels, vals))]
        subs.append(d.add("Total contract compensation", {k: tot(rs, k) for k in ("y19", "y18", "y17")}, level=1,
                          kind="subtotal", dollar=True))
    d.add("Total contract revenues", {k: tot(subs, k) for k in ("y19", "y18", "y17")}, kind="total")
    return d


def t16():
    cols = (G("Units Operated at June 30, 2019", [("ao", "Authority-Owned"), ("wl", "Wexmoor-Leased (a)"),
                                                  ("tu", "Total")])
            + [Col("age", ("Average Age (years)",), dec=1)]
            + G("Mean Distance Between Failures (miles) (b)", [("m19", "Fiscal 2019"), ("m18", "Fiscal 2018")]))
    d = D("t16", "wex", I2, "Rolling Stock Operated", cols, paper="a4", style="grid", family="LiberationSansNarrow", size=9.5,
          label_max=200,
          notes=["(a) Leased by Wexmoor from equipment lessors and subleased to the authority for the term of the "
                 "operating agreement.",
                 "(b) Revenue miles operated divided by the number of mechanical failures causing a delay of five "
                 "minutes or more."])
    data = {"Northbourne": [("Diesel locomotives", 38, 4, 17.6, 21450, 19880),
                            ("Bi-level coaches", 164, 12, 14.2, 118600, 112300),
                            ("Bi-level cab cars", 46, 0, 12.9, 96200, 101450),
                            ("Diesel multiple units", 0, 9, 3.4, 14870, 11260)],
            "Tidewater": [("Diesel locomotives", 21, 0, 22.8, 16390, 17020),
                          ("Single-level coaches", 88, 6, 26.1, 74520, 70940),
                          ("Cab cars", 24, 2, 19.5, 68800, 66310)]}
    allr = []
    for sec, items in data.items():
        d.add(sec, kind="section", bold=True)
        for (n, ao, wl, age, m19, m18) in items:
            allr.append(d.add(n, {"ao": ao, "wl": wl, "tu": ao + wl, "age": age, "m19": m19, "m18": m18}, level=1))
    d.add("Total fleet", {"ao": tot(allr, "ao"), "wl": tot(allr, "wl"), "tu": tot(allr, "tu"),
                          "age": wavg([(r.vals["age"], r.vals["tu"]) for r in allr])}, kind="total")
    return d


# ============================================================== Cardrennan Offshore Drilling (2018)
CAR_FLEET = {  # name: (built/upgraded, water depth, drilling depth, location, expiration, dayrate $000)
    "Aurelia": ("2014", 12000, 40000, "U.S. Gulf of Mexico", "Mar 2020", 295),
    "Boreas": ("2013", 12000, 40000, "Brazil", "Nov 2019", 251),
    "Calliope": ("2015", 12000, 40000, "Angola", "Jul 2021", 318),
    "Dravenna": ("2011", 10000, 37500, "U.S. Gulf of Mexico", "Idle", 0),
    "Elsmere": ("2016", 12000, 40000, "Guyana", "Jan 2022", 337),
    "Gildren": ("2012", 10000, 37500, "Nigeria", "Jun 2019", 226),
    "Hestmark": ("2017", 12000, 40000, "Brazil", "Oct 2020", 279),
    "Jorvund": ("2009 / 2016", 1640, 30000, "Norway", "Dec 2020", 331),
    "Kelsant": ("2010", 1640, 30000, "Norway", "Aug 2019", 302),
    "Lindqvar": ("2008 / 2015", 1500, 30000, "U.K. North Sea", "Apr 2020", 274),
    "Pardoe": ("2011", 1640, 30000, "Canada", "Sep 2021", 356),
    "Quarrick": ("2007", 1500, 25000, "U.K. North Sea", "Cold stacked", 0),
    "Strathkell": ("1998 / 2012", 3300, 25000, "U.K. North Sea", "May 2019", 182),
    "Torrigan": ("2001", 3300, 25000, "Australia", "Feb 2020", 205),
    "Ulverden": ("1985 / 2008", 2000, 25000, "Malaysia", "Idle", 0),
    "Wenning": ("2000", 2500, 25000, "Mexico", "Dec 2019", 171),
    "Yarrowdale": ("1983 / 2006", 1500, 25000, "Norway", "Cold stacked", 0),
    "Achterwald": ("2014", 400, 35000, "Saudi Arabia", "Jun 2021", 118),
    "Brantholm": ("2015", 400, 35000, "Qatar", "Mar 2022", 124),
    "Corvessa": ("2013", 375, 30000, "U.K. North Sea", "Oct 2019", 109),
    "Dunlaggan": ("2016", 400, 35000, "Saudi Arabia", "Jun 2021", 121),
    "Eskerholt": ("2012", 350, 30000, "Mexico", "Jan 2020", 97),
    "Frayne": ("2014", 400, 35000, "Trinidad", "Idle", 0),
    "Glissom": ("1982 / 2010", 300, 25000, "Nigeria", "Apr 2019", 63),
    "Harnvik": ("1981", 250, 20000, "Mexico", "Cold stacked", 0),
    "Ivendale": ("1984 / 2011", 300, 25000, "Egypt", "Nov 2019", 68),
    "Jastrow": ("1979", 250, 20000, "Mexico", "Held for sale", 0),
}


def t17():
    cols = ([Col("yb", ("Year Built / Upgraded",), text=True, minw=52),
             Col("wd", ("Rated Water Depth (feet)",), scale=NOSCALE),
             Col("dd", ("Drilling Depth (feet)",), scale=NOSCALE),
             Col("loc", ("Location",), text=True, minw=80)]
            + G("Current Contract at December 31, 2018", [("ex", "Expiration (a)"), ("dr", "Dayrate (in thousands) (b)")]))
    d = D("t17", "car", I2, "Drilling Fleet", cols, style="booktabs", family="LiberationSans", size=9,
          orient="landscape", split=19, repeat_header=True, label_max=200,
          notes=["(a) Expiration of the current firm term, excluding unexercised options. \u201cIdle\u201d rigs are "
                 "warm stacked and marketed; \u201ccold stacked\u201d rigs are not marketed.",
                 "(b) Operating dayrate, excluding mobilization fees, reimbursables and performance bonuses."])
    d.col("ex").text = True
    d.col("dr").money, d.col("dr").scale = True, 1e3
    for sec, names in RIGS.items():
        d.add(sec, kind="section", bold=True)
        for n in names:
            yb, wd, dd, loc, ex, dr = CAR_FLEET[n]
            d.add("CR " + n, {"yb": yb, "wd": wd, "dd": dd, "loc": loc, "ex": ex, "dr": dr}, level=1,
                  dollar=(n == "Aurelia"))
    return d


CAR_CLASS = ["Ultra-deepwater drillships", "Harsh-environment semisubmersibles", "Midwater semisubmersibles",
             "High-specification jackups", "Standard jackups"]
CAR_UTIL = {  # (avg rigs, utilization %, dayrate $) for 2018 then 2017
    "Ultra-deepwater drillships": ((7.0, 64.3, 268400), (7.0, 71.5, 312900)),
    "Harsh-environment semisubmersibles": ((5.0, 82.1, 301700), (5.0, 76.8, 335200)),
    "Midwater semisubmersibles": ((4.6, 48.7, 187300), (6.0, 41.2, 205800)),
    "High-specification jackups": ((6.0, 88.4, 112600), (5.5, 85.9, 104300)),
    "Standard jackups": ((3.2, 55.0, 61800), (4.0, 49.6, 58900)),
}


def t18():
    cols = []
    for y in ("2018", "2017"):
        s = y[-2:]
        cols += [Col("r" + s, (y, "Average Rigs Available"), dec=1, scale=NOSCALE),
                 Col("u" + s, (y, "Utilization (a)"), pct=True, dec=1),
                 Col("d" + s, (y, "Average Dayrate (b)"), money=True, scale=NOSCALE),
                 Col("v" + s, (y, "Contract Drilling Revenues"), money=True, dec=1)]
    d = D("t18", "car", I7, "Utilization, Average Dayrates and Revenues by Rig Class", cols, style="grid",
          family="DejaVuSans", size=8.5, orient="landscape", scale=1e6, label_max=220,
          corner="(in millions, except rigs and dayrates)",
          notes=["(a) Revenue-earning days divided by calendar days for the rigs in the class.",
                 "(b) Contract drilling revenues divided by revenue-earning days."])
    rows = []
    for cl in CAR_CLASS:
        v = {}
        for s, (rg, ut, dr) in zip(("18", "17"), CAR_UTIL[cl]):
            v.update({"r" + s: rg, "u" + s: ut, "d" + s: dr, "v" + s: r1(rg * ut / 100 * 365 * dr / 1e6)})
        rows.append(d.add(cl, v))
    t = {}
    for s in ("18", "17"):
        rg = tot(rows, "r" + s, 1)
        days = sum(r.vals["r" + s] * r.vals["u" + s] / 100 * 365 for r in rows)
        rev = tot(rows, "v" + s, 1)
        t.update({"r" + s: rg, "u" + s: r1(days / (rg * 365) * 100), "d" + s: r1(rev * 1e6 / days, -2),
                  "v" + s: rev})
        t["d" + s] = int(t["d" + s])
    d.add("Total fleet", t, kind="total")
    return d


def t19():
    cols = (G("Out-of-Service Days, 2018", [("sy", "Shipyard Projects"), ("rs", "Regulatory Surveys (a)"),
                                            ("mo", "Mobilization and Other"), ("td", "Total")])
            + G("Revenue Efficiency (b)", [("e18", "2018"), ("e17", "2017")], pct=True, dec=1))
    d = D("t19", "car", I7, "Out-of-Service Days and Revenue Efficiency", cols, style="borderless",
          family="LiberationSerif", size=9.5, label_max=220,
          notes=["(a) Special periodic surveys and underwater inspections required by classification societies.",
                 "(b) Actual contract drilling revenues as a percentage of the maximum revenue the rigs could "
                 "have earned on contract in the period; subtotals are weighted by revenue-earning days."])
    data = {"Ultra-deepwater drillships": (96, 42, 31, 96.8, 95.1),
            "Harsh-environment semisubmersibles": (58, 74, 12, 97.9, 98.4),
            "Midwater semisubmersibles": (22, 18, 40, 93.2, 94.6),
            "High-specification jackups": (15, 36, 19, 99.1, 98.7),
            "Standard jackups": (0, 11, 27, 97.4, 96.0)}

    def wdays(cl, s):
        rg, ut, _ = CAR_UTIL[cl][0 if s == "18" else 1]
        return rg * ut

    allr = []
    for sec, classes in (("Floaters", CAR_CLASS[:3]), ("Jackups", CAR_CLASS[3:])):
        d.add(sec, kind="section", bold=True)
        rs = []
        for cl in classes:
            sy, rsv, mo, e18, e17 = data[cl]
            rs.append(d.add(cl, {"sy": sy, "rs": rsv, "mo": mo, "td": sy + rsv + mo, "e18": e18, "e17": e17},
                            level=1))
        v = {k: tot(rs, k) for k in ("sy", "rs", "mo", "td")}
        v.update({"e" + s: wavg([(r.vals["e" + s], wdays(cl, s)) for r, cl in zip(rs, classes)])
                  for s in ("18", "17")})
        d.add(f"Total {sec.lower()}", v, level=1, kind="subtotal")
        allr += list(zip(rs, classes))
    v = {k: tot([r for r, _ in allr], k) for k in ("sy", "rs", "mo", "td")}
    v.update({"e" + s: wavg([(r.vals["e" + s], wdays(cl, s)) for r, cl in allr]) for s in ("18", "17")})
    d.add("Total fleet", v, kind="total")
    return d


CAR_BACKLOG = {  # contracted days and average dayrate ($000) for 2019, 2020, 2021, 2022 and thereafter
    "Ultra-deepwater drillships": ((1642, 1095, 730, 412), (262, 278, 291, 305)),
    "Harsh-environment semisubmersibles": ((1460, 1187, 548, 0), (298, 312, 325, 0)),
    "Midwater semisubmersibles": ((512, 183, 0, 0), (184, 196, 0, 0)),
    "High-specification jackups": ((1971, 1248, 365, 0), (118, 124, 129, 0)),
    "Standard jackups": ((406, 92, 0, 0), (63, 66, 0, 0)),
}


def t20():
    ys = ("a", "b", "c", "d")
    cols = (G("Year Ending December 31,", [("a", "2019"), ("b", "2020"), ("c", "2021"),
                                           ("d", "2022 and Thereafter")])
            + [Col("t", ("Total",))])
    d = D("t20", "car", I7, "Contract Drilling Backlog", cols, style="zebra", family="DejaVuSansCondensed", size=9,
          orient="landscape", label_max=280,
          notes=["(a) Contracted operating dayrate multiplied by the number of days remaining in the firm contract "
                 "term, excluding revenues for mobilization, demobilization, upgrades and unexercised options.",
                 "(b) Backlog divided by contracted days."])
    bl, days = {}, {}
    for cl in CAR_CLASS:
        dd, rt = CAR_BACKLOG[cl]
        days[cl] = dict(zip(ys, dd))
        bl[cl] = {y: r1(n * r / 1000) for y, n, r in zip(ys, dd, rt)}
    d.add("Contract drilling backlog (in millions) (a)", kind="section", scale=1e6, money=True, bold=True)
    rs = []
    for cl in CAR_CLASS:
        v = dict(bl[cl])
        v["t"] = r1(sum(v.values()))
        rs.append(d.add(cl, v, level=1, dec=1, dollar=(cl == CAR_CLASS[0])))
    d.add("Total backlog", {k: tot(rs, k, 1) for k in ys + ("t",)}, level=1, kind="subtotal", dec=1, dollar=True)
    d.add("Contracted days", kind="section", scale=NOSCALE, money=False, bold=True)
    rs = []
    for cl in CAR_CLASS:
        v = dict(days[cl])
        v["t"] = sum(v.values())
        rs.append(d.add(cl, v, level=1))
    d.add("Total contracted days", {k: tot(rs, k) for k in ys + ("t",)}, level=1, kind="subtotal")
    d.add("Average contractual dayrate (in thousands) (b)", kind="section", scale=1e3, money=True, bold=True)
    for cl in CAR_CLASS:
        _, rt = CAR_BACKLOG[cl]
        v = dict(zip(ys, rt))
        v["t"] = r1(sum(bl[cl].values()) / sum(days[cl].values()) * 1000, 0)
        d.add(cl, v, level=1, dollar=False)
    tb = {y: sum(bl[cl][y] for cl in CAR_CLASS) for y in ys}
    td = {y: sum(days[cl][y] for cl in CAR_CLASS) for y in ys}
    v = {y: r1(tb[y] / td[y] * 1000, 0) for y in ys}
    v["t"] = r1(sum(tb.values()) / sum(td.values()) * 1000, 0)
    d.add("Fleet average", v, level=1, kind="subtotal", dollar=False)
    return d


# ============================================================== Hallowgate Aero Technics (fiscal 2019)
def t21():
    cols = [Col("pr", ("Fiscal 2019", "Shop Visits", "Performance Restoration")),
            Col("qt", ("Fiscal 2019", "Shop Visits", "Quick Turn (a)")),
            Col("sv", ("Fiscal 2019", "Shop Visits", "Total")),
            Col("ta", ("Fiscal 2019", "Average Turnaround (days) (b)")),
            Col("sv8", ("Fiscal 2018", "Total Shop Visits")),
            Col("ta8", ("Fiscal 2018", "Average Turnaround (days) (b)"))]
    d = D("t21", "hal", I7, "Engine Shop Visits by Engine Family", cols, style="booktabs", family="DejaVuSerif",
          size=8.5, orient="landscape", label_max=230,
          notes=["(a) Shop visits that did not include a full performance restoration of the core, such as module "
                 "replacements and repairs after foreign object damage.",
                 "(b) Calendar days from induction to serviceable release; the total is weighted by shop visits.",
                 "(c) Induction of LEAP-1A engines began in the third quarter of fiscal 2018."])
    data = {"Narrowbody engines": [("CFM56-7B", 86, 41, 58, 118, 61), ("CFM56-5B", 64, 27, 61, 97, 64),
                                   ("V2500-A5", 52, 33, 66, 79, 63), ("LEAP-1A (c)", 3, 14, 44, 5, 39)],
            "Widebody engines": [("CF6-80C2", 22, 9, 84, 35, 88), ("PW4000-94", 17, 6, 91, 20, 87),
                                 ("Trent 700", 11, 8, 79, 12, 82)],
            "Regional engines": [("CF34-8C/-8E", 47, 38, 39, 78, 42), ("PW127", 29, 22, 31, 46, 33)]}
    allr = []
    for sec, items in data.items():
        d.add(sec, kind="section")
        for (n, pr, qt, ta, sv8, ta8) in items:
            allr.append(d.add(n, {"pr": pr, "qt": qt, "sv": pr + qt, "ta": ta, "sv8": sv8, "ta8": ta8}, level=1))
    d.add("Total", {"pr": tot(allr, "pr"), "qt": tot(allr, "qt"), "sv": tot(allr, "sv"), "sv8": tot(allr, "sv8"),
                    "ta": wavg([(r.vals["ta"], r.vals["sv"]) for r in allr], 0),
                    "ta8": wavg([(r.vals["ta8"], r.vals["sv8"]) for r in allr], 0)}, kind="total")
    return d


def t22():
    cols = (G("Hangar Bays", [("nb", "Narrowbody"), ("wb", "Widebody")])
            + G("Direct Labor Hours Sold (in thousands)", [("h19", "Fiscal 2019"), ("h18", "Fiscal 2018")], dec=1,
                scale=1e3)
            + [Col("ut", ("Bay Utilization, Fiscal 2019 (a)",), pct=True, dec=1),
               Col("ol", ("Owned or Leased",), text=True), Col("le", ("Lease Expiration (b)",), text=True)])
    d = D("t22", "hal", I2, "Airframe Maintenance Facilities", cols, style="grid", family="LiberationSans",
          size=10, split=16, repeat_header=False, label_max=210,
          notes=["(a) Bay-days occupied by aircraft divided by available bay-days.",
                 "(b) Hangar or ground lease expiration, before renewal options."])
    data = {"United States": [("Lake Charles, Louisiana", 4, 2, 1284.5, 1201.9, 88.2, "Leased", "2031"),
                              ("Greensboro, North Carolina", 5, 0, 1106.3, 1095.7, 91.4, "Owned", "\u2014"),
                              ("Victorville, California", 2, 3, 862.8, 905.1, 76.5, "Leased", "2027"),
                              ("Mobile, Alabama", 4, 1, 997.2, 934.6, 84.9, "Leased", "2029"),
                              ("Roswell, New Mexico", 1, 2, 411.6, 433.0, 62.3, "Leased", "2024"),
                              ("Tulsa, Oklahoma", 3, 0, 702.5, 688.1, 86.0, "Owned", "\u2014"),
                              ("Oscoda, Michigan", 2, 1, 455.9, 441.2, 71.8, "Leased", "2026")],
            "Latin America": [("Quer\u00e9taro, Mexico", 3, 1, 688.4, 612.7, 89.6, "Leased", "2030"),
                              ("San Salvador, El Salvador", 3, 0, 541.7, 529.8, 87.1, "Leased", "2028"),
                              ("Rionegro, Colombia", 2, 0, 301.2, 266.9, 79.4, "Leased", "2033")],
            "Europe and Middle East": [("Shannon, Ireland", 2, 2, 726.8, 741.5, 81.0, "Leased", "2035"),
                                       ("Kaunas, Lithuania", 3, 0, 533.1, 498.7, 90.3, "Owned", "\u2014"),
                                       ("Ch\u00e2teauroux, France", 1, 2, 388.4, 402.6, 68.7, "Leased", "2025"),
                                       ("Sofia, Bulgaria", 2, 1, 449.3, 417.8, 85.5, "Leased", "2032"),
                                       ("Amman, Jordan", 1, 1, 276.0, 259.4, 74.2, "Leased", "2029")]}
    allr = []
    for sec, items in data.items():
        d.add(sec, kind="section", bold=True)
        rs = [d.add(n, {"nb": nb, "wb": wb, "h19": h19, "h18": h18, "ut": ut, "ol": ol, "le": le}, level=1)
              for (n, nb, wb, h19, h18, ut, ol, le) in items]
        d.add(f"Total {sec}", {"nb": tot(rs, "nb"), "wb": tot(rs, "wb"), "h19": tot(rs, "h19", 1),
                               "h18": tot(rs, "h18", 1)}, level=1, kind="subtotal")
        allr += rs
    d.add("Total", {"nb": tot(allr, "nb"), "wb": tot(allr, "wb"), "h19": tot(allr, "h19", 1),
                    "h18": tot(allr, "h18", 1)}, kind="total")
    return d


def t23():
    cols = []
    for y in ("2019", "2018"):
        s = y[-2:]
        cols += [Col("n" + s, ("Fiscal " + y, "Repairs Completed"), scale=NOSCALE),
                 Col("v" + s, ("Fiscal " + y, "Revenue (in thousands)"), money=True, scale=1e3),
                 Col("a" + s, ("Fiscal " + y, "Average Revenue per Repair"), money=True, scale=NOSCALE)]
    d = D("t23", "hal", I7, "Component Repair and Overhaul by ATA Chapter", cols, paper="a4", style="zebra",
          family="DejaVuSans", size=8, label_max=210,
          notes=["(a) Includes APU exchanges billed as repairs.",
                 "(b) ATA chapters are the Air Transport Association's standard numbering of aircraft systems."])
    data = {"Mechanical systems": [("ATA 21 \u2014 Air conditioning", 3412, 14826, 3295, 13907),
                                   ("ATA 29 \u2014 Hydraulic power", 2187, 11392, 2240, 11318),
                                   ("ATA 32 \u2014 Landing gear", 1046, 38715, 988, 35104),
                                   ("ATA 36 \u2014 Pneumatic", 2764, 9418, 2603, 8772)],
            "Avionics and electrical": [("ATA 24 \u2014 Electrical power", 4105, 12633, 3877, 11460),
                                        ("ATA 34 \u2014 Navigation", 3358, 16207, 3412, 16015)],
            None: [("ATA 49 \u2014 Auxiliary power units (a)", 418, 47936, 392, 43811),
                   ("All other chapters", 6907, 18244, 6511, 17036)]}
    allr = []
    for sec, items in data.items():
        if sec:
            d.add(sec + " (b)" if sec == "Mechanical systems" else sec, kind="section")
        for (n, n19, v19, n18, v18) in items:
            allr.append(d.add(n, {"n19": n19, "v19": v19, "a19": r1(v19 * 1000 / n19, 0),
                                  "n18": n18, "v18": v18, "a18": r1(v18 * 1000 / n18, 0)}, level=1 if sec else 0))
    t = {k: tot(allr, k) for k in ("n19", "v19", "n18", "v18")}
    t.update(a19=r1(t["v19"] * 1000 / t["n19"], 0), a18=r1(t["v18"] * 1000 / t["n18"], 0))
    d.add("Total", t, kind="total")
    return d


def t24():
    cols = (G("C-Checks", [("c19", "Fiscal 2019"), ("c18", "Fiscal 2018")])
            + G("Heavy Checks (a)", [("h19", "Fiscal 2019"), ("h18", "Fiscal 2018")])
            + G("Average Days in Hangar per Heavy Check", [("d19", "Fiscal 2019"), ("d18", "Fiscal 2018")]))
    d = D("t24", "hal", I1, "Airframe Checks Completed by Aircraft Type", cols, style="borderless",
          family="LiberationSansNarrow", size=10, label_max=200,
          notes=["(a) D-checks and equivalent structural checks (6-year and 12-year checks).",
                 "(b) First C-checks on the type were completed in the fourth quarter of fiscal 2019."])
    data = {"Narrowbody": [("Airbus A320 family", 148, 131, 37, 33, 27, 29), ("Boeing 737NG", 162, 155, 41, 44, 25, 26),
                           ("Boeing 737 MAX (b)", 6, 0, 0, 0, 0, 0), ("Boeing 757", 39, 47, 18, 21, 34, 32)],
            "Widebody": [("Airbus A330", 28, 24, 11, 9, 46, 49), ("Boeing 767", 33, 36, 14, 16, 43, 45),
                         ("Boeing 777", 19, 15, 6, 5, 51, 55)]}
    keys = ("c19", "c18", "h19", "h18", "d19", "d18")

    def total(rs):
        v = {k: tot(rs, k) for k in keys[:4]}
        v["d19"] = wavg([(r.vals["d19"], r.vals["h19"]) for r in rs], 0)
        v["d18"] = wavg([(r.vals["d18"], r.vals["h18"]) for r in rs], 0)
        return v

    allr = []
    for sec, items in data.items():
        d.add(sec, kind="section", bold=True)
        rs = [d.add(n, dict(zip(keys, v)), level=1) for (n, *v) in items]
        d.add(f"Total {sec.lower()}", total(rs), level=1, kind="subtotal")
        allr += rs
    d.add("Total", total(allr), kind="total")
    return d


# ============================================================== Sparrowmire Charging Networks (2019)
SPA_PORTS = {  # (United States, Canada, Europe, total at December 31, 2018)
    ("Owned and operated (a)", "Level 2 ports"): (4812, 636, 1208, 5102),
    ("Owned and operated (a)", "DC fast charging ports"): (1146, 188, 417, 1235),
    ("Customer-owned, networked (b)", "Level 2 ports"): (21570, 2914, 6330, 24486),
    ("Customer-owned, networked (b)", "DC fast charging ports"): (1683, 204, 792, 1901),
}


def t25():
    cols = (G("December 31, 2019", [("us", "United States"), ("ca", "Canada"), ("eu", "Europe"), ("t19", "Total")])
            + G("December 31, 2018", [("t18", "Total")])
            + [Col("na", ("Net Additions in 2019",), minw=46)])
    d = D("t25", "spa", I1, "Charging Ports on the Sparrowmire Network", cols, style="grid",
          family="DejaVuSansCondensed", size=9, orient="landscape", label_max=250,
          notes=["(a) Ports on sites where Sparrowmire owns the charging equipment and sells energy to drivers.",
                 "(b) Ports owned by site hosts that pay Sparrowmire a network subscription; drivers pay the host's "
                 "price through the Sparrowmire app.",
                 "(c) Ports of other networks that Sparrowmire members can use under roaming agreements."])

    def v(us, ca, eu, t18):
        t19 = us + ca + eu
        return {"us": us, "ca": ca, "eu": eu, "t19": t19, "t18": t18, "na": t19 - t18}

    allr = []
    for sec, short in (("Owned and operated (a)", "owned and operated"),
                       ("Customer-owned, networked (b)", "customer-owned, networked")):
        d.add(sec, kind="section")
        rs = [d.add(lab, v(*SPA_PORTS[(sec, lab)]), level=1) for lab in ("Level 2 ports", "DC fast charging ports")]
        d.add(f"Total {short}", {k: tot(rs, k) for k in ("us", "ca", "eu", "t19", "t18", "na")}, level=1,
              kind="subtotal")
        allr += rs
    allr.append(d.add("Roaming partner ports (c)", v(8915, 1120, 3860, 9742)))
    d.add("Total ports", {k: tot(allr, k) for k in ("us", "ca", "eu", "t19", "t18", "na")}, kind="total")
    return d


def spa_ports(sec, year):
    k = 4 if year == 2019 else 3
    out = 0
    for (s, _), v in SPA_PORTS.items():
        if s.startswith(sec):
            out += sum(v[:3]) if year == 2019 else v[3]
    return out


SPA_ACT = {"sess": (9846.2, 7412.8), "gwh": (231.4, 168.9), "rev": (73510, 52614), "util": (14.8, 12.1),
           "csess": (41278.5, 33906.1), "cgwh": (612.3, 486.5), "sub": (34890, 29212)}


def t26():
    cols = (G("Year Ended December 31,", [("y19", "2019"), ("y18", "2018")])
            + [Col("ch", ("% Change",), pct=True, dec=1)])
    d = D("t26", "spa", I7, "Charging Activity and Unit Revenue", cols, style="booktabs", family="LiberationSerif",
          size=9.5, label_max=300,
          notes=["(a) Hours during which a port was charging a vehicle, divided by 24 hours times the average number "
                 "of owned and operated ports.",
                 "(b) Network subscription revenue divided by the average of customer-owned, networked ports at the "
                 "beginning and end of the year."])
    A = SPA_ACT

    def line(label, a, b, dec, **kw):
        return d.add(label, {"y19": a, "y18": b, "ch": chg(a, b)}, level=1, dec={"y19": dec, "y18": dec}, **kw)

    d.add("Owned and operated network", kind="section", bold=True)
    line("Charging sessions (in thousands)", *A["sess"], 1, scale=1e3)
    line("Energy dispensed (GWh)", *A["gwh"], 1, scale=NOSCALE)
    line("Average energy per session (kWh)", *(r1(g * 1e6 / (s * 1e3)) for g, s in zip(A["gwh"], A["sess"])), 1,
         scale=NOSCALE)
    line("Charging revenue (in thousands)", *A["rev"], 0, scale=1e3, money=True, dollar=True)
    line("Revenue per kWh (cents)", *(r1(r / g / 10) for r, g in zip(A["rev"], A["gwh"])), 1, cents=True)
    d.add("Average port utilization (a)", {"y19": A["util"][0], "y18": A["util"][1]}, level=1, pct=True, dec=1)
    d.add("Customer-owned, networked", kind="section", bold=True)
    line("Charging sessions (in thousands)", *A["csess"], 1, scale=1e3)
    line("Energy dispensed (GWh)", *A["cgwh"], 1, scale=NOSCALE)
    line("Network subscription revenue (in thousands)", *A["sub"], 0, scale=1e3, money=True, dollar=True)
    avg19 = (spa_ports("Customer", 2019) + spa_ports("Customer", 2018)) / 2
    avg18 = 25470   # average customer-owned, networked ports in 2018 (December 31, 2017 not shown)
    line("Subscription revenue per average networked port (b)", r1(A["sub"][0] * 1000 / avg19, 0),
         r1(A["sub"][1] * 1000 / avg18, 0), 0, scale=NOSCALE, money=True, dollar=True)
    return d


def t27():
    cols = ([Col("r19", ("2019", "Revenue")), Col("c19", ("2019", "Cost of Revenue")),
             Col("g19", ("2019", "Gross Profit (Loss)")), Col("m19", ("2019", "Gross Margin"), pct=True, dec=1),
             Col("g18", ("2018", "Gross Profit (Loss)")), Col("m18", ("2018", "Gross Margin"), pct=True, dec=1)])
    d = D("t27", "spa", I7, "Revenue, Cost of Revenue and Gross Profit by Revenue Stream", cols, style="zebra",
          family="DejaVuSerif", size=8.5, orient="landscape", money=True, scale=1e3, corner="(in thousands)",
          label_max=260,
          notes=["(a) Charging equipment sold to site hosts, including installation services.",
                 "(b) Sales of low carbon fuel standard credits and renewable energy certificates generated by "
                 "energy dispensed on the network.",
                 "(c) Cost of revenue excludes depreciation of owned charging equipment, which is presented "
                 "separately."])
    data = [("Charging services (c)", SPA_ACT["rev"][0], 58962, SPA_ACT["rev"][1], 43396),
            ("Network subscriptions and software", SPA_ACT["sub"][0], 9745, SPA_ACT["sub"][1], 8904),
            ("Hardware sales (a)", 61207, 66938, 48911, 55302),
            ("Maintenance and warranty", 12384, 13109, 9870, 10644),
            ("Environmental credits (b)", 18733, 1406, 14205, 1230)]
    R = {"r19": 0, "c19": 0, "r18": 0, "c18": 0}
    for (n, r19, c19, r18, c18) in data:
        d.add(n, {"r19": r19, "c19": c19, "g19": r19 - c19, "m19": r1((r19 - c19) / r19 * 100),
                  "g18": r18 - c18, "m18": r1((r18 - c18) / r18 * 100)})
        for k, x in (("r19", r19), ("c19", c19), ("r18", r18), ("c18", c18)):
            R[k] += x
    d.add("Total", {"r19": R["r19"], "c19": R["c19"], "g19": R["r19"] - R["c19"],
                    "m19": r1((R["r19"] - R["c19"]) / R["r19"] * 100), "g18": R["r18"] - R["c18"],
                    "m18": r1((R["r18"] - R["c18"]) / R["r18"] * 100)}, kind="total")
    return d


# ============================================================== Quellbury Tower Holdings (2019)
QUE_SITES = {
    "U.S. and Canada": [("United States", 14862, 3417, 1206, 2.14, 2.11), ("Canada", 1935, 622, 148, 1.71, 1.68)],
    "Latin America": [("Mexico", 5318, 884, 0, 1.36, 1.31), ("Brazil", 7246, 1502, 312, 1.22, 1.19),
                      ("Colombia", 1874, 296, 0, 1.28, 1.27), ("Chile", 1093, 410, 86, 1.41, 1.37),
                      ("Peru", 987, 0, 0, 1.19, 1.15), ("Central America (d)", 1402, 118, 0, 1.33, 1.34)],
}


def t28():
    cols = (G("Sites at December 31, 2019", [("ow", "Owned Towers"), ("mr", "Managed and Rooftop Sites (a)"),
                                             ("das", "DAS Nodes (b)"), ("ts", "Total Sites")])
            + G("Tenancy Ratio (c)", [("tr19", "2019"), ("tr18", "2018")], dec=2))
    d = D("t28", "que", I2, "Communications Sites by Country", cols, style="booktabs", family="DejaVuSans",
          size=8.5, orient="landscape", label_max=240,
          notes=["(a) Sites on rooftops and towers owned by third parties that Quellbury manages and leases to "
                 "tenants.",
                 "(b) Distributed antenna system nodes in venues and urban networks.",
                 "(c) Tenants per owned tower; subtotals are weighted by owned towers.",
                 "(d) Guatemala, Costa Rica and Panama."])
    allr = []
    for sec, items in QUE_SITES.items():
        d.add(sec, kind="section")
        rs = [d.add(n, {"ow": o, "mr": m, "das": ds, "ts": o + m + ds, "tr19": a, "tr18": b}, level=1)
              for (n, o, m, ds, a, b) in items]
        v = {k: tot(rs, k) for k in ("ow", "mr", "das", "ts")}
        v.update({k: wavg([(r.vals[k], r.vals["ow"]) for r in rs], 2) for k in ("tr19", "tr18")})
        d.add(f"Total {sec}", v, level=1, kind="subtotal")
        allr += rs
    v = {k: tot(allr, k) for k in ("ow", "mr", "das", "ts")}
    v.update({k: wavg([(r.vals[k], r.vals["ow"]) for r in allr], 2) for k in ("tr19", "tr18")})
    d.add("Total", v, kind="total")
    return d


def t29():
    cols = G("Year Ended December 31, 2019", [("us", "U.S. and Canada"), ("la", "Latin America"), ("t", "Total")])
    d = D("t29", "que", I7, "Site Leasing Revenue: Organic and Other Changes", cols, style="grid",
          family="LiberationSerif", size=9.5, money=True, scale=1e3, corner="(in thousands)", label_max=300,
          notes=["(a) Fixed escalators in the U.S. and Canada; escalators indexed to local inflation in Latin "
                 "America.",
                 "(b) Revenue lost from tenant lease cancellations and non-renewals, including carrier "
                 "consolidation.",
                 "(c) Sites acquired during 2019, from the date of acquisition.",
                 "(d) Total organic change divided by site leasing revenue for the year ended December 31, 2018."])
    base = (1284615, 412730)
    org = [("New tenant leases", (38412, 21806)), ("Amendments to existing leases", (31957, 6118)),
           ("Contractual escalators (a)", (36204, 23540)), ("Churn (b)", (-24381, -9874))]
    oth = [("Acquired sites (c)", (12640, 18925)), ("Straight-line revenue and other", (-3812, 1467)),
           ("Foreign currency translation", (-1208, -27391))]

    def v(a, b):
        return {"us": a, "la": b, "t": a + b}

    d.add("Site leasing revenue, year ended December 31, 2018", v(*base), dollar=True)
    d.add("Organic changes", kind="section")
    rs = [d.add(n, v(*x), level=1) for n, x in org]
    ot = d.add("Total organic change", {k: tot(rs, k) for k in ("us", "la", "t")}, level=1, kind="subtotal")
    d.add("Other changes", kind="section")
    rs2 = [d.add(n, v(*x), level=1) for n, x in oth]
    end = {k: ot.vals[k] + tot(rs2, k) + v(*base)[k] for k in ("us", "la", "t")}
    d.add("Site leasing revenue, year ended December 31, 2019", end, kind="total")
    d.add("Organic growth (d)", {k: r1(ot.vals[k] / v(*base)[k] * 100) for k in ("us", "la", "t")}, pct=True,
          dec=1)
    return d


def t30():
    cols = (G("U.S. and Canada", [("un", "Towers"), ("up", "% of Towers")])
            + G("Latin America", [("ln", "Towers"), ("lp", "% of Towers")])
            + [Col("tn", ("Total Towers",))])
    for c in cols:
        if c.key.endswith("p"):
            c.pct, c.dec = True, 1
    d = D("t30", "que", I2, "Land Interests Under Owned Towers", cols, paper="a4", style="zebra", family="DejaVuSansCondensed",
          size=9, corner="As of December 31, 2019", label_max=290,
          notes=["(a) Includes easements with a remaining term of 99 years or more.",
                 "(b) Remaining term including renewal periods at Quellbury's option."])
    t28d = t28()
    tot_us = t28d.find("Total U.S. and Canada").vals["ow"]
    tot_la = t28d.find("Total Latin America").vals["ow"]
    fee = (5214, 2418)
    leases = [("Less than 5 years", (1386, 3906)), ("5 to 10 years", (2107, 4617)), ("10 to 20 years", (3962, 5120))]
    last = (tot_us - fee[0] - sum(x[0] for _, x in leases), tot_la - fee[1] - sum(x[1] for _, x in leases))
    leases.append(("More than 20 years", last))

    def v(a, b):
        return {"un": a, "up": r1(a / tot_us * 100), "ln": b, "lp": r1(b / tot_la * 100), "tn": a + b}

    d.add("Land owned in fee or held under perpetual easement (a)", v(*fee))
    d.add("Ground leases, by remaining term (b)", kind="section")
    rs = [d.add(n, v(*x), level=1) for n, x in leases]
    d.add("Total ground leases", v(sum(x[0] for _, x in leases), sum(x[1] for _, x in leases)), level=1,
          kind="subtotal")
    d.add("Total owned towers", v(tot_us, tot_la), kind="total")
    _ = rs
    return d


BUILDERS = [t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20,
            t21, t22, t23, t24, t25, t26, t27, t28, t29, t30]


def docs():
    return [b() for b in BUILDERS]


def pdf_name(d):
    return f"as8-{d.key}.pdf"


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
