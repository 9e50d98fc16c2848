"""bench/aitqa-style9: write questions.jsonl; every gold is computed from make_docs' tables.

    /work/main/.venv/bin/python bench/aitqa-style9/make_questions.py

Each question is a spec over one Doc: a cell (row label, an enclosing section when the label repeats, a
column key), two cells for a difference or percent change, several cells for a sum, candidate rows for a
comparison or a count, or an absent term for an unanswerable question. The wording is written by hand;
the answer (value, raw, unit, scale), the evidence page and the hard-case tags come from the table.
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

PREFIX, SOURCE = "as9-", "aitqa-style9"
KPI = re.compile(r"utiliz|occupancy|\bTCE\b|time charter equivalent|critical IT|\bIT load|pass rate|"
                 r"revenue per|rent per kW|per kilowatt|per kg|per kilogram|backlog|% leased|percent leased|"
                 r"lease price index|renewal success|gross margin|gross profit percentage|claims per|off-hire|"
                 r"enrollment|cash rent change|ride duration|hire rate|per day|payloads?|\bMW\b|megawatt", re.I)


def C(label, col, section=None):
    return (label, section, col)


def L(text, label, col, section=None, para=False):
    return dict(kind="cell", text=text, cells=[C(label, col, section)], para=para)


def DIFF(text, a, b, para=False):
    return dict(kind="difference", text=text, cells=[a, b], para=para)


def PCT(text, new, old, para=False):
    return dict(kind="percent_change", text=text, cells=[new, old], para=para)


def SUM(text, cells, para=False):
    return dict(kind="sum", text=text, cells=cells, para=para)


def CMP(text, labels, col, section=None, mode="max", para=False):
    return dict(kind="comparison", text=text, cells=[C(x, col, section) for x in labels], mode=mode, para=para)


def CNT(text, labels, col, pred, section=None, para=False):
    """count of the candidate rows whose cell satisfies pred: ('eq', x) | ('gt', x) | ('lt', x)"""
    return dict(kind="count", text=text, cells=[C(x, col, section) for x in labels], pred=pred, para=para)


def NA(text, term):
    return dict(kind="unanswerable", text=text, term=term, cells=[], para=False)


def holds(v, pred):
    op, x = pred
    return v == x if op == "eq" else v > x if op == "gt" else v < x


NA_METROS = [strip_marker(m[0]) for m in M.COR_PORT["North America"]]
OWNED = [v[0] for v in M.SKA_FLEET["Owned vessels"]]
SITES = [strip_marker(x[1]) for x in M.ALT_SITES]
RENEW = [x[1] for x in M.TOB_REN]
FREIGHT = [strip_marker(v[0]) for v in M.TOB_FLEET["Freight cars"]]
MIDWEST = [v[0] for v in M.HAT_LOC["Midwest"]]
US_SYS = [strip_marker(v[0]) for v in M.QUI_SYS["United States"]]
ACQ, INV = "Railcars acquired (number of cars)", "Investment volume (in millions)"
SR, CS, GP, GPP = "Services revenue", "Cost of services", "Gross profit", "Gross profit percentage"
LT, MT = "Lease type contracts", "Management type contracts"
AM, CR = "Annual members", "Casual riders"

SPECS = {
    "t01": [
        L("How many data centers does Corvanthe operate in Dallas?", "Dallas", "n"),
        L("What percentage of Corvanthe's in-service space in Frankfurt was leased at the end of 2019?", "Frankfurt",
          "lp"),
        L("corvanthe northern virginia critical IT load under development (MW)", "Northern Virginia", "dmw"),
        L("What's the in-service net rentable square footage in Singapore?", "Singapore", "sf", para=True),
        L("Across the whole portfolio, how much net rentable space is under development?", "Total portfolio", "dsf"),
        CNT("In how many North American metros does Corvanthe have nothing under development?", NA_METROS, "dmw",
            ("eq", 0)),
        NA("How much critical IT load does Corvanthe have in service in Madrid?", "Madrid"),
    ],
    "t02": [
        L("What were Corvanthe's interconnection revenues in 2018?", "Interconnection", "y18"),
        L("power reimbursements 2017", "Power", "y17", para=True),
        L("By what percentage did retail colocation revenue grow in 2019 vs 2018?", "Retail colocation", "cp"),
        L("What was the dollar change in fee income from 2018 to 2019?", "Fee income", "ca"),
        SUM("Please add up Corvanthe's wholesale and retail colocation revenue for 2019.",
            [C("Wholesale colocation", "y19"), C("Retail colocation", "y19")]),
        PCT("How much did total operating revenues increase in percentage terms from 2017 to 2018?",
            C("Total operating revenues", "y18"), C("Total operating revenues", "y17")),
    ],
    "t03": [
        L("How many megawatts of new leases did Corvanthe sign in the third quarter of 2019?",
          "Critical IT load signed (MW)", "q3", "New leases"),
        L("Annualized rent on renewal leases signed in the second quarter of 2019", "Annualized rent (in thousands)",
          "q2", "Renewal leases"),
        L("What was the rent per kW per month on new leases for full year 2018?", "Rent per kilowatt per month",
          "fy18", "New leases", para=True),
        L("cash rent change on renewals Q2 2019", "Cash rent change on renewals", "q2"),
        DIFF("Over full-year 2019, how much more annualized rent came from new leases than from renewals?",
             C("Annualized rent (in thousands)", "fy", "New leases"),
             C("Annualized rent (in thousands)", "fy", "Renewal leases")),
    ],
    "t04": [
        L("What annualized rent from wholesale colocation leases expires in 2024?", "2024", "war"),
        L("What share of retail colocation annualized rent expires in 2020?", "2020", "rp"),
        L("How many MW of retail critical IT load is on month-to-month leases?", "Month-to-month", "rmw"),
        SUM("Combined wholesale critical IT load expiring in 2020 and 2021, in MW?",
            [C("2020", "wmw"), C("2021", "wmw")]),
        CMP("Not counting 2029 and thereafter, in which year does the most wholesale colocation annualized rent "
            "expire?", [str(y) for y in range(2020, 2029)], "war"),
    ],
    "t05": [
        L("How many Valtrine 2 launches did Altherion attempt in 2018?", "Valtrine 2 (medium-lift)", "a18"),
        L("payloads deployed by sonderwick SR-2 in 2019", "Sonderwick SR-2", "p19"),
        L("How many successful orbital launches did Altherion have in 2019?", "Total orbital", "s19"),
        L("What was the total number of launches Altherion attempted in 2018?", "Total launches", "a18"),
        DIFF("How many more payloads did Valtrine 1 deploy in 2019 than in 2018?",
             C("Valtrine 1 (small-lift)", "p19"), C("Valtrine 1 (small-lift)", "p18")),
        NA("How many Valtrine 3 launches were attempted in 2019?", "Valtrine 3"),
    ],
    "t06": [
        L("What was the contract value of Altherion's backlog from U.S. national security customers at year-end "
          "2019?", "U.S. national security", "v19"),
        L("how many launches in backlog for geostationary satellite operators at dec 31 2018",
          "Geostationary satellite operators", "n18"),
        L("Total government backlog value at December 31, 2018?", "Total government", "v18"),
        PCT("By what percent did Altherion's total backlog value grow from the end of 2018 to the end of 2019?",
            C("Total backlog", "v19"), C("Total backlog", "v18")),
        CMP("Which commercial customer group accounted for the most launches in backlog at the end of 2019?",
            [strip_marker(v[0]) for v in M.ALT_BACK["Commercial"]], "n19"),
        NA("What backlog did Altherion have for lunar lander missions at December 31, 2019?", "lunar"),
    ],
    "t07": [
        L("What was Valtrine 2's average price per launch in 2018?", "Average price per launch", "v2_18"),
        L("Valtrine Heavy gross margin per launch, 2019", "Gross margin per launch", "vh_19"),
        L("price per kg to LEO for Valtrine 1 in 2019", "Price per kilogram to low Earth orbit", "v1_19",
          para=True),
        L("What gross margin percentage did Valtrine 2 achieve in 2019?", "Gross margin percentage", "v2_19"),
        DIFF("By how much did Valtrine 1's average cost per launch fall from 2018 to 2019? Answer in millions.",
             C("Average cost per launch", "v1_18"), C("Average cost per launch", "v1_19")),
    ],
    "t08": [
        L("Where is Altherion's Launch Complex 12 located?", "Launch Complex 12", "loc"),
        L("When does the lease on Space Launch Pad 3 expire?", "Space Launch Pad 3", "exp"),
        L("How many launches did Altherion conduct from Pacific Complex 1 in 2018?", "Pacific Complex 1", "l18"),
        L("What is the planned 2021 annual launch capacity across all of the orbital launch complexes?",
          "Total orbital launch complexes", "cap21"),
        CNT("How many of Altherion's launch sites are leased rather than owned?", SITES, "own", ("eq", "Leased")),
        NA("How many launches did Altherion conduct from Kourou in 2019?", "Kourou"),
    ],
    "t09": [
        L("What is the cargo capacity of the Skarnholm Glacier in cubic meters?", "Skarnholm Glacier", "cap",
          para=True),
        L("When does the firm period of the Skarnholm Jotun's charter end?", "Skarnholm Jotun", "exp"),
        L("What propulsion system does the Skarnholm Nordlys use?", "Skarnholm Nordlys", "prop"),
        L("daily hire rate skarnholm ember", "Skarnholm Ember", "hire"),
        L("When is Hull 2291 scheduled for delivery?", "Hull 2291", "blt"),
        CNT("How many of Skarnholm's owned vessels have TFDE propulsion?", OWNED, "prop", ("eq", "TFDE")),
        CMP("Which owned vessel earns the highest daily hire rate?", OWNED, "hire"),
    ],
    "t10": [
        L("What TCE rate per day did Skarnholm's TFDE vessels earn in 2018?", "TCE rate per day", "t18"),
        L("Fleet voyage expenses in 2017", "Voyage expenses (in thousands)", "f17"),
        L("How many revenue days did the ME-GI vessels have in 2017?", "Revenue days", "m17"),
        L("steam turbine vessel operating expenses per day 2018", "Vessel operating expenses per day", "s18"),
        PCT("By what percentage did the fleet's time charter equivalent revenues rise from 2017 to 2018?",
            C("Time charter equivalent revenues (in thousands)", "f18"),
            C("Time charter equivalent revenues (in thousands)", "f17")),
        NA("What was the TCE rate per day for Skarnholm's X-DF vessels in 2018?", "X-DF"),
    ],
    "t11": [
        L("How many scheduled drydocking days did Skarnholm have in the second quarter of 2018?",
          "Scheduled drydocking", "q2"),
        L("fleet utilization Q3 2018", "Fleet utilization", "q3"),
        L("What was total off-hire in 2017, in days?", "Total off-hire days", "y17"),
        DIFF("How many more revenue days did Skarnholm have in Q4 2018 than in Q1 2018?", C("Revenue days", "q4"),
             C("Revenue days", "q1")),
    ],
    "t12": [
        L("How much contracted revenue do Skarnholm's ME-GI vessels have for 2021?", "ME-GI vessels", "y21"),
        L("TFDE backlog thereafter", "TFDE vessels", "th"),
        L("What's the total contracted revenue backlog for 2020? in millions please",
          "Total contracted revenue backlog", "y20"),
        L("What is the total backlog from newbuildings on order?", "Newbuildings on order", "tot"),
        SUM("What is the combined steam turbine backlog for 2019 and 2020?",
            [C("Steam turbine vessels", "y19"), C("Steam turbine vessels", "y20")]),
        NA("How much 2019 backlog comes from Skarnholm's floating storage units?", "floating storage"),
    ],
    "t13": [
        L("How many covered hoppers does Tobbering own?", "Covered hoppers", "on"),
        L("utilization of managed autoracks", "Autoracks", "mu"),
        L("What is the average age of Tobbering's owned boxcars?", "Boxcars", "age"),
        L("What was the utilization of the owned tank car fleet at year-end 2019?", "Total tank cars", "ou"),
        L("How many cars are in the managed fleet in total?", "Total lease fleet", "mn"),
        CMP("Among Tobbering's owned freight car types, which had the lowest utilization?", FREIGHT, "ou",
            mode="min"),
        NA("How many flatcars does Tobbering own?", "flatcar"),
    ],
    "t14": [
        L("What was the lease price index change on open-top hopper renewals in 2019?", "Open-top hoppers", "lr19"),
        L("What renewal success rate did Tobbering achieve on gondolas in 2019?", "Gondolas", "rs19"),
        L("Total fleet lease price index change for 2018?", "Total fleet", "lr18"),
        DIFF("By how many percentage points did the renewal success rate for covered hoppers improve from 2018 to "
             "2019?", C("Covered hoppers", "rs19"), C("Covered hoppers", "rs18")),
        CNT("For how many of the car types listed was the 2019 lease price index change negative?", RENEW, "lr19",
            ("lt", 0)),
    ],
    "t15": [
        L("What was Rail International's lease revenue in 2019?", "Lease revenue", "in19"),
        L("rail north america depreciation 2018", "Depreciation", "na18"),
        L("What did other expenses amount to for Rail North America in 2019?", "Other", "na19", "Expenses"),
        L("Net gain (loss) on asset dispositions, Rail International, 2019",
          "Net gain (loss) on asset dispositions", "in19"),
        L("What was total segment profit in 2018?", "Segment profit", "t18"),
        DIFF("How much did Rail North America's segment profit change from 2018 to 2019?",
             C("Segment profit", "na19"), C("Segment profit", "na18")),
    ],
    "t16": [
        L("How many new railcars did Tobbering acquire in the third quarter of 2019?", "New railcars", "q3", ACQ),
        L("secondary market investment volume Q1 2019", "Secondary market", "q1", INV),
        L("What was Tobbering's total investment volume for full-year 2018?", "Total", "f18", INV),
        L("Total railcars acquired in the fourth quarter of 2019", "Total", "q4", ACQ),
        SUM("How many secondary-market railcars did Tobbering buy in the first half of 2019?",
            [C("Secondary market", "q1", ACQ), C("Secondary market", "q2", ACQ)], para=True),
        NA("How much did Tobbering invest in locomotives in 2019?", "locomotive"),
    ],
    "t17": [
        L("How many new students started the airline career pathway in fiscal 2019?", "Airline career pathway",
          "st9"),
        L("average enrollment south asia cadets fiscal 2018", "South Asia cadets", "en8"),
        L("How many graduates did Penwhistle's international cadet programs produce in fiscal 2019?",
          "Total international cadet", "gr9"),
        L("Total new student starts across all programs in fiscal 2018", "Total all programs", "st8"),
        PCT("What was the percentage change in accelerated commercial pilot graduates from fiscal 2018 to fiscal "
            "2019?", C("Accelerated commercial pilot", "gr9"), C("Accelerated commercial pilot", "gr8")),
        CMP("Which cadet program had the highest average enrollment in fiscal 2019?",
            [strip_marker(v[0]) for v in M.PEN_PROG["International cadet programs (b)"]], "en9"),
        NA("How many helicopter pilot students did Penwhistle start in fiscal 2019?", "helicopter"),
    ],
    "t18": [
        L("How many leased single-engine aircraft are based at Mesa, Arizona?", "Mesa, Arizona", "sel"),
        L("How many owned multi-engine aircraft does Penwhistle have at Hillsboro, Oregon?", "Hillsboro, Oregon",
          "meo"),
        L("total aircraft at jerez spain", "Jerez, Spain", "ta"),
        L("How many flight training devices does the Southwest region have in total?", "Total Southwest", "ftd"),
        SUM("How many aircraft in total are at the two Florida campuses?",
            [C("Daytona Beach, Florida", "ta"), C("Sebring, Florida", "ta")]),
    ],
    "t19": [
        L("How many flight hours did Penwhistle fly in the West region in fiscal 2018?", "West", "h18"),
        L("Southeast flight training revenue, fiscal 2019", "Southeast", "r19"),
        L("What was revenue per flight hour in the Southwest in fiscal 2019?", "Southwest", "p19"),
        L("total revenue per flight hour fy2018", "Total", "p18"),
        DIFF("How much more flight training revenue did the Southwest earn in fiscal 2019 than in fiscal 2018?",
             C("Southwest", "r19"), C("Southwest", "r18")),
        NA("What was revenue per flight hour at the Canadian campuses in fiscal 2019?", "Canadian"),
    ],
    "t20": [
        L("What was Penwhistle's first-time pass rate on private pilot checkrides in fiscal 2019?", "Private pilot",
          "p19"),
        L("FAA national average first-time pass rate for the instrument rating, fiscal 2018", "Instrument rating",
          "n18"),
        L("How many commercial multi-engine checkrides did Penwhistle give in fiscal 2019?",
          "Commercial pilot \u2014 multi-engine", "ck", para=True),
        L("CFII pass rate fiscal 2018 at penwhistle", "Flight instructor \u2014 instrument (CFII)", "p18", para=True),
        L("How many checkrides did Penwhistle administer altogether in fiscal 2019?", "Total checkrides", "ck"),
        DIFF("By how many percentage points did Penwhistle's multi-engine rating pass rate beat the FAA national "
             "average in fiscal 2019?", C("Multi-engine rating", "p19"), C("Multi-engine rating", "n19")),
    ],
    "t21": [
        L("How many corporate relocation shipments did Brindlecott handle in 2019?", "Corporate relocation", "s19"),
        L("average revenue per shipment for military moves in 2018", "Military", "a18"),
        L("What was the percentage change in shipments of high-value products?", "High-value products", "sc"),
        L("Total household goods shipments in 2018", "Total household goods", "s18"),
        L("% change in average revenue per shipment, all shipments", "Total shipments", "ac"),
        CMP("Which household goods service line had the highest average revenue per shipment in 2019?",
            [strip_marker(v[0]) for v in M.BRI_SHIP["Household goods"]], "a19"),
    ],
    "t22": [
        L("How many agent locations did Brindlecott have in the Southeast at the end of 2018?", "Southeast", "ag18"),
        L("company-owned tractors in the midwest", "Midwest", "trc"),
        L("How many owner-operator tractors does Brindlecott have across the United States?",
          "Total United States", "tro"),
        SUM("How many trailers, company-owned plus owner-operator, are there in the Northeast?",
            [C("Northeast", "tlc"), C("Northeast", "tlo")]),
        NA("How many agent locations does Brindlecott have in Mexico?", "Mexico"),
    ],
    "t23": [
        L("How many cargo claims were filed on corporate relocation moves in 2018?", "Corporate relocation", "cf",
          "2018"),
        L("claims per 100 shipments, military, 2019", "Military", "cr", "2019"),
        L("What was the average paid claim for specialized transportation in 2019?", "Specialized transportation",
          "ap", "2019"),
        L("Claims expense for interstate consumer moves in 2018, in thousands", "Interstate consumer moves", "ce",
          "2018"),
        DIFF("How many fewer military claims were filed in 2019 than in 2018?", C("Military", "cf", "2018"),
             C("Military", "cf", "2019")),
        NA("What was the average paid claim on international household goods moves in 2019?", "international"),
    ],
    "t24": [
        L("What did Brindlecott earn from storage-in-transit in 2017?", "Storage-in-transit", "y17"),
        L("fuel surcharge revenue 2019", "Fuel surcharge", "y19"),
        L("What percent of total revenue came from packing and unpacking in 2018?", "Packing and unpacking", "p18"),
        L("Total origin and destination services revenue in 2019", "Total origin and destination services", "y19"),
        PCT("By what percent did linehaul revenue increase from 2018 to 2019?", C("Linehaul", "y19"),
            C("Linehaul", "y18")),
        SUM("What was the combined revenue from warehousing and records storage and from insurance and valuation "
            "programs in 2019?", [C("Warehousing and records storage", "y19"),
                                  C("Insurance and valuation programs", "y19")]),
    ],
    "t25": [
        L("How many parking spaces does Hatterbury manage in Boston?", "Boston", "ms", para=True),
        L("How many leased locations does Hatterbury have in Seattle?", "Seattle", "ll"),
        L("total parking spaces in houston", "Houston", "ts"),
        L("How many managed locations were in the West region?", "Total West", "ml"),
        L("What is the total number of parking spaces across all of Hatterbury's locations?", "Total locations",
          "ts"),
        CNT("In how many Midwest metros does Hatterbury operate more than 20 managed locations?", MIDWEST, "ml",
            ("gt", 20)),
        NA("How many parking spaces does Hatterbury operate in Montreal?", "Montreal"),
    ],
    "t26": [
        L("What was Hatterbury's services revenue from management type contracts in 2017?", MT, "y17", SR),
        L("cost of services for lease type contracts in 2018", LT, "y18", CS),
        L("What was the variance in gross profit from lease type contracts, in dollars?", LT, "va", GP),
        L("gross profit percentage management type contracts 2018", MT, "y18", GPP),
        L("Reimbursed management type contract revenue in 2017?", "Reimbursed management type contract revenue",
          "y17"),
        DIFF("How much higher was Hatterbury's total revenue in 2018 than in 2017?", C("Total revenue", "y18"),
             C("Total revenue", "y17")),
    ],
    "t27": [
        L("What was same-location revenue per available space for lease type contracts in 2017?",
          "Revenue per available space", "s17", LT),
        L("same locations management contracts gross profit 2018 (thousands)", "Gross profit (in thousands)", "s18",
          MT),
        L("What was the % change in all-locations revenue for management type contracts?", "Revenue (in thousands)",
          "ac", MT),
        L("average occupancy at all lease type locations in 2018", "Average occupancy", "a18", LT),
        DIFF("How much more lease type revenue did all locations generate than same locations in 2018?",
             C("Revenue (in thousands)", "a18", LT), C("Revenue (in thousands)", "s18", LT)),
        NA("What was same-location revenue from event parking in 2018?", "event"),
    ],
    "t28": [
        L("How many stations did Velbracken's Austin system have at the end of 2018?", "Austin, Texas", "st18"),
        L("How many e-bikes are in service in Lyon?", "Lyon, France", "eb"),
        L("When did the Porto system launch?", "Porto, Portugal", "yr"),
        L("trips taken in Gothenburg in 2018 (thousands)", "Gothenburg, Sweden", "t18"),
        L("Total bikes in service across the European systems at year-end 2019?", "Total Europe", "bt"),
        CMP("Which U.S. system recorded the most trips in 2019?", US_SYS, "t19"),
    ],
    "t29": [
        L("How many rides did annual members take in Q3 2019?", "Rides (in thousands)", "q3", AM),
        L("average ride duration casual riders full year 2018", "Average ride duration (minutes)", "f18", CR),
        L("What was casual rider revenue in the second quarter of 2019?",
          "Ride and membership revenue (in thousands)", "q2", CR),
        L("revenue per ride minute for annual members in Q1 2019, in cents", "Revenue per ride minute (cents)",
          "q1", AM),
        L("What did Velbracken take in per ride minute from casual riders over full-year 2018? (cents)",
          "Revenue per ride minute (cents)", "f18", CR),
        DIFF("How many more rides did annual members take than casual riders over full-year 2019?",
             C("Rides (in thousands)", "f19", AM), C("Rides (in thousands)", "f19", CR)),
        NA("How many rides did corporate members take in 2019?", "corporate"),
    ],
    "t30": [
        L("How many classic bikes were lost or stolen in 2019?", "Lost or stolen", "c19"),
        L("How many e-bikes were added in 2019 by converting classic bikes?", "Converted to e-bikes", "e19",
          para=True),
        L("How many e-bikes were in service at the end of 2018?", "Bikes in service, end of year", "e18"),
        L("classic bikes in service at the beginning of 2019", "Bikes in service, beginning of year", "c19"),
        PCT("By what percentage did Velbracken's e-bike fleet grow during 2019?",
            C("Bikes in service, end of year", "e19"), C("Bikes in service, end of year", "e18")),
    ],
}


def docs():
    return {d.key: d for d in M.docs()}


def page_of(doc, row):
    i = doc.rows.index(row)
    return 1 if doc.split is None or i < doc.split else 2


def resolve(doc, cell):
    label, section, ck = cell
    return doc.find(label, section), doc.col(ck)


def has_marker(s):
    return bool(MARKER.search(s))


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
    if 0.01 in scales:
        t.append("cents")
    if any(page_of(doc, r) == 2 for r, _ in cells):
        t.append("second_page")
        if not doc.repeat_header:
            t.append("header_not_repeated")
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
            return "lookup", {"kind": "text", "value": s, "raw": s, "unit": None, "scale": None, "conditions": []}
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
        n = sum(1 for r, c in cells if holds(r.vals[c.key], spec["pred"]))
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
