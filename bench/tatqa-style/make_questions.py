"""Writes bench/tatqa-style/questions.jsonl: TAT-QA-style questions over the tables of make_docs.py.

    python bench/tatqa-style/make_questions.py

Every gold is computed here from the ``Doc`` objects that make_docs.py renders (never typed by hand,
never taken from a run: tabsql was neither run nor read while this set was written), so a figure
changed there changes its answers here. The records follow /work/shared/corpus/tatqa-dev/questions.jsonl:

- ``answer_type`` span / multi-span / arithmetic / count, and ``category`` derived from it the way the
  tatqa-dev MANIFEST says (span -> lookup, multi-span -> list, count -> count; arithmetic by the shape
  of the derivation: difference, percent_change, average, sum, ratio).
- ``answer``: a cell span keeps the cell as printed in ``raw`` ("$1,842", "(1,204)", "36.2%") and its
  number in ``value``; an arithmetic answer is rounded to two decimals and ``raw`` is that number.
  ``scale`` is the table's stated scale for amounts (thousand 1e3, million 1e6), null for per-share
  amounts, counts, years, ratios and amounts the document gives no scale for; percentages (cells,
  percent changes, shares of a total, differences of percentages) have ``unit`` "%" and ``scale`` 1.
  A year, a row label or a phrase is text; several spans are a list.
- ``derivation`` as TAT-QA writes it: the expression over the printed numbers ("(a - b) / b" for a
  percent change, "a>b>c" for a comparison, "x##y" for what a count counts).
- ``evidence``: the PDF and page (every document is one page); ``answer_from``: table or text.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import make_docs as md  # noqa: E402

DOCS = {d.key: d for d in md.documents()}
LOOKS = md.looks(list(DOCS.values()))
LANDSCAPE = {k: md.layout(d, LOOKS[k])["landscape"] for k, d in DOCS.items()}
QUESTIONS: list[dict] = []


# ===================================================================================== cells
class Cell:
    def __init__(self, d: md.Doc, label: str, col: str, section: str | None = None, nth: int | None = None):
        self.doc, self.col = d, col
        self.row = d.find(label, section, nth)
        self.value = d.value(self.row, col)
        self.text = d.text(self.row, col)
        self.unit, self.scale = d.unit_scale(self.row, col)
        assert self.value is not None or self.text, (d.key, label, col)

    @property
    def expr(self) -> str:
        """The number as a derivation writes it: printed digits, a minus for a parenthesised figure."""
        s = self.doc.number_text(self.row, self.col).rstrip("%").strip()
        return "-" + s[1:-1] if s.startswith("(") else s


def par(e: str) -> str:
    """A negative operand after the first, parenthesised as TAT-QA's derivations write it."""
    return f"({e})" if e.startswith("-") else e


def r2(x: float):
    x = round(x, 2)
    return int(x) if float(x).is_integer() else x


def same_scale(cells: list[Cell]) -> tuple[str | None, float | None]:
    units = {(c.unit, c.scale) for c in cells}
    assert len(units) == 1, [(c.row.label, c.col, c.unit, c.scale) for c in cells]
    return units.pop()


# ===================================================================================== records
def add(d: md.Doc, question: str, answer_type: str, category: str, answer: dict, derivation: str = "",
        answer_from: str = "table", tags: tuple = ()) -> None:
    look = LOOKS[d.key]
    hard = [f"style:{look['style']}"]
    hard += ["landscape"] if LANDSCAPE[d.key] else []
    hard += ["multi_row_header"] if len(d.header) > 1 else []
    hard += ["negative_in_parens"] if d.has_negative() else []
    hard += ["dollar_in_own_cell"] if d.dollar_cell else []
    if answer_from == "table" and answer.get("scale") not in (None, 1) and d.scale_where == "prose":
        hard.append("scale_in_prose_only")
    hard += list(tags)
    scale = answer.get("scale")
    scale = int(scale) if isinstance(scale, float) and scale.is_integer() else scale
    answer = {"kind": answer["kind"], "value": answer["value"], "raw": answer["raw"], "unit": answer.get("unit"),
              "scale": scale, "conditions": [], **{k: v for k, v in answer.items()
                                                                   if k in ("aliases", "accept_abs")}}
    QUESTIONS.append({"id": f"ts-{len(QUESTIONS) + 1:03d}", "question": question, "category": category,
                      "answer": answer, "evidence": [{"doc": d.pdf, "page": 1}], "source": "tatqa-style",
                      "hard_cases": hard, "derivation": derivation, "answer_type": answer_type,
                      "answer_from": answer_from, "context": d.key})


def lookup(d, question, label, col, section=None, nth=None):
    c = Cell(d, label, col, section, nth)
    if c.value is None:       # a text cell ("3-5 years")
        add(d, question, "span", "lookup", {"kind": "text", "value": c.text, "raw": c.text})
    else:
        add(d, question, "span", "lookup",
            {"kind": "number", "value": c.value, "raw": c.text, "unit": c.unit, "scale": c.scale})


def span_text(d, question, value, derivation="", tags=(), aliases=None):
    ans = {"kind": "text", "value": value, "raw": value}
    if aliases:
        ans["aliases"] = aliases
    add(d, question, "span", "lookup", ans, derivation, tags=tags)


def diff(d, question, a: Cell, b: Cell, accept_abs=False):
    unit, scale = same_scale([a, b])
    ans = {"kind": "number", "value": r2(a.value - b.value), "raw": r2(a.value - b.value), "unit": unit,
           "scale": scale}
    if accept_abs:
        ans["accept_abs"] = True
    add(d, question, "arithmetic", "difference", ans, f"{a.expr} - {par(b.expr)}")


def pchg(d, question, new: Cell, old: Cell):
    v = r2((new.value - old.value) / old.value * 100)
    add(d, question, "arithmetic", "percent_change", {"kind": "number", "value": v, "raw": v, "unit": "%", "scale": 1},
        f"({new.expr} - {par(old.expr)}) / {par(old.expr)}")


def avg(d, question, cells: list[Cell]):
    unit, scale = same_scale(cells)
    v = r2(sum(c.value for c in cells) / len(cells))
    add(d, question, "arithmetic", "average", {"kind": "number", "value": v, "raw": v, "unit": unit, "scale": scale},
        f"({' + '.join([cells[0].expr] + [par(c.expr) for c in cells[1:]])}) / {len(cells)}")


def total(d, question, cells: list[Cell]):
    unit, scale = same_scale(cells)
    v = r2(sum(c.value for c in cells))
    add(d, question, "arithmetic", "sum", {"kind": "number", "value": v, "raw": v, "unit": unit, "scale": scale},
        " + ".join([cells[0].expr] + [par(c.expr) for c in cells[1:]]))


def ratio(d, question, num: Cell, den: Cell, percent=False):
    x = num.value / den.value * (100 if percent else 1)
    v = r2(x)
    ans = {"kind": "number", "value": v, "raw": v, "unit": "%" if percent else None, "scale": 1 if percent else None}
    add(d, question, "arithmetic", "ratio", ans, f"{num.expr} / {par(den.expr)}")


def which(d, question, options: list[tuple[str, Cell]], most=True, absolute=False, aliases=None):
    """The option whose figure is the largest (``most``) or smallest; ``absolute`` compares sizes."""
    key = (lambda oc: abs(oc[1].value)) if absolute else (lambda oc: oc[1].value)
    ranked = sorted(options, key=key, reverse=most)
    assert key(ranked[0]) != key(ranked[1]), question
    sign = ">" if most else "<"
    exprs = [c.expr.lstrip("-") if absolute else c.expr for _, c in ranked]
    span_text(d, question, ranked[0][0], sign.join(exprs), tags=("comparison",), aliases=aliases)


def listed(d, question, cells: list[Cell]):
    unit, scale = same_scale(cells)
    add(d, question, "multi-span", "list", {"kind": "list", "value": [c.value for c in cells],
                                            "raw": [c.text for c in cells], "unit": unit, "scale": scale})


def labels(d, question, names: list[str]):
    add(d, question, "multi-span", "list", {"kind": "list", "value": list(names), "raw": list(names)})


def count(d, question, items: list[str]):
    add(d, question, "count", "count", {"kind": "number", "value": len(items), "raw": str(len(items))},
        "##".join(items))


def prose(d, question, value, raw, unit=None, scale=None):
    kind = "text" if isinstance(value, str) else "number"
    add(d, question, "span", "lookup", {"kind": kind, "value": value, "raw": raw, "unit": unit, "scale": scale},
        answer_from="text")


def items_before(d: md.Doc, total_label: str, section: str | None = None) -> list[str]:
    """Labels of the item rows of a section that precede its first total row (the components)."""
    out = []
    for r in d.rows:
        if r.label == total_label:
            break
        if r.kind == "item" and (section is None or r.section == section):
            out.append(r.label)
    return out


# ===================================================================================== questions
d = DOCS["t01_kestrelwood_geography"]
C = lambda *a, **k: Cell(d, *a, **k)  # noqa: E731
lookup(d, "What was the revenue from Asia Pacific in 2019?", "Asia Pacific", "2019")
pchg(d, "What was the percentage change in revenue from Europe, Middle East and Africa between 2019 and 2020?",
     C("Europe, Middle East and Africa", "2020"), C("Europe, Middle East and Africa", "2019"))
avg(d, "What is the average total revenue for 2018-2020?", [C("Total revenue", y) for y in d.cols])
which(d, "In which year was revenue from Other Americas the lowest?", [(y, C("Other Americas", y)) for y in d.cols],
      most=False)
prose(d, "What percentage of total revenue came from customers outside the United States in 2020?",
      d.facts["intl_share"][0], f"{d.facts['intl_share'][0]}%", "%", 1)

d = DOCS["t02_brackenfell_income_tax"]
lookup(d, "What was the current state tax expense in 2020?", "State", "2020", section="Current:")
lookup(d, "What was the provision for income taxes in 2019?", "Provision for income taxes", "2019")
diff(d, "What was the change in total current tax from 2019 to 2020?", C("Total current", "2020"),
     C("Total current", "2019"))
ratio(d, "What percentage of the 2020 provision for income taxes is current foreign tax?",
      C("Foreign", "2020", section="Current:"), C("Provision for income taxes", "2020"), percent=True)
listed(d, "What were the deferred federal taxes in 2020 and 2019 respectively?",
       [C("Federal", "2020", section="Deferred:"), C("Federal", "2019", section="Deferred:")])

d = DOCS["t03_corvanta_leases"]
total(d, "What is the total operating lease payments due in 2021 and 2022?", [C("2021", "op"), C("2022", "op")])
ratio(d, "What percentage of total operating lease payments is due after 2025?", C("Thereafter", "op"),
      C("Total lease payments", "op"), percent=True)
lookup(d, "How much is the imputed interest for finance leases?", "Less: imputed interest", "fin")
years = [y for y in ("2021", "2022", "2023", "2024", "2025") if (C(y, "fin").value or 0) > 9]
count(d, "How many years from 2021 to 2025 have finance lease payments of more than 9 million?", years)
lookup(d, "What was the present value of finance lease liabilities?", "Present value of lease liabilities", "fin")

d = DOCS["t04_fennimore_options"]
lookup(d, "What was the weighted-average exercise price of options granted?", "Granted", "price")
diff(d, "What is the difference between the weighted-average exercise price of options granted and options exercised?",
     C("Granted", "price"), C("Exercised", "price"))
pchg(d, "What is the percentage change in the number of options outstanding from December 31, 2019 to December 31, "
        "2020?", C("Outstanding at December 31, 2020", "options"), C("Outstanding at December 31, 2019", "options"))
ratio(d, "What percentage of options outstanding at December 31, 2020 were exercisable?",
      C("Exercisable at December 31, 2020", "options"), C("Outstanding at December 31, 2020", "options"), percent=True)
prose(d, "How much unrecognized compensation cost related to unvested stock options was there as of December 31, "
         "2020?", d.facts["unrecognized"], f"${d.facts['unrecognized']} million", None, 1e6)

d = DOCS["t05_galvantra_ppe"]
row = next(r for r in d.rows if r.vals and r.vals[0] == "20-40 years")
span_text(d, "Which asset category has an estimated useful life of 20-40 years?", row.label)
diff(d, "What was the change in construction in progress from 2019 to 2020?", C("Construction in progress", "2020"),
     C("Construction in progress", "2019"))
ratio(d, "What percentage of gross property and equipment in 2020 was machinery and equipment?",
      C("Machinery and equipment", "2020"), C("Property and equipment, gross", "2020"), percent=True)
avg(d, "What is the average net property and equipment for 2019 and 2020?",
    [C("Property and equipment, net", "2020"), C("Property and equipment, net", "2019")])
lookup(d, "What is the useful life of computer equipment and software?", "Computer equipment and software", "life")

d = DOCS["t06_hollisbrook_accrued"]
items = items_before(d, "Total accrued liabilities")
lookup(d, "What was the gift card and merchandise credit liabilities as of February 2, 2019?",
       "Gift card and merchandise credit liabilities", "2019")
which(d, "Which accrued liability was the largest as of February 1, 2020?", [(n, C(n, "2020")) for n in items])
count(d, "How many accrued liability items decreased from 2019 to 2020?",
      [n for n in items if C(n, "2020").value < C(n, "2019").value])
pchg(d, "What is the percentage change in total accrued liabilities between 2019 and 2020?",
     C("Total accrued liabilities", "2020"), C("Total accrued liabilities", "2019"))
avg(d, "What is the average value of customer returns reserve in 2019 and 2020?",
    [C("Customer returns reserve", "2020"), C("Customer returns reserve", "2019")])

d = DOCS["t07_jasperline_debt"]
notes = [r.label for r in d.rows if "Senior Notes" in r.label]
lookup(d, "What was the current portion of debt in 2020?", "Less: current portion", "2020")
total(d, "What was the total amount of Senior Notes outstanding as of December 31, 2020?", [C(n, "2020") for n in notes])
pchg(d, "What was the percentage change in the Term Loan A balance from 2019 to 2020?", C("Term Loan A due 2024", "2020"),
     C("Term Loan A due 2024", "2019"))
diff(d, "What was the increase in total debt principal from 2019 to 2020?", C("Total debt principal", "2020"),
     C("Total debt principal", "2019"))
prose(d, "When does the revolving credit facility mature?", d.facts["maturity"], d.facts["maturity"])

d = DOCS["t08_lorrimer_quarterly"]
Q20 = [c for c in d.cols if c.startswith("2020")]
Q19 = [c for c in d.cols if c.startswith("2019")]
avg(d, "What was the average total revenues for the four quarters of 2020?", [C("Total revenues", c) for c in Q20])
which(d, "In which quarter of 2019 was the gross profit the highest?",
      [(c.split(" ", 1)[1], C("Gross profit", c)) for c in Q19])
lookup(d, "What was the net loss in the first quarter of 2019?", "Net income (loss)", "2019 First Quarter")
diff(d, "What is the change in diluted net income (loss) per share in the fourth quarter of 2020 from the fourth "
        "quarter of 2019?", C("Net income (loss) per share — diluted", "2020 Fourth Quarter"),
     C("Net income (loss) per share — diluted", "2019 Fourth Quarter"))
count(d, "How many quarters in 2020 had an operating loss?",
      [c.split(" ", 1)[1] for c in Q20 if C("Operating income (loss)", c).value < 0])
pchg(d, "What was the percentage change in total revenues from the fourth quarter of 2019 to the fourth quarter of 2020?",
     C("Total revenues", "2020 Fourth Quarter"), C("Total revenues", "2019 Fourth Quarter"))

d = DOCS["t09_maravelle_revenue"]
lookup(d, "What was the percentage change in rooms revenue from 2019 to 2020?", "Rooms", "chg")
diff(d, "What was the difference between rooms revenue and food and beverage revenue in 2020?", C("Rooms", "2020"),
     C("Food and beverage", "2020"))
ratio(d, "What percentage of total revenues in 2019 were management and franchise fees?",
      C("Management and franchise fees", "2019"), C("Total revenues", "2019"), percent=True)
listed(d, "What were the other hotel revenues in 2020 and 2019 respectively?",
       [C("Other hotel revenues", "2020"), C("Other hotel revenues", "2019")])
lookup(d, "What was the total revenues in 2020?", "Total revenues", "2020")

d = DOCS["t10_northcastle_restructuring"]
lookup(d, "What were the total restructuring charges in 2019?", "Restructuring charges", "total", nth=1)
diff(d, "What was the change in the balance of facility closure costs from December 31, 2019 to December 31, 2020?",
     C("Balance at December 31, 2020", "fac"), C("Balance at December 31, 2019", "fac"))
total(d, "What were the total employee severance and benefits restructuring charges in 2019 and 2020?",
      [C("Restructuring charges", "sev", nth=1), C("Restructuring charges", "sev", nth=2)])
ratio(d, "What percentage of the total balance at December 31, 2020 is employee severance and benefits?",
      C("Balance at December 31, 2020", "sev"), C("Balance at December 31, 2020", "total"), percent=True)
lookup(d, "What was the balance of other restructuring costs at December 31, 2019?", "Balance at December 31, 2019",
       "oth")

d = DOCS["t11_orrinwick_eps"]
lookup(d, "What was the basic earnings per share in 2019?", "Basic", "2019")
DIL = "Weighted-average common shares outstanding — diluted"
pchg(d, "What was the percentage change in diluted weighted-average shares outstanding from 2019 to 2020?",
     C(DIL, "2020"), C(DIL, "2019"))
avg(d, "What is the average net income attributable to noncontrolling interests from 2018 to 2020?",
    [C("Less: net income attributable to noncontrolling interests", y) for y in d.cols])
which(d, "In which year was diluted earnings per share the highest?", [(y, C("Diluted", y)) for y in d.cols])
lookup(d, "What was the net income in 2018?", "Net income", "2018")

d = DOCS["t12_zentrova_sbc"]
items = items_before(d, "Total share-based compensation expense")
ratio(d, "What proportion of total share-based compensation expense in 2020 was research and development?",
      C("Research and development", "2020"), C("Total share-based compensation expense", "2020"), percent=True)
which(d, "Which line item had the lowest share-based compensation expense in 2018?", [(n, C(n, "2018")) for n in items],
      most=False)
diff(d, "What is the change in general and administrative share-based compensation expense from 2019 to 2020?",
     C("General and administrative", "2020"), C("General and administrative", "2019"))
lookup(d, "What was the income tax benefit in 2019?", "Income tax benefit", "2019")
avg(d, "What was the average total share-based compensation expense for 2018 to 2020?",
    [C("Total share-based compensation expense", y) for y in d.cols])

d = DOCS["t13_quorvex_inventories"]
lookup(d, "What was the value of finished goods in 2019?", "Finished goods", "2019")
RES = "Less: reserve for excess and obsolete inventory"
pchg(d, "What was the percentage change in the reserve for excess and obsolete inventory between 2019 and 2020?",
     C(RES, "2020"), C(RES, "2019"))
ratio(d, "What is the ratio of raw materials to finished goods in 2020?", C("Raw materials", "2020"),
      C("Finished goods", "2020"))
labels(d, "What are the components of gross inventories?", items_before(d, "Inventories, gross"))
prose(d, "On what basis is the cost of inventories determined?", d.facts["method"], d.facts["method"])

d = DOCS["t14_rathmore_selected"]
avg(d, "What is the average net sales from 2016 to 2020?", [C("Net sales", y) for y in d.cols])
which(d, "In which year was operating income the highest?", [(y, C("Operating income", y)) for y in d.cols])
pchg(d, "What was the percentage change in total assets from 2016 to 2020?", C("Total assets", "2020"),
     C("Total assets", "2016"))
listed(d, "What were the cash dividends declared per share in 2019 and 2020 respectively?",
       [C("Cash dividends declared per share", "2019"), C("Cash dividends declared per share", "2020")])
ratio(d, "What is the ratio of long-term debt to total assets in 2020?", C("Long-term debt", "2020"),
      C("Total assets", "2020"))

d = DOCS["t15_sablecrest_aro"]
lookup(d, "What was the accretion expense in 2019?", "Accretion expense", "2019")
diff(d, "What is the change in liabilities settled in 2020 from 2019?", C("Liabilities settled", "2020"),
     C("Liabilities settled", "2019"))
avg(d, "What was the average long-term asset retirement obligations for 2019 and 2020?",
    [C("Asset retirement obligations, long-term", "2020"), C("Asset retirement obligations, long-term", "2019")])
pchg(d, "What was the percentage change in liabilities incurred from 2019 to 2020?", C("Liabilities incurred", "2020"),
     C("Liabilities incurred", "2019"))
lookup(d, "What was the current portion of asset retirement obligations in 2020?", "Less: current portion", "2020")

d = DOCS["t16_tindall_channels"]
items = items_before(d, "Total net sales")
lookup(d, "What percentage of total net sales did e-commerce account for in fiscal 2020?", "E-commerce", "2020 %")
diff(d, "What was the change in wholesale net sales from fiscal 2019 to fiscal 2020?", C("Wholesale", "2020"),
     C("Wholesale", "2019"))
which(d, "Which channel had the highest percentage of total net sales in fiscal 2019?",
      [(n, C(n, "2019 %")) for n in items])
pchg(d, "What was the percentage change in e-commerce net sales between fiscal 2019 and 2020?", C("E-commerce", "2020"),
     C("E-commerce", "2019"))
diff(d, "What is the increase / (decrease) in company-operated stores' % of total net sales from fiscal 2019 to fiscal "
        "2020?", C("Company-operated stores", "2020 %"), C("Company-operated stores", "2019 %"))

d = DOCS["t17_umberfield_deferred_tax"]
count(d, "How many components are there under deferred tax assets?",
      items_before(d, "Gross deferred tax assets", "Deferred tax assets:"))
lookup(d, "What was the valuation allowance in 2019?", "Valuation allowance", "2019")
diff(d, "What was the change in gross deferred tax assets from 2019 to 2020?", C("Gross deferred tax assets", "2020"),
     C("Gross deferred tax assets", "2019"))
ratio(d, "What percentage of total deferred tax liabilities in 2020 is related to property, plant and equipment?",
      C("Property, plant and equipment", "2020"), C("Total deferred tax liabilities", "2020"), percent=True)
prose(d, "When do the state net operating loss carryforwards begin to expire?", d.facts["expire"], d.facts["expire"])

d = DOCS["t18_vantorra_goodwill"]
lookup(d, "What was the goodwill of the Business segment as of December 31, 2019?", "Balance as of December 31, 2019",
       "Business")
total(d, "What is the total goodwill from acquisitions in the Business segment in 2019 and 2020?",
      [C("Acquisitions", "Business", nth=1), C("Acquisitions", "Business", nth=2)])
pchg(d, "What was the percentage change in total goodwill from December 31, 2019 to December 31, 2020?",
     C("Balance as of December 31, 2020", "Total"), C("Balance as of December 31, 2019", "Total"))
which(d, "Which segment had the largest goodwill balance as of December 31, 2020?",
      [(s, C("Balance as of December 31, 2020", s)) for s in ("Consumer", "Business", "Wholesale")])
lookup(d, "What was the total goodwill impairment in 2020?", "Impairment", "Total")

d = DOCS["t19_wexcombe_intangibles"]
lookup(d, "What is the weighted-average useful life of trade names?", "Trade names", "life")
ratio(d, "What percentage of the gross carrying amount of developed technology has been amortized?",
      C("Developed technology", "acc"), C("Developed technology", "gross"), percent=True)
QUESTIONS[-1]["answer"]["value"] = QUESTIONS[-1]["answer"]["raw"] = abs(QUESTIONS[-1]["answer"]["value"])
QUESTIONS[-1]["derivation"] = QUESTIONS[-1]["derivation"].replace("-", "")
items = items_before(d, "Total")
which(d, "Which intangible asset has the largest net carrying amount?", [(n, C(n, "net")) for n in items])
diff(d, "What is the difference between the net carrying amount of customer relationships and trade names?",
     C("Customer relationships", "net"), C("Trade names", "net"))
lookup(d, "What is the gross carrying amount of customer relationships?", "Customer relationships", "gross")

d = DOCS["t20_pemberline_obligations"]
items = items_before(d, "Total contractual obligations")
lookup(d, "What is the total interest on long-term debt?", "Interest on long-term debt", "Total")
ratio(d, "What percentage of total contractual obligations is due in less than 1 year?",
      C("Total contractual obligations", "<1"), C("Total contractual obligations", "Total"), percent=True)
total(d, "What is the total long-term debt payments due within 3 years?", [C("Long-term debt", "<1"),
                                                                          C("Long-term debt", "1-3")])
lookup(d, "How much of the operating lease obligations are due in 3-5 years?", "Operating lease obligations", "3-5")
labels(d, "Which obligations have more than $500 million due in more than 5 years?",
       [n for n in items if (C(n, ">5").value or 0) * d.scale > 500e6])

d = DOCS["t21_altamere_pension"]
lookup(d, "What was the service cost in 2020?", "Service cost", "2020")
pchg(d, "What was the percentage change in interest cost from 2019 to 2020?", C("Interest cost", "2020"),
     C("Interest cost", "2019"))
lookup(d, "What was the funded status at end of year 2020?", "Funded status at end of year", "2020")
avg(d, "What is the average employer contributions in 2019 and 2020?", [C("Employer contributions", "2020"),
                                                                        C("Employer contributions", "2019")])
prose(d, "What was the discount rate used to determine the benefit obligation at December 31, 2019?",
      d.facts["discount_rate"][1], f"{d.facts['discount_rate'][1]:.2f}%", "%", 1)

d = DOCS["t22_brisbourne_assumptions"]
lookup(d, "What was the expected volatility in 2019?", "Expected volatility", "2019")
diff(d, "What was the change in the risk-free interest rate from 2019 to 2020?", C("Risk-free interest rate", "2020"),
     C("Risk-free interest rate", "2019"))
avg(d, "What was the average expected term over the 3 years from 2018 to 2020?",
    [C("Expected term (in years)", y) for y in d.cols])
count(d, "In how many years was the expected volatility above 35%?",
      [y for y in d.cols if C("Expected volatility", y).value > 35])
prose(d, "Which method is used to estimate the expected term?", d.facts["method"], d.facts["method"])

d = DOCS["t23_calderwick_segments"]
segs = ["Containerboard", "Specialty Papers", "Tissue"]
lookup(d, "What was the operating income of the Tissue segment in 2019?", "Tissue", "oi 2019")
pchg(d, "What was the percentage change in Tissue net sales from 2019 to 2020?", C("Tissue", "sales 2020"),
     C("Tissue", "sales 2019"))
ratio(d, "What was the operating margin of Containerboard in 2020?", C("Containerboard", "oi 2020"),
      C("Containerboard", "sales 2020"), percent=True)
which(d, "Which segment had the lowest net sales in 2020?", [(s, C(s, "sales 2020")) for s in segs], most=False)
diff(d, "What was the increase / (decrease) in total operating income from 2019 to 2020?", C("Total", "oi 2020"), C("Total", "oi 2019"))

d = DOCS["t24_drovenhurst_allowance"]
Y = {y: f"Year ended December 31, {y}" for y in ("2020", "2019", "2018")}
lookup(d, "What was the balance at end of period for the allowance for doubtful accounts in 2020?", Y["2020"], "end")
total(d, "What is the total amount charged to costs and expenses from 2018 to 2020?",
      [C(Y[y], "charged") for y in ("2018", "2019", "2020")])
pchg(d, "What is the percentage change in the balance at beginning of period from 2019 to 2020?", C(Y["2020"], "begin"),
     C(Y["2019"], "begin"))
which(d, "In which year were the deductions the largest?", [(y, C(Y[y], "deductions")) for y in Y], absolute=True)
lookup(d, "What was the amount charged to costs and expenses in 2019?", Y["2019"], "charged")

d = DOCS["t25_farrowdale_employees"]
heads = items_before(d, "Total")[-3:]
lookup(d, "What were the social security costs in 2019?", "Social security costs", "2019")
avg(d, "What was the average number of employees in distribution in 2019 and 2020?",
    [C("Distribution", "2020"), C("Distribution", "2019")])
ratio(d, "What proportion of total employee costs in 2020 were wages and salaries?", C("Wages and salaries", "2020"),
      C("Total employee costs", "2020"), percent=True)
pchg(d, "What was the percentage change in the total average monthly number of employees between 2019 and 2020?",
     C("Total", "2020"), C("Total", "2019"))
labels(d, "What are the employee categories shown in the table?", heads)
lookup(d, "How many employees did the group have in manufacturing on average in 2020?", "Manufacturing", "2020")

d = DOCS["t26_glenquarry_other_income"]
FX = "Foreign currency transaction gains (losses)"
lookup(d, "What was the interest expense in 2019?", "Interest expense", "2019")
pchg(d, "What was the percentage change in interest income from 2019 to 2020?", C("Interest income", "2020"),
     C("Interest income", "2019"))
count(d, "In how many years did the company record a foreign currency transaction loss?",
      [y for y in d.cols if C(FX, y).value < 0])
avg(d, "What is the average total other income (expense), net for 2018 to 2020?",
    [C("Total other income (expense), net", y) for y in d.cols])
hit = [y for y in d.cols if C("Pension settlement charge", y).value is not None]
assert len(hit) == 1
span_text(d, "In which year was a pension settlement charge recorded?", hit[0])

d = DOCS["t27_harrowgate_warranty"]
lookup(d, "What was the amount of warranties issued in 2018?", "Warranties issued", "2018")
diff(d, "What is the change in settlements made between 2019 and 2020?", C("Settlements made", "2020"),
     C("Settlements made", "2019"))
which(d, "In which year was the balance at end of period the highest?", [(y, C("Balance at end of period", y))
                                                                         for y in d.cols])
ratio(d, "What is the ratio of settlements made to warranties issued in 2020?", C("Settlements made", "2020"),
      C("Warranties issued", "2020"))
QUESTIONS[-1]["answer"]["value"] = QUESTIONS[-1]["answer"]["raw"] = abs(QUESTIONS[-1]["answer"]["value"])
QUESTIONS[-1]["derivation"] = QUESTIONS[-1]["derivation"].replace("-", "")
lookup(d, "What was the balance at beginning of period in 2019?", "Balance at beginning of period", "2019")

d = DOCS["t28_yarrowby_investments"]
items = items_before(d, "Total")
lookup(d, "What was the estimated fair value of corporate debt securities?", "Corporate debt securities", "fair")
total(d, "What are the total gross unrealized gains of U.S. treasury securities and U.S. government agency securities?",
      [C("U.S. treasury securities", "gains"), C("U.S. government agency securities", "gains")])
ratio(d, "What percentage of the total estimated fair value is U.S. treasury securities?",
      C("U.S. treasury securities", "fair"), C("Total", "fair"), percent=True)
count(d, "How many types of securities had gross unrealized losses?",
      [n for n in items if (C(n, "losses").value or 0) < 0])
diff(d, "What is the difference between the amortized cost of U.S. treasury securities and commercial paper?",
     C("U.S. treasury securities", "cost"), C("Commercial paper", "cost"))

d = DOCS["t29_ashcombe_utb"]
lookup(d, "What were the increases related to tax positions taken in the current year in 2019?",
       "Increases related to tax positions taken in the current year", "2019")
avg(d, "What is the average balance at end of year from 2018 to 2020?", [C("Balance, end of year", y) for y in d.cols])
pchg(d, "What was the percentage change in the balance at end of year from 2019 to 2020?",
     C("Balance, end of year", "2020"), C("Balance, end of year", "2019"))
labels(d, "In which years were there settlements with taxing authorities?",
       [y for y in d.cols if C("Settlements with taxing authorities", y).value is not None])
prose(d, "How much of the unrecognized tax benefits at June 30, 2020 would affect the effective tax rate if recognized?",
      d.facts["would_affect"], f"${d.facts['would_affect']} million", None, 1e6)

d = DOCS["t30_penhallow_stores"]
lookup(d, "What was the comparable store sales change in fiscal 2018?", "Comparable store sales increase (decrease)",
       "2018")
total(d, "How many stores were opened in total from fiscal 2018 to fiscal 2020?", [C("Opened", y) for y in d.cols])
diff(d, "What is the change in the total selling square footage from fiscal 2019 to fiscal 2020?",
     C("Total selling square footage (in thousands)", "2020"), C("Total selling square footage (in thousands)", "2019"))
which(d, "In which fiscal year were the most stores closed?", [(y, C("Closed", y)) for y in d.cols], absolute=True)
QUESTIONS[-1]["answer"]["aliases"] = [f"Fiscal {QUESTIONS[-1]['answer']['value']}"]
pchg(d, "What was the percentage change in the number of stores at end of year from fiscal 2019 to fiscal 2020?",
     C("Stores at end of year", "2020"), C("Stores at end of year", "2019"))


def main() -> int:
    out = HERE / "questions.jsonl"
    with open(out, "w", encoding="utf-8") as f:
        for q in QUESTIONS:
            f.write(json.dumps(q, ensure_ascii=False) + "\n")
    from collections import Counter
    print(f"{len(QUESTIONS)} questions -> {out}")
    print("answer_type:", dict(Counter(q["answer_type"] for q in QUESTIONS)))
    print("answer_from:", dict(Counter(q["answer_from"] for q in QUESTIONS)))
    print("category:", dict(Counter(q["category"] for q in QUESTIONS)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
