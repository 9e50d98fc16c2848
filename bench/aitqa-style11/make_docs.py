"""bench/aitqa-style11: thirty invented one-table 10-K extracts of eight companies in eight new industries.

    /work/main/.venv/bin/python bench/aitqa-style11/make_docs.py OUTDIR

Writes as11-t01.pdf ... as11-t30.pdf (byte-identical on every run). Every figure is in this file;
totals, subtotals, weighted averages, per-unit figures, margins, shares, roll-forward balances and changes
are computed here from the base figures, so each table adds up, and figures shared by two tables of one
company agree. The companies and the uranium projects are invented (see NAMES); states, provinces,
countries and cities are real places.
"""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from engine import NOSCALE, Col, Doc, parse, render  # noqa: E402

I1 = "Item 1. Business"
I2 = "Item 2. Properties"
I7 = "Item 7. Management's Discussion and Analysis of Financial Condition and Results of Operations"
I7A = "Item 7A. Quantitative and Qualitative Disclosures About Market Risk"
I8 = "Item 8. Financial Statements and Supplementary Data \u2014 Notes"
I15 = "Item 15. Exhibits and Financial Statement Schedules \u2014 Schedule II, Valuation and Qualifying Accounts"

CO = {  # key: (company, short name, period as the report heading states it)
    "bwl": ("Spareholt Lanes & Entertainment, Inc.", "Spareholt", "the fiscal year ended June 30, 2019"),
    "ura": ("Calderwyn Uranium Royalty Corp.", "Calderwyn", "the year ended December 31, 2019"),
    "exc": ("Cathmoral Stock Exchange Holdings, Inc.", "Cathmoral", "the year ended December 31, 2018"),
    "crn": ("Dunstravey Tower Crane Rentals, Inc.", "Dunstravey", "the year ended December 31, 2019"),
    "sed": ("Quarnby Seed Genetics, Inc.", "Quarnby", "the fiscal year ended August 31, 2019"),
    "glf": ("Pellowind Golf & Country Clubs, Inc.", "Pellowind", "the year ended December 31, 2019"),
    "pls": ("Verrandel Plasma Services, Inc.", "Verrandel", "the year ended December 31, 2018"),
    "cit": ("Brastholm Armored Logistics, Inc.", "Brastholm", "the year ended December 31, 2019"),
}


def D(key, co, item, caption, cols, **kw):
    company, short, period = CO[co]
    return Doc(key=key, company=company, short=short,
               heading2=f"Annual Report on Form 10-K for {period} \u2014 {item}", caption=caption, cols=cols, **kw)


def G(group, pairs, **kw):
    """Columns under one spanning group: pairs of (key, leaf header)."""
    return [Col(k, (group, h), **kw) for k, h in pairs]


def r1(x, d=1):
    v = round(x + 0.0, d)
    return int(round(v)) if d == 0 else v


def chg(new, old, dec=1):
    return r1((new - old) / abs(old) * 100, dec)


def tot(rows, key, d=0):
    return r1(sum(r.vals[key] for r in rows if isinstance(r.vals.get(key), (int, float))), d)


def wavg(pairs, d=2):
    pairs = [(v, w) for v, w in pairs if isinstance(v, (int, float)) and w]
    return r1(sum(v * w for v, w in pairs) / sum(w for v, w in pairs), d)


def sumrows(d, rows, keys, label, level=0, kind="subtotal", dec=None, **kw):
    dec = dec or {}
    return d.add(label, {k: tot(rows, k, dec.get(k, 0)) for k in keys}, level=level, kind=kind, **kw)


# ============================================================== Spareholt Lanes & Entertainment (bowling, FY June 2019)
# state: (owned centers, leased centers, lanes, boutique lanes, building sq. ft. 000, opened in fiscal 2019)
BWL_CTR = {
    "Northeast": [("New York", 4, 9, 398, 64, 612, 1), ("New Jersey", 3, 6, 296, 40, 455, 0),
                  ("Pennsylvania", 7, 5, 420, 36, 640, 1), ("Massachusetts", 2, 4, 188, 24, 298, 0),
                  ("Connecticut", 1, 2, 96, 12, 150, 0)],
    "Southeast": [("Florida", 6, 11, 530, 88, 801, 2), ("Georgia", 3, 5, 248, 32, 372, 1),
                  ("North Carolina", 2, 4, 180, 20, 279, 0), ("Virginia", 3, 3, 196, 16, 288, 0),
                  ("Tennessee", 1, 3, 124, 16, 186, 1)],
    "Midwest": [("Ohio", 9, 4, 452, 28, 615, 0), ("Michigan", 7, 3, 340, 12, 470, 0),
                ("Illinois", 5, 7, 388, 44, 574, 1), ("Indiana", 4, 2, 204, 8, 280, 0),
                ("Wisconsin", 5, 1, 198, 0, 262, 0), ("Minnesota", 3, 3, 202, 20, 295, 1)],
    "West and Southwest": [("California", 2, 12, 440, 96, 706, 2), ("Texas", 8, 10, 620, 84, 905, 2),
                           ("Arizona", 2, 5, 226, 40, 340, 1), ("Colorado", 3, 3, 190, 24, 292, 0),
                           ("Washington", 1, 4, 152, 28, 238, 0), ("Nevada", 1, 3, 148, 36, 252, 1)],
}
BWL_CAN = [("Ontario", 6, 5, 356, 30, 508, 1), ("Alberta", 2, 3, 164, 12, 240, 0),
           ("British Columbia", 1, 3, 122, 16, 190, 0), ("Quebec", 3, 2, 168, 0, 236, 0)]
BWL_KEYS = ["own", "lse", "tc", "ln", "bq", "sf", "op"]


def t01():
    cols = (G("Bowling Centers", [("own", "Owned"), ("lse", "Leased (a)"), ("tc", "Total")])
            + G("Lanes", [("ln", "Total Lanes"), ("bq", "Boutique (b)")])
            + [Col("sf", ("Building Area", "Sq. Ft. (in thousands)"), scale=1e3, minw=62),
               Col("op", ("Opened in Fiscal 2019",), minw=58)])
    d = D("t01", "bwl", I2, "Bowling Centers by Location", cols, style="zebra", family="LiberationSans", size=9.5,
          orient="landscape", corner="As of June 30, 2019", split=33, repeat_header=True, bold_sections=True,
          label_max=190,
          notes=["(a) Centers leased under operating leases with remaining terms, including renewal options, of 5 to 35 "
                 "years.",
                 "(b) Boutique lanes are premium lanes in private suites with table-side food and beverage service; "
                 "they are included in Total Lanes.",
                 "(c) Includes two centers acquired in the Calgary, Alberta area in fiscal 2018."])

    def v(s):
        o, l_, ln, bq, sf, op = s[1:]
        return {"own": o, "lse": l_, "tc": o + l_, "ln": ln, "bq": bq, "sf": sf, "op": op}
    d.add("U.S. centers:", kind="section")
    us = []
    for region, states in BWL_CTR.items():
        d.add(region, level=1, kind="section")
        rs = [d.add(s[0], v(s), level=2) for s in states]
        sumrows(d, rs, BWL_KEYS, f"Total {region}", level=2)
        us += rs
    sumrows(d, us, BWL_KEYS, "Total U.S.", level=1)
    d.add("Canada:", kind="section")
    can = [d.add(s[0] + (" (c)" if s[0] == "Alberta" else ""), v(s), level=1) for s in BWL_CAN]
    sumrows(d, can, BWL_KEYS, "Total Canada", level=1)
    sumrows(d, us + can, BWL_KEYS, "Total Spareholt", kind="total")
    return d


# label: (fiscal 2019 same-center, new and acquired, fiscal 2018 same-center, new and acquired) $000
BWL_REV = {"Bowling:": [("Retail (open play)", 118405, 9812, 112730, 3406), ("League", 41206, 1418, 42118, 512),
                        ("Group events", 58930, 6205, 54112, 2008)],
           None: [("Food and beverage", 96844, 8930, 91506, 3115)],
           "Amusement and other:": [("Amusement games", 52318, 6102, 47905, 2210), ("Other (c)", 8412, 715, 8160, 240)]}
BWL_EXP = [("Payroll and benefits", 112406, 10118, 108215, 3904),
           ("Cost of food and beverage", 24812, 2411, 23640, 866),
           ("Occupancy (d)", 48730, 5806, 47912, 2215), ("Other (c)", 39118, 3302, 37806, 1208)]


def t02():
    cols = []
    for y, k in (("Fiscal 2019", "19"), ("Fiscal 2018", "18")):
        cols += G(y, [("s" + k, "Same-Center (a)"), ("n" + k, "New and Acquired (b)"), ("t" + k, "Total")])
    cols.append(Col("sc", ("Same-Center Change", "%"), pct=True, dec=1, pctsign=False, minw=52))
    d = D("t02", "bwl", I7, "Center Revenues and Center EBITDA", cols, style="boxed", family="DejaVuSerif", size=8,
          orient="landscape", corner="(in thousands)", money=True, scale=1e3, label_max=210,
          notes=["(a) Centers open for all of fiscal 2019 and fiscal 2018.",
                 "(b) Centers opened or acquired after July 1, 2017.",
                 "(c) Other revenue is pro shop sales, shoe rental and sponsorships; other center operating expenses are "
                 "repairs, utilities, marketing and supplies.",
                 "(d) Rent, property taxes and insurance."])
    keys = ["s19", "n19", "s18", "n18"]

    def v(t):
        out = dict(zip(keys, t))
        out["t19"], out["t18"] = t[0] + t[1], t[2] + t[3]
        out["sc"] = chg(t[0], t[2])
        return out
    revs = []
    for sec, items in BWL_REV.items():
        if sec:
            d.add(sec, kind="section")
        rs = [d.add(x[0], v(x[1:]), level=1 if sec else 0) for x in items]
        if sec:
            s = [sum(r.vals[k] for r in rs) for k in keys]
            d.add("Total bowling" if sec.startswith("Bowl") else "Total amusement and other", v(s), level=1,
                  kind="subtotal")
        revs += rs
    rev = [sum(r.vals[k] for r in revs) for k in keys]
    d.add("Total revenues", v(rev), kind="total")
    d.add("Center operating expenses:", kind="section")
    es = [d.add(x[0], v(x[1:]), level=1) for x in BWL_EXP]
    exp = [sum(r.vals[k] for r in es) for k in keys]
    d.add("Total center operating expenses", v(exp), level=1, kind="subtotal")
    eb = [rev[i] - exp[i] for i in range(4)]
    d.add("Center EBITDA", v(eb), kind="total")
    m = {k: r1(eb[i] * 100 / rev[i], 1) for i, k in enumerate(keys)}
    m["t19"] = r1((eb[0] + eb[1]) * 100 / (rev[0] + rev[1]), 1)
    m["t18"] = r1((eb[2] + eb[3]) * 100 / (rev[2] + rev[3]), 1)
    d.add("Center EBITDA margin", m, pct=True, dec=1)
    return d


# label: (U.S. fiscal 2019 games 000, revenue per game, fiscal 2018 games, rev/game,
#         Canada fiscal 2019 games, rev/game, fiscal 2018 games, rev/game)
BWL_GAMES = {"League play:": [("Weekday", 9412, 4.12, 9705, 4.01, 1302, 3.88, 1340, 3.80),
                              ("Weekend", 2118, 4.35, 2204, 4.22, 288, 4.05, 301, 3.96)],
             "Open play:": [("Weekday", 6830, 7.45, 6512, 7.18, 712, 6.95, 690, 6.70),
                            ("Weekend", 10240, 8.92, 9815, 8.60, 1106, 8.20, 1048, 7.98),
                            ("Late-night (b)", 3905, 9.64, 3512, 9.30, 402, 8.85, 371, 8.60)]}
GAME_KEYS = ["ug19", "ur19", "ug18", "ur18", "cg19", "cr19", "cg18", "cr18"]


def t03():
    cols = []
    for seg, s in (("U.S.", "u"), ("Canada (a)", "c")):
        for y, k in (("Fiscal 2019", "19"), ("Fiscal 2018", "18")):
            cols += [Col(f"{s}g{k}", (seg, y, "Games (thousands)"), scale=1e3),
                     Col(f"{s}r{k}", (seg, y, "Revenue per Game"), money=True, dec=2, scale=NOSCALE)]
    d = D("t03", "bwl", I7, "Games Bowled and Average Bowling Revenue per Game", cols, style="grid",
          family="DejaVuSansCondensed", size=8.5, orient="landscape", corner="Year Ended June 30,", label_max=160,
          notes=["(a) Revenue per game of Canadian centers is translated into U.S. dollars at average exchange rates "
                 "for each fiscal year.",
                 "(b) Open play after 9:00 p.m. on Thursday through Saturday, sold by the lane hour and converted to "
                 "games at four games per lane hour."])
    allr = []
    for sec, items in BWL_GAMES.items():
        d.add(sec, kind="section")
        rs = [d.add(x[0], dict(zip(GAME_KEYS, x[1:])), level=1) for x in items]
        sub = {}
        for s in ("u", "c"):
            for k in ("19", "18"):
                sub[f"{s}g{k}"] = tot(rs, f"{s}g{k}")
                sub[f"{s}r{k}"] = wavg([(r.vals[f"{s}r{k}"], r.vals[f"{s}g{k}"]) for r in rs])
        d.add("Total league play" if sec.startswith("League") else "Total open play", sub, level=1, kind="subtotal")
        allr += rs
    t = {}
    for s in ("u", "c"):
        for k in ("19", "18"):
            t[f"{s}g{k}"] = tot(allr, f"{s}g{k}")
            t[f"{s}r{k}"] = wavg([(r.vals[f"{s}r{k}"], r.vals[f"{s}g{k}"]) for r in allr])
    d.add("Total games bowled", t, kind="total")
    return d


# label: (fiscal 2019 U.S., Canada, fiscal 2020 plan low, high) $000
BWL_CAPEX = {"Growth capital:": [("New center construction", 22405, 4810, 25000, 30000),
                                 ("Center conversions (a)", 18612, 2305, 20000, 24000),
                                 ("Acquisitions (b)", 31240, 0, 0, 0)],
             "Maintenance capital:": [("Pinsetters and scoring systems", 6118, 1204, 7000, 8500),
                                      ("Buildings and equipment", 9845, 1612, 10000, 12000),
                                      ("Technology", 3402, 518, 4000, 5000)]}


def t04():
    cols = (G("Fiscal 2019 Actual", [("us", "U.S."), ("ca", "Canada"), ("to", "Total")])
            + G("Fiscal 2020 Plan (c)", [("lo", "Low"), ("hi", "High")]))
    d = D("t04", "bwl", I7, "Capital Expenditures", cols, style="leader", family="LiberationSerif", size=9.5,
          corner="(in thousands)", money=True, scale=1e3, sep_dollar=True, label_max=230,
          notes=["(a) Conversion of traditional centers to the Spareholt entertainment format, with boutique lanes, "
                 "an expanded amusement floor and a full-service restaurant.",
                 "(b) Purchase price of four centers acquired in fiscal 2019, net of cash acquired. Acquisitions are not "
                 "included in the fiscal 2020 plan.",
                 "(c) The plan range excludes capital expenditures funded by landlord tenant-improvement allowances."])
    keys = ["us", "ca", "lo", "hi"]

    def v(t):
        out = dict(zip(keys, t))
        out["to"] = t[0] + t[1]
        return out
    allr = []
    for sec, items in BWL_CAPEX.items():
        d.add(sec, kind="section")
        rs = [d.add(x[0], v(x[1:]), level=1) for x in items]
        d.add("Total growth capital" if sec.startswith("Growth") else "Total maintenance capital",
              v([sum(r.vals[k] for r in rs) for k in keys]), level=1, kind="subtotal")
        allr += rs
    d.add("Total capital expenditures", v([sum(r.vals[k] for r in allr) for k in keys]), kind="total")
    return d


# ============================================================== Calderwyn Uranium Royalty (2019)
# section: [(project, stage, royalty type, royalty rate %, M&I Mlbs, inferred Mlbs, area hectares)]
URA_PORT = {
    "Saskatchewan, Canada:": [("Tessergill Lake", "Production", "NSR", 1.50, 148.2, 12.6, 10412),
                              ("Ruskavel", "Production", "GOR", 7.50, 96.4, 8.1, 6208),
                              ("Ambledrift East", "Development", "NSR", 2.00, 61.7, 22.9, 14850),
                              ("Kestrelmoor", "Exploration", "NSR", 1.00, 0, 18.4, 31205)],
    "Wyoming, U.S.:": [("Halsperry ISR (c)", "Production", "GOR", 4.00, 22.8, 4.6, 8930),
                       ("Oxcombe Ranch", "Development", "GOR", 1.75, 14.1, 6.2, 5416)],
    "Texas, U.S.:": [("Hushwick Creek (c)", "Production", "NSR", 3.00, 9.4, 2.7, 3112),
                     ("Colbrithe", "Standby (d)", "NSR", 2.50, 7.9, 3.3, 2645)],
    "Kazakhstan:": [("Garvellan South (c)", "Production", "NPI", 10.00, 118.5, 31.0, 7720)],
    "Namibia:": [("Skellingrove", "Development", "GOR", 0.50, 142.6, 44.8, 18240),
                 ("Tarrowmoss", "Exploration", "NSR", 1.25, 0, 27.5, 22610)],
}


def t05():
    cols = [Col("stg", ("Stage",), text=True, minw=62),
            Col("typ", ("Royalty Interest", "Type (a)"), text=True, minw=40),
            Col("rate", ("Royalty Interest", "Rate"), pct=True, dec=2),
            Col("mi", ("Mineral Resources (millions of lbs U3O8) (b)", "Measured and Indicated"), dec=1, scale=1e6,
                minw=70),
            Col("inf", ("Mineral Resources (millions of lbs U3O8) (b)", "Inferred"), dec=1, scale=1e6),
            Col("ha", ("Area (hectares)",), minw=50)]
    d = D("t05", "ura", I2, "Royalty Portfolio", cols, style="ledger", family="DejaVuSans", size=8.5, paper="a4",
          corner="As of December 31, 2019", label_max=170, shade_sections=True,
          notes=["(a) NSR: net smelter return royalty; GOR: gross overriding royalty; NPI: net profits interest.",
                 "(b) Mineral resources are reported on a 100% basis by the operators of the projects; Calderwyn does not "
                 "hold any working interest in the projects.",
                 "(c) In-situ recovery (ISR) operation.",
                 "(d) Production suspended in 2017 because of uranium prices; the wellfields are maintained on care and "
                 "maintenance."])
    allr = []
    for sec, items in URA_PORT.items():
        d.add(sec, kind="section")
        for x in items:
            allr.append(d.add(x[0], {"stg": x[1], "typ": x[2], "rate": x[3], "mi": x[4], "inf": x[5], "ha": x[6]},
                              level=1))
    d.add("Total royalty portfolio", {"mi": tot(allr, "mi", 1), "inf": tot(allr, "inf", 1), "ha": tot(allr, "ha")},
          kind="total")
    return d


# project: (2019 attributable lbs 000, royalty revenue $000, 2018 lbs, revenue)
URA_REV = {"Canada:": [("Tessergill Lake", 412, 10836, 388, 9560), ("Ruskavel", 905, 23487, 1012, 25908)],
           "U.S.:": [("Halsperry ISR", 146, 3821, 128, 3290), ("Hushwick Creek", 88, 2262, 104, 2610)],
           "Kazakhstan:": [("Garvellan South (b)", 1240, 31620, 1186, 29412)]}


def t06():
    cols = []
    for y in ("2019", "2018"):
        k = y[2:]
        cols += [Col("l" + k, (y, "Attributable Pounds (thousands)"), scale=1e3),
                 Col("r" + k, (y, "Royalty Revenue (in thousands)"), money=True, scale=1e3),
                 Col("p" + k, (y, "Revenue per Pound (a)"), money=True, dec=2, scale=NOSCALE)]
    d = D("t06", "ura", I7, "Royalty Revenue by Producing Project", cols, style="unruled", family="LiberationSans",
          size=9, sep_dollar=True, corner="Year Ended December 31,", label_max=170,
          notes=["(a) Royalty revenue divided by attributable pounds of U3O8.",
                 "(b) Net profits interest; revenue is net of the operator's allowable costs."])

    def v(l19, r19, l18, r18):
        return {"l19": l19, "r19": r19, "p19": r1(r19 / l19, 2), "l18": l18, "r18": r18, "p18": r1(r18 / l18, 2)}
    allr = []
    for sec, items in URA_REV.items():
        d.add(sec, kind="section")
        rs = [d.add(x[0], v(*x[1:]), level=1) for x in items]
        if len(rs) > 1:
            d.add("Total " + sec.rstrip(":"), v(*[sum(r.vals[k] for r in rs) for k in ("l19", "r19", "l18", "r18")]),
                  level=1, kind="subtotal")
        allr += rs
    d.add("Total producing royalties", v(*[sum(r.vals[k] for r in allr) for k in ("l19", "r19", "l18", "r18")]),
          kind="total")
    return d


# physical uranium: 2018 opening balance, then per year (spot lbs, spot $ per lb, term lbs, term $/lb,
# in-kind lbs, in-kind $/lb, lbs sold, converter loans (- lent, + returned) lbs)
URA_OPEN = (1450, 41325)
URA_FLOW = {"2018": (600, 22.90, 250, 24.50, 180, 24.00, 820, -100),
            "2019": (400, 26.20, 300, 26.70, 210, 26.00, 650, 100)}


def ura_inventory():
    """rows of the roll-forward, per year: {row: (lbs, $000)}"""
    out, lbs, amt = {}, *URA_OPEN
    lent = 0
    for y in ("2018", "2019"):
        sl, sp, tl, tp, kl, kp, sold, loan = URA_FLOW[y]
        rows = {"beg": (lbs, amt), "spot": (sl, round(sl * sp)), "term": (tl, round(tl * tp)),
                "kind": (kl, round(kl * kp))}
        lbs2 = lbs + sl + tl + kl
        amt2 = amt + rows["spot"][1] + rows["term"][1] + rows["kind"][1]
        avg = amt2 / lbs2
        rows["sold"] = (-sold, -round(sold * avg))
        rows["loan"] = (loan, round(loan * avg) if loan < 0 else -lent)
        lent = rows["loan"][1] if loan < 0 else 0
        lbs = lbs2 - sold + loan
        amt = amt2 + rows["sold"][1] + rows["loan"][1]
        rows["end"] = (lbs, amt)
        out[y] = rows
    return out


def t07():
    cols = (G("Pounds of U3O8 (thousands)", [("l19", "2019"), ("l18", "2018")], scale=1e3)
            + G("Carrying Amount (in thousands)", [("a19", "2019"), ("a18", "2018")], money=True, scale=1e3)
            + G("Average Cost per Pound", [("c19", "2019"), ("c18", "2018")], money=True, dec=2, scale=NOSCALE))
    d = D("t07", "ura", I8, "Physical Uranium Inventory", cols, style="booktabs", family="DejaVuSerifCondensed",
          size=9, corner="Year Ended December 31,", label_max=220,
          notes=["(a) Pounds received in settlement of royalties are recorded at the spot price on the date of "
                 "delivery.",
                 "(b) Pounds lent to a converter under a loan agreement are returned in kind; the 2018 loan was repaid "
                 "in 2019. Returned pounds are recorded at the carrying amount of the pounds lent."])
    inv = ura_inventory()

    def v(key):
        out = {}
        for y in ("2019", "2018"):
            k = y[2:]
            lbs, amt = inv[y][key]
            out["l" + k], out["a" + k] = lbs, amt
            out["c" + k] = r1(abs(amt) / abs(lbs), 2) if lbs else 0
        return out
    d.add("Balance, beginning of year", v("beg"))
    d.add("Purchases:", kind="section")
    d.add("Spot market", v("spot"), level=1)
    d.add("Long-term contracts", v("term"), level=1)
    d.add("Royalties received in kind (a)", v("kind"))
    d.add("Sales", v("sold"))
    d.add("Converter loans, net (b)", v("loan"))
    d.add("Balance, end of year", v("end"), kind="total")
    return d


# quarter values Q1..Q4 for 2019 then 2018
URA_PX = {"Spot price (per lb U3O8) (a):": {"High": ((29.10, 26.30, 26.00, 25.95), (23.75, 23.20, 27.80, 29.15)),
                                            "Low": ((25.85, 23.90, 24.45, 23.95), (21.10, 20.95, 22.80, 27.05)),
                                            "Quarter-end": ((25.85, 24.50, 25.30, 24.93), (21.15, 22.70, 27.60, 28.63))},
          "Long-term price (per lb U3O8) (a):": {"High": ((32.50, 33.00, 33.00, 32.50), (30.50, 29.50, 31.00, 32.00)),
                                                 "Low": ((31.50, 31.75, 32.25, 32.00), (29.00, 29.00, 29.50, 31.00)),
                                                 "Quarter-end": ((31.75, 33.00, 32.50, 32.00),
                                                                 (29.00, 29.50, 31.00, 32.00))}}
URA_REAL = ((27.40, 26.15, 25.80, 26.10), (22.45, 22.10, 25.30, 28.05))
URA_SOLD = ((180, 150, 170, 150), (200, 190, 210, 220))
QTRS = ("First", "Second", "Third", "Fourth")


def t08():
    assert sum(URA_SOLD[0]) == URA_FLOW["2019"][6] and sum(URA_SOLD[1]) == URA_FLOW["2018"][6]
    cols = []
    for y in ("2019", "2018"):
        cols += G(y, [(f"q{i + 1}_{y[2:]}", q) for i, q in enumerate(QTRS)], dec=2)
    d = D("t08", "ura", I7A, "Uranium Price Indicators and Realized Prices by Quarter", cols, style="band",
          family="LiberationSansNarrow", size=9.5, corner="Quarter", money=True, scale=NOSCALE, label_max=230,
          notes=["(a) Month-end price indicators published by independent industry consultants, in U.S. dollars per "
                 "pound of U3O8.",
                 "(b) Average price realized on sales of physical uranium from inventory."])

    def v(pair, dec=2):
        out = {}
        for yi, y in enumerate(("19", "18")):
            for i in range(4):
                out[f"q{i + 1}_{y}"] = pair[yi][i]
        return out
    for sec, rows in URA_PX.items():
        d.add(sec, kind="section")
        for lab, pair in rows.items():
            d.add(lab, v(pair), level=1)
    d.add("Calderwyn average realized price (per lb) (b)", v(URA_REAL))
    d.add("Pounds sold (thousands)", v(URA_SOLD), money=False, scale=1e3, dec=0)
    return d


# ============================================================== Cathmoral Stock Exchange Holdings (regional exchange, 2018)
# section (scale): [(label, Cathmoral ADV 2018, market ADV 2018, ADV 2017, market ADV 2017, decimals)]
EXC_ADV = {("U.S. cash equities (millions of shares):", 1e6): [
               ("Tape A (NYSE-listed)", 142.6, 4410, 118.4, 3950, 1),
               ("Tape B (regional and ETP-listed)", 61.8, 1512, 50.2, 1340, 1),
               ("Tape C (Nasdaq-listed)", 98.3, 2805, 84.9, 2560, 1)],
           ("U.S. equity options (millions of contracts):", 1e6): [
               ("Multiply-listed options", 1.46, 18.9, 1.21, 16.3, 2),
               ("Proprietary index options (b)", 0.38, 0.38, 0.31, 0.31, 2)],
           ("U.S. futures (thousands of contracts):", 1e3): [
               ("Volatility index futures", 42.6, 312.0, 35.1, 298.4, 1)]}


def t09():
    cols = (G("2018", [("a18", "ADV"), ("m18", "Market Share (a)")])
            + G("2017", [("a17", "ADV"), ("m17", "Market Share (a)")])
            + [Col("ch", ("Change in ADV", "2018 vs. 2017"), pct=True, dec=1, minw=64)])
    for c in cols:
        if c.key[0] == "m":
            c.pct, c.dec = True, 1
    d = D("t09", "exc", I7, "Average Daily Trading Volume (ADV) and Market Share", cols, style="borderless",
          family="DejaVuSans", size=9, corner="Year Ended December 31,", label_max=260, bold_sections=True,
          notes=["(a) Cathmoral's matched volume as a percentage of total U.S. consolidated volume in the product.",
                 "(b) Options on indexes licensed exclusively to Cathmoral; Cathmoral's market share is 100%."])

    def v(a18, m18, a17, m17):
        return {"a18": a18, "m18": r1(a18 * 100 / m18, 1), "a17": a17, "m17": r1(a17 * 100 / m17, 1),
                "ch": chg(a18, a17)}
    for (sec, scale), items in EXC_ADV.items():
        d.add(sec, kind="section", scale=scale)
        rs = []
        for x in items:
            r = d.add(x[0], v(*x[1:5]), level=1, dec={"a18": x[5], "a17": x[5]})
            r.mk = (x[2], x[4])
            rs.append(r)
        if len(rs) > 1:
            dec = items[0][5]
            a18, a17 = r1(sum(r.vals["a18"] for r in rs), dec), r1(sum(r.vals["a17"] for r in rs), dec)
            m18, m17 = sum(r.mk[0] for r in rs), sum(r.mk[1] for r in rs)
            d.add("Total cash equities" if "cash" in sec else "Total equity options", v(a18, m18, a17, m17),
                  level=1, kind="subtotal", dec={"a18": dec, "a17": dec})
    return d


# label: (2018, 2017, 2016) $ millions
EXC_REV = {"Transaction and clearing fees:": [("Cash equities", 148.6, 131.2, 118.9), ("Options", 96.4, 84.7, 79.5),
                                              ("Futures", 22.8, 18.1, 15.6)],
           "Transaction-based expenses:": [("Section 31 fees (a)", -31.2, -27.4, -24.9),
                                           ("Liquidity rebates (b)", -88.5, -76.9, -70.2),
                                           ("Routing and clearance", -6.1, -5.8, -5.2)],
           "Market data fees:": [("Proprietary data products", 41.3, 37.6, 33.9),
                                 ("Tape plan revenue (c)", 28.7, 30.2, 31.5)],
           "Listing fees:": [("Annual listing fees", 19.4, 18.2, 17.5), ("Initial listing fees", 4.6, 5.3, 3.9)],
           None: [("Connectivity and other", 24.9, 21.6, 19.8)]}
EXC_SUB = {"Transaction and clearing fees:": "Total transaction and clearing fees",
           "Transaction-based expenses:": "Total transaction-based expenses",
           "Market data fees:": "Total market data fees", "Listing fees:": "Total listing fees"}


def t10():
    cols = (G("Year Ended December 31,", [("y18", "2018"), ("y17", "2017"), ("y16", "2016")], dec=1)
            + [Col("dc", ("2018 vs. 2017", "$ Change"), dec=1, dollar=False),
               Col("pc", ("2018 vs. 2017", "% Change"), pct=True, dec=1)])
    d = D("t10", "exc", I7, "Revenues Less Transaction-Based Expenses", cols, style="booktabs",
          family="LiberationSerif", size=9.5, corner="(in millions)", money=True, scale=1e6, label_max=250,
          notes=["(a) Fees paid to the SEC under Section 31 of the Exchange Act; recovered from members and included in "
                 "cash equities and options transaction fees.",
                 "(b) Rebates paid to members that provide displayed liquidity.",
                 "(c) Cathmoral's share of revenue from the consolidated tape plans, allocated on trading and quoting "
                 "activity."])

    def v(t):
        return {"y18": t[0], "y17": t[1], "y16": t[2], "dc": r1(t[0] - t[1], 1), "pc": chg(t[0], t[1])}
    allr = []
    for sec, items in EXC_REV.items():
        if sec:
            d.add(sec, kind="section")
        rs = [d.add(x[0], v(x[1:]), level=1 if sec else 0) for x in items]
        if sec:
            d.add(EXC_SUB[sec], v([r1(sum(r.vals[k] for r in rs), 1) for k in ("y18", "y17", "y16")]), level=1,
                  kind="subtotal")
        allr += rs
    d.add("Revenues less transaction-based expenses",
          v([r1(sum(r.vals[k] for r in allr), 1) for k in ("y18", "y17", "y16")]), kind="total")
    return d


# label: (issuers at Dec 31 2017, new listings 2018, delistings 2018, market cap 2018 $bn, market cap 2017 $bn)
EXC_LIST = {"Operating companies:": [("Premier Tier", 212, 14, 9, 318.4, 341.2),
                                     ("Growth Tier", 384, 31, 22, 86.2, 90.5),
                                     ("Venture Tier (a)", 196, 27, 30, 7.9, 9.3)],
            None: [("Exchange-traded products", 341, 58, 26, 52.6, 48.1), ("Closed-end funds", 88, 2, 5, 14.3, 16.0)]}


def t11():
    cols = (G("Listed Issuers", [("i18", "2018"), ("i17", "2017")])
            + G("Market Capitalization (in billions) (b)", [("c18", "2018"), ("c17", "2017")], money=True, dec=1,
                scale=1e9)
            + G("2018 Activity", [("nw", "New Listings"), ("dl", "Delistings (c)")]))
    d = D("t11", "exc", I1, "Listed Issuers by Tier", cols, style="band", family="DejaVuSansCondensed", size=9,
          corner="At December 31,", label_max=200,
          notes=["(a) The Venture Tier was closed to new operating-company listings on October 1, 2018; issuers listed "
                 "before that date may remain listed.",
                 "(b) Aggregate market value of listed securities at year end; for exchange-traded products, assets under "
                 "management.",
                 "(c) Includes transfers to other exchanges, mergers, and removals for failure to meet continued "
                 "listing standards."])

    def v(i17, nw, dl, c18, c17):
        return {"i18": i17 + nw - dl, "i17": i17, "c18": c18, "c17": c17, "nw": nw, "dl": dl}
    allr = []
    for sec, items in EXC_LIST.items():
        if sec:
            d.add(sec, kind="section")
        rs = [d.add(x[0], v(*x[1:]), level=1 if sec else 0) for x in items]
        if sec:
            sumrows(d, rs, ["i18", "i17", "c18", "c17", "nw", "dl"], "Total operating companies", level=1,
                    dec={"c18": 1, "c17": 1})
        allr += rs
    sumrows(d, allr, ["i18", "i17", "c18", "c17", "nw", "dl"], "Total listings", kind="total", dec={"c18": 1, "c17": 1})
    return d


# section: [(label, cash 2018, treasuries 2018, cash 2017, treasuries 2017)] $000
EXC_CLR = {"Equities clearing:": [("Margin deposits", 412306, 1208415, 366920, 1054118),
                                  ("Guaranty fund contributions", 85210, 142600, 78415, 131900)],
           "Options clearing:": [("Margin deposits", 288940, 2416300, 251118, 2198450),
                                 ("Guaranty fund contributions", 61400, 215800, 57205, 198300)]}
EXC_SKIN = ("Cathmoral Clearing contributed capital (a)", 25000, 0, 25000, 0)


def t12():
    cols = []
    for y, k in (("December 31, 2018", "18"), ("December 31, 2017", "17")):
        cols += G(y, [("c" + k, "Cash"), ("u" + k, "U.S. Treasury Securities (b)"), ("t" + k, "Total")])
    d = D("t12", "exc", I8, "Clearing Member Deposits and Guaranty Funds", cols, style="boxed",
          family="DejaVuSans", size=8.5, corner="(in thousands)", money=True, scale=1e3, sep_dollar=True,
          label_max=220, orient="landscape",
          notes=["(a) Capital that Cathmoral Clearing Corporation has committed to absorb losses after a defaulting "
                 "member's deposits and before the guaranty fund contributions of non-defaulting members.",
                 "(b) U.S. Treasury securities are held at fair value, less a haircut of 2% to 6% depending on maturity."])
    keys = ["c18", "u18", "c17", "u17"]

    def v(t):
        out = dict(zip(keys, t))
        out["t18"], out["t17"] = t[0] + t[1], t[2] + t[3]
        return out
    allr = []
    for sec, items in EXC_CLR.items():
        d.add(sec, kind="section")
        rs = [d.add(x[0], v(x[1:]), level=1) for x in items]
        d.add("Total " + sec.rstrip(":").lower(), v([sum(r.vals[k] for r in rs) for k in keys]), level=1,
              kind="subtotal")
        allr += rs
    d.add("Total clearing member deposits", v([sum(r.vals[k] for r in allr) for k in keys]), kind="total")
    d.add(EXC_SKIN[0], v(EXC_SKIN[1:]))
    return d


# ============================================================== Dunstravey Tower Crane Rentals (2019)
# section: [(class, owned units, owned avg age, leased-in units, leased avg age, OEC per unit $m)]
CRN_CLASSES = ("Up to 8 metric tons", "8 to 16 metric tons", "Over 16 metric tons")
CRN_FLEET = {"Flat-top tower cranes:": [(142, 6.8, 18, 3.1, 0.42), (96, 7.4, 22, 2.6, 0.78), (38, 5.9, 6, 1.8, 1.35)],
             "Hammerhead tower cranes:": [(64, 11.2, 0, 0, 0.55), (71, 9.8, 4, 4.0, 0.95), (29, 8.5, 2, 3.5, 1.60)],
             "Luffing-jib tower cranes (c):": [(12, 4.1, 5, 1.2, 0.90), (58, 5.2, 14, 2.2, 1.45),
                                               (44, 4.6, 9, 1.9, 2.30)]}
CRN_SELF = (210, 8.9, 35, 2.4, 0.21)
CRN_SUB = {"Flat-top tower cranes:": "Total flat-top", "Hammerhead tower cranes:": "Total hammerhead",
           "Luffing-jib tower cranes (c):": "Total luffing-jib"}


def crn_units():
    return sum(x[0] + x[2] for rows in CRN_FLEET.values() for x in rows) + CRN_SELF[0] + CRN_SELF[2]


def t13():
    cols = (G("Owned", [("ou", "Units"), ("oa", "Average Age (years)")])
            + G("Leased-in (a)", [("lu", "Units"), ("la", "Average Age (years)")])
            + G("Fleet Total", [("tu", "Units"), ("oec", "OEC (in millions) (b)")]))
    for c in cols:
        if c.key in ("oa", "la"):
            c.dec = 1
    cols[-1].money, cols[-1].dec, cols[-1].scale = True, 1, 1e6
    d = D("t13", "crn", I1, "Rental Fleet by Crane Type and Maximum Lifting Capacity", cols, style="ledger",
          family="LiberationSans", size=9, corner="As of December 31, 2019", label_max=210, bold_sections=True,
          notes=["(a) Cranes leased from manufacturers and financing companies under leases with terms of three to seven "
                 "years.",
                 "(b) Original equipment cost: the purchase price paid to the manufacturer, including freight and "
                 "commissioning; for leased-in cranes, the lessor's stated cost.",
                 "(c) Luffing-jib cranes raise and lower the jib to work in confined urban sites."])

    def v(ou, oa, lu, la, per):
        return {"ou": ou, "oa": oa, "lu": lu, "la": la, "tu": ou + lu, "oec": r1((ou + lu) * per, 1)}

    def sub(rs, label, level, kind):
        s = {"ou": tot(rs, "ou"), "lu": tot(rs, "lu"), "tu": tot(rs, "tu"), "oec": tot(rs, "oec", 1),
             "oa": wavg([(r.vals["oa"], r.vals["ou"]) for r in rs], 1),
             "la": wavg([(r.vals["la"], r.vals["lu"]) for r in rs], 1)}
        return d.add(label, s, level=level, kind=kind)
    allr = []
    for sec, items in CRN_FLEET.items():
        d.add(sec, kind="section")
        rs = [d.add(cl, v(*x), level=1) for cl, x in zip(CRN_CLASSES, items)]
        sub(rs, CRN_SUB[sec], 1, "subtotal")
        allr += rs
    allr.append(d.add("Self-erecting tower cranes", v(*CRN_SELF)))
    sub(allr, "Total fleet", 0, "total")
    return d


# market: (fleet units 2019, 2018, time utilization % 2019, 2018, average monthly rate $ 2019, 2018)
CRN_MKT = {"U.S. Northeast:": [("New York", 84, 88, 81.4, 79.6, 24850, 23900), ("Boston", 41, 38, 77.2, 76.5, 21400, 20650),
                               ("Philadelphia", 27, 27, 72.8, 74.1, 18900, 18750),
                               ("Washington, D.C.", 48, 44, 79.9, 78.2, 20300, 19420)],
           "U.S. Southeast:": [("Atlanta", 36, 33, 76.1, 73.8, 17650, 16980), ("Miami", 52, 52, 83.6, 81.0, 19850, 18600),
                               ("Charlotte", 22, 18, 74.5, 70.2, 16400, 15700),
                               ("Nashville", 29, 24, 80.3, 77.9, 16900, 15950)],
           "U.S. Central:": [("Chicago", 47, 49, 73.0, 75.4, 19100, 19350), ("Dallas", 50, 48, 82.2, 80.6, 17300, 16550),
                             ("Houston", 39, 42, 70.4, 72.9, 16850, 17100), ("Austin", 34, 27, 85.1, 83.4, 17900, 16800),
                             ("Denver", 31, 30, 78.6, 77.0, 17200, 16650)],
           "U.S. West Coast:": [("Seattle", 45, 43, 84.0, 85.2, 21900, 21350),
                                ("San Francisco", 38, 39, 80.7, 82.3, 23600, 23100),
                                ("Los Angeles", 52, 51, 78.8, 76.4, 21200, 20300),
                                ("San Diego", 19, 18, 71.6, 72.0, 18300, 18100)]}
CRN_INTL = [("Toronto", 46, 41, 82.9, 80.8, 18600, 17900), ("Vancouver", 24, 23, 79.4, 80.1, 18100, 17750),
            ("London, U.K.", 40, 37, 81.1, 79.5, 22700, 22250), ("Manchester, U.K.", 17, 15, 74.3, 72.8, 17400, 16900),
            ("Dublin", 14, 12, 83.5, 81.7, 19300, 18400), ("Sydney", 21, 20, 77.6, 78.3, 20100, 19800),
            ("Melbourne", 0, 0, 0, 0, 0, 0)]
MKT_KEYS = ["u19", "u18", "t19", "t18", "r19", "r18"]


def crn_market_rows():
    """fills Melbourne's units so the markets add up to t13's fleet (2019) and to 840 units (2018)"""
    rest19 = sum(x[1] for rows in CRN_MKT.values() for x in rows) + sum(x[1] for x in CRN_INTL[:-1])
    rest18 = sum(x[2] for rows in CRN_MKT.values() for x in rows) + sum(x[2] for x in CRN_INTL[:-1])
    mel = ("Melbourne", crn_units() - rest19, 840 - rest18, 76.2, 74.9, 19400, 19150)
    return CRN_MKT, CRN_INTL[:-1] + [mel]


def t14():
    cols = (G("Fleet Units at Year End", [("u19", "2019"), ("u18", "2018")])
            + G("Time Utilization (a)", [("t19", "2019"), ("t18", "2018")], pct=True, dec=1)
            + G("Average Monthly Rental Rate (b)", [("r19", "2019"), ("r18", "2018")], money=True, scale=NOSCALE)
            + [Col("rc", ("Change in Rate",), pct=True, dec=1, minw=50)])
    d = D("t14", "crn", I7, "Fleet, Time Utilization and Rental Rates by Market", cols, style="borderless",
          family="DejaVuSerif", size=10, paper="a4", orient="landscape", corner="Market", split=30,
          repeat_header=False, label_max=200,
          notes=["(a) Crane-days on rent divided by crane-days available, weighted by units.",
                 "(b) Average monthly rental charge per crane on rent, excluding erection, dismantling and transport "
                 "charges; subtotals are weighted by fleet units."])

    def v(x):
        out = dict(zip(MKT_KEYS, x[1:]))
        out["rc"] = chg(x[5], x[6])
        return out

    def sub(rs, label, level, kind):
        s = {"u19": tot(rs, "u19"), "u18": tot(rs, "u18")}
        for y in ("19", "18"):
            s["t" + y] = wavg([(r.vals["t" + y], r.vals["u" + y]) for r in rs], 1)
            s["r" + y] = wavg([(r.vals["r" + y], r.vals["u" + y]) for r in rs], 0)
        s["rc"] = chg(s["r19"], s["r18"])
        return d.add(label, s, level=level, kind=kind)
    us_m, intl = crn_market_rows()
    us = []
    for sec, items in us_m.items():
        d.add(sec, kind="section")
        rs = [d.add(x[0], v(x), level=1) for x in items]
        sub(rs, "Total " + sec.rstrip(":"), 1, "subtotal")
        us += rs
    sub(us, "Total U.S.", 0, "subtotal")
    d.add("Int'l:", kind="section")
    it = [d.add(x[0], v(x), level=1) for x in intl]
    sub(it, "Total Int'l", 1, "subtotal")
    sub(us + it, "Fleet total", 0, "total")
    return d


# label: (U.S. 2019, 2018, Int'l 2019, 2018) $000
CRN_REV = {"Rental revenue:": [("Tower cranes", 312405, 288116, 118720, 109845),
                               ("Self-erecting cranes", 28612, 26930, 12105, 11260)],
           None: [("Erection and dismantling services", 96318, 90412, 41205, 37918),
                  ("Transport and other services", 22406, 21118, 9812, 9104),
                  ("Sales of used equipment", 18905, 24312, 6240, 4915),
                  ("Parts and service", 7412, 6980, 3118, 2906)]}
CRN_GP = [("Rental", 162118, 148905, 58406, 52117), ("Erection and dismantling services", 24612, 22118, 9805, 8412),
          ("Used equipment sales", 5118, 7904, 1612, 1203), ("Other (a)", 9405, 8812, 3906, 3610)]


def t15():
    cols = []
    for seg, s in (("U.S.", "u"), ("Int'l", "i"), ("Total", "t")):
        cols += G(seg, [(s + "19", "2019"), (s + "18", "2018")])
    d = D("t15", "crn", I8, "Revenues and Gross Profit by Type and Geography", cols, style="zebra",
          family="DejaVuSansCondensed", size=9, corner="(dollars in thousands)", money=True, scale=1e3,
          label_max=220, orient="landscape",
          notes=["(a) Transport and other services, and parts and service.",
                 "Int'l comprises Canada, the U.K., Ireland and Australia."])
    keys = ["u19", "u18", "i19", "i18"]

    def v(t):
        out = dict(zip(keys, t))
        out["t19"], out["t18"] = t[0] + t[2], t[1] + t[3]
        return out
    revs = []
    for sec, items in CRN_REV.items():
        if sec:
            d.add(sec, kind="section")
        rs = [d.add(x[0], v(x[1:]), level=1 if sec else 0) for x in items]
        if sec:
            d.add("Total rental revenue", v([sum(r.vals[k] for r in rs) for k in keys]), level=1, kind="subtotal")
        revs += rs
    rev = v([sum(r.vals[k] for r in revs) for k in keys])
    d.add("Total revenues", rev, kind="total")
    d.add("Gross profit:", kind="section")
    gs = [d.add(x[0], v(x[1:]), level=1) for x in CRN_GP]
    gp = v([sum(r.vals[k] for r in gs) for k in keys])
    d.add("Total gross profit", gp, level=1, kind="subtotal")
    d.add("Gross margin", {k: r1(gp[k] * 100 / rev[k], 1) for k in rev}, pct=True, dec=1)
    return d


CRN_MARKETS = ("Residential high-rise", "Commercial office", "Healthcare and education (a)",
               "Infrastructure and industrial")
# section: [(2020, 2021, 2022 and thereafter, total at Dec 31 2018)] $ millions, in CRN_MARKETS order
CRN_BACK = {"Rental backlog:": [(142.6, 88.4, 31.2, 228.5), (98.1, 52.6, 14.8, 171.9), (41.3, 22.7, 6.5, 58.2),
                                (56.8, 41.9, 28.4, 99.6)],
            "Erection services backlog (b):": [(38.4, 12.1, 2.0, 49.8), (27.6, 8.9, 1.1, 40.2), (11.2, 3.4, 0.6, 12.9),
                                               (15.9, 9.8, 4.4, 27.1)]}


def t16():
    cols = (G("Expected to Be Recognized in", [("y20", "2020"), ("y21", "2021"), ("y22", "2022 and Thereafter")])
            + G("Total Backlog", [("b19", "Dec. 31, 2019"), ("b18", "Dec. 31, 2018")]))
    d = D("t16", "crn", I7, "Contracted Backlog by End Market", cols, style="unruled", family="DejaVuSans", size=9,
          corner="(in millions)", money=True, scale=1e6, label_max=230,
          notes=["(a) Hospitals, laboratories, universities and schools.",
                 "(b) Fixed-price erection, climbing and dismantling services under signed contracts.",
                 "Backlog is the revenue expected from signed rental and service contracts for the remaining contract "
                 "term, excluding renewal options."])
    keys = ["y20", "y21", "y22", "b18"]
    for k in keys + ["b19"]:
        d.col(k).dec = 1

    def v(t):
        out = dict(zip(keys, t))
        out["b19"] = r1(t[0] + t[1] + t[2], 1)
        return out
    allr = []
    for sec, items in CRN_BACK.items():
        d.add(sec, kind="section")
        rs = [d.add(m, v(x), level=1) for m, x in zip(CRN_MARKETS, items)]
        d.add("Total " + sec.split(" (")[0].rstrip(":").lower(),
              v([r1(sum(r.vals[k] for r in rs), 1) for k in keys]), level=1, kind="subtotal")
        allr += rs
    d.add("Total backlog", v([r1(sum(r.vals[k] for r in allr), 1) for k in keys]), kind="total")
    return d


# ============================================================== Quarnby Seed Genetics (seed breeder, FY Aug 2019)
# section: [(crop, fiscal 2019 NA, LatAm, EMEA, fiscal 2018 NA, LatAm, EMEA)] $000
SED_SALES = {"Row crops:": [("Corn", 412508, 96214, 58406, 398712, 88930, 61205),
                            ("Soybeans", 268115, 72408, 4812, 259340, 65906, 5118),
                            ("Sorghum", 41206, 12815, 9402, 44118, 11920, 8815),
                            ("Canola", 28930, 0, 22615, 26412, 0, 24108)],
             "Vegetable seeds:": [("Tomato", 38412, 21605, 44918, 35208, 19912, 42306),
                                  ("Pepper", 22118, 14306, 26412, 20905, 13118, 25915),
                                  ("Cucurbits (b)", 19405, 11812, 18206, 18612, 10905, 17418),
                                  ("Leafy greens", 26318, 4205, 15912, 24806, 3918, 15206)],
             None: [("Seed treatment and licensing (c)", 18205, 6112, 3806, 16918, 5405, 3512)]}


def t17():
    cols = []
    for y, k in (("Fiscal 2019", "19"), ("Fiscal 2018", "18")):
        cols += G(y, [("na" + k, "North America"), ("la" + k, "Latin America"), ("em" + k, "EMEA (a)"),
                      ("to" + k, "Total")])
    d = D("t17", "sed", I7, "Net Sales by Crop and Region", cols, style="booktabs", family="DejaVuSans", size=8.5,
          orient="landscape", corner="(in thousands)", money=True, scale=1e3, label_max=200,
          notes=["(a) Europe, the Middle East and Africa.",
                 "(b) Cucumber, melon, watermelon and squash.",
                 "(c) Seed treatment products sold with Quarnby seed, and royalties from licensing Quarnby germplasm "
                 "and traits to other seed companies."])
    keys = ["na19", "la19", "em19", "na18", "la18", "em18"]

    def v(t):
        out = dict(zip(keys, t))
        out["to19"], out["to18"] = sum(t[:3]), sum(t[3:])
        return out
    allr = []
    for sec, items in SED_SALES.items():
        if sec:
            d.add(sec, kind="section")
        rs = [d.add(x[0], v(x[1:]), level=1 if sec else 0) for x in items]
        if sec:
            d.add("Total row crops" if sec.startswith("Row") else "Total vegetable seeds",
                  v([sum(r.vals[k] for r in rs) for k in keys]), level=1, kind="subtotal")
        allr += rs
    d.add("Total net sales", v([sum(r.vals[k] for r in allr) for k in keys]), kind="total")
    return d


# crop: [(country, acres fiscal 2019, yield, acres fiscal 2018, yield)]
SED_PROD = {"Corn:": [("U.S.", 48200, 38.5, 46900, 41.2), ("Argentina", 9400, 33.8, 8850, 35.1),
                      ("Brazil", 7300, 31.6, 7050, 30.2)],
            "Soybeans:": [("U.S.", 22600, 24.1, 21950, 23.4), ("Brazil", 8100, 21.8, 7600, 22.5)],
            "Sorghum:": [("U.S.", 6850, 41.6, 7100, 38.9), ("Argentina", 1900, 36.2, 1750, 37.5),
                         ("South Africa", 1250, 33.4, 1100, 35.8)]}


def t18():
    cols = (G("Contract Production Acres", [("a19", "Fiscal 2019"), ("a18", "Fiscal 2018")])
            + G("Average Yield (units per acre) (a)", [("y19", "Fiscal 2019"), ("y18", "Fiscal 2018")], dec=1)
            + G("Saleable Units (thousands) (b)", [("u19", "Fiscal 2019"), ("u18", "Fiscal 2018")], scale=1e3))
    d = D("t18", "sed", I1, "Seed Production by Crop and Country", cols, style="grid", family="LiberationSerif",
          size=9.5, corner="Year Ended August 31,", label_max=170,
          notes=["(a) Saleable units of conditioned seed per acre harvested. A unit of corn seed is 80,000 kernels; a "
                 "unit of soybean seed is 140,000 seeds; a unit of sorghum seed is 50 pounds.",
                 "(b) Saleable units after conditioning, before quality-assurance rejections."])

    def v(a19, y19, a18, y18):
        return {"a19": a19, "y19": y19, "u19": r1(a19 * y19 / 1000, 0), "a18": a18, "y18": y18,
                "u18": r1(a18 * y18 / 1000, 0)}
    allr = []
    for sec, items in SED_PROD.items():
        d.add(sec, kind="section")
        rs = [d.add(x[0], v(*x[1:]), level=1) for x in items]
        s = {k: tot(rs, k) for k in ("a19", "a18", "u19", "u18")}
        s["y19"] = wavg([(r.vals["y19"], r.vals["a19"]) for r in rs], 1)
        s["y18"] = wavg([(r.vals["y18"], r.vals["a18"]) for r in rs], 1)
        d.add("Total " + sec.rstrip(":").lower(), s, level=1, kind="subtotal")
        allr += rs
    d.add("Total all crops", {k: tot(allr, k) for k in ("a19", "a18", "u19", "u18")}, kind="total")
    return d


# crop: (stage 1, stage 2, pre-commercial, launches fiscal 2019, plan fiscal 2020, R&D $000 fiscal 2019, 2018)
SED_RD = {"Row crops:": [("Corn", 412, 128, 36, 14, 16, 48205, 45918), ("Soybeans", 308, 96, 28, 11, 12, 31412, 29806),
                         ("Sorghum", 96, 31, 9, 3, 4, 6118, 5905), ("Canola", 64, 22, 7, 2, 3, 5412, 5206)],
          "Vegetable seeds:": [("Tomato", 188, 54, 15, 9, 8, 12305, 11618), ("Pepper", 142, 38, 11, 6, 7, 8118, 7705),
                               ("Cucurbits", 126, 35, 10, 5, 6, 7406, 7012),
                               ("Leafy greens", 98, 29, 8, 7, 5, 5905, 5418)]}
SED_PLAT = ("Platform research (b)", 18612, 16905)
RD_KEYS = ["s1", "s2", "pc", "l19", "l20", "r19", "r18"]


def t19():
    cols = (G("Hybrids and Varieties in Trials (a)", [("s1", "Stage 1"), ("s2", "Stage 2"), ("pc", "Pre-commercial")])
            + G("Commercial Launches", [("l19", "Fiscal 2019"), ("l20", "Fiscal 2020 Plan")])
            + G("Research and Development Expense (in thousands)", [("r19", "Fiscal 2019"), ("r18", "Fiscal 2018")],
                money=True, scale=1e3))
    d = D("t19", "sed", I1, "Breeding Pipeline and Research and Development Expense", cols, style="band",
          family="LiberationSans", size=9, orient="landscape", corner="As of August 31, 2019", label_max=190,
          notes=["(a) Stage 1: first-year yield trials at Quarnby research stations; Stage 2: multi-location trials; "
                 "Pre-commercial: on-farm strip trials and seed bulk-up ahead of launch.",
                 "(b) Genomic selection, doubled-haploid and gene-editing programs not allocated to a crop."])
    allr = []
    for sec, items in SED_RD.items():
        d.add(sec, kind="section")
        rs = [d.add(x[0], dict(zip(RD_KEYS, x[1:])), level=1) for x in items]
        sumrows(d, rs, RD_KEYS, "Total row crops" if sec.startswith("Row") else "Total vegetable seeds", level=1)
        allr += rs
    allr.append(d.add(SED_PLAT[0], {"r19": SED_PLAT[1], "r18": SED_PLAT[2]}))
    sumrows(d, allr, RD_KEYS, "Total", kind="total")
    return d


# reserve: (balance Sept 1 2017, fiscal 2018 charged, fiscal 2018 credits, fiscal 2019 charged, fiscal 2019 credits)
SED_RES = {"Product returns:": [("Row crops", 28412, 61205, -58918, 64318, -66105),
                                ("Vegetable seeds", 4118, 8905, -8612, 9412, -9118)],
           "Customer programs:": [("Early-order discounts", 12406, 48512, -47905, 51206, -50118),
                                  ("Volume rebates", 18905, 36118, -34412, 38406, -39812),
                                  ("Trait fee rebates (a)", 3612, 9118, -8406, 9905, -9312)]}


def t20():
    cols = []
    for y, k in (("Fiscal 2019", "19"), ("Fiscal 2018", "18")):
        cols += G(y, [("b" + k, "Balance at Beginning of Year"), ("c" + k, "Charged to Net Sales"),
                      ("p" + k, "Credits and Payments (b)"), ("e" + k, "Balance at End of Year")], minw=56)
    d = D("t20", "sed", I15, "Reserves for Product Returns and Customer Programs", cols, style="leader",
          family="DejaVuSansCondensed", size=9, orient="landscape", corner="(in thousands)", money=True,
          scale=1e3, sep_dollar=True, label_max=170,
          notes=["(a) Rebates of trait license fees passed through to growers under trait-licensor programs.",
                 "(b) Credits issued to customers for returned seed and program payments, applied against receivables "
                 "or paid in cash."])
    keys = ["b18", "c18", "p18", "e18", "b19", "c19", "p19", "e19"]

    def v(b17, c18, p18, c19, p19):
        e18 = b17 + c18 + p18
        return {"b18": b17, "c18": c18, "p18": p18, "e18": e18, "b19": e18, "c19": c19, "p19": p19,
                "e19": e18 + c19 + p19}
    allr = []
    for sec, items in SED_RES.items():
        d.add(sec, kind="section")
        rs = [d.add(x[0], v(*x[1:]), level=1) for x in items]
        d.add("Total " + sec.rstrip(":").lower(), {k: tot(rs, k) for k in keys}, level=1, kind="subtotal")
        allr += rs
    d.add("Total reserves", {k: tot(allr, k) for k in keys}, kind="total")
    return d


# ============================================================== Pellowind Golf & Country Clubs (2019)
# market: (private clubs, members, public courses, rounds 000, total holes, owned)
GLF_MKT = {"Texas:": [("Dallas\u2013Fort Worth", 9, 6840, 4, 212, 252, 10), ("Houston", 7, 5210, 3, 168, 198, 8),
                      ("Austin", 3, 2105, 2, 96, 99, 4), ("San Antonio", 2, 1480, 3, 141, 90, 3)],
           "Florida:": [("Tampa", 3, 2012, 2, 104, 99, 3), ("Orlando", 2, 1390, 4, 226, 117, 4),
                        ("Naples", 4, 3318, 0, 0, 81, 4), ("Jacksonville", 2, 1415, 2, 98, 72, 2),
                        ("Palm Beach", 3, 2604, 1, 52, 72, 4)],
           "Southeast:": [("Atlanta", 5, 3912, 2, 118, 126, 5), ("Charlotte", 3, 2218, 1, 46, 72, 3),
                          ("Nashville", 2, 1506, 1, 49, 54, 2), ("Raleigh", 2, 1390, 2, 90, 72, 3)],
           "Southwest:": [("Phoenix", 3, 2105, 5, 286, 153, 5), ("Scottsdale", 4, 3012, 1, 58, 90, 4),
                          ("Las Vegas", 1, 712, 3, 172, 72, 2), ("Albuquerque", 1, 655, 1, 44, 36, 1),
                          ("Tucson", 2, 1240, 2, 118, 72, 3)],
           "California:": [("San Diego", 2, 1512, 3, 168, 90, 3), ("Los Angeles", 3, 2904, 2, 121, 90, 2),
                           ("Sacramento", 1, 820, 2, 96, 54, 2), ("Palm Springs", 3, 2305, 2, 131, 99, 4)],
           "Midwest and Northeast:": [("Chicago", 3, 2418, 2, 82, 90, 3), ("Detroit", 2, 1590, 1, 38, 54, 2),
                                      ("Columbus", 1, 904, 1, 41, 36, 2), ("Philadelphia", 2, 1812, 0, 0, 36, 1),
                                      ("Boston", 1, 1105, 0, 0, 18, 0)]}
GLF_KEYS = ["pc", "mem", "pub", "rd", "hl", "own", "lse"]




def t21():
    cols = (G("Private Clubs", [("pc", "Clubs"), ("mem", "Members (a)")])
            + G("Public Courses", [("pub", "Courses"), ("rd", "Rounds Played (thousands)")])
            + [Col("hl", ("Total Holes",), minw=44)]
            + G("Tenure", [("own", "Owned"), ("lse", "Leased or Managed (b)")]))
    d = D("t21", "glf", I2, "Golf Properties by Market", cols, style="booktabs", family="LiberationSansNarrow",
          size=10, orient="landscape", corner="As of December 31, 2019", split=30, repeat_header=False,
          label_max=200,
          notes=["(a) Golf and social members of the country clubs at December 31, 2019; city and athletic clubs are "
                 "not included.",
                 "(b) Courses leased from municipalities and other owners, and country clubs managed for member-owned "
                 "clubs under management agreements."])
    d.col("rd").scale = 1e3

    def v(x):
        pc, mem, pub, rd, hl, own = x[1:]
        return {"pc": pc, "mem": mem, "pub": pub, "rd": rd, "hl": hl, "own": own, "lse": pc + pub - own}
    allr = []
    for sec, items in GLF_MKT.items():
        d.add(sec, kind="section")
        rs = [d.add(x[0], v(x), level=1) for x in items]
        sumrows(d, rs, GLF_KEYS, "Total " + sec.rstrip(":"), level=1)
        allr += rs
    sumrows(d, allr, GLF_KEYS, "Total Pellowind", kind="total")
    return d


# country-club membership activity: category: (members Jan 1 2018, then per year 2018 / 2019: new members, acquired,
# resignations, terminations, divested); the 2019 new Junior members are set so the year-end total equals t21's members
GLF_ROLL = {"Full Golf": (36412, (3812, 905, -2906, -418, -212), (4106, 1118, -3012, -405, 0)),
            "Social (a)": (11905, (2118, 305, -1812, -306, -94), (2212, 318, -1905, -242, -118)),
            "Junior and Young Executive (b)": (5206, (1405, 112, -918, -112, 0), (None, 96, -1005, -90, -42))}


def glf_roll():
    """{category: {year: (begin, new, acquired, resign, term, divested, end)}}"""
    members = sum(x[2] for rows in GLF_MKT.values() for x in rows)
    out = {}
    for cat, (beg, f18, f19) in GLF_ROLL.items():
        e18 = beg + sum(f18)
        out[cat] = {"2018": (beg,) + f18 + (e18,)}
    others = sum(out[c]["2018"][-1] + sum(GLF_ROLL[c][2]) for c in list(GLF_ROLL)[:2])
    for cat, (beg, f18, f19) in GLF_ROLL.items():
        e18 = out[cat]["2018"][-1]
        if f19[0] is None:
            new = members - others - (e18 + sum(f19[1:]))
            assert 1500 < new < 3000, new
            f19 = (new,) + f19[1:]
        out[cat]["2019"] = (e18,) + f19 + (e18 + sum(f19),)
    assert sum(out[c]["2019"][-1] for c in out) == members
    return out


def t23():
    cols = []
    for cat, k in zip(GLF_ROLL, ("f", "s", "j")):
        cols += G(cat, [(k + "19", "2019"), (k + "18", "2018")])
    d = D("t23", "glf", I7, "Country Club Membership Activity", cols, style="grid", family="DejaVuSerif", size=8.5,
          corner="Year Ended December 31,", label_max=200,
          notes=["(a) Social members have clubhouse, dining, tennis and pool privileges without golf privileges.",
                 "(b) Members under 40 years of age, who pay reduced initiation fees and dues.",
                 "(c) Resignations and terminations for non-payment as a percentage of members at the beginning of the "
                 "year."])
    roll = glf_roll()
    lab = ["Members at beginning of year", "New members", "Members of acquired clubs", "Resignations",
           "Terminations for non-payment", "Members of divested clubs", "Members at end of year"]

    def v(i):
        out = {}
        for cat, k in zip(GLF_ROLL, ("f", "s", "j")):
            for y in ("2019", "2018"):
                out[k + y[2:]] = roll[cat][y][i]
        return out
    d.add(lab[0], v(0))
    d.add("Additions:", kind="section")
    for i in (1, 2):
        d.add(lab[i], v(i), level=1)
    d.add("Reductions:", kind="section")
    for i in (3, 4, 5):
        d.add(lab[i], v(i), level=1)
    d.add(lab[6], v(6), kind="total")
    att = {}
    for cat, k in zip(GLF_ROLL, ("f", "s", "j")):
        for y in ("2019", "2018"):
            x = roll[cat][y]
            att[k + y[2:]] = r1(-(x[3] + x[4]) * 100 / x[0], 1)
    d.add("Annual attrition rate (c)", att, pct=True, dec=1)
    return d


# section: {row: (country clubs 2019, 2018, city and athletic clubs 2019, 2018)}; "mem" None: the all-clubs country-club
# members are t21's members (2019) and t23's year-end total (2018), the city-club members GLF_CITY_ALL
GLF_DUES = {"Same-store clubs (a):": {"dues": (412305, 398118, 88412, 86905), "mem": (55118, 54306, 18412, 18905),
                                      "rounds": (2912, 2855, 0, 0)},
            "All clubs:": {"dues": (438912, 416205, 94118, 90412), "mem": None, "rounds": (3104, 2988, 0, 0)}}
GLF_CITY_ALL = (19806, 19412)


def t22():
    cols = []
    for seg, k in (("Country Clubs", "c"), ("City and Athletic Clubs (b)", "a")):
        cols += G(seg, [(k + "19", "2019"), (k + "18", "2018"), (k + "p", "% Change")])
    for c in cols:
        if c.key.endswith("p"):
            c.pct, c.dec = True, 1
    d = D("t22", "glf", I7, "Membership Dues and Club Operating Data", cols, style="zebra", family="DejaVuSansCondensed",
          size=9, corner="Year Ended December 31,", label_max=240,
          notes=["(a) Clubs owned or operated for all of 2019 and 2018.",
                 "(b) City and athletic clubs have no golf facilities.",
                 "(c) Dues revenue divided by members at end of year, divided by twelve."])
    roll = glf_roll()
    mem_all = (sum(roll[c]["2019"][-1] for c in roll), sum(roll[c]["2018"][-1] for c in roll)) + GLF_CITY_ALL

    def v(t, dec=0):
        out = {"c19": t[0], "c18": t[1], "a19": t[2], "a18": t[3]}
        if t[1]:
            out["cp"] = chg(t[0], t[1])
        if t[3]:
            out["ap"] = chg(t[2], t[3])
        return out
    for sec, rows in GLF_DUES.items():
        d.add(sec, kind="section")
        mem = rows["mem"] or mem_all
        d.add("Dues revenue (in thousands)", v(rows["dues"]), level=1, money=True, scale=1e3)
        d.add("Members at end of year", v(mem), level=1)
        avg = [rows["dues"][i] * 1000 / mem[i] / 12 for i in range(4)]
        d.add("Average monthly dues per member (c)", v([r1(a, 0) for a in avg]), level=1, money=True, scale=NOSCALE,
              dollar=True)
        d.add("Golf rounds played (thousands)", v(rows["rounds"]), level=1, scale=1e3)
    return d


# day type: [(label, rounds 2019 (000), green fees 2019 ($000), rounds 2018, green fees 2018)]
GLF_PUB = {"Weekday:": [("Peak season (a)", 918, 40412, 889, 38006), ("Off-season", 527, 15806, 518, 15118)],
           "Weekend and holiday:": [("Peak season (a)", 726, 44806, 709, 42412), ("Off-season", 392, 14830, 399, 14605)],
           None: [("Tournaments and outings (b)", 192, 13918, 184, 12806)]}


def t24():
    cols = []
    for y in ("2019", "2018"):
        k = y[2:]
        cols += [Col("n" + k, (y, "Rounds (thousands)"), scale=1e3),
                 Col("g" + k, (y, "Green Fee Revenue (in thousands)"), money=True, scale=1e3),
                 Col("f" + k, (y, "Average Green Fee"), money=True, dec=2, scale=NOSCALE)]
    d = D("t24", "glf", I7, "Public Course Rounds and Green Fees", cols, style="borderless", family="LiberationSans",
          size=9, sep_dollar=True, corner="Year Ended December 31,", label_max=200, paper="a4",
          notes=["(a) April through October at courses outside Florida, Arizona and southern California; November "
                 "through April at those courses.",
                 "(b) Corporate and charity events; green fees include cart fees and event packages."])
    assert sum(x[1] for rows in GLF_PUB.values() for x in rows) == sum(x[4] for rows in GLF_MKT.values() for x in rows)

    def v(n19, g19, n18, g18):
        return {"n19": n19, "g19": g19, "f19": r1(g19 / n19, 2), "n18": n18, "g18": g18, "f18": r1(g18 / n18, 2)}
    allr = []
    for sec, items in GLF_PUB.items():
        if sec:
            d.add(sec, kind="section")
        rs = [d.add(x[0], v(*x[1:]), level=1 if sec else 0) for x in items]
        if sec:
            d.add("Total weekday" if sec.startswith("Weekday") else "Total weekend and holiday",
                  v(*[sum(r.vals[k] for r in rs) for k in ("n19", "g19", "n18", "g18")]), level=1, kind="subtotal")
        allr += rs
    d.add("Total public golf", v(*[sum(r.vals[k] for r in allr) for k in ("n19", "g19", "n18", "g18")]), kind="total")
    return d


# ============================================================== Verrandel Plasma Services (plasma collection, 2018)
# state: (operating centers, opened in 2018, donations 2018 (000), 2017, liters 2018 (000), 2017)
PLS_CTR = {"South:": [("Texas", 14, 2, 1118, 1002, 896, 801), ("Florida", 8, 1, 612, 570, 489, 455),
                      ("Georgia", 5, 0, 402, 395, 322, 316), ("Alabama", 3, 1, 198, 160, 158, 128),
                      ("Tennessee", 4, 0, 322, 318, 258, 254), ("North Carolina", 4, 1, 286, 240, 229, 192),
                      ("Louisiana", 3, 0, 231, 226, 185, 181), ("Oklahoma", 2, 0, 158, 150, 126, 120),
                      ("South Carolina", 2, 0, 149, 147, 119, 118)],
           "Midwest:": [("Ohio", 7, 1, 552, 498, 442, 398), ("Michigan", 5, 0, 398, 392, 318, 314),
                        ("Indiana", 4, 1, 296, 251, 237, 201), ("Illinois", 5, 0, 402, 396, 322, 317),
                        ("Missouri", 3, 0, 236, 230, 189, 184), ("Wisconsin", 2, 0, 151, 148, 121, 118),
                        ("Kansas", 2, 1, 118, 82, 94, 66), ("Iowa", 1, 0, 78, 77, 62, 62)],
           "West:": [("Arizona", 5, 1, 402, 355, 322, 284), ("Colorado", 3, 0, 241, 236, 193, 189),
                     ("Utah", 3, 1, 226, 180, 181, 144), ("Nevada", 2, 0, 162, 158, 130, 126),
                     ("New Mexico", 2, 0, 149, 146, 119, 117), ("Idaho", 1, 0, 81, 79, 65, 63)],
           "Northeast:": [("Pennsylvania", 4, 0, 318, 312, 254, 250), ("New York", 2, 0, 141, 139, 113, 111),
                          ("Maryland", 2, 1, 132, 98, 106, 78)]}
PLS_KEYS = ["op", "new", "d18", "d17", "l18", "l17"]


def pls_totals():
    rows = [x for items in PLS_CTR.values() for x in items]
    return {k: sum(x[1 + i] for x in rows) for i, k in enumerate(PLS_KEYS)}


def t25():
    cols = (G("Centers", [("op", "Operating"), ("new", "Opened in 2018")])
            + G("Donations (thousands) (a)", [("d18", "2018"), ("d17", "2017")], scale=1e3)
            + G("Liters Collected (thousands) (b)", [("l18", "2018"), ("l17", "2017")], scale=1e3))
    d = D("t25", "pls", I2, "Plasma Collection Centers by State", cols, style="ledger", family="DejaVuSans", size=9,
          orient="landscape", corner="Year Ended December 31,", split=34, repeat_header=True,
          label_max=200,
          notes=["(a) Donations accepted and collected; deferred donors are not counted.",
                 "(b) Liters of source plasma collected, before testing and quarantine."])
    allr = []
    for sec, items in PLS_CTR.items():
        d.add(sec, kind="section")
        rs = [d.add(x[0], dict(zip(PLS_KEYS, x[1:])), level=1) for x in items]
        sumrows(d, rs, PLS_KEYS, "Total " + sec.rstrip(":"), level=1)
        allr += rs
    sumrows(d, allr, PLS_KEYS, "Total Verrandel", kind="total")
    return d


# label: (2018 normal source, specialty, 2017 normal source, specialty) $000
PLS_REV = {"U.S. customers:": [("Fractionators under long-term supply agreements (b)", 318412, 12306, 289118, 10905),
                               ("Other fractionators", 41205, 3118, 44912, 2806)],
           "Int'l customers:": [("Europe", 62118, 8412, 55306, 7118), ("Asia-Pacific", 18905, 2206, 14412, 1812)]}


def t26():
    cols = (G("2018", [("n18", "Normal Source Plasma"), ("s18", "Specialty Plasma (a)"), ("t18", "Total")])
            + G("2017", [("n17", "Normal Source Plasma"), ("s17", "Specialty Plasma (a)"), ("t17", "Total")])
            + [Col("pc", ("Change in Total", "2018 vs. 2017"), pct=True, dec=1, minw=58)])
    d = D("t26", "pls", I7, "Revenues by Customer Type and Product", cols, style="grid", family="LiberationSerif",
          size=9, corner="(in thousands, except per liter)", money=True, scale=1e3, label_max=210, orient="landscape",
          notes=["(a) Hyperimmune and disease-state plasma collected from donors with specific antibodies, sold at a "
                 "premium for specialty therapies.",
                 "(b) Supply agreements with minimum annual volume commitments and terms of three to ten years.",
                 "(c) Total revenues divided by liters collected (see Plasma Collection Centers by State)."])
    keys = ["n18", "s18", "n17", "s17"]

    def v(t):
        out = dict(zip(keys, t))
        out["t18"], out["t17"] = t[0] + t[1], t[2] + t[3]
        out["pc"] = chg(out["t18"], out["t17"])
        return out
    allr = []
    for sec, items in PLS_REV.items():
        d.add(sec, kind="section")
        rs = [d.add(x[0], v(x[1:]), level=1) for x in items]
        d.add("Total " + sec.rstrip(":"), v([sum(r.vals[k] for r in rs) for k in keys]), level=1, kind="subtotal")
        allr += rs
    tv = v([sum(r.vals[k] for r in allr) for k in keys])
    d.add("Total revenues", tv, kind="total")
    lt = pls_totals()
    d.add("Revenue per liter collected (c)", {"t18": r1(tv["t18"] / lt["l18"], 2), "t17": r1(tv["t17"] / lt["l17"], 2)},
          scale=NOSCALE, dec=2, dollar=True)
    return d


PLS_COST = {None: [("Donor fees (a)", 98412, 88305)],
            "Center labor:": [("Medical staff", 28306, 25918), ("Phlebotomy and processing staff", 61205, 56118),
                              ("Center management", 18412, 17306)],
            "": [("Testing and supplies", 52118, 47905), ("Occupancy", 21406, 19118),
                 ("Other center costs (b)", 14912, 13806)]}


def t27():
    cols = (G("Total (in thousands)", [("t18", "2018"), ("t17", "2017")], scale=1e3)
            + G("Per Liter Collected", [("l18", "2018"), ("l17", "2017")], dec=2, scale=NOSCALE)
            + G("Per Donation", [("d18", "2018"), ("d17", "2017")], dec=2, scale=NOSCALE))
    d = D("t27", "pls", I7, "Center Operating Costs", cols, style="unruled", family="DejaVuSerifCondensed", size=9.5,
          corner="Year Ended December 31,", money=True, label_max=220,
          notes=["(a) Compensation paid to donors on prepaid debit cards, including promotional fees.",
                 "(b) Repairs, utilities, freight of plasma to the central warehouse, and center marketing.",
                 "Per-liter and per-donation amounts are based on the liters collected and donations shown in Plasma "
                 "Collection Centers by State."])
    lt = pls_totals()

    def v(t18, t17):
        return {"t18": t18, "t17": t17, "l18": r1(t18 / lt["l18"], 2), "l17": r1(t17 / lt["l17"], 2),
                "d18": r1(t18 / lt["d18"], 2), "d17": r1(t17 / lt["d17"], 2)}
    allr = []
    for sec, items in PLS_COST.items():
        if sec:
            d.add(sec, kind="section")
        rs = [d.add(x[0], v(*x[1:]), level=1 if sec else 0) for x in items]
        if sec:
            d.add("Total center labor", v(*[sum(r.vals[k] for r in rs) for k in ("t18", "t17")]), level=1,
                  kind="subtotal")
        allr += rs
    d.add("Total center operating costs", v(*[sum(r.vals[k] for r in allr) for k in ("t18", "t17")]), kind="total")
    return d


# ============================================================== Brastholm Armored Logistics (cash-in-transit, 2019)
# location: (owned branches, leased branches, owned vehicles, leased vehicles, ATMs serviced, employees)
CIT_NET = {"U.S. East:": [("New York", 3, 6, 210, 64, 8412, 1905), ("New Jersey", 2, 3, 118, 40, 4106, 1012),
                          ("Pennsylvania", 3, 2, 142, 38, 5318, 1204), ("Massachusetts", 1, 3, 86, 30, 3205, 712),
                          ("Maryland", 1, 2, 74, 22, 2806, 598), ("Virginia", 2, 2, 96, 25, 3412, 745),
                          ("North Carolina", 2, 2, 102, 28, 3918, 806), ("Georgia", 2, 3, 124, 41, 4612, 1018),
                          ("Florida", 4, 5, 236, 72, 9105, 2112)],
           "U.S. Central:": [("Ohio", 3, 1, 118, 20, 4306, 905), ("Michigan", 2, 2, 96, 24, 3512, 768),
                             ("Illinois", 3, 3, 168, 45, 6118, 1412), ("Minnesota", 1, 1, 62, 12, 2118, 442),
                             ("Missouri", 2, 1, 74, 14, 2612, 520), ("Texas", 5, 6, 284, 88, 10412, 2418),
                             ("Louisiana", 1, 1, 58, 10, 1905, 398)],
           "U.S. West:": [("California", 4, 8, 296, 110, 11206, 2705), ("Arizona", 1, 2, 88, 26, 3118, 640),
                          ("Colorado", 1, 2, 72, 18, 2406, 512), ("Washington", 1, 2, 80, 22, 2812, 590),
                          ("Nevada", 1, 1, 52, 14, 1806, 402), ("Utah", 1, 0, 40, 0, 1312, 286)]}
CIT_INTL = [("Canada", 6, 9, 312, 96, 9806, 2304), ("Mexico", 11, 4, 905, 112, 14206, 6118),
            ("U.K.", 3, 12, 402, 118, 12405, 3012), ("France", 5, 10, 518, 96, 10118, 3405),
            ("Germany", 4, 7, 312, 88, 8906, 2118), ("Brazil", 14, 6, 1204, 146, 18412, 9806),
            ("Chile", 5, 2, 318, 42, 4118, 2205), ("Colombia", 6, 3, 402, 58, 5306, 3118)]
CIT_KEYS = ["bo", "bl", "vo", "vl", "atm", "emp"]


def t28():
    cols = (G("Branches", [("bo", "Owned"), ("bl", "Leased")])
            + G("Armored Vehicles", [("vo", "Owned"), ("vl", "Leased (a)")])
            + [Col("atm", ("ATMs Serviced (b)",), minw=56), Col("emp", ("Employees (c)",), minw=56)])
    d = D("t28", "cit", I2, "Branch Network, Vehicles and Employees by Location", cols, style="band",
          family="DejaVuSerif", size=9.5, orient="landscape", corner="As of December 31, 2019", split=33,
          repeat_header=False, label_max=200,
          notes=["(a) Vehicles held under finance and operating leases with terms of four to seven years.",
                 "(b) ATMs for which Brastholm provides cash replenishment, first-line maintenance or both.",
                 "(c) Full-time and part-time employees, including drivers, messengers, vault and cash-processing staff."])
    us = []
    for sec, items in CIT_NET.items():
        d.add(sec, kind="section")
        rs = [d.add(x[0], dict(zip(CIT_KEYS, x[1:])), level=1) for x in items]
        sumrows(d, rs, CIT_KEYS, "Total " + sec.rstrip(":"), level=1)
        us += rs
    sumrows(d, us, CIT_KEYS, "Total U.S.", level=0)
    d.add("Int'l:", kind="section")
    it = [d.add(x[0], dict(zip(CIT_KEYS, x[1:])), level=1) for x in CIT_INTL]
    sumrows(d, it, CIT_KEYS, "Total Int'l", level=1)
    sumrows(d, us + it, CIT_KEYS, "Total Brastholm", kind="total")
    return d


# service line: (North America 2019, 2018, Europe 2019, 2018, Latin America 2019, 2018, organic growth %) $ millions
CIT_SEG = [("Cash-in-transit", 842.6, 818.4, 512.3, 530.8, 688.1, 652.4, 4.8),
           ("ATM services", 318.2, 296.5, 141.6, 138.2, 112.9, 101.3, 8.2),
           ("Cash management services (a)", 226.4, 201.8, 98.7, 95.1, 154.2, 138.6, 10.6),
           ("Secure international logistics (c)", 88.5, 92.1, 176.3, 181.4, 21.6, 19.8, -2.9),
           ("Other", 24.8, 22.6, 18.2, 19.5, 30.4, 27.9, 3.1)]
CIT_ORG_TOTAL = 5.0
CIT_OP = (118.6, 109.2, 41.8, 48.3, 156.2, 139.5)


def t29():
    cols = []
    for seg, k in (("North America", "na"), ("Europe", "eu"), ("Latin America", "la")):
        cols += [Col(k + y, ("Reportable Segments", seg, "20" + y), dec=1) for y in ("19", "18")]
    cols += G("Consolidated", [("co19", "2019"), ("co18", "2018")], dec=1)
    cols.append(Col("org", ("Consolidated", "Organic Growth (b)"), pct=True, dec=1, minw=50))
    d = D("t29", "cit", I8, "Revenues and Operating Profit by Segment and Service Line", cols, style="booktabs",
          family="DejaVuSansCondensed", size=8.5, paper="a4", orient="landscape", corner="(in millions)", money=True,
          scale=1e6, label_max=200,
          notes=["(a) Cash processing, vault services, smart safes and coin services.",
                 "(b) Change in consolidated revenues excluding the effects of acquisitions, divestitures and changes in "
                 "foreign currency exchange rates.",
                 "(c) Secure transport of currency, precious metals and valuables between countries."])
    keys = ["na19", "na18", "eu19", "eu18", "la19", "la18"]

    def v(t, org=None):
        out = dict(zip(keys, t))
        out["co19"] = r1(t[0] + t[2] + t[4], 1)
        out["co18"] = r1(t[1] + t[3] + t[5], 1)
        if org is not None:
            out["org"] = org
        return out
    rs = [d.add(x[0], v(x[1:7], x[7])) for x in CIT_SEG]
    tv = v([r1(sum(r.vals[k] for r in rs), 1) for k in keys], CIT_ORG_TOTAL)
    d.add("Total revenues", tv, kind="total")
    op = d.add("Segment operating profit", v(CIT_OP), dollar=True)
    d.add("Segment operating margin", {k: r1(op.vals[k] * 100 / tv[k], 1) for k in keys + ["co19", "co18"]},
          pct=True, dec=1)
    return d


# section: [(label, 2019 incidents, gross loss, recoveries, 2018 incidents, gross loss, recoveries)] $000
CIT_LOSS = {"Robbery and attack:": [("Vehicles in transit", 38, 6412, -4806, 45, 8118, -6205),
                                    ("Branches and vaults", 3, 2905, -2612, 1, 418, -380)],
            None: [("Internal theft (a)", 12, 1118, -612, 9, 846, -402),
                   ("Vehicle accidents (b)", 214, 3406, -2118, 236, 3712, -2406),
                   ("Counting and processing differences (c)", 1406, 2212, 0, 1512, 2418, 0)]}


def t30():
    cols = []
    for y in ("2019", "2018"):
        k = y[2:]
        cols += [Col("i" + k, (y, "Incidents"), scale=NOSCALE, money=False),
                 Col("g" + k, (y, "Gross Loss")), Col("r" + k, (y, "Insurance Recoveries")),
                 Col("n" + k, (y, "Net Loss"))]
    d = D("t30", "cit", I7, "Losses from Operations and Insurance Recoveries", cols, style="boxed",
          family="LiberationSans", size=9, corner="(dollars in thousands)", money=True, scale=1e3, label_max=200,
          orient="landscape",
          notes=["(a) Losses from theft by employees, net of amounts recovered from the employees.",
                 "(b) Property damage and third-party liability claims arising from accidents involving Brastholm "
                 "vehicles.",
                 "(c) Net shortages found in cash counting and processing; these are not insured."])

    def v(t):
        i19, g19, r19, i18, g18, r18 = t
        return {"i19": i19, "g19": g19, "r19": r19, "n19": g19 + r19, "i18": i18, "g18": g18, "r18": r18,
                "n18": g18 + r18}
    keys = ["i19", "g19", "r19", "n19", "i18", "g18", "r18", "n18"]
    allr = []
    for sec, items in CIT_LOSS.items():
        if sec:
            d.add(sec, kind="section")
        rs = [d.add(x[0], v(x[1:]), level=1 if sec else 0) for x in items]
        if sec:
            sumrows(d, rs, keys, "Total robbery and attack", level=1)
        allr += rs
    sumrows(d, allr, keys, "Total losses", kind="total")
    return d


BUILDERS = [t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20,
            t21, t22, t23, t24, t25, t26, t27, t28, t29, t30]

# every invented proper name printed in the tables (check.py greps for each)
NAMES = (["Spareholt", "Calderwyn", "Cathmoral", "Dunstravey", "Quarnby", "Pellowind", "Verrandel", "Brastholm"]
         + [x[0].split()[0] for rows in URA_PORT.values() for x in rows])


def docs():
    return [b() for b in BUILDERS]


def pdf_name(d):
    return f"as11-{d.key}.pdf"


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
