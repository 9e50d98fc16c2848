"""bench/aitqa-style11: write questions.jsonl; every gold is computed from make_docs' tables.

    /work/main/.venv/bin/python bench/aitqa-style11/make_questions.py

Each question is a spec over one Doc: a cell (row label, the enclosing section(s) when the label repeats, a
column key), two cells for a difference or percent change, several cells for a sum, candidate rows for a
comparison or a count, or an absent term for an unanswerable question. The wording is written by hand; the
answer (value, raw, unit, scale), the evidence page and the hard-case tags come from the table.
(The resolve / tags / gold / build functions follow the layout of bench/aitqa-style10/make_questions.py.)
"""
from __future__ import annotations

import json
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import make_docs as M  # noqa: E402
from engine import MARKER, fmt, parse, strip_marker  # noqa: E402

PREFIX, SOURCE = "as11-", "aitqa-style11"
KPI = re.compile(r"same-center|EBITDA|revenue per game|boutique|royalty rate|realized price|spot|long-term price|"
                 r"\bADV\b|average daily|market share|market cap|margin deposit|guaranty fund|utilization|rental rate|"
                 r"original equipment cost|\bOEC\b|backlog|gross margin|gross profit|yield|saleable units|attrition|"
                 r"dues|green fee|rounds|liters? collected|per liter|per donation|organic growth|operating margin|"
                 r"net loss|recover|measured and indicated|inferred|resources|attributable pounds|revenue per pound|"
                 r"average cost per pound|contract production|stage 1|stage 2|pre-commercial|launch", re.I)
TOP = "-"   # section value for a row that sits under no section heading


def C(label, col, section=None):
    return (label, section, col)


def L(text, label, col, section=None, para=False, grp=False):
    """a one-cell lookup; grp: the question names the column only by its group heading (one column under it)"""
    return dict(kind="cell", text=text, cells=[C(label, col, section)], para=para, grp=grp)


def DIFF(text, a, b, para=False):
    return dict(kind="difference", text=text, cells=[a, b], para=para, grp=False)


def PCT(text, new, old, para=False):
    return dict(kind="percent_change", text=text, cells=[new, old], para=para, grp=False)


def SUM(text, cells, para=False):
    return dict(kind="sum", text=text, cells=cells, para=para, grp=False)


def CMP(text, labels, col, section=None, mode="max", para=False):
    return dict(kind="comparison", text=text, cells=[C(x, col, section) for x in labels], mode=mode, para=para,
                grp=False)


def CNT(text, labels, col, pred, section=None, para=False):
    """count of the candidate rows whose cell satisfies pred: ('eq', x) | ('gt', x) | ('lt', x)"""
    return dict(kind="count", text=text, cells=[C(x, col, section) for x in labels], pred=pred, para=para,
                grp=False)


def NA(text, term):
    return dict(kind="unanswerable", text=text, term=term, cells=[], para=False, grp=False)


def holds(v, pred):
    op, x = pred
    v = 0 if v is None else v
    return v == x if op == "eq" else v > x if op == "gt" else v < x


def labels(rows):
    return [strip_marker(x[0]) for x in rows]


MIDWEST = labels(M.BWL_CTR["Midwest"])
PROJECTS = labels([x for rows in M.URA_PORT.values() for x in rows])
LUFF = list(M.CRN_CLASSES)
CENTRAL = labels(M.CRN_MKT["U.S. Central:"])
VEG = labels(M.SED_SALES["Vegetable seeds:"])
ROWCROPS = labels(M.SED_RD["Row crops:"])
SW = labels(M.GLF_MKT["Southwest:"])
PLS_MW = labels(M.PLS_CTR["Midwest:"])
CIT_W = labels(M.CIT_NET["U.S. West:"])
LP, OP = "League play:", "Open play:"
CE = "Center operating expenses:"
SPOT, LT = "Spot price (per lb U3O8) (a):", "Long-term price (per lb U3O8) (a):"
EQ, OPT = "Equities clearing:", "Options clearing:"
FT, HH, LJ = "Flat-top tower cranes:", "Hammerhead tower cranes:", "Luffing-jib tower cranes (c):"
GP = "Gross profit:"
RB, EB = "Rental backlog:", "Erection services backlog (b):"
CORN, SOY, SOR = "Corn:", "Soybeans:", "Sorghum:"
SS, ALL = "Same-store clubs (a):", "All clubs:"
WD, WE = "Weekday:", "Weekend and holiday:"

SPECS = {
    "t01": [
        L("How many bowling centers does Spareholt lease in Florida?", "Florida", "lse"),
        L("What is the building area of Spareholt's Texas centers?", "Texas", "sf", grp=True),
        L("How many new centers did Spareholt open in Ontario during fiscal 2019?", "Ontario", "op"),
        L("Total lanes across all of Spareholt's Canadian bowling centers?", "Total Canada", "ln"),
        CNT("In how many of the Midwest states listed does Spareholt own at least five bowling centers?", MIDWEST,
            "own", ("gt", 4)),
        DIFF("How many more centers does Spareholt own in the Midwest than in the Northeast?",
             C("Total Midwest", "own"), C("Total Northeast", "own")),
        NA("How many bowling centers does Spareholt operate in Oregon?", "Oregon"),
    ],
    "t02": [
        L("What were Spareholt's same-center league revenues in fiscal 2018? (in thousands)", "League", "s18"),
        L("fiscal 2019 total occupancy expense, spareholt centers", "Occupancy", "t19"),
        L("What was the 'Other' center operating expense of the new and acquired centers in fiscal 2019?", "Other",
          "n19", CE),
        L("What was the same-center change for group events revenue?", "Group events", "sc", grp=True),
        L("Center EBITDA margin of the new and acquired centers in fiscal 2018?", "Center EBITDA margin", "n18"),
        PCT("By what percentage did Spareholt's total revenues grow from fiscal 2018 to fiscal 2019, counting all "
            "centers?", C("Total revenues", "t19"), C("Total revenues", "t18")),
    ],
    "t03": [
        L("How many league games were bowled on weekdays at Spareholt's U.S. centers in fiscal 2019?", "Weekday",
          "ug19", LP),
        L("Revenue per game for weekend open play in Canada, fiscal 2018", "Weekend", "cr18", OP),
        L("What was the average revenue per game across all games bowled in the U.S. in fiscal 2019?",
          "Total games bowled", "ur19"),
        DIFF("By how much did late-night games at the U.S. centers increase from fiscal 2018 to fiscal 2019?",
             C("Late-night", "ug19", OP), C("Late-night", "ug18", OP)),
        NA("What was Spareholt's revenue per game for league play in Mexico?", "Mexico"),
    ],
    "t04": [
        L("How much did Spareholt spend on center conversions in Canada in fiscal 2019?", "Center conversions", "ca"),
        L("What is the high end of the fiscal 2020 plan for pinsetters and scoring systems?",
          "Pinsetters and scoring systems", "hi"),
        L("Total maintenance capital expenditures in fiscal 2019, U.S. and Canada combined?",
          "Total maintenance capital", "to"),
        L("U.S. acquisitions spending in fiscal 2019 (answer in thousands of dollars)", "Acquisitions", "us"),
        DIFF("How much higher is the high end than the low end of Spareholt's fiscal 2020 plan for total capital "
             "expenditures?", C("Total capital expenditures", "hi"), C("Total capital expenditures", "lo")),
    ],
    "t05": [
        L("What stage is Calderwyn's Oxcombe Ranch royalty project at?", "Oxcombe Ranch", "stg"),
        L("What royalty rate does Calderwyn hold on Ruskavel?", "Ruskavel", "rate"),
        L("What type of royalty does Calderwyn have on Garvellan South?", "Garvellan South", "typ"),
        L("Measured and indicated resources at Skellingrove, in millions of pounds of U3O8?", "Skellingrove", "mi"),
        CNT("How many of the projects in Calderwyn's royalty portfolio are in production?", PROJECTS, "stg",
            ("eq", "Production")),
        CMP("Which project in Calderwyn's portfolio has the largest inferred resources?", PROJECTS, "inf"),
        NA("Which royalty does Calderwyn hold in Australia?", "Australia"),
    ],
    "t06": [
        L("What royalty revenue did Calderwyn earn from Ruskavel in 2018?", "Ruskavel", "r18"),
        L("revenue per pound at Hushwick Creek, 2019", "Hushwick Creek", "p19"),
        L("How many attributable pounds of U3O8 came from Garvellan South in 2019?", "Garvellan South", "l19"),
        L("Total U.S. attributable pounds in 2018?", "Total U.S.", "l18"),
        SUM("What were Calderwyn's combined 2019 royalty revenues from Tessergill Lake and Halsperry ISR?",
            [C("Tessergill Lake", "r19"), C("Halsperry ISR", "r19")]),
        PCT("By how much, in percent, did total producing royalty revenue change from 2018 to 2019?",
            C("Total producing royalties", "r19"), C("Total producing royalties", "r18")),
    ],
    "t07": [
        L("How many pounds of U3O8 did Calderwyn hold in physical inventory at the end of 2019?",
          "Balance, end of year", "l19"),
        L("What was the carrying amount of the uranium Calderwyn bought on the spot market in 2018?", "Spot market",
          "a18"),
        L("Average cost per pound of long-term contract purchases in 2019", "Long-term contracts", "c19"),
        L("How many pounds were received as royalties in kind in 2018?", "Royalties received in kind", "l18"),
        DIFF("By how much did the carrying amount of Calderwyn's physical uranium increase during 2019?",
             C("Balance, end of year", "a19"), C("Balance, beginning of year", "a19")),
    ],
    "t08": [
        L("What was the highest spot uranium price in the third quarter of 2018?", "High", "q3_18", SPOT),
        L("Long-term uranium price at the end of the second quarter of 2019?", "Quarter-end", "q2_19", LT),
        L("Calderwyn's average realized price in Q4 2018?", "Calderwyn average realized price (per lb)", "q4_18"),
        DIFF("In the first quarter of 2019, how far apart were the high and the low of the spot price?",
             C("High", "q1_19", SPOT), C("Low", "q1_19", SPOT)),
        SUM("How many pounds did Calderwyn sell in the first half of 2018?",
            [C("Pounds sold (thousands)", "q1_18"), C("Pounds sold (thousands)", "q2_18")]),
        NA("What was the spot uranium price in the first quarter of 2017?", "2017"),
    ],
    "t09": [
        L("What was Cathmoral's market share in Tape B in 2017?", "Tape B (regional and ETP-listed)", "m17"),
        L("ADV in multiply-listed options in 2018, in millions of contracts", "Multiply-listed options", "a18"),
        L("What was the change in ADV for volatility index futures?", "Volatility index futures", "ch", grp=True),
        L("Total cash equities average daily volume, 2018", "Total cash equities", "a18"),
        DIFF("By how many percentage points did Cathmoral's Tape A market share rise from 2017 to 2018?",
             C("Tape A (NYSE-listed)", "m18"), C("Tape A (NYSE-listed)", "m17")),
    ],
    "t10": [
        L("What were Cathmoral's options transaction and clearing fees in 2016?", "Options", "y16"),
        L("What figure is shown for liquidity rebates in 2018 (in millions)?", "Liquidity rebates", "y18"),
        L("% change in tape plan revenue, 2018 vs 2017", "Tape plan revenue", "pc"),
        L("What was the dollar change in revenues less transaction-based expenses from 2017 to 2018?",
          "Revenues less transaction-based expenses", "dc"),
        DIFF("How much did annual listing fees increase between 2016 and 2018?", C("Annual listing fees", "y18"),
             C("Annual listing fees", "y16")),
        SUM("What were Cathmoral's cash equities and futures transaction fees combined in 2017?",
            [C("Cash equities", "y17"), C("Futures", "y17")]),
    ],
    "t11": [
        L("How many Growth Tier issuers were listed on Cathmoral at the end of 2017?", "Growth Tier", "i17"),
        L("What was the market capitalization of Cathmoral's Premier Tier at December 31, 2018?", "Premier Tier",
          "c18"),
        L("new ETP listings in 2018", "Exchange-traded products", "nw", para=True),
        L("How many Venture Tier companies were delisted in 2018?", "Venture Tier", "dl"),
        DIFF("How many more issuers were listed in total at the end of 2018 than at the end of 2017?",
             C("Total listings", "i18"), C("Total listings", "i17")),
        NA("How many SPACs were listed on Cathmoral at the end of 2018?", "SPAC"),
    ],
    "t12": [
        L("How much cash did options clearing members hold as margin deposits at December 31, 2017?",
          "Margin deposits", "c17", OPT),
        L("U.S. Treasury securities in the equities clearing guaranty fund at the end of 2018",
          "Guaranty fund contributions", "u18", EQ),
        L("What was the total of clearing member deposits at December 31, 2018?", "Total clearing member deposits",
          "t18"),
        SUM("What were total margin deposits, equities and options clearing together, at December 31, 2018?",
            [C("Margin deposits", "t18", EQ), C("Margin deposits", "t18", OPT)]),
        DIFF("By how much did total options clearing deposits grow from Dec 31, 2017 to Dec 31, 2018?",
             C("Total options clearing", "t18"), C("Total options clearing", "t17")),
    ],
    "t13": [
        L("How many owned hammerhead cranes in the 8 to 16 metric ton class does Dunstravey have?",
          "8 to 16 metric tons", "ou", HH),
        L("What is the average age of Dunstravey's leased-in luffing-jib cranes over 16 metric tons?",
          "Over 16 metric tons", "la", LJ),
        L("original equipment cost of the self-erecting tower crane fleet", "Self-erecting tower cranes", "oec"),
        L("How many flat-top tower cranes are in the fleet in total, owned and leased-in?", "Total flat-top", "tu"),
        CMP("Which luffing-jib capacity class has the most cranes in the fleet (owned plus leased-in)?", LUFF, "tu",
            LJ),
        NA("How many crawler cranes does Dunstravey own?", "crawler"),
    ],
    "t14": [
        L("What was Dunstravey's time utilization in Miami in 2019?", "Miami", "t19"),
        L("How many cranes did Dunstravey have in Dublin at the end of 2019?", "Dublin", "u19"),
        L("What was the change in the average monthly rental rate for Houston?", "Houston", "rc"),
        L("fleet total time utilization for 2018", "Fleet total", "t18"),
        CNT("In how many U.S. Central markets did Dunstravey's average monthly rental rate fall?", CENTRAL, "rc",
            ("lt", 0)),
        NA("What was Dunstravey's time utilization in Singapore?", "Singapore"),
    ],
    "t15": [
        L("What was Dunstravey's U.S. tower crane rental revenue in 2018?", "Tower cranes", "u18"),
        L("Int'l gross profit on erection and dismantling services in 2019", "Erection and dismantling services",
          "i19", GP),
        L("What was total revenue from erection and dismantling services in 2019?",
          "Erection and dismantling services", "t19", TOP),
        L("Gross margin for Int'l in 2018?", "Gross margin", "i18"),
        PCT("By what percent did Dunstravey's total revenues (U.S. plus Int'l) grow in 2019?",
            C("Total revenues", "t19"), C("Total revenues", "t18")),
        DIFF("How much lower were U.S. sales of used equipment in 2019 than in 2018?",
             C("Sales of used equipment", "u18"), C("Sales of used equipment", "u19")),
    ],
    "t16": [
        L("How much rental backlog from commercial office projects does Dunstravey expect to recognize in 2021?",
          "Commercial office", "y21", RB),
        L("What was the erection services backlog for healthcare and education projects at December 31, 2018?",
          "Healthcare and education", "b18", EB),
        L("total backlog at dec 31 2019", "Total backlog", "b19"),
        SUM("How much of the total backlog at December 31, 2019 is expected to be recognized after 2020?",
            [C("Total backlog", "y21"), C("Total backlog", "y22")]),
        DIFF("How much did the residential high-rise rental backlog grow between Dec. 31, 2018 and Dec. 31, 2019?",
             C("Residential high-rise", "b19", RB), C("Residential high-rise", "b18", RB)),
        NA("What was Dunstravey's backlog for data center projects?", "data center"),
    ],
    "t17": [
        L("What were Quarnby's corn net sales in Latin America in fiscal 2019?", "Corn", "la19"),
        L("Total vegetable seed net sales in North America, fiscal 2018?", "Total vegetable seeds", "na18"),
        L("What were Quarnby's total net sales in fiscal 2019? Answer in thousands.", "Total net sales", "to19"),
        PCT("By what percentage did Quarnby's total soybean net sales change from fiscal 2018 to fiscal 2019?",
            C("Soybeans", "to19"), C("Soybeans", "to18")),
        CMP("Which vegetable crop had the highest EMEA net sales in fiscal 2019?", VEG, "em19"),
        NA("How much did Quarnby sell in cotton seed in fiscal 2019?", "cotton"),
    ],
    "t18": [
        L("How many acres of soybean seed production did Quarnby contract in the U.S. in fiscal 2019?", "U.S.",
          "a19", SOY),
        L("What was the average yield of sorghum seed production in Argentina in fiscal 2018?", "Argentina", "y18",
          SOR),
        L("saleable corn units produced in Brazil, fiscal 2019 (thousands)", "Brazil", "u19", CORN),
        L("Total saleable units across all crops in fiscal 2018?", "Total all crops", "u18"),
        DIFF("How many more contract production acres did Quarnby have for corn in fiscal 2019 than in fiscal 2018?",
             C("Total corn", "a19"), C("Total corn", "a18")),
    ],
    "t19": [
        L("How many soybean varieties were in Stage 2 trials at August 31, 2019?", "Soybeans", "s2"),
        L("How many new tomato products does Quarnby plan to launch in fiscal 2020?", "Tomato", "l20"),
        L("R&D expense for platform research in fiscal 2018", "Platform research", "r18"),
        SUM("What was Quarnby's combined fiscal 2019 R&D expense for pepper and cucurbits?",
            [C("Pepper", "r19"), C("Cucurbits", "r19")]),
        CMP("Which row crop had the fewest hybrids or varieties in Stage 1 trials?", ROWCROPS, "s1", mode="min"),
    ],
    "t20": [
        L("What was the balance of the volume rebate reserve at the end of fiscal 2019?", "Volume rebates", "e19"),
        L("How much was charged to net sales for early-order discounts in fiscal 2018?", "Early-order discounts",
          "c18"),
        L("credits and payments against the row crops returns reserve, fiscal 2019", "Row crops", "p19"),
        L("Beginning balance of the trait fee rebates reserve in fiscal 2018?", "Trait fee rebates", "b18"),
        DIFF("By how much did Quarnby's total reserves decline during fiscal 2019?",
             C("Total reserves", "b19"), C("Total reserves", "e19")),
    ],
    "t21": [
        L("How many members belong to Pellowind's private clubs in Scottsdale?", "Scottsdale", "mem"),
        L("How many rounds were played at Pellowind's public courses in Orlando?", "Orlando", "rd"),
        L("total holes in the Palm Springs market", "Palm Springs", "hl"),
        L("How many golf properties does Pellowind lease or manage in Chicago?", "Chicago", "lse"),
        L("How many rounds were played at Pellowind public courses company-wide? Answer in thousands.",
          "Total Pellowind", "rd"),
        CNT("In how many Southwest markets does Pellowind have more than two public courses?", SW, "pub",
            ("gt", 2)),
        NA("How many private clubs does Pellowind have in Hawaii?", "Hawaii"),
    ],
    "t22": [
        L("What was Pellowind's same-store country club dues revenue in 2018?", "Dues revenue (in thousands)", "c18",
          SS),
        L("Average monthly dues per member at all city and athletic clubs in 2019?",
          "Average monthly dues per member", "a19", ALL),
        L("% change in members at same-store city and athletic clubs", "Members at end of year", "ap", SS),
        L("How many golf rounds were played at all of Pellowind's country clubs in 2019?",
          "Golf rounds played (thousands)", "c19", ALL),
        DIFF("How much more dues revenue did all country clubs bring in than the same-store country clubs in 2019?",
             C("Dues revenue (in thousands)", "c19", ALL), C("Dues revenue (in thousands)", "c19", SS)),
    ],
    "t23": [
        L("How many new Social members did Pellowind add in 2018?", "New members", "s18"),
        L("What was the annual attrition rate for Junior and Young Executive members in 2018?",
          "Annual attrition rate", "j18"),
        L("Social members at the end of 2019?", "Members at end of year", "s19"),
        L("junior and young executive members from acquired clubs, 2019", "Members of acquired clubs", "j19"),
        SUM("How many country club members did Pellowind have at the end of 2019, adding Full Golf, Social and "
            "Junior and Young Executive?", [C("Members at end of year", "f19"), C("Members at end of year", "s19"),
                                            C("Members at end of year", "j19")]),
        NA("How many honorary members did Pellowind have at the end of 2019?", "honorary"),
    ],
    "t24": [
        L("What was the average green fee for weekend peak-season rounds in 2019?", "Peak season", "f19", WE),
        L("weekday off-season rounds playd in 2018", "Off-season", "n18", WD),
        L("Green fee revenue from tournaments and outings in 2018?", "Tournaments and outings", "g18"),
        L("What was Pellowind's total green fee revenue in 2019?", "Total public golf", "g19"),
        PCT("By what percentage did the average green fee for all public golf change from 2018 to 2019?",
            C("Total public golf", "f19"), C("Total public golf", "f18")),
    ],
    "t25": [
        L("How many plasma centers did Verrandel operate in Ohio?", "Ohio", "op"),
        L("Liters collected in the Northeast in 2018?", "Total Northeast", "l18"),
        L("How many liters of plasma did Verrandel collect in total in 2018?", "Total Verrandel", "l18"),
        L("How many centers did Verrandel open in 2018 altogether?", "Total Verrandel", "new"),
        CNT("How many of the Midwest states listed had a Verrandel center opened in 2018?", PLS_MW, "new",
            ("gt", 0)),
        NA("How many plasma centers does Verrandel operate in Oregon?", "Oregon"),
    ],
    "t26": [
        L("Specialty plasma revenue from Europe in 2017?", "Europe", "s17"),
        L("What were total revenues from other fractionators in 2018?", "Other fractionators", "t18"),
        L("What was the change in total revenue from Asia-Pacific customers?", "Asia-Pacific", "pc", grp=True),
        L("Revenue per liter collected in 2017?", "Revenue per liter collected", "t17"),
        DIFF("How much more normal source plasma revenue came from U.S. customers than from Int'l customers in "
             "2018?", C("Total U.S. customers", "n18"), C("Total Int'l customers", "n18")),
        NA("What were Verrandel's revenues from Latin American customers in 2018?", "Latin America"),
    ],
    "t27": [
        L("What did Verrandel spend on donor fees per liter collected in 2018?", "Donor fees", "l18"),
        L("Occupancy cost per donation in 2017?", "Occupancy", "d17"),
        L("total center labor cost 2017 (in thousands)", "Total center labor", "t17"),
        L("Phlebotomy and procesing staff costs in 2018?", "Phlebotomy and processing staff", "t18"),
        PCT("By what percentage did total center operating costs rise from 2017 to 2018?",
            C("Total center operating costs", "t18"), C("Total center operating costs", "t17")),
    ],
    "t28": [
        L("How many branches does Brastholm lease in the U.K.?", "U.K.", "bl"),
        L("How many people does Brastholm employ in Brazil?", "Brazil", "emp"),
        L("How many ATMs does Brastholm service in Germany?", "Germany", "atm"),
        L("Leased armored vehicles, total Int'l?", "Total Int'l", "vl"),
        SUM("How many branches does Brastholm have in Florida, owned and leased together?",
            [C("Florida", "bo"), C("Florida", "bl")]),
        CMP("Which U.S. West state has the most Brastholm employees?", CIT_W, "emp"),
        NA("How many branches does Brastholm have in Japan?", "Japan"),
    ],
    "t29": [
        L("What were Brastholm's European ATM services revenues in 2018?", "ATM services", "eu18"),
        L("Latin America cash management services revenue in 2019, in millions", "Cash management services",
          "la19"),
        L("What was the organic growth of secure international logistics?", "Secure international logistics", "org"),
        L("Operating margin of the North America segment in 2018?", "Segment operating margin", "na18"),
        DIFF("How much did Europe's segment operating profit decline from 2018 to 2019?",
             C("Segment operating profit", "eu18"), C("Segment operating profit", "eu19")),
        SUM("What was the combined cash-in-transit revenue of North America and Europe in 2019?",
            [C("Cash-in-transit", "na19"), C("Cash-in-transit", "eu19")]),
    ],
    "t30": [
        L("How many robbery incidents involving vehicles in transit did Brastholm have in 2018?",
          "Vehicles in transit", "i18"),
        L("Gross loss from internal theft in 2019?", "Internal theft", "g19"),
        L("What amount is shown for insurance recoveries on branches and vaults in 2019?", "Branches and vaults",
          "r19"),
        L("What was Brastholm's total net loss in 2018?", "Total losses", "n18"),
        DIFF("By how much did the net loss from vehicle accidents decrease from 2018 to 2019?",
             C("Vehicle accidents", "n18"), C("Vehicle accidents", "n19")),
        NA("What were Brastholm's cyber-fraud losses in 2019?", "cyber"),
    ],
}


def docs():
    return {d.key: d for d in M.docs()}


def page_of(doc, row):
    i = doc.rows.index(row)
    return 1 if doc.split is None or i < doc.split else 2


def find(doc, label, section):
    """the one non-section row with this label (marker stripped); section: None (any), TOP (no enclosing section),
    or one enclosing section label (exact, as printed)"""
    hits = [r for r in doc.rows if strip_marker(r.label) == label and r.kind != "section"]
    if section == TOP:
        hits = [r for r in hits if not doc.sections(r)]
    elif section is not None:
        hits = [r for r in hits if any(s.label == section for s in doc.sections(r))]
    if len(hits) != 1:
        raise KeyError(f"{doc.key}: row {label!r} in {section!r}: {len(hits)} matches")
    return hits[0]


def resolve(doc, cell):
    label, section, ck = cell
    return find(doc, label, section), doc.col(ck)


def has_marker(s):
    return bool(MARKER.search(s)) or bool(re.search(r"\([a-z]\):$", s))


def group_only_ok(doc, col):
    """the column's group heading has exactly this one column under it"""
    if len(col.path) < 2:
        return False
    return sum(1 for c in doc.cols if c.path[:-1] == col.path[:-1]) == 1


def tags(doc, spec, cells, kind):
    t = [f"style:{doc.style}"]
    if doc.orient == "landscape":
        t.append("landscape")
    if doc.pages() > 1:
        t.append("table_over_pages")
    t.append("multi_row_header")
    if doc.nhead() >= 3:
        t.append("three_header_rows")
    if any(doc.leaf_repeats(c) for _, c in cells):
        t.append("column_hierarchy_needed")
    if any(doc.label_repeats(r) for r, _ in cells):
        t.append("row_hierarchy_needed")
    if any(r.level > 0 for r, _ in cells):
        t.append("indented_row")
    if any(has_marker(r.label) or any(has_marker(h) for h in c.path) or
           any(has_marker(s.label) for s in doc.sections(r)) for r, c in cells):
        t.append("footnote_marker")
    if any("(" in doc.printed(r, c) for r, c in cells):
        t.append("negative_in_parens")
    scales = {doc.unit_scale(r, c)[1] for r, c in cells if not isinstance(r.vals.get(c.key), str)}
    if 1e3 in scales:
        t.append("scale_thousands")
    if 1e6 in scales:
        t.append("scale_millions")
    if 1e9 in scales:
        t.append("scale_billions")
    if any(page_of(doc, r) == 2 for r, _ in cells):
        t.append("second_page")
        if not doc.repeat_header:
            t.append("header_not_repeated")
        if any(r.kind == "total" and doc.rows.index(r) == doc.split for r, _ in cells):
            t.append("total_after_page_break")
    if spec["grp"]:
        t.append("column_named_by_group_only")
    if KPI.search(spec["text"]):
        t.append("kpi_term")
    if spec["para"]:
        t.append("paraphrase")
    if doc.sep_dollar and any(doc.dollar_mark(r, c) for r, c in cells):
        t.append("currency_sign_column")
    if kind in ("difference", "percent_change", "sum", "comparison", "count"):
        t.append("answer_in_several_cells")
    return t


def number_answer(value, raw, unit, scale):
    return {"kind": "number", "value": value, "raw": raw, "unit": unit, "scale": scale, "conditions": []}


def gold(doc, spec, cells):
    kind = spec["kind"]
    if kind == "unanswerable":
        return "unanswerable", {"kind": "none", "value": None, "raw": None, "unit": None, "scale": None,
                                "conditions": []}
    if kind == "cell":
        (r, c), = cells
        s = doc.printed(r, c)
        v = r.vals[c.key]
        if isinstance(v, str):
            return "lookup", {"kind": "text", "value": strip_marker(s), "raw": s, "unit": None, "scale": None,
                              "conditions": []}
        unit, scale = doc.unit_scale(r, c)
        val = parse(s)
        val = int(val) if float(val).is_integer() and "." not in s else val
        return "lookup", number_answer(val, s, unit, scale)
    if kind == "comparison":
        vals = [(r.vals[c.key], strip_marker(r.label)) for r, c in cells]
        best = (max if spec["mode"] == "max" else min)(vals)
        assert sum(1 for v, _ in vals if v == best[0]) == 1, (doc.key, spec["text"], "tie")
        return "comparison", {"kind": "text", "value": best[1], "raw": best[1], "unit": None, "scale": None,
                              "conditions": []}
    if kind == "count":
        n = sum(1 for r, c in cells if holds(r.vals.get(c.key), spec["pred"]))
        return "count", number_answer(n, str(n), None, None)
    us = {doc.unit_scale(r, c) for r, c in cells}
    assert len(us) == 1, (doc.key, spec["text"], us)
    unit, scale = us.pop()
    nums = [parse(doc.printed(r, c)) for r, c in cells]
    dec = max(len(doc.printed(r, c).split(".")[1].rstrip("%)")) if "." in doc.printed(r, c) else 0
              for r, c in cells)
    if kind == "percent_change":
        new, old = nums
        v = round((new - old) / abs(old) * 100, 1)
        return "percent_change", number_answer(v, fmt(v, 1, pct=True), "%", 1)
    v = nums[0] - nums[1] if kind == "difference" else sum(nums)
    v = round(v, dec)
    if dec == 0:
        v = int(v)
    return kind, number_answer(v, fmt(v, dec, pct=(unit == "%")), unit, scale)


def build():
    D = docs()
    out, n = [], 0
    for key in sorted(SPECS):
        doc = D[key]
        for spec in SPECS[key]:
            n += 1
            cells = [resolve(doc, c) for c in spec["cells"]]
            if spec["grp"]:
                assert group_only_ok(doc, cells[0][1]), (key, spec["text"])
            cat, ans = gold(doc, spec, cells)
            if cat == "unanswerable":
                pages = list(range(1, doc.pages() + 1))
            else:
                pages = sorted({page_of(doc, r) for r, _ in cells})
            t = tags(doc, spec, cells, cat) if cells else [f"style:{doc.style}", "multi_row_header"] + \
                (["landscape"] if doc.orient == "landscape" else []) + (["kpi_term"] if KPI.search(spec["text"]) else [])
            out.append({
                "id": f"{PREFIX}{n:03d}",
                "question": spec["text"],
                "category": cat,
                "answer": ans,
                "evidence": [{"doc": M.pdf_name(doc), "page": p} for p in pages],
                "source": SOURCE,
                "hard_cases": t,
                "question_type": "KPI-driven" if KPI.search(spec["text"]) else "Table-driven",
            })
    return out


def main():
    qs = build()
    with open(HERE / "questions.jsonl", "w", encoding="utf-8") as f:
        for q in qs:
            f.write(json.dumps(q, ensure_ascii=False) + "\n")
    from collections import Counter
    print(f"wrote {len(qs)} questions; categories {dict(Counter(q['category'] for q in qs))}")


if __name__ == "__main__":
    main()
