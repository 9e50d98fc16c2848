"""Writes bench/aitqa-style2/questions.jsonl: AIT-QA-style questions over the tables of make_docs.py.

    python bench/aitqa-style2/make_questions.py

Every gold is computed here from the ``Doc`` objects that make_docs.py renders (never typed by hand,
never taken from a run: tabsql was neither run nor read while this set was written). The records
have exactly the fields of /work/shared/corpus/aitqa-dev/questions.jsonl: ``id``, ``question``,
``category``, ``answer {kind, value, raw, unit, scale, conditions}``, ``evidence [{doc, page}]``,
``source``, ``hard_cases`` and ``question_type``.

- A lookup's ``raw`` is the cell as printed ("$1,412", "(38)", "73.8%", "8.58", "$171.06") and its
  ``value`` the number (negative when printed in parentheses). ``unit`` and ``scale`` follow the
  printed text; make_docs.Doc.unit_scale states the rule.
- A difference keeps the operands' unit and scale; a percent change is rounded to one decimal with
  ``unit`` "%" and ``scale`` 1 (the scorer then accepts any value within 0.05 points); a comparison
  ("which brand ...") is the row or column label as printed, as text.
- An unanswerable question has kind "none": the year, item or measure it asks about is not in its
  document.
- ``hard_cases`` uses aitqa-dev's tags where they apply (style:*, landscape, multi_row_header,
  row_hierarchy_needed, kpi_term, paraphrase, answer_in_several_cells) and adds a few (see the README).
  ``question_type`` is "KPI-driven" when the question uses an industry KPI term (railroad, cruise,
  lodging, trucking, shipping or airline), else "Table-driven".

The page and record engines follow bench/aitqa-style (read as a model, not imported).
"""
from __future__ import annotations

import json
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import make_docs as md  # noqa: E402

KPI = re.compile(
    r"\b(revpar|adr|average daily rate|occupancy|occupany|(?:net |gross )?yields?|apcds?|available passenger cruise days|"
    r"passenger cruise days|albds?|lower berth days|capacity|operating ratio|revenue ton-miles?|gross ton-miles?|"
    r"carloads?|revenue per (?:car|unit|load|tractor|revenue ton-mile)|train speed|terminal dwell|dwell|cars online|"
    r"fuel consumption rate|length of haul|empty miles?|empty mile percentage|tractors in service|ffes?|teus?|"
    r"freight rates?|ebitda margin|block hours|departures|asms?|rpms?|available seat miles?|revenue passenger miles?|"
    r"load factor|completion factor|stage length|casm|cost per available seat mile)\b", re.I)


# ===================================================================================== cells
class Cell:
    def __init__(self, d: md.Doc, label: str, col: str, under: str | None = None):
        self.doc, self.col = d, col
        self.row = d.find(label, under)
        self.index = d.rows.index(self.row)
        self.text = d.text(self.row, col)
        self.value = d.number_of(self.row, col)
        self.unit, self.scale = d.unit_scale(self.row, col)
        assert self.text not in ("", "—"), (d.key, label, col)

    @property
    def decimals(self) -> int:
        m = re.search(r"\.(\d+)", self.text)
        return len(m.group(1)) if m else 0


def num(x: float, dec: int):
    x = round(x, dec)
    return int(x) if dec == 0 else x


def jscale(s):
    return int(s) if isinstance(s, float) and s.is_integer() else s


# ===================================================================================== records
class Builder:
    def __init__(self):
        self.docs = {d.key: d for d in md.documents()}
        self.landscape = {k: md.layout(d)["landscape"] for k, d in self.docs.items()}
        self.records: list[dict] = []
        self.meta: list[dict] = []

    # ------------------------------------------------------------------ tags
    def tags(self, d: md.Doc, question: str, cells: list[Cell], answer: dict, category: str) -> list[str]:
        hard = [f"style:{d.look['style']}"]
        hard += ["landscape"] if self.landscape[d.key] else []
        hard += ["multi_row_header"] if d.depth > 1 else []
        labels = [md.strip_markers(r.label) for r in d.rows if r.kind != "section"]
        leaves = [c.path[-1] for c in d.cols]
        if any(labels.count(md.strip_markers(c.row.label)) > 1 for c in cells):
            hard.append("row_hierarchy_needed")
        if any(leaves.count(d.col(c.col).path[-1]) > 1 for c in cells):
            hard.append("column_hierarchy_needed")
        if KPI.search(question):
            hard.append("kpi_term")
        if category == "lookup" and cells:
            core = re.sub(r"\s*\([^)]*\)", "", md.strip_markers(cells[0].row.label)).strip(" :,").lower()
            if core not in question.lower():
                hard.append("paraphrase")
        if cells and category == "lookup":
            printed = [t for row in d.body_cells() for t in row[1:]]
            if printed.count(answer["raw"]) > 1:
                hard.append("answer_in_several_cells")
        if any(md.MARKER.search(c.row.label) for c in cells):
            hard.append("footnote_marker")
        if any(c.row.parents for c in cells):
            hard.append("indented_row")
        if answer.get("scale") == 1_000_000:
            c = cells[0]
            col = d.col(c.col)
            if "million" in c.row.label.lower():
                hard.append("scale_in_row_label")
            elif any("million" in p.lower() for p in c.row.parents):
                hard.append("scale_in_section_row")
            elif any("million" in p.lower() for p in col.path):
                hard.append("scale_in_column_header")
            elif "million" in d.stub.lower():
                hard.append("scale_in_header_corner")
            elif "million" in d.caption.lower():
                hard.append("scale_in_caption")
        if any(c.text.lstrip("$").startswith("(") for c in cells):
            hard.append("negative_in_parens")
        if d.depth == 3:
            hard.append("three_header_rows")
        if cells and d.key == "t22":
            hard.append("no_scale_printed")
        return hard

    def add(self, d: md.Doc, question: str, category: str, answer: dict, cells: list[Cell], **meta) -> None:
        hard = self.tags(d, question, cells, answer, category) + list(meta.pop("tags", []))
        ans = {"kind": answer["kind"], "value": answer.get("value"), "raw": answer.get("raw"),
               "unit": answer.get("unit"), "scale": jscale(answer.get("scale")), "conditions": []}
        qid = f"a2-{len(self.records) + 1:03d}"
        self.records.append({"id": qid, "question": question, "category": category, "answer": ans,
                             "evidence": [{"doc": d.pdf, "page": 1}], "source": "aitqa-style2", "hard_cases": hard,
                             "question_type": "KPI-driven" if "kpi_term" in hard else "Table-driven"})
        self.meta.append({"id": qid, "doc": d.key, "cells": [(c.index, c.col) for c in cells], **meta})

    # ------------------------------------------------------------------ question kinds
    def lookup(self, d, question, label, col, under=None):
        c = Cell(d, label, col, under)
        printed = d.raw_value(c.row, col)
        if c.value is None or (isinstance(printed, str) and not printed.endswith("%")):   # a text cell ("2020")
            ans = {"kind": "text", "value": c.text, "raw": c.text}
        else:
            ans = {"kind": "number", "value": c.value, "raw": c.text, "unit": c.unit, "scale": c.scale}
        self.add(d, question, "lookup", ans, [c])

    def diff(self, d, question, a: Cell, b: Cell):
        assert a.scale == b.scale, (question, a.scale, b.scale)
        dec = max(a.decimals, b.decimals)
        v = num(a.value - b.value, dec)
        self.add(d, question, "difference", {"kind": "number", "value": v, "raw": f"{v:,.{dec}f}",
                                             "unit": a.unit or b.unit, "scale": a.scale}, [a, b],
                 formula="a - b")

    def pchg(self, d, question, new: Cell, old: Cell):
        v = num((new.value - old.value) / old.value * 100, 1)
        self.add(d, question, "percent_change", {"kind": "number", "value": v, "raw": f"{v:.1f}", "unit": "%",
                                                 "scale": 1}, [new, old], formula="(a - b) / b * 100")

    def which(self, d, question, options: list[tuple[str, Cell]], most=True):
        ranked = sorted(options, key=lambda o: o[1].value, reverse=most)
        assert ranked[0][1].value != ranked[1][1].value, question
        self.add(d, question, "comparison", {"kind": "text", "value": ranked[0][0], "raw": ranked[0][0]},
                 [c for _, c in options], tags=["comparison"], options=[o for o, _ in options], most=most)

    def none(self, d, question, absent: list[str], why: str):
        self.add(d, question, "unanswerable", {"kind": "none", "value": None, "raw": None}, [],
                 tags=[f"none:{why}"], absent=absent)


# ===================================================================================== questions
def build() -> tuple[list[dict], list[dict]]:
    b = Builder()
    D = b.docs
    L, C = b.lookup, Cell

    # ---------------------------------------------------------------- Brackenholt (freight railroad)
    d = D["t01"]
    L(d, "How much freight revenue did Brackenholt earn from grain in 2018?", "Grain", "r18")
    L(d, "What was Brackenholt's average revenue per car for coal in 2019?", "Coal", "a19")
    L(d, "By what percentage did Brackenholt's international intermodal carloads change in 2019?", "International", "cch")
    L(d, "What were Brackenholt's total merchandise freight revenues in 2019?", "Total merchandise", "r19")
    b.which(d, "Which merchandise commodity had the highest average revenue per car at Brackenholt in 2019?",
            [(n, C(d, n, "a19")) for n, *_ in md.T01["Merchandise:"]])
    b.diff(d, "How many more international intermodal units than domestic ones did Brackenholt handle in 2019?",
           C(d, "International", "c19"), C(d, "Domestic", "c19"))

    d = D["t02"]
    L(d, "What was Brackenholt's operating ratio in 2018?", "Operating ratio", "2018")
    L(d, "How much did Brackenholt spend on fuel in 2019?", "Fuel", "2019")
    L(d, "What was the dollar change in Brackenholt's compensation and benefits from 2018 to 2019?",
      "Compensation and benefits", "d")
    L(d, "What was the percentage increase in Brackenholt's operating income in 2019?", "Operating income", "p")
    L(d, "What were Brackenholt's total operating revenues in 2018?", "Total operating revenues", "2018")
    L(d, "how much were brackenholt's other revenues in 2019", "Other revenues", "2019")

    d = D["t03"]
    L(d, "What was Brackenholt's average terminal dwell in 2017?", "Average terminal dwell (hours)", "2017")
    L(d, "How many revenue ton-miles did Brackenholt generate in 2018?", "Revenue ton-miles (millions)", "2018")
    L(d, "What was the average train speed at Brackenholt in 2019?", "Average train speed (miles per hour)", "2019")
    L(d, "What was Brackenholt's freight revenue per revenue ton-mile in 2017?",
      "Freight revenue per revenue ton-mile (cents)", "2017")
    L(d, "Brackenholt fuel consumption rate 2018?", "Fuel consumption rate", "2018")
    b.none(d, "What was Brackenholt's average train speed in 2015?", ["2015"], "year")

    d = D["t04"]
    L(d, "How much does Brackenholt plan to spend on locomotives in 2020?", "Locomotives", "2020")
    L(d, "What were Brackenholt's capital expenditures for ties in 2017?", "Ties", "2017")
    L(d, "What was Brackenholt's total roadway and track capital spending in 2018?", "Total roadway and track", "2018")
    b.diff(d, "How much less did Brackenholt spend on positive train control in 2019 than in 2018?",
           C(d, "Positive train control", "2018"), C(d, "Positive train control", "2019"))
    L(d, "What were the total capital expenditures of Brackenholt in 2019?", "Total capital expenditures", "2019")

    # ---------------------------------------------------------------- Murrelgate (freight railroad)
    d = D["t05"]
    L(d, "What was Murrelgate's revenue per unit for export coal in 2018?", "Export", "u18")
    L(d, "How much revenue did Murrelgate earn from domestic coal in 2017?", "Domestic", "r17", "Coal:")
    L(d, "How many domestic intermodal units did Murrelgate handle in 2018?", "Domestic", "v18", "Intermodal:")
    L(d, "What were Murrelgate's total merchandise revenues in 2018?", "Total merchandise", "r18")
    b.pchg(d, "What was the percentage change in Murrelgate's metals and construction volume from 2017 to 2018?",
           C(d, "Metals and construction", "v18"), C(d, "Metals and construction", "v17"))
    b.which(d, "Which merchandise market had the highest revenue per unit at Murrelgate in 2018?",
            [(n, C(d, n, "u18")) for n, *_ in md.T05["Merchandise:"]])

    d = D["t06"]
    L(d, "What was Murrelgate's railway operating ratio in the second quarter of 2018?", "Railway operating ratio",
      "June 30")
    L(d, "What were Murrelgate's diluted earnings per share for the quarter ended September 30, 2018?",
      "Diluted earnings per share", "September 30")
    L(d, "What was Murrelgate's income from railway operations for the full year 2018?",
      "Income from railway operations", "fy")
    L(d, "How much net income did Murrelgate report in Q1 2018?", "Net income", "March 31")
    b.which(d, "For which 2018 quarter-end did Murrelgate report its lowest railway operating ratio?",
            [(q, C(d, "Railway operating ratio", q)) for q in ("March 31", "June 30", "September 30", "December 31")],
            most=False)

    d = D["t07"]
    L(d, "How many leased box cars did Murrelgate have at the end of 2018?", "Box cars", "lease")
    L(d, "What is the average age of Murrelgate's yard and switching locomotives?", "Yard and switching", "age")
    L(d, "How many locomotives did Murrelgate have in total at December 31, 2017?", "Total locomotives", "tot17")
    L(d, "How many covered hoppers did Murrelgate own at December 31, 2018?", "Covered hoppers", "own")
    b.none(d, "How many new locomotives did Murrelgate have on order at the end of 2018?", ["order"], "measure")

    d = D["t08"]
    L(d, "How much long-term debt principal does Murrelgate have to repay in 2020 and 2021?",
      "Long-term debt principal", "2020–2021")
    L(d, "What are Murrelgate's total purchase obligations?", "Purchase obligations", "total")
    L(d, "How much interest on long-term debt does Murrelgate owe for 2024 and thereafter?",
      "Interest on long-term debt", "2024 and Thereafter")
    L(d, "What were Murrelgate's total contractual obligations due in 2019?", "Total contractual obligations", "2019")
    L(d, "murrelgate finance lease payments due 2022-2023", "Finance leases", "2022–2023")

    # ---------------------------------------------------------------- Aurelind (cruise line)
    d = D["t09"]
    L(d, "What was Aurelind's occupancy in 2017?", "Occupancy", "2017")
    L(d, "How many APCDs did Aurelind have in 2015?", "APCD", "2015")
    L(d, "What was Aurelind's fuel cost per metric ton in 2018?", "Fuel cost per metric ton consumed", "2018")
    L(d, "How much did Aurelind spend on fuel in 2015?", "Fuel expenses (in millions)", "2015")
    b.pchg(d, "By what percentage did Aurelind's berths grow from 2018 to 2019?",
           C(d, "Berths at end of period", "2019"), C(d, "Berths at end of period", "2018"))
    b.none(d, "What was Aurelind's occupancy in 2014?", ["2014"], "year")

    d = D["t10"]
    L(d, "What were Aurelind's net yields in 2018?", "Net Yields", "2018")
    L(d, "What were Aurelind's gross yields on a constant currency basis in 2019?", "Gross Yields", "cc")
    L(d, "What were Aurelind's net revenues in 2019?", "Net Revenues", "2019")
    L(d, "How much passenger ticket revenue did Aurelind report for 2019 on a constant currency basis?",
      "Passenger ticket revenues", "cc")
    b.diff(d, "How much higher were Aurelind's net yields in 2019 than in 2018?", C(d, "Net Yields", "2019"),
           C(d, "Net Yields", "2018"))

    d = D["t11"]
    L(d, "How many berths does Aurelind have on order for its Aurelind Cruises brand?", "Aurelind Cruises", "b_ord")
    L(d, "What are the primary markets of Sable Coast Voyages?", "Sable Coast Voyages", "mkt")
    L(d, "How many ships does Pelerin Expeditions have in service?", "Pelerin Expeditions", "s_in")
    L(d, "How many ships in total does Aurelind have on order?", "Total", "s_ord")
    b.which(d, "Which Aurelind brand has the fewest berths in service?",
            [(md.strip_markers(n), C(d, n, "b_in")) for n, *_ in md.T11], most=False)

    d = D["t12"]
    L(d, "What percentage of Aurelind's total revenues did payroll and related expenses represent in 2018?",
      "Payroll and related", "s18")
    b.pchg(d, "By what percentage did Aurelind's food costs rise from 2018 to 2019?", C(d, "Food", "a19"),
           C(d, "Food", "a18"))
    L(d, "What was Aurelind's operating income in 2018?", "Operating income", "a18")
    L(d, "What were Aurelind's total cruise operating expenses as a percentage of total revenues in 2019?",
      "Total cruise operating expenses", "s19")

    # ---------------------------------------------------------------- Saltmere (cruise line)
    d = D["t13"]
    L(d, "How many available lower berth days did Saltmere deploy in the Caribbean in 2018?", "Caribbean", "a18")
    L(d, "What percentage of Saltmere's capacity was deployed in Alaska in 2017?", "Alaska", "s17")
    L(d, "What share of Saltmere's total capacity was in Europe in 2018?", "Total Europe", "s18")
    L(d, "How many ALBDs did Saltmere have in total in 2017?", "Total", "a17")
    b.which(d, "Which European region received more of Saltmere's capacity in 2018, the Mediterranean or Northern Europe?",
            [("Mediterranean", C(d, "Mediterranean", "a18")), ("Northern Europe", C(d, "Northern Europe", "a18"))])
    b.none(d, "What percentage of Saltmere's capacity was deployed in the Caribbean in fiscal 2015?", ["2015"], "year")

    d = D["t14"]
    L(d, "What was Saltmere's occupancy percentage in the quarter ended August 31, 2018?", "Occupancy percentage",
      "August 31")
    L(d, "How many passengers did Saltmere carry in the first quarter of fiscal 2018?", "Passengers carried",
      "February 28")
    L(d, "What were Saltmere's revenues for the three months ended November 30, 2018?", "Revenues (in millions)",
      "November 30")
    L(d, "What was Saltmere's fuel cost per metric ton in the May quarter of 2018?", "Fuel cost per metric ton consumed",
      "May 31")
    b.diff(d, "How much more net income did Saltmere earn in the quarter ended August 31, 2018 than in the quarter "
              "ended May 31, 2018?", C(d, "Net income (in millions)", "August 31"),
           C(d, "Net income (in millions)", "May 31"))

    d = D["t15"]
    L(d, "How many berths will the Halcyra Cruises ships delivered in fiscal 2022 add?", "Fiscal 2022", "hc_B")
    L(d, "What is the estimated total cost of Saltmere's ships due in fiscal 2021?", "Fiscal 2021", "cost")
    L(d, "How many new ships is Saltmere expecting in total?", "Total", "tot_S")
    L(d, "How many Saltmere Line ships are scheduled for delivery in fiscal 2020?", "Fiscal 2020", "sl_S")
    b.none(d, "How many ships does Saltmere expect to take delivery of in fiscal 2024?", ["2024"], "year")

    # ---------------------------------------------------------------- Orrindale (hotel company)
    d = D["t16"]
    L(d, "What was Orrindale Reserve's RevPAR in 2019?", "Orrindale Reserve", "rp")
    L(d, "What was the occupancy of Calloway Grand in 2019?", "Calloway Grand", "oc")
    L(d, "By what percentage did Stayvale's average daily rate change versus 2018?", "Stayvale", "adr_ch")
    L(d, "By what percentage did Orrindale's total comparable systemwide RevPAR grow in 2019?", "Total comparable systemwide",
      "rp_ch")
    L(d, "What was the ADR of Orrindale's premium tier in 2019?", "Total premium", "adr")
    b.which(d, "Which Orrindale select-service brand had the highest occupancy in 2019?",
            [(n, C(d, n, "oc")) for n in md.ORRINDALE_BRANDS["Select"]])

    d = D["t17"]
    L(d, "How many franchised rooms does Brightmere Inn have in the U.S. and Canada?", "Brightmere Inn",
      "Franchised Rooms", "U.S. and Canada:")
    L(d, "How many managed Orrindale Hotels properties are there outside the U.S. and Canada?", "Orrindale Hotels",
      "Managed Properties", "International:")
    L(d, "How many rooms did Orrindale have systemwide at the end of 2019?", "Total systemwide", "Total Rooms")
    L(d, "How many owned or leased properties does Orrindale have in the U.S. and Canada?", "Total U.S. and Canada",
      "Owned or Leased Properties")
    L(d, "How many Calloway Grand rooms are in Orrindale's international portfolio?", "Calloway Grand", "Total Rooms",
      "International:")
    b.none(d, "How many timeshare units does Orrindale have in its portfolio?", ["timeshare"], "measure")

    d = D["t18"]
    L(d, "How much did Orrindale earn in franchise fees in 2017?", "Franchise fees", "2017")
    L(d, "By what percentage did Orrindale's incentive management fees change from 2018 to 2019?",
      "Incentive management fees", "pct")
    L(d, "What were Orrindale's gross fee revenues in 2019?", "Gross fee revenues", "2019")
    L(d, "What was the dollar increase in Orrindale's cost reimbursement revenue in 2019?",
      "Cost reimbursement revenue", "amt")
    b.pchg(d, "What was the percentage change in Orrindale's total revenues from 2017 to 2019?",
           C(d, "Total revenues", "2019"), C(d, "Total revenues", "2017"))

    d = D["t19"]
    L(d, "What was the comparable systemwide RevPAR of Orrindale's hotels in Canada in 2019?", "Canada", "sys_rp")
    L(d, "What was the occupancy of Orrindale's comparable owned and leased hotels in Europe in 2019?", "Europe", "own_oc")
    L(d, "By what percentage did Orrindale's comparable systemwide RevPAR in Asia Pacific change compared with 2018?", "Asia Pacific",
      "sys_rp_ch")
    L(d, "What was the worldwide RevPAR of Orrindale's comparable owned and leased hotels in 2019?", "Worldwide",
      "own_rp")
    b.which(d, "Which international region had the highest comparable systemwide occupancy for Orrindale in 2019?",
            [(n, C(d, n, "sys_oc")) for n in md.T19["International:"]])

    # ---------------------------------------------------------------- Sorrelhurst (lodging REIT)
    d = D["t20"]
    L(d, "What was the occupancy of Sorrelhurst's resort hotels in 2018?", "Resort", "oc2018")
    L(d, "What was the average daily rate at Sorrelhurst's urban hotels in 2017?", "Urban", "adr2017")
    L(d, "What was the RevPAR of Sorrelhurst's upscale hotels in 2018?", "Upscale", "rp2018")
    L(d, "What was the percentage change in RevPAR for Sorrelhurst's airport hotels?", "Airport", "ch")
    b.which(d, "Which location type had the highest RevPAR for Sorrelhurst in 2018?",
            [(n, C(d, n, "rp2018")) for n in md.T20])

    d = D["t21"]
    L(d, "What was Sorrelhurst's diluted earnings per share in 2016?", "Diluted earnings per share", "2016")
    L(d, "How many hotels did Sorrelhurst own at the end of 2015?", "Number of hotels at year end", "2015")
    b.pchg(d, "What was the percentage change in Sorrelhurst's total revenues from 2014 to 2018?",
           C(d, "Total revenues", "2018"), C(d, "Total revenues", "2014"))
    L(d, "What was Sorrelhurst's Adjusted EBITDA in 2015?", "Adjusted EBITDA (in millions)", "2015")
    L(d, "Sorrelhurst comparable occupany 2016", "Comparable occupancy", "2016")
    b.none(d, "What was Sorrelhurst's comparable RevPAR in 2013?", ["2013"], "year")

    d = D["t22"]
    L(d, "What was Sorrelhurst's EBITDA in 2017?", "EBITDA", "2017")
    L(d, "What gain on sale of hotels did Sorrelhurst record in 2018?", "Gain on sale of hotels, net", "2018")
    L(d, "How much interest expense did Sorrelhurst have in 2016?", "Interest expense", "2016")
    L(d, "What was Sorrelhurst's income tax expense (benefit) in 2017?", "Income tax expense (benefit)", "2017")
    b.pchg(d, "What was the percentage change in Sorrelhurst's EBITDA from 2016 to 2018?", C(d, "EBITDA", "2018"),
           C(d, "EBITDA", "2016"))

    # ---------------------------------------------------------------- Harlingdale (truckload carrier)
    d = D["t23"]
    L(d, "What was Harlingdale's average revenue per tractor per week in its dedicated segment in 2019?",
      "Average revenue per tractor per week", "2019", "Dedicated:")
    L(d, "What was the truckload empty mile percentage for Harlingdale in 2018?", "Empty mile percentage", "2018",
      "Truckload:")
    L(d, "How many loads did Harlingdale's intermodal segment haul in 2019?", "Loads", "2019")
    L(d, "What was Harlingdale's truckload revenue excluding fuel surcharge in 2018?",
      "Revenue, excluding fuel surcharge (in millions)", "2018", "Truckload:")
    L(d, "By what percent did the average number of tractors in service in Harlingdale's dedicated segment grow?",
      "Average tractors in service", "ch", "Dedicated:")

    d = D["t24"]
    L(d, "How many refrigerated trailers did Harlingdale have at the end of 2019?", "Refrigerated", "n19")
    L(d, "What was the average age of Harlingdale's company-owned tractors in 2018?", "Company-owned", "g18")
    L(d, "How many tractors in total did Harlingdale operate at December 31, 2018?", "Total tractors", "n18")
    L(d, "What was the average age of Harlingdale's trailer fleet at the end of 2019?", "Total trailers", "g19")
    b.diff(d, "How many more dry van trailers did Harlingdale have at the end of 2019 than at the end of 2018?",
           C(d, "Dry van", "n19"), C(d, "Dry van", "n18"))

    d = D["t25"]
    L(d, "What was Harlingdale's operating ratio in 2019?", "Operating ratio", "2019")
    L(d, "How much did Harlingdale spend on purchased transportation in 2018?", "Purchased transportation", "2018")
    L(d, "By what percentage did Harlingdale's insurance and claims expense increase in 2019?", "Insurance and claims",
      "p")
    L(d, "What was the dollar change in Harlingdale's operating income?", "Operating income", "d")
    b.diff(d, "How much higher were Harlingdale's salaries, wages and benefits than its fuel and fuel taxes in 2019?",
           C(d, "Salaries, wages and benefits", "2019"), C(d, "Fuel and fuel taxes", "2019"))

    # ---------------------------------------------------------------- Marrowick (container shipping)
    d = D["t26"]
    L(d, "What was Marrowick's average freight rate on the Transpacific trade in 2019?", "Transpacific", "f19")
    L(d, "How many FFE did Marrowick carry on its Africa trade in 2018?", "Africa", "v18")
    L(d, "What was the change in Marrowick's Intra-Asia loaded volumes in 2019?", "Intra-Asia", "vch")
    L(d, "What were Marrowick's total North-South loaded volumes in 2019?", "Total North–South", "v19")
    b.which(d, "Which East-West trade had the highest average freight rate for Marrowick in 2019?",
            [(n, C(d, n, "f19")) for n, *_ in md.T26["East–West:"]])
    b.none(d, "What was Marrowick's average freight rate on the Asia-Europe trade in 2017?", ["2017"], "year")

    d = D["t27"]
    L(d, "How many chartered vessels of 14,000 TEU and above did Marrowick have in 2019?", "14,000 TEU and above", "n19",
      "Chartered vessels:")
    L(d, "What was the TEU capacity of Marrowick's owned vessels of 3,000 to 7,999 TEU in 2018?", "3,000–7,999 TEU",
      "c18", "Owned vessels:")
    L(d, "What was the total capacity of Marrowick's fleet in 2019?", "Total fleet", "c19")
    L(d, "How many vessels did Marrowick own at the end of 2018?", "Total owned", "n18")
    b.diff(d, "By how many TEU did the capacity of Marrowick's chartered fleet fall from 2018 to 2019?",
           C(d, "Total chartered", "c18"), C(d, "Total chartered", "c19"))

    d = D["t28"]
    L(d, "What was the EBITDA margin of Marrowick's terminals segment in 2018?", "Terminals", "m18")
    L(d, "How much revenue did Marrowick's logistics and services segment generate in 2019?", "Logistics and services",
      "r19")
    L(d, "What was Marrowick's total EBITDA in 2019?", "Total", "e19")
    L(d, "What was the EBITDA of Marrowick's ocean segment in 2018?", "Ocean", "e18")
    b.which(d, "Which Marrowick segment had the highest EBITDA margin in 2019?",
            [(n, C(d, n, "m19")) for n, *_ in md.T28[:3]])

    # ---------------------------------------------------------------- Caskell (regional airline)
    d = D["t29"]
    L(d, "How many E175 aircraft does Caskell fly for Corvane Airlines?", "Corvane Airlines", "E175")
    L(d, "What type of agreement does Caskell have with Tidewell Air?", "Tidewell Air", "kind")
    L(d, "When does Caskell's agreement with Astmoor Airways expire?", "Astmoor Airways", "exp")
    L(d, "How many CRJ900 aircraft are in Caskell's fleet in total?", "Total", "CRJ900")
    b.which(d, "Which major partner does Caskell operate the most aircraft for?",
            [(md.strip_markers(n), C(d, n, "total")) for n, *_ in md.T29[:3]])

    d = D["t30"]
    L(d, "How many block hours did Caskell fly under capacity purchase agreements in 2019?", "Block hours", "2019",
      "Capacity purchase:")
    L(d, "What was Caskell's prorate passenger load factor in 2018?", "Passenger load factor", "2018", "Prorate:")
    L(d, "What were Caskell's total available seat miles in 2019?", "Available seat miles (millions)", "2019",
      "Total operations:")
    L(d, "What was Caskell's operating cost per available seat mile in 2018?",
      "Operating cost per available seat mile (cents)", "2018")
    L(d, "By what percentage did Caskell's prorate departures change in 2019?", "Departures", "ch", "Prorate:")
    b.none(d, "What was Caskell's on-time arrival rate in 2019?", ["on-time", "arrival"], "measure")
    return b.records, b.meta


def main() -> int:
    records, _ = build()
    with open(HERE / "questions.jsonl", "w", encoding="utf-8") as f:
        for rec in records:
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    from collections import Counter
    print(f"{len(records)} questions over {len({r['evidence'][0]['doc'] for r in records})} documents")
    print("categories:", dict(Counter(r["category"] for r in records)))
    print("question types:", dict(Counter(r["question_type"] for r in records)))
    print("kinds:", dict(Counter(r["answer"]["kind"] for r in records)))
    print("unit/scale:", dict(Counter((r["answer"]["unit"], r["answer"]["scale"]) for r in records
                                      if r["answer"]["kind"] == "number")))
    return 0


if __name__ == "__main__":
    sys.exit(main())
