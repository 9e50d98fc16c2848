"""bench/aitqa-style15: write questions.jsonl; every gold is computed from make_docs' tables.

    /work/main/.venv/bin/python bench/aitqa-style15/make_questions.py

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

PREFIX, SOURCE = "as15-", "aitqa-style15"
KPI = re.compile(r"occupan|occupied|rent per|realized rent|monthly rent|\bNOI\b|net operating income|\bFFO\b|"
                 r"funds from operations|margin|operating income|operating loss|EBITDA|per box|per acre|per cwt|"
                 r"price per|per gallon|per bushel|per MMBtu|per ton|crush|capacity|utili[sz]ation|pre-leas|"
                 r"ticket price|fee per|same-store|same-community|cash cost|revenue per|gross profit|\bEPS\b|"
                 r"per share|sales growth|gross transaction value|heat value|reserves|rate increase|"
                 r"boxes per|adverse price", re.I)
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


STU_SE = labels(M.STU_US["Southeast:"])
STO_SE = labels(M.STO_US["Southeast:"])
STO_CENTRAL = labels(M.STO_US["Central:"])
STO_TOP10 = labels(M.STO_MKT["Top ten markets (a):"])
CIT_SWFL = labels(M.CIT_FL["Southwest Florida:"])
ETH_OWNED = [x[0] for xs in M.ETH_OWNED.values() for x in xs]
SUG_BEETS = [x[0] for xs in M.SUG_BEET.values() for x in xs]
CON_AMPH = labels(M.CON_NA["Amphitheaters:"])
CON_THEATERS = labels(M.CON_NA["Theaters and clubs:"])
CON_TYPES = labels(M.CON_OPS)
LOT_FM = labels(M.LOT_FM)
COL_MINES = [x[0] for xs in (M.COL_THERMAL | M.COL_MET).values() for x in xs]
COL_MET_Q = [x[0] for x in M.COL_MET_SALES]
SAMEC, DELIV = "Same-community (c):", "Fall 2020 deliveries (d):"
DONE, BUILD = "Completed in 2019:", "Under construction (c):"
PROC, FRESH = "Processed fruit (a):", "Fresh fruit (b):"
INV, FWD, DER = "Inventories:", "Forward purchase and sale contracts (a):", "Derivative instruments (b):"
IND, RETAIL, UK = "Industrial:", "Retail and foodservice:", "Int'l (U.K.) (b):"
EVENTS, FANS = "Events promoted:", "Fans (in thousands):"
FEE, NOFEE = "Fee-bearing tickets (in thousands):", "Non-fee-bearing tickets (in thousands) (a):"
GTV, AVGFEE = "Gross transaction value (in millions) (b):", "Average fee per fee-bearing ticket (c):"
SALES, GROWTH = "Retail sales (in millions):", "Same-store sales growth (c):"

SPECS = {
    # ------------------------------------------------------------------ Tressingham Campus Communities Trust
    "t01": [
        L("How far from campus is the Tempe property?", "Tempe, AZ", "mi", grp=True),
        L("What was fall 2018 occupancy at the Davis, CA community?", "Davis, CA", "o18"),
        L("average monthly rent per bed across all U.K. communities 2019", "Total U.K.", "r19"),
        L("In which year did Tressingham acquire or develop the Boulder community?", "Boulder, CO", "yr"),
        CNT("How many of the Southeast communities were more than 97% occupied in fall 2019?", STU_SE, "o19",
            ("gt", 97)),
        PCT("By what percentage did the average monthly rent per bed at Eugene rise from 2018 to 2019?",
            C("Eugene, OR", "r19"), C("Eugene, OR", "r18")),
        NA("How many beds does Tressingham own in Knoxville?", "Knoxville"),
    ],
    "t02": [
        L("What was Tressingham's same-community rental revenue in 2018?", "Rental revenue", "s18"),
        L("What did utilities cost at the U.K. communities in 2019?", "Utilities", "k19"),
        L("What operating margin did the non-same-community properties post in 2018?", "Operating margin", "n18"),
        DIFF("How much did same-community NOI grow between 2018 and 2019, in thousands of dollars?",
             C("Net operating income", "s19"), C("Net operating income", "s18")),
        SUM("What were real estate taxes at the same-community and non-same-community U.S. properties combined "
            "in 2019?", [C("Real estate taxes", "s19"), C("Real estate taxes", "n19")]),
    ],
    "t03": [
        L("How many beds had been pre-leased for 2020\u20132021 at the West same-community properties?", "West",
          "p20"),
        L("What percentage of the Midwest beds delivering in fall 2020 were pre-leased?", "Midwest", "c20", DELIV),
        L("projected rental rate increase for tressingham's U.K. same-community beds", "U.K.", "ri", SAMEC,
          grp=True),
        L("How many design beds are there across the total portfolio?", "Total portfolio", "bd"),
        DIFF("What is the gap, in percentage points, between the Southwest same-community percent pre-leased a year "
             "earlier (2019\u20132020) and now (2020\u20132021)?", C("Southwest", "c19", SAMEC),
             C("Southwest", "c20", SAMEC)),
    ],
    "t04": [
        L("What was Tressingham's Core FFO in 2018?", "Core FFO", "a18"),
        L("FFO per diluted share and unit, 2017", "FFO per diluted share and unit", "a17"),
        L("What figure is shown for the gain on disposition of real estate in 2018?",
          "Gain on disposition of real estate", "a18"),
        L("How many weighted average diluted shares and units were there in 2019?",
          "Weighted average diluted shares and units (in thousands)", "a19"),
        PCT("By what percent did funds from operations increase from 2018 to 2019?",
            C("Funds from operations (FFO)", "a19"), C("Funds from operations (FFO)", "a18")),
    ],
    # ------------------------------------------------------------------ Pennistrow Self Storage Trust
    "t05": [
        L("How many Florida stores does Pennistrow run for third-party owners?", "Florida", "mg"),
        L("What was average occupancy in Scotland in 2018?", "Scotland", "o18"),
        L("How many stores does Pennistrow have in total, counting owned, joint venture and managed?",
          "Total Pennistrow", "st"),
        L("What realized rent per occupied square foot did Pennistrow achieve across the whole portfolio in 2019?",
          "Total Pennistrow", "r19"),
        CMP("Which Central state had the highest realized rent per occupied sq. ft. in 2019?", STO_CENTRAL, "r19"),
        CNT("How many Southeast states have 20 or more wholly owned stores?", STO_SE, "wo", ("gt", 19)),
        NA("How many self storage stores does Pennistrow own in Oregon?", "Oregon"),
    ],
    "t06": [
        L("What was the % change in same-store marketing expense?", "Marketing", "sc"),
        L("Total NOI for 2019 including the non-same-store properties", "Net operating income", "t19"),
        L("Average occupancy at non-same-store stores in 2019", "Average occupancy", "n19"),
        L("What was the same-store realized annual rent per occupied square foot in 2018?",
          "Realized annual rent per occupied sq. ft.", "s18"),
        DIFF("How much higher were Pennistrow's total revenues in 2019 than in 2018, all stores included?",
             C("Total revenues", "t19"), C("Total revenues", "t18")),
    ],
    "t07": [
        L("How much had Pennistrow spent so far on the Brooklyn store that is still under construction?",
          "Brooklyn, NY", "inc", BUILD),
        L("What was the occupancy of the Denver store completed in 2019 at year end?", "Denver, CO", "oc"),
        L("When is the Phoenix development expected to open?", "Phoenix, AZ", "op"),
        SUM("What is the combined rentable square footage of the two Dallas projects, the one completed in 2019 "
            "and the one under construction?", [C("Dallas, TX", "sf", DONE), C("Dallas, TX", "sf", BUILD)]),
        DIFF("How much investment is left to spend on the projects under construction (estimated total less "
             "incurred to date)?", C("Total under construction", "est"), C("Total under construction", "inc")),
    ],
    "t08": [
        L("What same-store revenues did the Houston market produce in 2019?", "Houston", "r19"),
        L("Miami-Fort Lauderdale NOI % change", "Miami-Fort Lauderdale", "nc"),
        L("U.K. same-store net operating income, 2018", "U.K.", "n18"),
        CMP("Which of the top ten markets had the weakest same-store NOI growth in 2019?", STO_TOP10, "nc",
            mode="min"),
        SUM("What was the combined 2019 same-store revenue of the New York and Boston markets?",
            [C("New York-Newark-Jersey City", "r19"), C("Boston-Cambridge-Newton", "r19")]),
    ],
    # ------------------------------------------------------------------ Alderwyck Citrus Company
    "t09": [
        L("How many acres of Valencia oranges does Alderwyck have planted in Hendry County?", "Hendry County", "va"),
        L("How many trees does Alderwyck have in its Indian River region?", "Total Indian River", "tr"),
        L("What is the total planted grapefruit acreage across all of Alderwyck's groves?", "Total Alderwyck", "gf"),
        CNT("In how many Southwest Florida counties does Alderwyck have more than 1,000 non-planted acres?",
            CIT_SWFL, "np", ("gt", 1000)),
        DIFF("How many more planted acres does Alderwyck have in Florida than in California?",
             C("Total Florida", "pt"), C("Total California", "pt")),
        NA("How many acres of citrus does Alderwyck have planted in Arizona?", "Arizona"),
    ],
    "t10": [
        L("What revenue per box did Alderwyck realize on Valencia oranges in fiscal 2018?", "Valencia oranges",
          "p18"),
        L("How many boxes of fresh grapefruit were sold in fiscal 2019?", "Grapefruit", "b19", FRESH),
        L("What were revenues from processed grapefruit in fiscal 2018?", "Grapefruit", "r18", PROC),
        PCT("By what percentage did the number of boxes of processed fruit change from fiscal 2018 to fiscal 2019?",
            C("Total processed fruit", "b19"), C("Total processed fruit", "b18")),
        DIFF("How much more per box did lemons fetch than mandarins in fiscal 2019?", C("Lemons", "p19"),
             C("Mandarins", "p19")),
    ],
    "t11": [
        L("What was the Packing and Marketing segment's operating income (loss) in fiscal 2018?",
          "Operating income (loss)", "p18"),
        L("How much did the Citrus Groves segment earn from sales to the packinghouse in fiscal 2019?",
          "Intersegment revenues", "g19"),
        L("Consolidated capital expenditures for fiscal 2018", "Capital expenditures", "t18"),
        L("What hurricane recoveries did the Citrus Groves segment record in fiscal 2018?", "Hurricane recoveries",
          "g18"),
        L("What operating margin did the Citrus Groves segment earn in fiscal 2019?", "Operating margin", "g19"),
        DIFF("By how much did consolidated operating income decline from fiscal 2018 to fiscal 2019?",
             C("Operating income (loss)", "t18"), C("Operating income (loss)", "t19")),
    ],
    "t12": [
        L("What did Alderwyck spend per acre on citrus greening management in fiscal 2017?",
          "Citrus greening management", "f17"),
        L("Percent change in irrigation cost per acre, 2019 vs. 2018", "Irrigation", "c1"),
        L("What were total harvest costs per box in fiscal 2019?", "Total harvest costs per box", "f19"),
        L("How many non-bearing acres did Alderwyck have in fiscal 2018?", "Non-bearing acres", "f18"),
        SUM("What was the combined per-acre cost of fertilizer and of pest and disease control in fiscal 2019?",
            [C("Fertilizer and nutrients", "f19"), C("Pest and disease control", "f19")]),
    ],
    # ------------------------------------------------------------------ Vardenholt Renewable Fuels
    "t13": [
        L("What is the nameplate capacity of the Wood River plant?", "Wood River", "cap", grp=True),
        L("Corn processed at the Tuscola, Illinois joint venture plant in 2019", "Tuscola, Illinois", "c19"),
        L("How many tons of distillers grains did Vardenholt's joint venture plants produce in 2019?",
          "Total joint venture plants", "dg"),
        L("When was the Otter Tail plant acquired or built?", "Otter Tail", "yr"),
        CMP("Which of Vardenholt's owned plants produced the most ethanol in 2019?", ETH_OWNED, "p19"),
        DIFF("How much more ethanol did the Nebraska plants produce than the Iowa plants in 2019?",
             C("Total Nebraska", "p19"), C("Total Iowa", "p19")),
        NA("How much ethanol did Vardenholt's Ohio plant produce in 2019?", "Ohio"),
    ],
    "t14": [
        L("What average price per gallon did Vardenholt realize for ethanol in 2017?", "Ethanol (per gallon)", "y17"),
        L("How much did the cost of corn per bushel change between 2018 and 2019?", "Corn (per bushel)", "ch",
          grp=True),
        L("distillers grains production 2018 (thousand equivalent dried tons)",
          "Distillers grains (thousand equivalent dried tons)", "y18"),
        L("What was the consolidated ethanol crush margin per gallon in 2019?",
          "Consolidated ethanol crush margin per gallon", "y19"),
        DIFF("How much higher was the realized distillers grains price per ton in 2019 than in 2017?",
             C("Distillers grains (per equivalent dried ton)", "y19"),
             C("Distillers grains (per equivalent dried ton)", "y17")),
    ],
    "t15": [
        L("What intersegment revenues did the Partnership segment report for 2018?", "Intersegment revenues", "p18"),
        L("Ethanol Production gross profit (loss), 2019", "Gross profit (loss)", "e19"),
        L("How large was Vardenholt's consolidated impairment of long-lived assets in 2019?",
          "Impairment of long-lived assets", "t19"),
        L("What figure is shown for eliminations in cost of goods sold for 2018?", "Cost of goods sold", "x18"),
        SUM("What was the combined depreciation and amortization of the Agribusiness and Energy Services and "
            "Partnership segments in 2019?", [C("Depreciation and amortization", "a19"),
                                             C("Depreciation and amortization", "p19")]),
    ],
    "t16": [
        L("What was Vardenholt's net long corn position in inventories at December 31, 2018?", "Corn (bushels)",
          "v18", INV),
        L("Effect of a 10% adverse price change on forward ethanol contracts at year-end 2019", "Ethanol (gallons)",
          "e19", FWD),
        L("What was the net position in natural gas derivative instruments at December 31, 2019?",
          "Natural gas (MMBtu)", "v19", DER),
        L("What was the total effect of a 10% adverse price change at December 31, 2018?",
          "Total effect of a 10% adverse price change", "e18"),
        DIFF("How many more thousand bushels of corn were under forward purchase contracts at the end of 2019 than "
             "at the end of 2018?", C("Corn (bushels)", "v19", FWD), C("Corn (bushels)", "v18", FWD)),
    ],
    # ------------------------------------------------------------------ Dunkelby Sugar Corporation
    "t17": [
        L("What is the annual capacity of the Gramercy, Louisiana refinery?", "Gramercy, Louisiana", "cap",
          grp=True),
        L("How much refined sugar did the Liverpool refinery produce in fiscal 2018?", "Liverpool, England", "p18"),
        L("Capacity utilization at Twin Falls, Idaho in fiscal 2019", "Twin Falls, Idaho", "u19"),
        L("How many people work at Dunkelby's beet factories in total?", "Total beet factories", "emp"),
        L("In what year was the Fremont, Ohio factory built or acquired?", "Fremont, Ohio", "yr"),
        CNT("How many of Dunkelby's beet sugar factories ran above 93% capacity utilization in fiscal 2019?",
            SUG_BEETS, "u19", ("gt", 93)),
        DIFF("How much more refined sugar did the cane refineries produce than the beet factories in fiscal 2019?",
             C("Total cane refineries", "p19"), C("Total beet factories", "p19")),
    ],
    "t18": [
        L("What was the average price per cwt of powdered sugar sold to retail and foodservice customers in fiscal "
          "2019?", "Powdered", "p19"),
        L("Industrial liquid sugar volume in fiscal 2018", "Liquid", "v18", IND),
        L("What were net sales of granulated sugar in the U.K. in fiscal 2018?", "Granulated", "s18", UK),
        PCT("By what percentage did the average price per cwt of industrial granulated sugar rise from fiscal 2018 "
            "to fiscal 2019?", C("Granulated", "p19", IND), C("Granulated", "p18", IND)),
        NA("How much refined sugar did Dunkelby sell in Mexico in fiscal 2019?", "Mexico"),
    ],
    "t19": [
        L("What did sugar beets cost per cwt in fiscal 2019?", "Sugar beets", "bp19"),
        L("What was the total cost of sales of the beet processing business in fiscal 2018?",
          "Total cost of sales", "ba18"),
        L("What were total conversion costs per cwt for cane refining in fiscal 2019?", "Total conversion costs",
          "cp19"),
        L("How much refined sugar did the beet business sell in fiscal 2019, in thousand cwt?",
          "Refined sugar sold (thousand cwt)", "ba19"),
        DIFF("How much more did cane refining spend on labor and benefits than beet processing in fiscal 2019?",
             C("Labor and benefits", "ca19"), C("Labor and benefits", "ba19")),
    ],
    "t20": [
        L("What were Dunkelby's net sales in the third quarter of fiscal 2018?", "Net sales", "q3_18"),
        L("Q4 fiscal 2019 net income (loss)?", "Net income (loss)", "q4_19"),
        L("What was diluted EPS in the first quarter of fiscal 2019?", "Diluted", "q1_19"),
        L("How large was the beet factory impairment in the fourth quarter of fiscal 2019?",
          "Impairment of beet factories", "q4_19"),
        L("Dunkelby gross margin, Q4 of fiscal 2018", "Gross margin", "q4_18"),
        SUM("What was Dunkelby's combined gross profit for the first two quarters of fiscal 2019?",
            [C("Gross profit", "q1_19"), C("Gross profit", "q2_19")]),
        PCT("By what percentage did operating income change from the third quarter to the fourth quarter of fiscal "
            "2019?", C("Operating income (loss)", "q4_19"), C("Operating income (loss)", "q3_19")),
    ],
    # ------------------------------------------------------------------ Tambourne Live Entertainment
    "t21": [
        L("How many events did the Chicago venue host in 2018?", "Chicago, IL", "e18"),
        L("Attendance at the Amsterdam venue in 2019", "Amsterdam", "a19"),
        L("What was total attendance at Tambourne's international venues in 2019?", "Total Int'l", "a19"),
        L("When does the agreement for the Nashville venue expire?", "Nashville, TN", "exp"),
        CMP("Which theater or club hosted the most events in 2019?", CON_THEATERS, "e19"),
        CNT("How many of Tambourne's amphitheaters drew more than 500,000 people in 2019?", CON_AMPH, "a19",
            ("gt", 500)),
        NA("What is the capacity of Tambourne's venue in Germany?", "Germany"),
    ],
    "t22": [
        L("How many stadium events did Tambourne promote in North America in 2018?", "Stadiums", "n18", EVENTS),
        L("Int'l festival fans in 2019, in thousands", "Festivals", "i19", FANS),
        L("What was the average ticket price per fan at international events in 2019?",
          "Average ticket price per fan", "i19"),
        L("total fans 2018", "Total fans", "t18"),
        CMP("Which venue type drew the most international fans in 2019?", CON_TYPES, "i19", FANS),
        PCT("By what percentage did the total number of events promoted grow from 2018 to 2019?",
            C("Total events", "t19"), C("Total events", "t18")),
    ],
    "t23": [
        L("What was Tambourne's Ticketing segment operating income in 2018?", "Operating income (loss)", "k18"),
        L("What operating margin did Sponsorship and Advertising earn in 2019?", "Operating margin", "s19"),
        L("Corporate and eliminations operating income (loss) for 2019", "Operating income (loss)", "o19"),
        L("How much did Tambourne spend on capital expenditures in 2018, all segments together?",
          "Capital expenditures", "t18"),
        DIFF("How much did consolidated operating income increase from 2018 to 2019?",
             C("Operating income (loss)", "t19"), C("Operating income (loss)", "t18")),
    ],
    "t24": [
        L("How many fee-bearing tickets did Tambourne sell internationally in 2017?", "Int'l", "y17", FEE),
        L("Percent change in North American non-fee-bearing tickets, 2019 vs. 2018", "North America", "c1", NOFEE),
        L("What was total gross transaction value in 2018?", "Total", "y18", GTV),
        L("average fee per fee-bearing ticket in north america, 2019", "North America", "y19", AVGFEE),
        DIFF("By how much did the North American average fee per fee-bearing ticket rise from 2017 to 2019?",
             C("North America", "y19", AVGFEE), C("North America", "y17", AVGFEE)),
    ],
    # ------------------------------------------------------------------ Verrowfield Lottery Systems
    "t25": [
        L("When does Verrowfield's Texas contract expire?", "Texas", "exp"),
        L("How many self-service terminals does Verrowfield operate in Georgia?", "Georgia", "ts"),
        L("Lottery retail sales in Italy in 2018", "Italy", "s18"),
        L("By how much did Michigan's lottery sales change?", "Michigan", "ch", grp=True),
        L("How many retailers are connected across all of Verrowfield's jurisdictions?", "Total Verrowfield", "ret"),
        CNT("How many facilities management states had lottery retail sales above $5 billion in 2019?", LOT_FM,
            "s19", ("gt", 5000)),
        NA("When does Verrowfield's California lottery contract expire?", "California"),
    ],
    "t26": [
        L("What were U.S. instant ticket sales in the second quarter of 2019?", "Second quarter", "u19in", SALES),
        L("Int'l draw game sales, fourth quarter 2018", "Fourth quarter", "i18dr", SALES),
        L("What was same-store sales growth for U.S. draw games in the third quarter of 2019?", "Third quarter",
          "u19dr", GROWTH),
        L("full-year same-store growth of Int'l instant tickets in 2018", "Full year", "i18in"),
        SUM("What were U.S. instant ticket sales in the first and fourth quarters of 2019 added together?",
            [C("First quarter", "u19in", SALES), C("Fourth quarter", "u19in", SALES)]),
    ],
    "t27": [
        L("What was the Interactive segment's operating loss in 2019?", "Operating income (loss)", "d19"),
        L("Instant Products cost of product sales, 2018", "Cost of product sales", "n18"),
        L("What was Verrowfield's consolidated research and development expense in 2019?",
          "Research and development", "t19"),
        L("Lottery Operations operating margin for 2018", "Operating margin", "l18"),
        PCT("By what percentage did Interactive revenue grow from 2018 to 2019?", C("Total revenue", "d19"),
            C("Total revenue", "d18")),
        NA("What revenue did Verrowfield's sports betting segment generate in 2019?", "sports betting"),
    ],
    # ------------------------------------------------------------------ Grimsholt Coal Company
    "t28": [
        L("What are the proven reserves at the Hobbleford mine?", "Hobbleford", "pv"),
        L("Heat value of Roscarrow coal", "Roscarrow", "btu"),
        L("What is the sulfur content of the Ellwyck mine's reserves?", "Ellwyck", "sul"),
        L("How much coal did Grimsholt's metallurgical mines produce in 2018?", "Total metallurgical", "p18"),
        L("What are Grimsholt's total proven and probable reserves?", "Total Grimsholt", "pt"),
        L("What mining method is used at Mardlebury?", "Mardlebury", "mm"),
        CNT("How many Grimsholt mines have reserves with a sulfur content below 1%?", COL_MINES, "sul", ("lt", 1)),
        NA("How much coal does Grimsholt mine in Kentucky?", "Kentucky"),
    ],
    "t29": [
        L("Illinois Basin cash cost per ton in 2018", "Illinois Basin", "c18"),
        L("What was the revenue per ton for low-vol metallurgical coal in 2019?", "Low-vol", "r19"),
        L("How many tons of thermal coal did Grimsholt sell in 2019?", "Total thermal", "t19"),
        L("grimsholt cash margin per ton 2019, whole company", "Total Grimsholt", "m19"),
        CMP("Which metallurgical coal quality earned the highest cash margin per ton in 2018?", COL_MET_Q, "m18"),
        DIFF("How much did the Northern Appalachia cash margin per ton shrink from 2018 to 2019?",
             C("Northern Appalachia", "m18"), C("Northern Appalachia", "m19")),
    ],
    "t30": [
        L("What was Grimsholt's Adjusted EBITDA in 2017?", "Adjusted EBITDA", "y17"),
        L("How much depreciation, depletion and amortization did Grimsholt record in 2019?",
          "Depreciation, depletion and amortization", "y19"),
        L("What was the change in net interest expense?", "Interest expense, net", "ch", grp=True),
        L("Adjusted EBITDA per ton sold in 2018", "Adjusted EBITDA per ton sold", "y18"),
        L("What figure is shown for the mark-to-market on coal derivatives in 2019?",
          "Mark-to-market (gain) loss on coal derivatives", "y19"),
        PCT("What was the percentage change in Grimsholt's Adjusted EBITDA from 2018 to 2019?",
            C("Adjusted EBITDA", "y19"), C("Adjusted EBITDA", "y18")),
    ],
}


# questions worded away from the printed labels (synonyms, or a total named by what it covers); tagged paraphrase
PARAPHRASED = ("How many Florida stores does Pennistrow run for third-party owners",
               "How many stores does Pennistrow have in total, counting",
               "What realized rent per occupied square foot did Pennistrow achieve across the whole",
               "Total NOI for 2019 including", "How much had Pennistrow spent so far",
               "How many trees does Alderwyck have in its Indian River",
               "How much did the Citrus Groves segment earn from sales to the packinghouse",
               "How many people work at Dunkelby's beet factories",
               "What was total attendance at Tambourne's international",
               "How much did Tambourne spend on capital expenditures in 2018, all segments",
               "How many retailers are connected across all",
               "What was the Interactive segment's operating loss", "What was the change in net interest expense",
               "How much did the cost of corn per bushel change", "By how much did Michigan's lottery sales change",
               "How far from campus is the Tempe", "What did utilities cost at the U.K.",
               "How many tons of thermal coal did Grimsholt sell", "grimsholt cash margin per ton 2019, whole company",
               "What was the net position in natural gas derivative", "What did sugar beets cost per cwt")
for _specs in SPECS.values():
    for _s in _specs:
        if _s["text"].startswith(PARAPHRASED):
            _s["para"] = True
assert all(sum(1 for v in SPECS.values() for s in v if s["text"].startswith(p)) == 1 for p in PARAPHRASED), \
    "a PARAPHRASED prefix matches no question, or more than one"


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
    for s, name in ((1000, "scale_thousands"), (1000000, "scale_millions")):
        if s in scales:
            t.append(name)
    if any(isinstance(r.vals.get(c.key), str) for r, c in cells):
        t.append("text_answer")
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
