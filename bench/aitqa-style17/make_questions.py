"""Write questions.jsonl for aitqa-style17:  python make_questions.py

Every gold is computed from the Table objects that make_docs.py draws; none is typed by hand.
A question names its PDF, its wording (written by hand) and a spec: one cell (lookup), two cells
(difference, percent change), several cells (sum), candidate rows (comparison) or an absent term
(unanswerable).  The build fails when a row or column reference matches more than one cell.
"""
from __future__ import annotations

import json
import os
import re
import sys

sys.dont_write_bytecode = True

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import make_docs  # noqa: E402
from engine import parse_printed  # noqa: E402

SOURCE = "aitqa-style17"
OUT = os.path.join(HERE, "questions.jsonl")
MARK = re.compile(r"\s*\([a-z]\)")


def norm(s: str) -> str:
    s = MARK.sub("", s).strip()
    return s[:-1].strip() if s.endswith(":") else s


# ----------------------------------------------------------------------------- specs
class Spec:
    def __init__(self, key, text, cat, **kw):
        self.key, self.text, self.cat = key, text, cat
        self.kw = kw


def L(key, row, col, text, **kw):
    return Spec(key, text, "lookup", cells=[(row, col)], **kw)


def DF(key, a, b, text, **kw):
    return Spec(key, text, "difference", cells=[a, b], **kw)


def SM(key, cells, text, **kw):
    return Spec(key, text, "sum", cells=list(cells), **kw)


def PC(key, new, old, text, **kw):
    return Spec(key, text, "percent_change", cells=[new, old], **kw)


def CMP(key, rows, col, mode, text, **kw):
    return Spec(key, text, "comparison", cells=[(r, col) for r in rows], mode=mode, **kw)


def NA(key, text, reason, absent, **kw):
    return Spec(key, text, "unanswerable", reason=reason, absent=absent, **kw)


# ----------------------------------------------------------------------------- resolution
def find_row(t, ref: str) -> int:
    parts = [norm(p) for p in ref.split(" > ")]
    hits = []
    for ri, r in enumerate(t.rows):
        if r.kind == "section" or r.label != parts[-1]:
            continue
        anc = [norm(t.rows[j].label) for j in t.sections_of(ri)]
        it = iter(anc)
        if all(any(p == a for a in it) for p in parts[:-1]):
            hits.append(ri)
    if len(hits) != 1:
        raise ValueError(f"{t.key}: row {ref!r} matches {len(hits)} rows")
    return hits[0]


def find_col(t, ref: str) -> int:
    parts = [norm(p) for p in ref.split(" > ")]
    hits = [ci for ci, c in enumerate(t.cols) if [norm(p) for p in c.path][-len(parts):] == parts]
    if len(hits) != 1:
        raise ValueError(f"{t.key}: column {ref!r} matches {len(hits)} columns")
    return hits[0]


def page_of(t, ri: int) -> int:
    return 1 if t.break_after is None or ri <= t.break_after else 2


def n_pages(t) -> int:
    return 1 if t.break_after is None else 2


def conditions(t, ri: int, ci: int) -> list:
    marks = []
    for j in t.sections_of(ri) + [ri]:
        if t.rows[j].marker:
            marks.append(t.rows[j].marker)
    for p in t.cols[ci].path:
        marks += re.findall(r"\([a-z]\)", p)
    notes = dict(t.footnotes)
    out = []
    for m in marks:
        if m in notes and notes[m] not in out:
            out.append(notes[m])
    return out


def fmt_result(v: float, dec: int, pct: bool) -> str:
    s = f"{abs(v):,.{dec}f}"
    s = ("-" if v < 0 else "") + s
    return s + ("%" if pct else "")


# ----------------------------------------------------------------------------- hard cases
def cell_tags(t, ri: int, ci: int) -> list:
    tags = []
    row, col = t.rows[ri], t.cols[ci]
    secs = t.sections_of(ri)
    if row.level > 0 or secs:
        tags.append("indented_row")
    labels = [x.label for x in t.rows if x.kind != "section"]
    if labels.count(row.label) > 1:
        tags.append("row_hierarchy_needed")
    leaves = [norm(c.path[-1]) for c in t.cols]
    if leaves.count(norm(col.path[-1])) > 1:
        tags.append("column_hierarchy_needed")
    if row.marker or any(t.rows[j].marker for j in secs):
        tags.append("footnote_marker")
    if any(re.search(r"\([a-z]\)", p) for p in col.path):
        tags.append("footnote_marker_in_header")
    printed = t.printed(ri, ci)
    if printed.startswith("(") or printed.startswith("$("):
        tags.append("negative_in_parens")
    unit, scale = t.unit_scale(ri, ci)
    if scale in (1e3, 1e6):
        tags.append("scale_thousands" if scale == 1e3 else "scale_millions")
        tags.append(f"scale_in_{t.scale_where(ri, ci)}")
    if scale == 0.01:
        tags.append("scale_cents")
    if page_of(t, ri) == 2:
        tags.append("second_page")
        if not t.repeat_header:
            tags.append("header_not_repeated")
        if any(page_of(t, j) == 1 for j in secs):
            tags.append("section_on_previous_page")
    if col.fmt is None:
        tags.append("text_answer")
    return tags


def base_tags(t) -> list:
    tags = [f"style:{t.style}"]
    if t.land:
        tags.append("landscape")
    if n_pages(t) > 1:
        tags.append("table_over_pages")
    if t.header_rows > 1:
        tags.append("multi_row_header")
    return tags


# ----------------------------------------------------------------------------- gold
def resolve(spec: Spec, tabs: dict) -> dict:
    t = tabs[spec.key]
    doc = make_docs.pdf_name(spec.key)
    kw = spec.kw
    tags = base_tags(t)
    if spec.cat == "unanswerable":
        tags.append(f"none:{kw['reason']}")
        ans = dict(kind="none", value=None, raw=None, unit=None, scale=None, conditions=[])
        ev = [{"doc": doc, "page": p} for p in range(1, n_pages(t) + 1)]
        cells = []
    else:
        cells = [(find_row(t, r), find_col(t, c)) for r, c in kw["cells"]]
        for ri, ci in cells:
            tags += cell_tags(t, ri, ci)
        pages = sorted({page_of(t, ri) for ri, _ in cells})
        ev = [{"doc": doc, "page": p} for p in pages]
        if spec.cat == "lookup":
            ri, ci = cells[0]
            printed = t.printed(ri, ci)
            unit, scale = t.unit_scale(ri, ci)
            if t.cols[ci].fmt is None:
                ans = dict(kind="text", value=printed, raw=printed, unit=None, scale=None,
                           conditions=conditions(t, ri, ci))
            else:
                v = parse_printed(printed)
                assert v is not None, (spec.key, spec.text, printed)
                ans = dict(kind="number", value=v, raw=printed, unit=unit, scale=scale,
                           conditions=conditions(t, ri, ci))
        elif spec.cat == "comparison":
            vals = []
            for ri, ci in cells:
                v = parse_printed(t.printed(ri, ci))
                assert v is not None
                vals.append((v, ri))
            best = (max if kw["mode"] == "max" else min)(vals)
            assert sum(1 for v, _ in vals if v == best[0]) == 1, ("tie", spec.text)
            label = t.rows[best[1]].label
            ans = dict(kind="text", value=label, raw=label, unit=None, scale=None, conditions=[])
            tags.append("answer_in_row_header")
        else:
            vals, us, decs = [], set(), []
            for ri, ci in cells:
                p = t.printed(ri, ci)
                v = parse_printed(p)
                assert v is not None, (spec.text, p)
                vals.append(v)
                us.add(t.unit_scale(ri, ci))
                m = re.search(r"\.(\d+)", p)
                decs.append(len(m.group(1)) if m else 0)
            assert len(us) == 1, ("operands differ in unit/scale", spec.text, us)
            unit, scale = us.pop()
            dec = max(decs)
            if spec.cat == "difference":
                v = round(vals[0] - vals[1], dec)
                ans = dict(kind="number", value=int(v) if dec == 0 else v, raw=fmt_result(v, dec, unit == "%"),
                           unit=unit, scale=scale, conditions=[])
            elif spec.cat == "sum":
                v = round(sum(vals), dec)
                ans = dict(kind="number", value=int(v) if dec == 0 else v, raw=fmt_result(v, dec, unit == "%"),
                           unit=unit, scale=scale, conditions=[])
            else:
                v = round((vals[0] - vals[1]) / abs(vals[1]) * 100, 1)
                ans = dict(kind="number", value=v, raw=fmt_result(v, 1, True), unit="%", scale=1, conditions=[])
            tags.append("answer_in_several_cells")
    for flag, tag in (("kpi", "kpi_term"), ("para", "paraphrase"), ("instr", "answer_format_instruction"),
                      ("col_group", "column_named_by_group_only"), ("row_group", "row_named_by_group_only")):
        if kw.get(flag):
            tags.append(tag)
    seen, hard = set(), []
    for x in tags:
        if x not in seen:
            seen.add(x)
            hard.append(x)
    if isinstance(ans.get("scale"), float) and ans["scale"] >= 1 and ans["scale"].is_integer():
        ans["scale"] = int(ans["scale"])
    return {"question": spec.text, "category": spec.cat, "answer": ans, "evidence": ev, "source": SOURCE,
            "hard_cases": hard, "question_type": "KPI-driven" if kw.get("kpi") else "Table-driven",
            "_cells": cells, "_key": spec.key, "_spec": spec}


# ----------------------------------------------------------------------------- the questions
CAP = "Monthly Capacity (thousands of 8-inch equivalent wafers) > "


def specs() -> list:
    return [
        # ---- t01 Kirrowdane fabs
        L("t01", "Fab 9", CAP + "Dec. 31, 2019",
          "What was Kirrowdane's installed monthly capacity at Fab 9 at the end of 2019, in thousands of 8-inch "
          "equivalent wafers?", kpi=True),
        L("t01", "Fab 4", "Average Utilization > 2018", "How heavily was Fab 4 utilized on average during 2018?",
          kpi=True, para=True),
        L("t01", "Fab 10", "Location", "Where is Kirrowdane's Fab 10 located?"),
        L("t01", "200mm (8-inch) fabs > Total 200mm fabs", "Average Utilization > 2019",
          "Average utilization of the 200mm fab group in 2019?", kpi=True, row_group=True),
        DF("t01", ("Total", CAP + "Dec. 31, 2019"), ("Total", CAP + "Dec. 31, 2018"),
           "By how much did Kirrowdane's total monthly wafer capacity grow between year-end 2018 and year-end "
           "2019? Answer in thousands of 8-inch equivalent wafers.", kpi=True, instr=True),
        CMP("t01", ["Fab 2", "Fab 3", "Fab 4", "Fab 5", "Fab 6"], "Average Utilization > 2019", "min",
            "Which of the 200mm fabs ran at the lowest average utilization in 2019?", kpi=True),

        # ---- t02 revenue by node
        L("t02", "14nm", "2019 > Revenue", "How much revenue did Kirrowdane make on 14nm wafers in 2019?"),
        L("t02", "22nm/28nm", "2018 > % of Total",
          "What share of Kirrowdane's 2018 net revenue came from the 22nm/28nm node?"),
        L("t02", "Total FinFET", "% Change", "FinFET revenue growth rate, 2019 over 2018", kpi=True,
          row_group=True),
        L("t02", "Mask, design and other services", "2018 > Revenue",
          "How much did Kirrowdane bill for photomasks, design and other non-wafer services in 2018?", para=True),
        SM("t02", [("40nm/45nm", "2019 > Revenue"), ("55nm/65nm", "2019 > Revenue")],
           "What was the combined 2019 revenue of the 40nm/45nm and 55nm/65nm nodes? Answer in millions.",
           instr=True),
        L("t02", "0.25 micron and above", "2019 > Revenue",
          "revenue from the oldest geometries, 0.25 micron and larger, in 2019", para=True),

        # ---- t03 platform and geography
        L("t03", "High performance computing", "Year Ended December 31, > 2017",
          "How much net revenue did Kirrowdane generate from high performance computing in 2017?"),
        L("t03", "China", "2019 vs. 2018 > $ Change",
          "What was the dollar change in revenue from customers headquartered in China between 2018 and 2019?"),
        L("t03", "By platform > Total", "Year Ended December 31, > 2017", "Kirrowdane total net revenue 2017"),
        L("t03", "Smartphone", "2019 vs. 2018 > % Change",
          "What was the percentage change in smartphone revenue in 2019 compared with 2018?"),
        PC("t03", ("Japan", "Year Ended December 31, > 2018"), ("Japan", "Year Ended December 31, > 2017"),
           "What was the percent change in Japan revenue from 2017 to 2018? Round to one decimal.", instr=True),
        L("t03", "Internet of Things", "Year Ended December 31, > 2019", "What did IoT bring in for Kirrowdane in 2019?",
          para=True),

        # ---- t04 quarterly
        L("t04", "Gross margin", "2019 > Third Quarter", "What was Kirrowdane's gross margin in Q3 2019?", kpi=True),
        L("t04", "Wafer shipments (thousands of 8-inch equivalent wafers)", "2018 > Fourth Quarter",
          "How many 8-inch equivalent wafers did Kirrowdane ship in the fourth quarter of 2018?", kpi=True),
        L("t04", "Diluted earnings (loss) per share", "2018 > Fourth Quarter",
          "Diluted EPS for Kirrowdane, Q4 2018?", kpi=True, para=True),
        L("t04", "Blended average selling price per wafer", "2019 > Second Quarter",
          "What was the blended ASP per wafer in the second quarter of 2019?", kpi=True, para=True),
        SM("t04", [("Net income (loss)", "2019 > First Quarter"), ("Net income (loss)", "2019 > Second Quarter")],
           "What was Kirrowdane's net income for the first half of 2019, i.e. the first two quarters combined?"),
        DF("t04", ("Capacity utilization", "2018 > First Quarter"), ("Capacity utilization", "2018 > Fourth Quarter"),
           "How many percentage points did capacity utilization fall from the first quarter to the fourth quarter "
           "of 2018?", kpi=True),

        # ---- t05 Halsworthy segments
        L("t05", "Information technology", "Fiscal 2018 > Gross Margin",
          "What gross margin did Halsworthy earn on IT staffing in fiscal 2018?", kpi=True, para=True),
        L("t05", "Healthcare", "Fiscal 2019 > Revenue", "Revenue of Halsworthy's healthcare staffing line in fiscal 2019"),
        L("t05", "Talent Solutions > Total Talent Solutions", "Fiscal 2019 > Gross Profit",
          "How much gross profit did the Talent Solutions segment produce in fiscal 2019?", row_group=True),
        L("t05", "Clerical and administrative", "Fiscal 2018 > Revenue",
          "I need the fiscal 2018 revenue from clerical and administrative placements."),
        PC("t05", ("Total Professional Staffing", "Fiscal 2019 > Revenue"),
           ("Total Professional Staffing", "Fiscal 2018 > Revenue"),
           "By what percentage did Professional Staffing revenue change from fiscal 2018 to fiscal 2019? Round to "
           "one decimal.", instr=True),
        DF("t05", ("Light industrial", "Fiscal 2019 > Revenue"), ("Light industrial", "Fiscal 2018 > Revenue"),
           "How much more revenue did light industrial staffing bring in during fiscal 2019 than in fiscal 2018? "
           "Give the answer in thousands.", instr=True),

        # ---- t06 branches by state (two pages, header not repeated)
        L("t06", "Texas", "Commercial Staffing > Branches",
          "How many Commercial Staffing branches did Halsworthy operate in Texas?"),
        L("t06", "California", "Professional Staffing > Average Weekly Consultants",
          "On average, how many professional consultants were on assignment each week in California during "
          "fiscal 2019?"),
        L("t06", "Ohio", "Total Branches > 2018", "Total Halsworthy branch count in Ohio at the end of 2018?"),
        L("t06", "Southeast > Total Southeast", "Professional Staffing > Branches",
          "How many Professional Staffing branches were there across the Southeast region?", row_group=True),
        SM("t06", [("Oregon", "Total Branches > 2019"), ("Washington", "Total Branches > 2019")],
           "Add up Halsworthy's 2019 branches in Oregon and Washington. How many are there?"),
        NA("t06", "How many branches did Halsworthy have in Canada at the end of fiscal 2019?", "item", ["Canada"]),

        # ---- t07 key metrics
        L("t07", "Professional Staffing > Average bill rate per hour", "Fiscal Year > 2018",
          "What was the average hourly bill rate in Professional Staffing in fiscal 2018?", kpi=True),
        L("t07", "Commercial Staffing > Bill/pay spread per hour", "Fiscal Year > 2019",
          "What was the hourly bill-pay spread in commercial staffing in fiscal 2019?", kpi=True),
        L("t07", "Commercial Staffing > Hours billed (in thousands)", "Fiscal Year > 2017",
          "How many hours did Halsworthy bill in commercial staffing in fiscal 2017?", kpi=True),
        L("t07", "Days sales outstanding", "Fiscal Year > 2019", "Halsworthy DSO at the end of fiscal 2019?",
          kpi=True, para=True),
        L("t07", "Permanent placement fees (in thousands)", "Fiscal Year > 2018",
          "How much did Halsworthy collect in perm placement fees in fiscal 2018?", kpi=True, para=True),
        DF("t07", ("Professional Staffing > Average pay rate per hour", "Fiscal Year > 2019"),
           ("Professional Staffing > Average pay rate per hour", "Fiscal Year > 2017"),
           "How much did the average hourly pay rate for professional consultants rise between fiscal 2017 and "
           "fiscal 2019?", kpi=True),

        # ---- t08 Adjusted EBITDA
        L("t08", "Adjusted EBITDA", "Fiscal Year > 2017", "What was Halsworthy's Adjusted EBITDA in fiscal 2017?",
          kpi=True),
        L("t08", "Adjusted EBITDA margin", "Fiscal Year > 2018", "Adjusted EBITDA margin, fiscal 2018", kpi=True),
        L("t08", "Share-based compensation", "Fiscal Year > 2019",
          "How much stock-based compensation was added back in fiscal 2019?", para=True),
        L("t08", "Legal settlement (recovery)", "Fiscal Year > 2019",
          "What amount appears for the legal settlement (recovery) adjustment in fiscal 2019?"),
        PC("t08", ("Depreciation and amortization", "Fiscal Year > 2019"),
           ("Depreciation and amortization", "Fiscal Year > 2017"),
           "What was the percent change in Halsworthy's depreciation and amortization from fiscal 2017 to fiscal "
           "2019? Round to one decimal.", instr=True),
        NA("t08", "What was Halsworthy's free cash flow in fiscal 2019?", "measure", ["free cash", "cash flow"]),

        # ---- t09 Crellaway revenues
        L("t09", "Termite renewals", "Year Ended December 31, > 2019",
          "How much revenue did Crellaway earn from termite renewals in 2019?"),
        L("t09", "Total commercial pest control", "Organic Growth > %",
          "What was the organic growth of Crellaway's commercial pest control business in 2019?",
          kpi=True, col_group=True),
        L("t09", "Mosquito and tick programs", "Increase (Decrease) > %",
          "By what percent did mosquito and tick revenue increase in 2019?"),
        L("t09", "New termite treatments", "Increase (Decrease) > $",
          "What dollar change in new termite treatment revenue does Crellaway report for 2019 versus 2018?"),
        L("t09", "Total residential pest control", "Year Ended December 31, > 2018",
          "Total residential pest control revenue, 2018 (in thousands)", instr=True),
        SM("t09", [("Healthcare and institutional", "Year Ended December 31, > 2019"),
                   ("Retail and office", "Year Ended December 31, > 2019")],
           "What was Crellaway's combined 2019 revenue from healthcare and institutional accounts and retail and "
           "office accounts?"),

        # ---- t10 branches and customers (two pages, header repeated)
        L("t10", "Florida", "Branches > Company-Owned", "How many company-owned branches does Crellaway have in Florida?"),
        L("t10", "California", "Customers (in thousands) > Residential",
          "How many residential customers did Crellaway serve in California at December 31, 2019?"),
        L("t10", "South Central > Total South Central", "Route Technicians",
          "How many route technicians work in Crellaway's South Central region?", row_group=True),
        L("t10", "Ontario", "Branches > Franchised", "Number of franchised Crellaway branches in Ontario"),
        DF("t10", ("Texas", "Branches > Company-Owned"), ("Georgia", "Branches > Company-Owned"),
           "How many more company-owned branches does Crellaway run in Texas than in Georgia?"),
        NA("t10", "How many route technicians does Crellaway employ in Quebec?", "item", ["Quebec"]),

        # ---- t11 customers and unit metrics
        L("t11", "Customer retention rate", "Residential > 2019",
          "What was Crellaway's residential customer retention rate in 2019?", kpi=True),
        L("t11", "New customers", "Commercial > 2018", "How many new commercial customers did Crellaway sign in 2018?"),
        L("t11", "Average annual revenue per customer", "Commercial > 2019",
          "Average annual revenue per commercial customer in 2019?", kpi=True),
        L("t11", "End of year", "Residential > 2019",
          "How many residential customers did Crellaway have at the end of 2019?"),
        L("t11", "Cancellations", "Residential > 2018",
          "What figure is shown for residential customer cancellations in 2018?", kpi=True),
        DF("t11", ("Customer retention rate", "Commercial > 2019"), ("Customer retention rate", "Commercial > 2018"),
           "By how many percentage points did the commercial customer retention rate improve from 2018 to 2019?",
           kpi=True),

        # ---- t12 quarterly
        L("t12", "Total revenues", "2019 > Third Quarter", "What were Crellaway's total revenues in Q3 2019?"),
        L("t12", "Net income (loss)", "2018 > Fourth Quarter",
          "What net income (loss) did Crellaway report for the fourth quarter of 2018?"),
        L("t12", "Termite and ancillary", "2018 > Second Quarter",
          "termite and ancillary revenue in the second quarter of 2018"),
        L("t12", "Diluted earnings (loss) per share", "2019 > Second Quarter",
          "What were diluted earnings per share in the second quarter of 2019?", kpi=True),
        SM("t12", [("Operating income", "2018 > First Quarter"), ("Operating income", "2018 > Second Quarter")],
           "What was Crellaway's operating income for the first half of 2018? Answer in thousands of dollars.",
           instr=True),
        NA("t12", "What was Crellaway's adjusted EBITDA in the second quarter of 2019?", "measure", ["EBITDA"]),

        # ---- t13 Wendlecott shipments
        L("t13", "Fifth wheels", "Units Shipped > Fiscal 2019",
          "How many fifth wheels did Wendlecott ship to dealers in fiscal 2019?", kpi=True, para=True),
        L("t13", "Class B camper vans", "Net Sales (in thousands) > Fiscal 2018",
          "What were net sales of Class B camper vans in fiscal 2018?"),
        L("t13", "Total towable", "Units Shipped > % Change",
          "What was the percent change in towable unit shipments in fiscal 2019?", kpi=True, row_group=True),
        L("t13", "Total motorized", "Net Sales (in thousands) > % Change",
          "How much did motorized RV net sales change, in percent, in fiscal 2019 versus fiscal 2018?",
          row_group=True),
        DF("t13", ("Travel trailers", "Units Shipped > Fiscal 2018"), ("Travel trailers", "Units Shipped > Fiscal 2019"),
           "How many fewer travel trailers did Wendlecott ship in fiscal 2019 than in fiscal 2018?", kpi=True),
        L("t13", "Total recreational vehicles", "Units Shipped > Fiscal 2018",
          "total RV wholesale shipments in fiscal 2018, all product types", kpi=True),

        # ---- t14 facilities (two pages, header not repeated)
        L("t14", "Elkhart", "Employees", "How many people work at Wendlecott's Elkhart Class A motorhome plant?"),
        L("t14", "Hutchinson", "Square Feet (in thousands) > Leased",
          "How much leased floor space does Wendlecott have at its Hutchinson, Kansas facility?", para=True),
        L("t14", "Nappanee", "Principal Products or Use", "What does Wendlecott build at its Nappanee plant?"),
        L("t14", "Total motorized segment", "Production Lines",
          "How many production lines does the motorized segment have in total?", row_group=True),
        SM("t14", [("Junction City", "Square Feet (in thousands) > Owned"), ("Coburg", "Square Feet (in thousands) > Owned")],
           "What is the combined owned square footage of Wendlecott's two Oregon plants, Junction City and "
           "Coburg? Answer in thousands of square feet.", instr=True),
        CMP("t14", ["Goshen (Plants 1\u20133)", "Middlebury", "Nappanee", "Bristol", "Syracuse", "Topeka",
                    "Junction City", "Ephrata", "New Holland"], "Employees", "max",
            "Which towable-segment facility has the most employees?"),

        # ---- t15 backlog
        L("t15", "Class A motorhomes", "July 31, 2018 > Units",
          "How many Class A motorhomes were in Wendlecott's order backlog at July 31, 2018?", kpi=True),
        L("t15", "Fifth wheels", "July 31, 2019 > Dollars", "Dollar value of the fifth wheel backlog at July 31, 2019?",
          kpi=True),
        L("t15", "Total backlog", "July 31, 2019 > Dollars",
          "What was Wendlecott's total order backlog in dollars at the end of fiscal 2019?", kpi=True),
        L("t15", "Class B camper vans", "Change in Dollars > %",
          "By what percentage did the dollar backlog for Class B camper vans change year over year?", kpi=True),
        DF("t15", ("Total towable", "July 31, 2018 > Units"), ("Total towable", "July 31, 2019 > Units"),
           "How many fewer towable units were in backlog at July 31, 2019 than a year earlier?", kpi=True),
        NA("t15", "How many Class A motorhomes were in backlog at July 31, 2017?", "year", ["2017"]),

        # ---- t16 segment information
        L("t16", "Income (loss) before income taxes > Motorized", "Fiscal Year Ended July 31, > 2019",
          "What was the motorized segment's income (loss) before income taxes in fiscal 2019?"),
        L("t16", "Depreciation and amortization > Towable", "Fiscal Year Ended July 31, > 2017",
          "Depreciation and amortization of the towable segment in fiscal 2017?"),
        L("t16", "Intercompany eliminations", "Fiscal Year Ended July 31, > 2018",
          "What figure is shown for intercompany eliminations in fiscal 2018 net sales?"),
        L("t16", "Total net sales", "Fiscal Year Ended July 31, > 2017", "Wendlecott total net sales fiscal 2017"),
        PC("t16", ("Total income before income taxes", "Fiscal Year Ended July 31, > 2019"),
           ("Total income before income taxes", "Fiscal Year Ended July 31, > 2018"),
           "What was the percent change in Wendlecott's total income before income taxes from fiscal 2018 to "
           "fiscal 2019? Please round to one decimal place.", instr=True),
        L("t16", "Depreciation and amortization > Corporate", "Fiscal Year Ended July 31, > 2019",
          "How much depreciation and amortization was recorded at the corporate level in fiscal 2019?"),

        # ---- t17 stores by state (two pages, header repeated)
        L("t17", "Alabama", "Saverwick > Stores", "How many Saverwick stores are there in Alabama?"),
        L("t17", "Maryland", "Gildermoor > Pharmacies", "How many in-store pharmacies do Gildermoor-banner stores have in Maryland?"),
        L("t17", "Mid-Atlantic > Total Mid-Atlantic", "Total Square Feet (in thousands)",
          "What is the total square footage of Gildermoor Markets' Mid-Atlantic stores?", row_group=True),
        L("t17", "Total", "Gildermoor > Stores",
          "How many stores operate under the Gildermoor banner across all states?"),
        SM("t17", [("Kentucky", "Gildermoor > Stores"), ("Kentucky", "Saverwick > Stores")],
           "How many stores does the company have in Kentucky, counting both banners?"),
        NA("t17", "How many Gildermoor stores are in New York?", "item", ["New York"]),

        # ---- t18 sales by category
        L("t18", "Pharmacy", "Fiscal 2019 > Net Sales", "Gildermoor pharmacy sales in fiscal 2019?"),
        L("t18", "Meat and seafood", "Fiscal 2018 > % of Total",
          "What percentage of fiscal 2018 net sales came from meat and seafood?"),
        L("t18", "Total perishables", "Fiscal 2018 > Net Sales", "How much did perishables sell in fiscal 2018?",
          row_group=True),
        L("t18", "Fuel", "Fiscal 2018 > Net Sales", "What were Gildermoor's fuel sales in fiscal 2018?"),
        PC("t18", ("Deli and bakery", "Fiscal 2019 > Net Sales"), ("Deli and bakery", "Fiscal 2018 > Net Sales"),
           "What was the percent change in deli and bakery sales from fiscal 2018 to fiscal 2019?"),
        L("t18", "Health and beauty care", "Fiscal 2019 > % of Total",
          "HBC share of total net sales in fiscal 2019", para=True),

        # ---- t19 store activity
        L("t19", "Opened", "Saverwick > 2018", "How many Saverwick stores were opened in 2018?"),
        L("t19", "Closed", "Gildermoor > 2019",
          "What figure does the store activity table show for Gildermoor-banner closings in fiscal 2019?"),
        L("t19", "Stores at end of year", "Total > 2019",
          "How many stores did Gildermoor Markets operate in total at the end of fiscal 2019?"),
        L("t19", "Average store size (square feet)", "Total > 2018",
          "What was the average store size, in square feet, at the end of fiscal 2018?", kpi=True),
        L("t19", "Remodels completed", "Saverwick > 2019", "Saverwick remodels completed in fiscal 2019"),
        L("t19", "Banner conversions", "Saverwick > 2019",
          "How many stores were added to the Saverwick banner through conversions in fiscal 2019?"),

        # ---- t20 operating metrics
        L("t20", "Identical-store sales, excluding fuel", "Fiscal 2019 > Full Year",
          "What was Gildermoor's identical-store sales growth, excluding fuel, for the full fiscal year 2019?",
          kpi=True),
        L("t20", "Identical-store transactions", "Fiscal 2019 > Third Quarter",
          "How did identical-store transaction counts change in the third quarter of fiscal 2019?", kpi=True),
        L("t20", "Fuel margin per gallon (in cents)", "Fiscal 2018 > Full Year",
          "Fuel margin per gallon for fiscal 2018, in cents", kpi=True, col_group=True),
        L("t20", "Gross margin rate", "Fiscal 2019 > Second Quarter",
          "What was the gross margin rate in Q2 of fiscal 2019?", kpi=True),
        L("t20", "Fuel gallons sold (in millions)", "Fiscal 2018 > Full Year",
          "How many gallons of fuel did Gildermoor sell in fiscal 2018?", kpi=True, col_group=True),
        DF("t20", ("eCommerce sales growth", "Fiscal 2018 > Full Year"), ("eCommerce sales growth", "Fiscal 2019 > Full Year"),
           "By how many percentage points did full-year online sales growth slow from fiscal 2018 to fiscal 2019?",
           kpi=True, para=True),

        # ---- t21 tire units
        L("t21", "Replacement > Consumer", "Americas > 2019",
          "How many replacement consumer tires did Venmarrick sell in the Americas in 2019?", kpi=True),
        L("t21", "Original equipment > Commercial truck", "Europe, Middle East and Africa > 2018",
          "OE commercial truck tire units in EMEA, 2018", kpi=True, para=True),
        L("t21", "Total tire units", "Asia Pacific > 2019",
          "What were Venmarrick's total tire unit volumes in Asia Pacific in 2019?", kpi=True),
        L("t21", "Total original equipment", "Total > 2018",
          "How many original equipment tires did Venmarrick sell worldwide in 2018?", kpi=True, row_group=True),
        PC("t21", ("Total replacement", "Total > 2019"), ("Total replacement", "Total > 2018"),
           "What was the percent change in total replacement tire units, all segments, from 2018 to 2019? Round "
           "to one decimal.", kpi=True, instr=True),

        # ---- t22 plants (two pages, header repeated)
        L("t22", "Joplin, Missouri", "Capacity > Tires per Day",
          "What is the daily production capacity of the Joplin, Missouri plant, in tires?"),
        L("t22", "Rzeszow", "Employees", "How many employees work at Venmarrick's Rzeszow plant?"),
        L("t22", "Le Mans", "Owned or Leased", "Is Venmarrick's Le Mans plant owned or leased?"),
        L("t22", "Asia Pacific > Total Asia Pacific", "Capacity > Tires per Day",
          "How many tires per day can Venmarrick's Asia Pacific plants produce in total?", row_group=True),
        DF("t22", ("Joplin, Missouri", "Capacity > Tires per Day"), ("Pueblo, Colorado", "Capacity > Tires per Day"),
           "How much more daily tire capacity does the Joplin plant have than the Pueblo plant?"),
        NA("t22", "How many employees work at Venmarrick's plant in Chennai, India?", "item", ["Chennai", "India"]),

        # ---- t23 segments
        L("t23", "Segment operating income > Europe, Middle East and Africa", "Year Ended December 31, > 2018",
          "What was EMEA segment operating income in 2018?", para=True),
        L("t23", "Segment operating margin > Asia Pacific", "Year Ended December 31, > 2017",
          "Asia Pacific segment operating margin in 2017?", kpi=True),
        L("t23", "Net sales > Americas", "Year Ended December 31, > 2019",
          "How much did the Americas segment sell in 2019?"),
        L("t23", "Segment operating margin > Total", "Year Ended December 31, > 2019",
          "What was Venmarrick's total segment operating margin in 2019?", kpi=True),
        L("t23", "Total segment operating income", "Year Ended December 31, > 2017",
          "Total segment operating income for 2017, in millions", instr=True),

        # ---- t24 raw materials
        L("t24", "Natural rubber", "2019 > Cost", "What did Venmarrick spend on natural rubber in 2019?"),
        L("t24", "Carbon black", "2018 > % of Total",
          "What share of total raw material cost did carbon black account for in 2018?"),
        L("t24", "Synthetic rubber", "Average Price Change > 2019 vs. 2018",
          "How much did the average price of synthetic rubber change in 2019 versus 2018?"),
        L("t24", "Total polymers", "2018 > Cost", "What was the total cost of polymers consumed in 2018?",
          row_group=True),
        L("t24", "Chemicals, oils and other", "2019 > % of Total",
          "chemicals, oils and other as a percent of raw materials, 2019"),
        NA("t24", "How much did Venmarrick spend on natural rubber in 2017?", "year", ["2017"]),

        # ---- t25 Orvandel net revenue / net bookings
        L("t25", "Live services and other", "Fiscal 2019 > Net Bookings",
          "What were Orvandel's net bookings from live services and other in fiscal 2019?", kpi=True),
        L("t25", "Mobile", "Fiscal 2018 > Net Revenue", "How much net revenue did mobile generate in fiscal 2018?"),
        L("t25", "PC and other", "Net Bookings % Change",
          "By what percent did PC and other net bookings grow in fiscal 2019?", kpi=True),
        L("t25", "International", "Fiscal 2019 > Net Revenue",
          "What was Orvandel's net revenue outside North America in fiscal 2019?", para=True),
        L("t25", "By composition > Total", "Fiscal 2018 > Net Bookings",
          "Orvandel total net bookings, fiscal 2018", kpi=True),
        DF("t25", ("Full game", "Fiscal 2018 > Net Bookings"), ("Full game", "Fiscal 2018 > Net Revenue"),
           "By how much did full game net bookings exceed full game net revenue in fiscal 2018?", kpi=True),

        # ---- t26 franchises (two pages, header not repeated)
        L("t26", "Tidebreaker", "Net Bookings (in millions) > Fiscal 2019",
          "How much did Tidebreaker contribute to Orvandel's net bookings in fiscal 2019?", kpi=True),
        L("t26", "Mireglass", "Average Monthly Active Users (millions) > Q4 Fiscal 2018",
          "What were Mireglass's average MAUs in the fourth quarter of fiscal 2018?", kpi=True, para=True),
        L("t26", "Drakmoor", "First Released", "In what year was Drakmoor first released?"),
        L("t26", "Crownfrost Kingdoms", "Net Bookings (in millions) > Fiscal 2018",
          "Crownfrost Kingdoms net bookings in fiscal 2018?", kpi=True),
        CMP("t26", ["Mireglass", "Duskfall Farms", "Crownfrost Kingdoms", "Sablethorn Tactics"],
            "Average Monthly Active Users (millions) > Q4 Fiscal 2019", "max",
            "Which mobile franchise had the most monthly active users in the fourth quarter of fiscal 2019?",
            kpi=True),
        PC("t26", ("Starwarden", "Net Bookings (in millions) > Fiscal 2019"),
           ("Starwarden", "Net Bookings (in millions) > Fiscal 2018"),
           "What was the percentage change in Starwarden net bookings from fiscal 2018 to fiscal 2019? One "
           "decimal, please.", kpi=True, instr=True),

        # ---- t27 quarterly
        L("t27", "Net bookings", "Fiscal 2019 > Q3", "What were Orvandel's net bookings in Q3 of fiscal 2019?", kpi=True),
        L("t27", "Digital net revenue as a percentage of net revenue", "Fiscal 2018 > Q1",
          "What portion of net revenue was digital in the first quarter of fiscal 2018?", kpi=True),
        L("t27", "Operating income (loss)", "Fiscal 2018 > Q4",
          "What operating income (loss) did Orvandel report in the fourth quarter of fiscal 2018?"),
        L("t27", "Average monthly active users (in millions)", "Fiscal 2019 > Q2",
          "Average MAUs in the second quarter of fiscal 2019?", kpi=True, para=True),
        L("t27", "Diluted earnings (loss) per share", "Fiscal 2019 > Q4",
          "What was diluted EPS in Q4 of fiscal 2019?", kpi=True, para=True),
        L("t27", "Net revenue", "Fiscal 2018 > Q2", "net revenue for the second quarter of fiscal 2018"),

        # ---- t28 Skelvane sales
        L("t28", "Knees", "United States > 2019", "What were Skelvane's U.S. knee sales in 2019?"),
        L("t28", "Hips", "International > 2018", "How much did Skelvane sell in hips outside the United States in 2018?",
          para=True),
        L("t28", "Trauma", "Total > % Change", "What was the percent change in worldwide trauma sales in 2019?"),
        L("t28", "Total S.E.T.", "Total > 2019",
          "Worldwide S.E.T. net sales in 2019 (sports medicine, extremities and trauma together)?", row_group=True),
        DF("t28", ("Dental", "International > 2019"), ("Dental", "United States > 2019"),
           "How much more did Skelvane sell in dental internationally than in the U.S. in 2019?"),
        L("t28", "Sports medicine", "Total > 2018", "What were total sports medicine sales in 2018?"),

        # ---- t29 growth analysis
        L("t29", "Knees", "Constant Currency % Change",
          "What was Skelvane's constant currency sales growth for knees in 2019?", kpi=True),
        L("t29", "Hips", "Foreign Exchange Impact", "How much did foreign exchange affect hip sales growth in 2019?",
          kpi=True),
        L("t29", "Spine and craniomaxillofacial", "Constant Currency Components > Price",
          "What was the pricing effect on spine and CMF sales growth?", kpi=True, para=True),
        L("t29", "International", "Constant Currency Components > Volume and Mix",
          "Volume and mix contribution to international sales growth, 2019 vs 2018"),
        L("t29", "S.E.T.", "Reported % Change", "What was the reported growth rate of S.E.T. sales?"),
        NA("t29", "What was the foreign exchange impact on Skelvane's sales in Europe in 2019?", "item", ["Europe"]),

        # ---- t30 results of operations
        L("t30", "Research and development", "2019 > Amount", "How much did Skelvane spend on R&D in 2019?",
          para=True),
        L("t30", "Selling, general and administrative", "2018 > % of Net Sales",
          "What was SG&A as a percentage of net sales in 2018?", kpi=True, para=True),
        L("t30", "Operating profit", "2019 > Amount", "Skelvane operating profit 2019"),
        L("t30", "Quality remediation", "2018 > Amount", "What did quality remediation cost Skelvane in 2018?"),
        L("t30", "Intangible asset amortization", "2019 > % of Net Sales",
          "Intangible asset amortization as a percent of net sales in 2019?"),
        L("t30", "Net earnings", "2018 > Amount", "How much did Skelvane earn, net, in 2018?"),
    ]


def build():
    tabs = make_docs.tables()
    make_docs.check_printed(tabs)
    out = []
    for i, s in enumerate(specs(), start=1):
        rec = resolve(s, tabs)
        rec = {"id": f"as17-{i:03d}", **rec}
        out.append(rec)
    return out, tabs


def public(rec: dict) -> dict:
    return {k: rec[k] for k in ("id", "question", "category", "answer", "evidence", "source", "hard_cases",
                                "question_type")}


def write(path=OUT):
    recs, _ = build()
    with open(path, "w", encoding="utf-8") as f:
        for r in recs:
            f.write(json.dumps(public(r), ensure_ascii=False) + "\n")
    return recs


if __name__ == "__main__":
    recs = write()
    from collections import Counter
    print(len(recs), "questions;", dict(Counter(r["category"] for r in recs)))
