"""Writes bench/aitqa-style3/questions.jsonl: AIT-QA-style questions over the tables of make_docs.py.

    python bench/aitqa-style3/make_questions.py

Every gold is computed here from the ``Doc`` objects that make_docs.py renders (never typed by hand,
never taken from a run: tabsql was neither run nor read while this set was written). The records
have exactly the fields of /work/shared/corpus/aitqa-dev/questions.jsonl: ``id``, ``question``,
``category``, ``answer {kind, value, raw, unit, scale, conditions}``, ``evidence [{doc, page}]``,
``source``, ``hard_cases`` and ``question_type``.

- A lookup's ``raw`` is the cell as printed ("$19,842", "(3,662)", "74.2%", "48.39", "$1,020") and its
  ``value`` the number (negative when printed in parentheses). ``unit`` and ``scale`` follow the
  printed text; make_docs.Doc.unit_scale states the rule.
- A difference keeps the operands' unit and scale; a percent change is rounded to one decimal with
  ``unit`` "%" and ``scale`` 1 (the scorer then accepts any value within 0.05 points); a comparison
  ("which entity ...") is the row or column label as printed, as text.
- An unanswerable question has kind "none": the year, item or measure it asks about is not in its
  document.
- A question on a table split over two pages lists both pages as evidence, as aitqa-dev does.
- ``hard_cases`` uses aitqa-dev's tags where they apply (style:*, landscape, multi_row_header,
  row_hierarchy_needed, kpi_term, paraphrase, answer_in_several_cells, table_over_pages) and adds a
  few (see the README). ``question_type`` is "KPI-driven" when the question uses an airline / air
  cargo / airport KPI term, else "Table-driven".

The record engine follows bench/aitqa-style2/make_questions.py (read as a model, not imported).
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
    r"\b(casm|rasm|prasm|trasm|asms?|rpms?|rtms?|atms?|available seat miles?|revenue passenger miles?|"
    r"revenue ton miles?|available ton miles?|yields?|load factor|traffic|capacity|block hours?|"
    r"per block hour|departures|completion factor|on-time|mishandled|denied boardings|stage length|"
    r"enplane(?:d|ments?)|aircraft operations|gallons?|fuel price|price per gallon|slots?|"
    r"revenue per passenger|per passenger|ancillary|market share)\b", re.I)


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
        if d.split is not None:
            hard.append("table_over_pages")
            on2 = [c for c in cells if d.page_of(c.index) == 2]
            if on2 and not d.repeat_header:
                hard.append("header_not_repeated")
            for c in on2:
                secs = [i for i, r_ in enumerate(d.rows[:c.index]) if r_.kind == "section" and r_.label in c.row.parents]
                if any(d.page_of(i) == 1 for i in secs):
                    hard.append("section_on_previous_page")
                    break
        return hard

    def add(self, d: md.Doc, question: str, category: str, answer: dict, cells: list[Cell], **meta) -> None:
        hard = self.tags(d, question, cells, answer, category) + list(meta.pop("tags", []))
        ans = {"kind": answer["kind"], "value": answer.get("value"), "raw": answer.get("raw"),
               "unit": answer.get("unit"), "scale": jscale(answer.get("scale")), "conditions": []}
        qid = f"{md.PREFIX}-{len(self.records) + 1:03d}"
        evidence = [{"doc": d.pdf, "page": p} for p in range(1, d.pages + 1)]
        self.records.append({"id": qid, "question": question, "category": category, "answer": ans,
                             "evidence": evidence, "source": md.SOURCE, "hard_cases": hard,
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

    # ---------------------------------------------------------------- Marlowen (network airline)
    d = D["t01"]
    L(d, "What was Marlowen's domestic passenger revenue in 2019?", "Domestic", "rev")
    L(d, "By how much did Marlowen's Pacific traffic change in 2019 versus 2018?", "Pacific", "rpm")
    L(d, "what was the change in PRASM for marlowen's atlantic entity in 2019", "Atlantic", "prasm")
    L(d, "How many dollars more international passenger revenue did Marlowen take in during 2019 than in 2018?",
      "Total international", "d")
    L(d, "What was the percentage change in Marlowen's consolidated ASMs in 2019?", "Consolidated", "asm")
    b.which(d, "Which Marlowen international entity added the most capacity in 2019?",
            [(n, C(d, n, "asm")) for n in ("Atlantic", "Pacific", "Latin America")])

    d = D["t02"]
    L(d, "What was Marlowen's frequent flyer deferred revenue balance at the end of 2018?", "Balance at end of year",
      "2018")
    L(d, "How much deferred revenue did Marlowen recognize for miles redeemed for award travel in fiscal 2017?",
      "Passenger travel awards (a)", "2017")
    L(d, "How much did Marlowen recieve for miles sold to its co-brand card and other partners in 2019?",
      "Sold to co-brand card and other partners", "2019")
    L(d, "What was the noncurrent portion of Marlowen's loyalty deferred revenue at the end of 2017?", "Noncurrent",
      "2017")
    b.diff(d, "How much did Marlowen's frequent flyer deferred revenue grow during 2019?",
           C(d, "Balance at end of year", "2019"), C(d, "Balance at beginning of year", "2019"))
    b.none(d, "How much breakage does Marlowen expect to recognize in 2020?", ["2020"], "year")

    d = D["t03"]
    L(d, "How many gallons of fuel did Marlowen consume in the third quarter of 2019?", "Third quarter", "g2019")
    L(d, "What was Marlowen's average fuel price per gallon in Q4 2018?", "Fourth quarter", "p2018")
    L(d, "marlowen fuel expense full year 2018", "Full year", "e2018")
    b.which(d, "In which quarter of 2018 did Marlowen pay the highest average price per gallon of fuel?",
            [(q, C(d, q, "p2018")) for q in ("First quarter", "Second quarter", "Third quarter", "Fourth quarter")])
    b.pchg(d, "By what percentage did Marlowen's annual fuel expense change from 2018 to 2019?",
           C(d, "Full year", "e2019"), C(d, "Full year", "e2018"))

    d = D["t04"]
    L(d, "What was the projected benefit obligation of Marlowen's pension plans at the end of 2019?",
      "Benefit obligation at end of year", "p19")
    L(d, "How much did Marlowen contribute to its other postretirement benefit plans in 2018?",
      "Employer contributions", "o18")
    L(d, "What was the funded status of Marlowen's pension plans at the end of 2018?", "Funded status at end of year",
      "p18")
    L(d, "What discount rate did Marlowen use for its pension benefits in 2019?", "Discount rate", "p19")
    L(d, "How much net actuarial loss on retiree medical and other postretirement benefits did Marlowen carry in "
         "accumulated other comprehensive loss at year-end 2019?", "Net actuarial loss", "o19")
    L(d, "What were the benefits paid out of Marlowen's pension plan assets in 2019?", "Benefits paid", "p19",
      "Change in plan assets:")
    L(d, "What were Marlowen's noncurrent pension liabilities at December 31, 2018?", "Noncurrent liabilities", "p18")

    # ---------------------------------------------------------------- Tressock (network airline)
    d = D["t05"]
    L(d, "How many peak daily departures did Tressock operate at Kansas City in 2018?", "Kansas City", "d18")
    L(d, "How many gates does Tressock lease in Pittsburgh?", "Pittsburgh", "gl")
    L(d, "What share of Tressock's system ASMs was flown from its Cleveland hub?", "Cleveland", "sh")
    L(d, "How many nonstop destinations are served from Sacramento by Tressock", "Sacramento", "nd")
    b.which(d, "Which Tressock focus city had the most peak daily departures in 2017?",
            [(n, C(d, n, "d17")) for n, *_ in md.T05["Focus cities:"]])
    b.diff(d, "How many more peak daily departures did Tressock have at its hubs in 2018 than in 2017?",
           C(d, "Total hubs", "d18"), C(d, "Total hubs", "d17"))

    d = D["t06"]
    L(d, "What was Tressock's total available liquidity at the end of 2018?", "Total available liquidity", "2018")
    L(d, "How much were Tressock's short-term investments at December 31, 2017?", "Short-term investments", "2017")
    L(d, "What was the undrawn capacity under Tressock's pre-delivery payment financing facility at year-end 2018?",
      "Pre-delivery payment financing facility", "2018")
    L(d, "By how much did Tressock's cash and cash equivalents change in 2018?", "Cash and cash equivalents", "ch")
    b.none(d, "How much restricted cash did Tressock have at the end of 2016?", ["2016"], "year")

    d = D["t07"]
    L(d, "How much principal on its EETCs does Tressock have to repay in 2020?",
      "Enhanced equipment trust certificates", "2020")
    L(d, "What is the total amount outstanding under Tressock's term loan facility?", "Term loan facility", "tot")
    L(d, "How much of Tressock's secured debt matures after 2023?", "Total secured", "Thereafter")
    L(d, "What are Tressock's total scheduled debt maturities in 2021?", "Total debt and finance lease obligations",
      "2021")
    b.which(d, "In which year before 2024 does Tressock face its largest principal maturities?",
            [(y, C(d, "Total debt and finance lease obligations", y)) for y in ("2019", "2020", "2021", "2022", "2023")])

    d = D["t08"]
    L(d, "How many slots does Tressock own at New York LaGuardia?", "New York (LaGuardia)", "own")
    L(d, "How many slots at Tokyo Narita does Tressock lease in?", "Tokyo (Narita)", "lin")
    L(d, "How many average daily departures does Tressock operate at Mexico City?", "Mexico City", "dep")
    L(d, "How many slots has Tressock leased out at Reagan National?", "Washington (Reagan National)", "out")
    L(d, "What is the total number of slots Tressock holds across its system?", "Total system", "held")
    b.none(d, "How many slots does Tressock hold at Seoul Incheon?", ["Seoul", "Incheon"], "item")

    # ---------------------------------------------------------------- Calvadine (ultra low-cost airline)
    d = D["t09"]
    L(d, "How much did Calvadine earn from bag fees in 2019?", "Bag fees", "a2019")
    L(d, "What was Calvadine's seat selection revenue per passenger in 2018?", "Seat selection", "p2018")
    L(d, "What was total ancillary revenue per passenger at Calvadine in fiscal 2019?", "Total ancillary revenue",
      "p2019")
    L(d, "By what percentage did Calvadine's priority boarding revenue per passenger change in 2019?",
      "Priority boarding", "ch")
    b.which(d, "Which ancillary revenue type grew the most per passenger at Calvadine in 2019?",
            [(md.strip_markers(n), C(d, n, "ch")) for n, *_ in md.T09["items"]])

    d = D["t10"]
    L(d, "How many passangers did Calvadine fly in July 2019?", "July", "x2019")
    L(d, "What was Calvadine's load factor in February 2018?", "February", "l2018")
    L(d, "What were Calvadine's ASMs in the second quarter of 2019?", "Total second quarter", "a2019")
    L(d, "calvadine RPMs for full year 2018", "Full year", "r2018")
    b.which(d, "In which month of 2019 did Calvadine have its highest load factor?",
            [(m, C(d, m, "l2019")) for m in md.MONTHS])
    L(d, "What was Calvadine's capacity in October 2019?", "October", "a2019")

    d = D["t11"]
    L(d, "What was Calvadine's on-time arrival rate in 2018?", "On-time arrivals (b)", "v2018")
    L(d, "Where did Calvadine rank among U.S. carriers for completion factor in 2019?", "Completion factor", "k2019")
    L(d, "How many bags per 1,000 passengers did Calvadine mishandle in 2017?", "Mishandled baggage per 1,000 passengers",
      "v2017")
    L(d, "What was Calvadine's rate of involuntary denied boardings in 2019?",
      "Involuntary denied boardings per 10,000 passengers", "v2019")
    b.none(d, "What was Calvadine's on-time arrival rate in 2016?", ["2016"], "year")

    d = D["t12"]
    L(d, "How many A320neo leases expire in 2024 at Calvadine?", "Airbus A320neo", "2024")
    L(d, "How many Airbus A319 aircraft does Calvadine own?", "Airbus A319", "owned")
    L(d, "What is the total size of Calvadine's fleet?", "Total", "fleet")
    L(d, "How many of Calvadine's operating leases expire in 2022 in total?", "Total", "2022")
    b.which(d, "Which aircraft type makes up the largest part of Calvadine's fleet?",
            [(n, C(d, n, "fleet")) for n, *_ in md.T12])

    # ---------------------------------------------------------------- Oskerby (air cargo)
    d = D["t13"]
    L(d, "How many block hours did Oskerby fly in its ACMI segment in 2017?", "Block hours", "2017", "ACMI:")
    L(d, "What was Oskerby's charter revenue per block hour in 2018?", "Revenue per block hour", "2018", "Charter:")
    L(d, "On average, how many aircraft did Oskerby have in service in CMI in 2016?", "Average aircraft in service",
      "2016", "CMI:")
    L(d, "What was Oskerby's total segment revenue in 2016?", "Segment revenue (in millions)", "2016", "Total:")
    b.pchg(d, "What was the percentage growth in Oskerby's charter block hours from 2016 to 2018?",
           C(d, "Block hours", "2018", "Charter:"), C(d, "Block hours", "2016", "Charter:"))
    b.which(d, "Which Oskerby segment earned the most revenue per block hour in 2018?",
            [(s.rstrip(":"), C(d, "Revenue per block hour", "2018", s)) for s in ("ACMI:", "CMI:", "Charter:")])

    d = D["t14"]
    L(d, "What were Oskerby's revenue ton miles on the Transatlantic in 2018?", "Transatlantic", "r18")
    L(d, "What was the cargo load factor for Oskerby in Latin America in 2017?", "Latin America", "l17")
    L(d, "What was Oskerby's yield per revenue ton mile in Intra-Asia in 2018?", "Intra-Asia", "y18")
    L(d, "How much did Oskerby's total RTMs grow in 2018 in percent?", "Total", "rch")
    L(d, "oskerby transpacific cargo yield 2017 in cents per RTM", "Transpacific", "y17")
    b.diff(d, "How much higher was Oskerby's Transatlantic yield than its Transpacific yield in 2018?",
           C(d, "Transatlantic", "y18"), C(d, "Transpacific", "y18"))

    d = D["t15"]
    L(d, "What were Oskerby's operating revenues in 2015?", "Operating revenues", "2015")
    L(d, "What was Oskerby's diluted EPS in 2016?", "Diluted earnings per share", "2016")
    L(d, "How much long-term debt did Oskerby have at the end of 2014?", "Long-term debt, including current portion",
      "2014")
    L(d, "How many gallons of fuel did Oskerby consume in 2016?", "Fuel gallons consumed (millions)", "2016")
    L(d, "What was Oskerby's average fuel cost per gallon in the year 2014?", "Average fuel cost per gallon", "2014")
    L(d, "How many full-time equivalent employees did Oskerby have at the end of 2017?",
      "Full-time equivalent employees at year end", "2017")
    b.pchg(d, "By what percent did Oskerby's stockholders' equity increase from 2014 to 2018?",
           C(d, "Stockholders' equity", "2018"), C(d, "Stockholders' equity", "2014"))
    b.none(d, "What was Oskerby's operating income in 2013?", ["2013"], "year")

    d = D["t16"]
    L(d, "What is the maximum payload of Oskerby's Boeing 777F?", "Boeing 777F", "pay")
    L(d, "How many 747-8F freighters does Oskerby lease under operating leases?", "Boeing 747-8F", "op")
    L(d, "What is the average age of Oskerby's Boeing 767-300BCF fleet?", "Boeing 767-300BCF", "age")
    L(d, "How many of Oskerby's aircraft are dry leased to other operators?", "Total", "dry")
    b.which(d, "Which of Oskerby's wide-body freighters is the oldest on average?",
            [(n, C(d, n, "age")) for n, *_ in md.T16["Wide-body freighters:"]])

    # ---------------------------------------------------------------- Vantrell (leisure airline)
    d = D["t17"]
    L(d, "What was Vantrell's current federal income tax expense in 2019?", "Federal", "2019", "Current:")
    L(d, "How much deferred state tax did Vantrell record in 2018?", "State", "2018", "Deferred:")
    L(d, "What was Vantrell's total income tax expense (benefit) in 2017?", "Total income tax expense (benefit)", "2017")
    L(d, "What was Vantrell's deferred federal tax in 2017?", "Federal", "2017", "Deferred:")
    b.diff(d, "How much more deferred tax expense than current tax expense did Vantrell have in 2019?",
           C(d, "Total deferred", "2019"), C(d, "Total current", "2019"))

    d = D["t18"]
    L(d, "What percentage of its expected fuel consumption in the second quarter of 2020 has Vantrell hedged with "
         "jet fuel swaps?", "Second quarter 2020", "sp")
    L(d, "What is the average strike price of Vantrell's crude oil call options for the third quarter of 2020?",
      "Third quarter 2020", "cx")
    L(d, "How much of Vantrell's 2021 fuel consumption is hedged in total?", "Full year 2021", "tp")
    L(d, "What is the weighted average swap price per gallon for Vantrell's full year 2020?", "Full year 2020", "sx")
    b.none(d, "What percentage of its 2022 fuel needs has Vantrell hedged?", ["2022"], "year")

    d = D["t19"]
    L(d, "What was the highest price of Vantrell's stock in the second quarter of 2019?", "Second quarter", "h2019")
    L(d, "What was the low price of Vantrell shares in Q4 2018?", "Fourth quarter", "l2018")
    L(d, "How much in dividends per share did Vantrell declare in 2018?", "Year", "d2018")
    L(d, "vantrell stock low first quarter 2019", "First quarter", "l2019")
    b.diff(d, "What was the difference between Vantrell's high and low stock price in the third quarter of 2018?",
           C(d, "Third quarter", "h2018"), C(d, "Third quarter", "l2018"))

    d = D["t20"]
    L(d, "What was the cumulative total return of $100 invested in Vantrell stock by the end of 2017?",
      "Vantrell Air Group, Inc.", "2017")
    L(d, "What was the value of the NYSE Arca Airline Index investment at December 31, 2016?",
      "NYSE Arca Airline Index", "2016")
    L(d, "How much was the S&P 500 investment worth at the end of 2019?", "S&P 500 Index", "2019")
    b.which(d, "Which did best by the end of 2018: Vantrell's stock, the S&P 500 Index or the NYSE Arca Airline Index?",
            [(n, C(d, n, "2018")) for n, _ in md.T20])

    # ---------------------------------------------------------------- Kestermoor (regional airline)
    d = D["t21"]
    L(d, "How many pilots did Kestermoor hire in the third quarter of 2018?", "New hires", "September 30")
    L(d, "How many captains did Kestermoor have at the end of June 2018?", "Captains", "June 30")
    L(d, "What was Kestermoor's annualized pilot attrition rate in the quarter ended December 31, 2018?",
      "Annualized pilot attrition rate", "December 31")
    L(d, "How many first officers did Kestermoor employ at the end of the first quarter of 2018?", "First officers",
      "March 31")
    L(d, "How many pilots did Kestermoor have at the end of 2018?", "Pilots at end of period", "fy")
    b.pchg(d, "By what percentage did Kestermoor's pilot count grow over 2018?",
           C(d, "Pilots at end of period", "fy"), C(d, "Pilots at beginning of period", "fy"))

    d = D["t22"]
    L(d, "What useful life does Kestermoor assign to its spare engines?", "Spare engines", "life")
    L(d, "What was the gross value of Kestermoor's aircraft and rotable spares at the end of 2017?",
      "Aircraft and rotable spares", "2017")
    L(d, "What was Kestermoor's net property and equipment at December 31, 2018?", "Property and equipment, net", "2018")
    L(d, "How much accumulated depreciation did Kestermoor have at the end of 2018?",
      "Less: accumulated depreciation and amortization", "2018")
    b.none(d, "What useful life does Kestermoor use for its flight simulators?", ["simulator"], "item")

    d = D["t23"]
    L(d, "What were Kestermoor's salaries, wages and benefits per block hour in 2018?", "Salaries, wages and benefits",
      "p2018")
    L(d, "How much did Kestermoor spend on aircraft rentals in 2017?", "Aircraft rentals", "a2017")
    L(d, "By what percent did Kestermoor's maintenance expense change in 2018?",
      "Aircraft maintenance, materials and repairs", "ch")
    L(d, "What was Kestermoor's total operating cost per block hour in 2017?", "Total operating expenses", "p2017")
    b.which(d, "Apart from salaries, wages and benefits, which expense cost Kestermoor the most per block hour in 2018?",
            [(md.strip_markers(n), C(d, n, "p2018")) for n, *_ in md.T23["items"][1:]])

    # ---------------------------------------------------------------- Sallowfield (airport operator)
    d = D["t24"]
    L(d, "How many passengers enplaned at Larchmere Regional in 2019?", "Larchmere Regional", "e19")
    L(d, "What was the percentage change in enplanements at Pennoway County Airport in 2019?",
      "Pennoway County Airport", "ech")
    L(d, "How many aircraft operations did Greyhithe Field handle in 2018?", "Greyhithe Field", "o18")
    L(d, "How many metric tons of cargo went through Sallowfield's owned airports in 2019?", "Total owned airports",
      "c19")
    b.which(d, "Which Sallowfield airport had the fastest growth in enplaned passengers in 2019?",
            [(n, C(d, n, "ech")) for names in md.AIRPORTS.values() for n in names])
    b.diff(d, "How many more passengers enplaned across Sallowfield's system in 2019 than in 2018?",
           C(d, "Total system", "e19"), C(d, "Total system", "e18"))

    d = D["t25"]
    L(d, "How much did Sallowfield collect in landing fees in 2019?", "Landing fees", "a2019")
    L(d, "What percentage of Sallowfield's revenue came from parking and ground transportation in 2018?",
      "Parking and ground transportation", "s2018")
    L(d, "What were Sallowfield's total non-aeronautical revenues in 2019?", "Total non-aeronautical", "a2019")
    L(d, "What share of total operating revenues did Sallowfield's concessions represent in fiscal 2019?",
      "Concessions", "s2019")
    b.pchg(d, "By what percentage did Sallowfield's total aeronautical revenues grow from 2018 to 2019?",
           C(d, "Total aeronautical", "a2019"), C(d, "Total aeronautical", "a2018"))

    d = D["t26"]
    L(d, "What was Tressock's market share at Sallowfield International in 2019?", "Tressock Airways", "s2019")
    L(d, "How many passengers did Calvadine Air enplane at Sallowfield International in 2018?", "Calvadine Air", "e2018")
    L(d, "How many 2019 enplanements at Sallowfield International were on carriers other than Marlowen, Tressock, "
         "Calvadine and Dunmallow?", "All other carriers", "e2019")
    b.which(d, "Which airline had the largest market share at Sallowfield International in 2018?",
            [(md.strip_markers(n), C(d, n, "s2018")) for n, *_ in md.t26_rows()[0]])
    b.none(d, "What was Marlowen's market share at Larchmere Regional in 2019?", ["Larchmere"], "item")

    # ---------------------------------------------------------------- Dunmallow (network airline)
    d = D["t27"]
    L(d, "How much did Dunmallow record for merger integration expenses in 2016?", "Merger integration expenses", "2016")
    L(d, "Whats Dunmallow's severance and benefit costs for 2015?", "Severance and benefit costs", "2015")
    L(d, "What was the total of Dunmallow's pre-tax special items in 2017?", "Total pre-tax special items", "2017")
    L(d, "What tax reform benefit did Dunmallow record in 2017?", "Remeasurement of deferred taxes for tax reform (b)",
      "2017")
    L(d, "What were Dunmallow's special items net of tax in the year 2016?", "Total special items, net of tax", "2016")
    b.diff(d, "How much lower were Dunmallow's fleet restructuring charges in 2017 than in 2016?",
           C(d, "Fleet restructuring (a)", "2016"), C(d, "Fleet restructuring (a)", "2017"))

    d = D["t28"]
    L(d, "How many restricted stock units did Dunmallow grant in 2017?", "Granted", "rn")
    L(d, "What was the weighted average grant date fair value of the performance share units Dunmallow granted in 2017?",
      "Granted", "pf")
    L(d, "How many PSUs were outstanding at Dunmallow at the end of 2017?", "Outstanding at December 31, 2017", "pn")
    L(d, "What was the weighted average fair value of Dunmallow's forfeited PSUs?", "Forfeited", "pf")
    b.none(d, "How many stock options did Dunmallow grant in 2017?", ["option"], "measure")

    d = D["t29"]
    L(d, "What percentage of Dunmallow's passenger revenue came through its mobile app in 2017?", "Mobile app", "2017")
    L(d, "what share of dunmallow passenger revenue was sold through online travel agencies in 2015",
      "Online travel agencies", "2015")
    L(d, "How much of Dunmallow's passenger revenue came from indirect channels in 2016?", "Total indirect", "2016")
    L(d, "What percentage of Dunmallow's revenue was booked by its reservations centers in 2016?",
      "Reservations centers", "2016")
    b.which(d, "Which direct channel generated the most of Dunmallow's passenger revenue in 2017?",
            [(n, C(d, n, "2017")) for n, _ in md.T29["Direct:"]])

    d = D["t30"]
    L(d, "How many premium economy seats are there on Dunmallow's Boeing 787-9?", "Boeing 787-9", "pe")
    L(d, "How many Airbus A320 aircraft does Dunmallow lease?", "Airbus A320", "lse")
    L(d, "How many economy seats does Dunmallow's Embraer E175 have?", "Embraer E175", "y")
    L(d, "How many aircraft were in Dunmallow's total fleet at the end of 2017?", "Total fleet", "tot")
    L(d, "How many seats in total are on Dunmallow's Boeing 777-200ER?", "Boeing 777-200ER", "st")
    b.which(d, "Which Dunmallow wide-body type has the most first class seats?",
            [(n, C(d, n, "f")) for n, *_ in md.T30["Mainline:"]["Wide-body:"]])
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
    print("tags:", dict(Counter(t for r in records for t in r["hard_cases"]).most_common()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
