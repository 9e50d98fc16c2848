"""bench/aitqa-style9: thirty invented one-table 10-K extracts of eight companies in eight new industries.

    /work/main/.venv/bin/python bench/aitqa-style9/make_docs.py OUTDIR

Writes as9-t01.pdf ... as9-t30.pdf (byte-identical on every run). Every figure is in this file;
totals, subtotals, weighted averages, per-unit figures, shares and changes are computed here from
the base figures, so each table adds up. The companies, vehicles, vessels and programs are invented
(see NAMES); cities and countries are real places.
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
I8 = "Item 8. Financial Statements and Supplementary Data \u2014 Notes"

CO = {  # key: (company, short name, period as the report heading states it)
    "cor": ("Corvanthe Data Realty Trust, Inc.", "Corvanthe", "the year ended December 31, 2019"),
    "alt": ("Altherion Launch Systems, Inc.", "Altherion", "the year ended December 31, 2019"),
    "ska": ("Skarnholm LNG Carriers Ltd.", "Skarnholm", "the year ended December 31, 2018"),
    "tob": ("Tobbering Railcar Leasing Corporation", "Tobbering", "the year ended December 31, 2019"),
    "pen": ("Penwhistle Aviation Academy, Inc.", "Penwhistle", "the fiscal year ended September 30, 2019"),
    "bri": ("Brindlecott Van Lines, Inc.", "Brindlecott", "the year ended December 31, 2019"),
    "hat": ("Hatterbury Parking Systems, Inc.", "Hatterbury", "the year ended December 31, 2018"),
    "qui": ("Velbracken Cycle Share, Inc.", "Velbracken", "the year ended December 31, 2019"),
}
# every invented proper name printed in the tables (check.py greps for each)
NAMES = ["Corvanthe", "Altherion", "Skarnholm", "Tobbering", "Penwhistle", "Brindlecott", "Hatterbury",
         "Velbracken", "Valtrine", "Sonderwick"]


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
    pairs = [(v, w) for v, w in pairs if isinstance(v, (int, float)) and w]
    return r1(sum(v * w for v, w in pairs) / sum(w for v, w in pairs), d)


def sumrow(d, label, rows, keys, dec=0, **kw):
    return d.add(label, {k: tot(rows, k, dec) for k in keys}, **kw)


# ============================================================== Corvanthe Data Realty Trust (2019)
COR_PORT = {  # metro: (data centers, in-service sq ft (000), in-service MW, % leased, dev sq ft (000), dev MW)
    "North America": [("Northern Virginia", 14, 3412, 286.5, 94.2, 620, 72.0),
                      ("Dallas", 7, 1318, 104.0, 88.5, 240, 24.0),
                      ("Chicago", 5, 1046, 82.5, 91.7, 0, 0),
                      ("Silicon Valley", 6, 872, 71.0, 96.1, 0, 0),
                      ("Phoenix", 3, 598, 48.0, 79.4, 310, 36.0),
                      ("New York Metro", 4, 764, 52.5, 86.3, 0, 0),
                      ("Atlanta", 3, 521, 40.0, 83.0, 180, 18.0),
                      ("Toronto", 2, 312, 24.0, 90.8, 95, 9.0)],
    "Europe": [("London", 5, 944, 78.0, 92.5, 210, 24.0),
               ("Frankfurt", 4, 702, 60.0, 87.1, 160, 16.0),
               ("Amsterdam", 3, 455, 36.0, 89.9, 0, 0),
               ("Dublin (a)", 2, 288, 28.0, 97.3, 140, 20.0),
               ("Paris", 2, 246, 19.5, 74.6, 0, 0)],
    "Asia-Pacific": [("Singapore", 2, 388, 34.0, 95.4, 0, 0),
                     ("Tokyo", 2, 340, 27.0, 81.2, 120, 12.0),
                     ("Sydney", 2, 274, 21.0, 77.9, 0, 0),
                     ("Hong Kong", 1, 162, 12.0, 93.6, 0, 0)],
}


def t01():
    cols = ([Col("n", ("Data Centers",))]
            + G("In Service", [("sf", "Net Rentable Square Feet (in thousands)"), ("mw", "Critical IT Load (MW) (b)"),
                               ("lp", "% Leased (c)")])
            + G("Under Development", [("dsf", "Net Rentable Square Feet (in thousands)"),
                                      ("dmw", "Critical IT Load (MW) (b)")]))
    for c in cols:
        if c.key in ("sf", "dsf"):
            c.scale = 1e3
        if c.key in ("mw", "dmw"):
            c.dec = 1
        if c.key == "lp":
            c.pct, c.dec = True, 1
    d = D("t01", "cor", I2, "Data Center Portfolio by Metropolitan Area", cols, style="zebra",
          family="LiberationSans", size=8.5, corner="As of December 31, 2019", split=10, repeat_header=True,
          bold_sections=True, label_max=150,
          notes=["(a) Includes two data centers held through a joint venture in which Corvanthe owns 60%; shown at 100%.",
                 "(b) Critical IT load is the utility power available for customers' IT equipment, in megawatts.",
                 "(c) Percent leased is based on in-service net rentable square feet under signed leases."])
    subs = []
    for region, mets in COR_PORT.items():
        d.add(region, kind="section")
        rs = [d.add(m, {"n": n, "sf": sf, "mw": mw, "lp": lp, "dsf": dsf, "dmw": dmw}, level=1)
              for (m, n, sf, mw, lp, dsf, dmw) in mets]
        sub = d.add(f"Total {region}", {"n": tot(rs, "n"), "sf": tot(rs, "sf"), "mw": tot(rs, "mw", 1),
                                        "lp": wavg([(r.vals["lp"], r.vals["sf"]) for r in rs]),
                                        "dsf": tot(rs, "dsf"), "dmw": tot(rs, "dmw", 1)}, level=1, kind="subtotal")
        subs.append((sub, rs))
    allr = [r for _, rs in subs for r in rs]
    d.add("Total portfolio", {"n": tot(allr, "n"), "sf": tot(allr, "sf"), "mw": tot(allr, "mw", 1),
                              "lp": wavg([(r.vals["lp"], r.vals["sf"]) for r in allr]),
                              "dsf": tot(allr, "dsf"), "dmw": tot(allr, "dmw", 1)}, kind="total")
    return d


COR_REV = [  # (section or None, label, 2019, 2018, 2017)
    ("Rental revenue", "Wholesale colocation", 612418, 548207, 471330),
    ("Rental revenue", "Retail colocation (a)", 288645, 271904, 250118),
    ("Rental revenue", "Interconnection", 96312, 84770, 71045),
    ("Tenant reimbursements", "Power (b)", 201774, 187512, 160233),
    ("Tenant reimbursements", "Other recoveries", 18450, 19863, 17408),
    (None, "Fee income", 7214, 9032, 6120),
    (None, "Other income", 3118, 2046, 2287),
]


def t02():
    cols = (G("Year Ended December 31,", [("y19", "2019"), ("y18", "2018"), ("y17", "2017")])
            + G("2019 vs. 2018", [("ca", "$ Change"), ("cp", "% Change")]))
    cols[-1].pct, cols[-1].dec = True, 1
    d = D("t02", "cor", I7, "Operating Revenues", cols, style="booktabs", family="DejaVuSerif", size=8.5,
          corner="(in thousands)", money=True, scale=1e3, sep_dollar=True, bold_sections=False,
          notes=["(a) Retail colocation includes cabinet and cage space leased under contracts of three years or less.",
                 "(b) Power is billed to customers at cost or under fixed-rate arrangements."])

    def v(a, b, c):
        return {"y19": a, "y18": b, "y17": c, "ca": a - b, "cp": chg(a, b)}
    allv = []
    for sec in ("Rental revenue", "Tenant reimbursements"):
        d.add(sec, kind="section")
        rows = [x for x in COR_REV if x[0] == sec]
        for _, lab, a, b, c in rows:
            d.add(lab, v(a, b, c), level=1)
        s = [sum(x[i] for x in rows) for i in (2, 3, 4)]
        d.add(f"Total {sec.lower()}", v(*s), level=1, kind="subtotal")
        allv += rows
    for _, lab, a, b, c in [x for x in COR_REV if x[0] is None]:
        d.add(lab, v(a, b, c))
    s = [sum(x[i] for x in COR_REV) for i in (2, 3, 4)]
    d.add("Total operating revenues", v(*s), kind="total")
    return d


COR_LEASE = {  # quarter: (new MW, new rent $000, renewal MW, renewal rent $000, cash rent change on renewals %)
    "q1": (18.4, 31460, 22.0, 35640, 2.4), "q2": (26.1, 45180, 14.5, 24010, -1.8),
    "q3": (12.7, 22860, 31.2, 50920, 3.1), "q4": (34.5, 57960, 19.8, 33460, 0.6),
}
COR_LEASE18 = (71.2, 123840, 64.0, 106300, 1.9)


def t03():
    qs = [("q1", "First Quarter"), ("q2", "Second Quarter"), ("q3", "Third Quarter"), ("q4", "Fourth Quarter")]
    cols = G("2019", qs) + [Col("fy", ("Full Year 2019",)), Col("fy18", ("Full Year 2018",))]
    d = D("t03", "cor", I7, "Leasing Activity", cols, style="grid", family="DejaVuSans", size=8.5,
          corner="Leases signed during the period", label_max=210,
          notes=["(a) Annualized rent is monthly contractual base rent at lease commencement multiplied by 12.",
                 "(b) Cash rent change compares the first-year rent of renewed leases with the final-year rent of the "
                 "expiring leases, weighted by annualized rent."])
    full = {}
    for i, k in enumerate(["nmw", "nr", "rmw", "rr"]):
        full[k] = r1(sum(COR_LEASE[q][i] for q, _ in qs), 1 if "mw" in k else 0)
    full["cc"] = wavg([(COR_LEASE[q][4], COR_LEASE[q][3]) for q, _ in qs])

    def per_kw(rent, mw):
        return r1(rent * 1000 / (mw * 1000) / 12, 0)
    for sec, i, lab in (("New leases", 0, "nmw"), ("Renewal leases", 2, "rmw")):
        d.add(sec, kind="section", bold=True)
        vals = {q: COR_LEASE[q][i] for q, _ in qs}
        vals.update(fy=full[lab], fy18=COR_LEASE18[i])
        d.add("Critical IT load signed (MW)", vals, level=1, dec=1)
        vals = {q: COR_LEASE[q][i + 1] for q, _ in qs}
        vals.update(fy=full["nr" if i == 0 else "rr"], fy18=COR_LEASE18[i + 1])
        d.add("Annualized rent (in thousands) (a)", vals, level=1, money=True, scale=1e3)
        vals = {q: per_kw(COR_LEASE[q][i + 1], COR_LEASE[q][i]) for q, _ in qs}
        vals.update(fy=per_kw(full["nr" if i == 0 else "rr"], full[lab]),
                    fy18=per_kw(COR_LEASE18[i + 1], COR_LEASE18[i]))
        d.add("Rent per kilowatt per month", vals, level=1, money=True, dollar=True)
    vals = {q: COR_LEASE[q][4] for q, _ in qs}
    vals.update(fy=full["cc"], fy18=COR_LEASE18[4])
    d.add("Cash rent change on renewals (b)", vals, pct=True, dec=1)
    return d


COR_EXP = [  # (label, leases, wholesale MW, wholesale rent $000, retail MW, retail rent $000)
    ("Month-to-month (b)", 412, 0.0, 0, 3.8, 14210),
    ("2020", 1286, 24.5, 41230, 17.2, 58340),
    ("2021", 1104, 38.0, 63410, 14.9, 50120),
    ("2022", 942, 41.5, 70880, 12.1, 41760),
    ("2023", 618, 29.0, 50140, 8.6, 30270),
    ("2024", 455, 52.5, 89620, 6.3, 22980),
    ("2025", 201, 36.0, 61350, 3.1, 11450),
    ("2026", 142, 44.0, 74110, 2.2, 8040),
    ("2027", 96, 27.5, 47880, 1.4, 5320),
    ("2028", 71, 31.0, 52290, 0.9, 3310),
    ("2029 and thereafter", 118, 88.5, 148620, 1.7, 6140),
]


def t04():
    cols = ([Col("nl", ("Number of Leases",))]
            + G("Wholesale Colocation", [("wmw", "Critical IT Load (MW)"), ("war", "Annualized Rent (a)"),
                                         ("wp", "% of Total")])
            + G("Retail Colocation", [("rmw", "Critical IT Load (MW)"), ("rar", "Annualized Rent (a)"),
                                      ("rp", "% of Total")]))
    for c in cols:
        if c.key in ("wmw", "rmw"):
            c.dec, c.money, c.scale = 1, False, NOSCALE
        if c.key in ("wp", "rp"):
            c.pct, c.dec = True, 1
        if c.key == "nl":
            c.money, c.scale = False, NOSCALE
    d = D("t04", "cor", I2, "Lease Expirations", cols, style="unruled", family="DejaVuSansCondensed", size=8.5,
          orient="landscape", corner="Year of Lease Expiration", subcaption="(dollars in thousands)", money=True,
          scale=1e3, label_max=150,
          notes=["(a) Annualized rent is monthly contractual rent as of December 31, 2019 multiplied by 12.",
                 "(b) Leases whose term has ended and which continue on a monthly basis."])
    tw = sum(x[3] for x in COR_EXP)
    tr = sum(x[5] for x in COR_EXP)
    for (lab, n, wmw, war, rmw, rar) in COR_EXP:
        d.add(lab, {"nl": n, "wmw": wmw, "war": war, "wp": r1(war / tw * 100), "rmw": rmw, "rar": rar,
                    "rp": r1(rar / tr * 100)})
    d.add("Total", {"nl": sum(x[1] for x in COR_EXP), "wmw": r1(sum(x[2] for x in COR_EXP), 1), "war": tw,
                    "wp": 100.0, "rmw": r1(sum(x[4] for x in COR_EXP), 1), "rar": tr, "rp": 100.0}, kind="total")
    return d


# ============================================================== Altherion Launch Systems (2019)
ALT_VEH = {  # vehicle: (attempted 2019, successful 2019, payloads 2019, attempted 2018, successful 2018, payloads 2018)
    "Orbital launch vehicles": [("Valtrine 1 (small-lift)", 14, 13, 61, 9, 8, 37),
                                ("Valtrine 2 (medium-lift)", 8, 8, 19, 6, 5, 11),
                                ("Valtrine Heavy (a)", 2, 2, 3, 0, 0, 0)],
    "Suborbital vehicles": [("Sonderwick SR-1", 11, 11, 11, 13, 12, 12),
                            ("Sonderwick SR-2 (b)", 5, 4, 9, 2, 2, 4)],
}


def t05():
    cols = (G("2019", [("a19", "Launches Attempted"), ("s19", "Successful"), ("p19", "Payloads Deployed")])
            + G("2018", [("a18", "Launches Attempted"), ("s18", "Successful"), ("p18", "Payloads Deployed")]))
    d = D("t05", "alt", I1, "Launch Activity by Vehicle", cols, style="booktabs", family="LiberationSerif",
          size=9, corner="Vehicle", bold_sections=True,
          notes=["(a) Valtrine Heavy entered service in the second quarter of 2019.",
                 "(b) Includes one flight in 2019 that reached its planned apogee but did not deploy all payloads and "
                 "is counted as unsuccessful."])
    keys = ["a19", "s19", "p19", "a18", "s18", "p18"]
    allr = []
    for sec, vs in ALT_VEH.items():
        d.add(sec, kind="section")
        rs = [d.add(v[0], dict(zip(keys, v[1:])), level=1) for v in vs]
        sumrow(d, "Total orbital" if sec.startswith("Orbital") else "Total suborbital", rs, keys, level=1,
               kind="subtotal")
        allr += rs
    sumrow(d, "Total launches", allr, keys, kind="total")
    return d


ALT_BACK = {  # customer: (launches 2019, value 2019 $M, launches 2018, value 2018 $M)
    "Commercial": [("Broadband constellation operators", 31, 418.6, 24, 322.0),
                   ("Geostationary satellite operators", 4, 286.0, 5, 352.5),
                   ("Earth observation companies", 12, 104.4, 9, 76.5),
                   ("Rideshare and hosted payloads", 9, 38.7, 6, 24.9)],
    "Government": [("U.S. civil space agencies (a)", 6, 212.3, 4, 140.8),
                   ("U.S. national security", 5, 331.5, 3, 196.2),
                   ("International governments", 3, 74.1, 4, 99.6)],
}


def t06():
    cols = (G("December 31, 2019", [("n19", "Launches"), ("v19", "Contract Value")])
            + G("December 31, 2018", [("n18", "Launches"), ("v18", "Contract Value")]))
    for c in cols:
        if c.key[0] == "v":
            c.money, c.dec = True, 1
        else:
            c.scale = NOSCALE
    d = D("t06", "alt", I7, "Backlog by Customer Type", cols, style="band", family="DejaVuSans", size=8.5,
          paper="a4", corner="($ in millions)", scale=1e6, sep_dollar=True, label_max=220,
          notes=["(a) Includes task orders issued under indefinite-delivery contracts that have been funded.",
                 "Backlog is the unperformed value of signed launch service agreements."])
    keys = ["n19", "v19", "n18", "v18"]
    allr = []
    for sec, vs in ALT_BACK.items():
        d.add(sec, kind="section", bold=True)
        rs = [d.add(v[0], dict(zip(keys, v[1:])), level=1) for v in vs]
        d.add(f"Total {sec.lower()}", {"n19": tot(rs, "n19"), "v19": tot(rs, "v19", 1), "n18": tot(rs, "n18"),
                                       "v18": tot(rs, "v18", 1)}, level=1, kind="subtotal")
        allr += rs
    d.add("Total backlog", {"n19": tot(allr, "n19"), "v19": tot(allr, "v19", 1), "n18": tot(allr, "n18"),
                            "v18": tot(allr, "v18", 1)}, kind="total")
    return d


ALT_ECON = {  # vehicle: {year: (launches, price $M, cost $M)}, payload to LEO kg
    "v1": ({"19": (13, 7.5, 6.1), "18": (8, 7.2, 6.6)}, 1150),
    "v2": ({"19": (8, 31.0, 24.2), "18": (5, 29.5, 25.1)}, 6400),
    "vh": ({"19": (2, 88.0, 97.4), "18": (0, 0, 0)}, 21500),
}


def t07():
    names = {"v1": "Valtrine 1", "v2": "Valtrine 2", "vh": "Valtrine Heavy"}
    cols = []
    for v, nm in names.items():
        cols += G(nm, [(f"{v}_19", "2019"), (f"{v}_18", "2018")])
    d = D("t07", "alt", I7, "Launch Services Economics by Vehicle", cols, style="zebra",
          family="DejaVuSansCondensed", size=8.5, orient="landscape",
          corner="(in millions, except launches and per-kilogram amounts)", money=True, scale=1e6,
          notes=["(a) Gross margin per launch is average price less average cost per launch.",
                 "(b) Price per kilogram is average price per launch divided by the vehicle's rated payload to low "
                 "Earth orbit.",
                 "Valtrine Heavy flew no missions in 2018."])
    rows = {k: {} for k in ("n", "p", "c", "m", "mp", "kg", "ppk")}
    for v, (yrs, kg) in ALT_ECON.items():
        for y, (n, p, c) in yrs.items():
            k = f"{v}_{y}"
            rows["n"][k] = n
            rows["p"][k] = p
            rows["c"][k] = c
            rows["m"][k] = r1(p - c, 1)
            rows["mp"][k] = r1((p - c) / p * 100, 1) if p else 0
            rows["kg"][k] = kg
            rows["ppk"][k] = r1(p * 1e6 / kg, 0) if p else 0
    d.add("Launches completed", rows["n"], money=False, scale=NOSCALE)
    d.add("Average price per launch", rows["p"], dec=1, dollar=True)
    d.add("Average cost per launch", rows["c"], dec=1)
    d.add("Gross margin per launch (a)", rows["m"], dec=1)
    d.add("Gross margin percentage", rows["mp"], pct=True, dec=1)
    d.add("Rated payload to low Earth orbit (kilograms)", rows["kg"], money=False, scale=NOSCALE)
    d.add("Price per kilogram to low Earth orbit (b)", rows["ppk"], scale=NOSCALE, dollar=True)
    return d


ALT_SITES = [  # (section, label, location, owned/leased, lease expiry, launches 2019, 2018, capacity now, 2021 plan)
    ("Orbital launch complexes", "Launch Complex 7 (a)", "Cape Canaveral, Florida", "Leased", "2034", 9, 6, 18, 24),
    ("Orbital launch complexes", "Launch Complex 12", "Cape Canaveral, Florida", "Leased", "2041", 3, 0, 6, 12),
    ("Orbital launch complexes", "Space Launch Pad 3", "Vandenberg, California", "Leased", "2029", 7, 5, 10, 10),
    ("Orbital launch complexes", "Pacific Complex 1", "Kodiak, Alaska", "Leased", "2027", 3, 2, 6, 8),
    ("Orbital launch complexes", "Mahia Pad B (b)", "Mahia Peninsula, New Zealand", "Owned", "\u2014", 2, 2, 12, 12),
    ("Suborbital ranges", "Range Site North", "Spaceport America, New Mexico", "Leased", "2025", 10, 9, 24, 24),
    ("Suborbital ranges", "Range Site East", "Wallops Island, Virginia", "Leased", "2023", 6, 6, 12, 0),
    ("Suborbital ranges", "Range Site Andøya (c)", "Andøya, Norway", "Leased", "2030", 0, 0, 0, 8),
]


def t08():
    cols = ([Col("loc", ("Location",), text=True, minw=120), Col("own", ("Owned / Leased",), text=True, minw=40),
             Col("exp", ("Lease Expiration",), text=True, minw=44)]
            + G("Launches Conducted", [("l19", "2019"), ("l18", "2018")])
            + G("Annual Launch Capacity", [("cap", "Current"), ("cap21", "Planned 2021")]))
    d = D("t08", "alt", I2, "Launch Sites", cols, style="grid", family="LiberationSans", size=8.5,
          orient="landscape", corner="Site", label_max=140,
          notes=["(a) Lease includes two five-year renewal options at Altherion's election.",
                 "(b) Pad B is on land owned by Altherion; range services are purchased from the site operator.",
                 "(c) Under construction; first launch expected in 2021."])
    keys = ["loc", "own", "exp", "l19", "l18", "cap", "cap21"]
    for sec in ("Orbital launch complexes", "Suborbital ranges"):
        d.add(sec, kind="section", bold=True)
        rs = [d.add(x[1], dict(zip(keys, x[2:])), level=1) for x in ALT_SITES if x[0] == sec]
        sumrow(d, f"Total {sec.lower()}", rs, ["l19", "l18", "cap", "cap21"], level=1, kind="subtotal")
    return d


# ============================================================== Skarnholm LNG Carriers (2018)
SKA_FLEET = {  # vessel: (built, capacity cbm, propulsion, charter type, expiry, daily hire $)
    "Owned vessels": [("Skarnholm Aurora", "2004", 138000, "Steam", "Time charter", "2020", 48500),
                      ("Skarnholm Boreal", "2006", 145000, "Steam", "Spot", "\u2014", 0),
                      ("Skarnholm Corona", "2008", 151000, "Steam", "Time charter", "2019", 51200),
                      ("Skarnholm Drift", "2013", 160000, "TFDE", "Time charter", "2023", 72800),
                      ("Skarnholm Ember", "2014", 160000, "TFDE", "Time charter", "2021", 69400),
                      ("Skarnholm Fjell", "2014", 162000, "TFDE", "Spot", "\u2014", 0),
                      ("Skarnholm Glacier", "2015", 165000, "TFDE", "Time charter", "2025", 78100),
                      ("Skarnholm Halo", "2016", 170000, "TFDE", "Time charter", "2022", 74900),
                      ("Skarnholm Isfjord", "2017", 174000, "ME-GI", "Time charter", "2027", 86300),
                      ("Skarnholm Jotun", "2018", 174000, "ME-GI", "Time charter", "2028", 88900),
                      ("Skarnholm Kelda", "2018", 174000, "ME-GI", "Time charter", "2025", 84200)],
    "Chartered-in vessels (c)": [("Skarnholm Lumen", "2010", 155000, "TFDE", "Time charter", "2020", 63500),
                                 ("Skarnholm Meridian", "2011", 155000, "TFDE", "Spot", "\u2014", 0),
                                 ("Skarnholm Nordlys", "2017", 173400, "ME-GI", "Time charter", "2024", 81700)],
    "Newbuildings on order (d)": [("Hull 2291", "2020", 174000, "ME-GI", "Time charter", "2032", 92500),
                                  ("Hull 2292", "2020", 174000, "ME-GI", "Time charter", "2030", 90800),
                                  ("Hull 2317", "2021", 180000, "X-DF", "\u2014", "\u2014", 0)],
}


def t09():
    cols = ([Col("blt", ("Year Built / Delivery",), text=True, minw=44), Col("cap", ("Capacity (cbm)",)),
             Col("prop", ("Propulsion (a)",), text=True, minw=40)]
            + [Col("ct", ("Employment", "Type"), text=True, minw=60),
               Col("exp", ("Employment", "Firm Period Ends (b)"), text=True, minw=44),
               Col("hire", ("Employment", "Daily Hire Rate ($)"), money=True, scale=NOSCALE, dollar=False)])
    d = D("t09", "ska", I1, "Fleet", cols, style="grid", family="DejaVuSerif", size=8.5, paper="a4",
          orient="landscape", corner="Vessel", split=9, repeat_header=False, bold_sections=True, label_max=160,
          notes=["(a) Steam: steam turbine; TFDE: tri-fuel diesel electric; ME-GI: two-stroke gas injection; "
                 "X-DF: two-stroke low-pressure dual fuel.",
                 "(b) Year in which the firm period of the current charter ends, excluding charterers' extension options.",
                 "(c) Vessels held under bareboat or time charter-in arrangements.",
                 "(d) Scheduled delivery year. Hull 2317 is not yet employed."])
    keys = ["blt", "cap", "prop", "ct", "exp", "hire"]
    for sec, vs in SKA_FLEET.items():
        d.add(sec, kind="section")
        for v in vs:
            d.add(v[0], dict(zip(keys, v[1:])), level=1)
    return d


SKA_TCE = {  # propulsion: {year: (voyage revenues $000, voyage expenses $000, revenue days, calendar days, opex $000)}
    "s": {"18": (71480, 9240, 876, 1095, 15330), "17": (68950, 11870, 901, 1095, 14890)},
    "t": {"18": (239870, 14110, 2791, 2920, 38540), "17": (221440, 18320, 2655, 2920, 37320)},
    "m": {"18": (158310, 4880, 1741, 1797, 22050), "17": (63210, 2150, 703, 730, 9140)},
}


def t10():
    grp = {"s": "Steam Turbine", "t": "TFDE", "m": "ME-GI", "f": "Fleet"}
    cols = []
    for g, nm in grp.items():
        cols += G(nm, [(f"{g}18", "2018"), (f"{g}17", "2017")])
    d = D("t10", "ska", I7, "Time Charter Equivalent Revenues and Vessel Operating Expenses by Propulsion Type",
          cols, style="booktabs", family="DejaVuSans", size=8, orient="landscape",
          corner="Year Ended December 31,", label_max=200,
          notes=["(a) Voyage expenses are deducted from voyage revenues and are shown in parentheses.",
                 "(b) TCE revenues divided by revenue days. TCE is a non-GAAP measure.",
                 "(c) Vessel operating expenses divided by calendar days of owned and chartered-in vessels."])
    rows = {k: {} for k in ("vr", "ve", "tce", "rd", "tpd", "cd", "ox", "opd")}
    for y in ("18", "17"):
        acc = [0, 0, 0, 0, 0]
        for g in ("s", "t", "m"):
            vr, ve, rd, cd, ox = SKA_TCE[g][y]
            for i, x in enumerate((vr, ve, rd, cd, ox)):
                acc[i] += x
        for g, tup in list((g, SKA_TCE[g][y]) for g in ("s", "t", "m")) + [("f", tuple(acc))]:
            vr, ve, rd, cd, ox = tup
            k = f"{g}{y}"
            rows["vr"][k], rows["ve"][k], rows["tce"][k] = vr, -ve, vr - ve
            rows["rd"][k], rows["tpd"][k] = rd, r1((vr - ve) * 1000 / rd, 0)
            rows["cd"][k], rows["ox"][k], rows["opd"][k] = cd, ox, r1(ox * 1000 / cd, 0)
    d.add("Voyage revenues (in thousands)", rows["vr"], money=True, scale=1e3)
    d.add("Voyage expenses (in thousands) (a)", rows["ve"], money=True, scale=1e3)
    d.add("Time charter equivalent revenues (in thousands)", rows["tce"], money=True, scale=1e3, kind="subtotal")
    d.add("Revenue days", rows["rd"])
    d.add("TCE rate per day (b)", rows["tpd"], money=True, dollar=True)
    d.add("Calendar days", rows["cd"])
    d.add("Vessel operating expenses (in thousands)", rows["ox"], money=True, scale=1e3, dollar=True)
    d.add("Vessel operating expenses per day (c)", rows["opd"], money=True, dollar=True)
    return d


SKA_QTR = {  # quarter: (calendar days, scheduled drydock, unscheduled repairs, commercial waiting)
    "q1": (1260, 38, 6, 41), "q2": (1274, 52, 11, 18), "q3": (1300, 0, 23, 9), "q4": (1378, 24, 4, 0),
}
SKA_Y17 = (4745, 61, 37, 122)


def t11():
    qs = [("q1", "Q1"), ("q2", "Q2"), ("q3", "Q3"), ("q4", "Q4"), ("fy", "Full Year")]
    cols = G("2018", qs) + [Col("y17", ("2017", "Full Year"))]
    d = D("t11", "ska", I7, "Fleet Days and Utilization", cols, style="zebra", family="LiberationSerif", size=9,
          corner="(number of days, except utilization)", label_max=210,
          notes=["(a) Days on which a vessel was available but without employment between charters.",
                 "(b) Revenue days divided by calendar days."])
    data = {q: SKA_QTR[q] for q, _ in qs[:4]}
    data["fy"] = tuple(sum(SKA_QTR[q][i] for q, _ in qs[:4]) for i in range(4))
    data["y17"] = SKA_Y17
    d.add("Calendar days", {k: v[0] for k, v in data.items()})
    d.add("Off-hire days", kind="section")
    d.add("Scheduled drydocking", {k: v[1] for k, v in data.items()}, level=1)
    d.add("Unscheduled repairs", {k: v[2] for k, v in data.items()}, level=1)
    d.add("Commercial waiting time (a)", {k: v[3] for k, v in data.items()}, level=1)
    d.add("Total off-hire days", {k: v[1] + v[2] + v[3] for k, v in data.items()}, level=1, kind="subtotal")
    d.add("Revenue days", {k: v[0] - v[1] - v[2] - v[3] for k, v in data.items()})
    d.add("Fleet utilization (b)", {k: r1((v[0] - v[1] - v[2] - v[3]) / v[0] * 100) for k, v in data.items()},
          pct=True, dec=1)
    return d


SKA_BACK = [  # (label, 2019, 2020, 2021, 2022, 2023, thereafter)
    ("Steam turbine vessels", 62.4, 17.7, 0, 0, 0, 0),
    ("TFDE vessels (a)", 176.3, 161.8, 125.4, 92.1, 57.0, 41.3),
    ("ME-GI vessels", 126.8, 126.8, 127.1, 126.8, 126.8, 287.6),
    ("Newbuildings on order (b)", 0, 49.6, 66.4, 66.4, 66.6, 517.9),
]


def t12():
    yrs = [("y19", "2019"), ("y20", "2020"), ("y21", "2021"), ("y22", "2022"), ("y23", "2023")]
    cols = G("Year Ending December 31,", yrs) + [Col("th", ("Thereafter",)), Col("tot", ("Total",))]
    for c in cols:
        c.dec = 1
    d = D("t12", "ska", I7, "Contracted Time Charter Revenue Backlog", cols, style="band",
          family="LiberationSansNarrow", size=9, subcaption="(in millions of U.S. dollars)", money=True,
          scale=1e6, sep_dollar=True, corner="As of December 31, 2018",
          notes=["(a) Excludes charterers' options to extend; includes one TFDE vessel chartered in.",
                 "(b) Charters signed for two newbuildings scheduled for delivery in 2020.",
                 "Backlog is contracted daily hire multiplied by remaining firm days, assuming no off-hire."])
    keys = [k for k, _ in yrs] + ["th"]
    d.add("In-service fleet", kind="section")
    rs = []
    for x in SKA_BACK:
        vals = dict(zip(keys, x[1:]))
        vals["tot"] = r1(sum(x[1:]), 1)
        if x[0].startswith("Newbuildings"):
            sub = sumrow(d, "Total in-service fleet", rs, keys + ["tot"], dec=1, level=1, kind="subtotal")
            rs.append(d.add(x[0], vals))
        else:
            rs.append(d.add(x[0], vals, level=1))
    _ = sub
    sumrow(d, "Total contracted revenue backlog", rs, keys + ["tot"], dec=1, kind="total")
    return d


# ============================================================== Tobbering Railcar Leasing (2019)
TOB_FLEET = {  # car type: (owned cars, owned util %, managed cars, managed util %, average age)
    "Tank cars": [("General service", 21840, 97.1, 3120, 95.4, 14.2),
                  ("Pressurized (LPG and ammonia)", 6415, 98.6, 880, 99.0, 11.8),
                  ("Acid and chemical service", 4930, 93.8, 1210, 91.5, 17.5),
                  ("Food-grade", 1875, 99.2, 0, 0, 9.6)],
    "Freight cars": [("Covered hoppers", 28460, 96.4, 5840, 94.1, 16.9),
                     ("Open-top hoppers", 7325, 88.7, 2015, 86.2, 22.4),
                     ("Gondolas", 5190, 91.3, 930, 89.8, 19.3),
                     ("Boxcars (a)", 3260, 84.5, 410, 80.0, 28.7),
                     ("Intermodal well cars", 2140, 99.5, 0, 0, 7.1),
                     ("Autoracks", 1385, 82.6, 760, 85.3, 12.4)],
}


def t13():
    cols = (G("Owned Fleet", [("on", "Cars"), ("ou", "Utilization")])
            + G("Managed Fleet (b)", [("mn", "Cars"), ("mu", "Utilization")])
            + [Col("age", ("Average Age of Owned Cars (years)",), dec=1)])
    for c in cols:
        if c.key in ("ou", "mu"):
            c.pct, c.dec = True, 1
    d = D("t13", "tob", I1, "Railcar Lease Fleet by Car Type", cols, style="booktabs", family="LiberationSans",
          size=9, paper="a4", corner="As of December 31, 2019", bold_sections=True,
          notes=["(a) Includes 640 boxcars held for sale or scrapping.",
                 "(b) Railcars owned by third parties and managed by Tobbering for a fee; not included in owned "
                 "utilization."])
    allr = []
    for sec, vs in TOB_FLEET.items():
        d.add(sec, kind="section")
        rs = [d.add(v[0], {"on": v[1], "ou": v[2], "mn": v[3], "mu": v[4], "age": v[5]}, level=1) for v in vs]

        def agg(label, rows, **kw):
            return d.add(label, {"on": tot(rows, "on"), "ou": wavg([(r.vals["ou"], r.vals["on"]) for r in rows]),
                                 "mn": tot(rows, "mn"), "mu": wavg([(r.vals["mu"], r.vals["mn"]) for r in rows]),
                                 "age": wavg([(r.vals["age"], r.vals["on"]) for r in rows])}, **kw)
        agg(f"Total {sec.lower()}", rs, level=1, kind="subtotal")
        allr += rs
    agg("Total lease fleet", allr, kind="total")
    return d


TOB_REN = [  # (section, label, 2019: rate change %, term months, success %, 2018: rate change, term, success)
    ("Tank cars", "General service", 6.8, 41, 81.5, -3.2, 36, 77.0),
    ("Tank cars", "Pressurized", 11.4, 52, 88.2, 4.9, 48, 85.6),
    ("Tank cars", "Chemical service", -2.6, 30, 72.4, -9.7, 28, 69.1),
    ("Freight cars", "Covered hoppers", 3.9, 38, 79.8, -6.1, 33, 74.3),
    ("Freight cars", "Open-top hoppers", -12.5, 24, 61.0, -18.4, 22, 58.8),
    ("Freight cars", "Gondolas", 1.2, 29, 70.6, -4.4, 27, 66.2),
    ("Freight cars", "Autoracks", 8.3, 60, 90.1, 2.5, 60, 87.4),
]


def t14():
    cols = []
    for y in ("2019", "2018"):
        cols += [Col(f"lr{y[2:]}", (y, "Lease Price Index Change (a)"), pct=True, dec=1),
                 Col(f"tm{y[2:]}", (y, "Average Renewal Term (months)")),
                 Col(f"rs{y[2:]}", (y, "Renewal Success Rate (b)"), pct=True, dec=1)]
    d = D("t14", "tob", I7, "Lease Renewals", cols, style="grid", family="DejaVuSansCondensed", size=8.5,
          orient="landscape", corner="Car type", label_max=160,
          notes=["(a) Weighted average percentage change between the expiring lease rate and the renewal rate of "
                 "railcars renewed during the year. A negative figure is a rate decline.",
                 "(b) Share of railcars with expiring leases that were renewed with the same customer."])
    keys = ["lr19", "tm19", "rs19", "lr18", "tm18", "rs18"]
    for sec in ("Tank cars", "Freight cars"):
        d.add(sec, kind="section", bold=True)
        for x in [x for x in TOB_REN if x[0] == sec]:
            d.add(x[1], dict(zip(keys, x[2:])), level=1)
    d.add("Total fleet", dict(zip(keys, (4.1, 39, 78.7, -5.6, 34, 74.9))), kind="total")
    return d


TOB_SEG = {  # label: {segment_year: value} ($ millions); sections Revenues / Expenses
    "Revenues": [("Lease revenue", (1012.4, 968.1, 211.7, 198.3)),
                 ("Maintenance services", (88.6, 81.2, 14.9, 15.6)),
                 ("Other", (21.3, 24.7, 6.2, 5.8))],
    "Expenses": [("Maintenance expense", (301.5, 287.9, 61.0, 57.3)),
                 ("Depreciation", (248.2, 233.6, 52.4, 49.1)),
                 ("Operating lease expense", (61.7, 66.3, 4.1, 4.4)),
                 ("Other", (34.9, 31.2, 9.7, 8.8))],
}
TOB_GAIN = (42.8, 57.1, -3.6, 1.9)


def t15():
    cols = (G("Rail North America", [("na19", "2019"), ("na18", "2018")])
            + G("Rail International (a)", [("in19", "2019"), ("in18", "2018")])
            + G("Total Segments", [("t19", "2019"), ("t18", "2018")]))
    for c in cols:
        c.dec = 1
    d = D("t15", "tob", I8, "Segment Information", cols, style="borderless", family="LiberationSerif", size=9,
          orient="landscape", corner="(in millions)", money=True, scale=1e6, sep_dollar=True,
          notes=["(a) Rail International comprises the European and Indian railcar leasing operations.",
                 "(b) Includes residual sharing income from managed railcars."])
    keys = ["na19", "na18", "in19", "in18"]

    def v(t):
        out = dict(zip(keys, t))
        out["t19"], out["t18"] = r1(t[0] + t[2], 1), r1(t[1] + t[3], 1)
        return out
    tots = {}
    for sec, items in TOB_SEG.items():
        d.add(sec, kind="section", bold=True)
        rs = [d.add(lab, v(t), level=1) for lab, t in items]
        tots[sec] = sumrow(d, f"Total {sec.lower()}", rs, keys + ["t19", "t18"], dec=1, level=1, kind="subtotal")
    d.add("Net gain (loss) on asset dispositions (b)", v(TOB_GAIN))
    d.add("Segment profit", {k: r1(tots["Revenues"].vals[k] - tots["Expenses"].vals[k] + v(TOB_GAIN)[k], 1)
                             for k in keys + ["t19", "t18"]}, kind="total")
    return d


TOB_INV = {  # quarter: (new cars, secondary cars, new $M, secondary $M)
    "q1": (720, 1140, 79.4, 58.2), "q2": (905, 610, 101.3, 33.5), "q3": (540, 2380, 62.0, 121.7),
    "q4": (1260, 930, 142.6, 47.9),
}
TOB_INV18 = (2870, 4015, 318.5, 196.4)


def t16():
    qs = [("q1", "First Quarter"), ("q2", "Second Quarter"), ("q3", "Third Quarter"), ("q4", "Fourth Quarter")]
    cols = G("2019 by Quarter", qs) + G("Full Year", [("f19", "2019"), ("f18", "2018")])
    d = D("t16", "tob", I7, "Investment Volume", cols, style="unruled", family="DejaVuSans", size=8.5,
          orient="landscape", label_max=220,
          notes=["(a) Railcars purchased from manufacturers under long-term supply agreements.",
                 "(b) Railcars purchased from other lessors and shippers, including portfolio acquisitions."])
    def block(i, j, title, money):
        d.add(title, kind="section", bold=True, **({"money": True, "scale": 1e6} if money else {"scale": NOSCALE}))
        rs = []
        for lab, idx in (("New railcars (a)", i), ("Secondary market (b)", j)):
            vals = {q: TOB_INV[q][idx] for q, _ in qs}
            vals["f19"] = r1(sum(vals[q] for q, _ in qs), 1 if money else 0)
            vals["f18"] = TOB_INV18[idx]
            rs.append(d.add(lab, vals, level=1, dec=1 if money else 0))
        t = sumrow(d, "Total", rs, [q for q, _ in qs] + ["f19", "f18"], dec=1 if money else 0, level=1,
                   kind="subtotal")
        t.dec = 1 if money else None
    block(0, 1, "Railcars acquired (number of cars)", False)
    block(2, 3, "Investment volume (in millions)", True)
    return d


# ============================================================== Penwhistle Aviation Academy (FY Sept 30, 2019)
PEN_PROG = {  # program: (starts 19, avg enrollment 19, graduates 19, starts 18, enrollment 18, graduates 18)
    "Professional pilot programs": [("Associate degree in professional flight", 412, 955, 288, 376, 902, 301),
                                    ("Airline career pathway (a)", 688, 1310, 517, 602, 1144, 455),
                                    ("Accelerated commercial pilot", 254, 203, 231, 268, 219, 246)],
    "International cadet programs (b)": [("East Asia cadets", 318, 402, 296, 344, 431, 322),
                                         ("South Asia cadets", 196, 233, 141, 152, 180, 98),
                                         ("Europe and Middle East cadets", 87, 109, 92, 104, 121, 88)],
    "Instructor and add-on programs": [("Certificated flight instructor", 355, 118, 331, 319, 107, 298),
                                       ("Multi-engine and type-rating add-ons", 146, 31, 144, 171, 37, 166)],
}


def t17():
    cols = (G("Fiscal 2019", [("st9", "New Student Starts"), ("en9", "Average Enrollment"), ("gr9", "Graduates")])
            + G("Fiscal 2018", [("st8", "New Student Starts"), ("en8", "Average Enrollment"), ("gr8", "Graduates")]))
    d = D("t17", "pen", I1, "Students by Program", cols, style="zebra", family="DejaVuSerif", size=8.5,
          orient="landscape", corner="Program", bold_sections=True, label_max=230,
          notes=["(a) Students enrolled under tuition-reimbursement or conditional-offer agreements with partner "
                 "airlines.",
                 "(b) Cadets sponsored by foreign airlines under group training contracts."])
    keys = ["st9", "en9", "gr9", "st8", "en8", "gr8"]
    allr = []
    for sec, vs in PEN_PROG.items():
        d.add(sec, kind="section")
        rs = [d.add(v[0], dict(zip(keys, v[1:])), level=1) for v in vs]
        label = {"Professional pilot programs": "Total professional pilot",
                 "International cadet programs (b)": "Total international cadet",
                 "Instructor and add-on programs": "Total instructor and add-on"}[sec]
        sumrow(d, label, rs, keys, level=1, kind="subtotal")
        allr += rs
    sumrow(d, "Total all programs", allr, keys, kind="total")
    return d


PEN_CAMPUS = {  # campus: (single-engine owned, leased, multi-engine owned, leased, FFS, FTD)
    "Southeast": [("Daytona Beach, Florida", 64, 12, 9, 2, 2, 6), ("Sebring, Florida", 38, 0, 5, 0, 0, 3),
                  ("Valdosta, Georgia", 22, 6, 3, 1, 0, 2), ("Dothan, Alabama", 18, 4, 2, 0, 0, 2),
                  ("Florence, South Carolina", 15, 0, 2, 0, 0, 1)],
    "Southwest": [("Mesa, Arizona", 71, 15, 11, 3, 2, 7), ("Prescott, Arizona", 34, 8, 4, 0, 0, 3),
                  ("Roswell, New Mexico", 20, 0, 3, 2, 0, 2), ("San Marcos, Texas", 29, 7, 4, 1, 1, 3)],
    "West": [("Hillsboro, Oregon", 26, 10, 3, 1, 0, 3), ("Grand Junction, Colorado", 17, 3, 2, 0, 0, 1),
             ("Bakersfield, California", 23, 5, 4, 0, 1, 2), ("Pasco, Washington", 12, 6, 1, 1, 0, 1)],
    "International": [("Jerez, Spain", 30, 4, 5, 1, 1, 3), ("Hamilton, New Zealand", 24, 6, 3, 0, 0, 2),
                      ("Mildura, Australia", 16, 2, 2, 1, 0, 1)],
}


def t18():
    cols = (G("Single-Engine Aircraft", [("seo", "Owned"), ("sel", "Leased")])
            + G("Multi-Engine Aircraft", [("meo", "Owned"), ("mel", "Leased")])
            + G("Flight Simulation Devices (a)", [("ffs", "Full Flight Simulators"), ("ftd", "Flight Training Devices")])
            + [Col("ta", ("Total Aircraft",))])
    d = D("t18", "pen", I2, "Training Fleet by Campus", cols, style="grid", family="LiberationSans", size=8.5,
          corner="As of September 30, 2019", split=13, repeat_header=True, label_max=170,
          notes=["(a) Simulation devices are not counted in total aircraft.",
                 "Leased aircraft are held under operating leases with remaining terms of one to six years."])
    keys = ["seo", "sel", "meo", "mel", "ffs", "ftd"]
    allr = []
    for sec, vs in PEN_CAMPUS.items():
        d.add(sec, kind="section", bold=True)
        rs = []
        for v in vs:
            vals = dict(zip(keys, v[1:]))
            vals["ta"] = v[1] + v[2] + v[3] + v[4]
            rs.append(d.add(v[0], vals, level=1))
        sumrow(d, f"Total {sec}", rs, keys + ["ta"], level=1, kind="subtotal")
        allr += rs
    sumrow(d, "Total fleet", allr, keys + ["ta"], kind="total")
    return d


PEN_REV = [  # region: (flight hours 19 (000), 18, revenue 19 ($000), 18)
    ("Southeast", 148.6, 139.2, 42170, 38420), ("Southwest", 131.9, 118.4, 38010, 32760),
    ("West", 72.4, 70.8, 20460, 19150), ("International (a)", 58.3, 61.7, 14820, 15280),
]


def t19():
    cols = (G("Flight Hours Flown (in thousands)", [("h19", "Fiscal 2019"), ("h18", "Fiscal 2018")], dec=1,
              scale=1e3)
            + G("Flight Training Revenue (in thousands)", [("r19", "Fiscal 2019"), ("r18", "Fiscal 2018")],
                money=True, scale=1e3)
            + G("Revenue per Flight Hour", [("p19", "Fiscal 2019"), ("p18", "Fiscal 2018")], money=True,
                scale=NOSCALE))
    d = D("t19", "pen", I7, "Flight Training Revenue by Campus Region", cols, style="booktabs",
          family="DejaVuSansCondensed", size=9, corner="Campus region", label_max=130,
          notes=["(a) International revenue is translated at average exchange rates for each fiscal year.",
                 "Revenue per flight hour is flight training revenue divided by flight hours flown; ground school "
                 "tuition is excluded."])
    rs = []
    for lab, h19, h18, r19, r18 in PEN_REV:
        rs.append(d.add(lab, {"h19": h19, "h18": h18, "r19": r19, "r18": r18, "p19": r1(r19 / h19, 0),
                              "p18": r1(r18 / h18, 0)}))
    t = {k: tot(rs, k, 1 if k[0] == "h" else 0) for k in ("h19", "h18", "r19", "r18")}
    t["p19"], t["p18"] = r1(t["r19"] / t["h19"], 0), r1(t["r18"] / t["h18"], 0)
    d.add("Total", t, kind="total")
    return d


PEN_PASS = [  # (section, label, pen 19, pen 18, national 19, national 18, checkrides 19)
    ("Certificates", "Private pilot", 88.4, 86.1, 81.9, 82.3, 1294),
    ("Certificates", "Commercial pilot \u2014 single-engine", 84.7, 85.2, 80.6, 81.0, 902),
    ("Certificates", "Commercial pilot \u2014 multi-engine", 79.3, 76.8, 77.5, 77.9, 611),
    ("Certificates", "Flight instructor (CFI)", 71.6, 73.4, 66.2, 65.8, 377),
    ("Certificates", "Flight instructor \u2014 instrument (CFII)", 80.2, 78.9, 74.1, 73.6, 264),
    ("Ratings", "Instrument rating", 82.5, 80.0, 78.4, 78.8, 1066),
    ("Ratings", "Multi-engine rating", 90.8, 91.5, 85.0, 84.7, 518),
]


def t20():
    cols = (G("Penwhistle First-Time Pass Rate", [("p19", "Fiscal 2019"), ("p18", "Fiscal 2018")], pct=True, dec=1)
            + G("FAA National Average (a)", [("n19", "Fiscal 2019"), ("n18", "Fiscal 2018")], pct=True, dec=1)
            + [Col("ck", ("Checkrides, Fiscal 2019",))])
    d = D("t20", "pen", I1, "Practical Test (Checkride) Results", cols, style="borderless",
          family="LiberationSansNarrow", size=9.5, corner="Certificate or rating", label_max=210,
          notes=["(a) First-time pass rates published by the FAA for all applicants in the federal fiscal year.",
                 "A first-time pass is a practical test passed on the first attempt without a notice of disapproval."])
    for sec in ("Certificates", "Ratings"):
        d.add(sec, kind="section")
        for x in [x for x in PEN_PASS if x[0] == sec]:
            d.add(x[1], dict(zip(["p19", "p18", "n19", "n18", "ck"], x[2:])), level=1)
    d.add("Total checkrides", {"ck": sum(x[6] for x in PEN_PASS)}, kind="total")
    return d


# ============================================================== Brindlecott Van Lines (2019)
BRI_SHIP = {  # segment: (shipments 19, 18, revenue 19 $000, revenue 18 $000)
    "Household goods": [("Interstate consumer moves", 48210, 50385, 262430, 266790),
                        ("Corporate relocation", 31460, 29870, 221610, 204300),
                        ("Military (a)", 18925, 20112, 96830, 101240),
                        ("International household goods", 4120, 3855, 58270, 53180)],
    "Specialized transportation": [("Trade show and exhibits", 9215, 8840, 41090, 38600),
                                   ("High-value products (b)", 22680, 19940, 38470, 32510),
                                   ("Office and industrial relocation", 6350, 6605, 29140, 29980)],
}


def t21():
    cols = (G("Shipments", [("s19", "2019"), ("s18", "2018"), ("sc", "% Change")])
            + G("Average Revenue per Shipment", [("a19", "2019"), ("a18", "2018"), ("ac", "% Change")]))
    for c in cols:
        if c.key in ("sc", "ac"):
            c.pct, c.dec = True, 1
        if c.key in ("a19", "a18"):
            c.money = True
    d = D("t21", "bri", I7, "Shipments and Revenue per Shipment by Service Line", cols, style="booktabs",
          family="DejaVuSans", size=8.5, orient="landscape", corner="Year Ended December 31,", bold_sections=True,
          label_max=220,
          notes=["(a) Moves of military personnel under the Department of Defense household goods program.",
                 "(b) Blanket-wrapped delivery of electronics, medical equipment and furniture.",
                 "Average revenue per shipment is linehaul and accessorial revenue divided by shipments."])
    allr = []
    for sec, vs in BRI_SHIP.items():
        d.add(sec, kind="section")
        rs = []
        for lab, s19, s18, v19, v18 in vs:
            a19, a18 = r1(v19 * 1000 / s19, 0), r1(v18 * 1000 / s18, 0)
            r = d.add(lab, {"s19": s19, "s18": s18, "sc": chg(s19, s18), "a19": a19, "a18": a18,
                            "ac": chg(a19, a18)}, level=1)
            r.rev = (v19, v18)
            rs.append(r)

        def agg(label, rows, **kw):
            s19, s18 = tot(rows, "s19"), tot(rows, "s18")
            v19, v18 = sum(r.rev[0] for r in rows), sum(r.rev[1] for r in rows)
            a19, a18 = r1(v19 * 1000 / s19, 0), r1(v18 * 1000 / s18, 0)
            return d.add(label, {"s19": s19, "s18": s18, "sc": chg(s19, s18), "a19": a19, "a18": a18,
                                 "ac": chg(a19, a18)}, **kw)
        agg(f"Total {sec.lower()}", rs, level=1, kind="subtotal")
        allr += rs
    agg("Total shipments", allr, kind="total")
    return d


BRI_NET = {  # region: (agents 19, agents 18, tractors company, tractors owner-op, trailers company, trailers owner-op)
    "United States": [("Northeast", 88, 92, 214, 388, 402, 611), ("Southeast", 121, 117, 263, 512, 498, 807),
                      ("Midwest", 96, 99, 198, 431, 377, 690), ("Southwest", 74, 70, 151, 296, 288, 470),
                      ("West", 83, 85, 176, 344, 351, 556)],
    "Canada": [("Eastern Canada", 27, 29, 48, 102, 95, 161), ("Western Canada", 19, 18, 37, 77, 70, 118)],
}


def t22():
    cols = (G("Agent Locations", [("ag19", "2019"), ("ag18", "2018")])
            + G("Tractors", [("trc", "Company-Owned"), ("tro", "Owner-Operator (a)")])
            + G("Trailers", [("tlc", "Company-Owned"), ("tlo", "Owner-Operator (a)")]))
    d = D("t22", "bri", I2, "Agent Network and Equipment by Region", cols, style="zebra", family="LiberationSerif",
          size=9, corner="As of December 31,", bold_sections=True,
          notes=["(a) Equipment owned by independent contractors under exclusive lease to Brindlecott.",
                 "Tractor and trailer counts are as of December 31, 2019."])
    keys = ["ag19", "ag18", "trc", "tro", "tlc", "tlo"]
    allr = []
    for sec, vs in BRI_NET.items():
        d.add(sec, kind="section")
        rs = [d.add(v[0], dict(zip(keys, v[1:])), level=1) for v in vs]
        sumrow(d, f"Total {sec}", rs, keys, level=1, kind="subtotal")
        allr += rs
    sumrow(d, "Total network", allr, keys, kind="total")
    return d


BRI_CLAIMS = {  # year: service: (claims filed, claims per 100 shipments, average paid $, expense $000, % of revenue)
    "2019": [("Interstate consumer moves", 3906, 8.1, 612, 2391, 0.9),
             ("Corporate relocation", 1982, 6.3, 845, 1675, 0.8),
             ("Military", 2138, 11.3, 498, 1065, 1.1),
             ("Specialized transportation", 1153, 3.0, 1320, 1522, 1.4)],
    "2018": [("Interstate consumer moves", 4182, 8.3, 588, 2459, 0.9),
             ("Corporate relocation", 1822, 6.1, 817, 1489, 0.7),
             ("Military", 2434, 12.1, 471, 1146, 1.1),
             ("Specialized transportation", 1041, 2.9, 1274, 1326, 1.3)],
}


def t23():
    cols = (G("Cargo Loss and Damage Claims", [("cf", "Claims Filed"), ("cr", "Claims per 100 Shipments"),
                                               ("ap", "Average Paid Claim")])
            + G("Claims Expense", [("ce", "Amount (in thousands)"), ("cp", "% of Revenue")]))
    for c in cols:
        if c.key == "cr":
            c.dec = 1
        if c.key == "ap":
            c.money, c.scale = True, NOSCALE
        if c.key == "ce":
            c.money, c.scale = True, 1e3
        if c.key == "cp":
            c.pct, c.dec = True, 1
    d = D("t23", "bri", I7, "Cargo Claims", cols, style="grid", family="DejaVuSerif", size=8.5, orient="landscape",
          corner="Year and service line", bold_sections=True, label_max=200,
          notes=["Claims are counted in the year filed; expense includes changes in reserves for open claims."])
    for y, vs in BRI_CLAIMS.items():
        d.add(y, kind="section")
        for v in vs:
            d.add(v[0], dict(zip(["cf", "cr", "ap", "ce", "cp"], v[1:])), level=1)
    return d


BRI_REV = [  # (section, label, 2019, 2018, 2017) $000
    ("Transportation", "Linehaul", 402880, 389150, 371020),
    ("Transportation", "Fuel surcharge", 38210, 41960, 33470),
    ("Origin and destination services", "Packing and unpacking", 121540, 117380, 109860),
    ("Origin and destination services", "Storage-in-transit", 44920, 46310, 43180),
    ("Origin and destination services", "Accessorial services (a)", 63770, 59440, 55210),
    (None, "Warehousing and records storage", 27390, 25710, 24880),
    (None, "Insurance and valuation programs (b)", 18630, 17980, 17120),
]


def t24():
    cols = (G("Year Ended December 31,", [("y19", "2019"), ("y18", "2018"), ("y17", "2017")])
            + G("Percent of Total Revenue", [("p19", "2019"), ("p18", "2018")], pct=True, dec=1))
    d = D("t24", "bri", I7, "Operating Revenue by Service", cols, style="unruled", family="LiberationSans", size=9,
          subcaption="(in thousands)", money=True, scale=1e3, sep_dollar=True, label_max=220,
          notes=["(a) Crating, shuttle, extra labor, appliance servicing and long-carry charges.",
                 "(b) Full-value protection and valuation charges collected from shippers."])
    T = {y: sum(x[i] for x in BRI_REV) for y, i in (("19", 2), ("18", 3), ("17", 4))}

    def v(a, b, c):
        return {"y19": a, "y18": b, "y17": c, "p19": r1(a / T["19"] * 100), "p18": r1(b / T["18"] * 100)}
    for sec in ("Transportation", "Origin and destination services"):
        d.add(sec, kind="section")
        rows = [x for x in BRI_REV if x[0] == sec]
        for x in rows:
            d.add(x[1], v(*x[2:]), level=1)
        d.add(f"Total {sec.lower()}", v(*[sum(x[i] for x in rows) for i in (2, 3, 4)]), level=1, kind="subtotal")
    for x in [x for x in BRI_REV if x[0] is None]:
        d.add(x[1], v(*x[2:]))
    d.add("Total operating revenue", v(T["19"], T["18"], T["17"]), kind="total")
    return d


# ============================================================== Hatterbury Parking Systems (2018)
HAT_LOC = {  # metro: (lease locations, lease spaces, management locations, management spaces)
    "Northeast": [("New York City", 42, 11850, 118, 46320), ("Boston", 17, 6420, 64, 28110),
                  ("Philadelphia", 11, 3980, 47, 19640), ("Washington, D.C.", 9, 4410, 83, 37520),
                  ("Baltimore", 6, 2270, 29, 12080)],
    "Midwest": [("Chicago", 23, 9160, 96, 41730), ("Minneapolis", 5, 1870, 31, 13260),
                ("Detroit", 4, 2050, 22, 10940), ("Cleveland", 3, 1320, 18, 7710)],
    "South": [("Atlanta", 8, 3540, 57, 26380), ("Houston", 12, 5830, 71, 35490), ("Dallas", 10, 4620, 63, 30170),
              ("Miami", 7, 2980, 44, 19860), ("Nashville", 3, 1140, 26, 10520)],
    "West": [("Los Angeles", 15, 6970, 92, 44830), ("San Francisco", 9, 3180, 51, 19950),
             ("Seattle", 6, 2410, 38, 15370), ("Denver", 5, 2090, 34, 14480), ("Phoenix", 2, 860, 21, 9630)],
    "Canada": [("Toronto", 4, 1730, 27, 11920), ("Vancouver", 2, 690, 15, 5840)],
}


def t25():
    cols = (G("Leased Locations (a)", [("ll", "Locations"), ("ls", "Parking Spaces")])
            + G("Managed Locations (b)", [("ml", "Locations"), ("ms", "Parking Spaces")])
            + G("Total", [("tl", "Locations"), ("ts", "Parking Spaces")]))
    d = D("t25", "hat", I2, "Locations and Parking Spaces by Metropolitan Area", cols, style="borderless",
          family="DejaVuSans", size=8.5, corner="As of December 31, 2018", split=18, repeat_header=False,
          bold_sections=True, label_max=150,
          notes=["(a) Locations operated under lease type contracts, where Hatterbury pays rent and retains revenue.",
                 "(b) Locations operated under management type contracts for a fee, including reimbursed management "
                 "contracts."])
    keys = ["ll", "ls", "ml", "ms"]
    allr = []
    for sec, vs in HAT_LOC.items():
        d.add(sec, kind="section")
        rs = []
        for v in vs:
            vals = dict(zip(keys, v[1:]))
            vals["tl"], vals["ts"] = v[1] + v[3], v[2] + v[4]
            rs.append(d.add(v[0], vals, level=1))
        sumrow(d, f"Total {sec}", rs, keys + ["tl", "ts"], level=1, kind="subtotal")
        allr += rs
    sumrow(d, "Total locations", allr, keys + ["tl", "ts"], kind="total")
    return d


HAT_FIN = {  # (revenue 18, 17, cost 18, 17) $M
    "Lease type contracts": (421.6, 408.3, 398.9, 379.4),
    "Management type contracts": (317.2, 301.5, 188.7, 181.9),
}
HAT_REIMB = (752.4, 714.8)


def t26():
    cols = (G("Year Ended December 31,", [("y18", "2018"), ("y17", "2017")])
            + G("Variance", [("va", "Amount"), ("vp", "%")]))
    for c in cols:
        c.dec = 1
    cols[-1].pct = True
    d = D("t26", "hat", I7, "Results by Contract Type", cols, style="band", family="LiberationSerif", size=9.5,
          corner="(in millions)", money=True, scale=1e6, label_max=250,
          notes=["(a) Reimbursed management type contract revenue and expense are equal and have no effect on gross "
                 "profit.",
                 "(b) Gross profit as a percentage of the related services revenue."])

    def v(a, b):
        return {"y18": r1(a, 1), "y17": r1(b, 1), "va": r1(a - b, 1), "vp": chg(a, b)}
    types = list(HAT_FIN)
    d.add("Services revenue", kind="section", bold=True)
    for t in types:
        d.add(t, v(HAT_FIN[t][0], HAT_FIN[t][1]), level=1)
    sr = [sum(HAT_FIN[t][i] for t in types) for i in (0, 1)]
    d.add("Total services revenue", v(*sr), level=1, kind="subtotal")
    d.add("Reimbursed management type contract revenue (a)", v(*HAT_REIMB))
    d.add("Total revenue", v(sr[0] + HAT_REIMB[0], sr[1] + HAT_REIMB[1]), kind="total")
    d.add("Cost of services", kind="section", bold=True)
    for t in types:
        d.add(t, v(HAT_FIN[t][2], HAT_FIN[t][3]), level=1)
    cs = [sum(HAT_FIN[t][i] for t in types) for i in (2, 3)]
    d.add("Total cost of services", v(*cs), level=1, kind="subtotal")
    d.add("Gross profit", kind="section", bold=True)
    for t in types:
        d.add(t, v(HAT_FIN[t][0] - HAT_FIN[t][2], HAT_FIN[t][1] - HAT_FIN[t][3]), level=1)
    d.add("Total gross profit", v(sr[0] - cs[0], sr[1] - cs[1]), level=1, kind="subtotal")
    d.add("Gross profit percentage (b)", kind="section", bold=True)
    for t in types:
        a = r1((HAT_FIN[t][0] - HAT_FIN[t][2]) / HAT_FIN[t][0] * 100)
        b = r1((HAT_FIN[t][1] - HAT_FIN[t][3]) / HAT_FIN[t][1] * 100)
        d.add(t, {"y18": a, "y17": b}, level=1, pct=True)
    return d


HAT_SAME = {  # section: [(label, same 18, same 17, all 18, all 17, kind)]
    "Lease type contracts": [("Revenue (in thousands)", 389420, 380910, 421600, 408300, "k"),
                             ("Gross profit (in thousands)", 20730, 26110, 22700, 28900, "k"),
                             ("Revenue per available space", 2418, 2371, 2409, 2366, "d"),
                             ("Average occupancy", 71.8, 73.4, 70.9, 72.6, "p")],
    "Management type contracts": [("Revenue (in thousands)", 281350, 272040, 317200, 301500, "k"),
                                  ("Gross profit (in thousands)", 113580, 107490, 128500, 119600, "k"),
                                  ("Revenue per available space", 697, 681, 683, 672, "d"),
                                  ("Average occupancy", 64.2, 65.5, 63.8, 65.1, "p")],
}


def t27():
    cols = (G("Same Locations (a)", [("s18", "2018"), ("s17", "2017"), ("sc", "% Change")])
            + G("All Locations", [("a18", "2018"), ("a17", "2017"), ("ac", "% Change")]))
    for c in cols:
        if c.key in ("sc", "ac"):
            c.pct, c.dec = True, 1
    d = D("t27", "hat", I7, "Same-Location Results", cols, style="zebra", family="DejaVuSansCondensed", size=9,
          orient="landscape", corner="Year Ended December 31,", bold_sections=True, label_max=210,
          notes=["(a) Locations operated for all of both years; 1,118 of the 1,250 locations at December 31, 2018.",
                 "For occupancy, the % change columns show the change in percentage points."])
    for sec, items in HAT_SAME.items():
        d.add(sec, kind="section")
        for lab, s18, s17, a18, a17, k in items:
            if k == "p":
                d.add(lab, {"s18": s18, "s17": s17, "sc": r1(s18 - s17), "a18": a18, "a17": a17,
                            "ac": r1(a18 - a17)}, level=1, pct=True, dec=1)
            else:
                d.add(lab, {"s18": s18, "s17": s17, "sc": chg(s18, s17), "a18": a18, "a17": a17,
                            "ac": chg(a18, a17)}, level=1, money=True,
                      scale=1e3 if k == "k" else NOSCALE, dollar=(k == "d") or None,
                      dec={"sc": 1, "ac": 1})
    return d


# ============================================================== Velbracken Cycle Share (2019)
QUI_SYS = {  # city: (launched, stations 19, 18, classic, e-bike, trips 19 (000), trips 18 (000))
    "United States": [("Portland, Oregon", "2014", 184, 171, 1350, 640, 1842, 1611),
                      ("Minneapolis, Minnesota", "2015", 221, 208, 1620, 410, 1408, 1352),
                      ("Pittsburgh, Pennsylvania", "2016", 117, 103, 780, 220, 612, 548),
                      ("Columbus, Ohio", "2016", 96, 88, 610, 150, 451, 433),
                      ("Austin, Texas", "2017", 158, 124, 910, 560, 1196, 874),
                      ("Salt Lake City, Utah (a)", "2019", 62, 0, 280, 190, 157, 0)],
    "Europe": [("Lyon, France", "2015", 204, 198, 1710, 300, 2316, 2205),
               ("Porto, Portugal", "2017", 88, 81, 540, 260, 604, 517),
               ("Gothenburg, Sweden", "2018", 112, 64, 720, 180, 689, 271)],
}


def t28():
    cols = ([Col("yr", ("Year Launched",), text=True, minw=36)]
            + G("Stations", [("st19", "2019"), ("st18", "2018")])
            + G("Bikes in Service at Year-End 2019", [("cl", "Classic"), ("eb", "E-Bike"), ("bt", "Total")])
            + G("Trips (in thousands)", [("t19", "2019"), ("t18", "2018")], scale=1e3))
    d = D("t28", "qui", I2, "Bike-Share Systems", cols, style="booktabs", family="LiberationSansNarrow", size=9.5,
          orient="landscape", corner="System (city)", bold_sections=True, label_max=190,
          notes=["(a) Launched in April 2019 under a ten-year concession with the city.",
                 "Systems are operated under concession or sponsorship agreements; station counts are at December 31."])
    keys = ["st19", "st18", "cl", "eb", "bt", "t19", "t18"]
    allr = []
    for sec, vs in QUI_SYS.items():
        d.add(sec, kind="section")
        rs = []
        for v in vs:
            vals = {"yr": v[1], "st19": v[2], "st18": v[3], "cl": v[4], "eb": v[5], "bt": v[4] + v[5],
                    "t19": v[6], "t18": v[7]}
            rs.append(d.add(v[0], vals, level=1))
        sumrow(d, f"Total {sec}", rs, keys, level=1, kind="subtotal")
        allr += rs
    sumrow(d, "Total systems", allr, keys, kind="total")
    return d


QUI_RIDES = {  # member type: quarter: (rides 000, average minutes, revenue $000)
    "Annual members": {"q1": (1012, 11.4, 2884), "q2": (1786, 12.3, 3112), "q3": (2044, 12.9, 3267),
                       "q4": (1318, 11.8, 3035)},
    "Casual riders": {"q1": (286, 24.8, 1631), "q2": (1034, 27.6, 6428), "q3": (1293, 28.9, 8390),
                      "q4": (472, 25.1, 2804)},
}
QUI_R18 = {"Annual members": (5402, 12.0, 11340), "Casual riders": (2411, 27.0, 15780)}


def t29():
    qs = [("q1", "Q1"), ("q2", "Q2"), ("q3", "Q3"), ("q4", "Q4")]
    cols = G("2019", qs) + G("Full Year", [("f19", "2019"), ("f18", "2018")])
    d = D("t29", "qui", I7, "Rides and Ride Revenue by Rider Type", cols, style="grid", family="DejaVuSans",
          size=8.5, corner="Rider type and measure", label_max=230,
          notes=["(a) Membership fees are recognized evenly over the membership term.",
                 "(b) Ride revenue divided by ride minutes (rides multiplied by average ride duration)."])
    for sec, qd in QUI_RIDES.items():
        d.add(sec, kind="section", bold=True)
        rides = {q: qd[q][0] for q, _ in qs}
        mins = {q: qd[q][1] for q, _ in qs}
        rev = {q: qd[q][2] for q, _ in qs}
        rides["f19"] = sum(qd[q][0] for q, _ in qs)
        mins["f19"] = wavg([(qd[q][1], qd[q][0]) for q, _ in qs])
        rev["f19"] = sum(qd[q][2] for q, _ in qs)
        rides["f18"], mins["f18"], rev["f18"] = QUI_R18[sec]
        cpm = {k: r1(rev[k] * 1000 / (rides[k] * 1000 * mins[k]) * 100) for k in rides}
        d.add("Rides (in thousands)", rides, level=1, scale=1e3)
        d.add("Average ride duration (minutes)", mins, level=1, dec=1)
        d.add("Ride and membership revenue (in thousands) (a)", rev, level=1, money=True, scale=1e3, dollar=True)
        d.add("Revenue per ride minute (cents) (b)", cpm, level=1, cents=True, dec=1)
    return d


def t30():
    t28d = t28()
    end_cl = t28d.find("Total systems").vals["cl"]
    end_eb = t28d.find("Total systems").vals["eb"]
    # (beginning 2018, purchased 19, acquired 19, retired 19, lost 19, converted 19, purchased 18, acquired 18,
    # retired 18, lost 18, converted 18)
    cl = dict(beg18=7240, pur18=1210, acq18=560, ret18=-388, los18=-512, con18=-120,
              pur19=None, acq19=280, ret19=-455, los19=-431, con19=-204)
    eb = dict(beg18=1120, pur18=720, acq18=60, ret18=-41, los18=-88, con18=120,
              pur19=None, acq19=190, ret19=-96, los19=-142, con19=204)
    for x, end in ((cl, end_cl), (eb, end_eb)):
        x["end18"] = sum(x[k] for k in ("beg18", "pur18", "acq18", "ret18", "los18", "con18"))
        x["beg19"] = x["end18"]
        x["pur19"] = end - sum(x[k] for k in ("beg19", "acq19", "ret19", "los19", "con19"))  # balancing figure
        x["end19"] = sum(x[k] for k in ("beg19", "pur19", "acq19", "ret19", "los19", "con19"))
        assert x["end19"] == end, (x["end19"], end)
    cols = (G("Classic Bikes", [("c19", "2019"), ("c18", "2018")])
            + G("E-Bikes", [("e19", "2019"), ("e18", "2018")]))
    d = D("t30", "qui", I7, "Bike Fleet Roll-Forward", cols, style="borderless", family="DejaVuSerif", size=9,
          corner="Year Ended December 31,", label_max=250,
          notes=["(a) Bikes added with the Salt Lake City system in 2019 and the Gothenburg system in 2018.",
                 "(b) Net of bikes recovered during the year.",
                 "(c) Classic bikes fitted with electric-assist kits and moved to the e-bike fleet."])

    def v(k):
        return {"c19": cl[k + "19"], "c18": cl[k + "18"], "e19": eb[k + "19"], "e18": eb[k + "18"]}
    d.add("Bikes in service, beginning of year", v("beg"))
    d.add("Additions", kind="section")
    d.add("Purchased", v("pur"), level=1)
    d.add("Acquired with new systems (a)", v("acq"), level=1)
    d.add("Reductions", kind="section")
    d.add("Retired", v("ret"), level=1)
    d.add("Lost or stolen (b)", v("los"), level=1)
    d.add("Converted to e-bikes (c)", v("con"), level=0)
    d.add("Bikes in service, end of year", v("end"), kind="total")
    return d


BUILDERS = [t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20,
            t21, t22, t23, t24, t25, t26, t27, t28, t29, t30]


def docs():
    return [b() for b in BUILDERS]


def pdf_name(d):
    return f"as9-{d.key}.pdf"


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
