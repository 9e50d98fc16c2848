"""bench/aitqa-style12: thirty invented one-table 10-K extracts of eight companies in eight new industries.

    /work/main/.venv/bin/python bench/aitqa-style12/make_docs.py OUTDIR

Writes as12-t01.pdf ... as12-t30.pdf (byte-identical on every run). Every figure is in this file; totals,
subtotals, weighted averages, per-unit figures, shares, changes and roll-forward balances are computed here
from the base figures, so each table adds up, and figures that two tables of one company share agree.
The companies are invented (see NAMES); states, provinces, countries, cities and agencies are real.
"""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from engine import NOSCALE, Col, Doc, parse, render  # noqa: E402

I1 = "Item 1. Business"
I2 = "Item 2. Properties"
I6 = "Item 6. Selected Financial Data"
I7 = "Item 7. Management's Discussion and Analysis of Financial Condition and Results of Operations"
I8 = "Item 8. Financial Statements and Supplementary Data \u2014 Notes to Consolidated Financial Statements"
I8S = "Item 8. Financial Statements and Supplementary Data \u2014 Supplementary Information (Unaudited)"

CO = {  # key: (company, short name, period as the report heading states it)
    "prs": ("Ardmallow Secure Facilities, Inc.", "Ardmallow", "the year ended December 31, 2019"),
    "hel": ("Brannoch Helium Resources, Inc.", "Brannoch", "the year ended December 31, 2019"),
    "vet": ("Hentworth Animal Hospitals, Inc.", "Hentworth", "the fiscal year ended September 30, 2019"),
    "lau": ("Quillfarrow Laundry Brands, Inc.", "Quillfarrow", "the year ended December 31, 2019"),
    "dia": ("Merriforde Renal Care, Inc.", "Merriforde", "the year ended December 31, 2018"),
    "thm": ("Tolvarren Parks & Attractions, Inc.", "Tolvarren", "the year ended December 31, 2019"),
    "cin": ("Kinnaway Cinemas, Inc.", "Kinnaway", "the year ended December 31, 2019"),
    "aqu": ("Skerrivoe Seafarms Ltd.", "Skerrivoe", "the year ended December 31, 2018"),
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
    return isinstance(v, (int, float)) and not isinstance(v, bool)


def tot(rows, key, d=0):
    return r1(sum(r.vals[key] for r in rows if num(r.vals.get(key))), d)


def wavg(pairs, d=2):
    pairs = [(v, w) for v, w in pairs if num(v) and num(w) and w]
    return r1(sum(v * w for v, w in pairs) / sum(w for v, w in pairs), d)


def sumrows(d, rows, keys, label, level=0, kind="subtotal", dec=None, **kw):
    dec = dec or {}
    return d.add(label, {k: nz(tot(rows, k, dec.get(k, 0))) for k in keys}, level=level, kind=kind, **kw)


def nz(v):
    """a nil figure prints as a dash"""
    return None if v == 0 else v


# ====================================================================== Ardmallow Secure Facilities (2019)
# state: (owned/leased facilities, beds, managed-only facilities, beds, average occupancy % of total beds)
PRS_LOC = {
    "U.S. Secure Services:": [("Texas", 9, 14200, 3, 4100, 91.2), ("California", 4, 6800, 2, 2900, 88.4),
                              ("Georgia", 3, 4650, 2, 3100, 93.5), ("Arizona", 2, 3900, 1, 1500, 95.1),
                              ("Louisiana", 3, 3300, 0, 0, 89.7), ("New Mexico", 1, 1200, 2, 2350, 84.3),
                              ("Oklahoma", 2, 2650, 1, 900, 90.8), ("Florida", 2, 2900, 3, 4800, 92.6),
                              ("Colorado", 1, 1500, 0, 0, 86.9), ("Mississippi", 1, 1350, 1, 1200, 87.5),
                              ("Virginia", 0, 0, 1, 1550, 94.2), ("Tennessee", 1, 1650, 1, 1100, 89.1)],
    "Community Reentry (d):": [("Texas", 5, 1420, 2, 510, 82.6), ("California", 4, 1180, 3, 760, 85.1),
                               ("Pennsylvania", 3, 890, 1, 240, 79.4), ("Colorado", 4, 1050, 0, 0, 88.0),
                               ("Illinois", 2, 610, 2, 480, 81.7), ("New Jersey", 3, 920, 0, 0, 90.3),
                               ("Oklahoma", 2, 540, 1, 210, 76.8)],
    "Int'l:": [("U.K.", 2, 1860, 3, 3400, 96.5), ("South Africa", 1, 3020, 0, 0, 98.1),
               ("New Zealand", 0, 0, 1, 960, 93.0)],
}
PRS_SUB = {"U.S. Secure Services:": "Total U.S. Secure Services", "Community Reentry (d):": "Total Community Reentry",
           "Int'l:": "Total Int'l"}


def t01():
    cols = (G("Company-Owned or Leased (a)", [("fo", "Facilities"), ("bo", "Beds")])
            + G("Managed Only (b)", [("fm", "Facilities"), ("bm", "Beds")])
            + G("Total", [("ft", "Facilities"), ("bt", "Beds")])
            + [Col("occ", ("Total", "Average Occupancy (c)"), pct=True, dec=1)])
    d = D("t01", "prs", I2, "Facilities and Design Capacity by Location", cols, style="zebra",
          family="LiberationSans", size=10, orient="landscape", corner="As of December 31, 2019", leading=1.62,
          expect_pages=2, repeat_header=True, bold_sections=True,
          intro="The following table sets out the secure, detention and community reentry facilities in operation at "
                "December 31, 2019, by segment and location, with their design capacity in beds.",
          notes=["(a) Facilities owned by Ardmallow or leased from third parties and operated by Ardmallow.",
                 "(b) Facilities owned by government agencies and operated by Ardmallow under management contracts.",
                 "(c) Average daily population divided by design capacity for 2019, weighted by beds.",
                 "(d) Residential reentry centers and day-reporting centers for parolees and federal offenders."])
    keys = ["fo", "bo", "fm", "bm", "ft", "bt"]

    def v(x):
        fo, bo, fm, bm, occ = x[1:]
        return {"fo": nz(fo), "bo": nz(bo), "fm": nz(fm), "bm": nz(bm), "ft": fo + fm, "bt": bo + bm, "occ": occ}

    def sub(rs, label, level, kind):
        vals = {k: tot(rs, k) for k in keys}
        vals["occ"] = wavg([(r.vals["occ"], r.vals["bt"]) for r in rs], 1)
        return d.add(label, vals, level=level, kind=kind)
    allr = []
    for sec, items in PRS_LOC.items():
        d.add(sec, kind="section")
        rs = [d.add(x[0], v(x), level=1) for x in items]
        sub(rs, PRS_SUB[sec], 1, "subtotal")
        allr += rs
    sub(allr, "Total Ardmallow", 0, "total")
    return d


# customer: (2019 revenues $000, 2018)
PRS_REV = {"Federal:": [("U.S. Immigration and Customs Enforcement", 612480, 575910),
                        ("U.S. Marshals Service", 248115, 251402),
                        ("Federal Bureau of Prisons (a)", 86940, 121780)],
           "State:": [("Correctional departments", 402336, 389117),
                      ("Parole and probation agencies", 38905, 36420)],
           None: [("County and city agencies", 97214, 94866), ("Int'l governments (b)", 151670, 148055),
                  ("Other (c)", 21904, 24311)]}


def t02():
    cols = (G("2019", [("r19", "Revenues"), ("p19", "% of Total")])
            + G("2018", [("r18", "Revenues"), ("p18", "% of Total")])
            + G("Change", [("dc", "Amount"), ("pc", "Percent")]))
    for c in cols:
        if c.key in ("p19", "p18", "pc"):
            c.pct, c.dec = True, 1
    d = D("t02", "prs", I7, "Revenues by Customer", cols, style="booktabs", family="DejaVuSerif", size=9,
          orient="landscape", corner="(dollars in thousands)", money=True, scale=1e3,
          notes=["(a) The Federal Bureau of Prisons did not renew two contracts that expired in 2019.",
                 "(b) Revenues from government agencies in the U.K., South Africa and New Zealand.",
                 "(c) Electronic monitoring equipment sales, inmate commissary and other ancillary revenues."])
    total19 = sum(x[1] for xs in PRS_REV.values() for x in xs)
    total18 = sum(x[2] for xs in PRS_REV.values() for x in xs)

    def v(a, b):
        return {"r19": a, "p19": r1(a * 100 / total19), "r18": b, "p18": r1(b * 100 / total18), "dc": a - b,
                "pc": chg(a, b)}
    for sec, items in PRS_REV.items():
        if sec:
            d.add(sec, kind="section")
        rs = [d.add(x[0], v(x[1], x[2]), level=1 if sec else 0) for x in items]
        if sec:
            d.add("Total " + sec.rstrip(":").lower(), v(sum(x[1] for x in items), sum(x[2] for x in items)),
                  level=1, kind="subtotal")
        _ = rs
    d.add("Total revenues", v(total19, total18), kind="total")
    return d


# group: [(label, secure 2019 man-days 000, rate, 2018 days, rate, reentry 2019 days, rate, 2018 days, rate)]
PRS_MD = {"Owned and leased facilities:": [("Federal contracts", 9412, 86.45, 9108, 84.10, 1204, 71.35, 1150, 69.80),
                                           ("State and local contracts", 7385, 64.20, 7512, 62.75, 1688, 58.40, 1702,
                                            57.15)],
          "Managed-only facilities:": [("Federal contracts", 2215, 52.10, 2304, 51.35, 186, 44.90, 171, 43.60),
                                       ("State and local contracts", 5107, 41.85, 4966, 40.95, 342, 39.25, 355,
                                        38.10)]}
PMK = ["sd19", "sr19", "sd18", "sr18", "cd19", "cr19", "cd18", "cr18"]


def t03():
    cols = []
    for seg, s in (("U.S. Secure Services", "s"), ("Community Reentry (a)", "c")):
        for y in ("2019", "2018"):
            cols += [Col(f"{s}d{y[2:]}", (seg, y, "Man-Days (thousands) (b)"), scale=1e3),
                     Col(f"{s}r{y[2:]}", (seg, y, "Revenue per Man-Day"), money=True, dec=2, scale=NOSCALE)]
    d = D("t03", "prs", I7, "Compensated Man-Days and Revenue per Compensated Man-Day", cols, style="grid",
          family="DejaVuSansCondensed", size=8.5, orient="landscape", corner="Year Ended December 31,",
          notes=["(a) Residential reentry centers only; day-reporting centers are paid per participant and are "
                 "excluded.",
                 "(b) A compensated man-day is one offender for one day for whom Ardmallow is paid under a per diem or "
                 "fixed-fee contract."])

    def sub(rs, label, level, kind):
        vals = {}
        for s in ("s", "c"):
            for y in ("19", "18"):
                vals[f"{s}d{y}"] = tot(rs, f"{s}d{y}")
                vals[f"{s}r{y}"] = wavg([(r.vals[f"{s}r{y}"], r.vals[f"{s}d{y}"]) for r in rs])
        return d.add(label, vals, level=level, kind=kind)
    allr = []
    for sec, items in PRS_MD.items():
        d.add(sec, kind="section")
        rs = [d.add(x[0], dict(zip(PMK, x[1:])), level=1) for x in items]
        sub(rs, "Total owned and leased" if sec.startswith("Owned") else "Total managed-only", 1, "subtotal")
        allr += rs
    sub(allr, "All facilities", 0, "total")
    return d


# segment: [(expiry, owned/leased contracts, beds, 2019 revenues $000, managed-only contracts, beds, revenues)]
PRS_EXP = {"U.S. Secure Services:": [("2020", 6, 7350, 214608, 5, 6100, 88215),
                                     ("2021", 8, 9900, 301442, 3, 4250, 61930),
                                     ("2022", 5, 6120, 188317, 4, 5050, 70466),
                                     ("2023 and thereafter", 9, 11180, 356290, 3, 6150, 84377)],
           "Community Reentry:": [("2020", 9, 1510, 38402, 4, 790, 12118),
                                  ("2021", 6, 1290, 31655, 2, 560, 8904),
                                  ("2022", 4, 960, 24870, 2, 420, 6372),
                                  ("2023 and thereafter", 4, 850, 22016, 1, 430, 5815)]}
PEK = ["co", "bo", "ro", "cm", "bm", "rm"]


def t04():
    cols = (G("Owned and Leased Facilities", [("co", "Contracts"), ("bo", "Beds"), ("ro", "2019 Revenues")])
            + G("Managed-Only Facilities", [("cm", "Contracts"), ("bm", "Beds"), ("rm", "2019 Revenues")]))
    for c in cols:
        c.money = c.key in ("ro", "rm")
    d = D("t04", "prs", I7, "Government Contracts by Year of Expiration (a)", cols, style="leader",
          family="LiberationSerif", size=9.5, corner="(revenues in thousands)", money=False, scale=1e3,
          sep_dollar=True, label_min=170,
          notes=["(a) Year in which the current term of the contract expires, before any renewal options exercisable "
                 "by the government agency. Contracts of the International segment are excluded.",
                 "Most contracts may be terminated by the agency for convenience on 90 to 180 days' notice."])
    allr = []
    for sec, items in PRS_EXP.items():
        d.add(sec, kind="section")
        rs = [d.add(x[0], dict(zip(PEK, x[1:])), level=1) for x in items]
        sumrows(d, rs, PEK, "Total " + sec.rstrip(":"), level=1)
        allr += rs
    sumrows(d, allr, PEK, "Total contracts", kind="total")
    return d


# ====================================================================== Brannoch Helium Resources (2019)
# area: (developed net acres, undeveloped, gross producing wells, net wells, helium content %, plant MMcf/d)
HEL_FIELDS = {"Kansas:": [("Stevens County", 41200, 8650, 212, 188.4, 0.62, 95),
                          ("Seward County", 28750, 12400, 146, 121.9, 0.48, 60),
                          ("Morton County", 19300, 22800, 88, 80.2, 0.71, 40),
                          ("Grant County", 15600, 4100, 74, 52.6, 0.55, 30)],
              "Wyoming:": [("Sublette County", 36900, 51200, 58, 44.5, 0.95, 120),
                           ("Lincoln County", 12450, 30750, 21, 17.3, 0.84, 45)],
              "Saskatchewan, Canada:": [("Mankota area (c)", 8800, 64300, 9, 9.0, 1.85, 20),
                                        ("Battle Creek area (c)", 4100, 38900, 4, 3.5, 1.42, 10)]}
HFK = ["ad", "au", "wg", "wn"]


def t05():
    cols = (G("Net Acreage", [("ad", "Developed"), ("au", "Undeveloped")])
            + G("Producing Wells (a)", [("wg", "Gross"), ("wn", "Net")])
            + [Col("he", ("Helium Content (b)", "% of Gas Stream"), pct=True, dec=2),
               Col("cap", ("Processing Capacity", "MMcf/d"), scale=1e6)])
    cols[3].dec = 1
    d = D("t05", "hel", I2, "Helium Fields and Processing Capacity", cols, style="ledger", family="DejaVuSans",
          size=8.5, paper="a4", corner="As of December 31, 2019", bold_sections=True,
          notes=["(a) Gross wells are all wells in which Brannoch owns a working interest; net wells are the sum of "
                 "Brannoch's fractional working interests.",
                 "(b) Average helium content of the raw gas delivered to Brannoch's plants in 2019, by volume.",
                 "(c) Wells completed in the Deadwood and Winnipeg formations; the gas is mostly nitrogen, with helium "
                 "and little methane.",
                 "MMcf/d: million cubic feet of raw gas per day of inlet capacity at the plant serving the field."])
    allr = []
    for sec, items in HEL_FIELDS.items():
        d.add(sec, kind="section")
        rs = [d.add(x[0], {"ad": x[1], "au": x[2], "wg": x[3], "wn": x[4], "he": x[5], "cap": x[6]}, level=1)
              for x in items]
        s = sumrows(d, rs, HFK, "Total " + sec.split(",")[0].rstrip(":"), level=1, dec={"wn": 1})
        s.vals["cap"] = tot(rs, "cap")
        allr += rs
    s = sumrows(d, allr, HFK, "Total Brannoch", kind="total", dec={"wn": 1})
    s.vals["cap"] = tot(allr, "cap")
    return d


# (2019 volume MMcf, revenue $000, 2018 volume, revenue)
HEL_SALES = {"Liquid helium:": [("U.S. customers", 412.6, 118235, 398.1, 101664),
                                ("Int'l customers", 236.8, 74112, 251.5, 70318)],
             "Gaseous helium:": [("U.S. customers", 188.3, 31840, 176.9, 27312),
                                 ("Int'l customers", 54.2, 10416, 61.7, 10277)]}
HEL_GAS = (21480.0, 44918, 20615.0, 58304)   # residue natural gas, MMcf and $000


def t06():
    cols = []
    for y in ("2019", "2018"):
        k = y[2:]
        cols += [Col("v" + k, (y, "Volume (MMcf)"), dec=1, scale=1e6),
                 Col("r" + k, (y, "Revenues (in thousands)"), money=True, scale=1e3),
                 Col("p" + k, (y, "Realized Price per Mcf"), money=True, dec=2, scale=NOSCALE)]
    d = D("t06", "hel", I7, "Sales Volumes, Revenues and Realized Prices", cols, style="unruled",
          family="LiberationSans", size=9, sep_dollar=True, corner="Year Ended December 31,",
          notes=["(a) Residue gas remaining after helium and nitrogen are removed, sold at the tailgate of the plants.",
                 "MMcf: million cubic feet; Mcf: thousand cubic feet. Realized prices are revenues divided by volumes "
                 "sold."])

    def v(v19, r19, v18, r18):
        return {"v19": v19, "r19": r19, "p19": r1(r19 / v19, 2), "v18": v18, "r18": r18, "p18": r1(r18 / v18, 2)}
    allr = []
    for sec, items in HEL_SALES.items():
        d.add(sec, kind="section")
        rs = [d.add(x[0], v(*x[1:]), level=1) for x in items]
        d.add("Total " + sec.rstrip(":").lower(), v(*[tot(rs, k, 1 if k[0] == "v" else 0) for k in ("v19", "r19", "v18",
                                                                                         "r18")]),
              level=1, kind="subtotal")
        allr += rs
    d.add("Total helium", v(*[tot(allr, k, 1 if k[0] == "v" else 0) for k in ("v19", "r19", "v18", "r18")]),
          kind="subtotal")
    d.add("Natural gas (a)", v(*HEL_GAS))
    d.add("Total revenues", {"r19": tot(allr, "r19") + HEL_GAS[1], "r18": tot(allr, "r18") + HEL_GAS[3]},
          kind="total")
    return d


def hel_volume(y):
    return round(sum(x[1 if y == "2019" else 3] for xs in HEL_SALES.values() for x in xs), 1)


# reserves roll-forward: helium MMcf (developed, undeveloped), natural gas Bcf (developed, undeveloped)
HEL_RES_OPEN = (9840, 4215, 412.6, 188.4)
HEL_RES = {"2018": [("Revisions of previous estimates (a)", (-215, -340), (-9.8, -14.2)),
                    ("Extensions and discoveries", (180, 620), (6.4, 22.5)),
                    ("Transfers to proved developed (b)", (410, -410), (15.3, -15.3))],
           "2019": [("Revisions of previous estimates (a)", (125, -95), (3.1, -6.4)),
                    ("Extensions and discoveries", (95, 410), (2.8, 12.9)),
                    ("Purchases of reserves in place", (360, 150), (11.6, 4.0)),
                    ("Transfers to proved developed (b)", (385, -385), (13.9, -13.9))]}
HEL_PROD_GAS = {"2018": 20.6, "2019": 21.5}   # Bcf, as sold in t06 (rounded)


def t07():
    cols = (G("Helium (MMcf)", [("hd", "Proved Developed"), ("hu", "Proved Undeveloped"), ("ht", "Total")],
              scale=1e6)
            + G("Natural Gas (Bcf)", [("gd", "Proved Developed"), ("gu", "Proved Undeveloped"), ("gt", "Total")],
                scale=1e9, dec=1))
    d = D("t07", "hel", I8S, "Proved Helium and Natural Gas Reserves", cols, style="booktabs",
          family="DejaVuSerifCondensed", size=9,
          notes=["(a) Revisions in 2018 reflect lower reservoir pressure in the Seward County field; revisions in "
                 "2019 reflect performance of the Sublette County wells.",
                 "(b) Proved undeveloped reserves converted to proved developed reserves by drilling and completing "
                 "wells.",
                 "MMcf: million cubic feet; Bcf: billion cubic feet. Production equals volumes sold. All reserves are in "
                 "the United States and Canada."])
    hd, hu, gd, gu = HEL_RES_OPEN

    def v(h, g):
        return {"hd": nz(h[0]), "hu": nz(h[1]), "ht": nz(h[0] + h[1]), "gd": nz(r1(g[0])), "gu": nz(r1(g[1])),
                "gt": nz(r1(g[0] + g[1]))}
    for y in ("2018", "2019"):
        d.add(f"Year ended December 31, {y}:", kind="section")
        d.add("Balance at beginning of year", v((hd, hu), (gd, gu)), level=1)
        for lab, h, g in HEL_RES[y]:
            d.add(lab, v(h, g), level=1)
            hd, hu, gd, gu = hd + h[0], hu + h[1], r1(gd + g[0]), r1(gu + g[1])
        hp, gp = round(hel_volume(y)), HEL_PROD_GAS[y]
        d.add("Production", v((-hp, 0), (-gp, 0)), level=1)
        hd, gd = hd - hp, r1(gd - gp)
        d.add("Balance at end of year", v((hd, hu), (gd, gu)), level=1, kind="subtotal")
    return d


# cost line: ($000 2019, 2018, 2017)
HEL_COST = [("Lease operating expense", 38412, 36905, 33870),
            ("Purification and liquefaction", 51230, 47816, 45102),
            ("Transportation and distribution (a)", 22785, 23410, 21964),
            ("Production and ad valorem taxes", 9116, 8402, 8845)]
HEL_VOL17 = 884.2


def t08():
    cols = (G("Year Ended December 31,", [("c19", "2019"), ("c18", "2018"), ("c17", "2017")])
            + [Col("pc", ("% Change", "2019 vs. 2018"), pct=True, dec=1)])
    d = D("t08", "hel", I7, "Helium Operating Costs", cols, style="band", family="LiberationSansNarrow", size=9.5,
          money=True, label_min=220,
          notes=["(a) Trucking of liquid helium containers and third-party pipeline charges for gaseous helium.",
                 "(b) Total costs divided by the volume of helium sold (Mcf); costs of residue gas sales are "
                 "allocated to natural gas and excluded."])
    vols = {"c19": hel_volume("2019"), "c18": hel_volume("2018"), "c17": HEL_VOL17}
    d.add("Costs (in thousands):", kind="section", scale=1e3)
    rs = []
    for lab, a, b, c in HEL_COST:
        rs.append(d.add(lab, {"c19": a, "c18": b, "c17": c, "pc": chg(a, b)}, level=1))
    t = {k: tot(rs, k) for k in ("c19", "c18", "c17")}
    t["pc"] = chg(t["c19"], t["c18"])
    d.add("Total operating costs", t, level=1, kind="subtotal")
    d.add("Per Mcf of helium sold (b):", kind="section", scale=NOSCALE)
    for lab, a, b, c in HEL_COST + [("Total operating costs", t["c19"], t["c18"], t["c17"])]:
        vals = {k: r1(x / vols[k], 2) for k, x in zip(("c19", "c18", "c17"), (a, b, c))}
        vals["pc"] = chg(vals["c19"], vals["c18"])
        d.add(lab, vals, level=1, dec=2, kind="subtotal" if lab.startswith("Total") else "data",
              dollar=lab.startswith("Lease") or lab.startswith("Total"))
    return d


# ====================================================================== Hentworth Animal Hospitals (FY Sept. 2019)
# state: (general practice owned, leased, specialty & emergency owned, leased, veterinarians)
VET_LOC = {
    "Northeast": [("New York", 4, 17, 1, 3, 142), ("New Jersey", 3, 12, 1, 2, 98), ("Pennsylvania", 6, 14, 0, 2, 111),
                  ("Massachusetts", 2, 9, 1, 1, 64), ("Connecticut", 1, 6, 0, 1, 37)],
    "Southeast": [("Florida", 9, 24, 2, 4, 198), ("Georgia", 4, 11, 1, 2, 87), ("North Carolina", 5, 10, 1, 1, 82),
                  ("South Carolina", 3, 6, 0, 1, 44), ("Virginia", 2, 9, 1, 2, 71)],
    "Central": [("Texas", 11, 21, 2, 3, 186), ("Ohio", 5, 9, 1, 1, 73), ("Illinois", 3, 13, 1, 2, 90),
                ("Michigan", 4, 8, 0, 1, 55), ("Missouri", 3, 5, 0, 1, 38)],
    "West": [("California", 7, 26, 2, 5, 214), ("Arizona", 4, 9, 1, 1, 66), ("Colorado", 3, 8, 1, 2, 63),
             ("Washington", 2, 10, 0, 2, 61), ("Utah", 2, 4, 0, 1, 30)],
}
VET_CAN = [("Ontario", 3, 14, 1, 1, 77), ("British Columbia", 2, 7, 0, 1, 41), ("Alberta", 1, 6, 0, 1, 32)]
VET_UK = [("England", 5, 22, 1, 2, 119), ("Scotland", 1, 6, 0, 1, 32), ("Wales", 1, 3, 0, 0, 17)]
VLK = ["go", "gl", "so", "sl", "th", "dvm"]


def t09():
    cols = (G("General Practice", [("go", "Owned"), ("gl", "Leased")])
            + G("Specialty and Emergency (a)", [("so", "Owned"), ("sl", "Leased")])
            + [Col("th", ("Total Hospitals",)), Col("dvm", ("Veterinarians (b)",))])
    d = D("t09", "vet", I2, "Animal Hospitals by Location", cols, style="borderless", family="DejaVuSerif",
          size=9, orient="landscape", corner="As of September 30, 2019", leading=1.55, expect_pages=2,
          repeat_header=False, bold_sections=True,
          notes=["(a) Hospitals with board-certified specialists (surgery, internal medicine, oncology, cardiology, "
                 "neurology) and 24-hour emergency and critical care.",
                 "(b) Full-time equivalent licensed veterinarians employed or contracted at the hospitals at "
                 "September 30, 2019."])

    def v(x):
        go, gl, so, sl, dv = x[1:]
        return {"go": go, "gl": gl, "so": nz(so), "sl": nz(sl), "th": go + gl + so + sl, "dvm": dv}
    d.add("U.S. hospitals:", kind="section")
    us = []
    for region, states in VET_LOC.items():
        d.add(region, level=1, kind="section")
        rs = [d.add(s[0], v(s), level=2) for s in states]
        sumrows(d, rs, VLK, f"Total {region}", level=2)
        us += rs
    sumrows(d, us, VLK, "Total U.S.", level=1)
    d.add("Canada:", kind="section")
    can = [d.add(s[0], v(s), level=1) for s in VET_CAN]
    sumrows(d, can, VLK, "Total Canada", level=1)
    d.add("U.K.:", kind="section")
    uk = [d.add(s[0], v(s), level=1) for s in VET_UK]
    sumrows(d, uk, VLK, "Total U.K.", level=1)
    sumrows(d, us + can + uk, VLK, "Total Hentworth", kind="total")
    return d


def vet_count(rows):
    return sum(x[1] + x[2] + x[3] + x[4] for x in rows)


# revenue line: (fiscal 2019 U.S., Int'l, fiscal 2018 U.S., Int'l) $000
VET_REV = {"Medical services:": [("Wellness and preventive care", 312408, 41226, 288715, 37904),
                                 ("Diagnostics and imaging", 228915, 27840, 209332, 25118),
                                 ("Surgery and dentistry", 196340, 22415, 181907, 21006),
                                 ("Emergency and critical care (a)", 141205, 12630, 126448, 11212)],
           "Products:": [("Pharmacy (b)", 164880, 18415, 158214, 17790),
                         ("Diets and retail products", 58712, 9904, 55418, 9335)],
           None: [("Boarding, grooming and other", 24316, 3118, 23990, 3472)]}
VET_SH = (5.8, 4.1, 5.6, 6.2, 3.7, 5.9)   # same-hospital revenue growth % (u19, i19, t19, u18, i18, t18)
VRK = ["u19", "i19", "u18", "i18"]


def t10():
    cols = (G("Fiscal 2019", [("u19", "U.S."), ("i19", "Int'l (c)"), ("t19", "Total")])
            + G("Fiscal 2018", [("u18", "U.S."), ("i18", "Int'l (c)"), ("t18", "Total")]))
    d = D("t10", "vet", I7, "Revenues by Service Category and Geography", cols, style="zebra",
          family="DejaVuSansCondensed", size=9, corner="(in thousands)", money=True, scale=1e3,
          notes=["(a) Includes after-hours emergency visits at general practice hospitals.",
                 "(b) Prescription medications dispensed at the hospitals and through Hentworth's online pharmacy.",
                 "(c) Canada and the U.K., translated at the average exchange rates of each fiscal year.",
                 "(d) Hospitals owned for all of both fiscal years compared, in constant currency."])

    def v(t):
        out = dict(zip(VRK, t))
        out["t19"], out["t18"] = t[0] + t[1], t[2] + t[3]
        return out
    allr = []
    for sec, items in VET_REV.items():
        if sec:
            d.add(sec, kind="section", )
        rs = [d.add(x[0], v(x[1:]), level=1 if sec else 0) for x in items]
        if sec:
            d.add("Total " + sec.rstrip(":").lower(), v([tot(rs, k) for k in VRK]), level=1, kind="subtotal")
        allr += rs
    d.add("Total revenues", v([tot(allr, k) for k in VRK]), kind="total")
    d.add("Same-hospital revenue growth (d)", dict(zip(["u19", "i19", "t19", "u18", "i18", "t18"], VET_SH)),
          pct=True, dec=1)
    return d


# species: (invoices 000 fiscal 2019, 2018, average invoice fiscal 2019, 2018)
VET_INV = {"General practice hospitals:": [("Canine", 4812, 4705, 198.40, 189.65),
                                           ("Feline", 2236, 2251, 171.25, 164.10),
                                           ("Exotic and other (a)", 318, 296, 122.80, 125.35)],
           "Specialty and emergency hospitals (b):": [("Canine", 612, 574, 812.60, 776.20),
                                                      ("Feline", 245, 238, 694.15, 701.40),
                                                      ("Exotic and other (a)", 38, 41, 455.90, 431.75)]}


def t11():
    cols = [Col("n19", ("Invoices (thousands)", "Fiscal 2019"), scale=1e3),
            Col("n18", ("Invoices (thousands)", "Fiscal 2018"), scale=1e3),
            Col("nc", ("Invoices (thousands)", "% Change"), pct=True, dec=1),
            Col("a19", ("Average Invoice", "Fiscal 2019"), money=True, dec=2, scale=NOSCALE),
            Col("a18", ("Average Invoice", "Fiscal 2018"), money=True, dec=2, scale=NOSCALE),
            Col("ac", ("Average Invoice", "% Change"), pct=True, dec=1)]
    d = D("t11", "vet", I7, "Same-Hospital Invoices and Average Invoice by Species", cols, style="boxed",
          family="LiberationSans", size=9, corner="Fiscal Year Ended September 30,",
          notes=["(a) Rabbits, birds, reptiles, small mammals and horses seen at mixed-practice hospitals.",
                 "(b) Specialty referrals and emergency visits; an invoice may cover several days of hospitalization.",
                 "Same-hospital data exclude hospitals acquired or opened after September 30, 2017."])

    def v(n19, n18, a19, a18):
        return {"n19": n19, "n18": n18, "nc": chg(n19, n18), "a19": a19, "a18": a18, "ac": chg(a19, a18)}

    def sub(rs, label, level, kind):
        n19, n18 = tot(rs, "n19"), tot(rs, "n18")
        a19 = wavg([(r.vals["a19"], r.vals["n19"]) for r in rs])
        a18 = wavg([(r.vals["a18"], r.vals["n18"]) for r in rs])
        return d.add(label, v(n19, n18, a19, a18), level=level, kind=kind)
    allr = []
    for sec, items in VET_INV.items():
        d.add(sec, kind="section")
        rs = [d.add(x[0], v(*x[1:]), level=1) for x in items]
        sub(rs, "Total general practice" if sec.startswith("General") else "Total specialty and emergency", 1,
            "subtotal")
        allr += rs
    sub(allr, "Total same-hospital", 0, "total")
    return d


# country: fiscal 2019 (acquired, opened, closed or consolidated, sold), fiscal 2018 (same)
VET_ROLL = {"us": ((38, 6, 4, 1), (31, 4, 3, 0)), "ca": ((5, 1, 0, 0), (7, 0, 1, 0)), "uk": ((4, 0, 1, 1), (6, 1, 0, 0))}


def t12():
    cols = []
    for grp, k in (("U.S.", "us"), ("Canada", "ca"), ("U.K.", "uk"), ("Total", "to")):
        cols += [Col(f"{k}19", (grp, "Fiscal 2019")), Col(f"{k}18", (grp, "Fiscal 2018"))]
    d = D("t12", "vet", I7, "Hospital Count Roll-Forward", cols, style="grid", family="LiberationSerif", size=9.5,
          orient="landscape", corner="Fiscal Year Ended September 30,",
          notes=["(a) Hospitals closed, or merged into a nearby Hentworth hospital; consolidations are counted once "
                 "as a closure.",
                 "(b) Sold to veterinarians practising at the hospital."])
    end19 = {"us": sum(vet_count(x) for x in VET_LOC.values()), "ca": vet_count(VET_CAN), "uk": vet_count(VET_UK)}
    vals = {lab: {} for lab in ("beg", "acq", "opn", "cls", "sold", "end")}
    for k in ("us", "ca", "uk"):
        end = end19[k]
        for y, (a, o, c, s) in zip(("19", "18"), VET_ROLL[k]):
            beg = end - a - o + c + s
            for lab, x in zip(("beg", "acq", "opn", "cls", "sold", "end"), (beg, a, o, -c, -s, end)):
                vals[lab][k + y] = x
            end = beg
    for lab in vals:
        for y in ("19", "18"):
            vals[lab]["to" + y] = sum(vals[lab][k + y] for k in ("us", "ca", "uk"))
        for key in list(vals[lab]):
            vals[lab][key] = nz(vals[lab][key])
    d.add("Hospitals at beginning of year", vals["beg"])
    d.add("Additions:", kind="section")
    d.add("Acquired", vals["acq"], level=1)
    d.add("Opened (de novo)", vals["opn"], level=1)
    d.add("Reductions:", kind="section")
    d.add("Closed or consolidated (a)", vals["cls"], level=1)
    d.add("Sold (b)", vals["sold"], level=1)
    d.add("Hospitals at end of year", vals["end"], kind="total")
    return d


# ====================================================================== Quillfarrow Laundry Brands (2019)
# state: (franchised stores, washers, dryers, company-owned stores, washers, dryers)
LAU_LOC = {
    "Northeast": [("New York", 38, 1596, 1482, 6, 288, 270), ("New Jersey", 24, 936, 912, 3, 138, 126),
                  ("Pennsylvania", 19, 722, 703, 0, 0, 0), ("Maryland", 11, 418, 407, 2, 90, 84)],
    "South": [("Texas", 46, 1794, 1748, 9, 405, 387), ("Florida", 33, 1287, 1221, 5, 220, 210),
              ("Georgia", 17, 646, 629, 0, 0, 0), ("North Carolina", 14, 518, 504, 2, 86, 80),
              ("Louisiana", 8, 296, 288, 1, 42, 40)],
    "Midwest": [("Illinois", 27, 1053, 1026, 4, 184, 172), ("Ohio", 21, 777, 756, 0, 0, 0),
                ("Michigan", 15, 555, 540, 2, 88, 84), ("Minnesota", 9, 324, 315, 0, 0, 0)],
    "West": [("California", 52, 2184, 2080, 11, 528, 495), ("Arizona", 16, 624, 608, 3, 132, 126),
             ("Nevada", 9, 351, 342, 1, 46, 44), ("Washington", 12, 456, 444, 0, 0, 0)],
}
LAU_INT = [("Canada", 18, 666, 648, 2, 84, 80), ("U.K.", 11, 352, 330, 3, 105, 99), ("Ireland", 4, 124, 120, 0, 0, 0)]
LLK = ["fs", "fw", "fd", "cs", "cw", "cd", "ts"]


def t13():
    cols = (G("Franchised", [("fs", "Stores"), ("fw", "Washers"), ("fd", "Dryers")])
            + G("Company-Owned", [("cs", "Stores"), ("cw", "Washers"), ("cd", "Dryers")])
            + [Col("ts", ("Total Stores (a)",))])
    d = D("t13", "lau", I2, "Laundromats by Location", cols, style="band", family="DejaVuSans", size=9.5,
          corner="As of December 31, 2019", leading=1.68, expect_pages=2, repeat_header=True, total_alone=True,
          bold_sections=True,
          intro="Quillfarrow franchises and operates self-service laundromats under the Quillfarrow name. The "
                "following table shows the stores open at December 31, 2019 and the commercial washers and dryers "
                "installed in them, by ownership and location. Stores are leased by the franchisee or by Quillfarrow.",
          notes=["(a) Excludes 7 stores closed temporarily for remodeling at December 31, 2019.",
                 "Washers include front-load and top-load machines of all capacities; dryers are counted by pocket, "
                 "so a stack dryer counts as two."])

    def v(x):
        fs, fw, fd, cs, cw, cd = x[1:]
        return {"fs": fs, "fw": fw, "fd": fd, "cs": nz(cs), "cw": nz(cw), "cd": nz(cd), "ts": fs + cs}
    d.add("U.S.:", kind="section")
    us = []
    for region, states in LAU_LOC.items():
        d.add(region, level=1, kind="section")
        rs = [d.add(s[0], v(s), level=2) for s in states]
        sumrows(d, rs, LLK, f"Total {region}", level=2)
        us += rs
    sumrows(d, us, LLK, "Total U.S.", level=1)
    d.add("Int'l:", kind="section")
    it = [d.add(s[0], v(s), level=1) for s in LAU_INT]
    sumrows(d, it, LLK, "Total Int'l", level=1)
    sumrows(d, us + it, LLK, "Total system", kind="total")
    return d


# channel: (franchised system-wide sales $m 2019, 2018; company-owned sales $m 2019, 2018)
LAU_SALES = [("Self-service", 412.6, 391.8, 38.4, 35.9), ("Wash-dry-fold (b)", 96.3, 84.1, 11.7, 9.8),
             ("Pickup and delivery", 41.8, 29.5, 6.2, 3.4)]
LAU_ROY = {"Self-service": (0.055, 0.055), "Wash-dry-fold (b)": (0.06, 0.06), "Pickup and delivery": (0.07, 0.07)}
LAU_FEES = (9845, 8612)


def t14():
    cols = (G("System-Wide Sales (in millions) (a)", [("s19", "2019"), ("s18", "2018")], money=True, dec=1,
              scale=1e6)
            + [Col("sc", ("System-Wide Sales (in millions) (a)", "% Change"), pct=True, dec=1)]
            + G("Revenues (in thousands)", [("r19", "2019"), ("r18", "2018")], money=True, scale=1e3))
    d = D("t14", "lau", I7, "System-Wide Sales and Revenues by Store Type and Service", cols, style="ledger",
          family="LiberationSerif", size=9.5, corner="Year Ended December 31,", label_min=200,
          notes=["(a) Sales of all stores, franchised and company-owned, as reported by franchisees; franchisee sales "
                 "are not revenues of Quillfarrow. Revenues of franchised stores are royalties.",
                 "(b) Laundry dropped off and washed, dried and folded by store attendants, priced by the pound.",
                 "(c) Initial franchise fees, technology fees and sales of equipment to franchisees."])

    def v(s19, s18, r19, r18):
        out = {"s19": s19, "s18": s18, "sc": chg(s19, s18)}
        if r19 is not None:
            out["r19"], out["r18"] = r19, r18
        return out
    d.add("Franchised stores:", kind="section")
    fr = [d.add(lab, v(a, b, round(a * 1000 * LAU_ROY[lab][0]), round(b * 1000 * LAU_ROY[lab][1])), level=1)
          for lab, a, b, _, _ in LAU_SALES]
    sf = d.add("Total franchised", v(tot(fr, "s19", 1), tot(fr, "s18", 1), tot(fr, "r19"), tot(fr, "r18")), level=1,
               kind="subtotal")
    d.add("Company-owned stores:", kind="section")
    co = [d.add(lab, v(c, e, round(c * 1000), round(e * 1000)), level=1) for lab, _, _, c, e in LAU_SALES]
    sc = d.add("Total company-owned", v(tot(co, "s19", 1), tot(co, "s18", 1), tot(co, "r19"), tot(co, "r18")),
               level=1, kind="subtotal")
    d.add("Franchise fees and other (c)", {"r19": LAU_FEES[0], "r18": LAU_FEES[1]})
    s19, s18 = r1(sf.vals["s19"] + sc.vals["s19"]), r1(sf.vals["s18"] + sc.vals["s18"])
    d.add("Total", {"s19": s19, "s18": s18, "sc": chg(s19, s18),
                    "r19": sf.vals["r19"] + sc.vals["r19"] + LAU_FEES[0],
                    "r18": sf.vals["r18"] + sc.vals["r18"] + LAU_FEES[1]}, kind="total")
    return d


# same-store sales growth %: (2019 Q1..Q4, full year, 2018 Q1..Q4, full year)
LAU_SSS = {"Franchised stores (a):": [("U.S.", 4.2, 3.8, 5.1, 4.6, 4.4, 2.9, 3.3, 3.6, 4.0, 3.5),
                                      ("Canada", 2.6, 1.9, (-0.4), 1.2, 1.3, 3.1, 2.2, 2.8, 1.7, 2.4),
                                      ("U.K.", (-1.8), 0.7, 2.3, 3.4, 1.2, (-2.6), (-1.1), 0.4, (-0.9), (-1.0)),
                                      ("Total franchised", 3.9, 3.5, 4.6, 4.3, 4.1, 2.8, 3.0, 3.4, 3.6, 3.2)],
           "Company-owned stores:": [("U.S.", 6.8, 5.9, 7.4, 6.2, 6.6, 4.1, 4.8, 5.5, 5.2, 4.9),
                                     ("Canada", (-0.8), 1.4, 2.0, 2.9, 1.4, 1.5, 0.6, (-1.3), 0.9, 0.4),
                                     ("Total company-owned", 6.1, 5.4, 6.8, 5.8, 6.0, 3.8, 4.3, 4.6, 4.7, 4.4)]}
LAU_SYS = (4.1, 3.7, 4.8, 4.5, 4.3, 2.9, 3.1, 3.5, 3.8, 3.3)


def t15():
    cols = []
    for y in ("2019", "2018"):
        cols += G(y, [(f"q{i}_{y[2:]}", q) for i, q in enumerate(("Q1", "Q2", "Q3", "Q4", "Full Year"), 1)],
                  pct=True, dec=1)
    d = D("t15", "lau", I7, "Same-Store Sales Growth by Quarter", cols, style="unruled", family="DejaVuSans",
          size=8.5, orient="landscape", corner="Change from the prior-year period",
          notes=["(a) Reported by franchisees; stores open at least 13 full months, in local currency.",
                 "(b) All stores, franchised and company-owned, in constant currency.",
                 "A quarter's growth is measured against the same quarter of the prior year."])
    keys = [c.key for c in cols]
    for sec, items in LAU_SSS.items():
        d.add(sec, kind="section")
        for x in items:
            d.add(x[0], dict(zip(keys, x[1:])), level=1, kind="subtotal" if x[0].startswith("Total") else "data")
    d.add("System-wide (b)", dict(zip(keys, LAU_SYS)), kind="total")
    return d


# (opened 2019, 2018, closed 2019, 2018, signed not yet open)
LAU_DEV = {"Franchised:": [("U.S.", 41, 36, 9, 12, 58), ("Canada", 4, 3, 1, 0, 6), ("U.K.", 3, 2, 2, 3, 5)],
           "Company-owned:": [("U.S.", 6, 3, 2, 4, 4), ("U.K.", 1, 0, 0, 1, 1)]}
LDK = ["o19", "o18", "c19", "c18", "s"]


def t16():
    cols = (G("Opened", [("o19", "2019"), ("o18", "2018")]) + G("Closed", [("c19", "2019"), ("c18", "2018")])
            + G("Net Change", [("n19", "2019"), ("n18", "2018")])
            + [Col("s", ("Signed, Not Yet Open (a)", "Dec. 31, 2019"))])
    d = D("t16", "lau", I1, "Store Development", cols, style="booktabs", family="DejaVuSerifCondensed", size=9.5,
          corner="Number of stores",
          notes=["(a) Franchise agreements signed and company-owned sites under lease for which the store had not "
                 "opened at December 31, 2019.",
                 "Closed stores include relocations within the same trade area."])

    def v(x):
        o19, o18, c19, c18, s = x[1:]
        return {"o19": nz(o19), "o18": nz(o18), "c19": nz(c19), "c18": nz(c18), "n19": o19 - c19, "n18": o18 - c18,
                "s": s}
    allr = []
    for sec, items in LAU_DEV.items():
        d.add(sec, kind="section")
        rs = [d.add(x[0], v(x), level=1) for x in items]
        sumrows(d, rs, ["o19", "o18", "c19", "c18", "n19", "n18", "s"], "Total " + sec.rstrip(":").lower(), level=1)
        allr += rs
    sumrows(d, allr, ["o19", "o18", "c19", "c18", "n19", "n18", "s"], "Total system", kind="total")
    return d


# ====================================================================== Merriforde Renal Care (2018)
# segment: [(ownership, centers 2018, 2017, stations 2018, 2017, in-center patients, home patients)]
DIA_CTR = {"U.S. dialysis:": [("Wholly-owned", 412, 398, 7416, 7170, 28940, 5215),
                              ("Joint ventures (b)", 96, 88, 1631, 1496, 6215, 1188),
                              ("Managed (c)", 31, 34, 496, 545, 1872, 240)],
           "Int'l dialysis:": [("Wholly-owned", 58, 51, 1218, 1066, 4610, 402),
                               ("Joint ventures (b)", 12, 9, 228, 171, 902, 45),
                               ("Managed (c)", 7, 7, 119, 119, 455, 18)]}
DCK = ["c18", "c17", "s18", "s17", "pi", "ph", "pt"]


def t17():
    cols = (G("Centers", [("c18", "2018"), ("c17", "2017")]) + G("Dialysis Stations", [("s18", "2018"), ("s17", "2017")])
            + G("Patients at December 31, 2018", [("pi", "In-Center"), ("ph", "Home (a)"), ("pt", "Total")]))
    d = D("t17", "dia", I2, "Dialysis Centers, Stations and Patients", cols, style="grid", family="LiberationSans",
          size=9, corner="As of December 31,",
          notes=["(a) Patients on peritoneal dialysis or home hemodialysis supported by a Merriforde home program.",
                 "(b) Centers owned with nephrologists or hospital systems in which Merriforde holds 51% to 80% and "
                 "which it consolidates.",
                 "(c) Centers owned by hospitals or physicians and managed by Merriforde for a fee; not consolidated."])
    allr = []
    for sec, items in DIA_CTR.items():
        d.add(sec, kind="section")
        rs = [d.add(x[0], dict(zip(DCK, x[1:] + (x[5] + x[6],))), level=1) for x in items]
        sumrows(d, rs, DCK, "Total " + sec.rstrip(":"), level=1)
        allr += rs
    sumrows(d, allr, DCK, "Total Merriforde", kind="total")
    return d


# modality: (U.S. treatments 000 2018, 2017, Int'l 2018, 2017)
DIA_TRT = {"In-center hemodialysis:": [("Conventional (three times weekly)", 12410, 12068, 2116, 1884),
                                       ("Nocturnal (a)", 386, 352, 41, 30)],
           "Home dialysis:": [("Peritoneal dialysis", 1724, 1610, 112, 96),
                              ("Home hemodialysis (b)", 512, 455, 21, 17)]}


def t18():
    cols = []
    for y in ("2018", "2017"):
        for seg, s in (("U.S. Dialysis", "u"), ("Int'l Dialysis", "i")):
            cols += [Col(f"{s}t{y[2:]}", (y, seg, "Treatments (thousands)"), scale=1e3),
                     Col(f"{s}p{y[2:]}", (y, seg, "% of Total"), pct=True, dec=1)]
    d = D("t18", "dia", I7, "Dialysis Treatments by Modality", cols, style="boxed", family="DejaVuSansCondensed",
          size=8.5, orient="landscape", corner="Year Ended December 31,",
          notes=["(a) Eight-hour overnight treatments three nights a week in the center.",
                 "(b) Treatments performed by the patient or a care partner at home, five or six times a week.",
                 "A treatment is one dialysis session; peritoneal dialysis is counted as one treatment per day of "
                 "therapy divided by 2.33, the industry convention."])
    tt = {f"{s}t{y}": sum(x[i] for xs in DIA_TRT.values() for x in xs)
          for (s, y), i in zip((("u", "18"), ("u", "17"), ("i", "18"), ("i", "17")), (1, 2, 3, 4))}

    def v(a, b, c, e):
        out = {"ut18": a, "ut17": b, "it18": c, "it17": e}
        for k in list(out):
            out[k.replace("t", "p", 1)] = r1(out[k] * 100 / tt[k])
        return out
    for sec, items in DIA_TRT.items():
        d.add(sec, kind="section")
        rs = [d.add(x[0], v(*x[1:]), level=1) for x in items]
        d.add("Total " + sec.rstrip(":").lower(), v(*[tot(rs, k) for k in ("ut18", "ut17", "it18", "it17")]), level=1,
              kind="subtotal")
    d.add("Total treatments", v(tt["ut18"], tt["ut17"], tt["it18"], tt["it17"]), kind="total")
    return d


# ($ millions 2018, 2017, 2016)
DIA_OPS = {"rev": [("Government programs", 2204.6, 2061.3, 1918.7), ("Commercial payors", 1386.2, 1329.8, 1255.4)],
           "other": ("Other revenues (a)", 118.4, 96.1, 88.9),
           "exp": [("Patient care costs", 2601.5, 2437.9, 2271.6), ("General and administrative", 372.8, 351.2, 338.5),
                   ("Depreciation and amortization", 201.3, 186.7, 172.9),
                   ("Provision for uncollectible accounts", 38.6, 41.2, 36.8),
                   ("Equity investment (income) loss (b)", (-6.4), 3.1, (-2.2))],
           "int": (-118.7, -104.2, -99.6), "oth": (4.9, (-3.6), 1.8), "tax": (-104.6, -96.9, -112.4)}


def t19():
    cols = (G("Year Ended December 31,", [("v18", "2018"), ("v17", "2017"), ("v16", "2016")])
            + G("% of Total Revenues", [("p18", "2018"), ("p17", "2017")], pct=True, dec=1))
    d = D("t19", "dia", I7, "Results of Operations", cols, style="leader", family="LiberationSerif", size=9.5,
          corner="(dollars in millions)", money=True, scale=1e6, dec=1, sep_dollar=True, label_min=230,
          notes=["(a) Management fees from managed centers, laboratory services and clinical research.",
                 "(b) Share of the results of non-consolidated joint ventures; income is shown in parentheses.",
                 "(c) Interest on the term loans and senior notes, net of capitalized interest."])
    K = ("v18", "v17", "v16")
    totrev = [sum(x[i] for x in DIA_OPS["rev"]) + DIA_OPS["other"][i] for i in (1, 2, 3)]

    def v(t):
        out = {k: r1(x) for k, x in zip(K, t)}
        out["p18"], out["p17"] = r1(t[0] * 100 / totrev[0]), r1(t[1] * 100 / totrev[1])
        return out
    d.add("Patient service revenues:", kind="section")
    for x in DIA_OPS["rev"]:
        d.add(x[0], v(x[1:]), level=1)
    psr = [r1(sum(x[i] for x in DIA_OPS["rev"])) for i in (1, 2, 3)]
    d.add("Total patient service revenues", v(psr), level=1, kind="subtotal")
    d.add(DIA_OPS["other"][0], v(DIA_OPS["other"][1:]))
    d.add("Total revenues", v([r1(x) for x in totrev]), kind="subtotal", dollar=True)
    d.add("Operating expenses:", kind="section")
    for x in DIA_OPS["exp"]:
        d.add(x[0], v(x[1:]), level=1)
    te = [r1(sum(x[i] for x in DIA_OPS["exp"])) for i in (1, 2, 3)]
    d.add("Total operating expenses", v(te), level=1, kind="subtotal")
    oi = [r1(totrev[i] - te[i]) for i in range(3)]
    d.add("Operating income", v(oi), kind="subtotal")
    d.add("Interest expense (c)", v(DIA_OPS["int"]))
    d.add("Other income (expense), net", v(DIA_OPS["oth"]))
    pre = [r1(oi[i] + DIA_OPS["int"][i] + DIA_OPS["oth"][i]) for i in range(3)]
    d.add("Income before income taxes", v(pre), kind="subtotal")
    d.add("Income tax expense", v(DIA_OPS["tax"]))
    d.add("Net income", v([r1(pre[i] + DIA_OPS["tax"][i]) for i in range(3)]), kind="total")
    return d


def t20():
    cols = (G("U.S. Dialysis", [("u18", "2018"), ("u17", "2017")])
            + G("Int'l Dialysis", [("i18", "2018"), ("i17", "2017")]))
    d = D("t20", "dia", I1, "Patient and Clinical Statistics", cols, style="zebra", family="DejaVuSerif", size=9,
          corner="As of or for the year ended December 31,", label_min=250,
          notes=["(a) Patients dialyzing in Merriforde centers for at least 90 days, December averages; Int'l figures "
                 "exclude managed centers.",
                 "(b) Hospital inpatient days per patient-year at risk.",
                 "(c) Growth in treatments excluding centers acquired in the year and in the prior year."])
    K = ["u18", "u17", "i18", "i17"]
    d.add("Patients at year end:", kind="section")
    pts = [("In-center hemodialysis", (35762, 34408, 5967, 5102)), ("Home hemodialysis", (1318, 1155, 92, 70)),
           ("Peritoneal dialysis", (5325, 5022, 373, 318))]
    rs = [d.add(lab, dict(zip(K, x)), level=1) for lab, x in pts]
    sumrows(d, rs, K, "Total patients", level=1)
    d.add("Clinical quality (% of patients) (a):", kind="section")
    for lab, x in [("Kt/V of 1.2 or greater", (97.1, 96.8, 95.4, 94.9)),
                   ("Hemoglobin of 10 to 12 g/dL", (71.6, 72.3, 68.9, 67.5)),
                   ("Arteriovenous fistula in use", (66.2, 65.4, 78.3, 77.9))]:
        d.add(lab, dict(zip(K, x)), level=1, pct=True, dec=1)
    d.add("Hospital days per patient-year (b)", dict(zip(K, (10.4, 10.9, 8.1, 8.6))), dec=1)
    d.add("Non-acquired treatment growth (c)", dict(zip(K, (3.6, 3.9, 5.2, (-0.7)))), pct=True, dec=1)
    return d


# ====================================================================== Tolvarren Parks & Attractions (2019)
# park: (total acres, developed acres, roller coasters, water attractions, total rides, season, land tenure)
THM_PARKS = {"Theme parks:": [("Branson, Missouri", 412, 168, 9, 4, 46, "Mar.\u2013Dec.", "Owned"),
                              ("Pigeon Forge, Tennessee", 356, 140, 8, 3, 41, "Mar.\u2013Dec.", "Owned"),
                              ("Kissimmee, Florida", 688, 305, 12, 6, 58, "Year-round", "Owned"),
                              ("Williamsburg, Virginia", 520, 214, 10, 5, 49, "Apr.\u2013Dec.", "Owned"),
                              ("San Marcos, Texas", 445, 196, 11, 5, 52, "Year-round", "Leased (b)"),
                              ("Mason, Ohio", 590, 262, 14, 4, 61, "May\u2013Oct.", "Owned"),
                              ("Valencia, California", 262, 148, 15, 3, 55, "Year-round", "Leased (b)"),
                              ("Allentown, Pennsylvania", 318, 121, 7, 4, 39, "May\u2013Oct.", "Owned")],
             "Water parks:": [("Galveston, Texas", 48, 31, None, 38, 38, "May\u2013Sept.", "Leased (b)"),
                              ("Wisconsin Dells, Wisconsin", 64, 40, None, 44, 44, "Year-round (d)", "Owned"),
                              ("Myrtle Beach, South Carolina", 41, 27, None, 31, 31, "May\u2013Sept.", "Owned"),
                              ("Kissimmee, Florida", 72, 46, None, 36, 36, "Year-round", "Owned"),
                              ("Mesa, Arizona", 38, 25, None, 29, 29, "Apr.\u2013Sept.", "Leased (b)"),
                              ("Sandusky, Ohio", 55, 33, None, 33, 33, "Year-round (d)", "Owned")],
             "Int'l (c):": [("Monterrey, Mexico", 240, 98, 6, 3, 34, "Year-round", "Leased (b)"),
                            ("Vaughan, Ontario, Canada", 196, 104, 8, 2, 37, "May\u2013Oct.", "Owned")]}
TPK = ["ac", "dv", "rc", "wa", "ta"]


def t21():
    cols = (G("Acreage", [("ac", "Total"), ("dv", "Developed (a)")])
            + G("Rides and Attractions", [("rc", "Roller Coasters"), ("wa", "Water Attractions"), ("ta", "Total")])
            + [Col("sea", ("Operating Season",), text=True, minw=84), Col("ten", ("Land Tenure",), text=True, minw=66)])
    d = D("t21", "thm", I2, "Parks", cols, style="borderless", family="LiberationSansNarrow", size=10.5,
          orient="landscape", corner="As of December 31, 2019", leading=1.75, expect_pages=2, repeat_header=False,
          bold_sections=True,
          intro="Tolvarren owns or leases the land of each of its parks. The table lists each park by its location.",
          notes=["(a) Acres occupied by rides, attractions, buildings and parking; the rest is available for "
                 "expansion.",
                 "(b) Ground leases, with renewal options, expiring between 2041 and 2067.",
                 "(c) Parks in Mexico and Canada; the Monterrey park is held by a joint venture that Tolvarren "
                 "consolidates (Tolvarren interest 60%).",
                 "(d) Indoor water park attached to a Tolvarren resort hotel."])
    allr = []
    for sec, items in THM_PARKS.items():
        d.add(sec, kind="section")
        rs = [d.add(x[0], {"ac": x[1], "dv": x[2], "rc": x[3] if x[3] is not None else None, "wa": x[4], "ta": x[5],
                           "sea": x[6], "ten": x[7]}, level=1) for x in items]
        sumrows(d, rs, TPK, "Total " + sec.split(" (")[0].rstrip(":").replace("Int'l", "Int'l parks").lower()
                .replace("int'l", "Int'l"), level=1)
        allr += rs
    sumrows(d, allr, TPK, "Total Tolvarren", kind="total")
    return d


# region: (attendance 000 2019, 2018, per capita spending 2019, 2018)
THM_ATT = {"Theme parks:": [("Southeast", 6412, 6105, 58.40, 56.15), ("Central", 5288, 5341, 54.75, 53.90),
                            ("West", 2906, 2718, 62.30, 59.85), ("Northeast", 3315, 3402, 51.60, 50.95)],
           "Water parks:": [("Southeast", 1804, 1722, 31.25, 30.10), ("Central", 1518, 1466, 36.80, 34.95),
                            ("West", 612, 640, 29.90, 30.40)]}
THM_INT = ("Int'l (b)", 2046, 1874, 27.45, 26.10)


def t22():
    cols = [Col("a19", ("Attendance (in thousands)", "2019"), scale=1e3),
            Col("a18", ("Attendance (in thousands)", "2018"), scale=1e3),
            Col("ac", ("Attendance (in thousands)", "% Change"), pct=True, dec=1),
            Col("p19", ("In-Park Per Capita Spending (a)", "2019"), money=True, dec=2, scale=NOSCALE),
            Col("p18", ("In-Park Per Capita Spending (a)", "2018"), money=True, dec=2, scale=NOSCALE),
            Col("pc", ("In-Park Per Capita Spending (a)", "% Change"), pct=True, dec=1)]
    d = D("t22", "thm", I7, "Attendance and In-Park Per Capita Spending", cols, style="band", family="DejaVuSerif",
          size=9, corner="Year Ended December 31,", label_min=170,
          notes=["(a) Revenues from admissions, food, merchandise, games and extra-charge attractions divided by "
                 "attendance; excludes accommodations.",
                 "(b) Parks in Mexico and Canada, in U.S. dollars at the average exchange rates of each year."])

    def v(a19, a18, p19, p18):
        return {"a19": a19, "a18": a18, "ac": chg(a19, a18), "p19": p19, "p18": p18, "pc": chg(p19, p18)}

    def sub(rs, label, level, kind):
        a19, a18 = tot(rs, "a19"), tot(rs, "a18")
        return d.add(label, v(a19, a18, wavg([(r.vals["p19"], r.vals["a19"]) for r in rs]),
                              wavg([(r.vals["p18"], r.vals["a18"]) for r in rs])), level=level, kind=kind)
    allr = []
    for sec, items in THM_ATT.items():
        d.add(sec, kind="section")
        rs = [d.add(x[0], v(*x[1:]), level=1) for x in items]
        sub(rs, "Total " + sec.rstrip(":").lower(), 1, "subtotal")
        allr += rs
    allr.append(d.add(THM_INT[0], v(*THM_INT[1:])))
    sub(allr, "Total Tolvarren", 0, "total")
    return d


# quarter values Q1..Q4 ($000) for 2019, then 2018
THM_Q = {"Admissions": ((38410, 221905, 312640, 96318), (36125, 208774, 301552, 90416)),
         "Food, merchandise and games": ((29716, 166208, 238115, 74390), (27904, 157362, 226810, 69985)),
         "Accommodations, extra-charge and other": ((14208, 52316, 71902, 31540), (13115, 48970, 68245, 29812)),
         "opex": ((118240, 231616, 278905, 142711), (112915, 220318, 270124, 136502)),
         "da": ((30115, 30802, 31244, 31906), (28640, 29115, 29870, 30412)),
         "ni": ((-72418, 118262, 209530, 16205), (-70220, 110356, 197811, 12414)),
         "att": ((1412, 8215, 11620, 3657), (1366, 7902, 11347, 3553))}


def t23():
    cols = []
    for y in ("2019", "2018"):
        cols += G(y, [(f"q{i}_{y[2:]}", q) for i, q in enumerate(("First Quarter", "Second Quarter", "Third Quarter",
                                                                     "Fourth Quarter"), 1)])
    d = D("t23", "thm", I8S, "Quarterly Results of Operations", cols, style="booktabs", family="LiberationSans",
          size=8.5, orient="landscape", corner="(in thousands)", money=True, scale=1e3, label_min=190,
          notes=["(a) Most parks operate seasonally; the first and fourth quarters include only the year-round parks "
                 "and weekend and holiday operations.",
                 "Quarterly attendance adds up to the annual attendance in Item 7."])

    def q(t):
        return {f"q{i + 1}_{y}": t[j][i] for j, y in enumerate(("19", "18")) for i in range(4)}
    d.add("Net revenues:", kind="section")
    rev = [d.add(lab, q(THM_Q[lab]), level=1) for lab in ("Admissions", "Food, merchandise and games",
                                                          "Accommodations, extra-charge and other")]
    keys = [c.key for c in cols]
    tr = sumrows(d, rev, keys, "Total net revenues", level=1)
    op = d.add("Operating costs and expenses", q(THM_Q["opex"]))
    da = d.add("Depreciation and amortization", q(THM_Q["da"]))
    d.add("Operating income (loss)", {k: tr.vals[k] - op.vals[k] - da.vals[k] for k in keys}, kind="subtotal")
    d.add("Net income (loss)", q(THM_Q["ni"]), kind="total")
    d.add("Attendance (in thousands) (a)", q(THM_Q["att"]), money=False, scale=1e3)
    return d


def thm_att(y):
    i = 0 if y == "2019" else 1
    return sum(THM_Q["att"][i])


# product: (units sold 000 2019, 2018, average price 2019, 2018, revenue recognized $000 2019, 2018)
THM_PASS = {"Theme parks:": [("Gold pass (a)", 412, 378, 189.50, 179.90, 74816, 66902),
                             ("Standard pass", 1186, 1143, 99.75, 94.50, 112405, 104877),
                             ("Monthly membership (b)", 264, 198, 142.20, 138.60, 33918, 24716)],
             "Water parks:": [("Standard pass", 318, 306, 69.90, 66.25, 21642, 19904),
                              ("Monthly membership (b)", 57, 41, 84.60, 81.20, 4390, 2935)]}
TSK = ["u19", "u18", "p19", "p18", "r19", "r18"]


def t24():
    cols = (G("Units Sold (thousands)", [("u19", "2019"), ("u18", "2018")], scale=1e3)
            + G("Average Price", [("p19", "2019"), ("p18", "2018")], money=True, dec=2, scale=NOSCALE)
            + G("Revenue Recognized (in thousands) (c)", [("r19", "2019"), ("r18", "2018")], money=True, scale=1e3))
    d = D("t24", "thm", I7, "Season Passes and Memberships", cols, style="boxed", family="DejaVuSans", size=8.5,
          corner="Year Ended December 31,",
          notes=["(a) Unlimited visits to all Tolvarren theme and water parks, with parking and skip-the-line access.",
                 "(b) Twelve monthly payments; average price is the total of the payments due.",
                 "(c) Pass revenue is recognized as passes are used over the operating season, so revenue recognized "
                 "differs from units sold times average price."])

    def sub(rs, label, level, kind):
        vals = {k: tot(rs, k) for k in ("u19", "u18", "r19", "r18")}
        vals["p19"] = wavg([(r.vals["p19"], r.vals["u19"]) for r in rs])
        vals["p18"] = wavg([(r.vals["p18"], r.vals["u18"]) for r in rs])
        return d.add(label, vals, level=level, kind=kind)
    allr = []
    for sec, items in THM_PASS.items():
        d.add(sec, kind="section")
        rs = [d.add(x[0], dict(zip(TSK, x[1:])), level=1) for x in items]
        sub(rs, "Total " + sec.rstrip(":").lower(), 1, "subtotal")
        allr += rs
    sub(allr, "Total passes and memberships", 0, "total")
    return d


# ====================================================================== Kinnaway Cinemas (2019)
# DMA: (owned theatres, leased theatres, screens, premium large format screens, recliner screens, seats 000)
CIN_DMA = {
    "East": [("New York", 1, 9, 124, 10, 88, 19.4), ("Philadelphia", 2, 6, 98, 6, 71, 15.8),
             ("Boston", 0, 5, 64, 5, 52, 9.6), ("Washington, D.C.", 1, 7, 96, 7, 80, 14.2)],
    "South": [("Dallas\u2013Fort Worth", 3, 8, 150, 9, 132, 21.7), ("Houston", 2, 7, 118, 8, 104, 17.9),
              ("Atlanta", 1, 6, 92, 5, 70, 14.6), ("Miami\u2013Fort Lauderdale", 0, 6, 84, 4, 60, 13.1)],
    "Midwest": [("Chicago", 2, 9, 140, 9, 118, 21.3), ("Detroit", 1, 5, 76, 4, 48, 12.0),
                ("Minneapolis\u2013St. Paul", 2, 3, 68, 3, 55, 9.9), ("Cleveland", 1, 3, 52, 2, 30, 8.3)],
    "West": [("Los Angeles", 1, 12, 168, 14, 150, 24.8), ("Phoenix", 2, 5, 90, 6, 82, 13.2),
             ("Seattle\u2013Tacoma", 0, 6, 80, 5, 66, 11.4), ("Denver", 1, 4, 62, 4, 58, 8.9)],
}
CIN_INT = [("U.K.", 0, 14, 148, 8, 92, 22.6), ("Ireland", 1, 4, 46, 2, 30, 7.1)]
CTK = ["to", "tl", "sc", "plf", "rec", "seat"]


def t25():
    cols = (G("Theatres", [("to", "Owned"), ("tl", "Leased (a)")])
            + G("Screens", [("sc", "Total"), ("plf", "Premium Large Format (b)"), ("rec", "Recliner Seating (c)")])
            + [Col("seat", ("Seats (thousands)",), dec=1, scale=1e3)])
    d = D("t25", "cin", I2, "Theatres and Screens by Market", cols, style="ledger", family="DejaVuSansCondensed",
          size=10, orient="landscape", corner="Designated market area, as of December 31, 2019", leading=1.6,
          expect_pages=2, repeat_header=False, bold_sections=True,
          notes=["(a) Leases with initial terms of 15 to 20 years and renewal options; see Note 7 for lease "
                 "obligations.",
                 "(b) Screens of 70 feet or wider with laser projection and immersive sound, sold at a premium.",
                 "(c) Auditoriums converted to heated power-recliner seating."])

    def v(x):
        return dict(zip(CTK, (nz(x[1]), nz(x[2])) + x[3:]))
    d.add("U.S.:", kind="section")
    us = []
    for region, dmas in CIN_DMA.items():
        d.add(region, level=1, kind="section")
        rs = [d.add(x[0], v(x), level=2) for x in dmas]
        sumrows(d, rs, CTK, f"Total {region}", level=2, dec={"seat": 1})
        us += rs
    sumrows(d, us, CTK, "Total U.S.", level=1, dec={"seat": 1})
    d.add("Int'l:", kind="section")
    it = [d.add(x[0], v(x), level=1) for x in CIN_INT]
    sumrows(d, it, CTK, "Total Int'l", level=1, dec={"seat": 1})
    sumrows(d, us + it, CTK, "Total Kinnaway", kind="total", dec={"seat": 1})
    return d


def cin_screens(region):
    rows = [x for xs in CIN_DMA.values() for x in xs] if region == "us" else CIN_INT
    return sum(x[3] for x in rows)


# (U.S. 2019, 2018, Int'l 2019, 2018)
CIN_ATT = (54812, 56204, 9406, 8975)
CIN_REV = [("Admissions", (512918, 514806, 78415, 72380)), ("Food and beverage", (301455, 293720, 41890, 38214)),
           ("Screen advertising and other (b)", (68340, 64118, 9872, 9310))]
CIN_FILM = (53.8, 54.6, 47.2, 46.9)
CIN_SCR18 = (1538, 188)


def t26():
    cols = (G("U.S. Markets", [("u19", "2019"), ("u18", "2018")]) + [Col("uc", ("U.S. Markets", "% Change"),
                                                                          pct=True, dec=1)]
            + G("Int'l Markets (a)", [("i19", "2019"), ("i18", "2018")])
            + [Col("ic", ("Int'l Markets (a)", "% Change"), pct=True, dec=1)])
    d = D("t26", "cin", I7, "Attendance, Revenues and Per Patron Results", cols, style="unruled",
          family="DejaVuSerifCondensed", size=9, corner="Year Ended December 31,", money=True, label_min=200,
          notes=["(a) The U.K. and Ireland, translated into U.S. dollars at the average exchange rates of each year.",
                 "(b) On-screen and lobby advertising, online convenience fees, theatre rentals and private events.",
                 "(c) Film rental and marketing costs divided by admissions revenues."])
    K = ("u19", "u18", "i19", "i18")

    def v(t, dec=0, change=True):
        out = dict(zip(K, t))
        if change:
            out["uc"], out["ic"] = chg(t[0], t[1]), chg(t[2], t[3])
        return out
    d.add("Attendance (thousands)", v(CIN_ATT), money=False, scale=1e3)
    d.add("Revenues (in thousands):", kind="section", scale=1e3)
    rs = [d.add(lab, v(x), level=1, dollar=lab == "Admissions") for lab, x in CIN_REV]
    tr = [sum(r.vals[k] for r in rs) for k in K]
    d.add("Total revenues", v(tr), level=1, kind="subtotal", dollar=True)
    d.add("Per patron:", kind="section", scale=NOSCALE)
    att = dict(zip(K, CIN_ATT))
    d.add("Average ticket price", v([r1(rs[0].vals[k] / att[k], 2) for k in K]), level=1, dec=2, dollar=True)
    d.add("Food and beverage revenue per patron", v([r1(rs[1].vals[k] / att[k], 2) for k in K]), level=1, dec=2,
          dollar=True)
    d.add("Film exhibition costs (% of admissions) (c)", v(CIN_FILM, change=False), pct=True, dec=1)
    d.add("Screens at end of year", v((cin_screens("us"), CIN_SCR18[0], cin_screens("int"), CIN_SCR18[1])),
          money=False, scale=NOSCALE)
    return d


# year: (operating theatre, operating other, finance theatre, finance equipment) $000
CIN_LEASE = [("2020", 248615, 6412, 18340, 4215), ("2021", 241902, 5818, 18102, 3870),
             ("2022", 233418, 4905, 17655, 2940), ("2023", 222760, 3710, 17210, 1885),
             ("2024", 209345, 2215, 16690, 640), ("Thereafter", 1318406, 4180, 98415, 0)]
CIN_INTEREST = (-512380, -3905, -41266, -705)
CIN_CURRENT = (-154870, -5610, -9844, -3812)


def t27():
    cols = (G("Operating Leases", [("ot", "Theatres"), ("oo", "Other (a)"), ("otot", "Total")])
            + G("Finance Leases", [("ft", "Theatres"), ("fe", "Equipment"), ("ftot", "Total")]))
    d = D("t27", "cin", I8, "Maturities of Lease Liabilities", cols, style="leader", family="DejaVuSans", size=9,
          orient="landscape", corner="(in thousands)", money=True, scale=1e3, sep_dollar=True, label_min=190,
          notes=["(a) Office space, a film distribution warehouse and digital projection equipment.",
                 "(b) Discounted at the incremental borrowing rate at lease commencement (weighted average 7.4% for "
                 "operating leases)."])
    K = ["ot", "oo", "ft", "fe"]

    def v(t):
        out = dict(zip(K, (nz(x) for x in t)))
        out["otot"], out["ftot"] = t[0] + t[1], t[2] + t[3]
        return out
    rs = [d.add(x[0], v(x[1:])) for x in CIN_LEASE]
    pay = [sum(x[i] for x in CIN_LEASE) for i in (1, 2, 3, 4)]
    d.add("Total lease payments", v(pay), kind="subtotal")
    d.add("Less: imputed interest (b)", v(CIN_INTEREST))
    pv = [pay[i] + CIN_INTEREST[i] for i in range(4)]
    d.add("Present value of lease liabilities", v(pv), kind="subtotal", dollar=True)
    d.add("Less: current portion", v(CIN_CURRENT))
    d.add("Long-term lease liabilities", v([pv[i] + CIN_CURRENT[i] for i in range(4)]), kind="total")
    _ = rs
    return d


# ====================================================================== Skerrivoe Seafarms (2018)
# area: (licences, maximum allowed biomass tonnes, active sites 2018, 2017, biomass in sea tonnes)
AQU_SITES = {"Norway:": [("Region North", 62, 48360, 24, 22, 71450), ("Region Mid", 48, 37440, 19, 19, 55210),
                         ("Region West", 37, 28860, 15, 16, 40980)],
             "U.K.:": [("Scotland mainland", 31, 62000, 18, 20, 28340),
                       ("Shetland and Orkney", 14, 27500, 8, 8, 11905)],
             "Americas:": [("Chile", 44, 81200, 21, 24, 46720), ("Canada (Atlantic)", 12, 19800, 7, 6, 9815)]}
ASK = ["ln", "mab", "s18", "s17", "bio"]


def t28():
    cols = (G("Licences", [("ln", "Number"), ("mab", "Maximum Allowed Biomass (tonnes) (a)")])
            + G("Active Sites", [("s18", "2018"), ("s17", "2017")])
            + [Col("bio", ("Biomass in Sea (b)", "Tonnes (live weight)"))])
    d = D("t28", "aqu", I2, "Seawater Farming Licences, Sites and Biomass", cols, style="zebra",
          family="LiberationSerif", size=10, corner="As of December 31,", bold_sections=True,
          notes=["(a) The most fish, in tonnes of live weight, that the licences allow in the sea at any time; "
                 "Scottish and Canadian limits are set per site.",
                 "(b) Standing biomass of salmon at sea at December 31, 2018, before the fair value adjustment.",
                 "Sites are active when stocked with fish or being fallowed between generations."])
    allr = []
    for sec, items in AQU_SITES.items():
        d.add(sec, kind="section")
        rs = [d.add(x[0], dict(zip(ASK, x[1:])), level=1) for x in items]
        sumrows(d, rs, ASK, "Total " + sec.rstrip(":"), level=1)
        allr += rs
    sumrows(d, allr, ASK, "Total Skerrivoe", kind="total")
    return d


# (harvest thousand tonnes GWE 2018, 2017, farming cost per kg 2018, 2017)
AQU_NOR = [("Region North", 78.4, 71.2, 5.12, 4.96), ("Region Mid", 58.9, 61.3, 5.31, 5.08),
           ("Region West", 42.7, 39.5, 5.46, 5.27)]
AQU_OTHER = [("U.K.", 38.2, 41.6, 6.18, 5.92), ("Chile", 61.5, 55.8, 4.88, 4.71), ("Canada", 12.4, 13.9, 6.35, 6.02)]


def t29():
    cols = (G("Harvest Volume (thousand tonnes GWE) (a)", [("h18", "2018"), ("h17", "2017")], dec=1, scale=1e3)
            + [Col("hc", ("Harvest Volume (thousand tonnes GWE) (a)", "% Change"), pct=True, dec=1)]
            + G("Farming Cost per kg (b)", [("k18", "2018"), ("k17", "2017")], money=True, dec=2, scale=NOSCALE))
    d = D("t29", "aqu", I7, "Harvest Volumes and Farming Cost", cols, style="borderless", family="LiberationSans",
          size=9.5, corner="Year Ended December 31,", label_min=180,
          notes=["(a) Gutted weight equivalent: the weight of the harvested fish after bleeding and gutting.",
                 "(b) Cost of the fish harvested, including feed, smolt, health treatments, wages and site costs, "
                 "divided by harvest volume; in U.S. dollars per kg GWE."])

    def v(x):
        return {"h18": x[1], "h17": x[2], "hc": chg(x[1], x[2]), "k18": x[3], "k17": x[4]}

    def sub(rs, label, level, kind):
        h18, h17 = tot(rs, "h18", 1), tot(rs, "h17", 1)
        return d.add(label, v((label, h18, h17, wavg([(r.vals["k18"], r.vals["h18"]) for r in rs]),
                               wavg([(r.vals["k17"], r.vals["h17"]) for r in rs]))), level=level, kind=kind)
    d.add("Norway:", kind="section")
    nor = [d.add(x[0], v(x), level=1) for x in AQU_NOR]
    sub(nor, "Total Norway", 1, "subtotal")
    oth = [d.add(x[0], v(x)) for x in AQU_OTHER]
    sub(nor + oth, "Total Skerrivoe", 0, "total")
    return d


def aqu_harvest(country, i):
    if country == "Norway":
        return sum(x[i] for x in AQU_NOR)
    return [x for x in AQU_OTHER if x[0] == country][0][i]


# ($000 2018, 2017)
AQU_EBIT = {"Farming:": [("Norway", 412650, 438920), ("U.K.", -8412, 21305), ("Chile", 96440, 71816),
                         ("Canada", 4210, 9655)],
            "Sales and processing:": [("Europe", 38915, 34102), ("Americas", 12640, 14218), ("Asia", 6305, 5870)]}
AQU_FEED = (22480, 19715)
AQU_ELIM = (-31260, -28445)
AQU_FV = (-46812, 63405)


def t30():
    cols = (G("Operational EBIT (in thousands)", [("e18", "2018"), ("e17", "2017")], money=True, scale=1e3)
            + G("Operational EBIT per kg (a)", [("k18", "2018"), ("k17", "2017")], money=True, dec=2,
                scale=NOSCALE)
            + [Col("ch", ("Change in Operational EBIT", "2018 vs. 2017"), money=True, scale=1e3)])
    d = D("t30", "aqu", I7, "Operational EBIT by Segment", cols, style="grid", family="DejaVuSerif", size=8.5,
          corner="Year Ended December 31,", label_min=200,
          notes=["(a) Operational EBIT divided by harvest volume in kg gutted weight equivalent; farming only.",
                 "(b) Skerrivoe's feed plant in Norway, which sells mainly to Skerrivoe's farming segment.",
                 "(c) Change in the fair value of fish in the sea and unrealized gains and losses on fish-pool "
                 "contracts; excluded from operational EBIT."])

    def v(a, b, kg=None):
        out = {"e18": a, "e17": b, "ch": a - b}
        if kg:
            out["k18"], out["k17"] = r1(a / (kg[0] * 1000), 2), r1(b / (kg[1] * 1000), 2)
        return out
    allr = []
    for sec, items in AQU_EBIT.items():
        d.add(sec, kind="section")
        farm = sec.startswith("Farming")
        rs = [d.add(lab, v(a, b, (aqu_harvest(lab, 1), aqu_harvest(lab, 2)) if farm else None), level=1)
              for lab, a, b in items]
        ta, tb = tot(rs, "e18"), tot(rs, "e17")
        hv = (sum(aqu_harvest(x[0], 1) for x in items), sum(aqu_harvest(x[0], 2) for x in items)) if farm else None
        d.add("Total " + sec.rstrip(":").lower(), v(ta, tb, hv), level=1, kind="subtotal")
        allr += rs
    allr.append(d.add("Feed (b)", v(*AQU_FEED)))
    allr.append(d.add("Other and eliminations", v(*AQU_ELIM)))
    oa, ob = tot(allr, "e18"), tot(allr, "e17")
    d.add("Total operational EBIT", v(oa, ob), kind="subtotal", dollar=True)
    d.add("Fair value adjustment on biomass (c)", v(*AQU_FV))
    d.add("Reported EBIT", v(oa + AQU_FV[0], ob + AQU_FV[1]), kind="total")
    return d


BUILDERS = [t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20,
            t21, t22, t23, t24, t25, t26, t27, t28, t29, t30]

# every invented proper name printed in the tables (check.py greps for each)
NAMES = ["Ardmallow", "Brannoch", "Hentworth", "Quillfarrow", "Merriforde", "Tolvarren", "Kinnaway", "Skerrivoe"]


def docs():
    return [b() for b in BUILDERS]


def pdf_name(d):
    return f"as12-{d.key}.pdf"


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
