"""bench/aitqa-style12: write questions.jsonl; every gold is computed from make_docs' tables.

    /work/main/.venv/bin/python bench/aitqa-style12/make_questions.py

Each question is a spec over one Doc: a cell (row label, the enclosing section when the label repeats, a column
key), two cells for a difference or percent change, several cells for a sum, candidate rows for a comparison or
a count, or an absent term for an unanswerable question. The wording is written by hand; the answer (value,
raw, unit, scale), the evidence page and the hard-case tags come from the table.
(The spec / resolve / tags / gold / build layout follows bench/aitqa-style11/make_questions.py, the model of
file layout named in the brief.)
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

PREFIX, SOURCE = "as12-", "aitqa-style12"
KPI = re.compile(r"occupan|man-day|per mcf|realized price|helium content|reserves|same-hospital|average invoice|"
                 r"same-store|system-wide|royalt|kt/v|per capita|\bEBIT\b|per kg|farming cost|biomass|harvest|"
                 r"premium large format|film exhibition|ticket price|per patron|operating income|net income|"
                 r"non-acquired|lease liabilit|present value|processing capacity|hospital days|growth", re.I)
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


USS, CRE = "U.S. Secure Services:", "Community Reentry (d):"
OL, MO = "Owned and leased facilities:", "Managed-only facilities:"
USS4, CRE4 = "U.S. Secure Services:", "Community Reentry:"
LIQ, GAS = "Liquid helium:", "Gaseous helium:"
Y18, Y19 = "Year ended December 31, 2018:", "Year ended December 31, 2019:"
COST, PMCF = "Costs (in thousands):", "Per Mcf of helium sold (b):"
GP, SE = "General practice hospitals:", "Specialty and emergency hospitals (b):"
FR14, CO14 = "Franchised stores:", "Company-owned stores:"
FR15, CO15 = "Franchised stores (a):", "Company-owned stores:"
FR16, CO16 = "Franchised:", "Company-owned:"
USD_, INTD = "U.S. dialysis:", "Int'l dialysis:"
THEME, WATER = "Theme parks:", "Water parks:"
FARM, SALES = "Farming:", "Sales and processing:"
US_SECURE_STATES = labels(M.PRS_LOC[USS])
CENTRAL = labels(M.VET_LOC["Central"])
SOUTH = labels(M.LAU_LOC["South"])
EAST = labels(M.CIN_DMA["East"])
THEME_PARKS = labels(M.THM_PARKS[THEME])
FIELDS = labels([x for xs in M.HEL_FIELDS.values() for x in xs])

SPECS = {
    "t01": [
        L("How many beds does Ardmallow have at its managed-only U.S. Secure Services facilities in Florida?",
          "Florida", "bm"),
        L("What was the average occupancy of Ardmallow's Community Reentry facilities in Texas?", "Texas", "occ",
          CRE),
        L("Total beds Ardmallow operates in the U.K.?", "U.K.", "bt"),
        L("How many company-owned or leased secure services facilities does Ardmallow have in Oklahoma?", "Oklahoma",
          "fo", USS),
        L("what was the overall average occupancy for all ardmallow facilities in 2019", "Total Ardmallow", "occ"),
        CNT("In how many of the states listed under U.S. Secure Services does Ardmallow have more than 5,000 beds in "
            "total?", US_SECURE_STATES, "bt", ("gt", 5000), USS),
        DIFF("For U.S. Secure Services, how many more beds sit in company-owned or leased facilities than in "
             "managed-only ones?", C("Total U.S. Secure Services", "bo"), C("Total U.S. Secure Services", "bm")),
        NA("How many beds does Ardmallow operate in Australia?", "Australia"),
    ],
    "t02": [
        L("What revenue did Ardmallow earn from the U.S. Marshals Service in 2018? Answer in thousands.",
          "U.S. Marshals Service", "r18"),
        L("What share of Ardmallow's 2019 revenues came from state correctional departments?",
          "Correctional departments", "p19", para=True),
        L("By what percent did revenues from the Federal Bureau of Prisons change in 2019?",
          "Federal Bureau of Prisons", "pc"),
        L("What was the dollar change in Ardmallow's total federal revenues from 2018 to 2019?", "Total federal",
          "dc"),
        SUM("What were Ardmallow's combined 2019 revenues from county and city agencies and from international "
            "governments?", [C("County and city agencies", "r19"), C("Int'l governments", "r19")]),
    ],
    "t03": [
        L("What was the revenue per compensated man-day on federal contracts at Ardmallow's owned and leased U.S. "
          "Secure Services facilities in 2018?", "Federal contracts", "sr18", OL),
        L("How many compensated man-days did Community Reentry record at managed-only facilities under state and "
          "local contracts in 2019?", "State and local contracts", "cd19", MO),
        L("Total U.S. Secure Services man-days across all facilities, 2018 (thousands)", "All facilities", "sd18"),
        L("Could you tell me Community Reentry's revenue per man-day for all facilities in 2019?", "All facilities",
          "cr19"),
        DIFF("By how much did revenue per man-day at Ardmallow's managed-only U.S. Secure Services facilities, in "
             "total, rise from 2018 to 2019?", C("Total managed-only", "sr19"), C("Total managed-only", "sr18")),
        NA("What was the revenue per man-day for Ardmallow's U.S. Secure Services segment in 2017?", "2017"),
    ],
    "t04": [
        L("How many managed-only Community Reentry contracts expire in 2022?", "2022", "cm", CRE4),
        L("What 2019 revenues came from U.S. Secure Services contracts for owned and leased facilities that expire "
          "in 2021?", "2021", "ro", USS4),
        L("beds under managed-only U.S. Secure Services contracts expiring 2023 and thereafter",
          "2023 and thereafter", "bm", USS4),
        L("In total, what 2019 revenues did Ardmallow earn under all the owned and leased facility contracts in the "
          "table (in thousands)?", "Total contracts", "ro"),
        SUM("How many beds are covered by U.S. Secure Services contracts expiring in 2020, counting both owned and "
            "leased and managed-only facilities?", [C("2020", "bo", USS4), C("2020", "bm", USS4)]),
        CMP("For Community Reentry's owned and leased facilities, which expiration year carries the most 2019 "
            "revenues?", ["2020", "2021", "2022", "2023 and thereafter"], "ro", CRE4),
    ],
    "t05": [
        L("What is the helium content of the gas from Brannoch's Morton County field?", "Morton County", "he",
          grp=True),
        L("How many net producing wells does Brannoch have in Sublette County?", "Sublette County", "wn"),
        L("What processing capacity serves Brannoch's Stevens County field?", "Stevens County", "cap", para=True,
          grp=True),
        CMP("Which of Brannoch's helium fields has the highest helium content?", FIELDS, "he"),
        NA("What is Brannoch's developed net acreage in Texas?", "Texas"),
        L("How many gross producing wells does Brannoch have in Kansas altogether?", "Total Kansas", "wg"),
    ],
    "t06": [
        L("What volume of liquid helium did Brannoch sell to Int'l customers in 2018?", "Int'l customers", "v18",
          LIQ),
        L("What was the realized price per Mcf for gaseous helium sold to U.S. customers in 2019?", "U.S. customers",
          "p19", GAS),
        L("Brannoch total revenues for 2018, in thousands", "Total revenues", "r18"),
        L("What realized price per Mcf did Brannoch get for all its helium in 2019?", "Total helium", "p19"),
        PCT("By what percentage did Brannoch's natural gas revenues change from 2018 to 2019?",
            C("Natural gas", "r19"), C("Natural gas", "r18")),
        DIFF("How much more revenue did liquid helium bring in during 2019 than in 2018?",
             C("Total liquid helium", "r19"), C("Total liquid helium", "r18")),
    ],
    "t07": [
        L("What were Brannoch's total proved helium reserves at the end of 2019?", "Balance at end of year", "ht",
          Y19),
        L("What were the 2018 revisions of previous estimates for proved undeveloped natural gas reserves?",
          "Revisions of previous estimates", "gu", Y18),
        L("How much total helium did extensions and discoveries add to Brannoch's proved reserves in 2019?",
          "Extensions and discoveries", "ht", Y19),
        L("How many MMcf of proved developed helium reserves did Brannoch purchase in place in 2019?",
          "Purchases of reserves in place", "hd"),
        DIFF("What was the net change in Brannoch's total proved natural gas reserves during 2018, end of year minus "
             "beginning of year?", C("Balance at end of year", "gt", Y18), C("Balance at beginning of year", "gt", Y18)),
    ],
    "t08": [
        L("How much did Brannoch spend on purification and liquefaction in 2017, in thousands of dollars?",
          "Purification and liquefaction", "c17", COST),
        L("What was the transportation and distribution cost per Mcf of helium sold in 2018?",
          "Transportation and distribution", "c18", PMCF),
        L("By what percent did Brannoch's total operating costs per Mcf change?", "Total operating costs", "pc",
          PMCF, grp=True),
        L("What was the percentage change in Brannoch's transportation and distribution costs, in total dollars?",
          "Transportation and distribution", "pc", COST, grp=True),
        DIFF("How much higher was lease operating expense per Mcf in 2019 than in 2017?",
             C("Lease operating expense", "c19", PMCF), C("Lease operating expense", "c17", PMCF)),
    ],
    "t09": [
        L("How many leased general practice hospitals does Hentworth have in Florida?", "Florida", "gl"),
        L("How many veterinarians work at Hentworth's hospitals in Ontario?", "Ontario", "dvm"),
        L("Total hospitals in Hentworth's West region?", "Total West", "th"),
        L("How many leased specialty and emergency hospitals does Hentworth have in the U.K. overall?", "Total U.K.",
          "sl"),
        CNT("In how many Central region states does Hentworth own at least four general practice hospitals?",
            CENTRAL, "go", ("gt", 3)),
        DIFF("How many more veterinarians does Hentworth have in the Southeast than in the Northeast?",
             C("Total Southeast", "dvm"), C("Total Northeast", "dvm")),
        NA("How many animal hospitals does Hentworth operate in Oregon?", "Oregon"),
    ],
    "t10": [
        L("What were Hentworth's Int'l revenues from diagnostics and imaging in fiscal 2018?",
          "Diagnostics and imaging", "i18"),
        L("Total U.S. revenues for fiscal 2019, please (in thousands).", "Total revenues", "u19"),
        L("What was Hentworth's pharmacy revenue in fiscal 2019, U.S. and Int'l together?", "Pharmacy", "t19"),
        L("What was same-hospital revenue growth in the U.S. in fiscal 2018?", "Same-hospital revenue growth",
          "u18"),
        PCT("By what percent did Hentworth's total surgery and dentistry revenues grow in fiscal 2019?",
            C("Surgery and dentistry", "t19"), C("Surgery and dentistry", "t18")),
        SUM("Add up Hentworth's U.S. revenues from wellness and preventive care and from emergency and critical care "
            "for fiscal 2019.", [C("Wellness and preventive care", "u19"), C("Emergency and critical care", "u19")]),
    ],
    "t11": [
        L("What was the average invoice for feline patients at Hentworth's specialty and emergency hospitals in "
          "fiscal 2018?", "Feline", "a18", SE),
        L("How many canine invoices did the general practice hospitals issue in fiscal 2019?", "Canine", "n19", GP),
        L("What was the % change in invoices for exotic and other animals at specialty and emergency hospitals?",
          "Exotic and other", "nc", SE),
        L("Average invoice, total same-hospital, FY2019", "Total same-hospital", "a19"),
        DIFF("In fiscal 2019, how much larger was the average canine invoice than the average feline invoice at "
             "general practice hospitals?", C("Canine", "a19", GP), C("Feline", "a19", GP)),
        NA("What was Hentworth's average invoice for equine patients in fiscal 2019?", "equine"),
    ],
    "t12": [
        L("How many hospitals did Hentworth acquire in Canada in fiscal 2018?", "Acquired", "ca18"),
        L("How many U.K. hospitals did Hentworth have at the start of fiscal 2019?",
          "Hospitals at beginning of year", "uk19"),
        L("hentworth hospital count at end of fiscal 2018, all countries", "Hospitals at end of year", "to18"),
        SUM("How many hospitals did Hentworth add in the U.S. in fiscal 2019 through acquisitions and de novo "
            "openings combined?", [C("Acquired", "us19"), C("Opened (de novo)", "us19")]),
        DIFF("By how many hospitals did Hentworth's total count grow over fiscal 2019?",
             C("Hospitals at end of year", "to19"), C("Hospitals at beginning of year", "to19")),
    ],
    "t13": [
        L("How many franchised laundromats does Quillfarrow have in Georgia?", "Georgia", "fs"),
        L("How many washers are installed in Quillfarrow's company-owned stores in California?", "California", "cw"),
        L("What's the total number of Quillfarrow stores system-wide?", "Total system", "ts", para=True),
        L("How many washers are there in franchised stores across the whole Quillfarrow system?", "Total system",
          "fw"),
        CNT("In how many Southern states does Quillfarrow have more than 15 franchised stores?", SOUTH, "fs",
            ("gt", 15)),
        NA("How many laundromats does Quillfarrow operate in Mexico?", "Mexico"),
    ],
    "t14": [
        L("What were system-wide sales of franchised wash-dry-fold service in 2018? Answer in millions.",
          "Wash-dry-fold", "s18", FR14),
        L("What revenue did Quillfarrow record from company-owned pickup and delivery in 2019?",
          "Pickup and delivery", "r19", CO14),
        L("How much royalty revenue did franchised self-service stores generate for Quillfarrow in 2019?",
          "Self-service", "r19", FR14, para=True),
        L("Quillfarrow total revenues 2018", "Total", "r18"),
        DIFF("How much did total franchised system-wide sales increase from 2018 to 2019? Answer in millions.",
             C("Total franchised", "s19"), C("Total franchised", "s18")),
        NA("What were system-wide sales of Quillfarrow's dry-cleaning service in 2019?", "dry-cleaning"),
    ],
    "t15": [
        L("What was same-store sales growth for franchised stores in the U.K. in Q1 2019?", "U.K.", "q1_19", FR15),
        L("Company-owned U.S. same-store sales growth, Q3 2018", "U.S.", "q3_18", CO15),
        L("For company-owned laundromats in Canada, what was full-year same-store sales growth in 2018?", "Canada",
          "q5_18", CO15),
        CMP("Among the franchised markets (U.S., Canada and the U.K.), which had the weakest same-store sales in the "
            "fourth quarter of 2018?", ["U.S.", "Canada", "U.K."], "q4_18", FR15, mode="min"),
    ],
    "t16": [
        L("How many company-owned stores in the U.S. closed in 2019?", "U.S.", "c19", CO16),
        L("What was the net change in company-owned stores in 2018, in total?", "Total company-owned", "n18"),
        L("How many franchised U.S. stores were signed but not yet open?", "U.S.", "s", FR16, grp=True),
        L("Signed, not yet open stores across the whole system?", "Total system", "s", grp=True),
        SUM("How many stores did Quillfarrow open system-wide in 2019 and 2018 combined?",
            [C("Total system", "o19"), C("Total system", "o18")]),
    ],
    "t17": [
        L("How many joint venture dialysis centers did Merriforde have in the U.S. at the end of 2017?",
          "Joint ventures", "c17", USD_),
        L("How many home patients did Merriforde's managed Int'l centers have at December 31, 2018?", "Managed",
          "ph", INTD),
        L("Total patients at Merriforde centers at year-end 2018?", "Total Merriforde", "pt"),
        PCT("By what percentage did the number of dialysis stations in Merriforde's U.S. segment grow in 2018?",
            C("Total U.S. dialysis", "s18"), C("Total U.S. dialysis", "s17")),
        NA("How many dialysis centers did Merriforde operate in Germany in 2018?", "Germany"),
    ],
    "t18": [
        L("How many nocturnal in-center treatments did Merriforde's U.S. dialysis segment perform in 2017?",
          "Nocturnal", "ut17"),
        L("What share of Int'l dialysis treatments in 2018 were peritoneal dialysis?", "Peritoneal dialysis",
          "ip18", para=True),
        L("How many treatments did Merriforde's Int'l dialysis segment perform in 2017?", "Total treatments",
          "it17"),
        DIFF("By how many percentage points did home hemodialysis' share of U.S. treatments go up from 2017 to "
             "2018?", C("Home hemodialysis", "up18"), C("Home hemodialysis", "up17")),
        SUM("How many treatments did Merriforde perform in 2018 in total, adding the U.S. and Int'l segments?",
            [C("Total treatments", "ut18"), C("Total treatments", "it18")]),
    ],
    "t19": [
        L("What were Merriforde's revenues from government programs in 2016?", "Government programs", "v16"),
        L("What was Merriforde's operating income in 2017?", "Operating income", "v17"),
        L("merriforde net income 2018 in millions", "Net income", "v18"),
        L("What did Merriforde report for other income (expense), net in 2017?", "Other income (expense), net",
          "v17"),
        PCT("By what percentage did Merriforde's total revenues grow from 2016 to 2017?",
            C("Total revenues", "v17"), C("Total revenues", "v16")),
        DIFF("How much did general and administrative expense increase from 2017 to 2018, in millions?",
             C("General and administrative", "v18"), C("General and administrative", "v17")),
        NA("What was Merriforde's net income in 2015?", "2015"),
    ],
    "t20": [
        L("How many home hemodialysis patients did the Int'l dialysis segment have at the end of 2017?",
          "Home hemodialysis", "i17"),
        L("What percentage of Merriforde's U.S. patients had a Kt/V of 1.2 or greater in 2018?",
          "Kt/V of 1.2 or greater", "u18"),
        L("What was non-acquired treatment growth for Int'l dialysis in 2017?", "Non-acquired treatment growth",
          "i17"),
        PCT("By what percentage did the total number of U.S. dialysis patients grow from year-end 2017 to year-end "
            "2018?", C("Total patients", "u18"), C("Total patients", "u17")),
        NA("What was the patient mortality rate in Merriforde's U.S. dialysis segment in 2018?", "mortality"),
    ],
    "t21": [
        L("What is the total acreage of the Kissimmee, Florida water park?", "Kissimmee, Florida", "ac", WATER),
        L("What is the operating season of Tolvarren's water park in Mesa, Arizona?", "Mesa, Arizona", "sea"),
        L("How many water attractions does the Vaughan park in Ontario have?", "Vaughan, Ontario, Canada", "wa"),
        L("developed acreage at tolvarren's theme park in kissimmee", "Kissimmee, Florida", "dv", THEME),
        L("Total rides and attractions across all Tolvarren parks?", "Total Tolvarren", "ta"),
        CNT("How many of Tolvarren's U.S. theme parks are open year-round?", THEME_PARKS, "sea",
            ("eq", "Year-round"), THEME, para=True),
        NA("How many roller coasters does Tolvarren's park in Orlando have?", "Orlando"),
    ],
    "t22": [
        L("What was attendance at Tolvarren's Central theme parks in 2018?", "Central", "a18", THEME),
        L("In-park per capita spnding at the West water parks in 2019?", "West", "p19", WATER),
        L("What was the % change in Int'l attendance?", "Int'l", "ac"),
        DIFF("How much more did guests spend per capita at West theme parks than at Northeast theme parks in 2019?",
             C("West", "p19", THEME), C("Northeast", "p19", THEME)),
        CMP("Which water park region had the highest attendance in 2019?", ["Southeast", "Central", "West"], "a19",
            WATER),
    ],
    "t23": [
        L("What were Tolvarren's admissions revenues in the third quarter of 2018?", "Admissions", "q3_18"),
        L("What was Tolvarren's net income (loss) in the first quarter of 2019?", "Net income (loss)", "q1_19"),
        L("Attendance in the second quarter of 2019?", "Attendance (in thousands)", "q2_19"),
        SUM("What were Tolvarren's admissions revenues for all of 2019, adding up the four quarters?",
            [C("Admissions", f"q{i}_19") for i in range(1, 5)]),
        DIFF("How much did depreciation and amortization rise from the fourth quarter of 2018 to the fourth quarter "
             "of 2019?", C("Depreciation and amortization", "q4_19"), C("Depreciation and amortization", "q4_18")),
        L("operating income q4 2018", "Operating income (loss)", "q4_18"),
    ],
    "t24": [
        L("How many gold passes did Tolvarren sell in 2018?", "Gold pass", "u18"),
        L("What was the average price of a standard pass at Tolvarren's water parks in 2019?", "Standard pass",
          "p19", WATER),
        L("Revenue recognized from theme park monthly memberships in 2019?", "Monthly membership", "r19", THEME),
        DIFF("How many more standard passes did Tolvarren sell at its theme parks than at its water parks in 2019?",
             C("Standard pass", "u19", THEME), C("Standard pass", "u19", WATER)),
        NA("How many VIP cabana passes did Tolvarren sell in 2019?", "cabana"),
        L("average price across all passes and memberships in 2018", "Total passes and memberships", "p18"),
    ],
    "t25": [
        L("How many screens does Kinnaway have in the Houston market?", "Houston", "sc"),
        L("How many theatres does Kinnaway lease in the U.K.?", "U.K.", "tl"),
        L("Seats in the Dallas-Fort Worth market?", "Dallas\u2013Fort Worth", "seat"),
        L("How many screens with recliner seating does Kinnaway have in its West region in total?", "Total West",
          "rec"),
        CNT("In how many East region markets does Kinnaway own at least one theatre?", EAST, "to", ("gt", 0)),
        SUM("How many theatres, owned plus leased, does Kinnaway have in the Denver market?",
            [C("Denver", "to"), C("Denver", "tl")]),
        NA("How many screens does Kinnaway operate in San Diego?", "San Diego"),
    ],
    "t26": [
        L("What was Kinnaway's attendance in U.S. markets in 2018?", "Attendance (thousands)", "u18"),
        L("What was the average ticket price in Kinnaway's Int'l markets in 2019?", "Average ticket price", "i19"),
        L("What percentage of admissions did film exhibition costs represent in the Int'l markets in 2018?",
          "Film exhibition costs (% of admissions)", "i18"),
        L("% change in U.S. admissions revenues?", "Admissions", "uc"),
        DIFF("How much did food and beverage revenue per patron in U.S. markets rise from 2018 to 2019?",
             C("Food and beverage revenue per patron", "u19"), C("Food and beverage revenue per patron", "u18")),
    ],
    "t27": [
        L("What are Kinnaway's operating lease payments for theatres due in 2022?", "2022", "ot"),
        L("What is the present value of Kinnaway's operating lease liabilities in total?",
          "Present value of lease liabilities", "otot"),
        L("What are Kinnaway's long-term finance lease liabilities for theatres?", "Long-term lease liabilities",
          "ft"),
        SUM("What are Kinnaway's total operating lease payments due in 2020 and 2021 combined?",
            [C("2020", "otot"), C("2021", "otot")]),
        DIFF("For finance leases in total, what is the difference between total lease payments and the present value "
             "of lease liabilities?", C("Total lease payments", "ftot"), C("Present value of lease liabilities",
                                                                             "ftot")),
    ],
    "t28": [
        L("How many licences does Skerrivoe hold in Region Mid?", "Region Mid", "ln"),
        L("What is the maximum alowed biomass of Skerrivoe's licences in Chile?", "Chile", "mab"),
        L("What was the biomass in sea in Region North?", "Region North", "bio", grp=True),
        L("total biomass in sea for the U.K. operations", "Total U.K.", "bio", grp=True),
        CMP("Which Norwegian region had the most active sites at the end of 2018?",
            ["Region North", "Region Mid", "Region West"], "s18"),
        NA("How many licences does Skerrivoe hold in the Faroe Islands?", "Faroe"),
    ],
    "t29": [
        L("What was Skerrivoe's harvest volume in Region West in 2017?", "Region West", "h17"),
        L("Farming cost per kg in Chile in 2018?", "Chile", "k18"),
        L("What was the % change in harvest volume for the U.K.?", "U.K.", "hc"),
        L("total harvest volume 2018, skerrivoe (thousand tonnes)", "Total Skerrivoe", "h18"),
        DIFF("How much higher was Canada's farming cost per kg than Chile's in 2018?", C("Canada", "k18"),
             C("Chile", "k18")),
        PCT("By how much, in percent, did Norway's farming cost per kg rise from 2017 to 2018?",
            C("Total Norway", "k18"), C("Total Norway", "k17")),
    ],
    "t30": [
        L("What was Skerrivoe's operational EBIT from farming in Chile in 2017?", "Chile", "e17"),
        L("Operational EBIT per kg for U.K. farming in 2018?", "U.K.", "k18"),
        L("What was the change in operational EBIT for the Americas sales and processing business?", "Americas",
          "ch", grp=True),
        L("What was the fair value adjustment on biomass in 2018?", "Fair value adjustment on biomass", "e18"),
        NA("What was Skerrivoe's operational EBIT from farming in Iceland in 2018?", "Iceland"),
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
    hits = [r for r in doc.rows if strip_marker(r.label) == strip_marker(label) and r.kind != "section"]
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
    return bool(MARKER.search(s))


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
    for sc, name in ((1e3, "scale_thousands"), (1e6, "scale_millions"), (1e9, "scale_billions")):
        if sc in scales:
            t.append(name)
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
                t = [f"style:{doc.style}"] + (["landscape"] if doc.orient == "landscape" else []) + \
                    (["table_over_pages"] if doc.pages() > 1 else []) + ["multi_row_header"] + \
                    (["kpi_term"] if KPI.search(spec["text"]) else [])
            else:
                pages = sorted({page_of(doc, r) for r, _ in cells})
                t = tags(doc, spec, cells, cat)
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
