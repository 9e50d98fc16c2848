"""bench/aitqa-style8: write questions.jsonl; every gold is computed from make_docs' tables.

    /work/main/.venv/bin/python bench/aitqa-style8/make_questions.py

Each question is a spec over one Doc: a cell (row label, an enclosing section when the label repeats, a
column key), two cells for a difference or percent change, several cells for a sum, candidate rows for a
comparison, or an absent term for an unanswerable question. The question wording is written by hand;
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

PREFIX, SOURCE = "as8-", "aitqa-style8"
KPI = re.compile(r"utiliz|occupancy|fill rate|tenancy|dayrate|revenue efficiency|on-time|\bOTP\b|MDBF|"
                 r"mean distance|per kilo|per (customs )?entry|per (economic )?(occupied )?pallet|per kWh|"
                 r"per kilowatt|per repair|turnaround|margin|organic growth|per port|backlog|throughput|"
                 r"passenger miles|boardings|days in hangar|out-of-service|transponders|labor hours", re.I)


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


def NA(text, term):
    return dict(kind="unanswerable", text=text, term=term, cells=[], para=False)


NB, TW = "Northbourne Regional Transit Authority", "Tidewater Commuter Rail District"
AIR, SEA = "Airfreight tonnage (metric tons in thousands)", "Ocean freight volume (FEUs in thousands)"
BL, DAYS, RATE = ("Contract drilling backlog (in millions)", "Contracted days",
                  "Average contractual dayrate (in thousands)")
OO, CU = "Owned and operated network", "Customer-owned, networked"

SPECS = {
    "t01": [
        L("How many Ku-band transponders does Keldrathe's Keldra 11 satellite carry?", "Keldra 11", "ku"),
        L("When is Keldra 8 expected to reach the end of its service life?", "Keldra 8", "eol"),
        L("What was the fill rate of Keldra 10 at the end of 2018?", "Keldra 10", "f18"),
        L("keldrathe total C-band transponders in latin america", "Total Latin America", "c"),
        CMP("Which of Keldrathe's Asia-Pacific satellites had the highest fill rate in 2019?",
            ["Keldra 3", "Keldra 7", "Keldra 18"], "f19"),
        DIFF("By how many percentage points did Keldra 17's fill rate rise from 2018 to 2019?",
             C("Keldra 17", "f19"), C("Keldra 17", "f18")),
        NA("What orbital location does Keldrathe's Keldra 15 satellite occupy?", "Keldra 15"),
    ],
    "t02": [
        L("How many Ku-band transponders were being utilized in Latin America at December 31, 2018?",
          "Latin America", "u18", "Ku-band"),
        L("What was Keldrathe's C-band utilization in Asia-Pacific at year-end 2019?", "Asia-Pacific", "p19",
          "C-band"),
        L("total available transponders at end of 2019, keldrathe", "Total transponders", "a19"),
        L("How many C-band transponders did Keldrathe have available over Europe, the Middle East and Africa at "
          "the end of 2018?", "Europe, Middle East and Africa", "a18", "C-band", para=True),
        PCT("By what percentage did Keldrathe's total utilized transponders grow between December 31, 2018 and "
            "December 31, 2019?", C("Total transponders", "u19"), C("Total transponders", "u18")),
    ],
    "t03": [
        L("How much had Keldrathe spent on Keldra 22 through the end of 2019?", "Keldra 22", "inc", para=True),
        L("remaining commitment on keldra 21 ($ millions)", "Keldra 21", "rem"),
        L("Which launch vehicle will carry Keldra 20?", "Keldra 20", "lv"),
        L("When is Keldra 23 expected to launch?", "Keldra 23", "ex"),
        L("Who is building Keldrathe's Keldra 22 satellite?", "Keldra 22", "mfr", para=True),
        SUM("What is the combined estimated total cost of Keldrathe's two replacement satellites?",
            [C("Keldra 20", "est"), C("Keldra 21", "est")]),
    ],
    "t04": [
        L("What was the insured amount for Keldra 13 at December 31, 2018?", "Keldra 13", "i18"),
        L("Net book value of Keldra 7 at the end of 2019?", "Keldra 7", "n19"),
        L("What was the total net book value of Keldrathe's uninsured satellites at December 31, 2019?",
          "Total uninsured satellites", "n19"),
        L("When does the in-orbit policy on Keldra 16 expire?", "Keldra 16", "exp", para=True),
        DIFF("What was the change in Keldra 14's net book value from the end of 2018 to the end of 2019?",
             C("Keldra 14", "n19"), C("Keldra 14", "n18")),
        NA("What deductible applies to Keldra 9's in-orbit insurance policy?", "deductible"),
    ],
    "t05": [
        L("How many metric tons of airfreight did Gannisford move out of Europe in 2018?", "Europe", "y18", AIR),
        L("fourth quarter 2017 ocean FEUs from Asia-Pacific, Gannisford", "Asia-Pacific", "q17", SEA),
        L("What was the percentage change in Gannisford's fourth-quarter airfreight tonnage out of Latin America?",
          "Latin America", "qc", AIR),
        CMP("Which origin region showed the weakest full-year growth in Gannisford's ocean freight volume?",
            M.GAN_REG, "yc", SEA, mode="min"),
        DIFF("How many more thousand metric tons of airfreight did Gannisford ship from Asia-Pacific in 2018 than "
             "in 2017?", C("Asia-Pacific", "y18", AIR), C("Asia-Pacific", "y17", AIR)),
        NA("What were Gannisford's road freight shipments from Europe in 2018?", "road freight"),
    ],
    "t06": [
        L("What were Gannisford's ocean freight net revenues in 2017?", "Net revenues", "y17",
          "Ocean freight and ocean services"),
        L("customs brokerage and other services revenues for 2016", "Revenues", "y16",
          "Customs brokerage and other services"),
        L("By what percentage did airfreight net revenues grow in 2018 compared with 2017?", "Net revenues", "c1",
          "Airfreight services"),
        L("What net revenue margin did Gannisford earn on ocean freight and ocean services in 2018?",
          "Net revenue margin", "y18", "Ocean freight and ocean services"),
        L("What were Gannisford's consolidated net revenues in 2016?", "Net revenues", "y16", "Consolidated"),
        SUM("What was the combined directly related cost of transportation for Gannisford's airfreight and ocean "
            "services in 2018?",
            [C("Directly related cost of transportation", "y18", "Airfreight services"),
             C("Directly related cost of transportation", "y18", "Ocean freight and ocean services")]),
    ],
    "t07": [
        L("How many customs entries did Gannisford file in Germany in 2017?", "Germany", "e17"),
        L("What was the average revenue per customs entry in Japan in 2018?", "Japan", "p18"),
        L("Total brokerage revenue 2018 (Gannisford)", "Total", "r18"),
        PCT("What was the percent change in the number of entries Gannisford filed in Mexico from 2017 to 2018?",
            C("Mexico", "e18"), C("Mexico", "e17")),
        CMP("Which European country brought Gannisford the most revenue per entry in 2018?",
            ["United Kingdom", "Germany", "Netherlands"], "p18"),
        NA("How many customs entries did Gannisford file in Brazil in 2018?", "Brazil"),
    ],
    "t08": [
        L("How many metric tons per week has Gannisford committed on the Frankfurt\u2013Atlanta lane?",
          "Frankfurt (FRA) \u2013 Atlanta (ATL)", "tn", para=True),
        L("peak season rate per kilogram hong kong to los angeles", "Hong Kong (HKG) \u2013 Los Angeles (LAX)", "pk",
          para=True),
        L("When does the Amsterdam\u2013New York block space agreement expire?",
          "Amsterdam (AMS) \u2013 New York (JFK)", "ex", para=True),
        L("What is Gannisford's total minimum annual commitment under its airfreight block space agreements?",
          "Total", "mac"),
        DIFF("On the Shanghai\u2013Chicago lane, how much higher is the peak-season rate per kilo than the off-peak "
             "rate?", C("Shanghai (PVG) \u2013 Chicago (ORD)", "pk"), C("Shanghai (PVG) \u2013 Chicago (ORD)", "op"),
             para=True),
        NA("What capacity has Gannisford committed on the Dubai\u2013London lane?", "Dubai"),
    ],
    "t09": [
        L("How many leased warehouses does Tamberlow have in the Southeast?", "Southeast", "lse"),
        L("What is the cubic footage of Tamberlow's Australian warehouses?", "Australia", "cf", para=True),
        L("total international pallet positions tamberlow", "Total International", "pp"),
        L("How many warehouses does Tamberlow manage for customers in total?", "Total portfolio", "mgd", para=True),
        SUM("How many owned warehouses does Tamberlow have in Canada and Argentina combined?",
            [C("Canada", "own"), C("Argentina", "own")]),
    ],
    "t10": [
        L("What was Tamberlow's same store rent and storage revenue per economic occupied pallet in 2018?",
          "Revenue per economic occupied pallet", "y18"),
        L("same store physical occupancy 2019", "Average physical occupancy", "y19"),
        L("By how many dollars did same store warehouse services revenues increase from 2018 to 2019?",
          "Revenues", "ca", "Warehouse services"),
        L("What was the percent change in same store throughput pallets?", "Throughput pallets (in thousands)",
          "cp"),
        DIFF("In 2019, how many percentage points higher was Tamberlow's same store economic occupancy than its "
             "physical occupancy?", C("Average economic occupancy", "y19"), C("Average physical occupancy", "y19")),
        NA("What was Tamberlow's same store power cost per pallet in 2019?", "power"),
    ],
    "t11": [
        L("What did Tamberlow pay per kilowatt-hour in California in 2019, in cents?", "California", "u19"),
        L("How many kilowatt-hours did Tamberlow's Midwest warehouses consume in 2018?", "Midwest", "k18"),
        L("Total international power cost in 2019", "Total International", "c19"),
        PCT("By what percent did Tamberlow's total U.S. power cost change from 2018 to 2019?",
            C("Total United States", "c19"), C("Total United States", "c18")),
        CMP("Which international market had the highest power cost per kWh for Tamberlow in 2019?",
            M.TAM_INTL, "u19"),
    ],
    "t12": [
        L("What was Tamberlow's average monthly storage rate per occupied pallet for chilled space in 2018?",
          "Chilled (28\u00b0F to 40\u00b0F)", "r18", para=True),
        L("deep frozen pallet positions at December 31, 2019", "Deep frozen (\u201320\u00b0F and below)", "p19"),
        L("average physical occupancy of controlled ambient storage in 2019",
          "Controlled ambient (50\u00b0F to 70\u00b0F)", "o19"),
        DIFF("By how many thousand pallet positions did Tamberlow's frozen (\u201310\u00b0F to 0\u00b0F) capacity grow "
             "during 2019?", C("Frozen (\u201310\u00b0F to 0\u00b0F)", "p19"), C("Frozen (\u201310\u00b0F to 0\u00b0F)", "p18")),
        NA("What was the occupancy of Tamberlow's blast freezing cells in 2019?", "blast"),
    ],
    "t13": [
        L("What were average weekday boardings on Wexmoor's Airport Express in fiscal 2018?", "Airport Express",
          "b18"),
        L("annual passenger trips coastal line FY2019", "Coastal Line", "t19"),
        L("How many passenger miles did Wexmoor carry under the Tidewater contract in fiscal 2019?",
          "Contract total", "pm", TW, para=True),
        L("What was the percentage change in River Valley Line weekday boardings?", "River Valley Line", "bc"),
        DIFF("How many more average weekday boardings did the North Shore Line have than the Lakeshore Line in "
             "fiscal 2019?", C("North Shore Line", "b19"), C("Lakeshore Line", "b19")),
    ],
    "t14": [
        L("What was on-time performance on the Eastern Branch in the third quarter of fiscal 2019?",
          "Eastern Branch", "q3"),
        L("Lakeshore Line full-year OTP for fiscal 2018", "Lakeshore Line", "p18", para=True),
        L("What on-time performance standard does the Coastal Line have to meet under its contract?",
          "Coastal Line", "std"),
        CMP("Which Northbourne line had the lowest full-year on-time performance in fiscal 2019?",
            M.WEX_LINES[NB + " (a)"], "fy", mode="min"),
        DIFF("How many percentage points did the North Shore Line's full-year on-time performance change from "
             "fiscal 2018 to fiscal 2019?", C("North Shore Line", "fy"), C("North Shore Line", "p18")),
        NA("What was on-time performance on Wexmoor's Western Branch in fiscal 2017?", "2017"),
    ],
    "t15": [
        L("What performance deductions did the Northbourne authority assess against Wexmoor in fiscal 2018?",
          "Performance deductions", "y18", NB),
        L("Tidewater base operating fee, fiscal 2017", "Base operating fee", "y17", TW),
        L("What total contract compensation did Wexmoor earn from Tidewater in fiscal 2019?",
          "Total contract compensation", "y19", TW),
        PCT("What was the percentage increase in Wexmoor's total contract revenues from fiscal 2018 to fiscal "
            "2019?", C("Total contract revenues", "y19"), C("Total contract revenues", "y18")),
        SUM("What were the combined incentive payments Wexmoor earned from both authorities in fiscal 2019?",
            [C("Incentive payments", "y19", NB), C("Incentive payments", "y19", TW)]),
        NA("How much did Wexmoor receive from the Metro Link authority in fiscal 2019?", "Metro"),
    ],
    "t16": [
        L("What was the mean distance between failures for Tidewater's diesel locomotives in fiscal 2019?",
          "Diesel locomotives", "m19", "Tidewater"),
        L("How many bi-level coaches does Wexmoor operate for Northbourne in total?", "Bi-level coaches", "tu"),
        L("average age of Northbourne's diesel multiple units", "Diesel multiple units", "age"),
        L("How many units of the total fleet are leased by Wexmoor?", "Total fleet", "wl"),
        PCT("By what percent did MDBF for Northbourne's bi-level cab cars change between fiscal 2018 and fiscal "
            "2019?", C("Bi-level cab cars", "m19"), C("Bi-level cab cars", "m18"), para=True),
    ],
    "t17": [
        L("What is the rated water depth of the CR Boreas?", "CR Boreas", "wd"),
        L("Where was the rig CR Torrigan working at the end of 2018?", "CR Torrigan", "loc", para=True),
        L("What dayrate is Cardrennan's CR Pardoe earning?", "CR Pardoe", "dr"),
        L("When does the current contract for CR Dunlaggan expire?", "CR Dunlaggan", "ex"),
        L("What's the drilling depth capability of CR Harnvik?", "CR Harnvik", "dd", para=True),
        CMP("Which of Cardrennan's drillships commands the highest dayrate?",
            ["CR " + n for n in M.RIGS["Drillships"]], "dr"),
    ],
    "t18": [
        L("average dayrate for harsh-environment semisubmersibles in 2017", "Harsh-environment semisubmersibles",
          "d17"),
        L("What was the utilization of Cardrennan's high-specification jackups in 2018?",
          "High-specification jackups", "u18"),
        L("How much contract drilling revenue did the ultra-deepwater drillships generate in 2018?",
          "Ultra-deepwater drillships", "v18"),
        L("total fleet utilization for Cardrennan in 2017", "Total fleet", "u17"),
        DIFF("What was the change in the average dayrate of Cardrennan's midwater semisubmersibles from 2017 to "
             "2018?", C("Midwater semisubmersibles", "d18"), C("Midwater semisubmersibles", "d17")),
        NA("What was the utilization of Cardrennan's tender-assisted rigs in 2018?", "tender"),
    ],
    "t19": [
        L("How many out-of-service days did Cardrennan's midwater semisubmersibles spend on mobilization and other "
          "in 2018?", "Midwater semisubmersibles", "mo"),
        L("revenue efficiency harsh-environment semis 2017", "Harsh-environment semisubmersibles", "e17",
          para=True),
        L("How many regulatory survey days did the floaters have in total?", "Total floaters", "rs"),
        L("What was Cardrennan's fleet-wide revenue efficiency in 2018?", "Total fleet", "e18", para=True),
        DIFF("How many more total out-of-service days did the ultra-deepwater drillships have than the "
             "harsh-environment semisubmersibles in 2018?", C("Ultra-deepwater drillships", "td"),
             C("Harsh-environment semisubmersibles", "td")),
    ],
    "t20": [
        L("What contract drilling backlog does Cardrennan have for high-specification jackups in 2020?",
          "High-specification jackups", "b", BL),
        L("How many contracted days do the ultra-deepwater drillships have for 2021?", "Ultra-deepwater drillships",
          "c", DAYS),
        L("average contractual dayrate for harsh-environment semisubmersibles in 2019",
          "Harsh-environment semisubmersibles", "a", RATE),
        L("What is Cardrennan's total contract drilling backlog?", "Total backlog", "t"),
        SUM("How much 2019 backlog do Cardrennan's ultra-deepwater drillships, harsh-environment semisubmersibles "
            "and midwater semisubmersibles have combined?",
            [C(x, "a", BL) for x in M.CAR_CLASS[:3]]),
        NA("What is Cardrennan's contract drilling backlog for 2023 alone?", "2023"),
    ],
    "t21": [
        L("How many quick-turn shop visits did Hallowgate perform on V2500-A5 engines in fiscal 2019?", "V2500-A5",
          "qt"),
        L("What was the average turnaround time for Trent 700 shop visits in fiscal 2018?", "Trent 700", "ta8"),
        L("total shop visits CFM56-5B fiscal 2019", "CFM56-5B", "sv"),
        L("How many engine shop visits did Hallowgate complete in fiscal 2018 across all engine families?", "Total",
          "sv8"),
        PCT("By what percentage did CFM56-7B shop visits change from fiscal 2018 to fiscal 2019?",
            C("CFM56-7B", "sv"), C("CFM56-7B", "sv8")),
    ],
    "t22": [
        L("How many widebody hangar bays does Hallowgate have at Victorville?", "Victorville, California", "wb",
          para=True),
        L("How many direct labor hours did Hallowgate sell at its Sofia facility in fiscal 2018?", "Sofia, Bulgaria",
          "h18", para=True),
        L("When does the lease on Hallowgate's Mobile, Alabama facility expire?", "Mobile, Alabama", "le"),
        L("What were total direct labor hours sold in Latin America in fiscal 2019?", "Total Latin America", "h19"),
        CMP("Which of Hallowgate's Europe and Middle East facilities had the highest bay utilization in fiscal "
            "2019?", ["Shannon, Ireland", "Kaunas, Lithuania", "Ch\u00e2teauroux, France", "Sofia, Bulgaria",
                      "Amman, Jordan"], "ut"),
        NA("How many hangar bays does Hallowgate have in Singapore?", "Singapore"),
    ],
    "t23": [
        L("How many landing gear repairs did Hallowgate complete in fiscal 2019?", "ATA 32 \u2014 Landing gear", "n19",
          para=True),
        L("average revenue per APU repair in fiscal 2018", "ATA 49 \u2014 Auxiliary power units", "a18", para=True),
        L("Hallowgate navigation (ATA 34) repair revenue fiscal 2019", "ATA 34 \u2014 Navigation", "v19", para=True),
        L("What was total component repair revenue in fiscal 2018?", "Total", "v18"),
        DIFF("How many fewer hydraulic power repairs did Hallowgate complete in fiscal 2019 than in fiscal 2018?",
             C("ATA 29 \u2014 Hydraulic power", "n18"), C("ATA 29 \u2014 Hydraulic power", "n19"), para=True),
        NA("How many ATA 52 (doors) repairs did Hallowgate complete in fiscal 2019?", "ATA 52"),
    ],
    "t24": [
        L("How many C-checks did Hallowgate perform on Boeing 757s in fiscal 2018?", "Boeing 757", "c18"),
        L("How long did a heavy check on a Boeing 777 take on average in fiscal 2019?", "Boeing 777", "d19",
          para=True),
        L("total widebody heavy checks fiscal 2019", "Total widebody", "h19"),
        L("What was the average number of days in hangar per heavy check across the narrowbody fleet in fiscal "
          "2018?", "Total narrowbody", "d18"),
        SUM("How many C-checks were performed on the A320 family and the 737NG together in fiscal 2019?",
            [C("Airbus A320 family", "c19"), C("Boeing 737NG", "c19")], para=True),
    ],
    "t25": [
        L("How many DC fast charging ports did Sparrowmire own and operate in Europe at the end of 2019?",
          "DC fast charging ports", "eu", "Owned and operated"),
        L("customer-owned networked level 2 ports in canada, december 2019", "Level 2 ports", "ca",
          "Customer-owned, networked"),
        L("What were Sparrowmire's net additions of charging ports in 2019?", "Total ports", "na"),
        L("How many owned and operated ports did Sparrowmire have at December 31, 2018?",
          "Total owned and operated", "t18"),
        PCT("By what percent did Sparrowmire's total port count grow during 2019?", C("Total ports", "t19"),
            C("Total ports", "t18")),
    ],
    "t26": [
        L("How much energy did Sparrowmire's owned and operated network dispense in 2018?",
          "Energy dispensed (GWh)", "y18", OO),
        L("Revenue per kWh on the owned network in 2019 (cents)?", "Revenue per kWh (cents)", "y19", para=True),
        L("What was average port utilization in 2018?", "Average port utilization", "y18"),
        L("By what percentage did charging sessions on customer-owned networked ports increase in 2019?",
          "Charging sessions (in thousands)", "ch", CU),
        DIFF("How many more charging sessions took place on customer-owned, networked ports than on owned and "
             "operated ports in 2019?", C("Charging sessions (in thousands)", "y19", CU),
             C("Charging sessions (in thousands)", "y19", OO)),
        NA("What was the average charging session length in minutes in 2019?", "minutes"),
    ],
    "t27": [
        L("What was Sparrowmire's gross profit on hardware sales in 2019?", "Hardware sales", "g19"),
        L("gross margin environmental credits 2018", "Environmental credits", "m18"),
        L("cost of revenue for network subscriptions and software, 2019", "Network subscriptions and software",
          "c19"),
        L("What was Sparrowmire's total gross profit in 2018?", "Total", "g18"),
        DIFF("How much did gross profit from charging services increase from 2018 to 2019?",
             C("Charging services", "g19"), C("Charging services", "g18")),
    ],
    "t28": [
        L("How many towers does Quellbury own in Brazil?", "Brazil", "ow"),
        L("What was Quellbury's tenancy ratio in Chile in 2018?", "Chile", "tr18"),
        L("How many total sites does Quellbury have in Latin America?", "Total Latin America", "ts"),
        L("How many DAS nodes does Quellbury have in Canada?", "Canada", "das"),
        CMP("Which Latin American market had Quellbury's highest tenancy ratio in 2019?",
            [strip_marker(x[0]) for x in M.QUE_SITES["Latin America"]], "tr19"),
        NA("How many towers does Quellbury own in Argentina?", "Argentina"),
    ],
    "t29": [
        L("What was the churn line for Latin America in Quellbury's 2019 site leasing revenue bridge?", "Churn", "la"),
        L("contractual escalators total 2019, Quellbury", "Contractual escalators", "t"),
        L("What was Quellbury's organic growth in the U.S. and Canada?", "Organic growth", "us"),
        L("Latin America site leasing revenue for 2019", "Site leasing revenue, year ended December 31, 2019", "la"),
        PCT("What was the percent change in Quellbury's Latin America site leasing revenue from 2018 to 2019?",
            C("Site leasing revenue, year ended December 31, 2019", "la"),
            C("Site leasing revenue, year ended December 31, 2018", "la")),
        NA("How much site leasing revenue came from small cells in Latin America?", "small cell"),
    ],
    "t30": [
        L("How many Latin American towers sit on ground leases with 5 to 10 years remaining?", "5 to 10 years",
          "ln"),
        L("What percentage of Quellbury's U.S. and Canada towers stand on land owned in fee or under perpetual "
          "easement?", "Land owned in fee or held under perpetual easement", "up", para=True),
        L("total towers on ground leases, Quellbury", "Total ground leases", "tn"),
        L("What share of Latin American towers have more than 20 years remaining on their ground leases?",
          "More than 20 years", "lp"),
        SUM("How many U.S. and Canada towers have ground leases with less than 10 years remaining?",
            [C("Less than 5 years", "un"), C("5 to 10 years", "un")]),
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
    if kind in ("difference", "percent_change", "sum", "comparison"):
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
