"""The questions of bench/tatqa-style2, with every gold computed from make_docs.py's ``Doc`` objects.

    python bench/tatqa-style2/make_questions.py        # writes bench/tatqa-style2/questions.jsonl

Records follow /work/shared/corpus/tatqa-dev/questions.jsonl (id, question, category, answer {kind,
value, raw, unit, scale, conditions}, evidence, source, hard_cases, derivation, answer_type) plus
``answer_from`` (table / text) and ``context`` (the table's key). Answer conventions are TAT-QA's:

- a cell span: ``raw`` is the cell as printed, ``value`` its number, ``scale`` the table's stated scale
  (also when only the prose states it), null for per-share amounts, prices, counts and tables without a
  scale; percent cells have unit "%" and scale 1;
- arithmetic: ``value`` = ``raw`` = the result rounded to 2 decimals (half up); amounts keep the scale
  of their operands; a percentage change, a share of a total and a margin are percentages (unit "%",
  scale 1); a difference or an average of percentages is in percentage points (unit "%"); a plain
  ratio has neither; signs follow the printed figures (a figure printed in parentheses is negative);
- a year answer is text, a label is the row label or header as printed, a multi-span answer a list, a
  count a number whose derivation lists what it counts (``a##b``).

No gold is typed by hand: each question names the cells it is about, and the answer, its raw form, its
scale and its derivation are computed from them. ``build()`` also returns, per question, the cells a
lookup answer is printed in, which check.py locates on the rendered page.
"""
from __future__ import annotations

import json
import sys
from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import make_docs as md  # noqa: E402

SOURCE = "tatqa-style2"


def r2(x: float):
    """Round half up to 2 decimals; an integral result becomes an int (as TAT-QA's golds print)."""
    d = Decimal(f"{x:.9f}").quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
    return int(d) if d == d.to_integral_value() else float(d)


@dataclass
class Cell:
    doc: md.Doc
    row: md.Row
    col: str

    @property
    def value(self):
        return self.doc.value(self.row, self.col)

    @property
    def raw(self) -> str:
        return self.doc.text(self.row, self.col)

    @property
    def unit_scale(self):
        return self.doc.unit_scale(self.row, self.col)

    def d(self, first: bool = False) -> str:
        """The figure as a derivation writes it: as printed, without "$" or "%", negative with a minus
        sign (in parentheses unless it opens the expression)."""
        s = self.doc.number_text(self.row, self.col).rstrip("%")
        if s.startswith("("):
            s = "-" + s[1:-1]
            return s if first else f"({s})"
        return s


class Asker:
    def __init__(self, doc: md.Doc, look: dict, lay: dict, out: list, refs: dict):
        self.d, self.look, self.lay, self.out, self.refs = doc, look, lay, out, refs

    # ------------------------------------------------------------------ cells
    def c(self, label: str, col: str, section: str | None = None, nth: int | None = None) -> Cell:
        return Cell(self.d, self.d.find(label, section, nth), col)

    def row_cells(self, label, cols, section=None, nth=None) -> list[Cell]:
        return [self.c(label, col, section, nth) for col in cols]

    # ------------------------------------------------------------------ records
    def _tags(self, scale, answer_from, comparison, cells) -> list[str]:
        d = self.d
        tags = [f"style:{self.look['style']}"]
        if self.lay["landscape"]:
            tags.append("landscape")
        if len(d.header) > 1:
            tags.append("multi_row_header")
        if d.has_negative():
            tags.append("negative_in_parens")
        if d.dollar_cell:
            tags.append("dollar_in_own_cell")
        if scale and answer_from == "table" and d.scale_where == "prose":
            tags.append("scale_in_prose_only")
        if scale and answer_from == "table" and d.scale_where == "row label":
            tags.append("scale_in_row_label")
        if any(sum(1 for r in d.rows if r.label == c.row.label) > 1 for c in cells):
            tags.append("repeated_row_label")
        if comparison:
            tags.append("comparison")
        return tags

    def _add(self, question, category, answer_type, answer, derivation="", answer_from="table",
             comparison=False, cells=(), lookup_cells=()):
        qid = f"t2-{len(self.out) + 1:03d}"
        if isinstance(answer.get("scale"), float) and answer["scale"].is_integer():
            answer = dict(answer, scale=int(answer["scale"]))
        answer = {"kind": answer["kind"], "value": answer["value"], "raw": answer["raw"],
                  "unit": answer.get("unit"), "scale": answer.get("scale"), "conditions": [],
                  **{k: v for k, v in answer.items() if k not in ("kind", "value", "raw", "unit", "scale")}}
        self.out.append({"id": qid, "question": question, "category": category, "answer": answer,
                         "evidence": [{"doc": self.d.pdf, "page": 1}], "source": SOURCE,
                         "hard_cases": self._tags(answer["scale"], answer_from, comparison, cells),
                         "derivation": derivation, "answer_type": answer_type, "answer_from": answer_from,
                         "context": self.d.key})
        if lookup_cells:
            self.refs[qid] = [(self.d.key, c.row.index, c.col) for c in lookup_cells]

    # ------------------------------------------------------------------ spans
    def lookup(self, question: str, cell: Cell):
        """One cell, as printed: a number (with the cell's unit and scale) or a text cell."""
        v = cell.value
        if v is None:
            self._add(question, "lookup", "span", {"kind": "text", "value": cell.raw, "raw": cell.raw},
                      cells=[cell], lookup_cells=[cell])
            return
        unit, scale = cell.unit_scale
        self._add(question, "lookup", "span", {"kind": "number", "value": v, "raw": cell.raw, "unit": unit,
                                               "scale": scale}, cells=[cell], lookup_cells=[cell])

    def pick(self, question: str, answer: str, cells: list[Cell], largest: bool = True, aliases=(),
             key=lambda c: c.value):
        """A comparison: which of these (a year, a label) has the largest (smallest) figure. ``answer``
        maps the winning cell to its name; the gold is computed, and the derivation orders the figures."""
        ranked = sorted(cells, key=key, reverse=largest)
        assert key(ranked[0]) != key(ranked[1]), question
        win = answer(ranked[0])
        der = (">" if largest else "<").join(f"{abs(c.value):,}" if isinstance(c.value, int) else
                                             c.doc.number_text(c.row, c.col).strip("()%") for c in ranked)
        ans = {"kind": "text", "value": win, "raw": win}
        if callable(aliases):
            aliases = aliases(ranked[0])
        if aliases:
            ans["aliases"] = list(aliases)
        self._add(question, "lookup", "span", ans, der, comparison=True, cells=cells)

    def text(self, question: str, value: str, derivation: str = "", cells=(), comparison=False, aliases=()):
        ans = {"kind": "text", "value": value, "raw": value}
        if aliases:
            ans["aliases"] = list(aliases)
        self._add(question, "lookup", "span", ans, derivation, comparison=comparison, cells=list(cells))

    def items(self, question: str, items: list, derivation: str = "", comparison=False):
        """A multi-span answer: cells (numbers, with their scale) or strings (labels, years)."""
        if items and isinstance(items[0], Cell):
            us = {c.unit_scale for c in items}
            assert len(us) == 1, question
            unit, scale = us.pop()
            self._add(question, "list", "multi-span",
                      {"kind": "list", "value": [c.value for c in items], "raw": [c.raw for c in items],
                       "unit": unit, "scale": scale}, derivation, comparison=comparison, cells=items,
                      lookup_cells=items)
        else:
            self._add(question, "list", "multi-span", {"kind": "list", "value": list(items), "raw": list(items)},
                      derivation, comparison=comparison)

    def count(self, question: str, items: list[str]):
        self._add(question, "count", "count", {"kind": "number", "value": len(items), "raw": str(len(items))},
                  "##".join(items))

    def prose(self, question: str, raw: str, value=None, unit=None, scale=None):
        """An answer found only in the prose: ``raw`` is the span as written; a number when ``value``."""
        assert any(raw in p for p in self.d.prose), (self.d.key, raw)
        if value is None:
            ans = {"kind": "text", "value": raw, "raw": raw}
        else:
            ans = {"kind": "number", "value": value, "raw": raw, "unit": unit, "scale": scale}
        self._add(question, "lookup", "span", ans, answer_from="text")

    # ------------------------------------------------------------------ arithmetic
    @staticmethod
    def _us(cells):
        us = {c.unit_scale for c in cells}
        assert len(us) == 1, [c.row.label for c in cells]
        return us.pop()

    def _num(self, question, category, x, derivation, unit, scale, cells, comparison=False):
        v = r2(x)
        self._add(question, category, "arithmetic",
                  {"kind": "number", "value": v, "raw": v, "unit": unit, "scale": scale}, derivation,
                  comparison=comparison, cells=cells)

    def diff(self, question: str, a: Cell, b: Cell, size: bool = False):
        """a - b, with the operands' unit and scale (a difference of percentages is in points). With
        ``size`` the question asks how much something fell, and the gold is b - a (positive)."""
        unit, scale = self._us([a, b])
        if size:
            a, b = b, a
        self._num(question, "difference", a.value - b.value, f"{a.d(True)} - {b.d()}", unit, scale, [a, b])

    def pchange(self, question: str, new: Cell, old: Cell):
        self._us([new, old])
        self._num(question, "percent_change", (new.value - old.value) / old.value * 100,
                  f"({new.d(True)} - {old.d()}) / {old.d()}", "%", 1, [new, old])

    def avg(self, question: str, cells: list[Cell]):
        unit, scale = self._us(cells)
        self._num(question, "average", sum(c.value for c in cells) / len(cells),
                  "(" + " + ".join(c.d(i == 0) for i, c in enumerate(cells)) + f") / {len(cells)}", unit, scale,
                  cells)

    def total(self, question: str, cells: list[Cell]):
        unit, scale = self._us(cells)
        self._num(question, "sum", sum(c.value for c in cells),
                  " + ".join(c.d(i == 0) for i, c in enumerate(cells)), unit, scale, cells)

    def ratio(self, question: str, num: Cell | list[Cell], den: Cell, pct: bool = True):
        """num / den (num may be several cells, added): a percentage (x 100, unit "%") or a plain ratio."""
        nums = num if isinstance(num, list) else [num]
        self._us(nums + [den])
        top = " + ".join(c.d(i == 0) for i, c in enumerate(nums))
        if len(nums) > 1:
            top = f"({top})"
        x = sum(c.value for c in nums) / den.value
        self._num(question, "ratio", x * 100 if pct else x, f"{top} / {den.d()}", "%" if pct else None,
                  1 if pct else None, nums + [den])

    def avg_change(self, question: str, first: list[Cell], second: list[Cell]):
        """The change in an average: avg(first) - avg(second) (TAT-QA's "change in the average")."""
        unit, scale = self._us(first + second)
        x = sum(c.value for c in first) / len(first) - sum(c.value for c in second) / len(second)

        def mean(cs):
            return "[(" + " + ".join(c.d(i == 0) for i, c in enumerate(cs)) + f") / {len(cs)}]"
        self._num(question, "arithmetic_other", x, f"{mean(first)} - {mean(second)}".replace("[", "(")
                  .replace("]", ")"), unit, scale, first + second)


# ===================================================================================== per table
def q_t01(q: Asker):
    q.lookup("What were the remaining performance obligations expected to be recognized within 12 months as of "
             "December 31, 2018?", q.c("Within 12 months", "2018"))
    q.pchange("What was the percentage change in total remaining performance obligations between 2018 and 2019?",
              q.c("Total", "2019"), q.c("Total", "2018"))
    q.ratio("What proportion of the total remaining performance obligations at the end of 2019 is expected to be "
            "recognized after 36 months?", q.c("Thereafter", "2019"), q.c("Total", "2019"))
    q.items("Which time bands are the remaining performance obligations broken into?",
            ["Within 12 months", "13 to 24 months", "25 to 36 months", "Thereafter"])
    q.total("How much of the remaining performance obligations at December 31, 2019 falls in the 13 to 36 month "
            "window?", [q.c("13 to 24 months", "2019"), q.c("25 to 36 months", "2019")])


def q_t02(q: Asker):
    g18, g19 = q.c("Granted", "shares", nth=1), q.c("Granted", "shares", nth=2)
    q.lookup("How many RSUs were granted during 2019?", g19)
    q.diff("What was the change in the weighted-average grant date fair value of unvested RSUs from December 31, "
           "2018 to December 31, 2019?", q.c("Unvested at December 31, 2019", "price"),
           q.c("Unvested at December 31, 2018", "price"))
    q.avg("On average, how many RSUs were granted per year in 2018 and 2019?", [g18, g19])
    f18, f19 = q.c("Forfeited", "shares", nth=1), q.c("Forfeited", "shares", nth=2)
    q.pick("In which year was the number of RSUs forfeited larger?", lambda c: "2018" if c is f18 else "2019", [f18, f19],
           key=lambda c: abs(c.value))
    q.prose("Over what weighted-average period is the unrecognized RSU compensation cost expected to be "
            "recognized?", "2.6 years", value=q.d.facts["period"])


def q_t03(q: Asker):
    q.lookup("What was the effective tax rate in 2018?", q.c("Income tax expense", "2018 %"))
    q.diff("By how much did income tax expense increase from 2018 to 2019?", q.c("Income tax expense", "2019"),
           q.c("Income tax expense", "2018"))
    q.avg("What is the average research and development credits for 2019 and 2018?",
          [q.c("Research and development credits", "2019"), q.c("Research and development credits", "2018")])
    q.diff("By how many percentage points did the effect of state income taxes on the rate change between 2018 "
           "and 2019?", q.c("State income taxes, net of federal benefit", "2019 %"),
           q.c("State income taxes, net of federal benefit", "2018 %"))
    reducing = [q.c(r.label, "2019") for r in q.d.rows if r.vals and r.kind == "item" and r.vals[0] < 0]
    q.pick("Which reconciling item reduced income tax expense the most in 2019?", lambda c: c.row.label, reducing,
           key=lambda c: -c.value)


def q_t04(q: Asker):
    q.lookup("How much revenue did embedded controllers generate in Asia Pacific in 2019?",
             q.c("Embedded controllers", "APAC"))
    q.ratio("What percentage of 2019 total revenue was generated in the Americas?", q.c("Total revenue", "Americas"),
            q.c("Total revenue", "2019"))
    q.pchange("How much did total revenue from power management change in percentage terms between 2018 and 2019?",
              q.c("Power management", "2019"), q.c("Power management", "2018"))
    names = {"Americas": "Americas", "EMEA": "EMEA", "APAC": "Asia Pacific"}
    q.pick("Which region contributed the most revenue from sensors and modules in 2019?", lambda c: names[c.col],
           q.row_cells("Sensors and modules", ["Americas", "EMEA", "APAC"]))
    q.diff("How much more software and services revenue came from EMEA than from Asia Pacific?",
           q.c("Software and services", "EMEA"), q.c("Software and services", "APAC"))


def q_t05(q: Asker):
    q.lookup("What was the interest cost in 2018?", q.c("Interest cost", "2018"))
    q.avg("What was the average service cost from 2017 to 2019?", q.row_cells("Service cost", ["2019", "2018", "2017"]))
    row = q.d.find("Settlement loss")
    years = [c for c in q.d.cols if isinstance(row.vals[q.d.cols.index(c)], (int, float))]
    assert len(years) == 1
    q.text("In which year did the company recognize a settlement loss?", years[0], cells=[q.c("Settlement loss", years[0])])
    q.diff("What was the change in the expected return on plan assets between 2018 and 2019?",
           q.c("Expected return on plan assets", "2019"), q.c("Expected return on plan assets", "2018"))
    n = "Net periodic benefit cost"
    q.avg_change("How much did the two-year average of net periodic benefit cost change from 2017–2018 to 2018–2019?",
                 [q.c(n, "2019"), q.c(n, "2018")], [q.c(n, "2018"), q.c(n, "2017")])
    q.prose("What weighted-average discount rate was used to determine net periodic benefit cost in 2019?", "4.31%",
            value=q.d.facts["rate2019"], unit="%", scale=1)


def q_t06(q: Asker):
    q.lookup("What were the billings in fiscal 2019?", q.c("Billings", "2019"))
    q.pchange("By what percentage did the ending deferred revenue balance grow from fiscal 2019 to fiscal 2020?",
              q.c("Balance at end of period", "2020"), q.c("Balance at end of period", "2019"))
    q.items("What were the non-current deferred revenue balances in fiscal 2020, 2019 and 2018 respectively?",
            q.row_cells("Deferred revenue, non-current", ["2020", "2019", "2018"]))
    q.ratio("What proportion of the fiscal 2020 ending balance was classified as current?",
            q.c("Deferred revenue, current", "2020"), q.c("Balance at end of period", "2020"))
    q.pick("In which fiscal year were billings the highest?", lambda c: c.col,
           q.row_cells("Billings", ["2020", "2019", "2018"]), aliases=lambda c: [f"Fiscal {c.col}"])


def q_t07(q: Asker):
    q.lookup("What was the fair value of corporate debt securities?", q.c("Corporate debt securities", "Total"))
    q.ratio("What percentage of total assets measured at fair value was classified as Level 1?",
            q.c("Total assets", "L1"), q.c("Total assets", "Total"))
    q.lookup("What is the Level 2 fair value of the foreign currency forward contracts recorded as liabilities?",
             q.c("Foreign currency forward contracts", "L2", section="Liabilities:"))
    q.diff("How much larger was the fair value of money market funds than that of U.S. Treasury securities?",
           q.c("Money market funds", "Total"), q.c("U.S. Treasury securities", "Total"))
    level2 = [r.label for r in q.d.rows if r.section == "Assets:" and r.kind == "item" and q.d.value(r, "L2")]
    q.count("How many types of assets are measured using Level 2 inputs?", level2)
    q.prose("What method is used to estimate the fair value of the contingent consideration liability?",
            q.d.facts["technique"])


def q_t08(q: Asker):
    q.lookup("What was the high sales price per share in the third quarter of fiscal 2019?",
             q.c("Third Quarter", "2019 High"))
    q.diff("What was the difference between the high and low prices in the second quarter of fiscal 2018?",
           q.c("Second Quarter", "2018 High"), q.c("Second Quarter", "2018 Low"))
    quarters = ["First Quarter", "Second Quarter", "Third Quarter", "Fourth Quarter"]
    q.avg("What was the average quarterly low price in fiscal 2019?", [q.c(k, "2019 Low") for k in quarters])
    q.pick("In which quarter of fiscal 2018 did the stock reach its highest price?", lambda c: c.row.label,
           [q.c(k, "2018 High") for k in quarters])
    q.avg_change("What is the difference between the average quarterly high price in fiscal 2019 and in fiscal "
                 "2018?", [q.c(k, "2019 High") for k in quarters], [q.c(k, "2018 High") for k in quarters])
    q.prose("How many holders of record of the common stock were there as of March 2, 2020?", "412",
            value=q.d.facts["holders"])


def q_t09(q: Asker):
    q.lookup("What is the interest rate on the senior unsecured notes that mature in 2023?",
             q.c("Senior unsecured notes", "rate", nth=1))
    q.lookup("What was the total principal amount of debt at December 31, 2019?", q.c("Total principal", "2019"))
    q.pchange("What was the percentage change in equipment financing from 2018 to 2019?",
              q.c("Equipment financing", "2019"), q.c("Equipment financing", "2018"))
    q.items("Which borrowings carry a variable interest rate?",
            [r.label for r in q.d.rows if r.vals and r.vals[0] == "Variable"])
    q.lookup("When does the term loan mature?", q.c("Term loan", "maturity"))
    q.ratio("What share of the 2019 total principal did the 4.625% senior unsecured notes represent?",
            q.c("Senior unsecured notes", "2019", nth=2), q.c("Total principal", "2019"))


def q_t10(q: Asker):
    q.lookup("What was the total lease cost in 2019?", q.c("Total lease cost", "2019"))
    q.total("What was the total finance lease cost in 2018?",
            [q.c("Amortization of right-of-use assets", "2018"), q.c("Interest on lease liabilities", "2018")])
    q.ratio("What share of the 2019 total lease cost was operating lease cost?", q.c("Operating lease cost", "2019"),
            q.c("Total lease cost", "2019"))
    rate = "Weighted-average discount rate — operating leases"
    q.diff("How did the weighted-average discount rate for operating leases change from 2018 to 2019?",
           q.c(rate, "2019"), q.c(rate, "2018"))
    q.pchange("By what percentage did variable lease cost increase in 2019?", q.c("Variable lease cost", "2019"),
              q.c("Variable lease cost", "2018"))


def q_t11(q: Asker):
    q.lookup("How much did the Cement segment spend on capital expenditures in 2019?", q.c("Cement", "cx2019"))
    q.diff("How much did the total assets of Construction Aggregates increase between 2018 and 2019?",
           q.c("Construction Aggregates", "ta2019"), q.c("Construction Aggregates", "ta2018"))
    q.ratio("What were Specialty Chemicals' 2019 capital expenditures as a percentage of its total assets?",
            q.c("Specialty Chemicals", "cx2019"), q.c("Specialty Chemicals", "ta2019"))
    segs = ["Construction Aggregates", "Cement", "Specialty Chemicals", "Corporate and other"]
    q.pick("Which segment had the largest capital expenditures in 2018?", lambda c: c.row.label,
           [q.c(s, "cx2018") for s in segs])
    q.avg("What is the average total capital expenditures for 2018 and 2019?", [q.c("Total", "cx2019"),
                                                                                 q.c("Total", "cx2018")])


def q_t12(q: Asker):
    q.lookup("What percentage of revenue did Customer A account for in 2018?", q.c("Customer A", "r2018"))
    q.total("What was the combined share of 2019 revenue from Customers A and B?",
            [q.c("Customer A", "r2019"), q.c("Customer B", "r2019")])
    q.diff("By how many percentage points did Customer A's share of accounts receivable rise from 2018 to 2019?",
           q.c("Customer A", "a2019"), q.c("Customer A", "a2018"))
    row = q.d.find("Customer C")
    yrs = [c[1:] for c in ["r2019", "r2018", "r2017"] if q.d.value(row, c) is not None]
    q.items("In which years did Customer C account for 10% or more of revenue?", yrs,
            "##".join(q.d.number_text(row, "r" + y) for y in yrs))
    custs = [r.label for r in q.d.rows if q.d.value(r, "r2019") is not None]
    q.count("How many customers accounted for at least 10% of revenue in 2019?", custs)


def q_t13(q: Asker):
    q.lookup("What was the average monthly number of research and development employees in 2019?",
             q.c("Research and development", "2019"))
    q.pchange("What was the percentage change in the average number of sales and marketing employees from 2018 to "
              "2019?", q.c("Sales and marketing", "2019"), q.c("Sales and marketing", "2018"))
    q.ratio("What proportion of the Group's average 2019 workforce was employed in production?",
            q.c("Production", "2019"), q.c("Total", "2019"))
    fewer = [r.label for r in q.d.rows if r.kind == "item" and r.vals[0] < r.vals[1]]
    q.items("Which categories had fewer employees in 2019 than in 2018?", fewer, comparison=True)
    q.prose("What were the aggregate staff costs in 2019?", "£92.4m", value=q.d.facts["staff_costs"][0], scale=1e6)


def q_t14(q: Asker):
    q.lookup("What was the percentage change in net sales of hunting and fishing products?",
             q.c("Hunting and fishing", "pchg"))
    q.lookup("What were net sales of apparel and footwear in 2018?", q.c("Apparel and footwear", "2018"))
    q.avg("What is the average net sales of camping and hiking products for 2018 and 2019?",
          [q.c("Camping and hiking", "2019"), q.c("Camping and hiking", "2018")])
    down = [r.label for r in q.d.rows if r.kind == "item" and r.vals[2] < 0]
    q.items("Which product categories saw net sales decline in 2019?", down, comparison=True)
    q.ratio("What share of total 2019 net sales came from water sports?", q.c("Water sports", "2019"),
            q.c("Total net sales", "2019"))


def q_t15(q: Asker):
    end19, end18 = "Outstanding at December 31, 2019", "Outstanding at December 31, 2018"
    q.lookup("How many warrants were outstanding at December 31, 2019?", q.c(end19, "n"))
    q.diff("By how much did the number of outstanding warrants change during 2019?", q.c(end19, "n"), q.c(end18, "n"))
    q.lookup("What was the weighted-average exercise price of the warrants that expired in 2019?",
             q.c("Expired", "price", nth=2))
    q.ratio("What is the ratio of warrants issued in 2018 to the warrants outstanding at the beginning of that year?",
            q.c("Issued", "n", nth=1), q.c("Outstanding at December 31, 2017", "n"), pct=False)
    q.prose("When do the warrants issued in the March 2018 offering expire?", q.d.facts["expiry"])


def q_t16(q: Asker):
    oct_, nov, dec = (r.label for r in q.d.rows[:3])
    q.lookup("What was the average price paid per share in November 2019?", q.c(nov, "price"))
    q.lookup("How many shares were purchased in total during the three months ended December 31, 2019?",
             q.c("Total", "n"))
    q.diff("By how much did the approximate dollar value of shares that may yet be purchased decline from the end of "
           "October to the end of December?", q.c(dec, "remaining"), q.c(oct_, "remaining"), size=True)
    q.pchange("What was the percentage change in the total number of shares purchased from October to November?",
              q.c(nov, "n"), q.c(oct_, "n"))
    q.prose("Up to what amount did the Board authorize share repurchases under the program?", "$500 million",
            value=q.d.facts["authorized"], scale=1e6)


def q_t17(q: Asker):
    q.lookup("What was the balance of foreign currency translation adjustments at December 31, 2019?",
             q.c("Balance at December 31, 2019", "fx"))
    q.lookup("What was the total balance of accumulated other comprehensive income (loss) at December 31, 2018?",
             q.c("Balance at December 31, 2018", "total"))
    q.diff("What was the change in the total AOCI balance during 2019?", q.c("Balance at December 31, 2019", "total"),
           q.c("Balance at December 31, 2018", "total"))
    rec = "Amounts reclassified from accumulated other comprehensive income (loss)"
    q.avg("What is the average amount reclassified out of AOCI for pension and other postretirement benefits in 2018 "
          "and 2019?", [q.c(rec, "pension", nth=1), q.c(rec, "pension", nth=2)])
    q.count("How many components of accumulated other comprehensive income (loss) are presented?",
            ["Foreign Currency Translation Adjustments", "Unrealized Gains (Losses) on Cash Flow Hedges",
             "Pension and Other Postretirement Benefits"])


def q_t18(q: Asker):
    q.lookup("What was the total backlog at December 31, 2018?", q.c("Total backlog", "2018"))
    q.pchange("What was the percentage change in the Training Services backlog from 2018 to 2019?",
              q.c("Training Services", "2019"), q.c("Training Services", "2018"))
    q.lookup("How many aircraft were under long-term service agreements at the end of 2019?",
             q.c("Aircraft under long-term service agreements", "2019"))
    q.ratio("What percentage of total backlog at December 31, 2019 relates to Aircraft Components?",
            q.c("Aircraft Components", "2019"), q.c("Total backlog", "2019"))
    segs = [r for r in q.d.rows if r.section == "Backlog (in millions):" and r.kind == "item"]
    down = [r.label for r in segs if r.vals[0] < r.vals[1]]
    assert len(down) == 1
    q.text("Which segment's backlog declined from 2018 to 2019?", down[0],
           f"{q.c(down[0], '2019').d(True)} < {q.c(down[0], '2018').d(True)}",
           cells=[q.c(down[0], "2019"), q.c(down[0], "2018")], comparison=True)


def q_t19(q: Asker):
    q.lookup("What was the gross margin percentage of the direct-to-consumer segment in fiscal 2019?",
             q.c("Direct-to-consumer", "pct2019"))
    q.diff("What was the change in total gross margin from fiscal 2018 to fiscal 2019?", q.c("Total", "gm2019"),
           q.c("Total", "gm2018"))
    q.diff("By how many percentage points did the wholesale gross margin percentage change between fiscal 2018 and "
           "fiscal 2019?", q.c("Wholesale", "pct2019"), q.c("Wholesale", "pct2018"))
    q.avg("What was the average gross margin of the Licensing segment across fiscal 2018 and 2019?",
          [q.c("Licensing", "gm2019"), q.c("Licensing", "gm2018")])
    q.pick("In which fiscal year was the total gross margin percentage higher?", lambda c: c.col[-4:],
           [q.c("Total", "pct2019"), q.c("Total", "pct2018")], aliases=lambda c: [f"Fiscal {c.col[-4:]}"])


def q_t20(q: Asker):
    q.lookup("What was the net cash used in investing activities in 2018?",
             q.c("Net cash used in investing activities", "2018"))
    op = "Net cash provided by operating activities"
    q.pchange("How much did net cash provided by operating activities grow in percentage terms from 2018 to 2019?",
              q.c(op, "2019"), q.c(op, "2018"))
    q.avg("What was the mean net cash provided by operating activities over the three years?",
          q.row_cells(op, ["2019", "2018", "2017"]))
    fin = "Net cash provided by (used in) financing activities"
    neg = [y for y in ["2019", "2018", "2017"] if q.c(fin, y).value < 0]
    assert len(neg) == 1
    q.text("In which year did financing activities result in a net use of cash?", neg[0],
           f"{q.c(fin, neg[0]).d(True)} < 0", cells=q.row_cells(fin, ["2019", "2018", "2017"]), comparison=True)
    q.lookup("What were cash, cash equivalents and restricted cash at the end of 2019?",
             q.c("Cash, cash equivalents and restricted cash at end of year", "2019"))


def q_t21(q: Asker):
    q.lookup("What were the contract assets as of December 31, 2019?", q.c("Contract assets", "2019"))
    q.pchange("By what percentage did accounts receivable, net increase from 2018 to 2019?",
              q.c("Accounts receivable, net", "2019"), q.c("Accounts receivable, net", "2018"))
    q.lookup("What was the total of contract liabilities at December 31, 2019?",
             q.c("Total contract liabilities", "2019"))
    q.ratio("What is the ratio of current to non-current contract liabilities at December 31, 2018?",
            q.c("Contract liabilities — current", "2018"), q.c("Contract liabilities — non-current", "2018"), pct=False)
    q.diff("What was the change in non-current contract liabilities between 2018 and 2019?",
           q.c("Contract liabilities — non-current", "2019"), q.c("Contract liabilities — non-current", "2018"))


def q_t22(q: Asker):
    q.lookup("What are the purchase obligations due in 2021?", q.c("2021", "po"))
    q.total("What are the total commitments payable in 2020 and 2021 combined?",
            [q.c("2020", "total"), q.c("2021", "total")])
    q.ratio("What percentage of total commitments is due in 2020?", q.c("2020", "total"), q.c("Total", "total"))
    none = [r.label for r in q.d.rows if r.kind == "item" and q.d.value(r, "sp") is None]
    q.items("In which years are no sponsorship payments due?", none)
    q.avg("What is the average annual licensing and royalty commitment for 2020 to 2024?",
          [q.c(y, "lic") for y in ["2020", "2021", "2022", "2023", "2024"]])


def q_t23(q: Asker):
    q.lookup("What was the dividend per share declared on July 23, 2019?", q.c("July 23, 2019", "dps"))
    q.lookup("When was the dividend declared on February 12, 2019 paid?", q.c("February 12, 2019", "payment"))
    q.lookup("What was the total amount of dividends declared during fiscal 2019?", q.c("Total", "amount"))
    quarters = [r.label for r in q.d.rows if r.kind == "item"]
    q.avg("What was the average amount of dividends declared per quarter in fiscal 2019?",
          [q.c(d, "amount") for d in quarters])
    q.pchange("By what percentage did the dividend per share rise from the April 24, 2019 declaration to the July 23, "
              "2019 declaration?", q.c("July 23, 2019", "dps"), q.c("April 24, 2019", "dps"))
    q.prose("What quarterly cash dividend per share did the Board declare on February 11, 2020?", "$0.44",
            value=q.d.facts["next_dps"])


def q_t24(q: Asker):
    q.lookup("What was gross profit as a percentage of revenue in 2018?", q.c("Gross profit", "2018"))
    q.diff("What was the change in sales and marketing as a percentage of revenue from 2017 to 2019?",
           q.c("Sales and marketing", "2019"), q.c("Sales and marketing", "2017"))
    q.avg("What was the average research and development expense as a percentage of revenue over the three years?",
          q.row_cells("Research and development", ["2019", "2018", "2017"]))
    loss = [y for y in ["2019", "2018", "2017"] if q.c("Income (loss) from operations", y).value < 0]
    assert len(loss) == 1
    q.text("In which year did the company report a loss from operations?", loss[0],
           f"{q.c('Income (loss) from operations', loss[0]).d(True)} < 0",
           cells=q.row_cells("Income (loss) from operations", ["2019", "2018", "2017"]), comparison=True)
    start = q.d.rows.index(q.d.find("Research and development"))
    end = q.d.rows.index(q.d.find("Total operating expenses"))
    q.count("How many operating expense categories are shown in the table?", [r.label for r in q.d.rows[start:end]])


def q_t25(q: Asker):
    q.lookup("What was the foreign income before income taxes in fiscal 2018?", q.c("Foreign", "2018"))
    q.ratio("What proportion of total income before income taxes in fiscal 2019 came from foreign operations?",
            q.c("Foreign", "2019"), q.c("Income before income taxes", "2019"))
    q.diff("What was the change in domestic income before income taxes from fiscal 2017 to fiscal 2018?",
           q.c("Domestic", "2018"), q.c("Domestic", "2017"))
    q.pchange("What is the percentage increase in total income before income taxes from fiscal 2018 to fiscal 2019?",
              q.c("Income before income taxes", "2019"), q.c("Income before income taxes", "2018"))
    over = [y for y in ["2019", "2018", "2017"] if q.c("Domestic", y).value > 30_000]
    q.count("In how many of the three fiscal years did domestic operations earn more than $30 million before "
            "income taxes?", over)


def q_t26(q: Asker):
    q.lookup("What was the Adjusted EBITDA in 2019?", q.c("Adjusted EBITDA", "2019"))
    q.pchange("By what percentage did depreciation and amortization rise from 2018 to 2019?",
              q.c("Depreciation and amortization", "2019"), q.c("Depreciation and amortization", "2018"))
    q.lookup("What was the Adjusted EBITDA margin in 2018?", q.c("Adjusted EBITDA margin", "2018"))
    q.diff("What was the change in net loss between 2018 and 2019?", q.c("Net loss", "2019"), q.c("Net loss", "2018"))
    adj = [r for r in q.d.rows if r.kind == "item" and r.label != "Net loss" and not r.fmt.get("pct")]
    bigger = [r.label for r in adj if (r.vals[1] or 0) > (r.vals[0] or 0)]
    q.items("Which reconciling items were larger in 2018 than in 2019?", bigger, comparison=True)


def q_t27(q: Asker):
    q.lookup("How much cash was paid for interest in 2017?", q.c("Interest", "2017"))
    q.avg("What was the average cash paid for income taxes, net of refunds, between 2017 and 2019?",
          q.row_cells("Income taxes, net of refunds", ["2019", "2018", "2017"]))
    cx = "Capital expenditures included in accounts payable"
    q.diff("What is the increase in capital expenditures included in accounts payable from 2018 to 2019?",
           q.c(cx, "2019"), q.c(cx, "2018"))
    q.pick("In which year was the most cash paid for interest?", lambda c: c.col,
           q.row_cells("Interest", ["2019", "2018", "2017"]))
    rou = "Right-of-use assets obtained in exchange for operating lease liabilities"
    q.pchange("What was the percentage change in right-of-use assets obtained in exchange for operating lease "
              "liabilities from 2018 to 2019?", q.c(rou, "2019"), q.c(rou, "2018"))


def q_t28(q: Asker):
    total = "Total prepaid expenses and other current assets"
    q.lookup("What was the total prepaid expenses and other current assets in 2019?", q.c(total, "2019"))
    q.pchange("How much did prepaid insurance increase by in percentage terms from 2018 to 2019?",
              q.c("Prepaid insurance", "2019"), q.c("Prepaid insurance", "2018"))
    q.items("What items make up prepaid expenses and other current assets?",
            [r.label for r in q.d.rows if r.kind == "item"])
    q.diff("What is the difference between timber deeds, current portion and prepaid insurance in 2018?",
           q.c("Timber deeds, current portion", "2018"), q.c("Prepaid insurance", "2018"))
    only = [r.label for r in q.d.rows if r.kind == "item" and r.vals[0] is not None and r.vals[1] is None]
    q.count("How many items had a balance at the end of 2019 but none at the end of 2018?", only)


def q_t29(q: Asker):
    q.lookup("How many patient visits were completed in 2018?", q.c("Patient visits (in thousands)", "2018"))
    q.lookup("What was net revenue in 2019?", q.c("Net revenue (in millions)", "2019"))
    q.diff("How many clinics were added in 2019?", q.c("Clinics at end of period", "2019"),
           q.c("Clinics at end of period", "2018"))
    q.avg("What was the average same-clinic revenue growth from 2017 to 2019?",
          q.row_cells("Same-clinic revenue growth", ["2019", "2018", "2017"]))
    q.pchange("What is the percentage change in net revenue per visit from 2017 to 2018?",
              q.c("Net revenue per visit", "2018"), q.c("Net revenue per visit", "2017"))


def q_t30(q: Asker):
    q.lookup("What was the notional amount of Euro contracts in 2019?", q.c("Euro", "n2019"))
    q.lookup("What was the total notional amount of forward contracts outstanding in 2018?", q.c("Total", "n2018"))
    q.lookup("What was the fair value of the British pound contracts in 2019?", q.c("British pound", "f2019"))
    q.pchange("What was the growth rate of the total notional amount of forward contracts between 2018 and 2019?",
              q.c("Total", "n2019"), q.c("Total", "n2018"))
    q.prose("What maturities do these forward contracts generally have?", q.d.facts["maturity"])


ASKERS = [q_t01, q_t02, q_t03, q_t04, q_t05, q_t06, q_t07, q_t08, q_t09, q_t10, q_t11, q_t12, q_t13, q_t14, q_t15,
          q_t16, q_t17, q_t18, q_t19, q_t20, q_t21, q_t22, q_t23, q_t24, q_t25, q_t26, q_t27, q_t28, q_t29, q_t30]


def build() -> tuple[list[dict], dict]:
    """The questions, and for each lookup (and numeric multi-span) question the cells its answer is
    printed in: {id: [(doc key, body row index, column key), ...]}."""
    docs = md.documents()
    looks = md.looks(docs)
    out, refs = [], {}
    for doc, ask in zip(docs, ASKERS):
        assert ask.__name__[2:] == doc.key[:3], (ask.__name__, doc.key)
        ask(Asker(doc, looks[doc.key], md.layout(doc, looks[doc.key]), out, refs))
    assert len({q["question"] for q in out}) == len(out), "duplicate question text"
    return out, refs


def main() -> int:
    qs, _ = build()
    path = HERE / "questions.jsonl"
    path.write_text("".join(json.dumps(q, ensure_ascii=False) + "\n" for q in qs), encoding="utf-8")
    print(f"{len(qs)} questions -> {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
