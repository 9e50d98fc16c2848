"""bench/aitqa-style7: the questions, with golds computed from make_docs.py's tables.

    /work/main/.venv/bin/python bench/aitqa-style7/make_questions.py

Writes questions.jsonl next to this file, in aitqa-dev's record format. Each spec names its cells by
row label (footnote markers ignored), the enclosing section when the label repeats, and a column key.
Golds are read from the rendered cells (Doc.printed / Doc.unit_scale); none is typed by hand. The
layout (which page a row landed on) comes from rendering the PDFs into /tmp/aitqa-style7work.
"""
from __future__ import annotations

import json
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import make_docs  # noqa: E402
from engine import parse, strip_marker  # noqa: E402

SOURCE = "aitqa-style7"
KPI = re.compile(r"per (gallon|meal|teu|ton-mile|barrel|vehicle mile|revenue hour|unit|transaction day|day)|tariff|"
                 r"utiliz|load factor|turnover|\brpd\b|coverage|productivity|throughput|ton-miles|transaction days|"
                 r"recovery rate|penetration|transponder share|share of transactions|revenue hours|vehicle miles|"
                 r"delay days|distributable cash flow|\bdcf\b|remaining performance obligations|\brpo\b|"
                 r"cost per meal|revenue per|average fare|capacity", re.I)


def L(t, text, cell, p=False):
    return dict(doc=t, cat="lookup", q=text, cells=[cell], p=p)


def DIFF(t, text, a, b, p=False):
    return dict(doc=t, cat="difference", q=text, cells=[a, b], p=p)


def PCT(t, text, new, old, p=False):
    return dict(doc=t, cat="percent_change", q=text, cells=[new, old], p=p)


def SUM(t, text, cells, p=False):
    return dict(doc=t, cat="sum", q=text, cells=list(cells), p=p)


def CMP(t, text, cands, pick="max", p=False):
    """cands: (cell, name) pairs; the gold is the name of the extreme one."""
    return dict(doc=t, cat="comparison", q=text, cells=[c for c, _ in cands], names=[n for _, n in cands],
                pick=pick, p=p)


def NA(t, text, absent, p=False):
    return dict(doc=t, cat="unanswerable", q=text, cells=[], absent=absent, p=p)


def c(label, col, section=None):
    return (label, col, section)


SPECS = [
    # ------------------------------------------------------------------ t01 Morvellan traffic by route
    L("t01", "How many vehicles did Morvellan carry on the Port Elvery – Lusket Sands route in fiscal 2018?",
      c("Port Elvery – Lusket Sands", "v18")),
    L("t01", "commercial freight units Brannock Quay-Tarraway FY2019", c("Brannock Quay – Tarraway", "f19"), p=True),
    L("t01", "What was the total number of passengers carried on Morvellan's island routes in fiscal year 2019?",
      c("Total island routes", "p19")),
    L("t01", "By what percentage did passenger numbers on the Selkie Isle to Tarraway crossing change in fiscal "
      "2019?", c("Selkie Isle – Tarraway", "pch"), p=True),
    DIFF("t01", "How many more vehicles, in thousands, did Morvellan carry across all of its routes in fiscal 2019 "
         "than in fiscal 2018?", c("Total, all routes", "v19"), c("Total, all routes", "v18")),
    NA("t01", "How many passengers travelled on Morvellan's Kestle Harbour – Selkie Isle ferry in fiscal 2019?",
       "Kestle"),
    # ------------------------------------------------------------------ t02 fare revenue by ticket class
    L("t02", "What was the average fare paid by seniors on Morvellan in fiscal 2018?",
      c("Senior (65 and over)", "ba"), p=True),
    L("t02", "Could you give me the fiscal 2019 revenue from other vehicle fares?", c("Other", "ar", "Vehicle fares")),
    L("t02", "How many oversize vehicle tickets were sold in fiscal 2019?", c("Oversize vehicle (over 6 m)", "at")),
    PCT("t02", "By what percent did Morvellan's total fare revenue grow from fiscal 2018 to fiscal 2019?",
        c("Total fare revenue", "ar"), c("Total fare revenue", "br")),
    SUM("t02", "What was the combined fiscal 2019 revenue from motorcycle and commercial truck fares?",
        [c("Motorcycle", "ar"), c("Commercial truck", "ar")]),
    L("t02", "What did the average 'other' passenger fare come to in fiscal 2019?", c("Other", "aa", "Passenger fares")),
    # ------------------------------------------------------------------ t03 public service contracts
    L("t03", "When does the Port Elvery commuter service contract expire?", c("Port Elvery commuter service", "end")),
    L("t03", "How many round trips a week does the island lifeline services contract require Morvellan to run?",
      c("Island lifeline services", "trips"), p=True),
    L("t03", "What annual subsidy did the night emergency crossing earn in fiscal 2018?",
      c("Night emergency crossing", "s18")),
    DIFF("t03", "How much did total annual subsidies under Morvellan's public service contracts increase from fiscal "
         "2018 to fiscal 2019?", c("Total", "s19"), c("Total", "s18")),
    CMP("t03", "Which county contract carried the largest annual subsidy in fiscal 2019?",
        [(c("Port Elvery commuter service", "s19"), "Port Elvery commuter service"),
         (c("Lusket Sands school-day sailings", "s19"), "Lusket Sands school-day sailings"),
         (c("Night emergency crossing", "s19"), "Night emergency crossing")]),
    NA("t03", "What was the fiscal 2019 subsidy under Morvellan's federal contract?", "federal"),
    # ------------------------------------------------------------------ t04 fuel by type and vessel class
    L("t04", "How many tonnes of LNG did the ro-pax vessels over 150 m burn in fiscal 2019?",
      c("Ro-pax vessels over 150 m", "alt")),
    L("t04", "What did marine gas oil cost Morvellan for its passenger-only fast craft in fiscal 2018?",
      c("Passenger-only fast craft", "bmc")),
    L("t04", "Total liquefied natural gas cost in fiscal 2018, in thousands of dollars?", c("Total", "blc")),
    DIFF("t04", "How much did total marine gas oil consumption in tonnes change from fiscal 2018 to fiscal 2019?",
         c("Total", "amt"), c("Total", "bmt")),
    NA("t04", "How many tonnes of heavy fuel oil did Morvellan's freight ro-ro vessels use in fiscal 2019?",
       "heavy fuel oil"),
    # ------------------------------------------------------------------ t05 toll transactions and revenue
    L("t05", "How many toll transactions did vehicles with five or more axles make on the Riverside Bridge "
      "Crossing in 2018?", c("Five or more axles", "t18", "Riverside Bridge Crossing")),
    L("t05", "What toll revenue did two-axle vehicles generate on the Western Bypass in 2019?",
      c("Two-axle vehicles", "r19", "Western Bypass")),
    L("t05", "Northern Expressway toll revenue, % change 2019 vs 2018?", c("Facility total", "rc", "Northern Expressway")),
    L("t05", "Please tell me Kelvarrow's system-wide toll transactions for 2019.", c("System total", "t19"), p=True),
    DIFF("t05", "By how much did toll revenue from three- and four-axle vehicles on the Northern Expressway rise "
         "in 2019 over 2018?", c("Three- and four-axle vehicles", "r19", "Northern Expressway"),
         c("Three- and four-axle vehicles", "r18", "Northern Expressway")),
    NA("t05", "What toll revenue did the Western Bypass collect in 2017?", "2017"),
    # ------------------------------------------------------------------ t06 toll rate schedule
    L("t06", "What is the 2020 peak-period pay-by-plate toll for a four-axle vehicle on the Riverside Bridge Crossing?",
      c("Class 3 — four axles", "pp", "Riverside Bridge Crossing")),
    L("t06", "Off-peak transponder rate for a two-axle car on the Western Bypass, effective January 1, 2020?",
      c("Class 1 — two axles", "ot", "Western Bypass"), p=True),
    L("t06", "What was the peak transponder toll for trucks with five or more axles on the Northern Expressway "
      "under the 2019 rates?", c("Class 4 — five or more axles", "xp", "Northern Expressway"), p=True),
    DIFF("t06", "How much did the peak transponder rate for Class 2 vehicles on the Northern Expressway go up "
         "between the 2019 and 2020 schedules?", c("Class 2 — three axles", "pt", "Northern Expressway"),
         c("Class 2 — three axles", "xp", "Northern Expressway")),
    L("t06", "off-peak pay by plate, class 4, northern expressway, 2020 rates", c("Class 4 — five or more axles", "op",
                                                                                  "Northern Expressway")),
    # ------------------------------------------------------------------ t07 concession agreements
    L("t07", "What is Kelvarrow's ownership interest in the Airport Connector?", c("Airport Connector", "own")),
    L("t07", "When does the Riverside Bridge Crossing concession expire?", c("Riverside Bridge Crossing", "end")),
    L("t07", "How much did Kelvarrow pay the grantor up front for the Northern Expressway concession?",
      c("Northern Expressway", "pay")),
    L("t07", "Remaining years on the Harbour Tunnel Link concession at the end of 2019?",
      c("Harbour Tunnel Link", "rem"), p=True),
    L("t07", "What share of revenue goes to the grantor on the Western Bypass?", c("Western Bypass", "share")),
    NA("t07", "How long, in miles, is the Southern Beltway that Kelvarrow operates?", "Southern Beltway"),
    # ------------------------------------------------------------------ t08 electronic toll collection
    L("t08", "What share of Western Bypass transactions were paid by transponder in 2018?",
      c("Western Bypass", "y18"), p=True),
    L("t08", "Violation fees collected in 2019, please (in millions).", c("Violation fees collected ($ in millions)", "y19")),
    L("t08", "What was the provision for uncollectible tolls in 2018?",
      c("Provision for uncollectible tolls ($ in millions)", "y18")),
    DIFF("t08", "How many more active transponder accounts (in thousands) did Kelvarrow have in 2019 than in 2017?",
         c("Active transponder accounts (thousands)", "y19"), c("Active transponder accounts (thousands)", "y17")),
    NA("t08", "How many tolls were paid through Kelvarrow's mobile app in 2019?", "mobile"),
    # ------------------------------------------------------------------ t09 barge statistics by waterway
    L("t09", "How many dry cargo barge loadings did Rindlemoor have on the Ohio River in 2017?",
      c("Ohio River", "b17", "Dry cargo")),
    L("t09", "What were liquid cargo ton-miles on the Gulf Intracoastal Waterway in 2018?",
      c("Gulf Intracoastal Waterway", "m18")),
    L("t09", "Revenue per ton-mile for liquid cargo on the Upper Mississippi in 2018, in cents?",
      c("Upper Mississippi River", "c18", "Liquid cargo")),
    L("t09", "total dry cargo ton miles 2018", c("Total dry cargo", "m18")),
    DIFF("t09", "How did Rindlemoor's total barge loadings change between 2017 and 2018?", c("Total", "b18"),
         c("Total", "b17")),
    CMP("t09", "On which waterway did Rindlemoor's dry cargo business log the most ton-miles in 2018?",
        [(c(w, "m18", "Dry cargo"), w) for w in make_docs.RIV["Dry cargo"]]),
    # ------------------------------------------------------------------ t10 revenue by contract type
    L("t10", "What were Rindlemoor's spot market revenues in 2016?", c("Spot market", "a16")),
    L("t10", "What percentage of 2017 revenues came from time charters without fuel escalation?",
      c("Time charters without fuel escalation", "p17")),
    L("t10", "Total term contract revenues for 2018?", c("Total term contracts", "a18")),
    PCT("t10", "By how much, in percent, did spot market revenue grow from 2017 to 2018?", c("Spot market", "a18"),
        c("Spot market", "a17")),
    SUM("t10", "What were combined time charter revenues, with and without fuel escalation, in 2016?",
        [c("Time charters with fuel escalation", "a16"), c("Time charters without fuel escalation", "a16")]),
    # ------------------------------------------------------------------ t11 delay days by cause
    L("t11", "How many delay days did unscheduled lock closures cause Rindlemoor in 2018?",
      c("Unscheduled lock closures", "d18")),
    L("t11", "What was the estimated cost of fog delays in 2017?", c("Fog", "c17")),
    L("t11", "Total tow delay days in 2017?", c("Total", "d17")),
    DIFF("t11", "How many more high-water delay days were there in 2018 than in 2017?", c("High water", "d18"),
         c("High water", "d17")),
    NA("t11", "How many delay days did hurricanes cause Rindlemoor in 2018?", "hurricane"),
    # ------------------------------------------------------------------ t12 fuel cost recovery by quarter
    L("t12", "How many gallons of fuel did Rindlemoor consume in the quarter ended September 30, 2017?",
      c("Gallons consumed (thousands)", "q3", "2017")),
    L("t12", "Average fuel price per gallon in Q1 2018?", c("Average price per gallon", "q1", "2018"), p=True),
    L("t12", "How much fuel cost was recovered through escalation clauses in the fourth quarter of 2018?",
      c("Recovered through escalation clauses ($000)", "q4", "2018"), p=True),
    L("t12", "What was the full-year fuel recovery rate in 2018?", c("Recovery rate", "fy", "2018")),
    DIFF("t12", "By how much did full-year fuel expense increase in 2018 compared with 2017?",
         c("Fuel expense ($000)", "fy", "2018"), c("Fuel expense ($000)", "fy", "2017")),
    # ------------------------------------------------------------------ t13 pipeline throughput and tariffs
    L("t13", "What was throughput on the West Coast airport line in 2018?", c("West Coast airport line", "t18")),
    L("t13", "Average tariff on the Northern lateral in 2019, cents per barrel?", c("Northern lateral", "c19")),
    L("t13", "What revenue did the airport jet fuel systems bring in altogether in 2019?",
      c("Total airport jet fuel", "r19"), p=True),
    PCT("t13", "What was the percent change in Ostlebury's total pipeline throughput from 2018 to 2019?",
        c("Total", "t19"), c("Total", "t18")),
    NA("t13", "What was the throughput of Ostlebury's crude oil gathering system in 2019?", "crude"),
    # ------------------------------------------------------------------ t14 terminals (two pages, header repeated)
    L("t14", "What is the shell capacity of the Springfield, Missouri terminal?", c("Springfield", "cap", "Missouri")),
    L("t14", "Utilization of the Memphis terminal in 2018?", c("Memphis", "u18")),
    L("t14", "What share of the Chicago terminal's capacity is under take-or-pay contracts?", c("Chicago", "top")),
    L("t14", "total shell capacity, all terminals", c("Total", "cap")),
    L("t14", "What's the weighted average remaining contract term at Springfield, Illinois?",
      c("Springfield", "term", "Illinois")),
    NA("t14", "How many tanks does Ostlebury have at its Tulsa terminal?", "Tulsa"),
    # ------------------------------------------------------------------ t15 quarterly distributions
    L("t15", "What distribution per unit did Ostlebury declare for Q2 2018?",
      c("Distribution declared per common unit", "b2")),
    L("t15", "Distribution coverage ratio for the fourth quarter of 2019?", c("Distribution coverage ratio", "a4")),
    L("t15", "When was the distribution for the third quarter of 2019 paid?", c("Payment date", "a3")),
    L("t15", "DCF in Q1 2019 ($ millions)", c("Distributable cash flow", "a1"), p=True),
    DIFF("t15", "How much higher was the per-unit distribution for Q4 2019 than for Q4 2018?",
         c("Distribution declared per common unit", "a4"), c("Distribution declared per common unit", "b4")),
    # ------------------------------------------------------------------ t16 bus operating statistics
    L("t16", "What was charter and tour revenue per vehicle mile in 2018?",
      c("Revenue per vehicle mile", "y18", "Charter and tour")),
    L("t16", "How many vehicle miles did Cranshallow run in scheduled intercity service in 2017?",
      c("Vehicle miles (millions)", "y17", "Scheduled intercity service")),
    L("t16", "How many school routes did Cranshallow operate in 2019?", c("Routes operated", "y19"), p=True),
    L("t16", "What was the average load factor on intercity service in 2018?", c("Average load factor", "y18")),
    DIFF("t16", "How many more contract transit vehicles were in service at the end of 2019 than at the end of 2017?",
         c("Vehicles in service at year-end", "y19"), c("Vehicles in service at year-end", "y17")),
    L("t16", "School transportation vehicle miles in 2018?",
      c("Vehicle miles (millions)", "y18", "School transportation")),
    # ------------------------------------------------------------------ t17 transit contracts (two pages)
    L("t17", "When does Cranshallow's Spokane contract expire?", c("Spokane, WA", "end")),
    L("t17", "How many agency-provided vehicles does Cranshallow operate in Fresno?", c("Fresno, CA", "agy")),
    L("t17", "How much revenue did the Madison, WI contract bring in during 2019?", c("Madison, WI", "rev")),
    L("t17", "How many option years remain on the Dayton paratransit contract?", c("Dayton, OH", "opt")),
    L("t17", "Total 2019 revenue from all contract transit agreements?", c("Total", "rev")),
    NA("t17", "When does the Omaha transit contract expire?", "Omaha"),
    # ------------------------------------------------------------------ t18 driver workforce
    L("t18", "How many transit and school drivers did Cranshallow have in the Midwest at the end of 2018?",
      c("Midwest", "n18", "Transit and school")),
    L("t18", "What was annualized turnover among Southeast motorcoach drivers in 2019?",
      c("Southeast", "t19", "Motorcoach")),
    L("t18", "How many drivers did Cranshallow employ in total at December 31, 2019?", c("Total drivers", "n19")),
    DIFF("t18", "How did the total number of motorcoach drivers change from 2018 to 2019?",
         c("Total motorcoach", "n19"), c("Total motorcoach", "n18")),
    CMP("t18", "Which region had the highest motorcoach driver turnover in 2019?",
        [(c(r, "t19", "Motorcoach"), r) for r in ("Northeast", "Southeast", "Midwest", "West")]),
    # ------------------------------------------------------------------ t19 capital grants
    L("t19", "How much remains to be drawn on the zero-emission coach incentive?",
      c("Zero-emission coach incentive", "rm")),
    L("t19", "How much of the low- or no-emission vehicles grant had Cranshallow drawn through December 31, 2019?",
      c("Low- or no-emission vehicles", "dr")),
    L("t19", "What local match does the rural area formula grant require?", c("Rural area formula", "lm")),
    L("t19", "When does the period of performance end for the bus and bus facilities grant?",
      c("Bus and bus facilities", "pop")),
    NA("t19", "How much was Cranshallow awarded under the CMAQ program?", "CMAQ"),
    # ------------------------------------------------------------------ t20 meals and revenue per meal
    L("t20", "What was revenue per premium cabin meal in Europe in 2018?",
      c("Premium cabins", "p18", "Europe")),
    L("t20", "How many economy cabin meals did Quintheral produce in Asia Pacific in 2019?",
      c("Economy cabins", "m19", "Asia Pacific")),
    L("t20", "What was Quintheral's total catering revenue for 2018?", c("Total", "r18")),
    PCT("t20", "By what percentage did total meals produced increase in 2019?", c("Total", "m19"), c("Total", "m18")),
    CMP("t20", "Which region earned the highest overall revenue per meal in 2019?",
        [(c("Total " + r, "p19"), r) for r in ("North America", "Europe", "Asia Pacific")]),
    # ------------------------------------------------------------------ t21 cost per meal
    L("t21", "What was the cost per meal of delivery and aircraft loading in 2018, in cents?",
      c("Delivery and aircraft loading", "p18")),
    L("t21", "Production labor cost in 2019?", c("Production", "c19"), p=True),
    L("t21", "total cost of services 2018", c("Total cost of services", "c18")),
    L("t21", "How much did packaging and disposables cost per meal change in percent?",
      c("Packaging and disposables", "ch")),
    DIFF("t21", "How much more did food and beverage ingredients cost Quintheral in 2019 than in 2018?",
         c("Food and beverage ingredients", "c19"), c("Food and beverage ingredients", "c18")),
    # ------------------------------------------------------------------ t22 remaining performance obligations
    L("t22", "How much of the network carrier remaining performance obligations is expected to be recognized "
      "in 2022?", c("Network carriers", "y22")),
    L("t22", "Low-cost carrier RPO to be recognized in 2024 and thereafter?", c("Low-cost carriers", "y24")),
    L("t22", "What total remaining performance obligations does Quintheral expect to recognize in 2021?",
      c("Total remaining performance obligations", "y21")),
    SUM("t22", "How much laundry and equipment services revenue is expected to be recognized in 2020 and 2021 "
        "combined?", [c("Laundry and equipment services", "y20"), c("Laundry and equipment services", "y21")]),
    NA("t22", "What remaining performance obligations does Quintheral have under railway catering contracts?",
       "railway"),
    # ------------------------------------------------------------------ t23 flight kitchens (header not repeated)
    L("t23", "What is the daily meal capacity of Quintheral's Denver kitchen?", c("Denver (DEN)", "cap")),
    L("t23", "Average daily meals at Singapore in 2018?", c("Singapore (SIN)", "m18")),
    L("t23", "How many airline customers does the London Heathrow kitchen serve?", c("London (LHR)", "cust"), p=True),
    L("t23", "employees at the Hong Kong flight kitchen at year end", c("Hong Kong (HKG)", "emp")),
    DIFF("t23", "By how much did average daily meals at Seoul increase from 2018 to 2019?", c("Seoul (ICN)", "m19"),
         c("Seoul (ICN)", "m18")),
    NA("t23", "What is the daily meal capacity of Quintheral's Lima kitchen?", "Lima"),
    # ------------------------------------------------------------------ t24 port throughput
    L("t24", "What was throughput at Gorsebrook Terminal in 2017?", c("Gorsebrook Terminal", "t17")),
    L("t24", "berth productivity Wendlecote Freeport 2017 (moves/hr)", c("Wendlecote Freeport", "b17"), p=True),
    L("t24", "What was the percentage change in throughput at the Eastquay Container Terminal?",
      c("Eastquay Container Terminal", "tc")),
    L("t24", "How many vessel calls did Harbrocken's terminals handle in total in 2018?", c("Total", "v18")),
    CMP("t24", "Which terminal had the highest berth productivity in 2018?",
        [(c(strip_marker(lab), "b18"), strip_marker(lab)) for rows in make_docs.PORT.values() for lab, *_ in rows]),
    # ------------------------------------------------------------------ t25 concession and lease agreements
    L("t25", "When does the Saltgrove Terminal concession expire?", c("Saltgrove Terminal", "end")),
    L("t25", "How long is the quay at Gorsebrook Terminal, in meters?", c("Gorsebrook Terminal", "quay")),
    L("t25", "What is the minimum annual throughput guarantee at Wendlecote Freeport?", c("Wendlecote Freeport", "mag")),
    L("t25", "Fixed annual fee for Harbour Point Terminal?", c("Harbour Point Terminal", "fee")),
    NA("t25", "What variable fee per TEU does Harbrocken pay the grantor at Eastquay?", "per TEU"),
    # ------------------------------------------------------------------ t26 container handling equipment
    L("t26", "How many ship-to-shore cranes are in service at the Eastquay Container Terminal?",
      c("Eastquay Container Terminal", "sts")),
    L("t26", "How many straddle carriers does Gorsebrook Terminal operate?", c("Gorsebrook Terminal", "str")),
    L("t26", "STS cranes on order for Saltgrove?", c("Saltgrove Terminal", "ord"), p=True),
    L("t26", "What is Harbrocken's total number of terminal tractors?", c("Total", "tt")),
    SUM("t26", "How many rubber-tired gantries do the two Gulf Coast terminals have between them?",
        [c("Eastquay Container Terminal", "rtg"), c("Saltgrove Terminal", "rtg")]),
    NA("t26", "How many automated stacking cranes are there at Wendlecote Freeport?", "automated"),
    # ------------------------------------------------------------------ t27 revenue by service type
    L("t27", "What was Harbrocken's transshipment revenue in 2017?", c("Transshipment", "a17")),
    L("t27", "Storage and demurrage revenue per TEU handled in 2018?", c("Storage and demurrage", "u18")),
    L("t27", "total stevedoring revenue 2018", c("Total stevedoring", "a18")),
    PCT("t27", "What was the percentage change in reefer monitoring and power revenue from 2017 to 2018?",
        c("Reefer monitoring and power", "a18"), c("Reefer monitoring and power", "a17")),
    L("t27", "What were total revenues per TEU in 2017?", c("Total revenues", "u17")),
    # ------------------------------------------------------------------ t28 car rental segment metrics
    L("t28", "How many transaction days did Dravensby's Americas segment record in 2018?",
      c("Transaction days (in thousands)", "a18")),
    L("t28", "What was vehicle utilization in the International segment in 2019?",
      c("Vehicle utilization", "i19")),
    L("t28", "Americas RPD 2019", c("Total revenue per transaction day", "a19"), p=True),
    L("t28", "By what percent did International depreciation per unit per month change?",
      c("Depreciation per unit per month", "ich")),
    DIFF("t28", "How much did Americas total revenue per unit per month change from 2018 to 2019, in dollars?",
         c("Total revenue per unit per month", "a19"), c("Total revenue per unit per month", "a18")),
    NA("t28", "Americas segment transaction days in 2017?", "2017"),
    # ------------------------------------------------------------------ t29 vehicle purchases by manufacturer
    L("t29", "How many program vehicles did Dravensby buy from Ford for the Americas in 2019?", c("Ford", "p")),
    L("t29", "What was Toyota's share of International vehicle purchases in 2018?", c("Toyota", "s8", "International")),
    L("t29", "risk vehicles purchased from Nissan, 2019", c("Nissan", "r")),
    L("t29", "Total International vehicle purchases in 2018?", c("Total International", "t8")),
    CMP("t29", "Which manufacturer supplied the most vehicles to the Americas segment in 2019?",
        [(c(m, "t", "Americas"), strip_marker(m)) for m in
         ("General Motors", "Toyota", "Ford", "Nissan", "Hyundai", "Other")]),
    # ------------------------------------------------------------------ t30 vehicle dispositions
    L("t30", "What were average proceeds per auctioned vehicle in the Americas in 2019?",
      c("Auction", "p19", "Americas")),
    L("t30", "Gain or loss on International auction disposals in 2018?", c("Auction", "g18", "International")),
    L("t30", "How many vehicles did Dravensby dispose of through dealer direct sales in International in 2019?",
      c("Dealer direct", "u19", "International")),
    L("t30", "total gain (loss) on vehicle dispositions 2019", c("Total dispositions", "g19")),
    DIFF("t30", "What was the change in the Americas auction gain (loss) from 2018 to 2019?",
         c("Auction", "g19", "Americas"), c("Auction", "g18", "Americas")),
    L("t30", "How many vehicles were sold retail in the Americas in 2018?", c("Retail", "u18"), p=True),
]


# ====================================================================== building
def fmt_num(v, dec):
    s = f"{abs(v):,.{dec}f}"
    return ("-" if v < 0 and round(abs(v), dec) != 0 else "") + s


def dec_of(raw):
    m = re.search(r"\.(\d+)", raw)
    return len(m.group(1)) if m else 0


def resolve(doc, cell):
    label, key, section = cell
    return doc.find(label, section), doc.col(key)


def hard_cases(doc, spec, cells, pages):
    tags = [f"style:{doc.style}"]
    if doc.orient == "landscape":
        tags.append("landscape")
    if doc.pages > 1:
        tags.append("table_over_pages")
    if doc.nhead() >= 2:
        tags.append("multi_row_header")
    if doc.nhead() >= 3:
        tags.append("three_header_rows")
    leaves = [col.path[-1] for col in doc.cols]
    if any(len(col.path) >= 2 and leaves.count(col.path[-1]) > 1 for _, col in cells):
        tags.append("column_hierarchy_needed")
    if any(doc.label_repeats(r) for r, _ in cells):
        tags.append("row_hierarchy_needed")
    if any(r.level > 0 for r, _ in cells):
        tags.append("indented_row")
    if any(strip_marker(r.label) != r.label or any(strip_marker(h) != h for h in col.path) for r, col in cells):
        tags.append("footnote_marker")
    if any(doc.printed(r, col).lstrip("$").startswith("(") for r, col in cells):
        tags.append("negative_in_parens")
    scales = {doc.unit_scale(r, col)[1] for r, col in cells if parse(doc.printed(r, col)) is not None}
    for s, name in ((1e3, "scale_thousands"), (1e6, "scale_millions")):
        if s in scales:
            tags.append(name)
    if any(p > 1 for p in pages):
        tags.append("second_page" if doc.repeat_header else "header_not_repeated")
    if spec["cat"] in ("difference", "percent_change", "sum", "comparison"):
        tags.append("answer_in_several_cells")
    if KPI.search(spec["q"]):
        tags.append("kpi_term")
    if spec["p"]:
        tags.append("paraphrase")
    return tags


def gold(doc, spec, cells):
    cat = spec["cat"]
    if cat == "unanswerable":
        return {"kind": "none", "value": None, "raw": None, "unit": None, "scale": None, "conditions": []}
    printed = [doc.printed(r, col) for r, col in cells]
    nums = [parse(p) for p in printed]
    us = [doc.unit_scale(r, col) if n is not None else (None, None) for (r, col), n in zip(cells, nums)]
    if cat == "lookup":
        (r, col), p, n = cells[0], printed[0], nums[0]
        if n is None:
            return {"kind": "text", "value": p, "raw": p, "unit": None, "scale": None, "conditions": []}
        unit, scale = us[0]
        return {"kind": "number", "value": n, "raw": p, "unit": unit, "scale": scale, "conditions": []}
    if any(n is None for n in nums):
        raise ValueError(f"{spec['q']}: non-numeric operand {printed}")
    if cat == "comparison":
        vals = list(zip(nums, spec["names"]))
        best = (max if spec["pick"] == "max" else min)(vals, key=lambda x: x[0])
        if sum(1 for v, _ in vals if v == best[0]) != 1:
            raise ValueError(f"{spec['q']}: tie")
        return {"kind": "text", "value": best[1], "raw": best[1], "unit": None, "scale": None, "conditions": []}
    if len(set(us)) != 1:
        raise ValueError(f"{spec['q']}: operands differ in unit/scale {us}")
    unit, scale = us[0]
    dec = max(dec_of(p) for p in printed)
    if cat == "difference":
        v = round(nums[0] - nums[1], dec)
    elif cat == "sum":
        v = round(sum(nums), dec)
    elif cat == "percent_change":
        v = round((nums[0] - nums[1]) / abs(nums[1]) * 100, 1)
        return {"kind": "number", "value": v, "raw": f"{v:.1f}%", "unit": "%", "scale": 1, "conditions": []}
    else:
        raise ValueError(cat)
    if dec == 0:
        v = int(v)
    raw = fmt_num(v, dec) + ("%" if unit == "%" else "")
    return {"kind": "number", "value": v, "raw": raw, "unit": unit, "scale": scale, "conditions": []}


def _int_scale(ans):
    if isinstance(ans.get("scale"), float) and ans["scale"].is_integer():
        ans["scale"] = int(ans["scale"])
    return ans


def build(docs=None):
    if docs is None:
        docs = make_docs.build("/tmp/aitqa-style7work/questions_build")
    by = {d.key: d for d in docs}
    out = []
    for i, spec in enumerate(SPECS, 1):
        doc = by[spec["doc"]]
        cells = [resolve(doc, cl) for cl in spec["cells"]]
        pages = sorted({doc.layout["rows"][id(r)]["page"] for r, _ in cells}) or [1]
        rec = {
            "id": f"as7-{i:03d}",
            "question": spec["q"],
            "category": spec["cat"],
            "answer": _int_scale(gold(doc, spec, cells)),
            "evidence": [{"doc": make_docs.pdf_name(doc), "page": p} for p in pages],
            "source": SOURCE,
            "hard_cases": hard_cases(doc, spec, cells, pages),
            "question_type": "KPI-driven" if KPI.search(spec["q"]) else "Table-driven",
        }
        out.append(rec)
    return out


def write(records, path=HERE / "questions.jsonl"):
    with open(path, "w", encoding="utf-8") as f:
        for r in records:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    recs = build()
    write(recs)
    from collections import Counter
    print(len(recs), "questions;", dict(Counter(r["category"] for r in recs)))
