"""bench/aitqa-style6: thirty invented one-table 10-K extracts of transport companies, AIT-QA style.

    /work/main/.venv/bin/python bench/aitqa-style6/make_docs.py OUTDIR

Writes as6-t01.pdf ... as6-t30.pdf (byte-identical on every run). Every figure is in this file;
totals, roll-forward balances, shares, ratios and per-unit figures are computed so each table adds
up. The eight companies and the customers in t20/t21 are invented. See README.md.
"""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from engine import DASH, Col, Doc, render  # noqa: E402

SUB1 = "Form 10-K — Item 1. Business"
SUB2 = "Form 10-K — Item 2. Properties"
SUB7 = "Form 10-K — Item 7. Management's Discussion and Analysis of Financial Condition and Results of Operations"
SUB7A = "Form 10-K — Item 7A. Quantitative and Qualitative Disclosures About Market Risk"
SUB8 = "Form 10-K — Item 8. Financial Statements and Supplementary Data (Notes)"

CO = {
    "pen": ("Pendrossa Airlines, Inc.", "Pendrossa", "2019"),
    "wyc": ("Wyckholme Air Group, Inc.", "Wyckholme", "2018"),
    "bra": ("Brantisle Airways Holdings, Inc.", "Brantisle", "2021"),
    "ell": ("Ellerdeen Southern Railway Company", "Ellerdeen", "2019"),
    "mos": ("Mossvane Cruise Lines Ltd.", "Mossvane", "Fiscal 2018"),
    "car": ("Cardovel Air Cargo, Inc.", "Cardovel", "2019"),
    "ors": ("Orsington Airport Holdings, Inc.", "Orsington", "Fiscal 2019"),
    "sel": ("Selvaran Regional Airways, Inc.", "Selvaran", "2019"),
}
# other invented names printed in the tables (check.py checks them too)
OTHER_NAMES = ["Halvenport", "Quorrelby", "Ambrevane"]


def D(key, co, **kw):
    company, short, period = CO[co]
    return Doc(key=key, company=company, short=short, period=period, **kw)


def G(prefix, group, heads, **kw):
    """Columns under one spanning group; keys prefix+head."""
    return [Col(prefix + h.split()[-1].replace(".", ""), (group, h), **kw) for h in heads]


def pct(a, b, dec=1):
    return round(a / b * 100, dec)


def chg(new, old, dec=1):
    return round((new - old) / abs(old) * 100, dec)


# ======================================================================== Pendrossa (2019)
def t01():
    c = (G("af", "Airframe", ["2019", "2018"], width=49) + G("en", "Engines", ["2019", "2018"], width=49)
         + G("to", "Total", ["2019", "2018"], width=49))
    d = D("t01", "pen", subtitle=SUB8, caption="Maintenance Reserve Deposits", corner="(in millions)",
          cols=c, style="zebra", font="Serif", paper="A4", scale=1e6, money=True, label_w=196, size=8,
          notes=["(a) Paid monthly to lessors on the basis of flight hours or cycles flown under 41 aircraft operating leases.",
                 "(b) Deposits not probable of recovery from the lessor are expensed as supplemental rent."])
    flows = {  # beginning 2018, then 2018 and 2019 movements: payments, reimbursements, expensed, transferred
        "af": (214, [58, -41, -9, -12], [63, -38, -11, -17]),
        "en": (388, [121, -96, -14, -22], [134, -109, -18, 0]),
    }
    bal = {}
    for k, (b18, m18, m19) in flows.items():
        e18 = b18 + sum(m18)
        e19 = e18 + sum(m19)
        bal[k] = {"2018": [b18] + m18 + [e18], "2019": [e18] + m19 + [e19]}
    bal["to"] = {y: [a + b for a, b in zip(bal["af"][y], bal["en"][y])] for y in ("2019", "2018")}
    labels = ["Balance at beginning of year", "Reserve payments to lessors (a)",
              "Reimbursements for qualifying events", "Amounts expensed as supplemental rent (b)",
              "Applied to lease return obligations", "Balance at end of year"]
    for i, lab in enumerate(labels):
        d.add(lab, [bal[k][y][i] for k in ("af", "en", "to") for y in ("2019", "2018")],
              kind="total" if i == 5 else "data")
    cur = {"af": {"2019": 34, "2018": 29}, "en": {"2019": 71, "2018": 66}}
    cur["to"] = {y: cur["af"][y] + cur["en"][y] for y in ("2019", "2018")}
    d.add("Classified in the balance sheet as:", kind="section")
    d.add("Prepaid expenses and other current assets", [cur[k][y] for k in ("af", "en", "to") for y in ("2019", "2018")], 1)
    d.add("Other noncurrent assets", [bal[k][y][5] - cur[k][y] for k in ("af", "en", "to") for y in ("2019", "2018")], 1)
    return d


def t02():
    c = [Col("n", ("Number of Aircraft",), 56, scale=None, money=False),
         Col("proc", ("Sale Consideration", "Proceeds"), 62),
         Col("gain", ("Sale Consideration", "Gain (Loss) Recognized"), 62),
         Col("term", ("Leaseback", "Term (years)"), 56, scale=None, money=False),
         Col("rent", ("Leaseback", "Annual Rent"), 56)]
    d = D("t02", "pen", subtitle=SUB8, caption="Sale-Leaseback Transactions", corner="(dollars in millions)",
          cols=c, style="borderless", font="Sans", scale=1e6, money=True, label_w=170,
          notes=["(a) Two aircraft were sold to a lessor and leased back on December 19, 2018; the loss reflects "
                 "rent below market rates."])
    data = {"2019": [("Airbus A321neo", 6, 312, 14, 12, 27), ("Airbus A320neo", 4, 198, 9, 12, 17)],
            "2018": [("Airbus A321neo", 5, 262, 11, 12, 22), ("Airbus A330-900 (a)", 2, 226, -5, 12, 18)],
            "2017": [("Airbus A320", 4, 141, 6, 8, 15), ("Airbus A321", 3, 129, 4, 8, 14),
                     ("Boeing 767-300ER", 2, 58, -3, 5, 9)]}
    for y, rows in data.items():
        d.add(y, kind="section")
        for lab, *v in rows:
            d.add(lab, v, 1)
        tot = [sum(r[i] for r in rows) for i in (1, 2, 3)]
        d.add(f"Total {y}", [tot[0], tot[1], tot[2], None, sum(r[5] for r in rows)], 1, "total")
    return d


def t03():
    c = []
    for grp, pre in (("Year Ended December 31, 2019", "a"), ("2020 Plan", "p")):
        for sub, s2 in (("Heavy Airframe Checks", "hc"), ("Engine Shop Visits", "sv")):
            c.append(Col(f"{pre}{s2}n", (grp, sub, "Events"), 48, scale=None, money=False))
            c.append(Col(f"{pre}{s2}c", (grp, sub, "Cost ($ millions)"), 58, dec=1, scale=1e6, money=True))
    d = D("t03", "pen", subtitle=SUB7, caption="Scheduled Heavy Maintenance Events by Fleet",
          corner="Fleet Type", cols=c, style="grid", font="Cond", land=True, size=8, label_w=190,
          notes=["(a) Heavy checks on the A321neo fleet begin in 2021 under the manufacturer's maintenance planning document.",
                 "Engine shop visit costs exclude events covered by power-by-the-hour agreements."])
    rows = [("Airbus A319", 6, 11.4, 9, 38.7, 5, 9.8, 7, 31.2),
            ("Airbus A320", 14, 29.1, 18, 84.6, 16, 34.0, 21, 99.5),
            ("Airbus A321", 11, 26.3, 12, 61.9, 13, 31.8, 15, 78.0),
            ("Airbus A321neo (a)", 0, 0, 3, 7.2, 0, 0, 6, 15.1),
            ("Boeing 757-200", 7, 19.8, 10, 52.4, 4, 11.9, 6, 33.6),
            ("Boeing 767-300ER", 3, 14.6, 4, 41.3, 2, 10.1, 3, 32.8)]
    for lab, *v in rows:
        d.add(lab, v)
    d.add("Total", [round(sum(r[i] for r in rows), 1) for i in range(1, 9)], kind="total")
    return d


def t04():
    c = [Col("r2020", ("Aircraft Scheduled for Return", "2020"), 50, scale=None, money=False),
         Col("r2021", ("Aircraft Scheduled for Return", "2021"), 50, scale=None, money=False),
         Col("r2022", ("Aircraft Scheduled for Return", "2022 and Thereafter"), 62, scale=None, money=False),
         Col("l2019", ("Accrued Return Condition Liability (in thousands)", "December 31, 2019"), 66),
         Col("l2018", ("Accrued Return Condition Liability (in thousands)", "December 31, 2018"), 66)]
    d = D("t04", "pen", subtitle=SUB8, caption="Lease Return Conditions", corner="Aircraft Type",
          cols=c, style="booktabs", font="Sans", scale=1e3, money=True, label_w=170,
          notes=["(a) Includes four A319 aircraft whose leases were extended in 2019; their return costs were re-estimated.",
                 "(b) Return conditions for the 767-300ER fleet are settled in cash in lieu of a final heavy check."])
    rows = [("Airbus A319 (a)", 3, 4, 6, 18_420, 22_915), ("Airbus A320", 5, 2, 9, 31_760, 27_380),
            ("Boeing 757-200", 4, 3, 0, 24_115, 19_870), ("Boeing 767-300ER (b)", 2, 0, 1, 9_640, 12_205),
            ("Embraer 190", 0, 6, 4, 6_285, 3_410)]
    for lab, *v in rows:
        d.add(lab, v)
    d.add("Total", [sum(r[i] for r in rows) for i in range(1, 6)], kind="total")
    return d


# ======================================================================== Wyckholme (2018)
def t05():
    c = G("y", "Year Ended December 31,", ["2018", "2017", "2016"], width=52) + [
        Col("chd", ("Increase (Decrease) 2018 vs. 2017", "$"), 52),
        Col("chp", ("Increase (Decrease) 2018 vs. 2017", "%"), 52, dec=1, pct=True)]
    d = D("t05", "wyc", subtitle=SUB7, caption="Interest Expense", corner="(in millions)", cols=c,
          style="booktabs", font="Serif", scale=1e6, money=True, label_w=250,
          notes=["(a) Interest capitalized on pre-delivery deposits and progress payments for aircraft on order."])
    rows = [("Interest on long-term debt", 412, 398, 371), ("Interest on finance leases", 38, 44, 51),
            ("Amortization of debt discount and issuance costs", 21, 19, 18),
            ("Letter of credit and commitment fees", 9, 8, 8), ("Capitalized interest (a)", -57, -49, -41)]
    for lab, a, b, cc in rows:
        d.add(lab, [a, b, cc, a - b, chg(a, b)])
    t = [sum(r[i] for r in rows) for i in (1, 2, 3)]
    d.add("Total interest expense, net", t + [t[0] - t[1], chg(t[0], t[1])], kind="total")
    return d


def t06():
    c = []
    for grp, pre in (("December 31, 2018", "a"), ("December 31, 2017", "b")):
        c += [Col(pre + k, (grp, h), 54) for k, h in (("t", "Total"), ("1", "Level 1"), ("2", "Level 2"), ("3", "Level 3"))]
    d = D("t06", "wyc", subtitle=SUB8, caption="Assets Measured at Fair Value on a Recurring Basis",
          corner="(in millions)", cols=c, style="grid", font="Cond", land=True, scale=1e6, money=True,
          label_w=200, size=8, split_after=10, repeat_header=True,
          notes=["(a) Fuel call options and collars; see Note 11.",
                 "(b) Valued with a discounted cash flow model using unobservable inputs (Level 3)."])
    # (label, level, (L1, L2, L3) 2018, (L1, L2, L3) 2017)
    secs = [("Cash equivalents:", [("Money market funds", (1_184, 0, 0), (962, 0, 0)),
                                   ("Commercial paper", (0, 415, 0), (0, 388, 0))]),
            ("Short-term investments:", [("Corporate obligations", (0, 1_326, 0), (0, 1_107, 0)),
                                         ("U.S. government and agency securities", (274, 96, 0), (301, 88, 0)),
                                         ("Asset-backed securities", (0, 412, 0), (0, 365, 0)),
                                         ("Certificates of deposit", (0, 238, 0), (0, 297, 0))]),
            ("Restricted cash equivalents:", [("Money market funds", (143, 0, 0), (131, 0, 0))]),
            ("Other assets:", [("Fuel derivatives (a)", (0, 62, 0), (0, 118, 0)),
                               ("Interest rate swaps", (0, 9, 0), (0, 4, 0)),
                               ("Auction rate securities (b)", (0, 0, 27), (0, 0, 31))])]
    allv = []
    for sec, rows in secs:
        d.add(sec, kind="section")
        for lab, a, b in rows:
            v = [sum(a), *a, sum(b), *b]
            allv.append(v)
            d.add(lab, v, 1)
    d.add("Total assets at fair value", [sum(v[i] for v in allv) for i in range(8)], kind="total")
    return d


def t07():
    c = [Col("pti", ("Adjusted Pre-Tax Income (a)",), 70),
         Col("pool", ("Profit Sharing", "Pool"), 56),
         Col("pp", ("Profit Sharing", "% of Pre-Tax Income"), 62, dec=1, pct=True),
         Col("per", ("Profit Sharing", "Per Eligible Employee ($)"), 66, scale=None),
         Col("emp", ("Eligible Employees",), 62, scale=None, money=False)]
    d = D("t07", "wyc", subtitle=SUB7, caption="Profit Sharing", corner="(dollars in millions, except per employee)",
          cols=c, style="borderless", font="Sans", scale=1e6, money=True, label_w=140,
          notes=["(a) Pre-tax income excluding special items and profit sharing expense.",
                 "(b) The plan was amended in 2016 to pay 10% of the first $2.5 billion and 20% above it."])
    data = [("2014", 2_184, 41_260), ("2015", 3_412, 42_115), ("2016 (b)", 3_905, 43_380),
            ("2017", 3_561, 44_072), ("2018", 3_118, 45_310)]
    pools = []
    for lab, pti, emp in data:
        if lab.startswith("2014") or lab.startswith("2015"):
            pool = round(pti * 0.10)
        else:
            pool = round(250 + (pti - 2_500) * 0.20)
        pools.append(pool)
        d.add(lab, [pti, pool, pct(pool, pti), round(pool * 1e6 / emp), emp])
    d.add("Five-year total", [sum(x[1] for x in data), sum(pools), None, None, None], kind="total")
    return d


def t08():
    heads = ["Increase to Fuel Expense", "Hedge Offset (a)", "Net Increase"]
    c = [Col(f"{y}{k}", (f"{y} Estimated (b)", h), 64) for y in ("2019", "2020") for k, h in zip(("e", "h", "n"), heads)]
    d = D("t08", "wyc", subtitle=SUB7A, caption="Sensitivity of Fuel Expense to Jet Fuel Prices",
          corner="(in millions)", cols=c, style="zebra", font="Sans", land=True, scale=1e6, money=True,
          label_w=250,
          notes=["(a) Estimated gains (losses) on fuel call options and collars outstanding at December 31, 2018.",
                 "(b) Based on projected consumption of 1,482 million gallons in 2019 and 1,526 million gallons in 2020."])
    gal = {"2019": 1_482, "2020": 1_526}
    hedge = {"2019": {0.10: 0, 0.25: 38, 0.50: 104, 1.00: 241, -0.25: -18},
             "2020": {0.10: 0, 0.25: 11, 0.50: 35, 1.00: 88, -0.25: -4}}
    d.add("Change in price per gallon of jet fuel:", kind="section")
    for dp, lab in ((0.10, "Increase of $0.10 per gallon"), (0.25, "Increase of $0.25 per gallon"),
                    (0.50, "Increase of $0.50 per gallon"), (1.00, "Increase of $1.00 per gallon"),
                    (-0.25, "Decrease of $0.25 per gallon")):
        v = []
        for y in ("2019", "2020"):
            e = round(gal[y] * dp)
            h = -hedge[y][dp]
            v += [e, h, e + h]
        d.add(lab, v, 1)
    return d


# ======================================================================== Brantisle (2021)
def t09():
    c = [Col(k, ("Payroll Support Programs", k), 62) for k in ("PSP1", "PSP2", "PSP3")] + [Col("tot", ("Total",), 62)]
    d = D("t09", "bra", subtitle=SUB8, caption="Government Payroll Support", font="Serif", paper="A4",
          corner="(in millions, except warrant data)", cols=c, style="grid", scale=1e6, money=True, label_w=220,
          notes=["(a) Each warrant is exercisable for one share of common stock and expires five years after issuance."])
    g, n = (1_412, 804, 752), (465, 271, 254)
    price = (18.42, 24.87, 31.06)
    d.add("Grant (recognized as a contra-expense)", list(g) + [sum(g)])
    d.add("Unsecured promissory note (1.00%)", list(n) + [sum(n)])
    d.add("Total financial assistance", [a + b for a, b in zip(g, n)] + [sum(g) + sum(n)], kind="total")
    d.add("Warrants issued (a):", kind="section")
    sh = [round(x * 1e6 * 0.10 / p / 1e3) for x, p in zip(n, price)]
    d.add("Shares underlying warrants (thousands)", sh + [sum(sh)], 1, scale=1e3, money=False)
    d.add("Exercise price per share", [f"${p:.2f}" for p in price] + [""], 1, scale=None)
    d.add("Agreement date", ["Apr. 2020", "Jan. 2021", "Apr. 2021", ""], money=False, scale=None)
    d.add("Note maturity year", ["2030", "2031", "2031", ""], money=False, scale=None)
    return d


def t10():
    qs = ["Mar. 31, 2021", "Jun. 30, 2021", "Sep. 30, 2021", "Dec. 31, 2021"]
    c = ([Col("s" + q[:3], ("Aircraft in Temporary Storage", q), 56) for q in qs]
         + [Col("r2020", ("Permanently Retired", "2020"), 50), Col("r2021", ("Permanently Retired", "2021"), 50),
            Col("svc", ("In Service at Dec. 31, 2021",), 66)])
    d = D("t10", "bra", subtitle=SUB7, caption="Fleet Storage and Retirements", corner="Aircraft Type",
          cols=c, style="borderless", font="Cond", land=True, scale=None, money=False, label_w=200,
          notes=["(a) The remaining 777-200ER aircraft were retired in the second quarter of 2021.",
                 "(b) Operated by regional partners under capacity purchase agreements."])
    secs = [("Mainline:", "Total mainline", [("Airbus A319", 22, 17, 9, 4, 18, 6, 41), ("Airbus A320", 31, 19, 6, 2, 0, 0, 96),
                                             ("Airbus A321", 8, 3, 0, 0, 0, 0, 118), ("Boeing 737-800", 27, 14, 5, 3, 0, 0, 139),
                                             ("Boeing 777-200ER (a)", 10, 0, 0, 0, 4, 10, 0)]),
            ("Regional (b):", "Total regional", [("Embraer 175", 16, 9, 2, 0, 0, 0, 104), ("Bombardier CRJ900", 21, 12, 7, 5, 0, 3, 58),
                                                 ("Bombardier CRJ200", 38, 30, 26, 24, 19, 27, 12)])]
    tots = []
    for sec, tl, rows in secs:
        d.add(sec, kind="section")
        for lab, *v in rows:
            d.add(lab, v, 1)
        t = [sum(r[i] for r in rows) for i in range(1, 8)]
        tots.append(t)
        d.add(tl, t, 1, "total")
    d.add("Total fleet", [a + b for a, b in zip(*tots)], kind="total")
    return d


def t11():
    c = ([Col("21" + q, ("2021", q), 54, dec=1) for q in ("Q1", "Q2", "Q3", "Q4")]
         + [Col("20" + q, ("2020", q), 54, dec=1) for q in ("Q2", "Q3", "Q4")])
    d = D("t11", "bra", subtitle=SUB7, caption="Average Daily Cash Burn (Non-GAAP) (a)", corner="(in millions)",
          cols=c, style="booktabs", font="Sans", land=True, scale=1e6, money=True, label_w=250,
          notes=["(a) Cash used in (provided by) operating activities, capital expenditures net of returned pre-delivery "
                 "deposits, and scheduled debt and finance lease principal, divided by the days in the quarter. "
                 "Negative amounts indicate cash generation."])
    ops = {"20Q2": 31.5, "20Q3": 21.7, "20Q4": 15.3, "21Q1": 11.8, "21Q2": 2.1, "21Q3": -8.9, "21Q4": -3.6}
    cap = {"20Q2": 6.1, "20Q3": 4.2, "20Q4": 3.9, "21Q1": 3.4, "21Q2": 3.1, "21Q3": 3.5, "21Q4": 4.0}
    dbt = {"20Q2": 4.8, "20Q3": 5.6, "20Q4": 6.0, "21Q1": 6.3, "21Q2": 6.5, "21Q3": 6.2, "21Q4": 6.4}
    liq = {"20Q2": 9.4, "20Q3": 11.2, "20Q4": 13.7, "21Q1": 14.9, "21Q2": 16.1, "21Q3": 15.6, "21Q4": 15.2}
    keys = [x.key for x in c]
    d.add("Operating cash burn (generation)", [ops[k] for k in keys])
    d.add("Capital expenditures, net", [cap[k] for k in keys])
    d.add("Debt and finance lease principal", [dbt[k] for k in keys])
    d.add("Average daily cash burn", [round(ops[k] + cap[k] + dbt[k], 1) for k in keys], kind="total")
    d.add("Total available liquidity at quarter end (in billions)", [liq[k] for k in keys], scale=1e9)
    return d


def t12():
    c = [Col("ern", ("Voluntary Early Retirement", "Participants"), 60, scale=None, money=False),
         Col("erc", ("Voluntary Early Retirement", "Cost ($ millions)"), 58, dec=1, scale=1e6, money=True),
         Col("lvn", ("Voluntary Leave of Absence", "Participants (a)"), 60, scale=None, money=False),
         Col("lvc", ("Voluntary Leave of Absence", "Cost ($ millions)"), 58, dec=1, scale=1e6, money=True),
         Col("h19", ("Active Employees", "Dec. 31, 2019"), 58, scale=None, money=False),
         Col("h21", ("Active Employees", "Dec. 31, 2021"), 58, scale=None, money=False)]
    d = D("t12", "bra", subtitle=SUB7, caption="Voluntary Separation and Leave Programs by Work Group",
          corner="Work Group", cols=c, style="zebra", font="Cond", paper="A4", land=True, label_w=200,
          dollar_first=False,
          notes=["(a) Employees on leave at any time during 2020 and 2021; leaves ranged from 3 to 24 months.",
                 "(b) Includes maintenance technicians, inspectors and stores clerks."])
    rows = [("Pilots", 412, 118.6, 605, 41.2, 8_140, 7_895), ("Flight attendants", 1_380, 96.4, 4_215, 52.7, 16_520, 15_280),
            ("Airport customer service", 1_126, 61.8, 2_870, 28.9, 14_910, 13_460),
            ("Technical operations (b)", 538, 44.3, 712, 9.6, 7_385, 7_120), ("Reservations", 344, 15.2, 966, 7.1, 3_210, 2_640),
            ("Management and support", 617, 58.9, 403, 6.4, 6_880, 6_035)]
    for lab, *v in rows:
        d.add(lab, v)
    d.add("Total", [round(sum(r[i] for r in rows), 1) for i in range(1, 7)], kind="total")
    return d


# ======================================================================== Ellerdeen (2019)
def t13():
    c = (G("pi", "Personal Injury", ["2019", "2018"], width=50) + G("ev", "Environmental", ["2019", "2018"], width=50)
         + G("oc", "Occupational (a)", ["2019", "2018"], width=50))
    d = D("t13", "ell", subtitle=SUB8, caption="Casualty Reserves", corner="(in millions)", cols=c,
          style="booktabs", font="Serif", scale=1e6, money=True, label_w=200,
          notes=["(a) Occupational claims for hearing loss, repetitive motion and exposure to asbestos and diesel exhaust.",
                 "(b) Actuarial studies of personal injury and occupational claims are performed annually."])
    flows = {"pi": (268, [71, -14, -62], [66, -9, -64]), "ev": (142, [23, 6, -29], [19, 11, -31]),
             "oc": (97, [12, -5, -15], [10, -3, -14])}
    cur = {"pi": (74, 71), "ev": (36, 38), "oc": (21, 19)}
    bal = {}
    for k, (b, m18, m19) in flows.items():
        e18 = b + sum(m18)
        bal[k] = {"2018": [b] + m18 + [e18], "2019": [e18] + m19 + [e18 + sum(m19)]}
    labs = ["Beginning balance", "Accruals", "Change in estimate for prior years (b)", "Payments", "Ending balance"]
    for i, lab in enumerate(labs):
        d.add(lab, [bal[k][y][i] for k in ("pi", "ev", "oc") for y in ("2019", "2018")], kind="total" if i == 4 else "data")
    d.add("Current portion", [cur[k][j] for k in ("pi", "ev", "oc") for j in (0, 1)], 1)
    d.add("Long-term portion", [bal[k][y][4] - cur[k][j] for k in ("pi", "ev", "oc") for j, y in ((0, "2019"), (1, "2018"))], 1)
    return d


def t14():
    c = [Col("own", ("Route Miles", "Owned"), 54), Col("lea", ("Route Miles", "Leased"), 54),
         Col("trk", ("Route Miles", "Trackage Rights (a)"), 60), Col("tot", ("Route Miles", "Total"), 54),
         Col("main", ("Track Miles", "Main Line"), 56), Col("yard", ("Track Miles", "Yard and Siding"), 56)]
    d = D("t14", "ell", subtitle=SUB2, caption="Rail Network by State at December 31, 2019", corner="State",
          cols=c, style="grid", font="Sans", size=9, scale=None, money=False, label_w=150, split_after=15,
          repeat_header=True,
          notes=["(a) Lines of other railroads over which Ellerdeen operates under trackage rights agreements.",
                 "(b) Includes 212 route miles operated by a wholly owned short line subsidiary."])
    rows = [("Alabama", 1_842, 96, 141), ("Arkansas", 412, 0, 238), ("Delaware", 38, 0, 0), ("Florida", 1_517, 44, 62),
            ("Georgia (b)", 2_386, 118, 95), ("Illinois", 306, 21, 344), ("Indiana", 518, 35, 117), ("Kansas", 0, 0, 186),
            ("Kentucky", 1_084, 57, 12), ("Louisiana", 771, 0, 208), ("Maryland", 241, 19, 33), ("Mississippi", 1_129, 64, 71),
            ("Missouri", 326, 0, 402), ("North Carolina", 2_054, 142, 48), ("Ohio", 1_188, 73, 266), ("Oklahoma", 0, 0, 153),
            ("Pennsylvania", 402, 31, 289), ("South Carolina", 1_496, 88, 37), ("Tennessee", 1_672, 104, 58),
            ("Texas", 215, 0, 611), ("Virginia", 1_938, 161, 24), ("West Virginia", 873, 12, 6)]
    allv = []
    for lab, o, le, t in rows:
        tot = o + le + t
        main = round(tot * 1.18) + len(lab) * 3
        yard = round(tot * 0.41) + len(lab) * 7
        v = [o, le, t, tot, main, yard]
        allv.append(v)
        d.add(lab, v)
    d.add("Total", [sum(v[i] for v in allv) for i in range(6)], kind="total")
    return d


def t15():
    c = G("a", "Actual", ["2017", "2018", "2019"], width=56) + [Col("p2020", ("Planned", "2020"), 60)]
    d = D("t15", "ell", subtitle=SUB7, caption="Track Maintenance Program", corner="", cols=c, style="borderless",
          font="Serif", paper="A4", scale=None, money=False, label_w=255, dollar_first=False,
          notes=["(a) Capital spending on rail, ties, ballast and surfacing; excludes bridges and signal systems.",
                 "(b) Includes replacement of timber trestles with concrete structures."])
    d.add("Rail:", kind="section")
    d.add("New rail laid (track miles)", [412, 436, 451, 470], 1)
    d.add("Relay rail laid (track miles)", [188, 171, 203, 190], 1)
    d.add("Ties and ballast:", kind="section")
    d.add("Crossties installed (thousands)", [2_614, 2_702, 2_588, 2_750], 1, scale=1e3)
    d.add("Switch ties installed (thousands)", [118, 124, 131, 135], 1, scale=1e3)
    d.add("Ballast placed (thousand cubic yards)", [1_946, 2_088, 2_215, 2_300], 1, scale=1e3)
    d.add("Structures:", kind="section")
    d.add("Bridges replaced or rehabilitated (b)", [74, 81, 69, 85], 1)
    d.add("Grade crossings renewed", [1_208, 1_315, 1_274, 1_350], 1)
    d.add("Capital spending on track program ($ millions) (a)", [1_162, 1_238, 1_297, 1_340], scale=1e6, money=True)
    return d


def t16():
    c = G("e", "Ellerdeen", ["2019", "2018", "2017"], width=56, dec=2) + G("i", "Class I Railroad Average (a)", ["2019", "2018"], width=62, dec=2)
    d = D("t16", "ell", subtitle=SUB1, caption="Safety Performance", corner="", cols=c, style="zebra", font="Sans",
          scale=None, money=False, label_w=220,
          notes=["(a) Published by the Federal Railroad Administration (FRA); 2019 data are preliminary.",
                 "(b) FRA-reportable injuries per 200,000 employee-hours.",
                 "(c) FRA-reportable train accidents per million train-miles."])
    d.add("Personal injury rate (b)", [1.08, 1.17, 1.24, 1.31, 1.38])
    d.add("Train accident rate (c)", [2.71, 2.58, 2.92, 3.26, 3.39])
    d.add("Grade crossing incidents per million train-miles", [3.64, 3.81, 3.77, 3.92, 4.05])
    d.add("Reportable derailments", [118, 112, 131, "n/a", "n/a"], dec=0)
    d.add("Hazardous materials releases", [9, 14, 11, "n/a", "n/a"], dec=0)
    return d


# ======================================================================== Mossvane (fiscal 2018)
PCD = {"2018": 38_420, "2017": 36_950}    # passenger cruise days, thousands (t19 adds up to these)


def t17():
    c = [Col("a18", ("2018", "Amount"), 58), Col("p18", ("2018", "Per PCD (a)"), 56, dec=2, scale=None),
         Col("a17", ("2017", "Amount"), 58), Col("p17", ("2017", "Per PCD (a)"), 56, dec=2, scale=None),
         Col("chg", ("Change in Amount", "%"), 58, dec=1, pct=True)]
    d = D("t17", "mos", subtitle=SUB7, caption="Onboard and Other Revenues by Source",
          corner="(in millions, except per PCD amounts)", cols=c, style="booktabs", font="Sans", land=True,
          scale=1e6, money=True, label_w=250,
          notes=["(a) Passenger cruise days (PCDs) were 38.42 million in fiscal 2018 and 36.95 million in fiscal 2017.",
                 "(b) Revenue from concessionaires is recorded net of the concessionaire's share."])
    rows = [("Beverage packages and bar sales", 812, 748), ("Shore excursions", 466, 441), ("Casino gaming", 218, 229),
            ("Spa and salon", 187, 171), ("Specialty restaurants", 164, 139), ("Internet and communications", 121, 96),
            ("Photo, art and retail concessions (b)", 98, 101), ("Other", 74, 69)]

    def per(x, y):
        return round(x * 1e6 / (PCD[y] * 1e3), 2)
    for lab, a, b in rows:
        d.add(lab, [a, per(a, "2018"), b, per(b, "2017"), chg(a, b)])
    ta, tb = sum(r[1] for r in rows), sum(r[2] for r in rows)
    d.add("Total onboard and other revenues", [ta, per(ta, "2018"), tb, per(tb, "2017"), chg(ta, tb)], kind="total")
    return d


def t18():
    c = ([Col("ships", ("Ships at Nov. 30, 2018",), 62)]
         + [Col("q" + q[-1], ("Fiscal 2019 Plan", "Ships in Dry-dock", q), 40) for q in ("Q1", "Q2", "Q3", "Q4")]
         + [Col("d19", ("Fiscal 2019 Plan", "Off-Service Days"), 60),
            Col("d18", ("Fiscal 2018 Actual", "Off-Service Days"), 60)])
    d = D("t18", "mos", subtitle=SUB7, caption="Scheduled Dry-docks", corner="Brand", cols=c, style="grid",
          font="Cond", paper="A4", land=True, scale=None, money=False, label_w=200,
          notes=["(a) River vessels are dry-docked during the winter lay-up and lose no revenue days.",
                 "(b) Includes two ships receiving exhaust gas cleaning systems during their dry-docks."])
    rows = [("Mossvane Classic", 14, 2, 1, 0, 2, 96, 112), ("Mossvane Signature (b)", 9, 1, 1, 1, 0, 71, 44),
            ("Mossvane Expeditions", 5, 0, 1, 0, 1, 38, 29), ("Mossvane River (a)", 11, 4, 0, 0, 3, 0, 0)]
    for lab, *v in rows:
        d.add(lab, v)
    d.add("Total", [sum(r[i] for r in rows) for i in range(1, 8)], kind="total")
    return d


def t19():
    c = [Col("n18", ("Passengers Carried (thousands)", "2018"), 60), Col("n17", ("Passengers Carried (thousands)", "2017"), 60),
         Col("d18", ("Passenger Cruise Days (thousands)", "2018"), 64), Col("d17", ("Passenger Cruise Days (thousands)", "2017"), 64),
         Col("s18", ("% of Passengers", "2018"), 54, dec=1, pct=True), Col("l18", ("Average Length (nights)", "2018"), 62, dec=1, scale=None)]
    d = D("t19", "mos", subtitle=SUB1, caption="Passengers and Passenger Cruise Days by Cruise Length", corner="Cruise Length",
          cols=c, style="borderless", font="Serif", land=True, scale=1e3, money=False, label_w=190,
          notes=["(a) World and grand voyages sold as segments are counted by segment."])
    pax = {"2018": [1_842, 2_911, 612, 96], "2017": [1_791, 2_803, 577, 88]}
    nights = {"2018": [3.9, 7.1, 11.3], "2017": [3.87, 7.12, 11.24]}
    pcd = {}
    for y in ("2018", "2017"):
        p = [round(a * b) for a, b in zip(pax[y], nights[y])]
        pcd[y] = p + [PCD[y] - sum(p)]
    labs = ["2 to 5 nights", "6 to 8 nights", "9 to 14 nights", "15 nights or longer (a)"]
    t18 = sum(pax["2018"])
    for i, lab in enumerate(labs):
        d.add(lab, [pax["2018"][i], pax["2017"][i], pcd["2018"][i], pcd["2017"][i], pct(pax["2018"][i], t18),
                    round(pcd["2018"][i] / pax["2018"][i], 1)])
    d.add("Total", [t18, sum(pax["2017"]), PCD["2018"], PCD["2017"], 100.0, round(PCD["2018"] / t18, 1)], kind="total")
    return d


# ======================================================================== Cardovel (2019)
def t20():
    c = (G("r", "Operating Revenues", ["2019", "2018", "2017"], width=52)
         + [Col("p" + y, ("% of Total Operating Revenues", y), 52, pct=True, dec=0) for y in ("2019", "2018", "2017")])
    d = D("t20", "car", subtitle=SUB7, caption="Significant Customers", corner="(dollars in millions)", cols=c,
          style="grid", font="Sans", scale=1e6, money=True, label_w=185,
          notes=["(a) Revenue from the U.S. Military Air Mobility Command (AMC) includes charters flown as a member "
                 "of the Civil Reserve Air Fleet teaming arrangement."])
    rows = [("Halvenport Express", 1_046, 902, 744), ("Quorrelby Logistics", 611, 588, 503),
            ("U.S. Military Air Mobility Command (a)", 472, 515, 561), ("Ambrevane Freight Group", 238, 176, 0),
            ("All other customers", 795, 841, 878)]
    tot = [sum(r[i] for r in rows) for i in (1, 2, 3)]
    for lab, *v in rows:
        d.add(lab, v + [round(x / t * 100) if x else 0 for x, t in zip(v, tot)])
    d.add("Total operating revenues", tot + [100, 100, 100], kind="total")
    return d


def t21():
    c = [Col("ac", ("Aircraft Under Contract",), 60, scale=None),
         Col("min", ("Contract Terms", "Minimum Monthly Block Hours per Aircraft"), 86, scale=None),
         Col("exp", ("Contract Terms", "Expiration"), 60, text=True),
         Col("b19", ("Block Hours Flown", "2019"), 56, scale=None), Col("b18", ("Block Hours Flown", "2018"), 56, scale=None)]
    d = D("t21", "car", subtitle=SUB1, caption="ACMI and CMI Contracts with Block-Hour Guarantees", corner="Customer / Aircraft Type",
          cols=c, style="booktabs", font="Cond", land=True, scale=None, money=False, label_w=210,
          notes=["(a) Customer has options to extend for two additional years.",
                 "(b) Operated on a CMI basis; the customer provides the aircraft."])
    secs = [("Halvenport Express:", [("Boeing 767-300F", 14, 290, "Jun. 2026", 49_870, 44_120),
                                     ("Boeing 747-400F (a)", 4, 320, "Dec. 2022", 15_940, 16_210)]),
            ("Quorrelby Logistics:", [("Boeing 767-300F (b)", 8, 240, "Mar. 2025", 24_410, 21_760),
                                      ("Boeing 737-800BCF", 6, 210, "Sep. 2024", 15_520, 9_380)]),
            ("Ambrevane Freight Group:", [("Boeing 747-8F", 3, 300, "Nov. 2023", 11_380, 7_905)])]
    tot = [0, 0, 0]
    for sec, rows in secs:
        d.add(sec, kind="section")
        for lab, *v in rows:
            d.add(lab, v, 1)
            tot = [tot[0] + v[0], tot[1] + v[3], tot[2] + v[4]]
    d.add("Total", [tot[0], None, None, tot[1], tot[2]], kind="total")
    return d


def t22():
    c = (G("f", "Flights", ["2019", "2018"], width=52) + G("h", "Block Hours", ["2019", "2018"], width=56)
         + [Col("r" + y, ("Revenue ($ millions)", y), 56, dec=1, scale=1e6, money=True) for y in ("2019", "2018")])
    d = D("t22", "car", subtitle=SUB7, caption="Military Charter Flying for the Air Mobility Command", corner="",
          cols=c, style="zebra", font="Serif", land=True, scale=None, money=False, label_w=200,
          notes=["(a) Fixed-buy missions are awarded annually in advance; expansion missions are awarded as needs arise."])
    secs = [("Passenger missions:", [("Fixed-buy (a)", 1_214, 1_306, 7_842, 8_415, 142.6, 151.9), ("Expansion", 388, 512, 2_611, 3_498, 55.3, 71.8)]),
            ("Cargo missions:", [("Fixed-buy (a)", 936, 1_018, 6_774, 7_290, 188.4, 197.0), ("Expansion", 402, 455, 3_118, 3_512, 85.7, 94.3)])]
    allv = []
    for sec, rows in secs:
        d.add(sec, kind="section")
        for lab, *v in rows:
            allv.append(v)
            d.add(lab, v, 1)
    d.add("Total AMC flying", [round(sum(v[i] for v in allv), 1) for i in range(6)], kind="total")
    return d


# ======================================================================== Orsington (fiscal 2019, June year-end)
def t23():
    c = [Col("appr", ("Approved Amount",), 62),
         Col("thru", ("PFC Collections", "Through June 30, 2018"), 66), Col("fy19", ("PFC Collections", "Fiscal 2019"), 60),
         Col("cum", ("PFC Collections", "Cumulative"), 60), Col("spent", ("Expended on Project",), 62),
         Col("year", ("FAA Approval Year",), 56, text=True)]
    d = D("t23", "ors", subtitle=SUB7, caption="Passenger Facility Charge (PFC) Projects", corner="(in thousands)",
          cols=c, style="grid", font="Serif", land=True, scale=1e3, money=True, label_w=230, size=8.5,
          split_after=11, repeat_header=False,
          notes=["(a) Funded jointly with an FAA Airport Improvement Program grant.",
                 "(b) PFC collections on these projects are pledged to the Series 2016 PFC revenue bonds."])
    secs = [("Terminal:", [("Concourse B expansion (b)", 412_500, 268_340, 31_215, 296_410, "2011"),
                           ("Terminal A baggage handling system", 86_400, 61_905, 9_860, 70_112, "2013"),
                           ("Security checkpoint consolidation", 54_750, 12_480, 8_925, 15_306, "2016")]),
            ("Airfield:", [("Runway 9L/27R rehabilitation (a)", 128_300, 94_655, 12_470, 104_980, "2012"),
                           ("Taxiway K extension", 47_200, 18_720, 6_940, 21_455, "2015"),
                           ("Central deicing pad", 39_850, 4_115, 5_380, 6_210, "2017")]),
            ("Noise and environmental:", [("Residential sound insulation (a)", 63_000, 55_890, 2_715, 57_340, "2008"),
                                          ("Stormwater treatment facility", 22_600, 9_304, 3_122, 11_870, "2014")]),
            ("Ground access:", [("Airport roadway realignment", 71_900, 38_260, 7_615, 44_085, "2014"),
                                ("Consolidated rental car shuttle", 18_300, 6_450, 2_480, 7_905, "2016")])]
    allv = []
    for sec, rows in secs:
        d.add(sec, kind="section")
        for lab, a, th, fy, sp, yr in rows:
            v = [a, th, fy, th + fy, sp, yr]
            allv.append(v)
            d.add(lab, v, 1)
    d.add("Total PFC program", [sum(v[i] for v in allv) for i in range(5)] + [None], kind="total")
    return d


def t24():
    c = [Col("nr", ("Net Revenues (a)",), 66),
         Col("sen", ("Debt Service", "Senior Bonds"), 62), Col("sub", ("Debt Service", "Subordinate Bonds"), 66),
         Col("tds", ("Debt Service", "Total"), 62),
         Col("cs", ("Coverage (times) (b)", "Senior"), 54, dec=2, scale=None, money=False),
         Col("ct", ("Coverage (times) (b)", "Total"), 54, dec=2, scale=None, money=False)]
    d = D("t24", "ors", subtitle=SUB7, caption="Debt Service Coverage", corner="(dollars in thousands)",
          cols=c, style="booktabs", font="Sans", scale=1e3, money=True, label_w=110,
          notes=["(a) Operating revenues less operating expenses before depreciation, plus PFC revenues applied to debt service.",
                 "(b) The bond resolution requires coverage of at least 1.25 times senior debt service and 1.10 times total debt service."])
    rows = [("Fiscal 2015", 214_860, 98_420, 31_075), ("Fiscal 2016", 228_315, 99_860, 35_410),
            ("Fiscal 2017", 236_940, 104_275, 41_890), ("Fiscal 2018", 251_702, 107_130, 46_225),
            ("Fiscal 2019", 263_488, 118_915, 47_360)]
    for lab, nr, s, b in rows:
        d.add(lab, [nr, s, b, s + b, round(nr / s, 2), round(nr / (s + b), 2)])
    return d


def t25():
    c = ([Col("pay" + y, ("Airline Payments (thousands)", "Fiscal " + y), 60) for y in ("2019", "2018")]
         + [Col("enp" + y, ("Enplaned Passengers (thousands)", "Fiscal " + y), 60, money=False) for y in ("2019", "2018")]
         + [Col("cpe" + y, ("Cost per Enplaned Passenger", "Fiscal " + y), 60, dec=2, scale=None) for y in ("2019", "2018")])
    d = D("t25", "ors", subtitle=SUB7, caption="Airline Cost per Enplaned Passenger (CPE) by Terminal", corner="Terminal",
          cols=c, style="zebra", font="Sans", paper="A4", land=True, scale=1e3, money=True, label_w=200,
          notes=["(a) Terminal C opened in October 2017; fiscal 2018 reflects eight months of operation.",
                 "(b) Airline payments include landing fees, terminal rents and apron charges, net of revenue sharing."])
    rows = [("Terminal A", 61_840, 60_215, 5_312, 5_247), ("Terminal B", 88_615, 84_390, 7_906, 7_588),
            ("Terminal C (a)", 40_270, 27_945, 3_184, 2_106), ("International Terminal", 52_930, 50_880, 2_417, 2_362)]
    allv = []
    for lab, p19, p18, e19, e18 in rows:
        allv.append((p19, p18, e19, e18))
        d.add(lab, [p19, p18, e19, e18, round(p19 / e19, 2), round(p18 / e18, 2)])
    t = [sum(v[i] for v in allv) for i in range(4)]
    d.add("Airport-wide (b)", t + [round(t[0] / t[2], 2), round(t[1] / t[3], 2)], kind="total")
    return d


def t26():
    c = [Col("loc", ("Locations",), 52, scale=None, money=False), Col("sqft", ("Square Feet",), 58, scale=None, money=False),
         Col("r19", ("Concession Revenue ($ thousands)", "Fiscal 2019"), 60), Col("r18", ("Concession Revenue ($ thousands)", "Fiscal 2018"), 60),
         Col("mag", ("Minimum Annual Guarantee ($ thousands)",), 70), Col("exp", ("Contract Expiration (fiscal year)",), 62, text=True)]
    d = D("t26", "ors", subtitle=SUB1, caption="Concession Program", corner="", cols=c, style="borderless", font="Cond",
          scale=1e3, money=True, label_w=150, size=8,
          notes=["(a) Operated under a single master concession agreement.",
                 "(b) Rental car concession fees are 10% of gross receipts; customer facility charges are excluded."])
    secs = [("Terminal concessions:", [("Food and beverage", 64, 148_300, 21_846, 20_115, 14_500, "2027"),
                                       ("Specialty retail", 38, 52_900, 8_912, 8_604, 6_200, "2026"),
                                       ("Duty free (a)", 6, 18_450, 7_385, 6_920, 5_000, "2029"),
                                       ("News and gifts", 27, 31_100, 6_104, 6_077, 4_100, "2026"),
                                       ("Advertising", None, None, 3_410, 3_225, 2_400, "2024")]),
            ("Ground transportation:", [("Rental car companies (b)", 11, None, 38_760, 37_012, 30_000, "Various"),
                                        ("Transportation network companies", None, None, 9_845, 6_630, None, "2022")])]
    tot = [0, 0, 0]
    for sec, rows in secs:
        d.add(sec, kind="section")
        for lab, *v in rows:
            d.add(lab, v, 1)
            tot = [tot[0] + v[2], tot[1] + v[3], tot[2] + (v[4] or 0)]
    d.add("Total concession revenue", [None, None] + tot + [None], kind="total")
    return d


# ======================================================================== Selvaran (2019)
def t27():
    c = []
    for grp, pre in (("December 31, 2019", "a"), ("December 31, 2018", "b")):
        c += [Col(pre + "g", (grp, "Gross"), 56), Col(pre + "o", (grp, "Allowance for Obsolescence"), 72),
              Col(pre + "n", (grp, "Net"), 56)]
    d = D("t27", "sel", subtitle=SUB8, caption="Spare Parts and Supplies Inventory", corner="(in thousands)",
          cols=c, style="grid", font="Sans", paper="A4", land=True, scale=1e3, money=True, label_w=230, size=8,
          notes=["(a) The CRJ200 allowance was increased in 2019 as the fleet is scheduled to leave service by 2021."])
    secs = [("Expendable parts by fleet:", [("Embraer E175", (14_260, -1_120), (11_935, -870)),
                                            ("Bombardier CRJ900", (9_874, -1_465), (10_218, -1_302)),
                                            ("Bombardier CRJ700", (6_312, -1_188), (6_590, -1_041)),
                                            ("Bombardier CRJ200 (a)", (4_105, -2_966), (4_842, -1_755))]),
            ("Other inventory:", [("Supplies and consumables", (2_238, -96), (2_115, -84)),
                                  ("Fuel inventory", (1_164, 0), (1_402, 0))])]
    allv = []
    for sec, rows in secs:
        d.add(sec, kind="section")
        for lab, a, b in rows:
            v = [a[0], a[1], a[0] + a[1], b[0], b[1], b[0] + b[1]]
            allv.append(v)
            d.add(lab, v, 1)
    d.add("Total inventory", [sum(v[i] for v in allv) for i in range(6)], kind="total")
    return d


def t28():
    c = [Col("eng", ("Engines Covered",), 56, scale=None, money=False),
         Col("rate", ("Rate per Engine Flight Hour ($)",), 70, scale=None),
         Col("h19", ("Engine Flight Hours (thousands)", "2019"), 58, dec=1, scale=1e3, money=False),
         Col("h18", ("Engine Flight Hours (thousands)", "2018"), 58, dec=1, scale=1e3, money=False),
         Col("x19", ("Maintenance Expense ($ millions)", "2019"), 58, dec=1, scale=1e6),
         Col("x18", ("Maintenance Expense ($ millions)", "2018"), 58, dec=1, scale=1e6),
         Col("exp", ("Agreement Expiration",), 62, text=True)]
    d = D("t28", "sel", subtitle=SUB7, caption="Engine Power-by-the-Hour Agreements", corner="Engine Type / Fleet",
          cols=c, style="booktabs", font="Serif", land=True, scale=None, money=True, label_w=200, size=8,
          notes=["(a) Rates escalate annually; the rate shown is in effect at December 31, 2019.",
                 "(b) The CF34-3B1 agreement was not renewed; CRJ200 engines are maintained on a time-and-materials basis after 2020."])
    rows = [("CF34-8E (Embraer E175) (a)", 164, 238, 318.4, 281.9, 2019, 2018, "2029"),
            ("CF34-8C5 (Bombardier CRJ900)", 118, 226, 214.7, 219.3, 0, 0, "2025"),
            ("CF34-8C1 (Bombardier CRJ700)", 62, 219, 102.6, 108.2, 0, 0, "2024"),
            ("CF34-3B1 (Bombardier CRJ200) (b)", 48, 184, 71.3, 92.8, 0, 0, "2020")]
    tot = [0] * 6
    for lab, n, rate, h19, h18, _a, _b, ex in rows:
        x19 = round(h19 * rate / 1e3, 1)
        x18 = round(h18 * (rate - 6) / 1e3, 1)
        v = [n, rate, h19, h18, x19, x18, ex]
        tot = [tot[0] + n, None, round((tot[2] or 0) + h19, 1), round((tot[3] or 0) + h18, 1),
               round((tot[4] or 0) + x19, 1), round((tot[5] or 0) + x18, 1)]
        d.add(lab, v)
    d.add("Total", tot + [None], kind="total")
    return d


def t29():
    c = (G("n", "Pilots Trained", ["2019", "2018"], width=52)
         + [Col("d" + y, ("Average Days in Training", y), 52, dec=1) for y in ("2019", "2018")]
         + [Col("c" + y, ("Cost per Pilot Trained ($)", y), 60, money=True) for y in ("2019", "2018")])
    d = D("t29", "sel", subtitle=SUB7, caption="Pilot Training", corner="Program", cols=c, style="zebra", font="Cond",
          scale=None, money=False, label_w=180, dollar_first=False,
          notes=["(a) Captains moving between fleets; includes differences training between CRJ700 and CRJ900."])
    secs = [("Embraer E175:", [("New-hire first officers", 214, 188, 38.5, 41.2, 27_840, 26_915),
                               ("Captain upgrades", 96, 83, 24.0, 25.5, 19_420, 18_760),
                               ("Transition (a)", 41, 57, 17.5, 18.0, 12_310, 11_985)]),
            ("Bombardier CRJ900/700:", [("New-hire first officers", 176, 241, 36.0, 37.5, 24_115, 23_480),
                                        ("Captain upgrades", 118, 104, 22.5, 23.0, 17_260, 16_905),
                                        ("Transition (a)", 22, 35, 12.0, 12.5, 8_470, 8_215)])]
    t = [0, 0]
    for sec, rows in secs:
        d.add(sec, kind="section")
        for lab, *v in rows:
            d.add(lab, v, 1)
            t = [t[0] + v[0], t[1] + v[1]]
    d.add("Total pilots trained", t + [None] * 4, kind="total")
    return d


def t30():
    c = [Col("req", ("Requirement",), 64), Col("a19", ("Actual", "December 31, 2019"), 64),
         Col("a18", ("Actual", "December 31, 2018"), 64), Col("room", ("Headroom at December 31, 2019",), 72)]
    d = D("t30", "sel", subtitle=SUB7, caption="Financial Covenants", corner="Covenant", cols=c, style="borderless",
          font="Sans", scale=None, money=False, label_w=240, dollar_first=False,
          notes=["(a) EBITDAR to fixed charges (interest and aircraft rent), trailing twelve months; minimum.",
                 "(b) Total debt, including capitalized aircraft rent at seven times, to EBITDAR; maximum.",
                 "(c) Appraised value of pledged aircraft and spare engines to loans outstanding; minimum."])
    d.add("Minimum unrestricted liquidity ($ millions)", [75, 214, 188, 214 - 75], scale=1e6, money=True)
    d.add("Fixed charge coverage ratio (a)", [1.25, 1.71, 1.64, 1.71 - 1.25], dec=2)
    d.add("Total debt to EBITDAR (b)", [4.50, 3.62, 3.88, round(4.50 - 3.62, 2)], dec=2)
    d.add("Collateral coverage ratio (c)", [1.50, 1.83, 1.79, round(1.83 - 1.50, 2)], dec=2)
    for r in d.rows[1:]:
        r.values[3] = round(r.values[3], 2)
        r.cells[3] = f"{r.values[3]:.2f}"
    d.rows[0].cells = ["$75", "$214", "$188", "$139"]
    return d


BUILDERS = [t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20,
            t21, t22, t23, t24, t25, t26, t27, t28, t29, t30]


def build():
    docs = [b() for b in BUILDERS]
    check_printed(docs)
    return docs


def check_printed(docs):
    """Every numeric cell prints exactly its stored value."""
    from engine import parse
    for d in docs:
        for r in d.rows:
            for v, s in zip(r.values, r.cells):
                if isinstance(v, (int, float)) and not isinstance(v, bool):
                    p = parse(s)
                    if v == 0 and s == DASH:
                        continue
                    assert p is not None and abs(p - v) < 1e-9, (d.key, r.label, v, s)


def pdf_name(d):
    return f"as6-{d.key}.pdf"


def main(out):
    Path(out).mkdir(parents=True, exist_ok=True)
    bad = []
    for d in build():
        try:
            render(d, str(Path(out) / pdf_name(d)))
        except AssertionError as e:
            bad.append(e)
    for e in bad:
        print(e)
    if bad:
        sys.exit(1)
    print(f"wrote {len(BUILDERS)} PDFs to {out}")


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: make_docs.py OUTDIR")
    main(sys.argv[1])
