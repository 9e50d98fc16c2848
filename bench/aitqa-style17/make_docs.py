"""Build the 30 PDFs of aitqa-style17:  python make_docs.py OUTDIR

Every base figure sits in the builder of its table; every derived cell (subtotals, totals, shares,
margins, changes, rates, roll-forward balances, figures shared between one company's tables) is
computed here, so each table adds up.  No randomness; rl_config.invariant is set in engine.py.
"""
from __future__ import annotations

import os
import sys

sys.dont_write_bytecode = True

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from engine import (NUM, NUM1, NUM2, PCT, PCT0, USD, USD1, USD2, USD2A, Col, Fmt, Row, Table,  # noqa: E402
                    fmt_number, parse_printed, render)

EM = "\u2014"

# ----------------------------------------------------------------------------- companies
COMPANIES = {
    "fnd": dict(name="Kirrowdane Semiconductor Manufacturing Corporation", short="Kirrowdane",
                industry="pure-play semiconductor foundry (300mm and 200mm fabs)",
                period="2019", fy="the fiscal year ended December 31, 2019", tables=("t01", "t04")),
    "stf": dict(name="Halsworthy Workforce Solutions, Inc.", short="Halsworthy",
                industry="staffing company (commercial and professional staffing, talent solutions)",
                period="FY ended December 29, 2019", fy="the fiscal year ended December 29, 2019",
                tables=("t05", "t08")),
    "pst": dict(name="Crellaway Pest Solutions, Inc.", short="Crellaway",
                industry="pest and termite control services (U.S. and Canada)",
                period="2019", fy="the fiscal year ended December 31, 2019", tables=("t09", "t12")),
    "rvm": dict(name="Wendlecott Coach Industries, Inc.", short="Wendlecott",
                industry="recreational vehicle manufacturer (towable and motorized RVs)",
                period="FY ended July 31, 2019", fy="the fiscal year ended July 31, 2019", tables=("t13", "t16")),
    "grc": dict(name="Gildermoor Markets, Inc.", short="Gildermoor",
                industry="supermarket chain (two banners, pharmacies, fuel centers)",
                period="FY ended December 28, 2019", fy="the fiscal year ended December 28, 2019",
                tables=("t17", "t20")),
    "tir": dict(name="Venmarrick Tire & Rubber Company", short="Venmarrick",
                industry="tire manufacturer (replacement and original-equipment tires)",
                period="2019", fy="the fiscal year ended December 31, 2019", tables=("t21", "t24")),
    "vgm": dict(name="Orvandel Interactive, Inc.", short="Orvandel",
                industry="video game publisher (console, PC and mobile)",
                period="FY ended March 31, 2019", fy="the fiscal year ended March 31, 2019", tables=("t25", "t27")),
    "ort": dict(name="Skelvane Orthopaedics, Inc.", short="Skelvane",
                industry="orthopaedic medical device maker (knees, hips, S.E.T., spine, dental)",
                period="2019", fy="the fiscal year ended December 31, 2019", tables=("t28", "t30")),
}

# invented names that must not occur anywhere else in the bench or the corpus (check.py --names)
INVENTED_NAMES = ["Kirrowdane", "Halsworthy", "Crellaway", "Wendlecott", "Gildermoor", "Saverwick",
                  "Venmarrick", "Orvandel", "Skelvane", "Drakmoor", "Quillspark", "Rumbleton",
                  "Mireglass", "Tidebreaker", "Crownfrost", "Ashgrave", "Starwarden", "Embercoil",
                  "Duskfall", "Sablethorn", "Glimmerholt", "Brackwyn", "Tallowmere", "Pitchline"]


def report(key: str, item: str) -> str:
    return f"Annual Report on Form 10-K for {COMPANIES[key]['fy']} \u2014 {item}"


# ----------------------------------------------------------------------------- helpers
def r(x, d=0):
    v = round(float(x), d)
    return int(v) if d == 0 else v


def pc(new, old, d=1):
    """Percent change as printed."""
    return r((new - old) / abs(old) * 100, d)


def share(part, total, d=1):
    return r(part / total * 100, d)


def add(*xs, d=0):
    return r(sum(xs), d)


def S(label, lvl=0, mk="", **kw):
    return Row(label, [], level=lvl, kind="section", marker=mk, **kw)


def D(label, vals, lvl=1, **kw):
    return Row(label, list(vals), level=lvl, **kw)


def SUB(label, vals, lvl=1, **kw):
    return Row(label, list(vals), level=lvl, kind="subtotal", **kw)


def TOT(label, vals, lvl=0, **kw):
    return Row(label, list(vals), level=lvl, kind="total", **kw)


def colsum(rows, d=0):
    n = len(rows[0])
    return [r(sum(x[i] for x in rows), d) for i in range(n)]


PCTF = ("%", 1)
M = ("USD", 1e6)
K = ("USD", 1e3)
CNT = (None, None)


# ============================================================================= Kirrowdane (foundry)
def t01():
    # name, location, technologies, cap19, cap18, util19, util18, ownership
    big = [("Fab 8", "Pasir Ris, Singapore", "28nm\u201365nm", 312, 298, 91, 94, "Owned"),
           ("Fab 9 (b)", "Albuquerque, New Mexico", "14nm\u201328nm", 186, 152, 84, 88, "Owned"),
           ("Fab 10", "Kulim, Malaysia", "40nm\u201390nm", 228, 228, 89, 96, "Joint venture"),
           ("Fab 12", "Nanjing, China", "28nm\u201340nm", 140, 96, 78, 81, "Owned")]
    small = [("Fab 2", "Colorado Springs, Colorado", "0.18\u20130.35 micron", 96, 104, 72, 80, "Owned"),
             ("Fab 3", "Itzehoe, Germany", "0.13\u20130.25 micron", 84, 84, 88, 93, "Owned"),
             ("Fab 4", "Penang, Malaysia", "0.11\u20130.18 micron", 132, 128, 93, 95, "Leased building"),
             ("Fab 5", "Wuxi, China", "0.13\u20130.18 micron", 118, 110, 90, 97, "Joint venture"),
             ("Fab 6", "Oita, Japan", "0.15\u20130.50 micron", 75, 81, 69, 77, "Owned")]

    def sub(group):
        c19 = sum(g[3] for g in group)
        c18 = sum(g[4] for g in group)
        u19 = r(sum(g[3] * g[5] for g in group) / c19)
        u18 = r(sum(g[4] * g[6] for g in group) / c18)
        return c19, c18, u19, u18

    def fab_rows(group):
        out = []
        for name, loc, tech, c19, c18, u19, u18, own in group:
            label, mk = (name[:-4], "(b)") if name.endswith("(b)") else (name, "")
            out.append(D(label, [loc, tech, c19, c18, u19, u18, own], lvl=1, marker=mk))
        return out

    b, s = sub(big), sub(small)
    allg = sub(big + small)
    rows = ([S("300mm (12-inch) fabs")] + fab_rows(big)
            + [SUB("Total 300mm fabs", ["", "", b[0], b[1], b[2], b[3], ""], lvl=1)]
            + [S("200mm (8-inch) fabs")] + fab_rows(small)
            + [SUB("Total 200mm fabs", ["", "", s[0], s[1], s[2], s[3], ""], lvl=1)]
            + [TOT("Total", ["", "", allg[0], allg[1], allg[2], allg[3], ""])])
    cap = "Monthly Capacity (thousands of 8-inch equivalent wafers) (a)"
    cols = [Col(("Location",), fmt=None, align="L"), Col(("Process Technologies",), fmt=None, align="L"),
            Col((cap, "Dec. 31, 2019"), us=(None, 1e3), where="column_header"),
            Col((cap, "Dec. 31, 2018"), us=(None, 1e3), where="column_header"),
            Col(("Average Utilization", "2019"), fmt=PCT0, us=PCTF),
            Col(("Average Utilization", "2018"), fmt=PCT0, us=PCTF),
            Col(("Ownership",), fmt=None, align="L")]
    return Table("t01", COMPANIES["fnd"]["name"], report("fnd", "Item 2. Properties"),
                 "Wafer Fabrication Facilities", cols, rows, corner="Facility",
                 footnotes=[("(a)", "Installed capacity at year end. One 12-inch wafer is counted as 2.25 "
                                    "8-inch equivalent wafers."),
                            ("(b)", "Fab 9 began volume production of 14nm wafers in the second quarter of 2019.")],
                 style="grid", family="DejaVuSans", size=8.5, paper="letter", land=True)


def t02_data():
    finfet = [("14nm", 486, 318), ("16nm", 402, 377)]
    planar = [("22nm/28nm", 1214, 1188), ("40nm/45nm", 876, 921), ("55nm/65nm", 742, 803),
              ("90nm", 388, 412), ("0.11/0.13 micron", 415, 436), ("0.15/0.18 micron", 603, 642),
              ("0.25 micron and above", 214, 251)]
    services = (163, 149)
    f19, f18 = sum(x[1] for x in finfet), sum(x[2] for x in finfet)
    p19, p18 = sum(x[1] for x in planar), sum(x[2] for x in planar)
    w19, w18 = f19 + p19, f18 + p18
    return finfet, planar, services, (f19, f18), (p19, p18), (w19, w18), (w19 + services[0], w18 + services[1])


def t02():
    finfet, planar, services, fs, ps, ws, tot = t02_data()

    def line(label, a, b, lvl=1, kind="data", mk=""):
        return Row(label, [a, share(a, tot[0]), b, share(b, tot[1]), pc(a, b)], level=lvl, kind=kind, marker=mk)

    rows = ([S("FinFET technologies:")] + [line(n, a, b) for n, a, b in finfet]
            + [line("Total FinFET", fs[0], fs[1], lvl=2, kind="subtotal")]
            + [S("Planar technologies:")] + [line(n, a, b) for n, a, b in planar]
            + [line("Total planar", ps[0], ps[1], lvl=2, kind="subtotal")]
            + [line("Total wafer revenue", ws[0], ws[1], lvl=0, kind="subtotal"),
               line("Mask, design and other services", services[0], services[1], lvl=0, mk="(a)"),
               line("Total net revenue", tot[0], tot[1], lvl=0, kind="total")])
    rows[-1].dollar = True
    rows[-3].dollar = True
    cols = [Col(("2019", "Revenue"), fmt=USD), Col(("2019", "% of Total"), fmt=PCT, us_force=PCTF),
            Col(("2018", "Revenue"), fmt=USD), Col(("2018", "% of Total"), fmt=PCT, us_force=PCTF),
            Col(("% Change",), fmt=PCT, us_force=PCTF)]
    return Table("t02", COMPANIES["fnd"]["name"], report("fnd", "Item 7. Management's Discussion and Analysis"),
                 "Net Revenue by Process Technology", cols, rows, corner="(in millions)", us=M,
                 where="header_corner",
                 footnotes=[("(a)", "Photomask sales, design services, bumping and probing services billed "
                                    "separately from wafers.")],
                 style="booktabs", family="LiberationSerif", size=9.5, paper="letter")


def t03_data():
    tot = t02_data()[6]
    plat = {"2019": [2018, 1356, 702, 604, 511], "2018": [2136, 1149, 655, 547, 593],
            "2017": [2004, 1021, 598, 489, 642]}
    geo = {"2019": [2287, 1402, 498, 611], "2018": [2356, 1265, 521, 585], "2017": [2190, 1172, 540, 566]}
    totals = {"2019": tot[0], "2018": tot[1], "2017": 5055}
    for y in plat:
        plat[y].append(totals[y] - sum(plat[y]))      # Other: balancing figure
        geo[y].append(totals[y] - sum(geo[y]))        # Other Asia Pacific: balancing figure
    return plat, geo, totals


def t03():
    plat, geo, totals = t03_data()
    pn = ["Smartphone", "High performance computing", "Internet of Things", "Automotive",
          "Digital consumer electronics", "Other"]
    gn = ["North America", "China", "Japan", "Europe, Middle East and Africa", "Other Asia Pacific"]

    def line(label, i, src, lvl=1, kind="data"):
        a, b, c = src["2019"][i], src["2018"][i], src["2017"][i]
        return Row(label, [a, b, c, a - b, pc(a, b)], level=lvl, kind=kind)

    tt = {y: [totals[y]] for y in totals}
    rows = ([S("By platform:")] + [line(n, i, plat) for i, n in enumerate(pn)]
            + [line("Total", 0, tt, lvl=1, kind="total")]
            + [S("By geography (b):")] + [line(n, i, geo) for i, n in enumerate(gn)]
            + [line("Total", 0, tt, lvl=1, kind="total")])
    rows[4].marker = "(a)"   # Automotive
    rows[9].dollar = True    # first row of the second section
    grp = "Year Ended December 31,"
    cols = [Col((grp, "2019"), fmt=USD), Col((grp, "2018"), fmt=USD), Col((grp, "2017"), fmt=USD),
            Col(("2019 vs. 2018", "$ Change"), fmt=USD), Col(("2019 vs. 2018", "% Change"), fmt=PCT, us_force=PCTF)]
    return Table("t03", COMPANIES["fnd"]["name"], report("fnd", "Item 7. Management's Discussion and Analysis"),
                 "Net Revenue by Platform and Geography", cols, rows, corner="(in millions)", us=M,
                 where="header_corner",
                 footnotes=[("(a)", "Includes automotive-qualified microcontroller and sensor wafers."),
                            ("(b)", "Based on the headquarters location of the customer.")],
                 style="zebra", family="DejaVuSansCondensed", size=9, paper="letter")


def t04_data():
    tot = t02_data()[6]
    rev19, rev18 = [1281, 1342, 1418], [1402, 1389, 1371]
    rev19.append(tot[0] - sum(rev19))
    rev18.append(tot[1] - sum(rev18))
    return dict(rev=rev19 + rev18,
                gp=[301, 338, 372, 401, 398, 383, 362, 331],
                oi=[42, 88, 121, 146, 160, 144, 117, -12],
                ni=[18, 61, 93, 117, 128, 111, 88, -37],
                ship=[2142, 2238, 2356, 2401, 2317, 2289, 2251, 2188],
                util=[81, 85, 89, 90, 95, 93, 90, 84],
                shares=412)


def t04():
    d = t04_data()
    gm = [r(g / v * 100, 1) for g, v in zip(d["gp"], d["rev"])]
    eps = [r(n / d["shares"], 2) for n in d["ni"]]
    asp = [r(v * 1e6 / (s * 1e3)) for v, s in zip(d["rev"], d["ship"])]
    rows = [D("Net revenue", d["rev"], lvl=0),
            D("Gross profit", d["gp"], lvl=0),
            D("Gross margin", gm, lvl=1, fmt=PCT, us=PCTF),
            D("Operating income (loss)", d["oi"], lvl=0),
            D("Net income (loss)", d["ni"], lvl=0),
            D("Diluted earnings (loss) per share", eps, lvl=0, fmt=USD2A, us=("USD", None)),
            S("Operating data:"),
            D("Wafer shipments (thousands of 8-inch equivalent wafers)", d["ship"], lvl=1, us=(None, 1e3),
              where="row_label"),
            D("Capacity utilization", d["util"], lvl=1, fmt=PCT0, us=PCTF),
            D("Blended average selling price per wafer (a)", asp, lvl=1,
              fmt=Fmt(money=True, always_dollar=True), us=("USD", None))]
    rows[-1].label, rows[-1].marker = "Blended average selling price per wafer", "(a)"
    qs = ["First Quarter", "Second Quarter", "Third Quarter", "Fourth Quarter"]
    cols = [Col(("2019", q), fmt=USD) for q in qs] + [Col(("2018", q), fmt=USD) for q in qs]
    return Table("t04", COMPANIES["fnd"]["name"], report("fnd", "Item 8. Financial Statements and Supplementary Data"),
                 "Quarterly Financial Data (Unaudited)", cols, rows,
                 subcaption="(in millions, except per share, per wafer and percentage data)", us=M,
                 where="subcaption",
                 footnotes=[("(a)", "Net revenue divided by wafer shipments; includes non-wafer revenue.")],
                 style="band", family="LiberationSans", size=8.5, paper="letter", land=True)


# ============================================================================= Halsworthy (staffing)
def t05_data():
    segs = [("Commercial Staffing", "Total Commercial Staffing",
             [("Light industrial", 1284530, 229874, 1236908, 225117, ""),
              ("Clerical and administrative", 402116, 89012, 418202, 93259, ""),
              ("Contact center", 166842, 30433, 151375, 28124, "")]),
            ("Professional Staffing", "Total Professional Staffing",
             [("Information technology", 588417, 171905, 551023, 160848, ""),
              ("Finance and accounting", 312650, 114227, 298414, 109221, ""),
              ("Healthcare", 244183, 62906, 201556, 53412, "(a)"),
              ("Engineering", 129370, 36871, 133802, 37999, "")]),
            ("Talent Solutions", "Total Talent Solutions",
             [("Recruitment process outsourcing", 98412, 39772, 84227, 34196, ""),
              ("Managed service programs", 52816, 27108, 47109, 24025, "")])]
    return segs


def t05():
    segs = t05_data()

    def vals(rv19, gp19, rv18, gp18):
        return [rv19, gp19, share(gp19, rv19), rv18, gp18, share(gp18, rv18)]

    rows, grand = [], [0, 0, 0, 0]
    for sec, tl, items in segs:
        rows.append(S(sec + ":"))
        for name, a, b, c, d_, mk in items:
            rows.append(D(name, vals(a, b, c, d_), marker=mk))
        st = [sum(x[i] for x in items) for i in (1, 2, 3, 4)]
        grand = [g + s for g, s in zip(grand, st)]
        rows.append(SUB(tl, vals(*st), lvl=1))
    rows.append(TOT("Total company", vals(*grand)))
    cols = []
    for y in ("Fiscal 2019", "Fiscal 2018"):
        cols += [Col((y, "Revenue"), fmt=USD), Col((y, "Gross Profit (b)"), fmt=USD),
                 Col((y, "Gross Margin"), fmt=PCT, us_force=PCTF)]
    return Table("t05", COMPANIES["stf"]["name"], report("stf", "Item 7. Management's Discussion and Analysis"),
                 "Revenue and Gross Profit by Segment and Service Line", cols, rows,
                 corner="(dollars in thousands)", us=K, where="header_corner",
                 footnotes=[("(a)", "Travel nurse and allied health staffing; includes Brackwyn Medical Staffing "
                                    "from its acquisition on May 6, 2019."),
                            ("(b)", "Gross profit includes permanent placement fees, which carry no direct cost.")],
                 style="booktabs", family="DejaVuSerif", size=8.5, paper="letter", land=True)


def t06():
    regions = [
        ("Northeast", [("Connecticut", 9, 1412, 3, 164, 12), ("Massachusetts", 11, 1688, 6, 402, 16),
                       ("New Jersey", 14, 2306, 4, 251, 18), ("New York", 12, 1845, 7, 618, 20),
                       ("Pennsylvania", 17, 2690, 4, 233, 22)]),
        ("Southeast", [("Florida", 21, 3412, 6, 377, 26), ("Georgia", 15, 2604, 4, 298, 18),
                       ("North Carolina", 16, 2873, 3, 214, 18), ("South Carolina", 8, 1290, 1, 47, 9),
                       ("Tennessee", 10, 1733, 2, 121, 12), ("Virginia", 7, 1011, 3, 265, 9)]),
        ("Midwest", [("Illinois", 19, 3288, 5, 412, 25), ("Indiana", 13, 2451, 1, 58, 13),
                     ("Michigan", 12, 2108, 2, 133, 15), ("Minnesota", 6, 904, 2, 176, 8),
                     ("Ohio", 18, 3105, 3, 190, 20), ("Wisconsin", 9, 1522, 1, 64, 11)]),
        ("Southwest", [("Arizona", 8, 1377, 2, 148, 9), ("Colorado", 6, 888, 3, 231, 8),
                       ("Oklahoma", 5, 742, 0, 0, 5), ("Texas", 24, 4216, 7, 589, 29)]),
        ("West", [("California", 22, 3590, 9, 806, 30), ("Nevada", 4, 655, 1, 52, 5),
                  ("Oregon", 5, 701, 2, 139, 7), ("Utah", 3, 498, 1, 71, 3),
                  ("Washington", 7, 1044, 3, 287, 9)]),
    ]
    rows, grand = [], [0] * 6
    for reg, states in regions:
        rows.append(S(reg))
        tot = [0] * 6
        for st, cb, ca, pb, pcn, b18 in states:
            v = [cb, ca, pb, pcn, cb + pb, b18]
            rows.append(D(st, v))
            tot = [a + b for a, b in zip(tot, v)]
        rows.append(SUB(f"Total {reg}", tot, lvl=1))
        grand = [a + b for a, b in zip(grand, tot)]
    rows.append(TOT("Total", grand))
    cols = [Col(("Commercial Staffing", "Branches")), Col(("Commercial Staffing", "Average Weekly Associates (a)")),
            Col(("Professional Staffing", "Branches")),
            Col(("Professional Staffing", "Average Weekly Consultants (a)")),
            Col(("Total Branches", "2019")), Col(("Total Branches", "2018"))]
    cut = next(i for i, x in enumerate(rows) if x.label == "Total Midwest")
    return Table("t06", COMPANIES["stf"]["name"], report("stf", "Item 2. Properties"),
                 "Branch Offices and Average Weekly Headcount on Assignment by State", cols, rows,
                 corner="As of fiscal year end 2019",
                 footnotes=[("(a)", "Average number of temporary associates or consultants on assignment per "
                                    "week during fiscal 2019.")],
                 style="ledger", family="LiberationSans", size=9.5, paper="letter",
                 break_after=cut, repeat_header=False)


def t07_data():
    segs = t05_data()
    rev = {}
    for sec, tl, items in segs:
        rev[sec] = (sum(x[1] for x in items), sum(x[3] for x in items))
    total = (sum(v[0] for v in rev.values()), sum(v[1] for v in rev.values()), 3052418)
    return rev, total


def t07():
    rev, total = t07_data()
    com19, com18 = rev["Commercial Staffing"]
    pro19, pro18 = rev["Professional Staffing"]
    hrs_c = [54318, 53902, 51477]
    hrs_p = [19850, 18792, 17944]
    rev_c = [com19, com18, 1712046]
    rev_p = [pro19, pro18, 1103820]
    bill_c = [r(a / b, 2) for a, b in zip(rev_c, hrs_c)]
    bill_p = [r(a / b, 2) for a, b in zip(rev_p, hrs_p)]
    pay_c = [25.18, 24.71, 23.96]
    pay_p = [45.62, 44.87, 43.55]
    days = [252, 251, 250]
    perm = [38406, 35912, 31877]
    rows = [S("Commercial Staffing:"),
            D("Hours billed (in thousands)", hrs_c, us=(None, 1e3), where="row_label"),
            D("Average bill rate per hour", bill_c, fmt=USD2A, us=("USD", None)),
            D("Average pay rate per hour", pay_c, fmt=USD2A, us=("USD", None)),
            D("Bill/pay spread per hour", [r(a - b, 2) for a, b in zip(bill_c, pay_c)], fmt=USD2A,
              us=("USD", None)),
            D("Average associates on assignment per week", [30155, 29876, 28940]),
            S("Professional Staffing:"),
            D("Hours billed (in thousands)", hrs_p, us=(None, 1e3), where="row_label"),
            D("Average bill rate per hour", bill_p, fmt=USD2A, us=("USD", None)),
            D("Average pay rate per hour", pay_p, fmt=USD2A, us=("USD", None)),
            D("Bill/pay spread per hour", [r(a - b, 2) for a, b in zip(bill_p, pay_p)], fmt=USD2A,
              us=("USD", None)),
            D("Average consultants on assignment per week", [4812, 4599, 4390], marker="(a)"),
            S("Company:"),
            D("Permanent placement fees (in thousands)", perm, fmt=Fmt(money=True, always_dollar=True),
              us=("USD", 1e3), where="row_label"),
            D("Billing days", days),
            D("Revenue per billing day (in thousands)", [r(t / dd) for t, dd in zip(total, days)],
              fmt=Fmt(money=True, always_dollar=True), us=("USD", 1e3), where="row_label"),
            D("Days sales outstanding", [54, 56, 57], marker="(b)")]
    grp = "Fiscal Year"
    cols = [Col((grp, "2019")), Col((grp, "2018")), Col((grp, "2017"))]
    return Table("t07", COMPANIES["stf"]["name"], report("stf", "Item 7. Management's Discussion and Analysis"),
                 "Key Operating Metrics", cols, rows,
                 footnotes=[("(a)", "Includes consultants of Talent Solutions engagements billed on an hourly "
                                    "basis."),
                            ("(b)", "Trade accounts receivable at year end divided by average daily revenue of "
                                    "the fourth quarter.")],
                 style="borderless", family="LiberationSerif", size=10, paper="letter")


def t08():
    _, total = t07_data()
    ni = [78412, 91306, 64118]
    tax = [26150, 30877, 41902]
    intr = [14318, 12260, 11845]
    da = [48906, 44215, 41377]
    ebitda = [a + b + c + d for a, b, c, d in zip(ni, tax, intr, da)]
    adj = [("Acquisition and integration costs", [9814, 2206, 4570], ""),
           ("Restructuring charges", [6233, 0, 3918], "(b)"),
           ("Share-based compensation", [12770, 11894, 10302], ""),
           ("Legal settlement (recovery)", [-4150, 7500, 0], ""),
           ("Gain on sale of business", [0, -11638, 0], "")]
    adj_e = [ebitda[i] + sum(x[1][i] for x in adj) for i in range(3)]
    margin = [share(a, t, 1) for a, t in zip(adj_e, total)]
    rows = [D("Net income", ni, lvl=0),
            D("Income tax expense", tax, lvl=1),
            D("Interest expense, net", intr, lvl=1),
            D("Depreciation and amortization", da, lvl=1),
            SUB("EBITDA", ebitda, lvl=0),
            S("Adjustments:")] + [D(n, v, lvl=1, marker=mk) for n, v, mk in adj] + [
            TOT("Adjusted EBITDA", adj_e),
            D("Revenue", list(total), lvl=0, dollar=True),
            D("Adjusted EBITDA margin (a)", margin, lvl=0, fmt=PCT, us=PCTF)]
    rows[-1].label, rows[-1].marker = "Adjusted EBITDA margin", "(a)"
    grp = "Fiscal Year"
    cols = [Col((grp, "2019"), fmt=USD), Col((grp, "2018"), fmt=USD), Col((grp, "2017"), fmt=USD)]
    return Table("t08", COMPANIES["stf"]["name"], report("stf", "Item 7. Management's Discussion and Analysis"),
                 "Reconciliation of Net Income to Adjusted EBITDA", cols, rows, corner="(in thousands)",
                 us=K, where="header_corner",
                 footnotes=[("(a)", "Adjusted EBITDA divided by revenue."),
                            ("(b)", "Branch consolidation in the Midwest and Northeast regions.")],
                 style="grid", family="DejaVuSansCondensed", size=9, paper="letter")


# ============================================================================= Crellaway (pest control)
def t09_data():
    secs = [("Residential pest control:", "Total residential pest control",
             [("Recurring service contracts", 412836, 388104, 4.9, ""),
              ("One-time treatments", 58421, 61377, -5.2, ""),
              ("Mosquito and tick programs", 36904, 29588, 19.8, "")], 4.6),
            ("Commercial pest control:", "Total commercial pest control",
             [("Food processing and hospitality", 184302, 171955, 5.1, ""),
              ("Healthcare and institutional", 66815, 60230, 8.7, ""),
              ("Retail and office", 79448, 77019, 1.4, "")], 5.0),
            ("Termite and ancillary:", "Total termite and ancillary",
             [("Termite renewals", 142660, 137412, 3.3, ""),
              ("New termite treatments", 61204, 64883, -6.1, ""),
              ("Ancillary services", 48519, 39170, 11.9, "(b)")], 3.0)]
    return secs, 4.4


def t09():
    secs, org_total = t09_data()
    rows, g19, g18 = [], 0, 0
    for sec, tl, items, org in secs:
        rows.append(S(sec))
        for n, a, b, o, mk in items:
            rows.append(D(n, [a, b, a - b, pc(a, b), o], marker=mk))
        a, b = sum(x[1] for x in items), sum(x[2] for x in items)
        g19, g18 = g19 + a, g18 + b
        rows.append(SUB(tl, [a, b, a - b, pc(a, b), org], lvl=2))
    rows.append(TOT("Total revenues", [g19, g18, g19 - g18, pc(g19, g18), org_total]))
    cols = [Col(("Year Ended December 31,", "2019"), fmt=USD), Col(("Year Ended December 31,", "2018"), fmt=USD),
            Col(("Increase (Decrease)", "$"), fmt=USD), Col(("Increase (Decrease)", "%"), fmt=PCT, us_force=PCTF),
            Col(("Organic Growth (a)", "%"), fmt=PCT, us_force=PCTF)]
    return Table("t09", COMPANIES["pst"]["name"], report("pst", "Item 7. Management's Discussion and Analysis"),
                 "Revenues by Service Line", cols, rows, corner="(in thousands)", us=K, where="header_corner",
                 footnotes=[("(a)", "Growth excluding revenue from businesses acquired in the past twelve months "
                                    "and from divested branches."),
                            ("(b)", "Attic insulation, crawl space moisture control and wildlife exclusion.")],
                 style="booktabs", family="LiberationSans", size=9.5, paper="letter")


def t10():
    us_regions = [
        ("Southeast", [("Alabama", 14, 3, 61.4, 6.8, 212), ("Florida", 38, 6, 188.2, 24.5, 701),
                       ("Georgia", 21, 4, 92.7, 11.3, 356), ("Mississippi", 7, 2, 27.9, 3.1, 98),
                       ("South Carolina", 11, 1, 48.6, 5.2, 171)]),
        ("South Central", [("Arkansas", 6, 2, 22.4, 2.6, 83), ("Louisiana", 12, 1, 51.3, 6.0, 190),
                           ("Oklahoma", 8, 0, 30.8, 3.7, 117), ("Texas", 33, 5, 161.5, 21.9, 612)]),
        ("Mid-Atlantic", [("Maryland", 9, 0, 36.2, 5.5, 140), ("North Carolina", 18, 2, 80.1, 9.4, 309),
                          ("Virginia", 13, 3, 55.0, 7.2, 214)]),
        ("Midwest", [("Illinois", 10, 1, 39.6, 7.8, 166), ("Indiana", 6, 2, 21.7, 3.3, 84),
                     ("Missouri", 7, 0, 26.1, 4.0, 101), ("Ohio", 9, 1, 33.8, 5.9, 138)]),
        ("West", [("Arizona", 12, 0, 58.3, 6.1, 205), ("California", 24, 4, 117.6, 16.2, 448),
                  ("Nevada", 5, 1, 19.4, 2.4, 72)]),
    ]
    canada = [("Alberta", 4, 2, 11.2, 2.0, 47), ("British Columbia", 5, 1, 14.6, 2.9, 58),
              ("Ontario", 9, 3, 30.5, 6.6, 121)]

    def add_rows(items, lvl):
        out, tot = [], [0, 0, 0.0, 0.0, 0]
        for n, *v in items:
            out.append(D(n, [v[0], v[1], v[2], v[3], v[4]], lvl=lvl))
            tot = [tot[0] + v[0], tot[1] + v[1], r(tot[2] + v[2], 1), r(tot[3] + v[3], 1), tot[4] + v[4]]
        return out, tot

    rows = [S("United States:")]
    us_tot = [0, 0, 0.0, 0.0, 0]
    for reg, states in us_regions:
        rows.append(S(reg, lvl=1))
        rr, tt = add_rows(states, 2)
        rows += rr
        rows.append(SUB(f"Total {reg}", tt, lvl=2))
        us_tot = [us_tot[0] + tt[0], us_tot[1] + tt[1], r(us_tot[2] + tt[2], 1), r(us_tot[3] + tt[3], 1),
                  us_tot[4] + tt[4]]
    rows.append(SUB("Total United States", us_tot, lvl=1))
    rows.append(S("Canada:", mk="(a)"))
    rr, ca_tot = add_rows(canada, 1)
    rows += rr
    rows.append(SUB("Total Canada", ca_tot, lvl=1))
    rows.append(TOT("Total", [us_tot[0] + ca_tot[0], us_tot[1] + ca_tot[1], r(us_tot[2] + ca_tot[2], 1),
                              r(us_tot[3] + ca_tot[3], 1), us_tot[4] + ca_tot[4]]))
    cust = "Customers (in thousands)"
    cols = [Col(("Branches", "Company-Owned")), Col(("Branches", "Franchised")),
            Col((cust, "Residential"), fmt=NUM1, us=(None, 1e3), where="column_header"),
            Col((cust, "Commercial"), fmt=NUM1, us=(None, 1e3), where="column_header"),
            Col(("Route Technicians",))]
    cut = next(i for i, x in enumerate(rows) if x.label == "Total Mid-Atlantic")
    return Table("t10", COMPANIES["pst"]["name"], report("pst", "Item 2. Properties"),
                 "Branches, Customers and Route Technicians by Location", cols, rows,
                 corner="December 31, 2019",
                 footnotes=[("(a)", "Canadian operations are conducted under the Crellaway name by a wholly owned "
                                    "subsidiary.")],
                 style="band", family="DejaVuSans", size=8.5, paper="A4", break_after=cut, repeat_header=True)


def t11_data():
    # beginning of 2018, new, acquired, cancellations (thousands)
    res = dict(beg18=1003.1, new=[286.4, 279.8], acq=[24.8, 12.6], canc=[-239.5, -253.1])
    com = dict(beg18=141.9, new=[31.7, 30.2], acq=[3.9, 1.8], canc=[-26.4, -25.7])

    def roll(d):
        end18 = r(d["beg18"] + d["new"][1] + d["acq"][1] + d["canc"][1], 1)
        beg19 = end18
        end19 = r(beg19 + d["new"][0] + d["acq"][0] + d["canc"][0], 1)
        return dict(beg=[beg19, d["beg18"]], new=d["new"], acq=d["acq"], canc=d["canc"], end=[end19, end18])
    return roll(res), roll(com)


def t11():
    res, com = t11_data()
    secs = t09_data()[0]
    rev = {}
    for sec, tl, items, org in secs:
        rev[sec] = (sum(x[1] for x in items), sum(x[2] for x in items))
    rres, rcom = rev["Residential pest control:"], rev["Commercial pest control:"]

    def four(key):
        return [res[key][0], res[key][1], com[key][0], com[key][1]]

    def retention(d, i):
        return r((1 + d["canc"][i] / (d["beg"][i] + d["acq"][i])) * 100, 1)

    def arpc(revs, d, i):
        avg = (d["beg"][i] + d["end"][i]) / 2
        return r(revs[i] / avg)

    cu = (None, 1e3)
    rows = [S("Customers (in thousands):"),
            D("Beginning of year", four("beg"), fmt=NUM1, us=cu, where="section_row"),
            D("New customers", four("new"), fmt=NUM1, us=cu, where="section_row"),
            D("Acquired customers", four("acq"), fmt=NUM1, us=cu, where="section_row", marker="(a)"),
            D("Cancellations", four("canc"), fmt=NUM1, us=cu, where="section_row"),
            SUB("End of year", four("end"), fmt=NUM1, us=cu, where="section_row"),
            S("Unit metrics:"),
            D("Customer retention rate", [retention(res, 0), retention(res, 1), retention(com, 0), retention(com, 1)],
              fmt=PCT, us=PCTF, marker="(b)"),
            D("Average annual revenue per customer",
              [arpc(rres, res, 0), arpc(rres, res, 1), arpc(rcom, com, 0), arpc(rcom, com, 1)],
              fmt=Fmt(money=True, always_dollar=True), us=("USD", None), marker="(c)"),
            D("Service visits completed (in thousands)", [5218, 5044, 1884, 1796], us=cu, where="row_label")]
    cols = [Col(("Residential", "2019")), Col(("Residential", "2018")),
            Col(("Commercial", "2019")), Col(("Commercial", "2018"))]
    return Table("t11", COMPANIES["pst"]["name"], report("pst", "Item 7. Management's Discussion and Analysis"),
                 "Customer Activity and Unit Metrics", cols, rows, corner="Year Ended December 31,",
                 footnotes=[("(a)", "Customers of acquired businesses at the acquisition date."),
                            ("(b)", "One minus cancellations divided by the sum of beginning and acquired customers."),
                            ("(c)", "Segment revenue divided by the average of beginning and ending customers, in "
                                    "dollars.")],
                 style="zebra", family="LiberationSerif", size=9.5, paper="letter")


def t12():
    secs = t09_data()[0]
    ann = []
    for sec, tl, items, org in secs:
        ann.append((sum(x[1] for x in items), sum(x[2] for x in items)))
    q = {"res": ([118204, 139117, 141530], [111388, 131906, 134017]),
         "com": ([80322, 82517, 85110], [75903, 77744, 79506]),
         "ter": ([51280, 76914, 69455], [50316, 74902, 67198])}
    lines = []
    for (key, (q19, q18)), (a19, a18) in zip(q.items(), ann):
        lines.append(q19 + [a19 - sum(q19)] + q18 + [a18 - sum(q18)])
    tot = colsum(lines)
    gp = [98412, 144506, 142977, 105224, 92806, 135411, 134208, 97930]
    oi = [22905, 61280, 58716, 27004, 19877, 56092, 54430, 24118]
    ni = [14870, 43512, 41640, 17315, 12902, 39988, 38310, -2771]
    eps = [r(x / 52840, 2) for x in ni]
    rows = [S("Revenues:"),
            D("Residential pest control", lines[0]), D("Commercial pest control", lines[1]),
            D("Termite and ancillary", lines[2]), TOT("Total revenues", tot, lvl=1),
            D("Gross profit (a)", gp, lvl=0, dollar=False),
            D("Operating income", oi, lvl=0),
            D("Net income (loss) (b)", ni, lvl=0),
            D("Diluted earnings (loss) per share", eps, lvl=0, fmt=USD2A, us=("USD", None))]
    for row in rows:
        if row.label.endswith(" (a)") or row.label.endswith(" (b)"):
            row.label, row.marker = row.label[:-4], row.label[-3:]
    qs = ["First Quarter", "Second Quarter", "Third Quarter", "Fourth Quarter"]
    cols = [Col(("2019", x), fmt=USD) for x in qs] + [Col(("2018", x), fmt=USD) for x in qs]
    return Table("t12", COMPANIES["pst"]["name"], report("pst", "Item 8. Financial Statements and Supplementary Data"),
                 "Quarterly Results of Operations (Unaudited)", cols, rows,
                 corner="(in thousands, except per share amounts)", us=K, where="header_corner",
                 footnotes=[("(a)", "Revenues less cost of services provided, exclusive of depreciation and "
                                    "amortization."),
                            ("(b)", "The fourth quarter of 2018 includes a $31.6 million non-cash charge for the "
                                    "settlement of the legacy termite warranty program.")],
                 style="borderless", family="DejaVuSansCondensed", size=9, paper="letter", land=True)


# ============================================================================= Wendlecott (RVs)
def t13_data():
    tow = [("Travel trailers", 41826, 48315, 1181244, 1298771), ("Fifth wheels", 12403, 14588, 612408, 701522),
           ("Toy haulers", 3217, 3502, 168930, 177416)]
    mot = [("Class A motorhomes", 2904, 3422, 498211, 571306), ("Class C motorhomes", 4688, 5215, 421570, 452018),
           ("Class B camper vans", 1882, 1350, 219340, 152611)]
    return tow, mot


def t13():
    tow, mot = t13_data()

    def line(label, u19, u18, s19, s18, lvl=1, kind="data"):
        return Row(label, [u19, u18, pc(u19, u18), s19, s18, pc(s19, s18)], level=lvl, kind=kind)

    def block(items):
        return [sum(x[i] for x in items) for i in (1, 2, 3, 4)]

    bt, bm = block(tow), block(mot)
    rows = ([S("Towable RVs:")] + [line(*x) for x in tow] + [line("Total towable", *bt, lvl=2, kind="subtotal")]
            + [S("Motorized RVs:")] + [line(*x) for x in mot] + [line("Total motorized", *bm, lvl=2, kind="subtotal")]
            + [line("Total recreational vehicles", *[a + b for a, b in zip(bt, bm)], lvl=0, kind="total")])
    rows[1].marker = "(a)"
    u, s = "Units Shipped", "Net Sales (in thousands)"
    cols = [Col((u, "Fiscal 2019")), Col((u, "Fiscal 2018")), Col((u, "% Change"), fmt=PCT, us_force=PCTF),
            Col((s, "Fiscal 2019"), fmt=USD, us=K, where="column_header"),
            Col((s, "Fiscal 2018"), fmt=USD, us=K, where="column_header"),
            Col((s, "% Change"), fmt=PCT, us_force=PCTF)]
    return Table("t13", COMPANIES["rvm"]["name"], report("rvm", "Item 7. Management's Discussion and Analysis"),
                 "Wholesale Unit Shipments and Net Sales by Product", cols, rows,
                 corner="Fiscal year ended July 31,",
                 footnotes=[("(a)", "Includes conventional and lightweight travel trailers and park model units.")],
                 style="zebra", family="LiberationSans", size=9, paper="letter", land=True)


def t14():
    segs = [
        ("Towable segment:", "Total towable segment", [
            ("Indiana", [("Goshen (Plants 1\u20133)", "Travel trailers", 612, 0, 6, 1240),
                         ("Middlebury", "Fifth wheels", 438, 0, 4, 905),
                         ("Nappanee", "Toy haulers", 204, 56, 2, 388),
                         ("Bristol", "Travel trailers", 0, 180, 2, 362),
                         ("Syracuse", "Travel trailers, lightweight", 246, 0, 3, 497),
                         ("Topeka", "Fifth wheels", 318, 0, 3, 611)]),
            ("Oregon", [("Junction City", "Travel trailers", 286, 0, 3, 544)]),
            ("Pennsylvania", [("Ephrata", "Fifth wheels", 0, 142, 1, 218),
                              ("New Holland", "Travel trailers", 175, 0, 2, 301)]),
        ]),
        ("Motorized segment:", "Total motorized segment", [
            ("Indiana", [("Elkhart", "Class A motorhomes", 520, 0, 3, 1106),
                         ("Wakarusa", "Class C motorhomes", 344, 0, 3, 812),
                         ("Decatur", "Chassis and cab assembly", 188, 0, 1, 276)]),
            ("Kansas", [("Hutchinson", "Class B camper vans", 0, 210, 2, 460)]),
            ("Oregon", [("Coburg", "Class A motorhomes, diesel", 265, 0, 2, 503)]),
        ]),
        ("Corporate and other:", "Total corporate and other", [
            ("Indiana", [("Elkhart (headquarters)", "Corporate offices and service center", 96, 0, 0, 214),
                         ("Goshen (parts distribution)", "Parts and accessories warehouse", 0, 240, 0, 130)]),
        ]),
    ]
    rows, grand = [], [0, 0, 0, 0]
    for seg, tl, states in segs:
        rows.append(S(seg))
        tot = [0, 0, 0, 0]
        for st, plants in states:
            rows.append(S(st, lvl=1))
            for name, use, own, lease, lines, emp in plants:
                rows.append(D(name, [use, own, lease, lines, emp], lvl=2))
                tot = [a + b for a, b in zip(tot, [own, lease, lines, emp])]
        rows.append(SUB(tl, [""] + tot, lvl=1))
        grand = [a + b for a, b in zip(grand, tot)]
    rows.append(TOT("Total", [""] + grand))
    sq = "Square Feet (in thousands)"
    cols = [Col(("Principal Products or Use",), fmt=None, align="L"),
            Col((sq, "Owned"), us=(None, 1e3), where="column_header"),
            Col((sq, "Leased"), us=(None, 1e3), where="column_header"),
            Col(("Production Lines",)), Col(("Employees (a)",))]
    cut = next(i for i, x in enumerate(rows) if x.label == "Total towable segment")
    return Table("t14", COMPANIES["rvm"]["name"], report("rvm", "Item 2. Properties"),
                 "Manufacturing, Service and Warehouse Facilities", cols, rows, corner="Location",
                 footnotes=[("(a)", "Full-time employees at July 31, 2019.")],
                 style="grid", family="DejaVuSerif", size=10, paper="letter", land=True,
                 break_after=cut, repeat_header=False)


def t15():
    tow = [("Travel trailers", 6128, 171402, 11347, 308806), ("Fifth wheels", 2210, 106985, 4416, 209112),
           ("Toy haulers", 488, 25730, 702, 36018)]
    mot = [("Class A motorhomes", 611, 108344, 934, 160417), ("Class C motorhomes", 1102, 101238, 1597, 139902),
           ("Class B camper vans", 704, 84115, 318, 37660)]

    def line(n, u19, d19, u18, d18, lvl=1, kind="data"):
        return Row(n, [u19, d19, u18, d18, pc(d19, d18)], level=lvl, kind=kind)

    def blk(items):
        return [sum(x[i] for x in items) for i in (1, 2, 3, 4)]

    bt, bm = blk(tow), blk(mot)
    rows = ([S("Towable:")] + [line(*x) for x in tow] + [line("Total towable", *bt, lvl=2, kind="subtotal")]
            + [S("Motorized:")] + [line(*x) for x in mot] + [line("Total motorized", *bm, lvl=2, kind="subtotal")]
            + [line("Total backlog", *[a + b for a, b in zip(bt, bm)], lvl=0, kind="total")])
    cols = [Col(("July 31, 2019", "Units"), us=CNT), Col(("July 31, 2019", "Dollars"), fmt=USD),
            Col(("July 31, 2018", "Units"), us=CNT), Col(("July 31, 2018", "Dollars"), fmt=USD),
            Col(("Change in Dollars (a)", "%"), fmt=PCT, us_force=PCTF)]
    return Table("t15", COMPANIES["rvm"]["name"], report("rvm", "Item 1. Business"),
                 "Order Backlog", cols, rows, corner="(dollars in thousands)", us=K, where="header_corner",
                 footnotes=[("(a)", "Backlog dollars at July 31, 2019 compared with July 31, 2018. Orders are "
                                    "generally cancelable by dealers without penalty before production.")],
                 style="band", family="LiberationSansNarrow", size=10, paper="letter")


def t16():
    tow, mot = t13_data()
    st = [sum(x[3] for x in tow), sum(x[4] for x in tow), 1804417]
    sm = [sum(x[3] for x in mot), sum(x[4] for x in mot), 1077692]
    other = [96418, 88203, 79554]
    elim = [-41612, -38979, -33081]
    ibt = [("Towable", [168430, 221904, 204117]), ("Motorized", [-4288, 31519, 24870]),
           ("Other", [12077, 10918, 9340]), ("Corporate", [-46702, -43155, -39810])]
    da = [("Towable", [28604, 25317, 22940]), ("Motorized", [14211, 13880, 12506]),
          ("Other", [2417, 2288, 2105]), ("Corporate", [3560, 3402, 3311])]
    ns = [("Towable", st), ("Motorized", sm), ("Other (a)", other), ("Intercompany eliminations (b)", elim)]
    rows = [S("Net sales:")]
    for n, v in ns:
        mk = ""
        if n.endswith(")") and n[-3] == "(":
            n, mk = n[:-4], n[-3:]
        rows.append(D(n, v, marker=mk))
    rows.append(TOT("Total net sales", colsum([v for _, v in ns]), lvl=1))
    rows.append(S("Income (loss) before income taxes:"))
    rows += [D(n, v, dollar=(i == 0)) for i, (n, v) in enumerate(ibt)]
    rows.append(TOT("Total income before income taxes", colsum([v for _, v in ibt]), lvl=1))
    rows.append(S("Depreciation and amortization:"))
    rows += [D(n, v, dollar=(i == 0)) for i, (n, v) in enumerate(da)]
    rows.append(TOT("Total depreciation and amortization", colsum([v for _, v in da]), lvl=1))
    grp = "Fiscal Year Ended July 31,"
    cols = [Col((grp, "2019"), fmt=USD), Col((grp, "2018"), fmt=USD), Col((grp, "2017"), fmt=USD)]
    return Table("t16", COMPANIES["rvm"]["name"], report("rvm", "Item 8. Financial Statements and Supplementary Data"),
                 "Segment Information", cols, rows, corner="(in thousands)", us=K, where="header_corner",
                 footnotes=[("(a)", "Aftermarket parts, accessories and chassis sold to third parties."),
                            ("(b)", "Chassis and components sold by the Decatur facility to the towable and "
                                    "motorized segments.")],
                 style="ledger", family="LiberationSerif", size=9.5, paper="letter")


# ============================================================================= Gildermoor (supermarkets)
def t17_data():
    regions = [
        ("Mid-Atlantic", [("Delaware", 9, 8, 4, 3, 6, 540), ("Maryland", 31, 28, 12, 9, 20, 1911),
                          ("Pennsylvania", 44, 40, 18, 12, 27, 2702), ("Virginia", 27, 25, 9, 6, 15, 1627),
                          ("West Virginia", 8, 6, 11, 5, 4, 682)]),
        ("Ohio Valley", [("Indiana", 14, 12, 10, 6, 9, 1066), ("Kentucky", 19, 17, 13, 8, 11, 1387),
                         ("Ohio", 36, 33, 21, 14, 24, 2619)]),
        ("Southeast", [("Alabama", 6, 5, 14, 7, 3, 703), ("Georgia", 12, 11, 9, 6, 7, 917),
                       ("North Carolina", 22, 20, 8, 6, 13, 1370), ("South Carolina", 10, 9, 6, 3, 6, 681),
                       ("Tennessee", 15, 13, 12, 8, 9, 1130)]),
        ("Great Lakes", [("Illinois", 11, 10, 5, 3, 6, 702), ("Michigan", 17, 15, 7, 5, 10, 1040),
                         ("Wisconsin", 7, 6, 4, 2, 3, 452)]),
    ]
    return regions


def t17():
    regions = t17_data()
    rows, grand = [], [0] * 6
    for reg, states in regions:
        rows.append(S(reg))
        tot = [0] * 6
        for st, *v in states:
            rows.append(D(st, v))
            tot = [a + b for a, b in zip(tot, v)]
        rows.append(SUB(f"Total {reg}", tot, lvl=1))
        grand = [a + b for a, b in zip(grand, tot)]
    rows.append(TOT("Total", grand))
    cols = [Col(("Gildermoor", "Stores")), Col(("Gildermoor", "Pharmacies")),
            Col(("Saverwick (a)", "Stores")), Col(("Saverwick (a)", "Pharmacies")),
            Col(("Fuel Centers (b)",)),
            Col(("Total Square Feet (in thousands)",), us=(None, 1e3), where="column_header")]
    cut = next(i for i, x in enumerate(rows) if x.label == "Total Ohio Valley")
    return Table("t17", COMPANIES["grc"]["name"], report("grc", "Item 2. Properties"),
                 "Stores by State and Banner", cols, rows, corner="December 28, 2019",
                 footnotes=[("(a)", "Saverwick is the Company's limited-assortment discount banner."),
                            ("(b)", "Fuel centers are located on the parking lots of Gildermoor and Saverwick "
                                    "stores.")],
                 style="zebra", family="LiberationSansNarrow", size=11, paper="letter",
                 break_after=cut, repeat_header=True)


def t18_data():
    per = [("Produce and floral", 1482.6, 1431.9), ("Meat and seafood", 1704.3, 1688.5),
           ("Dairy and frozen", 1311.8, 1297.4), ("Deli and bakery", 948.5, 902.2)]
    non = [("Center store grocery", 2604.9, 2633.0), ("General merchandise", 512.7, 530.6),
           ("Health and beauty care", 438.2, 429.1)]
    other = [("Pharmacy", 1206.4, 1144.8, ""), ("Fuel", 874.1, 902.6, "(a)")]
    return per, non, other


def t18():
    per, non, other = t18_data()
    tp = [r(sum(x[1] for x in per), 1), r(sum(x[2] for x in per), 1)]
    tn = [r(sum(x[1] for x in non), 1), r(sum(x[2] for x in non), 1)]
    tot = [r(tp[i] + tn[i] + sum(x[1 + i] for x in other), 1) for i in (0, 1)]

    def line(n, a, b, lvl=1, kind="data", mk=""):
        return Row(n, [a, share(a, tot[0]), b, share(b, tot[1])], level=lvl, kind=kind, marker=mk)

    rows = ([S("Perishables:")] + [line(*x) for x in per] + [line("Total perishables", *tp, lvl=2, kind="subtotal")]
            + [S("Non-perishables:")] + [line(*x) for x in non]
            + [line("Total non-perishables", *tn, lvl=2, kind="subtotal")]
            + [line(n, a, b, lvl=0, mk=mk) for n, a, b, mk in other]
            + [line("Total net sales", *tot, lvl=0, kind="total")])
    cols = []
    for y in ("Fiscal 2019", "Fiscal 2018"):
        cols += [Col((y, "Net Sales"), fmt=USD1), Col((y, "% of Total"), fmt=PCT, us_force=PCTF)]
    return Table("t18", COMPANIES["grc"]["name"], report("grc", "Item 7. Management's Discussion and Analysis"),
                 "Net Sales by Merchandise Category", cols, rows, corner="(dollars in millions)", us=M,
                 where="header_corner",
                 footnotes=[("(a)", "Fuel sales are net of excise taxes.")],
                 style="booktabs", family="DejaVuSerif", size=9, paper="letter")


def t19():
    regions = t17_data()
    g_end19 = sum(s[1] for _, st in regions for s in st)
    s_end19 = sum(s[3] for _, st in regions for s in st)
    sqft19 = sum(s[6] for _, st in regions for s in st)
    # 2019 activity per banner: opened, acquired, closed, conversions
    g19 = dict(opened=4, acquired=6, closed=-5, conv=-3)
    s19 = dict(opened=9, acquired=0, closed=-2, conv=3)
    g18 = dict(opened=3, acquired=0, closed=-7, conv=-2)
    s18 = dict(opened=11, acquired=0, closed=-1, conv=2)
    g_beg19 = g_end19 - sum(g19.values())
    s_beg19 = s_end19 - sum(s19.values())
    g_beg18 = g_beg19 - sum(g18.values())
    s_beg18 = s_beg19 - sum(s18.values())

    def six(a19, a18, b19, b18):
        return [a19, a18, b19, b18, a19 + b19, a18 + b18]

    sq18 = 18860  # total square feet at the end of fiscal 2018 (thousands)
    rows = [D("Stores at beginning of year", six(g_beg19, g_beg18, s_beg19, s_beg18), lvl=0),
            D("Opened", six(g19["opened"], g18["opened"], s19["opened"], s18["opened"])),
            D("Acquired (a)", six(g19["acquired"], g18["acquired"], s19["acquired"], s18["acquired"])),
            D("Closed", six(g19["closed"], g18["closed"], s19["closed"], s18["closed"])),
            D("Banner conversions (b)", six(g19["conv"], g18["conv"], s19["conv"], s18["conv"])),
            TOT("Stores at end of year", six(g_end19, g_beg19, s_end19, s_beg19)),
            D("Remodels completed", six(14, 11, 6, 8), lvl=0),
            D("Total square feet at end of year (in thousands)",
              ["", "", "", "", sqft19, sq18], lvl=0, us=(None, 1e3), where="row_label"),
            D("Average store size (square feet)",
              ["", "", "", "", r(sqft19 * 1000 / (g_end19 + s_end19)),
               r(sq18 * 1000 / (g_beg19 + s_beg19))], lvl=0)]
    for row in rows:
        if row.label.endswith(" (a)") or row.label.endswith(" (b)"):
            row.label, row.marker = row.label[:-4], row.label[-3:]
    cols = [Col(("Gildermoor", "2019")), Col(("Gildermoor", "2018")), Col(("Saverwick", "2019")),
            Col(("Saverwick", "2018")), Col(("Total", "2019")), Col(("Total", "2018"))]
    return Table("t19", COMPANIES["grc"]["name"], report("grc", "Item 7. Management's Discussion and Analysis"),
                 "Store Activity", cols, rows, corner="Fiscal year",
                 footnotes=[("(a)", "Six Tallowmere Foods stores in Kentucky acquired on March 11, 2019."),
                            ("(b)", "Gildermoor stores remodeled and reopened under the Saverwick banner.")],
                 style="grid", family="LiberationSerif", size=10, paper="letter")


def t20():
    idss = [2.4, 1.9, -0.6, 1.3, 1.3, 0.8]
    trans = [0.9, 0.4, -1.8, 0.2, 0.1, -0.7]
    ticket = [1.5, 1.5, 1.2, 1.1, 1.3, 1.5]
    ecom = [31.8, 28.4, 26.1, 24.9, 27.6, 38.2]
    gm = [27.84, 27.91, 27.62, 27.70, 27.77, 27.58]
    gal = [161.2, 122.4, 125.9, 118.3]
    gal.append(r(sum(gal), 1))
    gal.append(541.7)
    cpg = [33.1, 36.8, 34.5, 31.9]
    cpg.append(r(sum(a * b for a, b in zip(cpg, gal[:4])) / gal[4], 1))
    cpg.append(32.6)
    rows = [D("Identical-store sales, excluding fuel", idss, lvl=0, fmt=PCT, us=PCTF, marker="(b)"),
            D("Identical-store transactions", trans, lvl=1, fmt=PCT, us=PCTF),
            D("Average ticket", ticket, lvl=1, fmt=PCT, us=PCTF),
            D("eCommerce sales growth", ecom, lvl=0, fmt=PCT, us=PCTF, marker="(c)"),
            D("Gross margin rate", gm, lvl=0, fmt=Fmt(dec=2, pct=True), us=PCTF),
            D("Fuel gallons sold (in millions)", gal, lvl=0, fmt=NUM1, us=(None, 1e6), where="row_label"),
            D("Fuel margin per gallon (in cents)", cpg, lvl=0, fmt=NUM1, us=("USD", 0.01), where="row_label")]
    qs = ["First Quarter (a)", "Second Quarter", "Third Quarter", "Fourth Quarter", "Full Year"]
    cols = [Col(("Fiscal 2019", q)) for q in qs] + [Col(("Fiscal 2018", "Full Year"))]
    return Table("t20", COMPANIES["grc"]["name"], report("grc", "Item 7. Management's Discussion and Analysis"),
                 "Selected Operating Metrics", cols, rows, corner="",
                 footnotes=[("(a)", "The first quarter of fiscal 2019 contained 16 weeks; the other quarters "
                                    "contained 12 weeks."),
                            ("(b)", "Sales of stores open five full quarters, including remodeled and relocated "
                                    "stores, excluding fuel. Changes are compared with the prior year."),
                            ("(c)", "Pickup and delivery orders placed online.")],
                 style="borderless", family="DejaVuSansCondensed", size=9, paper="letter", land=True)


# ============================================================================= Venmarrick (tires)
def t21():
    seg_names = ["Americas", "Europe, Middle East and Africa", "Asia Pacific"]
    rep = [("Consumer", [52.4, 54.1], [38.6, 40.2], [17.3, 16.8], "(a)"),
           ("Commercial truck", [4.9, 5.0], [3.1, 3.3], [2.6, 2.4], ""),
           ("Off-the-road", [0.6, 0.5], [0.3, 0.3], [0.2, 0.2], "(b)")]
    oe = [("Consumer", [18.9, 20.6], [14.2, 15.8], [9.7, 9.9], "(a)"),
          ("Commercial truck", [1.8, 2.1], [0.9, 1.0], [0.6, 0.6], "")]

    def vals(a, b, c):
        v = a + b + c
        return v + [r(a[0] + b[0] + c[0], 1), r(a[1] + b[1] + c[1], 1)]

    def block(items):
        vs = [vals(x[1], x[2], x[3]) for x in items]
        return vs, colsum(vs, 1)

    rv, rt = block(rep)
    ov, ot = block(oe)
    rows = ([S("Replacement:")] + [D(x[0], v, marker=x[4]) for x, v in zip(rep, rv)]
            + [SUB("Total replacement", rt, lvl=2)]
            + [S("Original equipment:")] + [D(x[0], v, marker=x[4]) for x, v in zip(oe, ov)]
            + [SUB("Total original equipment", ot, lvl=2)]
            + [TOT("Total tire units", [r(a + b, 1) for a, b in zip(rt, ot)])])
    cols = []
    for s in seg_names + ["Total"]:
        cols += [Col((s, "2019"), fmt=NUM1), Col((s, "2018"), fmt=NUM1)]
    return Table("t21", COMPANIES["tir"]["name"], report("tir", "Item 7. Management's Discussion and Analysis"),
                 "Tire Unit Volumes by Segment", cols, rows, corner="(tire units in millions)", us=(None, 1e6),
                 where="header_corner",
                 footnotes=[("(a)", "Passenger car, SUV and light truck tires."),
                            ("(b)", "Earthmover, mining and agricultural tires.")],
                 style="band", family="DejaVuSans", size=8.5, paper="letter", land=True)


def t22():
    regions = [
        ("Americas:", "Total Americas", [
            ("United States", [("Joplin, Missouri", "Consumer", 1640, 41500, 1910, "Owned"),
                               ("Dothan, Alabama", "Commercial truck", 1210, 9800, 1288, "Owned"),
                               ("Pueblo, Colorado", "Consumer", 1385, 33200, 1602, "Owned"),
                               ("Florence, Kentucky", "Consumer, high-performance", 920, 18600, 1044, "Owned"),
                               ("Ottumwa, Iowa", "Off-the-road, agricultural", 805, 1150, 693, "Owned")]),
            ("Mexico", [("Saltillo, Coahuila", "Consumer", 1120, 30400, 1415, "Owned")]),
            ("Brazil", [("Curitiba, Parana", "Consumer, commercial truck", 1015, 21800, 1577, "Owned")]),
        ]),
        ("Europe, Middle East and Africa:", "Total Europe, Middle East and Africa", [
            ("Germany", [("Gifhorn", "Consumer", 1260, 29700, 1836, "Owned")]),
            ("Poland", [("Rzeszow", "Consumer, commercial truck", 1480, 35100, 2204, "Owned")]),
            ("France", [("Le Mans", "Commercial truck", 690, 5400, 932, "Leased")]),
            ("South Africa", [("Port Elizabeth", "Consumer", 540, 9200, 871, "Owned")]),
        ]),
        ("Asia Pacific:", "Total Asia Pacific", [
            ("China", [("Dalian", "Consumer", 1330, 36800, 1952, "Owned"),
                       ("Changzhou", "Consumer, commercial truck", 1075, 24100, 1618, "Joint venture")]),
            ("Thailand", [("Rayong", "Consumer", 860, 22500, 1275, "Owned")]),
            ("Indonesia", [("Cikarang", "Consumer", 610, 14300, 988, "Leased")]),
        ]),
    ]
    rows, grand = [], [0, 0, 0]
    for reg, tl, countries in regions:
        rows.append(S(reg))
        tot = [0, 0, 0]
        for ctry, plants in countries:
            rows.append(S(ctry, lvl=1))
            for city, prod, fl, cap, emp, own in plants:
                rows.append(D(city, [prod, fl, cap, emp, own], lvl=2))
                tot = [a + b for a, b in zip(tot, [fl, cap, emp])]
        rows.append(SUB(tl, [""] + tot + [""], lvl=1))
        grand = [a + b for a, b in zip(grand, tot)]
    rows.append(TOT("Total", [""] + grand + [""]))
    cols = [Col(("Principal Products",), fmt=None, align="L"),
            Col(("Floor Space (thousands of sq. ft.)",), us=(None, 1e3), where="column_header"),
            Col(("Capacity (a)", "Tires per Day")), Col(("Employees",)),
            Col(("Owned or Leased",), fmt=None, align="L")]
    cut = next(i for i, x in enumerate(rows) if x.label == "Poland")
    return Table("t22", COMPANIES["tir"]["name"], report("tir", "Item 2. Properties"),
                 "Principal Tire Manufacturing Plants", cols, rows, corner="Plant",
                 footnotes=[("(a)", "Average daily production capacity in 2019 based on current product mix and "
                                    "staffing.")],
                 style="booktabs", family="LiberationSerif", size=9.5, paper="letter", label_w=160,
                 break_after=cut - 1, repeat_header=True)


def t23_data():
    ns = {"Americas": [8412, 8736, 8504], "Europe, Middle East and Africa": [4906, 5288, 5011],
          "Asia Pacific": [1987, 2012, 1894]}
    oi = {"Americas": [703, 781, 812], "Europe, Middle East and Africa": [211, 344, 298],
          "Asia Pacific": [246, 252, 231]}
    return ns, oi


def t23():
    ns, oi = t23_data()
    rows = [S("Net sales:")]
    rows += [D(k, v) for k, v in ns.items()]
    rows.append(TOT("Total net sales", colsum(list(ns.values())), lvl=1))
    rows.append(S("Segment operating income:"))
    rows += [D(k, v, dollar=(i == 0)) for i, (k, v) in enumerate(oi.items())]
    rows.append(TOT("Total segment operating income", colsum(list(oi.values())), lvl=1))
    rows.append(S("Segment operating margin:", mk="(a)"))
    rows += [D(k, [share(a, b) for a, b in zip(oi[k], ns[k])], fmt=PCT, us=PCTF) for k in ns]
    rows.append(D("Total", [share(a, b) for a, b in zip(colsum(list(oi.values())), colsum(list(ns.values())))],
                  fmt=PCT, us=PCTF, kind="total"))
    grp = "Year Ended December 31,"
    cols = [Col((grp, "2019"), fmt=USD), Col((grp, "2018"), fmt=USD), Col((grp, "2017"), fmt=USD)]
    return Table("t23", COMPANIES["tir"]["name"], report("tir", "Item 8. Financial Statements and Supplementary Data"),
                 "Business Segments", cols, rows, corner="(in millions)", us=M, where="header_corner",
                 footnotes=[("(a)", "Segment operating income as a percentage of segment net sales.")],
                 style="grid", family="DejaVuSansCondensed", size=9, paper="A4")


def t24():
    poly = [("Natural rubber", 1142, 1248, -6.4), ("Synthetic rubber", 968, 1031, -3.1)]
    rein = [("Carbon black", 612, 598, 4.2), ("Steel cord and bead wire", 534, 561, -2.7),
            ("Textile fabrics", 301, 296, 1.8)]
    other = [("Chemicals, oils and other", 487, 502, 0.6)]
    tp = [sum(x[1] for x in poly), sum(x[2] for x in poly)]
    tr = [sum(x[1] for x in rein), sum(x[2] for x in rein)]
    tot = [tp[0] + tr[0] + other[0][1], tp[1] + tr[1] + other[0][2]]

    def line(n, a, b, ch, lvl=1, kind="data"):
        return Row(n, [a, share(a, tot[0]), b, share(b, tot[1]), ch], level=lvl, kind=kind)

    rows = ([S("Polymers:")] + [line(*x) for x in poly] + [line("Total polymers", *tp, -4.8, lvl=2, kind="subtotal")]
            + [S("Reinforcing materials:")] + [line(*x) for x in rein]
            + [line("Total reinforcing materials", *tr, 0.9, lvl=2, kind="subtotal")]
            + [line(*other[0], lvl=0)]
            + [line("Total raw materials", *tot, -2.3, lvl=0, kind="total")])
    cols = [Col(("2019", "Cost"), fmt=USD), Col(("2019", "% of Total"), fmt=PCT, us_force=PCTF),
            Col(("2018", "Cost"), fmt=USD), Col(("2018", "% of Total"), fmt=PCT, us_force=PCTF),
            Col(("Average Price Change (a)", "2019 vs. 2018"), fmt=PCT, us_force=PCTF)]
    return Table("t24", COMPANIES["tir"]["name"], report("tir", "Item 7. Management's Discussion and Analysis"),
                 "Raw Materials Consumed", cols, rows, corner="(in millions)", us=M, where="header_corner",
                 footnotes=[("(a)", "Change in the average cost per pound of raw materials consumed, excluding "
                                    "currency effects.")],
                 style="zebra", family="LiberationSans", size=9, paper="letter")


# ============================================================================= Orvandel (video games)
def t25_data():
    nr = {"comp": [1118, 2184], "plat": [1842, 804], "geo": [1584]}
    nb = {"comp": [1064, 2312], "plat": [1867, 826], "geo": [1622]}
    nr18 = {"comp": [1205, 1803], "plat": [1768, 716], "geo": [1507]}
    nb18 = {"comp": [1226, 1922], "plat": [1855, 745], "geo": [1571]}
    out = {}
    for key, d in (("nr19", nr), ("nb19", nb), ("nr18", nr18), ("nb18", nb18)):
        tot = sum(d["comp"])
        out[key] = dict(comp=d["comp"] + [tot], plat=d["plat"] + [tot - sum(d["plat"]), tot],
                        geo=d["geo"] + [tot - sum(d["geo"]), tot])
    return out


def t25():
    d = t25_data()
    labels = {"comp": ["Full game", "Live services and other", "Total"],
              "plat": ["Console", "PC and other", "Mobile", "Total"],
              "geo": ["North America", "International", "Total"]}
    heads = {"comp": ("By composition:", "(b)"), "plat": ("By platform:", ""), "geo": ("By geography:", "")}
    rows = []
    for key in ("comp", "plat", "geo"):
        h, mk = heads[key]
        rows.append(S(h, mk=mk))
        for i, n in enumerate(labels[key]):
            v = [d["nr19"][key][i], d["nb19"][key][i], d["nr18"][key][i], d["nb18"][key][i]]
            v.append(pc(v[1], v[3]))
            rows.append(Row(n, v, level=1, kind="total" if n == "Total" else "data"))
    cols = [Col(("Fiscal 2019", "Net Revenue"), fmt=USD), Col(("Fiscal 2019", "Net Bookings (a)"), fmt=USD),
            Col(("Fiscal 2018", "Net Revenue"), fmt=USD), Col(("Fiscal 2018", "Net Bookings (a)"), fmt=USD),
            Col(("Net Bookings % Change",), fmt=PCT, us_force=PCTF)]
    return Table("t25", COMPANIES["vgm"]["name"], report("vgm", "Item 7. Management's Discussion and Analysis"),
                 "Net Revenue and Net Bookings", cols, rows, corner="(in millions)", us=M, where="header_corner",
                 footnotes=[("(a)", "Net bookings is an operating metric: the net amount of products and services "
                                    "sold digitally or sold-in physically in the period."),
                            ("(b)", "Live services and other includes in-game purchases, subscriptions and "
                                    "advertising.")],
                 style="ledger", family="DejaVuSerif", size=9, paper="letter", land=True)


def t26():
    d = t25_data()
    secs = [
        ("Console and PC franchises:", [
            ("Sports", [("Rumbleton Rally", "2009", 402, 377, 9.8, 9.1),
                        ("Pitchline Football", "2014", 298, 264, 7.4, 6.2),
                        ("Quillspark Racing", "2011", 171, 203, 3.3, 4.0)]),
            ("Action and shooter", [("Tidebreaker", "2012", 511, 468, 14.6, 13.2),
                                    ("Ashgrave", "2016", 244, 301, 5.1, 6.8),
                                    ("Starwarden", "2018", 196, 58, 4.4, 2.9)]),
            ("Role-playing", [("Drakmoor", "2007", 338, 352, 6.0, 6.3),
                              ("Embercoil", "2015", 127, 141, 2.2, 2.6)]),
        ]),
        ("Mobile franchises:", [
            ("Puzzle and casual", [("Mireglass", "2013", 224, 236, 31.7, 34.5),
                                   ("Duskfall Farms", "2017", 139, 98, 18.3, 12.6)]),
            ("Strategy", [("Crownfrost Kingdoms", "2016", 187, 171, 8.9, 8.4),
                          ("Sablethorn Tactics", "2018", 96, 33, 5.2, 1.9)]),
        ]),
    ]
    rows, named19, named18 = [], 0, 0
    for sec, genres in secs:
        rows.append(S(sec))
        for g, titles in genres:
            rows.append(S(g, lvl=1))
            for name, yr, b19, b18, m19, m18 in titles:
                rows.append(D(name, [yr, b19, b18, m19, m18], lvl=2))
                named19, named18 = named19 + b19, named18 + b18
    tot19, tot18 = d["nb19"]["comp"][-1], d["nb18"]["comp"][-1]
    rows.append(D("All other titles and catalog", ["", tot19 - named19, tot18 - named18, "", ""], lvl=0))
    rows.append(TOT("Total net bookings", ["", tot19, tot18, "", ""]))
    cols = [Col(("First Released",), fmt=None, align="C"),
            Col(("Net Bookings (in millions)", "Fiscal 2019"), fmt=USD, us=M, where="column_header"),
            Col(("Net Bookings (in millions)", "Fiscal 2018"), fmt=USD, us=M, where="column_header"),
            Col(("Average Monthly Active Users (millions) (a)", "Q4 Fiscal 2019"), fmt=NUM1, us=(None, 1e6),
                where="column_header"),
            Col(("Average Monthly Active Users (millions) (a)", "Q4 Fiscal 2018"), fmt=NUM1, us=(None, 1e6),
                where="column_header")]
    cut = next(i for i, x in enumerate(rows) if x.label == "Embercoil")
    return Table("t26", COMPANIES["vgm"]["name"], report("vgm", "Item 1. Business"),
                 "Principal Franchises", cols, rows, corner="Franchise",
                 footnotes=[("(a)", "Unique accounts that played at least once in a month, averaged over the three "
                                    "months of the fourth fiscal quarter.")],
                 style="borderless", family="LiberationSansNarrow", size=11, paper="letter",
                 break_after=cut, repeat_header=False)


def t27():
    d = t25_data()
    nr = {"19": [712, 804, 688], "18": [655, 702, 751]}
    nb = {"19": [640, 781, 1103], "18": [598, 722, 1044]}
    nr19 = nr["19"] + [d["nr19"]["comp"][-1] - sum(nr["19"])]
    nr18 = nr["18"] + [d["nr18"]["comp"][-1] - sum(nr["18"])]
    nb19 = nb["19"] + [d["nb19"]["comp"][-1] - sum(nb["19"])]
    nb18 = nb["18"] + [d["nb18"]["comp"][-1] - sum(nb["18"])]
    digital = [71.4, 73.9, 68.2, 75.6, 63.8, 66.1, 60.4, 69.9]
    oi = [96, 148, 61, 212, 84, 119, 133, -48]
    ni = [74, 118, 42, 171, 65, 94, 102, -61]
    eps = [r(x / 118.6, 2) for x in ni]
    mau = [88.4, 91.2, 97.6, 104.3, 79.5, 82.8, 86.1, 93.0]
    rows = [D("Net revenue", nr19 + nr18, lvl=0),
            D("Net bookings (a)", nb19 + nb18, lvl=0),
            D("Digital net revenue as a percentage of net revenue", digital, lvl=1, fmt=PCT, us=PCTF),
            D("Operating income (loss)", oi, lvl=0),
            D("Net income (loss)", ni, lvl=0),
            D("Diluted earnings (loss) per share", eps, lvl=0, fmt=USD2A, us=("USD", None)),
            D("Average monthly active users (in millions) (b)", mau, lvl=0, fmt=NUM1, us=(None, 1e6),
              where="row_label")]
    for row in rows:
        if row.label.endswith(" (a)") or row.label.endswith(" (b)"):
            row.label, row.marker = row.label[:-4], row.label[-3:]
    qs = ["Q1", "Q2", "Q3", "Q4"]
    cols = [Col(("Fiscal 2019", q), fmt=USD) for q in qs] + [Col(("Fiscal 2018", q), fmt=USD) for q in qs]
    return Table("t27", COMPANIES["vgm"]["name"], report("vgm", "Item 8. Financial Statements and Supplementary Data"),
                 "Quarterly Financial and Operating Data (Unaudited)", cols, rows,
                 subcaption="(in millions, except per share data and percentages)", us=M, where="subcaption",
                 footnotes=[("(a)", "See the definition of net bookings under Item 7."),
                            ("(b)", "Quarterly average of unique monthly active accounts across all titles.")],
                 style="zebra", family="DejaVuSans", size=8.5, paper="letter", land=True)


# ============================================================================= Skelvane (orthopaedics)
def t28_data():
    # us19, us18, intl19, intl18
    recon = [("Knees", 1284.6, 1251.3, 921.7, 894.0), ("Hips", 1010.2, 987.5, 846.1, 858.7)]
    setd = [("Sports medicine", 402.8, 371.6, 233.5, 220.2), ("Extremities", 318.4, 291.7, 141.0, 133.8),
            ("Trauma", 287.9, 283.1, 205.6, 211.4)]
    other = [("Spine and craniomaxillofacial", 398.3, 412.9, 176.2, 181.5),
             ("Dental", 188.6, 193.2, 241.3, 250.1),
             ("Surgical and other", 212.7, 206.8, 121.9, 118.4)]
    return recon, setd, other


def t28_rows():
    recon, setd, other = t28_data()

    def vals(a, b, c, d_):
        t19, t18 = r(a + c, 1), r(b + d_, 1)
        return [a, b, c, d_, t19, t18, pc(t19, t18)]

    def block(items):
        s = [r(sum(x[i] for x in items), 1) for i in (1, 2, 3, 4)]
        return vals(*s), s

    rows = [S("Reconstructive:")] + [D(x[0], vals(*x[1:])) for x in recon]
    v, sr = block(recon)
    rows.append(SUB("Total reconstructive", v, lvl=2))
    rows.append(S("Sports Medicine, Extremities and Trauma (S.E.T.):", mk="(a)"))
    rows += [D(x[0], vals(*x[1:])) for x in setd]
    v, ss = block(setd)
    rows.append(SUB("Total S.E.T.", v, lvl=2))
    rows += [D(x[0], vals(*x[1:]), lvl=0) for x in other]
    rows[-3].marker = "(b)"
    allv = [r(sr[i] + ss[i] + sum(x[1 + i] for x in other), 1) for i in range(4)]
    rows.append(TOT("Total net sales", vals(*allv)))
    return rows


def t28():
    rows = t28_rows()
    cols = [Col(("United States", "2019"), fmt=USD1), Col(("United States", "2018"), fmt=USD1),
            Col(("International", "2019"), fmt=USD1), Col(("International", "2018"), fmt=USD1),
            Col(("Total", "2019"), fmt=USD1), Col(("Total", "2018"), fmt=USD1),
            Col(("Total", "% Change"), fmt=PCT, us_force=PCTF)]
    return Table("t28", COMPANIES["ort"]["name"], report("ort", "Item 7. Management's Discussion and Analysis"),
                 "Net Sales by Product Category and Geography", cols, rows, corner="(in millions)", us=M,
                 where="header_corner",
                 footnotes=[("(a)", "Sports medicine includes soft-tissue repair anchors and arthroscopy "
                                    "instruments; extremities includes shoulder, elbow, foot and ankle implants."),
                            ("(b)", "Includes spinal implants, bone healing stimulators and craniomaxillofacial "
                                    "plates.")],
                 style="grid", family="LiberationSans", size=8.5, paper="letter", land=True)


def t29():
    src = {x.label: x.values for x in t28_rows() if x.kind != "section"}
    pick = [("Knees", "Knees"), ("Hips", "Hips"), ("S.E.T.", "Total S.E.T."),
            ("Spine and craniomaxillofacial", "Spine and craniomaxillofacial"), ("Dental", "Dental"),
            ("Surgical and other", "Surgical and other"), ("Total", "Total net sales")]
    fx = {"Knees": -1.1, "Hips": -1.5, "S.E.T.": -0.9, "Spine and craniomaxillofacial": -0.6, "Dental": -2.1,
          "Surgical and other": -0.8, "Total": -1.1}
    price = {"Knees": -1.4, "Hips": -1.7, "S.E.T.": -0.8, "Spine and craniomaxillofacial": -2.6, "Dental": -0.9,
             "Surgical and other": -0.2, "Total": -1.3}
    t = src["Total net sales"]
    geo = [("United States", pc(t[0], t[1]), 0.0, -1.6), ("International", pc(t[2], t[3]), -3.0, -0.8)]

    def vals(rep, f, p):
        cc = r(rep - f, 1)
        return [rep, f, cc, r(cc - p, 1), p]

    rows = [S("By product category:")]
    for lab, key in pick:
        rows.append(Row(lab, vals(src[key][6], fx[lab], price[lab]), level=1,
                        kind="total" if lab == "Total" else "data"))
    rows.append(S("By geography:"))
    for lab, rep, f, p in geo:
        rows.append(D(lab, vals(rep, f, p)))
    rows.append(Row("Total", vals(src["Total net sales"][6], fx["Total"], price["Total"]), level=1, kind="total"))
    cols = [Col(("Reported % Change",), fmt=PCT), Col(("Foreign Exchange Impact",), fmt=PCT),
            Col(("Constant Currency % Change (a)",), fmt=PCT),
            Col(("Constant Currency Components", "Volume and Mix"), fmt=PCT),
            Col(("Constant Currency Components", "Price"), fmt=PCT)]
    return Table("t29", COMPANIES["ort"]["name"], report("ort", "Item 7. Management's Discussion and Analysis"),
                 "Analysis of Net Sales Growth, 2019 versus 2018", cols, rows, corner="", us=PCTF,
                 footnotes=[("(a)", "Constant currency % change is a non-GAAP measure: the reported change less the "
                                    "effect of translating 2019 sales at 2018 exchange rates.")],
                 style="band", family="DejaVuSerif", size=9, paper="letter", land=True)


def t30():
    src = {x.label: x.values for x in t28_rows() if x.kind != "section"}
    ns = [src["Total net sales"][4], src["Total net sales"][5]]
    cogs = [2076.4, 2018.7]
    amort = [302.5, 311.9]
    gp = [r(ns[i] - cogs[i] - amort[i], 1) for i in (0, 1)]
    sga = [2688.1, 2652.0]
    rnd = [406.3, 391.8]
    restr = [118.9, 141.6]
    qual = [46.2, 92.5]
    acq = [31.4, 12.8]
    litig = [-22.0, 64.7]
    op = [r(gp[i] - sga[i] - rnd[i] - restr[i] - qual[i] - acq[i] - litig[i], 1) for i in (0, 1)]
    intr = [-186.4, -201.9]
    oth = [14.8, -9.6]
    ebt = [r(op[i] + intr[i] + oth[i], 1) for i in (0, 1)]
    tax = [-142.3, -118.6]
    ne = [r(ebt[i] + tax[i], 1) for i in (0, 1)]

    def line(n, v, lvl=0, kind="data", mk=""):
        return Row(n, [v[0], share(v[0], ns[0]), v[1], share(v[1], ns[1])], level=lvl, kind=kind, marker=mk)

    rows = [line("Net sales", ns),
            line("Cost of products sold, excluding intangible asset amortization", cogs, lvl=1),
            line("Intangible asset amortization", amort, lvl=1),
            line("Gross profit", gp, kind="subtotal"),
            line("Selling, general and administrative", sga, lvl=1),
            line("Research and development", rnd, lvl=1),
            line("Restructuring and other cost reduction initiatives", restr, lvl=1, mk="(a)"),
            line("Quality remediation", qual, lvl=1, mk="(b)"),
            line("Acquisition, integration and related", acq, lvl=1),
            line("Litigation (gain) charge", litig, lvl=1),
            line("Operating profit", op, kind="subtotal"),
            line("Interest expense, net", intr, lvl=1),
            line("Other income (expense), net", oth, lvl=1),
            line("Earnings before income taxes", ebt, kind="subtotal"),
            line("Provision for income taxes", tax, lvl=1),
            line("Net earnings", ne, kind="total")]
    cols = []
    for y in ("2019", "2018"):
        cols += [Col((y, "Amount"), fmt=USD1), Col((y, "% of Net Sales"), fmt=PCT, us_force=PCTF)]
    return Table("t30", COMPANIES["ort"]["name"], report("ort", "Item 7. Management's Discussion and Analysis"),
                 "Results of Operations", cols, rows, corner="(dollars in millions)", us=M, where="header_corner",
                 footnotes=[("(a)", "Severance, plant consolidation and contract termination costs of the 2018 "
                                    "restructuring program."),
                            ("(b)", "Costs to remediate observations at the Glimmerholt, Ireland knee "
                                    "manufacturing facility.")],
                 style="ledger", family="LiberationSerif", size=10, paper="letter")


# ----------------------------------------------------------------------------- registry
BUILDERS = [t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20,
            t21, t22, t23, t24, t25, t26, t27, t28, t29, t30]
INDUSTRY_OF = {}
for _k, _c in COMPANIES.items():
    _a, _b = (int(x[1:]) for x in _c["tables"])
    for _i in range(_a, _b + 1):
        INDUSTRY_OF[f"t{_i:02d}"] = _k


def pdf_name(key: str) -> str:
    return f"as17-{key}.pdf"


def tables() -> dict:
    out = {}
    for b in BUILDERS:
        t = b()
        t.industry_key = INDUSTRY_OF[t.key]
        out[t.key] = t
    return out


def check_printed(tabs: dict) -> None:
    """Every numeric cell prints exactly its stored value."""
    for t in tabs.values():
        for ri, row in enumerate(t.rows):
            if row.kind == "section":
                continue
            for ci, v in enumerate(row.values):
                s = t.printed(ri, ci)
                if isinstance(v, (int, float)) and not isinstance(v, bool):
                    f = t.fmt_of(ri, ci)
                    if s == EM:
                        assert round(v, f.dec) == 0, (t.key, row.label, ci, v)
                        continue
                    p = parse_printed(s)
                    assert p is not None and abs(p - v) < 1e-9, (t.key, row.label, ci, v, s)
                    assert fmt_number(v, f, t.dollar_row(ri)) == s


def build(outdir: str) -> dict:
    os.makedirs(outdir, exist_ok=True)
    tabs = tables()
    check_printed(tabs)
    layouts = {}
    for key, t in tabs.items():
        layouts[key] = render(t, os.path.join(outdir, pdf_name(key)))
    return {"tables": tabs, "layouts": layouts}


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: make_docs.py OUTDIR")
    res = build(sys.argv[1])
    for k, lay in res["layouts"].items():
        t = res["tables"][k]
        print(f"{pdf_name(k)}: {lay.pages} page(s), {t.style}, {t.family}, {t.paper}{' landscape' if t.land else ''}")
