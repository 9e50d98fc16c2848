"""bench/aitqa-style5: thirty invented one-table airline 10-K extracts in the manner of AIT-QA.

    /work/main/.venv/bin/python bench/aitqa-style5/make_docs.py OUTDIR

Writes as5-t01.pdf ... as5-t30.pdf (deterministic bytes). Every figure is in this file; totals,
changes, ratios and roll-forward balances are computed so each table adds up. The seven companies
(and the investees, the acquired carrier) are invented. See README.md.
"""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from engine import DASH, Col, Doc, fmt, render  # noqa: E402

SUB7 = "Form 10-K — Item 7. Management's Discussion and Analysis of Financial Condition and Results of Operations"
SUB7A = "Form 10-K — Item 7A. Quantitative and Qualitative Disclosures About Market Risk"
SUB8 = "Form 10-K — Item 8. Financial Statements and Supplementary Data (Notes)"
SUB2 = "Form 10-K — Item 2. Properties"
SUB15 = "Form 10-K — Item 15. Exhibits and Financial Statement Schedules"

CO = {
    "drummelon": ("Drummelon Air Lines, Inc.", "Drummelon", "2019"),
    "vessaline": ("Vessaline Airways Holdings, Inc.", "Vessaline", "2018"),
    "kerriston": ("Kerriston Air Group, Inc.", "Kerriston", "2019"),
    "orlamere": ("Orlamere Airlines Corporation", "Orlamere", "2019"),
    "brisendale": ("Brisendale Aviation Group, Inc.", "Brisendale", "2019"),
    "tolvanick": ("Tolvanick Air, Inc.", "Tolvanick", "Fiscal 2018"),
    "haverrow": ("Haverrow Airways Group, Inc.", "Haverrow", "2019"),
}
# other invented names used in the tables (checked by check.py --names)
OTHER_NAMES = ["Pinnockton", "Solvara", "Kestrune", "Ferriby", "Glenmarrow", "Tallinor"]


def D(key, **kw) -> Doc:
    company, short, period = CO[kw.pop("co")]
    return Doc(key=key, company=company, short=short, period=period, **kw)


def yrs(group, years, **kw):
    return [Col(f"y{y}", (group, str(y)), **kw) for y in years]


def pchg(new, old, dec=1):
    if old in (0, None) or new is None or (old < 0) != (new < 0) and new != 0:
        return "NM"
    return round((new - old) / abs(old) * 100, dec)


def colsum(rows, i):
    return sum(r[i] for r in rows)


# ===================================================================== Drummelon (2019)
def t01():
    d = D("t01", co="drummelon", subtitle=SUB8, caption="Stock Option Activity", corner="",
          cols=[Col("opt", ("Options (000s)",), 58, scale=1e3),
                Col("wap", ("Weighted Average", "Exercise Price"), 62, dec=2, scale=None),
                Col("term", ("Weighted Average", "Remaining Contractual Term (years)"), 78, dec=1, scale=None),
                Col("aiv", ("Aggregate Intrinsic Value ($ millions)",), 78, usd=True, scale=1e6)],
          style="grid", font="Serif", paper="A4", scale=None,
          notes=["(a) Options granted in 2019 have a ten-year term and vest ratably over three years."])
    beg, gr, ex, ff = 4_862, 912, -1_148, -206
    end = beg + gr + ex + ff
    d.add("Outstanding at December 31, 2018", [beg, "$38.42", 5.8, "$112"], 0)
    d.add("Granted (a)", [gr, "54.16", None, None], 0)
    d.add("Exercised", [ex, "31.06", None, None], 0)
    d.add("Forfeited or expired", [ff, "47.88", None, None], 0)
    d.add("Outstanding at December 31, 2019", [end, "$43.27", 5.6, "$186"], 0, "total")
    d.add("Vested and expected to vest", [4_296, "$43.02", 5.5, "$182"], 0)
    d.add("Exercisable at December 31, 2019", [2_614, "$37.85", 4.1, "$126"], 0)
    return d


def t02():
    d = D("t02", co="drummelon", subtitle=SUB7, caption="Reconciliation of Pre-Tax Income to Adjusted Pre-Tax Income (Non-GAAP)",
          corner="(in millions, except per share data)", cols=yrs("Year Ended December 31,", (2019, 2018, 2017), width=50, dollar=True),
          style="booktabs", font="Serif", scale=1e6,
          notes=["(a) Fleet impairment, labor contract ratification and integration costs; see Note 14."])
    gaap = (3_412, 2_986, 3_108)
    adj = [("Special items, net (a)", (286, 412, 148)), ("Regional carrier special items", (24, 0, 18)),
           ("Mark-to-market adjustments on fuel hedges", (-62, 118, -36)),
           ("Unrealized losses (gains) on investments", (48, -74, -12)),
           ("Loss on extinguishment of debt", (0, 56, 22))]
    d.add("Pre-tax income (GAAP)", list(gaap), 0, dollar=True)
    d.sec("Adjusted for:")
    for lab, v in adj:
        d.add(lab, list(v), 1)
    tot = [sum(v[i] for _, v in adj) for i in range(3)]
    d.add("Total adjustments", tot, 1, "total")
    pre = [gaap[i] + tot[i] for i in range(3)]
    d.add("Pre-tax income, adjusted", pre, 0, "total", dollar=True)
    tax = [round(pre[i] * r) for i, r in enumerate((0.226, 0.231, 0.338))]
    d.add("Less: income tax provision, adjusted", tax, 0)
    ni = [pre[i] - tax[i] for i in range(3)]
    d.add("Net income, adjusted", ni, 0, "total", dollar=True)
    sh = (648.2, 681.4, 718.6)
    d.add("Diluted weighted average shares outstanding", list(sh), 0, dec=1)
    d.add("Adjusted diluted earnings per share", [round(ni[i] / sh[i], 2) for i in range(3)], 0, dec=2,
          dollar=True, scale=None)
    return d


def t03():
    ys = (2020, 2021, 2022, 2023, 2024)
    cols = [Col(f"y{y}", ("Expected Maturity Date", str(y)), 54) for y in ys]
    cols += [Col("after", ("Expected Maturity Date", "Thereafter"), 58), Col("total", ("Total",), 58),
             Col("fv", ("Fair Value (a)",), 58)]
    d = D("t03", co="drummelon", subtitle=SUB7A, caption="Debt and Finance Lease Obligations by Expected Maturity",
          corner="(in millions, except average interest rates)", cols=cols, style="grid", font="Cond", land=True,
          scale=1e6, notes=["(a) Level 2 of the fair value hierarchy, based on quoted market prices for similar instruments."])

    def block(amounts, rates, fv, dollar):
        total = sum(amounts)
        avg = round(sum(a * r for a, r in zip(amounts, rates)) / total, 2)
        return amounts + [total, fv], [*rates, avg, None]

    d.sec("Long-term debt:")
    a, r = block([612, 884, 1_046, 738, 1_212, 3_486], [4.12, 4.36, 3.88, 4.64, 3.72, 4.18], 8_142, True)
    d.add("Fixed-rate debt", a, 1, dollar=True)
    d.add("Average interest rate", r, 1, dec=2, pct=True)
    a, r = block([418, 362, 296, 512, 248, 1_104], [3.46, 3.52, 3.61, 3.38, 3.74, 3.55], 2_936, False)
    d.add("Variable-rate debt", a, 1)
    d.add("Average interest rate", r, 1, dec=2, pct=True)
    d.sec("Finance lease obligations:")
    a, r = block([86, 92, 98, 104, 71, 212], [5.84, 5.71, 5.62, 5.58, 5.49, 5.36], 671, False)
    d.add("Fixed-rate obligations", a, 1)
    d.add("Average interest rate", r, 1, dec=2, pct=True)
    return d


def t04():
    cols = yrs("Year Ended December 31,", (2019, 2018, 2017), width=58) + [
        Col("chg", ("% Change", "2019 vs. 2018"), 62, dec=1, pct=True)]
    d = D("t04", co="drummelon", subtitle="Form 10-K — Item 1. Business (Fuel and Environmental Matters)",
          caption="Fuel Consumption and Greenhouse Gas Emissions", corner="", cols=cols, style="zebra", font="Sans",
          notes=["(a) Verified offsets retired against emissions of the year."])
    T = {"Mainline:": [("Fuel consumed (millions of gallons)", (3_418.2, 3_352.6, 3_286.4), 1, 1e6),
                       ("Sustainable aviation fuel (thousands of gallons)", (1_240, 612, 208), 0, 1e3),
                       ("CO2 emissions (thousand metric tons)", (32_806, 32_178, 31_544), 0, 1e3),
                       ("Available seat miles per gallon", (73.8, 72.9, 72.1), 1, None)],
         "Regional:": [("Fuel consumed (millions of gallons)", (512.4, 498.6, 506.2), 1, 1e6),
                       ("CO2 emissions (thousand metric tons)", (4_918, 4_786, 4_859), 0, 1e3),
                       ("Available seat miles per gallon", (58.6, 58.1, 57.4), 1, None)]}
    for sec, items in T.items():
        d.sec(sec)
        for lab, v, dec, sc in items:
            d.add(lab, [*v, pchg(v[0], v[1])], 1, dec=dec, scale=sc)
    f = [round(T["Mainline:"][0][1][i] + T["Regional:"][0][1][i], 1) for i in range(3)]
    d.add("Total fuel consumed (millions of gallons)", [*f, pchg(f[0], f[1])], 0, "total", dec=1, scale=1e6)
    c = [T["Mainline:"][2][1][i] + T["Regional:"][1][1][i] for i in range(3)]
    d.add("Total CO2 emissions (thousand metric tons)", [*c, pchg(c[0], c[1])], 0, "total", scale=1e3)
    d.add("Carbon offsets retired (thousand metric tons) (a)", [1_450, 820, 0, pchg(1_450, 820)], 0, scale=1e3)
    return d


def t05():
    cols = [Col("beg", ("Balance at Beginning of Period",), 70),
            Col("exp", ("Additions", "Charged to Costs and Expenses"), 72),
            Col("oth", ("Additions", "Charged to Other Accounts"), 72),
            Col("ded", ("Deductions (a)",), 66), Col("end", ("Balance at End of Period",), 70)]
    d = D("t05", co="drummelon", subtitle=SUB15, caption="Schedule II — Valuation and Qualifying Accounts",
          corner="(in millions)", cols=cols, style="borderless", font="Serif", land=True, scale=1e6,
          notes=["(a) Write-offs of uncollectible accounts, disposals of obsolete parts and expirations of tax attributes."])
    beg = {"Allowance for doubtful accounts": 28, "Allowance for obsolescence of expendable parts": 142,
           "Valuation allowance for deferred tax assets": 64}
    moves = {2017: [(14, 0, 12), (38, 4, 22), (6, 0, 18)], 2018: [(18, 0, 9), (41, 0, 36), (12, 3, 8)],
             2019: [(11, 2, 16), (46, 0, 29), (4, 0, 21)]}
    blocks = {}
    for y in (2017, 2018, 2019):
        rows = []
        for (lab, b), (e, o, x) in zip(list(beg.items()), moves[y]):
            end = b + e + o - x
            rows.append((lab, [b, e, o, -x, end]))
            beg[lab] = end
        blocks[y] = rows
    for y in (2019, 2018, 2017):
        d.sec(f"Year ended December 31, {y}:")
        for lab, v in blocks[y]:
            d.add(lab, v, 1)
    return d


# ===================================================================== Vessaline (2018)
def t06():
    cols = [Col("pax", ("Reportable Segments", "Passenger Airline"), 64), Col("cargo", ("Reportable Segments", "Cargo"), 56),
            Col("loy", ("Reportable Segments", "Loyalty Program"), 60),
            Col("tech", ("Reportable Segments", "Technical Operations"), 66),
            Col("elim", ("Eliminations",), 62), Col("cons", ("Consolidated",), 66)]
    d = D("t06", co="vessaline", subtitle=SUB8, caption="Segment Information", corner="(in millions)", cols=cols,
          style="grid", font="Sans", paper="A4", land=True, scale=1e6, split=8, repeat=True)
    data = {2018: dict(ext=(38_412, 1_046, 2_318, 412), seg=(0, 18, 1_486, 1_204), da=(2_012, 64, 18, 146),
                       oi=(3_418, 112, 1_206, -48, -62), cx=(3_864, 86, 22, 204)),
            2017: dict(ext=(36_806, 962, 2_146, 388), seg=(0, 16, 1_402, 1_148), da=(1_928, 61, 17, 139),
                       oi=(3_612, 84, 1_108, -22, -54), cx=(3_412, 74, 19, 186))}
    for y in (2018, 2017):
        v = data[y]
        d.sec(f"Year Ended December 31, {y}:")
        d.sec("Operating revenue:", 1)
        d.add("External customers", [*v["ext"], 0, sum(v["ext"])], 2, dollar=True)
        d.add("Intersegment", [*v["seg"], -sum(v["seg"]), 0], 2)
        tot = [v["ext"][i] + v["seg"][i] for i in range(4)]
        d.add("Total operating revenue", [*tot, -sum(v["seg"]), sum(v["ext"])], 1, "total", dollar=True)
        d.add("Depreciation and amortization", [*v["da"], 0, sum(v["da"])], 1)
        d.add("Operating income (loss)", [*v["oi"], sum(v["oi"])], 1)
        d.add("Capital expenditures", [*v["cx"], 0, sum(v["cx"])], 1)
    return d


def t07():
    cols = yrs("Year Ended December 31,", (2018, 2017), width=56, dollar=True) + [Col("chg", ("Change",), 56, dollar=True)]
    d = D("t07", co="vessaline", subtitle=SUB7, caption="Summary of Cash Flows", corner="(in millions)", cols=cols,
          style="booktabs", font="Cond", scale=1e6)

    def row(lab, a, b, lev=1, kind="item", dollar=False):
        d.add(lab, [a, b, a - b], lev, kind, dollar=dollar)

    row("Net cash provided by operating activities", 7_206, 6_648, 0, dollar=True)
    inv = [("Flight equipment, including advance payments", -3_412, -2_918), ("Ground property and equipment", -1_046, -884),
           ("Purchases of short-term investments", -2_318, -2_106), ("Redemption of short-term investments", 2_642, 1_986),
           ("Other, net", 46, -28)]
    fin = [("Proceeds from long-term debt and finance leases", 1_412, 2_006),
           ("Payments on long-term debt and finance leases", -1_986, -1_604), ("Repurchase of common stock", -1_750, -1_408),
           ("Cash dividends", -842, -706), ("Other, net", -38, 12)]
    d.sec("Investing activities:")
    for x in inv:
        row(*x)
    row("Net cash used in investing activities", colsum(inv, 1), colsum(inv, 2), 1, "total")
    d.sec("Financing activities:")
    for x in fin:
        row(*x)
    row("Net cash used in financing activities", colsum(fin, 1), colsum(fin, 2), 1, "total")
    row("Net increase (decrease) in cash and cash equivalents", 7_206 + colsum(inv, 1) + colsum(fin, 1),
        6_648 + colsum(inv, 2) + colsum(fin, 2), 0, "total", dollar=True)
    return d


def t08():
    d = D("t08", co="vessaline", subtitle=SUB8, caption="Lease Cost and Other Lease Information",
          corner="(in millions, except lease terms and discount rates)",
          cols=yrs("Year Ended December 31,", (2018, 2017), width=60), style="borderless", font="Sans", scale=1e6,
          notes=["(a) Primarily capacity purchase agreement payments for aircraft and airport rents that vary with use."])
    d.sec("Operating lease cost:")
    ol = [("Aircraft", 1_086, 1_142), ("Airport facilities and other", 642, 618)]
    fl = [("Amortization of right-of-use assets", 118, 96), ("Interest on lease liabilities", 42, 38)]
    other = [("Variable lease cost (a)", 1_418, 1_362), ("Short-term lease cost", 86, 92), ("Sublease income", -24, -21)]
    first = True
    for lab, a, b in ol:
        d.add(lab, [a, b], 1, dollar=first)
        first = False
    d.sec("Finance lease cost:")
    for lab, a, b in fl:
        d.add(lab, [a, b], 1)
    for lab, a, b in other:
        d.add(lab, [a, b], 0)
    allr = ol + fl + other
    d.add("Total lease cost", [colsum(allr, 1), colsum(allr, 2)], 0, "total", dollar=True)
    d.sec("Weighted-average remaining lease term (years):", scale=None)
    d.add("Operating leases", [7.4, 7.9], 1, dec=1)
    d.add("Finance leases", [9.2, 9.6], 1, dec=1)
    d.sec("Weighted-average discount rate:")
    d.add("Operating leases", [4.26, 4.18], 1, dec=2, pct=True)
    d.add("Finance leases", [4.88, 4.94], 1, dec=2, pct=True)
    return d


def t09():
    cols = yrs("December 31,", (2018, 2017), width=60) + [Col("chg", ("Increase (Decrease)",), 70)]
    d = D("t09", co="vessaline", subtitle=SUB8, caption="Accrued Liabilities", corner="(in millions)", cols=cols,
          style="grid", font="Serif", paper="A4", scale=1e6,
          notes=["(a) Profit sharing is paid to employees in the first quarter of the following year."])
    items = [("Accrued salaries, wages and related benefits", 1_612, 1_486), ("Profit sharing (a)", 1_106, 1_218),
             ("Aircraft maintenance", 412, 386), ("Taxes other than income taxes", 364, 342),
             ("Airport fees and rents", 298, 276), ("Accrued interest", 112, 124), ("Fuel derivative liabilities", 46, 0),
             ("Other", 518, 492)]
    for i, (lab, a, b) in enumerate(items):
        d.add(lab, [a, b, a - b], 0, dollar=i == 0)
    d.add("Total accrued liabilities", [colsum(items, 1), colsum(items, 2), colsum(items, 1) - colsum(items, 2)], 0,
          "total", dollar=True)
    return d


def t10():
    cols = [Col("ctry", ("Country",), 86, text=True), Col("own", ("Ownership Interest",), 62, dec=1, pct=True),
            Col("cv18", ("Carrying Value", "December 31, 2018"), 70), Col("cv17", ("Carrying Value", "December 31, 2017"), 70),
            Col("inc18", ("Equity Method Income (Loss)", "2018"), 62), Col("inc17", ("Equity Method Income (Loss)", "2017"), 62)]
    d = D("t10", co="vessaline", subtitle=SUB8, caption="Equity Method Investments (in millions)", corner="Investee",
          cols=cols, style="borderless", font="Serif", land=True, scale=1e6,
          notes=["(a) Joint venture for vacation packages; accounted for under the equity method since 2016."])
    inv = [("Solvara Airlines S.A.", "Brazil", 9.4, 412, 386, 28, 19),
           ("Kestrune Airways Co., Ltd.", "South Korea", 12.0, 286, 302, -14, 6),
           ("Ferriby Air Holdings plc", "United Kingdom", 24.5, 618, 574, 46, 38),
           ("Glenmarrow Travel Services LLC (a)", "United States", 49.0, 94, 88, 12, 9),
           ("Other", "Various", None, 38, 41, 3, -2)]
    for i, (lab, c, o, *v) in enumerate(inv):
        d.add(lab, [c, o, *v], 0, dollar=i == 0)
    d.add("Total", ["", None, *[colsum(inv, k) for k in (3, 4, 5, 6)]], 0, "total", dollar=True)
    return d


# ===================================================================== Kerriston (2019)
def t11():
    cols = []
    for y in (2019, 2018):
        cols += [Col(f"g{y}", ("December 31,", str(y), "Gross Carrying Amount"), 58),
                 Col(f"a{y}", ("December 31,", str(y), "Accumulated Amortization"), 66),
                 Col(f"n{y}", ("December 31,", str(y), "Net Carrying Amount"), 58)]
    cols.append(Col("life", ("Weighted Average Useful Life (years)",), 66, scale=None, nodollar=True))
    d = D("t11", co="kerriston", subtitle=SUB8, caption="Intangible Assets", corner="(in millions)", cols=cols,
          style="booktabs", font="Cond", land=True, scale=1e6,
          notes=["(a) Slots at airports where Kerriston leases rather than holds operating rights."])
    defl = [("Marketing agreements", 1_150, -482, 1_150, -426, 30), ("Customer relationships", 342, -298, 342, -276, 9),
            ("Technology", 86, -54, 72, -41, 5), ("Contract-based slots (a)", 204, -96, 204, -84, 12)]
    indf = [("Domestic slots", 612, 612), ("International routes and slots", 1_486, 1_486), ("Tradename", 850, 850),
            ("Airline alliances", 402, 388)]
    d.sec("Definite-lived intangible assets:")
    tot = [0] * 6
    for i, (lab, g19, a19, g18, a18, life) in enumerate(defl):
        v = [g19, a19, g19 + a19, g18, a18, g18 + a18]
        tot = [t + x for t, x in zip(tot, v)]
        d.add(lab, [*v, life], 1, dollar=i == 0)
    d.add("Total definite-lived", [*tot, None], 1, "total")
    d.sec("Indefinite-lived intangible assets:")
    t2 = [0, 0]
    for lab, g19, g18 in indf:
        d.add(lab, [g19, None, g19, g18, None, g18, "Indefinite"], 1)
        t2 = [t2[0] + g19, t2[1] + g18]
    d.add("Total indefinite-lived", [t2[0], None, t2[0], t2[1], None, t2[1], None], 1, "total")
    d.add("Total intangible assets", [tot[0] + t2[0], tot[1], tot[2] + t2[0], tot[3] + t2[1], tot[4], tot[5] + t2[1], None],
          0, "total", dollar=True)
    return d


def t12():
    cols = yrs("Pension Benefits", (2019, 2018, 2017), width=54)
    cols = [Col("p" + c.key[1:], c.path, 54) for c in cols] + [
        Col(f"o{y}", ("Other Postretirement Benefits", str(y)), 54) for y in (2019, 2018, 2017)]
    d = D("t12", co="kerriston", subtitle=SUB8, caption="Net Periodic Benefit Cost and Assumptions",
          corner="(in millions)", cols=cols, style="zebra", font="Serif", paper="A4", land=True, scale=1e6)
    items = [("Service cost", (86, 94, 102), (18, 21, 22)), ("Interest cost", (812, 786, 842), (64, 61, 68)),
             ("Expected return on plan assets", (-1_206, -1_248, -1_186), (-12, -13, -12)),
             ("Amortization of prior service cost (credit)", (4, 4, 5), (-38, -38, -41)),
             ("Amortization of net actuarial loss", (286, 342, 318), (6, 9, 11)),
             ("Settlement loss", (0, 46, 0), (0, 0, 0))]
    for i, (lab, p, o) in enumerate(items):
        d.add(lab, [*p, *o], 0, dollar=i == 0)
    tp = [sum(x[1][i] for x in items) for i in range(3)]
    to = [sum(x[2][i] for x in items) for i in range(3)]
    d.add("Net periodic benefit cost (income)", [*tp, *to], 0, "total", dollar=True)
    d.sec("Weighted average assumptions used to determine cost:")
    d.add("Discount rate", [4.32, 3.71, 4.16, 4.18, 3.58, 4.02], 1, dec=2, pct=True)
    d.add("Expected long-term rate of return on plan assets", [6.75, 7.00, 7.00, 5.50, 5.75, 5.75], 1, dec=2, pct=True)
    d.add("Rate of compensation increase", [3.10, 3.10, 3.25, DASH, DASH, DASH], 1, dec=2, pct=True)
    return d


def t13():
    cols = yrs("Year Ended December 31,", (2019, 2018), width=52, dollar=True) + [
        Col("amt", ("Increase (Decrease)", "Amount"), 58), Col("pct", ("Increase (Decrease)", "%"), 52, dec=1, pct=True)]
    d = D("t13", co="kerriston", subtitle=SUB7, caption="Nonoperating Income (Expense)", corner="(in millions)",
          cols=cols, style="borderless", font="Sans", scale=1e6,
          notes=["(a) Pension and postretirement cost other than service cost, under ASU 2017-07."])
    items = [("Interest income", 168, 142), ("Interest expense, net of capitalized interest", -612, -648),
             ("Equity method results", 86, -42), ("Gain (loss) on investments, net", 124, -206),
             ("Foreign currency gain (loss)", -18, 34), ("Loss on extinguishment of debt", -46, 0),
             ("Non-service components of pension income (a)", 212, 178), ("Miscellaneous, net", -14, 22)]
    for i, (lab, a, b) in enumerate(items):
        d.add(lab, [a, b, a - b, pchg(a, b)], 0, dollar=i == 0)
    a, b = colsum(items, 1), colsum(items, 2)
    d.add("Total nonoperating expense, net", [a, b, a - b, pchg(a, b)], 0, "total", dollar=True)
    return d


def t14():
    cols = []
    for y, ms in ((2020, ("Net Exposure (a)", "Hedged Notional", "% Hedged")), (2021, ("Net Exposure (a)", "% Hedged"))):
        for m in ms:
            cols.append(Col(f"{'e' if m.startswith('Net') else 'h' if m.startswith('Hedged') else 'p'}{y}",
                            ("Year Ending December 31,", str(y), m), 58, pct=m.startswith("%"), dec=0))
    d = D("t14", co="kerriston", subtitle=SUB7A, caption="Foreign Currency Exposure and Hedges",
          corner="Currency (in millions of U.S. dollars, except percentages)", cols=cols, style="grid", font="Cond",
          scale=1e6, label_min=120,
          notes=["(a) Forecasted net cash inflows (outflows) from sales and expenses denominated in the currency."])
    fx = [("Japanese yen", 1_412, 848, 1_486), ("Euro", 986, 512, 1_042), ("British pound", 642, 296, 668),
          ("Canadian dollar", 418, 168, 436), ("Chinese yuan", 312, 62, 348), ("Korean won", 206, 0, 224),
          ("Mexican peso", -86, 0, -92)]
    for lab, e, h, e21 in fx:
        p = round(h / e * 100) if e > 0 else 0
        p21 = round(p * 0.45)
        d.add(lab, [e, h, p if e > 0 else 0, e21, p21], 0)
    E, H = colsum(fx, 1), colsum(fx, 2)
    d.add("Total", [E, H, round(H / E * 100), colsum(fx, 3), round(round(H / E * 100) * 0.45)], 0, "total")
    return d


# ===================================================================== Orlamere (2019)
def t15():
    cols = [Col("seats", ("Seats per Aircraft",), 54, scale=None)]
    for g, k, dec in (("Average Daily Utilization (block hours)", "u", 1), ("Average Stage Length (miles)", "s", 0),
                      ("Departures per Aircraft per Day", "dep", 1)):
        cols += [Col(f"{k}{y}", (g, str(y)), 54, dec=dec, scale=None) for y in (2019, 2018)]
    d = D("t15", co="orlamere", subtitle="Form 10-K — Item 1. Business (Fleet)", caption="Aircraft Utilization by Fleet Type",
          corner="Aircraft Type", cols=cols, style="zebra", font="Sans", land=True,
          notes=["(a) First A321neo delivered in March 2019; 2019 figures cover nine months of service."])
    fl = [("Airbus A319", 144, 11.2, 11.6, 884, 902, 4.1, 4.2), ("Airbus A320ceo", 186, 12.4, 12.1, 1_046, 1_018, 3.8, 3.9),
          ("Airbus A320neo", 186, 13.1, 12.6, 1_112, 1_086, 3.6, 3.6), ("Airbus A321ceo", 230, 12.8, 12.9, 1_204, 1_176, 3.3, 3.4),
          ("Airbus A321neo (a)", 230, 13.6, None, 1_318, None, 3.1, None)]
    for lab, *v in fl:
        d.add(lab, v, 0)
    d.add("Fleet average", [194, 12.6, 12.3, 1_098, 1_052, 3.6, 3.7], 0, "total")
    return d


def t16():
    d = D("t16", co="orlamere", subtitle=SUB7, caption="Return on Invested Capital (Non-GAAP)", corner="(in millions)",
          cols=yrs("Year Ended December 31,", (2019, 2018, 2017), width=50, dollar=True), style="booktabs", font="Serif",
          scale=1e6, notes=["(a) Special items are described in Note 3.",
                            "(b) Interest component of operating lease expense for aircraft, at the incremental borrowing rate."])
    oi, sp, ir = (612, 548, 486), (38, 12, 46), (64, 58, 52)
    rate = (23.4, 23.8, 35.6)
    d.sec("Numerator:")
    d.add("Operating income", list(oi), 1, dollar=True)
    d.add("Special items (a)", list(sp), 1)
    d.add("Interest component of aircraft rent (b)", list(ir), 1)
    adj = [oi[i] + sp[i] + ir[i] for i in range(3)]
    d.add("Adjusted operating income", adj, 1, "total", dollar=True)
    tax = [-round(adj[i] * rate[i] / 100) for i in range(3)]
    d.add("Less: income taxes at effective rate", tax, 1)
    at = [adj[i] + tax[i] for i in range(3)]
    d.add("Adjusted operating income, after tax", at, 1, "total", dollar=True)
    d.sec("Denominator:")
    den = [("Average total debt", (1_412, 1_286, 1_104)), ("Average operating lease liabilities", (1_046, 986, 912)),
           ("Average stockholders' equity", (2_318, 2_086, 1_842)),
           ("Less: average cash and investments", (-1_206, -1_148, -986))]
    for i, (lab, v) in enumerate(den):
        d.add(lab, list(v), 1, dollar=i == 0)
    cap = [sum(v[i] for _, v in den) for i in range(3)]
    d.add("Average invested capital", cap, 1, "total", dollar=True)
    d.add("Return on invested capital", [round(at[i] / cap[i] * 100, 1) for i in range(3)], 0, "total", dec=1, pct=True)
    d.add("Effective tax rate used", list(rate), 0, dec=1, pct=True)
    return d


def t17():
    cols = [Col("proj", ("Project",), 156, text=True), Col("cost", ("Estimated Total Cost ($ millions)",), 66, usd=True),
            Col("share", ("Orlamere Share of Cost",), 60, pct=True),
            Col("gcur", ("Orlamere Gates", "Current"), 50, scale=None), Col("gnew", ("Orlamere Gates", "After Completion"), 60, scale=None),
            Col("done", ("Expected Completion",), 64, text=True)]
    d = D("t17", co="orlamere", subtitle=SUB2, caption="Airport Facility Projects", corner="Airport", cols=cols,
          style="grid", font="Sans", land=True, scale=1e6,
          notes=["(a) Orlamere's share is recovered through rates and charges over the term of the airport use agreement."])
    pr = [("Orlando International (MCO)", "Terminal C gate expansion", 2_800, 18, 14, 22, "2021"),
          ("Fort Lauderdale (FLL)", "Terminal 1 Concourse A", 412, 35, 9, 14, "2020"),
          ("Las Vegas (LAS)", "Ticketing lobby renovation", 86, 22, 10, 10, "2020"),
          ("Newark Liberty (EWR)", "Terminal A replacement", 2_700, 6, 4, 6, "2022"),
          ("Baltimore/Washington (BWI)", "Concourse D extension", 142, 41, 6, 9, "2021"),
          ("Detroit Metro (DTW) (a)", "North terminal gate refresh", 64, 12, 3, 4, "2020")]
    for lab, *v in pr:
        d.add(lab, v, 0)
    return d


def t18():
    cols = []
    for y in (2019, 2018):
        cols += [Col(f"n{y}", (str(y), "Flights Canceled"), 62), Col(f"p{y}", (str(y), "% of Total"), 56, dec=1, pct=True)]
    d = D("t18", co="orlamere", subtitle=SUB7, caption="Flight Cancellations by Cause", corner="Cause", cols=cols,
          style="borderless", font="Cond", scale=None,
          notes=["(a) Includes crew duty-time limits reached because of earlier delays."])
    c = [("Weather", 3_412, 2_846, 0), ("Air traffic control", 1_206, 1_418, 0), ("Maintenance", 1_046, 1_212, 1),
         ("Crew availability (a)", 418, 662, 1), ("Other carrier causes", 212, 248, 1), ("Security and other", 64, 58, 0)]
    t19, t18_ = colsum(c, 1), colsum(c, 2)
    for i, (lab, a, b, lev) in enumerate(c):
        if i == 2:
            d.sec("Carrier-controllable:")
        if i == 5:
            pass
        d.add(lab, [a, round(a / t19 * 100, 1), b, round(b / t18_ * 100, 1)], lev)
    d.add("Total cancellations", [t19, 100.0, t18_, 100.0], 0, "total")
    return d


# ===================================================================== Brisendale (2019)
def t19():
    cols = [Col("pre", ("Preliminary Allocation",), 76), Col("adj", ("Measurement Period Adjustments",), 80),
            Col("fin", ("Final Allocation",), 76)]
    d = D("t19", co="brisendale", subtitle=SUB8,
          caption="Acquisition of Pinnockton Air, Inc. — Allocation of Purchase Price", corner="(in thousands)",
          cols=cols, style="booktabs", font="Sans", scale=1e3,
          notes=["(a) Amortized over the remaining terms of the capacity purchase agreements, 6 to 9 years."])

    def row(lab, p, a, lev=1, kind="item", dollar=False):
        d.add(lab, [p, a, p + a], lev, kind, dollar=dollar)

    assets = [("Cash and cash equivalents", 18_412, 0, 0), ("Receivables, net", 6_218, -412, 0),
              ("Spare parts and supplies", 9_806, 1_204, 0), ("Flight equipment", 214_618, -6_412, 1),
              ("Ground equipment and other", 12_406, 318, 1), ("Operating lease right-of-use assets", 46_212, 0, 0),
              ("Capacity purchase agreements (a)", 62_400, 4_800, 2), ("Airport slots and gates", 8_600, 0, 2),
              ("Goodwill", 48_206, 2_118, 0)]
    liabs = [("Accounts payable and accrued liabilities", -28_412, -1_806), ("Long-term debt", -142_618, 0),
             ("Operating lease liabilities", -46_212, 0), ("Deferred income taxes", -18_406, 188)]
    for i, (lab, p, a, grp) in enumerate(assets):
        if grp == 1 and lab == "Flight equipment":
            d.sec("Property and equipment:", 0)
        if grp == 2 and lab.startswith("Capacity"):
            d.sec("Intangible assets:", 0)
        row(lab, p, a, 1 if grp else 0, dollar=i == 0)
    ta = (colsum(assets, 1), colsum(assets, 2))
    row("Total assets acquired", *ta, 0, "total", dollar=True)
    d.sec("Liabilities assumed:")
    for lab, p, a in liabs:
        row(lab, p, a)
    tl = (colsum(liabs, 1), colsum(liabs, 2))
    row("Total liabilities assumed", *tl, 0, "total")
    row("Net assets acquired (purchase price)", ta[0] + tl[0], ta[1] + tl[1], 0, "total", dollar=True)
    return d


def t20():
    cols = [Col(f"r{y}", ("As Reported", str(y)), 70) for y in (2019, 2018)] + [
        Col(f"p{y}", ("Pro Forma (unaudited)", str(y)), 70) for y in (2019, 2018)]
    d = D("t20", co="brisendale", subtitle=SUB8, caption="Unaudited Pro Forma Combined Results (Pinnockton Air acquisition)",
          corner="(in thousands, except per share amounts)", cols=cols, style="grid", font="Serif", scale=1e3)
    d.add("Operating revenues", [2_846_212, 2_612_418, 2_912_806, 2_846_118], 0, dollar=True)
    d.add("Operating income", [312_406, 286_118, 318_212, 302_806], 0)
    d.add("Net income", [186_412, 168_206, 184_918, 171_406], 0, dollar=True)
    d.sec("Net income per share:")
    d.add("Basic", [4.62, 4.18, 4.58, 4.26], 1, dec=2, dollar=True, scale=None)
    d.add("Diluted", [4.58, 4.14, 4.54, 4.22], 1, dec=2, dollar=True, scale=None)
    return d


def t21():
    cols = yrs("Year Ended December 31,", (2019, 2018), width=60) + [
        Col("amt", ("Change", "Amount"), 58), Col("pct", ("Change", "%"), 50, dec=1, pct=True)]
    d = D("t21", co="brisendale", subtitle=SUB7, caption="Depreciation and Amortization by Asset Category",
          corner="(in thousands)", cols=cols, style="borderless", font="Cond", paper="A4", scale=1e3,
          notes=["(a) Intangible assets recognized in the Pinnockton Air acquisition (Note 2)."])
    dep = [("Owned aircraft and engines", 98_412, 86_218), ("Rotable spares", 14_806, 13_912),
           ("Ground equipment", 6_218, 5_906), ("Buildings and leasehold improvements", 3_412, 3_118)]
    amo = [("Finance lease right-of-use assets", 8_612, 9_418), ("Capacity purchase agreement intangibles (a)", 4_412, 1_104),
           ("Software", 2_806, 2_412)]
    for sec, items in (("Depreciation:", dep), ("Amortization:", amo)):
        d.sec(sec)
        for i, (lab, a, b) in enumerate(items):
            d.add(lab, [a, b, a - b, pchg(a, b)], 1, dollar=sec.startswith("Dep") and i == 0)
    a, b = colsum(dep + amo, 1), colsum(dep + amo, 2)
    d.add("Total depreciation and amortization", [a, b, a - b, pchg(a, b)], 0, "total", dollar=True)
    return d


def t22():
    d = D("t22", co="brisendale", subtitle="Form 10-K — Item 8. Financial Statements and Supplementary Data",
          caption="Condensed Consolidated Balance Sheets", corner="(in thousands)",
          cols=yrs("December 31,", (2019, 2018), width=70, dollar=True), style="grid", font="Sans", scale=1e3,
          repeat=False)
    ca = [("Cash and cash equivalents", 186_412, 142_806), ("Short-term investments", 212_618, 198_406),
          ("Receivables, net", 48_206, 41_918), ("Spare parts and supplies, net", 62_418, 51_206),
          ("Prepaid expenses and other", 18_604, 16_212)]
    pe = [("Flight equipment", 3_412_806, 3_118_412), ("Ground equipment and other", 186_412, 172_806),
          ("Less: accumulated depreciation", -1_046_218, -948_612)]
    oa = [("Operating lease right-of-use assets", 412_618, 386_204), ("Intangible assets, net", 71_206, 4_806),
          ("Goodwill", 50_324, 0), ("Other", 28_412, 24_118)]
    cl = [("Current maturities of long-term debt", 286_412, 248_206),
          ("Current maturities of operating lease liabilities", 62_806, 58_412),
          ("Accounts payable", 48_612, 44_206), ("Accrued liabilities", 142_806, 128_412)]
    nl = [("Long-term debt, net of current maturities", 1_812_406, 1_706_218),
          ("Noncurrent operating lease liabilities", 338_412, 318_206), ("Deferred income taxes", 246_818, 218_406),
          ("Other", 32_406, 28_118)]
    totals = []
    for sec, items, tot in (("Current assets:", ca, "Total current assets"),
                            ("Property and equipment:", pe, "Property and equipment, net"),
                            ("Other assets:", oa, "Total other assets")):
        d.sec(sec)
        for i, (lab, a, b) in enumerate(items):
            d.add(lab, [a, b], 1, dollar=sec.startswith("Current") and i == 0)
        totals.append((colsum(items, 1), colsum(items, 2)))
        d.add(tot, list(totals[-1]), 1, "total")
    TA = (sum(t[0] for t in totals), sum(t[1] for t in totals))
    d.add("Total assets", list(TA), 0, "total", dollar=True)
    d.split = len(d.rows)
    lt = []
    for sec, items, tot in (("Current liabilities:", cl, "Total current liabilities"),
                            ("Noncurrent liabilities:", nl, "Total noncurrent liabilities")):
        d.sec(sec)
        for i, (lab, a, b) in enumerate(items):
            d.add(lab, [a, b], 1, dollar=sec.startswith("Current") and i == 0)
        lt.append((colsum(items, 1), colsum(items, 2)))
        d.add(tot, list(lt[-1]), 1, "total")
    eq = [("Common stock", 412, 408), ("Additional paid-in capital", 486_212, 472_806),
          ("Treasury stock, at cost", -62_406, -48_218)]
    re_ = [TA[k] - lt[0][k] - lt[1][k] - sum(e[k + 1] for e in eq) for k in (0, 1)]
    eq.insert(2, ("Retained earnings", *re_))
    d.sec("Stockholders' equity:")
    for lab, a, b in eq:
        d.add(lab, [a, b], 1)
    d.add("Total stockholders' equity", [colsum(eq, 1), colsum(eq, 2)], 1, "total")
    d.add("Total liabilities and stockholders' equity", list(TA), 0, "total", dollar=True)
    return d


# ===================================================================== Tolvanick (fiscal 2018, FY ends Sept 30)
def t23():
    cols = [Col("q1lo", ("First Quarter Fiscal 2019", "Low"), 54), Col("q1hi", ("First Quarter Fiscal 2019", "High"), 54),
            Col("fylo", ("Full Year Fiscal 2019", "Low"), 54), Col("fyhi", ("Full Year Fiscal 2019", "High"), 54),
            Col("act", ("Fiscal 2018 Actual",), 64)]
    d = D("t23", co="tolvanick", subtitle=SUB7, caption="Fiscal 2019 Outlook", corner="Guidance", cols=cols,
          style="booktabs", font="Serif", land=True, scale=None,
          notes=["(a) Excludes fuel, special items and profit sharing; non-GAAP."])
    d.add("Capacity (ASMs), year-over-year change", [14.0, 16.0, 12.0, 15.0, 18.4], 0, dec=1, pct=True)
    d.add("TRASM, year-over-year change", [-4.0, -2.0, -1.0, 1.0, -3.2], 0, dec=1, pct=True)
    d.add("CASM excluding fuel, year-over-year change (a)", [-3.0, -1.0, -2.5, -0.5, -4.1], 0, dec=1, pct=True)
    d.add("Fuel cost per gallon", [2.18, 2.28, 2.10, 2.30, 2.21], 0, dec=2, dollar=True)
    d.add("Pre-tax margin", [8.0, 10.0, 11.0, 14.0, 12.6], 0, dec=1, pct=True)
    d.add("Capital expenditures (in millions)", [92, 104, 480, 520, 612], 0, dollar=True, scale=1e6)
    d.add("Effective tax rate", [23.0, 24.0, 23.0, 24.0, 24.8], 0, dec=1, pct=True)
    d.add("Aircraft in service at period end", [78, 78, 88, 90, 76], 0)
    return d


def t24():
    d = D("t24", co="tolvanick", subtitle=SUB8, caption="Unrecognized Tax Benefits", corner="(in thousands)",
          cols=yrs("Fiscal Year Ended September 30,", (2018, 2017, 2016), width=58), style="grid", font="Serif",
          paper="A4", scale=1e3, notes=["(a) Net of the federal benefit of state positions."])
    moves = {2016: (612, 1_818, -618, -406, -200), 2017: (846, 2_106, -412, 0, -128),
             2018: (1_206, 2_418, -806, -1_412, -318)}
    beg, data = 9_612, {}
    for y in (2016, 2017, 2018):
        m = moves[y]
        data[y] = (beg, m, beg + sum(m))
        beg = beg + sum(m)
    ys = (2018, 2017, 2016)
    d.add("Balance at beginning of year", [data[y][0] for y in ys], 0, dollar=True)
    d.sec("Increases:")
    d.add("Tax positions taken in prior years", [data[y][1][0] for y in ys], 1)
    d.add("Tax positions taken in the current year", [data[y][1][1] for y in ys], 1)
    d.sec("Decreases:")
    d.add("Tax positions taken in prior years", [data[y][1][2] for y in ys], 1)
    d.add("Settlements with taxing authorities", [data[y][1][3] for y in ys], 1)
    d.add("Lapse of statutes of limitations", [data[y][1][4] for y in ys], 1)
    d.add("Balance at end of year", [data[y][2] for y in ys], 0, "total", dollar=True)
    d.add("Amount that would affect the effective tax rate (a)", [11_806, 10_412, 9_318], 0)
    d.add("Accrued interest and penalties", [1_418, 1_206, 1_012], 0)
    return d


def t25():
    qs = ("December 31, 2017", "March 31, 2018", "June 30, 2018", "September 30, 2018")
    cols = [Col(f"q{i + 1}", ("Three Months Ended", q), 70) for i, q in enumerate(qs)] + [Col("fy", ("Fiscal Year 2018",), 70)]
    d = D("t25", co="tolvanick", subtitle=SUB8, caption="Air Traffic Liability", corner="(in thousands)", cols=cols,
          style="zebra", font="Sans", paper="A4", land=True, scale=1e3,
          notes=["(a) Revenue from tickets expected to expire unused, recognized in proportion to flown revenue."])
    flows = [("Tickets and ancillary services sold", (612_418, 704_806, 742_118, 668_412)),
             ("Passenger revenue recognized", (-586_206, -648_412, -731_806, -702_118)),
             ("Breakage recognized (a)", (-8_412, -9_106, -10_218, -9_812)),
             ("Refunds and other", (-4_206, -5_118, -4_812, -5_406))]
    beg, begs, ends = 148_206, [], []
    for i in range(4):
        begs.append(beg)
        beg = beg + sum(f[1][i] for f in flows)
        ends.append(beg)
    d.add("Air traffic liability, beginning of period", [*begs, begs[0]], 0, dollar=True)
    for lab, v in flows:
        d.add(lab, [*v, sum(v)], 1)
    d.add("Air traffic liability, end of period", [*ends, ends[-1]], 0, "total", dollar=True)
    return d


def t26():
    d = D("t26", co="tolvanick", subtitle=SUB8, caption="Share-Based Compensation", corner="(in thousands, except years)",
          cols=yrs("Fiscal Year Ended September 30,", (2018, 2017, 2016), width=58), style="borderless", font="Serif",
          scale=1e3, notes=["(a) Performance measured on pre-tax margin relative to a peer group over three years."])
    aw = [("Restricted stock units", (8_412, 7_206, 6_118)), ("Performance share units (a)", (3_206, 2_412, 1_806)),
          ("Stock options", (618, 804, 1_012)), ("Employee stock purchase plan", (412, 386, 348))]
    d.sec("Compensation expense by award type:")
    for i, (lab, v) in enumerate(aw):
        d.add(lab, list(v), 1, dollar=i == 0)
    tot = [sum(v[i] for _, v in aw) for i in range(3)]
    d.add("Total share-based compensation expense", tot, 0, "total", dollar=True)
    tb = (-1_986, -3_818, -3_312)
    d.add("Income tax benefit", list(tb), 0)
    d.add("Share-based compensation expense, net of tax", [tot[i] + tb[i] for i in range(3)], 0, "total", dollar=True)
    d.sec("At fiscal year end:")
    d.add("Unrecognized compensation cost", [14_806, 12_418, 10_206], 1)
    d.add("Weighted-average recognition period (years)", [1.9, 2.1, 2.0], 1, dec=1, scale=None)
    return d


# ===================================================================== Haverrow (2019)
def t27():
    cols = []
    for g, k in (("Premium Cabins", "p"), ("Main Cabin", "m")):
        cols += [Col(f"{k}2019", (g, "2019"), 54), Col(f"{k}2018", (g, "2018"), 54),
                 Col(f"{k}chg", (g, "% Change"), 54, dec=1, pct=True)]
    d = D("t27", co="haverrow", subtitle=SUB7, caption="Passenger Revenue and Traffic by Cabin", corner="", cols=cols,
          style="booktabs", font="Cond", land=True,
          notes=["Load factor changes are in percentage points (pts)."])
    data = {"Domestic:": {"p": ((8_412, 31_206, 36_418), (7_806, 29_418, 34_812)),
                          "m": ((18_206, 128_412, 148_206), (17_618, 125_806, 146_118))},
            "International:": {"p": ((4_806, 18_412, 22_618), (4_618, 17_806, 21_906)),
                               "m": ((7_412, 62_806, 74_206), (7_518, 63_412, 75_118))}}
    for sec, v in data.items():
        d.sec(sec)
        rows = {k: [] for k in ("rev", "rpm", "asm", "lf", "y", "pr")}
        for k in ("p", "m"):
            (r1, m1, a1), (r0, m0, a0) = v[k]
            lf1, lf0 = round(m1 / a1 * 100, 1), round(m0 / a0 * 100, 1)
            y1, y0 = round(r1 / m1 * 100, 2), round(r0 / m0 * 100, 2)
            p1, p0 = round(r1 / a1 * 100, 2), round(r0 / a0 * 100, 2)
            rows["rev"] += [fmt(r1, 0, dollar=True), fmt(r0, 0, dollar=True), pchg(r1, r0)]
            rows["rpm"] += [m1, m0, pchg(m1, m0)]
            rows["asm"] += [a1, a0, pchg(a1, a0)]
            pts = round(lf1 - lf0, 1)
            rows["lf"] += [fmt(lf1, 1, pct=True), fmt(lf0, 1, pct=True), fmt(pts, 1) + " pts"]
            rows["y"] += [fmt(y1, 2), fmt(y0, 2), pchg(y1, y0)]
            rows["pr"] += [fmt(p1, 2), fmt(p0, 2), pchg(p1, p0)]
        d.add("Passenger revenue (in millions)", rows["rev"], 1, scale=1e6, usd=True)
        d.add("Revenue passenger miles (millions)", rows["rpm"], 1, scale=1e6)
        d.add("Available seat miles (millions)", rows["asm"], 1, scale=1e6)
        d.add("Load factor", rows["lf"], 1, pct=False)
        d.add("Yield (cents)", rows["y"], 1, cents=True)
        d.add("PRASM (cents)", rows["pr"], 1, cents=True)
    return d


def t28():
    cols = [Col("face", ("Face Amount",), 58), Col("rate", ("Interest Rate",), 52, dec=3, pct=True),
            Col("date", ("Final Expected Distribution Date",), 100, text=True),
            Col("o2019", ("Principal Outstanding at December 31,", "2019"), 58),
            Col("o2018", ("Principal Outstanding at December 31,", "2018"), 58)]
    d = D("t28", co="haverrow", subtitle=SUB8, caption="Enhanced Equipment Trust Certificates (dollars in millions)",
          corner="Series / Class", cols=cols, style="grid", font="Cond", land=True, scale=1e6, unit="USD",
          notes=["(a) Class B certificates are subordinated to Class AA and Class A certificates of the same series."])
    ser = {"Series 2014-1:": [("Class A", 612, 3.700, "October 1, 2026", 386, 418),
                              ("Class B (a)", 148, 4.375, "April 1, 2022", 62, 84)],
           "Series 2016-1:": [("Class AA", 486, 2.875, "July 15, 2029", 418, 442),
                              ("Class A", 206, 3.250, "July 15, 2029", 178, 188)],
           "Series 2017-1:": [("Class AA", 518, 3.350, "January 15, 2031", 472, 498),
                              ("Class A", 224, 3.600, "January 15, 2031", 204, 215),
                              ("Class B (a)", 146, 4.100, "January 15, 2026", 112, 128)],
           "Series 2019-1:": [("Class AA", 612, 3.150, "February 15, 2033", 612, 0),
                              ("Class A", 286, 3.500, "February 15, 2033", 286, 0)]}
    first = True
    allr = []
    for s, items in ser.items():
        d.sec(s)
        for lab, *v in items:
            d.add(lab, v, 1, dollar=first)
            first = False
            allr.append(v)
    d.add("Total", [None, None, "", sum(v[3] for v in allr), sum(v[4] for v in allr)], 0, "total", dollar=True)
    return d


def t29():
    cols = [Col("fac", ("Facility",), 170, text=True), Col("sqft", ("Approximate Square Feet",), 80, scale=None),
            Col("own", ("Owned or Leased",), 70, text=True), Col("exp", ("Lease Expiration",), 64, text=True)]
    d = D("t29", co="haverrow", subtitle=SUB2, caption="Principal Properties", corner="Location", cols=cols,
          style="borderless", font="Serif", paper="A4", land=True, scale=None,
          notes=["(a) Ground lease from the airport authority; the buildings are owned by Haverrow."])
    P = {"Headquarters and administrative:": [("Minneapolis, Minnesota", "Corporate headquarters", 612_000, "Owned", DASH),
                                              ("Wilkes-Barre, Pennsylvania", "Revenue accounting center", 84_000, "Leased", "2024")],
         "Maintenance:": [("Tulsa, Oklahoma (a)", "Heavy maintenance base", 1_846_000, "Owned", "2038"),
                          ("Atlanta, Georgia", "Line maintenance hangars", 412_000, "Leased", "2031"),
                          ("Kansas City, Missouri", "Engine and component shop", 286_000, "Leased", "2027")],
         "Training:": [("Dallas, Texas", "Flight training center", 418_000, "Owned", DASH),
                       ("Charlotte, North Carolina", "Flight attendant training", 96_000, "Leased", "2026")],
         "Airport terminals:": [("Denver, Colorado", "Concourse B gates and offices", 624_000, "Leased", "2035"),
                                ("Chicago, Illinois", "Terminal 3 gates and lounges", 518_000, "Leased", "2033")]}
    for s, items in P.items():
        d.sec(s)
        for lab, *v in items:
            d.add(lab, v, 1)
    return d


def t30():
    d = D("t30", co="haverrow", subtitle=SUB7, caption="Free Cash Flow and Adjusted Net Debt (Non-GAAP)",
          corner="(in millions)", cols=yrs("Year Ended December 31,", (2019, 2018, 2017), width=56, dollar=True),
          style="grid", font="Sans", scale=1e6, repeat=True,
          notes=["(a) Cash paid for equity stakes in partner airlines, reclassified out of investing activities.",
                 "(b) Current and noncurrent operating lease liabilities."])
    d.sec("Free cash flow:")
    ocf = (6_412, 5_806, 5_618)
    adj = [("Net redemptions (purchases) of short-term investments", (212, -118, 86)),
           ("Strategic investments and related (a)", (142, 88, 0))]
    d.add("Net cash provided by operating activities (GAAP)", list(ocf), 1, dollar=True)
    for lab, v in adj:
        d.add(lab, list(v), 1)
    aocf = [ocf[i] + sum(v[i] for _, v in adj) for i in range(3)]
    d.add("Adjusted net cash provided by operating activities", aocf, 1, "total", dollar=True)
    cx = [("Flight equipment", (-3_618, -3_412, -3_206)), ("Ground property and equipment", (-1_046, -912, -884)),
          ("Technology and software", (-412, -386, -318))]
    d.sec("Capital expenditures:", 1)
    for lab, v in cx:
        d.add(lab, list(v), 2)
    tcx = [sum(v[i] for _, v in cx) for i in range(3)]
    d.add("Total capital expenditures", tcx, 1, "total")
    d.add("Free cash flow", [aocf[i] + tcx[i] for i in range(3)], 0, "total", dollar=True)
    d.split = len(d.rows)
    nd = [("Debt and finance lease obligations", (9_806, 10_412, 11_206)),
          ("Plus: unamortized discount and debt issuance costs", (112, 124, 138)),
          ("Plus: operating lease liabilities (b)", (5_218, 5_412, 5_606)),
          ("Less: cash and cash equivalents", (-2_412, -1_986, -1_806)), ("Less: short-term investments", (-1_206, -1_418, -1_300))]
    d.sec("Adjusted net debt:")
    for i, (lab, v) in enumerate(nd):
        d.add(lab, list(v), 1, dollar=i == 0)
    d.add("Adjusted net debt", [sum(v[i] for _, v in nd) for i in range(3)], 0, "total", dollar=True)
    return d


BUILDERS = [t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20,
            t21, t22, t23, t24, t25, t26, t27, t28, t29, t30]


def docs() -> dict:
    return {b.__name__: b() for b in BUILDERS}


def main(argv):
    if len(argv) != 2:
        sys.exit("usage: make_docs.py OUTDIR")
    out = Path(argv[1])
    out.mkdir(parents=True, exist_ok=True)
    for k, d in docs().items():
        render(d, str(out / d.pdf))
    print(f"wrote {len(BUILDERS)} PDFs to {out}")


if __name__ == "__main__":
    main(sys.argv)
