"""Writes bench/aitqa-style4/questions.jsonl: AIT-QA-style questions over the tables of make_docs.py.

    python bench/aitqa-style4/make_questions.py

Every gold is computed here from the ``Doc`` objects that make_docs.py renders (never typed by hand,
never taken from a run: tabsql was neither run nor read while this set was written). The records
have exactly the fields of /work/shared/corpus/aitqa-dev/questions.jsonl: ``id``, ``question``,
``category``, ``answer {kind, value, raw, unit, scale, conditions}``, ``evidence [{doc, page}]``,
``source``, ``hard_cases`` and ``question_type``.

- A lookup's ``raw`` is the cell as printed, without a footnote marker printed after the number
  ("$48,612", "(1,148)", "23.9%", "10.66", "$0.83", "12.4" for "12.4 (b)"), and its ``value`` the
  number (negative when printed in parentheses). ``unit`` and ``scale`` follow the printed text;
  make_docs.Doc.unit_scale states the rule (thousands and billions included).
- A text cell ("2012", a year opened) is a text gold.
- A difference keeps the operands' unit and scale; a percent change is rounded to one decimal with
  ``unit`` "%" and ``scale`` 1; a comparison ("which hub ...") is the row, section or column label as
  printed (footnote marker and trailing colon dropped), as text.
- An unanswerable question has kind "none": the year, item or measure it asks about is not in its
  document.
- A question on a table split over two pages lists both pages as evidence, as aitqa-dev does.
- ``hard_cases`` uses aitqa-dev's tags where they apply (style:*, landscape, multi_row_header,
  row_hierarchy_needed, kpi_term, paraphrase, answer_in_several_cells, table_over_pages) and adds a
  few (see the README). ``question_type`` is "KPI-driven" when the question uses an airline, cargo,
  lessor or ground-handling KPI term, else "Table-driven".

The record engine follows bench/aitqa-style3/make_questions.py (read as a model, not imported).
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
    r"\b(casm|rasm|prasm|trasm|asms?|rpms?|available seat miles?|revenue passenger miles?|"
    r"passenger revenue per available seat mile|yields?|load factor|traffic|capacity|block hours?|"
    r"flight hours|departures|completion factor|on-time|gallons?|fuel burn|fuel efficiency|turns?|"
    r"average daily (?:packages?|package volume|volume)|revenue per package|revenue per turn|per passenger|"
    r"award tickets?|miles (?:issued|redeemed)|freight tons|revenue per ton|gds|cost per fte|ftes|"
    r"fuel surcharges?|sort capacity|lease rentals?)\b", re.I)


# ===================================================================================== cells
class Cell:
    def __init__(self, d: md.Doc, label: str, col: str, under: str | None = None, nth: int | None = None):
        self.doc, self.col = d, col
        self.row = d.find(label, under, nth)
        self.index = d.rows.index(self.row)
        self.text = d.plain(self.row, col)
        self.value = d.number_of(self.row, col)
        self.unit, self.scale = d.unit_scale(self.row, col)
        self.marked = d.text(self.row, col) != self.text
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


def scale_tag(d: md.Doc, c: Cell) -> str | None:
    """Where the scale of a scaled gold is stated (the nearest statement, as Doc.unit_scale reads it)."""
    col = d.col(c.col)
    if md.scale_of(c.row.label):
        return "scale_in_row_label"
    if any(md.scale_of(p) for p in col.path):
        return "scale_in_column_header"
    if any(md.scale_of(p) for p in c.row.parents):
        return "scale_in_section_row"
    if md.scale_of(d.stub):
        return "scale_in_header_corner"
    if md.scale_of(d.caption):
        return "scale_in_caption"
    return None


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
            printed = [md.strip_markers(t) for row in d.body_cells() for t in row[1:]]
            if printed.count(answer["raw"]) > 1:
                hard.append("answer_in_several_cells")
        if any(md.MARKER.search(c.row.label) for c in cells):
            hard.append("footnote_marker")
        if any(c.marked for c in cells):
            hard.append("footnote_marker_on_cell")
        if any(c.row.parents for c in cells):
            hard.append("indented_row")
        if answer.get("scale") not in (None, 1, 0.01) and cells:
            tag = scale_tag(d, cells[0])
            if tag:
                hard.append(tag)
            hard.append({1e3: "scale_thousands", 1e6: "scale_millions", 1e9: "scale_billions"}[answer["scale"]])
        if any(c.text.lstrip("$").startswith("(") for c in cells):
            hard.append("negative_in_parens")
        if d.depth == 3:
            hard.append("three_header_rows")
        if d.depth == 1:
            hard.append("one_header_row")
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
    def lookup(self, d, question, label, col, under=None, nth=None):
        c = Cell(d, label, col, under, nth)
        printed = d.raw_value(c.row, col)
        if c.value is None or (isinstance(printed, str) and not printed.endswith("%")):   # a text cell ("2012")
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

    # ---------------------------------------------------------------- Larrowmere (network airline)
    d = D["t01"]
    L(d, "What was Larrowmere's domestic PRASM in 2018?", "Domestic", "p2018")
    L(d, "larrowmere pacific load factor 2019", "Pacific", "l2019")
    L(d, "By how many points did Larrowmere's Atlantic load factor change in 2019 compared with 2018?", "Atlantic", "c1")
    L(d, "What was the consolidated passenger revenue per available seat mile for Larrowmere in the year 2017?",
      "Consolidated", "p2017")
    L(d, "What was the load factor change for Larrowmere's total international entity from 2017 to 2018, in points?",
      "Total international", "c2")
    b.which(d, "Which of Larrowmere's international entities had the highest PRASM in 2019?",
            [(n, C(d, n, "p2019")) for n in ("Atlantic", "Pacific", "Latin America")])

    d = D["t02"]
    L(d, "How much did Larrowmere spend on engine overhaul and repair in 2018?", "Engine overhaul and repair", "2018")
    L(d, "What was the percentage change in Larrowmere's line maintenance expense in 2019?", "Line maintenance (a)", "p")
    L(d, "total maintenance, materials and repairs for Larrowmere in fiscal 2019?",
      "Total maintenance, materials and repairs", "2019")
    L(d, "By how many dollars did Larrowmere's regional carrier maintenance costs increase in 2019?", "Total regional",
      "d")
    b.none(d, "What were Larrowmere's airframe heavy maintenance check costs in 2017?", ["2017"], "year")

    d = D["t03"]
    L(d, "How much cargo revenue did Larrowmere earn from pharmaceuticals and healthcare shipments in 2019?",
      "Pharmaceuticals and healthcare", "rv19")
    L(d, "How many freight tons of perishables did Larrowmere carry in 2018?", "Perishables", "tn18")
    L(d, "What was Larrowmere's revenue per ton for general freight in 2019?", "General freight", "pt19")
    L(d, "larrowmere mail revenue 2018", "Mail", "rv18")
    b.pchg(d, "By what percentage did Larrowmere's e-commerce and express cargo revenue grow from 2018 to 2019?",
           C(d, "E-commerce and express", "rv19"), C(d, "E-commerce and express", "rv18"))

    d = D["t04"]
    L(d, "How many active loyalty members did Larrowmere have at the end of 2018?",
      "Active members at year end (millions) (a)", "2018")
    L(d, "How many miles did Larrowmere's loyalty program issue in 2017?", "Miles issued", "2017")
    L(d, "What percentage of Larrowmere's RPMs were flown on award travel in 2019?", "Award travel as % of RPMs (b)",
      "2019")
    L(d, "How many award tickets were redeemed by Larrowmere members in the year 2018?", "Award tickets redeemed (000s)",
      "2018")
    L(d, "By what percent did Larrowmere's cash sales of miles to partners change between 2018 and 2019?",
      "Cash sales of miles to partners", "ch")
    b.diff(d, "How many more miles were issued than redeemed in Larrowmere's program in 2019?",
           C(d, "Miles issued", "2019"), C(d, "Miles redeemed", "2019"))

    # ---------------------------------------------------------------- Penhaligan (network airline)
    d = D["t05"]
    L(d, "What was Penhaligan's on-time arrival rate at Detroit in 2017?", "Detroit", "o17")
    L(d, "What was the completion factor at Philadelphia for Penhaligan in 2018?", "Philadelphia", "c18")
    L(d, "By how many points did on-time performance change at Salt Lake City in 2018?", "Salt Lake City", "oc")
    L(d, "How many departures did Penhaligan operate from all of its hubs in 2018?", "Total hubs", "d18")
    L(d, "penhaligan system completion factor 2017", "System", "c17")
    b.which(d, "Which Penhaligan hub had the best on-time arrival rate in 2018?", [(n, C(d, n, "o18")) for n, *_ in md.T05])

    d = D["t06"]
    L(d, "What landing fees did Penhaligan pay at Detroit in 2018?", "Detroit", "l2018")
    L(d, "How much terminal rent did Penhaligan pay at London Heathrow in 2017?", "London (Heathrow)", "r2017")
    L(d, "What were Penhaligan's total landing fees and terminal rents at Tokyo (Haneda) in 2018?", "Tokyo (Haneda)",
      "t2018")
    L(d, "By what percentage did Penhaligan's total airport fees and rents at its hubs change in 2018?", "Total hubs", "ch")
    L(d, "What were the total landing fees Penhaligan paid across all airports in 2017?",
      "Total landing fees and terminal rents", "l2017")
    b.diff(d, "How much more did Penhaligan pay in terminal rents than in landing fees at Salt Lake City in 2018?",
           C(d, "Salt Lake City", "r2018"), C(d, "Salt Lake City", "l2018"))

    d = D["t07"]
    L(d, "What was Penhaligan's effective tax rate in 2018?", "Income tax expense (benefit)", "p2018")
    L(d, "How much did state income taxes add to Penhaligan's tax expense in 2016?",
      "State income taxes, net of federal benefit", "a2016")
    L(d, "What was the impact of the Tax Cuts and Jobs Act on Penhaligan's income taxes in 2017?",
      "Impact of the Tax Cuts and Jobs Act (a)", "a2017")
    L(d, "What percentage did the change in valuation allowance contribute to Penhaligan's tax rate in 2018?",
      "Change in valuation allowance", "p2018")
    L(d, "penhaligan income before income taxes 2017", "Income before income taxes", "a2017")
    b.none(d, "What was Penhaligan's effective tax rate in 2015?", ["2015"], "year")

    d = D["t08"]
    y16, y18 = "Year ended December 31, 2016:", "Year ended December 31, 2018:"
    L(d, "What was the balance of Penhaligan's AOCI for pension and other postretirement benefits at December 31, 2016?",
      "Balance at December 31, 2016", "pen")
    L(d, "How much was reclassified from AOCI for fuel derivative contracts in 2018?", "Amounts reclassified from AOCI",
      "fuel", y18)
    L(d, "What was the total accumulated other comprehensive loss of Penhaligan at the end of 2018?",
      "Balance at December 31, 2018", "tot")
    L(d, "What stranded tax effects did Penhaligan reclassify out of AOCI for its pension plans?",
      "Reclassification of stranded tax effects (a)", "pen")
    L(d, "What was the income tax effect on Penhaligan's fuel derivative contracts in other comprehensive income in 2016?",
      "Income tax effect", "fuel", y16)
    b.which(d, "For which AOCI component was Penhaligan's other comprehensive income before reclassifications the "
               "largest in 2018?",
            [(c.path[0], C(d, "Other comprehensive income (loss) before reclassifications", c.key, y18))
             for c in d.cols[:4]])

    # ---------------------------------------------------------------- Skelmerton (low-cost airline)
    d = D["t09"]
    L(d, "How much did Skelmerton pay in credit card processing fees in 2018?", "Credit card processing fees", "a2018")
    L(d, "What were Skelmerton's GDS fees per passenger in 2019?", "Global distribution system fees", "p2019")
    L(d, "What was the percentage change in Skelmerton's travel agency commissions in 2019?",
      "Travel agency commissions", "ch")
    L(d, "what were skelmerton total distribution costs per passenger in 2018", "Total distribution costs", "p2018")
    b.none(d, "How much did Skelmerton spend on distribution costs in 2017?", ["2017"], "year")

    d = D["t10"]
    L(d, "How many ASMs per gallon did Skelmerton's A320neo fleet achieve in 2019?", "Airbus A320neo", "e19")
    L(d, "How many gallons of fuel did Skelmerton's A321neo aircraft consume in 2018?", "Airbus A321neo", "g18")
    L(d, "What was the fuel burn per block hour of Skelmerton's Airbus A319 in 2018?", "Airbus A319", "b18")
    L(d, "By what percent did Skelmerton's fleet-wide ASMs per gallon improve in 2019?", "Fleet", "ech")
    b.which(d, "Which Skelmerton aircraft type used the fewest gallons per block hour in 2019?",
            [(n, C(d, n, "b19")) for n, *_ in md.T10], most=False)

    d = D["t11"]
    L(d, "What was Skelmerton's diluted EPS in 2018?", "Diluted", "2018")
    L(d, "What were Skelmerton's weighted-average basic shares outstanding in 2019?",
      "Weighted-average common shares outstanding, basic", "2019")
    L(d, "How many dilutive shares came from Skelmerton's convertible senior notes in 2019?",
      "Convertible senior notes (a)", "2019")
    L(d, "What was Skelmerton's net income available to common stockholders in the year 2017?",
      "Net income available to common stockholders", "2017")
    b.diff(d, "What was the difference between Skelmerton's basic and diluted earnings per share in 2019?",
           C(d, "Basic", "2019"), C(d, "Diluted", "2019"))

    d = D["t12"]
    L(d, "How many pilots where based in Orlando at Skelmerton in 2018?", "Orlando", "p18")
    L(d, "When did Skelmerton open its Fort Lauderdale crew base?", "Fort Lauderdale", "yr")
    L(d, "how many flight attendants did skelmerton have in total in 2019", "Total", "f19")
    b.pchg(d, "By what percentage did the number of Skelmerton pilots based in Cincinnati grow from 2018 to 2019?",
           C(d, "Cincinnati", "p19"), C(d, "Cincinnati", "p18"))
    b.which(d, "Which Skelmerton base had the most flight attendants in 2018?", [(n, C(d, n, "f18")) for n, *_ in md.T12
                                                                              if n != "San Juan (a)"])

    # ---------------------------------------------------------------- Quendale (regional airline)
    d = D["t13"]
    L(d, "How much block hour fee revenue did Quendale earn from Larrowmere Connection flying in 2018?",
      "Block hour fees", "a18")
    L(d, "What were Quendale's performance penalties under the Penhaligan Express agreement in 2018?",
      "Performance incentives (penalties)", "b18")
    L(d, "What was Quendale's total capacity purchase revenue in 2017?", "Total capacity purchase revenue", "t17")
    L(d, "How much did Penhaligan pay Quendale in aircraft ownership payments in 2017?", "Aircraft ownership payments (a)",
      "b17")
    b.diff(d, "How much more fixed fee revenue did Quendale earn from Larrowmere than from Penhaligan in 2018?",
           C(d, "Total fixed fees", "a18"), C(d, "Total fixed fees", "b18"))

    d = D["t14"]
    L(d, "What was Quendale's pilot salaries, wages and benefits expense in 2017?", "Pilots", "e2017")
    L(d, "What was the cost per FTE for Quendale's flight attendants in 2018?", "Flight attendants", "c2018")
    L(d, "How many average FTEs did Quendale have in mechanics and inspectors in 2018?", "Mechanics and inspectors",
      "f2018")
    L(d, "By what percentage did Quendale's total salaries, wages and benefits increase in 2018?",
      "Total salaries, wages and benefits", "ch")
    b.which(d, "Which Quendale workgroup had the highest cost per FTE in 2018?",
            [(n, C(d, n, "c2018")) for items in md.T14.values() for n, *_ in items])

    d = D["t15"]
    L(d, "How many Embraer E175s does Quendale have under finance leases?", "Embraer E175", "fin")
    L(d, "What is the weighted average remaining term of Quendale's CRJ900 operating leases?", "Bombardier CRJ900", "opt")
    L(d, "How many CRJ200 aircraft does Quendale own?", "Bombardier CRJ200", "own")
    L(d, "What is the average age of Quendale's fleet?", "Total", "age")
    b.none(d, "How many Embraer E190 aircraft does Quendale lease?", ["E190"], "item")

    # ---------------------------------------------------------------- Ravensholm (helicopters)
    d = D["t16"]
    L(d, "How many oil and gas flight hours did Ravensholm fly in the Americas in fiscal 2019?", "Oil and gas", "h19",
      "Americas:")
    L(d, "What was search and rescue revenue in fiscal 2018?", "Search and rescue", "r18")
    L(d, "By what percentage did Ravensholm's Africa Pacific oil and gas flight hours change in fiscal 2019?",
      "Oil and gas", "hch", "Africa Pacific:")
    L(d, "What were Ravensholm's consolidated operating revenues for fiscal 2019?", "Consolidated", "r19")
    b.which(d, "Which region had the most flight hours for Ravensholm in fiscal 2018?",
            [(sec.rstrip(":"), C(d, "Total " + sec.rstrip(":"), "h18")) for sec in md.T16])

    d = D["t17"]
    L(d, "How much revenue did Ravensholm earn from fixed monthly charges on oil and gas contracts in Europe Caspian in "
         "fiscal 2019?", "Europe Caspian", "f2019")
    L(d, "What were Ravensholm's variable flight-hour charges for air medical in fiscal 2018?", "Air medical (Americas)",
      "v2018")
    L(d, "What percentage of Ravensholm's search and rescue revenue was fixed in fiscal 2019?",
      "Search and rescue (Europe Caspian)", "p2019")
    L(d, "What share of Ravensholm's total revenue came from fixed monthly charges in fiscal 2018?", "Total", "p2018")
    b.none(d, "What were Ravensholm's fixed monthly charges for oil and gas in Brazil in fiscal 2019?", ["Brazil"], "item")

    d = D["t18"]
    L(d, "What was Ravensholm's valuation allowance at March 31, 2019?", "Valuation allowance", "2019")
    L(d, "How large were Ravensholm's net operating loss carryforwards at March 31, 2018?",
      "Net operating loss carryforwards", "2018")
    L(d, "What was the deferred tax liability on property and equipment for Ravensholm in 2019?",
      "Property and equipment", "2019")
    L(d, "What was Ravensholm's net deferred tax liability at the end of fiscal 2018?", "Net deferred tax liabilities",
      "2018")
    L(d, "How much did other deferred tax liabilities amount to for Ravensholm at March 31, 2019?", "Other", "2019",
      "Deferred tax liabilities:")

    # ---------------------------------------------------------------- Castlemere (aircraft lessor)
    d = D["t19"]
    L(d, "What was Castlemere's engine leasing lease revenue in 2018?", "Lease revenue", "e2018")
    L(d, "What was the total gain on sale of flight equipment for Castlemere in 2019?", "Gain on sale of flight equipment",
      "t2019")
    L(d, "How much did Castlemere's engine leasing segment gain on sales of flight equipment in 2019?",
      "Gain on sale of flight equipment", "e2019")
    L(d, "What was the income before income taxes of Castlemere's aircraft leasing segment in 2019?",
      "Income before income taxes", "a2019")
    L(d, "castlemere interest expense aircraft leasing 2018", "Interest expense", "a2018")
    b.pchg(d, "By what percentage did Castlemere's total revenues grow from 2018 to 2019?",
           C(d, "Total revenues", "t2019"), C(d, "Total revenues", "t2018"))

    d = D["t20"]
    L(d, "How much contracted minimum lease rental is expected from the Boeing 787 fleet in 2022?",
      "Boeing 787", "2022")
    L(d, "What are Castlemere's total contracted lease rentals for the A320neo family?", "Airbus A320neo family", "tot")
    L(d, "What minimum rentals are due to Castlemere after 2024 on wide-body aircraft?", "Total wide-body", "Thereafter")
    L(d, "What are Castlemere's total contracted minimum lease rentals in 2020?", "Total", "2020")
    b.which(d, "Which wide-body type brings Castlemere the most contracted rentals in total?",
            [(n, C(d, n, "tot")) for n, _ in md.T20["Wide-body:"]])

    d = D["t21"]
    L(d, "How many aircraft did Castlemere have on lease in China at the end of 2018?", "China", "n18")
    L(d, "What share of Castlemere's net book value was in India in 2019?", "India", "b19")
    L(d, "How many aircraft did Castlemere have on lease in Mexico in 2019?", "Mexico", "n19")
    L(d, "What percentage of the net book value of Castlemere's portfolio was in the Middle East and Africa in 2018?",
      "Total Middle East and Africa", "b18")
    L(d, "How many lessees does Castlemere have in Brazil?", "Brazil", "ls")
    b.which(d, "Which region held the largest share of Castlemere's net book value in 2019?",
            [(sec.rstrip(":"), C(d, "Total " + sec.rstrip(":"), "b19")) for sec in md.T21])

    d = D["t22"]
    L(d, "How many new aircraft did Castlemere take delivery of from manufacturers in 2018?",
      "New aircraft delivered from manufacturers", "n2018")
    L(d, "What was the net book value of the aircraft Castlemere sold in 2019?", "Aircraft sold", "v2019")
    L(d, "What was the net book value of Castlemere's owned aircraft at the end of 2017?", "Owned aircraft at end of year",
      "v2017")
    L(d, "How many aircraft did Castlemere have on order at the end of 2019?", "Aircraft on order at end of year", "n2019")
    b.diff(d, "How many more owned aircraft did Castlemere have at the end of 2019 than at the beginning of that year?",
           C(d, "Owned aircraft at end of year", "n2019"), C(d, "Owned aircraft at beginning of year", "n2019"))

    # ---------------------------------------------------------------- Whinfell (ground handling, fueling)
    d = D["t23"]
    L(d, "How many aircraft turns did Whinfell handel at Miami in fiscal 2017?", "Miami", "t17")
    L(d, "What was Whinfell's revenue per turn at London (Gatwick) in fiscal 2018?", "London (Gatwick)", "r18")
    L(d, "How many employees did Whinfell have at its Newark station at year end?", "Newark", "emp")
    L(d, "By what percent did Whinfell's total turns handled in Europe grow in fiscal 2018?", "Total Europe", "tch")
    b.which(d, "Which Whinfell station had the highest revenue per turn in fiscal 2017?",
            [(n, C(d, n, "r17")) for items in md.T23.values() for n, *_ in items])

    d = D["t24"]
    L(d, "How many gallons of Jet-A did Whinfell sell at retail in fiscal 2018?", "Jet-A retail", "g18")
    L(d, "What was Whinfell's gross margin per gallon on aviation gasoline in fiscal 2017?", "Aviation gasoline", "m17")
    L(d, "What was the change in Whinfell's into-plane gallons for military and government customers in fiscal 2018, in "
         "percent?", "Military and government", "gch")
    L(d, "whinfell total fuel gallons sold fiscal 2017", "Total fuel gallons sold", "g17")
    b.none(d, "What was Whinfell's gross margin per gallon on Jet-A retail in fiscal 2016?", ["2016"], "year")

    d = D["t25"]
    L(d, "What was Whinfell's goodwill in the fueling and FBO segment at September 30, 2018?",
      "Balance at September 30, 2018", "fbo")
    L(d, "How much goodwill did Whinfell add through acquisitions in ground handling in fiscal 2017?", "Acquisitions", "gh",
      nth=0)
    L(d, "What was the goodwill impairment recorded by Whinfell for cargo handling?", "Impairment (a)", "cg")
    L(d, "What was the foreign currency translation adjustment to Whinfell's total goodwill in fiscal 2018?",
      "Foreign currency translation", "tot", nth=1)
    b.diff(d, "By how much did Whinfell's total goodwill increase from September 30, 2017 to September 30, 2018?",
           C(d, "Balance at September 30, 2018", "tot"), C(d, "Balance at September 30, 2017", "tot"))

    # ---------------------------------------------------------------- Farthingale (air-cargo integrator)
    d = D["t26"]
    L(d, "What was Farthingale's average daily package volume for home delivery in fiscal 2019?", "Home delivery", "v19")
    L(d, "What was the revenue per package for Farthingale's priority overnight service in fiscal 2018?",
      "Priority overnight", "y18")
    L(d, "By how much did Farthingale's international domestic revenue per package change in fiscal 2019, in percent?",
      "International domestic (b)", "ych")
    L(d, "What were Farthingale's total average daily packages in fiscal 2018?", "Total average daily packages", "v18")
    L(d, "farthingale two-day yield 2019", "Two-day", "y19")
    b.which(d, "Which U.S. ground service grew its average daily packages fastest in fiscal 2019?",
            [(md.strip_markers(n), C(d, n, "vch")) for n, *_ in md.T26["U.S. ground:"]])

    d = D["t27"]
    L(d, "What is the sort capacity of Farthingale's Rockford hub in packages per hour?", "Rockford", "cap")
    L(d, "How many square feet does Farthingale's Joliet hub have?", "Joliet", "sq")
    L(d, "In what year did Farthingale open its Harrisburg ground hub?", "Harrisburg", "yr")
    b.pchg(d, "By what percentage did average daily volume through Farthingale's Rockford hub grow in fiscal 2019?",
           C(d, "Rockford", "v19"), C(d, "Rockford", "v18"))
    b.none(d, "How many aircraft gates does Farthingale have at its Memphis hub?", ["Memphis"], "item")

    d = D["t28"]
    L(d, "What is the target allocation to fixed income in Farthingale's U.S. pension plan?", "Total fixed income", "tg")
    L(d, "What was the fair value of Farthingale's pension plan private equity investments at May 31, 2019?",
      "Private equity", "f19")
    L(d, "What percentage of Farthingale's pension assets was in international equities in 2018?",
      "International equities", "a18")
    L(d, "What were the total U.S. pension plan assets of Farthingale in 2019?", "Total plan assets", "f19")
    b.diff(d, "How much did the fair value of Farthingale's hedge fund investments decline from 2018 to 2019?",
           C(d, "Hedge funds", "f18"), C(d, "Hedge funds", "f19"))

    d = D["t29"]
    L(d, "How much is Farthingale scheduled to pay on aircraft operating leases in fiscal 2022?", "2022", "ac")
    L(d, "What are Farthingale's total finance lease payments?", "Total lease payments", "fin")
    L(d, "What is the present value of Farthingale's operating lease liabilities for facilities and other?",
      "Present value of lease liabilities", "fac")
    L(d, "What is the weighted-average discount rate on Farthingale's finance leases?", "Weighted-average discount rate",
      "fin")
    L(d, "What is the weighted-average remaining lease term of Farthingale's aircraft operating leases?",
      "Weighted-average remaining lease term (years)", "ac")

    d = D["t30"]
    L(d, "What was the high end of Farthingale's U.S. Ground fuel surcharge in the second quarter of fiscal 2019?",
      "Second quarter", "gh2019")
    L(d, "What was the lowest U.S. domestic express fuel surcharge Farthingale charged in Q3 fiscal 2018?",
      "Third quarter", "xl2018")
    L(d, "What was Farthingale's full-year maximum fuel surcharge for U.S. Domestic Express in fiscal 2018?", "Full year",
      "xh2018")
    L(d, "farthingale ground surcharge low first quarter 2018", "First quarter", "gl2018")
    b.none(d, "What was Farthingale's fuel surcharge for international export shipments in fiscal 2019?",
           ["International"], "measure")
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
    print("split-table questions:", sum(1 for r in records if len(r["evidence"]) == 2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
