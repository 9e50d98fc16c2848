"""bench/aitqa-style7: thirty invented one-table 10-K extracts of transport companies, AIT-QA style.

    /work/main/.venv/bin/python bench/aitqa-style7/make_docs.py OUTDIR

Writes as7-t01.pdf ... as7-t30.pdf (byte-identical on every run). Every figure is in this file;
totals, subtotals, shares, per-unit figures, weighted averages and % changes are computed here, so
each table adds up. The eight companies and every other proper name not a real place or a real
manufacturer are invented (see NAMES, and README.md).
"""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from engine import NONE, Col, Doc, render  # noqa: E402

I1 = "Item 1. Business"
I2 = "Item 2. Properties"
I7 = "Item 7. Management's Discussion and Analysis"
I7A = "Item 7A. Quantitative and Qualitative Disclosures About Market Risk"
I8 = "Item 8. Financial Statements and Supplementary Data — Notes"

CO = {  # key: (company, short name, fiscal period as the report heading states it)
    "mor": ("Morvellan Ferries Corporation", "Morvellan", "the fiscal year ended September 30, 2019"),
    "kel": ("Kelvarrow Tollway Partners, L.P.", "Kelvarrow", "the year ended December 31, 2019"),
    "rin": ("Rindlemoor Marine Transportation, Inc.", "Rindlemoor", "the year ended December 31, 2018"),
    "ost": ("Ostlebury Pipeline Partners, L.P.", "Ostlebury", "the year ended December 31, 2019"),
    "cra": ("Cranshallow Coach & Transit, Inc.", "Cranshallow", "the year ended December 31, 2019"),
    "qui": ("Quintheral Flight Kitchens, Inc.", "Quintheral", "the year ended December 31, 2019"),
    "har": ("Harbrocken Port Holdings Ltd.", "Harbrocken", "the year ended December 31, 2018"),
    "dra": ("Dravensby Car Rental Group, Inc.", "Dravensby", "the year ended December 31, 2019"),
}
# every invented proper name printed in the tables (check.py greps for each)
NAMES = ["Morvellan", "Kelvarrow", "Rindlemoor", "Ostlebury", "Cranshallow", "Quintheral", "Harbrocken",
         "Dravensby", "Brannock", "Selkie", "Tarraway", "Caddonmere", "Elvery", "Lusket", "Eastquay",
         "Saltgrove", "Gorsebrook", "Wendlecote", "Harbour Point", "Northern Expressway", "Riverside Bridge",
         "Western Bypass", "Airport Connector", "Harbour Tunnel"]


def D(key, co, item, caption, cols, **kw):
    company, short, period = CO[co]
    return Doc(key=key, company=company, short=short,
               heading2=f"Annual Report on Form 10-K for {period} — {item}", caption=caption, cols=cols, **kw)


def G(group, pairs, **kw):
    """Columns under one spanning group: pairs of (key, leaf header)."""
    return [Col(k, (group, h), **kw) for k, h in pairs]


def Y(p, years=("2019", "2018")):
    return [(p + y[-2:], y) for y in years]


def chg(new, old, dec=1):
    return round((new - old) / abs(old) * 100, dec)


def r1(x, d=1):
    v = round(x, d)
    return int(v) if d == 0 else v


def tot(rows, i, d=0):
    return r1(sum(r[i] for r in rows), d)


# ============================================================== Morvellan Ferries (fiscal 2019)
def t01():
    cols = (G("Passengers (thousands)", Y("p"), dec=1, scale=1e3)
            + G("Vehicles (thousands)", Y("v"), dec=1, scale=1e3)
            + G("Commercial Freight Units", Y("f"), scale=NONE)
            + [Col("pch", ("Passengers, % Change",), dec=1, pct=True)])
    d = D("t01", "mor", I7, "Traffic Carried by Route", cols, style="borderless", font="Sans",
          orient="landscape", corner="Fiscal years ended September 30", label_max=250,
          notes=["(a) Passengers and vehicles are counted once for each one-way crossing.",
                 "(b) Includes the freight-priority sailing that leaves Brannock Quay at 04:30 on weekdays.",
                 "(c) Seasonal route launched in May 2019 and operated through September; no comparable "
                 "service in fiscal 2018."])
    data = {
        "Island routes (a)": [
            ("Brannock Quay – Selkie Isle", [1842.6, 1797.3, 512.3, 498.8, 18406, 17952]),
            ("Brannock Quay – Tarraway (b)", [1126.4, 1140.9, 347.5, 351.2, 24877, 23615]),
            ("Selkie Isle – Tarraway", [288.1, 271.4, 61.9, 58.2, 2214, 2380]),
        ],
        "Coastal routes": [
            ("Caddonmere – Port Elvery", [2406.8, 2331.5, 688.4, 671.0, 31542, 30288]),
            ("Port Elvery – Lusket Sands", [934.2, 951.7, 240.6, 246.3, 9814, 10147]),
            ("Caddonmere – Lusket Sands (c)", [118.5, None, 29.7, None, 640, None]),
        ],
    }
    allrows = []
    for sec, rows in data.items():
        d.add(sec, kind="section")
        sub = []
        for lab, v in rows:
            pc = chg(v[0], v[1]) if v[1] else "NM"
            d.add(lab, v + [pc], level=1)
            sub.append([x or 0 for x in v])
        s = [tot(sub, i, 1 if i < 4 else 0) for i in range(6)]
        allrows.append(s)
        name = "Total island routes" if sec.startswith("Island") else "Total coastal routes"
        d.add(name, s + [chg(s[0], s[1])], level=1, kind="subtotal")
    t = [tot(allrows, i, 1 if i < 4 else 0) for i in range(6)]
    d.add("Total, all routes", t + [chg(t[0], t[1])], kind="total")
    return d


def t02():
    def grp(year, p):
        return [Col(p + "r", (f"Fiscal {year}", "Revenue ($000)"), money=True, scale=1e3),
                Col(p + "t", (f"Fiscal {year}", "Tickets Sold (000)"), dec=1, scale=1e3),
                Col(p + "a", (f"Fiscal {year}", "Average Fare ($)"), dec=2, money=True, scale=NONE, dollar="none")]
    d = D("t02", "mor", I7, "Fare Revenue by Ticket Class", grp(2019, "a") + grp(2018, "b"),
          style="zebra", font="Serif", paper="A4", size=8,
          notes=["(a) Children under five travel free and are not counted.",
                 "(b) Ten-journey commuter books; each journey is counted as one ticket.",
                 "(c) Vehicle fares include the driver."])
    data = {
        "Passenger fares": [
            ("Adult", (48215, 2412.0), (46930, 2398.6)),
            ("Senior (65 and over)", (9872, 751.2), (9405, 722.9)),
            ("Child (5 to 11) (a)", (4106, 412.8), (4058, 409.1)),
            ("Commuter multi-ride (b)", (11384, 1296.4), (10917, 1258.3)),
            ("Other", (1275, 98.6), (1342, 104.2)),
        ],
        "Vehicle fares (c)": [
            ("Car or light van (up to 6 m)", (52618, 1204.7), (50377, 1177.5)),
            ("Motorcycle", (1984, 88.3), (1902, 86.1)),
            ("Oversize vehicle (over 6 m)", (7431, 64.2), (7096, 62.8)),
            ("Commercial truck", (21760, 73.5), (20418, 70.9)),
            ("Other", (2213, 41.6), (2380, 44.9)),
        ],
    }
    revs = {"a": [], "b": []}
    for sec, rows in data.items():
        d.add(sec, kind="section")
        for lab, a, b in rows:
            vals = []
            for (rv, tk), p in ((a, "a"), (b, "b")):
                vals += [rv, tk, round(rv / tk, 2)]
                revs[p].append(rv)
            d.add(lab, vals, level=1)
    fees = (3148, 2907)
    d.add("Reservation and change fees", [fees[0], None, None, fees[1], None, None])
    d.add("Total fare revenue", [sum(revs["a"]) + fees[0], None, None, sum(revs["b"]) + fees[1], None, None],
          kind="total")
    return d


def t03():
    cols = [Col("beg", ("Contract Term", "Commenced"), text=True),
            Col("end", ("Contract Term", "Expires"), text=True),
            Col("trips", ("Required Round Trips per Week",), scale=NONE),
            Col("s19", ("Annual Subsidy ($000)", "Fiscal 2019"), money=True, scale=1e3),
            Col("s18", ("Annual Subsidy ($000)", "Fiscal 2018"), money=True, scale=1e3),
            Col("cum", ("Cumulative Subsidy Received through September 30, 2019 ($000)",), money=True, scale=1e3)]
    d = D("t03", "mor", I1, "Public Service Contracts", cols, style="grid", font="Cond",
          orient="landscape", corner="Service", label_max=230,
          notes=["(a) Year-round minimum service to Selkie Isle and Tarraway; the subsidy is indexed to the "
                 "consumer price index each October.",
                 "(b) On-call crossing for emergency services between 22:00 and 06:00; paid per standby night."])
    data = {
        "State contracts": [
            ("Island lifeline services (a)", "October 2012", "September 2024", 42, 14820, 14390, 101460),
            ("Brannock Quay – Tarraway winter service", "November 2015", "March 2021", 18, 3275, 3180, 12930),
            ("Selkie Isle freight-priority sailings", "April 2017", "March 2022", 10, 2140, 2085, 5170),
        ],
        "County contracts": [
            ("Port Elvery commuter service", "January 2014", "December 2023", 25, 4388, 4215, 26340),
            ("Lusket Sands school-day sailings", "August 2016", "July 2021", 15, 1862, 1790, 5860),
            ("Night emergency crossing (b)", "July 2018", "June 2023", 7, 965, 240, 1205),
        ],
    }
    allv = []
    for sec, rows in data.items():
        d.add(sec, kind="section")
        for lab, *v in rows:
            d.add(lab, v, level=1)
            allv.append(v)
    d.add("Total", ["", "", sum(v[2] for v in allv), sum(v[3] for v in allv), sum(v[4] for v in allv),
                    sum(v[5] for v in allv)], kind="total")
    return d


def t04():
    def grp(year, p):
        return [Col(p + "mt", (f"Fiscal {year}", "Marine Gas Oil", "Tonnes")),
                Col(p + "mc", (f"Fiscal {year}", "Marine Gas Oil", "Cost ($000)"), money=True, scale=1e3),
                Col(p + "lt", (f"Fiscal {year}", "Liquefied Natural Gas (a)", "Tonnes")),
                Col(p + "lc", (f"Fiscal {year}", "Liquefied Natural Gas (a)", "Cost ($000)"), money=True, scale=1e3)]
    d = D("t04", "mor", I7, "Fuel Consumption by Fuel Type and Vessel Class", grp(2019, "a") + grp(2018, "b"),
          style="booktabs", font="Sans", orient="landscape", corner="Vessel class", label_max=200,
          notes=["(a) Two dual-fuel ro-pax vessels entered service on LNG in fiscal 2018; the quantities include "
                 "boil-off gas consumed.",
                 "(b) Passenger-only fast craft burn marine gas oil only."])
    data = [
        ("Ro-pax vessels over 150 m", [38412, 27651, 21604, 12833, 39255, 26118, 14870, 8327]),
        ("Ro-pax vessels under 150 m", [22760, 16390, 4125, 2460, 23118, 15566, 2914, 1655]),
        ("Passenger-only fast craft (b)", [9831, 7184, None, None, 9577, 6596, None, None]),
        ("Freight ro-ro vessels", [14206, 10195, None, None, 13890, 9310, None, None]),
    ]
    for lab, v in data:
        d.add(lab, v)
    d.add("Total", [sum(v[i] or 0 for _, v in data) for i in range(8)], kind="total")
    return d


# ============================================================== Kelvarrow Tollway (2019)
FAC = ["Northern Expressway", "Riverside Bridge Crossing", "Western Bypass"]


def t05():
    cols = (G("Toll Transactions (millions)", Y("t") + [("tc", "% Change")], dec=1, scale=1e6)
            + G("Toll Revenue ($ in millions)", Y("r") + [("rc", "% Change")], dec=1, money=True, scale=1e6))
    for c in cols:
        if c.key in ("tc", "rc"):
            c.pct, c.money, c.scale = True, False, None
    d = D("t05", "kel", I7, "Toll Transactions and Revenue by Facility and Vehicle Class", cols,
          style="booktabs", font="Serif", orient="landscape", corner="Year ended December 31,",
          notes=["(a) Tolls are collected southbound only; the recorded transaction counts one crossing each way.",
                 "(b) Opened to traffic on its full length in June 2018."])
    data = {
        "Northern Expressway": [(98.4, 95.1, 231.6, 218.9), (6.8, 6.6, 41.2, 38.7), (11.3, 11.0, 118.5, 110.4)],
        "Riverside Bridge Crossing (a)": [(41.7, 42.3, 102.3, 101.6), (2.1, 2.2, 14.9, 15.1), (3.4, 3.3, 39.8, 37.6)],
        "Western Bypass (b)": [(27.6, 19.8, 49.1, 34.2), (1.5, 1.1, 6.2, 4.4), (2.9, 2.0, 24.7, 16.5)],
    }
    classes = ["Two-axle vehicles", "Three- and four-axle vehicles", "Five or more axles"]
    tots = []
    for sec, rows in data.items():
        d.add(sec, kind="section")
        for lab, (a, b, c, e) in zip(classes, rows):
            d.add(lab, [a, b, chg(a, b), c, e, chg(c, e)], level=1)
        s = [tot(rows, i, 1) for i in range(4)]
        tots.append(s)
        d.add("Facility total", [s[0], s[1], chg(s[0], s[1]), s[2], s[3], chg(s[2], s[3])], level=1,
              kind="subtotal")
    s = [tot(tots, i, 1) for i in range(4)]
    d.add("System total", [s[0], s[1], chg(s[0], s[1]), s[2], s[3], chg(s[2], s[3])], kind="total")
    return d


def t06():
    a, b = "Rates Effective January 1, 2020", "Rates Effective January 1, 2019"
    kw = dict(dec=2, money=True, scale=NONE, dollar="all")
    cols = [Col("pt", (a, "Peak Periods (a)", "Transponder"), **kw),
            Col("pp", (a, "Peak Periods (a)", "Pay-by-Plate (b)"), **kw),
            Col("ot", (a, "Off-Peak Periods", "Transponder"), **kw),
            Col("op", (a, "Off-Peak Periods", "Pay-by-Plate (b)"), **kw),
            Col("xp", (b, "Transponder, Peak"), **kw),
            Col("xo", (b, "Transponder, Off-Peak"), **kw)]
    d = D("t06", "kel", I1, "Toll Rate Schedule by Facility and Vehicle Class", cols, style="grid",
          font="Sans", orient="landscape", corner="(per trip)", label_max=220,
          notes=["(a) Weekdays 6:00–9:00 a.m. and 3:30–7:00 p.m.; all other hours and weekends are off-peak.",
                 "(b) Invoiced to the registered owner of the vehicle; includes a $1.00 video processing charge "
                 "per trip for Class 1 and $2.00 for other classes."])
    base = {"Northern Expressway": (3.25, 2.40, 3.10, 2.30), "Riverside Bridge Crossing": (5.50, 5.50, 5.25, 5.25),
            "Western Bypass": (2.10, 1.60, 2.00, 1.50)}
    mult = [1, 2, 3, 4.4]
    labels = ["Class 1 — two axles", "Class 2 — three axles", "Class 3 — four axles", "Class 4 — five or more axles"]
    for fac, (pk, opk, pk19, opk19) in base.items():
        d.add(fac, kind="section")
        for k, lab in enumerate(labels):
            m = mult[k]
            fee = 1.00 if k == 0 else 2.00
            d.add(lab, [round(pk * m, 2), round(pk * m + fee, 2), round(opk * m, 2), round(opk * m + fee, 2),
                        round(pk19 * m, 2), round(opk19 * m, 2)], level=1)
    return d


def t07():
    cols = [Col("len", ("Length (miles)",), dec=1, scale=NONE),
            Col("own", ("Ownership Interest",), dec=1, pct=True),
            Col("beg", ("Concession Term", "Commenced"), text=True),
            Col("end", ("Concession Term", "Expires"), text=True),
            Col("rem", ("Remaining Term at Dec. 31, 2019 (years)",), dec=1, scale=NONE),
            Col("pay", ("Upfront Payment to Grantor ($ in millions)",), dec=1, money=True, scale=1e6),
            Col("share", ("Revenue Share to Grantor",), dec=1, pct=True)]
    d = D("t07", "kel", I1, "Concession Agreements", cols, style="zebra", font="Cond", orient="landscape",
          corner="Facility", size=8.5,
          notes=["(a) Accounted for under the equity method; traffic and revenue of these facilities are not "
                 "included in the Partnership's operating statistics.",
                 "(b) Revenue share applies only once cumulative toll revenue exceeds $1.2 billion."])
    data = {
        "Consolidated facilities": [
            ("Northern Expressway", 48.6, 100.0, "July 2006", "June 2081", 61.5, 1842.0, 0.0),
            ("Riverside Bridge Crossing", 2.3, 100.0, "March 2011", "February 2060", 40.2, 615.5, 5.0),
            ("Western Bypass", 21.4, 85.0, "June 2018", "May 2068", 48.4, 388.0, 2.5),
        ],
        "Equity-method investments (a)": [
            ("Airport Connector", 9.7, 40.0, "January 2013", "December 2062", 43.0, 296.4, 4.0),
            ("Harbour Tunnel Link (b)", 3.1, 25.0, "September 2016", "August 2075", 55.7, 1075.0, 7.5),
        ],
    }
    for sec, rows in data.items():
        d.add(sec, kind="section")
        for lab, *v in rows:
            d.add(lab, v, level=1)
    return d


def t08():
    cols = G("Year Ended December 31,", [("y19", "2019"), ("y18", "2018"), ("y17", "2017")], dec=1)
    d = D("t08", "kel", I7, "Electronic Toll Collection and Collection Performance", cols, style="borderless",
          font="Sans", paper="Letter", label_max=300,
          notes=["(a) Recorded as a reduction of toll revenue; shown as a negative amount.",
                 "(b) Pay-by-plate invoices paid in full within 90 days of the invoice date."])
    d.add("Transponder program", kind="section")
    d.add("Active transponder accounts (thousands)", [1284.6, 1197.3, 1102.8], level=1, scale=1e3)
    d.add("Transponders in circulation (thousands)", [2391.4, 2236.0, 2074.5], level=1, scale=1e3)
    d.add("Transponder share of transactions:", kind="section", level=1)
    for fac, v in zip(FAC, [(88.4, 87.1, 85.6), (79.2, 77.8, 76.9), (81.5, 78.3, 0)]):
        vals = list(v[:2]) + [v[2] if v[2] else None]
        d.add(fac, vals, level=2, pct=True)
    d.add("Pay-by-plate and violations", kind="section")
    d.add("Invoices issued (thousands)", [6412.8, 6105.2, 5378.9], level=1, scale=1e3)
    d.add("Invoices collected within 90 days (b)", [71.6, 69.2, 68.5], level=1, pct=True)
    d.add("Violation fees collected ($ in millions)", [18.7, 17.3, 15.9], level=1, money=True, scale=1e6)
    d.add("Provision for uncollectible tolls ($ in millions) (a)", [-14.2, -13.6, -11.8], level=1, money=True,
          scale=1e6)
    d.add("Customer service", kind="section")
    d.add("Average call answer time (seconds)", [74, 96, 88], level=1, dec=0, scale=NONE)
    d.add("Walk-in customer service centers", [6, 6, 5], level=1, dec=0, scale=NONE)
    return d


# ============================================================== Rindlemoor Marine (2018)
RIV = {"Liquid cargo": ["Lower Mississippi River", "Upper Mississippi River", "Ohio River",
                        "Gulf Intracoastal Waterway"],
       "Dry cargo": ["Lower Mississippi River", "Upper Mississippi River", "Ohio River", "Illinois River"]}


def t09():
    cols = (G("Barge Loadings", Y("b", ("2018", "2017")), scale=NONE)
            + G("Ton-Miles (millions)", Y("m", ("2018", "2017")), scale=1e6)
            + G("Revenue per Ton-Mile (cents)", Y("c", ("2018", "2017")), dec=2, cents=True))
    d = D("t09", "rin", I7, "Operating Statistics by Waterway", cols, style="zebra", font="Sans",
          orient="landscape", corner="Year ended December 31,", label_max=230,
          notes=["(a) A loading is one barge loaded at origin; barges moved empty are excluded.",
                 "(b) Ton-miles are measured on the river miles between origin and destination docks."])
    data = {  # loadings 18/17, ton-miles 18/17, revenue $000 18/17 (revenue not printed)
        "Liquid cargo": [(6412, 6188, 2318, 2241, 104736, 97410), (2186, 2304, 947, 1002, 39012, 40080),
                         (3075, 2968, 1106, 1051, 51429, 47000), (4710, 4522, 1384, 1329, 77008, 70400)],
        "Dry cargo": [(8940, 9215, 3862, 3977, 66041, 66811), (5128, 5384, 2615, 2746, 38179, 39542),
                      (7306, 6987, 2204, 2118, 42536, 39610), (2647, 2815, 1120, 1193, 18704, 19684)],
    }
    tot_all = []
    for sec, rows in data.items():
        d.add(sec + " (a)" if sec == "Liquid cargo" else sec, kind="section")
        for lab, v in zip(RIV[sec], rows):
            d.add(lab + (" (b)" if lab == "Gulf Intracoastal Waterway" else ""),
                  [v[0], v[1], v[2], v[3], round(v[4] / v[2] / 10, 2), round(v[5] / v[3] / 10, 2)], level=1)
        s = [sum(v[i] for v in rows) for i in range(6)]
        tot_all.append(s)
        d.add("Total " + sec.lower(), [s[0], s[1], s[2], s[3], round(s[4] / s[2] / 10, 2),
                                        round(s[5] / s[3] / 10, 2)], level=1, kind="subtotal")
    s = [sum(v[i] for v in tot_all) for i in range(6)]
    d.add("Total", [s[0], s[1], s[2], s[3], round(s[4] / s[2] / 10, 2), round(s[5] / s[3] / 10, 2)],
          kind="total")
    return d


def t10():
    cols = []
    for y in ("2018", "2017", "2016"):
        cols += [Col("a" + y[-2:], (y, "Amount"), money=True), Col("p" + y[-2:], (y, "% of Total"), dec=1, pct=True)]
    d = D("t10", "rin", I7, "Marine Transportation Revenues by Contract Type", cols, style="booktabs",
          font="Serif", corner="(dollars in thousands)", scale=1e3, label_max=230,
          notes=["(a) Contracts of affreightment carry fuel escalation clauses that adjust rates quarterly.",
                 "(b) Chiefly demurrage billed to customers and towing for third parties."])
    term = [("Contracts of affreightment (a)", (231408, 218775, 204310)),
            ("Time charters with fuel escalation", (98640, 92312, 88905)),
            ("Time charters without fuel escalation", (41277, 44806, 47112))]
    other = [("Spot market", (52918, 47226, 51340)),
             ("Fleeting, shifting and terminal services", (18305, 17640, 16982)),
             ("Other (b)", (3097, 2841, 3015))]
    totals = [sum(v[i] for _, v in term + other) for i in range(3)]
    termt = [sum(v[i] for _, v in term) for i in range(3)]

    def row(v):
        out = []
        for i in range(3):
            out += [v[i], round(v[i] / totals[i] * 100, 1)]
        return out
    d.add("Term contracts:", kind="section")
    for lab, v in term:
        d.add(lab, row(v), level=1)
    d.add("Total term contracts", row(termt), level=1, kind="subtotal")
    for lab, v in other:
        d.add(lab, row(v))
    tr = []
    for i in range(3):
        tr += [totals[i], 100.0]
    d.add("Total marine transportation revenues", tr, kind="total")
    return d


def t11():
    cols = []
    for y in ("2018", "2017"):
        cols += [Col("d" + y[-2:], (y, "Delay Days (a)"), scale=NONE),
                 Col("c" + y[-2:], (y, "Estimated Cost ($000)"), money=True, scale=1e3)]
    d = D("t11", "rin", I7, "Tow Delay Days by Cause", cols, style="grid", font="Sans", paper="A4",
          corner="Cause", label_max=240,
          notes=["(a) One delay day is one towboat and its tow held for 24 hours.",
                 "(b) Closures of locks on the Ohio and Illinois Rivers for repairs not announced in advance."])
    data = {
        "Weather and river conditions": [("High water", (2814, 5182, 1946, 3501)), ("Low water", (967, 1744, 1388, 2413)),
                                         ("Fog", (1205, 2086, 1172, 1998)), ("Ice", (318, 611, 502, 934))],
        "Navigation infrastructure": [("Scheduled lock closures", (644, 1207, 812, 1490)),
                                      ("Unscheduled lock closures (b)", (1093, 2265, 736, 1482)),
                                      ("Bridge and channel restrictions", (421, 738, 395, 702))],
    }
    allv = []
    for sec, rows in data.items():
        d.add(sec, kind="section")
        for lab, v in rows:
            d.add(lab, list(v), level=1)
            allv.append(v)
    o = (276, 498, 301, 533)
    d.add("Other", list(o))
    allv.append(o)
    d.add("Total", [sum(v[i] for v in allv) for i in range(4)], kind="total")
    return d


def t12():
    cols = (G("Three Months Ended", [("q1", "March 31"), ("q2", "June 30"), ("q3", "September 30"),
                                     ("q4", "December 31")])
            + [Col("fy", ("Full Year",))])
    d = D("t12", "rin", I7A, "Fuel Cost Recovery under Contract Escalation Clauses", cols, style="borderless",
          font="Cond", orient="landscape", label_max=280,
          notes=["(a) Amounts billed to customers under fuel escalation clauses in term contracts; shown as a "
                 "reduction of fuel expense.",
                 "(b) Recovered amount divided by fuel expense."])
    data = {"2018": ((9612, 2.08), (10244, 2.21), (10387, 2.26), (9858, 2.19)),
            "2017": ((9405, 1.62), (9987, 1.58), (10120, 1.66), (9731, 1.84))}
    rec_rate = {"2018": (0.642, 0.668, 0.681, 0.655), "2017": (0.615, 0.629, 0.644, 0.652)}
    for yr, qs in data.items():
        d.add(yr, kind="section")
        gal = [g for g, _ in qs]
        exp = [round(g * p) for g, p in qs]
        rec = [-round(e * rr) for e, rr in zip(exp, rec_rate[yr])]
        net = [e + r for e, r in zip(exp, rec)]
        fy = lambda xs: sum(xs)  # noqa: E731
        d.add("Gallons consumed (thousands)", gal + [fy(gal)], level=1, scale=1e3)
        d.add("Average price per gallon", [p for _, p in qs] + [round(fy(exp) / fy(gal), 2)], level=1, dec=2,
              money=True, scale=NONE, dollar=True)
        d.add("Fuel expense ($000)", exp + [fy(exp)], level=1, money=True, scale=1e3)
        d.add("Recovered through escalation clauses ($000) (a)", rec + [fy(rec)], level=1, money=True, scale=1e3)
        d.add("Net fuel cost ($000)", net + [fy(net)], level=1, money=True, scale=1e3, kind="subtotal")
        d.add("Recovery rate (b)", [round(-r / e * 100, 1) for r, e in zip(rec, exp)]
              + [round(-fy(rec) / fy(exp) * 100, 1)], level=1, dec=1, pct=True)
    return d


# ============================================================== Ostlebury Pipeline (2019)
def t13():
    cols = ([Col("mi", ("Pipeline Miles",), scale=NONE)]
            + G("Throughput (thousand barrels per day)", Y("t"), dec=1, scale=1e3)
            + G("Average Tariff (cents per barrel)", Y("c"), dec=2, cents=True)
            + G("Revenue ($ in millions)", Y("r"), dec=1, money=True, scale=1e6))
    d = D("t13", "ost", I7, "Pipeline Throughput and Tariffs by System", cols, style="booktabs", font="Sans",
          orient="landscape", corner="System", label_max=220,
          notes=["(a) Placed in service April 2018; 2018 figures cover nine months of operation.",
                 "(b) Jet fuel delivered into airport hydrant and storage systems under 10-year agreements "
                 "with airline fuel consortia."])
    data = {  # miles, tput 19/18 (kbpd), tariff 19/18 (cents)
        "Refined products systems": [("Gulf Coast trunk line", 612, 418.6, 402.3, 118.40, 114.95),
                                     ("Mid-Continent system", 1084, 276.4, 281.7, 142.75, 139.20),
                                     ("Northern lateral (a)", 231, 64.8, 47.5, 96.30, 94.10),
                                     ("River terminal connector", 58, 88.2, 85.9, 38.60, 37.85)],
        "Airport jet fuel systems (b)": [("Eastern hub airport line", 74, 112.5, 108.4, 61.20, 59.40),
                                         ("Central hub airport line", 41, 86.3, 84.0, 55.75, 54.10),
                                         ("West Coast airport line", 96, 71.9, 69.2, 73.40, 71.30)],
    }
    tots = []
    for sec, rows in data.items():
        d.add(sec, kind="section")
        sub = []
        for lab, mi, t19, t18, c19, c18 in rows:
            r19 = round(t19 * 365 * c19 / 100 / 1000, 1)
            r18 = round(t18 * 365 * c18 / 100 / 1000, 1)
            d.add(lab, [mi, t19, t18, c19, c18, r19, r18], level=1)
            sub.append((mi, t19, t18, r19, r18))
        s = [tot(sub, 0, 0), tot(sub, 1, 1), tot(sub, 2, 1), tot(sub, 3, 1), tot(sub, 4, 1)]
        tots.append(s)
        d.add("Total " + sec.split(" (")[0].replace(" systems", "").lower(),
              [s[0], s[1], s[2], round(s[3] * 1000 * 100 / (s[1] * 365), 2), round(s[4] * 1000 * 100 / (s[2] * 365), 2),
               s[3], s[4]], level=1, kind="subtotal")
    s = [tot(tots, 0, 0), tot(tots, 1, 1), tot(tots, 2, 1), tot(tots, 3, 1), tot(tots, 4, 1)]
    d.add("Total", [s[0], s[1], s[2], round(s[3] * 1000 * 100 / (s[1] * 365), 2),
                    round(s[4] * 1000 * 100 / (s[2] * 365), 2), s[3], s[4]], kind="total")
    return d


TERMINALS = {
    "Texas": [("Pasadena", 46, 3120, 94.2, 92.8, 88, 4.6), ("Beaumont", 31, 1985, 91.5, 90.1, 82, 3.9),
              ("Corpus Christi", 22, 1240, 87.3, 85.9, 75, 3.1), ("Dallas", 18, 842, 90.6, 91.2, 80, 2.7),
              ("Austin", 12, 486, 88.1, 86.4, 70, 2.2), ("San Antonio", 15, 610, 89.4, 88.0, 74, 2.5),
              ("El Paso", 14, 575, 84.7, 83.3, 65, 1.9)],
    "Louisiana": [("Baton Rouge", 27, 1630, 93.0, 91.7, 86, 4.2), ("Lake Charles", 19, 1104, 90.2, 88.5, 79, 3.4),
                  ("Shreveport", 9, 312, 82.6, 84.0, 60, 1.8)],
    "Oklahoma": [("Oklahoma City", 16, 702, 86.9, 85.2, 72, 2.6), ("Enid", 8, 288, 79.4, 80.8, 55, 1.5),
                 ("Ardmore", 7, 251, 81.3, 79.9, 58, 1.6)],
    "Kansas": [("Wichita", 13, 540, 85.5, 84.7, 69, 2.3), ("Kansas City", 17, 765, 88.8, 87.6, 76, 2.9),
               ("Salina", 6, 196, 77.2, 78.5, 52, 1.4)],
    "Missouri": [("St. Louis", 24, 1312, 91.1, 90.4, 83, 3.6), ("Springfield", 10, 384, 83.9, 82.2, 63, 2.0),
                 ("Jefferson City", 6, 205, 80.5, 79.1, 57, 1.7), ("Cape Girardeau", 8, 267, 82.0, 80.6, 61, 1.9)],
    "Illinois": [("Chicago", 38, 2465, 95.1, 93.9, 90, 5.1), ("Peoria", 11, 426, 84.3, 85.1, 66, 2.1),
                 ("Springfield", 9, 351, 82.7, 81.5, 62, 1.9), ("Champaign", 7, 248, 80.9, 79.6, 59, 1.6),
                 ("Rockford", 10, 389, 83.6, 82.8, 64, 2.0)],
    "Indiana": [("Indianapolis", 21, 1046, 90.3, 89.0, 81, 3.3), ("Fort Wayne", 12, 468, 84.9, 83.7, 67, 2.2),
                ("Evansville", 9, 337, 81.8, 82.4, 60, 1.8)],
    "Ohio": [("Columbus", 20, 988, 89.7, 88.2, 78, 3.0), ("Toledo", 14, 602, 86.2, 84.9, 71, 2.4),
             ("Dayton", 11, 420, 83.1, 82.0, 64, 2.1), ("Cincinnati", 18, 824, 88.4, 87.1, 77, 2.8)],
    "Kentucky": [("Louisville", 16, 713, 87.6, 86.3, 74, 2.7), ("Lexington", 9, 318, 81.4, 80.2, 59, 1.7),
                 ("Paducah", 7, 244, 79.8, 78.6, 56, 1.5)],
    "Tennessee": [("Nashville", 19, 862, 89.0, 87.8, 79, 3.0), ("Memphis", 22, 1075, 90.8, 89.6, 82, 3.2),
                  ("Knoxville", 11, 447, 84.4, 83.0, 66, 2.1), ("Chattanooga", 10, 395, 83.2, 82.1, 63, 2.0)],
}


def t14():
    cols = [Col("tanks", ("Tanks",), scale=NONE),
            Col("cap", ("Shell Capacity (thousand barrels)",), scale=1e3),
            Col("u19", ("Utilization (a)", "2019"), dec=1, pct=True),
            Col("u18", ("Utilization (a)", "2018"), dec=1, pct=True),
            Col("top", ("Capacity under Take-or-Pay Contracts (b)",), pct=True),
            Col("term", ("Weighted Average Remaining Contract Term (years)",), dec=1, scale=NONE)]
    d = D("t14", "ost", I2, "Refined Products Terminals at December 31, 2019", cols, style="grid", font="Sans",
          corner="State / Terminal", pages=2, repeat_header=True, size=8.5, label_max=200,
          notes=["(a) Average shell capacity under contract or in use during the year.",
                 "(b) Share of shell capacity committed under take-or-pay storage and throughput agreements."])
    allv = []
    for st, rows in TERMINALS.items():
        d.add(st, kind="section")
        for lab, *v in rows:
            d.add(lab, v, level=1)
            allv.append(v)
    capt = sum(v[1] for v in allv)
    wavg = lambda i, dec: round(sum(v[1] * v[i] for v in allv) / capt, dec)  # noqa: E731
    d.add("Total", [sum(v[0] for v in allv), capt, wavg(2, 1), wavg(3, 1), wavg(4, 0), wavg(5, 1)], kind="total")
    return d


def t15():
    cols = (G("2019", [("a4", "Q4"), ("a3", "Q3"), ("a2", "Q2"), ("a1", "Q1")])
            + G("2018", [("b4", "Q4"), ("b3", "Q3"), ("b2", "Q2"), ("b1", "Q1")]))
    d = D("t15", "ost", I7, "Quarterly Distributions and Distribution Coverage", cols, style="zebra", font="Serif",
          orient="landscape", corner="Quarter to which the distribution relates", label_max=160, size=8,
          notes=["(a) Distributable cash flow is a non-GAAP measure; see the reconciliation to net income "
                 "elsewhere in this Item.",
                 "(b) Distributable cash flow divided by distributions declared for the quarter."])
    per = [0.7125, 0.7050, 0.6975, 0.6900, 0.6825, 0.6750, 0.6675, 0.6600]
    decl = ["Jan. 23, 2020", "Oct. 22, 2019", "Jul. 23, 2019", "Apr. 23, 2019",
            "Jan. 22, 2019", "Oct. 23, 2018", "Jul. 24, 2018", "Apr. 24, 2018"]
    paid = ["Feb. 14, 2020", "Nov. 14, 2019", "Aug. 14, 2019", "May 15, 2019",
            "Feb. 14, 2019", "Nov. 14, 2018", "Aug. 14, 2018", "May 15, 2018"]
    units = [148.6, 148.4, 148.1, 147.9, 146.2, 146.0, 145.7, 145.5]  # millions, not printed
    dcf = [131.8, 127.4, 122.9, 118.6, 120.3, 116.2, 110.8, 112.4]
    dist = [round(p * u, 1) for p, u in zip(per, units)]
    d.add("Distribution declared per common unit", per, dec=4, money=True, scale=NONE, dollar=True)
    d.add("Declaration date", decl)
    d.add("Payment date", paid)
    d.add("Cash flow measures ($ in millions)", kind="section")
    d.add("Distributable cash flow (a)", dcf, level=1, dec=1, money=True, scale=1e6, dollar=False)
    d.add("Distributions declared", dist, level=1, dec=1, money=True, scale=1e6, dollar=False)
    d.add("Excess (shortfall) of distributable cash flow", [round(a - b, 1) for a, b in zip(dcf, dist)], level=1,
          dec=1, money=True, scale=1e6, dollar=False, kind="subtotal")
    d.add("Distribution coverage ratio (b)", [round(a / b, 2) for a, b in zip(dcf, dist)], dec=2, scale=NONE)
    return d


# ============================================================== Cranshallow Coach & Transit (2019)
def t16():
    cols = G("Year Ended December 31,", [("y19", "2019"), ("y18", "2018"), ("y17", "2017")])
    d = D("t16", "cra", I7, "Operating Statistics by Service Line", cols, style="booktabs", font="Serif",
          label_max=280,
          notes=["(a) Fixed-route and paratransit services operated under contracts with public transit agencies; "
                 "fare revenue is retained by the agencies.",
                 "(b) Revenue hours are hours that vehicles are in passenger service, excluding deadhead."])
    d.add("Scheduled intercity service", kind="section")
    d.add("Passengers carried (thousands)", [6842, 6715, 6590], level=1, scale=1e3)
    d.add("Vehicle miles (millions)", [58.4, 57.1, 56.8], level=1, dec=1, scale=1e6)
    d.add("Revenue per vehicle mile", [3.86, 3.74, 3.69], level=1, dec=2, money=True, scale=NONE, dollar=True)
    d.add("Average load factor", [61.8, 60.9, 59.7], level=1, dec=1, pct=True)
    d.add("Charter and tour", kind="section")
    d.add("Charter trips operated", [41206, 43815, 42970], level=1, scale=NONE)
    d.add("Vehicle miles (millions)", [22.7, 23.9, 23.5], level=1, dec=1, scale=1e6)
    d.add("Revenue per vehicle mile", [5.12, 4.98, 4.91], level=1, dec=2, money=True, scale=NONE, dollar=True)
    d.add("Contract transit (a)", kind="section")
    d.add("Revenue hours (thousands) (b)", [3917, 3684, 3402], level=1, scale=1e3)
    d.add("Revenue per revenue hour", [84.35, 81.90, 79.62], level=1, dec=2, money=True, scale=NONE, dollar=True)
    d.add("Vehicles in service at year-end", [2486, 2359, 2214], level=1, scale=NONE)
    d.add("School transportation", kind="section")
    d.add("Routes operated", [3105, 3022, 2968], level=1, scale=NONE)
    d.add("Vehicle miles (millions)", [41.2, 40.3, 39.6], level=1, dec=1, scale=1e6)
    d.add("Students carried per school day (thousands)", [214.6, 209.8, 205.1], level=1, dec=1, scale=1e3)
    return d


CONTRACTS = {
    "Northeast": [("Albany, NY", "Fixed route", 0, 86, "Jul. 2015", "Jun. 2022", 2, 21840),
                  ("Hartford, CT", "Paratransit", 64, 0, "Oct. 2017", "Sep. 2022", 3, 9315),
                  ("Providence, RI", "Fixed route", 0, 112, "Jan. 2016", "Dec. 2020", 1, 28905),
                  ("Worcester, MA", "Paratransit", 41, 12, "Jul. 2018", "Jun. 2023", 2, 6410),
                  ("Scranton, PA", "Fixed route", 18, 39, "Apr. 2014", "Mar. 2021", 0, 11280),
                  ("Portland, ME", "Commuter express", 22, 0, "Sep. 2019", "Aug. 2024", 3, 1875),
                  ("Syracuse, NY", "Paratransit", 37, 0, "Jan. 2017", "Dec. 2021", 2, 5940),
                  ("Manchester, NH", "Fixed route", 0, 44, "Jul. 2016", "Jun. 2021", 1, 8770)],
    "Southeast": [("Charleston, SC", "Fixed route", 0, 97, "Oct. 2015", "Sep. 2022", 2, 22315),
                  ("Savannah, GA", "Paratransit", 52, 0, "Jan. 2018", "Dec. 2022", 3, 7620),
                  ("Knoxville, TN", "Fixed route", 0, 71, "Jul. 2017", "Jun. 2024", 2, 16480),
                  ("Tallahassee, FL", "Microtransit", 26, 0, "Mar. 2019", "Feb. 2022", 2, 2135),
                  ("Mobile, AL", "Fixed route", 14, 48, "Oct. 2013", "Sep. 2020", 0, 12095),
                  ("Chattanooga, TN", "Paratransit", 33, 8, "Jul. 2016", "Jun. 2021", 1, 5210),
                  ("Greenville, SC", "Commuter express", 19, 0, "Jan. 2019", "Dec. 2023", 2, 2480)],
    "Midwest": [("Madison, WI", "Fixed route", 0, 138, "Jan. 2014", "Dec. 2021", 1, 33620),
                ("Des Moines, IA", "Paratransit", 58, 0, "Jul. 2017", "Jun. 2022", 2, 8845),
                ("Lansing, MI", "Fixed route", 0, 82, "Oct. 2016", "Sep. 2023", 2, 19370),
                ("Peoria, IL", "Microtransit", 15, 0, "Jun. 2019", "May 2022", 2, 1190),
                ("Fort Wayne, IN", "Fixed route", 12, 56, "Jan. 2015", "Dec. 2020", 0, 13740),
                ("Dayton, OH", "Paratransit", 47, 15, "Apr. 2018", "Mar. 2023", 3, 7985),
                ("Topeka, KS", "Fixed route", 0, 38, "Jul. 2017", "Jun. 2022", 2, 8160),
                ("Duluth, MN", "Commuter express", 17, 0, "Nov. 2018", "Oct. 2023", 2, 2345)],
    "West": [("Boise, ID", "Fixed route", 0, 74, "Oct. 2016", "Sep. 2023", 2, 18215),
             ("Reno, NV", "Paratransit", 61, 0, "Jul. 2015", "Jun. 2020", 1, 9470),
             ("Spokane, WA", "Fixed route", 0, 91, "Jan. 2018", "Dec. 2024", 3, 22960),
             ("Fresno, CA", "Paratransit", 72, 18, "Jul. 2017", "Jun. 2022", 2, 11630),
             ("Tucson, AZ", "Commuter express", 28, 0, "Jan. 2019", "Dec. 2023", 2, 3015),
             ("Eugene, OR", "Microtransit", 21, 0, "Aug. 2019", "Jul. 2022", 2, 845),
             ("Salt Lake City, UT", "Fixed route", 0, 126, "Jul. 2014", "Jun. 2021", 1, 31490)],
}


def t17():
    cols = [Col("svc", ("Service Type",), text=True),
            Col("own", ("Vehicles Operated", "Company-Owned"), scale=NONE),
            Col("agy", ("Vehicles Operated", "Agency-Provided"), scale=NONE),
            Col("beg", ("Contract Term", "Start"), text=True),
            Col("end", ("Contract Term", "Expiration"), text=True),
            Col("opt", ("Option Years Remaining",), scale=NONE),
            Col("rev", ("2019 Revenue ($000)",), money=True, scale=1e3)]
    d = D("t17", "cra", I1, "Contract Transit Agreements at December 31, 2019", cols, style="grid", font="Cond",
          orient="landscape", corner="Region / Agency service area", pages=2, repeat_header=True, size=9,
          label_max=180,
          notes=["Contracts are with the public transit agency serving the area shown. Option years are "
                 "exercisable by the agency only."])
    allv = []
    for reg, rows in CONTRACTS.items():
        d.add(reg, kind="section")
        for lab, *v in rows:
            d.add(lab, v, level=1)
            allv.append(v)
    d.add("Total", ["", sum(v[1] for v in allv), sum(v[2] for v in allv), "", "", "",
                    sum(v[6] for v in allv)], kind="total")
    return d


def t18():
    cols = (G("Drivers at December 31,", Y("n"), scale=NONE)
            + G("Annualized Turnover", Y("t"), dec=1, pct=True)
            + G("Average Hourly Wage", Y("w"), dec=2, money=True, scale=NONE, dollar="all"))
    d = D("t18", "cra", I1, "Driver Workforce by Segment and Region", cols, style="zebra", font="Sans",
          paper="Letter", corner="Segment / Region", label_max=200,
          notes=["(a) Includes 412 drivers at December 31, 2019 (388 at December 31, 2018) who hold both "
                 "motorcoach and school bus endorsements and are counted in their primary segment.",
                 "(b) Voluntary and involuntary separations during the year divided by the average number of "
                 "drivers."])
    data = {
        "Motorcoach (a)": [("Northeast", 842, 815, 38.4, 41.2, 27.85, 26.90), ("Southeast", 617, 633, 44.6, 43.1, 24.10, 23.35),
                           ("Midwest", 528, 541, 36.9, 39.8, 25.40, 24.75), ("West", 701, 668, 41.7, 40.2, 28.65, 27.60)],
        "Transit and school": [("Northeast", 2315, 2240, 29.8, 31.5, 24.95, 24.10),
                               ("Southeast", 1876, 1794, 34.2, 35.9, 21.60, 20.85),
                               ("Midwest", 2541, 2478, 31.1, 30.4, 22.75, 22.05),
                               ("West", 2098, 1957, 33.6, 34.8, 26.30, 25.15)],
    }
    tots = []
    for sec, rows in data.items():
        d.add(sec, kind="section")
        for lab, *v in rows:
            d.add(lab, v, level=1)
        tots.extend(rows)
        s = _wavg_rows([r[1:] for r in rows])
        d.add("Total " + sec.split(" (")[0].lower(), s, level=1, kind="subtotal")
    d.add("Total drivers (b)", _wavg_rows([r[1:] for r in tots]), kind="total")
    return d


def _wavg_rows(rows):
    n19, n18 = sum(r[0] for r in rows), sum(r[1] for r in rows)
    return [n19, n18, round(sum(r[0] * r[2] for r in rows) / n19, 1), round(sum(r[1] * r[3] for r in rows) / n18, 1),
            round(sum(r[0] * r[4] for r in rows) / n19, 2), round(sum(r[1] * r[5] for r in rows) / n18, 2)]


def t19():
    cols = [Col("aw", ("Grant Amount ($000)", "Awarded"), money=True, scale=1e3),
            Col("dr", ("Grant Amount ($000)", "Drawn through Dec. 31, 2019"), money=True, scale=1e3),
            Col("rm", ("Grant Amount ($000)", "Remaining"), money=True, scale=1e3),
            Col("lm", ("Required Local Match",), pct=True),
            Col("veh", ("Vehicles Funded",), scale=NONE),
            Col("pop", ("Period of Performance Ends",), text=True)]
    d = D("t19", "cra", I8, "Capital Grants by Program", cols, style="borderless", font="Serif",
          orient="landscape", corner="Program", label_max=250,
          notes=["(a) Grants are recorded as a reduction of the cost of the vehicles or facilities funded.",
                 "(b) Incentive paid on delivery of each battery-electric coach; no local match is required."])
    data = {
        "Federal Transit Administration (a)": [("Intercity bus program", 12400, 8615, 20, 31, "September 2021"),
                                               ("Bus and bus facilities", 18750, 11240, 20, 44, "June 2022"),
                                               ("Low- or no-emission vehicles", 9300, 2185, 15, 12, "March 2023"),
                                               ("Rural area formula", 4860, 4312, 50, 18, "December 2020")],
        "State programs": [("Clean diesel replacement", 3725, 3725, 25, 21, "December 2019"),
                           ("Zero-emission coach incentive (b)", 6000, 1500, 0, 16, "June 2022"),
                           ("Accessibility improvement", 1480, 655, 10, None, "September 2021")],
    }
    allv = []
    for sec, rows in data.items():
        d.add(sec, kind="section")
        for lab, aw, dr, lm, veh, pop in rows:
            v = [aw, dr, aw - dr, lm, veh, pop]
            d.add(lab, v, level=1)
            allv.append(v)
    d.add("Total", [sum(v[0] for v in allv), sum(v[1] for v in allv), sum(v[2] for v in allv), "",
                    sum(v[4] or 0 for v in allv), ""], kind="total")
    return d


# ============================================================== Quintheral Flight Kitchens (2019)
MEALS = {  # meals (millions) 19/18, revenue ($ millions) 19/18
    "North America": [("Premium cabins (a)", 14.2, 13.6, 276.9, 259.8), ("Economy cabins", 61.8, 59.4, 318.3, 302.9),
                      ("Crew meals", 9.4, 9.1, 54.5, 51.9)],
    "Europe": [("Premium cabins (a)", 9.8, 9.5, 172.5, 164.4), ("Economy cabins", 44.6, 43.2, 196.2, 186.6),
               ("Crew meals", 6.1, 6.0, 31.7, 30.6)],
    "Asia Pacific": [("Premium cabins (a)", 7.3, 6.6, 139.4, 124.1), ("Economy cabins", 38.5, 35.1, 169.4, 151.6),
                     ("Crew meals", 4.6, 4.2, 22.1, 19.7)],
}


def meal_totals():
    allr = [r for rows in MEALS.values() for r in rows]
    return round(sum(r[1] for r in allr), 1), round(sum(r[2] for r in allr), 1)


def t20():
    cols = (G("Meals Produced (millions)", Y("m"), dec=1, scale=1e6)
            + G("Revenue per Meal", Y("p"), dec=2, money=True, scale=NONE, dollar="filing")
            + G("Catering Revenue ($ in millions)", Y("r"), dec=1, money=True, scale=1e6))
    d = D("t20", "qui", I7, "Meals Produced and Revenue per Meal by Region and Cabin", cols, style="zebra",
          font="Sans", orient="landscape", corner="Region / Cabin", label_max=230,
          notes=["(a) First and business class meals, including lounge catering sold per passenger.",
                 "(b) Revenue per meal is catering revenue divided by meals produced."])
    tots = []
    for reg, rows in MEALS.items():
        d.add(reg, kind="section")
        for lab, m19, m18, r19, r18 in rows:
            d.add(lab, [m19, m18, round(r19 / m19, 2), round(r18 / m18, 2), r19, r18], level=1)
        s = [tot([r[1:] for r in rows], i, 1) for i in range(4)]
        tots.append(s)
        d.add("Total " + reg, [s[0], s[1], round(s[2] / s[0], 2), round(s[3] / s[1], 2), s[2], s[3]], level=1,
              kind="subtotal")
    s = [tot(tots, i, 1) for i in range(4)]
    d.add("Total (b)", [s[0], s[1], round(s[2] / s[0], 2), round(s[3] / s[1], 2), s[2], s[3]], kind="total")
    return d


def t21():
    cols = (G("Cost ($ in millions)", Y("c"), dec=1, money=True, scale=1e6)
            + G("Cost per Meal (cents) (a)", Y("p"), dec=1, cents=True)
            + [Col("ch", ("Change in Cost per Meal",), dec=1, pct=True)])
    d = D("t21", "qui", I7, "Cost of Services per Meal by Component", cols, style="booktabs", font="Cond",
          paper="Letter", corner="Component", label_max=260,
          notes=["(a) Cost divided by meals produced (2019: {:,.1f} million; 2018: {:,.1f} million).".format(*meal_totals()),
                 "(b) Rent, utilities and maintenance of flight kitchens."])
    m19, m18 = meal_totals()
    data = [("Food and beverage ingredients", 412.6, 389.4, 0),
            ("Direct labor", None, None, 1),
            ("Production", 231.8, 216.3, 1), ("Assembly and packing", 118.4, 112.9, 1),
            ("Delivery and aircraft loading", 146.2, 138.1, 1),
            ("Packaging and disposables", 58.9, 60.4, 0), ("Kitchen occupancy (b)", 71.3, 68.8, 0),
            ("Vehicles and high-loaders", 39.6, 36.2, 0), ("Other", 24.7, 25.3, 0)]

    def vals(a, b):
        pa, pb = round(a / m19 * 100, 1), round(b / m18 * 100, 1)
        return [a, b, pa, pb, chg(pa, pb)]
    for lab, a, b, lev in data:
        if a is None:
            d.add(lab, kind="section")
        else:
            d.add(lab, vals(a, b), level=lev)
    ta = round(sum(x[1] for x in data if x[1]), 1)
    tb = round(sum(x[2] for x in data if x[2]), 1)
    d.add("Total cost of services", vals(ta, tb), kind="total")
    return d


def t22():
    cols = (G("Expected to Be Recognized in", [("y20", "2020"), ("y21", "2021"), ("y22", "2022"), ("y23", "2023"),
                                                ("y24", "2024 and Thereafter")], money=True)
            + [Col("tot", ("Total",), money=True)])
    d = D("t22", "qui", I8, "Remaining Performance Obligations at December 31, 2019", cols, style="grid",
          font="Serif", orient="landscape", corner="(in thousands)", scale=1e3, label_max=230,
          notes=["(a) Minimum annual commissions guaranteed under onboard retail concession agreements.",
                 "(b) Excludes variable consideration for meals ordered per flight, which is recognized as the "
                 "meals are delivered."])
    data = [("Airline catering agreements (b)", None, 0),
            ("Network carriers", (312450, 287960, 241305, 168720, 92415), 1),
            ("Low-cost carriers", (84210, 71835, 52640, 28310, 6875), 1),
            ("Charter and business aviation", (12875, 8420, 3160, None, None), 1)]
    sub = []
    d.add(data[0][0], kind="section")
    for lab, v, lev in data[1:]:
        vv = list(v) + [sum(x or 0 for x in v)]
        d.add(lab, vv, level=lev)
        sub.append([x or 0 for x in vv])
    s = [sum(r[i] for r in sub) for i in range(6)]
    d.add("Total airline catering", s, level=1, kind="subtotal")
    o1 = [18600, 18600, 12400, None, None]
    o2 = [9735, 6210, 2980, 1145, None]
    rows = [s]
    for lab, v in (("Onboard retail concessions (a)", o1), ("Laundry and equipment services", o2)):
        vv = v + [sum(x or 0 for x in v)]
        d.add(lab, vv)
        rows.append([x or 0 for x in vv])
    d.add("Total remaining performance obligations", [sum(r[i] for r in rows) for i in range(6)], kind="total")
    return d


KITCHENS = {  # station: area (000 sq ft), capacity, ADM 2019, ADM 2018, customers, employees
    "North America": [("Atlanta (ATL)", 142, 58000, 46310, 44820, 14, 1315), ("Boston (BOS)", 68, 24000, 18275, 17640, 11, 604),
                      ("Charlotte (CLT)", 74, 26500, 20140, 19380, 6, 642), ("Chicago (ORD)", 155, 62000, 49860, 48215, 19, 1422),
                      ("Dallas/Fort Worth (DFW)", 138, 56000, 45125, 43690, 13, 1284), ("Denver (DEN)", 96, 36000, 27930, 26410, 12, 861),
                      ("Detroit (DTW)", 71, 25500, 19215, 19540, 8, 590), ("Houston (IAH)", 104, 40000, 31480, 30125, 15, 944),
                      ("Las Vegas (LAS)", 58, 21000, 15720, 15095, 16, 472), ("Los Angeles (LAX)", 176, 70000, 57640, 55980, 31, 1690),
                      ("Miami (MIA)", 121, 47000, 37815, 36220, 27, 1106), ("Minneapolis (MSP)", 66, 23500, 17365, 17010, 7, 538),
                      ("Montreal (YUL)", 52, 18000, 13240, 12875, 10, 415), ("Newark (EWR)", 118, 45000, 36480, 35310, 21, 1062),
                      ("New York (JFK)", 164, 66000, 54275, 52640, 38, 1588), ("Orlando (MCO)", 61, 22000, 16830, 15940, 14, 506),
                      ("Philadelphia (PHL)", 72, 26000, 19905, 19620, 9, 615), ("Phoenix (PHX)", 64, 23000, 17160, 16725, 9, 524),
                      ("San Francisco (SFO)", 149, 58000, 47320, 45870, 29, 1391), ("Seattle (SEA)", 93, 35000, 27615, 26480, 17, 846),
                      ("Toronto (YYZ)", 112, 43000, 34560, 33140, 22, 1018), ("Washington (IAD)", 87, 32000, 24830, 24115, 18, 752)],
    "Europe": [("Amsterdam (AMS)", 94, 36000, 28815, 27960, 24, 905), ("Barcelona (BCN)", 48, 17000, 12630, 11985, 15, 402),
               ("Dublin (DUB)", 45, 16000, 12210, 11540, 12, 377), ("Frankfurt (FRA)", 131, 52000, 42370, 41150, 33, 1294),
               ("Lisbon (LIS)", 39, 14000, 10485, 9870, 11, 331), ("London (LHR)", 168, 68000, 56215, 54830, 41, 1705),
               ("Madrid (MAD)", 82, 31000, 24190, 23350, 22, 748), ("Manchester (MAN)", 51, 18500, 13815, 13420, 14, 436),
               ("Milan (MXP)", 57, 20000, 15260, 14780, 18, 471), ("Munich (MUC)", 88, 34000, 26940, 26115, 21, 832),
               ("Paris (CDG)", 142, 56000, 45480, 44260, 36, 1378), ("Rome (FCO)", 69, 25000, 19370, 18690, 19, 594),
               ("Vienna (VIE)", 44, 15500, 11720, 11305, 13, 359), ("Zurich (ZRH)", 62, 22000, 17045, 16690, 16, 520)],
    "Asia Pacific": [("Auckland (AKL)", 41, 14500, 10815, 10240, 13, 336), ("Bangkok (BKK)", 97, 38000, 30460, 28115, 28, 1012),
                     ("Brisbane (BNE)", 46, 16000, 12140, 11605, 12, 372), ("Hong Kong (HKG)", 124, 50000, 40285, 39610, 34, 1265),
                     ("Melbourne (MEL)", 73, 27000, 21030, 19985, 17, 651), ("Osaka (KIX)", 58, 21000, 16275, 15310, 15, 498),
                     ("Seoul (ICN)", 106, 42000, 33810, 31760, 26, 1046), ("Singapore (SIN)", 133, 54000, 44120, 41835, 37, 1347),
                     ("Sydney (SYD)", 101, 39000, 31245, 29870, 24, 968), ("Tokyo (NRT)", 112, 44000, 35670, 34215, 29, 1103)],
}


def t23():
    cols = [Col("area", ("Kitchen Area (thousand sq. ft.)",), scale=1e3),
            Col("cap", ("Daily Meal Capacity (a)",), scale=NONE),
            Col("m19", ("Average Daily Meals", "2019"), scale=NONE),
            Col("m18", ("Average Daily Meals", "2018"), scale=NONE),
            Col("cust", ("Airline Customers Served",), scale=NONE),
            Col("emp", ("Employees at Year-End",), scale=NONE)]
    d = D("t23", "qui", I2, "Flight Kitchen Network", cols, style="borderless", font="Sans", paper="Letter",
          corner="Region / Station", pages=2, repeat_header=False, size=8.5, label_max=200,
          notes=["(a) Meals per day the kitchen can produce on a two-shift basis with its current equipment."])
    for reg, rows in KITCHENS.items():
        d.add(reg, kind="section")
        for lab, *v in rows:
            d.add(lab, v, level=1)
    allv = [v for rows in KITCHENS.values() for _, *v in rows]
    t = [sum(v[i] for v in allv) for i in range(6)]
    t[4] = None  # customers overlap across stations; no total
    d.add("Total", t, kind="total")
    return d


# ============================================================== Harbrocken Port Holdings (2018)
PORT = {  # TEU (thousands) 18/17, vessel calls 18/17, moves per hour 18/17
    "Gulf Coast": [("Eastquay Container Terminal", 1184.6, 1102.3, 1412, 1375, 31.4, 30.2),
                   ("Saltgrove Terminal (c)", 648.2, 655.9, 884, 902, 27.8, 28.5)],
    "Atlantic Coast": [("Gorsebrook Terminal", 937.5, 874.1, 1106, 1051, 33.2, 31.6),
                       ("Harbour Point Terminal", 412.8, 398.4, 623, 617, 25.9, 25.1)],
    "Caribbean (b)": [("Wendlecote Freeport", 1356.3, 1289.7, 1738, 1694, 35.6, 34.8)],
}


def port_teu():
    allr = [r for rows in PORT.values() for r in rows]
    return round(sum(r[1] for r in allr), 1), round(sum(r[2] for r in allr), 1)


def t24():
    cols = (G("Throughput (thousand TEU)", [("t18", "2018"), ("t17", "2017"), ("tc", "% Change")], dec=1, scale=1e3)
            + G("Vessel Calls", [("v18", "2018"), ("v17", "2017")], scale=NONE)
            + G("Berth Productivity (moves per hour) (a)", [("b18", "2018"), ("b17", "2017")], dec=1, scale=NONE))
    for c in cols:
        if c.key == "tc":
            c.pct, c.scale = True, None
    d = D("t24", "har", I7, "Terminal Throughput and Productivity", cols, style="booktabs", font="Serif",
          orient="landscape", corner="Region / Terminal", label_max=230,
          notes=["(a) Container moves per hour of berth time from first line to last line, averaged over all calls.",
                 "(b) Transshipment accounts for about 80% of the Caribbean throughput.",
                 "(c) Throughput at Saltgrove was reduced by a four-week crane replacement in the second quarter "
                 "of 2018."])
    tots = []
    for reg, rows in PORT.items():
        d.add(reg, kind="section")
        for lab, a, b, c, e, f, g in rows:
            d.add(lab, [a, b, chg(a, b), c, e, f, g], level=1)
            tots.append((a, b, c, e))
    a, b = port_teu()
    c, e = sum(t[2] for t in tots), sum(t[3] for t in tots)
    d.add("Total", [a, b, chg(a, b), c, e, None, None], kind="total")
    return d


def t25():
    cols = [Col("area", ("Terminal Area (acres)",), scale=NONE),
            Col("quay", ("Quay Length (meters)",), scale=NONE),
            Col("beg", ("Concession Term", "Commenced"), text=True),
            Col("end", ("Concession Term", "Expires (a)"), text=True),
            Col("mag", ("Minimum Annual Throughput Guarantee (thousand TEU)",), scale=1e3),
            Col("fee", ("Fixed Annual Fee ($ in millions)",), dec=1, money=True, scale=1e6)]
    d = D("t25", "har", I1, "Terminal Concession and Lease Agreements", cols, style="grid", font="Sans",
          orient="landscape", corner="Terminal", label_max=240,
          notes=["(a) Before any extension options. Eastquay and Gorsebrook each have one ten-year option.",
                 "(b) Long-term ground lease from a private landowner rather than a public concession; the fee "
                 "shown is the annual ground rent."])
    rows = [("Eastquay Container Terminal", 214, 1520, "2004", "2039", 850, 24.6),
            ("Saltgrove Terminal", 138, 980, "2009", "2034", 500, 11.8),
            ("Gorsebrook Terminal", 176, 1310, "2012", "2047", 700, 19.2),
            ("Harbour Point Terminal (b)", 61, 540, "2015", "2065", None, 3.4),
            ("Wendlecote Freeport", 305, 2040, "2001", "2031", 1100, 28.5)]
    for lab, *v in rows:
        d.add(lab, v)
    d.add("Total", [sum(r[1] for r in rows), sum(r[2] for r in rows), "", "",
                    sum(r[5] or 0 for r in rows), round(sum(r[6] for r in rows), 1)], kind="total")
    return d


def t26():
    cols = (G("Ship-to-Shore Cranes", [("sts", "In Service"), ("ord", "On Order (a)")], scale=NONE)
            + G("Yard Equipment", [("rtg", "Rubber-Tired Gantries"), ("str", "Straddle Carriers"),
                                   ("tt", "Terminal Tractors")], scale=NONE)
            + [Col("rs", ("Reach Stackers and Empty Handlers",), scale=NONE)])
    d = D("t26", "har", I2, "Container Handling Equipment at December 31, 2018", cols, style="zebra", font="Serif",
          paper="A4", corner="Terminal", label_max=220, size=8,
          notes=["(a) Deliveries scheduled in 2019 and 2020; the new cranes at Saltgrove replace four older units.",
                 "(b) Operates straddle carriers only; no rubber-tired gantries."])
    rows = [("Gulf Coast", None), ("Eastquay Container Terminal", [14, 2, 38, None, 96, 18]),
            ("Saltgrove Terminal", [8, 4, 22, None, 54, 11]),
            ("Atlantic Coast", None), ("Gorsebrook Terminal (b)", [11, 0, None, 46, 12, 14]),
            ("Harbour Point Terminal", [5, 0, 12, None, 31, 7]),
            ("Caribbean", None), ("Wendlecote Freeport", [17, 3, 52, None, 118, 9])]
    allv = []
    for lab, v in rows:
        if v is None:
            d.add(lab, kind="section")
        else:
            d.add(lab, v, level=1)
            allv.append(v)
    d.add("Total", [sum(v[i] or 0 for v in allv) for i in range(6)], kind="total")
    return d


def t27():
    a18, a17 = port_teu()
    cols = []
    for y in ("2018", "2017"):
        cols += [Col("a" + y[-2:], (y, "Amount"), money=True),
                 Col("u" + y[-2:], (y, "Per TEU Handled"), dec=2, money=True, scale=NONE, dollar="filing")]
    d = D("t27", "har", I7, "Revenues by Service Type", cols, style="borderless", font="Cond", paper="Letter",
          corner="(in thousands, except per TEU amounts)", scale=1e3, label_max=260,
          notes=[f"(a) Per TEU amounts divide revenue by total throughput ({a18:,.1f} thousand TEU in 2018 and "
                 f"{a17:,.1f} thousand TEU in 2017).",
                 "(b) Berthage, line handling, and pilotage arranged for carriers."])
    data = [("Stevedoring", None, 0), ("Import laden", (198412, 184930), 1), ("Export laden", (162305, 155718), 1),
            ("Empty containers", (31840, 30115), 1), ("Transshipment", (121766, 113402), 1)]

    def vals(x, y):
        return [x, round(x / a18, 2), y, round(y / a17, 2)]  # $000 / thousand TEU = $ per TEU
    d.add("Stevedoring", kind="section")
    sub = data[1:]
    for lab, (x, y), lev in sub:
        d.add(lab, vals(x, y), level=lev)
    sx, sy = sum(v[0] for _, v, _ in sub), sum(v[1] for _, v, _ in sub)
    d.add("Total stevedoring", vals(sx, sy), level=1, kind="subtotal")
    other = [("Storage and demurrage", (58214, 49870)), ("Reefer monitoring and power", (24607, 22986)),
             ("Vessel services (b)", (17935, 17104)), ("Other", (6288, 7015))]
    for lab, (x, y) in other:
        d.add(lab, vals(x, y))
    tx, ty = sx + sum(v[0] for _, v in other), sy + sum(v[1] for _, v in other)
    d.add("Total revenues (a)", vals(tx, ty), kind="total")
    return d


# ============================================================== Dravensby Car Rental (2019)
SEG = {  # days (000), avg vehicles (000), revenue ($M), depreciation ($M)
    "Americas": {"2019": (142316, 512.4, 6745.8, 1532.6), "2018": (136870, 498.1, 6421.3, 1541.9)},
    "International": {"2019": (48902, 174.6, 2011.4, 412.7), "2018": (47215, 171.2, 1972.6, 418.3)},
}


def seg_metrics(days, veh, rev, dep):
    return [days, veh, round(days / (veh * 365) * 100, 1), round(rev * 1000 / days, 2),
            round(rev * 1e6 / (veh * 1000) / 12, 0), round(dep * 1e6 / (veh * 1000) / 12, 0), rev]


def t28():
    cols = []
    for seg in SEG:
        p = seg[0].lower()
        cols += [Col(p + "19", (seg, "2019")), Col(p + "18", (seg, "2018")),
                 Col(p + "ch", (seg, "% Change"), dec=1, pct=True)]
    d = D("t28", "dra", I7, "Selected Car Rental Operating Metrics by Segment", cols, style="booktabs", font="Sans",
          orient="landscape", corner="Year ended December 31,", label_max=300,
          notes=["(a) Transaction days divided by available car days (average rentable vehicles times days in "
                 "the period).",
                 "(b) Total revenues divided by transaction days.",
                 "(c) Vehicle depreciation and lease charges, net, divided by average rentable vehicles, per month."])
    m = {s: {y: seg_metrics(*SEG[s][y]) for y in ("2019", "2018")} for s in SEG}
    spec = [("Volume", None, {}), ("Transaction days (in thousands)", 0, dict(scale=1e3)),
            ("Average rentable vehicles (in thousands)", 1, dict(dec=1, scale=1e3)),
            ("Vehicle utilization (a)", 2, dict(dec=1, pct=True)),
            ("Unit economics", None, {}),
            ("Total revenue per transaction day (b)", 3, dict(dec=2, money=True, scale=NONE, dollar=True)),
            ("Total revenue per unit per month", 4, dict(dec=0, money=True, scale=NONE, dollar=True)),
            ("Depreciation per unit per month (c)", 5, dict(dec=0, money=True, scale=NONE, dollar=True)),
            ("Total revenues ($ in millions)", 6, dict(dec=1, money=True, scale=1e6, dollar=True))]
    for lab, i, kw in spec:
        if i is None:
            d.add(lab, kind="section")
            continue
        vals = []
        for s in SEG:
            a, b = m[s]["2019"][i], m[s]["2018"][i]
            if i == 2:
                ch = round(a - b, 1)  # printed as points below, not asked
                vals += [a, b, f"{ch:+.1f} pts"]
            else:
                vals += [a, b, chg(a, b)]
        d.add(lab, vals, level=1 if i != 6 else 0, **kw)
    return d


def t29():
    cols = [Col("p", ("Year Ended December 31, 2019", "Program (a)"), dec=1),
            Col("r", ("Year Ended December 31, 2019", "Risk"), dec=1),
            Col("t", ("Year Ended December 31, 2019", "Total"), dec=1),
            Col("s", ("Year Ended December 31, 2019", "% of Segment Total"), dec=1, pct=True),
            Col("t8", ("Year Ended December 31, 2018", "Total"), dec=1),
            Col("s8", ("Year Ended December 31, 2018", "% of Segment Total"), dec=1, pct=True)]
    d = D("t29", "dra", I7, "Vehicle Purchases by Manufacturer", cols, style="grid", font="Cond", paper="A4",
          corner="(vehicles in thousands)", scale=1e3, label_max=200,
          notes=["(a) Vehicles bought under repurchase or guaranteed depreciation programs with the manufacturer.",
                 "(b) Includes Kia."])
    data = {
        "Americas": [("General Motors", 48.2, 61.5, 118.4), ("Toyota", 22.6, 70.8, 86.1), ("Ford", 35.9, 28.4, 71.3),
                     ("Nissan", 19.4, 41.7, 64.8), ("Hyundai (b)", 8.1, 44.3, 47.6), ("Other", 6.5, 31.2, 39.4)],
        "International": [("Volkswagen Group", 21.3, 17.6, 40.1), ("Renault", 14.8, 9.7, 23.9),
                          ("Toyota", 6.2, 12.4, 17.5), ("PSA Group", 11.6, 8.3, 21.2), ("Other", 4.9, 15.8, 19.6)],
    }
    tots = []
    for seg, rows in data.items():
        d.add(seg, kind="section")
        t19 = round(sum(p + r for _, p, r, _ in rows), 1)
        t18 = round(sum(x for *_, x in rows), 1)
        for lab, p, r, x in rows:
            t = round(p + r, 1)
            d.add(lab, [p, r, t, round(t / t19 * 100, 1), x, round(x / t18 * 100, 1)], level=1)
        sp, sr = round(sum(x[1] for x in rows), 1), round(sum(x[2] for x in rows), 1)
        d.add("Total " + seg, [sp, sr, t19, 100.0, t18, 100.0], level=1, kind="subtotal")
        tots.append((sp, sr, t19, t18))
    d.add("Total purchases", [round(sum(t[0] for t in tots), 1), round(sum(t[1] for t in tots), 1),
                              round(sum(t[2] for t in tots), 1), None, round(sum(t[3] for t in tots), 1), None],
          kind="total")
    return d


def t30():
    cols = []
    for y in ("2019", "2018"):
        k = y[-2:]
        cols += [Col("u" + k, (y, "Vehicles Disposed (thousands)"), dec=1, scale=1e3),
                 Col("p" + k, (y, "Average Proceeds per Vehicle"), money=True, scale=NONE, dollar="filing"),
                 Col("g" + k, (y, "Gain (Loss) on Disposal ($ in millions)"), dec=1, money=True, scale=1e6)]
    d = D("t30", "dra", I7, "Vehicle Dispositions by Channel", cols, style="borderless", font="Serif",
          orient="landscape", corner="Segment / Channel", label_max=240,
          notes=["(a) Program vehicles returned at the price set in the repurchase agreement, less damage charges.",
                 "(b) Sold to consumers through the Company's own used-car lots and website."])
    data = {
        "Americas": [("Returned to manufacturer (a)", (88.6, 17640, 4.2), (92.1, 17115, 3.8)),
                     ("Auction", (104.3, 12980, -38.6), (98.7, 13415, -21.4)),
                     ("Dealer direct", (61.5, 14725, 6.9), (55.2, 15060, 8.3)),
                     ("Retail (b)", (12.8, 17390, 9.4), (10.6, 17720, 8.1))],
        "International": [("Returned to manufacturer (a)", (57.2, 14310, 1.6), (55.9, 14085, 1.9)),
                          ("Auction", (31.7, 10420, -12.3), (29.4, 10805, -7.6)),
                          ("Dealer direct", (22.8, 12150, 0.8), (24.1, 12390, 1.5))],
    }
    tots = []
    for seg, rows in data.items():
        d.add(seg, kind="section")
        sub = []
        for lab, a, b in rows:
            d.add(lab, list(a) + list(b), level=1)
            sub.append((a, b))
        s = []
        for j in range(2):
            u = round(sum(x[j][0] for x in sub), 1)
            p = round(sum(x[j][0] * x[j][1] for x in sub) / u)
            g = round(sum(x[j][2] for x in sub), 1)
            s += [u, p, g]
        tots.append((s, [x for x in sub]))
        d.add("Total " + seg, s, level=1, kind="subtotal")
    s = []
    for j in range(2):
        allx = [x[j] for _, sub in tots for x in sub]
        u = round(sum(x[0] for x in allx), 1)
        s += [u, round(sum(x[0] * x[1] for x in allx) / u), round(sum(x[2] for x in allx), 1)]
    d.add("Total dispositions", s, kind="total")
    return d


BUILDERS = [t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20,
            t21, t22, t23, t24, t25, t26, t27, t28, t29, t30]


def docs():
    return [b() for b in BUILDERS]


def pdf_name(d):
    return f"as7-{d.key}.pdf"


def check_printed(d):
    """Every numeric cell prints its stored value exactly (no rounding surprises)."""
    from engine import parse
    for r in d.rows:
        if r.kind == "section":
            continue
        for c in d.cols:
            v = r.vals[c.key]
            if isinstance(v, (int, float)):
                p = parse(d.printed(r, c))
                if p is None or abs(p - v) > 1e-9:
                    raise AssertionError(f"{d.key}: {r.label}/{c.key}: {v!r} prints {d.printed(r, c)!r}")


def build(outdir):
    out = Path(outdir)
    out.mkdir(parents=True, exist_ok=True)
    built = []
    for d in docs():
        check_printed(d)
        render(d, str(out / pdf_name(d)))
        built.append(d)
    return built


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    for d in build(sys.argv[1]):
        print(f"{pdf_name(d)}: {d.company} — {d.caption} ({d.layout['pages']} page(s))")
