"""bench/aitqa-style10: write questions.jsonl; every gold is computed from make_docs' tables.

    /work/main/.venv/bin/python bench/aitqa-style10/make_questions.py

Each question is a spec over one Doc: a cell (row label, the enclosing section(s) when the label repeats, a
column key), two cells for a difference or percent change, several cells for a sum, candidate rows for a
comparison or a count, or an absent term for an unanswerable question. The wording is written by hand; the
answer (value, raw, unit, scale), the evidence page and the hard-case tags come from the table.
(The resolve / tags / gold / build functions follow the layout of bench/aitqa-style9/make_questions.py.)
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

PREFIX, SOURCE = "as10-", "aitqa-style10"
KPI = re.compile(r"preneed|atneed|cremation|average revenue per|\bETP\b|effective ticket price|skier visits?|"
                 r"season pass|occupancy|average loan|pawn loan|sales margin|airspace|remaining life|rate per ton|"
                 r"price per ton|delivered price|price per acre|\bFFO\b|\bAFFO\b|funds from operations|EBITDA|"
                 r"contribution|revenue per display|return on equity|\bROE\b|merchantable|harvest|reserves|grade|"
                 r"constant[- ]currency|internaliz|trust investments|unrealized|population served|miles of main|"
                 r"vertical drop|skiable|rate case|surcharge", re.I)


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


SE_STATES = [s[0] for s in M.CEM_PROP["Southeast"]]
REGIONS = [x[0] for x in M.CEM_PRENEED]
SOUTH = [s[0] for s in M.TIM_LAND["U.S. South"]]
WAT_ALL = [s[0] for rows in M.WAT_STATE.values() for s in rows]
IL = [x[0] for x in M.WAT_SYS["Illinois"]]
ROCKY = [x[0] for x in M.SKI_RES["Rocky Mountains"]]
COLLAT = [strip_marker(x[0]) for x in M.PAW_LOANS]
ROCK = [x[0] for x in M.SAL_FAC["Rock salt mines"]]
RES_ROCK = [x[0] for x in M.SAL_RES["Rock salt"]]
TX = [x[0] for x in M.BIL_MKT["Texas"]]
SE_LF = [x[0] for x in M.WST_LF["Southeast"]]
FS, FR = "Funeral services performed:", "Funeral revenue (in thousands):"
OPR, VOL = "Operating revenues (in thousands):", "Billed water sales volume (millions of gallons):"
DONE, SUR, PEND = "General rate cases completed in 2018", "Infrastructure surcharges", "Pending at December 31, 2018"
MREV, MEXP = "Mountain net revenue:", "Mountain operating expense:"
SV, SP = "Sales volumes (thousands of tons):", "Average sales price (per ton):"
ETP = "Effective ticket price (ETP)"
NEPS = "Net earnings (loss) per diluted share"

SPECS = {
    "t01": [
        L("How many funeral homes does Evenmoor lease in Arizona?", "Arizona", "fl"),
        L("How many undeveloped cemetery acres does Evenmoor hold in Texas?", "Texas", "au"),
        L("How many Midwest cemeteries does Evenmoor operate under management agreements, in total?", "Total Midwest",
          "cm"),
        L("evenmoor combination locations california", "California", "cb"),
        L("Developed cemetery acreage in Puerto Rico?", "Puerto Rico", "ad"),
        CNT("In how many of the Southeast states listed does Evenmoor have no managed cemeteries?", SE_STATES, "cm",
            ("eq", 0)),
        NA("How many funeral homes does Evenmoor own in Hawaii?", "Hawaii"),
    ],
    "t02": [
        L("How many preneed cemetery contracts did Evenmoor sell in the Southwest in 2019?", "Southwest", "c19n"),
        L("What were Evenmoor's preneed funeral sales in the Midwest in 2018? Answer in thousands of dollars.",
          "Midwest", "f18s"),
        L("funeral contracts sold at acquired locations in 2019", "Acquired locations", "f19n"),
        SUM("Please add up the 2019 preneed cemetery sales of the Southeast and the West.",
            [C("Southeast", "c19s"), C("West", "c19s")]),
        DIFF("How many more preneed funeral contracts did the comparable locations sell in 2019 than in 2018?",
             C("Total comparable locations", "f19n"), C("Total comparable locations", "f18n")),
        CMP("Among the comparable-location regions, which sold the fewest preneed cemetery contracts in 2018?",
            REGIONS, "c18n", mode="min"),
    ],
    "t03": [
        L("What was the fair value of municipal bonds held in Evenmoor's perpetual care trusts at December 31, "
          "2019?", "Municipal bonds", "ppf"),
        L("unrealized gain or loss on mortgage-backed securities in the preneed cemetery merchandise trusts",
          "Mortgage-backed securities", "pcu"),
        L("What is the total fair value of the equity securities in the perpetual care trusts?",
          "Total equity securities", "ppf"),
        L("Total trust investments at cost for the preneed cemetery merchandise trusts?", "Total trust investments",
          "pcc"),
        SUM("What is the combined fair value of corporate bonds across all three kinds of trust?",
            [C("Corporate bonds", "pff"), C("Corporate bonds", "pcf"), C("Corporate bonds", "ppf")]),
        NA("What was the fair value of the perpetual care trusts' investments at December 31, 2018?", "2018"),
    ],
    "t04": [
        L("How many atneed funeral services did Evenmoor's comparable funeral homes perform in 2019?", "Atneed",
          "c19", FS),
        L("What was the average revenue per funeral service across total funeral operations in 2018?",
          "Average revenue per funeral service", "t18"),
        L("matured preneed revenue, comparable funeral homes, 2018", "Matured preneed", "c18", FR),
        L("By what percentage did comparable funeral homes' total services performed change in 2019?",
          "Total funeral services performed", "cp"),
        DIFF("How much higher was preneed funeral sales production for total funeral operations than for the "
             "comparable homes in 2019?", C("Preneed funeral sales production (in thousands)", "t19"),
             C("Preneed funeral sales production (in thousands)", "c19")),
    ],
    "t05": [
        L("How many acres of fee timberland does Selvanby own in Georgia?", "Georgia", "fee"),
        L("What share of Selvanby's total timberland acres is in Washington?", "Washington", "pa"),
        L("merchantable hardwood inventory in maine (million tons)", "Maine", "hw"),
        L("What is the total merchantable inventory on New Zealand's North Island?", "North Island", "ti"),
        CMP("Which state in the U.S. South has the most timberland acres in total?", SOUTH, "ta"),
        NA("How many timberland acres does Selvanby own in Idaho?", "Idaho"),
    ],
    "t06": [
        L("What was Selvanby's Pacific Northwest sawtimber harvest volume in 2018?", "Sawtimber", "v18",
          "Pacific Northwest Timber"),
        L("average delivered price per ton for southern pulpwood in 2017", "Pulpwood", "p17", "Southern Timber"),
        L("What was the total harvest volume in 2019 across all segments?", "Total harvest", "v19"),
        PCT("What was the percentage change in the delivered price of Pacific Northwest sawtimber from 2018 to "
            "2019?", C("Sawtimber", "p19", "Pacific Northwest Timber"),
            C("Sawtimber", "p18", "Pacific Northwest Timber")),
        DIFF("How many more tons of chip-n-saw did Selvanby harvest in 2019 than in 2017? (thousands of tons)",
             C("Chip-n-saw", "v19"), C("Chip-n-saw", "v17")),
    ],
    "t07": [
        L("How many acres of rural land did Selvanby sell in 2019?", "Rural", "a19"),
        L("price per acre, non-strategic timberlands, 2018", "Non-strategic timberlands", "p18"),
        L("What did Selvanby realize from large disposals in 2018?", "Large disposals", "s18"),
        L("Whats the totl real estate sales figure for 2019, in thousands?", "Total real estate sales", "s19"),
        DIFF("By how much did the price per acre for improved development rise from 2018 to 2019?",
             C("Improved development", "p19"), C("Improved development", "p18")),
    ],
    "t08": [
        L("What were the Southern Timber segment's sales in 2019?", "Sales", "st19"),
        L("What was the Northeast Timber segment's operating result in 2019? in millions please",
          "Operating income (loss)", "ne19", para=True),
        L("Real Estate segment adjusted EBITDA 2018", "Adjusted EBITDA", "re18"),
        L("How much did Selvanby spend acquiring timberland in the Pacific Northwest in 2018?",
          "Timberland acquisitions", "pn18", para=True),
        DIFF("By how much did total Adjusted EBITDA decline from 2018 to 2019?", C("Adjusted EBITDA", "to18"),
             C("Adjusted EBITDA", "to19")),
        NA("What were Selvanby's Wood Products segment sales in 2019?", "Wood Products"),
    ],
    "t09": [
        L("How many water customers does Quenholt serve in Illinois?", "Illinois", "wc"),
        L("wastewater revenues north carolina 2018", "North Carolina", "xr"),
        L("What is the estimated population served in Indiana?", "Indiana", "pop"),
        L("Total water revenues of Quenholt's Central Division?", "Total Central Division", "wr"),
        CMP("Which state has the most wastewater customers?", WAT_ALL, "xc"),
        NA("How many water customers does Quenholt have in Kentucky?", "Kentucky"),
    ],
    "t10": [
        L("What were Quenholt's residential water revenues in 2016?", "Residential", "y16", OPR),
        L("industrial billed water sales volume 2018 (millions of gallons)", "Industrial", "y18", VOL),
        L("By how much did billed commercial water volume change from 2017 to 2018?", "Commercial", "ch", VOL),
        L("What was the percentage change in fire service revenues in 2018?", "Fire service", "cp"),
        DIFF("How much did total billed water sales volume change between 2016 and 2017?",
             C("Total billed water sales volume", "y17"), C("Total billed water sales volume", "y16")),
        PCT("What was the percentage growth in wastewater revenues from 2016 to 2017?", C("Wastewater", "y17"),
            C("Wastewater", "y16")),
    ],
    "t11": [
        L("What annualized revenue increase did Quenholt request in its New Jersey general rate case?",
          "New Jersey", "rq"),
        L("authorized ROE in the Illinois rate case", "Illinois", "ea"),
        L("When did the new Pennsylvania base rates from the general rate case take effect?", "Pennsylvania", "eff",
          DONE),
        L("What return on equity is Quenholt asking for in its pending Indiana case?", "Indiana", "eq", PEND),
        DIFF("In the Virginia rate case, how many percentage points below the requested return on equity was the "
             "authorized return?", C("Virginia", "eq"), C("Virginia", "ea")),
        NA("What revenue increase did Quenholt request in California?", "California"),
    ],
    "t12": [
        L("What percentage of its water supply does the Hopewell district purchase?", "Hopewell", "p"),
        L("How many wells does the Camden district have?", "Camden", "w"),
        L("Storage capacity in Conroe, Texas (million gallons)?", "Conroe", "st"),
        L("How many treatment plants does Quenholt operate in Louisiana in total?", "Total Louisiana", "tp"),
        L("What share of the Killeen district's water is purchased?", "Killeen", "p", para=True),
        SUM("What's the combined storage capacity of the Harrisburg and Scranton districts?",
            [C("Harrisburg", "st"), C("Scranton", "st")]),
        CNT("How many of the Illinois districts draw on surface water intakes?", IL, "s", ("gt", 0)),
    ],
    "t13": [
        L("vertical drop at Tolmanby Ridge", "Tolmanby Ridge", "vd"),
        L("When does the permit for Lindenfrost Bowl expire?", "Lindenfrost Bowl", "exp"),
        L("How is the land at Tavelmoor Canyon held?", "Tavelmoor Canyon", "ten", para=True),
        L("How many skier visits did Elkwyn Valley record in fiscal 2018? (thousands)", "Elkwyn Valley", "v18"),
        L("Total number of trails across all of Glissandre's resorts?", "Total resorts", "tr"),
        CNT("How many of the Rocky Mountain resorts operate under a USFS permit?", ROCKY, "ten",
            ("eq", "USFS permit")),
        NA("What is the vertical drop at Glissandre's resort in Alaska?", "Alaska"),
    ],
    "t14": [
        L("How many skier visits did Glissandre's Northeast resorts record in fiscal 2017?", "Northeast", "y17"),
        L("What was Glissandre's effective ticket price in fiscal 2019?", ETP, "y19"),
        L("By how much did ETP go up in fiscal 2019 compared with 2018, in dollars?", ETP, "ch"),
        PCT("What was the percentage change in total lift revenue from fiscal 2017 to fiscal 2018?",
            C("Total lift revenue", "y18"), C("Total lift revenue", "y17")),
        SUM("Add the Midwest and Canada skier visits for fiscal 2017.", [C("Midwest", "y17"), C("Canada", "y17")]),
    ],
    "t15": [
        L("Mountain Reported EBITDA, fiscal 2017", "Mountain Reported EBITDA", "y17"),
        L("By what percentage did Other mountain operating expense increase in fiscal 2019 over 2018?", "Other",
          "c1", MEXP),
        L("other mountain revenue fy2019", "Other", "y19", MREV),
        L("What was the Mountain segment's equity investment income (loss), net, in fiscal 2018?",
          "Mountain equity investment income (loss), net", "y18"),
        DIFF("How much more did Glissandre spend on labor and labor-related benefits than on general and "
             "administrative expense in fiscal 2019?", C("Labor and labor-related benefits", "y19"),
             C("General and administrative", "y19")),
    ],
    "t16": [
        L("How many Summit Pass units had been sold for the 2019/20 season?", "Summit Pass", "u1"),
        L("What was the percentage change in Midweek Pass units sold?", "Midweek Pass", "up"),
        L("Total pass product sales dollars for the 2019/20 season, in thousands", "Total pass products", "s1"),
        DIFF("How many more Young Adult Summit Passes were sold for 2019/20 than for 2018/19?",
             C("Summit Pass \u2014 Young Adult", "u1"), C("Summit Pass \u2014 Young Adult", "u0")),
        NA("How many summer passes had Glissandre sold by September 2019?", "summer"),
    ],
    "t17": [
        L("How many new pawn stores did Kettlewick open in Latin America during fiscal 2019?",
          "New locations opened", "lp", "Fiscal 2019"),
        L("How many Latin America locations did Kettlewick acquire in fiscal 2018?", "Locations acquired", "lp",
          "Fiscal 2018", grp=True),
        L("U.S. consumer loan stores combined or closed, fiscal 2019", "Locations combined or closed", "uc",
          "Fiscal 2019"),
        L("How many U.S. pawn stores did Kettlewick have at the end of fiscal 2019?", "Total stores, end of period",
          "up", "Fiscal 2019"),
        DIFF("By how many stores did Kettlewick's total store count grow over fiscal 2019?",
             C("Total stores, end of period", "tt", "Fiscal 2019"),
             C("Total stores, beginning of period", "tt", "Fiscal 2019")),
        NA("How many pawn stores does Kettlewick operate in Peru?", "Peru"),
    ],
    "t18": [
        L("What was Kettlewick's U.S. jewelry pawn loan balance at September 30, 2019?", "Jewelry", "u19b"),
        L("average Latin America pawn loan on consumer electronics, Sept 30 2018", "Consumer electronics", "l18a"),
        L("Total Latin America pawn loan balance at September 30, 2019, in thousands", "Total pawn loans", "l19b"),
        SUM("What were total pawn loans outstanding for the two segments combined at September 30, 2019?",
            [C("Total pawn loans", "u19b"), C("Total pawn loans", "l19b")]),
        CMP("Which collateral type had the highest average U.S. pawn loan at September 30, 2019?", COLLAT, "u19a"),
    ],
    "t19": [
        L("What were U.S. retail merchandise sales in fiscal 2019?", "Retail merchandise sales", "u19"),
        L("What was the constant-currency growth in Latin America wholesale scrap jewelry sales?",
          "Wholesale scrap jewelry sales", "cc", grp=True),
        L("By what percentage did U.S. net revenue change in fiscal 2019?", "Net revenue", "uc"),
        L("Latin America total cost of revenue, fiscal 2019", "Total cost of revenue", "l19"),
        DIFF("How much did U.S. consumer loan and credit services fees decline from fiscal 2018 to fiscal 2019?",
             C("Consumer loan and credit services fees", "u18"), C("Consumer loan and credit services fees", "u19")),
        NA("What were Kettlewick's pawn loan fees in Brazil in fiscal 2019?", "Brazil"),
    ],
    "t20": [
        L("What was U.S. jewelry inventory held less than one year at September 30, 2019?",
          "Held less than one year", "a19", ("U.S. Pawn", "Jewelry")),
        L("latin america general merchandise held one year or more, sept 30 2018, as % of total inventories",
          "Held one year or more", "p18", ("Latin America Pawn", "General merchandise")),
        L("What share of total inventories did U.S. Pawn account for at September 30, 2019?", "Total U.S. Pawn",
          "p19"),
        L("Total Latin America jewelry inventroy, Sep 30 2019", "Total jewelry", "a19", "Latin America Pawn"),
        SUM("What was the total inventory held one year or more, both segments and both categories, at "
            "September 30, 2019?",
            [C("Held one year or more", "a19", ("U.S. Pawn", "Jewelry")),
             C("Held one year or more", "a19", ("U.S. Pawn", "General merchandise")),
             C("Held one year or more", "a19", ("Latin America Pawn", "Jewelry")),
             C("Held one year or more", "a19", ("Latin America Pawn", "General merchandise"))]),
    ],
    "t21": [
        L("What is the annual capacity of Halvarick's Corvidge Mine?", "Corvidge Mine", "cap"),
        L("Where is the Osterby Plant located?", "Osterby Plant", "loc"),
        L("When does the Harlowick Mine lease expire?", "Harlowick Mine", "exp"),
        L("total production of the evaporation plants in 2019", "Total evaporation plants", "p19"),
        CNT("How many of Halvarick's rock salt mines are owned outright?", ROCK, "own", ("eq", "Owned")),
        NA("What is the capacity of Halvarick's mine in Chile?", "Chile"),
    ],
    "t22": [
        L("What was Halvarick's average sales price per ton of highway deicing salt in 2018?", "Highway deicing",
          "y18", SP),
        L("SOP sales volume % change 2019 vs 2018", "Sulfate of potash (SOP)", "cp", SV),
        L("Total salt average price per ton, 2019", "Total salt", "y19", SP),
        L("What were Plant Nutrition segment sales in 2018, in millions?",
          "Plant Nutrition segment sales (in millions)", "y18"),
        PCT("What was the percentage change in highway deicing volumes from 2017 to 2018?",
            C("Highway deicing", "y18", SV), C("Highway deicing", "y17", SV)),
        DIFF("How much higher was the average price per ton of sulfate of potash in 2019 than in 2017?",
             C("Sulfate of potash (SOP)", "y19", SP), C("Sulfate of potash (SOP)", "y17", SP)),
    ],
    "t23": [
        L("What are the proven reserves at the Tesselmoor Mine, in millions of tons?", "Tesselmoor Mine", "pt"),
        L("probable reserve grade ebberstone", "Ebberstone Mine", "bg"),
        L("What are Halvarick's total reserves at the Corvidge Mine?", "Corvidge Mine", "tt", grp=True),
        L("Estimated remaining life of the Harlowick Mine, in years", "Harlowick Mine", "life"),
        CMP("Which rock salt mine has the longest estimated remaining life?", RES_ROCK, "life"),
        NA("What are the proven reserves of Halvarick's lithium brine?", "lithium"),
    ],
    "t24": [
        L("highway deicing volume Q4 2019", "Highway deicing", "q4_19"),
        L("What were Halvarick's salt sales in the second quarter of 2018?", "Salt", "q2_18"),
        L("What were operating earnings (loss) in the third quarter of 2019?",
          "Operating earnings (loss) (in millions)", "q3_19"),
        L("Net earnings per diluted share, first quarter 2018", NEPS, "q1_18"),
        SUM("What were net earnings for the first two quarters of 2019 combined? Answer in millions.",
            [C("Net earnings (loss) (in millions)", "q1_19"), C("Net earnings (loss) (in millions)", "q2_19")]),
        DIFF("What is the difference between Q1 2019 and Q1 2018 consumer and industrial sales volumes (2019 minus "
             "2018)?", C("Consumer and industrial", "q1_19"), C("Consumer and industrial", "q1_18")),
    ],
    "t25": [
        L("How many digital bulletins does Ombrevale have in Houston?", "Houston", "bd"),
        L("How many transit and airport displays does Ombrevale operate in Washington, D.C.?", "Washington, D.C.",
          "tr"),
        L("total displays in vancouver", "Vancouver", "td"),
        L("How many digital posters are there in Canada altogether?", "Total Canada", "pd"),
        L("Could you give me the total number of advertising displays across all markets?", "Total displays", "td"),
        CNT("In how many Texas markets does Ombrevale have no transit and airport displays?", TX, "tr", ("eq", 0)),
        NA("How many static bulletins does Ombrevale have in Seattle?", "Seattle"),
    ],
    "t26": [
        L("What was Ombrevale's net revenue from digital bulletins in 2019?", "Net revenue (in thousands)", "bd19"),
        L("average monthly revenue per display, static posters, 2018", "Average monthly revenue per display",
          "ps18"),
        L("Average occupancy of digital posters in 2019?", "Average occupancy", "pd19"),
        L("How many static bulletins were in service, on average, in 2018?", "Average displays in service", "bs18"),
        L("display contribution margin for static bulletins 2019", "Display contribution margin", "bs19"),
        DIFF("How much more display contribution did digital bulletins generate in 2019 than in 2018?",
             C("Display contribution (in thousands)", "bd19"), C("Display contribution (in thousands)", "bd18")),
    ],
    "t27": [
        L("What were Ombrevale's funds from operations in 2019?", "Funds from operations (FFO)", "y19"),
        L("AFFO 2017", "Adjusted funds from operations (AFFO)", "y17"),
        L("What adjustment for maintenance capital expenditures was made in arriving at AFFO for 2018?",
          "Capital expenditures \u2014 maintenance", "y18"),
        L("What adjustment for the gain on disposition of real estate assets appears in the 2019 FFO "
          "reconciliation?", "Gain on disposition of real estate assets, net", "y19"),
        PCT("By what percentage did AFFO increase from 2018 to 2019?",
            C("Adjusted funds from operations (AFFO)", "y19"), C("Adjusted funds from operations (AFFO)", "y18")),
        NA("What was Ombrevale's AFFO per diluted share in 2019?", "diluted"),
    ],
    "t28": [
        L("What is the permitted remaining airspace at the Dunwarren Landfill?", "Dunwarren Landfill", "pv"),
        L("In which state is the Pitchmoor Landfill?", "Pitchmoor Landfill", "st"),
        L("Probable expansion airspace at Cullenby Landfill, million cubic yards", "Cullenby Landfill", "ev"),
        L("Total permitted acreage of the West region's landfills?", "Total West", "pa"),
        SUM("What is the total remaining airspace, permitted plus probable expansion, at the Norrowby Landfill?",
            [C("Norrowby Landfill", "pv"), C("Norrowby Landfill", "ev")]),
        CNT("How many of the Southeast landfills does Nethercairn own?", SE_LF, "own", ("eq", "Owned")),
        NA("How much airspace remains at Nethercairn's landfill in Oregon?", "Oregon"),
    ],
    "t29": [
        L("What was gross residential collection revenue in 2018?", "Residential", "g18"),
        L("Net landfill revenue in 2018?", "Landfill", "n18"),
        L("What percent of total net revenue did small-container commercial collection account for in 2017?",
          "Small-container commercial", "p17"),
        L("total collection net revenue 2018", "Total collection", "n18"),
        PCT("By what percentage did total net revenues grow from 2017 to 2018?", C("Total revenues", "n18"),
            C("Total revenues", "n17")),
        DIFF("How much higher was gross landfill revenue in 2018 than in 2017?", C("Landfill", "g18"),
             C("Landfill", "g17")),
    ],
    "t30": [
        L("How many tons of construction and demolition waste did Nethercairn's landfills take in during 2017?",
          "Construction and demolition", "t17"),
        L("average rate per ton for special waste, 2018", "Special waste", "a18"),
        L("What was the percentage change in the average rate for contaminated soil?", "Contaminated soil", "rc",
          grp=True),
        L("Revenue from third-party municipal solid waste in 2018", "Third-party", "r18"),
        DIFF("By how much did the average rate per ton for total municipal solid waste rise from 2017 to 2018?",
             C("Total municipal solid waste", "a18"), C("Total municipal solid waste", "a17")),
        NA("What was the average rate per ton for special waste in 2016?", "2016"),
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
    if any(page_of(doc, r) == 2 for r, _ in cells):
        t.append("second_page")
        if not doc.repeat_header:
            t.append("header_not_repeated")
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
