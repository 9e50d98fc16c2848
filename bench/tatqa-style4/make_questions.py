"""The questions of bench/tatqa-style4, with every gold computed from make_docs.py's ``Doc`` objects.

    python bench/tatqa-style4/make_questions.py        # writes bench/tatqa-style4/questions.jsonl

Records follow /work/shared/corpus/tatqa-dev/questions.jsonl (id, question, category, answer {kind,
value, raw, unit, scale, conditions}, evidence, source, hard_cases, derivation, answer_type) plus
``answer_from`` (table / text / none) and ``context`` (the table's key), as the earlier tatqa-style sets do.
Answer conventions are TAT-QA's:

- a cell span: ``raw`` is the cell as printed, ``value`` its number, ``scale`` the stated scale of that
  cell (the table's, a column header's or a row label's, also when only the prose states it), null for
  per-share amounts, prices, rates, counts, quantities and tables without a scale; percent cells have
  unit "%" and scale 1;
- arithmetic: ``value`` = ``raw`` = the result rounded to 2 decimals (half up); amounts keep the scale
  of their operands; a percentage change, a share of a total and a margin are percentages (unit "%",
  scale 1); a difference or an average of percentages is in percentage points (unit "%"); a plain
  ratio has neither; signs follow the printed figures (a figure printed in parentheses is negative);
- a year answer is text, a label is the row label or header as printed, a multi-span answer a list, a
  count a number whose derivation lists what it counts (``a##b``);
- an unanswerable question (the page does not hold the figure asked for) has answer kind "none",
  category "unanswerable", answer_type "none"; a grader counts status not_found as correct.

No gold is typed by hand: each question names the cells it is about, and the answer, its raw form, its
scale and its derivation are computed from them; prose answers come from the ``facts`` the prose is
built from and are asserted to be in the prose. ``build()`` also returns, per question, the cells a
lookup answer is printed in (check.py locates them on the rendered page) and, per unanswerable
question, the terms that must not be on the page (check.py verifies they are not).
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

SOURCE = "tatqa-style4"
PREFIX = "t4"
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
    def __init__(self, doc: md.Doc, look: dict, lay: dict, out: list, refs: dict, absent: dict):
        self.d, self.look, self.lay, self.out, self.refs, self.absent = doc, look, lay, out, refs, absent

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
        if scale and answer_from == "table" and d.scale_where == "column header":
            tags.append("scale_in_column_header")
        if any(sum(1 for r in d.rows if r.label == c.row.label) > 1 for c in cells):
            tags.append("repeated_row_label")
        years = [int(x) for x in d.header[-1][1:] if x.isdigit() and len(x) == 4]
        if len(years) >= 2 and years == sorted(years) and len(set(years)) == len(years):
            tags.append("years_oldest_first")
        if comparison:
            tags.append("comparison")
        return tags

    def _add(self, question, category, answer_type, answer, derivation="", answer_from="table",
             comparison=False, cells=(), lookup_cells=()):
        qid = f"{PREFIX}-{len(self.out) + 1:03d}"
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

    def pick(self, question: str, answer, cells: list[Cell], largest: bool = True, aliases=(),
             key=lambda c: c.value, signed: bool = False):
        """A comparison: which of these (a year, a label) has the largest (smallest) figure. ``answer``
        maps the winning cell to its name; the gold is computed, and the derivation orders the figures."""
        ranked = sorted(cells, key=key, reverse=largest)
        assert key(ranked[0]) != key(ranked[1]), question
        win = answer(ranked[0])
        if signed:      # figures with their signs, as printed (a parenthesized figure is negative)
            der = (">" if largest else "<").join(c.d(True) for c in ranked)
        else:
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

    def none(self, question: str, absent: list[str], reason: str):
        """An unanswerable question: the page does not hold what it asks for. ``absent`` are terms the
        answer would need (a year, an item) that occur nowhere on the page (check.py verifies)."""
        text = " ".join(" ".join(h) for h in self.d.header) + " " + " ".join(
            " ".join([r.label] + [str(v) for v in (r.vals or [])]) for r in self.d.rows) + " " + " ".join(self.d.prose)
        for t in absent:
            assert t.lower() not in text.lower(), (self.d.key, t)
        qid = f"{PREFIX}-{len(self.out) + 1:03d}"
        self._add(question, "unanswerable", "none", {"kind": "none", "value": None, "raw": None, "reason": reason},
                  answer_from="none")
        self.absent[qid] = list(absent)

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

    def ratio_change(self, question: str, new: tuple[Cell, Cell], old: tuple[Cell, Cell]):
        """The change in a plain ratio: new[0] / new[1] - old[0] / old[1] (TAT-QA's "change in the current
        ratio"), no unit and no scale."""
        self._us([*new, *old])
        x = new[0].value / new[1].value - old[0].value / old[1].value
        self._num(question, "arithmetic_other", x, f"({new[0].d(True)} / {new[1].d()}) - ({old[0].d(True)} / {old[1].d()})",
                  None, None, [*new, *old])

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
    q.lookup("What was the percentage of plan assets in international equity securities at December 31, 2019?",
             q.c("International equity securities", "2019"))
    q.diff("What was the change in the percentage of plan assets held in fixed income securities from 2019 to 2020?",
           q.c("Fixed income securities", "2020"), q.c("Fixed income securities", "2019"))
    q.avg("What was the average percentage of plan assets in real estate for 2019 and 2020?",
          q.row_cells("Real estate", ["2020", "2019"]))
    q.prose("What expected long-term rate of return on plan assets was used to determine the 2020 net periodic benefit "
            "cost?", q.d.facts["ret"], 6.25, "%", 1)
    q.none("What percentage of plan assets was in real estate at December 31, 2018?", ["2018"],
           "the table shows allocations at December 31, 2020 and 2019 only")


def q_t02(q: Asker):
    q.items("What were the long-lived assets in Canada in 2020 and 2019 respectively?",
            q.row_cells("Canada", ["2020", "2019"]))
    q.pchange("What was the percentage change in total long-lived assets from 2019 to 2020?",
              q.c("Total long-lived assets", "2020"), q.c("Total long-lived assets", "2019"))
    q.avg("What is the average long-lived assets in Mexico for 2019 and 2020?", q.row_cells("Mexico", ["2020", "2019"]))
    q.ratio("What percentage of total long-lived assets were located in the United States in 2020?",
            q.c("United States", "2020"), q.c("Total long-lived assets", "2020"))
    areas = [r.label for r in q.d.rows if r.kind == "item" and q.d.value(r, "2020") < q.d.value(r, "2019")]
    q.items("Which geographic areas had lower long-lived assets in 2020 than in 2019?", areas, comparison=True)


def q_t03(q: Asker):
    q.lookup("What was the organic growth of Water Solutions?", q.c("Water Solutions", "pct"))
    divs = [r.label for r in q.d.rows if r.kind == "item"]
    q.pick("Which division had the highest organic growth?", lambda c: c.row.label,
           [q.c(k, "pct") for k in divs], signed=True)
    q.pchange("What was the percentage change in Group revenue from 2019 to 2020?", q.c("Group", "r20"),
              q.c("Group", "r19"))
    q.total("What was the combined 2020 revenue of Building Products and Water Solutions?",
            [q.c("Building Products", "r20"), q.c("Water Solutions", "r20")])
    q.items("What were the 2019 and 2020 revenues of Specialty Coatings respectively?",
            q.row_cells("Specialty Coatings", ["r19", "r20"]))


def q_t04(q: Asker):
    q.lookup("What were the lease liabilities at 31 March 2020?", q.c("Lease liabilities", "close"))
    q.diff("What was the change in net debt from 1 April 2019 to 31 March 2020?", q.c("Net debt", "close"),
           q.c("Net debt", "open"))
    q.ratio("What proportion of net debt at 31 March 2020 was made up of lease liabilities?",
            q.c("Lease liabilities", "close"), q.c("Net debt", "close"))
    q.items("What were the cash flow movements in bank overdrafts and lease liabilities respectively?",
            [q.c("Bank overdrafts", "cf"), q.c("Lease liabilities", "cf")])
    q.none("What was net debt at 31 March 2018?", ["2018"], "the table starts at 1 April 2019")


def q_t05(q: Asker):
    cv = "Convertible senior notes due 2026"
    q.lookup("What was the fair value of the convertible senior notes at December 31, 2019?", q.c(cv, "f19"))
    q.diff("By how much did the fair value of the convertible senior notes exceed their carrying amount at December 31, "
           "2020?", q.c(cv, "f20"), q.c(cv, "c20"))
    q.avg("What was the average carrying amount of the convertible senior notes in 2019 and 2020?",
          [q.c(cv, "c20"), q.c(cv, "c19")])
    q.total("What was the total fair value of the liabilities listed at December 31, 2020?",
            [q.c("Term loan due 2024", "f20"), q.c("4.125% Senior Notes due 2028", "f20"), q.c(cv, "f20")])
    q.pchange("What was the percentage change in the carrying amount of long-term investments from 2019 to 2020?",
              q.c("Long-term investments", "c20"), q.c("Long-term investments", "c19"))


def q_t06(q: Asker):
    tot = "Total impairment charges"
    q.lookup("What was the trade name impairment in Europe?", q.c("Trade names", "eu"))
    q.ratio("What percentage of total impairment charges was the goodwill impairment?", q.c("Goodwill", "tot"),
            q.c(tot, "tot"))
    row = q.d.find("Store property and equipment")
    segs = [q.d.header[0][1 + q.d.cols.index(c)] for c in ["am", "eu", "ap"] if q.d.value(row, c)]
    q.count("How many segments recorded an impairment of store property and equipment?", segs)
    q.diff("How much higher were total impairment charges in the Americas than in Europe?", q.c(tot, "am"),
           q.c(tot, "eu"))
    q.prose("How many stores were closed in the Asia Pacific region?", "31", 31)


def q_t07(q: Asker):
    tot = "Total selling, general and administrative expenses"
    q.avg("What was the average salaries and benefits expense from 2018 to 2020?",
          q.row_cells("Salaries and benefits", ["2018", "2019", "2020"]))
    q.pchange("What was the percentage change in total selling, general and administrative expenses from 2019 to 2020?",
              q.c(tot, "2020"), q.c(tot, "2019"))
    q.diff("What was the change in professional fees from 2019 to 2020?", q.c("Professional fees", "2020"),
           q.c("Professional fees", "2019"))
    q.pchange("What was the percentage change in sales commissions from 2018 to 2019?",
              q.c("Sales commissions", "2019"), q.c("Sales commissions", "2018"))
    q.pick("In which year was advertising and marketing expense the highest?", lambda c: c.col,
           q.row_cells("Advertising and marketing", ["2018", "2019", "2020"]))


def q_t08(q: Asker):
    q.lookup("What was the change in estimate for prior year claims in 2020?",
             q.c("Change in estimate for prior year claims", "2020"))
    q.diff("What was the change in the balance at end of year from 2019 to 2020?", q.c("Balance at end of year", "2020"),
           q.c("Balance at end of year", "2019"))
    q.avg("What were the average claims paid from 2018 to 2020?", q.row_cells("Claims paid", ["2020", "2019", "2018"]))
    q.prose("Up to what amount per occurrence is the company self-insured?", q.d.facts["ret"], 1.0, None, 1e6)
    q.items("What were the current and long-term portions of the reserve in 2020 respectively?",
            [q.c("Current portion (accrued liabilities)", "2020"),
             q.c("Long-term portion (other long-term liabilities)", "2020")])


def q_t09(q: Asker):
    q.items("What was the milestone revenue in 2020 and 2019 respectively?",
            q.row_cells("Milestone revenue", ["2020", "2019"]))
    q.total("What was the total revenue from research and development services from 2018 to 2020?",
            q.row_cells("Research and development services", ["2020", "2019", "2018"]))
    q.pchange("What was the percentage change in total collaboration revenue from 2019 to 2020?",
              q.c("Total collaboration revenue", "2020"), q.c("Total collaboration revenue", "2019"))
    types = [r.label for r in q.d.rows if r.section == "Oncology collaboration:" and r.kind == "item"]
    q.count("How many types of revenue does the oncology collaboration include?", types)
    q.none("What was the total collaboration revenue in 2017?", ["2017"], "the table covers 2018 to 2020")


def q_t10(q: Asker):
    al = "Less: allowance for credit losses"
    q.items("What was the allowance for credit losses in 2020 and 2019 respectively?", q.row_cells(al, ["2020", "2019"]))
    q.pchange("What was the percentage change in the allowance for credit losses from 2019 to 2020?",
              q.c(al, "2020"), q.c(al, "2019"))
    q.ratio("What percentage of total accounts receivable in 2020 were billed receivables?",
            q.c("Billed receivables", "2020"), q.c("Total accounts receivable", "2020"))
    q.avg("What was the average accounts receivable, net for 2019 and 2020?",
          q.row_cells("Accounts receivable, net", ["2020", "2019"]))
    q.diff("What was the change in unbilled receivables from 2019 to 2020?", q.c("Unbilled receivables", "2020"),
           q.c("Unbilled receivables", "2019"))


def q_t11(q: Asker):
    tot = "Total other long-term liabilities"
    q.lookup("What was the deferred compensation liability in 2019?", q.c("Deferred compensation", "2019"))
    q.diff("What was the change in environmental remediation liabilities from 2019 to 2020?",
           q.c("Environmental remediation", "2020"), q.c("Environmental remediation", "2019"))
    q.pchange("What was the percentage change in total other long-term liabilities from 2019 to 2020?",
              q.c(tot, "2020"), q.c(tot, "2019"))
    up = [r.label for r in q.d.rows if r.kind == "item" and q.d.value(r, "2020") > q.d.value(r, "2019")]
    q.items("Which items of other long-term liabilities increased from 2019 to 2020?", up, comparison=True)
    q.prose("What was the current portion of environmental remediation at December 31, 2020?", q.d.facts["cur"],
            6.2, None, 1e6)


def q_t12(q: Asker):
    tot = "Total / weighted average"
    q.diff("What was the change in gold production at Ashby Flats from 2019 to 2020?", q.c("Ashby Flats", "p20"),
           q.c("Ashby Flats", "p19"))
    q.pchange("What was the percentage change in total gold production from 2019 to 2020?", q.c(tot, "p20"),
              q.c(tot, "p19"))
    mines = [r.label for r in q.d.rows if r.kind == "item"]
    q.pick("Which mine had the lowest all-in sustaining cost in 2020?", lambda c: c.row.label,
           [q.c(m, "a20") for m in mines], largest=False)
    q.diff("What was the change in the all-in sustaining cost per ounce at Quarry Lake from 2019 to 2020?",
           q.c("Quarry Lake", "a20"), q.c("Quarry Lake", "a19"))
    q.avg("What was the average gold production at North Ridge in 2019 and 2020?",
          q.row_cells("North Ridge", ["p20", "p19"]))


def q_t13(q: Asker):
    price = "Average price per gallon, including taxes and delivery"
    q.items("What was the average price per gallon in 2020, 2019 and 2018 respectively?",
            q.row_cells(price, ["2020", "2019", "2018"]))
    q.pchange("What was the percentage change in gallons consumed from 2019 to 2020?",
              q.c("Gallons consumed (in millions)", "2020"), q.c("Gallons consumed (in millions)", "2019"))
    q.avg("What was the average aircraft fuel expense from 2018 to 2020?",
          q.row_cells("Aircraft fuel expense (in millions)", ["2020", "2019", "2018"]))
    q.diff("By how many percentage points did fuel's share of total operating expenses change from 2019 to 2020?",
           q.c("Percentage of total operating expenses", "2020"), q.c("Percentage of total operating expenses", "2019"))
    q.none("What was the average price per gallon in 2017?", ["2017"], "the table covers 2018 to 2020")


def q_t14(q: Asker):
    q.lookup("What was the average realized NGL price per barrel in 2019?", q.c("NGLs ($ per Bbl)", "2019"))
    q.pchange("What was the percentage change in the average realized oil price from 2019 to 2020?",
              q.c("Oil ($ per Bbl)", "2020"), q.c("Oil ($ per Bbl)", "2019"))
    q.avg("What was the average total production in MBoe from 2018 to 2020?",
          q.row_cells("Total (MBoe)", ["2018", "2019", "2020"]))
    q.items("What was the oil production in 2018, 2019 and 2020 respectively?",
            q.row_cells("Oil (MBbls)", ["2018", "2019", "2020"]))
    q.diff("What was the change in natural gas production from 2018 to 2020?", q.c("Natural gas (MMcf)", "2020"),
           q.c("Natural gas (MMcf)", "2018"))


def q_t15(q: Asker):
    qs21 = ["First quarter 2021", "Second quarter 2021", "Third quarter 2021", "Fourth quarter 2021"]
    q.lookup("What is the weighted-average swap price for the third quarter of 2021?", q.c("Third quarter 2021", "sp"))
    q.avg("What is the average swap volume per quarter in 2021?", [q.c(k, "sv") for k in qs21])
    q.diff("What is the difference between the weighted-average ceiling and floor of the collars for the first quarter "
           "of 2021?", q.c("First quarter 2021", "cc"), q.c("First quarter 2021", "cf"))
    q.items("What are the collar volumes for the first and fourth quarters of 2021 respectively?",
            [q.c("First quarter 2021", "cv"), q.c("Fourth quarter 2021", "cv")])
    q.none("What swap volume does the company have in place for 2023?", ["2023"],
           "positions are shown for 2021 and 2022 only")


def q_t16(q: Asker):
    q.lookup("What was the annualized base rent in Phoenix?", q.c("Phoenix", "abr"))
    mk = [r.label for r in q.d.rows if r.kind == "item"]
    q.count("How many markets were more than 90% leased?", [m for m in mk if q.d.value(q.d.find(m), "lease") > 90])
    q.ratio("What was the annualized base rent per rentable square foot in Dallas?", q.c("Dallas", "abr"),
            q.c("Dallas", "sf"), pct=False)
    q.pick("Which market had the lowest percent leased?", lambda c: c.row.label, [q.c(m, "lease") for m in mk],
           largest=False)
    q.total("What was the total number of properties in Dallas and Atlanta?",
            [q.c("Dallas", "n"), q.c("Atlanta", "n")])


def q_t17(q: Asker):
    end, begin = "Assets under management, December 31, 2020", "Assets under management, December 31, 2019"
    classes = ["eq", "fi", "ma", "alt"]
    q.avg("What was the average market appreciation (depreciation) across the four asset classes?",
          [q.c("Market appreciation (depreciation)", c) for c in classes])
    q.ratio("What percentage of total assets under management at December 31, 2020 was Equity?", q.c(end, "eq"),
            q.c(end, "tot"))
    q.pchange("What was the percentage change in total assets under management during 2020?", q.c(end, "tot"),
              q.c(begin, "tot"))
    names = dict(zip(q.d.cols, q.d.header[0][1:]))
    outs = [names[c] for c in classes if q.d.value(q.d.find("Net client flows"), c) < 0]
    q.items("Which asset classes had net client outflows?", outs, comparison=True)
    q.diff("What was the change in Alternatives assets under management during 2020?", q.c(end, "alt"),
           q.c(begin, "alt"))


def q_t18(q: Asker):
    arpu = "Average monthly revenue per user (ARPU)"
    q.lookup("What was the ARPU in 2018?", q.c(arpu, "2018"))
    q.diff("What was the change in broadband subscribers at end of year from 2019 to 2020?",
           q.c("End of year", "2020"), q.c("End of year", "2019"))
    q.avg("What was the average number of gross additions from 2018 to 2020?",
          q.row_cells("Gross additions", ["2020", "2019", "2018"]))
    q.pchange("What was the percentage change in ARPU from 2019 to 2020?", q.c(arpu, "2020"), q.c(arpu, "2019"))
    q.avg_change("What was the change in the average net additions between 2018-2019 and 2019-2020?",
                 q.row_cells("Net additions", ["2020", "2019"]), q.row_cells("Net additions", ["2019", "2018"]))


def q_t19(q: Asker):
    tot = "Total net premiums written"
    q.lookup("What was the percentage change in net premiums written for specialty lines?",
             q.c("Specialty lines", "chg"))
    q.avg("What were the average net premiums written for commercial auto in 2019 and 2020?",
          q.row_cells("Commercial auto", ["2020", "2019"]))
    q.ratio("What percentage of total net premiums written in 2020 came from commercial property?",
            q.c("Commercial property", "2020"), q.c(tot, "2020"))
    q.prose("By how much did renewal rates increase on average across the commercial lines in 2020?",
            q.d.facts["rate"], 7.8, "%", 1)
    down = [r for r in q.d.rows if r.kind == "item" and q.d.value(r, "chg") < 0]
    assert len(down) == 1
    q.text("Which line of business had a decrease in net premiums written?", down[0].label,
           f"{q.d.number_text(down[0], '2020')}<{q.d.number_text(down[0], '2019')}",
           cells=[Cell(q.d, down[0], "2020")], comparison=True)


def q_t20(q: Asker):
    oth = "Other invested assets"
    q.items("What was the income from other invested assets in 2020, 2019 and 2018 respectively?",
            q.row_cells(oth, ["2020", "2019", "2018"]))
    q.pchange("What was the percentage change in net investment income from 2018 to 2019?",
              q.c("Net investment income", "2019"), q.c("Net investment income", "2018"))
    q.avg("What was the average income from mortgage loans from 2018 to 2020?",
          q.row_cells("Mortgage loans", ["2020", "2019", "2018"]))
    q.ratio("What percentage of gross investment income in 2020 came from fixed maturity securities?",
            q.c("Fixed maturity securities", "2020"), q.c("Gross investment income", "2020"))
    q.total("What were the total investment expenses from 2018 to 2020?",
            q.row_cells("Investment expenses", ["2020", "2019", "2018"]))


def q_t21(q: Asker):
    q.lookup("What was the pro forma diluted earnings per share in 2019?", q.c("Diluted earnings per share", "2019"))
    q.pchange("What was the percentage change in pro forma revenue from 2019 to 2020?", q.c("Revenue", "2020"),
              q.c("Revenue", "2019"))
    q.prose("When was the acquisition completed?", q.d.facts["date"])
    q.diff("What was the change in pro forma net income from 2019 to 2020?", q.c("Net income", "2020"),
           q.c("Net income", "2019"))
    q.avg("What was the average pro forma basic earnings per share for 2019 and 2020?",
          q.row_cells("Basic earnings per share", ["2020", "2019"]))


def q_t22(q: Asker):
    debt, eq = "Long-term debt", "Total stockholders' equity"
    q.diff("What was the change in the parent company's cash and cash equivalents from 2019 to 2020?",
           q.c("Cash and cash equivalents", "2020"), q.c("Cash and cash equivalents", "2019"))
    q.ratio_change("What was the change in the ratio of long-term debt to total stockholders' equity from 2019 to 2020?",
                   (q.c(debt, "2020"), q.c(eq, "2020")), (q.c(debt, "2019"), q.c(eq, "2019")))
    q.lookup("What was the total stockholders' equity in 2020?", q.c(eq, "2020"))
    q.avg("What were the average investments in subsidiaries for 2019 and 2020?",
          q.row_cells("Investments in subsidiaries", ["2020", "2019"]))
    q.pchange("What was the percentage change in long-term debt from 2019 to 2020?", q.c(debt, "2020"),
              q.c(debt, "2019"))


def q_t23(q: Asker):
    ppe = "Property, plant and equipment, net"
    q.lookup("What was the non-recourse project debt in 2019?", q.c("Non-recourse project debt", "2019"))
    q.pchange("What was the percentage change in the VIEs' property, plant and equipment, net from 2019 to 2020?",
              q.c(ppe, "2020"), q.c(ppe, "2019"))
    q.diff("By how much did the total assets of the VIEs exceed their total liabilities in 2020?",
           q.c("Total assets", "2020"), q.c("Total liabilities", "2020"))
    q.items("What were the total assets of the VIEs in 2020 and 2019 respectively?",
            q.row_cells("Total assets", ["2020", "2019"]))
    q.none("What was the revenue of the consolidated VIEs in 2020?", ["revenue", "income"],
           "the note gives balance sheet amounts only")


def q_t24(q: Asker):
    dist = "Distributions to noncontrolling interests"
    q.lookup("What were the distributions to noncontrolling interests in 2019?", q.c(dist, "2019"))
    q.diff("What was the change in the balance of noncontrolling interests at end of year from 2019 to 2020?",
           q.c("Balance at end of year", "2020"), q.c("Balance at end of year", "2019"))
    q.items("What was the balance at end of year in 2020 and 2019 respectively?",
            q.row_cells("Balance at end of year", ["2020", "2019"]))
    q.prose("What interest did the company buy from its partner in the Scottsdale resort joint venture?",
            q.d.facts["pct"], 30, "%", 1)
    q.pchange("What was the percentage change in distributions to noncontrolling interests from 2019 to 2020?",
              q.c(dist, "2020"), q.c(dist, "2019"))


def q_t25(q: Asker):
    end = "Ending balance"
    q.avg("What were the average commissions capitalized in 2019 and 2020?",
          q.row_cells("Commissions capitalized", ["2020", "2019"]))
    q.pchange("What was the percentage change in the amortization of deferred commissions from 2019 to 2020?",
              q.c("Amortization", "2020"), q.c("Amortization", "2019"))
    q.ratio("What percentage of the 2020 ending balance was current?", q.c("Deferred commissions, current", "2020"),
            q.c(end, "2020"))
    q.prose("Over what period are capitalized commissions amortized?", q.d.facts["life"])
    q.diff("What was the change in the ending balance of deferred commissions from 2019 to 2020?", q.c(end, "2020"),
           q.c(end, "2019"))


def q_t26(q: Asker):
    tot = "Total franchise revenues"
    q.avg("What was the average royalty revenue from 2018 to 2020?", q.row_cells("Royalties", ["2018", "2019", "2020"]))
    q.pchange("What was the percentage change in total franchise revenues from 2019 to 2020?", q.c(tot, "2020"),
              q.c(tot, "2019"))
    q.diff("What was the change in the number of franchised restaurants from 2018 to 2020?",
           q.c("Franchised restaurants at end of year", "2020"), q.c("Franchised restaurants at end of year", "2018"))
    yrs = [y for y in ["2018", "2019", "2020"] if q.d.value(q.d.find(tot), y) > 100_000]
    q.count("In how many years did total franchise revenues exceed $100 million?", yrs)
    q.diff("What was the change in initial and renewal franchise fees from 2019 to 2020?",
           q.c("Initial and renewal franchise fees", "2020"), q.c("Initial and renewal franchise fees", "2019"))


def q_t27(q: Asker):
    q.lookup("What was the amount of points redeemed in fiscal 2019?", q.c("Points redeemed", "2019"))
    q.diff("What was the change in the loyalty liability balance at end of year from fiscal 2019 to fiscal 2020?",
           q.c("Balance at end of year", "2020"), q.c("Balance at end of year", "2019"))
    q.prose("What percentage of points does the company estimate will never be redeemed?", q.d.facts["brk"], 12, "%", 1)
    q.avg("What was the average value of points earned by members in fiscal 2019 and 2020?",
          q.row_cells("Points earned by members", ["2020", "2019"]))
    q.none("What was the amount of breakage recognized in fiscal 2018?", ["2018"],
           "the table covers fiscal 2020 and 2019 only")


def q_t28(q: Asker):
    cur = "Provision related to current year sales"
    q.lookup("What was the rebates reserve balance at December 31, 2020?", q.c("Balance at December 31, 2020", "rb"))
    q.diff("What was the change in the total reserve balance from December 31, 2019 to December 31, 2020?",
           q.c("Balance at December 31, 2020", "tot"), q.c("Balance at December 31, 2019", "tot"))
    q.ratio("What percentage of the total provision related to current year sales in 2020 was for chargebacks?",
            q.c(cur, "cb", nth=2), q.c(cur, "tot", nth=2))
    q.items("What were the 2019 provisions related to prior year sales for chargebacks, rebates and returns "
            "respectively?", [q.c("Provision related to prior year sales", c, nth=1) for c in ["cb", "rb", "rt"]])
    q.avg("What were the average total credits and payments in 2019 and 2020?",
          [q.c("Credits and payments", "tot", nth=2), q.c("Credits and payments", "tot", nth=1)])


def q_t29(q: Asker):
    tot = "Total capital expenditures"
    ci = "Capital intensity (capital expenditures as a % of revenue)"
    q.lookup("How much was spent on information technology and software in 2018?",
             q.c("Information technology and software", "2018"))
    q.pchange("What was the percentage change in total capital expenditures from 2019 to 2020?", q.c(tot, "2020"),
              q.c(tot, "2019"))
    q.avg("What was the average network maintenance spending from 2018 to 2020?",
          q.row_cells("Network maintenance", ["2020", "2019", "2018"]))
    q.diff("By how many percentage points did capital intensity change from 2018 to 2020?", q.c(ci, "2020"),
           q.c(ci, "2018"))
    q.avg_change("What was the change in the average network expansion spending between 2018-2019 and 2019-2020?",
                 q.row_cells("Network expansion", ["2020", "2019"]), q.row_cells("Network expansion", ["2019", "2018"]))


def q_t30(q: Asker):
    tot = "Total cost of revenues"
    q.lookup("What was the percentage change in freight and distribution costs?", q.c("Freight and distribution", "pct"))
    q.avg("What was the average cost of materials in 2019 and 2020?", q.row_cells("Materials", ["2020", "2019"]))
    q.ratio("What percentage of total cost of revenues in 2020 was materials?", q.c("Materials", "2020"),
            q.c(tot, "2020"))
    comps = [r.label for r in q.d.rows if r.kind == "item" and q.d.value(r, "pct") > 5]
    q.count("How many cost components increased by more than 5%?", comps)
    q.diff("What was the change in direct labor costs from 2019 to 2020?", q.c("Direct labor", "2020"),
           q.c("Direct labor", "2019"))


ASKERS = [q_t01, q_t02, q_t03, q_t04, q_t05, q_t06, q_t07, q_t08, q_t09, q_t10, q_t11, q_t12, q_t13, q_t14, q_t15,
          q_t16, q_t17, q_t18, q_t19, q_t20, q_t21, q_t22, q_t23, q_t24, q_t25, q_t26, q_t27, q_t28, q_t29, q_t30]

def build() -> tuple[list[dict], dict, dict]:
    """The questions; for each lookup (and numeric multi-span) question the cells its answer is printed
    in: {id: [(doc key, body row index, column key), ...]}; and for each unanswerable question the terms
    that must not occur on its page: {id: [term, ...]}."""
    docs = md.documents()
    looks = md.looks(docs)
    out, refs, absent = [], {}, {}
    for doc, ask in zip(docs, ASKERS):
        assert ask.__name__[2:] == doc.key[:3], (ask.__name__, doc.key)
        ask(Asker(doc, looks[doc.key], md.layout(doc, looks[doc.key]), out, refs, absent))
    assert len({q["question"] for q in out}) == len(out), "duplicate question text"
    return out, refs, absent


def main() -> int:
    qs, _, _ = build()
    path = HERE / "questions.jsonl"
    path.write_text("".join(json.dumps(q, ensure_ascii=False) + "\n" for q in qs), encoding="utf-8")
    print(f"{len(qs)} questions -> {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
