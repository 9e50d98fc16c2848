"""Writes bench/aitqa-style/questions.jsonl: AIT-QA-style questions over the tables of make_docs.py.

    python bench/aitqa-style/make_questions.py

Every gold is computed here from the ``Doc`` objects that make_docs.py renders (never typed by hand,
never taken from a run: tabsql was neither run nor read while this set was written). The records
have exactly the fields of /work/shared/corpus/aitqa-dev/questions.jsonl: ``id``, ``question``,
``category``, ``answer {kind, value, raw, unit, scale, conditions}``, ``evidence [{doc, page}]``,
``source``, ``hard_cases`` and ``question_type``.

- A lookup's ``raw`` is the cell as printed ("$2,301", "(139)", "84.5%", "11.06", "(0.13)") and its
  ``value`` the number (negative when printed in parentheses). ``unit`` and ``scale`` follow
  aitqa-dev's golds; make_docs.Doc.unit_scale states the rule.
- A difference keeps the operands' unit and scale; a percent change is rounded to one decimal with
  ``unit`` "%" and ``scale`` 1 (the scorer then accepts any value within 0.05 points); a comparison
  ("which region ...") is the row or column label as printed, as text.
- An unanswerable question has kind "none": the year, item or measure it asks about is not in its
  document.
- ``hard_cases`` uses aitqa-dev's tags where they apply (style:*, landscape, multi_row_header,
  row_hierarchy_needed, kpi_term, paraphrase, answer_in_several_cells) and adds a few (see the README).
  ``question_type`` is "KPI-driven" when the question uses an airline KPI term, else "Table-driven".
"""
from __future__ import annotations

import json
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import make_docs as md  # noqa: E402

KPI = re.compile(r"\b(rpms?|asms?|casm|rasm|prasm|trasm|yield|load factor|traffic|capacity(?! purchase)|unit (?:revenue|cost)|"
                 r"stage length|available seat miles?|availabe seat miles?|revenue passenger miles?|"
                 r"per available seat mile|per asm|departures)\b", re.I)


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
            else:
                hard.append("scale_in_caption")
        if any(c.text.lstrip("$").startswith("(") for c in cells):
            hard.append("negative_in_parens")
        return hard

    def add(self, d: md.Doc, question: str, category: str, answer: dict, cells: list[Cell], **meta) -> None:
        hard = self.tags(d, question, cells, answer, category) + list(meta.pop("tags", []))
        ans = {"kind": answer["kind"], "value": answer.get("value"), "raw": answer.get("raw"),
               "unit": answer.get("unit"), "scale": jscale(answer.get("scale")), "conditions": []}
        qid = f"as-{len(self.records) + 1:03d}"
        self.records.append({"id": qid, "question": question, "category": category, "answer": ans,
                             "evidence": [{"doc": d.pdf, "page": 1}], "source": "aitqa-style", "hard_cases": hard,
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

    d = D["t01"]
    L(d, "What was Tarnwick's mainline load factor in 2018?", "Passenger load factor", "2018", "Mainline")
    L(d, "How many available seat miles did Tarnwick's regional operation fly in 2019?",
      "Available seat miles (millions)", "2019", "Regional (e)")
    L(d, "What was the consolidated cost per available seat mile for Tarnwick in 2017?",
      "Cost per available seat mile (cents)", "2017", "Consolidated")
    L(d, "By what percentage did Tarnwick's mainline traffic grow from 2018 to 2019?",
      "Revenue passenger miles (millions)", "c19", "Mainline")
    L(d, "what was the average fuel price per gallon paid by tarnwick's regional flying in 2017 ?",
      "Average fuel price per gallon", "2017", "Regional (e)")
    L(d, "Show Tarnwick's consolidated yield for 2019.", "Yield (cents)", "2019", "Consolidated")
    b.none(d, "What was Tarnwick's mainline load factor in 2016?", ["2016"], "year")

    d = D["t02"]
    L(d, "How many Boeing 737-800 aircraft did Tarnwick lease?", "Boeing 737-800", "leased")
    L(d, "What is the average age of Tarnwick's Airbus A319 fleet?", "Airbus A319", "age")
    L(d, "How many aircraft were in Tarnwick's regional fleet at the end of 2019?", "Total regional", "total")
    L(d, "How many seats does Tarnwick's Embraer E175 have on average?", "Embraer E175", "seats")
    b.which(d, "Which mainline aircraft type does Tarnwick own the most of?",
            [(n, C(d, n, "owned")) for n, *_ in md.T02["Mainline"]])
    b.none(d, "How many Airbus A320 aircraft did Tarnwick have on order at the end of 2019?", ["order"], "measure")

    d = D["t03"]
    L(d, "How much did Tarnwick spend on regional fuel in 2018?", "Fuel expense (in millions)", "Regional 2018")
    L(d, "How many gallons of fuel did Tarnwick's mainline consume in 2019?", "Gallons consumed (millions)",
      "Mainline 2019")
    L(d, "What percentage of Tarnwick's total operating expenses was fuel in 2018?",
      "Percent of total operating expenses", "Total 2018")
    b.diff(d, "How much less did Tarnwick spend on fuel in total in 2019 than in 2018?",
           C(d, "Fuel expense (in millions)", "Total 2018"), C(d, "Fuel expense (in millions)", "Total 2019"))
    L(d, "What was the mainline average price per gallon for Tarnwick in 2018?", "Average price per gallon",
      "Mainline 2018")

    d = D["t04"]
    L(d, "How much did Tarnwick spend on aircraft rent in 2018?", "Aircraft rent", "2018")
    L(d, "By what percent did Tarnwick's salaries, wages and benefits increase in 2019?",
      "Salaries, wages and benefits", "p")
    L(d, "What was the dollar change in Tarnwick's special items between 2018 and 2019?", "Special items, net", "d")
    L(d, "What were Tarnwick's total operating expenses in 2019?", "Total operating expenses", "2019")
    L(d, "Get me Tarnwick's distribution expenses for 2018.", "Distribution expenses", "2018")

    d = D["t05"]
    L(d, "What was Bellmora's Pacific passenger revenue in 2017?", "Pacific", "2017")
    L(d, "By what percentage did Bellmora's Latin America passenger revenue change from 2017 to 2018?",
      "Latin America", "c18")
    L(d, "What was Bellmora's total international passenger revenue in 2016?", "Total international", "2016")
    b.which(d, "Which international region brought Bellmora the most passenger revenue in 2018?",
            [(n, C(d, n, "2018")) for n in ("Atlantic", "Pacific", "Latin America")])
    b.pchg(d, "What was the percentage change in Bellmora's cargo revenue from 2016 to 2018?",
           C(d, "Cargo", "2018"), C(d, "Cargo", "2016"))
    b.none(d, "What was Bellmora's passenger revenue from Africa in 2018?", ["Africa"], "item")

    d = D["t06"]
    L(d, "What was Bellmora's international load factor in 2017?", "Passenger load factor", "International 2017")
    L(d, "What was Bellmora's consolidated yield in 2018?", "Yield (cents)", "Consolidated 2018")
    L(d, "How many domestic passengers did Bellmora carry in 2018?", "Passengers (millions)", "Domestic 2018")
    b.diff(d, "How many more international available seat miles did Bellmora fly in 2018 than in 2017?",
           C(d, "Available seat miles (millions)", "International 2018"),
           C(d, "Available seat miles (millions)", "International 2017"))
    L(d, "What was Bellmora's domestic passenger revenue per ASM in 2017?", "Passenger revenue per ASM (cents)",
      "Domestic 2017")

    d = D["t07"]
    L(d, "How many flight attendants did Bellmora employ at the end of 2018?", "Flight attendants", "2018")
    L(d, "Which union represents Bellmora's aircraft technicians?", "Aircraft technicians", "union")
    L(d, "When does the contract for Bellmora's dispatchers become amendable?", "Dispatchers", "amend")
    L(d, "What was Bellmora's total number of full-time equivalent employees at December 31, 2017?", "Total", "2017")
    b.none(d, "How many full-time equivalent pilots did Bellmora have at December 31, 2016?", ["2016"], "year")

    d = D["t08"]
    L(d, "How much long-term debt does Bellmora have coming due in 2021?", "Long-term debt", "2021")
    L(d, "What are Bellmora's total aircraft purchase commitments?", "Aircraft purchase commitments", "total")
    L(d, "How much does Bellmora owe under operating leases after 2023?", "Operating lease commitments", "Thereafter")
    L(d, "What were Bellmora's total contractual obligations due in 2019?", "Total contractual obligations", "2019")
    L(d, "bellmora finance lease obligations payable in 2020", "Finance lease obligations", "2020")

    d = D["t09"]
    L(d, "What was Quillon's load factor in 2016?", "Load factor", "2016")
    L(d, "What was Quillon's operating income in 2017?", "Operating income", "2017")
    L(d, "What were Quillon's diluted earnings per share in 2019?", "Diluted earnings per share", "2019")
    L(d, "What was the CASM for Quillon in 2015?", "Cost per ASM (cents)", "2015")
    L(d, "How many aircraft did Quillon have in service at the end of 2018?", "Aircraft in service at end of period",
      "2018")
    L(d, "What was the non-ticket revenue per passenger for Quillon in 2017?", "Non-ticket revenue per passenger",
      "2017")
    b.pchg(d, "By what percentage did Quillon's departures grow from 2018 to 2019?", C(d, "Departures", "2019"),
           C(d, "Departures", "2018"))
    L(d, "Quillon total revenue per ASM 2018?", "Total revenue per ASM (cents)", "2018")
    b.none(d, "What was Quillon's load factor in 2014?", ["2014"], "year")

    d = D["t10"]
    L(d, "How many A321neo firm orders does Quillon expect to be delivered in 2022?", "2022", "n_f")
    L(d, "How many A220-300 options does Quillon hold in total?", "Total", "a_o")
    L(d, "What is the total number of firm aircraft deliveries Quillon has scheduled for 2021?", "2021", "t_f")
    b.which(d, "In which year is Quillon scheduled to take the most firm aircraft deliveries?",
            [(y, C(d, y, "t_f")) for y, *_ in md.T10])
    b.none(d, "How many A321neo aircraft does Quillon expect to receive in 2026?", ["2026"], "year")

    d = D["t11"]
    L(d, "What was Quillon's operating income in the quarter ended June 30, 2019?", "Operating income", "June 30")
    L(d, "What was Quillon's CASM in the third quarter of 2019?", "Cost per ASM (cents)", "September 30")
    L(d, "What was Quillon's average fare per passenger in Q4 2019?", "Average fare per passenger", "December 31")
    b.diff(d, "How much higher was Quillon's total operating revenue in the September quarter than in the March "
              "quarter of 2019?", C(d, "Total operating revenue", "September 30"),
           C(d, "Total operating revenue", "March 31"))
    L(d, "Quillon's load factor for the quarter ending March 31, 2019", "Load factor", "March 31")

    d = D["t12"]
    L(d, "What was Quillon's aircraft fuel cost per ASM in 2018?", "Aircraft fuel", "a18")
    L(d, "How much did Quillon spend on aircraft rent in 2019?", "Aircraft rent", "m19")
    L(d, "By what percentage did Quillon's depreciation and amortization per ASM change in 2019?",
      "Depreciation and amortization", "pc")
    L(d, "What was Quillon's total CASM in 2018?", "Total operating expenses", "a18")
    L(d, "What were Quillon's salaries, wages and benefits in 2018?", "Salaries, wages and benefits", "m18")

    d = D["t13"]
    L(d, "How many CRJ700 aircraft does Larkfield Express fly for Varrowind?", "Larkfield Express, LLC",
      "Bombardier CRJ700")
    L(d, "How many aircraft does Tessaly Air operate for Varrowind in total?", "Tessaly Air, Inc.", "total")
    L(d, "When does Varrowind's capacity purchase agreement with Pellarine Connection expire?",
      "Pellarine Connection Corp.", "exp")
    L(d, "How many Embraer E175s are operated under Varrowind's capacity purchase agreements?", "Total",
      "Embraer E175")
    b.which(d, "Which regional carrier operates the most aircraft for Varrowind?",
            [(c, C(d, c, "total")) for c in md.CARRIERS])
    b.none(d, "How many block hours did Harrowmere Regional fly for Varrowind in 2017?", ["block"], "measure")

    d = D["t14"]
    L(d, "What was Varrowind's capacity purchase expense for Kittiwake Commuter in 2016?",
      "Kittiwake Commuter Airlines, Inc.", "e16")
    L(d, "How many available seat miles did Larkfield Express fly for Varrowind in 2017?", "Larkfield Express, LLC",
      "a17")
    L(d, "What was Tessaly Air's capacity purchase expense per ASM in 2017?", "Tessaly Air, Inc.", "u17")
    b.pchg(d, "What was the percentage change in Varrowind's total regional ASMs between 2016 and 2017?",
           C(d, "Total regional", "a17"), C(d, "Total regional", "a16"))
    L(d, "Total regional capacity purchase expense of Varrowind in 2017?", "Total regional", "e17")

    d = D["t15"]
    L(d, "What was Varrowind's regional passenger revenue in 2016?", "Regional", "2016")
    L(d, "By how much did Varrowind's cargo revenue increase in 2017?", "Cargo", "amt")
    L(d, "What was the percent change in Varrowind's ancillary and other revenue in 2017?", "Ancillary and other",
      "pct")
    L(d, "What were Varrowind's total operating revenues in 2017?", "Total operating revenues", "2017")
    b.which(d, "Which was larger for Varrowind in 2016, loyalty program revenue or cargo revenue?",
            [("Loyalty program", C(d, "Loyalty program", "2016")), ("Cargo", C(d, "Cargo", "2016"))])

    d = D["t16"]
    L(d, "What was Varrowind's regional fuel expense in 2015?", "Fuel expense (in millions)", "2015", "Regional:")
    L(d, "How many gallons of fuel did Varrowind consume in total in 2016?", "Gallons consumed (millions)", "2016",
      "Total mainline and regional:")
    L(d, "What was Varrowind's mainline average price per gallon in 2017?", "Average price per gallon", "2017",
      "Mainline:")
    b.diff(d, "How much did Varrowind's total fuel expense increase from 2016 to 2017?",
           C(d, "Fuel expense (in millions)", "2017", "Total mainline and regional:"),
           C(d, "Fuel expense (in millions)", "2016", "Total mainline and regional:"))
    b.none(d, "What was Varrowind's international fuel expense in 2017?", ["International"], "item")

    d = D["t17"]
    L(d, "What was Ostrevane's regional CASM excluding fuel and special items in 2018?",
      "CASM excluding fuel and special items", "Regional 2018")
    L(d, "What was Ostrevane's mainline fuel cost per available seat mile in 2019?",
      "Aircraft fuel and related taxes", "Mainline 2019")
    L(d, "What was total CASM for Ostrevane in 2019?", "Total CASM", "Total 2019")
    b.which(d, "Which had the higher salaries, wages and benefits per ASM at Ostrevane in 2019, mainline or regional?",
            [("Mainline", C(d, "Salaries, wages and benefits", "Mainline 2019")),
             ("Regional", C(d, "Salaries, wages and benefits", "Regional 2019"))])
    b.none(d, "What was Ostrevane's mainline CASM in 2017?", ["2017"], "year")

    d = D["t18"]
    L(d, "How many Airbus A321neo aircraft does Ostrevane plan to have at the end of 2021?", "Airbus A321neo", "p21")
    L(d, "How many Boeing 767-300ER aircraft did Ostrevane operate at the end of 2019?", "Boeing 767-300ER", "a19")
    L(d, "What is Ostrevane's planned regional fleet size at year-end 2022?", "Total regional", "p22")
    b.diff(d, "By how many aircraft is Ostrevane's total fleet planned to grow between the end of 2019 and the end "
              "of 2022?", C(d, "Total fleet", "p22"), C(d, "Total fleet", "a19"))
    L(d, "How many E170s will Ostrevane have at the end of 2020 according to its fleet plan?", "Embraer E170", "p20")

    d = D["t19"]
    L(d, "How many regional pilots did Ostrevane have at December 31, 2019?", "Pilots", "g")
    L(d, "How many employees did Ostrevane have in total at the end of 2018?", "Total employees", "t18")
    L(d, "By what percentage did Ostrevane's maintenance technician headcount change from 2018 to 2019?",
      "Maintenance technicians", "chg")
    L(d, "How many mainline flight attendants did Ostrevane employ at the end of 2019?", "Flight attendants", "m")
    b.none(d, "How many regional employees did Ostrevane have at December 31, 2018?", [], "column")

    d = D["t20"]
    L(d, "What was Ostrevane's load factor in the third quarter of 2019?", "Passenger load factor", "Third Quarter")
    L(d, "What was Ostrevane's full-year 2019 passenger revenue?", "Passenger revenue (in millions)", "fy")
    L(d, "What was the yield for Ostrevane in Q1 2019?", "Yield (cents)", "First Quarter")
    b.which(d, "In which quarter of 2019 did Ostrevane fly the most revenue passenger miles?",
            [(q, C(d, "Revenue passenger miles (millions)", q)) for q in
             ("First Quarter", "Second Quarter", "Third Quarter", "Fourth Quarter")])
    b.none(d, "What was Ostrevane's load factor in the first quarter of 2018?", ["2018"], "year")

    d = D["t21"]
    L(d, "What was Aldermoor's regional passenger revenue in 2015?", "Regional", "2015")
    L(d, "What was Aldermoor's interest expense in 2014?", "Interest expense", "2014")
    L(d, "What was Aldermoor's other operating revenue in 2016?", "Other", "2016", "Operating revenues:")
    L(d, "What were Aldermoor's other operating expenses in 2015?", "Other", "2015", "Operating expenses:")
    L(d, "What was Aldermoor's net income in 2016?", "Net income", "2016")
    b.pchg(d, "What was the percentage change in Aldermoor's aircraft fuel expense from 2015 to 2016?",
           C(d, "Aircraft fuel", "2016"), C(d, "Aircraft fuel", "2015"))

    d = D["t22"]
    L(d, "What was Aldermoor's economic fuel price per gallon in 2015?", "Economic", "2015", "Average price per gallon:")
    L(d, "What was Aldermoor's GAAP fuel expense in 2016?", "As reported (GAAP)", "2016", "Fuel expense (in millions):")
    L(d, "How many gallons of fuel did Aldermoor consume in 2015?", "Gallons consumed (millions)", "2015")
    L(d, "By what percentage did Aldermoor's reported average price per gallon change in 2016?",
      "As reported (GAAP)", "pct", "Average price per gallon:")
    b.none(d, "What was Aldermoor's average price per gallon in 2014?", ["2014"], "year")

    d = D["t23"]
    L(d, "What percentage of Aldermoor's 2015 revenue came from the Transpacific region?", "Transpacific", "s15")
    L(d, "How much revenue did Aldermoor earn in Latin America and the Caribbean in 2016?",
      "Latin America and Caribbean", "a16")
    L(d, "What was Aldermoor's transatlantic revenue in 2015?", "Transatlantic", "a15")
    b.which(d, "Which region contributed the smallest share of Aldermoor's operating revenues in 2016?",
            [(n, C(d, n, "s16")) for n in ("Domestic", "Transatlantic", "Transpacific", "Latin America and Caribbean")],
            most=False)
    b.none(d, "What was Aldermoor's domestic revenue in 2017?", ["2017"], "year")

    d = D["t24"]
    L(d, "How much did Aldermoor owe on its enhanced equipment trust certificates at the end of 2016?",
      "Enhanced equipment trust certificates", "2016")
    L(d, "What is the interest rate on Aldermoor's senior notes due 2024?", "Senior notes due 2024", "rate")
    L(d, "What was Aldermoor's total debt at December 31, 2015?", "Total debt", "2015")
    L(d, "What was the balance of Aldermoor's revolving credit facility at December 31, 2015?",
      "Revolving credit facility", "2015")
    b.none(d, "What is the interest rate on Aldermoor's senior notes due 2028?", ["2028"], "item")

    d = D["t25"]
    L(d, "What was Fenstrel's regional yield in 2017?", "Yield (cents)", "Regional 2017")
    L(d, "By what percentage did Fenstrel's mainline availabe seat miles increase in 2018?",
      "Available seat miles (millions)", "Mainline chg")
    L(d, "What was the 2018 CASM excluding fuel for Fenstrel's mainline?", "CASM excluding fuel (cents)",
      "Mainline 2018")
    L(d, "How many regional departures did Fenstrel operate in 2018?", "Departures", "Regional 2018")
    L(d, "What was Fenstrel's mainline load factor in 2018?", "Passenger load factor", "Mainline 2018")
    b.none(d, "What was Fenstrel's regional on-time arrival rate in 2018?", ["on-time", "arrival"], "measure")

    d = D["t26"]
    L(d, "How many Airbus A321neo aircraft does Fenstrel have on firm order?", "Airbus A321neo", "firm")
    L(d, "How many Boeing 787-10 deliveries are scheduled for Fenstrel in 2020?", "Boeing 787-10", "2020")
    L(d, "How many purchase options does Fenstrel hold for the Embraer E175-E2?", "Embraer E175-E2", "opt")
    L(d, "What is the total number of firm aircraft deliveries Fenstrel expects in 2021?", "Total", "2021")
    b.none(d, "What is the list price of Fenstrel's Airbus A321neo order?", ["price"], "measure")

    d = D["t27"]
    L(d, "What was Fenstrel's passenger revenue from its loyalty program in 2017?", "Loyalty program", "2017",
      "Passenger revenue:")
    L(d, "How much loyalty program revenue did Fenstrel report within other revenue in 2018?", "Loyalty program",
      "2018", "Other revenue:")
    L(d, "What was the percent change in Fenstrel's mail revenue?", "Mail", "pct")
    L(d, "What was Fenstrel's total cargo revenue in 2018?", "Total cargo revenue", "2018")
    b.diff(d, "How much did Fenstrel's ticket revenue increase from 2017 to 2018?", C(d, "Ticket", "2018"),
           C(d, "Ticket", "2017"))

    d = D["t28"]
    L(d, "What was Galeforth's fuel cost per ASM in 2018?", "Aircraft fuel and related taxes", "2018", "(in cents)")
    L(d, "What was Galeforth's CASM excluding fuel and special items in 2017?",
      "CASM, excluding fuel and special items", "2017")
    L(d, "What were Galeforth's total operating expenses excluding fuel and special items in 2019?",
      "Total operating expenses, excluding fuel and special items", "2019")
    L(d, "How many available seat miles did Galeforth fly in 2018?", "Available seat miles (millions)", "2018")
    b.none(d, "What was Galeforth's CASM excluding fuel in 2016?", ["2016"], "year")

    d = D["t29"]
    L(d, "What was the average price Galeforth paid per share in November 2019?", "November 1 – November 30, 2019", "p")
    L(d, "How many shares did Galeforth purchase in October 2019?", "October 1 – October 31, 2019", "n")
    L(d, "How much could Galeforth still spend on share repurchases under its program at the end of December 2019?",
      "December 1 – December 31, 2019", "left")
    L(d, "How many shares did Galeforth buy back in total in the fourth quarter of 2019?", "Total", "n")
    b.none(d, "What was the average price paid per share by Galeforth in September 2019?", ["September"], "year")

    d = D["t30"]
    L(d, "What was Galeforth's Pacific load factor in 2018?", "Pacific", "lf", "2018")
    L(d, "How many passengers did Galeforth carry on Atlantic routes in 2019?", "Atlantic", "pax", "2019")
    L(d, "What was Galeforth's total passenger revenue in 2018?", "Total", "rev", "2018")
    b.pchg(d, "What was the percentage change in Galeforth's Latin America passenger revenue from 2018 to 2019?",
           C(d, "Latin America", "rev", "2019"), C(d, "Latin America", "rev", "2018"))
    b.which(d, "Which region had the highest load factor for Galeforth in 2019?",
            [(n, C(d, n, "lf", "2019")) for n in md.T30["2019"]])
    L(d, "What were Galeforth's domestic available seat miles in 2019?", "Domestic", "asm", "2019")
    return b.records, b.meta


def main() -> int:
    records, _ = build()
    with open(HERE / "questions.jsonl", "w", encoding="utf-8") as f:
        for rec in records:
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    from collections import Counter
    print(f"{len(records)} questions over {len({r['evidence'][0]['doc'] for r in records})} documents")
    print("categories:", dict(Counter(r["category"] for r in records)))
    print("kinds:", dict(Counter(r["answer"]["kind"] for r in records)))
    print("unit/scale:", dict(Counter((r["answer"]["unit"], r["answer"]["scale"]) for r in records
                                      if r["answer"]["kind"] == "number")))
    return 0


if __name__ == "__main__":
    sys.exit(main())
