"""bench/aitqa-style14: write questions.jsonl; every gold is computed from make_docs' tables.

    /work/main/.venv/bin/python bench/aitqa-style14/make_questions.py

Each question is a spec over one Doc: a cell (row label, the enclosing section when the label repeats, a
column key), two cells for a difference or percent change, several cells for a sum, candidate rows for a
comparison or a count, or an absent term for an unanswerable question. The wording is written by hand; the
answer (value, raw, unit, scale), the evidence page and the hard-case tags come from the table.
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

PREFIX, SOURCE = "as14-", "aitqa-style14"
KPI = re.compile(r"average (net )?(selling )?price|price per|per pound|cents|bed area|capacity|gross margin|"
                 r"operating income|gross profit|\bGLA\b|leased at|sales per (sq|square)|base rent|rent spread|"
                 r"tenant allowance|\bNOI\b|net operating income|layer|per dozen|farm production|\bEPS\b|"
                 r"occupancy|occupancey|rate per foot|wash club|per car|comparable store|four-wall|EBITDA|grade|"
                 r"\bAISC\b|all-in sustaining|sustainning|costs applicable|\bCAS\b|reserve|revenue share|"
                 r"market rank|operating margin|selling price|\bASP\b", re.I)
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
    """count of the candidate rows whose cell satisfies pred: ('gt', x) | ('lt', x) | ('eq', x)"""
    return dict(kind="count", text=text, cells=[C(x, col, section) for x in labels], pred=pred, para=para,
                grp=False)


def NA(text, term):
    return dict(kind="unanswerable", text=text, term=term, cells=[], para=False, grp=False)


def holds(v, pred):
    op, x = pred
    v = parse(v) if isinstance(v, str) else (0 if v is None else v)
    v = 0 if v is None else v
    return v == x if op == "eq" else v > x if op == "gt" else v < x


def labels(rows):
    return [strip_marker(x[0]) for x in rows]


SW = labels(M.MUS_US["South and West:"])
SOUTHEAST_OUT = labels(M.OUT_CONS["U.S. Southeast:"])
EGG_SE = labels(M.EGG_FAC["Southeast:"])
MAR_NE = labels(M.MAR_US["Northeast:"])
CSH_MW = labels(M.CSH_US["Mountain West:"])
GLD_MINE_NAMES = [strip_marker(x[0]) for xs in M.GLD_MINES.values() for x in xs]
RAD_LARGE = labels(M.RAD_MKT["Large markets (ranked 1 to 25):"])
RAD_MID = labels(M.RAD_MKT["Midsize markets (ranked 26 to 75):"])
AUC_STATES = labels(M.AUC_US)
RETAIL, FOODS = "Retail fresh:", "Foodservice fresh:"
CONS, JV = "Consolidated outlet centers:", "Unconsolidated joint ventures (c):"
JV7 = "Unconsolidated joint ventures:"
SAME, ALLM = "Same-store marinas (b):", "All marinas:"
Y18, Y19 = "Year ended December 31, 2018:", "Year ended December 31, 2019:"
SALES, CARS = "Wash sales (in thousands):", "Cars washed (in thousands):"
GREEN, ACQ = "Greenfield locations (by year opened):", "Acquired locations (by year acquired):"
STREL, MOSS, BELL = "Strellick complex:", "Mossgarth:", "Bellstrand (Ghana):"
V1617 = "2016\u20132017"

SPECS = {
    # ------------------------------------------------------------------ Fernhallow Mushroom Farms
    "t01": [
        L("How many growing rooms does Fernhallow have at its Texas farms?", "Texas", "rooms"),
        L("What is the bed area of Fernhallow's Ohio farms?", "Ohio", "bed", grp=True),
        L("fernhallow annual capacity british columbia", "British Columbia", "cap", grp=True),
        L("How many people are employed at Fernhallow's Canadian farms in total?", "Total Int'l", "emp"),
        CNT("In how many of the South and West states does Fernhallow own at least two farms?", SW, "own",
            ("gt", 1)),
        DIFF("How many more growing rooms are there at Fernhallow's U.S. farms than at its Canadian ones?",
             C("Total U.S.", "rooms"), C("Total Int'l", "rooms")),
        NA("How many growing rooms does Fernhallow operate in Mexico?", "Mexico"),
    ],
    "t02": [
        L("What was the average price per pound Fernhallow got for white button mushrooms sold to foodservice "
          "customers in fiscal 2019?", "White button", "p19", FOODS),
        L("Pounds of portabella sold through retail in FY2018? Answer in millions of pounds.", "Portabella", "lb18",
          RETAIL, para=True),
        L("total mushroom sales fernhallow fiscal 2018 net sales", "Total mushroom sales", "s18"),
        DIFF("In fiscal 2019, how much higher was the average retail price per pound of brown (cremini) mushrooms "
             "than that of white button mushrooms?", C("Brown (cremini)", "p19", RETAIL),
             C("White button", "p19", RETAIL)),
        PCT("By what percent did Fernhallow's foodservice fresh net sales change from fiscal 2018 to fiscal 2019?",
            C("Total foodservice fresh", "s19"), C("Total foodservice fresh", "s18")),
    ],
    "t03": [
        L("What were net sales of Fernhallow's U.S. fresh mushroom segment in fiscal 2018?", "Net sales", "u18"),
        L("Canada fresh segment operating income (loss), FY2019", "Segment operating income (loss)", "c19",
          para=True),
        L("What was the gross margin of the Processed Products segment in fiscal 2018?", "Gross margin", "p18"),
        L("How much did Fernhallow record in restructuring charges in its processed products business in fiscal "
          "2018?", "Restructuring charges", "p18"),
        SUM("What was the combined gross profit of the U.S. and Canada fresh mushroom segments in fiscal 2019? "
            "Answer in thousands.", [C("Gross profit", "u19"), C("Gross profit", "c19")]),
        NA("What net sales did Fernhallow's compost and substrate segment report in fiscal 2019?", "substrate"),
    ],
    "t04": [
        L("energy and utilities cost per pound fiscal 2018 (cents)", "Energy and utilities", "c18"),
        L("How much did the cost of compost materials per pound change between fiscal 2018 and fiscal 2019?",
          "Compost materials", "ch", grp=True),
        L("What was Fernhallow's total cost of production per pound in fiscal 2019, in cents?",
          "Total cost of production", "c19"),
        SUM("What did compost materials and spawn and casing soil cost together in fiscal 2019?",
            [C("Compost materials", "a19"), C("Spawn and casing soil", "a19")]),
        DIFF("By how much did Fernhallow's total labor cost rise from fiscal 2018 to fiscal 2019? Answer in "
             "thousands of dollars.", C("Total labor", "a19"), C("Total labor", "a18")),
    ],
    # ------------------------------------------------------------------ Brinscombe Outlet Realty Trust
    "t05": [
        L("What percentage of the Foley, Alabama center was leased at the end of 2018?", "Foley, Alabama", "o18"),
        L("Sales per square foot at the Cookstown, Ontario outlet center in 2019?", "Cookstown, Ontario", "s19"),
        L("How many stores are there across Brinscombe's entire outlet portfolio?", "Total portfolio", "st"),
        L("Total GLA of the whole Brinscombe portfolio, in thousands of square feet", "Total portfolio", "gla"),
        L("In what year was the Sevierville, Tennessee center opened or acquired?", "Sevierville, Tennessee", "yr"),
        CMP("Which consolidated outlet center in the U.S. Southeast had the highest sales per square foot in 2019?",
            SOUTHEAST_OUT, "s19"),
        NA("What is the GLA of Brinscombe's outlet center in Gettysburg, Pennsylvania?", "Gettysburg"),
    ],
    "t06": [
        L("How many leases at Brinscombe's consolidated centers expire in 2022?", "2022", "n", CONS),
        L("What is the annualized base rent per square foot of joint-venture leases expiring in 2024?", "2024",
          "psf", JV),
        L("What share of the consolidated centers' leased GLA expires in 2020?", "2020", "pg", CONS),
        L("Total annualized base rent of the expiring leases at the unconsolidated joint ventures?",
          "Total unconsolidated", "abr"),
        SUM("How many leases expire in 2021 at the consolidated centers and the joint ventures combined?",
            [C("2021", "n", CONS), C("2021", "n", JV)]),
    ],
    "t07": [
        L("What was the rent spread on renewals at Brinscombe's consolidated centers in 2019?", "Rent spread", "n19",
          CONS),
        L("How many re-tenanted leases did the joint ventures sign in 2018?", "Number of leases signed", "r18", JV7),
        L("average initial base rent per sq ft, total consolidated leasing, 2018",
          "Average initial base rent per sq. ft.", "t18", CONS),
        L("What tenant allowance per square foot did Brinscombe give on re-tenanted space at its consolidated "
          "centers in 2019?", "Tenant allowance per sq. ft.", "r19", CONS),
        DIFF("How many more thousand square feet of renewals than of re-tenanted space did the consolidated "
             "centers sign in 2019?", C("Square feet (in thousands)", "n19", CONS),
             C("Square feet (in thousands)", "r19", CONS)),
    ],
    "t08": [
        L("What was Brinscombe's same-center NOI in 2017?", "Same-center net operating income", "a17"),
        L("By what percentage did portfolio net operating income change from 2018 to 2019?",
          "Portfolio net operating income", "cp"),
        L("What was the dollar change in depreciation and amortization between 2018 and 2019?",
          "Depreciation and amortization", "cd"),
        L("What figure does Brinscombe's NOI reconciliation show for gain on sale of assets in 2019?", "Gain on sale of assets", "a19"),
        PCT("What was the percent change in same-center net operating income from 2017 to 2018?",
            C("Same-center net operating income", "a18"), C("Same-center net operating income", "a17")),
    ],
    # ------------------------------------------------------------------ Tullicombe Egg Farms
    "t09": [
        L("What is Tullicombe's cage-free layer capacity in Ohio?", "Ohio", "cf"),
        L("What's the pullet capacity in Mississippi?", "Mississippi", "pu", grp=True),
        L("How many feed mills does Tullicombe have in the Southeast?", "Total Southeast", "fm"),
        CNT("How many Southeast states have conventional layer capacity above 2 million hens?", EGG_SE, "cv",
            ("gt", 2000)),
        NA("How much layer capacity does Tullicombe have in Iowa?", "Iowa"),
    ],
    "t10": [
        L("How many dozen cage-free eggs did Tullicombe sell in fiscal 2018?", "Cage-free", "d18"),
        L("What was the net avergae selling price per dozen for organic eggs in fiscal 2019?", "Organic", "p19"),
        L("net average selling price total shell eggs fiscal 2018", "Total shell eggs", "p18"),
        DIFF("What was the change in the net average selling price of large and extra large eggs from fiscal 2018 "
             "to fiscal 2019?", C("Large and extra large", "p19"), C("Large and extra large", "p18")),
        NA("How many dozen duck eggs did Tullicombe sell in fiscal 2019?", "duck"),
    ],
    "t11": [
        L("What was Tullicombe's feed cost per dozen produced in fiscal 2017?", "Feed", "f17"),
        L("Percent change in soybean meal cost per ton from fiscal 2017 to fiscal 2018", "Soybean meal", "c2"),
        L("How many eggs did each average layer produce in fiscal 2018?", "Eggs produced per average layer", "f18"),
        L("What was the total farm production cost per dozen in fiscal 2019, in cents?",
          "Total farm production cost", "f19"),
        DIFF("How many more average layers did Tullicombe have in fiscal 2019 than in fiscal 2017? Answer in "
             "thousands.", C("Average layers (in thousands)", "f19"), C("Average layers (in thousands)", "f17")),
    ],
    "t12": [
        L("What were Tullicombe's net sales in the third quarter of fiscal 2018?", "Net sales", "q3_18"),
        L("Operating income (loss) for Q4 of fiscal 2019?", "Operating income (loss)", "q4_19"),
        L("What were diluted earnings per share in the second quarter of fiscal 2019?",
          "Net income (loss) per diluted share", "q2_19"),
        L("Southeast large egg market price, fourth quarter of fiscal 2018", "Southeast large egg market price",
          "q4_18"),
        SUM("What was Tullicombe's total net income for the first two quarters of fiscal 2019 combined?",
            [C("Net income (loss) attributable to Tullicombe", "q1_19"),
             C("Net income (loss) attributable to Tullicombe", "q2_19")]),
        DIFF("How much did gross profit drop from the third to the fourth quarter of fiscal 2019?",
             C("Gross profit", "q3_19"), C("Gross profit", "q4_19")),
        NA("What were Tullicombe's net sales in the first quarter of fiscal 2017?", "2017"),
    ],
    # ------------------------------------------------------------------ Culvermead Marinas
    "t13": [
        L("How many wet slips does Culvermead have in Florida?", "Florida", "ws"),
        L("Number of leased marinas in the Gulf Coast region", "Total Gulf Coast", "ml"),
        L("How many dry storage racks does Culvermead have in the Great Lakes region?", "Total Great Lakes", "dr"),
        L("Total wet slips, all Culvermead marinas", "Total Culvermead", "ws"),
        L("How many upland acres do Culvermead's Caribbean marinas cover in total?", "Total Int'l", "ac"),
        CNT("How many Northeast states have more than 800 wet slips?", MAR_NE, "ws", ("gt", 800)),
        NA("How many wet slips does Culvermead have in California?", "California"),
    ],
    "t14": [
        L("What did the Northern Marinas segment earn from annual wet slip contracts in 2019?",
          "Annual wet slip contracts", "a19"),
        L("What was Culvermead's total dry storage revenue in 2018 across both segments?", "Dry storage", "t18"),
        L("What percentage of Culvermead's total revenues came from storage in 2019?",
          "Storage revenues as a percentage of total revenues", "t19"),
        PCT("By how much, in percent, did the Southern segment's total service revenues change from 2018 to 2019?",
            C("Total service revenues", "b19"), C("Total service revenues", "b18")),
        SUM("Add the Northern segment's seasonal and transient slip revenue and its moorings and winter storage "
            "revenue for 2018.", [C("Seasonal and transient slips", "a18"), C("Moorings and winter storage", "a18")]),
        NA("How much revenue did Culvermead's yacht brokerage business generate in 2019?", "brokerage"),
    ],
    "t15": [
        L("What was the wet slip occupancy at same-store Northeast marinas in 2019?", "Northeast", "wo19", SAME),
        L("Dry storage rack rate per foot for all Gulf Coast marinas in 2018", "Gulf Coast", "dr18", ALLM),
        L("What was total same-store dry rack occupancey in 2018?", "Total same-store", "do18"),
        DIFF("By how many percentage points did same-store wet slip occupancy in the Great Lakes change from 2018 "
             "to 2019?", C("Great Lakes", "wo19", SAME), C("Great Lakes", "wo18", SAME)),
        CMP("Counting all marinas, which region had the lowest dry storage occupancy in 2019?", M.MAR_REG, "do19",
            ALLM, mode="min"),
    ],
    "t16": [
        L("How many owned marinas did Culvermead acquire in 2019?", "Acquisitions", "om", Y19),
        L("How many wet slips were at leased marinas at the beginning of 2018?", "Balance at beginning of year",
          "ls", Y18),
        L("What figure does the 2019 roll-forward show for leased-marina wet slips under lease expirations and "
          "terminations?",
          "Lease expirations and terminations", "ls", Y19),
        SUM("How many marinas in total did Culvermead acquire over 2018 and 2019?",
            [C("Acquisitions", "tm", Y18), C("Acquisitions", "tm", Y19)]),
        NA("How many marinas did Culvermead open through new construction in 2019?", "construction"),
    ],
    # ------------------------------------------------------------------ Loxhaven Express Wash
    "t17": [
        L("How many express exterior locations does Loxhaven operate in Arizona?", "Arizona", "eo"),
        L("How many Loxhaven locations are there in Colorado in total?", "Colorado", "tot"),
        L("How many leased car wash sites does Loxhaven have in the U.K.?", "U.K.", "pl"),
        L("express exterior locations opened in 2019, South Central total", "Total South Central", "en"),
        L("On how many owned premises does Loxhaven operate company-wide?", "Total Loxhaven", "po"),
        CMP("Which Mountain West state has the most Loxhaven express exterior locations?", CSH_MW, "eo"),
        NA("How many car wash locations does Loxhaven operate in Germany?", "Germany"),
    ],
    "t18": [
        L("What were Loxhaven's Wash Club sales at express exterior locations in 2019?", "Wash Club", "e19", SALES),
        L("How many cars did retail customers wash at full-service locations in 2018?", "Retail", "f18", CARS),
        L("Wash Club members at year end 2018, total", "Wash Club members at year end (in thousands)", "t18"),
        L("What share of wash sales came from the Wash Club at full-service locations in 2019?",
          "Wash Club share of wash sales", "f19"),
        PCT("By what percentage did total Wash Club sales grow from 2018 to 2019?", C("Wash Club", "t19", SALES),
            C("Wash Club", "t18", SALES)),
    ],
    "t19": [
        L("What were 2019 net sales per location for the greenfield locations opened in 2018?", "2018", "s19",
          GREEN),
        L("What was comparable store sales growth in 2019 for locations acquired in 2015 or earlier?",
          "2015 and earlier", "cg", ACQ),
        L("What is the comparable store sales growth of Loxhaven's greenfield locations as a whole?",
          "Total greenfield", "cg", grp=True),
        L("Four-wall EBITDA margin in 2018 for acquired locations of the 2016\u20132017 vintage?", V1617, "m18",
          ACQ),
        DIFF("How many percentage points higher was the 2019 four-wall EBITDA margin of all greenfield locations "
             "than that of all acquired locations?", C("Total greenfield", "m19"), C("Total acquired", "m19")),
    ],
    "t20": [
        L("What was Loxhaven's Adjusted EBITDA for 2018?", "Adjusted EBITDA", "y18"),
        L("Loxhaven net income (loss) 2017", "Net income (loss)", "y17"),
        L("What change in acquisition and integration costs does Loxhaven's reconciliation show?",
          "Acquisition and integration costs", "ch", grp=True),
        L("Adjusted EBITDA margin in 2017?", "Adjusted EBITDA margin", "y17"),
        PCT("By what percent did Loxhaven's Adjusted EBITDA grow from 2017 to 2018?", C("Adjusted EBITDA", "y18"),
            C("Adjusted EBITDA", "y17")),
        SUM("What were stock-based compensation and non-cash rent expense combined in 2019?",
            [C("Stock-based compensation", "y19"), C("Non-cash rent expense", "y19")]),
    ],
    # ------------------------------------------------------------------ Carrowmede Gold
    "t21": [
        L("What are the proven reserve tonnes at the Strellick complex underground mine?", "Underground", "pvt",
          STREL),
        L("What is the probable reserve grade of the Mossgarth open pit?", "Open pit", "pbg", MOSS),
        L("Contained proven and probable ounces at Bellstrand's underground operation", "Underground", "ppo", BELL),
        L("What are total proven and probable ounces for Carrowmede's international operations?", "Total Int'l",
          "ppo"),
        L("What is the proven and probable reserve grade for Carrowmede as a whole?", "Total Carrowmede", "ppg"),
        CNT("How many of the Strellick complex's reserve areas have a proven grade above 1 gram per tonne?",
            ["Open pit", "Underground", "Stockpiles"], "pvg", ("gt", 1), STREL),
        DIFF("How many more thousand ounces of probable reserves does Carrowmede have in the U.S. than "
             "internationally?", C("Total U.S.", "pbo"), C("Total Int'l", "pbo")),
        NA("What are Carrowmede's copper reserves at Bellstrand?", "copper"),
    ],
    "t22": [
        L("How many ounces of gold did Mossgarth produce in 2018?", "Mossgarth", "p18"),
        L("What was the all-in sustaining cost per ounce at Quarrywick in 2019?", "Quarrywick (Ontario, Canada)",
          "a19"),
        L("CAS per ounce for the U.S. operations in 2018", "Total U.S.", "c18", para=True),
        CMP("Which mine had the highest costs applicable to sales per ounce in 2018?", GLD_MINE_NAMES, "c18"),
        PCT("What was the percentage change in Bellstrand's gold production from 2018 to 2019?",
            C("Bellstrand (Ghana)", "p19"), C("Bellstrand (Ghana)", "p18")),
        NA("How many ounces did the Haddercombe mine produce in 2019?", "Haddercombe"),
    ],
    "t23": [
        L("What were costs applicable to sales for the U.S. (Nevada) operations in 2019?",
          "Costs applicable to sales", "ua19"),
        L("What per-ounce figure is shown for Int'l by-product silver credits in 2018?", "By-product silver credits", "io18"),
        L("How much did Carrowmede spend on underground development at its international mines in 2019?",
          "Underground development", "ia19"),
        L("What was the U.S. all-in sustaining cost per ounce in 2018?", "All-in sustaining costs", "uo18"),
        DIFF("How much higher were Int'l all-in sustainning costs per ounce than the U.S. figure in 2019?",
             C("All-in sustaining costs", "io19"), C("All-in sustaining costs", "uo19")),
    ],
    "t24": [
        L("How much exploration did Carrowmede expense at Mossgarth in 2018?", "Mossgarth", "e18"),
        L("What was capitalized for the Haddercombe project in 2019?", "Haddercombe (Nevada)", "c19"),
        L("What were Carrowmede's total exploration and project expenditures in 2018?",
          "Total exploration and project expenditures", "t18"),
        SUM("What did Carrowmede spend in total on Strellick complex and Bellstrand near-mine exploration in 2019, "
            "expensed plus capitalized?", [C("Strellick complex", "t19"), C("Bellstrand", "t19")]),
        NA("How much did Carrowmede spend exploring in Peru in 2019?", "Peru"),
    ],
    # ------------------------------------------------------------------ Wethermoor Broadcasting
    "t25": [
        L("How many FM stations does Wethermoor own in Houston?", "Houston, TX", "fm"),
        L("What was Wethermoor's revenue share in the Nashville market in 2017?", "Nashville, TN", "r17"),
        L("How many AM stations does Wethermoor own in total?", "Total Wethermoor", "am"),
        L("How many stations does Wethermoor own in Fort Wayne?", "Fort Wayne, IN", "st"),
        CNT("In how many of its large markets does Wethermoor own five stations?", RAD_LARGE, "st", ("eq", 5)),
        CMP("Which midsize market gave Wethermoor its highest revenue share in 2018?", RAD_MID, "r18"),
        NA("How many radio stations does Wethermoor own in Seattle?", "Seattle"),
    ],
    "t26": [
        L("How much did Wethermoor earn from political advertising in 2018?", "Political", "a18"),
        L("What was the percentage change in podcast revenue?", "Podcasts", "ch", grp=True),
        L("Network and syndication revenue as a % of gross revenue, 2017", "Network and syndication", "p17"),
        L("What figure does Wethermoor show for agency and national rep commissions in 2018?",
          "Less: agency and national representative commissions", "a18"),
        DIFF("How much more did Wethermoor take in from local spot than from national spot advertising in 2017?",
             C("Local spot", "a17"), C("National spot", "a17")),
    ],
    "t27": [
        L("What segment operating income did Wethermoor's Radio segment report for 2017?",
          "Segment operating income (loss)", "r17"),
        L("Digital segment operating income (loss) in 2017, after depreciation and amortization",
          "Operating income (loss)", "d17"),
        L("How much was the FCC license impairment in 2018 on a consolidated basis?", "Impairment of FCC licenses",
          "t18"),
        L("What was the Digital segment's operating margin in 2018?", "Segment operating margin", "d18"),
        DIFF("How much did consolidated net revenue increase from 2017 to 2018?", C("Net revenue", "t18"),
             C("Net revenue", "t17")),
        NA("What net revenue did Wethermoor's television segment report in 2018?", "television"),
    ],
    # ------------------------------------------------------------------ Ormsgate Vehicle Auctions
    "t28": [
        L("How many auction facilities does Ormsgate lease in California?", "California", "fl"),
        L("How many acres does Ormsgate own in Georgia?", "Georgia", "ao"),
        L("What is the vehicle capacity of Ormsgate's Texas facilities?", "Texas", "cap", grp=True),
        L("Total leased acreage of Ormsgate's international facilities", "Total Int'l", "al"),
        CNT("In how many U.S. states does Ormsgate own more than 150 acres?", AUC_STATES, "ao", ("gt", 150)),
        NA("How many auction facilities does Ormsgate have in Australia?", "Australia"),
    ],
    "t29": [
        L("How many total-loss vehicles did Ormsgate sell in the U.S. in 2019?", "Total-loss vehicles", "un19"),
        L("What was the average selling price of dealer vehicles sold internationally in 2018?", "Dealers", "ip18"),
        L("Int'l units sold for charities, 2019", "Charities", "in19"),
        L("U.S. average selling price for all units sold in 2018", "Total units sold", "up18"),
        PCT("By what percentage did U.S. units sold for rental car and fleet sellers increase from 2018 to 2019?",
            C("Rental car and fleet", "un19"), C("Rental car and fleet", "un18")),
    ],
    "t30": [
        L("What were Ormsgate's U.S. service revenues in 2018?", "Service revenues", "u18"),
        L("Int'l operating income (loss) for 2018", "Operating income (loss)", "i18"),
        L("What was Ormsgate's consolidated operating margin in 2019?", "Operating margin", "c19"),
        L("How much goodwill impairment did Ormsgate record in 2018? Answer in thousands.", "Impairment of goodwill",
          "c18"),
        SUM("What were the Int'l segment's yard operations and yard and fleet depreciation costs together in 2019?",
            [C("Yard operations", "i19"), C("Yard and fleet depreciation", "i19")]),
        NA("What were Ormsgate's parts recycling revenues in 2019?", "recycling"),
    ],
}


# questions worded away from the printed labels (synonyms, or a total named by what it covers); tagged paraphrase
PARAPHRASED = ("How many people are employed", "What was the average price per pound Fernhallow got",
               "How many stores are there across", "What share of the consolidated centers' leased GLA",
               "How many eggs did each average layer", "What were diluted earnings per share",
               "How many upland acres do Culvermead's Caribbean", "What percentage of Culvermead's total revenues",
               "On how many owned premises", "How many cars did retail customers wash",
               "What is the comparable store sales growth of Loxhaven's greenfield locations as a whole",
               "What are total proven and probable ounces for Carrowmede's international",
               "How much did Carrowmede spend on underground development at its international",
               "Digital segment operating income (loss) in 2017, after depreciation",
               "Total leased acreage of Ormsgate's international", "What was the average selling price of dealer vehicles",
               "How much did Wethermoor earn from political", "How many dry storage racks does Culvermead have in the Great",
               "What were Loxhaven's Wash Club sales at express", "How much exploration did Carrowmede expense",
               "What did compost materials and spawn", "How much did the cost of compost materials per pound change")
for _specs in SPECS.values():
    for _s in _specs:
        if _s["text"].startswith(PARAPHRASED):
            _s["para"] = True
assert sum(1 for v in SPECS.values() for s in v if any(s["text"].startswith(p) for p in PARAPHRASED)) == \
    len(PARAPHRASED), "a PARAPHRASED prefix matches no question, or more than one"


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
    return bool(MARKER.search(s))


def group_only_ok(doc, col):
    """the column's group heading has exactly this one column under it"""
    if len(col.path) < 2:
        return False
    return sum(1 for c in doc.cols if tuple(c.path[:-1]) == tuple(col.path[:-1])) == 1


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
    if any(doc.printed(r, c).startswith(("(", "$(")) for r, c in cells):
        t.append("negative_in_parens")
    scales = {doc.unit_scale(r, c)[1] for r, c in cells if not isinstance(r.vals.get(c.key), str)}
    for s, name in ((0.01, "scale_cents"), (1000, "scale_thousands"), (1000000, "scale_millions")):
        if s in scales:
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


def decimals(s):
    m = re.search(r"\.(\d+)", s)
    return len(m.group(1)) if m else 0


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
        return "lookup", number_answer(parse(s), s, unit, scale)
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
    dec = max(decimals(doc.printed(r, c)) for r, c in cells)
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
                t = [f"style:{doc.style}", "multi_row_header"] + (["landscape"] if doc.orient == "landscape" else []) \
                    + (["table_over_pages"] if doc.pages() > 1 else []) + (["kpi_term"] if KPI.search(spec["text"])
                                                                          else [])
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
