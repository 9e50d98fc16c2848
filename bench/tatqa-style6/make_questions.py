"""Write bench/tatqa-style6/questions.jsonl (deterministic) from the Doc objects of make_docs.py.

    python bench/tatqa-style6/make_questions.py

Every gold is computed from the stored figures of the tables (or taken from the prose facts the builders
hold); nothing is typed twice. Records follow /work/shared/corpus/tatqa-dev/questions.jsonl: id, question,
category, answer {kind, value, raw, unit, scale, conditions}, evidence, source, hard_cases, derivation,
answer_type, plus answer_from and context. Side tables used by check.py: CELLS (the table cells a span
gold quotes), X100 (arithmetic golds that are a ratio times 100), ABSENT (terms an unanswerable question
needs that the page does not hold).
"""
from __future__ import annotations

import json
import sys
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import make_docs as md  # noqa: E402

SOURCE = "tatqa-style6"
CELLS: dict[str, list] = {}
X100: set[str] = set()
ABSENT: dict[str, list] = {}
QS: list[dict] = []
DOCS = {d.key[:3]: d for d in md.build_all()}


def r2(x):
    v = float(Decimal(repr(float(x))).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP))
    return int(v) if v == int(v) else v


def fig(d, label, col):
    """(value, derivation text) of a printed figure: '1,284.6', '-5,806'."""
    r = d.find(label)
    v = d.value(label, col)
    s = d.num_text(r, col).rstrip("%")
    if s.startswith("("):
        s = "-" + s[1:-1]
    return v, s


def opnd(s, first=False):
    return s if first or not s.startswith("-") else f"({s})"


def tags(d, cells=(), extra=()):
    t = [f"style:{d.style}"]
    if len(d.header) > 1:
        t.append("multi_row_header")
    if any(hr >= 0 and not d.header[hr][1 + d.cols.index(a)].startswith(("Year", "Fiscal", "December 31,"))
           for hr, a, b in d.spans):
        t.append("column_hierarchy")
    if d.has_negative():
        t.append("negative_in_parens")
    if md.is_landscape(d):
        t.append("landscape")
    if d.dollar_cell:
        t.append("dollar_in_own_cell")
    if d.scale_where == "prose" and any(d.unit_scale(l, c)[1] not in (None, 1) for l, c in cells):
        t.append("scale_in_prose_only")
    if any("#" in l for l, c in cells):
        t.append("repeated_row_label")
    if any(md.stringWidth(l.split("#")[0], "Helvetica", md.FS) > 235 for l, c in cells):
        t.append("long_label")
    return t + [x for x in extra if x not in t]


def add(d, question, category, answer, derivation="", atype="span", afrom="table", cells=(), extra=()):
    qid = f"t6-{len(QS) + 1:03d}"
    ans = {"kind": answer["kind"], "value": answer.get("value"), "raw": answer.get("raw"),
           "unit": answer.get("unit"), "scale": answer.get("scale"), "conditions": []}
    QS.append({"id": qid, "question": question, "category": category, "answer": ans,
               "evidence": [{"doc": d.pdf, "page": 1}], "source": SOURCE,
               "hard_cases": tags(d, cells, extra), "derivation": derivation, "answer_type": atype,
               "answer_from": afrom, "context": d.key})
    if cells:
        CELLS[qid] = list(cells)
    return qid


def num(v, raw, unit=None, scale=None):
    return {"kind": "number", "value": v, "raw": raw, "unit": unit, "scale": scale}


# ------------------------------------------------------------------ question kinds
def lookup(k, q, label, col):
    d = DOCS[k]
    unit, scale = d.unit_scale(label, col)
    v = d.value(label, col)
    if isinstance(v, str):
        a = {"kind": "text", "value": v, "raw": v}
    else:
        a = num(v, d.text(label, col), unit, scale)
    return add(d, q, "lookup", a, cells=[(label, col)])


def multi(k, q, cells):
    d = DOCS[k]
    unit, scale = d.unit_scale(*cells[0])
    assert all(d.unit_scale(*c) == (unit, scale) for c in cells)
    a = {"kind": "list", "value": [d.value(*c) for c in cells], "raw": [d.text(*c) for c in cells],
         "unit": unit, "scale": scale}
    return add(d, q, "list", a, atype="multi-span", cells=cells)


def labels(k, q, names, derivation=""):
    d = DOCS[k]
    a = {"kind": "list", "value": list(names), "raw": list(names)}
    return add(d, q, "list", a, derivation=derivation, atype="multi-span")


def diff(k, q, a, b, pp=False):
    d = DOCS[k]
    (va, sa), (vb, sb) = fig(d, *a), fig(d, *b)
    unit, scale = d.unit_scale(*a)
    assert (unit, scale) == d.unit_scale(*b)
    v = r2(va - vb)
    return add(d, q, "difference", num(v, v, unit, scale), f"{sa} - {opnd(sb)}", "arithmetic", cells=[a, b])


def pchg(k, q, new, old):
    d = DOCS[k]
    (vn, sn), (vo, so) = fig(d, *new), fig(d, *old)
    v = r2((vn - vo) / vo * 100)
    qid = add(d, q, "percent_change", num(v, v, "%", 1), f"({sn} - {opnd(so)}) / {so}", "arithmetic",
              cells=[new, old])
    X100.add(qid)
    return qid


def avg(k, q, cells):
    d = DOCS[k]
    fs = [fig(d, *c) for c in cells]
    unit, scale = d.unit_scale(*cells[0])
    v = r2(sum(x for x, _ in fs) / len(fs))
    der = "(" + " + ".join(opnd(s, i == 0) for i, (_, s) in enumerate(fs)) + f") / {len(fs)}"
    return add(d, q, "average", num(v, v, unit, scale), der, "arithmetic", cells=cells)


def total(k, q, cells):
    d = DOCS[k]
    fs = [fig(d, *c) for c in cells]
    unit, scale = d.unit_scale(*cells[0])
    v = r2(sum(x for x, _ in fs))
    der = " + ".join(opnd(s, i == 0) for i, (_, s) in enumerate(fs))
    return add(d, q, "sum", num(v, v, unit, scale), der, "arithmetic", cells=cells)


def ratio(k, q, nums, den, percent=True, size=False):
    """sum(nums) / den (x 100 as a percentage). ``size``: the figures are printed negative and the question
    asks how large a part is, so their sizes are used."""
    d = DOCS[k]
    fn = [fig(d, *c) for c in nums]
    vd, sd = fig(d, *den)
    if size:
        fn = [(abs(v), s.lstrip("-")) for v, s in fn]
    top = sum(v for v, _ in fn)
    ntxt = " + ".join(s for _, s in fn)
    ntxt = f"({ntxt})" if len(fn) > 1 else ntxt
    v = r2(top / vd * (100 if percent else 1))
    qid = add(d, q, "ratio", num(v, v, "%" if percent else None, 1 if percent else None), f"{ntxt} / {sd}",
              "arithmetic", cells=[*nums, den])
    if percent:
        X100.add(qid)
    return qid


def compare(k, q, options, pick="max", answer_text=None):
    """Which year / which item: options [(answer text, label, col)]."""
    d = DOCS[k]
    vals = [(t, d.value(l, c), fig(d, l, c)[1]) for t, l, c in options]
    best = (max if pick == "max" else min)(vals, key=lambda x: x[1])
    order = sorted(vals, key=lambda x: x[1], reverse=(pick == "max"))
    der = (">" if pick == "max" else "<").join(s for _, _, s in order)
    a = {"kind": "text", "value": best[0], "raw": best[0]}
    return add(d, q, "lookup", a, der, "span", cells=[(l, c) for _, l, c in options], extra=["comparison"])


def count(k, q, names):
    d = DOCS[k]
    n = len(names)
    return add(d, q, "count", num(n, str(n)), "##".join(names), "count")


def prose(k, q, fact, unit=None, kind="number"):
    d = DOCS[k]
    val, raw, scale = d.facts[fact]
    if kind == "text":
        a = {"kind": "text", "value": val, "raw": raw}
    else:
        v = float(val.replace(",", ""))
        v = int(v) if v == int(v) else v
        a = num(v, raw, unit, scale if unit != "%" else 1)
    return add(d, q, "lookup", a, afrom="text")


def other(k, q, category, value, der, unit, scale, cells, afrom="table", x100=False):
    d = DOCS[k]
    qid = add(d, q, category, num(r2(value), r2(value), unit, scale), der, "arithmetic", afrom, cells,
              extra=["table_text"] if afrom == "table-text" else ())
    if x100:
        X100.add(qid)
    return qid


def none(k, q, absent):
    d = DOCS[k]
    qid = add(d, q, "unanswerable", {"kind": "none"}, atype="none", afrom="none")
    QS[-1]["answer"].update(value=None, raw=None, unit=None, scale=None)
    ABSENT[qid] = absent
    return qid


# ===================================================================================== questions
def build():
    QS.clear(), CELLS.clear(), X100.clear(), ABSENT.clear()
    Y = "2019"
    E = "2018"

    # t01 Halverdine: trade and other payables (€m)
    multi("t01", "What were the trade payables at 31 December 2019 and 2018 respectively?",
          [("Trade payables", Y), ("Trade payables", E)])
    pchg("t01", "What was the percentage change in accruals from 2018 to 2019?", ("Accruals", Y), ("Accruals", E))
    ratio("t01", "What percentage of total trade and other payables in 2019 were trade payables?",
          [("Trade payables", Y)], ("Total trade and other payables", Y))
    prose("t01", "How much of the trade payables at 31 December 2019 was denominated in currencies other than the euro?", "fx")
    none("t01", "What were the trade payables at 31 December 2017?", ["2017"])

    # t02 Quenbury: cash generated from operations ($'000)
    lookup("t02", "What was the depreciation and amortisation in FY2018?", "Depreciation and amortisation", E)
    diff("t02", "What was the change in cash generated from operations between FY2018 and FY2019?",
         ("Cash generated from operations", Y), ("Cash generated from operations", E))
    avg("t02", "What was the average profit before income tax for FY2018 and FY2019?",
        [("Profit before income tax", Y), ("Profit before income tax", E)])
    multi("t02", "What was the (gain) loss on disposal of property, plant and equipment in FY2019 and FY2018 respectively?",
          [("(Gain) loss on disposal of property, plant and equipment", Y),
           ("(Gain) loss on disposal of property, plant and equipment", E)])
    prose("t02", "When was the Dandenong plant upgrade completed?", "upgrade", kind="text")

    # t03 Marlbeck: ECL by stage (£m)
    lookup("t03", "What was the Stage 2 loss allowance at 31 December 2019?", "At 31 December 2019", "s2")
    diff("t03", "What was the change in the Stage 3 loss allowance during 2019?",
         ("At 31 December 2019", "s3"), ("At 1 January 2019", "s3"))
    ratio("t03", "What percentage of the total loss allowance at 31 December 2019 was in Stage 3?",
          [("At 31 December 2019", "s3")], ("At 31 December 2019", "tot"))
    lookup("t03", "What were the Stage 3 write-offs in 2019?", "Write-offs", "s3")
    count("t03", "How many stages had a higher loss allowance at 31 December 2019 than at 1 January 2019?",
          ["Stage 1", "Stage 2", "Stage 3"])

    # t04 Tolsworth: key management compensation (£'000)
    lookup("t04", "What were the share-based payments to key management personnel in 2019?", "Share-based payments", Y)
    pchg("t04", "What was the percentage change in total key management personnel compensation from 2018 to 2019?",
         ("Total", Y), ("Total", E))
    labels("t04", "What are the components of key management personnel compensation?",
           ["Short-term employee benefits", "Post-employment benefits", "Termination benefits", "Share-based payments"])
    prose("t04", "How many members did the Executive Committee have in 2019?", "members")
    none("t04", "What was the total compensation of the Chief Executive Officer in 2019?", ["Chief Executive"])

    # t05 Ostrevant: expenses by nature (€m)
    lookup("t05", "What was the employee benefits expense in 2018?", "Employee benefits expense", E)
    pchg("t05", "What was the percentage change in energy and utilities costs from 2018 to 2019?",
         ("Energy and utilities", Y), ("Energy and utilities", E))
    avg("t05", "What was the average raw materials and consumables used in 2018 and 2019?",
        [("Raw materials and consumables used", Y), ("Raw materials and consumables used", E)])
    ratio("t05", "What percentage of total cost of sales, selling and administrative expenses in 2019 was employee benefits expense?",
          [("Employee benefits expense", Y)], ("Total cost of sales, selling and administrative expenses", Y))
    other("t05", "What was the change in the average number of employees from 2018 to 2019?", "difference",
          9_412 - 9_187, "9,412 - 9,187", None, None, [], afrom="text")

    # t06 Corvelle: airline operating statistics
    lookup("t06", "What was the passenger load factor in 2018?", "Passenger load factor", E)
    pchg("t06", "What was the percentage change in available seat miles from 2018 to 2019?",
         ("Available seat miles (millions)", Y), ("Available seat miles (millions)", E))
    avg("t06", "What was the average passenger load factor from 2017 to 2019?",
        [("Passenger load factor", c) for c in ("2019", "2018", "2017")])
    compare("t06", "In which year was the number of departures the highest?",
            [(c, "Departures", c) for c in ("2019", "2018", "2017")])
    none("t06", "What was the passenger load factor in 2016?", ["2016"])

    # t07 Pennacombe: hotel statistics
    diff("t07", "What was the change in RevPAR of luxury hotels from 2018 to 2019?", ("Luxury", "r19"), ("Luxury", "r18"))
    pchg("t07", "What was the percentage change in RevPAR for all comparable hotels from 2018 to 2019?",
         ("All comparable hotels", "r19"), ("All comparable hotels", "r18"))
    compare("t07", "Which chain scale had the highest occupancy in 2019?",
            [(k, k, "o19") for k in ("Luxury", "Upper upscale", "Upscale", "Select service")])
    multi("t07", "What was the occupancy of select service hotels in 2019 and 2018 respectively?",
          [("Select service", "o19"), ("Select service", "o18")])

    avg("t07", "What was the average of the average daily rate of luxury hotels in 2018 and 2019?",
        [("Luxury", "a19"), ("Luxury", "a18")])

    # t08 Fenmarrow: loan portfolio (dollars in thousands)
    lookup("t08", "What percentage of total loans were residential mortgage loans at December 31, 2019?",
           "Residential mortgage", "p19")
    total("t08", "What were the total commercial real estate loans at December 31, 2019?",
          [("Owner occupied", "a19"), ("Non-owner occupied", "a19"), ("Construction and land development", "a19")])
    pchg("t08", "What was the percentage change in total loans from 2018 to 2019?", ("Total loans", "a19"),
         ("Total loans", "a18"))
    diff("t08", "What was the change in the allowance for loan losses from 2018 to 2019?",
         ("Less: allowance for loan losses", "a19"), ("Less: allowance for loan losses", "a18"))
    count("t08", "How many types of loans had a lower balance at December 31, 2019 than at December 31, 2018?",
          ["Construction and land development", "Home equity lines of credit", "Consumer"])
    none("t08", "What were the net charge-offs in 2019?", ["charge-off", "charge off", "chargeoff"])

    # t09 Idlecombe: noninterest income (in thousands)
    lookup("t09", "What were the wealth management fees in 2017?", "Wealth management fees", "2017")
    avg("t09", "What was the average total noninterest income from 2017 to 2019?",
        [("Total noninterest income", c) for c in ("2019", "2018", "2017")])
    diff("t09", "What was the change in gain (loss) on sale of investment securities, net from 2018 to 2019?",
         ("Gain (loss) on sale of investment securities, net", Y), ("Gain (loss) on sale of investment securities, net", E))
    pchg("t09", "What was the percentage change in mortgage banking income from 2018 to 2019?",
         ("Mortgage banking income", Y), ("Mortgage banking income", E))
    t = "Total noninterest income"
    other("t09", "What was the change in the average total noninterest income between 2017-2018 and 2018-2019?",
          "arithmetic_other", (50_334 + 47_750) / 2 - (47_750 + 44_903) / 2,
          "((50,334 + 47,750) / 2) - ((47,750 + 44,903) / 2)", None, 1e3, [(t, "2019"), (t, "2018"), (t, "2017")])

    # t10 Brantwick: lease expirations (dollars in thousands, stated in the prose)
    lookup("t10", "What is the annualized base rent of leases expiring in 2022?", "2022", "abr")
    total("t10", "How many leases expire from 2020 to 2022?", [("2020", "n"), ("2021", "n"), ("2022", "n")])
    compare("t10", "In which year do the most leases expire?",
            [(y, y, "n") for y in ("2020", "2021", "2022", "2023", "2024", "2025", "2026", "2027", "2028")])
    ratio("t10", "What percentage of the total rentable square feet expiring is expiring in 2020?",
          [("2020", "sf")], ("Total", "sf"))

    other("t10", "What is the total rentable square feet of the portfolio including the vacant space at December 31, 2019?",
          "sum", 4_444_189 + 212_406, "4,444,189 + 212,406", None, None, [("Total", "sf")], afrom="table-text")

    # t11 Sallowmere: capacity and generation
    avg("t11", "What was the average net generation from wind in 2018 and 2019?", [("Wind", "g19"), ("Wind", "g18")])
    diff("t11", "What was the change in total net capacity from 2018 to 2019?", ("Total", "c19"), ("Total", "c18"))
    pchg("t11", "What was the percentage change in net generation from solar from 2018 to 2019?", ("Solar", "g19"),
         ("Solar", "g18"))
    multi("t11", "What was the net capacity of wind and solar in 2019 respectively?", [("Wind", "c19"), ("Solar", "c19")])
    other("t11", "What was the percentage change in the combined net generation of wind and solar from 2018 to 2019?",
          "arithmetic_other", ((2_716 + 704) - (1_988 + 362)) / (1_988 + 362) * 100,
          "((2,716 + 704) - (1,988 + 362)) / (1,988 + 362)", "%", 1,
          [("Wind", "g19"), ("Solar", "g19"), ("Wind", "g18"), ("Solar", "g18")], x100=True)

    # t12 Tervisco: SaaS key metrics
    lookup("t12", "What was the dollar-based net retention rate in FY2018?", "Dollar-based net retention rate", E)
    pchg("t12", "What was the percentage change in annual recurring revenue from FY2018 to FY2019?",
         ("Annual recurring revenue (in millions)", Y), ("Annual recurring revenue (in millions)", E))
    ratio("t12", "What percentage of total customers in FY2019 had ARR of $100,000 or more?",
          [("Customers with ARR of $100,000 or more", Y)], ("Total customers", Y))
    avg("t12", "What was the average number of employees at end of year from FY2017 to FY2019?",
        [("Employees at end of year", c) for c in ("2019", "2018", "2017")])
    compare("t12", "In which fiscal year was the non-GAAP operating margin the lowest?",
            [("FY" + c, "Non-GAAP operating margin", c) for c in ("2019", "2018", "2017")], pick="min")

    # t13 Ulmstead: income taxes paid (in thousands, stated in the prose)
    lookup("t13", "What were the income taxes paid in China in 2017?", "China", "2017")
    pchg("t13", "What was the percentage change in total foreign income taxes paid from 2018 to 2019?", ("Total foreign", Y),
         ("Total foreign", E))
    avg("t13", "What was the average U.S. federal income taxes paid from 2017 to 2019?",
        [("U.S. federal", c) for c in ("2019", "2018", "2017")])
    ratio("t13", "What percentage of total income taxes paid, net of refunds in 2019 was paid in foreign jurisdictions?",
          [("Total foreign", Y)], ("Total income taxes paid, net of refunds", Y))
    multi("t13", "What were the income taxes paid in Germany in 2019, 2018 and 2017 respectively?",
          [("Germany", c) for c in ("2019", "2018", "2017")])

    # t14 Varnholt: adjusted net income and EPS
    lookup("t14", "What was the adjusted diluted earnings per share in 2018?", "Adjusted diluted earnings per share", E)
    diff("t14", "What was the change in adjusted net income from 2018 to 2019?", ("Adjusted net income", Y),
         ("Adjusted net income", E))
    multi("t14", "What were the restructuring and related charges in 2019 and 2018 respectively?",
          [("Restructuring and related charges", Y), ("Restructuring and related charges", E)])
    diff("t14", "What was the difference between adjusted diluted earnings per share and GAAP diluted earnings per share in 2019?",
         ("Adjusted diluted earnings per share", Y), ("Diluted earnings per share (GAAP)", Y))
    compare("t14", "In which year was the adjusted net income higher?",
            [(c, "Adjusted net income", c) for c in ("2019", "2018")])
    prose("t14", "Which pet care brand was divested in August 2019?", "brand", kind="text")

    # t15 Wrendlesham: expected benefit payments (in millions, stated in the prose)
    lookup("t15", "What are the expected pension benefit payments in 2022?", "2022", "pen")
    total("t15", "What are the total expected other postretirement benefit payments in 2020 and 2021?",
          [("2020", "opeb"), ("2021", "opeb")])
    avg("t15", "What is the average expected total benefit payment per year from 2020 to 2024?",
        [(y, "tot") for y in ("2020", "2021", "2022", "2023", "2024")])
    ratio("t15", "What percentage of the total expected benefit payments in 2025 – 2029 are pension benefits?",
          [("2025 – 2029", "pen")], ("2025 – 2029", "tot"))

    other("t15", "How much higher are the expected pension benefit payments in 2020 than the expected 2020 contribution to the pension plans?",
          "difference", 48.6 - 22.5, "48.6 - 22.5", None, 1e6, [("2020", "pen")], afrom="table-text")

    # t16 Cradleigh: actuarial assumptions
    lookup("t16", "What was the RPI inflation assumption in 2019?", "Inflation assumption – RPI", Y)
    diff("t16", "What was the change in the discount rate from 2018 to 2019?", ("Discount rate", Y), ("Discount rate", E))
    diff("t16", "What was the difference between the RPI and CPI inflation assumptions in 2019?",
         ("Inflation assumption – RPI", Y), ("Inflation assumption – CPI", Y))
    avg("t16", "What was the average life expectancy at age 65 of a female currently aged 65 in 2018 and 2019?",
        [("Female currently aged 65", Y), ("Female currently aged 65", E)])
    prose("t16", "What is the weighted average duration of the scheme liabilities?", "duration")
    none("t16", "What was the assumed rate of increase in deferred pensions in 2019?", ["deferred", "deferment"])

    # t17 Lanthorne: DBO sensitivity (£m)
    lookup("t17", "What would be the effect on the defined benefit obligation at 31 March 2019 of a 0.5% decrease in the discount rate?",
           "Discount rate (0.5% movement)", "d19")
    diff("t17", "What was the change in the effect of a one year increase in life expectancy from 2018 to 2019?",
         ("Life expectancy (one year movement)", "i19"), ("Life expectancy (one year movement)", "i18"))
    multi("t17", "What was the effect of a 0.5% increase in inflation on the defined benefit obligation in 2019 and 2018 respectively?",
          [("Inflation (0.5% movement)", "i19"), ("Inflation (0.5% movement)", "i18")])
    other("t17", "What would the defined benefit obligation at 31 March 2019 be if the discount rate increased by 0.5%?",
          "sum", 2_184.6 + (-118.4), "2,184.6 + (-118.4)", None, 1e6,
          [("Discount rate (0.5% movement)", "i19")], afrom="table-text")
    other("t17", "What was the percentage change in the defined benefit obligation from 2018 to 2019?", "percent_change",
          (2_184.6 - 2_047.3) / 2_047.3 * 100, "(2,184.6 - 2,047.3) / 2,047.3", "%", 1, [], afrom="text", x100=True)

    # t18 Mistbrook: convertible notes (in thousands, "$" in its own cell)
    lookup("t18", "What was the net carrying amount of the liability component at June 30, 2019?", "Net carrying amount", Y)
    diff("t18", "What was the change in amortization of debt discount from fiscal 2018 to fiscal 2019?",
         ("Amortization of debt discount", Y), ("Amortization of debt discount", E))
    ratio("t18", "What percentage of the principal was the unamortized debt discount at June 30, 2019?",
          [("Less: unamortized debt discount", Y)], ("Principal", Y), size=True)
    avg("t18", "What was the average total interest expense in fiscal 2019 and 2018?",
        [("Total interest expense", Y), ("Total interest expense", E)])
    prose("t18", "What is the effective interest rate of the liability component?", "eir", unit="%")

    # t19 Kelderbrook: costs incurred (in thousands, "$" in its own cell)
    multi("t19", "What were the development costs in 2019, 2018 and 2017 respectively?",
          [("Development costs", c) for c in ("2019", "2018", "2017")])
    pchg("t19", "What was the percentage change in total costs incurred from 2018 to 2019?", ("Total costs incurred", Y),
         ("Total costs incurred", E))
    avg("t19", "What were the average exploration costs from 2017 to 2019?",
        [("Exploration costs", c) for c in ("2019", "2018", "2017")])
    other("t19", "What was the percentage change in total property acquisition costs from 2018 to 2019?",
          "arithmetic_other", ((12_406 + 36_882) - (48_715 + 71_240)) / (48_715 + 71_240) * 100,
          "((12,406 + 36,882) - (48,715 + 71,240)) / (48,715 + 71,240)", "%", 1,
          [("Proved properties", Y), ("Unproved properties", Y), ("Proved properties", E), ("Unproved properties", E)],
          x100=True)
    none("t19", "What were the exploration costs in 2016?", ["2016"])

    # t20 Ottermere: standardized measure (in millions)
    lookup("t20", "What were the future production costs in 2018?", "Future production costs", E)
    diff("t20", "What was the change in the standardized measure of discounted future net cash flows from 2018 to 2019?",
         ("Standardized measure of discounted future net cash flows relating to proved reserves", Y),
         ("Standardized measure of discounted future net cash flows relating to proved reserves", E))
    pchg("t20", "What was the percentage change in future cash inflows from 2018 to 2019?", ("Future cash inflows", Y),
         ("Future cash inflows", E))
    ratio("t20", "What was the 10% annual discount as a percentage of future net cash flows in 2019?",
          [("10% annual discount for estimated timing of cash flows", Y)], ("Future net cash flows", Y), size=True)
    prose("t20", "What oil price per barrel was used to compute future cash inflows in 2019?", "oil")

    # t21 Perriford: ROCE (£m)
    multi("t21", "What was the return on capital employed in 2019 and 2018 respectively?",
          [("Return on capital employed", Y), ("Return on capital employed", E)])
    diff("t21", "What was the change in net debt from 2018 to 2019?", ("Net debt", Y), ("Net debt", E))
    other("t21", "What was the change in capital employed from 31 December 2017 to 31 December 2018?", "difference",
          1_150.1 - 1_092.3, "1,150.1 - 1,092.3", None, 1e6, [("Capital employed at 31 December", E)], afrom="table-text")
    avg("t21", "What was the average total equity in 2018 and 2019?", [("Total equity", Y), ("Total equity", E)])
    pchg("t21", "What was the percentage change in adjusted operating profit from 2018 to 2019?",
         ("Adjusted operating profit", Y), ("Adjusted operating profit", E))

    # t22 Carrowvane: NAV per share
    lookup("t22", "What was the net asset value per share at 31 March 2018?", "Net asset value per share (pence)", E)
    pchg("t22", "What was the percentage change in the share price from 2018 to 2019?", ("Share price (pence)", Y),
         ("Share price (pence)", E))
    diff("t22", "What was the change in ongoing charges from 2018 to 2019?", ("Ongoing charges", Y), ("Ongoing charges", E))
    diff("t22", "What was the difference between the net asset value per share and the share price at 31 March 2019?",
         ("Net asset value per share (pence)", Y), ("Share price (pence)", Y))

    other("t22", "What were the dividends paid for the year as a percentage of the share price at 31 March 2019?",
          "ratio", 28.0 / 1_184.0 * 100, "28.0 / 1,184.0", "%", 1, [("Share price (pence)", Y)], afrom="table-text",
          x100=True)

    # t23 Gellingham: ten largest investments (£'000)
    lookup("t23", "Which sector is Quindle Logistics in?", "Quindle Logistics", "sector")
    lookup("t23", "What percentage of the portfolio did Pelbright Software represent in 2019?", "Pelbright Software", "p19")
    count("t23", "How many of the ten largest investments are in the Technology sector?",
          ["Pelbright Software", "Tavistow Robotics", "Yennick Semiconductors"])
    pchg("t23", "What was the percentage change in the valuation of Tavistow Robotics from 2018 to 2019?",
         ("Tavistow Robotics", "v19"), ("Tavistow Robotics", "v18"))
    none("t23", "What was the valuation of Oskeldane Medical at 31 December 2017?", ["2017"])

    # t24 Ecclesholt: exceptional items (£m)
    avg("t24", "What were the average restructuring costs in 2018 and 2019?",
        [("Restructuring costs", Y), ("Restructuring costs", E)])
    diff("t24", "What was the change in exceptional items before tax from 2018 to 2019?",
         ("Exceptional items before tax", Y), ("Exceptional items before tax", E))
    avg("t24", "What was the average profit on disposal of properties in 2018 and 2019?",
        [("Profit on disposal of properties", Y), ("Profit on disposal of properties", E)])
    labels("t24", "Which exceptional items were recorded in 2019 but not in 2018?",
           ["Acquisition-related costs", "Legal settlement"])

    # t25 Northmarch: carloads and average revenue per car
    lookup("t25", "What was the percentage change in coal carloads from 2018 to 2019?", "Coal", "chg")
    diff("t25", "What was the change in average revenue per car for intermodal from 2018 to 2019?",
         ("Intermodal", "a19"), ("Intermodal", "a18"))
    avg("t25", "What was the average number of grain carloads in 2018 and 2019?", [("Grain", "c19"), ("Grain", "c18")])
    compare("t25", "Which commodity group had the highest average revenue per car in 2019?",
            [(k, k, "a19") for k in ("Grain", "Coal", "Chemicals and plastics", "Forest products", "Metals and minerals",
                                      "Automotive", "Intermodal")])
    ratio("t25", "What percentage of total carloads in 2019 was coal?", [("Coal", "c19")], ("Total", "c19"))

    # t26 Plinthwick: TPV (in billions)
    lookup("t26", "What was the total payment volume in Europe in 2018?", "Europe", E)
    diff("t26", "What was the change in the transaction take rate from 2018 to 2019?", ("Transaction take rate", Y),
         ("Transaction take rate", E))
    ratio("t26", "What percentage of total payment volume in 2019 came from North America?", [("North America", Y)],
          ("Total payment volume", Y))
    prose("t26", "In which country did the company launch its platform in March 2019?", "country", kind="text")
    none("t26", "What was the total payment volume in Africa in 2019?", ["Africa"])

    # t27 Solvenne: Solvency II (€m)
    multi("t27", "What were the Tier 1 unrestricted own funds at 31 December 2019 and 2018 respectively?",
          [("Tier 1 unrestricted", Y), ("Tier 1 unrestricted", E)])
    pchg("t27", "What was the percentage change in the solvency capital requirement from 2018 to 2019?",
         ("Solvency capital requirement (SCR)", Y), ("Solvency capital requirement (SCR)", E))
    avg("t27", "What was the average eligible own funds in 2018 and 2019?", [("Eligible own funds", Y), ("Eligible own funds", E)])
    compare("t27", "In which year was the Solvency II ratio higher?", [(c, "Solvency II ratio", c) for c in ("2019", "2018")])
    prose("t27", "What was the minimum capital requirement at 31 December 2019?", "mcr")
    none("t27", "What was the solvency capital requirement at 31 December 2017?", ["2017"])

    # t28 Hartlecombe: own shares held
    lookup("t28", "What was the cost of shares purchased in the year to 31 March 2020?", "Shares purchased#2", "c")
    pchg("t28", "What was the percentage change in the number of own shares held from 31 March 2019 to 31 March 2020?",
         ("At 31 March 2020", "n"), ("At 31 March 2019", "n"))
    total("t28", "What was the total cost of shares purchased in the two years to 31 March 2020?",
          [("Shares purchased#1", "c"), ("Shares purchased#2", "c")])
    avg("t28", "What was the average cost of own shares held at 31 March 2019 and 31 March 2020?",
        [("At 31 March 2019", "c"), ("At 31 March 2020", "c")])

    other("t28", "By how much did the cost of the own shares held at 31 March 2020 exceed their market value?",
          "difference", 15.1 - 14.2, "15.1 - 14.2", None, 1e6, [("At 31 March 2020", "c")], afrom="table-text")

    # t29 Quarrendon: homes closed
    lookup("t29", "What was the average selling price in the Mountain region in 2019?", "Mountain", "p19")
    pchg("t29", "What was the percentage change in homes closed in Texas from 2018 to 2019?", ("Texas", "h19"),
         ("Texas", "h18"))
    diff("t29", "What was the change in total home sale revenues from 2018 to 2019?", ("Total", "r19"), ("Total", "r18"))
    multi("t29", "How many homes were closed in the West region in 2019 and 2018 respectively?",
          [("West", "h19"), ("West", "h18")])
    ratio("t29", "What percentage of total home sale revenues in 2019 came from the West region?", [("West", "r19")],
          ("Total", "r19"))

    # t30 Ferrisbourne: interest rate profile (£m)
    lookup("t30", "What were the floating rate euro borrowings at 31 December 2018?", "Euro#2", "fl")
    diff("t30", "What was the change in total borrowings from 2018 to 2019?", ("Total#1", "tot"), ("Total#2", "tot"))
    ratio("t30", "What percentage of total borrowings at 31 December 2019 were fixed rate borrowings?",
          [("Total#1", "fx")], ("Total#1", "tot"))
    diff("t30", "What was the change in the weighted average fixed interest rate of US dollar borrowings from 2018 to 2019?",
         ("US dollar#1", "rate"), ("US dollar#2", "rate"))
    avg("t30", "What were the average total fixed rate borrowings in 2018 and 2019?", [("Total#1", "fx"), ("Total#2", "fx")])
    count("t30", "How many currencies had lower floating rate borrowings at 31 December 2019 than at 31 December 2018?",
          ["Sterling", "US dollar"])
    return QS


def main():
    qs = build()
    out = HERE / "questions.jsonl"
    with open(out, "w") as fh:
        for q in qs:
            fh.write(json.dumps(q, ensure_ascii=False) + "\n")
    print(f"wrote {len(qs)} questions to {out}")


if __name__ == "__main__":
    main()
