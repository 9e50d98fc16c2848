"""Write bench/aitqa-style6/questions.jsonl from make_docs' tables (every gold is computed here).

    /work/main/.venv/bin/python bench/aitqa-style6/make_questions.py

A question is a spec: a cell (row label, optional section, column key), two cells for a difference
or percent change, several for a sum or a comparison, or an absent term for an unanswerable one.
"""
from __future__ import annotations

import json
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import make_docs  # noqa: E402
from engine import DASH, parse, strip_marker  # noqa: E402

SOURCE = "aitqa-style6"
KPI = re.compile(r"\b(CPE|PCDs?|per PCD|block hours?|load factor|ASMs?|coverage|EBITDAR|injury rate|accident rate|"
                 r"incidents? per|cash burn|liquidity|off[- ]service|per gallon|per engine flight hour|flight hours|"
                 r"route miles|track miles|per eligible employee|cost per enplaned|enplane\w*|per pilot)\b", re.I)


# ---------------------------------------------------------------------------- spec helpers
def C(row, col, sec=None):
    return (row, col, sec)


def L(q, row, col, sec=None):
    return {"cat": "lookup", "q": q, "cells": [C(row, col, sec)]}


def Dif(q, a, b):
    return {"cat": "difference", "q": q, "cells": [a, b]}


def Pc(q, new, old):
    return {"cat": "percent_change", "q": q, "cells": [new, old]}


def Sum(q, *cells):
    return {"cat": "sum", "q": q, "cells": list(cells)}


def Cmp(q, mode, options):
    """options: [(answer_text, cell)]; the answer is the option whose cell is largest/smallest."""
    return {"cat": "comparison", "q": q, "mode": mode, "options": options,
            "cells": [c for _, c in options]}


def U(q, absent):
    return {"cat": "unanswerable", "q": q, "absent": absent, "cells": []}


SPECS = {
    "t01": [
        L("How much did Pendrossa pay lessors in engine maintenance reserves in 2019?", "Reserve payments to lessors", "en2019"),
        L("pendrossa airframe maintenance reserve deposit balance end of 2018", "Balance at end of year", "af2018"),
        L("What amount of total maintenance reserves was expensed as supplemental rent in 2018?",
          "Amounts expensed as supplemental rent", "to2018"),
        Dif("By how much did Pendrossa's total maintenance reserve deposits change from the end of 2018 to the end of 2019?",
            C("Balance at end of year", "to2019"), C("Balance at end of year", "to2018")),
        U("How much in APU maintenance reserves did Pendrossa hold at the end of 2019?", "APU"),
    ],
    "t02": [
        L("How many A321neo aircraft did Pendrossa sell and lease back in 2018?", "Airbus A321neo", "n", "2018"),
        L("sale leaseback proceeds total 2019", "Total 2019", "proc"),
        L("What was the gain or loss recognized on the A330-900 sale-leaseback?", "Airbus A330-900", "gain"),
        L("lease term for the 767-300ER leaseback (years)", "Boeing 767-300ER", "term"),
        Cmp("In which year did Pendrossa raise the most cash from sale-leaseback deals?", "max",
            [("2019", C("Total 2019", "proc")), ("2018", C("Total 2018", "proc")), ("2017", C("Total 2017", "proc"))]),
    ],
    "t03": [
        L("How many engine shop visits did Pendrossa have on its A320 fleet in 2019?", "Airbus A320", "asvn"),
        L("What is the planned 2020 cost of heavy airframe checks for the Boeing 757-200 fleet?", "Boeing 757-200", "phcc"),
        Dif("How much more is Pendrossa planning to spend on engine shop visits in 2020 than it spent in 2019, all fleets? (in millions)",
            C("Total", "psvc"), C("Total", "asvc")),
        L("2019 A321neo engine shop visit cost", "Airbus A321neo", "asvc"),
        Cmp("Which fleet type had the most heavy airframe checks in 2019?", "max",
            [(strip_marker(x), C(strip_marker(x), "ahcn")) for x in
             ("Airbus A319", "Airbus A320", "Airbus A321", "Airbus A321neo", "Boeing 757-200", "Boeing 767-300ER")]),
    ],
    "t04": [
        L("How many Airbus A320s is Pendrossa scheduled to return to lessors in 2020?", "Airbus A320", "r2020"),
        L("accrued return condition liability for the 757-200 fleet at 12/31/2019", "Boeing 757-200", "l2019"),
        L("Total aircraft due back to lessors in 2022 and after?", "Total", "r2022"),
        Dif("What was the change in the accrued lease return liability for the A319s from Dec 31, 2018 to Dec 31, 2019? Answer in thousands.",
            C("Airbus A319", "l2019"), C("Airbus A319", "l2018")),
        U("How many Boeing 737-800 aircraft will Pendrossa return in 2021?", "737-800"),
    ],
    "t05": [
        L("Wyckholme interest on long-term debt 2017", "Interest on long-term debt", "y2017"),
        L("What was Wyckholme's capitalized interest in 2016?", "Capitalized interest", "y2016"),
        L("percent change in finance lease interest, 2018 vs 2017", "Interest on finance leases", "chp"),
        L("Could you tell me the total interest expense, net, for 2018?", "Total interest expense, net", "y2018"),
        Cmp("Which year had the highest net interest expense at Wyckholme?", "max",
            [(y, C("Total interest expense, net", "y" + y)) for y in ("2018", "2017", "2016")]),
    ],
    "t06": [
        L("Level 1 money market funds in cash equivalents at Dec 31 2018", "Money market funds", "a1", "Cash equivalents:"),
        L("What were restricted money market funds worth (total fair value) at the end of 2017?", "Money market funds", "bt",
          "Restricted cash equivalents:"),
        L("What was the fair value of Wyckholme's fuel derivatives at the end of 2017?", "Fuel derivatives", "bt"),
        L("level 3 total assets at fair value dec 31 2018", "Total assets at fair value", "a3"),
        U("What was the Level 2 value of Wyckholme's foreign currency forward contracts at year-end 2018?", "foreign currency"),
    ],
    "t07": [
        L("What was Wyckholme's profit sharing pool in 2017?", "2017", "pool"),
        L("profit sharing payout per eligible employee 2018", "2018", "per"),
        Cmp("Which year had the largest profit sharing pool?", "max",
            [(y, C(y, "pool")) for y in ("2014", "2015", "2016", "2017", "2018")]),
        L("Profit sharing as a percentage of pre-tax income in 2015?", "2015", "pp"),
        L("total profit sharing paid over the five years, in millions", "Five-year total", "pool"),
    ],
    "t08": [
        L("What would a $0.50 per gallon rise in jet fuel add to Wyckholme's 2019 fuel expense before hedges?",
          "Increase of $0.50 per gallon", "2019e"),
        L("net impact of a $1.00/gal fuel price increase in 2020", "Increase of $1.00 per gallon", "2020n"),
        L("hedge offset on a 25 cent increase in fuel price, 2019", "Increase of $0.25 per gallon", "2019h"),
        L("If jet fuel fell 25 cents a gallon, what is the estimated net change in Wyckholme's 2020 fuel expense?",
          "Decrease of $0.25 per gallon", "2020n"),
        U("What is the sensitivity of Wyckholme's 2021 fuel expense to a $0.10 increase in the price per gallon?", "2021"),
    ],
    "t09": [
        L("How big was the PSP2 grant to Brantisle?", "Grant (recognized as a contra-expense)", "PSP2"),
        L("total promissory notes under all three payroll support programs", "Unsecured promissory note (1.00%)", "tot"),
        L("How many shares underlie the warrants issued under PSP1?", "Shares underlying warrants (thousands)", "PSP1"),
        L("PSP3 warrant exercise price", "Exercise price per share", "PSP3"),
        L("When did Brantisle sign the PSP2 agreement?", "Agreement date", "PSP2"),
    ],
    "t10": [
        L("How many A320s were in temporary storage at June 30 2021?", "Airbus A320", "sJun"),
        L("How many CRJ200s did Brantisle permanently retire in 2021?", "Bombardier CRJ200", "r2021"),
        L("total regional aircraft in storage at the end of Q3 2021", "Total regional", "sSep"),
        Dif("How many fewer aircraft (total fleet) were in temporary storage at Dec. 31, 2021 than at Mar. 31, 2021?",
            C("Total fleet", "sMar"), C("Total fleet", "sDec")),
        U("How many Airbus A350s were in storage at year-end 2021?", "A350"),
    ],
    "t11": [
        L("Brantisle average daily cash burn Q2 2020", "Average daily cash burn", "20Q2"),
        L("total available liquidity at the end of Q4 2020", "Total available liquidity at quarter end (in billions)", "20Q4"),
        L("What was operating cash burn (generation) per day in the third quarter of 2021?",
          "Operating cash burn (generation)", "21Q3"),
        Cmp("In which quarter of 2021 (Q1-Q4) was Brantisle's average daily cash burn the lowest?", "min",
            [(q, C("Average daily cash burn", "21" + q)) for q in ("Q1", "Q2", "Q3", "Q4")]),
        Dif("How much did daily debt and finance lease principal payments increase from Q2 2020 to Q4 2021?",
            C("Debt and finance lease principal", "21Q4"), C("Debt and finance lease principal", "20Q2")),
    ],
    "t12": [
        L("how many pilots took voluntary early retirement at brantisle", "Pilots", "ern"),
        L("What did the voluntary leave program for flight attendants cost?", "Flight attendants", "lvc"),
        Dif("By how many employees did Brantisle's total active headcount fall between Dec 31 2019 and Dec 31 2021?",
            C("Total", "h19"), C("Total", "h21")),
        L("Which is the early retirement cost for technical operations? in millions please", "Technical operations", "erc"),
        U("How many dispatchers took voluntary early retirement at Brantisle?", "dispatcher"),
    ],
    "t13": [
        L("Ellerdeen personal injury reserve ending balance 2019", "Ending balance", "pi2019"),
        L("What was the change in estimate for prior years on occupational claims in 2019?",
          "Change in estimate for prior years", "oc2019"),
        L("current portion of the environmental reserve at the end of 2018", "Current portion", "ev2018"),
        Dif("How much did the long-term portion of personal injury reserves change from 2018 to 2019?",
            C("Long-term portion", "pi2019"), C("Long-term portion", "pi2018")),
        L("environmental payments in 2018", "Payments", "ev2018"),
    ],
    "t14": [
        L("How many route miles does Ellerdeen own in Georgia?", "Georgia", "own"),
        L("trackage rights route miles in Texas", "Texas", "trk"),
        L("What is the total main line track mileage of the Ellerdeen network?", "Total", "main"),
        L("Ellerdeen yard & siding trackmiles in Ohio", "Ohio", "yard"),
        Cmp("In which state does Ellerdeen have the most total route miles?", "max",
            [(lab, C(lab, "tot")) for lab in ("Alabama", "Arkansas", "Delaware", "Florida", "Georgia", "Illinois", "Indiana",
                                              "Kansas", "Kentucky", "Louisiana", "Maryland", "Mississippi", "Missouri",
                                              "North Carolina", "Ohio", "Oklahoma", "Pennsylvania", "South Carolina",
                                              "Tennessee", "Texas", "Virginia", "West Virginia")]),
        U("How many route miles does Ellerdeen own in Nebraska?", "Nebraska"),
    ],
    "t15": [
        L("new rail laid in 2018, track miles", "New rail laid (track miles)", "a2018"),
        L("How many crossties does Ellerdeen plan to install in 2020?", "Crossties installed (thousands)", "p2020"),
        L("how much ballast did ellerdeen place in 2017", "Ballast placed (thousand cubic yards)", "a2017"),
        Cmp("Looking only at actual results, in which year did Ellerdeen replace or rehabilitate the most bridges?", "max",
            [(y, C("Bridges replaced or rehabilitated", "a" + y)) for y in ("2017", "2018", "2019")]),
        Dif("increase in capital spending on the track program from 2017 to 2019",
            C("Capital spending on track program ($ millions)", "a2019"), C("Capital spending on track program ($ millions)", "a2017")),
    ],
    "t16": [
        L("Ellerdeen personal injury rate 2018", "Personal injury rate", "e2018"),
        L("What was the Class I railroad average train accident rate in 2019?", "Train accident rate", "i2019"),
        Cmp("Which year had Ellerdeen's highest train accident rate?", "max",
            [(y, C("Train accident rate", "e" + y)) for y in ("2019", "2018", "2017")]),
        Dif("How far below the Class I average was Ellerdeen's 2019 grade crossing incident rate?",
            C("Grade crossing incidents per million train-miles", "i2019"),
            C("Grade crossing incidents per million train-miles", "e2019")),
        U("What was Ellerdeen's number of employee fatalities in 2019?", "fatalit"),
    ],
    "t17": [
        L("onboard revenue per PCD from casino gaming in 2017", "Casino gaming", "p17"),
        L("percent change in specialty restaurant revenue", "Specialty restaurants", "chg"),
        L("What were Mossvane's total onboard and other revenues in fiscal 2017?", "Total onboard and other revenues", "a17"),
        Dif("By how much did beverage revenue grow in 2018 compared to 2017, in millions?",
            C("Beverage packages and bar sales", "a18"), C("Beverage packages and bar sales", "a17")),
        L("internet & comms revenue for mossvane 2018, in $ millions", "Internet and communications", "a18"),
    ],
    "t18": [
        L("How many Mossvane Classic ships are scheduled for dry-dock in Q1 of fiscal 2019?", "Mossvane Classic", "q1"),
        L("fiscal 2019 planned off-service days for Mossvane Signature", "Mossvane Signature", "d19"),
        L("total off service days fiscal 2018", "Total", "d18"),
        L("How many Mossvane Expeditions ships are planned to go into dry-dock in the second quarter of fiscal 2019?",
          "Mossvane Expeditions", "q2"),
        U("How many ships of Mossvane's Luxe brand are scheduled for dry-dock in Q2?", "Luxe"),
    ],
    "t19": [
        L("passengers carried on 6 to 8 night cruises in 2018", "6 to 8 nights", "n18"),
        L("PCDs for 9-14 night voyages in 2017? answer in thousands", "9 to 14 nights", "d17"),
        L("What share of Mossvane's 2018 passengers sailed on 2-5 night cruises?", "2 to 5 nights", "s18"),
        L("average length of 15+ night cruises 2018", "15 nights or longer", "l18"),
        Pc("% change in passengers on 2 to 5 night cruises from 2017 to 2018",
           C("2 to 5 nights", "n18"), C("2 to 5 nights", "n17")),
    ],
    "t20": [
        L("Halvenport Express revenue 2018", "Halvenport Express", "r2018"),
        L("What percentage of Cardovel's 2017 revenues came from the Air Mobility Command?",
          "U.S. Military Air Mobility Command", "p2017"),
        Cmp("Which year did Quorrelby Logistics bring Cardovel the most revenue?", "max",
            [(y, C("Quorrelby Logistics", "r" + y)) for y in ("2019", "2018", "2017")]),
        Dif("How much did revenue from Ambrevane Freight Group grow from 2018 to 2019?",
            C("Ambrevane Freight Group", "r2019"), C("Ambrevane Freight Group", "r2018")),
        U("How much revenue did Cardovel earn from the U.S. Postal Service in 2019?", "Postal"),
    ],
    "t21": [
        L("How many 767-300Fs does Cardovel fly for Halvenport Express?", "Boeing 767-300F", "ac", "Halvenport Express:"),
        L("minimum monthly block hours per aircraft for Quorrelby's 737-800BCF", "Boeing 737-800BCF", "min"),
        L("When does the Ambrevane 747-8F contract expire?", "Boeing 747-8F", "exp"),
        L("block hours flown for Quorrelby on the 767-300F in 2018", "Boeing 767-300F", "b18", "Quorrelby Logistics:"),
        Pc("percent increase in block hours flown on Quorrelby's 737-800BCF from 2018 to 2019",
           C("Boeing 737-800BCF", "b19"), C("Boeing 737-800BCF", "b18")),
    ],
    "t22": [
        L("number of passenger expansion missions flown for AMC in 2019", "Expansion", "f2019", "Passenger missions:"),
        L("cargo fixed buy block hrs 2018", "Fixed-buy", "h2018", "Cargo missions:"),
        L("What was Cardovel's AMC revenue from cargo expansion missions in 2019?", "Expansion", "r2019", "Cargo missions:"),
        Dif("By how many flights did passenger fixed-buy missions decline from 2018 to 2019?",
            C("Fixed-buy", "f2018", "Passenger missions:"), C("Fixed-buy", "f2019", "Passenger missions:")),
        U("How many aeromedical evacuation missions did Cardovel fly in 2019?", "aeromedical"),
    ],
    "t23": [
        L("approved PFC amount for the Taxiway K extension", "Taxiway K extension", "appr"),
        L("fiscal 2019 PFC collections for the airport roadway realignment", "Airport roadway realignment", "fy19"),
        L("How much has Orsington expended on the central deicing pad?", "Central deicing pad", "spent"),
        L("What year did the FAA approve the residential sound insulation project?", "Residential sound insulation", "year"),
        L("total cumulative PFC collections", "Total PFC program", "cum"),
        Sum("Combined approved amount for the two noise and environmental projects?",
            C("Residential sound insulation", "appr"), C("Stormwater treatment facility", "appr")),
    ],
    "t24": [
        L("Orsington net revenues fiscal 2017", "Fiscal 2017", "nr"),
        L("senior bond debt service coverage in fiscal 2019", "Fiscal 2019", "cs"),
        L("subordinate bond debt service FY2016", "Fiscal 2016", "sub"),
        Cmp("In which fiscal year was Orsington's total debt service coverage the highest?", "max",
            [(f"Fiscal {y}", C(f"Fiscal {y}", "ct")) for y in range(2015, 2020)]),
        Dif("How much did total debt service increase from fiscal 2015 to fiscal 2019?",
            C("Fiscal 2019", "tds"), C("Fiscal 2015", "tds")),
        U("What was the fiscal 2019 debt service on Orsington's Series 2016 bonds?", "Series 2016"),
    ],
    "t25": [
        L("CPE at Terminal B, fiscal 2019", "Terminal B", "cpe2019"),
        L("airport-wide cost per enplaned passenger FY2018", "Airport-wide", "cpe2018"),
        L("enplanments at Terminal C in fiscal 2018", "Terminal C", "enp2018"),
        L("Please give the airline payments at the International Terminal for fiscal 2019.", "International Terminal", "pay2019"),
        Dif("How much did Terminal C's cost per enplaned passenger change from fiscal 2018 to fiscal 2019?",
            C("Terminal C", "cpe2019"), C("Terminal C", "cpe2018")),
        Cmp("Which terminal had the highest CPE in fiscal 2019?", "max",
            [(t, C(t, "cpe2019")) for t in ("Terminal A", "Terminal B", "Terminal C", "International Terminal")]),
    ],
    "t26": [
        L("food and beverage concession revenue fiscal 2019", "Food and beverage", "r19"),
        L("What is the minimum annual guarantee for the rental car companies?", "Rental car companies", "mag"),
        L("When does the specialty retail concession contract expire?", "Specialty retail", "exp"),
        Dif("increase in TNC concession revenue in fiscal 2019 vs fiscal 2018",
            C("Transportation network companies", "r19"), C("Transportation network companies", "r18")),
        L("total concession revenue fiscal 2018", "Total concession revenue", "r18"),
        L("number of duty free locations", "Duty free", "loc"),
    ],
    "t27": [
        L("gross CRJ900 expendable parts at Dec 31 2019", "Bombardier CRJ900", "ag"),
        L("allowance for obsolescence on CRJ200 parts at December 31, 2018", "Bombardier CRJ200", "bo"),
        L("net E175 spare parts, end of 2019", "Embraer E175", "an"),
        L("What was Selvaran's total net inventory at the end of 2018?", "Total inventory", "bn"),
        Dif("How much did net CRJ700 expendable parts inventory fall between year-end 2018 and year-end 2019?",
            C("Bombardier CRJ700", "bn"), C("Bombardier CRJ700", "an")),
        L("fuel inventory dec 31 2019", "Fuel inventory", "ag"),
    ],
    "t28": [
        L("How many CF34-8E engines are covered by a power-by-the-hour agreement?", "CF34-8E (Embraer E175)", "eng"),
        L("PBH rate per engine flight hour for the CRJ900 engines", "CF34-8C5 (Bombardier CRJ900)", "rate"),
        L("engine flight hours for the CRJ700 fleet in 2018", "CF34-8C1 (Bombardier CRJ700)", "h18"),
        L("engine maintenance expense for the E175 fleet in 2019", "CF34-8E (Embraer E175)", "x19"),
        L("When does Selvaran's CF34-3B1 agreement expire?", "CF34-3B1 (Bombardier CRJ200)", "exp"),
        Pc("By what percent did total power-by-the-hour maintenance expense change from 2018 to 2019?",
           C("Total", "x19"), C("Total", "x18")),
    ],
    "t29": [
        L("new-hire first officers trained on the E175 in 2019", "New-hire first officers", "n2019", "Embraer E175:"),
        L("average days in training for CRJ900/700 captain upgrades, 2018", "Captain upgrades", "d2018",
          "Bombardier CRJ900/700:"),
        L("What was the cost per pilot for E175 transition training in 2019?", "Transition", "c2019", "Embraer E175:"),
        L("total pilots trained 2018", "Total pilots trained", "n2018"),
        Dif("How many fewer new-hire FOs were trained on the CRJ900/700 in 2019 than in 2018?",
            C("New-hire first officers", "n2018", "Bombardier CRJ900/700:"),
            C("New-hire first officers", "n2019", "Bombardier CRJ900/700:")),
        U("What was the cost per pilot for CRJ200 captain upgrades in 2019?", "CRJ200"),
    ],
    "t30": [
        L("Selvaran's actual fixed charge coverage ratio at Dec 31 2019", "Fixed charge coverage ratio", "a19"),
        L("minimum unrestricted liquidity required under the covenants", "Minimum unrestricted liquidity ($ millions)", "req"),
        L("debt to EBITDAR at the end of 2018", "Total debt to EBITDAR", "a18"),
        L("headroom on the collateral coverage ratio at year-end 2019", "Collateral coverage ratio", "room"),
        L("What was Selvaran's unrestricted liquidity at 12/31/2018?", "Minimum unrestricted liquidity ($ millions)", "a18"),
        U("What is the minimum tangible net worth covenant for Selvaran?", "tangible"),
    ],
}


# ---------------------------------------------------------------------------- gold computation
def resolve(doc, cell):
    label, key, sec = cell
    if sec is not None:
        sec = sec
    r = doc.find(label, section=sec)
    c = doc.col(key)
    j = doc.cols.index(c)
    return r, c, r.cells[j]


def decimals(raw):
    m = re.search(r"\.(\d+)", raw)
    return len(m.group(1)) if m else 0


def fmt_num(v, dec):
    s = f"{abs(v):,.{dec}f}"
    return ("-" if v < 0 else "") + s


def hard_cases(doc, spec, cells):
    t = {f"style:{doc.style}"}
    if doc.nhead >= 2:
        t.add("multi_row_header")
    if doc.nhead >= 3:
        t.add("three_header_rows")
    if doc.land:
        t.add("landscape")
    if doc.split_after is not None:
        t.add("table_over_pages")
    if spec["cat"] not in ("lookup", "unanswerable"):
        t.add("answer_in_several_cells")
    for r, c, raw in cells:
        labels = [x.label for x in doc.rows if x.kind != "section"]
        stripped = [re.sub(r"\s*\(.*", "", x) for x in labels]
        if r.level > 0:
            t.add("indented_row")
        if r.section and stripped.count(re.sub(r"\s*\(.*", "", r.label)) > 1:
            t.add("row_hierarchy_needed")
        leaves = [x.path[-1] for x in doc.cols]
        if leaves.count(c.path[-1]) > 1:
            t.add("column_hierarchy_needed")
        if r.label != strip_marker(r.label):
            t.add("footnote_marker")
        if raw.startswith("("):
            t.add("negative_in_parens")
        unit, scale = doc.unit_scale(r, c, raw)
        if scale == 1e6:
            t.add("scale_millions")
        elif scale == 1e3:
            t.add("scale_thousands")
        elif scale == 1e9:
            t.add("scale_billions")
        if doc.split_after is not None and doc.page_of(r) == 2:
            t.add("second_page" if doc.repeat_header else "header_not_repeated")
        words = [w for w in re.findall(r"[a-z0-9]+", strip_marker(r.label).lower()) if len(w) > 3]
        if words and sum(w in spec["q"].lower() for w in words) < len(words) / 2:
            t.add("paraphrase")
    if KPI.search(spec["q"]):
        t.add("kpi_term")
    return sorted(t)


def int_scale(s):
    return int(s) if isinstance(s, float) and s.is_integer() else s


def record(doc, spec):
    cells = [resolve(doc, c) for c in spec["cells"]]
    pages = sorted({doc.page_of(r) for r, _, _ in cells}) or [1]
    cat = spec["cat"]
    ans = {"kind": "number", "value": None, "raw": None, "unit": None, "scale": None, "conditions": []}
    if cat == "lookup":
        r, c, raw = cells[0]
        v = parse(raw)
        unit, scale = doc.unit_scale(r, c, raw)
        if v is None or c.text:
            ans.update(kind="text", value=raw, raw=raw)
        else:
            ans.update(value=v, raw=raw, unit=unit, scale=scale)
    elif cat in ("difference", "sum"):
        vals = [parse(raw) for _, _, raw in cells]
        us = {doc.unit_scale(r, c, raw) for r, c, raw in cells}
        assert len(us) == 1, (doc.key, spec["q"], us)
        unit, scale = us.pop()
        dec = max(decimals(raw) for _, _, raw in cells)
        v = vals[0] - vals[1] if cat == "difference" else sum(vals)
        v = round(v, dec)
        if dec == 0:
            v = int(v)
        ans.update(value=v, raw=fmt_num(v, dec), unit=unit, scale=scale)
    elif cat == "percent_change":
        a, b = (parse(raw) for _, _, raw in cells)
        v = round((a - b) / abs(b) * 100, 1)
        ans.update(value=v, raw=f"{v:.1f}%", unit="%", scale=1)
    elif cat == "comparison":
        vals = [0 if raw == DASH else parse(raw) for _, _, raw in cells]
        best = max(vals) if spec["mode"] == "max" else min(vals)
        assert vals.count(best) == 1, (doc.key, spec["q"], "tie")
        name = spec["options"][vals.index(best)][0]
        ans.update(kind="text", value=name, raw=name)
    elif cat == "unanswerable":
        ans.update(kind="none")
    ans["scale"] = int_scale(ans["scale"])
    return ans, pages, cells


def build():
    docs = {d.key: d for d in make_docs.build()}
    out = []
    for key in sorted(SPECS):
        d = docs[key]
        for spec in SPECS[key]:
            ans, pages, cells = record(d, spec)
            q = {"id": f"as6-{len(out) + 1:03d}", "question": spec["q"], "category": spec["cat"], "answer": ans,
                 "evidence": [{"doc": make_docs.pdf_name(d), "page": p} for p in pages],
                 "source": SOURCE, "hard_cases": hard_cases(d, spec, cells),
                 "question_type": "KPI-driven" if KPI.search(spec["q"]) else "Table-driven"}
            out.append(q)
    return out


def main():
    qs = build()
    with open(HERE / "questions.jsonl", "w") as f:
        for q in qs:
            f.write(json.dumps(q, ensure_ascii=False) + "\n")
    print(f"wrote {len(qs)} questions")


if __name__ == "__main__":
    main()
