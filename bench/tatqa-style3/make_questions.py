"""The questions of bench/tatqa-style3, with every gold computed from make_docs.py's ``Doc`` objects.

    python bench/tatqa-style3/make_questions.py        # writes bench/tatqa-style3/questions.jsonl

Records follow /work/shared/corpus/tatqa-dev/questions.jsonl (id, question, category, answer {kind,
value, raw, unit, scale, conditions}, evidence, source, hard_cases, derivation, answer_type) plus
``answer_from`` (table / text / none) and ``context`` (the table's key), as bench/tatqa-style2 does.
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

SOURCE = "tatqa-style3"
PREFIX = "t3"
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
    q.lookup("What was the amount of software development costs capitalized in 2019?",
             q.c("Capitalized software development costs", "2019"))
    q.pchange("What was the percentage change in amortization expense from 2018 to 2019?",
              q.c("Amortization expense", "2019"), q.c("Amortization expense", "2018"))
    q.diff("What was the change in the balance at end of year from 2018 to 2019?",
           q.c("Balance at end of year", "2019"), q.c("Balance at end of year", "2018"))
    row = q.d.find("Impairment")
    years = [c for c in q.d.cols if q.d.value(row, c) is not None]
    assert len(years) == 1
    q.text("In which year did the company record an impairment of capitalized software?", years[0],
           cells=[q.c("Impairment", years[0])])
    q.prose("Over what estimated useful life are capitalized software development costs amortized?",
            q.d.facts["life"])


def q_t02(q: Asker):
    ceo = "Alistair Pennock (Chief Executive)"
    q.lookup("What was Fiona Hartigan's annual bonus for 2019?", q.c("Fiona Hartigan (Chief Financial Officer)", "bon"))
    q.ratio("What percentage of Alistair Pennock's total 2019 remuneration was made up of long-term incentives?",
            q.c(ceo, "ltip"), q.c(ceo, "tot19"))
    q.pchange("What was the percentage change in Alistair Pennock's total remuneration from 2018 to 2019?",
              q.c(ceo, "tot19"), q.c(ceo, "tot18"))
    neds = [r.label for r in q.d.rows if r.section == "Non-executive Directors" and r.kind == "item"
            and q.d.value(r, "sal")]
    q.count("How many Non-executive Directors received fees in 2019?", neds)
    q.prose("When did Priya Castellan join the Board?", q.d.facts["joined"])


def q_t03(q: Asker):
    y = "Year ended December 31, {}".format
    q.lookup("What were the additions charged to income tax expense in 2018?", q.c(y(2018), "add"))
    q.pchange("What was the percentage change in the valuation allowance balance at the end of the period from 2018 "
              "to 2019?", q.c(y(2019), "end"), q.c(y(2018), "end"))
    q.avg("What was the average additions charged to income tax expense from 2017 to 2019?",
          [q.c(y(2019), "add"), q.c(y(2018), "add"), q.c(y(2017), "add")])
    q.pick("In which year were the deductions from the valuation allowance the largest?", lambda c: c.row.label[-4:],
           [q.c(y(2019), "ded"), q.c(y(2018), "ded"), q.c(y(2017), "ded")], key=lambda c: abs(c.value))
    q.total("What were the total additions charged to income tax expense in 2018 and 2019?",
            [q.c(y(2019), "add"), q.c(y(2018), "add")])


def q_t04(q: Asker):
    q.lookup("What are the expiration years of the foreign tax credits?", q.c("Foreign tax credits", "exp"))
    q.lookup("What were the state net operating loss carryforwards in 2019?", q.c("State", "2019"))
    q.ratio("What percentage of the total net operating loss carryforwards in 2019 were federal?",
            q.c("Federal", "2019"), q.c("Total net operating loss carryforwards", "2019"))
    q.diff("What was the change in total tax credit carryforwards between 2018 and 2019?",
           q.c("Total tax credit carryforwards", "2019"), q.c("Total tax credit carryforwards", "2018"))
    q.none("What were the capital loss carryforwards in 2019?", ["capital loss"],
           "the table lists net operating loss and tax credit carryforwards only")


def q_t05(q: Asker):
    q.lookup("What was the capitalized interest in 2018?", q.c("Capitalized interest", "2018"))
    q.avg("What was the average interest on the term loan from 2017 to 2019?",
          q.row_cells("Interest on term loan", ["2019", "2018", "2017"]))
    q.pchange("What was the percentage change in interest expense, net between 2018 and 2019?",
              q.c("Interest expense, net", "2019"), q.c("Interest expense, net", "2018"))
    q.diff("What was the change in total interest expense from 2017 to 2019?",
           q.c("Total interest expense", "2019"), q.c("Total interest expense", "2017"))
    q.items("What was the interest income in 2019, 2018 and 2017 respectively?",
            q.row_cells("Interest income", ["2019", "2018", "2017"]))


def q_t06(q: Asker):
    q.lookup("What was the percentage change in depreciation and amortization recorded in sales and marketing?",
             q.c("Sales and marketing", "pchg"))
    items = [r for r in q.d.rows if r.kind == "item"]
    q.pick("Which line item carried the largest depreciation and amortization in fiscal 2020?", lambda c: c.row.label,
           [q.c(r.label, "2020") for r in items])
    q.ratio("What proportion of total depreciation and amortization in fiscal 2020 was recorded in research and "
            "development?", q.c("Research and development", "2020"), q.c("Total depreciation and amortization", "2020"))
    q.avg("What was the average general and administrative depreciation and amortization for fiscal 2020 and 2019?",
          q.row_cells("General and administrative", ["2020", "2019"]))
    q.none("What was the total depreciation and amortization in fiscal 2018?", ["2018"],
           "the table covers fiscal 2020 and 2019 only")


def q_t07(q: Asker):
    q.lookup("What were the direct expenses of the HB-204 program in 2018?", q.c("HB-204 (autoimmune)", "2018"))
    tot = "Total research and development expenses"
    q.pchange("What was the percentage change in total research and development expenses from 2018 to 2019?",
              q.c(tot, "2019"), q.c(tot, "2018"))
    q.ratio("What percentage of total research and development expenses in 2019 were personnel-related?",
            q.c("Personnel-related (including stock-based compensation)", "2019"), q.c(tot, "2019"))
    q.lookup("By how much did spending on preclinical programs change in 2019?", q.c("Preclinical programs", "chg"))
    q.prose("How many patients had been enrolled in the HB-101 Phase 2 trial as of December 31, 2019?", "186",
            value=q.d.facts["patients"])


def q_t08(q: Asker):
    q.lookup("What was the amount of goodwill recognized in the acquisition?", q.c("Goodwill", "fv"))
    q.ratio("What percentage of the net assets acquired was goodwill?", q.c("Goodwill", "fv"),
            q.c("Net assets acquired", "fv"))
    intang = [r.label for r in q.d.rows if r.section == "Identifiable intangible assets:" and q.d.value(r, "life") is None
              and r.vals[1]]
    q.total("What was the total fair value of the identifiable intangible assets acquired?",
            [q.c(k, "fv") for k in intang])
    q.count("How many categories of identifiable intangible assets were acquired?", intang)
    q.prose("On what date was the acquisition completed?", q.d.facts["date"])


def q_t09(q: Asker):
    q.diff("What was the change in the net income of the equity method investees from 2018 to 2019?",
           q.c("Net income", "2019"), q.c("Net income", "2018"))
    q.ratio_change("What was the change in the ratio of current assets to current liabilities of the investees from "
                   "2018 to 2019?", (q.c("Current assets", "2019"), q.c("Current liabilities", "2019")),
                   (q.c("Current assets", "2018"), q.c("Current liabilities", "2018")))
    q.avg("What was the average revenues of the investees for 2019 and 2018?", q.row_cells("Revenues", ["2019", "2018"]))
    q.pchange("What was the percentage change in noncurrent assets between 2018 and 2019?",
              q.c("Noncurrent assets", "2019"), q.c("Noncurrent assets", "2018"))
    q.none("What were the revenues of the equity method investees in 2017?", ["2017"],
           "the table covers 2019 and 2018 only")


def q_t10(q: Asker):
    q.lookup("What was the amount of residential mortgage loans 30-59 days past due?", q.c("Residential mortgage", "30"))
    q.ratio("What percentage of total loans were past due at December 31, 2019?", q.c("Total", "pd"),
            q.c("Total", "total"))
    classes = [r.label for r in q.d.rows if r.kind == "item"]
    q.pick("Which loan class had the largest amount 90 days or more past due?", lambda c: c.row.label,
           [q.c(k, "90") for k in classes])
    over = [k for k in classes if q.d.value(q.d.find(k), "90") > 1_500]
    q.count("How many loan classes had loans 90 days or more past due exceeding $1,500 thousand?", over)
    q.total("What is the total of consumer loans 60-89 days past due and 90 days or more past due?",
            [q.c("Consumer", "60"), q.c("Consumer", "90")])


def q_t11(q: Asker):
    inc = "Incurred losses and loss adjustment expenses related to:"
    paid = "Paid losses and loss adjustment expenses related to:"
    q.lookup("What were the paid losses and loss adjustment expenses related to prior years in 2018?",
             q.c("Prior years", "2018", section=paid))
    q.diff("What was the change in total incurred losses and loss adjustment expenses between 2018 and 2019?",
           q.c("Total incurred", "2019"), q.c("Total incurred", "2018"))
    q.pick("In which year were incurred losses and loss adjustment expenses related to the current year the highest?",
           lambda c: c.col, q.row_cells("Current year", ["2019", "2018", "2017"], section=inc))
    q.pchange("What was the percentage change in net reserves at end of year from 2018 to 2019?",
              q.c("Net reserves at end of year", "2019"), q.c("Net reserves at end of year", "2018"))
    q.prose("Which line of business drove the favorable development on prior accident years in 2019?",
            q.d.facts["line"])


def q_t12(q: Asker):
    price = "Weighted-average purchase price per share"
    q.lookup("What was the weighted-average purchase price per share in fiscal 2019?", q.c(price, "2019"))
    q.pchange("What was the percentage change in the number of shares purchased under the ESPP from fiscal 2019 to "
              "fiscal 2020?", q.c("Shares purchased under the ESPP", "2020"), q.c("Shares purchased under the ESPP", "2019"))
    q.avg("What was the average cash received from employees over the three fiscal years?",
          q.row_cells("Cash received from employees (in thousands)", ["2020", "2019", "2018"]))
    fv = "Weighted-average grant-date fair value per share"
    q.diff("By how much did the weighted-average grant-date fair value per share increase from fiscal 2018 to fiscal "
           "2020?", q.c(fv, "2020"), q.c(fv, "2018"))
    q.items("What were the weighted-average purchase prices per share in fiscal 2020, 2019 and 2018 respectively?",
            q.row_cells(price, ["2020", "2019", "2018"]))


def q_t13(q: Asker):
    q.lookup("What is the hypothetical percentage change in the fair value of the portfolio for a 200 basis point "
             "increase as of December 31, 2019?", q.c("200 basis point increase", "p19"))
    q.diff("What is the difference in the estimated fair value between no change in interest rates and a 100 basis "
           "point increase at December 31, 2018?", q.c("No change in interest rates", "fv18"),
           q.c("100 basis point increase", "fv18"))
    q.pchange("What was the percentage change in the estimated fair value with no change in interest rates from 2018 "
              "to 2019?", q.c("No change in interest rates", "fv19"), q.c("No change in interest rates", "fv18"))
    q.prose("What was the weighted-average duration of the portfolio at December 31, 2019?", "1.9 years",
            value=q.d.facts["duration"])
    q.none("What would be the estimated fair value of the portfolio for a 400 basis point increase as of December 31, "
           "2019?", ["400 basis point"], "the table shows shifts of up to 300 basis points only")


def q_t14(q: Asker):
    q.lookup("What was the closing euro exchange rate in 2019?", q.c("Euro", "c2019"))
    q.pchange("What was the percentage change in the average US dollar rate from 2018 to 2019?",
              q.c("US dollar", "a2019"), q.c("US dollar", "a2018"))
    q.diff("What is the difference between the 2019 closing and average rates for the Indian rupee?",
           q.c("Indian rupee", "c2019"), q.c("Indian rupee", "a2019"))
    higher = [r.label for r in q.d.rows if q.d.value(r, "c2019") > q.d.value(r, "c2018")]
    q.count("How many currencies had a higher closing rate at the end of 2019 than at the end of 2018?", higher)
    q.prose("By how much would a 10% strengthening of sterling against all other currencies have reduced the Group's "
            "2019 revenue?", "£14.2m", value=q.d.facts["revenue_effect"], scale=1e6)


def q_t15(q: Asker):
    q.lookup("What were the fees payable for the audit of the Company's subsidiaries in 2019?",
             q.c("Fees payable for the audit of the Company's subsidiaries", "2019"))
    q.ratio("What were total non-audit fees as a percentage of total audit fees in 2019?",
            q.c("Total non-audit fees", "2019"), q.c("Total audit fees", "2019"))
    q.pchange("What was the percentage change in total fees payable to the auditor from 2018 to 2019?",
              q.c("Total fees payable to the auditor", "2019"), q.c("Total fees payable to the auditor", "2018"))
    row = q.d.find("Tax compliance services")
    years = [c for c in q.d.cols if q.d.value(row, c) is not None]
    assert len(years) == 1
    q.text("In which year did the auditor provide tax compliance services?", years[0],
           cells=[q.c("Tax compliance services", years[0])])
    q.avg("What was the average fee for audit-related assurance services for 2019 and 2018?",
          q.row_cells("Audit-related assurance services", ["2019", "2018"]))


def q_t16(q: Asker):
    q.lookup("What pre-tax discount rate was applied to the Holiday Parks CGU in 2018?", q.c("Holiday Parks", "d2018"))
    q.diff("By how many percentage points did the pre-tax discount rate for UK Health Clubs change from 2018 to 2019?",
           q.c("UK Health Clubs", "d2019"), q.c("UK Health Clubs", "d2018"))
    cgus = [r.label for r in q.d.rows if r.kind == "item"]
    q.avg("What was the average pre-tax discount rate across the four CGUs in 2019?", [q.c(k, "d2019") for k in cgus])
    q.ratio("What percentage of total goodwill was allocated to UK Hotels?", q.c("UK Hotels", "gw"), q.c("Total", "gw"))
    q.none("How much goodwill was allocated to the Holiday Parks CGU in 2018?", ["2018 £m"],
           "goodwill is given for 2019 only; the 2018 columns hold the discount and growth rates")


def q_t17(q: Asker):
    tot = "Total cash, cash equivalents and restricted cash shown in the statement of cash flows"
    q.lookup("What was the restricted cash included in prepaid expenses and other current assets in 2017?",
             q.c("Restricted cash included in prepaid expenses and other current assets", "2017"))
    q.pchange("What was the percentage change in cash and cash equivalents from 2018 to 2019?",
              q.c("Cash and cash equivalents", "2019"), q.c("Cash and cash equivalents", "2018"))
    q.ratio("What proportion of the total cash, cash equivalents and restricted cash in 2019 was restricted cash "
            "included in reclamation deposits and other non-current assets?",
            q.c("Restricted cash included in reclamation deposits and other non-current assets", "2019"), q.c(tot, "2019"))
    q.avg_change("What is the change in the average total cash, cash equivalents and restricted cash between 2017-2018 "
                 "and 2018-2019?", [q.c(tot, "2019"), q.c(tot, "2018")], [q.c(tot, "2018"), q.c(tot, "2017")])
    q.items("What were the total cash, cash equivalents and restricted cash in 2019, 2018 and 2017 respectively?",
            q.row_cells(tot, ["2019", "2018", "2017"]))


def q_t18(q: Asker):
    q.lookup("What was the goodwill impairment in 2018?", q.c("Goodwill impairment", "2018"))
    q.ratio("What was the gross profit of the discontinued operations as a percentage of net sales in 2018?",
            q.c("Gross profit", "2018"), q.c("Net sales", "2018"))
    q.pchange("What was the percentage change in net sales from 2017 to 2018?", q.c("Net sales", "2018"),
              q.c("Net sales", "2017"))
    ni = "Income (loss) from discontinued operations, net of tax"
    q.pick("In which year was the loss from discontinued operations, net of tax, larger: 2018 or 2019?",
           lambda c: c.col, q.row_cells(ni, ["2018", "2019"]), key=lambda c: -c.value)
    q.prose("When did the company complete the sale of its Outdoor Furniture business?", q.d.facts["date"])


def q_t19(q: Asker):
    q.lookup("What were the oil reserves added through extensions and discoveries in 2019?",
             q.c("Extensions and discoveries", "oil"))
    end, begin = "Proved reserves at December 31, 2019", "Proved reserves at December 31, 2018"
    q.pchange("What was the percentage change in total proved reserves (MBoe) during 2019?", q.c(end, "boe"),
              q.c(begin, "boe"))
    q.ratio("What percentage of total proved reserves (MBoe) at December 31, 2019 were proved undeveloped?",
            q.c("December 31, 2019", "boe", section="Proved undeveloped reserves:"), q.c(end, "boe"))
    q.lookup("What were the proved undeveloped oil reserves at December 31, 2018?",
             q.c("December 31, 2018", "oil", section="Proved undeveloped reserves:"))
    q.items("What were the proved developed reserves of oil, NGLs and natural gas at December 31, 2019 respectively?",
            q.row_cells("December 31, 2019", ["oil", "ngl", "gas"], section="Proved developed reserves:"))


def q_t20(q: Asker):
    q.lookup("What were the payments of contingent consideration in 2019?", q.c("Payments", "2019"))
    q.diff("What was the change in the balance at end of year between 2018 and 2019?",
           q.c("Balance at end of year", "2019"), q.c("Balance at end of year", "2018"))
    q.avg("What was the average balance at end of year for 2019 and 2018?",
          q.row_cells("Balance at end of year", ["2019", "2018"]))
    q.pick("In which year were the additions from acquisitions larger?", lambda c: c.col,
           q.row_cells("Additions from acquisitions", ["2019", "2018"]))
    q.none("What was the change in fair value of the contingent consideration in 2017?", ["2017"],
           "the table covers 2019 and 2018 only")


def q_t21(q: Asker):
    q.lookup("What was the percentage rent in 2018?", q.c("Variable lease payments — percentage rent", "2018"))
    q.pchange("What was the percentage change in total rental revenue from 2017 to 2018?",
              q.c("Total rental revenue", "2018"), q.c("Total rental revenue", "2017"))
    q.items("What were the fixed contractual lease payments in 2019, 2018 and 2017 respectively?",
            q.row_cells("Fixed contractual lease payments", ["2019", "2018", "2017"]))
    sl = q.d.find("Straight-line rent adjustments")
    yrs = [y for y in ["2019", "2018", "2017"] if q.d.value(sl, y) > 8_000]
    q.count("In how many years did straight-line rent adjustments exceed $8,000 thousand?", yrs)
    q.avg("What was the average amortization of above- and below-market lease intangibles, net from 2017 to 2019?",
          q.row_cells("Amortization of above- and below-market lease intangibles, net", ["2019", "2018", "2017"]))


def q_t22(q: Asker):
    s19, s18 = "As of December 31, 2019:", "As of December 31, 2018:"
    lev, cet1 = "Tier 1 leverage (to average assets)", "Common equity tier 1 capital (to risk-weighted assets)"
    tc = "Total capital (to risk-weighted assets)"
    q.lookup("What was the actual Tier 1 leverage ratio as of December 31, 2018?", q.c(lev, "act_r", section=s18))
    q.diff("By how many percentage points did the actual common equity tier 1 capital ratio exceed the ratio required "
           "to be well capitalized at December 31, 2019?", q.c(cet1, "act_r", section=s19),
           q.c(cet1, "well_r", section=s19))
    q.pchange("What was the percentage change in actual total capital from 2018 to 2019?", q.c(tc, "act", section=s19),
              q.c(tc, "act", section=s18))
    q.lookup("What amount of Tier 1 capital (to risk-weighted assets) was required to be well capitalized as of "
             "December 31, 2019?", q.c("Tier 1 capital (to risk-weighted assets)", "well", section=s19))
    q.none("What was the actual total capital ratio as of December 31, 2017?", ["2017"],
           "the table covers December 31, 2019 and 2018 only")


def q_t23(q: Asker):
    q.lookup("What was the yield on loans in 2018?", q.c("Loans", "y2018"))
    q.diff("By how many percentage points did the net interest margin change from 2018 to 2019?",
           q.c("Net interest margin", "y2019"), q.c("Net interest margin", "y2018"))
    q.lookup("What was the net interest income in 2019?", q.c("Net interest income", "i2019"))
    q.pchange("What was the percentage change in the average balance of interest-bearing deposits from 2018 to 2019?",
              q.c("Interest-bearing deposits", "b2019"), q.c("Interest-bearing deposits", "b2018"))
    q.avg("What was the average interest on borrowings for 2019 and 2018?", q.row_cells("Borrowings", ["i2019", "i2018"]))


def q_t24(q: Asker):
    q.lookup("How many Supramax vessels were chartered-in?", q.c("Supramax", "ch"))
    q.ratio("What percentage of the total fleet was chartered-in?", q.c("Total fleet", "ch"), q.c("Total fleet", "n"))
    types = [r.label for r in q.d.rows if r.kind == "item"]
    q.pick("Which vessel type had the oldest average age?", lambda c: c.row.label, [q.c(k, "age") for k in types])
    q.diff("How much older on average were the Panamax vessels than the Supramax vessels?", q.c("Panamax", "age"),
           q.c("Supramax", "age"))
    over = [k for k in types if q.d.value(q.d.find(k), "own") > 10]
    q.count("How many vessel types had more than 10 owned vessels?", over)


def q_t25(q: Asker):
    iss = "Issued under employee share schemes"
    q.lookup("How many shares were issued under employee share schemes in 2019?", q.c(iss, "n", nth=2))
    q.diff("What was the change in the number of shares in issue during 2019?", q.c("At 31 December 2019", "n"),
           q.c("At 31 December 2018", "n"))
    q.total("How many shares were issued under employee share schemes in 2018 and 2019 in total?",
            [q.c(iss, "n", nth=1), q.c(iss, "n", nth=2)])
    q.lookup("What was the nominal value of the share capital at 31 December 2018?", q.c("At 31 December 2018", "nom"))
    q.prose("How many shares were held in treasury at 31 December 2019?", "2,415,300", value=q.d.facts["treasury"])


def q_t26(q: Asker):
    end = "At 31 December 2019"
    q.lookup("How much of the dilapidations provision was utilised during 2019?", q.c("Utilised", "dilap"))
    q.ratio("What proportion of total provisions at 31 December 2019 was classified as current?",
            q.c("Current", "total"), q.c(end, "total"))
    names = dict(zip(q.d.cols, q.d.header[0][1:]))
    q.pick("Which type of provision had the largest balance at 31 December 2019?", lambda c: names[c.col],
           q.row_cells(end, ["legal", "dilap", "onerous", "env"]))
    q.diff("What was the change in total provisions during 2019?", q.c(end, "total"), q.c("At 1 January 2019", "total"))
    q.lookup("What was the non-current portion of the dilapidations provision at 31 December 2019?",
             q.c("Non-current", "dilap"))


def q_t27(q: Asker):
    q.lookup("What was the free cash flow in 2018?", q.c("Free cash flow", "2018"))
    q.pchange("What was the percentage change in free cash flow from 2018 to 2019?", q.c("Free cash flow", "2019"),
              q.c("Free cash flow", "2018"))
    q.avg("What was the average purchases of property and equipment from 2017 to 2019?",
          q.row_cells("Purchases of property and equipment", ["2019", "2018", "2017"]))
    q.diff("By how many percentage points did the free cash flow margin change from 2017 to 2019?",
           q.c("Free cash flow margin", "2019"), q.c("Free cash flow margin", "2017"))
    q.items("What items are deducted from net cash provided by operating activities to arrive at free cash flow?",
            [r.label for r in q.d.rows[1:q.d.find("Free cash flow").index] if r.vals[0] < 0])


def q_t28(q: Asker):
    q.lookup("What was the goodwill classified as held for sale?", q.c("Goodwill", "2019"))
    q.diff("What was the difference between total assets held for sale and total liabilities held for sale?",
           q.c("Total assets held for sale", "2019"), q.c("Total liabilities held for sale", "2019"))
    q.ratio("What percentage of total assets held for sale was property and equipment, net?",
            q.c("Property and equipment, net", "2019"), q.c("Total assets held for sale", "2019"))
    liabs = [r.label for r in q.d.rows if r.section == "Liabilities held for sale:" and r.kind == "item"]
    q.count("How many classes of liabilities were held for sale?", liabs)
    big = [r.label for r in q.d.rows if r.section == "Assets held for sale:" and r.kind == "item"
           and q.d.value(r, "2019") > 30]
    q.items("Which classes of assets held for sale exceeded $30 million?", big, comparison=True)


def q_t29(q: Asker):
    s3 = "Scope 3: business travel"
    q.lookup("What were the Scope 1 emissions in 2018?",
             q.c("Scope 1: direct emissions from owned facilities and vehicles", "2018"))
    q.pchange("What was the percentage change in total gross emissions from 2018 to 2019?",
              q.c("Total gross emissions", "2019"), q.c("Total gross emissions", "2018"))
    q.avg("What were the average Scope 3 business travel emissions from 2017 to 2019?",
          q.row_cells(s3, ["2017", "2018", "2019"]))
    q.pick("In which year were Scope 3 business travel emissions the highest?", lambda c: c.col,
           q.row_cells(s3, ["2017", "2018", "2019"]))
    q.none("What were the Scope 3 emissions from purchased goods and services in 2019?", ["purchased goods"],
           "Scope 3 reporting is limited to business travel")


def q_t30(q: Asker):
    bie = "Billings in excess of costs and estimated earnings on uncompleted contracts"
    q.lookup("What were the billings in excess of costs and estimated earnings on uncompleted contracts in 2018?",
             q.c(bie, "2018"))
    q.lookup("What were the estimated earnings on uncompleted contracts in 2018?", q.c("Estimated earnings", "2018"))
    q.avg("What were the average costs incurred on uncompleted contracts for 2019 and 2018?",
          q.row_cells("Costs incurred on uncompleted contracts", ["2019", "2018"]))
    net = "Net under (over) billings"
    q.diff("What was the change in net under (over) billings from 2018 to 2019?", q.c(net, "2019", nth=1),
           q.c(net, "2018", nth=1))
    q.items("What were the costs and estimated earnings in excess of billings on uncompleted contracts in 2019 and "
            "2018 respectively?",
            q.row_cells("Costs and estimated earnings in excess of billings on uncompleted contracts", ["2019", "2018"]))


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
