"""The questions of bench/tatqa-style5, with every gold computed from make_docs.py's ``Doc`` objects.

    python bench/tatqa-style5/make_questions.py        # writes bench/tatqa-style5/questions.jsonl

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

SOURCE = "tatqa-style5"
PREFIX = "t5"
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
    def pchange_sum(self, question: str, new: list[Cell], old: list[Cell]):
        """The percentage change of a sum of items (TAT-QA's "percentage change in the total of A and B"):
        ((a + b) - (c + d)) / (c + d), unit "%", category arithmetic_other."""
        self._us(new + old)
        n, o = sum(c.value for c in new), sum(c.value for c in old)

        def plus(cs):
            return "(" + " + ".join(c.d(i == 0) for i, c in enumerate(cs)) + ")"
        self._num(question, "arithmetic_other", (n - o) / o * 100, f"({plus(new)} - {plus(old)}) / {plus(old)}",
                  "%", 1, new + old)


# ===================================================================================== per table
def labels(q: Asker, section=None, kind="item") -> list[str]:
    return [r.label for r in q.d.rows if r.kind == kind and (section is None or r.section == section)]


def header_name(q: Asker, col: str, row: int = 0) -> str:
    return q.d.header[row][1 + q.d.cols.index(col)]


def q_t01(q: Asker):
    rev = "Revaluation gains (losses)"
    end, start = "At 31 December 2019", "At 1 January 2019"
    q.lookup("What were the revaluation losses on retail property in 2019?", q.c(rev, "ret"))
    q.pchange("What was the percentage change in the carrying amount of logistics investment property during 2019?",
              q.c(end, "log"), q.c(start, "log"))
    q.ratio("What percentage of total investment property at 31 December 2019 was made up of offices?",
            q.c(end, "off"), q.c(end, "tot"))
    q.pick("Which sector had the largest revaluation gain in 2019?", lambda c: header_name(q, c.col),
           [q.c(rev, c) for c in ["off", "ret", "log"]], signed=True)
    q.none("What was the revaluation gain on offices in 2018?", ["2018"],
           "the table shows the movements of 2019 only")


def q_t02(q: Asker):
    fv = "Gain (loss) from changes in fair value less costs to sell"
    q.avg("What was the average carrying amount of beef cattle at 30 June 2018 and 2019?",
          [q.c("Balance at 30 June 2019", "beef"), q.c("Balance at 30 June 2018", "beef")])
    q.diff("What was the change in the total gain (loss) from changes in fair value less costs to sell from 2018 to "
           "2019?", q.c(fv, "tot", nth=2), q.c(fv, "tot", nth=1))
    q.items("What were the purchases and costs capitalised for dairy cattle in 2019 and 2018 respectively?",
            [q.c("Purchases and costs capitalised", "dairy", nth=2), q.c("Purchases and costs capitalised", "dairy", nth=1)])
    q.prose("How many dairy cows did the Group hold at 30 June 2019?", q.d.facts["cows"], 6420)
    q.pchange("What was the percentage change in the carrying amount of standing crops from 30 June 2018 to 30 June 2019?",
              q.c("Balance at 30 June 2019", "crops"), q.c("Balance at 30 June 2018", "crops"))


def q_t03(q: Asker):
    q.items("What were the government grants received during the year in 2019 and 2018 respectively?",
            q.row_cells("Received during the year", ["2019", "2018"]))
    q.diff("What was the change in grants released to the income statement from 2018 to 2019?",
           q.c("Released to the income statement", "2019"), q.c("Released to the income statement", "2018"))
    q.ratio("What proportion of the deferred grant income at 31 December 2019 was current?", q.c("Current", "2019"),
            q.c("At 31 December", "2019"))
    q.avg("What is the average non-current deferred grant income for 2018 and 2019?",
          q.row_cells("Non-current", ["2019", "2018"]))
    q.pchange("What was the percentage change in deferred grant income at 31 December from 2018 to 2019?",
              q.c("At 31 December", "2019"), q.c("At 31 December", "2018"))


def q_t04(q: Asker):
    a, j = "Associates:", "Joint ventures:"
    q.lookup("What were the purchases of goods from joint ventures in 2019?", q.c("Purchases of goods", "2019", j))
    q.pchange("What was the percentage change in purchases of goods from associates between 2018 and 2019?",
              q.c("Purchases of goods", "2019", a), q.c("Purchases of goods", "2018", a))
    q.total("What were the total sales of goods and services to associates and joint ventures in 2019?",
            [q.c("Sales of goods and services", "2019", a), q.c("Sales of goods and services", "2019", j)])
    q.items("What were the amounts owed by associates at the end of 2019 and 2018 respectively?",
            q.row_cells("Amounts owed by related parties", ["2019", "2018"], a))
    q.diff("How much more did the company purchase from associates than from joint ventures in 2019?",
           q.c("Purchases of goods", "2019", a), q.c("Purchases of goods", "2019", j))


def q_t05(q: Asker):
    lc = "Less: letters of credit issued under the facility"
    avail = "Availability under the revolving credit facility"
    q.pchange("What was the percentage change in total liquidity from 2018 to 2019?", q.c("Total liquidity", "2019"),
              q.c("Total liquidity", "2018"))
    q.ratio("What percentage of total liquidity at December 31, 2019 was cash and cash equivalents?",
            q.c("Cash and cash equivalents", "2019"), q.c("Total liquidity", "2019"))
    q.diff("What was the change in letters of credit issued under the facility from 2018 to 2019?", q.c(lc, "2019"),
           q.c(lc, "2018"))
    q.prose("When does the revolving credit facility mature?", q.d.facts["maturity"])
    q.avg("What was the average availability under the revolving credit facility in 2018 and 2019?",
          q.row_cells(avail, ["2019", "2018"]))


def q_t06(q: Asker):
    end = "Confirmed obligations outstanding at the end of the year"
    q.items("What were the invoices confirmed during fiscal 2020 and 2019 respectively?",
            q.row_cells("Invoices confirmed during the year", ["2020", "2019"]))
    q.diff("What was the change in confirmed obligations outstanding at the end of the year from fiscal 2019 to fiscal "
           "2020?", q.c(end, "2020"), q.c(end, "2019"))
    q.avg("What was the average amount of confirmed invoices paid during fiscal 2019 and 2020?",
          q.row_cells("Confirmed invoices paid during the year", ["2020", "2019"]))
    q.pchange("What was the percentage change in invoices confirmed during the year from fiscal 2019 to fiscal 2020?",
              q.c("Invoices confirmed during the year", "2020"), q.c("Invoices confirmed during the year", "2019"))
    q.prose("What payment terms does the company negotiate with the suppliers in the program?", q.d.facts["terms"])


def q_t07(q: Asker):
    th, tv = "Theatrical films:", "Television programs:"
    q.lookup("What was the amount of television programs in production at December 31, 2018?",
             q.c("In production", "2018", tv))
    q.count("How many categories of theatrical film costs are there?", labels(q, th))
    q.pchange("What was the percentage change in total content assets from 2018 to 2019?",
              q.c("Total content assets", "2019"), q.c("Total content assets", "2018"))
    q.ratio("What percentage of total content assets in 2019 were theatrical films?",
            q.c("Total theatrical films", "2019"), q.c("Total content assets", "2019"))
    q.diff("What was the change in theatrical films in production from 2018 to 2019?", q.c("In production", "2019", th),
           q.c("In production", "2018", th))


def q_t08(q: Asker):
    segs = labels(q)
    q.lookup("What was the book-to-bill ratio of Industrial Automation in 2019?", q.c("Industrial Automation", "b19"))
    q.pchange("What was the percentage change in total orders from 2018 to 2019?", q.c("Total", "o19"),
              q.c("Total", "o18"))
    q.pick("Which segment had the highest book-to-bill ratio in 2019?", lambda c: c.row.label,
           [q.c(s, "b19") for s in segs])
    q.avg("What was the average orders of the Medical Devices segment in 2018 and 2019?",
          q.row_cells("Medical Devices", ["o19", "o18"]))
    q.diff("By how much did Aerospace orders increase from 2018 to 2019?", q.c("Aerospace", "o19"),
           q.c("Aerospace", "o18"))


def q_t09(q: Asker):
    funds = [r.label for r in q.d.rows if r.kind == "item" and q.d.value(r, "c19") is not None
             and r.vals[q.d.cols.index("z19")]]
    q.lookup("What was the 2019 zone status of the Keystone Warehouse Workers Pension Fund?",
             q.c("Keystone Warehouse Workers Pension Fund", "z19"))
    q.count("How many of the pension funds were in the green zone in 2019?",
            [f for f in funds if q.d.find(f).vals[q.d.cols.index("z19")] == "Green"])
    q.pchange("What was the percentage change in total contributions from 2018 to 2019?",
              q.c("Total contributions", "c19"), q.c("Total contributions", "c18"))
    q.avg("What were the average contributions to the Great Lakes Drivers Pension Fund from 2017 to 2019?",
          q.row_cells("Great Lakes Drivers Pension Fund", ["c19", "c18", "c17"]))
    q.items("Which pension funds have had a surcharge imposed?",
            [f for f in funds if q.d.find(f).vals[q.d.cols.index("sur")] == "Yes"])


def q_t10(q: Asker):
    q.diff("What was the change in days inventory outstanding from 2017 to 2019?",
           q.c("Days inventory outstanding (DIO)", "2019"), q.c("Days inventory outstanding (DIO)", "2017"))
    q.avg("What was the average days sales outstanding from 2017 to 2019?",
          q.row_cells("Days sales outstanding (DSO)", ["2017", "2018", "2019"]))
    q.pick("In which year was the cash conversion cycle the longest?", lambda c: c.col,
           q.row_cells("Cash conversion cycle", ["2017", "2018", "2019"]))
    q.pchange("What was the percentage change in days payables outstanding from 2018 to 2019?",
              q.c("Days payables outstanding (DPO)", "2019"), q.c("Days payables outstanding (DPO)", "2018"))
    q.items("What were the days sales outstanding in 2017, 2018 and 2019 respectively?",
            q.row_cells("Days sales outstanding (DSO)", ["2017", "2018", "2019"]))


def q_t11(q: Asker):
    q.lookup("What were the residential sales in GWh in 2018?", q.c("Residential", "g18"))
    q.ratio("What percentage of total retail revenues in 2019 came from residential customers?",
            q.c("Residential", "r19"), q.c("Total retail", "r19"))
    q.pchange_sum("What was the percentage change in the combined revenues from commercial and industrial customers "
                  "from 2018 to 2019?", [q.c("Commercial", "r19"), q.c("Industrial", "r19")],
                  [q.c("Commercial", "r18"), q.c("Industrial", "r18")])
    q.diff("What was the change in revenues from commercial customers between 2018 and 2019?",
           q.c("Commercial", "r19"), q.c("Commercial", "r18"))
    q.none("What were the industrial sales in GWh in 2017?", ["2017"], "the table covers 2019 and 2018 only")


def q_t12(q: Asker):
    tot = "Total net patient service revenue"
    q.lookup("What percentage of total net patient service revenue came from Medicaid in 2018?",
             q.c("Medicaid", "p18"))
    q.diff("By how many percentage points did Medicare's share of net patient service revenue change from 2018 to 2019?",
           q.c("Medicare", "p19"), q.c("Medicare", "p18"))
    q.pchange("What was the percentage change in total net patient service revenue from 2018 to 2019?",
              q.c(tot, "a19"), q.c(tot, "a18"))
    q.avg("What was the average self-pay and other revenue in 2018 and 2019?",
          q.row_cells("Self-pay and other", ["a19", "a18"]))
    q.none("What was the revenue from Medicare in 2017?", ["2017"], "the table covers 2019 and 2018 only")


def q_t13(q: Asker):
    dev, exp = "Development wells:", "Exploratory wells:"
    q.lookup("How many net productive exploratory wells were completed in 2018?", q.c("Productive", "n18", exp))
    q.total("What was the total number of gross dry wells in 2019?", [q.c("Dry", "g19", dev), q.c("Dry", "g19", exp)])
    q.pchange("What was the percentage change in the total number of gross wells from 2018 to 2019?",
              q.c("Total", "g19"), q.c("Total", "g18"))
    q.avg("What was the average number of net productive development wells from 2017 to 2019?",
          [q.c("Productive", c, dev) for c in ["n19", "n18", "n17"]])
    q.none("How many gross development wells were drilled in 2016?", ["2016"], "the table covers 2017 to 2019")


def q_t14(q: Asker):
    q.items("What was the FFO per diluted share in 2019, 2018 and 2017 respectively?",
            q.row_cells("FFO per diluted share", Y3))
    q.pchange("What was the percentage change in AFFO from 2018 to 2019?",
              q.c("Adjusted funds from operations (AFFO)", "2019"), q.c("Adjusted funds from operations (AFFO)", "2018"))
    q.avg("What was the average gain on sale of real estate from 2017 to 2019?",
          q.row_cells("Gain on sale of real estate", Y3))
    q.diff("What was the change in recurring capital expenditures from 2018 to 2019?",
           q.c("Recurring capital expenditures", "2019"), q.c("Recurring capital expenditures", "2018"))
    q.ratio("What percentage of FFO in 2019 was depreciation and amortization of real estate?",
            q.c("Depreciation and amortization of real estate", "2019"), q.c("Funds from operations (FFO)", "2019"))


def q_t15(q: Asker):
    tce = "Time charter equivalent revenues"
    q.lookup("What was the TCE rate per day of the product tankers in 2018?", q.c("TCE rate per day", "p18"))
    q.pchange("What was the percentage change in crude tanker TCE revenues from 2018 to 2019?", q.c(tce, "c19"),
              q.c(tce, "c18"))
    q.total("What were the total voyage revenues of the crude and product tankers in 2019?",
            [q.c("Voyage revenues", "c19"), q.c("Voyage revenues", "p19")])
    q.diff("What was the change in voyage expenses of the product tankers from 2018 to 2019?",
           q.c("Voyage expenses", "p19"), q.c("Voyage expenses", "p18"))
    q.none("What was the TCE rate per day of the crude tankers in 2017?", ["2017"], "the table covers 2019 and 2018 only")


def q_t16(q: Asker):
    com, per, tot = "Commercial Lines:", "Personal Lines:", "Total:"
    q.lookup("What was the underwriting expense ratio of Personal Lines in 2018?",
             q.c("Underwriting expense ratio", "2018", per))
    q.diff("What was the change in the total combined ratio from 2018 to 2019?", q.c("Combined ratio", "2019", tot),
           q.c("Combined ratio", "2018", tot))
    q.pick("In which year was the combined ratio of Commercial Lines the highest?", lambda c: c.col,
           [q.c("Combined ratio", y, com) for y in Y3])
    q.avg("What was the average loss and loss adjustment expense ratio of Personal Lines from 2017 to 2019?",
          [q.c("Loss and loss adjustment expense ratio", y, per) for y in Y3])
    q.count("In how many years was the Personal Lines combined ratio above 100%?",
            [y for y in Y3 if q.c("Combined ratio", y, per).value > 100])


def q_t17(q: Asker):
    q.items("What were the money market deposits at December 31, 2019 and 2018 respectively?",
            q.row_cells("Money market", ["a19", "a18"]))
    q.pchange("What was the percentage change in total deposits from 2018 to 2019?", q.c("Total deposits", "a19"),
              q.c("Total deposits", "a18"))
    q.diff("By how many percentage points did the share of time deposits in total deposits change from 2018 to 2019?",
           q.c("Time deposits", "p19"), q.c("Time deposits", "p18"))
    q.avg("What is the average noninterest-bearing demand deposits for 2018 and 2019?",
          q.row_cells("Noninterest-bearing demand", ["a19", "a18"]))
    q.diff("What was the change in savings deposits from 2018 to 2019?", q.c("Savings", "a19"), q.c("Savings", "a18"))


def q_t18(q: Asker):
    add = "Additions from loans sold with servicing retained"
    q.prose("What was the unpaid principal balance of loans serviced for others at December 31, 2019?",
            q.d.facts["upb"], 3.42, None, 1e9)
    q.avg("What was the average amortization of mortgage servicing rights from 2017 to 2019?",
          q.row_cells("Amortization", Y3))
    q.pchange("What was the percentage change in the balance of mortgage servicing rights at end of year from 2018 to "
              "2019?", q.c("Balance at end of year", "2019"), q.c("Balance at end of year", "2018"))
    q.avg_change("What was the change in the average additions from loans sold with servicing retained between "
                 "2017-2018 and 2018-2019?", q.row_cells(add, ["2019", "2018"]), q.row_cells(add, ["2018", "2017"]))
    q.items("What were the additions from loans sold with servicing retained in 2019, 2018 and 2017 respectively?",
            q.row_cells(add, Y3))


def q_t19(q: Asker):
    fsc = "Less: fuel surcharge revenue"
    q.lookup("What was the adjusted operating ratio in 2018?", q.c("Adjusted operating ratio", "2018"))
    q.diff("What was the change in the operating ratio from 2018 to 2019?", q.c("Operating ratio", "2019"),
           q.c("Operating ratio", "2018"))
    q.pchange("What was the percentage change in fuel surcharge revenue from 2018 to 2019?",
              q.c(fsc, "2019", nth=1), q.c(fsc, "2018", nth=1))
    q.avg("What was the average operating revenue for 2018 and 2019?", q.row_cells("Operating revenue", ["2019", "2018"]))
    q.diff("What was the change in the gain on sale of property and equipment from 2018 to 2019?",
           q.c("Less: gain on sale of property and equipment", "2019"),
           q.c("Less: gain on sale of property and equipment", "2018"))


def q_t20(q: Asker):
    q.lookup("What were the trade payables denominated in Japanese Yen?", q.c("Trade payables", "jpy"))
    q.ratio("What percentage of the total net exposure was in Euro?", q.c("Net exposure", "eur"),
            q.c("Net exposure", "tot"))
    q.pick("Which currency had the largest net exposure?", lambda c: header_name(q, c.col),
           [q.c("Net exposure", c) for c in ["eur", "gbp", "jpy", "oth"]])
    q.prose("By how much would a 10% strengthening of the U.S. dollar have reduced income before income taxes?",
            q.d.facts["sens"], 3.7, None, 1e6)
    q.none("What was the net exposure to the British Pound at December 31, 2018?", ["2018"],
           "the table is at December 31, 2019 only")


def q_t21(q: Asker):
    tot = "Total exploration expense"
    q.avg("What was the average drilling expense from 2017 to 2019?", q.row_cells("Drilling", YO))
    q.pchange("What was the percentage change in total exploration expense from 2018 to 2019?", q.c(tot, "2019"),
              q.c(tot, "2018"))
    q.ratio("What percentage of total exploration expense in 2019 was drilling?", q.c("Drilling", "2019"),
            q.c(tot, "2019"))
    q.diff("What was the change in metres drilled from 2017 to 2019?", q.c("Metres drilled", "2019"),
           q.c("Metres drilled", "2017"))
    q.none("How much impairment of mineral properties was recorded in 2019?", ["impairment"],
           "the note gives exploration expense only")


def q_t22(q: Asker):
    net = "Net reinsurance recoverables"
    al = "Allowance for uncollectible reinsurance"
    q.lookup("What percentage of gross reinsurance recoverables at December 31, 2018 was due from A rated reinsurers?",
             q.c("A", "p18"))
    q.pchange("What was the percentage change in net reinsurance recoverables from 2018 to 2019?", q.c(net, "a19"),
              q.c(net, "a18"))
    q.avg("What was the average allowance for uncollectible reinsurance in 2018 and 2019?",
          [q.c(al, "a19"), q.c(al, "a18")])
    q.items("What were the recoverables from reinsurers rated below A- or not rated at December 31, 2019 and 2018 "
            "respectively?", q.row_cells("Below A- or not rated", ["a19", "a18"]))
    q.prose("How much collateral did the company hold against recoverables from reinsurers rated below A- or not rated?",
            q.d.facts["coll"], 27.4, None, 1e6)


def q_t23(q: Asker):
    dep = "Depreciation charge"
    q.lookup("What was the depreciation charge on vehicles in 2020?", q.c(dep, "veh", nth=2))
    q.diff("What was the change in the total depreciation charge from 2019 to 2020?", q.c(dep, "tot", nth=2),
           q.c(dep, "tot", nth=1))
    q.ratio("What percentage of total right-of-use assets at 31 December 2020 was land and buildings?",
            q.c("At 31 December 2020", "land"), q.c("At 31 December 2020", "tot"))
    q.prose("What was the weighted average incremental borrowing rate applied to lease liabilities on transition?",
            q.d.facts["ibr"], 3.4, "%", 1)
    q.total("What were the total additions to right-of-use assets in 2019 and 2020?",
            [q.c("Additions", "tot", nth=1), q.c("Additions", "tot", nth=2)])


def q_t24(q: Asker):
    q.lookup("What was the weighted-average interest rate on commercial paper at the end of 2018?",
             q.c("Weighted-average interest rate at year end", "2018"))
    q.pchange("What was the percentage change in the average daily balance outstanding from 2018 to 2019?",
              q.c("Average daily balance outstanding", "2019"), q.c("Average daily balance outstanding", "2018"))
    q.diff("How much higher was the maximum month-end balance than the balance outstanding at year end in 2019?",
           q.c("Maximum month-end balance outstanding", "2019"), q.c("Balance outstanding at year end", "2019"))
    q.avg("What was the average balance of commercial paper outstanding at year end from 2017 to 2019?",
          q.row_cells("Balance outstanding at year end", Y3))
    q.none("What was the maximum month-end balance of commercial paper outstanding in 2016?", ["2016"],
           "the table covers 2017 to 2019")


def q_t25(q: Asker):
    end = "Sites at end of year"
    q.lookup("How many international sites were constructed in 2019?", q.c("Sites constructed", "i19"))
    q.diff("What was the change in the number of U.S. sites at end of year from 2018 to 2019?", q.c(end, "u19"),
           q.c(end, "u18"))
    q.total("What was the total number of sites at the end of 2019 across both segments?",
            [q.c(end, "u19"), q.c(end, "i19")])
    q.diff("What was the change in the international tenancy ratio from 2018 to 2019?", q.c("Tenancy ratio", "i19"),
           q.c("Tenancy ratio", "i18"))
    q.items("What were the U.S. sites decommissioned in 2019 and 2018 respectively?",
            q.row_cells("Sites decommissioned", ["u19", "u18"]))


def q_t26(q: Asker):
    progs = labels(q)
    q.lookup("What was the percentage change in enrollment in graduate degree programs?",
             q.c("Graduate degree programs", "pct"))
    q.avg("What was the average enrollment in undergraduate degree programs in Fall 2018 and Fall 2019?",
          q.row_cells("Undergraduate degree programs", ["f19", "f18"]))
    q.ratio("What percentage of total enrollment in Fall 2019 was in undergraduate degree programs?",
            q.c("Undergraduate degree programs", "f19"), q.c("Total enrollment", "f19"))
    q.items("Which program levels had lower enrollment in Fall 2019 than in Fall 2018?",
            [p for p in progs if q.c(p, "f19").value < q.c(p, "f18").value], comparison=True)
    q.prose("What percentage of students were enrolled in fully online programs in Fall 2019?", q.d.facts["online"],
            62, "%", 1)


def q_t27(q: Asker):
    jur = labels(q)
    q.pick("Which jurisdiction has the highest allowed return on equity?", lambda c: c.row.label,
           [q.c(j, "roe") for j in jur])
    q.diff("What was the change in total rate base from 2018 to 2019?", q.c("Total", "r19"), q.c("Total", "r18"))
    q.items("What was the rate base of Ohio electric distribution in 2019 and 2018 respectively?",
            q.row_cells("Ohio electric distribution", ["r19", "r18"]))
    q.avg("What is the average allowed return on equity across the four jurisdictions?", [q.c(j, "roe") for j in jur])
    q.diff("By how many percentage points does the allowed return on equity for FERC transmission exceed that for Ohio "
           "electric distribution?", q.c("FERC transmission", "roe"), q.c("Ohio electric distribution", "roe"))


def q_t28(q: Asker):
    tg, sm = "Table games:", "Slot machines:"
    q.lookup("What was the slot machine win in 2018?", q.c("Win", "2018", sm))
    q.diff("What was the change in the slot hold percentage from 2018 to 2019?", q.c("Hold percentage", "2019", sm),
           q.c("Hold percentage", "2018", sm))
    q.items("What were the table games drop in 2019 and 2018 respectively?", q.row_cells("Drop", ["2019", "2018"], tg))
    q.avg("What was the average slot handle in 2018 and 2019?", q.row_cells("Handle", ["2019", "2018"], sm))
    q.diff("How much higher was the slot machine win than the table games win in 2019?", q.c("Win", "2019", sm),
           q.c("Win", "2019", tg))


def q_t29(q: Asker):
    q.lookup("How many bitcoin were mined in 2020?", q.c("Bitcoin mined", "n", nth=2))
    q.diff("What was the change in the carrying amount of bitcoin held from December 31, 2019 to December 31, 2020?",
           q.c("Balance at December 31, 2020", "amt"), q.c("Balance at December 31, 2019", "amt"))
    q.prose("What was the fair value of the bitcoin held at December 31, 2020?", q.d.facts["fv"], 88.7, None, 1e6)
    q.avg("What was the average impairment loss in 2019 and 2020?",
          [q.c("Impairment losses", "amt", nth=1), q.c("Impairment losses", "amt", nth=2)])
    q.items("What was the number of bitcoin held at December 31, 2019 and 2020 respectively?",
            [q.c("Balance at December 31, 2019", "n"), q.c("Balance at December 31, 2020", "n")])


def q_t30(q: Asker):
    q.items("What was the gearing ratio in 2019 and 2018 respectively?", q.row_cells("Gearing ratio", ["2019", "2018"]))
    q.pchange("What was the percentage change in net debt from 2018 to 2019?", q.c("Net debt", "2019"),
              q.c("Net debt", "2018"))
    q.avg("What was the average total equity for 2018 and 2019?", q.row_cells("Total equity", ["2019", "2018"]))
    q.diff("What was the change in bank borrowings from 2018 to 2019?", q.c("Bank borrowings", "2019"),
           q.c("Bank borrowings", "2018"))
    q.ratio_change("What was the change in the ratio of net debt to total equity from 2018 to 2019?",
                   (q.c("Net debt", "2019"), q.c("Total equity", "2019")),
                   (q.c("Net debt", "2018"), q.c("Total equity", "2018")))


Y3 = ["2019", "2018", "2017"]
YO = ["2017", "2018", "2019"]
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
